//! Seating, seeds and the parallel game runner: which bot sits where in game `g`, the seeds
//! of its deal and its bots, and the worker threads that play the games (see the module docs
//! of [`super`] for the scheme).

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Instant;

use havenbaron_engine::{DataSet, Game, Seat};

use super::stats::{Played, summarize};
use super::{ArenaConfig, ArenaResults, GameRecord, Progress};
use crate::{Budget, make_bot};

impl ArenaConfig {
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
