//! Words for people, as catalogue messages (`crate::message`): an action, the current decision
//! and an event. The sentences live in `crates/words/locales/<lang>/masters.ftl` and
//! `shared.ftl`; the events Masters of Trade shares with Rotterdam are worded there
//! (`message::family_event`).

use crate::action::Action;
use crate::core::words::{
    Family, Namer, card_arg, card_stage_message, family_event, joker_arg, serde_id,
};
use crate::event::Event;
use crate::masters::Game;
use crate::masters::state::Stage;
use crate::message::{Message, NameKind};

/// Where Masters' words for the family's events are: its own where it words them its own way
/// (assignments, shipping cards, a wrong cargo going to stock), Rotterdam's for the rest.
const FAMILY: Family = Family {
    own: "masters",
    base: "rotterdam",
    wrong_cargo: "masters-event-unloaded-wrong",
};

impl Game {
    fn namer(&self) -> Namer<'_> {
        let b = &self.data.base;
        Namer {
            board: &b.board,
            raws: &b.raws,
            products: &b.products,
            missions: &b.missions,
            fleet: &self.state.public.fleet,
            locks: &[],
        }
    }

    /// An action in words, with names and prices from the data.
    pub fn describe(&self, action: &Action) -> Message {
        let d = &self.data;
        let b = &d.base;
        let p = &self.state.public;
        let seat = p.to_act().unwrap_or(0) as usize;
        let raw_price = |raw: u8| {
            d.raw_market[raw as usize]
                .buy_price(p.market[raw as usize])
                .unwrap_or(0)
        };
        let product_price =
            |product: u8| d.product_market[product as usize].price(p.prices[product as usize]);
        let bounds = crate::action::IdBounds {
            positions: b.board.len(),
            ships: p.fleet.ships.len(),
            raws: b.raws.len(),
            products: b.products.len(),
            missions: b.missions.len(),
            players: p.players as usize,
        };
        if !action.ids_within(&bounds) {
            return Message::unknown_action(action.to_json());
        }
        let n = self.namer();
        let m = Message::new;
        match *action {
            Action::PlaceShip { start, cargo } => {
                let msg = match cargo {
                    None => m("masters-action-place-empty"),
                    Some(raw) if p.stage == Stage::Setup => {
                        m("masters-action-place-free").arg("raw", n.raw(raw))
                    }
                    Some(raw) if p.seats[seat].stock[raw as usize] > 0 => {
                        m("masters-action-place-stock").arg("raw", n.raw(raw))
                    }
                    Some(raw) => m("masters-action-place-bought")
                        .arg("raw", n.raw(raw))
                        .num("price", raw_price(raw)),
                };
                msg.arg("pos", n.pos(start))
            }
            Action::Bid { amount } => m("masters-action-bid").num("amount", amount),
            Action::RaiseBid { by } => {
                let draft = p.lowest_bid() + self.state.hidden.bid_raise;
                m("masters-action-raise-bid")
                    .num("by", by)
                    .num("amount", draft.saturating_add(by))
            }
            Action::ChooseCharacter { character } => m("masters-action-choose-character").named(
                "character",
                NameKind::Character,
                serde_id(&character),
            ),
            Action::EndAction => m("masters-action-end-action"),
            Action::Continue => m("action-end-turn"),
            Action::TakeFree { raw, start: None } => {
                m("masters-action-take-free").arg("raw", n.raw(raw))
            }
            Action::TakeFree {
                raw,
                start: Some(start),
            } => m("masters-action-place-free")
                .arg("raw", n.raw(raw))
                .arg("pos", n.pos(start)),
            Action::BuyRaw { raw } => m("masters-action-buy")
                .arg("what", n.raw(raw))
                .num("price", raw_price(raw)),
            Action::SellRaw { raw } => m("masters-action-sell").arg("what", n.raw(raw)).num(
                "price",
                d.raw_market[raw as usize]
                    .sell_price(p.market[raw as usize])
                    .unwrap_or(0),
            ),
            Action::TakeShipping { display: Some(i) } => match p.shipping.get(i as usize) {
                Some(&c) => m("masters-action-take-face-up").arg(
                    "card",
                    card_arg(&crate::core::navigation::NavCard::from_index(c)),
                ),
                None => Message::unknown_action(action.to_json()),
            },
            Action::TakeShipping { display: None } => m("masters-action-take-pile"),
            Action::ChooseFactory { site } => {
                let hi = p.discharge.harbour as usize;
                let owner = p
                    .factories
                    .get(hi)
                    .and_then(|f| f.get(site as usize))
                    .copied()
                    .flatten();
                match owner {
                    Some(owner) => m("masters-action-choose-factory")
                        .num("site", site + 1)
                        .seat("owner", owner),
                    None => Message::unknown_action(action.to_json()),
                }
            }
            Action::SellProduct { product } => m("masters-action-sell")
                .arg("what", n.product(product))
                .num("price", product_price(product)),
            Action::BuyProduct { product } => m("masters-action-buy")
                .arg("what", n.product(product))
                .num("price", product_price(product)),
            Action::BuildFactory { harbour } => {
                let hi = b.harbour_index[harbour as usize].unwrap_or(0) as usize;
                m("masters-action-build-factory")
                    .arg("harbour", n.pos(harbour))
                    .num("price", self.state.next_site_price(d, hi).unwrap_or(0))
            }
            Action::CompleteMission { mission, joker } => {
                joker_arg(m("masters-action-complete-assignment"), &n, joker)
                    .arg("mission", n.mission(mission))
            }
            Action::Pass if p.stage == Stage::Setup => m("masters-action-pass-setup"),
            Action::Pass => m("action-pass"),
            Action::CallColour { colour } => {
                m("action-call-colour").named("colour", NameKind::Colour, serde_id(&colour))
            }
            Action::SteerFork { to } => m("action-steer-fork").arg("pos", n.pos(to)),
            Action::PlayCard { card } => m("action-play-card").arg("card", card_arg(&card)),
            Action::LayCard { card } => m("action-lay-card").arg("card", card_arg(&card)),
            Action::SelectShip { ship } => m("action-select-ship").arg("ship", n.ship_detail(ship)),
            Action::SelectPosition { pos } => m("action-select-position").arg("pos", n.pos(pos)),
            _ => Message::unknown_action(action.to_json()),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (Message, &'static str) {
        let p = &self.state.public;
        if let Some(card) = p.card {
            return (
                card_stage_message(card.player, &card.card, &card.stage),
                "M-2",
            );
        }
        let (id, rule) = match p.stage {
            Stage::Ended => ("expect-game-over", "M-4"),
            Stage::Setup => ("masters-expect-setup", "M-1"),
            Stage::Auction => ("masters-expect-auction", "M-5"),
            Stage::Plan => ("masters-expect-plan", "M-2"),
            Stage::ShipOwner => ("masters-expect-ship-owner", "M-3.1"),
            Stage::Captain => ("masters-expect-captain", "M-3.2"),
            Stage::Fork => ("expect-fork", "C-2.4"),
            Stage::DeckHand => ("masters-expect-deck-hand", "M-3.3"),
            Stage::Factory => ("masters-expect-factory", "M-3.4"),
            Stage::Trader => ("masters-expect-trader", "M-3.5"),
            Stage::Build => ("masters-expect-build", "M-3.8"),
            Stage::After => ("masters-expect-after", "M-2"),
        };
        (Message::new(id), rule)
    }

    /// An event in words; `None` for events not worth a line. Give it the event as redacted
    /// for the viewer.
    pub fn describe_event(&self, event: &Event) -> Option<Message> {
        let n = self.namer();
        let m = Message::new;
        Some(match event {
            Event::FreeRawTaken { seat, raw } => m("masters-event-free-raw-taken")
                .seat("seat", *seat)
                .arg("raw", n.raw(*raw)),
            Event::BidMade { seat, amount } => m("masters-event-bid-made")
                .seat("seat", *seat)
                .num("amount", *amount),
            Event::HarbourMasterAuctioned { seat, paid } => m("masters-event-auctioned")
                .seat("seat", *seat)
                .num("paid", *paid),
            Event::CharacterChosen { seat, character } => m("masters-event-character-chosen")
                .seat("seat", *seat)
                .named("character", NameKind::Character, serde_id(character)),
            Event::CashTaken { seat, amount } => m("masters-event-cash-taken")
                .seat("seat", *seat)
                .num("amount", *amount),
            Event::RawBought { seat, raw, price } => m("masters-event-bought")
                .seat("seat", *seat)
                .arg("what", n.raw(*raw))
                .num("price", *price),
            Event::RawSold { seat, raw, price } => m("masters-event-sold")
                .seat("seat", *seat)
                .arg("what", n.raw(*raw))
                .num("price", *price),
            Event::CaptainBonus {
                captain,
                payer,
                ship,
            } => m("masters-event-captain-bonus")
                .seat("captain", *captain)
                .seat("payer", *payer)
                .num("ship", *ship),
            Event::ShippingTaken {
                seat,
                card,
                face_up,
            } => match (card, face_up) {
                (Some(c), true) => m("masters-event-shipping-face-up")
                    .seat("seat", *seat)
                    .arg("card", card_arg(c)),
                (Some(c), false) => m("masters-event-shipping-pile")
                    .seat("seat", *seat)
                    .arg("card", card_arg(c)),
                (None, _) => m("masters-event-shipping-pile-hidden").seat("seat", *seat),
            },
            Event::FactoryProduced {
                owner,
                harbour,
                site,
                product,
            } => {
                let msg = match product {
                    Some(p) => m("masters-event-factory-produced").arg("product", n.product(*p)),
                    None => m("masters-event-factory-produced-hidden"),
                };
                msg.seat("owner", *owner)
                    .arg("harbour", n.pos(*harbour))
                    .num("site", site + 1)
            }
            Event::ProductSold {
                seat,
                product,
                price,
            } => m("masters-event-sold")
                .seat("seat", *seat)
                .arg("what", n.product(*product))
                .num("price", *price),
            Event::ProductBought {
                seat,
                product,
                price,
            } => m("masters-event-bought")
                .seat("seat", *seat)
                .arg("what", n.product(*product))
                .num("price", *price),
            Event::ProductUnavailable { seat, product } => m("masters-event-product-unavailable")
                .seat("seat", *seat)
                .arg("product", n.product(*product)),
            Event::FactoryBuilt {
                seat,
                harbour,
                site,
                price,
            } => m("masters-event-factory-built")
                .seat("seat", *seat)
                .arg("harbour", n.pos(*harbour))
                .num("site", site + 1)
                .num("price", *price),
            _ => return family_event(&n, &self.data.base.accepts, event, FAMILY),
        })
    }
}
