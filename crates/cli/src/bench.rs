//! `havenbaron bench`: the engine's speed on one thread (ARCHITECTURE: Benchmarks).
//!
//! Full games with uniformly random legal actions (a seeded ChaCha8 generator), legal-action
//! generation included: `legal_actions_into` into a reused `Vec`, then `apply_unchecked`.
//! The measuring time is split into runs; each figure reported is the median over runs. After
//! each run, the cost of `Game::clone` (with the drop of the copy) and of legal-action
//! generation is measured over a fixed sample of mid-game states.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use anyhow::bail;
use havenbaron_engine::{Action, Config, DataSet, Game};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::BenchArgs;
use crate::record::variants_text;
use crate::setup::{config, load_data, new_game};

/// States sampled for the clone and legal-action measurements.
const POOL: usize = 512;

#[derive(Clone, Debug, Serialize)]
struct RunStats {
    seconds: f64,
    games: u64,
    actions: u64,
    games_per_s: f64,
    actions_per_s: f64,
    mean_actions_per_game: f64,
    mean_rounds_per_game: f64,
    capped_fraction: f64,
    clone_ns: f64,
    legal_ns: f64,
}

#[derive(Debug, Serialize)]
struct Report {
    ruleset: String,
    players: u8,
    variants: std::collections::BTreeMap<String, String>,
    round_cap: Option<u32>,
    seed: u64,
    seconds: f64,
    runs: u32,
    threads: u32,
    build: &'static str,
    /// The processor (see `machine::describe`): figures from different machines differ.
    machine: String,
    /// Medians over runs.
    games_per_s: f64,
    actions_per_s: f64,
    mean_actions_per_game: f64,
    mean_rounds_per_game: f64,
    capped_fraction: f64,
    clone_ns: f64,
    legal_ns: f64,
    /// Mean number of legal actions in the sampled states.
    mean_legal_actions: f64,
    games: u64,
    actions: u64,
    per_run: Vec<RunStats>,
}

pub fn run(args: BenchArgs) -> anyhow::Result<ExitCode> {
    if !(args.seconds > 0.0 && args.seconds.is_finite()) {
        bail!("--seconds must be a positive number, not {}", args.seconds);
    }
    if args.runs == 0 {
        bail!("--runs must be at least 1");
    }
    let data = load_data(args.game.data.as_deref())?;
    let template = config(&args.game, args.seed);
    new_game(&template, &data)?;
    if let Some(bot) = &args.bot {
        return bench_bot(bot, &template, &data, args.seconds, args.json);
    }
    let per_run = Duration::from_secs_f64(args.seconds / args.runs as f64);
    let side = (per_run / 10).clamp(Duration::from_millis(10), Duration::from_millis(200));

    let pool = sample_states(&template, &data, args.seed ^ 0x5EED)?;
    let mean_legal_actions = {
        let mut legal = Vec::new();
        let total: usize = pool
            .iter()
            .map(|g| {
                g.legal_actions_into(&mut legal);
                legal.len()
            })
            .sum();
        total as f64 / pool.len().max(1) as f64
    };

    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let mut next_seed = args.seed;
    let mut legal: Vec<Action> = Vec::with_capacity(64);
    let mut runs = Vec::new();
    for _ in 0..args.runs {
        let (mut games, mut actions, mut rounds, mut capped) = (0u64, 0u64, 0u64, 0u64);
        let start = Instant::now();
        loop {
            let mut cfg = template.clone();
            cfg.seed = next_seed;
            next_seed = next_seed.wrapping_add(1);
            let mut game = Game::with_data(&cfg, &data)?;
            while !game.is_over() {
                game.legal_actions_into(&mut legal);
                if legal.is_empty() {
                    bail!("seed {}: no legal action in a running game", cfg.seed);
                }
                let a = legal[rng.random_range(0..legal.len())];
                game.apply_unchecked(&a);
                actions += 1;
            }
            let outcome = game.outcome().expect("the game is over");
            rounds += outcome.rounds as u64;
            capped += outcome.capped as u64;
            games += 1;
            if start.elapsed() >= per_run {
                break;
            }
        }
        let secs = start.elapsed().as_secs_f64();
        // The copy is looked at where it lies: `black_box(copy)` would move it, a second copy
        // of the whole state that is not part of a clone.
        let clone_ns = per_call_ns(&pool, side, |g| {
            let copy = g.clone();
            black_box(&copy);
        });
        let legal_ns = per_call_ns(&pool, side, |g| {
            g.legal_actions_into(&mut legal);
            black_box(&legal);
        });
        runs.push(RunStats {
            seconds: secs,
            games,
            actions,
            games_per_s: games as f64 / secs,
            actions_per_s: actions as f64 / secs,
            mean_actions_per_game: actions as f64 / games as f64,
            mean_rounds_per_game: rounds as f64 / games as f64,
            capped_fraction: capped as f64 / games as f64,
            clone_ns,
            legal_ns,
        });
    }

    let med = |f: fn(&RunStats) -> f64| median(runs.iter().map(f).collect());
    let report = Report {
        ruleset: template.ruleset.to_string(),
        players: template.players,
        variants: template.variants.clone(),
        round_cap: template.round_cap,
        seed: args.seed,
        seconds: args.seconds,
        runs: args.runs,
        threads: 1,
        build: if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
        machine: crate::machine::describe(),
        games_per_s: med(|r| r.games_per_s),
        actions_per_s: med(|r| r.actions_per_s),
        mean_actions_per_game: med(|r| r.mean_actions_per_game),
        mean_rounds_per_game: med(|r| r.mean_rounds_per_game),
        capped_fraction: med(|r| r.capped_fraction),
        clone_ns: med(|r| r.clone_ns),
        legal_ns: med(|r| r.legal_ns),
        mean_legal_actions,
        games: runs.iter().map(|r| r.games).sum(),
        actions: runs.iter().map(|r| r.actions).sum(),
        per_run: runs,
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_table(&report, &template);
    }
    Ok(ExitCode::SUCCESS)
}

