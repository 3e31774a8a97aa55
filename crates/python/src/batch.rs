//! Many games stepped by one call, for reinforcement learning: the caller passes one action
//! per game and gets back, per game, whether it ended and each seat's reward; a finished game
//! starts again at once with the next seed. The legal actions of all games come back in one
//! flat list with offsets (compressed rows), so choosing actions needs no Python loop.
//!
//! # Where the time goes
//! A step applies one action to each of (typically) a thousand games, whose states together
//! (about 1.4 KB each) do not fit a core's cache, and then lists, encodes and sorts each
//! game's new legal actions. So the batch keeps nothing per game on the heap and makes one
//! pass over the games per step, touching memory in order:
//!
//! - the games' states lie end to end in one vector, and the next games' states are
//!   prefetched while one game is stepped (their memory arrives while the CPU works);
//! - the legal lists of all games are flat 16-bit integers (built while stepping into a
//!   second pair of vectors, then swapped), so checking the actions and [`Batch::legal`]
//!   read them in order and visit no game; the engine's action of an integer is a lookup in
//!   the index's table, so the lists keep no actions;
//! - the histories (the integers applied, which a copy of a game carries) are one table with
//!   a row per step and a column per game (the batch steps all its games together), so a
//!   step appends one row instead of growing a thousand vectors; rows older than every live
//!   game are dropped from time to time.
//!
//! With `threads` > 1 the games are split into lanes, one per thread, stepped by threads
//! that live as long as the batch (a lane is handed to its thread and handed back, so no
//! memory is shared). Games that end during a threaded step start again afterwards, in game
//! order, so seeds and results do not depend on the number of threads.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;

use havenbaron_engine::{Action, Config, Game};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::env::{Env, Refusal, index_of, new_game, returns_of};
use crate::index::ActionIndex;

/// Seats in a reward row: the most any rule set seats.
pub const MAX_SEATS: usize = 4;

/// Games whose state is prefetched ahead of the one being stepped.
const AHEAD: usize = 2;

pub struct Batch {
    config: Config,
    /// The seed of the next game to start.
    next_seed: u64,
    rng: ChaCha8Rng,
    /// The games in order, split into runs (one per thread).
    lanes: Vec<Lane>,
    /// The threads that step every lane after the first (none with one thread).
    pool: Option<Pool>,
    games: usize,
    /// Games finished since the batch was made.
    pub finished: u64,
}

/// Legal lists of a run of games, flat: game `j`'s integers are
/// `ints[offsets[j]..offsets[j + 1]]`, ascending. Integers fit 16 bits (see
/// [`crate::index`]): half the memory a step reads and writes. The action of an integer is
/// looked up in the index ([`ActionIndex::action`]), so the engine's actions are not kept.
#[derive(Default)]
struct Lists {
    offsets: Vec<u32>,
    ints: Vec<u16>,
}

impl Lists {
    fn clear(&mut self) {
        self.offsets.clear();
        self.ints.clear();
        self.offsets.push(0);
    }

    /// Appends the next game's list, from the engine's `legal` actions.
    #[inline]
    fn push(&mut self, index: &ActionIndex, legal: &[Action]) {
        push_ints(index, legal, &mut self.ints);
        self.offsets.push(self.ints.len() as u32);
    }

    fn of(&self, j: usize) -> &[u16] {
        &self.ints[self.offsets[j] as usize..self.offsets[j + 1] as usize]
    }
}

/// Appends the integers of `legal` (legal actions of a game of `index`'s rule set) to `ints`,
/// ascending. The engine mostly lists actions in index order already, so each integer is
/// placed as it is encoded (an insertion sort, shifting rather than swapping): in order,
/// that is one comparison per action. (The same order as [`Env`]'s lists, which also keep
/// the actions.)
#[inline]
fn push_ints(index: &ActionIndex, legal: &[Action], ints: &mut Vec<u16>) {
    let base = ints.len();
    ints.reserve(legal.len());
    for a in legal {
        let i = index
            .encode(a)
            .unwrap_or_else(|| panic!("a legal action has a slot in the index: {a:?}"))
            as u16;
        let mut k = ints.len();
        ints.push(i);
        if k > base && ints[k - 1] > i {
            while k > base && ints[k - 1] > i {
                ints[k] = ints[k - 1];
                k -= 1;
            }
            ints[k] = i;
        }
    }
}

