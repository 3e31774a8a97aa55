//! Masters of Trade's data: the Rotterdam board and cards (`data/rotterdam`) plus the tables of
//! `data/masters/tables.toml` (RULES M-1, M-2, D-3), validated together.

use std::sync::{Arc, OnceLock};

use serde::Deserialize;

use crate::core::board::{Board, PosId};
use crate::core::data::{DataSource, Problems};
use crate::core::fleet::MAX_SHIPS;
use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS};
use crate::core::market::{ProductTrack, RawTrack};
use crate::core::material::{BaseFiles, BaseMaterial};
use crate::core::rules::{Rules, RulesetData};
use crate::masters::Game;
use crate::vocabulary::cards::{Character, NavCard};

pub const TABLES_TOML: &str = include_str!("../../../data/masters/tables.toml");

/// Factory sites in one harbour at most (bit sets of sites are `u8`).
pub const MAX_SITES: usize = 8;

/// The base game's files, which Masters of Trade plays on unchanged (D-3).
const BASE: BaseFiles = BaseFiles {
    folder: "rotterdam",
    board: include_str!("../../../data/rotterdam/board.toml"),
    cards: include_str!("../../../data/rotterdam/cards.toml"),
    name: "Rotterdam",
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Setup {
    pub ships: u8,
    pub money: u16,
    pub dock_workers: u8,
}

/// One harbour's factory sites, in building order, with their prices.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Sites {
    pub harbour: PosId,
    pub prices: Vec<u8>,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Data {
    /// The board and cards, shared with Rotterdam.
    pub base: Arc<BaseMaterial>,
    /// Indexed by player count − 2.
    pub setup: [Setup; 3],
    /// Per raw material (Rotterdam's raw order).
    pub raw_market: Vec<RawTrack>,
    /// Per product (Rotterdam's product order).
    pub product_market: Vec<ProductTrack>,
    /// Per layout name (`nl`, `en`): sites per harbour in board harbour order.
    pub layouts: Vec<(String, Vec<Sites>)>,
    pub fields: u8,
    pub cashier: Vec<u8>,
    pub max_factories: u8,
    pub end_points: u16,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TablesFile {
    setup: Vec<SetupFile>,
    raw_market: Vec<RawMarketFile>,
    product_market: Vec<ProductMarketFile>,
    factory_layout: Vec<LayoutFile>,
    planning: PlanningFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SetupFile {
    players: u8,
    ships: u8,
    money: u16,
    dock_workers: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMarketFile {
    raw: String,
    prices: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ProductMarketFile {
    product: String,
    prices: Vec<u8>,
    start: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LayoutFile {
    name: String,
    sites: Vec<SitesFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SitesFile {
    harbour: String,
    prices: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlanningFile {
    fields: u8,
    cashier: Vec<u8>,
    max_factories: u8,
    end_points: u16,
}

fn ascending(v: &[u8]) -> bool {
    v.windows(2).all(|w| w[0] <= w[1])
}

impl RulesetData for Data {
    const FILES: &'static [&'static str] = &["tables.toml"];

    fn board(&self) -> &Board {
        &self.base.board
    }

    fn index_names() -> serde_json::Value {
        serde_json::json!({ "navigation": NavCard::ALL, "characters": Character::ALL })
    }

    fn builtin() -> Arc<Data> {
        static DATA: OnceLock<Arc<Data>> = OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(Data::load(&DataSource::BuiltIn).expect("the built-in Masters data is valid"))
        })
        .clone()
    }

    /// Loads and validates, recording every problem; `None` when there are errors. The
    /// Rotterdam files are checked by Rotterdam's own loader (their problems are reported once).
    fn check(source: &DataSource, problems: &mut Problems) -> Option<Data> {
        let mut base_problems = Problems::default();
        let base = BaseMaterial::check_files(source, BASE, &mut base_problems);
        let (file, text) = source.read("masters", "tables.toml", TABLES_TOML, problems);
        let tables: TablesFile = match toml::from_str(&text) {
            Ok(t) => t,
            Err(e) => {
                problems.error(&file, "(file)", format!("not a valid tables file: {e}"));
                return None;
            }
        };
        let Some(base) = base else {
            if base_problems.has_errors() {
                problems.error(
                    &file,
                    "(file)",
                    "the Rotterdam board and cards it uses have errors (see check-data)".into(),
                );
            }
            return None;
        };
        let f = file.as_str();
        let before = problems.error_count();

        let mut setup = [Setup {
            ships: 0,
            money: 0,
            dock_workers: 0,
        }; 3];
        for players in 2..=4u8 {
            match tables.setup.iter().find(|s| s.players == players) {
                Some(s) => {
                    if s.ships == 0 || s.dock_workers == 0 {
                        problems.error(
                            f,
                            &format!("setup for {players} players"),
                            "ships and dock workers must be at least 1".into(),
                        );
                    }
                    if s.ships as usize * players as usize > MAX_SHIPS {
                        problems.error(
                            f,
                            &format!("setup for {players} players"),
                            format!("at most {MAX_SHIPS} ships in a game (all players together)"),
                        );
                    }
                    setup[players as usize - 2] = Setup {
                        ships: s.ships,
                        money: s.money,
                        dock_workers: s.dock_workers,
                    };
                }
                None => problems.error(f, "setup", format!("no setup for {players} players")),
            }
        }

        let mut raw_market = vec![RawTrack { prices: vec![] }; base.raws.len()];
        for m in &tables.raw_market {
            let entry = format!("raw_market {}", m.raw);
            match base.raws.iter().position(|r| r.id == m.raw) {
                None => problems.error(
                    f,
                    &entry,
                    "not a raw material of rotterdam/cards.toml".into(),
                ),
                Some(r) => {
                    if m.prices.len() != base.raws[r].supply as usize {
                        problems.error(
                            f,
                            &entry,
                            format!(
                                "has {} spaces but the game has {} units of it: every unit needs a space",
                                m.prices.len(),
                                base.raws[r].supply
                            ),
                        );
                    }
                    if !ascending(&m.prices) {
                        problems.error(f, &entry, "prices must go from cheapest to dearest".into());
                    }
                    raw_market[r] = RawTrack {
                        prices: m.prices.clone(),
                    };
                }
            }
        }
        for (r, t) in raw_market.iter().enumerate() {
            if t.prices.is_empty() {
                problems.error(f, "raw_market", format!("no track for {}", base.raws[r].id));
            }
        }

        let mut product_market = vec![
            ProductTrack {
                prices: vec![],
                start: 0
            };
            base.products.len()
        ];
        for m in &tables.product_market {
            let entry = format!("product_market {}", m.product);
            match base.products.iter().position(|p| p.id == m.product) {
                None => problems.error(f, &entry, "not a product of rotterdam/cards.toml".into()),
                Some(p) => match m.prices.iter().position(|&x| x == m.start) {
                    _ if !ascending(&m.prices) || m.prices.is_empty() => problems.error(
                        f,
                        &entry,
                        "prices must be a non-empty track from cheapest to dearest".into(),
                    ),
                    None => problems.error(f, &entry, "start is not a price on the track".into()),
                    Some(start) => {
                        product_market[p] = ProductTrack {
                            prices: m.prices.clone(),
                            start: start as u8,
                        }
                    }
                },
            }
        }
        for (p, t) in product_market.iter().enumerate() {
            if t.prices.is_empty() {
                problems.error(
                    f,
                    "product_market",
                    format!("no track for {}", base.products[p].id),
                );
            }
        }

        let mut layouts = Vec::new();
        for l in &tables.factory_layout {
            let mut sites = Vec::new();
            for &h in base.board.harbours() {
                let name = base.board.name(h);
                match l.sites.iter().find(|s| s.harbour == name) {
                    Some(s) if s.prices.len() > MAX_SITES => problems.error(
                        f,
                        &format!("factory_layout {}", l.name),
                        format!("harbour {name} has more than {MAX_SITES} factory sites"),
                    ),
                    Some(s) => sites.push(Sites {
                        harbour: h,
                        prices: s.prices.clone(),
                    }),
                    None => problems.error(
                        f,
                        &format!("factory_layout {}", l.name),
                        format!("no sites for harbour {name}"),
                    ),
                }
            }
            for s in &l.sites {
                if base
                    .board
                    .find(&s.harbour)
                    .is_none_or(|h| !base.board.harbours().contains(&h))
                {
                    problems.error(
                        f,
                        &format!("factory_layout {}", l.name),
                        format!("`{}` is not a harbour on the board", s.harbour),
                    );
                }
            }
            layouts.push((l.name.clone(), sites));
        }
        // The layouts are the values of the `factory_layout` variant (M-5): each one must be
        // there, and a layout by another name could never be chosen.
        let choices = Game::INFO
            .variant("factory_layout")
            .map_or(&[][..], |v| v.values);
        for name in choices {
            if !layouts.iter().any(|(n, _)| n == name) {
                problems.error(f, "factory_layout", format!("layout `{name}` is missing"));
            }
        }
        for (name, _) in &layouts {
            if !choices.contains(&name.as_str()) {
                problems.error(
                    f,
                    &format!("factory_layout {name}"),
                    format!(
                        "the variant `factory_layout` takes {} (M-5): a layout named `{name}` could not be chosen",
                        choices.join(" or ")
                    ),
                );
            }
        }
        let p = &tables.planning;
        if p.fields < 2 || p.cashier.len() != p.fields as usize {
            problems.error(
                f,
                "planning",
                "at least 2 fields per character, and one Cashier amount per field".into(),
            );
        }
        // Every worker must find a field on the six characters that are always open (all but
        // the Shipping agent and the Manufacturer), so a forfeit never reveals a hand (C-6).
        for players in 2..=4u8 {
            let fields = p.fields.saturating_sub((players == 2) as u8) as u32;
            let workers = setup[players as usize - 2].dock_workers as u32 * players as u32;
            if fields * 6 < workers {
                problems.error(
                    f,
                    "planning",
                    format!(
                        "with {players} players, {workers} dock workers a round need more than \
                         {fields} fields on each of the six always-open characters"
                    ),
                );
            }
        }
        if problems.error_count() > before {
            return None;
        }
        debug_assert!(base.products.len() <= MAX_PRODUCTS && base.raws.len() <= MAX_RAWS);
        Some(Data {
            base: Arc::new(base),
            setup,
            raw_market,
            product_market,
            layouts,
            fields: p.fields,
            cashier: p.cashier.clone(),
            max_factories: p.max_factories,
            end_points: p.end_points,
        })
    }
}

impl Data {
    pub fn setup(&self, players: u8) -> Setup {
        self.setup[players as usize - 2]
    }

    pub fn layout(&self, index: u8) -> &[Sites] {
        &self.layouts[index as usize].1
    }
}
