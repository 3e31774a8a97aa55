//! # Havenbaron's rules engine
//!
//! The Ports of Europe harbour games by Hans van Tol, played exactly by the rules in
//! `RULES.md` (rule ids such as C-2 or R-5 are cited throughout). No I/O, no clock, no threads:
//! a game is fully determined by its [`Config`] and the list of actions applied (C-5).
//!
//! The contract (DESIGN.md):
//! - [`Game::to_act`] names the one seat that decides now;
//! - [`Game::legal_actions`] lists its atomic choices;
//! - [`Game::apply`] checks seat and action and refuses anything else with a [`RuleError`]
//!   that names the rule, leaving the game unchanged; [`Game::apply_unchecked`] is the fast
//!   path for bots;
//! - [`Game::view`] is all a seat may know (C-6); [`Event::redacted_for`] does the same for
//!   events; [`Game::determinize`] samples a full game from a view;
//! - [`Game::outcome`] scores a finished game.

pub mod action;
pub mod antwerpen;
pub mod config;
pub mod core;
pub mod error;
pub mod event;
pub mod masters;
pub mod message;
pub mod outcome;
pub mod rotterdam;

use std::hash::{Hash, Hasher};

pub use action::Action;
pub use config::{Config, ConfigError, Ruleset};
pub use core::board::{Board, Colour, PosId};
pub use core::data::{DataError, DataSource, Problems};
pub use core::seat::Seat;
pub use error::RuleError;
pub use event::Event;
pub use message::{Arg, Message, NameKind};
pub use outcome::{Outcome, SeatScore};

use crate::core::sink::NoEvents;

/// Runs the same expression on whichever rule set's game `$game` holds. A new rule set adds
/// one arm here and one variant to `Game` and `View`.
macro_rules! each_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            Game::Rotterdam($g) => $body,
            Game::Masters($g) => $body,
            Game::Antwerpen($g) => $body,
        }
    };
}

/// Data for every rule set, loaded from one source.
#[derive(Clone, Debug)]
pub struct DataSet {
    pub rotterdam: std::sync::Arc<rotterdam::Data>,
    pub masters: std::sync::Arc<masters::Data>,
    pub antwerpen: std::sync::Arc<antwerpen::Data>,
}

impl DataSet {
    /// The reconstructed data compiled into the program.
    pub fn builtin() -> DataSet {
        DataSet {
            rotterdam: rotterdam::Data::builtin(),
            masters: masters::Data::builtin(),
            antwerpen: antwerpen::Data::builtin(),
        }
    }

    /// Loads every rule set's data from `source` (files missing from a folder fall back to the
    /// built-in ones).
    pub fn load(source: &DataSource) -> Result<DataSet, DataError> {
        Ok(DataSet {
            rotterdam: std::sync::Arc::new(rotterdam::Data::load(source)?),
            masters: std::sync::Arc::new(masters::Data::load(source)?),
            antwerpen: std::sync::Arc::new(antwerpen::Data::load(source)?),
        })
    }

    /// Checks every data file of `source`, returning every problem (errors and warnings).
    pub fn check(source: &DataSource) -> Problems {
        let mut problems = Problems::default();
        rotterdam::Data::check(source, &mut problems);
        masters::Data::check(source, &mut problems);
        antwerpen::Data::check(source, &mut problems);
        problems
    }
}

/// A game of any rule set.
#[derive(Clone, Debug)]
pub enum Game {
    Rotterdam(rotterdam::Game),
    Masters(masters::Game),
    Antwerpen(antwerpen::Game),
}

/// What one seat (or a spectator, `viewer: null`) may know of a game. JSON: tagged by
/// `ruleset`, e.g. `{"ruleset":"rotterdam","viewer":0,…}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(tag = "ruleset", rename_all = "lowercase")]
pub enum View {
    Rotterdam(rotterdam::View),
    Masters(masters::View),
    Antwerpen(antwerpen::View),
}

impl View {
    pub fn viewer(&self) -> Option<Seat> {
        match self {
            View::Rotterdam(v) => v.viewer,
            View::Masters(v) => v.viewer,
            View::Antwerpen(v) => v.viewer,
        }
    }
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            View::Rotterdam(v) => v.to_act,
            View::Masters(v) => v.to_act,
            View::Antwerpen(v) => v.to_act,
        }
    }
    pub fn players(&self) -> u8 {
        match self {
            View::Rotterdam(v) => v.public.players,
            View::Masters(v) => v.public.players,
            View::Antwerpen(v) => v.public.players,
        }
    }
}

