//! Navigation cards (RULES R-6, D-2); Masters of Trade calls them shipping cards.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NavCard {
    SwapCargo,
    ExtraCargo,
    Setback,
    Storm,
    Joker,
    Advantage,
    ExtraAdvantage,
    CargoThief,
    PortPolice,
}

impl NavCard {
    pub const COUNT: usize = 9;
    pub const ALL: [NavCard; 9] = [
        NavCard::SwapCargo,
        NavCard::ExtraCargo,
        NavCard::Setback,
        NavCard::Storm,
        NavCard::Joker,
        NavCard::Advantage,
        NavCard::ExtraAdvantage,
        NavCard::CargoThief,
        NavCard::PortPolice,
    ];

    pub fn from_index(i: u8) -> NavCard {
        Self::ALL[i as usize]
    }

    /// Victory points the card is worth at the end.
    pub fn vp(self) -> u16 {
        match self {
            NavCard::Advantage => 1,
            NavCard::ExtraAdvantage => 2,
            _ => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            NavCard::SwapCargo => "Swap cargo",
            NavCard::ExtraCargo => "Extra cargo",
            NavCard::Setback => "Setback",
            NavCard::Storm => "Storm",
            NavCard::Joker => "Joker",
            NavCard::Advantage => "Advantage (1 VP)",
            NavCard::ExtraAdvantage => "Extra advantage (2 VP)",
            NavCard::CargoThief => "Cargo thief",
            NavCard::PortPolice => "Port police",
        }
    }
}

impl std::fmt::Display for NavCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
