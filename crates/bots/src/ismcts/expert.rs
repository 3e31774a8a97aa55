//! The search's knowledge of a rule set, behind one face ([`Expert`]): a clock that tells how
//! far a playout has gone (its horizon is counted in rounds), an evaluation in points, and a
//! cheap playout rule where the rule set has one. Each rule set implements it in its own folder
//! under `rulesets/`; [`crate::rulesets::Experts`] picks the one for a game.

use std::sync::Arc;

use havenbaron_engine::{Action, Rules, Seat};
use rand_chacha::ChaCha8Rng;

/// What the search knows of one rule set, built once per bot from its data.
pub(crate) trait Expert: Send + Sync {
    /// The rule set this knowledge is about.
    type Game: Rules;
    /// Rounds the greedy bots play to reach `bench`'s position: about a third of one of their
    /// four-player games.
    const BENCH_ROUNDS: u32;
    /// The search plays the rule of thumb's choice where its mean reward is within this much
    /// (a win share) of the most visited action's; `None`: never (see [`super::RuleTies`]).
    const RULE_TIES: Option<f64> = None;
    fn new(data: &Arc<<Self::Game as Rules>::Data>) -> Self;
    /// How far the game has gone, in ticks that only move forward.
    fn clock(&self, game: &Self::Game) -> u32;
    /// Ticks of [`Expert::clock`] in one round.
    fn round_ticks(&self, game: &Self::Game) -> u32;
    /// What `seat`'s position is worth, in points (its score now plus what is on its way).
    fn evaluate(&self, game: &Self::Game, seat: Seat) -> f64;
    /// The cheap playout rule on the full state, or `None` where the rule set has none (the
    /// caller then asks `greedy`, which needs a view).
    fn rule_policy(
        &self,
        _game: &Self::Game,
        _legal: &[Action],
        _rng: &mut ChaCha8Rng,
    ) -> Option<Action> {
        None
    }
}
