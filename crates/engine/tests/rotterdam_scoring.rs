//! Rotterdam scenario tests: missions and the Joker (R-3 phase 6), the end and the score, the
//! round cap (C-7), one or more per rule id (docs/RULES.md), from hand-built positions.
//!
//! Each test builds a position on a `Table` (the shared harness in `support/`), sets the phase and
//! turn, then drives the game with the checked `Game::apply` and looks at the resulting state and
//! events. Rulings the engine took where docs/RULES.md leaves room are tested as implemented
//! (docs/RULINGS.md).

mod support;

use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::rotterdam::state::Phase;
use havenbaron_engine::{Action, Config, Event, Game, RuleError, Ruleset, Seat};
use support::rotterdam::*;

// ---------------------------------------------------------------------------------------------
// R-3 phase 6: missions, Joker
// ---------------------------------------------------------------------------------------------

#[test]
fn r3_phase_6_complete_a_mission() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["gasoline", "bread", "orange_juice"]);
    let pair = t.mission(&["plastic", "jam"]);
    t.set_missions(0, &[m, pair]);
    for p in ["gasoline", "bread", "orange_juice", "jam"] {
        t.give_product(0, p);
    }
    // Only the covered mission is offered (no Joker in hand).
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: None
            },
            Action::Pass
        ]
    );
    let pile_top = *t.g().state.hidden.mission_pile.last().unwrap();
    let botlek = t.pile_of("Botlek");
    let events = t.apply(
        0,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    let points = t.g().data.missions[m as usize].points as u16;
    assert_eq!(points, 6, "D-2: 1 + 1 + 2 + (3 harbours - 1)");
    assert_eq!(
        events[..2],
        [
            Event::MissionCompleted {
                seat: 0,
                mission: m,
                joker: None,
                points
            },
            Event::MissionDrawn {
                seat: 0,
                mission: Some(pile_top)
            }
        ]
    );
    let g = t.g();
    assert_eq!(g.state.public.seats[0].completed, vec![m]);
    assert_eq!(g.state.public.seats[0].mission_points, points);
    assert_eq!(g.state.hidden.hands[0].missions, vec![pair, pile_top]);
    assert_eq!(g.state.hidden.hands[0].product_count(), 1, "the jam stays");
    // The products went under their piles.
    assert_eq!(
        g.state.hidden.product_piles[botlek][0],
        t.product("gasoline")
    );
    // The drawn mission is hidden from others.
    assert_eq!(
        events[1].redacted_for(Some(1)),
        Event::MissionDrawn {
            seat: 0,
            mission: None
        }
    );
}

/// R-3 phase 6: one mission per slot.
#[test]
fn r3_phase_6_one_mission_per_slot() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let a = t.mission(&["gasoline", "bread"]);
    let b = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[a, b]);
    for p in ["gasoline", "bread", "jam", "shoes"] {
        t.give_product(0, p);
    }
    t.apply(
        0,
        Action::CompleteMission {
            mission: a,
            joker: None,
        },
    );
    assert_ne!(t.to_act(), Some(0));
}

