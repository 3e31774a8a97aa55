//! The Python package's Rust parts on real games of every rule set and player count.

use havenbaron_engine::{Config, Ruleset};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::batch::Batch;
use crate::env::{Env, index_of};
use crate::index::{KINDS, kinds_of, layout};
use crate::observe;

fn configs() -> Vec<Config> {
    let mut v = Vec::new();
    for r in Ruleset::ALL {
        for players in 2..=4 {
            v.push(Config::new(r, players, 7 + players as u64));
        }
    }
    v
}

#[test]
fn every_slot_decodes_and_encodes_back() {
    for r in Ruleset::ALL {
        let index = index_of(r);
        let blocks = layout(r);
        assert_eq!(blocks.len(), kinds_of(r).len());
        for i in 0..index.size() {
            let a = index
                .decode(i)
                .unwrap_or_else(|| panic!("{r}: slot {i} decodes"));
            assert_eq!(index.encode(&a), Some(i), "{r}: {a:?}");
        }
        assert_eq!(index.decode(index.size()), None);
    }
    // A kind a rule set does not use has no slot there.
    let a = havenbaron_engine::Action::EndTurn;
    assert_eq!(index_of(Ruleset::Rotterdam).encode(&a), None);
    assert!(index_of(Ruleset::Antwerpen).encode(&a).is_some());
    assert_eq!(KINDS[29].name, "end_turn");
}

#[test]
fn ids_beyond_the_bounds_have_no_slot() {
    use havenbaron_engine::Action as A;
    let index = index_of(Ruleset::Rotterdam);
    for a in [
        A::SelectShip { ship: 16 },
        A::PlaceShip {
            start: 64,
            cargo: None,
        },
        A::PlaceShip {
            start: 0,
            cargo: Some(4),
        },
        A::CompleteMission {
            mission: 0,
            joker: Some(8),
        },
    ] {
        assert_eq!(index.encode(&a), None, "{a:?}");
    }
}

