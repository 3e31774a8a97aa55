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
help-intro = This page explains how Havenbaron plays { $game }. The codes in brackets (such as R-3) are the rule ids that the program's messages and refusals cite.
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
help-sailing-call = Calling a colour moves ships along the channels of that colour: every ship standing before a channel of the called colour sails one step forward along it, if the position at its end is free. Channels only lead forward, towards the harbours. (C-2)
help-sailing-one-ship = Only one ship may stand on a start, water or anchor position; a harbour holds any number. A ship sails at most one step per call. The caller's ships move first, then those of the other players in turn; a ship that was blocked gets another chance once the ships in front of it have moved on. A ship that can move must move. (C-2)
help-sailing-fork = Where two channels of the called colour leave a ship's position and both ends are free, the ship's owner decides where it goes, even during another player's call; if only one end is free, the ship takes that one. (C-2.4)
help-sailing-back = Some cards move a ship backwards along any channel, whatever its colour, onto a free position; a ship on a start cannot go back. (C-3)
help-trade-offer = A trade is offered to one other player: one to three product cards to give and one to three to ask for, never the same product both ways. The offer is put together card by card and nobody else sees it until it is sent; it can be withdrawn instead. (R-5)
help-trade-answer = The player who receives an offer accepts it, if they hold the cards asked for, or declines it, without giving a reason. Offers and accepted trades are shown to everyone. Only product cards can be traded.
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

## Rotterdam
help-rotterdam-goal = Load raw materials onto your ships, sail them through the port into the harbour that processes them, and earn product cards there. Combine product cards into missions: the player with the most points at the end wins.
help-rotterdam-material-ships = Ships: 5 each with two players, 4 with three, 3 with four. Ships come back to their owner after unloading and can sail again.
help-rotterdam-material-supply = Raw materials come from a shared, limited supply: 7 grain, 5 fruit, 5 containers and 7 oil.
help-rotterdam-material-cards = Product cards lie in four face-down piles, one per harbour. Each player starts with 3 secret missions; the rest form a pile. Navigation cards form another face-down pile.
help-rotterdam-round = Every round has six phases. In each phase the Harbour Master acts first and the others follow clockwise. After the sixth phase the Harbour Master role passes to the left. (R-2, R-3)
help-rotterdam-phase-1 = Place and load: put one ship from your supply on a free start, loaded with a raw material of your choice or empty, or pass.
help-rotterdam-phase-2 = Navigate: everyone in turn must call a colour; the same colour may be called again.
help-rotterdam-phase-3 = Navigation cards: for every ship you have on an anchor position when the phase begins, you draw a navigation card.
help-rotterdam-phase-4 = Unload: every ship in a harbour is unloaded (see below).
help-rotterdam-phase-5 = Trade: players make offers to each other until everyone has passed in a row.
help-rotterdam-phase-6 = Missions: each player may complete one mission.
help-rotterdam-anchor = Anchor positions are water positions with an anchor: a ship standing on one when phase 3 begins brings its owner a navigation card.
help-rotterdam-deliver = A ship that reaches a harbour waits there until phase 4. Then it is unloaded: if its cargo is what the harbour takes, its owner draws the top product card of that harbour. Either way the raw material goes back to the supply and the ship to its owner. (R-3, R-4)
help-rotterdam-missions = A mission names two or three products. In phase 6 you may complete one mission whose products you hold: hand in those product cards (they go under their piles), lay the mission face up in front of you and draw a new one. A Joker card may stand in for one product of a mission.
help-rotterdam-cards = You may hold at most 3 navigation cards. Play them in your own turn of a phase, before you decide; a card received in one of your turns can only be played in a later one. Advantage cards are laid face up instead and score their points. (R-6)
help-rotterdam-end = Once a player has 12 or more mission points, phase 6 of that round is played to its end (the players after them may still complete a mission) and the game is over. (R-7)
help-rotterdam-score = Score: mission points, plus the points of your Advantage cards (in hand and on the table), plus the points of the product cards in your hand. Missions still in hand score nothing.
help-rotterdam-trading = Phase 5 goes round the table from the Harbour Master: the player to act makes an offer or passes. After three offers in the phase a player passes by themselves. The phase ends when everyone has passed in a row.
help-rotterdam-ties = A tie goes to the player with more mission points, then to the one with more product cards; otherwise the place is shared.

