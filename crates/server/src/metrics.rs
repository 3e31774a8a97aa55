//! What `/metrics` tells an operator, in Prometheus' text format (version 0.0.4): tables in
//! memory, connections, actions committed (a counter: Prometheus' `rate()` gives actions per
//! second), how long an action takes from request to acknowledgement and how long its commit
//! takes (histograms), bots thinking, connections refused or closed by the limits, and the
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
    /// Connections closed because their reader fell behind.
    pub slow_closed: AtomicU64,
    /// Connections closed because they went quiet.
    pub idle_closed: AtomicU64,
    /// Bots thinking now.
    pub bots_thinking: AtomicI64,
    /// Appends that lost the race for their place in the log to another instance.
    pub conflicts: AtomicU64,
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
}
