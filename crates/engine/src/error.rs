//! Why an action was refused. A refused action leaves the game unchanged.

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
