//! The hints feature on PostgreSQL: one statement increments, so instances' hints add up, and
//! announces the change to every instance.

use havenbaron_engine::Seat;

use super::HintStore;
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::{CHANNEL, PostgresStore};

impl HintStore for PostgresStore {
    fn add_hint(&self, table: TableId, seat: Seat) -> BoxFuture<'_, anyhow::Result<u32>> {
        Box::pin(async move {
            let client = self.client().await?;
            // Announced as a change of the table's seats (which carry the counts), in the
            // same statement: every instance's room reads the counts again.
            let row = client
                .query_one(
                    "WITH up AS (
                       INSERT INTO hint_count (table_id, seat, used) VALUES ($1, $2, 1)
                       ON CONFLICT (table_id, seat) DO UPDATE SET used = hint_count.used + 1
                       RETURNING used)
                     SELECT used, pg_notify($3, $4) FROM up",
                    &[
                        &table.as_str(),
                        &(seat as i32),
                        &CHANNEL,
                        &format!("s\t{table}"),
                    ],
                )
                .await?;
            Ok(row.get::<_, i64>(0) as u32)
        })
    }

    fn hints(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, u32)>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT seat, used FROM hint_count WHERE table_id = $1 ORDER BY seat",
                    &[&table.as_str()],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| (r.get::<_, i32>(0) as Seat, r.get::<_, i64>(1) as u32))
                .collect())
        })
    }
}
