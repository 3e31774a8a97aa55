-- Work that is due at a time and must be done once (the scheduler): one row per job while it
-- waits or runs; a finished job's row is deleted, a job given up on stays as `failed`.
CREATE TABLE job (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending',
    due_ms INTEGER NOT NULL,
    holder TEXT,
    lease_until_ms INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    created_ms INTEGER NOT NULL
);
CREATE UNIQUE INDEX job_subject ON job(kind, subject);
CREATE INDEX job_due ON job(kind, state, due_ms);
