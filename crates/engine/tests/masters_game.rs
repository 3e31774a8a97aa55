//! Masters of Trade: random games with invariants after every action (money with the bank's
//! flows, raw materials on market + ships + stocks, every card), determinism, hidden
//! information (C-6), variants (M-5), words for actions and the rule sets' descriptions.

mod support;

use havenbaron_engine::masters::state::Stage;
use havenbaron_engine::{Action, Config, DataSet, Event, Game, Ruleset};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::masters::*;

fn random_game(
    players: u8,
    seed: u64,
    variants: &[&str],
    checked: bool,
) -> (Game, Vec<(u8, Action)>) {
    let mut game = new_game(players, seed, variants);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut log = Vec::new();
    let mut legal = Vec::new();
    let data = DataSet::builtin();
    while let Some(seat) = game.to_act() {
        game.legal_actions_into(&mut legal);
        assert!(!legal.is_empty());
        let action = legal[rng.random_range(0..legal.len())];
        if checked {
            // Hidden information: the acting seat's view determinizes to the same view and the
            // same legal actions.
            let view = game.view(Some(seat));
            let other = Game::determinize(&view, &data, seed ^ 0x5eed);
            assert_eq!(
                serde_json::to_string(&other.view(Some(seat))).unwrap(),
                serde_json::to_string(&view).unwrap()
            );
            assert_eq!(
                other.legal_actions(),
                legal,
                "legal actions reveal hidden facts"
            );
            let events = game.apply(seat, &action).expect("a legal action applies");
            for e in &events {
                for viewer in 0..players {
                    match e.redacted_for(Some(viewer)) {
                        Event::ShippingTaken {
                            seat,
                            card: Some(_),
                            face_up: false,
                        } if seat != viewer => panic!("a hidden shipping card leaked"),
                        Event::FactoryProduced {
                            owner,
                            product: Some(_),
                            ..
                        } if owner != viewer => panic!("a factory card leaked"),
                        _ => {}
                    }
                }
            }
            check_invariants(&game);
        } else {
            game.apply_unchecked(&action);
        }
        log.push((seat, action));
    }
    (game, log)
}

#[test]
fn random_games_keep_every_invariant() {
    let games = if cfg!(debug_assertions) { 4 } else { 20 };
    let variant_sets: [&[&str]; 4] = [
        &[],
        &["auction"],
        &["fixed_rounds"],
        &["factory_layout=en", "auction"],
    ];
    for players in 2..=4 {
        for (v, variants) in variant_sets.iter().enumerate() {
            for k in 0..games {
                let seed = players as u64 * 1000 + v as u64 * 100 + k;
                let (game, log) = random_game(players, seed, variants, k == 0);
                let outcome = game.outcome().expect("the game ended");
                // Replay determinism.
                let mut again = new_game(players, seed, variants);
                for (s, a) in &log {
                    again.apply(*s, a).expect("replays");
                }
                assert_eq!(again.state_hash(), game.state_hash());
                assert_eq!(again.outcome(), Some(outcome.clone()));
                if variants.contains(&"fixed_rounds") {
                    assert_eq!(outcome.rounds, [0, 0, 10, 8, 6][players as usize]);
                    assert!(!outcome.capped);
                }
            }
        }
    }
}

#[test]
fn unchecked_random_games_end() {
    let games = if cfg!(debug_assertions) { 20 } else { 200 };
    let mut ended = 0;
    for seed in 0..games {
        let (game, _) = random_game(2 + (seed % 3) as u8, seed, &[], false);
        check_invariants(&game);
        if !game.outcome().unwrap().capped {
            ended += 1;
        }
    }
    assert!(ended > 0, "random games reach 15 points at times");
}

