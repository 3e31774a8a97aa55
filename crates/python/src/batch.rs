//! Many games stepped by one call, for reinforcement learning: the caller passes one action
//! per game and gets back, per game, whether it ended and each seat's reward; a finished game
//! starts again at once with the next seed. The legal actions of all games come back in one
//! flat list with offsets (compressed rows), so choosing actions needs no Python loop.

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
    /// Games finished since the batch was made.
    pub finished: u64,
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
        Ok(Batch {
            envs,
            next_seed: config.seed.wrapping_add(games as u64),
            rng: ChaCha8Rng::seed_from_u64(config.seed ^ 0x5eed_ba7c),
            config,
            threads,
            finished: 0,
        })
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

    /// The legal integers of every game, flat, with `offsets[k]..offsets[k + 1]` the ones of
    /// game `k` (`offsets` has one more entry than there are games).
    pub fn legal(&self, offsets: &mut Vec<u32>, actions: &mut Vec<u32>) {
        offsets.clear();
        actions.clear();
        offsets.push(0);
        for env in &self.envs {
            actions.extend(env.legal());
            offsets.push(actions.len() as u32);
        }
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
        if actions.len() != self.envs.len() {
            return Err(format!(
                "{} actions for {} games: give one per game",
                actions.len(),
                self.envs.len()
            ));
        }
        let mut chosen = Vec::with_capacity(actions.len());
        for (k, (env, &i)) in self.envs.iter().zip(actions).enumerate() {
            match env.legal_action(i) {
                Some(a) => chosen.push(a),
                None => return Err(format!("game {k}: {}", env.illegal(i))),
            }
        }
        done.clear();
        done.resize(self.envs.len(), 0);
        rewards.clear();
        rewards.resize(self.envs.len() * MAX_SEATS, 0.0);
        self.apply_all(actions, &chosen);
        for k in 0..self.envs.len() {
            if self.envs[k].is_over() {
                self.finish(k, done, rewards)?;
            }
        }
        Ok(())
    }

    /// Applies the checked actions, split among the batch's threads (each game is stepped by
    /// one thread, so the result does not depend on their number).
    fn apply_all(&mut self, actions: &[u32], chosen: &[havenbaron_engine::Action]) {
        let apply = |envs: &mut [Env], actions: &[u32], chosen: &[havenbaron_engine::Action]| {
            for ((env, &i), a) in envs.iter_mut().zip(actions).zip(chosen) {
                env.apply_legal(i, a);
            }
        };
        if self.threads == 1 {
            return apply(&mut self.envs, actions, chosen);
        }
        let chunk = self.envs.len().div_ceil(self.threads);
        std::thread::scope(|s| {
            for ((envs, actions), chosen) in self
                .envs
                .chunks_mut(chunk)
                .zip(actions.chunks(chunk))
                .zip(chosen.chunks(chunk))
            {
                s.spawn(move || apply(envs, actions, chosen));
            }
        });
    }

    /// Records game `k`'s rewards and starts the next game in its place.
    fn finish(&mut self, k: usize, done: &mut [u8], rewards: &mut [f32]) -> Result<(), Refusal> {
        done[k] = 1;
        for (s, r) in self.envs[k].returns().into_iter().enumerate() {
            rewards[k * MAX_SEATS + s] = r as f32;
        }
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
                    self.finished += 1;
                    let seed = self.next_seed;
                    self.next_seed = self.next_seed.wrapping_add(1);
                    self.envs[k] = Env::new(Config {
                        seed,
                        ..self.config.clone()
                    })?;
                }
            }
        }
        Ok(applied)
    }
}
