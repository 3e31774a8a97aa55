# Les mots du terminal (`havenbaron play`, `havenbaron replay`).

cli-seat-you = place { $seat } (vous)
cli-seat-bot = place { $seat } ({ $bot })
cli-human = humain
cli-you = vous
cli-title = Havenbaron — { $title } ({ $ruleset }), { $players } joueurs, graine { $seed }{ $variants }.
cli-against = Vous êtes la place 0, contre { $others }.
cli-how-to = À chaque décision, tapez le numéro d’une action puis Entrée (b : revoir le plateau, m : la carte avec les choix, q : quitter).
cli-variant = , variante { $name }={ $value }
cli-round-cap = , limite de { $cap } manches
cli-turn-cap = , limite de { $cap } tours
cli-left = { $why } : vous quittez la partie après { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }.
cli-left-recorded = La partie inachevée est enregistrée dans { $path }.
cli-record-saved = Enregistrement de la partie sauvegardé dans { $path }.
cli-record-so-far = l’enregistrement jusqu’ici est sauvegardé dans { $path }
cli-final-scores = Scores finaux :
cli-bots-summary = { $ruleset }, { $players } joueurs, graine { $seed }{ $variants } : { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    }
cli-only-choice = (votre seul choix)
cli-what-happened = Ce qui s’est passé :
cli-earlier-lines = … ({ $n ->
        [one] { $n } ligne précédente
       *[other] { $n } lignes précédentes
    })
cli-prompt = Votre choix (1-{ $n }, b = plateau, m = carte, q = quitter) :
cli-why-end-of-input = fin de l’entrée
cli-why-unreadable = entrée illisible
cli-why-quit = vous avez quitté
cli-cannot-read = impossible de lire l’entrée ({ $error })
cli-type-a-number = Tapez un nombre de 1 à { $n }, s’il vous plaît.
cli-out-of-range = { $k } est hors limites : tapez un nombre de 1 à { $n }.
cli-not-a-number = `{ $text }` n’est pas un nombre : tapez un nombre de 1 à { $n } (b = plateau, m = carte, q = quitter).
cli-decision = Votre décision ({ $rule }) : { $what }
cli-refused = { $seat } a choisi une action que les règles refusent ({ $action }) : { $rule } : { $expected }
cli-verified = { $file } : vérifié — { $actions } actions rejouées, le résultat et l’empreinte de l’état final { $hash } concordent
cli-replay-config = { $ruleset }, { $players } joueurs, graine { $seed }{ $variants }
cli-left-before-end = la partie a été quittée avant sa fin ({ $progress })
cli-progress-round = manche { $n }
cli-progress-turn = tour { $n }

## Les scores finaux
cli-col-seat = place
cli-col-player = joueur
cli-col-total = total
cli-col-missions = missions
cli-col-assignments = commandes
cli-col-cards = cartes
cli-col-vp-cards = cartes PV
cli-col-products = produits
cli-col-product-cards = cartes Produit
cli-col-rank = rang
cli-rounds-played = manches : { $n }
cli-turns-played = tours : { $n }
cli-capped-rounds = interrompue (arrêtée par la limite de manches)
cli-capped-turns = interrompue (arrêtée par la limite de tours)
cli-not-capped = non interrompue (terminée selon les règles)
cli-no-winner-capped = inachevée : pas de vainqueur (les rangs sont le classement au moment de l’arrêt)
cli-winners = { $n ->
        [one] vainqueur
       *[other] vainqueurs (ex aequo)
    } : { $list }

