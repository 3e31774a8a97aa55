# Hilfe am Tisch: die Regelseite jedes Regelwerks (web/rules.js), die Tooltips auf Karten und
# Rollen, die Zeile „Was jetzt zu tun ist“ über den Wahlmöglichkeiten und das Spielende in der
# Kopfzeile des Tisches (web/help.js). Jede Sprache hat dieselben Ids und Variablen. Die Regeln
# stehen hier in den eigenen Worten des Projekts (docs/RULES.md und docs/RULINGS.md), nie in denen
# einer Spielanleitung.

## Die Seite rund um die Regeln
help-rules = Spielregeln
help-rules-of = Spielregeln von { $game }
help-rules-title = { $game }: die Spielregeln
help-new-tab = öffnet in einem neuen Tab
help-contents = Inhalt
help-back-lobby = Zurück zur Lobby
help-other-games = Die anderen Spiele
help-intro = Diese Seite erklärt, wie Havenbaron { $game } spielt. Die Kürzel in Klammern (etwa R-3) sind die Regelnummern, die Meldungen und Ablehnungen des Programms nennen.
help-no-game = Es gibt kein Spiel „{ $id }“.

## Überschriften
help-sec-goal = Das Ziel
help-sec-material = Das Material
help-sec-round = Eine Spielrunde
help-sec-turn = Ein Spielzug
help-sec-sailing = Fahren und die Fahrrinnen
help-sec-delivering = Liefern und Produkte
help-sec-cards = Karten
help-sec-characters = Die Rollen
help-sec-trading = Handel
help-sec-end = Spielende und Wertung
help-sec-variants = Varianten

## Allen Spielen gemeinsam
help-harbours = Jeder Hafen nimmt einen Rohstoff an und gibt seine eigenen Produktkarten:
help-harbour-row = { $harbour } nimmt { $raw } an und gibt { $products }
help-product-points = { $product } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
help-sailing-call = Wer eine Farbe wählt, lässt Schiffe auf den Fahrrinnen dieser Farbe fahren: Jedes Schiff, das vor einer Fahrrinne der gewählten Farbe liegt, fährt auf ihr einen Schritt vorwärts, wenn der Platz an ihrem Ende frei ist. Fahrrinnen führen nur vorwärts, zu den Häfen hin. (C-2)
help-sailing-one-ship = Auf einer Start-, Wasser- oder Ankerposition liegt höchstens ein Schiff; ein Hafen nimmt beliebig viele auf. Ein Schiff fährt pro gewählter Farbe höchstens einen Schritt. Zuerst fahren die Schiffe dessen, der die Farbe wählt, dann die der anderen der Reihe nach; ein blockiertes Schiff bekommt eine neue Chance, sobald die Schiffe vor ihm weitergefahren sind. Ein Schiff, das fahren kann, muss fahren. (C-2)
help-sailing-fork = Führen von der Position eines Schiffes zwei Fahrrinnen der gewählten Farbe weg und sind beide Enden frei, entscheidet sein Eigentümer, wohin es fährt, auch im Zug eines anderen; ist nur ein Ende frei, fährt es dorthin. (C-2.4)
help-sailing-back = Manche Karten setzen ein Schiff rückwärts, über eine Fahrrinne beliebiger Farbe, auf einen freien Platz; ein Schiff auf einer Startposition kann nicht zurück. (C-3)
help-trade-offer = Ein Tausch wird einem anderen Spieler angeboten: ein bis drei Produktkarten zum Geben und ein bis drei zum Fordern, nie dasselbe Produkt in beide Richtungen. Das Angebot wird Karte für Karte zusammengestellt, und niemand sonst sieht es, bevor es abgeschickt ist; es kann auch zurückgezogen werden. (R-5)
help-trade-answer = Wer ein Angebot erhält, nimmt es an (wenn er die geforderten Karten hat) oder lehnt es ab, ohne Begründung. Angebote und angenommene Tausche sieht jeder. Getauscht werden nur Produktkarten.
help-cap-rounds = Erreicht niemand das Ende, hält das Spiel an einer Sicherheitsgrenze, die beim Anlegen des Tisches gewählt wird (nach Runde { $cap }, wenn nichts anderes eingestellt ist). Ein solches Spiel wird gewertet, wie es steht, gilt aber als unvollendet: niemand gewinnt es. (C-7)
help-cap-turns = Erreicht niemand das Ende, hält das Spiel an einer Sicherheitsgrenze, die beim Anlegen des Tisches gewählt wird (nach Zug { $cap }, wenn nichts anderes eingestellt ist). Ein solches Spiel wird gewertet, wie es steht, gilt aber als unvollendet: niemand gewinnt es. (C-7)
help-variants-none = Dieses Spiel hat keine Varianten.
help-variant-default = Vorgabe: { $value }
help-variant-safe_harbour = Keine Karte wirkt auf ein Schiff oder seine Ladung, solange das Schiff in einem Hafen liegt.
help-variant-open_products = Die oberste Karte jedes Produktstapels liegt offen, sodass jeder sieht, was eine Lieferung dort einbringt. Ein Schiff, das die falsche Ladung (oder keine) löscht, schickt diese offene Karte unter ihren Stapel.
help-variant-fixed_rounds = Das Spiel dauert eine feste Zahl von Runden (10 bei zwei Spielern, 8 bei drei, 6 bei vier); das Ende bei 15 Punkten entfällt.
help-variant-auction = Vor jeder Runde bieten die Spieler Geld für das Amt des Hafenmeisters. Links vom bisherigen Hafenmeister beginnend bietet jeder mehr als das bisher höchste Gebot oder passt; der Höchstbietende zahlt an die Bank und führt die Runde an. Ohne Gebot wechselt der Hafenmeister wie sonst.
help-variant-factory_layout = Wo die Fabrikplätze liegen und was sie kosten.
help-variant-factory_layout-nl = zwei Plätze in Botlek und Vulcaanhaven, vier in Merwehaven und Eemhaven.
help-variant-factory_layout-en = vier Plätze in Botlek und Vulcaanhaven, zwei in Merwehaven und Eemhaven.

