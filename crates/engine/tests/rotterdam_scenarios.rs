//! Scenario tests for the `rotterdam` rule set, one or more per rule id (RULES.md C-…, R-…),
//! from hand-built positions.
//!
//! Each test builds a game, edits its state directly (ships are placed with `Fleet::place` so
//! occupancy stays consistent; cards are taken from their piles so they stay conserved), sets
//! the phase and turn, then drives the game with the checked `Game::apply` and looks at the
//! resulting state and events. Rulings the engine took where RULES.md leaves room are tested as
//! implemented (docs/RULINGS.md).

use havenbaron_engine::core::fleet::{RawId, ShipId};
use havenbaron_engine::rotterdam::state::{CardStage, Phase, Step};
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Action, Colour, Config, Event, Game, PosId, RuleError, Ruleset, Seat};

// ---------------------------------------------------------------------------------------------
// A table to build positions on
// ---------------------------------------------------------------------------------------------

struct Table {
    game: Game,
}

impl Table {
    fn new(players: u8) -> Table {
        Table::with(players, &[])
    }

    fn with(players: u8, variants: &[&str]) -> Table {
        let config = variants
            .iter()
            .fold(Config::new(Ruleset::Rotterdam, players, 42), |c, v| {
                c.with_variant(v)
            });
        Table {
            game: Game::new(&config).expect("valid config"),
        }
    }

    fn r(&self) -> &rotterdam::Game {
        match &self.game {
            Game::Rotterdam(g) => g,
            _ => unreachable!("a Rotterdam table"),
        }
    }

    fn m(&mut self) -> &mut rotterdam::Game {
        match &mut self.game {
            Game::Rotterdam(g) => g,
            _ => unreachable!("a Rotterdam table"),
        }
    }

    /// A position by its name in the board data (D-1).
    fn pos(&self, name: &str) -> PosId {
        self.r()
            .data
            .board
            .find(name)
            .unwrap_or_else(|| panic!("no position {name}"))
    }

    fn raw(&self, name: &str) -> RawId {
        self.r()
            .data
            .raws
            .iter()
            .position(|r| r.id == name)
            .unwrap_or_else(|| panic!("no raw material {name}")) as RawId
    }

    fn product(&self, name: &str) -> u8 {
        self.r()
            .data
            .products
            .iter()
            .position(|p| p.id == name)
            .unwrap_or_else(|| panic!("no product {name}")) as u8
    }

    /// Index of a harbour's product pile (board order: Botlek, Vulcaanhaven, Merwehaven,
    /// Eemhaven).
    fn pile_of(&self, harbour: &str) -> usize {
        let h = self.pos(harbour);
        self.r()
            .data
            .board
            .harbours()
            .iter()
            .position(|&x| x == h)
            .unwrap()
    }

    /// The mission asking for exactly these products.
    fn mission(&self, products: &[&str]) -> u8 {
        let want: Vec<u8> = products.iter().map(|p| self.product(p)).collect();
        self.r()
            .data
            .missions
            .iter()
            .position(|m| {
                let mut a = m.products.clone();
                let mut b = want.clone();
                a.sort();
                b.sort();
                a == b
            })
            .unwrap_or_else(|| panic!("no mission {products:?}")) as u8
    }

    /// Places the first ship in `owner`'s supply on `at`, loaded from the supply.
    fn ship(&mut self, owner: Seat, at: &str, cargo: Option<&str>) -> ShipId {
        let pos = self.pos(at);
        let cargo = cargo.map(|c| self.raw(c));
        let g = self.m();
        let ship = g
            .state
            .public
            .fleet
            .first_in_supply(owner)
            .expect("a ship in supply");
        assert!(
            g.state.public.fleet.is_free(&g.data.board, pos),
            "{at} is taken"
        );
        if let Some(c) = cargo {
            g.state.public.supply[c as usize] -= 1;
        }
        let data = g.data.clone();
        g.state.public.fleet.place(&data.board, ship, pos, cargo);
        ship
    }

    fn ship_pos(&self, ship: ShipId) -> Option<PosId> {
        self.r().state.public.fleet.ship(ship).pos
    }

    fn ship_cargo(&self, ship: ShipId) -> Option<RawId> {
        self.r().state.public.fleet.ship(ship).cargo
    }

    /// Puts the game in `seat order position turn` of `phase`, with `hm` as Harbour Master.
    fn slot(&mut self, phase: Phase, hm: Seat, turn: u8) {
        let p = &mut self.m().state.public;
        p.phase = phase;
        p.hm = hm;
        p.turn = turn;
        p.step = Step::Slot;
        p.card = None;
        p.sail = None;
        p.offer = None;
        p.trade_passes = 0;
        for s in p.seats.iter_mut() {
            s.offers = 0;
        }
    }

    /// Moves one navigation card of this type from the pile into `seat`'s hand.
    fn give_nav(&mut self, seat: Seat, card: NavCard) {
        let h = &mut self.m().state.hidden;
        let i = h
            .nav_pile
            .iter()
            .position(|&c| c == card as u8)
            .unwrap_or_else(|| panic!("no {card} left in the pile"));
        h.nav_pile.remove(i);
        h.hands[seat as usize].nav[card as usize] += 1;
    }

    /// Moves one product card from its harbour's pile into `seat`'s hand.
    fn give_product(&mut self, seat: Seat, name: &str) {
        let product = self.product(name);
        let harbour = self.r().data.products[product as usize].harbour;
        let hi = self
            .r()
            .data
            .board
            .harbours()
            .iter()
            .position(|&x| x == harbour)
            .unwrap();
        let h = &mut self.m().state.hidden;
        let i = h.product_piles[hi]
            .iter()
            .position(|&c| c == product)
            .unwrap_or_else(|| panic!("no {name} left"));
        h.product_piles[hi].remove(i);
        h.hands[seat as usize].products[product as usize] += 1;
    }

    /// Reorders the navigation pile so that `cards` are drawn first, in this order.
    fn stack_nav(&mut self, cards: &[NavCard]) {
        let h = &mut self.m().state.hidden;
        for (k, &card) in cards.iter().rev().enumerate() {
            // Search below the cards already stacked.
            let below = h.nav_pile.len() - k;
            let i = h.nav_pile[..below]
                .iter()
                .rposition(|&c| c == card as u8)
                .unwrap_or_else(|| panic!("no {card} left in the pile"));
            let c = h.nav_pile.remove(i);
            h.nav_pile.push(c);
        }
    }

    /// Gives `seat` exactly these missions; its old ones go back to the pile.
    fn set_missions(&mut self, seat: Seat, missions: &[u8]) {
        let h = &mut self.m().state.hidden;
        let old = std::mem::take(&mut h.hands[seat as usize].missions);
        h.mission_pile.extend(old);
        for &m in missions {
            h.mission_pile.retain(|&x| x != m);
            for hand in h.hands.iter_mut() {
                hand.missions.retain(|&x| x != m);
            }
        }
        h.hands[seat as usize].missions = missions.to_vec();
    }

    fn nav_in_hand(&self, seat: Seat, card: NavCard) -> u8 {
        self.r().state.hidden.hands[seat as usize].nav[card as usize]
    }

    fn nav_count(&self, seat: Seat) -> u8 {
        self.r().state.hidden.hands[seat as usize].nav_count()
    }

    fn products_in_hand(&self, seat: Seat, name: &str) -> u8 {
        let p = self.product(name);
        self.r().state.hidden.hands[seat as usize].products[p as usize]
    }

    fn supply(&self, raw: &str) -> u8 {
        self.r().state.public.supply[self.raw(raw) as usize]
    }

    fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    fn legal(&self) -> Vec<Action> {
        self.game.legal_actions()
    }

    fn phase(&self) -> Phase {
        self.r().state.public.phase
    }

    /// Applies through the checked path; panics with the refusal.
    #[track_caller]
    fn apply(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        match self.game.apply(seat, &action) {
            Ok(events) => events,
            Err(e) => panic!(
                "{action:?} by seat {seat} refused: {e}\nlegal: {:?}",
                self.legal()
            ),
        }
    }

    /// Applies and expects a refusal that leaves the game unchanged.
    #[track_caller]
    fn refuse(&mut self, seat: Seat, action: Action) -> RuleError {
        let hash = self.game.state_hash();
        let e = self
            .game
            .apply(seat, &action)
            .expect_err("the action should be refused");
        assert_eq!(self.game.state_hash(), hash, "a refusal changed the state");
        e
    }

    /// The ship moves among `events`, with position names.
    fn moves(&self, events: &[Event]) -> Vec<(ShipId, String, String)> {
        let b = &self.r().data.board;
        events
            .iter()
            .filter_map(|e| match e {
                Event::ShipMoved { ship, from, to } => {
                    Some((*ship, b.name(*from).to_string(), b.name(*to).to_string()))
                }
                _ => None,
            })
            .collect()
    }

    fn view(&self, viewer: Option<Seat>) -> rotterdam::View {
        match self.game.view(viewer) {
            havenbaron_engine::View::Rotterdam(v) => v,
            _ => unreachable!("a Rotterdam view"),
        }
    }

    fn at(&self, ship: ShipId) -> String {
        self.ship_pos(ship)
            .map_or("supply".into(), |p| self.r().data.board.name(p).to_string())
    }
}

fn mv(ship: ShipId, from: &str, to: &str) -> (ShipId, String, String) {
    (ship, from.to_string(), to.to_string())
}

fn call(colour: Colour) -> Action {
    Action::CallColour { colour }
}

fn phase_started(events: &[Event], phase: u8) -> bool {
    events.contains(&Event::PhaseStarted { phase })
}

fn illegal_rule(e: &RuleError) -> &'static str {
    match e {
        RuleError::Illegal { rule, .. } => rule,
        other => panic!("expected RuleError::Illegal, got {other:?}"),
    }
}

// ---------------------------------------------------------------------------------------------
// R-1 setup, R-2 rounds
// ---------------------------------------------------------------------------------------------

