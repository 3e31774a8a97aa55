//! Why an action was refused. A refused action leaves the game unchanged.

use crate::config::{ConfigError, Ruleset};
use crate::message::{Arg, Message};
use crate::vocabulary::Seat;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over; no more actions are accepted")]
    GameOver,
    #[error("seat {seat} cannot act now: it is seat {to_act}'s decision")]
    NotYourTurn { seat: Seat, to_act: Seat },
    #[error("seat {seat} does not exist in a {players}-player game")]
    NoSuchSeat { seat: Seat, players: u8 },
    /// The action is well formed but not allowed here. `expected` says what the current
    /// decision is (a catalogue message: clients put it into words); `rule` names the rule id
    /// that governs it.
    #[error("`{action}` is not allowed now ({rule}): {expected}")]
    Illegal {
        action: String,
        expected: crate::message::Message,
        rule: &'static str,
    },
    #[error("malformed action: {0}")]
    Malformed(String),
}

impl RuleError {
    /// Why the action was refused, as a catalogue message (`errors.ftl`) for people; the
    /// `Display` text stays for logs and API clients.
    pub fn message(&self) -> Message {
        match self {
            RuleError::GameOver => Message::new("error-game-over"),
            RuleError::NotYourTurn { seat, to_act } => Message::new("error-not-your-turn")
                .seat("seat", *seat)
                .seat("to_act", *to_act),
            RuleError::NoSuchSeat { seat, players } => Message::new("error-no-such-seat")
                .seat("seat", *seat)
                .num("players", *players),
            RuleError::Illegal { expected, rule, .. } => Message::new("error-illegal")
                .arg("rule", Arg::Text(rule.to_string()))
                .msg("expected", expected.clone()),
            RuleError::Malformed(detail) => {
                Message::new("error-malformed-action").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

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
