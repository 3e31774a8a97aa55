//! What the search knows about Masters of Trade: its clock (rounds and dock workers placed) and
//! the evaluation at a playout's horizon. Playouts follow the `greedy` rule of thumb.

use std::sync::Arc;

use havenbaron_engine::masters::state::Stage;
use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::{Seat, masters};

use crate::ismcts::expert::Expert;
use crate::ismcts::value::Goods;

/// Millions a point costs on the product market, about (D-3: prices 3–12 for 1–3 points).
const MONEY_PER_POINT: f64 = 4.0;
/// Cash is worth less than the points it could buy: buying takes a Trader's turn.
const MONEY_SHARE: f64 = 0.6;
/// A factory's worth: the cards it will make for its owner while the game lasts.
const FACTORY_POINTS: f64 = 1.0;

/// Clock ticks in a round: every dock worker placed, plus the auction's orbit (M-5).
fn round_ticks(g: &masters::Game) -> u32 {
    let p = &g.state.public;
    let workers = g.data.setup(p.players).dock_workers as u32;
    p.players as u32 * (workers + 1)
}

/// Rounds and placements made: a clock that only moves forward. The setup (M-1) counts
/// before round 1 whatever its round number says, and a round's auction (M-5) before its
/// first placement.
fn clock(g: &masters::Game) -> u32 {
    let p = &g.state.public;
    match p.stage {
        Stage::Setup => p.turn as u32,
        Stage::Auction => p.round * round_ticks(g) + p.turn as u32,
        _ => p.round * round_ticks(g) + p.players as u32 + p.turn as u32,
    }
}

/// What the seat's position is worth, in points: its score now (M-4: assignments, products in
/// hand, VP shipping cards) plus cash and raw materials at market value, factories, cargo under
/// way and a face-up assignment its products cover.
fn evaluate(goods: &Goods, g: &masters::Game, seat: Seat) -> f64 {
    let (d, st) = (&g.data, &g.state);
    let p = &st.public;
    let hand = &st.hidden.hands[seat as usize];
    let sp = &p.seats[seat as usize];
    let mut v = sp.points as f64;
    for card in NavCard::ALL {
        v += card.vp() as f64 * (hand.nav[card as usize] + sp.table[card as usize]) as f64;
        if card.vp() == 0 {
            v += 0.3 * hand.nav[card as usize] as f64;
        }
    }
    v += goods.products(&hand.products);
    let stock: f64 = sp
        .stock
        .iter()
        .enumerate()
        .map(|(raw, &n)| {
            let price = d
                .raw_market
                .get(raw)
                .and_then(|t| t.sell_price(p.market[raw]))
                .unwrap_or(0);
            n as f64 * price as f64
        })
        .sum();
    v += MONEY_SHARE * (sp.money as f64 + stock) / MONEY_PER_POINT;
    v += FACTORY_POINTS * sp.factories as f64;
    v += goods.cargo(&p.fleet, seat);
    // Assignments are shared: the best one the hand covers (another player may take it first).
    let best = p
        .assignments
        .iter()
        .map(|&a| goods.covered(&d.base.missions[a as usize], &hand.products))
        .fold(0.0, f64::max);
    v + best
}

/// The search's knowledge of Masters, built once per bot.
pub struct Masters {
    goods: Goods,
}

impl Expert for Masters {
    type Game = masters::Game;
    /// About a third of a four-player game of the greedy bots (Masters of Trade: about 15 rounds).
    const BENCH_ROUNDS: u32 = 5;

    fn new(data: &Arc<masters::Data>) -> Masters {
        let d = &data.base;
        Masters {
            goods: Goods::new(&d.board, &d.accepts, d.raws.len(), &d.products),
        }
    }

    fn clock(&self, g: &masters::Game) -> u32 {
        clock(g)
    }

    fn round_ticks(&self, g: &masters::Game) -> u32 {
        round_ticks(g)
    }

    fn evaluate(&self, g: &masters::Game, seat: Seat) -> f64 {
        evaluate(&self.goods, g, seat)
    }
}
