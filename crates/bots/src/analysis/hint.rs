//! A hint: "what would the bot do?" at a live table (issue 33, item 4). The same instrument
//! as a post-game decision's analysis ([`Analyst`]): the search from the asking seat's own
//! [`View`] over its legal actions, then the two actions it visited most measured on their own
//! on the same sampled games, so that the answer says what the analysis of that decision would
//! call best. Nothing but the seat's view and its legal actions goes in, so a hint cannot know
//! what the seat does not.

use havenbaron_engine::{Action, View};
use serde::{Deserialize, Serialize};

use super::{Analyst, Estimate, Measured, best_of, is_offer_step};
use crate::Budget;

/// What the search prefers, and the action it ranks next.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    pub best: Action,
    pub best_value: Estimate,
    /// The other action measured (absent where only one action was to be compared).
    pub runner_up: Option<(Action, Estimate)>,
    /// How many actions the search compared.
    pub choices: usize,
}

/// Iterations of a hint's search where none is set (the measurements of its two actions add
/// half as many again): the analysis's own default, so a hint weighs a decision as its
/// post-game analysis would, and still answers a waiting player at once in a release build
/// (docs/ANALYSIS.md, "Hints").
pub const HINT_BUDGET: u32 = super::DEFAULT_BUDGET;

/// Actions measured after the search: the preferred one and the runner-up.
const MEASURED: usize = 2;

impl Analyst {
    /// The hint for the decision whose view is `view` and legal actions `legal`; `index`
    /// places the decision in its game (it and the options' seed seed every measurement, so
    /// the same position gives the same hint). `None` with no legal action, or where every
    /// one is a step of composing an offer (left to the rule of thumb, as in the analysis).
    pub fn hint(&mut self, view: &View, legal: &[Action], index: usize) -> Option<Hint> {
        let seat = view.viewer().expect("a seat's view");
        let choices: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !is_offer_step(a))
            .collect();
        let mut measured: Vec<Measured> = match choices.as_slice() {
            [] => return None,
            [only] => vec![Measured::new(*only)],
            _ => {
                self.bot.reseed(self.seed(index, seat, 0));
                let visits =
                    self.bot
                        .search(view, &choices, Budget::Iterations(self.options.budget));
                self.iterations += u64::from(self.bot.last_stats().iterations);
                let means = self.bot.root_means();
                let mean = |a: &Action| {
                    means
                        .iter()
                        .find(|(b, _, _)| b == a)
                        .map_or(0.0, |&(_, _, m)| m)
                };
                // Most visited first; among equals the higher mean, then the first.
                let mut order: Vec<usize> = (0..choices.len()).collect();
                order.sort_by(|&i, &j| {
                    visits[j]
                        .cmp(&visits[i])
                        .then(mean(&choices[j]).total_cmp(&mean(&choices[i])))
                        .then(i.cmp(&j))
                });
                order
                    .iter()
                    .take(MEASURED)
                    .map(|&j| Measured::new(choices[j]))
                    .collect()
            }
        };
        let iterations = self.screen_iterations();
        self.measure(view, seat, &mut measured, iterations, index, 1);
        let best = best_of(&measured);
        let runner_up = measured
            .iter()
            .find(|m| m.action != best.action)
            .map(|m| (m.action, m.value));
        Some(Hint {
            best: best.action,
            best_value: best.value,
            runner_up,
            choices: choices.len(),
        })
    }
}

#[cfg(test)]
mod tests {
    use havenbaron_engine::{Config, DataSet, Game, Ruleset, Seat};

    use super::*;
    use crate::analysis::Options;

    /// A game part-way through, at a decision with a choice, and the seat deciding.
    fn at_a_choice(ruleset: Ruleset, seed: u64) -> (Game, Seat) {
        let data = DataSet::builtin();
        let config = Config::new(ruleset, 3, seed);
        let mut game = Game::with_data(&config, &data).unwrap();
        let mut n = 0usize;
        loop {
            let seat = game.to_act().expect("a decision");
            let legal = game.legal_actions();
            if n >= 6 && legal.iter().filter(|a| !is_offer_step(a)).count() > 1 {
                return (game, seat);
            }
            game.apply(seat, &legal[n % legal.len()]).unwrap();
            n += 1;
        }
    }

