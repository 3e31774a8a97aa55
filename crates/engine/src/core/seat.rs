//! Seats and turn order.

pub use crate::vocabulary::Seat;

/// Seats at most in every rule set: states keep their per-seat lists in place for this many.
pub const MAX_SEATS: usize = 4;

/// The seat `k` places clockwise after `first`.
#[inline]
pub fn clockwise(first: Seat, k: u8, players: u8) -> Seat {
    (first + k) % players
}
