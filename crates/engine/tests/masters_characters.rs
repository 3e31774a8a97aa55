//! Masters of Trade: scenario tests per M- rule from hand-built positions, the rulebook's
//! worked examples included: the characters (M-3). The setup (M-1), the planning and shipping
//! cards (M-2) and the ship owner's purchases (M-3.1) are in `masters_setup_cards.rs`, the
//! markets in `masters_market.rs`, the auction, the cap and the score in `masters_rounds.rs`.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), then drives the
//! game with the checked `Game::apply`.

mod support;

use havenbaron_engine::masters::state::{Character, Stage};
use havenbaron_engine::{Action, Colour, Event};
use support::masters::*;

/// M-3.2: the Captain's bonus (1 from the owner and 1 from the bank) and the owner who cannot
/// pay (RULES scenario 4): an owner with 1 in cash has two oil ships that can enter Botlek on
/// a red call; the first processed (C3, the deeper: the owner steers it there) pays, the second
/// (B4) stays where it is (C-2.7).
#[test]
fn m3_2_captain_bonus_and_the_owner_who_cannot_pay() {
    let mut t = Table::new(2, 11);
    t.play_to_planning();
    let captain = t.to_act().unwrap();
    let rival = 1 - captain;
    let a = t.ship(rival, "C3", Some("oil"));
    let b = t.ship(rival, "B4", Some("oil"));
    t.set_money(rival, 1);
    let captain_money = t.money(captain);
    let bank = t.g().state.public.bank_paid;
    t.choose(captain, Character::Captain);
    let mut events = t.apply(captain, call(Colour::Red));
    // C3 has two red channels (Botlek, Eemhaven): its owner steers (C-2.4).
    assert_eq!(t.stage(), Stage::Fork);
    assert_eq!(t.to_act(), Some(rival));
    let botlek = t.pos("Botlek");
    events.extend(t.apply(rival, Action::SteerFork { to: botlek }));
    assert_eq!(t.stage(), Stage::Captain);
    assert_eq!(t.moves(&events), [mv(a, "C3", "Botlek")]);
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::CaptainBonus { .. }))
            .collect::<Vec<_>>(),
        [&Event::CaptainBonus {
            captain,
            payer: rival,
            ship: a
        }]
    );
    assert_eq!(t.at(b), "B4", "the second oil ship stays");
    assert_eq!(t.money(rival), 0);
    assert_eq!(t.money(captain), captain_money + 2);
    assert_eq!(t.g().state.public.bank_paid, bank + 1);
    t.check();
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
    let pile_before = t.g().state.hidden.product_piles[hi];
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

/// Worked example of the Captain (EN 001 l. 252–260, NL 000 l. 724–735 and 878–884, DE 003
/// l. 233–235): the yellow player plays the Captain and calls violet: yellow's own ship moves one
/// channel forward; blue's fruit ship lies before a violet channel into Merwehaven and enters
/// it; yellow receives 1 from blue and 1 from the bank. (Four seats; yellow is the seat to act,
/// blue the next; yellow's ship waits on A4, violet to B4; blue's on D1, violet to Merwehaven.)
#[test]
fn worked_example_captain_yellow_calls_violet() {
    let mut t = Table::new(4, 6);
    t.play_to_planning();
    let yellow = t.to_act().unwrap();
    let blue = (yellow + 1) % 4;
    let own = t.ship(yellow, "A4", Some("grain"));
    let blues = t.ship(blue, "D1", Some("fruit"));
    t.check();
    let (yellow_cash, blue_cash) = (t.money(yellow), t.money(blue));
    let bank = t.g().state.public.bank_paid;
    t.choose(yellow, Character::Captain);
    let events = t.apply(yellow, call(Colour::Violet));
    assert_eq!(
        t.moves(&events),
        [mv(own, "A4", "B4"), mv(blues, "D1", "Merwehaven")],
        "the Captain's ships first, then clockwise (C-2.2)"
    );
    assert!(events.contains(&Event::CaptainBonus {
        captain: yellow,
        payer: blue,
        ship: blues
    }));
    assert_eq!(t.money(blue), blue_cash - 1, "blue pays 1");
    assert_eq!(
        t.money(yellow),
        yellow_cash + 2,
        "1 from blue, 1 from the bank"
    );
    assert_eq!(t.g().state.public.bank_paid, bank + 1, "the bank pays 1");
    // The ship waits in Merwehaven for a Discharger.
    assert_eq!(t.ship_cargo(blues), Some(t.raw("fruit")));
    t.check();
}

