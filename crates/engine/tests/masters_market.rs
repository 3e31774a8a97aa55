//! Masters of Trade: the two markets (D-3) and the characters that trade on them, the Ship
//! owner's raw materials (M-3.1) and the Trader's products (M-3.5), with the rulebooks' worked
//! examples, from hand-built positions played through the checked `Game::apply`.

mod support;

use havenbaron_engine::masters::state::{Character, Stage};
use havenbaron_engine::{Action, Event, Seat};
use support::masters::*;

/// The prices paid and received in `events`, as (bought?, price).
fn raw_deals(events: &[Event]) -> Vec<(bool, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::RawBought { price, .. } => Some((true, price)),
            Event::RawSold { price, .. } => Some((false, price)),
            _ => None,
        })
        .collect()
}

/// The seat to act ends its Ship owner action and its turn.
fn end_ship_owner(t: &mut Table, seat: Seat) {
    t.apply(seat, Action::EndAction);
    t.end_turn();
}

/// Worked example of the setup (EN 001 l. 120, NL 000 l. 348–352, DE 003 l. 116): on a full
/// market a first purchase of oil costs 1 and a first purchase of fruit costs 2 (D-3: the
/// first fruit costs 2).
#[test]
fn worked_example_first_purchase_oil_costs_1_and_fruit_costs_2() {
    let mut t = Table::new(3, 2);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let (oil, fruit) = (t.raw("oil"), t.raw("fruit"));
    assert_eq!(t.supply("fruit"), 5, "a full fruit market");
    t.choose(seat, Character::ShipOwner);
    let mut events = t.apply(seat, Action::BuyRaw { raw: oil });
    events.extend(t.apply(seat, Action::BuyRaw { raw: fruit }));
    assert_eq!(raw_deals(&events), [(true, 1), (true, 2)]);
    assert_eq!(t.money(seat), 15 - 3);
    t.check();
}

/// RULES D-3 scenario 1, in full: from a full oil market three oil bought cost 1, 2 and 3;
/// one sold (in a later action: never both ways in one) receives 3; the next buy costs 3.
#[test]
fn d3_scenario_1_full_oil_market_buy_three_sell_one_buy_again() {
    let mut t = Table::new(3, 2);
    t.play_to_planning();
    let a = t.to_act().unwrap();
    let oil = t.raw("oil");
    assert_eq!(t.supply("oil"), 7, "a full oil market");
    t.choose(a, Character::ShipOwner);
    let mut events = vec![];
    for _ in 0..3 {
        events.extend(t.apply(a, Action::BuyRaw { raw: oil }));
    }
    assert_eq!(raw_deals(&events), [(true, 1), (true, 2), (true, 3)]);
    assert!(
        !t.legal().contains(&Action::SellRaw { raw: oil }),
        "not in the same action"
    );
    end_ship_owner(&mut t, a);
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!(t.to_act(), Some(a));
    t.choose(a, Character::ShipOwner);
    let events = t.apply(a, Action::SellRaw { raw: oil });
    assert_eq!(raw_deals(&events), [(false, 3)]);
    end_ship_owner(&mut t, a);
    let b = t.to_act().unwrap();
    let cash = t.money(b);
    t.choose(b, Character::ShipOwner);
    let events = t.apply(b, Action::BuyRaw { raw: oil });
    assert_eq!(raw_deals(&events), [(true, 3)]);
    assert_eq!(t.money(a), 15 - 6 + 3);
    assert_eq!(t.money(b), cash - 3);
    t.check();
}

/// Worked example of the raw-material market (EN 001 l. 224–226, NL 000 l. 764–776, DE 003
/// l. 213–215): after a setup in which one fruit and one container were taken, a player buys a
/// container for 4 and sells fruit for 2.
#[test]
fn worked_example_raw_market_buy_a_container_for_4_sell_fruit_for_2() {
    let mut t = Table::new(2, 3);
    let (fruit, containers) = (t.raw("fruit"), t.raw("containers"));
    let s1 = t.pos("S1");
    let s2 = t.pos("S2");
    let hm = t.to_act().unwrap();
    t.apply(
        hm,
        Action::PlaceShip {
            start: s1,
            cargo: Some(fruit),
        },
    );
    let other = t.to_act().unwrap();
    t.apply(
        other,
        Action::PlaceShip {
            start: s2,
            cargo: Some(containers),
        },
    );
    assert_eq!(t.stage(), Stage::Plan);
    assert_eq!((t.supply("fruit"), t.supply("containers")), (4, 4));
    // The Harbour Master's fruit is back in stock (as after a delivery to a wrong harbour):
    // the market does not change.
    {
        let ship = t.ship_at("S1").unwrap();
        let p = &mut t.edit().state.public;
        p.fleet.ships[ship as usize].cargo = None;
        p.seats[hm as usize].stock[fruit as usize] = 1;
    }
    t.check();
    assert_eq!(t.to_act(), Some(hm));
    t.choose(hm, Character::ShipOwner);
    let mut events = t.apply(hm, Action::BuyRaw { raw: containers });
    events.extend(t.apply(hm, Action::SellRaw { raw: fruit }));
    assert_eq!(raw_deals(&events), [(true, 4), (false, 2)]);
    assert_eq!(t.money(hm), 15 - 4 + 2);
    t.check();
}

