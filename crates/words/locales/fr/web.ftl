# Les mots de la page web (libellés, boutons, panneaux, indications). web/i18n.js les lit :
# t('your_name') est `web-your_name` ; les arguments de position sont $a, $b, $c, $d.

web-title = Havenbaron
web-lobby = Salon
web-your_name = Votre nom
web-save = Enregistrer
web-new_table = Nouvelle table
web-ruleset = Jeu
web-players = Joueurs
web-seat = Place
web-seat_n = Place { $a }
web-you = vous
web-human = humain (invitation)
web-bot = bot
web-level = niveau
web-easy = facile
web-medium = moyen
web-strong = fort
web-variants = Variantes
web-safe_harbour = Havre de paix (les cartes ne touchent pas les navires au port)
web-open_products = Cartes Produit ouvertes
web-seed = Graine (facultative)
web-round_cap = Limite de manches
web-listed = Afficher dans le salon pour que d’autres puissent rejoindre
web-create = Créer la table
web-open_tables = Tables ouvertes
web-live_tables = Parties en cours
web-finished_tables = Parties terminées
web-none = aucune
web-join = Rejoindre
web-watch = Regarder
web-replay = Revoir
web-open_seats = { $a ->
        [one] { $a } place libre
       *[other] { $a } places libres
    }
web-round_n = manche { $a }
web-need_name = Choisissez d’abord un nom.
web-created = Table créée.
web-invite_links = Liens d’invitation (un pour chaque ami)
web-your_link = Votre propre lien (gardez-le : c’est votre place)
web-go_to_table = Aller à la table
web-copy = Copier
web-board = Plateau
web-your_hand = Votre main
web-your_missions = Vos missions
web-products = Produits
web-navigation_cards = Cartes Navigation
web-product_piles = Piles de produits
web-players_panel = Joueurs
web-log = Journal
web-actions = Vos choix
web-waiting_for = En attente de { $a }
web-your_turn = À vous de décider
web-spectating = Vous regardez
web-game_over = La partie est terminée
web-unfinished = inachevée
web-unfinished_no_winner = Inachevée : la limite de sécurité a arrêté la partie avant sa fin selon les règles, personne n’a donc gagné. Les rangs montrent le classement au moment de l’arrêt.
web-capped_note = arrêtée par la limite de manches
web-final_scores = Scores finaux
web-total = Total
web-missions = Missions
web-cards = Cartes PV
web-products_pts = Produits
web-rank = Rang
web-winner = vainqueur
web-phase = Phase
web-round = Manche
web-harbour_master = Capitaine du Port
web-supply = Réserve
web-pile = pile
web-piles_missions = Pioche de missions : { $a }
web-piles_nav = Pioche Navigation : { $a }
web-hand_counts = { $a ->
        [one] { $a } produit
       *[other] { $a } produits
    }, { $b ->
        [one] { $b } mission
       *[other] { $b } missions
    }, { $c ->
        [one] { $c } carte Nav.
       *[other] { $c } cartes Nav.
    }
web-on_table = posées
web-completed = remplies
web-points = { $a } PV
web-connected = en ligne
web-offline = hors ligne
web-host_tools = Hôte
web-hand_to_bot = Confier à un bot
web-offer = Offre
web-offer_from_to = { $a } propose à { $b } : donne { $c }, demande { $d }
web-offer_draft = Votre offre, pas encore envoyée :
web-offer_draft_cards = vous donnez { $a }, vous demandez { $b }.
web-offer_draft_hint = Vous seul la voyez. Cliquez sur un joueur pour la lui envoyer, ou retirez-la.
web-nothing = rien
web-reconnecting = Connexion perdue ; reconnexion…
web-error = Erreur
web-choose = Choisir
web-cancel = Annuler
web-name_banner = Votre place a besoin d’un nom :
web-replay_of = Rediffusion de la table { $a }
web-step_n = Étape { $a } sur { $b }
web-first = « Début
web-prev = ‹ Retour
web-next = Suivant ›
web-last = Fin »
web-reveal = Montrer toutes les mains
web-hand_of = Main de { $a }
web-back_to_lobby = Retour au salon
web-reconstructed = Le plateau et les listes de cartes sont une reconstitution.
web-start_label = départ
web-anchor_label = ancre
web-harbour_accepts = accepte { $a }
web-language = Langue
web-empty = vide
web-in_supply = en réserve : { $a ->
        [one] { $a } navire
       *[other] { $a } navires
    }
