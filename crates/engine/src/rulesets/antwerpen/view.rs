//! What one seat (or a spectator) sees of an Antwerpen game (C-6), and determinization: a
//! complete game sampled from a view, consistent with everything that seat knows.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::antwerpen::cards::{LockCard, ShipCard};
use crate::antwerpen::data::{Data, MAX_PRODUCTS};
use crate::antwerpen::state::{Hand, Hidden, Public, State, Step};
use crate::core::deck::CardPile;
use crate::core::goods::{MissionList, deal_products};
use crate::core::seat::Seat;
use crate::core::trade::Offer;

/// Sizes of a seat's hand: public (C-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenHandSizes")
)]
pub struct HandSizes {
    pub products: u8,
    pub missions: u8,
    pub ship_cards: u8,
    pub lock_cards: u8,
}

/// A seat's view. JSON shape: `{"viewer":0,"to_act":0,"public":{…},"piles":{…},
/// "hand_sizes":[…],"hand":{…},"draft":{…}}`; `hand` is present only for a seated viewer,
/// `draft` only for the seat composing an offer (R-5: private until sent). Which ship and
/// lock cards an opponent received this turn shows only as counts (`public.seats[i].fresh_*`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenView")
)]
pub struct View {
    pub viewer: Option<Seat>,
    pub to_act: Option<Seat>,
    pub public: Public,
    pub piles: Piles,
    pub hand_sizes: Vec<HandSizes>,
    pub hand: Option<Hand>,
    pub draft: Option<Offer>,
}

/// Pile sizes and the face-up top card of each product pile (open piles, C-4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "AntwerpenPiles")
)]
pub struct Piles {
    pub products: Vec<u8>,
    pub product_tops: Vec<Option<u8>>,
    pub missions: u8,
    pub ship_cards: u8,
    pub lock_cards: u8,
}

/// Expands per-type counts (may be negative when a view is inconsistent) into card ids.
fn expand(counts: &[i32]) -> Vec<u8> {
    counts
        .iter()
        .enumerate()
        .flat_map(|(i, &n)| std::iter::repeat_n(i as u8, n.max(0) as usize))
        .collect()
}

impl State {
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let h = &self.hidden;
        View {
            viewer,
            to_act: self.public.to_act(),
            public: self.public,
            piles: Piles {
                products: h.product_piles.iter().map(|p| p.len() as u8).collect(),
                product_tops: h.product_piles.iter().map(|p| p.last().copied()).collect(),
                missions: h.mission_pile.len() as u8,
                ship_cards: h.ship_pile.len() as u8,
                lock_cards: h.lock_pile.len() as u8,
            },
            hand_sizes: h
                .hands
                .iter()
                .map(|hand| HandSizes {
                    products: hand.product_count(),
                    missions: hand.missions.len() as u8,
                    ship_cards: hand.ship_count(),
                    lock_cards: hand.lock_count(),
                })
                .collect(),
            hand: viewer.map(|s| h.hands[s as usize]),
            draft: Offer::draft_seen_by(&h.draft, viewer),
        }
    }

    /// Samples a complete state consistent with `view` (ARCHITECTURE: The engine, determinization). Cards the
    /// viewer cannot see are shuffled among the places it cannot see (opponents' hands and pile
    /// contents), keeping every size, every face-up card and the public counts of cards
    /// received this turn. The true hidden state is never read: only the view.
    pub fn determinize(data: &Data, view: &View, seed: u64) -> State {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = view.public.players as usize;
        let composing = (view.public.step == Step::Compose).then_some(view.public.active);
        let me = view.viewer;
        let mut hands: Vec<Hand> = vec![Hand::default(); players];
        if let (Some(s), Some(hand)) = (me, &view.hand) {
            hands[s as usize] = *hand;
        }
        let others: Vec<usize> = (0..players).filter(|&s| Some(s as Seat) != me).collect();
        // C-6: every product card in a hand was seen arriving there.
        for &s in &others {
            hands[s].products = view.public.seats[s].known_products;
        }

        // Products: the unseen cards fill the piles and the opponents' unknown cards.
        let mut products: Vec<[u8; MAX_PRODUCTS]> = hands.iter().map(|h| h.products).collect();
        let sizes: Vec<u8> = view.hand_sizes.iter().map(|h| h.products).collect();
        let product_piles = deal_products(
            &data.products,
            &data.board,
            &mut products,
            &sizes,
            &view.piles.products,
            &view.piles.product_tops,
            &mut rng,
        );
        for (hand, p) in hands.iter_mut().zip(products) {
            hand.products = p;
        }

        // Missions: everything not in my hand, not completed and not discarded face up.
        let mut seen = vec![false; data.missions.len()];
        for seat in &view.public.seats {
            for &m in &seat.completed {
                seen[m as usize] = true;
            }
        }
        for &m in &view.public.mission_discard {
            seen[m as usize] = true;
        }
        if let Some(hand) = &view.hand {
            for &m in &hand.missions {
                seen[m as usize] = true;
            }
        }
        let mut missions: Vec<u8> = (0..data.missions.len() as u8)
            .filter(|&m| !seen[m as usize])
            .collect();
        missions.shuffle(&mut rng);
        for &s in &others {
            for _ in 0..view.hand_sizes[s].missions {
                if let Some(m) = missions.pop() {
                    hands[s].missions.push(m);
                }
            }
        }
        missions.truncate(view.piles.missions as usize);

        // Ship cards: all but my hand and the discards. An opponent's cards received this
        // turn are the first of the ones dealt to them (their number is public).
        let mut unseen_ship = [0i32; ShipCard::COUNT];
        for (i, n) in data.ship_cards.iter().enumerate() {
            unseen_ship[i] = *n as i32 - view.public.ship_discard[i] as i32;
            if let Some(hand) = &view.hand {
                unseen_ship[i] -= hand.ship[i] as i32;
            }
        }
        let mut ship = expand(&unseen_ship);
        ship.shuffle(&mut rng);
        for &s in &others {
            let fresh = view.public.seats[s].fresh_ship;
            for k in 0..view.hand_sizes[s].ship_cards {
                if let Some(c) = ship.pop() {
                    hands[s].ship[c as usize] += 1;
                    if k < fresh {
                        hands[s].fresh_ship[c as usize] += 1;
                    }
                }
            }
        }
        ship.truncate(view.piles.ship_cards as usize);

        let mut unseen_lock = [0i32; LockCard::COUNT];
        for (i, n) in data.lock_cards.iter().enumerate() {
            unseen_lock[i] = *n as i32 - view.public.lock_discard[i] as i32;
            if let Some(hand) = &view.hand {
                unseen_lock[i] -= hand.lock[i] as i32;
            }
        }
        let mut lock = expand(&unseen_lock);
        lock.shuffle(&mut rng);
        for &s in &others {
            let fresh = view.public.seats[s].fresh_lock;
            for k in 0..view.hand_sizes[s].lock_cards {
                if let Some(c) = lock.pop() {
                    hands[s].lock[c as usize] += 1;
                    if k < fresh {
                        hands[s].fresh_lock[c as usize] += 1;
                    }
                }
            }
        }
        lock.truncate(view.piles.lock_cards as usize);

        State {
            public: view.public,
            hidden: Hidden {
                product_piles,
                mission_pile: MissionList::from_slice(&missions),
                ship_pile: CardPile::from_slice(&ship),
                lock_pile: CardPile::from_slice(&lock),
                hands: hands.into_iter().collect(),
                draft: Offer::sampled_draft(&view.draft, composing),
                seed: rand::Rng::next_u64(&mut rng),
                shuffles: 0,
            },
        }
    }
}
