//! Rotterdam scenario tests: trade and what trading makes known (C-6), one or more per rule
//! id (docs/RULES.md), from hand-built positions.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), sets the phase and
//! turn, then drives the game with the checked `Game::apply` and looks at the resulting state and
//! events. Rulings the engine took where docs/RULES.md leaves room are tested as implemented
//! (docs/RULINGS.md).

mod support;

use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::{Phase, Step};
use havenbaron_engine::{Action, Event, Game};
use support::rotterdam::*;

// ---------------------------------------------------------------------------------------------
// R-5 trade
// ---------------------------------------------------------------------------------------------

#[test]
fn r5_offer_composition() {
    let mut t = trade_table(3);
    t.give_product(0, "jam");
    t.give_product(0, "bread");
    t.give_product(0, "bread");
    t.give_product(1, "shoes");
    let (jam, bread, shoes) = (t.product("jam"), t.product("bread"), t.product("shoes"));
    // The slot: give a held card, ask for any product, or pass.
    let legal = t.legal();
    assert!(legal.contains(&Action::AddGive { product: jam }));
    assert!(legal.contains(&Action::AddGive { product: bread }));
    assert!(!legal.contains(&Action::AddGive { product: shoes }));
    assert_eq!(
        legal
            .iter()
            .filter(|a| matches!(a, Action::AddAsk { .. }))
            .count(),
        8
    );
    assert!(legal.contains(&Action::Pass));
    t.apply(0, Action::AddGive { product: bread });
    assert_eq!(t.g().state.public.step, Step::Compose);
    let legal = t.legal();
    // No send before something is asked; a held card may be added again; no asking for bread.
    assert!(!legal.iter().any(|a| matches!(a, Action::SendOffer { .. })));
    assert!(legal.contains(&Action::AddGive { product: bread }));
    assert!(!legal.contains(&Action::AddAsk { product: bread }));
    assert!(legal.contains(&Action::Withdraw));
    t.apply(0, Action::AddAsk { product: shoes });
    assert!(!t.legal().contains(&Action::AddGive { product: shoes }));
    let legal = t.legal();
    assert!(legal.contains(&Action::SendOffer { to: 1 }));
    assert!(legal.contains(&Action::SendOffer { to: 2 }));
    assert!(!legal.contains(&Action::SendOffer { to: 0 }));
    // At most 3 each way.
    t.apply(0, Action::AddGive { product: bread });
    t.apply(0, Action::AddGive { product: jam });
    assert!(
        !t.legal()
            .iter()
            .any(|a| matches!(a, Action::AddGive { .. }))
    );
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::AddAsk { product: shoes });
    assert!(!t.legal().iter().any(|a| matches!(a, Action::AddAsk { .. })));
    let e = t.refuse(0, Action::AddAsk { product: shoes });
    assert_eq!(illegal_rule(&e), "R-5");
    // Sent: a public event with the composition.
    let events = t.apply(0, Action::SendOffer { to: 1 });
    assert_eq!(
        events,
        vec![Event::OfferSent {
            from: 0,
            to: 1,
            give: vec![bread, bread, jam],
            ask: vec![shoes, shoes, shoes]
        }]
    );
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.g().state.public.step, Step::Respond);
    // Seat 1 holds one shoe, not three: it can only decline.
    assert_eq!(t.legal(), vec![Action::Decline]);
    let e = t.refuse(1, Action::Accept);
    assert_eq!(illegal_rule(&e), "R-5");
    let events = t.apply(1, Action::Decline);
    assert_eq!(events[0], Event::OfferDeclined { from: 0, to: 1 });
    assert_eq!(t.products_in_hand(0, "bread"), 2, "nothing changed hands");
    assert_eq!(t.to_act(), Some(1), "then seat 1's own slot");
    assert_eq!(t.g().state.public.seats[0].offers, 1);
}

