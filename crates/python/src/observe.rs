//! The observation tensor: a dense vector of floats built from one seat's [`View`] (and
//! nothing else, so it holds exactly what that seat may know, C-6), with a documented layout
//! per rule set and player count.
//!
//! # Encoding
//! A rule set's encoder writes named **fields** one after the other, always the same fields
//! of the same sizes for a rule set and player count (never depending on the state), so the
//! size is fixed ([`size`]) and [`layout`] lists every field with its offset. Three kinds of
//! field:
//! - `one-hot`: 1 at the value's place, all 0 for none (an absent ship, no offer);
//! - `counts` / `multi-hot`: one float per type or id (cards held per type; 1 per mission
//!   held or completed);
//! - `number`: the value as it is, not scaled (round, money, pile sizes).
//!
//! **Seats are relative to the viewer**: `seat+0` is the viewer, `seat+1` the next seat
//! clockwise, and so on; a seat inside a field (who is to act, an offer's addressee) is
//! written the same way, and ships are listed in that order too (the viewer's ships first,
//! by id). A spectator's view (no viewer) counts from seat 0 and has its own-hand fields all
//! 0. Board positions, missions, product piles and factory sites take as many places as the
//! rule set's built-in data has ([`Dims`]: every game of the package plays on it); products
//! and raw materials the action index's bounds (8, 4).

use std::sync::OnceLock;

use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::navigation::{CardPlay, CardStage};
use havenbaron_engine::core::sailing::Sail;
use havenbaron_engine::core::trade::Offer;
use havenbaron_engine::vocabulary::{LockCard, NavCard, ShipCard};
use havenbaron_engine::{
    Config, DataSet, Game, Ruleset, Seat, View, antwerpen, masters, rotterdam,
};

use crate::index::{PRODUCTS, RAWS};

/// Locks at most (Antwerpen).
pub const LOCKS: usize = 8;

/// The sizes of a rule set's built-in data that the layout follows.
#[derive(Clone, Copy, Debug)]
pub struct Dims {
    /// Board positions.
    pub positions: usize,
    /// Missions (Masters: assignments).
    pub missions: usize,
    /// Product piles, one per harbour.
    pub harbours: usize,
    /// Masters: harbours with factories, and sites in one such harbour, at most over the
    /// factory layouts (0 elsewhere).
    pub factory_harbours: usize,
    pub sites: usize,
}

impl Dims {
    pub fn of(ruleset: Ruleset) -> Dims {
        static DIMS: OnceLock<[Dims; 3]> = OnceLock::new();
        let all = DIMS.get_or_init(|| {
            let data = DataSet::builtin();
            Ruleset::ALL.map(|r| {
                let harbours = match first_view(r, 2) {
                    View::Rotterdam(v) => v.piles.products.len(),
                    View::Masters(v) => v.piles.products.len(),
                    View::Antwerpen(v) => v.piles.products.len(),
                };
                let (positions, missions, factory_harbours, sites) = match r {
                    Ruleset::Rotterdam => (
                        data.rotterdam.board.len(),
                        data.rotterdam.missions.len(),
                        0,
                        0,
                    ),
                    Ruleset::Masters => {
                        let m = &data.masters;
                        let layouts = m.layouts.iter().map(|(_, sites)| sites);
                        let sites = layouts
                            .clone()
                            .flat_map(|h| h.iter().map(|s| s.prices.len()))
                            .max()
                            .unwrap_or(0);
                        let harbours = layouts.map(|h| h.len()).max().unwrap_or(0);
                        (m.base.board.len(), m.base.missions.len(), harbours, sites)
                    }
                    Ruleset::Antwerpen => {
                        let a = &data.antwerpen.harbours;
                        (a.board.len(), a.missions.len(), 0, 0)
                    }
                };
                Dims {
                    positions,
                    missions,
                    harbours,
                    factory_harbours,
                    sites,
                }
            })
        });
        let r = Ruleset::ALL.iter().position(|&x| x == ruleset);
        all[r.expect("listed")]
    }
}

/// One field of a layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub offset: usize,
    pub size: usize,
    /// `one-hot`, `counts`, `multi-hot`, `number` or `flag`.
    pub encoding: &'static str,
}

/// A field's name, built only when a layout is recorded.
pub trait Name {
    fn name(self) -> String;
}

