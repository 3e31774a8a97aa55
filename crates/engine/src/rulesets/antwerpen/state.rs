//! Antwerpen's changing state, split into what every player sees (`Public`) and what the rules
//! hide (`Hidden`: hands, pile order, the seed). A view is `Public` plus the viewer's own hand;
//! determinization refills `Hidden` (C-6).

use serde::{Deserialize, Serialize};

use crate::core::deck::CardPile;
use crate::core::goods::{MissionHand, MissionList, ProductPiles};
use crate::core::inline::InlineVec;
use crate::core::seat::MAX_SEATS;

use crate::antwerpen::cards::{LockCard, ShipCard};
use crate::antwerpen::data::{Data, MAX_PRODUCTS, MAX_RAWS};
use crate::core::deck;
use crate::core::deck::Dealer;
use crate::core::fleet::{Fleet, ShipId};
use crate::core::goods::starting_supply;
use crate::core::sailing::Sail;
use crate::core::seat::{Seat, clockwise};

/// Ship cards in hand at most.
pub const SHIP_LIMIT: u8 = 3;
/// Lock cards in hand at most.
pub const LOCK_LIMIT: u8 = 3;
/// Missions dealt to each player, and the hand they keep refilling.
pub const MISSIONS_IN_HAND: u8 = 3;
/// Lock cards dealt to each player.
pub const START_LOCK_CARDS: u8 = 2;
/// Completed missions that trigger the end.
pub const END_MISSIONS: usize = 3;
/// Offers per turn (A-2: the R-5 protocol, only the active player offers).
pub const MAX_OFFERS: u8 = 3;
/// Cards each way in one offer.
pub const MAX_OFFER_CARDS: u8 = 3;
/// Default safety cap in turns (C-7).
pub const DEFAULT_TURN_CAP: u32 = 400;

/// Ships per player by player count.
pub fn ships_per_player(players: u8) -> u8 {
    match players {
        2 => 5,
        3 => 4,
        _ => 3,
    }
}

/// What started a colour call (A-2 Sail, A-8 Extra colour and Sail alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenCallKind")
)]
#[serde(rename_all = "snake_case")]
pub enum CallKind {
    /// The main action Sail.
    Sail,
    /// The ship card Extra colour.
    ExtraColour,
    /// The ship card Sail alone: only the caller's ships take part, no Anchor window.
    SailAlone,
}

/// A colour call in progress, beside the shared `Sail` state machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenCall")
)]
pub struct Call {
    pub kind: CallKind,
    /// Ships anchored by an Anchor card for this call, one bit per ship.
    pub held: u64,
    /// Ships that left through the exit in this call; each toggles every lock once the call
    /// is over.
    pub exits: u8,
    /// Anchor windows: the next seat to ask, counted clockwise from the caller.
    pub window: u8,
}

/// The decision the game waits for. `Sailing` is internal: `advance` never stops there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenStep")
)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// The active player's turn: a main action, extra actions, or end turn.
    Turn,
    /// A colour call is running (never a decision).
    Sailing,
    /// A ship's owner steers it at a fork (C-2.4).
    Fork,
    /// An opponent of the caller may play an Anchor card, or pass.
    AnchorWindow {
        seat: Seat,
    },
    /// That player chooses the ship their Anchor card holds.
    AnchorShip {
        seat: Seat,
    },
    /// A ship arrived on an anchor: its owner takes a lock or a ship card.
    TakeCard {
        ship: ShipId,
    },
    /// The active player's ship makes a matching delivery: play Double yield or not.
    DoubleYield {
        ship: ShipId,
    },
    /// The active player composes a trade offer.
    Compose,
    /// The addressee answers the offer.
    Respond,
    /// Extra ship: place it.
    ExtraShip,
    /// Extra colour or Sail alone: call the colour.
    ChooseColour {
        card: ShipCard,
    },
    /// Step back: choose the ship (A-8, C-3).
    StepBackShip,
    /// Step back: choose the predecessor it goes back to.
    StepBackTo {
        ship: ShipId,
    },
    /// Swap cargo: choose the first ship.
    SwapFirst,
    /// Swap cargo: choose the second ship (another cargo).
    SwapSecond {
        first: ShipId,
    },
    /// Open N / Close N: choose the next lock to open (or close); `left` still to choose.
    Locks {
        open: bool,
        left: u8,
    },
    /// Toggle N: open them all or close them all.
    ToggleDirection {
        count: u8,
    },
    /// Toggle N: choose the next distinct lock; `chosen` is a bit set, `changed` whether a
    /// lock has changed so far (a play must change something, A-5).
    ToggleLocks {
        open: bool,
        left: u8,
        chosen: u8,
        changed: bool,
    },
    Ended,
}

