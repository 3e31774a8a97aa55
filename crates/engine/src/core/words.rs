//! Putting the game's things into message arguments: names from a rule set's data (positions,
//! goods, ships, missions) and the words for events and card steps that several rule sets
//! share. The message types themselves are vocabulary (`crate::message`); this part needs the
//! board and the fleet, so it lives in `core`.

use serde::Serialize;

use crate::core::board::{Board, PosId};
use crate::core::fleet::Fleet;
use crate::core::goods::{Mission, Product, Raw};
use crate::core::seat::Seat;
use crate::event::Event;
use crate::message::{Arg, Message, NameKind};

/// The data id of an enum value of the engine (its JSON string), e.g. `swap_cargo`.
pub(crate) fn serde_id<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// Names from a rule set's data, as message arguments. An id the data lacks (an action from
/// outside) becomes its number as text.
pub(crate) struct Namer<'a> {
    pub board: &'a Board,
    pub raws: &'a [Raw],
    pub products: &'a [Product],
    pub missions: &'a [Mission],
    pub fleet: &'a Fleet,
    /// Antwerpen's locks, by name; empty elsewhere.
    pub locks: &'a [String],
}

impl Namer<'_> {
    fn name_or_number(kind: NameKind, id: Option<&String>, n: u8) -> Arg {
        Arg::Name {
            kind,
            id: id.cloned().unwrap_or_else(|| format!("#{n}")),
        }
    }

    pub fn pos(&self, p: PosId) -> Arg {
        Namer::name_or_number(
            NameKind::Position,
            self.board.positions.get(p as usize).map(|x| &x.id),
            p,
        )
    }

    pub fn raw(&self, r: u8) -> Arg {
        Namer::name_or_number(NameKind::Raw, self.raws.get(r as usize).map(|x| &x.id), r)
    }

    pub fn product(&self, p: u8) -> Arg {
        Namer::name_or_number(
            NameKind::Product,
            self.products.get(p as usize).map(|x| &x.id),
            p,
        )
    }

    pub fn lock(&self, l: u8) -> Arg {
        Namer::name_or_number(NameKind::Lock, self.locks.get(l as usize), l)
    }

    /// A ship's cargo: `cargo-loaded` with the raw material, or `cargo-empty`.
    pub fn cargo(&self, cargo: Option<u8>) -> Arg {
        msg_arg(match cargo {
            Some(c) => Message::new("cargo-loaded").arg("raw", self.raw(c)),
            None => Message::new("cargo-empty"),
        })
    }

    /// A mission: `mission` with its products (`Sum`) and points.
    pub fn mission(&self, m: u8) -> Arg {
        let Some(mission) = self.missions.get(m as usize) else {
            return Arg::Text(format!("#{m}"));
        };
        msg_arg(
            Message::new("mission")
                .arg(
                    "products",
                    Arg::Sum(mission.products.iter().map(|&p| self.product(p)).collect()),
                )
                .num("points", mission.points),
        )
    }

    /// A list of product cards (one id per card), counted per product: `List` of
    /// `counted` messages, or the message `nothing`.
    pub fn product_list(&self, list: &[u8]) -> Arg {
        let mut counts: Vec<(u8, i64)> = Vec::new();
        for &p in list {
            match counts.iter_mut().find(|(q, _)| *q == p) {
                Some((_, n)) => *n += 1,
                None => counts.push((p, 1)),
            }
        }
        counts.sort();
        if counts.is_empty() {
            return msg_arg(Message::new("nothing"));
        }
        Arg::List(
            counts
                .into_iter()
                .map(|(p, n)| {
                    msg_arg(
                        Message::new("counted")
                            .arg("what", self.product(p))
                            .num("n", n),
                    )
                })
                .collect(),
        )
    }

    /// A ship with its owner: `ship-of`, or `ship` when the fleet lacks it.
    pub fn ship(&self, id: u8) -> Arg {
        match self.fleet.ships.get(id as usize) {
            Some(s) => msg_arg(
                Message::new("ship-of")
                    .num("ship", id)
                    .seat("owner", s.owner),
            ),
            None => msg_arg(Message::new("ship").num("ship", id)),
        }
    }

    /// A ship with owner, place and cargo (a choice between ships).
    pub fn ship_detail(&self, id: u8) -> Arg {
        match self.fleet.ships.get(id as usize) {
            Some(s) => msg_arg(
                Message::new("ship-detail")
                    .num("ship", id)
                    .seat("owner", s.owner)
                    .arg(
                        "at",
                        s.pos
                            .map_or_else(|| msg_arg(Message::new("in-supply")), |p| self.pos(p)),
                    )
                    .arg("cargo", self.cargo(s.cargo)),
            ),
            None => msg_arg(Message::new("ship").num("ship", id)),
        }
    }

    /// The events every rule set words the same way; `None` for the others.
    pub fn common_event(&self, event: &Event) -> Option<Message> {
        use crate::event::Event as E;
        let m = Message::new;
        Some(match event {
            E::ColourCalled { seat, colour } => m("event-colour-called").seat("seat", *seat).named(
                "colour",
                NameKind::Colour,
                serde_id(colour),
            ),
            E::ShipMoved { ship, from, to } => m(if to < from {
                "event-ship-moved-back"
            } else {
                "event-ship-moved"
            })
            .arg("ship", self.ship(*ship))
            .arg("from", self.pos(*from))
            .arg("to", self.pos(*to)),
            E::CargoSwapped { a, b } => m("event-cargo-swapped")
                .arg("a", self.ship(*a))
                .arg("b", self.ship(*b)),
            E::ProductBuried { harbour, product } => m("event-product-buried")
                .arg("harbour", self.pos(*harbour))
                .arg("product", self.product(*product)),
            E::OfferSent {
                from,
                to,
                give,
                ask,
            } => m("event-offer-sent")
                .seat("from", *from)
                .seat("to", *to)
                .arg("give", self.product_list(give))
                .arg("ask", self.product_list(ask)),
            E::OfferAccepted { from, to } => m("event-offer-accepted")
                .seat("from", *from)
                .seat("to", *to),
            E::OfferDeclined { from, to } => m("event-offer-declined")
                .seat("from", *from)
                .seat("to", *to),
            E::OfferWithdrawn { seat } => m("event-offer-withdrawn").seat("seat", *seat),
            E::MissionDrawn { seat, mission } => match mission {
                Some(x) => m("event-mission-drawn")
                    .seat("seat", *seat)
                    .arg("mission", self.mission(*x)),
                None => m("event-mission-drawn-hidden").seat("seat", *seat),
            },
            _ => return None,
        })
    }
}