/// Joker (R-3 phase 6 ruling): stands in for one product; at most one per mission.
#[test]
fn r3_joker_at_most_one_per_mission() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["gasoline", "bread", "orange_juice"]);
    t.set_missions(0, &[m]);
    t.give_nav(0, NavCard::Joker);
    t.give_nav(0, NavCard::Joker);
    // Two products missing: two Jokers do not help.
    t.give_product(0, "gasoline");
    assert_eq!(t.legal(), vec![Action::Pass]);
    // One missing: the Joker stands in for exactly that one.
    t.give_product(0, "bread");
    let oj = t.product("orange_juice");
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: Some(oj)
            },
            Action::Pass
        ]
    );
    let e = t.refuse(
        0,
        Action::CompleteMission {
            mission: m,
            joker: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.6");
    t.apply(
        0,
        Action::CompleteMission {
            mission: m,
            joker: Some(oj),
        },
    );
    assert_eq!(t.nav_in_hand(0, NavCard::Joker), 1);
    assert_eq!(t.g().state.public.nav_discard[NavCard::Joker as usize], 1);
    assert_eq!(t.g().state.hidden.hands[0].product_count(), 0);
    assert_eq!(t.g().state.public.seats[0].completed, vec![m]);
}

/// Joker: with everything in hand, the Joker may still stand in for any one product.
#[test]
fn r3_joker_options_with_a_full_hand() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let m = t.mission(&["jam", "jam"]);
    t.set_missions(0, &[m]);
    t.give_nav(0, NavCard::Joker);
    t.give_product(0, "jam");
    let jam = t.product("jam");
    // One jam + the Joker for the other; listed once though jam appears twice.
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: Some(jam)
            },
            Action::Pass
        ]
    );
    t.give_product(0, "jam");
    assert_eq!(
        t.legal(),
        vec![
            Action::CompleteMission {
                mission: m,
                joker: None
            },
            Action::CompleteMission {
                mission: m,
                joker: Some(jam)
            },
            Action::Pass
        ]
    );
}

#[test]
fn r3_phase_6_refuses_a_mission_not_in_hand() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 0);
    let mine = t.mission(&["gasoline", "bread"]);
    let theirs = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[mine]);
    t.set_missions(1, &[theirs]);
    for p in ["gasoline", "bread", "jam", "shoes"] {
        t.give_product(0, p);
    }
    let e = t.refuse(
        0,
        Action::CompleteMission {
            mission: theirs,
            joker: None,
        },
    );
    assert_eq!(illegal_rule(&e), "R-3.6");
}

// ---------------------------------------------------------------------------------------------
// R-7 end and score
// ---------------------------------------------------------------------------------------------

/// reaching 12 mission points in phase 6 lets the later players in that phase complete
/// theirs; the game ends after phase 6.
#[test]
fn r7_end_after_phase_6_of_the_round() {
    let mut t = Table::new(3, SEED);
    t.slot(Phase::Missions, 0, 0);
    let a = t.mission(&["gasoline", "bread"]);
    let b = t.mission(&["jam", "shoes"]);
    t.set_missions(0, &[a]);
    t.set_missions(1, &[b]);
    for p in ["gasoline", "bread"] {
        t.give_product(0, p);
    }
    for p in ["jam", "shoes"] {
        t.give_product(1, p);
    }
    t.edit().state.public.seats[0].mission_points = 10;
    let events = t.apply(
        0,
        Action::CompleteMission {
            mission: a,
            joker: None,
        },
    );
    assert!(t.g().state.public.seats[0].mission_points >= 12);
    assert!(!events.iter().any(|e| matches!(e, Event::GameEnded { .. })));
    assert_eq!(t.to_act(), Some(1), "a later player still completes");
    let events = t.apply(
        1,
        Action::CompleteMission {
            mission: b,
            joker: None,
        },
    );
    assert!(!events.iter().any(|e| matches!(e, Event::GameEnded { .. })));
    assert_eq!(
        t.to_act(),
        Some(2),
        "the last seat has its phase-6 slot too"
    );
    let events = t.apply(2, Action::Pass);
    assert!(events.contains(&Event::Passed { seat: 2 }));
    assert_eq!(events.last(), Some(&Event::GameEnded { capped: false }));
    assert!(t.game.is_over());
    assert_eq!(t.to_act(), None);
    assert!(t.legal().is_empty());
    assert_eq!(t.refuse(2, Action::Pass), RuleError::GameOver);
    let outcome = t.game.outcome().unwrap();
    assert!(!outcome.capped);
    assert_eq!(outcome.rounds, 1);
    assert!(outcome.scores[1].missions > 0);
}