/// Random games: every legal list maps to distinct sorted integers; illegal integers and
/// wrong seats are refused with the game unchanged; the game ends with returns that sum to 1.
#[test]
fn random_games_keep_the_contract() {
    for config in configs() {
        let mut env = Env::new(config.clone()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let size = env.index().size();
        let mut steps = 0;
        while !env.is_over() {
            let legal: Vec<u32> = env.legal().collect();
            assert!(legal.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            assert!(legal.iter().all(|&i| i < size));
            // The index's table gives back each legal action (a bid's amount is the state's).
            for &i in &legal {
                let a = env.legal_action(i).unwrap();
                match a {
                    havenbaron_engine::Action::Bid { .. } => {
                        assert_eq!(
                            env.index().action(i),
                            havenbaron_engine::Action::Bid { amount: 0 }
                        )
                    }
                    _ => assert_eq!(env.index().action(i), a),
                }
            }
            if steps % 17 == 0 {
                let hash = env.game().state_hash();
                let bad = (0..size).find(|i| !legal.contains(i)).unwrap();
                let e = env.apply(bad, None).unwrap_err();
                assert!(e.contains("not legal now"), "{e}");
                let to_act = env.to_act().unwrap();
                let other = (to_act + 1) % env.game().players();
                let e = env.apply(legal[0], Some(other)).unwrap_err();
                assert!(e.contains("cannot act now"), "{e}");
                assert!(env.apply(legal[0], Some(9)).is_err());
                assert_eq!(env.game().state_hash(), hash, "a refusal changes nothing");
            }
            let i = legal[rng.random_range(0..legal.len())];
            env.apply(i, env.to_act()).unwrap();
            steps += 1;
        }
        let r = env.returns();
        assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{r:?}");
        assert_eq!(env.history().len(), steps);
        assert!(env.apply(0, None).unwrap_err().contains("over"));
        // The history replays to the same game (C-5).
        let mut again = Env::new(config).unwrap();
        for &i in env.history() {
            again.apply(i, None).unwrap();
        }
        assert_eq!(again.game().state_hash(), env.game().state_hash());
    }
}

/// A resampled game keeps the seat's view (and so its information state and observation),
/// differs elsewhere for some seed, and plays on.
#[test]
fn resampling_keeps_what_the_seat_knows() {
    // Rule sets where some resample showed an opponent something else than the truth.
    let mut sampled = std::collections::BTreeSet::new();
    for config in configs() {
        let mut env = Env::new(config.clone()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for _ in 0..60 {
            env.step_random(&mut rng);
        }
        for seat in 0..config.players {
            let view = env.view_json(seat).unwrap();
            let size = observe::size(config.ruleset, config.players);
            let mut obs = vec![0f32; size];
            observe::encode(&env.game().view(Some(seat)), &mut obs);
            let mut differs = false;
            for seed in 0..8 {
                let mut sample = env.resample(seat, seed).unwrap();
                assert_eq!(
                    sample.view_json(seat).unwrap(),
                    view,
                    "{config:?} seat {seat}"
                );
                let mut o = vec![0f32; size];
                observe::encode(&sample.game().view(Some(seat)), &mut o);
                assert_eq!(o, obs);
                let other = (seat + 1) % config.players;
                differs |= sample.view_json(other).unwrap() != env.view_json(other).unwrap();
                if env.to_act() == Some(seat) {
                    // The seat to act knows its own choices.
                    assert_eq!(
                        sample.legal().collect::<Vec<_>>(),
                        env.legal().collect::<Vec<_>>()
                    );
                }
                while sample.step_random(&mut rng) {}
            }
            if differs {
                sampled.insert(config.ruleset.id());
            }
        }
        assert!(env.resample(config.players, 0).is_err());
    }
    assert_eq!(
        sampled.len(),
        3,
        "hidden cards are sampled, not copied: {sampled:?}"
    );
}

/// Seat `seat`'s observation of `env`.
fn observe(env: &Env, seat: u8) -> Vec<f32> {
    let game = env.game();
    let mut out = vec![0f32; observe::size(game.ruleset(), game.players())];
    observe::encode(&game.view(Some(seat)), &mut out);
    out
}

/// The layout covers the tensor without gaps, and random games of every rule set and player
/// count fill exactly that size with finite values (the size never depends on the state).
#[test]
fn observations_follow_their_layout() {
    for config in configs() {
        let fields = observe::layout(config.ruleset, config.players);
        let size = observe::size(config.ruleset, config.players);
        let mut at = 0;
        for f in &fields {
            assert_eq!(f.offset, at, "{config:?}: {f:?}");
            at += f.size;
        }
        assert_eq!(at, size);
        let names: std::collections::BTreeSet<&str> =
            fields.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names.len(), fields.len(), "field names are unique");
        let mut env = Env::new(config.clone()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let mut seen_nonzero = vec![false; size];
        while env.step_random(&mut rng) {
            for seat in 0..config.players {
                let o = observe(&env, seat);
                assert!(o.iter().all(|x| x.is_finite()));
                for (s, &x) in seen_nonzero.iter_mut().zip(&o) {
                    *s |= x != 0.0;
                }
            }
        }
        // Some field of each kind takes a value in a game.
        for f in &fields {
            if f.name.starts_with("ship[0].position") || f.name == "round" || f.name == "turn" {
                assert!(
                    seen_nonzero[f.offset..f.offset + f.size].iter().any(|&b| b),
                    "{config:?}: {} is always 0",
                    f.name
                );
            }
        }
    }
}

/// A seat's tensor is built from its view only: it does not change when only the others'
/// hidden cards differ (a resample from that seat's view deals them anew), and it does change
/// when its own hand does (a resample from another seat's view).
#[test]
fn hidden_cards_are_hidden_and_own_cards_show() {
    for config in configs() {
        let mut env = Env::new(config.clone()).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let players = config.players;
        let mut own_hand_changed = vec![false; players as usize];
        // Several points of a game: a hand may be empty at one of them.
        for _ in 0..6 {
            for _ in 0..80 {
                env.step_random(&mut rng);
            }
            for seat in 0..players {
                let mine = observe(&env, seat);
                let other = (seat + 1) % players;
                let hand = |e: &Env| {
                    let v: serde_json::Value =
                        serde_json::from_str(&e.view_json(seat).unwrap()).unwrap();
                    v["hand"].clone()
                };
                for seed in 0..8 {
                    // The others' hidden cards dealt anew: my tensor stays.
                    let sample = env.resample(seat, seed).unwrap();
                    assert_eq!(observe(&sample, seat), mine, "{config:?} seat {seat}");
                    // My hidden cards dealt anew (from another seat's view): where my hand
                    // differs, my tensor differs.
                    let sample = env.resample(other, seed).unwrap();
                    if hand(&sample) != hand(&env) {
                        assert_ne!(observe(&sample, seat), mine, "{config:?} seat {seat}");
                        own_hand_changed[seat as usize] = true;
                    }
                }
            }
        }
        // (A hand can stay empty or fully known to all, e.g. cards taken face up in Masters,
        // so not every seat need get another hand.)
        assert!(
            own_hand_changed.iter().any(|&b| b),
            "{config:?}: some resample dealt some seat another hand"
        );
    }
}

#[test]
fn observations_differ_by_seat() {
    let env = Env::new(Config::new(Ruleset::Masters, 3, 1)).unwrap();
    assert_ne!(
        observe(&env, 0),
        observe(&env, 1),
        "each seat sees its own hand"
    );
}

#[test]
fn a_batch_refuses_one_illegal_action_whole() {
    let config = Config::new(Ruleset::Antwerpen, 2, 3);
    let mut batch = Batch::new(config.clone(), 8, 1).unwrap();
    let (offsets, actions) = batch.legal();
    let (offsets, actions) = (offsets.to_vec(), actions.to_vec());
    assert_eq!(offsets.len(), 9);
    let mut chosen: Vec<u32> = (0..8).map(|k| actions[offsets[k] as usize]).collect();
    let hashes: Vec<u64> = (0..8).map(|k| batch.env(k).game().state_hash()).collect();
    chosen[5] = u32::MAX;
    let (mut done, mut rewards) = (Vec::new(), Vec::new());
    let e = batch.step(&chosen, &mut done, &mut rewards).unwrap_err();
    assert!(e.starts_with("game 5:"), "{e}");
    assert!(batch.step(&chosen[..3], &mut done, &mut rewards).is_err());
    let after: Vec<u64> = (0..8).map(|k| batch.env(k).game().state_hash()).collect();
    assert_eq!(after, hashes);
    chosen[5] = actions[offsets[5] as usize];
    batch.step(&chosen, &mut done, &mut rewards).unwrap();
    assert!(batch.env(0).history().len() == 1);
    // Play on until games end and start again, with rewards for the finished ones.
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut ended = 0;
    while ended < 3 {
        let (offsets, actions) = batch.legal();
        let chosen: Vec<u32> = (0..8)
            .map(|k| {
                let (a, b) = (offsets[k] as usize, offsets[k + 1] as usize);
                actions[rng.random_range(a..b)]
            })
            .collect();
        batch.step(&chosen, &mut done, &mut rewards).unwrap();
        for k in 0..8 {
            if done[k] == 1 {
                ended += 1;
                let sum: f32 = rewards[k * 4..k * 4 + 4].iter().sum();
                assert!((sum - 1.0).abs() < 1e-6);
                assert!(batch.env(k).history().is_empty(), "a new game started");
            }
        }
    }
    assert_eq!(batch.finished, ended);
    assert!(batch.step_random(10) > 0);
    // The flat lists are the games' own, after stepping and after random steps alike.
    let (offsets, actions) = batch.legal();
    for k in 0..8 {
        let own: Vec<u32> = batch.env(k).legal().collect();
        assert_eq!(
            &actions[offsets[k] as usize..offsets[k + 1] as usize],
            &own[..]
        );
    }
}

#[test]
fn threads_do_not_change_a_batch() {
    // Short games (the safety cap, C-7), so that games end and restart within the run.
    let mut config = Config::new(Ruleset::Masters, 3, 4);
    config.round_cap = Some(1);
    let mut one = Batch::new(config.clone(), 7, 1).unwrap();
    let mut three = Batch::new(config, 7, 3).unwrap();
    let (mut done, mut rewards) = (vec![], vec![]);
    for step in 0..400usize {
        let (offsets, actions) = one.legal();
        let chosen: Vec<u32> = (0..7)
            .map(|k| {
                let (a, b) = (offsets[k] as usize, offsets[k + 1] as usize);
                actions[a + (step * 7 + k) % (b - a)]
            })
            .collect();
        one.step(&chosen, &mut done, &mut rewards).unwrap();
        let (done_one, rewards_one) = (done.clone(), rewards.clone());
        three.step(&chosen, &mut done, &mut rewards).unwrap();
        assert_eq!((done_one, rewards_one), (done.clone(), rewards.clone()));
        assert_eq!(one.legal(), three.legal());
    }
    assert!(
        one.finished > 7,
        "games ended and restarted: {}",
        one.finished
    );
    assert_eq!(one.finished, three.finished);
    for k in 0..7 {
        assert_eq!(
            one.env(k).game().state_hash(),
            three.env(k).game().state_hash()
        );
    }
}

/// A batch plays exactly the games that single games would: the same legal lists, the
/// same ends and rewards, successors seeded in game order, and each game's history and
/// config (what `Batch.game(k)` hands out), with any number of threads, through `step` and
/// `step_random` alike, and long enough that old history rows are dropped.
/// A finished game gives way to a new deal, as a batch restarts its games: the next seed.
fn restart(env: &mut Env, config: &Config, next_seed: &mut u64) {
    *env = Env::new(Config {
        seed: *next_seed,
        ..config.clone()
    })
    .unwrap();
    *next_seed += 1;
}

#[test]
fn a_batch_plays_like_single_games() {
    let mut auction = Config::new(Ruleset::Masters, 3, 21);
    auction.variants.insert("auction".into(), "true".into());
    let cases = [
        (Config::new(Ruleset::Rotterdam, 2, 21), 1),
        (Config::new(Ruleset::Rotterdam, 2, 21), 2),
        (auction, 3),
        (Config::new(Ruleset::Antwerpen, 4, 21), 2),
    ];
    for (mut config, threads) in cases {
        config.round_cap = Some(1);
        let games = 5;
        let mut batch = Batch::new(config.clone(), games, threads).unwrap();
        let mut envs: Vec<Env> = (0..games as u64)
            .map(|k| {
                Env::new(Config {
                    seed: 21 + k,
                    ..config.clone()
                })
                .unwrap()
            })
            .collect();
        let mut next_seed = 21 + games as u64;
        let mut rng = ChaCha8Rng::seed_from_u64(21 ^ 0x5eed_ba7c);
        let (mut done, mut rewards) = (vec![], vec![]);
        let (mut finished, mut bids) = (0, 0);
        for step in 0..3000usize {
            if step % 500 < 100 {
                // step_random: the batch's own choice, one random position per game.
                assert_eq!(batch.step_random(1), games as u64);
                for env in envs.iter_mut() {
                    let n = env.legal_ints().len();
                    let i = env.legal_ints()[rng.random_range(0..n)];
                    env.apply(i, None).unwrap();
                    if env.is_over() {
                        finished += 1;
                        restart(env, &config, &mut next_seed);
                    }
                }
            } else {
                let chosen: Vec<u32> = envs
                    .iter()
                    .enumerate()
                    .map(|(k, e)| {
                        let legal = e.legal_ints();
                        legal[(step * 3 + k) % legal.len()]
                    })
                    .collect();
                batch.step(&chosen, &mut done, &mut rewards).unwrap();
                for (k, env) in envs.iter_mut().enumerate() {
                    if let Some(havenbaron_engine::Action::Bid { .. }) = env.legal_action(chosen[k])
                    {
                        bids += 1;
                    }
                    env.apply(chosen[k], None).unwrap();
                    let over = env.is_over();
                    assert_eq!(done[k] == 1, over, "step {step}, game {k}");
                    if over {
                        let r: Vec<f32> = env.returns().iter().map(|&x| x as f32).collect();
                        assert_eq!(&rewards[k * 4..k * 4 + r.len()], &r[..]);
                        finished += 1;
                        restart(env, &config, &mut next_seed);
                    } else {
                        assert!(rewards[k * 4..k * 4 + 4].iter().all(|&x| x == 0.0));
                    }
                }
            }
            let (offsets, ints) = batch.legal();
            for (k, env) in envs.iter().enumerate() {
                let own = &ints[offsets[k] as usize..offsets[k + 1] as usize];
                assert_eq!(
                    own,
                    env.legal_ints(),
                    "threads {threads}, step {step}, game {k}"
                );
            }
            if step % 97 == 0 || step == 2999 {
                for (k, env) in envs.iter().enumerate() {
                    let copy = batch.env(k);
                    assert_eq!(copy.history(), env.history(), "step {step}, game {k}");
                    assert_eq!(copy.config().seed, env.config().seed);
                    assert_eq!(copy.game().state_hash(), env.game().state_hash());
                    assert_eq!(batch.game(k).state_hash(), env.game().state_hash());
                }
            }
        }
        assert!(finished > 3 * games as u64, "games ended: {finished}");
        if config.variants.contains_key("auction") {
            assert!(bids > 0, "bids were placed");
        }
        assert_eq!(batch.finished, finished);
        assert!(
            batch.kept_rows().iter().all(|&r| r < 2000),
            "old rows are dropped: {:?}",
            batch.kept_rows()
        );
    }
}
