//! The jobs feature on SQLite: every change goes through the store's single writer thread, so
//! a claim is one statement that no other claim can interleave with.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};

use super::{Claim, Job, JobState, JobStore, KindCounts};
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

const COLUMNS: &str =
    "id, kind, subject, state, due_ms, holder, lease_until_ms, attempts, last_error";

fn job_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<(Job, String)> {
    let state: String = r.get(3)?;
    Ok((
        Job {
            id: r.get(0)?,
            kind: r.get(1)?,
            subject: r.get(2)?,
            state: JobState::Pending,
            due_ms: r.get(4)?,
            holder: r.get(5)?,
            lease_until_ms: r.get(6)?,
            attempts: r.get(7)?,
            last_error: r.get(8)?,
        },
        state,
    ))
}

fn with_state((mut job, state): (Job, String)) -> anyhow::Result<Job> {
    job.state = JobState::parse(&state)?;
    Ok(job)
}

fn claim_due(conn: &Connection, c: &Claim) -> anyhow::Result<Vec<Job>> {
    let until = c.now_ms + c.lease.as_millis() as i64;
    let mut stmt = conn.prepare_cached(&format!(
        "UPDATE job SET state = 'running', holder = ?1, lease_until_ms = ?2,
           attempts = attempts + 1
         WHERE id IN (SELECT id FROM job WHERE kind = ?3
             AND ((state = 'pending' AND due_ms <= ?4)
                  OR (state = 'running' AND lease_until_ms < ?4))
             ORDER BY due_ms, id LIMIT ?5)
         RETURNING {COLUMNS}"
    ))?;
    let rows = stmt.query_map(
        params![c.holder, until, c.kind, c.now_ms, c.limit as i64],
        job_row,
    )?;
    let mut jobs = rows
        .map(|r| with_state(r?))
        .collect::<anyhow::Result<Vec<_>>>()?;
    jobs.sort_by_key(|j| (j.due_ms, j.id));
    Ok(jobs)
}

impl JobStore for SqliteStore {
    fn enqueue(
        &self,
        kind: String,
        subject: String,
        due_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO job (kind, subject, state, due_ms, attempts, created_ms)
                 VALUES (?1, ?2, 'pending', ?3, 0, ?4)
                 ON CONFLICT (kind, subject) DO UPDATE SET due_ms = MIN(due_ms, excluded.due_ms)
                 WHERE state = 'pending'",
            )?
            .execute(params![kind, subject, due_ms, now_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn claim(&self, claim: Claim) -> BoxFuture<'_, anyhow::Result<Vec<Job>>> {
        Box::pin(async move {
            // Nothing due (the common case): no write, no disk sync.
            let (kind, now) = (claim.kind.clone(), claim.now_ms);
            let any = self
                .read(move |conn| {
                    Ok(conn
                        .prepare_cached(
                            "SELECT 1 FROM job WHERE kind = ?1
                               AND ((state = 'pending' AND due_ms <= ?2)
                                    OR (state = 'running' AND lease_until_ms < ?2))
                             LIMIT 1",
                        )?
                        .query_row(params![kind, now], |_| Ok(()))
                        .optional()?
                        .is_some())
                })
                .await?;
            if !any || claim.limit == 0 {
                return Ok(Vec::new());
            }
            let out = Arc::new(Mutex::new(Vec::new()));
            let sink = out.clone();
            self.write(move |conn| {
                let jobs = claim_due(conn, &claim)?;
                *sink.lock().unwrap_or_else(|p| p.into_inner()) = jobs;
                Ok(true)
            })
            .await?;
            let jobs = std::mem::take(&mut *out.lock().unwrap_or_else(|p| p.into_inner()));
            Ok(jobs)
        })
    }

    fn renew(
        &self,
        holder: String,
        ids: Vec<i64>,
        until_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<i64>>> {
        Box::pin(async move {
            let out = Arc::new(Mutex::new(Vec::new()));
            let sink = out.clone();
            self.write(move |conn| {
                let mut stmt = conn.prepare_cached(
                    "UPDATE job SET lease_until_ms = ?1
                     WHERE id = ?2 AND holder = ?3 AND state = 'running'",
                )?;
                let mut held = Vec::new();
                for id in ids {
                    if stmt.execute(params![until_ms, id, holder])? == 1 {
                        held.push(id);
                    }
                }
                *sink.lock().unwrap_or_else(|p| p.into_inner()) = held;
                Ok(true)
            })
            .await?;
            let held = std::mem::take(&mut *out.lock().unwrap_or_else(|p| p.into_inner()));
            Ok(held)
        })
    }

    fn complete(&self, id: i64, holder: String) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| {
            Ok(conn
                .prepare_cached(
                    "DELETE FROM job WHERE id = ?1 AND holder = ?2 AND state = 'running'",
                )?
                .execute(params![id, holder])?
                == 1)
        })
    }

    fn fail(
        &self,
        id: i64,
        holder: String,
        error: String,
        retry_ms: Option<i64>,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| {
            let n = match retry_ms {
                Some(due) => conn
                    .prepare_cached(
                        "UPDATE job SET state = 'pending', due_ms = ?3, holder = NULL,
                           lease_until_ms = NULL, last_error = ?4
                         WHERE id = ?1 AND holder = ?2 AND state = 'running'",
                    )?
                    .execute(params![id, holder, due, error])?,
                None => conn
                    .prepare_cached(
                        "UPDATE job SET state = 'failed', holder = NULL, lease_until_ms = NULL,
                           last_error = ?3
                         WHERE id = ?1 AND holder = ?2 AND state = 'running'",
                    )?
                    .execute(params![id, holder, error])?,
            };
            Ok(n == 1)
        })
    }

    fn job_counts(&self) -> BoxFuture<'_, anyhow::Result<Vec<KindCounts>>> {
        self.read(|conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT kind, SUM(state = 'pending'),
                   MIN(CASE WHEN state = 'pending' THEN due_ms END),
                   MIN(CASE WHEN state = 'running' THEN lease_until_ms END)
                 FROM job WHERE state IN ('pending', 'running') GROUP BY kind ORDER BY kind",
            )?;
            let rows = stmt.query_map([], |r| {
                Ok(KindCounts {
                    kind: r.get(0)?,
                    queued: r.get::<_, i64>(1)? as u64,
                    next_due_ms: r.get(2)?,
                    next_lease_ms: r.get(3)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn job(&self, kind: String, subject: String) -> BoxFuture<'_, anyhow::Result<Option<Job>>> {
        self.read(move |conn| {
            conn.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM job WHERE kind = ?1 AND subject = ?2"
            ))?
            .query_row(params![kind, subject], job_row)
            .optional()?
            .map(with_state)
            .transpose()
        })
    }
}
