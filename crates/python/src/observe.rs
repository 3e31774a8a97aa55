//! The observation tensor: a dense vector of floats built from one seat's [`View`] (and
//! nothing else, so it holds exactly what that seat may know, C-6), with a documented layout
//! per rule set and player count.
//!
//! # Encoding
//! A rule set's encoder writes named **fields** one after the other, always the same fields
//! of the same sizes for a rule set and player count (never depending on the state), so the
//! size is fixed ([`size`]) and [`layout`] lists every field with its offset. Three kinds of
//! field:
//! - `one-hot`: 1 at the value's place, all 0 for none (an absent ship, no offer);
//! - `counts` / `multi-hot`: one float per type or id (cards held per type; 1 per mission
//!   held or completed);
//! - `number`: the value as it is, not scaled (round, money, pile sizes).
//!
//! **Seats are relative to the viewer**: `seat+0` is the viewer, `seat+1` the next seat
//! clockwise, and so on; a seat inside a field (who is to act, an offer's addressee) is
//! written the same way, and ships are listed in that order too (the viewer's ships first,
//! by id). A spectator's view (no viewer) counts from seat 0 and has its own-hand fields all
//! 0. Board positions, missions, product piles and factory sites take as many places as the
//! rule set's built-in data has ([`Dims`]: every game of the package plays on it); products
//! and raw materials the action index's bounds (8, 4).
//!
//! Each rule set's fields are written by its own encoder, in `crate::rulesets::<id>`, from the
//! pieces in `crate::tensor`.

use std::sync::OnceLock;

use havenbaron_engine::{DataSet, Ruleset, View};

use crate::rulesets;
use crate::tensor::first_view;
pub use crate::tensor::{Dims, Field, Name, Writer};

impl Dims {
    /// The sizes of `ruleset`'s built-in data (computed once for every rule set).
    pub fn of(ruleset: Ruleset) -> Dims {
        static DIMS: OnceLock<[Dims; Ruleset::ALL.len()]> = OnceLock::new();
        let all = DIMS.get_or_init(|| {
            let data = DataSet::builtin();
            Ruleset::ALL.map(|r| (rulesets::of(r).dims)(&data))
        });
        let r = Ruleset::ALL.iter().position(|&x| x == ruleset);
        all[r.expect("listed")]
    }
}

/// Room for any layout while its size is measured.
const ROOM: usize = 1 << 14;

/// Writes `view` with its rule set's encoder.
fn write(view: &View, w: &mut Writer) {
    let ruleset = view.ruleset();
    (rulesets::of(ruleset).write)(w, view, Dims::of(ruleset))
}

/// The fields of a rule set's observation with `players` seats, in order.
pub fn layout(ruleset: Ruleset, players: u8) -> Vec<Field> {
    let mut room = vec![0f32; ROOM];
    let mut w = Writer::new(&mut room, true);
    write(&first_view(ruleset, players), &mut w);
    w.fields.expect("recorded")
}

/// Floats in an observation of `ruleset` with `players` seats (2 to 4).
pub fn size(ruleset: Ruleset, players: u8) -> usize {
    static SIZES: OnceLock<[[usize; 3]; Ruleset::ALL.len()]> = OnceLock::new();
    let sizes = SIZES.get_or_init(|| {
        Ruleset::ALL.map(|r| {
            [2, 3, 4].map(|n| {
                let mut room = vec![0f32; ROOM];
                let mut w = Writer::new(&mut room, false);
                write(&first_view(r, n), &mut w);
                w.at
            })
        })
    });
    let r = Ruleset::ALL
        .iter()
        .position(|&x| x == ruleset)
        .expect("listed");
    sizes[r][players as usize - 2]
}

/// Fills `out` (length [`size`] of the view's rule set and player count) with the encoding
/// of `view`.
pub fn encode(view: &View, out: &mut [f32]) {
    let mut w = Writer::new(out, false);
    write(view, &mut w);
    assert_eq!(
        w.at,
        w.out.len(),
        "an observation fills exactly its layout's size"
    );
}
