//! The search's knowledge of each rule set, behind one face: a clock that tells how far a
//! playout has gone (its horizon is counted in rounds), an evaluation in points, and a cheap
//! playout rule where the rule set has one.

use havenbaron_engine::{Action, DataSet, Game, Seat};
use rand_chacha::ChaCha8Rng;

use super::value::Goods;
use super::{antwerpen, masters, rotterdam};

pub(super) struct Experts {
    rotterdam: Goods,
    masters: Goods,
    antwerpen: Goods,
}

impl Experts {
    pub fn new(data: &DataSet) -> Experts {
        let r = &data.rotterdam;
        let m = &data.masters.base;
        let a = &data.antwerpen;
        Experts {
            rotterdam: Goods::new(&r.board, &r.accepts, r.raws.len(), &r.products),
            masters: Goods::new(&m.board, &m.accepts, m.raws.len(), &m.products),
            antwerpen: Goods::new(&a.board, &a.accepts, a.raws.len(), &a.products),
        }
    }

    /// How far the game has gone, in ticks that only move forward.
    pub fn clock(&self, game: &Game) -> u32 {
        match game {
            Game::Rotterdam(g) => rotterdam::clock(g),
            Game::Masters(g) => masters::clock(g),
            Game::Antwerpen(g) => antwerpen::clock(g),
        }
    }

    /// Ticks of [`Experts::clock`] in one round.
    pub fn round_ticks(&self, game: &Game) -> u32 {
        match game {
            Game::Rotterdam(_) => rotterdam::ROUND_TICKS,
            Game::Masters(g) => masters::round_ticks(g),
            Game::Antwerpen(g) => antwerpen::round_ticks(g),
        }
    }

    /// What `seat`'s position is worth, in points (its score now plus what is on its way).
    pub fn evaluate(&self, game: &Game, seat: Seat) -> f64 {
        match game {
            Game::Rotterdam(g) => rotterdam::evaluate(&self.rotterdam, g, seat),
            Game::Masters(g) => masters::evaluate(&self.masters, g, seat),
            Game::Antwerpen(g) => antwerpen::evaluate(&self.antwerpen, g, seat),
        }
    }

    /// The cheap playout rule on the full state, or `None` where the rule set has none (the
    /// caller then asks `greedy`, which needs a view).
    pub fn rule_policy(
        &self,
        game: &Game,
        legal: &[Action],
        rng: &mut ChaCha8Rng,
    ) -> Option<Action> {
        match game {
            Game::Rotterdam(g) => Some(rotterdam::rule_policy(&self.rotterdam, g, legal, rng)),
            Game::Masters(_) | Game::Antwerpen(_) => None,
        }
    }
}
