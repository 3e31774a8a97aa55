//! Rotterdam's changing state, split into what every player sees (`Public`) and what the rules
//! hide (`Hidden`: hands, pile order, the seed). A view is `Public` plus the viewer's own hand;
//! determinization refills `Hidden` (C-6).

use serde::{Deserialize, Serialize};

use crate::core::deck::CardPile;
use crate::core::goods::{MissionHand, MissionList, ProductPiles};
use crate::core::inline::InlineVec;
use crate::core::seat::MAX_SEATS;

use crate::core::deck;
use crate::core::deck::Dealer;
use crate::core::fleet::Fleet;
use crate::core::goods::starting_supply;
use crate::core::navigation::NavCard;
pub use crate::core::navigation::{CardPlay, CardStage};
use crate::core::sailing::Sail;
use crate::core::seat::{Seat, clockwise};
use crate::rotterdam::data::{Data, MAX_PRODUCTS, MAX_RAWS};

/// Navigation cards in hand at most; laid VP cards do not count.
pub const HAND_LIMIT: u8 = 3;
/// Mission points that end the game.
pub const END_POINTS: u16 = 12;
/// Offers per player per trade phase.
pub const MAX_OFFERS: u8 = 3;
/// Cards each way in one offer.
pub const MAX_OFFER_CARDS: u8 = 3;
/// Default safety cap in rounds (C-7).
pub const DEFAULT_ROUND_CAP: u32 = 60;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamVariants")
)]
pub struct Variants {
    /// No card may affect a ship or cargo in a harbour.
    pub safe_harbour: bool,
    /// Product piles are open piles (C-4, R-6).
    pub open_products: bool,
}

/// The six phases of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamPhase")
)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Place = 1,
    Navigate = 2,
    Cards = 3,
    Unload = 4,
    Trade = 5,
    Missions = 6,
}

/// Which decision the game waits for (besides a card being played, see `CardPlay`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamStep")
)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The current player's slot in the phase (in phases 3 and 4: their card window).
    Slot,
    /// A ship's owner steers at a fork (`Public::sail`).
    Fork,
    /// The current player composes a trade offer (`Public::offer`).
    Compose,
    /// The addressee answers the offer.
    Respond,
    Ended,
}

/// A trade offer, shared with the other rule sets.
pub use crate::core::trade::Offer;

/// What everyone knows about a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamSeatPublic")
)]
pub struct SeatPublic {
    /// VP cards laid face up, per navigation card type.
    pub table: [u8; NavCard::COUNT],
    /// Completed missions, in order.
    pub completed: MissionList,
    pub mission_points: u16,
    /// Offers made in the current trade phase.
    pub offers: u8,
    /// Ships on anchors when phase 3 began (the snapshot of R-3 phase 3).
    pub anchored: u8,
    /// Product cards in hand that everyone saw arrive there (C-6: an open pile's top, an
    /// accepted trade), per type, until they leave the hand.
    pub known_products: [u8; MAX_PRODUCTS],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamPublic")
)]
pub struct Public {
    pub players: u8,
    pub variants: Variants,
    pub round: u32,
    pub round_cap: u32,
    /// The Harbour Master.
    pub hm: Seat,
    pub phase: Phase,
    /// Position in the phase's order, counted from the HM.
    pub turn: u8,
    pub step: Step,
    pub fleet: Fleet,
    /// Raw materials in the supply, per type.
    pub supply: [u8; MAX_RAWS],
    pub seats: InlineVec<SeatPublic, MAX_SEATS>,
    /// Played navigation cards (face up), per type.
    pub nav_discard: [u8; NavCard::COUNT],
    pub sail: Option<Sail>,
    /// An offer sent and awaiting its answer (public, R-5); the draft before it is hidden.
    pub offer: Option<Offer>,
    pub card: Option<CardPlay>,
    /// Passes in a row in the trade phase.
    pub trade_passes: u8,
    /// The game was ended by the round cap (C-7).
    pub capped: bool,
}

/// A player's hand: private to its holder (C-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamHand")
)]
pub struct Hand {
    pub products: [u8; MAX_PRODUCTS],
    pub missions: MissionHand,
    pub nav: [u8; NavCard::COUNT],
}

impl Hand {
    pub fn product_count(&self) -> u8 {
        self.products.iter().sum()
    }
    pub fn nav_count(&self) -> u8 {
        self.nav.iter().sum()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hidden {
    /// Per harbour (board order), top card last.
    pub product_piles: ProductPiles,
    pub mission_pile: MissionList,
    pub nav_pile: CardPile,
    pub hands: InlineVec<Hand, MAX_SEATS>,
    /// The offer being composed, private to its author until sent (R-5, C-6).
    pub draft: Option<Offer>,
    /// Seed for reshuffles (C-5), and how many reshuffles happened.
    pub seed: u64,
    pub shuffles: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    pub hidden: Hidden,
}

/// Ships per player by player count.
pub fn ships_per_player(players: u8) -> u8 {
    match players {
        2 => 5,
        3 => 4,
        _ => 3,
    }
}

impl State {
    /// Setup: shuffled piles, 3 missions each, the HM in seat 0.
    pub fn new(data: &Data, players: u8, variants: Variants, seed: u64, round_cap: u32) -> State {
        let mut dealer = Dealer::new(seed);
        let product_piles = dealer.product_piles(&data.board, &data.products);
        let mut mission_pile = dealer.mission_pile(data.missions.len());
        let nav_pile = dealer.counted_pile(&data.navigation);
        let hands = (0..players)
            .map(|_| Hand {
                missions: deck::draw_n(&mut mission_pile, 3),
                ..Hand::default()
            })
            .collect();
        let supply = starting_supply(&data.raws);
        State {
            public: Public {
                players,
                variants,
                round: 1,
                round_cap,
                hm: 0,
                phase: Phase::Place,
                turn: 0,
                step: Step::Slot,
                fleet: Fleet::new(players, ships_per_player(players), &data.board),
                supply,
                seats: InlineVec::from_elem(SeatPublic::default(), players as usize),
                nav_discard: [0; NavCard::COUNT],
                sail: None,
                offer: None,
                card: None,
                trade_passes: 0,
                capped: false,
            },
            hidden: Hidden {
                product_piles,
                mission_pile,
                nav_pile,
                hands,
                draft: None,
                seed,
                shuffles: dealer.shuffles,
            },
        }
    }
}

impl Public {
    /// The seat whose slot it is in the current phase.
    pub fn current(&self) -> Seat {
        clockwise(self.hm, self.turn, self.players)
    }

    /// The seat that decides now (ARCHITECTURE: The engine, exactly one), `None` when the game is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        if let Some(card) = &self.card {
            return Some(card.player);
        }
        // Most steps are a slot or an offer being composed: asked first, with one test, where
        // the full match is a jump that a random game mispredicts.
        if matches!(self.step, Step::Slot | Step::Compose) {
            return Some(self.current());
        }
        match self.step {
            Step::Ended => None,
            Step::Fork => {
                let ship = self.sail.as_ref()?.fork?;
                Some(self.fleet.ship(ship).owner)
            }
            Step::Respond => self.offer.as_ref()?.to,
            Step::Slot | Step::Compose => Some(self.current()),
        }
    }
}
