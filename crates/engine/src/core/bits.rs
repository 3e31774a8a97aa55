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

/// Appends `item(i)` for each set bit `i < N` of `mask`, lowest first, without a branch that
/// depends on the bits. In random play how many entries a legal list gets is close to random,
/// and a loop over the set bits mispredicts its end nearly every time; this writes all `N`
/// candidates, each into the slot after the last one kept, copies the fixed-size buffer and cuts
/// the list back to what was kept (a fixed-size copy, where a variable one would branch on its
/// length).
#[inline]
pub fn extend_ones<T: Copy, const N: usize>(out: &mut Vec<T>, mask: u16, item: impl Fn(u8) -> T) {
    const { assert!(N <= 16, "a mask holds 16 entries") };
    let start = out.len();
    let mut buf = [item(0); N];
    let mut kept = 0;
    for i in 0..N {
        buf[kept] = item(i as u8);
        kept += (mask >> i & 1) as usize;
    }
    out.extend_from_slice(&buf);
    out.truncate(start + kept);
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

    #[test]
    fn extend_ones_appends_the_kept_entries_in_order_and_nothing_else() {
        for mask in 0..256u16 {
            let mut out = vec![100u8];
            extend_ones::<u8, 8>(&mut out, mask, |i| i * 2);
            let expected: Vec<u8> = std::iter::once(100)
                .chain(ones(mask).map(|i| i * 2))
                .collect();
            assert_eq!(out, expected, "mask {mask:#b}");
        }
        let mut out = Vec::new();
        extend_ones::<u8, 4>(&mut out, 0xFFF0, |i| i);
        assert!(out.is_empty(), "bits at or above N are not entries");
    }
}
