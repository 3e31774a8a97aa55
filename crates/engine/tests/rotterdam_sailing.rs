//! Rotterdam scenario tests: sailing (C-2), ships set back by Setback and Storm (C-3), the call of
//! phase 2 and arrivals, one or more per rule id (docs/RULES.md), from hand-built positions.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), sets the phase and
//! turn, then drives the game with the checked `Game::apply` and looks at the resulting state and
//! events. Rulings the engine took where docs/RULES.md leaves room are tested as implemented
//! (docs/RULINGS.md).

mod support;

use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::{Phase, Step};
use havenbaron_engine::{Action, Colour, Event, RuleError};
use support::rotterdam::*;

// ---------------------------------------------------------------------------------------------
// C-2 sailing
// ---------------------------------------------------------------------------------------------

/// C-2.2: the caller's ships first, then the other players clockwise from the caller; within a
/// fleet, deepest first.
#[test]
fn c2_sailing_order_caller_first_then_clockwise_deepest_first() {
    let mut t = Table::new(3, SEED);
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
        let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(1, "A2", Some("fruit"));
    t.ship(0, "C2", Some("grain")); // moves blue/yellow only: not in the way
    t.give_nav(1, NavCard::PortPolice); // playable, but not in a fork decision
    let events = t.apply(0, call(Colour::Red));
    assert!(t.moves(&events).is_empty(), "the fork waits for its owner");
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.g().state.public.step, Step::Fork);
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
        (t.phase(), t.g().state.public.step),
        (Phase::Navigate, Step::Slot)
    );
}

/// C-2.4 at C3: red leads into Botlek and Eemhaven, which are always free: the owner steers.
#[test]
fn c2_fork_into_two_harbours() {
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(1, "A2", None);
    t.ship(0, "B1", None);
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(ship, "A2", "B2")]);
    assert_eq!(t.g().state.public.step, Step::Slot, "no decision");
    assert_eq!(t.to_act(), Some(1));

    // B2 taken by a ship blocked at C2 (no red channel out of C2).
    let mut t = Table::new(2, SEED);
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
        let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let x = t.ship(0, "A2", None);
    let y = t.ship(1, "B2", None);
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B1"), mv(y, "B2", "C2")]);
    assert_eq!(t.to_act(), Some(1), "no fork: seat 1's turn to call");
    assert_eq!(t.g().state.public.step, Step::Slot);

    // Different owners, Y the caller's: Y → C2 first, then X forks; its owner (not the
    // caller) steers.
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 1, 0); // seat 1 calls
    let x = t.ship(0, "A2", None);
    let y = t.ship(1, "B2", None);
    let events = t.apply(1, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(y, "B2", "C2")]);
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.g().state.public.step, Step::Fork);
    let events = t.apply(0, Action::SteerFork { to: t.pos("B2") });
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B2")]);
    assert_eq!(t.to_act(), Some(0), "then seat 0 calls");

    // And the same seat order with X the caller's (seat 1 calls, owns X).
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 1, 0);
    let x = t.ship(1, "A2", None);
    let y = t.ship(0, "B2", None);
    let events = t.apply(1, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(x, "A2", "B1"), mv(y, "B2", "C2")]);
}

/// C-2.5 / R-3 phase 2: a colour must be called; passing is not possible.
#[test]
fn r3_phase_2_must_call_a_colour() {
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
// C-3 ships set back (Setback, Storm) and out of a harbour
// ---------------------------------------------------------------------------------------------

/// C-3: Setback with several free predecessors: the card's player chooses.
#[test]
fn c3_setback_at_a_fork_the_card_player_chooses() {
    let mut t = Table::new(2, SEED);
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
    assert!(t.g().state.public.card.is_none());
    assert_eq!(t.nav_in_hand(0, NavCard::Setback), 0);
    assert_eq!(t.g().state.public.nav_discard[NavCard::Setback as usize], 1);
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&Action::Pass));
}

/// C-3: a single free predecessor is taken without a choice.
#[test]
fn c3_setback_with_one_free_predecessor() {
    let mut t = Table::new(2, SEED);
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
    assert!(t.g().state.public.card.is_none());
}

/// C-3: a ship on a start has no predecessor and cannot be targeted; with no ship able to go
/// back, Setback and Storm are not offered at all.
#[test]
fn c3_ship_on_a_start_cannot_be_set_back() {
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
    assert!(t.g().state.public.card.is_none());
    // Back in seat 0's phase-2 slot.
    assert_eq!(t.to_act(), Some(0));
    assert!(t.legal().contains(&call(Colour::Red)));
}

/// C-3: Storm goes one step when the second is impossible (a start, or a taken predecessor).
#[test]
fn c3_storm_one_step_when_the_second_is_impossible() {
    // A1 → S1, and a start has no predecessor.
    let mut t = Table::new(2, SEED);
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
    assert!(t.g().state.public.card.is_none());

    // B1 with A2 taken → A1; then S1 taken → stop.
    let mut t = Table::new(2, SEED);
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
    assert!(t.g().state.public.card.is_none());

    // Two forced steps: B1 → A1 → S1 without any choice.
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
