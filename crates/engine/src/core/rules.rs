//! The shape every rule set has: a static description ([`RulesetInfo`]) that config validation
//! and every client read, the [`Rules`] trait the engine's dispatch forwards to, and the
//! accessors every view shares ([`SeatView`]).
//!
//! A rule set is a folder under `src/rulesets/` with a `Game` that implements [`Rules`]; the one
//! place that lists the rule sets is `src/rulesets/mod.rs` (see "Adding a rule set" in `lib.rs`).

use std::collections::BTreeMap;
use std::hash::Hash;
use std::sync::Arc;

use serde::Serialize;

use crate::action::Action;
use crate::core::board::Board;
use crate::core::data::{DataError, DataSource, Problems};
use crate::core::fleet::Fleet;
use crate::core::reveal::Reveal;
use crate::core::sink::{Applied, MarksOnly, NoEvents, Sink};
use crate::error::RuleError;
use crate::event::Event;
use crate::outcome::Outcome;
use crate::vocabulary::Seat;

/// A variant a rule set offers: a switch (`values` empty: `true`/`false`) or a choice among
/// `values`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VariantInfo {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    /// The rule that describes it.
    pub rule: &'static str,
}

impl VariantInfo {
    /// An on/off variant, off by default.
    pub const fn switch(name: &'static str, rule: &'static str) -> VariantInfo {
        VariantInfo {
            name,
            values: &[],
            default: "false",
            rule,
        }
    }

    pub fn is_switch(&self) -> bool {
        self.values.is_empty()
    }
}

/// What a rule set is, stated once (OpenSpiel's `GameType`): its id and name, player range,
/// variants and the unit and default of its safety cap (C-7). Config validation, the CLI, the
/// server and the clients read it; nothing else repeats these facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct RulesetInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub variants: &'static [VariantInfo],
    /// The safety cap's default (C-7), counted in `cap_unit`s.
    pub default_cap: u32,
    /// What the cap counts: `round` or `turn`.
    pub cap_unit: &'static str,
    /// The rules revision this build plays. It goes up whenever the same configuration and
    /// actions could lead to another game or another state hash (a rules fix, a change of what
    /// the state holds). A game recorded under another revision is refused with a clear
    /// reason rather than replayed wrongly (C-5); `docs/RULINGS.md` lists the revisions.
    pub revision: u32,
}

impl RulesetInfo {
    pub fn variant(&self, name: &str) -> Option<&'static VariantInfo> {
        self.variants.iter().find(|v| v.name == name)
    }

    /// Checks players, variants and cap against this description and resolves every variant
    /// to its value (defaults filled in): the one place a configuration is validated.
    pub fn setup(
        &self,
        players: u8,
        variants: &BTreeMap<String, String>,
        seed: u64,
        cap: Option<u32>,
    ) -> Result<Setup, ConfigError> {
        if !(self.min_players..=self.max_players).contains(&players) {
            return Err(ConfigError::Players {
                ruleset: self.id,
                players,
                min: self.min_players,
                max: self.max_players,
            });
        }
        // Unknown names first, then values (so a misspelt name is what a person hears about).
        if let Some(name) = variants.keys().find(|n| self.variant(n).is_none()) {
            let known: Vec<&str> = self.variants.iter().map(|v| v.name).collect();
            return Err(ConfigError::UnknownVariant {
                ruleset: self.id,
                name: name.clone(),
                known: if known.is_empty() {
                    "(none)".into()
                } else {
                    known.join(", ")
                },
            });
        }
        let mut values = BTreeMap::new();
        for (name, value) in variants {
            let info = self.variant(name).expect("checked above");
            let value = if info.is_switch() {
                match value.as_str() {
                    "true" | "on" => "true",
                    "false" | "off" => "false",
                    _ => {
                        return Err(ConfigError::BadVariantValue {
                            name: name.clone(),
                            value: value.clone(),
                            allowed: vec!["true".into(), "false".into()],
                        });
                    }
                }
            } else {
                match info.values.iter().find(|v| **v == value.as_str()) {
                    Some(v) => v,
                    None => {
                        return Err(ConfigError::BadVariantValue {
                            name: name.clone(),
                            value: value.clone(),
                            allowed: info.values.iter().map(|v| v.to_string()).collect(),
                        });
                    }
                }
            };
            values.insert(info.name, value);
        }
        for v in self.variants {
            values.entry(v.name).or_insert(v.default);
        }
        let cap = cap.unwrap_or(self.default_cap);
        if cap == 0 {
            return Err(ConfigError::RoundCap);
        }
        Ok(Setup {
            players,
            seed,
            cap,
            variants: values,
        })
    }
}

