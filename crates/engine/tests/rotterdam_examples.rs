//! The worked examples of the Rotterdam rulebook (seed 004, French, partial) that state an outcome
//! one can check, each reproduced on a `Table` by a test named after it. The rulebook's pictures
//! were lost, so where an example rests on one (the navigation illustrations) the position is
//! rebuilt on the reconstructed board of D-1 with the same shape: same colour, same owners, same
//! blocking. Each test says where the example stands in that text (label 004 in `docs/RULES.md`).

mod support;

use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::{Phase, Step};
use havenbaron_engine::{Action, Colour, Event};
use support::rotterdam::*;

/// Moves one card of `product` to the top of its harbour's pile.
fn to_top(t: &mut Table, harbour: &str, product: &str) {
    let (hi, p) = (t.pile_of(harbour), t.product(product));
    let pile = &mut t.edit().state.hidden.product_piles[hi];
    let i = pile
        .iter()
        .position(|&c| c == p)
        .expect("a copy in the pile");
    let c = pile.remove(i);
    pile.push(c);
}

/// Setup, lines 33–40: the raw materials are sorted by colour onto their spaces; so the 7 grain
/// units go on the yellow space and the 5 fruit units on the red one.
#[test]
fn worked_example_seven_yellow_grain_and_five_red_fruit_in_the_supply() {
    let t = Table::new(3, SEED);
    let raws = &t.g().data.raws;
    let colour = |name: &str| raws[t.raw(name) as usize].colour.clone();
    assert_eq!((t.supply("grain"), colour("grain").as_str()), (7, "yellow"));
    assert_eq!((t.supply("fruit"), colour("fruit").as_str()), (5, "red"));
}

/// Setup, lines 42–47: each harbour's product cards show on their back the raw material to
/// deliver there; Vulcaanhaven's are yellow with an ear of grain. So grain delivered in
/// Vulcaanhaven earns a card from Vulcaanhaven's pile (bread or cookies).
#[test]
fn worked_example_vulcaanhaven_cards_are_earned_with_grain() {
    let mut t = Table::new(2, SEED);
    let vulcaan = t.pos("Vulcaanhaven");
    let grain = t.raw("grain");
    assert_eq!(t.g().data.accepts[vulcaan as usize], Some(grain));
    let pile = t.g().state.hidden.product_piles[t.pile_of("Vulcaanhaven")];
    let products = &t.g().data.products;
    assert!(
        pile.iter()
            .all(|&p| products[p as usize].harbour == vulcaan)
    );
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    let events = end_phase_2(&mut t);
    let top = *pile.last().unwrap();
    assert!(unloads(&events).iter().any(|e| matches!(
        e,
        Event::ShipUnloaded { got_card: true, product: Some(p), .. } if *p == top
    )));
    let name = t.g().data.products[top as usize].id.as_str();
    assert!(["bread", "cookies"].contains(&name), "{name}");
    assert_eq!(t.products_in_hand(0, name), 1);
}

/// Phase 2, "Mouvements de navigation", first picture (lines 156–161): two ships of one player,
/// each in front of a red channel, advance one channel each when red is called.
#[test]
fn worked_example_red_call_moves_both_ships_of_one_player() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let a = t.ship(0, "S3", None); // S3 -red-> A4
    let b = t.ship(0, "B2", None); // B2 -red-> C2
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(b, "B2", "C2"), mv(a, "S3", "A4")]);
}

/// Phase 2, second picture (lines 163–169): ships of different players move on the same red
/// call, each player in turn, clockwise from the caller.
#[test]
fn worked_example_red_call_moves_ships_of_different_players_in_turn() {
    let mut t = Table::new(3, SEED);
    t.slot(Phase::Navigate, 0, 1); // seat 1 calls
    let zero = t.ship(0, "S1", None); // S1 -red-> A1
    let one = t.ship(1, "S3", None); // S3 -red-> A4
    let two = t.ship(2, "B2", None); // B2 -red-> C2
    let events = t.apply(1, call(Colour::Red));
    assert_eq!(
        t.moves(&events),
        vec![
            mv(one, "S3", "A4"),
            mv(two, "B2", "C2"),
            mv(zero, "S1", "A1")
        ]
    );
}

/// Phase 2, "Blocage" (lines 171–178): a ship whose channel leads to a position held by another
/// ship that does not move away must wait; only one ship fits between two channels.
#[test]
fn worked_example_blocked_ship_waits() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let behind = t.ship(0, "S4", Some("oil")); // S4 -green-> A4
    let ahead = t.ship(1, "A4", Some("grain")); // A4 has no green channel out
    let events = t.apply(0, call(Colour::Green));
    assert!(t.moves(&events).is_empty());
    assert_eq!((t.at(behind).as_str(), t.at(ahead).as_str()), ("S4", "A4"));
}

/// Phase 2, "Manœuvre d'évasion" (lines 180–186): a ship in front of two channels of the called
/// colour, one of them leading to an occupied position, must take the other one (no choice).
#[test]
fn worked_example_evasion_takes_the_free_channel() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 0);
    let ship = t.ship(0, "A2", None); // A2 -red-> B1 and B2
    t.ship(1, "B2", None);
    t.ship(1, "C2", None); // keeps B2's ship from moving on red
    let events = t.apply(0, call(Colour::Red));
    assert_eq!(t.moves(&events), vec![mv(ship, "A2", "B1")]);
    assert_eq!(t.g().state.public.step, Step::Slot, "no fork to steer");
    assert_eq!(t.to_act(), Some(1));
}

