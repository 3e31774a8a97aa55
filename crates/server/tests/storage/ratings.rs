//! The ratings feature (`src/storage/ratings/`): rated tables, who left them, ratings per rule
//! set and player count, their history, and the leaderboard. Its contract runs against both
//! stores: a table's result is applied once (a second apply changes nothing), a failed apply
//! leaves nothing behind, and the leaderboard ranks by `mu - 3 sigma`, page by page. On
//! PostgreSQL two stores (as two instances) apply the same tables at once: each table counts
//! exactly once and no update of a shared player is lost.

use std::sync::Arc;

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::Store;
use havenbaron_server::storage::ratings::{ALL_COUNTS, ApplyResult, RatedPlayer, Skill};

on_both_stores!(contract);

const INITIAL: Skill = Skill {
    mu: 1500.0,
    sigma: 200.0,
};

/// A made-up update, independent of the server's maths: each place above last is worth 10,
/// and every game takes a tenth off the uncertainty.
fn result(table: &TableId, ruleset: &str, players: &[(&str, u8)], seats: u8) -> ApplyResult {
    let n = players.len();
    let ranks: Vec<u8> = players.iter().map(|(_, r)| *r).collect();
    ApplyResult {
        table: table.clone(),
        ruleset: ruleset.into(),
        players: seats,
        listed: true,
        at_ms: 1_000,
        initial: INITIAL,
        rated: players
            .iter()
            .enumerate()
            .map(|(seat, (key, rank))| RatedPlayer {
                key: key.to_string(),
                seat: seat as u8,
                rank: *rank,
            })
            .collect(),
        update: Box::new(move |now: &[Skill]| {
            now.iter()
                .zip(&ranks)
                .map(|(s, &r)| Skill {
                    mu: s.mu + 10.0 * (n as f64 - r as f64),
                    sigma: s.sigma * 0.9,
                })
                .collect()
        }),
    }
}

/// A prefix of its own: other tests' stores may share the database.
fn tag() -> String {
    format!("t{:08x}", rand::random::<u32>())
}

