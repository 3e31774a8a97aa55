# Bedenkzeiten (Issue 34).

## Ablehnungen
error-clock-ran-out = Die Uhr von { $seat } ist abgelaufen: Ein Bot spielt den Platz jetzt. Sein Besitzer kann ihn zurücknehmen.
error-clock-not-taken = { $seat } wird nicht von einem Bot für seinen Besitzer gespielt; es gibt nichts zurückzunehmen.
error-clock-bank = Ein Echtzeit-Zeitkonto beträgt 1 bis 180 Minuten (verlangt: { $given } s).
error-clock-increment = Ein Echtzeit-Zuschlag beträgt 0 bis 600 Sekunden (verlangt: { $given } s).
error-clock-move-hours = Rundenbasiert beträgt die Zeit pro Entscheidung 1 bis 336 Stunden (verlangt: { $given }).
error-clock-bank-days = Rundenbasiert beträgt das Zeitkonto 0 bis 30 Tage (verlangt: { $given }).
error-clock-away-turn-based = Abwesenheitstage gibt es nur bei rundenbasierten Tischen.
error-clock-away-many = Höchstens { $max } Tage können als abwesend markiert werden (verlangt: { $given }).
error-clock-away-date = „{ $given }“ ist kein Datum (JJJJ-MM-TT).

## Die Seite
clocks-untimed = Ohne Uhr
clocks-real-time = Echtzeit: { $minutes } Min. + { $seconds } s
clocks-turn-based = Rundenbasiert: { $hours } Std. pro Entscheidung + { $days } Tage
clocks-mode-real-time = Echtzeit
clocks-mode-turn-based = Rundenbasiert
clocks-mode = Bedenkzeit
clocks-bank-minutes = Zeitkonto (Minuten)
clocks-increment-seconds = Zuschlag (Sekunden)
clocks-move-hours = Stunden pro Entscheidung
clocks-bank-days = Zeitkonto (Tage)
clocks-away-days = Abwesenheitstage (deine Uhr steht)
clocks-away-add = Als abwesend markieren
clocks-away-remove = Nicht abwesend
clocks-take-back = Meinen Platz zurücknehmen
clocks-bot-plays = Ein Bot spielt diesen Platz, seit seine Uhr abgelaufen ist.
clocks-timeouts = { $count } Zeitüberschreitungen in Folge

## The table's panel heading (the page's data-i18n, hence the web- prefix)
web-clocks_panel = Uhren
