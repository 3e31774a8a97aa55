# Die Regelseite (web/rules.js, web/rules-diagrams.js): was ein neuer Spieler zum Spielen braucht,
# in kurzen Sätzen neben dem Spielplan und durchgerechneten Beispielen, die Schritt für Schritt
# kleine Stellungen aus den Spieldaten zeigen; was man später nachschlägt, ist eingeklappt (die
# Zusammenfassungen `rules-more-*`). Eine Regelnummer in Klammern, "(R-3)", steht klein hinter
# ihrem Absatz.

rules-board-caption = Schiffe fahren von den Startpositionen über die farbigen Fahrrinnen zu den Häfen.
rules-ids-note = Kleine Kürzel wie { $id } sind Regelnummern; die Meldungen des Programms nennen sie.
rules-step-of = Schritt { $n } von { $total }
rules-back = Zurück
rules-next = Weiter

rules-example-call = Beispiel: eine Farbe ansagen
rules-call-1 = { $seat } sagt { $colour } an: Schiffe mit einer Fahrrinne in { $colour } vor sich fahren einen Schritt.
rules-call-2 = Beide fuhren einen Schritt; das Schiff ohne Fahrrinne in { $colour } blieb liegen.
rules-mark-caller = { $seat } sagt an: fährt zuerst
rules-mark-other = ein fremdes Schiff fährt auch
rules-mark-stays = keine Fahrrinne in { $colour }: bleibt liegen
rules-mark-moved = einen Schritt gefahren

rules-example-fork = Beispiel: eine Gabelung
rules-fork-1 = { $seat } sagt { $colour } an. Zwei Fahrrinnen in { $colour } führen von diesem Schiff weg, beide Enden sind frei.
rules-mark-fork = Schiff von { $owner } an einer Gabelung
rules-fork-2 = Das Schiff wartet, bis sein Eigentümer, { $owner }, die Richtung wählt.
rules-mark-choice = { $pos }: ein freies Ende
rules-fork-3 = { $owner } wählte { $pos }: Das Schiff fährt dorthin.

rules-example-delivery = Beispiel: eine Lieferung
rules-delivery-1 = Dieses Schiff hat { $raw } geladen, den Rohstoff, den { $harbour } annimmt.
rules-mark-cargo = Ladung: { $raw }
rules-mark-harbour = { $harbour } nimmt { $raw } an
rules-delivery-2 = Die Ansage { $colour } bringt es nach { $harbour }.
rules-delivery-3 = Dort gelöscht, bringt es seinem Eigentümer eine Karte von { $harbour }: { $product }. Das Schiff kehrt zurück.
rules-mark-card = { $product } für den Eigentümer des Schiffs

rules-example-lock = Beispiel: eine Schleuse
rules-lock-1 = Die Schleuse { $lock } ist geschlossen: Die Ansage { $colour } bringt das Schiff nicht hindurch.
rules-mark-lock-closed = { $lock }: geschlossen
rules-mark-stays-lock = von der Schleuse aufgehalten
rules-lock-2 = Eine Schleusenkarte öffnet { $lock }.
rules-mark-lock-open = { $lock }: offen
rules-lock-3 = Jetzt bringt dieselbe Ansage { $colour } das Schiff durch { $lock }.

rules-example-trade = Beispiel: ein Tausch
rules-trade-1 = { $seat } stellt ein Angebot zusammen: { $give } geben, { $ask } bekommen. Noch sieht es niemand sonst.
rules-trade-2 = { $seat } schickt es an { $other }; jetzt sehen es alle.
rules-trade-3 = { $other } nimmt an, und die Karten wechseln die Hand. Ablehnen hätte nichts geändert.
rules-give = gibt
rules-ask = fordert