async fn contract(store: Arc<dyn Store>) {
    let t = tag();
    let ruleset = format!("{t}-rs");
    let key = |k: &str| format!("{t}-{k}");
    let (a, b, c) = (key("a"), key("b"), key("c"));
    let t1 = TableId::from(format!("{t}-1"));

    // Rated tables.
    assert!(!store.is_rated(t1.clone()).await.unwrap());
    store
        .mark_rated(t1.clone(), ruleset.clone(), 2, 5)
        .await
        .unwrap();
    store
        .mark_rated(t1.clone(), ruleset.clone(), 2, 6)
        .await
        .unwrap();
    assert!(store.is_rated(t1.clone()).await.unwrap());

    // Who left: the first record of a seat stands.
    store
        .record_left(t1.clone(), 1, b.clone(), 7)
        .await
        .unwrap();
    store
        .record_left(t1.clone(), 1, c.clone(), 8)
        .await
        .unwrap();
    assert_eq!(
        store.left_players(t1.clone()).await.unwrap(),
        vec![(1, b.clone())]
    );

    // A result counts once.
    let first = result(&t1, &ruleset, &[(&a, 1), (&b, 2)], 2);
    assert!(!store.is_applied(t1.clone()).await.unwrap());
    assert!(store.apply_result(first).await.unwrap());
    assert!(store.is_applied(t1.clone()).await.unwrap());
    let again = result(&t1, &ruleset, &[(&a, 1), (&b, 2)], 2);
    assert!(!store.apply_result(again).await.unwrap(), "applied twice");
    let mine = store.player_ratings(a.clone()).await.unwrap();
    assert_eq!(
        mine.iter().map(|r| r.players).collect::<Vec<_>>(),
        vec![ALL_COUNTS, 2],
        "over all counts and at 2 players: {mine:?}"
    );
    for r in &mine {
        assert_eq!((r.games, r.wins, r.skill.mu), (1, 1, 1510.0), "{r:?}");
        assert!((r.skill.sigma - 180.0).abs() < 1e-9);
    }
    let theirs = store.player_ratings(b.clone()).await.unwrap();
    assert!(
        theirs
            .iter()
            .all(|r| (r.games, r.wins, r.skill.mu) == (1, 0, 1500.0))
    );

    // A second table of 3: the rating over all counts goes on from the first; the one at 3
    // players starts afresh.
    // (A private table: its history rows say so.)
    let t2 = TableId::from(format!("{t}-2"));
    let mut private = result(&t2, &ruleset, &[(&c, 1), (&a, 2), (&b, 3)], 3);
    private.listed = false;
    assert!(store.apply_result(private).await.unwrap());
    let mine = store.player_ratings(a.clone()).await.unwrap();
    let at = |n: u8| mine.iter().find(|r| r.players == n).unwrap();
    assert_eq!((at(ALL_COUNTS).games, at(ALL_COUNTS).skill.mu), (2, 1520.0));
    assert_eq!((at(2).games, at(2).skill.mu), (1, 1510.0));
    assert_eq!((at(3).games, at(3).wins, at(3).skill.mu), (1, 0, 1510.0));

    // The history: one row per table, oldest first, before and after.
    let history = store.rating_history(a.clone(), 10).await.unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(
        (
            history[0].table_id.clone(),
            history[0].rank,
            history[0].players
        ),
        (t1.clone(), 1, 2)
    );
    assert_eq!(
        (
            history[1].table_id.clone(),
            history[1].seat,
            history[1].rank
        ),
        (t2.clone(), 1, 2)
    );
    assert_eq!((history[0].listed, history[1].listed), (true, false));
    assert_eq!(history[0].before, INITIAL);
    assert_eq!(history[1].before, history[0].after);
    assert_eq!(history[1].after.mu, 1520.0);
    let latest = store.rating_history(a.clone(), 1).await.unwrap();
    assert_eq!(latest, history[1..].to_vec(), "the latest, when limited");

    // An update that fails leaves nothing behind, not even the marker.
    let t3 = TableId::from(format!("{t}-3"));
    let mut broken = result(&t3, &ruleset, &[(&a, 1), (&c, 2)], 2);
    broken.update = Box::new(|_| Vec::new());
    assert!(store.apply_result(broken).await.is_err());
    assert!(!store.is_applied(t3.clone()).await.unwrap());
    assert_eq!(store.rating_history(a.clone(), 10).await.unwrap().len(), 2);

    // The leaderboard: by mu - 3 sigma (a: 1520 - 3·162 = 1034, b: 1500 - 3·162 = 1014,
    // c: 1520 - 3·180 = 980: one game leaves c less certain), paged, with the total.
    let (board, total) = store
        .leaderboard(ruleset.clone(), ALL_COUNTS, 0, 10)
        .await
        .unwrap();
    assert_eq!(total, 3);
    let order: Vec<&str> = board.iter().map(|r| r.player_key.as_str()).collect();
    assert_eq!(order, vec![a.as_str(), b.as_str(), c.as_str()], "{board:?}");
    let (page2, total) = store
        .leaderboard(ruleset.clone(), ALL_COUNTS, 1, 1)
        .await
        .unwrap();
    assert_eq!((page2.len(), total), (1, 3));
    assert_eq!(page2[0].player_key, b);
    let (at3, total) = store.leaderboard(ruleset.clone(), 3, 0, 10).await.unwrap();
    assert_eq!((at3.len(), total), (3, 3));
    let (none, total) = store.leaderboard(ruleset, 4, 0, 10).await.unwrap();
    assert_eq!((none.len(), total), (0, 0));
    assert!(
        store
            .player_ratings(key("nobody"))
            .await
            .unwrap()
            .is_empty()
    );
}

/// Two stores on one PostgreSQL database, as two instances: both apply the same tables at
/// once. Every table counts exactly once (one of the two applies says it did), and a player
/// shared by every table has every game counted (no update lost between instances).
#[cfg(feature = "postgres")]
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL: run ./test"]
async fn two_instances_apply_each_table_exactly_once() {
    let url = crate::common::postgres_url();
    let open = || havenbaron_server::storage::open(std::path::Path::new(&url));
    let (one, two) = (open().await.unwrap(), open().await.unwrap());
    let t = tag();
    let ruleset = format!("{t}-rs");
    let shared = format!("{t}-shared");
    let tables: Vec<TableId> = (0..12).map(|i| TableId::from(format!("{t}-{i}"))).collect();
    let mut runs = Vec::new();
    for (i, table) in tables.iter().enumerate() {
        for store in [&one, &two] {
            let (store, table, ruleset) = (store.clone(), table.clone(), ruleset.clone());
            let (shared, other) = (shared.clone(), format!("{t}-p{i}"));
            runs.push(tokio::spawn(async move {
                let r = result(&table, &ruleset, &[(&shared, 1), (&other, 2)], 2);
                store.apply_result(r).await.unwrap()
            }));
        }
    }
    let mut applied = 0;
    for r in runs {
        applied += r.await.unwrap() as u32;
    }
    assert_eq!(applied, 12, "each table applied by exactly one instance");
    let mine = one.player_ratings(shared.clone()).await.unwrap();
    let all = mine.iter().find(|r| r.players == ALL_COUNTS).unwrap();
    assert_eq!((all.games, all.wins), (12, 12));
    assert_eq!(all.skill.mu, 1500.0 + 12.0 * 10.0, "every win counted once");
    assert_eq!(
        two.rating_history(shared, 100).await.unwrap().len(),
        12,
        "one history row per table"
    );
    for table in tables {
        assert!(two.is_applied(table).await.unwrap());
    }
}
