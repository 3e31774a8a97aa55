//! Antwerpen in the Python package: the kinds of action its index holds and its observation
//! encoder (the layout conventions are [`crate::observe`]'s).

use havenbaron_engine::vocabulary::{LockCard, ShipCard};
use havenbaron_engine::{DataSet, Ruleset, View, antwerpen};

use crate::bounds::{PRODUCTS, RAWS};
use crate::tensor::{Dims, Seats, Writer, first_view, ids, product_piles};

use super::Encoding;

pub(super) const ENCODING: Encoding = Encoding {
    kinds: &KINDS,
    dims,
    write,
};

/// Antwerpen's kinds of action (positions in [`crate::index::KINDS`]): those of Rotterdam
/// without the navigation cards, then its own.
const KINDS: [usize; 21] = [
    0, 1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 28, 29, 30, 31, 32, 33, 34,
];

/// Locks at most.
const LOCKS: usize = crate::bounds::LOCKS as usize;

/// Antwerpen's board and missions; no factories.
fn dims(data: &DataSet) -> Dims {
    let View::Antwerpen(v) = first_view(Ruleset::Antwerpen, 2) else {
        unreachable!("an Antwerpen game's view")
    };
    let a = &data.antwerpen.harbours;
    Dims {
        positions: a.board.len(),
        missions: a.missions.len(),
        harbours: v.piles.products.len(),
        factory_harbours: 0,
        sites: 0,
    }
}

fn write(w: &mut Writer, view: &View, dims: Dims) {
    let View::Antwerpen(v) = view else {
        unreachable!("the antwerpen encoder gets antwerpen views")
    };
    encode(w, v, dims);
}

/// Its observation: the fields of an Antwerpen view, in layout order.
fn encode(w: &mut Writer, v: &antwerpen::View, dims: Dims) {
    use antwerpen::Step as S;
    let p = &v.public;
    let seats = Seats::new(dims, p.players, v.viewer, &p.fleet);
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
