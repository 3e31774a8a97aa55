//! The jobs feature (`src/storage/jobs/`): the scheduler's queue of due work. Its contract runs
//! against both stores: an enqueue is idempotent, a claim takes only due work and never work
//! another holder's lease covers, a lease that ran out is taken over, and a job ends done,
//! tried again later, or given up on.

use std::time::Duration;

use havenbaron_server::storage::{Claim, JobState, Store};

on_both_stores!(contract);

async fn contract(store: std::sync::Arc<dyn Store>) {
    // A kind of its own: other tests' servers may share the database.
    let kind = format!("test-{:08x}", rand::random::<u32>());
    let t0 = 1_000_000;
    let claim = |holder: &str, now_ms: i64, limit: u32| {
        store.claim(Claim {
            kind: kind.clone(),
            holder: holder.to_string(),
            now_ms,
            lease: Duration::from_secs(10),
            limit,
        })
    };
    let enqueue = |subject: &str, due: i64| store.enqueue(kind.clone(), subject.into(), due, t0);

    enqueue("a", t0 + 500).await.unwrap();
    enqueue("a", t0 + 100).await.unwrap();
    enqueue("a", t0 + 900).await.unwrap();
    enqueue("b", t0 + 200).await.unwrap();
    let a = store.job(kind.clone(), "a".into()).await.unwrap().unwrap();
    assert_eq!(
        (a.state, a.due_ms, a.attempts),
        (JobState::Pending, t0 + 100, 0),
        "enqueued once, due at the earliest time asked"
    );
    let counts = store.job_counts().await.unwrap();
    let mine = counts.iter().find(|c| c.kind == kind).unwrap();
    assert_eq!((mine.queued, mine.next_due_ms), (2, Some(t0 + 100)));

    assert!(claim("x", t0 + 50, 10).await.unwrap().is_empty(), "not due");
    let got = claim("x", t0 + 150, 10).await.unwrap();
    assert_eq!(got.len(), 1);
    assert_eq!((got[0].subject.as_str(), got[0].attempts), ("a", 1));
    assert_eq!(got[0].holder.as_deref(), Some("x"));
    let got_b = claim("y", t0 + 300, 10).await.unwrap();
    assert_eq!(got_b.len(), 1, "a held job is not claimed again");
    assert_eq!(got_b[0].subject, "b");

    // Enqueued again while it runs: nothing changes.
    enqueue("a", t0).await.unwrap();
    let a = store.job(kind.clone(), "a".into()).await.unwrap().unwrap();
    assert_eq!(
        (a.state, a.holder.as_deref()),
        (JobState::Running, Some("x"))
    );

    // The heartbeat keeps a lease; only its holder renews it.
    let lease_end = t0 + 150 + 10_000;
    assert!(claim("z", lease_end - 1, 10).await.unwrap().is_empty());
    assert_eq!(
        store
            .renew("x".into(), vec![a.id, got_b[0].id], lease_end + 5_000)
            .await
            .unwrap(),
        vec![a.id],
        "x holds a, not b"
    );
    assert!(claim("z", lease_end + 1, 10).await.unwrap().is_empty());
    // A dead holder: its lease runs out and another takes the job over.
    let taken = claim("z", lease_end + 5_001, 10).await.unwrap();
    let subjects: Vec<_> = taken.iter().map(|j| j.subject.as_str()).collect();
    assert_eq!(subjects, ["a", "b"], "earliest due first");
    assert_eq!(taken[0].attempts, 2, "the dead holder's claim counted");
    assert!(
        !store.complete(a.id, "x".into()).await.unwrap(),
        "the old holder finishes nothing"
    );

    // Done: deleted, and the subject may be enqueued afresh.
    assert!(store.complete(a.id, "z".into()).await.unwrap());
    assert_eq!(store.job(kind.clone(), "a".into()).await.unwrap(), None);
    // Failed: waits again until its retry time, then is claimed again.
    let b = taken[1].id;
    assert!(
        store
            .fail(b, "z".into(), "busy".into(), Some(t0 + 60_000))
            .await
            .unwrap()
    );
    let again = store.job(kind.clone(), "b".into()).await.unwrap().unwrap();
    assert_eq!(
        (again.state, again.due_ms, again.holder.as_deref()),
        (JobState::Pending, t0 + 60_000, None)
    );
    assert_eq!(again.last_error.as_deref(), Some("busy"));
    assert!(claim("z", t0 + 59_999, 10).await.unwrap().is_empty());
    let retried = claim("z", t0 + 60_000, 1).await.unwrap();
    assert_eq!(retried.len(), 1);
    assert_eq!(retried[0].attempts, 3);
    // Given up on: kept as failed, and an enqueue does not revive it.
    assert!(
        store
            .fail(b, "z".into(), "broken".into(), None)
            .await
            .unwrap()
    );
    enqueue("b", t0).await.unwrap();
    let failed = store.job(kind.clone(), "b".into()).await.unwrap().unwrap();
    assert_eq!(failed.state, JobState::Failed);
    assert!(claim("z", t0 + 1_000_000, 10).await.unwrap().is_empty());
    assert!(
        store
            .job_counts()
            .await
            .unwrap()
            .iter()
            .all(|c| c.kind != kind),
        "nothing waits or runs"
    );

    // A limit: at most that many at once.
    for s in ["c", "d", "e"] {
        enqueue(s, t0).await.unwrap();
    }
    assert_eq!(claim("x", t0, 2).await.unwrap().len(), 2);
    assert_eq!(claim("y", t0, 2).await.unwrap().len(), 1);
}
