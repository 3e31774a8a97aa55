//! Masters of Trade's legal actions (M-1…M-5).

use crate::action::Action;
use crate::core::bits;
use crate::core::board::Colour;
use crate::core::completion;
use crate::core::fleet::{Fleet, ShipId};
use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS};
use crate::core::inline::InlineVec;
use crate::core::navigation::{CardStage, Cards, NavCard};
use crate::core::sailing::SailRules;
use crate::core::seat::{MAX_SEATS, Seat};
use crate::masters::data::Data;
use crate::masters::state::{
    BID_STEPS, Character, HAND_LIMIT, OWNER_PLACEMENTS, STOCK_LIMIT, Stage, State,
    TRADER_TRANSACTIONS,
};

/// The Captain's bonus rule for sailing (C-2.7, M-3.2): an owner without 1 in cash cannot
/// bring a ship with matching cargo into its harbour during another player's Captain action;
/// that ship stays where it is for the call, whatever other target it has.
pub struct CaptainCheck<'a> {
    pub captain: Seat,
    pub money: &'a [i32],
    pub accepts: &'a [Option<u8>],
}

impl SailRules for CaptainCheck<'_> {
    fn barred(&mut self, fleet: &Fleet, ship: ShipId, target: u8) -> bool {
        let s = fleet.ship(ship);
        let matching = s.cargo.is_some() && self.accepts[target as usize] == s.cargo;
        matching && s.owner != self.captain && self.money[s.owner as usize] < 1
    }
}

impl State {
    pub fn legal_into(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        if let Some(play) = p.card {
            match play.stage {
                // M-2: Extra cargo in Masters never places an empty ship.
                CardStage::Place => self.placements(data, play.player, false, out),
                _ => self.cards(data).stage_actions(play, out),
            }
            return;
        }
        let Some(seat) = p.to_act() else { return };
        match p.stage {
            Stage::Ended => {}
            Stage::Setup => {
                for start in bits::positions(p.fleet.free_of(data.base.board.start_mask())) {
                    for raw in 0..data.base.raws.len() as u8 {
                        if p.market[raw as usize] > 0 {
                            out.push(Action::PlaceShip {
                                start,
                                cargo: Some(raw),
                            });
                        }
                    }
                }
                out.push(Action::Pass);
            }
            Stage::Auction => {
                // M-5: any amount above the high bid up to one's cash, composed in steps
                // (raise by 1 or 5, then place it), so the list stays short; the cash and the
                // high bid are public, the draft is the bidder's own (C-6).
                let cash = p.seats[seat as usize].money.max(0) as u16;
                let amount = p.lowest_bid() + self.hidden.bid_raise;
                out.push(Action::Bid { amount });
                for by in BID_STEPS {
                    if amount + by <= cash {
                        out.push(Action::RaiseBid { by });
                    }
                }
                out.push(Action::Pass);
            }
            Stage::Plan => {
                // In `Character::ALL` order: the five characters without a condition, then
                // the Shipping agent, whose worker and assignment are one decision (so the stage
                // never says more than the player's choice, C-6; its completions are exactly
                // what `can_complete` looks for, so they are listed without asking it first),
                // the Cashier, and the Manufacturer if it can be used.
                let free = self.free_fields(data);
                let bit = |c: Character| free >> c as u16 & 1 != 0;
                const PLAIN: usize = Character::ShippingAgent as usize;
                bits::extend_ones::<_, PLAIN>(out, free, |i| Action::ChooseCharacter {
                    character: Character::ALL[i as usize],
                });
                if bit(Character::ShippingAgent) {
                    self.completions(data, seat, out);
                }
                if bit(Character::Cashier) {
                    out.push(Action::ChooseCharacter {
                        character: Character::Cashier,
                    });
                }
                if bit(Character::Manufacturer) && self.can_manufacture(data, seat) {
                    out.push(Action::ChooseCharacter {
                        character: Character::Manufacturer,
                    });
                }
                self.card_actions(data, seat, out);
            }
            Stage::ShipOwner => {
                self.ship_owner_actions(data, seat, out);
                out.push(Action::EndAction);
                self.card_actions(data, seat, out);
            }
            Stage::Captain => {
                for colour in Colour::ALL {
                    out.push(Action::CallColour { colour });
                }
                self.card_actions(data, seat, out);
            }
            Stage::Fork => {
                let sail = p.sail.as_ref().expect("a call is in progress");
                let ship = sail.fork.expect("a fork is pending");
                let mut check = CaptainCheck {
                    captain: sail.caller,
                    money: &self.money(),
                    accepts: &data.base.accepts,
                };
                let targets = sail.free_targets(ship, &p.fleet, &data.base.board, &mut check);
                for &to in targets.as_slice() {
                    out.push(Action::SteerFork { to });
                }
            }
            Stage::DeckHand => {
                for (i, _) in p.shipping.iter().enumerate() {
                    out.push(Action::TakeShipping {
                        display: Some(i as u8),
                    });
                }
                if !self.hidden.shipping_pile.is_empty() || p.nav_discard.iter().any(|&n| n > 0) {
                    out.push(Action::TakeShipping { display: None });
                }
            }
            Stage::Factory => {
                let sites = &p.factories[p.discharge.harbour as usize];
                for (site, owner) in sites.iter().enumerate() {
                    if owner.is_some() && p.discharge.produced & (1 << site) == 0 {
                        out.push(Action::ChooseFactory { site: site as u8 });
                    }
                }
            }
            Stage::Trader => {
                self.trader_actions(data, seat, out);
                out.push(Action::EndAction);
                self.card_actions(data, seat, out);
            }
            Stage::Build => {
                let layout = data.layout(p.variants.factory_layout);
                let payable = self.payable_harbours(data, p.seats[seat as usize].money);
                for hi in bits::ones(payable) {
                    out.push(Action::BuildFactory {
                        harbour: layout[hi as usize].harbour,
                    });
                }
            }
            Stage::After => {
                out.push(Action::Continue);
                self.card_actions(data, seat, out);
            }
        }
    }