## Rotterdam
help-rotterdam-goal = Belade deine Schiffe mit Rohstoffen, fahre sie durch den Hafen in den Hafen, der sie verarbeitet, und verdiene dort Produktkarten. Füge Produktkarten zu Aufträgen zusammen: Wer am Ende die meisten Punkte hat, gewinnt.
help-rotterdam-material-ships = Schiffe: 5 je Spieler bei zwei Spielern, 4 bei drei, 3 bei vier. Nach dem Löschen kehren Schiffe zu ihrem Eigentümer zurück und können wieder fahren.
help-rotterdam-material-supply = Rohstoffe kommen aus einem gemeinsamen, begrenzten Vorrat: 7 Getreide, 5 Obst, 5 Container und 7 Öl.
help-rotterdam-material-cards = Die Produktkarten liegen in vier verdeckten Stapeln, einer je Hafen. Jeder Spieler beginnt mit 3 geheimen Aufträgen; der Rest bildet einen Stapel. Die Navigationskarten bilden einen weiteren verdeckten Stapel.
help-rotterdam-round = Jede Runde hat sechs Phasen. In jeder Phase beginnt der Hafenmeister, die anderen folgen im Uhrzeigersinn. Nach der sechsten Phase geht das Amt des Hafenmeisters nach links. (R-2, R-3)
help-rotterdam-phase-1 = Einsetzen und Beladen: Setze ein Schiff aus deinem Vorrat auf eine freie Startposition, beladen mit einem Rohstoff deiner Wahl oder leer, oder passe.
help-rotterdam-phase-2 = Navigieren: Jeder muss reihum eine Farbe wählen; dieselbe Farbe darf erneut gewählt werden.
help-rotterdam-phase-3 = Navigationskarten: Für jedes Schiff, das du zu Beginn der Phase auf einem Ankerplatz hast, ziehst du eine Navigationskarte.
help-rotterdam-phase-4 = Löschen: Jedes Schiff in einem Hafen wird gelöscht (siehe unten).
help-rotterdam-phase-5 = Handel: Die Spieler machen einander Angebote, bis alle nacheinander gepasst haben.
help-rotterdam-phase-6 = Aufträge: Jeder Spieler darf einen Auftrag erfüllen.
help-rotterdam-anchor = Ankerplätze sind Wasserpositionen mit einem Anker: Ein Schiff, das dort liegt, wenn Phase 3 beginnt, bringt seinem Eigentümer eine Navigationskarte.
help-rotterdam-deliver = Ein Schiff, das einen Hafen erreicht, wartet dort bis Phase 4. Dann wird es gelöscht: Ist seine Ladung das, was der Hafen annimmt, zieht sein Eigentümer die oberste Produktkarte dieses Hafens. So oder so geht der Rohstoff zurück in den Vorrat und das Schiff zu seinem Eigentümer. (R-3, R-4)
help-rotterdam-missions = Ein Auftrag nennt zwei oder drei Produkte. In Phase 6 darfst du einen Auftrag erfüllen, dessen Produkte du hast: Gib diese Produktkarten ab (sie kommen unter ihre Stapel), lege den Auftrag offen vor dich und ziehe einen neuen. Ein Joker darf ein Produkt eines Auftrags ersetzen.
help-rotterdam-cards = Du hältst höchstens 3 Navigationskarten. Spiele sie in deinem eigenen Zug einer Phase, bevor du entscheidest; eine Karte, die du in einem Zug bekommst, spielst du erst in einem späteren. Vorteilskarten legst du stattdessen offen aus; sie zählen ihre Punkte. (R-6)
help-rotterdam-trading = Phase 5 geht vom Hafenmeister aus reihum: Wer dran ist, macht ein Angebot oder passt. Nach drei Angeboten in der Phase passt ein Spieler von selbst. Die Phase endet, wenn alle nacheinander gepasst haben.
help-rotterdam-end = Sobald ein Spieler 12 oder mehr Auftragspunkte hat, wird Phase 6 dieser Runde zu Ende gespielt (die Spieler nach ihm dürfen noch einen Auftrag erfüllen), und das Spiel ist vorbei. (R-7)
help-rotterdam-score = Wertung: Auftragspunkte, plus die Punkte deiner Vorteilskarten (auf der Hand und ausgelegt), plus die Punkte der Produktkarten auf deiner Hand. Aufträge, die noch auf der Hand sind, zählen nichts.
help-rotterdam-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat, dann wer mehr Produktkarten hat; sonst teilen sich die Spieler den Platz.

