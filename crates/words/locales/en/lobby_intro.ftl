# The lobby's first screen: what Havenbaron is, each game with a picture of its board and one
# sentence, "Play now", bot levels named for people, tables named in words. And the page's
# wording of the log lines that name a ship by its internal number in the terminal: the page
# names ships the way the board shows them (by their owner), so these leave the number out.

web-intro-title = Harbour games for 2 to 4 players
web-intro-tagline = Havenbaron is a home for three harbour board games: call a colour to sail the ships on its channels, bring raw materials into the right harbour, turn them into products and complete missions before the others.
web-intro-play-now = Play now
web-intro-play-now-game = Play now: { $a }
web-intro-play-now-hint = You against two intermediate bots at { $a }, 3 players, with the usual rules: one click and you are at the table.
web-intro-games = The games
web-intro-board = The board of { $a }
web-intro-rules = Rules of { $a }
web-intro-game-rotterdam = The base game: call colours to move every ship on them, deliver raw materials to the harbours for product cards and be the first to 12 mission points.
web-intro-game-masters = Rotterdam with money: put your dock workers on characters to use their actions, buy and sell at a market with moving prices and fulfil the open assignments.
web-intro-game-antwerpen = A new river with locks to open and close, double channels and an exit to the sea: one action a turn, ship and lock cards, and a third completed mission starts the last turns.
web-intro-game-other = Another game on the harbour board.
web-intro-starting = Setting up the table…
web-intro-more-options = More options
web-intro-custom-hint = Choose the game, the players and who plays each seat: people you invite with a link or bots.
web-strength = strength
web-strength-beginner = beginner
web-strength-intermediate = intermediate
web-strength-strong = strong
web-intro-table-round = { $a }, { $b } players, round { $c }
web-intro-table-turn = { $a }, { $b } players, turn { $c }
web-intro-table-done = { $a }, { $b } players
web-intro-won-by = won by { $a }

page-event-ship-placed = { $seat } puts a ship on { $pos }, { $cargo }
page-event-unloaded-empty = { $seat } unloads a ship in { $harbour }: empty, no product card
page-event-unloaded-product = { $seat } unloads a ship in { $harbour }: { $cargo } and takes { $product }
page-event-unloaded-card = { $seat } unloads a ship in { $harbour }: { $cargo } and takes a product card
page-event-unloaded-pile-empty = { $seat } unloads a ship in { $harbour }: { $cargo }: the pile is empty, no product card
page-event-unloaded-wrong = { $seat } unloads a ship in { $harbour }: { $cargo }: wrong cargo, no product card
page-masters-event-unloaded-wrong = { $seat } unloads a ship in { $harbour }: { $cargo }: wrong cargo, no product card; the unit goes to stock (to the market if the stock is full)
page-masters-event-captain-bonus = Captain's bonus: { $payer } pays { $captain } 1 for the delivery of their ship, and the bank pays 1
page-antwerpen-event-ship-anchored = { $seat }'s Anchor card holds one of their ships for this call
page-antwerpen-event-anchor-gave-nothing = { $seat }'s ship reaches an anchor, but { $seat } gets no card (hand limits, or no card left)
page-antwerpen-event-ship-exited = { $seat }'s ship leaves the board through the exit
page-antwerpen-event-ship-exited-cargo = { $seat }'s ship leaves the board through the exit ({ $cargo } back to the supply)
page-antwerpen-expect-take-card = the ship arrived on an anchor: its owner takes the top lock card or ship card
page-card-stage-second-ship = first ship chosen, choose the second ship (with another cargo)
page-card-stage-back = choose where the chosen ship goes back to ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } left, C-3)
page-card-stage-receiver = taking the chosen ship's cargo: choose your empty ship that receives it
page-card-stage-receiver-start = taking the chosen ship's cargo: choose a free start for your new ship
