# Antwerpen : ses propres actions, décisions et événements.

antwerpen-title = Antwerpen
antwerpen-action-no-anchor = ne pas jouer de carte Ancre
antwerpen-action-no-double = prendre une carte Produit (pas de Double rendement)
antwerpen-action-load = mettre à l’eau un navire sur { $pos }, { $cargo }
antwerpen-action-complete-mission = remplir la mission { $mission }
antwerpen-action-swap-mission = échanger la mission { $mission } contre une nouvelle
antwerpen-action-take-ship-card = prendre la carte Navire du dessus
antwerpen-action-take-lock-card = prendre la carte Écluse du dessus
antwerpen-action-select-lock = choisir l’écluse { $lock }
antwerpen-action-open-locks = ouvrir les écluses
antwerpen-action-close-locks = fermer les écluses

antwerpen-expect-turn = au tour de { $seat } : charger un navire, annoncer une couleur ou échanger une mission (l’action principale), ou une action supplémentaire : remplir une mission, échanger, jouer une carte Navire ou Écluse
antwerpen-expect-turn-after = au tour de { $seat }, après l’action principale : actions supplémentaires (une mission par tour, échanges, cartes Navire et Écluse non reçues ce tour-ci) ou finir le tour
antwerpen-expect-sailing = une annonce de couleur est en cours
antwerpen-expect-anchor-window = { $seat } peut jouer une carte Ancre avant que les navires avancent, ou passer
antwerpen-expect-anchor-ship = { $seat } choisit son navire que la carte Ancre retient (un navire devant un canal de la couleur annoncée, pas derrière une écluse fermée)
antwerpen-expect-take-card = le propriétaire du navire { $ship }, arrivé sur une ancre, prend la carte Écluse ou la carte Navire du dessus
antwerpen-expect-double-yield = une livraison correcte : jouer Double rendement pour deux cartes Produit, ou continuer avec une seule
antwerpen-expect-extra-ship = Navire supplémentaire : placer un navire avec une matière première sur une position de départ libre
antwerpen-expect-choose-colour = { $card } : annoncer une couleur
antwerpen-expect-step-back-ship = Pas en arrière : choisir un navire qui peut reculer d’un canal
antwerpen-expect-step-back-to = Pas en arrière : choisir où le navire recule (C-3)
antwerpen-expect-swap-first = Échange de cargaison : choisir le premier navire
antwerpen-expect-swap-second = Échange de cargaison : choisir le second navire (avec une autre cargaison)
antwerpen-expect-open-lock = choisir une écluse fermée à ouvrir (encore { $left })
antwerpen-expect-close-lock = choisir une écluse ouverte à fermer (encore { $left })
antwerpen-expect-toggle-direction = Basculer { $count } : ouvrir les écluses choisies ou les fermer
antwerpen-expect-toggle-locks = Basculer : choisir une autre écluse (encore { $left } ; la carte doit en changer au moins une)

antwerpen-event-no-anchor = { $seat } ne joue pas de carte Ancre
antwerpen-event-mission-completed = { $seat } remplit la mission { $mission } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
antwerpen-event-game-ended-turn-cap = == fin de la partie : la limite de tours est atteinte ==
antwerpen-event-turn-started = -- tour { $turn } : { $seat } --
antwerpen-event-mission-swapped = { $seat } se défausse de la mission { $mission } (face visible sur la défausse)
antwerpen-event-missions-reshuffled = les missions défaussées ({ $cards }) sont mélangées en une nouvelle pioche
antwerpen-event-card-taken = { $seat } prend { $card }
antwerpen-event-ship-card-taken-hidden = { $seat } prend une carte Navire
antwerpen-event-lock-card-taken-hidden = { $seat } prend une carte Écluse
antwerpen-event-ship-cards-reshuffled = les cartes Navire jouées ({ $cards }) sont mélangées en une nouvelle pioche
antwerpen-event-lock-cards-reshuffled = les cartes Écluse jouées ({ $cards }) sont mélangées en une nouvelle pioche
antwerpen-event-lock-opened = l’écluse { $lock } s’ouvre
antwerpen-event-lock-closed = l’écluse { $lock } se ferme
antwerpen-event-locks-toggled = { $times ->
        [one] 1 navire est sorti par la sortie : chaque écluse bascule une fois
       *[other] { $times } navires sont sortis par la sortie : chaque écluse bascule { $times } fois
    } (ouvertes maintenant : { $open })
antwerpen-event-ship-anchored = la carte Ancre de { $seat } retient le navire { $ship } pendant cette annonce
antwerpen-event-anchor-gave-nothing = le navire { $ship } atteint une ancre, mais { $seat } ne reçoit pas de carte (limite de cartes en main, ou plus de carte)
antwerpen-event-double-yield = Double rendement : { $seat } prend aussi { $product } à { $harbour }
antwerpen-event-ship-exited = le navire { $ship } de { $seat } quitte le plateau par la sortie
antwerpen-event-ship-exited-cargo = le navire { $ship } de { $seat } quitte le plateau par la sortie ({ $cargo } retourne à la réserve)
antwerpen-event-final-round = { $seat } a rempli une troisième mission : chaque joueur joue encore un tour, { $seat } en dernier
