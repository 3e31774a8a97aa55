//! What a game is set up from: rule set, player count, variants, seed (C-5).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::message::{Arg, Message};

pub use crate::core::rules::{ConfigError, RulesetInfo, Setup, VariantInfo};
pub use crate::rulesets::Ruleset;

/// A game's configuration. JSON shape:
/// `{"ruleset":"rotterdam","rules":2,"players":4,"variants":{"safe_harbour":"true"},"seed":7,"round_cap":60}`.
/// `rules` is the rules revision ([`RulesetInfo::revision`]) the game is played under; a
/// configuration written before the field existed reads as revision 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Config {
    pub ruleset: Ruleset,
    /// The rules revision; [`Config::setup`] refuses any but the one this build plays.
    #[serde(default = "first_revision")]
    pub rules: u32,
    pub players: u8,
    /// Variant name → value; a switch is `"true"` or `"false"`.
    #[serde(default)]
    pub variants: BTreeMap<String, String>,
    pub seed: u64,
    /// The safety cap of C-7, in the rule set's `cap_unit` (rounds or turns); `None` takes
    /// the rule set's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_cap: Option<u32>,
}

impl Config {
    pub fn new(ruleset: Ruleset, players: u8, seed: u64) -> Config {
        Config {
            ruleset,
            rules: ruleset.info().revision,
            players,
            variants: BTreeMap::new(),
            seed,
            round_cap: None,
        }
    }

    /// Adds a variant given as `NAME` or `NAME=VALUE` (a bare name switches it on).
    pub fn with_variant(mut self, spec: &str) -> Config {
        let (name, value) = spec.split_once('=').unwrap_or((spec, "true"));
        self.variants
            .insert(name.trim().to_string(), value.trim().to_string());
        self
    }

    /// Checks this configuration against its rule set's description ([`Ruleset::info`]):
    /// players, variant names and values, the cap.
    pub fn setup(&self) -> Result<Setup, ConfigError> {
        let info = self.ruleset.info();
        if self.rules != info.revision {
            return Err(ConfigError::Revision {
                ruleset: info.id,
                recorded: self.rules,
                plays: info.revision,
            });
        }
        info.setup(self.players, &self.variants, self.seed, self.round_cap)
    }
}

/// Configurations written before rules revisions were recorded (until 2026-11-26).
fn first_revision() -> u32 {
    1
}

// Here rather than beside `ConfigError` (core) or `RuleError` (vocabulary): the message names
// the rule set by its name, which only the dispatch ([`Ruleset::info`]) can look up.
impl ConfigError {
    /// Why the configuration is refused, as a catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            ConfigError::Players {
                ruleset,
                players,
                min,
                max,
            } => Message::new("error-config-players")
                .arg("ruleset", ruleset_name(ruleset))
                .num("players", *players)
                .num("min", *min)
                .num("max", *max),
            ConfigError::UnknownVariant {
                ruleset,
                name,
                known,
            } => Message::new("error-config-unknown-variant")
                .arg("ruleset", ruleset_name(ruleset))
                .arg("name", Arg::Text(name.clone()))
                .arg("known", Arg::Text(known.clone())),
            ConfigError::BadVariantValue {
                name,
                value,
                allowed,
            } => Message::new("error-config-variant-value")
                .arg("name", Arg::Text(name.clone()))
                .arg("value", Arg::Text(value.clone()))
                // The values are wire tokens, joined here without an English "or".
                .arg("expected", Arg::Text(allowed.join(" / "))),
            ConfigError::RoundCap => Message::new("error-config-round-cap"),
            ConfigError::Revision {
                ruleset,
                recorded,
                plays,
            } => Message::new("error-config-revision")
                .arg("ruleset", ruleset_name(ruleset))
                .num("recorded", *recorded)
                .num("plays", *plays),
            ConfigError::Data(detail) => {
                Message::new("error-config-data").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

/// A rule set's name for people (a proper name, the same in every language), by its id.
fn ruleset_name(id: &str) -> Arg {
    Arg::Text(
        id.parse::<Ruleset>()
            .map_or_else(|_| id.to_string(), |r| r.info().name.to_string()),
    )
}
