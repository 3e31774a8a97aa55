# La page des règles (web/rules.js, web/rules-diagrams.js) : ce qu'il faut à un nouveau joueur
# pour jouer, en phrases courtes à côté du plateau et d'exemples qui montrent pas à pas de petites
# positions tirées des données ; ce qu'on consulte plus tard est replié (les résumés
# `rules-more-*`). Un numéro de règle entre parenthèses, « (R-3) », s'affiche en petit après son
# paragraphe.

rules-board-caption = Les navires partent des positions de départ et suivent les chenaux de couleur jusqu'aux ports.
rules-ids-note = Les petits codes comme { $id } sont des numéros de règle ; les messages du programme les citent.
rules-step-of = Étape { $n } sur { $total }
rules-back = Précédent
rules-next = Suivant

rules-example-call = Exemple : annoncer une couleur
rules-call-1 = { $seat } annonce { $colour } : les navires qui ont un chenal { $colour } devant eux avancent d'un pas.
rules-call-2 = Les deux ont avancé d'un pas ; le navire sans chenal { $colour } est resté.
rules-mark-caller = { $seat } annonce : part en premier
rules-mark-other = un navire adverse avance aussi
rules-mark-stays = pas de chenal { $colour } : reste
rules-mark-moved = a avancé d'un pas

rules-example-fork = Exemple : une bifurcation
rules-fork-1 = { $seat } annonce { $colour }. De ce navire partent deux chenaux de cette couleur, aux deux bouts libres.
rules-mark-fork = navire de { $owner } à une bifurcation
rules-fork-2 = Le navire attend que son propriétaire, { $owner }, choisisse la route.
rules-mark-choice = { $pos } : un bout libre
rules-fork-3 = { $owner } a choisi { $pos } : le navire y va.

rules-example-delivery = Exemple : une livraison
rules-delivery-1 = Ce navire transporte { $raw }, la matière première que prend { $harbour }.
rules-mark-cargo = cargaison : { $raw }
rules-mark-harbour = { $harbour } prend { $raw }
rules-delivery-2 = Une annonce du { $colour } le fait entrer à { $harbour }.
rules-delivery-3 = Déchargé là, il rapporte à son propriétaire une carte de { $harbour } : { $product }. Le navire rentre.
rules-mark-card = { $product } pour le propriétaire du navire

rules-example-lock = Exemple : une écluse
rules-lock-1 = L'écluse { $lock } est fermée : une annonce du { $colour } ne fait pas passer le navire.
rules-mark-lock-closed = { $lock } : fermée
rules-mark-stays-lock = bloqué par l'écluse
rules-lock-2 = Une carte Écluse ouvre { $lock }.
rules-mark-lock-open = { $lock } : ouverte
rules-lock-3 = La même annonce du { $colour } fait maintenant passer le navire par { $lock }.

rules-example-trade = Exemple : un échange
rules-trade-1 = { $seat } prépare une offre : donner { $give }, recevoir { $ask }. Personne d'autre ne la voit encore.
rules-trade-2 = { $seat } l'envoie à { $other } ; tout le monde la voit maintenant.
rules-trade-3 = { $other } accepte et les cartes changent de main. Un refus n'aurait rien changé.
rules-give = donne
rules-ask = demande

rules-example-market = Exemple : le { character-trader } au marché
rules-market-1 = { $seat } prend le { character-trader } et a { $sell }, qui se vend { $price } en ce moment.
rules-market-2 = { $seat } vend { $sell } pour { $price } : la carte passe sous sa pile et le prix descend à { $lower }.
rules-market-3 = Puis { $seat } achète { $buy } pour { $cost }, dont le prix monte à { $higher }.
rules-market-cash = Argent : { $cash }
rules-market-hand = Main :

rules-more = Plus de détails
rules-more-sailing = La navigation en détail
rules-more-harbours = Les ports et leurs produits
rules-more-cards = Toutes les cartes
rules-more-characters = Ce que fait chaque personnage
rules-more-end = Égalités et limite de temps
rules-more-variants = Les variantes

