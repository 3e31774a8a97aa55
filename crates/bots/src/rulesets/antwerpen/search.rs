//! What the search knows about Antwerpen: its clock (turns) and the evaluation at a playout's
//! horizon. Playouts follow the `greedy` rule of thumb.

use std::sync::Arc;

use havenbaron_engine::{Seat, antwerpen};

use crate::ismcts::expert::Expert;
use crate::ismcts::value::Goods;

/// What a ship or lock card in hand is worth (it may move a ship or open a way later).
const CARD_POINTS: f64 = 0.3;

/// Clock ticks in a round: one turn per player.
fn round_ticks(g: &antwerpen::Game) -> u32 {
    g.state.public.players as u32
}

/// Turns started: a clock that only moves forward.
fn clock(g: &antwerpen::Game) -> u32 {
    g.state.public.turn
}

/// What the seat's position is worth, in points: its score now (A-7: missions, products in
/// hand) plus what is on its way (cargo under way, missions its products cover, cards in hand).
fn evaluate(goods: &Goods, g: &antwerpen::Game, seat: Seat) -> f64 {
    let (d, st) = (&g.data, &g.state);
    let p = &st.public;
    let hand = &st.hidden.hands[seat as usize];
    let mut v = p.seats[seat as usize].mission_points as f64;
    v += goods.products(&hand.products);
    v += goods.cargo(&p.fleet, seat);
    v += CARD_POINTS * (hand.ship_count() + hand.lock_count()) as f64;
    for &m in &hand.missions {
        v += goods.covered(&d.missions[m as usize], &hand.products);
    }
    v
}

/// The search's knowledge of Antwerpen, built once per bot.
pub struct Antwerpen {
    goods: Goods,
}

impl Expert for Antwerpen {
    type Game = antwerpen::Game;
    /// About a third of a four-player game of the greedy bots (Antwerpen: about 35 turns of every player).
    const BENCH_ROUNDS: u32 = 12;
    /// A win share of 3%, about what separates the root's actions by chance at
    /// `ismcts:easy`'s 300 iterations. Where the search cannot tell the actions apart (a jammed
    /// river, a game already decided), its most visited action was an arbitrary one, often a
    /// call that moves nothing, and games ran into the turn cap (C-7); `greedy` plays on. At
    /// 300 iterations a decision this won 74% of 100 two-player games against the search without
    /// it (`docs/STRENGTH.md`).
    const RULE_TIES: Option<f64> = Some(0.03);

    fn new(data: &Arc<antwerpen::Data>) -> Antwerpen {
        let d = data;
        Antwerpen {
            goods: Goods::new(&d.board, &d.accepts, d.raws.len(), &d.products),
        }
    }

    fn clock(&self, g: &antwerpen::Game) -> u32 {
        clock(g)
    }

    fn round_ticks(&self, g: &antwerpen::Game) -> u32 {
        round_ticks(g)
    }

    fn evaluate(&self, g: &antwerpen::Game, seat: Seat) -> f64 {
        evaluate(&self.goods, g, seat)
    }
}
