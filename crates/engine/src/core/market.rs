//! Markets as data (RULES D-3): a raw-material price track, where units always sit on the most
//! expensive spaces so the price depends only on how many units are there, and a product price
//! track with a marker that moves one step per card traded.

use serde::{Deserialize, Serialize};

/// One raw material's track: `prices[i]` is space `i`'s price, cheapest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawTrack {
    pub prices: Vec<u8>,
}

impl RawTrack {
    pub fn spaces(&self) -> u8 {
        self.prices.len() as u8
    }

    /// What the next unit bought costs with `units` on the market (the cheapest occupied
    /// space), or `None` when the market has none.
    pub fn buy_price(&self, units: u8) -> Option<u8> {
        (units > 0).then(|| self.prices[(self.spaces() - units) as usize])
    }

    /// What a seller receives with `units` on the market (the most expensive empty space), or
    /// `None` when the track is full.
    pub fn sell_price(&self, units: u8) -> Option<u8> {
        (units < self.spaces()).then(|| self.prices[(self.spaces() - units - 1) as usize])
    }
}

/// One product's price track and where its marker starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProductTrack {
    pub prices: Vec<u8>,
    pub start: u8,
}

impl ProductTrack {
    pub fn price(&self, marker: u8) -> u8 {
        self.prices[marker as usize]
    }

    /// The marker after one card is sold (one step down, not below the minimum).
    pub fn after_sale(&self, marker: u8) -> u8 {
        marker.saturating_sub(1)
    }

    /// The marker after one card is bought (one step up, not above the maximum).
    pub fn after_purchase(&self, marker: u8) -> u8 {
        (marker + 1).min(self.prices.len() as u8 - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES D-3 check: from a full oil market, buying three costs 1, 2, 3, and selling one
    /// then pays 3.
    #[test]
    fn oil_market_worked_example() {
        let oil = RawTrack {
            prices: vec![1, 2, 3, 4, 5, 6, 7],
        };
        let mut units = 7;
        let mut paid = vec![];
        for _ in 0..3 {
            paid.push(oil.buy_price(units).unwrap());
            units -= 1;
        }
        assert_eq!(paid, vec![1, 2, 3]);
        assert_eq!(oil.sell_price(units), Some(3));
        assert_eq!(oil.sell_price(7), None);
        assert_eq!(oil.buy_price(0), None);
    }

    #[test]
    fn product_marker_clamps() {
        let t = ProductTrack {
            prices: vec![3, 4, 5, 6, 7],
            start: 2,
        };
        assert_eq!(t.price(t.start), 5);
        assert_eq!(t.after_sale(0), 0);
        assert_eq!(t.after_purchase(4), 4);
    }
}
