//! The ratings feature: which tables are rated, who left a rated table, every player's current
//! Weng-Lin rating per rule set (over all player counts, and per player count), the history of
//! every change, and a marker per table whose result was applied. The maths is not here
//! (`crate::ratings` hands it in as [`ApplyResult::update`]); this part makes it count once.
//!
//! **Exactly once.** [`RatingStore::apply_result`] runs in one transaction: it inserts the
//! table's row into `rating_applied`, whose key is the table; when that row exists already
//! (another instance, or a retry, got there first) it changes nothing and answers `false`.
//! On PostgreSQL the players' rating rows are created if missing and then locked
//! (`FOR UPDATE`, in the order of their keys, so two tables sharing players never deadlock)
//! before they are read, so two tables ending at once on two instances both count: the second
//! reads what the first wrote. SQLite has one writer, which gives the same.
//!
//! Player keys are opaque text (an account's id once accounts exist); the store never reads
//! into them.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use havenbaron_engine::Seat;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The ratings feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "ratings",
    sqlite: &[include_str!("migrations/sqlite/0001_ratings.sql")],
    postgres: &[include_str!("migrations/postgres/0001_ratings.sql")],
};

/// The `players` of a rating kept over every player count.
pub const ALL_COUNTS: u8 = 0;

/// A Weng-Lin rating: its mean and its uncertainty (standard deviation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    pub mu: f64,
    pub sigma: f64,
}

/// A player's current rating in one rule set, over all counts ([`ALL_COUNTS`]) or at one.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingRow {
    pub player_key: String,
    pub ruleset: String,
    pub players: u8,
    pub skill: Skill,
    /// Rated games counted in it, and those won (ranked first, ties included).
    pub games: u32,
    pub wins: u32,
    pub updated_ms: i64,
}

/// One change of a player's rating over all counts, by one table.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryRow {
    pub table_id: TableId,
    pub player_key: String,
    pub ruleset: String,
    pub players: u8,
    pub seat: Seat,
    /// 1 = first; tied seats share a rank; a player who left is last.
    pub rank: u8,
    pub before: Skill,
    pub after: Skill,
    /// The table is public (listed); a private one is named only to who may see it.
    pub listed: bool,
    pub at_ms: i64,
}

/// A rated person at a finished table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedPlayer {
    pub key: String,
    pub seat: Seat,
    pub rank: u8,
}

/// The new ratings of the rated players (in their order) from their current ones (in that
/// order).
pub type Update = Box<dyn Fn(&[Skill]) -> Vec<Skill> + Send + Sync>;

/// A finished table's result, to apply once.
pub struct ApplyResult {
    pub table: TableId,
    pub ruleset: String,
    /// Seats at the table.
    pub players: u8,
    /// The table is public (listed).
    pub listed: bool,
    pub at_ms: i64,
    /// The rating of someone never rated before.
    pub initial: Skill,
    /// The people rated, each key once.
    pub rated: Vec<RatedPlayer>,
    /// Called twice: with the ratings over all counts, and with those at this count.
    pub update: Update,
}

/// The ratings feature's storage.
pub trait RatingStore: Send + Sync {
    /// Marks `table` as rated (when it is created; doing it twice changes nothing).
    fn mark_rated(
        &self,
        table: TableId,
        ruleset: String,
        players: u8,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Whether `table` is rated.
    fn is_rated(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// Remembers that the person `key` left seat `seat` of `table` (it was handed to a bot):
    /// they count as last. The first record of a seat stands.
    fn record_left(
        &self,
        table: TableId,
        seat: Seat,
        key: String,
        at_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Who left which seat of `table`, by seat.
    fn left_players(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, String)>>>;
    /// Applies a finished table's result, once: `Ok(false)` when it was applied already (and
    /// nothing changed).
    fn apply_result(&self, result: ApplyResult) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// Whether `table`'s result was applied.
    fn is_applied(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// A player's current ratings: every rule set, over all counts and per count.
    fn player_ratings(&self, key: String) -> BoxFuture<'_, anyhow::Result<Vec<RatingRow>>>;
    /// A player's latest `limit` changes, oldest first.
    fn rating_history(
        &self,
        key: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<HistoryRow>>>;
    /// The ratings of one rule set and count ([`ALL_COUNTS`]: over all), best first by the
    /// conservative estimate `mu - 3 sigma` (one lucky game does not top the board), from
    /// `offset`, at most `limit`; with how many there are in all.
    fn leaderboard(
        &self,
        ruleset: String,
        players: u8,
        offset: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<(Vec<RatingRow>, u64)>>;
}

/// The distinct keys of `rated` in sorted order (the order rows are locked in).
fn lock_order(rated: &[RatedPlayer]) -> Vec<String> {
    let mut keys: Vec<String> = rated.iter().map(|p| p.key.clone()).collect();
    keys.sort();
    keys.dedup();
    keys
}

/// The new rows of one apply, for one count (`players`): per rated player, before and after.
fn updated(
    result: &ApplyResult,
    current: &std::collections::HashMap<String, Skill>,
) -> anyhow::Result<Vec<(Skill, Skill)>> {
    let before: Vec<Skill> = result
        .rated
        .iter()
        .map(|p| current.get(&p.key).copied().unwrap_or(result.initial))
        .collect();
    let after = (result.update)(&before);
    anyhow::ensure!(
        after.len() == before.len() && after.iter().all(|s| s.mu.is_finite() && s.sigma > 0.0),
        "the rating update gave {} ratings for {} players, or one not finite",
        after.len(),
        before.len()
    );
    Ok(before.into_iter().zip(after).collect())
}
