//! Bots' fixed ratings, one per bot level and rule set, fitted from `arena` tournaments by
//! `havenbaron ratings calibrate` and kept in `crates/server/data/bot_ratings.toml` (with the
//! command that made it). Bots are not rated by the games they play at tables: they are the
//! fixed points that tie people's ratings to something that means the same from year to year.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// One bot level's rating in one rule set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotRating {
    pub ruleset: String,
    /// The bot as `make_bot` takes it: `random`, `greedy`, `ismcts:easy`, …
    pub spec: String,
    /// Its rating on the people's scale.
    pub mu: f64,
    /// Its uncertainty: the fit's standard error, with a floor.
    pub sigma: f64,
    /// Games it played in the calibration.
    pub games: u32,
}

/// The fixed ratings of every calibrated bot.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BotRatings {
    /// The command that made the table.
    pub command: String,
    #[serde(default, rename = "bot")]
    pub bots: Vec<BotRating>,
}

impl BotRatings {
    /// Reads a table (the TOML of `crates/server/data/bot_ratings.toml`), checking it.
    pub fn parse(text: &str) -> anyhow::Result<BotRatings> {
        let table: BotRatings = toml::from_str(text)?;
        for b in &table.bots {
            anyhow::ensure!(
                b.mu.is_finite() && b.sigma.is_finite() && b.sigma > 0.0,
                "the rating of {} in {} is not a number with an uncertainty above 0",
                b.spec,
                b.ruleset
            );
            anyhow::ensure!(
                table
                    .bots
                    .iter()
                    .filter(|o| o.ruleset == b.ruleset && o.spec == b.spec)
                    .count()
                    == 1,
                "{} in {} is rated twice",
                b.spec,
                b.ruleset
            );
        }
        Ok(table)
    }

    /// The table as TOML, for the data file.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).expect("plain fields serialize")
    }

    /// `spec`'s rating in `ruleset`, if it was calibrated.
    pub fn get(&self, ruleset: &str, spec: &str) -> Option<&BotRating> {
        self.bots
            .iter()
            .find(|b| b.ruleset == ruleset && b.spec == spec)
    }
}

/// The built-in table (`crates/server/data/bot_ratings.toml`).
pub fn bot_ratings() -> &'static BotRatings {
    static TABLE: OnceLock<BotRatings> = OnceLock::new();
    TABLE.get_or_init(|| {
        BotRatings::parse(include_str!("../../data/bot_ratings.toml"))
            .expect("the built-in bot ratings are checked by a test")
    })
}
