//! How the `ismcts` search spends its budget: it stops once its decision is settled, it leaves
//! offers to the rule of thumb, and its evaluation counts the score.

use havenbaron_bots::ismcts::{Ismcts, evaluate_game};
use havenbaron_bots::{Bot, Budget, Greedy, make_bot};
use havenbaron_engine::{Action, Config, DataSet, Game, Ruleset};

/// Plays `game` on with greedy bots for `actions` actions (or to its end).
fn advance(data: &DataSet, game: &mut Game, actions: usize, seed: u64) {
    let mut bots: Vec<_> = (0..game.players())
        .map(|s| make_bot("greedy", data, seed + s as u64).unwrap())
        .collect();
    for _ in 0..actions {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions();
        let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &a).unwrap();
    }
}

/// A search that stops before its iteration budget does so only when the most visited action
/// leads the runner-up by more than the iterations left, so spending them could not change
/// the decision: the same bot with `stop=full` decides the same.
#[test]
fn stopping_early_never_changes_the_decision() {
    let data = DataSet::builtin();
    let mut early = 0;
    for ruleset in Ruleset::ALL {
        for seed in 0..6u64 {
            let mut game = Game::with_data(&Config::new(ruleset, 3, seed), &data).unwrap();
            advance(&data, &mut game, 20 + 15 * seed as usize, seed);
            let Some(seat) = game.to_act() else { continue };
            let legal = game.legal_actions();
            let budget = 120;
            let mut bot = Ismcts::from_spec("depth=1", &data, seed).unwrap();
            let visits = bot.search(&game.view(Some(seat)), &legal, Budget::Iterations(budget));
            let ran = bot.last_stats().iterations;
            assert!(ran <= budget);
            if ran < budget {
                early += 1;
                let mut sorted = visits.clone();
                sorted.sort_unstable_by(|a, b| b.cmp(a));
                let runner_up = sorted.get(1).copied().unwrap_or(0);
                assert!(
                    sorted[0] > runner_up + (budget - ran),
                    "{ruleset}: stopped at {ran} with visits {visits:?}"
                );
            }
            let view = game.view(Some(seat));
            let mut early_bot = Ismcts::from_spec("120it,depth=1", &data, seed).unwrap();
            let mut full_bot = Ismcts::from_spec("120it,depth=1,stop=full", &data, seed).unwrap();
            let quick = early_bot.choose(&view, &legal, Budget::Default);
            assert_eq!(
                quick,
                full_bot.choose(&view, &legal, Budget::Default),
                "{ruleset}"
            );
            assert!(early_bot.last_stats().iterations <= full_bot.last_stats().iterations);
        }
    }
    assert!(early > 0, "some search settled early");
}

/// While an offer is being composed the bot follows the rule of thumb without searching, and
/// it still sends offers: trading is not lost, only taken out of the tree. It
/// starts an offer only where the rule of thumb itself would (never on its random fallback).
#[test]
fn offers_are_composed_by_the_rule_of_thumb() {
    let data = DataSet::builtin();
    for ruleset in [Ruleset::Rotterdam, Ruleset::Antwerpen] {
        let mut config = Config::new(ruleset, 3, 21);
        config.round_cap = Some(if ruleset == Ruleset::Antwerpen {
            120
        } else {
            40
        });
        let mut game = Game::with_data(&config, &data).unwrap();
        let mut bots: Vec<Ismcts> = (0..3)
            .map(|s| Ismcts::from_spec("20it,depth=1", &data, s).unwrap())
            .collect();
        let rule = Greedy::new(data.clone(), 0);
        let (mut composing, mut sent) = (0, 0);
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let view = game.view(Some(seat));
            let bot = &mut bots[seat as usize];
            let a = bot.choose(&view, &legal, Budget::Default);
            if legal.contains(&Action::Withdraw) {
                composing += 1;
                assert_eq!(bot.last_stats().iterations, 0, "{ruleset}: no search");
            } else if matches!(a, Action::AddGive { .. } | Action::AddAsk { .. }) {
                assert_eq!(
                    rule.suggest(&view, &legal),
                    Some(a),
                    "{ruleset}: the rule's offer"
                );
            }
            if matches!(a, Action::SendOffer { .. }) {
                sent += 1;
            }
            game.apply(seat, &a).unwrap();
        }
        assert!(
            composing > 0 && sent > 0,
            "{ruleset}: {composing} composing steps, {sent} sent"
        );
    }
}

/// At the end of a game the evaluation is at least the seat's final score: it is the score
/// plus what is on its way, never less.
#[test]
fn evaluation_counts_the_score() {
    let data = DataSet::builtin();
    for ruleset in Ruleset::ALL {
        for players in [2, 4] {
            let mut game = Game::with_data(&Config::new(ruleset, players, 3), &data).unwrap();
            advance(&data, &mut game, usize::MAX, 30);
            let outcome = game.outcome().expect("the game ended");
            for s in &outcome.scores {
                let v = evaluate_game(&data, &game, s.seat);
                assert!(
                    v >= s.total as f64,
                    "{ruleset}: seat {} scored {} but is valued {v}",
                    s.seat,
                    s.total
                );
                assert!(v < s.total as f64 + 40.0, "{ruleset}: {v} is in proportion");
            }
        }
    }
}

/// The bot never repeats itself from a position it has been in: asked again at a position
/// exactly like one it chose from before, it makes another choice while one is legal. A loop
/// of two bots that each repeated themselves (Antwerpen, `ismcts:easy` self-play: a load every
/// turn, the call that wrecks it every turn) ran into the turn cap (C-7) before.
#[test]
fn never_repeats_itself_from_the_same_position() {
    let data = DataSet::builtin();
    let composing = |a: &Action| {
        matches!(
            a,
            Action::AddGive { .. } | Action::AddAsk { .. } | Action::Withdraw
        )
    };
    for ruleset in Ruleset::ALL {
        let mut game = Game::with_data(&Config::new(ruleset, 2, 5), &data).unwrap();
        advance(&data, &mut game, 40, 5);
        // A decision with several choices that the bot searches (offers it composes by rule).
        while game.legal_actions().len() < 3 || game.legal_actions().iter().any(composing) {
            advance(&data, &mut game, 1, 5);
        }
        let seat = game.to_act().unwrap();
        let view = game.view(Some(seat));
        let legal = game.legal_actions();
        let mut bot = Ismcts::from_spec("200it", &data, 9).unwrap();
        let mut fresh = Ismcts::from_spec("200it", &data, 9).unwrap();
        let first = bot.choose(&view, &legal, Budget::Default);
        assert_eq!(
            fresh.choose(&view, &legal, Budget::Default),
            first,
            "{ruleset}: the same seed decides the same"
        );
        let again = bot.choose(&view, &legal, Budget::Default);
        assert_ne!(again, first, "{ruleset}: repeated {first:?}");
        assert!(legal.contains(&again));
    }
}
