//! The jobs feature on PostgreSQL: a claim is one short statement that locks the due rows it
//! takes and skips those another instance is taking (`FOR UPDATE SKIP LOCKED`); an enqueue
//! announces `j\tKIND` on [`CHANNEL`] in its own transaction, so every instance's scheduler
//! wakes up when it is committed.

use super::{Claim, Job, JobState, JobStore, KindCounts};
use crate::storage::postgres::{CHANNEL, PostgresStore};
use crate::storage::{BoxFuture, Change};

const COLUMNS: &str =
    "id, kind, subject, state, due_ms, holder, lease_until_ms, attempts, last_error";

/// Reads a jobs notification (`j\tKIND`); `None` for another kind.
pub(crate) fn parse_notice(payload: &str) -> Option<Change> {
    let kind = payload.strip_prefix("j\t")?;
    Some(Change::Job {
        kind: kind.to_string(),
    })
}

fn job(r: &tokio_postgres::Row) -> anyhow::Result<Job> {
    Ok(Job {
        id: r.get(0),
        kind: r.get(1),
        subject: r.get(2),
        state: JobState::parse(r.get(3))?,
        due_ms: r.get(4),
        holder: r.get(5),
        lease_until_ms: r.get(6),
        attempts: r.get::<_, i32>(7) as u32,
        last_error: r.get(8),
    })
}

impl JobStore for PostgresStore {
    fn enqueue(
        &self,
        kind: String,
        subject: String,
        due_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "WITH up AS (
                       INSERT INTO job (kind, subject, state, due_ms, attempts, created_ms)
                       VALUES ($1, $2, 'pending', $3, 0, $4)
                       ON CONFLICT (kind, subject) DO UPDATE
                         SET due_ms = LEAST(job.due_ms, excluded.due_ms)
                         WHERE job.state = 'pending'
                       RETURNING kind)
                     SELECT pg_notify($5, 'j' || chr(9) || kind) FROM up",
                    &[&kind, &subject, &due_ms, &now_ms, &CHANNEL],
                )
                .await?;
            Ok(())
        })
    }

    fn claim(&self, c: Claim) -> BoxFuture<'_, anyhow::Result<Vec<Job>>> {
        Box::pin(async move {
            if c.limit == 0 {
                return Ok(Vec::new());
            }
            let client = self.client().await?;
            let until = c.now_ms + c.lease.as_millis() as i64;
            let rows = client
                .query(
                    &format!(
                        "WITH due AS (
                           SELECT id FROM job WHERE kind = $3
                             AND ((state = 'pending' AND due_ms <= $4)
                                  OR (state = 'running' AND lease_until_ms < $4))
                           ORDER BY due_ms, id LIMIT $5
                           FOR UPDATE SKIP LOCKED)
                         UPDATE job SET state = 'running', holder = $1, lease_until_ms = $2,
                           attempts = job.attempts + 1
                         FROM due WHERE job.id = due.id
                         RETURNING {}",
                        COLUMNS
                            .split(", ")
                            .map(|c| format!("job.{c}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    &[&c.holder, &until, &c.kind, &c.now_ms, &(c.limit as i64)],
                )
                .await?;
            let mut jobs = rows.iter().map(job).collect::<anyhow::Result<Vec<_>>>()?;
            jobs.sort_by_key(|j| (j.due_ms, j.id));
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
            let client = self.client().await?;
            let rows = client
                .query(
                    "UPDATE job SET lease_until_ms = $1
                     WHERE id = ANY($2) AND holder = $3 AND state = 'running'
                     RETURNING id",
                    &[&until_ms, &ids, &holder],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    fn complete(&self, id: i64, holder: String) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = client
                .execute(
                    "DELETE FROM job WHERE id = $1 AND holder = $2 AND state = 'running'",
                    &[&id, &holder],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn fail(
        &self,
        id: i64,
        holder: String,
        error: String,
        retry_ms: Option<i64>,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = match retry_ms {
                Some(due) => {
                    client
                        .execute(
                            "UPDATE job SET state = 'pending', due_ms = $3, holder = NULL,
                               lease_until_ms = NULL, last_error = $4
                             WHERE id = $1 AND holder = $2 AND state = 'running'",
                            &[&id, &holder, &due, &error],
                        )
                        .await?
                }
                None => {
                    client
                        .execute(
                            "UPDATE job SET state = 'failed', holder = NULL,
                               lease_until_ms = NULL, last_error = $3
                             WHERE id = $1 AND holder = $2 AND state = 'running'",
                            &[&id, &holder, &error],
                        )
                        .await?
                }
            };
            Ok(n == 1)
        })
    }

    fn job_counts(&self) -> BoxFuture<'_, anyhow::Result<Vec<KindCounts>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT kind, COUNT(*) FILTER (WHERE state = 'pending'),
                       MIN(due_ms) FILTER (WHERE state = 'pending'),
                       MIN(lease_until_ms) FILTER (WHERE state = 'running')
                     FROM job WHERE state IN ('pending', 'running')
                     GROUP BY kind ORDER BY kind",
                    &[],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| KindCounts {
                    kind: r.get(0),
                    queued: r.get::<_, i64>(1) as u64,
                    next_due_ms: r.get(2),
                    next_lease_ms: r.get(3),
                })
                .collect())
        })
    }

    fn job(&self, kind: String, subject: String) -> BoxFuture<'_, anyhow::Result<Option<Job>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    &format!("SELECT {COLUMNS} FROM job WHERE kind = $1 AND subject = $2"),
                    &[&kind, &subject],
                )
                .await?;
            row.as_ref().map(job).transpose()
        })
    }
}
