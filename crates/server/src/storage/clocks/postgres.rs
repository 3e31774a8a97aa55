//! The clocks feature on PostgreSQL: an outage's extension runs in one transaction that locks
//! the one beat row, so instances starting together extend once.

use super::{ClockRecord, ClockStore};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::PostgresStore;

const COLUMNS: &str = "table_id, state, version, deadline_ms, credit_ms";

fn clock_row(r: &tokio_postgres::Row) -> ClockRecord {
    ClockRecord {
        table: TableId::from(r.get::<_, &str>(0)),
        state: r.get(1),
        version: r.get::<_, i64>(2) as u64,
        deadline_ms: r.get(3),
        credit_ms: r.get(4),
    }
}

const BEAT: &str = "INSERT INTO clock_beat (id, last_ms) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET last_ms = GREATEST(clock_beat.last_ms, excluded.last_ms)";

impl ClockStore for PostgresStore {
    fn save_clock(&self, rec: ClockRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "INSERT INTO clock (table_id, state, version, deadline_ms, credit_ms)
                     VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (table_id) DO UPDATE SET state = excluded.state,
                       version = excluded.version, deadline_ms = excluded.deadline_ms,
                       credit_ms = excluded.credit_ms",
                    &[
                        &rec.table.as_str(),
                        &rec.state,
                        &(rec.version as i64),
                        &rec.deadline_ms,
                        &rec.credit_ms,
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn clock(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<ClockRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    &format!("SELECT {COLUMNS} FROM clock WHERE table_id = $1"),
                    &[&table.as_str()],
                )
                .await?;
            Ok(row.as_ref().map(clock_row))
        })
    }

    fn passed_clocks(
        &self,
        now_ms: i64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ClockRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    &format!(
                        "SELECT {COLUMNS} FROM clock
                         WHERE deadline_ms IS NOT NULL AND deadline_ms <= $1
                         ORDER BY deadline_ms LIMIT $2"
                    ),
                    &[&now_ms, &(limit as i64)],
                )
                .await?;
            Ok(rows.iter().map(clock_row).collect())
        })
    }

    fn clock_beat(&self, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client.execute(BEAT, &[&now_ms]).await?;
            Ok(())
        })
    }

    fn clock_resume(&self, now_ms: i64, grace_ms: i64) -> BoxFuture<'_, anyhow::Result<i64>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute(
                "INSERT INTO clock_beat (id, last_ms) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                &[&now_ms],
            )
            .await?;
            let last: i64 = tx
                .query_one(
                    "SELECT last_ms FROM clock_beat WHERE id = 1 FOR UPDATE",
                    &[],
                )
                .await?
                .get(0);
            let gap = if now_ms - last > grace_ms {
                now_ms - last
            } else {
                0
            };
            if gap > 0 {
                tx.execute(
                    "UPDATE clock SET deadline_ms = deadline_ms + $1, credit_ms = credit_ms + $1
                     WHERE deadline_ms IS NOT NULL",
                    &[&gap],
                )
                .await?;
            }
            tx.execute(BEAT, &[&now_ms]).await?;
            tx.commit().await?;
            Ok(gap)
        })
    }
}
