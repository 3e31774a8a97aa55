//! The search bot (`ismcts`) finishes Antwerpen games by the rules instead of running
//! into the turn cap (C-7). Two positions from real capped games of `ismcts:300it` self-play
//! (`havenbaron arena --ruleset antwerpen --players 2 --bots ismcts:300it --games 40 --seed 1`,
//! games 4 and 36), kept as the game's seed and the actions that lead there (`tests/fixtures/`).
//! In both, the search cannot tell the actions apart (every root action has about the same
//! mean reward), and before the rule of thumb broke such near-ties the bot's most visited
//! action was an arbitrary one, mostly a call that moves nothing:
//! - a jam: every ship at sea, every lock closed, and only violet moves a ship; nothing the
//!   search sees in two rounds changes with it, so no ship moved for 172 turns;
//! - a decided game: one seat leads by 17 points, so every action is worth a win share of
//!   about 0.999 to it (and 0.001 to the other); nobody completed a mission in the last 189
//!   turns.

use havenbaron_bots::{Bot, Budget, Greedy, Ismcts};
use havenbaron_engine::{Action, DataSet, Game};

mod recorded;
use recorded::replay;

fn turn(game: &Game) -> u32 {
    game.view(None).progress().count
}

/// Where every ship is (cargo aside).
fn positions(game: &Game) -> Vec<Option<u8>> {
    game.view(None)
        .fleet()
        .ships
        .iter()
        .map(|s| s.pos)
        .collect()
}

/// Search bots for every seat, each with `seed` plus its seat.
fn searchers(data: &DataSet, players: u8, seed: u64) -> Vec<Ismcts> {
    (0..players)
        .map(|s| Ismcts::from_spec("300it", data, seed + s as u64).unwrap())
        .collect()
}

/// Plays the turn in progress to its end (the other seats answer calls and offers); returns
/// the actions of the seat whose turn it was.
fn play_turn(game: &mut Game, bots: &mut [Ismcts]) -> Vec<Action> {
    let (start, active) = (turn(game), game.to_act().expect("the game goes on"));
    let mut played = Vec::new();
    while let Some(seat) = game.to_act()
        && turn(game) == start
    {
        let legal = game.legal_actions();
        let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &a).expect("the bot plays legal actions");
        if seat == active {
            played.push(a);
        }
    }
    played
}

/// The jam: no ship moved from turn 157 to turn 328 of the recorded game. Now the seat to act
/// calls violet, the one colour that moves a ship (whatever the bot's seed).
#[test]
fn on_a_jammed_board_the_search_moves_a_ship() {
    let data = DataSet::builtin();
    let jammed = replay(include_str!("fixtures/antwerpen-search-jam-2p.json"));
    assert_eq!((turn(&jammed), jammed.to_act()), (160, Some(1)));
    for seed in [1, 2] {
        let mut game = jammed.clone();
        let mut bots = searchers(&data, 2, seed);
        let before = positions(&game);
        let played = play_turn(&mut game, &mut bots);
        assert_ne!(
            positions(&game),
            before,
            "seed {seed}: no ship moved after seat 1 played {played:?}"
        );
    }
}

/// The decided game: seat 1 leads 36 to 19, and from turn 212 to the cap (turn 400) nobody
/// completed a mission. Every action of seat 1 is worth about the same win share to its search
/// (0.999), so its most visited action was an arbitrary one: in the recorded game red, which
/// moves nothing. Now the
/// rule of thumb breaks the tie, and its call moves a ship (whatever the bot's seed). Played on
/// by the same bots, this game ends by the rules at turn 331 (checked in a release build; too
/// slow for a debug test).
#[test]
fn in_a_decided_game_the_search_plays_on() {
    let data = DataSet::builtin();
    let decided = replay(include_str!("fixtures/antwerpen-search-decided-2p.json"));
    assert_eq!((turn(&decided), decided.to_act()), (300, Some(1)));
    let mut probe = Ismcts::from_spec("300it", &data, 0).unwrap();
    let legal = decided.legal_actions();
    probe.search(&decided.view(Some(1)), &legal, Budget::Default);
    for (action, visits, mean) in probe.root_means() {
        assert!(mean > 0.99, "{action:?}: {visits} visits, mean {mean}");
    }
    // The rule of thumb's choice (a call that moves ships towards their docks)…
    let rule = Greedy::new(data.clone(), 0)
        .suggest(&decided.view(Some(1)), &legal)
        .expect("greedy has an opinion");
    assert!(matches!(rule, Action::CallColour { .. }), "{rule:?}");
    // …is the search's, whatever its seed (the choice among equals was arbitrary).
    for seed in 1..=6 {
        let mut bot = Ismcts::from_spec("300it", &data, seed).unwrap();
        let chosen = bot.choose(&decided.view(Some(1)), &legal, Budget::Default);
        assert_eq!(chosen, rule, "seed {seed}");
    }
    let mut game = decided.clone();
    let before = positions(&game);
    play_turn(&mut game, &mut searchers(&data, 2, 1));
    assert_ne!(positions(&game), before, "{rule:?} moved no ship");
}
