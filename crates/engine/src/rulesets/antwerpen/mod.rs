//! # Antwerpen (Ports of Europe #2), ruleset `antwerpen`
//!
//! 2–4 players ship raw materials down the Scheldt into the dock that accepts them, earn
//! product cards, trade them and hand them in for missions (RULES A-1…A-8, D-4).
//!
//! Setup: ships 5/4/3 for 2/3/4 players; four open product piles; 3 private missions and 2
//! lock cards each, no ship cards; all three locks closed; seat 0 starts, play goes clockwise.
//!
//! A turn is one main action with any extra actions before and after it, then *end
//! turn*. Main actions: **Load** (a ship with a raw material on a free start), **Sail** (call a
//! colour: every ship with a free channel of that colour moves one step, C-2; a double channel
//! moves on either of its colours; a closed lock blocks its channel both ways, A-4), **Swap a
//! mission**. Extra actions: complete one mission per turn, offer trades (the R-5 protocol;
//! only the active player offers, at most 3 offers), play ship cards and lock cards
//! not received in the turn in progress.
//!
//! Arrivals take effect at once, even in another player's turn: an anchor gives its
//! owner a lock or a ship card (hand limits 3 and 3, A-3); a matching dock gives the face-up
//! product card; a wrong dock sends that card under its pile; the transit exit takes the ship
//! off the board and, once the call is over, toggles every lock. The Anchor card is played in
//! an opponent's turn, after their call and before any ship moves; Double yield at one's own
//! matching delivery.
//!
//! The game ends when a player completes a third mission: everyone, that player included and
//! last, plays one more turn. Score: mission points + product points in hand; ties go to
//! mission points, else they are shared.
//!
//! Parameters: `players` 2–4; no variants; the turn cap (C-7, default 400 turns; `round_cap` in
//! the config). Data: `data/antwerpen/board.toml` and `cards.toml` (a reconstruction, D-4).
//!
//! Rulings the project took where docs/RULES.md leaves room are listed in `docs/RULINGS.md`
//! ("Antwerpen (A-)").

mod apply;
pub mod cards;
pub mod data;
mod describe;
mod legal;
pub mod state;
mod view;

use std::sync::Arc;

pub use cards::{CardPile, LockCard, LockEffect, ShipCard};
pub use data::Data;
pub use state::{Call, CallKind, Hand, Public, State, Step};
pub use view::{HandSizes, Piles, View};

use crate::core::rules::{ConfigError, Rules, RulesetInfo, Setup, rules_forwards, seat_view};
use crate::outcome::{Outcome, SeatScore};

/// An Antwerpen game: static data (shared) and the changing state.
#[derive(Clone, Debug)]
pub struct Game {
    pub data: Arc<Data>,
    pub state: State,
}

impl Rules for Game {
    const INFO: RulesetInfo = RulesetInfo {
        id: "antwerpen",
        name: "Antwerpen",
        min_players: 2,
        max_players: 4,
        variants: &[],
        default_cap: state::DEFAULT_TURN_CAP,
        cap_unit: "turn",
        // 2: the fixes and the private offer draft of 2026-11-26 (docs/RULINGS.md).
        revision: 2,
    };
    fn new(setup: &Setup, data: Arc<Data>) -> Result<Game, ConfigError> {
        let mut state = State::new(&data, setup.players, setup.seed, setup.cap);
        state.advance(&data, &mut crate::core::sink::NoEvents);
        Ok(Game { data, state })
    }

    rules_forwards!(ended: step == Step::Ended);

    /// Final scores: mission points + product points in hand. Ties: mission points,
    /// else shared.
    fn outcome(&self) -> Option<Outcome> {
        let p = &self.state.public;
        if p.step != Step::Ended {
            return None;
        }
        let scores: Vec<SeatScore> = (0..p.players)
            .map(|seat| {
                let hand = &self.state.hidden.hands[seat as usize];
                let products: i32 = hand
                    .products
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| {
                        n as i32 * self.data.products.get(i).map_or(0, |p| p.points) as i32
                    })
                    .sum();
                let missions = p.seats[seat as usize].mission_points as i32;
                SeatScore {
                    seat,
                    total: missions + products,
                    missions,
                    cards: 0,
                    products,
                    product_cards: hand.product_count() as i32,
                    rank: 0,
                }
            })
            .collect();
        Some(Outcome::ranked(scores, |s| s.missions, p.capped, p.turn))
    }
}

seat_view!(count: turn, cap: turn_cap);
