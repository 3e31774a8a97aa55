# Ratings: the leaderboard page, the rating-history chart, and why a table cannot be rated.

ratings-title = Leaderboard
ratings-intro = Weng-Lin (OpenSkill) ratings of rated tables. Everyone starts at 1500; bots play at fixed ratings.
ratings-ruleset = Rule set
ratings-players = Players
ratings-all-counts = All player counts
ratings-count = { $players } players
ratings-place = Place
ratings-player = Player
ratings-rating = Rating
ratings-uncertainty = ± { $sigma }
ratings-games = Games
ratings-wins = Wins
ratings-empty = No rated games yet.
ratings-page = Page { $page } of { $pages }
ratings-previous = Previous
ratings-next = Next
ratings-bots = Bots at fixed ratings
ratings-bot = { $bot }
ratings-back = Back to the lobby
ratings-load-failed = The leaderboard could not be loaded: { $detail }
ratings-chart-title = Rating history
ratings-chart-empty = No rated games yet.
ratings-chart-point = { $rating } after game { $game }

error-rated-guest = { $seat } is taken by a guest: a rated table is for signed-in players.
error-rated-twice = { $seat }'s player already sits at this table: a rated table counts each person once.
error-rated-no-person = A rated table needs at least one person.
error-rated-bot = { $seat }: the bot “{ $bot }” has no fixed rating, so it cannot play at a rated table.
error-board-players = A leaderboard is for { $min } to { $max } players.
