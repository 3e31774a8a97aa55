//! What happened, as told to one viewer. The engine produces the full truth; `redacted_for`
//! removes what a viewer may not know (C-6) before anything leaves the engine's caller.
//!
//! JSON shape: an object tagged by `type`, e.g. `{"type":"ship_moved","ship":3,"from":5,"to":9}`.

use serde::{Deserialize, Serialize};

use crate::action::{MissionId, ProductId};
use crate::core::board::{Colour, PosId};
use crate::core::fleet::{RawId, ShipId};
use crate::core::seat::Seat;
use crate::rotterdam::NavCard;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u32,
        harbour_master: Seat,
    },
    PhaseStarted {
        phase: u8,
    },
    Passed {
        seat: Seat,
    },
    ShipPlaced {
        seat: Seat,
        ship: ShipId,
        pos: PosId,
        cargo: Option<RawId>,
    },
    ColourCalled {
        seat: Seat,
        colour: Colour,
    },
    ShipMoved {
        ship: ShipId,
        from: PosId,
        to: PosId,
    },
    CardPlayed {
        seat: Seat,
        card: NavCard,
    },
    CardLaid {
        seat: Seat,
        card: NavCard,
    },
    CargoSwapped {
        a: ShipId,
        b: ShipId,
    },
    CargoMoved {
        from_ship: ShipId,
        to_ship: ShipId,
        cargo: RawId,
    },
    CargoReturned {
        ship: ShipId,
        cargo: RawId,
    },
    /// A navigation card drawn; `card` is known only to the drawer.
    NavCardDrawn {
        seat: Seat,
        card: Option<NavCard>,
    },
    /// The hand limit kept a card on its pile (C-4, R-6).
    NavCardRefused {
        seat: Seat,
    },
    NavPileReshuffled {
        cards: u8,
    },
    /// A ship unloaded in a harbour (R-3 phase 4). `product` is the card taken, if any; it is
    /// hidden from others unless it was the face-up top of an open pile (`face_up`).
    ShipUnloaded {
        seat: Seat,
        ship: ShipId,
        harbour: PosId,
        cargo: Option<RawId>,
        got_card: bool,
        product: Option<ProductId>,
        face_up: bool,
    },
    /// An open pile's top card went under its pile (open products, wrong cargo).
    ProductBuried {
        harbour: PosId,
        product: ProductId,
    },
    OfferSent {
        from: Seat,
        to: Seat,
        give: Vec<ProductId>,
        ask: Vec<ProductId>,
    },
    OfferAccepted {
        from: Seat,
        to: Seat,
    },
    OfferDeclined {
        from: Seat,
        to: Seat,
    },
    OfferWithdrawn {
        seat: Seat,
    },
    MissionCompleted {
        seat: Seat,
        mission: MissionId,
        joker: Option<ProductId>,
        points: u16,
    },
    /// A mission card drawn; `mission` is known only to the drawer.
    MissionDrawn {
        seat: Seat,
        mission: Option<MissionId>,
    },
    GameEnded {
        capped: bool,
    },
}

impl Event {
    /// The event as `viewer` may see it (`None`: a spectator).
    pub fn redacted_for(&self, viewer: Option<Seat>) -> Event {
        let mut e = self.clone();
        match &mut e {
            Event::NavCardDrawn { seat, card } if viewer != Some(*seat) => *card = None,
            Event::MissionDrawn { seat, mission } if viewer != Some(*seat) => *mission = None,
            Event::ShipUnloaded {
                seat,
                product,
                face_up,
                ..
            } if viewer != Some(*seat) && !*face_up => *product = None,
            _ => {}
        }
        e
    }
}
