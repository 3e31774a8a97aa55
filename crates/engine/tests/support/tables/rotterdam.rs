//! Rotterdam's part of the scenario harness: slots and phases, navigation cards
//! missions, and the short drives several chapters share (the end of phase 2, the
//! trade phase, a finished game).

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::{Fleet, RawId, ShipId};
use havenbaron_engine::core::goods::{MAX_PRODUCTS, MissionHand, ProductPiles};
use havenbaron_engine::rotterdam::state::{Phase, Step};
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Action, Colour, Event, Game, PosId, Ruleset, Seat, View};

pub use super::{Goods, RuleSet, call, illegal_rule, mv, phase_started};

/// The marker for Rotterdam tables.
pub struct Rotterdam;

/// A Rotterdam table.
pub type Table = super::Table<Rotterdam>;

/// The seed of the scenario tables (any seed: the scenarios set up what they need).
pub const SEED: u64 = 42;

impl RuleSet for Rotterdam {
    const RULESET: Ruleset = Ruleset::Rotterdam;
    type Game = rotterdam::Game;

    fn game(game: &Game) -> &rotterdam::Game {
        match game {
            Game::Rotterdam(g) => g,
            _ => unreachable!("a Rotterdam table"),
        }
    }
    fn game_mut(game: &mut Game) -> &mut rotterdam::Game {
        match game {
            Game::Rotterdam(g) => g,
            _ => unreachable!("a Rotterdam table"),
        }
    }
    fn view(view: View) -> rotterdam::View {
        match view {
            View::Rotterdam(v) => v,
            _ => unreachable!("a Rotterdam view"),
        }
    }
    fn board(g: &rotterdam::Game) -> &Board {
        &g.data.board
    }
    fn goods(g: &rotterdam::Game) -> Goods<'_> {
        Goods {
            raws: &g.data.raws,
            products: &g.data.products,
            missions: &g.data.missions,
        }
    }
    fn fleet(g: &rotterdam::Game) -> &Fleet {
        &g.state.public.fleet
    }
    fn raw_pool(g: &rotterdam::Game) -> &[u8] {
        &g.state.public.supply
    }
    fn place(g: &mut rotterdam::Game, ship: ShipId, pos: PosId, cargo: Option<RawId>) {
        if let Some(c) = cargo {
            g.state.public.supply[c as usize] -= 1;
        }
        g.state.public.fleet.place(&g.data.board, ship, pos, cargo);
    }
    fn product_piles_mut(g: &mut rotterdam::Game) -> &mut ProductPiles {
        &mut g.state.hidden.product_piles
    }
    fn hand_products(g: &rotterdam::Game, seat: Seat) -> &[u8; MAX_PRODUCTS] {
        &g.state.hidden.hands[seat as usize].products
    }
    fn hand_products_mut(g: &mut rotterdam::Game, seat: Seat) -> &mut [u8; MAX_PRODUCTS] {
        &mut g.state.hidden.hands[seat as usize].products
    }
}

impl Table {
    /// Puts the game in `seat order position turn` of `phase`, with `hm` as Harbour Master.
    pub fn slot(&mut self, phase: Phase, hm: Seat, turn: u8) {
        let p = &mut self.edit().state.public;
        p.phase = phase;
        p.hm = hm;
        p.turn = turn;
        p.step = Step::Slot;
        p.card = None;
        p.sail = None;
        p.offer = None;
        p.trade_passes = 0;
        for s in p.seats.iter_mut() {
            s.offers = 0;
        }
        self.edit().state.hidden.draft = None;
    }

    pub fn phase(&self) -> Phase {
        self.g().state.public.phase
    }

    /// Moves one navigation card of this type from the pile into `seat`'s hand.
    #[track_caller]
    pub fn give_nav(&mut self, seat: Seat, card: NavCard) {
        let h = &mut self.edit().state.hidden;
        let i = h
            .nav_pile
            .iter()
            .position(|&c| c == card as u8)
            .unwrap_or_else(|| panic!("no {card} left in the pile"));
        h.nav_pile.remove(i);
        h.hands[seat as usize].nav[card as usize] += 1;
    }

    /// Reorders the navigation pile so that `cards` are drawn first, in this order.
    #[track_caller]
    pub fn stack_nav(&mut self, cards: &[NavCard]) {
        let h = &mut self.edit().state.hidden;
        for (k, &card) in cards.iter().rev().enumerate() {
            // Search below the cards already stacked.
            let below = h.nav_pile.len() - k;
            let i = h.nav_pile[..below]
                .iter()
                .rposition(|&c| c == card as u8)
                .unwrap_or_else(|| panic!("no {card} left in the pile"));
            let c = h.nav_pile.remove(i);
            h.nav_pile.push(c);
        }
    }

    /// Gives `seat` exactly these missions; its old ones go back to the pile.
    pub fn set_missions(&mut self, seat: Seat, missions: &[u8]) {
        let h = &mut self.edit().state.hidden;
        let old = std::mem::take(&mut h.hands[seat as usize].missions);
        h.mission_pile.extend(old);
        for &m in missions {
            h.mission_pile.retain(|&x| x != m);
            for hand in h.hands.iter_mut() {
                hand.missions.retain(|&x| x != m);
            }
        }
        h.hands[seat as usize].missions = MissionHand::from_slice(missions);
    }

    pub fn nav_in_hand(&self, seat: Seat, card: NavCard) -> u8 {
        self.g().state.hidden.hands[seat as usize].nav[card as usize]
    }

    pub fn nav_count(&self, seat: Seat) -> u8 {
        self.g().state.hidden.hands[seat as usize].nav_count()
    }
}

/// Ends phase 2 with a call that moves nothing here (seat 1, the last caller, calls yellow).
#[track_caller]
pub fn end_phase_2(t: &mut Table) -> Vec<Event> {
    assert_eq!(t.to_act(), Some(1));
    t.apply(1, call(Colour::Yellow))
}

/// The navigation cards drawn among `events` (R-3 phase 3).
pub fn drawn(events: &[Event]) -> Vec<(Seat, Option<NavCard>)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::NavCardDrawn { seat, card } => Some((*seat, *card)),
            _ => None,
        })
        .collect()
}

/// The unloads among `events` (R-3 phase 4).
pub fn unloads(events: &[Event]) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| matches!(e, Event::ShipUnloaded { .. }))
        .collect()
}

/// A table in phase 5 (trade, R-5), seat 0 Harbour Master and first.
pub fn trade_table(players: u8) -> Table {
    let mut t = Table::new(players, SEED);
    t.slot(Phase::Trade, 0, 0);
    t
}

/// A table whose game has ended, to score.
pub fn ended(players: u8) -> Table {
    let mut t = Table::new(players, SEED);
    t.edit().state.public.step = Step::Ended;
    t
}
