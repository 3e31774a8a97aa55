//! `greedy` for Masters of Trade (filled in below).

use std::sync::Arc;

use havenbaron_engine::{Action, masters};

pub struct Masters {
    #[allow(dead_code)]
    data: Arc<masters::Data>,
}

impl Masters {
    pub fn new(data: Arc<masters::Data>) -> Masters {
        Masters { data }
    }

    pub fn choose(&self, _v: &masters::View, _legal: &[Action]) -> Option<Action> {
        None
    }
}
