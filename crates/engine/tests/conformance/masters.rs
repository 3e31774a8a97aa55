//! Masters of Trade's part of the conformance suite (M-1…M-5, C-6). The checks themselves live
//! in `support/masters.rs`, which the Masters scenario tests share.

use havenbaron_engine::masters;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use havenbaron_engine::{Action, Outcome, Seat, SeatScore};

use super::Conformance;
use super::masters_support as checks;
use super::reveals::{Nature, shuffle_face_down};

/// Masters of Trade's face-down cards: the product piles (open, C-4, but for a top being
/// handed to a factory owner, M-3.4), the assignment pile and the shipping pile.
impl Nature for masters::Game {
    fn reshuffled(&self, seed: u64) -> Self {
        let mut g = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let unturned = g.state.public.unturned.map(usize::from);
        let h = &mut g.state.hidden;
        for (i, pile) in h.product_piles.iter_mut().enumerate() {
            shuffle_face_down(pile, unturned != Some(i), &mut rng);
        }
        shuffle_face_down(&mut h.assignment_pile, false, &mut rng);
        shuffle_face_down(&mut h.shipping_pile, false, &mut rng);
        h.seed = rng.next_u64();
        g
    }

    fn shuffles(&self) -> u32 {
        self.state.hidden.shuffles
    }
}

impl Conformance for masters::Game {
    fn invariants(&self) -> Result<(), String> {
        checks::invariants(self)
    }

    /// Ties go by cash after assignment points (M-4): ranked in `outcome_checks`.
    fn tie_key(&self, _: &SeatScore) -> Option<(i32, i32, i32)> {
        None
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

    /// Not every combination: `factory_layout` only matters once, so the layouts are
    /// crossed with the switches sparingly (listed in `support/masters.rs`).
    fn variant_sets() -> Vec<Vec<String>> {
        checks::VARIANT_SETS
            .iter()
            .map(|set| set.iter().map(|s| s.to_string()).collect())
            .collect()
    }
}
