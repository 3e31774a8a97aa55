//! "Illegal refused", for every rule set: in games set up from the fuzzer's bytes (rule set,
//! players, variants, seed, a short cap), an arbitrary action of any kind (built from the
//! bytes) that is not among the legal actions is refused by the checked `Game::apply` with the
//! state unchanged (state hash and state JSON); a legal action offered by the wrong seat (or a
//! seat that does not exist) is refused too; after the end, everything is refused. Between the
//! probes the game goes on with legal actions the bytes pick.
//!
//! Run: `cargo +nightly fuzz run illegal_refused -- -max_total_time=60` (from the repository root).
#![no_main]

use havenbaron_engine::RuleError;
use havenbaron_fuzz::{Bytes, any_action, new_game, snapshot};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let (config, mut game) = new_game(&mut bytes);
    while !bytes.is_empty() {
        let before = snapshot(&game);
        let legal = game.legal_actions();
        match bytes.u8() % 4 {
            // An arbitrary action by the seat to act (or by seat 0 once the game is over).
            0 | 1 => {
                let action = any_action(&mut bytes);
                let over = game.is_over();
                let seat = game.to_act().unwrap_or(0);
                let result = game.apply(seat, &action);
                if over {
                    assert!(matches!(result, Err(RuleError::GameOver)), "{result:?}");
                }
                if legal.contains(&action) {
                    result.unwrap_or_else(|e| panic!("{config:?}: legal {action:?}: {e}"));
                } else {
                    assert!(
                        result.is_err(),
                        "{config:?}: {action:?} by seat {seat} is not legal but applied"
                    );
                    assert_eq!(
                        snapshot(&game),
                        before,
                        "{config:?}: refusing {action:?} changed the state"
                    );
                }
            }
            // A legal action offered by another seat (any seat number, existing or not).
            2 => {
                let Some(to_act) = game.to_act() else { break };
                let action = legal[bytes.below(legal.len())];
                let seat = bytes.u8() % 8;
                if seat != to_act {
                    let e = game
                        .apply(seat, &action)
                        .expect_err("a wrong seat is refused");
                    assert!(
                        matches!(
                            e,
                            RuleError::NotYourTurn { .. } | RuleError::NoSuchSeat { .. }
                        ),
                        "{config:?}: seat {seat} instead of {to_act}: {e:?}"
                    );
                    assert_eq!(
                        snapshot(&game),
                        before,
                        "{config:?}: a wrong seat changed the state"
                    );
                }
            }
            // The game goes on.
            _ => {
                let Some(seat) = game.to_act() else { break };
                let action = legal[bytes.below(legal.len())];
                game.apply(seat, &action)
                    .unwrap_or_else(|e| panic!("{config:?}: legal {action:?}: {e}"));
            }
        }
    }
});