    /// Everyone's cash, by seat (seats past the players hold 0).
    pub(crate) fn money(&self) -> [i32; MAX_SEATS] {
        let mut money = [0; MAX_SEATS];
        for (m, s) in money.iter_mut().zip(&self.public.seats) {
            *m = s.money;
        }
        money
    }

    /// The price of the next free site of harbour `hi`, if any.
    pub(crate) fn next_site_price(&self, data: &Data, hi: usize) -> Option<u8> {
        let p = &self.public;
        let free = p.factories[hi].iter().position(|o| o.is_none())?;
        Some(data.layout(p.variants.factory_layout)[hi].prices[free])
    }

    /// The harbours (by index) whose next free site costs at most `money`, as a bit set. Sites
    /// are built in order, so the next free one is the number built; counting them has no
    /// branch that depends on the board, where finding the first free site has one per site.
    pub(crate) fn payable_harbours(&self, data: &Data, money: i32) -> u16 {
        let p = &self.public;
        let layout = data.layout(p.variants.factory_layout);
        bits::mask_of(p.factories.len(), |hi| {
            let built = p.factories[hi].iter().filter(|o| o.is_some()).count();
            let price = layout[hi].prices.get(built).copied();
            debug_assert_eq!(price, self.next_site_price(data, hi));
            price.is_some_and(|price| money >= price as i32)
        })
    }

    /// The characters with a free field for a dock worker (M-2), as a bit set over
    /// [`Character::ALL`].
    fn free_fields(&self, data: &Data) -> u16 {
        let fields = self.public.fields_per_character(data);
        bits::below(&self.public.fields, fields)
    }

    /// May `seat` put a dock worker anywhere (M-2)? Any free field of a character without a
    /// condition settles it; the Shipping agent and the Manufacturer are asked last.
    pub(crate) fn any_character_open(&self, data: &Data, seat: Seat) -> bool {
        let bit = |c: Character| 1u16 << c as u16;
        let free = self.free_fields(data);
        free & !(bit(Character::ShippingAgent) | bit(Character::Manufacturer)) != 0
            || free & bit(Character::ShippingAgent) != 0 && self.can_complete(data, seat)
            || free & bit(Character::Manufacturer) != 0 && self.can_manufacture(data, seat)
    }

