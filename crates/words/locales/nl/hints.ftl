# "Wat zou de bot doen?" aan tafel (issue 33).
hints-ask = Wat zou de bot doen?
hints-ask-note = Alleen jij ziet het voorstel; iedereen ziet hoeveel hints je gebruikte.
hints-thinking = De bot denkt na…
hints-best = De bot zou kiezen: { $action }
hints-win = Kans om te winnen daarmee: { $win }%
hints-runner-up = Daarna het best: { $action } ({ $win }%)
hints-stale = Dit voorstel was voor een eerdere stand.
hints-play = Speel het
hints-close = Sluiten
hints-used = Hints gebruikt: { $count }
error-hint-rated = Hints zijn er alleen aan tafels zonder rating.
error-hint-not-against-bots = Hints zijn er alleen als elke andere plaats door een bot wordt gespeeld.
error-hint-finished = Het spel is voorbij; er valt niets meer voor te stellen.
error-hint-not-your-decision = Een hint krijg je als jij aan de beurt bent om te beslissen.
error-hint-running = De bot denkt nog na over je vorige vraag.
error-hint-no-choice = Hier valt niets te kiezen.
error-hint-storage = De hint kon niet worden gegeven: { $detail }
