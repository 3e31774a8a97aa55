//! The clocks feature: the clocks of timed tables (issue 34), so that deadlines survive
//! restarts and hold with several instances. One row per timed table keeps its state as JSON
//! that only the server's clock code reads (`crate::clocks`), and beside it the running
//! clock's deadline, indexed, so that a sweep over the store finds every deadline that passed,
//! also of tables no instance holds in memory ([`ClockStore::passed_clocks`]).
//!
//! Nobody is charged for time when no instance was running: instances record that they run
//! ([`ClockStore::clock_beat`]), and a start after a longer silence extends every running
//! deadline by the gap, once, whichever instance starts first ([`ClockStore::clock_resume`]).

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The clocks feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "clocks",
    sqlite: &[include_str!("migrations/sqlite/0001_clocks.sql")],
    postgres: &[include_str!("migrations/postgres/0001_clocks.sql")],
};

/// One table's clocks as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRecord {
    pub table: TableId,
    /// The clocks' state, JSON written and read by the server's clock code.
    pub state: String,
    /// The game version the running clock is for.
    pub version: u64,
    /// When the running clock runs out; `None` when no clock runs (nobody to act, a bot to
    /// act, the game over).
    pub deadline_ms: Option<i64>,
    /// Time added to the running clock's deadline for outages (not charged to the player).
    pub credit_ms: i64,
}

/// The clocks feature's storage.
pub trait ClockStore: Send + Sync {
    /// Stores a table's clocks, replacing what was stored.
    fn save_clock(&self, rec: ClockRecord) -> BoxFuture<'_, anyhow::Result<()>>;
    /// A table's clocks, if it is timed.
    fn clock(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<ClockRecord>>>;
    /// Up to `limit` clocks whose deadline is at or before `now_ms`, earliest first.
    fn passed_clocks(
        &self,
        now_ms: i64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ClockRecord>>>;
    /// Records that an instance runs at `now_ms` (the latest time recorded stays).
    fn clock_beat(&self, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>>;
    /// At a start: when no instance recorded running for more than `grace_ms` before
    /// `now_ms`, every running deadline is extended by the whole gap (and its credit grows by
    /// it); then `now_ms` is recorded. Returns the gap extended by (0: none). Instances that
    /// start together extend once.
    fn clock_resume(&self, now_ms: i64, grace_ms: i64) -> BoxFuture<'_, anyhow::Result<i64>>;
}
