//! Masters of Trade's part of the conformance suite (M-1…M-5, C-6). The checks themselves live
//! in `support/masters.rs`, which the Masters scenario tests share.

use havenbaron_engine::masters;
use havenbaron_engine::{Action, Outcome, Seat, SeatScore};

use super::Conformance;
use super::masters_support as checks;

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
