# Jouer sur le plateau (ticket 35) : la barre du tour à côté du plateau, le menu d’une carte ou
# d’un personnage avec son aide, et les groupes de la liste des choix.
boardplay-turn-bar = À vous de jouer
boardplay-close = Fermer
boardplay-group-ships = Navires
boardplay-group-cards = Cartes
boardplay-group-missions = Missions
boardplay-group-characters = Personnages
boardplay-group-auction = Enchères
boardplay-group-market = Marchés et usines
boardplay-group-locks = Écluses
boardplay-group-trade = Commerce
boardplay-group-turn = Passer ou terminer
boardplay-group-other = Autres choix
