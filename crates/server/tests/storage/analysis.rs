//! The analysis feature (`src/storage/analysis/`): a finished table's post-game analysis from
//! its request to its report. Its contract runs against both stores: a request is admitted
//! once (asking again leaves it alone), per requester and in all only up to its bounds, a
//! refusal stores nothing; progress marks it running; its end keeps the report or the error;
//! a failed one may be asked for again. Tables and requesters are named afresh per run, since
//! a shared database holds other tests' analyses too.

use std::sync::Arc;

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::{AnalysisRecord, AnalysisStatus, Bounds, Requested, Store};

on_both_stores!(contract);

fn asked(table: &TableId, by: &str) -> AnalysisRecord {
    AnalysisRecord {
        table: table.clone(),
        status: AnalysisStatus::Done,
        done: 7,
        total: 9,
        report: Some("ignored".into()),
        error: None,
        method: "havenbaron-analysis/1".into(),
        bots_version: "0.1.0".into(),
        budget: 40,
        seed: u64::MAX - 1,
        requested_by: by.into(),
        requested_ms: 1_000,
        finished_ms: None,
    }
}

const OPEN: Bounds = Bounds {
    per_player: 2,
    queue: u32::MAX,
};

async fn contract(store: Arc<dyn Store>) {
    let run = TableId::random();
    let t = |n: u32| TableId::from(format!("{run}-{n}"));
    let me = format!("seat:{run}:0");
    assert_eq!(store.analysis(t(1)).await.unwrap(), None);

    // Admitted as waiting, whatever status the request carried.
    let a = store
        .request_analysis(asked(&t(1), &me), OPEN)
        .await
        .unwrap();
    assert_eq!(a, Requested::Admitted);
    let got = store.analysis(t(1)).await.unwrap().expect("stored");
    assert_eq!(got.status, AnalysisStatus::Pending);
    assert_eq!(
        (got.done, got.total, got.report, got.error),
        (0, 0, None, None)
    );
    assert_eq!(got.seed, u64::MAX - 1, "a seed round-trips in full");
    assert_eq!((got.budget, got.requested_ms), (40, 1_000));
    assert_eq!(got.requested_by, me);
    assert_eq!(got.method, "havenbaron-analysis/1");

    // Asking again changes nothing.
    let again = store
        .request_analysis(asked(&t(1), "someone else"), OPEN)
        .await
        .unwrap();
    assert_eq!(again, Requested::Exists(AnalysisStatus::Pending));
    assert_eq!(
        store.analysis(t(1)).await.unwrap().unwrap().requested_by,
        me
    );

    // The per-player bound, then the queue's: refusals store nothing.
    assert_eq!(
        store
            .request_analysis(asked(&t(2), &me), OPEN)
            .await
            .unwrap(),
        Requested::Admitted
    );
    assert_eq!(
        store
            .request_analysis(asked(&t(3), &me), OPEN)
            .await
            .unwrap(),
        Requested::PlayerLimit
    );
    assert_eq!(store.analysis(t(3)).await.unwrap(), None);
    let full = Bounds {
        per_player: 5,
        queue: 1,
    };
    let other = format!("seat:{run}:1");
    assert_eq!(
        store
            .request_analysis(asked(&t(3), &other), full)
            .await
            .unwrap(),
        Requested::QueueFull
    );
    assert_eq!(store.analysis(t(3)).await.unwrap(), None);

    // Progress marks it running; the end keeps the report, and frees the requester's place.
    store.analysis_progress(t(1), 3, 12).await.unwrap();
    let running = store.analysis(t(1)).await.unwrap().unwrap();
    assert_eq!(running.status, AnalysisStatus::Running);
    assert_eq!((running.done, running.total), (3, 12));
    store
        .finish_analysis(t(1), Ok("{\"players\":[]}".into()), 5_000)
        .await
        .unwrap();
    let done = store.analysis(t(1)).await.unwrap().unwrap();
    assert_eq!(done.status, AnalysisStatus::Done);
    assert_eq!(done.report.as_deref(), Some("{\"players\":[]}"));
    assert_eq!(
        (done.done, done.total, done.finished_ms),
        (12, 12, Some(5_000))
    );
    // Progress after the end (a worker taken over late) changes nothing.
    store.analysis_progress(t(1), 4, 12).await.unwrap();
    assert_eq!(store.analysis(t(1)).await.unwrap().unwrap(), done);
    assert_eq!(
        store
            .request_analysis(asked(&t(1), &other), OPEN)
            .await
            .unwrap(),
        Requested::Exists(AnalysisStatus::Done)
    );
    assert_eq!(
        store
            .request_analysis(asked(&t(3), &me), OPEN)
            .await
            .unwrap(),
        Requested::Admitted,
        "a finished analysis no longer counts against its requester"
    );

    // A failed one keeps its error and may be asked for again, from the start.
    store
        .finish_analysis(t(2), Err("the table is gone".into()), 6_000)
        .await
        .unwrap();
    let failed = store.analysis(t(2)).await.unwrap().unwrap();
    assert_eq!(failed.status, AnalysisStatus::Failed);
    assert_eq!(failed.error.as_deref(), Some("the table is gone"));
    assert_eq!(
        store
            .request_analysis(asked(&t(2), &other), OPEN)
            .await
            .unwrap(),
        Requested::Admitted
    );
    let renewed = store.analysis(t(2)).await.unwrap().unwrap();
    assert_eq!(renewed.status, AnalysisStatus::Pending);
    assert_eq!((renewed.error, renewed.finished_ms), (None, None));
    assert_eq!(renewed.requested_by, other);
}
