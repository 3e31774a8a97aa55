//! Seats and turn order.

pub use crate::vocabulary::Seat;

/// Seats at most in every rule set: states keep their per-seat lists in place for this many.
pub const MAX_SEATS: usize = 4;

/// The seat `k` places clockwise after `first`. Asked at every step (who acts now), so the
/// usual case, less than a full turn round the table, needs neither a division nor a branch
/// that depends on the seats (which a random game makes unpredictable).
#[inline]
pub fn clockwise(first: Seat, k: u8, players: u8) -> Seat {
    let s = first + k;
    let s = s - players * (s >= players) as u8;
    if s < players { s } else { s % players }
}

#[cfg(test)]
mod tests {
    #[test]
    fn clockwise_is_addition_modulo_the_players() {
        for players in 2..=4u8 {
            for first in 0..players {
                for k in 0..20u8 {
                    assert_eq!(super::clockwise(first, k, players), (first + k) % players);
                }
            }
        }
    }
}
