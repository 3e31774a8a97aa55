//! The fixed action index: every [`Action`] of a rule set ↔ one integer in `0..size`, the
//! same for every game of that rule set (any player count, variant or data folder), so a
//! policy network's output layer and a legal-action mask keep their meaning.
//!
//! # Layout
//! A rule set's index is a list of **blocks**, one per kind of action it uses, in the order of
//! [`KINDS`]; a block has one slot per combination of its fields, in mixed radix with the
//! last field varying fastest. The field ranges are fixed bounds, not the data's counts, so
//! another data folder keeps the same index (a game whose data exceeds them is refused, see
//! [`fits`]):
//!
//! | field      | slots | meaning                                                    |
//! |------------|------:|------------------------------------------------------------|
//! | position   |    64 | a board position id                                        |
//! | ship       |    16 | a ship id                                                  |
//! | raw        |     4 | a raw material id (`raw?`: 0 = none, 1 + id)               |
//! | product    |     8 | a product id (`product?`: 0 = none, 1 + id)                |
//! | mission    |    64 | a mission (Masters: assignment) id                         |
//! | seat       |     4 | a seat                                                     |
//!
//! `Bid` is one slot: "place the bid I composed" (its amount is the composed amount, which the
//! state fixes; at most one `Bid` is ever legal). `RaiseBid` has a slot per raise step (1, 5).
//! [`layout`] lists the blocks with their offsets; `havenbaron.action_layout(ruleset)` in
//! Python returns the same list. Every index has fewer than 2^16 slots, so an integer fits
//! 16 bits (the batch keeps them so).

use havenbaron_engine::vocabulary::{CardPile, Character, LockCard, NavCard, ShipCard};
use havenbaron_engine::{Action, Colour, Ruleset};

pub use crate::bounds::{
    DISPLAY, LOCKS, MISSIONS, POSITIONS, PRODUCTS, RAISES, RAWS, SEATS, SHIPS, SITES,
};

/// A kind of action: its name (the action's JSON `type`) and its fields with their ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: &'static str,
    pub fields: &'static [(&'static str, u32)],
}

const fn k(name: &'static str, fields: &'static [(&'static str, u32)]) -> Kind {
    Kind { name, fields }
}

/// Every kind of action, in index order. A rule set's index keeps this order and leaves out
/// the kinds it never uses ([`kinds_of`]).
pub const KINDS: [Kind; 35] = [
    k("pass", &[]),
    k("continue", &[]),
    k("place_ship", &[("start", POSITIONS), ("cargo?", RAWS + 1)]),
    k("call_colour", &[("colour", 5)]),
    k("steer_fork", &[("to", POSITIONS)]),
    k("play_card", &[("card", NavCard::COUNT as u32)]),
    k("lay_card", &[("card", NavCard::COUNT as u32)]),
    k("select_ship", &[("ship", SHIPS)]),
    k("select_position", &[("pos", POSITIONS)]),
    k("add_give", &[("product", PRODUCTS)]),
    k("add_ask", &[("product", PRODUCTS)]),
    k("send_offer", &[("to", SEATS)]),
    k("withdraw", &[]),
    k("accept", &[]),
    k("decline", &[]),
    k(
        "complete_mission",
        &[("mission", MISSIONS), ("joker?", PRODUCTS + 1)],
    ),
    k("bid", &[]),
    k("raise_bid", &[("by", RAISES.len() as u32)]),
    k("choose_character", &[("character", 8)]),
    k("end_action", &[]),
    k("take_free", &[("raw", RAWS), ("start?", POSITIONS + 1)]),
    k("buy_raw", &[("raw", RAWS)]),
    k("sell_raw", &[("raw", RAWS)]),
    k("take_shipping", &[("display?", DISPLAY + 1)]),
    k("choose_factory", &[("site", SITES)]),
    k("sell_product", &[("product", PRODUCTS)]),
    k("buy_product", &[("product", PRODUCTS)]),
    k("build_factory", &[("harbour", POSITIONS)]),
    k("swap_mission", &[("mission", MISSIONS)]),
    k("end_turn", &[]),
    k("take_card", &[("pile", 2)]),
    k("play_ship_card", &[("card", ShipCard::COUNT as u32)]),
    k("play_lock_card", &[("card", LockCard::COUNT as u32)]),
    k("select_lock", &[("lock", LOCKS)]),
    k("set_locks", &[("open", 2)]),
];

/// Which kinds (positions in [`KINDS`]) a rule set uses: the rule set's own list
/// (`crate::rulesets`).
pub fn kinds_of(ruleset: Ruleset) -> &'static [usize] {
    crate::rulesets::of(ruleset).kinds
}

/// One block of a rule set's index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    pub kind: Kind,
    pub offset: u32,
    pub size: u32,
}