/// The action of integer `i`, legal in `game`: the index's, except a bid, whose amount is
/// the state's (then taken from the engine's legal list, `scratch`).
#[inline]
fn action_of(index: &ActionIndex, game: &Game, i: u16, scratch: &mut Vec<Action>) -> Action {
    let action = index.action(i as u32);
    if !matches!(action, Action::Bid { .. }) {
        return action;
    }
    game.legal_actions_into(scratch);
    *scratch
        .iter()
        .find(|a| matches!(a, Action::Bid { .. }))
        .expect("a legal bid is in the legal list")
}

/// The integers applied in a run of games: one row per step, one column per game, kept
/// from the first step of the oldest game still running.
struct History {
    width: usize,
    /// `rows[(s - first) * width + j]`: game `j`'s action at step `s`.
    rows: Vec<u16>,
    /// The step of the first row kept.
    first: u64,
    /// Steps taken so far.
    steps: u64,
    /// Rows kept before the next trim.
    trim_at: usize,
}

impl History {
    fn new(width: usize) -> History {
        History {
            width,
            rows: Vec::new(),
            first: 0,
            steps: 0,
            trim_at: width * 1024,
        }
    }

    /// A new row for this step's actions.
    fn push_row(&mut self) -> &mut [u16] {
        let at = self.rows.len();
        self.rows.resize(at + self.width, 0);
        self.steps += 1;
        &mut self.rows[at..]
    }

    /// Drops the rows before the first step of every game (`born`), once enough piled up.
    fn trim(&mut self, born: &[u64]) {
        if self.rows.len() < self.trim_at {
            return;
        }
        let oldest = born.iter().copied().min().unwrap_or(self.steps);
        self.rows
            .drain(..(oldest - self.first) as usize * self.width);
        self.first = oldest;
        self.trim_at = (self.rows.len() * 2).max(self.width * 1024);
    }

    /// Game `j`'s actions since step `born`.
    fn of(&self, j: usize, born: u64) -> Vec<u32> {
        (born..self.steps)
            .map(|s| self.rows[(s - self.first) as usize * self.width + j] as u32)
            .collect()
    }
}

/// Where games that end get their successors: the batch's config, the next seed and the
/// count of finished games.
struct Restarts<'a> {
    config: &'a Config,
    next_seed: &'a mut u64,
    finished: &'a mut u64,
}

impl Restarts<'_> {
    /// The next game and its seed.
    fn start(&mut self) -> (Game, u64) {
        let seed = *self.next_seed;
        *self.next_seed = seed.wrapping_add(1);
        *self.finished += 1;
        let game = new_game(&Config {
            seed,
            ..self.config.clone()
        })
        .expect("a config that started a game starts it with any seed");
        (game, seed)
    }
}

/// A run of consecutive games of the batch, stepped by one thread.
struct Lane {
    index: &'static ActionIndex,
    /// The batch's index of the first game.
    first: usize,
    games: Vec<Game>,
    /// Each game's seed (its config is the batch's with this seed).
    seeds: Vec<u64>,
    /// The step of each game's first action.
    born: Vec<u64>,
    lists: Lists,
    /// The lists a step builds, swapped with `lists` at its end.
    next: Lists,
    history: History,
    /// This step's action of each game, as its position in the game's legal list.
    positions: Vec<u32>,
    /// The games that ended in the last step with their rewards; until they are started
    /// again their lists are empty.
    ended: Vec<(usize, [f32; MAX_SEATS])>,
    /// Room for the engine's legal list.
    scratch: Vec<Action>,
}

