//! Tournaments between bots: many seeded games, in parallel, summed up as tables, JSON and a
//! self-contained HTML report.
//!
//! # For the CLI (`havenbaron arena`)
//! ```no_run
//! use havenbaron_bots::arena::{self, ArenaConfig, Progress};
//! use havenbaron_engine::{Config, DataSet, Ruleset};
//!
//! let data = DataSet::builtin();
//! let config = ArenaConfig {
//!     // ruleset, players, variants, round cap; its `seed` is not used (every game has its own)
//!     game: Config::new(Ruleset::Rotterdam, 4, 0),
//!     bots: vec!["ismcts".into(), "greedy".into(), "greedy".into(), "greedy".into()],
//!     games: 100,
//!     seed: 1,
//!     threads: 2,
//! };
//! config.validate(&data)?; // bad bot names, player counts, … before anything runs
//! let results = arena::run(&config, &data, &|p: &Progress| {
//!     eprint!("\r{}/{} games, ETA {:?}", p.done, p.total, p.eta());
//! })?;
//! println!("{}", results.to_text());                      // a plain-text table
//! std::fs::write("arena.json", results.to_json()).unwrap(); // everything, as JSON
//! std::fs::write("arena.html", results.to_html()).unwrap(); // one page, inline SVG
//! # Ok::<(), String>(())
//! ```
//!
//! # What a tournament is
//! - **Lineup.** `bots` lists one bot spec (as [`crate::make_bot`] takes them) per seat; a
//!   shorter list is repeated to fill the seats (`[ismcts, greedy]` at 4 players is
//!   `ismcts, greedy, ismcts, greedy`). A spec listed several times is one bot with several
//!   entries: its figures are summed over its entries.
//! - **Seats rotate.** Game `g` seats the lineup rotated by `g mod players`: seat `s` gets entry
//!   `(s + g) mod players`. Games come in blocks of `players` consecutive games that share one
//!   deal (the game seed), so with `games` a multiple of `players` every entry plays every
//!   seat of every deal once (duplicate-style: luck of the deal and of the seat cancels out).
//! - **Seeds.** The deal of block `b` is seeded `mix(seed, b)`; the bot in seat `s` of game `g`
//!   gets `mix(seed, g, s)` (SplitMix64 mixing). A game therefore depends only on its index, and
//!   the results are the same for any thread count, as long as the bots use iteration budgets
//!   (a wall-time budget makes a bot's choices depend on the machine's speed).
//! - **Threads.** `threads` scoped worker threads take game indices from a shared counter; the
//!   progress callback is called (from the workers) after every finished game.
//! - **Checks.** Every action a bot returns is checked against the legal actions; an illegal
//!   one stops the tournament with an error naming the bot, the game and the action.
//!
//! # The figures
//! - **Win rate** of a bot: its wins (a tie for first split evenly) over its entries' games,
//!   `wins / (games × entries)`; a fair share is `1/players`. 95% interval: Wilson score.
//! - **Mean score** (final score, R-7) with a normal-approximation 95% interval, its standard
//!   deviation and quartiles; **mean rank**.
//! - **Head to head**: for every two different bots and every game where both sat, each pair of
//!   their entries counts 1 to the one ranked above (½ each when tied); the share is over all
//!   such pairs.
//! - **Rating**: a Bradley–Terry model fitted on those pairwise results with Hunter's MM
//!   iterations, each pair of bots also given one virtual drawn game (½ win each way) so a bot
//!   that always wins keeps a finite rating; shown on the Elo scale (`400·log10(strength)`),
//!   centred on a mean of 0. Exactly a logistic Elo fit: a 100-point gap predicts a 64% share.
//! - **By seat**: the win rate of whoever sat in each seat (seat advantage; fair `1/players`).
//! - Games stopped by the round cap (C-7), mean rounds, and (not reproducible: wall time) the
//!   bots' mean and longest thinking time per decision.

use std::fmt::Write as _;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use havenbaron_engine::{Config, DataSet, Game, Seat};
use serde::Serialize;

use crate::{Budget, make_bot};

/// What to play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArenaConfig {
    /// Rule set, players, variants and round cap of every game; its `seed` is not used.
    pub game: Config,
    /// Bot specs, one per seat of the lineup (repeated when shorter than the player count).
    pub bots: Vec<String>,
    pub games: u32,
    pub seed: u64,
    /// Worker threads (0 counts as 1).
    pub threads: usize,
}

