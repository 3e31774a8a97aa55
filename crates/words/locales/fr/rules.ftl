# Les images de la page des règles (web/rules.js, web/rules-diagrams.js) : le plateau comme à la
# table et des exemples qui montrent pas à pas de petites positions tirées des données.

rules-intro = Comment jouer à { $game }, avec le plateau tel qu'il apparaît à la table et des exemples à parcourir pas à pas.
rules-board-caption = Le plateau de { $game }. Les navires partent des départs et suivent les chenaux de couleur vers les ports ; chaque couleur a sa lettre et son motif de ligne.
rules-ids-note = Les codes en petits caractères (comme R-3) sont des numéros de règle : les messages et les refus du programme les citent.
rules-step-of = Étape { $n } sur { $total }
rules-back = Précédent
rules-next = Suivant

rules-example-call = Exemple : annoncer une couleur
rules-call-1 = { $seat } annonce { $colour }. Chaque navire qui a devant lui un chenal { $colour } dont l'extrémité est libre avance d'un pas.
rules-call-2 = Les deux navires ont avancé d'un pas le long du { $colour }. Le navire sans chenal { $colour } devant lui est resté.
rules-mark-caller = le navire de celui qui annonce ({ $seat }) : ses navires partent en premier
rules-mark-other = le navire d'un autre joueur avance aussi
rules-mark-stays = pas de chenal { $colour } devant : ce navire reste
rules-mark-moved = a avancé d'un pas

rules-example-fork = Exemple : une bifurcation
rules-fork-1 = { $seat } annonce { $colour }. Deux chenaux { $colour } partent de la position de ce navire, les deux extrémités sont libres.
rules-mark-fork = le navire de { $owner } à une bifurcation
rules-fork-2 = Le navire attend : son propriétaire, { $owner }, choisit où il va, même pendant l'annonce d'un autre.
rules-mark-choice = { $pos } : une extrémité libre au choix
rules-fork-3 = { $owner } a choisi { $pos } : le navire y va.

rules-example-delivery = Exemple : une livraison
rules-delivery-1 = Ce navire transporte { $raw }, la matière première que prend { $harbour }.
rules-mark-cargo = la cargaison : { $raw }
rules-mark-harbour = { $harbour } prend { $raw }
rules-delivery-2 = Une annonce de { $colour } l'amène à { $harbour }.
rules-delivery-3 = Quand le navire y est déchargé, son propriétaire reçoit une carte produit de { $harbour } : { $product }. Le navire revient à son propriétaire, la matière première à la réserve.
rules-mark-card = une carte { $product } pour le propriétaire du navire

rules-example-lock = Exemple : une écluse
rules-lock-1 = L'écluse { $lock } est fermée : une annonce de { $colour } ne fait pas passer le navire.
rules-mark-lock-closed = { $lock } : fermée
rules-mark-stays-lock = arrêté par l'écluse fermée
rules-lock-2 = Une carte écluse ouvre { $lock }.
rules-mark-lock-open = { $lock } : ouverte
rules-lock-3 = Maintenant la même annonce de { $colour } fait passer le navire par { $lock }.

rules-example-trade = Exemple : un échange
rules-trade-1 = { $seat } prépare une offre : donner { $give }, recevoir { $ask }. Personne d'autre ne la voit encore.
rules-trade-2 = { $seat } envoie l'offre à { $other } ; maintenant tout le monde la voit.
rules-trade-3 = { $other } accepte : { $seat } reçoit { $ask }, { $other } reçoit { $give }. Refuser n'aurait rien changé.
rules-give = donne
rules-ask = demande

rules-more = Plus de détails
