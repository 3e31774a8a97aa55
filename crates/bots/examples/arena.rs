//! A tournament from the command line (the library behind `havenbaron arena`):
//! `cargo run --release -p havenbaron-bots --example arena -- PLAYERS GAMES THREADS SEED BOT...`
//! e.g. `… -- 4 100 2 1 ismcts greedy greedy greedy`. Writes `arena.json` and `arena.html`
//! to the folder named by `ARENA_OUT` when it is set.
use std::io::{IsTerminal, Write};

use havenbaron_bots::arena::{self, ArenaConfig, Progress};
use havenbaron_engine::{Config, DataSet, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 5 {
        eprintln!("usage: arena PLAYERS GAMES THREADS SEED BOT...");
        std::process::exit(2);
    }
    let num = |i: usize| -> u64 { args[i].parse().expect("a number") };
    let config = ArenaConfig {
        game: Config::new(Ruleset::Rotterdam, num(0) as u8, 0),
        bots: args[4..].to_vec(),
        games: num(1) as u32,
        threads: num(2) as usize,
        seed: num(3),
    };
    let data = DataSet::builtin();
    let tty = std::io::stderr().is_terminal();
    let results = arena::run(&config, &data, &|p: &Progress| {
        if !tty && !p.done.is_multiple_of((p.total / 10).max(1)) {
            return;
        }
        let eta = p.eta().map_or(0, |d| d.as_secs());
        eprint!(
            "\r{:>4}/{} games, {:>5.0} s, ETA {eta} s   ",
            p.done,
            p.total,
            p.elapsed.as_secs_f64()
        );
        let _ = std::io::stderr().flush();
    })
    .unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(1)
    });
    eprintln!();
    println!("{}", results.to_text());
    if let Ok(dir) = std::env::var("ARENA_OUT") {
        std::fs::write(format!("{dir}/arena.json"), results.to_json()).expect("write json");
        std::fs::write(format!("{dir}/arena.html"), results.to_html()).expect("write html");
    }
}