rules-example-market = Beispiel: { character-trader } am Markt
rules-market-1 = { $seat } wählt die Rolle { character-trader } und hat { $sell }, das gerade { $price } einbringt.
rules-market-2 = { $seat } verkauft { $sell } für { $price }: Die Karte kommt unter ihren Stapel, und der Preis sinkt auf { $lower }.
rules-market-3 = Dann kauft { $seat } { $buy } für { $cost }, und dessen Preis steigt auf { $higher }.
rules-market-cash = Geld: { $cash }
rules-market-hand = Hand:

rules-more = Mehr Details
rules-more-sailing = Fahren im Detail
rules-more-harbours = Die Häfen und ihre Produkte
rules-more-cards = Alle Karten
rules-more-characters = Was jede Rolle tut
rules-more-end = Gleichstand und Zeitgrenze
rules-more-variants = Die Varianten

## Allen Spielen gemeinsam
rules-sail-call = Wer eine Farbe ansagt, lässt jedes Schiff auf einer Fahrrinne dieser Farbe einen Schritt vorwärts fahren, wenn der Platz davor frei ist. (C-2)
rules-sail-fork = Führen zwei Fahrrinnen dieser Farbe von einem Schiff weg, wählt sein Eigentümer die Richtung, auch wenn ein anderer ansagt. (C-2.4)
rules-sail-one-ship = Auf einer Start-, Wasser- oder Ankerposition liegt ein Schiff; ein Hafen nimmt beliebig viele auf. Ein Schiff, das fahren kann, muss fahren. Zuerst fahren die Schiffe dessen, der ansagt, dann die der anderen der Reihe nach, und ein blockiertes Schiff fährt, sobald der Weg frei ist. (C-2.2, C-2.3, C-2.5)
rules-sail-back = Manche Karten setzen ein Schiff über eine Fahrrinne beliebiger Farbe auf einen freien Platz zurück; ein Schiff auf einer Startposition kann nicht zurück. (C-3)
rules-trade-detail = Niemand sonst sieht ein Angebot, bevor es abgeschickt ist, und man kann es stattdessen zurückziehen. Getauscht werden nur Produktkarten, nie dasselbe Produkt in beide Richtungen. In Rotterdam endet Phase 5, wenn alle nacheinander passen, und nach drei Angeboten passt ein Spieler von selbst. (R-5)
rules-variants = Optionen, die du beim Anlegen eines Tisches wählst.

## Rotterdam
rules-rotterdam-goal = Belade deine Schiffe mit Rohstoffen und fahre sie zu dem Hafen, der sie annimmt. Jede Lieferung bringt eine Produktkarte, und mit Produktkarten erfüllst du deine geheimen Aufträge. Die meisten Punkte gewinnen.
rules-rotterdam-material = Jeder Spieler hat 5 Schiffe (4 bei drei Spielern, 3 bei vier) und 3 geheime Aufträge. Jeder Hafen hat seinen eigenen Stapel Produktkarten. (R-1)
rules-rotterdam-supply = Rohstoffe kommen aus einem begrenzten Vorrat: 7 Getreide, 5 Obst, 5 Container und 7 Öl. Navigationskarten und Aufträge liegen in verdeckten Stapeln.
rules-rotterdam-round = Eine Runde hat sechs Phasen. Der Hafenmeister beginnt jede, die anderen folgen im Uhrzeigersinn; danach geht das Amt nach links. (R-2, R-3)
rules-rotterdam-phase-1 = Einsetzen: Setze ein Schiff auf eine freie Startposition, beladen oder leer, oder passe.
rules-rotterdam-phase-2 = Fahren: Jeder sagt eine Farbe an.
rules-rotterdam-phase-3 = Anker: Jedes Schiff auf einem Ankerplatz bringt eine Navigationskarte.
rules-rotterdam-phase-4 = Löschen: Schiffe in Häfen liefern.
rules-rotterdam-phase-5 = Handel: Biete einen Tausch an oder passe.
rules-rotterdam-phase-6 = Aufträge: Erfülle einen Auftrag oder passe.
rules-rotterdam-deliver = Schiffe in Häfen werden in Phase 4 gelöscht: Der Rohstoff, den ein Hafen annimmt, bringt dem Eigentümer die oberste Produktkarte dort. (R-4)
rules-rotterdam-missions = In Phase 6 gibst du die Produkte ab, die einer deiner Aufträge nennt, legst ihn offen aus und ziehst einen neuen. (R-3.6)
rules-rotterdam-cards = Du hältst höchstens 3 Navigationskarten. Spiele sie in deinem eigenen Zug, bevor du entscheidest, aber nicht in dem Zug, in dem du sie bekommen hast. Vorteilskarten zählen, sobald sie offen ausliegen. (R-6)
rules-rotterdam-trade = In Phase 5 bietest du einem Spieler einen Tausch an, ein bis drei Produktkarten in jede Richtung, oder passt; er nimmt an oder lehnt ab. (R-5)
rules-rotterdam-end = Hat jemand 12 Auftragspunkte, endet die Runde nach Phase 6. Es zählen deine Aufträge, die Produktkarten auf deiner Hand und deine Vorteilskarten. (R-7)
rules-rotterdam-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat, dann wer mehr Produktkarten hat; sonst teilen sich die Spieler den Platz.

