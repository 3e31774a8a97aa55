//! Ids and plain values every rule set speaks of: seats, positions, ships, goods, colours.
//! They import nothing from the engine: every other layer builds on them.

use serde::{Deserialize, Serialize};

/// A seat at the table, 0-based; play goes clockwise, i.e. to increasing seat numbers.
pub type Seat = u8;

/// Index of a ship: ships `owner * per_player .. (owner + 1) * per_player` belong to `owner`.
pub type ShipId = u8;
/// Index of a raw material in the rule set's card data.
pub type RawId = u8;
/// Index of a product in the rule set's card data.
pub type ProductId = u8;
/// Index of a mission (an assignment in Masters of Trade) in the rule set's card data.
pub type MissionId = u8;

/// Index of a position in the board's data order (which is a topological order, C-1).
pub type PosId = u8;

/// The five channel colours (C-1). `purple` is accepted as another name for violet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Blue,
    #[serde(alias = "purple")]
    Violet,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Violet,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Violet => "violet",
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
