//! `greedy` for Antwerpen: a rule of thumb that plays sensibly from its view alone.
//!
//! - Completes the most valuable mission it can; swaps a mission that is far from done when
//!   nothing better is on.
//! - Loads the raw materials its missions need, on the start nearest to the dock taking them,
//!   avoiding docks behind closed locks it cannot open.
//! - Calls the colour that brings its own ships closest to their docks (and its rivals' ships
//!   least), steering forks towards the dock; a channel behind a closed lock counts as blocked.
//! - Opens the lock its loaded ship waits at, closes one a rival waits at; plays Double yield
//!   whenever offered, Anchor on an own ship the call would send the wrong way, Extra colour
//!   and Sail alone when a colour moves its own ships well, Step back on a rival's ship about
//!   to deliver.
//! - Trades products its missions do not use for products they need; accepts a trade that
//!   gains it more than it loses.

use std::sync::Arc;

use havenbaron_engine::antwerpen::state::Step;
use havenbaron_engine::antwerpen::{self, CardPile, LockEffect, ShipCard};
use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::{Action, Colour};

use crate::greedy::RuleOfThumb;
use crate::greedy::sailing::{FAR, Harbours};
use crate::greedy::wants::Wants;

const PRODUCTS: usize = antwerpen::data::MAX_PRODUCTS;

pub struct Antwerpen {
    data: Arc<antwerpen::Data>,
    harbours: Harbours,
}

impl RuleOfThumb for Antwerpen {
    type Game = antwerpen::Game;

    fn new(data: Arc<antwerpen::Data>) -> Antwerpen {
        let harbours = Harbours::new(&data.board, &data.accepts, data.raws.len() as u8);
        Antwerpen { data, harbours }
    }

    fn choose(&self, v: &antwerpen::View, legal: &[Action]) -> Option<Action> {
        Ctx::new(self, v).choose(legal)
    }
}

/// What the bot works out from its view before deciding.
struct Ctx<'a> {
    bot: &'a Antwerpen,
    v: &'a antwerpen::View,
    me: u8,
    hand: antwerpen::Hand,
    /// How much each product is wanted: by the missions in hand, closest mission most.
    want: [i32; PRODUCTS],
    /// Products held beyond what the missions use.
    surplus: [u8; PRODUCTS],
}

