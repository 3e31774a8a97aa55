# Rotterdam (het basisspel): eigen acties, beslissingen en gebeurtenissen.

rotterdam-title = Rotterdam
rotterdam-phase = { $phase ->
        [1] plaatsen & laden
        [2] varen
        [3] navigatiekaarten
        [4] lossen
        [5] handel
       *[6] opdrachten
    }
rotterdam-action-continue-cards = verder: navigatiekaarten trekken
rotterdam-action-continue-unload = verder: lossen
rotterdam-action-complete-mission = voltooi opdracht { $mission }{ $joker }

rotterdam-expect-place = fase 1: zet een schip uit de voorraad op een vrije start (geladen uit de voorraad of leeg), speel een kaart, of pas
rotterdam-expect-navigate = fase 2: roep een kleur, of speel eerst een kaart
rotterdam-expect-cards = fase 3: speel een kaart, of ga verder om navigatiekaarten te trekken
rotterdam-expect-unload = fase 4: speel een kaart, of ga verder met lossen
rotterdam-expect-trade = fase 5: begin een aanbod met een kaart om te geven of te vragen, speel een kaart, of pas
rotterdam-expect-missions = fase 6: voltooi één opdracht die je producten dekken (hoogstens één Joker), speel een kaart, of pas

rotterdam-event-phase-started = -- fase { $phase }: { rotterdam-phase } --
rotterdam-event-cargo-returned = { $cargo } van { $ship } gaat terug naar de voorraad
rotterdam-event-card-drawn = { $seat } trekt een navigatiekaart: { $card }
rotterdam-event-card-drawn-hidden = { $seat } trekt een navigatiekaart
rotterdam-event-card-refused = { $seat } heeft al het maximum aan navigatiekaarten: geen kaart getrokken
rotterdam-event-pile-reshuffled = de gespeelde navigatiekaarten ({ $cards }) worden tot een nieuwe stapel geschud
rotterdam-event-mission-completed = { $seat } voltooit de opdracht { $mission } voor { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }{ $joker }
