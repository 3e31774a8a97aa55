//! Masters of Trade's arms of the shared conformance suite (`conformance.rs`), also used by the
//! scenario harness (`support/mod.rs`): invariants (money with the bank's flows, raw materials on market +
//! ships + stocks, every card), what a view must show, illegal probes, outcome and private
//! events (RULES M-1…M-5, C-6). Included with `#[path]`.

use havenbaron_engine::core::navigation::NavCard;
use havenbaron_engine::masters::{self, Character, Stage};
use havenbaron_engine::{Action, Event, Outcome, Seat};

fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond { Ok(()) } else { Err(what()) }
}

/// The variant sets the suite plays (not all switches: `factory_layout` takes a value).
pub const VARIANT_SETS: &[&[&str]] = &[
    &[],
    &["auction"],
    &["fixed_rounds"],
    &["factory_layout=en"],
    &["auction", "fixed_rounds", "factory_layout=en"],
];

pub fn invariants(g: &masters::Game) -> Result<(), String> {
    let (p, h, d) = (&g.state.public, &g.state.hidden, &g.data);
    let base = &d.base;
    let n = p.players as usize;
    // Ships: each player has their ships; one per single-ship position; none loaded at home.
    let per = d.setup(p.players).ships as usize;
    ensure(p.fleet.ships.len() == per * n, || "ship count".into())?;
    let mut seen = vec![0; base.board.len()];
    for (id, s) in p.fleet.ships.iter().enumerate() {
        ensure(s.owner as usize == id / per, || format!("ship {id} owner"))?;
        match s.pos {
            Some(pos) => {
                seen[pos as usize] += 1;
                if !base.board.kind(pos).holds_many() {
                    ensure(p.fleet.occupant[pos as usize] == Some(id as u8), || {
                        format!("occupant of {}", base.board.name(pos))
                    })?;
                }
            }
            None => ensure(s.cargo.is_none(), || {
                "a ship in supply carries cargo".into()
            })?,
        }
    }
    for (pos, &k) in seen.iter().enumerate() {
        if !base.board.kind(pos as u8).holds_many() {
            ensure(k <= 1, || {
                format!("two ships on {}", base.board.name(pos as u8))
            })?;
        }
    }
    // Raw materials: market + cargo + stocks == supply (D-3).
    for (r, raw) in base.raws.iter().enumerate() {
        let cargo = p
            .fleet
            .ships
            .iter()
            .filter(|s| s.cargo == Some(r as u8))
            .count();
        let stock: usize = p.seats.iter().map(|s| s.stock[r] as usize).sum();
        ensure(
            p.market[r] as usize + cargo + stock == raw.supply as usize,
            || format!("{} units not conserved", raw.id),
        )?;
    }
    for s in 0..n {
        let sp = &p.seats[s];
        ensure(sp.stock.iter().sum::<u8>() <= 3, || {
            "stock limit (M-3.1)".into()
        })?;
        ensure(h.hands[s].nav_count() <= 3, || "hand limit (M-3.3)".into())?;
        ensure(sp.money >= 0, || format!("seat {s} in debt"))?;
        ensure(sp.factories <= d.max_factories, || {
            "factory limit (M-3.8)".into()
        })?;
        for i in 0..base.products.len() {
            ensure(sp.known_products[i] <= h.hands[s].products[i], || {
                format!("seat {s} is known to hold a product it lacks")
            })?;
        }
        for i in 0..NavCard::COUNT {
            ensure(sp.known_cards[i] <= h.hands[s].nav[i], || {
                format!("seat {s} is known to hold a card it lacks")
            })?;
        }
        let built = p
            .factories
            .iter()
            .flatten()
            .filter(|o| **o == Some(s as u8))
            .count();
        ensure(built == sp.factories as usize, || {
            "factories counted".into()
        })?;
    }
    // Money: the players' cash is the start money plus what the bank paid out net (M-1).
    let total: i64 = p.seats.iter().map(|s| s.money as i64).sum();
    let start = d.setup(p.players).money as i64 * n as i64;
    ensure(total == start + p.bank_paid, || {
        "money not conserved with the bank".into()
    })?;
    // Products: piles + hands = copies; each pile holds its harbour's products only.
    super::goods_support::products_conserved(
        &base.products,
        &base.board,
        &h.product_piles,
        h.hands.iter().map(|hand| &hand.products),
    )?;
    // Assignments: display + pile + completed, each once.
    let mut all: Vec<u8> = p.assignments.to_vec();
    all.extend(&h.assignment_pile);
    for s in &p.seats {
        all.extend(&s.completed);
    }
    all.sort();
    ensure(
        all == (0..base.missions.len() as u8).collect::<Vec<_>>(),
        || "assignments not conserved".into(),
    )?;
    ensure(p.assignments.len() <= 3 && p.shipping.len() <= 3, || {
        "displays of 3".into()
    })?;
    // Shipping cards.
    for (i, &count) in base.navigation.iter().enumerate() {
        let total = h.shipping_pile.iter().filter(|&&c| c as usize == i).count()
            + p.shipping.iter().filter(|&&c| c as usize == i).count()
            + h.hands.iter().map(|x| x.nav[i] as usize).sum::<usize>()
            + p.seats.iter().map(|s| s.table[i] as usize).sum::<usize>()
            + p.nav_discard[i] as usize;
        ensure(total == count as usize, || {
            format!("shipping card {i} not conserved")
        })?;
    }
    // Planning: fields within limits; one decision at a time.
    for &f in &p.fields {
        ensure(f <= p.fields_per_character(d), || {
            "too many workers on a character".into()
        })?;
    }
    ensure((p.stage == Stage::Ended) == p.to_act().is_none(), || {
        "exactly one seat decides".into()
    })?;
    ensure(
        (p.stage == Stage::Fork) == p.sail.as_ref().is_some_and(|s| s.fork.is_some()),
        || "a fork pending exactly in the fork stage".into(),
    )?;
    Ok(())
}

