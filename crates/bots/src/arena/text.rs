//! The results as JSON and as a plain-text table.

use std::fmt::Write as _;

use super::ArenaResults;

impl ArenaResults {
    /// All results as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("results serialize")
    }

    /// The results without the wall-clock `timing`: equal for equal configs (with bots on
    /// iteration budgets), whatever the thread count.
    pub fn reproducible_json(&self) -> String {
        let mut v = serde_json::to_value(self).expect("results serialize");
        if let Some(map) = v.as_object_mut() {
            map.remove("timing");
            if let Some(config) = map.get_mut("config").and_then(|c| c.as_object_mut()) {
                config.remove("threads");
            }
        }
        serde_json::to_string(&v).expect("values serialize")
    }

    /// A plain-text report: bots, head to head, seats.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let players = self.config.game.players;
        let _ = writeln!(
            out,
            "{} games of {} with {} players (seed {}), {} capped, mean {:.1} rounds, {:.1} s on {} thread(s)",
            self.games_played,
            self.config.game.ruleset,
            players,
            self.config.seed,
            self.capped_games,
            self.mean_rounds,
            self.timing.seconds,
            self.timing.threads
        );
        let width = self
            .bots
            .iter()
            .map(|b| b.name.len())
            .max()
            .unwrap_or(3)
            .max(3);
        let _ = writeln!(
            out,
            "\n{:<width$}  {:>5}  {:>7}  {:>15}  {:>6}  {:>13}  {:>5}  {:>6}  {:>8}  {:>8}  {:>9}",
            "bot",
            "seats",
            "win %",
            "95% interval",
            "score",
            "95% interval",
            "rank",
            "rating",
            "ms/move",
            "max ms",
            "moves"
        );
        for (b, t) in self.bots.iter().zip(&self.timing.bots) {
            let _ = writeln!(
                out,
                "{:<width$}  {:>5}  {:>6.1}%  {:>6.1}% – {:>4.1}%  {:>6.2}  {:>5.1} – {:>5.1}  {:>5.2}  {:>+6.0}  {:>8.1}  {:>8.1}  {:>9}",
                b.name,
                b.entries,
                100.0 * b.win_rate,
                100.0 * b.win_rate_ci[0],
                100.0 * b.win_rate_ci[1],
                b.mean_score,
                b.mean_score_ci[0],
                b.mean_score_ci[1],
                b.mean_rank,
                b.rating,
                t.mean_ms,
                t.max_ms,
                t.decisions
            );
        }
        let _ = writeln!(out, "(fair win share {:.1}%)", 100.0 / players as f64);
        if !self.pairwise.is_empty() {
            let _ = writeln!(
                out,
                "\nhead to head (share of pairs ranked above, ties half):"
            );
            for p in &self.pairwise {
                let _ = writeln!(
                    out,
                    "  {} vs {}: {:.1}% ({} above, {} below, {} tied of {})",
                    p.a,
                    p.b,
                    100.0 * p.a_share,
                    p.a_above,
                    p.b_above,
                    p.ties,
                    p.pairs
                );
            }
        }
        let _ = writeln!(out, "\nby seat:");
        for s in &self.seats {
            let _ = writeln!(
                out,
                "  seat {}: win {:.1}% ({:.1}% – {:.1}%), mean score {:.2}",
                s.seat,
                100.0 * s.win_rate,
                100.0 * s.win_rate_ci[0],
                100.0 * s.win_rate_ci[1],
                s.mean_score
            );
        }
        out
    }
}
