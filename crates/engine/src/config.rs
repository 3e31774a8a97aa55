//! What a game is set up from: rule set, player count, variants, seed (C-5).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use crate::core::rules::{ConfigError, RulesetInfo, Setup, VariantInfo};
pub use crate::rulesets::Ruleset;

/// A game's configuration. JSON shape:
/// `{"ruleset":"rotterdam","players":4,"variants":{"safe_harbour":"true"},"seed":7,"round_cap":60}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub ruleset: Ruleset,
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
        self.ruleset
            .info()
            .setup(self.players, &self.variants, self.seed, self.round_cap)
    }
}
