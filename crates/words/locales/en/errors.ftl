# Errors a person can be shown: what the server refuses and why. Every error the server sends
# (WebSocket `error`, HTTP `{"error": …}`) carries one of these as `words` beside its English
# text. Seats ($seat, $to_act) are named by each client; $detail is a technical detail in
# English (a parser's or a store's own words).

## The rules (the engine's RuleError)
error-game-over = The game is over; no more actions are accepted.
error-not-your-turn = { $seat } cannot act now: it is { $to_act }'s decision.
error-no-such-seat = There is no { $seat } in a { $players }-player game.
error-illegal = Not allowed now ({ $rule }): { $expected }
error-malformed-action = That action is not understood: { $detail }

## Table settings (the engine's ConfigError)
error-config-players = { $ruleset } is played by { $min } to { $max } players, not { $players }.
error-config-unknown-variant = { $ruleset } has no variant “{ $name }”; its variants are: { $known }.
error-config-variant-value = The variant “{ $name }” cannot be “{ $value }”; it can be: { $expected }.
error-config-round-cap = The round cap must be at least 1.
error-config-revision = This game was played under { $ruleset } rules revision { $recorded }; this program plays revision { $plays }, so it cannot replay or continue it move for move.
error-config-data = The game's data does not allow this table: { $detail }

## Creating a table in the lobby
error-unknown-ruleset = There is no rule set “{ $ruleset }”; there are: { $known }.
error-seat-count = { $seats } seats were described for { $players } players.
error-round-cap = The round cap must be 1 to { $max }.
error-seat-bot = { $seat }: { $why }
error-seat-kind = { $seat }: “{ $kind }” is neither a person nor a bot.
error-host-seat = Your seat ({ $seat }) is not a seat for a person.
error-save-table = The table could not be saved: { $detail }

## Bots
error-bot-level = There is no bot level “{ $level }”; the levels are: { $levels }.
error-bot-unknown = There is no bot “{ $bot }”; the bots are: { $bots }.
error-bot = This bot cannot be used: { $detail }

## Names
error-name-empty = A name cannot be empty.
error-name-too-long = A name has at most { $max } { $max ->
        [one] character
       *[other] characters
    }.
error-name-control = A name cannot contain control characters or line breaks.
error-name-format = A name cannot contain invisible or text-direction characters.
error-name-blank = A name needs at least one visible character.

## Seats
error-wrong-token = This link's seat secret is not valid here (the seat may have been taken through the lobby or handed to a bot); you can watch without it.
error-not-host = Only the table's host can hand a seat to a bot.
error-seat-missing = There is no { $seat } at this table.
error-already-bot = { $seat } is already played by a bot.
error-still-connected = { $seat }'s player is still connected; a bot takes over only a seat whose player left.
error-table-over = The game is over.
error-not-listed = This table is not open to the lobby; ask its host for a link.
error-full = Every seat at this table is taken.
error-save-seat = The seat could not be saved: { $detail }
error-save-name = The name could not be saved: { $detail }

## Playing at a table
error-stale = The game has moved on (version { $current }); your view was version { $sent }.
error-bot-seat = { $seat } is played by a bot.
error-not-bot-seat = { $seat } is not played by a bot.
error-closing = The server is shutting down; try again in a moment.
error-save-action = The action could not be saved: { $detail }

## The connection to a table
error-hello-text = The first message must be a text “hello”.
error-hello-first = The first message must be “hello”.
error-hello-again = “hello” was already said on this connection.
error-malformed-message = The message is not understood: { $detail }
error-binary = Binary messages are not understood.
error-spectator-act = Spectators cannot act; open your seat's link to play.
error-spectator-name = Spectators have no seat to name.
error-too-many-connections = This table has too many spectators; try again later.
error-too-many-for-seat = This seat is open in too many windows; close one and try again.
error-too-many-from-address = Too many connections from your address; close some and try again.
error-too-many-tables = Too many tables created from your address; try again in { $seconds } s.

## Pages and requests
error-no-page = There is no such page.
error-no-file = There is no file “{ $file }”.
error-no-words = There are no words “{ $lang }/{ $file }”.
error-no-table = There is no table “{ $table }”.
error-bad-request = The request is not understood: { $detail }
error-internal = Something went wrong on the server: { $detail }

## Replays
error-no-replay = There is no replay of a table “{ $table }” to show you. A private game’s replay opens only from its players’ links.
error-replay-not-finished = The game is not finished yet; its replay opens when it ends.
error-replay-no-step = Step { $step } is past the end of the game ({ $steps } { $steps ->
        [one] action
       *[other] actions
    }).
