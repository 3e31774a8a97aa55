# Rated tables in the lobby: the create form's choice, its hint and the leaderboard's link.

web-rated = Gewertet: das Ergebnis zählt für die Wertungen der Spieler
web-rated_hint = Gewertete Tische sind für angemeldete Spieler.
web-leaderboard_link = Rangliste
web-bot_rating = Wertung { $a }
