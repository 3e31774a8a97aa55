//! Rotterdam scenario tests: setup, rounds, phases 1 and 4 (R-3: placing ships,
//! unloading), what views show (C-6) and refusals naming their rule, one or more per rule id
//! (docs/RULES.md), from hand-built positions.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), sets the phase and
//! turn, then drives the game with the checked `Game::apply` and looks at the resulting state and
//! events. Rulings the engine took where docs/RULES.md leaves room are tested as implemented
//! (docs/RULINGS.md).

mod support;

use havenbaron_engine::core::fleet::ShipId;
use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::Phase;
use havenbaron_engine::{Action, Colour, Event, Game, RuleError};
use support::rotterdam::*;

// ---------------------------------------------------------------------------------------------
// R-1 setup, R-2 rounds
// ---------------------------------------------------------------------------------------------

#[test]
fn r1_setup_gives_ships_missions_and_piles() {
    for (players, ships) in [(2u8, 5u8), (3, 4), (4, 3)] {
        let t = Table::new(players, SEED);
        let g = t.g();
        let p = &g.state.public;
        assert_eq!(p.fleet.per_player, ships, "R-1 ships for {players} players");
        assert!(p.fleet.ships.iter().all(|s| s.pos.is_none()));
        assert_eq!(p.hm, 0, "seat 0 is the first Harbour Master");
        assert_eq!((p.round, p.phase), (1, Phase::Place));
        let h = &g.state.hidden;
        assert!(h.hands.iter().all(|hand| hand.missions.len() == 3));
        assert_eq!(h.mission_pile.len(), 46 - 3 * players as usize);
        assert_eq!(h.nav_pile.len(), 20);
        assert_eq!(h.product_piles.iter().map(|p| p.len()).sum::<usize>(), 60);
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
    let mut t = Table::new(3, SEED);
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
    assert_eq!(t.g().state.public.hm, 0);
    assert_eq!(t.phase(), Phase::Place);
    assert_eq!(t.to_act(), Some(0));
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 1
// ---------------------------------------------------------------------------------------------

#[test]
fn r3_phase_1_place_loaded_or_empty_or_pass() {
    let mut t = Table::new(2, SEED);
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
    t.edit().state.public.supply[fruit as usize] = 0;
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
    t.edit().state.public.supply[fruit as usize] = 4;
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
    let mut t = Table::new(4, SEED);
    for name in ["A1", "A2", "A3"] {
        t.ship(1, name, None); // all of seat 1's 3 ships are on the board
    }
    assert_eq!(t.to_act(), Some(0));
    let events = t.apply(0, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 1 }));
    assert_eq!(t.to_act(), Some(2));
}

// ---------------------------------------------------------------------------------------------
// R-3 phase 4: unloading
// ---------------------------------------------------------------------------------------------

/// A matching delivery takes the top product card of that harbour; ship and material return.
#[test]
fn r3_phase_4_matching_unload_takes_the_top_product() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    let ship = t.ship(0, "Botlek", Some("oil"));
    let botlek = t.pile_of("Botlek");
    let pile_before = t.g().state.hidden.product_piles[botlek];
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
    let g = t.g();
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    let wrong = t.ship(0, "Botlek", Some("grain"));
    let empty = t.ship(0, "Merwehaven", None);
    let piles_before = t.g().state.hidden.product_piles;
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
    assert_eq!(t.g().state.hidden.product_piles, piles_before);
    assert_eq!(
        (t.at(wrong).as_str(), t.at(empty).as_str()),
        ("supply", "supply")
    );
    assert_eq!(t.supply("grain"), 7);
    assert_eq!(t.g().state.hidden.hands[0].product_count(), 0);
}

