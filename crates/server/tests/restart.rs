//! Durability: every acknowledged action is in the database; a server stopped mid-game and
//! started again on the same file rebuilds the game by replay and play continues, nothing lost.

mod common;

use std::time::Duration;

use common::{TempDir, Ws, create_table, get_json, play_to_end};
use havenbaron_server::storage::GameStore;
use havenbaron_server::storage::sqlite::SqliteStore;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_resumes_every_unfinished_game() {
    let dir = TempDir::new("restart");
    let db = dir.db();

    // First run: a table with a person and two bots, a few decisions, then stop.
    let server = common::start(&db).await;
    let a = server.addr;
    let created = create_table(a, &["human", "bot:greedy", "bot:random"], 3, 21).await;
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    // A second table nobody touches: it must come back too.
    let other = create_table(a, &["human", "human"], 2, 22).await;
    let mut ws = Ws::hello(a, &id, json!({"type":"hello","token":token})).await;
    let mut acked = 0;
    while acked < 4 {
        let u = loop {
            let m = ws.until("update").await;
            if !m["legal"].as_array().unwrap().is_empty() {
                break m;
            }
        };
        let version = u["version"].as_u64().unwrap();
        let legal = u["legal"].as_array().unwrap();
        let pick = &legal[legal.len() / 2];
        ws.send(json!({"type":"act","action":pick["action"],"version":version}))
            .await;
        let ack = ws.until("ack").await;
        assert_eq!(ack["version"].as_u64(), Some(version + 1));
        acked += 1;
    }
    // Stop right after the last acknowledgement.
    ws.drain(Duration::from_millis(100)).await;
    let before = ws.last_update().unwrap().clone();
    let version = before["version"].as_u64().unwrap();
    drop(ws);
    server.shutdown().await.unwrap();

    // Everything acknowledged is in the file.
    {
        let store = SqliteStore::open(&db).await.unwrap();
        let (rec, actions) = store.load_table(id.as_str().into()).await.unwrap().unwrap();
        assert!(!rec.finished);
        assert_eq!(actions.len() as u64, version);
        assert_eq!(store.unfinished_tables().await.unwrap().len(), 2);
    }

    // Second run on the same file.
    let server = common::start(&db).await;
    let a = server.addr;
    let info = get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["version"].as_u64(), Some(version));
    let info = get_json(a, &format!("/api/tables/{}", other["id"].as_str().unwrap())).await;
    assert_eq!(info["version"], 0);
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(
        lobby["live"].as_array().unwrap().len() + lobby["open"].as_array().unwrap().len(),
        2
    );

    // The client comes back with its version: nothing missed, the same view.
    let mut ws = Ws::hello(
        a,
        &id,
        json!({"type":"hello","token":token,"since":version}),
    )
    .await;
    let w = ws.until("welcome").await;
    assert_eq!(w["you"], 0);
    let u = ws.until("update").await;
    assert_eq!(u["version"].as_u64(), Some(version));
    assert_eq!(u["fresh"], false);
    assert_eq!(u["view"], before["view"]);
    assert_eq!(u["legal"], before["legal"]);

    // Play on to the end.
    play_to_end(&mut [&mut ws], 77).await;
    let last = ws.last_update().unwrap().clone();
    assert!(!last["outcome"].is_null());
    let replay = get_json(a, &format!("/api/tables/{id}/replay")).await;
    assert_eq!(replay["steps"], last["version"]);
    assert_eq!(replay["outcome"], last["outcome"]);
    server.shutdown().await.unwrap();

    // A third start: the finished game is not resumed, its replay is still there.
    let server = common::start(&db).await;
    let replay2 = get_json(server.addr, &format!("/api/tables/{id}/replay")).await;
    assert_eq!(replay2["steps"], replay["steps"]);
    let lobby = get_json(server.addr, "/api/tables").await;
    assert_eq!(lobby["finished"][0]["id"], json!(id));
    server.shutdown().await.unwrap();
}

/// A table stored by a build that played an older rules revision (its config has no `rules`,
/// so revision 1) is not resumed into another game: the server starts, the other tables come
/// back, and that table answers 410 with the reason in words (C-5).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_of_older_rules_is_refused_with_the_reason() {
    let dir = TempDir::new("old-rules");
    let db = dir.db();
    let server = common::start(&db).await;
    let old = create_table(server.addr, &["human", "human"], 2, 31).await;
    let kept = create_table(server.addr, &["human", "human"], 2, 32).await;
    server.shutdown().await.unwrap();
    let old_id = old["id"].as_str().unwrap().to_string();
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let config: String = conn
            .query_row(
                "SELECT config FROM game_table WHERE id = ?1",
                [&old_id],
                |r| r.get(0),
            )
            .unwrap();
        let mut config: serde_json::Value = serde_json::from_str(&config).unwrap();
        assert_eq!(
            config["rules"], 2,
            "tables store the revision they are played under"
        );
        config.as_object_mut().unwrap().remove("rules");
        conn.execute(
            "UPDATE game_table SET config = ?1 WHERE id = ?2",
            [config.to_string(), old_id.clone()],
        )
        .unwrap();
    }

    let server = common::start(&db).await;
    let (status, body) =
        common::http(server.addr, "GET", &format!("/api/tables/{old_id}"), None).await;
    assert_eq!(status, 410, "{body}");
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["words"]["id"], "error-config-revision", "{body}");
    assert!(
        body["error"].as_str().unwrap().contains("revision 1"),
        "{body}"
    );
    let info = get_json(
        server.addr,
        &format!("/api/tables/{}", kept["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(info["version"], 0);
    server.shutdown().await.unwrap();
}

/// Due work for a table that no instance holds in memory is found and done (SQLite).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_decision_due_for_a_table_nobody_holds_is_taken() {
    let dir = TempDir::new("unheld");
    common::a_bot_moves_at_a_table_nobody_holds(&dir.db()).await;
}
