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
help-intro = Cette page explique comment Havenbaron joue à { $game }. Les codes entre parenthèses (comme R-3) sont les numéros de règle que citent les messages et les refus du programme.
help-no-game = Il n'y a pas de jeu « { $id } ».

## Titres des sections
help-sec-goal = Le but
help-sec-material = Le matériel
help-sec-round = Un tour de jeu
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
help-sailing-call = Annoncer une couleur fait avancer les navires le long des chenaux de cette couleur : chaque navire placé devant un chenal de la couleur annoncée avance d'un pas en le suivant, si la position au bout est libre. Les chenaux ne mènent que vers l'avant, vers les ports. (C-2)
help-sailing-one-ship = Une position de départ, d'eau ou d'ancre ne porte qu'un navire ; un port en accueille autant qu'il en vient. Un navire avance d'un pas au plus par couleur annoncée. Les navires de celui qui annonce avancent d'abord, puis ceux des autres à tour de rôle ; un navire bloqué retente sa chance dès que les navires devant lui sont partis. Un navire qui peut avancer doit avancer. (C-2)
help-sailing-fork = Quand deux chenaux de la couleur annoncée partent de la position d'un navire et que leurs deux bouts sont libres, son propriétaire choisit où il va, même pendant le tour d'un autre ; si un seul bout est libre, le navire y va. (C-2.4)
help-sailing-back = Certaines cartes font reculer un navire par un chenal de n'importe quelle couleur, vers une position libre ; un navire sur une position de départ ne peut pas reculer. (C-3)
help-trade-offer = Un échange se propose à un seul autre joueur : une à trois cartes Produit à donner et une à trois à demander, jamais le même produit dans les deux sens. L'offre se compose carte par carte et personne d'autre ne la voit avant son envoi ; elle peut aussi être retirée. (R-5)
help-trade-answer = Le joueur qui reçoit une offre l'accepte (s'il a les cartes demandées) ou la refuse, sans dire pourquoi. Les offres et les échanges acceptés sont visibles de tous. Seules les cartes Produit s'échangent.
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

## Rotterdam
help-rotterdam-goal = Chargez des matières premières sur vos navires, menez-les à travers le port jusqu'au port qui les transforme et gagnez-y des cartes Produit. Réunissez des cartes Produit pour remplir des missions : le joueur qui a le plus de points à la fin gagne.
help-rotterdam-material-ships = Navires : 5 par joueur à deux joueurs, 4 à trois, 3 à quatre. Après le déchargement, les navires reviennent à leur propriétaire et peuvent repartir.
help-rotterdam-material-supply = Les matières premières viennent d'une réserve commune et limitée : 7 grain, 5 fruits, 5 conteneurs et 7 pétrole.
help-rotterdam-material-cards = Les cartes Produit forment quatre piles face cachée, une par port. Chaque joueur commence avec 3 cartes Mission secrètes ; les autres forment une pile. Les cartes Navigation forment une autre pile face cachée.
help-rotterdam-round = Chaque tour compte six phases. Dans chaque phase, le Capitaine du Port joue en premier et les autres suivent dans le sens des aiguilles d'une montre. Après la sixième phase, le rôle de Capitaine du Port passe à gauche. (R-2, R-3)
help-rotterdam-phase-1 = Placer et charger : posez un navire de votre réserve sur une position de départ libre, chargé d'une matière première de votre choix ou vide, ou passez.
help-rotterdam-phase-2 = Naviguer : chacun à son tour doit annoncer une couleur ; la même couleur peut être annoncée à nouveau.
help-rotterdam-phase-3 = Cartes Navigation : pour chaque navire que vous avez sur une ancre au début de la phase, vous piochez une carte Navigation.
help-rotterdam-phase-4 = Décharger : chaque navire dans un port est déchargé (voir plus bas).
help-rotterdam-phase-5 = Échanger : les joueurs se font des offres jusqu'à ce que tous aient passé à la suite.
help-rotterdam-phase-6 = Missions : chaque joueur peut remplir une mission.
help-rotterdam-anchor = Les positions d'ancre sont des positions d'eau marquées d'une ancre : un navire qui s'y trouve quand la phase 3 commence rapporte une carte Navigation à son propriétaire.
help-rotterdam-deliver = Un navire qui atteint un port y attend la phase 4. Il est alors déchargé : si sa cargaison est celle que le port accepte, son propriétaire pioche la carte Produit du dessus de ce port. Dans tous les cas, la matière première retourne à la réserve et le navire à son propriétaire. (R-3, R-4)
help-rotterdam-missions = Une mission nomme deux ou trois produits. En phase 6, vous pouvez remplir une mission dont vous avez les produits : rendez ces cartes Produit (elles vont sous leurs piles), posez la mission face visible devant vous et piochez-en une nouvelle. Un joker peut remplacer un produit d'une mission.
help-rotterdam-cards = Vous avez au plus 3 cartes Navigation en main. Jouez-les pendant votre propre tour dans une phase, avant de décider ; une carte reçue pendant un tour ne se joue qu'à un tour suivant. Les cartes Avantage se posent plutôt face visible et comptent leurs points. (R-6)
help-rotterdam-trading = La phase 5 fait le tour de la table à partir du Capitaine du Port : le joueur dont c'est le tour fait une offre ou passe. Après trois offres dans la phase, un joueur passe de lui-même. La phase se termine quand tous ont passé à la suite.
help-rotterdam-end = Dès qu'un joueur a 12 points de mission ou plus, la phase 6 de ce tour est jouée jusqu'au bout (les joueurs suivants peuvent encore remplir une mission) et la partie est finie. (R-7)
help-rotterdam-score = Décompte : les points de mission, plus les points de vos cartes Avantage (en main et posées), plus les points des cartes Produit de votre main. Les missions encore en main ne rapportent rien.
help-rotterdam-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission, puis celui qui a le plus de cartes Produit ; sinon la place est partagée.

