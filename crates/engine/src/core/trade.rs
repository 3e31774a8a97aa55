//! Trading product cards (RULES R-5), shared by Rotterdam and Antwerpen (A-2 uses the same
//! protocol): the offerer composes an offer card by card (what it gives, what it asks), sends
//! it to one player, who accepts or declines; withdrawing drops the draft. The draft is private
//! to its author until it is sent (C-6): rule sets keep it with their hidden state and show it
//! only in its author's view ([`Offer::draft_seen_by`]). What differs per rule set — who may offer when, how many offers, what the slot does afterwards — stays with
//! the rule set.

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::core::bits;
use crate::core::deck;
use crate::core::goods::{MAX_PRODUCTS, covers};
use crate::core::reveal::Reveal;
use crate::core::seat::{MAX_SEATS, clockwise};
use crate::core::sink::Sink;
use crate::event::Event;
use crate::vocabulary::Seat;

/// A trade offer: counts per product each way; `to` is set once it is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Offer {
    pub from: Seat,
    pub to: Option<Seat>,
    pub give: [u8; MAX_PRODUCTS],
    pub ask: [u8; MAX_PRODUCTS],
}

impl Offer {
    /// An empty draft by `from`.
    pub fn new(from: Seat) -> Offer {
        Offer {
            from,
            to: None,
            give: [0; MAX_PRODUCTS],
            ask: [0; MAX_PRODUCTS],
        }
    }

    /// What `viewer` may see of a draft: its own, nothing of anyone else's (R-5, C-6).
    pub fn draft_seen_by(draft: &Option<Offer>, viewer: Option<Seat>) -> Option<Offer> {
        (*draft).filter(|d| viewer == Some(d.from))
    }

    /// The draft of a game sampled from a view (determinization): the viewer's own as its
    /// view shows it; another seat's draft is unknown, so `composing` (the seat composing, if
    /// any) starts from an empty one.
    pub fn sampled_draft(own: &Option<Offer>, composing: Option<Seat>) -> Option<Offer> {
        (*own).or_else(|| composing.map(Offer::new))
    }

    /// Adds one card for `AddGive` or `AddAsk`.
    pub fn add(&mut self, action: Action) {
        match action {
            Action::AddGive { product } => self.give[product as usize] += 1,
            Action::AddAsk { product } => self.ask[product as usize] += 1,
            a => unreachable!("{a:?} does not add to an offer"),
        }
    }

    /// The offerer's choices while composing: give one more card it holds (of a product not
    /// asked for), ask for one more card (of a product not given), send once both sides hold a
    /// card, or withdraw. `hand` is the offerer's products, `products` how many product types
    /// the game has, `max_cards` the most cards each way.
    pub fn compose_actions(
        &self,
        hand: &[u8; MAX_PRODUCTS],
        products: usize,
        players: u8,
        max_cards: u8,
        out: &mut Vec<Action>,
    ) {
        // Composing is a frequent step in play-outs, and which products qualify is close to
        // random there: the products are judged into two bit sets without a branch each, then
        // listed.
        let mut give = bits::greater(hand, &self.give) & bits::zero(&self.ask);
        let mut ask = bits::zero(&self.give);
        let in_game = (1u16 << products.min(MAX_PRODUCTS)) - 1;
        let given = bits::sum(&self.give);
        let asked = bits::sum(&self.ask);
        if given >= max_cards {
            give = 0;
        }
        if asked >= max_cards {
            ask = 0;
        }
        out.reserve(2 * MAX_PRODUCTS + MAX_SEATS);
        bits::extend_ones::<_, MAX_PRODUCTS>(out, give & in_game, |product| Action::AddGive {
            product,
        });
        bits::extend_ones::<_, MAX_PRODUCTS>(out, ask & in_game, |product| Action::AddAsk {
            product,
        });
        if given > 0 && asked > 0 {
            for k in 1..players {
                out.push(Action::SendOffer {
                    to: clockwise(self.from, k, players),
                });
            }
        }
        out.push(Action::Withdraw);
    }

    /// The addressee's choices: accept if its hand (`to_hand`) covers what is asked, or
    /// decline.
    pub fn respond_actions(&self, to_hand: &[u8; MAX_PRODUCTS], out: &mut Vec<Action>) {
        if covers(to_hand, &self.ask) {
            out.push(Action::Accept);
        }
        out.push(Action::Decline);
    }

    /// Addresses the draft to `to` and tells everyone what is offered: the draft was private
    /// until now (R-5, C-6), so sending it is a reveal point.
    pub fn send<S: Sink>(&mut self, to: Seat, sink: &mut S) {
        self.to = Some(to);
        sink.reveal(Reveal::PUBLIC);
        if S::ON {
            sink.emit(Event::OfferSent {
                from: self.from,
                to,
                give: deck::expand(&self.give),
                ask: deck::expand(&self.ask),
            });
        }
    }

    /// Moves the cards of an accepted offer between the two hands (offerer's, addressee's).
    pub fn exchange(&self, from: &mut [u8; MAX_PRODUCTS], to: &mut [u8; MAX_PRODUCTS]) {
        for p in 0..MAX_PRODUCTS {
            let (give, ask) = (self.give[p], self.ask[p]);
            from[p] = from[p] + ask - give;
            to[p] = to[p] + give - ask;
        }
    }

    /// The event that closes an answered offer.
    pub fn answered(&self, accepted: bool) -> Event {
        let (from, to) = (self.from, self.to.expect("the offer was sent"));
        if accepted {
            Event::OfferAccepted { from, to }
        } else {
            Event::OfferDeclined { from, to }
        }
    }
}

/// Two distinct hands out of a list, mutably (the offerer's and the addressee's).
pub fn two_hands<T>(hands: &mut [T], a: Seat, b: Seat) -> (&mut T, &mut T) {
    let (a, b) = (a as usize, b as usize);
    assert_ne!(a, b, "a trade needs two players");
    if a < b {
        let (lo, hi) = hands.split_at_mut(b);
        (&mut lo[a], &mut hi[0])
    } else {
        let (lo, hi) = hands.split_at_mut(a);
        (&mut hi[0], &mut lo[b])
    }
}
