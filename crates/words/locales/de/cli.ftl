# Die eigenen Wörter des Terminals (`havenbaron play`, `havenbaron replay`).

cli-seat-you = Platz { $seat } (du)
cli-seat-bot = Platz { $seat } ({ $bot })
cli-human = Mensch
cli-you = du
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } Spieler, Startwert { $seed }{ $variants }.
cli-against = Du bist Platz 0, gegen { $others }.
cli-how-to = Gib bei jeder Entscheidung die Nummer einer Aktion ein und drücke Enter (b: das Brett noch einmal zeigen, m: die Karte mit den Wahlmöglichkeiten, q: beenden).
cli-variant = , Variante { $name }={ $value }
cli-round-cap = , Rundengrenze { $cap }
cli-turn-cap = , Zuggrenze { $cap }
cli-left = { $why }: du verlässt das Spiel nach { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    }.
cli-left-recorded = Das unbeendete Spiel ist in { $path } aufgezeichnet.
cli-record-saved = Spielaufzeichnung in { $path } gespeichert.
cli-record-so-far = die bisherige Aufzeichnung ist in { $path } gespeichert
cli-final-scores = Endstand:
cli-bots-summary = { $ruleset }, { $players } Spieler, Startwert { $seed }{ $variants }: { $actions ->
        [one] 1 Aktion
       *[other] { $actions } Aktionen
    }
cli-only-choice = (deine einzige Wahl)
cli-what-happened = Was geschah:
cli-earlier-lines = … ({ $n ->
        [one] 1 frühere Zeile
       *[other] { $n } frühere Zeilen
    })
cli-prompt = Deine Wahl (1-{ $n }, b = Brett, m = Karte, q = beenden):
cli-why-end-of-input = Ende der Eingabe
cli-why-unreadable = unlesbare Eingabe
cli-why-quit = du hast beendet
cli-cannot-read = die Eingabe kann nicht gelesen werden ({ $error })
cli-type-a-number = Bitte gib eine Zahl von 1 bis { $n } ein.
cli-out-of-range = { $k } liegt außerhalb des Bereichs: gib eine Zahl von 1 bis { $n } ein.
cli-not-a-number = `{ $text }` ist keine Zahl: gib eine Zahl von 1 bis { $n } ein (b = Brett, m = Karte, q = beenden).
cli-decision = Deine Entscheidung ({ $rule }): { $what }
cli-refused = { $seat } hat eine Aktion gewählt, die die Regeln ablehnen ({ $action }): { $rule }: { $expected }
cli-verified = { $file }: geprüft — { $actions } Aktionen nachgespielt, Ergebnis und Prüfsumme des Endzustands { $hash } stimmen
cli-replay-config = { $ruleset }, { $players } Spieler, Startwert { $seed }{ $variants }
cli-left-before-end = das Spiel wurde vor seinem Ende verlassen ({ $progress })
cli-progress-round = Runde { $n }
cli-progress-turn = Zug { $n }

## Der Endstand
cli-col-seat = Platz
cli-col-player = Spieler
cli-col-total = gesamt
cli-col-missions = Aufträge
cli-col-assignments = Aufträge
cli-col-cards = Karten
cli-col-vp-cards = Punktkarten
cli-col-products = Produkte
cli-col-product-cards = Produktkarten
cli-col-rank = Rang
cli-rounds-played = Runden: { $n }
cli-turns-played = Züge: { $n }
cli-capped-rounds = abgebrochen (durch die Rundengrenze gestoppt)
cli-capped-turns = abgebrochen (durch die Zuggrenze gestoppt)
cli-not-capped = nicht abgebrochen (nach den Regeln beendet)
cli-no-winner-capped = unbeendet: kein Sieger (die Ränge sind der Stand beim Abbruch)
cli-winners = { $n ->
        [one] Sieger
       *[other] Sieger (gleichauf)
    }: { $list }

