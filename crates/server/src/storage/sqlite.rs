//! The SQLite store: one file, WAL journal, `synchronous=FULL` so that a commit is on disk when
//! it returns (an acknowledged action survives a crash or power loss).
//!
//! One writer: every write (an action, a new table, a seat) goes to one thread with a
//! connection of its own; reads run on tokio's blocking pool on a second connection (WAL lets
//! them run while the writer writes). Two connections that both wrote would wait for each
//! other's lock in SQLite's busy handler, which sleeps in steps of up to 100 ms: measured, a
//! table created while moves were being committed held those moves up for most of a second.
//!
//! Group commit: the writer takes every write waiting when it is free (up to [`GROUP`]),
//! applies each in a savepoint of one transaction (one that fails, such as an action that does
//! not extend its table's log, is refused alone) and commits once: one disk sync for many
//! tables' moves, and each is answered only after that commit, so an acknowledged action is
//! still on disk. With many tables playing at once this is what keeps the wait for an
//! acknowledgement short.
//!
//! Migrations are numbered SQL scripts applied in order, the schema version kept in
//! `PRAGMA user_version`.

use std::path::Path;
use std::sync::{Arc, Mutex};

use anyhow::Context;
use havenbaron_engine::{Action, Config, Outcome};
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

use super::{
    ActionRecord, BoxFuture, Conflict, FinishedRow, FinishedSummary, Loaded, SeatKind, SeatRecord,
    Store, TableRecord,
};
use crate::ids::{HostToken, SeatToken, TableId};

/// Schema migrations, applied in order; never edit a released one, append a new one.
const MIGRATIONS: &[&str] = &[
    // 1: tables, seats, the action log.
    "CREATE TABLE game_table (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        host_token TEXT NOT NULL,
        listed INTEGER NOT NULL,
        created_ms INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        outcome TEXT
    );
    CREATE TABLE seat (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        level TEXT,
        token TEXT,
        name TEXT,
        claimed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE action (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);",
];

/// Writes committed together at most.
pub const GROUP: usize = 512;

/// What one write changes.
enum Change {
    /// An action, and the game's outcome when it ended the game.
    Append {
        table: TableId,
        action: ActionRecord,
        outcome: Option<Outcome>,
    },
    /// A new table with its seats.
    Create(TableRecord),
    /// One seat replaced (inserted if missing).
    Seat { table: TableId, seat: SeatRecord },
    /// One seat replaced only if it is still `old`; the answer says whether it was.
    ReplaceSeat {
        table: TableId,
        old: SeatRecord,
        new: SeatRecord,
    },
}

/// One write waiting for the writer thread, and where its answer goes (`true`: done; `false`:
/// a compare-and-set found the row changed).
struct Write {
    change: Change,
    done: tokio::sync::oneshot::Sender<anyhow::Result<bool>>,
}

pub struct SqliteStore {
    /// The readers' connection.
    conn: Arc<Mutex<Connection>>,
    writes: std::sync::mpsc::Sender<Write>,
}

impl SqliteStore {
    /// Opens (or creates) the database file and brings its schema up to date.
    pub async fn open(path: &Path) -> anyhow::Result<SqliteStore> {
        let path = path.to_path_buf();
        let conn =
            tokio::task::spawn_blocking(move || -> anyhow::Result<(Connection, Connection)> {
                if let Some(dir) = path.parent()
                    && !dir.as_os_str().is_empty()
                {
                    std::fs::create_dir_all(dir)
                        .with_context(|| format!("cannot create the folder {}", dir.display()))?;
                }
                let mut conn = Connection::open(&path)
                    .with_context(|| format!("cannot open the database {}", path.display()))?;
                conn.busy_timeout(std::time::Duration::from_secs(5))?;
                let mode: String = conn.query_row("PRAGMA journal_mode=WAL", [], |r| r.get(0))?;
                anyhow::ensure!(
                    mode.eq_ignore_ascii_case("wal"),
                    "the database {} cannot use the WAL journal (got {mode})",
                    path.display()
                );
                conn.pragma_update(None, "synchronous", "FULL")?;
                conn.pragma_update(None, "foreign_keys", "ON")?;
                stable_plans(&conn)?;
                migrate(&mut conn)
                    .with_context(|| format!("migrating the database {}", path.display()))?;
                let writer = Connection::open(&path)
                    .with_context(|| format!("cannot open the database {}", path.display()))?;
                writer.busy_timeout(std::time::Duration::from_secs(5))?;
                writer.pragma_update(None, "synchronous", "FULL")?;
                writer.pragma_update(None, "foreign_keys", "ON")?;
                stable_plans(&writer)?;
                Ok((conn, writer))
            })
            .await??;
        let (conn, writer) = conn;
        let (writes, queue) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("havenbaron-sqlite-writer".into())
            .spawn(move || write_groups(writer, queue))
            .context("cannot start the database writer")?;
        Ok(SqliteStore {
            conn: Arc::new(Mutex::new(conn)),
            writes,
        })
    }

