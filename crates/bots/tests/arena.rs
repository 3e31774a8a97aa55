//! The tournament runner: seat rotation, seeding, reproducibility across thread counts, the
//! statistics and the reports.

use std::sync::Mutex;

use havenbaron_bots::arena::{self, ArenaConfig, Progress, bradley_terry, wilson};
use havenbaron_engine::{Config, DataSet, Ruleset};

fn config(players: u8, bots: &[&str], games: u32, threads: usize) -> ArenaConfig {
    let mut game = Config::new(Ruleset::Rotterdam, players, 0);
    game.round_cap = Some(4);
    ArenaConfig {
        game,
        bots: bots.iter().map(|s| s.to_string()).collect(),
        games,
        seed: 2024,
        threads,
    }
}

#[test]
fn reproducible_for_a_seed_and_any_thread_count() {
    let data = DataSet::builtin();
    let bots = ["ismcts:6it,depth=1", "greedy", "random"];
    let one = arena::run(&config(3, &bots, 6, 1), &data, &|_: &Progress| {}).unwrap();
    let again = arena::run(&config(3, &bots, 6, 1), &data, &|_: &Progress| {}).unwrap();
    assert_eq!(one.reproducible_json(), again.reproducible_json());
    let two = arena::run(&config(3, &bots, 6, 2), &data, &|_: &Progress| {}).unwrap();
    assert_eq!(one.reproducible_json(), two.reproducible_json());
    let four = arena::run(&config(3, &bots, 6, 4), &data, &|_: &Progress| {}).unwrap();
    assert_eq!(one.games, four.games);
    let mut other = config(3, &bots, 6, 1);
    other.seed += 1;
    let other = arena::run(&other, &data, &|_: &Progress| {}).unwrap();
    assert_ne!(one.games, other.games, "another seed, other games");
}

#[test]
fn seats_rotate_and_deals_repeat() {
    let data = DataSet::builtin();
    let cfg = config(4, &["greedy", "random"], 8, 2);
    assert_eq!(cfg.lineup(), ["greedy", "random", "greedy", "random"]);
    let seen = Mutex::new(Vec::new());
    let r = arena::run(&cfg, &data, &|p: &Progress| {
        seen.lock().unwrap().push((p.done, p.total));
    })
    .unwrap();
    let mut seen = seen.into_inner().unwrap();
    seen.sort();
    assert_eq!(seen, (1..=8).map(|d| (d, 8)).collect::<Vec<_>>());
    assert_eq!(r.lineup, [0, 1, 0, 1]);
    // Every bot sits in every seat equally often; a block of 4 games shares its deal.
    for seat in 0..4 {
        let greedy = r.games.iter().filter(|g| g.seat_bots[seat] == 0).count();
        assert_eq!(greedy, 4, "seat {seat}");
    }
    for block in r.games.chunks(4) {
        assert!(block.iter().all(|g| g.seed == block[0].seed));
    }
    assert_ne!(r.games[0].seed, r.games[4].seed);
    assert_eq!(r.games[1].seat_bots, [1, 0, 1, 0]);
}

#[test]
fn figures_add_up() {
    let data = DataSet::builtin();
    let r = arena::run(
        &config(2, &["greedy", "random"], 10, 2),
        &data,
        &|_: &Progress| {},
    )
    .unwrap();
    assert_eq!(r.games_played, 10);
    // One win per finished game, ties split; a capped game is won by nobody (C-7).
    let finished = (r.games_played - r.capped_games) as f64;
    let wins: f64 = r.bots.iter().map(|b| b.wins).sum();
    assert!((wins - finished).abs() < 1e-9, "one win per finished game");
    let seat_wins: f64 = r.seats.iter().map(|s| s.wins).sum();
    assert!((seat_wins - finished).abs() < 1e-9);
    for b in &r.bots {
        assert_eq!(b.seat_games, 10);
        assert!(b.win_rate_ci[0] <= b.win_rate && b.win_rate <= b.win_rate_ci[1]);
        assert!(b.mean_score_ci[0] <= b.mean_score && b.mean_score <= b.mean_score_ci[1]);
        assert!(b.score_quartiles.windows(2).all(|w| w[0] <= w[1]));
    }
    let p = &r.pairwise[0];
    assert_eq!(p.a_above + p.b_above + p.ties, p.pairs);
    assert_eq!(p.pairs, 10);
    // Greedy beats random: its rating is higher.
    assert!(r.bots[0].rating > r.bots[1].rating);
    assert!(
        (r.bots[0].rating + r.bots[1].rating).abs() < 1e-6,
        "ratings centred on 0"
    );
    assert!(r.capped_games <= 10 && r.mean_rounds > 0.0);
}

#[test]
fn reports() {
    let data = DataSet::builtin();
    let r = arena::run(
        &config(3, &["greedy", "random", "random"], 3, 1),
        &data,
        &|_: &Progress| {},
    )
    .unwrap();
    let json: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
    assert_eq!(json["games_played"], 3);
    assert_eq!(json["bots"][0]["name"], "greedy");
    let text = r.to_text();
    assert!(text.contains("greedy") && text.contains("by seat"));
    let html = r.to_html();
    assert!(html.starts_with("<!DOCTYPE html>") && html.trim_end().ends_with("</html>"));
    assert!(
        html.matches("<svg").count() >= 3,
        "win rates, scores, seats"
    );
    let fetches = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    for needle in ["http:", "https:", "<script", "src=", "href=", "<link"] {
        assert!(!fetches.contains(needle), "self-contained: no {needle}");
    }
}

#[test]
fn bad_configs_are_refused() {
    let data = DataSet::builtin();
    let no = |c: ArenaConfig| arena::run(&c, &data, &|_: &Progress| {}).unwrap_err();
    assert!(
        no(config(2, &["greedy", "random", "random"], 2, 1)).contains("at most one bot per seat")
    );
    assert!(no(config(2, &["greedy", "wizard"], 2, 1)).contains("unknown bot"));
    assert!(no(config(2, &["greedy"], 0, 1)).contains("at least 1"));
    assert!(no(config(7, &["greedy"], 2, 1)).contains("invalid game settings"));
}

#[test]
fn statistics() {
    let [lo, hi] = wilson(5.0, 10.0);
    assert!((lo - 0.2366).abs() < 1e-3 && (hi - 0.7634).abs() < 1e-3);
    let [lo, hi] = wilson(0.0, 20.0);
    assert!(lo == 0.0 && (hi - 0.1611).abs() < 1e-3);
    // 3 wins to 1, plus the virtual draw: strengths 3.5 : 1.5.
    let r = bradley_terry(&[vec![0.0, 3.0], vec![1.0, 0.0]]);
    assert!((r[0] - r[1] - 400.0 * (3.5f64 / 1.5).log10()).abs() < 1e-6);
    // A transitive three-way field keeps its order; a bot that always wins stays finite.
    let r = bradley_terry(&[
        vec![0.0, 10.0, 10.0],
        vec![0.0, 0.0, 7.0],
        vec![0.0, 3.0, 0.0],
    ]);
    assert!(r[0] > r[1] && r[1] > r[2] && r[0].is_finite());
}