## Die Bildschirme von `play`: was Brett und Hände zeigen (crates/cli/src/render)
cli-nobody-game-over = niemand (das Spiel ist vorbei)
cli-nobody = niemand
cli-yes = ja
cli-no = nein
cli-mark-hm-to-act = [HM, am Zug]
cli-mark-hm = [HM]
cli-mark-to-act = [am Zug]
cli-board = Brett: { $name }
cli-no-ships-on-board = keine Schiffe auf dem Brett
cli-ships = Schiffe:
cli-kind-start = Start
cli-kind-anchor = Ankerplatz
cli-kind-harbour = Hafen
cli-kind-exit = Ausgang
cli-lock-open-mark = Schleuse { $lock } offen
cli-lock-closed-mark = Schleuse { $lock } GESCHLOSSEN
cli-channels-from-ships = Fahrrinnen ab den Schiffspositionen (* besetzt):
cli-free-starts = freie Startpositionen: { $list }
cli-harbours = Häfen:
cli-accepts = nimmt { $raw } an
cli-supply-raws = Rohstoffe im Vorrat: { $list }
cli-players = Spieler:
cli-known = (bekannt: { $list })
cli-your-hand = Deine Hand:
cli-hand-products = Produkte:
cli-hand-missions = Aufträge:
cli-hand-navigation = Schiffskarten:
cli-hand-shipping = Schiffskarten:
cli-hand-ship-cards = Schiffskarten:
cli-hand-lock-cards = Schleusenkarten:
cli-you-hold = (du hast { $have } von { $wanted })
cli-variants = Varianten: { $list }
cli-round-cap-short = Grenze { $n }
cli-sail = Farbansage läuft: { $colour }, angesagt von { $seat }
cli-sail-fork = ; Schiff { $ship } von { $owner } wartet an einer Gabelung auf { $pos }
cli-card-play = { $seat } spielt „{ $card }“ aus: { $stage }
cli-card-ship = das Zielschiff wird gewählt
cli-card-second-ship = Schiff { $ship } gewählt, das zweite wird gewählt
cli-card-back = Schiff { $ship } fährt zurück ({ $steps ->
        [one] noch { $steps } Schritt
       *[other] noch { $steps } Schritte
    })
cli-card-receiver = Ladung von Schiff { $ship } nehmen: das empfangende Schiff wird gewählt
cli-card-receiver-start = Ladung von Schiff { $ship } nehmen: eine Startposition für ein neues Schiff wird gewählt
cli-card-place = das zusätzliche Schiff wird eingesetzt
cli-offer-to = Handelsangebot von { $from } an { $to }: gibt { $give }; verlangt { $ask }
cli-offer-composing = Handelsangebot von { $from } (in Arbeit): gibt { $give }; verlangt { $ask }
cli-pile-top = Produktstapel { $size }, oberste Karte: { $product }
cli-pile-empty = Produktstapel { $size } (leer)
cli-pile-face-down = Produktstapel { $size }, oberste Karte vorerst verdeckt
cli-pile = Produktstapel { $size }

## Der Bildschirm von Rotterdam
cli-r-header = === Runde { $round } (Grenze { $cap }) · Phase { $phase }: { $name } · Hafenmeister: { $hm } · am Zug: { $actor } ===
cli-r-piles = Stapel: Aufträge { $missions }, Schiffskarten { $navigation } (gespielt: { $played })
cli-r-player = Schiffe im Vorrat { $ships } | Hand: { $products ->
        [one] { $products } Produkt
       *[other] { $products } Produkte
    }{ $known }, { $missions ->
        [one] { $missions } Auftrag
       *[other] { $missions } Aufträge
    }, { $navigation } Schiffskarten | Aufträge erfüllt { $done } ({ $points } Pkt.) | ausgelegt: { $laid }

## Der Bildschirm von Masters of Trade
cli-m-header = === Masters of Trade · Runde { $round } ({ $cap }) · { $stage } · Hafenmeister: { $hm } · am Zug: { $actor } ===
cli-m-round-of = von { $n }
cli-m-stage-setup = Vorbereitung: ein kostenloses Schiff mit kostenlosem Rohstoff
cli-m-stage-auction = Versteigerung des Hafenmeisters
cli-m-stage-plan = Hafenplanung: einen Dockarbeiter einsetzen
cli-m-stage-character = { $character }
cli-m-stage-fork = { $character }: ein Schiff an einer Gabelung
cli-m-stage-deck-hand = { $character }: Schiffskarten
cli-m-stage-factory = { $character }: eine Fabrik ist zu bestimmen
cli-m-stage-after = nach der Handlung der Rolle
cli-m-variants = Varianten: { $list } · { $end }
cli-m-end-fixed = das Spiel endet nach Runde { $round }
cli-m-end-points = das Spiel endet nach der Runde, in der jemand { $points } Auftragspunkte hat
cli-m-planning = Hafenplanung ({ $per ->
        [one] { $per } Feld
       *[other] { $per } Felder
    } pro Rolle; Dockarbeiter eingesetzt { $placed } von { $total }, { $each } je Spieler):