/// A configuration already checked against its rule set's [`RulesetInfo`]: what
/// [`Rules::new`] receives. Every variant of the rule set has a value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub players: u8,
    pub seed: u64,
    /// The safety cap (C-7), in the rule set's `cap_unit`.
    pub cap: u32,
    variants: BTreeMap<&'static str, &'static str>,
}

impl Setup {
    /// A switch variant's value (`false` for a name the rule set does not have).
    pub fn switch(&self, name: &str) -> bool {
        self.variants.get(name) == Some(&"true")
    }

    /// A choice variant's value (one of its `values`).
    pub fn choice(&self, name: &str) -> &'static str {
        self.variants.get(name).copied().unwrap_or("")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("{ruleset} is played by {min} to {max} players, not {players}")]
    Players {
        ruleset: &'static str,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{ruleset} has no variant `{name}`; its variants are: {known}")]
    UnknownVariant {
        ruleset: &'static str,
        name: String,
        known: String,
    },
    #[error("variant `{name}` cannot be `{value}`: expected {}", allowed.join(" or "))]
    BadVariantValue {
        name: String,
        value: String,
        /// The values it can take (wire tokens, e.g. `true`/`false`, `nl`/`en`).
        allowed: Vec<String>,
    },
    #[error("the round cap must be at least 1")]
    RoundCap,
    /// The game was set up (recorded, stored) under another revision of the rules than this
    /// build plays: its actions cannot be trusted to replay to the same game.
    #[error(
        "this game was played under {ruleset} rules revision {recorded}; this program plays revision {plays} and cannot replay it"
    )]
    Revision {
        ruleset: &'static str,
        recorded: u32,
        plays: u32,
    },
    #[error("{0}")]
    Data(String),
}

/// A rule set's static data (board, cards, tables), validated when loaded.
pub trait RulesetData: Serialize + Sized + Send + Sync + 'static {
    /// The data files, relative to the rule set's folder (named by its id) in a data folder.
    const FILES: &'static [&'static str];
    /// The names of the things views count by index (card kinds, characters), keyed by what
    /// they name: clients need them to draw a view, and the data itself does not hold them.
    fn index_names() -> serde_json::Value;
    /// The board the rule set's ships sail on.
    fn board(&self) -> &Board;
    /// The reconstructed data compiled into the program, loaded once.
    fn builtin() -> Arc<Self>;
    /// Loads and validates, recording every problem; `None` when there are errors.
    fn check(source: &DataSource, problems: &mut Problems) -> Option<Self>;
    /// The data as the clients get it (`GET /api/data/{ruleset}`): its JSON with
    /// [`RulesetData::index_names`] under `ids`.
    fn client_json(&self) -> serde_json::Result<serde_json::Value> {
        let mut v = serde_json::to_value(self)?;
        if let Some(obj) = v.as_object_mut() {
            obj.insert("ids".into(), Self::index_names());
        }
        Ok(v)
    }
    fn load(source: &DataSource) -> Result<Self, DataError> {
        let mut problems = Problems::default();
        match Self::check(source, &mut problems) {
            Some(d) if !problems.has_errors() => Ok(d),
            _ => Err(DataError { problems }),
        }
    }
}

