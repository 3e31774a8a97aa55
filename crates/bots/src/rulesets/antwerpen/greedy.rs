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

use std::cell::Cell;
use std::sync::{Arc, LazyLock};

use havenbaron_engine::antwerpen::state::{Hand, Public, Step};
use havenbaron_engine::antwerpen::{self, CardPile, LockCard, LockEffect, ShipCard};
use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::goods::MAX_RAWS;
use havenbaron_engine::core::sailing::{Flow, Sail, SailRules, SailStep};
use havenbaron_engine::{Action, Colour, Seat};

use crate::greedy::sailing::{FAR, Harbours};
use crate::greedy::thumb::{RuleOfThumb, own_draft, pile_sizes};
use crate::greedy::wants::Wants;

const PRODUCTS: usize = antwerpen::data::MAX_PRODUCTS;

/// A matching delivery, in channels' worth: beyond the distance covered it earns a product.
const DELIVERY: i32 = 6;
/// A ship back in the supply (wrong dock, exit): it must be loaded again and sail from a start.
const RETURNED: i32 = 7;
/// A ship that can no longer reach its dock: worse than one back in the supply, as it must
/// first drift out, but no worse than that (see `Ctx::standing`).
const OFF_ROUTE: i32 = 8;
/// Opening a lock: what each own ship on its way to the dock behind it counts, before it
/// waits at the lock (there it counts 3).
const LOCK_AHEAD: i32 = 1;
/// Loading: what each colour that would send the new ship off its route costs.
const EXPOSED: i32 = 6;
/// Loading: what a dock behind a closed lock costs when I hold no card to open it.
const SHUT_DOCK: i32 = 40;

/// A call played through on a copy of the fleet (`Ctx::play_call`).
struct Played {
    fleet: Fleet,
    /// Bit `ship` set: the ship moved.
    moved: u64,
}

/// A call's score for me, and whether it moves any ship at all (a call that moves nothing
/// changes nothing: played every turn, it freezes the game).
#[derive(Clone, Copy, Default)]
struct Scored {
    score: i32,
    moves: bool,
    /// What the call costs rivals' ships (not in `score`).
    wreck: i32,
}

/// Closed locks block their channels in the played-through call.
struct Locks<'a> {
    data: &'a antwerpen::Data,
    open: u8,
}

/// The call to make: the highest score, and of equal scores one that moves a ship. When no
/// call scores above 0 (a jam), or with `moving`, only calls that move a ship count, and of
/// those the one that hurts least, rivals' ships included: a jam broken by wrecking a rival's
/// fresh load is broken again the same way next turn.
fn pick<T: Copy>(calls: &[(Scored, T)], moving: bool) -> Option<(Scored, T)> {
    let best = calls.iter().map(|(c, _)| (c.score, c.moves)).max()?;
    if best.0 > 0 || (!moving && !calls.iter().any(|(c, _)| c.moves)) {
        return calls
            .iter()
            .copied()
            .max_by_key(|(c, _)| (c.score, c.moves));
    }
    calls
        .iter()
        .copied()
        .filter(|(c, _)| c.moves)
        .max_by_key(|(c, _)| c.score - c.wreck)
}

impl SailRules for Locks<'_> {
    fn channel_open(&self, from: u8, to: u8) -> bool {
        self.data
            .lock_between(from, to)
            .is_none_or(|l| self.open & (1 << l) != 0)
    }
}

/// Docks of each raw material, worked out once per board.
#[derive(Clone, Copy, Default)]
struct Docks {
    /// Bit `hi` set: the product pile of harbour `hi` is one of this raw's docks.
    piles: u32,
    /// Bit `l` set: lock `l` stands on a last channel into one of this raw's docks.
    locks: u8,
}

pub struct Antwerpen {
    data: Arc<antwerpen::Data>,
    harbours: Harbours,
    docks: [Docks; MAX_RAWS],
    /// The channels behind a lock into a dock for each raw material, as (lock, from, to).
    locked_into_docks: [Vec<(u8, u8, u8)>; MAX_RAWS],
}

impl RuleOfThumb for Antwerpen {
    type Game = antwerpen::Game;
    type Sight<'a> = Sight<'a>;

