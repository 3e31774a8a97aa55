//! Antwerpen's transitions: applying one legal action, then running every automatic step
//! (a colour call, arrivals, the end of a turn with nothing left to do, the end of the game)
//! until a decision is needed.

use crate::action::Action;
use crate::antwerpen::cards::{CardPile, LockCard, LockEffect, ShipCard};
use crate::antwerpen::data::Data;
use crate::antwerpen::state::{Call, CallKind, END_MISSIONS, Offer, State, Step};
use crate::core::board::{Colour, PosId, PosKind};
use crate::core::deck;
use crate::core::fleet::{Fleet, ShipId};
use crate::core::reveal::Reveal;
use crate::core::sailing::{Flow, Sail, SailStep, back_targets};
use crate::core::seat::{Seat, clockwise};
use crate::core::sink::{Sink, emit};
use crate::core::trade::two_hands;
use crate::event::Event;

use super::legal::Rules;

impl State {
    /// Applies an action known to be legal for the seat that decides, then advances.
    pub fn apply_legal<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        let active = self.public.active;
        match (self.public.step, action) {
            (Step::Turn, a) => self.turn_action(data, a, sink),
            (Step::Fork, Action::SteerFork { to }) => {
                self.public.step = Step::Sailing;
                self.sail_on(data, Some(to), sink);
            }
            (Step::AnchorWindow { seat }, Action::Pass) => {
                emit(sink, || Event::Passed { seat });
                if let Some(call) = self.public.call.as_mut() {
                    call.window += 1;
                }
                self.public.step = Step::Sailing;
            }
            (Step::AnchorWindow { seat }, Action::PlayShipCard { card }) => {
                self.discard_ship_card(seat, card, sink);
                self.public.step = Step::AnchorShip { seat };
            }
            (Step::AnchorShip { seat }, Action::SelectShip { ship }) => {
                if let Some(call) = self.public.call.as_mut() {
                    call.held |= 1u64 << ship;
                }
                emit(sink, || Event::ShipAnchored { seat, ship });
                // The same seat is asked again: several Anchor cards may be played.
                self.public.step = Step::Sailing;
            }
            (Step::TakeCard { ship }, Action::TakeCard { pile }) => {
                let seat = self.public.fleet.ship(ship).owner;
                self.take_card(seat, pile, sink);
                self.public.step = self.resume_step();
            }
            (Step::DoubleYield { ship }, Action::PlayShipCard { card }) => {
                self.discard_ship_card(active, card, sink);
                self.deliver(data, ship, true, sink);
                self.public.step = Step::Sailing;
            }
            (Step::DoubleYield { ship }, Action::Continue) => {
                self.deliver(data, ship, false, sink);
                self.public.step = Step::Sailing;
            }
            (Step::Compose, a) => self.compose(a, sink),
            (Step::Respond, a) => self.respond(a, sink),
            (Step::ExtraShip, Action::PlaceShip { start, cargo }) => {
                self.place_ship(data, active, start, cargo, sink);
                self.public.step = Step::Turn;
            }
            (Step::ChooseColour { card }, Action::CallColour { colour }) => {
                let kind = match card {
                    ShipCard::SailAlone => CallKind::SailAlone,
                    _ => CallKind::ExtraColour,
                };
                self.start_call(colour, kind, sink);
            }
            (Step::StepBackShip, Action::SelectShip { ship }) => {
                let rules = self.rules(data);
                let targets = back_targets(&self.public.fleet, &data.board, ship, &rules);
                match targets.as_slice() {
                    [only] => self.step_back(data, ship, *only, sink),
                    _ => self.public.step = Step::StepBackTo { ship },
                }
            }
            (Step::StepBackTo { ship }, Action::SelectPosition { pos }) => {
                self.step_back(data, ship, pos, sink);
            }
            (Step::SwapFirst, Action::SelectShip { ship }) => {
                self.public.step = Step::SwapSecond { first: ship };
            }
            (Step::SwapSecond { first }, Action::SelectShip { ship }) => {
                self.public.fleet.swap_cargo(first, ship);
                emit(sink, || Event::CargoSwapped { a: first, b: ship });
                self.public.step = Step::Turn;
            }
            (Step::Locks { open, left }, Action::SelectLock { lock }) => {
                self.set_lock(lock, open, sink);
                self.public.step = if left > 1 {
                    Step::Locks {
                        open,
                        left: left - 1,
                    }
                } else {
                    Step::Turn
                };
            }
            (Step::ToggleDirection { count }, Action::SetLocks { open }) => {
                self.begin_toggle(data, open, count, sink);
            }
            (
                Step::ToggleLocks {
                    open,
                    left,
                    chosen,
                    changed,
                },
                Action::SelectLock { lock },
            ) => {
                let changes = self.lock_is_open(lock) != open;
                self.set_lock(lock, open, sink);
                self.public.step = if left > 1 {
                    Step::ToggleLocks {
                        open,
                        left: left - 1,
                        chosen: chosen | (1 << lock),
                        changed: changed || changes,
                    }
                } else {
                    Step::Turn
                };
            }
            (step, a) => unreachable!("{a:?} is not legal at {step:?}: checked by legality"),
        }
        self.advance(data, sink);
    }

    /// One decision of the active player's turn.
    fn turn_action<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        let seat = self.public.active;
        match action {
            Action::PlaceShip { start, cargo } => {
                self.public.main_done = true;
                self.place_ship(data, seat, start, cargo, sink);
            }
            Action::CallColour { colour } => {
                self.public.main_done = true;
                self.start_call(colour, CallKind::Sail, sink);
            }
            Action::SwapMission { mission } => {
                self.public.main_done = true;
                self.swap_mission(seat, mission, sink);
            }
            Action::CompleteMission { mission, .. } => {
                self.public.mission_done = true;
                self.complete_mission(data, seat, mission, sink);
            }
            Action::AddGive { .. } | Action::AddAsk { .. } => {
                self.hidden.draft = Some(Offer::new(seat));
                self.public.step = Step::Compose;
                self.compose(action, sink);
            }
            Action::PlayShipCard { card } => {
                self.discard_ship_card(seat, card, sink);
                self.public.step = match card {
                    ShipCard::SailAlone | ShipCard::ExtraColour => Step::ChooseColour { card },
                    ShipCard::ExtraShip => Step::ExtraShip,
                    ShipCard::StepBack => Step::StepBackShip,
                    ShipCard::SwapCargo => Step::SwapFirst,
                    ShipCard::DoubleYield | ShipCard::Anchor => {
                        unreachable!("not played from the turn's decision")
                    }
                };
            }
            Action::PlayLockCard { card } => self.play_lock_card(data, seat, card, sink),
            Action::EndTurn => self.end_turn(sink),
            a => unreachable!("{a:?} is not a turn action: checked by legality"),
        }
    }

    fn compose<S: Sink>(&mut self, action: Action, sink: &mut S) {
        let seat = self.public.active;
        match action {
            Action::AddGive { .. } | Action::AddAsk { .. } => {
                self.hidden.draft.as_mut().expect("composing").add(action);
            }
            Action::SendOffer { to } => {
                let mut offer = self.hidden.draft.take().expect("composing");
                offer.send(to, sink);
                self.public.offer = Some(offer);
                self.public.offers += 1;
                self.public.step = Step::Respond;
            }
            Action::Withdraw => {
                // A withdrawn offer counts as one of the turn's three (RULINGS A-2), so the
                // trading in a turn always ends.
                self.hidden.draft = None;
                self.public.offers += 1;
                self.public.step = Step::Turn;
                emit(sink, || Event::OfferWithdrawn { seat });
            }
            a => unreachable!("{a:?} while composing: checked by legality"),
        }
    }

    fn respond<S: Sink>(&mut self, action: Action, sink: &mut S) {
        let offer = self.public.offer.take().expect("an offer is pending");
        let to = offer.to.expect("addressed");
        let accepted = action == Action::Accept;
        if accepted {
            let (a, b) = two_hands(&mut self.hidden.hands, offer.from, to);
            offer.exchange(&mut a.products, &mut b.products);
            // C-6: an accepted trade's contents are public (every product card is, A-6).
            let seats = &mut self.public.seats;
            seats[offer.from as usize].known_products = a.products;
            seats[to as usize].known_products = b.products;
        }
        emit(sink, || offer.answered(accepted));
        self.public.step = Step::Turn;
    }

    fn place_ship<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        start: PosId,
        cargo: Option<u8>,
        sink: &mut S,
    ) {
        if let Some(raw) = cargo {
            self.public.supply[raw as usize] -= 1;
        }
        self.public
            .fleet
            .launch(&data.board, seat, start, cargo, sink);
    }

    /// A-2 Swap a mission: discard it face up, then draw (the discards, this one included,
    /// are reshuffled when the pile is empty).
    fn swap_mission<S: Sink>(&mut self, seat: Seat, mission: u8, sink: &mut S) {
        let hand = &mut self.hidden.hands[seat as usize];
        hand.missions.retain(|&m| m != mission);
        self.public.mission_discard.push(mission);
        // the mission leaves a hidden hand face up.
        sink.reveal(Reveal::PUBLIC);
        emit(sink, || Event::MissionSwapped { seat, mission });
        self.draw_mission(seat, sink);
    }

    fn draw_mission<S: Sink>(&mut self, seat: Seat, sink: &mut S) {
        if self.hidden.mission_pile.is_empty() && !self.public.mission_discard.is_empty() {
            let mut cards = std::mem::take(&mut self.public.mission_discard);
            cards.sort_unstable();
            deck::shuffle(&mut cards, self.hidden.seed, self.hidden.shuffles);
            self.hidden.shuffles += 1;
            let n = cards.len() as u8;
            self.hidden.mission_pile = cards;
            // C-4: the discards reshuffled into a new pile.
            sink.reveal(Reveal::CHANCE);
            emit(sink, || Event::MissionPileReshuffled { cards: n });
        }
        if let Some(next) = deck::draw(&mut self.hidden.mission_pile) {
            // a new mission from the face-down pile, seen by its drawer alone.
            sink.reveal(Reveal::drawn_by(seat));
            self.hidden.hands[seat as usize].missions.push(next);
            emit(sink, || Event::MissionDrawn {
                seat,
                mission: Some(next),
            });
        }
    }

    /// A-2 extra action: products under their piles, the mission face up, a new one drawn;
    /// the third completed mission starts the last round.
    fn complete_mission<S: Sink>(&mut self, data: &Data, seat: Seat, mission: u8, sink: &mut S) {
        let m = &data.missions[mission as usize];
        let hand = &mut self.hidden.hands[seat as usize];
        for &product in &m.products {
            hand.products[product as usize] -= 1;
            let hi = data.harbour_index[data.products[product as usize].harbour as usize]
                .expect("a product's harbour") as usize;
            deck::put_under(&mut self.hidden.product_piles[hi], product);
        }
        hand.missions.retain(|&x| x != mission);
        // the mission leaves a hidden hand face up (its products were public, A-6).
        sink.reveal(Reveal::PUBLIC);
        let seat_pub = &mut self.public.seats[seat as usize];
        seat_pub.known_products = hand.products;
        seat_pub.completed.push(mission);
        seat_pub.mission_points += m.points as u16;
        let points = m.points as u16;
        let done = seat_pub.completed.len();
        emit(sink, || Event::MissionCompleted {
            seat,
            mission,
            joker: None,
            points,
        });
        self.draw_mission(seat, sink);
        if done >= END_MISSIONS && self.public.end_after.is_none() {
            // every player, the trigger player included and last, gets one more turn.
            self.public.end_after = Some(self.public.turn + self.public.players as u32);
            emit(sink, || Event::FinalRound { seat });
        }
    }

    fn discard_ship_card<S: Sink>(&mut self, seat: Seat, card: ShipCard, sink: &mut S) {
        self.hidden.hands[seat as usize].ship[card as usize] -= 1;
        self.public.ship_discard[card as usize] += 1;
        // A-8, C-6: the card leaves a hidden hand face up (an Anchor card answering a call,
        // Double yield, or a card of the turn).
        sink.reveal(Reveal::PUBLIC);
        emit(sink, || Event::ShipCardPlayed { seat, card });
    }

    /// Open N / Close N act on N locks of the player's choice (all of them at once when
    /// there is no choice); Toggle N first asks for the direction when both would change
    /// something.
    fn play_lock_card<S: Sink>(&mut self, data: &Data, seat: Seat, card: LockCard, sink: &mut S) {
        self.hidden.hands[seat as usize].lock[card as usize] -= 1;
        self.public.lock_discard[card as usize] += 1;
        // A-5, C-6: the card leaves a hidden hand face up.
        sink.reveal(Reveal::PUBLIC);
        emit(sink, || Event::LockCardPlayed { seat, card });
        let all = data.all_locks();
        let open_now = self.public.locks_open;
        match card.effect() {
            LockEffect::Open | LockEffect::Close => {
                let open = card.effect() == LockEffect::Open;
                let to_change = if open { all & !open_now } else { open_now };
                let n = card.count();
                if n as u32 >= to_change.count_ones() {
                    for lock in 0..data.locks.len() as u8 {
                        if to_change & (1 << lock) != 0 {
                            self.set_lock(lock, open, sink);
                        }
                    }
                } else {
                    self.public.step = Step::Locks { open, left: n };
                }
            }
            LockEffect::Toggle => {
                let count = card.count().min(data.locks.len() as u8);
                let can_open = all & !open_now != 0;
                let can_close = open_now != 0;
                if can_open && can_close {
                    self.public.step = Step::ToggleDirection { count };
                } else {
                    self.begin_toggle(data, can_open, count, sink);
                }
            }
        }
    }

    fn begin_toggle<S: Sink>(&mut self, data: &Data, open: bool, count: u8, sink: &mut S) {
        if count as usize >= data.locks.len() {
            for lock in 0..data.locks.len() as u8 {
                self.set_lock(lock, open, sink);
            }
            self.public.step = Step::Turn;
        } else {
            self.public.step = Step::ToggleLocks {
                open,
                left: count,
                chosen: 0,
                changed: false,
            };
        }
    }

    fn set_lock<S: Sink>(&mut self, lock: u8, open: bool, sink: &mut S) {
        if open {
            self.public.locks_open |= 1 << lock;
        } else {
            self.public.locks_open &= !(1 << lock);
        }
        emit(sink, || Event::LockSet { lock, open });
    }

    /// Starts a colour call (C-2): the main action Sail, Extra colour or Sail alone.
    fn start_call<S: Sink>(&mut self, colour: Colour, kind: CallKind, sink: &mut S) {
        let seat = self.public.active;
        emit(sink, || Event::ColourCalled { seat, colour });
        let p = &self.public;
        let mut sail = Sail::new(colour, seat, p.players, &p.fleet);
        if kind == CallKind::SailAlone {
            let fleet = &self.public.fleet;
            sail.order.retain(|&s| fleet.ship(s).owner == seat);
        }
        self.public.sail = Some(sail);
        self.public.call = Some(Call {
            kind,
            held: 0,
            exits: 0,
            // Anchor windows go to the other players, clockwise from the caller; Sail alone
            // has none.
            window: if kind == CallKind::SailAlone {
                self.public.players
            } else {
                1
            },
        });
        self.public.step = Step::Sailing;
    }

    /// Opens the next Anchor window of the call in progress, if any seat is entitled to one.
    fn open_anchor_window(&mut self, data: &Data) -> bool {
        let players = self.public.players;
        let Some(caller) = self.public.caller() else {
            return false;
        };
        let mut window = self.public.call.map_or(players, |c| c.window);
        while window < players {
            let seat = clockwise(caller, window, players);
            if self.anchor_window(data, seat) {
                if let Some(call) = self.public.call.as_mut() {
                    call.window = window;
                }
                self.public.step = Step::AnchorWindow { seat };
                return true;
            }
            window += 1;
        }
        if let Some(call) = self.public.call.as_mut() {
            call.window = players;
        }
        false
    }

    /// Runs the call in progress (first steering the pending fork if `steer` is given) until it
    /// ends or a decision is needed.
    fn sail_on<S: Sink>(&mut self, data: &Data, steer: Option<PosId>, sink: &mut S) {
        let mut sail = self.public.sail.take().expect("a call is in progress");
        let mut rules: Rules = self.rules(data);
        let mut arrived: Option<ShipId> = None;
        let board = &data.board;
        let mut on_move = |_: &mut Fleet, ship: ShipId, from, to, _: &mut Rules| {
            emit(sink, || Event::ShipMoved { ship, from, to });
            match board.kind(to) {
                PosKind::Anchor | PosKind::Harbour | PosKind::Exit => {
                    arrived = Some(ship);
                    Flow::Pause
                }
                PosKind::Start | PosKind::Water => Flow::Continue,
            }
        };
        let fleet = &mut self.public.fleet;
        let step = match steer {
            Some(to) => match sail.steer(to, fleet, board, &mut rules, &mut on_move) {
                Flow::Pause => SailStep::Paused,
                Flow::Continue => sail.advance(fleet, board, &mut rules, &mut on_move),
            },
            None => sail.advance(fleet, board, &mut rules, &mut on_move),
        };
        self.public.sail = Some(sail);
        match step {
            SailStep::Fork(_) => self.public.step = Step::Fork,
            SailStep::Paused => {
                let ship = arrived.expect("a pause follows an arrival");
                self.arrive(data, ship, sink);
            }
            SailStep::Done => self.finish_call(data, sink),
        }
    }

    /// a ship arrived on an anchor, in a harbour or at the exit; its effect happens at
    /// once, or waits for the decision it needs (the step is set to it).
    fn arrive<S: Sink>(&mut self, data: &Data, ship: ShipId, sink: &mut S) {
        let s = *self.public.fleet.ship(ship);
        let pos = s.pos.expect("on the board");
        match data.board.kind(pos) {
            PosKind::Anchor => self.anchor_arrival(ship, sink),
            PosKind::Harbour => {
                let p = &self.public;
                let hi = data.harbour_index[pos as usize].expect("a harbour") as usize;
                let matching = s.cargo.is_some() && s.cargo == data.accepts[pos as usize];
                // A-8 Double yield: the active player's own matching delivery in their turn,
                // with two cards to take. The window opens on public facts only (C-6).
                let window = matching
                    && s.owner == p.active
                    && self.hidden.product_piles[hi].len() >= 2
                    && self.hidden.hands[s.owner as usize].ship_count()
                        > p.seats[s.owner as usize].fresh_ship;
                if window {
                    self.public.step = Step::DoubleYield { ship };
                } else {
                    self.deliver(data, ship, false, sink);
                }
            }
            PosKind::Exit => {
                let cargo = self.public.fleet.return_to_supply(&data.board, ship);
                if let Some(raw) = cargo {
                    self.public.supply[raw as usize] += 1;
                }
                if let Some(call) = self.public.call.as_mut() {
                    call.exits += 1;
                }
                emit(sink, || Event::ShipExited {
                    seat: s.owner,
                    ship,
                    cargo,
                });
            }
            PosKind::Start | PosKind::Water => {}
        }
    }

    /// A-6 anchor: the owner takes a lock or a ship card; with only one possible it is taken at
    /// once, with neither nothing happens.
    fn anchor_arrival<S: Sink>(&mut self, ship: ShipId, sink: &mut S) {
        let seat = self.public.fleet.ship(ship).owner;
        let ship_ok = self.can_take(seat, CardPile::Ship);
        let lock_ok = self.can_take(seat, CardPile::Lock);
        match (ship_ok, lock_ok) {
            (true, true) => self.public.step = Step::TakeCard { ship },
            (true, false) => self.take_card(seat, CardPile::Ship, sink),
            (false, true) => self.take_card(seat, CardPile::Lock, sink),
            (false, false) => emit(sink, || Event::AnchorGaveNothing { seat, ship }),
        }
    }

    /// Takes the top card of a pile (reshuffling its discards when it is empty, C-4); the card
    /// cannot be played in the turn in progress.
    fn take_card<S: Sink>(&mut self, seat: Seat, pile: CardPile, sink: &mut S) {
        let h = &mut self.hidden;
        let p = &mut self.public;
        match pile {
            CardPile::Ship => {
                if h.ship_pile.is_empty() {
                    let mut cards = deck::expand(&p.ship_discard);
                    p.ship_discard = [0; ShipCard::COUNT];
                    deck::shuffle(&mut cards, h.seed, h.shuffles);
                    h.shuffles += 1;
                    let n = cards.len() as u8;
                    h.ship_pile = deck::CardPile::from_slice(&cards);
                    sink.reveal(Reveal::CHANCE);
                    emit(sink, || Event::CardPileReshuffled { pile, cards: n });
                }
                let c = deck::draw(&mut h.ship_pile).expect("checked by can_take");
                // a card from the face-down pile, seen by its taker alone.
                sink.reveal(Reveal::drawn_by(seat));
                let hand = &mut h.hands[seat as usize];
                hand.ship[c as usize] += 1;
                hand.fresh_ship[c as usize] += 1;
                p.seats[seat as usize].fresh_ship += 1;
                let card = ShipCard::from_index(c);
                emit(sink, || Event::ShipCardDrawn {
                    seat,
                    card: Some(card),
                });
            }
            CardPile::Lock => {
                if h.lock_pile.is_empty() {
                    let mut cards = deck::expand(&p.lock_discard);
                    p.lock_discard = [0; LockCard::COUNT];
                    deck::shuffle(&mut cards, h.seed, h.shuffles);
                    h.shuffles += 1;
                    let n = cards.len() as u8;
                    h.lock_pile = deck::CardPile::from_slice(&cards);
                    sink.reveal(Reveal::CHANCE);
                    emit(sink, || Event::CardPileReshuffled { pile, cards: n });
                }
                let c = deck::draw(&mut h.lock_pile).expect("checked by can_take");
                sink.reveal(Reveal::drawn_by(seat));
                let hand = &mut h.hands[seat as usize];
                hand.lock[c as usize] += 1;
                hand.fresh_lock[c as usize] += 1;
                p.seats[seat as usize].fresh_lock += 1;
                let card = LockCard::from_index(c);
                emit(sink, || Event::LockCardDrawn {
                    seat,
                    card: Some(card),
                });
            }
        }
    }

    /// A-6 harbour: matching cargo takes the face-up top card (two with Double yield, A-8);
    /// wrong cargo sends the top card under its pile. The ship and its material return.
    fn deliver<S: Sink>(&mut self, data: &Data, ship: ShipId, double: bool, sink: &mut S) {
        let harbour = self.public.fleet.ship(ship).pos.expect("in a harbour");
        let seat = self.public.fleet.ship(ship).owner;
        let hi = data.harbour_index[harbour as usize].expect("a harbour") as usize;
        let cargo = self.public.fleet.return_to_supply(&data.board, ship);
        if let Some(raw) = cargo {
            self.public.supply[raw as usize] += 1;
        }
        let pile = &mut self.hidden.product_piles[hi];
        let matching = cargo.is_some() && cargo == data.accepts[harbour as usize];
        let mut product = None;
        // A-6, C-4: whenever the face-up top leaves (taken, or sent under), the next card of the
        // open pile turns up.
        if matching {
            product = deck::draw(pile);
            if let Some(p) = product {
                if !pile.is_empty() {
                    sink.reveal(Reveal::TURNED);
                }
                self.hidden.hands[seat as usize].products[p as usize] += 1;
                self.public.seats[seat as usize].known_products[p as usize] += 1;
            }
        } else if let Some(top) = deck::draw(pile) {
            if !pile.is_empty() {
                sink.reveal(Reveal::TURNED);
            }
            deck::put_under(pile, top);
            emit(sink, || Event::ProductBuried {
                harbour,
                product: top,
            });
        }
        emit(sink, || Event::ShipUnloaded {
            seat,
            ship,
            harbour,
            cargo,
            got_card: product.is_some(),
            product,
            face_up: true,
        });
        if double && let Some(second) = deck::draw(&mut self.hidden.product_piles[hi]) {
            // A-8 Double yield: the second card was the new top; the next one turns up.
            if !self.hidden.product_piles[hi].is_empty() {
                sink.reveal(Reveal::TURNED);
            }
            self.hidden.hands[seat as usize].products[second as usize] += 1;
            self.public.seats[seat as usize].known_products[second as usize] += 1;
            emit(sink, || Event::ProductTaken {
                seat,
                harbour,
                product: second,
            });
        }
    }

    /// Step back (A-8, C-3): the ship goes back one channel; arriving on an anchor counts
    ///
    fn step_back<S: Sink>(&mut self, data: &Data, ship: ShipId, to: PosId, sink: &mut S) {
        let from = self.public.fleet.ship(ship).pos.expect("on board");
        self.public.fleet.move_to(&data.board, ship, to);
        emit(sink, || Event::ShipMoved { ship, from, to });
        self.public.step = Step::Turn;
        if data.board.kind(to) == PosKind::Anchor {
            self.anchor_arrival(ship, sink);
        }
    }

    /// After a call: every lock toggles once per ship that left through the exit.
    fn finish_call<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        let call = self.public.call.take().expect("a call is in progress");
        self.public.sail = None;
        if call.exits > 0 {
            if call.exits % 2 == 1 {
                self.public.locks_open ^= data.all_locks();
            }
            let open = self.public.locks_open;
            emit(sink, || Event::LocksToggled {
                times: call.exits,
                open,
            });
        }
        self.public.step = Step::Turn;
    }

    /// Where the game goes on after an anchor card choice.
    fn resume_step(&self) -> Step {
        if self.public.sail.is_some() {
            Step::Sailing
        } else {
            Step::Turn
        }
    }

    /// Ends the active player's turn: cards received become playable, then the end, the
    /// safety cap (C-7) or the next player's turn.
    fn end_turn<S: Sink>(&mut self, sink: &mut S) {
        for hand in self.hidden.hands.iter_mut() {
            hand.fresh_ship = Default::default();
            hand.fresh_lock = Default::default();
        }
        let p = &mut self.public;
        for s in p.seats.iter_mut() {
            s.fresh_ship = 0;
            s.fresh_lock = 0;
        }
        let finished = p.end_after == Some(p.turn);
        if finished || p.turn >= p.turn_cap {
            p.capped = !finished;
            p.step = Step::Ended;
            let capped = p.capped;
            emit(sink, || Event::GameEnded { capped });
            return;
        }
        p.turn += 1;
        p.active = (p.active + 1) % p.players;
        p.main_done = false;
        p.mission_done = false;
        p.offers = 0;
        p.step = Step::Turn;
        let (turn, seat) = (p.turn, p.active);
        emit(sink, || Event::TurnStarted { turn, seat });
    }

    /// Runs automatic steps until some seat has a real decision: Anchor windows nobody is
    /// entitled to, the call's movement, and the end of a turn with nothing left to do.
    pub fn advance<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        loop {
            match self.public.step {
                Step::Sailing => {
                    if self.open_anchor_window(data) {
                        return;
                    }
                    self.sail_on(data, None, sink);
                }
                Step::Turn if self.public.main_done && !self.may_go_on() => {
                    self.end_turn(sink);
                }
                _ => return,
            }
        }
    }
}
