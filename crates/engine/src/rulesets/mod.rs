//! The one place that lists the rule sets (as shakmaty's `variant.rs` does): the [`Ruleset`]
//! names, every rule set's data, and the [`Game`] and [`View`] enums with one-line forwards.
//! Everything else in the engine, and every client, reaches a rule set through these and
//! through the [`Rules`] trait.
//!
//! A new rule set adds: a variant to `Ruleset` (with its id in `ALL`), a field in `DataSet`, a
//! variant in `Game` and `View`, and one arm in each macro below.

pub mod antwerpen;
pub mod masters;
pub mod rotterdam;
// Whole games of random play, for core's tests: here, since only the dispatch may name the
// rule sets (core's tests reach every rule set's fleet and board through it).
#[cfg(test)]
pub(crate) mod random_play;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::core::data::{DataError, DataSource, Problems};
use crate::core::rules::{ConfigError, Rules, RulesetData, RulesetInfo, Setup};

/// The rule sets of the family. JSON: the id, e.g. `"rotterdam"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    Rotterdam,
    Masters,
    Antwerpen,
}

impl Ruleset {
    pub const ALL: [Ruleset; 3] = [Ruleset::Rotterdam, Ruleset::Masters, Ruleset::Antwerpen];

    /// The rule set's static description (name, players, variants, safety cap).
    pub fn info(self) -> RulesetInfo {
        match self {
            Ruleset::Rotterdam => rotterdam::Game::INFO,
            Ruleset::Masters => masters::Game::INFO,
            Ruleset::Antwerpen => antwerpen::Game::INFO,
        }
    }

    pub fn id(self) -> &'static str {
        self.info().id
    }
}

impl std::str::FromStr for Ruleset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Ruleset::ALL
            .into_iter()
            .find(|r| r.id() == s)
            .ok_or_else(|| {
                format!(
                    "unknown rule set `{s}`; available: {}",
                    Ruleset::ALL.map(Ruleset::id).join(", ")
                )
            })
    }
}

impl std::fmt::Display for Ruleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

/// Data for every rule set, loaded from one source.
#[derive(Clone, Debug)]
pub struct DataSet {
    pub rotterdam: Arc<rotterdam::Data>,
    pub masters: Arc<masters::Data>,
    pub antwerpen: Arc<antwerpen::Data>,
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
            rotterdam: Arc::new(rotterdam::Data::load(source)?),
            masters: Arc::new(masters::Data::load(source)?),
            antwerpen: Arc::new(antwerpen::Data::load(source)?),
        })
    }

    /// Every rule set's data files, relative to a data folder (`DataSource::Dir`), e.g.
    /// `rotterdam/board.toml`.
    pub fn files() -> Vec<String> {
        fn of<D: RulesetData>(ruleset: Ruleset) -> impl Iterator<Item = String> {
            D::FILES.iter().map(move |f| format!("{ruleset}/{f}"))
        }
        of::<rotterdam::Data>(Ruleset::Rotterdam)
            .chain(of::<masters::Data>(Ruleset::Masters))
            .chain(of::<antwerpen::Data>(Ruleset::Antwerpen))
            .collect()
    }

    /// A rule set's data as the clients get it: its JSON, with the names of the things views
    /// count by index under `ids` (see [`RulesetData::client_json`]).
    pub fn client_json(&self, ruleset: Ruleset) -> serde_json::Result<serde_json::Value> {
        match ruleset {
            Ruleset::Rotterdam => self.rotterdam.client_json(),
            Ruleset::Masters => self.masters.client_json(),
            Ruleset::Antwerpen => self.antwerpen.client_json(),
        }
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
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "ruleset", rename_all = "lowercase")]
pub enum View {
    Rotterdam(rotterdam::View),
    Masters(masters::View),
    Antwerpen(antwerpen::View),
}

/// Runs the same expression on whichever rule set's game `$game` holds (`$g` implements
/// [`Rules`]).
macro_rules! each_game {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            $crate::rulesets::Game::Rotterdam($g) => $body,
            $crate::rulesets::Game::Masters($g) => $body,
            $crate::rulesets::Game::Antwerpen($g) => $body,
        }
    };
}
pub(crate) use each_game;

/// The same for a view (`$v` implements [`crate::core::rules::SeatView`]).
macro_rules! each_view {
    ($view:expr, $v:ident => $body:expr) => {
        match $view {
            $crate::rulesets::View::Rotterdam($v) => $body,
            $crate::rulesets::View::Masters($v) => $body,
            $crate::rulesets::View::Antwerpen($v) => $body,
        }
    };
}
pub(crate) use each_view;

impl Game {
    /// A new game of `ruleset` from a validated setup.
    pub fn from_setup(
        ruleset: Ruleset,
        setup: &Setup,
        data: &DataSet,
    ) -> Result<Game, ConfigError> {
        Ok(match ruleset {
            Ruleset::Rotterdam => Game::Rotterdam(Rules::new(setup, data.rotterdam.clone())?),
            Ruleset::Masters => Game::Masters(Rules::new(setup, data.masters.clone())?),
            Ruleset::Antwerpen => Game::Antwerpen(Rules::new(setup, data.antwerpen.clone())?),
        })
    }

    pub fn ruleset(&self) -> Ruleset {
        match self {
            Game::Rotterdam(_) => Ruleset::Rotterdam,
            Game::Masters(_) => Ruleset::Masters,
            Game::Antwerpen(_) => Ruleset::Antwerpen,
        }
    }

    /// What `viewer` may know (C-6); `None` is a spectator.
    pub fn view(&self, viewer: Option<crate::Seat>) -> View {
        match self {
            Game::Rotterdam(g) => View::Rotterdam(g.view(viewer)),
            Game::Masters(g) => View::Masters(g.view(viewer)),
            Game::Antwerpen(g) => View::Antwerpen(g.view(viewer)),
        }
    }

    /// A complete game sampled from `view`, consistent with what its viewer knows.
    pub fn determinize(view: &View, data: &DataSet, seed: u64) -> Game {
        match view {
            View::Rotterdam(v) => {
                Game::Rotterdam(Rules::determinize(data.rotterdam.clone(), v, seed))
            }
            View::Masters(v) => Game::Masters(Rules::determinize(data.masters.clone(), v, seed)),
            View::Antwerpen(v) => {
                Game::Antwerpen(Rules::determinize(data.antwerpen.clone(), v, seed))
            }
        }
    }
}

impl View {
    pub fn ruleset(&self) -> Ruleset {
        match self {
            View::Rotterdam(_) => Ruleset::Rotterdam,
            View::Masters(_) => Ruleset::Masters,
            View::Antwerpen(_) => Ruleset::Antwerpen,
        }
    }
}