impl ArenaConfig {
    /// Checks the game settings and every bot spec; `Err` says what is wrong.
    pub fn validate(&self, data: &DataSet) -> Result<(), String> {
        Game::with_data(&self.game, data).map_err(|e| format!("invalid game settings: {e}"))?;
        let players = self.game.players as usize;
        if self.bots.is_empty() {
            return Err("no bots given".into());
        }
        if self.bots.len() > players {
            return Err(format!(
                "{} bots for {players} seats: give at most one bot per seat",
                self.bots.len()
            ));
        }
        for spec in &self.bots {
            make_bot(spec, data, 0)?;
        }
        if self.games == 0 {
            return Err("the number of games must be at least 1".into());
        }
        Ok(())
    }

    /// The lineup: one bot spec per seat before rotation.
    pub fn lineup(&self) -> Vec<String> {
        let players = self.game.players as usize;
        (0..players)
            .map(|s| self.bots[s % self.bots.len()].clone())
            .collect()
    }

    /// The seed of game `game`'s deal.
    pub fn game_seed(&self, game: u32) -> u64 {
        let block = game / self.game.players.max(1) as u32;
        mix(mix(self.seed) ^ block as u64)
    }

    /// The seed of the bot in `seat` of game `game`.
    pub fn bot_seed(&self, game: u32, seat: Seat) -> u64 {
        mix(mix(mix(self.seed ^ 0xB07) ^ game as u64) ^ seat as u64)
    }
}

/// SplitMix64's finaliser.
fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a running tournament stands (passed to the progress callback).
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub done: u32,
    pub total: u32,
    pub elapsed: Duration,
}

impl Progress {
    /// Estimated time left, from the mean time per finished game.
    pub fn eta(&self) -> Option<Duration> {
        if self.done == 0 {
            return None;
        }
        let per_game = self.elapsed.as_secs_f64() / self.done as f64;
        Some(Duration::from_secs_f64(
            per_game * (self.total - self.done) as f64,
        ))
    }

    pub fn fraction(&self) -> f64 {
        self.done as f64 / self.total.max(1) as f64
    }
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameRecord {
    pub index: u32,
    pub seed: u64,
    /// Per seat: the index of its bot in [`ArenaResults::bots`].
    pub seat_bots: Vec<usize>,
    pub scores: Vec<i32>,
    /// Per seat, 1 = first (tied seats share a rank).
    pub ranks: Vec<u8>,
    pub winners: Vec<Seat>,
    pub rounds: u32,
    pub capped: bool,
    /// Decisions taken per seat.
    pub decisions: Vec<u32>,
}

/// A bot's figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotSummary {
    pub name: String,
    /// How many seats of the lineup it holds.
    pub entries: u32,
    /// Games times entries.
    pub seat_games: u32,
    /// Wins, ties for first split.
    pub wins: f64,
    pub win_rate: f64,
    /// Wilson 95% interval of the win rate.
    pub win_rate_ci: [f64; 2],
    pub mean_score: f64,
    /// Normal-approximation 95% interval of the mean score.
    pub mean_score_ci: [f64; 2],
    pub score_sd: f64,
    /// Minimum, lower quartile, median, upper quartile, maximum.
    pub score_quartiles: [f64; 5],
    pub mean_rank: f64,
    /// Bradley–Terry rating on the Elo scale (mean 0).
    pub rating: f64,
}

/// Two bots in the same games.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pairwise {
    pub a: String,
    pub b: String,
    /// Entry pairs compared (over every game where both sat).
    pub pairs: u32,
    pub a_above: u32,
    pub b_above: u32,
    pub ties: u32,
    /// `(a_above + ties/2) / pairs`.
    pub a_share: f64,
}

/// Whoever sat in a seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatSummary {
    pub seat: Seat,
    pub games: u32,
    pub wins: f64,
    pub win_rate: f64,
    pub win_rate_ci: [f64; 2],
    pub mean_score: f64,
}

/// Thinking time (wall clock: differs from run to run).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotTiming {
    pub name: String,
    pub decisions: u64,
    pub mean_ms: f64,
    pub max_ms: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Timing {
    pub seconds: f64,
    pub threads: usize,
    pub bots: Vec<BotTiming>,
}

