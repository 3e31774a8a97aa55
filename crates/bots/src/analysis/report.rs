//! What an analysis finds, as data (serde): every analysed decision, every chance event's
//! swing per seat, and a summary per player. The terminal, the server and the Python package
//! all read this one shape.

use havenbaron_engine::{Action, Ruleset, Seat};
use serde::{Deserialize, Serialize};

use super::labels::{Label, Thresholds};

/// A seat's expected result as the search measured it: win share (0–1, ties split) and
/// points, the mean over `iterations` iterations.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Estimate {
    pub win: f64,
    pub score: f64,
    pub iterations: u32,
}

impl Estimate {
    pub const ZERO: Estimate = Estimate {
        win: 0.0,
        score: 0.0,
        iterations: 0,
    };
}

/// One analysed decision: what the seat took, what the search prefers, and what the difference
/// cost it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The action's place in the game's list of actions (0-based).
    pub index: usize,
    pub seat: Seat,
    /// How many actions the search compared.
    pub choices: usize,
    pub taken: Action,
    /// The search's best action (the taken one where it found nothing better).
    pub best: Action,
    pub taken_value: Estimate,
    pub best_value: Estimate,
    /// `best_value.win − taken_value.win`, never below 0.
    pub cost: f64,
    pub label: Option<Label>,
}

/// How a chance event (a card drawn or turned, a reshuffle: the engine's reveal point with
/// `chance`) moved one seat's expected win share, with no decision of that seat in between.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Swing {
    pub seat: Seat,
    /// Just before the draw, with the action that caused it already chosen.
    pub before: f64,
    /// Just after it.
    pub after: f64,
}

/// One chance event: the action whose automatic steps drew something, and each seat's swing
/// (a seat whose "before" could not be measured, see docs/ANALYSIS.md, is left out).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Chance {
    pub index: usize,
    /// The seat whose action it was.
    pub by: Seat,
    pub swings: Vec<Swing>,
}

/// One player's figures.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerReport {
    pub seat: Seat,
    /// Decisions analysed.
    pub analysed: u32,
    /// Decisions skipped because only one action was legal.
    pub forced: u32,
    /// Offer steps, left to the rule of thumb as in the bot (docs/ANALYSIS.md), not analysed.
    pub offers: u32,
    /// Mean decision accuracy, 0–100 (`labels::accuracy`); `None` with no analysed decision.
    pub accuracy: Option<f64>,
    /// The sum of its decisions' costs: the win share its own choices gave away.
    pub skill: f64,
    /// The sum of its swings at chance events: the win share the draws gave or took.
    pub luck: f64,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// Its actual result: its share of the win (ties split).
    pub result: f64,
    /// Its final score.
    pub score: i32,
}

/// A finished game's analysis.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// The method's version ([`super::METHOD`]) and the bots crate's version that made it.
    pub method: String,
    pub bots_version: String,
    /// Iterations of the search per decision; each measuring probe runs half as many.
    pub budget: u32,
    pub seed: u64,
    pub ruleset: Ruleset,
    pub players: u8,
    /// Actions in the game.
    pub actions: usize,
    pub thresholds: Thresholds,
    /// Iterations the whole analysis ran, searches and probes: its cost, the same on every
    /// machine.
    pub iterations: u64,
    pub decisions: Vec<Decision>,
    pub chances: Vec<Chance>,
    pub seats: Vec<PlayerReport>,
}

impl Report {
    /// A seat's expected win share over the game, as `(after action n, win share)` points from
    /// its own view: an even share before the first action, after each of its analysed
    /// decisions the value of the action taken, after each chance event the value it measured
    /// there, and its actual result after the last action.
    pub fn series(&self, seat: Seat) -> Vec<(usize, f64)> {
        let mut points = vec![(0, 1.0 / self.players.max(1) as f64)];
        points.extend(
            self.decisions
                .iter()
                .filter(|d| d.seat == seat)
                .map(|d| (d.index + 1, d.taken_value.win)),
        );
        points.extend(self.chances.iter().flat_map(|c| {
            c.swings
                .iter()
                .filter(|s| s.seat == seat)
                .map(move |s| (c.index + 1, s.after))
        }));
        if let Some(p) = self.seats.iter().find(|p| p.seat == seat) {
            points.push((self.actions, p.result));
        }
        // Later entries at the same place are the later measurement (a chance's "after" is
        // taken once the action's draw is done): keep the last.
        points.sort_by_key(|&(at, _)| at);
        let mut out: Vec<(usize, f64)> = Vec::with_capacity(points.len());
        for (at, win) in points {
            match out.last_mut() {
                Some(last) if last.0 == at => last.1 = win,
                _ => out.push((at, win)),
            }
        }
        out
    }

    /// The decisions labelled at least `label`, in game order.
    pub fn flagged(&self, label: Label) -> impl Iterator<Item = &Decision> {
        self.decisions
            .iter()
            .filter(move |d| d.label.is_some_and(|l| l >= label))
    }
}