## Les écrans de `play` : ce que montrent le plateau et les mains (crates/cli/src/render)
cli-nobody-game-over = personne (la partie est terminée)
cli-nobody = personne
cli-yes = oui
cli-no = non
cli-mark-hm-to-act = [CP, doit jouer]
cli-mark-hm = [CP]
cli-mark-to-act = [doit jouer]
cli-board = Plateau : { $name }
cli-no-ships-on-board = aucun navire sur le plateau
cli-ships = navires :
cli-kind-start = départ
cli-kind-anchor = ancre
cli-kind-harbour = port
cli-kind-exit = sortie
cli-lock-open-mark = écluse { $lock } ouverte
cli-lock-closed-mark = écluse { $lock } FERMÉE
cli-channels-from-ships = canaux depuis les positions des navires (* occupé) :
cli-free-starts = positions de départ libres : { $list }
cli-harbours = ports :
cli-accepts = accepte { $raw }
cli-supply-raws = Matières premières en réserve : { $list }
cli-players = Joueurs :
cli-known = (connues : { $list })
cli-your-hand = Votre main :
cli-hand-products = produits :
cli-hand-missions = missions :
cli-hand-navigation = cartes Navigation :
cli-hand-shipping = cartes Navigation :
cli-hand-ship-cards = cartes Navire :
cli-hand-lock-cards = cartes Écluse :
cli-you-hold = (vous avez { $have } sur { $wanted })
cli-variants = Variantes : { $list }
cli-round-cap-short = limite { $n }
cli-sail = Annonce de couleur en cours : { $colour }, annoncée par { $seat }
cli-sail-fork = ; le navire { $ship } de { $owner } attend à un embranchement sur { $pos }
cli-card-play = { $seat } joue « { $card } » : { $stage }
cli-card-ship = choix du navire visé
cli-card-second-ship = navire { $ship } choisi, choix du second
cli-card-back = le navire { $ship } recule ({ $steps ->
        [one] encore { $steps } pas
       *[other] encore { $steps } pas
    })
cli-card-receiver = prise de la cargaison du navire { $ship } : choix du navire qui la reçoit
cli-card-receiver-start = prise de la cargaison du navire { $ship } : choix d’une position de départ pour un nouveau navire
cli-card-place = placement du navire supplémentaire
cli-offer-to = Offre d’échange de { $from } à { $to } : donne { $give } ; demande { $ask }
cli-offer-composing = Offre d’échange de { $from } (en préparation) : donne { $give } ; demande { $ask }
cli-pile-top = pile de produits { $size }, carte du dessus : { $product }
cli-pile-empty = pile de produits { $size } (vide)
cli-pile-face-down = pile de produits { $size }, carte du dessus face cachée pour l’instant
cli-pile = pile de produits { $size }

## L’écran de Rotterdam
cli-r-header = === Manche { $round } (limite { $cap }) · phase { $phase } : { $name } · Capitaine du Port : { $hm } · doit jouer : { $actor } ===
cli-r-piles = Pioches : missions { $missions }, Navigation { $navigation } (jouées : { $played })
cli-r-player = navires en réserve { $ships } | main : { $products ->
        [one] { $products } produit
       *[other] { $products } produits
    }{ $known }, { $missions ->
        [one] { $missions } mission
       *[other] { $missions } missions
    }, { $navigation } Navigation | missions remplies { $done } ({ $points } PV) | posées : { $laid }

## L’écran de Masters of Trade
cli-m-header = === Masters of Trade · Manche { $round } ({ $cap }) · { $stage } · Capitaine du Port : { $hm } · doit jouer : { $actor } ===
cli-m-round-of = sur { $n }
cli-m-stage-setup = mise en place : un navire gratuit avec une unité gratuite
cli-m-stage-auction = enchères pour le Capitaine du Port
cli-m-stage-plan = planning du port : placer un docker
cli-m-stage-character = { $character }
cli-m-stage-fork = { $character } : un navire à un embranchement
cli-m-stage-deck-hand = { $character } : cartes Navigation
cli-m-stage-factory = { $character } : une usine à désigner
cli-m-stage-after = après l’action du personnage
cli-m-variants = Variantes : { $list } · { $end }
cli-m-end-fixed = la partie finit après la manche { $round }
cli-m-end-points = la partie finit après la manche où quelqu’un atteint { $points } points de commandes
cli-m-planning = Planning du port ({ $per ->
        [one] { $per } case
       *[other] { $per } cases
    } par personnage ; dockers placés { $placed } sur { $total }, { $each } chacun) :
