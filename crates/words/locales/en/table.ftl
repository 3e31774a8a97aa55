# The table page's words for who is who, "your turn", the board's readability aids and the
# score sheet's breakdown (web/seats.js, turn.js, board.js, scores.js, zoom.js). t('x') is `web-x`.

## Players and bots
web-bot_named = { $a } (bot)

## Your turn
web-turn_title = Your turn
web-turn_notice_title = Havenbaron: your turn
web-sound_toggle = Sound
web-sound_hint = Play a short chime when it is your turn (remembered in this browser)
web-notify_toggle = Notify
web-notify_hint = Show a browser notification when it is your turn and this tab is in the background (the browser asks your permission)
web-notify_unsupported = This browser cannot show notifications

## The board
web-colour_letter_red = R
web-colour_letter_yellow = Y
web-colour_letter_green = G
web-colour_letter_blue = B
web-colour_letter_violet = V
web-ship_of_at = { $a }'s ship at { $b }
web-ship_in_supply_of = { $a }'s ship in the supply
web-a_step_take_card_at = { $a } is on an anchor: { $b } takes the top ship card or lock card.
web-ship_of_owner = { $owner }'s ship
web-ship_detail = { $owner }'s ship at { $at } ({ $cargo })
web-zoom_in = Zoom in
web-zoom_out = Zoom out
web-zoom_reset = Fit the board
web-board_pan_hint = Drag to move the board; pinch or use + and − to zoom

## The score sheet
web-missions_done = Completed
web-product_cards_col = Product cards
web-play_again = Play again with the same seats
web-end_reason_points = The game ended after round { $b }: { $a } reached { $c } mission points, and the round was played out.
web-end_reason_assignments = The game ended after round { $b }: { $a } reached { $c } assignment points, and the round was played out.
web-end_reason_fixed = The game ended after its fixed number of rounds ({ $a }).
web-end_reason_missions = The game ended after turn { $b }: { $a } completed mission number { $c }, and every player had one more turn.
