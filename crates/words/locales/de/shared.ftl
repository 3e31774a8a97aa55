# Wörter, die alle Regelwerke teilen: Namen von Dingen, Schiffe, Ladung, Handel und die Aktionen,
# Entscheidungen und Ereignisse, die in Rotterdam, Masters of Trade und Antwerpen gleich lauten.
# Die Kennungen sind die der Engine (crates/engine/src/message.rs und */describe.rs).

## Rohstoffe
raw-grain = Getreide
raw-fruit = Obst
raw-containers = Container
raw-oil = Öl
raw-toys = Spielzeug
raw-cocoa = Kakao
raw-barley = Gerste
raw-potatoes = Kartoffeln

## Produkte
product-gasoline = Benzin
product-plastic = Plastik
product-bread = Brot
product-cookies = Plätzchen
product-orange_juice = Orangensaft
product-jam = Marmelade
product-clothes = Kleidung
product-shoes = Schuhe
product-toys = Spielzeug
product-board_games = Brettspiele
product-chocolate = Schokolade
product-pralines = Pralinen
product-witbier = Witbier
product-tripel = Tripel
product-kroketjes = Kroketten
product-frietjes = Fritten

## Farben der Fahrrinnen
colour-red = Rot
colour-yellow = Gelb
colour-green = Grün
colour-blue = Blau
colour-violet = Lila

## Schiffskarten (Navigation)
card-swap_cargo = Ladungstausch
card-extra_cargo = Zusatzladung
card-setback = Rückschlag
card-storm = Sturm
card-joker = Joker
card-advantage = Vorteil (1 Punkt)
card-extra_advantage = Großer Vorteil (2 Punkte)
card-cargo_thief = Ladungsdieb
card-port_police = Hafenpolizei

## Die Rollen von Masters of Trade
character-ship_owner = Reeder
character-captain = Kapitän
character-deck_hand = Matrose
character-discharger = Verlader
character-trader = Händler
character-shipping_agent = Spediteur
character-cashier = Kassierer
character-manufacturer = Fabrikant

## Schiffskarten, Schleusenkarten und Kartenstapel von Antwerpen
ship-card-sail_alone = Allein fahren
ship-card-extra_colour = Zusatzfarbe
ship-card-extra_ship = Zusatzschiff
ship-card-step_back = Schritt zurück
ship-card-double_yield = Doppelter Ertrag
ship-card-anchor = Anker
ship-card-swap_cargo = Ladungstausch
lock-card-open_1 = Öffnen: 1 Schleuse
lock-card-open_2 = Öffnen: 2 Schleusen
lock-card-open_3 = Öffnen: 3 Schleusen
lock-card-close_1 = Schließen: 1 Schleuse
lock-card-close_2 = Schließen: 2 Schleusen
lock-card-close_3 = Schließen: 3 Schleusen
lock-card-toggle_1 = Umstellen: 1 Schleuse
lock-card-toggle_2 = Umstellen: 2 Schleusen
pile-ship = Schiffskarte
pile-lock = Schleusenkarte

## Satzteile
seat = Platz { $seat }
nothing = nichts
none = keine
mission = { $products } ({ $points } Pkt.)
counted = { $n ->
        [one] { $what }
       *[other] { $what } ×{ $n }
    }
cargo-empty = leer
cargo-loaded = beladen mit { $raw }
in-supply = Vorrat
with-joker = , ein Joker für { $product }
no-joker = {""}
ship = Schiff { $ship }
ship-of = Schiff { $ship } von { $owner }
ship-detail = Schiff { $ship } ({ $owner }, auf { $at }, { $cargo })

