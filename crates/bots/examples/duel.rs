use havenbaron_bots::{make_bot, Budget};
use havenbaron_engine::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).map_or(100, |s| s.parse().unwrap());
    let data = DataSet::builtin();
    let mut wins = 0.0; let mut capped = 0; let mut rounds = 0;
    for seed in 0..games {
        let seat_g = (seed % 4) as u8;
        let mut bots: Vec<_> = (0..4).map(|s| make_bot(if s == seat_g || std::env::var("ALLG").is_ok() {"greedy"} else {"random"}, &data, seed * 10 + s as u64).unwrap()).collect();
        let mut g = Game::new(&Config::new(Ruleset::Rotterdam, 4, seed)).unwrap();
        while let Some(s) = g.to_act() {
            let legal = g.legal_actions();
            let a = bots[s as usize].choose(&g.view(Some(s)), &legal, Budget::Default);
            g.apply(s, &a).unwrap();
        }
        let o = g.outcome().unwrap();
        if o.capped { capped += 1; }
        rounds += o.rounds;
        if o.winners.contains(&seat_g) { wins += 1.0 / o.winners.len() as f64; }
    }
    println!("greedy win share {:.1}% over {games}, capped {capped}, mean rounds {:.1}", 100.0 * wins / games as f64, rounds as f64 / games as f64);
}
