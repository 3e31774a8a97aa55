# Rotterdam (das Grundspiel): eigene Aktionen, Entscheidungen und Ereignisse.

rotterdam-title = Rotterdam
rotterdam-phase = { $phase ->
        [1] Einsetzen & Beladen
        [2] Fahren
        [3] Schiffskarten
        [4] Entladen
        [5] Handeln
       *[6] Aufträge
    }
rotterdam-action-continue-cards = weiter: Schiffskarten ziehen
rotterdam-action-continue-unload = weiter: entladen
rotterdam-action-complete-mission = Auftrag { $mission } erfüllen{ $joker }

rotterdam-expect-place = Phase 1: ein Schiff aus dem Vorrat auf eine freie Startposition setzen (mit Rohstoff aus dem Vorrat oder leer), eine Karte ausspielen oder passen
rotterdam-expect-navigate = Phase 2: eine Farbe ansagen oder zuerst eine Karte ausspielen
rotterdam-expect-cards = Phase 3: eine Karte ausspielen oder weiter zum Ziehen der Schiffskarten
rotterdam-expect-unload = Phase 4: eine Karte ausspielen oder weiter zum Entladen
rotterdam-expect-trade = Phase 5: ein Angebot mit einer Karte zum Geben oder Verlangen beginnen, eine Karte ausspielen oder passen
rotterdam-expect-missions = Phase 6: einen Auftrag erfüllen, den deine Produkte abdecken (höchstens ein Joker), eine Karte ausspielen oder passen

rotterdam-event-phase-started = -- Phase { $phase }: { rotterdam-phase } --
rotterdam-event-cargo-returned = { $cargo } von { $ship } geht zurück in den Vorrat
rotterdam-event-card-drawn = { $seat } zieht eine Schiffskarte: { $card }
rotterdam-event-card-drawn-hidden = { $seat } zieht eine Schiffskarte
rotterdam-event-card-refused = { $seat } hat schon die höchste erlaubte Zahl an Schiffskarten: keine gezogen
rotterdam-event-pile-reshuffled = die gespielten Schiffskarten ({ $cards }) werden zu einem neuen Stapel gemischt
rotterdam-event-mission-completed = { $seat } erfüllt den Auftrag { $mission } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }{ $joker }