## Masters of Trade
help-masters-goal = Vous êtes négociant dans le port de Rotterdam : achetez des matières premières, menez-les au bon port, réunissez et négociez des cartes Produit, construisez des usines et remplissez les missions communes. L'argent paie tout, mais seuls les points font gagner.
help-masters-material-ships = Navires : 4 par joueur à deux joueurs, 3 à trois ou quatre. Chaque joueur commence avec 15 (millions) ; la banque n'est jamais à court. Dockers : 4 par joueur à deux ou trois joueurs, 3 à quatre.
help-masters-material-markets = Le marché des matières premières : chaque matière a une échelle de prix, et moins il en reste, plus la suivante est chère. Vendre remet une unité sur l'échelle et rapporte le prix de la case qu'elle occupe. Vous pouvez garder jusqu'à 3 unités en stock. Le marché des produits : chaque produit a un marqueur de prix qui baisse quand quelqu'un vend et monte quand quelqu'un achète.
help-masters-material-cards = Trois missions sont visibles, que tout le monde peut remplir. Les piles de cartes Produit sont ouvertes : leur carte du dessus est visible. Les cartes Navigation forment une pile, avec trois cartes visibles à côté.
help-masters-setup = Avant le premier tour, chaque joueur, le Capitaine du Port d'abord, peut poser un navire sur une position de départ libre avec une matière première gratuite de son choix prise au marché. (M-1)
help-masters-round = À tour de rôle, en commençant par le Capitaine du Port, chaque joueur pose un docker sur une case libre d'un personnage et effectue aussitôt l'action de ce personnage. Quand tous les dockers sont posés, le tour se termine et le rôle de Capitaine du Port passe à gauche. (M-2)
help-masters-fields = Chaque personnage a trois cases (deux à deux joueurs) ; une case prise le reste jusqu'à la fin du tour. On peut choisir le même personnage plusieurs fois dans un tour, sauf le personnage { character-manufacturer } : une fois par tour.
help-masters-sailing = Les navires n'avancent que lorsqu'un joueur choisit le personnage { character-captain }, qui annonce deux couleurs l'une après l'autre (deux fois la même est permis). Pour chaque navire d'un autre joueur qui entre ainsi dans son port, son propriétaire paie 1 à celui qui annonce, et la banque 1 de plus. Un propriétaire qui ne peut pas payer garde ce navire où il est. (M-3.2)
help-masters-deliver = Les navires dans les ports ne sont déchargés que lorsqu'un joueur choisit le personnage { character-discharger }. Un navire chargé de la bonne matière rapporte à son propriétaire la carte Produit visible de ce port ; ensuite une usine de ce port qui n'a pas encore produit pendant cette action, choisie par celui qui décharge, donne la carte suivante à son propriétaire. L'unité retourne au marché. Un navire chargé d'une mauvaise matière ne rapporte rien et son unité va dans le stock de son propriétaire (ou au marché si ce stock est plein). (M-3.4)
help-masters-factories = Le personnage { character-manufacturer } construit une usine sur l'emplacement libre suivant d'un port, en payant son prix ; personne ne possède plus de 4 usines. Les usines profitent à leurs propriétaires chaque fois qu'un navire à la bonne cargaison est déchargé dans leur port, à qui qu'il appartienne.
help-masters-cards = Vous avez au plus 3 cartes Navigation en main. Jouez-les pendant votre propre tour : avant ou après l'action de votre personnage, et entre les étapes des personnages { character-ship_owner }, { character-captain } et { character-trader }. Les cartes ne touchent jamais un navire dans un port. Les cartes Avantage comptent une fois posées face visible. (M-2)
help-masters-trading = Les joueurs n'échangent pas entre eux. Le personnage { character-trader } vend des cartes Produit au marché et lui en achète, au prix du moment. (M-3.5)
help-masters-end = Dès qu'un joueur a 15 points de mission ou plus, le tour est joué jusqu'au bout, puis la partie est finie. (M-4)
help-masters-score = Décompte : les points de mission, plus les points des cartes Produit de votre main, plus les cartes Avantage (en main et posées). L'argent ne compte pas.
help-masters-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission, puis celui qui a le plus d'argent ; sinon la place est partagée.