cli-m-field-full = voll
cli-m-cashier-pays = (zahlt { $list }{ $next })
cli-m-cashier-next = ; als Nächstes { $amount }
cli-m-manufacturer-used = (einmal pro Runde und Spieler; genutzt von { $list })
cli-m-site-owned = { $site }: { $owner }
cli-m-site-free = { $site }: frei ({ $price })
cli-m-no-free-site = kein freier Standort
cli-m-next-site = nächster Standort kostet { $price }
cli-m-factory-sites = Fabrikstandorte { $list } · { $next }
cli-m-raw-market = Rohstoffmarkt (Einheiten auf dem Markt · Kauf- / Verkaufspreis):
cli-m-raw-prices = Kauf { $buy } · Verkauf { $sell }
cli-m-market-full = voll
cli-m-product-market = Produktmarkt (Preis jetzt, Tabelle):
cli-m-assignments = Aufträge (offen, gemeinsam):
cli-m-none-left = keine mehr
cli-m-shipping = Offene Schiffskarten: { $list } · Stapel { $pile } (gespielt: { $played }) · Auftragsstapel { $assignments }
cli-m-player = Geld { $money } | Vorrat: { $stock } | Schiffe im Vorrat { $ships } | Hand: { $products ->
        [one] { $products } Produkt
       *[other] { $products } Produkte
    }, { $shipping } Schiffskarten{ $known } | Fabriken { $factories } | Aufträge { $done } ({ $points } Pkt.) | ausgelegt: { $laid }
cli-m-auction-bid = Versteigerung: Höchstgebot { $high } von { $seat }
cli-m-auction-no-bid = Versteigerung: noch kein Gebot
cli-m-ship-owner = { $character }: kostenloser Rohstoff { $free } · Schiffe eingesetzt { $placed } von 2{ $empty } · gekauft: { $bought } · verkauft: { $sold }
cli-m-free-taken = genommen
cli-m-free-not-taken = nicht genommen
cli-m-one-empty = (eines leer)
cli-m-captain = { $character }: { $calls } von 2 Ansagen gemacht
cli-m-deck-hand = { $character }: { $seat } nimmt jetzt { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    } (eine offene oder die oberste vom Stapel)
cli-m-discharger = { $character }: { $harbour } wird entladen; der { $character } bestimmt die Fabrik, die produziert
cli-m-trade-buy = { $product } kaufen
cli-m-trade-sell = { $product } verkaufen
cli-m-trader = { $character }: Geschäfte { $count } von 3{ $list }

## Der Bildschirm von Antwerpen
cli-a-header = === Antwerpen · Zug { $turn } (Grenze { $cap }) · { $seat } ist am Zug{ $main } · entscheidet: { $actor } ===
cli-a-main-done-mark = (Haupthandlung getan)
cli-a-main-not-done-mark = (Haupthandlung noch nicht getan)
cli-a-end = Ende: { $end }
cli-a-end-last-turns = LETZTE ZÜGE: { $seat } hat den { $n }. Auftrag erfüllt; das Spiel endet nach Zug { $turn }
cli-a-end-when = die letzten Züge beginnen, wenn ein Spieler seinen { $n }. Auftrag erfüllt (A-7)
cli-a-a-player = ein Spieler
cli-lock-open = offen
cli-lock-closed = geschlossen
cli-a-locks = Schleusen (eine geschlossene Schleuse sperrt ihre Fahrrinne in beide Richtungen): { $list }
cli-a-double-channels = doppelte Fahrrinnen: { $list }
cli-a-exit = Ausgang: { $list } (ein Schiff, das hinausfährt, stellt nach der Ansage jede Schleuse um)
cli-a-docks = Docks:
cli-a-no-lock = keine Schleuse
cli-a-dock-lock = Schleuse { $list }
cli-a-piles = Stapel: Aufträge { $missions } (abgetauscht, offen: { $swapped }), Schiffskarten { $ship } (gespielt: { $shipplayed }), Schleusenkarten { $lock } (gespielt: { $lockplayed })
cli-a-new-this-turn = ({ $n } neu in diesem Zug)
cli-a-player = Schiffe im Vorrat { $ships } | Hand: { $products ->
        [one] { $products } Produkt
       *[other] { $products } Produkte
    }, { $missions ->
        [one] { $missions } Auftrag
       *[other] { $missions } Aufträge
    }, { $shipcards ->
        [one] { $shipcards } Schiffskarte
       *[other] { $shipcards } Schiffskarten
    }{ $freshship }, { $lockcards ->
        [one] { $lockcards } Schleusenkarte
       *[other] { $lockcards } Schleusenkarten
    }{ $freshlock } | Aufträge erfüllt { $done } ({ $points } Pkt.){ $list }
