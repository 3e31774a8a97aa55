# Notices (issue 34): the badge on "my games" and the e-mail a player asks for.
mail-waiting = { $count ->
    [one] One game waits for your decision
   *[other] { $count } games wait for your decision
}