impl Name for &str {
    fn name(self) -> String {
        self.to_string()
    }
}

impl<F: FnOnce() -> String> Name for F {
    fn name(self) -> String {
        self()
    }
}

/// Writes fields one after the other into `out`, recording them when asked.
pub struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
    fields: Option<Vec<Field>>,
}

impl<'a> Writer<'a> {
    fn new(out: &'a mut [f32], record: bool) -> Writer<'a> {
        out.fill(0.0);
        Writer {
            out,
            at: 0,
            fields: record.then(Vec::new),
        }
    }

    /// The next `size` floats (zeroed), as field `name`.
    fn take(&mut self, name: impl Name, size: usize, encoding: &'static str) -> &mut [f32] {
        if let Some(fields) = &mut self.fields {
            fields.push(Field {
                name: name.name(),
                offset: self.at,
                size,
                encoding,
            });
        }
        let at = self.at;
        self.at += size;
        &mut self.out[at..at + size]
    }

    /// 1 at `value` among `n` places; nothing for `None` (or a value past the bound).
    pub fn one_hot(&mut self, name: impl Name, n: usize, value: Option<usize>) {
        let s = self.take(name, n, "one-hot");
        if let Some(v) = value.filter(|&v| v < n) {
            s[v] = 1.0;
        }
    }

    /// One number per type.
    pub fn counts<T: Into<f32> + Copy>(&mut self, name: impl Name, n: usize, values: &[T]) {
        let s = self.take(name, n, "counts");
        for (x, &v) in s.iter_mut().zip(values) {
            *x = v.into();
        }
    }

    /// 1 at each id of `ids` among `n` places.
    pub fn multi_hot(&mut self, name: impl Name, n: usize, ids: impl IntoIterator<Item = usize>) {
        let s = self.take(name, n, "multi-hot");
        for id in ids {
            if id < n {
                s[id] = 1.0;
            }
        }
    }

    pub fn number(&mut self, name: impl Name, x: f32) {
        self.take(name, 1, "number")[0] = x;
    }

    pub fn flag(&mut self, name: impl Name, b: bool) {
        self.take(name, 1, "flag")[0] = if b { 1.0 } else { 0.0 };
    }
}

/// Seats and ships counted from the viewer (see the module docs).
#[derive(Clone, Copy)]
struct Seats {
    players: usize,
    viewer: usize,
    per_player: usize,
    dims: Dims,
}

impl Seats {
    fn new(ruleset: Ruleset, players: u8, viewer: Option<Seat>, fleet: &Fleet) -> Seats {
        Seats {
            players: players as usize,
            viewer: viewer.unwrap_or(0) as usize,
            per_player: fleet.per_player as usize,
            dims: Dims::of(ruleset),
        }
    }

    /// The viewer-relative number of `seat`.
    fn rel(&self, seat: Seat) -> usize {
        (seat as usize + self.players - self.viewer) % self.players
    }

    /// The absolute seat `r` seats after the viewer.
    fn abs(&self, r: usize) -> usize {
        (self.viewer + r) % self.players
    }

    fn ships(&self) -> usize {
        self.players * self.per_player
    }

    /// The place of ship `id` in the viewer-relative order.
    fn rel_ship(&self, id: u8) -> usize {
        let (owner, k) = (id as usize / self.per_player, id as usize % self.per_player);
        self.rel(owner as Seat) * self.per_player + k
    }

    /// The ship at place `i` of the viewer-relative order.
    fn abs_ship(&self, i: usize) -> usize {
        self.abs(i / self.per_player) * self.per_player + i % self.per_player
    }

    fn seat(&self, w: &mut Writer, name: &str, seat: Option<Seat>) {
        w.one_hot(name, self.players, seat.map(|s| self.rel(s)));
    }

    fn ship(&self, w: &mut Writer, name: &str, ship: Option<u8>) {
        w.one_hot(name, self.ships(), ship.map(|s| self.rel_ship(s)));
    }