#[test]
fn r1_setup_gives_ships_missions_and_piles() {
    for (players, ships) in [(2u8, 5u8), (3, 4), (4, 3)] {
        let t = Table::new(players);
        let g = t.r();
        let p = &g.state.public;
        assert_eq!(p.fleet.per_player, ships, "R-1 ships for {players} players");
        assert!(p.fleet.ships.iter().all(|s| s.pos.is_none()));
        assert_eq!(p.hm, 0, "seat 0 is the first Harbour Master");
        assert_eq!((p.round, p.phase), (1, Phase::Place));
        let h = &g.state.hidden;
        assert!(h.hands.iter().all(|hand| hand.missions.len() == 3));
        assert_eq!(h.mission_pile.len(), 46 - 3 * players as usize);
        assert_eq!(h.nav_pile.len(), 20);
        assert_eq!(h.product_piles.iter().map(Vec::len).sum::<usize>(), 60);
        let supply: Vec<u8> = ["grain", "fruit", "containers", "oil"]
            .iter()
            .map(|r| t.supply(r))
            .collect();
        assert_eq!(supply, [7, 5, 5, 7]);
        assert_eq!(t.to_act(), Some(0));
    }
}

#[test]
fn r2_the_harbour_master_passes_left_after_phase_6() {
    let mut t = Table::new(3);
    t.slot(Phase::Missions, 2, 0);
    // Seat 2 (HM) acts first in phase 6; nobody can complete, so the passes end the round.
    // Every seat holding missions gets its slot (a decision that reveals nothing, C-6).
    assert_eq!(t.to_act(), Some(2));
    t.apply(2, Action::Pass);
    assert_eq!(t.to_act(), Some(0));
    t.apply(0, Action::Pass);
    assert_eq!(t.to_act(), Some(1));
    let events = t.apply(1, Action::Pass);
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        harbour_master: 0
    }));
    assert_eq!(t.r().state.public.hm, 0);
    assert_eq!(t.phase(), Phase::Place);
    assert_eq!(t.to_act(), Some(0));
}

// ---------------------------------------------------------------------------------------------
// C-2 sailing
// ---------------------------------------------------------------------------------------------

/// C-2.2: the caller's ships first, then the other players clockwise from the caller; within a
/// fleet, deepest first.
#[test]
fn c2_sailing_order_caller_first_then_clockwise_deepest_first() {
    let mut t = Table::new(3);
    t.slot(Phase::Navigate, 1, 0); // seat 1 calls
    let a = t.ship(1, "S1", None);
    let b = t.ship(1, "B1", None);
    let c = t.ship(2, "S4", None);
    let d = t.ship(0, "A3", None);
    let events = t.apply(1, call(Colour::Green));
    assert_eq!(
        events[0],
        Event::ColourCalled {
            seat: 1,
            colour: Colour::Green
        }
    );
    assert_eq!(
        t.moves(&events),
        vec![
            mv(b, "B1", "C1"),
            mv(a, "S1", "A2"),
            mv(c, "S4", "A4"),
            mv(d, "A3", "B2"),
        ]
    );
    // The next player calls.
    assert_eq!(t.to_act(), Some(2));
    assert_eq!(t.phase(), Phase::Navigate);
}

/// RULES scenario 3 (C-2.3): blue call with ships on S4 and B4: both move, whoever owns them
/// and whoever calls (deepest first; the repeat pass for a ship blocked by another owner's).
#[test]
fn c2_scenario_3_blue_call_s4_and_b4_both_move() {
    for (s4_owner, b4_owner) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        let mut t = Table::new(2);
        t.slot(Phase::Navigate, 0, 0);
        let s4 = t.ship(s4_owner, "S4", Some("oil"));
        let b4 = t.ship(b4_owner, "B4", Some("oil"));
        let events = t.apply(0, call(Colour::Blue));
        assert_eq!(
            t.moves(&events),
            vec![mv(b4, "B4", "C3"), mv(s4, "S4", "B4")],
            "owners {s4_owner}/{b4_owner}"
        );
        assert_eq!((t.at(s4).as_str(), t.at(b4).as_str()), ("B4", "C3"));
    }
}

/// C-2.3: a ship blocked when the call ends stays (a chain blocked at its head).
#[test]
fn c2_blocked_chain_stays() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let s4 = t.ship(1, "S4", None);
    let b4 = t.ship(0, "B4", None);
    t.ship(1, "C3", None); // C3 has no blue channel out
    let events = t.apply(0, call(Colour::Blue));
    assert!(t.moves(&events).is_empty());
    assert_eq!((t.at(s4).as_str(), t.at(b4).as_str()), ("S4", "B4"));
}

/// C-2.1: each ship moves at most one channel per call.
#[test]
fn c2_one_channel_per_call() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    // S4 -blue-> B4 -blue-> C3: one step only.
    let a = t.ship(0, "S4", None);
    let events = t.apply(0, call(Colour::Blue));
    assert_eq!(t.moves(&events), vec![mv(a, "S4", "B4")]);
}

/// C-2.4: red call with the other player's ship on A2 and B1, B2 free: its owner steers it, in
/// the caller's action; the caller cannot decide, and the owner cannot play a card there.
#[test]
fn c2_fork_is_steered_by_the_owner_inside_another_call() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(1, "A2", Some("fruit"));
    t.ship(0, "C2", Some("grain")); // moves blue/yellow only: not in the way
    t.give_nav(1, NavCard::PortPolice); // playable, but not in a fork decision
    let events = t.apply(0, call(Colour::Red));
    assert!(t.moves(&events).is_empty(), "the fork waits for its owner");
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.r().state.public.step, Step::Fork);
    let (b1, b2) = (t.pos("B1"), t.pos("B2"));
    assert_eq!(
        t.legal(),
        vec![Action::SteerFork { to: b1 }, Action::SteerFork { to: b2 }]
    );
    let e = t.refuse(0, Action::SteerFork { to: b2 });
    assert_eq!(e, RuleError::NotYourTurn { seat: 0, to_act: 1 });
    let e = t.refuse(
        1,
        Action::PlayCard {
            card: NavCard::PortPolice,
        },
    );
    assert_eq!(illegal_rule(&e), "C-2.4");
    let events = t.apply(1, Action::SteerFork { to: b2 });
    assert_eq!(t.moves(&events), vec![mv(ship, "A2", "B2")]);
    // The call is over; seat 1 calls next.
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(
        (t.phase(), t.r().state.public.step),
        (Phase::Navigate, Step::Slot)
    );
}

/// C-2.4 at C3: red leads into Botlek and Eemhaven, which are always free: the owner steers.
#[test]
fn c2_fork_into_two_harbours() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.ship(1, "Botlek", Some("oil"));
    let ship = t.ship(0, "C3", Some("containers"));
    t.apply(0, call(Colour::Red));
    assert_eq!(t.to_act(), Some(0));
    let (botlek, eem) = (t.pos("Botlek"), t.pos("Eemhaven"));
    assert_eq!(
        t.legal(),
        vec![
            Action::SteerFork { to: botlek },
            Action::SteerFork { to: eem }
        ]
    );
    let events = t.apply(0, Action::SteerFork { to: eem });
    assert_eq!(t.moves(&events), vec![mv(ship, "C3", "Eemhaven")]);
}

/// C-2.4 evasion: one of B1/B2 taken, the ship takes the free one without a decision.
#[test]
fn c2_evasion_takes_the_only_free_target() {
    // B1 taken by a ship that cannot move red.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(1, "A2", None);
    t.ship(0, "B1", None);
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(ship, "A2", "B2")]);
    assert_eq!(t.r().state.public.step, Step::Slot, "no decision");
    assert_eq!(t.to_act(), Some(1));

    // B2 taken by a ship blocked at C2 (no red channel out of C2).
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(1, "A2", None);
    t.ship(0, "B2", None);
    t.ship(0, "C2", None);
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(ship, "A2", "B1")]);
    assert_eq!(t.to_act(), Some(1));
}

/// RULES scenario 2 (C-2.2, C-2.4): red call, ship X on A2 and ship Y on B2; occupancy is judged
/// when each ship is processed.
#[test]
fn c2_scenario_2_red_call_a2_and_b2() {
    // Same owner (the caller): Y (deeper) goes B2→C2 first, then X forks with both free.
    for owner in [0, 1] {
        let mut t = Table::new(2);
        t.slot(Phase::Navigate, 0, 0);
        let x = t.ship(owner, "A2", None);
        let y = t.ship(owner, "B2", None);
        let events = t.apply(0, call(Colour::Red));
        assert_eq!(t.moves(&events), vec![mv(y, "B2", "C2")], "owner {owner}");
        assert_eq!(t.to_act(), Some(owner), "the owner steers X");
        assert_eq!(t.legal().len(), 2);
        let events = t.apply(owner, Action::SteerFork { to: t.pos("B1") });
        assert_eq!(t.moves(&events), vec![mv(x, "A2", "B1")]);
    }

    // Different owners, X the caller's: X goes first, B2 is still taken → B1; then Y → C2.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let x = t.ship(0, "A2", None);
    let y = t.ship(1, "B2", None);
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B1"), mv(y, "B2", "C2")]);
    assert_eq!(t.to_act(), Some(1), "no fork: seat 1's turn to call");
    assert_eq!(t.r().state.public.step, Step::Slot);

    // Different owners, Y the caller's: Y → C2 first, then X forks; its owner (not the
    // caller) steers.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 1, 0); // seat 1 calls
    let x = t.ship(0, "A2", None);
    let y = t.ship(1, "B2", None);
    let events = t.apply(1, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(y, "B2", "C2")]);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.r().state.public.step, Step::Fork);
    let events = t.apply(0, Action::SteerFork { to: t.pos("B2") });
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B2")]);
    assert_eq!(t.to_act(), Some(0), "then seat 0 calls");

    // And the same seat order with X the caller's (seat 1 calls, owns X).
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 1, 0);
    let x = t.ship(1, "A2", None);
    let y = t.ship(0, "B2", None);
    let events = t.apply(1, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B1"), mv(y, "B2", "C2")]);
}

