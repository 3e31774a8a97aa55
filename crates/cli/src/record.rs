//! Game records (`play --record FILE`) and `havenbaron replay FILE`.
//!
//! JSON shape (format `havenbaron-record/2`):
//! `{"format":"havenbaron-record/2","config":{…},"bots":["human","greedy",…],
//!   "actions":[{"seat":0,"action":{"type":"pass"}},…],"outcome":{…}|null,
//!   "final_hash":"0123456789abcdef"}`.
//! `bots` names each seat's player (`human` for a person); `outcome` is `null` for a game left
//! before its end; `final_hash` is [`Game::state_hash`] after the last action, 16 hex digits.
//!
//! Versions: `/2` stores the canonical hash (FNV-1a over the state's postcard encoding, the same on every
//! machine). `/1` files (until November 2026) stored a hash that depended on Rust's
//! `derive(Hash)`. Both carry the config, and the config the rules revision
//! (`config.rules`, revision 1 when absent): a record made under another revision than this
//! build plays is refused with that reason, since its actions need not replay to the same
//! game. So every `/1` file (all made under revision 1) is refused, with that reason.

use std::path::Path;
use std::process::ExitCode;

use anyhow::{Context, bail};
use havenbaron_engine::{Action, Arg, Config, Game, Message, Outcome, Seat};
use havenbaron_words::Words;
use serde::{Deserialize, Serialize};

use crate::ReplayArgs;
use crate::render::{progress, scores_table};
use crate::setup::{load_data, new_game};

pub const FORMAT: &str = "havenbaron-record/2";
/// The first format, recognised (not written) so that its files get the revision refusal.
pub const FORMAT_1: &str = "havenbaron-record/1";

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
    let words = Words::new(&args.lang).map_err(anyhow::Error::msg)?;
    let file = args.file.display().to_string();
    let text =
        std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {file}"))?;
    let value: serde_json::Value = serde_json::from_str(&text)
        .with_context(|| format!("{file} is not valid JSON (expected a game record)"))?;
    match value.get("format").and_then(|f| f.as_str()) {
        Some(FORMAT | FORMAT_1) => {}
        Some(other) => bail!(
            "{file} has record format `{other}`; this program reads `{FORMAT}` and `{FORMAT_1}`"
        ),
        None => bail!("{file} is not a game record: it has no \"format\": \"{FORMAT}\""),
    }
    let record: RecordFile = serde_json::from_value(value)
        .with_context(|| format!("{file} is not a valid game record"))?;
    debug_assert!(record.format == FORMAT || record.format == FORMAT_1);
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
            // The refusal in words: what the rules expected instead, and the rule.
            let why = match e {
                havenbaron_engine::RuleError::Illegal { expected, rule, .. } => format!(
                    "not allowed now ({rule}): {}",
                    words.format(&expected, &|s| words.seat(s))
                ),
                other => other.to_string(),
            };
            bail!(
                "{file} does not verify: action {n} of {total} (seat {}: {}) is refused: {why}",
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
    let say = |m: Message| words.format(&m, &|s| words.seat(s));
    let text = |t: String| Arg::Text(t);
    let m = Message::new("cli-verified")
        .arg("file", text(file.to_string()))
        .arg("actions", text(total.to_string()))
        .arg("hash", text(hash.to_string()));
    println!("{}", say(m));
    let m = Message::new("cli-replay-config")
        .arg("ruleset", text(record.config.ruleset.to_string()))
        .num("players", record.config.players)
        .arg("seed", text(record.config.seed.to_string()))
        .arg("variants", text(variants_text(&words, &record.config)));
    println!("{}", say(m));
    // A person's seat is recorded as `human`: named in the chosen language.
    let shown: Vec<String> = record
        .bots
        .iter()
        .map(|b| {
            if b == "human" {
                words.text("cli-human")
            } else {
                b.clone()
            }
        })
        .collect();
    match &outcome {
        Some(o) => print!("{}", scores_table(&words, o, &shown, record.config.ruleset)),
        None => {
            let m = Message::new("cli-left-before-end")
                .arg("progress", text(progress(&words, &game.view(None))));
            println!("{}", say(m));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The variants and the cap of a game, e.g. ", variant safe_harbour=true, round cap 30".
pub fn variants_text(words: &Words, config: &Config) -> String {
    let say = |m: Message| words.format(&m, &|s| words.seat(s));
    let mut s = String::new();
    for (k, v) in &config.variants {
        s.push_str(&say(Message::new("cli-variant")
            .arg("name", Arg::Text(k.to_string()))
            .arg("value", Arg::Text(v.to_string()))));
    }
    if let Some(cap) = config.round_cap {
        // `cli-round-cap` or `cli-turn-cap`: the rule set's cap unit.
        let id = format!("cli-{}-cap", config.ruleset.info().cap_unit);
        s.push_str(&say(Message::new(id).arg("cap", Arg::Text(cap.to_string()))));
    }
    s
}
