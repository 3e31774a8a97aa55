//! Drives the checked `Game::apply` with arbitrary input: each byte pair picks a seat and
//! either a legal action or an arbitrary (usually illegal) one. Asserts that refused actions
//! change nothing and that the game never panics.
//!
//! Run: `cargo +nightly fuzz run apply -- -max_total_time=60` (from this folder's parent).
#![no_main]

use havenbaron_engine::{Action, Config, Game, Ruleset};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let players = 2 + data[0] % 3;
    let mut config = Config::new(Ruleset::Rotterdam, players, data[1] as u64);
    if data[0] & 0x10 != 0 {
        config = config.with_variant("safe_harbour");
    }
    if data[0] & 0x20 != 0 {
        config = config.with_variant("open_products");
    }
    let mut game = Game::new(&config).expect("valid config");
    for pair in data[2..].chunks(2) {
        let Some(to_act) = game.to_act() else { break };
        let legal = game.legal_actions();
        let (a, b) = (pair[0], *pair.get(1).unwrap_or(&0));
        if a < 200 {
            let action = legal[a as usize % legal.len()];
            game.apply(to_act, &action).expect("a legal action applies");
        } else {
            let before = game.state_hash();
            let action = match a % 4 {
                0 => Action::SelectShip { ship: b },
                1 => Action::SelectPosition { pos: b },
                2 => Action::SendOffer { to: b },
                _ => Action::CompleteMission { mission: b, joker: None },
            };
            let seat = if b & 1 == 0 { to_act } else { b % 8 };
            if game.apply(seat, &action).is_err() {
                assert_eq!(before, game.state_hash(), "a refused action changed the game");
            }
        }
    }
});