## Antwerpen
help-antwerpen-goal = Menez des matières premières jusqu'aux docks d'Anvers, à travers des écluses qui s'ouvrent et se ferment, et réunissez les cartes Produit que vos missions demandent. Le joueur qui a le plus de points après les derniers tours gagne.
help-antwerpen-material-ships = Navires : 5 par joueur à deux joueurs, 4 à trois, 3 à quatre.
help-antwerpen-material-supply = Matières premières : 7 jouets, 6 cacao, 6 orge et 5 pommes de terre, dans une réserve commune.
help-antwerpen-material-cards = Les piles de cartes Produit sont ouvertes : chaque carte du dessus est visible. Chaque joueur commence avec 3 missions secrètes et 2 cartes Écluse ; les cartes Navire se gagnent sur l'eau.
help-antwerpen-material-locks = Trois des docks se trouvent derrière une écluse. Les trois écluses sont fermées au départ.
help-antwerpen-turn = Les joueurs jouent à tour de rôle dans le sens des aiguilles d'une montre. À votre tour, vous faites exactement une action principale ; avant et après, vous pouvez faire des actions supplémentaires. Une fois l'action principale faite, vous terminez votre tour. (A-2)
help-antwerpen-main = Actions principales : charger (posez un de vos navires sur une position de départ libre avec une matière première de votre choix), naviguer (annoncez une couleur) ou échanger une mission (défaussez-en une et piochez-en une autre).
help-antwerpen-extra = Actions supplémentaires : remplir une mission par tour, faire jusqu'à trois offres d'échange, et jouer des cartes Navire et Écluse que vous n'avez pas reçues pendant ce tour.
help-antwerpen-double = Certains chenaux ont deux couleurs : ils s'ouvrent pour l'une comme pour l'autre.
help-antwerpen-locks = Une écluse fermée bloque son chenal dans les deux sens pour tout navire ; les cartes Écluse ouvrent ou ferment des écluses. (A-4)
help-antwerpen-anchor = Un navire qui arrive sur une position d'ancre (en avançant ou en reculant) rapporte à son propriétaire la carte du dessus de la pile Écluse ou de la pile Navire, au choix. Y rester ne rapporte rien de plus. (A-6)
help-antwerpen-exit = Un navire qui sort par le port de transit quitte le plateau : le navire revient à son propriétaire, sa matière première à la réserve, et une fois que tous les navires de cette couleur ont bougé, chaque écluse change d'état (ouverte devient fermée et fermée devient ouverte). (A-6)
help-antwerpen-deliver = Les livraisons ont lieu aussitôt, même pendant le tour d'un autre. Un navire qui entre dans le port de sa matière première rapporte à son propriétaire la carte Produit visible de ce port, et la carte suivante est retournée. Un navire chargé d'une mauvaise matière ne rapporte rien, et la carte visible de ce port passe sous sa pile. Dans tous les cas, le navire revient à son propriétaire et la matière première à la réserve. Deux navires peuvent entrer dans le Deurganckdok pour une même couleur. (A-6)
help-antwerpen-missions = Une mission nomme deux produits ; elle vaut 2 points de plus s'ils viennent de docks différents. Remplissez-la en rendant ces cartes Produit (elles vont sous leurs piles) ; posez la mission face visible et piochez-en une nouvelle.
help-antwerpen-cards = Vous avez au plus 3 cartes Navire et 3 cartes Écluse en main. Jouez-les pendant votre propre tour, avant ou après l'action principale (la carte { ship-card-anchor } fait exception) ; les cartes reçues pendant un tour se jouent à partir du tour suivant. (A-3)
help-antwerpen-trading = Seul le joueur dont c'est le tour fait des offres, trois au plus par tour, à tout moment de son tour.
help-antwerpen-end = Dès qu'un joueur remplit sa troisième mission, chaque joueur joue encore exactement un tour, ce joueur en dernier. (A-7)
help-antwerpen-score = Décompte : les points de mission plus les points des cartes Produit de votre main. Les missions encore en main ne rapportent rien.
help-antwerpen-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission ; sinon la place est partagée.

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
