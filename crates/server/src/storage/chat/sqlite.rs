//! The chat feature on SQLite: appends through the store's single writer.

use std::sync::{Arc, Mutex};

use rusqlite::params;

use havenbaron_engine::Seat;

use super::{ChatRecord, ChatRow, ChatStore, from_row, words_column};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

impl ChatStore for SqliteStore {
    fn append_chat(&self, table: TableId, line: ChatRecord) -> BoxFuture<'_, anyhow::Result<u64>> {
        let id = Arc::new(Mutex::new(0u64));
        let out = id.clone();
        let done = self.write(move |conn| {
            let words = words_column(&line);
            let n: i64 = conn
                .prepare_cached(
                    "INSERT INTO chat_line (table_id, channel, seat, name, text, words, version, at_ms)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id",
                )?
                .query_row(
                    params![
                        table.as_str(),
                        line.channel.as_str(),
                        line.seat.map(i64::from),
                        line.name,
                        line.text,
                        words,
                        line.version as i64,
                        line.at_ms
                    ],
                    |r| r.get(0),
                )?;
            *out.lock().unwrap_or_else(|p| p.into_inner()) = n as u64;
            Ok(true)
        });
        Box::pin(async move {
            done.await?;
            let id = *id.lock().unwrap_or_else(|p| p.into_inner());
            Ok(id)
        })
    }

    fn chat_since(
        &self,
        table: TableId,
        after: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ChatRecord>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT id, channel, seat, name, text, words, version, at_ms FROM (
                   SELECT * FROM chat_line WHERE table_id = ?1 AND id > ?2
                   ORDER BY id DESC LIMIT ?3)
                 ORDER BY id",
            )?;
            let rows = stmt.query_map(
                params![table.as_str(), after as i64, i64::from(limit)],
                |r| {
                    Ok::<ChatRow, _>((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                    ))
                },
            )?;
            rows.map(|r| from_row(r?)).collect()
        })
    }

    fn set_mute(
        &self,
        table: TableId,
        by: Seat,
        seat: Seat,
        muted: bool,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            let sql = if muted {
                "INSERT INTO chat_mute (table_id, by_seat, seat) VALUES (?1, ?2, ?3)
                 ON CONFLICT DO NOTHING"
            } else {
                "DELETE FROM chat_mute WHERE table_id = ?1 AND by_seat = ?2 AND seat = ?3"
            };
            conn.prepare_cached(sql)?
                .execute(params![table.as_str(), by, seat])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn mutes(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, Seat)>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT by_seat, seat FROM chat_mute WHERE table_id = ?1 ORDER BY by_seat, seat",
            )?;
            let rows = stmt.query_map(params![table.as_str()], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }
}
