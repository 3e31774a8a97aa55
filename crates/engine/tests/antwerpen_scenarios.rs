//! Scenario tests for Antwerpen, one or more per rule (RULES A-1…A-8, D-4, C-7), from
//! hand-built positions on the built-in board (and, where the rule needs a shape the
//! reconstructed board lacks, on a small replacement board loaded with `DataSource::Dir`).
//!
//! Every action goes through the checked `Game::apply`, so each one is also legal; the shared
//! invariants of the conformance suite are checked after each scenario.

use std::sync::Arc;

use havenbaron_engine::RulesetData;
use havenbaron_engine::antwerpen::state::{DEFAULT_TURN_CAP, Step};
use havenbaron_engine::antwerpen::{self, CardPile, LockCard, ShipCard};
use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::{
    Action, Colour, Config, ConfigError, DataSet, DataSource, Event, Game, PosId, RuleError,
    Ruleset, Seat,
};

#[allow(dead_code)]
#[path = "support/goods.rs"]
mod goods_support;
#[allow(dead_code)]
#[path = "support/antwerpen.rs"]
mod support;

// ---------------------------------------------------------------------------------------------
// Helpers: build positions by hand, keeping every card and ship conserved
// ---------------------------------------------------------------------------------------------

fn game(players: u8, seed: u64) -> Game {
    Game::new(&Config::new(Ruleset::Antwerpen, players, seed)).expect("a valid config")
}

fn aw(g: &mut Game) -> &mut antwerpen::Game {
    match g {
        Game::Antwerpen(a) => a,
        _ => unreachable!("an Antwerpen game"),
    }
}

fn awr(g: &Game) -> &antwerpen::Game {
    match g {
        Game::Antwerpen(a) => a,
        _ => unreachable!("an Antwerpen game"),
    }
}

fn data(g: &Game) -> Arc<antwerpen::Data> {
    awr(g).data.clone()
}

fn pos(g: &Game, name: &str) -> PosId {
    awr(g)
        .data
        .board
        .find(name)
        .unwrap_or_else(|| panic!("no position {name}"))
}

fn raw(g: &Game, name: &str) -> u8 {
    awr(g)
        .data
        .raws
        .iter()
        .position(|r| r.id == name)
        .expect("a raw material") as u8
}

fn product(g: &Game, name: &str) -> u8 {
    awr(g)
        .data
        .products
        .iter()
        .position(|p| p.id == name)
        .expect("a product") as u8
}

fn lock(g: &Game, name: &str) -> u8 {
    awr(g)
        .data
        .locks
        .iter()
        .position(|l| l == name)
        .expect("a lock") as u8
}

fn ship_at(g: &Game, name: &str) -> Option<u8> {
    let p = pos(g, name);
    awr(g).state.public.fleet.occupant[p as usize]
}

fn check(g: &Game) {
    if let Err(e) = support::invariants(awr(g)) {
        panic!("invariant broken: {e}");
    }
}

/// Puts `seat`'s next ship from supply on `at`, loaded with `cargo` from the supply.
fn place(g: &mut Game, seat: Seat, at: &str, cargo: &str) -> u8 {
    let d = data(g);
    let p = pos(g, at);
    let r = raw(g, cargo);
    let a = aw(g);
    let ship = a
        .state
        .public
        .fleet
        .first_in_supply(seat)
        .expect("a ship in supply");
    a.state.public.supply[r as usize] -= 1;
    a.state.public.fleet.place(&d.board, ship, p, Some(r));
    ship
}

/// Moves a card of `name` from its harbour's pile (the lowest copy) into `seat`'s hand.
fn give_product(g: &mut Game, seat: Seat, name: &str) {
    let d = data(g);
    let pid = product(g, name);
    let hi = d.harbour_index[d.products[pid as usize].harbour as usize].unwrap() as usize;
    let a = aw(g);
    let pile = &mut a.state.hidden.product_piles[hi];
    let i = pile
        .iter()
        .position(|&c| c == pid)
        .expect("a copy in the pile");
    pile.remove(i);
    a.state.hidden.hands[seat as usize].products[pid as usize] += 1;
    a.state.public.seats[seat as usize].known_products[pid as usize] += 1;
}

/// Gives `seat` exactly these ship cards (from the pile; the old ones go back under it).
fn set_ship_hand(g: &mut Game, seat: Seat, cards: &[ShipCard]) {
    let h = &mut aw(g).state.hidden;
    for c in 0..ShipCard::COUNT {
        for _ in 0..h.hands[seat as usize].ship[c] {
            h.ship_pile.insert(0, c as u8);
        }
        h.hands[seat as usize].ship[c] = 0;
    }
    for &card in cards {
        let i = h
            .ship_pile
            .iter()
            .position(|&c| c == card as u8)
            .expect("in the pile");
        h.ship_pile.remove(i);
        h.hands[seat as usize].ship[card as usize] += 1;
    }
}

/// Gives `seat` exactly these lock cards (from the pile; the old ones go back under it).
fn set_lock_hand(g: &mut Game, seat: Seat, cards: &[LockCard]) {
    let h = &mut aw(g).state.hidden;
    for c in 0..LockCard::COUNT {
        for _ in 0..h.hands[seat as usize].lock[c] {
            h.lock_pile.insert(0, c as u8);
        }
        h.hands[seat as usize].lock[c] = 0;
    }
    for &card in cards {
        let i = h
            .lock_pile
            .iter()
            .position(|&c| c == card as u8)
            .expect("in the pile");
        h.lock_pile.remove(i);
        h.hands[seat as usize].lock[card as usize] += 1;
    }
}

fn ship_card_on_top(g: &mut Game, card: ShipCard) {
    let pile = &mut aw(g).state.hidden.ship_pile;
    let i = pile
        .iter()
        .position(|&c| c == card as u8)
        .expect("in the pile");
    let c = pile.remove(i);
    pile.push(c);
}

fn lock_card_on_top(g: &mut Game, card: LockCard) {
    let pile = &mut aw(g).state.hidden.lock_pile;
    let i = pile
        .iter()
        .position(|&c| c == card as u8)
        .expect("in the pile");
    let c = pile.remove(i);
    pile.push(c);
}

/// Empties every hand of lock cards (a quiet start for most scenarios).
fn no_cards(g: &mut Game) {
    for seat in 0..g.players() {
        set_lock_hand(g, seat, &[]);
        set_ship_hand(g, seat, &[]);
    }
}

/// Removes a mission from wherever it is (pile, a hand, the discards).
fn take_mission(g: &mut Game, m: u8) {
    let a = aw(g);
    a.state.hidden.mission_pile.retain(|&x| x != m);
    for hand in a.state.hidden.hands.iter_mut() {
        hand.missions.retain(|&x| x != m);
    }
    a.state.public.mission_discard.retain(|&x| x != m);
}

/// Marks missions as completed by `seat` (taken from wherever they are).
fn completed(g: &mut Game, seat: Seat, missions: &[u8]) {
    for &m in missions {
        take_mission(g, m);
        let points = data(g).missions[m as usize].points as u16;
        let sp = &mut aw(g).state.public.seats[seat as usize];
        sp.completed.push(m);
        sp.mission_points += points;
    }
}

/// The mission asking for exactly these two products.
fn mission(g: &Game, a: &str, b: &str) -> u8 {
    let (pa, pb) = (product(g, a), product(g, b));
    awr(g)
        .data
        .missions
        .iter()
        .position(|m| {
            let mut ps = m.products.clone();
            ps.sort();
            let mut want = vec![pa, pb];
            want.sort();
            ps == want
        })
        .expect("such a mission") as u8
}

/// Puts `m` into `seat`'s hand (in place of the first mission there, which goes to the pile).
fn hand_mission(g: &mut Game, seat: Seat, m: u8) {
    take_mission(g, m);
    let a = aw(g);
    let hand = &mut a.state.hidden.hands[seat as usize];
    if hand.missions.len() >= 3 {
        let old = hand.missions.remove(0);
        a.state.hidden.mission_pile.insert(0, old);
    }
    hand.missions.push(m);
}

/// Makes `seat` the active player at the start of its turn (turn numbers go clockwise from
/// seat 0).
fn set_active(g: &mut Game, seat: Seat) {
    let p = &mut aw(g).state.public;
    p.active = seat;
    p.turn = seat as u32 + 1;
    p.main_done = false;
    p.mission_done = false;
    p.offers = 0;
    p.step = Step::Turn;
}

fn legal(g: &Game) -> Vec<Action> {
    g.legal_actions()
}

fn act(g: &mut Game, seat: Seat, a: Action) -> Vec<Event> {
    g.apply(seat, &a)
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat} refused: {e}"))
}

fn refused(g: &mut Game, seat: Seat, a: Action) -> RuleError {
    let hash = g.state_hash();
    let e = g.apply(seat, &a).expect_err("refused");
    assert_eq!(g.state_hash(), hash, "a refusal changed the state");
    e
}

fn step(g: &Game) -> Step {
    awr(g).state.public.step
}

fn call(colour: Colour) -> Action {
    Action::CallColour { colour }
}

// ---------------------------------------------------------------------------------------------
// A-1 Components and setup
// ---------------------------------------------------------------------------------------------

