//! What `/metrics` tells an operator, in Prometheus' text format (version 0.0.4): tables in
//! memory, connections, actions committed (a counter: Prometheus' `rate()` gives actions per
//! second), how long an action takes from request to acknowledgement and how long its commit
//! takes (histograms), the scheduler's jobs per kind (queued, running, done, failed, lag), bots
//! thinking, connections refused or closed by the limits, and the
//! process's memory. Counters are plain atomics: cheap enough to touch on every action.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds of the latency buckets, in seconds.
const BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// A latency histogram with fixed buckets.
#[derive(Default)]
pub struct Histogram {
    counts: [AtomicU64; BUCKETS.len()],
    count: AtomicU64,
    sum_micros: AtomicU64,
}

impl Histogram {
    pub fn observe(&self, d: Duration) {
        let s = d.as_secs_f64();
        if let Some(i) = BUCKETS.iter().position(|b| s <= *b) {
            self.counts[i].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_micros
            .fetch_add(d.as_micros() as u64, Ordering::Relaxed);
    }

    fn render(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut cumulative = 0;
        for (b, c) in BUCKETS.iter().zip(&self.counts) {
            cumulative += c.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{b}\"}} {cumulative}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

/// The server's counters.
#[derive(Default)]
pub struct Metrics {
    /// Actions committed by this instance.
    pub actions: AtomicU64,
    /// Request to acknowledgement of an action (lock wait, rules, commit, fan-out).
    pub action_latency: Histogram,
    /// The store's commit alone.
    pub commit_latency: Histogram,
    /// Open WebSocket connections.
    pub connections: AtomicI64,
    /// Connections refused by a limit (per address, spectators, per seat).
    pub refused: AtomicU64,
    /// Refusals counted by the limit that made them ([`Cap`]).
    pub refused_by: std::sync::Arc<RefusedBy>,
    /// Connections closed because their reader fell behind.
    pub slow_closed: AtomicU64,
    /// Connections closed because they went quiet.
    pub idle_closed: AtomicU64,
    /// Bots thinking now.
    pub bots_thinking: AtomicI64,
    /// Appends that lost the race for their place in the log to another instance.
    pub conflicts: AtomicU64,
    /// The scheduler's jobs, per kind.
    pub jobs: JobMetrics,
}

/// The scheduler's figures for one kind of job.
#[derive(Clone, Debug, Default)]
struct KindFigures {
    queued: u64,
    running: i64,
    done: u64,
    failed: u64,
    /// How long the oldest due job has waited, in milliseconds (0: none waits).
    lag_ms: i64,
    /// Due time to claim, summed over claimed jobs, and their count.
    claim_lag_ms: u64,
    claimed: u64,
}

/// One metric family of the jobs: name, type, help, and its value for one kind.
type Family = (
    &'static str,
    &'static str,
    &'static str,
    fn(&KindFigures) -> String,
);

/// The scheduler's figures per kind (`havenbaron_jobs_*{kind="…"}`).
#[derive(Default)]
pub struct JobMetrics {
    kinds: std::sync::Mutex<std::collections::BTreeMap<&'static str, KindFigures>>,
}

impl JobMetrics {
    fn with(&self, kind: &'static str, f: impl FnOnce(&mut KindFigures)) {
        f(self
            .kinds
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(kind)
            .or_default());
    }
    /// What waits in the store (all instances), and how long the oldest due job has waited.
    pub fn set_queued(&self, kind: &'static str, queued: u64, lag_ms: i64) {
        self.with(kind, |k| {
            k.queued = queued;
            k.lag_ms = lag_ms;
        });
    }
    /// A job claimed `lag_ms` after it was due.
    pub fn observe_lag(&self, kind: &'static str, lag_ms: i64) {
        self.with(kind, |k| {
            k.claim_lag_ms += lag_ms.max(0) as u64;
            k.claimed += 1;
        });
    }
    pub fn running(&self, kind: &'static str, by: i64) {
        self.with(kind, |k| k.running += by);
    }
    pub fn done(&self, kind: &'static str) {
        self.with(kind, |k| k.done += 1);
    }
    pub fn failed(&self, kind: &'static str) {
        self.with(kind, |k| k.failed += 1);
    }

    fn render(&self, out: &mut String) {
        let kinds = self.kinds.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let families: [Family; 7] = [
            (
                "havenbaron_jobs_queued",
                "gauge",
                "Jobs waiting in the store (all instances), due or not.",
                |k| k.queued.to_string(),
            ),
            (
                "havenbaron_jobs_running",
                "gauge",
                "Jobs this instance runs now.",
                |k| k.running.to_string(),
            ),
            (
                "havenbaron_jobs_done_total",
                "counter",
                "Jobs this instance finished.",
                |k| k.done.to_string(),
            ),
            (
                "havenbaron_jobs_failed_total",
                "counter",
                "Attempts of jobs that failed on this instance (tried again or given up on).",
                |k| k.failed.to_string(),
            ),
            (
                "havenbaron_jobs_lag_seconds",
                "gauge",
                "How long the oldest due job has waited to be claimed.",
                |k| (k.lag_ms as f64 / 1000.0).to_string(),
            ),
            (
                "havenbaron_jobs_claim_lag_seconds_total",
                "counter",
                "Due time to claim, summed over the jobs this instance claimed (divide by havenbaron_jobs_claimed_total).",
                |k| (k.claim_lag_ms as f64 / 1000.0).to_string(),
            ),
            (
                "havenbaron_jobs_claimed_total",
                "counter",
                "Jobs this instance claimed.",
                |k| k.claimed.to_string(),
            ),
        ];
        for (name, kind, help, value) in families {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
            for (k, figures) in &kinds {
                let _ = writeln!(out, "{name}{{kind=\"{k}\"}} {}", value(figures));
            }
        }
    }
}

/// The limits that refuse connections or requests, one counter each
/// (`havenbaron_refusals_total{cap="…"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    /// All connections, all addresses together (`--max-connections`).
    Global,
    /// All connections of one address (HTTP and WebSocket; its spectators' cap and reserve).
    Address,
    /// Spectators of one address.
    AddressSpectators,
    /// Spectators of one table.
    TableSpectators,
    /// Connections of one seat.
    Seat,
    /// Lobby lists read by one address.
    Lists,
    /// A WebSocket upgrade from a page of another site.
    Origin,
}

impl Cap {
    pub const ALL: [Cap; 7] = [
        Cap::Global,
        Cap::Address,
        Cap::AddressSpectators,
        Cap::TableSpectators,
        Cap::Seat,
        Cap::Lists,
        Cap::Origin,
    ];

    /// The label value.
    pub fn name(self) -> &'static str {
        match self {
            Cap::Global => "global",
            Cap::Address => "address",
            Cap::AddressSpectators => "address_spectators",
            Cap::TableSpectators => "table_spectators",
            Cap::Seat => "seat",
            Cap::Lists => "lists",
            Cap::Origin => "origin",
        }
    }
}

/// Refusals per [`Cap`].
#[derive(Default)]
pub struct RefusedBy([AtomicU64; Cap::ALL.len()]);

impl RefusedBy {
    /// One more refusal by `cap`.
    pub fn add(&self, cap: Cap) {
        self.0[cap as usize].fetch_add(1, Ordering::Relaxed);
    }

    /// Refusals by `cap` so far.
    pub fn get(&self, cap: Cap) -> u64 {
        self.0[cap as usize].load(Ordering::Relaxed)
    }

    fn render(&self, out: &mut String) {
        let name = "havenbaron_refusals_total";
        let _ = writeln!(
            out,
            "# HELP {name} Connections and requests refused, by the limit that refused them.\n# TYPE {name} counter"
        );
        for cap in Cap::ALL {
            let _ = writeln!(out, "{name}{{cap=\"{}\"}} {}", cap.name(), self.get(cap));
        }
    }
}

/// Figures only the caller knows (read from the app when `/metrics` is asked).
pub struct Gauges {
    pub tables: usize,
    pub live_tables: usize,
    /// The pause before each bot move (a setting; a load test reports what it ran under).
    pub bot_delay: Duration,
}

impl Metrics {
    /// One action committed; `commit`: how long the store took.
    pub fn committed(&self, commit: Duration) {
        self.actions.fetch_add(1, Ordering::Relaxed);
        self.commit_latency.observe(commit);
    }

    /// The text `/metrics` answers.
    pub fn render(&self, g: &Gauges) -> String {
        let mut out = String::new();
        let mut one = |name: &str, kind: &str, help: &str, value: String| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
            );
        };
        one(
            "havenbaron_tables",
            "gauge",
            "Tables in this instance's memory.",
            g.tables.to_string(),
        );
        one(
            "havenbaron_live_tables",
            "gauge",
            "Unfinished tables in this instance's memory.",
            g.live_tables.to_string(),
        );
        one(
            "havenbaron_connections",
            "gauge",
            "Open WebSocket connections.",
            self.connections.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_actions_total",
            "counter",
            "Actions committed by this instance (rate() gives actions per second).",
            self.actions.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_append_conflicts_total",
            "counter",
            "Appends another instance got to first (caught up from the log and judged again).",
            self.conflicts.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_connections_refused_total",
            "counter",
            "Connections refused by a limit (per address, spectators, per seat).",
            self.refused.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_slow_readers_closed_total",
            "counter",
            "Connections closed because their reader fell behind.",
            self.slow_closed.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_idle_closed_total",
            "counter",
            "Connections closed because they went quiet.",
            self.idle_closed.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_bots_thinking",
            "gauge",
            "Bots thinking now.",
            self.bots_thinking.load(Ordering::Relaxed).to_string(),
        );
        one(
            "havenbaron_bot_delay_seconds",
            "gauge",
            "The pause before each bot move (--bot-delay-ms).",
            g.bot_delay.as_secs_f64().to_string(),
        );
        one(
            "process_cpu_seconds_total",
            "counter",
            "CPU time (user and system) the server process used.",
            cpu_seconds().unwrap_or(0.0).to_string(),
        );
        one(
            "process_resident_memory_bytes",
            "gauge",
            "Resident memory of the server process.",
            resident_memory().unwrap_or(0).to_string(),
        );
        self.jobs.render(&mut out);
        self.refused_by.render(&mut out);
        self.action_latency.render(
            &mut out,
            "havenbaron_action_seconds",
            "From an action's request to its acknowledgement.",
        );
        self.commit_latency.render(
            &mut out,
            "havenbaron_commit_seconds",
            "The store's commit of one action.",
        );
        out
    }
}

