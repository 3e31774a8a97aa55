//! The Python bindings (`havenbaron._native`, re-exported by the `havenbaron` package). Thin:
//! every rule lives in the engine, every check in [`Env`] and [`Batch`]; here inputs are
//! converted, refusals become `ValueError`, and buffers cross as `bytes` (numpy reads them
//! without a copy: `np.frombuffer`).

use std::collections::BTreeMap;

use havenbaron_engine::{Action, Config, Ruleset, Seat};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::batch::{Batch, MAX_SEATS};
use crate::env::{Env, index_of};
use crate::index::layout;
use crate::observe;

fn refuse(msg: impl Into<String>) -> PyErr {
    PyValueError::new_err(msg.into())
}

fn ruleset(name: &str) -> PyResult<Ruleset> {
    name.parse::<Ruleset>().map_err(refuse)
}

/// A config from Python arguments; variant values may be strings or booleans.
fn config(
    name: &str,
    players: i64,
    seed: u64,
    variants: Option<&Bound<'_, PyDict>>,
    round_cap: Option<u32>,
) -> PyResult<Config> {
    let players = u8::try_from(players)
        .map_err(|_| refuse(format!("{players} is not a number of players")))?;
    let mut config = Config::new(ruleset(name)?, players, seed);
    config.round_cap = round_cap;
    let mut map = BTreeMap::new();
    if let Some(variants) = variants {
        for (k, v) in variants.iter() {
            let key: String = k.extract()?;
            let value = match v.extract::<bool>() {
                Ok(b) => b.to_string(),
                Err(_) => v.str()?.to_string(),
            };
            map.insert(key, value);
        }
    }
    config.variants = map;
    Ok(config)
}

fn seat_of(env: &Env, seat: i64) -> PyResult<Seat> {
    let players = env.game().players();
    match u8::try_from(seat) {
        Ok(s) if s < players => Ok(s),
        _ => Err(refuse(format!(
            "seat {seat} does not exist: this game has seats 0 to {}",
            players - 1
        ))),
    }
}

fn action_of(env: &Env, action: i64) -> PyResult<u32> {
    u32::try_from(action).map_err(|_| {
        refuse(format!(
            "action {action} is not in the index (0 to {})",
            env.index().size() - 1
        ))
    })
}

/// `bytes` of little-endian items, written in place (one copy, into Python's memory).
fn le_bytes<T: Copy, const N: usize>(
    py: Python<'_>,
    v: &[T],
    to_le: fn(T) -> [u8; N],
) -> Py<PyBytes> {
    PyBytes::new_with(py, v.len() * N, |out| {
        for (chunk, &x) in out.chunks_exact_mut(N).zip(v) {
            chunk.copy_from_slice(&to_le(x));
        }
        Ok(())
    })
    .expect("bytes of a known size are made")
    .unbind()
}

/// Writes `v` into `out` as little-endian `u32`s (`out` has 4 bytes per item).
fn put_words(out: &mut [u8], v: &[u16]) {
    for (chunk, &x) in out.chunks_exact_mut(4).zip(v) {
        chunk.copy_from_slice(&(x as u32).to_le_bytes());
    }
}

fn floats(py: Python<'_>, v: &[f32]) -> Py<PyBytes> {
    le_bytes(py, v, f32::to_le_bytes)
}

/// A game of any rule set. Actions are integers of the rule set's fixed index
/// (`action_layout`); `apply` refuses an illegal one with `ValueError` and changes nothing.
#[pyclass(name = "Game", module = "havenbaron._native")]
#[derive(Clone)]
pub struct PyGame {
    env: Env,
}

#[pymethods]
impl PyGame {
    #[new]
    #[pyo3(signature = (ruleset = crate::rulesets::DEFAULT.id(), players = 4, seed = 0, variants = None, round_cap = None))]
    fn new(
        ruleset: &str,
        players: i64,
        seed: u64,
        variants: Option<&Bound<'_, PyDict>>,
        round_cap: Option<u32>,
    ) -> PyResult<PyGame> {
        let env = Env::new(config(ruleset, players, seed, variants, round_cap)?).map_err(refuse)?;
        Ok(PyGame { env })
    }

