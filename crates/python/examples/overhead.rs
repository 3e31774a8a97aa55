//! What the package's integer actions cost over the engine: random play on the engine alone
//! (`legal_actions_into` + `apply_unchecked`) against the same play through [`Env`] (which
//! also encodes and sorts the legal list and keeps the history), one thread, medians of 5.
//!
//! `cargo run --release --example overhead`

use std::time::Instant;

use havenbaron_engine::{Config, Game, Ruleset};
use havenbaron_python::env::Env;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn engine(ruleset: Ruleset, secs: f64, seed: u64) -> f64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut n, start, mut legal) = (0u64, Instant::now(), Vec::new());
    while start.elapsed().as_secs_f64() < secs {
        let mut g = Game::new(&Config::new(ruleset, 4, rng.random())).unwrap();
        loop {
            g.legal_actions_into(&mut legal);
            if legal.is_empty() {
                break;
            }
            g.apply_unchecked(&legal[rng.random_range(0..legal.len())]);
            n += 1;
        }
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn env(ruleset: Ruleset, secs: f64, seed: u64) -> f64 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut n, start) = (0u64, Instant::now());
    while start.elapsed().as_secs_f64() < secs {
        let mut e = Env::new(Config::new(ruleset, 4, rng.random())).unwrap();
        while e.step_random(&mut rng) {
            n += 1;
        }
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    for r in Ruleset::ALL {
        let e = median((0..5).map(|s| engine(r, 1.0, s)).collect());
        let p = median((0..5).map(|s| env(r, 1.0, s)).collect());
        println!(
            "{r:<10} engine {e:>10.0}/s   env {p:>10.0}/s   ({:.0}%)",
            100.0 * p / e
        );
    }
}