/// C-2.5 / R-3 phase 2: a colour must be called; passing is not possible.
#[test]
fn r3_phase_2_must_call_a_colour() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let legal = t.legal();
    assert_eq!(legal.len(), 5);
    assert!(legal.iter().all(|a| matches!(a, Action::CallColour { .. })));
    let e = t.refuse(0, Action::Pass);
    assert_eq!(illegal_rule(&e), "R-3.2");
}

/// arriving in a harbour has no immediate effect.
#[test]
fn r4_arrival_in_a_harbour_waits_for_phase_4() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(0, "B4", Some("oil"));
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(ship, "B4", "Botlek")]);
    assert_eq!(events.len(), 2, "the call and the move only: {events:?}");
    assert_eq!(t.ship_cargo(ship), Some(t.raw("oil")));
    assert_eq!(
        t.products_in_hand(0, "gasoline") + t.products_in_hand(0, "plastic"),
        0
    );
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 1
// ---------------------------------------------------------------------------------------------

#[test]
fn r3_phase_1_place_loaded_or_empty_or_pass() {
    let mut t = Table::new(2);
    let (s1, s2) = (t.pos("S1"), t.pos("S2"));
    let legal = t.legal();
    // 4 starts × (empty + 4 raw materials) + pass.
    assert_eq!(legal.len(), 4 * 5 + 1);
    assert!(legal.contains(&Action::Pass));
    let fruit = t.raw("fruit");
    let events = t.apply(
        0,
        Action::PlaceShip {
            start: s1,
            cargo: Some(fruit),
        },
    );
    assert_eq!(
        events[0],
        Event::ShipPlaced {
            seat: 0,
            ship: 0,
            pos: s1,
            cargo: Some(fruit)
        }
    );
    assert_eq!(t.supply("fruit"), 4);
    // Seat 1: S1 is taken; with no fruit left, fruit is not offered, but empty still is.
    assert_eq!(t.to_act(), Some(1));
    t.m().state.public.supply[fruit as usize] = 0;
    let legal = t.legal();
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { start, .. } if *start == s1))
    );
    assert!(!legal.contains(&Action::PlaceShip {
        start: s2,
        cargo: Some(fruit)
    }));
    assert!(legal.contains(&Action::PlaceShip {
        start: s2,
        cargo: None
    }));
    t.m().state.public.supply[fruit as usize] = 4;
    let e = t.refuse(
        1,
        Action::PlaceShip {
            start: s1,
            cargo: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.1");
    t.apply(1, Action::Pass);
    assert_eq!(t.phase(), Phase::Navigate);
}

/// R-3 automatic slots: a seat with nothing to decide passes by itself, no decision shown.
#[test]
fn r3_slot_with_nothing_to_decide_passes_by_itself() {
    let mut t = Table::new(4);
    for name in ["A1", "A2", "A3"] {
        t.ship(1, name, None); // all of seat 1's 3 ships are on the board
    }
    assert_eq!(t.to_act(), Some(0));
    let events = t.apply(0, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 1 }));
    assert_eq!(t.to_act(), Some(2));
}

// ---------------------------------------------------------------------------------------------
// R-6 navigation cards
// ---------------------------------------------------------------------------------------------

/// C-3: Setback with several free predecessors: the card's player chooses.
#[test]
fn c3_setback_at_a_fork_the_card_player_chooses() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Setback);
    let target = t.ship(1, "B2", Some("grain"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: target }]);
    t.apply(0, Action::SelectShip { ship: target });
    // A1, A2 and A3 all lead into B2: seat 0 (the card's player, not the owner) chooses.
    assert_eq!(t.to_act(), Some(0));
    let want: Vec<Action> = ["A1", "A2", "A3"]
        .iter()
        .map(|n| Action::SelectPosition { pos: t.pos(n) })
        .collect();
    assert_eq!(t.legal(), want);
    let e = t.refuse(1, Action::SelectPosition { pos: t.pos("A1") });
    assert!(matches!(e, RuleError::NotYourTurn { .. }));
    let events = t.apply(0, Action::SelectPosition { pos: t.pos("A3") });
    assert_eq!(t.moves(&events), vec![mv(target, "B2", "A3")]);
    assert_eq!(
        t.ship_cargo(target),
        Some(t.raw("grain")),
        "the cargo stays"
    );
    // The card is spent; the slot continues.
    assert!(t.r().state.public.card.is_none());
    assert_eq!(t.nav_in_hand(0, NavCard::Setback), 0);
    assert_eq!(t.r().state.public.nav_discard[NavCard::Setback as usize], 1);
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&Action::Pass));
}

/// C-3: a single free predecessor is taken without a choice.
#[test]
fn c3_setback_with_one_free_predecessor() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Setback);
    let target = t.ship(1, "B2", None);
    t.ship(0, "A1", None);
    t.ship(0, "A2", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    let events = t.apply(0, Action::SelectShip { ship: target });
    assert_eq!(t.moves(&events), vec![mv(target, "B2", "A3")]);
    assert!(t.r().state.public.card.is_none());
}

/// C-3: a ship on a start has no predecessor and cannot be targeted; with no ship able to go
/// back, Setback and Storm are not offered at all.
#[test]
fn c3_ship_on_a_start_cannot_be_set_back() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Setback);
    t.give_nav(0, NavCard::Storm);
    t.ship(1, "S1", None);
    t.ship(0, "A1", None); // its only predecessor S1 is taken
    let legal = t.legal();
    assert!(
        !legal.iter().any(|a| matches!(a, Action::PlayCard { .. })),
        "{legal:?}"
    );
    let e = t.refuse(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.1");

    // Free S2 → A2 can go back, the ship on S1 still cannot be chosen.
    let a2 = t.ship(1, "A2", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: a2 }]);
}

/// C-3: Storm moves two channels, each fork chosen by the card's player.
#[test]
fn c3_storm_two_steps_with_choices() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::Storm);
    let target = t.ship(1, "C2", Some("oil"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Storm,
        },
    );
    t.apply(0, Action::SelectShip { ship: target });
    let choice = |t: &Table, names: &[&str]| -> Vec<Action> {
        names
            .iter()
            .map(|n| Action::SelectPosition { pos: t.pos(n) })
            .collect()
    };
    assert_eq!(t.legal(), choice(&t, &["B2", "B3"]));
    let e1 = t.apply(0, Action::SelectPosition { pos: t.pos("B3") });
    assert_eq!(t.legal(), choice(&t, &["A3", "A4"]));
    let e2 = t.apply(0, Action::SelectPosition { pos: t.pos("A4") });
    assert_eq!(t.moves(&e1), vec![mv(target, "C2", "B3")]);
    assert_eq!(t.moves(&e2), vec![mv(target, "B3", "A4")]);
    assert!(t.r().state.public.card.is_none());
    // Back in seat 0's phase-2 slot.
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&call(Colour::Red)));
}

/// C-3: Storm goes one step when the second is impossible (a start, or a taken predecessor).
#[test]
fn c3_storm_one_step_when_the_second_is_impossible() {
    // A1 → S1, and a start has no predecessor.
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Storm);
    let target = t.ship(1, "A1", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Storm,
        },
    );
    let events = t.apply(0, Action::SelectShip { ship: target });
    assert_eq!(t.moves(&events), vec![mv(target, "A1", "S1")]);
    assert!(t.r().state.public.card.is_none());

    // B1 with A2 taken → A1; then S1 taken → stop.
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Storm);
    let target = t.ship(1, "B1", None);
    t.ship(0, "A2", None);
    t.ship(0, "S1", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Storm,
        },
    );
    let events = t.apply(0, Action::SelectShip { ship: target });
    assert_eq!(t.moves(&events), vec![mv(target, "B1", "A1")]);
    assert!(t.r().state.public.card.is_none());

    // Two forced steps: B1 → A1 → S1 without any choice.
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Storm);
    let target = t.ship(1, "B1", None);
    t.ship(0, "A2", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Storm,
        },
    );
    let events = t.apply(0, Action::SelectShip { ship: target });
    assert_eq!(
        t.moves(&events),
        vec![mv(target, "B1", "A1"), mv(target, "A1", "S1")]
    );
}

/// C-3 / RULINGS: without safe_harbour a ship in a harbour can be set back.
#[test]
fn c3_setback_out_of_a_harbour() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::Setback);
    let target = t.ship(1, "Botlek", Some("oil"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(0, Action::SelectShip { ship: target });
    let want: Vec<Action> = ["B4", "C3"]
        .iter()
        .map(|n| Action::SelectPosition { pos: t.pos(n) })
        .collect();
    assert_eq!(t.legal(), want);
    let events = t.apply(0, Action::SelectPosition { pos: t.pos("C3") });
    assert_eq!(t.moves(&events), vec![mv(target, "Botlek", "C3")]);
}

/// R-6 Cargo thief with no ship of the thief on the water: a new ship of theirs is placed on a
/// free start with the stolen cargo.
#[test]
fn r6_cargo_thief_without_a_ship_places_a_new_one() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    let victim = t.ship(1, "A3", Some("oil"));
    t.ship(1, "S1", None);
    let oil_supply = t.supply("oil");
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::CargoThief,
        },
    );
    // Only ships with cargo can be robbed.
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: victim }]);
    t.apply(0, Action::SelectShip { ship: victim });
    match t.r().state.public.card.map(|c| c.stage) {
        Some(CardStage::ReceiverStart { source }) => assert_eq!(source, victim),
        other => panic!("expected the start choice, got {other:?}"),
    }
    let want: Vec<Action> = ["S2", "S3", "S4"]
        .iter()
        .map(|n| Action::SelectPosition { pos: t.pos(n) })
        .collect();
    assert_eq!(t.legal(), want, "the free starts");
    let s3 = t.pos("S3");
    let events = t.apply(0, Action::SelectPosition { pos: s3 });
    let oil = t.raw("oil");
    assert_eq!(
        events,
        vec![
            Event::ShipPlaced {
                seat: 0,
                ship: 0,
                pos: s3,
                cargo: None
            },
            Event::CargoMoved {
                from_ship: victim,
                to_ship: 0,
                cargo: oil
            },
        ]
    );
    assert_eq!((t.at(0).as_str(), t.ship_cargo(0)), ("S3", Some(oil)));
    assert_eq!(t.ship_cargo(victim), None);
    assert_eq!(t.at(victim), "A3", "the robbed ship stays");
    assert_eq!(
        t.supply("oil"),
        oil_supply,
        "the cargo did not pass the supply"
    );
    // The slot continues: seat 0 may still place a ship this phase.
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&Action::Pass));
}

