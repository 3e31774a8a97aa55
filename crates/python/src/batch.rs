//! Many games stepped by one call, for reinforcement learning: the caller passes one action
//! per game and gets back, per game, whether it ended and each seat's reward; a finished game
//! starts again at once with the next seed. The legal actions of all games come back in one
//! flat list with offsets (compressed rows), so choosing actions needs no Python loop.
//!
//! # Where the time goes
//! A step touches every game's memory, which for a thousand games does not stay in the cache,
//! so a step passes over the games once: the legal lists of all games are kept flat in the
//! batch (built while stepping, read by [`Batch::legal`] without visiting a game), the actions
//! are checked against that flat list, and one pass then applies each game's action, restarts
//! a finished game and appends its new legal integers.

use havenbaron_engine::Config;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::env::{Env, Refusal};

/// Seats in a reward row: the most any rule set seats.
pub const MAX_SEATS: usize = 4;

pub struct Batch {
    envs: Vec<Env>,
    config: Config,
    /// The seed of the next game to start.
    next_seed: u64,
    rng: ChaCha8Rng,
    /// Threads that apply a step (the games are split among them); 1 applies in the caller's.
    threads: usize,
    /// The legal integers of every game, flat: game `k`'s are
    /// `flat[offsets[k]..offsets[k + 1]]` (the same lists as its [`Env::legal_ints`]).
    offsets: Vec<u32>,
    flat: Vec<u32>,
    /// Games finished since the batch was made.
    pub finished: u64,
}

/// What one pass of a step produced for a run of games: their new legal integers (flat,
/// with the length of each game's list, 0 for a game that ended) and the games that ended
/// (their index in the batch, their rewards).
#[derive(Default)]
struct Pass {
    flat: Vec<u32>,
    lens: Vec<u32>,
    ended: Vec<(usize, [f32; MAX_SEATS])>,
}