    fn new(data: Arc<antwerpen::Data>) -> Antwerpen {
        let harbours = Harbours::new(&data.board, &data.accepts, data.raws.len() as u8);
        let mut docks = [Docks::default(); MAX_RAWS];
        for &h in data.board.harbours() {
            let Some(raw) = data.accepts[h as usize] else {
                continue;
            };
            let dock = &mut docks[raw as usize % MAX_RAWS];
            if let Some(hi) = data.harbour_index[h as usize].filter(|&hi| (hi as usize) < 32) {
                dock.piles |= 1 << hi;
            }
            for ch in data.board.channels.iter().filter(|ch| ch.to == h) {
                if ch.lock.is_some()
                    && let Some(l) = data.lock_between(ch.from, ch.to)
                {
                    dock.locks |= 1 << l;
                }
            }
        }
        let mut locked_into_docks: [Vec<(u8, u8, u8)>; MAX_RAWS] = Default::default();
        for c in &data.board.channels {
            if let (Some(lock), Some(raw)) =
                (data.lock_between(c.from, c.to), data.accepts[c.to as usize])
                && let Some(list) = locked_into_docks.get_mut(raw as usize)
            {
                list.push((lock, c.from, c.to));
            }
        }
        Antwerpen {
            data,
            harbours,
            docks,
            locked_into_docks,
        }
    }

    fn sight_of_view(v: &antwerpen::View) -> Sight<'_> {
        Sight {
            me: v.viewer.unwrap_or(0),
            public: &v.public,
            fleet: &v.public.fleet,
            hand: v.hand.as_ref(),
            draft: v.draft.as_ref(),
            product_piles: pile_sizes(v.piles.products.iter().map(|&n| n as usize)),
        }
    }

    fn sight_in_game(g: &antwerpen::Game, seat: Seat) -> Sight<'_> {
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
}

/// What one seat knows of an Antwerpen game.
pub(crate) type Sight<'a> = crate::greedy::thumb::Sight<'a, Public, Hand>;

/// The hand of a seat without one (a spectator's view).
static NO_HAND: LazyLock<Hand> = LazyLock::new(Hand::default);

/// What the bot works out from what its seat knows before deciding.
struct Ctx<'a> {
    bot: &'a Antwerpen,
    v: &'a Sight<'a>,
    me: u8,
    hand: &'a Hand,
    /// How much each product is wanted, by the missions in hand, closest mission most
    /// (`want`), and the products held beyond what the missions use (`surplus`): worked out
    /// when first asked, as most decisions (a call, a fork) never ask.
    wants: Cell<Option<Wants>>,
    /// Bit `raw` set: a dock for `raw` has no product card left.
    empty_docks: u8,
    /// Bit `raw` set: the last channel into a dock for `raw` is behind a closed lock.
    locked_docks: u8,
    /// Each colour's call by me (all my ships and the rivals'), scored when first asked.
    calls: Cell<Option<[Scored; 5]>>,
    /// Each lock's [`Ctx::lock_value`], worked out when first asked.
    lock_values: Cell<Option<[i32; 8]>>,
    /// Each raw material's [`Ctx::raw_value`], worked out when first asked.
    raw_values: Cell<Option<[i32; MAX_RAWS]>>,
    /// A call by me with every ship in its C-2.2 place: the order does not depend on the
    /// colour, so the calls of all five colours start from one copy of it.
    call_order: Cell<Option<Sail>>,
}

