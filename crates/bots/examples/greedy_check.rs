//! Greedy against three random bots (and four greedy) for a rule set: a quick strength check.
//! `cargo run --release -p havenbaron-bots --example greedy_check -- masters 100`
use havenbaron_bots::{Budget, make_bot};
use havenbaron_engine::*;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let ruleset: Ruleset = args
        .get(1)
        .map_or("rotterdam", |s| s.as_str())
        .parse()
        .unwrap();
    let games: u64 = args.get(2).map_or(100, |s| s.parse().unwrap());
    let data = DataSet::builtin();
    for all_greedy in [false, true] {
        let (mut wins, mut capped, mut rounds) = (0.0, 0, 0);
        for seed in 0..games {
            let seat_g = (seed % 4) as u8;
            let mut bots: Vec<_> = (0..4)
                .map(|s| {
                    let name = if s == seat_g || all_greedy {
                        "greedy"
                    } else {
                        "random"
                    };
                    make_bot(name, &data, seed * 10 + s as u64).unwrap()
                })
                .collect();
            let mut g = Game::new(&Config::new(ruleset, 4, seed)).unwrap();
            while let Some(s) = g.to_act() {
                let legal = g.legal_actions();
                let a = bots[s as usize].choose(&g.view(Some(s)), &legal, Budget::Default);
                g.apply(s, &a).unwrap();
            }
            let o = g.outcome().unwrap();
            capped += o.capped as u32;
            rounds += o.rounds;
            if o.winners.contains(&seat_g) {
                wins += 1.0 / o.winners.len() as f64;
            }
        }
        println!(
            "{ruleset} {}: greedy seat win share {:.1}% over {games}, capped {capped}, mean rounds {:.1}",
            if all_greedy {
                "4 greedy"
            } else {
                "greedy vs 3 random"
            },
            100.0 * wins / games as f64,
            rounds as f64 / games as f64
        );
    }
}
