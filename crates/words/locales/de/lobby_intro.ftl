# The lobby's first screen: what Havenbaron is, each game with a picture of its board and one
# sentence, "Play now", bot levels named for people, tables named in words. And the page's
# wording of the log lines that name a ship by its internal number in the terminal: the page
# names ships the way the board shows them (by their owner), so these leave the number out.

web-intro-title = Hafenspiele für 2 bis 4 Personen
web-intro-tagline = Havenbaron ist das Zuhause dreier Hafen-Brettspiele: Sage eine Farbe an, um die Schiffe auf ihren Fahrrinnen fahren zu lassen, bringe Rohstoffe in den richtigen Hafen, mache Produkte daraus und erfülle deine Aufträge vor den anderen.
web-intro-play-now = Jetzt spielen
web-intro-play-now-game = Jetzt spielen: { $a }
web-intro-play-now-hint = Du gegen zwei fortgeschrittene Bots in { $a }, 3 Personen, mit den üblichen Regeln: ein Klick und du sitzt am Tisch.
web-intro-games = Die Spiele
web-intro-board = Das Spielbrett von { $a }
web-intro-rules = Regeln von { $a }
web-intro-game-rotterdam = Das Grundspiel: Sage Farben an, um alle Schiffe darauf zu bewegen, liefere Rohstoffe in die Häfen für Produktkarten und erreiche als Erste 12 Auftragspunkte.
web-intro-game-masters = Rotterdam mit Geld: Setze deine Dockarbeiter auf Rollen, um ihre Handlungen zu nutzen, kaufe und verkaufe auf einem Markt mit wechselnden Preisen und erfülle die offenen Aufträge.
web-intro-game-antwerpen = Ein neuer Fluss mit Schleusen zum Öffnen und Schließen, doppelten Fahrrinnen und einem Ausgang zum Meer: eine Aktion pro Zug, Schiffs- und Schleusenkarten, und ein dritter erfüllter Auftrag leitet die letzten Züge ein.
web-intro-game-other = Ein weiteres Spiel auf dem Hafenbrett.
web-intro-starting = Der Tisch wird gedeckt…
web-intro-more-options = Weitere Optionen
web-intro-custom-hint = Wähle das Spiel, die Personenzahl und wer auf jedem Platz spielt: Menschen, die du mit einem Link einlädst, oder Bots.
web-strength = Stärke
web-strength-beginner = Anfänger
web-strength-intermediate = fortgeschritten
web-strength-strong = stark
web-intro-table-round = { $a }, { $b } Personen, Runde { $c }
web-intro-table-turn = { $a }, { $b } Personen, Zug { $c }
web-intro-table-done = { $a }, { $b } Personen
web-intro-won-by = gewonnen von { $a }

page-event-ship-placed = { $seat } setzt ein Schiff auf { $pos }, { $cargo }
page-event-unloaded-empty = { $seat } entlädt ein Schiff in { $harbour }: leer, keine Produktkarte
page-event-unloaded-product = { $seat } entlädt ein Schiff in { $harbour }: { $cargo }, und nimmt { $product }
page-event-unloaded-card = { $seat } entlädt ein Schiff in { $harbour }: { $cargo }, und nimmt eine Produktkarte
page-event-unloaded-pile-empty = { $seat } entlädt ein Schiff in { $harbour }: { $cargo }: der Stapel ist leer, keine Produktkarte
page-event-unloaded-wrong = { $seat } entlädt ein Schiff in { $harbour }: { $cargo }: falsche Ladung, keine Produktkarte
page-masters-event-unloaded-wrong = { $seat } entlädt ein Schiff in { $harbour }: { $cargo }: falsche Ladung, keine Produktkarte; der Rohstoff geht in den eigenen Vorrat (auf den Markt, wenn der Vorrat voll ist)
page-masters-event-captain-bonus = Kapitänsbonus: { $payer } zahlt { $captain } 1 für die Lieferung seines Schiffs, und die Bank zahlt 1
page-antwerpen-event-ship-anchored = die Ankerkarte von { $seat } hält ein eigenes Schiff bei dieser Ansage fest
page-antwerpen-event-anchor-gave-nothing = ein Schiff von { $seat } erreicht einen Ankerplatz, aber { $seat } bekommt keine Karte (Handkartenlimit oder keine Karte mehr)
page-antwerpen-event-ship-exited = ein Schiff von { $seat } verlässt das Brett durch den Ausgang
page-antwerpen-event-ship-exited-cargo = ein Schiff von { $seat } verlässt das Brett durch den Ausgang ({ $cargo } zurück in den Vorrat)
page-antwerpen-expect-take-card = das Schiff ist auf einem Ankerplatz angekommen: sein Besitzer nimmt die oberste Schleusen- oder Schiffskarte
page-card-stage-second-ship = erstes Schiff gewählt, jetzt das zweite Schiff wählen (mit anderer Ladung)
page-card-stage-back = wählen, wohin das gewählte Schiff zurückfährt ({ $steps ->
        [one] noch { $steps } Schritt
       *[other] noch { $steps } Schritte
    }, C-3)
page-card-stage-receiver = Ladung des gewählten Schiffs nehmen: das eigene leere Schiff wählen, das sie bekommt
page-card-stage-receiver-start = Ladung des gewählten Schiffs nehmen: eine freie Startposition für das neue Schiff wählen