impl<'a> Ctx<'a> {
    fn new(bot: &'a Antwerpen, v: &'a Sight<'a>) -> Ctx<'a> {
        let d = &bot.data;
        let hand: &Hand = v.hand.unwrap_or(&NO_HAND);
        let (mut empty_docks, mut locked_docks) = (0u8, 0u8);
        for (raw, dock) in bot.docks.iter().enumerate().take(d.raws.len().min(8)) {
            let mut piles = dock.piles;
            let mut empty = false;
            while piles != 0 {
                let hi = piles.trailing_zeros() as usize;
                piles &= piles - 1;
                empty |= v.product_piles.get(hi).is_some_and(|&n| n == 0);
            }
            empty_docks |= u8::from(empty) << raw;
            locked_docks |= u8::from(dock.locks & !v.public.locks_open != 0) << raw;
        }
        Ctx {
            bot,
            v,
            me: v.me,
            hand,
            wants: Cell::new(None),
            empty_docks,
            locked_docks,
            calls: Cell::new(None),
            lock_values: Cell::new(None),
            raw_values: Cell::new(None),
            call_order: Cell::new(None),
        }
    }

    fn data(&self) -> &antwerpen::Data {
        &self.bot.data
    }

    fn wants(&self) -> Wants {
        self.wants.get().unwrap_or_else(|| {
            let d = self.data();
            let wants = Wants::new(
                self.hand.missions.iter().map(|&m| &d.missions[m as usize]),
                &self.hand.products,
            );
            self.wants.set(Some(wants));
            wants
        })
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
        match cargo {
            Some(c) if self.dock_empty(c) => FAR,
            Some(c) if self.dock_locked(c) => d + 2,
            Some(_) => d,
            None => FAR,
        }
    }

    /// Has the dock for `raw` no product card left (C-4: a delivery there gives nothing)?
    fn dock_empty(&self, raw: u8) -> bool {
        raw < 8 && self.empty_docks & (1 << raw) != 0
    }

    /// Is the last channel into the dock for `raw` behind a closed lock?
    fn dock_locked(&self, raw: u8) -> bool {
        raw < 8 && self.locked_docks & (1 << raw) != 0
    }

    /// Do I hold a lock card that opens a lock?
    fn holds_opener(&self) -> bool {
        LockCard::ALL.iter().any(|&c| {
            self.hand.lock[c as usize] > 0
                && matches!(c.effect(), LockEffect::Open | LockEffect::Toggle)
        })
    }

    /// How many colours would take a ship loaded on `start` with `raw` off its route at once.
    /// A start has two ways out; a load that the next call of the wrong colour sends astray
    /// is lost, and loading it again invites the same call (the T1/violet loop).
    fn exposed(&self, start: u8, raw: u8) -> i32 {
        let board = &self.data().board;
        Colour::ALL
            .iter()
            .filter(|&&c| {
                let mut out = board
                    .targets(start, c)
                    .iter()
                    .filter(|&&t| self.open(start, t))
                    .peekable();
                out.peek().is_some() && out.all(|&t| self.distance(t, Some(raw)) >= FAR)
            })
            .count() as i32
    }

    /// How much delivering a unit of `raw` is worth: the best product of its dock.
    fn raw_value(&self, raw: u8) -> i32 {
        let values = self.raw_values.get().unwrap_or_else(|| {
            let d = self.data();
            let want = self.wants().want;
            let mut values = [i32::MIN; MAX_RAWS];
            for (i, p) in d.products.iter().enumerate() {
                if let Some(v) =
                    d.accepts[p.harbour as usize].and_then(|r| values.get_mut(r as usize))
                {
                    *v = (*v).max(want[i] + p.points as i32);
                }
            }
            let values = values.map(|v| if v == i32::MIN { 0 } else { v });
            self.raw_values.set(Some(values));
            values
        });
        values.get(raw as usize).copied().unwrap_or(0)
    }

    /// What a ship standing on `pos` with `cargo` is worth, in channels still to sail: minus
    /// its distance to the dock on its route; a matching dock is a delivery; a wrong dock or
    /// the exit puts the ship back in the supply, ready to load again; a ship that can no
    /// longer reach its dock must first drift out. Bounded, so that pushing a ship off its
    /// route weighs what it costs (a few turns), never more than a delivery.
    fn standing(&self, pos: u8, cargo: Option<u8>) -> i32 {
        let d = self.data();
        match d.board.kind(pos) {
            PosKind::Harbour
                if cargo
                    .is_some_and(|c| d.accepts[pos as usize] == Some(c) && !self.dock_empty(c)) =>
            {
                DELIVERY
            }
            PosKind::Harbour | PosKind::Exit => -RETURNED,
            _ => -self.distance(pos, cargo).min(OFF_ROUTE),
        }
    }

    /// What a ship gains by moving from `from` to `to`: the change in its standing, and a card
    /// when it arrives on an anchor.
    fn move_gain(&self, from: u8, to: u8, cargo: Option<u8>) -> i32 {
        let card = i32::from(self.data().board.kind(to) == PosKind::Anchor);
        self.standing(to, cargo) - self.standing(from, cargo) + card
    }

    /// The best gain of one ship under a call of `colour`, judged on the board before the call
    /// (None: it does not move).
    fn ship_gain(&self, ship: u8, colour: Colour) -> Option<i32> {
        let d = self.data();
        let s = self.v.fleet.ship(ship);
        let pos = s.pos?;
        if d.board.holds_many(pos) {
            return None;
        }
        d.board
            .targets(pos, colour)
            .iter()
            .filter(|&&t| self.v.fleet.is_free(t) && self.open(pos, t))
            .map(|&t| self.move_gain(pos, t, s.cargo))
            .max()
    }

    /// Plays a call of `colour` by me through on a copy of the fleet, as the rules do (C-2:
    /// processing order, repeat passes, closed locks; owners steer at forks towards their
    /// docks), ignoring Anchor cards. `alone`: only my ships move (Sail alone).
    fn play_call(&self, colour: Colour, alone: bool) -> Played {
        let d = self.data();
        let p = &self.v.public;
        let board = &d.board;
        let mut fleet = *self.v.fleet;
        let mut sail = self.call_order.get().unwrap_or_else(|| {
            let sail = Sail::new(colour, self.me, p.players, &fleet);
            self.call_order.set(Some(sail));
            sail
        });
        sail.colour = colour;
        if alone {
            sail.order.retain(|&s| fleet.ship(s).owner == self.me);
        }
        let mut rules = Locks {
            data: d,
            open: p.locks_open,
        };
        let go_on = |_: &mut Fleet, _, _, _, _: &mut Locks| Flow::Continue;
        loop {
            match sail.advance(&mut fleet, board, &mut rules, go_on) {
                SailStep::Fork(ship) => {
                    let s = *fleet.ship(ship);
                    let targets = sail.free_targets(ship, &fleet, board, &mut rules);
                    let to = *targets
                        .as_slice()
                        .iter()
                        .max_by_key(|&&t| self.standing(t, s.cargo))
                        .expect("a fork has targets");
                    sail.steer(to, &mut fleet, board, &mut rules, go_on);
                }
                SailStep::Paused => {}
                SailStep::Done => break,
            }
        }
        Played {
            fleet,
            moved: sail.moved,
        }
    }

    /// Own gains count three times, rivals' gains against; a rival's loss is no gain (calls
    /// that only wreck rivals' ships stall the game). Ships that leave by the exit toggle every
    /// lock once the call is over. `alone`: only own ships move.
    fn colour_score(&self, colour: Colour, alone: bool) -> Scored {
        if alone {
            return self.score_call(colour, true);
        }
        let calls = self.calls.get().unwrap_or_else(|| {
            let calls = Colour::ALL.map(|c| self.score_call(c, false));
            self.calls.set(Some(calls));
            calls
        });
        calls[colour as usize]
    }

    /// [`Ctx::colour_score`], worked out.
    fn score_call(&self, colour: Colour, alone: bool) -> Scored {
        let board = &self.data().board;
        let played = self.play_call(colour, alone);
        let mut score = 0;
        let mut exits = 0;
        let mut wreck = 0;
        // Only the ships that moved: most of the fleet stays put in a call.
        let mut moved = played.moved;
        while moved != 0 {
            let id = moved.trailing_zeros() as usize;
            moved &= moved - 1;
            let (Some(s), Some(after)) = (self.v.fleet.ships.get(id), played.fleet.ships.get(id))
            else {
                continue;
            };
            let (Some(from), Some(to)) = (s.pos, after.pos) else {
                continue;
            };
            exits += u32::from(board.kind(to) == PosKind::Exit);
            let g = self.move_gain(from, to, s.cargo);
            if s.owner == self.me {
                score += 3 * g;
            } else {
                score -= g.max(0);
                wreck += (-g).max(0);
            }
        }
        if exits % 2 == 1 {
            score += 3 * self.toggle_value();
        }
        Scored {
            score,
            moves: played.moved != 0,
            wreck,
        }
    }

    /// The best call among the legal ones (see [`pick`]). `alone`: Sail alone.
    fn best_colour(&self, legal: &[Action], alone: bool, moving: bool) -> Option<(Scored, Action)> {
        let mut calls = [(Scored::default(), Action::Pass); 5];
        let mut n = 0;
        for a in legal {
            if let Action::CallColour { colour } = *a
                && n < calls.len()
            {
                calls[n] = (self.colour_score(colour, alone), *a);
                n += 1;
            }
        }
        pick(&calls[..n], moving)
    }

    /// How much opening `lock` helps: own loaded ships heading for the dock behind it count
    /// (most when waiting at the lock), rivals' against.
    fn lock_value(&self, lock: u8) -> i32 {
        let values = self.lock_values.get().unwrap_or_else(|| {
            let values = self.work_out_lock_values();
            self.lock_values.set(Some(values));
            values
        });
        values.get(lock as usize).copied().unwrap_or(0)
    }

    /// [`Ctx::lock_value`] of every lock, in one pass over the loaded ships and the locked
    /// channels into their docks.
    fn work_out_lock_values(&self) -> [i32; 8] {
        let d = self.data();
        let mut values = [0; 8];
        for s in self.v.fleet.ships.iter() {
            let (Some(pos), Some(cargo)) = (s.pos, s.cargo) else {
                continue;
            };
            let Some(channels) = self.bot.locked_into_docks.get(cargo as usize) else {
                continue;
            };
            for &(lock, from, to) in channels {
                if d.board.distance(pos, to).is_none() {
                    continue;
                }
                let value = match (s.owner == self.me, pos == from) {
                    (true, true) => 3,
                    (true, false) => LOCK_AHEAD,
                    (false, true) => -2,
                    (false, false) => 0,
                };
                if let Some(v) = values.get_mut(lock as usize) {
                    *v += value;
                }
            }
        }
        values
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

    /// How good loading `cargo` on `start` is: the cargo's worth, less the way to go, the
    /// colours that would send it astray, and a dock behind a closed lock I cannot open.
    fn place_score(&self, start: u8, cargo: u8) -> i32 {
        let shut = if self.dock_locked(cargo) && !self.holds_opener() {
            SHUT_DOCK
        } else {
            0
        };
        self.raw_value(cargo) * 4
            - self.distance(start, Some(cargo)) * 3
            - EXPOSED * self.exposed(start, cargo)
            - shut
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
                .best_colour(legal, card == ShipCard::SailAlone, false)
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
        let mut ship_cards = 0u16;
        for a in legal {
            if let Action::PlayShipCard { card } = *a {
                ship_cards |= 1 << card as u16;
            }
        }
        let has = |c: ShipCard| ship_cards & (1 << c as u16) != 0;
        let (call_score, call) = self
            .best_colour(legal, false, false)
            .map_or((i32::MIN, Action::EndTurn), |(c, a)| (c.score, a));
        if has(ShipCard::ExtraColour) {
            let best = Colour::ALL
                .iter()
                .map(|&c| self.colour_score(c, false).score)
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
                .map(|&c| self.colour_score(c, true).score)
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
            let load = self.best_load(legal);
            let own_afloat = self
                .v
                .fleet
                .ships
                .iter()
                .filter(|s| s.owner == self.me && s.pos.is_some())
                .count();
            if call_score >= 6 {
                return Some(call);
            }
            if let Some((_, a)) = load {
                return Some(a);
            }
            if call_score > 0 {
                return Some(call);
            }
            // Swap the mission furthest from done when no ship of mine is afloat to wait for.
            if own_afloat == 0
                && let Some(a) = self.worst_mission_swap(legal)
            {
                return Some(a);
            }
            // Nothing to load and no call helps: the call that moves a ship and hurts least,
            // never one that moves nothing (that freezes the river for good, as the others
            // reason alike). With no call moving anything, pick at random.
            return self.best_colour(legal, false, true).map(|(_, a)| a);
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
        let Wants { want, surplus } = self.wants();
        let giving = (0..PRODUCTS).any(|p| surplus[p] > 0);
        let needing = (0..PRODUCTS).any(|p| want[p] > 0);
        if giving
            && needing
            && p.offers < 1
            && let Some(a) = self.compose(legal)
        {
            return Some(a);
        }
        legal.iter().find(|a| **a == Action::EndTurn).copied()
    }

    /// The best load on a route to its dock that the next player's likely call does not
    /// send astray at once, with its score.
    fn best_load(&self, legal: &[Action]) -> Option<(i32, Action)> {
        let mut loads: Vec<(i32, u8, u8)> = legal
            .iter()
            .filter_map(|a| match *a {
                Action::PlaceShip {
                    start,
                    cargo: Some(c),
                } if self.distance(start, Some(c)) < FAR => {
                    Some((self.place_score(start, c), start, c))
                }
                _ => None,
            })
            .collect();
        loads.sort_by_key(|&(k, _, _)| std::cmp::Reverse(k));
        loads
            .into_iter()
            .find(|&(_, start, c)| !self.sent_astray(start, c))
            .map(|(k, start, c)| {
                (
                    k,
                    Action::PlaceShip {
                        start,
                        cargo: Some(c),
                    },
                )
            })
    }

    /// Would a ship I load on `start` with `raw` be pushed off its route by the call the next
    /// player likes best, or left where another call of that colour does it? That call comes
    /// before I can move the ship, and a load it spoils is lost; loading the same again
    /// invites the same call, for ever (the T1/violet loop: load on T1, violet takes it to A1
    /// and on into the wrong dock).
    fn sent_astray(&self, start: u8, raw: u8) -> bool {
        if !Colour::ALL
            .iter()
            .any(|&c| self.astray_within(start, Some(raw), c, 2))
        {
            return false;
        }
        let board = &self.data().board;
        let Some(ship) = self.v.fleet.first_in_supply(self.me) else {
            return false;
        };
        let mut fleet = *self.v.fleet;
        fleet.place(board, ship, start, Some(raw));
        // The next player, knowing what I know of the board (not my hand).
        let seen = Sight {
            me: (self.me + 1) % self.v.public.players,
            fleet: &fleet,
            hand: None,
            draft: None,
            ..*self.v
        };
        let rival = Ctx::new(self.bot, &seen);
        let Some((_, colour)) = pick(
            &Colour::ALL.map(|c| (rival.colour_score(c, false), c)),
            false,
        ) else {
            return false;
        };
        let played = rival.play_call(colour, false);
        played.fleet.ship(ship).pos.is_some_and(|to| {
            to != start && self.astray_within(to, Some(raw), colour, 1)
                || self.bot.harbours.distance(to, Some(raw)) >= FAR
        })
    }

    /// Do `steps` calls of `colour` take a ship on `pos` with `cargo` off its route, its owner
    /// steering at forks?
    fn astray_within(&self, pos: u8, cargo: Option<u8>, colour: Colour, steps: u32) -> bool {
        let h = &self.bot.harbours;
        if h.distance(pos, cargo) >= FAR {
            return true;
        }
        if steps == 0 || self.data().board.holds_many(pos) {
            return false;
        }
        let mut out = self
            .data()
            .board
            .targets(pos, colour)
            .iter()
            .filter(|&&t| self.open(pos, t))
            .peekable();
        out.peek().is_some() && out.all(|&t| self.astray_within(t, cargo, colour, steps - 1))
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
        self.v.fleet.ships.iter().any(|s| {
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
        let ship = self.v.fleet.ship(sail.fork?);
        legal
            .iter()
            .filter_map(|a| match *a {
                Action::SteerFork { to } => Some((self.standing(to, ship.cargo), *a)),
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
        self.v
            .fleet
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
                    let s = self.v.fleet.ship(ship);
                    let d = s.pos.map_or(FAR, |pos| self.distance(pos, s.cargo));
                    if s.owner == self.me {
                        -FAR - d
                    } else {
                        FAR - d
                    }
                }
                (Action::SelectPosition { pos }, Step::StepBackTo { ship }) => {
                    let s = self.v.fleet.ship(ship);
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
            let (a, b) = (self.v.fleet.ship(mine), self.v.fleet.ship(other));
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
                    let s = self.v.fleet.ship(ship);
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
        let offer = self.v.draft;
        let given = offer.is_some_and(|o| o.give.iter().any(|&n| n > 0));
        let asked = offer.is_some_and(|o| o.ask.iter().any(|&n| n > 0));
        let Wants { want, surplus } = self.wants();
        if !given {
            let give = (0..PRODUCTS)
                .filter(|&p| surplus[p] > 0)
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
            let ask = (0..PRODUCTS).max_by_key(|&p| want[p])?;
            return legal
                .iter()
                .find(|a| **a == Action::AddAsk { product: ask as u8 })
                .copied()
                .or(Some(Action::Withdraw));
        }
        let made = self.v.public.offers;
        let n = self.v.public.players;
        // The rival that holds the asked product, if anyone is known to; else the next one.
        let asked = offer.map(|o| o.ask).unwrap_or_default();
        let holder = (1..n).map(|k| (self.me + k) % n).find(|&s| {
            let known = &self.v.public.seats[s as usize].known_products;
            (0..PRODUCTS).all(|p| known[p] >= asked[p])
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
        let Wants { want, surplus } = self.wants();
        let value = |counts: &[u8; PRODUCTS], sign: i32| -> i32 {
            (0..PRODUCTS)
                .map(|p| {
                    let keep = if sign < 0 && surplus[p] == 0 { 6 } else { 0 };
                    counts[p] as i32
                        * (d.products.get(p).map_or(0, |x| x.points as i32) + want[p] + keep)
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
