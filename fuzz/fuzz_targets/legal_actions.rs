//! "Legals are legal", for every rule set: in games set up from the fuzzer's bytes (rule set,
//! players, variants, seed, a short cap), at every step every legal action applies through the
//! checked `Game::apply` and leaves exactly the state that the fast `apply_unchecked` leaves
//! (the state hash for every legal action, the whole state as JSON too for the one the game
//! goes on with); a game that is not over always offers a choice. Each further byte picks the
//! action the game goes on with.
//!
//! Run: `cargo +nightly fuzz run legal_actions -- -max_total_time=60` (from the repository root).
#![no_main]

use havenbaron_fuzz::{Bytes, new_game, snapshot};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes::new(data);
    let (config, mut game) = new_game(&mut bytes);
    let mut legal = Vec::new();
    let mut steps = 0usize;
    while !bytes.is_empty() {
        let Some(seat) = game.to_act() else {
            assert!(
                game.outcome().is_some(),
                "{config:?}: over without an outcome"
            );
            break;
        };
        game.legal_actions_into(&mut legal);
        assert!(!legal.is_empty(), "{config:?}, step {steps}: no choice");
        // Every legal action: the checked path accepts it and agrees with the fast path.
        let pick = bytes.below(legal.len());
        let mut next = None;
        for (i, action) in legal.iter().enumerate() {
            let mut checked = game.clone();
            checked
                .apply(seat, action)
                .unwrap_or_else(|e| panic!("{config:?}, step {steps}: legal {action:?}: {e}"));
            let mut fast = game.clone();
            fast.apply_unchecked(action);
            assert_eq!(
                checked.state_hash(),
                fast.state_hash(),
                "{config:?}, step {steps}: {action:?} checked and unchecked differ"
            );
            if i == pick {
                next = Some((checked, fast));
            }
        }
        // The one the game goes on with: the whole state, as JSON too.
        let (checked, fast) = next.expect("a picked action");
        assert_eq!(
            snapshot(&checked),
            snapshot(&fast),
            "{config:?}, step {steps}: {:?} checked and unchecked differ",
            legal[pick]
        );
        game = fast;
        steps += 1;
    }
});
