//! The games feature (`src/storage/games/`): tables, seats, the action log (undos included). Its
//! contract runs against both stores; a whole server on PostgreSQL is also stopped and
//! restarted (the same on SQLite is in `tests/restart.rs`).

use std::sync::Arc;

use havenbaron_engine::{Action, Config, Outcome, Ruleset};
use havenbaron_server::ids::TableId;
use havenbaron_server::storage::{ActionRecord, SeatKind, SeatRecord, Store, TableRecord};

on_both_stores!(contract);

fn table(id: &TableId) -> TableRecord {
    TableRecord {
        id: id.clone(),
        config: Config::new(Ruleset::Rotterdam, 2, 5).with_variant("safe_harbour"),
        host_token: "host".into(),
        listed: false,
        created_ms: havenbaron_server::now_ms(),
        seats: vec![
            SeatRecord {
                seat: 0,
                kind: SeatKind::Human,
                bot: None,
                level: None,
                token: Some("t0".into()),
                name: Some("Ann".into()),
                claimed: true,
            },
            SeatRecord {
                seat: 1,
                kind: SeatKind::Bot,
                bot: Some("ismcts".into()),
                level: Some("easy".into()),
                token: None,
                name: None,
                claimed: true,
            },
        ],
        finished: false,
        outcome: None,
    }
}

/// What every store does with tables, seats and actions, whichever database it is.
async fn contract(store: Arc<dyn Store>) {
    let id = TableId::from(format!("contract-{}", rand::random::<u64>()));
    store.create_table(table(&id)).await.unwrap();
    assert!(
        store.create_table(table(&id)).await.is_err(),
        "ids are unique"
    );
    let (rec, actions) = store.load_table(id.clone()).await.unwrap().unwrap();
    assert_eq!(rec, table(&id).clone_with_created(rec.created_ms));
    assert!(actions.is_empty());
    assert!(store.unfinished_tables().await.unwrap().contains(&id));

    let a = |seq| ActionRecord {
        seq,
        seat: (seq % 2) as u8,
        action: Action::CallColour {
            colour: havenbaron_engine::Colour::Blue,
        },
        at_ms: 1000 + seq as i64,
        undo: false,
    };
    store.append_action(id.clone(), a(1), None).await.unwrap();
    assert!(store.append_action(id.clone(), a(1), None).await.is_err());
    assert!(store.append_action(id.clone(), a(3), None).await.is_err());
    store.append_action(id.clone(), a(2), None).await.unwrap();
    // An undo is an entry of the log of its own, and reads back as one.
    let undo = |seq| ActionRecord {
        undo: true,
        seat: 1,
        ..a(seq)
    };
    assert!(
        store
            .append_action(id.clone(), undo(2), None)
            .await
            .is_err(),
        "an undo takes the next place or none"
    );
    store
        .append_action(id.clone(), undo(3), None)
        .await
        .unwrap();
    assert_eq!(
        store.actions_since(id.clone(), 1).await.unwrap(),
        vec![a(2), undo(3)]
    );
    let mut s = table(&id).seats[0].clone();
    s.kind = SeatKind::Bot;
    s.bot = Some("greedy".into());
    s.token = None;
    store.update_seat(id.clone(), s.clone()).await.unwrap();
    let outcome = Outcome {
        scores: vec![],
        winners: vec![0],
        capped: false,
        rounds: 9,
    };
    store
        .append_action(id.clone(), a(4), Some(outcome.clone()))
        .await
        .unwrap();
    let (rec, actions) = store.load_table(id.clone()).await.unwrap().unwrap();
    assert_eq!(actions, vec![a(1), a(2), undo(3), a(4)]);
    assert_eq!(rec.seats[0], s);
    assert!(rec.finished);
    assert_eq!(rec.outcome, Some(outcome.clone()));
    assert!(!store.unfinished_tables().await.unwrap().contains(&id));
    // Unlisted (private): never in the list of finished tables, which anyone reads.
    let fin = store.finished_tables(1000).await.unwrap();
    assert!(
        !fin.iter().any(|f| f.id == id),
        "a private game is not listed"
    );
    let mut public = table(&id);
    public.id = TableId::from(format!("{id}-listed"));
    public.listed = true;
    store.create_table(public.clone()).await.unwrap();
    store
        .update_seat(public.id.clone(), s.clone())
        .await
        .unwrap();
    store
        .append_action(public.id.clone(), a(1), Some(outcome.clone()))
        .await
        .unwrap();
    let fin = store.finished_tables(1000).await.unwrap();
    let f = fin
        .iter()
        .find(|f| f.id == public.id)
        .expect("listed as finished");
    assert_eq!(f.names, vec!["Ann".to_string(), "ismcts (bot)".to_string()]);
    let who: Vec<_> = f
        .seats
        .iter()
        .map(|w| (w.seat, w.kind.as_str(), w.bot.as_deref(), w.name.as_deref()))
        .collect();
    assert_eq!(
        who,
        vec![
            (0, "bot", Some("greedy"), Some("Ann")),
            (1, "bot", Some("ismcts"), None)
        ]
    );
    assert!(store.load_table("no-such".into()).await.unwrap().is_none());
    assert!(store.load_record("no-such".into()).await.unwrap().is_none());

    // Catching up from a version; the record without its actions.
    assert_eq!(
        store.actions_since(id.clone(), 1).await.unwrap(),
        vec![a(2), undo(3), a(4)]
    );
    assert!(store.actions_since(id.clone(), 4).await.unwrap().is_empty());
    assert_eq!(store.load_record(id.clone()).await.unwrap(), Some(rec));

    seats_are_compare_and_set(&*store).await;
    finished_pages_follow_their_cursor(&*store).await;
}

