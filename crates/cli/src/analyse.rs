//! `havenbaron analyse FILE`: the post-game analysis of a game record (`play --record`), in
//! the terminal: per player accuracy, skill and luck, the mistakes and blunders with the
//! action the bot prefers, and each seat's win chance over the game as a text graph. The
//! method is the bots' (`havenbaron_bots::analysis`, docs/ANALYSIS.md); this file only reads
//! the record and puts the report into words.

use std::fmt::Write as _;
use std::process::ExitCode;

use anyhow::{Context, bail};
use havenbaron_bots::analysis::{self, AnalysisError, Label, Options, Report};
use havenbaron_engine::{Arg, Config, Game, Message, Seat};
use havenbaron_words::Words;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Deserialize;

use crate::AnalyseArgs;
use crate::record::{Entry, FORMAT, FORMAT_1};
use crate::setup::{load_data, new_game};

/// Columns of the graph's plot (the whole line stays within 80 columns).
const GRAPH_WIDTH: usize = 64;
/// Rows of the graph: 0% to 100% in steps of 10.
const GRAPH_ROWS: usize = 11;

/// The parts of a record the analysis reads.
#[derive(Deserialize)]
struct RecordFile {
    format: String,
    config: Config,
    #[serde(default)]
    bots: Vec<String>,
    actions: Vec<Entry>,
}

pub fn run(args: AnalyseArgs) -> anyhow::Result<ExitCode> {
    let words = Words::new(&args.lang).map_err(anyhow::Error::msg)?;
    let file = args.file.display().to_string();
    let text =
        std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    let record: RecordFile = serde_json::from_str(&text)
        .with_context(|| format!("{file} is not a valid game record (`{FORMAT}`)"))?;
    if record.format != FORMAT && record.format != FORMAT_1 {
        bail!(
            "{file} has record format `{}`; this program reads `{FORMAT}`",
            record.format
        );
    }
    let say = |m: Message| words.format(&m, &|s| words.seat(s));
    let data = load_data(args.data.as_deref())?;
    // The config is checked here so that its refusal reads like `replay`'s.
    new_game(&record.config, &data)
        .with_context(|| format!("the config in {file} cannot start a game"))?;
    let moves: Vec<(Seat, havenbaron_engine::Action)> =
        record.actions.iter().map(|e| (e.seat, e.action)).collect();
    let options = Options {
        budget: args.budget,
        seed: args.seed,
    };
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{} {{bar:40}} {{pos}}/{{len}} · {{elapsed_precise}} · ETA {{eta_precise}}",
            words.text("analysis-progress")
        ))
        .expect("a valid template"),
    );
    if args.json {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let result = analysis::analyse(
        &data,
        &record.config,
        &moves,
        options,
        &mut |done, total| {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        },
    );
    bar.finish_and_clear();
    let report = match result {
        Ok(report) => report,
        Err(e) => {
            let text = |t: String| Arg::Text(t);
            let m = match e {
                AnalysisError::Unfinished => {
                    Message::new("analysis-unfinished").arg("file", text(file.clone()))
                }
                AnalysisError::Refused { index, seat, .. } => Message::new("analysis-refused")
                    .arg("file", text(file.clone()))
                    .num("index", index as i64 + 1)
                    .arg("seat", Arg::Seat(seat)),
                AnalysisError::Budget(n) => Message::new("analysis-budget").num("budget", n),
                AnalysisError::Config(e) => bail!("the config in {file} cannot start a game: {e}"),
            };
            bail!("{}", say(m));
        }
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
        return Ok(ExitCode::SUCCESS);
    }
    let game = new_game(&record.config, &data)?;
    print!(
        "{}",
        render(&words, &file, &record.bots, &report, game, &moves)
    );
    Ok(ExitCode::SUCCESS)
}

/// The report in words: the heading, the players' table, the flagged decisions and the graph.
fn render(
    words: &Words,
    file: &str,
    bots: &[String],
    report: &Report,
    mut game: Game,
    moves: &[(Seat, havenbaron_engine::Action)],
) -> String {
    let say = |m: Message| words.format(&m, &|s| words.seat(s));
    let text = |t: String| Arg::Text(t);
    let mut out = String::new();
    let m = Message::new("analysis-title")
        .arg("file", text(file.to_string()))
        .arg("ruleset", text(report.ruleset.to_string()))
        .num("players", report.players)
        .num("actions", report.actions as i64);
    let _ = writeln!(out, "{}", say(m));
    let m = Message::new("analysis-method")
        .num("budget", report.budget)
        .arg("seed", text(report.seed.to_string()))
        .arg("method", text(report.method.clone()))
        .arg("version", text(report.bots_version.clone()));
    let _ = writeln!(out, "{}\n", say(m));
    out.push_str(&players_table(words, bots, report));
    let _ = writeln!(out, "{}\n", wrap(&words.text("analysis-explain"), 78));

    // Each flagged decision, its actions named in the position they were taken in.
    let flagged: Vec<_> = report.flagged(Label::Mistake).collect();
    if flagged.is_empty() {
        let _ = writeln!(out, "{}\n", words.text("analysis-flagged-none"));
    } else {
        let _ = writeln!(out, "{}", words.text("analysis-flagged-heading"));
        let mut next = 0;
        for d in flagged {
            while next < d.index {
                let (seat, action) = moves[next];
                game.apply(seat, &action)
                    .expect("the analysis verified every action");
                next += 1;
            }
            let describe = |a| Arg::Message(Box::new(game.describe(a)));
            let label = d.label.map_or("", Label::id);
            let m = Message::new("analysis-flagged")
                .num("index", d.index as i64 + 1)
                .arg("seat", Arg::Seat(d.seat))
                .arg(
                    "label",
                    text(words.text(&format!("analysis-label-{label}"))),
                )
                .arg("taken", describe(&d.taken))
                .num("taken-win", percent(d.taken_value.win))
                .arg("best", describe(&d.best))
                .num("best-win", percent(d.best_value.win));
            let _ = writeln!(out, "  {}", say(m));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "{}", words.text("analysis-graph-heading"));
    out.push_str(&graph(words, report));
    out
}

/// `text` broken into lines of at most `width` columns at spaces (a longer word stays whole).
fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.join("\n")
}