/// How far a game has come, on the rule set's own clock (rounds or turns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// The round or turn in progress (1-based).
    pub count: u32,
    /// The safety cap (C-7), in the same unit.
    pub cap: u32,
    /// `round` or `turn` (the rule set's `cap_unit`).
    pub unit: &'static str,
    /// The game was stopped by the cap rather than by its own end condition.
    pub capped: bool,
}

/// What every rule set's view tells, whatever else it holds.
pub trait SeatView {
    /// The seat this view belongs to; `None` for a spectator.
    fn viewer(&self) -> Option<Seat>;
    /// The seat that decides now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    fn players(&self) -> u8;
    fn progress(&self) -> Progress;
    /// The ships, on the board and in supplies (public in every rule set, C-6).
    fn fleet(&self) -> &Fleet;
}

/// A rule set: the engine's contract (see `lib.rs`) for one game. The dispatch in
/// `rulesets/mod.rs` forwards to it; tests and tools can take any `R: Rules`.
pub trait Rules: Clone + Sized + Send + Sync + 'static {
    /// The static description (read by validation and the clients).
    const INFO: RulesetInfo;
    type Data: RulesetData;
    type View: SeatView + Clone + std::fmt::Debug + PartialEq + Eq + Hash + Serialize;
    /// The whole state, serialized for the canonical hash and for debugging.
    type State: Serialize;

    /// A new game; `setup` has been checked against [`Rules::INFO`].
    fn new(setup: &Setup, data: Arc<Self::Data>) -> Result<Self, ConfigError>;
    fn data(&self) -> &Arc<Self::Data>;
    fn state(&self) -> &Self::State;
    fn players(&self) -> u8;
    /// The seat that decides now; `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// Is the game over? The same as `to_act().is_none()`, asked at every step of a playout,
    /// so a rule set answers it from its stage alone.
    fn is_over(&self) -> bool {
        self.to_act().is_none()
    }
    /// Appends the legal actions of the seat that decides now.
    fn legal_into(&self, out: &mut Vec<Action>);
    /// Applies an action that is one of the legal ones (unchecked), telling `sink` what
    /// happened: its events, and its reveal point wherever the action (or an automatic step
    /// it sets off) draws or turns a card from a face-down pile, reshuffles one, or shows
    /// what a hand or a draft held (`Sink::reveal`, see [`Reveal`]). Undo may not cross such
    /// a point and analysis tells luck from skill there, so each rule set marks them where
    /// they happen, citing its rule.
    fn apply_legal<S: Sink>(&mut self, action: Action, sink: &mut S);
    /// What the current decision is, as a catalogue message (`crate::message`), and the rule
    /// id behind it.
    fn expected(&self) -> (crate::message::Message, &'static str);
    /// An action as a catalogue message, with names from the data.
    fn describe(&self, action: &Action) -> crate::message::Message;
    /// An event (already redacted for its viewer) as a catalogue message; `None` for events
    /// not worth a line.
    fn describe_event(&self, event: &crate::event::Event) -> Option<crate::message::Message>;
    /// All `viewer` may know (C-6); `None` is a spectator.
    fn view(&self, viewer: Option<Seat>) -> Self::View;
    /// A complete game sampled from `view`, consistent with what its viewer knows.
    fn determinize(data: Arc<Self::Data>, view: &Self::View, seed: u64) -> Self;
    /// Scores and ranking once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    // --- Provided: the same for every rule set ---

    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_into(&mut out);
        out
    }

    /// Applies `action` for `seat` after checking both; on error nothing changes. The events
    /// returned are the full truth: redact them per viewer before sending them anywhere.
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        self.apply_marked(seat, action)
            .map(|applied| applied.events)
    }

    /// [`Rules::apply`], also saying whether the action was a reveal point: whether it drew
    /// something random or showed anyone something hidden from them ([`Reveal`]). Undo (which
    /// may not cross such a point, see [`crate::core::reveal::undo_floor`]) and analysis (luck
    /// at chance, skill at decisions) read this mark and nothing else.
    fn apply_marked(&mut self, seat: Seat, action: &Action) -> Result<Applied, RuleError> {
        let Some(to_act) = self.to_act() else {
            return Err(RuleError::GameOver);
        };
        let players = self.players();
        if seat >= players {
            return Err(RuleError::NoSuchSeat { seat, players });
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
        let mut applied = Applied::default();
        self.apply_legal(*action, &mut applied);
        Ok(applied)
    }

    /// The fast path: `action` must be one of the legal ones; nothing is checked, no events.
    fn apply_unchecked(&mut self, action: &Action) {
        self.apply_legal(*action, &mut NoEvents)
    }

    /// The fast path with the action's reveal point (no events): for a reader that replays
    /// many actions and needs only the marks.
    fn apply_unchecked_marked(&mut self, action: &Action) -> Reveal {
        let mut marks = MarksOnly::default();
        self.apply_legal(*action, &mut marks);
        marks.0
    }

    /// The canonical hash of the whole state (C-5): FNV-1a (64 bits) over the state's
    /// postcard encoding (postcard 1.x: a documented, stable wire format; fields in
    /// declaration order, integers as varints). Unlike `derive(Hash)`, whose output Rust does
    /// not promise across versions or platforms, this is the same on every machine and build,
    /// so record files and golden games may store it.
    fn state_hash(&self) -> u64 {
        postcard::to_io(self.state(), Fnv1a::default())
            .expect("a state serializes")
            .0
    }

    /// The state as JSON (for debugging and golden files).
    fn state_json(&self) -> String {
        serde_json::to_string(self.state()).expect("a state serializes")
    }
}

