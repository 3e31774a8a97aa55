# Fehler, die ein Mensch zu sehen bekommen kann: was der Server ablehnt und warum. Jeder Fehler,
# den der Server schickt (WebSocket `error`, HTTP `{"error": …}`), trägt neben seinem englischen
# Text einen dieser Einträge als `words`. Plätze ($seat, $to_act) benennt jeder Client selbst;
# $detail ist ein technisches Detail auf Englisch (die Worte eines Parsers oder Speichers).

## Die Regeln (RuleError der Engine)
error-game-over = Das Spiel ist vorbei; es werden keine Aktionen mehr angenommen.
error-not-your-turn = { $seat } kann jetzt nicht handeln: { $to_act } entscheidet.
error-no-such-seat = In einem Spiel mit { $players } Spielern gibt es { $seat } nicht.
error-illegal = Jetzt nicht erlaubt ({ $rule }): { $expected }
error-malformed-action = Diese Aktion ist nicht verständlich: { $detail }

## Tischeinstellungen (ConfigError der Engine)
error-config-players = { $ruleset } wird mit { $min } bis { $max } Spielern gespielt, nicht mit { $players }.
error-config-unknown-variant = { $ruleset } hat keine Variante „{ $name }“; die Varianten sind: { $known }.
error-config-variant-value = Die Variante „{ $name }“ kann nicht „{ $value }“ sein; möglich ist: { $expected }.
error-config-round-cap = Die Rundengrenze muss mindestens 1 sein.
error-config-revision = Dieses Spiel wurde nach Revision { $recorded } der Regeln von { $ruleset } gespielt; dieses Programm spielt Revision { $plays } und kann es daher nicht Zug für Zug nachspielen oder fortsetzen.
error-config-data = Die Spieldaten erlauben diesen Tisch nicht: { $detail }

## Einen Tisch in der Lobby anlegen
error-unknown-ruleset = Es gibt kein Regelwerk „{ $ruleset }“; es gibt: { $known }.
error-seat-count = Es wurden { $seats } Plätze für { $players } Spieler beschrieben.
error-round-cap = Die Rundengrenze muss zwischen 1 und { $max } liegen.
error-seat-bot = { $seat }: { $why }
error-seat-kind = { $seat }: „{ $kind }“ ist weder ein Mensch noch ein Bot.
error-host-seat = Dein Platz ({ $seat }) ist kein Platz für einen Menschen.
error-save-table = Der Tisch konnte nicht gespeichert werden: { $detail }

## Bots
error-bot-level = Es gibt keine Bot-Stufe „{ $level }“; die Stufen sind: { $levels }.
error-bot-unknown = Es gibt keinen Bot „{ $bot }“; die Bots sind: { $bots }.
error-bot = Dieser Bot kann nicht verwendet werden: { $detail }

## Namen
error-name-empty = Ein Name darf nicht leer sein.
error-name-too-long = Ein Name hat höchstens { $max } { $max ->
        [one] Zeichen
       *[other] Zeichen
    }.
error-name-control = Ein Name darf keine Steuerzeichen und keine Zeilenumbrüche enthalten.
error-name-format = Ein Name darf keine unsichtbaren Zeichen und keine Zeichen der Schreibrichtung enthalten.
error-name-blank = Ein Name braucht mindestens ein sichtbares Zeichen.

## Plätze
error-wrong-token = Das Platzgeheimnis dieses Links gilt hier nicht (der Platz wurde vielleicht über die Lobby besetzt oder einem Bot übergeben); du kannst ohne ihn zuschauen.
error-not-host = Nur der Gastgeber des Tisches kann einen Platz einem Bot übergeben.
error-seat-missing = An diesem Tisch gibt es { $seat } nicht.
error-already-bot = { $seat } wird schon von einem Bot gespielt.
error-still-connected = Der Spieler von { $seat } ist noch verbunden; ein Bot übernimmt nur einen Platz, dessen Spieler gegangen ist.
error-table-over = Das Spiel ist vorbei.
error-not-listed = Dieser Tisch steht nicht in der Lobby; bitte den Gastgeber um einen Link.
error-full = Alle Plätze an diesem Tisch sind besetzt.
error-save-seat = Der Platz konnte nicht gespeichert werden: { $detail }
error-save-name = Der Name konnte nicht gespeichert werden: { $detail }

## Am Tisch spielen
error-stale = Das Spiel ist weitergegangen (Version { $current }); deine Ansicht war Version { $sent }.
error-bot-seat = { $seat } wird von einem Bot gespielt.
error-not-bot-seat = { $seat } wird nicht von einem Bot gespielt.
error-closing = Der Server fährt herunter; versuche es gleich noch einmal.
error-save-action = Die Aktion konnte nicht gespeichert werden: { $detail }

## Die Verbindung zu einem Tisch
error-hello-text = Die erste Nachricht muss ein Text „hello“ sein.
error-hello-first = Die erste Nachricht muss „hello“ sein.
error-hello-again = „hello“ wurde auf dieser Verbindung schon gesagt.
error-malformed-message = Die Nachricht ist nicht verständlich: { $detail }
error-binary = Binäre Nachrichten werden nicht verstanden.
error-spectator-act = Zuschauer können nicht handeln; öffne den Link deines Platzes, um zu spielen.
error-spectator-name = Zuschauer haben keinen Platz, den sie benennen könnten.
error-too-many-connections = Dieser Tisch hat zu viele Verbindungen; versuche es später noch einmal.

## Seiten und Anfragen
error-no-page = Diese Seite gibt es nicht.
error-no-file = Es gibt keine Datei „{ $file }“.
error-no-words = Es gibt keine Wörter „{ $lang }/{ $file }“.
error-no-table = Es gibt keinen Tisch „{ $table }“.
error-bad-request = Die Anfrage ist nicht verständlich: { $detail }
error-internal = Auf dem Server ist etwas schiefgegangen: { $detail }

## Wiederholungen
error-no-replay = Es gibt keine Wiederholung eines Tisches „{ $table }“, die du sehen darfst. Die Wiederholung eines privaten Spiels öffnet sich nur über die Links seiner Spieler.
error-replay-not-finished = Das Spiel ist noch nicht beendet; die Wiederholung gibt es, sobald es endet.
error-replay-no-step = Schritt { $step } liegt hinter dem Ende des Spiels ({ $steps } { $steps ->
        [one] Aktion
       *[other] Aktionen
    }).

## Limits of the server
error-too-many-for-seat = Dieser Platz ist in zu vielen Fenstern offen; schließe eines und versuche es noch einmal.
error-too-many-from-address = Zu viele Verbindungen von deiner Adresse; schließe einige und versuche es noch einmal.
error-too-many-tables = Zu viele Tische von deiner Adresse angelegt; versuche es in { $seconds } s noch einmal.
