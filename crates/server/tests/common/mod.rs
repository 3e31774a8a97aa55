//! Shared test helpers: a server on a free loopback port, a tiny HTTP client, a WebSocket
//! client that records every message it receives. Both clients check what they exchange
//! against the published protocol ([`contract`]).
#![allow(dead_code)]

pub mod contract;

use std::path::Path;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use havenbaron_server::{ServeOptions, Server};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

pub async fn start(db: &Path) -> Server {
    start_with(db, |_| {}).await
}

/// A server on a free loopback port with options changed by `change` (limits, bot delay).
pub async fn start_with(db: &Path, change: impl FnOnce(&mut ServeOptions)) -> Server {
    let mut opts = ServeOptions {
        addr: "127.0.0.1:0".parse().unwrap(),
        db: db.to_path_buf(),
        bot_delay: Duration::ZERO,
        quiet: true,
        ..Default::default()
    };
    // Tests create many tables from one address; the creation limit has its own test.
    opts.limits.create_burst = 10_000;
    // Tests read the lists right after a change, and often: the lists' cache and their limit
    // per address have their own tests.
    opts.limits.list_cache = Duration::ZERO;
    opts.limits.list_burst = 10_000;
    change(&mut opts);
    havenbaron_server::start(opts).await.expect("server starts")
}

/// The throwaway PostgreSQL database named by `HAVENBARON_TEST_POSTGRES_URL` (`./test` starts
/// one). The tests that need it are `#[ignore = "needs PostgreSQL: run ./test"]`: included
/// without it, they fail here rather than pass unchecked. Set: every failure of that database
/// fails the test.
pub fn postgres_url() -> String {
    std::env::var("HAVENBARON_TEST_POSTGRES_URL").unwrap_or_else(|_| {
        panic!(
            "HAVENBARON_TEST_POSTGRES_URL is not set: this test needs a PostgreSQL database \
             (./test starts a throwaway one and sets it)"
        )
    })
}