    /// May `seat` use the Manufacturer (M-3.8): not yet this round, below the most factories,
    /// and a free site it can pay?
    fn can_manufacture(&self, data: &Data, seat: Seat) -> bool {
        let p = &self.public;
        let s = &p.seats[seat as usize];
        !s.manufactured
            && s.factories < data.max_factories
            && self.payable_harbours(data, s.money) != 0
    }

    /// Does `seat`'s hand cover a face-up assignment, with at most one Joker (M-3.6)?
    pub(crate) fn can_complete(&self, data: &Data, seat: Seat) -> bool {
        let hand = &self.hidden.hands[seat as usize];
        let joker = hand.nav[NavCard::Joker as usize] > 0;
        let missions = &data.base.missions;
        (self.public.assignments.iter())
            .any(|&m| completion::can_complete(&hand.products, joker, &missions[m as usize].need))
    }

    /// Face-up assignments the hand covers, with at most one Joker (M-3.6).
    pub(crate) fn completions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.hidden.hands[seat as usize];
        let joker = hand.nav[NavCard::Joker as usize] > 0;
        let (assignments, missions) = (&self.public.assignments, &data.base.missions);
        completion::completions(&hand.products, joker, assignments, missions, out);
    }

    /// The Ship owner's steps (M-3.1).
    fn ship_owner_actions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.public;
        let steps = p.ship_owner;
        let s = &p.seats[seat as usize];
        let room = p.stock_total(seat) < STOCK_LIMIT;
        let raws = data.base.raws.len() as u8;
        if !steps.free_taken {
            self.free_unit_actions(data, seat, room, out);
        }
        // Per raw material, buying (bit 2r) before selling (bit 2r + 1).
        let trades = (0..raws as usize).fold(0u16, |m, raw| {
            let track = &data.raw_market[raw];
            let units = p.market[raw];
            let buy = room
                & (steps.sold >> raw & 1 == 0)
                & track
                    .buy_price(units)
                    .is_some_and(|price| s.money >= price as i32);
            let sell = (steps.bought >> raw & 1 == 0)
                & (s.stock[raw] > 0)
                & track.sell_price(units).is_some();
            m | (buy as u16) << (2 * raw) | (sell as u16) << (2 * raw + 1)
        });
        bits::extend_ones::<_, { 2 * MAX_RAWS }>(out, trades, |i| {
            let raw = i / 2;
            if i % 2 == 0 {
                Action::BuyRaw { raw }
            } else {
                Action::SellRaw { raw }
            }
        });
        if steps.placed < OWNER_PLACEMENTS {
            self.placements(data, seat, !steps.placed_empty, out);
        }
    }

    /// The free unit (M-3.1): one of the cheapest raw materials, to stock (if there is room)
    /// or straight onto a ship placed now (also with a full stock: both must be offered).
    fn free_unit_actions(&self, data: &Data, seat: Seat, room: bool, out: &mut Vec<Action>) {
        let p = &self.public;
        let raws = data.base.raws.len() as u8;
        let price = |r: u8| data.raw_market[r as usize].buy_price(p.market[r as usize]);
        let cheapest = (0..raws).filter_map(price).min();
        let free: InlineVec<u8, MAX_RAWS> = (0..raws)
            .filter(|&r| price(r).is_some() && price(r) == cheapest)
            .collect();
        if room {
            out.extend(
                free.iter()
                    .map(|&raw| Action::TakeFree { raw, start: None }),
            );
        }
        let board = &data.base.board;
        if p.ship_owner.placed < OWNER_PLACEMENTS && p.fleet.first_in_supply(seat).is_some() {
            for start in bits::positions(p.fleet.free_of(board.start_mask())) {
                out.extend(free.iter().map(|&raw| Action::TakeFree {
                    raw,
                    start: Some(start),
                }));
            }
        }
    }

    /// Placing a ship on a free start: loaded from stock, or with a unit bought at market
    /// price when the stock has none of it (M-2 Extra cargo, M-3.1), or empty.
    pub(crate) fn placements(&self, data: &Data, seat: Seat, empty: bool, out: &mut Vec<Action>) {
        let p = &self.public;
        if p.fleet.first_in_supply(seat).is_none() {
            return;
        }
        let free = p.fleet.free_of(data.base.board.start_mask());
        if free == 0 {
            return;
        }
        let loadable = bits::mask_of(data.base.raws.len(), |raw| {
            self.loadable(data, seat, raw as u8)
        });
        for start in bits::positions(free) {
            if empty {
                out.push(Action::PlaceShip { start, cargo: None });
            }
            bits::extend_ones::<_, MAX_RAWS>(out, loadable, |raw| Action::PlaceShip {
                start,
                cargo: Some(raw),
            });
        }
    }

    /// Can `seat` load a ship being placed with `raw`: from stock, or bought now at market
    /// price (in a Ship owner action, not a raw material sold in it)?
    fn loadable(&self, data: &Data, seat: Seat, raw: u8) -> bool {
        let p = &self.public;
        let s = &p.seats[seat as usize];
        let from_stock = s.stock[raw as usize] > 0;
        let buyable = p.stage != Stage::ShipOwner || p.ship_owner.sold & (1 << raw) == 0;
        from_stock
            || buyable
                && data.raw_market[raw as usize]
                    .buy_price(p.market[raw as usize])
                    .is_some_and(|price| s.money >= price as i32)
    }

    pub(crate) fn can_place(&self, data: &Data, seat: Seat) -> bool {
        self.public.fleet.first_in_supply(seat).is_some()
            && self.public.fleet.free_start(&data.base.board)
    }

    /// Can `seat` place a loaded ship (Extra cargo, M-2: never empty)?
    fn can_place_loaded(&self, data: &Data, seat: Seat) -> bool {
        self.can_place(data, seat)
            && (0..data.base.raws.len() as u8).any(|raw| self.loadable(data, seat, raw))
    }

    /// Can `card` put a new ship of `seat`'s on a free start? Extra cargo needs a ship it can
    /// load (M-2); Cargo thief's new ship is placed empty and takes the stolen cargo.
    fn can_place_for(&self, data: &Data, seat: Seat, card: NavCard) -> bool {
        match card {
            NavCard::ExtraCargo => self.can_place_loaded(data, seat),
            NavCard::CargoThief => self.can_place(data, seat),
            _ => false,
        }
    }

    /// The Trader's steps (M-3.5): each card one step; at most 3 (buy/sell, product) pairs;
    /// never buy and sell one product in one action.
    fn trader_actions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let p = &self.public;
        let t = p.trader;
        let (bought, sold) = t.traded();
        // With the transactions used up, only a product already traded may be traded again,
        // the same way.
        let (may_sell, may_buy) = if t.count as usize >= TRADER_TRANSACTIONS {
            (sold, bought)
        } else {
            (u16::MAX, u16::MAX)
        };
        let hand = &self.hidden.hands[seat as usize];
        let money = p.seats[seat as usize].money;
        let products = data.base.products.len();
        let held = bits::nonzero(&hand.products);
        let affordable = bits::mask_of(products, |product| {
            money >= data.product_market[product].price(p.prices[product]) as i32
        });
        let sell = held & !bought & may_sell;
        let buy = affordable & !sold & may_buy & !(t.unavailable as u16);
        bits::extend_ones::<_, MAX_PRODUCTS>(out, sell, |product| Action::SellProduct { product });
        bits::extend_ones::<_, MAX_PRODUCTS>(out, buy, |product| Action::BuyProduct { product });
    }

    pub(crate) fn cards<'a>(&'a self, data: &'a Data) -> Cards<'a> {
        Cards {
            fleet: &self.public.fleet,
            board: &data.base.board,
            safe_harbour: true,
        }
    }

    /// Shipping cards `seat` may play or lay now (M-2; safe harbour always on).
    pub(crate) fn card_actions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let nav = &self.hidden.hands[seat as usize].nav;
        let can_place = |card| self.can_place_for(data, seat, card);
        self.cards(data).hand_actions(seat, nav, can_place, out);
    }

    pub(crate) fn hand_full(&self, seat: Seat) -> bool {
        self.hidden.hands[seat as usize].nav_count() >= HAND_LIMIT
    }
}
