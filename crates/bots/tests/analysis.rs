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

/// Seat 0's deliveries in a greedy game that it can throw away: decisions in the second half of
/// the game where the action taken delivers (a ship unloads for a product card, a
/// mission is completed) and other legal actions do not and take the chance away, worth at
/// least [`DELIVERY`] points less at once; each with those actions (the [`ALTERNATIVES`] worth
/// the least at once), the latest first.
fn deliveries(
    data: &DataSet,
    config: &Config,
    moves: &[(Seat, Action)],
) -> Vec<(usize, Vec<Action>)> {
    let mut found = Vec::new();
    let mut game = Game::with_data(config, data).unwrap();
    for (at, &(seat, action)) in moves.iter().enumerate() {
        let now = evaluate_game(data, &game, 0);
        if seat == 0 && at >= moves.len() / 2 {
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
            if delivers {
                let mut lost: Vec<(Action, f64)> = game
                    .legal_actions()
                    .iter()
                    .map(|a| (*a, gain(a)))
                    .filter(|(_, (g, _, keeps))| !keeps && taken - g >= DELIVERY)
                    .map(|(a, (g, _, _))| (a, taken - g))
                    .collect();
                lost.sort_by(|x, y| y.1.total_cmp(&x.1));
                if !lost.is_empty() {
                    found.push((at, lost.iter().take(ALTERNATIVES).map(|l| l.0).collect()));
                }
            }
        }
        game.apply(seat, &action).unwrap();
    }
    // The latest first: late in the game a delivery thrown away is not made up for.
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
/// Actions that throw a delivery away tried as the plant, per delivery.
const ALTERNATIVES: usize = 3;
/// Deliveries tried per game, the latest first.
const POSITIONS: usize = 6;
/// Worlds the rest of the game is played out in, to tell what a plant really costs: the true
/// game and games sampled from seat 0's view.
const WORLDS: u64 = 16;
/// The least win share a plant must really throw away (all-seeing, [`true_loss`]) to count.
const LOSS: f64 = 0.25;
/// How seat 0 plays on after a plant in the stricter check ([`true_loss`]): a seat that
/// searches recovers from a delay that the rule of thumb does not, and a plant it recovers
/// from is no blunder.
const PLAYING_ON: &str = "ismcts:300it";

/// A planted game: its config, its actions, the place and the action planted, and what the plant
/// really cost seat 0 ([`true_loss`]) when greedy bots play on, and when seat 0 plays on by
/// [`PLAYING_ON`] (where that was checked).
type Planted = (Config, Vec<(Seat, Action)>, usize, Action, f64, Option<f64>);

/// Bots play `game` to its end, seat 0 by `seat0`, the others `greedy` (all seeded from
/// `seed`): seat 0's win share.
fn played_out(data: &DataSet, mut game: Game, seed: u64, seat0: &str) -> f64 {
    let mut bots: Vec<Box<dyn Bot>> = (0..game.players())
        .map(|s| {
            make_bot(
                if s == 0 { seat0 } else { "greedy" },
                data,
                seed * 10 + s as u64,
            )
            .unwrap()
        })
        .collect();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &action).unwrap();
    }
    let outcome = game.outcome().unwrap();
    if outcome.winners.contains(&0) {
        1.0 / outcome.winners.len() as f64
    } else {
        0.0
    }
}

/// What `plant` instead of `taken` really costs seat 0 at `game` (the true game, all hands
/// seen): its win share when the rest of the game is played after `taken`, less after
/// `plant`, seat 0 playing on by `seat0` and the others by `greedy`, in the true game and in
/// [`WORLDS`]` - 1` games sampled from seat 0's view (other hands, draws to come), each pair
/// in the same world with the same bots.
fn true_loss(
    data: &DataSet,
    game: &Game,
    taken: Action,
    plant: Action,
    seed: u64,
    seat0: &str,
) -> f64 {
    let view = game.view(Some(0));
    let mut sum = 0.0;
    for k in 0..WORLDS {
        let world = if k == 0 {
            game.clone()
        } else {
            Game::determinize(&view, data, seed * 1000 + k)
        };
        for (sign, action) in [(1.0, taken), (-1.0, plant)] {
            let mut g = world.clone();
            g.apply(0, &action).unwrap();
            sum += sign * played_out(data, g, seed * 100 + k, seat0);
        }
    }
    sum / WORLDS as f64
}

