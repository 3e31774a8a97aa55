//! Two `havenbaron serve` processes on one PostgreSQL database (issue 13): one is killed with
//! SIGKILL mid-game, its player reconnects to the other, and the game goes on to the end with
//! every acknowledged action in the log. Runs against `HAVENBARON_TEST_POSTGRES_URL` (`./test`
//! starts a throwaway database and includes this ignored test); included without it, the test
//! fails; with it, any failure of the database fails the test.

mod serving;

use std::net::SocketAddr;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

use serving::Instance;

async fn post(addr: SocketAddr, path: &str, body: &Value) -> (u16, Value) {
    http(addr, "POST", path, &body.to_string()).await
}

async fn get(addr: SocketAddr, path: &str) -> Value {
    let (status, v) = http(addr, "GET", path, "").await;
    assert_eq!(status, 200, "GET {path}: {v}");
    v
}

async fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, Value) {
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    let body = if head.to_ascii_lowercase().contains("chunked") {
        let mut out = String::new();
        let mut s = rest;
        while let Some((len, more)) = s.split_once("\r\n") {
            let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
            if n == 0 {
                break;
            }
            out.push_str(&more[..n]);
            s = &more[n + 2..];
        }
        out
    } else {
        rest.to_string()
    };
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One seat's connection, keeping its latest update.
struct Seat {
    ws: Option<Socket>,
    token: String,
    latest: Option<Value>,
    got: Vec<Value>,
}

impl Seat {
    async fn connect(addr: SocketAddr, table: &str, token: &str, since: Option<u64>) -> Seat {
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws/{table}"))
            .await
            .expect("websocket connects");
        let mut hello = json!({"type":"hello","token":token});
        if let Some(v) = since {
            hello["since"] = json!(v);
        }
        ws.send(Message::Text(hello.to_string().into()))
            .await
            .unwrap();
        Seat {
            ws: Some(ws),
            token: token.to_string(),
            latest: None,
            got: Vec::new(),
        }
    }

    /// The next message within `wait`; `None` on silence, or when the connection is gone.
    async fn next(&mut self, wait: Duration) -> Option<Value> {
        let ws = self.ws.as_mut()?;
        loop {
            match tokio::time::timeout(wait, ws.next()).await {
                Ok(Some(Ok(Message::Text(t)))) => {
                    let v: Value = serde_json::from_str(&t).unwrap();
                    if v["type"] == "update" {
                        self.latest = Some(v.clone());
                    }
                    self.got.push(v.clone());
                    return Some(v);
                }
                Ok(Some(Ok(_))) => continue,
                Ok(_) => {
                    self.ws = None;
                    return None;
                }
                Err(_) => return None,
            }
        }
    }

    fn version(&self) -> u64 {
        self.latest
            .as_ref()
            .map_or(0, |u| u["version"].as_u64().unwrap())
    }
}

/// Plays (each seat acting when its latest update is the newest one and offers actions) until
/// `stop` says so or the game ends; returns every acknowledged `(version, action)`.
async fn play(seats: &mut [Seat], stop: impl Fn(&[(u64, Value)]) -> bool) -> Vec<(u64, Value)> {
    let mut acked = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    let mut turn = 0usize;
    while !stop(&acked) {
        if tokio::time::Instant::now() >= deadline {
            for s in seats.iter() {
                eprintln!(
                    "seat: connected {} version {} latest {}",
                    s.ws.is_some(),
                    s.version(),
                    s.latest.as_ref().map_or(String::new(), |u| {
                        format!("legal {} public {}", u["legal"], u["view"]["public"])
                    })
                );
            }
            panic!("the game did not end");
        }
        for s in seats.iter_mut() {
            while s.next(Duration::from_millis(30)).await.is_some() {}
        }
        if seats
            .iter()
            .any(|s| s.latest.as_ref().is_some_and(|u| !u["outcome"].is_null()))
        {
            break;
        }
        let newest = seats.iter().map(Seat::version).max().unwrap_or(0);
        for s in seats.iter_mut() {
            let Some(u) = s.latest.clone() else { continue };
            let legal = u["legal"].as_array().unwrap();
            if s.version() != newest || legal.is_empty() || s.ws.is_none() {
                continue;
            }
            turn += 1;
            let pick = legal
                .iter()
                .find(|l| l["action"]["type"] == "pass" && !turn.is_multiple_of(3))
                .unwrap_or(&legal[turn % legal.len()]);
            let act = json!({"type":"act","action":pick["action"],"version":newest});
            s.ws.as_mut()
                .unwrap()
                .send(Message::Text(act.to_string().into()))
                .await
                .unwrap();
            let answer = loop {
                let m = s.next(Duration::from_secs(10)).await.expect("an answer");
                if m["type"] == "ack" || m["type"] == "error" {
                    break m;
                }
            };
            assert_eq!(answer["type"], "ack", "{answer}");
            acked.push((answer["version"].as_u64().unwrap(), pick["action"].clone()));
            break;
        }
    }
    acked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: run ./test"]
async fn a_killed_instance_loses_nothing_and_the_game_goes_on_on_the_other() {
    let url = std::env::var("HAVENBARON_TEST_POSTGRES_URL").unwrap_or_else(|_| {
        panic!(
            "HAVENBARON_TEST_POSTGRES_URL is not set: this test needs a PostgreSQL database \
             (./test starts a throwaway one and sets it)"
        )
    });
    let a = Instance::start(&[], &[("DATABASE_URL", &url)]);
    let b = Instance::start(&[], &[("DATABASE_URL", &url)]);
    let (status, created) = post(
        a.addr,
        "/api/tables",
        &json!({"players": 4, "round_cap": 3, "seed": 13, "host_seat": 0, "name": "Ann",
                "seats": [{"kind":"human"},{"kind":"human"},
                          {"kind":"bot","bot":"greedy","level":"easy"},
                          {"kind":"bot","bot":"random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let host = created["token"].as_str().unwrap();
    let invite = created["invites"][0]["token"].as_str().unwrap();
    let mut seats = vec![
        Seat::connect(a.addr, &id, host, None).await,
        Seat::connect(b.addr, &id, invite, None).await,
    ];

    // Some moves from both sides, then A dies without a word.
    let mut acked = play(&mut seats, |acked| acked.len() >= 6).await;
    let mut a = a;
    a.child.kill().unwrap();
    a.child.wait().unwrap();

    // A's player notices and comes back through B with the version it had.
    while seats[0].next(Duration::from_secs(5)).await.is_some() {}
    assert!(
        seats[0].ws.is_none(),
        "the killed instance's socket is closed"
    );
    let since = seats[0].version();
    let token = seats[0].token.clone();
    seats[0] = Seat::connect(b.addr, &id, &token, Some(since)).await;
    acked.extend(play(&mut seats, |_| false).await);

    let end = seats.iter().map(Seat::version).max().unwrap();
    for s in &seats {
        assert!(
            s.got
                .iter()
                .all(|m| m["words"]["id"] != "error-save-action"),
            "a database error reached a player"
        );
    }
    let replay = get(b.addr, &format!("/api/tables/{id}/replay")).await;
    assert_eq!(replay["steps"].as_u64(), Some(end));
    assert!(!replay["outcome"].is_null(), "the game ended");
    let log = replay["actions"].as_array().unwrap();
    assert!(acked.len() >= 8, "{} actions acknowledged", acked.len());
    for (version, action) in &acked {
        let stored = &log[*version as usize - 1];
        assert_eq!(stored["seq"].as_u64(), Some(*version));
        assert_eq!(
            &stored["action"], action,
            "acknowledged action {version} kept"
        );
    }
}
