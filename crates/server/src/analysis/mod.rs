//! Post-game analysis on the server (issue 33): a player of a finished game asks for it
//! ([`api`]), the request is kept by the store's analysis feature
//! ([`crate::storage::AnalysisStore`]) and the work is a job of the one scheduler, kind
//! [`KIND`], subject the table's id. Any server instance on the store, or a separate
//! `havenbaron analyse-worker --db URL` process ([`run_worker`]), claims it with a lease and a
//! heartbeat; a worker that dies stops renewing, and the job is taken again and run from the
//! start (the method is deterministic for a budget and a seed, so a second run gives the same
//! report).
//!
//! The search runs on a blocking thread, at most [`crate::Limits::analysis_threads`] at once
//! per process (the kind's concurrency), apart from the bots' slots, so an analysis never
//! holds a slot a live table's bot waits for; on Linux the thread also lowers its own priority
//! ([`lower_priority`]), so on a busy machine live play goes first. Progress is written to the
//! store as it goes, at most every [`PROGRESS_EVERY`].

pub mod api;

use std::sync::Arc;
use std::time::Duration;

use havenbaron_bots::analysis::{self, AnalysisError, Options};
use havenbaron_engine::{Action, Seat};

use crate::App;
use crate::ids::TableId;
use crate::scheduler::{Done, Kind};
use crate::storage::{ActionRecord, AnalysisStatus, BoxFuture, Job};

/// The scheduler's kind of analysis jobs.
pub const KIND: &str = "analysis";
/// Attempts before an analysis whose worker keeps failing (not dying) is given up on.
const ATTEMPTS: u32 = 3;
/// The least time between two progress writes of one analysis: each is a commit, which on
/// SQLite the live server's commits wait behind (docs/ANALYSIS.md, "Live play beside a
/// worker"), so progress is written seldom.
pub const PROGRESS_EVERY: Duration = Duration::from_millis(5000);

/// The analysis kind, for a scheduler; with no analysis threads an instance takes none (they
/// are left to `analyse-worker` processes).
pub fn kind(limits: &crate::Limits) -> Kind {
    Kind {
        name: KIND,
        handler: job,
        concurrency: limits.analysis_threads,
        attempts: ATTEMPTS,
    }
}

/// The actions that stand at the end of a log: an undo entry takes back the latest one.
pub fn standing(log: &[ActionRecord]) -> Vec<(Seat, Action)> {
    let mut moves = Vec::with_capacity(log.len());
    for a in log {
        if a.undo {
            moves.pop();
        } else {
            moves.push((a.seat, a.action));
        }
    }
    moves
}

/// The log's `seq` of each standing action: the replay step that shows the game after it.
pub fn standing_steps(log: &[ActionRecord]) -> Vec<u64> {
    let mut steps = Vec::with_capacity(log.len());
    for a in log {
        if a.undo {
            steps.pop();
        } else {
            steps.push(a.seq);
        }
    }
    steps
}

fn job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(async move {
        let table = TableId::from(job.subject.as_str());
        match run(&app, table.clone()).await {
            Ok(()) => Done::Completed,
            Err(e) if job.attempts < ATTEMPTS => {
                Done::Retry(Duration::from_secs(5), format!("{e:#}"))
            }
            Err(e) => {
                // Given up on: the request says so (and no longer holds a place in the queue),
                // so that a player may ask again.
                let error = format!("{e:#}");
                let now = app.clock.now_ms();
                if let Err(e) = app
                    .store
                    .finish_analysis(table, Err(error.clone()), now)
                    .await
                {
                    tracing::warn!(error = %format!("{e:#}"), "cannot record a failed analysis");
                }
                Done::GiveUp(error)
            }
        }
    })
}

