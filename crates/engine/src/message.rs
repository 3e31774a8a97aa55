//! Words as data. The engine never writes a sentence: it names a message of the catalogue
//! (`crates/words/locales/<lang>/*.ftl`, Project Fluent) and gives its arguments, typed so
//! that each client can put them into words in its own language:
//!
//! - numbers stay numbers (the catalogue picks the plural form);
//! - seats stay seat numbers (each client names its players its own way);
//! - things of the game are named by kind and data id (`product` `jam`), looked up in the
//!   catalogue as `product-jam`; a replacement data file's id the catalogue lacks is shown
//!   as the id itself;
//! - a part of a sentence can be a message of its own, or a list of parts.
//!
//! JSON: `{"id":"action-place-ship","args":{"pos":{"name":{"kind":"position","id":"r3"}}}}`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::core::board::{Board, PosId};
use crate::core::fleet::Fleet;
use crate::core::goods::{Mission, Product, Raw};
use crate::core::seat::Seat;
use crate::event::Event;

/// One message of the catalogue with its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// What kind of thing a [`Arg::Name`] names; the catalogue id is `<kind>-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameKind {
    Position,
    Raw,
    Product,
    /// A navigation card (Rotterdam) or shipping card (Masters of Trade).
    Card,
    ShipCard,
    LockCard,
    Character,
    Colour,
    /// Antwerpen's card piles (`ship`, `lock`).
    Pile,
    /// An Antwerpen lock, by its name in the board file.
    Lock,
}

impl NameKind {
    /// Every kind, for catalogue checks.
    pub const ALL: [NameKind; 10] = [
        NameKind::Position,
        NameKind::Raw,
        NameKind::Product,
        NameKind::Card,
        NameKind::ShipCard,
        NameKind::LockCard,
        NameKind::Character,
        NameKind::Colour,
        NameKind::Pile,
        NameKind::Lock,
    ];

    /// The prefix of the catalogue ids of this kind, e.g. `ship-card` for `ship-card-anchor`.
    pub fn prefix(self) -> &'static str {
        match self {
            NameKind::Position => "position",
            NameKind::Raw => "raw",
            NameKind::Product => "product",
            NameKind::Card => "card",
            NameKind::ShipCard => "ship-card",
            NameKind::LockCard => "lock-card",
            NameKind::Character => "character",
            NameKind::Colour => "colour",
            NameKind::Pile => "pile",
            NameKind::Lock => "lock",
        }
    }
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// A number (counts, prices, points, rounds); the catalogue chooses plural forms by it.
    Number(i64),
    /// A seat, named by each client (a player's name, "seat 2 (greedy)", …).
    Seat(Seat),
    /// A thing of the game by kind and data id.
    Name { kind: NameKind, id: String },
    /// Text shown as it is, never translated (an action the data cannot name, as JSON).
    Text(String),
    /// A part of the sentence that is a message of its own.
    Message(Box<Message>),
    /// Parts joined by commas ("gasoline ×2, bread").
    List(Vec<Arg>),
    /// Parts joined by plus signs (a mission's products: "gasoline + jam").
    Sum(Vec<Arg>),
}

impl Message {
    pub fn new(id: impl Into<String>) -> Message {
        Message {
            id: id.into(),
            args: BTreeMap::new(),
        }
    }

    pub fn arg(mut self, name: &str, value: Arg) -> Message {
        self.args.insert(name.to_string(), value);
        self
    }

    pub fn num(self, name: &str, n: impl Into<i64>) -> Message {
        self.arg(name, Arg::Number(n.into()))
    }

    pub fn seat(self, name: &str, seat: Seat) -> Message {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn msg(self, name: &str, m: Message) -> Message {
        self.arg(name, Arg::Message(Box::new(m)))
    }

    pub fn named(self, name: &str, kind: NameKind, id: impl Into<String>) -> Message {
        self.arg(
            name,
            Arg::Name {
                kind,
                id: id.into(),
            },
        )
    }

    /// A message naming an action the data cannot name (ids out of range): its JSON.
    pub fn unknown_action(json: String) -> Message {
        Message::new("action-unknown").arg("json", Arg::Text(json))
    }
}

/// Short and language-free, for logs and `RuleError`'s text: `id(arg=value, …)`.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (k, v)) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{k}=")?;
            write_arg(f, v)?;
        }
        f.write_str(")")
    }
}

fn write_arg(f: &mut std::fmt::Formatter<'_>, arg: &Arg) -> std::fmt::Result {
    match arg {
        Arg::Number(n) => write!(f, "{n}"),
        Arg::Seat(s) => write!(f, "seat {s}"),
        Arg::Name { id, .. } => f.write_str(id),
        Arg::Text(t) => f.write_str(t),
        Arg::Message(m) => write!(f, "{m}"),
        Arg::List(items) | Arg::Sum(items) => {
            f.write_str("[")?;
            for (i, a) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write_arg(f, a)?;
            }
            f.write_str("]")
        }
    }
}

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

/// The events of Rotterdam and of Masters of Trade, which plays on the same board with the
/// same cards; `masters` picks its words where they differ (assignments, the market, shipping
/// cards).
pub(crate) fn family_event(
    n: &Namer,
    accepts: &[Option<u8>],
    event: &Event,
    masters: bool,
) -> Option<Message> {
    if let Some(m) = n.common_event(event) {
        return Some(m);
    }
    let m = |id: &str| Message::new(id);
    let game = if masters { "masters" } else { "rotterdam" };
    Some(match event {
        Event::RoundStarted {
            round,
            harbour_master,
        } => m("event-round-started")
            .num("round", *round)
            .seat("seat", *harbour_master),
        Event::PhaseStarted { phase } => m("rotterdam-event-phase-started").num("phase", *phase),
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
            Some(c) => m("rotterdam-event-card-drawn")
                .seat("seat", *seat)
                .arg("card", card_arg(c)),
            None => m("rotterdam-event-card-drawn-hidden").seat("seat", *seat),
        },
        Event::NavCardRefused { seat } => m("rotterdam-event-card-refused").seat("seat", *seat),
        Event::NavPileReshuffled { cards } => {
            m(&format!("{game}-event-pile-reshuffled")).num("cards", *cards)
        }
        Event::ShipUnloaded { .. } => return unloaded_event(n, accepts, event, masters),
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
/// but Masters of Trade's wrong cargo (it goes to stock).
pub(crate) fn unloaded_event(
    n: &Namer,
    accepts: &[Option<u8>],
    event: &Event,
    masters: bool,
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
        (Some(_), false, _) if masters => "masters-event-unloaded-wrong",
        (Some(_), false, _) => "event-unloaded-wrong",
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
