//! Seats and turn order.

/// A seat at the table, 0-based; play goes clockwise, i.e. to increasing seat numbers.
pub type Seat = u8;

/// The seat `k` places clockwise after `first`.
#[inline]
pub fn clockwise(first: Seat, k: u8, players: u8) -> Seat {
    (first + k) % players
}
