//! Antwerpen's part of the conformance suite (A-1…A-8, C-6). The checks themselves live in
//! `support/antwerpen.rs`, which the Antwerpen scenario tests share.

use havenbaron_engine::antwerpen;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use havenbaron_engine::{Action, Outcome, Seat, SeatScore};

use super::Conformance;
use super::antwerpen_support as checks;
use super::reveals::{Nature, shuffle_face_down};

/// Antwerpen's face-down cards: the product piles (open, C-4), the mission pile, the ship and
/// lock card piles.
impl Nature for antwerpen::Game {
    fn reshuffled(&self, seed: u64) -> Self {
        let mut g = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let h = &mut g.state.hidden;
        for pile in h.product_piles.iter_mut() {
            shuffle_face_down(pile, true, &mut rng);
        }
        shuffle_face_down(&mut h.mission_pile, false, &mut rng);
        shuffle_face_down(&mut h.ship_pile, false, &mut rng);
        shuffle_face_down(&mut h.lock_pile, false, &mut rng);
        h.seed = rng.next_u64();
        g
    }

    fn shuffles(&self) -> u32 {
        self.state.hidden.shuffles
    }
}

impl Conformance for antwerpen::Game {
    fn invariants(&self) -> Result<(), String> {
        checks::invariants(self)
    }

    /// Rank: by total, then mission points; otherwise shared.
    fn tie_key(&self, s: &SeatScore) -> Option<(i32, i32, i32)> {
        Some((s.total, s.missions, 0))
    }

    fn outcome_checks(&self, outcome: &Outcome) -> Result<(), String> {
        checks::outcome(self, outcome)
    }

    fn view_hand(&self, viewer: Option<Seat>, json: &serde_json::Value) -> Result<(), String> {
        checks::view_hand(self, viewer, json)
    }

    fn probes(&self) -> Vec<Action> {
        checks::probes(self)
    }
}
