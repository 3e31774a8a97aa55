//! Rotterdam's transitions: applying one legal action, then running every automatic step
//! (forced passes, draws, unloading, phase and round changes) until a decision is needed.

use crate::action::Action;
use crate::core::bits;
use crate::core::deck::{self, CardPile};
use crate::core::fleet::ShipId;
use crate::core::navigation::{self, CardOutcome, CardPlay};
use crate::core::reveal::Reveal;
use crate::core::sailing::{Flow, Sail, SailStep, Unrestricted};
use crate::core::seat::Seat;
use crate::core::sink::{Sink, emit};
use crate::core::trade::two_hands;
use crate::event::Event;
use crate::rotterdam::cards::NavCard;
use crate::rotterdam::data::{Data, MAX_PRODUCTS};
use crate::rotterdam::state::{END_POINTS, HAND_LIMIT, Offer, Phase, State, Step};

impl State {
    /// Applies an action known to be legal for the seat that decides, then advances.
    pub fn apply_legal<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        if let Some(card) = self.public.card {
            self.card_step(data, card, action, sink);
        } else {
            self.decide(data, action, sink);
        }
        self.advance(data, sink);
    }

    fn decide<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        let seat = self.public.to_act().expect("the game is not over");
        match action {
            Action::Pass => {
                emit(sink, || Event::Passed { seat });
                if self.public.phase == Phase::Trade {
                    self.public.trade_passes += 1;
                }
                self.next_turn(data, sink);
            }
            Action::Continue => {
                match self.public.phase {
                    Phase::Cards => self.draw_for(data, seat, sink),
                    _ => self.unload_for(data, seat, sink),
                }
                self.next_turn(data, sink);
            }
            Action::PlaceShip { start, cargo } => {
                self.place_ship(data, seat, start, cargo, sink);
                self.next_turn(data, sink);
            }
            Action::CallColour { colour } => {
                emit(sink, || Event::ColourCalled { seat, colour });
                let p = &self.public;
                self.public.sail = Some(Sail::new(colour, seat, p.players, &p.fleet));
                self.run_sail(data, None, sink);
            }
            Action::SteerFork { to } => self.run_sail(data, Some(to), sink),
            Action::PlayCard { card } => {
                let hand = &mut self.hidden.hands[seat as usize];
                hand.nav[card as usize] -= 1;
                self.public.nav_discard[card as usize] += 1;
                // R-6, C-6: the card leaves a hidden hand face up.
                sink.reveal(Reveal::PUBLIC);
                emit(sink, || Event::CardPlayed { seat, card });
                self.public.card = Some(CardPlay::start(card, seat));
            }
            Action::LayCard { card } => {
                self.hidden.hands[seat as usize].nav[card as usize] -= 1;
                self.public.seats[seat as usize].table[card as usize] += 1;
                sink.reveal(Reveal::PUBLIC);
                emit(sink, || Event::CardLaid { seat, card });
            }
            Action::AddGive { .. } | Action::AddAsk { .. } => {
                let draft = self.hidden.draft.get_or_insert(Offer::new(seat));
                draft.add(action);
                self.public.step = Step::Compose;
            }
            Action::SendOffer { to } => {
                let mut offer = self.hidden.draft.take().expect("composing");
                offer.send(to, sink);
                self.public.offer = Some(offer);
                self.public.seats[seat as usize].offers += 1;
                self.public.step = Step::Respond;
            }
            Action::Withdraw => {
                self.hidden.draft = None;
                self.public.step = Step::Slot;
                self.public.trade_passes += 1;
                emit(sink, || Event::OfferWithdrawn { seat });
                self.next_turn(data, sink);
            }
            Action::Accept | Action::Decline => {
                let offer = self.public.offer.take().expect("an offer is pending");
                let to = offer.to.expect("addressed");
                let accepted = action == Action::Accept;
                if accepted {
                    // R-5, C-6: accepting shows the addressee held the cards asked for, unless
                    // everyone saw them arrive.
                    let known = &self.public.seats[to as usize].known_products;
                    if (0..MAX_PRODUCTS).any(|p| offer.ask[p] > known[p]) {
                        sink.reveal(Reveal::PUBLIC);
                    }
                    let (a, b) = two_hands(&mut self.hidden.hands, offer.from, to);
                    offer.exchange(&mut a.products, &mut b.products);
                    // C-6: an accepted trade's contents are public.
                    let seats = &mut self.public.seats;
                    for p in 0..MAX_PRODUCTS {
                        let (give, ask) = (offer.give[p], offer.ask[p]);
                        let known = &mut seats[offer.from as usize].known_products[p];
                        *known = known.saturating_sub(give) + ask;
                        let known = &mut seats[to as usize].known_products[p];
                        *known = known.saturating_sub(ask) + give;
                    }
                }
                emit(sink, || offer.answered(accepted));
                self.public.step = Step::Slot;
                self.public.trade_passes = 0;
                self.next_turn(data, sink);
            }
            Action::CompleteMission { mission, joker } => {
                self.complete_mission(data, seat, mission, joker, sink);
                self.next_turn(data, sink);
            }
            _ => unreachable!("not a Rotterdam decision here; checked by legality"),
        }
    }

    /// Runs the call in progress, first steering the pending fork if `steer` is given.
    fn run_sail<S: Sink>(&mut self, data: &Data, steer: Option<u8>, sink: &mut S) {
        let mut sail = self.public.sail.take().expect("a call is in progress");
        let mut on_move = |_: &mut _, ship: ShipId, from, to, _: &mut Unrestricted| {
            emit(sink, || Event::ShipMoved { ship, from, to });
            Flow::Continue
        };
        if let Some(to) = steer {
            let board = &data.board;
            let fleet = &mut self.public.fleet;
            sail.steer(to, fleet, board, &mut Unrestricted, &mut on_move);
        }
        let step = sail.advance(
            &mut self.public.fleet,
            &data.board,
            &mut Unrestricted,
            on_move,
        );
        match step {
            SailStep::Paused => unreachable!("Rotterdam arrivals never pause a call (R-4)"),
            SailStep::Fork(_) => {
                self.public.sail = Some(sail);
                self.public.step = Step::Fork;
            }
            SailStep::Done => {
                self.public.step = Step::Slot;
                self.next_turn(data, sink);
            }
        }
    }

    fn place_ship<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        start: u8,
        cargo: Option<u8>,
        sink: &mut S,
    ) -> ShipId {
        if let Some(raw) = cargo {
            self.public.supply[raw as usize] -= 1;
        }
        self.public
            .fleet
            .launch(&data.board, seat, start, cargo, sink)
    }

    /// One decision inside a navigation card's effect (R-6, shared `core::navigation`).
    fn card_step<S: Sink>(
        &mut self,
        data: &Data,
        mut play: CardPlay,
        action: Action,
        sink: &mut S,
    ) {
        let seat = play.player;
        let safe = self.public.variants.safe_harbour;
        let fleet = &mut self.public.fleet;
        let outcome = navigation::card_step(fleet, &data.board, safe, &mut play, action, sink);
        self.public.card = None;
        match outcome {
            CardOutcome::Next => self.public.card = Some(play),
            CardOutcome::Done => {}
            CardOutcome::ReturnRaw(raw) => self.public.supply[raw as usize] += 1,
            CardOutcome::Place { start, cargo } => {
                self.place_ship(data, seat, start, cargo, sink);
            }
            CardOutcome::PlaceReceiver { start, source } => {
                let ship = self.place_ship(data, seat, start, None, sink);
                navigation::give_stolen(&mut self.public.fleet, source, ship, sink);
            }
        }
    }

    /// Phase 3 for one seat: one card per ship of the snapshot, while the hand has room.
    fn draw_for<S: Sink>(&mut self, data: &Data, seat: Seat, sink: &mut S) {
        let _ = data;
        for _ in 0..self.public.seats[seat as usize].anchored {
            if self.hidden.hands[seat as usize].nav_count() >= HAND_LIMIT {
                emit(sink, || Event::NavCardRefused { seat });
                continue;
            }
            if self.hidden.nav_pile.is_empty() {
                self.reshuffle_nav(sink);
            }
            let Some(card) = deck::draw(&mut self.hidden.nav_pile) else {
                break;
            };
            // a navigation card from the face-down pile, seen by its drawer alone.
            sink.reveal(Reveal::drawn_by(seat));
            self.hidden.hands[seat as usize].nav[card as usize] += 1;
            let card = NavCard::from_index(card);
            emit(sink, || Event::NavCardDrawn {
                seat,
                card: Some(card),
            });
        }
    }

    fn reshuffle_nav<S: Sink>(&mut self, sink: &mut S) {
        let cards = deck::expand(&self.public.nav_discard);
        if cards.is_empty() {
            return;
        }
        self.public.nav_discard = [0; NavCard::COUNT];
        let mut cards = cards;
        deck::shuffle(&mut cards, self.hidden.seed, self.hidden.shuffles);
        self.hidden.shuffles += 1;
        let n = cards.len() as u8;
        self.hidden.nav_pile = CardPile::from_slice(&cards);
        // C-4: the discards reshuffled into a new pile.
        sink.reveal(Reveal::CHANCE);
        emit(sink, || Event::NavPileReshuffled { cards: n });
    }

    /// Phase 4 for one seat: every ship in a harbour unloads: harbours in board order
    /// (D-1: Botlek, Vulcaanhaven, Merwehaven, Eemhaven), within one harbour by ship number,
    /// which decides who gets which card under `open_products`.
    fn unload_for<S: Sink>(&mut self, data: &Data, seat: Seat, sink: &mut S) {
        let fleet = &self.public.fleet;
        let docked = fleet.ships_of(seat) & fleet.docked();
        if docked == 0 {
            return;
        }
        for (hi, &harbour) in data.board.harbours().iter().enumerate() {
            for ship in bits::ships(self.public.fleet.at(docked, harbour)) {
                let cargo = self.public.fleet.return_to_supply(&data.board, ship);
                if let Some(raw) = cargo {
                    self.public.supply[raw as usize] += 1;
                }
                let open = self.public.variants.open_products;
                let pile = &mut self.hidden.product_piles[hi];
                let matching = cargo.is_some() && cargo == data.accepts[harbour as usize];
                let mut product = None;
                if matching {
                    product = deck::draw(pile);
                    if let Some(p) = product {
                        self.hidden.hands[seat as usize].products[p as usize] += 1;
                        if open {
                            self.public.seats[seat as usize].known_products[p as usize] += 1;
                        }
                        // the top card, face down and seen by the unloader alone; with
                        // open piles it was face up and the next one turns up.
                        if !open {
                            sink.reveal(Reveal::drawn_by(seat));
                        } else if !pile.is_empty() {
                            sink.reveal(Reveal::TURNED);
                        }
                    }
                } else if open && let Some(top) = deck::draw(pile) {
                    // R-6 open piles: the top goes under, the next one turns up.
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
                    face_up: open,
                });
            }
        }
    }

    fn complete_mission<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        mission: u8,
        joker: Option<u8>,
        sink: &mut S,
    ) {
        let m = &data.missions[mission as usize];
        // the mission and its products (and a Joker) leave a hidden hand face up.
        sink.reveal(Reveal::PUBLIC);
        let hand = &mut self.hidden.hands[seat as usize];
        let mut joker_left = joker;
        for &product in &m.products {
            if joker_left == Some(product) {
                joker_left = None;
                continue;
            }
            hand.products[product as usize] -= 1;
            let known = &mut self.public.seats[seat as usize].known_products[product as usize];
            *known = known.saturating_sub(1);
            let hi = data.harbour_index[data.products[product as usize].harbour as usize]
                .expect("a product's harbour") as usize;
            deck::put_under(&mut self.hidden.product_piles[hi], product);
        }
        if joker.is_some() {
            hand.nav[NavCard::Joker as usize] -= 1;
            self.public.nav_discard[NavCard::Joker as usize] += 1;
        }
        hand.missions.retain(|&x| x != mission);
        let seat_pub = &mut self.public.seats[seat as usize];
        seat_pub.completed.push(mission);
        seat_pub.mission_points += m.points as u16;
        let points = m.points as u16;
        emit(sink, || Event::MissionCompleted {
            seat,
            mission,
            joker,
            points,
        });
        if let Some(next) = deck::draw(&mut self.hidden.mission_pile) {
            hand.missions.push(next);
            // a new mission from the face-down pile, seen by its drawer alone.
            sink.reveal(Reveal::drawn_by(seat));
            emit(sink, || Event::MissionDrawn {
                seat,
                mission: Some(next),
            });
        }
    }

    /// Ends the current slot and moves to the next seat, phase or round.
    fn next_turn<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        let p = &mut self.public;
        if p.phase == Phase::Trade {
            if p.trade_passes >= p.players {
                self.begin_phase(data, Phase::Missions, sink);
            } else {
                p.turn = (p.turn + 1) % p.players;
            }
            return;
        }
        p.turn += 1;
        if p.turn < p.players {
            return;
        }
        let next = match p.phase {
            Phase::Place => Phase::Navigate,
            Phase::Navigate => Phase::Cards,
            Phase::Cards => Phase::Unload,
            Phase::Unload => Phase::Trade,
            Phase::Trade => Phase::Missions,
            Phase::Missions => return self.end_round(data, sink),
        };
        self.begin_phase(data, next, sink);
    }

    fn begin_phase<S: Sink>(&mut self, data: &Data, phase: Phase, sink: &mut S) {
        let p = &mut self.public;
        p.phase = phase;
        p.turn = 0;
        p.step = Step::Slot;
        emit(sink, || Event::PhaseStarted { phase: phase as u8 });
        match phase {
            Phase::Cards => {
                // the ships on anchors when the phase begins, counted for everyone
                // before the HM's card window; no card played in the phase changes a draw.
                for seat in 0..p.players {
                    p.seats[seat as usize].anchored = p
                        .fleet
                        .ids_of(seat)
                        .filter(|&s| {
                            p.fleet.ship(s).pos.is_some_and(|pos| {
                                data.board.kind(pos) == crate::core::board::PosKind::Anchor
                            })
                        })
                        .count() as u8;
                }
            }
            Phase::Trade => {
                for s in p.seats.iter_mut() {
                    s.offers = 0;
                }
                p.trade_passes = 0;
            }
            _ => {}
        }
    }

    /// After phase 6: the end check, the safety cap (C-7), or the next round.
    fn end_round<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        let p = &mut self.public;
        let reached = p.seats.iter().any(|s| s.mission_points >= END_POINTS);
        if reached || p.round >= p.round_cap {
            p.capped = !reached;
            p.step = Step::Ended;
            let capped = p.capped;
            emit(sink, || Event::GameEnded { capped });
            return;
        }
        p.hm = (p.hm + 1) % p.players;
        p.round += 1;
        let (round, harbour_master) = (p.round, p.hm);
        emit(sink, || Event::RoundStarted {
            round,
            harbour_master,
        });
        self.begin_phase(data, Phase::Place, sink);
    }

    /// Runs automatic steps until some seat has a real decision: slots with nothing to decide
    /// pass by themselves; phases 3 and 4 act for a seat without a card to play.
    pub fn advance<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        while self.public.step == Step::Slot && self.public.card.is_none() {
            let seat = self.public.current();
            // Whether a slot asks for a decision depends only on public facts (hand sizes,
            // ships, starts), so its appearing reveals nothing hidden (C-6): the card windows
            // of phases 3 and 4 open for any navigation card in hand (R-6, revised
            // 2026-11-26), playable or not.
            let hand = &self.hidden.hands[seat as usize];
            let holds_cards = hand.nav_count() > 0;
            let decide = match self.public.phase {
                Phase::Navigate => true,
                Phase::Place => self.can_place(data, seat) || holds_cards,
                Phase::Cards | Phase::Unload => holds_cards,
                Phase::Trade => self.offers_left(seat) && (hand.product_count() > 0 || holds_cards),
                Phase::Missions => !hand.missions.is_empty() || holds_cards,
            };
            if decide {
                return;
            }
            match self.public.phase {
                Phase::Cards => self.draw_for(data, seat, sink),
                Phase::Unload => self.unload_for(data, seat, sink),
                Phase::Trade => {
                    self.public.trade_passes += 1;
                    emit(sink, || Event::Passed { seat });
                }
                _ => emit(sink, || Event::Passed { seat }),
            }
            self.next_turn(data, sink);
        }
    }
}
