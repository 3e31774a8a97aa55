//! The games feature on SQLite: every write goes through the store's writer thread (group
//! commit, [`SqliteStore::write`]), every read through its readers' connection.

use anyhow::Context;
use havenbaron_engine::{Config, Outcome};
use rusqlite::{Connection, OptionalExtension, params};

use super::{
    ActionRecord, Conflict, FinishedCursor, FinishedRow, FinishedSummary, GameStore, Loaded,
    SeatKind, SeatRecord, TableRecord, fold_finished,
};
use crate::ids::{HostToken, SeatToken, TableId};
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

/// Inserts a new table with its seats.
fn create(conn: &Connection, t: &TableRecord) -> anyhow::Result<()> {
    conn.prepare_cached(
        "INSERT INTO game_table (id, config, host_token, listed, created_ms, finished)
         VALUES (?1, ?2, ?3, ?4, ?5, 0)",
    )?
    .execute(params![
        t.id.as_str(),
        serde_json::to_string(&t.config)?,
        t.host_token.expose(),
        t.listed,
        t.created_ms
    ])?;
    for s in &t.seats {
        insert_seat(conn, &t.id, s)?;
    }
    Ok(())
}

/// Replaces one seat only if it is still `old`; the answer says whether it was.
fn replace(
    conn: &Connection,
    table: &TableId,
    old: &SeatRecord,
    new: &SeatRecord,
) -> anyhow::Result<bool> {
    anyhow::ensure!(old.seat == new.seat, "a seat cannot change its number");
    let changed = conn
        .prepare_cached(
            "UPDATE seat SET kind = ?3, bot = ?4, level = ?5, token = ?6, name = ?7,
               claimed = ?8
             WHERE table_id = ?1 AND seat = ?2 AND kind = ?9 AND bot IS ?10
               AND level IS ?11 AND token IS ?12 AND name IS ?13 AND claimed = ?14",
        )?
        .execute(params![
            table.as_str(),
            new.seat,
            new.kind.as_str(),
            new.bot,
            new.level,
            new.token.as_ref().map(SeatToken::expose),
            new.name,
            new.claimed,
            old.kind.as_str(),
            old.bot,
            old.level,
            old.token.as_ref().map(SeatToken::expose),
            old.name,
            old.claimed
        ])?;
    Ok(changed == 1)
}

/// Appends one action if it extends its table's log ([`Conflict`] if that place is taken).
fn append_one(
    conn: &Connection,
    table: &TableId,
    a: &ActionRecord,
    outcome: Option<&Outcome>,
) -> anyhow::Result<()> {
    let last: i64 = conn
        .prepare_cached("SELECT COALESCE(MAX(seq), 0) FROM action WHERE table_id = ?1")?
        .query_row(params![table.as_str()], |r| r.get(0))?;
    if last as u64 >= a.seq {
        return Err(Conflict {
            table: table.clone(),
            seq: a.seq,
        }
        .into());
    }
    anyhow::ensure!(
        last as u64 + 1 == a.seq,
        "action {} of table {table} is out of order (the log has {last})",
        a.seq
    );
    conn.prepare_cached(
        "INSERT INTO action (table_id, seq, seat, action, at_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        table.as_str(),
        a.seq as i64,
        a.seat,
        a.column(),
        a.at_ms
    ])?;
    if let Some(o) = outcome {
        conn.execute(
            "UPDATE game_table SET finished = 1, outcome = ?2 WHERE id = ?1",
            params![table.as_str(), serde_json::to_string(o)?],
        )?;
    }
    Ok(())
}

fn insert_seat(conn: &Connection, table: &TableId, s: &SeatRecord) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, bot = excluded.bot,
           level = excluded.level, token = excluded.token, name = excluded.name,
           claimed = excluded.claimed",
    )?
    .execute(params![
        table.as_str(),
        s.seat,
        s.kind.as_str(),
        s.bot,
        s.level,
        s.token.as_ref().map(SeatToken::expose),
        s.name,
        s.claimed
    ])
}

