//! The fixed bounds of the action index's fields (see [`crate::index`]), which the
//! observation's encoders share. Kept apart from the index so that each rule set's encoder
//! (`crate::rulesets::<id>`) can read them without depending on the index, which reads the
//! rule sets' lists of kinds.

pub const POSITIONS: u32 = 64;
pub const SHIPS: u32 = 16;
pub const RAWS: u32 = 4;
pub const PRODUCTS: u32 = 8;
pub const MISSIONS: u32 = 64;
pub const SEATS: u32 = 4;
/// Face-up shipping cards of Masters (M-3.3), plus one slot for the pile.
pub const DISPLAY: u32 = 3;
/// Factory sites in one harbour (Masters, M-3.4).
pub const SITES: u32 = 8;
/// Locks on the Antwerpen board.
pub const LOCKS: u32 = 8;
/// Masters' raise steps in the auction (M-5), in slot order.
pub const RAISES: [u16; 2] = [1, 5];
