//! What the search knows about Antwerpen: its clock (turns) and the evaluation at a playout's
//! horizon. Playouts follow the `greedy` rule of thumb.

use havenbaron_engine::{Seat, antwerpen};

use super::value::Goods;

/// What a ship or lock card in hand is worth (it may move a ship or open a way later).
const CARD_POINTS: f64 = 0.3;

/// Clock ticks in a round: one turn per player.
pub(super) fn round_ticks(g: &antwerpen::Game) -> u32 {
    g.state.public.players as u32
}

/// Turns started: a clock that only moves forward.
pub(super) fn clock(g: &antwerpen::Game) -> u32 {
    g.state.public.turn
}

/// What the seat's position is worth, in points: its score now (A-7: missions, products in
/// hand) plus what is on its way (cargo under way, missions its products cover, cards in hand).
pub(super) fn evaluate(goods: &Goods, g: &antwerpen::Game, seat: Seat) -> f64 {
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
