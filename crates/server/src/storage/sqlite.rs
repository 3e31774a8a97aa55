//! The SQLite store: one file, WAL journal, `synchronous=FULL` so that a commit is on disk when
//! it returns (an acknowledged action survives a crash or power loss).
//!
//! One writer: every write (an action, a new table, a seat) goes to one thread with a
//! connection of its own; reads run on tokio's blocking pool on a second connection (WAL lets
//! them run while the writer writes). Two connections that both wrote would wait for each
//! other's lock in SQLite's own busy handler, which sleeps in steps of up to 100 ms: measured,
//! a table created while moves were being committed held those moves up for most of a second.
//! Another process on the same file (`havenbaron analyse-worker --db`) still writes now and
//! then, so the wait for its lock polls briefly instead ([`wait_briefly`]).
//!
//! Group commit: the writer takes every write waiting when it is free (up to [`GROUP`]),
//! applies each in a savepoint of one transaction (one that fails, such as an action that does
//! not extend its table's log, is refused alone) and commits once: one disk sync for many
//! tables' moves, and each is answered only after that commit, so an acknowledged action is
//! still on disk. With many tables playing at once this is what keeps the wait for an
//! acknowledgement short.
//!
//! The features' parts live beside theirs (`games/sqlite.rs`, …): they read through
//! `SqliteStore::read` and write through `SqliteStore::write`. Migrations come from the
//! features ([`super::schema`]), each feature's version kept in the ledger table.

use std::path::Path;
use std::sync::{Arc, Mutex};

use anyhow::Context;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

use super::schema::{self, FEATURES, LEDGER, LEGACY};
use super::{BoxFuture, Store};

/// Writes committed together at most.
pub const GROUP: usize = 512;

/// One write, run inside the group's transaction: `Ok(true)` done, `Ok(false)` a
/// compare-and-set found the row changed (nothing written), `Err` refused (undone alone).
type Apply = Box<dyn FnOnce(&Connection) -> anyhow::Result<bool> + Send>;

/// One write waiting for the writer thread, and where its answer goes.
struct Write {
    apply: Apply,
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
                conn.busy_handler(Some(wait_briefly))?;
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
                let mut writer = Connection::open(&path)
                    .with_context(|| format!("cannot open the database {}", path.display()))?;
                writer.busy_handler(Some(wait_briefly))?;
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

    /// Hands a write to the writer thread; answers once it is committed (or refused). `apply`
    /// runs inside a transaction shared with other writes, in a savepoint of its own.
    pub(super) fn write(
        &self,
        apply: impl FnOnce(&Connection) -> anyhow::Result<bool> + Send + 'static,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        let apply: Apply = Box::new(apply);
        Box::pin(async move {
            let (done, answer) = tokio::sync::oneshot::channel();
            self.writes
                .send(Write { apply, done })
                .map_err(|_| anyhow::anyhow!("the database writer has stopped"))?;
            answer
                .await
                .map_err(|_| anyhow::anyhow!("the database writer has stopped"))?
        })
    }

    /// Runs `f` with the readers' connection on the blocking pool.
    pub(super) fn read<T, F>(&self, f: F) -> BoxFuture<'_, anyhow::Result<T>>
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

/// How long a connection waits for another process's write lock (an `analyse-worker` on the
/// same file) before it gives up with SQLITE_BUSY.
const BUSY_WAIT: std::time::Duration = std::time::Duration::from_secs(5);
/// How often it looks again meanwhile.
const BUSY_POLL: std::time::Duration = std::time::Duration::from_micros(250);

/// The busy handler: looks again every [`BUSY_POLL`], for [`BUSY_WAIT`] in all (a little
/// more where sleeps run long). SQLite's own (`busy_timeout`) sleeps ever longer, up to
/// 100 ms at a time, so a move that met another process's commit (a worker's heartbeat, a few
/// milliseconds) waited tens of milliseconds more than the lock was held.
fn wait_briefly(tries: i32) -> bool {
    let waited = BUSY_POLL * tries.max(0) as u32;
    if waited >= BUSY_WAIT {
        return false;
    }
    std::thread::sleep(BUSY_POLL);
    true
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
        let (applies, answers): (Vec<Apply>, Vec<_>) =
            group.into_iter().map(|w| (w.apply, w.done)).unzip();
        match commit_group(&mut conn, applies) {
            Ok(results) => {
                for (done, r) in answers.into_iter().zip(results) {
                    let _ = done.send(r);
                }
            }
            Err(e) => {
                let e = format!("{e:#}");
                for done in answers {
                    let _ = done.send(Err(anyhow::anyhow!("{e}")));
                }
            }
        }
    }
}

