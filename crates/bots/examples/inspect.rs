//! One game with the first bot in seat 0: what it chose, by kind of action, and its time.
//! `cargo run --release -p havenbaron-bots --example inspect -- RULESET PLAYERS SEED BOT...`
use std::collections::BTreeMap;
use std::time::Instant;

use havenbaron_bots::{Budget, make_bot};
use havenbaron_engine::{Config, DataSet, Game, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ruleset: Ruleset = args[0].parse().unwrap();
    let args = &args[1..];
    let players: u8 = args[0].parse().unwrap();
    let seed: u64 = args[1].parse().unwrap();
    let data = DataSet::builtin();
    let mut bots: Vec<_> = (0..players as usize)
        .map(|s| make_bot(&args[2 + s.min(args.len() - 3)], &data, seed + s as u64).unwrap())
        .collect();
    let mut game = Game::with_data(&Config::new(ruleset, players, seed), &data).unwrap();
    let mut kinds: BTreeMap<String, (u32, f64, usize)> = BTreeMap::new();
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        game.legal_actions_into(&mut legal);
        let view = game.view(Some(seat));
        let t = Instant::now();
        let a = bots[seat as usize].choose(&view, &legal, Budget::Default);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        if seat == 0 {
            let json = a.to_json();
            let kind = json.split('"').nth(3).unwrap_or("?").to_string();
            let e = kinds.entry(kind).or_default();
            e.0 += 1;
            e.1 += ms;
            e.2 += legal.len();
        }
        game.apply(seat, &a).unwrap();
    }
    let o = game.outcome().unwrap();
    println!(
        "rounds {}, capped {}, winners {:?}",
        o.rounds, o.capped, o.winners
    );
    for s in &o.scores {
        println!(
            "  seat {}: {} (missions {}, cards {}, products {})",
            s.seat, s.total, s.missions, s.cards, s.products
        );
    }
    for (k, (n, ms, l)) in &kinds {
        println!(
            "{k:>18}: {n:>4} decisions, {:>7.1} ms mean, {:.1} legal mean",
            ms / *n as f64,
            *l as f64 / *n as f64
        );
    }
}