## Masters of Trade
help-masters-goal = You are a trader in the port of Rotterdam: buy raw materials, ship them to the right harbour, collect and trade product cards, build factories and complete the shared assignments. Money pays for everything, but only points win.
help-masters-material-ships = Ships: 4 each with two players, 3 with three or four. Each player starts with 15 (million) in cash; the bank never runs out. Dock workers: 4 each with two or three players, 3 with four.
help-masters-material-markets = The raw-material market: each raw material has a price track, and the fewer units are left on it, the dearer the next one. Selling puts a unit back and pays the price of the space it fills. You may keep up to 3 units in stock. The product market: each product has a price marker that goes down when someone sells and up when someone buys.
help-masters-material-cards = Three assignments lie face up for everyone to complete. The product piles are open: their top card is face up. Shipping cards (Rotterdam's navigation cards) form a pile with three face up beside it.
help-masters-setup = Before the first round each player, the Harbour Master first, may place one ship on a free start with a free raw material of their choice from the market. (M-1)
help-masters-round = In turn, starting with the Harbour Master, each player places one dock worker on a free field of a character and carries out that character's action at once. When all dock workers are placed the round ends and the Harbour Master role passes to the left. (M-2)
help-masters-fields = Each character has three fields (two with two players); a field taken stays taken for the round. You may choose the same character several times in a round, except the { character-manufacturer }: once per round.
help-masters-sailing = Ships only sail when someone chooses the { character-captain }, who calls two colours, one after the other (the same one twice is allowed). For every ship of another player brought into its matching harbour this way, its owner pays the caller 1 and the bank pays 1 more. An owner who cannot pay keeps that ship where it is. (M-3.2)
help-masters-deliver = Ships in harbours are unloaded only when someone chooses the { character-discharger }. A ship with the matching raw material earns its owner the face-up product card of that harbour; then one factory there that has not produced yet in this action, chosen by the player unloading, gives its owner the next card. The unit goes back to the market. A ship with the wrong raw material earns nothing and its unit goes to its owner's stock (or to the market if the stock is full). (M-3.4)
help-masters-factories = The { character-manufacturer } builds a factory on the next free site of a harbour, paying the site's price; nobody owns more than 4 factories. Factories help their owners whenever a matching ship is unloaded in their harbour, whoever's ship it is.
help-masters-cards = You may hold at most 3 shipping cards. Play them in your own turn: before or after your character's action, and between the steps of the { character-ship_owner }, the { character-captain } and the { character-trader }. Cards never affect ships in a harbour. Advantage cards score when laid face up. (M-2)
help-masters-trading = Players do not trade with each other. The { character-trader } sells product cards to the market and buys them from it, at the current price. (M-3.5)
help-masters-end = When a player has 15 or more assignment points, the round is played to its end and the game is over. (M-4)
help-masters-score = Score: assignment points, plus the points of the product cards in your hand, plus Advantage cards (in hand and on the table). Cash does not score.
help-masters-ties = A tie goes to the player with more assignment points, then to the one with more cash; otherwise the place is shared.

## Antwerpen
help-antwerpen-goal = Bring raw materials to the docks of Antwerp, through locks that open and close, and collect the product cards your missions ask for. The player with the most points after the last turns wins.
help-antwerpen-material-ships = Ships: 5 each with two players, 4 with three, 3 with four.
help-antwerpen-material-supply = Raw materials: 7 toys, 6 cocoa, 6 barley and 5 potatoes, in a shared supply.
help-antwerpen-material-cards = The product piles are open: each top card is face up. Each player starts with 3 secret missions and 2 lock cards; ship cards are earned on the water.
help-antwerpen-material-locks = Three of the docks lie behind a lock. All three locks start closed.
help-antwerpen-turn = Players take turns clockwise. In your turn you take exactly one main action; before and after it you may take any extra actions. Once the main action is done you end your turn. (A-2)
help-antwerpen-main = Main actions: load (place one of your ships on a free start with a raw material of your choice), sail (call a colour), or swap a mission (discard one mission and draw another).
help-antwerpen-extra = Extra actions: complete one mission per turn, make up to three trade offers, and play ship and lock cards you did not receive in this turn.
help-antwerpen-double = Some channels have two colours: they open for either colour.
help-antwerpen-locks = A closed lock blocks its channel in both directions for every ship; lock cards open or close locks. (A-4)
help-antwerpen-anchor = A ship that arrives on an anchor position (sailing or moved back) brings its owner the top card of the lock pile or of the ship pile, their choice. Staying there brings nothing more. (A-6)
help-antwerpen-exit = A ship that sails out through the transit port leaves the board: the ship returns to its owner, its raw material to the supply, and once all ships of that call have moved, every lock changes state (open becomes closed and closed becomes open). (A-6)
help-antwerpen-deliver = Deliveries happen at once, even in another player's turn. A ship entering the harbour of its raw material earns its owner the face-up product card there, and the next card is turned up. A ship with the wrong raw material earns nothing, and that harbour's face-up card goes under its pile. Either way the ship returns to its owner and the raw material to the supply. Two ships may enter Deurganckdok in one call. (A-6)
help-antwerpen-missions = A mission names two products; it is worth 2 more points if they come from different docks. Complete it by handing in those product cards (they go under their piles); lay the mission face up and draw a new one.
help-antwerpen-cards = You may hold at most 3 ship cards and 3 lock cards. Play them in your own turn, before or after the main action (the { ship-card-anchor } card is the exception); cards received in a turn can be played from the next turn on. (A-3)
help-antwerpen-trading = Only the player whose turn it is makes offers, at most three per turn, at any moment of the turn.
help-antwerpen-end = When a player completes their third mission, every player gets exactly one more turn, that player last. (A-7)
help-antwerpen-score = Score: mission points plus the points of the product cards in your hand. Missions still in hand score nothing.
help-antwerpen-ties = A tie goes to the player with more mission points; otherwise the place is shared.

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
