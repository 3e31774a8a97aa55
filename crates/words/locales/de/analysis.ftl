# Analyse nach der Partie (`havenbaron analyse`, später das Feld in der Wiederholung).

analysis-title = Analyse von { $file }: { $ruleset }, { $players } Spieler, { $actions } Aktionen.
analysis-method = Suchbudget { $budget } Iterationen je Entscheidung, Seed { $seed } (Methode { $method }, Bots { $version }).
analysis-col-player = Spieler
analysis-col-accuracy = Genauigkeit
analysis-col-skill = Können
analysis-col-luck = Glück
analysis-col-inaccuracies = Ungenau.
analysis-col-mistakes = Fehler
analysis-col-blunders = Patzer
analysis-col-result = Sieg %
analysis-col-score = Punkte
analysis-explain = Genauigkeit: 0–100, nach dem, was jede Entscheidung hergab. Können: Prozentpunkte Siegchance, die die eigenen Entscheidungen hergaben (0 ist perfekt). Glück: Prozentpunkte Siegchance, die die Ziehungen gaben (+) oder nahmen (−).
analysis-flagged-heading = Fehler und Patzer:
analysis-flagged-none = Keine Fehler oder Patzer.
analysis-label-inaccuracy = Ungenauigkeit
analysis-label-mistake = Fehler
analysis-label-blunder = Patzer
analysis-flagged = Aktion { $index }, { $seat }, { $label }: wählte { $taken } (Siegchance { $taken-win }%), der Bot bevorzugt { $best } ({ $best-win }%)
analysis-graph-heading = Siegchance im Lauf der Partie, jeder Platz aus eigener Sicht (Ziffern sind Plätze, * mehrere):
analysis-graph-axis = Aktionen
analysis-progress = analysiere
analysis-unfinished = { $file } enthält eine vor dem Ende verlassene Partie: nur eine beendete Partie kann analysiert werden.
analysis-refused = { $file } stimmt nicht: Aktion { $index } ({ $seat }) wird von den Regeln abgelehnt.
analysis-budget = Das Budget muss mindestens 2 Iterationen je Entscheidung betragen (angegeben: { $budget }).