#[test]
fn a1_setup() {
    for (players, ships) in [(2u8, 5u8), (3, 4), (4, 3)] {
        let g = game(players, 7);
        let a = awr(&g);
        let (p, h) = (&a.state.public, &a.state.hidden);
        assert_eq!(p.fleet.per_player, ships, "A-1 ships for {players} players");
        assert!(p.fleet.ships.iter().all(|s| s.pos.is_none()));
        assert_eq!(p.locks_open, 0, "A-1: all three locks closed");
        assert_eq!(a.data.locks.len(), 3);
        assert_eq!(p.supply[..4], [7, 6, 6, 5], "A-1 raw materials");
        for hand in &h.hands {
            assert_eq!(hand.missions.len(), 3, "A-1: 3 missions");
            assert_eq!(hand.lock_count(), 2, "A-1: 2 lock cards");
            assert_eq!(hand.ship_count(), 0, "A-1: no ship cards");
            assert_eq!(hand.product_count(), 0);
        }
        assert_eq!(h.mission_pile.len(), 28 - 3 * players as usize);
        assert_eq!(h.lock_pile.len(), 14 - 2 * players as usize);
        assert_eq!(h.ship_pile.len(), 14);
        assert!(h.product_piles.iter().all(|p| p.len() == 14));
        // Open piles (C-4): every top shows; the missions in hand show only to their holder.
        let v = match g.view(Some(1)) {
            havenbaron_engine::View::Antwerpen(v) => v,
            _ => unreachable!(),
        };
        assert!(v.piles.product_tops.iter().all(|t| t.is_some()));
        assert_eq!(v.hand.as_ref().unwrap(), &h.hands[1]);
        assert_eq!(g.to_act(), Some(0), "A-1: seat 0 starts");
        assert_eq!(p.step, Step::Turn);
        assert_eq!(p.turn_cap, DEFAULT_TURN_CAP);
        check(&g);
    }
    for players in [1, 5] {
        assert!(matches!(
            Game::new(&Config::new(Ruleset::Antwerpen, players, 1)),
            Err(ConfigError::Players { .. })
        ));
    }
    assert!(matches!(
        Game::new(&Config::new(Ruleset::Antwerpen, 2, 1).with_variant("open_products")),
        Err(ConfigError::UnknownVariant { .. })
    ));
    assert_eq!("antwerpen".parse::<Ruleset>(), Ok(Ruleset::Antwerpen));
}

// ---------------------------------------------------------------------------------------------
// A-2 A turn
// ---------------------------------------------------------------------------------------------

#[test]
fn a2_one_main_action_then_extras_then_end_turn() {
    let mut g = game(2, 1);
    no_cards(&mut g);
    set_lock_hand(&mut g, 0, &[LockCard::Open1]);
    let (t1, toys) = (pos(&g, "T1"), raw(&g, "toys"));
    let l = legal(&g);
    assert!(l.contains(&call(Colour::Red)));
    assert!(l.contains(&Action::PlaceShip {
        start: t1,
        cargo: Some(toys)
    }));
    let m = awr(&g).state.hidden.hands[0].missions[0];
    assert!(l.contains(&Action::SwapMission { mission: m }));
    assert!(
        l.contains(&Action::PlayLockCard {
            card: LockCard::Open1
        }),
        "extras before the main action"
    );
    assert!(
        !l.contains(&Action::EndTurn),
        "end turn only after the main action"
    );
    // No empty ships (A-2).
    match refused(
        &mut g,
        0,
        Action::PlaceShip {
            start: t1,
            cargo: None,
        },
    ) {
        RuleError::Illegal { rule, .. } => assert_eq!(rule, "A-2"),
        e => panic!("{e:?}"),
    }
    assert!(matches!(
        refused(&mut g, 1, call(Colour::Red)),
        RuleError::NotYourTurn { .. }
    ));

    act(
        &mut g,
        0,
        Action::PlaceShip {
            start: t1,
            cargo: Some(toys),
        },
    );
    let l = legal(&g);
    assert!(
        !l.iter().any(|a| matches!(
            a,
            Action::PlaceShip { .. } | Action::CallColour { .. } | Action::SwapMission { .. }
        )),
        "one main action per turn: {l:?}"
    );
    assert!(l.contains(&Action::EndTurn));
    assert!(
        l.contains(&Action::PlayLockCard {
            card: LockCard::Open1
        }),
        "extras after the main action"
    );
    let events = act(&mut g, 0, Action::EndTurn);
    assert!(events.contains(&Event::TurnStarted { turn: 2, seat: 1 }));
    assert_eq!(g.to_act(), Some(1));
    check(&g);
}

#[test]
fn a2_turn_ends_by_itself_when_nothing_is_left_to_do() {
    let mut g = game(2, 2);
    no_cards(&mut g);
    act(&mut g, 0, call(Colour::Red));
    assert_eq!(
        g.to_act(),
        Some(1),
        "nothing but end turn was left: the turn ended"
    );
    assert_eq!(awr(&g).state.public.turn, 2);
}

#[test]
fn a2_turn_stays_open_on_public_facts_only() {
    // Seat 0 holds a Close 1 card with every lock closed: it cannot play it, but others only
    // see that it holds a lock card, so the turn asks for `end turn` (C-6).
    let mut g = game(2, 32);
    no_cards(&mut g);
    set_lock_hand(&mut g, 0, &[LockCard::Close1]);
    act(&mut g, 0, call(Colour::Red));
    assert_eq!(g.to_act(), Some(0));
    assert_eq!(legal(&g), vec![Action::EndTurn]);
    act(&mut g, 0, Action::EndTurn);
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn a2_load_takes_another_material_when_one_is_out() {
    let mut g = game(2, 3);
    no_cards(&mut g);
    let potatoes = raw(&g, "potatoes");
    for _ in 0..5 {
        // Five potato ships: the supply of potatoes is out.
        let seat = if awr(&g).state.public.fleet.in_supply(0) > 0 {
            0
        } else {
            1
        };
        let start = ["T1", "T2", "T3", "T4", "A1"]
            [awr(&g).state.public.supply[potatoes as usize] as usize - 1];
        place(&mut g, seat, start, "potatoes");
    }
    assert_eq!(awr(&g).state.public.supply[potatoes as usize], 0);
    // No start is free now (T1–T4 taken): no Load at all; free one start.
    assert!(
        !legal(&g)
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { .. }))
    );
    let d = data(&g);
    let s = ship_at(&g, "T1").unwrap();
    let a = aw(&mut g);
    a.state.public.fleet.return_to_supply(&d.board, s);
    a.state.public.supply[potatoes as usize] += 1;
    a.state.public.supply[potatoes as usize] -= 1; // keep it out: the unit goes nowhere
    a.state.public.fleet.ships[s as usize].cargo = None;
    let loads: Vec<Action> = legal(&g)
        .into_iter()
        .filter(|a| matches!(a, Action::PlaceShip { .. }))
        .collect();
    assert_eq!(loads.len(), 3, "T1 with toys, cocoa or barley: {loads:?}");
    assert!(
        !loads
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { cargo: Some(c), .. } if *c == potatoes))
    );
}

#[test]
fn a2_swap_a_mission_and_reshuffle_the_discards() {
    let mut g = game(2, 4);
    no_cards(&mut g);
    let m = awr(&g).state.hidden.hands[0].missions[0];
    let next = *awr(&g).state.hidden.mission_pile.last().unwrap();
    let events = act(&mut g, 0, Action::SwapMission { mission: m });
    assert!(events.contains(&Event::MissionSwapped {
        seat: 0,
        mission: m
    }));
    let a = awr(&g);
    assert_eq!(a.state.public.mission_discard, vec![m], "discarded face up");
    assert!(a.state.hidden.hands[0].missions.contains(&next));
    assert!(!a.state.hidden.hands[0].missions.contains(&m));
    assert_eq!(g.to_act(), Some(1), "swapping is the main action");
    // Seat 1: the pile is empty, so the discards (the card just discarded included) are
    // shuffled into a new pile.
    {
        let a = aw(&mut g);
        let pile = std::mem::take(&mut a.state.hidden.mission_pile);
        a.state.public.mission_discard.extend(pile);
    }
    let discards = awr(&g).state.public.mission_discard.len();
    let m1 = awr(&g).state.hidden.hands[1].missions[0];
    let events = act(&mut g, 1, Action::SwapMission { mission: m1 });
    assert!(events.iter().any(
        |e| matches!(e, Event::MissionPileReshuffled { cards } if *cards as usize == discards + 1)
    ));
    let a = awr(&g);
    assert!(a.state.public.mission_discard.is_empty());
    assert_eq!(a.state.hidden.mission_pile.len(), discards);
    assert_eq!(a.state.hidden.hands[1].missions.len(), 3);
    check(&g);
}

