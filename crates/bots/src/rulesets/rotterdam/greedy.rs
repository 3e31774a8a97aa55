//! `greedy` for Rotterdam: a rule of thumb that plays sensibly from its view alone.
//!
//! - Completes the most valuable mission it can.
//! - Loads the raw materials its missions need, on the start nearest to the harbour taking them.
//! - Calls the colour that brings its own ships closest to their matching harbours (and its
//!   rivals' ships least), steering forks towards the harbour.
//! - Trades products its missions do not use for products they need; accepts a trade that
//!   gains it more than it loses.
//! - Plays navigation cards when they clearly help: lays VP cards, knocks a rival's matching
//!   ship out of a harbour before unloading, fixes its own wrong cargo, steals what it needs.

use havenbaron_engine::rotterdam::state::{CardStage, Hand, Phase, Public, Step};
use havenbaron_engine::rotterdam::{self, NavCard};
use std::cell::Cell;
use std::sync::Arc;

use havenbaron_engine::{Action, Colour, Seat};

use crate::greedy::sailing::{FAR, Harbours};
use crate::greedy::thumb::{RuleOfThumb, own_draft, pile_sizes};
use crate::greedy::wants::Wants;

const MAX_PRODUCTS: usize = rotterdam::data::MAX_PRODUCTS;

/// Rotterdam facts the rule of thumb uses, computed once per bot.
pub struct Rotterdam {
    data: Arc<rotterdam::Data>,
    harbours: Harbours,
}

impl RuleOfThumb for Rotterdam {
    type Game = rotterdam::Game;

    fn new(data: Arc<rotterdam::Data>) -> Rotterdam {
        let harbours = Harbours::new(&data.board, &data.accepts, data.raws.len() as u8);
        Rotterdam { data, harbours }
    }

    type Sight<'a> = Sight<'a>;

    fn sight_of_view(v: &rotterdam::View) -> Sight<'_> {
        Sight {
            me: v.viewer.unwrap_or(0),
            public: &v.public,
            fleet: &v.public.fleet,
            hand: v.hand.as_ref(),
            draft: v.draft.as_ref(),
            product_piles: pile_sizes(v.piles.products.iter().map(|&n| n as usize)),
        }
    }

    fn sight_in_game(g: &rotterdam::Game, seat: Seat) -> Sight<'_> {
        let (p, h) = (&g.state.public, &g.state.hidden);
        Sight {
            me: seat,
            public: p,
            fleet: &p.fleet,
            hand: Some(&h.hands[seat as usize]),
            draft: own_draft(&h.draft, Some(seat)),
            product_piles: pile_sizes(h.product_piles.iter().map(|pile| pile.len())),
        }
    }

    fn choose(&self, s: &Sight<'_>, legal: &[Action]) -> Option<Action> {
        Ctx::new(self, s).choose(legal)
    }

    fn rule_out(&self, s: &Sight<'_>, legal: &mut Vec<Action>) {
        let ctx = Ctx::new(self, s);
        ctx.rule_out_still_calls(legal);
        ctx.rule_out_idle_ships(legal);
    }
}

/// What one seat knows of a Rotterdam game.
pub(crate) type Sight<'a> = crate::greedy::thumb::Sight<'a, Public, Hand>;

/// What the bot works out from what its seat knows before deciding.
struct Ctx<'a> {
    bot: &'a Rotterdam,
    v: &'a Sight<'a>,
    me: u8,
    /// How much each product is wanted: by the missions in hand, closest mission most.
    want: [i32; MAX_PRODUCTS],
    /// Products held beyond what the missions use.
    surplus: [u8; MAX_PRODUCTS],
    /// Each colour's score ([`Ctx::colour_score`]), worked out when first asked.
    calls: Cell<Option<[i32; 5]>>,
}