/// M-3.2: the Captain's own ship entering its matching harbour earns no bonus, and a ship
/// with the wrong cargo enters without paying.
#[test]
fn m3_2_no_bonus_for_own_ships_or_wrong_cargo() {
    let mut t = Table::new(2, 6);
    t.play_to_planning();
    let captain = t.to_act().unwrap();
    let rival = 1 - captain;
    t.ship(captain, "D1", Some("fruit"));
    t.ship(rival, "C1", Some("oil"));
    t.set_money(rival, 0);
    let cash = (t.money(captain), t.money(rival));
    t.choose(captain, Character::Captain);
    let events = t.apply(captain, call(Colour::Violet));
    assert_eq!(t.moves(&events).len(), 2, "both enter: {events:?}");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::CaptainBonus { .. }))
    );
    assert_eq!((t.money(captain), t.money(rival)), cash);
}

/// Sets up the Discharger worked example: red (the seat to act), green and blue in a 3-player
/// game; red and green own the two factories in Botlek; blue's oil ship lies in Botlek.
fn discharger_example(discharger_is_green: bool) -> (Table, [u8; 3], usize) {
    let mut t = Table::new(3, 21);
    t.play_to_planning();
    let first = t.to_act().unwrap();
    // The seat to act is the Discharger: red in the book's example, or green in its variant.
    let (red, green) = if discharger_is_green {
        ((first + 1) % 3, first)
    } else {
        (first, (first + 1) % 3)
    };
    let blue = (first + 2) % 3;
    let hi = t.pile_of("Botlek");
    {
        let p = &mut t.edit().state.public;
        p.factories[hi][0] = Some(red);
        p.factories[hi][1] = Some(green);
        p.seats[red as usize].factories = 1;
        p.seats[green as usize].factories = 1;
    }
    t.ship(blue, "Botlek", Some("oil"));
    t.check();
    (t, [red, green, blue], hi)
}

/// Worked example of the Discharger (EN 001 l. 303–309, NL 000 l. 1032–1060, DE 003 l.
/// 270–272): red plays the Discharger and has the oil of blue's ship in Botlek processed in
/// red's own factory: blue receives the top product card, red the next one (face down).
#[test]
fn worked_example_discharger_red_processes_blues_oil_in_its_own_factory() {
    let (mut t, [red, green, blue], hi) = discharger_example(false);
    let pile = t.g().state.hidden.product_piles[hi];
    let n = pile.len();
    let (top, next, then) = (pile[n - 1], pile[n - 2], pile[n - 3]);
    t.choose(red, Character::Discharger);
    // Two factories: the Discharger names one, the next card face down meanwhile.
    assert_eq!(t.stage(), Stage::Factory);
    assert_eq!(t.to_act(), Some(red));
    assert_eq!(
        t.legal(),
        [
            Action::ChooseFactory { site: 0 },
            Action::ChooseFactory { site: 1 }
        ]
    );
    assert_eq!(t.view(Some(green)).piles.product_tops[hi], None);
    let events = t.apply(red, Action::ChooseFactory { site: 0 });
    let h = &t.g().state.hidden;
    assert_eq!(
        h.hands[blue as usize].products[top as usize], 1,
        "blue: the top"
    );
    assert_eq!(
        h.hands[red as usize].products[next as usize], 1,
        "red: the next"
    );
    assert_eq!(h.hands[green as usize].product_count(), 0);
    assert!(events.contains(&Event::FactoryProduced {
        owner: red,
        harbour: t.pos("Botlek"),
        site: 0,
        product: Some(next)
    }));
    // The next card is turned up; red's card stays private (C-6).
    assert_eq!(t.view(Some(green)).piles.product_tops[hi], Some(then));
    let p = &t.g().state.public;
    assert_eq!(p.seats[blue as usize].known_products[top as usize], 1);
    assert_eq!(p.seats[red as usize].known_products, [0; 8]);
    assert_eq!(t.supply("oil"), 7, "the oil goes back to the market");
    t.check();
}

