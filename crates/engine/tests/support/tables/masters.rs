//! Masters of Trade's part of the scenario harness: the market as the raw pool (M-1), the
//! setup and auction played through to planning (M-2, M-5), and the conformance suite's
//! invariants after a scenario.

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::{Fleet, RawId, ShipId};
use havenbaron_engine::core::goods::{MAX_PRODUCTS, MissionHand, ProductPiles};
use havenbaron_engine::core::navigation::NavCard;
use havenbaron_engine::masters::{self, Character, Stage};
use havenbaron_engine::{Action, Event, Game, PosId, Ruleset, Seat, View};

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
    fn product_piles_mut(g: &mut masters::Game) -> &mut ProductPiles {
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

    /// A seat's cash (M-1: public).
    pub fn money(&self, seat: Seat) -> i32 {
        self.g().state.public.seats[seat as usize].money
    }

    /// Sets a seat's cash, the bank paying the difference (so money stays conserved).
    pub fn set_money(&mut self, seat: Seat, money: i32) {
        let p = &mut self.edit().state.public;
        p.bank_paid += (money - p.seats[seat as usize].money) as i64;
        p.seats[seat as usize].money = money;
    }

    /// Moves one unit of `raw` from the market into `seat`'s stock (the market's price moves).
    #[track_caller]
    pub fn give_stock(&mut self, seat: Seat, raw: &str) {
        let r = self.raw(raw) as usize;
        let p = &mut self.edit().state.public;
        assert!(p.market[r] > 0, "no {raw} left on the market");
        p.market[r] -= 1;
        p.seats[seat as usize].stock[r] += 1;
    }

    /// The price of the next unit of `raw` bought from the market (D-3).
    pub fn raw_buy_price(&self, raw: &str) -> Option<u8> {
        let r = self.raw(raw) as usize;
        self.g().data.raw_market[r].buy_price(self.g().state.public.market[r])
    }

    /// What a seller of `raw` receives now (D-3).
    pub fn raw_sell_price(&self, raw: &str) -> Option<u8> {
        let r = self.raw(raw) as usize;
        self.g().data.raw_market[r].sell_price(self.g().state.public.market[r])
    }

    /// The current price of a product on the product market (D-3).
    pub fn product_price(&self, name: &str) -> u8 {
        let i = self.product(name) as usize;
        self.g().data.product_market[i].price(self.g().state.public.prices[i])
    }

    /// Moves one shipping card of this type from the pile (or the display, if the pile has
    /// none) into `seat`'s hand, privately.
    #[track_caller]
    pub fn give_shipping(&mut self, seat: Seat, card: NavCard) {
        let s = &mut self.edit().state;
        let c = card as u8;
        if let Some(i) = s.hidden.shipping_pile.iter().position(|&x| x == c) {
            s.hidden.shipping_pile.remove(i);
        } else {
            let i = s
                .public
                .shipping
                .iter()
                .position(|&x| x == c)
                .unwrap_or_else(|| panic!("no {card} left"));
            s.public.shipping.remove(i);
            let next = s
                .hidden
                .shipping_pile
                .pop()
                .expect("a card to refill the display");
            s.public.shipping.push(next);
        }
        s.hidden.hands[seat as usize].nav[card as usize] += 1;
    }

    /// Shipping cards in `seat`'s hand.
    pub fn shipping_count(&self, seat: Seat) -> u8 {
        self.g().state.hidden.hands[seat as usize].nav_count()
    }

    /// Puts assignment `mission` face up in the display's first place (the card there goes
    /// where `mission` was), unless it is face up already.
    #[track_caller]
    pub fn show_assignment(&mut self, mission: u8) {
        let s = &mut self.edit().state;
        if s.public.assignments.contains(&mission) {
            return;
        }
        let at = s
            .hidden
            .assignment_pile
            .iter()
            .position(|&m| m == mission)
            .unwrap_or_else(|| panic!("assignment {mission} is not in the pile"));
        s.hidden.assignment_pile[at] = s.public.assignments[0];
        s.public.assignments[0] = mission;
    }

    /// Places `seat`'s dock worker on `character` (through the checked path).
    #[track_caller]
    pub fn choose(&mut self, seat: Seat, character: Character) -> Vec<Event> {
        self.apply(seat, Action::ChooseCharacter { character })
    }

    /// Ends the turn of the seat to act if it is after its action (M-2: `continue`).
    #[track_caller]
    pub fn end_turn(&mut self) {
        while self.stage() == Stage::After && self.g().state.public.card.is_none() {
            let s = self.to_act().unwrap();
            self.apply(s, Action::Continue);
        }
    }

    /// The seat to act takes a dock worker on the first open of the Cashier, the Trader, the
    /// Ship owner (both ended at once), the Deck hand and the Discharger, and ends its turn: a
    /// turn that moves no ship and changes no market.
    #[track_caller]
    pub fn quiet_turn(&mut self) {
        let s = self.to_act().unwrap();
        let legal = self.legal();
        let pick = [
            Character::Cashier,
            Character::Trader,
            Character::ShipOwner,
            Character::DeckHand,
            Character::Discharger,
        ]
        .into_iter()
        .map(|character| Action::ChooseCharacter { character })
        .find(|a| legal.contains(a))
        .expect("a quiet character is open");
        self.apply(s, pick);
        if matches!(self.stage(), Stage::ShipOwner | Stage::Trader) {
            self.apply(s, Action::EndAction);
        }
        while self.stage() == Stage::DeckHand {
            let s = self.to_act().unwrap();
            let a = self.legal()[0];
            self.apply(s, a);
        }
        self.end_turn();
    }

    /// Plays on until the game ends: every decision the first of: end the action or turn,
    /// pass, else the first legal action.
    #[track_caller]
    pub fn play_out(&mut self) {
        while let Some(s) = self.to_act() {
            let legal = self.legal();
            let a = [Action::EndAction, Action::Continue, Action::Pass]
                .into_iter()
                .find(|a| legal.contains(a))
                .unwrap_or(legal[0]);
            self.apply(s, a);
        }
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
