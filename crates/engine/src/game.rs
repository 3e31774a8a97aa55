//! The engine's contract on a game of any rule set: checked `apply`, the fast path, views,
//! outcome and the canonical state hash. Each method forwards to the rule set's [`Rules`]
//! implementation; the checks that are the same for every rule set live here once.

use crate::action::Action;
use crate::config::Config;
use crate::core::fleet::Fleet;
use crate::core::rules::{ConfigError, Progress, Rules, SeatView};
use crate::core::sink::NoEvents;
use crate::error::RuleError;
use crate::event::Event;
use crate::outcome::Outcome;
use crate::rulesets::{DataSet, Game, View, each_game, each_view};
use crate::vocabulary::Seat;

impl Game {
    /// A new game on the built-in data.
    pub fn new(config: &Config) -> Result<Game, ConfigError> {
        Game::with_data(config, &DataSet::builtin())
    }

    /// A new game on `data`, after checking `config` against its rule set's description.
    pub fn with_data(config: &Config, data: &DataSet) -> Result<Game, ConfigError> {
        Game::from_setup(config.ruleset, &config.setup()?, data)
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

    /// What the current decision is, in words, and the rule id behind it.
    pub fn expected(&self) -> (String, &'static str) {
        each_game!(self, g => g.expected())
    }

    /// An action in words, with names from the data.
    pub fn describe(&self, action: &Action) -> String {
        each_game!(self, g => g.describe(action))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    /// The canonical hash of the whole state (C-5): FNV-1a (64 bits) over the state's JSON
    /// (serde_json, fields in declaration order, no whitespace). Unlike `derive(Hash)`, whose
    /// output Rust does not promise across versions or platforms, this is the same on every
    /// machine and build, so record files and golden games may store it.
    pub fn state_hash(&self) -> u64 {
        let mut h = Fnv1a::default();
        each_game!(self, g => serde_json::to_writer(&mut h, g.state()))
            .expect("a state serializes");
        h.0
    }

    /// The state as JSON (for debugging and golden files).
    pub fn state_json(&self) -> String {
        each_game!(self, g => serde_json::to_string(g.state()).expect("state serializes"))
    }
}

/// FNV-1a, 64 bits, as an `io::Write` so the state streams into it without a buffer.
struct Fnv1a(u64);

impl Default for Fnv1a {
    fn default() -> Fnv1a {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl std::io::Write for Fnv1a {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The accessors every rule set's view shares, so no client matches on the rule set for them.
impl View {
    pub fn viewer(&self) -> Option<Seat> {
        each_view!(self, v => v.viewer())
    }
    pub fn to_act(&self) -> Option<Seat> {
        each_view!(self, v => v.to_act())
    }
    pub fn players(&self) -> u8 {
        each_view!(self, v => v.players())
    }
    /// The round or turn, the cap, and whether the cap ended the game.
    pub fn progress(&self) -> Progress {
        each_view!(self, v => v.progress())
    }
    pub fn fleet(&self) -> &Fleet {
        each_view!(self, v => v.fleet())
    }
}
