# Die Wörter der Tischseite für wer wer ist, „du bist dran“, die Lesehilfen des Spielplans und
# die Aufschlüsselung des Wertungsblatts (web/seats.js, turn.js, board.js, scores.js, zoom.js).

## Spieler und Bots
web-bot_named = { $a } (Bot)

## Du bist dran
web-turn_title = Du bist dran
web-turn_notice_title = Havenbaron: du bist dran
web-sound_toggle = Ton
web-sound_hint = Einen kurzen Klang spielen, wenn du dran bist (dieser Browser merkt es sich)
web-notify_toggle = Mitteilung
web-notify_hint = Eine Browser-Mitteilung zeigen, wenn du dran bist und dieser Tab im Hintergrund ist (der Browser fragt nach deiner Erlaubnis)
web-notify_unsupported = Dieser Browser kann keine Mitteilungen zeigen

## Der Spielplan
web-colour_letter_red = R
web-colour_letter_yellow = Ge
web-colour_letter_green = Gr
web-colour_letter_blue = B
web-colour_letter_violet = V
web-ship_of_at = Schiff von { $a } auf { $b }
web-ship_in_supply_of = Schiff von { $a } im Vorrat
web-a_step_take_card_at = { $a } steht auf einem Anker: { $b } nimmt die oberste Schiffskarte oder Schleusenkarte.
web-ship_of_owner = Schiff von { $owner }
web-ship_detail = Schiff von { $owner } auf { $at } ({ $cargo })
web-zoom_in = Vergrößern
web-zoom_out = Verkleinern
web-zoom_reset = Ganzer Spielplan
web-board_pan_hint = Ziehen verschiebt den Spielplan; mit zwei Fingern oder + und − zoomen

## Das Wertungsblatt
web-missions_done = Erfüllt
web-product_cards_col = Produktkarten
web-play_again = Noch einmal mit denselben Plätzen
web-end_reason_points = Das Spiel endete nach Runde { $b }: { $a } erreichte { $c } Auftragspunkte, und die Runde wurde zu Ende gespielt.
web-end_reason_assignments = Das Spiel endete nach Runde { $b }: { $a } erreichte { $c } Auftragspunkte, und die Runde wurde zu Ende gespielt.
web-end_reason_fixed = Das Spiel endete nach der festen Zahl von Runden ({ $a }).
web-end_reason_missions = Das Spiel endete nach Zug { $b }: { $a } erfüllte Auftrag Nummer { $c }, und jeder Spieler hatte noch einen Zug.
