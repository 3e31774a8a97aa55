//! The end of a game: scores and the tie-broken ranking.

use serde::{Deserialize, Serialize};

use crate::vocabulary::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct SeatScore {
    pub seat: Seat,
    pub total: i32,
    /// Points from completed missions (assignments).
    pub missions: i32,
    /// Victory points from cards (navigation/shipping VP cards).
    pub cards: i32,
    /// Points of product cards in hand.
    pub products: i32,
    /// Number of product cards in hand (a tie-break in Rotterdam, R-7).
    pub product_cards: i32,
    /// Rank after tie-breaks, 1 = first; tied seats share a rank.
    pub rank: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Outcome {
    pub scores: Vec<SeatScore>,
    /// Seats ranked first (more than one when the tie-breaks leave a tie); empty for a game
    /// stopped by the cap, which is unfinished and has no winner (C-7 ruling).
    pub winners: Vec<Seat>,
    /// The game was stopped by the safety cap (C-7), not by its own end rule: it is scored
    /// and ranked as it stood, but nobody won it.
    pub capped: bool,
    /// Rounds played (Rotterdam, Masters) or turns (Antwerpen).
    pub rounds: u32,
}

impl Outcome {
    /// Ranks the scores by total, then by `tie_break` (higher is better; the rule set's
    /// tie-breaks), sharing a rank when both are equal; the winners are the seats ranked 1,
    /// except in a capped game, which nobody won.
    pub fn ranked<K: Ord + Copy>(
        mut scores: Vec<SeatScore>,
        tie_break: impl Fn(&SeatScore) -> K,
        capped: bool,
        rounds: u32,
    ) -> Outcome {
        let keys: Vec<(i32, K)> = scores.iter().map(|s| (s.total, tie_break(s))).collect();
        for (s, r) in scores.iter_mut().zip(rank_by(&keys)) {
            s.rank = r;
        }
        Outcome {
            winners: scores
                .iter()
                .filter(|s| s.rank == 1 && !capped)
                .map(|s| s.seat)
                .collect(),
            scores,
            capped,
            rounds,
        }
    }
}

/// Ranks seats by a key (higher is better); equal keys share a rank.
pub fn rank_by<K: Ord + Copy>(keys: &[K]) -> Vec<u8> {
    keys.iter()
        .map(|k| 1 + keys.iter().filter(|o| *o > k).count() as u8)
        .collect()
}
