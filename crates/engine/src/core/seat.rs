//! Seats and turn order.

pub use crate::vocabulary::Seat;

/// The seat `k` places clockwise after `first`.
#[inline]
pub fn clockwise(first: Seat, k: u8, players: u8) -> Seat {
    (first + k) % players
}
