# Avis (ticket 34) : le nombre près de « mes parties » et le courriel qu'un joueur demande.
mail-waiting = { $count ->
    [one] Une partie attend votre décision
   *[other] { $count } parties attendent votre décision
}
mail-settings = Courriel
mail-off = Ce serveur n'envoie pas de courriel (son opérateur n'a indiqué aucun serveur de messagerie).
mail-address = Adresse
mail-your-turn = Me prévenir quand c'est mon tour dans une partie au tour par tour
mail-game-ended = Me prévenir quand une de mes parties est terminée
mail-save = Enregistrer
mail-unconfirmed = Pas encore confirmée : suivez le lien du courriel envoyé. Rien d'autre ne part à cette adresse avant.
mail-confirmed = Confirmée.
mail-link-confirmed = Votre adresse électronique est confirmée.
mail-link-unsubscribed = Vous ne recevrez plus d'avis par courriel.
mail-error-off = Ce serveur n'envoie pas de courriel.
mail-error-address = « { $address } » n'est pas une adresse électronique.
mail-error-link = Ce lien n'est pas valide (déjà utilisé, expiré ou mal recopié).
mail-confirm-subject = Havenbaron : confirmez votre adresse électronique
mail-confirm-body = Quelqu'un (vous, espérons-le) a donné cette adresse pour les avis de Havenbaron. Pour la confirmer, ouvrez :
    { $link }
    Si ce n'était pas vous, ignorez ce courriel : rien d'autre ne suivra.
mail-turn-subject = Havenbaron : c'est votre tour dans { $game }
mail-turn-body = C'est votre tour dans une partie de { $game } au tour par tour :
    { $link }
    Plus d'avis par courriel : { $unsubscribe }
mail-ended-subject = Havenbaron : votre partie de { $game } est terminée
mail-ended-body = Votre partie de { $game } est terminée :
    { $link }
    Plus d'avis par courriel : { $unsubscribe }
