# The lobby's first screen: what Havenbaron is, each game with a picture of its board and one
# sentence, "Play now", bot levels named for people, tables named in words. And the page's
# wording of the log lines that name a ship by its internal number in the terminal: the page
# names ships the way the board shows them (by their owner), so these leave the number out.

web-intro-title = Des jeux de port pour 2 à 4 joueurs
web-intro-tagline = Havenbaron réunit trois jeux de plateau portuaires : annoncez une couleur pour faire naviguer les navires sur ses chenaux, amenez les matières premières au bon port, transformez-les en produits et accomplissez vos missions avant les autres.
web-intro-play-now = Jouer maintenant
web-intro-play-now-game = Jouer maintenant : { $a }
web-intro-play-now-hint = Vous contre deux bots de niveau intermédiaire à { $a }, 3 joueurs, avec les règles habituelles : un clic et vous êtes à la table.
web-intro-games = Les jeux
web-intro-board = Le plateau de { $a }
web-intro-rules = Règles de { $a }
web-intro-game-rotterdam = Le jeu de base : annoncez des couleurs pour déplacer tous les navires qui s’y trouvent, livrez les matières premières aux ports contre des cartes Produit et atteignez le premier 12 points de mission.
web-intro-game-masters = Rotterdam avec de l’argent : placez vos dockers sur des personnages pour utiliser leurs actions, achetez et vendez sur un marché aux prix changeants et remplissez les commandes ouvertes.
web-intro-game-antwerpen = Un nouveau fleuve avec des écluses à ouvrir et fermer, des chenaux doubles et une sortie vers la mer : une action par tour, des cartes Navire et Écluse, et une troisième mission accomplie lance les derniers tours.
web-intro-game-other = Un autre jeu sur le plateau portuaire.
web-intro-starting = Préparation de la table…
web-intro-more-options = Plus d’options
web-intro-custom-hint = Choisissez le jeu, le nombre de joueurs et qui joue à chaque place : des personnes invitées par un lien ou des bots.
web-strength = force
web-strength-beginner = débutant
web-strength-intermediate = intermédiaire
web-strength-strong = fort
web-intro-table-round = { $a }, { $b } joueurs, manche { $c }
web-intro-table-turn = { $a }, { $b } joueurs, tour { $c }
web-intro-table-done = { $a }, { $b } joueurs
web-intro-won-by = gagnée par { $a }

page-event-ship-placed = { $seat } place un navire sur { $pos }, { $cargo }
page-event-unloaded-empty = { $seat } décharge un navire à { $harbour } : vide, pas de carte Produit
page-event-unloaded-product = { $seat } décharge un navire à { $harbour } : { $cargo }, et prend { $product }
page-event-unloaded-card = { $seat } décharge un navire à { $harbour } : { $cargo }, et prend une carte Produit
page-event-unloaded-pile-empty = { $seat } décharge un navire à { $harbour } : { $cargo } : la pile est vide, pas de carte Produit
page-event-unloaded-wrong = { $seat } décharge un navire à { $harbour } : { $cargo } : mauvaise cargaison, pas de carte Produit
page-masters-event-unloaded-wrong = { $seat } décharge un navire à { $harbour } : { $cargo } : mauvaise cargaison, pas de carte Produit ; l’unité va dans son stock (au marché si le stock est plein)
page-masters-event-captain-bonus = Prime du Capitaine : { $payer } paie 1 à { $captain } pour la livraison de son navire, et la banque paie 1
page-antwerpen-event-ship-anchored = la carte Ancre de { $seat } retient un de ses navires pendant cette annonce
page-antwerpen-event-anchor-gave-nothing = un navire de { $seat } atteint une ancre, mais { $seat } ne reçoit pas de carte (limite de cartes en main, ou plus de carte)
page-antwerpen-event-ship-exited = un navire de { $seat } quitte le plateau par la sortie
page-antwerpen-event-ship-exited-cargo = un navire de { $seat } quitte le plateau par la sortie ({ $cargo } retourne à la réserve)
page-antwerpen-expect-take-card = le navire est arrivé sur une ancre : son propriétaire prend la carte Écluse ou la carte Navire du dessus
page-card-stage-second-ship = premier navire choisi, choisir le second navire (avec une autre cargaison)
page-card-stage-back = choisir où recule le navire choisi ({ $steps ->
        [one] encore { $steps } pas
       *[other] encore { $steps } pas
    }, C-3)
page-card-stage-receiver = prendre la cargaison du navire choisi : choisir votre navire vide qui la reçoit
page-card-stage-receiver-start = prendre la cargaison du navire choisi : choisir une position de départ libre pour votre nouveau navire
