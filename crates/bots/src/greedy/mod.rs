//! `greedy`: a rule of thumb per rule set, working from the bot's view alone. Where the rule of
//! thumb has no opinion, it picks a legal action at random (seeded).
//!
//! Each rule set's rule of thumb implements [`thumb::RuleOfThumb`] in its own folder under
//! `rulesets/`; [`crate::rulesets::Thumbs`] picks the one for a view.

pub(crate) mod sailing;
pub(crate) mod thumb;
pub(crate) mod wants;

use havenbaron_engine::{Action, DataSet, Game, Seat, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rulesets::Thumbs;
use crate::{Bot, Budget};

pub struct Greedy {
    thumbs: Thumbs,
    rng: ChaCha8Rng,
}

impl Greedy {
    pub fn new(data: DataSet, seed: u64) -> Greedy {
        Greedy {
            thumbs: Thumbs::new(&data),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Restarts the random choices (see `Ismcts::reseed`).
    pub(crate) fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    /// The rule of thumb's own choice, or `None` where it has no opinion (`choose` then picks
    /// at random).
    pub fn suggest(&self, view: &View, legal: &[Action]) -> Option<Action> {
        self.thumbs.choose(view, legal)
    }

    /// Takes out of `legal` what the rule of thumb never does (see [`thumb::RuleOfThumb::rule_out`]).
    pub(crate) fn rule_out(&self, view: &View, legal: &mut Vec<Action>) {
        self.thumbs.rule_out(view, legal);
    }

    /// `greedy`'s choice for `seat` in `game` (a sampled game in a playout), from what that
    /// seat knows: the same decision as on its view, with no view built.
    pub fn choose_in_game(&mut self, game: &Game, seat: Seat, legal: &[Action]) -> Action {
        self.thumbs
            .choose_in_game(game, seat, legal)
            .unwrap_or_else(|| legal[self.rng.random_range(0..legal.len())])
    }
}

impl Bot for Greedy {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, view: &View, legal: &[Action], _budget: Budget) -> Action {
        self.suggest(view, legal)
            .unwrap_or_else(|| legal[self.rng.random_range(0..legal.len())])
    }
}
