//! The PostgreSQL store (cargo feature `postgres`; `--db postgres://user@host/db`), for several
//! server instances sharing one database. Same model and migration scheme as SQLite: each
//! feature's numbered scripts ([`super::schema`]), its version in the ledger table, applied
//! under an advisory lock so that instances starting together migrate once. Commits are
//! durable with PostgreSQL's default `synchronous_commit = on`.
//!
//! How instances stay one server (ARCHITECTURE: Server, the lila-ws shape with PostgreSQL as the shared
//! engine):
//! - an action is inserted only if it extends the stored log (`(table_id, seq)` is the primary
//!   key, and the insert checks the log's last number); a loser gets
//!   [`Conflict`](super::Conflict);
//! - every change sends a notification on the channel [`CHANNEL`] in its own transaction, so it
//!   is heard exactly when it is committed; one dedicated connection per instance LISTENs and,
//!   when it is lost, is made again and announces [`Change::Resync`];
//! - a bot's decision is a job (the jobs feature), claimed by one instance with a lease;
//! - queries go through a deadpool pool, which replaces a dead connection instead of failing
//!   for good.
//!
//! The features' parts live beside theirs (`games/postgres.rs`, …): they take connections from
//! `PostgresStore::client`, read their notifications in `parse_notice`, and a feature that
//! runs a task of its own (the games' group committer) keeps it in a field here.

use std::time::Duration;

use anyhow::Context;
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use futures_util::StreamExt;
use tokio::sync::{mpsc, oneshot};
use tokio_postgres::error::SqlState;
use tokio_postgres::{AsyncMessage, NoTls};

use super::schema::{self, FEATURES, LEDGER, LEGACY};
use super::{BoxFuture, Change, Store, chat, games, jobs};

/// The notification channel every instance listens on.
pub const CHANNEL: &str = "havenbaron";
/// Connections in each instance's pool.
const POOL_SIZE: usize = 16;
/// The largest notification payload PostgreSQL takes is 8000 bytes; a longer one must say less
/// (the games feature then says only which table to read again).
pub(super) const MAX_PAYLOAD: usize = 7900;

/// Where programs from before the feature ledger kept their one schema version.
const LEGACY_TABLE: &str = "havenbaron_schema";

/// Any number that identifies this program's migration lock.
const MIGRATION_LOCK: i64 = 0x4841_5645_4E42;

pub struct PostgresStore {
    pool: Pool,
    changes: std::sync::Mutex<Option<mpsc::UnboundedReceiver<Change>>>,
    listener: tokio::task::JoinHandle<()>,
    /// The games feature's group committer.
    pub(super) games: games::postgres::Committer,
}

impl Drop for PostgresStore {
    fn drop(&mut self) {
        self.listener.abort();
    }
}

impl PostgresStore {
    /// Connects to `url` (`postgres://…`), brings the schema up to date and starts listening
    /// for the other instances' changes (returns once listening, so nothing committed after
    /// this is missed).
    pub async fn open(url: &str) -> anyhow::Result<PostgresStore> {
        let mut config: tokio_postgres::Config =
            url.parse().context("the PostgreSQL URL is not valid")?;
        config
            .application_name("havenbaron")
            .connect_timeout(Duration::from_secs(5))
            .keepalives_idle(Duration::from_secs(10));
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .create_timeout(Some(Duration::from_secs(5)))
            .wait_timeout(Some(Duration::from_secs(10)))
            .build()
            .context("making the PostgreSQL pool")?;
        {
            let mut client = pool
                .get()
                .await
                .context("cannot connect to the PostgreSQL database")?;
            migrate(&mut client).await.context("migrating PostgreSQL")?;
        }
        let (tx, rx) = mpsc::unbounded_channel();
        let (ready_tx, ready_rx) = oneshot::channel();
        let listener = tokio::spawn(listen(config, tx, ready_tx));
        ready_rx
            .await
            .context("the PostgreSQL listener stopped")?
            .context("cannot LISTEN on the PostgreSQL database")?;
        let games = games::postgres::Committer::start(pool.clone());
        Ok(PostgresStore {
            pool,
            changes: std::sync::Mutex::new(Some(rx)),
            listener,
            games,
        })
    }

    /// A connection from the pool.
    pub(super) async fn client(&self) -> anyhow::Result<deadpool_postgres::Client> {
        self.pool
            .get()
            .await
            .context("no connection to the PostgreSQL database")
    }
}

