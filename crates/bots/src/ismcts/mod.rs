//! `ismcts`: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling,
//! Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search"), for every rule set.
//!
//! # The search
//! Every iteration samples a determinization — a complete game consistent with the bot's
//! [`View`], made by [`Game::determinize`] from the view alone, so the bot never sees the true
//! game — and descends **one** tree whose edges are actions:
//! - at a node, the children whose action is legal in this determinization are *available*;
//!   each of them gets its availability count raised, and selection maximises
//!   `mean + c·sqrt(ln(availability) / visits)` over the available children only (the
//!   "availability" variant of UCB1 of the paper, which handles actions that exist in some
//!   determinizations and not in others);
//! - a legal action with no child yet is expanded first (chosen at random), then a playout
//!   runs from there;
//! - the seat acting at a node can differ between determinizations (the same actions can lead
//!   to different seats after a chance event), so the path records the actor of each step and
//!   the backup adds to every node the reward of the seat that acted at its parent *in this
//!   iteration*. Rewards are one number per seat (2–4 seats).
//!
//! The decision is the most visited root action. A search with an iteration budget **stops
//! early** once that action leads the runner-up by more than the iterations left: each
//! iteration visits one root child, so the rest of the budget could not change the decision.
//!
//! # Near-ties go to the rule of thumb
//! Where the search cannot tell the root actions apart, its most visited action is an
//! arbitrary one. In Antwerpen that ran games into the turn cap (C-7): on a jammed river (every
//! ship at sea, the locks closed, one call that moves a ship and helps nobody within the
//! horizon) and in a decided game (one seat so far ahead that every action is worth a win share
//! of 0.999 to it and 0.001 to the others), the most visited action was an arbitrary one, mostly
//! a call that moves nothing, turn after turn. So when the `greedy` rule of thumb's choice has
//! a mean reward within a margin of the most visited action's, the bot plays the rule's choice
//! ([`RuleTies`]; the margin is the rule set's, `Expert::RULE_TIES`: a win share of 3% in
//! Antwerpen, where it also made the search stronger; none in Rotterdam, where the same made
//! it weaker, and in Masters of Trade, where it changed nothing measurable). A larger search
//! tells its actions apart more finely, so above `ismcts:medium`'s budget the margin shrinks
//! with 1/√iterations ([`tie_scale`]): `ismcts:strong` uses 1.16% in Antwerpen. With the full
//! 3% it won 56.5% of 400 games against `ismcts:medium` there; `docs/STRENGTH.md` has the
//! figures with the smaller margin.
//!
//! # Offers
//! Offers are composed one card at a time, so a search over them spends most of a
//! game's decisions on offers the others decline. The bot leaves composing to the `greedy`
//! rule of thumb: when `greedy` would start an offer the bot follows it, and while an offer is
//! being composed it follows it without searching; otherwise the offer steps are left out of
//! the root. Inside the tree an offer step is left out whenever anything else is legal, as in
//! the playouts. Answering an offer (accept or decline) is searched like any decision.
//!
//! # Repetition
//! The bot never repeats itself from a position it has been in: among its last 16 searched
//! decisions, an action it chose from a position it now sees again (the public position equal
//! but the clock: the board, scores and public counts; hands and piles may differ) is left out
//! of the root, while anything else is legal. A position that
//! comes back unchanged at the same seat's turn is a loop — in Antwerpen with two `ismcts:easy`
//! bots: one loads on a start every turn, the other calls the colour that pushes that ship into
//! the wrong dock every turn, until the turn cap (C-7) ends the game. The search cannot see
//! such a loop (each turn looks like the first), but the bot can: the choice it made here
//! before led back here, so it makes another.
//!
//! The root searches only the actions the rule of thumb does not rule out
//! (`Greedy::rule_out`): in Rotterdam, with its whole fleet at sea, a call that moves no ship
//! (the board would stay still for good once every player reasoned alike).
//!
//! # Reward
//! An estimate of each seat's **win share**, in [0, 1] and summing to 1 over the seats:
//! - a finished game: `1/k` to each of the `k` winners (ties split), 0 to the others;
//! - a playout cut at its horizon, or a game stopped by the safety cap (no winner, C-7): a softmax over the seats' evaluations, `exp(v_i/T) / Σ_j
//!   exp(v_j/T)` with `T` = [`Settings::temperature`] points, where `v_i` is the score seat `i`
//!   would have now plus what is on its way (see [`evaluate_game`]): for every rule set,
//!   products in hand, matching cargo under way discounted by its distance to the harbour, and
//!   a mission its products already cover; Rotterdam adds missions and VP cards and
//!   navigation cards in hand; Masters of Trade adds assignments and VP cards (M-4), cash and
//!   stock at market value, and factories; Antwerpen adds missions and cards in hand.
//!
//! Win share rather than score share: the bot plays to win, and a normalized score share
//! rewards piling up points in a lost game. The softmax makes the truncated reward a smooth
//! stand-in for the win indicator (`T → 0` gives it back).
//!
//! # Playouts
//! Random games are long and random play is nothing like sensible play, so by default playouts
//! are **cut after [`Settings::horizon_rounds`] rounds** (counted from the root on a clock per
//! rule set: Rotterdam's phases, Masters' dock workers placed, Antwerpen's turns) and follow a
//! **rule of thumb** ([`Playout::Rule`], ε-greedy). In Rotterdam it is a cheap policy on the
//! determinized state — no `View` is built and nothing is allocated: complete the best mission,
//! lay VP cards, load needed raw materials near their harbour, call the colour that helps one's
//! own ships most, steer forks towards the harbour, no trading and no card plays. In Masters of
//! Trade and Antwerpen it is the `greedy` bot itself, reading what the seat to act knows straight
//! from the sampled game (`crate::greedy::thumb::Sight`: the public part, its own hand and
//! draft, pile sizes; never another seat's cards), so no view is built. [`Playout::Random`]
//! and [`Playout::Greedy`] are there for comparison. Playouts use [`Game::apply_unchecked`]
//! and one reused legal-action `Vec`; the node arena (one `Vec` of nodes linked by index), the
//! path and all buffers live in the bot and keep their capacity between decisions.
//!
//! Measured at equal iterations in Rotterdam (500 a move, 2 players, 40 games each,
//! `havenbaron arena`): the default (2 rounds, rule policy) won 92.5% against full random
//! playouts (which also took 6× longer a move), 95% against full rule-policy playouts, 60%
//! against a 1-round horizon and 52.5% against 4 rounds (at twice the cost).
//!
//! # Budgets and levels
//! [`Budget::Iterations`] runs at most that many iterations; [`Budget::Millis`] runs until the
//! time is up (at least one iteration); [`Budget::Default`] takes the bot's own budget: for a
//! level an iteration count **and** a wall-time cap (the cap only binds on a slow machine, and
//! then the result depends on timing); for `ismcts:<N>it` or `ismcts:<N>ms`, that budget. With
//! iteration budgets the bot is fully reproducible from its seed.
//!
//! | spec                         | iterations | time cap |
//! |------------------------------|-----------:|---------:|
//! | `ismcts:easy`                |        300 |    50 ms |
//! | `ismcts:medium` (= `ismcts`) |      1 500 |   200 ms |
//! | `ismcts:strong`              |     10 000 |  1000 ms |
//!
//! Speed per rule set: `havenbaron bench --ruleset R --players 4 --bot ismcts:strong`
//! ([`bench()`]). Strength: `havenbaron arena` (the figures, with their commands, are in
//! `docs/STRENGTH.md`).
//!
//! Options can follow, comma-separated: `ismcts:strong,depth=3,policy=random,c=0.7,t=3`
//! (`depth=<R>` rounds, at least 1, or `full` to the end; `policy=rule|random|greedy`;
//! `eps=0.1`; `t` > 0; `stop=early|full`; `tie=off|<margin>`, the near-tie margin, a win
//! share, instead of the rule set's).

