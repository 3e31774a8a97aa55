//! Rotterdam in the Python package: the kinds of action its index holds and its observation
//! encoder (the layout conventions are [`crate::observe`]'s).

use havenbaron_engine::vocabulary::NavCard;
use havenbaron_engine::{DataSet, Ruleset, View, rotterdam};

use crate::bounds::{PRODUCTS, RAWS};
use crate::tensor::{Dims, Seats, Writer, first_view, ids, product_piles};

use super::Encoding;

pub(super) const ENCODING: Encoding = Encoding {
    kinds: &KINDS,
    dims,
    write,
};

/// Rotterdam's kinds of action: the first 16 of [`crate::index::KINDS`].
const KINDS: [usize; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/// Rotterdam's board and missions; no factories.
fn dims(data: &DataSet) -> Dims {
    let View::Rotterdam(v) = first_view(Ruleset::Rotterdam, 2) else {
        unreachable!("a Rotterdam game's view")
    };
    Dims {
        positions: data.rotterdam.board.len(),
        missions: data.rotterdam.missions.len(),
        harbours: v.piles.products.len(),
        factory_harbours: 0,
        sites: 0,
    }
}

fn write(w: &mut Writer, view: &View, dims: Dims) {
    let View::Rotterdam(v) = view else {
        unreachable!("the rotterdam encoder gets rotterdam views")
    };
    encode(w, v, dims);
}

/// Its observation: the fields of a Rotterdam view, in layout order.
fn encode(w: &mut Writer, v: &rotterdam::View, dims: Dims) {
    let p = &v.public;
    let seats = Seats::new(dims, p.players, v.viewer, &p.fleet);
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