/// R-6 Cargo thief onto the thief's own empty ship.
#[test]
fn r6_cargo_thief_onto_own_empty_ship() {
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    let loaded_own = t.ship(0, "A1", Some("grain"));
    let empty_own = t.ship(0, "B3", None);
    let victim = t.ship(1, "C2", Some("fruit"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::CargoThief,
        },
    );
    // Any ship with cargo, the thief's own included.
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectShip { ship: loaded_own },
            Action::SelectShip { ship: victim }
        ]
    );
    t.apply(0, Action::SelectShip { ship: victim });
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: empty_own }]);
    let events = t.apply(0, Action::SelectShip { ship: empty_own });
    assert_eq!(
        events,
        vec![Event::CargoMoved {
            from_ship: victim,
            to_ship: empty_own,
            cargo: t.raw("fruit")
        }]
    );
    assert_eq!(t.ship_cargo(empty_own), Some(t.raw("fruit")));
    assert_eq!(t.ship_cargo(victim), None);
}

/// R-6 Cargo thief needs a destination and a cargo to steal.
#[test]
fn r6_cargo_thief_needs_a_cargo_and_a_destination() {
    // No cargo anywhere.
    let mut t = Table::new(2);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    t.ship(1, "A1", None);
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::CargoThief
    }));
    // No empty ship of the thief on the board and no ship in supply.
    let mut t = Table::new(4);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    t.ship(0, "A1", Some("grain"));
    t.ship(0, "A2", Some("grain"));
    t.ship(0, "A3", Some("grain"));
    t.ship(1, "B1", Some("oil"));
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::CargoThief
    }));
    // …or a ship in supply but every start taken.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    for s in ["S1", "S2", "S3", "S4"] {
        t.ship(1, s, Some("oil"));
    }
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::CargoThief
    }));
}

/// R-6 Port police: the cargo returns to the supply; the ship stays, empty.
#[test]
fn r6_port_police_returns_cargo_to_supply() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::PortPolice);
    let empty = t.ship(0, "A1", None);
    let target = t.ship(1, "B2", Some("fruit"));
    assert_eq!(t.supply("fruit"), 4);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::PortPolice,
        },
    );
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: target }]);
    assert_eq!(
        illegal_rule(&t.refuse(0, Action::SelectShip { ship: empty })),
        "R-6"
    );
    let events = t.apply(0, Action::SelectShip { ship: target });
    assert_eq!(
        events,
        vec![Event::CargoReturned {
            ship: target,
            cargo: t.raw("fruit")
        }]
    );
    assert_eq!(t.supply("fruit"), 5);
    assert_eq!((t.at(target).as_str(), t.ship_cargo(target)), ("B2", None));
}

/// R-6 Swap cargo: two ships with different cargo (empty counts); a swap that changes nothing
/// is not offered.
#[test]
fn r6_swap_cargo() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::SwapCargo);
    let a = t.ship(0, "A1", Some("grain"));
    let b = t.ship(1, "B3", Some("oil"));
    let c = t.ship(1, "S4", Some("oil"));
    let d = t.ship(1, "C1", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::SwapCargo,
        },
    );
    assert_eq!(
        t.legal().len(),
        4,
        "each ship has a partner with another cargo"
    );
    t.apply(0, Action::SelectShip { ship: b });
    // Not c: it carries oil too.
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectShip { ship: a },
            Action::SelectShip { ship: d }
        ]
    );
    let events = t.apply(0, Action::SelectShip { ship: d });
    assert_eq!(events, vec![Event::CargoSwapped { a: b, b: d }]);
    assert_eq!(t.ship_cargo(b), None);
    assert_eq!(t.ship_cargo(d), Some(t.raw("oil")));
    assert_eq!(t.ship_cargo(c), Some(t.raw("oil")));
    assert_eq!(t.to_act(), Some(0), "seat 0 still calls");

    // All ships with the same cargo: nothing to swap, the card is not offered.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::SwapCargo);
    t.ship(0, "A1", None);
    t.ship(1, "B3", None);
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::SwapCargo
    }));
}

/// R-6 Extra cargo: an extra ship from supply on a free start, loaded or (ruling) empty; it
/// needs a ship in supply and a free start.
#[test]
fn r6_extra_cargo() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    t.give_nav(0, NavCard::ExtraCargo);
    t.ship(1, "S1", None);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::ExtraCargo,
        },
    );
    let legal = t.legal();
    assert_eq!(
        legal.len(),
        3 * 5,
        "3 free starts × (empty + 4 raw materials)"
    );
    let (s2, s3) = (t.pos("S2"), t.pos("S3"));
    assert!(legal.contains(&Action::PlaceShip {
        start: s2,
        cargo: None
    }));
    let fruit = t.raw("fruit");
    let events = t.apply(
        0,
        Action::PlaceShip {
            start: s3,
            cargo: Some(fruit),
        },
    );
    assert_eq!(
        events,
        vec![Event::ShipPlaced {
            seat: 0,
            ship: 0,
            pos: s3,
            cargo: Some(fruit)
        }]
    );
    assert_eq!(t.supply("fruit"), 4);
    // Still seat 0's phase-2 slot, and the second Extra cargo can follow (R-6: any number).
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));

    // No free start: not playable.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    for s in ["S1", "S2", "S3", "S4"] {
        t.ship(1, s, None);
    }
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));
    // No ship in supply: not playable.
    let mut t = Table::new(4);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    for s in ["A1", "A2", "A3"] {
        t.ship(0, s, None);
    }
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));
}

/// VP cards are laid face up in one's own slot; laying does not end the slot, and laid
/// cards score.
#[test]
fn r6_vp_cards_are_laid_and_score() {
    let mut t = Table::new(2);
    t.give_nav(0, NavCard::Advantage);
    t.give_nav(0, NavCard::ExtraAdvantage);
    let legal = t.legal();
    assert!(legal.contains(&Action::LayCard {
        card: NavCard::Advantage
    }));
    assert!(!legal.contains(&Action::PlayCard {
        card: NavCard::Advantage
    }));
    let events = t.apply(
        0,
        Action::LayCard {
            card: NavCard::ExtraAdvantage,
        },
    );
    assert_eq!(
        events,
        vec![Event::CardLaid {
            seat: 0,
            card: NavCard::ExtraAdvantage
        }]
    );
    assert_eq!(t.to_act(), Some(0), "the slot continues");
    let p = &t.r().state.public;
    assert_eq!(p.seats[0].table[NavCard::ExtraAdvantage as usize], 1);
    assert_eq!(t.nav_count(0), 1);
    // At the end: 2 (table) + 1 (hand).
    t.m().state.public.step = Step::Ended;
    let outcome = t.game.outcome().unwrap();
    assert_eq!(outcome.scores[0].cards, 3);
}

/// a card is played only in the player's own slot, before the slot's decision.
#[test]
fn r6_cards_only_in_own_slot() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(1, NavCard::PortPolice);
    t.ship(0, "A1", Some("grain"));
    // Seat 1 holds a playable card but it is seat 0's slot.
    let e = t.refuse(
        1,
        Action::PlayCard {
            card: NavCard::PortPolice,
        },
    );
    assert_eq!(e, RuleError::NotYourTurn { seat: 1, to_act: 0 });
    // In its own slot it may.
    t.apply(0, call(Colour::Violet));
    assert_eq!(t.to_act(), Some(1));
    assert!(t.legal().contains(&Action::PlayCard {
        card: NavCard::PortPolice
    }));
}

// ---------------------------------------------------------------------------------------------
// safe_harbour
// ---------------------------------------------------------------------------------------------

#[test]
fn r6_safe_harbour_protects_ships_in_harbours() {
    for safe in [false, true] {
        let variants: &[&str] = if safe { &["safe_harbour"] } else { &[] };
        let mut t = Table::with(2, variants);
        t.slot(Phase::Navigate, 0, 0);
        for card in [NavCard::PortPolice, NavCard::Setback, NavCard::CargoThief] {
            t.give_nav(0, card);
        }
        let docked = t.ship(1, "Botlek", Some("oil"));
        t.ship(0, "S1", None); // a possible receiver for the thief
        let legal = t.legal();
        for card in [NavCard::PortPolice, NavCard::Setback, NavCard::CargoThief] {
            assert_eq!(
                legal.contains(&Action::PlayCard { card }),
                !safe,
                "{card} with safe_harbour={safe}"
            );
        }
        // Swap cargo: the docked ship is no partner under safe_harbour.
        t.give_nav(0, NavCard::SwapCargo);
        let other = t.ship(1, "A3", Some("grain"));
        t.apply(
            0,
            Action::PlayCard {
                card: NavCard::SwapCargo,
            },
        );
        let ships: Vec<Action> = t.legal();
        assert_eq!(
            ships.contains(&Action::SelectShip { ship: docked }),
            !safe,
            "swap with safe_harbour={safe}"
        );
        assert!(ships.contains(&Action::SelectShip { ship: other }));
    }

    // The thief's own empty ship in a harbour is no receiver under safe_harbour.
    let mut t = Table::with(4, &["safe_harbour"]);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    let docked_own = t.ship(0, "Eemhaven", None);
    let free_own = t.ship(0, "A1", None);
    let victim = t.ship(1, "B1", Some("grain"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::CargoThief,
        },
    );
    t.apply(0, Action::SelectShip { ship: victim });
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: free_own }]);
    assert_ne!(docked_own, free_own);
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 3: navigation cards
// ---------------------------------------------------------------------------------------------

/// Ends phase 2 with a call that moves nothing here (seat 1, the last caller, calls yellow).
fn end_phase_2(t: &mut Table) -> Vec<Event> {
    assert_eq!(t.to_act(), Some(1));
    t.apply(1, call(Colour::Yellow))
}

