# Accounts: aanmelden en inloggen (passkeys, wachtwoorden, herstelcodes), mijn spellen,
# profielen, en waarom een accountverzoek geweigerd wordt. $detail is een technisch detail in
# het Engels.

## Weigeringen
account-error-not-signed-in = Je bent niet ingelogd.
account-error-origin = Dit verzoek komt van een andere site en wordt geweigerd.
account-error-name-taken = De naam { $name } is al bezet.
account-error-name-confusable = Deze naam lijkt te veel op { $name }, een speler die hier al is.
account-error-bot-name = De namen van bots kun je niet nemen.
account-error-password-short = Een wachtwoord heeft minstens { $min } tekens.
account-error-password-long = Een wachtwoord heeft hoogstens { $max } tekens.
account-error-wrong = Verkeerde naam of verkeerd wachtwoord.
account-error-too-many = Te veel pogingen om in te loggen; probeer het over { $seconds } s opnieuw.
account-error-passkey = De passkey is niet aanvaard: { $detail }
account-error-ceremony = Dit passkeyverzoek is verlopen of al gebruikt; begin opnieuw.
account-error-passkey-taken = Deze passkey is al geregistreerd.
account-error-confirm = Typ de naam van het account precies om het te verwijderen.
account-error-no-player = Er is geen speler { $name }.
account-error-bad-request = Het verzoek wordt niet begrepen: { $detail }
account-error-internal = Er ging iets mis op de server: { $detail }

## De accountpagina
account-title = Je account
account-link = Account
account-my-games-link = Mijn spellen
account-name = Naam
account-password = Wachtwoord
account-sign-up = Aanmelden
account-sign-in = Inloggen
account-signup-passkey = Aanmelden met een passkey
account-signin-passkey = Inloggen met een passkey
account-signup-password = Aanmelden met een wachtwoord
account-signin-password = Inloggen met een wachtwoord
account-passkey-note = Een passkey logt je in met het slot van je apparaat (vingerafdruk, gezicht of pincode): geen wachtwoord om te onthouden.
account-recover = Passkey of wachtwoord kwijt? Gebruik een herstelcode
account-code = Herstelcode
account-new-password = Nieuw wachtwoord (mag leeg)
account-recover-button = Inloggen met de code
account-codes-title = Je herstelcodes
account-codes-note = Schrijf ze nu op. Elke code opent je account één keer als je je passkey of wachtwoord kwijt bent. Ze worden niet nog eens getoond.
account-signed-in-as = Ingelogd als { $name }
account-member-since = Lid sinds { $date }
account-passkeys = Passkeys: { $count }
account-add-passkey = Nog een passkey toevoegen
account-passkey-added = Passkey toegevoegd.
account-sign-out = Uitloggen
account-sign-out-everywhere = Overal uitloggen
account-delete = Account verwijderen
account-delete-note = Je spellen blijven; je naam wordt “verwijderde speler”. Typ je naam om te bevestigen.
account-deleted = Je account is verwijderd.
account-guest-note = Je speelt als gast: deze browser onthoudt de plaatsen die je hebt. Meld je aan of log in om ze op elk apparaat terug te vinden.
account-no-passkeys = Deze browser kan geen passkeys maken; gebruik een wachtwoord.

## Mijn spellen en profielen
account-my-games = Mijn spellen
account-running = Bezig
account-finished = Afgelopen
account-none = Nog geen spellen.
account-your-turn = Jij bent aan de beurt, sinds { $since }
account-turn-of = { $name } is aan de beurt, sinds { $since }
account-open-seat = Open je plaats
account-replay = Terugkijken
account-won = Gewonnen
account-lost = Verloren
account-no-winner = Geen winnaar
account-players = { $count } spelers
account-played-won = { $played } gespeeld, { $won } gewonnen
account-recent = Recente spellen
account-ratings = Ratings
account-private = privé
account-profile = Profiel van { $name }

## Aan tafel
account-signed-in = ingelogd
account-guest = gast
account-deleted-player = verwijderde speler