cli-m-field-full = plein
cli-m-cashier-pays = (paie { $list }{ $next })
cli-m-cashier-next = ; ensuite { $amount }
cli-m-manufacturer-used = (une fois par manche chacun ; utilisé par { $list })
cli-m-site-owned = { $site } : { $owner }
cli-m-site-free = { $site } : libre ({ $price })
cli-m-no-free-site = aucun emplacement libre
cli-m-next-site = le prochain emplacement coûte { $price }
cli-m-factory-sites = emplacements d’usine { $list } · { $next }
cli-m-raw-market = Marché des matières premières (unités sur le marché · prix d’achat / de vente) :
cli-m-raw-prices = achat { $buy } · vente { $sell }
cli-m-market-full = plein
cli-m-product-market = Marché des produits (prix actuel, piste) :
cli-m-assignments = Commandes (visibles, communes) :
cli-m-none-left = plus aucune
cli-m-shipping = Cartes Navigation visibles : { $list } · pioche { $pile } (jouées : { $played }) · pioche de commandes { $assignments }
cli-m-player = argent { $money } | stock : { $stock } | navires en réserve { $ships } | main : { $products ->
        [one] { $products } produit
       *[other] { $products } produits
    }, { $shipping } Navigation{ $known } | usines { $factories } | commandes { $done } ({ $points } PV) | posées : { $laid }
cli-m-auction-bid = Enchères : meilleure mise { $high } par { $seat }
cli-m-auction-no-bid = Enchères : pas encore de mise
cli-m-ship-owner = { $character } : unité gratuite { $free } · navires placés { $placed } sur 2{ $empty } · achats : { $bought } · ventes : { $sold }
cli-m-free-taken = prise
cli-m-free-not-taken = pas prise
cli-m-one-empty = (un vide)
cli-m-captain = { $character } : { $calls ->
        [one] { $calls } annonce faite
       *[other] { $calls } annonces faites
    } sur 2
cli-m-deck-hand = { $character } : { $seat } prend maintenant { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } (une visible ou celle du dessus de la pioche)
cli-m-discharger = { $character } : déchargement à { $harbour } ; le { $character } désigne l’usine qui produit
cli-m-trade-buy = acheter { $product }
cli-m-trade-sell = vendre { $product }
cli-m-trader = { $character } : transactions { $count } sur 3{ $list }

## L’écran d’Antwerpen
cli-a-header = === Antwerpen · Tour { $turn } (limite { $cap }) · au tour de { $seat }{ $main } · doit jouer : { $actor } ===
cli-a-main-done-mark = (action principale faite)
cli-a-main-not-done-mark = (action principale pas encore faite)
cli-a-end = Fin : { $end }
cli-a-end-last-turns = DERNIERS TOURS : { $seat } a rempli sa { $n ->
        [1] { $n }re
       *[other] { $n }e
    } mission ; la partie finit après le tour { $turn }
cli-a-end-when = les derniers tours commencent quand un joueur remplit sa { $n ->
        [1] { $n }re
       *[other] { $n }e
    } mission (A-7)
cli-a-a-player = un joueur
cli-lock-open = ouverte
cli-lock-closed = fermée
cli-a-locks = écluses (une écluse fermée bloque son canal dans les deux sens) : { $list }
cli-a-double-channels = canaux doubles : { $list }
cli-a-exit = sortie : { $list } (un navire qui sort bascule chaque écluse après l’annonce)
cli-a-docks = quais :
cli-a-no-lock = pas d’écluse
cli-a-dock-lock = écluse { $list }
cli-a-piles = Pioches : missions { $missions } (défaussées, visibles : { $swapped }), cartes Navire { $ship } (jouées : { $shipplayed }), cartes Écluse { $lock } (jouées : { $lockplayed })
cli-a-new-this-turn = ({ $n ->
        [one] { $n } nouvelle
       *[other] { $n } nouvelles
    } ce tour-ci)