/// Worked example of the product market's setup (EN 001 l. 124–128, NL 000 l. 364–378, DE 003
/// l. 120): bread and cookies open at 5, clothes and shoes at 10; the other four likewise
/// (D-3: 5 on the 3–7 track, 10 on the 8–12 track).
#[test]
fn worked_example_product_market_opens_bread_and_cookies_at_5_clothes_and_shoes_at_10() {
    let t = Table::new(2, 1);
    for p in ["bread", "cookies", "gasoline", "plastic"] {
        assert_eq!(t.product_price(p), 5, "{p}");
    }
    for p in ["clothes", "shoes", "orange_juice", "jam"] {
        assert_eq!(t.product_price(p), 10, "{p}");
    }
}

/// Worked example of the Trader (EN 001 l. 343–353, NL 000 l. 1102–1142, DE 003 l. 310–316):
/// green wants the assignment jam + shoes and holds jam, two gasoline and 2 in cash. As the
/// Trader green sells the gasoline for 5 and 4 (cash 11) and buys shoes for 10 (cash 1);
/// gasoline is then at 3 and shoes at 11. In a later turn green's Shipping agent completes the
/// assignment, if no one else beat them to it.
#[test]
fn worked_example_trader_green_sells_two_gasoline_and_buys_shoes() {
    let mut t = Table::new(3, 5);
    t.play_to_planning();
    let green = t.to_act().unwrap();
    let (gasoline, shoes) = (t.product("gasoline"), t.product("shoes"));
    let assignment = t.mission(&["jam", "shoes"]);
    t.give_product(green, "jam");
    t.give_product(green, "gasoline");
    t.give_product(green, "gasoline");
    t.set_money(green, 2);
    t.show_assignment(assignment);
    t.check();
    assert!(
        !t.legal().contains(&Action::CompleteMission {
            mission: assignment,
            joker: None
        }),
        "no shoes yet"
    );
    t.choose(green, Character::Trader);
    let mut events = t.apply(green, Action::SellProduct { product: gasoline });
    events.extend(t.apply(green, Action::SellProduct { product: gasoline }));
    assert_eq!(t.money(green), 11);
    events.extend(t.apply(green, Action::BuyProduct { product: shoes }));
    let deals: Vec<(u8, u8)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::ProductSold { product, price, .. }
            | Event::ProductBought { product, price, .. } => Some((product, price)),
            _ => None,
        })
        .collect();
    assert_eq!(deals, [(gasoline, 5), (gasoline, 4), (shoes, 10)]);
    assert_eq!(t.money(green), 1);
    assert_eq!(t.product_price("gasoline"), 3);
    assert_eq!(t.product_price("shoes"), 11);
    t.apply(green, Action::EndAction);
    t.end_turn();
    t.quiet_turn();
    t.quiet_turn();
    assert_eq!(t.to_act(), Some(green));
    let events = t.apply(
        green,
        Action::CompleteMission {
            mission: assignment,
            joker: None,
        },
    );
    assert!(events.contains(&Event::MissionCompleted {
        seat: green,
        mission: assignment,
        joker: None,
        points: 7,
    }));
    assert_eq!(t.g().state.public.seats[green as usize].points, 7);
    t.check();
}

