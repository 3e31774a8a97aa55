//! # Havenbaron's rules engine
//!
//! The Ports of Europe harbour games by Hans van Tol, played exactly by the rules in
//! `docs/RULES.md` (rule ids such as C-2 or R-5 are cited throughout). No I/O, no clock, no threads:
//! a game is fully determined by its [`Config`] and the list of actions applied (C-5).
//!
//! The contract (docs/ARCHITECTURE.md):
//! - [`Game::to_act`] names the one seat that decides now;
//! - [`Game::legal_actions`] lists its atomic choices;
//! - [`Game::apply`] checks seat and action and refuses anything else with a [`RuleError`]
//!   that names the rule, leaving the game unchanged; [`Game::apply_unchecked`] is the fast
//!   path for bots;
//! - [`Game::view`] is all a seat may know (C-6); [`Event::redacted_for`] does the same for
//!   events; [`Game::determinize`] samples a full game from a view;
//! - [`Game::apply_marked`] also says whether the action was a reveal point ([`Reveal`]:
//!   something random drawn, something hidden shown), which undo may not cross
//!   ([`undo_floor`]) and analysis reads to tell luck from skill;
//! - [`Game::outcome`] scores a finished game.
//!
//! # Layers
//!
//! Imports point one way, each layer importing only from its own and those below, with no
//! circle of files (`crates/cli/tests/layers/main.rs` holds this map and checks every crate's):
//!
//! 1. **vocabulary**: [`vocabulary`] (ids, colours, cards, characters), [`action`], [`event`],
//!    [`message`] (words as message ids with arguments), [`error`], [`outcome`]. They import
//!    nothing but each other's plain types.
//! 2. **core**: what the games share: board and sailing, fleets, decks and setup dealing,
//!    goods and the one harbours/goods data shape, the base game's material, navigation
//!    cards, markets, the R-5 trade protocol, naming helpers, and [`core::rules`]: the
//!    [`Rules`] trait, the static [`RulesetInfo`], the [`SeatView`] accessors, and the
//!    forwards every rule set's impls share (`rules_forwards!`, `seat_view!`).
//! 3. **rule sets**: `rulesets/rotterdam`, `rulesets/masters`, `rulesets/antwerpen`, each a
//!    folder that implements [`Rules`] and imports core and vocabulary, never another rule
//!    set.
//! 4. **dispatch**: [`rulesets`] (`rulesets/mod.rs`), the one place that lists the rule sets
//!    ([`Ruleset`], [`DataSet`], [`Game`], [`View`]); `config.rs` validates a [`Config`]
//!    against the rule set's description; `game.rs` holds the methods every game shares.
//!
//! # Adding a rule set
//!
//! 1. A folder `src/rulesets/<id>/` with a `Game` that implements [`Rules`] (its `INFO`
//!    states name, player range, variants and cap; config validation, the CLI, the server
//!    and the browser read it from there), a `Data` that implements [`RulesetData`] (hold a
//!    [`core::goods::Harbours`] for the board and goods; read it with `Harbours::read`), and a
//!    `View` that implements [`SeatView`]. Reuse core: sailing, decks (`Dealer`), trade
//!    (`core::trade`), navigation cards, the family's event words (`core::words`, told where
//!    the rule set's words are). Its view's types derive `schemars::JsonSchema` behind the
//!    `schema` feature, named after the rule set (`#[cfg_attr(feature = "schema",
//!    derive(schemars::JsonSchema), schemars(rename = "<Ruleset><Type>"))]`), so the
//!    server's published protocol (docs/PROTOCOL.md) describes them.
//! 2. `src/rulesets/mod.rs`: `pub mod <id>;`, a `Ruleset` variant (and in `ALL`), a `DataSet`
//!    field (and its line in `DataSet`'s methods), a `Game` and a `View` variant, one arm in
//!    each dispatch macro.
//! 3. Its words: `crates/words/locales/<lang>/<id>.ftl` for every language (the catalogue test
//!    fails until every language has every message its `describe.rs` emits), and its help and
//!    rules-page words as `help-<id>-…` messages in each language's `help.ftl`; the terminal
//!    and the page pick them up by the rule set's id.
//! 4. Its clients, one registry each (see each crate's docs): its rule of thumb and search
//!    knowledge in `crates/bots/src/rulesets/<id>/` (`greedy.rs`, `search.rs`), listed in
//!    `crates/bots/src/rulesets/mod.rs`; its terminal panel in `crates/cli/src/render/<id>.rs`,
//!    dispatched from `render/mod.rs`; its browser module `web/<id>.js` (its panels, and its
//!    `help`: the line of what to do, how the game ends, the sections of its rules page; its
//!    styles `web/<id>.css`, if any) registered in `web/rulesets.js`; its Python action kinds
//!    and observation encoder in `crates/python/src/rulesets/<id>.rs`, listed in that folder's
//!    `mod.rs` (then bless its pinned layouts, `crates/python/tests/layouts.rs`). The server,
//!    `web/help.js`, `web/rules.js` and `check-data` need no edit. A rule set with new kinds of
//!    action or cards also adds them to the shared vocabulary ([`Action`], [`vocabulary`]) and
//!    to the Python index's kinds (`crates/python/src/index.rs`).
//! 5. Its tests: a `Conformance` impl (and a `Nature` impl, what the reveal checks redraw) in
//!    `tests/conformance/<id>.rs` and its cases in `tests/conformance.rs`, scenario tests per
//!    rules chapter, golden games in `tests/golden/` (written with `HAVENBARON_BLESS=1`).
//!
//! So a new rule set edits five existing code files (`src/rulesets/mod.rs`, the bots', the
//! terminal's, the browser's and the Python package's registries) besides its own folders and
//! files, its catalogue entries and its tests. `tests/ruleset_registry.rs` checks both: that
//! every rule set is in every registry, and that no other file outside the rule sets' own
//! places names one.

#![forbid(unsafe_code)]

pub mod action;
pub mod config;
pub mod core;
pub mod error;
pub mod event;
mod game;
pub mod message;
pub mod outcome;
pub mod rulesets;
pub mod vocabulary;

pub use action::Action;
pub use config::{Config, ConfigError, Ruleset, RulesetInfo, Setup, VariantInfo};
pub use core::board::{Board, Colour, PosId};
pub use core::data::{DataError, DataSource, Problems};
pub use core::reveal::{Reveal, UndoStop, may_undo, undo_floor};
pub use core::rules::{Progress, Rules, RulesetData, SeatView};
pub use core::seat::Seat;
pub use core::sink::Applied;
pub use error::RuleError;
pub use event::Event;
pub use message::{Arg, Message, NameKind};
pub use outcome::{Outcome, SeatScore};
/// The dispatch's types ([`Ruleset`], [`DataSet`], [`Game`], [`View`]) and the rule set modules
/// (each a folder under `rulesets/`), so that `havenbaron_engine::<ruleset>::…` paths work and
/// this file need not list the rule sets.
pub use rulesets::*;
