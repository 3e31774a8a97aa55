//! One game as the Python package sees it: actions are integers of the fixed index
//! ([`crate::index`]), the legal ones kept sorted and cached after every step (so a Python loop
//! pays for legal-action generation once per step), every input checked, and a game that
//! refuses an input is left as it was.

use std::sync::OnceLock;

use havenbaron_engine::{Action, Config, DataSet, Game, Ruleset, Seat};
use rand::{Rng, RngExt};

use crate::index::{ActionIndex, fits};
use crate::observe::Dims;

/// The index of each rule set, built once.
pub fn index_of(ruleset: Ruleset) -> &'static ActionIndex {
    static INDEX: OnceLock<[ActionIndex; Ruleset::ALL.len()]> = OnceLock::new();
    let all = INDEX.get_or_init(|| Ruleset::ALL.map(ActionIndex::new));
    let i = Ruleset::ALL
        .iter()
        .position(|&r| r == ruleset)
        .expect("listed");
    &all[i]
}

/// Why an input was refused; the Python layer raises it as `ValueError`.
pub type Refusal = String;

#[derive(Clone, Debug)]
pub struct Env {
    game: Game,
    index: &'static ActionIndex,
    /// The legal integers, ascending (OpenSpiel wants them sorted), and the engine's legal
    /// actions in the same order: `actions[j]` is the action of `ints[j]`. Two flat lists
    /// rather than one of pairs: the integers are what every caller reads, and the engine
    /// fills `actions` in place.
    ints: Vec<u32>,
    actions: Vec<Action>,
    /// The integers applied so far, in order: with the config, the whole game (C-5).
    history: Vec<u32>,
    config: Config,
}

/// Each seat's reward at the end of `game` (see [`Env::returns`]).
pub(crate) fn returns_of(game: &Game) -> Vec<f64> {
    let players = game.players() as usize;
    let Some(outcome) = game.outcome() else {
        return vec![0.0; players];
    };
    let first = outcome.scores.iter().filter(|s| s.rank == 1).count().max(1) as f64;
    let mut r = vec![0.0; players];
    for s in &outcome.scores {
        if s.rank == 1 {
            r[s.seat as usize] = 1.0 / first;
        }
    }
    r
}

/// A new game of `config`, refused when its data exceeds the action index's fixed bounds.
pub(crate) fn new_game(config: &Config) -> Result<Game, Refusal> {
    let game = Game::new(config).map_err(|e| e.to_string())?;
    // The built-in data's sizes, which every game of the package plays on.
    let dims = Dims::of(config.ruleset);
    let (positions, missions) = (dims.positions, dims.missions);
    if !fits(positions, missions) {
        return Err(format!(
            "the {} data has {positions} positions and {missions} missions: more than the action index holds",
            config.ruleset
        ));
    }
    Ok(game)
}

impl Env {
    pub fn new(config: Config) -> Result<Env, Refusal> {
        let game = new_game(&config)?;
        Ok(Env::wrap(game, config, Vec::new()))
    }

    /// A game with its config and history (the caller vouches that they go together).
    pub(crate) fn wrap(game: Game, config: Config, history: Vec<u32>) -> Env {
        let mut env = Env {
            index: index_of(game.ruleset()),
            game,
            ints: Vec::new(),
            actions: Vec::new(),
            history,
            config,
        };
        env.refresh();
        env
    }