/// Everything a tournament found. Everything but `timing` is reproducible from the config.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaResults {
    pub config: ArenaConfig,
    /// The lineup before rotation: a bot index per seat.
    pub lineup: Vec<usize>,
    pub bots: Vec<BotSummary>,
    pub pairwise: Vec<Pairwise>,
    pub seats: Vec<SeatSummary>,
    pub games_played: u32,
    pub capped_games: u32,
    pub mean_rounds: f64,
    pub rating_method: String,
    pub games: Vec<GameRecord>,
    pub timing: Timing,
}

/// Per game: the record and each seat's thinking time.
struct Played {
    record: GameRecord,
    think: Vec<(f64, f64)>,
}

/// Plays the tournament. `progress` is called after each game (from worker threads). The first
/// illegal action or panic stops it with an error naming the game and its seed.
pub fn run(
    config: &ArenaConfig,
    data: &DataSet,
    progress: &(dyn Fn(&Progress) + Sync),
) -> Result<ArenaResults, String> {
    config.validate(data)?;
    let start = Instant::now();
    let lineup_specs = config.lineup();
    let mut names: Vec<String> = Vec::new();
    let lineup: Vec<usize> = lineup_specs
        .iter()
        .map(|spec| match names.iter().position(|n| n == spec) {
            Some(i) => i,
            None => {
                names.push(spec.clone());
                names.len() - 1
            }
        })
        .collect();
    let total = config.games;
    let threads = config.threads.clamp(1, total.max(1) as usize);
    let next = AtomicU32::new(0);
    let done = AtomicU32::new(0);
    let failed = AtomicBool::new(false);
    let slots: Mutex<Vec<Option<Played>>> = Mutex::new((0..total).map(|_| None).collect());
    let error: Mutex<Option<(u32, String)>> = Mutex::new(None);

    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    if failed.load(Ordering::Relaxed) {
                        return;
                    }
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= total {
                        return;
                    }
                    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        play_game(config, data, &lineup, &lineup_specs, g)
                    }))
                    .unwrap_or_else(|panic| {
                        let what = panic
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| panic.downcast_ref::<String>().cloned())
                            .unwrap_or_default();
                        Err(format!(
                            "game {g} (seed {}) panicked: {what}",
                            config.game_seed(g)
                        ))
                    });
                    match result {
                        Ok(played) => {
                            slots.lock().expect("no poisoned lock")[g as usize] = Some(played);
                            let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                            progress(&Progress {
                                done: d,
                                total,
                                elapsed: start.elapsed(),
                            });
                        }
                        Err(e) => {
                            failed.store(true, Ordering::Relaxed);
                            let mut slot = error.lock().expect("no poisoned lock");
                            // Report the failed game with the lowest index.
                            if slot.as_ref().is_none_or(|(i, _)| g < *i) {
                                *slot = Some((g, e));
                            }
                            return;
                        }
                    }
                }
            });
        }
    });
    if let Some((_, e)) = error.into_inner().expect("no poisoned lock") {
        return Err(e);
    }
    let played: Vec<Played> = slots
        .into_inner()
        .expect("no poisoned lock")
        .into_iter()
        .map(|p| p.expect("every game played"))
        .collect();
    Ok(summarize(
        config,
        names,
        lineup,
        played,
        start.elapsed(),
        threads,
    ))
}

fn play_game(
    config: &ArenaConfig,
    data: &DataSet,
    lineup: &[usize],
    specs: &[String],
    g: u32,
) -> Result<Played, String> {
    let players = config.game.players as usize;
    let mut game_config = config.game.clone();
    game_config.seed = config.game_seed(g);
    let mut game = Game::with_data(&game_config, data).map_err(|e| e.to_string())?;
    let entry_of = |seat: usize| (seat + g as usize) % players;
    let mut bots = (0..players)
        .map(|s| make_bot(&specs[entry_of(s)], data, config.bot_seed(g, s as Seat)))
        .collect::<Result<Vec<_>, String>>()?;
    let mut think = vec![(0.0f64, 0.0f64); players];
    let mut decisions = vec![0u32; players];
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        let s = seat as usize;
        game.legal_actions_into(&mut legal);
        let view = game.view(Some(seat));
        let t = Instant::now();
        let action = bots[s].choose(&view, &legal, Budget::Default);
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        think[s].0 += ms;
        think[s].1 = think[s].1.max(ms);
        decisions[s] += 1;
        if !legal.contains(&action) {
            return Err(format!(
                "game {g} (seed {}): bot `{}` in seat {seat} chose an illegal action {}",
                game_config.seed,
                specs[entry_of(s)],
                action.to_json()
            ));
        }
        game.apply_unchecked(&action);
    }
    let outcome = game.outcome().ok_or("a finished game has an outcome")?;
    let mut scores = vec![0; players];
    let mut ranks = vec![0; players];
    for sc in &outcome.scores {
        scores[sc.seat as usize] = sc.total;
        ranks[sc.seat as usize] = sc.rank;
    }
    Ok(Played {
        record: GameRecord {
            index: g,
            seed: game_config.seed,
            seat_bots: (0..players).map(|s| lineup[entry_of(s)]).collect(),
            scores,
            ranks,
            winners: outcome.winners.clone(),
            rounds: outcome.rounds,
            capped: outcome.capped,
            decisions: decisions.clone(),
        },
        think,
    })
}

