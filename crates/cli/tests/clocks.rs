//! A timed table's clock survives `kill -9` (issue 34): a `havenbaron serve` process is killed
//! with SIGKILL while a clock runs, right after a decision was acknowledged; started again on
//! the same file, the game has that decision and the running clock has the very deadline it
//! had, so the kill lost no action and no time.

mod serving;

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use serving::Instance;

async fn create(addr: SocketAddr, body: &Value) -> Value {
    let body = body.to_string();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "POST /api/tables HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap();
    assert!(head.contains(" 201 "), "{text}");
    serde_json::from_str(rest).unwrap()
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(addr: SocketAddr, table: &str, token: &str) -> Socket {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws/{table}"))
        .await
        .expect("websocket connects");
    let hello = json!({"type":"hello","token":token});
    ws.send(Message::Text(hello.to_string().into()))
        .await
        .unwrap();
    ws
}

/// The next message of type `kind` that satisfies `ok`.
async fn next_of(ws: &mut Socket, kind: &str, ok: impl Fn(&Value) -> bool) -> Value {
    let read = async {
        while let Some(Ok(m)) = ws.next().await {
            if let Message::Text(t) = m {
                let v: Value = serde_json::from_str(&t).unwrap();
                if v["type"] == kind && ok(&v) {
                    return v;
                }
            }
        }
        panic!("closed before a `{kind}`");
    };
    tokio::time::timeout(Duration::from_secs(20), read)
        .await
        .unwrap_or_else(|_| panic!("no `{kind}` within 20 s"))
}

/// The running clock: (seat, deadline).
fn running(clocks: &Value) -> (u64, i64) {
    clocks["clocks"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|s| Some((s["seat"].as_u64()?, s["deadline_ms"].as_i64()?)))
        .expect("a clock runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_while_a_clock_runs_loses_no_time_and_no_action() {
    let dir = std::env::temp_dir().join(format!("hb-clock-kill-{:08x}", rand::random::<u32>()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    let first = Instance::start(&["--db".as_ref(), db.as_os_str()], &[]);
    let created = create(
        first.addr,
        &json!({"players": 2, "round_cap": 2, "seed": 9, "host_seat": 0, "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"mode": "real_time", "bank_s": 600, "increment_s": 0}}),
    )
    .await;
    let id = created["id"].as_str().unwrap();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        created["invites"][0]["token"].as_str().unwrap().to_string(),
    ];
    let mut host = connect(first.addr, id, &tokens[0]).await;
    let initial = next_of(&mut host, "clocks", |_| true).await;
    let (seat, _) = running(&initial);
    let mut ws = connect(first.addr, id, &tokens[seat as usize]).await;
    let update = next_of(&mut ws, "update", |u| {
        !u["legal"].as_array().unwrap().is_empty()
    })
    .await;
    let version = update["version"].as_u64().unwrap();
    let act = json!({"type":"act","action":update["legal"][0]["action"],"version":version});
    ws.send(Message::Text(act.to_string().into()))
        .await
        .unwrap();
    // The clocks move with the update, before the acknowledgement.
    let after = next_of(&mut ws, "clocks", |c| {
        c["clocks"]["seats"] != initial["clocks"]["seats"]
    })
    .await;
    next_of(&mut ws, "ack", |_| true).await;
    let (next_seat, deadline) = running(&after);
    drop((host, ws));
    drop(first); // SIGKILL

    let second = Instance::start(&["--db".as_ref(), db.as_os_str()], &[]);
    let mut again = connect(second.addr, id, &tokens[next_seat as usize]).await;
    let update = next_of(&mut again, "update", |_| true).await;
    assert_eq!(
        update["version"],
        version + 1,
        "the acknowledged decision is kept"
    );
    let clocks = next_of(&mut again, "clocks", |_| true).await;
    assert_eq!(
        running(&clocks),
        (next_seat, deadline),
        "the running clock's deadline is the same"
    );
    assert_eq!(clocks["clocks"]["seats"], after["clocks"]["seats"]);
    drop(second);
    let _ = std::fs::remove_dir_all(&dir);
}
