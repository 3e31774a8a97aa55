//! What happened, as told to one viewer. The engine produces the full truth; `redacted_for`
//! removes what a viewer may not know (C-6) before anything leaves the engine's caller.
//!
//! JSON shape: an object tagged by `type`, e.g. `{"type":"ship_moved","ship":3,"from":5,"to":9}`.

use serde::{Deserialize, Serialize};

use crate::vocabulary::{
    CardPile, Character, Colour, LockCard, MissionId, NavCard, PosId, ProductId, RawId, Seat,
    ShipCard, ShipId,
};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

    // --- Masters of Trade (M-) ---
    FreeRawTaken {
        seat: Seat,
        raw: RawId,
    },
    BidMade {
        seat: Seat,
        amount: u16,
    },
    HarbourMasterAuctioned {
        seat: Seat,
        paid: i32,
    },
    CharacterChosen {
        seat: Seat,
        character: Character,
    },
    CashTaken {
        seat: Seat,
        amount: i32,
    },
    RawBought {
        seat: Seat,
        raw: RawId,
        price: u8,
    },
    RawSold {
        seat: Seat,
        raw: RawId,
        price: u8,
    },
    /// The Captain's bonus (M-3.2): `payer` paid 1 and the bank 1.
    CaptainBonus {
        captain: Seat,
        payer: Seat,
        ship: ShipId,
    },
    /// A shipping card taken; hidden from others unless taken from the display.
    ShippingTaken {
        seat: Seat,
        card: Option<NavCard>,
        face_up: bool,
    },
    /// A factory produced; the card (face down) is known only to its owner.
    FactoryProduced {
        owner: Seat,
        harbour: PosId,
        site: u8,
        product: Option<ProductId>,
    },
    ProductSold {
        seat: Seat,
        product: ProductId,
        price: u8,
    },
    ProductBought {
        seat: Seat,
        product: ProductId,
        price: u8,
    },
    /// The Trader found no such card in its pile (M-3.5).
    ProductUnavailable {
        seat: Seat,
        product: ProductId,
    },
    FactoryBuilt {
        seat: Seat,
        harbour: PosId,
        site: u8,
        price: u8,
    },

    // --- Antwerpen (A-) ---
    // Also used by Antwerpen: ShipPlaced, ColourCalled, ShipMoved, CargoSwapped, ShipUnloaded
    // (always `face_up`: open piles), ProductBuried, the offer events, MissionCompleted,
    // MissionDrawn, Passed (no Anchor card), GameEnded.
    /// A new turn.
    TurnStarted {
        turn: u32,
        seat: Seat,
    },
    /// A mission swapped away; it lies face up on the discard pile.
    MissionSwapped {
        seat: Seat,
        mission: MissionId,
    },
    MissionPileReshuffled {
        cards: u8,
    },
    ShipCardPlayed {
        seat: Seat,
        card: ShipCard,
    },
    LockCardPlayed {
        seat: Seat,
        card: LockCard,
    },
    /// A lock card opened or closed a lock.
    LockSet {
        lock: u8,
        open: bool,
    },
    /// After a call, every lock toggled once per ship that left through the exit;
    /// `open` is the bit set of open locks afterwards.
    LocksToggled {
        times: u8,
        open: u8,
    },
    /// An Anchor card holds this ship for the call.
    ShipAnchored {
        seat: Seat,
        ship: ShipId,
    },
    /// A ship card taken at an anchor; `card` is known only to the taker (C-6).
    ShipCardDrawn {
        seat: Seat,
        card: Option<ShipCard>,
    },
    /// A lock card taken at an anchor; `card` is known only to the taker (C-6).
    LockCardDrawn {
        seat: Seat,
        card: Option<LockCard>,
    },
    CardPileReshuffled {
        pile: CardPile,
        cards: u8,
    },
    /// An anchor gave nothing: hand limits, or no card left.
    AnchorGaveNothing {
        seat: Seat,
        ship: ShipId,
    },
    /// Double yield's second card, turned up and taken.
    ProductTaken {
        seat: Seat,
        harbour: PosId,
        product: ProductId,
    },
    /// A ship left the board through the transit exit.
    ShipExited {
        seat: Seat,
        ship: ShipId,
        cargo: Option<RawId>,
    },
    /// A third mission completed: the last round begins.
    FinalRound {
        seat: Seat,
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
            Event::ShippingTaken {
                seat,
                card,
                face_up,
            } if viewer != Some(*seat) && !*face_up => *card = None,
            Event::FactoryProduced { owner, product, .. } if viewer != Some(*owner) => {
                *product = None
            }
            Event::ShipCardDrawn { seat, card } if viewer != Some(*seat) => *card = None,
            Event::LockCardDrawn { seat, card } if viewer != Some(*seat) => *card = None,
            _ => {}
        }
        e
    }
}
