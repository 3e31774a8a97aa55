# Help for people at the table: the rules page of each rule set (web/rules.js), the tooltips
# on cards and characters, the one-line "what to do now" above the choices and the end
# condition in the table's header (web/help.js). Every language has the same ids and variables.
# The rules are stated in the project's own words (docs/RULES.md and docs/RULINGS.md), never in a
# rulebook's.

## The page around the rules
help-rules = Rules
help-rules-of = Rules of { $game }
help-rules-title = { $game }: the rules
help-new-tab = opens in a new tab
help-contents = Contents
help-back-lobby = Back to the lobby
help-other-games = The other games
help-no-game = There is no rule set “{ $id }”.

## Section headings
help-sec-goal = The goal
help-sec-material = The material
help-sec-round = How a round goes
help-sec-turn = How a turn goes
help-sec-sailing = Sailing and the channels
help-sec-delivering = Delivering and products
help-sec-cards = Cards
help-sec-characters = The characters
help-sec-trading = Trading
help-sec-end = The end of the game and scoring
help-sec-variants = Variants

## Shared by the rule sets
help-harbours = Each harbour accepts one raw material and hands out its own product cards:
help-harbour-row = { $harbour } takes { $raw } and gives { $products }
help-product-points = { $product } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
help-cap-rounds = If nobody reaches the end, the game stops at a safety limit chosen when the table is created (after round { $cap } unless set otherwise). Such a game is scored as it stands but counts as unfinished: nobody wins it. (C-7)
help-cap-turns = If nobody reaches the end, the game stops at a safety limit chosen when the table is created (after turn { $cap } unless set otherwise). Such a game is scored as it stands but counts as unfinished: nobody wins it. (C-7)
help-variants-none = This game has no variants.
help-variant-default = default: { $value }
help-variant-safe_harbour = No card can affect a ship or its cargo while the ship is in a harbour.
help-variant-open_products = The top card of each product pile lies face up, so everyone sees what a delivery there will bring. A ship that unloads the wrong cargo (or none) sends that face-up card to the bottom of its pile.
help-variant-fixed_rounds = The game lasts a fixed number of rounds (10 with two players, 8 with three, 6 with four); the 15-point end is switched off.
help-variant-auction = Before every round the players bid money for the Harbour Master. Starting left of the current Harbour Master, each player bids more than the highest bid so far or passes; the highest bidder pays the bank and leads the round. Without any bid the Harbour Master changes as usual.
help-variant-factory_layout = Where the factory sites are and what they cost.
help-variant-factory_layout-nl = two sites in Botlek and Vulcaanhaven, four in Merwehaven and Eemhaven.
help-variant-factory_layout-en = four sites in Botlek and Vulcaanhaven, two in Merwehaven and Eemhaven.

## Tooltips: what a card or a character does, and when it can be played
help-card-swap_cargo = Exchange the cargo of two ships on the board (an empty ship counts as a cargo).
help-card-extra_cargo = Place an extra ship from your supply on a free start, loaded with a raw material.
help-card-setback = Move any ship back one channel.
help-card-storm = Move any ship back two channels (one if the second is impossible).
help-card-joker = Stands in for any one product when you complete a mission, at most one per mission.
help-card-advantage = Worth 1 point at the end. Lay it face up in front of you to free a place in your hand.
help-card-extra_advantage = Worth 2 points at the end. Lay it face up in front of you to free a place in your hand.
help-card-cargo_thief = Take the cargo of any ship and put it on one of your empty ships (or on a new ship of yours on a free start).
help-card-port_police = Send the cargo of any ship back to the supply; the ship stays, empty.
help-when-rotterdam-play = When: in your own turn of a phase, before you decide; not in the turn in which you received it.
help-when-rotterdam-vp = When: laid face up in your own turn of a phase.
help-when-rotterdam-joker = When: handed in with a mission in phase 6.
help-when-masters-play = When: in your own turn, before or after your character's action (or between its steps); it cannot touch ships in a harbour.
help-when-masters-vp = When: laid face up in your own turn.
help-when-masters-joker = When: handed in with an assignment, by the { character-shipping_agent }.
help-character-ship_owner = Take one free unit of the cheapest raw material, buy and sell raw materials, and place up to two ships on free starts (at most one of them empty).
help-character-captain = Call two colours, one after the other. For each other player's ship you bring into its matching harbour, its owner pays you 1 and the bank pays 1.
help-character-deck_hand = Take a shipping card (face up or from the pile); then every player takes one card per ship of theirs on an anchor.
help-character-discharger = Unload every ship in the harbours; matching cargo earns the face-up product card, and you choose which factory there produces one more.
help-character-trader = Up to three transactions with the product market, selling or buying product cards at the current price.
help-character-shipping_agent = Complete one of the face-up assignments with your product cards.
help-character-cashier = Take money from the bank (3, 2 or 1, by the field).
help-character-manufacturer = Build a factory on the next free site of a harbour, paying its price. Once per round per player.
help-when-character = When: in your turn, by placing a dock worker on a free field of the character.
help-shipcard-sail_alone = Call a colour: only your own ships move.
help-shipcard-extra_colour = Call an extra colour: all ships move.
help-shipcard-extra_ship = Place an extra ship of yours with a raw material on a free start.
help-shipcard-step_back = Move any ship back one channel.
help-shipcard-double_yield = When your ship makes a matching delivery in your own turn, take the next product card too.
help-shipcard-anchor = Keep one of your ships where it is during an opponent's colour call. Played outside your turn: right after the call, before any ship moves.
help-shipcard-swap_cargo = Exchange the raw materials of two ships on the board that are not in a harbour.
help-when-antwerpen-card = When: in your own turn, before or after the main action; not in the turn in which you received it.
help-lockcard-open = Open { $n ->
        [one] one closed lock
       *[other] { $n } closed locks
    } of your choice (fewer if fewer are closed).
