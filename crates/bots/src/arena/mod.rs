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

mod html;
mod schedule;
mod stats;
mod text;

use std::time::Duration;

use havenbaron_engine::{Config, DataSet, Game, Seat};
use serde::Serialize;

use crate::make_bot;

pub use schedule::run;
pub use stats::{bradley_terry, wilson};

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
