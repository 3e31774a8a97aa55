//! `greedy`: a rule of thumb per rule set, working from the bot's view alone. Where the rule of
//! thumb has no opinion, it picks a legal action at random (seeded).
//!
//! Each rule set's rule of thumb implements [`RuleOfThumb`] in its own folder under
//! `rulesets/`; [`crate::rulesets::Thumbs`] picks the one for a view.

pub(crate) mod sailing;
pub(crate) mod wants;

use std::sync::Arc;

use havenbaron_engine::{Action, DataSet, Rules, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::rulesets::Thumbs;
use crate::{Bot, Budget};

/// What `greedy` knows of one rule set: facts computed once from its data, and a choice made
/// from a seat's view alone.
pub(crate) trait RuleOfThumb: Send + Sync {
    /// The rule set this rule of thumb plays.
    type Game: Rules;
    fn new(data: Arc<<Self::Game as Rules>::Data>) -> Self;
    /// The rule of thumb's choice, or `None` to let the caller pick at random.
    fn choose(&self, view: &<Self::Game as Rules>::View, legal: &[Action]) -> Option<Action>;
    /// Takes out of `legal` the actions the rule of thumb never takes whatever they seem to
    /// gain (the search then leaves them out too); by default none.
    fn rule_out(&self, _view: &<Self::Game as Rules>::View, _legal: &mut Vec<Action>) {}
}

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

    /// The rule of thumb's own choice, or `None` where it has no opinion (`choose` then picks
    /// at random).
    pub fn suggest(&self, view: &View, legal: &[Action]) -> Option<Action> {
        self.thumbs.choose(view, legal)
    }

    /// Takes out of `legal` what the rule of thumb never does (see [`RuleOfThumb::rule_out`]).
    pub(crate) fn rule_out(&self, view: &View, legal: &mut Vec<Action>) {
        self.thumbs.rule_out(view, legal);
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
