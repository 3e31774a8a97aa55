//! The atomic decisions a seat can take (DESIGN: every multi-step action is a chain of atomic
//! decisions, so every list of legal actions is short).
//!
//! JSON shape: an object tagged by `type`, e.g. `{"type":"call_colour","colour":"red"}`,
//! `{"type":"place_ship","start":2,"cargo":0}`, `{"type":"pass"}`. Positions, ships, raw
//! materials, products and missions are indices into the board and card data (see the view).

use serde::{Deserialize, Serialize};

use crate::core::board::{Colour, PosId};
use crate::core::fleet::{RawId, ShipId};
use crate::core::seat::Seat;
use crate::rotterdam::NavCard;

pub type ProductId = u8;
pub type MissionId = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// End one's slot without doing anything (R-3 phases 1, 5, 6).
    Pass,
    /// Close a card window (phases 3 and 4) and let the phase's effect happen.
    Continue,
    /// Place a ship from supply on a free start, with a raw material or empty (R-3 phase 1,
    /// Extra cargo).
    PlaceShip {
        start: PosId,
        cargo: Option<RawId>,
    },
    /// Call a colour (C-2).
    CallColour {
        colour: Colour,
    },
    /// Steer one's own ship at a fork (C-2.4).
    SteerFork {
        to: PosId,
    },
    /// Play a navigation card from hand; its targets follow as further decisions.
    PlayCard {
        card: NavCard,
    },
    /// Lay a VP card face up on the table.
    LayCard {
        card: NavCard,
    },
    /// Choose a ship (a card's target).
    SelectShip {
        ship: ShipId,
    },
    /// Choose a position (where a ship goes back to, or a start for a new ship).
    SelectPosition {
        pos: PosId,
    },
    /// Trade: add one card of a product to what I give.
    AddGive {
        product: ProductId,
    },
    /// Trade: add one card of a product to what I ask for.
    AddAsk {
        product: ProductId,
    },
    /// Trade: send the composed offer to a player.
    SendOffer {
        to: Seat,
    },
    /// Trade: drop the offer being composed; this ends the slot as a pass.
    Withdraw,
    Accept,
    Decline,
    /// Complete a mission from hand, a Joker standing in for at most one product (R-3 phase 6).
    CompleteMission {
        mission: MissionId,
        joker: Option<ProductId>,
    },
}

impl Action {
    /// Parses an action from JSON, with an error a person can read.
    pub fn from_json(text: &str) -> Result<Action, crate::RuleError> {
        serde_json::from_str(text).map_err(|e| crate::RuleError::Malformed(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("actions serialize")
    }
}
