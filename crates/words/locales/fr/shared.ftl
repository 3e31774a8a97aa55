# Les mots que partagent toutes les règles : noms des choses, navires, cargaisons, échanges, et les
# actions, décisions et événements qui se disent de la même façon dans Rotterdam, Masters of Trade
# et Antwerpen. Les identifiants sont ceux du moteur (crates/engine/src/message.rs et */describe.rs).

## Matières premières
raw-grain = grain
raw-fruit = fruits
raw-containers = conteneurs
raw-oil = pétrole
raw-toys = jouets
raw-cocoa = cacao
raw-barley = orge
raw-potatoes = pommes de terre

## Produits
product-gasoline = essence
product-plastic = plastique
product-bread = pain
product-cookies = biscuits
product-orange_juice = jus d’orange
product-jam = confiture
product-clothes = vêtements
product-shoes = chaussures
product-toys = jouets
product-board_games = jeux de société
product-chocolate = chocolat
product-pralines = pralines
product-witbier = bière blanche
product-tripel = triple
product-kroketjes = croquettes
product-frietjes = frites

## Couleurs des canaux
colour-red = rouge
colour-yellow = jaune
colour-green = vert
colour-blue = bleu
colour-violet = violet

## Cartes Navigation
card-swap_cargo = La chance tourne
card-extra_cargo = Cargaison supplémentaire
card-setback = Revers
card-storm = Forte tempête
card-joker = Joker
card-advantage = Avantage (1 PV)
card-extra_advantage = Avantage supplémentaire (2 PV)
card-cargo_thief = Voleur de cargaison
card-port_police = Police portuaire

## Les personnages de Masters of Trade
character-ship_owner = Armateur
character-captain = Capitaine
character-deck_hand = Matelot
character-discharger = Débardeur
character-trader = Négociant
character-shipping_agent = Transitaire
character-cashier = Caissier
character-manufacturer = Fabricant

## Cartes Navire, cartes Écluse et pioches d’Antwerpen
ship-card-sail_alone = Naviguer seul
ship-card-extra_colour = Couleur supplémentaire
ship-card-extra_ship = Navire supplémentaire
ship-card-step_back = Pas en arrière
ship-card-double_yield = Double rendement
ship-card-anchor = Ancre
ship-card-swap_cargo = Échange de cargaison
lock-card-open_1 = Ouvrir 1 écluse
lock-card-open_2 = Ouvrir 2 écluses
lock-card-open_3 = Ouvrir 3 écluses
lock-card-close_1 = Fermer 1 écluse
lock-card-close_2 = Fermer 2 écluses
lock-card-close_3 = Fermer 3 écluses
lock-card-toggle_1 = Basculer 1 écluse
lock-card-toggle_2 = Basculer 2 écluses
pile-ship = carte Navire
pile-lock = carte Écluse

## Morceaux de phrases
seat = place { $seat }
nothing = rien
none = aucune
mission = { $products } ({ $points } PV)
counted = { $n ->
        [one] { $what }
       *[other] { $what } ×{ $n }
    }
cargo-empty = vide
cargo-loaded = chargé en { $raw }
in-supply = réserve
with-joker = , un Joker pour { $product }
no-joker = {""}
ship = navire { $ship }
ship-of = navire { $ship } de { $owner }
ship-detail = navire { $ship } ({ $owner }, sur { $at }, { $cargo })

## Actions
action-unknown = { $json }
action-pass = passer
action-end-turn = finir le tour
action-place-ship = placer un navire sur { $pos }, { $cargo }
action-call-colour = annoncer { $colour }
action-steer-fork = diriger vers { $pos }
action-play-card = jouer « { $card } »
action-lay-card = poser « { $card } » face visible devant soi
action-select-ship = choisir { $ship }
action-select-position = choisir { $pos }
action-add-give = proposer de donner 1 { $product }
action-add-ask = demander 1 { $product }
action-send-offer = envoyer l’offre à { $to }
action-withdraw = retirer l’offre
action-accept = accepter l’offre
action-decline = refuser l’offre

## Décisions
expect-game-over = la partie est terminée
expect-fork = à un embranchement, le propriétaire du navire le dirige vers une case libre
expect-respond = le destinataire accepte l’offre (s’il a ce qui est demandé) ou la refuse
expect-compose = ajouter des cartes à donner (en main) ou à demander (3 au plus dans chaque sens, jamais le même produit dans les deux sens), l’envoyer à un autre joueur, ou la retirer
expect-card = { $seat } joue « { $card } » : { $what }
card-stage-place = placer le navire supplémentaire sur une position de départ libre
card-stage-ship = choisir le navire visé par la carte
card-stage-second-ship = navire { $ship } choisi, choisir le second navire (avec une autre cargaison)
card-stage-back = choisir où recule le navire { $ship } ({ $steps ->
        [one] encore { $steps } pas
       *[other] encore { $steps } pas
    }, C-3)
card-stage-receiver = prendre la cargaison du navire { $ship } : choisir votre navire vide qui la reçoit
card-stage-receiver-start = prendre la cargaison du navire { $ship } : choisir une position de départ libre pour votre nouveau navire

## Événements
event-round-started = -- début de la manche { $round } ; Capitaine du Port : { $seat } --
event-passed = { $seat } passe
event-ship-placed = { $seat } place le navire { $ship } sur { $pos }, { $cargo }
event-colour-called = { $seat } annonce { $colour }
event-ship-moved = { $ship } avance { $from } → { $to }
event-ship-moved-back = { $ship } recule { $from } → { $to }
event-card-played = { $seat } joue « { $card } »
event-card-laid = { $seat } pose « { $card } » face visible devant soi
event-cargo-swapped = { $a } et { $b } échangent leur cargaison
event-cargo-moved = { $cargo } passe de { $from } à { $to }
event-unloaded-empty = { $seat } décharge le navire { $ship } à { $harbour } : vide, pas de carte Produit
event-unloaded-product = { $seat } décharge le navire { $ship } à { $harbour } : { $cargo }, et prend { $product }
event-unloaded-card = { $seat } décharge le navire { $ship } à { $harbour } : { $cargo }, et prend une carte Produit
event-unloaded-pile-empty = { $seat } décharge le navire { $ship } à { $harbour } : { $cargo } : la pile est vide, pas de carte Produit
event-unloaded-wrong = { $seat } décharge le navire { $ship } à { $harbour } : { $cargo } : mauvaise cargaison, pas de carte Produit
event-product-buried = la carte du dessus de la pile de { $harbour } ({ $product }) passe sous la pile
event-offer-sent = { $from } propose { $give } à { $to } contre { $ask }
event-offer-accepted = { $to } accepte l’offre de { $from }
event-offer-declined = { $to } refuse l’offre de { $from }
event-offer-withdrawn = { $seat } retire l’offre
event-mission-drawn = { $seat } tire la mission { $mission }
event-mission-drawn-hidden = { $seat } tire une carte Mission
event-game-ended = == fin de la partie ==
event-game-ended-round-cap = == fin de la partie : la limite de manches est atteinte ==
