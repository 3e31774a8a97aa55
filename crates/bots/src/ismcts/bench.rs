//! `havenbaron bench --bot ismcts…`: search iterations against random full playouts from
//! one fixed mid-game position, and the time of one decision.

use std::time::{Duration, Instant};

use havenbaron_engine::{Config, DataSet, Game, Ruleset};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::{Ismcts, Settings};
use crate::greedy::Greedy;
use crate::rulesets::Experts;
use crate::{Bot, Budget};

/// Rounds the greedy bots play to reach [`bench()`]'s position: about a third of one of their
/// four-player games (each rule set's `Expert::BENCH_ROUNDS`).
pub fn bench_rounds(ruleset: Ruleset) -> u32 {
    Experts::bench_rounds(ruleset)
}

/// What [`bench()`] measured. JSON via serde; `Display` prints a short text report.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub bot: String,
    pub settings: Settings,
    pub ruleset: String,
    pub players: u8,
    pub seed: u64,
    /// The position: the round reached and the actions played to get there.
    pub position_round: u32,
    pub position_actions: u32,
    pub legal_actions: usize,
    pub random_playouts_per_s: f64,
    pub random_actions_per_playout: f64,
    pub iterations_per_s: f64,
    /// `iterations_per_s / random_playouts_per_s`.
    pub ratio: f64,
    /// One decision with the bot's default budget.
    pub decision_ms: f64,
    pub decision_iterations: u32,
    pub decision_nodes: usize,
}

impl std::fmt::Display for BenchReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} at a {}-player {} position (seed {}, round {}, {} actions played, {} legal actions)",
            self.bot,
            self.players,
            self.ruleset,
            self.seed,
            self.position_round,
            self.position_actions,
            self.legal_actions
        )?;
        writeln!(
            f,
            "  random full playouts: {:>10.0} /s  ({:.0} actions each)",
            self.random_playouts_per_s, self.random_actions_per_playout
        )?;
        writeln!(
            f,
            "  search iterations:    {:>10.0} /s  ({:.0}% of random playouts/s)",
            self.iterations_per_s,
            100.0 * self.ratio
        )?;
        write!(
            f,
            "  one decision, default budget: {:.1} ms, {} iterations, {} nodes",
            self.decision_ms, self.decision_iterations, self.decision_nodes
        )
    }
}

/// The position [`bench()`] measures at: `greedy` bots (seeded `config.seed + seat`) play the game
/// of `config` for `rounds` rounds (by the search's clock: Rotterdam's rounds, Masters' rounds
/// of dock workers, Antwerpen's turns of every player) or until it ends. Returns the game and
/// the actions played.
pub fn bench_position(data: &DataSet, config: &Config, rounds: u32) -> Result<(Game, u32), String> {
    let mut game = Game::with_data(config, data).map_err(|e| e.to_string())?;
    let mut bots: Vec<Greedy> = (0..config.players)
        .map(|s| Greedy::new(data.clone(), config.seed.wrapping_add(s as u64)))
        .collect();
    let mut played = 0;
    let mut legal = Vec::new();
    let experts = Experts::new(data);
    let end = experts.clock(&game) + rounds * experts.round_ticks(&game);
    while let Some(seat) = game.to_act() {
        if experts.clock(&game) >= end {
            break;
        }
        game.legal_actions_into(&mut legal);
        let action = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply_unchecked(&action);
        played += 1;
    }
    Ok((game, played))
}

/// Measures an `ismcts` spec (`ismcts`, `ismcts:strong`, `ismcts:500it,depth=full`, …) for the
/// game of `config` (rule set, players, variants; its seed seeds the position, the playouts and
/// the bot): at a fixed mid-game position (see [`bench_position`], [`bench_rounds`]),
/// random full playouts per second from that position against search iterations per second
/// (the seat to act searching from its view), then the time of one decision with the bot's
/// default budget. Takes about `seconds` plus that decision.
pub fn bench(
    data: &DataSet,
    spec: &str,
    config: &Config,
    seconds: f64,
) -> Result<BenchReport, String> {
    let rest = spec
        .strip_prefix("ismcts")
        .ok_or_else(|| format!("`{spec}` is not an ismcts bot"))?;
    let rest = rest.strip_prefix(':').unwrap_or(rest);
    let settings = Settings::parse(rest)?;
    let seed = config.seed;
    let (position, played) = bench_position(data, config, bench_rounds(config.ruleset))?;
    let Some(seat) = position.to_act() else {
        return Err("the game ended before the bench position".into());
    };
    let half = Duration::from_secs_f64((seconds / 2.0).max(0.05));

    // Random full playouts from the position.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xBE7C);
    let mut legal = Vec::new();
    let (mut playouts, mut actions) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < half {
        let mut game = position.clone();
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.apply_unchecked(&a);
            actions += 1;
        }
        std::hint::black_box(&game);
        playouts += 1;
    }
    let random_s = start.elapsed().as_secs_f64();

    // Search iterations from the same position, as the seat to act sees it.
    let view = position.view(Some(seat));
    let legal = position.legal_actions();
    let mut bot = Ismcts::new(data.clone(), settings.clone(), seed);
    bot.search(&view, &legal, Budget::Millis(half.as_millis() as u64));
    let timed = bot.last_stats();
    let mut bot = Ismcts::new(data.clone(), settings.clone(), seed);
    let start = Instant::now();
    bot.search(&view, &legal, Budget::Default);
    let decision_ms = start.elapsed().as_secs_f64() * 1000.0;
    let decision = bot.last_stats();

    let random_playouts_per_s = playouts as f64 / random_s;
    let iterations_per_s = timed.iterations as f64 / timed.seconds;
    Ok(BenchReport {
        bot: spec.to_string(),
        settings,
        ruleset: config.ruleset.to_string(),
        players: config.players,
        seed,
        position_round: {
            let experts = Experts::new(data);
            experts.clock(&position) / experts.round_ticks(&position)
        },
        position_actions: played,
        legal_actions: legal.len(),
        random_playouts_per_s,
        random_actions_per_playout: actions as f64 / playouts.max(1) as f64,
        iterations_per_s,
        ratio: iterations_per_s / random_playouts_per_s,
        decision_ms,
        decision_iterations: decision.iterations,
        decision_nodes: decision.nodes,
    })
}
