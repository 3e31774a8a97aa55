use havenbaron_engine::{Config, Ruleset, SeatScore};
use skillratings::weng_lin::expected_score;

use super::*;
use crate::ids::HostToken;

fn outcome(totals: &[i32], capped: bool) -> Outcome {
    let scores = totals
        .iter()
        .enumerate()
        .map(|(seat, &total)| SeatScore {
            seat: seat as Seat,
            total,
            missions: 0,
            cards: 0,
            products: 0,
            product_cards: 0,
            rank: 0,
        })
        .collect();
    Outcome::ranked(scores, |_| 0, capped, 10)
}

fn human(seat: Seat, claimed: bool) -> SeatRecord {
    SeatRecord {
        seat,
        kind: SeatKind::Human,
        bot: None,
        level: None,
        token: None,
        name: None,
        claimed,
    }
}

fn bot(seat: Seat, name: &str, level: Option<&str>) -> SeatRecord {
    SeatRecord {
        seat,
        kind: SeatKind::Bot,
        bot: Some(name.into()),
        level: level.map(String::from),
        token: None,
        name: None,
        claimed: true,
    }
}

fn finished(totals: &[i32], capped: bool) -> TableRecord {
    TableRecord {
        id: TableId::random(),
        config: Config::new(Ruleset::Rotterdam, totals.len() as u8, 1),
        host_token: HostToken::random(),
        listed: true,
        created_ms: 0,
        seats: (0..totals.len()).map(|s| human(s as Seat, true)).collect(),
        finished: true,
        outcome: Some(outcome(totals, capped)),
    }
}

fn key(k: &str) -> Option<RatedSeat> {
    Some(RatedSeat::Player(PlayerKey(k.into())))
}

/// A calibrated bot of the built-in table, with its rating.
fn some_bot() -> &'static BotRating {
    bot_ratings()
        .bots
        .iter()
        .find(|b| b.ruleset == "rotterdam")
        .expect("rotterdam's bots are calibrated")
}

#[test]
fn ties_share_a_place_and_a_player_who_left_is_last() {
    let o = outcome(&[30, 10, 30, 20], false);
    assert_eq!(ranks(&o, 4, &[]), vec![1, 4, 1, 3]);
    // Seat 0 scored best but left: last, below everyone who stayed; the others close up.
    assert_eq!(ranks(&o, 4, &[0]), vec![4, 3, 1, 2]);
    // Two who left share the last place.
    assert_eq!(ranks(&o, 4, &[0, 2]), vec![3, 2, 3, 1]);
}

#[test]
fn a_gap_reads_as_on_the_elo_scale_between_ratings_known_well() {
    let sure = |mu| WengLinRating {
        rating: mu,
        uncertainty: 1e-9,
    };
    let (p, _) = expected_score(&sure(1600.0), &sure(1500.0), &system());
    let elo = 1.0 / (1.0 + 10f64.powf(-100.0 / 400.0));
    assert!((p - elo).abs() < 1e-9, "{p} against Elo's {elo}");
}

#[test]
fn the_winner_gains_the_last_loses_and_bots_stay_fixed() {
    let b = some_bot();
    let seats = [
        (RatedSeat::Player(PlayerKey("a".into())), 1),
        (RatedSeat::Bot(b.spec.clone()), 2),
        (RatedSeat::Player(PlayerKey("c".into())), 3),
    ];
    let update = update_for("rotterdam", &seats, bot_ratings()).unwrap();
    let after = update(&[INITIAL, INITIAL]);
    assert_eq!(after.len(), 2, "only the people");
    assert!(after[0].mu > INITIAL.mu, "{after:?}");
    assert!(after[1].mu < INITIAL.mu, "{after:?}");
    assert!(after.iter().all(|s| s.sigma < INITIAL.sigma), "{after:?}");
    // Beating a strong bot is worth more than beating a weak one.
    let weak = bot_ratings()
        .bots
        .iter()
        .filter(|x| x.ruleset == "rotterdam")
        .min_by(|x, y| x.mu.total_cmp(&y.mu))
        .unwrap();
    let strong = bot_ratings()
        .bots
        .iter()
        .filter(|x| x.ruleset == "rotterdam")
        .max_by(|x, y| x.mu.total_cmp(&y.mu))
        .unwrap();
    assert!(strong.mu > weak.mu + 100.0, "{weak:?} {strong:?}");
    let gain = |against: &BotRating| {
        let seats = [
            (RatedSeat::Player(PlayerKey("a".into())), 1),
            (RatedSeat::Bot(against.spec.clone()), 2),
        ];
        update_for("rotterdam", &seats, bot_ratings()).unwrap()(&[INITIAL])[0].mu - INITIAL.mu
    };
    assert!(gain(strong) > gain(weak), "{} {}", gain(strong), gain(weak));
}