    /// Per ship, viewer-relative: its position (one place per board position, then one for
    /// "in the supply") and its cargo (a raw material; all 0 when empty).
    fn fleet(&self, w: &mut Writer, fleet: &Fleet) {
        let positions = self.dims.positions;
        for i in 0..self.ships() {
            let ship = &fleet.ships[self.abs_ship(i)];
            let pos = ship.pos.map_or(positions, |p| p as usize);
            w.one_hot(
                || format!("ship[{i}].position ({positions}: in the supply)"),
                positions + 1,
                Some(pos),
            );
            w.one_hot(
                || format!("ship[{i}].cargo"),
                RAWS as usize,
                ship.cargo.map(|c| c as usize),
            );
        }
    }

    /// A call being sailed (C-2): its colour, caller, which ships moved, the ship waiting at
    /// a fork.
    fn sail(&self, w: &mut Writer, sail: Option<&Sail>) {
        w.flag("sail.present", sail.is_some());
        w.one_hot("sail.colour", 5, sail.map(|s| s.colour.index()));
        self.seat(w, "sail.caller", sail.map(|s| s.caller));
        let moved = sail.map_or(0, |s| s.moved);
        let moved = (0..self.ships()).filter(|&i| moved >> self.abs_ship(i) & 1 == 1);
        w.multi_hot("sail.moved (per ship)", self.ships(), moved);
        self.ship(w, "sail.fork (ship)", sail.and_then(|s| s.fork));
        w.flag("sail.moved_in_pass", sail.is_some_and(|s| s.moved_in_pass));
    }

    /// A trade offer: who makes it, to whom, what it gives and asks.
    fn offer(&self, w: &mut Writer, name: &str, offer: Option<&Offer>) {
        w.flag(|| format!("{name}.present"), offer.is_some());
        self.seat(w, &format!("{name}.from"), offer.map(|o| o.from));
        self.seat(w, &format!("{name}.to"), offer.and_then(|o| o.to));
        let none = [0u8; PRODUCTS as usize];
        w.counts(
            || format!("{name}.give"),
            PRODUCTS as usize,
            offer.map_or(&none, |o| &o.give),
        );
        w.counts(
            || format!("{name}.ask"),
            PRODUCTS as usize,
            offer.map_or(&none, |o| &o.ask),
        );
    }

    /// A navigation card being played (Rotterdam, Masters): the card, its player, its stage
    /// and the stage's ship and steps.
    fn card(&self, w: &mut Writer, card: Option<&CardPlay>) {
        w.flag("card.present", card.is_some());
        w.one_hot("card.card", NavCard::COUNT, card.map(|c| c.card as usize));
        self.seat(w, "card.player", card.map(|c| c.player));
        let (stage, ship, steps) = match card.map(|c| c.stage) {
            None => (None, None, 0),
            Some(CardStage::Ship) => (Some(0), None, 0),
            Some(CardStage::SecondShip { first }) => (Some(1), Some(first), 0),
            Some(CardStage::Back { ship, steps }) => (Some(2), Some(ship), steps),
            Some(CardStage::Receiver { source }) => (Some(3), Some(source), 0),
            Some(CardStage::ReceiverStart { source }) => (Some(4), Some(source), 0),
            Some(CardStage::Place) => (Some(5), None, 0),
        };
        w.one_hot(
            "card.stage (ship, second_ship, back, receiver, receiver_start, place)",
            6,
            stage,
        );
        self.ship(w, "card.stage_ship", ship);
        w.number("card.stage_steps", steps as f32);
    }
}

/// Product piles: their sizes and face-up tops (open piles), per harbour.
fn product_piles(w: &mut Writer, dims: Dims, sizes: &[u8], tops: &[Option<u8>]) {
    w.counts("piles.products (size per harbour)", dims.harbours, sizes);
    for h in 0..dims.harbours {
        w.one_hot(
            || format!("piles.product_top[{h}]"),
            PRODUCTS as usize,
            tops.get(h).copied().flatten().map(|p| p as usize),
        );
    }
}

fn ids(v: &[u8]) -> impl Iterator<Item = usize> + '_ {
    v.iter().map(|&m| m as usize)
}