#[test]
fn a2_one_mission_per_turn_products_go_under_their_piles() {
    let mut g = game(2, 5);
    no_cards(&mut g);
    let m1 = mission(&g, "toys", "chocolate");
    let m2 = mission(&g, "witbier", "kroketjes");
    hand_mission(&mut g, 0, m1);
    hand_mission(&mut g, 0, m2);
    for p in ["toys", "chocolate", "witbier", "kroketjes"] {
        give_product(&mut g, 0, p);
    }
    let l = legal(&g);
    assert!(l.contains(&Action::CompleteMission {
        mission: m1,
        joker: None
    }));
    assert!(l.contains(&Action::CompleteMission {
        mission: m2,
        joker: None
    }));
    assert!(
        !l.contains(&Action::CompleteMission {
            mission: m1,
            joker: Some(0)
        }),
        "no jokers"
    );
    let choc = product(&g, "chocolate");
    let hi = data(&g).harbour_index[pos(&g, "Waaslandhaven") as usize].unwrap() as usize;
    // Completing is an extra action: before the main action.
    let events = act(
        &mut g,
        0,
        Action::CompleteMission {
            mission: m1,
            joker: None,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MissionCompleted {
            seat: 0,
            points: 5,
            ..
        }
    )));
    assert_eq!(
        awr(&g).state.hidden.product_piles[hi][0],
        choc,
        "under its pile"
    );
    assert_eq!(
        awr(&g).state.hidden.hands[0].missions.len(),
        3,
        "a new mission drawn"
    );
    assert!(
        !legal(&g)
            .iter()
            .any(|a| matches!(a, Action::CompleteMission { .. })),
        "one per turn"
    );
    act(&mut g, 0, call(Colour::Red));
    act(&mut g, 0, Action::EndTurn);
    act(&mut g, 1, call(Colour::Red));
    assert_eq!(g.to_act(), Some(0));
    assert!(
        legal(&g).contains(&Action::CompleteMission {
            mission: m2,
            joker: None
        }),
        "next turn"
    );
    check(&g);
}

#[test]
fn a2_trades_only_by_the_active_player_at_most_three_offers() {
    let mut g = game(3, 6);
    no_cards(&mut g);
    give_product(&mut g, 0, "toys");
    give_product(&mut g, 1, "tripel");
    let (toys, tripel) = (product(&g, "toys"), product(&g, "tripel"));
    act(&mut g, 0, Action::AddGive { product: toys });
    act(&mut g, 0, Action::AddAsk { product: tripel });
    let l = legal(&g);
    assert!(l.contains(&Action::SendOffer { to: 1 }) && l.contains(&Action::SendOffer { to: 2 }));
    act(&mut g, 0, Action::SendOffer { to: 1 });
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(legal(&g), vec![Action::Accept, Action::Decline]);
    let events = act(&mut g, 1, Action::Accept);
    assert!(events.contains(&Event::OfferAccepted { from: 0, to: 1 }));
    let a = awr(&g);
    assert_eq!(a.state.hidden.hands[0].products[tripel as usize], 1);
    assert_eq!(a.state.hidden.hands[1].products[toys as usize], 1);
    assert_eq!(
        a.state.public.seats[1].known_products[toys as usize], 1,
        "C-6: trades are public"
    );
    assert_eq!(g.to_act(), Some(0), "back to the active player's turn");
    // Only the active player offers (A-2).
    assert!(matches!(
        refused(&mut g, 1, Action::AddGive { product: toys }),
        RuleError::NotYourTurn { .. }
    ));
    // Two more offers: one declined, one withdrawn (a withdrawn offer counts, RULINGS A-2).
    act(&mut g, 0, Action::AddGive { product: tripel });
    act(&mut g, 0, Action::AddAsk { product: toys });
    act(&mut g, 0, Action::SendOffer { to: 2 });
    assert_eq!(
        legal(&g),
        vec![Action::Decline],
        "seat 2 cannot give what it lacks"
    );
    act(&mut g, 2, Action::Decline);
    act(&mut g, 0, Action::AddAsk { product: toys });
    act(&mut g, 0, Action::Withdraw);
    assert_eq!(awr(&g).state.public.offers, 3);
    assert!(
        !legal(&g)
            .iter()
            .any(|a| matches!(a, Action::AddGive { .. } | Action::AddAsk { .. }))
    );
    check(&g);
}

#[test]
fn a2_cards_received_this_turn_cannot_be_played_in_it() {
    let mut g = game(2, 8);
    no_cards(&mut g);
    // Seat 0's ship on T1 reaches the anchor A2 on green and takes Extra colour.
    let s = place(&mut g, 0, "T1", "toys");
    give_product(&mut g, 0, "toys"); // so that the turn stays open (a trade is possible)
    ship_card_on_top(&mut g, ShipCard::ExtraColour);
    act(&mut g, 0, call(Colour::Green));
    assert_eq!(step(&g), Step::TakeCard { ship: s });
    act(
        &mut g,
        0,
        Action::TakeCard {
            pile: CardPile::Ship,
        },
    );
    let a = awr(&g);
    assert_eq!(
        a.state.hidden.hands[0].ship[ShipCard::ExtraColour as usize],
        1
    );
    assert_eq!(a.state.public.seats[0].fresh_ship, 1);
    assert_eq!(g.to_act(), Some(0));
    assert!(!legal(&g).contains(&Action::PlayShipCard {
        card: ShipCard::ExtraColour
    }));
    act(&mut g, 0, Action::EndTurn);
    assert_eq!(g.to_act(), Some(1));
    assert_eq!(awr(&g).state.public.seats[0].fresh_ship, 0);
    act(&mut g, 1, call(Colour::Red));
    assert!(legal(&g).contains(&Action::PlayShipCard {
        card: ShipCard::ExtraColour
    }));

    // Whoever's turn it is: seat 1's ship takes an Anchor card in seat 0's call and cannot use
    // it against seat 0's Extra colour in the same turn.
    let mut g = game(2, 9);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::ExtraColour]);
    let t = place(&mut g, 1, "T2", "cocoa");
    ship_card_on_top(&mut g, ShipCard::Anchor);
    set_lock_hand(
        &mut g,
        1,
        &[LockCard::Open1, LockCard::Open2, LockCard::Close1],
    );
    act(&mut g, 0, call(Colour::Red)); // T2 → A2 (anchor); lock hand full: a ship card at once
    assert_eq!(awr(&g).state.public.fleet.ship(t).pos, Some(pos(&g, "A2")));
    assert_eq!(
        awr(&g).state.hidden.hands[1].fresh_ship[ShipCard::Anchor as usize],
        1
    );
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraColour,
        },
    );
    act(&mut g, 0, call(Colour::Blue));
    // A2 → B1 or B2: seat 1 could anchor that ship, but its only card is new: no window; the
    // ships move, and seat 1 steers its fork (C-2.4).
    assert_eq!(step(&g), Step::Fork);
    assert_eq!(g.to_act(), Some(1));
    let b2 = pos(&g, "B2");
    act(&mut g, 1, Action::SteerFork { to: b2 });
    assert_eq!(awr(&g).state.public.fleet.ship(t).pos, Some(b2));
    check(&g);
}

// ---------------------------------------------------------------------------------------------
// A-3 Hand limits
// ---------------------------------------------------------------------------------------------

#[test]
fn a3_at_one_limit_the_other_card_comes_at_both_nothing() {
    let mut g = game(2, 10);
    no_cards(&mut g);
    set_ship_hand(
        &mut g,
        0,
        &[ShipCard::StepBack, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    place(&mut g, 0, "T1", "toys");
    let events = act(&mut g, 0, call(Colour::Green));
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::LockCardDrawn {
                seat: 0,
                card: Some(_)
            }
        )),
        "{events:?}"
    );
    assert_eq!(awr(&g).state.hidden.hands[0].lock_count(), 1);

    let mut g = game(2, 11);
    no_cards(&mut g);
    set_ship_hand(
        &mut g,
        1,
        &[ShipCard::StepBack, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    set_lock_hand(
        &mut g,
        1,
        &[LockCard::Open1, LockCard::Open2, LockCard::Close1],
    );
    let s = place(&mut g, 1, "T2", "cocoa");
    act(&mut g, 0, call(Colour::Red));
    // Seat 1 holds ship cards and a ship the call would move: its Anchor window comes first.
    assert_eq!(step(&g), Step::AnchorWindow { seat: 1 });
    let events = act(&mut g, 1, Action::Pass);
    assert!(events.contains(&Event::AnchorGaveNothing { seat: 1, ship: s }));
    let hand = &awr(&g).state.hidden.hands[1];
    assert_eq!((hand.ship_count(), hand.lock_count()), (3, 3));
    check(&g);
}

// ---------------------------------------------------------------------------------------------
// A-4 Locks
// ---------------------------------------------------------------------------------------------

#[test]
fn a4_a_closed_lock_blocks_an_open_lock_lets_through() {
    let mut g = game(2, 12);
    no_cards(&mut g);
    let s = place(&mut g, 0, "C1", "cocoa");
    act(&mut g, 0, call(Colour::Blue));
    assert_eq!(
        awr(&g).state.public.fleet.ship(s).pos,
        Some(pos(&g, "C1")),
        "Kallo is closed"
    );
    act(&mut g, 1, call(Colour::Red));
    let kallo = lock(&g, "Kallo");
    aw(&mut g).state.public.locks_open |= 1 << kallo;
    let events = act(&mut g, 0, call(Colour::Blue));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == s))
    );
    check(&g);
}