mod bench;
pub(crate) mod expert;
mod probe;
pub(crate) mod value;

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use havenbaron_engine::{Action, DataSet, Game, Seat, View};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

pub use bench::{BenchReport, bench, bench_position, bench_rounds};
pub(crate) use probe::Probe;

use crate::greedy::Greedy;
use crate::rulesets::{Experts, position_key};
use crate::{Bot, Budget};

/// Iterations of `ismcts:easy`.
pub const EASY_ITERATIONS: u32 = 300;
/// Iterations of `ismcts:medium`.
pub const MEDIUM_ITERATIONS: u32 = 1500;
/// Iterations of `ismcts:strong`.
pub const STRONG_ITERATIONS: u32 = 10_000;

const NONE: u32 = u32::MAX;
/// Searched decisions the bot remembers to avoid repeating itself (see the module docs).
const REPEAT_MEMORY: usize = 16;
pub(crate) const MAX_SEATS: usize = 4;

/// The named strengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Medium,
    Strong,
}

impl Level {
    pub fn settings(self) -> Settings {
        let (iterations, millis) = match self {
            Level::Easy => (EASY_ITERATIONS, 50),
            Level::Medium => (MEDIUM_ITERATIONS, 200),
            Level::Strong => (STRONG_ITERATIONS, 1000),
        };
        Settings {
            iterations: Some(iterations),
            millis: Some(millis),
            ..Settings::default()
        }
    }
}