/// A rule set's blocks, with their offsets.
pub fn layout(ruleset: Ruleset) -> Vec<Block> {
    let mut offset = 0;
    kinds_of(ruleset)
        .iter()
        .map(|&i| {
            let kind = KINDS[i];
            let size = kind.fields.iter().map(|f| f.1).product::<u32>();
            let block = Block { kind, offset, size };
            offset += size;
            block
        })
        .collect()
}

/// The index of one rule set: what `encode` and `decode` need, computed once.
#[derive(Clone, Debug)]
pub struct ActionIndex {
    ruleset: Ruleset,
    /// Offset of each kind of [`KINDS`]; `u32::MAX` for kinds the rule set does not use.
    offsets: [u32; KINDS.len()],
    /// Slots of each kind's block.
    sizes: [u32; KINDS.len()],
    size: u32,
    /// The action of every slot ([`ActionIndex::decode`], computed once): applying an
    /// integer is a table lookup.
    actions: Vec<Action>,
}

impl ActionIndex {
    pub fn new(ruleset: Ruleset) -> ActionIndex {
        let mut offsets = [u32::MAX; KINDS.len()];
        let blocks = layout(ruleset);
        for (b, &i) in blocks.iter().zip(kinds_of(ruleset)) {
            offsets[i] = b.offset;
        }
        let sizes = KINDS.map(|k| k.fields.iter().map(|f| f.1).product());
        let size = blocks.last().map_or(0, |b| b.offset + b.size);
        assert!(size <= 1 << 16, "an index's integers fit 16 bits");
        let mut index = ActionIndex {
            ruleset,
            offsets,
            sizes,
            size,
            actions: Vec::new(),
        };
        index.actions = (0..size)
            .map(|i| index.decode(i).expect("every slot decodes"))
            .collect();
        index
    }

