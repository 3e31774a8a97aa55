//! The pieces an observation tensor is built from (see [`crate::observe`] for the encoding
//! and its conventions): the [`Writer`] that lays fields one after the other, the viewer-relative
//! [`Seats`] and the fields every rule set shares (fleet, sailing, offers, navigation cards,
//! product piles). Each rule set's encoder (`crate::rulesets::<id>`) writes its fields with these.

use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::navigation::{CardPlay, CardStage};
use havenbaron_engine::core::sailing::Sail;
use havenbaron_engine::core::trade::Offer;
use havenbaron_engine::vocabulary::NavCard;
use havenbaron_engine::{Config, Game, Ruleset, Seat, View};

use crate::bounds::{PRODUCTS, RAWS};

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
    pub(crate) out: &'a mut [f32],
    pub(crate) at: usize,
    pub(crate) fields: Option<Vec<Field>>,
}

impl<'a> Writer<'a> {
    pub(crate) fn new(out: &'a mut [f32], record: bool) -> Writer<'a> {
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
pub(crate) struct Seats {
    pub(crate) players: usize,
    viewer: usize,
    per_player: usize,
    pub(crate) dims: Dims,
}

impl Seats {
    pub(crate) fn new(dims: Dims, players: u8, viewer: Option<Seat>, fleet: &Fleet) -> Seats {
        Seats {
            players: players as usize,
            viewer: viewer.unwrap_or(0) as usize,
            per_player: fleet.per_player as usize,
            dims,
        }
    }

    /// The viewer-relative number of `seat`.
    pub(crate) fn rel(&self, seat: Seat) -> usize {
        (seat as usize + self.players - self.viewer) % self.players
    }

    /// The absolute seat `r` seats after the viewer.
    pub(crate) fn abs(&self, r: usize) -> usize {
        (self.viewer + r) % self.players
    }

    pub(crate) fn ships(&self) -> usize {
        self.players * self.per_player
    }

    /// The place of ship `id` in the viewer-relative order.
    pub(crate) fn rel_ship(&self, id: u8) -> usize {
        let (owner, k) = (id as usize / self.per_player, id as usize % self.per_player);
        self.rel(owner as Seat) * self.per_player + k
    }

    /// The ship at place `i` of the viewer-relative order.
    pub(crate) fn abs_ship(&self, i: usize) -> usize {
        self.abs(i / self.per_player) * self.per_player + i % self.per_player
    }

    pub(crate) fn seat(&self, w: &mut Writer, name: &str, seat: Option<Seat>) {
        w.one_hot(name, self.players, seat.map(|s| self.rel(s)));
    }

    pub(crate) fn ship(&self, w: &mut Writer, name: &str, ship: Option<u8>) {
        w.one_hot(name, self.ships(), ship.map(|s| self.rel_ship(s)));
    }

    /// Per ship, viewer-relative: its position (one place per board position, then one for
    /// "in the supply") and its cargo (a raw material; all 0 when empty).
    pub(crate) fn fleet(&self, w: &mut Writer, fleet: &Fleet) {
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
    pub(crate) fn sail(&self, w: &mut Writer, sail: Option<&Sail>) {
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
    pub(crate) fn offer(&self, w: &mut Writer, name: &str, offer: Option<&Offer>) {
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
    pub(crate) fn card(&self, w: &mut Writer, card: Option<&CardPlay>) {
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
pub(crate) fn product_piles(w: &mut Writer, dims: Dims, sizes: &[u8], tops: &[Option<u8>]) {
    w.counts("piles.products (size per harbour)", dims.harbours, sizes);
    for h in 0..dims.harbours {
        w.one_hot(
            || format!("piles.product_top[{h}]"),
            PRODUCTS as usize,
            tops.get(h).copied().flatten().map(|p| p as usize),
        );
    }
}

pub(crate) fn ids(v: &[u8]) -> impl Iterator<Item = usize> + '_ {
    v.iter().map(|&m| m as usize)
}

/// The view of seat 0 at the start of a game of `ruleset` with `players`.
pub(crate) fn first_view(ruleset: Ruleset, players: u8) -> View {
    let game = Game::new(&Config::new(ruleset, players, 0)).expect("a valid player count");
    game.view(Some(0))
}