pub(crate) fn msg_arg(m: Message) -> Arg {
    Arg::Message(Box::new(m))
}

/// A navigation (shipping) card as an argument.
pub(crate) fn card_arg(card: &crate::core::navigation::NavCard) -> Arg {
    Arg::Name {
        kind: NameKind::Card,
        id: serde_id(card),
    }
}

/// A navigation card being played and the choice it waits for (R-6; Masters of Trade M-2
/// plays the same cards).
pub(crate) fn card_stage_message(
    player: Seat,
    card: &crate::core::navigation::NavCard,
    stage: &crate::core::navigation::CardStage,
) -> Message {
    let base = Message::new("expect-card")
        .seat("seat", player)
        .arg("card", card_arg(card));
    let what = match *stage {
        crate::core::navigation::CardStage::Place => Message::new("card-stage-place"),
        crate::core::navigation::CardStage::Ship => Message::new("card-stage-ship"),
        crate::core::navigation::CardStage::SecondShip { first } => {
            Message::new("card-stage-second-ship").num("ship", first)
        }
        crate::core::navigation::CardStage::Back { ship, steps } => Message::new("card-stage-back")
            .num("ship", ship)
            .num("steps", steps),
        crate::core::navigation::CardStage::Receiver { source } => {
            Message::new("card-stage-receiver").num("ship", source)
        }
        crate::core::navigation::CardStage::ReceiverStart { source } => {
            Message::new("card-stage-receiver-start").num("ship", source)
        }
    };
    base.msg("what", what)
}

/// `joker` as an argument: `with-joker` and the product it stands in for, or `no-joker`.
pub(crate) fn joker_arg(m: Message, n: &Namer, joker: Option<u8>) -> Message {
    m.msg(
        "joker",
        match joker {
            Some(p) => Message::new("with-joker").arg("product", n.product(p)),
            None => Message::new("no-joker"),
        },
    )
}

/// Where the words of a rule set of the base game's family (one that plays on the base game's
/// board with its navigation cards, D-3) are in the catalogue: the rule set names them, so
/// this module names no rule set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Family {
    /// The prefix of the rule set's own words for the events it words its own way (a cargo
    /// returned, the pile reshuffled, a mission completed): its id.
    pub own: &'static str,
    /// The prefix of the base game's words, which the family shares (a phase started, a
    /// navigation card drawn or refused).
    pub base: &'static str,
    /// The message of a ship unloading the wrong cargo.
    pub wrong_cargo: &'static str,
}