/// How playouts choose their actions.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Playout {
    /// Uniformly random legal actions.
    Random,
    /// The cheap rule of thumb on the determinized state, a random action with probability
    /// `epsilon`.
    Rule { epsilon: f32 },
    /// The `greedy` bot at every step (for comparison: Rotterdam's cheaper rule and ε).
    Greedy,
}

/// Everything that shapes the search.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Settings {
    /// The default budget: stop after this many iterations…
    pub iterations: Option<u32>,
    /// …or after this many milliseconds, whichever comes first.
    pub millis: Option<u64>,
    /// The UCB exploration constant `c` (rewards are in [0, 1]).
    pub exploration: f64,
    pub playout: Playout,
    /// Playouts stop after this many rounds from the root (`None`: at the game's end).
    pub horizon_rounds: Option<u32>,
    /// The softmax temperature (in points) that turns evaluations into rewards.
    pub temperature: f64,
    /// Stop an iteration budget early once the decision is settled (it cannot change; see
    /// the module docs). `stop=full` spends the whole budget, for comparison.
    pub early_stop: bool,
    /// Near-ties that go to the rule of thumb (see the module docs).
    pub rule_ties: RuleTies,
}

/// How much of the rule set's near-tie margin a search with at most `iterations` uses: all of
/// it up to `ismcts:medium`'s budget (and for a time budget); above it, less in proportion to
/// 1/√iterations, as the noise of a root action's mean reward shrinks. `ismcts:strong`
/// (10,000 iterations) uses 39% of it: a win share of 1.16% in Antwerpen.
fn tie_scale(iterations: Option<u32>) -> f64 {
    iterations.map_or(1.0, |n| {
        (MEDIUM_ITERATIONS as f64 / n.max(1) as f64).sqrt().min(1.0)
    })
}

/// When the bot plays the rule of thumb's choice instead of the search's most visited action.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum RuleTies {
    /// The rule set's own margin (`Expert::RULE_TIES`: Antwerpen 3%, none elsewhere), smaller
    /// for budgets above `ismcts:medium`'s ([`tie_scale`]).
    RuleSet,
    /// Never (`tie=off`).
    Off,
    /// When `greedy`'s choice has a mean reward within this much (a win share) of the most
    /// visited action's (`tie=<margin>`).
    Margin(f64),
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            iterations: Some(MEDIUM_ITERATIONS),
            millis: Some(200),
            exploration: 0.7,
            playout: Playout::Rule { epsilon: 0.1 },
            horizon_rounds: Some(2),
            temperature: 3.0,
            early_stop: true,
            rule_ties: RuleTies::RuleSet,
        }
    }
}

