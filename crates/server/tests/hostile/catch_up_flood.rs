//! A catch-up flood: spectators asking for everything since the first move of a long game,
//! reconnecting again and again. Each gets at most the bounded catch-up (else a fresh view),
//! never the whole log, and the player plays on.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use crate::{Player, connect_from};

/// The most entries a catch-up holds: the history a room keeps.
const MAX_ENTRIES: usize = havenbaron_server::room::HISTORY;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_catch_up_flood_gets_bounded_answers() {
    let dir = crate::common::TempDir::new("catch-up-flood");
    let server = crate::common::start(&dir.db()).await;
    let a = server.addr;
    let (status, created) = crate::common::post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "round_cap": 30, "seed": 36, "seats": [
            {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    // A long game: well past the bound.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let info = crate::common::get_json(a, &format!("/api/tables/{id}")).await;
        if info["version"].as_u64().unwrap() > 2 * MAX_ENTRIES as u64 || info["finished"] == true {
            assert!(info["version"].as_u64().unwrap() > MAX_ENTRIES as u64);
            break;
        }
        assert!(Instant::now() < deadline, "the game stays short: {info}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut player = Player::sit(a, 37).await;
    let start = Instant::now();
    let flood: Vec<_> = (0..30)
        .map(|_| {
            let id = id.clone();
            tokio::spawn(async move {
                let mut bytes = 0;
                while start.elapsed() < Duration::from_secs(3) {
                    let tcp = connect_from(2, a).await.unwrap();
                    let (mut ws, _) =
                        tokio_tungstenite::client_async(format!("ws://{a}/ws/{id}"), tcp)
                            .await
                            .unwrap();
                    let hello = json!({"type": "hello", "since": 1}).to_string();
                    ws.send(Message::Text(hello.into())).await.unwrap();
                    loop {
                        let m = tokio::time::timeout(Duration::from_secs(5), ws.next())
                            .await
                            .expect("an answer")
                            .expect("open")
                            .expect("a message");
                        let Message::Text(t) = m else { continue };
                        bytes += t.len();
                        let v: Value = serde_json::from_str(&t).unwrap();
                        if v["type"] == "update" {
                            let entries = v["entries"].as_array().unwrap().len();
                            assert!(entries <= MAX_ENTRIES, "{entries} entries");
                            break;
                        }
                    }
                    let _ = ws.close(None).await;
                }
                bytes
            })
        })
        .collect();
    player.plays_until(start + Duration::from_secs(3)).await;
    let mut bytes = 0;
    for f in flood {
        bytes += f.await.unwrap();
    }
    assert!(bytes > 0);
    server.shutdown().await.unwrap();
}
