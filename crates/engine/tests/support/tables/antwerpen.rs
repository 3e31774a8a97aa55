//! Antwerpen's part of the scenario harness: turns (A-2), missions, ship and lock cards (A-3,
//! A-5, A-8), open hands (C-6), the conformance suite's invariants after a scenario, and a
//! small replacement board for rules the reconstructed board cannot show.

use std::sync::Arc;

use havenbaron_engine::antwerpen::state::Step;
use havenbaron_engine::antwerpen::{self, LockCard, ShipCard};
use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::{Fleet, RawId, ShipId};
use havenbaron_engine::core::goods::{MAX_PRODUCTS, MissionHand, ProductPiles};
use havenbaron_engine::{Config, DataSet, DataSource, Game, PosId, Ruleset, Seat, View};

pub use super::{Goods, RuleSet, call, illegal_rule, mv};

/// The marker for Antwerpen tables.
pub struct Antwerpen;

/// An Antwerpen table.
pub type Table = super::Table<Antwerpen>;

impl RuleSet for Antwerpen {
    const RULESET: Ruleset = Ruleset::Antwerpen;
    type Game = antwerpen::Game;

    fn game(game: &Game) -> &antwerpen::Game {
        match game {
            Game::Antwerpen(g) => g,
            _ => unreachable!("an Antwerpen table"),
        }
    }
    fn game_mut(game: &mut Game) -> &mut antwerpen::Game {
        match game {
            Game::Antwerpen(g) => g,
            _ => unreachable!("an Antwerpen table"),
        }
    }
    fn view(view: View) -> antwerpen::View {
        match view {
            View::Antwerpen(v) => v,
            _ => unreachable!("an Antwerpen view"),
        }
    }
    fn board(g: &antwerpen::Game) -> &Board {
        &g.data.board
    }
    fn goods(g: &antwerpen::Game) -> Goods<'_> {
        Goods {
            raws: &g.data.raws,
            products: &g.data.products,
            missions: &g.data.missions,
        }
    }
    fn fleet(g: &antwerpen::Game) -> &Fleet {
        &g.state.public.fleet
    }
    fn raw_pool(g: &antwerpen::Game) -> &[u8] {
        &g.state.public.supply
    }
    fn place(g: &mut antwerpen::Game, ship: ShipId, pos: PosId, cargo: Option<RawId>) {
        if let Some(c) = cargo {
            g.state.public.supply[c as usize] -= 1;
        }
        g.state.public.fleet.place(&g.data.board, ship, pos, cargo);
    }
    fn product_piles_mut(g: &mut antwerpen::Game) -> &mut ProductPiles {
        &mut g.state.hidden.product_piles
    }
    fn hand_products(g: &antwerpen::Game, seat: Seat) -> &[u8; MAX_PRODUCTS] {
        &g.state.hidden.hands[seat as usize].products
    }
    fn hand_products_mut(g: &mut antwerpen::Game, seat: Seat) -> &mut [u8; MAX_PRODUCTS] {
        &mut g.state.hidden.hands[seat as usize].products
    }
    /// Antwerpen's product cards are open (C-6): the public record follows the hand.
    fn product_given(g: &mut antwerpen::Game, seat: Seat, product: u8) {
        g.state.public.seats[seat as usize].known_products[product as usize] += 1;
    }
}

impl Table {
    pub fn data(&self) -> Arc<antwerpen::Data> {
        self.g().data.clone()
    }

    /// A lock by its name in the channel list (A-4).
    #[track_caller]
    pub fn lock(&self, name: &str) -> u8 {
        self.g()
            .data
            .locks
            .iter()
            .position(|l| l == name)
            .unwrap_or_else(|| panic!("no lock {name}")) as u8
    }

    pub fn step(&self) -> Step {
        self.g().state.public.step
    }

    /// The conformance suite's invariants (ships, raw materials, every card; hand limits).
    #[track_caller]
    pub fn check(&self) {
        if let Err(e) = super::antwerpen_checks::invariants(self.g()) {
            panic!("invariant broken: {e}");
        }
    }

