//! The `ismcts` bot plays from its view alone, and only legal moves.
//!
//! Budgets are tiny (tests run in debug mode): what is checked is honesty and legality, not
//! strength.

use havenbaron_bots::ismcts::{Ismcts, RuleTies, Settings};
use havenbaron_bots::{BOT_NAMES, Bot, Budget, make_bot};
use havenbaron_engine::{Action, Config, DataSet, Game, Ruleset};

fn config(players: u8, seed: u64, round_cap: u32) -> Config {
    ruleset_config(Ruleset::Rotterdam, players, seed, round_cap)
}

fn ruleset_config(ruleset: Ruleset, players: u8, seed: u64, round_cap: u32) -> Config {
    let mut c = Config::new(ruleset, players, seed);
    c.round_cap = Some(round_cap);
    c
}

/// A Rotterdam game played `actions` actions deep by greedy bots.
fn position(data: &DataSet, players: u8, seed: u64, actions: usize) -> Game {
    ruleset_position(data, Ruleset::Rotterdam, players, seed, actions)
}

/// A game of `ruleset` played `actions` actions deep by greedy bots.
fn ruleset_position(
    data: &DataSet,
    ruleset: Ruleset,
    players: u8,
    seed: u64,
    actions: usize,
) -> Game {
    let cap = if ruleset == Ruleset::Antwerpen {
        400
    } else {
        60
    };
    let mut game = Game::with_data(&ruleset_config(ruleset, players, seed, cap), data).unwrap();
    let mut bots: Vec<_> = (0..players)
        .map(|s| make_bot("greedy", data, seed * 10 + s as u64).unwrap())
        .collect();
    for _ in 0..actions {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions();
        let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &a).unwrap();
    }
    game
}

/// Two games that give the seat to act the same view but hold different hidden cards (the
/// second sampled from the first's view) get the same decision and the same search from two
/// bots with the same seed.
#[test]
fn decision_depends_only_on_view_and_seed() {
    let data = DataSet::builtin();
    let mut compared = 0;
    let cases = Ruleset::ALL.into_iter().flat_map(|r| {
        [(2, 1, 30), (3, 2, 60), (4, 3, 45), (4, 4, 120), (2, 5, 90)]
            .map(|(players, seed, depth)| (r, players, seed, depth))
    });
    for (ruleset, players, seed, depth) in cases {
        let game = ruleset_position(&data, ruleset, players, seed, depth);
        let Some(seat) = game.to_act() else { continue };
        let view = game.view(Some(seat));
        let twin = Game::determinize(&view, &data, 0xD1FF ^ seed);
        assert_eq!(
            twin.view(Some(seat)),
            view,
            "the twin shows seat {seat} the same"
        );
        let other = (seat + 1) % players;
        assert_ne!(
            twin.state_hash(),
            game.state_hash(),
            "the twin's hidden cards differ"
        );
        let _ = twin.view(Some(other));
        let legal = game.legal_actions();
        assert_eq!(twin.legal_actions(), legal, "{ruleset}");
        let settings = Settings::parse("40it,depth=1").unwrap();
        let mut a = Ismcts::new(data.clone(), settings.clone(), 77);
        let mut b = Ismcts::new(data.clone(), settings, 77);
        let visits_a = a.search(&game.view(Some(seat)), &legal, Budget::Default);
        let visits_b = b.search(&twin.view(Some(seat)), &legal, Budget::Default);
        assert_eq!(
            visits_a, visits_b,
            "{ruleset}: same view and seed, same search"
        );
        let mut a = make_bot("ismcts:30it,depth=1", &data, 9).unwrap();
        let mut b = make_bot("ismcts:30it,depth=1", &data, 9).unwrap();
        assert_eq!(
            a.choose(&game.view(Some(seat)), &legal, Budget::Default),
            b.choose(&twin.view(Some(seat)), &legal, Budget::Default)
        );
        compared += 1;
    }
    assert!(compared >= 12, "{compared} positions compared");
}

/// The same bot seed gives the same choices over a whole game (no hidden clock or global state).
#[test]
fn same_seed_same_game() {
    let data = DataSet::builtin();
    let play = || {
        let mut game = Game::with_data(&config(2, 11, 3), &data).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = (0..2)
            .map(|s| make_bot("ismcts:10it,depth=1", &data, 100 + s).unwrap())
            .collect();
        let mut actions: Vec<Action> = Vec::new();
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
            game.apply(seat, &a).unwrap();
            actions.push(a);
        }
        (actions, game.state_hash())
    };
    assert_eq!(play(), play());
}