// ---------------------------------------------------------------------------------------------
// A-5 Lock cards
// ---------------------------------------------------------------------------------------------

#[test]
fn a5_open_and_close_n_of_your_choice() {
    let mut g = game(2, 13);
    no_cards(&mut g);
    set_lock_hand(
        &mut g,
        0,
        &[LockCard::Open1, LockCard::Open3, LockCard::Close2],
    );
    // All closed: Close 2 would change nothing.
    assert!(!legal(&g).contains(&Action::PlayLockCard {
        card: LockCard::Close2
    }));
    act(
        &mut g,
        0,
        Action::PlayLockCard {
            card: LockCard::Open1,
        },
    );
    assert_eq!(
        step(&g),
        Step::Locks {
            open: true,
            left: 1
        }
    );
    assert_eq!(legal(&g).len(), 3, "any of the three closed locks");
    let kallo = lock(&g, "Kallo");
    act(&mut g, 0, Action::SelectLock { lock: kallo });
    assert_eq!(awr(&g).state.public.locks_open, 1 << kallo);
    // Open 3 with two closed: both open at once, no choice left.
    let events = act(
        &mut g,
        0,
        Action::PlayLockCard {
            card: LockCard::Open3,
        },
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::LockSet { open: true, .. }))
            .count(),
        2
    );
    assert_eq!(awr(&g).state.public.locks_open, 0b111);
    assert_eq!(step(&g), Step::Turn);
    // Close 2 with three open: choose two.
    act(
        &mut g,
        0,
        Action::PlayLockCard {
            card: LockCard::Close2,
        },
    );
    assert_eq!(legal(&g).len(), 3);
    act(&mut g, 0, Action::SelectLock { lock: kallo });
    assert_eq!(legal(&g).len(), 2, "a lock already closed is not offered");
    assert!(!legal(&g).contains(&Action::SelectLock { lock: kallo }));
    let other = match legal(&g)[0] {
        Action::SelectLock { lock } => lock,
        a => panic!("{a:?}"),
    };
    act(&mut g, 0, Action::SelectLock { lock: other });
    assert_eq!(awr(&g).state.public.locks_open.count_ones(), 1);
    assert_eq!(awr(&g).state.public.lock_discard.iter().sum::<u8>(), 3);
    check(&g);
}

#[test]
fn a5_toggle_n_open_all_or_close_all_and_change_something() {
    let mut g = game(2, 14);
    no_cards(&mut g);
    set_lock_hand(&mut g, 0, &[LockCard::Toggle2, LockCard::Toggle1]);
    let (kallo, boud) = (lock(&g, "Kallo"), lock(&g, "Boudewijn"));
    // All closed: only opening changes anything, so no direction is asked.
    act(
        &mut g,
        0,
        Action::PlayLockCard {
            card: LockCard::Toggle1,
        },
    );
    assert_eq!(
        step(&g),
        Step::ToggleLocks {
            open: true,
            left: 1,
            chosen: 0,
            changed: false
        }
    );
    act(&mut g, 0, Action::SelectLock { lock: kallo });
    assert_eq!(awr(&g).state.public.locks_open, 1 << kallo);
    // Mixed: open them all or close them all.
    act(
        &mut g,
        0,
        Action::PlayLockCard {
            card: LockCard::Toggle2,
        },
    );
    assert_eq!(
        legal(&g),
        vec![
            Action::SetLocks { open: true },
            Action::SetLocks { open: false }
        ]
    );
    act(&mut g, 0, Action::SetLocks { open: true });
    assert_eq!(legal(&g).len(), 3, "two distinct locks of the three");
    act(&mut g, 0, Action::SelectLock { lock: kallo }); // already open: no change yet
    // The last choice must change a lock: only closed ones are offered.
    let l = legal(&g);
    assert_eq!(l.len(), 2);
    assert!(!l.contains(&Action::SelectLock { lock: kallo }));
    act(&mut g, 0, Action::SelectLock { lock: boud });
    assert_eq!(awr(&g).state.public.locks_open, (1 << kallo) | (1 << boud));
    assert_eq!(step(&g), Step::Turn);
    check(&g);
}

// ---------------------------------------------------------------------------------------------
// A-6 Arrival effects
// ---------------------------------------------------------------------------------------------

#[test]
fn a6_anchor_choice_is_the_owners_even_in_another_turn() {
    let mut g = game(2, 15);
    no_cards(&mut g);
    give_product(&mut g, 0, "toys"); // seat 0's turn stays open
    let s = place(&mut g, 1, "T2", "cocoa");
    lock_card_on_top(&mut g, LockCard::Toggle2);
    act(&mut g, 0, call(Colour::Red));
    assert_eq!(step(&g), Step::TakeCard { ship: s });
    assert_eq!(g.to_act(), Some(1), "seat 1 decides inside seat 0's turn");
    assert_eq!(
        legal(&g),
        vec![
            Action::TakeCard {
                pile: CardPile::Ship
            },
            Action::TakeCard {
                pile: CardPile::Lock
            }
        ]
    );
    let events = act(
        &mut g,
        1,
        Action::TakeCard {
            pile: CardPile::Lock,
        },
    );
    assert!(events.contains(&Event::LockCardDrawn {
        seat: 1,
        card: Some(LockCard::Toggle2)
    }));
    // Redacted for others (C-6).
    assert_eq!(
        events
            .iter()
            .find(|e| matches!(e, Event::LockCardDrawn { .. }))
            .unwrap()
            .redacted_for(Some(0)),
        Event::LockCardDrawn {
            seat: 1,
            card: None
        }
    );
    assert_eq!(awr(&g).state.public.seats[1].fresh_lock, 1);
    assert_eq!(g.to_act(), Some(0));
    act(&mut g, 0, Action::EndTurn);
    assert_eq!(
        awr(&g).state.public.seats[1].fresh_lock,
        0,
        "playable from the next turn"
    );
    // Staying on the anchor gives nothing more.
    act(&mut g, 1, call(Colour::Yellow));
    act(&mut g, 1, Action::EndTurn); // its Toggle 2 card keeps the turn open
    let before = awr(&g).state.hidden.hands[1].clone();
    act(&mut g, 0, call(Colour::Violet));
    assert_eq!(awr(&g).state.public.fleet.ship(s).pos, Some(pos(&g, "A2")));
    assert_eq!(awr(&g).state.hidden.hands[1], before);
    check(&g);
}

#[test]
fn a6_matching_and_wrong_harbour() {
    let mut g = game(2, 16);
    no_cards(&mut g);
    let d = data(&g);
    let dgd = pos(&g, "Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let toys = raw(&g, "toys");
    let s = place(&mut g, 0, "A1", "toys");
    let pile = awr(&g).state.hidden.product_piles[hi].clone();
    let (top, next) = (pile[pile.len() - 1], pile[pile.len() - 2]);
    act(&mut g, 0, call(Colour::Violet));
    let a = awr(&g);
    assert_eq!(
        a.state.hidden.hands[0].products[top as usize], 1,
        "the face-up card"
    );
    assert_eq!(
        a.state.hidden.product_piles[hi].last(),
        Some(&next),
        "the next one turned up"
    );
    assert_eq!(a.state.public.fleet.ship(s).pos, None, "the ship returns");
    assert_eq!(
        a.state.public.supply[toys as usize], 7,
        "the material returns"
    );

    // Wrong harbour: no card, the top card goes under its pile.
    act(&mut g, 0, Action::EndTurn); // a trade was possible: the turn stayed open
    act(&mut g, 1, call(Colour::Red));
    let s = place(&mut g, 0, "A1", "cocoa");
    let events = act(&mut g, 0, call(Colour::Violet));
    let a = awr(&g);
    assert!(events.contains(&Event::ProductBuried {
        harbour: dgd,
        product: next
    }));
    assert_eq!(a.state.hidden.product_piles[hi][0], next);
    assert_eq!(a.state.hidden.hands[0].product_count(), 1);
    assert_eq!(a.state.public.fleet.ship(s).pos, None);
    assert_eq!(a.state.public.supply[raw(&g, "cocoa") as usize], 6);
    check(&g);
}

/// RULES scenario test 6: a violet call with the active player's toys ship on A1 and an
/// opponent's on B1: both enter Deurganckdok, the active player's card first.
#[test]
fn a6_two_ships_into_deurganckdok_in_turn_order() {
    let mut g = game(2, 17);
    no_cards(&mut g);
    let d = data(&g);
    let dgd = pos(&g, "Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let mine = place(&mut g, 0, "A1", "toys");
    let theirs = place(&mut g, 1, "B1", "toys"); // deeper, but seat 0 is the caller
    let pile = awr(&g).state.hidden.product_piles[hi].clone();
    let (first, second) = (pile[pile.len() - 1], pile[pile.len() - 2]);
    let events = act(&mut g, 0, call(Colour::Violet));
    let unloads: Vec<(u8, Option<u8>)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ShipUnloaded { ship, product, .. } => Some((*ship, *product)),
            _ => None,
        })
        .collect();
    assert_eq!(unloads, vec![(mine, Some(first)), (theirs, Some(second))]);
    let h = &awr(&g).state.hidden.hands;
    assert_eq!(h[0].products[first as usize], 1);
    assert_eq!(h[1].products[second as usize], 1);
    check(&g);
}

