//! Test support: whole games of random legal actions, for tests that check an invariant of the
//! shared core at every position play reaches.

use crate::config::Config;
use crate::core::board::Board;
use crate::core::fleet::Fleet;
use crate::core::rules::RulesetData;
use crate::rulesets::{Game, Ruleset, each_game};

/// Plays one game of `ruleset` for `players` from `seed` to its end, each action picked
/// among the legal ones by a xorshift generator seeded from `seed`; `visit` sees every
/// position before its action, with the generator's state (a free salt for the test).
pub fn play(ruleset: Ruleset, players: u8, seed: u64, mut visit: impl FnMut(&Game, u64)) {
    let mut game = Game::new(&Config::new(ruleset, players, seed)).expect("a valid config");
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while !game.is_over() {
        visit(&game, rng);
        let legal = game.legal_actions();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        game.apply_unchecked(&legal[(rng % legal.len() as u64) as usize]);
    }
}

/// The fleet of any game and the board it sails on.
pub fn fleet_and_board(game: &Game) -> (&Fleet, &Board) {
    each_game!(game, g => (&g.state.public.fleet, g.data.board()))
}