/// Keeps one connection LISTENing on [`CHANNEL`] and forwards what it hears; makes it again
/// (announcing [`Change::Resync`]) whenever it is lost. `ready` answers the first attempt.
async fn listen(
    config: tokio_postgres::Config,
    tx: mpsc::UnboundedSender<Change>,
    ready: oneshot::Sender<anyhow::Result<()>>,
) {
    let mut ready = Some(ready);
    loop {
        let result = listen_once(&config, &tx, &mut ready).await;
        if let Some(r) = ready.take() {
            let _ = r.send(result.map(|_| ()));
            return;
        }
        if tx.is_closed() {
            return;
        }
        match result {
            Ok(()) => tracing::warn!("the PostgreSQL listening connection closed; reconnecting"),
            Err(e) => {
                tracing::warn!(error = %format!("{e:#}"), "the PostgreSQL listening connection failed; reconnecting")
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

async fn listen_once(
    config: &tokio_postgres::Config,
    tx: &mpsc::UnboundedSender<Change>,
    ready: &mut Option<oneshot::Sender<anyhow::Result<()>>>,
) -> anyhow::Result<()> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let (heard_tx, mut heard) = mpsc::unbounded_channel::<String>();
    let driver = tokio::spawn(async move {
        let mut messages = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(message) = messages.next().await {
            match message? {
                AsyncMessage::Notification(n) => {
                    if heard_tx.send(n.payload().to_string()).is_err() {
                        break;
                    }
                }
                _ => continue,
            }
        }
        Ok::<(), tokio_postgres::Error>(())
    });
    client.batch_execute(&format!("LISTEN {CHANNEL}")).await?;
    match ready.take() {
        Some(r) => {
            let _ = r.send(Ok(()));
        }
        // Made again: whatever was said meanwhile was missed.
        None => {
            let _ = tx.send(Change::Resync);
        }
    }
    while let Some(payload) = heard.recv().await {
        match parse_notice(&payload) {
            Some(change) => {
                if tx.send(change).is_err() {
                    break;
                }
            }
            None => tracing::warn!(payload, "an unreadable notification"),
        }
    }
    drop(client);
    driver.await??;
    Ok(())
}

/// Reads a notification: each feature reads its own kinds (the payload's first field).
fn parse_notice(payload: &str) -> Option<Change> {
    games::postgres::parse_notice(payload)
        .or_else(|| jobs::postgres::parse_notice(payload))
        .or_else(|| chat::postgres::parse_notice(payload))
}

/// Brings every feature's tables up to date, in one transaction under an advisory lock (an
/// instance starting at the same time waits, then finds nothing to do).
async fn migrate(client: &mut deadpool_postgres::Client) -> anyhow::Result<()> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    let has_ledger = tx
        .query_one("SELECT to_regclass($1) IS NOT NULL", &[&LEDGER])
        .await?
        .get::<_, bool>(0);
    if !has_ledger {
        tx.batch_execute(&format!(
            "CREATE TABLE {LEDGER} (feature TEXT PRIMARY KEY, version INTEGER NOT NULL)"
        ))
        .await?;
        // A database from before the ledger: its single version counted the games feature's.
        let has_legacy = tx
            .query_one("SELECT to_regclass($1) IS NOT NULL", &[&LEGACY_TABLE])
            .await?
            .get::<_, bool>(0);
        if has_legacy
            && let Some(row) = tx
                .query_opt(&format!("SELECT version FROM {LEGACY_TABLE}"), &[])
                .await?
        {
            tx.execute(
                &format!("INSERT INTO {LEDGER} (feature, version) VALUES ($1, $2)"),
                &[&LEGACY, &row.get::<_, i32>(0)],
            )
            .await?;
        }
    }
    for feature in FEATURES {
        let current = tx
            .query_opt(
                &format!("SELECT version FROM {LEDGER} WHERE feature = $1"),
                &[&feature.name],
            )
            .await?
            .map_or(0, |r| r.get::<_, i32>(0));
        let mut reached = current as i64;
        for (version, sql) in schema::pending(feature, feature.postgres, current.into())? {
            tx.batch_execute(sql)
                .await
                .with_context(|| format!("migration {version} of the {} tables", feature.name))?;
            reached = version;
        }
        let reached = reached as i32;
        if reached != current {
            tx.execute(
                &format!(
                    "INSERT INTO {LEDGER} (feature, version) VALUES ($1, $2)
                     ON CONFLICT (feature) DO UPDATE SET version = excluded.version"
                ),
                &[&feature.name, &reached],
            )
            .await?;
        }
        if feature.name == LEGACY {
            tx.batch_execute(&format!(
                "CREATE TABLE IF NOT EXISTS {LEGACY_TABLE} (version INTEGER NOT NULL)"
            ))
            .await?;
            let n = tx
                .execute(
                    &format!("UPDATE {LEGACY_TABLE} SET version = $1"),
                    &[&reached],
                )
                .await?;
            if n == 0 {
                tx.execute(
                    &format!("INSERT INTO {LEGACY_TABLE} (version) VALUES ($1)"),
                    &[&reached],
                )
                .await?;
            }
        }
    }
    tx.commit().await?;
    Ok(())
}

/// Whether `e` is a broken unique key (two writers raced for one row).
pub(super) fn is_unique_violation(e: &tokio_postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

impl Store for PostgresStore {
    fn changes(&self) -> Option<mpsc::UnboundedReceiver<Change>> {
        self.changes
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .take()
    }

    fn shared(&self) -> bool {
        true
    }

    fn ping(&self) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client.query_one("SELECT 1", &[]).await?;
            Ok(())
        })
    }
}
