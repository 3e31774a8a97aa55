//! Where random play's time goes, from the engine up to the batch, one thread, medians of 5
//! runs of 1 s of CPU time each, actions per CPU second:
//! - `engine`: one game at a time on the engine alone (`legal_actions_into` + `apply_unchecked`);
//! - `env`: the same through [`Env`] (which also encodes and sorts the legal list and keeps the
//!   history);
//! - `batch`: [`Batch::step_random`] over 1024 games, one action per game in turn (what a
//!   batch of games costs over one game: every step touches every game's memory);
//! - `batch csr`: [`Batch::legal`] (a copy of the flat lists, as the binding makes one), a
//!   random pick per game, [`Batch::step`]: the work of the Python `Batch` loop without
//!   Python.
//!
//! `cargo run --release --example overhead`

/// This process's CPU time in seconds: on a shared machine wall time measures the load.
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

/// A stopwatch of CPU time.
struct Instant(f64);

impl Instant {
    fn now() -> Instant {
        Instant(cpu())
    }
    fn elapsed(&self) -> Secs {
        Secs(cpu() - self.0)
    }
}

struct Secs(f64);

impl Secs {
    fn as_secs_f64(&self) -> f64 {
        self.0
    }
}

use havenbaron_engine::{Config, Game, Ruleset};
use havenbaron_python::batch::Batch;
use havenbaron_python::env::Env;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Games in a batch, as in `bench/speed.py`.
fn games() -> usize {
    std::env::var("GAMES").map_or(1024, |g| g.parse().expect("GAMES is a number"))
}

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

fn batch(ruleset: Ruleset, secs: f64, seed: u64) -> f64 {
    let mut b = Batch::new(Config::new(ruleset, 4, seed), games(), 1).unwrap();
    let (mut n, start) = (0u64, Instant::now());
    while start.elapsed().as_secs_f64() < secs {
        n += b.step_random(16);
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn batch_csr(ruleset: Ruleset, secs: f64, seed: u64) -> f64 {
    let mut b = Batch::new(Config::new(ruleset, 4, seed), games(), 1).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut chosen, mut done, mut rewards) = (Vec::new(), Vec::new(), Vec::new());
    let (mut n, start) = (0u64, Instant::now());
    while start.elapsed().as_secs_f64() < secs {
        // A copy of the lists, as the Python binding makes one (into `bytes`).
        let (offsets, actions) = b.legal();
        chosen.clear();
        chosen.extend(
            offsets
                .windows(2)
                .map(|w| actions[rng.random_range(w[0] as usize..w[1] as usize)]),
        );
        b.step(&chosen, &mut done, &mut rewards).unwrap();
        n += games() as u64;
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    println!("actions/s     engine        env      batch  batch csr");
    for r in Ruleset::ALL {
        let rate = |f: fn(Ruleset, f64, u64) -> f64| median((0..5).map(|s| f(r, 1.0, s)).collect());
        println!(
            "{r:<10} {:>10.0} {:>10.0} {:>10.0} {:>10.0}",
            rate(engine),
            rate(env),
            rate(batch),
            rate(batch_csr)
        );
    }
}
