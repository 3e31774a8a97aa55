# The rules page (web/rules.js, web/rules-diagrams.js): what a newcomer needs to play, in short
# sentences beside the board and worked examples that step through small board states found in
# the rule set's data; what a player looks up later is folded away (the `rules-more-*` summaries).
# A rule id in brackets, "(R-3)", is shown in small print after its paragraph.

rules-board-caption = Ships sail from the starts along the coloured channels to the harbours.
rules-ids-note = Small codes such as { $id } are rule ids; the program's messages cite them.
rules-step-of = Step { $n } of { $total }
rules-back = Back
rules-next = Next

rules-example-call = Example: calling a colour
rules-call-1 = { $seat } calls { $colour }: ships with a { $colour } channel ahead sail one step.
rules-call-2 = Both sailed one step; the ship with no { $colour } channel stayed.
rules-mark-caller = { $seat }, the caller: moves first
rules-mark-other = another player's ship moves too
rules-mark-stays = no { $colour } channel: stays
rules-mark-moved = sailed one step

rules-example-fork = Example: a fork
rules-fork-1 = { $seat } calls { $colour }. Two { $colour } channels leave this ship, both ends free.
rules-mark-fork = { $owner }'s ship at a fork
rules-fork-2 = The ship waits for its owner, { $owner }, to choose the way.
rules-mark-choice = { $pos }: a free end
rules-fork-3 = { $owner } chose { $pos }: the ship sails there.

rules-example-delivery = Example: a delivery
rules-delivery-1 = This ship carries { $raw }, the raw material { $harbour } takes.
rules-mark-cargo = cargo: { $raw }
rules-mark-harbour = { $harbour } takes { $raw }
rules-delivery-2 = A call of { $colour } brings it into { $harbour }.
rules-delivery-3 = Unloaded there, it earns its owner a card of { $harbour }: { $product }. The ship comes home.
rules-mark-card = { $product } for the ship's owner

rules-example-lock = Example: a lock
rules-lock-1 = Lock { $lock } is closed: a call of { $colour } cannot take the ship through.
rules-mark-lock-closed = { $lock }: closed
rules-mark-stays-lock = blocked by the lock
rules-lock-2 = A lock card opens { $lock }.
rules-mark-lock-open = { $lock }: open
rules-lock-3 = Now the same call of { $colour } takes the ship through { $lock }.

rules-example-trade = Example: a trade
rules-trade-1 = { $seat } puts an offer together: give { $give }, get { $ask }. Nobody else sees it yet.
rules-trade-2 = { $seat } sends it to { $other }; now everyone sees it.
rules-trade-3 = { $other } accepts and the cards change hands. Declining would change nothing.
rules-give = gives
rules-ask = asks for

rules-example-market = Example: the { character-trader } at the market
rules-market-1 = { $seat } picks the { character-trader } and holds { $sell }, which sells for { $price } now.
rules-market-2 = { $seat } sells { $sell } for { $price }: the card goes under its pile and its price drops to { $lower }.
rules-market-3 = Then { $seat } buys { $buy } for { $cost }, and its price rises to { $higher }.
rules-market-cash = Cash: { $cash }
rules-market-hand = Hand:

rules-more = More detail
rules-more-sailing = Sailing in detail
rules-more-harbours = The harbours and their products
rules-more-cards = Every card
rules-more-characters = What each character does
rules-more-end = Ties and the time limit
rules-more-variants = The variants

## Shared by the rule sets
rules-sail-call = Calling a colour moves each ship on a channel of that colour one step forward, if the position ahead is free. (C-2)
rules-sail-fork = Where two channels of the colour leave a ship, its owner picks the way, even in another player's call. (C-2.4)
rules-sail-one-ship = A start, water or anchor position holds one ship; a harbour holds any number. A ship that can sail must sail. The caller's ships move first, then the others' in turn, and a blocked ship moves once the way ahead is clear. (C-2.2, C-2.3, C-2.5)
rules-sail-back = Some cards move a ship back along a channel of any colour onto a free position; a ship on a start cannot go back. (C-3)
rules-trade-detail = Nobody else sees an offer until it is sent, and you may withdraw it instead. Only product cards change hands, never the same product both ways. In Rotterdam, phase 5 ends when everyone passes in a row, and a player passes after three offers. (R-5)
rules-variants = Options you choose when you create a table.

