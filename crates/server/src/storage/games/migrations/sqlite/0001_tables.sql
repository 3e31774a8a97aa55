-- Tables, their seats, the action log.
CREATE TABLE game_table (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    host_token TEXT NOT NULL,
    listed INTEGER NOT NULL,
    created_ms INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    outcome TEXT
);
CREATE TABLE seat (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    bot TEXT,
    level TEXT,
    token TEXT,
    name TEXT,
    claimed INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE action (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);
