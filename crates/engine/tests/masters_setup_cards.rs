//! Masters of Trade: scenario tests per M- rule from hand-built positions: the setup (M-1),
//! the planning and shipping cards (M-2), and the ship owner's purchases and free unit (M-3.1)
//! with the owner who cannot pay (C-2.7). The other characters are in
//! `masters_characters.rs`, the markets in `masters_market.rs`, the auction, the cap and the
//! score in `masters_rounds.rs`.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), then drives the
//! game with the checked `Game::apply`.

mod support;

use havenbaron_engine::masters::state::{Character, Stage};
use havenbaron_engine::{Action, Colour, Event, RuleError};
use support::masters::*;

/// M-1 / D-3 worked example: after a setup in which one container and one fruit were taken, a
/// container costs 4 and fruit sells for 2.
#[test]
fn m1_setup_free_units_move_the_market() {
    let mut t = Table::new(2, 3);
    let (containers, fruit) = (t.raw("containers"), t.raw("fruit"));
    let starts = t.g().data.base.board.starts().to_vec();
    let first = t.to_act().unwrap();
    let money_before = t.g().state.public.seats[first as usize].money;
    t.apply(
        first,
        Action::PlaceShip {
            start: starts[0],
            cargo: Some(containers),
        },
    );
    let second = t.to_act().unwrap();
    assert_ne!(first, second);
    t.apply(
        second,
        Action::PlaceShip {
            start: starts[1],
            cargo: Some(fruit),
        },
    );
    let g = t.g();
    let p = &g.state.public;
    assert_eq!(
        p.seats[first as usize].money, money_before,
        "the setup unit is free"
    );
    assert_eq!(
        g.data.raw_market[containers as usize].buy_price(p.market[containers as usize]),
        Some(4)
    );
    assert_eq!(
        g.data.raw_market[fruit as usize].sell_price(p.market[fruit as usize]),
        Some(2)
    );
}

/// M-2: the Manufacturer once per round per player; a field needs room.
#[test]
fn m2_manufacturer_once_per_round() {
    let mut t = Table::new(2, 8);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.edit().state.public.seats[seat as usize].money = 40;
    t.apply(
        seat,
        Action::ChooseCharacter {
            character: Character::Manufacturer,
        },
    );
    let botlek = t.pos("Botlek");
    t.apply(seat, Action::BuildFactory { harbour: botlek });
    assert_eq!(
        t.g().state.public.seats[seat as usize].money,
        33,
        "the first Botlek site costs 7"
    );
    while t.to_act() != Some(seat) {
        let s = t.to_act().unwrap();
        t.apply(
            s,
            Action::ChooseCharacter {
                character: Character::Cashier,
            },
        );
        while t.g().state.public.stage == Stage::After && t.to_act() == Some(s) {
            t.apply(s, Action::Continue);
        }
    }
    let err = t.refuse(
        seat,
        Action::ChooseCharacter {
            character: Character::Manufacturer,
        },
    );
    assert!(
        matches!(err, RuleError::Illegal { rule: "M-2", .. }),
        "{err}"
    );
}

/// M-3.1: the Ship owner places at most two ships, at most one empty; stock never above 3.
#[test]
fn m3_1_ship_owner_limits() {
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.apply(
        seat,
        Action::ChooseCharacter {
            character: Character::ShipOwner,
        },
    );
    let starts = t.g().data.base.board.starts().to_vec();
    t.apply(
        seat,
        Action::PlaceShip {
            start: starts[0],
            cargo: None,
        },
    );
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { cargo: None, .. })),
        "only one empty ship"
    );
    let legal = t.legal();
    let take = legal
        .iter()
        .find(|a| matches!(a, Action::TakeFree { .. }))
        .copied()
        .unwrap();
    t.apply(seat, take);
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::TakeFree { .. })),
        "one free unit"
    );
    for _ in 0..2 {
        let buy = t
            .legal()
            .into_iter()
            .find(|a| matches!(a, Action::BuyRaw { .. }))
            .unwrap();
        t.apply(seat, buy);
    }
    assert!(
        !t.legal().iter().any(|a| matches!(a, Action::BuyRaw { .. })),
        "stock limit 3"
    );
    let place = t
        .legal()
        .into_iter()
        .find(|a| matches!(a, Action::PlaceShip { cargo: Some(_), .. }))
        .unwrap();
    t.apply(seat, place);
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { .. })),
        "two ships at most"
    );
    t.apply(seat, Action::EndAction);
}