/// A planted blunder in the greedy game of `seed`: of seat 0's latest deliveries it can throw
/// away ([`deliveries`]), the first where an action that throws it away really costs at least
/// [`LOSS`] of win share when greedy bots play on ([`true_loss`]; the action costing the most is
/// planted) and, with `strict`, also when seat 0 plays on by [`PLAYING_ON`]; the rest played
/// on by the same bots.
fn planted_blunder(data: &DataSet, ruleset: Ruleset, seed: u64, strict: bool) -> Option<Planted> {
    let config = Config::new(ruleset, 4, seed);
    let (moves, _) = greedy_game(data, &config, None);
    for (at, alternatives) in deliveries(data, &config, &moves)
        .into_iter()
        .take(POSITIONS)
    {
        let position = before(data, &config, &moves, at);
        let taken = moves[at].1;
        let (planted, loss) = alternatives
            .iter()
            .map(|&a| (a, true_loss(data, &position, taken, a, seed, "greedy")))
            .max_by(|x, y| x.1.total_cmp(&y.1))?;
        if loss < LOSS {
            continue;
        }
        let searched = strict.then(|| true_loss(data, &position, taken, planted, seed, PLAYING_ON));
        if searched.is_some_and(|l| l < LOSS) {
            continue;
        }
        let (moves, game) = greedy_game(data, &config, Some((at, planted)));
        assert!(game.is_over());
        return Some((config, moves, at, planted, loss, searched));
    }
    None
}

/// Seeds tried for planted blunders in the figures, unless `ANALYSIS_PLANT_SEEDS` says.
const SEEDS: u64 = 300;

/// The analysis of a planted decision at the default budget.
fn analyse_plant(
    data: &DataSet,
    (config, moves, at, planted, _, _): &Planted,
) -> analysis::Decision {
    let position = before(data, config, moves, *at);
    let mut analyst = Analyst::new(data, Options::default());
    let verdict = analyst.decision(
        &position.view(Some(0)),
        &position.legal_actions(),
        *planted,
        *at,
    );
    match verdict {
        Verdict::Analysed(d) => d,
        _ => panic!(
            "{}: the planted decision was not analysed: {verdict:?}",
            config.ruleset
        ),
    }
}

