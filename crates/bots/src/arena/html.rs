//! The self-contained HTML report: tables, inline SVG charts (bars with whiskers, box plots)
//! and escaping.

use std::fmt::Write as _;

use super::{ArenaResults, BotSummary};

impl ArenaResults {
    /// A self-contained HTML page (inline CSS and SVG, nothing fetched): win rates with
    /// intervals, score distributions, seat advantage, head to head and ratings.
    pub fn to_html(&self) -> String {
        let players = self.config.game.players as usize;
        let fair = 1.0 / players as f64;
        let mut h = String::new();
        let title = format!(
            "Arena: {} games of {}, {} players",
            self.games_played, self.config.game.ruleset, players
        );
        let _ = write!(
            h,
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>\
             body{{font-family:system-ui,sans-serif;margin:2em;color:#222}}\
             table{{border-collapse:collapse;margin:1em 0}}td,th{{border:1px solid #ccc;padding:.3em .6em;text-align:right}}td{{white-space:nowrap}}\
             th{{background:#f3f3f3}}td:first-child,th:first-child{{text-align:left}}\
             svg{{display:block;margin:1em 0}}text{{font-size:12px}}.note{{color:#666;font-size:.9em}}\
             </style></head><body>\n<h1>{}</h1>\n",
            esc(&title),
            esc(&title)
        );
        let variants: Vec<String> = self
            .config
            .game
            .variants
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let _ = writeln!(
            h,
            "<p>Seed {}; lineup {}; variants: {}; {} games stopped by the round cap; mean {:.1} rounds; {:.1} s on {} thread(s).</p>",
            self.config.seed,
            esc(&self.config.lineup().join(", ")),
            if variants.is_empty() {
                "none".to_string()
            } else {
                esc(&variants.join(", "))
            },
            self.capped_games,
            self.mean_rounds,
            self.timing.seconds,
            self.timing.threads
        );

        // Summary table.
        h.push_str("<h2>Bots</h2>\n<table><tr><th>bot</th><th>seats</th><th>win rate</th><th>95% interval</th><th>mean score</th><th>95% interval</th><th>mean rank</th><th>rating</th><th>ms per decision</th><th>longest, ms</th></tr>\n");
        for (b, t) in self.bots.iter().zip(&self.timing.bots) {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{:.1}%</td><td>{:.1}% – {:.1}%</td><td>{:.2}</td><td>{:.2} – {:.2}</td><td>{:.2}</td><td>{:+.0}</td><td>{:.1}</td><td>{:.1}</td></tr>",
                esc(&b.name),
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
                t.max_ms
            );
        }
        h.push_str("</table>\n");

        // Win rates with whiskers.
        h.push_str("<h2>Win rate</h2>\n<p class=\"note\">Wins (ties for first split) per seat played; whiskers: Wilson 95% interval; dashed: a fair share.</p>\n");
        let bars: Vec<(String, f64, [f64; 2])> = self
            .bots
            .iter()
            .map(|b| (b.name.clone(), b.win_rate, b.win_rate_ci))
            .collect();
        h.push_str(&bar_chart(&bars, fair));

        // Score distributions.
        h.push_str("<h2>Scores</h2>\n<p class=\"note\">Final scores: box from the lower to the upper quartile, line at the median, whiskers to the extremes, dot at the mean.</p>\n");
        h.push_str(&box_plot(&self.bots));

        // Seats.
        h.push_str("<h2>Win rate by seat</h2>\n<p class=\"note\">Whoever sat there; dashed: a fair share.</p>\n");
        let bars: Vec<(String, f64, [f64; 2])> = self
            .seats
            .iter()
            .map(|s| (format!("seat {}", s.seat), s.win_rate, s.win_rate_ci))
            .collect();
        h.push_str(&bar_chart(&bars, fair));

        // Head to head.
        if self.bots.len() > 1 {
            h.push_str("<h2>Head to head</h2>\n<p class=\"note\">Row bot ranked above column bot, over every pair of their seats in the same game (ties count half).</p>\n<table><tr><th></th>");
            for b in &self.bots {
                let _ = write!(h, "<th>{}</th>", esc(&b.name));
            }
            h.push_str("</tr>\n");
            for a in &self.bots {
                let _ = write!(h, "<tr><td>{}</td>", esc(&a.name));
                for b in &self.bots {
                    let cell = self.pairwise.iter().find_map(|p| {
                        if p.a == a.name && p.b == b.name {
                            Some((p.a_share, p.pairs))
                        } else if p.b == a.name && p.a == b.name {
                            Some((1.0 - p.a_share, p.pairs))
                        } else {
                            None
                        }
                    });
                    match cell {
                        Some((share, n)) => {
                            let _ = write!(h, "<td title=\"{n} pairs\">{:.1}%</td>", 100.0 * share);
                        }
                        None => h.push_str("<td>–</td>"),
                    }
                }
                h.push_str("</tr>\n");
            }
            h.push_str("</table>\n");
            let _ = writeln!(
                h,
                "<p class=\"note\">Rating: {}.</p>",
                esc(&self.rating_method)
            );
        }
        h.push_str("</body></html>\n");
        h
    }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const CHART_W: f64 = 640.0;
const LABEL_W: f64 = 180.0;
const ROW_H: f64 = 28.0;

/// A tick label: at most one decimal, none when whole.
fn tick(v: f64) -> String {
    let text = format!("{v:.1}");
    text.strip_suffix(".0").unwrap_or(&text).to_string()
}

/// A round tick step (1, 2, 2.5 or 5 times a power of ten) giving at most five steps.
fn nice_step(range: f64) -> f64 {
    let raw = (range / 5.0).max(1e-9);
    let magnitude = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|&step| step >= raw)
        .unwrap_or(10.0 * magnitude)
}

/// Horizontal bars in [0, 1] with interval whiskers and a dashed reference line.
fn bar_chart(bars: &[(String, f64, [f64; 2])], reference: f64) -> String {
    let plot_w = CHART_W - LABEL_W - 60.0;
    let height = ROW_H * bars.len() as f64 + 30.0;
    let top = bars
        .iter()
        .map(|b| b.2[1])
        .fold(reference, f64::max)
        .clamp(0.05, 1.0);
    let step = nice_step(top);
    let ticks = (top / step - 1e-9).ceil().max(1.0) as u32;
    let max = step * ticks as f64;
    let x = |v: f64| LABEL_W + plot_w * (v / max).clamp(0.0, 1.0);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{CHART_W}\" height=\"{height}\" role=\"img\">\n"
    );
    for i in 0..=ticks {
        let v = step * i as f64;
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#eee\"/><text x=\"{0:.1}\" y=\"{2:.1}\" text-anchor=\"middle\" fill=\"#666\">{3}%</text>",
            x(v),
            height - 20.0,
            height - 6.0,
            tick(100.0 * v)
        );
    }
    for (i, (label, value, ci)) in bars.iter().enumerate() {
        let y = ROW_H * i as f64 + 4.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <rect x=\"{LABEL_W}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#4a7fb5\"><title>{:.1}%</title></rect>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#222\">{:.1}%</text>",
            LABEL_W - 8.0,
            y + ROW_H / 2.0 + 2.0,
            esc(label),
            y + 4.0,
            x(*value) - LABEL_W,
            ROW_H - 10.0,
            100.0 * value,
            x(ci[0]),
            y + ROW_H / 2.0 - 1.0,
            x(ci[1]),
            y + ROW_H / 2.0 - 1.0,
            x(ci[0]),
            y + 8.0,
            x(ci[0]),
            y + ROW_H - 10.0,
            x(ci[1]),
            y + 8.0,
            x(ci[1]),
            y + ROW_H - 10.0,
            x(ci[1]) + 4.0,
            y + ROW_H / 2.0 + 2.0,
            100.0 * value
        );
    }
    let _ = writeln!(
        s,
        "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/>\n</svg>",
        x(reference),
        height - 20.0
    );
    s
}

/// Horizontal box plots of the bots' final scores.
fn box_plot(bots: &[BotSummary]) -> String {
    let plot_w = CHART_W - LABEL_W - 20.0;
    let height = ROW_H * bots.len() as f64 + 30.0;
    let lo = bots
        .iter()
        .map(|b| b.score_quartiles[0])
        .fold(f64::INFINITY, f64::min)
        .min(0.0);
    let hi = bots
        .iter()
        .map(|b| b.score_quartiles[4])
        .fold(f64::NEG_INFINITY, f64::max)
        .max(lo + 1.0);
    let step = nice_step(hi - lo);
    let lo = (lo / step).floor() * step;
    let ticks = ((hi - lo) / step - 1e-9).ceil().max(1.0) as u32;
    let hi = lo + step * ticks as f64;
    let x = |v: f64| LABEL_W + plot_w * (v - lo) / (hi - lo);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{CHART_W}\" height=\"{height}\" role=\"img\">\n"
    );
    for i in 0..=ticks {
        let v = lo + step * i as f64;
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#eee\"/><text x=\"{0:.1}\" y=\"{2:.1}\" text-anchor=\"middle\" fill=\"#666\">{3}</text>",
            x(v),
            height - 20.0,
            height - 6.0,
            tick(v)
        );
    }
    for (i, b) in bots.iter().enumerate() {
        let q = b.score_quartiles;
        let y = ROW_H * i as f64 + 4.0;
        let mid = y + ROW_H / 2.0 - 1.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <line x1=\"{:.1}\" y1=\"{mid:.1}\" x2=\"{:.1}\" y2=\"{mid:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{mid:.1}\" x2=\"{:.1}\" y2=\"{mid:.1}\" stroke=\"#222\"/>\
             <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#cfe0f1\" stroke=\"#4a7fb5\"><title>min {:.0}, quartiles {:.1} / {:.1} / {:.1}, max {:.0}</title></rect>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#1d4f80\" stroke-width=\"2\"/>\
             <circle cx=\"{:.1}\" cy=\"{mid:.1}\" r=\"3\" fill=\"#c33\"><title>mean {:.2}</title></circle>",
            LABEL_W - 8.0,
            y + ROW_H / 2.0 + 2.0,
            esc(&b.name),
            x(q[0]),
            x(q[1]),
            x(q[3]),
            x(q[4]),
            x(q[1]),
            y + 4.0,
            (x(q[3]) - x(q[1])).max(1.0),
            ROW_H - 10.0,
            q[0],
            q[1],
            q[2],
            q[3],
            q[4],
            x(q[2]),
            y + 4.0,
            x(q[2]),
            y + ROW_H - 6.0,
            x(b.mean_score),
            b.mean_score
        );
    }
    s.push_str("</svg>\n");
    s
}
