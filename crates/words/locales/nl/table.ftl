# De woorden van de tafelpagina voor wie wie is, "jouw beurt", de hulp bij het lezen van het
# bord en de uitsplitsing van de scorelijst (web/seats.js, turn.js, board.js, scores.js, zoom.js).

## Spelers en bots
web-bot_named = { $a } (bot)

## Jouw beurt
web-turn_title = Jouw beurt
web-turn_notice_title = Havenbaron: jouw beurt
web-sound_toggle = Geluid
web-sound_hint = Speel een korte klank als het jouw beurt is (deze browser onthoudt het)
web-notify_toggle = Melding
web-notify_hint = Toon een browsermelding als het jouw beurt is en dit tabblad op de achtergrond staat (de browser vraagt je toestemming)
web-notify_unsupported = Deze browser kan geen meldingen tonen

## Het bord
web-colour_letter_red = R
web-colour_letter_yellow = Ge
web-colour_letter_green = Gr
web-colour_letter_blue = B
web-colour_letter_violet = P
web-ship_of_at = schip van { $a } op { $b }
web-ship_in_supply_of = schip van { $a } in de voorraad
web-a_step_take_card_at = { $a } staat op een anker: { $b } neemt de bovenste scheepskaart of sluiskaart.
web-ship_of_owner = schip van { $owner }
web-ship_detail = schip van { $owner } op { $at } ({ $cargo })
web-zoom_in = Inzoomen
web-zoom_out = Uitzoomen
web-zoom_reset = Heel het bord
web-board_pan_hint = Sleep om het bord te verschuiven; knijp of gebruik + en − om te zoomen

## De scorelijst
web-missions_done = Voltooid
web-product_cards_col = Productkaarten
web-play_again = Nog eens spelen met dezelfde plaatsen
web-end_reason_points = Het spel eindigde na ronde { $b }: { $a } haalde { $c } opdrachtpunten, en de ronde werd uitgespeeld.
web-end_reason_assignments = Het spel eindigde na ronde { $b }: { $a } haalde { $c } opdrachtpunten, en de ronde werd uitgespeeld.
web-end_reason_fixed = Het spel eindigde na het vaste aantal rondes ({ $a }).
web-end_reason_missions = Het spel eindigde na beurt { $b }: { $a } voltooide opdracht nummer { $c }, en iedere speler kreeg nog één beurt.
