# Die eigenen Wörter der Browserseite (Beschriftungen, Knöpfe, Felder, Hinweise). web/i18n.js liest
# sie: t('your_name') ist `web-your_name`; Positionsargumente sind $a, $b, $c, $d.

web-title = Havenbaron
web-lobby = Lobby
web-your_name = Dein Name
web-save = Speichern
web-new_table = Neuer Tisch
web-ruleset = Regelwerk
web-players = Spieler
web-seat = Platz
web-seat_n = Platz { $a }
web-you = du
web-human = Mensch (Einladungslink)
web-bot = Bot
web-level = Stufe
web-easy = leicht
web-medium = mittel
web-strong = stark
web-variants = Varianten
web-safe_harbour = Sicherer Hafen (Karten wirken nicht auf Schiffe im Hafen)
web-open_products = Offene Produktstapel
web-seed = Startwert (freiwillig)
web-round_cap = Rundengrenze
web-listed = In der Lobby zeigen, damit andere beitreten können
web-create = Tisch anlegen
web-open_tables = Offene Tische
web-live_tables = Laufende Spiele
web-finished_tables = Beendete Spiele
web-none = keine
web-join = Beitreten
web-watch = Zuschauen
web-replay = Wiederholung
web-open_seats = { $a ->
        [one] { $a } freier Platz
       *[other] { $a } freie Plätze
    }
web-round_n = Runde { $a }
web-need_name = Wähle zuerst einen Namen.
web-created = Tisch angelegt.
web-invite_links = Einladungslinks (schicke jedem Freund einen)
web-your_link = Dein eigener Link (bewahre ihn auf: er ist dein Platz)
web-go_to_table = Zum Tisch
web-copy = Kopieren
web-board = Spielbrett
web-your_hand = Deine Hand
web-your_missions = Deine Aufträge
web-products = Produkte
web-navigation_cards = Schiffskarten
web-product_piles = Produktstapel
web-players_panel = Spieler
web-log = Protokoll
web-actions = Deine Möglichkeiten
web-waiting_for = Warten auf { $a }
web-your_turn = Du bist dran
web-spectating = Du schaust zu
web-game_over = Das Spiel ist vorbei
web-unfinished = unbeendet
web-unfinished_no_winner = Unbeendet: Die Sicherheitsgrenze hat das Spiel gestoppt, bevor es nach den Regeln endete, daher hat niemand gewonnen. Die Ränge zeigen den Stand beim Abbruch.
web-capped_note = durch die Rundengrenze gestoppt
web-final_scores = Endstand
web-total = Gesamt
web-missions = Aufträge
web-cards = Punktkarten
web-products_pts = Produkte
web-rank = Rang
web-winner = Sieger
web-phase = Phase
web-round = Runde
web-harbour_master = Hafenmeister
web-supply = Vorrat
web-pile = Stapel
web-piles_missions = Auftragsstapel: { $a }
web-piles_nav = Schiffskartenstapel: { $a }
web-hand_counts = { $a ->
        [one] { $a } Produkt
       *[other] { $a } Produkte
    }, { $b ->
        [one] { $b } Auftrag
       *[other] { $b } Aufträge
    }, { $c ->
        [one] { $c } Schiffskarte
       *[other] { $c } Schiffskarten
    }
web-on_table = ausgelegt
web-completed = erfüllt
web-points = { $a } Pkt.
web-connected = online
web-offline = offline
web-host_tools = Gastgeber
web-hand_to_bot = An einen Bot übergeben
web-offer = Angebot
web-offer_from_to = { $a } bietet { $b } an: gibt { $c }, verlangt { $d }
web-offer_draft = Dein Angebot, noch nicht geschickt:
web-offer_draft_cards = du gibst { $a }, du verlangst { $b }.
web-offer_draft_hint = Nur du siehst es. Klicke auf einen Spieler, um es ihm zu schicken, oder ziehe es zurück.
web-nothing = nichts
web-reconnecting = Verbindung verloren; neuer Versuch…
web-error = Fehler
web-choose = Wählen
web-cancel = Abbrechen
web-name_banner = Dein Platz braucht einen Namen:
web-replay_of = Wiederholung von Tisch { $a }
web-step_n = Schritt { $a } von { $b }
web-first = « Anfang
web-prev = ‹ Zurück
web-next = Weiter ›
web-last = Ende »
web-reveal = Alle Hände zeigen
web-hand_of = Hand von { $a }
web-back_to_lobby = Zurück zur Lobby
web-reconstructed = Spielbrett und Kartenlisten sind eine Rekonstruktion.
web-start_label = Start
web-anchor_label = Anker
web-harbour_accepts = nimmt { $a } an
web-language = Sprache
web-empty = leer
web-in_supply = im Vorrat: { $a ->
        [one] { $a } Schiff
       *[other] { $a } Schiffe
    }
