# The terminal's own words (`havenbaron play`, `havenbaron replay`).

cli-seat-you = seat { $seat } (you)
cli-seat-bot = seat { $seat } ({ $bot })
cli-human = human
cli-you = you
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } players, seed { $seed }{ $variants }.
cli-against = You are seat 0, against { $others }.
cli-how-to = At each decision type the number of an action and press Enter (b: show the board again, m: the map with the choices, q: quit).
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
cli-prompt = Your choice (1-{ $n }, b = board, m = map, q = quit):
cli-why-end-of-input = end of input
cli-why-unreadable = unreadable input
cli-why-quit = you quit
cli-cannot-read = cannot read the input ({ $error })
cli-type-a-number = Please type a number from 1 to { $n }.
cli-out-of-range = { $k } is out of range: type a number from 1 to { $n }.
cli-not-a-number = `{ $text }` is not a number: type a number from 1 to { $n } (b = board, m = map, q = quit).
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
cli-no-winner-capped = unfinished: no winner (the ranks are the standing when it stopped)
cli-winners = { $n ->
        [one] winner
       *[other] winners (tied)
    }: { $list }

## The screens of `play`: what the board and the hands show (crates/cli/src/render)
cli-nobody-game-over = nobody (the game is over)
cli-nobody = nobody
cli-yes = yes
cli-no = no
cli-mark-hm-to-act = [HM, to act]
cli-mark-hm = [HM]
cli-mark-to-act = [to act]
cli-board = Board: { $name }
cli-no-ships-on-board = no ships on the board
cli-ships = ships:
cli-kind-start = start
cli-kind-anchor = anchor
cli-kind-harbour = harbour
cli-kind-exit = exit
cli-lock-open-mark = { $lock } lock open
cli-lock-closed-mark = { $lock } lock CLOSED
cli-channels-from-ships = channels from ship positions (* occupied):
cli-free-starts = free starts: { $list }
cli-harbours = harbours:
cli-accepts = accepts { $raw }
cli-supply-raws = Raw materials in supply: { $list }
cli-players = Players:
cli-known = (known: { $list })
cli-your-hand = Your hand:
cli-hand-products = products:
cli-hand-missions = missions:
cli-hand-navigation = navigation:
cli-hand-shipping = shipping cards:
cli-hand-ship-cards = ship cards:
cli-hand-lock-cards = lock cards:
cli-you-hold = (you hold { $have } of { $wanted })
cli-variants = Variants: { $list }
cli-round-cap-short = cap { $n }
cli-sail = Colour call in progress: { $colour } called by { $seat }
cli-sail-fork = ; ship { $ship } of { $owner } waits at a fork at { $pos }
cli-card-play = { $seat } is playing { $card }: { $stage }
cli-card-ship = choosing the target ship
cli-card-second-ship = chose ship { $ship }, choosing the second
cli-card-back = moving ship { $ship } back ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } left)
cli-card-receiver = taking ship { $ship }'s cargo: choosing the receiving ship
cli-card-receiver-start = taking ship { $ship }'s cargo: choosing a start for a new ship
cli-card-place = placing the extra ship
cli-offer-to = Trade offer from { $from } to { $to }: gives { $give }; asks for { $ask }
cli-offer-composing = Trade offer from { $from } (being composed): gives { $give }; asks for { $ask }
cli-pile-top = product pile { $size }, top card: { $product }
cli-pile-empty = product pile { $size } (empty)
cli-pile-face-down = product pile { $size }, top card face down for now
cli-pile = product pile { $size }

## Rotterdam's screen
cli-r-header = === Round { $round } (cap { $cap }) · phase { $phase }: { $name } · Harbour Master: { $hm } · to act: { $actor } ===
cli-r-piles = Piles: missions { $missions }, navigation { $navigation } (played: { $played })
cli-r-player = ships in supply { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } products
    }{ $known }, { $missions ->
        [one] { $missions } mission
       *[other] { $missions } missions
    }, { $navigation } navigation | missions done { $done } ({ $points } { $points ->
        [one] pt
       *[other] pts
    }) | laid: { $laid }

