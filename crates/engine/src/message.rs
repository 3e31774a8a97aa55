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

use crate::vocabulary::Seat;

/// One message of the catalogue with its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Message {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// What kind of thing a [`Arg::Name`] names; the catalogue id is `<kind>-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
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
