//! The clocks feature (`src/storage/clocks/`): timed tables' clocks and the instances'
//! heartbeat. Its contract runs against both stores: a table's clocks are saved and replaced,
//! a sweep finds exactly the deadlines that passed, earliest first, and a start after a longer
//! silence than the grace extends every running deadline by the gap, once.

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::{ClockRecord, Store};

on_both_stores!(contract);

async fn contract(store: std::sync::Arc<dyn Store>) {
    // Tables of their own: other tests' servers may share the database. Deadlines far in the
    // past of every real server's clock, so only this test's rows are due before `t0`.
    let tag = format!("{:08x}", rand::random::<u32>());
    let t = |n: u32| TableId::from(format!("clk{tag}{n}"));
    let t0: i64 = 1_000_000;
    let rec = |n: u32, deadline: Option<i64>| ClockRecord {
        table: t(n),
        state: format!("{{\"n\":{n}}}"),
        version: n as u64,
        deadline_ms: deadline,
        credit_ms: 0,
    };
    assert_eq!(store.clock(t(1)).await.unwrap(), None, "an untimed table");
    store.save_clock(rec(1, Some(t0 + 300))).await.unwrap();
    store.save_clock(rec(2, Some(t0 + 100))).await.unwrap();
    store.save_clock(rec(3, None)).await.unwrap();
    assert_eq!(
        store.clock(t(1)).await.unwrap(),
        Some(rec(1, Some(t0 + 300)))
    );

    let mine = |all: Vec<ClockRecord>| -> Vec<TableId> {
        all.into_iter()
            .filter(|r| r.table.as_str().contains(&tag))
            .map(|r| r.table)
            .collect()
    };
    assert_eq!(
        mine(store.passed_clocks(t0 + 50, 100).await.unwrap()),
        vec![]
    );
    assert_eq!(
        mine(store.passed_clocks(t0 + 100, 100).await.unwrap()),
        vec![t(2)],
        "a deadline passes at its time"
    );
    assert_eq!(
        mine(store.passed_clocks(t0 + 1_000, 100).await.unwrap()),
        vec![t(2), t(1)],
        "earliest first; a stopped clock never passes"
    );

    // Replaced: the clock moved on to another version and deadline.
    let mut moved = rec(1, Some(t0 + 5_000));
    moved.version = 9;
    moved.state = "{\"moved\":true}".into();
    store.save_clock(moved.clone()).await.unwrap();
    assert_eq!(store.clock(t(1)).await.unwrap(), Some(moved));
    store.save_clock(rec(2, None)).await.unwrap();
    assert_eq!(
        mine(store.passed_clocks(t0 + 1_000, 100).await.unwrap()),
        vec![]
    );

    if store.shared() {
        // No row of this test stays due for the other servers' sweeps.
        store.save_clock(rec(1, None)).await.unwrap();
        // On a database other tests' servers share, the heartbeat is theirs too: only a start
        // right after a beat is checked here (no gap); the outage itself is checked on SQLite
        // and by the server's outage test.
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        store.clock_beat(now).await.unwrap();
        assert_eq!(store.clock_resume(now + 10, 15_000).await.unwrap(), 0);
        return;
    }
    // The first start ever extends nothing; a restart within the grace extends nothing.
    assert_eq!(store.clock_resume(t0, 15_000).await.unwrap(), 0);
    store.clock_beat(t0 + 2_000).await.unwrap();
    store.clock_beat(t0 + 1_000).await.unwrap();
    assert_eq!(store.clock_resume(t0 + 12_000, 15_000).await.unwrap(), 0);
    // A silence of an hour: every running deadline moves by it, and the credit records it.
    let gap = 3_600_000;
    assert_eq!(
        store.clock_resume(t0 + 12_000 + gap, 15_000).await.unwrap(),
        gap
    );
    let c1 = store.clock(t(1)).await.unwrap().unwrap();
    assert_eq!(
        (c1.deadline_ms, c1.credit_ms),
        (Some(t0 + 5_000 + gap), gap)
    );
    assert_eq!(store.clock(t(2)).await.unwrap().unwrap().deadline_ms, None);
    // Once: a second instance starting right after finds no gap.
    assert_eq!(
        store.clock_resume(t0 + 12_001 + gap, 15_000).await.unwrap(),
        0
    );
}
