//! One scheduler of due work (ARCHITECTURE: Server): every kind of work that is due at a time
//! and must be done once across the instances on one store (bot decisions and clock expiries
//! today; analysis and mail later) is a job in the store's jobs feature
//! ([`crate::storage::JobStore`]), and this loop runs it.
//!
//! A kind registers its handler and how many of its jobs one instance runs at once
//! ([`Kind`]). The loop wakes on a timer, on a job enqueued here ([`Scheduler::enqueue`]) and,
//! on PostgreSQL, on one enqueued by any instance (LISTEN/NOTIFY, [`Scheduler::wake`]); it
//! claims due jobs for each kind up to its free concurrency and runs each on a task of its
//! own. A heartbeat renews the leases of the jobs running here, so a lease runs out only when
//! its holder died, and then another instance's claim takes the job over. Time comes from the
//! server's [`Clock`], which tests replace with a [`ManualClock`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::App;
use crate::storage::{BoxFuture, Claim, Job};

/// How long a claim is its holder's alone; the heartbeat renews it well before it runs out.
pub const LEASE: Duration = Duration::from_secs(10);
/// How often the leases of running jobs are renewed.
const HEARTBEAT: Duration = Duration::from_secs(3);
/// The longest the loop sleeps without looking at the store (leases that ran out, work an
/// announcement did not bring).
const POLL: Duration = Duration::from_secs(1);
/// The longest wait between two attempts of a failing job.
const MAX_BACKOFF: Duration = Duration::from_secs(60);

/// The server's clock, in milliseconds since the Unix epoch.
pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now_ms(&self) -> i64;
}

/// The system's clock.
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    }
}

/// A clock that moves only when told (tests of work due later).
#[derive(Debug)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    /// Starts at the system's time.
    pub fn new() -> ManualClock {
        ManualClock(AtomicI64::new(SystemClock.now_ms()))
    }
    pub fn advance(&self, by: Duration) {
        self.0.fetch_add(by.as_millis() as i64, Ordering::SeqCst);
    }
}

