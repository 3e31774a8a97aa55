//! Equal greedy bots finish Rotterdam games by its own rules, not by the safety cap
//! (C-7): ships that can no longer deliver are freed, and a board where every move looks bad
//! to everyone does not stay still for good.

use havenbaron_bots::{Bot, Budget, Greedy};
use havenbaron_engine::rotterdam::Phase;
use havenbaron_engine::{Action, Colour, Config, DataSet, Game, Ruleset};

/// A two-player Rotterdam game dealt from `seed` with `ships` (seat, position, raw material)
/// put on the board in its first place phase; the supply gives up the raw materials they carry.
fn rotterdam_with_fleet(data: &DataSet, seed: u64, ships: &[(u8, &str, &str)]) -> Game {
    let mut game = Game::with_data(&Config::new(Ruleset::Rotterdam, 2, seed), data).unwrap();
    let Game::Rotterdam(g) = &mut game else {
        unreachable!("a Rotterdam config")
    };
    let d = g.data.clone();
    let public = &mut g.state.public;
    assert_eq!(public.phase, Phase::Place);
    for &(seat, pos, raw) in ships {
        let pos = d.board.find(pos).expect("a position of the board");
        let raw = d
            .raws
            .iter()
            .position(|r| r.id == raw)
            .expect("a raw material") as u8;
        let ship = public
            .fleet
            .first_in_supply(seat)
            .expect("a ship in supply");
        public.fleet.place(&d.board, ship, pos, Some(raw));
        public.supply[raw as usize] -= 1;
    }
    game
}

fn greedy_pair(data: &DataSet) -> Vec<Greedy> {
    (0..2).map(|s| Greedy::new(data.clone(), 7 + s)).collect()
}

/// Plays greedy moves until the game ends or `stop` holds.
fn play_until(game: &mut Game, bots: &mut [Greedy], stop: impl Fn(&Game) -> bool) {
    while let Some(seat) = game.to_act() {
        if stop(game) {
            return;
        }
        let legal = game.legal_actions();
        let a = bots[seat as usize].choose(&game.view(Some(seat)), &legal, Budget::Default);
        game.apply(seat, &a).unwrap();
    }
}

fn round(game: &Game) -> u32 {
    game.view(None).progress().count
}

/// The fleet of a real greedy self-play game (two players, deal seed 9073148541872606767)
/// from round 40: all ten ships at sea, every start but S1 taken, and every colour that moves
/// a ship sends one of its caller's own ships astray or into the wrong harbour. The old rule
/// of thumb had both players call a colour that moved nothing, round after round, until the
/// cap ended the game at round 60.
const FROZEN: [(u8, &str, &str); 10] = [
    (0, "A1", "oil"),
    (0, "S2", "oil"),
    (0, "A3", "oil"),
    (0, "D1", "containers"),
    (0, "S3", "oil"),
    (1, "S4", "fruit"),
    (1, "B1", "fruit"),
    (1, "A4", "oil"),
    (1, "C1", "fruit"),
    (1, "B3", "fruit"),
];
const FROZEN_SEED: u64 = 9_073_148_541_872_606_767;

#[test]
fn a_frozen_board_moves_on_and_the_game_ends_by_its_rules() {
    let data = DataSet::builtin();
    let mut game = rotterdam_with_fleet(&data, FROZEN_SEED, &FROZEN);
    let before = game.view(None).fleet().clone();
    let mut bots = greedy_pair(&data);
    play_until(&mut game, &mut bots, |g| round(g) > 1);
    assert_ne!(
        game.view(None).fleet(),
        &before,
        "a round of greedy calls moved no ship"
    );
    play_until(&mut game, &mut bots, |_| false);
    let outcome = game.outcome().expect("the game is over");
    assert!(
        !outcome.capped,
        "the game ran into the round cap ({} rounds)",
        outcome.rounds
    );
}

/// Fruit on C3 can no longer reach Merwehaven, the only harbour that takes it (D-1: C3 leads
/// only to Botlek and Eemhaven). Red sails it into one of them, where it is unloaded for
/// nothing and the ship comes home to be loaded again; every other colour leaves it blocking
/// C3 for good. The old rule of thumb scored red below a call that moved nothing.
#[test]
fn a_ship_that_cannot_deliver_sails_into_a_harbour_to_come_home() {
    let data = DataSet::builtin();
    let mut game = rotterdam_with_fleet(&data, 5, &[(0, "C3", "fruit")]);
    let mut bots = greedy_pair(&data);
    for seat in [0, 1] {
        assert_eq!(game.to_act(), Some(seat));
        game.apply(seat, &Action::Pass).unwrap();
    }
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::CallColour {
        colour: Colour::Red
    }));
    let call = bots[0].choose(&game.view(Some(0)), &legal, Budget::Default);
    assert_eq!(
        call,
        Action::CallColour {
            colour: Colour::Red
        }
    );
}
