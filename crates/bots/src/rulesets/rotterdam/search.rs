//! What the search knows about Rotterdam: its clock (rounds and phases), the evaluation at a
//! playout's horizon, and the cheap playout rule of thumb on the full state.

use std::sync::Arc;

use havenbaron_engine::rotterdam::state::Phase;
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Action, Seat};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::greedy::sailing::FAR;
use crate::ismcts::expert::Expert;
use crate::ismcts::value::Goods;

/// Phases in a round.
const ROUND_TICKS: u32 = 6;

/// Rounds and phases played: a clock that only moves forward.
fn clock(g: &rotterdam::Game) -> u32 {
    g.state.public.round * ROUND_TICKS + phase_index(g.state.public.phase)
}

fn phase_index(phase: Phase) -> u32 {
    phase as u32 - 1
}

/// What the seat's position is worth, in points: its score now (R-7: missions, VP cards,
/// products in hand) plus what is on its way (cargo under way, a mission the hand covers,
/// navigation cards in hand) and its ships, less for each channel before they come home.
fn evaluate(goods: &Goods, g: &rotterdam::Game, seat: Seat) -> f64 {
    let (d, st) = (&g.data, &g.state);
    let p = &st.public;
    let hand = &st.hidden.hands[seat as usize];
    let sp = &p.seats[seat as usize];
    let mut v = sp.mission_points as f64;
    for card in NavCard::ALL {
        let n = hand.nav[card as usize] as f64;
        v += card.vp() as f64 * (n + sp.table[card as usize] as f64);
        if card.vp() == 0 {
            v += 0.3 * n;
        }
    }
    v += goods.products(&hand.products);
    v += goods.cargo(&p.fleet, seat);
    v += goods.ships(&p.fleet, seat);
    for &m in &hand.missions {
        v += goods.covered(&d.missions[m as usize], &hand.products);
    }
    v
}

/// The playout rule of thumb, on the full (determinized) state: the best-scored action, ties
/// broken at random. Completes the best mission, lays VP cards, loads needed raw materials near
/// their harbour, calls the colour that helps its own ships most, steers forks towards the
/// harbour; no trading and no card plays.
fn rule_policy(
    goods: &Goods,
    g: &rotterdam::Game,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
) -> Action {
    let (d, st) = (&g.data, &g.state);
    let p = &st.public;
    let Some(me) = p.to_act() else {
        return legal[0];
    };
    let hand = &st.hidden.hands[me as usize];
    // Raw materials whose harbour gives a product a mission in hand still lacks.
    let mut raw_need = [0f64; 4];
    for &m in &hand.missions {
        let need = &d.missions[m as usize].need;
        for (prod, &n) in need.iter().enumerate() {
            if n > hand.products[prod]
                && let Some(Some(raw)) = goods.product_raw.get(prod)
            {
                raw_need[*raw as usize & 3] += 1.0;
            }
        }
    }
    // Every call's score, worked out at the first call among the legal actions.
    let mut calls: Option<[i32; 5]> = None;
    let mut best = f64::NEG_INFINITY;
    let mut choice = legal[0];
    let mut ties = 0u32;
    for &a in legal {
        let key = match a {
            Action::CompleteMission { mission, joker } => {
                1000.0 + d.missions[mission as usize].points as f64 * 10.0
                    - joker.is_some() as u8 as f64
            }
            Action::LayCard { .. } => 900.0,
            Action::PlaceShip {
                start,
                cargo: Some(raw),
            } => {
                let dist = goods.dist(start, raw);
                if dist >= FAR {
                    -1.0
                } else {
                    10.0 + goods.raw_points[raw as usize & 3] + 2.0 * raw_need[raw as usize & 3]
                        - 0.75 * dist as f64
                }
            }
            Action::PlaceShip { cargo: None, .. } => -2.0,
            Action::CallColour { colour } => calls
                .get_or_insert_with(|| goods.harbours.colour_scores(&p.fleet, me))[colour.index()]
                as f64,
            Action::SteerFork { to } => {
                let ship = p
                    .sail
                    .as_ref()
                    .and_then(|s| s.fork)
                    .map(|s| p.fleet.ship(s));
                match ship.and_then(|s| s.cargo) {
                    Some(raw) => -(goods.dist(to, raw) as f64),
                    None => 0.0,
                }
            }
            Action::Accept => {
                let gain = p.offer.as_ref().map_or(0.0, |o| {
                    (0..o.give.len())
                        .map(|i| {
                            let pts = goods.product_points.get(i).copied().unwrap_or(0.0);
                            (o.give[i] as f64 - o.ask[i] as f64) * pts
                        })
                        .sum::<f64>()
                });
                if gain > 0.0 { 1.0 } else { -1.0 }
            }
            Action::SendOffer { .. } => 1.0,
            Action::PlayCard { .. } | Action::AddGive { .. } | Action::AddAsk { .. } => -10.0,
            // Pass, Continue, Decline, Withdraw, a card's target (at random).
            _ => 0.0,
        };
        if key > best {
            best = key;
            choice = a;
            ties = 1;
        } else if key == best {
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                choice = a;
            }
        }
    }
    choice
}

/// The search's knowledge of Rotterdam, built once per bot.
pub struct Rotterdam {
    goods: Goods,
}

impl Expert for Rotterdam {
    type Game = rotterdam::Game;
    /// About a third of a four-player game of the greedy bots (Rotterdam: about 29 rounds).
    const BENCH_ROUNDS: u32 = 8;

    fn new(data: &Arc<rotterdam::Data>) -> Rotterdam {
        let d = data;
        Rotterdam {
            goods: Goods::new(&d.board, &d.accepts, d.raws.len(), &d.products),
        }
    }

    fn clock(&self, g: &rotterdam::Game) -> u32 {
        clock(g)
    }

    fn round_ticks(&self, _g: &rotterdam::Game) -> u32 {
        ROUND_TICKS
    }

    fn evaluate(&self, g: &rotterdam::Game, seat: Seat) -> f64 {
        evaluate(&self.goods, g, seat)
    }

    fn rule_policy(
        &self,
        g: &rotterdam::Game,
        legal: &[Action],
        rng: &mut ChaCha8Rng,
    ) -> Option<Action> {
        Some(rule_policy(&self.goods, g, legal, rng))
    }
}
