//! The chat feature on PostgreSQL: a line or a mute is announced on [`CHANNEL`] (`h\tTABLE`)
//! in the transaction that stores it, so the other instances send it to their connections.

use havenbaron_engine::Seat;

use super::{ChatRecord, ChatStore, from_row, words_column};
use crate::ids::TableId;
use crate::storage::postgres::{CHANNEL, PostgresStore};
use crate::storage::{BoxFuture, Change};

/// Reads a chat notification (`h\tTABLE`); `None` for another kind.
pub(crate) fn parse_notice(payload: &str) -> Option<Change> {
    let table = payload.strip_prefix("h\t")?;
    Some(Change::Chat {
        table: TableId::from(table),
    })
}

impl ChatStore for PostgresStore {
    fn append_chat(&self, table: TableId, line: ChatRecord) -> BoxFuture<'_, anyhow::Result<u64>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_one(
                    "WITH ins AS (
                       INSERT INTO chat_line (table_id, channel, seat, name, text, words, version, at_ms)
                       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id)
                     SELECT id, pg_notify($9, $10) FROM ins",
                    &[
                        &table.as_str(),
                        &line.channel.as_str(),
                        &line.seat.map(i16::from),
                        &line.name,
                        &line.text,
                        &words_column(&line),
                        &(line.version as i64),
                        &line.at_ms,
                        &CHANNEL,
                        &format!("h\t{table}"),
                    ],
                )
                .await?;
            Ok(row.get::<_, i64>(0) as u64)
        })
    }

    fn chat_since(
        &self,
        table: TableId,
        after: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ChatRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT id, channel, seat, name, text, words, version, at_ms FROM (
                       SELECT * FROM chat_line WHERE table_id = $1 AND id > $2
                       ORDER BY id DESC LIMIT $3) AS recent
                     ORDER BY id",
                    &[&table.as_str(), &(after as i64), &i64::from(limit)],
                )
                .await?;
            rows.iter()
                .map(|r| {
                    from_row((
                        r.get(0),
                        r.get(1),
                        r.get::<_, Option<i16>>(2).map(i64::from),
                        r.get(3),
                        r.get(4),
                        r.get(5),
                        r.get(6),
                        r.get(7),
                    ))
                })
                .collect()
        })
    }

    fn set_mute(
        &self,
        table: TableId,
        by: Seat,
        seat: Seat,
        muted: bool,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            let sql = if muted {
                "WITH up AS (
                   INSERT INTO chat_mute (table_id, by_seat, seat) VALUES ($1, $2, $3)
                   ON CONFLICT DO NOTHING RETURNING seat)
                 SELECT pg_notify($4, $5) FROM up"
            } else {
                "WITH up AS (
                   DELETE FROM chat_mute WHERE table_id = $1 AND by_seat = $2 AND seat = $3
                   RETURNING seat)
                 SELECT pg_notify($4, $5) FROM up"
            };
            client
                .execute(
                    sql,
                    &[
                        &table.as_str(),
                        &i16::from(by),
                        &i16::from(seat),
                        &CHANNEL,
                        &format!("h\t{table}"),
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn mutes(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, Seat)>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT by_seat, seat FROM chat_mute WHERE table_id = $1
                     ORDER BY by_seat, seat",
                    &[&table.as_str()],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| (r.get::<_, i16>(0) as Seat, r.get::<_, i16>(1) as Seat))
                .collect())
        })
    }
}
