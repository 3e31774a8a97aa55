//! # Rotterdam: Masters of Trade, ruleset `masters`
//!
//! The expansion turns Rotterdam into an economic game on the same board and cards (RULES
//! M-1…M-5, data D-3). Players start with 15 (millions) and a free ship with a free unit.
//! Each round every player places dock workers one at a time, the Harbour Master first, on the
//! fields of eight characters and resolves each at once: Ship owner (raw-material market,
//! placing ships), Captain (two colour calls, a bonus for rivals' deliveries), Deck hand
//! (shipping cards), Discharger (unloading; factories produce), Trader (the product market),
//! Shipping agent (complete one of three shared assignments), Cashier (money) and Manufacturer
//! (factories). Shipping cards are Rotterdam's navigation cards, with safe harbour always on.
//!
//! The game ends after the round in which someone holds 15 assignment points. Score:
//! assignment points + product card points + VP shipping cards; ties by assignment points,
//! then cash.
//!
//! Parameters: `players` 2–4; variants `fixed_rounds` and `auction` (switches),
//! `factory_layout` = `nl` (default) or `en`; the round cap (C-7, default 60). Data: the
//! Rotterdam board and cards plus `data/masters/tables.toml`.

mod apply;
pub mod data;
mod describe;
mod legal;
pub mod state;
mod view;

use std::sync::Arc;

pub use data::Data;
pub use state::{Character, Stage, State, Variants};
pub use view::{HandSizes, Piles, View};

use crate::core::navigation::NavCard;
use crate::core::rules::{
    ConfigError, Rules, RulesetInfo, Setup, VariantInfo, rules_forwards, seat_view,
};
use crate::outcome::{Outcome, SeatScore};

#[derive(Clone, Debug)]
pub struct Game {
    pub data: Arc<Data>,
    pub state: State,
}

impl Rules for Game {
    const INFO: RulesetInfo = RulesetInfo {
        id: "masters",
        name: "Rotterdam: Masters of Trade",
        min_players: 2,
        max_players: 4,
        variants: &[
            VariantInfo::switch("fixed_rounds", "M-5"),
            VariantInfo::switch("auction", "M-5"),
            VariantInfo {
                name: "factory_layout",
                values: &["nl", "en"],
                default: "nl",
                rule: "M-5",
            },
        ],
        default_cap: state::DEFAULT_ROUND_CAP,
        cap_unit: "round",
        // 2: the fixes and the private offer draft of 2026-11-26 (docs/RULINGS.md).
        revision: 2,
    };
    fn new(setup: &Setup, data: Arc<Data>) -> Result<Game, ConfigError> {
        let layout_name = setup.choice("factory_layout");
        let factory_layout = data
            .layouts
            .iter()
            .position(|(n, _)| n == layout_name)
            .ok_or_else(|| ConfigError::BadVariantValue {
                name: "factory_layout".into(),
                value: layout_name.into(),
                allowed: data.layouts.iter().map(|(n, _)| n.clone()).collect(),
            })? as u8;
        let variants = Variants {
            fixed_rounds: setup.switch("fixed_rounds"),
            auction: setup.switch("auction"),
            factory_layout,
        };
        let mut state = State::new(&data, setup.players, variants, setup.seed, setup.cap);
        state.advance(&data, &mut crate::core::sink::NoEvents);
        Ok(Game { data, state })
    }

    rules_forwards!(ended: stage == Stage::Ended);

    /// Final scores (M-4): assignments + products + VP shipping cards; ties by assignment
    /// points, then cash, else shared.
    fn outcome(&self) -> Option<Outcome> {
        let p = &self.state.public;
        if p.stage != Stage::Ended {
            return None;
        }
        let base = &self.data.base;
        let scores: Vec<SeatScore> = (0..p.players)
            .map(|seat| {
                let hand = &self.state.hidden.hands[seat as usize];
                let sp = &p.seats[seat as usize];
                let cards: u16 = NavCard::ALL
                    .iter()
                    .map(|&c| c.vp() * (hand.nav[c as usize] + sp.table[c as usize]) as u16)
                    .sum();
                let products: i32 = hand
                    .products
                    .iter()
                    .enumerate()
                    .map(|(i, &n)| n as i32 * base.products.get(i).map_or(0, |p| p.points as i32))
                    .sum();
                let missions = sp.points as i32;
                SeatScore {
                    seat,
                    total: missions + cards as i32 + products,
                    missions,
                    cards: cards as i32,
                    products,
                    product_cards: hand.product_count() as i32,
                    rank: 0,
                }
            })
            .collect();
        Some(Outcome::ranked(
            scores,
            |s| (s.missions, p.seats[s.seat as usize].money),
            p.capped,
            p.round,
        ))
    }
}

seat_view!(count: round, cap: round_cap);
