//! The post-game analysis (`havenbaron_bots::analysis`, docs/ANALYSIS.md): honest (a seat's
//! analysis does not change when the others' hidden cards do), useful (a planted blunder is
//! labelled a blunder in every rule set), reproducible, and it refuses what it cannot analyse.
//!
//! Budgets are small where only the shape is checked (tests run in debug mode); the planted
//! blunder is measured at the default budget, since its label is the claim.

use havenbaron_bots::analysis::{
    self, AnalysisError, Analyst, DEFAULT_BUDGET, Label, Options, Verdict,
};
use havenbaron_bots::ismcts::evaluate_game;
use havenbaron_bots::{Bot, Budget, make_bot};
use havenbaron_engine::{Action, Config, DataSet, Event, Game, Ruleset, Seat};

/// A whole game of greedy bots; `plant` replaces seat `.0`'s action at place `.1`.
fn greedy_game(
    data: &DataSet,
    config: &Config,
    plant: Option<(usize, Action)>,
) -> (Vec<(Seat, Action)>, Game) {
    let mut game = Game::with_data(config, data).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..config.players)
        .map(|s| make_bot("greedy", data, config.seed * 10 + s as u64).unwrap())
        .collect();
    let mut moves = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = match plant {
            Some((at, planted)) if at == moves.len() => planted,
            _ => bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default),
        };
        game.apply(seat, &action).unwrap();
        moves.push((seat, action));
    }
    (moves, game)
}

