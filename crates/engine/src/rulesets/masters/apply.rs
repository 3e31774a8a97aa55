//! Masters of Trade's transitions: one legal action, then every automatic step until a
//! decision is needed.

use crate::action::Action;
use crate::core::bits;
use crate::core::board::PosId;
use crate::core::deck;
use crate::core::fleet::{Fleet, MAX_SHIPS, ShipId};
use crate::core::inline::InlineVec;
use crate::core::navigation::{self, CardOutcome, CardPlay, NavCard};
use crate::core::reveal::Reveal;
use crate::core::sailing::{Flow, Sail, SailRules, SailStep};
use crate::core::seat::{MAX_SEATS, Seat, clockwise};
use crate::core::sink::{Sink, emit};
use crate::event::Event;
use crate::masters::data::Data;
use crate::masters::legal::CaptainCheck;
use crate::masters::state::{
    Character, DISPLAY, DeckHandSteps, DischargeSteps, STOCK_LIMIT, ShipOwnerSteps, Stage, State,
    TraderSteps,
};

/// The Captain's call with its bonus (M-3.2): an owner without 1 cannot enter a matching
/// harbour, and the ship stays where it is for the call (C-2.7); each rival ship that enters one pays as it arrives, so several ships of one
/// owner pay in processing order.
struct CaptainPay<'a> {
    captain: Seat,
    /// Working copy of everyone's cash during the call.
    money: [i32; MAX_SEATS],
    accepts: &'a [Option<u8>],
    /// (payer, ship) for each bonus, in processing order (each ship moves once per call).
    paid: InlineVec<(Seat, ShipId), MAX_SHIPS>,
}

impl SailRules for CaptainPay<'_> {
    fn barred(&mut self, fleet: &Fleet, ship: ShipId, target: u8) -> bool {
        CaptainCheck {
            captain: self.captain,
            money: &self.money,
            accepts: self.accepts,
        }
        .barred(fleet, ship, target)
    }
}