impl Default for ManualClock {
    fn default() -> Self {
        ManualClock::new()
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The job kind that works out who is told of a table's news by e-mail (`crate::mail`);
/// subject `"{table} {version}"`. Named here, below the tables that enqueue it.
pub const NOTICE: &str = "notice";

/// After version `version` of `table` (an action of a turn-based game, or the last of any
/// game): the notices by e-mail are worked out by a job, so that play never waits for them.
/// Does nothing when e-mail is off.
pub fn notice(app: &std::sync::Arc<App>, table: &crate::ids::TableId, version: u64) {
    if !app.mail.enabled() {
        return;
    }
    let (app, subject) = (app.clone(), format!("{table} {version}"));
    tokio::spawn(async move {
        let now = app.clock.now_ms();
        if let Err(e) = app.scheduler.enqueue(&app, NOTICE, subject, now).await {
            tracing::warn!(error = %format!("{e:#}"), "cannot enqueue a notice");
        }
    });
}

/// How a job's run ended.
#[derive(Debug)]
pub enum Done {
    /// Finished: the job is deleted.
    Completed,
    /// Failed: tried again after a backoff that starts at this delay and doubles with each
    /// attempt, until the kind's attempts are spent.
    Retry(Duration, String),
    /// Failed for good: kept as failed.
    GiveUp(String),
    /// Not run (the server is stopping): due again at once, for another instance or the next
    /// start.
    Release,
}

/// A kind's handler: runs one claimed job.
pub type Handler = fn(Arc<App>, Job) -> BoxFuture<'static, Done>;

/// A kind of job and how it runs.
pub struct Kind {
    pub name: &'static str,
    pub handler: Handler,
    /// Jobs of this kind one instance runs at once.
    pub concurrency: usize,
    /// Attempts before a failing job is given up on.
    pub attempts: u32,
}

/// The scheduler's state (one per server, in [`App`]).
pub struct Scheduler {
    kinds: Vec<Kind>,
    wake: tokio::sync::Notify,
    /// The jobs running here: id → kind.
    running: Mutex<HashMap<i64, &'static str>>,
}

impl Scheduler {
    pub fn new(kinds: Vec<Kind>) -> Scheduler {
        Scheduler {
            kinds,
            wake: tokio::sync::Notify::new(),
            running: Default::default(),
        }
    }

    /// Wakes the loop: a job may have become due (an announcement from another instance).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Adds job `(kind, subject)` due at `due_ms` (see [`crate::storage::JobStore::enqueue`])
    /// and wakes the loop.
    pub async fn enqueue(
        &self,
        app: &App,
        kind: &str,
        subject: String,
        due_ms: i64,
    ) -> anyhow::Result<()> {
        app.store
            .enqueue(kind.to_string(), subject, due_ms, app.clock.now_ms())
            .await?;
        self.wake();
        Ok(())
    }

    fn running_of(&self, kind: &str) -> usize {
        self.lock().values().filter(|k| **k == kind).count()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, &'static str>> {
        self.running.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The loop: claims due jobs and runs them, until the server stops.
pub async fn run(app: Arc<App>) {
    tokio::spawn(heartbeat(app.clone()));
    let mut shutdown = app.shutdown_signal();
    loop {
        if app.closing.load(Ordering::SeqCst) {
            return;
        }
        let wait = round(&app).await;
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = app.scheduler.wake.notified() => {}
            _ = shutdown.changed() => return,
        }
    }
}

/// One look at the store: the metrics, a claim for each kind with room, and how long to sleep.
async fn round(app: &Arc<App>) -> Duration {
    let sched = &app.scheduler;
    let now = app.clock.now_ms();
    let counts = match app.store.job_counts().await {
        Ok(c) => c,
        Err(e) => {
            tracing::warn!(error = %format!("{e:#}"), "cannot read the jobs");
            return POLL;
        }
    };
    let mut wake_at = now + POLL.as_millis() as i64;
    for kind in &sched.kinds {
        let c = counts.iter().find(|c| c.kind == kind.name);
        let next_due = c.and_then(|c| c.next_due_ms);
        app.metrics.jobs.set_queued(
            kind.name,
            c.map_or(0, |c| c.queued),
            next_due.map_or(0, |d| (now - d).max(0)),
        );
        let free = kind.concurrency.saturating_sub(sched.running_of(kind.name));
        if free == 0 {
            // Woken again when one of its jobs ends.
            continue;
        }
        let claimable = next_due.is_some_and(|d| d <= now)
            || c.and_then(|c| c.next_lease_ms).is_some_and(|l| l < now);
        if claimable {
            let claim = Claim {
                kind: kind.name.to_string(),
                holder: app.instance.clone(),
                now_ms: now,
                lease: LEASE,
                limit: free as u32,
            };
            match app.store.claim(claim).await {
                Ok(jobs) => {
                    let n = jobs.len();
                    for job in jobs {
                        app.metrics
                            .jobs
                            .observe_lag(kind.name, (now - job.due_ms).max(0));
                        sched.lock().insert(job.id, kind.name);
                        app.metrics.jobs.running(kind.name, 1);
                        tokio::spawn(run_job(app.clone(), kind.name, job));
                    }
                    if n == free {
                        // More may be due: look again at once.
                        wake_at = now;
                    }
                }
                Err(e) => {
                    tracing::warn!(kind = kind.name, error = %format!("{e:#}"), "cannot claim jobs")
                }
            }
        }
        for t in [
            next_due.filter(|d| *d > now),
            c.and_then(|c| c.next_lease_ms).filter(|l| *l >= now),
        ]
        .into_iter()
        .flatten()
        {
            wake_at = wake_at.min(t + 1);
        }
    }
    Duration::from_millis((wake_at - now).max(0) as u64)
}

/// Runs one claimed job through its kind's handler and records how it ended.
async fn run_job(app: Arc<App>, name: &'static str, job: Job) {
    let Some(kind) = app.scheduler.kinds.iter().find(|k| k.name == name) else {
        return;
    };
    let (id, attempts) = (job.id, job.attempts);
    // A panicking handler is a failed attempt, not a lost job.
    let done = tokio::spawn((kind.handler)(app.clone(), job))
        .await
        .unwrap_or_else(|e| Done::Retry(Duration::from_secs(1), format!("the job panicked: {e}")));
    let holder = app.instance.clone();
    let now = app.clock.now_ms();
    let stored = match &done {
        Done::Completed => {
            app.metrics.jobs.done(name);
            app.store.complete(id, holder).await
        }
        Done::Release => {
            app.store
                .fail(id, holder, "released".into(), Some(now))
                .await
        }
        Done::Retry(base, error) if attempts < kind.attempts => {
            app.metrics.jobs.failed(name);
            let backoff = backoff(*base, attempts);
            tracing::warn!(
                kind = name,
                id,
                attempts,
                error,
                "a job failed; it will be tried again"
            );
            let retry = now + backoff.as_millis() as i64;
            app.store.fail(id, holder, error.clone(), Some(retry)).await
        }
        Done::Retry(_, error) | Done::GiveUp(error) => {
            app.metrics.jobs.failed(name);
            tracing::error!(kind = name, id, attempts, error, "a job failed; given up");
            app.store.fail(id, holder, error.clone(), None).await
        }
    };
    match stored {
        Ok(true) => {}
        Ok(false) => tracing::warn!(kind = name, id, "a job was taken over before it ended"),
        Err(e) => {
            tracing::warn!(kind = name, id, error = %format!("{e:#}"), "cannot record a job's end")
        }
    }
    app.scheduler.lock().remove(&id);
    app.metrics.jobs.running(name, -1);
    app.scheduler.wake();
}

/// The wait before attempt `attempts + 1` of a failing job: `base`, doubled with each attempt
/// made, at most [`MAX_BACKOFF`].
fn backoff(base: Duration, attempts: u32) -> Duration {
    base.saturating_mul(1 << attempts.saturating_sub(1).min(16))
        .min(MAX_BACKOFF)
}

/// Renews the leases of the jobs running here, until the server stops.
async fn heartbeat(app: Arc<App>) {
    let mut shutdown = app.shutdown_signal();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(HEARTBEAT) => {}
            _ = shutdown.changed() => return,
        }
        let ids: Vec<i64> = app.scheduler.lock().keys().copied().collect();
        if ids.is_empty() {
            continue;
        }
        let until = app.clock.now_ms() + LEASE.as_millis() as i64;
        match app
            .store
            .renew(app.instance.clone(), ids.clone(), until)
            .await
        {
            Ok(held) if held.len() < ids.len() => {
                tracing::warn!(
                    lost = ids.len() - held.len(),
                    "jobs running here were taken over (their lease ran out)"
                )
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %format!("{e:#}"), "cannot renew the jobs' leases"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failing_job_waits_longer_each_time_up_to_a_bound() {
        let s = Duration::from_secs(1);
        let waits: Vec<_> = (1..=5).map(|a| backoff(s, a).as_secs()).collect();
        assert_eq!(waits, [1, 2, 4, 8, 16]);
        assert_eq!(backoff(s, 40), MAX_BACKOFF);
        assert_eq!(backoff(Duration::ZERO, 3), Duration::ZERO);
    }

    #[test]
    fn a_manual_clock_moves_only_when_told() {
        let c = ManualClock::new();
        let t = c.now_ms();
        assert!((t - SystemClock.now_ms()).abs() < 60_000);
        c.advance(Duration::from_secs(3600));
        assert_eq!(c.now_ms(), t + 3_600_000);
    }
}