/// Wilson score interval (95%) for `wins` out of `n`.
pub fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    let z = 1.959_963_984_540_054;
    let p = (wins / n).clamp(0.0, 1.0);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let pos = q * (sorted.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo as f64)
}

/// Bradley–Terry strengths by Hunter's MM algorithm. `wins[i][j]`: i's wins over j (halves
/// for ties). Each pair that met gets one virtual drawn game. Returns Elo-scale ratings, mean 0.
pub fn bradley_terry(wins: &[Vec<f64>]) -> Vec<f64> {
    let n = wins.len();
    let mut w = wins.to_vec();
    for i in 0..n {
        for j in 0..n {
            if i != j && (wins[i][j] + wins[j][i]) > 0.0 {
                w[i][j] += 0.5;
            }
        }
    }
    let mut p = vec![1.0f64; n];
    for _ in 0..10_000 {
        let mut next = p.clone();
        for i in 0..n {
            let won: f64 = (0..n).filter(|&j| j != i).map(|j| w[i][j]).sum();
            let denom: f64 = (0..n)
                .filter(|&j| j != i)
                .map(|j| (w[i][j] + w[j][i]) / (p[i] + p[j]))
                .sum();
            if denom > 0.0 && won > 0.0 {
                next[i] = won / denom;
            }
        }
        let geo = (next.iter().map(|x| x.ln()).sum::<f64>() / n as f64).exp();
        for x in next.iter_mut() {
            *x /= geo;
        }
        let change = next
            .iter()
            .zip(&p)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        p = next;
        if change < 1e-12 {
            break;
        }
    }
    p.iter().map(|x| 400.0 * x.log10()).collect()
}