    #[getter]
    fn ruleset(&self) -> &'static str {
        self.env.game().ruleset().id()
    }

    #[getter]
    fn players(&self) -> u8 {
        self.env.game().players()
    }

    /// Slots in the rule set's action index.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.env.index().size()
    }

    /// The config as JSON (`{"ruleset":…,"players":…,"seed":…,…}`).
    fn config_json(&self) -> String {
        serde_json::to_string(self.env.config()).expect("configs serialize")
    }

    /// The seat to act, `None` once the game is over.
    fn current_player(&self) -> Option<u8> {
        self.env.to_act()
    }

    fn is_over(&self) -> bool {
        self.env.is_over()
    }

    /// The legal action integers, ascending (empty once the game is over).
    fn legal_actions(&self) -> Vec<u32> {
        self.env.legal().collect()
    }

    /// One byte per slot of the index: 1 where the action is legal.
    fn legal_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let mut mask = vec![0u8; self.env.index().size() as usize];
        for i in self.env.legal() {
            mask[i as usize] = 1;
        }
        PyBytes::new(py, &mask)
    }

    /// Applies `action` for the seat to act; with `seat`, only if that seat is to act.
    #[pyo3(signature = (action, seat = None))]
    fn apply(&mut self, action: i64, seat: Option<i64>) -> PyResult<()> {
        let i = action_of(&self.env, action)?;
        let seat = seat.map(|s| seat_of(&self.env, s)).transpose()?;
        self.env.apply(i, seat).map_err(refuse)
    }

    /// The action integers applied so far.
    fn history(&self) -> Vec<u32> {
        self.env.history().to_vec()
    }

    /// Each seat's share of the win (1/k to the k seats ranked first), all 0 until the end.
    fn returns(&self) -> Vec<f64> {
        self.env.returns()
    }

    /// The outcome as JSON (scores, ranks, winners, capped, rounds); `None` until the end.
    fn outcome_json(&self) -> Option<String> {
        self.env
            .game()
            .outcome()
            .map(|o| serde_json::to_string(&o).expect("outcomes serialize"))
    }

    /// What `seat` may know, as the engine's view JSON: the information-state string.
    fn information_state(&self, seat: i64) -> PyResult<String> {
        let s = seat_of(&self.env, seat)?;
        self.env.view_json(s).map_err(refuse)
    }

    /// What a spectator may know (the public view, C-6), as JSON.
    fn public_information(&self) -> String {
        serde_json::to_string(&self.env.game().view(None)).expect("views serialize")
    }

    /// Floats in an observation tensor of this game (fixed for its rule set and player
    /// count; `observation_layout` lists its fields).
    #[getter]
    fn observation_size(&self) -> usize {
        observe::size(self.env.game().ruleset(), self.env.game().players())
    }

    /// The observation tensor of a spectator: the public view only.
    fn public_observation(&self, py: Python<'_>) -> Py<PyBytes> {
        let mut out = vec![0f32; self.observation_size()];
        observe::encode(&self.env.game().view(None), &mut out);
        floats(py, &out)
    }

    /// The observation tensor of `seat` (`observation_size` little-endian float32 as bytes),
    /// built from that seat's view only.
    fn observation<'py>(&self, py: Python<'py>, seat: i64) -> PyResult<Py<PyBytes>> {
        let s = seat_of(&self.env, seat)?;
        let mut out = vec![0f32; self.observation_size()];
        observe::encode(&self.env.game().view(Some(s)), &mut out);
        Ok(floats(py, &out))
    }

    /// The action of integer `action` as JSON (the exact legal action when it is legal now).
    fn action_to_json(&self, action: i64) -> PyResult<String> {
        let i = action_of(&self.env, action)?;
        if let Some(a) = self.env.legal_action(i) {
            return Ok(a.to_json());
        }
        self.env
            .index()
            .decode(i)
            .map(|a| a.to_json())
            .ok_or_else(|| refuse(format!("action {i} is not in the index")))
    }

    /// The integer of an action given as JSON (`{"type":"call_colour","colour":"red"}`).
    fn action_from_json(&self, json: &str) -> PyResult<u32> {
        let a = Action::from_json(json).map_err(|e| refuse(e.to_string()))?;
        self.env.index().encode(&a).ok_or_else(|| {
            refuse(format!(
                "{json} has no slot in the {} index",
                self.ruleset()
            ))
        })
    }

    fn clone(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __copy__(&self) -> PyGame {
        Clone::clone(self)
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyGame {
        Clone::clone(self)
    }

    /// A complete game sampled from what `seat` knows (its view only), seeded: what
    /// information-set search needs (OpenSpiel's `resample_from_infostate`).
    fn resample(&self, seat: i64, seed: u64) -> PyResult<PyGame> {
        let s = seat_of(&self.env, seat)?;
        Ok(PyGame {
            env: self.env.resample(s, seed).map_err(refuse)?,
        })
    }

    /// Plays random legal actions to the end on a copy and returns its `returns()`: a fast
    /// rollout for search bots. `max_actions` stops early (then all 0).
    #[pyo3(signature = (seed, max_actions = None))]
    fn rollout(&self, seed: u64, max_actions: Option<u64>) -> Vec<f64> {
        let mut env = self.env.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut n = 0;
        while max_actions.is_none_or(|m| n < m) && env.step_random(&mut rng) {
            n += 1;
        }
        env.returns()
    }

    /// Plays `steps` random legal actions (fewer if the game ends), seeded; returns how many.
    fn play_random(&mut self, steps: u64, seed: u64) -> u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut n = 0;
        while n < steps && self.env.step_random(&mut rng) {
            n += 1;
        }
        n
    }

    /// The canonical hash of the whole state (C-5): equal hashes, equal states.
    fn state_hash(&self) -> u64 {
        self.env.game().state_hash()
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({}, players={}, actions={}, to_act={:?})",
            self.ruleset(),
            self.players(),
            self.env.history().len(),
            self.env.to_act()
        )
    }
}