/// RULES scenario test 7: a transit exit toggles every lock after the call; a ship that was
/// waiting at a lock moves only on a later call.
#[test]
fn a6_exit_toggles_every_lock_after_the_call() {
    let mut g = game(2, 18);
    no_cards(&mut g);
    let out = place(&mut g, 0, "D1", "barley");
    let waiting = place(&mut g, 1, "C1", "cocoa"); // Kallo (blue) is closed
    let events = act(&mut g, 0, call(Colour::Violet));
    assert!(events.contains(&Event::ShipExited {
        seat: 0,
        ship: out,
        cargo: Some(raw(&g, "barley"))
    }));
    assert!(events.contains(&Event::LocksToggled {
        times: 1,
        open: 0b111
    }));
    let a = awr(&g);
    assert_eq!(a.state.public.locks_open, 0b111, "every lock toggled");
    assert_eq!(a.state.public.fleet.ship(out).pos, None);
    assert_eq!(a.state.public.fleet.ship(waiting).pos, Some(pos(&g, "C1")));
    // A later call takes the waiting ship through.
    let events = act(&mut g, 1, call(Colour::Blue));
    assert!(events.iter().any(
        |e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == waiting)
    ));
    check(&g);
}

/// The same rule on a replacement board where the exit and the lock share a colour: the ship
/// at the lock is processed after the exit in the same call, and still waits.
#[test]
fn a6_exit_toggle_waits_for_the_end_of_the_call_same_colour() {
    let mut g = custom_game(2);
    no_cards(&mut g);
    let exit_ship = place(&mut g, 0, "A1", "cocoa");
    let waiting = place(&mut g, 1, "A2", "toys");
    let events = act(&mut g, 0, call(Colour::Violet));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ShipExited { ship, .. } if *ship == exit_ship))
    );
    let a = awr(&g);
    assert_eq!(
        a.state.public.fleet.ship(waiting).pos,
        Some(pos(&g, "A2")),
        "moved in no pass"
    );
    assert_eq!(a.state.public.locks_open, 0b11, "toggled after the call");
    let events = act(&mut g, 1, call(Colour::Violet));
    assert!(events.iter().any(
        |e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == waiting)
    ));
    // Two exits in one call toggle twice: no change.
    let mut g = custom_game(2);
    no_cards(&mut g);
    place(&mut g, 0, "A1", "cocoa");
    place(&mut g, 1, "B1", "cocoa");
    let events = act(&mut g, 0, call(Colour::Violet));
    assert!(events.contains(&Event::LocksToggled { times: 2, open: 0 }));
    check(&g);
}

// ---------------------------------------------------------------------------------------------
// A-7 End and score
// ---------------------------------------------------------------------------------------------

#[test]
fn a7_everyone_plays_one_more_turn_the_trigger_player_last() {
    let mut g = game(3, 19);
    no_cards(&mut g);
    set_active(&mut g, 1);
    let done = [
        mission(&g, "toys", "board_games"),
        mission(&g, "chocolate", "pralines"),
    ];
    completed(&mut g, 1, &done);
    let third = mission(&g, "witbier", "tripel");
    hand_mission(&mut g, 1, third);
    give_product(&mut g, 1, "witbier");
    give_product(&mut g, 1, "tripel");
    let events = act(
        &mut g,
        1,
        Action::CompleteMission {
            mission: third,
            joker: None,
        },
    );
    assert!(events.contains(&Event::FinalRound { seat: 1 }));
    assert_eq!(awr(&g).state.public.end_after, Some(2 + 3));
    act(&mut g, 1, call(Colour::Red)); // the turn in progress finishes first
    // Seat 2 also completes a third mission in the last round: it scores, triggers nothing.
    assert_eq!(g.to_act(), Some(2));
    let two = [
        mission(&g, "toys", "chocolate"),
        mission(&g, "toys", "pralines"),
    ];
    completed(&mut g, 2, &two);
    let m = mission(&g, "kroketjes", "frietjes");
    hand_mission(&mut g, 2, m);
    give_product(&mut g, 2, "kroketjes");
    give_product(&mut g, 2, "frietjes");
    act(
        &mut g,
        2,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(
        awr(&g).state.public.end_after,
        Some(5),
        "the trigger fires once"
    );
    act(&mut g, 2, call(Colour::Red));
    assert_eq!(g.to_act(), Some(0));
    act(&mut g, 0, call(Colour::Red));
    assert_eq!(g.to_act(), Some(1), "the trigger player plays last");
    let events = act(&mut g, 1, call(Colour::Red));
    assert!(events.contains(&Event::GameEnded { capped: false }));
    assert!(g.is_over());
    let o = g.outcome().unwrap();
    assert!(!o.capped);
    assert_eq!(o.rounds, 5);
    assert_eq!(o.scores[2].missions, 5 + 6 + 7);
    check(&g);
}

/// The rulebook's end-of-game example (seed 002): Dirk 6 + 9 + 5 and two witbier = 24; Marie
/// 8 + 8 and kroketjes = 19; Jan 21 in missions and frietjes = 25 wins by one point.
#[test]
fn a7_scoring_example_from_the_rulebook() {
    let mut g = game(3, 20);
    no_cards(&mut g);
    let dirk = [
        mission(&g, "board_games", "chocolate"), // 2 + 2 + 2 = 6
        mission(&g, "tripel", "frietjes"),       // 3 + 4 + 2 = 9
        mission(&g, "toys", "witbier"),          // 1 + 2 + 2 = 5
    ];
    let marie = [
        mission(&g, "witbier", "frietjes"),
        mission(&g, "pralines", "kroketjes"),
    ];
    let jan = [
        mission(&g, "pralines", "frietjes"),   // 9
        mission(&g, "toys", "pralines"),       // 6
        mission(&g, "board_games", "witbier"), // 6
    ];
    completed(&mut g, 0, &dirk);
    completed(&mut g, 1, &marie);
    completed(&mut g, 2, &jan);
    give_product(&mut g, 0, "witbier");
    give_product(&mut g, 0, "witbier");
    give_product(&mut g, 1, "kroketjes");
    give_product(&mut g, 2, "frietjes");
    let points: Vec<u16> = awr(&g)
        .state
        .public
        .seats
        .iter()
        .map(|s| s.mission_points)
        .collect();
    assert_eq!(points, vec![20, 16, 21]);
    // Jan ends the last round.
    set_active(&mut g, 2);
    {
        let p = &mut aw(&mut g).state.public;
        p.end_after = Some(p.turn);
        p.main_done = true;
    }
    act(&mut g, 2, Action::EndTurn);
    let o = g.outcome().expect("the game is over");
    let totals: Vec<i32> = o.scores.iter().map(|s| s.total).collect();
    assert_eq!(totals, vec![24, 19, 25]);
    assert_eq!(o.scores[0].products, 4);
    assert_eq!(o.winners, vec![2]);
    let ranks: Vec<u8> = o.scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![2, 3, 1]);
    check(&g);
}

#[test]
fn a7_ties_go_to_mission_points_else_shared() {
    let mut g = game(3, 21);
    no_cards(&mut g);
    let (a, b, c) = (
        mission(&g, "pralines", "frietjes"), // 9
        mission(&g, "toys", "chocolate"),    // 5, + frietjes 4 = 9
        mission(&g, "tripel", "frietjes"),   // 9
    );
    completed(&mut g, 0, &[a]);
    completed(&mut g, 1, &[b]);
    give_product(&mut g, 1, "frietjes");
    completed(&mut g, 2, &[c]);
    {
        let p = &mut aw(&mut g).state.public;
        p.end_after = Some(p.turn);
        p.main_done = true;
    }
    act(&mut g, 0, Action::EndTurn);
    let o = g.outcome().unwrap();
    let ranks: Vec<u8> = o.scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![1, 3, 1]);
    assert_eq!(o.winners, vec![0, 2]);
}

// ---------------------------------------------------------------------------------------------
// A-8 Ship cards
// ---------------------------------------------------------------------------------------------

#[test]
fn a8_sail_alone_moves_only_own_ships_without_anchor_window() {
    let mut g = game(2, 22);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::SailAlone]);
    set_ship_hand(&mut g, 1, &[ShipCard::Anchor]);
    let mine = place(&mut g, 0, "T1", "toys");
    let theirs = place(&mut g, 1, "A3", "barley");
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::SailAlone,
        },
    );
    assert_eq!(
        step(&g),
        Step::ChooseColour {
            card: ShipCard::SailAlone
        }
    );
    act(&mut g, 0, call(Colour::Violet));
    let a = awr(&g);
    assert_eq!(a.state.public.fleet.ship(mine).pos, Some(pos(&g, "A1")));
    assert_eq!(
        a.state.public.fleet.ship(theirs).pos,
        Some(pos(&g, "A3")),
        "not seat 1's ships"
    );
    assert_eq!(
        g.to_act(),
        Some(0),
        "an extra action: the main action is still to come"
    );
    assert!(legal(&g).contains(&call(Colour::Red)));
    check(&g);
}

