-- Tables, their seats, the action log.
CREATE TABLE game_table (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    host_token TEXT NOT NULL,
    listed BOOLEAN NOT NULL,
    created_ms BIGINT NOT NULL,
    finished BOOLEAN NOT NULL DEFAULT FALSE,
    outcome TEXT
);
CREATE TABLE seat (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    seat SMALLINT NOT NULL,
    kind TEXT NOT NULL,
    bot TEXT,
    level TEXT,
    token TEXT,
    name TEXT,
    claimed BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE action (
    table_id TEXT NOT NULL REFERENCES game_table(id),
    seq BIGINT NOT NULL,
    seat SMALLINT NOT NULL,
    action TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);
