# Rotterdam: Masters of Trade: eigene Aktionen, Entscheidungen und Ereignisse.

masters-title = Rotterdam: Masters of Trade
masters-action-place-empty = ein Schiff auf { $pos } setzen, leer
masters-action-place-free = ein Schiff auf { $pos } setzen, mit kostenlosem { $raw }
masters-action-place-stock = ein Schiff auf { $pos } setzen, beladen mit { $raw } aus dem eigenen Vorrat
masters-action-place-bought = ein Schiff auf { $pos } setzen, beladen mit { $raw }, gekauft für { $price }
masters-action-pass-setup = passen (kein Schiff)
masters-action-bid = { $amount } für das Amt des Hafenmeisters bieten
masters-action-raise-bid = dein Gebot um { $by } erhöhen (auf { $amount })
masters-action-choose-character = Dockarbeiter auf { $character }
masters-action-end-action = die Handlung beenden
masters-action-take-free = den kostenlosen Rohstoff nehmen: { $raw }
masters-action-buy = { $what } für { $price } kaufen
masters-action-sell = { $what } für { $price } verkaufen
masters-action-take-face-up = die offene Karte { $card } nehmen
masters-action-take-pile = die oberste Schiffskarte vom Stapel nehmen
masters-action-choose-factory = Fabrik { $site } ({ $owner }) produziert
masters-action-build-factory = eine Fabrik in { $harbour } für { $price } bauen
masters-action-complete-assignment = Dockarbeiter auf Spediteur: Auftrag { $mission } ausführen{ $joker }

masters-expect-setup = vor Runde 1: ein Schiff mit einem kostenlosen Rohstoff vom Markt einsetzen oder passen
masters-expect-auction = dein Gebot zusammenstellen (mehr als das Höchstgebot, höchstens dein Geld: um 1 oder 5 erhöhen) und abgeben, oder passen
masters-expect-plan = einen Dockarbeiter auf eine Rolle mit freiem Feld setzen (den Spediteur zusammen mit dem Auftrag, den er ausführt) oder zuerst eine Schiffskarte ausspielen
masters-expect-ship-owner = den kostenlosen Rohstoff nehmen (in den Vorrat oder auf ein Schiff, das du einsetzt), Rohstoffe kaufen oder verkaufen (Vorrat höchstens 3), bis zu 2 Schiffe einsetzen (höchstens eines leer) oder die Handlung beenden
masters-expect-captain = eine Farbe ansagen (zwei Ansagen insgesamt)
masters-expect-deck-hand = eine offene Schiffskarte oder die oberste vom Stapel nehmen
masters-expect-factory = die Fabrik bestimmen, die produziert
masters-expect-trader = Produktkarten verkaufen oder kaufen (höchstens 3 Geschäfte, nie beide Richtungen für ein Produkt) oder die Handlung beenden
masters-expect-build = den Hafen für deine Fabrik wählen (nächster freier Standort, bezahlbar)
masters-expect-after = eine Schiffskarte ausspielen oder den Zug beenden

masters-event-cargo-returned = { $cargo } von { $ship } geht zurück auf den Markt
masters-event-pile-reshuffled = die gespielten Schiffskarten ({ $cards }) werden zu einem neuen Stapel gemischt
masters-event-mission-completed = { $seat } führt den Auftrag { $mission } aus für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }{ $joker }
masters-event-unloaded-wrong = { $seat } entlädt Schiff { $ship } in { $harbour }: { $cargo }: falsche Ladung, keine Produktkarte; der Rohstoff geht in den eigenen Vorrat (auf den Markt, wenn der Vorrat voll ist)
masters-event-free-raw-taken = { $seat } nimmt einen kostenlosen Rohstoff: { $raw }
masters-event-bid-made = { $seat } bietet { $amount } für das Amt des Hafenmeisters
masters-event-auctioned = { $seat } gewinnt die Versteigerung, zahlt { $paid } und wird Hafenmeister
masters-event-character-chosen = { $seat } setzt einen Dockarbeiter auf { $character }
masters-event-cash-taken = { $seat } nimmt { $amount } von der Bank (Kassierer)
masters-event-bought = { $seat } kauft { $what } für { $price }
masters-event-sold = { $seat } verkauft { $what } für { $price }
masters-event-captain-bonus = Kapitänsbonus: { $payer } zahlt { $captain } 1 für die Lieferung von Schiff { $ship }, und die Bank zahlt 1
masters-event-shipping-face-up = { $seat } nimmt die offene Karte { $card }
masters-event-shipping-pile = { $seat } nimmt die oberste Schiffskarte vom Stapel: { $card }
masters-event-shipping-pile-hidden = { $seat } nimmt die oberste Schiffskarte vom Stapel
masters-event-factory-produced = die Fabrik von { $owner } in { $harbour } (Standort { $site }) produziert: { $owner } nimmt { $product }
masters-event-factory-produced-hidden = die Fabrik von { $owner } in { $harbour } (Standort { $site }) produziert: { $owner } nimmt eine Produktkarte verdeckt
masters-event-product-unavailable = vom Produkt { $product } ist keine Karte mehr im Stapel: { $seat } kann es nicht kaufen
masters-event-factory-built = { $seat } baut eine Fabrik in { $harbour } (Standort { $site }) für { $price }