## Masters of Trade
help-masters-goal = Du bist Händler im Hafen von Rotterdam: Kaufe Rohstoffe, bringe sie in den richtigen Hafen, sammle und handle Produktkarten, baue Fabriken und erfülle die gemeinsamen Aufträge. Geld bezahlt alles, aber nur Punkte gewinnen.
help-masters-material-ships = Schiffe: 4 je Spieler bei zwei Spielern, 3 bei drei oder vier. Jeder Spieler beginnt mit 15 (Millionen) Bargeld; die Bank wird nie leer. Dockarbeiter: 4 je Spieler bei zwei oder drei Spielern, 3 bei vier.
help-masters-material-markets = Der Rohstoffmarkt: Jeder Rohstoff hat eine Preisleiste, und je weniger Einheiten noch darauf liegen, desto teurer die nächste. Verkaufen legt eine Einheit zurück und bringt den Preis des Feldes, das sie füllt. Du darfst bis zu 3 Einheiten im Vorrat halten. Der Produktmarkt: Jedes Produkt hat einen Preisanzeiger, der sinkt, wenn jemand verkauft, und steigt, wenn jemand kauft.
help-masters-material-cards = Drei Aufträge liegen offen aus, für alle zu erfüllen. Die Produktstapel sind offen: ihre oberste Karte liegt offen. Die Schiffskarten (die Navigationskarten von Rotterdam) bilden einen Stapel mit drei offenen Karten daneben.
help-masters-setup = Vor der ersten Runde darf jeder Spieler, der Hafenmeister zuerst, ein Schiff auf eine freie Startposition setzen, mit einem kostenlosen Rohstoff seiner Wahl vom Markt. (M-1)
help-masters-round = Reihum, beginnend beim Hafenmeister, setzt jeder Spieler einen Dockarbeiter auf ein freies Feld einer Rolle und führt deren Handlung sofort aus. Sind alle Dockarbeiter eingesetzt, endet die Runde und das Amt des Hafenmeisters geht nach links. (M-2)
help-masters-fields = Jede Rolle hat drei Felder (zwei bei zwei Spielern); ein besetztes Feld bleibt für die Runde besetzt. Dieselbe Rolle darf in einer Runde mehrmals gewählt werden, außer { character-manufacturer }: einmal pro Runde.
help-masters-sailing = Schiffe fahren nur, wenn jemand die Rolle { character-captain } wählt, die nacheinander zwei Farben wählt (zweimal dieselbe ist erlaubt). Für jedes Schiff eines anderen Spielers, das so in seinen passenden Hafen kommt, zahlt dessen Eigentümer dem Wählenden 1 und die Bank noch einmal 1. Ein Eigentümer, der nicht zahlen kann, behält dieses Schiff, wo es ist. (M-3.2)
help-masters-deliver = Schiffe in Häfen werden nur gelöscht, wenn jemand die Rolle { character-discharger } wählt. Ein Schiff mit dem passenden Rohstoff bringt seinem Eigentümer die offene Produktkarte dieses Hafens; danach gibt eine Fabrik dort, die in dieser Handlung noch nicht produziert hat, vom Löschenden gewählt, ihrem Eigentümer die nächste Karte. Die Einheit geht zurück auf den Markt. Ein Schiff mit dem falschen Rohstoff bringt nichts, und seine Einheit geht in den Vorrat des Eigentümers (oder auf den Markt, wenn der Vorrat voll ist). (M-3.4)
help-masters-factories = Die Rolle { character-manufacturer } baut eine Fabrik auf den nächsten freien Platz eines Hafens und zahlt dessen Preis; niemand besitzt mehr als 4 Fabriken. Fabriken helfen ihren Eigentümern jedes Mal, wenn in ihrem Hafen ein passendes Schiff gelöscht wird, wem das Schiff auch gehört.
help-masters-cards = Du hältst höchstens 3 Schiffskarten. Spiele sie in deinem eigenen Zug: vor oder nach der Handlung deiner Rolle und zwischen den Schritten von { character-ship_owner }, { character-captain } und { character-trader }. Karten wirken nie auf Schiffe in einem Hafen. Vorteilskarten zählen, wenn sie offen ausliegen. (M-2)
help-masters-trading = Die Spieler tauschen nicht untereinander. Die Rolle { character-trader } verkauft Produktkarten an den Markt und kauft sie von ihm, zum aktuellen Preis. (M-3.5)
help-masters-end = Sobald ein Spieler 15 oder mehr Auftragspunkte hat, wird die Runde zu Ende gespielt, dann ist das Spiel vorbei. (M-4)
help-masters-score = Wertung: Auftragspunkte, plus die Punkte der Produktkarten auf deiner Hand, plus Vorteilskarten (auf der Hand und ausgelegt). Geld zählt nicht.
help-masters-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat, dann wer mehr Geld hat; sonst teilen sich die Spieler den Platz.

