use havenbaron_bots::analysis::{self, Label, Options};
use havenbaron_bots::{Budget, make_bot};
use havenbaron_engine::{Config, DataSet, Game, Ruleset};
use std::time::Instant;
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let r: Ruleset = args[0].parse().unwrap();
    let seed: u64 = args[1].parse().unwrap();
    let budget: u32 = args[2].parse().unwrap();
    let data = DataSet::builtin();
    let cfg = Config::new(r, 4, seed);
    let mut g = Game::with_data(&cfg, &data).unwrap();
    let specs = ["ismcts:300it", "greedy", "ismcts:300it", "greedy"];
    let mut bots: Vec<_> = (0..4)
        .map(|i| make_bot(specs[i], &data, seed * 10 + i as u64).unwrap())
        .collect();
    let mut moves = vec![];
    while let Some(s) = g.to_act() {
        let legal = g.legal_actions();
        let a = bots[s as usize].choose(&g.view(Some(s)), &legal, Budget::Default);
        g.apply(s, &a).unwrap();
        moves.push((s, a));
    }
    println!("{:?}", g.outcome().unwrap().winners);
    let mut reps = vec![];
    for aseed in [1u64, 2] {
        let t = Instant::now();
        let rep = analysis::analyse(
            &data,
            &cfg,
            &moves,
            Options {
                budget,
                seed: aseed,
            },
            &mut |_, _| {},
        )
        .unwrap();
        println!(
            "seed {aseed}: {:.1}s decisions {} chances {}",
            t.elapsed().as_secs_f64(),
            rep.decisions.len(),
            rep.chances.len()
        );
        for p in &rep.seats {
            println!(
                "  seat {} acc {:.1} skill {:.3} luck {:.3} i/m/b {}/{}/{} result {:.2} score {} forced {} offers {}",
                p.seat,
                p.accuracy.unwrap_or(0.0),
                p.skill,
                p.luck,
                p.inaccuracies,
                p.mistakes,
                p.blunders,
                p.result,
                p.score,
                p.forced,
                p.offers
            );
        }
        let mut costs: Vec<f64> = rep.decisions.iter().map(|d| d.cost).collect();
        costs.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let q = |f: f64| costs[((costs.len() - 1) as f64 * f) as usize];
        println!(
            "  cost quantiles 50 {:.3} 90 {:.3} 95 {:.3} 99 {:.3} max {:.3}",
            q(0.5),
            q(0.9),
            q(0.95),
            q(0.99),
            q(1.0)
        );
        reps.push(rep);
    }
    // agreement and noise
    let (a, b) = (&reps[0], &reps[1]);
    let mut either = 0;
    let mut agree = 0;
    let mut same_label = 0;
    let mut diffs = vec![];
    for (x, y) in a.decisions.iter().zip(&b.decisions) {
        assert_eq!(x.index, y.index);
        diffs.push((x.cost - y.cost).abs());
        let fx = x.label.is_some_and(|l| l >= Label::Mistake);
        let fy = y.label.is_some_and(|l| l >= Label::Mistake);
        if fx || fy {
            println!(
                "  #{} seat {} taken {:?} | A best {:?} cost {:.3} ({:.3} vs {:.3}) | B best {:?} cost {:.3} ({:.3} vs {:.3})",
                x.index,
                x.seat,
                x.taken,
                x.best,
                x.cost,
                x.best_value.win,
                x.taken_value.win,
                y.best,
                y.cost,
                y.best_value.win,
                y.taken_value.win
            );
            either += 1;
            if fx && fy {
                agree += 1;
            }
            if x.label == y.label {
                same_label += 1;
            }
        }
    }
    diffs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let q = |f: f64| diffs[((diffs.len() - 1) as f64 * f) as usize];
    println!(
        "either {either} both-flagged {agree} same-label {same_label}; |cost diff| 50 {:.3} 90 {:.3} 99 {:.3}",
        q(0.5),
        q(0.9),
        q(0.99)
    );
}
