//! The hints feature (`src/storage/hints/`): each seat's count of hints. Its contract runs
//! against both stores: counts start at nothing, go up by one per hint and per seat, are kept
//! apart per table, and are read back in seat order.

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::Store;

on_both_stores!(contract);

async fn contract(store: std::sync::Arc<dyn Store>) {
    // Tables of their own: other tests' servers may share the database.
    let tag = format!("{:08x}", rand::random::<u32>());
    let t = |n: u32| TableId::from(format!("hint{tag}{n}"));
    assert_eq!(store.hints(t(1)).await.unwrap(), vec![], "nobody asked yet");
    assert_eq!(store.add_hint(t(1), 2).await.unwrap(), 1);
    assert_eq!(store.add_hint(t(1), 2).await.unwrap(), 2);
    assert_eq!(store.add_hint(t(1), 0).await.unwrap(), 1);
    assert_eq!(store.add_hint(t(2), 2).await.unwrap(), 1, "another table");
    assert_eq!(
        store.hints(t(1)).await.unwrap(),
        vec![(0, 1), (2, 2)],
        "by seat, seats that never asked absent"
    );
    assert_eq!(store.hints(t(2)).await.unwrap(), vec![(2, 1)]);
    // Many at once (several connections, several instances) all count.
    let adds: Vec<_> = (0..8).map(|_| store.add_hint(t(3), 1)).collect();
    let mut got: Vec<u32> = futures_util::future::join_all(adds)
        .await
        .into_iter()
        .map(|r| r.unwrap())
        .collect();
    got.sort_unstable();
    assert_eq!(got, (1..=8).collect::<Vec<u32>>());
    assert_eq!(store.hints(t(3)).await.unwrap(), vec![(1, 8)]);
}
