//! What a game is set up from: rule set, player count, variants, seed (C-5).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The three rule sets of the family (only those that have landed are accepted).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ruleset {
    Rotterdam,
    Masters,
    Antwerpen,
}

impl Ruleset {
    pub const ALL: [Ruleset; 3] = [Ruleset::Rotterdam, Ruleset::Masters, Ruleset::Antwerpen];

    pub fn id(self) -> &'static str {
        match self {
            Ruleset::Rotterdam => "rotterdam",
            Ruleset::Masters => "masters",
            Ruleset::Antwerpen => "antwerpen",
        }
    }
}

/// A variant a rule set offers: a switch (`values` empty) or a choice among `values`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VariantInfo {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub default: &'static str,
    /// The rule that describes it.
    pub rule: &'static str,
}

/// What a client needs to offer a rule set: its name, player range, variants and safety cap.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesetInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    pub variants: Vec<VariantInfo>,
    /// The safety cap's default (C-7), counted in `cap_unit`s.
    pub default_cap: u32,
    pub cap_unit: &'static str,
}

impl Ruleset {
    pub fn info(self) -> RulesetInfo {
        let switch = |name, rule| VariantInfo {
            name,
            values: &[],
            default: "false",
            rule,
        };
        match self {
            Ruleset::Rotterdam => RulesetInfo {
                id: self.id(),
                name: "Rotterdam",
                min_players: 2,
                max_players: 4,
                variants: vec![
                    switch("safe_harbour", "R-6"),
                    switch("open_products", "R-6"),
                ],
                default_cap: crate::rotterdam::state::DEFAULT_ROUND_CAP,
                cap_unit: "round",
            },
            Ruleset::Masters => RulesetInfo {
                id: self.id(),
                name: "Rotterdam: Masters of Trade",
                min_players: 2,
                max_players: 4,
                variants: vec![
                    switch("fixed_rounds", "M-5"),
                    switch("auction", "M-5"),
                    VariantInfo {
                        name: "factory_layout",
                        values: &["nl", "en"],
                        default: "nl",
                        rule: "M-5",
                    },
                ],
                default_cap: crate::masters::state::DEFAULT_ROUND_CAP,
                cap_unit: "round",
            },
            Ruleset::Antwerpen => RulesetInfo {
                id: self.id(),
                name: "Antwerpen",
                min_players: 2,
                max_players: 4,
                variants: vec![],
                default_cap: crate::antwerpen::state::DEFAULT_TURN_CAP,
                cap_unit: "turn",
            },
        }
    }
}

impl std::str::FromStr for Ruleset {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "rotterdam" => Ok(Ruleset::Rotterdam),
            "masters" => Ok(Ruleset::Masters),
            "antwerpen" => Ok(Ruleset::Antwerpen),
            _ => Err(format!(
                "unknown rule set `{s}`; available: {}",
                Ruleset::ALL.map(Ruleset::id).join(", ")
            )),
        }
    }
}

impl std::fmt::Display for Ruleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

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
    /// The safety cap of C-7 (rounds for Rotterdam; turns for Antwerpen); `None` takes the
    /// rule set's default.
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

    /// Reads a switch variant; `Err` names the bad value.
    pub fn switch(&self, name: &str) -> Result<bool, ConfigError> {
        match self.variants.get(name).map(String::as_str) {
            None | Some("false") | Some("off") => Ok(false),
            Some("true") | Some("on") => Ok(true),
            Some(v) => Err(ConfigError::BadVariantValue {
                name: name.into(),
                value: v.into(),
                expected: "true or false".into(),
            }),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error("{ruleset} is played by {min} to {max} players, not {players}")]
    Players {
        ruleset: Ruleset,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{ruleset} has no variant `{name}`; its variants are: {known}")]
    UnknownVariant {
        ruleset: Ruleset,
        name: String,
        known: String,
    },
    #[error("variant `{name}` cannot be `{value}`: expected {expected}")]
    BadVariantValue {
        name: String,
        value: String,
        expected: String,
    },
    #[error("the round cap must be at least 1")]
    RoundCap,
    #[error("{0}")]
    Data(String),
}
