# Rotterdam: Masters of Trade : ses propres actions, décisions et événements.

masters-title = Rotterdam: Masters of Trade
masters-action-place-empty = placer un navire sur { $pos }, vide
masters-action-place-free = placer un navire sur { $pos } avec une unité gratuite de { $raw }
masters-action-place-stock = placer un navire sur { $pos } chargé de { $raw } pris dans votre stock
masters-action-place-bought = placer un navire sur { $pos } chargé de { $raw } acheté { $price }
masters-action-pass-setup = passer (pas de navire)
masters-action-bid = miser { $amount } pour devenir Capitaine du Port
masters-action-raise-bid = augmenter votre mise de { $by } (à { $amount })
masters-action-choose-character = docker sur la case { $character }
masters-action-end-action = finir l’action
masters-action-take-free = prendre l’unité gratuite : { $raw }
masters-action-buy = acheter { $what } pour { $price }
masters-action-sell = vendre { $what } pour { $price }
masters-action-take-face-up = prendre la carte visible { $card }
masters-action-take-pile = prendre la carte Navigation du dessus de la pioche
masters-action-choose-factory = l’usine { $site } ({ $owner }) produit
masters-action-build-factory = construire une usine à { $harbour } pour { $price }
masters-action-complete-assignment = docker sur le Transitaire : remplir la commande { $mission }{ $joker }

masters-expect-setup = avant la manche 1 : placer un navire avec une unité gratuite du marché, ou passer
masters-expect-auction = composer votre mise (plus que la meilleure mise, au plus votre argent : augmenter de 1 ou 5) et la placer, ou passer
masters-expect-plan = placer un docker sur un personnage avec une case libre (le Transitaire avec la commande qu’il remplit), ou jouer d’abord une carte Navigation
masters-expect-ship-owner = prendre l’unité gratuite (dans votre stock ou sur un navire que vous placez), acheter ou vendre des matières premières (stock de 3 au plus), placer jusqu’à 2 navires (un vide au plus), ou finir l’action
masters-expect-captain = annoncer une couleur (deux annonces en tout)
masters-expect-deck-hand = prendre une carte Navigation visible ou celle du dessus de la pioche
masters-expect-factory = désigner l’usine qui produit
masters-expect-trader = vendre ou acheter des cartes Produit (3 transactions au plus, jamais dans les deux sens pour un même produit), ou finir l’action
masters-expect-build = choisir le port de votre usine (prochain emplacement libre, à votre portée)
masters-expect-after = jouer une carte Navigation ou finir le tour

masters-event-cargo-returned = { $cargo } du { $ship } retourne au marché
masters-event-pile-reshuffled = les cartes Navigation jouées ({ $cards }) sont mélangées en une nouvelle pioche
masters-event-mission-completed = { $seat } remplit la commande { $mission } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }{ $joker }
masters-event-unloaded-wrong = { $seat } décharge le navire { $ship } à { $harbour } : { $cargo } : mauvaise cargaison, pas de carte Produit ; l’unité va dans son stock (au marché si le stock est plein)
masters-event-free-raw-taken = { $seat } prend une unité gratuite de { $raw }
masters-event-bid-made = { $seat } mise { $amount } pour devenir Capitaine du Port
masters-event-auctioned = { $seat } remporte les enchères, paie { $paid } et devient Capitaine du Port
masters-event-character-chosen = { $seat } place un docker sur la case { $character }
masters-event-cash-taken = { $seat } prend { $amount } à la banque (Caissier)
masters-event-bought = { $seat } achète { $what } pour { $price }
masters-event-sold = { $seat } vend { $what } pour { $price }
masters-event-captain-bonus = Prime du Capitaine : { $payer } paie 1 à { $captain } pour la livraison du navire { $ship }, et la banque paie 1
masters-event-shipping-face-up = { $seat } prend la carte visible { $card }
masters-event-shipping-pile = { $seat } prend la carte Navigation du dessus de la pioche : { $card }
masters-event-shipping-pile-hidden = { $seat } prend la carte Navigation du dessus de la pioche
masters-event-factory-produced = l’usine de { $owner } à { $harbour } (emplacement { $site }) produit : { $owner } prend { $product }
masters-event-factory-produced-hidden = l’usine de { $owner } à { $harbour } (emplacement { $site }) produit : { $owner } prend une carte Produit face cachée
masters-event-product-unavailable = { $product } : il ne reste plus de carte dans sa pile ; { $seat } ne peut pas en acheter
masters-event-factory-built = { $seat } construit une usine à { $harbour } (emplacement { $site }) pour { $price }