/// Full games (ended by a short round cap) with `ismcts` in every seat, and beside the other
/// bots, for 2, 3 and 4 players: every action it picks is legal (checked `apply`).
#[test]
fn every_decision_is_legal() {
    let data = DataSet::builtin();
    let lineups: [&[&str]; 5] = [
        &["ismcts:12it,depth=1", "ismcts:6it,depth=1"],
        &["ismcts:8it,depth=1", "greedy", "random"],
        &[
            "ismcts:6it,depth=1",
            "ismcts:6it,policy=random,depth=1",
            "greedy",
            "ismcts:4it,depth=1",
        ],
        &["ismcts:3it,depth=full", "ismcts:5it,depth=1,policy=greedy"],
        // To the natural end (12 mission points), not the cap.
        &["ismcts:40it", "greedy"],
    ];
    for (i, lineup) in lineups.iter().enumerate() {
        let players = lineup.len() as u8;
        let cap = match i {
            3 => 3,
            4 => 60,
            _ => 12,
        };
        let mut game = Game::with_data(&config(players, 40 + i as u64, cap), &data).unwrap();
        let mut bots: Vec<Box<dyn Bot>> = lineup
            .iter()
            .enumerate()
            .map(|(s, spec)| make_bot(spec, &data, s as u64).unwrap())
            .collect();
        let mut decisions = 0;
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
            if let Err(e) = game.apply(seat, &a) {
                panic!(
                    "{} chose an illegal action {a:?}: {e}",
                    lineup[seat as usize]
                );
            }
            decisions += 1;
        }
        assert!(
            game.outcome().is_some(),
            "lineup {i}: {}",
            game.state_json()
        );
        assert!(
            decisions > 10,
            "lineup {i}: a real game was played ({decisions} decisions)"
        );
    }
}

#[test]
fn budgets_are_kept() {
    let data = DataSet::builtin();
    let game = position(&data, 4, 8, 70);
    let seat = game.to_act().unwrap();
    let view = game.view(Some(seat));
    let legal = game.legal_actions();
    let mut bot = Ismcts::from_spec("depth=1,stop=full", &data, 3).unwrap();
    let visits = bot.search(&view, &legal, Budget::Iterations(25));
    let stats = bot.last_stats();
    assert_eq!(stats.iterations, 25);
    assert_eq!(visits.iter().sum::<u32>(), stats.iterations);
    assert!(stats.nodes <= 26);
    let t = std::time::Instant::now();
    bot.search(&view, &legal, Budget::Millis(40));
    assert!(bot.last_stats().iterations >= 1);
    assert!(
        t.elapsed().as_millis() < 1000,
        "a 40 ms budget ends in time"
    );
    // A forced move costs nothing.
    let a = bot.choose(&view, &legal[..1], Budget::Iterations(1_000_000));
    assert_eq!(a, legal[0]);
}

#[test]
fn bot_specs() {
    let data = DataSet::builtin();
    for name in BOT_NAMES {
        let bot = make_bot(name, &data, 1).unwrap();
        assert!(bot.name().starts_with(name.split(':').next().unwrap()));
    }
    assert_eq!(make_bot("ismcts", &data, 1).unwrap().name(), "ismcts");
    assert_eq!(
        make_bot("ismcts:strong", &data, 1).unwrap().name(),
        "ismcts:strong"
    );
    let s = Settings::parse("").unwrap();
    assert_eq!(s, havenbaron_bots::ismcts::Level::Medium.settings());
    let s = Settings::parse("250it").unwrap();
    assert_eq!((s.iterations, s.millis), (Some(250), None));
    let s = Settings::parse("80ms,depth=full,policy=random").unwrap();
    assert_eq!(
        (s.iterations, s.millis, s.horizon_rounds),
        (None, Some(80), None)
    );
    let s = Settings::parse("depth=3,strong").unwrap();
    assert_eq!(s.horizon_rounds, Some(3), "a level keeps the options");
    assert_eq!(s.rule_ties, RuleTies::RuleSet);
    let s = Settings::parse("easy,tie=off").unwrap();
    assert_eq!(s.rule_ties, RuleTies::Off);
    let s = Settings::parse("tie=0.05").unwrap();
    assert_eq!(s.rule_ties, RuleTies::Margin(0.05));
    for bad in [
        "ismcts:fast",
        "ismcts:12",
        "ismcts:depth=x",
        "ismcts:policy=smart",
        "ismcts:t=0",
        "ismcts:t=-1",
        "ismcts:depth=0",
        "ismcts:c=-0.5",
        "ismcts:eps=2",
        "ismcts:stop=never",
        "ismcts:tie=-0.1",
        "ismcts:tie=on",
        "mcts",
    ] {
        assert!(make_bot(bad, &data, 1).is_err(), "{bad} is refused");
    }
}

/// The other rule sets: `ismcts` plays them legally too (playouts to the end with the
/// `greedy` rule of thumb; a short round cap keeps this quick).
#[test]
fn every_rule_set() {
    let data = DataSet::builtin();
    for ruleset in Ruleset::ALL {
        for players in [2, 3] {
            let mut config = Config::new(ruleset, players, 5);
            config.round_cap = Some(3);
            let mut game = Game::with_data(&config, &data).unwrap();
            let mut bots: Vec<Box<dyn Bot>> = (0..players)
                .map(|s| {
                    let spec = if s == 0 { "ismcts:4it" } else { "greedy" };
                    make_bot(spec, &data, s as u64).unwrap()
                })
                .collect();
            while let Some(seat) = game.to_act() {
                let legal = game.legal_actions();
                let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
                if let Err(e) = game.apply(seat, &a) {
                    panic!("{ruleset}: seat {seat} chose an illegal action {a:?}: {e}");
                }
            }
            assert!(game.outcome().is_some(), "{ruleset}");
        }
    }
}