## Antwerpen
help-antwerpen-goal = Bringe Rohstoffe zu den Docks von Antwerpen, durch Schleusen, die sich öffnen und schließen, und sammle die Produktkarten, die deine Aufträge verlangen. Wer nach den letzten Zügen die meisten Punkte hat, gewinnt.
help-antwerpen-material-ships = Schiffe: 5 je Spieler bei zwei Spielern, 4 bei drei, 3 bei vier.
help-antwerpen-material-supply = Rohstoffe: 7 Spielzeug, 6 Kakao, 6 Gerste und 5 Kartoffeln, in einem gemeinsamen Vorrat.
help-antwerpen-material-cards = Die Produktstapel sind offen: Jede oberste Karte liegt offen. Jeder Spieler beginnt mit 3 geheimen Aufträgen und 2 Schleusenkarten; Schiffskarten verdient man auf dem Wasser.
help-antwerpen-material-locks = Drei der Docks liegen hinter einer Schleuse. Alle drei Schleusen sind zu Beginn geschlossen.
help-antwerpen-turn = Die Spieler sind im Uhrzeigersinn am Zug. In deinem Zug machst du genau eine Haupthandlung; davor und danach darfst du Zusatzhandlungen machen. Nach der Haupthandlung beendest du deinen Zug. (A-2)
help-antwerpen-main = Haupthandlungen: Beladen (setze eines deiner Schiffe mit einem Rohstoff deiner Wahl auf eine freie Startposition), Fahren (wähle eine Farbe) oder einen Auftrag tauschen (lege einen ab und ziehe einen anderen).
help-antwerpen-extra = Zusatzhandlungen: einen Auftrag pro Zug erfüllen, bis zu drei Tauschangebote machen und Schiffs- und Schleusenkarten spielen, die du nicht in diesem Zug bekommen hast.
help-antwerpen-double = Manche Fahrrinnen haben zwei Farben: Sie öffnen sich für jede der beiden.
help-antwerpen-locks = Eine geschlossene Schleuse sperrt ihre Fahrrinne in beide Richtungen für jedes Schiff; Schleusenkarten öffnen oder schließen Schleusen. (A-4)
help-antwerpen-anchor = Ein Schiff, das auf einem Ankerplatz ankommt (fahrend oder zurückgesetzt), bringt seinem Eigentümer die oberste Karte des Schleusenstapels oder des Schiffsstapels, nach Wahl. Dort liegen zu bleiben bringt nichts weiter. (A-6)
help-antwerpen-exit = Ein Schiff, das über den Transithafen hinausfährt, verlässt den Plan: Das Schiff geht zurück zu seinem Eigentümer, sein Rohstoff in den Vorrat, und wenn alle Schiffe dieser Farbe gefahren sind, wechselt jede Schleuse ihren Zustand (offen wird geschlossen und geschlossen wird offen). (A-6)
help-antwerpen-deliver = Lieferungen geschehen sofort, auch im Zug eines anderen. Ein Schiff, das in den Hafen seines Rohstoffs einfährt, bringt seinem Eigentümer die offene Produktkarte dort, und die nächste Karte wird aufgedeckt. Ein Schiff mit dem falschen Rohstoff bringt nichts, und die offene Karte dieses Hafens kommt unter ihren Stapel. So oder so geht das Schiff zurück zu seinem Eigentümer und der Rohstoff in den Vorrat. In das Deurganckdok dürfen bei einer Farbe zwei Schiffe einfahren. (A-6)
help-antwerpen-missions = Ein Auftrag nennt zwei Produkte; er ist 2 Punkte mehr wert, wenn sie aus verschiedenen Docks kommen. Erfülle ihn, indem du diese Produktkarten abgibst (sie kommen unter ihre Stapel); lege den Auftrag offen aus und ziehe einen neuen.
help-antwerpen-cards = Du hältst höchstens 3 Schiffskarten und 3 Schleusenkarten. Spiele sie in deinem eigenen Zug, vor oder nach der Haupthandlung (die Karte { ship-card-anchor } ist die Ausnahme); Karten, die du in einem Zug bekommst, spielst du ab dem nächsten Zug. (A-3)
help-antwerpen-trading = Nur wer am Zug ist, macht Angebote, höchstens drei pro Zug, zu jedem Zeitpunkt des Zuges.
help-antwerpen-end = Sobald ein Spieler seinen dritten Auftrag erfüllt, hat jeder Spieler noch genau einen Zug, dieser Spieler als letzter. (A-7)
help-antwerpen-score = Wertung: Auftragspunkte plus die Punkte der Produktkarten auf deiner Hand. Aufträge, die noch auf der Hand sind, zählen nichts.
help-antwerpen-ties = Bei Gleichstand gewinnt, wer mehr Auftragspunkte hat; sonst teilen sich die Spieler den Platz.