## Commun aux jeux
rules-sail-call = Annoncer une couleur fait avancer d'un pas chaque navire sur un chenal de cette couleur, si la position suivante est libre. (C-2)
rules-sail-fork = Quand deux chenaux de cette couleur partent d'un navire, son propriétaire choisit la route, même si un autre annonce. (C-2.4)
rules-sail-one-ship = Une position de départ, d'eau ou d'ancre ne porte qu'un navire ; un port en accueille autant qu'il en vient. Un navire qui peut avancer doit avancer. Les navires de celui qui annonce partent d'abord, puis ceux des autres à tour de rôle, et un navire bloqué avance dès que la voie est libre. (C-2.2, C-2.3, C-2.5)
rules-sail-back = Certaines cartes font reculer un navire par un chenal de n'importe quelle couleur vers une position libre ; un navire sur une position de départ ne peut pas reculer. (C-3)
rules-trade-detail = Personne d'autre ne voit une offre avant son envoi, et on peut la retirer à la place. Seules les cartes Produit changent de main, jamais le même produit dans les deux sens. À Rotterdam, la phase 5 se termine quand tous passent à la suite, et un joueur passe de lui-même après trois offres. (R-5)
rules-variants = Des options à choisir en créant une table.

## Rotterdam
rules-rotterdam-goal = Chargez des matières premières sur vos navires et menez-les au port qui les prend. Chaque livraison rapporte une carte Produit, et les cartes Produit remplissent vos missions secrètes. Le plus de points l'emporte.
rules-rotterdam-material = Chaque joueur a 5 navires (4 à trois joueurs, 3 à quatre) et 3 missions secrètes. Chaque port a sa propre pile de cartes Produit. (R-1)
rules-rotterdam-supply = Les matières premières viennent d'une réserve limitée : 7 grain, 5 fruits, 5 conteneurs et 7 pétrole. Les cartes Navigation et les missions forment des piles face cachée.
rules-rotterdam-round = Une manche compte six phases. Le Capitaine du Port commence chacune, les autres suivent dans le sens horaire ; puis le rôle passe à gauche. (R-2, R-3)
rules-rotterdam-phase-1 = Placer : posez un navire sur un départ libre, chargé ou vide, ou passez.
rules-rotterdam-phase-2 = Naviguer : chacun annonce une couleur.
rules-rotterdam-phase-3 = Ancres : chaque navire sur une ancre rapporte une carte Navigation.
rules-rotterdam-phase-4 = Décharger : les navires dans les ports livrent.
rules-rotterdam-phase-5 = Échanger : proposez un échange ou passez.
rules-rotterdam-phase-6 = Missions : remplissez une mission, ou passez.
rules-rotterdam-deliver = Les navires dans les ports sont déchargés en phase 4 : la matière première que prend un port rapporte au propriétaire la carte Produit du dessus. (R-4)
rules-rotterdam-missions = En phase 6, rendez les produits que nomme une de vos missions, posez-la face visible et piochez-en une nouvelle. (R-3.6)
rules-rotterdam-cards = Vous avez au plus 3 cartes Navigation. Jouez-les à votre tour avant de décider, mais pas au tour où vous les avez reçues. Les cartes Avantage comptent une fois posées face visible. (R-6)
rules-rotterdam-trade = En phase 5, vous proposez un échange à un joueur, une à trois cartes Produit dans chaque sens, ou vous passez ; il accepte ou refuse. (R-5)
rules-rotterdam-end = Dès que quelqu'un a 12 points de mission, la manche s'achève après la phase 6. Comptent vos missions, les cartes Produit de votre main et vos cartes Avantage. (R-7)
rules-rotterdam-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission, puis le plus de cartes Produit ; sinon la place est partagée.

