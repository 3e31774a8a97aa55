//! # Rotterdam (the base game), ruleset `rotterdam`
//!
//! 2–4 players ship raw materials along coloured channels into the harbour that accepts them,
//! earn product cards, trade them and hand them in for missions (RULES R-1…R-7).
//!
//! A round has six phases, each taken by the Harbour Master first and then clockwise:
//! 1. place & load one ship (or pass); 2. call a colour, every ship with a free channel of that
//!    colour moves one step (C-2); 3. ships that stood on anchors when the phase began each give
//!    their owner a navigation card; 4. ships in harbours unload, matching cargo earns the
//!    harbour's top product card; 5. trade offers; 6. complete one mission each.
//!
//! The game ends after phase 6 of the round in which someone holds 12 mission points.
//!
//! Parameters: `players` 2–4; variants `safe_harbour` and `open_products` (switches); the
//! round cap (C-7, default 60). Data: `data/rotterdam/board.toml` and `cards.toml`.
//!
//! Rulings the project took where docs/RULES.md leaves room are listed in `docs/RULINGS.md`.

mod apply;
pub mod cards;
pub mod data;
mod describe;
mod legal;
pub mod state;
mod view;

use std::sync::Arc;

pub use cards::NavCard;
pub use data::Data;
pub use state::{Phase, State, Step, Variants};
pub use view::{HandSizes, Piles, View};

use crate::core::rules::{
    ConfigError, Rules, RulesetInfo, Setup, VariantInfo, rules_forwards, seat_view,
};
use crate::outcome::{Outcome, SeatScore};

/// A Rotterdam game: static data (shared) and the changing state.
#[derive(Clone, Debug)]
pub struct Game {
    pub data: Arc<Data>,
    pub state: State,
}

impl Rules for Game {
    const INFO: RulesetInfo = RulesetInfo {
        id: "rotterdam",
        name: "Rotterdam",
        min_players: 2,
        max_players: 4,
        variants: &[
            VariantInfo::switch("safe_harbour", "R-6"),
            VariantInfo::switch("open_products", "R-6"),
        ],
        default_cap: state::DEFAULT_ROUND_CAP,
        cap_unit: "round",
        // 2: the fixes and the private offer draft of 2026-11-26 (docs/RULINGS.md).
        revision: 2,
    };
    fn new(setup: &Setup, data: Arc<Data>) -> Result<Game, ConfigError> {
        let variants = Variants {
            safe_harbour: setup.switch("safe_harbour"),
            open_products: setup.switch("open_products"),
        };
        let mut state = State::new(&data, setup.players, variants, setup.seed, setup.cap);
        state.advance(&data, &mut crate::core::sink::NoEvents);
        Ok(Game { data, state })
    }

    rules_forwards!(ended: step == Step::Ended);

    /// Final scores: missions + VP cards (hand and table) + products in hand. Ties:
    /// mission points, then product cards, else shared.
    fn outcome(&self) -> Option<Outcome> {
        let p = &self.state.public;
        if p.step != Step::Ended {
            return None;
        }
        let scores: Vec<SeatScore> = (0..p.players)
            .map(|seat| {
                let hand = &self.state.hidden.hands[seat as usize];
                let sp = &p.seats[seat as usize];
                let cards: u16 = NavCard::ALL
                    .iter()
                    .map(|&c| c.vp() * (hand.nav[c as usize] + sp.table[c as usize]) as u16)
                    .sum();
                let products: u32 = hand
                    .products
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| {
                        n as u32 * self.data.products.get(i).map_or(0, |p| p.points) as u32
                    })
                    .sum();
                let missions = sp.mission_points as i32;
                SeatScore {
                    seat,
                    total: missions + cards as i32 + products as i32,
                    missions,
                    cards: cards as i32,
                    products: products as i32,
                    product_cards: hand.product_count() as i32,
                    rank: 0,
                }
            })
            .collect();
        Some(Outcome::ranked(
            scores,
            |s| (s.missions, s.product_cards),
            p.capped,
            p.round,
        ))
    }
}

seat_view!(count: round, cap: round_cap);