/// C-6: whether a decision appears, and whose, depends on public facts only. In random games,
/// a game determinized from another seat's view, given the same action of the seat to act,
/// asks the same seat for the same kind of decision as the real game. The one exception is
/// RULES M-2's own: the "end turn" decision appears only when the active player holds a
/// playable shipping card, so an `After` stage is passed in both games first.
#[test]
fn c6_whether_a_decision_appears_reveals_nothing_hidden() {
    let data = DataSet::builtin();
    let shape = |g: &Game| (g.to_act(), Masters::game(g).state.public.stage);
    let skip_after = |g: &mut Game| {
        while Masters::game(g).state.public.card.is_none()
            && Masters::game(g).state.public.stage == Stage::After
        {
            let seat = g.to_act().unwrap();
            g.apply(seat, &Action::Continue).unwrap();
        }
    };
    for (players, seed, variants) in [
        (2u8, 51u64, &[][..]),
        (3, 52, &["auction"][..]),
        (4, 53, &[][..]),
    ] {
        let mut game = new_game(players, seed, variants);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for k in 0..1500u64 {
            let Some(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            let a = legal[rng.random_range(0..legal.len())];
            let viewer = (seat + 1 + (k % (players as u64 - 1)) as u8) % players;
            let view = game.view(Some(viewer));
            let mut sampled = Game::determinize(&view, &data, seed * 10_000 + k);
            assert_eq!(shape(&sampled), shape(&game));
            assert!(
                !sampled.legal_actions().is_empty(),
                "a sampled decision has a choice"
            );
            game.apply(seat, &a).unwrap();
            if sampled.legal_actions().contains(&a) {
                sampled.apply(seat, &a).unwrap();
                let (mut real, mut other) = (game.clone(), sampled);
                skip_after(&mut real);
                skip_after(&mut other);
                assert_eq!(
                    shape(&other),
                    shape(&real),
                    "after {a:?} by seat {seat}, seen by seat {viewer}"
                );
            }
        }
    }
}

/// Every variant value is checked; a bad one is refused.
#[test]
fn m5_variants_are_validated() {
    let bad = Config::new(Ruleset::Masters, 3, 1).with_variant("factory_layout=de");
    assert!(Game::new(&bad).is_err());
    let unknown = Config::new(Ruleset::Masters, 3, 1).with_variant("open_products");
    assert!(Game::new(&unknown).is_err());
    assert!(Game::new(&Config::new(Ruleset::Masters, 5, 1)).is_err());
}

/// Words for any action, even one naming ids that do not exist (a stored record, a client),
/// never panic.
#[test]
fn describe_is_total() {
    let wild = [
        Action::SelectShip { ship: 200 },
        Action::SelectPosition { pos: 250 },
        Action::PlaceShip {
            start: 99,
            cargo: Some(9),
        },
        Action::BuildFactory { harbour: 200 },
        Action::ChooseFactory { site: 9 },
        Action::SellProduct { product: 77 },
        Action::CompleteMission {
            mission: 250,
            joker: Some(40),
        },
        Action::TakeShipping { display: Some(9) },
    ];
    for ruleset in [Ruleset::Rotterdam, Ruleset::Masters] {
        let game = Game::new(&Config::new(ruleset, 3, 1)).unwrap();
        for a in &wild {
            assert!(!game.describe(a).id.is_empty());
        }
    }
}

/// Every rule set describes itself, and the description agrees with what `Game::new` accepts.
#[test]
fn ruleset_info_matches_the_engine() {
    for ruleset in Ruleset::ALL {
        let info = ruleset.info();
        assert_eq!(info.id, ruleset.id());
        for players in 0..=6 {
            let ok = Game::new(&Config::new(ruleset, players, 1)).is_ok();
            assert_eq!(ok, (info.min_players..=info.max_players).contains(&players));
        }
        for v in info.variants {
            let values: Vec<&str> = if v.values.is_empty() {
                vec!["true", "false"]
            } else {
                v.values.to_vec()
            };
            for value in values {
                let config = Config::new(ruleset, info.min_players, 1)
                    .with_variant(&format!("{}={value}", v.name));
                assert!(Game::new(&config).is_ok(), "{} {}={value}", ruleset, v.name);
            }
        }
        let unknown = Config::new(ruleset, info.min_players, 1).with_variant("no_such_variant");
        assert!(Game::new(&unknown).is_err());
    }
}

/// A replacement `tables.toml` may only hold the layouts the `factory_layout` variant offers
/// (M-5): a layout by another name could never be chosen, so the data check refuses it.
#[test]
fn m5_a_factory_layout_the_variant_cannot_choose_is_refused() {
    use havenbaron_engine::DataSource;
    let dir =
        std::env::temp_dir().join(format!("havenbaron-masters-layout-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("masters")).unwrap();
    let extra = "\n[[factory_layout]]\nname = \"de\"\nsites = [\n  { harbour = \"Botlek\", prices = [7, 5] },\n]\n";
    let tables = havenbaron_engine::masters::data::TABLES_TOML.to_string() + extra;
    std::fs::write(dir.join("masters/tables.toml"), tables).unwrap();
    let problems = DataSet::check(&DataSource::Dir(dir.clone()));
    assert!(
        problems.list.iter().any(|p| !p.warning
            && p.file.ends_with("tables.toml")
            && p.entry == "factory_layout de"
            && p.reason.contains("nl or en")),
        "{problems}"
    );
    assert!(DataSet::load(&DataSource::Dir(dir.clone())).is_err());
    let _ = std::fs::remove_dir_all(dir);
}