cli-a-at-most = (höchstens { $n })
cli-a-received-this-turn = (in diesem Zug erhalten, noch nicht spielbar: { $list })
cli-a-this-turn = Dieser Zug ({ $seat }): Haupthandlung { $main } · Auftrag erfüllt: { $mission } · Angebote { $offers } von 3
cli-a-done = getan
cli-a-not-done = nicht getan
cli-a-call-sail = Fahren
cli-a-call-card = { $card }
cli-a-call-sail-alone = { $card }: nur die Schiffe des Ansagenden fahren
cli-a-held = ; festgehalten durch { $card }-Karten: { $ships }
cli-a-exited = ; { $n ->
        [one] { $n } Schiff hat
       *[other] { $n } Schiffe haben
    } das Brett durch den Ausgang verlassen
cli-a-step-anchor-window = { $card }-Fenster: { $seat } darf eines seiner Schiffe mit einer { $card }-Karte festhalten
cli-a-step-anchor-ship = { $seat } spielt { $card } aus: das festgehaltene Schiff wird gewählt
cli-a-step-take-card = Schiff { $ship } ist auf einem Ankerplatz angekommen: sein Besitzer nimmt eine { $shipcard } oder eine { $lockcard }
cli-a-step-double-yield = Schiff { $ship } liefert passend: mit { $card } gibt es zwei Karten
cli-a-step-extra-ship = { $card }: ein Schiff wird eingesetzt
cli-a-step-choose-colour = { $card }: die Farbe wird gewählt
cli-a-step-back-ship = { $card }: das Schiff wird gewählt
cli-a-step-back-to = { $card }: wohin Schiff { $ship } zurückfährt
cli-a-step-swap-first = { $card }: das erste Schiff wird gewählt
cli-a-step-swap-second = { $card }: Schiff { $ship } gewählt, das zweite wird gewählt
cli-a-step-locks-open = Schleusenkarte: noch { $left } { $left ->
        [one] Schleuse
       *[other] Schleusen
    } öffnen
cli-a-step-locks-close = Schleusenkarte: noch { $left } { $left ->
        [one] Schleuse
       *[other] Schleusen
    } schließen
cli-a-step-toggle-direction = { $count } umstellen: öffnen oder schließen
cli-a-step-toggle-open = Umstellen: noch { $left } { $left ->
        [one] Schleuse
       *[other] Schleusen
    } zum Öffnen wählen
cli-a-step-toggle-close = Umstellen: noch { $left } { $left ->
        [one] Schleuse
       *[other] Schleusen
    } zum Schließen wählen

## The board as a map (the terminal): one letter per colour, all five different.
cli-map-letter = { $colour ->
        [red] r
        [yellow] e
        [green] g
        [blue] b
       *[violet] l
    }
cli-map-key = { $mark } { $name }
cli-map-channels = Fahrrinnen: { $list }
cli-map-doubles = eine doppelte Fahrrinne wechselt ihre zwei Buchstaben ab
cli-map-locks = Schleusen ({ $closed } geschlossen, { $open } offen): { $list }
cli-map-lock = { $lock } ({ $from }→{ $to })
cli-map-harbour = { $name } (nimmt { $raw })
cli-map-harbours = Häfen: { $list }
cli-map-docks = Docks: { $list }
cli-map-exit = Ausfahrt: { $list }
cli-map-anchors = Ankerplätze: { $list }
cli-map-ships = Schiffszeichen: [{ $seat }{ $example }] ist ein Schiff von Platz { $seat } mit { $raw }, [{ $seat }] ein leeres
cli-map-cargo = Ladung: { $list }

# "label: value" built by the terminal (render::common::label_value).
cli-label-value = { $label }: { $value }
