# Wertungen: die Bestenliste, das Diagramm des Wertungsverlaufs, und warum ein Tisch nicht gewertet werden kann.

ratings-title = Bestenliste
ratings-intro = Weng-Lin-Wertungen (OpenSkill) gewerteter Tische. Alle beginnen bei 1500; Bots spielen mit fester Wertung.
ratings-ruleset = Spiel
ratings-players = Spieler
ratings-all-counts = Alle Spielerzahlen
ratings-count = { $players } Spieler
ratings-place = Platz
ratings-player = Spieler
ratings-rating = Wertung
ratings-uncertainty = ± { $sigma }
ratings-games = Partien
ratings-wins = Siege
ratings-empty = Noch keine gewerteten Partien.
ratings-page = Seite { $page } von { $pages }
ratings-previous = Zurück
ratings-next = Weiter
ratings-bots = Bots mit fester Wertung
ratings-bot = { $bot }
ratings-back = Zurück zur Lobby
ratings-load-failed = Die Bestenliste konnte nicht geladen werden: { $detail }
ratings-chart-title = Wertungsverlauf
ratings-chart-empty = Noch keine gewerteten Partien.
ratings-chart-point = { $rating } nach Partie { $game }

error-rated-guest = { $seat } ist von einem Gast besetzt: ein gewerteter Tisch ist für angemeldete Spieler.
error-rated-twice = Der Spieler von { $seat } sitzt schon an diesem Tisch: ein gewerteter Tisch zählt jede Person einmal.
error-rated-no-person = Ein gewerteter Tisch braucht mindestens eine Person.
error-rated-bot = { $seat }: der Bot „{ $bot }“ hat keine feste Wertung und kann daher nicht an einem gewerteten Tisch spielen.
error-board-players = Eine Bestenliste gibt es für { $min } bis { $max } Spieler.
