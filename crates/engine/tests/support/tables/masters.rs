//! Masters of Trade's part of the scenario harness: the market as the raw pool (M-1), the
//! setup and auction played through to planning (M-2, M-5), and the conformance suite's
//! invariants after a scenario.

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::{Fleet, RawId, ShipId};
use havenbaron_engine::core::goods::MAX_PRODUCTS;
use havenbaron_engine::masters::{self, Stage};
use havenbaron_engine::{Action, Game, PosId, Ruleset, Seat, View};

pub use super::{Goods, RuleSet, call, illegal_rule, mv};

/// The marker for Masters of Trade tables.
pub struct Masters;

/// A Masters of Trade table.
pub type Table = super::Table<Masters>;

impl RuleSet for Masters {
    const RULESET: Ruleset = Ruleset::Masters;
    type Game = masters::Game;

    fn game(game: &Game) -> &masters::Game {
        match game {
            Game::Masters(g) => g,
            _ => unreachable!("a Masters of Trade table"),
        }
    }
    fn game_mut(game: &mut Game) -> &mut masters::Game {
        match game {
            Game::Masters(g) => g,
            _ => unreachable!("a Masters of Trade table"),
        }
    }
    fn view(view: View) -> masters::View {
        match view {
            View::Masters(v) => v,
            _ => unreachable!("a Masters of Trade view"),
        }
    }
    fn board(g: &masters::Game) -> &Board {
        &g.data.base.board
    }
    fn goods(g: &masters::Game) -> Goods<'_> {
        let base = &g.data.base;
        Goods {
            raws: &base.raws,
            products: &base.products,
            missions: &base.missions,
        }
    }
    fn fleet(g: &masters::Game) -> &Fleet {
        &g.state.public.fleet
    }
    fn raw_pool(g: &masters::Game) -> &[u8] {
        &g.state.public.market
    }
    fn place(g: &mut masters::Game, ship: ShipId, pos: PosId, cargo: Option<RawId>) {
        if let Some(c) = cargo {
            g.state.public.market[c as usize] -= 1;
        }
        g.state
            .public
            .fleet
            .place(&g.data.base.board, ship, pos, cargo);
    }
    fn product_piles_mut(g: &mut masters::Game) -> &mut Vec<Vec<u8>> {
        &mut g.state.hidden.product_piles
    }
    fn hand_products(g: &masters::Game, seat: Seat) -> &[u8; MAX_PRODUCTS] {
        &g.state.hidden.hands[seat as usize].products
    }
    fn hand_products_mut(g: &mut masters::Game, seat: Seat) -> &mut [u8; MAX_PRODUCTS] {
        &mut g.state.hidden.hands[seat as usize].products
    }
}

impl Table {
    /// The conformance suite's invariants (money with the bank's flows, raw materials on
    /// market + ships + stocks, every card).
    #[track_caller]
    pub fn check(&self) {
        if let Err(e) = super::masters_checks::invariants(self.g()) {
            panic!("invariant broken: {e}");
        }
    }

    pub fn stage(&self) -> Stage {
        self.g().state.public.stage
    }

    /// Plays the setup with passes and the auction-free start of round 1 (M-1, M-5).
    #[track_caller]
    pub fn play_to_planning(&mut self) {
        while self.stage() == Stage::Setup {
            let seat = self.to_act().unwrap();
            self.apply(seat, Action::Pass);
        }
        assert_eq!(self.stage(), Stage::Plan);
    }
}

/// A new game (not a table: for random play).
pub fn new_game(players: u8, seed: u64, variants: &[&str]) -> Game {
    Table::with(players, seed, variants).game
}

/// The conformance suite's invariants on any Masters of Trade game.
#[track_caller]
pub fn check_invariants(game: &Game) {
    if let Err(e) = super::masters_checks::invariants(Masters::game(game)) {
        panic!("{e}");
    }
}