/// Ties by assignment points, then cash (M-4); the end rule or the (fixed-rounds) cap.
pub fn outcome(g: &masters::Game, outcome: &Outcome) -> Result<(), String> {
    let p = &g.state.public;
    for s in &outcome.scores {
        let key = |x: &havenbaron_engine::SeatScore| {
            (x.total, x.missions, p.seats[x.seat as usize].money)
        };
        let better = outcome.scores.iter().filter(|o| key(o) > key(s)).count();
        ensure(s.rank as usize == better + 1, || {
            format!("seat {} rank", s.seat)
        })?;
        ensure(s.missions == p.seats[s.seat as usize].points as i32, || {
            "assignment points".into()
        })?;
    }
    let reached = p.seats.iter().any(|s| s.points >= g.data.end_points);
    if p.variants.fixed_rounds {
        ensure(!outcome.capped && outcome.rounds == p.round_cap, || {
            "fixed rounds played out".into()
        })?;
    } else {
        ensure(outcome.capped != reached, || {
            "capped exactly when no one reached 15".into()
        })?;
    }
    Ok(())
}

/// The view's hand is the viewer's own; sizes are public; open pile tops show unless a
/// factory's card is being handed out face down.
pub fn view_hand(
    g: &masters::Game,
    viewer: Option<Seat>,
    json: &serde_json::Value,
) -> Result<(), String> {
    let hand = &json["hand"];
    match viewer {
        None => ensure(hand.is_null(), || "a spectator's view has a hand".into())?,
        Some(s) => {
            let own = serde_json::to_value(g.state.hidden.hands[s as usize])
                .map_err(|e| e.to_string())?;
            ensure(*hand == own, || {
                format!("seat {s}'s view holds another hand")
            })?;
        }
    }
    for (seat, sizes) in json["hand_sizes"]
        .as_array()
        .ok_or("hand_sizes")?
        .iter()
        .enumerate()
    {
        let h = &g.state.hidden.hands[seat];
        ensure(
            sizes["products"] == h.product_count() as u64
                && sizes["shipping"] == h.nav_count() as u64,
            || format!("hand sizes of seat {seat}"),
        )?;
    }
    let tops = json["piles"]["product_tops"]
        .as_array()
        .ok_or("product_tops")?;
    for (hi, pile) in g.state.hidden.product_piles.iter().enumerate() {
        let face_down = g.state.public.unturned == Some(hi as u8);
        let want = match (face_down, pile.last()) {
            (false, Some(&t)) => serde_json::json!(t),
            _ => serde_json::Value::Null,
        };
        ensure(tops[hi] == want, || format!("product top {hi}"))?;
    }
    Ok(())
}

/// Masters' private events: a shipping card drawn from the pile, a factory's card.
pub fn private_event(e: &Event, viewer: Option<Seat>) -> Option<Result<(), String>> {
    let r = e.redacted_for(viewer);
    let check = |ok: bool| ensure(ok, || format!("{e:?} as seen by {viewer:?}: {r:?}"));
    match *e {
        Event::ShippingTaken {
            seat,
            card,
            face_up,
        } => Some(check(
            card.is_some()
                && r == Event::ShippingTaken {
                    seat,
                    card: if face_up || viewer == Some(seat) {
                        card
                    } else {
                        None
                    },
                    face_up,
                },
        )),
        Event::FactoryProduced {
            owner,
            harbour,
            site,
            product,
        } => Some(check(
            product.is_some()
                && r == Event::FactoryProduced {
                    owner,
                    harbour,
                    site,
                    product: if viewer == Some(owner) { product } else { None },
                },
        )),
        _ => None,
    }
}

/// Masters-specific illegal actions for the seat to act.
pub fn probes(g: &masters::Game) -> Vec<Action> {
    let p = &g.state.public;
    let seat = p.to_act().expect("not over") as usize;
    let hand = &g.state.hidden.hands[seat];
    let mut v = Vec::new();
    // An assignment that is not face up.
    if let Some(m) = (0..g.data.base.missions.len() as u8).find(|m| !p.assignments.contains(m)) {
        v.push(Action::CompleteMission {
            mission: m,
            joker: None,
        });
    }
    // A character whose fields are full, or any character outside planning.
    if let Some(c) = Character::ALL.into_iter().find(|&c| {
        p.stage != Stage::Plan || p.fields[c as usize] >= p.fields_per_character(&g.data)
    }) {
        v.push(Action::ChooseCharacter { character: c });
    }
    if let Some(c) = NavCard::ALL.iter().find(|&&c| hand.nav[c as usize] == 0) {
        v.push(Action::PlayCard { card: *c });
    }
    v.push(Action::Bid { amount: 60_000 });
    v.push(Action::ChooseFactory { site: 9 });
    v
}