## Rotterdam
rules-rotterdam-goal = Load raw materials onto your ships and sail them to the harbour that takes them. Each delivery earns a product card, and product cards complete your secret missions. The most points wins.
rules-rotterdam-material = Each player has 5 ships (4 with three players, 3 with four) and 3 secret missions. Each harbour has its own pile of product cards. (R-1)
rules-rotterdam-supply = Raw materials come from a limited supply: 7 grain, 5 fruit, 5 containers and 7 oil. Navigation cards and missions form face-down piles.
rules-rotterdam-round = A round has six phases. The Harbour Master starts each one and the others follow clockwise; then the role passes left. (R-2, R-3)
rules-rotterdam-phase-1 = Place: put a ship on a free start, loaded or empty, or pass.
rules-rotterdam-phase-2 = Sail: each player calls a colour.
rules-rotterdam-phase-3 = Anchors: each ship on an anchor earns a navigation card.
rules-rotterdam-phase-4 = Unload: ships in harbours deliver.
rules-rotterdam-phase-5 = Trade: offer a trade or pass.
rules-rotterdam-phase-6 = Missions: complete one mission, or pass.
rules-rotterdam-deliver = Ships in harbours unload in phase 4: the raw material a harbour takes earns the ship's owner its top product card. (R-4)
rules-rotterdam-missions = In phase 6, hand in the products one of your missions names, lay it face up and draw a new one. (R-3.6)
rules-rotterdam-cards = Hold at most 3 navigation cards. Play them in your own turn before you decide, but not in the turn you got them. Advantage cards score when laid face up. (R-6)
rules-rotterdam-trade = In phase 5 you offer one player a trade, one to three product cards each way, or pass; they accept or decline. (R-5)
rules-rotterdam-end = Once someone has 12 mission points, the round ends after phase 6. You score your missions, the product cards in your hand and your Advantage cards. (R-7)
rules-rotterdam-ties = A tie goes to more mission points, then to more product cards; otherwise the place is shared.

## Masters of Trade
rules-masters-goal = Trade in the port of Rotterdam: buy raw materials, ship them to the right harbour, sell or collect the product cards and complete the assignments everyone can see. Money buys everything, but only points win.
rules-masters-material = Each player starts with 15 in cash, 4 ships (3 with three or four players) and dock workers. Three assignments lie face up. (M-1)
rules-masters-markets = Raw materials cost more as fewer are left at the market; you may keep 3 in stock. Product prices fall when someone sells and rise when someone buys. Shipping cards form a pile with three face up beside it.
rules-masters-setup = Before round 1, each player may place one ship with a free raw material from the market.
rules-masters-round = In turn, from the Harbour Master, you put a dock worker on a free field of a character and do its action at once. When every worker is placed, the round ends and the role passes left. (M-2)
rules-masters-characters = Each character has three fields (two with two players). You may pick a character more than once a round, the { character-manufacturer } only once.
rules-masters-sailing = Ships sail only when someone picks the { character-captain }, who calls two colours, one after the other. (M-3.2, C-2)
rules-masters-bonus = When the { character-captain } brings another player's ship into its matching harbour, that player pays the caller 1 and the bank pays 1 more. An owner who cannot pay keeps the ship where it is. (C-2.7)
rules-masters-deliver = Ships unload only when someone picks the { character-discharger }. The right raw material earns the owner the harbour's face-up product card, and a factory there gives its owner the next one. (M-3.4)
rules-masters-wrong = A ship with the wrong raw material earns nothing; the unit goes to its owner's stock, or to the market when the stock is full. The { character-manufacturer } builds factories: at most 4 each.
rules-masters-factories = A factory produces whenever a matching ship is unloaded in its harbour, whoever owns the ship.
rules-masters-cards = Hold at most 3 shipping cards. Play them in your own turn, before or after your character's action. They never touch a ship in a harbour. (M-2)
rules-masters-trading = Players do not trade with each other: the { character-trader } sells product cards to the market and buys from it, up to three times. (M-3.5)
rules-masters-end = Once someone has 15 assignment points, the round is finished and the game ends. You score assignments, the product cards in your hand and Advantage cards; cash does not count. (M-4)
rules-masters-ties = A tie goes to more assignment points, then to more cash; otherwise the place is shared.

## Antwerpen
rules-antwerpen-goal = Bring raw materials to the docks of Antwerp, through locks that open and close, and collect the product cards your secret missions ask for. The most points wins.
rules-antwerpen-material = Each player has 5 ships (4 with three players, 3 with four), 3 secret missions and 2 lock cards. The top card of each product pile lies face up. (A-1)
rules-antwerpen-supply = Raw materials: 7 toys, 6 cocoa, 6 barley and 5 potatoes, in a shared supply. All three locks start closed.
rules-antwerpen-turn = On your turn, take one main action: load a ship onto a free start, call a colour, or swap a mission. Before and after it you may complete a mission, trade and play cards. (A-2)
rules-antwerpen-locks = A closed lock blocks its channel both ways; lock cards open and close locks. (A-4)
rules-antwerpen-double = A channel with two colours answers to both.
rules-antwerpen-exit = A ship that sails out through the transit port comes home, and after the call every lock switches: open ones close, closed ones open. (A-6)
rules-antwerpen-deliver = A delivery happens at once, even in another player's turn: the right raw material earns the dock's face-up product card. Either way the ship comes home. (A-6)
rules-antwerpen-missions = A mission names two products; complete it by handing them in, for 2 more points if they come from different docks.
rules-antwerpen-wrong = The wrong raw material earns nothing and sends that dock's face-up card under its pile. Deurganckdok takes two ships in one call.
rules-antwerpen-cards = A ship arriving on an anchor earns a ship card or a lock card, your choice. Hold at most 3 of each; play them in your turn, but not in the turn you got them. (A-3, A-6)
rules-antwerpen-trading = Only the player whose turn it is makes offers, up to three a turn: one to three product cards each way, to one player, who accepts or declines. (A-2)
rules-antwerpen-end = When someone completes a third mission, everyone gets one more turn, that player last. You score your missions and the product cards in your hand. (A-7)
rules-antwerpen-ties = A tie goes to more mission points; otherwise the place is shared.