/// The game before action `at` of `moves`.
fn before(data: &DataSet, config: &Config, moves: &[(Seat, Action)], at: usize) -> Game {
    let mut game = Game::with_data(config, data).unwrap();
    for &(seat, action) in &moves[..at] {
        game.apply(seat, &action).unwrap();
    }
    game
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

/// Twin worlds: at decisions of seat 0 (its own, and other seats' actions it measures luck
/// around), a game sampled from seat 0's view holds other hidden cards but gives seat 0 the
/// same view; every measurement of seat 0 is the same in both.
#[test]
fn a_seats_analysis_does_not_depend_on_the_others_hidden_cards() {
    let data = DataSet::builtin();
    let options = Options {
        budget: 24,
        seed: 5,
    };
    for ruleset in Ruleset::ALL {
        let config = Config::new(ruleset, 3, 11);
        let (moves, _) = greedy_game(&data, &config, None);
        let mut twins = 0;
        let step = moves.len() / 12;
        for at in (step..moves.len()).step_by(step.max(1)) {
            let truth = before(&data, &config, &moves, at);
            let view = truth.view(Some(0));
            let twin = Game::determinize(&view, &data, 1000 + at as u64);
            if twin.state_hash() == truth.state_hash() {
                continue;
            }
            twins += 1;
            assert_eq!(json(&twin.view(Some(0))), json(&view), "{ruleset} at {at}");
            let (seat, action) = moves[at];
            let mut a = Analyst::new(&data, options);
            let mut b = Analyst::new(&data, options);
            if seat == 0 {
                let truth_verdict = a.decision(&view, &truth.legal_actions(), action, at);
                let twin_verdict =
                    b.decision(&twin.view(Some(0)), &twin.legal_actions(), action, at);
                assert_eq!(truth_verdict, twin_verdict, "{ruleset} at {at}");
            }
            // Seat 0's expected result before another seat's action (luck's "before"), and
            // at the position itself (luck's "after").
            for then in [Some(action), None] {
                assert_eq!(
                    a.value(&view, then, at),
                    b.value(&twin.view(Some(0)), then, at),
                    "{ruleset} at {at}"
                );
            }
        }
        assert!(twins >= 6, "{ruleset}: only {twins} twin worlds differed");
    }
}

/// Seat 0's deliveries in a greedy game that it can throw away: decisions in the last third of
/// the game, while seat 0 is in the race (its position worth within [`CLOSE`] points of the
/// best other seat's), where the action taken delivers (a ship unloads for a product card, a
/// mission is completed) and another legal action does not and is worth at least [`DELIVERY`]
/// points less at once; each with that other action and the points, the latest first.
fn deliveries(
    data: &DataSet,
    config: &Config,
    moves: &[(Seat, Action)],
) -> Vec<(usize, Action, f64)> {
    let mut found = Vec::new();
    let mut game = Game::with_data(config, data).unwrap();
    for (at, &(seat, action)) in moves.iter().enumerate() {
        let others = (1..config.players)
            .map(|s| evaluate_game(data, &game, s))
            .fold(f64::NEG_INFINITY, f64::max);
        let now = evaluate_game(data, &game, 0);
        if seat == 0 && at >= moves.len() / 2 && (now - others).abs() <= CLOSE {
            // What an action gains at once, whether it delivers for seat 0, and whether seat 0
            // can still deliver at once after it (only a step that takes that chance away
            // throws the delivery away).
            let gain = |a: &Action| {
                let mut g = game.clone();
                let delivers = delivering(&mut g, a);
                let keeps = delivers
                    || (g.to_act() == Some(0)
                        && g.legal_actions()
                            .iter()
                            .any(|b| delivering(&mut g.clone(), b)));
                (evaluate_game(data, &g, 0) - now, delivers, keeps)
            };
            let (taken, delivers, _) = gain(&action);
            if delivers
                && let Some((worst, loss)) = game
                    .legal_actions()
                    .iter()
                    .map(|a| (*a, gain(a)))
                    .filter(|(_, (_, _, keeps))| !keeps)
                    .map(|(a, (g, _, _))| (a, taken - g))
                    .max_by(|x, y| x.1.total_cmp(&y.1))
            {
                found.push((at, worst, loss));
            }
        }
        game.apply(seat, &action).unwrap();
    }
    // The latest first: late in the game a delivery thrown away is not made up for.
    found.retain(|d| d.2 >= DELIVERY);
    found.reverse();
    found
}

/// Applies seat 0's `action` to `game`: does it deliver (a ship unloads for a product card, a
/// mission is completed)?
fn delivering(game: &mut Game, action: &Action) -> bool {
    game.apply(0, action).unwrap().iter().any(|e| {
        matches!(
            e,
            Event::ShipUnloaded {
                seat: 0,
                got_card: true,
                ..
            } | Event::MissionCompleted { seat: 0, .. }
        )
    })
}

/// Points a delivery is worth at once, at least (a product card, a completed mission).
const DELIVERY: f64 = 2.0;
/// How close to the best other seat a seat in the race is, in points of position worth.
const CLOSE: f64 = 5.0;

/// A planted game: its config, its actions, the place and the action planted.
type Planted = (Config, Vec<(Seat, Action)>, usize, Action);

/// A planted blunder: in the greedy game of `seed`, seat 0's latest delivery it can throw
/// away ([`deliveries`]), thrown away, and the rest played on by the same bots. Returns the
/// config, the planted game's actions, the place and the action planted.
fn planted_blunder(data: &DataSet, ruleset: Ruleset, seed: u64) -> Option<Planted> {
    let config = Config::new(ruleset, 4, seed);
    let (moves, _) = greedy_game(data, &config, None);
    let &(at, planted, _) = deliveries(data, &config, &moves).first()?;
    let (moves, game) = greedy_game(data, &config, Some((at, planted)));
    assert!(game.is_over());
    Some((config, moves, at, planted))
}

/// A scripted seat throws away a delivery once, in an otherwise good (greedy) game it would
/// have won and now loses: at the default budget, the analysis of that decision labels it a
/// blunder, in every rule set.
#[test]
fn a_planted_blunder_is_labelled_a_blunder_in_every_rule_set() {
    let data = DataSet::builtin();
    // Games where the delivery thrown away is plainly lost, late in a close race. Delaying a
    // delivery that can still be made a turn later is often rightly no blunder:
    // docs/ANALYSIS.md ("The planted blunder") has the analysis of every seed 1–40.
    for (ruleset, seed) in [
        (Ruleset::Rotterdam, 15),
        (Ruleset::Masters, 39),
        (Ruleset::Antwerpen, 32),
    ] {
        let (config, moves, at, planted) = planted_blunder(&data, ruleset, seed).unwrap();
        let position = before(&data, &config, &moves, at);
        let mut analyst = Analyst::new(&data, Options::default());
        let verdict = analyst.decision(
            &position.view(Some(0)),
            &position.legal_actions(),
            planted,
            at,
        );
        let Verdict::Analysed(d) = verdict else {
            panic!("{ruleset}: the planted decision was not analysed: {verdict:?}");
        };
        assert_eq!(
            d.label,
            Some(Label::Blunder),
            "{ruleset}: planted {planted:?} at {at}: {d:?}"
        );
        assert!(d.best != planted && d.cost >= analysis::Thresholds::DEFAULT.blunder);
    }
}

/// The same record, budget and seed give the same report, whatever else the analyst measured
/// before; the report survives JSON; its summaries add up.
#[test]
fn a_report_is_reproducible_and_adds_up() {
    let data = DataSet::builtin();
    let config = Config::new(Ruleset::Masters, 2, 4);
    let (moves, game) = greedy_game(&data, &config, None);
    let options = Options { budget: 8, seed: 2 };
    let mut calls = 0;
    let report = analysis::analyse(&data, &config, &moves, options, &mut |done, total| {
        assert!(done <= total);
        calls += 1;
    })
    .unwrap();
    assert!(calls > moves.len());
    let again = analysis::analyse(&data, &config, &moves, options, &mut |_, _| {}).unwrap();
    if let Some((a, b)) = report
        .decisions
        .iter()
        .zip(&again.decisions)
        .find(|(a, b)| a != b)
    {
        panic!("two analyses differ:\n{a:?}\n{b:?}");
    }
    assert!(report == again, "two analyses differ");

    // JSON keeps every figure (to the last digit or two of a float) and every action.
    let back: analysis::Report = serde_json::from_str(&json(&report)).unwrap();
    assert_eq!(back.decisions.len(), report.decisions.len());
    for (b, r) in back.decisions.iter().zip(&report.decisions) {
        assert!((b.index, b.taken, b.best, b.label) == (r.index, r.taken, r.best, r.label));
        assert!(
            (b.cost - r.cost).abs() < 1e-12
                && (b.taken_value.win - r.taken_value.win).abs() < 1e-12
        );
    }
    assert!(back.chances.len() == report.chances.len() && back.seats.len() == report.seats.len());
    assert_eq!(report.method, analysis::METHOD);
    assert_eq!((report.budget, report.seed), (8, 2));
    assert!(report.iterations > 0);

    // One decision measured alone, after other work, is the report's.
    let d = &report.decisions[report.decisions.len() / 2];
    let mut analyst = Analyst::new(&data, options);
    let _ = analyst.value(&game.view(Some(1)), None, 3);
    let position = before(&data, &config, &moves, d.index);
    let alone = analyst.decision(
        &position.view(Some(d.seat)),
        &position.legal_actions(),
        d.taken,
        d.index,
    );
    assert_eq!(alone, Verdict::Analysed(d.clone()));

    let outcome = game.outcome().unwrap();
    for p in &report.seats {
        let acted = moves.iter().filter(|m| m.0 == p.seat).count() as u32;
        assert_eq!(p.analysed + p.forced + p.offers, acted);
        let mine: Vec<_> = report
            .decisions
            .iter()
            .filter(|d| d.seat == p.seat)
            .collect();
        let skill: f64 = mine.iter().map(|d| d.cost).sum();
        assert!((p.skill - skill).abs() < 1e-9);
        let count = |l| mine.iter().filter(|d| d.label == Some(l)).count() as u32;
        assert_eq!(count(Label::Blunder), p.blunders);
        assert_eq!(count(Label::Mistake), p.mistakes);
        let won = outcome.winners.contains(&p.seat);
        assert_eq!(
            p.result,
            if won {
                1.0 / outcome.winners.len() as f64
            } else {
                0.0
            }
        );
        let series = report.series(p.seat);
        assert_eq!(series.first(), Some(&(0, 0.5)));
        assert_eq!(series.last(), Some(&(moves.len(), p.result)));
        assert!(series.windows(2).all(|w| w[0].0 < w[1].0));
    }
    for d in &report.decisions {
        assert!(d.cost >= 0.0 && (d.cost - (d.best_value.win - d.taken_value.win)).abs() < 1e-12);
        assert_eq!(d.label, report.thresholds.label(d.cost));
        assert_eq!(d.cost == 0.0, d.best == d.taken);
    }
    // Every chance event is there, with each seat's swing.
    let mut replay = Game::with_data(&config, &data).unwrap();
    let chances: Vec<usize> = moves
        .iter()
        .enumerate()
        .filter_map(|(i, &(seat, a))| {
            replay
                .apply_marked(seat, &a)
                .unwrap()
                .reveal
                .chance
                .then_some(i)
        })
        .collect();
    assert!(!chances.is_empty());
    assert_eq!(
        report.chances.iter().map(|c| c.index).collect::<Vec<_>>(),
        chances
    );
}

#[test]
fn an_unfinished_game_a_refused_action_and_a_tiny_budget_are_refused() {
    let data = DataSet::builtin();
    let config = Config::new(Ruleset::Rotterdam, 2, 9);
    let (moves, _) = greedy_game(&data, &config, None);
    let options = Options { budget: 8, seed: 1 };
    let run = |moves: &[(Seat, Action)], options| {
        analysis::analyse(&data, &config, moves, options, &mut |_, _| {})
    };
    assert_eq!(run(&moves[..10], options), Err(AnalysisError::Unfinished));
    let mut wrong = moves.clone();
    wrong[5].0 = 1 - wrong[5].0;
    assert!(matches!(
        run(&wrong, options),
        Err(AnalysisError::Refused { index: 5, .. })
    ));
    let tiny = Options { budget: 1, seed: 1 };
    assert_eq!(run(&moves, tiny), Err(AnalysisError::Budget(1)));
    assert_eq!(Options::default().budget, DEFAULT_BUDGET);
}

/// A whole 4-player game of `ismcts:300it` against `greedy` (seats 0 and 2 search).
fn bot_game(data: &DataSet, config: &Config) -> Vec<(Seat, Action)> {
    let specs = ["ismcts:300it", "greedy", "ismcts:300it", "greedy"];
    let mut game = Game::with_data(config, data).unwrap();
    let mut bots: Vec<Box<dyn Bot>> = (0..config.players as usize)
        .map(|s| make_bot(specs[s % 4], data, config.seed * 10 + s as u64).unwrap())
        .collect();
    let mut moves = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &action).unwrap();
        moves.push((seat, action));
    }
    moves
}