fn drawn(events: &[Event]) -> Vec<(Seat, Option<NavCard>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::NavCardDrawn { seat, card } => Some((*seat, *card)),
            _ => None,
        })
        .collect()
}

/// R-3 phase 3: every ship on an anchor at the start of the phase gives its owner the top
/// navigation card, HM first then clockwise.
#[test]
fn r3_phase_3_ships_on_anchors_draw_cards() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    // Yellow moves none of these: A2 (red), B3 (violet, green), C1 (violet, red).
    t.ship(0, "A2", None);
    t.ship(0, "B3", None);
    t.ship(1, "C1", None);
    t.ship(1, "B2", None); // not an anchor; B2 has a yellow channel to C1, which is taken
    // Jokers are neither playable nor layable: no card window follows.
    t.stack_nav(&[NavCard::Joker, NavCard::Joker]);
    let pile_before = t.r().state.hidden.nav_pile.clone();
    let events = end_phase_2(&mut t);
    assert!(phase_started(&events, 3));
    let top = |k: usize| Some(NavCard::from_index(pile_before[pile_before.len() - 1 - k]));
    assert_eq!(
        drawn(&events),
        vec![(0, top(0)), (0, top(1)), (1, top(2))],
        "seat 0 (HM) draws two, then seat 1 one"
    );
    assert_eq!(t.r().state.public.seats[0].anchored, 2);
    assert_eq!(t.r().state.public.seats[1].anchored, 1);
    assert_eq!(t.nav_in_hand(0, NavCard::Joker), 2);
    assert_eq!(t.r().state.hidden.nav_pile.len(), 17);
}

/// R-3 phase 3 with another Harbour Master: the HM draws first.
#[test]
fn r3_phase_3_draw_order_starts_with_the_hm() {
    let mut t = Table::new(3);
    t.slot(Phase::Navigate, 1, 2); // HM 1; seat 0 calls last
    t.ship(0, "A2", None);
    t.ship(1, "B3", None);
    t.ship(2, "D2", None);
    t.stack_nav(&[NavCard::Joker, NavCard::Joker, NavCard::Advantage]);
    let events = t.apply(0, call(Colour::Yellow));
    let seats: Vec<Seat> = drawn(&events).iter().map(|d| d.0).collect();
    assert_eq!(seats, vec![1, 2, 0]);
}

/// R-6 hand limit: at the limit the card is not received and stays on top of the pile.
#[test]
fn r3_phase_3_hand_limit_keeps_the_card_on_the_pile() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    t.ship(0, "A2", None);
    t.ship(0, "B3", None);
    let pile_before = t.r().state.hidden.nav_pile.clone();
    let events = end_phase_2(&mut t);
    assert_eq!(drawn(&events).len(), 1);
    assert!(events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
    // Exactly one card left the pile; the next one is still on top.
    let pile = &t.r().state.hidden.nav_pile;
    assert_eq!(pile.len(), pile_before.len() - 1);
    assert_eq!(pile[..], pile_before[..pile_before.len() - 1]);
}

/// laid VP cards do not count toward the hand limit.
#[test]
fn r3_phase_3_laid_cards_do_not_count_toward_the_limit() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    for _ in 0..3 {
        let h = &mut t.m().state.hidden;
        let i = h
            .nav_pile
            .iter()
            .position(|&c| c == NavCard::Advantage as u8)
            .unwrap();
        h.nav_pile.remove(i);
        t.m().state.public.seats[0].table[NavCard::Advantage as usize] += 1;
    }
    t.ship(0, "A2", None);
    let events = end_phase_2(&mut t);
    assert_eq!(drawn(&events).len(), 1);
    assert!(!events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
}

/// R-3 phase 3 snapshot: the ships on anchors when the phase begins count, even when a card in
/// the phase moves them (ruling: per owner, at phase start).
#[test]
fn r3_phase_3_snapshot_at_phase_start() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Setback);
    t.give_nav(0, NavCard::Setback);
    t.ship(0, "S1", None);
    let x = t.ship(1, "B3", None); // on an anchor
    let y = t.ship(1, "B1", None); // not on an anchor (and no yellow channel out)
    // Stack Jokers so that nobody gets a further window.
    t.stack_nav(&[NavCard::Joker, NavCard::Joker]);
    let events = end_phase_2(&mut t);
    assert!(phase_started(&events, 3));
    assert_eq!(t.r().state.public.seats[1].anchored, 1);
    assert_eq!(t.r().state.public.seats[0].anchored, 0);
    // Seat 0 holds playable cards: a window before its (empty) draw.
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    assert!(t.legal().contains(&Action::Continue));
    // Move X off its anchor and Y onto one.
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(0, Action::SelectShip { ship: x });
    t.apply(0, Action::SelectPosition { pos: t.pos("A3") });
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(0, Action::SelectShip { ship: y });
    let events = t.apply(0, Action::SelectPosition { pos: t.pos("A2") });
    assert_eq!(t.at(x), "A3");
    assert_eq!(t.at(y), "A2");
    // No card left: the window closed by itself; seat 1 draws for the one ship of the snapshot.
    assert_eq!(
        drawn(&events).iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![1]
    );
    assert_eq!(t.nav_count(1), 1);
    assert_eq!(t.nav_count(0), 0);
}

/// a card received may be played in a later slot, never in the slot in which it was
/// received. Phase 3: Continue draws and ends the slot; the card is playable in phase 4.
#[test]
fn r6_card_received_is_not_played_in_the_same_slot() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Setback);
    t.ship(0, "A2", None); // anchored: seat 0 draws one card
    t.ship(1, "B1", Some("grain")); // a target for Setback and Port police
    t.stack_nav(&[NavCard::PortPolice]);
    end_phase_2(&mut t);
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    let legal = t.legal();
    assert!(legal.contains(&Action::Continue));
    assert!(!legal.contains(&Action::PlayCard {
        card: NavCard::PortPolice
    }));
    let events = t.apply(0, Action::Continue);
    assert_eq!(drawn(&events), vec![(0, Some(NavCard::PortPolice))]);
    // Seat 0 is not asked again in phase 3: the next decision is its phase-4 window.
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Unload));
    assert!(t.legal().contains(&Action::PlayCard {
        card: NavCard::PortPolice
    }));
    // Continue closes the window and unloads.
    t.apply(0, Action::Continue);
    assert_ne!(t.phase(), Phase::Unload);
}

/// C-4: the navigation pile is reshuffled from its discards when a draw finds it empty.
#[test]
fn c4_nav_pile_reshuffles_from_discards() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    let pile = std::mem::take(&mut t.m().state.hidden.nav_pile);
    for c in pile {
        t.m().state.public.nav_discard[c as usize] += 1;
    }
    t.ship(0, "A2", None);
    let events = end_phase_2(&mut t);
    let k = events
        .iter()
        .position(|e| *e == Event::NavPileReshuffled { cards: 20 })
        .expect("a reshuffle");
    assert!(matches!(events[k + 1], Event::NavCardDrawn { seat: 0, .. }));
    assert_eq!(t.r().state.hidden.nav_pile.len(), 19);
    assert_eq!(t.r().state.public.nav_discard, [0; NavCard::COUNT]);
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 4: unloading
// ---------------------------------------------------------------------------------------------

fn unloads(events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| matches!(e, Event::ShipUnloaded { .. }))
        .collect()
}

/// A matching delivery takes the top product card of that harbour; ship and material return.
#[test]
fn r3_phase_4_matching_unload_takes_the_top_product() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    let ship = t.ship(0, "Botlek", Some("oil"));
    let botlek = t.pile_of("Botlek");
    let pile_before = t.r().state.hidden.product_piles[botlek].clone();
    let top = *pile_before.last().unwrap();
    let events = end_phase_2(&mut t);
    let harbour = t.pos("Botlek");
    let want = Event::ShipUnloaded {
        seat: 0,
        ship,
        harbour,
        cargo: Some(t.raw("oil")),
        got_card: true,
        product: Some(top),
        face_up: false,
    };
    assert_eq!(unloads(&events), vec![&want]);
    // Others do not learn which card it was (C-6).
    match want.redacted_for(Some(1)) {
        Event::ShipUnloaded {
            product, got_card, ..
        } => {
            assert_eq!(product, None);
            assert!(got_card);
        }
        _ => unreachable!(),
    }
    assert_eq!(want.redacted_for(Some(0)), want);
    let g = t.r();
    assert_eq!(g.state.hidden.hands[0].products[top as usize], 1);
    assert_eq!(
        g.state.hidden.product_piles[botlek][..],
        pile_before[..pile_before.len() - 1]
    );
    assert_eq!(t.at(ship), "supply");
    assert_eq!(t.ship_cargo(ship), None);
    assert_eq!(t.supply("oil"), 7);
}

/// Wrong or no cargo: no card; the material and the ship return all the same; the pile is
/// untouched without open_products.
#[test]
fn r3_phase_4_wrong_cargo_gives_nothing() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    let wrong = t.ship(0, "Botlek", Some("grain"));
    let empty = t.ship(0, "Merwehaven", None);
    let piles_before = t.r().state.hidden.product_piles.clone();
    let events = end_phase_2(&mut t);
    let u = unloads(&events);
    assert_eq!(u.len(), 2);
    for e in u {
        match e {
            Event::ShipUnloaded {
                got_card, product, ..
            } => assert!(!got_card && product.is_none()),
            _ => unreachable!(),
        }
    }
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ProductBuried { .. }))
    );
    assert_eq!(t.r().state.hidden.product_piles, piles_before);
    assert_eq!(
        (t.at(wrong).as_str(), t.at(empty).as_str()),
        ("supply", "supply")
    );
    assert_eq!(t.supply("grain"), 7);
    assert_eq!(t.r().state.hidden.hands[0].product_count(), 0);
}