impl Settings {
    /// Parses what follows `ismcts:` (empty: medium). Parts, comma-separated: a level
    /// (`easy`, `medium`, `strong`), a budget (`<N>it`, `<N>ms`), and options `depth=<R>|full`,
    /// `policy=rule|random|greedy`, `eps=<ε>`, `c=<c>`, `t=<T>`, `stop=early|full`,
    /// `tie=off|<margin>`.
    pub fn parse(spec: &str) -> Result<Settings, String> {
        let mut s = Level::Medium.settings();
        for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let bad = || format!("bad ismcts option `{part}`");
            match part {
                "easy" => s = Level::Easy.settings().with_search(&s),
                "medium" => s = Level::Medium.settings().with_search(&s),
                "strong" => s = Level::Strong.settings().with_search(&s),
                _ if part.ends_with("it") && part[..part.len() - 2].parse::<u32>().is_ok() => {
                    s.iterations = Some(part[..part.len() - 2].parse().map_err(|_| bad())?);
                    s.millis = None;
                }
                _ if part.ends_with("ms") && part[..part.len() - 2].parse::<u64>().is_ok() => {
                    s.millis = Some(part[..part.len() - 2].parse().map_err(|_| bad())?);
                    s.iterations = None;
                }
                _ => {
                    let (key, value) = part.split_once('=').ok_or_else(bad)?;
                    match key {
                        "depth" => {
                            s.horizon_rounds = match value {
                                "full" => None,
                                _ => match value.parse() {
                                    Ok(rounds) if rounds > 0 => Some(rounds),
                                    _ => return Err(bad()),
                                },
                            }
                        }
                        "policy" => {
                            s.playout = match value {
                                "rule" => Playout::Rule { epsilon: 0.1 },
                                "random" => Playout::Random,
                                "greedy" => Playout::Greedy,
                                _ => return Err(bad()),
                            }
                        }
                        "eps" => {
                            let e: f32 = value.parse().map_err(|_| bad())?;
                            if !(0.0..=1.0).contains(&e) {
                                return Err(bad());
                            }
                            s.playout = Playout::Rule { epsilon: e };
                        }
                        "c" => match value.parse::<f64>() {
                            Ok(c) if c.is_finite() && c >= 0.0 => s.exploration = c,
                            _ => return Err(bad()),
                        },
                        "t" => match value.parse::<f64>() {
                            Ok(t) if t.is_finite() && t > 0.0 => s.temperature = t,
                            _ => return Err(bad()),
                        },
                        "tie" => {
                            s.rule_ties = match value {
                                "off" => RuleTies::Off,
                                _ => match value.parse::<f64>() {
                                    Ok(t) if t.is_finite() && t >= 0.0 => RuleTies::Margin(t),
                                    _ => return Err(bad()),
                                },
                            }
                        }
                        "stop" => {
                            s.early_stop = match value {
                                "early" => true,
                                "full" => false,
                                _ => return Err(bad()),
                            }
                        }
                        _ => return Err(bad()),
                    }
                }
            }
        }
        Ok(s)
    }

    /// This level's budget with the search options of `other`.
    fn with_search(self, other: &Settings) -> Settings {
        Settings {
            iterations: self.iterations,
            millis: self.millis,
            ..other.clone()
        }
    }
}

/// Figures from the last decision.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct SearchStats {
    pub iterations: u32,
    pub nodes: usize,
    pub seconds: f64,
}

#[derive(Clone, Copy, Debug)]
struct Node {
    /// The action on the edge into this node.
    action: Action,
    first_child: u32,
    next_sibling: u32,
    visits: u32,
    /// How often this node's action was legal when its parent was passed through.
    avail: u32,
    /// Where `action` stood in the parent's legal list when last found there: the list is
    /// usually the same from one determinization to the next, so it is looked at first.
    slot: u32,
    /// Sum of the rewards of the seat that took `action`.
    reward: f64,
}

/// The ISMCTS bot.
pub struct Ismcts {
    name: String,
    data: DataSet,
    settings: Settings,
    rng: ChaCha8Rng,
    experts: Experts,
    /// The `greedy` bot: the playout policy of Masters and Antwerpen, and the composer of
    /// offers (see the module docs).
    greedy: Greedy,
    nodes: Vec<Node>,
    /// The actions searched at the root (the legal ones the decision is among).
    root: Vec<Action>,
    legal: Vec<Action>,
    slots: Vec<u32>,
    path: Vec<(u32, Seat)>,
    stats: SearchStats,
    /// The last searched decisions: the position's fingerprint and the action chosen.
    recent: VecDeque<(u64, Action)>,
    /// The last search's near-tie rule: the rule of thumb's choice among the root actions and
    /// the margin (see [`RuleTies`]); `None` where it does not apply.
    tie: Option<(Action, f64)>,
}

/// What the bot does with a decision.
enum Plan {
    /// Follow the rule of thumb (an offer being composed).
    Follow(Action),
    /// Search among these actions.
    Search(Vec<Action>),
}