#[test]
fn r5_accepted_trade_swaps_the_cards() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    t.give_product(1, "gasoline");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    t.apply(0, Action::AddGive { product: jam });
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::SendOffer { to: 1 });
    assert_eq!(t.legal(), vec![Action::Accept, Action::Decline]);
    let events = t.apply(1, Action::Accept);
    assert_eq!(events[0], Event::OfferAccepted { from: 0, to: 1 });
    assert_eq!(
        (
            t.products_in_hand(0, "jam"),
            t.products_in_hand(0, "shoes"),
            t.products_in_hand(1, "jam"),
            t.products_in_hand(1, "shoes"),
            t.products_in_hand(1, "gasoline"),
        ),
        (0, 1, 1, 0, 1)
    );
    assert!(t.g().state.public.offer.is_none());
}

/// the phase ends when every player has passed in a row; an offer answered breaks the run.
#[test]
fn r5_phase_ends_after_every_player_passes_in_a_row() {
    let mut t = trade_table(3);
    for s in 0..3 {
        t.give_product(s, "bread");
    }
    let bread = t.product("bread");
    let cookies = t.product("cookies");
    t.apply(0, Action::Pass);
    // Seat 1 offers to seat 2, who declines: the run of passes starts again.
    t.apply(1, Action::AddGive { product: bread });
    t.apply(1, Action::AddAsk { product: cookies });
    t.apply(1, Action::SendOffer { to: 2 });
    t.apply(2, Action::Decline);
    assert_eq!(t.g().state.public.trade_passes, 0);
    assert_eq!(t.to_act(), Some(2));
    t.apply(2, Action::Pass);
    t.apply(0, Action::Pass);
    assert_eq!(t.phase(), Phase::Trade, "two passes in a row of three");
    let events = t.apply(1, Action::Pass);
    assert!(phase_started(&events, 6));
    assert_ne!(t.phase(), Phase::Trade);
}

/// R-5 ruling: withdrawing ends the slot and counts as a pass.
#[test]
fn r5_withdraw_counts_as_a_pass() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    t.apply(
        0,
        Action::AddGive {
            product: t.product("jam"),
        },
    );
    let events = t.apply(0, Action::Withdraw);
    assert_eq!(events[0], Event::OfferWithdrawn { seat: 0 });
    assert!(t.g().state.public.offer.is_none());
    assert_eq!(t.g().state.public.trade_passes, 1);
    assert_eq!(t.to_act(), Some(1));
    assert_eq!(t.products_in_hand(0, "jam"), 1);
    let events = t.apply(1, Action::Pass);
    assert!(phase_started(&events, 6));
}

/// a player who has made 3 offers this phase passes automatically.
#[test]
fn r5_three_offers_at_most() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    for k in 1..=3 {
        assert_eq!(t.to_act(), Some(0), "offer {k}");
        t.apply(0, Action::AddGive { product: jam });
        t.apply(0, Action::AddAsk { product: shoes });
        t.apply(0, Action::SendOffer { to: 1 });
        t.apply(1, Action::Decline);
        assert_eq!(t.g().state.public.seats[0].offers, k);
        let events = t.apply(1, Action::Pass);
        if k < 3 {
            assert!(!phase_started(&events, 6));
        } else {
            // Seat 0 passes by itself, which completes the run of passes.
            assert!(events.contains(&Event::Passed { seat: 0 }));
            assert!(phase_started(&events, 6));
        }
    }
}

/// only product cards are traded, and a player without products and cards passes by
/// itself.
#[test]
fn r5_players_without_products_pass_by_themselves() {
    let mut t = Table::new(3, SEED);
    t.slot(Phase::Unload, 0, 2); // seat 2 is the last to unload
    t.give_product(1, "jam");
    t.give_nav(2, NavCard::Advantage);
    t.apply(2, Action::Continue);
    // Phase 5: seat 0 has nothing → passes; seat 1 decides.
    assert_eq!((t.to_act(), t.phase()), (Some(1), Phase::Trade));
    assert_eq!(t.g().state.public.trade_passes, 1);
}

// ---------------------------------------------------------------------------------------------
// C-6 what trading makes known
// ---------------------------------------------------------------------------------------------

