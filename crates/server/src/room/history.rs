//! A bounded, versioned history (the idea of lila-ws's `History`): the last N entries of a
//! stream whose versions count 1, 2, 3…, enough to tell a reconnecting client at version `v`
//! exactly what it missed, or that it is too far behind (or claims a version that never was)
//! and must take a fresh view instead.

use std::collections::VecDeque;

/// Something with a place in a versioned stream: the version the stream has after it.
pub trait Versioned {
    fn version(&self) -> u64;
}

/// An entry that does not follow the history's last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("entry {got} does not follow version {head}")]
pub struct OutOfOrder {
    pub head: u64,
    pub got: u64,
}

/// The last `capacity` entries of a stream, and the stream's version (`head`), which counts
/// every entry ever pushed, kept or not.
#[derive(Clone, Debug)]
pub struct History<T> {
    entries: VecDeque<T>,
    capacity: usize,
    head: u64,
}

impl<T: Versioned> History<T> {
    /// An empty history at version 0 that keeps at most `capacity` entries.
    pub fn new(capacity: usize) -> History<T> {
        History {
            entries: VecDeque::new(),
            capacity,
            head: 0,
        }
    }

    /// The version after the last entry pushed (0 before any).
    pub fn head(&self) -> u64 {
        self.head
    }

    /// How many entries are kept.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds the next entry (its version must be `head + 1`), forgetting the oldest one when
    /// full. On error nothing changes.
    pub fn push(&mut self, entry: T) -> Result<(), OutOfOrder> {
        let got = entry.version();
        if got != self.head + 1 {
            return Err(OutOfOrder {
                head: self.head,
                got,
            });
        }
        self.entries.push_back(entry);
        self.head = got;
        while self.entries.len() > self.capacity {
            self.entries.pop_front();
        }
        Ok(())
    }

    /// What a client at version `since` missed, oldest first (nothing when it is up to date),
    /// or `None` when the history cannot say: it no longer holds everything after `since`, or
    /// `since` is ahead of the stream. Such a client must take a fresh view.
    pub fn since(&self, since: u64) -> Option<impl Iterator<Item = &T>> {
        // The oldest version a client may be at and still be caught up from the kept entries.
        let oldest = self.head - self.entries.len() as u64;
        (oldest..=self.head)
            .contains(&since)
            .then(|| self.entries.iter().skip((since - oldest) as usize))
    }

    /// The last `n` entries (fewer if fewer are kept), oldest first: the log shown with a fresh
    /// view.
    pub fn recent(&self, n: usize) -> impl Iterator<Item = &T> {
        self.entries
            .iter()
            .skip(self.entries.len().saturating_sub(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq)]
    struct E(u64);

    impl Versioned for E {
        fn version(&self) -> u64 {
            self.0
        }
    }

    fn filled(capacity: usize, upto: u64) -> History<E> {
        let mut h = History::new(capacity);
        for v in 1..=upto {
            h.push(E(v)).unwrap();
        }
        h
    }

    fn versions<'a>(it: impl Iterator<Item = &'a E>) -> Vec<u64> {
        it.map(|e| e.0).collect()
    }

    #[test]
    fn an_empty_history_is_at_version_zero() {
        let h: History<E> = History::new(3);
        assert_eq!(h.head(), 0);
        assert!(h.is_empty());
        assert_eq!(versions(h.since(0).unwrap()), Vec::<u64>::new());
        assert!(h.since(1).is_none(), "a version from the future");
        assert_eq!(versions(h.recent(5)), Vec::<u64>::new());
    }

    #[test]
    fn entries_must_follow_one_another() {
        let mut h = filled(3, 2);
        assert_eq!(h.push(E(2)), Err(OutOfOrder { head: 2, got: 2 }));
        assert_eq!(h.push(E(4)), Err(OutOfOrder { head: 2, got: 4 }));
        assert_eq!(h.head(), 2);
        assert_eq!(h.len(), 2);
        assert!(h.push(E(3)).is_ok());
        assert_eq!(h.head(), 3);
        let mut fresh = History::new(3);
        assert_eq!(fresh.push(E(0)), Err(OutOfOrder { head: 0, got: 0 }));
    }

    #[test]
    fn only_the_last_entries_are_kept() {
        let h = filled(3, 5);
        assert_eq!(h.head(), 5);
        assert_eq!(h.len(), 3);
        assert_eq!(versions(h.recent(10)), vec![3, 4, 5]);
        assert_eq!(versions(h.recent(2)), vec![4, 5]);
        assert_eq!(versions(h.recent(0)), Vec::<u64>::new());
    }

    #[test]
    fn a_client_gets_what_it_missed_while_the_history_holds_it() {
        let h = filled(3, 5);
        // Entries 3, 4, 5 are kept: a client at 2, 3, 4 or 5 can be caught up.
        assert_eq!(versions(h.since(2).unwrap()), vec![3, 4, 5]);
        assert_eq!(versions(h.since(3).unwrap()), vec![4, 5]);
        assert_eq!(versions(h.since(4).unwrap()), vec![5]);
        assert_eq!(versions(h.since(5).unwrap()), Vec::<u64>::new());
    }

    #[test]
    fn a_client_too_far_behind_or_ahead_must_start_fresh() {
        let h = filled(3, 5);
        assert!(h.since(1).is_none(), "entry 2 is forgotten");
        assert!(h.since(0).is_none());
        assert!(h.since(6).is_none(), "version 6 never was");
        assert!(h.since(u64::MAX).is_none());
        // With room for everything, even a client at 0 is caught up.
        let all = filled(10, 5);
        assert_eq!(versions(all.since(0).unwrap()), vec![1, 2, 3, 4, 5]);
    }

    #[test]
    fn a_history_of_no_entries_still_counts_versions() {
        let h = filled(0, 4);
        assert_eq!(h.head(), 4);
        assert!(h.is_empty());
        assert_eq!(versions(h.since(4).unwrap()), Vec::<u64>::new());
        assert!(h.since(3).is_none());
    }
}
