# Rated tables in the lobby: the create form's choice, its hint and the leaderboard's link.

web-rated = Classé : le résultat compte pour le classement des joueurs
web-rated_hint = Les tables classées sont réservées aux joueurs connectés.
web-leaderboard_link = Classement
web-bot_rating = classement { $a }