impl Game {
    /// A new game on the built-in data.
    pub fn new(config: &Config) -> Result<Game, ConfigError> {
        Game::with_data(config, &DataSet::builtin())
    }

    pub fn with_data(config: &Config, data: &DataSet) -> Result<Game, ConfigError> {
        match config.ruleset {
            Ruleset::Rotterdam => Ok(Game::Rotterdam(rotterdam::Game::new(
                config,
                data.rotterdam.clone(),
            )?)),
            Ruleset::Masters => Ok(Game::Masters(masters::Game::new(
                config,
                data.masters.clone(),
            )?)),
            Ruleset::Antwerpen => Ok(Game::Antwerpen(antwerpen::Game::new(
                config,
                data.antwerpen.clone(),
            )?)),
        }
    }

    pub fn ruleset(&self) -> Ruleset {
        match self {
            Game::Rotterdam(_) => Ruleset::Rotterdam,
            Game::Masters(_) => Ruleset::Masters,
            Game::Antwerpen(_) => Ruleset::Antwerpen,
        }
    }

    pub fn players(&self) -> u8 {
        each_game!(self, g => g.players())
    }

    /// The seat that decides now; `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        each_game!(self, g => g.to_act())
    }

    pub fn is_over(&self) -> bool {
        self.to_act().is_none()
    }

    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Clears `out` and fills it with the legal actions (no allocation once `out` has room).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        each_game!(self, g => g.legal_into(out))
    }

    /// Applies `action` for `seat` after checking both; on error nothing changes. The events
    /// returned are the full truth: redact them per viewer before sending them anywhere.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        let Some(to_act) = self.to_act() else {
            return Err(RuleError::GameOver);
        };
        if seat >= self.players() {
            return Err(RuleError::NoSuchSeat {
                seat,
                players: self.players(),
            });
        }
        if seat != to_act {
            return Err(RuleError::NotYourTurn { seat, to_act });
        }
        if !self.legal_actions().contains(action) {
            let (expected, rule) = self.expected();
            return Err(RuleError::Illegal {
                action: action.to_json(),
                expected,
                rule,
            });
        }
        let mut events = Vec::new();
        each_game!(self, g => g.apply_legal(*action, &mut events));
        Ok(events)
    }

    /// The fast path: `action` must be one of `legal_actions()`; nothing is checked and no
    /// events are built.
    pub fn apply_unchecked(&mut self, action: &Action) {
        each_game!(self, g => g.apply_legal(*action, &mut NoEvents))
    }

    /// What the current decision is, as a catalogue message, and the rule id behind it.
    pub fn expected(&self) -> (Message, &'static str) {
        each_game!(self, g => g.expected())
    }

    /// An action as a catalogue message, with names from the data.
    pub fn describe(&self, action: &Action) -> Message {
        each_game!(self, g => g.describe(action))
    }

    /// An event (already redacted for its viewer) as a catalogue message; `None` for events
    /// not worth a line.
    pub fn describe_event(&self, event: &Event) -> Option<Message> {
        each_game!(self, g => g.describe_event(event))
    }

    pub fn view(&self, viewer: Option<Seat>) -> View {
        match self {
            Game::Rotterdam(g) => View::Rotterdam(g.view(viewer)),
            Game::Masters(g) => View::Masters(g.view(viewer)),
            Game::Antwerpen(g) => View::Antwerpen(g.view(viewer)),
        }
    }

    /// A complete game sampled from `view`, consistent with what its viewer knows.
    pub fn determinize(view: &View, data: &DataSet, seed: u64) -> Game {
        match view {
            View::Rotterdam(v) => Game::Rotterdam(rotterdam::Game::determinize(
                data.rotterdam.clone(),
                v,
                seed,
            )),
            View::Masters(v) => {
                Game::Masters(masters::Game::determinize(data.masters.clone(), v, seed))
            }
            View::Antwerpen(v) => Game::Antwerpen(antwerpen::Game::determinize(
                data.antwerpen.clone(),
                v,
                seed,
            )),
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    /// A hash of the whole state (FNV-1a over its fields), equal for equal states on any
    /// machine of the same word size (C-5).
    pub fn state_hash(&self) -> u64 {
        let mut h = fnv::FnvHasher::default();
        each_game!(self, g => g.state.hash(&mut h));
        h.finish()
    }

    /// The state as JSON (for debugging and golden files).
    pub fn state_json(&self) -> String {
        each_game!(self, g => serde_json::to_string(&g.state).expect("state serializes"))
    }
}
