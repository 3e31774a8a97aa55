//! The search as a measuring instrument, for the post-game analysis (`crate::analysis`): what
//! a position, or one action in it, is worth to every seat, as seen from one seat's view.
//!
//! A probe runs the bot's own iterations (the same tree, playouts and rewards), with three
//! differences that make it a measurement rather than a decision:
//! - the root may hold one given action: the one a seat took, or the search's best. A
//!   determinization in which that action is not legal (another seat played a card the sampled
//!   hand lacks) is drawn again, so the estimate is conditioned on what everyone saw happen;
//! - determinizations come from their own stream (`deals`), so two probes with the same seed
//!   play their iterations on the same sampled games: the difference between the values of
//!   two actions is then measured with common random numbers, and its noise mostly cancels;
//! - it sums every seat's reward and points over the iterations.

use havenbaron_engine::{Action, Game, Seat, View};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Ismcts, MAX_SEATS, NONE, Node};

/// Determinizations a probe may draw per iteration it is asked for before it gives up: the
/// taken action is legal in most of them (a card played from a hand held by one seat of 2–4).
const TRIES_PER_ITERATION: u32 = 12;

/// What a probe measured: per seat, the mean reward (the bot's estimate of its win share) and
/// the mean points (its score at the end of the playout, or the evaluation where the playout
/// stops at its horizon), over `iterations` iterations; and the viewer's reward of each
/// iteration in turn, so that the noise of a difference between two probes on the same sampled
/// games can be measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Probe {
    pub iterations: u32,
    pub win: [f64; MAX_SEATS],
    pub points: [f64; MAX_SEATS],
    pub own: Vec<f64>,
}

impl Ismcts {
    /// Restarts the bot's random numbers (and its rule of thumb's): an analysis seeds every
    /// measurement from what it measures, so a result does not depend on the order of work.
    pub(crate) fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.greedy.reseed(seed ^ 0x9e37_79b9_7f4a_7c15);
        self.recent.clear();
    }

    /// Runs `iterations` iterations from `view` on a fresh tree whose root holds `only` (every
    /// legal action where `None`), and returns each seat's mean reward and points. Fewer
    /// iterations come back (maybe none) where `only` is rarely legal in the determinizations.
    pub(crate) fn probe(
        &mut self,
        view: &View,
        only: Option<Action>,
        iterations: u32,
        seed: u64,
    ) -> Probe {
        self.reseed(seed);
        let mut deals = ChaCha8Rng::seed_from_u64(seed.rotate_left(17) ^ 0x5eed);
        self.tie = None;
        self.root.clear();
        self.root.extend(only);
        self.nodes.clear();
        self.nodes.push(Node {
            action: Action::Pass,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            slot: 0,
            reward: 0.0,
        });
        let mut out = Probe::default();
        let viewer = view.viewer().map_or(0, |s| s as usize);
        let tries = iterations.saturating_mul(TRIES_PER_ITERATION);
        let mut tried = 0;
        while out.iterations < iterations && tried < tries {
            tried += 1;
            let deal = deals.next_u64();
            let Some((win, points)) = self.iterate_with(view, deal, only.is_some(), true) else {
                continue;
            };
            out.iterations += 1;
            out.own.push(win[viewer]);
            for s in 0..MAX_SEATS {
                out.win[s] += win[s];
                out.points[s] += points[s];
            }
        }
        if out.iterations > 0 {
            let n = out.iterations as f64;
            for s in 0..MAX_SEATS {
                out.win[s] /= n;
                out.points[s] /= n;
            }
        }
        out
    }

    /// Every seat's reward where the game stands: its win share in a finished game.
    pub(crate) fn result(&self, game: &Game) -> [f64; MAX_SEATS] {
        self.rewards(game)
    }

    /// Each seat's points where a playout stopped: its final score in a finished game (or one
    /// stopped by the cap), the evaluation of the playouts' horizon otherwise.
    pub(super) fn points(&self, game: &Game) -> [f64; MAX_SEATS] {
        let mut p = [0.0; MAX_SEATS];
        if let Some(outcome) = game.outcome() {
            for s in &outcome.scores {
                p[s.seat as usize] = s.total as f64;
            }
        } else {
            for (seat, slot) in p.iter_mut().enumerate().take(game.players() as usize) {
                *slot = self.experts.evaluate(game, seat as Seat);
            }
        }
        p
    }
}