impl State {
    pub fn apply_legal<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        if let Some(play) = self.public.card {
            self.card_step(data, play, action, sink);
        } else {
            self.decide(data, action, sink);
        }
        self.advance(data, sink);
    }

    fn decide<S: Sink>(&mut self, data: &Data, action: Action, sink: &mut S) {
        let seat = self.public.to_act().expect("the game is not over");
        match (self.public.stage, action) {
            (Stage::Setup, Action::PlaceShip { start, cargo }) => {
                // M-1: a free unit from the market, priced as a purchase but not paid.
                let raw = cargo.expect("setup ships are loaded");
                self.public.market[raw as usize] -= 1;
                self.place(data, seat, start, cargo, sink);
                emit(sink, || Event::FreeRawTaken { seat, raw });
                self.next_setup(data, sink);
            }
            (Stage::Setup, Action::Pass) => {
                emit(sink, || Event::Passed { seat });
                self.next_setup(data, sink);
            }
            (Stage::Auction, Action::RaiseBid { by }) => {
                // M-5: composing; private to the bidder until placed (C-6), so no event.
                self.hidden.bid_raise += by;
            }
            (Stage::Auction, Action::Bid { amount }) => {
                // M-5: the bid composed in private is shown.
                sink.reveal(Reveal::PUBLIC);
                self.public.auction.high = amount;
                self.public.auction.bidder = Some(seat);
                emit(sink, || Event::BidMade { seat, amount });
                self.next_bidder(sink);
            }
            (Stage::Auction, Action::Pass) => {
                emit(sink, || Event::Passed { seat });
                self.next_bidder(sink);
            }
            (_, Action::PlayCard { card }) => {
                self.hidden.hands[seat as usize].nav[card as usize] -= 1;
                let known = &mut self.public.seats[seat as usize].known_cards[card as usize];
                // M-3.3, C-6: a card not seen taken from the display leaves a hidden hand.
                if *known == 0 {
                    sink.reveal(Reveal::PUBLIC);
                }
                *known = known.saturating_sub(1);
                self.public.nav_discard[card as usize] += 1;
                emit(sink, || Event::CardPlayed { seat, card });
                self.public.card = Some(CardPlay::start(card, seat));
            }
            (_, Action::LayCard { card }) => {
                self.hidden.hands[seat as usize].nav[card as usize] -= 1;
                let sp = &mut self.public.seats[seat as usize];
                if sp.known_cards[card as usize] == 0 {
                    sink.reveal(Reveal::PUBLIC);
                }
                sp.known_cards[card as usize] = sp.known_cards[card as usize].saturating_sub(1);
                sp.table[card as usize] += 1;
                emit(sink, || Event::CardLaid { seat, card });
            }
            (Stage::Plan, Action::ChooseCharacter { character }) => {
                self.public.fields[character as usize] += 1;
                emit(sink, || Event::CharacterChosen { seat, character });
                self.begin_character(data, seat, character, sink);
            }
            (Stage::ShipOwner, action) => self.ship_owner_step(data, seat, action, sink),
            (Stage::Captain, Action::CallColour { colour }) => {
                emit(sink, || Event::ColourCalled { seat, colour });
                let p = &self.public;
                self.public.sail = Some(Sail::new(colour, seat, p.players, &p.fleet));
                self.run_sail(data, None, sink);
            }
            (Stage::Fork, Action::SteerFork { to }) => self.run_sail(data, Some(to), sink),
            (Stage::DeckHand, Action::TakeShipping { display }) => {
                self.take_shipping(seat, display, sink);
                self.public.deck.left -= 1;
            }
            (Stage::Factory, Action::ChooseFactory { site }) => {
                self.produce(data, site, sink);
                self.discharge(data, sink);
            }
            (Stage::Trader, Action::SellProduct { product }) => {
                self.sell_product(data, seat, product, sink)
            }
            (Stage::Trader, Action::BuyProduct { product }) => {
                self.buy_product(data, seat, product, sink)
            }
            (Stage::Trader, Action::EndAction) => self.public.stage = Stage::After,
            (Stage::Plan, Action::CompleteMission { mission, joker }) => {
                // M-3.6: a worker on the Shipping agent completes this assignment.
                let character = Character::ShippingAgent;
                self.public.fields[character as usize] += 1;
                emit(sink, || Event::CharacterChosen { seat, character });
                self.complete(data, seat, mission, joker, sink);
                self.public.stage = Stage::After;
            }
            (Stage::Build, Action::BuildFactory { harbour }) => {
                self.build(data, seat, harbour, sink);
                self.public.stage = Stage::After;
            }
            (Stage::After, Action::Continue) => self.end_turn(data, sink),
            _ => unreachable!("checked by legality"),
        }
    }

    fn begin_character<S: Sink>(&mut self, data: &Data, seat: Seat, c: Character, sink: &mut S) {
        let p = &mut self.public;
        p.stage = match c {
            Character::ShipOwner => {
                p.ship_owner = ShipOwnerSteps::default();
                Stage::ShipOwner
            }
            Character::Captain => {
                p.captain_calls = 0;
                Stage::Captain
            }
            Character::DeckHand => {
                let mut anchored = [0u8; 4];
                for s in 0..p.players {
                    anchored[s as usize] = p
                        .fleet
                        .ids_of(s)
                        .filter(|&id| {
                            p.fleet.ship(id).pos.is_some_and(|pos| {
                                data.base.board.kind(pos) == crate::core::board::PosKind::Anchor
                            })
                        })
                        .count() as u8;
                }
                // The Deck hand's own card, then a card per anchored ship, from the Deck hand
                // clockwise (M-3.3).
                p.deck = DeckHandSteps {
                    picker: 0,
                    left: 1 + anchored[seat as usize],
                    anchored,
                };
                Stage::DeckHand
            }
            Character::Discharger => {
                p.discharge = DischargeSteps::default();
                self.discharge(data, sink);
                return;
            }
            Character::Trader => {
                p.trader = TraderSteps::default();
                Stage::Trader
            }
            Character::ShippingAgent => unreachable!("chosen with its assignment"),
            Character::Cashier => {
                let amount = data.cashier[p.fields[c as usize] as usize - 1] as i32;
                p.seats[seat as usize].money += amount;
                p.bank_paid += amount as i64;
                emit(sink, || Event::CashTaken { seat, amount });
                Stage::After
            }
            Character::Manufacturer => {
                p.seats[seat as usize].manufactured = true;
                Stage::Build
            }
        };
    }

    /// The price paid for one unit bought now; moves the market.
    fn buy_raw(&mut self, data: &Data, seat: Seat, raw: u8) -> u8 {
        let p = &mut self.public;
        let price = data.raw_market[raw as usize]
            .buy_price(p.market[raw as usize])
            .expect("units on the market");
        p.market[raw as usize] -= 1;
        p.seats[seat as usize].money -= price as i32;
        p.bank_paid -= price as i64;
        price
    }

    /// A unit back on the market fills its most expensive empty space (D-3).
    fn return_to_market(&mut self, raw: u8) {
        self.public.market[raw as usize] += 1;
    }

    fn ship_owner_step<S: Sink>(&mut self, data: &Data, seat: Seat, action: Action, sink: &mut S) {
        match action {
            Action::TakeFree { raw, start } => {
                self.public.market[raw as usize] -= 1;
                self.public.ship_owner.free_taken = true;
                emit(sink, || Event::FreeRawTaken { seat, raw });
                match start {
                    None => self.public.seats[seat as usize].stock[raw as usize] += 1,
                    // M-3.1: straight onto a ship being placed (the stock is not involved).
                    Some(start) => {
                        self.place(data, seat, start, Some(raw), sink);
                        self.public.ship_owner.placed += 1;
                    }
                }
            }
            Action::BuyRaw { raw } => {
                let price = self.buy_raw(data, seat, raw);
                self.public.seats[seat as usize].stock[raw as usize] += 1;
                self.public.ship_owner.bought |= 1 << raw;
                emit(sink, || Event::RawBought { seat, raw, price });
            }
            Action::SellRaw { raw } => {
                let p = &mut self.public;
                let price = data.raw_market[raw as usize]
                    .sell_price(p.market[raw as usize])
                    .expect("room on the market");
                p.market[raw as usize] += 1;
                p.seats[seat as usize].stock[raw as usize] -= 1;
                p.seats[seat as usize].money += price as i32;
                p.bank_paid += price as i64;
                p.ship_owner.sold |= 1 << raw;
                emit(sink, || Event::RawSold { seat, raw, price });
            }
            Action::PlaceShip { start, cargo } => {
                if let Some(raw) = cargo
                    && self.public.seats[seat as usize].stock[raw as usize] == 0
                {
                    self.public.ship_owner.bought |= 1 << raw;
                }
                self.load_and_place(data, seat, start, cargo, sink);
                let steps = &mut self.public.ship_owner;
                steps.placed += 1;
                steps.placed_empty |= cargo.is_none();
            }
            Action::EndAction => self.public.stage = Stage::After,
            _ => unreachable!("checked by legality"),
        }
    }

    /// Places a ship loaded from stock, or with a unit bought now when the stock has none.
    fn load_and_place<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        start: PosId,
        cargo: Option<u8>,
        sink: &mut S,
    ) -> ShipId {
        if let Some(raw) = cargo {
            let stock = &mut self.public.seats[seat as usize].stock[raw as usize];
            if *stock > 0 {
                *stock -= 1;
            } else {
                let price = self.buy_raw(data, seat, raw);
                emit(sink, || Event::RawBought { seat, raw, price });
            }
        }
        self.place(data, seat, start, cargo, sink)
    }

    fn place<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        start: PosId,
        cargo: Option<u8>,
        sink: &mut S,
    ) -> ShipId {
        self.public
            .fleet
            .launch(&data.base.board, seat, start, cargo, sink)
    }

    fn card_step<S: Sink>(
        &mut self,
        data: &Data,
        mut play: CardPlay,
        action: Action,
        sink: &mut S,
    ) {
        let board = &data.base.board;
        let outcome =
            navigation::card_step(&mut self.public.fleet, board, true, &mut play, action, sink);
        self.public.card = None;
        match outcome {
            CardOutcome::Next => self.public.card = Some(play),
            CardOutcome::Done => {}
            CardOutcome::ReturnRaw(raw) => self.return_to_market(raw),
            CardOutcome::Place { start, cargo } => {
                // M-3.1 ruling: a unit bought to load the ship counts as buying it, also for
                // Extra cargo; inside a Ship owner action that raw may then not be sold.
                if self.public.stage == Stage::ShipOwner
                    && let Some(raw) = cargo
                    && self.public.seats[play.player as usize].stock[raw as usize] == 0
                {
                    self.public.ship_owner.bought |= 1 << raw;
                }
                self.load_and_place(data, play.player, start, cargo, sink);
            }
            CardOutcome::PlaceReceiver { start, source } => {
                let ship = self.place(data, play.player, start, None, sink);
                navigation::give_stolen(&mut self.public.fleet, source, ship, sink);
            }
        }
    }

    /// Runs the Captain's call (C-2 with the bonus of M-3.2).
    fn run_sail<S: Sink>(&mut self, data: &Data, steer: Option<u8>, sink: &mut S) {
        let mut sail = self.public.sail.take().expect("a call is in progress");
        let captain = sail.caller;
        let mut rules = CaptainPay {
            captain,
            money: self.money(),
            accepts: &data.base.accepts,
            paid: InlineVec::new(),
        };
        let accepts = &data.base.accepts;
        let mut on_move = |fleet: &mut Fleet, ship: ShipId, from, to, rules: &mut CaptainPay| {
            emit(sink, || Event::ShipMoved { ship, from, to });
            let s = fleet.ship(ship);
            if s.cargo.is_some() && accepts[to as usize] == s.cargo && s.owner != captain {
                rules.money[s.owner as usize] -= 1;
                rules.paid.push((s.owner, ship));
            }
            Flow::Continue
        };
        let board = &data.base.board;
        if let Some(to) = steer {
            sail.steer(to, &mut self.public.fleet, board, &mut rules, &mut on_move);
        }
        let step = sail.advance(&mut self.public.fleet, board, &mut rules, &mut on_move);
        for (payer, ship) in rules.paid {
            let seats = &mut self.public.seats;
            seats[payer as usize].money -= 1;
            seats[captain as usize].money += 2;
            self.public.bank_paid += 1;
            emit(sink, || Event::CaptainBonus {
                captain,
                payer,
                ship,
            });
        }
        match step {
            SailStep::Paused => unreachable!("Masters arrivals never pause a call"),
            SailStep::Fork(_) => {
                self.public.sail = Some(sail);
                self.public.stage = Stage::Fork;
            }
            SailStep::Done => {
                self.public.captain_calls += 1;
                self.public.stage = if self.public.captain_calls >= 2 {
                    Stage::After
                } else {
                    Stage::Captain
                };
            }
        }
    }

    fn take_shipping<S: Sink>(&mut self, seat: Seat, display: Option<u8>, sink: &mut S) {
        let card = match display {
            Some(i) => {
                let card = self.public.shipping.remove(i as usize);
                self.public.seats[seat as usize].known_cards[card as usize] += 1;
                card
            }
            None => {
                if self.hidden.shipping_pile.is_empty() {
                    self.reshuffle_shipping(sink);
                }
                // M-3.3: a card from the face-down pile, seen by its taker alone.
                sink.reveal(Reveal::drawn_by(seat));
                deck::draw(&mut self.hidden.shipping_pile).expect("a card to draw")
            }
        };
        self.hidden.hands[seat as usize].nav[card as usize] += 1;
        let card = NavCard::from_index(card);
        emit(sink, || Event::ShippingTaken {
            seat,
            card: Some(card),
            face_up: display.is_some(),
        });
    }

    fn reshuffle_shipping<S: Sink>(&mut self, sink: &mut S) {
        let mut cards = deck::expand(&self.public.nav_discard);
        if cards.is_empty() {
            return;
        }
        self.public.nav_discard = [0; NavCard::COUNT];
        deck::shuffle(&mut cards, self.hidden.seed, self.hidden.shuffles);
        self.hidden.shuffles += 1;
        let n = cards.len() as u8;
        self.hidden.shipping_pile = deck::CardPile::from_slice(&cards);
        // C-4: the discards reshuffled into a new pile.
        sink.reveal(Reveal::CHANCE);
        emit(sink, || Event::NavPileReshuffled { cards: n });
    }

    /// The Deck hand's pickers in turn; the display refills once all have taken (M-3.3).
    fn deck_hand_advance<S: Sink>(&mut self, sink: &mut S) -> bool {
        loop {
            let p = &self.public;
            let picker = clockwise(p.current(), p.deck.picker, p.players);
            let nothing_left = p.shipping.is_empty()
                && self.hidden.shipping_pile.is_empty()
                && p.nav_discard.iter().all(|&n| n == 0);
            if p.deck.left > 0 && !self.hand_full(picker) && !nothing_left {
                return true;
            }
            let p = &mut self.public;
            p.deck.picker += 1;
            if p.deck.picker >= p.players {
                while self.public.shipping.len() < DISPLAY {
                    if self.hidden.shipping_pile.is_empty() {
                        self.reshuffle_shipping(sink);
                    }
                    match deck::draw(&mut self.hidden.shipping_pile) {
                        Some(c) => {
                            // M-3.3: the display refills face up from the pile.
                            sink.reveal(Reveal::TURNED);
                            self.public.shipping.push(c)
                        }
                        None => break,
                    }
                }
                self.public.stage = Stage::After;
                return false;
            }
            let next = clockwise(p.current(), p.deck.picker, p.players);
            p.deck.left = p.deck.anchored[next as usize];
        }
    }

    /// Unloads harbour after harbour until done or a factory must be named (M-3.4).
    fn discharge<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        let discharger = self.public.current();
        let harbours = data.base.board.harbours();
        while (self.public.discharge.harbour as usize) < harbours.len() {
            let hi = self.public.discharge.harbour as usize;
            let harbour = harbours[hi];
            let fleet = &self.public.fleet;
            let here = fleet.at(fleet.docked(), harbour);
            let next = fleet.first_from(here, discharger);
            let Some(ship) = next else {
                self.public.discharge = DischargeSteps {
                    harbour: hi as u8 + 1,
                    produced: 0,
                };
                continue;
            };
            let matching = self.public.matching(data, ship);
            let owner = self.public.fleet.ship(ship).owner;
            let cargo = self.public.fleet.return_to_supply(&data.base.board, ship);
            if matching {
                let product = deck::draw(&mut self.hidden.product_piles[hi]);
                if let Some(p) = product {
                    self.hidden.hands[owner as usize].products[p as usize] += 1;
                    self.public.seats[owner as usize].known_products[p as usize] += 1;
                }
                self.return_to_market(cargo.expect("matching cargo"));
                emit(sink, || Event::ShipUnloaded {
                    seat: owner,
                    ship,
                    harbour,
                    cargo,
                    got_card: product.is_some(),
                    product,
                    face_up: true,
                });
                let sites = &self.public.factories[hi];
                let built = bits::mask_of(sites.len(), |s| sites[s].is_some());
                let open = built & !(self.public.discharge.produced as u16);
                if open != 0 && !self.hidden.product_piles[hi].is_empty() {
                    if open.count_ones() == 1 {
                        self.produce(data, open.trailing_zeros() as u8, sink);
                    } else {
                        // The next card stays face down until a factory is named (M-3.4).
                        self.public.unturned = Some(hi as u8);
                        self.public.stage = Stage::Factory;
                        return;
                    }
                } else if !self.hidden.product_piles[hi].is_empty() {
                    // M-3.4, C-4: the face-up top was taken; the next one turns up.
                    sink.reveal(Reveal::TURNED);
                }
            } else {
                if let Some(raw) = cargo {
                    if self.public.stock_total(owner) < STOCK_LIMIT {
                        self.public.seats[owner as usize].stock[raw as usize] += 1;
                    } else {
                        self.return_to_market(raw);
                    }
                }
                emit(sink, || Event::ShipUnloaded {
                    seat: owner,
                    ship,
                    harbour,
                    cargo,
                    got_card: false,
                    product: None,
                    face_up: true,
                });
            }
        }
        self.public.stage = Stage::After;
    }

    /// The named factory's owner takes the next card face down; the next is turned up.
    fn produce<S: Sink>(&mut self, data: &Data, site: u8, sink: &mut S) {
        let hi = self.public.discharge.harbour as usize;
        let owner = self.public.factories[hi][site as usize].expect("a factory");
        self.public.discharge.produced |= 1 << site;
        self.public.unturned = None;
        if let Some(product) = deck::draw(&mut self.hidden.product_piles[hi]) {
            // M-3.4: the factory's card goes face down to its owner; the next one turns up.
            sink.reveal(Reveal::drawn_by(owner));
            if !self.hidden.product_piles[hi].is_empty() {
                sink.reveal(Reveal::TURNED);
            }
            self.hidden.hands[owner as usize].products[product as usize] += 1;
            let harbour = data.base.board.harbours()[hi];
            emit(sink, || Event::FactoryProduced {
                owner,
                harbour,
                site,
                product: Some(product),
            });
        }
    }

    fn sell_product<S: Sink>(&mut self, data: &Data, seat: Seat, product: u8, sink: &mut S) {
        let track = &data.product_market[product as usize];
        let p = &mut self.public;
        let price = track.price(p.prices[product as usize]);
        p.prices[product as usize] = track.after_sale(p.prices[product as usize]);
        let sp = &mut p.seats[seat as usize];
        sp.money += price as i32;
        // M-3.5, C-6: a card not seen arriving leaves a hidden hand.
        if sp.known_products[product as usize] == 0 {
            sink.reveal(Reveal::PUBLIC);
        }
        sp.known_products[product as usize] = sp.known_products[product as usize].saturating_sub(1);
        p.bank_paid += price as i64;
        self.hidden.hands[seat as usize].products[product as usize] -= 1;
        self.put_under(data, product);
        self.open_pair(false, product);
        emit(sink, || Event::ProductSold {
            seat,
            product,
            price,
        });
    }

    fn buy_product<S: Sink>(&mut self, data: &Data, seat: Seat, product: u8, sink: &mut S) {
        let hi = self.harbour_of(data, product);
        let pile = &mut self.hidden.product_piles[hi];
        // M-3.5: whether the pile holds the card is shown either way.
        sink.reveal(Reveal::PUBLIC);
        // The matching card nearest the bottom (M-3.5); the pile's order stays hidden.
        let Some(at) = pile.iter().position(|&c| c == product) else {
            self.public.trader.unavailable |= 1 << product;
            emit(sink, || Event::ProductUnavailable { seat, product });
            return;
        };
        pile.remove(at);
        if at == pile.len() && !pile.is_empty() {
            // It was the face-up top: the next one turns up (C-4).
            sink.reveal(Reveal::TURNED);
        }
        let track = &data.product_market[product as usize];
        let p = &mut self.public;
        let price = track.price(p.prices[product as usize]);
        p.prices[product as usize] = track.after_purchase(p.prices[product as usize]);
        p.seats[seat as usize].money -= price as i32;
        p.seats[seat as usize].known_products[product as usize] += 1;
        p.bank_paid -= price as i64;
        self.hidden.hands[seat as usize].products[product as usize] += 1;
        self.open_pair(true, product);
        emit(sink, || Event::ProductBought {
            seat,
            product,
            price,
        });
    }

    fn open_pair(&mut self, buy: bool, product: u8) {
        let t = &mut self.public.trader;
        if !t.has(buy, product) {
            t.pairs[t.count as usize] = (buy, product);
            t.count += 1;
        }
    }

    fn harbour_of(&self, data: &Data, product: u8) -> usize {
        let h = data.base.products[product as usize].harbour;
        data.base.harbour_index[h as usize].expect("a product's harbour") as usize
    }

    fn put_under(&mut self, data: &Data, product: u8) {
        let hi = self.harbour_of(data, product);
        deck::put_under(&mut self.hidden.product_piles[hi], product);
    }

    fn complete<S: Sink>(
        &mut self,
        data: &Data,
        seat: Seat,
        mission: u8,
        joker: Option<u8>,
        sink: &mut S,
    ) {
        let m = &data.base.missions[mission as usize];
        let mut joker_left = joker;
        for &product in &m.products {
            if joker_left == Some(product) {
                joker_left = None;
                continue;
            }
            self.hidden.hands[seat as usize].products[product as usize] -= 1;
            let known = &mut self.public.seats[seat as usize].known_products[product as usize];
            // M-3.6, C-6: a card not seen arriving leaves a hidden hand.
            if *known == 0 {
                sink.reveal(Reveal::PUBLIC);
            }
            *known = known.saturating_sub(1);
            self.put_under(data, product);
        }
        if joker.is_some() {
            self.hidden.hands[seat as usize].nav[NavCard::Joker as usize] -= 1;
            let known = &mut self.public.seats[seat as usize].known_cards[NavCard::Joker as usize];
            if *known == 0 {
                sink.reveal(Reveal::PUBLIC);
            }
            *known = known.saturating_sub(1);
            self.public.nav_discard[NavCard::Joker as usize] += 1;
        }
        let p = &mut self.public;
        p.assignments.retain(|&a| a != mission);
        if let Some(next) = deck::draw(&mut self.hidden.assignment_pile) {
            // M-3.6: a new assignment turns up from the pile.
            sink.reveal(Reveal::TURNED);
            p.assignments.push(next);
        }
        let sp = &mut p.seats[seat as usize];
        sp.completed.push(mission);
        sp.points += m.points as u16;
        let points = m.points as u16;
        emit(sink, || Event::MissionCompleted {
            seat,
            mission,
            joker,
            points,
        });
    }

    fn build<S: Sink>(&mut self, data: &Data, seat: Seat, harbour: PosId, sink: &mut S) {
        let hi = data.base.harbour_index[harbour as usize].expect("a harbour") as usize;
        let price = self.next_site_price(data, hi).expect("a free site");
        let p = &mut self.public;
        let site = p.factories[hi]
            .iter()
            .position(|o| o.is_none())
            .expect("free") as u8;
        p.factories[hi][site as usize] = Some(seat);
        p.seats[seat as usize].money -= price as i32;
        p.seats[seat as usize].factories += 1;
        p.bank_paid -= price as i64;
        emit(sink, || Event::FactoryBuilt {
            seat,
            harbour,
            site,
            price,
        });
    }

    fn next_setup<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        self.public.turn += 1;
        if self.public.turn >= self.public.players {
            self.begin_round(data, sink);
        }
    }

    fn next_bidder<S: Sink>(&mut self, sink: &mut S) {
        self.hidden.bid_raise = 0;
        let p = &mut self.public;
        p.turn += 1;
        if p.turn < p.players {
            return;
        }
        // M-5: the highest bidder pays and takes the pawn; with no bid it passes left (in
        // round 1 it stays with the HM drawn by lot).
        match p.auction.bidder {
            Some(winner) => {
                let paid = p.auction.high as i32;
                p.seats[winner as usize].money -= paid;
                p.bank_paid -= paid as i64;
                p.hm = winner;
                emit(sink, || Event::HarbourMasterAuctioned {
                    seat: winner,
                    paid,
                });
            }
            None if p.round > 1 => p.hm = (p.hm + 1) % p.players,
            None => {}
        }
        self.start_planning(sink);
    }

    /// Before a round: the auction (variant) or straight to planning.
    fn begin_round<S: Sink>(&mut self, _data: &Data, sink: &mut S) {
        let p = &mut self.public;
        p.turn = 0;
        if p.variants.auction {
            p.auction = Default::default();
            p.stage = Stage::Auction;
        } else {
            self.start_planning(sink);
        }
    }

    fn start_planning<S: Sink>(&mut self, sink: &mut S) {
        let p = &mut self.public;
        p.turn = 0;
        p.fields = [0; 8];
        for s in p.seats.iter_mut() {
            s.manufactured = false;
        }
        p.stage = Stage::Plan;
        let (round, harbour_master) = (p.round, p.hm);
        emit(sink, || Event::RoundStarted {
            round,
            harbour_master,
        });
    }

    fn end_turn<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        let p = &mut self.public;
        p.turn += 1;
        if p.turn < p.players * p.workers {
            p.stage = Stage::Plan;
            return;
        }
        // M-4: the round is played out; then the end check. M-5 fixed rounds: the cap.
        let reached =
            !p.variants.fixed_rounds && p.seats.iter().any(|s| s.points >= data.end_points);
        if reached || p.round >= p.round_cap {
            p.capped = !reached && !p.variants.fixed_rounds;
            p.stage = Stage::Ended;
            let capped = p.capped;
            emit(sink, || Event::GameEnded { capped });
            return;
        }
        p.round += 1;
        if !p.variants.auction {
            p.hm = (p.hm + 1) % p.players;
        }
        self.begin_round(data, sink);
    }

    /// Runs automatic steps until a seat has a real decision.
    pub fn advance<S: Sink>(&mut self, data: &Data, sink: &mut S) {
        loop {
            if self.public.card.is_some() {
                return;
            }
            let seat = self.public.current();
            match self.public.stage {
                Stage::Setup => {
                    if self.can_place(data, seat) {
                        return;
                    }
                    emit(sink, || Event::Passed { seat });
                    self.next_setup(data, sink);
                }
                Stage::Plan => {
                    if self.any_character_open(data, seat) {
                        return;
                    }
                    // M-2: with no legal field the worker is forfeited.
                    emit(sink, || Event::Passed { seat });
                    self.public.stage = Stage::After;
                    self.end_turn(data, sink);
                }
                Stage::Auction => {
                    let bidder = self.public.to_act().expect("bidding");
                    let cash = self.public.seats[bidder as usize].money;
                    if cash > self.public.auction.high as i32 {
                        return;
                    }
                    emit(sink, || Event::Passed { seat: bidder });
                    self.next_bidder(sink);
                }
                Stage::DeckHand => {
                    if self.deck_hand_advance(sink) {
                        return;
                    }
                }
                Stage::After => {
                    // The end-turn decision appears for any shipping card in hand (M-2,
                    // revised 2026-11-26): the count is public, whether one is playable not.
                    if self.hidden.hands[seat as usize].nav_count() > 0 {
                        return;
                    }
                    self.end_turn(data, sink);
                }
                _ => return,
            }
        }
    }
}
