//! Masters of Trade: the round around the characters — the Harbour Master auction (M-5), the
//! safety cap (C-7) and the end and score with its tie-breaks (M-4) — from hand-built
//! positions, played through the checked `Game::apply`.

mod support;

use std::collections::{BTreeSet, HashSet, VecDeque};

use havenbaron_engine::masters::state::Stage;
use havenbaron_engine::{Action, Config, Event, Game, Ruleset, Seat};
use support::masters::*;

/// How `seat` can reach a placed bid in its auction slot: every legal decision of its own is
/// explored (the bid may be composed in several steps); for each amount that ends up placed
/// (a `BidMade` event), the shortest list of decisions.
fn bid_paths(game: &Game, seat: Seat) -> Vec<(u16, Vec<Action>)> {
    let mut seen = HashSet::new();
    let mut found: Vec<(u16, Vec<Action>)> = vec![];
    let mut queue = VecDeque::from([(game.clone(), vec![])]);
    while let Some((g, path)) = queue.pop_front() {
        if !seen.insert(g.state_hash()) {
            continue;
        }
        for a in g.legal_actions() {
            let mut next = g.clone();
            let events = next.apply(seat, &a).expect("legal");
            let mut path = path.clone();
            path.push(a);
            let placed = events.iter().find_map(|e| match *e {
                Event::BidMade { seat: s, amount } if s == seat => Some(amount),
                _ => None,
            });
            if let Some(amount) = placed {
                if !found.iter().any(|(x, _)| *x == amount) {
                    found.push((amount, path));
                }
            } else if next.to_act() == Some(seat)
                && !events.contains(&Event::Passed { seat })
                && Masters::game(&next).state.public.stage == Stage::Auction
            {
                queue.push_back((next, path));
            }
        }
    }
    found.sort_by_key(|(amount, _)| *amount);
    found
}

/// The amounts `seat` can bid now.
fn placeable(t: &Table, seat: Seat) -> BTreeSet<u16> {
    bid_paths(&t.game, seat)
        .into_iter()
        .map(|(a, _)| a)
        .collect()
}

/// The seat to act places a bid of `amount`, composed as the legal decisions allow.
#[track_caller]
fn bid(t: &mut Table, amount: u16) -> Vec<Event> {
    let seat = t.to_act().unwrap();
    let (_, path) = bid_paths(&t.game, seat)
        .into_iter()
        .find(|(a, _)| *a == amount)
        .unwrap_or_else(|| panic!("seat {seat} cannot bid {amount}"));
    let mut events = vec![];
    for a in path {
        events.extend(t.apply(seat, a));
    }
    events
}

/// Plays the setup with passes (M-1), up to the first auction.
fn to_auction(t: &mut Table) {
    while t.stage() == Stage::Setup {
        let seat = t.to_act().unwrap();
        t.apply(seat, Action::Pass);
    }
    assert_eq!(t.stage(), Stage::Auction);
}

/// M-5 (revised 2026-11-26): a bid may be any amount strictly above the high bid, up to the
/// bidder's cash; no cap on a raise. With 15 in cash and no bid yet: 1 to 15, nothing more; after
/// a bid of 3, a bidder with 11 may bid 4 to 11.
#[test]
fn m5_a_bid_may_be_any_amount_above_the_high_bid_up_to_the_cash() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    let first = t.to_act().unwrap();
    assert_eq!(t.money(first), 15);
    assert_eq!(placeable(&t, first), (1..=15).collect());
    bid(&mut t, 3);
    let second = t.to_act().unwrap();
    t.set_money(second, 11);
    assert_eq!(placeable(&t, second), (4..=11).collect());
    // A bid of 11 (the high bid + 8) is placed.
    let events = bid(&mut t, 11);
    assert!(events.contains(&Event::BidMade {
        seat: second,
        amount: 11
    }));
    let third = t.to_act().unwrap();
    t.apply(third, Action::Pass);
    let p = &t.g().state.public;
    assert_eq!((p.stage, p.hm), (Stage::Plan, second));
    assert_eq!(t.money(second), 0, "the winner pays the whole bid");
    assert_eq!(t.money(first), 15, "an outbid bidder pays nothing");
    t.check();
}

/// M-5: one orbit of bids that starts left of the Harbour Master and ends with them; the
/// highest bidder pays the bank and becomes Harbour Master.
#[test]
fn m5_the_orbit_starts_left_of_the_harbour_master_and_ends_with_them() {
    let mut t = Table::with(4, 7, &["auction"]);
    to_auction(&mut t);
    let hm = t.g().state.public.hm;
    let mut order = vec![];
    for k in 0..4u8 {
        let seat = t.to_act().unwrap();
        order.push(seat);
        // The first bids 2, the second outbids with 5, the others pass.
        let events = match k {
            0 => bid(&mut t, 2),
            1 => bid(&mut t, 5),
            _ => t.apply(seat, Action::Pass),
        };
        assert!(!events.is_empty());
    }
    assert_eq!(order, [1, 2, 3, 0].map(|k| (hm + k) % 4));
    let winner = order[1];
    let bank = t.g().state.public.bank_paid;
    let p = &t.g().state.public;
    assert_eq!((p.stage, p.hm), (Stage::Plan, winner));
    assert_eq!(t.money(winner), 10);
    assert_eq!(bank, -5, "the bank received the winning bid");
    assert_eq!(
        t.to_act(),
        Some(winner),
        "the new Harbour Master places first"
    );
    t.check();
}

