# Konten: Registrieren und Anmelden (Passkeys, Passwörter, Wiederherstellungscodes), meine
# Spiele, Profile, und warum eine Kontoanfrage abgelehnt wird. $detail ist ein technisches
# Detail auf Englisch.

## Ablehnungen
account-error-not-signed-in = Du bist nicht angemeldet.
account-error-origin = Diese Anfrage kommt von einer anderen Website und wird abgelehnt.
account-error-name-taken = Der Name { $name } ist vergeben.
account-error-name-confusable = Dieser Name sieht { $name } zu ähnlich, einem Spieler, den es hier schon gibt.
account-error-bot-name = Namen von Bots können nicht genommen werden.
account-error-password-short = Ein Passwort hat mindestens { $min } Zeichen.
account-error-password-long = Ein Passwort hat höchstens { $max } Zeichen.
account-error-wrong = Falscher Name oder falsches Passwort.
account-error-too-many = Zu viele Anmeldeversuche; versuche es in { $seconds } s noch einmal.
account-error-passkey = Der Passkey wurde nicht angenommen: { $detail }
account-error-ceremony = Diese Passkey-Anfrage ist abgelaufen oder schon benutzt; fang noch einmal an.
account-error-passkey-taken = Dieser Passkey ist schon registriert.
account-error-confirm = Um das Konto zu löschen, tippe seinen Namen genau ein.
account-error-no-player = Es gibt keinen Spieler { $name }.
account-error-bad-request = Die Anfrage wird nicht verstanden: { $detail }
account-error-internal = Auf dem Server ging etwas schief: { $detail }

## Die Kontoseite
account-title = Dein Konto
account-link = Konto
account-my-games-link = Meine Spiele
account-name = Name
account-password = Passwort
account-sign-up = Registrieren
account-sign-in = Anmelden
account-signup-passkey = Mit einem Passkey registrieren
account-signin-passkey = Mit einem Passkey anmelden
account-signup-password = Mit einem Passwort registrieren
account-signin-password = Mit einem Passwort anmelden
account-passkey-note = Ein Passkey meldet dich mit der Sperre deines Geräts an (Fingerabdruck, Gesicht oder PIN): kein Passwort zum Merken.
account-recover = Passkey oder Passwort verloren? Nimm einen Wiederherstellungscode
account-code = Wiederherstellungscode
account-new-password = Neues Passwort (freiwillig)
account-recover-button = Mit dem Code anmelden
account-codes-title = Deine Wiederherstellungscodes
account-codes-note = Schreib sie jetzt auf. Jeder öffnet dein Konto einmal, wenn du Passkey oder Passwort verlierst. Sie werden nicht noch einmal gezeigt.
account-signed-in-as = Angemeldet als { $name }
account-member-since = Mitglied seit { $date }
account-passkeys = Passkeys: { $count }
account-add-passkey = Noch einen Passkey hinzufügen
account-passkey-added = Passkey hinzugefügt.
account-sign-out = Abmelden
account-sign-out-everywhere = Überall abmelden
account-delete = Konto löschen
account-delete-note = Deine Spiele bleiben; dein Name wird zu „gelöschter Spieler“. Tippe deinen Namen zur Bestätigung.
account-deleted = Dein Konto ist gelöscht.
account-guest-note = Du spielst als Gast: dieser Browser merkt sich deine Plätze. Registriere dich oder melde dich an, um sie auf jedem Gerät zu finden.
account-no-passkeys = Dieser Browser kann keine Passkeys anlegen; nimm ein Passwort.

## Meine Spiele und Profile
account-my-games = Meine Spiele
account-running = Laufend
account-finished = Beendet
account-none = Noch keine Spiele.
account-your-turn = Du bist dran, seit { $since }
account-turn-of = { $name } ist dran, seit { $since }
account-open-seat = Deinen Platz öffnen
account-replay = Wiederholung
account-won = Gewonnen
account-lost = Verloren
account-no-winner = Kein Sieger
account-players = { $count } Spieler
account-played-won = { $played } gespielt, { $won } gewonnen
account-recent = Letzte Spiele
account-ratings = Wertungen
account-private = privat
account-profile = Profil von { $name }

## Am Tisch
account-signed-in = angemeldet
account-guest = Gast
account-deleted-player = gelöschter Spieler
