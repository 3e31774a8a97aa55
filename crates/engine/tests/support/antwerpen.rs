//! Antwerpen's arms of the shared conformance suite (`conformance.rs`): invariants, what a
//! view must show, rule-set specific illegal probes, outcome and event checks (RULES A-1…A-8,
//! C-6). Included with `#[path]`, so it is not a test target of its own.

use havenbaron_engine::antwerpen::state::{
    LOCK_LIMIT, MAX_OFFERS, MISSIONS_IN_HAND, SHIP_LIMIT, Step, ships_per_player,
};
use havenbaron_engine::antwerpen::{self, LockCard, ShipCard};
use havenbaron_engine::{Action, Event, Outcome, Rules, Seat};

fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond { Ok(()) } else { Err(what()) }
}

/// Ships, raw materials, product/mission/ship/lock cards conserved; hand limits; one decision.
pub fn invariants(g: &antwerpen::Game) -> Result<(), String> {
    ships_in_place(g)?;
    goods_conserved(g)?;
    missions_once(g)?;
    ship_and_lock_cards(g)?;
    turn_and_decision(g)
}

/// Ships are where the rules allow (A-1, C-1).
fn ships_in_place(g: &antwerpen::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let players = p.players as usize;
    let board = &d.board;

    // Ships (A-1, C-1): per player, in supply (empty) or on the board (loaded, no empty ships
    // in Antwerpen); never in a harbour or at the exit, except the one ship waiting for the
    // Double yield decision (A-6 resolves arrivals at once).
    let per = ships_per_player(p.players);
    ensure(p.fleet.per_player == per, || {
        "ships per player changed".into()
    })?;
    ensure(p.fleet.ships.len() == players * per as usize, || {
        format!("{} ships in the fleet", p.fleet.ships.len())
    })?;
    ensure(p.fleet.occupant.len() == board.len(), || {
        "occupancy size".into()
    })?;
    let mut on_pos = vec![0u8; board.len()];
    for (id, ship) in p.fleet.ships.iter().enumerate() {
        ensure(ship.owner as usize == id / per as usize, || {
            format!("ship {id} owned by {}", ship.owner)
        })?;
        match ship.pos {
            None => ensure(ship.cargo.is_none(), || {
                format!("ship {id} in supply has cargo")
            })?,
            Some(pos) => {
                ensure((pos as usize) < board.len(), || {
                    format!("ship {id} off the board")
                })?;
                ensure(ship.cargo.is_some(), || {
                    format!("ship {id} sails empty (A-2)")
                })?;
                on_pos[pos as usize] += 1;
                if board.kind(pos).holds_many() {
                    ensure(p.step == Step::DoubleYield { ship: id as u8 }, || {
                        format!("ship {id} stays in {} (A-6: at once)", board.name(pos))
                    })?;
                } else {
                    ensure(p.fleet.occupant[pos as usize] == Some(id as u8), || {
                        format!("ship {id} on {} but occupant differs", board.name(pos))
                    })?;
                }
            }
        }
    }
    for (pos, &count) in on_pos.iter().enumerate() {
        if board.kind(pos as u8).holds_many() {
            ensure(p.fleet.occupant[pos].is_none(), || {
                format!("{} has an occupant", board.name(pos as u8))
            })?;
        } else {
            ensure(count <= 1, || {
                format!("{count} ships on {}", board.name(pos as u8))
            })?;
            if let Some(s) = p.fleet.occupant[pos] {
                ensure(p.fleet.ship(s).pos == Some(pos as u8), || {
                    format!("occupant of {} is elsewhere", board.name(pos as u8))
                })?;
            }
        }
    }
    Ok(())
}

/// Raw materials and product cards are conserved.
fn goods_conserved(g: &antwerpen::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;
    let board = &d.board;

    // Raw materials: supply + cargo on the board = the data's totals.
    for (r, raw) in d.raws.iter().enumerate() {
        let aboard = p
            .fleet
            .ships
            .iter()
            .filter(|s| s.pos.is_some() && s.cargo == Some(r as u8))
            .count();
        ensure(p.supply[r] as usize + aboard == raw.supply as usize, || {
            format!(
                "raw {}: supply {} + aboard {aboard} != {}",
                raw.id, p.supply[r], raw.supply
            )
        })?;
    }

    // Product cards: piles + hands = copies; each pile holds its harbour's products only.
    super::goods_support::products_conserved(
        &d.products,
        board,
        &h.product_piles,
        h.hands.iter().map(|hand| &hand.products),
    )?;
    Ok(())
}

