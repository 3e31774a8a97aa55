# Ablehnungen eines Servers, der im Internet steht (Issue 31).
error-too-many-lists = Zu viele Abfragen der Listen von deiner Adresse; versuche es in { $seconds } s noch einmal.
error-server-full = Der Server ist voll; versuche es gleich noch einmal.
error-foreign-origin = Verbindungen von Seiten von { $origin } werden hier nicht angenommen.
error-bad-list-page = Diese Liste lässt sich so nicht lesen: { $detail }
error-metrics-token = Die Messwerte verlangen das Token des Betreibers.
web-lobby_more = Mehr
