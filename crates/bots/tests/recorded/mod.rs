//! Positions of recorded Antwerpen games, shared by the stall tests: the deal and the actions
//! played so far, replayed with every action checked.

use havenbaron_engine::{Action, Config, Game, Ruleset, Seat};
use serde::Deserialize;

/// A position of a recorded game: the deal and the actions played so far.
#[derive(Deserialize)]
struct Recorded {
    players: u8,
    seed: u64,
    actions: Vec<(Seat, serde_json::Value)>,
}

/// Replays a recorded game (every action checked for legality) up to its position.
pub fn replay(json: &str) -> Game {
    let r: Recorded = serde_json::from_str(json).expect("a recorded game");
    let mut game = Game::new(&Config::new(Ruleset::Antwerpen, r.players, r.seed)).unwrap();
    for (seat, action) in r.actions {
        let action = Action::from_json(&action.to_string()).expect("an action");
        game.apply(seat, &action).expect("a legal action");
    }
    game
}
