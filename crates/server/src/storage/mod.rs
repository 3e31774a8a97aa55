//! Durable storage behind one trait, so that SQLite (the default, [`sqlite::SqliteStore`]) and a
//! shared database for several server instances ([`postgres`], cargo feature `postgres`) sit
//! behind the same server code.
//!
//! # Layout: one folder per feature
//!
//! The store is split by what it keeps, so that a new feature (accounts, clocks, chat, analysis
//! jobs, …) adds its own folder and two lines instead of editing shared lists:
//!
//! ```text
//! storage/
//!   mod.rs        this page; `Store`, the sum of the features' traits; `Feature`; `open`
//!   schema.rs     `FEATURES`, the list of features whose migrations run
//!   sqlite.rs     the SQLite connections, the writer thread, the migration runner
//!   postgres.rs   the PostgreSQL pool, the listening connection, the migration runner
//!   games/        tables, seats, the action log
//!     mod.rs      `GameStore` (the feature's trait), its records, its `FEATURE`
//!     sqlite.rs   `impl GameStore for SqliteStore`
//!     postgres.rs `impl GameStore for PostgresStore`
//!     migrations/sqlite/NNNN_*.sql, migrations/postgres/NNNN_*.sql
//!   chat/         what was said at each table (`ChatStore`), shaped like `games/`
//!   jobs/         work due at a time, done once across instances (the scheduler's queue),
//!                 shaped like `games/`: `JobStore`, its records, both implementations
//!   ratings/      rated tables, players' ratings and their history, applied exactly once
//!                 (`RatingStore`)
//!   clocks/       timed tables' clocks and deadlines, and when an instance last ran
//!   analysis/     post-game analyses: request, progress, report (`AnalysisStore`)
//!   accounts/     accounts, their passkeys, passwords, sessions, ceremonies and the seats
//!                 they hold (`AccountStore`)
//!   mail/         accounts' e-mail addresses and their confirmation, the notices asked
//!                 for, and when a notice about a game last went out (`MailStore`)
//!   hints/        how many hints each seat of a table asked for (`HintStore`)
//! ```
//!
//! A new feature `chat`: a folder `storage/chat/` shaped like `games/` (its trait, records,
//! both implementations, its migration files listed in its `FEATURE`), `chat::ChatStore` added
//! to [`Store`]'s supertraits, and `&chat::FEATURE` added to [`schema::FEATURES`]. Its contract
//! test is a file in `tests/storage/` run against both databases. Each feature's migrations
//! are numbered on their own and recorded in the database per feature ([`schema`]), so two
//! features can grow their tables independently; a feature's migrations change only its own
//! tables.
//!
//! # The games feature
//!
//! The model is an event store (ARCHITECTURE: Server): a table row (configuration, seats, host secret)
//! and the list of accepted actions `(table, seq, seat, action, time)`. A game is rebuilt by
//! replaying its actions through the checked `Game::apply`. Every implementation must make
//! [`GameStore::append_action`] durable before it returns: the server acknowledges an action
//! only after that.
//!
//! Several instances on one database (PostgreSQL): the key `(table, seq)` decides which of two
//! racing appends extends the log; the loser gets a [`Conflict`] and catches up from the log
//! ([`GameStore::actions_since`]). Seat changes are compare-and-set
//! ([`GameStore::replace_seat`]), so a stale copy never overwrites a newer token. Every change
//! is announced ([`Store::changes`], PostgreSQL's LISTEN/NOTIFY) to every instance, this one
//! included, and a bot's decision is a job of the scheduler (the jobs feature) so that one
//! instance takes it.
//!
//! # The jobs feature
//!
//! Work that is due at a time and must be done exactly once across instances (bot decisions;
//! later clock expiries, analysis, mail): a table of jobs `(kind, subject)` with a due time, a
//! lease holder and its expiry, and the attempts made ([`JobStore`]). Claims are short and
//! leased (`FOR UPDATE SKIP LOCKED` on PostgreSQL, the single writer on SQLite), renewed while
//! the work runs and taken over when a holder dies; an enqueue is announced
//! ([`Change::Job`]) so the instances' schedulers wake up. The server's scheduler
//! (`crate::scheduler`) runs them.
//!
//! # The clocks feature
//!
//! Timed tables' clocks ([`ClockStore`]): one row per table with the running clock's deadline,
//! indexed for the sweep that finds every deadline that passed, and a one-row heartbeat of
//! "some instance runs", from which a start after an outage extends the running deadlines.

