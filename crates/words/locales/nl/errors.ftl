# Fouten die iemand te zien kan krijgen: wat de server weigert en waarom. Elke fout die de
# server stuurt (WebSocket `error`, HTTP `{"error": …}`) draagt er één als `words`, naast de
# Engelse tekst. Plaatsen ($seat, $to_act) noemt elke client zelf; $detail is een technisch
# detail in het Engels (de woorden van een parser of van de opslag).

## De regels (RuleError van de engine)
error-game-over = Het spel is afgelopen; er worden geen acties meer aangenomen.
error-not-your-turn = { $seat } kan nu niet handelen: { $to_act } is aan de beurt.
error-no-such-seat = Er is geen { $seat } in een spel met { $players } spelers.
error-illegal = Nu niet toegestaan ({ $rule }): { $expected }
error-malformed-action = Die actie wordt niet begrepen: { $detail }

## Tafelinstellingen (ConfigError van de engine)
error-config-players = { $ruleset } speel je met { $min } tot { $max } spelers, niet met { $players }.
error-config-unknown-variant = { $ruleset } heeft geen variant “{ $name }”; de varianten zijn: { $known }.
error-config-variant-value = De variant “{ $name }” kan niet “{ $value }” zijn; hij kan zijn: { $expected }.
error-config-round-cap = De rondegrens moet minstens 1 zijn.
error-config-revision = Dit spel is gespeeld volgens revisie { $recorded } van de regels van { $ruleset }; dit programma speelt revisie { $plays } en kan het dus niet zet voor zet naspelen of voortzetten.
error-config-data = De gegevens van het spel staan deze tafel niet toe: { $detail }

## Een tafel maken in de lobby
error-unknown-ruleset = Er is geen spelregelset “{ $ruleset }”; er zijn: { $known }.
error-seat-count = Er zijn { $seats } plaatsen beschreven voor { $players } spelers.
error-round-cap = De rondegrens moet 1 tot { $max } zijn.
error-seat-bot = { $seat }: { $why }
error-seat-kind = { $seat }: “{ $kind }” is geen mens en geen bot.
error-host-seat = Je eigen plaats ({ $seat }) is geen plaats voor een mens.
error-save-table = De tafel kon niet worden opgeslagen: { $detail }

## Bots
error-bot-level = Er is geen botniveau “{ $level }”; de niveaus zijn: { $levels }.
error-bot-unknown = Er is geen bot “{ $bot }”; de bots zijn: { $bots }.
error-bot = Deze bot kan niet worden gebruikt: { $detail }

## Namen
error-name-empty = Een naam mag niet leeg zijn.
error-name-too-long = Een naam heeft hoogstens { $max } { $max ->
        [one] teken
       *[other] tekens
    }.
error-name-control = Een naam mag geen stuurtekens of regeleinden bevatten.
error-name-format = Een naam mag geen onzichtbare tekens of tekens voor de schrijfrichting bevatten.
error-name-blank = Een naam heeft minstens één zichtbaar teken nodig.

## Plaatsen
error-wrong-token = Het geheim van deze link opent hier geen plaats (de plaats is misschien via de lobby ingenomen of aan een bot gegeven); je kunt zonder meekijken.
error-not-host = Alleen de gastheer van de tafel kan een plaats aan een bot geven.
error-seat-missing = Er is geen { $seat } aan deze tafel.
error-already-bot = { $seat } wordt al door een bot gespeeld.
error-still-connected = De speler van { $seat } is nog verbonden; een bot neemt alleen een plaats over waarvan de speler weg is.
error-table-over = Het spel is afgelopen.
error-not-listed = Deze tafel staat niet open in de lobby; vraag de gastheer om een link.
error-full = Alle plaatsen aan deze tafel zijn bezet.
error-save-seat = De plaats kon niet worden opgeslagen: { $detail }
error-save-name = De naam kon niet worden opgeslagen: { $detail }

## Spelen aan een tafel
error-stale = Het spel is verder gegaan (versie { $current }); jouw beeld was versie { $sent }.
error-bot-seat = { $seat } wordt door een bot gespeeld.
error-not-bot-seat = { $seat } wordt niet door een bot gespeeld.
error-closing = De server wordt afgesloten; probeer het zo meteen opnieuw.
error-save-action = De actie kon niet worden opgeslagen: { $detail }

## De verbinding met een tafel
error-hello-text = Het eerste bericht moet een tekstbericht “hello” zijn.
error-hello-first = Het eerste bericht moet “hello” zijn.
error-hello-again = Op deze verbinding is al “hello” gezegd.
error-malformed-message = Het bericht wordt niet begrepen: { $detail }
error-binary = Binaire berichten worden niet begrepen.
error-spectator-act = Toeschouwers kunnen niet handelen; open de link van je plaats om te spelen.
error-spectator-name = Toeschouwers hebben geen plaats om een naam te geven.
error-too-many-connections = Deze tafel heeft te veel toeschouwers; probeer het later opnieuw.
error-too-many-for-seat = Deze plaats is in te veel vensters open; sluit er een en probeer het opnieuw.
error-too-many-from-address = Te veel verbindingen vanaf jouw adres; sluit er een paar en probeer het opnieuw.
error-too-many-tables = Te veel tafels gemaakt vanaf jouw adres; probeer het over { $seconds } s opnieuw.

## Pagina's en verzoeken
error-no-page = Deze pagina bestaat niet.
error-no-file = Er is geen bestand “{ $file }”.
error-no-words = Er zijn geen woorden “{ $lang }/{ $file }”.
error-no-table = Er is geen tafel “{ $table }”.
error-bad-request = Het verzoek wordt niet begrepen: { $detail }
error-internal = Er ging iets mis op de server: { $detail }

## Herhalingen
error-no-replay = Er is geen herhaling van een tafel “{ $table }” die je mag zien. De herhaling van een besloten spel opent alleen via de links van zijn spelers.
error-replay-not-finished = Het spel is nog niet afgelopen; de herhaling opent als het eindigt.
error-replay-no-step = Stap { $step } ligt voorbij het einde van het spel ({ $steps } { $steps ->
        [one] actie
       *[other] acties
    }).
