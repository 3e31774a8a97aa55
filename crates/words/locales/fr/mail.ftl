# Avis (ticket 34) : le nombre près de « mes parties » et le courriel qu'un joueur demande.
mail-waiting = { $count ->
    [one] Une partie attend votre décision
   *[other] { $count } parties attendent votre décision
}
