//! Bots for Havenbaron. A bot sees only its seat's [`View`] and the legal actions, like a
//! person at the table: it cannot cheat by construction (ARCHITECTURE: Bots).
//!
//! Inside a search, the playouts ask the rule of thumb on games the search sampled from its view;
//! there it reads the game through one borrowed shape (`greedy::thumb::Sight`) that takes only
//! what the seat to act would see in its own view, so its choices are the same as from that view
//! (a test compares both at every decision of whole games).

#![forbid(unsafe_code)]

pub mod analysis;
pub mod arena;
mod greedy;
pub mod ismcts;
mod random;
mod rulesets;

use havenbaron_engine::{Action, DataSet, View};

pub use greedy::Greedy;
pub use ismcts::Ismcts;
pub use random::RandomBot;

/// How long a bot may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// No limit set: the bot's own default.
    Default,
    Iterations(u32),
    Millis(u64),
}

pub trait Bot: Send {
    /// The bot's name as shown in tables, e.g. `greedy`.
    fn name(&self) -> String;
    /// Picks one of `legal` (never empty) for the seat `view` belongs to.
    fn choose(&mut self, view: &View, legal: &[Action], budget: Budget) -> Action;
}

/// The bots `make_bot` knows, for help texts. `ismcts` also takes a budget, `ismcts:<N>it` or
/// `ismcts:<N>ms`, and options (see the [`ismcts`] module).
pub const BOT_NAMES: [&str; 6] = [
    "random",
    "greedy",
    "ismcts",
    "ismcts:easy",
    "ismcts:medium",
    "ismcts:strong",
];

/// Builds a bot from its name (`random`, `greedy`, `ismcts`, `ismcts:easy|medium|strong`,
/// `ismcts:<N>it`, `ismcts:<N>ms`), seeded.
pub fn make_bot(spec: &str, data: &DataSet, seed: u64) -> Result<Box<dyn Bot>, String> {
    match spec {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        "greedy" => Ok(Box::new(Greedy::new(data.clone(), seed))),
        "ismcts" => Ok(Box::new(Ismcts::from_spec("", data, seed)?)),
        _ if spec.starts_with("ismcts:") => Ok(Box::new(Ismcts::from_spec(
            &spec["ismcts:".len()..],
            data,
            seed,
        )?)),
        _ => Err(format!(
            "unknown bot `{spec}`; available: {}",
            BOT_NAMES.join(", ")
        )),
    }
}