    /// Hands `change` to the writer thread; answers once it is committed (or refused).
    fn write(&self, change: Change) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let (done, answer) = tokio::sync::oneshot::channel();
            self.writes
                .send(Write { change, done })
                .map_err(|_| anyhow::anyhow!("the database writer has stopped"))?;
            answer
                .await
                .map_err(|_| anyhow::anyhow!("the database writer has stopped"))?
        })
    }

    /// Runs `f` with the connection on the blocking pool.
    fn with<T, F>(&self, f: F) -> BoxFuture<'_, anyhow::Result<T>>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> anyhow::Result<T> + Send + 'static,
    {
        let conn = self.conn.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || {
                let mut guard = conn
                    .lock()
                    .map_err(|_| anyhow::anyhow!("database lock poisoned"))?;
                f(&mut guard)
            })
            .await?
        })
    }
}

/// Keeps each cached statement's query plan whatever values are bound. Without this, SQLite
/// built with STAT4 (as the bundled one is) prepares a statement again whenever a bound value
/// changes: measured, a third of the writer's time went into parsing the same few queries.
fn stable_plans(conn: &Connection) -> rusqlite::Result<()> {
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
        true,
    )?;
    Ok(())
}

/// The writer thread: commits the writes waiting, a group at a time, until the store is
/// dropped.
fn write_groups(mut conn: Connection, queue: std::sync::mpsc::Receiver<Write>) {
    while let Ok(first) = queue.recv() {
        let mut group = vec![first];
        while group.len() < GROUP {
            match queue.try_recv() {
                Ok(a) => group.push(a),
                Err(_) => break,
            }
        }
        match commit_group(&mut conn, &group) {
            Ok(results) => {
                for (a, r) in group.into_iter().zip(results) {
                    let _ = a.done.send(r);
                }
            }
            Err(e) => {
                let e = format!("{e:#}");
                for a in group {
                    let _ = a.done.send(Err(anyhow::anyhow!("{e}")));
                }
            }
        }
    }
}

/// One transaction for a group of writes, each in its own savepoint; the answers in order.
/// `Err`: the commit itself failed, and none is stored.
fn commit_group(
    conn: &mut Connection,
    group: &[Write],
) -> anyhow::Result<Vec<anyhow::Result<bool>>> {
    // IMMEDIATE: the write lock is taken (waiting up to the busy timeout) before anything is
    // read; a deferred transaction that reads first cannot wait for it when another connection
    // wrote meanwhile (SQLITE_BUSY_SNAPSHOT).
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut results = Vec::with_capacity(group.len());
    for w in group {
        // Savepoints by cached statements: rusqlite's `savepoint()` parses its SQL every time.
        tx.prepare_cached("SAVEPOINT one_write")?.execute([])?;
        let done = apply(&tx, &w.change);
        if done.is_err() {
            // This write is undone alone; the others stand.
            tx.prepare_cached("ROLLBACK TO one_write")?.execute([])?;
        }
        tx.prepare_cached("RELEASE one_write")?.execute([])?;
        results.push(done);
    }
    tx.commit()?;
    Ok(results)
}