    /// Recomputes the cached legal lists (after every change of the game). The engine mostly
    /// lists actions in index order already, so each integer is placed as it is encoded (an
    /// insertion sort of both lists together, shifting rather than swapping: a swap reloads
    /// what it just stored, which stalls the CPU); in order, that is one comparison per
    /// action, and nothing is allocated.
    fn refresh(&mut self) {
        let index = self.index;
        self.game.legal_actions_into(&mut self.actions);
        self.ints.clear();
        let (ints, actions) = (&mut self.ints, &mut self.actions);
        for j in 0..actions.len() {
            let action = actions[j];
            let i = index
                .encode(&action)
                .unwrap_or_else(|| panic!("a legal action has a slot in the index: {action:?}"));
            ints.push(i);
            if j > 0 && ints[j - 1] > i {
                let mut k = j;
                while k > 0 && ints[k - 1] > i {
                    ints[k] = ints[k - 1];
                    actions[k] = actions[k - 1];
                    k -= 1;
                }
                ints[k] = i;
                actions[k] = action;
            }
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    pub fn index(&self) -> &'static ActionIndex {
        self.index
    }

    pub fn history(&self) -> &[u32] {
        &self.history
    }

    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    pub fn is_over(&self) -> bool {
        self.ints.is_empty()
    }

    /// The legal integers, ascending.
    pub fn legal(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.ints.iter().copied()
    }

    /// The legal integers, ascending, as a slice.
    pub fn legal_ints(&self) -> &[u32] {
        &self.ints
    }

    /// The position of integer `i` in the legal list, if it is legal now.
    pub fn legal_position(&self, i: u32) -> Option<usize> {
        self.ints.binary_search(&i).ok()
    }

    /// The legal action behind integer `i`, if it is legal now.
    pub fn legal_action(&self, i: u32) -> Option<Action> {
        self.legal_position(i).map(|j| self.actions[j])
    }

    /// Applies integer `i` for the seat to act, `seat` if given must be that seat. Refused
    /// (nothing changes) when the game is over, the seat is not the one to act, or `i` is
    /// not legal now.
    pub fn apply(&mut self, i: u32, seat: Option<Seat>) -> Result<(), Refusal> {
        let Some(to_act) = self.game.to_act() else {
            return Err(format!("the game is over; action {i} cannot be applied"));
        };
        if let Some(s) = seat {
            if s >= self.game.players() {
                return Err(format!(
                    "seat {s} does not exist: this game has {} seats",
                    self.game.players()
                ));
            }
            if s != to_act {
                return Err(format!("seat {s} cannot act now: seat {to_act} is to act"));
            }
        }
        let Some(j) = self.legal_position(i) else {
            return Err(self.illegal(i));
        };
        self.apply_at(j);
        Ok(())
    }

    /// Applies the legal action at position `j` of the legal list.
    pub(crate) fn apply_at(&mut self, j: usize) {
        self.game.apply_unchecked(&self.actions[j]);
        self.history.push(self.ints[j]);
        self.refresh();
    }

    /// The reason integer `i` is refused.
    pub(crate) fn illegal(&self, i: u32) -> Refusal {
        let what = match self.index.decode(i) {
            Some(a) => a.to_json(),
            None => format!("no action (the index has {} slots)", self.index.size()),
        };
        let legal: Vec<String> = self.legal().map(|i| i.to_string()).collect();
        format!(
            "action {i} ({what}) is not legal now; legal: [{}]",
            legal.join(", ")
        )
    }

    /// Applies a random legal action; false when the game is over.
    pub fn step_random<R: Rng>(&mut self, rng: &mut R) -> bool {
        if self.ints.is_empty() {
            return false;
        }
        self.apply_at(rng.random_range(0..self.ints.len()));
        true
    }

    /// Each seat's reward at the end: its share of the win, `1/k` to each of the `k` seats
    /// ranked first (ties split), 0 to the others. A game stopped by the safety cap (C-7) is
    /// ranked as it stood. All zeros while the game goes on.
    pub fn returns(&self) -> Vec<f64> {
        returns_of(&self.game)
    }

    /// A complete game sampled from what `seat` knows (its view only), with the same
    /// history and config; the engine's determinization never reads the hidden truth.
    pub fn resample(&self, seat: Seat, seed: u64) -> Result<Env, Refusal> {
        self.check_seat(seat)?;
        let view = self.game.view(Some(seat));
        let game = Game::determinize(&view, &DataSet::builtin(), seed);
        Ok(Env::wrap(game, self.config.clone(), self.history.clone()))
    }

    pub fn check_seat(&self, seat: Seat) -> Result<(), Refusal> {
        if seat >= self.game.players() {
            return Err(format!(
                "seat {seat} does not exist: this game has {} seats",
                self.game.players()
            ));
        }
        Ok(())
    }

    /// What `seat` knows, as the engine's documented view JSON: the information-state string.
    pub fn view_json(&self, seat: Seat) -> Result<String, Refusal> {
        self.check_seat(seat)?;
        Ok(serde_json::to_string(&self.game.view(Some(seat))).expect("views serialize"))
    }
}
