//! Where a random game's time goes, by decision kind: for each kind of decision (the
//! catalogue id of `Game::expected`, the same for every rule set), its share of the steps, the
//! mean length of its legal list, what listing and applying one costs, and its share of the
//! time. `havenbaron bench` gives the engine's speed; this says which steps to make cheaper.
//!
//! ```text
//! cargo run --release -p havenbaron-engine --example step_costs -- masters 4 300
//! ```
//!
//! Arguments: rule set, players, games (seeds 0..games). Each step's legal list is timed over
//! 16 calls and its action over 16 clone-and-apply rounds less 16 clones of the same state,
//! so a row's figures are means over many steps, not single timings; pin the process to one
//! core (`taskset -c 1`) and compare rows within one run.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use havenbaron_engine::{Action, Config, Game, Ruleset};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

const REPEAT: u32 = 16;

#[derive(Default)]
struct Row {
    steps: u64,
    actions: u64,
    legal_ns: f64,
    apply_ns: f64,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ruleset = args.first().and_then(|r| r.parse::<Ruleset>().ok());
    let players = args.get(1).map_or(Some(4), |p| p.parse::<u8>().ok());
    let games = args.get(2).map_or(Some(200), |g| g.parse::<u64>().ok());
    let (Some(ruleset), Some(players), Some(games)) = (ruleset, players, games) else {
        eprintln!("usage: step_costs <rotterdam|masters|antwerpen> [players, 4] [games, 200]");
        return ExitCode::FAILURE;
    };
    let mut rows: BTreeMap<String, Row> = BTreeMap::new();
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let mut legal: Vec<Action> = Vec::with_capacity(64);
    for seed in 0..games {
        let mut game = match Game::new(&Config::new(ruleset, players, seed)) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("step_costs: {e}");
                return ExitCode::FAILURE;
            }
        };
        while !game.is_over() {
            let row = rows.entry(game.expected().0.id).or_default();
            let start = Instant::now();
            for _ in 0..REPEAT {
                black_box(&game).legal_actions_into(&mut legal);
                black_box(&legal);
            }
            let legal_ns = start.elapsed().as_nanos() as f64 / REPEAT as f64;
            let action = legal[rng.random_range(0..legal.len())];
            let start = Instant::now();
            for _ in 0..REPEAT {
                let mut copy = black_box(&game).clone();
                copy.apply_unchecked(&action);
                black_box(&copy);
            }
            let with_apply = start.elapsed().as_nanos() as f64;
            let start = Instant::now();
            for _ in 0..REPEAT {
                let copy = black_box(&game).clone();
                black_box(&copy);
            }
            let clones = start.elapsed().as_nanos() as f64;
            row.steps += 1;
            row.actions += legal.len() as u64;
            row.legal_ns += legal_ns;
            row.apply_ns += ((with_apply - clones) / REPEAT as f64).max(0.0);
            game.apply_unchecked(&action);
        }
    }
    print_table(ruleset, players, games, &rows);
    ExitCode::SUCCESS
}

fn print_table(ruleset: Ruleset, players: u8, games: u64, rows: &BTreeMap<String, Row>) {
    let steps: u64 = rows.values().map(|r| r.steps).sum();
    let time: f64 = rows.values().map(|r| r.legal_ns + r.apply_ns).sum();
    println!(
        "{}, {players} players, {games} random games: {steps} steps, {:.0} ns a step \
         (legal list and action)",
        ruleset.id(),
        time / steps as f64
    );
    println!(
        "{:<36} {:>7} {:>7} {:>9} {:>9} {:>7}",
        "decision", "steps", "actions", "legal ns", "apply ns", "time"
    );
    let mut sorted: Vec<_> = rows.iter().collect();
    sorted.sort_by(|a, b| {
        let t = |r: &Row| r.legal_ns + r.apply_ns;
        t(b.1).total_cmp(&t(a.1))
    });
    for (id, r) in sorted {
        let n = r.steps as f64;
        println!(
            "{:<36} {:>6.1}% {:>7.1} {:>9.0} {:>9.0} {:>6.1}%",
            id,
            100.0 * n / steps as f64,
            r.actions as f64 / n,
            r.legal_ns / n,
            r.apply_ns / n,
            100.0 * (r.legal_ns + r.apply_ns) / time
        );
    }
}