/// C-6 / determinization: an offer being answered shows cards its offerer holds; a game
/// sampled from the addressee's view must keep them, so that accepting works there too.
#[test]
fn c6_determinized_offer_keeps_the_offered_cards() {
    for seed in 0..40 {
        let mut t = trade_table(2);
        t.give_product(0, "jam");
        t.give_product(0, "gasoline");
        t.give_product(1, "shoes");
        let (jam, shoes) = (t.product("jam"), t.product("shoes"));
        t.apply(0, Action::AddGive { product: jam });
        t.apply(0, Action::AddAsk { product: shoes });
        t.apply(0, Action::SendOffer { to: 1 });
        let view = t.game.view(Some(1));
        let mut sampled = Game::determinize(&view, &havenbaron_engine::DataSet::builtin(), seed);
        let Game::Rotterdam(g) = &sampled else {
            unreachable!()
        };
        assert!(
            g.state.hidden.hands[0].products[jam as usize] >= 1,
            "seed {seed}: the sampled offerer does not hold the jam it offers"
        );
        assert_eq!(
            sampled.legal_actions(),
            vec![Action::Accept, Action::Decline]
        );
        sampled.apply(1, &Action::Accept).unwrap();
    }
}

/// C-6: an accepted trade's contents are public; cards handed in for a mission leave the
/// known part of the hand.
#[test]
fn c6_accepted_trade_contents_are_known() {
    let mut t = trade_table(2);
    t.give_product(0, "jam");
    t.give_product(1, "shoes");
    let (jam, shoes) = (t.product("jam"), t.product("shoes"));
    t.apply(0, Action::AddGive { product: jam });
    t.apply(0, Action::AddAsk { product: shoes });
    t.apply(0, Action::SendOffer { to: 1 });
    t.apply(1, Action::Accept);
    let seats = &t.view(None).public.seats;
    assert_eq!(seats[0].known_products[shoes as usize], 1);
    assert_eq!(seats[1].known_products[jam as usize], 1);
    assert_eq!(seats[0].known_products[jam as usize], 0);

    // Seat 1 hands the jam in: it is no longer known to be in its hand.
    let m = t.mission(&["jam", "gasoline"]);
    t.set_missions(1, &[m]);
    t.give_product(1, "gasoline");
    t.slot(Phase::Missions, 1, 0);
    t.apply(
        1,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(t.view(None).public.seats[1].known_products, [0; 8]);
}

/// R-5 (revised 2026-11-26, C-6): an offer being composed is private to its author until it
/// is sent: nobody else's view shows it, the steps send nobody an event, and a withdrawn draft
/// is never seen; once sent, the offer is public.
#[test]
fn r5_a_draft_is_private_until_sent() {
    let mut t = trade_table(3);
    t.give_product(0, "jam");
    t.give_product(0, "bread");
    let (jam, bread, shoes) = (t.product("jam"), t.product("bread"), t.product("shoes"));
    let others_see_nothing = |t: &Table| {
        for viewer in [None, Some(1), Some(2)] {
            let view = t.view(viewer);
            assert!(view.draft.is_none(), "{viewer:?} sees the draft");
            assert!(view.public.offer.is_none(), "{viewer:?} sees an offer");
        }
    };
    assert!(t.apply(0, Action::AddGive { product: jam }).is_empty());
    assert!(t.apply(0, Action::AddAsk { product: shoes }).is_empty());
    others_see_nothing(&t);
    let own = t.view(Some(0)).draft.expect("the author sees its draft");
    assert_eq!((own.give[jam as usize], own.ask[shoes as usize]), (1, 1));
    // Withdrawn: the others only learn that seat 0 withdrew.
    t.give_product(1, "shoes");
    let events = t.apply(0, Action::Withdraw);
    assert_eq!(events, vec![Event::OfferWithdrawn { seat: 0 }]);
    assert_eq!(t.to_act(), Some(1));
    others_see_nothing(&t);
    assert!(t.view(Some(0)).draft.is_none());

    // Composed in private, then sent in public.
    let mut t = trade_table(3);
    t.give_product(0, "bread");
    t.apply(0, Action::AddGive { product: bread });
    t.apply(0, Action::AddAsk { product: shoes });
    others_see_nothing(&t);
    let events = t.apply(0, Action::SendOffer { to: 2 });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::OfferSent { from: 0, to: 2, give, ask } if *give == vec![bread] && *ask == vec![shoes]
    )));
    for viewer in [None, Some(1), Some(2)] {
        assert_eq!(
            t.view(viewer).public.offer.as_ref().map(|o| o.to),
            Some(Some(2))
        );
    }
}