impl GameStore for SqliteStore {
    fn create_table(&self, t: TableRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| create(conn, &t).map(|()| true));
        Box::pin(async move { done.await.map(drop) })
    }

    fn append_action(
        &self,
        table: TableId,
        action: ActionRecord,
        outcome: Option<Outcome>,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self
            .write(move |conn| append_one(conn, &table, &action, outcome.as_ref()).map(|()| true));
        Box::pin(async move { done.await.map(drop) })
    }

    fn update_seat(&self, table: TableId, seat: SeatRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| Ok(insert_seat(conn, &table, &seat).map(|_| true)?));
        Box::pin(async move { done.await.map(drop) })
    }

    fn replace_seat(
        &self,
        table: TableId,
        old: SeatRecord,
        new: SeatRecord,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| replace(conn, &table, &old, &new))
    }

    fn load_table(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<Loaded>>> {
        self.read(move |conn| {
            let Some(rec) = record(conn, &id)? else {
                return Ok(None);
            };
            let actions = actions_after(conn, &id, 0)?;
            Ok(Some((rec, actions)))
        })
    }

    fn load_record(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<TableRecord>>> {
        self.read(move |conn| record(conn, &id))
    }

    fn actions_since(
        &self,
        table: TableId,
        after: u64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ActionRecord>>> {
        self.read(move |conn| actions_after(conn, &table, after))
    }

    fn unfinished_tables(&self) -> BoxFuture<'_, anyhow::Result<Vec<TableId>>> {
        self.read(|conn| {
            let mut stmt = conn
                .prepare("SELECT id FROM game_table WHERE finished = 0 ORDER BY created_ms, id")?;
            let ids = stmt
                .query_map([], |r| r.get::<_, String>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(ids.into_iter().map(TableId::from).collect())
        })
    }

    fn finished_page(
        &self,
        after: Option<FinishedCursor>,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>> {
        let (before_ms, after_id) = FinishedCursor::bounds(after.as_ref());
        self.read(move |conn| {
            // One query for the tables and their seats (no query per table); the tables from
            // the index of finished listed ones (`game_table_finished_listed`).
            let mut stmt = conn.prepare(
                "SELECT t.id, t.config, t.outcome, t.created_ms, s.seat, s.kind, s.bot, s.name
                 FROM (SELECT id, config, outcome, created_ms FROM game_table
                       WHERE finished = 1 AND listed = 1
                         AND (created_ms < ?2 OR (created_ms = ?2 AND id > ?3))
                       ORDER BY created_ms DESC, id LIMIT ?1) t
                 LEFT JOIN seat s ON s.table_id = t.id
                 ORDER BY t.created_ms DESC, t.id, s.seat",
            )?;
            let rows = stmt
                .query_map(params![limit, before_ms, after_id], |r| {
                    let seat = match (r.get::<_, Option<u8>>(4)?, r.get::<_, Option<String>>(5)?) {
                        (Some(seat), Some(kind)) => Some((seat, kind, r.get(6)?, r.get(7)?)),
                        _ => None,
                    };
                    Ok(FinishedRow {
                        id: r.get(0)?,
                        config: r.get(1)?,
                        outcome: r.get(2)?,
                        created_ms: r.get(3)?,
                        seat,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            fold_finished(rows)
        })
    }
}

/// A table's record with its seats, or `None`.
fn record(conn: &Connection, id: &TableId) -> anyhow::Result<Option<TableRecord>> {
    let row = conn
        .query_row(
            "SELECT config, host_token, listed, created_ms, finished, outcome
             FROM game_table WHERE id = ?1",
            params![id.as_str()],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, bool>(2)?,
                    r.get::<_, i64>(3)?,
                    r.get::<_, bool>(4)?,
                    r.get::<_, Option<String>>(5)?,
                ))
            },
        )
        .optional()?;
    let Some((config, host_token, listed, created_ms, finished, outcome)) = row else {
        return Ok(None);
    };
    let config: Config =
        serde_json::from_str(&config).with_context(|| format!("table {id}: bad configuration"))?;
    let outcome: Option<Outcome> = match outcome {
        Some(o) => Some(serde_json::from_str(&o)?),
        None => None,
    };
    let mut stmt = conn.prepare_cached(
        "SELECT seat, kind, bot, level, token, name, claimed FROM seat
         WHERE table_id = ?1 ORDER BY seat",
    )?;
    let seats = stmt
        .query_map(params![id.as_str()], |r| {
            Ok((
                r.get::<_, u8>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, Option<String>>(3)?,
                r.get::<_, Option<String>>(4)?,
                r.get::<_, Option<String>>(5)?,
                r.get::<_, bool>(6)?,
            ))
        })?
        .map(|row| {
            let (seat, kind, bot, level, token, name, claimed) = row?;
            Ok(SeatRecord {
                seat,
                kind: SeatKind::parse(&kind)?,
                bot,
                level,
                token: token.map(SeatToken::from),
                name,
                claimed,
            })
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    Ok(Some(TableRecord {
        id: id.clone(),
        config,
        host_token: HostToken::from(host_token),
        listed,
        created_ms,
        seats,
        finished,
        outcome,
    }))
}

/// The actions of a table after version `after`, in order.
fn actions_after(conn: &Connection, id: &TableId, after: u64) -> anyhow::Result<Vec<ActionRecord>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, seat, action, at_ms FROM action WHERE table_id = ?1 AND seq > ?2 ORDER BY seq",
    )?;
    stmt.query_map(params![id.as_str(), after as i64], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, u8>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, i64>(3)?,
        ))
    })?
    .map(|row| {
        let (seq, seat, action, at_ms) = row?;
        let (action, undo) = ActionRecord::parse_column(&action)
            .with_context(|| format!("table {id}: action {seq} is unreadable"))?;
        Ok(ActionRecord {
            seq: seq as u64,
            seat,
            action,
            at_ms,
            undo,
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use havenbaron_engine::{Action, Config, Ruleset};

    fn table(id: &str) -> TableRecord {
        TableRecord {
            id: id.into(),
            config: Config::new(Ruleset::ALL[0], 2, 5),
            host_token: "h".into(),
            listed: true,
            created_ms: 1,
            seats: vec![
                SeatRecord {
                    seat: 0,
                    kind: SeatKind::Human,
                    bot: None,
                    level: None,
                    token: Some("t0".into()),
                    name: Some("Ann".into()),
                    claimed: true,
                },
                SeatRecord {
                    seat: 1,
                    kind: SeatKind::Bot,
                    bot: Some("greedy".into()),
                    level: Some("easy".into()),
                    token: None,
                    name: None,
                    claimed: true,
                },
            ],
            finished: false,
            outcome: None,
        }
    }

    fn temp_db(tag: &str) -> std::path::PathBuf {
        std::env::temp_dir()
            .join(format!(
                "havenbaron-store-{tag}-{}-{}",
                std::process::id(),
                rand::random::<u32>()
            ))
            .join("x.db")
    }

    #[tokio::test]
    async fn the_schema_is_created_once_and_kept_on_reopen() {
        let path = temp_db("schema");
        let store = SqliteStore::open(&path).await.unwrap();
        store.create_table(table("a")).await.unwrap();
        drop(store);
        let store = SqliteStore::open(&path).await.unwrap();
        let (rec, actions) = store.load_table("a".into()).await.unwrap().unwrap();
        assert_eq!(rec, table("a"));
        assert!(actions.is_empty());
        let (games, legacy, mode, sync) = store
            .read(|conn| {
                let games: i64 = conn.query_row(
                    "SELECT version FROM havenbaron_feature_schema WHERE feature = 'games'",
                    [],
                    |r| r.get(0),
                )?;
                let legacy: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
                let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
                let sync: i64 = conn.query_row("PRAGMA synchronous", [], |r| r.get(0))?;
                Ok((games, legacy, mode, sync))
            })
            .await
            .unwrap();
        assert_eq!(games as usize, super::super::FEATURE.sqlite.len());
        assert_eq!(
            legacy, games,
            "the old schema number follows the games tables"
        );
        assert_eq!(mode, "wal");
        assert_eq!(sync, 2, "synchronous=FULL");
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }

    #[tokio::test]
    async fn actions_are_appended_in_order_only() {
        let path = temp_db("order");
        let store = SqliteStore::open(&path).await.unwrap();
        store.create_table(table("a")).await.unwrap();
        let rec = |seq| ActionRecord {
            seq,
            seat: 0,
            action: Action::Pass,
            at_ms: 7,
            undo: false,
        };
        store.append_action("a".into(), rec(1), None).await.unwrap();
        assert!(store.append_action("a".into(), rec(1), None).await.is_err());
        assert!(store.append_action("a".into(), rec(3), None).await.is_err());
        assert!(
            store
                .append_action("nope".into(), rec(1), None)
                .await
                .is_err()
        );
        store.append_action("a".into(), rec(2), None).await.unwrap();
        let (_, actions) = store.load_table("a".into()).await.unwrap().unwrap();
        assert_eq!(actions, vec![rec(1), rec(2)]);
        assert_eq!(
            store.unfinished_tables().await.unwrap(),
            vec![TableId::from("a")]
        );
        let outcome = Outcome {
            scores: vec![],
            winners: vec![1],
            capped: true,
            rounds: 3,
        };
        store
            .append_action("a".into(), rec(3), Some(outcome.clone()))
            .await
            .unwrap();
        let (rec_a, _) = store.load_table("a".into()).await.unwrap().unwrap();
        assert!(rec_a.finished);
        assert_eq!(rec_a.outcome, Some(outcome));
        assert!(store.unfinished_tables().await.unwrap().is_empty());
        let fin = store.finished_tables(10).await.unwrap();
        assert_eq!(
            fin[0].names,
            vec!["Ann".to_string(), "greedy (bot)".to_string()]
        );
        assert_eq!(fin[0].winners, vec![1]);
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }

    #[tokio::test]
    async fn a_seat_update_replaces_the_seat() {
        let path = temp_db("seat");
        let store = SqliteStore::open(&path).await.unwrap();
        store.create_table(table("a")).await.unwrap();
        let mut s = table("a").seats[0].clone();
        s.kind = SeatKind::Bot;
        s.bot = Some("random".into());
        s.token = None;
        store.update_seat("a".into(), s.clone()).await.unwrap();
        let (rec, _) = store.load_table("a".into()).await.unwrap().unwrap();
        assert_eq!(rec.seats[0], s);
        assert!(store.load_table("b".into()).await.unwrap().is_none());
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
}