/// The Discharger worked example's last sentence (EN 001 l. 311, NL 000 l. 1056–1060, DE 003
/// l. 272): had green played the Discharger, green could
/// have had the oil processed in green's own factory and earned the card.
#[test]
fn worked_example_discharger_green_could_choose_its_own_factory() {
    let (mut t, [red, green, blue], hi) = discharger_example(true);
    let pile = t.g().state.hidden.product_piles[hi];
    let next = pile[pile.len() - 2];
    t.choose(green, Character::Discharger);
    assert_eq!(t.to_act(), Some(green));
    t.apply(green, Action::ChooseFactory { site: 1 });
    let h = &t.g().state.hidden;
    assert_eq!(h.hands[green as usize].products[next as usize], 1);
    assert_eq!(h.hands[red as usize].product_count(), 0);
    assert_eq!(h.hands[blue as usize].product_count(), 1);
    t.check();
}

/// Who took shipping cards, in order, and whether face up.
fn takers(events: &[Event]) -> Vec<(u8, bool)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::ShippingTaken { seat, face_up, .. } => Some((seat, face_up)),
            _ => None,
        })
        .collect()
}

/// M-3.3: the Deck hand takes one card, then every player from the Deck hand clockwise takes
/// one card per ship of theirs on an anchor, one player's cards in a row; the display is
/// refilled to 3 only after everyone has taken.
#[test]
fn m3_3_deck_hand_one_card_plus_one_per_anchored_ship_display_refilled_after_all() {
    let mut t = Table::new(3, 12);
    t.play_to_planning();
    let deck = t.to_act().unwrap();
    let (second, third) = ((deck + 1) % 3, (deck + 2) % 3);
    t.ship(deck, "A2", None);
    t.ship(third, "B3", None);
    t.ship(third, "D2", Some("grain"));
    t.ship(second, "B1", None); // not an anchor
    t.check();
    let display = t.g().state.public.shipping;
    let pile = t.g().state.hidden.shipping_pile.len();
    let mut events = t.choose(deck, Character::DeckHand);
    // The Deck hand: its own card and one for A2, both from the display.
    for _ in 0..2 {
        assert_eq!(t.to_act(), Some(deck));
        events.extend(t.apply(deck, Action::TakeShipping { display: Some(0) }));
    }
    // The second seat has no anchored ship: the third picks, from a display not yet refilled.
    assert_eq!(t.to_act(), Some(third));
    assert_eq!(t.g().state.public.shipping, display[2..]);
    events.extend(t.apply(third, Action::TakeShipping { display: Some(0) }));
    assert!(t.g().state.public.shipping.is_empty(), "still not refilled");
    assert_eq!(
        t.legal(),
        [Action::TakeShipping { display: None }],
        "only the pile is left"
    );
    events.extend(t.apply(third, Action::TakeShipping { display: None }));
    assert_eq!(
        takers(&events),
        [(deck, true), (deck, true), (third, true), (third, false)]
    );
    let p = &t.g().state.public;
    assert_eq!(p.shipping.len(), 3, "refilled after everyone");
    assert_eq!(t.g().state.hidden.shipping_pile.len(), pile - 4);
    assert_eq!(
        (
            t.shipping_count(deck),
            t.shipping_count(second),
            t.shipping_count(third)
        ),
        (2, 0, 2)
    );
    t.check();
}

/// M-3.3: hand limit 3: a player at the limit takes nothing more (the Deck hand included),
/// and one near it takes only up to it.
#[test]
fn m3_3_deck_hand_stops_at_the_hand_limit() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut t = Table::new(3, 12);
    t.play_to_planning();
    let deck = t.to_act().unwrap();
    let (second, third) = ((deck + 1) % 3, (deck + 2) % 3);
    t.ship(deck, "A2", None);
    t.ship(second, "B3", None);
    t.ship(second, "C1", None);
    t.ship(third, "D2", None);
    for _ in 0..3 {
        t.give_shipping(deck, NavCard::Setback);
    }
    for _ in 0..2 {
        t.give_shipping(second, NavCard::Storm);
    }
    t.check();
    let events = t.choose(deck, Character::DeckHand);
    assert!(takers(&events).is_empty(), "the Deck hand is full");
    assert_eq!(
        t.to_act(),
        Some(second),
        "skipped to the next with an anchor"
    );
    let events = t.apply(second, Action::TakeShipping { display: None });
    assert_eq!(takers(&events), [(second, false)]);
    assert_eq!(
        t.to_act(),
        Some(third),
        "the second is full after one of its two"
    );
    t.apply(third, Action::TakeShipping { display: Some(1) });
    assert_eq!(t.stage(), Stage::After);
    assert_eq!(
        (
            t.shipping_count(deck),
            t.shipping_count(second),
            t.shipping_count(third)
        ),
        (3, 3, 1)
    );
    t.check();
}