/// The figures of docs/ANALYSIS.md: calibration, stability and speed at the default budget
/// over bot games of every rule set, and the planted blunders of seeds 1–40. Minutes in a
/// release build:
/// `cargo test --release -p havenbaron-bots --test analysis -- --ignored --nocapture figures_for_docs`
/// (`ANALYSIS_GAMES`: games per rule set, 2 by default; `ANALYSIS_BUDGET`: the budget of the
/// calibration, stability and speed runs, the default one by default).
#[test]
#[ignore = "figures for docs/ANALYSIS.md: minutes in a release build"]
fn figures_for_docs() {
    let data = DataSet::builtin();
    let games: u64 = std::env::var("ANALYSIS_GAMES").map_or(2, |g| g.parse().unwrap());
    let budget: u32 =
        std::env::var("ANALYSIS_BUDGET").map_or(DEFAULT_BUDGET, |b| b.parse().unwrap());
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    println!("processor: {cpu}; budget {budget}");
    let mut predictions: Vec<(f64, f64)> = Vec::new();
    let (mut either, mut both, mut same) = (0, 0, 0);
    println!("| rule set | seed | actions | analysed | iterations | per decision | seconds |");
    for ruleset in Ruleset::ALL {
        for seed in 1..=games {
            let config = Config::new(ruleset, 4, seed);
            let moves = bot_game(&data, &config);
            let mut reports = Vec::new();
            for analysis_seed in [1, 2] {
                let options = Options {
                    budget,
                    seed: analysis_seed,
                };
                let start = std::time::Instant::now();
                let report =
                    analysis::analyse(&data, &config, &moves, options, &mut |_, _| {}).unwrap();
                let seconds = start.elapsed().as_secs_f64();
                if analysis_seed == 1 {
                    println!(
                        "| {ruleset} | {seed} | {} | {} | {} | {:.0} | {seconds:.1} |",
                        moves.len(),
                        report.decisions.len(),
                        report.iterations,
                        report.iterations as f64 / report.decisions.len() as f64
                    );
                    for d in &report.decisions {
                        predictions.push((d.taken_value.win, report.seats[d.seat as usize].result));
                    }
                }
                reports.push(report);
            }
            for (a, b) in reports[0].decisions.iter().zip(&reports[1].decisions) {
                let flagged = |d: &analysis::Decision| d.label >= Some(Label::Mistake);
                if flagged(a) || flagged(b) {
                    either += 1;
                    both += usize::from(flagged(a) && flagged(b));
                    same += usize::from(a.label == b.label);
                    if !(flagged(a) && flagged(b)) {
                        println!(
                            "  differs: {ruleset} game {seed} action {}: costs {:.1} and {:.1}",
                            a.index,
                            100.0 * a.cost,
                            100.0 * b.cost
                        );
                    }
                }
            }
        }
    }
    let n = predictions.len() as f64;
    let brier = predictions
        .iter()
        .map(|(p, o)| (p - o).powi(2))
        .sum::<f64>()
        / n;
    let base = predictions.iter().map(|(_, o)| o).sum::<f64>() / n;
    let brier_base = predictions
        .iter()
        .map(|(_, o)| (base - o).powi(2))
        .sum::<f64>()
        / n;
    println!(
        "\ncalibration: {} decisions, Brier score {brier:.4} (always {base:.3}: {brier_base:.4})",
        predictions.len()
    );
    println!("| predicted | decisions | mean predicted | observed |");
    for bin in 0..10 {
        let inside: Vec<_> = predictions
            .iter()
            .filter(|(p, _)| ((p * 10.0).floor() as usize).min(9) == bin)
            .collect();
        if inside.is_empty() {
            println!("| {}–{}% | 0 | | |", bin * 10, bin * 10 + 10);
            continue;
        }
        let k = inside.len() as f64;
        println!(
            "| {}–{}% | {} | {:.1}% | {:.1}% |",
            bin * 10,
            bin * 10 + 10,
            inside.len(),
            100.0 * inside.iter().map(|(p, _)| p).sum::<f64>() / k,
            100.0 * inside.iter().map(|(_, o)| o).sum::<f64>() / k
        );
    }
    println!(
        "\nstability (seeds 1 and 2): {either} decisions labelled a mistake or a blunder by \
         either; both flag {both} ({:.1}%); the same label {same} ({:.1}%)",
        100.0 * both as f64 / either.max(1) as f64,
        100.0 * same as f64 / either.max(1) as f64
    );
    println!("\nplanted blunders (seeds 1–40, default budget):");
    println!("| rule set | seed | place | planted | cost | label |");
    for ruleset in Ruleset::ALL {
        for seed in 1..=40 {
            let Some((config, moves, at, planted)) = planted_blunder(&data, ruleset, seed) else {
                continue;
            };
            let position = before(&data, &config, &moves, at);
            let mut analyst = Analyst::new(&data, Options::default());
            let verdict = analyst.decision(
                &position.view(Some(0)),
                &position.legal_actions(),
                planted,
                at,
            );
            if let Verdict::Analysed(d) = verdict {
                println!(
                    "| {ruleset} | {seed} | {at} of {} | {} | {:.3} | {} |",
                    moves.len(),
                    serde_json::to_string(&planted).unwrap(),
                    d.cost,
                    d.label.map_or("–", Label::id)
                );
            }
        }
    }
}