/// A scripted seat throws away a delivery once, in an otherwise good (greedy) game, where doing
/// so really costs it a quarter of a win or more: at the default budget, the analysis of that
/// decision labels it a blunder, in every rule set.
#[test]
fn a_planted_blunder_is_labelled_a_blunder_in_every_rule_set() {
    let data = DataSet::builtin();
    // The first plant in each rule set that also passes the stricter check, seat 0 searching
    // as it plays on (docs/ANALYSIS.md, "The planted blunder", has seeds 1–300; not every such
    // plant is labelled a blunder). That check takes minutes in a debug build, so here the
    // plant is found by the greedy check alone, at the place the stricter check confirmed.
    for (ruleset, seed, place) in [
        (Ruleset::Rotterdam, 15, 648),
        (Ruleset::Masters, 95, 454),
        (Ruleset::Antwerpen, 10, 404),
    ] {
        let plant = planted_blunder(&data, ruleset, seed, false)
            .unwrap_or_else(|| panic!("{ruleset} seed {seed}: no plant"));
        let d = analyse_plant(&data, &plant);
        let (_, _, at, planted, loss, _) = plant;
        assert_eq!(
            at, place,
            "{ruleset} seed {seed}: the plant the figures checked"
        );
        assert_eq!(
            d.label,
            Some(Label::Blunder),
            "{ruleset} seed {seed}: planted {planted:?} at {at} (true loss {loss:.2}): {d:?}"
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

/// Runs `work` on each of `jobs` on `ANALYSIS_THREADS` threads (1 by default; each job on one
/// thread, so a job's wall-clock is a one-core figure), the results in the jobs' order.
fn in_parallel<J: Sync, R: Send>(jobs: &[J], work: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let threads: usize = std::env::var("ANALYSIS_THREADS").map_or(1, |t| t.parse().unwrap());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(job) = jobs.get(i) else { break };
                    let r = work(job);
                    results.lock().unwrap().push((i, r));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    results.into_iter().map(|r| r.1).collect()
}

/// One bot game analysed twice (analysis seeds 1 and 2): its actions, the reports, the
/// seconds of the first.
fn analysed_twice(
    data: &DataSet,
    ruleset: Ruleset,
    seed: u64,
    budget: u32,
) -> (usize, Vec<analysis::Report>, f64) {
    let config = Config::new(ruleset, 4, seed);
    let moves = bot_game(data, &config);
    let mut reports = Vec::new();
    let mut seconds = 0.0;
    for analysis_seed in [1, 2] {
        let options = Options {
            budget,
            seed: analysis_seed,
        };
        let start = std::time::Instant::now();
        reports.push(analysis::analyse(data, &config, &moves, options, &mut |_, _| {}).unwrap());
        if analysis_seed == 1 {
            seconds = start.elapsed().as_secs_f64();
        }
    }
    (moves.len(), reports, seconds)
}

/// The reliability table and Brier score of `(predicted, observed)` pairs.
fn print_calibration(predictions: &[(f64, f64)]) {
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
}

/// The figures of docs/ANALYSIS.md: calibration, stability and speed at the default budget
/// over bot games of every rule set, and the planted blunders of seeds 1–[`SEEDS`]. Minutes in
/// a release build:
/// `cargo test --release -p havenbaron-bots --test analysis -- --ignored --nocapture figures_for_docs`
/// (`ANALYSIS_GAMES`: games per rule set, 3 by default; `ANALYSIS_BUDGET`: the budget of the
/// calibration, stability and speed runs, the default one by default; `ANALYSIS_THREADS`:
/// games analysed at once, each on one thread, 1 by default; `ANALYSIS_PLANTS=0` skips the
/// planted blunders).
#[test]
#[ignore = "figures for docs/ANALYSIS.md: minutes in a release build"]
fn figures_for_docs() {
    let data = DataSet::builtin();
    let var =
        |name: &str, default: u64| std::env::var(name).map_or(default, |v| v.parse().unwrap());
    let games = var("ANALYSIS_GAMES", 3);
    let budget = var("ANALYSIS_BUDGET", DEFAULT_BUDGET.into()) as u32;
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|c| {
            c.lines()
                .find(|l| l.starts_with("model name"))
                .map(|l| l.split(':').nth(1).unwrap_or("").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    println!("processor: {cpu}; budget {budget}");
    let jobs: Vec<(Ruleset, u64)> = Ruleset::ALL
        .into_iter()
        .flat_map(|r| (1..=games).map(move |g| (r, g)))
        .collect();
    let analysed = in_parallel(&jobs, |&(r, g)| analysed_twice(&data, r, g, budget));
    let mut predictions: Vec<(f64, f64)> = Vec::new();
    let (mut either, mut both, mut same) = (0, 0, 0);
    println!("| rule set | seed | actions | analysed | iterations | per decision | seconds |");
    for (&(ruleset, seed), (actions, reports, seconds)) in jobs.iter().zip(&analysed) {
        let report = &reports[0];
        println!(
            "| {ruleset} | {seed} | {actions} | {} | {} | {:.0} | {seconds:.1} |",
            report.decisions.len(),
            report.iterations,
            report.iterations as f64 / report.decisions.len() as f64
        );
        for d in &report.decisions {
            predictions.push((d.taken_value.win, report.seats[d.seat as usize].result));
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
    print_calibration(&predictions);
    println!(
        "\nstability (seeds 1 and 2): {either} decisions labelled a mistake or a blunder by \
         either; both flag {both} ({:.1}%); the same label {same} ({:.1}%)",
        100.0 * both as f64 / either.max(1) as f64,
        100.0 * same as f64 / either.max(1) as f64
    );
    if var("ANALYSIS_PLANTS", 1) == 0 {
        return;
    }
    let seeds = var("ANALYSIS_PLANT_SEEDS", SEEDS);
    println!("\nplanted blunders (seeds 1–{seeds}, default budget):");
    println!(
        "| rule set | seed | place | planted | loss, greedy | loss, searching | cost | label |"
    );
    let jobs: Vec<(Ruleset, u64)> = Ruleset::ALL
        .into_iter()
        .flat_map(|r| (1..=seeds).map(move |s| (r, s)))
        .collect();
    let rows = in_parallel(&jobs, |&(ruleset, seed)| {
        let plant = planted_blunder(&data, ruleset, seed, true)?;
        let d = analyse_plant(&data, &plant);
        Some(format!(
            "| {ruleset} | {seed} | {} of {} | {} | {:.2} | {:.2} | {:.3} | {} |",
            plant.2,
            plant.1.len(),
            serde_json::to_string(&plant.3).unwrap(),
            plant.4,
            plant.5.unwrap_or(f64::NAN),
            d.cost,
            d.label.map_or("–", Label::id)
        ))
    });
    for row in rows.into_iter().flatten() {
        println!("{row}");
    }
}