    /// The action of slot `i` (below [`ActionIndex::size`]) by table lookup. The action of a
    /// legal integer is the legal action itself, except `bid`, whose amount the state fixes
    /// (it comes back with amount 0; see the module docs).
    #[inline]
    pub fn action(&self, i: u32) -> Action {
        self.actions[i as usize]
    }

    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The number of slots (OpenSpiel's `num_distinct_actions`).
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The kind (position in [`KINDS`]) and the slot within its block; `None` when an id of a
    /// two-field action is beyond its range (it would land in the slot of the next value of
    /// the first field). A one-field id beyond its range gives a slot past the block, which
    /// [`ActionIndex::encode`] refuses.
    #[inline]
    fn split(action: &Action) -> Option<(usize, u32)> {
        use Action as A;
        let p = |v: u8| v as u32;
        let within = |v: u8, bound: u32| (p(v) < bound).then_some(p(v));
        // An optional id below `bound`: 0 for none, 1 + id.
        let opt_within = |v: Option<u8>, bound: u32| match v {
            None => Some(0),
            Some(v) => (p(v) < bound).then_some(p(v) + 1),
        };
        Some(match *action {
            A::Pass => (0, 0),
            A::Continue => (1, 0),
            A::PlaceShip { start, cargo } => (
                2,
                within(start, POSITIONS)? * (RAWS + 1) + opt_within(cargo, RAWS)?,
            ),
            A::CallColour { colour } => (3, colour.index() as u32),
            A::SteerFork { to } => (4, p(to)),
            A::PlayCard { card } => (5, card as u32),
            A::LayCard { card } => (6, card as u32),
            A::SelectShip { ship } => (7, p(ship)),
            A::SelectPosition { pos } => (8, p(pos)),
            A::AddGive { product } => (9, p(product)),
            A::AddAsk { product } => (10, p(product)),
            A::SendOffer { to } => (11, p(to)),
            A::Withdraw => (12, 0),
            A::Accept => (13, 0),
            A::Decline => (14, 0),
            A::CompleteMission { mission, joker } => (
                15,
                within(mission, MISSIONS)? * (PRODUCTS + 1) + opt_within(joker, PRODUCTS)?,
            ),
            A::Bid { .. } => (16, 0),
            A::RaiseBid { by } => (17, RAISES.iter().position(|&r| r == by)? as u32),
            A::ChooseCharacter { character } => (18, character as u32),
            A::EndAction => (19, 0),
            A::TakeFree { raw, start } => (
                20,
                within(raw, RAWS)? * (POSITIONS + 1) + opt_within(start, POSITIONS)?,
            ),
            A::BuyRaw { raw } => (21, p(raw)),
            A::SellRaw { raw } => (22, p(raw)),
            A::TakeShipping { display } => (23, opt_within(display, DISPLAY)?),
            A::ChooseFactory { site } => (24, p(site)),
            A::SellProduct { product } => (25, p(product)),
            A::BuyProduct { product } => (26, p(product)),
            A::BuildFactory { harbour } => (27, p(harbour)),
            A::SwapMission { mission } => (28, p(mission)),
            A::EndTurn => (29, 0),
            A::TakeCard { pile } => (30, pile as u32),
            A::PlayShipCard { card } => (31, card as u32),
            A::PlayLockCard { card } => (32, card as u32),
            A::SelectLock { lock } => (33, p(lock)),
            A::SetLocks { open } => (34, open as u32),
        })
    }

    /// The integer of `action`; `None` if the rule set has no slot for it (a kind it never
    /// uses, or an id beyond the fixed bounds). No division, and one branch on the kind: this
    /// runs for every legal action of every step.
    #[inline]
    pub fn encode(&self, action: &Action) -> Option<u32> {
        let (kind, slot) = Self::split(action)?;
        let offset = self.offsets[kind];
        (offset != u32::MAX && slot < self.sizes[kind]).then_some(offset + slot)
    }

    /// The action of slot `index`, `None` outside `0..size`. A `bid` decodes with amount 0:
    /// the amount is the state's (see the module docs), so apply through the legal list.
    pub fn decode(&self, index: u32) -> Option<Action> {
        let block = layout(self.ruleset)
            .into_iter()
            .find(|b| (b.offset..b.offset + b.size).contains(&index))?;
        let mut slot = index - block.offset;
        let mut values = [0u32; 2];
        for (i, f) in block.kind.fields.iter().enumerate().rev() {
            values[i] = slot % f.1;
            slot /= f.1;
        }
        let [a, b] = values;
        let id = |v: u32| v as u8;
        let opt_id = |v: u32| (v > 0).then(|| (v - 1) as u8);
        use Action as A;
        Some(match block.kind.name {
            "pass" => A::Pass,
            "continue" => A::Continue,
            "place_ship" => A::PlaceShip {
                start: id(a),
                cargo: opt_id(b),
            },
            "call_colour" => A::CallColour {
                colour: Colour::ALL[a as usize],
            },
            "steer_fork" => A::SteerFork { to: id(a) },
            "play_card" => A::PlayCard {
                card: NavCard::ALL[a as usize],
            },
            "lay_card" => A::LayCard {
                card: NavCard::ALL[a as usize],
            },
            "select_ship" => A::SelectShip { ship: id(a) },
            "select_position" => A::SelectPosition { pos: id(a) },
            "add_give" => A::AddGive { product: id(a) },
            "add_ask" => A::AddAsk { product: id(a) },
            "send_offer" => A::SendOffer { to: id(a) },
            "withdraw" => A::Withdraw,
            "accept" => A::Accept,
            "decline" => A::Decline,
            "complete_mission" => A::CompleteMission {
                mission: id(a),
                joker: opt_id(b),
            },
            "bid" => A::Bid { amount: 0 },
            "raise_bid" => A::RaiseBid {
                by: RAISES[a as usize],
            },
            "choose_character" => A::ChooseCharacter {
                character: Character::ALL[a as usize],
            },
            "end_action" => A::EndAction,
            "take_free" => A::TakeFree {
                raw: id(a),
                start: opt_id(b),
            },
            "buy_raw" => A::BuyRaw { raw: id(a) },
            "sell_raw" => A::SellRaw { raw: id(a) },
            "take_shipping" => A::TakeShipping { display: opt_id(a) },
            "choose_factory" => A::ChooseFactory { site: id(a) },
            "sell_product" => A::SellProduct { product: id(a) },
            "buy_product" => A::BuyProduct { product: id(a) },
            "build_factory" => A::BuildFactory { harbour: id(a) },
            "swap_mission" => A::SwapMission { mission: id(a) },
            "end_turn" => A::EndTurn,
            "take_card" => A::TakeCard {
                pile: [CardPile::Ship, CardPile::Lock][a as usize],
            },
            "play_ship_card" => A::PlayShipCard {
                card: ShipCard::ALL[a as usize],
            },
            "play_lock_card" => A::PlayLockCard {
                card: LockCard::ALL[a as usize],
            },
            "select_lock" => A::SelectLock { lock: id(a) },
            "set_locks" => A::SetLocks { open: a == 1 },
            other => unreachable!("every kind decodes: {other}"),
        })
    }
}

/// Does a game's data fit the fixed bounds? (A replacement data folder could hold a bigger
/// board.) `positions`, `missions` are the data's counts.
pub fn fits(positions: usize, missions: usize) -> bool {
    positions as u32 <= POSITIONS && missions as u32 <= MISSIONS
}
