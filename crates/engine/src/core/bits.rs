//! Small bit sets over the entries of a count array. Legal-action lists walk card types and
//! characters at every step; testing each entry in turn mispredicts often enough to cost more
//! than the work behind it, so the entries are first gathered into a mask without a branch.

/// Bit `i` set where `keep(&items[i])` holds (at most 16 items).
#[inline]
pub fn mask_where<T, const N: usize>(items: &[T; N], keep: impl Fn(&T) -> bool) -> u16 {
    const { assert!(N <= 16, "a mask holds 16 entries") };
    items
        .iter()
        .enumerate()
        .fold(0u16, |m, (i, item)| m | (keep(item) as u16) << i)
}

/// Bit `i` set for each `i < n` (at most 16) where `keep(i)` holds.
#[inline]
pub fn mask_of(n: usize, keep: impl Fn(usize) -> bool) -> u16 {
    debug_assert!(n <= 16, "a mask holds 16 entries");
    (0..n).fold(0u16, |m, i| m | (keep(i) as u16) << i)
}

/// The indices of the set bits, lowest first.
#[inline]
pub fn ones(mask: u16) -> impl Iterator<Item = u8> {
    ones64(mask as u64)
}

/// The indices of the set bits of a 64-bit set, lowest first.
#[inline]
fn ones64(mut mask: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as u8;
        mask &= mask - 1;
        Some(i)
    })
}

/// The positions in a bit set over board positions (bit `p` for position `p`), lowest first:
/// data order.
#[inline]
pub fn positions(mask: u64) -> impl Iterator<Item = crate::core::board::PosId> {
    ones64(mask)
}

/// The ships in a bit set over ship ids, lowest id first.
#[inline]
pub fn ships(mask: u64) -> impl Iterator<Item = crate::core::fleet::ShipId> {
    ones64(mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ones_lists_the_entries_kept_in_order() {
        let counts = [0u8, 2, 0, 1, 0, 0, 0, 0, 5];
        let kept: Vec<u8> = ones(mask_where(&counts, |&n| n > 0)).collect();
        assert_eq!(kept, vec![1, 3, 8]);
        assert_eq!(ones(0).count(), 0);
    }
}
