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
pub mod config;
pub mod core;
pub mod error;
pub mod event;
mod game;
pub mod outcome;
pub mod rulesets;
pub mod vocabulary;

pub use action::Action;
pub use config::{Config, ConfigError, Ruleset, RulesetInfo, Setup, VariantInfo};
pub use core::board::{Board, Colour, PosId};
pub use core::data::{DataError, DataSource, Problems};
pub use core::rules::{Progress, Rules, RulesetData, SeatView};
pub use core::seat::Seat;
pub use error::RuleError;
pub use event::Event;
pub use outcome::{Outcome, SeatScore};
/// The rule sets, each a folder under `rulesets/`: `rotterdam`, `masters`, `antwerpen`.
pub use rulesets::*;
pub use rulesets::{DataSet, Game, View};
