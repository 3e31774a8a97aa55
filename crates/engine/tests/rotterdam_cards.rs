//! Rotterdam scenario tests: navigation cards (R-6, the safe harbour variant), drawing them in
//! phase 3, the reshuffled pile (C-4) and drawn cards kept hidden (C-6), one or more per rule
//! id (docs/RULES.md), from hand-built positions.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), sets the phase and
//! turn, then drives the game with the checked `Game::apply` and looks at the resulting state and
//! events. Rulings the engine took where docs/RULES.md leaves room are tested as implemented
//! (docs/RULINGS.md).

mod support;

use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::{CardStage, Phase, Step};
use havenbaron_engine::{Action, Colour, Event, RuleError, Seat};
use support::rotterdam::*;

// ---------------------------------------------------------------------------------------------
// R-6 navigation cards
// ---------------------------------------------------------------------------------------------

/// R-6 Cargo thief with no ship of the thief on the water: a new ship of theirs is placed on a
/// free start with the stolen cargo.
#[test]
fn r6_cargo_thief_without_a_ship_places_a_new_one() {
    let mut t = Table::new(2, SEED);
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
    match t.g().state.public.card.map(|c| c.stage) {
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Place, 0, 0);
    t.give_nav(0, NavCard::CargoThief);
    t.ship(1, "A1", None);
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::CargoThief
    }));
    // No empty ship of the thief on the board and no ship in supply.
    let mut t = Table::new(4, SEED);
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::SwapCargo);
    t.ship(0, "A1", None);
    t.ship(1, "B3", None);
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::SwapCargo
    }));
}

/// R-6 Extra cargo: an extra ship from supply on a free start, loaded with a raw material of the
/// player's choice; it needs a ship in supply and a free start.
#[test]
fn r6_extra_cargo() {
    let mut t = Table::new(2, SEED);
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
    assert_eq!(legal.len(), 3 * 4, "3 free starts × 4 raw materials");
    let s3 = t.pos("S3");
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    for s in ["S1", "S2", "S3", "S4"] {
        t.ship(1, s, None);
    }
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));
    // No ship in supply: not playable.
    let mut t = Table::new(4, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    for s in ["A1", "A2", "A3"] {
        t.ship(0, s, None);
    }
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));
}

/// R-6 Extra cargo (revised 2026-11-26): the extra ship always carries a raw material; an empty
/// one is neither offered nor accepted, and with no raw material in supply the card is not
/// playable (it could not be carried out). Phase 1 still allows an empty ship.
#[test]
fn r6_extra_cargo_never_places_an_empty_ship() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::ExtraCargo,
        },
    );
    let legal = t.legal();
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::PlaceShip { cargo: Some(_), .. })),
        "only loaded ships: {legal:?}"
    );
    let s1 = t.pos("S1");
    let e = t.refuse(
        0,
        Action::PlaceShip {
            start: s1,
            cargo: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-6");
    // Only grain left in supply: grain is the one cargo offered, on every free start.
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    for raw in ["fruit", "containers", "oil"] {
        let r = t.raw(raw);
        t.edit().state.public.supply[r as usize] = 0;
    }
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::ExtraCargo,
        },
    );
    let grain = t.raw("grain");
    let starts: Vec<_> = ["S1", "S2", "S3", "S4"].iter().map(|s| t.pos(s)).collect();
    assert_eq!(
        t.legal(),
        starts
            .iter()
            .map(|&start| Action::PlaceShip {
                start,
                cargo: Some(grain)
            })
            .collect::<Vec<_>>()
    );
    // No raw material in supply at all: not playable, though a ship and a start are free.
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    t.give_nav(0, NavCard::ExtraCargo);
    t.edit().state.public.supply = [0; 4];
    assert!(!t.legal().contains(&Action::PlayCard {
        card: NavCard::ExtraCargo
    }));
    // Phase 1 keeps the empty ship (R-3.1 decision).
    let t = Table::new(2, SEED);
    assert!(t.legal().contains(&Action::PlaceShip {
        start: s1,
        cargo: None
    }));
}

/// VP cards are laid face up in one's own slot; laying does not end the slot, and laid
/// cards score.
#[test]
fn r6_vp_cards_are_laid_and_score() {
    let mut t = Table::new(2, SEED);
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
    let p = &t.g().state.public;
    assert_eq!(p.seats[0].table[NavCard::ExtraAdvantage as usize], 1);
    assert_eq!(t.nav_count(0), 1);
    // At the end: 2 (table) + 1 (hand).
    t.edit().state.public.step = Step::Ended;
    let outcome = t.game.outcome().unwrap();
    assert_eq!(outcome.scores[0].cards, 3);
}

