//! Antwerpen scenario tests: locks, lock cards and the locks an exit toggles, one
//! or more per rule (RULES A-…), from hand-built positions on the built-in board (and, where the
//! rule needs a shape the reconstructed board lacks, on a small replacement board loaded with
//! `DataSource::Dir`).
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`); every action then
//! goes through the checked `Game::apply`, so each one is also legal, and the shared invariants of
//! the conformance suite are checked after each scenario.

mod support;

use havenbaron_engine::antwerpen::state::Step;
use havenbaron_engine::antwerpen::{LockCard, ShipCard};
use havenbaron_engine::{Action, Colour, Event};
use support::antwerpen::*;

// ---------------------------------------------------------------------------------------------
// A-4 Locks
// ---------------------------------------------------------------------------------------------

#[test]
fn a4_a_closed_lock_blocks_an_open_lock_lets_through() {
    let mut t = Table::new(2, 12);
    t.no_cards();
    let s = t.ship(0, "C1", Some("cocoa"));
    t.apply(0, call(Colour::Blue));
    assert_eq!(
        t.g().state.public.fleet.ship(s).pos,
        Some(t.pos("C1")),
        "Kallo is closed"
    );
    t.apply(1, call(Colour::Red));
    let kallo = t.lock("Kallo");
    t.edit().state.public.locks_open |= 1 << kallo;
    let events = t.apply(0, call(Colour::Blue));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == s))
    );
    t.check();
}

// ---------------------------------------------------------------------------------------------
// A-5 Lock cards
// ---------------------------------------------------------------------------------------------

#[test]
fn a5_open_and_close_n_of_your_choice() {
    let mut t = Table::new(2, 13);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Open1, LockCard::Open3, LockCard::Close2]);
    // All closed: Close 2 would change nothing.
    assert!(!t.legal().contains(&Action::PlayLockCard {
        card: LockCard::Close2
    }));
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Open1,
        },
    );
    assert_eq!(
        t.step(),
        Step::Locks {
            open: true,
            left: 1
        }
    );
    assert_eq!(t.legal().len(), 3, "any of the three closed locks");
    let kallo = t.lock("Kallo");
    t.apply(0, Action::SelectLock { lock: kallo });
    assert_eq!(t.g().state.public.locks_open, 1 << kallo);
    // Open 3 with two closed: both open at once, no choice left.
    let events = t.apply(
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
    assert_eq!(t.g().state.public.locks_open, 0b111);
    assert_eq!(t.step(), Step::Turn);
    // Close 2 with three open: choose two.
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Close2,
        },
    );
    assert_eq!(t.legal().len(), 3);
    t.apply(0, Action::SelectLock { lock: kallo });
    assert_eq!(t.legal().len(), 2, "a lock already closed is not offered");
    assert!(!t.legal().contains(&Action::SelectLock { lock: kallo }));
    let other = match t.legal()[0] {
        Action::SelectLock { lock } => lock,
        a => panic!("{a:?}"),
    };
    t.apply(0, Action::SelectLock { lock: other });
    assert_eq!(t.g().state.public.locks_open.count_ones(), 1);
    assert_eq!(t.g().state.public.lock_discard.iter().sum::<u8>(), 3);
    t.check();
}

#[test]
fn a5_toggle_n_open_all_or_close_all_and_change_something() {
    let mut t = Table::new(2, 14);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Toggle2, LockCard::Toggle1]);
    let (kallo, boud) = (t.lock("Kallo"), t.lock("Boudewijn"));
    // All closed: only opening changes anything, so no direction is asked.
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Toggle1,
        },
    );
    assert_eq!(
        t.step(),
        Step::ToggleLocks {
            open: true,
            left: 1,
            chosen: 0,
            changed: false
        }
    );
    t.apply(0, Action::SelectLock { lock: kallo });
    assert_eq!(t.g().state.public.locks_open, 1 << kallo);
    // Mixed: open them all or close them all.
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Toggle2,
        },
    );
    assert_eq!(
        t.legal(),
        vec![
            Action::SetLocks { open: true },
            Action::SetLocks { open: false }
        ]
    );
    t.apply(0, Action::SetLocks { open: true });
    assert_eq!(t.legal().len(), 3, "two distinct locks of the three");
    t.apply(0, Action::SelectLock { lock: kallo }); // already open: no change yet
    // The last choice must change a lock: only closed ones are offered.
    let l = t.legal();
    assert_eq!(l.len(), 2);
    assert!(!l.contains(&Action::SelectLock { lock: kallo }));
    t.apply(0, Action::SelectLock { lock: boud });
    assert_eq!(t.g().state.public.locks_open, (1 << kallo) | (1 << boud));
    assert_eq!(t.step(), Step::Turn);
    t.check();
}

/// The locks that are open, by name.
fn open_locks(t: &Table) -> Vec<String> {
    let d = t.data();
    (0..d.locks.len() as u8)
        .filter(|&l| t.g().state.public.locks_open & (1 << l) != 0)
        .map(|l| d.locks[l as usize].clone())
        .collect()
}

/// The `LockSet` events among `events`, as (lock, open).
fn locks_set(events: &[Event]) -> Vec<(u8, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::LockSet { lock, open } => Some((*lock, *open)),
            _ => None,
        })
        .collect()
}

/// Rulebook (seed 002, "Uitleg van de Sluiskaarten", *Sluit sluizen*): the card pictured closes
/// 2 locks; with fewer than 2 open, close as many as you can. A-5: Close 2 with one lock open
/// closes that one at once, no choice asked; then a lock card that would change nothing (Close
/// 3 with every lock closed) is not offered, and refused.
#[test]
fn a5_rulebook_example_close_2_with_fewer_than_2_open_closes_what_is_open() {
    let mut t = Table::new(2, 33);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Close2, LockCard::Close3, LockCard::Open1]);
    let boud = t.lock("Boudewijn");
    t.edit().state.public.locks_open = 1 << boud;
    let l = t.legal();
    for card in [LockCard::Close2, LockCard::Close3, LockCard::Open1] {
        assert!(l.contains(&Action::PlayLockCard { card }), "{card}");
    }
    let events = t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Close2,
        },
    );
    assert_eq!(
        locks_set(&events),
        vec![(boud, false)],
        "only what was open"
    );
    assert!(open_locks(&t).is_empty());
    assert_eq!(t.step(), Step::Turn, "no lock to choose");
    assert_eq!(t.to_act(), Some(0));
    assert!(!t.g().state.public.main_done, "an extra action");
    assert_eq!(
        t.g().state.public.lock_discard[LockCard::Close2 as usize],
        1
    );
    // Every lock closed: a Close card would change nothing.
    let l = t.legal();
    assert!(!l.contains(&Action::PlayLockCard {
        card: LockCard::Close3
    }));
    assert!(l.contains(&Action::PlayLockCard {
        card: LockCard::Open1
    }));
    t.refuse(
        0,
        Action::PlayLockCard {
            card: LockCard::Close3,
        },
    );
    // Every lock open: an Open card would change nothing.
    t.edit().state.public.locks_open = t.data().all_locks();
    let l = t.legal();
    assert!(!l.contains(&Action::PlayLockCard {
        card: LockCard::Open1
    }));
    assert!(l.contains(&Action::PlayLockCard {
        card: LockCard::Close3
    }));
    t.check();
}

/// Rulebook (seed 002, "Uitleg van de Sluiskaarten", *Open sluizen*): the card pictured opens
/// all 3 locks; with two or fewer closed, open as many as you can. A-5: Open 3 with all three
/// closed opens them all at once; with one closed, that one.
#[test]
fn a5_rulebook_example_open_3_opens_all_three_locks() {
    let mut t = Table::new(2, 34);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Open3]);
    let events = t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Open3,
        },
    );
    assert_eq!(locks_set(&events).len(), 3);
    assert_eq!(open_locks(&t), ["Kallo", "Boudewijn", "Berendrecht"]);
    assert_eq!(t.step(), Step::Turn, "no choice asked");

    let mut t = Table::new(2, 34);
    t.no_cards();
    t.set_lock_hand(1, &[LockCard::Open3]);
    let kallo = t.lock("Kallo");
    t.edit().state.public.locks_open = t.data().all_locks() & !(1 << kallo);
    t.set_active(1);
    let events = t.apply(
        1,
        Action::PlayLockCard {
            card: LockCard::Open3,
        },
    );
    assert_eq!(locks_set(&events), vec![(kallo, true)]);
    assert_eq!(t.g().state.public.locks_open, t.data().all_locks());
    t.check();
}

/// Rulebook (seed 002, "Uitleg van de Sluiskaarten", *Verwissel sluisstand*): choose as many
/// locks as the card shows and open them all or close them all; the card pictured (Toggle 1)
/// opens or closes one lock. A-5: with locks open and closed, Toggle 1 asks the direction, then
/// offers only the locks that direction changes.
#[test]
fn a5_rulebook_example_toggle_1_opens_or_closes_one_lock() {
    let mut t = Table::new(2, 35);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Toggle1, LockCard::Toggle1]);
    let (kallo, boud, bere) = (t.lock("Kallo"), t.lock("Boudewijn"), t.lock("Berendrecht"));
    t.edit().state.public.locks_open = 1 << kallo;
    let toggle1 = Action::PlayLockCard {
        card: LockCard::Toggle1,
    };
    // Close one: only the open lock is offered.
    t.apply(0, toggle1);
    assert_eq!(
        t.legal(),
        vec![
            Action::SetLocks { open: true },
            Action::SetLocks { open: false }
        ]
    );
    t.apply(0, Action::SetLocks { open: false });
    assert_eq!(t.legal(), vec![Action::SelectLock { lock: kallo }]);
    t.apply(0, Action::SelectLock { lock: kallo });
    assert!(open_locks(&t).is_empty());
    // Open one: every lock is closed now, so no direction is asked; any of the three.
    t.apply(0, toggle1);
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectLock { lock: kallo },
            Action::SelectLock { lock: boud },
            Action::SelectLock { lock: bere }
        ]
    );
    let events = t.apply(0, Action::SelectLock { lock: bere });
    assert_eq!(locks_set(&events), vec![(bere, true)]);
    assert_eq!(open_locks(&t), ["Berendrecht"]);
    assert_eq!(t.step(), Step::Turn);
    t.check();
}

/// Rulebook (seed 002, "Extra acties", lock cards: for instance first open a lock, then call
/// a colour to sail through it into the inner dock).: the Open 1 card is an extra
/// action before the Sail main action, and the ship passes the lock it just opened in the same
/// turn.
#[test]
fn a5_rulebook_example_open_a_lock_then_sail_through_it() {
    let mut t = Table::new(2, 36);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Open1]);
    let s = t.ship(0, "C1", Some("cocoa"));
    let (c1, waasland, kallo) = (t.pos("C1"), t.pos("Waaslandhaven"), t.lock("Kallo"));
    assert_eq!(t.data().lock_between(c1, waasland), Some(kallo));
    assert!(open_locks(&t).is_empty(), "A-1: every lock closed");
    let hi = t.pile_of("Waaslandhaven");
    let top = *t.g().state.hidden.product_piles[hi].last().unwrap();
    // The extra action first: open Kallo (one of three closed locks, the player's choice).
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Open1,
        },
    );
    assert_eq!(t.legal().len(), 3);
    t.apply(0, Action::SelectLock { lock: kallo });
    assert_eq!(open_locks(&t), ["Kallo"]);
    assert!(
        !t.g().state.public.main_done,
        "the main action is still to come"
    );
    // Then the main action: call blue; C1 → Waaslandhaven through the open lock.
    let events = t.apply(0, call(Colour::Blue));
    assert_eq!(t.moves(&events), vec![mv(s, "C1", "Waaslandhaven")]);
    assert!(events.contains(&Event::ShipUnloaded {
        seat: 0,
        ship: s,
        harbour: waasland,
        cargo: Some(t.raw("cocoa")),
        got_card: true,
        product: Some(top),
        face_up: true,
    }));
    assert_eq!(t.g().state.hidden.hands[0].products[top as usize], 1);
    assert_eq!(open_locks(&t), ["Kallo"], "the lock stays open");
    t.check();
}

// ---------------------------------------------------------------------------------------------
// A-6 an exit toggles every lock
// ---------------------------------------------------------------------------------------------

/// RULES scenario test 7: a transit exit toggles every lock after the call; a ship that was
/// waiting at a lock moves only on a later call. (Rulebook, seed 002, "Doorvoerhaven": the ship
/// leaves through the violet channel at the bottom, ship and material return, every lock
/// toggles; first all ships move, then the locks toggle.)
#[test]
fn a6_exit_toggles_every_lock_after_the_call() {
    let mut t = Table::new(2, 18);
    t.no_cards();
    let out = t.ship(0, "D1", Some("barley"));
    let waiting = t.ship(1, "C1", Some("cocoa")); // Kallo (blue) is closed
    let events = t.apply(0, call(Colour::Violet));
    assert!(events.contains(&Event::ShipExited {
        seat: 0,
        ship: out,
        cargo: Some(t.raw("barley"))
    }));
    assert!(events.contains(&Event::LocksToggled {
        times: 1,
        open: 0b111
    }));
    let a = t.g();
    assert_eq!(a.state.public.locks_open, 0b111, "every lock toggled");
    assert_eq!(a.state.public.fleet.ship(out).pos, None);
    assert_eq!(a.state.public.fleet.ship(waiting).pos, Some(t.pos("C1")));
    // A later call takes the waiting ship through.
    let events = t.apply(1, call(Colour::Blue));
    assert!(events.iter().any(
        |e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == waiting)
    ));
    t.check();
}

/// The same rule on a replacement board where the exit and the lock share a colour: the ship
/// at the lock is processed after the exit in the same call, and still waits.
#[test]
fn a6_exit_toggle_waits_for_the_end_of_the_call_same_colour() {
    let mut t = custom_table(2);
    t.no_cards();
    let exit_ship = t.ship(0, "A1", Some("cocoa"));
    let waiting = t.ship(1, "A2", Some("toys"));
    let events = t.apply(0, call(Colour::Violet));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::ShipExited { ship, .. } if *ship == exit_ship))
    );
    let a = t.g();
    assert_eq!(
        a.state.public.fleet.ship(waiting).pos,
        Some(t.pos("A2")),
        "moved in no pass"
    );
    assert_eq!(a.state.public.locks_open, 0b11, "toggled after the call");
    let events = t.apply(1, call(Colour::Violet));
    assert!(events.iter().any(
        |e| matches!(e, Event::ShipUnloaded { ship, got_card: true, .. } if *ship == waiting)
    ));
    // Two exits in one call toggle twice: no change.
    let mut t = custom_table(2);
    t.no_cards();
    t.ship(0, "A1", Some("cocoa"));
    t.ship(1, "B1", Some("cocoa"));
    let events = t.apply(0, call(Colour::Violet));
    assert!(events.contains(&Event::LocksToggled { times: 2, open: 0 }));
    t.check();
}

// ---------------------------------------------------------------------------------------------
// C-3 / A-4 on a replacement board: a closed lock blocks moving back too
// ---------------------------------------------------------------------------------------------

#[test]
fn a4_closed_lock_blocks_a_step_back() {
    let mut t = custom_table(2);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::StepBack]);
    t.ship(1, "B1", Some("toys")); // back to A1 over the M lock (closed)
    assert!(!t.legal().contains(&Action::PlayShipCard {
        card: ShipCard::StepBack
    }));
    let m = t.lock("M");
    t.edit().state.public.locks_open |= 1 << m;
    assert!(t.legal().contains(&Action::PlayShipCard {
        card: ShipCard::StepBack
    }));
}
