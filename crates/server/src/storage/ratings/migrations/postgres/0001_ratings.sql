-- Ratings (the ratings feature): which tables are rated, who left one, every player's current
-- Weng-Lin rating per rule set (`players` 0: all player counts; 2–4: that count alone), the
-- history of changes, and the tables whose result was applied (exactly once: the key).
CREATE TABLE rated_table (
    table_id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    players INTEGER NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE TABLE rating_left (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    player_key TEXT NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE rating (
    player_key TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    players INTEGER NOT NULL,
    mu DOUBLE PRECISION NOT NULL,
    sigma DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL,
    wins INTEGER NOT NULL,
    updated_ms BIGINT NOT NULL,
    PRIMARY KEY (player_key, ruleset, players)
);
CREATE INDEX rating_board ON rating(ruleset, players, mu);
CREATE TABLE rating_history (
    id BIGSERIAL PRIMARY KEY,
    table_id TEXT NOT NULL,
    player_key TEXT NOT NULL,
    ruleset TEXT NOT NULL,
    players INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    mu_before DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after DOUBLE PRECISION NOT NULL,
    sigma_after DOUBLE PRECISION NOT NULL,
    -- Whether the table is public (`crate::visibility`): a private one is not named to others.
    listed BOOLEAN NOT NULL,
    at_ms BIGINT NOT NULL
);
CREATE INDEX rating_history_player ON rating_history(player_key, id);
CREATE TABLE rating_applied (
    table_id TEXT PRIMARY KEY,
    at_ms BIGINT NOT NULL
);
