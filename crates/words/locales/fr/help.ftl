# Aide à la table : la page des règles de chaque jeu (web/rules.js), les infobulles des cartes et
# des personnages, la ligne « que faire maintenant » au-dessus des choix et la fin de la partie
# dans l'en-tête de la table (web/help.js). Chaque langue a les mêmes identifiants et variables.
# Les règles sont dites ici avec les mots du projet (docs/RULES.md et docs/RULINGS.md), jamais avec
# ceux d'un livret de règles.

## La page autour des règles
help-rules = Règles
help-rules-of = Règles de { $game }
help-rules-title = { $game } : les règles
help-new-tab = s'ouvre dans un nouvel onglet
help-contents = Sommaire
help-back-lobby = Retour au salon
help-other-games = Les autres jeux
help-no-game = Il n'y a pas de jeu « { $id } ».

## Titres des sections
help-sec-goal = Le but
help-sec-material = Le matériel
help-sec-round = Une manche
help-sec-turn = Le tour d'un joueur
help-sec-sailing = La navigation et les chenaux
help-sec-delivering = Livrer et produits
help-sec-cards = Les cartes
help-sec-characters = Les personnages
help-sec-trading = L'échange
help-sec-end = La fin de la partie et le décompte
help-sec-variants = Variantes

## Commun aux jeux
help-harbours = Chaque port accepte une matière première et donne ses propres cartes Produit :
help-harbour-row = { $harbour } prend { $raw } et donne { $products }
help-product-points = { $product } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
help-cap-rounds = Si personne n'atteint la fin, la partie s'arrête à une limite de sécurité choisie à la création de la table (après le tour { $cap }, sauf réglage contraire). Une telle partie est comptée telle qu'elle est, mais reste inachevée : personne ne la gagne. (C-7)
help-cap-turns = Si personne n'atteint la fin, la partie s'arrête à une limite de sécurité choisie à la création de la table (après le tour de jeu { $cap }, sauf réglage contraire). Une telle partie est comptée telle qu'elle est, mais reste inachevée : personne ne la gagne. (C-7)
help-variants-none = Ce jeu n'a pas de variantes.
help-variant-default = par défaut : { $value }
help-variant-safe_harbour = Aucune carte ne touche un navire ni sa cargaison tant que le navire est dans un port.
help-variant-open_products = La carte du dessus de chaque pile de cartes Produit est visible, si bien que chacun sait ce qu'une livraison y rapportera. Un navire qui décharge une mauvaise cargaison (ou rien) envoie cette carte visible sous sa pile.
help-variant-fixed_rounds = La partie dure un nombre fixe de tours (10 à deux joueurs, 8 à trois, 6 à quatre) ; la fin à 15 points est supprimée.
help-variant-auction = Avant chaque tour, les joueurs misent de l'argent pour devenir Capitaine du Port. En commençant à gauche du Capitaine du Port en place, chacun mise plus que la meilleure mise ou passe ; le plus offrant paie la banque et mène le tour. Sans aucune mise, le Capitaine du Port change comme d'habitude.
help-variant-factory_layout = Où se trouvent les emplacements d'usine et ce qu'ils coûtent.
help-variant-factory_layout-nl = deux emplacements à Botlek et Vulcaanhaven, quatre à Merwehaven et Eemhaven.
help-variant-factory_layout-en = quatre emplacements à Botlek et Vulcaanhaven, deux à Merwehaven et Eemhaven.

