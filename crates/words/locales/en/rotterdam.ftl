# Rotterdam (the base game): actions, decisions and events of its own.

rotterdam-title = Rotterdam
rotterdam-phase = { $phase ->
        [1] place & load
        [2] navigate
        [3] navigation cards
        [4] unload
        [5] trade
       *[6] missions
    }
rotterdam-action-continue-cards = continue: draw navigation cards
rotterdam-action-continue-unload = continue: unload
rotterdam-action-complete-mission = complete mission { $mission }{ $joker }

rotterdam-expect-place = phase 1: place a ship from supply on a free start (loaded from the supply or empty), play a card, or pass
rotterdam-expect-navigate = phase 2: call a colour, or play a card first
rotterdam-expect-cards = phase 3: play a card, or continue to draw navigation cards
rotterdam-expect-unload = phase 4: play a card, or continue to unload
rotterdam-expect-trade = phase 5: start an offer with a card to give or to ask for, play a card, or pass
rotterdam-expect-missions = phase 6: complete one mission your products cover (at most one Joker), play a card, or pass

rotterdam-event-phase-started = -- phase { $phase }: { rotterdam-phase } --
rotterdam-event-cargo-returned = { $cargo } of { $ship } goes back to the supply
rotterdam-event-card-drawn = { $seat } draws a navigation card: { $card }
rotterdam-event-card-drawn-hidden = { $seat } draws a navigation card
rotterdam-event-card-refused = { $seat } holds the most navigation cards allowed: none drawn
rotterdam-event-pile-reshuffled = the played navigation cards ({ $cards }) are shuffled into a new pile
rotterdam-event-mission-completed = { $seat } completes the mission { $mission } for { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }{ $joker }
