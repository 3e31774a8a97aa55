//! Antwerpen's data (RULES A-1, D-4): the board with its double channels and locks, raw
//! materials, product cards, missions, ship and lock card counts, read from
//! `data/antwerpen/*.toml` and validated (every problem names the file, the entry and the reason).

use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::antwerpen::cards::{LockCard, ShipCard};
use crate::core::board::{Board, PosId, PosKind};
use crate::core::data::{DataSource, Problems};
use crate::core::deck::MAX_DECK;
use crate::core::goods::{Harbours, MissionFile, ProductFile, RawFile, Sections};
use crate::core::rules::RulesetData;

pub const BOARD_TOML: &str = include_str!("../../../data/antwerpen/board.toml");
pub const CARDS_TOML: &str = include_str!("../../../data/antwerpen/cards.toml");

pub use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS, Mission, Product, Raw};

/// Locks per board (a lock's state is one bit).
pub const MAX_LOCKS: usize = 8;

/// Antwerpen's static facts, shared by every game (behind an `Arc`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Data {
    /// The board and goods (the shape every rule set shares).
    #[serde(flatten)]
    pub harbours: Harbours,
    /// Ship cards per type, indexed by `ShipCard as usize`.
    pub ship_cards: [u8; ShipCard::COUNT],
    /// Lock cards per type, indexed by `LockCard as usize`.
    pub lock_cards: [u8; LockCard::COUNT],
    /// Lock names in order of first appearance in the channel list; a lock's id is its index.
    pub locks: Vec<String>,
    /// `channel_lock[from * len + to]`: the lock on the channel `from → to`, if any.
    #[serde(skip)]
    channel_lock: Vec<Option<u8>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardsFile {
    #[serde(rename = "raw")]
    raws: Vec<RawFile>,
    #[serde(rename = "product")]
    products: Vec<ProductFile>,
    #[serde(rename = "mission")]
    missions: Vec<MissionFile>,
    ship_cards: ShipFile,
    lock_cards: LockFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShipFile {
    sail_alone: u8,
    extra_colour: u8,
    extra_ship: u8,
    step_back: u8,
    double_yield: u8,
    anchor: u8,
    swap_cargo: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LockFile {
    open_1: u8,
    open_2: u8,
    open_3: u8,
    close_1: u8,
    close_2: u8,
    close_3: u8,
    toggle_1: u8,
    toggle_2: u8,
}

impl RulesetData for Data {
    const FILES: &'static [&'static str] = &["board.toml", "cards.toml"];

    fn board(&self) -> &Board {
        &self.board
    }

    fn index_names() -> serde_json::Value {
        serde_json::json!({ "ship_cards": ShipCard::ALL, "lock_cards": LockCard::ALL })
    }

    /// The reconstructed data compiled into the program, loaded once.
    fn builtin() -> Arc<Data> {
        static DATA: OnceLock<Arc<Data>> = OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(
                Data::load(&DataSource::BuiltIn).expect("the built-in Antwerpen data is valid"),
            )
        })
        .clone()
    }

    /// Loads and validates, recording every problem; `None` when there are errors.
    fn check(source: &DataSource, problems: &mut Problems) -> Option<Data> {
        let before = problems.error_count();
        let files = Harbours::read::<CardsFile>(
            source,
            "antwerpen",
            (BOARD_TOML, CARDS_TOML),
            13,
            |c| Sections {
                raws: &c.raws,
                products: &c.products,
                missions: &c.missions,
            },
            problems,
        )?;
        let (harbours, cards) = (files.harbours, files.cards);
        let board = &harbours.board;
        let f = files.cards_file.as_str();
        let bf = files.board_file.as_str();

        // Locks: named on channels; a name used on several channels is one lock.
        let n = board.len();
        let mut locks: Vec<String> = Vec::new();
        let mut channel_lock = vec![None; n * n];
        for (i, c) in board.channels.iter().enumerate() {
            let Some(name) = &c.lock else { continue };
            let entry = format!(
                "channel {} ({}→{})",
                i + 1,
                board.name(c.from),
                board.name(c.to)
            );
            if name.trim().is_empty() {
                problems.error(bf, &entry, "a lock needs a name".into());
                continue;
            }
            let id = match locks.iter().position(|l| l == name) {
                Some(id) => id,
                None => {
                    locks.push(name.clone());
                    locks.len() - 1
                }
            };
            if id >= MAX_LOCKS {
                problems.error(
                    bf,
                    &entry,
                    format!("at most {MAX_LOCKS} locks are supported"),
                );
                continue;
            }
            channel_lock[c.from as usize * n + c.to as usize] = Some(id as u8);
        }
        if board
            .positions
            .iter()
            .filter(|p| p.kind == PosKind::Exit)
            .count()
            > 1
        {
            problems.error(
                bf,
                "position",
                "an Antwerpen board has at most one exit (the transit port)".into(),
            );
        }

        let s = &cards.ship_cards;
        let ship_cards = [
            s.sail_alone,
            s.extra_colour,
            s.extra_ship,
            s.step_back,
            s.double_yield,
            s.anchor,
            s.swap_cargo,
        ];
        if ship_cards.iter().map(|&c| c as usize).sum::<usize>() > MAX_DECK {
            problems.error(f, "ship_cards", format!("at most {MAX_DECK} ship cards"));
        }
        let l = &cards.lock_cards;
        let lock_cards = [
            l.open_1, l.open_2, l.open_3, l.close_1, l.close_2, l.close_3, l.toggle_1, l.toggle_2,
        ];
        let lock_total: usize = lock_cards.iter().map(|&c| c as usize).sum();
        if lock_total > MAX_DECK {
            problems.error(f, "lock_cards", format!("at most {MAX_DECK} lock cards"));
        }
        // two lock cards for each of up to four players.
        if lock_total < 8 {
            problems.error(
                f,
                "lock_cards",
                "at least 8 lock cards (2 per player for 4 players, A-1)".into(),
            );
        }
        if problems.error_count() > before {
            return None;
        }
        Some(Data {
            harbours,
            ship_cards,
            lock_cards,
            locks,
            channel_lock,
        })
    }
}

/// The board and goods are read as if they were the data's own fields.
impl std::ops::Deref for Data {
    type Target = Harbours;
    fn deref(&self) -> &Harbours {
        &self.harbours
    }
}

impl Data {
    /// The lock on the channel `from → to`, if any.
    #[inline]
    pub fn lock_between(&self, from: PosId, to: PosId) -> Option<u8> {
        self.channel_lock[from as usize * self.board.len() + to as usize]
    }

    /// The bit set of all locks (bit `l` for lock `l`).
    pub fn all_locks(&self) -> u8 {
        ((1u16 << self.locks.len()) - 1) as u8
    }

    pub fn lock_name(&self, l: u8) -> &str {
        &self.locks[l as usize]
    }
}
