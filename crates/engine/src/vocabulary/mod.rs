//! The vocabulary of the games: ids, colours, cards and characters. It imports no other
//! module of the engine: `core`, the actions and events, and the rule sets all build on it
//! (layers point one way: vocabulary ← core ← rule sets ← dispatch).

pub mod cards;
pub mod ids;

pub use cards::{CardPile, Character, LockCard, LockEffect, NavCard, ShipCard};
pub use ids::{Colour, MissionId, PosId, ProductId, RawId, Seat, ShipId};