/// The events of the base game's family, which play on the same board with the same cards;
/// `family` picks the rule set's words where they differ (assignments, the market, shipping
/// cards).
pub(crate) fn family_event(
    n: &Namer,
    accepts: &[Option<u8>],
    event: &Event,
    family: Family,
) -> Option<Message> {
    if let Some(m) = n.common_event(event) {
        return Some(m);
    }
    let m = |id: &str| Message::new(id);
    let (game, base) = (family.own, family.base);
    Some(match event {
        Event::RoundStarted {
            round,
            harbour_master,
        } => m("event-round-started")
            .num("round", *round)
            .seat("seat", *harbour_master),
        Event::PhaseStarted { phase } => {
            m(&format!("{base}-event-phase-started")).num("phase", *phase)
        }
        Event::Passed { seat } => m("event-passed").seat("seat", *seat),
        Event::ShipPlaced {
            seat,
            ship,
            pos,
            cargo,
        } => m("event-ship-placed")
            .seat("seat", *seat)
            .num("ship", *ship)
            .arg("pos", n.pos(*pos))
            .arg("cargo", n.cargo(*cargo)),
        Event::CardPlayed { seat, card } => m("event-card-played")
            .seat("seat", *seat)
            .arg("card", card_arg(card)),
        Event::CardLaid { seat, card } => m("event-card-laid")
            .seat("seat", *seat)
            .arg("card", card_arg(card)),
        Event::CargoMoved {
            from_ship,
            to_ship,
            cargo,
        } => m("event-cargo-moved")
            .arg("cargo", n.raw(*cargo))
            .arg("from", n.ship(*from_ship))
            .arg("to", n.ship(*to_ship)),
        Event::CargoReturned { ship, cargo } => m(&format!("{game}-event-cargo-returned"))
            .arg("cargo", n.raw(*cargo))
            .arg("ship", n.ship(*ship)),
        Event::NavCardDrawn { seat, card } => match card {
            Some(c) => m(&format!("{base}-event-card-drawn"))
                .seat("seat", *seat)
                .arg("card", card_arg(c)),
            None => m(&format!("{base}-event-card-drawn-hidden")).seat("seat", *seat),
        },
        Event::NavCardRefused { seat } => {
            m(&format!("{base}-event-card-refused")).seat("seat", *seat)
        }
        Event::NavPileReshuffled { cards } => {
            m(&format!("{game}-event-pile-reshuffled")).num("cards", *cards)
        }
        Event::ShipUnloaded { .. } => return unloaded_event(n, accepts, event, family.wrong_cargo),
        Event::MissionCompleted {
            seat,
            mission,
            joker,
            points,
        } => joker_arg(m(&format!("{game}-event-mission-completed")), n, *joker)
            .seat("seat", *seat)
            .arg("mission", n.mission(*mission))
            .num("points", *points),
        Event::GameEnded { capped: true } => m("event-game-ended-round-cap"),
        Event::GameEnded { capped: false } => m("event-game-ended"),
        _ => return None,
    })
}

/// A ship unloading in a harbour (R-3 phase 4, M-3.4, A-6), the same words in every rule set
/// but a wrong cargo's, `wrong_cargo` (in Masters of Trade it goes to stock).
pub(crate) fn unloaded_event(
    n: &Namer,
    accepts: &[Option<u8>],
    event: &Event,
    wrong_cargo: &'static str,
) -> Option<Message> {
    let m = Message::new;
    let Event::ShipUnloaded {
        seat,
        ship,
        harbour,
        cargo,
        got_card,
        product,
        ..
    } = event
    else {
        return None;
    };
    let id = match (cargo, got_card, product) {
        (None, _, _) => "event-unloaded-empty",
        (Some(_), true, Some(_)) => "event-unloaded-product",
        (Some(_), true, None) => "event-unloaded-card",
        (Some(c), false, _) if accepts.get(*harbour as usize) == Some(&Some(*c)) => {
            "event-unloaded-pile-empty"
        }
        (Some(_), false, _) => wrong_cargo,
    };
    let mut msg = m(id)
        .seat("seat", *seat)
        .num("ship", *ship)
        .arg("harbour", n.pos(*harbour));
    if let Some(c) = cargo {
        msg = msg.arg("cargo", n.raw(*c));
    }
    if let (Some(p), true) = (product, got_card) {
        msg = msg.arg("product", n.product(*p));
    }
    Some(msg)
}