/// A trade offer, shared with the other rule sets.
pub use crate::core::trade::Offer;

/// What everyone knows about a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenSeatPublic")
)]
pub struct SeatPublic {
    /// Completed missions, in order (face up).
    pub completed: MissionList,
    pub mission_points: u16,
    /// Ship cards received in the turn in progress (they cannot be played in it, A-2).
    pub fresh_ship: u8,
    /// Lock cards received in the turn in progress.
    pub fresh_lock: u8,
    /// Product cards in hand, per type. Every product card arrives face up (the open piles'
    /// tops, Double yield's second card) or by a public trade, so the whole product hand is
    /// known to everyone who watched (C-6); it always equals the holder's `Hand::products`.
    pub known_products: [u8; MAX_PRODUCTS],
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenPublic")
)]
pub struct Public {
    pub players: u8,
    /// Turns started so far (the first turn is 1).
    pub turn: u32,
    pub turn_cap: u32,
    /// The player whose turn it is.
    pub active: Seat,
    pub step: Step,
    /// The turn's main action is done.
    pub main_done: bool,
    /// A mission was completed in this turn (one per turn, A-2).
    pub mission_done: bool,
    /// Offers made in this turn.
    pub offers: u8,
    /// The game ends after this turn (A-7: set when someone completes their third mission).
    pub end_after: Option<u32>,
    pub fleet: Fleet,
    /// Raw materials in the supply, per type.
    pub supply: [u8; MAX_RAWS],
    /// Open locks, one bit per lock (A-4; all closed at the start, A-1).
    pub locks_open: u8,
    pub seats: InlineVec<SeatPublic, MAX_SEATS>,
    /// Played ship cards (face up), per type.
    pub ship_discard: [u8; ShipCard::COUNT],
    /// Played lock cards (face up), per type.
    pub lock_discard: [u8; LockCard::COUNT],
    /// Swapped-away missions, face up.
    pub mission_discard: MissionList,
    pub sail: Option<Sail>,
    pub call: Option<Call>,
    /// An offer sent and awaiting its answer (public, R-5); the draft before it is hidden.
    pub offer: Option<Offer>,
    /// The game was ended by the turn cap (C-7).
    pub capped: bool,
}

/// A player's hand: private to its holder (C-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenHand")
)]
pub struct Hand {
    pub products: [u8; MAX_PRODUCTS],
    pub missions: MissionHand,
    pub ship: [u8; ShipCard::COUNT],
    pub lock: [u8; LockCard::COUNT],
    /// Of `ship`, the cards received in the turn in progress.
    pub fresh_ship: [u8; ShipCard::COUNT],
    /// Of `lock`, the cards received in the turn in progress.
    pub fresh_lock: [u8; LockCard::COUNT],
}