/// M-5: each bid is strictly higher than the high bid: an equal or lower bid is refused and
/// cannot be composed.
#[test]
fn m5_a_bid_must_beat_the_high_bid() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    bid(&mut t, 6);
    let second = t.to_act().unwrap();
    let bids = placeable(&t, second);
    assert_eq!(bids.first(), Some(&7));
    for amount in [1, 5, 6] {
        assert!(!bids.contains(&amount));
        let e = t.refuse(second, Action::Bid { amount });
        assert_eq!(illegal_rule(&e), "M-5");
    }
}

/// M-5: a bidder whose cash does not exceed the high bid cannot outbid it and passes
/// automatically.
#[test]
fn m5_a_bidder_who_cannot_outbid_passes_automatically() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    let first = t.to_act().unwrap();
    let (second, third) = ((first + 1) % 3, (first + 2) % 3);
    t.set_money(second, 8);
    let events = bid(&mut t, 8);
    assert!(
        events.contains(&Event::Passed { seat: second }),
        "{events:?}"
    );
    assert_eq!(t.to_act(), Some(third));
}

/// M-5: with no bid in round 1 the pawn stays with the Harbour Master drawn by lot; with no
/// bid in a later round it passes left as usual.
#[test]
fn m5_without_bids_the_pawn_stays_in_round_1_and_passes_left_later() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    let lot = t.g().state.public.hm;
    for _ in 0..3 {
        let s = t.to_act().unwrap();
        t.apply(s, Action::Pass);
    }
    assert_eq!(t.g().state.public.hm, lot, "round 1: the HM drawn by lot");
    assert_eq!(t.to_act(), Some(lot));
    while t.stage() != Stage::Auction {
        t.quiet_turn();
    }
    assert_eq!(t.g().state.public.round, 2);
    assert_eq!(
        t.g().state.public.hm,
        lot,
        "the pawn moves only after the auction"
    );
    for _ in 0..3 {
        let s = t.to_act().unwrap();
        t.apply(s, Action::Pass);
    }
    let p = &t.g().state.public;
    assert_eq!(
        (p.stage, p.hm),
        (Stage::Plan, (lot + 1) % 3),
        "round 2: passed left"
    );
    t.check();
}

/// M-5: the auction comes before every round, round 1 included; the winner of a later
/// auction becomes Harbour Master instead of the player to the left.
#[test]
fn m5_a_later_auction_overrides_the_pawn_passing_left() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    for _ in 0..3 {
        let s = t.to_act().unwrap();
        t.apply(s, Action::Pass);
    }
    let lot = t.g().state.public.hm;
    while t.stage() != Stage::Auction {
        t.quiet_turn();
    }
    // Round 2's orbit starts left of the (unchanged) HM; the HM itself bids last and wins.
    assert_eq!(t.to_act(), Some((lot + 1) % 3));
    for _ in 0..2 {
        let s = t.to_act().unwrap();
        t.apply(s, Action::Pass);
    }
    assert_eq!(t.to_act(), Some(lot));
    bid(&mut t, 1);
    let p = &t.g().state.public;
    assert_eq!((p.stage, p.hm), (Stage::Plan, lot));
}

/// C-5 / C-6: the bid being composed is private to the bidder: the others' views do not show
/// it, and no event tells them; once placed it is public.
#[test]
fn m5_a_bid_being_composed_is_private_until_placed() {
    let mut t = Table::with(3, 4, &["auction"]);
    to_auction(&mut t);
    let first = t.to_act().unwrap();
    let other = (first + 1) % 3;
    let before = serde_json::to_string(&t.view(Some(other))).unwrap();
    // Compose 12 but do not place it yet: every step but the last.
    let (_, path) = bid_paths(&t.game, first)
        .into_iter()
        .find(|(a, _)| *a == 12)
        .unwrap();
    assert!(path.len() > 1, "12 takes several steps: {path:?}");
    for a in &path[..path.len() - 1] {
        let events = t.apply(first, *a);
        assert!(events.is_empty(), "composing tells nobody: {events:?}");
    }
    let after = serde_json::to_string(&t.view(Some(other))).unwrap();
    assert_eq!(
        before, after,
        "another seat's view does not change while composing"
    );
    let own = serde_json::to_value(t.view(Some(first))).unwrap();
    assert_eq!(own["bid"], 12, "the bidder sees their draft");
    let spectator = serde_json::to_value(t.view(None)).unwrap();
    assert!(spectator["bid"].is_null());
    let last = *path.last().unwrap();
    assert_eq!(last, Action::Bid { amount: 12 });
    let events = t.apply(first, last);
    assert!(events.contains(&Event::BidMade {
        seat: first,
        amount: 12
    }));
    // Passing after composing places nothing: the next bidder composes from 13.
    let second = t.to_act().unwrap();
    let (_, path) = bid_paths(&t.game, second)
        .into_iter()
        .find(|(a, _)| *a == 14)
        .unwrap();
    t.apply(second, path[0]);
    t.apply(second, Action::Pass);
    assert_eq!(t.g().state.public.auction.high, 12);
    let third = t.to_act().unwrap();
    assert_eq!(placeable(&t, third).first(), Some(&13));
}

