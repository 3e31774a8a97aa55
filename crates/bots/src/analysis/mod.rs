//! Post-game analysis: for every decision of every seat of a finished game, what the seat's
//! choice was worth against the best the search finds, and how much the draws moved each seat's
//! chances (luck told apart from skill). The method, its thresholds and its figures are in
//! `docs/ANALYSIS.md`; this module is what the terminal (`havenbaron analyse`), the server and
//! the Python package share.
//!
//! # Honest by construction
//! Every measurement takes one seat's [`View`] of the position (and, for the decision, the
//! legal actions, which that seat knows), never the game: what the seat could not know then
//! cannot enter its analysis. The only other input is an action everyone saw taken.
//!
//! # A decision
//! From the deciding seat's view, the bot's search ([`Ismcts`], with its near-tie rule and
//! early stop off) runs `budget` iterations over every legal action but the offer steps; its
//! most visited actions other than the taken one form a shortlist. The taken action and the
//! shortlist are each measured on their own (a probe: the root holds only that action) on the
//! same sampled games (common random numbers), so that the taken action is measured as well as
//! the best however rarely the search tried it. Where the difference may earn a label, all are
//! measured again, longer; and while the cost lies within two standard errors of the mistake
//! or blunder threshold, again, as long each time, on other sampled games, up to a cap. The **best** is the action measured highest and the **cost** the difference of
//! the seat's win share, 0 where the taken action measures at least as well (then it is the
//! best). Forced decisions (one legal action) are skipped; so are offer steps, which the bot
//! leaves to its rule of thumb.
//!
//! # Luck
//! At every action the engine marks as chance ([`Reveal::chance`]: a card drawn or turned, a
//! reshuffle), each seat's expected win share is measured from that seat's view just before
//! the draw (the action that set it off already chosen: the root holds it) and just after; the
//! difference is the seat's **swing**, and its sum over the game its **luck**, beside its
//! **skill**, the sum of its costs. Where the seat decided the action itself, "before" is the
//! value its decision's probe measured; where its next decision follows at once, "after" is
//! that decision's best value; after the last action, it is the actual result.
//!
//! Every measurement is seeded from the analysis seed, the action's place and the seat, so a
//! result is the same for a seed and budget on every machine, whatever the order of work.

mod hint;
mod labels;
mod report;

use std::fmt;

use havenbaron_engine::{
    Action, Config, ConfigError, DataSet, Game, Reveal, RuleError, Seat, View,
};
use serde::{Deserialize, Serialize};

use crate::Budget;
use crate::ismcts::{Ismcts, RuleTies, Settings};

pub use hint::{HINT_BUDGET, Hint};
pub use labels::{Label, Thresholds, accuracy, decision_accuracy};
pub use report::{Chance, Decision, Estimate, PlayerReport, Report, Swing};

/// The analysis method's version, recorded in every report beside the bots crate's version: a
/// change that can change a result raises it.
pub const METHOD: &str = "havenbaron-analysis/3";

/// The bots crate's version, recorded in every report.
pub const BOTS_VERSION: &str = env!("CARGO_PKG_VERSION");

/// Iterations of the search per decision when none is given (each probe runs half as many).
pub const DEFAULT_BUDGET: u32 = 1000;

/// Actions of the search's shortlist measured beside the taken one: enough that a decision
/// among a handful of actions (a character, a colour) is screened whole, as the search's
/// visit counts at its budget do not always rank the best among its first three.
const SHORTLIST: usize = 5;
/// The first measurement of each runs `budget / SCREEN` iterations…
const SCREEN: u32 = 4;
/// …and where the cost may earn a label, all of them again with `budget · REMEASURE`
/// iterations each.
const REMEASURE: u32 = 2;
/// Standard errors of a cost's difference that must lie between it and the mistake or blunder
/// threshold before its label is taken; closer, it is measured again…
const Z: f64 = 2.0;
/// …until the measurements of each action that count add up to this many budgets.
const CAP: u32 = 12;
/// The least standard error taken for a single measurement's difference: two searches of one
/// position differ by more than their paired iterations say (how far apart two measurements
/// lie is known only from the second on).
const FIRST_SE: f64 = 0.02;

