//! Whether the screens carry ANSI colour, and which colour each kind of mark gets.
//!
//! Colour is only ever added on top of text that reads the same without it: a channel is its
//! colour's letter, a lock its symbol. So a pipe, a file, a test or a person who set
//! `NO_COLOR` get the same screen as plain text.

use std::io::IsTerminal as _;

use havenbaron_engine::Colour;

/// Plain text, or text with ANSI colour codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    Plain,
    Ansi,
}

impl Paint {
    /// ANSI colour only when stdout is a terminal and `NO_COLOR` is not set to something
    /// (<https://no-color.org>: an empty `NO_COLOR` does not count).
    pub fn for_stdout() -> Paint {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        if std::io::stdout().is_terminal() && !no_color {
            Paint::Ansi
        } else {
            Paint::Plain
        }
    }
}

/// What a cell of the map shows, for its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    Plain,
    Channel(Colour),
    /// A harbour, dock or exit: the ends of the board.
    Port,
    Ship,
    LockOpen,
    LockClosed,
}

impl Ink {
    /// The SGR parameters of this ink; `None` for plain text.
    pub fn sgr(self) -> Option<&'static str> {
        Some(match self {
            Ink::Plain => return None,
            Ink::Channel(Colour::Red) => "31",
            Ink::Channel(Colour::Green) => "32",
            Ink::Channel(Colour::Yellow) => "33",
            Ink::Channel(Colour::Blue) => "34",
            Ink::Channel(Colour::Violet) => "35",
            Ink::Port => "1",
            Ink::Ship => "1;7",
            Ink::LockOpen => "1;32;7",
            Ink::LockClosed => "1;31;7",
        })
    }
}
