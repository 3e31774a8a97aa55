# Tijdcontroles (issue 34).

## Weigeringen
error-clock-ran-out = De klok van { $seat } is afgelopen: een bot speelt de plaats nu. De eigenaar kan haar terugnemen.
error-clock-not-taken = { $seat } wordt niet door een bot voor de eigenaar gespeeld; er valt niets terug te nemen.
error-clock-bank = Een realtime-tijdbank is 1 tot 180 minuten (gevraagd: { $given } s).
error-clock-increment = Een realtime-toevoeging is 0 tot 600 seconden (gevraagd: { $given } s).
error-clock-move-hours = Bij beurtspel is de tijd per beslissing 1 tot 336 uur (gevraagd: { $given }).
error-clock-bank-days = Bij beurtspel is de tijdbank 0 tot 30 dagen (gevraagd: { $given }).
error-clock-away-turn-based = Afwezige dagen kunnen alleen bij beurtspel worden aangegeven.
error-clock-away-many = Hoogstens { $max } dagen kunnen als afwezig worden aangegeven (gevraagd: { $given }).
error-clock-away-date = “{ $given }” is geen datum (JJJJ-MM-DD).

## De pagina
clocks-untimed = Zonder klok
clocks-real-time = Realtime: { $minutes } min + { $seconds } s
clocks-turn-based = Beurtspel: { $hours } u per beslissing + { $days } dagen
clocks-mode-real-time = Realtime
clocks-mode-turn-based = Beurtspel
clocks-mode = Tijdcontrole
clocks-bank-minutes = Tijdbank (minuten)
clocks-increment-seconds = Toevoeging (seconden)
clocks-move-hours = Uren per beslissing
clocks-bank-days = Tijdbank (dagen)
clocks-away-days = Afwezige dagen (je klok staat stil)
clocks-away-add = Afwezig
clocks-away-remove = Niet afwezig
clocks-take-back = Mijn plaats terugnemen
clocks-bot-plays = Een bot speelt deze plaats sinds de klok afliep.
clocks-timeouts = { $count } keer na elkaar de tijd overschreden

## The table's panel heading (the page's data-i18n, hence the web- prefix)
web-clocks_panel = Klokken