impl Lane {
    fn new(first: usize, games: Vec<(Game, u64)>) -> Lane {
        let index = index_of(games[0].0.ruleset());
        let width = games.len();
        let mut lane = Lane {
            index,
            first,
            seeds: games.iter().map(|g| g.1).collect(),
            games: games.into_iter().map(|g| g.0).collect(),
            born: vec![0; width],
            lists: Lists::default(),
            next: Lists::default(),
            history: History::new(width),
            positions: vec![0; width],
            ended: Vec::new(),
            scratch: Vec::new(),
        };
        lane.lists.clear();
        for game in &lane.games {
            game.legal_actions_into(&mut lane.scratch);
            lane.lists.push(index, &lane.scratch);
        }
        lane
    }

    /// Applies the action at `positions[j]` of each game's legal list, in one pass, and
    /// lists the new legal actions. With `restarts`, a game that ends starts again at once;
    /// without, it is left ended with an empty list (see [`Lane::restart_ended`]).
    fn step(&mut self, mut restarts: Option<&mut Restarts<'_>>) {
        let Lane {
            index,
            games,
            seeds,
            born,
            lists,
            next,
            history,
            positions,
            ended,
            scratch,
            ..
        } = self;
        next.clear();
        ended.clear();
        // The step of this step's successors' first action.
        let now = history.steps + 1;
        let row = history.push_row();
        for j in 0..games.len() {
            if let Some(ahead) = games.get(j + AHEAD) {
                prefetch(ahead);
            }

            let i = lists.ints[lists.offsets[j] as usize + positions[j] as usize];
            row[j] = i;
            let game = &mut games[j];
            let action = action_of(index, game, i, scratch);
            game.apply_unchecked(&action);
            game.legal_actions_into(scratch);
            if scratch.is_empty() {
                ended.push((j, rewards(game)));
                if let Some(r) = restarts.as_deref_mut() {
                    (*game, seeds[j]) = r.start();
                    born[j] = now;
                    game.legal_actions_into(scratch);
                }
            }
            next.push(index, scratch);
        }
        std::mem::swap(lists, next);
        history.trim(born);
    }

    /// Starts again the games that ended in a step made without restarts, in order.
    fn restart_ended(&mut self, restarts: &mut Restarts<'_>) {
        if self.ended.is_empty() {
            return;
        }
        let mut ints = Vec::new();
        for &(j, _) in &self.ended {
            (self.games[j], self.seeds[j]) = restarts.start();
            self.born[j] = self.history.steps;
            self.games[j].legal_actions_into(&mut self.scratch);
            ints.clear();
            push_ints(self.index, &self.scratch, &mut ints);
            let lists = &mut self.lists;
            let at = lists.offsets[j] as usize;
            lists.ints.splice(at..at, ints.iter().copied());
            for o in &mut lists.offsets[j + 1..] {
                *o += ints.len() as u32;
            }
        }
    }
}

