//! Havenbaron's rules engine as a Python package, `havenbaron`, for the people who study game
//! AI in Python: every rule set as a plain game object, as OpenSpiel games and as PettingZoo
//! environments (the last two in the package's Python files, `python/havenbaron/`).
//!
//! The parts that need no Python are tested by `cargo test` here: [`index`] (the fixed action
//! index), [`observe`] (observation tensors from one seat's view), [`env`] (one game with
//! integer actions and checked input) and [`batch`] (many games per call). [`rulesets`] is the
//! package's one list of the rule sets: each one's kinds of action and observation encoder
//! live in its own file there. [`analysis`] is the post-game analysis of a game record. [`py`]
//! holds the bindings, built only with the `python` feature
//! (maturin turns it on).

// `deny`, not `forbid`: two places need unsafe code and allow it, each saying why it is sound
// (a cache prefetch in `batch`, the bytearray the observations are written into in `py`).
#![deny(unsafe_code)]

pub mod analysis;
pub mod batch;
pub mod bounds;
pub mod env;
pub mod index;
pub mod observe;
#[cfg(feature = "python")]
mod py;
pub mod rulesets;
pub mod tensor;

#[cfg(test)]
mod tests;
