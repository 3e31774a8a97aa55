# Les mots de la page de table pour savoir qui est qui, « à vous », les aides à la lecture du
# plateau et le détail de la feuille de score (web/seats.js, turn.js, board.js, scores.js, zoom.js).

## Joueurs et bots
web-bot_named = { $a } (bot)

## À vous
web-turn_title = À vous de jouer
web-turn_notice_title = Havenbaron : à vous de jouer
web-sound_toggle = Son
web-sound_hint = Jouer un court carillon quand c’est à vous (ce navigateur s’en souvient)
web-notify_toggle = Notification
web-notify_hint = Afficher une notification du navigateur quand c’est à vous et que cet onglet est en arrière-plan (le navigateur demande votre accord)
web-notify_unsupported = Ce navigateur ne peut pas afficher de notifications

## Le plateau
web-colour_letter_red = R
web-colour_letter_yellow = J
web-colour_letter_green = Ve
web-colour_letter_blue = B
web-colour_letter_violet = Vi
web-ship_of_at = navire de { $a } en { $b }
web-ship_in_supply_of = navire de { $a } dans la réserve
web-a_step_take_card_at = { $a } est sur une ancre : { $b } prend la carte navire ou la carte écluse du dessus.
web-ship_of_owner = navire de { $owner }
web-ship_detail = navire de { $owner } en { $at } ({ $cargo })
web-zoom_in = Agrandir
web-zoom_out = Réduire
web-zoom_reset = Tout le plateau
web-board_pan_hint = Faites glisser pour déplacer le plateau ; pincez ou utilisez + et − pour zoomer

## La feuille de score
web-missions_done = Accomplies
web-product_cards_col = Cartes produit
web-play_again = Rejouer avec les mêmes places
web-end_reason_points = La partie s’est terminée après la manche { $b } : { $a } a atteint { $c } points de mission, et la manche a été jouée jusqu’au bout.
web-end_reason_assignments = La partie s’est terminée après la manche { $b } : { $a } a atteint { $c } points de commande, et la manche a été jouée jusqu’au bout.
web-end_reason_fixed = La partie s’est terminée après son nombre fixe de manches ({ $a }).
web-end_reason_missions = La partie s’est terminée après le tour { $b } : { $a } a accompli sa mission numéro { $c }, et chaque joueur a joué un dernier tour.
