//! The scenario harness every scenario file of every rule set shares (the idea of shakmaty's
//! `Setup`): a [`Table`] first builds a position *unchecked*, by editing the state directly
//! (ships are placed through `Fleet::place` so occupancy stays right, raw materials and cards
//! are taken from their supply or pile so everything stays conserved), and then plays it only
//! through the checked `Game::apply`, so every step a scenario takes is also a legal one and a
//! refusal is checked to leave the state unchanged.
//!
//! `Table<R>` is generic over the rule set `R` (the markers [`Rotterdam`], [`Masters`],
//! [`Antwerpen`]). What all rule sets share lives here: names from the data (D-1…D-4), ships,
//! product cards, validated play, refusals, the moves among events. Each rule set adds its own
//! setup edits beside it, in `tables/<rule set>.rs` (phases, slots and navigation cards for
//! Rotterdam; planning and markets for Masters of Trade; turns, locks, ship cards and missions for
//! Antwerpen), and each of those modules names its table `Table`, so a scenario file starts with
//! `mod support; use support::rotterdam::*;`.
//!
//! The conformance suite's per-rule-set checks (`antwerpen.rs`, `masters.rs`, `goods.rs`: the
//! invariants, views, outcome) are included too, so scenarios check the same invariants.
//!
//! Each file in `tests/` is its own crate and uses only part of this module.
#![allow(dead_code, unused_imports)]

use std::marker::PhantomData;

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::{Fleet, RawId, ShipId};
use havenbaron_engine::core::goods::{MAX_PRODUCTS, Mission, Product, ProductPiles, Raw};
use havenbaron_engine::{
    Action, Applied, Colour, Config, DataSet, Event, Game, PosId, RuleError, Rules, Ruleset, Seat,
    View,
};

/// Product cards conserved, shared by the conformance arms below (C-4, D-2, D-4).
#[path = "goods.rs"]
pub mod goods_support;

/// Antwerpen's arms of the conformance suite: invariants, views, probes, outcome (A-1…A-8).
#[path = "antwerpen.rs"]
pub mod antwerpen_checks;

/// Masters of Trade's arms of the conformance suite (M-1…M-5).
#[path = "masters.rs"]
pub mod masters_checks;

/// Rotterdam's setup edits: slots and phases, navigation cards, missions (R-1…R-7).
#[path = "tables/rotterdam.rs"]
pub mod rotterdam;

/// Masters of Trade's setup edits: planning, markets, money (M-1…M-5).
#[path = "tables/masters.rs"]
pub mod masters;

/// Antwerpen's setup edits: turns, missions, ship and lock cards, a replacement board (A-1…A-8).
#[path = "tables/antwerpen.rs"]
pub mod antwerpen;

pub use antwerpen::Antwerpen;
pub use masters::Masters;
pub use rotterdam::Rotterdam;

// ---------------------------------------------------------------------------------------------
// What a rule set gives the harness
// ---------------------------------------------------------------------------------------------

/// The goods of a rule set's card data (D-2, D-4).
pub struct Goods<'a> {
    pub raws: &'a [Raw],
    pub products: &'a [Product],
    pub missions: &'a [Mission],
}

/// The few places where the rule sets differ in shape; everything else in [`Table`] is shared.
pub trait RuleSet {
    const RULESET: Ruleset;
    /// The rule set's own game (data and state).
    type Game: Rules;

    fn game(game: &Game) -> &Self::Game;
    fn game_mut(game: &mut Game) -> &mut Self::Game;
    fn view(view: View) -> <Self::Game as Rules>::View;

    fn board(g: &Self::Game) -> &Board;
    fn goods(g: &Self::Game) -> Goods<'_>;
    fn fleet(g: &Self::Game) -> &Fleet;
    /// Where raw materials wait to be loaded: the supply (Rotterdam, Antwerpen) or the market
    /// (Masters of Trade).
    fn raw_pool(g: &Self::Game) -> &[u8];
    /// Puts `ship` from its owner's supply on `pos`, its cargo taken from the raw pool.
    fn place(g: &mut Self::Game, ship: ShipId, pos: PosId, cargo: Option<RawId>);
    fn product_piles_mut(g: &mut Self::Game) -> &mut ProductPiles;
    fn hand_products(g: &Self::Game, seat: Seat) -> &[u8; MAX_PRODUCTS];
    fn hand_products_mut(g: &mut Self::Game, seat: Seat) -> &mut [u8; MAX_PRODUCTS];
    /// A product card given by hand in a setup: Antwerpen's hands are open (its public record
    /// follows); the others keep it private.
    fn product_given(_g: &mut Self::Game, _seat: Seat, _product: u8) {}
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------

/// A game of rule set `R` to build a position on, then to play through the checked `apply`.
pub struct Table<R: RuleSet> {
    pub game: Game,
    rules: PhantomData<R>,
}

impl<R: RuleSet> Table<R> {
    /// A new game on the built-in data.
    pub fn new(players: u8, seed: u64) -> Self {
        Self::with(players, seed, &[])
    }