/// M-3.5: at most 3 transactions; a transaction is a (buy or sell, product) pair and further
/// cards of an open pair are the same transaction; never buy and sell one product.
#[test]
fn m3_5_trader_makes_at_most_three_transactions() {
    let mut t = Table::new(2, 5);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    for p in ["gasoline", "gasoline", "gasoline", "bread", "cookies"] {
        t.give_product(seat, p);
    }
    t.set_money(seat, 40);
    let [gasoline, bread, cookies, plastic, shoes] =
        ["gasoline", "bread", "cookies", "plastic", "shoes"].map(|p| t.product(p));
    t.choose(seat, Character::Trader);
    t.apply(seat, Action::SellProduct { product: gasoline });
    t.apply(seat, Action::SellProduct { product: gasoline });
    assert_eq!(t.g().state.public.trader.count, 1, "one transaction so far");
    t.apply(seat, Action::SellProduct { product: bread });
    t.apply(seat, Action::BuyProduct { product: plastic });
    assert_eq!(t.g().state.public.trader.count, 3);
    let legal = t.legal();
    // Open pairs go on; a fourth pair is refused.
    assert!(legal.contains(&Action::SellProduct { product: gasoline }));
    assert!(legal.contains(&Action::BuyProduct { product: plastic }));
    for refused in [
        Action::SellProduct { product: cookies },
        Action::BuyProduct { product: shoes },
        Action::BuyProduct { product: gasoline },
    ] {
        assert!(!legal.contains(&refused), "{refused:?}");
        let e = t.refuse(seat, refused);
        assert_eq!(illegal_rule(&e), "M-3.5");
    }
    t.apply(seat, Action::SellProduct { product: gasoline });
    t.apply(seat, Action::BuyProduct { product: plastic });
    assert_eq!(t.products_in_hand(seat, "plastic"), 2);
    assert_eq!(t.products_in_hand(seat, "gasoline"), 0);
    t.check();
}

/// M-3.5: a product bought is the matching card nearest the bottom of its harbour's pile; the
/// cards above keep their order and the face-up top does not change.
#[test]
fn m3_5_trader_takes_the_matching_card_nearest_the_bottom() {
    let mut t = Table::new(2, 5);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let (oj, jam) = (t.product("orange_juice"), t.product("jam"));
    let hi = t.pile_of("Merwehaven");
    // Bottom first: orange juice, jam, then the other orange juice, then the other jam.
    {
        let pile = &mut t.edit().state.hidden.product_piles[hi];
        let (n_oj, n_jam) = (
            pile.iter().filter(|&&c| c == oj).count(),
            pile.iter().filter(|&&c| c == jam).count(),
        );
        *pile = [oj, jam]
            .into_iter()
            .chain(std::iter::repeat_n(oj, n_oj - 1))
            .chain(std::iter::repeat_n(jam, n_jam - 1))
            .collect();
    }
    t.check();
    let before = t.g().state.hidden.product_piles[hi];
    t.choose(seat, Character::Trader);
    let events = t.apply(seat, Action::BuyProduct { product: jam });
    assert!(events.contains(&Event::ProductBought {
        seat,
        product: jam,
        price: 10
    }));
    let mut want = before;
    want.remove(1);
    assert_eq!(t.g().state.hidden.product_piles[hi], want);
    assert_eq!(t.view(Some(1 - seat)).piles.product_tops[hi], Some(jam));
    assert_eq!(
        t.g().state.public.seats[seat as usize].known_products[jam as usize],
        1,
        "a bought card is public (C-6)"
    );
    t.check();
}

/// M-3.5: buying a product whose pile holds none of it does nothing: no money, no price move,
/// no transaction used; the product is not offered again in this action.
#[test]
fn m3_5_an_unavailable_product_costs_nothing_and_uses_no_transaction() {
    let mut t = Table::new(2, 5);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let other = 1 - seat;
    let jam = t.product("jam");
    while t.g().state.hidden.product_piles[t.pile_of("Merwehaven")].contains(&jam) {
        t.give_product(other, "jam");
    }
    t.check();
    t.choose(seat, Character::Trader);
    let buy = Action::BuyProduct { product: jam };
    assert!(
        t.legal().contains(&buy),
        "offered: the pile's contents are hidden"
    );
    let events = t.apply(seat, buy);
    assert_eq!(events, [Event::ProductUnavailable { seat, product: jam }]);
    let p = &t.g().state.public;
    assert_eq!(p.trader.count, 0, "no transaction used");
    assert_eq!(t.money(seat), 15);
    assert_eq!(t.product_price("jam"), 10);
    assert_eq!(p.stage, Stage::Trader);
    assert!(
        !t.legal().contains(&buy),
        "not offered again in this action"
    );
    t.check();
}
