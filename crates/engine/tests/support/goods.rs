//! Checks every rule set's arm of the conformance suite shares: product cards conserved, each
//! pile holding its own harbour's products (C-4, D-2, D-4). Included with `#[path]`.

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::goods::{MAX_PRODUCTS, Product, ProductPile};

pub fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond { Ok(()) } else { Err(what()) }
}

/// Piles + hands hold every copy of every product; a pile holds only its harbour's products.
pub fn products_conserved<'a>(
    products: &[Product],
    board: &Board,
    piles: &[ProductPile],
    hands: impl Iterator<Item = &'a [u8; MAX_PRODUCTS]>,
) -> Result<(), String> {
    let mut count = vec![0usize; products.len()];
    ensure(piles.len() == board.harbours().len(), || {
        "one product pile per harbour".into()
    })?;
    for (hi, pile) in piles.iter().enumerate() {
        for &c in pile {
            let product = products
                .get(c as usize)
                .ok_or_else(|| format!("unknown product {c}"))?;
            ensure(product.harbour == board.harbours()[hi], || {
                format!("{} in the pile of harbour {hi}", product.id)
            })?;
            count[c as usize] += 1;
        }
    }
    for hand in hands {
        for (i, &n) in hand.iter().enumerate() {
            ensure(n == 0 || i < products.len(), || {
                "an unknown product in hand".into()
            })?;
            if i < products.len() {
                count[i] += n as usize;
            }
        }
    }
    for (i, product) in products.iter().enumerate() {
        ensure(count[i] == product.copies as usize, || {
            format!(
                "product {}: {} cards, data says {}",
                product.id, count[i], product.copies
            )
        })?;
    }
    Ok(())
}
