-- Post-game analyses: one row per finished table, from its request to its report. The work
-- itself is a job of the scheduler (`analysis`, subject the table); this row keeps what the
-- page shows: where it stands, its progress, the report, and what shaped it.
CREATE TABLE analysis (
    table_id TEXT PRIMARY KEY,
    status TEXT NOT NULL DEFAULT 'pending',
    done BIGINT NOT NULL DEFAULT 0,
    total BIGINT NOT NULL DEFAULT 0,
    report TEXT,
    error TEXT,
    method TEXT NOT NULL,
    bots_version TEXT NOT NULL,
    budget BIGINT NOT NULL,
    seed BIGINT NOT NULL,
    requested_by TEXT NOT NULL,
    requested_ms BIGINT NOT NULL,
    finished_ms BIGINT
);
CREATE INDEX analysis_waiting ON analysis(status, requested_by);