/// Many games of one config stepped by one call (see `Batch.step`); games that end start
/// again with the next seed.
#[pyclass(name = "Batch", module = "havenbaron._native")]
pub struct PyBatch {
    batch: Batch,
    /// Room for a step's actions, `done` and rewards (no allocation per step).
    actions: Vec<u32>,
    done: Vec<u8>,
    rewards: Vec<f32>,
}

#[pymethods]
impl PyBatch {
    #[new]
    #[pyo3(signature = (ruleset = crate::rulesets::DEFAULT.id(), players = 4, games = 256, seed = 0, variants = None, round_cap = None, threads = 1))]
    fn new(
        ruleset: &str,
        players: i64,
        games: usize,
        seed: u64,
        variants: Option<&Bound<'_, PyDict>>,
        round_cap: Option<u32>,
        threads: usize,
    ) -> PyResult<PyBatch> {
        let config = config(ruleset, players, seed, variants, round_cap)?;
        Ok(PyBatch {
            batch: Batch::new(config, games, threads).map_err(refuse)?,
            actions: Vec::new(),
            done: Vec::new(),
            rewards: Vec::new(),
        })
    }

    fn __len__(&self) -> usize {
        self.batch.len()
    }

    /// Games finished since the batch was made.
    #[getter]
    fn finished(&self) -> u64 {
        self.batch.finished
    }

    /// `(offsets, actions)` as bytes of little-endian uint32: game k's legal actions are
    /// `actions[offsets[k]:offsets[k+1]]`, ascending.
    fn legal(&self, py: Python<'_>) -> (Py<PyBytes>, Py<PyBytes>) {
        let batch = &self.batch;
        let offsets = PyBytes::new_with(py, (batch.len() + 1) * 4, |out| {
            out[..4].copy_from_slice(&0u32.to_le_bytes());
            let (mut at, mut base) = (4, 0);
            for (offsets, ints) in batch.legal_parts() {
                let n = offsets.len() - 1;
                for (chunk, &o) in out[at..at + 4 * n].chunks_exact_mut(4).zip(&offsets[1..]) {
                    chunk.copy_from_slice(&(base + o).to_le_bytes());
                }
                at += 4 * n;
                base += ints.len() as u32;
            }
            Ok(())
        })
        .expect("bytes of a known size are made");
        let actions = PyBytes::new_with(py, batch.legal_len() * 4, |out| {
            let mut at = 0;
            for (_, ints) in batch.legal_parts() {
                put_words(&mut out[at..at + 4 * ints.len()], ints);
                at += 4 * ints.len();
            }
            Ok(())
        })
        .expect("bytes of a known size are made");
        (offsets.unbind(), actions.unbind())
    }

