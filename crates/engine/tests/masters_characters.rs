//! Masters of Trade: scenario tests per M- rule from hand-built positions, the rulebook's
//! worked examples included: the setup (M-1), planning and shipping cards (M-2) and the
//! characters (M-3). The markets are in `masters_market.rs`, the auction, the cap and the
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

/// M-3.5 worked example: selling two gasoline at 5 then 4 leaves gasoline at 3; buying shoes at
/// 10 leaves shoes at 11.
#[test]
fn m3_5_trader_moves_product_prices() {
    let mut t = Table::new(3, 5);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let (gasoline, shoes) = (t.product("gasoline"), t.product("shoes"));
    // Two gasoline cards from the Botlek pile.
    assert_eq!(t.products_in_hand(seat, "gasoline"), 0);
    t.give_product(seat, "gasoline");
    t.give_product(seat, "gasoline");
    t.edit().state.public.seats[seat as usize].money = 2;
    t.apply(
        seat,
        Action::ChooseCharacter {
            character: Character::Trader,
        },
    );
    let events = t.apply(seat, Action::SellProduct { product: gasoline });
    assert!(events.contains(&Event::ProductSold {
        seat,
        product: gasoline,
        price: 5
    }));
    let events = t.apply(seat, Action::SellProduct { product: gasoline });
    assert!(events.contains(&Event::ProductSold {
        seat,
        product: gasoline,
        price: 4
    }));
    assert_eq!(t.g().state.public.seats[seat as usize].money, 11);
    // Never buy and sell one product in one action.
    assert!(
        !t.legal()
            .contains(&Action::BuyProduct { product: gasoline })
    );
    let events = t.apply(seat, Action::BuyProduct { product: shoes });
    assert!(events.contains(&Event::ProductBought {
        seat,
        product: shoes,
        price: 10
    }));
    let g = t.g();
    let p = &g.state.public;
    assert_eq!(p.seats[seat as usize].money, 1);
    assert_eq!(
        g.data.product_market[gasoline as usize].price(p.prices[gasoline as usize]),
        3
    );
    assert_eq!(
        g.data.product_market[shoes as usize].price(p.prices[shoes as usize]),
        11
    );
    assert_eq!(
        p.seats[seat as usize].known_products[shoes as usize], 1,
        "a bought card is public"
    );
}

/// M-3.2: the Captain's bonus (1 from the owner and 1 from the bank) and the owner who cannot
/// pay: their second oil ship cannot enter Botlek and stays (RULES scenario 4).
#[test]
fn m3_2_captain_bonus_and_the_owner_who_cannot_pay() {
    let mut t = Table::new(2, 11);
    t.play_to_planning();
    let captain = t.to_act().unwrap();
    let rival = 1 - captain;
    let a = t.ship(rival, "C3", Some("oil"));
    let b = t.ship(rival, "B4", Some("oil"));
    t.edit().state.public.seats[rival as usize].money = 1;
    let captain_money = t.g().state.public.seats[captain as usize].money;
    let bank = t.g().state.public.bank_paid;
    t.apply(
        captain,
        Action::ChooseCharacter {
            character: Character::Captain,
        },
    );
    let events = t.apply(
        captain,
        Action::CallColour {
            colour: Colour::Red,
        },
    );
    // C3 has two red channels (Botlek, Eemhaven); with oil the owner steers... unless only one
    // target is enterable. Resolve any fork toward Botlek.
    let mut events = events;
    let botlek = t.pos("Botlek");
    while t.g().state.public.stage == Stage::Fork {
        let owner = t.to_act().unwrap();
        let to = if t.legal().contains(&Action::SteerFork { to: botlek }) {
            botlek
        } else {
            match t.legal()[0] {
                Action::SteerFork { to } => to,
                _ => unreachable!(),
            }
        };
        events.extend(t.apply(owner, Action::SteerFork { to }));
    }
    let g = t.g();
    let p = &g.state.public;
    let bonuses: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::CaptainBonus { .. }))
        .collect();
    assert_eq!(bonuses.len(), 1, "only one ship could pay: {events:?}");
    assert_eq!(p.seats[rival as usize].money, 0);
    assert_eq!(p.seats[captain as usize].money, captain_money + 2);
    assert_eq!(p.bank_paid, bank + 1);
    let in_botlek = [a, b]
        .iter()
        .filter(|&&s| p.fleet.ship(s).pos == Some(botlek))
        .count();
    assert_eq!(in_botlek, 1, "the second oil ship cannot enter Botlek");
}

