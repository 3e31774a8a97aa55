//! The hints feature on SQLite: the increment goes through the store's single writer thread.

use std::sync::{Arc, Mutex};

use havenbaron_engine::Seat;
use rusqlite::params;

use super::HintStore;
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

impl HintStore for SqliteStore {
    fn add_hint(&self, table: TableId, seat: Seat) -> BoxFuture<'_, anyhow::Result<u32>> {
        Box::pin(async move {
            let out = Arc::new(Mutex::new(0u32));
            let sink = out.clone();
            self.write(move |conn| {
                let used: i64 = conn
                    .prepare_cached(
                        "INSERT INTO hint_count (table_id, seat, used) VALUES (?1, ?2, 1)
                         ON CONFLICT (table_id, seat) DO UPDATE SET used = used + 1
                         RETURNING used",
                    )?
                    .query_row(params![table.as_str(), seat as i64], |r| r.get(0))?;
                *sink.lock().unwrap_or_else(|p| p.into_inner()) = used as u32;
                Ok(true)
            })
            .await?;
            let used = *out.lock().unwrap_or_else(|p| p.into_inner());
            Ok(used)
        })
    }

    fn hints(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, u32)>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT seat, used FROM hint_count WHERE table_id = ?1 ORDER BY seat",
            )?;
            let rows = stmt.query_map(params![table.as_str()], |r| {
                Ok((r.get::<_, i64>(0)? as Seat, r.get::<_, i64>(1)? as u32))
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}
