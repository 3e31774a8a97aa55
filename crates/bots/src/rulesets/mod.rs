//! The one place in the bots that lists the rule sets. Each rule set has a folder here with
//! its rule of thumb (`greedy.rs`, a [`RuleOfThumb`]) and its search knowledge (`search.rs`,
//! an [`Expert`]); [`Thumbs`] and [`Experts`] hold one of each and pick the one that fits a
//! view or a game. Everything else in the bots is the same for every rule set.
//!
//! A new rule set adds its folder, a `mod` block below, a field in `Thumbs` and `Experts`, and
//! one arm in each `match`.

use std::hash::{DefaultHasher, Hash, Hasher};

use havenbaron_engine::{Action, DataSet, Game, Ruleset, Seat, View};
use rand_chacha::ChaCha8Rng;

use crate::greedy::thumb::RuleOfThumb;
use crate::ismcts::expert::Expert;

mod antwerpen {
    pub(crate) mod greedy;
    pub(crate) mod search;
}
mod masters {
    pub(crate) mod greedy;
    pub(crate) mod search;
}
mod rotterdam {
    pub(crate) mod greedy;
    pub(crate) mod search;
}

/// Every rule set's rule of thumb (the `greedy` bot's knowledge).
pub(crate) struct Thumbs {
    rotterdam: rotterdam::greedy::Rotterdam,
    masters: masters::greedy::Masters,
    antwerpen: antwerpen::greedy::Antwerpen,
}

impl Thumbs {
    pub fn new(data: &DataSet) -> Thumbs {
        Thumbs {
            rotterdam: RuleOfThumb::new(data.rotterdam.clone()),
            masters: RuleOfThumb::new(data.masters.clone()),
            antwerpen: RuleOfThumb::new(data.antwerpen.clone()),
        }
    }

