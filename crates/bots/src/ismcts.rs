//! `ismcts`: single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling,
//! Powley & Whitehouse 2012, "Information Set Monte Carlo Tree Search").
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
//!   to different seats after a chance event), so the path records the actor of each step and the backup adds to every node the reward of the seat that acted at
//!   its parent *in this iteration*. Rewards are one number per seat (2–4 seats).
//!
//! # Reward
//! An estimate of each seat's **win share**, in [0, 1] and summing to 1 over the seats:
//! - a finished game: `1/k` to each of the `k` winners (ties split), 0 to the others;
//! - a playout cut at its horizon: a softmax over the seats' evaluations, `exp(v_i/T) / Σ_j
//!   exp(v_j/T)` with `T` = [`Settings::temperature`] points, where `v_i` is the score seat `i`
//!   would have now (R-7: missions + VP cards + products in hand) plus what is on its way
//!   (matching cargo under way, discounted by its distance to the harbour; a mission its
//!   products already cover; navigation cards in hand). See [`evaluate_game`].
//!
//! Win share rather than score share: the bot plays to win, and a normalized score share
//! rewards piling up points in a lost game. The softmax makes the truncated reward a smooth
//! stand-in for the win indicator (`T → 0` gives it back).
//!
//! # Playouts
//! Random Rotterdam games are long (~1600 actions for four players from round 8, ending past
//! round 45) and random play is nothing like sensible play, so by default playouts are
//! **cut after [`Settings::horizon_rounds`] rounds** (counted in phases from the root, so every
//! root gets the same look-ahead) and follow a cheap **rule-of-thumb policy**
//! ([`Playout::Rule`], ε-greedy) that works on the determinized state directly — no `View` is
//! built and nothing is allocated: complete the best mission, lay VP cards, load needed raw
//! materials near their harbour, call the colour that helps one's own ships most, steer forks
//! towards the harbour, no trading and no card plays. [`Playout::Random`] and
//! [`Playout::Greedy`] (the `greedy` bot on a view of every step) are there for comparison.
//! Other rule sets (Masters of Trade, Antwerpen) have no evaluation here yet: their playouts
//! run to the end of the game, and the rule-of-thumb policy there is the `greedy` bot's.
//! Playouts use [`Game::apply_unchecked`] and one reused legal-action `Vec`; the node arena
//! (one `Vec` of nodes linked by index), the path and all buffers live in the bot and keep
//! their capacity between decisions. The one allocation per iteration is the engine's
//! determinization itself (a fresh state, about 2 µs).
//!
//! Measured at equal iterations (500 a move, 2 players, 40 games each, `havenbaron arena`):
//! the default (2 rounds, rule policy) won 92.5% against full random playouts (which also
//! took 6× longer a move), 95% against full rule-policy playouts, 60% against a 1-round
//! horizon and 52.5% against 4 rounds (at twice the cost). Search iterations run at 8–12× the
//! rate of random full playouts from the same position ([`bench()`]).
//!
//! # Budgets and levels
//! [`Budget::Iterations`] runs exactly that many iterations; [`Budget::Millis`] runs until the
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
//! (About 7, 32 and 220 ms a decision at a four-player mid-game position on one core of the
//! project's 2-core machines: see [`bench()`].)
//!
//! Strength (release builds, `havenbaron arena`, seats rotated, seed 1): `ismcts:medium`
//! against three `greedy` bots won 95.0% of 40 four-player games (Wilson 95%: 83.5–98.6%);
//! `ismcts:strong` against `ismcts:medium` won 75.0% of 60 two-player games (62.8–84.2%).
//!
//! Options can follow, comma-separated: `ismcts:strong,depth=3,policy=random,c=0.7,t=3`
//! (`depth=full` plays to the end; `policy=rule|random|greedy`; `eps=0.1`).

use std::sync::Arc;
use std::time::{Duration, Instant};

use havenbaron_engine::rotterdam::state::Phase;
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Action, Config, DataSet, Game, Seat, View};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::greedy::Greedy;
use crate::greedy::sailing::{FAR, Harbours};
use crate::{Bot, Budget};