fn percent(share: f64) -> i64 {
    (share * 100.0).round() as i64
}

/// Points of win share, signed, one decimal: "+12.5", "−3.0".
fn points(share: f64) -> String {
    let p = share * 100.0;
    if p < -0.05 {
        format!("−{:.1}", -p)
    } else {
        format!("+{:.1}", p.max(0.0))
    }
}

/// One line per player: accuracy, skill, luck, the counts of each label, result and score.
fn players_table(words: &Words, bots: &[String], report: &Report) -> String {
    let t = |id: &str| words.text(id);
    let cols = [
        t("analysis-col-player"),
        t("analysis-col-accuracy"),
        t("analysis-col-skill"),
        t("analysis-col-luck"),
        t("analysis-col-inaccuracies"),
        t("analysis-col-mistakes"),
        t("analysis-col-blunders"),
        t("analysis-col-result"),
        t("analysis-col-score"),
    ];
    let names: Vec<String> = report
        .seats
        .iter()
        .map(|p| match bots.get(p.seat as usize) {
            Some(b) if b == "human" => format!("{} ({})", words.seat(p.seat), t("cli-human")),
            Some(b) => format!("{} ({b})", words.seat(p.seat)),
            None => words.seat(p.seat),
        })
        .collect();
    let mut w: Vec<usize> = cols.iter().map(|c| c.chars().count().max(5)).collect();
    w[0] = names
        .iter()
        .map(|n| n.chars().count())
        .chain([w[0]])
        .max()
        .unwrap_or(5);
    let mut out = String::new();
    let row = |cells: [String; 9], out: &mut String| {
        let mut line = format!("{:<w0$}", cells[0], w0 = w[0]);
        for (cell, &width) in cells.iter().zip(&w).skip(1) {
            let pad = width.saturating_sub(cell.chars().count());
            let _ = write!(line, " {}{cell}", " ".repeat(pad));
        }
        let _ = writeln!(out, "{}", line.trim_end());
    };
    row(cols.clone(), &mut out);
    for (p, name) in report.seats.iter().zip(names) {
        row(
            [
                name,
                p.accuracy.map_or("–".into(), |a| format!("{a:.1}")),
                points(-p.skill),
                points(p.luck),
                p.inaccuracies.to_string(),
                p.mistakes.to_string(),
                p.blunders.to_string(),
                percent(p.result).to_string(),
                p.score.to_string(),
            ],
            &mut out,
        );
    }
    out.push('\n');
    out
}

/// Each seat's win chance over the game, as text: one digit per seat at its value in each
/// column (a column spans a stretch of actions and shows the value at its end), `*` where
/// several meet, rows from 100% down to 0%.
fn graph(words: &Words, report: &Report) -> String {
    let actions = report.actions.max(1);
    let mut grid = vec![vec![' '; GRAPH_WIDTH]; GRAPH_ROWS];
    for seat in 0..report.players {
        let series = report.series(seat);
        let mut at = 0;
        let rows: Vec<usize> = (0..GRAPH_WIDTH)
            .map(|col| {
                let end = (col + 1) * actions / GRAPH_WIDTH;
                while at + 1 < series.len() && series[at + 1].0 <= end {
                    at += 1;
                }
                let win = series[at].1.clamp(0.0, 1.0);
                GRAPH_ROWS - 1 - (win * (GRAPH_ROWS - 1) as f64).round() as usize
            })
            .collect();
        for (col, &row) in rows.iter().enumerate() {
            let cell = &mut grid[row][col];
            let mark = char::from_digit(seat as u32, 10).unwrap_or('?');
            *cell = if *cell == ' ' || *cell == mark {
                mark
            } else {
                '*'
            };
        }
    }
    let mut out = String::new();
    for (r, line) in grid.iter().enumerate() {
        let pct = (GRAPH_ROWS - 1 - r) * 100 / (GRAPH_ROWS - 1);
        let label = if pct.is_multiple_of(50) {
            format!("{pct:>3}%")
        } else {
            "    ".to_string()
        };
        let body: String = line.iter().collect();
        let _ = writeln!(out, "{label} |{}", body.trim_end());
    }
    let _ = writeln!(out, "     +{}", "-".repeat(GRAPH_WIDTH));
    let end = report.actions.to_string();
    let axis = words.text("analysis-graph-axis");
    let gap = GRAPH_WIDTH.saturating_sub(1 + axis.chars().count() + 2 + end.chars().count());
    let _ = writeln!(out, "      0{}{axis}  {end}", " ".repeat(gap));
    out
}
