//! The jobs feature: work that is due at a time and must be done once across every server
//! instance on the store (bot decisions; later clock expiries, analysis, mail). The server's
//! scheduler (`crate::scheduler`) enqueues, claims and finishes jobs through [`JobStore`].
//!
//! A job is `(kind, subject)`, unique: enqueueing one that waits already only brings its due
//! time forward, one that runs or was given up on is left alone. Claiming takes the due jobs of
//! a kind, and the running ones whose holder's lease ran out (a dead instance), and hands them
//! to the claimer with a lease it renews while it works: in one short statement that skips rows
//! another claimer holds (`FOR UPDATE SKIP LOCKED`) on PostgreSQL, on the single writer thread
//! on SQLite. A finished job's row is deleted; a failed one waits again with a backoff, or is
//! kept as `failed` once given up on. Every time is the caller's clock in milliseconds (the
//! server's clock, which tests replace), so the instances' clocks are assumed to agree far
//! better than a lease is long.
//!
//! The query reads the store, never a server's memory: work due for a table no instance holds
//! is found all the same.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use std::time::Duration;

use super::{BoxFuture, Feature};

/// The jobs feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "jobs",
    sqlite: &[include_str!("migrations/sqlite/0001_jobs.sql")],
    postgres: &[include_str!("migrations/postgres/0001_jobs.sql")],
};

/// Where a job stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobState {
    /// Waiting for its due time (or due and not yet claimed).
    Pending,
    /// Claimed by a holder whose lease has not run out.
    Running,
    /// Given up on after its attempts; kept for the operator.
    Failed,
}

impl JobState {
    pub fn as_str(self) -> &'static str {
        match self {
            JobState::Pending => "pending",
            JobState::Running => "running",
            JobState::Failed => "failed",
        }
    }
    pub fn parse(s: &str) -> anyhow::Result<JobState> {
        match s {
            "pending" => Ok(JobState::Pending),
            "running" => Ok(JobState::Running),
            "failed" => Ok(JobState::Failed),
            _ => anyhow::bail!("unknown job state `{s}` in the database"),
        }
    }
}

/// One job as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub id: i64,
    pub kind: String,
    pub subject: String,
    pub state: JobState,
    pub due_ms: i64,
    pub holder: Option<String>,
    pub lease_until_ms: Option<i64>,
    /// Claims so far, this one included (a dead holder's claim counts).
    pub attempts: u32,
    pub last_error: Option<String>,
}

/// A claim: up to `limit` jobs of `kind` due at `now_ms`, for `holder` until `now_ms + lease`.
#[derive(Clone, Debug)]
pub struct Claim {
    pub kind: String,
    pub holder: String,
    pub now_ms: i64,
    pub lease: Duration,
    pub limit: u32,
}

/// What waits in the store for one kind (the scheduler's metrics and its next wake-up).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KindCounts {
    pub kind: String,
    /// Pending jobs, due or not.
    pub queued: u64,
    /// The earliest due time of a pending job.
    pub next_due_ms: Option<i64>,
    /// The earliest lease of a running job (when a dead holder's job becomes free).
    pub next_lease_ms: Option<i64>,
}

/// The jobs feature's storage.
pub trait JobStore: Send + Sync {
    /// Adds job `(kind, subject)` due at `due_ms`; when it exists and waits, its due time
    /// becomes the earlier of the two; when it runs or was given up on, nothing changes.
    /// On a shared store the instances are told (their schedulers wake up).
    fn enqueue(
        &self,
        kind: String,
        subject: String,
        due_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Claims due jobs (and those whose holder's lease ran out), earliest due first, counting
    /// an attempt on each. Two claimers never get the same job while its lease runs.
    fn claim(&self, claim: Claim) -> BoxFuture<'_, anyhow::Result<Vec<Job>>>;
    /// Extends the lease of the jobs `ids` that `holder` still holds, to `until_ms`; returns
    /// those it still held (a job missing from the answer was taken over).
    fn renew(
        &self,
        holder: String,
        ids: Vec<i64>,
        until_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<i64>>>;
    /// A job `holder` finished: its row is deleted. `Ok(false)`: it held it no more.
    fn complete(&self, id: i64, holder: String) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// A job `holder` could not finish: it waits again until `retry_ms`, or, `None`, it is
    /// given up on and kept as [`JobState::Failed`]. `Ok(false)`: it held it no more.
    fn fail(
        &self,
        id: i64,
        holder: String,
        error: String,
        retry_ms: Option<i64>,
    ) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// What waits, per kind that has pending or running jobs.
    fn job_counts(&self) -> BoxFuture<'_, anyhow::Result<Vec<KindCounts>>>;
    /// The job `(kind, subject)`, if stored.
    fn job(&self, kind: String, subject: String) -> BoxFuture<'_, anyhow::Result<Option<Job>>>;
}
