# Antwerpen: eigene Aktionen, Entscheidungen und Ereignisse.

antwerpen-title = Antwerpen
antwerpen-action-no-anchor = keine Ankerkarte ausspielen
antwerpen-action-no-double = eine Produktkarte nehmen (kein Doppelter Ertrag)
antwerpen-action-load = ein Schiff auf { $pos } einsetzen, { $cargo }
antwerpen-action-complete-mission = Auftrag { $mission } erfüllen
antwerpen-action-swap-mission = Auftrag { $mission } gegen einen neuen tauschen
antwerpen-action-take-ship-card = die oberste Schiffskarte nehmen
antwerpen-action-take-lock-card = die oberste Schleusenkarte nehmen
antwerpen-action-select-lock = Schleuse { $lock } wählen
antwerpen-action-open-locks = die Schleusen öffnen
antwerpen-action-close-locks = die Schleusen schließen

antwerpen-expect-turn = { $seat } ist am Zug: ein Schiff beladen, eine Farbe ansagen oder einen Auftrag tauschen (die Haupthandlung), oder eine Zusatzhandlung: einen Auftrag erfüllen, handeln, eine Schiffs- oder Schleusenkarte ausspielen
antwerpen-expect-turn-after = { $seat } ist am Zug, die Haupthandlung ist getan: Zusatzhandlungen (ein Auftrag pro Zug, Handel, Schiffs- und Schleusenkarten, die nicht in diesem Zug erhalten wurden) oder den Zug beenden
antwerpen-expect-sailing = eine Farbansage läuft
antwerpen-expect-anchor-window = { $seat } darf vor der Fahrt eine Ankerkarte ausspielen oder passen
antwerpen-expect-anchor-ship = { $seat } wählt das eigene Schiff, das die Ankerkarte festhält (eines vor einer Fahrrinne der angesagten Farbe, nicht hinter einer geschlossenen Schleuse)
antwerpen-expect-take-card = der Besitzer von Schiff { $ship }, das auf einem Ankerplatz angekommen ist, nimmt die oberste Schleusen- oder Schiffskarte
antwerpen-expect-double-yield = eine passende Lieferung: Doppelter Ertrag für zwei Produktkarten ausspielen oder mit einer weitermachen
antwerpen-expect-extra-ship = Zusatzschiff: ein Schiff mit einem Rohstoff auf eine freie Startposition setzen
antwerpen-expect-choose-colour = { $card }: eine Farbe ansagen
antwerpen-expect-step-back-ship = Schritt zurück: ein Schiff wählen, das eine Fahrrinne zurückfahren kann
antwerpen-expect-step-back-to = Schritt zurück: wählen, wohin das Schiff zurückfährt (C-3)
antwerpen-expect-swap-first = Ladungstausch: das erste Schiff wählen
antwerpen-expect-swap-second = Ladungstausch: das zweite Schiff wählen (mit anderer Ladung)
antwerpen-expect-open-lock = eine geschlossene Schleuse zum Öffnen wählen (noch { $left })
antwerpen-expect-close-lock = eine offene Schleuse zum Schließen wählen (noch { $left })
antwerpen-expect-toggle-direction = { $count } umstellen: die gewählten Schleusen öffnen oder schließen
antwerpen-expect-toggle-locks = Umstellen: eine weitere Schleuse wählen (noch { $left }; die Karte muss mindestens eine verändern)

antwerpen-event-no-anchor = { $seat } spielt keine Ankerkarte
antwerpen-event-mission-completed = { $seat } erfüllt den Auftrag { $mission } für { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
antwerpen-event-game-ended-turn-cap = == das Spiel ist zu Ende: die Zuggrenze ist erreicht ==
antwerpen-event-turn-started = -- Zug { $turn }: { $seat } --
antwerpen-event-mission-swapped = { $seat } tauscht den Auftrag { $mission } ab (offen auf den Ablagestapel)
antwerpen-event-missions-reshuffled = die abgelegten Aufträge ({ $cards }) werden zu einem neuen Stapel gemischt
antwerpen-event-card-taken = { $seat } nimmt { $card }
antwerpen-event-ship-card-taken-hidden = { $seat } nimmt eine Schiffskarte
antwerpen-event-lock-card-taken-hidden = { $seat } nimmt eine Schleusenkarte
antwerpen-event-ship-cards-reshuffled = die gespielten Schiffskarten ({ $cards }) werden zu einem neuen Stapel gemischt
antwerpen-event-lock-cards-reshuffled = die gespielten Schleusenkarten ({ $cards }) werden zu einem neuen Stapel gemischt
antwerpen-event-lock-opened = Schleuse { $lock } wird geöffnet
antwerpen-event-lock-closed = Schleuse { $lock } wird geschlossen
antwerpen-event-locks-toggled = { $times ->
        [one] 1 Schiff hat das Brett durch den Ausgang verlassen: jede Schleuse wird einmal umgestellt
       *[other] { $times } Schiffe haben das Brett durch den Ausgang verlassen: jede Schleuse wird { $times }× umgestellt
    } (jetzt offen: { $open })
antwerpen-event-ship-anchored = die Ankerkarte von { $seat } hält Schiff { $ship } bei dieser Ansage fest
antwerpen-event-anchor-gave-nothing = Schiff { $ship } erreicht einen Ankerplatz, aber { $seat } bekommt keine Karte (Handkartenlimit oder keine Karte mehr)
antwerpen-event-double-yield = Doppelter Ertrag: { $seat } nimmt in { $harbour } zusätzlich { $product }
antwerpen-event-ship-exited = Schiff { $ship } von { $seat } verlässt das Brett durch den Ausgang
antwerpen-event-ship-exited-cargo = Schiff { $ship } von { $seat } verlässt das Brett durch den Ausgang ({ $cargo } zurück in den Vorrat)
antwerpen-event-final-round = { $seat } hat einen dritten Auftrag erfüllt: jeder Spieler hat noch einen Zug, { $seat } als Letzter
