# Rated tables in the lobby: the create form's choice, its hint and the leaderboard's link.

web-rated = Rated: the result counts for the players' ratings
web-rated_hint = Rated tables are for signed-in players.
web-leaderboard_link = Leaderboard
web-bot_rating = rating { $a }
