//! Plays random games of every rule set and prints how they went (a quick look, not a test).
use havenbaron_engine::*;
use rand::{RngExt, SeedableRng};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).map_or(300, |s| s.parse().unwrap());
    for ruleset in Ruleset::ALL {
        let mut total = 0usize;
        let mut ended = 0;
        let t = std::time::Instant::now();
        for seed in 0..games {
            let mut g = Game::new(&Config::new(ruleset, 2 + (seed % 3) as u8, seed)).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut legal = Vec::new();
            while !g.is_over() {
                g.legal_actions_into(&mut legal);
                assert!(!legal.is_empty(), "no legal actions");
                let a = legal[rng.random_range(0..legal.len())];
                g.apply_unchecked(&a);
                total += 1;
            }
            if !g.outcome().unwrap().capped {
                ended += 1;
            }
        }
        let el = t.elapsed().as_secs_f64();
        println!(
            "{ruleset}: {games} games, {ended} ended by rule, {} actions/game, {:.0} actions/s, {:.0} games/s",
            total / games as usize,
            total as f64 / el,
            games as f64 / el
        );
    }
}