fn summarize(
    config: &ArenaConfig,
    names: Vec<String>,
    lineup: Vec<usize>,
    played: Vec<Played>,
    elapsed: Duration,
    threads: usize,
) -> ArenaResults {
    let players = config.game.players as usize;
    let nb = names.len();
    let games = played.len() as u32;
    let mut wins = vec![0.0f64; nb];
    let mut seat_games = vec![0u32; nb];
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); nb];
    let mut rank_sum = vec![0.0f64; nb];
    let mut seat_wins = vec![0.0f64; players];
    let mut seat_scores = vec![0.0f64; players];
    // pair[a][b] for a < b: (a above, b above, ties)
    let mut pair = vec![vec![(0u32, 0u32, 0u32); nb]; nb];
    let mut think = vec![(0u64, 0.0f64, 0.0f64); nb];
    let mut capped = 0;
    let mut rounds = 0u64;
    for p in &played {
        let r = &p.record;
        capped += r.capped as u32;
        rounds += r.rounds as u64;
        let share = 1.0 / r.winners.len().max(1) as f64;
        for s in 0..players {
            let b = r.seat_bots[s];
            seat_games[b] += 1;
            scores[b].push(r.scores[s] as f64);
            rank_sum[b] += r.ranks[s] as f64;
            seat_scores[s] += r.scores[s] as f64;
            if r.winners.contains(&(s as Seat)) {
                wins[b] += share;
                seat_wins[s] += share;
            }
            think[b].0 += r.decisions[s] as u64;
            think[b].1 += p.think[s].0;
            think[b].2 = think[b].2.max(p.think[s].1);
            for t in 0..players {
                let c = r.seat_bots[t];
                if c <= b {
                    continue;
                }
                let e = &mut pair[b][c];
                match r.ranks[s].cmp(&r.ranks[t]) {
                    std::cmp::Ordering::Less => e.0 += 1,
                    std::cmp::Ordering::Greater => e.1 += 1,
                    std::cmp::Ordering::Equal => e.2 += 1,
                }
            }
        }
    }
    let mut bt = vec![vec![0.0f64; nb]; nb];
    let mut pairwise = Vec::new();
    for a in 0..nb {
        for b in a + 1..nb {
            let (x, y, t) = pair[a][b];
            let n = x + y + t;
            bt[a][b] = x as f64 + t as f64 / 2.0;
            bt[b][a] = y as f64 + t as f64 / 2.0;
            if n > 0 {
                pairwise.push(Pairwise {
                    a: names[a].clone(),
                    b: names[b].clone(),
                    pairs: n,
                    a_above: x,
                    b_above: y,
                    ties: t,
                    a_share: (x as f64 + t as f64 / 2.0) / n as f64,
                });
            }
        }
    }
    let ratings = bradley_terry(&bt);
    let entries: Vec<u32> = (0..nb)
        .map(|b| lineup.iter().filter(|&&x| x == b).count() as u32)
        .collect();
    let bots = (0..nb)
        .map(|b| {
            let n = seat_games[b] as f64;
            let mut sorted = scores[b].clone();
            sorted.sort_by(f64::total_cmp);
            let mean = sorted.iter().sum::<f64>() / n.max(1.0);
            let var = if sorted.len() > 1 {
                sorted.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
            } else {
                0.0
            };
            let sd = var.sqrt();
            let half = 1.96 * sd / n.max(1.0).sqrt();
            BotSummary {
                name: names[b].clone(),
                entries: entries[b],
                seat_games: seat_games[b],
                wins: wins[b],
                win_rate: wins[b] / n.max(1.0),
                win_rate_ci: wilson(wins[b], n),
                mean_score: mean,
                mean_score_ci: [mean - half, mean + half],
                score_sd: sd,
                score_quartiles: [
                    quantile(&sorted, 0.0),
                    quantile(&sorted, 0.25),
                    quantile(&sorted, 0.5),
                    quantile(&sorted, 0.75),
                    quantile(&sorted, 1.0),
                ],
                mean_rank: rank_sum[b] / n.max(1.0),
                rating: ratings[b],
            }
        })
        .collect();
    let seats = (0..players)
        .map(|s| SeatSummary {
            seat: s as Seat,
            games,
            wins: seat_wins[s],
            win_rate: seat_wins[s] / games.max(1) as f64,
            win_rate_ci: wilson(seat_wins[s], games as f64),
            mean_score: seat_scores[s] / games.max(1) as f64,
        })
        .collect();
    ArenaResults {
        config: config.clone(),
        lineup,
        bots,
        pairwise,
        seats,
        games_played: games,
        capped_games: capped,
        mean_rounds: rounds as f64 / games.max(1) as f64,
        rating_method:
            "Bradley-Terry (MM) on pairwise ranks, one virtual draw per pair, Elo scale, mean 0"
                .into(),
        games: played.into_iter().map(|p| p.record).collect(),
        timing: Timing {
            seconds: elapsed.as_secs_f64(),
            threads,
            bots: (0..nb)
                .map(|b| BotTiming {
                    name: names[b].clone(),
                    decisions: think[b].0,
                    mean_ms: think[b].1 / think[b].0.max(1) as f64,
                    max_ms: think[b].2,
                })
                .collect(),
        },
    }
}