fn rotterdam(w: &mut Writer, v: &rotterdam::View) {
    let p = &v.public;
    let seats = Seats::new(Ruleset::Rotterdam, p.players, v.viewer, &p.fleet);
    w.flag("seated (the viewer holds a hand)", v.hand.is_some());
    seats.seat(w, "to_act", v.to_act);
    w.number("round", p.round as f32);
    w.number("round_cap", p.round_cap as f32);
    seats.seat(w, "harbour_master", Some(p.hm));
    w.one_hot(
        "phase (place, navigate, cards, unload, trade, missions)",
        6,
        Some(p.phase as usize - 1),
    );
    w.number("turn (in the phase's order)", p.turn as f32);
    let step = match p.step {
        rotterdam::Step::Slot => 0,
        rotterdam::Step::Fork => 1,
        rotterdam::Step::Compose => 2,
        rotterdam::Step::Respond => 3,
        rotterdam::Step::Ended => 4,
    };
    w.one_hot("step (slot, fork, compose, respond, ended)", 5, Some(step));
    w.flag("variant.safe_harbour", p.variants.safe_harbour);
    w.flag("variant.open_products", p.variants.open_products);
    w.counts("supply (raw materials)", RAWS as usize, &p.supply);
    w.number("trade_passes", p.trade_passes as f32);
    w.flag("capped", p.capped);
    w.counts("nav_discard (per card)", NavCard::COUNT, &p.nav_discard);
    seats.fleet(w, &p.fleet);
    for r in 0..seats.players {
        let s = &p.seats[seats.abs(r)];
        let h = &v.hand_sizes[seats.abs(r)];
        w.counts(
            || format!("seat+{r}.table (VP cards per card)"),
            NavCard::COUNT,
            &s.table,
        );
        w.multi_hot(
            || format!("seat+{r}.completed (missions)"),
            seats.dims.missions,
            ids(&s.completed),
        );
        w.number(
            || format!("seat+{r}.mission_points"),
            s.mission_points as f32,
        );
        w.number(|| format!("seat+{r}.offers"), s.offers as f32);
        w.number(|| format!("seat+{r}.anchored"), s.anchored as f32);
        w.counts(
            || format!("seat+{r}.known_products"),
            PRODUCTS as usize,
            &s.known_products,
        );
        w.number(|| format!("seat+{r}.hand.products"), h.products as f32);
        w.number(|| format!("seat+{r}.hand.missions"), h.missions as f32);
        w.number(|| format!("seat+{r}.hand.navigation"), h.navigation as f32);
    }
    product_piles(w, seats.dims, &v.piles.products, &v.piles.product_tops);
    w.number("piles.missions", v.piles.missions as f32);
    w.number("piles.navigation", v.piles.navigation as f32);
    seats.sail(w, p.sail.as_ref());
    seats.offer(w, "offer", p.offer.as_ref());
    seats.card(w, p.card.as_ref());
    let none = Default::default();
    let hand = v.hand.as_ref().unwrap_or(&none);
    w.counts("hand.products", PRODUCTS as usize, &hand.products);
    w.multi_hot("hand.missions", seats.dims.missions, ids(&hand.missions));
    w.counts("hand.navigation (per card)", NavCard::COUNT, &hand.nav);
    seats.offer(w, "draft", v.draft.as_ref());
}