impl<'a> Ctx<'a> {
    fn new(bot: &'a Rotterdam, v: &'a Sight<'a>) -> Ctx<'a> {
        let d = &bot.data;
        let me = v.me;
        let Wants { want, surplus } = match v.hand {
            Some(hand) => Wants::new(
                hand.missions.iter().map(|&m| &d.missions[m as usize]),
                &hand.products,
            ),
            None => Wants::new(std::iter::empty(), &[0; MAX_PRODUCTS]),
        };
        Ctx {
            bot,
            v,
            me,
            want,
            surplus,
            calls: Cell::new(None),
        }
    }

    fn data(&self) -> &rotterdam::Data {
        &self.bot.data
    }

    /// How much a raw material is worth carrying: the best product its harbour gives.
    fn raw_value(&self, raw: u8) -> i32 {
        let d = self.data();
        d.products
            .iter()
            .enumerate()
            .filter(|(_, p)| d.accepts[p.harbour as usize] == Some(raw))
            .map(|(i, p)| self.want[i] + p.points as i32)
            .max()
            .unwrap_or(0)
    }

    /// Distance of a ship to the harbour its cargo belongs in (FAR if empty).
    fn ship_distance(&self, pos: u8, cargo: Option<u8>) -> i32 {
        self.bot.harbours.distance(pos, cargo)
    }

    /// What a ship still has to sail: to its harbour, or into any harbour to be freed
    /// ([`Harbours::cost`]).
    fn ship_cost(&self, pos: u8, cargo: Option<u8>) -> i32 {
        self.bot.harbours.cost(pos, cargo)
    }

    fn matching_in_harbour(&self, ship: u8) -> bool {
        let s = self.v.fleet.ship(ship);
        match (s.pos, s.cargo) {
            (Some(p), Some(c)) => self.data().accepts[p as usize] == Some(c),
            _ => false,
        }
    }

    fn in_harbour(&self, ship: u8) -> bool {
        let s = self.v.fleet.ship(ship);
        s.pos
            .is_some_and(|p| self.data().accepts[p as usize].is_some())
    }

    fn choose(&self, legal: &[Action]) -> Option<Action> {
        // Mission first: the most points.
        if let Some(best) = legal
            .iter()
            .filter_map(|a| match a {
                Action::CompleteMission { mission, joker } => Some((
                    self.data().missions[*mission as usize].points as i32 * 10
                        - joker.is_some() as i32,
                    *a,
                )),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
        {
            return Some(best.1);
        }
        if let Some(a) = legal.iter().find(|a| matches!(a, Action::LayCard { .. })) {
            return Some(*a);
        }
        if let Some(card) = self.v.public.card {
            return self.card_target(card.card, card.stage, legal);
        }
        match self.v.public.step {
            Step::Fork => return self.steer(legal),
            Step::Respond => return Some(self.respond(legal)),
            Step::Compose => return self.compose(legal),
            _ => {}
        }
        if let Some(a) = self.play_card(legal) {
            return Some(a);
        }
        match self.v.public.phase {
            Phase::Place => self.place(legal),
            Phase::Navigate => self.call(legal),
            Phase::Trade => self.trade(legal),
            _ => legal
                .iter()
                .find(|a| matches!(a, Action::Continue | Action::Pass))
                .copied(),
        }
    }

    fn place(&self, legal: &[Action]) -> Option<Action> {
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::PlaceShip {
                    start,
                    cargo: Some(c),
                } => Some((
                    self.raw_value(c) * 4 - self.ship_cost(start, Some(c)) * 3,
                    *a,
                )),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
            .or_else(|| legal.iter().find(|a| **a == Action::Pass).copied())
    }

    /// The call's score ([`Harbours::colour_scores`], worked out once per decision).
    fn colour_score(&self, colour: Colour) -> i32 {
        let scores = self.calls.get().unwrap_or_else(|| {
            let scores = self.bot.harbours.colour_scores(self.v.fleet, self.me);
            self.calls.set(Some(scores));
            scores
        });
        scores[colour.index()]
    }

    /// Calls the colour that helps its own ships most against the rivals', among the calls
    /// [`Ctx::rule_out_still_calls`] leaves.
    fn call(&self, legal: &[Action]) -> Option<Action> {
        let moving_only = self.drops_still_calls(legal);
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::CallColour { colour } if !moving_only || self.moves_any(colour) => {
                    Some((self.colour_score(colour), *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    /// A call that moves nothing looks best when every move helps the rivals or sends one's
    /// own ships astray. With its whole fleet at sea (no ship to place next round) such a call
    /// holds the board still, and once every player reasons alike it stays still for good: no
    /// one delivers again and only the round cap (C-7) ends the game. So then, while some
    /// colour moves a ship, the calls that move nothing are left out.
    fn rule_out_still_calls(&self, legal: &mut Vec<Action>) {
        if self.drops_still_calls(legal) {
            legal.retain(|a| match *a {
                Action::CallColour { colour } => self.moves_any(colour),
                _ => true,
            });
        }
    }

    /// Are the calls that move nothing left out here (see [`Ctx::rule_out_still_calls`])?
    fn drops_still_calls(&self, legal: &[Action]) -> bool {
        self.v.public.phase == Phase::Navigate
            && !self.can_place_next_round()
            && legal.iter().any(|a| match *a {
                Action::CallColour { colour } => self.moves_any(colour),
                _ => false,
            })
    }

    /// A ship put to sea empty, or with a raw material whose harbour lies behind its start,
    /// can deliver nothing: it only takes a start and channels until it drifts into a harbour
    /// to come home. Such placements are left out while one that can deliver is legal.
    fn rule_out_idle_ships(&self, legal: &mut Vec<Action>) {
        let delivers = |a: &Action| match *a {
            Action::PlaceShip { start, cargo } => self.bot.harbours.can_deliver(start, cargo),
            _ => true,
        };
        if legal
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { .. }) && delivers(a))
        {
            legal.retain(delivers);
        }
    }

    fn moves_any(&self, colour: Colour) -> bool {
        self.bot
            .harbours
            .moves_any(self.v.fleet, &self.data().board, colour)
    }

    /// A ship of its own is in supply and a start is free to put it on.
    fn can_place_next_round(&self) -> bool {
        let fleet = self.v.fleet;
        fleet.in_supply(self.me) > 0 && fleet.free_start(&self.data().board)
    }

    fn steer(&self, legal: &[Action]) -> Option<Action> {
        let sail = self.v.public.sail.as_ref()?;
        let ship = self.v.fleet.ship(sail.fork?);
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SteerFork { to } => Some((-self.ship_cost(to, ship.cargo), *a)),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    fn trade(&self, legal: &[Action]) -> Option<Action> {
        let giving = (0..MAX_PRODUCTS).any(|p| self.surplus[p] > 0);
        let needing = (0..MAX_PRODUCTS).any(|p| self.want[p] > 0);
        if giving && needing {
            return self.compose(legal);
        }
        legal.iter().find(|a| **a == Action::Pass).copied()
    }

    /// Builds an offer: one surplus card for one wanted card, to the next rival in turn.
    fn compose(&self, legal: &[Action]) -> Option<Action> {
        // The draft is in my own view only (R-5: private until sent).
        let offer = self.v.draft;
        let given = offer.is_some_and(|o| o.give.iter().any(|&n| n > 0));
        let asked = offer.is_some_and(|o| o.ask.iter().any(|&n| n > 0));
        if !given {
            let give = (0..MAX_PRODUCTS)
                .filter(|&p| self.surplus[p] > 0)
                .min_by_key(|&p| self.data().products[p].points)?;
            return legal
                .iter()
                .find(|a| {
                    **a == Action::AddGive {
                        product: give as u8,
                    }
                })
                .copied();
        }
        if !asked {
            let ask = (0..MAX_PRODUCTS).max_by_key(|&p| self.want[p])?;
            return legal
                .iter()
                .find(|a| **a == Action::AddAsk { product: ask as u8 })
                .copied()
                .or(Some(Action::Withdraw));
        }
        let made = self.v.public.seats[self.me as usize].offers;
        let n = self.v.public.players;
        let to = (self.me + 1 + made % (n - 1)) % n;
        legal
            .iter()
            .find(|a| **a == Action::SendOffer { to })
            .copied()
    }

    fn respond(&self, legal: &[Action]) -> Action {
        let Some(offer) = self.v.public.offer.as_ref() else {
            return Action::Decline;
        };
        let d = self.data();
        let value = |counts: &[u8; MAX_PRODUCTS], sign: i32| -> i32 {
            (0..MAX_PRODUCTS)
                .map(|p| {
                    let keep = if sign < 0 && self.surplus[p] == 0 {
                        6
                    } else {
                        0
                    };
                    counts[p] as i32
                        * (d.products.get(p).map_or(0, |x| x.points as i32) + self.want[p] + keep)
                })
                .sum()
        };
        // I receive what they give; I hand over what they ask.
        if legal.contains(&Action::Accept) && value(&offer.give, 1) > value(&offer.ask, -1) {
            Action::Accept
        } else {
            Action::Decline
        }
    }

    /// Cards worth playing in a slot.
    fn play_card(&self, legal: &[Action]) -> Option<Action> {
        let fleet = self.v.fleet;
        let has = |c: NavCard| legal.contains(&Action::PlayCard { card: c });
        let rival_matching = (0..fleet.ships.len() as u8)
            .any(|s| fleet.ship(s).owner != self.me && self.matching_in_harbour(s));
        let unloading = self.v.public.phase == Phase::Unload;
        if unloading && rival_matching {
            for c in [NavCard::Setback, NavCard::Storm, NavCard::PortPolice] {
                if has(c) {
                    return Some(Action::PlayCard { card: c });
                }
            }
        }
        let own_wrong = (0..fleet.ships.len() as u8).any(|s| {
            fleet.ship(s).owner == self.me && self.in_harbour(s) && !self.matching_in_harbour(s)
        });
        if unloading && own_wrong && has(NavCard::SwapCargo) {
            return Some(Action::PlayCard {
                card: NavCard::SwapCargo,
            });
        }
        if self.v.public.phase == Phase::Place && has(NavCard::ExtraCargo) {
            return Some(Action::PlayCard {
                card: NavCard::ExtraCargo,
            });
        }
        None
    }

    fn card_target(&self, card: NavCard, stage: CardStage, legal: &[Action]) -> Option<Action> {
        let fleet = self.v.fleet;
        let ship_score = |s: u8| -> i32 {
            let ship = fleet.ship(s);
            let mine = ship.owner == self.me;
            match (card, stage) {
                (NavCard::Setback | NavCard::Storm | NavCard::PortPolice, _) => {
                    let hurt = if self.matching_in_harbour(s) { 10 } else { 0 }
                        + (FAR - self.ship_distance(ship.pos.unwrap_or(0), ship.cargo)).max(0);
                    if mine { -hurt } else { hurt }
                }
                (NavCard::SwapCargo, CardStage::Ship)
                    if mine && self.in_harbour(s) && !self.matching_in_harbour(s) =>
                {
                    10
                }
                (NavCard::SwapCargo, CardStage::Ship) => 0,
                (NavCard::SwapCargo, CardStage::SecondShip { first }) => {
                    let want = fleet
                        .ship(first)
                        .pos
                        .and_then(|p| self.data().accepts[p as usize]);
                    (ship.cargo == want) as i32 * 10 - mine as i32
                }
                (NavCard::CargoThief, CardStage::Ship) => {
                    ship.cargo.map_or(0, |c| self.raw_value(c)) - if mine { 20 } else { 0 }
                }
                _ => 0,
            }
        };
        let mut best: Option<(i32, Action)> = None;
        for a in legal {
            let k = match *a {
                Action::SelectShip { ship } => ship_score(ship),
                Action::PlaceShip {
                    start,
                    cargo: Some(c),
                } => self.raw_value(c) * 4 - self.ship_cost(start, Some(c)) * 3,
                Action::SelectPosition { pos } => match stage {
                    // Back: push a rival's ship far from its harbour, one's own ship near.
                    CardStage::Back { ship, .. } => {
                        let s = fleet.ship(ship);
                        let d = self.ship_cost(pos, s.cargo);
                        if s.owner == self.me { -d } else { d }
                    }
                    _ => 0,
                },
                _ => 0,
            };
            if best.is_none_or(|(b, _)| k > b) {
                best = Some((k, *a));
            }
        }
        best.map(|(_, a)| a)
    }
}
