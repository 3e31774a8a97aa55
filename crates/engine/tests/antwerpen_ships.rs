//! Antwerpen scenario tests: arrival effects (A-6: anchors, harbours) and ship cards, one or
//! more per rule (RULES A-…), from hand-built positions on the built-in board (and, where the rule
//! needs a shape the reconstructed board lacks, on a small replacement board loaded with
//! `DataSource::Dir`).
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`); every action then
//! goes through the checked `Game::apply`, so each one is also legal, and the shared invariants of
//! the conformance suite are checked after each scenario.

mod support;

use havenbaron_engine::antwerpen::state::Step;
use havenbaron_engine::antwerpen::{CardPile, LockCard, ShipCard};
use havenbaron_engine::{Action, Colour, Event, RuleError};
use support::antwerpen::*;

// ---------------------------------------------------------------------------------------------
// A-6 Arrival effects
// ---------------------------------------------------------------------------------------------

#[test]
fn a6_anchor_choice_is_the_owners_even_in_another_turn() {
    let mut t = Table::new(2, 15);
    t.no_cards();
    t.give_product(0, "toys"); // seat 0's turn stays open
    let s = t.ship(1, "T2", Some("cocoa"));
    t.lock_card_on_top(LockCard::Toggle2);
    t.apply(0, call(Colour::Red));
    assert_eq!(t.step(), Step::TakeCard { ship: s });
    assert_eq!(t.to_act(), Some(1), "seat 1 decides inside seat 0's turn");
    assert_eq!(
        t.legal(),
        vec![
            Action::TakeCard {
                pile: CardPile::Ship
            },
            Action::TakeCard {
                pile: CardPile::Lock
            }
        ]
    );
    let events = t.apply(
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
    assert_eq!(t.g().state.public.seats[1].fresh_lock, 1);
    assert_eq!(t.to_act(), Some(0));
    t.apply(0, Action::EndTurn);
    assert_eq!(
        t.g().state.public.seats[1].fresh_lock,
        0,
        "playable from the next turn"
    );
    // Staying on the anchor gives nothing more.
    t.apply(1, call(Colour::Yellow));
    t.apply(1, Action::EndTurn); // its Toggle 2 card keeps the turn open
    let before = t.g().state.hidden.hands[1];
    t.apply(0, call(Colour::Violet));
    assert_eq!(t.g().state.public.fleet.ship(s).pos, Some(t.pos("A2")));
    assert_eq!(t.g().state.hidden.hands[1], before);
    t.check();
}

#[test]
fn a6_matching_and_wrong_harbour() {
    let mut t = Table::new(2, 16);
    t.no_cards();
    let d = t.data();
    let dgd = t.pos("Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let toys = t.raw("toys");
    let s = t.ship(0, "A1", Some("toys"));
    let pile = t.g().state.hidden.product_piles[hi];
    let (top, next) = (pile[pile.len() - 1], pile[pile.len() - 2]);
    t.apply(0, call(Colour::Violet));
    let a = t.g();
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
    t.apply(0, Action::EndTurn); // a trade was possible: the turn stayed open
    t.apply(1, call(Colour::Red));
    let s = t.ship(0, "A1", Some("cocoa"));
    let events = t.apply(0, call(Colour::Violet));
    let a = t.g();
    assert!(events.contains(&Event::ProductBuried {
        harbour: dgd,
        product: next
    }));
    assert_eq!(a.state.hidden.product_piles[hi][0], next);
    assert_eq!(a.state.hidden.hands[0].product_count(), 1);
    assert_eq!(a.state.public.fleet.ship(s).pos, None);
    assert_eq!(a.state.public.supply[t.raw("cocoa") as usize], 6);
    t.check();
}

/// RULES scenario test 6: a violet call with the active player's toys ship on A1 and an
/// opponent's on B1: both enter Deurganckdok, the active player's card first. (Rulebook, seed
/// 002, "Uitzonderlijke situatie in de Deurganckdok": two matching ships may arrive at once; the
/// cards go in turn order, the active player first.)
#[test]
fn a6_two_ships_into_deurganckdok_in_turn_order() {
    let mut t = Table::new(2, 17);
    t.no_cards();
    let d = t.data();
    let dgd = t.pos("Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let mine = t.ship(0, "A1", Some("toys"));
    let theirs = t.ship(1, "B1", Some("toys")); // deeper, but seat 0 is the caller
    let pile = t.g().state.hidden.product_piles[hi];
    let (first, second) = (pile[pile.len() - 1], pile[pile.len() - 2]);
    let events = t.apply(0, call(Colour::Violet));
    let unloads: Vec<(u8, Option<u8>)> = events
        .iter()
        .filter_map(|e| match e {
            Event::ShipUnloaded { ship, product, .. } => Some((*ship, *product)),
            _ => None,
        })
        .collect();
    assert_eq!(unloads, vec![(mine, Some(first)), (theirs, Some(second))]);
    let h = &t.g().state.hidden.hands;
    assert_eq!(h[0].products[first as usize], 1);
    assert_eq!(h[1].products[second as usize], 1);
    t.check();
}

/// Rulebook (seed 002, "Ankerplaatsen"): when several of your ships reach anchors, take one card
/// per ship; a ship that stays on an anchor gives no more. A-6: one green call brings seat 0's
/// ships from B1 to C1 and from T1 to A2 (deepest first, C-2.2); each arrival asks for its own
/// card; a later call that leaves them there gives nothing.
#[test]
fn a6_rulebook_example_two_own_ships_reach_anchors_one_card_each() {
    let mut t = Table::new(2, 38);
    t.no_cards();
    let near = t.ship(0, "T1", Some("toys"));
    let deep = t.ship(0, "B1", Some("cocoa"));
    t.lock_card_on_top(LockCard::Open2);
    t.ship_card_on_top(ShipCard::StepBack);
    let events = t.apply(0, call(Colour::Green));
    assert_eq!(t.moves(&events), vec![mv(deep, "B1", "C1")]);
    assert_eq!(t.step(), Step::TakeCard { ship: deep });
    t.apply(
        0,
        Action::TakeCard {
            pile: CardPile::Lock,
        },
    );
    assert_eq!(t.at(near), "A2");
    assert_eq!(t.step(), Step::TakeCard { ship: near }, "a card per ship");
    let events = t.apply(
        0,
        Action::TakeCard {
            pile: CardPile::Ship,
        },
    );
    assert!(events.contains(&Event::ShipCardDrawn {
        seat: 0,
        card: Some(ShipCard::StepBack)
    }));
    let hand = t.g().state.hidden.hands[0];
    assert_eq!(hand.lock[LockCard::Open2 as usize], 1);
    assert_eq!((hand.lock_count(), hand.ship_count()), (1, 1));
    // Both cards came this turn: nothing else to do, the turn ended by itself. Seat 1
    // calls red, which moves neither ship.
    assert_eq!(t.to_act(), Some(1));
    let events = t.apply(1, call(Colour::Red));
    assert!(t.moves(&events).is_empty());
    assert_eq!((t.at(near), t.at(deep)), ("A2".into(), "C1".into()));
    assert_eq!(t.g().state.hidden.hands[0], hand, "staying gives nothing");
    t.check();
}

/// Rulebook (seed 002, "De Schelde", double channels: a ship before one must sail when either
/// of its two colours is called; and "Let op": a ship stays only when a closed lock or another
/// ship at the channel's end blocks it). C-2 on T2 → A3 (yellow+blue).
#[test]
fn c2_rulebook_example_double_channel_moves_on_either_colour() {
    for colour in [Colour::Yellow, Colour::Blue] {
        let mut t = Table::new(2, 39);
        t.no_cards();
        let s = t.ship(0, "T2", Some("barley"));
        let events = t.apply(0, call(colour));
        assert_eq!(t.moves(&events), vec![mv(s, "T2", "A3")], "{colour}");
        t.check();
    }
    // Another ship at the channel's end (it cannot move on blue) blocks it.
    let mut t = Table::new(2, 39);
    t.no_cards();
    let s = t.ship(0, "T2", Some("barley"));
    t.ship(1, "A3", Some("cocoa"));
    let events = t.apply(0, call(Colour::Blue));
    assert!(t.moves(&events).is_empty());
    assert_eq!(t.at(s), "T2");
}

/// Rulebook (seed 002, "Let op": before a fork of two free channels of the same colour the
/// ship's owner chooses). C-2.4 on A2 (blue to B1 and to B2): seat 1 steers its ship inside
/// seat 0's call; with B1 taken, the ship takes B2 without a question.
#[test]
fn c2_rulebook_example_a_fork_is_steered_by_the_owner() {
    let mut t = Table::new(2, 40);
    t.no_cards();
    let s = t.ship(1, "A2", Some("toys"));
    t.apply(0, call(Colour::Blue));
    assert_eq!(t.step(), Step::Fork);
    assert_eq!(t.to_act(), Some(1), "the owner, not the caller");
    let (b1, b2) = (t.pos("B1"), t.pos("B2"));
    assert_eq!(
        t.legal(),
        vec![Action::SteerFork { to: b1 }, Action::SteerFork { to: b2 }]
    );
    t.apply(1, Action::SteerFork { to: b1 });
    assert_eq!(t.at(s), "B1");
    t.check();

    let mut t = Table::new(2, 40);
    t.no_cards();
    let s = t.ship(1, "A2", Some("toys"));
    t.ship(0, "B1", Some("cocoa")); // no blue channel out of B1: it stays
    let events = t.apply(0, call(Colour::Blue));
    assert_eq!(t.moves(&events), vec![mv(s, "A2", "B2")]);
    assert_eq!(t.to_act(), Some(1), "no question: seat 0's turn is over");
    t.check();
}

// ---------------------------------------------------------------------------------------------
// A-8 Ship cards
// ---------------------------------------------------------------------------------------------

#[test]
fn a8_sail_alone_moves_only_own_ships_without_anchor_window() {
    let mut t = Table::new(2, 22);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::SailAlone]);
    t.set_ship_hand(1, &[ShipCard::Anchor]);
    let mine = t.ship(0, "T1", Some("toys"));
    let theirs = t.ship(1, "A3", Some("barley"));
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::SailAlone,
        },
    );
    assert_eq!(
        t.step(),
        Step::ChooseColour {
            card: ShipCard::SailAlone
        }
    );
    t.apply(0, call(Colour::Violet));
    let a = t.g();
    assert_eq!(a.state.public.fleet.ship(mine).pos, Some(t.pos("A1")));
    assert_eq!(
        a.state.public.fleet.ship(theirs).pos,
        Some(t.pos("A3")),
        "not seat 1's ships"
    );
    assert_eq!(
        t.to_act(),
        Some(0),
        "an extra action: the main action is still to come"
    );
    assert!(t.legal().contains(&call(Colour::Red)));
    t.check();
}

#[test]
fn a8_extra_colour_moves_all_ships_after_the_anchor_window() {
    let mut t = Table::new(2, 23);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::ExtraColour]);
    t.set_ship_hand(1, &[ShipCard::StepBack]); // a ship card, not an Anchor
    let mine = t.ship(0, "T1", Some("toys"));
    let theirs = t.ship(1, "B4", Some("barley"));
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraColour,
        },
    );
    t.apply(0, call(Colour::Violet));
    // The window opens on public facts (C-6): seat 1 holds a ship card; it can only pass.
    assert_eq!(t.step(), Step::AnchorWindow { seat: 1 });
    assert_eq!(t.legal(), vec![Action::Pass]);
    t.apply(1, Action::Pass);
    let a = t.g();
    assert_eq!(a.state.public.fleet.ship(mine).pos, Some(t.pos("A1")));
    assert_eq!(
        a.state.public.fleet.ship(theirs).pos,
        Some(t.pos("C3")),
        "a double channel"
    );
    assert_eq!(t.to_act(), Some(0));
    t.check();
}

#[test]
fn a8_anchor_in_an_opponents_turn_holds_a_ship_before_any_moves() {
    let mut t = Table::new(3, 24);
    t.no_cards();
    t.set_ship_hand(2, &[ShipCard::Anchor, ShipCard::Anchor]);
    let blocked = t.ship(0, "T1", Some("cocoa"));
    let held = t.ship(2, "A1", Some("toys"));
    let also = t.ship(2, "A3", Some("barley"));
    t.ship(1, "C3", Some("barley")); // seat 1 holds no ship card: no window
    assert!(
        !t.legal().contains(&Action::PlayShipCard {
            card: ShipCard::Anchor
        }),
        "not in one's own turn"
    );
    t.apply(0, call(Colour::Violet));
    // Seat 1 has no ship card: no window; seat 2 decides before ships move.
    assert_eq!(t.step(), Step::AnchorWindow { seat: 2 });
    assert_eq!(
        t.g().state.public.fleet.ship(blocked).pos,
        Some(t.pos("T1"))
    );
    assert_eq!(
        t.legal(),
        vec![
            Action::PlayShipCard {
                card: ShipCard::Anchor
            },
            Action::Pass
        ]
    );
    t.apply(
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectShip { ship: held },
            Action::SelectShip { ship: also }
        ]
    );
    let events = t.apply(2, Action::SelectShip { ship: held });
    assert!(events.contains(&Event::ShipAnchored {
        seat: 2,
        ship: held
    }));
    // Several may be played: asked again, the held ship no longer offered.
    assert_eq!(t.step(), Step::AnchorWindow { seat: 2 });
    t.apply(
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    assert_eq!(t.legal(), vec![Action::SelectShip { ship: also }]);
    assert!(matches!(
        t.refuse(2, Action::Pass),
        RuleError::Illegal { rule: "A-8", .. }
    ));
    t.apply(2, Action::SelectShip { ship: also });
    // Nothing of seat 2 can move now; seat 0's T1 ship is blocked by the held ship on A1.
    let a = t.g();
    assert_eq!(a.state.public.fleet.ship(held).pos, Some(t.pos("A1")));
    assert_eq!(a.state.public.fleet.ship(also).pos, Some(t.pos("A3")));
    assert_eq!(a.state.public.fleet.ship(blocked).pos, Some(t.pos("T1")));
    t.check();
}

#[test]
fn a8_anchor_held_ship_stays_and_blocks() {
    let mut t = Table::new(3, 25);
    t.no_cards();
    t.set_ship_hand(2, &[ShipCard::Anchor]);
    let blocked = t.ship(0, "T1", Some("cocoa"));
    let held = t.ship(2, "A1", Some("toys"));
    t.apply(0, call(Colour::Violet));
    t.apply(
        2,
        Action::PlayShipCard {
            card: ShipCard::Anchor,
        },
    );
    t.apply(2, Action::SelectShip { ship: held });
    assert_eq!(t.step(), Step::Turn, "one card: the window closed");
    let a = t.g();
    assert_eq!(
        a.state.public.fleet.ship(held).pos,
        Some(t.pos("A1")),
        "held"
    );
    assert_eq!(
        a.state.public.fleet.ship(blocked).pos,
        Some(t.pos("T1")),
        "A1 still occupied"
    );
    assert_eq!(a.state.public.ship_discard[ShipCard::Anchor as usize], 1);
    t.check();

    // No window for a ship behind a closed lock, nor with only cards received this turn.
    let mut t = Table::new(2, 26);
    t.no_cards();
    t.set_ship_hand(1, &[ShipCard::Anchor]);
    t.ship(1, "C1", Some("cocoa")); // blue: Kallo closed
    t.apply(0, call(Colour::Blue));
    assert_eq!(
        t.to_act(),
        Some(1),
        "seat 0's turn ended with no window for seat 1"
    );
    assert_eq!(t.step(), Step::Turn);
}

#[test]
fn a8_double_yield_at_an_own_matching_delivery() {
    let mut t = Table::new(2, 27);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::DoubleYield]);
    t.set_ship_hand(1, &[ShipCard::DoubleYield]);
    let d = t.data();
    let dgd = t.pos("Deurganckdok");
    let hi = d.harbour_index[dgd as usize].unwrap() as usize;
    let s = t.ship(0, "A1", Some("toys"));
    let other = t.ship(1, "B1", Some("toys"));
    assert!(!t.legal().contains(&Action::PlayShipCard {
        card: ShipCard::DoubleYield
    }));
    let pile = t.g().state.hidden.product_piles[hi];
    let n = pile.len();
    let (first, second, third) = (pile[n - 1], pile[n - 2], pile[n - 3]);
    t.apply(0, call(Colour::Violet));
    // Seat 1 holds a ship card and a ship the call moves: its Anchor window first.
    assert_eq!(t.step(), Step::AnchorWindow { seat: 1 });
    t.apply(1, Action::Pass);
    assert_eq!(t.step(), Step::DoubleYield { ship: s });
    assert_eq!(
        t.legal(),
        vec![
            Action::PlayShipCard {
                card: ShipCard::DoubleYield
            },
            Action::Continue
        ]
    );
    let events = t.apply(
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
    let a = t.g();
    let mut want = [0u8; 8];
    want[first as usize] += 1;
    want[second as usize] += 1;
    assert_eq!(a.state.hidden.hands[0].products, want);
    // The opponent's matching delivery in seat 0's turn: no Double yield window for seat 1.
    assert_eq!(a.state.public.fleet.ship(other).pos, None);
    assert_eq!(a.state.hidden.hands[1].products[third as usize], 1);
    t.check();
}

#[test]
fn a8_extra_ship_step_back_and_swap_cargo() {
    let mut t = Table::new(2, 28);
    t.no_cards();
    t.set_ship_hand(
        0,
        &[ShipCard::ExtraShip, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    let target = t.ship(1, "B1", Some("cocoa"));
    let a1 = t.ship(0, "A3", Some("toys"));
    // Extra ship: a placement, then the main action is still to come.
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraShip,
        },
    );
    assert_eq!(t.step(), Step::ExtraShip);
    assert!(
        t.legal()
            .iter()
            .all(|a| matches!(a, Action::PlaceShip { cargo: Some(_), .. }))
    );
    let (t4, potatoes) = (t.pos("T4"), t.raw("potatoes"));
    t.apply(
        0,
        Action::PlaceShip {
            start: t4,
            cargo: Some(potatoes),
        },
    );
    assert_eq!(t.step(), Step::Turn);
    assert!(!t.g().state.public.main_done);
    // Step back: seat 1's ship on B1 may go to A1 or A2 (the card's player chooses); A2 is an
    // anchor, so its owner takes a card inside seat 0's turn.
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::StepBack,
        },
    );
    assert!(
        !t.legal().contains(&Action::SelectShip {
            ship: t.ship_at("T4").unwrap()
        }),
        "a start has no way back"
    );
    t.apply(0, Action::SelectShip { ship: target });
    let (pa1, pa2) = (t.pos("A1"), t.pos("A2"));
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectPosition { pos: pa1 },
            Action::SelectPosition { pos: pa2 }
        ]
    );
    t.apply(0, Action::SelectPosition { pos: pa2 });
    assert_eq!(t.step(), Step::TakeCard { ship: target });
    assert_eq!(t.to_act(), Some(1));
    t.apply(
        1,
        Action::TakeCard {
            pile: CardPile::Ship,
        },
    );
    assert_eq!(t.to_act(), Some(0));
    // Swap cargo: two ships with different cargo.
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::SwapCargo,
        },
    );
    t.apply(0, Action::SelectShip { ship: a1 });
    assert!(!t.legal().contains(&Action::SelectShip { ship: a1 }));
    t.apply(0, Action::SelectShip { ship: target });
    let a = t.g();
    assert_eq!(a.state.public.fleet.ship(a1).cargo, Some(t.raw("cocoa")));
    assert_eq!(a.state.public.fleet.ship(target).cargo, Some(t.raw("toys")));
    t.check();

    // Swap cargo needs two ships with different cargo; Extra ship needs a ship in supply.
    let mut t = Table::new(4, 29);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::SwapCargo, ShipCard::ExtraShip]);
    t.ship(0, "T1", Some("toys"));
    t.ship(0, "T2", Some("toys"));
    t.ship(0, "T3", Some("toys"));
    let l = t.legal();
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

/// Rulebook (seed 002, "Grondstofwissel": swap the raw materials of two ships, which need not be
/// yours nor next to each other). A-8: seat 0 swaps the cargo of two of seat 1's ships, on T1
/// and on D1 (no channel joins them).
#[test]
fn a8_rulebook_example_swap_cargo_of_any_two_ships() {
    let mut t = Table::new(2, 41);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::SwapCargo]);
    let a = t.ship(1, "T1", Some("toys"));
    let b = t.ship(1, "D1", Some("barley"));
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::SwapCargo,
        },
    );
    assert_eq!(
        t.legal(),
        vec![
            Action::SelectShip { ship: a },
            Action::SelectShip { ship: b }
        ]
    );
    t.apply(0, Action::SelectShip { ship: a });
    let events = t.apply(0, Action::SelectShip { ship: b });
    assert!(events.contains(&Event::CargoSwapped { a, b }));
    assert_eq!(t.ship_cargo(a), Some(t.raw("barley")));
    assert_eq!(t.ship_cargo(b), Some(t.raw("toys")));
    assert_eq!((t.at(a), t.at(b)), ("T1".into(), "D1".into()));
    t.check();
}
