# Rated tables in the lobby: the create form's choice, its hint and the leaderboard's link.

web-rated = Met rating: de uitslag telt voor de ratings van de spelers
web-rated_hint = Tafels met rating zijn voor aangemelde spelers.
web-leaderboard_link = Ranglijst
web-bot_rating = rating { $a }
