//! Uniformly random among the legal actions.

use havenbaron_engine::{Action, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Budget};

pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    pub fn new(seed: u64) -> RandomBot {
        RandomBot {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, _view: &View, legal: &[Action], _budget: Budget) -> Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}