fn masters(w: &mut Writer, v: &masters::View) {
    let p = &v.public;
    let seats = Seats::new(Ruleset::Masters, p.players, v.viewer, &p.fleet);
    w.flag("seated (the viewer holds a hand)", v.hand.is_some());
    seats.seat(w, "to_act", v.to_act);
    w.number("round", p.round as f32);
    w.number("round_cap", p.round_cap as f32);
    seats.seat(w, "harbour_master", Some(p.hm));
    w.one_hot(
        "stage (setup, auction, plan, ship_owner, captain, fork, deck_hand, factory, trader, build, after, ended)",
        12,
        Some(p.stage as usize),
    );
    w.number("turn", p.turn as f32);
    w.flag("variant.fixed_rounds", p.variants.fixed_rounds);
    w.flag("variant.auction", p.variants.auction);
    w.number("variant.factory_layout", p.variants.factory_layout as f32);
    w.number("workers", p.workers as f32);
    w.counts("fields (workers per character)", 8, &p.fields);
    w.counts("market (raw materials)", RAWS as usize, &p.market);
    w.counts("prices (per product)", PRODUCTS as usize, &p.prices);
    w.multi_hot(
        "assignments (face up)",
        seats.dims.missions,
        ids(&p.assignments),
    );
    let mut display = [0u8; NavCard::COUNT];
    for &c in &p.shipping {
        display[c as usize] += 1;
    }
    w.counts(
        "shipping (face-up cards per card)",
        NavCard::COUNT,
        &display,
    );
    w.counts("nav_discard (per card)", NavCard::COUNT, &p.nav_discard);
    for h in 0..seats.dims.factory_harbours {
        for site in 0..seats.dims.sites {
            let owner = p.factories.get(h).and_then(|f| f.get(site));
            // The owner, or the last place for a free site; all 0 where there is no site.
            let place = owner.map(|o| o.map_or(seats.players, |s| seats.rel(s)));
            w.one_hot(
                || format!("factory[{h}][{site}] (owner; {}: free)", seats.players),
                seats.players + 1,
                place,
            );
        }
    }
    w.number("bank_paid", p.bank_paid as f32);
    seats.fleet(w, &p.fleet);
    for r in 0..seats.players {
        let s = &p.seats[seats.abs(r)];
        let h = &v.hand_sizes[seats.abs(r)];
        w.number(|| format!("seat+{r}.money"), s.money as f32);
        w.counts(|| format!("seat+{r}.stock"), RAWS as usize, &s.stock);
        w.multi_hot(
            || format!("seat+{r}.completed (assignments)"),
            seats.dims.missions,
            ids(&s.completed),
        );
        w.number(|| format!("seat+{r}.points"), s.points as f32);
        w.counts(|| format!("seat+{r}.table"), NavCard::COUNT, &s.table);
        w.counts(
            || format!("seat+{r}.known_products"),
            PRODUCTS as usize,
            &s.known_products,
        );
        w.counts(
            || format!("seat+{r}.known_cards"),
            NavCard::COUNT,
            &s.known_cards,
        );
        w.number(|| format!("seat+{r}.factories"), s.factories as f32);
        w.flag(|| format!("seat+{r}.manufactured"), s.manufactured);
        w.number(|| format!("seat+{r}.hand.products"), h.products as f32);
        w.number(|| format!("seat+{r}.hand.shipping"), h.shipping as f32);
    }
    let so = &p.ship_owner;
    w.flag("ship_owner.free_taken", so.free_taken);
    w.number("ship_owner.placed", so.placed as f32);
    w.flag("ship_owner.placed_empty", so.placed_empty);
    w.number("ship_owner.bought", so.bought as f32);
    w.number("ship_owner.sold", so.sold as f32);
    w.number("captain_calls", p.captain_calls as f32);
    w.number("deck.picker", p.deck.picker as f32);
    w.number("deck.left", p.deck.left as f32);
    w.counts("deck.anchored", 4, &p.deck.anchored);
    w.number("discharge.harbour", p.discharge.harbour as f32);
    w.number("discharge.produced", p.discharge.produced as f32);
    w.one_hot(
        "unturned (product pile)",
        seats.dims.harbours,
        p.unturned.map(|u| u as usize),
    );
    for (t, &(buy, product)) in p.trader.pairs.iter().enumerate() {
        let used = t < p.trader.count as usize;
        w.flag(|| format!("trader[{t}].buy"), used && buy);
        w.one_hot(
            || format!("trader[{t}].product"),
            PRODUCTS as usize,
            used.then_some(product as usize),
        );
    }
    w.number("trader.count", p.trader.count as f32);
    w.number("trader.unavailable", p.trader.unavailable as f32);
    w.number("auction.high", p.auction.high as f32);
    seats.seat(w, "auction.bidder", p.auction.bidder);
    w.flag("capped", p.capped);
    seats.sail(w, p.sail.as_ref());
    seats.card(w, p.card.as_ref());
    product_piles(w, seats.dims, &v.piles.products, &v.piles.product_tops);
    w.number("piles.assignments", v.piles.assignments as f32);
    w.number("piles.shipping", v.piles.shipping as f32);
    let none = Default::default();
    let hand = v.hand.as_ref().unwrap_or(&none);
    w.counts("hand.products", PRODUCTS as usize, &hand.products);
    w.counts("hand.shipping (per card)", NavCard::COUNT, &hand.nav);
    w.flag("bid.present", v.bid.is_some());
    w.number("bid.amount", v.bid.unwrap_or(0) as f32);
}

