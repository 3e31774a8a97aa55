//! The storage contract, one module per feature of the store (`src/storage/<feature>/`), each
//! run against both databases by [`on_both_stores`]: SQLite always; PostgreSQL in a test that is
//! ignored by default (`needs PostgreSQL: run ./test`) and, when included, fails without a
//! database in `HAVENBARON_TEST_POSTGRES_URL` instead of passing unchecked. [`legacy`]: the
//! databases made before the store was split by feature open without loss.
//!
//! A new feature adds its file here with its `contract` and one `on_both_stores!` line.

#[path = "../common/mod.rs"]
mod common;

/// A feature's contract on both stores: `on_sqlite`, and `on_postgres` (ignored by default).
/// The SQLite file is opened a second time afterwards: migrations found nothing to do and the
/// store still answers.
macro_rules! on_both_stores {
    ($contract:path) => {
        #[tokio::test]
        async fn on_sqlite() {
            let dir = crate::common::TempDir::new("contract");
            $contract(havenbaron_server::storage::open(&dir.db()).await.unwrap()).await;
            let again = havenbaron_server::storage::open(&dir.db()).await.unwrap();
            again.ping().await.unwrap();
        }

        #[cfg(feature = "postgres")]
        #[tokio::test]
        #[ignore = "needs PostgreSQL: run ./test"]
        async fn on_postgres() {
            let url = crate::common::postgres_url();
            $contract(
                havenbaron_server::storage::open(std::path::Path::new(&url))
                    .await
                    .unwrap(),
            )
            .await;
        }
    };
}

mod accounts;
mod analysis;
mod chat;
mod clocks;
mod games;
mod hints;
mod jobs;
mod legacy;
mod mail;
mod ratings;

#[cfg(not(feature = "postgres"))]
#[tokio::test]
async fn postgres_needs_the_feature() {
    let err =
        havenbaron_server::storage::open(std::path::Path::new("postgres://nobody@127.0.0.1/none"))
            .await
            .err()
            .expect("refused");
    assert!(err.to_string().contains("postgres"), "{err}");
}

/// Built without the `postgres` feature, the PostgreSQL tests do not exist: asked for them
/// (`--include-ignored`), this build says so rather than pass without them.
#[cfg(not(feature = "postgres"))]
#[test]
#[ignore = "needs PostgreSQL: run ./test"]
fn postgres_tests_need_the_postgres_feature() {
    panic!(
        "this test build has no PostgreSQL tests: build with the `postgres` feature of \
         havenbaron-server (on by default; ./test builds it)"
    );
}