/// M-3.1 (ruling: a unit bought to load a ship counts as buying it, Extra cargo included):
/// an Extra cargo card played inside a Ship owner action that buys oil for its ship forbids
/// selling oil in the rest of that action, as the Ship owner's own placement does.
#[test]
fn m3_1_extra_cargo_purchase_counts_as_buying_in_the_ship_owner_action() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let other = 1 - seat;
    let base = t.g().data.base.clone();
    let (grain, oil) = (t.raw("grain"), t.raw("oil"));
    {
        let s = &mut t.edit().state;
        // An Extra cargo card into the seat's hand, taken from the pile or the display.
        let card = NavCard::ExtraCargo as u8;
        if let Some(at) = s.hidden.shipping_pile.iter().position(|&c| c == card) {
            s.hidden.shipping_pile.remove(at);
        } else {
            let at = s.public.shipping.iter().position(|&c| c == card).unwrap();
            s.public.shipping.remove(at);
        }
        s.hidden.hands[seat as usize].nav[card as usize] += 1;
        // Grain dearer (two units in the other seat's stock), so that after one oil is bought
        // oil (2) ties with fruit (2) as the cheapest free unit.
        s.public.market[grain as usize] -= 2;
        s.public.seats[other as usize].stock[grain as usize] += 2;
    }
    t.check();
    t.apply(
        seat,
        Action::ChooseCharacter {
            character: Character::ShipOwner,
        },
    );
    t.apply(
        seat,
        Action::PlayCard {
            card: NavCard::ExtraCargo,
        },
    );
    let start = base.board.starts()[0];
    let events = t.apply(
        seat,
        Action::PlaceShip {
            start,
            cargo: Some(oil),
        },
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::RawBought { raw, .. } if *raw == oil)),
        "the card's ship is loaded with oil bought at market price: {events:?}"
    );
    assert_eq!(t.g().state.public.stage, Stage::ShipOwner);
    t.apply(
        seat,
        Action::TakeFree {
            raw: oil,
            start: None,
        },
    );
    assert_eq!(
        t.g().state.public.seats[seat as usize].stock[oil as usize],
        1
    );
    assert!(
        !t.legal().contains(&Action::SellRaw { raw: oil }),
        "oil was bought in this action: it may not be sold in it"
    );
    t.check();
}

/// C-2.7 / M-3.2: a ship whose owner cannot pay the Captain's bonus stays where it is for the
/// call, even at a fork with another free target: an oil ship on C3 (red to Botlek and to
/// Eemhaven) of an owner with no cash does not evade into Eemhaven on a rival's red call.
#[test]
fn c2_7_a_ship_whose_owner_cannot_pay_stays_where_it_is() {
    let mut t = Table::new(2, 11);
    t.play_to_planning();
    let captain = t.to_act().unwrap();
    let rival = 1 - captain;
    let ship = t.ship(rival, "C3", Some("oil"));
    t.set_money(rival, 0);
    t.check();
    t.choose(captain, Character::Captain);
    let events = t.apply(captain, call(Colour::Red));
    assert_eq!(t.stage(), Stage::Captain, "no fork: the ship cannot move");
    assert_eq!(t.at(ship), "C3", "the ship stays: {events:?}");
    assert!(t.moves(&events).is_empty());
    assert_eq!(t.money(rival), 0);
    // The same ship with cash enough forks between Botlek and Eemhaven (C-2.4).
    t.set_money(rival, 1);
    t.apply(captain, call(Colour::Red));
    assert_eq!(t.stage(), Stage::Fork);
    assert_eq!(t.to_act(), Some(rival));
    t.check();
}

/// M-2 Extra cargo in Masters: the card's ship is loaded from stock or with a unit bought at
/// market price, never empty.
#[test]
fn m2_extra_cargo_never_places_an_empty_ship() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.give_shipping(seat, NavCard::ExtraCargo);
    t.give_stock(seat, "grain");
    t.check();
    t.apply(
        seat,
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
    let start = t.pos("S1");
    let grain = t.raw("grain");
    assert!(legal.contains(&Action::PlaceShip {
        start,
        cargo: Some(grain)
    }));
    let e = t.refuse(seat, Action::PlaceShip { start, cargo: None });
    assert_eq!(illegal_rule(&e), "M-2");
    t.apply(
        seat,
        Action::PlaceShip {
            start,
            cargo: Some(grain),
        },
    );
    assert_eq!(t.ship_at("S1").map(|s| t.ship_cargo(s)), Some(Some(grain)));
    t.check();
}

/// M-2 Extra cargo: with no unit in stock and no cash for any, the card cannot be played at
/// all (it could only place an empty ship).
#[test]
fn m2_extra_cargo_needs_a_unit_it_can_load() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.give_shipping(seat, NavCard::ExtraCargo);
    t.set_money(seat, 0);
    t.check();
    let card = Action::PlayCard {
        card: NavCard::ExtraCargo,
    };
    assert!(!t.legal().contains(&card));
    t.refuse(seat, card);
    t.set_money(seat, 1);
    assert!(t.legal().contains(&card), "oil or grain costs 1");
}