/// What shapes an analysis's result: the same options give the same report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Iterations of the search per decision (at least 2).
    pub budget: u32,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            budget: DEFAULT_BUDGET,
            seed: 1,
        }
    }
}

/// Why a game cannot be analysed.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisError {
    /// The config cannot start a game.
    Config(ConfigError),
    /// Action `index` (0-based) is refused by the rules.
    Refused {
        index: usize,
        seat: Seat,
        error: RuleError,
    },
    /// The game is not over: only a finished game is analysed.
    Unfinished,
    /// A budget below 2 iterations.
    Budget(u32),
}

impl fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalysisError::Config(e) => write!(f, "the config cannot start a game: {e}"),
            AnalysisError::Refused { index, seat, error } => {
                write!(f, "action {} (seat {seat}) is refused: {error}", index + 1)
            }
            AnalysisError::Unfinished => write!(f, "the game is not over"),
            AnalysisError::Budget(n) => write!(f, "a budget of {n} iterations is too small"),
        }
    }
}

impl std::error::Error for AnalysisError {}

/// What the analysis did with one decision.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Analysed(Decision),
    /// One legal action.
    Forced,
    /// An offer step, left to the rule of thumb.
    Offer,
}

/// The measuring instrument: the bot's search with the analysis's settings, reseeded for every
/// measurement.
pub struct Analyst {
    bot: Ismcts,
    options: Options,
    thresholds: Thresholds,
    /// Iterations run so far, searches and probes.
    iterations: u64,
}

impl Analyst {
    pub fn new(data: &DataSet, options: Options) -> Analyst {
        let settings = Settings {
            iterations: Some(options.budget),
            millis: None,
            early_stop: false,
            rule_ties: RuleTies::Off,
            ..Settings::default()
        };
        Analyst {
            bot: Ismcts::new(data.clone(), settings, options.seed),
            options,
            thresholds: Thresholds::DEFAULT,
            iterations: 0,
        }
    }

    /// Iterations run so far, searches and probes together.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Iterations of each first measurement of a decision's shortlist.
    fn screen_iterations(&self) -> u32 {
        (self.options.budget / SCREEN).max(1)
    }

    /// Iterations of a measurement of a seat's expected result around a chance event.
    fn luck_iterations(&self) -> u32 {
        (self.options.budget / 2).max(1)
    }

    /// The seed of the measurement `what` of `seat` at action `index`.
    fn seed(&self, index: usize, seat: Seat, what: u64) -> u64 {
        let mut x = self.options.seed
            ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
            ^ ((seat as u64) << 56)
            ^ what.wrapping_mul(0xbf58_476d_1ce4_e5b9);
        // splitmix64's finish, so that nearby inputs give unrelated seeds.
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }

    /// Analyses the decision at action `index`: `view` is the deciding seat's, `legal` its legal
    /// actions, `taken` what it chose.
    pub fn decision(
        &mut self,
        view: &View,
        legal: &[Action],
        taken: Action,
        index: usize,
    ) -> Verdict {
        let seat = view.viewer().expect("a seat's view");
        if legal.len() <= 1 {
            return Verdict::Forced;
        }
        if is_offer_step(&taken) || legal.contains(&Action::Withdraw) {
            return Verdict::Offer;
        }
        let choices: Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !is_offer_step(a))
            .collect();
        if choices.len() <= 1 {
            // Not offering was the one choice besides offers.
            return Verdict::Offer;
        }
        self.bot.reseed(self.seed(index, seat, 0));
        let visits = self
            .bot
            .search(view, &choices, Budget::Iterations(self.options.budget));
        self.iterations += u64::from(self.bot.last_stats().iterations);
        let means = self.bot.root_means();
        let mean = |a: &Action| {
            means
                .iter()
                .find(|(b, _, _)| b == a)
                .map_or(0.0, |&(_, _, m)| m)
        };
        // The search's shortlist: its most visited actions (among equals the higher mean,
        // then the first), the taken one left out; it is measured first.
        let mut order: Vec<usize> = (0..choices.len())
            .filter(|&j| choices[j] != taken)
            .collect();
        order.sort_by(|&i, &j| {
            visits[j]
                .cmp(&visits[i])
                .then(mean(&choices[j]).total_cmp(&mean(&choices[i])))
                .then(i.cmp(&j))
        });
        let mut measured = vec![Measured::new(taken)];
        measured.extend(
            order
                .iter()
                .take(SHORTLIST)
                .map(|&j| Measured::new(choices[j])),
        );
        let mut screen = measured.clone();
        self.measure(view, seat, &mut screen, self.screen_iterations(), index, 1);
        // The costs that may earn a label are measured again, longer and on other sampled
        // games, and the label rests on that measurement: where the screened cost reaches a
        // quarter of the inaccuracy threshold, or where a shortlisted action's difference,
        // given its noise, may reach a mistake (docs/ANALYSIS.md, "Stability").
        let t = self.thresholds;
        let screened = best_of(&screen).value.win - screen[0].value.win;
        let may_label = screen[1..].iter().any(|m| {
            let (d, se) = difference(m, &screen[0]);
            d + Z * se >= t.mistake
        });
        if screened >= t.inaccuracy / 4.0 || may_label {
            // Only the contenders go on: the taken action, and those the screen cannot tell
            // from its best (a race: an action clearly behind the best cannot become it).
            measured = contenders(&screen)
                .map(|m| Measured::new(m.action))
                .collect();
            let n = self.options.budget.saturating_mul(REMEASURE);
            self.measure(view, seat, &mut measured, n, index, 2);
            // Sequential refinement: while the cost's interval (`Z` standard errors of the
            // difference) holds the mistake or blunder threshold, the contenders are
            // measured again, as long, on other sampled games, and pooled, until the label
            // is clear or the cap is reached; an action that falls clearly behind the best
            // leaves the race. From the second measurement on, the standard error also comes
            // from how far the measurements' differences lie apart (a search's iterations
            // are not independent draws, so the paired iterations alone understate it).
            for round in 5.. {
                let (d, mut se) = difference(best_of(&measured), &measured[0]);
                if round == 5 {
                    se = se.max(FIRST_SE);
                }
                let unclear = [t.mistake, t.blunder]
                    .iter()
                    .any(|&limit| (d - limit).abs() < Z * se);
                let spent = (round - 3) * u64::from(n);
                if !unclear || spent > u64::from(self.options.budget) * u64::from(CAP) {
                    break;
                }
                measured = contenders(&measured).cloned().collect();
                self.measure(view, seat, &mut measured, n, index, round);
            }
        } else {
            measured = screen;
        }
        let best = best_of(&measured);
        let (best, best_value) = (best.action, best.value);
        let taken_value = measured[0].value;
        let cost = (best_value.win - taken_value.win).max(0.0);
        Verdict::Analysed(Decision {
            index,
            seat,
            choices: choices.len(),
            taken,
            best,
            taken_value,
            best_value,
            cost,
            label: self.thresholds.label(cost),
        })
    }

    /// Probes each of `actions` (the root holding it alone) with `iterations` iterations on
    /// the same sampled games, and pools the deciding seat's estimates into theirs.
    fn measure(
        &mut self,
        view: &View,
        seat: Seat,
        actions: &mut [Measured],
        iterations: u32,
        index: usize,
        round: u64,
    ) {
        let seed = self.seed(index, seat, round);
        for m in actions.iter_mut() {
            let probe = self.bot.probe(view, Some(m.action), iterations, seed);
            self.iterations += u64::from(probe.iterations);
            m.value = if m.value.iterations == 0 {
                estimate(&probe, seat)
            } else {
                pooled(m.value, estimate(&probe, seat))
            };
            m.rounds.push(probe.own);
        }
    }

    /// The viewing seat's expected result at action `index` (the position before it), with
    /// the root holding `then` (the action about to be taken, by whichever seat) or every
    /// legal action; `None` where no determinization allowed `then`.
    pub fn value(&mut self, view: &View, then: Option<Action>, index: usize) -> Option<Estimate> {
        let seat = view.viewer().expect("a seat's view");
        let seed = self.seed(index, seat, 3 + then.is_some() as u64);
        let probe = self.bot.probe(view, then, self.luck_iterations(), seed);
        self.iterations += u64::from(probe.iterations);
        (probe.iterations > 0).then(|| estimate(&probe, seat))
    }
}