impl<'a> Ctx<'a> {
    fn new(bot: &'a Antwerpen, v: &'a antwerpen::View) -> Ctx<'a> {
        let d = &bot.data;
        let me = v.viewer.unwrap_or(0);
        let hand = v.hand.clone().unwrap_or_default();
        let Wants { want, surplus } = Wants::new(
            hand.missions.iter().map(|&m| &d.missions[m as usize]),
            &hand.products,
        );
        Ctx {
            bot,
            v,
            me,
            hand,
            want,
            surplus,
        }
    }

    fn data(&self) -> &antwerpen::Data {
        &self.bot.data
    }

    fn open(&self, from: u8, to: u8) -> bool {
        self.data()
            .lock_between(from, to)
            .is_none_or(|l| self.v.public.locks_open & (1 << l) != 0)
    }

    /// Distance to the dock for the cargo, with a penalty when the last channel is locked.
    fn distance(&self, pos: u8, cargo: Option<u8>) -> i32 {
        let d = self.bot.harbours.distance(pos, cargo);
        if d >= FAR {
            return d;
        }
        let Some(c) = cargo else { return FAR };
        let board = &self.data().board;
        let dock = board
            .harbours()
            .iter()
            .copied()
            .find(|&h| self.data().accepts[h as usize] == Some(c));
        match dock.and_then(|h| {
            board
                .channels
                .iter()
                .find(|ch| ch.to == h && ch.lock.is_some())
                .map(|ch| (ch.from, h))
        }) {
            Some((from, h)) if !self.open(from, h) => d + 2,
            _ => d,
        }
    }

    /// How much delivering a unit of `raw` is worth: the best product of its dock.
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

    /// The best gain of one ship under a call of `colour` (None: it does not move).
    fn ship_gain(&self, ship: u8, colour: Colour) -> Option<i32> {
        let d = self.data();
        let p = &self.v.public;
        let s = p.fleet.ship(ship);
        let pos = s.pos?;
        if d.board.kind(pos).holds_many() {
            return None;
        }
        let before = self.distance(pos, s.cargo);
        // A ship that can no longer reach its dock is worth getting back into the supply.
        let hopeless = before >= FAR;
        let mine = s.owner == self.me;
        d.board
            .targets(pos, colour)
            .iter()
            .filter(|&&t| p.fleet.is_free(&d.board, t) && self.open(pos, t))
            .map(|&t| {
                let after = self.distance(t, s.cargo);
                let mut gain = if hopeless { 0 } else { before - after };
                match d.board.kind(t) {
                    PosKind::Harbour if d.accepts[t as usize] == s.cargo => gain += 6,
                    PosKind::Harbour if hopeless => gain += 1,
                    PosKind::Harbour => gain -= 8,
                    // Leaving toggles every lock: good when own ships wait at closed
                    // locks.
                    PosKind::Exit => {
                        gain += if hopeless { 2 } else { -6 };
                        if mine {
                            gain += self.toggle_value();
                        }
                    }
                    PosKind::Anchor => gain += 1,
                    _ => {}
                }
                gain
            })
            .max()
    }

    /// Own gains count three times, rivals' gains against; a rival's loss is no gain (calls
    /// that only wreck rivals' ships stall the game). `alone`: only own ships move.
    fn colour_score(&self, colour: Colour, alone: bool) -> i32 {
        let p = &self.v.public;
        (0..p.fleet.ships.len() as u8)
            .filter_map(|s| {
                let mine = p.fleet.ship(s).owner == self.me;
                if alone && !mine {
                    return None;
                }
                let g = self.ship_gain(s, colour)?;
                Some(if mine { 3 * g } else { -g.max(0) })
            })
            .sum()
    }

    fn best_colour(&self, legal: &[Action], alone: bool) -> Option<(i32, Action)> {
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::CallColour { colour } => Some((self.colour_score(colour, alone), *a)),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
    }

    /// How much opening `lock` helps: own loaded ships heading for the dock behind it count
    /// (most when waiting at the lock), rivals' against.
    fn lock_value(&self, lock: u8) -> i32 {
        let d = self.data();
        let p = &self.v.public;
        d.board
            .channels
            .iter()
            .filter(|c| d.lock_between(c.from, c.to) == Some(lock))
            .map(|c| {
                p.fleet
                    .ships
                    .iter()
                    .filter(|s| {
                        s.cargo.is_some()
                            && s.cargo == d.accepts[c.to as usize]
                            && s.pos
                                .is_some_and(|pos| d.board.distance(pos, c.to).is_some())
                    })
                    .map(|s| {
                        let at = s.pos == Some(c.from);
                        match (s.owner == self.me, at) {
                            (true, true) => 3,
                            (false, true) => -2,
                            _ => 0,
                        }
                    })
                    .sum::<i32>()
            })
            .sum()
    }

    /// How much toggling every lock helps (A-6 exit).
    fn toggle_value(&self) -> i32 {
        let open = self.v.public.locks_open;
        (0..self.data().locks.len() as u8)
            .map(|l| {
                let v = self.lock_value(l);
                if open & (1 << l) == 0 { v } else { -v }
            })
            .sum()
    }

    /// Own loaded ships waiting at a closed lock for their dock?
    fn waiting_at_closed_lock(&self) -> bool {
        let open = self.v.public.locks_open;
        (0..self.data().locks.len() as u8).any(|l| open & (1 << l) == 0 && self.lock_value(l) > 0)
    }

    fn place_score(&self, start: u8, cargo: u8) -> i32 {
        self.raw_value(cargo) * 4 - self.distance(start, Some(cargo)) * 3
    }

    fn choose(&self, legal: &[Action]) -> Option<Action> {
        // Mission first: the most points.
        if let Some(best) = legal
            .iter()
            .filter_map(|a| match a {
                Action::CompleteMission { mission, .. } => {
                    Some((self.data().missions[*mission as usize].points, *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
        {
            return Some(best.1);
        }
        let p = &self.v.public;
        match p.step {
            Step::Turn => self.turn(legal),
            Step::Fork => self.steer(legal),
            Step::AnchorWindow { .. } => Some(self.anchor_window(legal)),
            Step::AnchorShip { .. } => self.anchor_ship(legal),
            Step::TakeCard { .. } => Some(self.take_card()),
            Step::DoubleYield { .. } => legal.first().copied(),
            Step::Compose => self.compose(legal),
            Step::Respond => Some(self.respond(legal)),
            Step::ExtraShip => self.place(legal),
            Step::ChooseColour { card } => self
                .best_colour(legal, card == ShipCard::SailAlone)
                .map(|(_, a)| a),
            Step::StepBackShip | Step::StepBackTo { .. } => self.step_back(legal),
            Step::SwapFirst | Step::SwapSecond { .. } => self.swap(legal),
            Step::Locks { .. } | Step::ToggleLocks { .. } => self.pick_lock(legal),
            Step::ToggleDirection { .. } => {
                let opens: i32 = (0..self.data().locks.len() as u8)
                    .filter(|&l| p.locks_open & (1 << l) == 0)
                    .map(|l| self.lock_value(l))
                    .sum();
                Some(Action::SetLocks { open: opens >= 0 })
            }
            Step::Sailing | Step::Ended => None,
        }
    }

    fn turn(&self, legal: &[Action]) -> Option<Action> {
        let p = &self.v.public;
        // Lock cards that open a way for an own ship (or close one a rival waits at).
        for a in legal {
            if let Action::PlayLockCard { card } = *a {
                let useful = (0..self.data().locks.len() as u8).any(|l| {
                    let open = p.locks_open & (1 << l) != 0;
                    let v = self.lock_value(l);
                    // Closing stalls the river for everyone: only against a rival at the lock.
                    match card.effect() {
                        LockEffect::Open => !open && v > 0,
                        LockEffect::Close => open && v <= -2,
                        LockEffect::Toggle => (!open && v > 0) || (open && v <= -2),
                    }
                });
                if useful {
                    return Some(*a);
                }
            }
        }
        let has = |c: ShipCard| legal.contains(&Action::PlayShipCard { card: c });
        let (call_score, call) = self
            .best_colour(legal, false)
            .unwrap_or((i32::MIN, Action::EndTurn));
        if has(ShipCard::ExtraColour) {
            let best = Colour::ALL
                .iter()
                .map(|&c| self.colour_score(c, false))
                .max()
                .unwrap_or(0);
            if best >= 9 {
                return Some(Action::PlayShipCard {
                    card: ShipCard::ExtraColour,
                });
            }
        }
        if has(ShipCard::SailAlone) {
            let best = Colour::ALL
                .iter()
                .map(|&c| self.colour_score(c, true))
                .max()
                .unwrap_or(0);
            if best >= 9 && best > call_score {
                return Some(Action::PlayShipCard {
                    card: ShipCard::SailAlone,
                });
            }
        }
        if has(ShipCard::StepBack) && self.rival_about_to_deliver() {
            return Some(Action::PlayShipCard {
                card: ShipCard::StepBack,
            });
        }
        if !p.main_done {
            let load = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::PlaceShip {
                        start,
                        cargo: Some(c),
                    } if self.distance(start, Some(c)) < FAR => {
                        Some((self.place_score(start, c), *a))
                    }
                    _ => None,
                })
                .max_by_key(|(k, _)| *k);
            let own_afloat = p
                .fleet
                .ships
                .iter()
                .filter(|s| s.owner == self.me && s.pos.is_some())
                .count();
            if call_score >= 6 || (own_afloat > 0 && load.is_none()) {
                return Some(call);
            }
            if let Some((_, a)) = load {
                return Some(a);
            }
            // Swap the mission furthest from done when nothing moves.
            if call_score <= 0
                && let Some(a) = self.worst_mission_swap(legal)
            {
                return Some(a);
            }
            // Nothing helps: let the caller pick at random, which breaks a jammed river.
            if call_score <= 0 {
                return None;
            }
            return Some(call);
        }
        if has(ShipCard::ExtraShip)
            && self
                .v
                .public
                .fleet
                .ships
                .iter()
                .any(|s| s.owner == self.me && s.pos.is_none())
        {
            return Some(Action::PlayShipCard {
                card: ShipCard::ExtraShip,
            });
        }
        let giving = (0..PRODUCTS).any(|p| self.surplus[p] > 0);
        let needing = (0..PRODUCTS).any(|p| self.want[p] > 0);
        if giving
            && needing
            && p.offers < 1
            && let Some(a) = self.compose(legal)
        {
            return Some(a);
        }
        legal.iter().find(|a| **a == Action::EndTurn).copied()
    }

    fn worst_mission_swap(&self, legal: &[Action]) -> Option<Action> {
        let d = self.data();
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SwapMission { mission } => {
                    let m = &d.missions[mission as usize];
                    let missing: i32 = (0..PRODUCTS)
                        .map(|p| (m.need[p] as i32 - self.hand.products[p] as i32).max(0))
                        .sum();
                    (missing >= 2).then_some((missing * 10 - m.points as i32, *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    fn rival_about_to_deliver(&self) -> bool {
        let p = &self.v.public;
        p.fleet.ships.iter().any(|s| {
            s.owner != self.me && s.pos.is_some_and(|pos| self.distance(pos, s.cargo) == 1)
        })
    }

    fn place(&self, legal: &[Action]) -> Option<Action> {
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::PlaceShip {
                    start,
                    cargo: Some(c),
                } => Some((self.place_score(start, c), *a)),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    fn steer(&self, legal: &[Action]) -> Option<Action> {
        let sail = self.v.public.sail.as_ref()?;
        let ship = self.v.public.fleet.ship(sail.fork?);
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SteerFork { to } => Some((-self.distance(to, ship.cargo), *a)),
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    /// Anchor an own ship when the call would send it the wrong way.
    fn anchor_window(&self, legal: &[Action]) -> Action {
        let play = Action::PlayShipCard {
            card: ShipCard::Anchor,
        };
        if legal.contains(&play) && self.worst_own_gain().is_some_and(|(g, _)| g < 0) {
            play
        } else {
            Action::Pass
        }
    }

    fn worst_own_gain(&self) -> Option<(i32, u8)> {
        let colour = self.v.public.sail.as_ref()?.colour;
        let p = &self.v.public;
        p.fleet
            .ids_of(self.me)
            .filter_map(|s| Some((self.ship_gain(s, colour)?, s)))
            .min()
    }

    fn anchor_ship(&self, legal: &[Action]) -> Option<Action> {
        let colour = self.v.public.sail.as_ref()?.colour;
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SelectShip { ship } => {
                    Some((self.ship_gain(ship, colour).unwrap_or(0), *a))
                }
                _ => None,
            })
            .min_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    fn take_card(&self) -> Action {
        let lock_first = self.waiting_at_closed_lock() && self.hand.lock_count() < 3;
        if !lock_first && self.hand.ship_count() <= self.hand.lock_count() {
            Action::TakeCard {
                pile: CardPile::Ship,
            }
        } else {
            Action::TakeCard {
                pile: CardPile::Lock,
            }
        }
    }

    fn step_back(&self, legal: &[Action]) -> Option<Action> {
        let p = &self.v.public;
        let score = |a: &Action| -> i32 {
            match (*a, p.step) {
                (Action::SelectShip { ship }, _) => {
                    let s = p.fleet.ship(ship);
                    let d = s.pos.map_or(FAR, |pos| self.distance(pos, s.cargo));
                    if s.owner == self.me {
                        -FAR - d
                    } else {
                        FAR - d
                    }
                }
                (Action::SelectPosition { pos }, Step::StepBackTo { ship }) => {
                    let s = p.fleet.ship(ship);
                    let d = self.distance(pos, s.cargo);
                    if s.owner == self.me { -d } else { d }
                }
                _ => 0,
            }
        };
        legal.iter().max_by_key(|a| score(a)).copied()
    }

    /// Swap cargo: give an own ship the cargo that suits its position best.
    fn swap(&self, legal: &[Action]) -> Option<Action> {
        let p = &self.v.public;
        let gain = |mine: u8, other: u8| -> i32 {
            let (a, b) = (p.fleet.ship(mine), p.fleet.ship(other));
            let (Some(pa), Some(pb)) = (a.pos, b.pos) else {
                return 0;
            };
            let mut g = self.distance(pa, a.cargo) - self.distance(pa, b.cargo);
            if b.owner != self.me {
                g += self.distance(pb, a.cargo) - self.distance(pb, b.cargo);
            } else {
                g += self.distance(pb, b.cargo) - self.distance(pb, a.cargo);
            }
            g
        };
        let score = |a: &Action| -> i32 {
            match (*a, p.step) {
                (Action::SelectShip { ship }, Step::SwapFirst) => {
                    let s = p.fleet.ship(ship);
                    let far = s.pos.map_or(0, |pos| self.distance(pos, s.cargo));
                    if s.owner == self.me { far } else { -FAR }
                }
                (Action::SelectShip { ship }, Step::SwapSecond { first }) => gain(first, ship),
                _ => 0,
            }
        };
        legal.iter().max_by_key(|a| score(a)).copied()
    }

    fn pick_lock(&self, legal: &[Action]) -> Option<Action> {
        let open = match self.v.public.step {
            Step::Locks { open, .. } | Step::ToggleLocks { open, .. } => open,
            _ => true,
        };
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SelectLock { lock } => {
                    let v = self.lock_value(lock);
                    Some((if open { v } else { -v }, *a))
                }
                _ => None,
            })
            .max_by_key(|(k, _)| *k)
            .map(|(_, a)| a)
    }

    /// Builds an offer: one surplus card for one wanted card, to the next rival in turn.
    fn compose(&self, legal: &[Action]) -> Option<Action> {
        // The draft is in my own view only (R-5: private until sent).
        let offer = self.v.draft.as_ref();
        let given = offer.is_some_and(|o| o.give.iter().any(|&n| n > 0));
        let asked = offer.is_some_and(|o| o.ask.iter().any(|&n| n > 0));
        if !given {
            let give = (0..PRODUCTS)
                .filter(|&p| self.surplus[p] > 0)
                .min_by_key(|&p| self.data().products[p].points)?;
            return legal
                .iter()
                .find(|a| {
                    **a == Action::AddGive {
                        product: give as u8,
                    }
                })
                .copied()
                .or_else(|| legal.iter().find(|a| **a == Action::Withdraw).copied());
        }
        if !asked {
            let ask = (0..PRODUCTS).max_by_key(|&p| self.want[p])?;
            return legal
                .iter()
                .find(|a| **a == Action::AddAsk { product: ask as u8 })
                .copied()
                .or(Some(Action::Withdraw));
        }
        let made = self.v.public.offers;
        let n = self.v.public.players;
        // The rival that holds the asked product, if anyone is known to; else the next one.
        let want = offer.map(|o| o.ask).unwrap_or_default();
        let holder = (1..n).map(|k| (self.me + k) % n).find(|&s| {
            let known = &self.v.public.seats[s as usize].known_products;
            (0..PRODUCTS).all(|p| known[p] >= want[p])
        });
        let to = holder.unwrap_or((self.me + 1 + made % (n - 1)) % n);
        legal
            .iter()
            .find(|a| **a == Action::SendOffer { to })
            .copied()
            .or(Some(Action::Withdraw))
    }

    fn respond(&self, legal: &[Action]) -> Action {
        let Some(offer) = self.v.public.offer.as_ref() else {
            return Action::Decline;
        };
        let d = self.data();
        let value = |counts: &[u8; PRODUCTS], sign: i32| -> i32 {
            (0..PRODUCTS)
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
        if legal.contains(&Action::Accept) && value(&offer.give, 1) > value(&offer.ask, -1) {
            Action::Accept
        } else {
            Action::Decline
        }
    }
}

#[cfg(test)]
mod tests {
    use havenbaron_engine::{Config, DataSet, Game, Ruleset};

    use crate::{Budget, make_bot};

    /// Greedy plays whole Antwerpen games from its view, always choosing a legal action, and
    /// finishes them rather than running into the turn cap.
    #[test]
    fn greedy_plays_antwerpen_to_the_end() {
        let data = DataSet::builtin();
        let mut ended = 0;
        for seed in 0..4u64 {
            let players = 2 + (seed % 3) as u8;
            let mut bots: Vec<_> = (0..players)
                .map(|s| make_bot("greedy", &data, seed * 10 + s as u64).unwrap())
                .collect();
            let mut g = Game::new(&Config::new(Ruleset::Antwerpen, players, seed)).unwrap();
            while let Some(s) = g.to_act() {
                let legal = g.legal_actions();
                let a = bots[s as usize].choose(&g.view(Some(s)), &legal, Budget::Default);
                assert!(legal.contains(&a), "{a:?} is not legal");
                g.apply(s, &a).unwrap();
            }
            ended += !g.outcome().unwrap().capped as u32;
        }
        assert!(
            ended >= 3,
            "only {ended} of 4 greedy games ended by the rules"
        );
    }
}
