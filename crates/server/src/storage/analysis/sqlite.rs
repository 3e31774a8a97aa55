//! The analysis feature on SQLite: a request is admitted on the store's single writer, so
//! counting what waits and storing the request cannot interleave with another request.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};

use super::{AnalysisRecord, AnalysisStore, Bounds, COLUMNS, Requested, from_row};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::analysis::AnalysisStatus;
use crate::storage::sqlite::SqliteStore;

fn admit(conn: &Connection, r: &AnalysisRecord, bounds: Bounds) -> anyhow::Result<Requested> {
    let status: Option<String> = conn
        .prepare_cached("SELECT status FROM analysis WHERE table_id = ?1")?
        .query_row(params![r.table.as_str()], |row| row.get(0))
        .optional()?;
    if let Some(s) = status {
        let s = AnalysisStatus::parse(&s)?;
        if s != AnalysisStatus::Failed {
            return Ok(Requested::Exists(s));
        }
    }
    let (all, mine): (i64, i64) = conn
        .prepare_cached(
            "SELECT COUNT(*), COALESCE(SUM(requested_by = ?1), 0) FROM analysis
             WHERE status IN ('pending', 'running')",
        )?
        .query_row(params![r.requested_by], |row| {
            Ok((row.get(0)?, row.get(1)?))
        })?;
    if mine >= i64::from(bounds.per_player) {
        return Ok(Requested::PlayerLimit);
    }
    if all >= i64::from(bounds.queue) {
        return Ok(Requested::QueueFull);
    }
    conn.prepare_cached(
        "INSERT INTO analysis (table_id, status, done, total, report, error, method,
           bots_version, budget, seed, requested_by, requested_ms, finished_ms)
         VALUES (?1, 'pending', 0, 0, NULL, NULL, ?2, ?3, ?4, ?5, ?6, ?7, NULL)
         ON CONFLICT (table_id) DO UPDATE SET status = 'pending', done = 0, total = 0,
           report = NULL, error = NULL, method = excluded.method,
           bots_version = excluded.bots_version, budget = excluded.budget,
           seed = excluded.seed, requested_by = excluded.requested_by,
           requested_ms = excluded.requested_ms, finished_ms = NULL",
    )?
    .execute(params![
        r.table.as_str(),
        r.method,
        r.bots_version,
        i64::from(r.budget),
        r.seed as i64,
        r.requested_by,
        r.requested_ms
    ])?;
    Ok(Requested::Admitted)
}

impl AnalysisStore for SqliteStore {
    fn request_analysis(
        &self,
        request: AnalysisRecord,
        bounds: Bounds,
    ) -> BoxFuture<'_, anyhow::Result<Requested>> {
        let out = Arc::new(Mutex::new(None));
        let sink = out.clone();
        let done = self.write(move |conn| {
            let answer = admit(conn, &request, bounds)?;
            *sink.lock().unwrap_or_else(|p| p.into_inner()) = Some(answer);
            Ok(true)
        });
        Box::pin(async move {
            done.await?;
            out.lock()
                .unwrap_or_else(|p| p.into_inner())
                .take()
                .ok_or_else(|| anyhow::anyhow!("the request was not answered"))
        })
    }

    fn analysis(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<AnalysisRecord>>> {
        self.read(move |conn| {
            conn.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM analysis WHERE table_id = ?1"
            ))?
            .query_row(params![table.as_str()], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                    r.get(7)?,
                    r.get(8)?,
                    r.get(9)?,
                    r.get(10)?,
                    r.get(11)?,
                    r.get(12)?,
                ))
            })
            .optional()?
            .map(from_row)
            .transpose()
        })
    }

    fn analysis_progress(
        &self,
        table: TableId,
        done: u64,
        total: u64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let w = self.write(move |conn| {
            conn.prepare_cached(
                "UPDATE analysis SET status = 'running', done = ?2, total = ?3
                 WHERE table_id = ?1 AND status IN ('pending', 'running')",
            )?
            .execute(params![table.as_str(), done as i64, total as i64])?;
            Ok(true)
        });
        Box::pin(async move { w.await.map(|_| ()) })
    }

    fn finish_analysis(
        &self,
        table: TableId,
        outcome: Result<String, String>,
        at_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let w = self.write(move |conn| {
            let (status, report, error) = match outcome {
                Ok(report) => ("done", Some(report), None),
                Err(error) => ("failed", None, Some(error)),
            };
            conn.prepare_cached(
                "UPDATE analysis SET status = ?2, report = ?3, error = ?4, finished_ms = ?5,
                   done = CASE WHEN ?2 = 'done' THEN total ELSE done END
                 WHERE table_id = ?1",
            )?
            .execute(params![table.as_str(), status, report, error, at_ms])?;
            Ok(true)
        });
        Box::pin(async move { w.await.map(|_| ()) })
    }
}