/// open_products: wrong or no cargo sends the harbour's face-up top card under its pile.
#[test]
fn r3_phase_4_open_products_wrong_cargo_buries_the_top() {
    let mut t = Table::with(2, SEED, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Botlek", Some("grain"));
    t.ship(1, "Eemhaven", None);
    let (botlek, eem) = (t.pile_of("Botlek"), t.pile_of("Eemhaven"));
    let before = t.g().state.hidden.product_piles;
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
        assert_eq!(t.g().state.hidden.product_piles[hi], want);
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
    let mut t = Table::with(2, SEED, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    let pile = t.pile_of("Vulcaanhaven");
    let top = *t.g().state.hidden.product_piles[pile].last().unwrap();
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    let ship = t.ship(0, "Merwehaven", Some("fruit"));
    let pile = t.pile_of("Merwehaven");
    // Hand the whole pile to seat 1 to keep the cards conserved.
    let cards = std::mem::take(&mut t.edit().state.hidden.product_piles[pile]);
    for c in cards {
        t.edit().state.hidden.hands[1].products[c as usize] += 1;
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
    let mut t = Table::new(3, SEED);
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

/// R-3.4 (decision, 2026-11-26): within one harbour, one owner's ships unload by ship number. With
/// `open_products` the order decides which card each gets: an empty (or wrong) ship first sends
/// the face-up top under the pile, so a matching ship after it takes the next card; a matching
/// ship first takes the top, and the wrong one after it buries the next.
#[test]
fn r3_phase_4_one_owners_ships_in_one_harbour_unload_by_ship_number() {
    for matching_first in [false, true] {
        let mut t = Table::with(2, SEED, &["open_products"]);
        t.slot(Phase::Navigate, 0, 1);
        let (first_cargo, second_cargo) = if matching_first {
            (Some("oil"), Some("grain"))
        } else {
            (None, Some("oil"))
        };
        let low = t.ship(0, "Botlek", first_cargo);
        let high = t.ship(0, "Botlek", second_cargo);
        assert!(low < high);
        let botlek = t.pile_of("Botlek");
        // Two different cards on top: plastic, then gasoline under it.
        let (top, next) = (t.product("plastic"), t.product("gasoline"));
        let pile = &mut t.edit().state.hidden.product_piles[botlek];
        for card in [next, top] {
            let i = pile.iter().position(|&c| c == card).unwrap();
            let c = pile.remove(i);
            pile.push(c);
        }
        let events = end_phase_2(&mut t);
        let got: Vec<(ShipId, Option<u8>)> = unloads(&events)
            .iter()
            .map(|e| match e {
                Event::ShipUnloaded { ship, product, .. } => (*ship, *product),
                _ => unreachable!(),
            })
            .collect();
        let buried: Vec<u8> = events
            .iter()
            .filter_map(|e| match e {
                Event::ProductBuried { product, .. } => Some(*product),
                _ => None,
            })
            .collect();
        if matching_first {
            assert_eq!(got, vec![(low, Some(top)), (high, None)]);
            assert_eq!(buried, vec![next]);
        } else {
            assert_eq!(got, vec![(low, None), (high, Some(next))]);
            assert_eq!(buried, vec![top]);
        }
        let hand = &t.g().state.hidden.hands[0].products;
        let card = if matching_first { top } else { next };
        assert_eq!(hand[card as usize], 1, "matching first: {matching_first}");
    }
}

/// R-6 phase 4 window: a player with a playable card may play it before unloading, e.g. set a
/// ship back out of a harbour so it does not unload.
#[test]
fn r3_phase_4_card_window_before_unloading() {
    let mut t = Table::new(2, SEED);
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
// C-6 what a view shows
// ---------------------------------------------------------------------------------------------

#[test]
fn c6_open_products_tops_are_in_the_view() {
    for open in [false, true] {
        let variants: &[&str] = if open { &["open_products"] } else { &[] };
        let t = Table::with(3, SEED, variants);
        for viewer in [None, Some(0), Some(2)] {
            let v = t.view(viewer);
            for (hi, pile) in t.g().state.hidden.product_piles.iter().enumerate() {
                let want = if open { pile.last().copied() } else { None };
                assert_eq!(v.piles.product_tops[hi], want);
                assert_eq!(v.piles.products[hi] as usize, pile.len());
            }
        }
    }
}

#[test]
fn c6_view_holds_only_the_viewers_hand() {
    let mut t = Table::new(3, SEED);
    t.give_product(1, "jam");
    t.give_nav(2, NavCard::Storm);
    let spectator = t.view(None);
    assert!(spectator.hand.is_none());
    let v1 = t.view(Some(1));
    assert_eq!(v1.hand.as_ref(), Some(&t.g().state.hidden.hands[1]));
    assert_eq!(v1.hand_sizes[2].navigation, 1);
    assert_eq!(v1.hand_sizes[1].products, 1);
    let json = serde_json::to_string(&t.game.view(Some(0))).unwrap();
    assert!(!json.contains("nav_pile") && !json.contains("hands"));
}

/// C-6: a card taken face up (an open pile's top) is public: the view shows it in the taker's
/// hand, and determinization keeps it there.
#[test]
fn c6_card_taken_face_up_stays_known() {
    let mut t = Table::with(2, SEED, &["open_products"]);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    let pile = t.pile_of("Vulcaanhaven");
    let top = *t.g().state.hidden.product_piles[pile].last().unwrap();
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
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    end_phase_2(&mut t);
    assert_eq!(t.view(Some(1)).public.seats[0].known_products, [0; 8]);
}

// ---------------------------------------------------------------------------------------------
// Refusals name the rule
// ---------------------------------------------------------------------------------------------

#[test]
fn refusals_name_the_rule() {
    let mut t = Table::new(2, SEED);
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
    let mut t = Table::new(2, SEED);
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
