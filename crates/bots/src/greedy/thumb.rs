//! What a rule of thumb is ([`RuleOfThumb`]) and what it reads ([`Sight`]): the shape each rule
//! set's rule of thumb (under `rulesets/`) fills in, below both the registry that lists them
//! and the bots that ask them.

use std::sync::Arc;

use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::trade::Offer;
use havenbaron_engine::{Action, Rules, Seat};

/// Product piles a [`Sight`] counts (one per harbour, at most).
pub(crate) const MAX_PILES: usize = 16;

/// What one seat knows of a game, borrowed: the public part, the seat's own hand and its own
/// offer draft, and the pile sizes (C-6). A `View` gives it at a table (`greedy` decides
/// from its view); a sampled game and a seat give the same without building anything (the
/// search's playouts). Nothing in it is another seat's hidden card, so the rule of thumb reads
/// the same knowledge either way: the playout policy is `greedy` itself.
pub(crate) struct Sight<'a, P, H> {
    /// The seat (a spectator's view counts as seat 0's table, without a hand).
    pub me: Seat,
    pub public: &'a P,
    /// The ships: `public`'s fleet, or a what-if copy of it (see Antwerpen's `sent_astray`).
    pub fleet: &'a Fleet,
    pub hand: Option<&'a H>,
    /// The seat's own offer being composed, never another seat's.
    pub draft: Option<&'a Offer>,
    /// Cards left in each product pile (`MAX_PILES` past the last pile: 0).
    pub product_piles: [u8; MAX_PILES],
}

impl<P, H> Clone for Sight<'_, P, H> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P, H> Copy for Sight<'_, P, H> {}

/// Sizes of product piles, for a [`Sight`].
pub(crate) fn pile_sizes(sizes: impl Iterator<Item = usize>) -> [u8; MAX_PILES] {
    let mut out = [0u8; MAX_PILES];
    for (slot, n) in out.iter_mut().zip(sizes) {
        *slot = n.min(u8::MAX as usize) as u8;
    }
    out
}

/// The draft `seat` may see: its own, nothing of anyone else's (R-5, C-6).
pub(crate) fn own_draft(draft: &Option<Offer>, seat: Option<Seat>) -> Option<&Offer> {
    draft.as_ref().filter(|d| Some(d.from) == seat)
}

/// What `greedy` knows of one rule set: facts computed once from its data, and a choice made
/// from what one seat knows ([`Sight`]).
pub(crate) trait RuleOfThumb: Send + Sync {
    /// The rule set this rule of thumb plays.
    type Game: Rules;
    /// What one seat knows of a game of this rule set.
    type Sight<'a>;
    fn new(data: Arc<<Self::Game as Rules>::Data>) -> Self;
    /// What the view's seat knows.
    fn sight_of_view(view: &<Self::Game as Rules>::View) -> Self::Sight<'_>;
    /// What `seat` knows of `game`: exactly what its view would show, borrowed.
    fn sight_in_game(game: &Self::Game, seat: Seat) -> Self::Sight<'_>;
    /// The rule of thumb's choice, or `None` to let the caller pick at random.
    fn choose(&self, sight: &Self::Sight<'_>, legal: &[Action]) -> Option<Action>;
    /// Takes out of `legal` the actions the rule of thumb never takes whatever they seem to
    /// gain (the search then leaves them out too); by default none.
    fn rule_out(&self, _sight: &Self::Sight<'_>, _legal: &mut Vec<Action>) {}
}
