//! The base game's material (RULES R-1, D-1, D-2): the Rotterdam board, raw materials, product
//! cards, missions and navigation card counts, read from `data/rotterdam/*.toml`. Rotterdam
//! plays with it and Masters of Trade reuses it unchanged (D-3), so it lives here, below both
//! rule sets; each names the files it reads ([`BaseFiles`]), so this module names none.

use std::ops::Deref;

use serde::Deserialize;

use crate::core::board::PosKind;
use crate::core::data::{DataSource, Problems};
use crate::core::deck::MAX_DECK;
use crate::core::goods::{Harbours, MissionFile, ProductFile, RawFile, Sections};
use crate::vocabulary::NavCard;

/// Where the base game's material is read: its data folder, the built-in text of its two
/// files, and the game's name for the data check's messages.
#[derive(Clone, Copy, Debug)]
pub struct BaseFiles {
    pub folder: &'static str,
    pub board: &'static str,
    pub cards: &'static str,
    pub name: &'static str,
}

/// The base game's static facts, shared by every game (behind an `Arc`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct BaseMaterial {
    #[serde(flatten)]
    pub harbours: Harbours,
    /// Navigation cards per type, indexed by `NavCard as usize`.
    pub navigation: [u8; NavCard::COUNT],
}

/// The board and goods are read as if they were the material's own fields.
impl Deref for BaseMaterial {
    type Target = Harbours;
    fn deref(&self) -> &Harbours {
        &self.harbours
    }
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
    navigation: NavFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NavFile {
    swap_cargo: u8,
    extra_cargo: u8,
    setback: u8,
    storm: u8,
    joker: u8,
    advantage: u8,
    extra_advantage: u8,
    cargo_thief: u8,
    port_police: u8,
}

impl BaseMaterial {
    /// Loads and validates, recording every problem; `None` when there are errors.
    pub fn check_files(
        source: &DataSource,
        base: BaseFiles,
        problems: &mut Problems,
    ) -> Option<BaseMaterial> {
        let before = problems.error_count();
        let files = Harbours::read::<CardsFile>(
            source,
            base.folder,
            (base.board, base.cards),
            12,
            |c| Sections {
                raws: &c.raws,
                products: &c.products,
                missions: &c.missions,
            },
            problems,
        )?;
        let f = files.cards_file.as_str();
        if files
            .harbours
            .board
            .positions
            .iter()
            .any(|p| p.kind == PosKind::Exit)
        {
            problems.error(
                &files.board_file,
                "position",
                format!("a {} board has no exit", base.name),
            );
        }
        let n = &files.cards.navigation;
        let navigation = [
            n.swap_cargo,
            n.extra_cargo,
            n.setback,
            n.storm,
            n.joker,
            n.advantage,
            n.extra_advantage,
            n.cargo_thief,
            n.port_police,
        ];
        if navigation.iter().map(|&c| c as usize).sum::<usize>() > MAX_DECK {
            problems.error(
                f,
                "navigation",
                format!("at most {MAX_DECK} navigation cards"),
            );
        }
        if problems.error_count() > before {
            return None;
        }
        Some(BaseMaterial {
            harbours: files.harbours,
            navigation,
        })
    }
}