web-card_in_play = { $a } joue « { $b } »
web-fork_note = un embranchement : { $a } dirige
web-exit_label = port de transit : les navires quittent le plateau
web-held_by_anchor = retenu par une carte Ancre
web-lock_n = Écluse { $a }
web-lock_open = ouverte
web-lock_closed = fermée
web-site_free = { $a } : emplacement d’usine libre, prix { $b }
web-site_owned = { $a } : usine de { $b }
web-turn_cap = Limite de tours
web-default_cap = sinon { $a }
web-fixed_rounds = Nombre de manches fixe (pas de fin à 15 points)
web-auction = Enchères pour le Capitaine du Port avant chaque manche
web-factory_layout = Disposition des usines
web-factory_layout_nl = Règles néerlandaises/allemandes (nl)
web-factory_layout_en = Règles anglaises (en)
web-m_turn = Maintenant
web-m_planning = Planning du port
web-m_raws = Marché des matières premières
web-m_products = Marché des produits
web-m_assignments = Commandes
web-m_shipping = Cartes Navigation
web-m_factories = Usines
web-m_auction = Enchères pour le Capitaine du Port
web-character = Personnage
web-field_n = Case { $a }
web-field_taken = prise
web-field_free = libre
web-field_unused = inutilisée à 2 joueurs
web-cashier_amount = +{ $a }
web-once_per_round = une fois par manche et par joueur
web-units = Unités
web-buy_price = Achat
web-sell_price = Vente
web-price = Prix
web-market_full = plein
web-market_empty = plus aucune
web-take_free_btn = Unité gratuite
web-buy_btn = Acheter { $a }
web-sell_btn = Vendre { $a }
web-pile_n = Pioche ({ $a })
web-discards_n = Défausse : { $a }
web-top_card = dessus : { $a }
web-face_down = face cachée
web-next_site = prochain emplacement : { $a }
web-no_site = aucun emplacement libre
web-factories_n = Usines { $a }/{ $b }
web-money = Argent
web-stock = Stock
web-points_label = Points de commandes
web-vp_on_table = Cartes PV posées
web-known_cards = Prises à découvert
web-shipping_cards = Cartes Navigation
web-products_in_hand = Produits en main
web-hand_sizes_m = { $a ->
        [one] { $a } produit
       *[other] { $a } produits
    }, { $b ->
        [one] { $b } carte Navigation
       *[other] { $b } cartes Navigation
    }
web-manufactured = construite cette manche
web-dock_workers = Dockers : { $a } sur { $b } placés
web-stage = Étape
web-high_bid = Meilleure mise : { $a } ({ $b })
web-no_bid = Pas encore de mise
web-bid_btn = Miser { $a }
web-your_bid = Votre mise : { $a } (pas encore placée ; vous seul la voyez)
web-raise_btn = Augmenter de { $a }
web-end_action_btn = Finir l’action
web-end_turn_btn = Finir le tour
web-pass_btn = Passer
web-m_stage_setup = Avant la manche 1 : chaque joueur peut placer un navire avec une unité gratuite du marché (cliquez sur une position de départ du plateau), ou passer.
web-m_stage_auction = Enchères : misez plus que la meilleure mise (au plus votre argent) : augmentez votre mise de 1 ou 5, puis placez-la ; ou passez. Le plus offrant devient Capitaine du Port.
web-m_stage_plan = Placez un docker sur une case libre du planning du port.
web-m_stage_ship_owner = Armateur : prenez l’unité gratuite (dans votre stock ou sur un navire que vous placez), achetez ou vendez des matières premières (stock de 3 au plus), placez jusqu’à 2 navires (un vide au plus).
web-m_stage_captain = Capitaine : annoncez une couleur ({ $a } sur 2 annoncées).
web-m_stage_fork = Un embranchement : le propriétaire dirige le navire.
web-m_stage_deck_hand = Matelot : { $a } prend une carte Navigation (encore { $b }).
web-m_stage_factory = Débardeur à { $a } : désignez l’usine qui produit.
web-m_stage_trader = Négociant : vendez ou achetez des cartes Produit ({ $a } transactions sur 3).
web-m_stage_agent = Transitaire : remplissez une commande visible.
web-m_stage_build = Fabricant : choisissez le port de votre nouvelle usine.
web-m_stage_after = Jouez une carte Navigation ou finissez le tour.
web-m_stage_ended = La partie est terminée.
web-owner_steps = Unité gratuite : { $a } · navires placés : { $b } sur 2
web-taken_yes = prise
web-taken_no = disponible
web-card_target = { $a } joue « { $b } » : choisissez sa cible.
web-unavailable = absent de la pile
web-a_turn = Tour
web-a_locks = Écluses
web-a_cards = Pioches
web-a_anchor_window = Carte Ancre
web-turn_of = Tour { $a }/{ $b } : { $c }
web-active = Joueur actif
web-main_action = Action principale
web-main_todo = reste à faire : charger un navire, annoncer une couleur ou échanger une mission
web-main_done = faite
web-mission_this_turn = Mission ce tour-ci
web-mission_free = une peut être remplie
web-mission_taken = remplie
web-offers_n = Offres : { $a } sur 3
web-end_trigger = Fin
web-end_not_yet = une troisième mission remplie lance les derniers tours
web-end_after = derniers tours : la partie finit après le tour { $a }
web-completed_of3 = { $a } sur 3 remplies
web-anchor_hint = Après qu’un adversaire a annoncé une couleur, avant que les navires avancent, un joueur qui a une carte Ancre peut garder un de ses navires sur place.
web-capped_note_turn = arrêtée par la limite de tours
web-ship_cards = Cartes Navire
web-lock_cards = Cartes Écluse
web-missions_pile = Missions
web-ship_pile = Cartes Navire
web-lock_pile = Cartes Écluse
web-fresh = nouvelle ce tour-ci
web-mission_discard = Défaussées
web-hand_sizes_a = { $a ->
        [one] { $a } produit
       *[other] { $a } produits
    }, { $b ->
        [one] { $b } mission
       *[other] { $b } missions
    }, { $c ->
        [one] { $c } carte Navire
       *[other] { $c } cartes Navire
    }, { $d ->
        [one] { $d } carte Écluse
       *[other] { $d } cartes Écluse
    }