    #[test]
    fn a_hint_is_one_of_the_legal_actions_and_the_same_for_the_same_seed() {
        let data = DataSet::builtin();
        for ruleset in Ruleset::ALL {
            let (game, seat) = at_a_choice(ruleset, 7);
            let legal = game.legal_actions();
            let options = Options {
                budget: 40,
                seed: 3,
            };
            let view = game.view(Some(seat));
            let a = Analyst::new(&data, options).hint(&view, &legal, 9).unwrap();
            let b = Analyst::new(&data, options).hint(&view, &legal, 9).unwrap();
            assert_eq!(a, b, "{ruleset:?}");
            assert!(legal.contains(&a.best), "{ruleset:?}");
            let (other, value) = a.runner_up.expect("two actions measured");
            assert!(legal.contains(&other) && other != a.best);
            assert!(a.best_value.win >= value.win);
            assert!((0.0..=1.0).contains(&a.best_value.win));
        }
    }

    /// Hidden means hidden: a twin game that differs from the real one only in what the asking
    /// seat cannot see (other seats' hands, the decks' order) gives the same hint.
    #[test]
    fn a_twin_world_that_looks_the_same_to_the_seat_gives_the_same_hint() {
        let data = DataSet::builtin();
        let options = Options {
            budget: 40,
            seed: 11,
        };
        for ruleset in Ruleset::ALL {
            let (game, seat) = at_a_choice(ruleset, 21);
            let view = game.view(Some(seat));
            let twin = Game::determinize(&view, &data, 0x7a1d);
            assert_eq!(twin.view(Some(seat)), view, "{ruleset:?}");
            assert_ne!(
                twin.state_hash(),
                game.state_hash(),
                "{ruleset:?}: no hidden difference"
            );
            let legal = game.legal_actions();
            assert_eq!(twin.legal_actions(), legal);
            let real = Analyst::new(&data, options).hint(&view, &legal, 4);
            let other = Analyst::new(&data, options).hint(&twin.view(Some(seat)), &legal, 4);
            assert_eq!(real, other, "{ruleset:?}");
        }
    }

    /// The time a hint takes at the default budget, for docs/ANALYSIS.md ("Hints"): in a
    /// release build, `cargo test --release -p havenbaron-bots --lib -- --ignored
    /// --nocapture hint_speed`. Ten positions of a 4-player game per rule set.
    #[test]
    #[ignore = "a measurement: run in a release build"]
    fn hint_speed() {
        let data = DataSet::builtin();
        let options = Options {
            budget: HINT_BUDGET,
            seed: 1,
        };
        for ruleset in Ruleset::ALL {
            let mut game = Game::with_data(&Config::new(ruleset, 4, 3), &data).unwrap();
            let mut times = Vec::new();
            let mut iterations = 0;
            let mut n = 0usize;
            while times.len() < 10 && !game.is_over() {
                let seat = game.to_act().unwrap();
                let legal = game.legal_actions();
                if n.is_multiple_of(7) && legal.iter().filter(|a| !is_offer_step(a)).count() > 1 {
                    let mut analyst = Analyst::new(&data, options);
                    let start = std::time::Instant::now();
                    analyst.hint(&game.view(Some(seat)), &legal, n).unwrap();
                    times.push(start.elapsed().as_secs_f64() * 1000.0);
                    iterations += analyst.iterations();
                }
                game.apply(seat, &legal[n % legal.len()]).unwrap();
                n += 1;
            }
            times.sort_by(f64::total_cmp);
            println!(
                "{ruleset:?}: {} hints, {} iterations each on average, median {:.1} ms, max {:.1} ms",
                times.len(),
                iterations / times.len() as u64,
                times[times.len() / 2],
                times[times.len() - 1]
            );
        }
    }
}
