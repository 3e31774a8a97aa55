# Ratings: de ranglijst, de grafiek van het ratingverloop, en waarom een tafel niet gerated kan worden.

ratings-title = Ranglijst
ratings-intro = Weng-Lin-ratings (OpenSkill) van gerate tafels. Iedereen begint op 1500; bots spelen met een vaste rating.
ratings-ruleset = Spel
ratings-players = Spelers
ratings-all-counts = Alle aantallen spelers
ratings-count = { $players } spelers
ratings-place = Plaats
ratings-player = Speler
ratings-rating = Rating
ratings-uncertainty = ± { $sigma }
ratings-games = Partijen
ratings-wins = Gewonnen
ratings-empty = Nog geen gerate partijen.
ratings-page = Pagina { $page } van { $pages }
ratings-previous = Vorige
ratings-next = Volgende
ratings-bots = Bots met een vaste rating
ratings-bot = { $bot }
ratings-back = Terug naar de lobby
ratings-load-failed = De ranglijst kon niet geladen worden: { $detail }
ratings-chart-title = Ratingverloop
ratings-chart-empty = Nog geen gerate partijen.
ratings-chart-point = { $rating } na partij { $game }

error-rated-guest = { $seat } is bezet door een gast: een gerate tafel is voor aangemelde spelers.
error-rated-twice = De speler van { $seat } zit al aan deze tafel: een gerate tafel telt ieder persoon één keer.
error-rated-no-person = Een gerate tafel heeft minstens één persoon nodig.
error-rated-bot = { $seat }: de bot „{ $bot }” heeft geen vaste rating en kan dus niet aan een gerate tafel spelen.
error-board-players = Een ranglijst is er voor { $min } tot { $max } spelers.
