//! Setting a game up from the command line: data set, config, bots.

use std::path::Path;

use anyhow::{Context, bail};
use havenbaron_bots::{BOT_NAMES, Bot, make_bot};
use havenbaron_engine::{Config, DataSet, DataSource, Game};

use crate::GameArgs;

/// The built-in data, or the data of `dir` (every problem listed when it does not load).
pub fn load_data(dir: Option<&Path>) -> anyhow::Result<DataSet> {
    let Some(dir) = dir else {
        return Ok(DataSet::builtin());
    };
    if !dir.is_dir() {
        bail!("the data folder {} does not exist", dir.display());
    }
    DataSet::load(&DataSource::Dir(dir.to_path_buf())).map_err(|e| {
        anyhow::anyhow!(
            "cannot load the data folder {}: {} error(s):\n{}",
            dir.display(),
            e.problems.error_count(),
            e.problems
                .to_string()
                .lines()
                .map(|l| format!("  {l}"))
                .collect::<Vec<_>>()
                .join("\n")
        )
    })
}

/// The game's config from the shared arguments.
pub fn config(args: &GameArgs, seed: u64) -> Config {
    let mut config = Config::new(args.ruleset, args.players, seed);
    for v in &args.variants {
        config = config.with_variant(v);
    }
    config.round_cap = args.round_cap;
    config
}

/// A new game, with a config error turned into a clear message.
pub fn new_game(config: &Config, data: &DataSet) -> anyhow::Result<Game> {
    Game::with_data(config, data).context("invalid game settings")
}

/// The bot specs in `--bots`, which clap splits at every comma: a part that is a search option
/// (`key=value`, as in `ismcts:strong,tie=off`) belongs to the spec before it.
pub fn bot_specs(parts: &[String]) -> Vec<String> {
    let mut specs: Vec<String> = Vec::new();
    for part in parts.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        match specs.last_mut() {
            Some(spec) if part.contains('=') && !part.contains(':') => {
                spec.push(',');
                spec.push_str(part);
            }
            _ => specs.push(part.to_string()),
        }
    }
    specs
}

/// The bot names for `seats` seats from `--bots` (empty: all greedy; one name: every seat).
pub fn bot_names(list: &[String], seats: usize, what: &str) -> anyhow::Result<Vec<String>> {
    let list = bot_specs(list);
    match list.len() {
        0 => Ok(vec!["greedy".to_string(); seats]),
        1 => Ok(vec![list[0].clone(); seats]),
        n if n == seats => Ok(list),
        n => bail!(
            "--bots names {n} bot(s), but {seats} are needed ({what}); give {seats} names, or one for all (available: {})",
            BOT_NAMES.join(", ")
        ),
    }
}

/// A seeded bot; each seat gets its own seed derived from the game's.
pub fn bot(name: &str, data: &DataSet, game_seed: u64, seat: u8) -> anyhow::Result<Box<dyn Bot>> {
    let seed = game_seed
        .wrapping_add(0x9E37_79B9_7F4A_7C15u64.wrapping_mul(seat as u64 + 1))
        .rotate_left(17);
    make_bot(name, data, seed).map_err(|e| anyhow::anyhow!(e))
}
