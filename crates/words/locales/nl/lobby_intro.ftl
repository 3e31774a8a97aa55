# The lobby's first screen: what Havenbaron is, each game with a picture of its board and one
# sentence, "Play now", bot levels named for people, tables named in words. And the page's
# wording of the log lines that name a ship by its internal number in the terminal: the page
# names ships the way the board shows them (by their owner), so these leave the number out.

web-intro-title = Havenspellen voor 2 tot 4 spelers
web-intro-tagline = Havenbaron is het thuis van drie havenbordspellen: roep een kleur om de schepen op die vaargeulen te laten varen, breng grondstoffen naar de juiste haven, maak er producten van en voltooi eerder dan de anderen je opdrachten.
web-intro-play-now = Nu spelen
web-intro-play-now-game = Nu spelen: { $a }
web-intro-play-now-hint = Jij tegen twee gevorderde bots in { $a }, 3 spelers, met de gewone regels: één klik en je zit aan tafel.
web-intro-games = De spellen
web-intro-board = Het bord van { $a }
web-intro-rules = Regels van { $a }
web-intro-game-rotterdam = Het basisspel: roep kleuren om alle schepen daarop te laten varen, lever grondstoffen in de havens af voor productkaarten en haal als eerste 12 opdrachtpunten.
web-intro-game-masters = Rotterdam met geld: zet je havenarbeiders op personages om hun acties te gebruiken, koop en verkoop op een markt met bewegende prijzen en vervul de open opdrachten.
web-intro-game-antwerpen = Een nieuwe rivier met sluizen die open en dicht gaan, dubbele vaargeulen en een uitgang naar zee: één actie per beurt, scheeps- en sluiskaarten, en een derde voltooide opdracht luidt de laatste beurten in.
web-intro-game-other = Nog een spel op het havenbord.
web-intro-starting = De tafel wordt gedekt…
web-intro-more-options = Meer opties
web-intro-custom-hint = Kies het spel, de spelers en wie op elke plaats speelt: mensen die je met een link uitnodigt of bots.
web-strength = sterkte
web-strength-beginner = beginner
web-strength-intermediate = gevorderd
web-strength-strong = sterk
web-intro-table-round = { $a }, { $b } spelers, ronde { $c }
web-intro-table-turn = { $a }, { $b } spelers, beurt { $c }
web-intro-table-done = { $a }, { $b } spelers
web-intro-won-by = gewonnen door { $a }

page-event-ship-placed = { $seat } zet een schip op { $pos }, { $cargo }
page-event-unloaded-empty = { $seat } lost een schip in { $harbour }: leeg, geen productkaart
page-event-unloaded-product = { $seat } lost een schip in { $harbour }: { $cargo } en neemt { $product }
page-event-unloaded-card = { $seat } lost een schip in { $harbour }: { $cargo } en neemt een productkaart
page-event-unloaded-pile-empty = { $seat } lost een schip in { $harbour }: { $cargo }: de stapel is leeg, geen productkaart
page-event-unloaded-wrong = { $seat } lost een schip in { $harbour }: { $cargo }: verkeerde lading, geen productkaart
page-masters-event-unloaded-wrong = { $seat } lost een schip in { $harbour }: { $cargo }: verkeerde lading, geen productkaart; de eenheid gaat naar de voorraad (naar de markt als de voorraad vol is)
page-masters-event-captain-bonus = Bonus van de kapitein: { $payer } betaalt { $captain } 1 voor de levering van zijn schip, en de bank betaalt 1
page-antwerpen-event-ship-anchored = de Ankerkaart van { $seat } houdt een eigen schip vast tijdens deze roep
page-antwerpen-event-anchor-gave-nothing = een schip van { $seat } bereikt een anker, maar { $seat } krijgt geen kaart (handlimiet, of geen kaart meer)
page-antwerpen-event-ship-exited = een schip van { $seat } verlaat het bord via de uitgang
page-antwerpen-event-ship-exited-cargo = een schip van { $seat } verlaat het bord via de uitgang ({ $cargo } terug naar de voorraad)
page-antwerpen-expect-take-card = het schip is op een anker aangekomen: de eigenaar neemt de bovenste sluiskaart of scheepskaart
page-card-stage-second-ship = eerste schip gekozen, kies het tweede schip (met andere lading)
page-card-stage-back = kies waarheen het gekozen schip teruggaat (nog { $steps ->
        [one] { $steps } stap
       *[other] { $steps } stappen
    }, C-3)
page-card-stage-receiver = de lading van het gekozen schip nemen: kies je lege schip dat haar krijgt
page-card-stage-receiver-start = de lading van het gekozen schip nemen: kies een vrije start voor je nieuwe schip