/// Prefetches the memory of `x` into the cache (a hint: no effect on the result).
#[inline(always)]
#[allow(unsafe_code)]
fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let p = (x as *const T).cast::<i8>();
        for line in (0..size_of::<T>()).step_by(64) {
            // SAFETY: a prefetch reads nothing and the address lies within `x`.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(p.add(line)) };
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// A game's rewards as a row of [`MAX_SEATS`].
fn rewards(game: &Game) -> [f32; MAX_SEATS] {
    let mut r = [0.0; MAX_SEATS];
    for (s, x) in returns_of(game).into_iter().enumerate() {
        r[s] = x as f32;
    }
    r
}

/// The threads of a batch: worker `i` steps lane `i + 1`, which it is handed for each step
/// and hands back.
struct Pool {
    to: Vec<Sender<Lane>>,
    from: Vec<Mutex<Receiver<Lane>>>,
    handles: Vec<JoinHandle<()>>,
    /// The process that started the threads: a forked child (Python's `multiprocessing`)
    /// has a copy of the batch but not its threads, and starts its own.
    pid: u32,
}

impl Pool {
    fn new(workers: usize) -> Result<Pool, Refusal> {
        let mut pool = Pool {
            to: Vec::new(),
            from: Vec::new(),
            handles: Vec::new(),
            pid: std::process::id(),
        };
        for _ in 0..workers {
            let (to, inbox) = channel::<Lane>();
            let (outbox, from) = channel::<Lane>();
            let handle = std::thread::Builder::new()
                .name("havenbaron-batch".into())
                .spawn(move || {
                    while let Ok(mut lane) = inbox.recv() {
                        lane.step(None);
                        if outbox.send(lane).is_err() {
                            break;
                        }
                    }
                })
                .map_err(|e| format!("a batch thread does not start: {e}"))?;
            pool.to.push(to);
            pool.from.push(Mutex::new(from));
            pool.handles.push(handle);
        }
        Ok(pool)
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        // Closing the channels ends the threads' loops.
        self.to.clear();
        for h in self.handles.drain(..) {
            let _ = h.join();
        }
    }
}

impl Batch {
    /// `games` games of `config`, seeded `config.seed`, `config.seed + 1`, …, stepped by
    /// `threads` threads.
    pub fn new(config: Config, games: usize, threads: usize) -> Result<Batch, Refusal> {
        if games == 0 {
            return Err("a batch needs at least one game".into());
        }
        if threads == 0 {
            return Err("a batch needs at least one thread".into());
        }
        let all = (0..games as u64)
            .map(|k| {
                let seed = config.seed.wrapping_add(k);
                new_game(&Config {
                    seed,
                    ..config.clone()
                })
                .map(|g| (g, seed))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let chunk = games.div_ceil(threads);
        let mut lanes = Vec::new();
        let mut all = all.into_iter();
        for first in (0..games).step_by(chunk) {
            let run: Vec<_> = all.by_ref().take(chunk).collect();
            lanes.push(Lane::new(first, run));
        }
        let pool = (lanes.len() > 1)
            .then(|| Pool::new(lanes.len() - 1))
            .transpose()?;
        Ok(Batch {
            next_seed: config.seed.wrapping_add(games as u64),
            rng: ChaCha8Rng::seed_from_u64(config.seed ^ 0x5eed_ba7c),
            config,
            lanes,
            pool,
            games,
            finished: 0,
        })
    }

    pub fn len(&self) -> usize {
        self.games
    }

    pub fn is_empty(&self) -> bool {
        self.games == 0
    }

    /// The lane of game `k` and its index there.
    fn locate(&self, k: usize) -> (&Lane, usize) {
        let lane = &self.lanes[k / self.lanes[0].games.len()];
        (lane, k - lane.first)
    }

    /// Game `k`.
    pub fn game(&self, k: usize) -> &Game {
        let (lane, j) = self.locate(k);
        &lane.games[j]
    }

    /// A copy of game `k` as an [`Env`], with its config and history.
    pub fn env(&self, k: usize) -> Env {
        let (lane, j) = self.locate(k);
        let config = Config {
            seed: lane.seeds[j],
            ..self.config.clone()
        };
        Env::wrap(
            lane.games[j].clone(),
            config,
            lane.history.of(j, lane.born[j]),
        )
    }

    /// The legal integers of every game, lane by lane: each lane's offsets (from 0, one
    /// more than its games) and integers. Game order is lane order.
    pub fn legal_parts(&self) -> impl Iterator<Item = (&[u32], &[u16])> + '_ {
        self.lanes
            .iter()
            .map(|l| (&l.lists.offsets[..], &l.lists.ints[..]))
    }

    /// How many legal integers all games have together.
    pub fn legal_len(&self) -> usize {
        self.lanes.iter().map(|l| l.lists.ints.len()).sum()
    }

    /// The legal integers of every game, flat, with `offsets[k]..offsets[k + 1]` the ones of
    /// game `k` (`offsets` has one more entry than there are games).
    pub fn legal(&self) -> (Vec<u32>, Vec<u32>) {
        let mut offsets = vec![0];
        let mut ints = Vec::with_capacity(self.legal_len());
        for (o, i) in self.legal_parts() {
            let base = ints.len() as u32;
            offsets.extend(o[1..].iter().map(|&x| base + x));
            ints.extend(i.iter().map(|&x| x as u32));
        }
        (offsets, ints)
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
        if actions.len() != self.games {
            return Err(format!(
                "{} actions for {} games: give one per game",
                actions.len(),
                self.games,
            ));
        }
        // Check against the flat lists (in order, no game visited) and keep each action's
        // position in its game's legal list.
        for lane in &mut self.lanes {
            let actions = &actions[lane.first..lane.first + lane.games.len()];
            for (j, &i) in actions.iter().enumerate() {
                let legal = lane.lists.of(j);
                let Some(p) = legal.iter().position(|&x| x as u32 == i) else {
                    let env = Env::wrap(lane.games[j].clone(), self.config.clone(), Vec::new());
                    return Err(format!("game {}: {}", lane.first + j, env.illegal(i)));
                };
                lane.positions[j] = p as u32;
            }
        }
        self.apply();
        done.clear();
        done.resize(self.games, 0);
        rewards.clear();
        rewards.resize(self.games * MAX_SEATS, 0.0);
        for lane in &self.lanes {
            for &(j, r) in &lane.ended {
                let k = lane.first + j;
                done[k] = 1;
                rewards[k * MAX_SEATS..(k + 1) * MAX_SEATS].copy_from_slice(&r);
            }
        }
        Ok(())
    }

    /// Steps every lane with the positions set; games that end start again, with seeds in
    /// game order.
    fn apply(&mut self) {
        if let Some(pool) = &self.pool
            && pool.pid != std::process::id()
        {
            // A forked copy: the threads are the parent's. Forget them (joining threads
            // that do not exist here would not return) and start this process's own.
            let workers = self.lanes.len() - 1;
            std::mem::forget(self.pool.take());
            self.pool = Some(Pool::new(workers).expect("a forked batch starts its threads"));
        }
        let mut restarts = Restarts {
            config: &self.config,
            next_seed: &mut self.next_seed,
            finished: &mut self.finished,
        };
        let Some(pool) = &self.pool else {
            for lane in &mut self.lanes {
                lane.step(Some(&mut restarts));
            }
            return;
        };
        let rest: Vec<Lane> = self.lanes.drain(1..).collect();
        for (lane, to) in rest.into_iter().zip(&pool.to) {
            to.send(lane).expect("a batch thread runs");
        }
        self.lanes[0].step(None);
        for from in &pool.from {
            let lane = from
                .lock()
                .expect("a batch channel's lock is never poisoned")
                .recv()
                .expect("a batch thread does not panic");
            self.lanes.push(lane);
        }
        for lane in &mut self.lanes {
            lane.restart_ended(&mut restarts);
        }
    }

    /// The history rows each lane keeps (tests check that old ones are dropped).
    #[cfg(test)]
    pub(crate) fn kept_rows(&self) -> Vec<usize> {
        self.lanes
            .iter()
            .map(|l| l.history.rows.len() / l.history.width)
            .collect()
    }

    /// `steps` rounds of one random legal action in every game (finished games start again),
    /// all in Rust: the ceiling of what [`Batch::step`] can reach (the same work, with the
    /// choice made here). Returns the actions applied.
    pub fn step_random(&mut self, steps: usize) -> u64 {
        let mut restarts = Restarts {
            config: &self.config,
            next_seed: &mut self.next_seed,
            finished: &mut self.finished,
        };
        for _ in 0..steps {
            for lane in &mut self.lanes {
                for j in 0..lane.games.len() {
                    let n = lane.lists.offsets[j + 1] - lane.lists.offsets[j];
                    lane.positions[j] = self.rng.random_range(0..n as usize) as u32;
                }
                lane.step(Some(&mut restarts));
            }
        }
        (steps * self.games) as u64
    }
}
