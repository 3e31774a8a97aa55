# Notices (issue 34): the badge on "my games" and the e-mail a player asks for.
mail-waiting = { $count ->
    [one] One game waits for your decision
   *[other] { $count } games wait for your decision
}
mail-settings = E-mail
mail-off = This server sends no e-mail (its operator gave no mail server).
mail-address = Address
mail-your-turn = Tell me when it is my turn in a turn-based game
mail-game-ended = Tell me when a game of mine ended
mail-save = Save
mail-unconfirmed = Not confirmed yet: follow the link in the mail we sent. Nothing else goes to the address before.
mail-confirmed = Confirmed.
mail-link-confirmed = Your e-mail address is confirmed.
mail-link-unsubscribed = You will get no more notices by e-mail.
mail-error-off = This server sends no e-mail.
mail-error-address = “{ $address }” is not an e-mail address.
mail-error-link = This link is not valid (used already, expired, or mistyped).
mail-confirm-subject = Havenbaron: confirm your e-mail address
mail-confirm-body = Someone (you, we hope) gave this address for notices from Havenbaron. To confirm it, open:
    { $link }
    If it was not you, ignore this mail: nothing else will come.
mail-turn-subject = Havenbaron: your turn in { $game }
mail-turn-body = It is your turn in a turn-based game of { $game }:
    { $link }
    No more notices by e-mail: { $unsubscribe }
mail-ended-subject = Havenbaron: your game of { $game } ended
mail-ended-body = Your game of { $game } ended:
    { $link }
    No more notices by e-mail: { $unsubscribe }
