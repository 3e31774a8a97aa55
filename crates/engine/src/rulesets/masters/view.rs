//! What one seat sees of a Masters of Trade game (C-6), and determinization from that view.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::core::deck::CardPile;
use crate::core::goods::MAX_PRODUCTS;
use crate::core::goods::{MissionList, deal_products};
use crate::core::navigation::NavCard;
use crate::core::seat::Seat;
use crate::masters::data::Data;
use crate::masters::state::{Hand, Hidden, Public, Stage, State};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersHandSizes")
)]
pub struct HandSizes {
    pub products: u8,
    pub shipping: u8,
}

/// Pile sizes and the face-up top of each product pile (open piles, C-4; a top being handed
/// out face down to a factory owner is not shown).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersPiles")
)]
pub struct Piles {
    pub products: Vec<u8>,
    pub product_tops: Vec<Option<u8>>,
    pub assignments: u8,
    pub shipping: u8,
}

/// A seat's view: the public state, pile sizes, hand sizes and the viewer's own hand.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "MastersView")
)]
pub struct View {
    pub viewer: Option<Seat>,
    pub to_act: Option<Seat>,
    pub public: Public,
    pub piles: Piles,
    pub hand_sizes: Vec<HandSizes>,
    pub hand: Option<Hand>,
    /// The bid the viewer is composing in the auction (M-5), when it is theirs to bid; nobody
    /// else sees it before it is placed (C-6).
    pub bid: Option<u16>,
}

impl State {
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let h = &self.hidden;
        let unturned = self.public.unturned.map(|u| u as usize);
        View {
            viewer,
            to_act: self.public.to_act(),
            public: self.public,
            piles: Piles {
                products: h.product_piles.iter().map(|p| p.len() as u8).collect(),
                product_tops: h
                    .product_piles
                    .iter()
                    .enumerate()
                    .map(|(i, p)| {
                        if Some(i) == unturned {
                            None
                        } else {
                            p.last().copied()
                        }
                    })
                    .collect(),
                assignments: h.assignment_pile.len() as u8,
                shipping: h.shipping_pile.len() as u8,
            },
            hand_sizes: h
                .hands
                .iter()
                .map(|hand| HandSizes {
                    products: hand.product_count(),
                    shipping: hand.nav_count(),
                })
                .collect(),
            hand: viewer.map(|s| h.hands[s as usize]),
            bid: self.own_bid(viewer),
        }
    }

    /// The bid `viewer` is composing, if the auction waits for them (M-5).
    fn own_bid(&self, viewer: Option<Seat>) -> Option<u16> {
        let p = &self.public;
        (p.stage == Stage::Auction && viewer.is_some() && viewer == p.to_act())
            .then(|| p.lowest_bid() + self.hidden.bid_raise)
    }

    /// Samples a complete state consistent with `view`: the cards the viewer cannot see are
    /// shuffled among the places it cannot see, keeping every size, every face-up card and
    /// every card an opponent was seen to take (C-6). Reads only the view.
    pub fn determinize(data: &Data, view: &View, seed: u64) -> State {
        let base = &data.base;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pub_ = &view.public;
        let players = pub_.players as usize;
        let me = view.viewer;
        let others: Vec<usize> = (0..players).filter(|&s| Some(s as Seat) != me).collect();
        let mut hands = vec![Hand::default(); players];
        if let (Some(s), Some(hand)) = (me, &view.hand) {
            hands[s as usize] = *hand;
        }
        for &s in &others {
            hands[s].products = pub_.seats[s].known_products;
            hands[s].nav = pub_.seats[s].known_cards;
        }

        // Products: the unseen cards fill the piles and the opponents' unknown cards.
        let mut products: Vec<[u8; MAX_PRODUCTS]> = hands.iter().map(|h| h.products).collect();
        let sizes: Vec<u8> = view.hand_sizes.iter().map(|h| h.products).collect();
        let product_piles = deal_products(
            &base.products,
            &base.board,
            &mut products,
            &sizes,
            &view.piles.products,
            &view.piles.product_tops,
            &mut rng,
        );
        for (hand, p) in hands.iter_mut().zip(products) {
            hand.products = p;
        }

        // Shipping cards: all but hands (own, and opponents' seen cards), display, discards,
        // laid cards.
        let mut unseen_nav = [0i32; NavCard::COUNT];
        for (i, n) in base.navigation.iter().enumerate() {
            unseen_nav[i] = *n as i32 - pub_.nav_discard[i] as i32;
            for seat in &pub_.seats {
                unseen_nav[i] -= seat.table[i] as i32;
            }
            for hand in &hands {
                unseen_nav[i] -= hand.nav[i] as i32;
            }
        }
        for &c in &pub_.shipping {
            unseen_nav[c as usize] -= 1;
        }
        let mut nav: Vec<u8> = unseen_nav
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(i as u8, n.max(0) as usize))
            .collect();
        nav.shuffle(&mut rng);
        for &s in &others {
            let missing = view.hand_sizes[s]
                .shipping
                .saturating_sub(hands[s].nav_count());
            for _ in 0..missing {
                if let Some(c) = nav.pop() {
                    hands[s].nav[c as usize] += 1;
                }
            }
        }
        nav.truncate(view.piles.shipping as usize);

        // Assignments: everything not face up and not completed.
        let mut seen = vec![false; base.missions.len()];
        for &a in &pub_.assignments {
            seen[a as usize] = true;
        }
        for seat in &pub_.seats {
            for &m in &seat.completed {
                seen[m as usize] = true;
            }
        }
        let mut assignments: Vec<u8> = (0..base.missions.len() as u8)
            .filter(|&m| !seen[m as usize])
            .collect();
        assignments.shuffle(&mut rng);
        assignments.truncate(view.piles.assignments as usize);

        State {
            public: view.public,
            hidden: Hidden {
                product_piles,
                assignment_pile: MissionList::from_slice(&assignments),
                shipping_pile: CardPile::from_slice(&nav),
                hands: hands.into_iter().collect(),
                bid_raise: view.bid.map_or(0, |b| b - pub_.lowest_bid()),
                seed: rand::Rng::next_u64(&mut rng),
                shuffles: 0,
            },
        }
    }
}
