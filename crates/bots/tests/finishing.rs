//! Equal greedy bots finish Rotterdam games by its own rules, not by the safety cap
//! (C-7): ships that can no longer deliver are freed, and a board where every move looks bad
//! to everyone does not stay still for good.

use havenbaron_bots::ismcts::evaluate_game;
use havenbaron_bots::{Bot, Budget, Greedy, Ismcts};
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
    let before = *game.view(None).fleet();
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

/// Does calling `colour` move a ship: does one off the harbours have a free channel of it?
fn moves_a_ship(game: &Game, colour: Colour) -> bool {
    let Game::Rotterdam(g) = game else {
        unreachable!("a Rotterdam game")
    };
    let (board, fleet) = (&g.data.board, &g.state.public.fleet);
    fleet.ships.iter().any(|s| {
        s.pos.is_some_and(|p| {
            board.harbours().iter().all(|&h| h != p)
                && board.targets(p, colour).iter().any(|&t| fleet.is_free(t))
        })
    })
}

/// In the frozen position the first call moves a ship, whether the rule of thumb or the
/// search makes it: the search may not hold the board still either.
#[test]
fn with_the_whole_fleet_at_sea_no_bot_calls_a_colour_that_moves_nothing() {
    let data = DataSet::builtin();
    let mut game = rotterdam_with_fleet(&data, FROZEN_SEED, &FROZEN);
    // No ship to place: seat 0 passes, seat 1 (without cards) passes by itself.
    assert_eq!(game.legal_actions(), [Action::Pass]);
    game.apply(0, &Action::Pass).unwrap();
    assert_eq!(game.to_act(), Some(0), "seat 0 calls first");
    let legal = game.legal_actions();
    let still: Vec<_> = Colour::ALL
        .into_iter()
        .filter(|&c| !moves_a_ship(&game, c))
        .collect();
    assert!(!still.is_empty(), "some colour moves nothing");
    let mut greedy = Greedy::new(data.clone(), 3);
    let mut search = Ismcts::from_spec("100it,depth=1", &data, 3).unwrap();
    for bot in [&mut greedy as &mut dyn Bot, &mut search] {
        let call = bot.choose(&game.view(Some(0)), &legal, Budget::Default);
        let Action::CallColour { colour } = call else {
            panic!("{} chose {call:?}, not a call", bot.name())
        };
        assert!(
            moves_a_ship(&game, colour),
            "{} called {colour:?}, which moves nothing",
            bot.name()
        );
    }
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

/// The search's evaluation tells a ship stranded at sea from one at home: fruit on C3 and grain
/// on A4 (their harbours out of reach) are worth less than the ship in supply, the more so
/// the farther the next harbour (one channel from C3, two from A4). Before, all three were
/// worth the same, and the search put empty ships to sea and left them there.
#[test]
fn a_stranded_ship_is_worth_less_than_one_at_home() {
    let data = DataSet::builtin();
    let worth = |ships: &[(u8, &str, &str)]| {
        evaluate_game(&data, &rotterdam_with_fleet(&data, 5, ships), 0)
    };
    let home = worth(&[]);
    let far = worth(&[(0, "A4", "grain")]);
    let near = worth(&[(0, "C3", "fruit")]);
    assert!(far < near && near < home, "{far} < {near} < {home}");
}

/// In a place phase the search puts no ship to sea empty, nor with a raw material its start
/// cannot bring to its harbour, while it can load one that gets there (whatever its seed).
#[test]
fn the_search_puts_no_idle_ship_to_sea() {
    let data = DataSet::builtin();
    let game = Game::with_data(&Config::new(Ruleset::Rotterdam, 2, 9), &data).unwrap();
    let Game::Rotterdam(g) = &game else {
        unreachable!("a Rotterdam game")
    };
    let board = &g.data.board;
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::PlaceShip {
        start: board.find("S1").unwrap(),
        cargo: None
    }));
    for seed in 0..8 {
        let mut bot = Ismcts::from_spec("40it,depth=1", &data, seed).unwrap();
        let a = bot.choose(&game.view(Some(0)), &legal, Budget::Default);
        if let Action::PlaceShip { start, cargo } = a {
            let at = board.name(start);
            let raw = cargo.unwrap_or_else(|| panic!("seed {seed}: an empty ship on {at}"));
            let harbour = board
                .harbours()
                .iter()
                .find(|&&h| g.data.accepts[h as usize] == Some(raw))
                .copied()
                .unwrap();
            assert!(
                board.distance(start, harbour).is_some(),
                "seed {seed}: raw material {raw} on {at} cannot reach its harbour"
            );
        }
    }
}
