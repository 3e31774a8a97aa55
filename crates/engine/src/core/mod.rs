//! What the three games share: the board graph and sailing, fleets, piles, seats, event sinks
//! and reveal points, and data loading.

pub mod bits;
pub mod board;
pub mod completion;
pub mod data;
pub mod deck;
pub mod fleet;
pub mod goods;
pub mod inline;
pub mod market;
pub mod material;
pub mod navigation;
pub mod reveal;
pub mod rules;
pub mod sailing;
pub mod seat;
pub mod sink;
pub mod trade;
pub mod words;
