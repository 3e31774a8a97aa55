# Words every rule set shares: names of things, ships, cargo, trade, and the actions, decisions
# and events worded the same way in Rotterdam, Masters of Trade and Antwerpen.
# Message ids are the engine's (crates/engine/src/message.rs and */describe.rs).

## Raw materials (data ids of cards.toml)
raw-grain = grain
raw-fruit = fruit
raw-containers = containers
raw-oil = oil
raw-toys = toys
raw-cocoa = cocoa
raw-barley = barley
raw-potatoes = potatoes

## Products
product-gasoline = gasoline
product-plastic = plastic
product-bread = bread
product-cookies = cookies
product-orange_juice = orange juice
product-jam = jam
product-clothes = clothes
product-shoes = shoes
product-toys = toys
product-board_games = board games
product-chocolate = chocolate
product-pralines = pralines
product-witbier = witbier
product-tripel = tripel
product-kroketjes = kroketjes
product-frietjes = frietjes

## Channel colours
colour-red = red
colour-yellow = yellow
colour-green = green
colour-blue = blue
colour-violet = violet

## Navigation (shipping) cards
card-swap_cargo = Swap cargo
card-extra_cargo = Extra cargo
card-setback = Setback
card-storm = Storm
card-joker = Joker
card-advantage = Advantage (1 VP)
card-extra_advantage = Extra advantage (2 VP)
card-cargo_thief = Cargo thief
card-port_police = Port police

## Masters of Trade's characters
character-ship_owner = Ship owner
character-captain = Captain
character-deck_hand = Deck hand
character-discharger = Discharger
character-trader = Trader
character-shipping_agent = Shipping agent
character-cashier = Cashier
character-manufacturer = Manufacturer

## Antwerpen's ship cards, lock cards and card piles
ship-card-sail_alone = Sail alone
ship-card-extra_colour = Extra colour
ship-card-extra_ship = Extra ship
ship-card-step_back = Step back
ship-card-double_yield = Double yield
ship-card-anchor = Anchor
ship-card-swap_cargo = Swap cargo
lock-card-open_1 = Open 1 lock
lock-card-open_2 = Open 2 locks
lock-card-open_3 = Open 3 locks
lock-card-close_1 = Close 1 lock
lock-card-close_2 = Close 2 locks
lock-card-close_3 = Close 3 locks
lock-card-toggle_1 = Toggle 1 lock
lock-card-toggle_2 = Toggle 2 locks
pile-ship = ship card
pile-lock = lock card

## Parts of sentences
seat = seat { $seat }
nothing = nothing
none = none
mission = { $products } ({ $points } { $points ->
        [one] pt
       *[other] pts
    })
counted = { $n ->
        [one] { $what }
       *[other] { $what } ×{ $n }
    }
cargo-empty = empty
cargo-loaded = loaded with { $raw }
in-supply = supply
with-joker = , a Joker for { $product }
no-joker = {""}
ship = ship { $ship }
ship-of = ship { $ship } of { $owner }
ship-detail = ship { $ship } ({ $owner }, at { $at }, { $cargo })

## Actions
action-unknown = { $json }
action-pass = pass
action-end-turn = end the turn
action-place-ship = place a ship on { $pos }, { $cargo }
action-call-colour = call { $colour }
action-steer-fork = steer to { $pos }
action-play-card = play { $card }
action-lay-card = lay { $card } on the table
action-select-ship = choose { $ship }
action-select-position = choose { $pos }
action-add-give = offer to give 1 { $product }
action-add-ask = ask for 1 { $product }
action-send-offer = send the offer to { $to }
action-withdraw = withdraw the offer
action-accept = accept the offer
action-decline = decline the offer

## Decisions
expect-game-over = the game is over
expect-fork = the ship's owner steers it at a fork to a free target
expect-respond = the addressee accepts (holding what is asked) or declines the offer
expect-compose = add cards to give (held) or ask (at most 3 each way, not one product both ways), send to another player, or withdraw
expect-card = { $seat } is playing { $card }: { $what }
card-stage-place = place the extra ship on a free start
card-stage-ship = choose the card's target ship
card-stage-second-ship = ship { $ship } chosen, choose the second ship (with another cargo)
card-stage-back = choose where ship { $ship } goes back to ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    } left, C-3)
card-stage-receiver = taking ship { $ship }'s cargo: choose your empty ship that receives it
card-stage-receiver-start = taking ship { $ship }'s cargo: choose a free start for your new ship

## Events
event-round-started = -- round { $round } begins; Harbour Master: { $seat } --
event-passed = { $seat } passes
event-ship-placed = { $seat } places ship { $ship } on { $pos }, { $cargo }
event-colour-called = { $seat } calls { $colour }
event-ship-moved = { $ship } moves { $from } → { $to }
event-ship-moved-back = { $ship } moves { $from } → { $to } (back)
event-card-played = { $seat } plays { $card }
event-card-laid = { $seat } lays { $card } on the table
event-cargo-swapped = { $a } and { $b } swap cargo
event-cargo-moved = { $cargo } moves from { $from } to { $to }
event-unloaded-empty = { $seat } unloads ship { $ship } in { $harbour }: empty, no product card
event-unloaded-product = { $seat } unloads ship { $ship } in { $harbour }: { $cargo } and takes { $product }
event-unloaded-card = { $seat } unloads ship { $ship } in { $harbour }: { $cargo } and takes a product card
event-unloaded-pile-empty = { $seat } unloads ship { $ship } in { $harbour }: { $cargo }: the pile is empty, no product card
event-unloaded-wrong = { $seat } unloads ship { $ship } in { $harbour }: { $cargo }: wrong cargo, no product card
event-product-buried = the top card of { $harbour }'s pile ({ $product }) goes under the pile
event-offer-sent = { $from } offers { $give } to { $to } for { $ask }
event-offer-accepted = { $to } accepts the offer of { $from }
event-offer-declined = { $to } declines the offer of { $from }
event-offer-withdrawn = { $seat } withdraws the offer
event-mission-drawn = { $seat } draws the mission { $mission }
event-mission-drawn-hidden = { $seat } draws a mission card
event-game-ended = == the game ends ==
event-game-ended-round-cap = == the game ends: the round cap is reached ==
