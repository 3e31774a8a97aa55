//! An arena between bot specs that contain commas (search options such as `ismcts:easy,tie=off`,
//! which `havenbaron arena --bots` would split): the specs are separated by `;`.
//!
//! `cargo run --release -p havenbaron-bots --example duel -- RULESET PLAYERS GAMES SEED 'SPEC;SPEC;…'`
use havenbaron_bots::arena::{self, ArenaConfig};
use havenbaron_engine::{Config, DataSet, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let ruleset: Ruleset = args[0].parse().unwrap();
    let players: u8 = args[1].parse().unwrap();
    let config = ArenaConfig {
        game: Config::new(ruleset, players, 0),
        bots: args[4].split(';').map(String::from).collect(),
        games: args[2].parse().unwrap(),
        seed: args[3].parse().unwrap(),
        threads: 1,
    };
    let data = DataSet::builtin();
    let results = arena::run(&config, &data, &|_| {}).unwrap();
    println!("{}", results.to_text());
}
