//! Rotterdam's data (RULES R-1, D-1, D-2): the board, raw materials, product cards, missions and
//! navigation card counts, read from `data/rotterdam/*.toml` and validated.

use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::core::board::{Board, PosId, PosKind};
use crate::core::data::{DataError, DataSource, Problems};
use crate::rotterdam::cards::NavCard;

pub const BOARD_TOML: &str = include_str!("../../data/rotterdam/board.toml");
pub const CARDS_TOML: &str = include_str!("../../data/rotterdam/cards.toml");

/// Product types per game (2 per harbour); arrays of this size hold per-product counts.
pub const MAX_PRODUCTS: usize = 8;
/// Raw material types per game.
pub const MAX_RAWS: usize = 4;

#[derive(Clone, Debug, serde::Serialize)]
pub struct Raw {
    pub id: String,
    pub colour: String,
    pub supply: u8,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Product {
    pub id: String,
    /// The harbour position whose pile holds this product.
    pub harbour: PosId,
    pub points: u8,
    pub copies: u8,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Mission {
    /// Products asked for (a product may appear twice).
    pub products: Vec<u8>,
    /// The same as counts per product.
    #[serde(skip)]
    pub need: [u8; MAX_PRODUCTS],
    pub points: u8,
}

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
struct RawFile {
    id: String,
    colour: String,
    supply: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProductFile {
    id: String,
    harbour: String,
    points: u8,
    copies: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MissionFile {
    products: Vec<String>,
    points: u8,
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

impl Data {
    /// The reconstructed data compiled into the program, loaded once.
    pub fn builtin() -> Arc<Data> {
        static DATA: OnceLock<Arc<Data>> = OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(
                Data::load(&DataSource::BuiltIn).expect("the built-in Rotterdam data is valid"),
            )
        })
        .clone()
    }

    pub fn load(source: &DataSource) -> Result<Data, DataError> {
        let mut problems = Problems::default();
        let data = Data::check(source, &mut problems);
        match data {
            Some(d) if !problems.has_errors() => Ok(d),
            _ => Err(DataError { problems }),
        }
    }

    /// Loads and validates, recording every problem; `None` when there are errors.
    pub fn check(source: &DataSource, problems: &mut Problems) -> Option<Data> {
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

        if cards.raws.is_empty() || cards.raws.len() > MAX_RAWS {
            problems.error(
                f,
                "raw",
                format!("there must be 1 to {MAX_RAWS} raw materials"),
            );
        }
        for (i, r) in cards.raws.iter().enumerate() {
            if cards.raws[..i].iter().any(|q| q.id == r.id) {
                problems.error(
                    f,
                    &format!("raw {}", r.id),
                    "duplicate raw material id".into(),
                );
            }
            if r.supply == 0 {
                problems.error(
                    f,
                    &format!("raw {}", r.id),
                    "supply must be at least 1".into(),
                );
            }
        }
        let raw_index = |id: &str| cards.raws.iter().position(|r| r.id == id).map(|i| i as u8);

        let mut accepts = vec![None; board.len()];
        let mut harbour_index = vec![None; board.len()];
        for (hi, &h) in board.harbours().iter().enumerate() {
            harbour_index[h as usize] = Some(hi as u8);
            let wanted = board.positions[h as usize].accepts.as_deref().unwrap_or("");
            match raw_index(wanted) {
                Some(r) => accepts[h as usize] = Some(r),
                None => problems.error(
                    &board_file,
                    &format!("position {}", board.name(h)),
                    format!("accepts `{wanted}`, which is not a raw material in {f}"),
                ),
            }
        }
        if board.positions.iter().any(|p| p.kind == PosKind::Exit) {
            problems.error(
                &board_file,
                "position",
                "a Rotterdam board has no exit".into(),
            );
        }

        let mut products = Vec::new();
        if cards.products.is_empty() || cards.products.len() > MAX_PRODUCTS {
            problems.error(
                f,
                "product",
                format!("there must be 1 to {MAX_PRODUCTS} products"),
            );
        }
        for (i, p) in cards.products.iter().enumerate() {
            let entry = format!("product {}", p.id);
            if cards.products[..i].iter().any(|q| q.id == p.id) {
                problems.error(f, &entry, "duplicate product id".into());
            }
            if p.copies == 0 {
                problems.error(f, &entry, "copies must be at least 1".into());
            }
            match board.find(&p.harbour) {
                Some(h) if board.kind(h) == PosKind::Harbour => products.push(Product {
                    id: p.id.clone(),
                    harbour: h,
                    points: p.points,
                    copies: p.copies,
                }),
                _ => problems.error(
                    f,
                    &entry,
                    format!("harbour `{}` is not a harbour on the board", p.harbour),
                ),
            }
        }
        for &h in board.harbours() {
            if !products.iter().any(|p| p.harbour == h) {
                problems.error(
                    f,
                    "product",
                    format!("harbour {} has no product cards", board.name(h)),
                );
            }
        }

        let mut missions = Vec::new();
        for (i, m) in cards.missions.iter().enumerate() {
            let entry = format!("mission {} ({})", i + 1, m.products.join("+"));
            if m.products.is_empty() || m.products.len() > 3 {
                problems.error(f, &entry, "a mission asks for 1 to 3 products".into());
            }
            let mut need = [0u8; MAX_PRODUCTS];
            let mut list = Vec::new();
            for name in &m.products {
                match cards.products.iter().position(|p| &p.id == name) {
                    Some(p) if p < MAX_PRODUCTS => {
                        need[p] += 1;
                        list.push(p as u8);
                    }
                    _ => problems.error(f, &entry, format!("unknown product `{name}`")),
                }
            }
            if m.points == 0 {
                problems.error(f, &entry, "points must be at least 1".into());
            }
            missions.push(Mission {
                products: list,
                need,
                points: m.points,
            });
        }
        if missions.len() < 12 || missions.len() > 250 {
            problems.error(
                f,
                "mission",
                "there must be 12 to 250 missions (3 per player, and a pile)".into(),
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
            raws: cards
                .raws
                .into_iter()
                .map(|r| Raw {
                    id: r.id,
                    colour: r.colour,
                    supply: r.supply,
                })
                .collect(),
            products,
            missions,
            navigation,
            accepts,
            harbour_index,
        })
    }

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
