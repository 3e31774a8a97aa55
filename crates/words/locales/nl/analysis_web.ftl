# De analyse na het spel op de server en in de herhaling (issue 33).
error-analysis-unfinished = Het spel is nog niet afgelopen; het kan worden geanalyseerd als het eindigt.
error-analysis-not-player = Alleen wie dit spel heeft gespeeld, kan om de analyse vragen.
error-analysis-player-limit = Er wachten al { $limit } analyses van jou. Vraag opnieuw als er een klaar is.
error-analysis-queue-full = Er wachten nu te veel analyses. Vraag het over een paar minuten opnieuw.
analysis-web-title = Analyse
analysis-web-request = Analyse aanvragen
analysis-web-none = Nog niemand heeft om de analyse van dit spel gevraagd.
analysis-web-pending = De analyse wacht op een vrije rekenaar…
analysis-web-running = Bezig met analyseren: { $done } van { $total } stappen
analysis-web-failed = De analyse kon niet worden gemaakt: { $error }
analysis-web-graph = De winkans van elke speler in de loop van het spel
analysis-web-move = Beslissing { $step } van { $seat }
analysis-web-choice = Je koos { $taken } (winkans { $takenWin }%), de bot verkiest { $best } ({ $bestWin }%).
analysis-web-accuracy = Nauwkeurigheid
analysis-web-luck = Geluk
analysis-web-skill = Vaardigheid (kosten van beslissingen)
analysis-web-player = Speler
analysis-web-label = { $label ->
    [inaccuracy] onnauwkeurigheid
    [mistake] fout
   *[blunder] blunder
}
analysis-web-made = Gemaakt door { $method } (bots { $version }), { $budget } iteraties per beslissing.
