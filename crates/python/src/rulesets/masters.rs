//! Masters of Trade in the Python package: the kinds of action its index holds and its observation
//! encoder (the layout conventions are [`crate::observe`]'s).

use havenbaron_engine::vocabulary::NavCard;
use havenbaron_engine::{DataSet, Ruleset, View, masters};

use crate::bounds::{PRODUCTS, RAWS};
use crate::tensor::{Dims, Seats, Writer, first_view, ids, product_piles};

use super::Encoding;

pub(super) const ENCODING: Encoding = Encoding {
    kinds: &KINDS,
    dims,
    write,
};

/// Masters' kinds of action: the first 28 of [`crate::index::KINDS`].
const KINDS: [usize; 28] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26, 27,
];

/// Masters' board and assignments, and its factory sites at most over the factory layouts.
fn dims(data: &DataSet) -> Dims {
    let View::Masters(v) = first_view(Ruleset::Masters, 2) else {
        unreachable!("a Masters game's view")
    };
    let m = &data.masters;
    let layouts = m.layouts.iter().map(|(_, sites)| sites);
    let sites = layouts
        .clone()
        .flat_map(|h| h.iter().map(|s| s.prices.len()))
        .max()
        .unwrap_or(0);
    let factory_harbours = layouts.map(|h| h.len()).max().unwrap_or(0);
    Dims {
        positions: m.base.board.len(),
        missions: m.base.missions.len(),
        harbours: v.piles.products.len(),
        factory_harbours,
        sites,
    }
}

fn write(w: &mut Writer, view: &View, dims: Dims) {
    let View::Masters(v) = view else {
        unreachable!("the masters encoder gets masters views")
    };
    encode(w, v, dims);
}

/// Its observation: the fields of a Masters view, in layout order.
fn encode(w: &mut Writer, v: &masters::View, dims: Dims) {
    let p = &v.public;
    let seats = Seats::new(dims, p.players, v.viewer, &p.fleet);
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
