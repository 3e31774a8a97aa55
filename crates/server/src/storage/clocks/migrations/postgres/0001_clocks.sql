-- A timed table's clocks: one row per table, its state as JSON (the time control, each seat's
-- bank, timeouts in a row, whose clock runs since when) and, as columns, what a sweep and an
-- outage look at: the running clock's deadline (NULL: no clock runs), the game version it runs
-- for, and the time credited to it for outages.
CREATE TABLE clock (
    table_id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    version BIGINT NOT NULL,
    deadline_ms BIGINT,
    credit_ms BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX clock_deadline ON clock(deadline_ms) WHERE deadline_ms IS NOT NULL;
-- When some instance was last known to run (one row): a start after a longer silence extends
-- every running deadline by the gap.
CREATE TABLE clock_beat (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    last_ms BIGINT NOT NULL
);
