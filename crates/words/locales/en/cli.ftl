# The terminal's own words (`havenbaron play`, `havenbaron replay`).

cli-seat-you = seat { $seat } (you)
cli-seat-bot = seat { $seat } ({ $bot })
cli-you = you
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } players, seed { $seed }{ $variants }.
cli-against = You are seat 0, against { $others }.
cli-how-to = At each decision type the number of an action and press Enter (b: show the board again, q: quit).
cli-variant = , variant { $name }={ $value }
cli-round-cap = , round cap { $cap }
cli-turn-cap = , turn cap { $cap }
cli-left = { $why }: leaving the game after { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    }.
cli-left-recorded = The unfinished game is recorded in { $path }.
cli-record-saved = Game record saved to { $path }.
cli-record-so-far = the record so far is saved to { $path }
cli-final-scores = Final scores:
cli-bots-summary = { $ruleset }, { $players } players, seed { $seed }{ $variants }: { $actions ->
        [one] 1 action
       *[other] { $actions } actions
    }
cli-only-choice = (your only choice)
cli-what-happened = What happened:
cli-earlier-lines = … ({ $n ->
        [one] 1 earlier line
       *[other] { $n } earlier lines
    })
cli-prompt = Your choice (1-{ $n }, b = board, q = quit):
cli-why-end-of-input = end of input
cli-why-unreadable = unreadable input
cli-why-quit = you quit
cli-cannot-read = cannot read the input ({ $error })
cli-type-a-number = Please type a number from 1 to { $n }.
cli-out-of-range = { $k } is out of range: type a number from 1 to { $n }.
cli-not-a-number = `{ $text }` is not a number: type a number from 1 to { $n } (b = board, q = quit).
cli-decision = Your decision ({ $rule }): { $what }
cli-refused = { $seat } chose an action the rules refuse ({ $action }): { $rule }: { $expected }
cli-verified = { $file }: verified — { $actions } actions replayed, outcome and final state hash { $hash } match
cli-replay-config = { $ruleset }, { $players } players, seed { $seed }{ $variants }
cli-left-before-end = the game was left before its end ({ $progress })
cli-progress-round = round { $n }
cli-progress-turn = turn { $n }

## The final scores
cli-col-seat = seat
cli-col-player = player
cli-col-total = total
cli-col-missions = missions
cli-col-assignments = assignments
cli-col-cards = cards
cli-col-vp-cards = VP cards
cli-col-products = products
cli-col-product-cards = product cards
cli-col-rank = rank
cli-rounds-played = rounds: { $n }
cli-turns-played = turns: { $n }
cli-capped-rounds = capped (stopped by the round cap)
cli-capped-turns = capped (stopped by the turn cap)
cli-not-capped = not capped (ended by the rules)
cli-winners = { $n ->
        [one] winner
       *[other] winners (tied)
    }: { $list }
