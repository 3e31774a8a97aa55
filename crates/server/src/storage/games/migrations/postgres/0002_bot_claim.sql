-- Who thinks a bot's decision, for how long (several instances, one database).
CREATE TABLE bot_claim (
    table_id TEXT PRIMARY KEY REFERENCES game_table(id),
    version BIGINT NOT NULL,
    owner TEXT NOT NULL,
    until_ms BIGINT NOT NULL
);