/// Every mission is somewhere once; mission points add up.
fn missions_once(g: &antwerpen::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;

    // Missions: pile + hands + completed + discards hold every id once; points add up.
    let mut seen = vec![0u8; d.missions.len()];
    let all = h
        .mission_pile
        .iter()
        .chain(h.hands.iter().flat_map(|hand| hand.missions.iter()))
        .chain(p.seats.iter().flat_map(|s| s.completed.iter()))
        .chain(p.mission_discard.iter());
    for &m in all {
        ensure((m as usize) < d.missions.len(), || {
            format!("unknown mission {m}")
        })?;
        seen[m as usize] += 1;
    }
    ensure(seen.iter().all(|&n| n == 1), || {
        format!("mission ids not each once: {seen:?}")
    })?;
    for (seat, sp) in p.seats.iter().enumerate() {
        let points: u16 = sp
            .completed
            .iter()
            .map(|&m| d.missions[m as usize].points as u16)
            .sum();
        ensure(points == sp.mission_points, || {
            format!("seat {seat}: mission points")
        })?;
        ensure(
            h.hands[seat].missions.len() <= MISSIONS_IN_HAND as usize,
            || format!("seat {seat} holds more than 3 missions"),
        )?;
        if sp.completed.len() >= 3 {
            ensure(p.end_after.is_some(), || {
                "a third mission without the end (A-7)".into()
            })?;
        }
    }
    Ok(())
}

/// Ship and lock cards are conserved, within the hand limits.
fn ship_and_lock_cards(g: &antwerpen::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;

    // Ship and lock cards: pile + hands + discards = the data's counts; limits 3 and 3; cards
    // received this turn are held, and their public counts agree.
    let mut ship = [0usize; ShipCard::COUNT];
    for &c in &h.ship_pile {
        ensure((c as usize) < ShipCard::COUNT, || {
            "unknown ship card".into()
        })?;
        ship[c as usize] += 1;
    }
    let mut lock = [0usize; LockCard::COUNT];
    for &c in &h.lock_pile {
        ensure((c as usize) < LockCard::COUNT, || {
            "unknown lock card".into()
        })?;
        lock[c as usize] += 1;
    }
    for (i, n) in ship.iter_mut().enumerate() {
        *n +=
            p.ship_discard[i] as usize + h.hands.iter().map(|x| x.ship[i] as usize).sum::<usize>();
        ensure(*n == d.ship_cards[i] as usize, || {
            format!(
                "{}: {n} cards, data says {}",
                ShipCard::from_index(i as u8),
                d.ship_cards[i]
            )
        })?;
    }
    for (i, n) in lock.iter_mut().enumerate() {
        *n +=
            p.lock_discard[i] as usize + h.hands.iter().map(|x| x.lock[i] as usize).sum::<usize>();
        ensure(*n == d.lock_cards[i] as usize, || {
            format!(
                "{}: {n} cards, data says {}",
                LockCard::from_index(i as u8),
                d.lock_cards[i]
            )
        })?;
    }
    for (seat, hand) in h.hands.iter().enumerate() {
        ensure(
            hand.ship_count() <= SHIP_LIMIT && hand.lock_count() <= LOCK_LIMIT,
            || format!("seat {seat} over a hand limit (A-3)"),
        )?;
        ensure(
            hand.fresh_ship.iter().zip(&hand.ship).all(|(f, n)| f <= n)
                && hand.fresh_lock.iter().zip(&hand.lock).all(|(f, n)| f <= n),
            || format!("seat {seat}: fresh cards not held"),
        )?;
        let sp = &p.seats[seat];
        ensure(sp.known_products == hand.products, || {
            format!("seat {seat}: known products differ from the hand (C-6)")
        })?;
        ensure(
            sp.fresh_ship == hand.fresh_ship.iter().sum::<u8>()
                && sp.fresh_lock == hand.fresh_lock.iter().sum::<u8>(),
            || format!("seat {seat}: public fresh counts disagree"),
        )?;
    }
    Ok(())
}

/// The locks, the turn and the decision in progress agree.
fn turn_and_decision(g: &antwerpen::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let players = p.players as usize;

    // Locks, turn and decision state.
    ensure(p.locks_open & !d.all_locks() == 0, || {
        "an unknown lock is open".into()
    })?;
    ensure(p.step != Step::Sailing, || "stopped inside a call".into())?;
    ensure((p.step == Step::Ended) == g.to_act().is_none(), || {
        "to_act is None exactly when the game has ended".into()
    })?;
    if let Some(s) = g.to_act() {
        ensure((s as usize) < players, || format!("to_act {s}"))?;
    }
    ensure(p.turn >= 1 && p.turn <= p.turn_cap, || {
        format!("turn {} of cap {}", p.turn, p.turn_cap)
    })?;
    ensure(p.active < p.players && p.offers <= MAX_OFFERS, || {
        "active/offers out of range".into()
    })?;
    ensure(p.active as u32 == (p.turn - 1) % p.players as u32, || {
        "turns go clockwise from seat 0".into()
    })?;
    let calling = matches!(
        p.step,
        Step::Fork | Step::AnchorWindow { .. } | Step::AnchorShip { .. } | Step::DoubleYield { .. }
    );
    if calling {
        ensure(p.sail.is_some() && p.call.is_some(), || {
            "a call step without a call".into()
        })?;
    }
    ensure(p.sail.is_some() == p.call.is_some(), || {
        "sail and call differ".into()
    })?;
    if p.sail.is_some() {
        ensure(calling || matches!(p.step, Step::TakeCard { .. }), || {
            format!("a call is left over at {:?}", p.step)
        })?;
    }
    Ok(())
}

