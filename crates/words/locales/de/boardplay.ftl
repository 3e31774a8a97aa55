# Auf dem Spielplan spielen (Issue 35): die Zugleiste neben dem Plan, das Menü einer Karte oder
# Figur mit ihrer Erklärung und die Gruppen der Liste der Möglichkeiten.
boardplay-turn-bar = Du bist dran
boardplay-close = Schließen
boardplay-group-ships = Schiffe
boardplay-group-cards = Karten
boardplay-group-missions = Aufträge
boardplay-group-characters = Rollen
boardplay-group-auction = Versteigerung
boardplay-group-market = Märkte und Fabriken
boardplay-group-locks = Schleusen
boardplay-group-trade = Handel
boardplay-group-turn = Passen oder beenden
boardplay-group-other = Weitere Möglichkeiten