/// One transaction for a group of writes, each in its own savepoint; the answers in order.
/// `Err`: the commit itself failed, and none is stored.
fn commit_group(
    conn: &mut Connection,
    group: Vec<Apply>,
) -> anyhow::Result<Vec<anyhow::Result<bool>>> {
    // IMMEDIATE: the write lock is taken (waiting up to the busy timeout) before anything is
    // read; a deferred transaction that reads first cannot wait for it when another connection
    // wrote meanwhile (SQLITE_BUSY_SNAPSHOT).
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let mut results = Vec::with_capacity(group.len());
    for apply in group {
        // Savepoints by cached statements: rusqlite's `savepoint()` parses its SQL every time.
        tx.prepare_cached("SAVEPOINT one_write")?.execute([])?;
        let done = apply(&tx);
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

/// Brings every feature's tables up to date, in one transaction that holds the write lock (a
/// second process opening the file at once waits, then finds nothing to do).
fn migrate(conn: &mut Connection) -> anyhow::Result<()> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let has_ledger = tx
        .query_row(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1",
            params![LEDGER],
            |_| Ok(()),
        )
        .optional()?
        .is_some();
    if !has_ledger {
        tx.execute_batch(&format!(
            "CREATE TABLE {LEDGER} (feature TEXT PRIMARY KEY, version INTEGER NOT NULL)"
        ))?;
        // A file from before the ledger: its single version counted the games feature's.
        let legacy: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if legacy > 0 {
            tx.execute(
                &format!("INSERT INTO {LEDGER} (feature, version) VALUES (?1, ?2)"),
                params![LEGACY, legacy],
            )?;
        }
    }
    for feature in FEATURES {
        let current: i64 = tx
            .query_row(
                &format!("SELECT version FROM {LEDGER} WHERE feature = ?1"),
                params![feature.name],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(0);
        let mut reached = current;
        for (version, sql) in schema::pending(feature, feature.sqlite, current)? {
            tx.execute_batch(sql)
                .with_context(|| format!("migration {version} of the {} tables", feature.name))?;
            reached = version;
        }
        if reached != current {
            tx.execute(
                &format!(
                    "INSERT INTO {LEDGER} (feature, version) VALUES (?1, ?2)
                     ON CONFLICT (feature) DO UPDATE SET version = excluded.version"
                ),
                params![feature.name, reached],
            )?;
        }
        if feature.name == LEGACY {
            tx.pragma_update(None, "user_version", reached)?;
        }
    }
    tx.commit()?;
    Ok(())
}

impl Store for SqliteStore {
    fn ping(&self) -> BoxFuture<'_, anyhow::Result<()>> {
        self.read(|conn| {
            conn.query_row("SELECT 1", [], |_| Ok(()))?;
            Ok(())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    async fn a_database_newer_than_the_program_is_refused_untouched() {
        let path = temp_db("newer");
        drop(SqliteStore::open(&path).await.unwrap());
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute(
                &format!("UPDATE {LEDGER} SET version = 99 WHERE feature = ?1"),
                params![LEGACY],
            )
            .unwrap();
        }
        let err = SqliteStore::open(&path).await.err().expect("refused");
        assert!(
            format!("{err:#}").contains("newer than this program"),
            "{err:#}"
        );
        let conn = Connection::open(&path).unwrap();
        let v: i64 = conn
            .query_row(
                &format!("SELECT version FROM {LEDGER} WHERE feature = ?1"),
                params![LEGACY],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(v, 99);
        drop(conn);
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }

    #[tokio::test]
    async fn a_feature_the_program_does_not_know_is_left_alone() {
        let path = temp_db("unknown");
        drop(SqliteStore::open(&path).await.unwrap());
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute(
                &format!(
                    "INSERT INTO {LEDGER} (feature, version) VALUES ('from-a-newer-program', 3)"
                ),
                [],
            )
            .unwrap();
        }
        let store = SqliteStore::open(&path).await.unwrap();
        store.ping().await.unwrap();
        drop(store);
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }

    /// Another process on the file (a worker) holds the write lock: the store's write waits
    /// for it, then goes through after it; the wait has an end.
    #[tokio::test]
    async fn a_write_waits_for_another_process_lock_then_goes_through() {
        let path = temp_db("busy");
        let store = SqliteStore::open(&path).await.unwrap();
        let other = Connection::open(&path).unwrap();
        other
            .execute_batch("BEGIN IMMEDIATE; CREATE TABLE held (x INTEGER);")
            .unwrap();
        let release = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(200));
            other.execute_batch("COMMIT").unwrap();
        });
        // The table exists only once the other connection commits: the write came after it.
        let wrote = store
            .write(|conn| {
                conn.execute("INSERT INTO held (x) VALUES (1)", [])?;
                Ok(true)
            })
            .await
            .unwrap();
        assert!(wrote);
        release.join().unwrap();
        let rows: i64 = store
            .read(|conn| Ok(conn.query_row("SELECT COUNT(*) FROM held", [], |r| r.get(0))?))
            .await
            .unwrap();
        assert_eq!(rows, 1);
        assert!(wait_briefly(0));
        let polls = (BUSY_WAIT.as_micros() / BUSY_POLL.as_micros()) as i32;
        assert!(wait_briefly(polls - 1));
        assert!(!wait_briefly(polls), "it gives up after BUSY_WAIT");
        drop(store);
        let _ = std::fs::remove_dir_all(path.parent().unwrap());
    }
}
