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

// ---------------------------------------------------------------------------------------------
// A-6 an exit toggles every lock
// ---------------------------------------------------------------------------------------------

/// RULES scenario test 7: a transit exit toggles every lock after the call; a ship that was
/// waiting at a lock moves only on a later call.
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
