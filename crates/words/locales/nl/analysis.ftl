# Analyse na afloop (`havenbaron analyse`, en later het paneel bij de herhaling).

analysis-title = Analyse van { $file }: { $ruleset }, { $players } spelers, { $actions } acties.
analysis-method = Zoekbudget { $budget } iteraties per beslissing, seed { $seed } (methode { $method }, bots { $version }).
analysis-col-player = speler
analysis-col-accuracy = precisie
analysis-col-skill = vaardigheid
analysis-col-luck = geluk
analysis-col-inaccuracies = onnauwk.
analysis-col-mistakes = fouten
analysis-col-blunders = blunders
analysis-col-result = winst %
analysis-col-score = score
analysis-explain = Precisie: 0–100, naar wat elke beslissing weggaf. Vaardigheid: procentpunten winkans die de eigen beslissingen weggaven (0 is perfect). Geluk: procentpunten winkans die de trekkingen gaven (+) of namen (−).
analysis-flagged-heading = Fouten en blunders:
analysis-flagged-none = Geen fouten of blunders.
analysis-label-inaccuracy = onnauwkeurigheid
analysis-label-mistake = fout
analysis-label-blunder = blunder
analysis-flagged = actie { $index }, { $seat }, { $label }: koos { $taken } (winkans { $taken-win }%), de bot verkiest { $best } ({ $best-win }%)
analysis-graph-heading = Winkans in de loop van het spel, elke plaats vanuit de eigen blik (cijfers zijn plaatsen, * meerdere):
analysis-graph-axis = acties
analysis-progress = analyseren
analysis-unfinished = { $file } bevat een spel dat voor het einde is verlaten: alleen een afgelopen spel kan worden geanalyseerd.
analysis-refused = { $file } klopt niet: actie { $index } ({ $seat }) wordt door de regels geweigerd.
analysis-budget = Het budget moet minstens 2 iteraties per beslissing zijn (gegeven: { $budget }).
