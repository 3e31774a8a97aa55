# Analyse d'après-partie (`havenbaron analyse`, puis le panneau de la relecture).

analysis-title = Analyse de { $file } : { $ruleset }, { $players } joueurs, { $actions } actions.
analysis-method = Budget de recherche { $budget } itérations par décision, graine { $seed } (méthode { $method }, bots { $version }).
analysis-col-player = joueur
analysis-col-accuracy = précision
analysis-col-skill = habileté
analysis-col-luck = chance
analysis-col-inaccuracies = imprécis.
analysis-col-mistakes = erreurs
analysis-col-blunders = gaffes
analysis-col-result = victoire %
analysis-col-score = points
analysis-explain = Précision : 0–100, d'après ce que chaque décision a cédé. Habileté : points de chance de victoire cédés par les propres décisions du joueur (0 est parfait). Chance : points de chance de victoire que les tirages ont donnés (+) ou pris (−).
analysis-flagged-heading = Erreurs et gaffes :
analysis-flagged-none = Aucune erreur ni gaffe.
analysis-label-inaccuracy = imprécision
analysis-label-mistake = erreur
analysis-label-blunder = gaffe
analysis-flagged = action { $index }, { $seat }, { $label } : a choisi { $taken } (chance de victoire { $taken-win } %), le bot préfère { $best } ({ $best-win } %)
analysis-graph-heading = Chance de victoire au fil de la partie, chaque place de son propre point de vue (les chiffres sont les places, * plusieurs) :
analysis-graph-axis = actions
analysis-progress = analyse
analysis-unfinished = { $file } contient une partie quittée avant la fin : seule une partie terminée peut être analysée.
analysis-refused = { $file } ne se vérifie pas : l'action { $index } ({ $seat }) est refusée par les règles.
analysis-budget = Le budget doit être d'au moins 2 itérations par décision (donné : { $budget }).