## Tooltips: was eine Karte oder Rolle tut und wann sie gespielt werden kann
help-card-swap_cargo = Tausche die Ladung zweier Schiffe auf dem Plan (ein leeres Schiff zählt als Ladung).
help-card-extra_cargo = Setze ein zusätzliches Schiff aus deinem Vorrat auf eine freie Startposition, beladen mit einem Rohstoff.
help-card-setback = Setze ein beliebiges Schiff eine Fahrrinne zurück.
help-card-storm = Setze ein beliebiges Schiff zwei Fahrrinnen zurück (eine, wenn die zweite nicht geht).
help-card-joker = Ersetzt ein beliebiges Produkt, wenn du einen Auftrag erfüllst, höchstens einer pro Auftrag.
help-card-advantage = Am Ende 1 Punkt wert. Lege sie offen vor dich, um Platz auf der Hand zu schaffen.
help-card-extra_advantage = Am Ende 2 Punkte wert. Lege sie offen vor dich, um Platz auf der Hand zu schaffen.
help-card-cargo_thief = Nimm die Ladung eines beliebigen Schiffes und lade sie auf eines deiner leeren Schiffe (oder auf ein neues Schiff von dir auf einer freien Startposition).
help-card-port_police = Schicke die Ladung eines beliebigen Schiffes zurück in den Vorrat; das Schiff bleibt, leer.
help-when-rotterdam-play = Wann: in deinem eigenen Zug einer Phase, bevor du entscheidest; nicht in dem Zug, in dem du sie bekommen hast.
help-when-rotterdam-vp = Wann: offen ausgelegt in deinem eigenen Zug einer Phase.
help-when-rotterdam-joker = Wann: abgegeben mit einem Auftrag in Phase 6.
help-when-masters-play = Wann: in deinem eigenen Zug, vor oder nach der Handlung deiner Rolle (oder zwischen ihren Schritten); sie wirkt nicht auf Schiffe in einem Hafen.
help-when-masters-vp = Wann: offen ausgelegt in deinem eigenen Zug.
help-when-masters-joker = Wann: abgegeben mit einem Auftrag, durch die Rolle { character-shipping_agent }.
help-character-ship_owner = Nimm eine kostenlose Einheit des billigsten Rohstoffs, kaufe und verkaufe Rohstoffe und setze bis zu zwei Schiffe auf freie Startpositionen (höchstens eines davon leer).
help-character-captain = Wähle nacheinander zwei Farben. Für jedes Schiff eines anderen, das du in seinen passenden Hafen bringst, zahlt dir sein Eigentümer 1 und die Bank 1.
help-character-deck_hand = Nimm eine Schiffskarte (offen oder vom Stapel); danach nimmt jeder Spieler eine Karte je eigenem Schiff auf einem Ankerplatz.
help-character-discharger = Lösche jedes Schiff in den Häfen; passende Ladung bringt die offene Produktkarte, und du wählst, welche Fabrik dort noch eine herstellt.
help-character-trader = Bis zu drei Geschäfte mit dem Produktmarkt: Produktkarten zum aktuellen Preis verkaufen oder kaufen.
help-character-shipping_agent = Erfülle einen der offenen Aufträge mit deinen Produktkarten.
help-character-cashier = Nimm Geld von der Bank (3, 2 oder 1, je nach Feld).
help-character-manufacturer = Baue eine Fabrik auf den nächsten freien Platz eines Hafens und zahle ihren Preis. Einmal pro Runde und Spieler.
help-when-character = Wann: in deinem Zug, indem du einen Dockarbeiter auf ein freies Feld der Rolle setzt.
help-shipcard-sail_alone = Wähle eine Farbe: Nur deine eigenen Schiffe fahren.
help-shipcard-extra_colour = Wähle eine zusätzliche Farbe: Alle Schiffe fahren.
help-shipcard-extra_ship = Setze ein zusätzliches Schiff von dir mit einem Rohstoff auf eine freie Startposition.
help-shipcard-step_back = Setze ein beliebiges Schiff eine Fahrrinne zurück.
help-shipcard-double_yield = Wenn dein Schiff in deinem eigenen Zug passend liefert, nimm auch die nächste Produktkarte.
help-shipcard-anchor = Halte eines deiner Schiffe an seinem Platz, während ein Gegner eine Farbe wählt. Wird außerhalb deines Zuges gespielt: direkt nach der Wahl, bevor ein Schiff fährt.
help-shipcard-swap_cargo = Tausche die Rohstoffe zweier Schiffe auf dem Plan, die nicht in einem Hafen liegen.
help-when-antwerpen-card = Wann: in deinem eigenen Zug, vor oder nach der Haupthandlung; nicht in dem Zug, in dem du sie bekommen hast.
help-lockcard-open = Öffne { $n ->
        [one] eine geschlossene Schleuse
       *[other] { $n } geschlossene Schleusen
    } deiner Wahl (weniger, wenn weniger geschlossen sind).