    /// A new game with variants given as `NAME` or `NAME=VALUE`.
    pub fn with(players: u8, seed: u64, variants: &[&str]) -> Self {
        let config = variants
            .iter()
            .fold(Config::new(R::RULESET, players, seed), |c, v| {
                c.with_variant(v)
            });
        Self::from_config(&config)
    }

    pub fn from_config(config: &Config) -> Self {
        Self::with_data(config, &DataSet::builtin())
    }

    /// A new game on other data (a replacement board, say).
    pub fn with_data(config: &Config, data: &DataSet) -> Self {
        assert_eq!(config.ruleset, R::RULESET, "a table of another rule set");
        let game = Game::with_data(config, data).unwrap_or_else(|e| panic!("bad config: {e}"));
        Self::from_game(game)
    }

    pub fn from_game(game: Game) -> Self {
        R::game(&game);
        Table {
            game,
            rules: PhantomData,
        }
    }

    /// The rule set's game, to read.
    pub fn g(&self) -> &R::Game {
        R::game(&self.game)
    }

    /// The rule set's game, to edit a position by hand (unchecked: keep things conserved).
    pub fn edit(&mut self) -> &mut R::Game {
        R::game_mut(&mut self.game)
    }

    // --- names from the data (D-1…D-4) ---

    /// A position by its name in the board data.
    #[track_caller]
    pub fn pos(&self, name: &str) -> PosId {
        R::board(self.g())
            .find(name)
            .unwrap_or_else(|| panic!("no position {name}"))
    }

    pub fn name(&self, pos: PosId) -> String {
        R::board(self.g()).name(pos).to_string()
    }

    #[track_caller]
    pub fn raw(&self, name: &str) -> RawId {
        R::goods(self.g())
            .raws
            .iter()
            .position(|r| r.id == name)
            .unwrap_or_else(|| panic!("no raw material {name}")) as RawId
    }

    #[track_caller]
    pub fn product(&self, name: &str) -> u8 {
        R::goods(self.g())
            .products
            .iter()
            .position(|p| p.id == name)
            .unwrap_or_else(|| panic!("no product {name}")) as u8
    }

    /// Index of a harbour's product pile (board order of the harbours).
    #[track_caller]
    pub fn pile_of(&self, harbour: &str) -> usize {
        let h = self.pos(harbour);
        R::board(self.g())
            .harbours()
            .iter()
            .position(|&x| x == h)
            .unwrap_or_else(|| panic!("{harbour} is not a harbour"))
    }

    /// The mission asking for exactly these products.
    #[track_caller]
    pub fn mission(&self, products: &[&str]) -> u8 {
        let mut want: Vec<u8> = products.iter().map(|p| self.product(p)).collect();
        want.sort();
        R::goods(self.g())
            .missions
            .iter()
            .position(|m| {
                let mut have = m.products.clone();
                have.sort();
                have == want
            })
            .unwrap_or_else(|| panic!("no mission {products:?}")) as u8
    }

    // --- ships (C-1) ---

    /// Places the first ship in `owner`'s supply on `at`, its cargo taken from the raw pool.
    #[track_caller]
    pub fn ship(&mut self, owner: Seat, at: &str, cargo: Option<&str>) -> ShipId {
        let pos = self.pos(at);
        let cargo = cargo.map(|c| self.raw(c));
        let fleet = R::fleet(self.g());
        let ship = fleet
            .first_in_supply(owner)
            .unwrap_or_else(|| panic!("seat {owner} has no ship in supply"));
        assert!(fleet.is_free(pos), "{at} is taken");
        if let Some(c) = cargo {
            assert!(R::raw_pool(self.g())[c as usize] > 0, "no {c} left to load");
        }
        R::place(self.edit(), ship, pos, cargo);
        ship
    }

    pub fn ship_pos(&self, ship: ShipId) -> Option<PosId> {
        R::fleet(self.g()).ship(ship).pos
    }

