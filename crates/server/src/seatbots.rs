//! Bots at the table: which bots and levels the lobby offers and how a seat's bot is built.
//! A level picks the bot's own setting for that level (`ismcts:strong`, …, from
//! `havenbaron_bots::BOT_NAMES`), and the bot thinks with that level's default budget
//! (`Budget::Default`). Bots without levels (random, greedy) ignore the level. Bots think on
//! tokio's blocking pool (see `room::bot_turn`), so a slow bot never stalls the runtime or other
//! tables.

use havenbaron_bots::{BOT_NAMES, Bot, Budget, make_bot};
use havenbaron_engine::{Arg, DataSet, Message};

/// Levels a bot seat can be given.
pub const LEVELS: [&str; 3] = ["easy", "medium", "strong"];

/// The bots the lobby offers: the base names of `havenbaron_bots::BOT_NAMES`.
pub fn bot_names() -> Vec<String> {
    BOT_NAMES
        .iter()
        .filter(|n| !n.contains(':'))
        .map(|s| s.to_string())
        .collect()
}

/// The bots that have levels (`NAME:LEVEL` in `BOT_NAMES`).
pub fn leveled_bots() -> Vec<String> {
    bot_names()
        .into_iter()
        .filter(|b| {
            LEVELS
                .iter()
                .any(|l| BOT_NAMES.contains(&format!("{b}:{l}").as_str()))
        })
        .collect()
}

/// The `make_bot` spec of a bot at a level: `NAME:LEVEL` where the bot has levels, else `NAME`.
pub fn spec(bot: &str, level: Option<&str>) -> String {
    match level {
        Some(l) if BOT_NAMES.contains(&format!("{bot}:{l}").as_str()) => format!("{bot}:{l}"),
        _ => bot.to_string(),
    }
}

/// The level recorded for a bot seat: the asked one (default medium) for a bot with levels,
/// none for the others.
pub fn level_for(bot: &str, level: Option<&str>) -> Option<String> {
    leveled_bots()
        .iter()
        .any(|b| b == bot)
        .then(|| level.unwrap_or("medium").to_string())
}

/// The thinking budget: the bot's own default for its level.
pub fn budget(_level: Option<&str>) -> Budget {
    Budget::Default
}

/// The names of bot seats, one per seat: harbour towns (proper names, the same in every
/// language), so no two bots at a table share a name and the log never reads "greedy offers
/// greedy". The page marks the seat as a bot beside the name, in the reader's language.
pub const BOT_SEAT_NAMES: [&str; 6] = [
    "Delfzijl",
    "Vlissingen",
    "Harlingen",
    "Terneuzen",
    "Dordrecht",
    "Zierikzee",
];

/// The name a bot gets in seat `seat` (distinct for every seat of a table).
pub fn bot_seat_name(seat: u8) -> String {
    BOT_SEAT_NAMES[seat as usize % BOT_SEAT_NAMES.len()].to_string()
}

/// Why a bot seat cannot be made; the message lists what there is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("unknown bot level `{0}`; levels: {levels}", levels = LEVELS.join(", "))]
    Level(String),
    #[error("unknown bot `{0}`; available: {bots}", bots = bot_names().join(", "))]
    Unknown(String),
    /// The bots crate refused the spec (its own words).
    #[error("{0}")]
    Other(String),
}

impl BotError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            BotError::Level(level) => Message::new("error-bot-level")
                .arg("level", Arg::Text(level.clone()))
                .arg("levels", Arg::Text(LEVELS.join(", "))),
            BotError::Unknown(bot) => Message::new("error-bot-unknown")
                .arg("bot", Arg::Text(bot.clone()))
                .arg("bots", Arg::Text(bot_names().join(", "))),
            BotError::Other(detail) => {
                Message::new("error-bot").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

/// Checks a bot seat's name and level; `Err` says what is available.
pub fn check(bot: &str, level: Option<&str>, data: &DataSet) -> Result<(), BotError> {
    if let Some(l) = level
        && !LEVELS.contains(&l)
    {
        return Err(BotError::Level(l.to_string()));
    }
    make_bot(&spec(bot, level), data, 0)
        .map(|_| ())
        .map_err(|e| refusal(bot, e))
}

/// A refused spec: an unknown bot by name, else the bots crate's own words (a bad setting).
fn refusal(bot: &str, error: String) -> BotError {
    let base = bot.split(':').next().unwrap_or(bot);
    if bot_names().iter().any(|b| b == base) {
        BotError::Other(error)
    } else {
        BotError::Unknown(bot.to_string())
    }
}

/// Builds the bot of one seat, seeded from the game's seed and the seat.
pub fn build(
    bot: &str,
    level: Option<&str>,
    data: &DataSet,
    game_seed: u64,
    seat: u8,
) -> Result<Box<dyn Bot>, BotError> {
    let seed = game_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(seat as u64 + 1);
    make_bot(&spec(bot, level), data, seed).map_err(|e| refusal(bot, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bot_seat_of_a_table_has_its_own_name() {
        let names: Vec<String> = (0..4).map(bot_seat_name).collect();
        for (i, n) in names.iter().enumerate() {
            assert!(!n.is_empty());
            assert!(!names[..i].contains(n), "{n} twice in {names:?}");
        }
    }
}