/// The part of `impl Rules` that is the same in every rule set, written once: a rule set's
/// `Game` holds `data: Arc<Data>` and `state: State`; its `State` lists and applies actions
/// (`legal_into`, `apply_legal`), builds views and samples games from one (`view`,
/// `determinize`); its public part (`state.public`) knows the seat to act and the player count;
/// the words come from the `Game`'s own `expected`, `describe` and `describe_event`. A rule
/// set's `impl Rules` then states only what is its own: `INFO`, `new` and `outcome`, and calls
/// `rules_forwards!(ended: step == Step::Ended)`, naming the public field and value that mark
/// the end (`is_over` is asked at every step of a playout, so it reads the stage alone).
macro_rules! rules_forwards {
    (ended: $field:ident == $ended:path) => {
        type Data = Data;
        type View = View;
        type State = State;

        fn data(&self) -> &::std::sync::Arc<Data> {
            &self.data
        }

        fn state(&self) -> &State {
            &self.state
        }

        fn to_act(&self) -> Option<$crate::vocabulary::Seat> {
            self.state.public.to_act()
        }

        fn is_over(&self) -> bool {
            let over = self.state.public.$field == $ended;
            debug_assert_eq!(over, self.state.public.to_act().is_none());
            over
        }

        fn players(&self) -> u8 {
            self.state.public.players
        }

        fn legal_into(&self, out: &mut Vec<$crate::action::Action>) {
            self.state.legal_into(&self.data, out)
        }

        fn apply_legal<S: $crate::core::sink::Sink>(
            &mut self,
            action: $crate::action::Action,
            sink: &mut S,
        ) {
            self.state.apply_legal(&self.data, action, sink)
        }

        fn expected(&self) -> ($crate::message::Message, &'static str) {
            Game::expected(self)
        }

        fn describe(&self, action: &$crate::action::Action) -> $crate::message::Message {
            Game::describe(self, action)
        }

        fn describe_event(&self, event: &$crate::event::Event) -> Option<$crate::message::Message> {
            Game::describe_event(self, event)
        }

        fn view(&self, viewer: Option<$crate::vocabulary::Seat>) -> View {
            self.state.view(viewer)
        }

        fn determinize(data: ::std::sync::Arc<Data>, view: &View, seed: u64) -> Game {
            let state = State::determinize(&data, view, seed);
            Game { data, state }
        }
    };
}
pub(crate) use rules_forwards;