web-products_known = Produits
web-guards = avant { $a }
web-open_btn = Les ouvrir
web-close_btn = Les fermer
web-end_turn_a = Finir le tour
web-no_anchor_btn = Pas de carte Ancre
web-no_double_btn = Une carte (pas de Double rendement)
web-accept_btn = Accepter
web-decline_btn = Refuser
web-withdraw_btn = Retirer
web-a_step_turn = Actions supplémentaires avant ou après l’action principale ; finissez le tour une fois l’action principale faite.
web-a_step_fork = Un embranchement : le propriétaire dirige le navire.
web-a_step_anchor_window = { $a } a annoncé { $b } : { $c } peut jouer une carte Ancre pour retenir un navire, ou passer.
web-a_step_anchor_ship = { $a } choisit le navire que la carte Ancre retient.
web-a_step_take_card = Le navire n° { $a } est sur une ancre : { $b } prend la carte Navire ou la carte Écluse du dessus.
web-a_step_double_yield = Une livraison correcte : jouez Double rendement pour deux cartes Produit, ou prenez-en une.
web-a_step_compose = Composez une offre : cartes à donner (vos produits), cartes à demander (liste des produits), puis un joueur.
web-a_step_respond = { $a } répond à l’offre.
web-a_step_extra_ship = Navire supplémentaire : cliquez sur une position de départ libre.
web-a_step_choose_colour = { $a } : annoncez une couleur.
web-a_step_step_back_ship = Pas en arrière : choisissez un navire.
web-a_step_step_back_to = Pas en arrière : choisissez où il recule.
web-a_step_swap_first = Échange de cargaison : choisissez le premier navire.
web-a_step_swap_second = Échange de cargaison : choisissez le second navire.
web-a_step_locks_open = Choisissez une écluse fermée à ouvrir (encore { $a }).
web-a_step_locks_close = Choisissez une écluse ouverte à fermer (encore { $a }).
web-a_step_toggle_direction = Basculer { $a } : ouvrir les écluses ou les fermer ?
web-a_step_toggle_locks = Basculer : choisissez une écluse (encore { $a }).
web-a_step_ended = La partie est terminée.
web-a_step_sailing = Les navires naviguent.
web-call_now = Annonce : { $a } par { $b }
web-missions_col = Missions
web-assignments_col = Commandes

## Noms que seule la page montre : phases, étapes de Masters of Trade et rôle de chaque personnage
web-phase-place = 1 · Placer et charger
web-phase-navigate = 2 · Naviguer
web-phase-cards = 3 · Cartes Navigation
web-phase-unload = 4 · Décharger
web-phase-trade = 5 · Échanger
web-phase-missions = 6 · Missions
web-stage-setup = Mise en place
web-stage-auction = Enchères
web-stage-plan = Planning
web-stage-ship_owner = Armateur
web-stage-captain = Capitaine
web-stage-fork = Embranchement
web-stage-deck_hand = Matelot
web-stage-factory = Débardeur
web-stage-trader = Négociant
web-stage-agent = Transitaire
web-stage-build = Fabricant
web-stage-after = Fin du tour
web-stage-ended = Terminée
web-character_hint-ship_owner = matières premières, navires
web-character_hint-captain = deux annonces, prime
web-character_hint-deck_hand = cartes Navigation
web-character_hint-discharger = déchargement, les usines produisent
web-character_hint-trader = marché des produits
web-character_hint-shipping_agent = remplir une commande
web-character_hint-cashier = prendre de l’argent
web-character_hint-manufacturer = construire une usine

## La liste des coups de la rediffusion, la marque du Capitaine du Port et les couleurs des places
web-replay_start = début de la partie
web-replay_entry = { $a } : { $b }
web-hm_tag = ⚓ CP
web-seat_colour_white = navires blancs
web-seat_colour_black = navires noirs
web-seat_colour_orange = navires orange
web-seat_colour_brown = navires marron

# « Étiquette : valeur », construit par la page (i18n.js lv) : espace insécable avant les deux-points.
web-label_value = { $a } : { $b }
