# Weigeringen van een server die open staat voor internet (issue 31).
error-too-many-lists = Te veel verzoeken om de lijsten vanaf jouw adres; probeer het over { $seconds } s opnieuw.
error-server-full = De server is vol; probeer het zo dadelijk opnieuw.
error-foreign-origin = Verbindingen vanaf pagina's van { $origin } worden hier niet aangenomen.
error-bad-list-page = Deze lijst kan niet zo gelezen worden: { $detail }
error-metrics-token = De metingen vragen om het token van de beheerder.
web-lobby_more = Meer
