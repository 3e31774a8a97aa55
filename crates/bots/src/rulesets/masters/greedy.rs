//! `greedy` for Masters of Trade: a rule of thumb from the bot's view alone.
//!
//! - Completes the most valuable face-up assignment it can (Shipping agent first).
//! - Unloads (Discharger) when its own matching ships wait in harbours, names its own factory.
//! - Calls the Captain when a colour moves its loaded ships toward their harbours.
//! - Buys cheap raw materials its wanted products need and ships them from the nearest start.
//! - Buys the products a face-up assignment still lacks, sells what no assignment wants when it
//!   is short of cash; builds a factory when rich; takes money otherwise.

use std::cell::Cell;
use std::sync::Arc;

use havenbaron_engine::core::goods::MAX_RAWS;
use havenbaron_engine::core::navigation::NavCard;
use havenbaron_engine::masters::state::{Character, Hand, Public, Stage};
use havenbaron_engine::{Action, Colour, Seat, masters};

use crate::greedy::sailing::Harbours;
use crate::greedy::thumb::{RuleOfThumb, pile_sizes};
use crate::greedy::wants::Wants;

const PRODUCTS: usize = havenbaron_engine::rotterdam::data::MAX_PRODUCTS;

pub struct Masters {
    data: Arc<masters::Data>,
    harbours: Harbours,
}

impl RuleOfThumb for Masters {
    type Game = masters::Game;

    fn new(data: Arc<masters::Data>) -> Masters {
        let b = &data.base;
        let harbours = Harbours::new(&b.board, &b.accepts, b.raws.len() as u8);
        Masters { data, harbours }
    }

    type Sight<'a> = Sight<'a>;

    fn sight_of_view(v: &masters::View) -> Sight<'_> {
        Sight {
            me: v.viewer.unwrap_or(0),
            public: &v.public,
            fleet: &v.public.fleet,
            hand: v.hand.as_ref(),
            draft: None,
            product_piles: pile_sizes(v.piles.products.iter().map(|&n| n as usize)),
        }
    }

    fn sight_in_game(g: &masters::Game, seat: Seat) -> Sight<'_> {
        let (p, h) = (&g.state.public, &g.state.hidden);
        Sight {
            me: seat,
            public: p,
            fleet: &p.fleet,
            hand: Some(&h.hands[seat as usize]),
            draft: None,
            product_piles: pile_sizes(h.product_piles.iter().map(|pile| pile.len())),
        }
    }

    fn choose(&self, s: &Sight<'_>, legal: &[Action]) -> Option<Action> {
        Ctx::new(self, s).choose(legal)
    }
}

/// What one seat knows of a Masters of Trade game.
pub(crate) type Sight<'a> = crate::greedy::thumb::Sight<'a, Public, Hand>;

struct Ctx<'a> {
    bot: &'a Masters,
    v: &'a Sight<'a>,
    me: u8,
    /// How much each product is wanted for the face-up assignments (`want`), and the
    /// products held that no face-up assignment uses (`surplus`): worked out when first
    /// asked, as most decisions (a call, a fork) never ask.
    wants: Cell<Option<Wants>>,
    money: i32,
    /// [`Ctx::best_colour`], worked out when first asked.
    best_call: Cell<Option<(i32, Colour)>>,
}

