//! The observation tensor: a fixed-size vector of floats built from one seat's [`View`] (and
//! nothing else, so it holds exactly what that seat may know, C-6).
//!
//! # Encoding
//! The view is taken in its documented JSON shape and every leaf becomes features at places
//! given by a hash (FNV-1a, 64 bits) of its path, array positions included — the "hashing
//! trick" of feature hashing — so one encoder serves every rule set, player count and variant
//! and the size never changes ([`SIZE`]):
//! - a number `n` adds `sign(n)·ln(1 + |n|)` at `hash(path)` and, when `0 ≤ n < 64` is a whole
//!   number, 1 at `hash(path, "=", n)` (a one-hot of small counts and ids: positions, cargo,
//!   card counts);
//! - `true` adds 1 at `hash(path)` (`false` adds nothing);
//! - a string (an enum: phase, colour, stage) adds 1 at `hash(path, "=", string)`;
//! - `null` (an absent option) adds 1 at `hash(path, "=null")`.
//!
//! Collisions add up; with a few hundred leaves in 4096 places they are rare, and the same for
//! every game, so a learner sees a fixed (if slightly mixed) encoding. For the exact meaning of
//! a feature, read the view: `Game.information_state(seat)` is the same JSON.

use havenbaron_engine::View;
use serde_json::Value;

/// Floats in an observation tensor.
pub const SIZE: usize = 4096;

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(FNV_PRIME);
    }
    h
}

fn slot(h: u64) -> usize {
    // Mix the high bits in: FNV's low bits alone spread short keys poorly.
    ((h ^ (h >> 29)) % SIZE as u64) as usize
}

/// Fills `out` (length [`SIZE`]) with the encoding of `view`.
pub fn encode(view: &View, out: &mut [f32]) {
    assert_eq!(out.len(), SIZE, "an observation has {SIZE} floats");
    out.fill(0.0);
    let value = serde_json::to_value(view).expect("views serialize");
    walk(&value, FNV_OFFSET, out);
}

fn walk(v: &Value, path: u64, out: &mut [f32]) {
    match v {
        Value::Null => out[slot(fnv(path, b"=null"))] += 1.0,
        Value::Bool(b) => {
            if *b {
                out[slot(path)] += 1.0
            }
        }
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(0.0);
            out[slot(path)] += (x.signum() * x.abs().ln_1p()) as f32;
            if (0.0..64.0).contains(&x) && x.fract() == 0.0 {
                out[slot(fnv(fnv(path, b"="), &[x as u8]))] += 1.0;
            }
        }
        Value::String(s) => out[slot(fnv(fnv(path, b"="), s.as_bytes()))] += 1.0,
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                walk(item, fnv(path, &[b'[', i as u8, (i >> 8) as u8]), out);
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                walk(item, fnv(fnv(path, b"."), key.as_bytes()), out);
            }
        }
    }
}
