# L’analyse d’après-partie sur le serveur et dans la rediffusion (ticket 33).
error-analysis-unfinished = La partie n’est pas encore terminée ; elle pourra être analysée à la fin.
error-analysis-not-player = Seul quelqu’un qui a joué cette partie peut en demander l’analyse.
error-analysis-player-limit = Vous avez déjà { $limit } analyses en attente. Redemandez quand l’une d’elles sera terminée.
error-analysis-queue-full = Trop d’analyses attendent en ce moment. Redemandez dans quelques minutes.
analysis-web-title = Analyse
analysis-web-request = Demander l’analyse
analysis-web-none = Personne n’a encore demandé l’analyse de cette partie.
analysis-web-pending = L’analyse attend un calculateur libre…
analysis-web-running = Analyse en cours : { $done } étapes sur { $total }
analysis-web-failed = L’analyse n’a pas pu être faite : { $error }
analysis-web-graph = La chance de gagner de chaque joueur au fil de la partie
analysis-web-move = Décision { $step } de { $seat }
analysis-web-choice = Vous avez choisi { $taken } (chance de gagner { $takenWin } %), le bot préfère { $best } ({ $bestWin } %).
analysis-web-accuracy = Précision
analysis-web-luck = Chance
analysis-web-skill = Habileté (coût des décisions)
analysis-web-player = Joueur
analysis-web-label = { $label ->
    [inaccuracy] imprécision
    [mistake] erreur
   *[blunder] gaffe
}
analysis-web-made = Faite par { $method } (bots { $version }), { $budget } itérations par décision.
