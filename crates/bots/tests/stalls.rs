//! Antwerpen's rule of thumb finishes its games by the rules instead of running into the
//! turn cap (C-7). Two positions from real games in which the rule of thumb of before issue 12
//! stalled (`havenbaron arena --ruleset antwerpen --bots greedy --games 400 --seed 1`), kept as
//! the game's seed and the actions that lead there (`tests/fixtures/`):
//! - a freeze (2 players): no start free, so nothing to load, and every call but one pushes
//!   some ship off its route; both seats called the one colour that moves no ship, every turn;
//! - the T1/violet loop (3 players): a seat loads potatoes on T1, the next calls violet, which
//!   takes the ship on T1 to A1 (off the potatoes' route) and the one on A1 into Deurganckdok
//!   (the wrong dock); the seats took turns at both, for ever.

use std::collections::HashMap;

use havenbaron_bots::{Bot, Budget, make_bot};
use havenbaron_engine::{Action, DataSet, Event, Game};

mod recorded;
use recorded::replay;

fn greedy_bots(data: &DataSet, players: u8) -> Vec<Box<dyn Bot>> {
    (0..players)
        .map(|s| make_bot("greedy", data, 7 + s as u64).unwrap())
        .collect()
}

fn turn(game: &Game) -> u32 {
    game.view(None).progress().count
}

/// Every ship's position and cargo.
fn ships(game: &Game) -> Vec<(Option<u8>, Option<u8>)> {
    game.view(None)
        .fleet()
        .ships
        .iter()
        .map(|s| (s.pos, s.cargo))
        .collect()
}

/// One decision of the greedy bot of the seat to act; returns the action and its events.
fn step(game: &mut Game, bots: &mut [Box<dyn Bot>]) -> (Action, Vec<Event>) {
    let seat = game.to_act().expect("the game goes on");
    let legal = game.legal_actions();
    let action = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
    let events = game
        .apply(seat, &action)
        .expect("greedy plays legal actions");
    (action, events)
}

/// Plays greedy against greedy to the end; returns the turns played from `game`'s turn and
/// whether the cap ended the game.
fn play_out(mut game: Game, data: &DataSet) -> (u32, bool) {
    let start = turn(&game);
    let mut bots = greedy_bots(data, game.players());
    while game.to_act().is_some() {
        step(&mut game, &mut bots);
    }
    let outcome = game.outcome().expect("an ended game has an outcome");
    (outcome.rounds - start, outcome.capped)
}

/// The freeze: the old rule of thumb called green here (seat 1, then seat 0 alike, for 376
/// turns) and no ship moved. Greedy now calls a colour that moves a ship, and the game ends by
/// the rules.
#[test]
fn frozen_position_gets_a_call_that_moves_a_ship() {
    let data = DataSet::builtin();
    let frozen = replay(include_str!("fixtures/antwerpen-frozen-2p.json"));
    assert_eq!((turn(&frozen), frozen.to_act()), (24, Some(1)));

    let mut game = frozen.clone();
    let mut bots = greedy_bots(&data, 2);
    let before = ships(&game);
    let (action, _) = step(&mut game, &mut bots);
    assert!(
        matches!(action, Action::CallColour { .. }),
        "nothing to load: greedy sails, not {action:?}"
    );
    // Let the call finish (Anchor windows, forks, anchor cards) before comparing.
    while game.to_act().is_some() && !game.legal_actions().contains(&Action::EndTurn) {
        step(&mut game, &mut bots);
    }
    assert_ne!(ships(&game), before, "{action:?} moved no ship");

    let (turns, capped) = play_out(frozen, &data);
    assert!(!capped, "the game ran into the turn cap");
    assert!(turns <= 150, "the game took {turns} more turns to end");
}

/// The T1/violet loop: seat 2 loaded potatoes on T1 here, seat 0 called violet, seat 1 loaded
/// potatoes on T1, seat 2 called violet, … Greedy no longer loads a ship that the next call
/// of violet sends astray: in the next rounds no ship loaded on T1 ends in Deurganckdok with
/// anything but toys, and the game ends by the rules.
#[test]
fn t1_violet_loop_is_broken() {
    let data = DataSet::builtin();
    let board = &data.antwerpen.board;
    let (t1, a1, deurganck) = (
        board.find("T1").unwrap(),
        board.find("A1").unwrap(),
        board.find("Deurganckdok").unwrap(),
    );
    let raw = |id: &str| data.antwerpen.raws.iter().position(|r| r.id == id).unwrap() as u8;
    let (toys, potatoes) = (raw("toys"), raw("potatoes"));
    let looping = replay(include_str!("fixtures/antwerpen-t1-violet-3p.json"));
    assert_eq!((turn(&looping), looping.to_act()), (18, Some(2)));
    assert!(
        ships(&looping).contains(&(Some(a1), Some(potatoes))),
        "potatoes wait on A1 for the next violet"
    );

    let mut game = looping.clone();
    let mut bots = greedy_bots(&data, 3);
    let mut loaded_on_t1: HashMap<u8, Option<u8>> = HashMap::new();
    let mut first = true;
    while game.to_act().is_some() && turn(&game) < 18 + 4 * 3 {
        let (action, events) = step(&mut game, &mut bots);
        if first {
            let again = Action::PlaceShip {
                start: t1,
                cargo: Some(potatoes),
            };
            assert_ne!(action, again, "potatoes on T1 again, under violet's nose");
            first = false;
        }
        for e in events {
            match e {
                Event::ShipPlaced {
                    ship, pos, cargo, ..
                } if pos == t1 => {
                    loaded_on_t1.insert(ship, cargo);
                }
                Event::ShipMoved { ship, to, .. } if to == deurganck => {
                    let cargo = loaded_on_t1.remove(&ship).flatten();
                    assert!(
                        cargo.is_none_or(|c| c == toys),
                        "turn {}: a ship loaded on T1 went into Deurganckdok with raw {cargo:?}",
                        turn(&game)
                    );
                }
                _ => {}
            }
        }
    }

    let (turns, capped) = play_out(looping, &data);
    assert!(!capped, "the game ran into the turn cap");
    assert!(turns <= 150, "the game took {turns} more turns to end");
}
