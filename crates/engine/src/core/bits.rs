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

/// Bit `i` set where `counts[i] > 0`.
///
/// Counts of cards and units are small, so up to 16 of them are read as two words and judged
/// all at once, a byte per entry ([`mask_where`] judges them one at a time, a few instructions
/// each, and the hottest legal lists ask this at nearly every step). Every count must be below
/// 128.
#[inline]
pub fn nonzero<const N: usize>(counts: &[u8; N]) -> u16 {
    let (lo, hi) = words(counts);
    byte_bits(nonzero_bytes(lo)) | byte_bits(nonzero_bytes(hi)) << 8
}

/// Bit `i` set where `counts[i] == 0` (`i < N`); counts below 128.
#[inline]
pub fn zero<const N: usize>(counts: &[u8; N]) -> u16 {
    !nonzero(counts) & low_bits(N)
}

/// Bit `i` set where `a[i] > b[i]`; every entry below 128.
#[inline]
pub fn greater<const N: usize>(a: &[u8; N], b: &[u8; N]) -> u16 {
    let ((a_lo, a_hi), (b_lo, b_hi)) = (words(a), words(b));
    byte_bits(greater_bytes(a_lo, b_lo)) | byte_bits(greater_bytes(a_hi, b_hi)) << 8
}

/// Bit `i` set where `counts[i] < limit`; counts and limit below 128.
#[inline]
pub fn below<const N: usize>(counts: &[u8; N], limit: u8) -> u16 {
    greater(&[limit; N], counts)
}

/// The sum of up to 16 counts whose sum is below 256.
#[inline]
pub fn sum<const N: usize>(counts: &[u8; N]) -> u8 {
    let (lo, hi) = words(counts);
    let add = |w: u64| (w.wrapping_mul(ONES) >> 56) as u8;
    add(lo).wrapping_add(add(hi))
}

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The entries as two little-endian words, byte `i` of the pair for entry `i`, zero beyond `N`.
#[inline(always)]
fn words<const N: usize>(counts: &[u8; N]) -> (u64, u64) {
    const { assert!(N <= 16, "two words hold 16 entries") };
    debug_assert!(counts.iter().all(|&n| n < 128), "counts below 128");
    let mut bytes = [0u8; 16];
    bytes[..N].copy_from_slice(counts);
    let (lo, hi) = bytes.split_at(8);
    (
        u64::from_le_bytes(lo.try_into().expect("8 bytes")),
        u64::from_le_bytes(hi.try_into().expect("8 bytes")),
    )
}

/// The high bit of each byte set where that byte is not zero (bytes below 128).
#[inline(always)]
fn nonzero_bytes(w: u64) -> u64 {
    (w + !HIGH) & HIGH
}

/// The high bit of each byte set where `a`'s byte is greater than `b`'s (bytes below 128):
/// `128 + a - (b + 1)` keeps its high bit exactly then, and never borrows from the next byte.
#[inline(always)]
fn greater_bytes(a: u64, b: u64) -> u64 {
    ((a | HIGH) - (b + ONES)) & HIGH
}

/// Bit `i` for the high bit of byte `i`: the multiplication moves each byte's bit to its own
/// place in the top byte, and no two partial products meet.
#[inline(always)]
fn byte_bits(high: u64) -> u16 {
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u16
}

/// The lowest `n` bits (`n <= 16`).
#[inline(always)]
fn low_bits(n: usize) -> u16 {
    ((1u32 << n) - 1) as u16
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

/// Appends `item(i)` for each set bit `i < N` (`N <= 8`) of `mask`, lowest first, without a
/// branch that depends on the bits. In random play how many entries a legal list gets is close
/// to random, and a loop over the set bits mispredicts its end nearly every time; this reads
/// the set bits' indices from a table, writes `N` entries into a fixed-size buffer, appends it
/// whole and cuts the list back to the entries kept (a fixed-size copy, where a variable one
/// would branch on its length).
#[inline]
pub fn extend_ones<T: Copy, const N: usize>(out: &mut Vec<T>, mask: u16, item: impl Fn(u8) -> T) {
    const { assert!(N <= 8, "the tables hold 8 entries") };
    let mask = (mask & ((1u16 << N) - 1)) as usize;
    let at = &SET_BITS[mask];
    let buf: [T; N] = std::array::from_fn(|j| item(at[j]));
    let kept = out.len() + SET_COUNT[mask] as usize;
    out.extend_from_slice(&buf);
    out.truncate(kept);
}

/// `SET_BITS[m]`: the indices of the set bits of `m`, lowest first, then zeros.
static SET_BITS: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut m = 0;
    while m < 256 {
        let (mut i, mut k) = (0, 0);
        while i < 8 {
            if m >> i & 1 != 0 {
                table[m][k] = i as u8;
                k += 1;
            }
            i += 1;
        }
        m += 1;
    }
    table
};

/// `SET_COUNT[m]`: how many bits of `m` are set (a table: `count_ones` is a dozen
/// instructions on the baseline x86-64 without `popcnt`).
static SET_COUNT: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut m = 0;
    while m < 256 {
        table[m] = (m as u32).count_ones() as u8;
        m += 1;
    }
    table
};

/// The positions in a bit set over board positions (bit `p` for position `p`), lowest first:
/// data order.
#[inline]
pub fn positions(mask: u64) -> impl Iterator<Item = crate::vocabulary::PosId> {
    ones64(mask)
}

/// The ships in a bit set over ship ids, lowest id first.
#[inline]
pub fn ships(mask: u64) -> impl Iterator<Item = crate::vocabulary::ShipId> {
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
    fn byte_sets_agree_with_judging_each_entry() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for round in 0..20_000 {
            // Mostly small counts, as in play, with the edges now and then.
            let mut a = [0u8; 9];
            let mut b = [0u8; 9];
            for i in 0..9 {
                let (x, y) = (next(), next());
                a[i] = if x % 7 == 0 {
                    (x >> 8) as u8 & 127
                } else {
                    (x >> 8) as u8 % 4
                };
                b[i] = if y % 7 == 0 {
                    (y >> 8) as u8 & 127
                } else {
                    (y >> 8) as u8 % 4
                };
            }
            let limit = (next() % 128) as u8;
            assert_eq!(nonzero(&a), mask_where(&a, |&n| n > 0), "{a:?}");
            assert_eq!(zero(&a), mask_where(&a, |&n| n == 0), "{a:?}");
            assert_eq!(
                greater(&a, &b),
                mask_of(9, |i| a[i] > b[i]),
                "{a:?} > {b:?}"
            );
            assert_eq!(
                below(&a, limit),
                mask_where(&a, |&n| n < limit),
                "{a:?} < {limit}"
            );
            let small = a.map(|n| n % 28);
            assert_eq!(
                sum(&small) as u32,
                small.iter().map(|&n| n as u32).sum::<u32>()
            );
            let eight: [u8; 8] = a[..8].try_into().unwrap();
            assert_eq!(
                nonzero(&eight),
                mask_where(&eight, |&n| n > 0),
                "round {round}"
            );
        }
        assert_eq!(nonzero(&[127u8; 16]), u16::MAX);
        assert_eq!(zero(&[0u8; 16]), u16::MAX);
        assert_eq!(greater(&[127u8; 16], &[126u8; 16]), u16::MAX);
        assert_eq!(greater(&[0u8; 16], &[127u8; 16]), 0);
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
