//! What one seat (or a spectator) sees of a Rotterdam game (C-6), and determinization: a
//! complete game sampled from a view, consistent with everything that seat knows.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::core::deck::CardPile;
use crate::core::goods::{MissionList, deal_products};
use crate::core::seat::Seat;
use crate::core::trade::Offer;
use crate::rotterdam::cards::NavCard;
use crate::rotterdam::data::{Data, MAX_PRODUCTS};
use crate::rotterdam::state::{Hand, Hidden, Public, State, Step};

/// Sizes of a seat's hand: public (C-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamHandSizes")
)]
pub struct HandSizes {
    pub products: u8,
    pub missions: u8,
    pub navigation: u8,
}

/// A seat's view. JSON shape: `{"viewer":0,"to_act":0,"public":{…},"piles":{…},
/// "hand_sizes":[…],"hand":{…},"draft":{…}}`; `hand` is present only for a seated viewer,
/// `draft` only for the seat composing an offer (R-5: private until sent).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamView")
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

/// Pile sizes, and the face-up top card of each product pile under `open_products`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schema",
    derive(schemars::JsonSchema),
    schemars(rename = "RotterdamPiles")
)]
pub struct Piles {
    pub products: Vec<u8>,
    pub product_tops: Vec<Option<u8>>,
    pub missions: u8,
    pub navigation: u8,
}

impl State {
    pub fn view(&self, viewer: Option<Seat>) -> View {
        let h = &self.hidden;
        let open = self.public.variants.open_products;
        View {
            viewer,
            to_act: self.public.to_act(),
            public: self.public,
            piles: Piles {
                products: h.product_piles.iter().map(|p| p.len() as u8).collect(),
                product_tops: h
                    .product_piles
                    .iter()
                    .map(|p| if open { p.last().copied() } else { None })
                    .collect(),
                missions: h.mission_pile.len() as u8,
                navigation: h.nav_pile.len() as u8,
            },
            hand_sizes: h
                .hands
                .iter()
                .map(|hand| HandSizes {
                    products: hand.product_count(),
                    missions: hand.missions.len() as u8,
                    navigation: hand.nav_count(),
                })
                .collect(),
            hand: viewer.map(|s| h.hands[s as usize]),
            draft: Offer::draft_seen_by(&h.draft, viewer),
        }
    }

    /// Samples a complete state consistent with `view` (ARCHITECTURE: The engine, determinization). Cards the
    /// viewer cannot see are shuffled among the places it cannot see: opponents' hands and
    /// pile contents, keeping every size and every face-up card. The true hidden state is
    /// never read: only the view.
    pub fn determinize(data: &Data, view: &View, seed: u64) -> State {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let players = view.public.players as usize;
        let composing = (view.public.step == Step::Compose).then(|| view.public.current());
        let me = view.viewer;
        let mut hands: Vec<Hand> = vec![Hand::default(); players];
        if let (Some(s), Some(hand)) = (me, &view.hand) {
            hands[s as usize] = *hand;
        }
        let others: Vec<usize> = (0..players).filter(|&s| Some(s as Seat) != me).collect();
        for &s in &others {
            hands[s].products = view.public.seats[s].known_products;
        }
        // R-5, C-6: an offer sent and awaiting its answer shows cards its offerer holds.
        if let Some(offer) = &view.public.offer
            && Some(offer.from) != me
        {
            let hand = &mut hands[offer.from as usize].products;
            for (n, &give) in hand.iter_mut().zip(&offer.give) {
                *n = (*n).max(give);
            }
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

        // Missions: everything not in my hand and not completed.
        let mut seen = vec![false; data.missions.len()];
        for seat in &view.public.seats {
            for &m in &seat.completed {
                seen[m as usize] = true;
            }
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

        // Navigation cards: all but my hand, laid cards and the discard pile.
        let mut unseen_nav = [0i32; NavCard::COUNT];
        for (i, n) in data.navigation.iter().enumerate() {
            unseen_nav[i] = *n as i32 - view.public.nav_discard[i] as i32;
            for seat in &view.public.seats {
                unseen_nav[i] -= seat.table[i] as i32;
            }
            if let Some(hand) = &view.hand {
                unseen_nav[i] -= hand.nav[i] as i32;
            }
        }
        let mut nav: Vec<u8> = unseen_nav
            .iter()
            .enumerate()
            .flat_map(|(i, &n)| std::iter::repeat_n(i as u8, n.max(0) as usize))
            .collect();
        nav.shuffle(&mut rng);
        for &s in &others {
            for _ in 0..view.hand_sizes[s].navigation {
                if let Some(c) = nav.pop() {
                    hands[s].nav[c as usize] += 1;
                }
            }
        }
        nav.truncate(view.piles.navigation as usize);

        State {
            public: view.public,
            hidden: Hidden {
                product_piles,
                mission_pile: MissionList::from_slice(&missions),
                nav_pile: CardPile::from_slice(&nav),
                hands: hands.into_iter().collect(),
                draft: Offer::sampled_draft(&view.draft, composing),
                seed: rand::Rng::next_u64(&mut rng),
                shuffles: 0,
            },
        }
    }
}
