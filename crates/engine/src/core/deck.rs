//! Piles of cards (C-4). A pile is a list of card ids (an [`InlineVec`]) with its top card at
//! the end.
//! Shuffles use a ChaCha8 generator derived from the game seed and a shuffle counter, so a
//! game's state is plain data and the same seed always gives the same piles (C-5).

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::core::board::Board;
use crate::core::goods::{MissionList, Product, ProductPile, ProductPiles};
use crate::core::inline::InlineVec;

/// Cards in a navigation, shipping, ship or lock card pile at most.
pub const MAX_DECK: usize = 64;

/// A navigation, shipping, ship or lock card pile, top card last.
pub type CardPile = InlineVec<u8, MAX_DECK>;

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
pub fn draw<const N: usize>(pile: &mut InlineVec<u8, N>) -> Option<u8> {
    pile.pop()
}

#[inline]
pub fn top(pile: &[u8]) -> Option<u8> {
    pile.last().copied()
}

/// Puts a card under the pile (C-4: products go back under their harbour's pile).
#[inline]
pub fn put_under<const N: usize>(pile: &mut InlineVec<u8, N>, card: u8) {
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

/// Draws up to `n` cards from the top, in the order drawn.
pub fn draw_n<const N: usize, const K: usize>(
    pile: &mut InlineVec<u8, N>,
    n: usize,
) -> InlineVec<u8, K> {
    (0..n).filter_map(|_| pile.pop()).collect()
}

/// Setup dealing (C-4, C-5), the same in every rule set: each pile is shuffled in turn by the
/// game's seed and a shuffle counter, which later reshuffles continue.
pub struct Dealer {
    pub seed: u64,
    /// Shuffles so far (stored in the state so reshuffles go on from here).
    pub shuffles: u32,
}

impl Dealer {
    pub fn new(seed: u64) -> Dealer {
        Dealer { seed, shuffles: 0 }
    }

    /// `cards` shuffled, as a pile (they fit: data loading checks the capacities).
    pub fn shuffled<const N: usize>(&mut self, mut cards: Vec<u8>) -> InlineVec<u8, N> {
        shuffle(&mut cards, self.seed, self.shuffles);
        self.shuffles += 1;
        InlineVec::from_slice(&cards)
    }

    /// One product pile per harbour, in board order, each product with its copies (D-2).
    pub fn product_piles(&mut self, board: &Board, products: &[Product]) -> ProductPiles {
        board
            .harbours()
            .iter()
            .map(|&h| {
                let pile: Vec<u8> = products
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.harbour == h)
                    .flat_map(|(i, p)| std::iter::repeat_n(i as u8, p.copies as usize))
                    .collect();
                self.shuffled::<{ ProductPile::CAPACITY }>(pile)
            })
            .collect()
    }

    /// Every mission (or assignment) once.
    pub fn mission_pile(&mut self, missions: usize) -> MissionList {
        self.shuffled((0..missions as u8).collect())
    }

    /// Cards given as counts per type (navigation, ship or lock cards).
    pub fn counted_pile(&mut self, counts: &[u8]) -> CardPile {
        self.shuffled(expand(counts))
    }
}