impl Ismcts {
    pub fn new(data: DataSet, settings: Settings, seed: u64) -> Ismcts {
        Ismcts {
            name: "ismcts".into(),
            experts: Experts::new(&data),
            greedy: Greedy::new(data.clone(), seed),
            data,
            settings,
            rng: ChaCha8Rng::seed_from_u64(seed),
            nodes: Vec::new(),
            root: Vec::new(),
            legal: Vec::new(),
            slots: Vec::new(),
            path: Vec::new(),
            stats: SearchStats::default(),
            recent: VecDeque::with_capacity(REPEAT_MEMORY),
            tie: None,
        }
    }

    /// Builds the bot from what follows `ismcts:` (see [`Settings::parse`]).
    pub fn from_spec(spec: &str, data: &DataSet, seed: u64) -> Result<Ismcts, String> {
        let settings = Settings::parse(spec)?;
        let mut bot = Ismcts::new(data.clone(), settings, seed);
        bot.name = if spec.is_empty() {
            "ismcts".into()
        } else {
            format!("ismcts:{spec}")
        };
        Ok(bot)
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Figures of the last search.
    pub fn last_stats(&self) -> SearchStats {
        self.stats
    }

    /// The root's children after the last search: each action with its visits and the mean
    /// reward of the seat that chose it.
    pub fn root_means(&self) -> Vec<(Action, u32, f64)> {
        self.children(0)
            .map(|c| {
                let n = &self.nodes[c as usize];
                (n.action, n.visits, n.reward / n.visits.max(1) as f64)
            })
            .collect()
    }

    /// Runs the search from `view` among the actions `legal` and returns the root's visit
    /// counts per action (in `legal`'s order; offer-composing steps the search leaves out
    /// get 0).
    pub fn search(&mut self, view: &View, legal: &[Action], budget: Budget) -> Vec<u32> {
        let (max_iterations, max_time) = match budget {
            Budget::Iterations(n) => (Some(n), None),
            Budget::Millis(ms) => (None, Some(Duration::from_millis(ms))),
            Budget::Default => (
                self.settings.iterations,
                self.settings.millis.map(Duration::from_millis),
            ),
        };
        let start = Instant::now();
        self.tie = self.tie_rule(view, legal, max_iterations);
        self.root.clear();
        self.root.extend_from_slice(legal);
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
        let mut iterations = 0u32;
        loop {
            if let Some(n) = max_iterations
                && (iterations >= n || (self.settings.early_stop && self.decided(n - iterations)))
            {
                break;
            }
            if let Some(t) = max_time
                && iterations > 0
                && start.elapsed() >= t
            {
                break;
            }
            if max_iterations.is_none() && max_time.is_none() {
                break;
            }
            self.iterate(view);
            iterations += 1;
        }
        self.stats = SearchStats {
            iterations,
            nodes: self.nodes.len(),
            seconds: start.elapsed().as_secs_f64(),
        };
        legal
            .iter()
            .map(|a| {
                self.children(0)
                    .find(|&c| self.nodes[c as usize].action == *a)
                    .map_or(0, |c| self.nodes[c as usize].visits)
            })
            .collect()
    }

    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut c = self.nodes[node as usize].first_child;
        std::iter::from_fn(move || {
            (c != NONE).then(|| {
                let this = c;
                c = self.nodes[c as usize].next_sibling;
                this
            })
        })
    }

    /// Can the most visited root action no longer be overtaken in `remaining` iterations, and
    /// can the near-tie rule no longer change its mind? Stopping then changes no decision
    /// (each iteration visits one root child and adds a reward in [0, 1] to it), it only saves
    /// the rest of the budget.
    fn decided(&self, remaining: u32) -> bool {
        let (mut first, mut second, mut top) = (0u32, 0u32, NONE);
        for c in self.children(0) {
            let v = self.nodes[c as usize].visits;
            if v > first {
                second = first;
                first = v;
                top = c;
            } else if v > second {
                second = v;
            }
        }
        if first <= second + remaining {
            return false;
        }
        let Some((rule, margin)) = self.tie else {
            return true;
        };
        let top = &self.nodes[top as usize];
        if top.action == rule {
            return true;
        }
        let Some(rule) = self
            .children(0)
            .map(|c| &self.nodes[c as usize])
            .find(|n| n.action == rule)
        else {
            // Never tried: it may be tried yet.
            return remaining == 0;
        };
        // The range of each mean after `remaining` more rewards, all 0 or all 1.
        let r = remaining as f64;
        let range = |n: &Node| {
            let visits = n.visits as f64;
            (n.reward / (visits + r), (n.reward + r) / (visits + r))
        };
        let ((rule_low, rule_high), (top_low, top_high)) = (range(rule), range(top));
        let may_tie = rule.visits + remaining > 0 && rule_high + margin >= top_low;
        let may_not = rule.visits == 0 || rule_low + margin < top_high;
        !(may_tie && may_not)
    }