/// open_products: wrong or no cargo sends the harbour's face-up top card under its pile.
#[test]
fn r3_phase_4_open_products_wrong_cargo_buries_the_top() {
    let mut t = Table::with(2, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Botlek", Some("grain"));
    t.ship(1, "Eemhaven", None);
    let (botlek, eem) = (t.pile_of("Botlek"), t.pile_of("Eemhaven"));
    let before = t.r().state.hidden.product_piles.clone();
    let events = end_phase_2(&mut t);
    let buried: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::ProductBuried { .. }))
        .collect();
    assert_eq!(
        buried,
        vec![
            &Event::ProductBuried {
                harbour: t.pos("Botlek"),
                product: *before[botlek].last().unwrap()
            },
            &Event::ProductBuried {
                harbour: t.pos("Eemhaven"),
                product: *before[eem].last().unwrap()
            },
        ]
    );
    for hi in [botlek, eem] {
        let b = &before[hi];
        let mut want = vec![*b.last().unwrap()];
        want.extend_from_slice(&b[..b.len() - 1]);
        assert_eq!(t.r().state.hidden.product_piles[hi], want);
    }
    // The next card is now face up for everyone.
    let v = t.view(Some(1));
    assert_eq!(
        v.piles.product_tops[botlek],
        Some(before[botlek][before[botlek].len() - 2])
    );
}

/// open_products: a matching delivery takes the face-up top card, which stays public.
#[test]
fn r3_phase_4_open_products_matching_unload_is_public() {
    let mut t = Table::with(2, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    let pile = t.pile_of("Vulcaanhaven");
    let top = *t.r().state.hidden.product_piles[pile].last().unwrap();
    let events = end_phase_2(&mut t);
    let u = unloads(&events);
    assert_eq!(u.len(), 1);
    assert_eq!(u[0].redacted_for(Some(1)), u[0].clone());
    assert_eq!(u[0].redacted_for(None), u[0].clone());
    match u[0] {
        Event::ShipUnloaded {
            product, face_up, ..
        } => {
            assert_eq!(*product, Some(top));
            assert!(*face_up);
        }
        _ => unreachable!(),
    }
}

/// C-4: a matching delivery from an empty pile gives nothing; ship and material return.
#[test]
fn r3_phase_4_empty_pile_gives_nothing() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    let ship = t.ship(0, "Merwehaven", Some("fruit"));
    let pile = t.pile_of("Merwehaven");
    // Hand the whole pile to seat 1 to keep the cards conserved.
    let cards = std::mem::take(&mut t.m().state.hidden.product_piles[pile]);
    for c in cards {
        t.m().state.hidden.hands[1].products[c as usize] += 1;
    }
    let events = end_phase_2(&mut t);
    match unloads(&events)[..] {
        [
            Event::ShipUnloaded {
                got_card: false,
                product: None,
                ..
            },
        ] => {}
        ref other => panic!("{other:?}"),
    }
    assert_eq!(t.at(ship), "supply");
    assert_eq!(t.supply("fruit"), 5);
}

/// R-3 phase 4 order: HM first, then clockwise; one owner's ships by harbour order (Botlek,
/// Vulcaanhaven, Merwehaven, Eemhaven).
#[test]
fn r3_phase_4_unload_order() {
    let mut t = Table::new(3);
    t.slot(Phase::Navigate, 1, 2); // HM 1, seat 0 calls last
    let a = t.ship(0, "Eemhaven", Some("containers"));
    let b = t.ship(0, "Botlek", Some("oil"));
    let c = t.ship(1, "Merwehaven", Some("fruit"));
    let d = t.ship(2, "Vulcaanhaven", Some("grain"));
    let e = t.ship(1, "Vulcaanhaven", Some("grain"));
    let events = t.apply(0, call(Colour::Yellow));
    let order: Vec<ShipId> = unloads(&events)
        .iter()
        .map(|ev| match ev {
            Event::ShipUnloaded { ship, .. } => *ship,
            _ => unreachable!(),
        })
        .collect();
    assert_eq!(order, vec![e, c, d, b, a]);
}

/// R-6 phase 4 window: a player with a playable card may play it before unloading, e.g. set a
/// ship back out of a harbour so it does not unload.
#[test]
fn r3_phase_4_card_window_before_unloading() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 1, 0); // HM 1; seat 1 calls, then seat 0
    t.give_nav(1, NavCard::Setback);
    let victim = t.ship(0, "Botlek", Some("oil"));
    t.ship(1, "Vulcaanhaven", Some("grain"));
    t.apply(1, call(Colour::Yellow));
    t.stack_nav(&[NavCard::Joker]);
    t.apply(0, call(Colour::Yellow));
    // Phase 3: nothing anchored, seat 1's window (it holds Setback), then phase 4 its window
    // again.
    assert_eq!((t.to_act(), t.phase()), (Some(1), Phase::Cards));
    t.apply(1, Action::Continue);
    assert_eq!((t.to_act(), t.phase()), (Some(1), Phase::Unload));
    t.apply(
        1,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(1, Action::SelectShip { ship: victim });
    let events = t.apply(1, Action::SelectPosition { pos: t.pos("B4") });
    // Seat 1 then unloads automatically (no card left), then seat 0 has nothing in harbour.
    assert_eq!(unloads(&events).len(), 1);
    assert_eq!(t.at(victim), "B4");
    assert_eq!(t.ship_cargo(victim), Some(t.raw("oil")));
}

// ---------------------------------------------------------------------------------------------
// R-5 trade
// ---------------------------------------------------------------------------------------------

fn trade_table(players: u8) -> Table {
    let mut t = Table::new(players);
    t.slot(Phase::Trade, 0, 0);
    t
}

#[test]
fn r5_offer_composition() {
    let mut t = trade_table(3);
    t.give_product(0, "jam");
    t.give_product(0, "bread");
    t.give_product(0, "bread");
    t.give_product(1, "shoes");
    let (jam, bread, shoes) = (t.product("jam"), t.product("bread"), t.product("shoes"));
    // The slot: give a held card, ask for any product, or pass.
    let legal = t.legal();
    assert!(legal.contains(&Action::AddGive { product: jam }));
    assert!(legal.contains(&Action::AddGive { product: bread }));
    assert!(!legal.contains(&Action::AddGive { product: shoes }));
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::AddAsk { .. }))
            .count(),
        8
    );
    assert!(legal.contains(&Action::Pass));
    t.apply(0, Action::AddGive { product: bread });
    assert_eq!(t.r().state.public.step, Step::Compose);
    let legal = t.legal();
    // No send before something is asked; a held card may be added again; no asking for bread.
    assert!(!legal.iter().any(|a| matches!(a, Action::SendOffer { .. })));
    assert!(legal.contains(&Action::AddGive { product: bread }));
    assert!(!legal.contains(&Action::AddAsk { product: bread }));
    assert!(legal.contains(&Action::Withdraw));
    t.apply(0, Action::AddAsk { product: shoes });
    assert!(!t.legal().contains(&Action::AddGive { product: shoes }));
    let legal = t.legal();
    assert!(legal.contains(&Action::SendOffer { to: 1 }));
    assert!(legal.contains(&Action::SendOffer { to: 2 }));
    assert!(!legal.contains(&Action::SendOffer { to: 0 }));
    // At most 3 each way.
    t.apply(0, Action::AddGive { product: bread });
    t.apply(0, Action::AddGive { product: jam });
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::AddGive { .. }))
    );
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::AddAsk { product: shoes });
    assert!(!t.legal().iter().any(|a| matches!(a, Action::AddAsk { .. })));
    let e = t.refuse(0, Action::AddAsk { product: shoes });
    assert_eq!(illegal_rule(&e), "R-5");
    // Sent: a public event with the composition.
    let events = t.apply(0, Action::SendOffer { to: 1 });
    assert_eq!(
        events,
        vec![Event::OfferSent {
            from: 0,
            to: 1,
            give: vec![bread, bread, jam],
            ask: vec![shoes, shoes, shoes]
        }]
    );
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.r().state.public.step, Step::Respond);
    // Seat 1 holds one shoe, not three: it can only decline.
    assert_eq!(t.legal(), vec![Action::Decline]);
    let e = t.refuse(1, Action::Accept);
    assert_eq!(illegal_rule(&e), "R-5");
    let events = t.apply(1, Action::Decline);
    assert_eq!(events[0], Event::OfferDeclined { from: 0, to: 1 });
    assert_eq!(t.products_in_hand(0, "bread"), 2, "nothing changed hands");
    assert_eq!(t.to_act(), Some(1), "then seat 1's own slot");
    assert_eq!(t.r().state.public.seats[0].offers, 1);
}

#[test]
fn r5_accepted_trade_swaps_the_cards() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    t.give_product(1, "gasoline");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    t.apply(0, Action::AddGive { product: jam });
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::SendOffer { to: 1 });
    assert_eq!(t.legal(), vec![Action::Accept, Action::Decline]);
    let events = t.apply(1, Action::Accept);
    assert_eq!(events[0], Event::OfferAccepted { from: 0, to: 1 });
    assert_eq!(
        (
            t.products_in_hand(0, "jam"),
            t.products_in_hand(0, "shoes"),
            t.products_in_hand(1, "jam"),
            t.products_in_hand(1, "shoes"),
            t.products_in_hand(1, "gasoline"),
        ),
        (0, 1, 1, 0, 1)
    );
    assert!(t.r().state.public.offer.is_none());
}

/// the phase ends when every player has passed in a row; an offer answered breaks the run.
#[test]
fn r5_phase_ends_after_every_player_passes_in_a_row() {
    let mut t = trade_table(3);
    for s in 0..3 {
        t.give_product(s, "bread");
    }
    let bread = t.product("bread");
    let cookies = t.product("cookies");
    t.apply(0, Action::Pass);
    // Seat 1 offers to seat 2, who declines: the run of passes starts again.
    t.apply(1, Action::AddGive { product: bread });
    t.apply(1, Action::AddAsk { product: cookies });
    t.apply(1, Action::SendOffer { to: 2 });
    t.apply(2, Action::Decline);
    assert_eq!(t.r().state.public.trade_passes, 0);
    assert_eq!(t.to_act(), Some(2));
    t.apply(2, Action::Pass);
    t.apply(0, Action::Pass);
    assert_eq!(t.phase(), Phase::Trade, "two passes in a row of three");
    let events = t.apply(1, Action::Pass);
    assert!(phase_started(&events, 6));
    assert_ne!(t.phase(), Phase::Trade);
}

