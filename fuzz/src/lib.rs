//! What the fuzz targets share: turning the fuzzer's bytes into a game of any rule set (rule
//! set, players, variants, seed, a short safety cap) and into choices and arbitrary actions.
//!
//! Bytes run out gracefully: a [`Bytes`] reads zeros past the end, so every input decodes.

#![forbid(unsafe_code)]

use havenbaron_engine::antwerpen::{CardPile, LockCard, ShipCard};
use havenbaron_engine::masters::Character;
use havenbaron_engine::rotterdam::NavCard;
use havenbaron_engine::{Action, Colour, Config, Game, Ruleset};

/// A reader over the fuzzer's bytes.
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Bytes<'a> {
        Bytes { data, pos: 0 }
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    /// The next byte; 0 once the input is used up.
    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    pub fn u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | self.u8() as u64)
    }

    /// An index below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.u8() as usize % n
    }

    pub fn bool(&mut self) -> bool {
        self.u8() & 1 == 1
    }
}

/// A game set up from the first bytes: rule set, players (its whole range), each variant (a
/// switch on or off, or one of its values), the seed and a safety cap of 1 to 24 rounds (or
/// turns), short so that the fuzzer reaches the ends of games too.
pub fn new_game(b: &mut Bytes) -> (Config, Game) {
    let ruleset = Ruleset::ALL[b.below(Ruleset::ALL.len())];
    let info = ruleset.info();
    let span = (info.max_players - info.min_players + 1) as usize;
    let players = info.min_players + b.below(span) as u8;
    let mut config = Config::new(ruleset, players, 0);
    for v in info.variants {
        let value = if v.is_switch() {
            if b.bool() { "true" } else { "false" }
        } else {
            v.values[b.below(v.values.len())]
        };
        config = config.with_variant(&format!("{}={value}", v.name));
    }
    config.seed = b.u64();
    config.round_cap = Some(1 + b.below(24) as u32);
    let game = Game::new(&config).unwrap_or_else(|e| panic!("{config:?} is refused: {e}"));
    (config, game)
}

/// Which kind of action `a` is. Exhaustive on purpose: a new `Action` variant breaks the build
/// of the fuzz targets (CI builds them) until [`any_action`] can make it too.
pub fn kind(a: &Action) -> u8 {
    match a {
        Action::Pass => 0,
        Action::Continue => 1,
        Action::PlaceShip { .. } => 2,
        Action::CallColour { .. } => 3,
        Action::SteerFork { .. } => 4,
        Action::PlayCard { .. } => 5,
        Action::LayCard { .. } => 6,
        Action::SelectShip { .. } => 7,
        Action::SelectPosition { .. } => 8,
        Action::AddGive { .. } => 9,
        Action::AddAsk { .. } => 10,
        Action::SendOffer { .. } => 11,
        Action::Withdraw => 12,
        Action::Accept => 13,
        Action::Decline => 14,
        Action::CompleteMission { .. } => 15,
        Action::Bid { .. } => 16,
        Action::ChooseCharacter { .. } => 17,
        Action::EndAction => 18,
        Action::TakeFree { .. } => 19,
        Action::BuyRaw { .. } => 20,
        Action::SellRaw { .. } => 21,
        Action::TakeShipping { .. } => 22,
        Action::ChooseFactory { .. } => 23,
        Action::SellProduct { .. } => 24,
        Action::BuyProduct { .. } => 25,
        Action::BuildFactory { .. } => 26,
        Action::SwapMission { .. } => 27,
        Action::EndTurn => 28,
        Action::TakeCard { .. } => 29,
        Action::PlayShipCard { .. } => 30,
        Action::PlayLockCard { .. } => 31,
        Action::SelectLock { .. } => 32,
        Action::SetLocks { .. } => 33,
        Action::RaiseBid { .. } => 34,
    }
}

/// How many kinds [`kind`] knows.
pub const KINDS: u8 = 35;

/// Any action of any kind, its ids taken from the bytes as they come (most are out of range or
/// not legal now; some happen to be legal).
pub fn any_action(b: &mut Bytes) -> Action {
    let option = |b: &mut Bytes| {
        let v = b.u8();
        if b.bool() { Some(v) } else { None }
    };
    let action = match b.u8() % KINDS {
        0 => Action::Pass,
        1 => Action::Continue,
        2 => Action::PlaceShip {
            start: b.u8(),
            cargo: option(b),
        },
        3 => Action::CallColour {
            colour: Colour::ALL[b.below(Colour::ALL.len())],
        },
        4 => Action::SteerFork { to: b.u8() },
        5 => Action::PlayCard {
            card: NavCard::ALL[b.below(NavCard::COUNT)],
        },
        6 => Action::LayCard {
            card: NavCard::ALL[b.below(NavCard::COUNT)],
        },
        7 => Action::SelectShip { ship: b.u8() },
        8 => Action::SelectPosition { pos: b.u8() },
        9 => Action::AddGive { product: b.u8() },
        10 => Action::AddAsk { product: b.u8() },
        11 => Action::SendOffer { to: b.u8() },
        12 => Action::Withdraw,
        13 => Action::Accept,
        14 => Action::Decline,
        15 => Action::CompleteMission {
            mission: b.u8(),
            joker: option(b),
        },
        16 => Action::Bid { amount: b.u16() },
        17 => Action::ChooseCharacter {
            character: Character::ALL[b.below(Character::ALL.len())],
        },
        18 => Action::EndAction,
        19 => Action::TakeFree {
            raw: b.u8(),
            start: option(b),
        },
        20 => Action::BuyRaw { raw: b.u8() },
        21 => Action::SellRaw { raw: b.u8() },
        22 => Action::TakeShipping { display: option(b) },
        23 => Action::ChooseFactory { site: b.u8() },
        24 => Action::SellProduct { product: b.u8() },
        25 => Action::BuyProduct { product: b.u8() },
        26 => Action::BuildFactory { harbour: b.u8() },
        27 => Action::SwapMission { mission: b.u8() },
        28 => Action::EndTurn,
        29 => Action::TakeCard {
            pile: if b.bool() {
                CardPile::Ship
            } else {
                CardPile::Lock
            },
        },
        30 => Action::PlayShipCard {
            card: ShipCard::ALL[b.below(ShipCard::COUNT)],
        },
        31 => Action::PlayLockCard {
            card: LockCard::ALL[b.below(LockCard::COUNT)],
        },
        32 => Action::SelectLock { lock: b.u8() },
        33 => Action::SetLocks { open: b.bool() },
        _ => Action::RaiseBid { by: b.u16() },
    };
    debug_assert!(kind(&action) < KINDS);
    action
}

/// A game's state, as the checks compare it: the hash and the full JSON.
pub fn snapshot(game: &Game) -> (u64, String) {
    (game.state_hash(), game.state_json())
}
