//! Antwerpen's legal actions: for the seat that decides, a short list of atomic decisions.

use crate::action::Action;
use crate::antwerpen::cards::{CardPile, LockCard, LockEffect, ShipCard};
use crate::antwerpen::data::Data;
use crate::antwerpen::state::{LOCK_LIMIT, MAX_OFFER_CARDS, MAX_OFFERS, SHIP_LIMIT, State, Step};
use crate::core::bits;
use crate::core::board::{Colour, PosId};
use crate::core::completion;
use crate::core::fleet::ShipId;
use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS};
use crate::core::sailing::{SailRules, back_targets};
use crate::core::seat::Seat;

/// Antwerpen's limits on the shared sailing code: closed locks block a channel both ways
/// ships held by an Anchor card sit the call out.
pub(crate) struct Rules<'a> {
    pub data: &'a Data,
    pub open: u8,
    pub held: u64,
}

impl SailRules for Rules<'_> {
    #[inline]
    fn channel_open(&self, from: PosId, to: PosId) -> bool {
        self.data
            .lock_between(from, to)
            .is_none_or(|l| self.open & (1 << l) != 0)
    }
    #[inline]
    fn held(&self, ship: ShipId) -> bool {
        self.held & (1u64 << ship) != 0
    }
}

impl State {
    pub(crate) fn rules<'a>(&self, data: &'a Data) -> Rules<'a> {
        Rules {
            data,
            open: self.public.locks_open,
            held: self.public.call.map_or(0, |c| c.held),
        }
    }

    /// Appends the legal actions of the seat that decides now (none when the game is over).
    pub fn legal_into(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        let active = p.active;
        match p.step {
            Step::Ended | Step::Sailing => {}
            Step::Turn => self.turn_actions(data, out),
            Step::Fork => {
                let sail = p.sail.as_ref().expect("a call is in progress");
                let ship = sail.fork.expect("a fork is pending");
                let mut rules = self.rules(data);
                for &to in sail
                    .free_targets(ship, &p.fleet, &data.board, &mut rules)
                    .as_slice()
                {
                    out.push(Action::SteerFork { to });
                }
            }
            Step::AnchorWindow { seat } => {
                if self.hidden.hands[seat as usize].can_play_ship(ShipCard::Anchor) {
                    out.push(Action::PlayShipCard {
                        card: ShipCard::Anchor,
                    });
                }
                out.push(Action::Pass);
            }
            Step::AnchorShip { seat } => {
                for ship in p.fleet.ids_of(seat) {
                    if self.anchorable(data, ship) {
                        out.push(Action::SelectShip { ship });
                    }
                }
            }
            Step::TakeCard { .. } => {
                out.push(Action::TakeCard {
                    pile: CardPile::Ship,
                });
                out.push(Action::TakeCard {
                    pile: CardPile::Lock,
                });
            }
            Step::DoubleYield { .. } => {
                if self.hidden.hands[active as usize].can_play_ship(ShipCard::DoubleYield) {
                    out.push(Action::PlayShipCard {
                        card: ShipCard::DoubleYield,
                    });
                }
                out.push(Action::Continue);
            }
            Step::Compose => self.compose_actions(data, out),
            Step::Respond => {
                let offer = p.offer.as_ref().expect("an offer is pending");
                let to = offer.to.expect("the offer is addressed");
                offer.respond_actions(&self.hidden.hands[to as usize].products, out);
            }
            Step::ExtraShip => self.placements(data, active, out),
            Step::ChooseColour { .. } => {
                for colour in Colour::ALL {
                    out.push(Action::CallColour { colour });
                }
            }
            Step::StepBackShip => {
                for ship in bits::ships(p.fleet.on_board()) {
                    if self.can_go_back(data, ship) {
                        out.push(Action::SelectShip { ship });
                    }
                }
            }
            Step::StepBackTo { ship } => {
                let rules = self.rules(data);
                for &pos in back_targets(&p.fleet, &data.board, ship, &rules).as_slice() {
                    out.push(Action::SelectPosition { pos });
                }
            }
            Step::SwapFirst => {
                // With two different cargoes on the board every ship there has a partner.
                let on_board = p.fleet.on_board();
                if p.fleet.cargoes(on_board).count_ones() >= 2 {
                    out.extend(bits::ships(on_board).map(|ship| Action::SelectShip { ship }));
                }
            }
            Step::SwapSecond { first } => {
                for ship in self.swap_partners(first) {
                    out.push(Action::SelectShip { ship });
                }
            }
            Step::Locks { open, .. } => {
                for lock in 0..data.locks.len() as u8 {
                    if self.lock_is_open(lock) != open {
                        out.push(Action::SelectLock { lock });
                    }
                }
            }
            Step::ToggleDirection { .. } => {
                out.push(Action::SetLocks { open: true });
                out.push(Action::SetLocks { open: false });
            }
            Step::ToggleLocks {
                open,
                left,
                chosen,
                changed,
            } => {
                for lock in 0..data.locks.len() as u8 {
                    if chosen & (1 << lock) != 0 {
                        continue;
                    }
                    // The last choice must change a lock if none has changed yet.
                    if left == 1 && !changed && self.lock_is_open(lock) == open {
                        continue;
                    }
                    out.push(Action::SelectLock { lock });
                }
            }
        }
    }

    /// The turn's decision: the main action if not yet taken, extra actions, end turn.
    fn turn_actions(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        let seat = p.active;
        let hand = &self.hidden.hands[seat as usize];
        if !p.main_done {
            self.placements(data, seat, out);
            for colour in Colour::ALL {
                out.push(Action::CallColour { colour });
            }
            for &mission in &hand.missions {
                out.push(Action::SwapMission { mission });
            }
        }
        if !p.mission_done {
            self.completions(data, seat, out);
        }
        if p.offers < MAX_OFFERS && hand.product_count() > 0 {
            let held = bits::nonzero(&hand.products);
            bits::extend_ones::<_, MAX_PRODUCTS>(out, held, |product| Action::AddGive { product });
            for product in 0..data.products.len() as u8 {
                out.push(Action::AddAsk { product });
            }
        }
        let ships = bits::mask_of(ShipCard::COUNT, |i| {
            let card = ShipCard::ALL[i];
            card.in_own_turn() && hand.can_play_ship(card)
        });
        for card in bits::ones(ships).map(|i| ShipCard::ALL[i as usize]) {
            if self.ship_card_playable(data, card) {
                out.push(Action::PlayShipCard { card });
            }
        }
        let locks = bits::mask_of(LockCard::COUNT, |i| hand.can_play_lock(LockCard::ALL[i]));
        for card in bits::ones(locks).map(|i| LockCard::ALL[i as usize]) {
            if self.lock_card_playable(data, card) {
                out.push(Action::PlayLockCard { card });
            }
        }
        if p.main_done {
            out.push(Action::EndTurn);
        }
    }

    /// After the main action: may anything but ending the turn follow? (A-2; when not, the
    /// turn ends by itself.) Only public facts decide (C-6): product cards (all known in
    /// Antwerpen) for a mission or an offer, and the number of ship and lock cards held that
    /// were not received this turn; so the turn's staying open reveals nothing hidden.
    pub(crate) fn may_go_on(&self) -> bool {
        let p = &self.public;
        let seat = p.active as usize;
        let hand = &self.hidden.hands[seat];
        let sp = &p.seats[seat];
        (hand.product_count() > 0 && (!p.mission_done || p.offers < MAX_OFFERS))
            || hand.ship_count() > sp.fresh_ship
            || hand.lock_count() > sp.fresh_lock
    }

    /// Load and Extra ship: a free start with a raw material from the supply (no empty ships,
    ///
    pub(crate) fn placements(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.public;
        if p.fleet.first_in_supply(seat).is_none() {
            return;
        }
        let in_supply = bits::mask_of(data.raws.len(), |raw| p.supply[raw] > 0);
        for start in bits::positions(p.fleet.free_of(data.board.start_mask())) {
            bits::extend_ones::<_, MAX_RAWS>(out, in_supply, |raw| Action::PlaceShip {
                start,
                cargo: Some(raw),
            });
        }
    }

    pub(crate) fn can_place(&self, data: &Data, seat: Seat) -> bool {
        let p = &self.public;
        p.fleet.first_in_supply(seat).is_some()
            && p.fleet.free_start(&data.board)
            && p.supply[..data.raws.len()].iter().any(|&n| n > 0)
    }

    /// Missions in hand the products cover (A-2; no jokers in Antwerpen).
    pub(crate) fn completions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.hidden.hands[seat as usize];
        completion::completions(&hand.products, false, &hand.missions, &data.missions, out);
    }

    fn compose_actions(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        let draft = self
            .hidden
            .draft
            .as_ref()
            .expect("an offer is being composed");
        let hand = &self.hidden.hands[draft.from as usize].products;
        draft.compose_actions(hand, data.products.len(), p.players, MAX_OFFER_CARDS, out);
    }

    /// A ship card the active player may start playing in their turn: its effect can be
    /// carried out (A-8 rulings in docs/RULINGS.md).
    pub(crate) fn ship_card_playable(&self, data: &Data, card: ShipCard) -> bool {
        let p = &self.public;
        let on_board = p.fleet.on_board();
        match card {
            ShipCard::SailAlone => p.fleet.ships_of(p.active) & on_board != 0,
            ShipCard::ExtraColour => on_board != 0,
            ShipCard::ExtraShip => self.can_place(data, p.active),
            ShipCard::StepBack => bits::ships(on_board).any(|s| self.can_go_back(data, s)),
            // Two ships on the board with different cargoes (empty counts as one).
            ShipCard::SwapCargo => p.fleet.cargoes(on_board).count_ones() >= 2,
            ShipCard::DoubleYield | ShipCard::Anchor => false,
        }
    }

    /// A lock card that would change nothing cannot be played.
    pub(crate) fn lock_card_playable(&self, data: &Data, card: LockCard) -> bool {
        let all = data.all_locks();
        let open = self.public.locks_open;
        match card.effect() {
            LockEffect::Open => all & !open != 0,
            LockEffect::Close => open != 0,
            LockEffect::Toggle => all != 0,
        }
    }

    pub(crate) fn lock_is_open(&self, lock: u8) -> bool {
        self.public.locks_open & (1 << lock) != 0
    }

    /// C-3 for Step back: a ship on the board with a free predecessor behind an open channel.
    pub(crate) fn can_go_back(&self, data: &Data, ship: ShipId) -> bool {
        let rules = self.rules(data);
        !back_targets(&self.public.fleet, &data.board, ship, &rules)
            .as_slice()
            .is_empty()
    }

    /// Ships on the board whose cargo differs from `first`'s, for Swap cargo.
    pub(crate) fn swap_partners(&self, first: ShipId) -> impl Iterator<Item = ShipId> + 'static {
        let fleet = &self.public.fleet;
        let on_board = fleet.on_board();
        let others = if on_board >> first & 1 != 0 {
            on_board & !(1 << first)
        } else {
            0
        };
        bits::ships(others & !fleet.with_cargo(others, fleet.ship(first).cargo))
    }

    /// A-8 Anchor: a ship of the player that the call could move: on a single-ship position,
    /// not yet held, with an outgoing channel of the call's colour not behind a closed lock.
    pub(crate) fn anchorable(&self, data: &Data, ship: ShipId) -> bool {
        let p = &self.public;
        let Some(pos) = p.fleet.ship(ship).pos else {
            return false;
        };
        !data.board.holds_many(pos) && self.anchorable_at(data, pos)
    }

    /// Could the call in progress move the ship on the single-ship position `pos`?
    fn anchorable_at(&self, data: &Data, pos: PosId) -> bool {
        let p = &self.public;
        let (Some(sail), Some(ship)) = (p.sail.as_ref(), p.fleet.occupant[pos as usize]) else {
            return false;
        };
        let rules = self.rules(data);
        !rules.held(ship)
            && bits::positions(data.board.target_mask(pos, sail.colour))
                .any(|t| rules.channel_open(pos, t))
    }

    /// Is an Anchor window opened for `seat`? Only public facts decide it (C-6): the seat owns
    /// an anchorable ship and holds a ship card not received this turn. Whether that card is
    /// an Anchor shows only in the seat's own legal actions.
    pub(crate) fn anchor_window(&self, data: &Data, seat: Seat) -> bool {
        let hand = &self.hidden.hands[seat as usize];
        hand.ship_count() > self.public.seats[seat as usize].fresh_ship
            && bits::positions(self.public.fleet.taken_by(seat))
                .any(|pos| self.anchorable_at(data, pos))
    }

    /// A-6 anchor choice: can the owner take a card from this pile (room in hand, a card in
    /// the pile or its discards)?
    pub(crate) fn can_take(&self, seat: Seat, pile: CardPile) -> bool {
        let hand = &self.hidden.hands[seat as usize];
        let p = &self.public;
        match pile {
            CardPile::Ship => {
                hand.ship_count() < SHIP_LIMIT
                    && (!self.hidden.ship_pile.is_empty() || p.ship_discard.iter().any(|&n| n > 0))
            }
            CardPile::Lock => {
                hand.lock_count() < LOCK_LIMIT
                    && (!self.hidden.lock_pile.is_empty() || p.lock_discard.iter().any(|&n| n > 0))
            }
        }
    }
}
