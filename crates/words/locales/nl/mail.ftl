# Meldingen (issue 34): het getal bij "mijn spellen" en de e-mail waar een speler om vraagt.
mail-waiting = { $count ->
    [one] Eén spel wacht op je beslissing
   *[other] { $count } spellen wachten op je beslissing
}