help-lockcard-close = Close { $n ->
        [one] one open lock
       *[other] { $n } open locks
    } of your choice (fewer if fewer are open).
help-lockcard-toggle = Choose { $n ->
        [one] one lock and open it or close it
       *[other] { $n } locks and open them all or close them all
    }.

## What to do now, above the choices
help-do-label = What to do now
help-do-ended = Nothing left to decide: see the final scores, and the replay to go through the game again.
help-do-fork = Steer at the fork: choose which free position your ship sails to.
help-do-compose = Your offer: add cards to give and to ask for in the trade panel (1 to 3 each way), choose the player and send it; or withdraw it.
help-do-respond = Answer the offer: accept it (you must hold the cards asked for) or decline it.
help-do-card-ship = { $card }: choose the ship it acts on.
help-do-card-second-ship = { $card }: choose the second ship, one with another cargo.
help-do-card-back = { $card }: choose where the ship goes back to ({ $steps ->
        [one] { $steps } step left
       *[other] { $steps } steps left
    }).
help-do-card-receiver = { $card }: choose your empty ship that receives the cargo.
help-do-card-receiver-start = { $card }: choose a free start for your new ship that receives the cargo.
help-do-card-place = { $card }: choose a free start and the raw material for the extra ship.
help-do-rotterdam-place = Place a ship from your supply on a free start, with a raw material or empty, or pass.
help-do-rotterdam-navigate = Choose a colour: every ship on a channel of that colour sails one step.
help-do-rotterdam-cards = Play a navigation card if you like, then continue: each of your ships on an anchor brings you one navigation card.
help-do-rotterdam-unload = Play a navigation card if you like, then continue: your ships in harbours unload, and matching cargo earns a product card.
help-do-rotterdam-trade = Trade: in the trade panel, pick the cards to give and to ask for and the player, then send the offer; or pass.
help-do-rotterdam-missions = Complete one mission your product cards cover (at most one { card-joker }), or pass.
help-do-masters-setup = Before round 1: place a ship on a free start with a free raw material from the market, or pass.
help-do-masters-auction = Auction: raise your bid by 1 or 5 and place it (more than the high bid), or pass. The highest bidder becomes Harbour Master.
help-do-masters-plan = Choose a character: place a dock worker on its next free field. You may play a shipping card first.
help-do-masters-ship-owner = { $character }: take the free unit, buy or sell raw materials, place up to two ships; then end the action.
help-do-masters-captain = { $character }: choose a colour ({ $done } of 2 called): every ship on a channel of that colour sails one step.
help-do-masters-deck-hand = { $character }: take a face-up shipping card or the top card of the pile.
help-do-masters-factory = { $character }: choose the factory that produces a product card here.
help-do-masters-trader = { $character }: sell or buy product cards ({ $done } of 3 transactions), then end the action.
help-do-masters-build = { $character }: choose the harbour where your factory goes, on its next free site.
help-do-masters-after = Your action is done: play a shipping card, or end the turn.
help-do-antwerpen-turn = Take your main action: load a ship, call a colour, or swap a mission. Before or after it you may complete a mission, trade or play cards.
help-do-antwerpen-turn-after = Main action done: complete a mission, trade or play cards if you like, then end the turn.
help-do-antwerpen-sailing = The ships are sailing.
help-do-antwerpen-anchor-window = { $caller } called { $colour }: play { $card } to keep one of your ships in place, or pass.
help-do-antwerpen-anchor-ship = Choose the ship that { $card } keeps in place during this call.
help-do-antwerpen-take-card = A ship reached an anchor: take the top lock card or the top ship card.
help-do-antwerpen-double-yield = A matching delivery: play { $card } to take two product cards, or take one.
help-do-antwerpen-extra-ship = { $card }: choose a free start and a raw material.
help-do-antwerpen-sail-alone = { $card }: choose a colour; only your own ships on channels of that colour sail one step.
help-do-antwerpen-extra-colour = { $card }: choose a colour; every ship on a channel of that colour sails one step.
help-do-antwerpen-step-back-ship = { $card }: choose a ship to move back one channel.
help-do-antwerpen-step-back-to = { $card }: choose where the ship goes back to.
help-do-antwerpen-swap-first = { $card }: choose the first ship.
help-do-antwerpen-swap-second = { $card }: choose the second ship, one with another raw material.
help-do-antwerpen-open-lock = Choose a closed lock to open ({ $left } left).
help-do-antwerpen-close-lock = Choose an open lock to close ({ $left } left).
help-do-antwerpen-toggle-direction = { $card }: open the locks you choose, or close them?
help-do-antwerpen-toggle-locks = Choose a lock to toggle ({ $left } left).

## How the game ends, in the table's header
help-end-rotterdam = Round { $round } · ends after the round in which someone reaches { $points } mission points
help-end-masters = Round { $round } · ends after the round in which someone reaches { $points } assignment points
help-end-rotterdam-last = Round { $round } · the last round: a player has reached { $points } mission points
help-end-masters-last = Round { $round } · the last round: a player has reached { $points } assignment points
help-end-masters-fixed = Round { $round } of { $rounds } · the game ends after round { $rounds }
help-end-antwerpen = Turn { $turn }: { $seat } · a third completed mission starts the last turns
help-end-antwerpen-last = Turn { $turn }: { $seat } · last turns: the game ends after turn { $last }
help-end-over-round = Round { $round } · the game is over
help-end-over-turn = Turn { $turn } · the game is over
help-cap-near-round = safety cap: the game stops after round { $cap }
help-cap-near-turn = safety cap: the game stops after turn { $cap }
