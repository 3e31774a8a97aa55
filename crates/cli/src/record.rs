//! Game records (`play --record FILE`) and `havenbaron replay FILE`.
//!
//! JSON shape (format `havenbaron-record/1`):
//! `{"format":"havenbaron-record/1","config":{…},"bots":["human","greedy",…],
//!   "actions":[{"seat":0,"action":{"type":"pass"}},…],"outcome":{…}|null,
//!   "final_hash":"0123456789abcdef"}`.
//! `bots` names each seat's player (`human` for a person); `outcome` is `null` for a game left
//! before its end; `final_hash` is [`Game::state_hash`] after the last action, 16 hex digits.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, bail};
use havenbaron_engine::{Action, Config, Game, Outcome, Seat};
use serde::{Deserialize, Serialize};

use crate::ReplayArgs;
use crate::render::{progress, scores_table};
use crate::setup::{load_data, new_game};

pub const FORMAT: &str = "havenbaron-record/1";

/// One applied action and the seat that took it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub seat: Seat,
    pub action: Action,
}

#[derive(Debug, Serialize)]
pub struct Record<'a> {
    pub format: &'static str,
    pub config: &'a Config,
    pub bots: &'a [String],
    pub actions: &'a [Entry],
    pub outcome: Option<Outcome>,
    pub final_hash: String,
}

/// A finished (or verified) game in JSON: `play --json` and `replay --json`.
#[derive(Debug, Serialize)]
pub struct Summary<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verified: Option<bool>,
    pub config: &'a Config,
    pub bots: &'a [String],
    pub actions: usize,
    pub outcome: Option<Outcome>,
    pub final_hash: String,
}

/// The record file as read: actions are kept as raw JSON so that a malformed one is reported
/// with its index like any other bad action.
#[derive(Debug, Deserialize)]
struct RecordFile {
    format: String,
    config: Config,
    #[serde(default)]
    bots: Vec<String>,
    actions: Vec<serde_json::Value>,
    outcome: Option<Outcome>,
    final_hash: String,
}

pub fn hash_text(hash: u64) -> String {
    format!("{hash:016x}")
}

/// Writes the record of `game` (config, seats, actions so far, outcome, state hash).
pub fn save(
    path: &Path,
    config: &Config,
    bots: &[String],
    actions: &[Entry],
    game: &Game,
) -> anyhow::Result<()> {
    let record = Record {
        format: FORMAT,
        config,
        bots,
        actions,
        outcome: game.outcome(),
        final_hash: hash_text(game.state_hash()),
    };
    let text = serde_json::to_string_pretty(&record).context("serializing the record")?;
    std::fs::write(path, text + "\n")
        .with_context(|| format!("cannot write the record to {}", path.display()))
}

pub fn replay(args: ReplayArgs) -> anyhow::Result<ExitCode> {
    let file = args.file.display().to_string();
    let text =
        std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .with_context(|| format!("{file} is not valid JSON (expected a game record)"))?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(FORMAT) => {}
        Some(other) => bail!("{file} has record format `{other}`; this program reads `{FORMAT}`"),
        None => bail!("{file} is not a game record: it has no \"format\": \"{FORMAT}\""),
    }
    let record: RecordFile = serde_json::from_value(value)
        .with_context(|| format!("{file} is not a valid game record"))?;
    debug_assert_eq!(record.format, FORMAT);
    let data = load_data(args.data.as_deref())?;
    let mut game = new_game(&record.config, &data)
        .with_context(|| format!("the config in {file} cannot start a game"))?;
    let total = record.actions.len();
    for (i, raw) in record.actions.iter().enumerate() {
        let n = i + 1;
        let entry: Entry = serde_json::from_value(raw.clone()).map_err(|e| {
            anyhow::anyhow!(
                "{file} does not verify: action {n} of {total} is malformed: {raw}: {e} \
                 (expected {{\"seat\":S,\"action\":{{\"type\":…}}}})"
            )
        })?;
        if let Err(e) = game.apply(entry.seat, &entry.action) {
            bail!(
                "{file} does not verify: action {n} of {total} (seat {}: {}) is refused: {e}",
                entry.seat,
                entry.action.to_json(),
            );
        }
    }
    let outcome = game.outcome();
    if outcome != record.outcome {
        let show = |o: &Option<Outcome>| {
            o.as_ref().map_or("null (game not over)".to_string(), |o| {
                serde_json::to_string(o).unwrap_or_default()
            })
        };
        bail!(
            "{file} does not verify: after its {total} actions the outcome is {}, but the record says {}",
            show(&outcome),
            show(&record.outcome)
        );
    }
    let hash = hash_text(game.state_hash());
    if hash != record.final_hash.trim().to_ascii_lowercase() {
        bail!(
            "{file} does not verify: after its {total} actions the state hash is {hash}, but the record says {} (was the game played with other data? see --data)",
            record.final_hash
        );
    }
    if args.json {
        let out = Summary {
            verified: Some(true),
            config: &record.config,
            bots: &record.bots,
            actions: total,
            outcome,
            final_hash: hash,
        };
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "{file}: verified — {total} actions replayed, outcome and final state hash {hash} match"
    );
    println!(
        "{}, {} players, seed {}{}",
        record.config.ruleset,
        record.config.players,
        record.config.seed,
        variants_text(&record.config)
    );
    match &outcome {
        Some(o) => print!("{}", scores_table(o, &record.bots, record.config.ruleset)),
        None => println!(
            "the game was left before its end ({})",
            progress(&game.view(None))
        ),
    }
    Ok(ExitCode::SUCCESS)
}

pub fn variants_text(config: &Config) -> String {
    let mut s = String::new();
    for (k, v) in &config.variants {
        s.push_str(&format!(", variant {k}={v}"));
    }
    if let Some(cap) = config.round_cap {
        let unit = config.ruleset.info().cap_unit;
        s.push_str(&format!(", {unit} cap {cap}"));
    }
    s
}