/// M-3.1: the Ship owner's free unit goes to stock or straight onto a ship being placed; both
/// are offered, and with a full stock the ship still is.
#[test]
fn m3_1_the_free_unit_goes_onto_a_ship_even_with_a_full_stock() {
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    for raw in ["fruit", "fruit", "containers"] {
        t.give_stock(seat, raw);
    }
    t.check();
    t.choose(seat, Character::ShipOwner);
    // What each legal action does with a free unit: to stock, or onto a placed ship.
    let free_onto_ship = |t: &Table| -> Vec<(String, u8)> {
        let mut found = vec![];
        for a in t.legal() {
            let mut copy = t.game.clone();
            let events = copy.apply(seat, &a).unwrap();
            let free = events.iter().find_map(|e| match e {
                Event::FreeRawTaken { raw, .. } => Some(*raw),
                _ => None,
            });
            let placed = events.iter().find_map(|e| match e {
                Event::ShipPlaced { pos, cargo, .. } => Some((*pos, *cargo)),
                _ => None,
            });
            if let (Some(raw), Some((pos, Some(cargo)))) = (free, placed) {
                assert_eq!(cargo, raw, "the free unit is the ship's cargo");
                found.push((t.name(pos), raw));
            }
        }
        found
    };
    let stock_before = t.g().state.public.seats[seat as usize].stock;
    let (oil, grain) = (t.raw("oil"), t.raw("grain"));
    let found = free_onto_ship(&t);
    for start in ["S1", "S2", "S3", "S4"] {
        for raw in [oil, grain] {
            assert!(
                found.contains(&(start.to_string(), raw)),
                "with a full stock, the free {raw} onto a ship on {start}: {found:?}"
            );
        }
    }
    let market_oil = t.g().state.public.market[oil as usize];
    let onto = t
        .legal()
        .into_iter()
        .find(|a| {
            let mut copy = t.game.clone();
            let events = copy.apply(seat, a).unwrap();
            events.contains(&Event::FreeRawTaken { seat, raw: oil })
                && events.iter().any(|e| matches!(e, Event::ShipPlaced { .. }))
        })
        .unwrap();
    let money = t.money(seat);
    t.apply(seat, onto);
    let p = &t.g().state.public;
    assert_eq!(
        p.seats[seat as usize].stock, stock_before,
        "the stock is untouched"
    );
    assert_eq!(p.seats[seat as usize].money, money, "the unit is free");
    assert_eq!(
        p.market[oil as usize],
        market_oil - 1,
        "taken from the market"
    );
    assert!(free_onto_ship(&t).is_empty(), "one free unit per action");
    t.check();
}

/// M-3.1: with room in the stock, both ways for the free unit are offered: to stock, and
/// onto a ship being placed.
#[test]
fn m3_1_the_free_unit_offers_stock_and_ship() {
    let mut t = Table::new(2, 9);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.choose(seat, Character::ShipOwner);
    let (mut to_stock, mut onto_ship) = (0, 0);
    for a in t.legal() {
        let mut copy = t.game.clone();
        let events = copy.apply(seat, &a).unwrap();
        if events
            .iter()
            .any(|e| matches!(e, Event::FreeRawTaken { .. }))
        {
            if events.iter().any(|e| matches!(e, Event::ShipPlaced { .. })) {
                onto_ship += 1;
            } else {
                to_stock += 1;
            }
        }
    }
    // Oil and grain tie as the cheapest (1): two to stock, and each onto one of four starts.
    assert_eq!((to_stock, onto_ship), (2, 8));
}

/// M-2 (revised 2026-11-26, C-6): after the character action the explicit "end turn" decision
/// appears for any shipping card in hand, playable or not, so whether it appears tells the
/// others nothing they cannot count. A Joker is never playable on its own.
#[test]
fn m2_end_turn_decision_for_any_shipping_card() {
    let mut t = Table::new(3, 2);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    {
        let s = &mut t.edit().state;
        let card = havenbaron_engine::vocabulary::NavCard::Joker as u8;
        if let Some(at) = s.hidden.shipping_pile.iter().position(|&c| c == card) {
            s.hidden.shipping_pile.remove(at);
        } else {
            let at = s.public.shipping.iter().position(|&c| c == card).unwrap();
            s.public.shipping.remove(at);
        }
        s.hidden.hands[seat as usize].nav[card as usize] += 1;
    }
    t.check();
    t.apply(
        seat,
        Action::ChooseCharacter {
            character: Character::Cashier,
        },
    );
    assert_eq!(t.stage(), Stage::After);
    assert_eq!(t.to_act(), Some(seat));
    assert_eq!(t.legal(), vec![Action::Continue]);
    t.apply(seat, Action::Continue);
    assert_ne!(t.to_act(), Some(seat));
}