## Masters of Trade
rules-masters-goal = Handle im Hafen von Rotterdam: Kaufe Rohstoffe, bringe sie in den richtigen Hafen, verkaufe oder sammle die Produktkarten und erfülle die offen ausliegenden Aufträge. Geld kauft alles, aber nur Punkte gewinnen.
rules-masters-material = Jeder Spieler beginnt mit 15 Bargeld, 4 Schiffen (3 bei drei oder vier Spielern) und Dockarbeitern. Drei Aufträge liegen offen aus. (M-1)
rules-masters-markets = Rohstoffe werden teurer, je weniger noch auf dem Markt liegen; du darfst 3 im Vorrat halten. Produktpreise sinken, wenn jemand verkauft, und steigen, wenn jemand kauft. Die Schiffskarten bilden einen Stapel mit drei offenen Karten daneben.
rules-masters-setup = Vor Runde 1 darf jeder Spieler ein Schiff mit einem kostenlosen Rohstoff vom Markt einsetzen.
rules-masters-round = Reihum, vom Hafenmeister an, setzt du einen Dockarbeiter auf ein freies Feld einer Rolle und führst sofort ihre Handlung aus. Sind alle Arbeiter eingesetzt, endet die Runde und das Amt geht nach links. (M-2)
rules-masters-characters = Jede Rolle hat drei Felder (zwei bei zwei Spielern). Du darfst eine Rolle mehrmals pro Runde wählen, { character-manufacturer } nur einmal.
rules-masters-sailing = Schiffe fahren nur, wenn jemand die Rolle { character-captain } wählt, die nacheinander zwei Farben ansagt. (M-3.2, C-2)
rules-masters-bonus = Bringt { character-captain } das Schiff eines anderen in seinen passenden Hafen, zahlt dieser dem Ansager 1 und die Bank noch 1 dazu. Wer nicht zahlen kann, behält das Schiff, wo es ist. (C-2.7)
rules-masters-deliver = Schiffe werden nur gelöscht, wenn jemand die Rolle { character-discharger } wählt. Der richtige Rohstoff bringt dem Eigentümer die offene Produktkarte dieses Hafens, und eine Fabrik dort gibt ihrem Eigentümer die nächste. (M-3.4)
rules-masters-wrong = Ein Schiff mit dem falschen Rohstoff bringt nichts; die Einheit kommt in den Vorrat des Eigentümers, oder auf den Markt, wenn der Vorrat voll ist. Die Rolle { character-manufacturer } baut Fabriken: höchstens 4 je Spieler.
rules-masters-factories = Eine Fabrik produziert jedes Mal, wenn in ihrem Hafen ein passendes Schiff gelöscht wird, wem das Schiff auch gehört.
rules-masters-cards = Du hältst höchstens 3 Schiffskarten. Spiele sie in deinem eigenen Zug, vor oder nach der Handlung deiner Rolle. Sie wirken nie auf ein Schiff im Hafen. (M-2)
rules-masters-trading = Die Spieler tauschen nicht untereinander: Die Rolle { character-trader } verkauft Produktkarten an den Markt und kauft dort, bis zu dreimal. (M-3.5)
rules-masters-end = Hat jemand 15 Auftragspunkte, wird die Runde zu Ende gespielt, dann ist das Spiel vorbei. Es zählen Aufträge, die Produktkarten auf deiner Hand und Vorteilskarten; Geld zählt nicht. (M-4)
rules-masters-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat, dann wer mehr Geld hat; sonst teilen sich die Spieler den Platz.