pub mod accounts;
pub mod analysis;
pub mod chat;
pub mod clocks;
pub mod games;
pub mod hints;
pub mod jobs;
pub mod mail;
#[cfg(feature = "postgres")]
pub mod postgres;
pub mod ratings;
pub mod schema;
pub mod sqlite;

use std::future::Future;
use std::pin::Pin;

pub use accounts::{
    AccountRecord, AccountStore, Ceremony, NewAccount, PasskeyRecord, SeatLink, SessionRecord,
    Taken,
};
pub use analysis::{AnalysisRecord, AnalysisStatus, AnalysisStore, Bounds, Requested};
pub use chat::{Channel, ChatRecord, ChatStore};
pub use clocks::{ClockRecord, ClockStore};
pub use games::{
    ActionRecord, Conflict, FinishedCursor, FinishedSummary, GameStore, Loaded, SeatKind,
    SeatRecord, SeatWho, TableRecord, seat_label,
};
pub use hints::HintStore;
pub use jobs::{Claim, Job, JobState, JobStore, KindCounts};
pub use mail::{MailPrefs, MailRecord, MailStore};
pub use ratings::RatingStore;

use crate::ids::TableId;

/// A boxed future, so that the traits can be used as `dyn Store`.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// One feature's part of the schema (listed in [`schema::FEATURES`]).
pub struct Feature {
    /// Its key in the ledger; never renamed.
    pub name: &'static str,
    /// SQLite migrations, in order (version `n` is the `n`th).
    pub sqlite: &'static [&'static str],
    /// PostgreSQL migrations, in order.
    pub postgres: &'static [&'static str],
}

/// A change announced by a shared database to every instance (the one that made it too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// An action was committed to the log of `table`.
    Action {
        table: TableId,
        action: ActionRecord,
    },
    /// The log of `table` grew (an action too long to announce whole): read it.
    Log { table: TableId },
    /// A seat of `table` changed (claimed, renamed, handed to a bot).
    Seats { table: TableId },
    /// A table was created.
    Created { table: TableId },
    /// A line was added to the chat of `table`: read what is new.
    Chat { table: TableId },
    /// A job of `kind` was enqueued (the scheduler looks for due work).
    Job { kind: String },
    /// Announcements may have been missed (the listening connection was made again): every
    /// table must be compared with the database.
    Resync,
}

/// The storage a server needs: every feature's trait, and what belongs to the database as a
/// whole. Methods take owned arguments so that implementations can move them onto a blocking
/// thread. Through `dyn Store` every feature's methods are at hand; on a concrete store, bring
/// the feature's trait into scope (`use storage::GameStore`, `use storage::JobStore`).
pub trait Store:
    GameStore
    + JobStore
    + ChatStore
    + RatingStore
    + ClockStore
    + AccountStore
    + MailStore
    + AnalysisStore
    + HintStore
    + Send
    + Sync
    + 'static
{
    /// The announcements of a database shared by several instances, taken once; `None` for a
    /// store only this server writes (SQLite).
    fn changes(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<Change>> {
        None
    }
    /// Whether other server instances may write this store.
    fn shared(&self) -> bool {
        false
    }
    /// Answers when the database answers (`/readyz`).
    fn ping(&self) -> BoxFuture<'_, anyhow::Result<()>>;
}

/// Opens the store named by `db`: a path to an SQLite file (created with its schema on first
/// use), or, when built with the `postgres` feature, a `postgres://…` URL. Migrations run
/// automatically.
pub async fn open(db: &std::path::Path) -> anyhow::Result<std::sync::Arc<dyn Store>> {
    let text = db.to_string_lossy();
    if text.starts_with("postgres://") || text.starts_with("postgresql://") {
        #[cfg(feature = "postgres")]
        return Ok(std::sync::Arc::new(
            postgres::PostgresStore::open(&text).await?,
        ));
        #[cfg(not(feature = "postgres"))]
        anyhow::bail!(
            "this program was built without PostgreSQL support (cargo feature `postgres` of havenbaron-server)"
        );
    }
    Ok(std::sync::Arc::new(sqlite::SqliteStore::open(db).await?))
}
