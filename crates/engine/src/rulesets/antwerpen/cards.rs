//! Antwerpen's ship cards (RULES A-8), lock cards and the two piles an anchor offers
//! defined with the other cards in the vocabulary.

pub use crate::vocabulary::{CardPile, LockCard, LockEffect, ShipCard};