/// M-3.4: the Discharger sends another player's oil into the Discharger's own factory; with
/// three matching ships and two factories, cards go top/next/top/next/top (RULES scenario 5).
#[test]
fn m3_4_discharger_factories_produce_in_ship_order() {
    let mut t = Table::new(3, 21);
    t.play_to_planning();
    let discharger = t.to_act().unwrap();
    let other = (discharger + 1) % 3;
    let third = (discharger + 2) % 3;
    let hi = t.pile_of("Botlek");
    {
        let g = t.edit();
        g.state.public.factories[hi][0] = Some(third);
        g.state.public.factories[hi][1] = Some(discharger);
    }
    for owner in [other, other, third] {
        t.ship(owner, "Botlek", Some("oil"));
    }
    let pile_before = t.g().state.hidden.product_piles[hi].clone();
    let hands_before: Vec<_> = t
        .g()
        .state
        .hidden
        .hands
        .iter()
        .map(|h| h.product_count())
        .collect();
    t.apply(
        discharger,
        Action::ChooseCharacter {
            character: Character::Discharger,
        },
    );
    // First matching ship (the first rival clockwise from the Discharger): two factories, so
    // the Discharger names one: their own.
    assert_eq!(t.g().state.public.stage, Stage::Factory);
    assert_eq!(t.to_act(), Some(discharger));
    let view = t.game.view(Some(other));
    let view = match view {
        havenbaron_engine::View::Masters(v) => v,
        _ => unreachable!(),
    };
    assert_eq!(
        view.piles.product_tops[hi], None,
        "the factory's card stays face down"
    );
    t.apply(discharger, Action::ChooseFactory { site: 1 });
    let g = t.g();
    let h = &g.state.hidden;
    let n = pile_before.len();
    // top (ship), next (factory), top (ship), next (the other factory), top (ship).
    let taken: Vec<u8> = pile_before[n - 5..].iter().rev().copied().collect();
    assert_eq!(h.product_piles[hi].len(), n - 5);
    assert_eq!(
        h.hands[other as usize].product_count(),
        hands_before[other as usize] + 2
    );
    assert_eq!(
        h.hands[discharger as usize].product_count(),
        hands_before[discharger as usize] + 1
    );
    assert_eq!(
        h.hands[third as usize].product_count(),
        hands_before[third as usize] + 2
    );
    assert!(
        h.hands[discharger as usize].products[taken[1] as usize] > 0,
        "the Discharger's factory got the next card"
    );
    assert_eq!(
        g.state.public.seats[discharger as usize].known_products[taken[1] as usize], 0,
        "the factory card is private"
    );
    assert_eq!(
        g.state.public.market[3], 7,
        "the oil went back to the market"
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

/// M-3.7: Cashier fields pay 3, 2, 1 in order.
#[test]
fn m3_7_cashier_fields_pay_in_order() {
    let mut t = Table::new(3, 2);
    t.play_to_planning();
    let mut paid = vec![];
    for _ in 0..3 {
        let s = t.to_act().unwrap();
        let events = t.apply(
            s,
            Action::ChooseCharacter {
                character: Character::Cashier,
            },
        );
        for e in events {
            if let Event::CashTaken { amount, .. } = e {
                paid.push(amount);
            }
        }
        while t.g().state.public.stage == Stage::After && t.to_act() == Some(s) {
            t.apply(s, Action::Continue);
        }
    }
    assert_eq!(paid, vec![3, 2, 1]);
    let s = t.to_act().unwrap();
    assert!(!t.legal().contains(&Action::ChooseCharacter {
        character: Character::Cashier
    }));
    t.refuse(
        s,
        Action::ChooseCharacter {
            character: Character::Cashier,
        },
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
