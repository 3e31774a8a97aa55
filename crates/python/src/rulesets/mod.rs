//! The one place in the package that lists the rule sets. Each rule set's part of the package
//! lives in its own file here: the kinds of action its index holds and its observation encoder
//! (the fields it writes, and the sizes of its data they follow). Everything else (the index,
//! the observation, the game, the batch, the bindings) reaches a rule set through [`of`].
//!
//! A new rule set adds its file and one line to [`of`]; `tests/layouts.rs` then pins its
//! layouts once blessed, and the engine's registry test checks that it is listed here.

mod antwerpen;
mod masters;
mod rotterdam;

use havenbaron_engine::{DataSet, Ruleset, View};

use crate::tensor::{Dims, Writer};

/// The rule set a game or batch plays when Python names none (`havenbaron.Game()`).
pub const DEFAULT: Ruleset = Ruleset::Rotterdam;

/// One rule set's part of the package.
pub struct Encoding {
    /// The kinds of action (positions in [`crate::index::KINDS`]) its index holds, in index
    /// order.
    pub kinds: &'static [usize],
    /// The sizes of its built-in data that its observation follows.
    pub dims: fn(&DataSet) -> Dims,
    /// Writes the observation of one of its views (another rule set's view is a bug).
    pub write: fn(&mut Writer, &View, Dims),
}

/// The part of `ruleset`.
pub fn of(ruleset: Ruleset) -> &'static Encoding {
    match ruleset {
        Ruleset::Rotterdam => &rotterdam::ENCODING,
        Ruleset::Masters => &masters::ENCODING,
        Ruleset::Antwerpen => &antwerpen::ENCODING,
    }
}
