//! Antwerpen scenario tests: setup, the turn, hand limits, the end and score
//! the turn cap (C-7), hidden information (C-6) and arbitrary input, one or more per rule
//! (RULES A-…), from hand-built positions on the built-in board (and, where the rule needs a shape
//! the reconstructed board lacks, on a small replacement board loaded with `DataSource::Dir`).
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`); every action then
//! goes through the checked `Game::apply`, so each one is also legal, and the shared invariants of
//! the conformance suite are checked after each scenario.

mod support;

use havenbaron_engine::antwerpen::state::{DEFAULT_TURN_CAP, Step};
use havenbaron_engine::antwerpen::{CardPile, LockCard, ShipCard};
use havenbaron_engine::{
    Action, Colour, Config, ConfigError, DataSet, Event, Game, RuleError, Ruleset,
};
use support::antwerpen::*;

// ---------------------------------------------------------------------------------------------
// A-1 Components and setup
// ---------------------------------------------------------------------------------------------

#[test]
fn a1_setup() {
    for (players, ships) in [(2u8, 5u8), (3, 4), (4, 3)] {
        let t = Table::new(players, 7);
        let a = t.g();
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
        let v = match t.game.view(Some(1)) {
            havenbaron_engine::View::Antwerpen(v) => v,
            _ => unreachable!(),
        };
        assert!(v.piles.product_tops.iter().all(|t| t.is_some()));
        assert_eq!(v.hand.as_ref().unwrap(), &h.hands[1]);
        assert_eq!(t.to_act(), Some(0), "A-1: seat 0 starts");
        assert_eq!(p.step, Step::Turn);
        assert_eq!(p.turn_cap, DEFAULT_TURN_CAP);
        t.check();
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
    let mut t = Table::new(2, 1);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Open1]);
    let (t1, toys) = (t.pos("T1"), t.raw("toys"));
    let l = t.legal();
    assert!(l.contains(&call(Colour::Red)));
    assert!(l.contains(&Action::PlaceShip {
        start: t1,
        cargo: Some(toys)
    }));
    let m = t.g().state.hidden.hands[0].missions[0];
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
    // No empty ships.
    match t.refuse(
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
        t.refuse(1, call(Colour::Red)),
        RuleError::NotYourTurn { .. }
    ));

    t.apply(
        0,
        Action::PlaceShip {
            start: t1,
            cargo: Some(toys),
        },
    );
    let l = t.legal();
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
    let events = t.apply(0, Action::EndTurn);
    assert!(events.contains(&Event::TurnStarted { turn: 2, seat: 1 }));
    assert_eq!(t.to_act(), Some(1));
    t.check();
}

#[test]
fn a2_turn_ends_by_itself_when_nothing_is_left_to_do() {
    let mut t = Table::new(2, 2);
    t.no_cards();
    t.apply(0, call(Colour::Red));
    assert_eq!(
        t.to_act(),
        Some(1),
        "nothing but end turn was left: the turn ended"
    );
    assert_eq!(t.g().state.public.turn, 2);
}

#[test]
fn a2_turn_stays_open_on_public_facts_only() {
    // Seat 0 holds a Close 1 card with every lock closed: it cannot play it, but others only
    // see that it holds a lock card, so the turn asks for `end turn` (C-6).
    let mut t = Table::new(2, 32);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Close1]);
    t.apply(0, call(Colour::Red));
    assert_eq!(t.to_act(), Some(0));
    assert_eq!(t.legal(), vec![Action::EndTurn]);
    t.apply(0, Action::EndTurn);
    assert_eq!(t.to_act(), Some(1));
}

#[test]
fn a2_load_takes_another_material_when_one_is_out() {
    let mut t = Table::new(2, 3);
    t.no_cards();
    let potatoes = t.raw("potatoes");
    for _ in 0..5 {
        // Five potato ships: the supply of potatoes is out.
        let seat = if t.g().state.public.fleet.in_supply(0) > 0 {
            0
        } else {
            1
        };
        let start = ["T1", "T2", "T3", "T4", "A1"]
            [t.g().state.public.supply[potatoes as usize] as usize - 1];
        t.ship(seat, start, Some("potatoes"));
    }
    assert_eq!(t.g().state.public.supply[potatoes as usize], 0);
    // No start is free now (T1–T4 taken): no Load at all; free one start.
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { .. }))
    );
    let d = t.data();
    let s = t.ship_at("T1").unwrap();
    let a = t.edit();
    a.state.public.fleet.return_to_supply(&d.board, s);
    a.state.public.supply[potatoes as usize] += 1;
    a.state.public.supply[potatoes as usize] -= 1; // keep it out: the unit goes nowhere
    a.state.public.fleet.ships[s as usize].cargo = None;
    let loads: Vec<Action> = t
        .legal()
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
    let mut t = Table::new(2, 4);
    t.no_cards();
    let m = t.g().state.hidden.hands[0].missions[0];
    let next = *t.g().state.hidden.mission_pile.last().unwrap();
    let events = t.apply(0, Action::SwapMission { mission: m });
    assert!(events.contains(&Event::MissionSwapped {
        seat: 0,
        mission: m
    }));
    let a = t.g();
    assert_eq!(a.state.public.mission_discard, vec![m], "discarded face up");
    assert!(a.state.hidden.hands[0].missions.contains(&next));
    assert!(!a.state.hidden.hands[0].missions.contains(&m));
    assert_eq!(t.to_act(), Some(1), "swapping is the main action");
    // Seat 1: the pile is empty, so the discards (the card just discarded included) are
    // shuffled into a new pile.
    {
        let a = t.edit();
        let pile = std::mem::take(&mut a.state.hidden.mission_pile);
        a.state.public.mission_discard.extend(pile);
    }
    let discards = t.g().state.public.mission_discard.len();
    let m1 = t.g().state.hidden.hands[1].missions[0];
    let events = t.apply(1, Action::SwapMission { mission: m1 });
    assert!(events.iter().any(
        |e| matches!(e, Event::MissionPileReshuffled { cards } if *cards as usize == discards + 1)
    ));
    let a = t.g();
    assert!(a.state.public.mission_discard.is_empty());
    assert_eq!(a.state.hidden.mission_pile.len(), discards);
    assert_eq!(a.state.hidden.hands[1].missions.len(), 3);
    t.check();
}

/// Rulebook (seed 002, "3. Opdrachtkaart inwisselen"): swapping a mission uses up the turn's
/// regular action, but ship and lock cards may still be played. A-2: after the swap, the lock
/// card is offered and played, then the turn ends.
#[test]
fn a2_rulebook_example_cards_may_still_be_played_after_a_swap() {
    let mut t = Table::new(2, 37);
    t.no_cards();
    t.set_lock_hand(0, &[LockCard::Open1]);
    t.set_ship_hand(0, &[ShipCard::ExtraShip]);
    let m = t.g().state.hidden.hands[0].missions[0];
    t.apply(0, Action::SwapMission { mission: m });
    assert_eq!(t.to_act(), Some(0), "cards in hand: the turn stays open");
    let l = t.legal();
    assert!(
        !l.iter()
            .any(|a| matches!(a, Action::SwapMission { .. } | Action::CallColour { .. })),
        "the regular action is used up"
    );
    assert!(l.contains(&Action::PlayLockCard {
        card: LockCard::Open1
    }));
    assert!(l.contains(&Action::PlayShipCard {
        card: ShipCard::ExtraShip
    }));
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraShip,
        },
    );
    let (t3, barley) = (t.pos("T3"), t.raw("barley"));
    t.apply(
        0,
        Action::PlaceShip {
            start: t3,
            cargo: Some(barley),
        },
    );
    t.apply(
        0,
        Action::PlayLockCard {
            card: LockCard::Open1,
        },
    );
    let kallo = t.lock("Kallo");
    t.apply(0, Action::SelectLock { lock: kallo });
    assert_eq!(t.g().state.public.locks_open, 1 << kallo);
    assert_eq!(
        t.to_act(),
        Some(1),
        "nothing left to do: the turn ended by itself"
    );
    t.check();
}

#[test]
fn a2_one_mission_per_turn_products_go_under_their_piles() {
    let mut t = Table::new(2, 5);
    t.no_cards();
    let m1 = t.mission(&["toys", "chocolate"]);
    let m2 = t.mission(&["witbier", "kroketjes"]);
    t.hand_mission(0, m1);
    t.hand_mission(0, m2);
    for p in ["toys", "chocolate", "witbier", "kroketjes"] {
        t.give_product(0, p);
    }
    let l = t.legal();
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
    let choc = t.product("chocolate");
    let hi = t.data().harbour_index[t.pos("Waaslandhaven") as usize].unwrap() as usize;
    // Completing is an extra action: before the main action.
    let events = t.apply(
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
        t.g().state.hidden.product_piles[hi][0],
        choc,
        "under its pile"
    );
    assert_eq!(
        t.g().state.hidden.hands[0].missions.len(),
        3,
        "a new mission drawn"
    );
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::CompleteMission { .. })),
        "one per turn"
    );
    t.apply(0, call(Colour::Red));
    t.apply(0, Action::EndTurn);
    t.apply(1, call(Colour::Red));
    assert_eq!(t.to_act(), Some(0));
    assert!(
        t.legal().contains(&Action::CompleteMission {
            mission: m2,
            joker: None
        }),
        "next turn"
    );
    t.check();
}

#[test]
fn a2_trades_only_by_the_active_player_at_most_three_offers() {
    let mut t = Table::new(3, 6);
    t.no_cards();
    t.give_product(0, "toys");
    t.give_product(1, "tripel");
    let (toys, tripel) = (t.product("toys"), t.product("tripel"));
    t.apply(0, Action::AddGive { product: toys });
    t.apply(0, Action::AddAsk { product: tripel });
    let l = t.legal();
    assert!(l.contains(&Action::SendOffer { to: 1 }) && l.contains(&Action::SendOffer { to: 2 }));
    t.apply(0, Action::SendOffer { to: 1 });
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.legal(), vec![Action::Accept, Action::Decline]);
    let events = t.apply(1, Action::Accept);
    assert!(events.contains(&Event::OfferAccepted { from: 0, to: 1 }));
    let a = t.g();
    assert_eq!(a.state.hidden.hands[0].products[tripel as usize], 1);
    assert_eq!(a.state.hidden.hands[1].products[toys as usize], 1);
    assert_eq!(
        a.state.public.seats[1].known_products[toys as usize], 1,
        "C-6: trades are public"
    );
    assert_eq!(t.to_act(), Some(0), "back to the active player's turn");
    // Only the active player offers.
    assert!(matches!(
        t.refuse(1, Action::AddGive { product: toys }),
        RuleError::NotYourTurn { .. }
    ));
    // Two more offers: one declined, one withdrawn (a withdrawn offer counts, RULINGS A-2).
    t.apply(0, Action::AddGive { product: tripel });
    t.apply(0, Action::AddAsk { product: toys });
    t.apply(0, Action::SendOffer { to: 2 });
    assert_eq!(
        t.legal(),
        vec![Action::Decline],
        "seat 2 cannot give what it lacks"
    );
    t.apply(2, Action::Decline);
    t.apply(0, Action::AddAsk { product: toys });
    t.apply(0, Action::Withdraw);
    assert_eq!(t.g().state.public.offers, 3);
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::AddGive { .. } | Action::AddAsk { .. }))
    );
    t.check();
}

/// A-2 with R-5 (revised 2026-11-26, C-6): the active player's offer is private until sent:
/// no other view shows the draft, its steps send no event, a withdrawn draft is seen only as
/// withdrawn; the sent offer is public.
#[test]
fn a2_a_draft_offer_is_private_until_sent() {
    let mut t = Table::new(3, 6);
    t.no_cards();
    t.give_product(0, "toys");
    t.give_product(1, "tripel");
    let (toys, tripel) = (t.product("toys"), t.product("tripel"));
    let others_see_nothing = |t: &Table| {
        for viewer in [None, Some(1), Some(2)] {
            let view = t.view(viewer);
            assert!(view.draft.is_none(), "{viewer:?} sees the draft");
            assert!(view.public.offer.is_none(), "{viewer:?} sees an offer");
        }
    };
    assert!(t.apply(0, Action::AddGive { product: toys }).is_empty());
    assert!(t.apply(0, Action::AddAsk { product: tripel }).is_empty());
    others_see_nothing(&t);
    let own = t.view(Some(0)).draft.expect("the author sees its draft");
    assert_eq!((own.give[toys as usize], own.ask[tripel as usize]), (1, 1));
    assert_eq!(
        t.apply(0, Action::Withdraw),
        vec![Event::OfferWithdrawn { seat: 0 }]
    );
    others_see_nothing(&t);
    t.apply(0, Action::AddGive { product: toys });
    t.apply(0, Action::AddAsk { product: tripel });
    let events = t.apply(0, Action::SendOffer { to: 1 });
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::OfferSent { from: 0, to: 1, .. }))
    );
    for viewer in [None, Some(1), Some(2)] {
        assert_eq!(
            t.view(viewer).public.offer.as_ref().map(|o| o.to),
            Some(Some(1))
        );
    }
    t.check();
}

#[test]
fn a2_cards_received_this_turn_cannot_be_played_in_it() {
    let mut t = Table::new(2, 8);
    t.no_cards();
    // Seat 0's ship on T1 reaches the anchor A2 on green and takes Extra colour.
    let s = t.ship(0, "T1", Some("toys"));
    t.give_product(0, "toys"); // so that the turn stays open (a trade is possible)
    t.ship_card_on_top(ShipCard::ExtraColour);
    t.apply(0, call(Colour::Green));
    assert_eq!(t.step(), Step::TakeCard { ship: s });
    t.apply(
        0,
        Action::TakeCard {
            pile: CardPile::Ship,
        },
    );
    let a = t.g();
    assert_eq!(
        a.state.hidden.hands[0].ship[ShipCard::ExtraColour as usize],
        1
    );
    assert_eq!(a.state.public.seats[0].fresh_ship, 1);
    assert_eq!(t.to_act(), Some(0));
    assert!(!t.legal().contains(&Action::PlayShipCard {
        card: ShipCard::ExtraColour
    }));
    t.apply(0, Action::EndTurn);
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.g().state.public.seats[0].fresh_ship, 0);
    t.apply(1, call(Colour::Red));
    assert!(t.legal().contains(&Action::PlayShipCard {
        card: ShipCard::ExtraColour
    }));

    // Whoever's turn it is: seat 1's ship takes an Anchor card in seat 0's call and cannot use
    // it against seat 0's Extra colour in the same turn.
    let mut t = Table::new(2, 9);
    t.no_cards();
    t.set_ship_hand(0, &[ShipCard::ExtraColour]);
    let ship = t.ship(1, "T2", Some("cocoa"));
    t.ship_card_on_top(ShipCard::Anchor);
    t.set_lock_hand(1, &[LockCard::Open1, LockCard::Open2, LockCard::Close1]);
    t.apply(0, call(Colour::Red)); // T2 → A2 (anchor); lock hand full: a ship card at once
    assert_eq!(t.g().state.public.fleet.ship(ship).pos, Some(t.pos("A2")));
    assert_eq!(
        t.g().state.hidden.hands[1].fresh_ship[ShipCard::Anchor as usize],
        1
    );
    t.apply(
        0,
        Action::PlayShipCard {
            card: ShipCard::ExtraColour,
        },
    );
    t.apply(0, call(Colour::Blue));
    // A2 → B1 or B2: seat 1 could anchor that ship, but its only card is new: no window; the
    // ships move, and seat 1 steers its fork (C-2.4).
    assert_eq!(t.step(), Step::Fork);
    assert_eq!(t.to_act(), Some(1));
    let b2 = t.pos("B2");
    t.apply(1, Action::SteerFork { to: b2 });
    assert_eq!(t.g().state.public.fleet.ship(ship).pos, Some(b2));
    t.check();
}

// ---------------------------------------------------------------------------------------------
// A-3 Hand limits
// ---------------------------------------------------------------------------------------------

#[test]
fn a3_at_one_limit_the_other_card_comes_at_both_nothing() {
    let mut t = Table::new(2, 10);
    t.no_cards();
    t.set_ship_hand(
        0,
        &[ShipCard::StepBack, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    t.ship(0, "T1", Some("toys"));
    let events = t.apply(0, call(Colour::Green));
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
    assert_eq!(t.g().state.hidden.hands[0].lock_count(), 1);

    let mut t = Table::new(2, 11);
    t.no_cards();
    t.set_ship_hand(
        1,
        &[ShipCard::StepBack, ShipCard::StepBack, ShipCard::SwapCargo],
    );
    t.set_lock_hand(1, &[LockCard::Open1, LockCard::Open2, LockCard::Close1]);
    let s = t.ship(1, "T2", Some("cocoa"));
    t.apply(0, call(Colour::Red));
    // Seat 1 holds ship cards and a ship the call would move: its Anchor window comes first.
    assert_eq!(t.step(), Step::AnchorWindow { seat: 1 });
    let events = t.apply(1, Action::Pass);
    assert!(events.contains(&Event::AnchorGaveNothing { seat: 1, ship: s }));
    let hand = &t.g().state.hidden.hands[1];
    assert_eq!((hand.ship_count(), hand.lock_count()), (3, 3));
    t.check();
}

// ---------------------------------------------------------------------------------------------
// A-7 End and score
// ---------------------------------------------------------------------------------------------

#[test]
fn a7_everyone_plays_one_more_turn_the_trigger_player_last() {
    let mut t = Table::new(3, 19);
    t.no_cards();
    t.set_active(1);
    let done = [
        t.mission(&["toys", "board_games"]),
        t.mission(&["chocolate", "pralines"]),
    ];
    t.completed(1, &done);
    let third = t.mission(&["witbier", "tripel"]);
    t.hand_mission(1, third);
    t.give_product(1, "witbier");
    t.give_product(1, "tripel");
    let events = t.apply(
        1,
        Action::CompleteMission {
            mission: third,
            joker: None,
        },
    );
    assert!(events.contains(&Event::FinalRound { seat: 1 }));
    assert_eq!(t.g().state.public.end_after, Some(2 + 3));
    t.apply(1, call(Colour::Red)); // the turn in progress finishes first
    // Seat 2 also completes a third mission in the last round: it scores, triggers nothing.
    assert_eq!(t.to_act(), Some(2));
    let two = [
        t.mission(&["toys", "chocolate"]),
        t.mission(&["toys", "pralines"]),
    ];
    t.completed(2, &two);
    let m = t.mission(&["kroketjes", "frietjes"]);
    t.hand_mission(2, m);
    t.give_product(2, "kroketjes");
    t.give_product(2, "frietjes");
    t.apply(
        2,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(
        t.g().state.public.end_after,
        Some(5),
        "the trigger fires once"
    );
    t.apply(2, call(Colour::Red));
    assert_eq!(t.to_act(), Some(0));
    t.apply(0, call(Colour::Red));
    assert_eq!(t.to_act(), Some(1), "the trigger player plays last");
    let events = t.apply(1, call(Colour::Red));
    assert!(events.contains(&Event::GameEnded { capped: false }));
    assert!(t.game.is_over());
    let o = t.game.outcome().unwrap();
    assert!(!o.capped);
    assert_eq!(o.rounds, 5);
    assert_eq!(o.scores[2].missions, 5 + 6 + 7);
    t.check();
}

/// Rulebook (seed 002, "Voorbeeld van het einde van het spel"): Dirk completes his third
/// mission, so a final round follows in which everyone can still take product cards and some
/// complete a mission; Dirk plays last. Dirk: missions 6 + 9 + 5 = 20 and two witbier (2 each)
/// = 24. Marie: two missions of 8 and kroketjes (3) = 19. Jan: three missions worth 21, one of
/// them completed in the final round, and frietjes (4) = 25; Jan wins by one point.
///
/// Played through the checked `apply` from the moment Dirk completes his third mission:
/// Marie delivers potatoes in the final round for her kroketjes card, Jan completes his
/// third mission in it (it scores, and triggers nothing), Dirk's turn is the last.
#[test]
fn a7_rulebook_example_end_of_the_game() {
    let (dirk, marie, jan) = (0u8, 1u8, 2u8);
    let mut t = Table::new(3, 20);
    t.no_cards();
    let dirk_done = [
        t.mission(&["board_games", "chocolate"]), // 2 + 2 + 2 = 6
        t.mission(&["tripel", "frietjes"]),       // 3 + 4 + 2 = 9
    ];
    let dirk_third = t.mission(&["toys", "witbier"]); // 1 + 2 + 2 = 5
    let marie_done = [
        t.mission(&["witbier", "frietjes"]),   // 2 + 4 + 2 = 8
        t.mission(&["pralines", "kroketjes"]), // 3 + 3 + 2 = 8
    ];
    let jan_done = [
        t.mission(&["pralines", "frietjes"]), // 3 + 4 + 2 = 9
        t.mission(&["toys", "pralines"]),     // 1 + 3 + 2 = 6
    ];
    let jan_third = t.mission(&["board_games", "witbier"]); // 2 + 2 + 2 = 6
    t.completed(dirk, &dirk_done);
    t.completed(marie, &marie_done);
    t.completed(jan, &jan_done);
    t.hand_mission(dirk, dirk_third);
    t.hand_mission(jan, jan_third);
    for p in ["toys", "witbier", "witbier", "witbier"] {
        t.give_product(dirk, p);
    }
    for p in ["board_games", "witbier", "frietjes"] {
        t.give_product(jan, p);
    }
    // Marie's potatoes wait at the open Boudewijn lock, kroketjes face up on Albertdok.
    let boat = t.ship(marie, "C2", Some("potatoes"));
    let boudewijn = t.lock("Boudewijn");
    t.edit().state.public.locks_open = 1 << boudewijn;
    t.product_on_top("kroketjes");
    // Seat 0 (Dirk) is to act in turn 1.
    let mut turns = Vec::new();
    let mut play = |t: &mut Table, seat: u8, actions: &[Action]| {
        assert_eq!(t.to_act(), Some(seat));
        let mut events = Vec::new();
        for &a in actions {
            events.extend(t.apply(seat, a));
        }
        if !t.game.is_over() && t.to_act() == Some(seat) {
            events.extend(t.apply(seat, Action::EndTurn));
        }
        turns.extend(events.iter().filter_map(|e| match e {
            Event::TurnStarted { seat, .. } => Some(*seat),
            _ => None,
        }));
        events
    };
    // Dirk completes his third mission: the final round.
    let complete = |m| Action::CompleteMission {
        mission: m,
        joker: None,
    };
    let events = play(&mut t, dirk, &[complete(dirk_third), call(Colour::Yellow)]);
    assert!(events.contains(&Event::FinalRound { seat: dirk }));
    // Marie takes a product card in the final round.
    let events = play(&mut t, marie, &[call(Colour::Green)]);
    assert_eq!(t.moves(&events), vec![mv(boat, "C2", "Albertdok")]);
    assert_eq!(t.products_in_hand(marie, "kroketjes"), 1);
    // Jan completes his third mission in it: it scores, the end was already set.
    let events = play(&mut t, jan, &[complete(jan_third), call(Colour::Yellow)]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MissionCompleted {
            seat: 2,
            points: 6,
            ..
        }
    )));
    assert!(!events.iter().any(|e| matches!(e, Event::FinalRound { .. })));
    assert!(!t.game.is_over());
    // Dirk plays last.
    let events = play(&mut t, dirk, &[call(Colour::Yellow)]);
    assert!(events.contains(&Event::GameEnded { capped: false }));
    assert_eq!(turns, vec![marie, jan, dirk], "the final round, Dirk last");

    let o = t.game.outcome().expect("the game is over");
    assert!(!o.capped);
    let by = |f: fn(&havenbaron_engine::SeatScore) -> i32| -> Vec<i32> {
        o.scores.iter().map(f).collect()
    };
    assert_eq!(by(|s| s.missions), vec![20, 16, 21]);
    assert_eq!(by(|s| s.products), vec![4, 3, 4]);
    assert_eq!(by(|s| s.total), vec![24, 19, 25]);
    assert_eq!(
        t.g().state.hidden.hands[dirk as usize].missions.len(),
        3,
        "missions still in hand score nothing (C-4)"
    );
    assert_eq!(o.winners, vec![jan], "Jan wins by one point");
    let ranks: Vec<u8> = o.scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![2, 3, 1]);
    t.check();
}

/// A-7 (rulebook, "Einde van het spel": a tie goes to the most mission points) with a tie
/// built on purpose: three seats on 9 points each; seat 1's 9 hold only 5 mission points, so it
/// loses the tie-break; seats 0 and 2 are tied on mission points too and share the win.
#[test]
fn a7_ties_go_to_mission_points_else_shared() {
    let mut t = Table::new(3, 21);
    t.no_cards();
    let (a, b, c) = (
        t.mission(&["pralines", "frietjes"]), // 9
        t.mission(&["toys", "chocolate"]),    // 5, + frietjes 4 = 9
        t.mission(&["tripel", "frietjes"]),   // 9
    );
    t.completed(0, &[a]);
    t.completed(1, &[b]);
    t.give_product(1, "frietjes");
    t.completed(2, &[c]);
    {
        let p = &mut t.edit().state.public;
        p.end_after = Some(p.turn);
        p.main_done = true;
    }
    t.apply(0, Action::EndTurn);
    let o = t.game.outcome().unwrap();
    let totals: Vec<(i32, i32)> = o.scores.iter().map(|s| (s.total, s.missions)).collect();
    assert_eq!(
        totals,
        vec![(9, 9), (9, 5), (9, 9)],
        "a three-way tie on points"
    );
    let ranks: Vec<u8> = o.scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![1, 3, 1]);
    assert_eq!(o.winners, vec![0, 2]);

    // Two seats: the same total, the tie-break alone decides.
    let mut t = Table::new(2, 22);
    t.no_cards();
    let (a, b) = (
        t.mission(&["toys", "board_games"]), // 3, + frietjes 4 + toys 1 = 8
        t.mission(&["tripel", "kroketjes"]), // 8
    );
    t.completed(0, &[a]);
    t.give_product(0, "frietjes");
    t.give_product(0, "toys");
    t.completed(1, &[b]);
    {
        let p = &mut t.edit().state.public;
        p.end_after = Some(p.turn);
        p.main_done = true;
    }
    t.apply(0, Action::EndTurn);
    let o = t.game.outcome().unwrap();
    let totals: Vec<(i32, i32)> = o.scores.iter().map(|s| (s.total, s.missions)).collect();
    assert_eq!(totals, vec![(8, 3), (8, 8)]);
    assert_eq!(o.winners, vec![1], "more mission points");
    let ranks: Vec<u8> = o.scores.iter().map(|s| s.rank).collect();
    assert_eq!(ranks, vec![2, 1]);
}

// ---------------------------------------------------------------------------------------------
// C-7 cap, C-6 views
// ---------------------------------------------------------------------------------------------

#[test]
fn c7_turn_cap_ends_and_scores_the_game() {
    let mut cfg = Config::new(Ruleset::Antwerpen, 2, 30);
    cfg.round_cap = Some(3);
    let mut t = Table::from_config(&cfg);
    t.no_cards();
    t.apply(0, call(Colour::Red));
    t.apply(1, call(Colour::Red));
    let events = t.apply(0, call(Colour::Red));
    assert!(events.contains(&Event::GameEnded { capped: true }));
    let o = t.game.outcome().unwrap();
    assert!(o.capped);
    assert_eq!(o.rounds, 3);
}

#[test]
fn c6_views_hide_hands_and_determinize_from_the_view() {
    let mut t = Table::new(3, 31);
    t.set_ship_hand(1, &[ShipCard::Anchor, ShipCard::SwapCargo]);
    t.give_product(2, "frietjes");
    let view = t.game.view(Some(0));
    let json = serde_json::to_string(&view).unwrap();
    assert!(!json.contains("\"hands\"") && !json.contains("ship_pile"));
    let v = match &view {
        havenbaron_engine::View::Antwerpen(v) => v,
        _ => unreachable!(),
    };
    assert_eq!(v.hand_sizes[1].ship_cards, 2, "counts are public");
    assert_eq!(v.hand.as_ref().unwrap(), &t.g().state.hidden.hands[0]);
    for seed in 0..20 {
        let s = Table::from_game(Game::determinize(&view, &DataSet::builtin(), seed));
        assert_eq!(s.game.view(Some(0)), view);
        let h = &s.g().state.hidden.hands;
        assert_eq!(
            h[2].products[t.product("frietjes") as usize],
            1,
            "products are known"
        );
        assert_eq!(h[1].ship_count(), 2);
        s.check();
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
    let shape = |g: &Table| (g.to_act(), std::mem::discriminant(&g.step()));
    for (players, seed) in [(2u8, 41u64), (3, 42), (4, 43)] {
        let mut t = Table::new(players, seed);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for k in 0..3000u64 {
            let Some(seat) = t.to_act() else { break };
            let choices = t.legal();
            let a = choices[rng.random_range(0..choices.len())];
            let viewer = (seat + 1 + (k % (players as u64 - 1)) as u8) % players;
            let mut sampled = Table::from_game(Game::determinize(
                &t.game.view(Some(viewer)),
                &data,
                seed * 1000 + k,
            ));
            assert_eq!(shape(&sampled), shape(&t));
            assert!(
                !sampled.legal().is_empty(),
                "a sampled decision has a choice"
            );
            t.apply(seat, a);
            if sampled.legal().contains(&a) {
                sampled.apply(seat, a);
                assert_eq!(
                    shape(&sampled),
                    shape(&t),
                    "after {a:?} by seat {seat}, seen by seat {viewer}: {:?} vs {:?}",
                    sampled.step(),
                    t.step()
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Property test: arbitrary input through the checked apply (ARCHITECTURE: The engine; refusals change nothing)
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
                if let Err(e) = support::antwerpen_checks::invariants(Antwerpen::game(&game)) {
                    prop_assert!(false, "invariant broken after {action:?} by {seat}: {e}");
                }
            }
        }
    }
}
