# Rotterdam (le jeu de base) : ses propres actions, décisions et événements.

rotterdam-title = Rotterdam
rotterdam-phase = { $phase ->
        [1] placer et charger
        [2] naviguer
        [3] cartes Navigation
        [4] décharger
        [5] échanger
       *[6] missions
    }
rotterdam-action-continue-cards = continuer : tirer les cartes Navigation
rotterdam-action-continue-unload = continuer : décharger
rotterdam-action-complete-mission = remplir la mission { $mission }{ $joker }

rotterdam-expect-place = phase 1 : placer un navire de votre réserve sur une position de départ libre (chargé depuis la réserve ou vide), jouer une carte, ou passer
rotterdam-expect-navigate = phase 2 : annoncer une couleur, ou jouer d’abord une carte
rotterdam-expect-cards = phase 3 : jouer une carte, ou continuer pour tirer les cartes Navigation
rotterdam-expect-unload = phase 4 : jouer une carte, ou continuer pour décharger
rotterdam-expect-trade = phase 5 : commencer une offre avec une carte à donner ou à demander, jouer une carte, ou passer
rotterdam-expect-missions = phase 6 : remplir une mission que vos produits couvrent (un Joker au plus), jouer une carte, ou passer

rotterdam-event-phase-started = -- phase { $phase } : { rotterdam-phase } --
rotterdam-event-cargo-returned = { $cargo } du { $ship } retourne à la réserve
rotterdam-event-card-drawn = { $seat } tire une carte Navigation : { $card }
rotterdam-event-card-drawn-hidden = { $seat } tire une carte Navigation
rotterdam-event-card-refused = { $seat } a déjà le maximum de cartes Navigation : aucune tirée
rotterdam-event-pile-reshuffled = les cartes Navigation jouées ({ $cards }) sont mélangées en une nouvelle pile
rotterdam-event-mission-completed = { $seat } remplit la mission { $mission } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $joker }
