//! The analysis feature: a post-game analysis per finished table (issue 33), from its request
//! to its report. The work is a job of the scheduler (kind `analysis`, `crate::analysis`); this
//! feature keeps what the replay page shows (where it stands, its progress, the report) and
//! what shaped the report (method and bots version, budget, seed), so that a kept report can be
//! told apart from one a later method would give.
//!
//! A request is admitted in one step that also counts what waits ([`AnalysisStore::request_analysis`]):
//! on the single writer on SQLite, under a transaction-scoped advisory lock on PostgreSQL, so
//! two instances never both admit the request that fills the queue.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The analysis feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "analysis",
    sqlite: &[include_str!("migrations/sqlite/0001_analysis.sql")],
    postgres: &[include_str!("migrations/postgres/0001_analysis.sql")],
};

/// Where an analysis stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum AnalysisStatus {
    /// Requested; no worker has started it yet.
    Pending,
    /// A worker is on it (its progress is stored as it goes).
    Running,
    /// The report is kept.
    Done,
    /// Given up on (the error says why); a new request replaces it.
    Failed,
}

impl AnalysisStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            AnalysisStatus::Pending => "pending",
            AnalysisStatus::Running => "running",
            AnalysisStatus::Done => "done",
            AnalysisStatus::Failed => "failed",
        }
    }
    pub fn parse(s: &str) -> anyhow::Result<AnalysisStatus> {
        match s {
            "pending" => Ok(AnalysisStatus::Pending),
            "running" => Ok(AnalysisStatus::Running),
            "done" => Ok(AnalysisStatus::Done),
            "failed" => Ok(AnalysisStatus::Failed),
            _ => anyhow::bail!("unknown analysis status `{s}` in the database"),
        }
    }
}

/// One table's analysis as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRecord {
    pub table: TableId,
    pub status: AnalysisStatus,
    /// Steps done and steps in all (0 of 0 before a worker counted them).
    pub done: u64,
    pub total: u64,
    /// The report (the bots' `analysis::Report` as JSON), once done.
    pub report: Option<String>,
    pub error: Option<String>,
    /// The analysis method and the bots version that made (or will make) the report.
    pub method: String,
    pub bots_version: String,
    pub budget: u32,
    pub seed: u64,
    /// Who asked: `seat:TABLE:N` or `account:ID` (the per-player limit counts by it).
    pub requested_by: String,
    pub requested_ms: i64,
    pub finished_ms: Option<i64>,
}

/// The bounds a request is admitted under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// Analyses one requester may have waiting or running.
    pub per_player: u32,
    /// Analyses waiting or running on the whole store.
    pub queue: u32,
}

/// How a request ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Requested {
    /// Stored as pending: the caller enqueues its job.
    Admitted,
    /// The table has an analysis already (pending, running or done): nothing changed.
    Exists(AnalysisStatus),
    /// The requester has [`Bounds::per_player`] waiting already.
    PlayerLimit,
    /// The queue holds [`Bounds::queue`] already.
    QueueFull,
}

/// The analysis feature's storage.
pub trait AnalysisStore: Send + Sync {
    /// Stores `request` (its status is ignored: it waits) unless the table has an analysis
    /// that did not fail, or a bound is reached; a failed one is replaced.
    fn request_analysis(
        &self,
        request: AnalysisRecord,
        bounds: Bounds,
    ) -> BoxFuture<'_, anyhow::Result<Requested>>;
    /// The analysis of `table`, if requested.
    fn analysis(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Option<AnalysisRecord>>>;
    /// A worker reached step `done` of `total`: the analysis runs.
    fn analysis_progress(
        &self,
        table: TableId,
        done: u64,
        total: u64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// The analysis ended: with its report (done) or an error (failed).
    fn finish_analysis(
        &self,
        table: TableId,
        outcome: Result<String, String>,
        at_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
}

/// A row as both stores read it, in [`COLUMNS`]' order.
pub(crate) type AnalysisRow = (
    String,
    String,
    i64,
    i64,
    Option<String>,
    Option<String>,
    String,
    String,
    i64,
    i64,
    String,
    i64,
    Option<i64>,
);

/// The columns both stores select.
pub(crate) const COLUMNS: &str = "table_id, status, done, total, report, error, method, \
    bots_version, budget, seed, requested_by, requested_ms, finished_ms";

pub(crate) fn from_row(
    (table, status, done, total, report, error, method, bots_version, budget, seed, by, at, fin): AnalysisRow,
) -> anyhow::Result<AnalysisRecord> {
    Ok(AnalysisRecord {
        table: TableId::from(table.as_str()),
        status: AnalysisStatus::parse(&status)?,
        done: done.max(0) as u64,
        total: total.max(0) as u64,
        report,
        error,
        method,
        bots_version,
        budget: budget.clamp(0, i64::from(u32::MAX)) as u32,
        seed: seed as u64,
        requested_by: by,
        requested_ms: at,
        finished_ms: fin,
    })
}
