# Refus d'un serveur ouvert sur Internet (issue 31).
error-too-many-lists = Trop de demandes des listes depuis votre adresse ; réessayez dans { $seconds } s.
error-server-full = Le serveur est plein ; réessayez dans un instant.
error-foreign-origin = Les connexions depuis les pages de { $origin } ne sont pas acceptées ici.
error-bad-list-page = Cette liste ne peut pas être lue ainsi : { $detail }
error-metrics-token = Les mesures demandent le jeton de l'opérateur.
web-lobby_more = Plus
