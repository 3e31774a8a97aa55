//! Piles of cards (C-4). A pile is a `Vec` of card ids with its top card at the end.
//! Shuffles use a ChaCha8 generator derived from the game seed and a shuffle counter, so a
//! game's state is plain data and the same seed always gives the same piles (C-5).

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// The generator for the `n`-th shuffle of a game seeded with `seed`.
pub fn shuffle_rng(seed: u64, n: u32) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(n as u64 + 1);
    rng
}

pub fn shuffle(cards: &mut [u8], seed: u64, n: u32) {
    cards.shuffle(&mut shuffle_rng(seed, n));
}

/// Takes the top card.
#[inline]
pub fn draw(pile: &mut Vec<u8>) -> Option<u8> {
    pile.pop()
}

#[inline]
pub fn top(pile: &[u8]) -> Option<u8> {
    pile.last().copied()
}

/// Puts a card under the pile (C-4: products go back under their harbour's pile).
#[inline]
pub fn put_under(pile: &mut Vec<u8>, card: u8) {
    pile.insert(0, card);
}

/// Expands per-type counts into a list of card ids (`counts[t]` copies of `t`).
pub fn expand(counts: &[u8]) -> Vec<u8> {
    counts
        .iter()
        .enumerate()
        .flat_map(|(t, &n)| std::iter::repeat_n(t as u8, n as usize))
        .collect()
}