/// C-7: Masters has a safety cap in rounds; at the cap the game ends, is scored normally and
/// the outcome says so.
#[test]
fn c7_the_round_cap_ends_a_masters_game_scored_normally() {
    let mut config = Config::new(Ruleset::Masters, 2, 5);
    config.round_cap = Some(2);
    let mut t = Table::from_config(&config);
    t.play_to_planning();
    let seat = t.to_act().unwrap();
    t.give_product(seat, "jam");
    t.play_out();
    let p = &t.g().state.public;
    assert_eq!((p.stage, p.round), (Stage::Ended, 2));
    assert!(
        p.seats.iter().all(|s| s.points < 15),
        "no one reached the end"
    );
    let outcome = t.game.outcome().expect("scored");
    assert!(outcome.capped, "the outcome says the cap ended it");
    assert_eq!(outcome.rounds, 2);
    let me = outcome.scores.iter().find(|s| s.seat == seat).unwrap();
    assert!(me.products >= 3, "scored normally: the jam counts");
    t.check();
}

/// The default cap is 60 rounds (C-7).
#[test]
fn c7_the_default_cap_is_60_rounds() {
    let t = Table::new(3, 1);
    assert_eq!(t.g().state.public.round_cap, 60);
}

/// M-4 tie-breaks, built on purpose at the end of a game: equal totals go to the most
/// assignment points, then the most cash; else the place is shared.
#[test]
fn m4_ties_go_to_assignment_points_then_cash_else_shared() {
    let mut config = Config::new(Ruleset::Masters, 3, 5);
    config.round_cap = Some(1);
    let mut t = Table::from_config(&config);
    t.play_to_planning();
    t.play_out();
    assert_eq!(t.stage(), Stage::Ended);
    // Start every seat from nothing: no shipping cards (to the discards), no products.
    {
        let s = &mut t.edit().state;
        for seat in 0..3 {
            let sp = &mut s.public.seats[seat];
            for c in 0..s.public.nav_discard.len() {
                s.public.nav_discard[c] += s.hidden.hands[seat].nav[c] + sp.table[c];
            }
            s.hidden.hands[seat].nav = Default::default();
            sp.table = Default::default();
            sp.known_cards = Default::default();
        }
    }
    let ranks = |t: &Table| -> Vec<(i32, u8)> {
        let o = t.game.outcome().unwrap();
        (0..3)
            .map(|s| {
                let x = o.scores.iter().find(|x| x.seat == s).unwrap();
                (x.total, x.rank)
            })
            .collect()
    };
    let set = |t: &mut Table, seat: Seat, points: u16, money: i32| {
        t.edit().state.public.seats[seat as usize].points = points;
        t.set_money(seat, money);
    };
    let clear_products = |t: &mut Table| {
        for seat in 0..3u8 {
            let hand = t.g().state.hidden.hands[seat as usize].products;
            for (p, &n) in hand.iter().enumerate() {
                for _ in 0..n {
                    let base = t.g().data.base.clone();
                    let h = base.products[p].harbour;
                    let hi = base.harbour_index[h as usize].unwrap() as usize;
                    let s = &mut t.edit().state;
                    s.hidden.hands[seat as usize].products[p] -= 1;
                    s.public.seats[seat as usize].known_products[p] = 0;
                    s.hidden.product_piles[hi].insert(0, p as u8);
                }
            }
        }
    };
    clear_products(&mut t);
    // The game was stopped by a cap of 1 round; score it as a game ended by its rules (a
    // capped game names no winner, C-7).
    t.edit().state.public.capped = false;
    // 6 each: seat 0 all from assignments, seat 1 3 + jam (3), seat 2 6 + more cash than 0.
    set(&mut t, 0, 6, 5);
    set(&mut t, 1, 3, 9);
    t.give_product(1, "jam");
    set(&mut t, 2, 6, 7);
    assert_eq!(ranks(&t), vec![(6, 2), (6, 3), (6, 1)]);
    // Same points and cash: shared first place.
    set(&mut t, 0, 6, 7);
    assert_eq!(ranks(&t), vec![(6, 1), (6, 3), (6, 1)]);
    assert_eq!(t.game.outcome().unwrap().winners, vec![0, 2]);
    // More assignment points beat more cash.
    set(&mut t, 1, 3, 40);
    set(&mut t, 0, 6, 1);
    assert_eq!(ranks(&t)[0].1, 2);
    assert_eq!(ranks(&t)[1].1, 3);
    t.check();
}