/// Runs the analysis of `table` as requested, and keeps its report (or why it cannot be made).
/// An error is the store's: the job is tried again.
async fn run(app: &Arc<App>, table: TableId) -> anyhow::Result<()> {
    let Some(request) = app.store.analysis(table.clone()).await? else {
        return Ok(());
    };
    if matches!(
        request.status,
        AnalysisStatus::Done | AnalysisStatus::Failed
    ) {
        return Ok(());
    }
    let now = || app.clock.now_ms();
    let Some((rec, log)) = app.store.load_table(table.clone()).await? else {
        app.store
            .finish_analysis(table, Err("the table is gone".into()), now())
            .await?;
        return Ok(());
    };
    let moves = standing(&log);
    let options = Options {
        budget: request.budget,
        seed: request.seed,
    };
    let (tx, mut rx) = tokio::sync::watch::channel((0usize, 0usize));
    let data = app.data.clone();
    let config = rec.config.clone();
    let work = tokio::task::spawn_blocking(move || {
        lower_priority();
        analysis::analyse(&data, &config, &moves, options, &mut |done, total| {
            let _ = tx.send((done, total));
        })
    });
    tokio::pin!(work);
    let mut last_write = None::<tokio::time::Instant>;
    let result = loop {
        tokio::select! {
            r = &mut work => break r,
            changed = rx.changed() => {
                if changed.is_err() {
                    // The search ended; its answer is next.
                    break (&mut work).await;
                }
                if last_write.is_some_and(|t| t.elapsed() < PROGRESS_EVERY) {
                    continue;
                }
                let (done, total) = *rx.borrow_and_update();
                last_write = Some(tokio::time::Instant::now());
                if let Err(e) = app
                    .store
                    .analysis_progress(table.clone(), done as u64, total as u64)
                    .await
                {
                    tracing::warn!(table = %table, error = %format!("{e:#}"), "cannot store an analysis's progress");
                }
            }
        }
    };
    let outcome = match result {
        Ok(Ok(report)) => Ok(serde_json::to_string(&report)?),
        Ok(Err(e)) => Err(describe(&e)),
        Err(e) => anyhow::bail!("the analysis stopped: {e}"),
    };
    app.store.finish_analysis(table, outcome, now()).await
}

fn describe(e: &AnalysisError) -> String {
    e.to_string()
}

/// Lowers the calling thread's scheduling priority (Linux `nice` 10 for this thread alone), so
/// that on a busy machine the server's live work runs first. Elsewhere, or when refused,
/// nothing changes: the bounded concurrency still keeps analysis from crowding out play.
pub fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        // A thread's niceness is its own on Linux (`renice -p TID`); the system call needs
        // `unsafe`, which this crate forbids, so the standard tool is asked instead.
        if let Ok(tid) = std::fs::read_link("/proc/thread-self")
            && let Some(id) = tid.file_name().and_then(|n| n.to_str())
        {
            let _ = std::process::Command::new("renice")
                .args(["-n", "10", "-p", id])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status();
        }
    }
}

/// `havenbaron analyse-worker --db URL`: a process that only takes analysis jobs from the
/// store at `db` (a PostgreSQL URL, or the servers' SQLite file on the same machine, where
/// SQLite's write lock puts the processes' claims one after the other), like lichess's
/// fishnet workers, until `stop` resolves.
pub async fn run_worker(
    db: std::path::PathBuf,
    data: havenbaron_engine::DataSet,
    limits: crate::Limits,
    stop: impl std::future::Future<Output = ()>,
) -> anyhow::Result<()> {
    let store = crate::storage::open(&db).await?;
    let (tx, rx) = tokio::sync::watch::channel(false);
    let opts = crate::ServeOptions {
        db,
        data,
        limits: limits.clone(),
        quiet: true,
        ..Default::default()
    };
    anyhow::ensure!(
        limits.analysis_threads > 0,
        "a worker runs at least one analysis"
    );
    let mut app = App::new(store, &opts, rx);
    app.scheduler = crate::scheduler::Scheduler::new(vec![kind(&limits)]);
    let app = Arc::new(app);
    if let Some(mut changes) = app.store.changes() {
        let waker = app.clone();
        tokio::spawn(async move {
            while let Some(c) = changes.recv().await {
                if matches!(&c, crate::storage::Change::Job { kind } if kind == KIND) {
                    waker.scheduler.wake();
                }
            }
        });
    }
    tracing::info!(instance = %app.instance, "analysis worker started");
    let sched = tokio::spawn(crate::scheduler::run(app.clone()));
    stop.await;
    app.closing.store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = tx.send(true);
    let _ = sched.await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seq: u64, seat: Seat, undo: bool) -> ActionRecord {
        ActionRecord {
            seq,
            seat,
            action: Action::Pass,
            at_ms: 0,
            undo,
        }
    }

    #[test]
    fn an_undo_takes_back_the_latest_standing_action() {
        let log = [
            entry(1, 0, false),
            entry(2, 1, false),
            entry(3, 1, true),
            entry(4, 2, false),
        ];
        let seats: Vec<Seat> = standing(&log).into_iter().map(|(s, _)| s).collect();
        assert_eq!(seats, [0, 2]);
        assert_eq!(standing_steps(&log), [1, 4]);
    }
}