web-card_in_play = { $a } spielt „{ $b }“ aus
web-fork_note = eine Gabelung: { $a } steuert
web-exit_label = Transithafen: Schiffe verlassen das Brett
web-held_by_anchor = von einer Ankerkarte festgehalten
web-lock_n = Schleuse { $a }
web-lock_open = offen
web-lock_closed = geschlossen
web-site_free = { $a }: freier Fabrikstandort, Preis { $b }
web-site_owned = { $a }: Fabrik von { $b }
web-turn_cap = Zuggrenze
web-default_cap = leer: { $a }
web-fixed_rounds = Festgelegte Anzahl Spielrunden (kein Ende bei 15 Punkten)
web-auction = Bieten auf das Amt des Hafenmeisters vor jeder Runde
web-factory_layout = Fabrikanordnung
web-factory_layout_nl = Niederländische/deutsche Regeln (nl)
web-factory_layout_en = Englische Regeln (en)
web-m_turn = Jetzt
web-m_planning = Hafenplanung
web-m_raws = Rohstoffmarkt
web-m_products = Produktmarkt
web-m_assignments = Aufträge
web-m_shipping = Schiffskarten
web-m_factories = Fabriken
web-m_auction = Versteigerung des Hafenmeisters
web-character = Rolle
web-field_n = Feld { $a }
web-field_taken = besetzt
web-field_free = frei
web-field_unused = bei 2 Spielern nicht genutzt
web-cashier_amount = +{ $a }
web-once_per_round = einmal pro Runde und Spieler
web-units = Einheiten
web-buy_price = Kauf
web-sell_price = Verkauf
web-price = Preis
web-market_full = voll
web-market_empty = keine mehr
web-take_free_btn = Gratis-Rohstoff
web-buy_btn = { $a } kaufen
web-sell_btn = { $a } verkaufen
web-pile_n = Stapel ({ $a })
web-discards_n = Abgelegt: { $a }
web-top_card = oben: { $a }
web-face_down = verdeckt
web-next_site = nächster Standort: { $a }
web-no_site = kein freier Standort
web-factories_n = Fabriken { $a }/{ $b }
web-money = Geld
web-stock = Vorrat
web-points_label = Auftragspunkte
web-vp_on_table = Ausgelegte Punktkarten
web-known_cards = Offen genommen
web-shipping_cards = Schiffskarten
web-products_in_hand = Produkte auf der Hand
web-hand_sizes_m = { $a ->
        [one] { $a } Produkt
       *[other] { $a } Produkte
    }, { $b ->
        [one] { $b } Schiffskarte
       *[other] { $b } Schiffskarten
    }
