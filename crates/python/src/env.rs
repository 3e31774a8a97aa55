//! One game as the Python package sees it: actions are integers of the fixed index
//! ([`crate::index`]), the legal ones kept sorted and cached after every step (so a Python loop
//! pays for legal-action generation once per step), every input checked, and a game that
//! refuses an input is left as it was.

use std::sync::OnceLock;

use havenbaron_engine::{Action, Config, DataSet, Game, Ruleset, Seat};
use rand::{Rng, RngExt};

use crate::index::{ActionIndex, fits};

/// The index of each rule set, built once.
pub fn index_of(ruleset: Ruleset) -> &'static ActionIndex {
    static INDEX: OnceLock<[ActionIndex; 3]> = OnceLock::new();
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
    /// The legal actions and their integers, sorted by integer (OpenSpiel wants them sorted).
    legal: Vec<(u32, Action)>,
    /// The integers applied so far, in order: with the config, the whole game (C-5).
    history: Vec<u32>,
    config: Config,
    /// Scratch for the engine's legal list, kept to save an allocation per step.
    scratch: Vec<Action>,
}

impl Env {
    pub fn new(config: Config) -> Result<Env, Refusal> {
        let game = Game::new(&config).map_err(|e| e.to_string())?;
        let data = DataSet::builtin();
        let (positions, missions) = match config.ruleset {
            Ruleset::Rotterdam => (data.rotterdam.board.len(), data.rotterdam.missions.len()),
            Ruleset::Masters => (
                data.masters.base.board.len(),
                data.masters.base.missions.len(),
            ),
            Ruleset::Antwerpen => (
                data.antwerpen.harbours.board.len(),
                data.antwerpen.harbours.missions.len(),
            ),
        };
        if !fits(positions, missions) {
            return Err(format!(
                "the {} data has {positions} positions and {missions} missions: more than the action index holds",
                config.ruleset
            ));
        }
        Ok(Env::wrap(game, config, Vec::new()))
    }

    fn wrap(game: Game, config: Config, history: Vec<u32>) -> Env {
        let mut env = Env {
            index: index_of(game.ruleset()),
            game,
            legal: Vec::new(),
            history,
            config,
            scratch: Vec::new(),
        };
        env.refresh();
        env
    }

    /// Recomputes the cached legal list (after every change of the game).
    fn refresh(&mut self) {
        self.legal.clear();
        let index = self.index;
        self.game.legal_actions_into(&mut self.scratch);
        self.legal.extend(self.scratch.iter().map(|&a| {
            let i = index
                .encode(&a)
                .unwrap_or_else(|| panic!("a legal action has a slot in the index: {a:?}"));
            (i, a)
        }));
        // The engine often lists actions in index order already.
        if !self.legal.is_sorted_by_key(|&(i, _)| i) {
            self.legal.sort_unstable_by_key(|&(i, _)| i);
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
        self.legal.is_empty()
    }

    /// The legal integers, ascending.
    pub fn legal(&self) -> impl ExactSizeIterator<Item = u32> + '_ {
        self.legal.iter().map(|&(i, _)| i)
    }

    /// The legal action behind integer `i`, if it is legal now.
    pub fn legal_action(&self, i: u32) -> Option<Action> {
        self.legal
            .binary_search_by_key(&i, |&(j, _)| j)
            .ok()
            .map(|k| self.legal[k].1)
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
        let Some(action) = self.legal_action(i) else {
            return Err(self.illegal(i));
        };
        self.apply_legal(i, &action);
        Ok(())
    }

    /// Applies `action`, legal now, whose integer is `i`.
    pub(crate) fn apply_legal(&mut self, i: u32, action: &Action) {
        self.game.apply_unchecked(action);
        self.history.push(i);
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
        if self.legal.is_empty() {
            return false;
        }
        let (i, action) = self.legal[rng.random_range(0..self.legal.len())];
        self.apply_legal(i, &action);
        true
    }

    /// Each seat's reward at the end: its share of the win, `1/k` to each of the `k` seats
    /// ranked first (ties split), 0 to the others. A game stopped by the safety cap (C-7) is
    /// ranked as it stood. All zeros while the game goes on.
    pub fn returns(&self) -> Vec<f64> {
        let players = self.game.players() as usize;
        let Some(outcome) = self.game.outcome() else {
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