    /// The rule of thumb's choice for `view`, or `None` where it has no opinion.
    pub fn choose(&self, view: &View, legal: &[Action]) -> Option<Action> {
        match view {
            View::Rotterdam(v) => self.rotterdam.choose(
                &<rotterdam::greedy::Rotterdam as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
            View::Masters(v) => self.masters.choose(
                &<masters::greedy::Masters as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
            View::Antwerpen(v) => self.antwerpen.choose(
                &<antwerpen::greedy::Antwerpen as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
        }
    }

    /// The rule of thumb's choice for `seat` in `game`, from what that seat knows (the same
    /// as [`Thumbs::choose`] on its view), or `None` where it has no opinion.
    pub fn choose_in_game(&self, game: &Game, seat: Seat, legal: &[Action]) -> Option<Action> {
        match game {
            Game::Rotterdam(g) => self.rotterdam.choose(
                &<rotterdam::greedy::Rotterdam as RuleOfThumb>::sight_in_game(g, seat),
                legal,
            ),
            Game::Masters(g) => self.masters.choose(
                &<masters::greedy::Masters as RuleOfThumb>::sight_in_game(g, seat),
                legal,
            ),
            Game::Antwerpen(g) => self.antwerpen.choose(
                &<antwerpen::greedy::Antwerpen as RuleOfThumb>::sight_in_game(g, seat),
                legal,
            ),
        }
    }

    /// Takes out of `legal` what the rule of thumb for `view` never does.
    pub fn rule_out(&self, view: &View, legal: &mut Vec<Action>) {
        match view {
            View::Rotterdam(v) => self.rotterdam.rule_out(
                &<rotterdam::greedy::Rotterdam as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
            View::Masters(v) => self.masters.rule_out(
                &<masters::greedy::Masters as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
            View::Antwerpen(v) => self.antwerpen.rule_out(
                &<antwerpen::greedy::Antwerpen as RuleOfThumb>::sight_of_view(v),
                legal,
            ),
        }
    }
}

/// A fingerprint of the public position the view shows, but the clock (the round, or
/// Antwerpen's turn): equal at two of a seat's decisions, the board, the scores and every
/// public count came back as they were (see the search's repetition rule, [`crate::ismcts`]).
/// Hands and pile sizes are left out: a loop in which cards are drawn is still a loop.
pub(crate) fn position_key(view: &View) -> u64 {
    let mut h = DefaultHasher::new();
    match view {
        View::Rotterdam(v) => {
            let mut p = v.public;
            p.round = 0;
            p.hash(&mut h);
        }
        View::Masters(v) => {
            let mut p = v.public;
            p.round = 0;
            p.hash(&mut h);
        }
        View::Antwerpen(v) => {
            let mut p = v.public;
            p.turn = 0;
            p.hash(&mut h);
        }
    }
    h.finish()
}

/// Every rule set's search knowledge (see [`Expert`]).
pub(crate) struct Experts {
    rotterdam: rotterdam::search::Rotterdam,
    masters: masters::search::Masters,
    antwerpen: antwerpen::search::Antwerpen,
}

/// Runs `$body` with `$e` the expert and `$g` the game of `$game`'s rule set.
macro_rules! with_expert {
    ($experts:expr, $game:expr, ($e:ident, $g:ident) => $body:expr) => {
        match $game {
            Game::Rotterdam($g) => {
                let $e = &$experts.rotterdam;
                $body
            }
            Game::Masters($g) => {
                let $e = &$experts.masters;
                $body
            }
            Game::Antwerpen($g) => {
                let $e = &$experts.antwerpen;
                $body
            }
        }
    };
}

impl Experts {
    pub fn new(data: &DataSet) -> Experts {
        Experts {
            rotterdam: Expert::new(&data.rotterdam),
            masters: Expert::new(&data.masters),
            antwerpen: Expert::new(&data.antwerpen),
        }
    }

    /// Rounds the greedy bots play to reach `bench`'s position (see [`Expert::BENCH_ROUNDS`]).
    pub fn bench_rounds(ruleset: Ruleset) -> u32 {
        match ruleset {
            Ruleset::Rotterdam => rotterdam::search::Rotterdam::BENCH_ROUNDS,
            Ruleset::Masters => masters::search::Masters::BENCH_ROUNDS,
            Ruleset::Antwerpen => antwerpen::search::Antwerpen::BENCH_ROUNDS,
        }
    }

    /// The tie margin of the view's rule set (see [`Expert::RULE_TIES`]).
    pub fn rule_ties(&self, view: &View) -> Option<f64> {
        match view {
            View::Rotterdam(_) => rotterdam::search::Rotterdam::RULE_TIES,
            View::Masters(_) => masters::search::Masters::RULE_TIES,
            View::Antwerpen(_) => antwerpen::search::Antwerpen::RULE_TIES,
        }
    }

    /// How far the game has gone, in ticks that only move forward.
    #[inline]
    pub fn clock(&self, game: &Game) -> u32 {
        with_expert!(self, game, (e, g) => e.clock(g))
    }

    /// Ticks of [`Experts::clock`] in one round.
    pub fn round_ticks(&self, game: &Game) -> u32 {
        with_expert!(self, game, (e, g) => e.round_ticks(g))
    }

    /// What `seat`'s position is worth, in points (its score now plus what is on its way).
    pub fn evaluate(&self, game: &Game, seat: Seat) -> f64 {
        with_expert!(self, game, (e, g) => e.evaluate(g, seat))
    }

    /// The cheap playout rule on the full state, or `None` where the rule set has none.
    pub fn rule_policy(
        &self,
        game: &Game,
        legal: &[Action],
        rng: &mut ChaCha8Rng,
    ) -> Option<Action> {
        with_expert!(self, game, (e, g) => e.rule_policy(g, legal, rng))
    }
}

#[cfg(test)]
mod tests {
    use havenbaron_engine::{Config, DataSet, Game, Ruleset};
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::Thumbs;

    /// The rule of thumb decides the same from a seat's view (a bot at a table) and from the
    /// game itself (a playout, no view built): it reads only what the seat knows. Games mix
    /// its own choices with random ones to reach many kinds of positions.
    #[test]
    fn rule_of_thumb_decides_the_same_from_view_and_game() {
        let data = DataSet::builtin();
        let thumbs = Thumbs::new(&data);
        for ruleset in [Ruleset::Rotterdam, Ruleset::Masters, Ruleset::Antwerpen] {
            for players in 2..=4u8 {
                let seed = players as u64;
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut g = Game::new(&Config::new(ruleset, players, seed)).unwrap();
                let mut compared = 0;
                while let Some(seat) = g.to_act()
                    && compared < 1500
                {
                    let legal = g.legal_actions();
                    let on_view = thumbs.choose(&g.view(Some(seat)), &legal);
                    let on_game = thumbs.choose_in_game(&g, seat, &legal);
                    assert_eq!(
                        on_view, on_game,
                        "{ruleset:?}, {players} players, action {compared}"
                    );
                    compared += 1;
                    let action = match on_view {
                        Some(a) if rng.random_range(0..4) > 0 => a,
                        _ => legal[rng.random_range(0..legal.len())],
                    };
                    g.apply(seat, &action).unwrap();
                }
                assert!(compared > 100, "{ruleset:?}: only {compared} decisions");
            }
        }
    }
}
