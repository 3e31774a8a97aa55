//! What every rule set ships and earns: raw materials, product cards per harbour and missions
//! (RULES D-2, D-4), in one file shape and one validation for every rule set's `cards.toml`.

use serde::Deserialize;

use crate::core::board::{Board, PosId, PosKind};
use crate::core::data::Problems;
use crate::core::inline::InlineVec;

/// Product types per game (2 per harbour in every game); arrays of this size hold counts.
pub const MAX_PRODUCTS: usize = 8;
/// Raw material types per game.
pub const MAX_RAWS: usize = 4;
/// Harbours at most: every harbour has product cards, so there are no more than products.
pub const MAX_HARBOURS: usize = MAX_PRODUCTS;
/// Product cards in one harbour's pile at most.
pub const MAX_PILE: usize = 32;
/// Missions (or assignments) in a game at most.
pub const MAX_MISSIONS: usize = 64;
/// Missions in one hand at most (every rule set keeps a hand of 3).
pub const MAX_HAND_MISSIONS: usize = 4;

/// One harbour's product pile, top card last.
pub type ProductPile = InlineVec<u8, MAX_PILE>;
/// Every harbour's product pile, in board harbour order.
pub type ProductPiles = InlineVec<ProductPile, MAX_HARBOURS>;
/// Missions in a pile, a discard or a seat's completed list.
pub type MissionList = InlineVec<u8, MAX_MISSIONS>;
/// The missions in one hand.
pub type MissionHand = InlineVec<u8, MAX_HAND_MISSIONS>;

/// The raw materials' starting supply (or market), per type.
pub fn starting_supply(raws: &[Raw]) -> [u8; MAX_RAWS] {
    let mut supply = [0u8; MAX_RAWS];
    for (i, r) in raws.iter().enumerate() {
        supply[i] = r.supply;
    }
    supply
}

/// Does a hand of product cards (`have`, counts per product) hold every card of `need`?
/// (Completing a mission, R-3 phase 6; answering a trade, R-5.)
#[inline]
pub fn covers(have: &[u8; MAX_PRODUCTS], need: &[u8; MAX_PRODUCTS]) -> bool {
    have.iter().zip(need).all(|(h, n)| h >= n)
}

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

/// `[[raw]]` in a cards file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawFile {
    id: String,
    colour: String,
    supply: u8,
}

/// `[[product]]` in a cards file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProductFile {
    id: String,
    harbour: String,
    points: u8,
    copies: u8,
}

/// `[[mission]]` in a cards file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MissionFile {
    products: Vec<String>,
    points: u8,
}

/// The goods sections of a cards file, as read.
pub struct Sections<'a> {
    pub raws: &'a [RawFile],
    pub products: &'a [ProductFile],
    pub missions: &'a [MissionFile],
}

/// The validated goods of a rule set, with lookups by board position.
pub struct Goods {
    pub raws: Vec<Raw>,
    pub products: Vec<Product>,
    pub missions: Vec<Mission>,
    /// Per position: the raw material a harbour accepts.
    pub accepts: Vec<Option<u8>>,
    /// Per position: index of a harbour in `board.harbours()`.
    pub harbour_index: Vec<Option<u8>>,
}