## Infobulles : ce que fait une carte ou un personnage, et quand on peut le jouer
help-card-swap_cargo = Échangez les cargaisons de deux navires sur le plateau (un navire vide compte comme une cargaison).
help-card-extra_cargo = Posez un navire supplémentaire de votre réserve sur une position de départ libre, chargé d'une matière première.
help-card-setback = Faites reculer n'importe quel navire d'un chenal.
help-card-storm = Faites reculer n'importe quel navire de deux chenaux (d'un seul si le second est impossible).
help-card-joker = Remplace n'importe quel produit quand vous remplissez une mission, un seul par mission.
help-card-advantage = Vaut 1 point à la fin. Posez-la face visible devant vous pour libérer une place dans votre main.
help-card-extra_advantage = Vaut 2 points à la fin. Posez-la face visible devant vous pour libérer une place dans votre main.
help-card-cargo_thief = Prenez la cargaison de n'importe quel navire et mettez-la sur un de vos navires vides (ou sur un nouveau navire à vous sur une position de départ libre).
help-card-port_police = Renvoyez la cargaison de n'importe quel navire à la réserve ; le navire reste, vide.
help-when-rotterdam-play = Quand : pendant votre propre tour dans une phase, avant de décider ; pas dans le tour où vous l'avez reçue.
help-when-rotterdam-vp = Quand : posée face visible pendant votre propre tour dans une phase.
help-when-rotterdam-joker = Quand : rendue avec une mission en phase 6.
help-when-masters-play = Quand : pendant votre propre tour, avant ou après l'action de votre personnage (ou entre ses étapes) ; elle ne touche pas les navires dans un port.
help-when-masters-vp = Quand : posée face visible pendant votre propre tour.
help-when-masters-joker = Quand : rendue avec une mission, par le personnage { character-shipping_agent }.
help-character-ship_owner = Prenez une unité gratuite de la matière première la moins chère, achetez et vendez des matières premières, et posez jusqu'à deux navires sur des positions de départ libres (au plus un vide).
help-character-captain = Annoncez deux couleurs, l'une après l'autre. Pour chaque navire d'un autre joueur que vous faites entrer dans son port, son propriétaire vous paie 1 et la banque 1.
help-character-deck_hand = Prenez une carte Navigation (visible ou de la pile) ; puis chaque joueur prend une carte par navire à lui sur une ancre.
help-character-discharger = Déchargez chaque navire dans les ports ; une bonne cargaison rapporte la carte Produit visible, et vous choisissez quelle usine de ce port en produit une de plus.
help-character-trader = Jusqu'à trois transactions avec le marché des produits : vendre ou acheter des cartes Produit au prix du moment.
help-character-shipping_agent = Remplissez une des missions visibles avec vos cartes Produit.
help-character-cashier = Prenez de l'argent à la banque (3, 2 ou 1, selon la case).
help-character-manufacturer = Construisez une usine sur l'emplacement libre suivant d'un port, en payant son prix. Une fois par tour et par joueur.
help-when-character = Quand : pendant votre tour, en posant un docker sur une case libre du personnage.
help-shipcard-sail_alone = Annoncez une couleur : seuls vos propres navires avancent.
help-shipcard-extra_colour = Annoncez une couleur supplémentaire : tous les navires avancent.
help-shipcard-extra_ship = Posez un navire supplémentaire à vous, avec une matière première, sur une position de départ libre.
help-shipcard-step_back = Faites reculer n'importe quel navire d'un chenal.
help-shipcard-double_yield = Quand votre navire fait une bonne livraison pendant votre propre tour, prenez aussi la carte Produit suivante.
help-shipcard-anchor = Gardez un de vos navires sur place pendant une couleur annoncée par un adversaire. Se joue hors de votre tour : juste après l'annonce, avant qu'un navire ne bouge.
help-shipcard-swap_cargo = Échangez les matières premières de deux navires sur le plateau qui ne sont pas dans un port.
help-when-antwerpen-card = Quand : pendant votre propre tour, avant ou après l'action principale ; pas dans le tour où vous l'avez reçue.
help-lockcard-open = Ouvrez { $n ->
        [one] une écluse fermée
       *[other] { $n } écluses fermées
    } de votre choix (moins s'il y en a moins de fermées).
help-lockcard-close = Fermez { $n ->
        [one] une écluse ouverte
       *[other] { $n } écluses ouvertes
    } de votre choix (moins s'il y en a moins d'ouvertes).
help-lockcard-toggle = Choisissez { $n ->
        [one] une écluse et ouvrez-la ou fermez-la
       *[other] { $n } écluses et ouvrez-les toutes ou fermez-les toutes
    }.

## Que faire maintenant, au-dessus des choix
help-do-label = Que faire maintenant
help-do-ended = Plus rien à décider : le décompte final est affiché, et Revoir rejoue la partie.
help-do-fork = Choisissez la route à l'embranchement : la position libre où va votre navire.
help-do-compose = Votre offre : ajoutez dans le panneau d'échange les cartes à donner et à demander (1 à 3 dans chaque sens), choisissez le joueur et envoyez-la ; ou retirez-la.
help-do-respond = Répondez à l'offre : acceptez-la (vous devez avoir les cartes demandées) ou refusez-la.
help-do-card-ship = { $card } : choisissez le navire visé.
help-do-card-second-ship = { $card } : choisissez le second navire, avec une autre cargaison.
help-do-card-back = { $card } : choisissez où le navire recule ({ $steps ->
        [one] encore { $steps } pas
       *[other] encore { $steps } pas
    }).
help-do-card-receiver = { $card } : choisissez votre navire vide qui reçoit la cargaison.
help-do-card-receiver-start = { $card } : choisissez une position de départ libre pour votre nouveau navire qui reçoit la cargaison.
help-do-card-place = { $card } : choisissez une position de départ libre et la matière première du navire supplémentaire.
help-do-rotterdam-place = Posez un navire de votre réserve sur une position de départ libre, chargé ou vide, ou passez.
help-do-rotterdam-navigate = Choisissez une couleur : chaque navire devant un chenal de cette couleur avance d'un pas.
help-do-rotterdam-cards = Jouez une carte Navigation si vous voulez, puis continuez : chacun de vos navires sur une ancre vous rapporte une carte Navigation.
help-do-rotterdam-unload = Jouez une carte Navigation si vous voulez, puis continuez : vos navires dans les ports sont déchargés, et une bonne cargaison rapporte une carte Produit.
help-do-rotterdam-trade = Échange : dans le panneau d'échange, choisissez les cartes à donner et à demander et le joueur, puis envoyez l'offre ; ou passez.
help-do-rotterdam-missions = Remplissez une mission que vos cartes Produit couvrent (au plus un { card-joker }), ou passez.
help-do-masters-setup = Avant le tour 1 : posez un navire sur une position de départ libre avec une matière première gratuite du marché, ou passez.
help-do-masters-auction = Enchère : augmentez votre mise de 1 ou de 5 et placez-la (plus que la meilleure mise), ou passez. Le plus offrant devient Capitaine du Port.
help-do-masters-plan = Choisissez un personnage : posez un docker sur sa prochaine case libre. Vous pouvez d'abord jouer une carte Navigation.
help-do-masters-ship-owner = { $character } : prenez l'unité gratuite, achetez ou vendez des matières premières, posez jusqu'à deux navires ; puis terminez l'action.
help-do-masters-captain = { $character } : choisissez une couleur ({ $done } sur 2 annoncées) : chaque navire devant un chenal de cette couleur avance d'un pas.
help-do-masters-deck-hand = { $character } : prenez une carte Navigation visible ou celle du dessus de la pile.
help-do-masters-factory = { $character } : choisissez l'usine qui produit ici une carte Produit.
help-do-masters-trader = { $character } : vendez ou achetez des cartes Produit ({ $done } sur 3 transactions), puis terminez l'action.
help-do-masters-build = { $character } : choisissez le port de votre usine, sur son prochain emplacement libre.
help-do-masters-after = Votre action est faite : jouez une carte Navigation ou terminez le tour.
help-do-antwerpen-turn = Faites votre action principale : chargez un navire, annoncez une couleur ou échangez une mission. Avant ou après, vous pouvez remplir une mission, échanger ou jouer des cartes.
help-do-antwerpen-turn-after = Action principale faite : remplissez une mission, échangez ou jouez des cartes si vous voulez, puis terminez le tour.
help-do-antwerpen-sailing = Les navires avancent.
help-do-antwerpen-anchor-window = { $caller } a annoncé { $colour } : jouez { $card } pour garder un de vos navires sur place, ou passez.
help-do-antwerpen-anchor-ship = Choisissez le navire que { $card } garde sur place pendant cette couleur.
help-do-antwerpen-take-card = Un navire a atteint une ancre : prenez la carte Écluse du dessus ou la carte Navire du dessus.
help-do-antwerpen-double-yield = Une bonne livraison : jouez { $card } pour prendre deux cartes Produit, ou prenez-en une.
help-do-antwerpen-extra-ship = { $card } : choisissez une position de départ libre et une matière première.
help-do-antwerpen-sail-alone = { $card } : choisissez une couleur ; seuls vos propres navires devant un chenal de cette couleur avancent d'un pas.
help-do-antwerpen-extra-colour = { $card } : choisissez une couleur ; chaque navire devant un chenal de cette couleur avance d'un pas.
help-do-antwerpen-step-back-ship = { $card } : choisissez un navire qui recule d'un chenal.
help-do-antwerpen-step-back-to = { $card } : choisissez où le navire recule.
help-do-antwerpen-swap-first = { $card } : choisissez le premier navire.
help-do-antwerpen-swap-second = { $card } : choisissez le second navire, avec une autre matière première.
help-do-antwerpen-open-lock = Choisissez une écluse fermée à ouvrir (encore { $left }).
help-do-antwerpen-close-lock = Choisissez une écluse ouverte à fermer (encore { $left }).
help-do-antwerpen-toggle-direction = { $card } : ouvrir les écluses que vous choisissez, ou les fermer ?
help-do-antwerpen-toggle-locks = Choisissez une écluse à inverser (encore { $left }).

## Comment la partie se termine, dans l'en-tête de la table
help-end-rotterdam = Tour { $round } · fin après le tour où quelqu'un atteint { $points } points de mission
help-end-masters = Tour { $round } · fin après le tour où quelqu'un atteint { $points } points de mission
help-end-rotterdam-last = Tour { $round } · le dernier tour : un joueur a atteint { $points } points de mission
help-end-masters-last = Tour { $round } · le dernier tour : un joueur a atteint { $points } points de mission
help-end-masters-fixed = Tour { $round } sur { $rounds } · la partie se termine après le tour { $rounds }
help-end-antwerpen = Tour de jeu { $turn } : { $seat } · une troisième mission remplie lance les derniers tours
help-end-antwerpen-last = Tour de jeu { $turn } : { $seat } · derniers tours : la partie se termine après le tour de jeu { $last }
help-end-over-round = Tour { $round } · la partie est finie
help-end-over-turn = Tour de jeu { $turn } · la partie est finie
help-cap-near-round = limite de sécurité : la partie s'arrête après le tour { $cap }
help-cap-near-turn = limite de sécurité : la partie s'arrête après le tour de jeu { $cap }