/// The lobby's finished list, page by page (issue 31): newest first by creation, then by id,
/// each page after the last one's cursor, private games never. The tables get creation times
/// of their own, far from any other test's, so a shared database changes nothing.
async fn finished_pages_follow_their_cursor(store: &dyn Store) {
    use havenbaron_server::storage::FinishedCursor;
    let base = 4_000_000_000_000_000 + i64::from(rand::random::<u32>()) * 1_000;
    let tag = rand::random::<u32>();
    let outcome = Outcome {
        scores: vec![],
        winners: vec![1],
        capped: false,
        rounds: 2,
    };
    // (offset, id, listed): two tables at one time, a private one among them.
    let made = [
        (0, "a", true),
        (1, "b", true),
        (2, "c", true),
        (2, "d", true),
        (2, "e", false),
        (3, "f", true),
    ];
    for (offset, name, listed) in made {
        let mut t = table(&TableId::from(format!("page-{tag}-{name}")));
        t.created_ms = base + offset;
        t.listed = listed;
        store.create_table(t.clone()).await.unwrap();
        let pass = ActionRecord {
            seq: 1,
            seat: 0,
            action: Action::Pass,
            at_ms: base,
            undo: false,
        };
        store
            .append_action(t.id.clone(), pass, Some(outcome.clone()))
            .await
            .unwrap();
    }
    let mut after = Some(FinishedCursor {
        created_ms: base + 4,
        id: TableId::from(""),
    });
    let mut seen = Vec::new();
    loop {
        let page = store.finished_page(after.clone(), 2).await.unwrap();
        assert!(page.len() <= 2);
        let mine: Vec<_> = page.iter().filter(|f| f.created_ms >= base).collect();
        seen.extend(
            mine.iter()
                .map(|f| f.id.as_str().rsplit('-').next().unwrap().to_string()),
        );
        if mine.len() < page.len() || page.len() < 2 {
            break;
        }
        let last = page.last().unwrap();
        after = Some(FinishedCursor {
            created_ms: last.created_ms,
            id: last.id.clone(),
        });
    }
    assert_eq!(seen, vec!["f", "c", "d", "b", "a"]);
}

/// A seat is replaced only when it is still what the writer last read.
async fn seats_are_compare_and_set(store: &dyn Store) {
    let id = TableId::from(format!("cas-{}", rand::random::<u64>()));
    store.create_table(table(&id)).await.unwrap();
    let old = table(&id).seats[0].clone();
    let mut new = old.clone();
    new.token = Some("t0-new".into());
    new.name = Some("Bea".into());
    let mut stale = old.clone();
    stale.name = Some("someone else".into());
    assert!(
        !store
            .replace_seat(id.clone(), stale, new.clone())
            .await
            .unwrap(),
        "a stale copy is refused"
    );
    let rec = store.load_record(id.clone()).await.unwrap().unwrap();
    assert_eq!(rec.seats[0], old, "and nothing was written");
    assert!(
        store
            .replace_seat(id.clone(), old.clone(), new.clone())
            .await
            .unwrap()
    );
    assert!(
        !store
            .replace_seat(id.clone(), old, new.clone())
            .await
            .unwrap(),
        "the same change a second time finds the seat changed"
    );
    let rec = store.load_record(id.clone()).await.unwrap().unwrap();
    assert_eq!(rec.seats[0], new);
    assert_eq!(rec.seats[1], table(&id).seats[1], "the other seat is kept");
}

trait CloneWith {
    fn clone_with_created(&self, ms: i64) -> Self;
}
impl CloneWith for TableRecord {
    fn clone_with_created(&self, ms: i64) -> Self {
        TableRecord {
            created_ms: ms,
            ..self.clone()
        }
    }
}

#[cfg(feature = "postgres")]
mod postgres {
    use serde_json::json;

    use crate::common::{self, Ws, create_table, get_json, play_to_end};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn a_server_on_postgres_resumes_after_a_restart() {
        let url = common::postgres_url();
        let db = std::path::PathBuf::from(&url);
        let server = common::start(&db).await;
        let created = create_table(server.addr, &["human", "bot:greedy"], 2, 3).await;
        let id = created["id"].as_str().unwrap().to_string();
        let token = created["token"].as_str().unwrap().to_string();
        let mut ws = Ws::hello(server.addr, &id, json!({"type":"hello","token":token})).await;
        let u = loop {
            let m = ws.until("update").await;
            if !m["legal"].as_array().unwrap().is_empty() {
                break m;
            }
        };
        ws.send(json!({"type":"act","action":u["legal"][0]["action"],"version":u["version"]}))
            .await;
        let version = ws.until("ack").await["version"].as_u64().unwrap();
        drop(ws);
        server.shutdown().await.unwrap();

        let server = common::start(&db).await;
        let info = get_json(server.addr, &format!("/api/tables/{id}")).await;
        assert!(info["version"].as_u64().unwrap() >= version);
        let mut ws = Ws::hello(server.addr, &id, json!({"type":"hello","token":token})).await;
        play_to_end(&mut [&mut ws], 1).await;
        let replay = get_json(server.addr, &format!("/api/tables/{id}/replay")).await;
        assert_eq!(replay["steps"], ws.last_update().unwrap()["version"]);
        server.shutdown().await.unwrap();
    }
}