/// R-5 ruling: withdrawing ends the slot and counts as a pass.
#[test]
fn r5_withdraw_counts_as_a_pass() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    t.apply(
        0,
        Action::AddGive {
            product: t.product("jam"),
        },
    );
    let events = t.apply(0, Action::Withdraw);
    assert_eq!(events[0], Event::OfferWithdrawn { seat: 0 });
    assert!(t.r().state.public.offer.is_none());
    assert_eq!(t.r().state.public.trade_passes, 1);
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.products_in_hand(0, "jam"), 1);
    let events = t.apply(1, Action::Pass);
    assert!(phase_started(&events, 6));
}

/// a player who has made 3 offers this phase passes automatically.
#[test]
fn r5_three_offers_at_most() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    for k in 1..=3 {
        assert_eq!(t.to_act(), Some(0), "offer {k}");
        t.apply(0, Action::AddGive { product: jam });
        t.apply(0, Action::AddAsk { product: shoes });
        t.apply(0, Action::SendOffer { to: 1 });
        t.apply(1, Action::Decline);
        assert_eq!(t.r().state.public.seats[0].offers, k);
        let events = t.apply(1, Action::Pass);
        if k < 3 {
            assert!(!phase_started(&events, 6));
        } else {
            // Seat 0 passes by itself, which completes the run of passes.
            assert!(events.contains(&Event::Passed { seat: 0 }));
            assert!(phase_started(&events, 6));
        }
    }
}

/// only product cards are traded, and a player without products and cards passes by
/// itself.
#[test]
fn r5_players_without_products_pass_by_themselves() {
    let mut t = Table::new(3);
    t.slot(Phase::Unload, 0, 2); // seat 2 is the last to unload
    t.give_product(1, "jam");
    t.give_nav(2, NavCard::Advantage);
    t.apply(2, Action::Continue);
    // Phase 5: seat 0 has nothing → passes; seat 1 decides.
    assert_eq!((t.to_act(), t.phase()), (Some(1), Phase::Trade));
    assert_eq!(t.r().state.public.trade_passes, 1);
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 6: missions, Joker
// ---------------------------------------------------------------------------------------------

#[test]
fn r3_phase_6_complete_a_mission() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["gasoline", "bread", "orange_juice"]);
    let pair = t.mission(&["plastic", "jam"]);
    t.set_missions(0, &[m, pair]);
    for p in ["gasoline", "bread", "orange_juice", "jam"] {
        t.give_product(0, p);
    }
    // Only the covered mission is offered (no Joker in hand).
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: None
            },
            Action::Pass
        ]
    );
    let pile_top = *t.r().state.hidden.mission_pile.last().unwrap();
    let botlek = t.pile_of("Botlek");
    let events = t.apply(
        0,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    let points = t.r().data.missions[m as usize].points as u16;
    assert_eq!(points, 6, "D-2: 1 + 1 + 2 + (3 harbours - 1)");
    assert_eq!(
        events[..2],
        [
            Event::MissionCompleted {
                seat: 0,
                mission: m,
                joker: None,
                points
            },
            Event::MissionDrawn {
                seat: 0,
                mission: Some(pile_top)
            }
        ]
    );
    let g = t.r();
    assert_eq!(g.state.public.seats[0].completed, vec![m]);
    assert_eq!(g.state.public.seats[0].mission_points, points);
    assert_eq!(g.state.hidden.hands[0].missions, vec![pair, pile_top]);
    assert_eq!(g.state.hidden.hands[0].product_count(), 1, "the jam stays");
    // The products went under their piles.
    assert_eq!(
        g.state.hidden.product_piles[botlek][0],
        t.product("gasoline")
    );
    // The drawn mission is hidden from others.
    assert_eq!(
        events[1].redacted_for(Some(1)),
        Event::MissionDrawn {
            seat: 0,
            mission: None
        }
    );
}

/// R-3 phase 6: one mission per slot.
#[test]
fn r3_phase_6_one_mission_per_slot() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 0);
    let a = t.mission(&["gasoline", "bread"]);
    let b = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[a, b]);
    for p in ["gasoline", "bread", "jam", "shoes"] {
        t.give_product(0, p);
    }
    t.apply(
        0,
        Action::CompleteMission {
            mission: a,
            joker: None,
        },
    );
    assert_ne!(t.to_act(), Some(0));
}

/// Joker (R-3 phase 6 ruling): stands in for one product; at most one per mission.
#[test]
fn r3_joker_at_most_one_per_mission() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["gasoline", "bread", "orange_juice"]);
    t.set_missions(0, &[m]);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    // Two products missing: two Jokers do not help.
    t.give_product(0, "gasoline");
    assert_eq!(t.legal(), vec![Action::Pass]);
    // One missing: the Joker stands in for exactly that one.
    t.give_product(0, "bread");
    let oj = t.product("orange_juice");
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: Some(oj)
            },
            Action::Pass
        ]
    );
    let e = t.refuse(
        0,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.6");
    t.apply(
        0,
        Action::CompleteMission {
            mission: m,
            joker: Some(oj),
        },
    );
    assert_eq!(t.nav_in_hand(0, NavCard::Joker), 1);
    assert_eq!(t.r().state.public.nav_discard[NavCard::Joker as usize], 1);
    assert_eq!(t.r().state.hidden.hands[0].product_count(), 0);
    assert_eq!(t.r().state.public.seats[0].completed, vec![m]);
}

/// Joker: with everything in hand, the Joker may still stand in for any one product.
#[test]
fn r3_joker_options_with_a_full_hand() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["jam", "jam"]);
    t.set_missions(0, &[m]);
    t.give_nav(0, NavCard::Joker);
    t.give_product(0, "jam");
    let jam = t.product("jam");
    // One jam + the Joker for the other; listed once though jam appears twice.
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: Some(jam)
            },
            Action::Pass
        ]
    );
    t.give_product(0, "jam");
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: None
            },
            Action::CompleteMission {
                mission: m,
                joker: Some(jam)
            },
            Action::Pass
        ]
    );
}

#[test]
fn r3_phase_6_refuses_a_mission_not_in_hand() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 0);
    let mine = t.mission(&["gasoline", "bread"]);
    let theirs = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[mine]);
    t.set_missions(1, &[theirs]);
    for p in ["gasoline", "bread", "jam", "shoes"] {
        t.give_product(0, p);
    }
    let e = t.refuse(
        0,
        Action::CompleteMission {
            mission: theirs,
            joker: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.6");
}

// ---------------------------------------------------------------------------------------------
// R-7 end and score
// ---------------------------------------------------------------------------------------------

/// reaching 12 mission points in phase 6 lets the later players in that phase complete
/// theirs; the game ends after phase 6.
#[test]
fn r7_end_after_phase_6_of_the_round() {
    let mut t = Table::new(3);
    t.slot(Phase::Missions, 0, 0);
    let a = t.mission(&["gasoline", "bread"]);
    let b = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[a]);
    t.set_missions(1, &[b]);
    for p in ["gasoline", "bread"] {
        t.give_product(0, p);
    }
    for p in ["jam", "shoes"] {
        t.give_product(1, p);
    }
    t.m().state.public.seats[0].mission_points = 10;
    let events = t.apply(
        0,
        Action::CompleteMission {
            mission: a,
            joker: None,
        },
    );
    assert!(t.r().state.public.seats[0].mission_points >= 12);
    assert!(!events.iter().any(|e| matches!(e, Event::GameEnded { .. })));
    assert_eq!(t.to_act(), Some(1), "a later player still completes");
    let events = t.apply(
        1,
        Action::CompleteMission {
            mission: b,
            joker: None,
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::GameEnded { .. })));
    assert_eq!(
        t.to_act(),
        Some(2),
        "the last seat has its phase-6 slot too"
    );
    let events = t.apply(2, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 2 }));
    assert_eq!(events.last(), Some(&Event::GameEnded { capped: false }));
    assert!(t.game.is_over());
    assert_eq!(t.to_act(), None);
    assert!(t.legal().is_empty());
    assert_eq!(t.refuse(2, Action::Pass), RuleError::GameOver);
    let outcome = t.game.outcome().unwrap();
    assert!(!outcome.capped);
    assert_eq!(outcome.rounds, 1);
    assert!(outcome.scores[1].missions > 0);
}

/// below 12 the game goes on to the next round.
#[test]
fn r7_below_twelve_the_game_goes_on() {
    let mut t = Table::new(2);
    t.slot(Phase::Missions, 0, 1);
    t.m().state.public.seats[0].mission_points = 11;
    t.give_nav(1, NavCard::Advantage);
    let events = t.apply(1, Action::Pass);
    assert!(!t.game.is_over());
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        harbour_master: 1
    }));
}

fn ended(players: u8) -> Table {
    let mut t = Table::new(players);
    t.m().state.public.step = Step::Ended;
    t
}

/// R-7 scoring and both tie-breaks: most mission points, then most product cards, else shared.
#[test]
fn r7_score_and_tie_breaks() {
    // Equal totals (10); seat 0 has more mission points.
    let mut t = ended(2);
    t.m().state.public.seats[0].mission_points = 10;
    t.m().state.public.seats[1].mission_points = 8;
    t.give_product(1, "orange_juice"); // 2 points
    let o = t.game.outcome().unwrap();
    assert_eq!(
        o.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![10, 10]
    );
    assert_eq!(
        o.scores.iter().map(|s| s.rank).collect::<Vec<_>>(),
        vec![1, 2]
    );
    assert_eq!(o.winners, vec![0]);

    // Equal totals (11) and mission points (8); seat 1 has more product cards.
    let mut t = ended(2);
    t.m().state.public.seats[0].mission_points = 8;
    t.m().state.public.seats[1].mission_points = 8;
    t.give_product(0, "jam"); // 3 points, 1 card
    t.give_product(1, "gasoline"); // 1 + 1 points, 2 cards, and a laid Advantage (1 VP)
    t.give_product(1, "bread");
    t.m().state.public.seats[1].table[NavCard::Advantage as usize] = 1;
    let o = t.game.outcome().unwrap();
    let s = &o.scores;
    assert_eq!((s[0].total, s[1].total), (11, 11));
    assert_eq!((s[0].products, s[1].products, s[1].cards), (3, 2, 1));
    assert_eq!((s[0].product_cards, s[1].product_cards), (1, 2));
    assert_eq!((s[0].rank, s[1].rank), (2, 1));
    assert_eq!(o.winners, vec![1]);

    // All equal: a shared rank.
    let mut t = ended(3);
    for seat in 0..2 {
        t.m().state.public.seats[seat].mission_points = 8;
        t.give_product(seat as Seat, "jam");
    }
    t.m().state.public.seats[2].mission_points = 9;
    let o = t.game.outcome().unwrap();
    assert_eq!(
        o.scores.iter().map(|s| s.rank).collect::<Vec<_>>(),
        vec![1, 1, 3]
    );
    assert_eq!(o.winners, vec![0, 1]);
}

