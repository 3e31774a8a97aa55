//! The analysis feature on PostgreSQL: a request is admitted in a transaction that first takes
//! an advisory lock of its own, so two instances counting the queue at once take turns.

use super::{AnalysisRecord, AnalysisStatus, AnalysisStore, Bounds, COLUMNS, Requested, from_row};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::PostgresStore;

/// The advisory lock that admits requests one at a time (any number unlikely to collide).
const ADMIT_LOCK: i64 = 0x4842_414e_414c_5953;

fn row(r: &tokio_postgres::Row) -> anyhow::Result<AnalysisRecord> {
    from_row((
        r.get(0),
        r.get(1),
        r.get(2),
        r.get(3),
        r.get(4),
        r.get(5),
        r.get(6),
        r.get(7),
        r.get(8),
        r.get(9),
        r.get(10),
        r.get(11),
        r.get(12),
    ))
}

impl AnalysisStore for PostgresStore {
    fn request_analysis(
        &self,
        r: AnalysisRecord,
        bounds: Bounds,
    ) -> BoxFuture<'_, anyhow::Result<Requested>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&ADMIT_LOCK])
                .await?;
            let status = tx
                .query_opt(
                    "SELECT status FROM analysis WHERE table_id = $1",
                    &[&r.table.as_str()],
                )
                .await?;
            if let Some(s) = status {
                let s = AnalysisStatus::parse(s.get(0))?;
                if s != AnalysisStatus::Failed {
                    return Ok(Requested::Exists(s));
                }
            }
            let counts = tx
                .query_one(
                    "SELECT COUNT(*), COUNT(*) FILTER (WHERE requested_by = $1) FROM analysis
                     WHERE status IN ('pending', 'running')",
                    &[&r.requested_by],
                )
                .await?;
            let (all, mine): (i64, i64) = (counts.get(0), counts.get(1));
            if mine >= i64::from(bounds.per_player) {
                return Ok(Requested::PlayerLimit);
            }
            if all >= i64::from(bounds.queue) {
                return Ok(Requested::QueueFull);
            }
            tx.execute(
                "INSERT INTO analysis (table_id, status, done, total, report, error, method,
                   bots_version, budget, seed, requested_by, requested_ms, finished_ms)
                 VALUES ($1, 'pending', 0, 0, NULL, NULL, $2, $3, $4, $5, $6, $7, NULL)
                 ON CONFLICT (table_id) DO UPDATE SET status = 'pending', done = 0, total = 0,
                   report = NULL, error = NULL, method = excluded.method,
                   bots_version = excluded.bots_version, budget = excluded.budget,
                   seed = excluded.seed, requested_by = excluded.requested_by,
                   requested_ms = excluded.requested_ms, finished_ms = NULL",
                &[
                    &r.table.as_str(),
                    &r.method,
                    &r.bots_version,
                    &i64::from(r.budget),
                    &(r.seed as i64),
                    &r.requested_by,
                    &r.requested_ms,
                ],
            )
            .await?;
            tx.commit().await?;
            Ok(Requested::Admitted)
        })
    }

    fn analysis(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<AnalysisRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .query_opt(
                    &format!("SELECT {COLUMNS} FROM analysis WHERE table_id = $1"),
                    &[&table.as_str()],
                )
                .await?
                .as_ref()
                .map(row)
                .transpose()
        })
    }

    fn analysis_progress(
        &self,
        table: TableId,
        done: u64,
        total: u64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "UPDATE analysis SET status = 'running', done = $2, total = $3
                     WHERE table_id = $1 AND status IN ('pending', 'running')",
                    &[&table.as_str(), &(done as i64), &(total as i64)],
                )
                .await?;
            Ok(())
        })
    }

    fn finish_analysis(
        &self,
        table: TableId,
        outcome: Result<String, String>,
        at_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            let (status, report, error) = match outcome {
                Ok(report) => ("done", Some(report), None),
                Err(error) => ("failed", None, Some(error)),
            };
            client
                .execute(
                    "UPDATE analysis SET status = $2, report = $3, error = $4, finished_ms = $5,
                       done = CASE WHEN $2 = 'done' THEN total ELSE done END
                     WHERE table_id = $1",
                    &[&table.as_str(), &status, &report, &error, &at_ms],
                )
                .await?;
            Ok(())
        })
    }
}