cli-a-player = navires en réserve { $ships } | main : { $products ->
        [one] { $products } produit
       *[other] { $products } produits
    }, { $missions ->
        [one] { $missions } mission
       *[other] { $missions } missions
    }, { $shipcards ->
        [one] { $shipcards } carte Navire
       *[other] { $shipcards } cartes Navire
    }{ $freshship }, { $lockcards ->
        [one] { $lockcards } carte Écluse
       *[other] { $lockcards } cartes Écluse
    }{ $freshlock } | missions remplies { $done } ({ $points } PV){ $list }
cli-a-at-most = ({ $n } au plus)
cli-a-received-this-turn = (reçues ce tour-ci, pas encore jouables : { $list })
cli-a-this-turn = Ce tour ({ $seat }) : action principale { $main } · mission remplie : { $mission } · offres { $offers } sur 3
cli-a-done = faite
cli-a-not-done = pas faite
cli-a-call-sail = Naviguer
cli-a-call-card = { $card }
cli-a-call-sail-alone = { $card } : seuls les navires de celui qui annonce avancent
cli-a-held = ; retenus par des cartes { $card } : { $ships }
cli-a-exited = ; { $n ->
        [one] { $n } navire est sorti
       *[other] { $n } navires sont sortis
    } par la sortie
cli-a-step-anchor-window = fenêtre { $card } : { $seat } peut retenir l’un de ses navires avec une carte { $card }
cli-a-step-anchor-ship = { $seat } joue { $card } : choix du navire retenu
cli-a-step-take-card = Le navire { $ship } est arrivé sur une ancre : son propriétaire prend une { $shipcard } ou une { $lockcard }
cli-a-step-double-yield = Le navire { $ship } fait une livraison correcte : { $card } permet de prendre deux cartes
cli-a-step-extra-ship = { $card } : placement d’un navire
cli-a-step-choose-colour = { $card } : choix de la couleur
cli-a-step-back-ship = { $card } : choix du navire
cli-a-step-back-to = { $card } : où recule le navire { $ship }
cli-a-step-swap-first = { $card } : choix du premier navire
cli-a-step-swap-second = { $card } : navire { $ship } choisi, choix du second
cli-a-step-locks-open = Carte Écluse : encore { $left } { $left ->
        [one] écluse
       *[other] écluses
    } à ouvrir
cli-a-step-locks-close = Carte Écluse : encore { $left } { $left ->
        [one] écluse
       *[other] écluses
    } à fermer
cli-a-step-toggle-direction = Basculer { $count } : les ouvrir ou les fermer
cli-a-step-toggle-open = Basculer : choix de { $left } { $left ->
        [one] écluse
       *[other] écluses
    } de plus à ouvrir
cli-a-step-toggle-close = Basculer : choix de { $left } { $left ->
        [one] écluse
       *[other] écluses
    } de plus à fermer

## The board as a map (the terminal): one letter per colour, all five different.
cli-map-letter = { $colour ->
        [red] r
        [yellow] j
        [green] v
        [blue] b
       *[violet] i
    }
cli-map-key = { $mark } { $name }
cli-map-channels = canaux : { $list }
cli-map-doubles = un canal double alterne ses deux lettres
cli-map-locks = écluses ({ $closed } fermée, { $open } ouverte) : { $list }
cli-map-lock = { $lock } ({ $from }→{ $to })
cli-map-harbour = { $name } (prend { $raw })
cli-map-harbours = ports : { $list }
cli-map-docks = bassins : { $list }
cli-map-exit = sortie : { $list }
cli-map-anchors = ancres : { $list }
cli-map-ships = marques des navires : [{ $seat }{ $example }] est un navire de la place { $seat } avec { $raw }, [{ $seat }] un navire vide
cli-map-cargo = cargaison : { $list }

# « étiquette : valeur », construit par le terminal : espace insécable avant les deux-points.
cli-label-value = { $label } : { $value }