    /// Gives `seat` exactly these ship cards (from the pile; the old ones go back under it).
    #[track_caller]
    pub fn set_ship_hand(&mut self, seat: Seat, cards: &[ShipCard]) {
        let h = &mut self.edit().state.hidden;
        for c in 0..ShipCard::COUNT {
            for _ in 0..h.hands[seat as usize].ship[c] {
                h.ship_pile.insert(0, c as u8);
            }
            h.hands[seat as usize].ship[c] = 0;
        }
        for &card in cards {
            let i = h
                .ship_pile
                .iter()
                .position(|&c| c == card as u8)
                .unwrap_or_else(|| panic!("no {card} in the pile"));
            h.ship_pile.remove(i);
            h.hands[seat as usize].ship[card as usize] += 1;
        }
    }

    /// Gives `seat` exactly these lock cards (from the pile; the old ones go back under it).
    #[track_caller]
    pub fn set_lock_hand(&mut self, seat: Seat, cards: &[LockCard]) {
        let h = &mut self.edit().state.hidden;
        for c in 0..LockCard::COUNT {
            for _ in 0..h.hands[seat as usize].lock[c] {
                h.lock_pile.insert(0, c as u8);
            }
            h.hands[seat as usize].lock[c] = 0;
        }
        for &card in cards {
            let i = h
                .lock_pile
                .iter()
                .position(|&c| c == card as u8)
                .unwrap_or_else(|| panic!("no {card} in the pile"));
            h.lock_pile.remove(i);
            h.hands[seat as usize].lock[card as usize] += 1;
        }
    }

    #[track_caller]
    pub fn ship_card_on_top(&mut self, card: ShipCard) {
        let pile = &mut self.edit().state.hidden.ship_pile;
        let i = pile
            .iter()
            .position(|&c| c == card as u8)
            .unwrap_or_else(|| panic!("no {card} in the pile"));
        let c = pile.remove(i);
        pile.push(c);
    }

    #[track_caller]
    pub fn lock_card_on_top(&mut self, card: LockCard) {
        let pile = &mut self.edit().state.hidden.lock_pile;
        let i = pile
            .iter()
            .position(|&c| c == card as u8)
            .unwrap_or_else(|| panic!("no {card} in the pile"));
        let c = pile.remove(i);
        pile.push(c);
    }

    /// Puts a card of `product` face up on top of its harbour's open pile (C-4).
    #[track_caller]
    pub fn product_on_top(&mut self, product: &str) {
        let id = self.product(product);
        let d = self.data();
        let hi =
            d.harbour_index[d.products[id as usize].harbour as usize].expect("a harbour") as usize;
        let pile = &mut self.edit().state.hidden.product_piles[hi];
        let i = pile
            .iter()
            .position(|&c| c == id)
            .unwrap_or_else(|| panic!("no {product} in its pile"));
        let c = pile.remove(i);
        pile.push(c);
    }

    /// Empties every hand of lock and ship cards (a quiet start for most scenarios).
    pub fn no_cards(&mut self) {
        for seat in 0..self.game.players() {
            self.set_lock_hand(seat, &[]);
            self.set_ship_hand(seat, &[]);
        }
    }

    /// Removes a mission from wherever it is (pile, a hand, the discards).
    pub fn take_mission(&mut self, m: u8) {
        let a = self.edit();
        a.state.hidden.mission_pile.retain(|&x| x != m);
        for hand in a.state.hidden.hands.iter_mut() {
            hand.missions.retain(|&x| x != m);
        }
        a.state.public.mission_discard.retain(|&x| x != m);
    }

    /// Marks missions as completed by `seat` (taken from wherever they are).
    pub fn completed(&mut self, seat: Seat, missions: &[u8]) {
        for &m in missions {
            self.take_mission(m);
            let points = self.g().data.missions[m as usize].points as u16;
            let sp = &mut self.edit().state.public.seats[seat as usize];
            sp.completed.push(m);
            sp.mission_points += points;
        }
    }

    /// Puts `m` into `seat`'s hand (in place of the first mission there, which goes to the pile).
    pub fn hand_mission(&mut self, seat: Seat, m: u8) {
        self.take_mission(m);
        let a = self.edit();
        let hand = &mut a.state.hidden.hands[seat as usize];
        if hand.missions.len() >= 3 {
            let old = hand.missions.remove(0);
            a.state.hidden.mission_pile.insert(0, old);
        }
        hand.missions.push(m);
    }