/// Two measurements of one action as one, weighted by their iterations.
fn pooled(a: Estimate, b: Estimate) -> Estimate {
    let n = (a.iterations + b.iterations).max(1) as f64;
    let (wa, wb) = (a.iterations as f64 / n, b.iterations as f64 / n);
    Estimate {
        win: a.win * wa + b.win * wb,
        score: a.score * wa + b.score * wb,
        iterations: a.iterations + b.iterations,
    }
}

/// The measurements of one action of a decision: its estimate, pooled over the measurements
/// that count, and the deciding seat's reward in each iteration of each of them.
#[derive(Clone, Debug)]
struct Measured {
    action: Action,
    value: Estimate,
    rounds: Vec<Vec<f64>>,
}

impl Measured {
    fn new(action: Action) -> Measured {
        Measured {
            action,
            value: Estimate::ZERO,
            rounds: Vec::new(),
        }
    }
}

/// The difference of `a`'s win share over `b`'s and its standard error: from their paired
/// iterations (each measurement of the two played the same sampled games in the same order),
/// and, where they were measured more than once, no less than the spread of the measurements'
/// differences says.
fn difference(a: &Measured, b: &Measured) -> (f64, f64) {
    let mean = |x: &[f64]| x.iter().sum::<f64>() / x.len().max(1) as f64;
    let spread = |x: &[f64]| {
        let n = x.len() as f64;
        if x.len() < 2 {
            return f64::INFINITY;
        }
        let m = mean(x);
        (x.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (n - 1.0) / n).sqrt()
    };
    let pairs: Vec<(&Vec<f64>, &Vec<f64>)> = a.rounds.iter().zip(&b.rounds).collect();
    let diffs: Vec<f64> = pairs
        .iter()
        .flat_map(|(x, y)| x.iter().zip(y.iter()).map(|(p, q)| p - q))
        .collect();
    let mut se = spread(&diffs);
    if pairs.len() >= 2 {
        let rounds: Vec<f64> = pairs.iter().map(|(x, y)| mean(x) - mean(y)).collect();
        se = se.max(spread(&rounds));
    }
    (a.value.win - b.value.win, se)
}

/// The taken action (first) and the measured actions that `Z` standard errors of their
/// difference from the best do not put behind it (the best among them).
fn contenders(measured: &[Measured]) -> impl Iterator<Item = &Measured> {
    let best = best_of(measured);
    measured.iter().enumerate().filter_map(move |(i, m)| {
        let (d, se) = difference(best, m);
        (i == 0 || d < Z * se.max(FIRST_SE)).then_some(m)
    })
}

/// The best measured action: the highest win share, the first (the taken one) among equals.
fn best_of(measured: &[Measured]) -> &Measured {
    let mut best = &measured[0];
    for m in &measured[1..] {
        if m.value.win > best.value.win {
            best = m;
        }
    }
    best
}

/// The seat's estimate from a probe.
fn estimate(probe: &crate::ismcts::Probe, seat: Seat) -> Estimate {
    Estimate {
        win: probe.win[seat as usize],
        score: probe.points[seat as usize],
        iterations: probe.iterations,
    }
}

/// A step that adds a card to an offer being composed.
fn is_offer_step(a: &Action) -> bool {
    matches!(a, Action::AddGive { .. } | Action::AddAsk { .. })
}

