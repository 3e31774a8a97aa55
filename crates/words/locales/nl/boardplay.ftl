# Spelen op het bord (issue 35): de beurtbalk naast het bord, het menu van een kaart of personage
# met zijn uitleg, en de groepen van de lijst met keuzes.
boardplay-turn-bar = Jouw beurt
boardplay-close = Sluiten
boardplay-group-ships = Schepen
boardplay-group-cards = Kaarten
boardplay-group-missions = Opdrachten
boardplay-group-characters = Personages
boardplay-group-auction = Veiling
boardplay-group-market = Markten en fabrieken
boardplay-group-locks = Sluizen
boardplay-group-trade = Handel
boardplay-group-turn = Passen of beëindigen
boardplay-group-other = Andere keuzes