## Masters of Trade's screen
cli-m-header = === Masters of Trade · Round { $round } ({ $cap }) · { $stage } · Harbour Master: { $hm } · to act: { $actor } ===
cli-m-round-of = of { $n }
cli-m-stage-setup = setup: a free ship with a free unit
cli-m-stage-auction = auction for the Harbour Master
cli-m-stage-plan = harbour planning: place a dock worker
cli-m-stage-character = { $character }
cli-m-stage-fork = { $character }: a ship at a fork
cli-m-stage-deck-hand = { $character }: shipping cards
cli-m-stage-factory = { $character }: a factory to name
cli-m-stage-after = after the character action
cli-m-variants = Variants: { $list } · { $end }
cli-m-end-fixed = the game ends after round { $round }
cli-m-end-points = the game ends after the round in which someone has { $points } assignment points
cli-m-planning = Harbour planning ({ $per ->
        [one] { $per } field
       *[other] { $per } fields
    } per character; dock workers placed { $placed } of { $total }, { $each } each):
cli-m-field-full = full
cli-m-cashier-pays = (pays { $list }{ $next })
cli-m-cashier-next = ; next { $amount }
cli-m-manufacturer-used = (once a round each; used by { $list })
cli-m-site-owned = { $site }: { $owner }
cli-m-site-free = { $site }: free ({ $price })
cli-m-no-free-site = no free site
cli-m-next-site = next site costs { $price }
cli-m-factory-sites = factory sites { $list } · { $next }
cli-m-raw-market = Raw-material market (units on the market · buy / sell price):
cli-m-raw-prices = buy { $buy } · sell { $sell }
cli-m-market-full = full
cli-m-product-market = Product market (price now, track):
cli-m-assignments = Assignments (face up, shared):
cli-m-none-left = none left
cli-m-shipping = Shipping cards face up: { $list } · pile { $pile } (played: { $played }) · assignment pile { $assignments }
cli-m-player = money { $money } | stock: { $stock } | ships in supply { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } products
    }, { $shipping } shipping{ $known } | factories { $factories } | assignments { $done } ({ $points } { $points ->
        [one] pt
       *[other] pts
    }) | laid: { $laid }
cli-m-auction-bid = Auction: high bid { $high } by { $seat }
cli-m-auction-no-bid = Auction: no bid yet
cli-m-ship-owner = { $character }: free unit { $free } · ships placed { $placed } of 2{ $empty } · bought: { $bought } · sold: { $sold }
cli-m-free-taken = taken
cli-m-free-not-taken = not taken
cli-m-one-empty = (one empty)
cli-m-captain = { $character }: { $calls } of 2 calls made
cli-m-deck-hand = { $character }: { $seat } takes { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } now (a face-up one or the top of the pile)
cli-m-discharger = { $character }: unloading { $harbour }; the { $character } names the factory that produces
cli-m-trade-buy = buy { $product }
cli-m-trade-sell = sell { $product }
cli-m-trader = { $character }: transactions { $count } of 3{ $list }

## Antwerpen's screen
cli-a-header = === Antwerpen · Turn { $turn } (cap { $cap }) · { $seat }'s turn{ $main } · to act: { $actor } ===
cli-a-main-done-mark = (main action done)
cli-a-main-not-done-mark = (main action not done yet)
cli-a-end = End: { $end }
cli-a-end-last-turns = LAST TURNS: { $seat } completed a { $n ->
        [1] { $n }st
        [2] { $n }nd
        [3] { $n }rd
       *[other] { $n }th
    } mission; the game ends after turn { $turn }
cli-a-end-when = the last turns begin when a player completes a { $n ->
        [1] { $n }st
        [2] { $n }nd
        [3] { $n }rd
       *[other] { $n }th
    } mission (A-7)
