# Die Analyse nach dem Spiel auf dem Server und in der Wiederholung (Issue 33).
error-analysis-unfinished = Das Spiel ist noch nicht beendet; es kann analysiert werden, sobald es endet.
error-analysis-not-player = Nur wer dieses Spiel gespielt hat, kann seine Analyse anfordern.
error-analysis-player-limit = Du hast schon { $limit } wartende Analysen. Frag wieder, wenn eine davon fertig ist.
error-analysis-queue-full = Gerade warten zu viele Analysen. Bitte frag in ein paar Minuten wieder.
analysis-web-title = Analyse
analysis-web-request = Analyse anfordern
analysis-web-none = Noch niemand hat die Analyse dieses Spiels angefordert.
analysis-web-pending = Die Analyse wartet auf einen freien Rechner…
analysis-web-running = Analyse läuft: { $done } von { $total } Schritten
analysis-web-failed = Die Analyse konnte nicht erstellt werden: { $error }
analysis-web-graph = Die Gewinnchance jedes Spielers im Lauf des Spiels
analysis-web-move = Entscheidung { $step } von { $seat }
analysis-web-choice = Du hast { $taken } gewählt (Gewinnchance { $takenWin } %), der Bot bevorzugt { $best } ({ $bestWin } %).
analysis-web-accuracy = Genauigkeit
analysis-web-luck = Glück
analysis-web-skill = Können (Kosten der Entscheidungen)
analysis-web-player = Spieler
analysis-web-label = { $label ->
    [inaccuracy] Ungenauigkeit
    [mistake] Fehler
   *[blunder] grober Fehler
}
analysis-web-made = Erstellt von { $method } (Bots { $version }), { $budget } Iterationen je Entscheidung.