web-manufactured = diese Runde gebaut
web-dock_workers = Dockarbeiter: { $a } von { $b } eingesetzt
web-stage = Abschnitt
web-high_bid = Höchstgebot: { $a } ({ $b })
web-no_bid = Noch kein Gebot
web-bid_btn = { $a } bieten
web-your_bid = Dein Gebot: { $a } (noch nicht abgegeben; nur du siehst es)
web-raise_btn = Um { $a } erhöhen
web-end_action_btn = Handlung beenden
web-end_turn_btn = Zug beenden
web-pass_btn = Passen
web-m_stage_setup = Vor Runde 1: Jeder Spieler darf ein Schiff mit einem kostenlosen Rohstoff vom Markt einsetzen (klicke auf eine Startposition auf dem Brett) oder passen.
web-m_stage_auction = Versteigerung: Biete mehr als das Höchstgebot (höchstens dein Geld): Erhöhe dein Gebot um 1 oder 5 und gib es dann ab; oder passe. Wer am höchsten bietet, wird Hafenmeister.
web-m_stage_plan = Setze einen Dockarbeiter auf ein freies Feld der Hafenplanung.
web-m_stage_ship_owner = Reeder: Nimm den kostenlosen Rohstoff (in den Vorrat oder auf ein Schiff, das du einsetzt), kaufe oder verkaufe Rohstoffe (Vorrat höchstens 3), setze bis zu 2 Schiffe ein (höchstens eines leer).
web-m_stage_captain = Kapitän: Sage eine Farbe an ({ $a } von 2 angesagt).
web-m_stage_fork = Eine Gabelung: Der Besitzer steuert das Schiff.
web-m_stage_deck_hand = Matrose: { $a } nimmt eine Schiffskarte (noch { $b }).
web-m_stage_factory = Verlader in { $a }: Bestimme die Fabrik, die produziert.
web-m_stage_trader = Händler: Verkaufe oder kaufe Produktkarten ({ $a } von 3 Geschäften).
web-m_stage_agent = Spediteur: Führe einen offenen Auftrag aus.
web-m_stage_build = Fabrikant: Wähle den Hafen deiner neuen Fabrik.
web-m_stage_after = Spiele eine Schiffskarte aus oder beende den Zug.
web-m_stage_ended = Das Spiel ist vorbei.
web-owner_steps = Gratis-Rohstoff: { $a } · eingesetzte Schiffe: { $b } von 2
web-taken_yes = genommen
web-taken_no = verfügbar
web-card_target = { $a } spielt „{ $b }“ aus: Ziel wählen.
web-unavailable = nicht im Stapel
web-a_turn = Zug
web-a_locks = Schleusen
web-a_cards = Kartenstapel
web-a_anchor_window = Ankerkarte
web-turn_of = Zug { $a }/{ $b }: { $c }
web-active = Am Zug
web-main_action = Haupthandlung
web-main_todo = noch offen: ein Schiff beladen, eine Farbe ansagen oder einen Auftrag tauschen
web-main_done = getan
web-mission_this_turn = Auftrag in diesem Zug
web-mission_free = einer darf erfüllt werden
web-mission_taken = erfüllt
web-offers_n = Angebote: { $a } von 3
web-end_trigger = Ende
web-end_not_yet = ein dritter erfüllter Auftrag leitet die letzten Züge ein
web-end_after = letzte Züge: das Spiel endet nach Zug { $a }
web-completed_of3 = { $a } von 3 erfüllt
web-anchor_hint = Nachdem ein Gegner eine Farbe angesagt hat und bevor die Schiffe fahren, darf ein Spieler mit einer Ankerkarte eines seiner Schiffe festhalten.
web-capped_note_turn = durch die Zuggrenze gestoppt
web-ship_cards = Schiffskarten
web-lock_cards = Schleusenkarten
web-missions_pile = Aufträge
web-ship_pile = Schiffskarten
web-lock_pile = Schleusenkarten
web-fresh = neu in diesem Zug
web-mission_discard = Abgetauscht
web-hand_sizes_a = { $a ->
        [one] { $a } Produkt
       *[other] { $a } Produkte
    }, { $b ->
        [one] { $b } Auftrag
       *[other] { $b } Aufträge
    }, { $c ->
        [one] { $c } Schiffskarte
       *[other] { $c } Schiffskarten
    }, { $d ->
        [one] { $d } Schleusenkarte
       *[other] { $d } Schleusenkarten
    }