impl Hand {
    pub fn product_count(&self) -> u8 {
        self.products.iter().sum()
    }
    pub fn ship_count(&self) -> u8 {
        self.ship.iter().sum()
    }
    pub fn lock_count(&self) -> u8 {
        self.lock.iter().sum()
    }
    /// May a copy of this ship card be played now (held and not received this turn)?
    pub fn can_play_ship(&self, card: ShipCard) -> bool {
        self.ship[card as usize] > self.fresh_ship[card as usize]
    }
    pub fn can_play_lock(&self, card: LockCard) -> bool {
        self.lock[card as usize] > self.fresh_lock[card as usize]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hidden {
    /// Per harbour (board order), top card last; the top card is face up (open piles, C-4).
    pub product_piles: ProductPiles,
    pub mission_pile: MissionList,
    pub ship_pile: CardPile,
    pub lock_pile: CardPile,
    pub hands: InlineVec<Hand, MAX_SEATS>,
    /// The offer being composed, private to its author until sent (R-5, C-6).
    pub draft: Option<Offer>,
    /// Seed for reshuffles (C-5), and how many shuffles happened.
    pub seed: u64,
    pub shuffles: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    pub hidden: Hidden,
}

impl State {
    /// Setup: open product piles, 3 missions and 2 lock cards each, no ship cards, all
    /// locks closed, seat 0 starts.
    pub fn new(data: &Data, players: u8, seed: u64, turn_cap: u32) -> State {
        let mut dealer = Dealer::new(seed);
        let product_piles = dealer.product_piles(&data.board, &data.products);
        let mut mission_pile = dealer.mission_pile(data.missions.len());
        let ship_pile = dealer.counted_pile(&data.ship_cards);
        let mut lock_pile = dealer.counted_pile(&data.lock_cards);
        let mut hands = InlineVec::<Hand, MAX_SEATS>::from_elem(Hand::default(), players as usize);
        for hand in hands.iter_mut() {
            hand.missions = deck::draw_n(&mut mission_pile, MISSIONS_IN_HAND as usize);
            let cards: CardPile = deck::draw_n(&mut lock_pile, START_LOCK_CARDS as usize);
            for c in cards {
                hand.lock[c as usize] += 1;
            }
        }
        let supply = starting_supply(&data.raws);
        State {
            public: Public {
                players,
                turn: 1,
                turn_cap,
                active: 0,
                step: Step::Turn,
                main_done: false,
                mission_done: false,
                offers: 0,
                end_after: None,
                fleet: Fleet::new(players, ships_per_player(players), &data.board),
                supply,
                locks_open: 0,
                seats: InlineVec::from_elem(SeatPublic::default(), players as usize),
                ship_discard: [0; ShipCard::COUNT],
                lock_discard: [0; LockCard::COUNT],
                mission_discard: MissionList::new(),
                sail: None,
                call: None,
                offer: None,
                capped: false,
            },
            hidden: Hidden {
                product_piles,
                mission_pile,
                ship_pile,
                lock_pile,
                hands,
                draft: None,
                seed,
                shuffles: dealer.shuffles,
            },
        }
    }
}

impl Public {
    /// The seat that decides now (ARCHITECTURE: The engine, exactly one), `None` when the game is over.
    #[inline]
    pub fn to_act(&self) -> Option<Seat> {
        // Most steps are the active player's turn or offer: asked first, with one test, where
        // the full match is a jump that a random game mispredicts.
        if matches!(self.step, Step::Turn | Step::Compose) {
            return Some(self.active);
        }
        match self.step {
            Step::Ended => None,
            Step::Fork => {
                let ship = self.sail.as_ref()?.fork?;
                Some(self.fleet.ship(ship).owner)
            }
            Step::AnchorWindow { seat } | Step::AnchorShip { seat } => Some(seat),
            Step::TakeCard { ship } => Some(self.fleet.ship(ship).owner),
            Step::Respond => self.offer.as_ref()?.to,
            Step::Turn
            | Step::Sailing
            | Step::DoubleYield { .. }
            | Step::Compose
            | Step::ExtraShip
            | Step::ChooseColour { .. }
            | Step::StepBackShip
            | Step::StepBackTo { .. }
            | Step::SwapFirst
            | Step::SwapSecond { .. }
            | Step::Locks { .. }
            | Step::ToggleDirection { .. }
            | Step::ToggleLocks { .. } => Some(self.active),
        }
    }

    /// The caller of the call in progress, if any.
    pub fn caller(&self) -> Option<Seat> {
        self.sail.as_ref().map(|s| s.caller)
    }

    /// The seat `k` places clockwise after the active player.
    pub fn after_active(&self, k: u8) -> Seat {
        clockwise(self.active, k, self.players)
    }
}
