//! The atomic decisions a seat can take (ARCHITECTURE: The engine; every multi-step action is a chain of atomic
//! decisions, so every list of legal actions is short).
//!
//! JSON shape: an object tagged by `type`, e.g. `{"type":"call_colour","colour":"red"}`,
//! `{"type":"place_ship","start":2,"cargo":0}`, `{"type":"pass"}`. Positions, ships, raw
//! materials, products and missions are indices into the board and card data (see the view).

use serde::{Deserialize, Serialize};

use crate::vocabulary::{
    CardPile, Character, Colour, LockCard, NavCard, PosId, RawId, Seat, ShipCard, ShipId,
};
pub use crate::vocabulary::{MissionId, ProductId};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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

    // --- Masters of Trade (M-) ---
    /// Auction for the Harbour Master (M-5): place the bid being composed, this much in total
    /// (the lowest bid one may place, plus what `raise_bid` added).
    Bid {
        amount: u16,
    },
    /// Auction (M-5): add to the bid being composed, before placing it with `bid`; the draft
    /// is private to the bidder until placed (C-6).
    RaiseBid {
        by: u16,
    },
    /// Place a dock worker on a character (M-2).
    ChooseCharacter {
        character: Character,
    },
    /// End the Ship owner's or the Trader's steps (M-3.1, M-3.5).
    EndAction,
    /// Ship owner: take the free unit, one of the cheapest (M-3.1): to stock, or (`start`)
    /// straight onto a ship placed on that start.
    TakeFree {
        raw: RawId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        start: Option<PosId>,
    },
    /// Ship owner: buy one unit to stock (M-3.1).
    BuyRaw {
        raw: RawId,
    },
    /// Ship owner: sell one unit from stock (M-3.1).
    SellRaw {
        raw: RawId,
    },
    /// Deck hand: take a face-up shipping card (`display` index) or the pile's top (`null`).
    TakeShipping {
        display: Option<u8>,
    },
    /// Discharger: the factory (site index in the harbour being unloaded) that produces.
    ChooseFactory {
        site: u8,
    },
    /// Trader: sell one product card (M-3.5).
    SellProduct {
        product: ProductId,
    },
    /// Trader: buy one product card (M-3.5).
    BuyProduct {
        product: ProductId,
    },
    /// Manufacturer: build a factory on the next free site of this harbour (M-3.8).
    BuildFactory {
        harbour: PosId,
    },

    // --- Antwerpen (A-) ---
    // Also used by Antwerpen: PlaceShip (Load, Extra ship), CallColour (Sail, Extra colour, Sail
    // alone), SteerFork, SelectShip, SelectPosition (Step back), the R-5 trade steps,
    // CompleteMission (never a joker), Pass (no Anchor card) and Continue (no Double yield).
    /// Main action: discard this mission and draw another.
    SwapMission {
        mission: MissionId,
    },
    /// End one's turn, after the main action.
    EndTurn,
    /// A ship arrived on an anchor: take the top card of this pile.
    TakeCard {
        pile: CardPile,
    },
    /// Play a ship card from hand; its choices follow as further decisions.
    PlayShipCard {
        card: ShipCard,
    },
    /// Play a lock card from hand; its choices follow as further decisions.
    PlayLockCard {
        card: LockCard,
    },
    /// Choose a lock (by index in the board's lock list) for a lock card.
    SelectLock {
        lock: u8,
    },
    /// Toggle N: open the chosen locks, or close them.
    SetLocks {
        open: bool,
    },
}

/// How many of each kind of thing a game has, to check the ids an action names.
#[derive(Clone, Copy, Debug)]
pub struct IdBounds {
    pub positions: usize,
    pub ships: usize,
    pub raws: usize,
    pub products: usize,
    pub missions: usize,
    pub players: usize,
}

impl Action {
    /// Is what this action names private to the seat that takes it? The steps of an offer
    /// being composed are (R-5, C-6: a draft is private until sent), and so are the steps of a
    /// bid being composed (M-5: private until placed): a client shows them to their author
    /// only; the others learn the offer when it is sent, the bid when it is placed.
    pub fn private_to_actor(&self) -> bool {
        matches!(
            self,
            Action::AddGive { .. } | Action::AddAsk { .. } | Action::RaiseBid { .. }
        )
    }

    /// Do the ids this action names exist? (Words for an action read names by id; an action
    /// from outside — a stored record, a client — may name anything.)
    pub fn ids_within(&self, b: &IdBounds) -> bool {
        let pos = |p: PosId| (p as usize) < b.positions;
        let raw = |r: Option<RawId>| r.is_none_or(|r| (r as usize) < b.raws);
        let product = |p: ProductId| (p as usize) < b.products;
        match *self {
            Action::PlaceShip { start, cargo } => pos(start) && raw(cargo),
            Action::SteerFork { to } => pos(to),
            Action::SelectShip { ship } => (ship as usize) < b.ships,
            Action::SelectPosition { pos: p } | Action::BuildFactory { harbour: p } => pos(p),
            Action::AddGive { product: p }
            | Action::AddAsk { product: p }
            | Action::SellProduct { product: p }
            | Action::BuyProduct { product: p } => product(p),
            Action::SendOffer { to } => (to as usize) < b.players,
            Action::CompleteMission { mission, joker } => {
                (mission as usize) < b.missions && joker.is_none_or(product)
            }
            Action::TakeFree { raw: r, start } => raw(Some(r)) && start.is_none_or(pos),
            Action::BuyRaw { raw: r } | Action::SellRaw { raw: r } => raw(Some(r)),
            _ => true,
        }
    }

    /// Parses an action from JSON, with an error a person can read.
    pub fn from_json(text: &str) -> Result<Action, crate::RuleError> {
        serde_json::from_str(text).map_err(|e| crate::RuleError::Malformed(e.to_string()))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("actions serialize")
    }
}