/// below 12 the game goes on to the next round.
#[test]
fn r7_below_twelve_the_game_goes_on() {
    let mut t = Table::new(2, SEED);
    t.slot(Phase::Missions, 0, 1);
    t.edit().state.public.seats[0].mission_points = 11;
    t.give_nav(1, NavCard::Advantage);
    let events = t.apply(1, Action::Pass);
    assert!(!t.game.is_over());
    assert!(events.contains(&Event::RoundStarted {
        round: 2,
        harbour_master: 1
    }));
}

/// R-7 scoring and both tie-breaks: most mission points, then most product cards, else shared.
#[test]
fn r7_score_and_tie_breaks() {
    // Equal totals (10); seat 0 has more mission points.
    let mut t = ended(2);
    t.edit().state.public.seats[0].mission_points = 10;
    t.edit().state.public.seats[1].mission_points = 8;
    t.give_product(1, "orange_juice"); // 2 points
    let o = t.game.outcome().unwrap();
    assert_eq!(
        o.scores.iter().map(|s| s.total).collect::<Vec<_>>(),
        vec![10, 10]
    );
    assert_eq!(
        o.scores.iter().map(|s| s.rank).collect::<Vec<_>>(),
        vec![1, 2]
    );
    assert_eq!(o.winners, vec![0]);

    // Equal totals (11) and mission points (8); seat 1 has more product cards.
    let mut t = ended(2);
    t.edit().state.public.seats[0].mission_points = 8;
    t.edit().state.public.seats[1].mission_points = 8;
    t.give_product(0, "jam"); // 3 points, 1 card
    t.give_product(1, "gasoline"); // 1 + 1 points, 2 cards, and a laid Advantage (1 VP)
    t.give_product(1, "bread");
    t.edit().state.public.seats[1].table[NavCard::Advantage as usize] = 1;
    let o = t.game.outcome().unwrap();
    let s = &o.scores;
    assert_eq!((s[0].total, s[1].total), (11, 11));
    assert_eq!((s[0].products, s[1].products, s[1].cards), (3, 2, 1));
    assert_eq!((s[0].product_cards, s[1].product_cards), (1, 2));
    assert_eq!((s[0].rank, s[1].rank), (2, 1));
    assert_eq!(o.winners, vec![1]);

    // All equal: a shared rank.
    let mut t = ended(3);
    for seat in 0..2 {
        t.edit().state.public.seats[seat].mission_points = 8;
        t.give_product(seat as Seat, "jam");
    }
    t.edit().state.public.seats[2].mission_points = 9;
    let o = t.game.outcome().unwrap();
    assert_eq!(
        o.scores.iter().map(|s| s.rank).collect::<Vec<_>>(),
        vec![1, 1, 3]
    );
    assert_eq!(o.winners, vec![0, 1]);
}

/// Puts a mission among `seat`'s completed ones, as if done in an earlier round: out of the pile
/// and every hand, its points counted (so the conformance invariants still hold).
fn done_before(t: &mut Table, seat: Seat, products: &[&str]) {
    let m = t.mission(products);
    let points = t.g().data.missions[m as usize].points as u16;
    let st = &mut t.edit().state;
    st.hidden.mission_pile.retain(|&x| x != m);
    for hand in st.hidden.hands.iter_mut() {
        hand.missions.retain(|&x| x != m);
    }
    let sp = &mut st.public.seats[seat as usize];
    sp.completed.push(m);
    sp.mission_points += points;
}