## Masters of Trade
rules-masters-goal = Négociez dans le port de Rotterdam : achetez des matières premières, menez-les au bon port, vendez ou gardez les cartes Produit et remplissez les missions visibles de tous. L'argent achète tout, mais seuls les points font gagner.
rules-masters-material = Chaque joueur commence avec 15 d'argent, 4 navires (3 à trois ou quatre joueurs) et des dockers. Trois missions sont visibles. (M-1)
rules-masters-markets = Les matières premières coûtent plus cher quand il en reste moins au marché ; vous pouvez en garder 3 en stock. Le prix d'un produit baisse quand quelqu'un vend et monte quand quelqu'un achète. Les cartes Navigation forment une pile, trois visibles à côté.
rules-masters-setup = Avant la première manche, chaque joueur peut poser un navire avec une matière première gratuite prise au marché.
rules-masters-round = À tour de rôle, depuis le Capitaine du Port, vous posez un docker sur une case libre d'un personnage et faites aussitôt son action. Quand tous les dockers sont posés, la manche se termine et le rôle passe à gauche. (M-2)
rules-masters-characters = Chaque personnage a trois cases (deux à deux joueurs). Vous pouvez prendre un personnage plusieurs fois par manche, le { character-manufacturer } une seule fois.
rules-masters-sailing = Les navires n'avancent que si quelqu'un prend le { character-captain }, qui annonce deux couleurs l'une après l'autre. (M-3.2, C-2)
rules-masters-bonus = Quand le { character-captain } fait entrer le navire d'un autre dans son port, ce joueur lui paie 1 et la banque 1 de plus. Qui ne peut pas payer garde son navire où il est. (C-2.7)
rules-masters-deliver = Les navires ne sont déchargés que si quelqu'un prend le { character-discharger }. La bonne matière première rapporte au propriétaire la carte Produit visible du port, et une usine de ce port donne la suivante à son propriétaire. (M-3.4)
rules-masters-wrong = Un navire à la mauvaise matière ne rapporte rien ; l'unité va dans le stock de son propriétaire, ou au marché si ce stock est plein. Le { character-manufacturer } construit des usines : 4 au plus par joueur.
rules-masters-factories = Une usine produit chaque fois qu'un navire à la bonne cargaison est déchargé dans son port, à qui qu'il appartienne.
rules-masters-cards = Vous avez au plus 3 cartes Navigation. Jouez-les à votre tour, avant ou après l'action de votre personnage. Elles ne touchent jamais un navire dans un port. (M-2)
rules-masters-trading = Les joueurs n'échangent pas entre eux : le { character-trader } vend des cartes Produit au marché et lui en achète, jusqu'à trois fois. (M-3.5)
rules-masters-end = Dès que quelqu'un a 15 points de mission, la manche est jouée jusqu'au bout et la partie s'arrête. Comptent les missions, les cartes Produit de votre main et les cartes Avantage ; l'argent ne compte pas. (M-4)
rules-masters-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission, puis le plus d'argent ; sinon la place est partagée.

## Antwerpen
rules-antwerpen-goal = Menez des matières premières aux docks d'Anvers, par des écluses qui s'ouvrent et se ferment, et réunissez les cartes Produit que demandent vos missions secrètes. Le plus de points l'emporte.
rules-antwerpen-material = Chaque joueur a 5 navires (4 à trois joueurs, 3 à quatre), 3 missions secrètes et 2 cartes Écluse. La carte du dessus de chaque pile Produit est visible. (A-1)
rules-antwerpen-supply = Matières premières : 7 jouets, 6 cacao, 6 orge et 5 pommes de terre, dans une réserve commune. Les trois écluses sont fermées au départ.
rules-antwerpen-turn = À votre tour, faites une action principale : charger un navire sur un départ libre, annoncer une couleur ou échanger une mission. Avant et après, vous pouvez remplir une mission, échanger et jouer des cartes. (A-2)
rules-antwerpen-locks = Une écluse fermée bloque son chenal dans les deux sens ; les cartes Écluse ouvrent et ferment les écluses. (A-4)
rules-antwerpen-double = Un chenal à deux couleurs répond aux deux.
rules-antwerpen-exit = Un navire qui sort par le port de transit rentre chez son propriétaire, et après l'annonce chaque écluse change d'état : les ouvertes se ferment, les fermées s'ouvrent. (A-6)
rules-antwerpen-deliver = Une livraison a lieu aussitôt, même pendant le tour d'un autre : la bonne matière première rapporte la carte Produit visible de ce dock. Le navire rentre dans tous les cas. (A-6)
rules-antwerpen-missions = Une mission nomme deux produits ; rendez-les pour la remplir, avec 2 points de plus s'ils viennent de docks différents.
rules-antwerpen-wrong = Une mauvaise matière ne rapporte rien et envoie la carte visible de ce dock sous sa pile. Le Deurganckdok accueille deux navires en une annonce.
rules-antwerpen-cards = Un navire qui arrive sur une ancre rapporte une carte Navire ou Écluse, au choix. Au plus 3 de chaque en main ; jouez-les à votre tour, sauf celui où vous les avez reçues. (A-3, A-6)
rules-antwerpen-trading = Seul le joueur actif fait des offres, trois au plus par tour : une à trois cartes Produit dans chaque sens, à un joueur qui accepte ou refuse. (A-2)
rules-antwerpen-end = Quand quelqu'un remplit sa troisième mission, chacun joue encore un tour, ce joueur en dernier. Comptent vos missions et les cartes Produit de votre main. (A-7)
rules-antwerpen-ties = En cas d'égalité, l'emporte celui qui a le plus de points de mission ; sinon la place est partagée.