/// M-3.6: the Shipping agent completes one face-up assignment; the display is refilled to 3
/// from the pile while it lasts (then it stays short); the products go under their piles.
#[test]
fn m3_6_shipping_agent_refills_the_assignments_while_the_pile_lasts() {
    let mut t = Table::new(3, 14);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let m = t.mission(&["gasoline", "bread"]);
    t.show_assignment(m);
    t.give_product(seat, "gasoline");
    t.give_product(seat, "bread");
    let shown = t.g().state.public.assignments;
    let top = *t.g().state.hidden.assignment_pile.last().unwrap();
    let left = t.g().state.hidden.assignment_pile.len();
    t.check();
    let complete = |mission| Action::CompleteMission {
        mission,
        joker: None,
    };
    t.apply(seat, complete(m));
    let p = &t.g().state.public;
    assert_eq!(
        p.assignments,
        [shown[1], shown[2], top],
        "refilled from the pile's top"
    );
    assert_eq!(t.g().state.hidden.assignment_pile.len(), left - 1);
    assert_eq!(p.seats[seat as usize].completed, [m]);
    let h = &t.g().state.hidden;
    assert_eq!(
        h.product_piles[t.pile_of("Botlek")][0],
        t.product("gasoline")
    );
    assert_eq!(
        h.product_piles[t.pile_of("Vulcaanhaven")][0],
        t.product("bread")
    );
    t.end_turn();
    // The pile runs out (the other assignments were completed by the third seat, say): the
    // next completion leaves the display at 2.
    let next = t.to_act().unwrap();
    let third = (next + 1) % 3;
    {
        let s = &mut t.edit().state;
        let rest = std::mem::take(&mut s.hidden.assignment_pile);
        s.public.seats[third as usize].completed.extend(rest);
    }
    let m2 = t.g().state.public.assignments[0];
    for &p in &t.g().data.base.missions[m2 as usize].products.clone() {
        let name = t.g().data.base.products[p as usize].id.clone();
        t.give_product(next, &name);
    }
    t.check();
    t.apply(next, complete(m2));
    assert_eq!(
        t.g().state.public.assignments.len(),
        2,
        "the display stays short"
    );
    t.check();
}

/// Builds a factory for `seat` in `harbour` as soon as it may (M-2: once per round), the
/// seats to act meanwhile taking quiet turns; returns the price paid.
#[track_caller]
fn build_when_possible(t: &mut Table, seat: u8, harbour: &str) -> u8 {
    let choose = Action::ChooseCharacter {
        character: Character::Manufacturer,
    };
    loop {
        if t.to_act() == Some(seat) && t.legal().contains(&choose) {
            t.apply(seat, choose);
            let harbour = t.pos(harbour);
            let events = t.apply(seat, Action::BuildFactory { harbour });
            t.end_turn();
            return events
                .iter()
                .find_map(|e| match *e {
                    Event::FactoryBuilt { price, .. } => Some(price),
                    _ => None,
                })
                .expect("built");
        }
        t.quiet_turn();
    }
}

/// M-3.8 / D-3 layout `nl` (the default): Merwehaven's sites cost 10 (the rulebooks' first
/// price), 8, 6, 4 in turn; Botlek's 7, 5; a full harbour is not offered.
#[test]
fn m3_8_nl_layout_merwehaven_costs_10_8_6_4_and_botlek_7_5() {
    let mut t = Table::new(2, 8);
    t.play_to_planning();
    let a = t.to_act().unwrap();
    let b = 1 - a;
    t.set_money(a, 60);
    t.set_money(b, 60);
    let merwe: Vec<u8> = (0..4)
        .map(|_| build_when_possible(&mut t, a, "Merwehaven"))
        .collect();
    assert_eq!(merwe, [10, 8, 6, 4]);
    let botlek: Vec<u8> = (0..2)
        .map(|_| build_when_possible(&mut t, b, "Botlek"))
        .collect();
    assert_eq!(botlek, [7, 5]);
    // Botlek and Merwehaven are full: the next Manufacturer may build elsewhere only.
    let choose = Action::ChooseCharacter {
        character: Character::Manufacturer,
    };
    while !(t.to_act() == Some(b) && t.legal().contains(&choose)) {
        t.quiet_turn();
    }
    t.apply(b, choose);
    let (v, e) = (t.pos("Vulcaanhaven"), t.pos("Eemhaven"));
    assert_eq!(
        t.legal(),
        [
            Action::BuildFactory { harbour: v },
            Action::BuildFactory { harbour: e }
        ]
    );
    t.check();
}

