//! Rotterdam's data: the base game's material (board, goods, navigation cards; RULES R-1, D-1,
//! D-2), defined in `core::material` because Masters of Trade plays with it too.

use std::sync::{Arc, OnceLock};

use crate::core::board::Board;
use crate::core::data::{DataSource, Problems};
use crate::core::rules::RulesetData;
use crate::vocabulary::cards::NavCard;

pub use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS, Mission, Product, Raw};
use crate::core::material::BaseFiles;
pub use crate::core::material::BaseMaterial as Data;

pub const BOARD_TOML: &str = include_str!("../../../data/rotterdam/board.toml");
pub const CARDS_TOML: &str = include_str!("../../../data/rotterdam/cards.toml");

/// The base game's files (Masters of Trade reads the same, D-3).
pub const FILES: BaseFiles = BaseFiles {
    folder: "rotterdam",
    board: BOARD_TOML,
    cards: CARDS_TOML,
    name: "Rotterdam",
};

impl RulesetData for Data {
    const FILES: &'static [&'static str] = &["board.toml", "cards.toml"];

    fn board(&self) -> &Board {
        &self.board
    }

    fn index_names() -> serde_json::Value {
        serde_json::json!({ "navigation": NavCard::ALL })
    }

    fn builtin() -> Arc<Data> {
        static DATA: OnceLock<Arc<Data>> = OnceLock::new();
        DATA.get_or_init(|| {
            Arc::new(
                Data::load(&DataSource::BuiltIn).expect("the built-in Rotterdam data is valid"),
            )
        })
        .clone()
    }

    fn check(source: &DataSource, problems: &mut Problems) -> Option<Data> {
        crate::core::material::BaseMaterial::check_files(source, FILES, problems)
    }
}
