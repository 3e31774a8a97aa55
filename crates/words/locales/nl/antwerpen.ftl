# Antwerpen: eigen acties, beslissingen en gebeurtenissen.

antwerpen-title = Antwerpen
antwerpen-action-no-anchor = geen Ankerkaart spelen
antwerpen-action-no-double = neem één productkaart (geen Dubbele opbrengst)
antwerpen-action-load = laad een schip op { $pos }, { $cargo }
antwerpen-action-complete-mission = voltooi opdracht { $mission }
antwerpen-action-swap-mission = ruil opdracht { $mission } voor een nieuwe
antwerpen-action-take-ship-card = neem de bovenste scheepskaart
antwerpen-action-take-lock-card = neem de bovenste sluiskaart
antwerpen-action-select-lock = kies sluis { $lock }
antwerpen-action-open-locks = open de sluizen
antwerpen-action-close-locks = sluit de sluizen

antwerpen-expect-turn = { $seat } is aan de beurt: laad een schip, roep een kleur of ruil een opdracht (de hoofdactie), of een extra actie: een opdracht voltooien, handelen, een scheeps- of sluiskaart spelen
antwerpen-expect-turn-after = { $seat } is aan de beurt na de hoofdactie: extra acties (één opdracht per beurt, handel, scheeps- en sluiskaarten die niet deze beurt kwamen) of beëindig de beurt
antwerpen-expect-sailing = er wordt een kleur geroepen
antwerpen-expect-anchor-window = { $seat } mag een Ankerkaart spelen voordat de schepen varen, of passen
antwerpen-expect-anchor-ship = { $seat } kiest het eigen schip dat de Ankerkaart vasthoudt (een met een vaargeul van de geroepen kleur die niet achter een dichte sluis ligt)
antwerpen-expect-take-card = de eigenaar van schip { $ship }, aangekomen op een anker, neemt de bovenste sluiskaart of scheepskaart
antwerpen-expect-double-yield = een passende levering: speel Dubbele opbrengst voor twee productkaarten, of ga verder met één
antwerpen-expect-extra-ship = Extra schip: zet een schip met een grondstof op een vrije start
antwerpen-expect-choose-colour = { $card }: roep een kleur
antwerpen-expect-step-back-ship = Stap terug: kies een schip dat één vaargeul terug kan
antwerpen-expect-step-back-to = Stap terug: kies waarheen het schip teruggaat (C-3)
antwerpen-expect-swap-first = Lading ruilen: kies het eerste schip
antwerpen-expect-swap-second = Lading ruilen: kies het tweede schip (met andere lading)
antwerpen-expect-open-lock = kies een dichte sluis om te openen (nog { $left })
antwerpen-expect-close-lock = kies een open sluis om te sluiten (nog { $left })
antwerpen-expect-toggle-direction = Wissel { $count }: open de gekozen sluizen of sluit ze
antwerpen-expect-toggle-locks = Wissel: kies nog een sluis (nog { $left }; de kaart moet er minstens één veranderen)

antwerpen-event-no-anchor = { $seat } speelt geen Ankerkaart
antwerpen-event-mission-completed = { $seat } voltooit de opdracht { $mission } voor { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
antwerpen-event-game-ended-turn-cap = == het spel is afgelopen: het maximum aantal beurten is bereikt ==
antwerpen-event-turn-started = -- beurt { $turn }: { $seat } --
antwerpen-event-mission-swapped = { $seat } ruilt de opdracht { $mission } weg (open op de aflegstapel)
antwerpen-event-missions-reshuffled = de afgelegde opdrachten ({ $cards }) worden tot een nieuwe stapel geschud
antwerpen-event-card-taken = { $seat } neemt { $card }
antwerpen-event-ship-card-taken-hidden = { $seat } neemt een scheepskaart
antwerpen-event-lock-card-taken-hidden = { $seat } neemt een sluiskaart
antwerpen-event-ship-cards-reshuffled = de gespeelde scheepskaarten ({ $cards }) worden tot een nieuwe stapel geschud
antwerpen-event-lock-cards-reshuffled = de gespeelde sluiskaarten ({ $cards }) worden tot een nieuwe stapel geschud
antwerpen-event-lock-opened = sluis { $lock } gaat open
antwerpen-event-lock-closed = sluis { $lock } gaat dicht
antwerpen-event-locks-toggled = { $times ->
        [one] 1 schip verliet het bord via de uitgang: elke sluis wisselt één keer
       *[other] { $times } schepen verlieten het bord via de uitgang: elke sluis wisselt { $times }×
    } (nu open: { $open })
antwerpen-event-ship-anchored = de Ankerkaart van { $seat } houdt schip { $ship } vast tijdens deze roep
antwerpen-event-anchor-gave-nothing = schip { $ship } bereikt een anker, maar { $seat } krijgt geen kaart (handlimiet, of geen kaart meer)
antwerpen-event-double-yield = Dubbele opbrengst: { $seat } neemt ook { $product } in { $harbour }
antwerpen-event-ship-exited = schip { $ship } van { $seat } verlaat het bord via de uitgang
antwerpen-event-ship-exited-cargo = schip { $ship } van { $seat } verlaat het bord via de uitgang ({ $cargo } terug naar de voorraad)
antwerpen-event-final-round = { $seat } heeft een derde opdracht voltooid: elke speler krijgt nog één beurt, { $seat } als laatste