/// Iterations of `ismcts:easy`.
pub const EASY_ITERATIONS: u32 = 300;
/// Iterations of `ismcts:medium`.
pub const MEDIUM_ITERATIONS: u32 = 1500;
/// Iterations of `ismcts:strong`.
pub const STRONG_ITERATIONS: u32 = 10_000;

const NONE: u32 = u32::MAX;
const MAX_SEATS: usize = 4;
const PHASES: u32 = 6;
/// Rounds the greedy bots play to reach [`bench()`]'s position.
pub const BENCH_ROUNDS: u32 = 8;

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
    /// The `greedy` bot, on a view built at every step (slower; for comparison).
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
        }
    }
}

impl Settings {
    /// Parses what follows `ismcts:` (empty: medium). Parts, comma-separated: a level
    /// (`easy`, `medium`, `strong`), a budget (`<N>it`, `<N>ms`), and options `depth=<R>|full`,
    /// `policy=rule|random|greedy`, `eps=<ε>`, `c=<c>`, `t=<T>`.
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
                            s.horizon_rounds = if value == "full" {
                                None
                            } else {
                                Some(value.parse().map_err(|_| bad())?)
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
                            s.playout = Playout::Rule { epsilon: e };
                        }
                        "c" => s.exploration = value.parse().map_err(|_| bad())?,
                        "t" => s.temperature = value.parse().map_err(|_| bad())?,
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

/// Static tables the policy and evaluation use.
struct Tables {
    /// Distances to harbours and the colour measure, shared with `greedy`.
    harbours: Harbours,
    /// Mean product points at the harbour accepting a raw material.
    raw_points: [f32; 4],
    /// The raw material whose harbour gives a product.
    product_raw: Vec<Option<u8>>,
}

impl Tables {
    fn new(d: &rotterdam::Data) -> Tables {
        let harbours = Harbours::new(&d.board, &d.accepts, d.raws.len() as u8);
        let raws = d.raws.len().min(4);
        let mut raw_points = [0f32; 4];
        for (raw, slot) in raw_points.iter_mut().enumerate().take(raws) {
            let pts: Vec<f32> = d
                .products
                .iter()
                .filter(|p| d.accepts[p.harbour as usize] == Some(raw as u8))
                .map(|p| p.points as f32)
                .collect();
            if !pts.is_empty() {
                *slot = pts.iter().sum::<f32>() / pts.len() as f32;
            }
        }
        let product_raw = d
            .products
            .iter()
            .map(|p| d.accepts[p.harbour as usize])
            .collect();
        Tables {
            harbours,
            raw_points,
            product_raw,
        }
    }