/// M-3.8 / D-3 layout `en`: Botlek's four sites cost 7, 6, 5, 4 and Merwehaven's two 10, 8; a
/// player owns at most 4 factories: with 4, the Manufacturer is no longer open to them.
#[test]
fn m3_8_en_layout_prices_and_at_most_four_factories_each() {
    let mut t = Table::with(2, 8, &["factory_layout=en"]);
    t.play_to_planning();
    let a = t.to_act().unwrap();
    let b = 1 - a;
    t.set_money(a, 60);
    t.set_money(b, 60);
    let botlek: Vec<u8> = (0..4)
        .map(|_| build_when_possible(&mut t, a, "Botlek"))
        .collect();
    assert_eq!(botlek, [7, 6, 5, 4]);
    let merwe: Vec<u8> = (0..2)
        .map(|_| build_when_possible(&mut t, b, "Merwehaven"))
        .collect();
    assert_eq!(merwe, [10, 8]);
    assert_eq!(t.g().state.public.seats[a as usize].factories, 4);
    // Seat a, with 4 factories and cash enough, is never offered the Manufacturer again.
    let choose = Action::ChooseCharacter {
        character: Character::Manufacturer,
    };
    let round = t.g().state.public.round;
    while t.g().state.public.round < round + 2 {
        if t.to_act() == Some(a) {
            assert!(!t.legal().contains(&choose));
            let e = t.refuse(a, choose);
            assert_eq!(illegal_rule(&e), "M-2");
        }
        t.quiet_turn();
    }
    assert!(t.money(a) >= 4, "not for want of cash");
    t.check();
}

/// The rulebooks' example of the right harbour (EN 001 l. 246, NL 000 l. 700–706, DE 003 l.
/// 231): crude oil goes to Botlek, grain to Vulcaanhaven; a rival's ship entering there with
/// that cargo earns the Captain the bonus.
#[test]
fn worked_example_right_harbour_oil_to_botlek_grain_to_vulcaanhaven() {
    let mut t = Table::new(2, 6);
    t.play_to_planning();
    let captain = t.to_act().unwrap();
    let rival = 1 - captain;
    let oil = t.ship(rival, "B4", Some("oil"));
    let grain = t.ship(rival, "B1", Some("grain"));
    let cash = t.money(captain);
    t.choose(captain, Character::Captain);
    let mut events = t.apply(captain, call(Colour::Red));
    events.extend(t.apply(captain, call(Colour::Blue)));
    assert_eq!(
        t.moves(&events),
        [mv(oil, "B4", "Botlek"), mv(grain, "B1", "Vulcaanhaven")]
    );
    let paid: Vec<_> = events
        .iter()
        .filter_map(|e| match *e {
            Event::CaptainBonus { ship, .. } => Some(ship),
            _ => None,
        })
        .collect();
    assert_eq!(paid, [oil, grain]);
    assert_eq!(t.money(captain), cash + 4);
    t.check();
}

/// M-2 (the Deck hand's note, EN 001 l. 276–278): a shipping card received as the Deck hand
/// may be played at once, in the same turn, right after the action.
#[test]
fn m3_3_a_card_taken_as_deck_hand_may_be_played_at_once() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut t = Table::new(2, 12);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    let ship = t.ship(1 - seat, "A1", Some("grain"));
    // A Setback face up in the display's first place.
    {
        let s = &mut t.edit().state;
        let c = NavCard::Setback as u8;
        if s.public.shipping[0] != c {
            let at = s.hidden.shipping_pile.iter().position(|&x| x == c).unwrap();
            s.hidden.shipping_pile[at] = s.public.shipping[0];
            s.public.shipping[0] = c;
        }
    }
    t.check();
    t.choose(seat, Character::DeckHand);
    t.apply(seat, Action::TakeShipping { display: Some(0) });
    assert_eq!((t.stage(), t.to_act()), (Stage::After, Some(seat)));
    let play = Action::PlayCard {
        card: NavCard::Setback,
    };
    assert!(t.legal().contains(&play));
    t.apply(seat, play);
    t.apply(seat, Action::SelectShip { ship });
    assert_eq!(t.at(ship), "S1", "back one channel");
    t.check();
}
