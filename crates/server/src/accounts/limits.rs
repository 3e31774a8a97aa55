//! Bounds on guessing: sign-in attempts per address, and failed sign-ins per name, each over
//! a sliding [`WINDOW`]. Kept in this instance's memory (a refused attempt writes nothing to
//! the database), so with several instances the bound holds per instance.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The window the bounds count over.
pub const WINDOW: Duration = Duration::from_secs(600);
/// Keys kept at most per table before the oldest idle ones are dropped.
const MAX_KEYS: usize = 100_000;

#[derive(Default)]
struct Window {
    keys: HashMap<String, VecDeque<Instant>>,
}

impl Window {
    /// Seconds to wait before `key` may go on (`None`: it may now), with at most `max` events
    /// in the window.
    fn wait(&mut self, key: &str, max: u32, now: Instant) -> Option<u64> {
        let q = self.keys.get_mut(key)?;
        while q.front().is_some_and(|t| now.duration_since(*t) >= WINDOW) {
            q.pop_front();
        }
        if q.len() < max as usize {
            return None;
        }
        let oldest = *q.front()?;
        Some((WINDOW - now.duration_since(oldest)).as_secs().max(1))
    }

    fn record(&mut self, key: &str, now: Instant) {
        if self.keys.len() >= MAX_KEYS {
            self.keys
                .retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) < WINDOW));
        }
        self.keys.entry(key.to_string()).or_default().push_back(now);
    }
}

/// The sign-in bounds of one instance.
pub struct Attempts {
    per_address: u32,
    per_account: u32,
    addresses: Mutex<Window>,
    accounts: Mutex<Window>,
}

impl Attempts {
    pub fn new(per_address: u32, per_account: u32) -> Attempts {
        Attempts {
            per_address: per_address.max(1),
            per_account: per_account.max(1),
            addresses: Mutex::default(),
            accounts: Mutex::default(),
        }
    }

    /// An attempt from `address` to sign in as the name with `skeleton`: `Err(seconds)` when
    /// either bound is reached (nothing is counted then); otherwise the attempt is counted
    /// against the address.
    pub fn attempt(&self, address: IpAddr, skeleton: &str) -> Result<(), u64> {
        let now = Instant::now();
        let mut addresses = self.addresses.lock().unwrap_or_else(|p| p.into_inner());
        let by_address = addresses.wait(&address.to_string(), self.per_address, now);
        let by_account = self
            .accounts
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .wait(skeleton, self.per_account, now);
        if let Some(s) = by_address.max(by_account) {
            return Err(s);
        }
        addresses.record(&address.to_string(), now);
        Ok(())
    }

    /// A failed sign-in as the name with `skeleton` (a known name or not: the same).
    pub fn failed(&self, skeleton: &str) {
        self.accounts
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .record(skeleton, Instant::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_bound_stops_its_own_key() {
        let a = Attempts::new(3, 2);
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let other: IpAddr = "10.0.0.2".parse().unwrap();
        a.attempt(ip, "x").unwrap();
        a.failed("x");
        a.attempt(ip, "x").unwrap();
        a.failed("x");
        let wait = a.attempt(other, "x").expect_err("the name is bounded");
        assert!((1..=WINDOW.as_secs()).contains(&wait));
        a.attempt(ip, "y").unwrap();
        assert!(a.attempt(ip, "z").is_err(), "the address is bounded");
        a.attempt(other, "z").unwrap();
    }
}