web-products_known = Produkte
web-guards = vor { $a }
web-open_btn = Öffnen
web-close_btn = Schließen
web-end_turn_a = Zug beenden
web-no_anchor_btn = Keine Ankerkarte
web-no_double_btn = Eine Karte (kein Doppelter Ertrag)
web-accept_btn = Annehmen
web-decline_btn = Ablehnen
web-withdraw_btn = Zurückziehen
web-a_step_turn = Zusatzhandlungen vor oder nach der Haupthandlung; beende den Zug, sobald die Haupthandlung getan ist.
web-a_step_fork = Eine Gabelung: Der Besitzer steuert das Schiff.
web-a_step_anchor_window = { $a } hat { $b } angesagt: { $c } darf eine Ankerkarte ausspielen, um ein Schiff festzuhalten, oder passen.
web-a_step_anchor_ship = { $a } wählt das Schiff, das die Ankerkarte festhält.
web-a_step_take_card = Schiff #{ $a } liegt auf einem Ankerplatz: { $b } nimmt die oberste Schiffs- oder Schleusenkarte.
web-a_step_double_yield = Eine passende Lieferung: Spiele Doppelter Ertrag für zwei Produktkarten aus, oder nimm eine.
web-a_step_compose = Stelle ein Angebot zusammen: Karten zum Geben (deine Produkte), Karten zum Verlangen (Produktliste), dann einen Spieler.
web-a_step_respond = { $a } antwortet auf das Angebot.
web-a_step_extra_ship = Zusatzschiff: Klicke auf eine freie Startposition.
web-a_step_choose_colour = { $a }: Sage eine Farbe an.
web-a_step_step_back_ship = Schritt zurück: Wähle ein Schiff.
web-a_step_step_back_to = Schritt zurück: Wähle, wohin es zurückfährt.
web-a_step_swap_first = Ladungstausch: Wähle das erste Schiff.
web-a_step_swap_second = Ladungstausch: Wähle das zweite Schiff.
web-a_step_locks_open = Wähle eine geschlossene Schleuse zum Öffnen (noch { $a }).
web-a_step_locks_close = Wähle eine offene Schleuse zum Schließen (noch { $a }).
web-a_step_toggle_direction = { $a } umstellen: die Schleusen öffnen oder schließen?
web-a_step_toggle_locks = Umstellen: Wähle eine Schleuse (noch { $a }).
web-a_step_ended = Das Spiel ist vorbei.
web-a_step_sailing = Die Schiffe fahren.
web-call_now = Ansage: { $a } von { $b }
web-missions_col = Aufträge
web-assignments_col = Aufträge

## Namen, die nur die Seite zeigt: Phasen, Abschnitte von Masters of Trade und was jede Rolle tut
web-phase-place = 1 · Einsetzen & Beladen
web-phase-navigate = 2 · Fahren
web-phase-cards = 3 · Schiffskarten
web-phase-unload = 4 · Entladen
web-phase-trade = 5 · Handeln
web-phase-missions = 6 · Aufträge
web-stage-setup = Vorbereitung
web-stage-auction = Versteigerung
web-stage-plan = Planung
web-stage-ship_owner = Reeder
web-stage-captain = Kapitän
web-stage-fork = Gabelung
web-stage-deck_hand = Matrose
web-stage-factory = Verlader
web-stage-trader = Händler
web-stage-agent = Spediteur
web-stage-build = Fabrikant
web-stage-after = Zugende
web-stage-ended = Beendet
web-character_hint-ship_owner = Rohstoffe, Schiffe
web-character_hint-captain = zwei Farbansagen, Bonus
web-character_hint-deck_hand = Schiffskarten
web-character_hint-discharger = entladen, Fabriken produzieren
web-character_hint-trader = Produktmarkt
web-character_hint-shipping_agent = einen Auftrag ausführen
web-character_hint-cashier = Geld nehmen
web-character_hint-manufacturer = eine Fabrik bauen

## Die Zugliste der Wiederholung, das Zeichen des Hafenmeisters und die Farben der Plätze
web-replay_start = Spielbeginn
web-replay_entry = { $a }: { $b }
web-hm_tag = ⚓ HM
web-seat_colour_white = weiße Schiffe
web-seat_colour_black = schwarze Schiffe
web-seat_colour_orange = orange Schiffe
web-seat_colour_brown = braune Schiffe

# "Label: value", built by the page (i18n.js lv).
web-label_value = { $a }: { $b }
