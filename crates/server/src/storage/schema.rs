//! The schema, assembled from the features: each feature lists its own migrations for each
//! database, numbered from 1 on their own, and [`FEATURES`] lists the features (in the order
//! their tables may refer to each other's: a feature comes after those it references).
//!
//! The database records each feature's version in a ledger table, [`LEDGER`]
//! `(feature, version)`, and a runner ([`super::sqlite`], [`super::postgres`]) applies what a
//! feature has not seen yet, all in one transaction (under an advisory lock on PostgreSQL, so
//! instances starting together migrate once). Never edit a released migration: append one.
//!
//! Databases from before the split have no ledger: their one schema version, then kept in
//! SQLite's `PRAGMA user_version` or PostgreSQL's table `havenbaron_schema`, counted the
//! migrations of what is now the games feature, which is where the ledger takes it from. That
//! old marker still follows the games feature's version ([`LEGACY`]), so a program from before
//! the split opens a database whose game tables it knows and refuses one whose game tables are
//! newer.

use super::{accounts, analysis, chat, clocks, games, hints, jobs, mail, ratings};
// Defined in the storage module, below both this list and the features that fill it in.
pub use super::Feature;

/// Every feature whose tables the store keeps. A new feature adds one line.
pub const FEATURES: &[&Feature] = &[
    &games::FEATURE,
    &jobs::FEATURE,
    &chat::FEATURE,
    &ratings::FEATURE,
    &clocks::FEATURE,
    &accounts::FEATURE,
    &mail::FEATURE,
    &analysis::FEATURE,
    &hints::FEATURE,
];

/// The ledger of feature versions (one row per feature).
pub const LEDGER: &str = "havenbaron_feature_schema";

/// The feature whose version the single schema number of older programs counted.
pub const LEGACY: &str = games::FEATURE.name;

/// The migrations of `feature` after version `current` of `scripts` (its list for one
/// database), each with the version it brings; an error when the database is newer than this
/// program.
pub fn pending(
    feature: &Feature,
    scripts: &'static [&'static str],
    current: i64,
) -> anyhow::Result<impl Iterator<Item = (i64, &'static str)>> {
    anyhow::ensure!(
        (0..=scripts.len() as i64).contains(&current),
        "the database has version {current} of the {} tables, newer than this program knows ({})",
        feature.name,
        scripts.len()
    );
    Ok(scripts
        .iter()
        .enumerate()
        .skip(current as usize)
        .map(|(i, sql)| (i as i64 + 1, *sql)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_have_distinct_names_and_migrations_for_both_databases() {
        let mut names: Vec<_> = FEATURES.iter().map(|f| f.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), FEATURES.len(), "a feature name twice");
        for f in FEATURES {
            assert!(!f.sqlite.is_empty() && !f.postgres.is_empty(), "{}", f.name);
            for sql in f.sqlite.iter().chain(f.postgres) {
                assert!(!sql.trim().is_empty(), "an empty migration in {}", f.name);
            }
        }
        assert!(FEATURES.iter().any(|f| f.name == LEGACY));
    }

    #[test]
    fn pending_starts_after_the_recorded_version_and_refuses_a_newer_database() {
        let f = &games::FEATURE;
        let all: Vec<_> = pending(f, f.postgres, 0).unwrap().collect();
        assert_eq!(all.len(), f.postgres.len());
        assert_eq!(all[0].0, 1);
        let rest: Vec<_> = pending(f, f.postgres, 1).unwrap().map(|(v, _)| v).collect();
        assert_eq!(rest, (2..=f.postgres.len() as i64).collect::<Vec<_>>());
        assert_eq!(
            pending(f, f.postgres, f.postgres.len() as i64)
                .unwrap()
                .count(),
            0
        );
        let newer = pending(f, f.postgres, f.postgres.len() as i64 + 1)
            .err()
            .expect("refused");
        assert!(newer.to_string().contains("newer"), "{newer}");
        assert!(pending(f, f.postgres, -1).is_err());
    }
}