/// A fresh temporary folder, removed on drop.
pub struct TempDir(pub std::path::PathBuf);
impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        let p = std::env::temp_dir().join(format!(
            "havenbaron-{tag}-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        std::fs::create_dir_all(&p).unwrap();
        TempDir(p)
    }
    pub fn db(&self) -> std::path::PathBuf {
        self.0.join("test.db")
    }
}
impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// One HTTP/1.1 request; returns the status and the body.
pub async fn http(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> (u16, String) {
    let (status, _, body) = http_full(addr, method, path, body).await;
    (status, body)
}

pub async fn http_full(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> (u16, String, String) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = body.unwrap_or("");
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{request}",
        request.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    let _ = s.read_to_end(&mut buf).await;
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    contract::check_http(method, path, Some(request), status, head, &body);
    (status, head.to_string(), body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((len, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}

pub async fn get_json(addr: std::net::SocketAddr, path: &str) -> Value {
    let (status, body) = http(addr, "GET", path, None).await;
    assert_eq!(status, 200, "GET {path}: {body}");
    serde_json::from_str(&body).unwrap()
}

pub async fn post_json(addr: std::net::SocketAddr, path: &str, body: &Value) -> (u16, Value) {
    let (status, body) = http(addr, "POST", path, Some(&body.to_string())).await;
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// Creates a table; `seats` like `["human", "bot:greedy"]`. Returns the creation answer.
pub async fn create_table(
    addr: std::net::SocketAddr,
    seats: &[&str],
    round_cap: u32,
    seed: u64,
) -> Value {
    let seats: Vec<Value> = seats
        .iter()
        .map(|s| match s.strip_prefix("bot:") {
            Some(b) => json!({"kind": "bot", "bot": b, "level": "easy"}),
            None => json!({"kind": "human"}),
        })
        .collect();
    let (status, v) = post_json(
        addr,
        "/api/tables",
        &json!({"players": seats.len(), "seats": seats, "round_cap": round_cap, "seed": seed,
                "host_seat": 0, "name": "Host"}),
    )
    .await;
    assert_eq!(status, 201, "create: {v}");
    v
}

/// A WebSocket client that keeps every message it got.
pub struct Ws {
    pub stream: tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    pub got: Vec<Value>,
    pub raw: Vec<String>,
    pub closed: bool,
}

impl Ws {
    pub async fn connect(addr: std::net::SocketAddr, table: &str) -> Ws {
        let (stream, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws/{table}"))
            .await
            .expect("websocket connects");
        Ws {
            stream,
            got: Vec::new(),
            raw: Vec::new(),
            closed: false,
        }
    }

    /// Connects and says hello.
    pub async fn hello(addr: std::net::SocketAddr, table: &str, hello: Value) -> Ws {
        let mut ws = Ws::connect(addr, table).await;
        ws.send(hello).await;
        ws
    }

    /// Sends a message, after checking it against the schema.
    pub async fn send(&mut self, v: Value) {
        contract::check_client_message(&v);
        self.send_text(v.to_string()).await;
    }

    /// Sends text as it is, unchecked: for messages sent to see them refused.
    pub async fn send_text(&mut self, t: String) {
        let _ = self.stream.send(Message::Text(t.into())).await;
    }

    /// The next message, or `None` after `timeout` or when closed.
    pub async fn next(&mut self, timeout: Duration) -> Option<Value> {
        loop {
            match tokio::time::timeout(timeout, self.stream.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => {
                    let v: Value = serde_json::from_str(&t).expect("server sends JSON");
                    contract::check_server_message(&v);
                    self.raw.push(t.to_string());
                    self.got.push(v.clone());
                    return Some(v);
                }
                Ok(Some(Ok(Message::Close(_)))) | Ok(None) | Ok(Some(Err(_))) => {
                    self.closed = true;
                    return None;
                }
                Ok(Some(Ok(_))) => continue,
                Err(_) => return None,
            }
        }
    }

    /// Reads until a message of `kind` arrives (returned), failing after 10 s.
    pub async fn until(&mut self, kind: &str) -> Value {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await {
                Some(v) if v["type"] == kind => return v,
                Some(_) => continue,
                None => panic!(
                    "no `{kind}` message (closed: {}); last: {:?}",
                    self.closed,
                    self.got.last()
                ),
            }
        }
    }

    /// Reads whatever arrives within `quiet` of silence.
    pub async fn drain(&mut self, quiet: Duration) {
        while self.next(quiet).await.is_some() {}
    }

    /// The latest update seen.
    pub fn last_update(&self) -> Option<&Value> {
        self.got.iter().rev().find(|v| v["type"] == "update")
    }
}

/// Plays until the game ends: each human socket acts (seeded random legal action) when its
/// latest update at the newest version offers legal actions.
pub async fn play_to_end(socks: &mut [&mut Ws], seed: u64) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    let mut turn = 0u32;
    loop {
        assert!(tokio::time::Instant::now() < deadline, "game did not end");
        for ws in socks.iter_mut() {
            ws.drain(Duration::from_millis(40)).await;
        }
        let latest = socks
            .iter()
            .filter_map(|w| w.last_update())
            .map(|u| u["version"].as_u64().unwrap())
            .max()
            .unwrap_or(0);
        if socks
            .iter()
            .filter_map(|w| w.last_update())
            .any(|u| !u["outcome"].is_null())
        {
            return;
        }
        for ws in socks.iter_mut() {
            let Some(u) = ws.last_update().cloned() else {
                continue;
            };
            if u["version"].as_u64() != Some(latest) {
                continue;
            }
            let legal = u["legal"].as_array().unwrap();
            if legal.is_empty() {
                continue;
            }
            // Prefer ending slots quickly, sometimes do something else.
            let quick: Vec<&Value> = legal
                .iter()
                .filter(|l| {
                    matches!(
                        l["action"]["type"].as_str(),
                        Some("pass" | "continue" | "withdraw" | "decline")
                    )
                })
                .collect();
            turn += 1;
            let pick = if !quick.is_empty() && !turn.is_multiple_of(3) {
                quick.choose(&mut rng).unwrap()
            } else {
                legal.choose(&mut rng).unwrap()
            };
            ws.send(json!({"type": "act", "action": pick["action"], "version": latest}))
                .await;
            let answer = loop {
                let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
                if m["type"] == "ack" || m["type"] == "error" {
                    break m;
                }
            };
            assert_eq!(answer["type"], "ack", "{answer}");
            break;
        }
    }
}

/// Due work for a table that no instance holds in memory is found in the store and done (the
/// scheduler, issue 30): a table of bots whose first decision is due an hour later (the server's
/// clock is a test clock), dropped from memory; when the clock reaches the due time, the
/// scheduler claims the decision, loads the table, and the bot's move is in the log.
pub async fn a_bot_moves_at_a_table_nobody_holds(db: &Path) {
    use havenbaron_server::room::{BOT_SOLO, bot_subject};
    use havenbaron_server::scheduler::{Clock, ManualClock};
    use havenbaron_server::storage::JobState;

    let clock = std::sync::Arc::new(ManualClock::new());
    let delay = Duration::from_secs(3600);
    let server = start_with(db, |o| {
        o.bot_delay = delay;
        o.clock = clock.clone();
    })
    .await;
    let (status, created) = post_json(
        server.addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 2, "seed": 71, "listed": false, "seats": [
            {"kind":"bot","bot":"greedy"},{"kind":"bot","bot":"random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = havenbaron_server::ids::TableId::from(created["id"].as_str().unwrap());
    let app = server.app.clone();
    let subject = bot_subject(&id, 0);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let job = loop {
        if let Some(job) = app
            .store
            .job(BOT_SOLO.into(), subject.clone())
            .await
            .unwrap()
        {
            break job;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the decision was never enqueued"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(job.state, JobState::Pending);
    assert!(job.due_ms >= clock.now_ms() + delay.as_millis() as i64 - 1_000);
    // Nobody holds the table: dropped, and dropped again after the table's announcement (a
    // shared database) may have brought it back.
    app.unload(&id);
    tokio::time::sleep(Duration::from_millis(300)).await;
    app.unload(&id);
    assert!(app.loaded_rooms().iter().all(|r| r.id != id));
    assert!(
        app.store
            .load_table(id.clone())
            .await
            .unwrap()
            .unwrap()
            .1
            .is_empty()
    );

    clock.advance(delay + Duration::from_secs(1));
    app.scheduler.wake();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let (_, log) = app.store.load_table(id.clone()).await.unwrap().unwrap();
        if !log.is_empty() {
            assert_eq!(log.len(), 1, "one decision was due, one was taken");
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the due decision was never taken"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        app.loaded_rooms().iter().any(|r| r.id == id),
        "the job loaded the table"
    );
    // The next decision waits for its own due time; the first one's job is gone.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while app
        .store
        .job(BOT_SOLO.into(), subject.clone())
        .await
        .unwrap()
        .is_some()
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the job was never finished"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let (_, metrics) = http(server.addr, "GET", "/metrics", None).await;
    assert!(
        metrics.contains("havenbaron_jobs_done_total{kind=\"bot-solo\"} 1\n"),
        "{metrics}"
    );
    server.shutdown().await.unwrap();
}