fn antwerpen(w: &mut Writer, v: &antwerpen::View) {
    use antwerpen::Step as S;
    let p = &v.public;
    let seats = Seats::new(Ruleset::Antwerpen, p.players, v.viewer, &p.fleet);
    w.flag("seated (the viewer holds a hand)", v.hand.is_some());
    seats.seat(w, "to_act", v.to_act);
    w.number("turn", p.turn as f32);
    w.number("turn_cap", p.turn_cap as f32);
    seats.seat(w, "active", Some(p.active));
    // The step, and its arguments.
    let (mut seat, mut ship, mut card) = (None, None, None);
    let (mut open, mut left, mut count, mut chosen, mut changed) = (false, 0, 0, 0, false);
    let step = match p.step {
        S::Turn => 0,
        S::Sailing => 1,
        S::Fork => 2,
        S::AnchorWindow { seat: s } => {
            seat = Some(s);
            3
        }
        S::AnchorShip { seat: s } => {
            seat = Some(s);
            4
        }
        S::TakeCard { ship: s } => {
            ship = Some(s);
            5
        }
        S::DoubleYield { ship: s } => {
            ship = Some(s);
            6
        }
        S::Compose => 7,
        S::Respond => 8,
        S::ExtraShip => 9,
        S::ChooseColour { card: c } => {
            card = Some(c as usize);
            10
        }
        S::StepBackShip => 11,
        S::StepBackTo { ship: s } => {
            ship = Some(s);
            12
        }
        S::SwapFirst => 13,
        S::SwapSecond { first } => {
            ship = Some(first);
            14
        }
        S::Locks { open: o, left: l } => {
            (open, left) = (o, l);
            15
        }
        S::ToggleDirection { count: c } => {
            count = c;
            16
        }
        S::ToggleLocks {
            open: o,
            left: l,
            chosen: ch,
            changed: cg,
        } => {
            (open, left, chosen, changed) = (o, l, ch, cg);
            17
        }
        S::Ended => 18,
    };
    w.one_hot(
        "step (turn, sailing, fork, anchor_window, anchor_ship, take_card, double_yield, compose, respond, extra_ship, choose_colour, step_back_ship, step_back_to, swap_first, swap_second, locks, toggle_direction, toggle_locks, ended)",
        19,
        Some(step),
    );
    seats.seat(w, "step.seat", seat);
    seats.ship(w, "step.ship", ship);
    w.one_hot("step.card (ship card)", ShipCard::COUNT, card);
    w.flag("step.open", open);
    w.number("step.left", left as f32);
    w.number("step.count", count as f32);
    w.multi_hot(
        "step.chosen (locks)",
        LOCKS,
        (0..LOCKS).filter(|l| chosen >> l & 1 == 1),
    );
    w.flag("step.changed", changed);
    w.flag("main_done", p.main_done);
    w.flag("mission_done", p.mission_done);
    w.number("offers", p.offers as f32);
    w.flag("end_after.present", p.end_after.is_some());
    w.number("end_after", p.end_after.unwrap_or(0) as f32);
    w.counts("supply (raw materials)", RAWS as usize, &p.supply);
    w.multi_hot(
        "locks_open",
        LOCKS,
        (0..LOCKS).filter(|l| p.locks_open >> l & 1 == 1),
    );
    w.counts("ship_discard (per card)", ShipCard::COUNT, &p.ship_discard);
    w.counts("lock_discard (per card)", LockCard::COUNT, &p.lock_discard);
    w.multi_hot(
        "mission_discard",
        seats.dims.missions,
        ids(&p.mission_discard),
    );
    w.flag("capped", p.capped);
    seats.fleet(w, &p.fleet);
    for r in 0..seats.players {
        let s = &p.seats[seats.abs(r)];
        let h = &v.hand_sizes[seats.abs(r)];
        w.multi_hot(
            || format!("seat+{r}.completed (missions)"),
            seats.dims.missions,
            ids(&s.completed),
        );
        w.number(
            || format!("seat+{r}.mission_points"),
            s.mission_points as f32,
        );
        w.number(|| format!("seat+{r}.fresh_ship"), s.fresh_ship as f32);
        w.number(|| format!("seat+{r}.fresh_lock"), s.fresh_lock as f32);
        w.counts(
            || format!("seat+{r}.known_products"),
            PRODUCTS as usize,
            &s.known_products,
        );
        w.number(|| format!("seat+{r}.hand.products"), h.products as f32);
        w.number(|| format!("seat+{r}.hand.missions"), h.missions as f32);
        w.number(|| format!("seat+{r}.hand.ship_cards"), h.ship_cards as f32);
        w.number(|| format!("seat+{r}.hand.lock_cards"), h.lock_cards as f32);
    }
    let call = p.call.as_ref();
    w.flag("call.present", call.is_some());
    w.one_hot(
        "call.kind (sail, extra_colour, sail_alone)",
        3,
        call.map(|c| match c.kind {
            antwerpen::CallKind::Sail => 0,
            antwerpen::CallKind::ExtraColour => 1,
            antwerpen::CallKind::SailAlone => 2,
        }),
    );
    let held = call.map_or(0, |c| c.held);
    let held = (0..seats.ships()).filter(|&i| held >> seats.abs_ship(i) & 1 == 1);
    w.multi_hot("call.held (per ship)", seats.ships(), held);
    w.number("call.exits", call.map_or(0, |c| c.exits) as f32);
    w.number("call.window", call.map_or(0, |c| c.window) as f32);
    seats.sail(w, p.sail.as_ref());
    seats.offer(w, "offer", p.offer.as_ref());
    product_piles(w, seats.dims, &v.piles.products, &v.piles.product_tops);
    w.number("piles.missions", v.piles.missions as f32);
    w.number("piles.ship_cards", v.piles.ship_cards as f32);
    w.number("piles.lock_cards", v.piles.lock_cards as f32);
    let none = Default::default();
    let hand = v.hand.as_ref().unwrap_or(&none);
    w.counts("hand.products", PRODUCTS as usize, &hand.products);
    w.multi_hot("hand.missions", seats.dims.missions, ids(&hand.missions));
    w.counts("hand.ship_cards", ShipCard::COUNT, &hand.ship);
    w.counts("hand.lock_cards", LockCard::COUNT, &hand.lock);
    w.counts(
        "hand.fresh_ship (received this turn)",
        ShipCard::COUNT,
        &hand.fresh_ship,
    );
    w.counts(
        "hand.fresh_lock (received this turn)",
        LockCard::COUNT,
        &hand.fresh_lock,
    );
    seats.offer(w, "draft", v.draft.as_ref());
}

