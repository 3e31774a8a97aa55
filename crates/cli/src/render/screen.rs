//! The catalogue at hand ([`Screen`]) and the few helpers it is made of: what every part of a
//! screen draws with, the map ([`super::map`]) as much as the panels ([`super::common`] and
//! the rule sets' modules).

use havenbaron_engine::core::board::PosId;
use havenbaron_engine::{Arg, Colour, Message, NameKind};
use havenbaron_words::Words;
use serde::Serialize;

use super::paint::Paint;
use super::{Names, Seats};

/// One screen's means of saying things: the catalogue, the data's names, the seats' labels,
/// and whether it may use colour.
#[derive(Clone, Copy)]
pub struct Screen<'a> {
    pub words: &'a Words,
    pub names: Names<'a>,
    pub seats: &'a Seats,
    pub paint: Paint,
}

/// The data id of an engine enum value (its JSON string), e.g. `swap_cargo`: the catalogue
/// names cards, characters and colours by it.
pub fn serde_id<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// A thing of the game by kind and id, as a message argument.
pub fn name(kind: NameKind, id: impl Into<String>) -> Arg {
    Arg::Name {
        kind,
        id: id.into(),
    }
}

pub fn msg_arg(m: Message) -> Arg {
    Arg::Message(Box::new(m))
}

impl<'a> Screen<'a> {
    /// A message in words, seats named by their labels ("seat 2 (greedy)").
    pub fn say(&self, m: Message) -> String {
        self.words.format(&m, &|s| self.seats.label(s).to_string())
    }

    /// A message without arguments in words.
    pub fn text(&self, id: &str) -> String {
        self.words.text(id)
    }

    /// An argument in words.
    pub fn arg(&self, a: &Arg) -> String {
        self.words
            .format_arg(a, &|s| self.seats.label(s).to_string())
    }

    pub fn raw(&self, r: u8) -> Arg {
        name(NameKind::Raw, self.names.raw(r))
    }

    pub fn product(&self, p: u8) -> Arg {
        name(NameKind::Product, self.names.product(p))
    }

    pub fn pos(&self, p: PosId) -> Arg {
        name(NameKind::Position, self.names.pos(p))
    }

    pub fn lock(&self, l: u8) -> Arg {
        name(NameKind::Lock, self.names.lock(l))
    }

    pub fn colour(&self, c: Colour) -> Arg {
        name(NameKind::Colour, serde_id(&c))
    }

    /// A card, character or pile of the engine's vocabulary, by its serde id.
    pub fn thing<T: Serialize>(&self, kind: NameKind, value: &T) -> Arg {
        name(kind, serde_id(value))
    }

    /// A mission (assignment) with its products and points, e.g. "gasoline + jam (6 pts)".
    pub fn mission(&self, m: u8) -> Arg {
        let Some(mission) = self.names.mission(m) else {
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

    /// A list of parts, or the message `empty` (e.g. `none`) when there are none.
    pub fn list_or(&self, items: Vec<Arg>, empty: &str) -> Arg {
        if items.is_empty() {
            msg_arg(Message::new(empty))
        } else {
            Arg::List(items)
        }
    }
}

/// Lock on a channel, as (name, open); `None` when the channel has none.
pub type LockAt<'a> = &'a dyn Fn(PosId, PosId) -> Option<(Arg, bool)>;