    /// Makes `seat` the active player at the start of its turn (turn numbers go clockwise from
    /// seat 0).
    pub fn set_active(&mut self, seat: Seat) {
        let p = &mut self.edit().state.public;
        p.active = seat;
        p.turn = seat as u32 + 1;
        p.main_done = false;
        p.mission_done = false;
        p.offers = 0;
        p.step = Step::Turn;
    }
}

// ---------------------------------------------------------------------------------------------
// A replacement board for rules the reconstructed board cannot show
// ---------------------------------------------------------------------------------------------

/// A fresh folder for one test's data files (tests run in parallel: one folder per call).
pub fn temp_dir(name: &str) -> std::path::PathBuf {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "havenbaron-antwerpen-{}-{name}-{n}",
        std::process::id()
    ));
    std::fs::create_dir_all(dir.join("antwerpen")).unwrap();
    dir
}

/// T1 →violet A1 →violet exit; T2 →red A2 (anchor) →violet [lock L] H (toys); A1 →green [lock M]
/// B1 →green+violet exit.
pub const TEST_BOARD: &str = r#"
name = "Test"
[[position]]
id = "T1"
kind = "start"
x = 0.1
y = 0.1
[[position]]
id = "T2"
kind = "start"
x = 0.5
y = 0.1
[[position]]
id = "A1"
kind = "water"
x = 0.1
y = 0.4
[[position]]
id = "A2"
kind = "anchor"
x = 0.5
y = 0.4
[[position]]
id = "B1"
kind = "water"
x = 0.3
y = 0.6
[[position]]
id = "H"
kind = "harbour"
accepts = "toys"
x = 0.5
y = 0.9
[[position]]
id = "X"
kind = "exit"
x = 0.1
y = 0.9
[[channel]]
from = "T1"
to = "A1"
colours = ["violet"]
[[channel]]
from = "A1"
to = "X"
colours = ["violet"]
[[channel]]
from = "T2"
to = "A2"
colours = ["red"]
[[channel]]
from = "A2"
to = "H"
colours = ["violet"]
lock = "L"
[[channel]]
from = "A1"
to = "B1"
colours = ["green"]
lock = "M"
[[channel]]
from = "B1"
to = "X"
colours = ["green", "violet"]
"#;

/// A table on [`TEST_BOARD`] with cards to match (seed 1).
pub fn custom_table(players: u8) -> Table {
    let dir = temp_dir("custom");
    let missions: String = (0..13)
        .map(|_| "[[mission]]\nproducts = [\"speelgoed\", \"spel\"]\npoints = 3\n".to_string())
        .collect();
    let cards = format!(
        "[[raw]]\nid = \"toys\"\ncolour = \"violet\"\nsupply = 7\n\
         [[raw]]\nid = \"cocoa\"\ncolour = \"brown\"\nsupply = 6\n\
         [[product]]\nid = \"speelgoed\"\nharbour = \"H\"\npoints = 1\ncopies = 6\n\
         [[product]]\nid = \"spel\"\nharbour = \"H\"\npoints = 2\ncopies = 6\n\
         {missions}\
         [ship_cards]\nsail_alone = 2\nextra_colour = 2\nextra_ship = 2\nstep_back = 2\n\
         double_yield = 2\nanchor = 2\nswap_cargo = 2\n\
         [lock_cards]\nopen_1 = 2\nopen_2 = 2\nopen_3 = 1\nclose_1 = 2\nclose_2 = 2\n\
         close_3 = 1\ntoggle_1 = 2\ntoggle_2 = 2\n"
    );
    std::fs::write(dir.join("antwerpen/board.toml"), TEST_BOARD).unwrap();
    std::fs::write(dir.join("antwerpen/cards.toml"), cards).unwrap();
    let data = DataSet::load(&DataSource::Dir(dir.clone())).unwrap_or_else(|e| panic!("{e}"));
    let _ = std::fs::remove_dir_all(&dir);
    Table::with_data(&Config::new(Ruleset::Antwerpen, players, 1), &data)
}
