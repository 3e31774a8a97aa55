//! Masters of Trade's changing state: `Public` (what everyone sees) and `Hidden` (hands, pile
//! order, the seed), as in Rotterdam.

use serde::{Deserialize, Serialize};

use crate::core::deck::CardPile;
use crate::core::goods::{MAX_HARBOURS, MissionList, ProductPiles};
use crate::core::inline::InlineVec;
use crate::core::seat::MAX_SEATS;

use crate::core::deck;
use crate::core::deck::Dealer;
use crate::core::fleet::{Fleet, ShipId};
use crate::core::goods::starting_supply;
use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS};
use crate::core::navigation::{CardPlay, NavCard};
use crate::core::sailing::Sail;
use crate::core::seat::{Seat, clockwise};
use crate::masters::data::Data;

/// Shipping cards in hand at most (M-3.3); laid VP cards do not count.
pub const HAND_LIMIT: u8 = 3;
/// Raw-material units in a player's stock at most (M-3.1).
pub const STOCK_LIMIT: u8 = 3;
/// Ships the Ship owner may place in one action, and empty ones among them (M-3.1).
pub const OWNER_PLACEMENTS: u8 = 2;
/// Transactions per Trader action (M-3.5).
pub const TRADER_TRANSACTIONS: usize = 3;
/// Size of the face-up displays (M-1).
pub const DISPLAY: usize = 3;
// Stated with the data it bounds, which checks it when loading.
pub use crate::masters::data::MAX_SITES;
/// One harbour's factory sites: the owner of each, built in site order.
pub type FactorySites = InlineVec<Option<Seat>, MAX_SITES>;
/// Default safety cap in rounds (C-7).
pub const DEFAULT_ROUND_CAP: u32 = 60;
/// The steps a bid being composed may be raised by (M-5: any amount up to one's cash; the
/// amount is composed in steps so that the list of legal actions stays short).
pub const BID_STEPS: [u16; 2] = [1, 5];

pub use crate::vocabulary::Character;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersVariants")
)]
pub struct Variants {
    /// A fixed number of rounds; the 15-point trigger is off (M-5).
    pub fixed_rounds: bool,
    /// The Harbour Master's pawn is auctioned before every round (M-5).
    pub auction: bool,
    /// Index of the factory layout in the data (`nl` or `en`, M-5).
    pub factory_layout: u8,
}

/// What the game waits for (besides a card being played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersStage")
)]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Before round 1: place a ship with a free unit, or pass (M-1).
    Setup,
    /// The HM auction (variant `auction`, M-5).
    Auction,
    /// Place a dock worker on a character (M-2), cards first if one likes.
    Plan,
    /// The Ship owner's steps (M-3.1).
    ShipOwner,
    /// The Captain before, between or after calls (M-3.2).
    Captain,
    /// A ship's owner steers at a fork during the Captain's call.
    Fork,
    /// Players take shipping cards (M-3.3).
    DeckHand,
    /// The Discharger names the factory that produces (M-3.4).
    Factory,
    /// The Trader's transactions (M-3.5).
    Trader,
    /// The Manufacturer chooses the harbour (M-3.8).
    Build,
    /// After the character action: cards may still be played (M-2).
    After,
    Ended,
}

/// The Ship owner's action so far (M-3.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersShipOwnerSteps")
)]
pub struct ShipOwnerSteps {
    pub free_taken: bool,
    pub placed: u8,
    pub placed_empty: bool,
    /// Raw materials bought / sold in this action (bit per raw).
    pub bought: u8,
    pub sold: u8,
}

/// Who takes shipping cards now in a Deck hand action (M-3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersDeckHandSteps")
)]
pub struct DeckHandSteps {
    /// Picker, counted clockwise from the Deck hand.
    pub picker: u8,
    /// Cards the picker still takes.
    pub left: u8,
    /// Ships on anchors per seat when the action began (bit-packed counts are small).
    pub anchored: [u8; 4],
}

/// Where the Discharger is (M-3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersDischargeSteps")
)]
pub struct DischargeSteps {
    /// Harbour index (board harbour order).
    pub harbour: u8,
    /// Sites of this harbour that produced in this action (bit per site).
    pub produced: u8,
}