/// Room for any layout while its size is measured.
const ROOM: usize = 1 << 14;

fn write(view: &View, w: &mut Writer) {
    match view {
        View::Rotterdam(v) => rotterdam(w, v),
        View::Masters(v) => masters(w, v),
        View::Antwerpen(v) => antwerpen(w, v),
    }
}

/// The view of seat 0 at the start of a game of `ruleset` with `players`.
fn first_view(ruleset: Ruleset, players: u8) -> View {
    let game = Game::new(&Config::new(ruleset, players, 0)).expect("a valid player count");
    game.view(Some(0))
}

/// The fields of a rule set's observation with `players` seats, in order.
pub fn layout(ruleset: Ruleset, players: u8) -> Vec<Field> {
    let mut room = vec![0f32; ROOM];
    let mut w = Writer::new(&mut room, true);
    write(&first_view(ruleset, players), &mut w);
    w.fields.expect("recorded")
}

/// Floats in an observation of `ruleset` with `players` seats (2 to 4).
pub fn size(ruleset: Ruleset, players: u8) -> usize {
    static SIZES: OnceLock<[[usize; 3]; 3]> = OnceLock::new();
    let sizes = SIZES.get_or_init(|| {
        Ruleset::ALL.map(|r| {
            [2, 3, 4].map(|n| {
                let mut room = vec![0f32; ROOM];
                let mut w = Writer::new(&mut room, false);
                write(&first_view(r, n), &mut w);
                w.at
            })
        })
    });
    let r = Ruleset::ALL
        .iter()
        .position(|&x| x == ruleset)
        .expect("listed");
    sizes[r][players as usize - 2]
}

/// Fills `out` (length [`size`] of the view's rule set and player count) with the encoding
/// of `view`.
pub fn encode(view: &View, out: &mut [f32]) {
    let mut w = Writer::new(out, false);
    write(view, &mut w);
    assert_eq!(
        w.at,
        w.out.len(),
        "an observation fills exactly its layout's size"
    );
}
