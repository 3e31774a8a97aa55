# Time controls (issue 34): the clocks at a table, the lobby's choice of them, and why a
# decision is refused once a clock ran out. $seat is named by each client; $given is the number
# asked for.

## Refusals
error-clock-ran-out = { $seat }’s clock ran out: a bot plays the seat now. Its owner can take it back.
error-clock-not-taken = { $seat } is not played by a bot for its owner; there is nothing to take back.
error-clock-bank = A real-time bank must be 1 to 180 minutes (asked: { $given } s).
error-clock-increment = A real-time increment must be 0 to 600 seconds (asked: { $given } s).
error-clock-move-hours = A turn-based time per decision must be 1 to 336 hours (asked: { $given }).
error-clock-bank-days = A turn-based bank must be 0 to 30 days (asked: { $given }).
error-clock-away-turn-based = Days away can be marked only at a turn-based table.
error-clock-away-many = At most { $max } days can be marked as away (asked: { $given }).
error-clock-away-date = “{ $given }” is not a date (YYYY-MM-DD).

## The page
clocks-untimed = Untimed
clocks-real-time = Real time: { $minutes } min + { $seconds } s
clocks-turn-based = Turn-based: { $hours } h per decision + { $days } days
clocks-mode-real-time = Real time
clocks-mode-turn-based = Turn-based
clocks-mode = Time control
clocks-bank-minutes = Bank (minutes)
clocks-increment-seconds = Increment (seconds)
clocks-move-hours = Hours per decision
clocks-bank-days = Bank (days)
clocks-away-days = Days away (your clock stops)
clocks-away-add = Mark as away
clocks-away-remove = Not away
clocks-take-back = Take my seat back
clocks-bot-plays = A bot plays this seat since its clock ran out.
clocks-timeouts = { $count } timeouts in a row

## The table's panel heading (the page's data-i18n, hence the web- prefix)
web-clocks_panel = Clocks
