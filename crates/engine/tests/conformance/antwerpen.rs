//! Antwerpen's part of the conformance suite (A-1…A-8, C-6). The checks themselves live in
//! `support/antwerpen.rs`, which the Antwerpen scenario tests share.

use havenbaron_engine::antwerpen;
use havenbaron_engine::{Action, Outcome, Seat, SeatScore};

use super::Conformance;
use super::antwerpen_support as checks;

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