    /// Applies one action per game (bytes of little-endian uint32, as `np.uint32`'s
    /// `tobytes()`); all are checked first and one illegal action refuses the call unchanged.
    /// Returns `(done, rewards)`: one byte per game, and float32 `[games, 4]` rewards of the
    /// games that ended (they have started again).
    fn step(&mut self, py: Python<'_>, actions: &[u8]) -> PyResult<(Py<PyBytes>, Py<PyBytes>)> {
        if !actions.len().is_multiple_of(4) {
            return Err(refuse("actions must be uint32 bytes (4 per game)"));
        }
        self.actions.clear();
        self.actions.extend(
            actions
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
        let PyBatch {
            batch,
            actions,
            done,
            rewards,
        } = self;
        py.detach(|| batch.step(actions, done, rewards))
            .map_err(refuse)?;
        Ok((
            PyBytes::new(py, &self.done).unbind(),
            floats(py, &self.rewards),
        ))
    }

    /// `steps` rounds of a random legal action in every game, all in Rust; returns the
    /// number of actions applied.
    fn step_random(&mut self, py: Python<'_>, steps: usize) -> u64 {
        let batch = &mut self.batch;
        py.detach(|| batch.step_random(steps))
    }

    /// The seat to act in each game (int8 bytes).
    fn to_act<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        let v: Vec<u8> = (0..self.batch.len())
            .map(|k| self.batch.game(k).to_act().map_or(255, |s| s))
            .collect();
        PyBytes::new(py, &v)
    }

    /// Floats in one game's observation.
    #[getter]
    fn observation_size(&self) -> usize {
        let game = self.batch.game(0);
        observe::size(game.ruleset(), game.players())
    }

    /// Writes the observation of every game for its seat to act into `out`, a `bytearray` of
    /// `games * observation_size` native float32 (the Python `Batch` wraps it in a numpy
    /// array): written in place, so a step's observations cost no allocation and no copy.
    #[allow(unsafe_code)]
    fn observations_into(&self, out: &Bound<'_, PyByteArray>) -> PyResult<()> {
        let size = self.observation_size();
        // SAFETY: the GIL is held for the whole call, and nothing else runs that could resize
        // the bytearray or hand out another Rust slice of it meanwhile.
        let bytes = unsafe { out.as_bytes_mut() };
        // SAFETY: every bit pattern is a valid f32; `align_to_mut` gives the aligned middle.
        let (head, floats, tail) = unsafe { bytes.align_to_mut::<f32>() };
        if !head.is_empty() || !tail.is_empty() || floats.len() != self.batch.len() * size {
            return Err(refuse(format!(
                "observations need an aligned bytearray of {} float32",
                self.batch.len() * size
            )));
        }
        for (k, chunk) in floats.chunks_exact_mut(size).enumerate() {
            let game = self.batch.game(k);
            observe::encode(&game.view(game.to_act()), chunk);
        }
        Ok(())
    }

    /// A copy of game `k`.
    fn game(&self, k: usize) -> PyResult<PyGame> {
        if k >= self.batch.len() {
            return Err(refuse(format!(
                "game {k} does not exist: the batch has {}",
                self.batch.len()
            )));
        }
        Ok(PyGame {
            env: self.batch.env(k),
        })
    }
}

/// One of Havenbaron's own bots (`random`, `greedy`, `ismcts`, `ismcts:easy|medium|strong`,
/// `ismcts:<N>it`, …: the names `havenbaron arena` takes), seeded. Like every bot it gets the
/// view of the seat to act and its legal actions, never the game.
#[pyclass(name = "Bot", module = "havenbaron._native")]
pub struct PyBot {
    bot: std::sync::Mutex<Box<dyn havenbaron_bots::Bot>>,
    spec: String,
}

#[pymethods]
impl PyBot {
    #[new]
    #[pyo3(signature = (spec = "ismcts", seed = 0))]
    fn new(spec: &str, seed: u64) -> PyResult<PyBot> {
        let data = havenbaron_engine::DataSet::builtin();
        let bot = havenbaron_bots::make_bot(spec, &data, seed).map_err(refuse)?;
        Ok(PyBot {
            bot: std::sync::Mutex::new(bot),
            spec: spec.to_string(),
        })
    }