## Aktionen
action-unknown = { $json }
action-pass = passen
action-end-turn = den Zug beenden
action-place-ship = ein Schiff auf { $pos } setzen, { $cargo }
action-call-colour = { $colour } ansagen
action-steer-fork = nach { $pos } steuern
action-play-card = „{ $card }“ ausspielen
action-lay-card = „{ $card }“ offen vor sich auslegen
action-select-ship = { $ship } wählen
action-select-position = { $pos } wählen
action-add-give = 1 × { $product } anbieten
action-add-ask = 1 × { $product } verlangen
action-send-offer = das Angebot an { $to } schicken
action-withdraw = das Angebot zurückziehen
action-accept = das Angebot annehmen
action-decline = das Angebot ablehnen

## Entscheidungen
expect-game-over = das Spiel ist vorbei
expect-fork = an einer Gabelung steuert der Besitzer das Schiff auf ein freies Ziel
expect-respond = der Empfänger nimmt das Angebot an (wenn er das Verlangte hat) oder lehnt es ab
expect-compose = Karten zum Geben (aus der Hand) oder Verlangen hinzufügen (höchstens 3 je Richtung, kein Produkt in beide Richtungen), an einen Mitspieler schicken oder zurückziehen
expect-card = { $seat } spielt „{ $card }“ aus: { $what }
card-stage-place = das zusätzliche Schiff auf eine freie Startposition setzen
card-stage-ship = das Zielschiff der Karte wählen
card-stage-second-ship = Schiff { $ship } gewählt, jetzt das zweite Schiff wählen (mit anderer Ladung)
card-stage-back = wählen, wohin Schiff { $ship } zurückfährt ({ $steps ->
        [one] noch { $steps } Schritt
       *[other] noch { $steps } Schritte
    }, C-3)
card-stage-receiver = Ladung von Schiff { $ship } nehmen: das eigene leere Schiff wählen, das sie bekommt
card-stage-receiver-start = Ladung von Schiff { $ship } nehmen: eine freie Startposition für das neue Schiff wählen

## Ereignisse
event-round-started = -- Runde { $round } beginnt; Hafenmeister: { $seat } --
event-passed = { $seat } passt
event-ship-placed = { $seat } setzt Schiff { $ship } auf { $pos }, { $cargo }
event-colour-called = { $seat } sagt { $colour } an
event-ship-moved = { $ship } fährt { $from } → { $to }
event-ship-moved-back = { $ship } fährt { $from } → { $to } (zurück)
event-card-played = { $seat } spielt „{ $card }“ aus
event-card-laid = { $seat } legt „{ $card }“ offen vor sich aus
event-cargo-swapped = { $a } und { $b } tauschen ihre Ladung
event-cargo-moved = { $cargo } wechselt von { $from } zu { $to }
event-unloaded-empty = { $seat } entlädt Schiff { $ship } in { $harbour }: leer, keine Produktkarte
event-unloaded-product = { $seat } entlädt Schiff { $ship } in { $harbour }: { $cargo }, und nimmt { $product }
event-unloaded-card = { $seat } entlädt Schiff { $ship } in { $harbour }: { $cargo }, und nimmt eine Produktkarte
event-unloaded-pile-empty = { $seat } entlädt Schiff { $ship } in { $harbour }: { $cargo }: der Stapel ist leer, keine Produktkarte
event-unloaded-wrong = { $seat } entlädt Schiff { $ship } in { $harbour }: { $cargo }: falsche Ladung, keine Produktkarte
event-product-buried = die oberste Karte des Stapels von { $harbour } ({ $product }) kommt unter den Stapel
event-offer-sent = { $from } bietet { $to } { $give } für { $ask } an
event-offer-accepted = { $to } nimmt das Angebot von { $from } an
event-offer-declined = { $to } lehnt das Angebot von { $from } ab
event-offer-withdrawn = { $seat } zieht das Angebot zurück
event-mission-drawn = { $seat } zieht den Auftrag { $mission }
event-mission-drawn-hidden = { $seat } zieht eine Auftragskarte
event-game-ended = == das Spiel ist zu Ende ==
event-game-ended-round-cap = == das Spiel ist zu Ende: die Rundengrenze ist erreicht ==
