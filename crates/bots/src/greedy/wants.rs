//! Which products a rule of thumb wants, from the missions (or Masters assignments) it works
//! on and the products it holds. Shared by every rule set's `greedy`.

use havenbaron_engine::core::goods::{MAX_PRODUCTS, Mission};

#[derive(Clone, Copy)]
pub struct Wants {
    /// How much each product is wanted: a mission nearly done pulls hardest; points count.
    pub want: [i32; MAX_PRODUCTS],
    /// Products held beyond what any of the missions uses.
    pub surplus: [u8; MAX_PRODUCTS],
}

impl Wants {
    pub fn new<'m>(
        missions: impl Iterator<Item = &'m Mission>,
        held: &[u8; MAX_PRODUCTS],
    ) -> Wants {
        let mut want = [0i32; MAX_PRODUCTS];
        let mut used = [0u8; MAX_PRODUCTS];
        for m in missions {
            let missing: i32 = (0..MAX_PRODUCTS)
                .map(|p| (m.need[p] as i32 - held[p] as i32).max(0))
                .sum();
            let weight = 10 - 3 * missing + m.points as i32;
            for p in 0..MAX_PRODUCTS {
                if m.need[p] > held[p] {
                    want[p] += weight.max(1);
                }
                used[p] = used[p].max(m.need[p]);
            }
        }
        let mut surplus = [0u8; MAX_PRODUCTS];
        for p in 0..MAX_PRODUCTS {
            surplus[p] = held[p].saturating_sub(used[p]);
        }
        Wants { want, surplus }
    }
}
