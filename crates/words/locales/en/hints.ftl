# "What would the bot do?" at a table (issue 33): a player at an unrated table against bots asks
# for the bot's suggestion, which only they see; everyone sees how many hints each seat used.
hints-ask = What would the bot do?
hints-ask-note = Only you see the suggestion; everyone sees how many hints you used.
hints-thinking = The bot is thinking…
hints-best = The bot would choose: { $action }
hints-win = Win chance with it: { $win }%
hints-runner-up = Next best: { $action } ({ $win }%)
hints-stale = This suggestion was for an earlier position.
hints-play = Play it
hints-close = Close
hints-used = Hints used: { $count }
error-hint-rated = Hints are given at unrated tables only.
error-hint-not-against-bots = Hints are given only when every other seat is played by a bot.
error-hint-finished = The game is over; there is nothing left to suggest.
error-hint-not-your-decision = A hint is given when it is your decision.
error-hint-running = The bot is still thinking about your last question.
error-hint-no-choice = There is nothing to choose between here.
error-hint-storage = The hint could not be given: { $detail }
