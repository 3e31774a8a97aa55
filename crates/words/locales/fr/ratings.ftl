# Classements : la page du classement, le graphique de l’historique, et pourquoi une table ne peut pas être classée.

ratings-title = Classement
ratings-intro = Classements Weng-Lin (OpenSkill) des tables classées. Chacun commence à 1500 ; les bots jouent à un classement fixe.
ratings-ruleset = Jeu
ratings-players = Joueurs
ratings-all-counts = Tous les nombres de joueurs
ratings-count = { $players } joueurs
ratings-place = Rang
ratings-player = Joueur
ratings-rating = Classement
ratings-uncertainty = ± { $sigma }
ratings-games = Parties
ratings-wins = Victoires
ratings-empty = Pas encore de partie classée.
ratings-page = Page { $page } sur { $pages }
ratings-previous = Précédente
ratings-next = Suivante
ratings-bots = Bots à classement fixe
ratings-bot = { $bot }
ratings-back = Retour au salon
ratings-load-failed = Le classement n’a pas pu être chargé : { $detail }
ratings-chart-title = Historique du classement
ratings-chart-empty = Pas encore de partie classée.
ratings-chart-point = { $rating } après la partie { $game }

error-rated-guest = { $seat } est occupée par un invité : une table classée est réservée aux joueurs connectés.
error-rated-twice = Le joueur de { $seat } est déjà à cette table : une table classée compte chaque personne une fois.
error-rated-no-person = Une table classée a besoin d’au moins une personne.
error-rated-bot = { $seat } : le bot « { $bot } » n’a pas de classement fixe et ne peut donc pas jouer à une table classée.
error-board-players = Un classement existe pour { $min } à { $max } joueurs.