/// The Game Master's advice in phase 1 (lines 194–200): to fulfil a mission for bread and orange
/// juice, carry grain to Vulcaanhaven and fruit to Merwehaven. Played through phases 3–6: the two
/// deliveries earn bread and orange juice, and the mission is completed with them.
#[test]
fn worked_example_grain_to_vulcaanhaven_and_fruit_to_merwehaven_fulfil_bread_and_orange_juice() {
    let mut t = Table::new(2, SEED);
    let mission = t.mission(&["bread", "orange_juice"]);
    t.set_missions(0, &[mission]);
    to_top(&mut t, "Vulcaanhaven", "bread");
    to_top(&mut t, "Merwehaven", "orange_juice");
    t.slot(Phase::Navigate, 0, 1);
    t.ship(0, "Vulcaanhaven", Some("grain"));
    t.ship(0, "Merwehaven", Some("fruit"));
    end_phase_2(&mut t);
    assert_eq!(t.products_in_hand(0, "bread"), 1);
    assert_eq!(t.products_in_hand(0, "orange_juice"), 1);
    // Nobody trades; then phase 6.
    while t.phase() == Phase::Trade {
        let seat = t.to_act().unwrap();
        t.apply(seat, Action::Pass);
    }
    assert_eq!((t.phase(), t.to_act()), (Phase::Missions, Some(0)));
    let events = t.apply(
        0,
        Action::CompleteMission {
            mission,
            joker: None,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MissionCompleted { seat: 0, mission: m, .. } if *m == mission
    )));
    // D-2: 1 + 2 + (2 harbours - 1).
    assert_eq!(t.g().state.public.seats[0].mission_points, 4);
}

/// Phase 4 (lines 236–243): a ship with grain in Botlek, where only crude oil is processed: the
/// grain goes back to the grain supply, the ship back to its owner, and the owner gets no product
/// card and no victory point.
#[test]
fn worked_example_grain_ship_in_botlek_gets_nothing() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    let ship = t.ship(0, "Botlek", Some("grain"));
    assert_eq!(t.supply("grain"), 6);
    let piles = t.g().state.hidden.product_piles;
    let events = end_phase_2(&mut t);
    let botlek = t.pos("Botlek");
    assert_eq!(
        unloads(&events),
        vec![&Event::ShipUnloaded {
            seat: 0,
            ship,
            harbour: botlek,
            cargo: Some(t.raw("grain")),
            got_card: false,
            product: None,
            face_up: false,
        }]
    );
    assert_eq!(t.supply("grain"), 7, "the grain is back in the supply");
    assert_eq!(t.at(ship), "supply", "the ship is back with its owner");
    assert_eq!(t.g().state.hidden.hands[0].product_count(), 0);
    assert_eq!(t.g().state.hidden.product_piles, piles);
    assert_eq!(t.g().state.public.seats[0].mission_points, 0);
}

/// "Remarque importante" (lines 300–303): the first player to reach 12 mission points is not
/// necessarily the winner. Seat 0 reaches 12 first; seat 1, completing after it in the same
/// phase 6 (lines 286–289), ends on fewer mission points but more in all with its products.
#[test]
fn worked_example_first_to_twelve_mission_points_need_not_win() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let a = t.mission(&["gasoline", "bread"]); // 3 points
    let b = t.mission(&["jam", "shoes"]); // 7 points
    t.set_missions(0, &[a]);
    t.set_missions(1, &[b]);
    for p in ["gasoline", "bread"] {
        t.give_product(0, p);
    }
    for p in ["jam", "shoes", "jam", "shoes"] {
        t.give_product(1, p);
    }
    // Earlier missions, as mission points alone: seat 0 on 9, seat 1 on 4.
    t.edit().state.public.seats[0].mission_points = 9;
    t.edit().state.public.seats[1].mission_points = 4;
    t.apply(
        0,
        Action::CompleteMission {
            mission: a,
            joker: None,
        },
    );
    assert_eq!(t.g().state.public.seats[0].mission_points, 12);
    t.apply(
        1,
        Action::CompleteMission {
            mission: b,
            joker: None,
        },
    );
    assert!(t.game.is_over());
    let o = t.game.outcome().unwrap();
    let (s0, s1) = (&o.scores[0], &o.scores[1]);
    assert_eq!((s0.missions, s0.total), (12, 12));
    assert_eq!((s1.missions, s1.products, s1.total), (11, 6, 17));
    assert_eq!(o.winners, vec![1]);
}

/// The Advantage cards (lines 371–385): with three navigation cards in hand a player may lay the
/// VP card face up, and can then again take a navigation card in phase 3.
#[test]
fn worked_example_extra_advantage_laid_from_a_full_hand_makes_room_in_phase_3() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Navigate, 0, 1);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::ExtraAdvantage);
    t.ship(0, "A2", None); // on an anchor
    t.stack_nav(&[NavCard::Storm]);
    end_phase_2(&mut t);
    assert_eq!((t.to_act(), t.phase()), (Some(0), Phase::Cards));
    let mut events = t.apply(
        0,
        Action::LayCard {
            card: NavCard::ExtraAdvantage,
        },
    );
    if (t.to_act(), t.phase()) == (Some(0), Phase::Cards) {
        events.extend(t.apply(0, Action::Continue));
    }
    assert_eq!(drawn(&events), vec![(0, Some(NavCard::Storm))]);
    assert_eq!(t.nav_count(0), 3);
    assert_eq!(
        t.g().state.public.seats[0].table[NavCard::ExtraAdvantage as usize],
        1
    );
}
