//! Rotterdam's data (RULES R-1, D-1, D-2): the board, raw materials, product cards, missions and
//! navigation card counts, read from `data/rotterdam/*.toml` and validated.

use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::core::board::{Board, PosKind};
use crate::core::data::{DataSource, Problems};
use crate::core::goods::{Goods, MissionFile, ProductFile, RawFile, Sections};
use crate::core::rules::RulesetData;
use crate::rotterdam::cards::NavCard;

pub const BOARD_TOML: &str = include_str!("../../../data/rotterdam/board.toml");
pub const CARDS_TOML: &str = include_str!("../../../data/rotterdam/cards.toml");

pub use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS, Mission, Product, Raw};

/// Rotterdam's static facts, shared by every game (behind an `Arc`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Data {
    pub board: Board,
    pub raws: Vec<Raw>,
    pub products: Vec<Product>,
    pub missions: Vec<Mission>,
    /// Navigation cards per type, indexed by `NavCard as usize`.
    pub navigation: [u8; NavCard::COUNT],
    /// Per position: the raw material a harbour accepts.
    #[serde(skip)]
    pub accepts: Vec<Option<u8>>,
    /// Per position: index of a harbour in `board.harbours()`.
    #[serde(skip)]
    pub harbour_index: Vec<Option<u8>>,
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

impl RulesetData for Data {
    const FILES: &'static [&'static str] = &["board.toml", "cards.toml"];

    fn index_names() -> serde_json::Value {
        serde_json::json!({ "navigation": NavCard::ALL })
    }

    /// The reconstructed data compiled into the program, loaded once.
    fn builtin() -> Arc<Data> {
        static DATA: OnceLock<Arc<Data>> = OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(
                Data::load(&DataSource::BuiltIn).expect("the built-in Rotterdam data is valid"),
            )
        })
        .clone()
    }

    /// Loads and validates, recording every problem; `None` when there are errors.
    fn check(source: &DataSource, problems: &mut Problems) -> Option<Data> {
        let (board_file, board_text) = source.read("rotterdam", "board.toml", BOARD_TOML, problems);
        let (cards_file, cards_text) = source.read("rotterdam", "cards.toml", CARDS_TOML, problems);
        let board = Board::from_toml(&board_file, &board_text, problems);
        let cards: Option<CardsFile> = match toml::from_str(&cards_text) {
            Ok(c) => Some(c),
            Err(e) => {
                problems.error(
                    &cards_file,
                    "(file)",
                    format!("not a valid cards file: {e}"),
                );
                None
            }
        };
        let (board, cards) = (board?, cards?);
        let f = cards_file.as_str();
        let before = problems.error_count();

        let goods = Goods::check(
            (f, &board_file),
            &board,
            Sections {
                raws: &cards.raws,
                products: &cards.products,
                missions: &cards.missions,
            },
            12,
            problems,
        );
        if board.positions.iter().any(|p| p.kind == PosKind::Exit) {
            problems.error(
                &board_file,
                "position",
                "a Rotterdam board has no exit".into(),
            );
        }
        let n = &cards.navigation;
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
        if navigation.iter().map(|&c| c as usize).sum::<usize>() > 250 {
            problems.error(f, "navigation", "at most 250 navigation cards".into());
        }
        if problems.error_count() > before {
            return None;
        }
        Some(Data {
            board,
            raws: goods.raws,
            products: goods.products,
            missions: goods.missions,
            navigation,
            accepts: goods.accepts,
            harbour_index: goods.harbour_index,
        })
    }
}

impl Data {
    pub fn raw_name(&self, r: u8) -> &str {
        &self.raws[r as usize].id
    }

    pub fn product_name(&self, p: u8) -> &str {
        &self.products[p as usize].id
    }

    /// A mission as text, e.g. "gasoline + jam (5)".
    pub fn mission_text(&self, m: u8) -> String {
        let mission = &self.missions[m as usize];
        let names: Vec<&str> = mission
            .products
            .iter()
            .map(|&p| self.product_name(p))
            .collect();
        format!("{} ({} pts)", names.join(" + "), mission.points)
    }
}