impl<'a> Ctx<'a> {
    fn new(bot: &'a Masters, v: &'a Sight<'a>) -> Ctx<'a> {
        let me = v.me;
        Ctx {
            bot,
            v,
            me,
            wants: Cell::new(None),
            money: v.public.seats[me as usize].money,
            best_call: Cell::new(None),
        }
    }

    fn data(&self) -> &masters::Data {
        &self.bot.data
    }

    fn wants(&self) -> Wants {
        self.wants.get().unwrap_or_else(|| {
            let base = &self.data().base;
            let products = self.v.hand.map_or([0; PRODUCTS], |h| h.products);
            let wants = Wants::new(
                self.v
                    .public
                    .assignments
                    .iter()
                    .map(|&a| &base.missions[a as usize]),
                &products,
            );
            self.wants.set(Some(wants));
            wants
        })
    }

    /// How much delivering a unit of each raw material is worth: the best product of its
    /// harbour (0 where none takes it). One pass over the products.
    fn raw_values(&self) -> [i32; MAX_RAWS] {
        let base = &self.data().base;
        let want = self.wants().want;
        let mut best = [None; MAX_RAWS];
        for (i, p) in base.products.iter().enumerate() {
            if let Some(raw) = base.accepts[p.harbour as usize]
                && let Some(slot) = best.get_mut(raw as usize)
            {
                let v = want[i] + p.points as i32;
                *slot = Some(slot.map_or(v, |b: i32| b.max(v)));
            }
        }
        best.map(|b| b.unwrap_or(0))
    }

    fn raw_price(&self, raw: u8) -> i32 {
        self.data().raw_market[raw as usize]
            .buy_price(self.v.public.market[raw as usize])
            .map_or(99, i32::from)
    }

    fn product_price(&self, product: u8) -> i32 {
        self.data().product_market[product as usize].price(self.v.public.prices[product as usize])
            as i32
    }

    fn own_matching_in_harbour(&self) -> usize {
        let base = &self.data().base;
        let fleet = self.v.fleet;
        fleet
            .ids_of(self.me)
            .map(|id| fleet.ship(id))
            .filter(|s| {
                s.cargo.is_some()
                    && s.pos
                        .is_some_and(|pos| base.accepts[pos as usize] == s.cargo)
            })
            .count()
    }

    /// The call that helps most, and its score (worked out once per decision).
    fn best_colour(&self) -> (i32, Colour) {
        if let Some(best) = self.best_call.get() {
            return best;
        }
        let scores = self.bot.harbours.colour_scores(self.v.fleet, self.me);
        let best = Colour::ALL
            .iter()
            .map(|&c| (scores[c.index()], c))
            .max()
            .expect("five colours");
        self.best_call.set(Some(best));
        best
    }

    fn choose(&self, legal: &[Action]) -> Option<Action> {
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::LayCard { .. })) {
            return Some(*a);
        }
        if self.v.public.card.is_some() {
            return None;
        }
        let find = |wanted: Action| legal.iter().find(|a| **a == wanted).copied();
        match self.v.public.stage {
            Stage::Setup | Stage::ShipOwner => self.ship_owner(legal),
            Stage::Auction => find(Action::Pass),
            Stage::Plan => self.plan(legal),
            Stage::Captain => Some(Action::CallColour {
                colour: self.best_colour().1,
            }),
            Stage::Fork => {
                let sail = self.v.public.sail.as_ref()?;
                let ship = self.v.fleet.ship(sail.fork?);
                legal
                    .iter()
                    .filter_map(|a| match *a {
                        Action::SteerFork { to } => {
                            Some((-self.bot.harbours.cost(to, ship.cargo), *a))
                        }
                        _ => None,
                    })
                    .max_by_key(|(k, _)| *k)
                    .map(|(_, a)| a)
            }
            Stage::DeckHand => {
                // A VP card from the display, else the pile.
                let vp = self.v.public.shipping.iter().position(|&c| {
                    NavCard::from_index(c).vp() > 0 || NavCard::from_index(c) == NavCard::Joker
                });
                match vp {
                    Some(i) => find(Action::TakeShipping {
                        display: Some(i as u8),
                    }),
                    None => find(Action::TakeShipping { display: None }),
                }
                .or_else(|| legal.first().copied())
            }
            Stage::Factory => {
                let p = &self.v.public;
                let sites = &p.factories[p.discharge.harbour as usize];
                legal
                    .iter()
                    .max_by_key(|a| match a {
                        Action::ChooseFactory { site } => {
                            (sites[*site as usize] == Some(self.me)) as i32
                        }
                        _ => -1,
                    })
                    .copied()
            }
            Stage::Trader => self.trade(legal),
            // The harbour with the most free sites: fewest rivals to share deliveries with.
            Stage::Build => legal
                .iter()
                .max_by_key(|a| match a {
                    Action::BuildFactory { harbour } => {
                        let base = &self.data().base;
                        let hi = base.harbour_index[*harbour as usize].unwrap_or(0) as usize;
                        self.v.public.factories[hi]
                            .iter()
                            .filter(|o| o.is_none())
                            .count() as i32
                    }
                    _ => 0,
                })
                .copied(),
            Stage::After | Stage::Ended => find(Action::Continue),
        }
    }

    fn plan(&self, legal: &[Action]) -> Option<Action> {
        let mut characters = 0u16;
        for a in legal {
            if let Action::ChooseCharacter { character } = *a {
                characters |= 1 << character as u16;
            }
        }
        let open = |c: Character| {
            (characters & (1 << c as u16) != 0).then_some(Action::ChooseCharacter { character: c })
        };
        let p = &self.v.public;
        // The Shipping agent: the most valuable assignment the hand covers.
        if let Some(a) = legal
            .iter()
            .filter(|a| matches!(a, Action::CompleteMission { .. }))
            .max_by_key(|a| match a {
                Action::CompleteMission { mission, joker } => {
                    self.data().base.missions[*mission as usize].points as i32 * 10
                        - joker.is_some() as i32
                }
                _ => 0,
            })
        {
            return Some(*a);
        }
        // Each character is checked free before its condition is worked out.
        if let Some(a) = open(Character::Discharger)
            && self.own_matching_in_harbour() > 0
        {
            return Some(a);
        }
        if let Some(a) = open(Character::Captain)
            && self.best_colour().0 >= 6
        {
            return Some(a);
        }
        // Buy a product a face-up assignment lacks, if affordable.
        let buyable = || {
            let want = self.wants().want;
            (0..self.data().base.products.len() as u8)
                .any(|q| want[q as usize] > 8 && self.product_price(q) <= self.money)
        };
        let sellable = || self.wants().surplus.iter().any(|&n| n > 0);
        if let Some(a) = open(Character::Trader)
            && (buyable() || (sellable() && self.money < 6))
        {
            return Some(a);
        }
        let ships_home = self.v.fleet.in_supply(self.me) > 0;
        if ships_home
            && self.money >= 3
            && let Some(a) = open(Character::ShipOwner)
        {
            return Some(a);
        }
        if self.money >= 14
            && p.seats[self.me as usize].factories < 2
            && let Some(a) = open(Character::Manufacturer)
        {
            return Some(a);
        }
        if let Some(a) = open(Character::Captain)
            && self.best_colour().0 > 0
        {
            return Some(a);
        }
        open(Character::Cashier)
            .or_else(|| open(Character::DeckHand))
            .or_else(|| open(Character::Discharger))
            .or_else(|| open(Character::ShipOwner))
    }

    /// Ship owner and setup: the free unit, then ships loaded with what pays, then stop.
    fn ship_owner(&self, legal: &[Action]) -> Option<Action> {
        if let Some(a) = legal
            .iter()
            .find(|a| matches!(a, Action::TakeFree { start: None, .. }))
        {
            return Some(*a);
        }
        let stock = self.v.public.seats[self.me as usize].stock;
        let raw_values = self.raw_values();
        let best = legal
            .iter()
            .filter_map(|a| match *a {
                Action::PlaceShip {
                    start,
                    cargo: Some(raw),
                }
                | Action::TakeFree {
                    raw,
                    start: Some(start),
                } => {
                    let free = matches!(a, Action::TakeFree { .. });
                    let cost =
                        if free || stock[raw as usize] > 0 || self.v.public.stage == Stage::Setup {
                            0
                        } else {
                            self.raw_price(raw)
                        };
                    let d = self.bot.harbours.cost(start, Some(raw));
                    let value = raw_values.get(raw as usize).copied().unwrap_or(0);
                    Some((value * 3 - d * 3 - cost * 2, *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k);
        if let Some((score, a)) = best
            && (score > 0 || self.v.public.stage == Stage::Setup)
            && self.money >= 2
        {
            return Some(a);
        }
        legal
            .iter()
            .find(|a| matches!(a, Action::EndAction | Action::Pass))
            .copied()
    }

    fn trade(&self, legal: &[Action]) -> Option<Action> {
        let Wants { want, surplus } = self.wants();
        let buy = legal
            .iter()
            .filter_map(|a| match *a {
                Action::BuyProduct { product } if want[product as usize] > 8 => {
                    Some((want[product as usize], *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k);
        if let Some((_, a)) = buy {
            return Some(a);
        }
        if self.money < 10
            && let Some(a) = legal.iter().find(|a| match a {
                Action::SellProduct { product } => surplus[*product as usize] > 0,
                _ => false,
            })
        {
            return Some(*a);
        }
        legal.iter().find(|a| **a == Action::EndAction).copied()
    }
}