#[test]
fn a8_extra_colour_moves_all_ships_after_the_anchor_window() {
    let mut g = game(2, 23);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::ExtraColour]);
    set_ship_hand(&mut g, 1, &[ShipCard::StepBack]); // a ship card, not an Anchor
    let mine = place(&mut g, 0, "T1", "toys");
    let theirs = place(&mut g, 1, "B4", "barley");
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraColour,
        },
    );
    act(&mut g, 0, call(Colour::Violet));
    // The window opens on public facts (C-6): seat 1 holds a ship card; it can only pass.
    assert_eq!(step(&g), Step::AnchorWindow { seat: 1 });
    assert_eq!(legal(&g), vec![Action::Pass]);
    act(&mut g, 1, Action::Pass);
    let a = awr(&g);
    assert_eq!(a.state.public.fleet.ship(mine).pos, Some(pos(&g, "A1")));
    assert_eq!(
        a.state.public.fleet.ship(theirs).pos,
        Some(pos(&g, "C3")),
        "a double channel"
    );
    assert_eq!(g.to_act(), Some(0));
    check(&g);
}

#[test]
fn a8_anchor_in_an_opponents_turn_holds_a_ship_before_any_moves() {
    let mut g = game(3, 24);
    no_cards(&mut g);
    set_ship_hand(&mut g, 2, &[ShipCard::Anchor, ShipCard::Anchor]);
    let blocked = place(&mut g, 0, "T1", "cocoa");
    let held = place(&mut g, 2, "A1", "toys");
    let also = place(&mut g, 2, "A3", "barley");
    place(&mut g, 1, "C3", "barley"); // seat 1 holds no ship card: no window
    assert!(
        !legal(&g).contains(&Action::PlayShipCard {
            card: ShipCard::Anchor
        }),
        "not in one's own turn"
    );
    act(&mut g, 0, call(Colour::Violet));
    // Seat 1 has no ship card: no window; seat 2 decides before ships move.
    assert_eq!(step(&g), Step::AnchorWindow { seat: 2 });
    assert_eq!(
        awr(&g).state.public.fleet.ship(blocked).pos,
        Some(pos(&g, "T1"))
    );
    assert_eq!(
        legal(&g),
        vec![
            Action::PlayShipCard {
                card: ShipCard::Anchor
            },
            Action::Pass
        ]
    );
    act(
        &mut g,
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    assert_eq!(
        legal(&g),
        vec![
            Action::SelectShip { ship: held },
            Action::SelectShip { ship: also }
        ]
    );
    let events = act(&mut g, 2, Action::SelectShip { ship: held });
    assert!(events.contains(&Event::ShipAnchored {
        seat: 2,
        ship: held
    }));
    // Several may be played: asked again, the held ship no longer offered.
    assert_eq!(step(&g), Step::AnchorWindow { seat: 2 });
    act(
        &mut g,
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    assert_eq!(legal(&g), vec![Action::SelectShip { ship: also }]);
    assert!(matches!(
        refused(&mut g, 2, Action::Pass),
        RuleError::Illegal { rule: "A-8", .. }
    ));
    act(&mut g, 2, Action::SelectShip { ship: also });
    // Nothing of seat 2 can move now; seat 0's T1 ship is blocked by the held ship on A1.
    let a = awr(&g);
    assert_eq!(a.state.public.fleet.ship(held).pos, Some(pos(&g, "A1")));
    assert_eq!(a.state.public.fleet.ship(also).pos, Some(pos(&g, "A3")));
    assert_eq!(a.state.public.fleet.ship(blocked).pos, Some(pos(&g, "T1")));
    check(&g);
}

#[test]
fn a8_anchor_held_ship_stays_and_blocks() {
    let mut g = game(3, 25);
    no_cards(&mut g);
    set_ship_hand(&mut g, 2, &[ShipCard::Anchor]);
    let blocked = place(&mut g, 0, "T1", "cocoa");
    let held = place(&mut g, 2, "A1", "toys");
    act(&mut g, 0, call(Colour::Violet));
    act(
        &mut g,
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    act(&mut g, 2, Action::SelectShip { ship: held });
    assert_eq!(step(&g), Step::Turn, "one card: the window closed");
    let a = awr(&g);
    assert_eq!(
        a.state.public.fleet.ship(held).pos,
        Some(pos(&g, "A1")),
        "held"
    );
    assert_eq!(
        a.state.public.fleet.ship(blocked).pos,
        Some(pos(&g, "T1")),
        "A1 still occupied"
    );
    assert_eq!(a.state.public.ship_discard[ShipCard::Anchor as usize], 1);
    check(&g);

    // No window for a ship behind a closed lock, nor with only cards received this turn.
    let mut g = game(2, 26);
    no_cards(&mut g);
    set_ship_hand(&mut g, 1, &[ShipCard::Anchor]);
    place(&mut g, 1, "C1", "cocoa"); // blue: Kallo closed
    act(&mut g, 0, call(Colour::Blue));
    assert_eq!(
        g.to_act(),
        Some(1),
        "seat 0's turn ended with no window for seat 1"
    );
    assert_eq!(step(&g), Step::Turn);
}

#[test]
fn a8_double_yield_at_an_own_matching_delivery() {
    let mut g = game(2, 27);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::DoubleYield]);
    set_ship_hand(&mut g, 1, &[ShipCard::DoubleYield]);
    let d = data(&g);
    let dgd = pos(&g, "Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let s = place(&mut g, 0, "A1", "toys");
    let other = place(&mut g, 1, "B1", "toys");
    assert!(!legal(&g).contains(&Action::PlayShipCard {
        card: ShipCard::DoubleYield
    }));
    let pile = awr(&g).state.hidden.product_piles[hi].clone();
    let n = pile.len();
    let (first, second, third) = (pile[n - 1], pile[n - 2], pile[n - 3]);
    act(&mut g, 0, call(Colour::Violet));
    // Seat 1 holds a ship card and a ship the call moves: its Anchor window first (A-8).
    assert_eq!(step(&g), Step::AnchorWindow { seat: 1 });
    act(&mut g, 1, Action::Pass);
    assert_eq!(step(&g), Step::DoubleYield { ship: s });
    assert_eq!(
        legal(&g),
        vec![
            Action::PlayShipCard {
                card: ShipCard::DoubleYield
            },
            Action::Continue
        ]
    );
    let events = act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::DoubleYield,
        },
    );
    assert!(events.contains(&Event::ProductTaken {
        seat: 0,
        harbour: dgd,
        product: second
    }));
    let a = awr(&g);
    let mut want = [0u8; 8];
    want[first as usize] += 1;
    want[second as usize] += 1;
    assert_eq!(a.state.hidden.hands[0].products, want);
    // The opponent's matching delivery in seat 0's turn: no Double yield window for seat 1.
    assert_eq!(a.state.public.fleet.ship(other).pos, None);
    assert_eq!(a.state.hidden.hands[1].products[third as usize], 1);
    check(&g);
}

#[test]
fn a8_extra_ship_step_back_and_swap_cargo() {
    let mut g = game(2, 28);
    no_cards(&mut g);
    set_ship_hand(
        &mut g,
        0,
        &[ShipCard::ExtraShip, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    let target = place(&mut g, 1, "B1", "cocoa");
    let a1 = place(&mut g, 0, "A3", "toys");
    // Extra ship: a placement, then the main action is still to come.
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraShip,
        },
    );
    assert_eq!(step(&g), Step::ExtraShip);
    assert!(
        legal(&g)
            .iter()
            .all(|a| matches!(a, Action::PlaceShip { cargo: Some(_), .. }))
    );
    let (t4, potatoes) = (pos(&g, "T4"), raw(&g, "potatoes"));
    act(
        &mut g,
        0,
        Action::PlaceShip {
            start: t4,
            cargo: Some(potatoes),
        },
    );
    assert_eq!(step(&g), Step::Turn);
    assert!(!awr(&g).state.public.main_done);
    // Step back: seat 1's ship on B1 may go to A1 or A2 (the card's player chooses); A2 is an
    // anchor, so its owner takes a card (A-6) inside seat 0's turn.
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::StepBack,
        },
    );
    assert!(
        !legal(&g).contains(&Action::SelectShip {
            ship: ship_at(&g, "T4").unwrap()
        }),
        "a start has no way back"
    );
    act(&mut g, 0, Action::SelectShip { ship: target });
    let (pa1, pa2) = (pos(&g, "A1"), pos(&g, "A2"));
    assert_eq!(
        legal(&g),
        vec![
            Action::SelectPosition { pos: pa1 },
            Action::SelectPosition { pos: pa2 }
        ]
    );
    act(&mut g, 0, Action::SelectPosition { pos: pa2 });
    assert_eq!(step(&g), Step::TakeCard { ship: target });
    assert_eq!(g.to_act(), Some(1));
    act(
        &mut g,
        1,
        Action::TakeCard {
            pile: CardPile::Ship,
        },
    );
    assert_eq!(g.to_act(), Some(0));
    // Swap cargo: two ships with different cargo.
    act(
        &mut g,
        0,
        Action::PlayShipCard {
            card: ShipCard::SwapCargo,
        },
    );
    act(&mut g, 0, Action::SelectShip { ship: a1 });
    assert!(!legal(&g).contains(&Action::SelectShip { ship: a1 }));
    act(&mut g, 0, Action::SelectShip { ship: target });
    let a = awr(&g);
    assert_eq!(a.state.public.fleet.ship(a1).cargo, Some(raw(&g, "cocoa")));
    assert_eq!(
        a.state.public.fleet.ship(target).cargo,
        Some(raw(&g, "toys"))
    );
    check(&g);

    // Swap cargo needs two ships with different cargo; Extra ship needs a ship in supply.
    let mut g = game(4, 29);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::SwapCargo, ShipCard::ExtraShip]);
    place(&mut g, 0, "T1", "toys");
    place(&mut g, 0, "T2", "toys");
    place(&mut g, 0, "T3", "toys");
    let l = legal(&g);
    assert!(!l.contains(&Action::PlayShipCard {
        card: ShipCard::SwapCargo
    }));
    assert!(
        !l.contains(&Action::PlayShipCard {
            card: ShipCard::ExtraShip
        }),
        "3 ships, all out"
    );
}