/// VP cards in hand score, and product points; missions still in hand score nothing (C-4).
#[test]
fn r7_score_parts() {
    let mut t = ended(2);
    t.give_nav(0, NavCard::ExtraAdvantage);
    t.give_nav(0, NavCard::Joker);
    t.give_product(0, "shoes");
    t.m().state.public.seats[0].mission_points = 5;
    let o = t.game.outcome().unwrap();
    let s = &o.scores[0];
    assert_eq!((s.missions, s.cards, s.products, s.total), (5, 2, 3, 10));
    assert!(!o.capped);
}

// ---------------------------------------------------------------------------------------------
// C-7 round cap
// ---------------------------------------------------------------------------------------------

#[test]
fn c7_round_cap_ends_the_game() {
    let mut config = Config::new(Ruleset::Rotterdam, 3, 9);
    config.round_cap = Some(2);
    let mut game = Game::new(&config).unwrap();
    let mut last = Vec::new();
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        // Pass where one may, else the first legal action.
        let legal = game.legal_actions();
        let a = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        last = game.apply(seat, &a).unwrap();
        steps += 1;
        assert!(steps < 10_000);
    }
    assert_eq!(last.last(), Some(&Event::GameEnded { capped: true }));
    let o = game.outcome().unwrap();
    assert!(o.capped);
    assert_eq!(o.rounds, 2);
    assert_eq!(game.apply(0, &Action::Pass), Err(RuleError::GameOver));

    let mut zero = Config::new(Ruleset::Rotterdam, 3, 9);
    zero.round_cap = Some(0);
    assert!(Game::new(&zero).is_err());
}

// ---------------------------------------------------------------------------------------------
// C-6 open products in the view
// ---------------------------------------------------------------------------------------------

#[test]
fn c6_open_products_tops_are_in_the_view() {
    for open in [false, true] {
        let variants: &[&str] = if open { &["open_products"] } else { &[] };
        let t = Table::with(3, variants);
        for viewer in [None, Some(0), Some(2)] {
            let v = t.view(viewer);
            for (hi, pile) in t.r().state.hidden.product_piles.iter().enumerate() {
                let want = if open { pile.last().copied() } else { None };
                assert_eq!(v.piles.product_tops[hi], want);
                assert_eq!(v.piles.products[hi] as usize, pile.len());
            }
        }
    }
}

#[test]
fn c6_view_holds_only_the_viewers_hand() {
    let mut t = Table::new(3);
    t.give_product(1, "jam");
    t.give_nav(2, NavCard::Storm);
    let spectator = t.view(None);
    assert!(spectator.hand.is_none());
    let v1 = t.view(Some(1));
    assert_eq!(v1.hand.as_ref(), Some(&t.r().state.hidden.hands[1]));
    assert_eq!(v1.hand_sizes[2].navigation, 1);
    assert_eq!(v1.hand_sizes[1].products, 1);
    let json = serde_json::to_string(&t.game.view(Some(0))).unwrap();
    assert!(!json.contains("nav_pile") && !json.contains("hands"));
}

#[test]
fn c6_drawn_cards_are_redacted_for_others() {
    let e = Event::NavCardDrawn {
        seat: 1,
        card: Some(NavCard::Storm),
    };
    assert_eq!(e.redacted_for(Some(1)), e);
    for viewer in [None, Some(0), Some(2)] {
        assert_eq!(
            e.redacted_for(viewer),
            Event::NavCardDrawn {
                seat: 1,
                card: None
            }
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Refusals name the rule
// ---------------------------------------------------------------------------------------------

#[test]
fn refusals_name_the_rule() {
    let mut t = Table::new(2);
    // Phase 1: calling a colour is not allowed.
    let e = t.refuse(0, call(Colour::Red));
    assert_eq!(illegal_rule(&e), "R-3.1");
    let text = e.to_string();
    assert!(
        text.contains("R-3.1") && text.contains("call_colour"),
        "{text}"
    );
    // Wrong seat and no such seat.
    assert_eq!(
        t.refuse(1, Action::Pass),
        RuleError::NotYourTurn { seat: 1, to_act: 0 }
    );
    assert_eq!(
        t.refuse(5, Action::Pass),
        RuleError::NoSuchSeat {
            seat: 5,
            players: 2
        }
    );
    // A ship that does not exist.
    t.give_nav(0, NavCard::PortPolice);
    t.ship(1, "A1", Some("oil"));
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::PortPolice,
        },
    );
    let e = t.refuse(0, Action::SelectShip { ship: 200 });
    assert_eq!(illegal_rule(&e), "R-6");
    // Phases.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 0);
    assert_eq!(illegal_rule(&t.refuse(0, Action::Pass)), "R-3.2");
    t.slot(Phase::Trade, 0, 0);
    t.give_product(0, "jam");
    assert_eq!(illegal_rule(&t.refuse(0, Action::Accept)), "R-5");
    t.slot(Phase::Missions, 0, 0);
    assert_eq!(illegal_rule(&t.refuse(0, Action::Continue)), "R-3.6");
    // A card not in hand.
    assert!(matches!(
        t.refuse(
            0,
            Action::PlayCard {
                card: NavCard::Storm
            }
        ),
        RuleError::Illegal { .. }
    ));
}

/// C-6 / determinization: an offer being answered shows cards its offerer holds; a game
/// sampled from the addressee's view must keep them, so that accepting works there too.
#[test]
fn c6_determinized_offer_keeps_the_offered_cards() {
    for seed in 0..40 {
        let mut t = trade_table(2);
        t.give_product(0, "jam");
        t.give_product(0, "gasoline");
        t.give_product(1, "shoes");
        let (jam, shoes) = (t.product("jam"), t.product("shoes"));
        t.apply(0, Action::AddGive { product: jam });
        t.apply(0, Action::AddAsk { product: shoes });
        t.apply(0, Action::SendOffer { to: 1 });
        let view = t.game.view(Some(1));
        let mut sampled = Game::determinize(&view, &havenbaron_engine::DataSet::builtin(), seed);
        let Game::Rotterdam(g) = &sampled else {
            unreachable!()
        };
        assert!(
            g.state.hidden.hands[0].products[jam as usize] >= 1,
            "seed {seed}: the sampled offerer does not hold the jam it offers"
        );
        assert_eq!(
            sampled.legal_actions(),
            vec![Action::Accept, Action::Decline]
        );
        sampled.apply(1, &Action::Accept).unwrap();
    }
}

/// C-6: a card taken face up (an open pile's top) is public: the view shows it in the taker's
/// hand, and determinization keeps it there.
#[test]
fn c6_card_taken_face_up_stays_known() {
    let mut t = Table::with(2, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    let pile = t.pile_of("Vulcaanhaven");
    let top = *t.r().state.hidden.product_piles[pile].last().unwrap();
    end_phase_2(&mut t);
    let v = t.view(Some(1));
    assert_eq!(v.public.seats[0].known_products[top as usize], 1);
    for seed in 0..20 {
        let sampled = Game::determinize(
            &t.game.view(Some(1)),
            &havenbaron_engine::DataSet::builtin(),
            seed,
        );
        let Game::Rotterdam(g) = &sampled else {
            unreachable!()
        };
        assert_eq!(g.state.hidden.hands[0].products[top as usize], 1);
    }
    // Without open products the card stays private.
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    end_phase_2(&mut t);
    assert_eq!(t.view(Some(1)).public.seats[0].known_products, [0; 8]);
}

/// C-6: an accepted trade's contents are public; cards handed in for a mission leave the
/// known part of the hand.
#[test]
fn c6_accepted_trade_contents_are_known() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    t.apply(0, Action::AddGive { product: jam });
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::SendOffer { to: 1 });
    t.apply(1, Action::Accept);
    let seats = &t.view(None).public.seats;
    assert_eq!(seats[0].known_products[shoes as usize], 1);
    assert_eq!(seats[1].known_products[jam as usize], 1);
    assert_eq!(seats[0].known_products[jam as usize], 0);

    // Seat 1 hands the jam in: it is no longer known to be in its hand.
    let m = t.mission(&["jam", "gasoline"]);
    t.set_missions(1, &[m]);
    t.give_product(1, "gasoline");
    t.slot(Phase::Missions, 1, 0);
    t.apply(
        1,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(t.view(None).public.seats[1].known_products, [0; 8]);
}

/// phase 3: a full hand holding a VP card gets a window; laying the card makes room
/// before the draw (laid cards do not count toward the limit).
#[test]
fn r3_phase_3_laying_a_vp_card_makes_room_before_the_draw() {
    let mut t = Table::new(2);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Advantage);
    t.ship(0, "A2", None);
    end_phase_2(&mut t);
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    assert_eq!(
        t.legal(),
        vec![
            Action::Continue,
            Action::LayCard {
                card: NavCard::Advantage
            }
        ]
    );
    let events = t.apply(
        0,
        Action::LayCard {
            card: NavCard::Advantage,
        },
    );
    // Nothing left to play: the window closes by itself and the draw fits.
    assert_eq!(drawn(&events).len(), 1);
    assert!(!events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
    assert_eq!(
        t.r().state.public.seats[0].table[NavCard::Advantage as usize],
        1
    );
}