impl ArenaResults {
    /// All results as pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("results serialize")
    }

    /// The results without the wall-clock `timing`: equal for equal configs (with bots on
    /// iteration budgets), whatever the thread count.
    pub fn reproducible_json(&self) -> String {
        let mut v = serde_json::to_value(self).expect("results serialize");
        if let Some(map) = v.as_object_mut() {
            map.remove("timing");
            if let Some(config) = map.get_mut("config").and_then(|c| c.as_object_mut()) {
                config.remove("threads");
            }
        }
        serde_json::to_string(&v).expect("values serialize")
    }

    /// A plain-text report: bots, head to head, seats.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let players = self.config.game.players;
        let _ = writeln!(
            out,
            "{} games of {} with {} players (seed {}), {} capped, mean {:.1} rounds, {:.1} s on {} thread(s)",
            self.games_played,
            self.config.game.ruleset,
            players,
            self.config.seed,
            self.capped_games,
            self.mean_rounds,
            self.timing.seconds,
            self.timing.threads
        );
        let width = self
            .bots
            .iter()
            .map(|b| b.name.len())
            .max()
            .unwrap_or(3)
            .max(3);
        let _ = writeln!(
            out,
            "\n{:<width$}  {:>5}  {:>7}  {:>15}  {:>6}  {:>13}  {:>5}  {:>6}  {:>8}  {:>8}  {:>9}",
            "bot",
            "seats",
            "win %",
            "95% interval",
            "score",
            "95% interval",
            "rank",
            "rating",
            "ms/move",
            "max ms",
            "moves"
        );
        for (b, t) in self.bots.iter().zip(&self.timing.bots) {
            let _ = writeln!(
                out,
                "{:<width$}  {:>5}  {:>6.1}%  {:>6.1}% – {:>4.1}%  {:>6.2}  {:>5.1} – {:>5.1}  {:>5.2}  {:>+6.0}  {:>8.1}  {:>8.1}  {:>9}",
                b.name,
                b.entries,
                100.0 * b.win_rate,
                100.0 * b.win_rate_ci[0],
                100.0 * b.win_rate_ci[1],
                b.mean_score,
                b.mean_score_ci[0],
                b.mean_score_ci[1],
                b.mean_rank,
                b.rating,
                t.mean_ms,
                t.max_ms,
                t.decisions
            );
        }
        let _ = writeln!(out, "(fair win share {:.1}%)", 100.0 / players as f64);
        if !self.pairwise.is_empty() {
            let _ = writeln!(
                out,
                "\nhead to head (share of pairs ranked above, ties half):"
            );
            for p in &self.pairwise {
                let _ = writeln!(
                    out,
                    "  {} vs {}: {:.1}% ({} above, {} below, {} tied of {})",
                    p.a,
                    p.b,
                    100.0 * p.a_share,
                    p.a_above,
                    p.b_above,
                    p.ties,
                    p.pairs
                );
            }
        }
        let _ = writeln!(out, "\nby seat:");
        for s in &self.seats {
            let _ = writeln!(
                out,
                "  seat {}: win {:.1}% ({:.1}% – {:.1}%), mean score {:.2}",
                s.seat,
                100.0 * s.win_rate,
                100.0 * s.win_rate_ci[0],
                100.0 * s.win_rate_ci[1],
                s.mean_score
            );
        }
        out
    }

    /// A self-contained HTML page (inline CSS and SVG, nothing fetched): win rates with
    /// intervals, score distributions, seat advantage, head to head and ratings.
    pub fn to_html(&self) -> String {
        let players = self.config.game.players as usize;
        let fair = 1.0 / players as f64;
        let mut h = String::new();
        let title = format!(
            "Arena: {} games of {}, {} players",
            self.games_played, self.config.game.ruleset, players
        );
        let _ = write!(
            h,
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>\
             body{{font-family:system-ui,sans-serif;margin:2em;color:#222}}\
             table{{border-collapse:collapse;margin:1em 0}}td,th{{border:1px solid #ccc;padding:.3em .6em;text-align:right}}td{{white-space:nowrap}}\
             th{{background:#f3f3f3}}td:first-child,th:first-child{{text-align:left}}\
             svg{{display:block;margin:1em 0}}text{{font-size:12px}}.note{{color:#666;font-size:.9em}}\
             </style></head><body>\n<h1>{}</h1>\n",
            esc(&title),
            esc(&title)
        );
        let variants: Vec<String> = self
            .config
            .game
            .variants
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let _ = writeln!(
            h,
            "<p>Seed {}; lineup {}; variants: {}; {} games stopped by the round cap; mean {:.1} rounds; {:.1} s on {} thread(s).</p>",
            self.config.seed,
            esc(&self.config.lineup().join(", ")),
            if variants.is_empty() {
                "none".to_string()
            } else {
                esc(&variants.join(", "))
            },
            self.capped_games,
            self.mean_rounds,
            self.timing.seconds,
            self.timing.threads
        );

        // Summary table.
        h.push_str("<h2>Bots</h2>\n<table><tr><th>bot</th><th>seats</th><th>win rate</th><th>95% interval</th><th>mean score</th><th>95% interval</th><th>mean rank</th><th>rating</th><th>ms per decision</th><th>longest, ms</th></tr>\n");
        for (b, t) in self.bots.iter().zip(&self.timing.bots) {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{:.1}%</td><td>{:.1}% – {:.1}%</td><td>{:.2}</td><td>{:.2} – {:.2}</td><td>{:.2}</td><td>{:+.0}</td><td>{:.1}</td><td>{:.1}</td></tr>",
                esc(&b.name),
                b.entries,
                100.0 * b.win_rate,
                100.0 * b.win_rate_ci[0],
                100.0 * b.win_rate_ci[1],
                b.mean_score,
                b.mean_score_ci[0],
                b.mean_score_ci[1],
                b.mean_rank,
                b.rating,
                t.mean_ms,
                t.max_ms
            );
        }
        h.push_str("</table>\n");

        // Win rates with whiskers.
        h.push_str("<h2>Win rate</h2>\n<p class=\"note\">Wins (ties for first split) per seat played; whiskers: Wilson 95% interval; dashed: a fair share.</p>\n");
        let bars: Vec<(String, f64, [f64; 2])> = self
            .bots
            .iter()
            .map(|b| (b.name.clone(), b.win_rate, b.win_rate_ci))
            .collect();
        h.push_str(&bar_chart(&bars, fair));

        // Score distributions.
        h.push_str("<h2>Scores</h2>\n<p class=\"note\">Final scores: box from the lower to the upper quartile, line at the median, whiskers to the extremes, dot at the mean.</p>\n");
        h.push_str(&box_plot(&self.bots));

        // Seats.
        h.push_str("<h2>Win rate by seat</h2>\n<p class=\"note\">Whoever sat there; dashed: a fair share.</p>\n");
        let bars: Vec<(String, f64, [f64; 2])> = self
            .seats
            .iter()
            .map(|s| (format!("seat {}", s.seat), s.win_rate, s.win_rate_ci))
            .collect();
        h.push_str(&bar_chart(&bars, fair));

        // Head to head.
        if self.bots.len() > 1 {
            h.push_str("<h2>Head to head</h2>\n<p class=\"note\">Row bot ranked above column bot, over every pair of their seats in the same game (ties count half).</p>\n<table><tr><th></th>");
            for b in &self.bots {
                let _ = write!(h, "<th>{}</th>", esc(&b.name));
            }
            h.push_str("</tr>\n");
            for a in &self.bots {
                let _ = write!(h, "<tr><td>{}</td>", esc(&a.name));
                for b in &self.bots {
                    let cell = self.pairwise.iter().find_map(|p| {
                        if p.a == a.name && p.b == b.name {
                            Some((p.a_share, p.pairs))
                        } else if p.b == a.name && p.a == b.name {
                            Some((1.0 - p.a_share, p.pairs))
                        } else {
                            None
                        }
                    });
                    match cell {
                        Some((share, n)) => {
                            let _ = write!(h, "<td title=\"{n} pairs\">{:.1}%</td>", 100.0 * share);
                        }
                        None => h.push_str("<td>–</td>"),
                    }
                }
                h.push_str("</tr>\n");
            }
            h.push_str("</table>\n");
            let _ = writeln!(
                h,
                "<p class=\"note\">Rating: {}.</p>",
                esc(&self.rating_method)
            );
        }
        h.push_str("</body></html>\n");
        h
    }
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

const CHART_W: f64 = 640.0;
const LABEL_W: f64 = 180.0;
const ROW_H: f64 = 28.0;

/// A tick label: at most one decimal, none when whole.
fn tick(v: f64) -> String {
    let text = format!("{v:.1}");
    text.strip_suffix(".0").unwrap_or(&text).to_string()
}

/// A round tick step (1, 2, 2.5 or 5 times a power of ten) giving at most five steps.
fn nice_step(range: f64) -> f64 {
    let raw = (range / 5.0).max(1e-9);
    let magnitude = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * magnitude)
        .find(|&step| step >= raw)
        .unwrap_or(10.0 * magnitude)
}

/// Horizontal bars in [0, 1] with interval whiskers and a dashed reference line.
fn bar_chart(bars: &[(String, f64, [f64; 2])], reference: f64) -> String {
    let plot_w = CHART_W - LABEL_W - 60.0;
    let height = ROW_H * bars.len() as f64 + 30.0;
    let top = bars
        .iter()
        .map(|b| b.2[1])
        .fold(reference, f64::max)
        .clamp(0.05, 1.0);
    let step = nice_step(top);
    let ticks = (top / step - 1e-9).ceil().max(1.0) as u32;
    let max = step * ticks as f64;
    let x = |v: f64| LABEL_W + plot_w * (v / max).clamp(0.0, 1.0);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{CHART_W}\" height=\"{height}\" role=\"img\">\n"
    );
    for i in 0..=ticks {
        let v = step * i as f64;
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#eee\"/><text x=\"{0:.1}\" y=\"{2:.1}\" text-anchor=\"middle\" fill=\"#666\">{3}%</text>",
            x(v),
            height - 20.0,
            height - 6.0,
            tick(100.0 * v)
        );
    }
    for (i, (label, value, ci)) in bars.iter().enumerate() {
        let y = ROW_H * i as f64 + 4.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <rect x=\"{LABEL_W}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#4a7fb5\"><title>{:.1}%</title></rect>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#222\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" fill=\"#222\">{:.1}%</text>",
            LABEL_W - 8.0,
            y + ROW_H / 2.0 + 2.0,
            esc(label),
            y + 4.0,
            x(*value) - LABEL_W,
            ROW_H - 10.0,
            100.0 * value,
            x(ci[0]),
            y + ROW_H / 2.0 - 1.0,
            x(ci[1]),
            y + ROW_H / 2.0 - 1.0,
            x(ci[0]),
            y + 8.0,
            x(ci[0]),
            y + ROW_H - 10.0,
            x(ci[1]),
            y + 8.0,
            x(ci[1]),
            y + ROW_H - 10.0,
            x(ci[1]) + 4.0,
            y + ROW_H / 2.0 + 2.0,
            100.0 * value
        );
    }
    let _ = writeln!(
        s,
        "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/>\n</svg>",
        x(reference),
        height - 20.0
    );
    s
}

/// Horizontal box plots of the bots' final scores.
fn box_plot(bots: &[BotSummary]) -> String {
    let plot_w = CHART_W - LABEL_W - 20.0;
    let height = ROW_H * bots.len() as f64 + 30.0;
    let lo = bots
        .iter()
        .map(|b| b.score_quartiles[0])
        .fold(f64::INFINITY, f64::min)
        .min(0.0);
    let hi = bots
        .iter()
        .map(|b| b.score_quartiles[4])
        .fold(f64::NEG_INFINITY, f64::max)
        .max(lo + 1.0);
    let step = nice_step(hi - lo);
    let lo = (lo / step).floor() * step;
    let ticks = ((hi - lo) / step - 1e-9).ceil().max(1.0) as u32;
    let hi = lo + step * ticks as f64;
    let x = |v: f64| LABEL_W + plot_w * (v - lo) / (hi - lo);
    let mut s = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{CHART_W}\" height=\"{height}\" role=\"img\">\n"
    );
    for i in 0..=ticks {
        let v = lo + step * i as f64;
        let _ = writeln!(
            s,
            "<line x1=\"{0:.1}\" y1=\"0\" x2=\"{0:.1}\" y2=\"{1:.1}\" stroke=\"#eee\"/><text x=\"{0:.1}\" y=\"{2:.1}\" text-anchor=\"middle\" fill=\"#666\">{3}</text>",
            x(v),
            height - 20.0,
            height - 6.0,
            tick(v)
        );
    }
    for (i, b) in bots.iter().enumerate() {
        let q = b.score_quartiles;
        let y = ROW_H * i as f64 + 4.0;
        let mid = y + ROW_H / 2.0 - 1.0;
        let _ = writeln!(
            s,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <line x1=\"{:.1}\" y1=\"{mid:.1}\" x2=\"{:.1}\" y2=\"{mid:.1}\" stroke=\"#222\"/>\
             <line x1=\"{:.1}\" y1=\"{mid:.1}\" x2=\"{:.1}\" y2=\"{mid:.1}\" stroke=\"#222\"/>\
             <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"#cfe0f1\" stroke=\"#4a7fb5\"><title>min {:.0}, quartiles {:.1} / {:.1} / {:.1}, max {:.0}</title></rect>\
             <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"#1d4f80\" stroke-width=\"2\"/>\
             <circle cx=\"{:.1}\" cy=\"{mid:.1}\" r=\"3\" fill=\"#c33\"><title>mean {:.2}</title></circle>",
            LABEL_W - 8.0,
            y + ROW_H / 2.0 + 2.0,
            esc(&b.name),
            x(q[0]),
            x(q[1]),
            x(q[3]),
            x(q[4]),
            x(q[1]),
            y + 4.0,
            (x(q[3]) - x(q[1])).max(1.0),
            ROW_H - 10.0,
            q[0],
            q[1],
            q[2],
            q[3],
            q[4],
            x(q[2]),
            y + 4.0,
            x(q[2]),
            y + ROW_H - 6.0,
            x(b.mean_score),
            b.mean_score
        );
    }
    s.push_str("</svg>\n");
    s
}