    #[inline]
    fn dist(&self, pos: u8, raw: u8) -> i32 {
        self.harbours.distance(pos, Some(raw))
    }
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
    /// Sum of the rewards of the seat that took `action`.
    reward: f64,
}

/// The ISMCTS bot.
pub struct Ismcts {
    name: String,
    data: DataSet,
    settings: Settings,
    rng: ChaCha8Rng,
    tables: Arc<Tables>,
    /// The `greedy` bot as a playout policy (made when first needed).
    greedy: Option<Greedy>,
    seed: u64,
    nodes: Vec<Node>,
    legal: Vec<Action>,
    slots: Vec<u32>,
    path: Vec<(u32, Seat)>,
    stats: SearchStats,
}

impl Ismcts {
    pub fn new(data: DataSet, settings: Settings, seed: u64) -> Ismcts {
        let tables = Arc::new(Tables::new(&data.rotterdam));
        Ismcts {
            name: "ismcts".into(),
            data,
            settings,
            rng: ChaCha8Rng::seed_from_u64(seed),
            tables,
            greedy: None,
            seed,
            nodes: Vec::new(),
            legal: Vec::new(),
            slots: Vec::new(),
            path: Vec::new(),
            stats: SearchStats::default(),
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

    /// Runs the search from `view` and returns the root's visit counts per legal action
    /// (in `legal`'s order).
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
        self.nodes.clear();
        self.nodes.push(Node {
            action: Action::Pass,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            reward: 0.0,
        });
        // The horizon, in phases (Rotterdam; other rule sets play out to the end).
        let horizon = rotterdam_view(view).and_then(|v| {
            let root = v.public.round * PHASES + phase_index(v.public.phase);
            self.settings.horizon_rounds.map(|r| root + r * PHASES)
        });
        let mut iterations = 0u32;
        loop {
            if max_iterations.is_some_and(|n| iterations >= n) {
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
            self.iterate(view, horizon);
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
                let mut c = self.nodes[0].first_child;
                while c != NONE {
                    if self.nodes[c as usize].action == *a {
                        return self.nodes[c as usize].visits;
                    }
                    c = self.nodes[c as usize].next_sibling;
                }
                0
            })
            .collect()
    }

    /// One iteration: determinize, select/expand, play out, back up.
    fn iterate(&mut self, view: &View, horizon: Option<u32>) {
        let seed = self.rng.next_u64();
        let mut game = Game::determinize(view, &self.data, seed);
        self.path.clear();
        let mut node = 0u32;
        let c = self.settings.exploration;
        while let Some(actor) = game.to_act() {
            if reached(&game, horizon) {
                break;
            }
            game.legal_actions_into(&mut self.legal);
            self.slots.clear();
            self.slots.resize(self.legal.len(), NONE);
            let mut child = self.nodes[node as usize].first_child;
            while child != NONE {
                let n = &mut self.nodes[child as usize];
                if let Some(j) = self.legal.iter().position(|a| *a == n.action) {
                    self.slots[j] = child;
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
    }

    /// Plays `game` on to the horizon (or the end) and returns one reward per seat.
    fn playout(&mut self, game: &mut Game, horizon: Option<u32>) -> [f64; MAX_SEATS] {
        while let Some(seat) = game.to_act() {
            if reached(game, horizon) {
                break;
            }
            game.legal_actions_into(&mut self.legal);
            let action = match (self.settings.playout, rotterdam_game(game)) {
                (Playout::Rule { epsilon }, Some(g))
                    if epsilon <= 0.0 || self.rng.random::<f32>() >= epsilon =>
                {
                    rule_policy(&g.data, &self.tables, &g.state, &self.legal, &mut self.rng)
                }
                (Playout::Random, _) | (Playout::Rule { .. }, Some(_)) => {
                    self.legal[self.rng.random_range(0..self.legal.len())]
                }
                // The greedy policy, and the rule of thumb of the rule sets other than
                // Rotterdam (the `greedy` bot has one per rule set).
                (Playout::Greedy, _) | (Playout::Rule { .. }, None) => {
                    let greedy = self
                        .greedy
                        .get_or_insert_with(|| Greedy::new(self.data.clone(), self.seed));
                    greedy.choose(&game.view(Some(seat)), &self.legal, Budget::Default)
                }
            };
            game.apply_unchecked(&action);
        }
        rewards(game, &self.tables, self.settings.temperature)
    }
}

impl Bot for Ismcts {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn choose(&mut self, view: &View, legal: &[Action], budget: Budget) -> Action {
        if legal.len() == 1 {
            self.stats = SearchStats::default();
            return legal[0];
        }
        let visits = self.search(view, legal, budget);
        let best = visits.iter().copied().max().unwrap_or(0);
        if best == 0 {
            // No iteration ran: fall back on the rule of thumb for a determinization.
            let game = Game::determinize(view, &self.data, self.rng.next_u64());
            return match rotterdam_game(&game) {
                Some(g) => rule_policy(&g.data, &self.tables, &g.state, legal, &mut self.rng),
                None => legal[self.rng.random_range(0..legal.len())],
            };
        }
        // The most visited action; ties go to the first in `legal` (deterministic).
        let j = visits.iter().position(|&n| n == best).expect("a maximum");
        legal[j]
    }
}

fn phase_index(phase: Phase) -> u32 {
    phase as u32 - 1
}

/// The Rotterdam game inside `game`, if it is one.
#[allow(irrefutable_let_patterns, unreachable_patterns)]
fn rotterdam_game(game: &Game) -> Option<&rotterdam::Game> {
    match game {
        Game::Rotterdam(g) => Some(g),
        _ => None,
    }
}

#[allow(irrefutable_let_patterns, unreachable_patterns)]
fn rotterdam_view(view: &View) -> Option<&rotterdam::View> {
    match view {
        View::Rotterdam(v) => Some(v),
        _ => None,
    }
}

/// Has a playout reached its horizon (in rounds and phases played)?
#[inline]
fn reached(game: &Game, horizon: Option<u32>) -> bool {
    match (horizon, rotterdam_game(game)) {
        (Some(h), Some(g)) => {
            g.state.public.round * PHASES + phase_index(g.state.public.phase) >= h
        }
        _ => false,
    }
}

/// Rewards per seat: win shares at the end, a softmax over evaluations before it.
fn rewards(game: &Game, tables: &Tables, temperature: f64) -> [f64; MAX_SEATS] {
    let mut r = [0.0; MAX_SEATS];
    if let Some(outcome) = game.outcome() {
        let share = 1.0 / outcome.winners.len() as f64;
        for &w in &outcome.winners {
            r[w as usize] = share;
        }
        return r;
    }
    let players = game.players() as usize;
    let Some(g) = rotterdam_game(game) else {
        // No evaluation for this rule set (playouts run to the end; not reached).
        r.iter_mut()
            .take(players)
            .for_each(|x| *x = 1.0 / players as f64);
        return r;
    };
    let mut v = [0.0; MAX_SEATS];
    for (seat, slot) in v.iter_mut().enumerate().take(players) {
        *slot = evaluate(&g.data, tables, &g.state, seat as Seat);
    }
    let max = v[..players]
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max);
    let mut sum = 0.0;
    for seat in 0..players {
        r[seat] = ((v[seat] - max) / temperature).exp();
        sum += r[seat];
    }
    for x in r.iter_mut().take(players) {
        *x /= sum;
    }
    r
}

/// What a seat's position is worth, in points: its score now plus what is on its way
/// (Rotterdam only). The playouts' evaluation at their horizon; for tests and tools.
pub fn evaluate_game(game: &Game, seat: Seat) -> Option<f64> {
    let g = rotterdam_game(game)?;
    let tables = Tables::new(&g.data);
    Some(evaluate(&g.data, &tables, &g.state, seat))
}

fn evaluate(d: &rotterdam::Data, t: &Tables, st: &rotterdam::State, seat: Seat) -> f64 {
    let p = &st.public;
    let hand = &st.hidden.hands[seat as usize];
    let sp = &p.seats[seat as usize];
    let mut v = sp.mission_points as f64;
    for card in NavCard::ALL {
        let n = hand.nav[card as usize] as f64;
        v += card.vp() as f64 * (n + sp.table[card as usize] as f64);
        if card.vp() == 0 {
            v += 0.3 * n;
        }
    }
    for (i, &n) in hand.products.iter().enumerate() {
        v += n as f64 * d.products.get(i).map_or(0, |p| p.points) as f64;
    }
    // Cargo on its way: worth the harbour's mean product, less the farther it is.
    for ship in p.fleet.ids_of(seat) {
        let s = p.fleet.ship(ship);
        if let (Some(pos), Some(raw)) = (s.pos, s.cargo) {
            let dist = t.dist(pos, raw);
            if dist < FAR {
                v += 0.8 * t.raw_points[raw as usize & 3] as f64 * 0.75f64.powi(dist);
            }
        }
    }
    // A mission the hand covers is about to turn its products into more points.
    for &m in &hand.missions {
        let mission = &d.missions[m as usize];
        let covered = hand.products.iter().zip(&mission.need).all(|(h, n)| h >= n);
        if covered {
            let used: u32 = mission
                .products
                .iter()
                .map(|&x| d.products[x as usize].points as u32)
                .sum();
            v += 0.8 * (mission.points as f64 - used as f64).max(0.5);
        }
    }
    v
}

/// The playout rule of thumb, on the full (determinized) state: the best-scored action, ties
/// broken at random.
fn rule_policy(
    d: &rotterdam::Data,
    t: &Tables,
    st: &rotterdam::State,
    legal: &[Action],
    rng: &mut ChaCha8Rng,
) -> Action {
    let p = &st.public;
    let Some(me) = p.to_act() else {
        return legal[0];
    };
    let hand = &st.hidden.hands[me as usize];
    // Raw materials whose harbour gives a product a mission in hand still lacks.
    let mut raw_need = [0f32; 4];
    for &m in &hand.missions {
        let need = &d.missions[m as usize].need;
        for (prod, &n) in need.iter().enumerate() {
            if n > hand.products[prod]
                && let Some(Some(raw)) = t.product_raw.get(prod)
            {
                raw_need[*raw as usize & 3] += 1.0;
            }
        }
    }
    let mut best = f32::NEG_INFINITY;
    let mut choice = legal[0];
    let mut ties = 0u32;
    for &a in legal {
        let key = match a {
            Action::CompleteMission { mission, joker } => {
                1000.0 + d.missions[mission as usize].points as f32 * 10.0
                    - joker.is_some() as u8 as f32
            }
            Action::LayCard { .. } => 900.0,
            Action::PlaceShip {
                start,
                cargo: Some(raw),
            } => {
                let dist = t.dist(start, raw);
                if dist >= FAR {
                    -1.0
                } else {
                    10.0 + t.raw_points[raw as usize & 3] + 2.0 * raw_need[raw as usize & 3]
                        - 0.75 * dist as f32
                }
            }
            Action::PlaceShip { cargo: None, .. } => -2.0,
            Action::CallColour { colour } => {
                t.harbours
                    .colour_score(&st.public.fleet, &d.board, me, colour) as f32
            }
            Action::SteerFork { to } => {
                let ship = p
                    .sail
                    .as_ref()
                    .and_then(|s| s.fork)
                    .map(|s| p.fleet.ship(s));
                match ship.and_then(|s| s.cargo) {
                    Some(raw) => -(t.dist(to, raw) as f32),
                    None => 0.0,
                }
            }
            Action::Accept => {
                let offer = p.offer.as_ref();
                let gain = offer.map_or(0.0, |o| {
                    (0..o.give.len())
                        .map(|i| {
                            let pts = d.products.get(i).map_or(0, |x| x.points) as f32;
                            (o.give[i] as f32 - o.ask[i] as f32) * pts
                        })
                        .sum::<f32>()
                });
                if gain > 0.0 { 1.0 } else { -1.0 }
            }
            Action::SendOffer { .. } => 1.0,
            Action::PlayCard { .. } | Action::AddGive { .. } | Action::AddAsk { .. } => -10.0,
            // Pass, Continue, Decline, Withdraw, a card's target (at random).
            _ => 0.0,
        };
        if key > best {
            best = key;
            choice = a;
            ties = 1;
        } else if key == best {
            ties += 1;
            if rng.random_range(0..ties) == 0 {
                choice = a;
            }
        }
    }
    choice
}

/// What [`bench()`] measured. JSON via serde; `Display` prints a short text report.
#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub bot: String,
    pub settings: Settings,
    pub ruleset: String,
    pub players: u8,
    pub seed: u64,
    /// The position: the round reached and the actions played to get there.
    pub position_round: u32,
    pub position_actions: u32,
    pub legal_actions: usize,
    pub random_playouts_per_s: f64,
    pub random_actions_per_playout: f64,
    pub iterations_per_s: f64,
    /// `iterations_per_s / random_playouts_per_s`.
    pub ratio: f64,
    /// One decision with the bot's default budget.
    pub decision_ms: f64,
    pub decision_iterations: u32,
    pub decision_nodes: usize,
}

impl std::fmt::Display for BenchReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(
            f,
            "{} at a {}-player {} position (seed {}, round {}, {} actions played, {} legal actions)",
            self.bot,
            self.players,
            self.ruleset,
            self.seed,
            self.position_round,
            self.position_actions,
            self.legal_actions
        )?;
        writeln!(
            f,
            "  random full playouts: {:>10.0} /s  ({:.0} actions each)",
            self.random_playouts_per_s, self.random_actions_per_playout
        )?;
        writeln!(
            f,
            "  search iterations:    {:>10.0} /s  ({:.0}% of random playouts/s)",
            self.iterations_per_s,
            100.0 * self.ratio
        )?;
        write!(
            f,
            "  one decision, default budget: {:.1} ms, {} iterations, {} nodes",
            self.decision_ms, self.decision_iterations, self.decision_nodes
        )
    }
}

/// The position [`bench()`] measures at: `greedy` bots (seeded `config.seed + seat`) play the game
/// of `config` until round `rounds + 1` begins (Rotterdam; other rule sets: for `rounds × 10 ×
/// players` actions) or the game ends. Returns the game and the actions played.
pub fn bench_position(data: &DataSet, config: &Config, rounds: u32) -> Result<(Game, u32), String> {
    let mut game = Game::with_data(config, data).map_err(|e| e.to_string())?;
    let mut bots: Vec<Greedy> = (0..config.players)
        .map(|s| Greedy::new(data.clone(), config.seed.wrapping_add(s as u64)))
        .collect();
    let mut played = 0;
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        let past = match rotterdam_game(&game) {
            Some(g) => g.state.public.round > rounds,
            // Other rule sets: about ten actions per seat and round.
            None => played >= rounds * 10 * config.players as u32,
        };
        if past {
            break;
        }
        game.legal_actions_into(&mut legal);
        let action = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply_unchecked(&action);
        played += 1;
    }
    Ok((game, played))
}