help-lockcard-close = Schließe { $n ->
        [one] eine offene Schleuse
       *[other] { $n } offene Schleusen
    } deiner Wahl (weniger, wenn weniger offen sind).
help-lockcard-toggle = Wähle { $n ->
        [one] eine Schleuse und öffne oder schließe sie
       *[other] { $n } Schleusen und öffne sie alle oder schließe sie alle
    }.

## Was jetzt zu tun ist, über den Wahlmöglichkeiten
help-do-label = Was jetzt zu tun ist
help-do-ended = Nichts mehr zu entscheiden: Sieh dir die Endwertung an, und mit Wiederholung die Partie noch einmal.
help-do-fork = Steuere an der Gabelung: Wähle, zu welchem freien Platz dein Schiff fährt.
help-do-compose = Dein Angebot: Füge im Handelsfeld Karten zum Geben und Fordern hinzu (1 bis 3 je Richtung), wähle den Spieler und sende es; oder ziehe es zurück.
help-do-respond = Beantworte das Angebot: Nimm es an (du musst die geforderten Karten haben) oder lehne es ab.
help-do-card-ship = { $card }: Wähle das Schiff, auf das sie wirkt.
help-do-card-second-ship = { $card }: Wähle das zweite Schiff, eines mit anderer Ladung.
help-do-card-back = { $card }: Wähle, wohin das Schiff zurückfährt ({ $steps ->
        [one] noch { $steps } Schritt
       *[other] noch { $steps } Schritte
    }).
