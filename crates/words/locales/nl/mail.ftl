# Meldingen (issue 34): het getal bij "mijn spellen" en de e-mail waar een speler om vraagt.
mail-waiting = { $count ->
    [one] Eén spel wacht op je beslissing
   *[other] { $count } spellen wachten op je beslissing
}
mail-settings = E-mail
mail-off = Deze server verstuurt geen e-mail (de beheerder gaf geen mailserver op).
mail-address = Adres
mail-your-turn = Laat me weten als ik aan de beurt ben in een spel op eigen tempo
mail-game-ended = Laat me weten als een spel van mij afgelopen is
mail-save = Bewaren
mail-unconfirmed = Nog niet bevestigd: volg de link in de mail die we stuurden. Tot dan gaat er niets anders naar het adres.
mail-confirmed = Bevestigd.
mail-link-confirmed = Je e-mailadres is bevestigd.
mail-link-unsubscribed = Je krijgt geen meldingen per e-mail meer.
mail-error-off = Deze server verstuurt geen e-mail.
mail-error-address = „{ $address }” is geen e-mailadres.
mail-error-link = Deze link is niet geldig (al gebruikt, verlopen of verkeerd overgenomen).
mail-confirm-subject = Havenbaron: bevestig je e-mailadres
mail-confirm-body = Iemand (jij, hopen we) gaf dit adres op voor meldingen van Havenbaron. Bevestig het via:
    { $link }
    Was jij het niet, negeer deze mail dan: er komt verder niets.
mail-turn-subject = Havenbaron: je bent aan de beurt in { $game }
mail-turn-body = Je bent aan de beurt in een spel { $game } op eigen tempo:
    { $link }
    Geen meldingen per e-mail meer: { $unsubscribe }
mail-ended-subject = Havenbaron: je spel { $game } is afgelopen
mail-ended-body = Je spel { $game } is afgelopen:
    { $link }
    Geen meldingen per e-mail meer: { $unsubscribe }
