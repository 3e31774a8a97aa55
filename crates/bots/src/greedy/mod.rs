//! `greedy`: a rule of thumb per rule set, working from the bot's view alone. Where the rule of
//! thumb has no opinion, it picks a legal action at random (seeded).

mod antwerpen;
mod masters;
mod rotterdam;
pub(crate) mod sailing;
mod wants;

use havenbaron_engine::{Action, DataSet, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Budget};

pub struct Greedy {
    rotterdam: rotterdam::Rotterdam,
    masters: masters::Masters,
    antwerpen: antwerpen::Antwerpen,
    rng: ChaCha8Rng,
}

impl Greedy {
    pub fn new(data: DataSet, seed: u64) -> Greedy {
        Greedy {
            rotterdam: rotterdam::Rotterdam::new(data.rotterdam.clone()),
            masters: masters::Masters::new(data.masters.clone()),
            antwerpen: antwerpen::Antwerpen::new(data.antwerpen.clone()),
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The rule of thumb's own choice, or `None` where it has no opinion (`choose` then picks
    /// at random).
    pub fn suggest(&self, view: &View, legal: &[Action]) -> Option<Action> {
        match view {
            View::Rotterdam(v) => self.rotterdam.choose(v, legal),
            View::Masters(v) => self.masters.choose(v, legal),
            View::Antwerpen(v) => self.antwerpen.choose(v, legal),
        }
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
