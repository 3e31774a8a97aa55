# Benachrichtigungen (Issue 34): die Zahl bei „Meine Spiele“ und die E-Mail, um die ein Spieler bittet.
mail-waiting = { $count ->
    [one] Ein Spiel wartet auf deine Entscheidung
   *[other] { $count } Spiele warten auf deine Entscheidung
}