## Antwerpen
rules-antwerpen-goal = Bringe Rohstoffe zu den Docks von Antwerpen, durch Schleusen, die sich öffnen und schließen, und sammle die Produktkarten, die deine geheimen Aufträge verlangen. Die meisten Punkte gewinnen.
rules-antwerpen-material = Jeder Spieler hat 5 Schiffe (4 bei drei Spielern, 3 bei vier), 3 geheime Aufträge und 2 Schleusenkarten. Die oberste Karte jedes Produktstapels liegt offen. (A-1)
rules-antwerpen-supply = Rohstoffe: 7 Spielzeug, 6 Kakao, 6 Gerste und 5 Kartoffeln, in einem gemeinsamen Vorrat. Alle drei Schleusen sind zu Beginn geschlossen.
rules-antwerpen-turn = In deinem Zug machst du eine Haupthandlung: ein Schiff auf eine freie Startposition laden, eine Farbe ansagen oder einen Auftrag tauschen. Davor und danach darfst du einen Auftrag erfüllen, tauschen und Karten spielen. (A-2)
rules-antwerpen-locks = Eine geschlossene Schleuse sperrt ihre Fahrrinne in beide Richtungen; Schleusenkarten öffnen und schließen Schleusen. (A-4)
rules-antwerpen-double = Eine Fahrrinne mit zwei Farben öffnet sich für beide.
rules-antwerpen-exit = Ein Schiff, das über den Transithafen hinausfährt, kehrt zu seinem Eigentümer zurück, und nach der Ansage wechselt jede Schleuse: Offene schließen, geschlossene öffnen sich. (A-6)
rules-antwerpen-deliver = Eine Lieferung geschieht sofort, auch im Zug eines anderen: Der richtige Rohstoff bringt die offene Produktkarte dieses Docks. So oder so kehrt das Schiff zurück. (A-6)
rules-antwerpen-missions = Ein Auftrag nennt zwei Produkte; gib sie ab, um ihn zu erfüllen, mit 2 Punkten mehr, wenn sie aus verschiedenen Docks kommen.
rules-antwerpen-wrong = Der falsche Rohstoff bringt nichts und schickt die offene Karte dieses Docks unter ihren Stapel. Das Deurganckdok nimmt bei einer Ansage zwei Schiffe auf.
rules-antwerpen-cards = Ein Schiff, das auf einem Ankerplatz ankommt, bringt eine Schiffskarte oder eine Schleusenkarte, nach Wahl. Du hältst höchstens 3 von jeder Sorte; spiele sie in deinem Zug, aber nicht in dem Zug, in dem du sie bekommen hast. (A-3, A-6)
rules-antwerpen-trading = Nur wer am Zug ist, macht Angebote, bis zu drei pro Zug: ein bis drei Produktkarten in jede Richtung, an einen Spieler, der annimmt oder ablehnt. (A-2)
rules-antwerpen-end = Erfüllt jemand seinen dritten Auftrag, hat jeder noch einen Zug, dieser Spieler als letzter. Es zählen deine Aufträge und die Produktkarten auf deiner Hand. (A-7)
rules-antwerpen-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat; sonst teilen sich die Spieler den Platz.
