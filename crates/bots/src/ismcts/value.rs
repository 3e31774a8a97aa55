//! The parts of a position's worth that all three rule sets share, in points: products in
//! hand, cargo on its way to the harbour that turns it into a product, and a mission (or a
//! Masters assignment) the products in hand already cover.

use havenbaron_engine::Seat;
use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::goods::{MAX_PRODUCTS, MAX_RAWS, Mission, Product};

use crate::greedy::sailing::{FAR, Harbours};

/// What a unit of cargo is worth next to the product it becomes (it may never arrive).
const CARGO_SHARE: f64 = 0.8;
/// The worth of cargo shrinks by this factor per channel still to sail.
const CARGO_DECAY: f64 = 0.75;
/// What a covered mission's extra points are worth before it is completed.
const COVERED_SHARE: f64 = 0.8;
/// What a ship at home is worth as a ship, in points: it can be loaded and sent again.
const SHIP_HOME: f64 = 0.4;
/// A ship at sea is worth less per channel it still has to sail before it comes home.
const SHIP_DECAY: f64 = 0.75;

/// Goods tables of one rule set's data, built once per bot.
pub(crate) struct Goods {
    /// Distances to harbours and the colour measure, shared with `greedy`.
    pub harbours: Harbours,
    /// Mean product points at the harbours accepting a raw material.
    pub raw_points: [f64; MAX_RAWS],
    /// The raw material whose harbour gives a product.
    pub product_raw: Vec<Option<u8>>,
    pub product_points: Vec<f64>,
}

impl Goods {
    pub fn new(board: &Board, accepts: &[Option<u8>], raws: usize, products: &[Product]) -> Goods {
        let harbours = Harbours::new(board, accepts, raws as u8);
        let mut raw_points = [0.0; MAX_RAWS];
        for (raw, slot) in raw_points.iter_mut().enumerate().take(raws) {
            let pts: Vec<f64> = products
                .iter()
                .filter(|p| accepts[p.harbour as usize] == Some(raw as u8))
                .map(|p| p.points as f64)
                .collect();
            if !pts.is_empty() {
                *slot = pts.iter().sum::<f64>() / pts.len() as f64;
            }
        }
        Goods {
            harbours,
            raw_points,
            product_raw: products
                .iter()
                .map(|p| accepts[p.harbour as usize])
                .collect(),
            product_points: products.iter().map(|p| p.points as f64).collect(),
        }
    }

    #[inline]
    pub fn dist(&self, pos: u8, raw: u8) -> i32 {
        self.harbours.distance(pos, Some(raw))
    }

    /// Points of the products in a hand.
    pub fn products(&self, held: &[u8; MAX_PRODUCTS]) -> f64 {
        held.iter()
            .zip(&self.product_points)
            .map(|(&n, &p)| n as f64 * p)
            .sum()
    }

    /// The seat's loaded ships on the board: each worth its harbour's mean product, less the
    /// farther it still has to sail.
    pub fn cargo(&self, fleet: &Fleet, seat: Seat) -> f64 {
        let mut v = 0.0;
        for ship in fleet.ids_of(seat) {
            let s = fleet.ship(ship);
            if let (Some(pos), Some(raw)) = (s.pos, s.cargo) {
                let dist = self.dist(pos, raw);
                if dist < FAR {
                    v += CARGO_SHARE
                        * self.raw_points[raw as usize % MAX_RAWS]
                        * CARGO_DECAY.powi(dist);
                }
            }
        }
        v
    }

    /// The seat's ships as ships, apart from their cargo: one at home (or in a harbour,
    /// about to come home) is worth [`SHIP_HOME`]; one at sea comes home once it enters a
    /// harbour, its own harbour if its cargo can still get there, any harbour if not (it is
    /// unloaded for nothing), so it is worth less the farther that is. Without this a ship
    /// stranded at sea looked as good as one at home: the search placed empty ships and left
    /// them blocking the board until the round cap. For rule sets where a ship comes home on
    /// entering any harbour (Rotterdam).
    pub fn ships(&self, fleet: &Fleet, seat: Seat) -> f64 {
        fleet
            .ids_of(seat)
            .map(|ship| {
                let s = fleet.ship(ship);
                let channels = s.pos.map_or(0, |pos| {
                    if self.harbours.can_deliver(pos, s.cargo) {
                        self.harbours.distance(pos, s.cargo)
                    } else {
                        self.harbours.to_any_harbour(pos)
                    }
                });
                SHIP_HOME * SHIP_DECAY.powi(channels)
            })
            .sum()
    }

    /// A mission the hand covers is about to turn its products into more points: a share of
    /// what completing it adds (at least half a point).
    pub fn covered(&self, mission: &Mission, held: &[u8; MAX_PRODUCTS]) -> f64 {
        if !held.iter().zip(&mission.need).all(|(h, n)| h >= n) {
            return 0.0;
        }
        let used: f64 = mission
            .products
            .iter()
            .map(|&x| self.product_points.get(x as usize).copied().unwrap_or(0.0))
            .sum();
        COVERED_SHARE * (mission.points as f64 - used).max(0.5)
    }
}
