//! A rule of thumb (filled in below).

use havenbaron_engine::{Action, DataSet, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::{Bot, Budget};

pub struct Greedy {
    #[allow(dead_code)]
    data: DataSet,
    rng: ChaCha8Rng,
}

impl Greedy {
    pub fn new(data: DataSet, seed: u64) -> Greedy {
        Greedy {
            data,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl Bot for Greedy {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, _view: &View, legal: &[Action], _budget: Budget) -> Action {
        legal[self.rng.random_range(0..legal.len())]
    }
}