/// Measures an `ismcts` spec (`ismcts`, `ismcts:strong`, `ismcts:500it,depth=full`, …) for the
/// game of `config` (rule set, players, variants; its seed seeds the position, the playouts and
/// the bot): at a fixed mid-game position (see [`bench_position`], [`BENCH_ROUNDS`] rounds),
/// random full playouts per second from that position against search iterations per second
/// (the seat to act searching from its view), then the time of one decision with the bot's
/// default budget. Takes about `seconds` plus that decision.
pub fn bench(
    data: &DataSet,
    spec: &str,
    config: &Config,
    seconds: f64,
) -> Result<BenchReport, String> {
    let rest = spec
        .strip_prefix("ismcts")
        .ok_or_else(|| format!("`{spec}` is not an ismcts bot"))?;
    let rest = rest.strip_prefix(':').unwrap_or(rest);
    let settings = Settings::parse(rest)?;
    let seed = config.seed;
    let (position, played) = bench_position(data, config, BENCH_ROUNDS)?;
    let Some(seat) = position.to_act() else {
        return Err("the game ended before the bench position".into());
    };
    let half = Duration::from_secs_f64((seconds / 2.0).max(0.05));

    // Random full playouts from the position.
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xBE7C);
    let mut legal = Vec::new();
    let (mut playouts, mut actions) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < half {
        let mut game = position.clone();
        while !game.is_over() {
            game.legal_actions_into(&mut legal);
            let a = legal[rng.random_range(0..legal.len())];
            game.apply_unchecked(&a);
            actions += 1;
        }
        std::hint::black_box(&game);
        playouts += 1;
    }
    let random_s = start.elapsed().as_secs_f64();

    // Search iterations from the same position, as the seat to act sees it.
    let view = position.view(Some(seat));
    let legal = position.legal_actions();
    let mut bot = Ismcts::new(data.clone(), settings.clone(), seed);
    bot.search(&view, &legal, Budget::Millis(half.as_millis() as u64));
    let timed = bot.last_stats();
    let mut bot = Ismcts::new(data.clone(), settings.clone(), seed);
    let start = Instant::now();
    bot.search(&view, &legal, Budget::Default);
    let decision_ms = start.elapsed().as_secs_f64() * 1000.0;
    let decision = bot.last_stats();

    let random_playouts_per_s = playouts as f64 / random_s;
    let iterations_per_s = timed.iterations as f64 / timed.seconds;
    Ok(BenchReport {
        bot: spec.to_string(),
        settings,
        ruleset: config.ruleset.to_string(),
        players: config.players,
        seed,
        position_round: rotterdam_game(&position).map_or(0, |g| g.state.public.round),
        position_actions: played,
        legal_actions: legal.len(),
        random_playouts_per_s,
        random_actions_per_playout: actions as f64 / playouts.max(1) as f64,
        iterations_per_s,
        ratio: iterations_per_s / random_playouts_per_s,
        decision_ms,
        decision_iterations: decision.iterations,
        decision_nodes: decision.nodes,
    })
}