impl Goods {
    /// Checks the goods of cards file `file` against `board` (from `board_file`), recording
    /// every problem with its entry and reason. `min_missions`: enough to deal the hands.
    pub fn check(
        (file, board_file): (&str, &str),
        board: &Board,
        sections: Sections,
        min_missions: usize,
        problems: &mut Problems,
    ) -> Goods {
        let f = file;
        let Sections {
            raws,
            products,
            missions,
        } = sections;
        if raws.is_empty() || raws.len() > MAX_RAWS {
            problems.error(
                f,
                "raw",
                format!("there must be 1 to {MAX_RAWS} raw materials"),
            );
        }
        for (i, r) in raws.iter().enumerate() {
            let entry = format!("raw {}", r.id);
            if raws[..i].iter().any(|q| q.id == r.id) {
                problems.error(f, &entry, "duplicate raw material id".into());
            }
            if r.supply == 0 {
                problems.error(f, &entry, "supply must be at least 1".into());
            }
        }
        let raw_index = |id: &str| raws.iter().position(|r| r.id == id).map(|i| i as u8);

        let mut accepts = vec![None; board.len()];
        let mut harbour_index = vec![None; board.len()];
        for (hi, &h) in board.harbours().iter().enumerate() {
            harbour_index[h as usize] = Some(hi as u8);
            let wanted = board.positions[h as usize].accepts.as_deref().unwrap_or("");
            match raw_index(wanted) {
                Some(r) => accepts[h as usize] = Some(r),
                None => problems.error(
                    board_file,
                    &format!("position {}", board.name(h)),
                    format!("accepts `{wanted}`, which is not a raw material in {f}"),
                ),
            }
        }

        let mut goods_products = Vec::new();
        if products.is_empty() || products.len() > MAX_PRODUCTS {
            problems.error(
                f,
                "product",
                format!("there must be 1 to {MAX_PRODUCTS} products"),
            );
        }
        for (i, p) in products.iter().enumerate() {
            let entry = format!("product {}", p.id);
            if products[..i].iter().any(|q| q.id == p.id) {
                problems.error(f, &entry, "duplicate product id".into());
            }
            if p.copies == 0 {
                problems.error(f, &entry, "copies must be at least 1".into());
            }
            match board.find(&p.harbour) {
                Some(h) if board.kind(h) == PosKind::Harbour => goods_products.push(Product {
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
            let copies: usize = goods_products
                .iter()
                .filter(|p| p.harbour == h)
                .map(|p| p.copies as usize)
                .sum();
            if copies == 0 {
                problems.error(
                    f,
                    "product",
                    format!("harbour {} has no product cards", board.name(h)),
                );
            }
            if copies > MAX_PILE {
                problems.error(
                    f,
                    "product",
                    format!(
                        "harbour {} has more than {MAX_PILE} product cards",
                        board.name(h)
                    ),
                );
            }
        }

        let mut goods_missions = Vec::new();
        for (i, m) in missions.iter().enumerate() {
            let entry = format!("mission {} ({})", i + 1, m.products.join("+"));
            if m.products.is_empty() || m.products.len() > 3 {
                problems.error(f, &entry, "a mission asks for 1 to 3 products".into());
            }
            let mut need = [0u8; MAX_PRODUCTS];
            let mut list = Vec::new();
            for name in &m.products {
                match products.iter().position(|p| &p.id == name) {
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
            goods_missions.push(Mission {
                products: list,
                need,
                points: m.points,
            });
        }
        if goods_missions.len() < min_missions || goods_missions.len() > MAX_MISSIONS {
            problems.error(
                f,
                "mission",
                format!(
                    "there must be {min_missions} to {MAX_MISSIONS} missions (3 per player for 4 players, and a pile)"
                ),
            );
        }
        Goods {
            raws: raws
                .iter()
                .map(|r| Raw {
                    id: r.id.clone(),
                    colour: r.colour.clone(),
                    supply: r.supply,
                })
                .collect(),
            products: goods_products,
            missions: goods_missions,
            accepts,
            harbour_index,
        }
    }
}

/// Determinization of product cards (C-6): the cards nobody can place are shuffled into the
/// piles of their harbours (under each face-up top, keeping every pile's size) and the hands,
/// each filled up to its public size. `hands` holds what is known of each hand on entry (the
/// viewer's whole hand, the cards others were seen taking) and the sampled hands on return.
pub fn deal_products<R: rand::Rng>(
    products: &[Product],
    board: &Board,
    hands: &mut [[u8; MAX_PRODUCTS]],
    hand_sizes: &[u8],
    pile_sizes: &[u8],
    tops: &[Option<u8>],
    rng: &mut R,
) -> ProductPiles {
    use rand::seq::SliceRandom;
    let mut unseen = [0i32; MAX_PRODUCTS];
    for (i, p) in products.iter().enumerate() {
        unseen[i] = p.copies as i32;
    }
    for hand in hands.iter() {
        for (i, n) in hand.iter().enumerate() {
            unseen[i] -= *n as i32;
        }
    }
    let mut piles = ProductPiles::new();
    let mut to_hands = Vec::new();
    for (hi, &harbour) in board.harbours().iter().enumerate() {
        let top = tops.get(hi).copied().flatten();
        if let Some(t) = top {
            unseen[t as usize] -= 1;
        }
        let mut pool: Vec<u8> = Vec::new();
        for (i, p) in products.iter().enumerate() {
            if p.harbour == harbour {
                pool.extend(std::iter::repeat_n(i as u8, unseen[i].max(0) as usize));
            }
        }
        pool.shuffle(rng);
        let size = (pile_sizes[hi] as usize).saturating_sub(top.is_some() as usize);
        let mut pile = pool.split_off(pool.len().saturating_sub(size));
        to_hands.extend(pool);
        if let Some(t) = top {
            pile.push(t);
        }
        piles.push(ProductPile::from_slice(&pile));
    }
    to_hands.shuffle(rng);
    for (hand, &size) in hands.iter_mut().zip(hand_sizes) {
        let held: u8 = hand.iter().sum();
        for _ in held..size {
            if let Some(p) = to_hands.pop() {
                hand[p as usize] += 1;
            }
        }
    }
    piles
}

/// The board and goods every rule set has, in one shape: positions and channels, raw
/// materials, product cards, missions, and which harbour takes which raw material (D-1, D-2,
/// D-4). A rule set's data holds one and adds its own cards and tables beside it.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Harbours {
    pub board: Board,
    pub raws: Vec<Raw>,
    pub products: Vec<Product>,
    pub missions: Vec<Mission>,
    /// Per position: the raw material a harbour accepts.
    #[serde(skip)]
    pub accepts: Vec<Option<u8>>,
    /// Per position: index of a harbour in `board.harbours()`.
    #[serde(skip)]
    pub harbour_index: Vec<Option<u8>>,
}

/// A rule set's `board.toml` and `cards.toml`, read and checked: the board and goods, and the
/// cards file as the rule set's own type `T` (its other sections), with the files' names for
/// the rule set's own problems.
pub struct HarbourFiles<T> {
    pub harbours: Harbours,
    pub cards: T,
    pub board_file: String,
    pub cards_file: String,
}

impl Harbours {
    /// Reads `folder/board.toml` and `folder/cards.toml` from `source` (the built-in texts
    /// when absent), parses the board and the cards file as `T`, and checks the goods
    /// (`sections` picks them out of `T`). `None` when a file cannot be parsed; problems in
    /// the goods are recorded (the caller decides by the error count).
    pub fn read<T: serde::de::DeserializeOwned>(
        source: &crate::core::data::DataSource,
        folder: &str,
        (board_builtin, cards_builtin): (&'static str, &'static str),
        min_missions: usize,
        sections: impl Fn(&T) -> Sections<'_>,
        problems: &mut Problems,
    ) -> Option<HarbourFiles<T>> {
        let (board_file, board_text) = source.read(folder, "board.toml", board_builtin, problems);
        let (cards_file, cards_text) = source.read(folder, "cards.toml", cards_builtin, problems);
        let board = Board::from_toml(&board_file, &board_text, problems);
        let cards: Option<T> = match toml::from_str(&cards_text) {
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
        let goods = Goods::check(
            (&cards_file, &board_file),
            &board,
            sections(&cards),
            min_missions,
            problems,
        );
        Some(HarbourFiles {
            harbours: Harbours {
                board,
                raws: goods.raws,
                products: goods.products,
                missions: goods.missions,
                accepts: goods.accepts,
                harbour_index: goods.harbour_index,
            },
            cards,
            board_file,
            cards_file,
        })
    }

    pub fn raw_name(&self, r: u8) -> &str {
        &self.raws[r as usize].id
    }

    pub fn product_name(&self, p: u8) -> &str {
        &self.products[p as usize].id
    }

    /// A mission as text, e.g. "gasoline + jam (5 pts)".
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
