# Rotterdam: Masters of Trade: eigen acties, beslissingen en gebeurtenissen.

masters-title = Rotterdam: Masters of Trade
masters-action-place-empty = zet een leeg schip op { $pos }
masters-action-place-free = zet een schip op { $pos } met een gratis eenheid { $raw }
masters-action-place-stock = zet een schip op { $pos } geladen met { $raw } uit voorraad
masters-action-place-bought = zet een schip op { $pos } geladen met { $raw }, gekocht voor { $price }
masters-action-pass-setup = passen (geen schip)
masters-action-bid = bied { $amount } voor de havenmeester
masters-action-raise-bid = verhoog je bod met { $by } (tot { $amount })
masters-action-choose-character = havenarbeider op de { $character }
masters-action-end-action = beëindig de actie
masters-action-take-free = neem de gratis eenheid: { $raw }
masters-action-buy = koop { $what } voor { $price }
masters-action-sell = verkoop { $what } voor { $price }
masters-action-take-face-up = neem de open kaart { $card }
masters-action-take-pile = neem de bovenste scheepvaartkaart van de stapel
masters-action-choose-factory = fabriek { $site } ({ $owner }) produceert
masters-action-build-factory = bouw een fabriek in { $harbour } voor { $price }
masters-action-complete-assignment = havenarbeider op de Cargadoor: voltooi opdracht { $mission }{ $joker }

masters-expect-setup = voor ronde 1: zet een schip met een gratis eenheid van de markt, of pas
masters-expect-auction = stel je bod samen (meer dan het hoogste bod, hoogstens je geld: verhoog met 1 of 5) en breng het uit, of pas
masters-expect-plan = zet een havenarbeider op een personage met een vrij veld (de Cargadoor samen met de opdracht die hij voltooit), of speel eerst een scheepvaartkaart
masters-expect-ship-owner = neem de gratis eenheid (in voorraad of op een schip dat je zet), koop of verkoop grondstoffen (voorraad hoogstens 3), zet tot 2 schepen (hoogstens één leeg), of beëindig de actie
masters-expect-captain = roep een kleur (twee keer in totaal)
masters-expect-deck-hand = neem een open scheepvaartkaart of de bovenste van de stapel
masters-expect-factory = kies de fabriek die produceert
masters-expect-trader = verkoop of koop productkaarten (hoogstens 3 transacties, nooit beide kanten op voor één product), of beëindig de actie
masters-expect-build = kies de haven voor je fabriek (volgende vrije plaats, betaalbaar)
masters-expect-after = speel een scheepvaartkaart of beëindig de beurt

masters-event-cargo-returned = { $cargo } van { $ship } gaat terug naar de markt
masters-event-pile-reshuffled = de gespeelde scheepvaartkaarten ({ $cards }) worden tot een nieuwe stapel geschud
masters-event-mission-completed = { $seat } voltooit de opdracht { $mission } voor { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }{ $joker }
masters-event-unloaded-wrong = { $seat } lost schip { $ship } in { $harbour }: { $cargo }: verkeerde lading, geen productkaart; de eenheid gaat naar de voorraad (naar de markt als de voorraad vol is)
masters-event-free-raw-taken = { $seat } neemt een gratis eenheid { $raw }
masters-event-bid-made = { $seat } biedt { $amount } voor de havenmeester
masters-event-auctioned = { $seat } wint de veiling, betaalt { $paid } en wordt havenmeester
masters-event-character-chosen = { $seat } zet een havenarbeider op de { $character }
masters-event-cash-taken = { $seat } neemt { $amount } van de bank (Kassier)
masters-event-bought = { $seat } koopt { $what } voor { $price }
masters-event-sold = { $seat } verkoopt { $what } voor { $price }
masters-event-captain-bonus = Bonus van de kapitein: { $payer } betaalt { $captain } 1 voor de levering van schip { $ship }, en de bank betaalt 1
masters-event-shipping-face-up = { $seat } neemt de open kaart { $card }
masters-event-shipping-pile = { $seat } neemt de bovenste scheepvaartkaart van de stapel: { $card }
masters-event-shipping-pile-hidden = { $seat } neemt de bovenste scheepvaartkaart van de stapel
masters-event-factory-produced = de fabriek van { $owner } in { $harbour } (plaats { $site }) produceert: { $owner } neemt { $product }
masters-event-factory-produced-hidden = de fabriek van { $owner } in { $harbour } (plaats { $site }) produceert: { $owner } neemt een gesloten productkaart
masters-event-product-unavailable = er is geen { $product } meer in de stapel: { $seat } kan het niet kopen
masters-event-factory-built = { $seat } bouwt een fabriek in { $harbour } (plaats { $site }) voor { $price }