/// This process's resident memory in bytes (Linux: `/proc/self/statm`), if known.
pub fn resident_memory() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    Some(pages * 4096)
}

/// The CPU time (user and system, all threads) this process used so far, in seconds (Linux:
/// `/proc/self/stat`, counted in the kernel's 100 Hz user ticks), if known.
pub fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (which is in parentheses and may hold spaces):
    // state is field 3, utime 14 and stime 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut fields = rest.split_whitespace().skip(11);
    let user: u64 = fields.next()?.parse().ok()?;
    let system: u64 = fields.next()?.parse().ok()?;
    Some((user + system) as f64 / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_process_cpu_time_is_read_and_grows() {
        let Some(before) = cpu_seconds() else {
            // Not Linux: nothing to read.
            assert!(std::fs::metadata("/proc/self/stat").is_err());
            return;
        };
        // Spin until two ticks of CPU time show (bounded: a busy machine gives us less).
        let t = std::time::Instant::now();
        let mut after = before;
        while after < before + 0.02 && t.elapsed() < Duration::from_secs(20) {
            for i in 0..100_000u64 {
                std::hint::black_box(i);
            }
            after = cpu_seconds().unwrap();
        }
        assert!(after >= before + 0.02, "{before} → {after}");
    }

    #[test]
    fn a_histogram_counts_cumulatively() {
        let h = Histogram::default();
        h.observe(Duration::from_micros(300));
        h.observe(Duration::from_millis(3));
        h.observe(Duration::from_secs(10));
        let mut out = String::new();
        h.render(&mut out, "x", "help");
        assert!(out.contains("x_bucket{le=\"0.0005\"} 1\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"0.005\"} 2\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"2.5\"} 2\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"+Inf\"} 3\n"), "{out}");
        assert!(out.contains("x_count 3\n"), "{out}");
    }

    #[test]
    fn jobs_are_counted_per_kind() {
        let m = JobMetrics::default();
        m.set_queued("bot", 3, 1500);
        m.running("bot", 1);
        m.done("bot");
        m.failed("mail");
        m.observe_lag("bot", 250);
        let mut out = String::new();
        m.render(&mut out);
        for needle in [
            "havenbaron_jobs_queued{kind=\"bot\"} 3\n",
            "havenbaron_jobs_running{kind=\"bot\"} 1\n",
            "havenbaron_jobs_done_total{kind=\"bot\"} 1\n",
            "havenbaron_jobs_failed_total{kind=\"mail\"} 1\n",
            "havenbaron_jobs_failed_total{kind=\"bot\"} 0\n",
            "havenbaron_jobs_lag_seconds{kind=\"bot\"} 1.5\n",
            "havenbaron_jobs_claimed_total{kind=\"bot\"} 1\n",
            "# TYPE havenbaron_jobs_done_total counter",
        ] {
            assert!(out.contains(needle), "{needle} in {out}");
        }
    }
}
