//! Completing missions from a hand of product cards (R-3 phase 6, M-3.6, A-2), shared by every
//! rule set: which missions a hand covers, and where a Joker may stand in for one product.

use crate::action::Action;
use crate::core::bits;
use crate::core::goods::{MAX_PRODUCTS, Mission};
use crate::vocabulary::MissionId;

/// How far a hand (`have`, counts per product) falls short of `need`: the products it lacks,
/// as a bit set, and how many cards it lacks in all.
#[inline]
pub fn shortfall(have: &[u8; MAX_PRODUCTS], need: &[u8; MAX_PRODUCTS]) -> (u16, u32) {
    let mut short = [0u8; MAX_PRODUCTS];
    for p in 0..MAX_PRODUCTS {
        short[p] = need[p].saturating_sub(have[p]);
    }
    let lacking = bits::nonzero(&short);
    (lacking, short.iter().map(|&n| n as u32).sum())
}

/// Can a hand complete `need`, with a Joker (if `joker`) standing in for at most one card?
#[inline]
pub fn can_complete(have: &[u8; MAX_PRODUCTS], joker: bool, need: &[u8; MAX_PRODUCTS]) -> bool {
    let (_, short) = shortfall(have, need);
    short == 0 || joker && short == 1
}

/// Lists how each of `missions` (ids into `all`) can be completed from a hand: with its
/// products alone, and, when a Joker is held (`joker`), with the Joker standing in for one
/// product (at most one Joker a mission). Per mission, the completion without the Joker comes
/// first, then the Joker for each product, lowest first.
///
/// A Joker for product `p` works exactly when the hand covers the need less one `p`: either the
/// hand covers the whole need (then any product the mission asks for), or it lacks just one
/// card, of `p`. So one shortfall a mission decides every entry.
#[inline]
pub fn completions(
    have: &[u8; MAX_PRODUCTS],
    joker: bool,
    missions: &[MissionId],
    all: &[Mission],
    out: &mut Vec<Action>,
) {
    for &mission in missions {
        let need = &all[mission as usize].need;
        let (lacking, short) = shortfall(have, need);
        if short == 0 {
            out.push(Action::CompleteMission {
                mission,
                joker: None,
            });
            if joker {
                let asked = bits::nonzero(need);
                bits::extend_ones::<_, MAX_PRODUCTS>(out, asked, |product| {
                    Action::CompleteMission {
                        mission,
                        joker: Some(product),
                    }
                });
            }
        } else if short == 1 && joker {
            out.push(Action::CompleteMission {
                mission,
                joker: Some(lacking.trailing_zeros() as u8),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::goods::covers;

    /// The rule as the rulebook states it, one candidate at a time: the hand covers the need,
    /// or, with a Joker, the need less one card of a product it asks for.
    fn listed_one_by_one(
        have: &[u8; MAX_PRODUCTS],
        joker: bool,
        need: &[u8; MAX_PRODUCTS],
    ) -> Vec<Option<u8>> {
        let mut ways = Vec::new();
        if covers(have, need) {
            ways.push(None);
        }
        if joker {
            for p in 0..MAX_PRODUCTS {
                if need[p] > 0 {
                    let mut less = *need;
                    less[p] -= 1;
                    if covers(have, &less) {
                        ways.push(Some(p as u8));
                    }
                }
            }
        }
        ways
    }

    #[test]
    fn one_shortfall_lists_the_same_completions_as_trying_each_product() {
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n) as u8
        };
        let mut with_joker = 0;
        for _ in 0..20_000 {
            let have: [u8; MAX_PRODUCTS] = std::array::from_fn(|_| next(3));
            let need: [u8; MAX_PRODUCTS] = std::array::from_fn(|_| next(4) / 2);
            let joker = next(2) == 1;
            let mission = Mission {
                products: Vec::new(),
                need,
                points: 0,
            };
            let mut out = Vec::new();
            completions(&have, joker, &[0], std::slice::from_ref(&mission), &mut out);
            let ways: Vec<Option<u8>> = out
                .iter()
                .map(|a| match *a {
                    Action::CompleteMission { mission: 0, joker } => joker,
                    a => panic!("{a:?}"),
                })
                .collect();
            let expected = listed_one_by_one(&have, joker, &need);
            assert_eq!(
                ways, expected,
                "have {have:?}, need {need:?}, joker {joker}"
            );
            assert_eq!(can_complete(&have, joker, &need), !expected.is_empty());
            with_joker += expected.iter().filter(|w| w.is_some()).count();
        }
        assert!(with_joker > 1000, "only {with_joker} Joker completions");
    }
}
