-- Post-game analyses: one row per finished table, from its request to its report. The work
-- itself is a job of the scheduler (`analysis`, subject the table); this row keeps what the
-- page shows: where it stands, its progress, the report, and what shaped it.
CREATE TABLE analysis (
    table_id TEXT PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'pending',
    done INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL DEFAULT 0,
    report TEXT,
    error TEXT,
    method TEXT NOT NULL,
    bots_version TEXT NOT NULL,
    budget INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    requested_by TEXT NOT NULL,
    requested_ms INTEGER NOT NULL,
    finished_ms INTEGER
);
CREATE INDEX analysis_waiting ON analysis(status, requested_by);