help-do-card-receiver = { $card }: Wähle dein leeres Schiff, das die Ladung bekommt.
help-do-card-receiver-start = { $card }: Wähle eine freie Startposition für dein neues Schiff, das die Ladung bekommt.
help-do-card-place = { $card }: Wähle eine freie Startposition und den Rohstoff für das zusätzliche Schiff.
help-do-rotterdam-place = Setze ein Schiff aus deinem Vorrat auf eine freie Startposition, mit einem Rohstoff oder leer, oder passe.
help-do-rotterdam-navigate = Wähle eine Farbe: Jedes Schiff an einer Fahrrinne dieser Farbe fährt einen Schritt.
help-do-rotterdam-cards = Spiele eine Navigationskarte, wenn du willst, dann weiter: Jedes deiner Schiffe auf einem Ankerplatz bringt dir eine Navigationskarte.
help-do-rotterdam-unload = Spiele eine Navigationskarte, wenn du willst, dann weiter: Deine Schiffe in Häfen werden gelöscht, und passende Ladung bringt eine Produktkarte.
help-do-rotterdam-trade = Handel: Wähle im Handelsfeld die Karten zum Geben und Fordern und den Spieler, dann sende das Angebot; oder passe.
help-do-rotterdam-missions = Erfülle einen Auftrag, den deine Produktkarten abdecken (mit höchstens einem { card-joker }), oder passe.
help-do-masters-setup = Vor Runde 1: Setze ein Schiff mit einem kostenlosen Rohstoff vom Markt auf eine freie Startposition, oder passe.
help-do-masters-auction = Versteigerung: Erhöhe dein Gebot um 1 oder 5 und gib es ab (mehr als das Höchstgebot), oder passe. Der Höchstbietende wird Hafenmeister.
help-do-masters-plan = Wähle eine Rolle: Setze einen Dockarbeiter auf ihr nächstes freies Feld. Du darfst vorher eine Schiffskarte spielen.
help-do-masters-ship-owner = { $character }: Nimm die kostenlose Einheit, kaufe oder verkaufe Rohstoffe, setze bis zu zwei Schiffe; beende dann die Handlung.
help-do-masters-captain = { $character }: Wähle eine Farbe ({ $done } von 2 gewählt): Jedes Schiff an einer Fahrrinne dieser Farbe fährt einen Schritt.
help-do-masters-deck-hand = { $character }: Nimm eine offene Schiffskarte oder die oberste Karte des Stapels.
help-do-masters-factory = { $character }: Wähle die Fabrik, die hier eine Produktkarte herstellt.
help-do-masters-trader = { $character }: Verkaufe oder kaufe Produktkarten ({ $done } von 3 Geschäften), beende dann die Handlung.
help-do-masters-build = { $character }: Wähle den Hafen für deine Fabrik, auf seinem nächsten freien Platz.
help-do-masters-after = Deine Handlung ist fertig: Spiele eine Schiffskarte oder beende den Zug.
help-do-antwerpen-turn = Mache deine Haupthandlung: Belade ein Schiff, wähle eine Farbe oder tausche einen Auftrag. Davor oder danach darfst du einen Auftrag erfüllen, handeln oder Karten spielen.
help-do-antwerpen-turn-after = Haupthandlung erledigt: Erfülle einen Auftrag, handle oder spiele Karten, wenn du willst, dann beende den Zug.
help-do-antwerpen-sailing = Die Schiffe fahren.
help-do-antwerpen-anchor-window = { $caller } hat { $colour } gewählt: Spiele { $card }, um eines deiner Schiffe an seinem Platz zu halten, oder passe.
help-do-antwerpen-anchor-ship = Wähle das Schiff, das { $card } während dieser Farbe an seinem Platz hält.
help-do-antwerpen-take-card = Ein Schiff hat einen Ankerplatz erreicht: Nimm die oberste Schleusenkarte oder die oberste Schiffskarte.
help-do-antwerpen-double-yield = Eine passende Lieferung: Spiele { $card }, um zwei Produktkarten zu nehmen, oder nimm eine.
help-do-antwerpen-extra-ship = { $card }: Wähle eine freie Startposition und einen Rohstoff.
help-do-antwerpen-sail-alone = { $card }: Wähle eine Farbe; nur deine eigenen Schiffe an Fahrrinnen dieser Farbe fahren einen Schritt.
help-do-antwerpen-extra-colour = { $card }: Wähle eine Farbe; jedes Schiff an einer Fahrrinne dieser Farbe fährt einen Schritt.
help-do-antwerpen-step-back-ship = { $card }: Wähle ein Schiff, das eine Fahrrinne zurückfährt.
help-do-antwerpen-step-back-to = { $card }: Wähle, wohin das Schiff zurückfährt.
help-do-antwerpen-swap-first = { $card }: Wähle das erste Schiff.
help-do-antwerpen-swap-second = { $card }: Wähle das zweite Schiff, eines mit anderem Rohstoff.
help-do-antwerpen-open-lock = Wähle eine geschlossene Schleuse zum Öffnen (noch { $left }).
help-do-antwerpen-close-lock = Wähle eine offene Schleuse zum Schließen (noch { $left }).
help-do-antwerpen-toggle-direction = { $card }: Öffnest du die Schleusen, die du wählst, oder schließt du sie?
help-do-antwerpen-toggle-locks = Wähle eine Schleuse zum Umschalten (noch { $left }).

