# The post-game analysis on the server and in the replay page (issue 33).
error-analysis-unfinished = The game is not finished yet; it can be analysed when it ends.
error-analysis-not-player = Only someone who played this game can ask for its analysis.
error-analysis-player-limit = You have { $limit } analyses waiting already. Ask again when one of them is done.
error-analysis-queue-full = Too many analyses are waiting right now. Please ask again in a few minutes.
analysis-web-title = Analysis
analysis-web-request = Request analysis
analysis-web-none = Nobody has asked for this game’s analysis yet.
analysis-web-pending = The analysis waits for a free worker…
analysis-web-running = Analysing: { $done } of { $total } steps
analysis-web-failed = The analysis could not be made: { $error }
analysis-web-graph = Each player’s chance to win over the game
analysis-web-move = Decision { $step } of { $seat }
analysis-web-choice = You chose { $taken } (win chance { $takenWin }%), the bot prefers { $best } ({ $bestWin }%).
analysis-web-accuracy = Accuracy
analysis-web-luck = Luck
analysis-web-skill = Skill (cost of decisions)
analysis-web-player = Player
analysis-web-label = { $label ->
    [inaccuracy] inaccuracy
    [mistake] mistake
   *[blunder] blunder
}
analysis-web-made = Made by { $method } (bots { $version }), { $budget } iterations per decision.