impl Batch {
    /// `games` games of `config`, seeded `config.seed`, `config.seed + 1`, …
    pub fn new(config: Config, games: usize, threads: usize) -> Result<Batch, Refusal> {
        if games == 0 {
            return Err("a batch needs at least one game".into());
        }
        if threads == 0 {
            return Err("a batch needs at least one thread".into());
        }
        let envs = (0..games as u64)
            .map(|k| {
                Env::new(Config {
                    seed: config.seed.wrapping_add(k),
                    ..config.clone()
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut batch = Batch {
            envs,
            next_seed: config.seed.wrapping_add(games as u64),
            rng: ChaCha8Rng::seed_from_u64(config.seed ^ 0x5eed_ba7c),
            config,
            threads,
            offsets: Vec::new(),
            flat: Vec::new(),
            finished: 0,
        };
        batch.gather();
        Ok(batch)
    }

    pub fn len(&self) -> usize {
        self.envs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.envs.is_empty()
    }

    pub fn env(&self, k: usize) -> &Env {
        &self.envs[k]
    }

    /// Rebuilds the flat legal lists from the games.
    fn gather(&mut self) {
        self.offsets.clear();
        self.flat.clear();
        self.offsets.push(0);
        for env in &self.envs {
            self.flat.extend_from_slice(env.legal_ints());
            self.offsets.push(self.flat.len() as u32);
        }
    }

    /// The legal integers of every game, flat, with `offsets[k]..offsets[k + 1]` the ones of
    /// game `k` (`offsets` has one more entry than there are games).
    pub fn legal(&self) -> (&[u32], &[u32]) {
        (&self.offsets, &self.flat)
    }

    /// Applies `actions[k]` to game `k` for every game. All are checked before any is
    /// applied: one illegal action refuses the whole call and changes nothing. `done[k]` says
    /// whether game `k` ended with this step (it has been started again), and
    /// `rewards[k * MAX_SEATS + seat]` is then that seat's reward ([`Env::returns`]).
    pub fn step(
        &mut self,
        actions: &[u32],
        done: &mut Vec<u8>,
        rewards: &mut Vec<f32>,
    ) -> Result<(), Refusal> {
        let games = self.envs.len();
        if actions.len() != games {
            return Err(format!(
                "{} actions for {games} games: give one per game",
                actions.len(),
            ));
        }
        // Check against the flat lists (contiguous, no game visited) and keep each action's
        // position in its game's legal list.
        let mut positions = Vec::with_capacity(games);
        for (k, &i) in actions.iter().enumerate() {
            let legal = &self.flat[self.offsets[k] as usize..self.offsets[k + 1] as usize];
            match legal.binary_search(&i) {
                Ok(j) => positions.push(j as u32),
                Err(_) => return Err(format!("game {k}: {}", self.envs[k].illegal(i))),
            }
        }
        done.clear();
        done.resize(games, 0);
        rewards.clear();
        rewards.resize(games * MAX_SEATS, 0.0);
        let passes = self.apply_all(&positions);
        // Gather the new legal lists in game order, restarting the games that ended (with
        // seeds in game order: the result does not depend on the threads).
        self.offsets.clear();
        self.flat.clear();
        self.offsets.push(0);
        let mut k = 0;
        for pass in passes {
            let mut at = 0;
            let mut ended = pass.ended.into_iter().peekable();
            for len in pass.lens {
                if let Some((_, r)) = ended.next_if(|e| e.0 == k) {
                    done[k] = 1;
                    rewards[k * MAX_SEATS..(k + 1) * MAX_SEATS].copy_from_slice(&r);
                    self.restart(k)?;
                    self.flat.extend_from_slice(self.envs[k].legal_ints());
                } else {
                    self.flat
                        .extend_from_slice(&pass.flat[at..at + len as usize]);
                }
                at += len as usize;
                self.offsets.push(self.flat.len() as u32);
                k += 1;
            }
        }
        Ok(())
    }

    /// Applies the action at `positions[k]` of game `k`'s legal list to every game, split
    /// among the batch's threads (each game is stepped by one thread, so the result does not
    /// depend on their number). One [`Pass`] per run of games, in game order.
    fn apply_all(&mut self, positions: &[u32]) -> Vec<Pass> {
        // `first`: the index in the batch of the run's first game.
        let run = |first: usize, envs: &mut [Env], positions: &[u32]| -> Pass {
            let mut pass = Pass {
                flat: Vec::with_capacity(envs.len() * 8),
                lens: Vec::with_capacity(envs.len()),
                ended: Vec::new(),
            };
            for (k, (env, &j)) in envs.iter_mut().zip(positions).enumerate() {
                env.apply_at(j as usize);
                if env.is_over() {
                    let mut r = [0.0; MAX_SEATS];
                    for (s, x) in env.returns().into_iter().enumerate() {
                        r[s] = x as f32;
                    }
                    pass.ended.push((first + k, r));
                    pass.lens.push(0);
                } else {
                    let legal = env.legal_ints();
                    pass.flat.extend_from_slice(legal);
                    pass.lens.push(legal.len() as u32);
                }
            }
            pass
        };
        if self.threads == 1 {
            return vec![run(0, &mut self.envs, positions)];
        }
        let chunk = self.envs.len().div_ceil(self.threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = self
                .envs
                .chunks_mut(chunk)
                .zip(positions.chunks(chunk))
                .enumerate()
                .map(|(c, (envs, positions))| s.spawn(move || run(c * chunk, envs, positions)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a batch thread does not panic"))
                .collect()
        })
    }

    /// Starts game `k` again with the next seed.
    fn restart(&mut self, k: usize) -> Result<(), Refusal> {
        self.finished += 1;
        let seed = self.next_seed;
        self.next_seed = self.next_seed.wrapping_add(1);
        self.envs[k] = Env::new(Config {
            seed,
            ..self.config.clone()
        })?;
        Ok(())
    }

    /// `steps` rounds of one random legal action in every game (finished games start again),
    /// all in Rust: the ceiling of what [`Batch::step`] can reach. Returns the actions applied.
    pub fn step_random(&mut self, steps: usize) -> Result<u64, Refusal> {
        let mut applied = 0;
        for _ in 0..steps {
            for k in 0..self.envs.len() {
                if self.envs[k].step_random(&mut self.rng) {
                    applied += 1;
                }
                if self.envs[k].is_over() {
                    self.restart(k)?;
                }
            }
        }
        self.gather();
        Ok(applied)
    }
}
