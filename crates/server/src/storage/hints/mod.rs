//! The hints feature: how many hints ("what would the bot do?", issue 33) each seat of a table
//! asked for. Kept with the game so that the count survives a restart and holds on every
//! instance; it is public (the players panel, the score sheet, the replay). What a hint said is
//! not kept: it was for the asking seat alone.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use havenbaron_engine::Seat;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The hints feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "hints",
    sqlite: &[include_str!("migrations/sqlite/0001_hints.sql")],
    postgres: &[include_str!("migrations/postgres/0001_hints.sql")],
};

/// The hints feature's storage.
pub trait HintStore: Send + Sync {
    /// Counts one more hint for `seat` of `table` and returns the seat's new count (counts of
    /// several instances add up: the increment is the database's).
    fn add_hint(&self, table: TableId, seat: Seat) -> BoxFuture<'_, anyhow::Result<u32>>;
    /// The hints each seat of `table` asked for, by seat (seats that never asked are absent).
    fn hints(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, u32)>>>;
}
