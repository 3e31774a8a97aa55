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