    pub fn ship_cargo(&self, ship: ShipId) -> Option<RawId> {
        R::fleet(self.g()).ship(ship).cargo
    }

    /// Where a ship is, by name (`supply` when off the board).
    pub fn at(&self, ship: ShipId) -> String {
        self.ship_pos(ship)
            .map_or("supply".into(), |p| self.name(p))
    }

    /// The ship on a single-ship position.
    pub fn ship_at(&self, name: &str) -> Option<ShipId> {
        R::fleet(self.g()).occupant[self.pos(name) as usize]
    }

    /// Raw materials of this kind waiting to be loaded (supply or market).
    pub fn supply(&self, raw: &str) -> u8 {
        R::raw_pool(self.g())[self.raw(raw) as usize]
    }

    // --- product cards (C-4) ---

    /// Moves one card of a product from its harbour's pile (the lowest copy) into a hand.
    #[track_caller]
    pub fn give_product(&mut self, seat: Seat, name: &str) {
        let product = self.product(name);
        let harbour = R::goods(self.g()).products[product as usize].harbour;
        let hi = R::board(self.g())
            .harbours()
            .iter()
            .position(|&x| x == harbour)
            .expect("a product's harbour");
        let pile = &mut R::product_piles_mut(self.edit())[hi];
        let i = pile
            .iter()
            .position(|&c| c == product)
            .unwrap_or_else(|| panic!("no {name} left"));
        pile.remove(i);
        R::hand_products_mut(self.edit(), seat)[product as usize] += 1;
        R::product_given(self.edit(), seat, product);
    }

    pub fn products_in_hand(&self, seat: Seat, name: &str) -> u8 {
        R::hand_products(self.g(), seat)[self.product(name) as usize]
    }

    // --- validated play ---

    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    pub fn legal(&self) -> Vec<Action> {
        self.game.legal_actions()
    }

    /// Applies through the checked path; panics with the refusal and the legal actions.
    #[track_caller]
    pub fn apply(&mut self, seat: Seat, action: Action) -> Vec<Event> {
        match self.game.apply(seat, &action) {
            Ok(events) => events,
            Err(e) => panic!(
                "{action:?} by seat {seat} refused: {e}\nlegal: {:?}",
                self.legal()
            ),
        }
    }

    /// Applies through the checked path, returning the action's reveal point with its events.
    #[track_caller]
    pub fn apply_marked(&mut self, seat: Seat, action: Action) -> Applied {
        match self.game.apply_marked(seat, &action) {
            Ok(applied) => applied,
            Err(e) => panic!(
                "{action:?} by seat {seat} refused: {e}\nlegal: {:?}",
                self.legal()
            ),
        }
    }

    /// Applies and expects a refusal that leaves the game unchanged (hash and JSON).
    #[track_caller]
    pub fn refuse(&mut self, seat: Seat, action: Action) -> RuleError {
        let (hash, json) = (self.game.state_hash(), self.game.state_json());
        let e = self
            .game
            .apply(seat, &action)
            .expect_err("the action should be refused");
        assert_eq!(self.game.state_hash(), hash, "a refusal changed the state");
        assert_eq!(self.game.state_json(), json, "a refusal changed the state");
        e
    }

    /// What `viewer` may know (C-6), as the rule set's own view.
    pub fn view(&self, viewer: Option<Seat>) -> <R::Game as Rules>::View {
        R::view(self.game.view(viewer))
    }

    /// The ship moves among `events`, with position names.
    pub fn moves(&self, events: &[Event]) -> Vec<(ShipId, String, String)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::ShipMoved { ship, from, to } => {
                    Some((*ship, self.name(*from), self.name(*to)))
                }
                _ => None,
            })
            .collect()
    }
}

// ---------------------------------------------------------------------------------------------
// Small helpers every rule set's scenarios use
// ---------------------------------------------------------------------------------------------

/// A ship move as [`Table::moves`] lists it.
pub fn mv(ship: ShipId, from: &str, to: &str) -> (ShipId, String, String) {
    (ship, from.to_string(), to.to_string())
}

pub fn call(colour: Colour) -> Action {
    Action::CallColour { colour }
}

/// The rule an illegal action was refused by.
#[track_caller]
pub fn illegal_rule(e: &RuleError) -> &'static str {
    match e {
        RuleError::Illegal { rule, .. } => rule,
        other => panic!("expected RuleError::Illegal, got {other:?}"),
    }
}

pub fn phase_started(events: &[Event], phase: u8) -> bool {
    events.contains(&Event::PhaseStarted { phase })
}