    /// The bot's choice for the seat to act in `game`, as an action integer.
    fn choose(&self, py: Python<'_>, game: &PyGame) -> PyResult<u32> {
        let env = &game.env;
        let Some(seat) = env.to_act() else {
            return Err(refuse("the game is over: there is nothing to choose"));
        };
        let view = env.game().view(Some(seat));
        let legal: Vec<Action> = env
            .legal()
            .map(|i| env.legal_action(i).expect("listed as legal"))
            .collect();
        let bot = &self.bot;
        let action = py.detach(|| {
            let mut bot = bot.lock().expect("a bot's lock is never poisoned");
            bot.choose(&view, &legal, havenbaron_bots::Budget::Default)
        });
        Ok(env
            .index()
            .encode(&action)
            .expect("a bot picks a legal action"))
    }

    fn __repr__(&self) -> String {
        format!("Bot({})", self.spec)
    }
}

/// The post-game analysis of a finished game record (JSON text) as JSON text
/// ([`crate::analysis`]); a record it cannot analyse is refused with `ValueError`.
#[pyfunction]
#[pyo3(signature = (record, budget = havenbaron_bots::analysis::DEFAULT_BUDGET, seed = 1))]
fn analyse(record: &str, budget: u32, seed: u64) -> PyResult<String> {
    crate::analysis::analyse_record(record, budget, seed).map_err(refuse)
}

/// The rule sets' ids.
#[pyfunction]
fn rulesets() -> Vec<&'static str> {
    Ruleset::ALL.iter().map(|r| r.id()).collect()
}

/// A rule set's description as JSON: name, players, variants, safety cap.
#[pyfunction]
fn ruleset_info(name: &str) -> PyResult<String> {
    Ok(serde_json::to_string(&ruleset(name)?.info()).expect("infos serialize"))
}

/// One block of an action index, for Python: `(kind, offset, size, [(field, slots), …])`.
type BlockRow = (&'static str, u32, u32, Vec<(&'static str, u32)>);

/// A rule set's action index, one row per block.
#[pyfunction]
fn action_layout(name: &str) -> PyResult<Vec<BlockRow>> {
    Ok(layout(ruleset(name)?)
        .into_iter()
        .map(|b| (b.kind.name, b.offset, b.size, b.kind.fields.to_vec()))
        .collect())
}

/// Floats in an observation of a rule set with `players` seats.
#[pyfunction]
fn observation_size(name: &str, players: i64) -> PyResult<usize> {
    let r = ruleset(name)?;
    let players = seats_of(r, players)?;
    Ok(observe::size(r, players))
}

/// The fields of an observation, one row each: `(name, offset, size, encoding)`.
#[pyfunction]
fn observation_layout(
    name: &str,
    players: i64,
) -> PyResult<Vec<(String, usize, usize, &'static str)>> {
    let r = ruleset(name)?;
    let players = seats_of(r, players)?;
    Ok(observe::layout(r, players)
        .into_iter()
        .map(|f| (f.name, f.offset, f.size, f.encoding))
        .collect())
}

/// A player count the rule set allows.
fn seats_of(r: Ruleset, players: i64) -> PyResult<u8> {
    let info = r.info();
    match u8::try_from(players) {
        Ok(n) if (info.min_players..=info.max_players).contains(&n) => Ok(n),
        _ => Err(refuse(format!(
            "{} is played by {} to {} players, not {players}",
            r.id(),
            info.min_players,
            info.max_players
        ))),
    }
}

/// Slots in a rule set's action index.
#[pyfunction]
fn num_actions(name: &str) -> PyResult<u32> {
    Ok(index_of(ruleset(name)?).size())
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyGame>()?;
    m.add_class::<PyBatch>()?;
    m.add_class::<PyBot>()?;
    m.add_function(wrap_pyfunction!(rulesets, m)?)?;
    m.add_function(wrap_pyfunction!(analyse, m)?)?;
    m.add_function(wrap_pyfunction!(ruleset_info, m)?)?;
    m.add_function(wrap_pyfunction!(action_layout, m)?)?;
    m.add_function(wrap_pyfunction!(num_actions, m)?)?;
    m.add_function(wrap_pyfunction!(observation_size, m)?)?;
    m.add_function(wrap_pyfunction!(observation_layout, m)?)?;
    m.add("MAX_SEATS", MAX_SEATS)?;
    Ok(())
}