cli-a-a-player = a player
cli-lock-open = open
cli-lock-closed = closed
cli-a-locks = locks (a closed lock blocks its channel both ways): { $list }
cli-a-double-channels = double channels: { $list }
cli-a-exit = exit: { $list } (a ship leaving toggles every lock after the call)
cli-a-docks = docks:
cli-a-no-lock = no lock
cli-a-dock-lock = lock { $list }
cli-a-piles = Piles: missions { $missions } (swapped away, face up: { $swapped }), ship cards { $ship } (played: { $shipplayed }), lock cards { $lock } (played: { $lockplayed })
cli-a-new-this-turn = ({ $n } new this turn)
cli-a-player = ships in supply { $ships } | hand: { $products ->
        [one] { $products } product
       *[other] { $products } products
    }, { $missions ->
        [one] { $missions } mission
       *[other] { $missions } missions
    }, { $shipcards ->
        [one] { $shipcards } ship card
       *[other] { $shipcards } ship cards
    }{ $freshship }, { $lockcards ->
        [one] { $lockcards } lock card
       *[other] { $lockcards } lock cards
    }{ $freshlock } | missions done { $done } ({ $points } { $points ->
        [one] pt
       *[other] pts
    }){ $list }
cli-a-at-most = (at most { $n })
cli-a-received-this-turn = (received this turn, not playable yet: { $list })
cli-a-this-turn = This turn ({ $seat }): main action { $main } · mission completed: { $mission } · offers { $offers } of 3
cli-a-done = done
cli-a-not-done = not done
cli-a-call-sail = Sail
cli-a-call-card = { $card }
cli-a-call-sail-alone = { $card }: only the caller's ships move
cli-a-held = ; held by { $card } cards: { $ships }
cli-a-exited = ; { $n ->
        [one] { $n } ship
       *[other] { $n } ships
    } left through the exit
cli-a-step-anchor-window = { $card } window: { $seat } may hold one of its ships with an { $card } card
cli-a-step-anchor-ship = { $seat } plays { $card }: choosing the ship it holds
cli-a-step-take-card = Ship { $ship } arrived on an anchor: its owner takes a { $shipcard } or a { $lockcard }
cli-a-step-double-yield = Ship { $ship } makes a matching delivery: { $card } may take two cards
cli-a-step-extra-ship = { $card }: placing a ship
cli-a-step-choose-colour = { $card }: choosing the colour
cli-a-step-back-ship = { $card }: choosing the ship
cli-a-step-back-to = { $card }: where ship { $ship } goes back to
cli-a-step-swap-first = { $card }: choosing the first ship
cli-a-step-swap-second = { $card }: ship { $ship } chosen, choosing the second
cli-a-step-locks-open = Lock card: open { $left } more { $left ->
        [one] lock
       *[other] locks
    }
cli-a-step-locks-close = Lock card: close { $left } more { $left ->
        [one] lock
       *[other] locks
    }
cli-a-step-toggle-direction = Toggle { $count }: open them or close them
cli-a-step-toggle-open = Toggle: choosing { $left } more { $left ->
        [one] lock
       *[other] locks
    } to open
cli-a-step-toggle-close = Toggle: choosing { $left } more { $left ->
        [one] lock
       *[other] locks
    } to close

## The board as a map (crates/cli/src/render/map.rs): a colour's letter on the map, one
## character each, different for every colour; the legend below the map
cli-map-letter = { $colour ->
        [red] r
        [yellow] y
        [green] g
        [blue] b
       *[violet] v
    }
cli-map-key = { $mark } { $name }
cli-map-channels = channels: { $list }
cli-map-doubles = a double channel alternates its two letters
cli-map-locks = locks ({ $closed } closed, { $open } open): { $list }
cli-map-lock = { $lock } ({ $from }→{ $to })
cli-map-harbour = { $name } (takes { $raw })
cli-map-harbours = harbours: { $list }
cli-map-docks = docks: { $list }
cli-map-exit = exit: { $list }
cli-map-anchors = anchor positions: { $list }
cli-map-ships = ship marks: [{ $seat }{ $example }] is a ship of seat { $seat } with { $raw }, [{ $seat }] an empty one
cli-map-cargo = cargo: { $list }

# "label: value" built by the terminal (render::common::label_value).
cli-label-value = { $label }: { $value }