/// a card is played only in the player's own slot, before the slot's decision.
#[test]
fn r6_cards_only_in_own_slot() {
    let mut t = Table::new(2, SEED);
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
        let mut t = Table::with(2, SEED, variants);
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
    let mut t = Table::with(4, SEED, &["safe_harbour"]);
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

/// R-3 phase 3: every ship on an anchor at the start of the phase gives its owner the top
/// navigation card, HM first then clockwise.
#[test]
fn r3_phase_3_ships_on_anchors_draw_cards() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    // Yellow moves none of these: A2 (red), B3 (violet, green), C1 (violet, red).
    t.ship(0, "A2", None);
    t.ship(0, "B3", None);
    t.ship(1, "C1", None);
    t.ship(1, "B2", None); // not an anchor; B2 has a yellow channel to C1, which is taken
    // Nobody holds a card when phase 3 begins: no window before the draws.
    t.stack_nav(&[NavCard::Joker, NavCard::Joker]);
    let pile_before = t.g().state.hidden.nav_pile;
    let events = end_phase_2(&mut t);
    assert!(phase_started(&events, 3));
    let top = |k: usize| Some(NavCard::from_index(pile_before[pile_before.len() - 1 - k]));
    assert_eq!(
        drawn(&events),
        vec![(0, top(0)), (0, top(1)), (1, top(2))],
        "seat 0 (HM) draws two, then seat 1 one"
    );
    assert_eq!(t.g().state.public.seats[0].anchored, 2);
    assert_eq!(t.g().state.public.seats[1].anchored, 1);
    assert_eq!(t.nav_in_hand(0, NavCard::Joker), 2);
    assert_eq!(t.g().state.hidden.nav_pile.len(), 17);
}

