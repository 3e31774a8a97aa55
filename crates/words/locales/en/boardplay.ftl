# Playing on the board (issue 35): the turn bar beside the board, the menu a card or character
# opens with its help, and the groups of the list of choices.
boardplay-turn-bar = Your turn
boardplay-close = Close
boardplay-group-ships = Ships
boardplay-group-cards = Cards
boardplay-group-missions = Missions
boardplay-group-characters = Characters
boardplay-group-auction = Auction
boardplay-group-market = Markets and factories
boardplay-group-locks = Locks
boardplay-group-trade = Trading
boardplay-group-turn = Pass or end
boardplay-group-other = Other choices