    /// One iteration: determinize, select/expand, play out, back up.
    fn iterate(&mut self, view: &View) {
        let seed = self.rng.next_u64();
        self.iterate_with(view, seed, false, false);
    }

    /// One iteration on the determinization drawn with `seed`. With `strict` (analysis: the
    /// root holds the one action someone took) a determinization in which none of the root's
    /// actions is legal is given up before anything changes, and `None` comes back. Returns
    /// each seat's reward and, with `score` (analysis), its points (see [`Ismcts::points`]).
    fn iterate_with(
        &mut self,
        view: &View,
        seed: u64,
        strict: bool,
        score: bool,
    ) -> Option<([f64; MAX_SEATS], [f64; MAX_SEATS])> {
        let mut game = Game::determinize(view, &self.data, seed);
        let horizon = self
            .settings
            .horizon_rounds
            .map(|rounds| self.experts.clock(&game) + rounds * self.experts.round_ticks(&game));
        self.path.clear();
        let mut node = 0u32;
        let c = self.settings.exploration;
        while let Some(actor) = game.to_act() {
            if self.reached(&game, horizon) {
                break;
            }
            game.legal_actions_into(&mut self.legal);
            drop_offer_steps(&mut self.legal);
            if node == 0 {
                if strict && !self.legal.iter().any(|a| self.root.contains(a)) {
                    return None;
                }
                keep_root_choices(&mut self.legal, &self.root);
            }
            self.slots.clear();
            self.slots.resize(self.legal.len(), NONE);
            let mut child = self.nodes[node as usize].first_child;
            while child != NONE {
                let n = &mut self.nodes[child as usize];
                let at = n.slot as usize;
                let found = if self.legal.get(at) == Some(&n.action) {
                    Some(at)
                } else {
                    self.legal.iter().position(|a| *a == n.action)
                };
                if let Some(j) = found {
                    self.slots[j] = child;
                    n.slot = j as u32;
                    n.avail += 1;
                }
                child = n.next_sibling;
            }
            let untried = self.slots.iter().filter(|&&s| s == NONE).count();
            if untried > 0 {
                let mut k = self.rng.random_range(0..untried);
                let j = self
                    .slots
                    .iter()
                    .position(|&s| {
                        if s == NONE {
                            if k == 0 {
                                return true;
                            }
                            k -= 1;
                        }
                        false
                    })
                    .expect("an untried action");
                let action = self.legal[j];
                let id = self.nodes.len() as u32;
                let parent = &mut self.nodes[node as usize];
                let sibling = parent.first_child;
                parent.first_child = id;
                self.nodes.push(Node {
                    action,
                    first_child: NONE,
                    next_sibling: sibling,
                    visits: 0,
                    avail: 1,
                    slot: j as u32,
                    reward: 0.0,
                });
                game.apply_unchecked(&action);
                self.path.push((id, actor));
                break;
            }
            let mut best = (f64::NEG_INFINITY, 0usize);
            for (j, &s) in self.slots.iter().enumerate() {
                let n = &self.nodes[s as usize];
                let visits = n.visits.max(1) as f64;
                let score = n.reward / visits + c * ((n.avail.max(1) as f64).ln() / visits).sqrt();
                if score > best.0 {
                    best = (score, j);
                }
            }
            let (_, j) = best;
            node = self.slots[j];
            game.apply_unchecked(&self.legal[j]);
            self.path.push((node, actor));
        }
        let rewards = self.playout(&mut game, horizon);
        self.nodes[0].visits += 1;
        for &(n, actor) in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            node.reward += rewards[actor as usize];
        }
        let points = if score {
            self.points(&game)
        } else {
            [0.0; MAX_SEATS]
        };
        Some((rewards, points))
    }

    /// Has a playout reached its horizon?
    #[inline]
    fn reached(&self, game: &Game, horizon: Option<u32>) -> bool {
        horizon.is_some_and(|h| self.experts.clock(game) >= h)
    }

    /// Plays `game` on to the horizon (or the end) and returns one reward per seat.
    fn playout(&mut self, game: &mut Game, horizon: Option<u32>) -> [f64; MAX_SEATS] {
        while let Some(seat) = game.to_act() {
            if self.reached(game, horizon) {
                break;
            }
            game.legal_actions_into(&mut self.legal);
            // A forced step (one legal action) asks neither the policy nor the dice.
            if let [only] = self.legal[..] {
                game.apply_unchecked(&only);
                continue;
            }
            let action = match self.settings.playout {
                Playout::Rule { epsilon }
                    if epsilon > 0.0 && self.rng.random::<f32>() < epsilon =>
                {
                    None
                }
                Playout::Rule { .. } => self
                    .experts
                    .rule_policy(game, &self.legal, &mut self.rng)
                    .or_else(|| Some(self.greedy.choose_in_game(game, seat, &self.legal))),
                Playout::Greedy => Some(self.greedy.choose_in_game(game, seat, &self.legal)),
                Playout::Random => None,
            }
            .unwrap_or_else(|| self.legal[self.rng.random_range(0..self.legal.len())]);
            game.apply_unchecked(&action);
        }
        self.rewards(game)
    }

    /// Rewards per seat: win shares at the end, a softmax over evaluations before it.
    fn rewards(&self, game: &Game) -> [f64; MAX_SEATS] {
        let mut r = [0.0; MAX_SEATS];
        // A capped game has no winner (C-7): it is scored like a playout cut at its horizon.
        if let Some(outcome) = game.outcome().filter(|o| !o.capped) {
            let share = 1.0 / outcome.winners.len() as f64;
            for &w in &outcome.winners {
                r[w as usize] = share;
            }
            return r;
        }
        let players = game.players() as usize;
        let mut v = [0.0; MAX_SEATS];
        for (seat, slot) in v.iter_mut().enumerate().take(players) {
            *slot = self.experts.evaluate(game, seat as Seat);
        }
        let max = v[..players]
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        let mut sum = 0.0;
        for seat in 0..players {
            r[seat] = ((v[seat] - max) / self.settings.temperature).exp();
            sum += r[seat];
        }
        for x in r.iter_mut().take(players) {
            *x /= sum;
        }
        r
    }

    /// The near-tie rule for a search among `choices` with at most `iterations`: the rule of
    /// thumb's choice and the margin (see [`RuleTies`]), or `None` where it does not apply.
    fn tie_rule(
        &self,
        view: &View,
        choices: &[Action],
        iterations: Option<u32>,
    ) -> Option<(Action, f64)> {
        let margin = match self.settings.rule_ties {
            RuleTies::RuleSet => self.experts.rule_ties(view)? * tie_scale(iterations),
            RuleTies::Off => return None,
            RuleTies::Margin(m) => m,
        };
        // An offer step is never a root child (the tree leaves them out while anything else
        // is legal).
        let rule = self
            .greedy
            .suggest(view, choices)
            .filter(|a| !is_offer_step(a))?;
        Some((rule, margin))
    }

    /// After a search: the rule of thumb's choice where the search found it about as good as
    /// `top`, its most visited action (a mean reward at most the margin below `top`'s).
    fn rule_breaks_tie(&self, top: Action) -> Option<Action> {
        let (rule, margin) = self.tie?;
        if rule == top {
            return None;
        }
        let mean = |a: Action| {
            self.children(0)
                .map(|c| &self.nodes[c as usize])
                .find(|n| n.action == a && n.visits > 0)
                .map(|n| n.reward / n.visits as f64)
        };
        (mean(rule)? + margin >= mean(top)?).then_some(rule)
    }

    /// Leaves out of `choices` what this bot already chose at one of its last
    /// [`REPEAT_MEMORY`] searched decisions from the same position (see the module docs),
    /// unless nothing else is left.
    fn avoid_repeats(&self, key: u64, choices: &mut Vec<Action>) {
        let done = |a: &Action| self.recent.iter().any(|&(k, b)| k == key && b == *a);
        if choices.iter().any(|a| !done(a)) {
            choices.retain(|a| !done(a));
        }
    }

    /// Records a searched decision for [`Ismcts::avoid_repeats`].
    fn remember(&mut self, key: u64, action: Action) {
        if self.recent.len() == REPEAT_MEMORY {
            self.recent.pop_front();
        }
        self.recent.push_back((key, action));
    }

    /// Offers are composed by the rule of thumb: while one is being composed, and when
    /// `greedy` would start one, the bot follows it; otherwise it searches every legal action
    /// but the offer steps (see the module docs). Only the rule's own choices count, never its
    /// random fallback: an offer started at random would give away what the missions need.
    fn plan(&mut self, view: &View, legal: &[Action]) -> Plan {
        if !legal.iter().any(is_offer_step) {
            let mut choices = legal.to_vec();
            self.greedy.rule_out(view, &mut choices);
            return Plan::Search(choices);
        }
        let suggestion = self.greedy.suggest(view, legal);
        if legal.contains(&Action::Withdraw) {
            // Composing: the rule's next step, or give the offer up.
            return Plan::Follow(suggestion.unwrap_or(Action::Withdraw));
        }
        if let Some(step) = suggestion.filter(is_offer_step) {
            return Plan::Follow(step);
        }
        let mut rest = legal.to_vec();
        drop_offer_steps(&mut rest);
        Plan::Search(rest)
    }
}

