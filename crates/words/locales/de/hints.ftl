# „Was würde der Bot tun?“ am Tisch (Issue 33).
hints-ask = Was würde der Bot tun?
hints-ask-note = Nur du siehst den Vorschlag; alle sehen, wie viele Tipps du genutzt hast.
hints-thinking = Der Bot denkt nach…
hints-best = Der Bot würde wählen: { $action }
hints-win = Siegchance damit: { $win } %
hints-runner-up = Als Nächstes: { $action } ({ $win } %)
hints-stale = Dieser Vorschlag galt einer früheren Stellung.
hints-play = Spielen
hints-close = Schließen
hints-used = Genutzte Tipps: { $count }
error-hint-rated = Tipps gibt es nur an Tischen ohne Wertung.
error-hint-not-against-bots = Tipps gibt es nur, wenn alle anderen Plätze von Bots gespielt werden.
error-hint-finished = Das Spiel ist vorbei; es gibt nichts mehr vorzuschlagen.
error-hint-not-your-decision = Einen Tipp gibt es, wenn du am Zug bist.
error-hint-running = Der Bot denkt noch über deine letzte Frage nach.
error-hint-no-choice = Hier gibt es nichts zu wählen.
error-hint-storage = Der Tipp konnte nicht gegeben werden: { $detail }