// ---------------------------------------------------------------------------------------------
// C-3 / A-4 on a replacement board: a closed lock blocks moving back too
// ---------------------------------------------------------------------------------------------

#[test]
fn a4_closed_lock_blocks_a_step_back() {
    let mut g = custom_game(2);
    no_cards(&mut g);
    set_ship_hand(&mut g, 0, &[ShipCard::StepBack]);
    place(&mut g, 1, "B1", "toys"); // back to A1 over the M lock (closed)
    assert!(!legal(&g).contains(&Action::PlayShipCard {
        card: ShipCard::StepBack
    }));
    let m = lock(&g, "M");
    aw(&mut g).state.public.locks_open |= 1 << m;
    assert!(legal(&g).contains(&Action::PlayShipCard {
        card: ShipCard::StepBack
    }));
}

// ---------------------------------------------------------------------------------------------
// C-7 cap, C-6 views
// ---------------------------------------------------------------------------------------------

#[test]
fn c7_turn_cap_ends_and_scores_the_game() {
    let mut cfg = Config::new(Ruleset::Antwerpen, 2, 30);
    cfg.round_cap = Some(3);
    let mut g = Game::new(&cfg).unwrap();
    no_cards(&mut g);
    act(&mut g, 0, call(Colour::Red));
    act(&mut g, 1, call(Colour::Red));
    let events = act(&mut g, 0, call(Colour::Red));
    assert!(events.contains(&Event::GameEnded { capped: true }));
    let o = g.outcome().unwrap();
    assert!(o.capped);
    assert_eq!(o.rounds, 3);
}

#[test]
fn c6_views_hide_hands_and_determinize_from_the_view() {
    let mut g = game(3, 31);
    set_ship_hand(&mut g, 1, &[ShipCard::Anchor, ShipCard::SwapCargo]);
    give_product(&mut g, 2, "frietjes");
    let view = g.view(Some(0));
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("\"hands\"") && !json.contains("ship_pile"));
    let v = match &view {
        havenbaron_engine::View::Antwerpen(v) => v,
        _ => unreachable!(),
    };
    assert_eq!(v.hand_sizes[1].ship_cards, 2, "counts are public");
    assert_eq!(v.hand.as_ref().unwrap(), &awr(&g).state.hidden.hands[0]);
    for seed in 0..20 {
        let s = Game::determinize(&view, &DataSet::builtin(), seed);
        assert_eq!(s.view(Some(0)), view);
        let h = &awr(&s).state.hidden.hands;
        assert_eq!(
            h[2].products[product(&g, "frietjes") as usize],
            1,
            "products are known"
        );
        assert_eq!(h[1].ship_count(), 2);
        check(&s);
    }
}

/// C-6: whether a decision appears, and whose, depends on public facts only. In random games,
/// a game determinized from another seat's view, given the same action of the seat to act,
/// asks the same seat for the same kind of decision as the real game (the Anchor, anchor card
/// and Double yield windows, the turn's staying open, an offer's answer).
#[test]
fn c6_whether_a_decision_appears_reveals_nothing_hidden() {
    use rand::{RngExt, SeedableRng};
    let data = DataSet::builtin();
    let shape = |g: &Game| (g.to_act(), std::mem::discriminant(&step(g)));
    for (players, seed) in [(2u8, 41u64), (3, 42), (4, 43)] {
        let mut g = game(players, seed);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for k in 0..3000u64 {
            let Some(seat) = g.to_act() else { break };
            let choices = legal(&g);
            let a = choices[rng.random_range(0..choices.len())];
            let viewer = (seat + 1 + (k % (players as u64 - 1)) as u8) % players;
            let mut sampled = Game::determinize(&g.view(Some(viewer)), &data, seed * 1000 + k);
            assert_eq!(shape(&sampled), shape(&g));
            assert!(
                !legal(&sampled).is_empty(),
                "a sampled decision has a choice"
            );
            act(&mut g, seat, a);
            if legal(&sampled).contains(&a) {
                sampled.apply(seat, &a).unwrap();
                assert_eq!(
                    shape(&sampled),
                    shape(&g),
                    "after {a:?} by seat {seat}, seen by seat {viewer}: {:?} vs {:?}",
                    step(&sampled),
                    step(&g)
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// D-4 data
// ---------------------------------------------------------------------------------------------

#[test]
fn d4_board_properties() {
    let d = antwerpen::Data::builtin();
    let b = &d.board;
    assert_eq!(b.channels.len(), 30, "D-4: 30 channels");
    let doubles = b.channels.iter().filter(|c| c.colours.len() == 2).count();
    assert_eq!(doubles, 4);
    let dgd = b.find("Deurganckdok").unwrap();
    let dist = |s: &str| b.distance(b.find(s).unwrap(), dgd);
    assert_eq!(
        (dist("T1"), dist("T2"), dist("T3"), dist("T4")),
        (Some(2), Some(3), None, None)
    );
    // A violet call can bring ships from A1 and B1 into Deurganckdok together.
    for from in ["A1", "B1"] {
        assert!(
            b.targets(b.find(from).unwrap(), Colour::Violet)
                .contains(&dgd)
        );
    }
    // Each lock dock is reachable from at least 2 starts, through its lock.
    for (dock, lock) in [
        ("Waaslandhaven", "Kallo"),
        ("Delwaidedok", "Berendrecht"),
        ("Albertdok", "Boudewijn"),
    ] {
        let h = b.find(dock).unwrap();
        let from = b
            .starts()
            .iter()
            .filter(|&&s| b.distance(s, h).is_some())
            .count();
        assert!(from >= 2, "{dock} from {from} starts");
        let c = b.channels.iter().find(|c| c.to == h).unwrap();
        assert_eq!(c.lock.as_deref(), Some(lock));
        assert_eq!(
            d.lock_between(c.from, c.to),
            Some(d.locks.iter().position(|l| l == lock).unwrap() as u8)
        );
    }
    assert!(b.find("Deurganckdok").is_some_and(|h| {
        b.channels
            .iter()
            .filter(|c| c.to == h)
            .all(|c| c.lock.is_none())
    }));
    // The exit channel is violet.
    let exit = (0..b.len() as u8)
        .find(|&p| b.kind(p) == PosKind::Exit)
        .unwrap();
    let into: Vec<_> = b.channels.iter().filter(|c| c.to == exit).collect();
    assert_eq!(into.len(), 1);
    assert_eq!(into[0].colours, vec![Colour::Violet]);
    // Anchors A2, B3, B4, C1; topological order.
    let anchors: Vec<&str> = (0..b.len() as u8)
        .filter(|&p| b.kind(p) == PosKind::Anchor)
        .map(|p| b.name(p))
        .collect();
    assert_eq!(anchors, vec!["A2", "B3", "B4", "C1"]);
    assert!(b.channels.iter().all(|c| c.from < c.to));
    assert!(
        b.positions
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y))
    );
}

#[test]
fn d4_cards() {
    let d = antwerpen::Data::builtin();
    assert_eq!(
        d.products.iter().map(|p| p.copies as usize).sum::<usize>(),
        56
    );
    let pts = |id: &str| d.products.iter().find(|p| p.id == id).unwrap().points;
    assert_eq!(
        (pts("witbier"), pts("kroketjes"), pts("frietjes")),
        (2, 3, 4),
        "seed points"
    );
    assert_eq!(d.missions.len(), 28);
    for m in &d.missions {
        let (a, b) = (
            &d.products[m.products[0] as usize],
            &d.products[m.products[1] as usize],
        );
        assert_ne!(a.id, b.id);
        let want = a.points + b.points + if a.harbour != b.harbour { 2 } else { 0 };
        assert_eq!(m.points, want, "D-4 mission points");
        assert!((3..=9).contains(&m.points));
    }
    assert_eq!(d.ship_cards, [2; 7]);
    assert_eq!(d.lock_cards, [2, 2, 1, 2, 2, 1, 2, 2]);
    assert_eq!(
        d.raws.iter().map(|r| r.supply).collect::<Vec<_>>(),
        vec![7, 6, 6, 5]
    );
    let problems = DataSet::check(&DataSource::BuiltIn);
    assert!(
        !problems.list.iter().any(|p| p.file.contains("antwerpen")),
        "the built-in Antwerpen data is clean: {problems}"
    );
}

#[test]
fn d4_bad_data_names_file_entry_and_reason() {
    let dir = temp_dir("bad");
    let board = antwerpen::data::BOARD_TOML.replace("accepts = \"cocoa\"", "accepts = \"coffee\"");
    let cards = antwerpen::data::CARDS_TOML.replace("anchor = 2", "anchor = 2\nteleport = 1");
    std::fs::write(dir.join("antwerpen/board.toml"), board).unwrap();
    std::fs::write(dir.join("antwerpen/cards.toml"), cards).unwrap();
    let problems = DataSet::check(&DataSource::Dir(dir.clone()));
    let text = problems.to_string();
    assert!(
        problems
            .list
            .iter()
            .any(|p| p.file.ends_with("board.toml") || p.file.ends_with("cards.toml")),
        "{text}"
    );
    assert!(
        problems
            .list
            .iter()
            .any(|p| p.file.ends_with("cards.toml") && p.reason.contains("teleport")),
        "{text}"
    );
    // With a valid cards file the board's problem is found, named by entry.
    std::fs::write(
        dir.join("antwerpen/cards.toml"),
        antwerpen::data::CARDS_TOML,
    )
    .unwrap();
    let problems = DataSet::check(&DataSource::Dir(dir.clone()));
    assert!(
        problems.list.iter().any(|p| p.file.ends_with("board.toml")
            && p.entry == "position Waaslandhaven"
            && p.reason.contains("coffee")),
        "{problems}"
    );
    assert!(DataSet::load(&DataSource::Dir(dir.clone())).is_err());
    let _ = std::fs::remove_dir_all(dir);
}

// ---------------------------------------------------------------------------------------------
// A replacement board for rules the reconstructed board cannot show
// ---------------------------------------------------------------------------------------------

/// A fresh folder for one test's data files (tests run in parallel: one folder per call).
fn temp_dir(name: &str) -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "havenbaron-antwerpen-{}-{name}-{n}",
        std::process::id()
    ));
    std::fs::create_dir_all(dir.join("antwerpen")).unwrap();
    dir
}