## Wie das Spiel endet, in der Kopfzeile des Tisches
help-end-rotterdam = Runde { $round } · endet nach der Runde, in der jemand { $points } Auftragspunkte erreicht
help-end-masters = Runde { $round } · endet nach der Runde, in der jemand { $points } Auftragspunkte erreicht
help-end-rotterdam-last = Runde { $round } · die letzte Runde: ein Spieler hat { $points } Auftragspunkte erreicht
help-end-masters-last = Runde { $round } · die letzte Runde: ein Spieler hat { $points } Auftragspunkte erreicht
help-end-masters-fixed = Runde { $round } von { $rounds } · das Spiel endet nach Runde { $rounds }
help-end-antwerpen = Zug { $turn }: { $seat } · ein dritter erfüllter Auftrag leitet die letzten Züge ein
help-end-antwerpen-last = Zug { $turn }: { $seat } · letzte Züge: das Spiel endet nach Zug { $last }
help-end-over-round = Runde { $round } · das Spiel ist vorbei
help-end-over-turn = Zug { $turn } · das Spiel ist vorbei
help-cap-near-round = Sicherheitsgrenze: das Spiel hält nach Runde { $cap } an
help-cap-near-turn = Sicherheitsgrenze: das Spiel hält nach Zug { $cap } an