/// The Trader's transactions so far (M-3.5): (buy?, product) pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersTraderSteps")
)]
pub struct TraderSteps {
    pub pairs: [(bool, u8); TRADER_TRANSACTIONS],
    pub count: u8,
    /// Products found not to be in their pile during this action (bit per product).
    pub unavailable: u8,
}

impl TraderSteps {
    pub fn has(&self, buy: bool, product: u8) -> bool {
        self.pairs[..self.count as usize].contains(&(buy, product))
    }

    /// The products bought and the products sold so far, as bit sets.
    pub fn traded(&self) -> (u16, u16) {
        let (mut bought, mut sold) = (0u16, 0u16);
        for &(buy, product) in &self.pairs[..self.count as usize] {
            if buy {
                bought |= 1 << product;
            } else {
                sold |= 1 << product;
            }
        }
        (bought, sold)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersAuction")
)]
pub struct Auction {
    pub high: u16,
    pub bidder: Option<Seat>,
}

/// What everyone knows about a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersSeatPublic")
)]
pub struct SeatPublic {
    pub money: i32,
    /// Raw-material units in stock, per type (public, M-3.1).
    pub stock: [u8; MAX_RAWS],
    pub completed: MissionList,
    pub points: u16,
    /// VP shipping cards laid face up, per type.
    pub table: [u8; NavCard::COUNT],
    /// Product cards in hand that everyone saw taken (C-6), per type.
    pub known_products: [u8; MAX_PRODUCTS],
    /// Shipping cards in hand that everyone saw taken from the display (C-6), per type.
    pub known_cards: [u8; NavCard::COUNT],
    pub factories: u8,
    /// The Manufacturer was used this round (M-2).
    pub manufactured: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersPublic")
)]
pub struct Public {
    pub players: u8,
    pub variants: Variants,
    pub round: u32,
    pub round_cap: u32,
    pub hm: Seat,
    pub stage: Stage,
    /// Setup and auction: position in the orbit; rounds: dock workers placed so far.
    pub turn: u8,
    pub workers: u8,
    /// Fields taken per character this round.
    pub fields: [u8; 8],
    pub fleet: Fleet,
    /// Units on the raw-material market, per type.
    pub market: [u8; MAX_RAWS],
    /// Marker per product on its price track.
    pub prices: [u8; MAX_PRODUCTS],
    /// Face-up assignments, shared (M-1).
    pub assignments: InlineVec<u8, DISPLAY>,
    /// Face-up shipping cards (M-1).
    pub shipping: InlineVec<u8, DISPLAY>,
    pub nav_discard: [u8; NavCard::COUNT],
    /// Factory owners per harbour, by site (built in site order).
    pub factories: InlineVec<FactorySites, MAX_HARBOURS>,
    pub seats: InlineVec<SeatPublic, MAX_SEATS>,
    /// Money the bank paid out minus what it received (M-1: the bank is unlimited).
    pub bank_paid: i64,
    pub ship_owner: ShipOwnerSteps,
    pub captain_calls: u8,
    pub sail: Option<Sail>,
    pub deck: DeckHandSteps,
    pub discharge: DischargeSteps,
    /// A product pile whose top is face down for now (the factory card is being handed out).
    pub unturned: Option<u8>,
    pub trader: TraderSteps,
    pub auction: Auction,
    pub card: Option<CardPlay>,
    pub capped: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersHand")
)]
pub struct Hand {
    pub products: [u8; MAX_PRODUCTS],
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
    pub product_piles: ProductPiles,
    pub assignment_pile: MissionList,
    pub shipping_pile: CardPile,
    pub hands: InlineVec<Hand, MAX_SEATS>,
    /// The auction (M-5): what the seat to bid has added to the lowest bid it may place, not
    /// yet placed; private to that seat until placed (C-6). Zero outside a bidder's slot.
    pub bid_raise: u16,
    pub seed: u64,
    pub shuffles: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    pub public: Public,
    pub hidden: Hidden,
}

/// Rounds of the `fixed_rounds` variant (M-5).
pub fn fixed_rounds(players: u8) -> u32 {
    match players {
        2 => 10,
        3 => 8,
        _ => 6,
    }
}