/// R-3 phase 3 with another Harbour Master: the HM draws first.
#[test]
fn r3_phase_3_draw_order_starts_with_the_hm() {
    let mut t = Table::new(3, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    t.ship(0, "A2", None);
    t.ship(0, "B3", None);
    let pile_before = t.g().state.hidden.nav_pile;
    let mut events = end_phase_2(&mut t);
    // A card in hand opens the window; going on draws.
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    events.extend(t.apply(0, Action::Continue));
    assert_eq!(drawn(&events).len(), 1);
    assert!(events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
    // Exactly one card left the pile; the next one is still on top.
    let pile = &t.g().state.hidden.nav_pile;
    assert_eq!(pile.len(), pile_before.len() - 1);
    assert_eq!(pile[..], pile_before[..pile_before.len() - 1]);
}

/// laid VP cards do not count toward the hand limit.
#[test]
fn r3_phase_3_laid_cards_do_not_count_toward_the_limit() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    for _ in 0..3 {
        let h = &mut t.edit().state.hidden;
        let i = h
            .nav_pile
            .iter()
            .position(|&c| c == NavCard::Advantage as u8)
            .unwrap();
        h.nav_pile.remove(i);
        t.edit().state.public.seats[0].table[NavCard::Advantage as usize] += 1;
    }
    t.ship(0, "A2", None);
    let mut events = end_phase_2(&mut t);
    events.extend(t.apply(0, Action::Continue));
    assert_eq!(drawn(&events).len(), 1);
    assert!(!events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
}

/// R-3 phase 3 snapshot: the ships on anchors when the phase begins count, even when a card in
/// the phase moves them (ruling: per owner, at phase start).
#[test]
fn r3_phase_3_snapshot_at_phase_start() {
    let mut t = Table::new(2, SEED);
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
    assert_eq!(t.g().state.public.seats[1].anchored, 1);
    assert_eq!(t.g().state.public.seats[0].anchored, 0);
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

/// snapshot (revised 2026-11-26): taken once for everyone when phase 3 begins, before the
/// HM's card window, so no card played in the phase changes anyone's draw: not the HM moving
/// its own anchored ship off before its draw, not a ship set back onto an anchor, not a later
/// player's card moving a ship of a player still to draw.
#[test]
fn r3_phase_3_cards_played_in_the_phase_change_no_ones_draw() {
    let mut t = Table::new(3, SEED);
    t.slot(Phase::Navigate, 0, 2); // HM 0; seat 2 calls last
    t.give_nav(0, NavCard::Storm);
    t.give_nav(0, NavCard::Setback);
    t.give_nav(1, NavCard::Setback);
    // Yellow (seat 2's call) moves none of these: B2's yellow channel leads to C1, taken.
    let own = t.ship(0, "C1", None); // anchored: seat 0 draws one
    let onto = t.ship(1, "B2", None); // not anchored: seat 1 draws none
    let off = t.ship(2, "D2", None); // anchored: seat 2 draws one
    t.stack_nav(&[NavCard::Joker, NavCard::Joker]);
    let mut events = t.apply(2, call(Colour::Yellow));
    assert!(phase_started(&events, 3));
    let anchored: Vec<u8> = t
        .g()
        .state
        .public
        .seats
        .iter()
        .map(|s| s.anchored)
        .collect();
    assert_eq!(anchored, [1, 0, 1]);
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    // The HM storms its own ship off C1 (C1 -> B1, B2 being taken; then A1 of A1/A2) ...
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Storm,
        },
    );
    t.apply(0, Action::SelectShip { ship: own });
    events.extend(t.apply(0, Action::SelectPosition { pos: t.pos("A1") }));
    // ... and sets seat 1's ship back onto the anchor A2; its hand empty, it draws.
    t.apply(
        0,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(0, Action::SelectShip { ship: onto });
    events.extend(t.apply(0, Action::SelectPosition { pos: t.pos("A2") }));
    assert_eq!((t.at(own).as_str(), t.at(onto).as_str()), ("A1", "A2"));
    // Seat 1, before its own draw, sets seat 2's ship back off D2.
    assert_eq!((t.to_act(), t.phase()), (Some(1), Phase::Cards));
    t.apply(
        1,
        Action::PlayCard {
            card: NavCard::Setback,
        },
    );
    t.apply(1, Action::SelectShip { ship: off });
    events.extend(t.apply(1, Action::SelectPosition { pos: t.pos("C2") }));
    assert_eq!(t.at(off), "C2");
    assert_eq!(
        drawn(&events).iter().map(|d| d.0).collect::<Vec<_>>(),
        vec![0, 2],
        "the snapshot decides: seat 0 and seat 2 draw one each, seat 1 none"
    );
    assert_eq!((t.nav_count(0), t.nav_count(1), t.nav_count(2)), (1, 0, 1));
    assert_ne!(t.phase(), Phase::Cards);
}

/// phase 3: a full hand holding a VP card gets a window; laying the card makes room
/// before the draw (laid cards do not count toward the limit).
#[test]
fn r3_phase_3_laying_a_vp_card_makes_room_before_the_draw() {
    let mut t = Table::new(2, SEED);
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
    t.apply(
        0,
        Action::LayCard {
            card: NavCard::Advantage,
        },
    );
    // The Jokers still in hand keep the window open (R-6: any card in hand), with nothing to
    // play but going on; then the draw fits.
    assert_eq!(t.legal(), vec![Action::Continue]);
    let events = t.apply(0, Action::Continue);
    assert_eq!(drawn(&events).len(), 1);
    assert!(!events.contains(&Event::NavCardRefused { seat: 0 }));
    assert_eq!(t.nav_count(0), 3);
    assert_eq!(
        t.g().state.public.seats[0].table[NavCard::Advantage as usize],
        1
    );
}

/// a card received may be played in a later slot, never in the slot in which it was
/// received. Phase 3: Continue draws and ends the slot; the card is playable in phase 4.
#[test]
fn r6_card_received_is_not_played_in_the_same_slot() {
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    let pile = std::mem::take(&mut t.edit().state.hidden.nav_pile);
    for c in pile {
        t.edit().state.public.nav_discard[c as usize] += 1;
    }
    t.ship(0, "A2", None);
    let events = end_phase_2(&mut t);
    let k = events
        .iter()
        .position(|e| *e == Event::NavPileReshuffled { cards: 20 })
        .expect("a reshuffle");
    assert!(matches!(events[k + 1], Event::NavCardDrawn { seat: 0, .. }));
    assert_eq!(t.g().state.hidden.nav_pile.len(), 19);
    assert_eq!(t.g().state.public.nav_discard, [0; NavCard::COUNT]);
}

// ---------------------------------------------------------------------------------------------
// C-6 drawn cards stay hidden
// ---------------------------------------------------------------------------------------------

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

/// R-6 (revised 2026-11-26, C-6): the card windows of phases 3 and 4 open for any navigation
/// card in hand, playable or not (a Joker is never playable there), since the hand size is
/// public and playability is not.
#[test]
fn r6_card_windows_open_for_any_card_in_hand() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(1, NavCard::Joker);
    end_phase_2(&mut t);
    for phase in [Phase::Cards, Phase::Unload] {
        for seat in [0, 1] {
            assert_eq!((t.to_act(), t.phase()), (Some(seat), phase));
            assert_eq!(t.legal(), vec![Action::Continue]);
            t.apply(seat, Action::Continue);
        }
    }
    assert_eq!(t.phase(), Phase::Trade);
}
