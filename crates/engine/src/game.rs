//! The engine's contract on a game of any rule set: checked `apply`, the fast path, views,
//! outcome and the canonical state hash. Each method forwards to the rule set's [`Rules`]
//! implementation; the checks that are the same for every rule set live here once.

use crate::action::Action;
use crate::config::Config;
use crate::core::fleet::Fleet;
use crate::core::reveal::Reveal;
use crate::core::rules::{ConfigError, Progress, Rules, SeatView};
use crate::core::sink::Applied;
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
        each_game!(self, g => g.is_over())
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
        each_game!(self, g => g.apply(seat, action))
    }

    /// [`Game::apply`], also saying whether the action was a reveal point ([`Reveal`]: it
    /// drew something random or showed someone something hidden). What undo and analysis read;
    /// see [`Rules::apply_marked`].
    pub fn apply_marked(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        each_game!(self, g => g.apply_marked(seat, action))
    }

    /// The fast path: `action` must be one of `legal_actions()`; nothing is checked and no
    /// events are built.
    pub fn apply_unchecked(&mut self, action: &Action) {
        each_game!(self, g => g.apply_unchecked(action))
    }

    /// The fast path with the action's reveal point (no events are built).
    pub fn apply_unchecked_marked(&mut self, action: &Action) -> Reveal {
        each_game!(self, g => g.apply_unchecked_marked(action))
    }

    /// What the current decision is, as a catalogue message, and the rule id behind it.
    pub fn expected(&self) -> (crate::message::Message, &'static str) {
        each_game!(self, g => g.expected())
    }

    /// An action as a catalogue message, with names from the data.
    pub fn describe(&self, action: &Action) -> crate::message::Message {
        each_game!(self, g => g.describe(action))
    }

    /// An event (already redacted for its viewer) as a catalogue message; `None` for events
    /// not worth a line.
    pub fn describe_event(&self, event: &crate::event::Event) -> Option<crate::message::Message> {
        each_game!(self, g => g.describe_event(event))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_game!(self, g => g.outcome())
    }

    /// The canonical hash of the whole state (C-5): see [`Rules::state_hash`].
    pub fn state_hash(&self) -> u64 {
        each_game!(self, g => g.state_hash())
    }

    /// The state as JSON (for debugging and golden files).
    pub fn state_json(&self) -> String {
        each_game!(self, g => g.state_json())
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