/// Analyses a finished game: `config` and the actions taken, each with its seat (a game
/// record's). `progress` is told `(done, total)` steps as the work goes.
pub fn analyse(
    data: &DataSet,
    config: &Config,
    moves: &[(Seat, Action)],
    options: Options,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Report, AnalysisError> {
    if options.budget < 2 {
        return Err(AnalysisError::Budget(options.budget));
    }
    let mut game = Game::with_data(config, data).map_err(AnalysisError::Config)?;
    let mut states = Vec::with_capacity(moves.len());
    let mut marks: Vec<Reveal> = Vec::with_capacity(moves.len());
    for (index, &(seat, action)) in moves.iter().enumerate() {
        states.push(game.clone());
        let applied = game
            .apply_marked(seat, &action)
            .map_err(|error| AnalysisError::Refused { index, seat, error })?;
        marks.push(applied.reveal);
    }
    let outcome = game.outcome().ok_or(AnalysisError::Unfinished)?;
    let players = game.players();
    let total = moves.len() + marks.iter().filter(|m| m.chance).count();
    let mut done = 0;
    let mut analyst = Analyst::new(data, options);
    let mut verdicts = Vec::with_capacity(moves.len());
    for (index, (state, &(seat, taken))) in states.iter().zip(moves).enumerate() {
        let legal = state.legal_actions();
        verdicts.push(analyst.decision(&state.view(Some(seat)), &legal, taken, index));
        done += 1;
        progress(done, total);
    }
    let analysed = |index: usize, seat: Seat| match verdicts.get(index) {
        Some(Verdict::Analysed(d)) if d.seat == seat => Some(d),
        _ => None,
    };
    let result = analyst.bot.result(&game);
    let mut chances = Vec::new();
    for (index, mark) in marks.iter().enumerate() {
        if !mark.chance {
            continue;
        }
        let (by, action) = moves[index];
        let mut swings = Vec::new();
        for seat in 0..players {
            let before = match analysed(index, seat) {
                Some(d) => Some(d.taken_value.win),
                None => analyst
                    .value(&states[index].view(Some(seat)), Some(action), index)
                    .map(|e| e.win),
            };
            let after = match states.get(index + 1) {
                None => Some(result[seat as usize]),
                Some(next) => match analysed(index + 1, seat) {
                    Some(d) => Some(d.best_value.win),
                    None => analyst
                        .value(&next.view(Some(seat)), None, index + 1)
                        .map(|e| e.win),
                },
            };
            if let (Some(before), Some(after)) = (before, after) {
                swings.push(Swing {
                    seat,
                    before,
                    after,
                });
            }
        }
        chances.push(Chance { index, by, swings });
        done += 1;
        progress(done, total);
    }
    let decisions: Vec<Decision> = verdicts
        .iter()
        .filter_map(|v| match v {
            Verdict::Analysed(d) => Some(d.clone()),
            _ => None,
        })
        .collect();
    let seats = (0..players)
        .map(|seat| {
            let mine = || decisions.iter().filter(move |d| d.seat == seat);
            let count = |label| mine().filter(|d| d.label == Some(label)).count() as u32;
            let skipped = |forced: bool| {
                verdicts
                    .iter()
                    .zip(moves)
                    .filter(|(v, m)| {
                        m.0 == seat
                            && match v {
                                Verdict::Forced => forced,
                                Verdict::Offer => !forced,
                                Verdict::Analysed(_) => false,
                            }
                    })
                    .count() as u32
            };
            PlayerReport {
                seat,
                analysed: mine().count() as u32,
                forced: skipped(true),
                offers: skipped(false),
                accuracy: accuracy(mine().map(|d| d.cost)),
                skill: mine().map(|d| d.cost).sum(),
                luck: chances
                    .iter()
                    .flat_map(|c| c.swings.iter().filter(|s| s.seat == seat))
                    .map(|s| s.after - s.before)
                    .sum(),
                inaccuracies: count(Label::Inaccuracy),
                mistakes: count(Label::Mistake),
                blunders: count(Label::Blunder),
                result: result[seat as usize],
                score: outcome
                    .scores
                    .iter()
                    .find(|s| s.seat == seat)
                    .map_or(0, |s| s.total),
            }
        })
        .collect();
    Ok(Report {
        method: METHOD.to_string(),
        bots_version: BOTS_VERSION.to_string(),
        budget: options.budget,
        seed: options.seed,
        ruleset: config.ruleset,
        players,
        actions: moves.len(),
        thresholds: analyst.thresholds,
        iterations: analyst.iterations,
        decisions,
        chances,
        seats,
    })
}
