# Antwerpen: actions, decisions and events of its own.

antwerpen-title = Antwerpen
antwerpen-action-no-anchor = do not play an Anchor card
antwerpen-action-no-double = take one product card (no Double yield)
antwerpen-action-load = load a ship on { $pos }, { $cargo }
antwerpen-action-complete-mission = complete mission { $mission }
antwerpen-action-swap-mission = swap mission { $mission } for a new one
antwerpen-action-take-ship-card = take the top ship card
antwerpen-action-take-lock-card = take the top lock card
antwerpen-action-select-lock = choose the { $lock } lock
antwerpen-action-open-locks = open the locks
antwerpen-action-close-locks = close the locks

antwerpen-expect-turn = { $seat }'s turn: load a ship, call a colour or swap a mission (the main action), or an extra action: complete a mission, trade, play a ship or lock card
antwerpen-expect-turn-after = { $seat }'s turn after the main action: extra actions (one mission per turn, trades, ship and lock cards not received this turn) or end the turn
antwerpen-expect-sailing = a colour call is running
antwerpen-expect-anchor-window = { $seat } may play an Anchor card before the ships move, or pass
antwerpen-expect-anchor-ship = { $seat } chooses its ship that the Anchor card holds (one with a channel of the called colour not behind a closed lock)
antwerpen-expect-take-card = the owner of ship { $ship }, arrived on an anchor, takes the top lock card or ship card
antwerpen-expect-double-yield = a matching delivery: play Double yield for two product cards, or continue with one
antwerpen-expect-extra-ship = Extra ship: place a ship with a raw material on a free start
antwerpen-expect-choose-colour = { $card }: call a colour
antwerpen-expect-step-back-ship = Step back: choose a ship that can go back one channel
antwerpen-expect-step-back-to = Step back: choose where the ship goes back to (C-3)
antwerpen-expect-swap-first = Swap cargo: choose the first ship
antwerpen-expect-swap-second = Swap cargo: choose the second ship (with another cargo)
antwerpen-expect-open-lock = choose a closed lock to open ({ $left } left)
antwerpen-expect-close-lock = choose an open lock to close ({ $left } left)
antwerpen-expect-toggle-direction = Toggle { $count }: open the chosen locks or close them
antwerpen-expect-toggle-locks = Toggle: choose another lock ({ $left } left; the card must change at least one)

antwerpen-event-no-anchor = { $seat } plays no Anchor card
antwerpen-event-mission-completed = { $seat } completes the mission { $mission } for { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
antwerpen-event-game-ended-turn-cap = == the game ends: the turn cap is reached ==
antwerpen-event-turn-started = -- turn { $turn }: { $seat } --
antwerpen-event-mission-swapped = { $seat } swaps away the mission { $mission } (face up on the discard pile)
antwerpen-event-missions-reshuffled = the discarded missions ({ $cards }) are shuffled into a new pile
antwerpen-event-card-taken = { $seat } takes { $card }
antwerpen-event-ship-card-taken-hidden = { $seat } takes a ship card
antwerpen-event-lock-card-taken-hidden = { $seat } takes a lock card
antwerpen-event-ship-cards-reshuffled = the played ship cards ({ $cards }) are shuffled into a new pile
antwerpen-event-lock-cards-reshuffled = the played lock cards ({ $cards }) are shuffled into a new pile
antwerpen-event-lock-opened = the { $lock } lock is opened
antwerpen-event-lock-closed = the { $lock } lock is closed
antwerpen-event-locks-toggled = { $times ->
        [one] 1 ship left through the exit: every lock toggles once
       *[other] { $times } ships left through the exit: every lock toggles { $times }×
    } (open now: { $open })
antwerpen-event-ship-anchored = { $seat }'s Anchor card holds ship { $ship } for this call
antwerpen-event-anchor-gave-nothing = ship { $ship } reaches an anchor, but { $seat } gets no card (hand limits, or no card left)
antwerpen-event-double-yield = Double yield: { $seat } also takes { $product } in { $harbour }
antwerpen-event-ship-exited = ship { $ship } of { $seat } leaves the board through the exit
antwerpen-event-ship-exited-cargo = ship { $ship } of { $seat } leaves the board through the exit ({ $cargo } back to the supply)
antwerpen-event-final-round = { $seat } has completed a third mission: every player gets one more turn, { $seat } last