/// R-7 ties built on purpose and played to the end: in the last phase 6 all four players finish
/// on 14 points. Seat 0 has 14 mission points and wins on the first tie-break; seats 2 and 3
/// have 12 mission points and two product cards each, so they share second place; seat 1 has 12
/// mission points but one product card and comes last on the second tie-break.
#[test]
fn r7_tie_breaks_in_a_game_played_to_its_end() {
    let mut t = Table::new(4, SEED);
    t.slot(Phase::Missions, 0, 0);
    // (done before, completed now, kept in hand): mission points and product points.
    let plan: [(&[&str], &[&str], &[&str]); 4] = [
        // 6 + 8 = 14 mission points, no product.
        (
            &["plastic", "jam"],
            &["gasoline", "orange_juice", "shoes"],
            &[],
        ),
        // 3 + 9 = 12, one orange juice (2 points, 1 card).
        (
            &["bread", "cookies"],
            &["plastic", "cookies", "jam"],
            &["orange_juice"],
        ),
        // 3 + 9 = 12, two gasoline (2 points, 2 cards).
        (
            &["gasoline", "plastic"],
            &["plastic", "jam", "clothes"],
            &["gasoline", "gasoline"],
        ),
        // 5 + 7 = 12, two bread (2 points, 2 cards).
        (
            &["orange_juice", "jam"],
            &["gasoline", "cookies", "clothes"],
            &["bread", "bread"],
        ),
    ];
    let mut now = Vec::new();
    for (seat, (before, mission, kept)) in plan.iter().enumerate() {
        let seat = seat as Seat;
        done_before(&mut t, seat, before);
        let m = t.mission(mission);
        t.set_missions(seat, &[m]);
        for p in mission.iter().chain(kept.iter()) {
            t.give_product(seat, p);
        }
        now.push(m);
    }
    for (seat, &mission) in now.iter().enumerate() {
        assert_eq!(t.to_act(), Some(seat as Seat));
        t.apply(
            seat as Seat,
            Action::CompleteMission {
                mission,
                joker: None,
            },
        );
    }
    assert!(t.game.is_over(), "someone reached 12 (R-7)");
    let o = t.game.outcome().unwrap();
    let s = &o.scores;
    let row = |i: usize| (s[i].total, s[i].missions, s[i].product_cards, s[i].rank);
    assert_eq!(row(0), (14, 14, 0, 1), "most mission points wins the tie");
    assert_eq!(row(1), (14, 12, 1, 4), "then most product cards");
    assert_eq!(row(2), (14, 12, 2, 2), "else shared");
    assert_eq!(row(3), (14, 12, 2, 2), "else shared");
    assert_eq!(o.winners, vec![0]);
    assert!(!o.capped);
}

/// VP cards in hand score, and product points; missions still in hand score nothing (C-4).
#[test]
fn r7_score_parts() {
    let mut t = ended(2);
    t.give_nav(0, NavCard::ExtraAdvantage);
    t.give_nav(0, NavCard::Joker);
    t.give_product(0, "shoes");
    t.edit().state.public.seats[0].mission_points = 5;
    let o = t.game.outcome().unwrap();
    let s = &o.scores[0];
    assert_eq!((s.missions, s.cards, s.products, s.total), (5, 2, 3, 10));
    assert!(!o.capped);
}

// ---------------------------------------------------------------------------------------------
// C-7 round cap
// ---------------------------------------------------------------------------------------------

#[test]
fn c7_round_cap_ends_the_game() {
    let mut config = Config::new(Ruleset::Rotterdam, 3, 9);
    config.round_cap = Some(2);
    let mut game = Game::new(&config).unwrap();
    let mut last = Vec::new();
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        // Pass where one may, else the first legal action.
        let legal = game.legal_actions();
        let a = if legal.contains(&Action::Pass) {
            Action::Pass
        } else {
            legal[0]
        };
        last = game.apply(seat, &a).unwrap();
        steps += 1;
        assert!(steps < 10_000);
    }
    assert_eq!(last.last(), Some(&Event::GameEnded { capped: true }));
    let o = game.outcome().unwrap();
    assert!(o.capped);
    assert_eq!(o.rounds, 2);
    assert_eq!(game.apply(0, &Action::Pass), Err(RuleError::GameOver));

    let mut zero = Config::new(Ruleset::Rotterdam, 3, 9);
    zero.round_cap = Some(0);
    assert!(Game::new(&zero).is_err());
}
