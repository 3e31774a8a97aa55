//! The clocks feature on SQLite: every change goes through the store's single writer thread,
//! so an outage's extension cannot interleave with another write.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};

use super::{ClockRecord, ClockStore};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

const COLUMNS: &str = "table_id, state, version, deadline_ms, credit_ms";

fn clock_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ClockRecord> {
    Ok(ClockRecord {
        table: TableId::from(r.get::<_, String>(0)?.as_str()),
        state: r.get(1)?,
        version: r.get::<_, i64>(2)? as u64,
        deadline_ms: r.get(3)?,
        credit_ms: r.get(4)?,
    })
}

fn resume(conn: &Connection, now_ms: i64, grace_ms: i64) -> anyhow::Result<i64> {
    let last: Option<i64> = conn
        .prepare_cached("SELECT last_ms FROM clock_beat WHERE id = 1")?
        .query_row([], |r| r.get(0))
        .optional()?;
    let gap = last.map_or(0, |l| now_ms - l);
    let gap = if gap > grace_ms { gap } else { 0 };
    if gap > 0 {
        conn.prepare_cached(
            "UPDATE clock SET deadline_ms = deadline_ms + ?1, credit_ms = credit_ms + ?1
             WHERE deadline_ms IS NOT NULL",
        )?
        .execute(params![gap])?;
    }
    beat(conn, now_ms)?;
    Ok(gap)
}

fn beat(conn: &Connection, now_ms: i64) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO clock_beat (id, last_ms) VALUES (1, ?1)
         ON CONFLICT (id) DO UPDATE SET last_ms = MAX(last_ms, excluded.last_ms)",
    )?
    .execute(params![now_ms])?;
    Ok(())
}

impl ClockStore for SqliteStore {
    fn save_clock(&self, rec: ClockRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO clock (table_id, state, version, deadline_ms, credit_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (table_id) DO UPDATE SET state = excluded.state,
                   version = excluded.version, deadline_ms = excluded.deadline_ms,
                   credit_ms = excluded.credit_ms",
            )?
            .execute(params![
                rec.table.as_str(),
                rec.state,
                rec.version as i64,
                rec.deadline_ms,
                rec.credit_ms
            ])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn clock(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<ClockRecord>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached(&format!("SELECT {COLUMNS} FROM clock WHERE table_id = ?1"))?
                .query_row(params![table.as_str()], clock_row)
                .optional()?)
        })
    }

    fn passed_clocks(
        &self,
        now_ms: i64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ClockRecord>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM clock
                 WHERE deadline_ms IS NOT NULL AND deadline_ms <= ?1
                 ORDER BY deadline_ms LIMIT ?2"
            ))?;
            let rows = stmt.query_map(params![now_ms, limit as i64], clock_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn clock_beat(&self, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| beat(conn, now_ms).map(|_| true));
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn clock_resume(&self, now_ms: i64, grace_ms: i64) -> BoxFuture<'_, anyhow::Result<i64>> {
        Box::pin(async move {
            let out = Arc::new(Mutex::new(0));
            let sink = out.clone();
            self.write(move |conn| {
                *sink.lock().unwrap_or_else(|p| p.into_inner()) = resume(conn, now_ms, grace_ms)?;
                Ok(true)
            })
            .await?;
            let gap = *out.lock().unwrap_or_else(|p| p.into_inner());
            Ok(gap)
        })
    }
}