impl State {
    /// Setup (M-1): open product piles, 3 face-up assignments and shipping cards, the market
    /// full, the first HM drawn by lot.
    pub fn new(data: &Data, players: u8, variants: Variants, seed: u64, round_cap: u32) -> State {
        let base = &data.base;
        let mut dealer = Dealer::new(seed);
        let product_piles = dealer.product_piles(&base.board, &base.products);
        let mut assignment_pile = dealer.mission_pile(base.missions.len());
        let mut shipping_pile = dealer.counted_pile(&base.navigation);
        let lot: InlineVec<Seat, MAX_SEATS> = dealer.shuffled((0..players).collect());
        let assignments = deck::draw_n(&mut assignment_pile, DISPLAY);
        let shipping = deck::draw_n(&mut shipping_pile, DISPLAY);
        let setup = data.setup(players);
        let market = starting_supply(&base.raws);
        let mut prices = [0u8; MAX_PRODUCTS];
        for (i, t) in data.product_market.iter().enumerate() {
            prices[i] = t.start;
        }
        let factories = data
            .layout(variants.factory_layout)
            .iter()
            .map(|s| FactorySites::from_elem(None, s.prices.len()))
            .collect();
        let seat = SeatPublic {
            money: setup.money as i32,
            ..SeatPublic::default()
        };
        let cap = if variants.fixed_rounds {
            fixed_rounds(players)
        } else {
            round_cap
        };
        State {
            public: Public {
                players,
                variants,
                round: 1,
                round_cap: cap,
                hm: lot[0],
                stage: Stage::Setup,
                turn: 0,
                workers: setup.dock_workers,
                fields: [0; 8],
                fleet: Fleet::new(players, setup.ships, &base.board),
                market,
                prices,
                assignments,
                shipping,
                nav_discard: [0; NavCard::COUNT],
                factories,
                seats: InlineVec::from_elem(seat, players as usize),
                bank_paid: 0,
                ship_owner: ShipOwnerSteps::default(),
                captain_calls: 0,
                sail: None,
                deck: DeckHandSteps::default(),
                discharge: DischargeSteps::default(),
                unturned: None,
                trader: TraderSteps::default(),
                auction: Auction::default(),
                card: None,
                capped: false,
            },
            hidden: Hidden {
                product_piles,
                assignment_pile,
                shipping_pile,
                hands: InlineVec::from_elem(Hand::default(), players as usize),
                bid_raise: 0,
                seed,
                shuffles: dealer.shuffles,
            },
        }
    }
}

impl Public {
    /// The seat whose dock worker (or setup placement) it is.
    pub fn current(&self) -> Seat {
        clockwise(self.hm, self.turn, self.players)
    }

    /// The seat that decides now, `None` when the game is over.
    #[inline(always)]
    pub fn to_act(&self) -> Option<Seat> {
        if let Some(card) = &self.card {
            return Some(card.player);
        }
        // Most stages are the current dock worker's: asked first, with one test, where the
        // full match is a jump that a random game mispredicts; this part is inlined where it
        // is asked, the rest is not.
        if !matches!(
            self.stage,
            Stage::Ended | Stage::Fork | Stage::DeckHand | Stage::Auction
        ) {
            return Some(self.current());
        }
        self.actor_in_other_stages()
    }

    /// [`Public::to_act`] in the stages that are not the current dock worker's.
    #[inline(never)]
    fn actor_in_other_stages(&self) -> Option<Seat> {
        match self.stage {
            Stage::Ended => None,
            Stage::Fork => Some(self.fleet.ship(self.sail.as_ref()?.fork?).owner),
            Stage::DeckHand => Some(clockwise(self.current(), self.deck.picker, self.players)),
            Stage::Auction => Some(clockwise(self.hm, 1 + self.turn, self.players)),
            _ => Some(self.current()),
        }
    }

    /// The lowest bid the seat to bid may place: one more than the high bid (M-5).
    pub fn lowest_bid(&self) -> u16 {
        self.auction.high + 1
    }

    /// Fields per character: one fewer with two players (M-2).
    pub fn fields_per_character(&self, data: &Data) -> u8 {
        if self.players == 2 {
            data.fields - 1
        } else {
            data.fields
        }
    }

    pub fn stock_total(&self, seat: Seat) -> u8 {
        self.seats[seat as usize].stock.iter().sum()
    }

    /// The ship being unloaded that is matched: its cargo is what its harbour accepts.
    pub fn matching(&self, data: &Data, ship: ShipId) -> bool {
        let s = self.fleet.ship(ship);
        match (s.pos, s.cargo) {
            (Some(p), Some(c)) => data.base.accepts[p as usize] == Some(c),
            _ => false,
        }
    }
}