/// A step that adds a card to an offer being composed.
fn is_offer_step(a: &Action) -> bool {
    matches!(a, Action::AddGive { .. } | Action::AddAsk { .. })
}

/// At the root, searches only the actions the decision is among (the rule of thumb may have
/// ruled some out, see [`Greedy::rule_out`]), unless none of them is legal here.
fn keep_root_choices(legal: &mut Vec<Action>, root: &[Action]) {
    // Mostly the root's choices are the whole legal list: one comparison per action.
    if legal.as_slice() == root {
        return;
    }
    if legal.iter().any(|a| root.contains(a)) {
        legal.retain(|a| root.contains(a));
    }
}

/// Leaves out the offer steps when anything else is legal.
fn drop_offer_steps(legal: &mut Vec<Action>) {
    if legal.iter().any(is_offer_step) && !legal.iter().all(is_offer_step) {
        legal.retain(|a| !is_offer_step(a));
    }
}

impl Bot for Ismcts {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, view: &View, legal: &[Action], budget: Budget) -> Action {
        self.stats = SearchStats::default();
        let choices = match self.plan(view, legal) {
            Plan::Follow(action) => return action,
            Plan::Search(choices) if choices.len() == 1 => return choices[0],
            Plan::Search(choices) => choices,
        };
        let key = position_key(view);
        let mut choices = choices;
        self.avoid_repeats(key, &mut choices);
        if choices.len() == 1 {
            self.remember(key, choices[0]);
            return choices[0];
        }
        let visits = self.search(view, &choices, budget);
        let best = visits.iter().copied().max().unwrap_or(0);
        let action = if best == 0 {
            // No iteration ran: the rule of thumb decides.
            self.greedy.choose(view, &choices, Budget::Default)
        } else {
            // The most visited action; ties go to the first in `choices` (deterministic)…
            let top = choices[visits.iter().position(|&n| n == best).expect("a maximum")];
            // …unless the rule of thumb's choice is about as good (see the module docs).
            self.rule_breaks_tie(top).unwrap_or(top)
        };
        self.remember(key, action);
        action
    }
}

/// What a seat's position is worth, in points: its score now plus what is on its way — the
/// evaluation that ends the playouts at their horizon. For tests and tools.
pub fn evaluate_game(data: &DataSet, game: &Game, seat: Seat) -> f64 {
    Experts::new(data).evaluate(game, seat)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_sets_near_tie_margin_shrinks_only_above_mediums_budget() {
        assert_eq!(tie_scale(None), 1.0);
        assert_eq!(tie_scale(Some(EASY_ITERATIONS)), 1.0);
        assert_eq!(tie_scale(Some(MEDIUM_ITERATIONS)), 1.0);
        let strong = 0.03 * tie_scale(Some(STRONG_ITERATIONS));
        assert!((strong - 0.011619).abs() < 1e-6, "{strong}");
        assert!(tie_scale(Some(40_000)) < tie_scale(Some(STRONG_ITERATIONS)));
    }
}
