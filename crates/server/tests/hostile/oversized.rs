//! Oversized frames from many spectators at once: each connection is closed with 1009 and the
//! reason, and the player plays on.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use havenbaron_server::protocol::MAX_CLIENT_MESSAGE;
use havenbaron_server::ws::{TOO_BIG, TOO_BIG_CODE};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

use crate::{Player, connect_from};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversized_frames_close_with_1009_and_the_player_plays_on() {
    let dir = crate::common::TempDir::new("oversized");
    let server = crate::common::start(&dir.db()).await;
    let a = server.addr;
    let mut player = Player::sit(a, 33).await;
    let watched = crate::common::create_table(a, &["human", "bot:random"], 3, 34).await;
    let id = watched["id"].as_str().unwrap().to_string();
    let start = Instant::now();
    let mut attackers = Vec::new();
    for i in 0..20 {
        let id = id.clone();
        attackers.push(tokio::spawn(async move {
            let tcp = connect_from(2, a).await.unwrap();
            let (mut ws, _) = tokio_tungstenite::client_async(format!("ws://{a}/ws/{id}"), tcp)
                .await
                .unwrap();
            let hello = json!({"type": "hello"}).to_string();
            ws.send(Message::Text(hello.into())).await.unwrap();
            // Half of them in one frame, half as a message over the limit.
            let big = "x".repeat(MAX_CLIENT_MESSAGE * 2 + i);
            let _ = ws.send(Message::Text(big.into())).await;
            let deadline = Duration::from_secs(5);
            loop {
                match tokio::time::timeout(deadline, ws.next()).await {
                    Ok(Some(Ok(Message::Close(frame)))) => return frame,
                    Ok(Some(Ok(_))) => continue,
                    _ => return None,
                }
            }
        }));
    }
    player.plays_until(start + Duration::from_secs(2)).await;
    for t in attackers {
        let frame = t.await.unwrap().expect("a close frame");
        assert_eq!(u16::from(frame.code), TOO_BIG_CODE);
        assert_eq!(frame.reason.as_str(), TOO_BIG);
    }
    player.play_one().await;
    server.shutdown().await.unwrap();
}