#[test]
fn a_bot_without_a_rating_makes_no_update() {
    let seats = [
        (RatedSeat::Player(PlayerKey("a".into())), 1),
        (RatedSeat::Bot("ismcts:77it".into()), 2),
    ];
    assert!(update_for("rotterdam", &seats, bot_ratings()).is_none());
}

#[test]
fn a_finished_table_gives_one_update_with_the_leaver_last() {
    let rec = finished(&[10, 40, 20], false);
    let who = [key("a"), key("b"), key("c")];
    // b scored most but left: b is last, a and c move up.
    let left = [(1, PlayerKey("b".into()))];
    let r = result_for(&rec, &who, &left, 5).unwrap();
    let places: Vec<(String, Seat, u8)> = r
        .rated
        .iter()
        .map(|p| (p.key.clone(), p.seat, p.rank))
        .collect();
    assert_eq!(
        places,
        vec![("a".into(), 0, 2), ("b".into(), 1, 3), ("c".into(), 2, 1)]
    );
    let after = (r.update)(&[INITIAL; 3]);
    assert!(after[1].mu < after[0].mu && after[0].mu < after[2].mu);
    assert_eq!(
        (r.players, r.at_ms, r.ruleset.as_str()),
        (3, 5, "rotterdam")
    );

    // The seat a bot took over is rated as the person who left, whoever plays it now.
    let b = some_bot();
    let who = [key("a"), Some(RatedSeat::Bot(b.spec.clone())), key("c")];
    let r = result_for(&rec, &who, &left, 5).unwrap();
    assert_eq!(r.rated.len(), 3);
}

#[test]
fn unrated_results_say_why() {
    let who = [key("a"), key("b")];
    assert_eq!(
        result_for(&finished(&[1, 2], true), &who, &[], 0).err(),
        Some(Unrated::Capped)
    );
    let mut unfinished = finished(&[1, 2], false);
    unfinished.outcome = None;
    assert_eq!(
        result_for(&unfinished, &who, &[], 0).err(),
        Some(Unrated::NotOver)
    );
    assert_eq!(
        result_for(&finished(&[1, 2], false), &[key("a"), None], &[], 0).err(),
        Some(Unrated::Guest(1))
    );
    let b = some_bot();
    let bots = [
        Some(RatedSeat::Bot(b.spec.clone())),
        Some(RatedSeat::Bot(b.spec.clone())),
    ];
    assert_eq!(
        result_for(&finished(&[1, 2], false), &bots, &[], 0).err(),
        Some(Unrated::NoPerson)
    );
}

#[test]
fn a_rated_table_needs_known_people_and_calibrated_bots() {
    let b = some_bot();
    let (name, level) = match b.spec.split_once(':') {
        Some((n, l)) => (n, Some(l)),
        None => (b.spec.as_str(), None),
    };
    let none = [None, None];
    let ann = PlayerKey("ann".into());
    // A guest (a claimed seat no account holds) cannot sit at a rated table.
    let why = rated_refusal("rotterdam", &[human(0, true), bot(1, name, level)], &none).unwrap();
    assert_eq!(why.id, "error-rated-guest");
    // An account can; the same account twice cannot.
    let signed = [Some(ann.clone()), None];
    assert_eq!(
        rated_refusal("rotterdam", &[human(0, true), bot(1, name, level)], &signed),
        None
    );
    let twice = [Some(ann.clone()), Some(ann)];
    let why = rated_refusal("rotterdam", &[human(0, true), human(1, true)], &twice).unwrap();
    assert_eq!(why.id, "error-rated-twice");
    // Seats nobody took yet are for the people who will (checked when they sit down).
    assert_eq!(
        rated_refusal("rotterdam", &[human(0, false), bot(1, name, level)], &none),
        None
    );
    let only_bots = rated_refusal(
        "rotterdam",
        &[bot(0, name, level), bot(1, name, level)],
        &none,
    );
    assert_eq!(only_bots.unwrap().id, "error-rated-no-person");
    let uncalibrated = rated_refusal(
        "rotterdam",
        &[human(0, false), bot(1, "ismcts:9it", None)],
        &none,
    );
    assert_eq!(uncalibrated.unwrap().id, "error-rated-bot");
}

#[test]
fn every_level_the_lobby_offers_has_a_fixed_rating_in_every_rule_set() {
    let table = bot_ratings();
    assert!(
        table.command.contains("ratings calibrate"),
        "{}",
        table.command
    );
    for r in Ruleset::ALL {
        for name in seatbots::bot_names() {
            let levels: Vec<Option<&str>> = if seatbots::leveled_bots().contains(&name) {
                seatbots::LEVELS.iter().map(|l| Some(*l)).collect()
            } else {
                vec![None]
            };
            for level in levels {
                let spec = seatbots::spec(&name, level);
                assert!(table.get(r.id(), &spec).is_some(), "{spec} in {}", r.id());
            }
        }
    }
    let again = BotRatings::parse(&table.to_toml()).unwrap();
    assert_eq!(&again, table);
}