/// T1 →violet A1 →violet exit; T2 →red A2 (anchor) →violet [lock L] H (toys); A1 →green [lock M]
/// B1 →green+violet exit.
const TEST_BOARD: &str = r#"
name = "Test"
[[position]]
id = "T1"
kind = "start"
x = 0.1
y = 0.1
[[position]]
id = "T2"
kind = "start"
x = 0.5
y = 0.1
[[position]]
id = "A1"
kind = "water"
x = 0.1
y = 0.4
[[position]]
id = "A2"
kind = "anchor"
x = 0.5
y = 0.4
[[position]]
id = "B1"
kind = "water"
x = 0.3
y = 0.6
[[position]]
id = "H"
kind = "harbour"
accepts = "toys"
x = 0.5
y = 0.9
[[position]]
id = "X"
kind = "exit"
x = 0.1
y = 0.9
[[channel]]
from = "T1"
to = "A1"
colours = ["violet"]
[[channel]]
from = "A1"
to = "X"
colours = ["violet"]
[[channel]]
from = "T2"
to = "A2"
colours = ["red"]
[[channel]]
from = "A2"
to = "H"
colours = ["violet"]
lock = "L"
[[channel]]
from = "A1"
to = "B1"
colours = ["green"]
lock = "M"
[[channel]]
from = "B1"
to = "X"
colours = ["green", "violet"]
"#;

fn custom_game(players: u8) -> Game {
    let dir = temp_dir("custom");
    let missions: String = (0..13)
        .map(|_| "[[mission]]\nproducts = [\"speelgoed\", \"spel\"]\npoints = 3\n".to_string())
        .collect();
    let cards = format!(
        "[[raw]]\nid = \"toys\"\ncolour = \"violet\"\nsupply = 7\n\
         [[raw]]\nid = \"cocoa\"\ncolour = \"brown\"\nsupply = 6\n\
         [[product]]\nid = \"speelgoed\"\nharbour = \"H\"\npoints = 1\ncopies = 6\n\
         [[product]]\nid = \"spel\"\nharbour = \"H\"\npoints = 2\ncopies = 6\n\
         {missions}\
         [ship_cards]\nsail_alone = 2\nextra_colour = 2\nextra_ship = 2\nstep_back = 2\n\
         double_yield = 2\nanchor = 2\nswap_cargo = 2\n\
         [lock_cards]\nopen_1 = 2\nopen_2 = 2\nopen_3 = 1\nclose_1 = 2\nclose_2 = 2\n\
         close_3 = 1\ntoggle_1 = 2\ntoggle_2 = 2\n"
    );
    std::fs::write(dir.join("antwerpen/board.toml"), TEST_BOARD).unwrap();
    std::fs::write(dir.join("antwerpen/cards.toml"), cards).unwrap();
    let data = DataSet::load(&DataSource::Dir(dir.clone())).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    Game::with_data(&Config::new(Ruleset::Antwerpen, players, 1), &data).unwrap()
}

// ---------------------------------------------------------------------------------------------
// Property test: arbitrary input through the checked apply (DESIGN: refusals change nothing)
// ---------------------------------------------------------------------------------------------

mod prop {
    use super::*;
    use proptest::prelude::*;

    #[derive(Clone, Debug)]
    enum Input {
        Legal(u16),
        Garbage(u8, Action),
    }

    fn any_action() -> impl Strategy<Value = Action> {
        prop_oneof![
            Just(Action::Pass),
            Just(Action::Continue),
            Just(Action::EndTurn),
            Just(Action::Withdraw),
            Just(Action::Accept),
            Just(Action::Decline),
            (0u8..30, proptest::option::of(0u8..6))
                .prop_map(|(start, cargo)| Action::PlaceShip { start, cargo }),
            (0usize..5).prop_map(|i| Action::CallColour {
                colour: Colour::ALL[i]
            }),
            (0u8..24).prop_map(|to| Action::SteerFork { to }),
            (0u8..7).prop_map(|i| Action::PlayShipCard {
                card: ShipCard::from_index(i)
            }),
            (0u8..8).prop_map(|i| Action::PlayLockCard {
                card: LockCard::from_index(i)
            }),
            (0u8..5).prop_map(|lock| Action::SelectLock { lock }),
            any::<bool>().prop_map(|open| Action::SetLocks { open }),
            any::<bool>().prop_map(|s| Action::TakeCard {
                pile: if s { CardPile::Ship } else { CardPile::Lock }
            }),
            (0u8..14).prop_map(|ship| Action::SelectShip { ship }),
            (0u8..24).prop_map(|pos| Action::SelectPosition { pos }),
            (0u8..10).prop_map(|product| Action::AddGive { product }),
            (0u8..10).prop_map(|product| Action::AddAsk { product }),
            (0u8..6).prop_map(|to| Action::SendOffer { to }),
            (0u8..30).prop_map(|mission| Action::SwapMission { mission }),
            (0u8..30, proptest::option::of(0u8..9))
                .prop_map(|(mission, joker)| Action::CompleteMission { mission, joker }),
        ]
    }

    fn input() -> impl Strategy<Value = Input> {
        prop_oneof![
            6 => any::<u16>().prop_map(Input::Legal),
            3 => (0u8..5, any_action()).prop_map(|(s, a)| Input::Garbage(s, a)),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: if cfg!(debug_assertions) { 48 } else { 256 },
            ..ProptestConfig::default()
        })]

        #[test]
        fn arbitrary_inputs_never_break_antwerpen(
            players in 2u8..=4,
            seed in any::<u64>(),
            cap in 1u32..12,
            inputs in proptest::collection::vec(input(), 0..400),
        ) {
            let mut cfg = Config::new(Ruleset::Antwerpen, players, seed);
            cfg.round_cap = Some(cap);
            let mut game = Game::new(&cfg).unwrap();
            for inp in inputs {
                let hash = game.state_hash();
                let to_act = game.to_act();
                let legal = game.legal_actions();
                let (seat, action) = match (inp, to_act) {
                    (Input::Legal(i), Some(s)) => (s, legal[i as usize % legal.len()]),
                    (Input::Legal(_), None) => (0, Action::EndTurn),
                    (Input::Garbage(s, a), _) => (s, a),
                };
                let should_apply = to_act == Some(seat) && legal.contains(&action);
                match game.apply(seat, &action) {
                    Ok(_) => prop_assert!(should_apply, "{action:?} by {seat} applied"),
                    Err(e) => {
                        prop_assert!(!should_apply, "{action:?} by {seat} refused: {e}");
                        prop_assert_eq!(game.state_hash(), hash, "a refusal changed the state");
                    }
                }
                if let Err(e) = support::invariants(awr(&game)) {
                    prop_assert!(false, "invariant broken after {action:?} by {seat}: {e}");
                }
            }
        }
    }
}
