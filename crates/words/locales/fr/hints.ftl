# « Que ferait le bot ? » à la table (issue 33).
hints-ask = Que ferait le bot ?
hints-ask-note = Vous seul voyez la suggestion ; tout le monde voit combien d’indices vous avez utilisés.
hints-thinking = Le bot réfléchit…
hints-best = Le bot choisirait : { $action }
hints-win = Chance de gagner ainsi : { $win } %
hints-runner-up = Ensuite : { $action } ({ $win } %)
hints-stale = Cette suggestion concernait une position antérieure.
hints-play = Le jouer
hints-close = Fermer
hints-used = Indices utilisés : { $count }
error-hint-rated = Les indices ne sont donnés qu’aux tables non classées.
error-hint-not-against-bots = Les indices ne sont donnés que si toutes les autres places sont jouées par des bots.
error-hint-finished = La partie est terminée ; il n’y a plus rien à suggérer.
error-hint-not-your-decision = Un indice est donné quand c’est à vous de décider.
error-hint-running = Le bot réfléchit encore à votre dernière question.
error-hint-no-choice = Il n’y a rien à choisir ici.
error-hint-storage = L’indice n’a pas pu être donné : { $detail }