/// `impl SeatView for View`, the same in every rule set but for the clock: a rule set's `View`
/// holds `viewer`, `to_act` and `public` (with `players`, `capped` and `fleet`);
/// `seat_view!(count: round, cap: round_cap)` names the public fields of its clock (C-7).
macro_rules! seat_view {
    (count: $count:ident, cap: $cap:ident) => {
        impl $crate::core::rules::SeatView for View {
            fn viewer(&self) -> Option<$crate::vocabulary::Seat> {
                self.viewer
            }
            fn to_act(&self) -> Option<$crate::vocabulary::Seat> {
                self.to_act
            }
            fn players(&self) -> u8 {
                self.public.players
            }
            fn progress(&self) -> $crate::core::rules::Progress {
                $crate::core::rules::Progress {
                    count: self.public.$count,
                    cap: self.public.$cap,
                    unit: <Game as $crate::core::rules::Rules>::INFO.cap_unit,
                    capped: self.public.capped,
                }
            }
            fn fleet(&self) -> &$crate::core::fleet::Fleet {
                &self.public.fleet
            }
        }
    };
}
pub(crate) use seat_view;

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

#[cfg(test)]
mod tests {
    use super::*;

    const INFO: RulesetInfo = RulesetInfo {
        id: "test",
        name: "Test",
        min_players: 2,
        max_players: 4,
        variants: &[
            VariantInfo::switch("auction", "M-5"),
            VariantInfo {
                name: "layout",
                values: &["nl", "en"],
                default: "nl",
                rule: "M-5",
            },
        ],
        default_cap: 60,
        cap_unit: "round",
        // 2: the fixes and the private offer draft of 2026-11-26 (docs/RULINGS.md).
        revision: 2,
    };

    fn variants(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn a_valid_setup_has_every_variant_resolved() {
        let s = INFO
            .setup(3, &variants(&[("auction", "on")]), 7, None)
            .unwrap();
        assert!(s.switch("auction"));
        assert_eq!(s.choice("layout"), "nl", "the default fills in");
        assert_eq!((s.players, s.seed, s.cap), (3, 7, 60));
        let s = INFO
            .setup(
                2,
                &variants(&[("auction", "off"), ("layout", "en")]),
                0,
                Some(5),
            )
            .unwrap();
        assert!(!s.switch("auction"));
        assert_eq!(s.choice("layout"), "en");
        assert_eq!(s.cap, 5);
    }

    #[test]
    fn bad_setups_are_refused_with_the_reason() {
        let none = BTreeMap::new();
        assert!(matches!(
            INFO.setup(5, &none, 0, None),
            Err(ConfigError::Players {
                players: 5,
                min: 2,
                max: 4,
                ..
            })
        ));
        assert!(matches!(
            INFO.setup(1, &none, 0, None),
            Err(ConfigError::Players { .. })
        ));
        assert_eq!(INFO.setup(2, &none, 0, Some(0)), Err(ConfigError::RoundCap));
        let e = INFO
            .setup(2, &variants(&[("auction", "yes")]), 0, None)
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "variant `auction` cannot be `yes`: expected true or false"
        );
        let e = INFO
            .setup(2, &variants(&[("layout", "de")]), 0, None)
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "variant `layout` cannot be `de`: expected nl or en"
        );
        // An unknown name is reported before a bad value, whatever the order of the names.
        let e = INFO
            .setup(2, &variants(&[("auction", "x"), ("bogus", "x")]), 0, None)
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "test has no variant `bogus`; its variants are: auction, layout"
        );
    }
}
