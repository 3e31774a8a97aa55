//! Seats and turn order.

pub use crate::vocabulary::Seat;

/// Seats at most in every rule set: states keep their per-seat lists in place for this many.
pub const MAX_SEATS: usize = 4;

/// The seat `k` places clockwise after `first`. Asked at every step (who acts now), so it
/// needs neither a division nor a branch that depends on the seats (which a random game makes
/// unpredictable): up to [`TURNS`] places round the table (Masters counts all of a round's
/// dock workers from the Harbour Master, a dozen places) it is read from a table.
#[inline]
pub fn clockwise(first: Seat, k: u8, players: u8) -> Seat {
    debug_assert!(
        (2..=MAX_SEATS).contains(&(players as usize)),
        "2 to 4 players"
    );
    let s = first as usize + k as usize;
    if s < TURNS {
        REMAINDERS[players as usize & 7][s]
    } else {
        (s % players as usize) as Seat
    }
}

/// Places round the table that [`clockwise`] reads from [`REMAINDERS`].
const TURNS: usize = 32;

/// `REMAINDERS[players][s]` is `s % players` (rows 0 and 1, and 5 to 7, are never read:
/// a game has 2 to 4 players).
const REMAINDERS: [[Seat; TURNS]; 8] = {
    let mut table = [[0; TURNS]; 8];
    let mut players = 2;
    while players <= MAX_SEATS {
        let mut s = 0;
        while s < TURNS {
            table[players][s] = (s % players) as Seat;
            s += 1;
        }
        players += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    #[test]
    fn clockwise_is_addition_modulo_the_players() {
        for players in 2..=4u8 {
            for first in 0..players {
                for k in 0..60u8 {
                    assert_eq!(super::clockwise(first, k, players), (first + k) % players);
                }
            }
        }
    }
}
