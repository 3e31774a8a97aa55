//! Navigation cards (RULES R-6, D-2): shared with Masters of Trade, see `core::navigation`.

pub use crate::core::navigation::{CardPlay, CardStage, NavCard};