/// A-7 outcome checks: capped exactly when the game did not end by its own rule; ranks by
/// (total, mission points), shared otherwise.
pub fn outcome(g: &antwerpen::Game, o: &Outcome) -> Result<(), String> {
    let p = &g.state.public;
    ensure(o.capped == (p.end_after != Some(p.turn)), || {
        "capped exactly when the last round did not finish".into()
    })?;
    if o.capped {
        ensure(p.turn == p.turn_cap, || "capped before the cap".into())?;
    }
    ensure(o.rounds == p.turn, || "turns played".into())?;
    for s in &o.scores {
        ensure(s.cards == 0, || "Antwerpen has no VP cards".into())?;
        let key = |x: &havenbaron_engine::SeatScore| (x.total, x.missions);
        let better = o.scores.iter().filter(|x| key(x) > key(s)).count();
        ensure(s.rank as usize == better + 1, || {
            format!("seat {} rank {} but {better} better (A-7)", s.seat, s.rank)
        })?;
    }
    Ok(())
}

/// The view's hand is the viewer's own; sizes are public; every product pile shows its top.
pub fn view_hand(
    g: &antwerpen::Game,
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
                && sizes["missions"] == h.missions.len() as u64
                && sizes["ship_cards"] == h.ship_count() as u64
                && sizes["lock_cards"] == h.lock_count() as u64,
            || format!("hand sizes of seat {seat}"),
        )?;
    }
    let tops = json["piles"]["product_tops"]
        .as_array()
        .ok_or("product_tops")?;
    for (hi, pile) in g.state.hidden.product_piles.iter().enumerate() {
        let want = pile
            .last()
            .map_or(serde_json::Value::Null, |&t| serde_json::json!(t));
        ensure(tops[hi] == want, || {
            format!("product top {hi}: {}", tops[hi])
        })?;
    }
    Ok(())
}

/// Private Antwerpen events, as `viewer` must receive them; `None` when `e` is not one.
pub fn private_event(e: &Event, viewer: Option<Seat>) -> Option<Result<(), String>> {
    let r = e.redacted_for(viewer);
    let check = |ok: bool| ensure(ok, || format!("{e:?} as seen by {viewer:?}: {r:?}"));
    match e {
        Event::ShipCardDrawn { seat, card } => Some(check(
            card.is_some()
                && r == Event::ShipCardDrawn {
                    seat: *seat,
                    card: if viewer == Some(*seat) { *card } else { None },
                },
        )),
        Event::LockCardDrawn { seat, card } => Some(check(
            card.is_some()
                && r == Event::LockCardDrawn {
                    seat: *seat,
                    card: if viewer == Some(*seat) { *card } else { None },
                },
        )),
        _ => None,
    }
}

/// Antwerpen-specific illegal actions for the seat to act.
pub fn probes(g: &antwerpen::Game) -> Vec<Action> {
    let seat = g.to_act().expect("not over") as usize;
    let hand = &g.state.hidden.hands[seat];
    let mut v = vec![
        Action::EndTurn,
        Action::SelectLock { lock: 200 },
        Action::SetLocks { open: true },
        Action::TakeCard {
            pile: antwerpen::CardPile::Ship,
        },
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
        Action::PlayShipCard {
            card: ShipCard::DoubleYield,
        },
    ];
    // A mission not in the acting seat's hand.
    if let Some(m) = (0..g.data.missions.len() as u8).find(|m| !hand.missions.contains(m)) {
        v.push(Action::CompleteMission {
            mission: m,
            joker: None,
        });
        v.push(Action::SwapMission { mission: m });
    }
    // A joker (Antwerpen has none), and cards not in hand.
    if let Some(&m) = hand.missions.first() {
        v.push(Action::CompleteMission {
            mission: m,
            joker: Some(0),
        });
    }
    if let Some(c) = ShipCard::ALL.iter().find(|&&c| hand.ship[c as usize] == 0) {
        v.push(Action::PlayShipCard { card: *c });
    }
    if let Some(c) = LockCard::ALL.iter().find(|&&c| hand.lock[c as usize] == 0) {
        v.push(Action::PlayLockCard { card: *c });
    }
    // An empty ship (A-2: no empty ships).
    if let Some(&start) = g.data.board.starts().first() {
        v.push(Action::PlaceShip { start, cargo: None });
    }
    v
}