/// One write, inside the group's transaction.
fn apply(conn: &Connection, change: &Change) -> anyhow::Result<bool> {
    match change {
        Change::Append {
            table,
            action,
            outcome,
        } => append_one(conn, table, action, outcome.as_ref()).map(|()| true),
        Change::Create(t) => {
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
            Ok(true)
        }
        Change::Seat { table, seat } => {
            insert_seat(conn, table, seat)?;
            Ok(true)
        }
        Change::ReplaceSeat { table, old, new } => {
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
    }
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
        a.action.to_json(),
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

/// Applies the migrations the file has not seen yet, each in its own transaction.
fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    let current: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    anyhow::ensure!(
        current as usize <= MIGRATIONS.len(),
        "the database has schema version {current}, newer than this program knows ({})",
        MIGRATIONS.len()
    );
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)
            .with_context(|| format!("migration {}", i + 1))?;
        tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        tx.commit()?;
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

impl Store for SqliteStore {
    fn create_table(&self, t: TableRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(Change::Create(t));
        Box::pin(async move { done.await.map(drop) })
    }

    fn append_action(
        &self,
        table: TableId,
        action: ActionRecord,
        outcome: Option<Outcome>,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(Change::Append {
            table,
            action,
            outcome,
        });
        Box::pin(async move { done.await.map(drop) })
    }

    fn update_seat(&self, table: TableId, seat: SeatRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(Change::Seat { table, seat });
        Box::pin(async move { done.await.map(drop) })
    }

    fn replace_seat(
        &self,
        table: TableId,
        old: SeatRecord,
        new: SeatRecord,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(Change::ReplaceSeat { table, old, new })
    }

    fn load_table(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<Loaded>>> {
        self.with(move |conn| {
            let Some(rec) = record(conn, &id)? else {
                return Ok(None);
            };
            let actions = actions_after(conn, &id, 0)?;
            Ok(Some((rec, actions)))
        })
    }

    fn load_record(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<TableRecord>>> {
        self.with(move |conn| record(conn, &id))
    }

    fn actions_since(
        &self,
        table: TableId,
        after: u64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ActionRecord>>> {
        self.with(move |conn| actions_after(conn, &table, after))
    }

    fn unfinished_tables(&self) -> BoxFuture<'_, anyhow::Result<Vec<TableId>>> {
        self.with(|conn| {
            let mut stmt = conn
                .prepare("SELECT id FROM game_table WHERE finished = 0 ORDER BY created_ms, id")?;
            let ids = stmt
                .query_map([], |r| r.get::<_, String>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(ids.into_iter().map(TableId::from).collect())
        })
    }

    fn finished_tables(&self, limit: u32) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>> {
        self.with(move |conn| {
            // One query for the tables and their seats (no query per table).
            let mut stmt = conn.prepare(
                "SELECT t.id, t.config, t.outcome, t.created_ms, s.seat, s.kind, s.bot, s.name
                 FROM (SELECT id, config, outcome, created_ms FROM game_table WHERE finished = 1
                       ORDER BY created_ms DESC, id LIMIT ?1) t
                 LEFT JOIN seat s ON s.table_id = t.id
                 ORDER BY t.created_ms DESC, t.id, s.seat",
            )?;
            let rows = stmt
                .query_map(params![limit], |r| {
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
            super::fold_finished(rows)
        })
    }

    fn ping(&self) -> BoxFuture<'_, anyhow::Result<()>> {
        self.with(|conn| {
            conn.query_row("SELECT 1", [], |_| Ok(()))?;
            Ok(())
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
        let action = Action::from_json(&action)
            .with_context(|| format!("table {id}: action {seq} is unreadable"))?;
        Ok(ActionRecord {
            seq: seq as u64,
            seat,
            action,
            at_ms,
        })
    })
    .collect()
}

/// A seat's label for lists: the player's name, the bot's name, or "seat N".
pub fn seat_label(seat: u8, kind: &str, bot: Option<String>, name: Option<String>) -> String {
    match (kind, bot, name) {
        (_, _, Some(n)) => n,
        ("bot", Some(b), None) => format!("{b} (bot)"),
        _ => format!("seat {}", seat + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use havenbaron_engine::{Config, Ruleset};

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
        let conn = store.conn.lock().unwrap();
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v as usize, MIGRATIONS.len());
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let sync: i64 = conn
            .query_row("PRAGMA synchronous", [], |r| r.get(0))
            .unwrap();
        assert_eq!(sync, 2, "synchronous=FULL");
        drop(conn);
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