/// Mid-game states from a few random games (not timed), for the clone and legal measurements.
fn sample_states(template: &Config, data: &DataSet, seed: u64) -> anyhow::Result<Vec<Game>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pool = Vec::with_capacity(POOL);
    let mut legal = Vec::new();
    let mut game_seed = seed;
    for _ in 0..1000 {
        let mut cfg = template.clone();
        cfg.seed = game_seed;
        game_seed = game_seed.wrapping_add(1);
        let mut game = Game::with_data(&cfg, data)?;
        while !game.is_over() {
            if rng.random_range(0..16) == 0 {
                pool.push(game.clone());
                if pool.len() == POOL {
                    return Ok(pool);
                }
            }
            game.legal_actions_into(&mut legal);
            if legal.is_empty() {
                bail!("seed {}: no legal action in a running game", cfg.seed);
            }
            let a = legal[rng.random_range(0..legal.len())];
            game.apply_unchecked(&a);
        }
    }
    if pool.is_empty() {
        bail!("could not sample any game state");
    }
    Ok(pool)
}

/// Mean nanoseconds per call of `f` over the pool, repeated for about `time`.
fn per_call_ns(pool: &[Game], time: Duration, mut f: impl FnMut(&Game)) -> f64 {
    let start = Instant::now();
    let mut calls = 0u64;
    loop {
        for g in pool {
            f(g);
        }
        calls += pool.len() as u64;
        if start.elapsed() >= time {
            break;
        }
    }
    start.elapsed().as_nanos() as f64 / calls as f64
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n == 0 {
        f64::NAN
    } else if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

fn print_table(r: &Report, config: &Config) {
    println!(
        "havenbaron bench: {}, {} players{}, seed {}; {} run(s) of {:.2} s on one thread ({} build, {})",
        r.ruleset,
        r.players,
        variants_text(&havenbaron_words::Words::english(), config),
        r.seed,
        r.runs,
        r.seconds / r.runs as f64,
        r.build,
        r.machine
    );
    if r.build == "debug" {
        println!("note: a debug build is much slower; use `cargo run --release` for real figures");
    }
    println!(
        "{:>6} {:>7} {:>10} {:>12} {:>9} {:>8} {:>7} {:>9} {:>9}",
        "run",
        "games",
        "games/s",
        "actions/s",
        "act/game",
        "rnd/game",
        "capped",
        "clone ns",
        "legal ns"
    );
    let row = |name: &str, games: String, s: &RunStats| {
        println!(
            "{:>6} {:>7} {:>10.1} {:>12.0} {:>9.1} {:>8.1} {:>6.1}% {:>9.1} {:>9.1}",
            name,
            games,
            s.games_per_s,
            s.actions_per_s,
            s.mean_actions_per_game,
            s.mean_rounds_per_game,
            100.0 * s.capped_fraction,
            s.clone_ns,
            s.legal_ns
        );
    };
    for (i, s) in r.per_run.iter().enumerate() {
        row(&(i + 1).to_string(), s.games.to_string(), s);
    }
    let m = RunStats {
        seconds: r.seconds,
        games: r.games,
        actions: r.actions,
        games_per_s: r.games_per_s,
        actions_per_s: r.actions_per_s,
        mean_actions_per_game: r.mean_actions_per_game,
        mean_rounds_per_game: r.mean_rounds_per_game,
        capped_fraction: r.capped_fraction,
        clone_ns: r.clone_ns,
        legal_ns: r.legal_ns,
    };
    row("median", r.games.to_string(), &m);
    println!(
        "(median row: games column is the total; clone ns = one Game::clone plus its drop; legal ns = one legal_actions_into, {:.1} actions on average)",
        r.mean_legal_actions
    );
}

/// `bench --bot SPEC`: a search bot's iterations/s at a fixed mid-game position against random
/// full playouts/s from the same position, and one decision with its default budget.
fn bench_bot(
    spec: &str,
    config: &Config,
    data: &DataSet,
    seconds: f64,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let report = havenbaron_bots::ismcts::bench(data, spec, config, seconds)
        .map_err(|e| anyhow::anyhow!(e))?;
    let machine = crate::machine::describe();
    if json {
        let mut value = serde_json::to_value(&report)?;
        value["machine"] = machine.into();
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else {
        println!("{report}");
        println!("  (on {machine})");
    }
    Ok(ExitCode::SUCCESS)
}
