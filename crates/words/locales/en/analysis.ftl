# Post-game analysis (`havenbaron analyse`, and later the replay page's panel).

analysis-title = Analysis of { $file }: { $ruleset }, { $players } players, { $actions } actions.
analysis-method = Search budget { $budget } iterations a decision, seed { $seed } (method { $method }, bots { $version }).
analysis-col-player = player
analysis-col-accuracy = accuracy
analysis-col-skill = skill
analysis-col-luck = luck
analysis-col-inaccuracies = inacc.
analysis-col-mistakes = mistakes
analysis-col-blunders = blunders
analysis-col-result = win %
analysis-col-score = score
analysis-explain = Accuracy: 0–100, from what each decision gave away. Skill: points of win chance given away by the player's own decisions (0 is perfect). Luck: points of win chance the draws gave (+) or took (−).
analysis-flagged-heading = Mistakes and blunders:
analysis-flagged-none = No mistakes or blunders.
analysis-label-inaccuracy = inaccuracy
analysis-label-mistake = mistake
analysis-label-blunder = blunder
analysis-flagged = action { $index }, { $seat }, { $label }: chose { $taken } (win chance { $taken-win }%), the bot prefers { $best } ({ $best-win }%)
analysis-graph-heading = Win chance over the game, each seat from its own view (digits are seats, * several):
analysis-graph-axis = actions
analysis-progress = analysing
analysis-unfinished = { $file } holds a game left before its end: only a finished game can be analysed.
analysis-refused = { $file } does not verify: action { $index } ({ $seat }) is refused by the rules.
analysis-budget = The budget must be at least 2 iterations a decision (given: { $budget }).
