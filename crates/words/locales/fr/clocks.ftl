# Contrôles du temps (issue 34).

## Refus
error-clock-ran-out = L’horloge de { $seat } est écoulée : un bot joue cette place désormais. Son propriétaire peut la reprendre.
error-clock-not-taken = { $seat } n’est pas jouée par un bot pour son propriétaire ; il n’y a rien à reprendre.
error-clock-bank = Une réserve en temps réel va de 1 à 180 minutes (demandé : { $given } s).
error-clock-increment = Un incrément en temps réel va de 0 à 600 secondes (demandé : { $given } s).
error-clock-move-hours = Au tour par tour, le temps par décision va de 1 à 336 heures (demandé : { $given }).
error-clock-bank-days = Au tour par tour, la réserve va de 0 à 30 jours (demandé : { $given }).
error-clock-away-turn-based = Les jours d’absence ne se marquent qu’au tour par tour.
error-clock-away-many = Au plus { $max } jours peuvent être marqués comme absence (demandé : { $given }).
error-clock-away-date = « { $given } » n’est pas une date (AAAA-MM-JJ).

## La page
clocks-untimed = Sans horloge
clocks-real-time = Temps réel : { $minutes } min + { $seconds } s
clocks-turn-based = Tour par tour : { $hours } h par décision + { $days } jours
clocks-mode-real-time = Temps réel
clocks-mode-turn-based = Tour par tour
clocks-mode = Contrôle du temps
clocks-bank-minutes = Réserve (minutes)
clocks-increment-seconds = Incrément (secondes)
clocks-move-hours = Heures par décision
clocks-bank-days = Réserve (jours)
clocks-away-days = Jours d’absence (votre horloge s’arrête)
clocks-away-add = Marquer absent
clocks-away-remove = Plus absent
clocks-take-back = Reprendre ma place
clocks-bot-plays = Un bot joue cette place depuis que son horloge est écoulée.
clocks-timeouts = { $count } dépassements de temps d’affilée

## The table's panel heading (the page's data-i18n, hence the web- prefix)
web-clocks_panel = Horloges
