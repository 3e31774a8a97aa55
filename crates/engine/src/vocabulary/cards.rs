//! The cards and characters of the three games, as plain types. Which rule set uses which
//! is said on each; their rules live in the rule sets and in `core`.

use serde::{Deserialize, Serialize};

/// Navigation cards (RULES R-6, D-2), shared by Rotterdam and Masters of Trade (where they are
/// called shipping cards, M-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

    /// Victory points the card is worth at the end (R-7, M-4).
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

/// The eight characters of the harbour planning (M-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Character {
    ShipOwner,
    Captain,
    DeckHand,
    Discharger,
    Trader,
    ShippingAgent,
    Cashier,
    Manufacturer,
}

impl Character {
    pub const ALL: [Character; 8] = [
        Character::ShipOwner,
        Character::Captain,
        Character::DeckHand,
        Character::Discharger,
        Character::Trader,
        Character::ShippingAgent,
        Character::Cashier,
        Character::Manufacturer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Character::ShipOwner => "Ship owner",
            Character::Captain => "Captain",
            Character::DeckHand => "Deck hand",
            Character::Discharger => "Discharger",
            Character::Trader => "Trader",
            Character::ShippingAgent => "Shipping agent",
            Character::Cashier => "Cashier",
            Character::Manufacturer => "Manufacturer",
        }
    }
}

impl std::fmt::Display for Character {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The seven ship cards; counts per type in `cards.toml` (D-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ShipCard {
    /// Call a colour; only the player's own ships move (no Anchor window).
    SailAlone,
    /// Call an extra colour; every ship moves.
    ExtraColour,
    /// Place an extra ship with a raw material on a free start.
    ExtraShip,
    /// One ship, anyone's, one channel back (C-3).
    StepBack,
    /// At an own matching delivery in one's own turn: take two product cards.
    DoubleYield,
    /// In an opponent's turn, after their call: one own ship sits the call out.
    Anchor,
    /// Exchange the raw materials of two ships on the board.
    SwapCargo,
}

impl ShipCard {
    pub const COUNT: usize = 7;
    pub const ALL: [ShipCard; 7] = [
        ShipCard::SailAlone,
        ShipCard::ExtraColour,
        ShipCard::ExtraShip,
        ShipCard::StepBack,
        ShipCard::DoubleYield,
        ShipCard::Anchor,
        ShipCard::SwapCargo,
    ];

    pub fn from_index(i: u8) -> ShipCard {
        Self::ALL[i as usize]
    }

    /// Cards played in one's own turn from the turn's decision (not Double yield, which has
    /// its own window, nor Anchor, which is played in opponents' turns).
    pub fn in_own_turn(self) -> bool {
        !matches!(self, ShipCard::DoubleYield | ShipCard::Anchor)
    }

    pub fn name(self) -> &'static str {
        match self {
            ShipCard::SailAlone => "Sail alone",
            ShipCard::ExtraColour => "Extra colour",
            ShipCard::ExtraShip => "Extra ship",
            ShipCard::StepBack => "Step back",
            ShipCard::DoubleYield => "Double yield",
            ShipCard::Anchor => "Anchor",
            ShipCard::SwapCargo => "Swap cargo",
        }
    }
}

impl std::fmt::Display for ShipCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What a lock card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LockEffect {
    /// Open N closed locks of the player's choice.
    Open,
    /// Close N open locks of the player's choice.
    Close,
    /// Choose N distinct locks and open them all or close them all.
    Toggle,
}

/// The lock cards; counts per type in `cards.toml` (D-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum LockCard {
    #[serde(rename = "open_1")]
    Open1,
    #[serde(rename = "open_2")]
    Open2,
    #[serde(rename = "open_3")]
    Open3,
    #[serde(rename = "close_1")]
    Close1,
    #[serde(rename = "close_2")]
    Close2,
    #[serde(rename = "close_3")]
    Close3,
    #[serde(rename = "toggle_1")]
    Toggle1,
    #[serde(rename = "toggle_2")]
    Toggle2,
}

impl LockCard {
    pub const COUNT: usize = 8;
    pub const ALL: [LockCard; 8] = [
        LockCard::Open1,
        LockCard::Open2,
        LockCard::Open3,
        LockCard::Close1,
        LockCard::Close2,
        LockCard::Close3,
        LockCard::Toggle1,
        LockCard::Toggle2,
    ];

    pub fn from_index(i: u8) -> LockCard {
        Self::ALL[i as usize]
    }

    pub fn effect(self) -> LockEffect {
        match self {
            LockCard::Open1 | LockCard::Open2 | LockCard::Open3 => LockEffect::Open,
            LockCard::Close1 | LockCard::Close2 | LockCard::Close3 => LockEffect::Close,
            LockCard::Toggle1 | LockCard::Toggle2 => LockEffect::Toggle,
        }
    }

    /// How many locks the card names (N).
    pub fn count(self) -> u8 {
        match self {
            LockCard::Open1 | LockCard::Close1 | LockCard::Toggle1 => 1,
            LockCard::Open2 | LockCard::Close2 | LockCard::Toggle2 => 2,
            LockCard::Open3 | LockCard::Close3 => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            LockCard::Open1 => "Open 1 lock",
            LockCard::Open2 => "Open 2 locks",
            LockCard::Open3 => "Open 3 locks",
            LockCard::Close1 => "Close 1 lock",
            LockCard::Close2 => "Close 2 locks",
            LockCard::Close3 => "Close 3 locks",
            LockCard::Toggle1 => "Toggle 1 lock",
            LockCard::Toggle2 => "Toggle 2 locks",
        }
    }
}

impl std::fmt::Display for LockCard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The two piles an anchor offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardPile {
    Ship,
    Lock,
}
