-- E-mail notices (issue 34): an account's address (NULL confirmed_ms: not confirmed yet, and
-- no notice goes to it), the hash of the link's token that confirms it, the language its mail
-- is written in, and which notices it asks for.
CREATE TABLE mail_address (
    account_id TEXT PRIMARY KEY,
    address TEXT NOT NULL,
    lang TEXT NOT NULL,
    confirm_hash TEXT,
    confirm_ms BIGINT,
    confirmed_ms BIGINT,
    your_turn BOOLEAN NOT NULL,
    game_ended BOOLEAN NOT NULL,
    invites BOOLEAN NOT NULL
);
CREATE UNIQUE INDEX mail_address_confirm ON mail_address(confirm_hash);
-- When a notice about a game last went to an account: at most one per game per window.
CREATE TABLE mail_sent (
    account_id TEXT NOT NULL,
    table_id TEXT NOT NULL,
    sent_ms BIGINT NOT NULL,
    PRIMARY KEY (account_id, table_id)
);
-- The key that signs unsubscribe links (one row, made by the first instance that needs it), so
-- that a link works without signing in, from any instance, after restarts.
CREATE TABLE mail_key (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key TEXT NOT NULL
);
