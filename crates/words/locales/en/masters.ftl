# Rotterdam: Masters of Trade: actions, decisions and events of its own.

masters-title = Rotterdam: Masters of Trade
masters-action-place-empty = place a ship on { $pos }, empty
masters-action-place-free = place a ship on { $pos } with a free unit of { $raw }
masters-action-place-stock = place a ship on { $pos } loaded with { $raw } from stock
masters-action-place-bought = place a ship on { $pos } loaded with { $raw } bought for { $price }
masters-action-pass-setup = pass (no ship)
masters-action-bid = bid { $amount } for the Harbour Master
masters-action-raise-bid = raise your bid by { $by } (to { $amount })
masters-action-choose-character = dock worker on the { $character }
masters-action-end-action = end the action
masters-action-take-free = take the free unit: { $raw }
masters-action-buy = buy { $what } for { $price }
masters-action-sell = sell { $what } for { $price }
masters-action-take-face-up = take the face-up { $card }
masters-action-take-pile = take the top shipping card of the pile
masters-action-choose-factory = factory { $site } ({ $owner }) produces
masters-action-build-factory = build a factory in { $harbour } for { $price }
masters-action-complete-assignment = dock worker on the Shipping agent: complete assignment { $mission }{ $joker }

masters-expect-setup = before round 1: place a ship with a free unit from the market, or pass
masters-expect-auction = compose your bid (more than the high bid, at most your cash: raise it by 1 or 5) and place it, or pass
masters-expect-plan = place a dock worker on a character with a free field (the Shipping agent together with the assignment it completes), or play a shipping card first
masters-expect-ship-owner = take the free unit (to stock or onto a ship you place), buy or sell raw materials (stock at most 3), place up to 2 ships (at most one empty), or end the action
masters-expect-captain = call a colour (two calls in all)
masters-expect-deck-hand = take a face-up shipping card or the top of the pile
masters-expect-factory = name the factory that produces
masters-expect-trader = sell or buy product cards (at most 3 transactions, never both ways for one product), or end the action
masters-expect-build = choose the harbour for your factory (next free site, affordable)
masters-expect-after = play a shipping card or end the turn

masters-event-cargo-returned = { $cargo } of { $ship } goes back to the market
masters-event-pile-reshuffled = the played shipping cards ({ $cards }) are shuffled into a new pile
masters-event-mission-completed = { $seat } completes the assignment { $mission } for { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }{ $joker }
masters-event-unloaded-wrong = { $seat } unloads ship { $ship } in { $harbour }: { $cargo }: wrong cargo, no product card; the unit goes to stock (to the market if the stock is full)
masters-event-free-raw-taken = { $seat } takes a free unit of { $raw }
masters-event-bid-made = { $seat } bids { $amount } for the Harbour Master
masters-event-auctioned = { $seat } wins the auction, pays { $paid } and becomes Harbour Master
masters-event-character-chosen = { $seat } places a dock worker on the { $character }
masters-event-cash-taken = { $seat } takes { $amount } from the bank (Cashier)
masters-event-bought = { $seat } buys { $what } for { $price }
masters-event-sold = { $seat } sells { $what } for { $price }
masters-event-captain-bonus = Captain's bonus: { $payer } pays { $captain } 1 for ship { $ship }'s delivery, and the bank pays 1
masters-event-shipping-face-up = { $seat } takes the face-up { $card }
masters-event-shipping-pile = { $seat } takes the top shipping card of the pile: { $card }
masters-event-shipping-pile-hidden = { $seat } takes the top shipping card of the pile
masters-event-factory-produced = the factory of { $owner } in { $harbour } (site { $site }) produces: { $owner } takes { $product }
masters-event-factory-produced-hidden = the factory of { $owner } in { $harbour } (site { $site }) produces: { $owner } takes a product card face down
masters-event-product-unavailable = no { $product } is left in its pile: { $seat } cannot buy it
masters-event-factory-built = { $seat } builds a factory in { $harbour } (site { $site }) for { $price }
