//! The limits of a public server (issue 13), each against a real server on a loopback port:
//! a crowd of spectators never locks players out, connections per address are capped, a slow
//! reader is closed with a reason and catches up on reconnecting, a silent connection is closed,
//! table creation is rate-limited, names refuse bidi and other format characters; and what an
//! operator reads (`/healthz`, `/readyz`, `/metrics`, compressed files with an ETag).

mod common;

use std::time::Duration;

use common::{TempDir, Ws, create_table, http, http_full, post_json};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;

/// Reads `ws` until the server closes it; the close frame it sent, if any.
async fn close_frame<S>(ws: &mut tokio_tungstenite::WebSocketStream<S>) -> Option<CloseFrame>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match tokio::time::timeout(left, ws.next()).await {
            Ok(Some(Ok(Message::Close(frame)))) => return frame,
            Ok(Some(Ok(_))) => continue,
            Ok(_) => return None,
            Err(_) => panic!("the server never closed the connection"),
        }
    }
}

#[tokio::test]
async fn a_crowd_of_spectators_never_locks_the_players_out() {
    let dir = TempDir::new("spectators");
    let server = common::start_with(&dir.db(), |o| o.limits.spectators_per_table = 3).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 51).await;
    let id = created["id"].as_str().unwrap();
    let mut watchers = Vec::new();
    for _ in 0..3 {
        let mut w = Ws::hello(a, id, json!({"type":"hello"})).await;
        assert_eq!(w.until("welcome").await["you"], Value::Null);
        watchers.push(w);
    }
    let mut one_more = Ws::hello(a, id, json!({"type":"hello"})).await;
    let refused = one_more.until("error").await;
    assert_eq!(refused["words"]["id"], "error-too-many-connections");
    // The players still get in, both of them.
    let host = created["token"].as_str().unwrap();
    let invite = created["invites"][0]["token"].as_str().unwrap();
    let mut p0 = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
    assert_eq!(p0.until("welcome").await["you"], 0);
    let mut p1 = Ws::hello(a, id, json!({"type":"hello","token":invite})).await;
    assert_eq!(p1.until("welcome").await["you"], 1);
    // A seat open in too many windows is refused with its own reason.
    let mut tabs = Vec::new();
    for _ in 0..3 {
        let mut t = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
        t.until("welcome").await;
        tabs.push(t);
    }
    let mut fifth = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
    assert_eq!(
        fifth.until("error").await["words"]["id"],
        "error-too-many-for-seat"
    );
    // A spectator who leaves makes room for another.
    drop(watchers.pop());
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut again = Ws::hello(a, id, json!({"type":"hello"})).await;
    assert_eq!(again.until("welcome").await["you"], Value::Null);
    server.shutdown().await.unwrap();
}

/// Reads a raw answer to the end (the server closes it).
async fn raw_answer(s: &mut tokio::net::TcpStream) -> String {
    use tokio::io::AsyncReadExt;
    let mut buf = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), s.read_to_end(&mut buf)).await;
    String::from_utf8_lossy(&buf).to_string()
}

/// Issue 31, break 1: only WebSockets were capped per address. Now every connection is counted
/// as it is accepted, plain HTTP included, at the address's spectators plus a reserve for its
/// players; past that a connection gets 429 with the reason and is closed. Spectators past
/// their own cap are refused after `hello`, with the reason; the seat's owner is not.
#[tokio::test]
async fn connections_from_one_address_are_capped() {
    use tokio::io::AsyncWriteExt;
    let dir = TempDir::new("per-address");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.connections_per_address = 3;
        o.limits.address_reserve = 2;
    })
    .await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 52).await;
    let id = created["id"].as_str().unwrap();
    let mut open = Vec::new();
    for _ in 0..3 {
        let mut w = Ws::hello(a, id, json!({"type":"hello"})).await;
        w.until("welcome").await;
        open.push(w);
    }
    let mut fourth = Ws::hello(a, id, json!({"type":"hello"})).await;
    assert_eq!(
        fourth.until("error").await["words"]["id"],
        "error-too-many-from-address"
    );
    fourth.drain(Duration::from_millis(300)).await;
    assert!(fourth.closed, "the refused spectator is closed");
    drop(fourth);
    // The seat's owner is not a spectator: let in.
    let host = created["token"].as_str().unwrap();
    let mut p0 = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
    assert_eq!(p0.until("welcome").await["you"], 0);
    // Four connections open; one silent plain HTTP connection takes the fifth place …
    tokio::time::sleep(Duration::from_millis(200)).await;
    let _silent = tokio::net::TcpStream::connect(a).await.unwrap();
    tokio::time::sleep(Duration::from_millis(200)).await;
    // … and the sixth, plain HTTP, is refused with the reason.
    let mut sixth = tokio::net::TcpStream::connect(a).await.unwrap();
    let _ = sixth
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await;
    let answer = raw_answer(&mut sixth).await;
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
    assert!(answer.contains("retry-after: "), "{answer}");
    assert!(answer.contains("error-too-many-from-address"), "{answer}");
    // A closed connection gives its place back.
    drop(open.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(http(a, "GET", "/healthz", None).await.0, 200);
    let (_, metrics) = http(a, "GET", "/metrics", None).await;
    for cap in ["address", "address_spectators"] {
        let line = format!("havenbaron_refusals_total{{cap=\"{cap}\"}} 1\n");
        assert!(metrics.contains(&line), "{line} in {metrics}");
    }
    server.shutdown().await.unwrap();
}

/// A spectator whose socket takes nothing (a tiny receive buffer, never read) while bots play
/// fast: its queue fills, and it is closed with the reason; reconnecting with its version, it
/// is caught up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_reader_is_closed_with_a_reason_and_catches_up() {
    let dir = TempDir::new("slow");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.queue = 2;
        o.limits.send_buffer = Some(8192);
    })
    .await;
    let a = server.addr;
    let (status, created) = post_json(
        a,
        "/api/tables",
        &json!({"players": 4, "round_cap": 12, "seed": 53, "listed": false, "seats": [
            {"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"},
            {"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(2048).unwrap();
    let stream = socket.connect(a).await.unwrap();
    let (mut slow, _) = tokio_tungstenite::client_async(format!("ws://{a}/ws/{id}"), stream)
        .await
        .unwrap();
    slow.send(Message::Text(json!({"type":"hello"}).to_string().into()))
        .await
        .unwrap();
    // Not reading while the bots play on.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let frame = close_frame(&mut slow)
        .await
        .expect("a close frame with a reason");
    assert_eq!(frame.reason.as_str(), havenbaron_server::ws::TOO_SLOW);
    assert_eq!(u16::from(frame.code), havenbaron_server::ws::TOO_SLOW_CODE);
    let (_, metrics) = http(a, "GET", "/metrics", None).await;
    assert!(
        !metrics.contains("havenbaron_slow_readers_closed_total 0\n"),
        "{metrics}"
    );
    // Coming back with an old version: caught up (a fresh view), then it follows again.
    let mut back = Ws::hello(a, id, json!({"type":"hello","since":1})).await;
    let u = back.until("update").await;
    assert!(u["version"].as_u64().unwrap() > 1);
    server.shutdown().await.unwrap();
}

/// A connection that answers no ping is closed (a dead peer does not hold its place).
#[tokio::test]
async fn a_silent_connection_is_closed() {
    let dir = TempDir::new("idle");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.ping_every = Duration::from_millis(100);
        o.limits.idle_timeout = Duration::from_millis(400);
    })
    .await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 54).await;
    let id = created["id"].as_str().unwrap();
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{a}/ws/{id}"))
        .await
        .unwrap();
    ws.send(Message::Text(json!({"type":"hello"}).to_string().into()))
        .await
        .unwrap();
    // Reading nothing also answers no ping.
    tokio::time::sleep(Duration::from_millis(900)).await;
    let frame = close_frame(&mut ws).await.expect("a close frame");
    assert_eq!(frame.reason.as_str(), havenbaron_server::ws::IDLE);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn table_creation_is_rate_limited_per_address() {
    let dir = TempDir::new("rate");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.create_burst = 3;
        o.limits.create_every = Duration::from_secs(60);
    })
    .await;
    let a = server.addr;
    for seed in 0..3 {
        create_table(a, &["human", "bot:greedy"], 2, seed).await;
    }
    let (status, body) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "seats": [{"kind":"human"},{"kind":"human"}]}),
    )
    .await;
    assert_eq!(status, 429, "{body}");
    assert_eq!(body["words"]["id"], "error-too-many-tables");
    assert!(body["words"]["args"]["seconds"]["number"].as_u64().unwrap() >= 1);
    // Nothing was made, and the lobby still answers.
    let lobby = common::get_json(a, "/api/tables").await;
    assert_eq!(lobby["live"].as_array().unwrap().len(), 3);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn names_with_bidi_or_invisible_characters_are_refused() {
    let dir = TempDir::new("bidi");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    for name in [
        "Ann\u{202E}txt.exe",
        "\u{2067}Bob",
        "Z\u{200B}oe",
        "\u{FEFF}Max",
    ] {
        let (status, body) = post_json(
            a,
            "/api/tables",
            &json!({"players": 2, "host_seat": 0, "name": name,
                    "seats": [{"kind":"human"},{"kind":"human"}]}),
        )
        .await;
        assert_eq!(status, 400, "{name:?}: {body}");
        assert_eq!(body["words"]["id"], "error-name-format", "{name:?}");
    }
    let created = create_table(a, &["human", "human"], 2, 55).await;
    let id = created["id"].as_str().unwrap();
    let (status, body) = post_json(
        a,
        &format!("/api/tables/{id}/join"),
        &json!({"name": "Eve\u{202D}"}),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["words"]["id"], "error-name-format");
    let host = created["token"].as_str().unwrap();
    let mut ws = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
    ws.until("update").await;
    ws.send(json!({"type":"rename","name":"Host\u{2066}"}))
        .await;
    let e = ws.until("error").await;
    assert_eq!(e["words"]["id"], "error-name-format");
    // Nothing changed: the name is still the one given at creation, and a plain accented
    // name is fine.
    let info = common::get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["seats"][0]["name"], "Host");
    ws.send(json!({"type":"rename","name":"Zoë Ōta"})).await;
    assert_eq!(ws.until("ack").await["type"], "ack");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn health_readiness_metrics_and_compressed_files() {
    let dir = TempDir::new("ops");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    assert_eq!(http(a, "GET", "/healthz", None).await, (200, "ok\n".into()));
    assert_eq!(
        http(a, "GET", "/readyz", None).await,
        (200, "ready\n".into())
    );
    create_table(a, &["human", "bot:greedy"], 2, 56).await;
    let (status, head, body) = http_full(a, "GET", "/metrics", None).await;
    assert_eq!(status, 200);
    assert!(head.contains("text/plain; version=0.0.4"), "{head}");
    for needle in [
        "havenbaron_tables 1\n",
        "# TYPE havenbaron_actions_total counter",
        "havenbaron_action_seconds_bucket{le=\"+Inf\"}",
        "havenbaron_connections 0\n",
        "process_resident_memory_bytes ",
    ] {
        assert!(body.contains(needle), "{needle} in {body}");
    }

    // Files: compressed when asked, with an ETag that answers 304 the next time.
    let raw = |extra: String| async move {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut s = tokio::net::TcpStream::connect(a).await.unwrap();
        let req =
            format!("GET /static/table.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n{extra}\r\n");
        s.write_all(req.as_bytes()).await.unwrap();
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).await.unwrap();
        let end = buf.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        (
            String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase(),
            buf.len() - end - 4,
        )
    };
    let (plain, plain_len) = raw(String::new()).await;
    let (gzip, gzip_len) = raw("Accept-Encoding: gzip\r\n".into()).await;
    assert!(!plain.contains("content-encoding"), "{plain}");
    assert!(gzip.contains("content-encoding: gzip"), "{gzip}");
    assert!(gzip_len < plain_len / 2, "{gzip_len} vs {plain_len}");
    let etag = plain
        .lines()
        .find_map(|l| l.strip_prefix("etag: "))
        .expect("an ETag")
        .to_string();
    let (again, _) = raw(format!("If-None-Match: {etag}\r\n")).await;
    assert!(again.starts_with("http/1.1 304"), "{again}");
    server.shutdown().await.unwrap();
}

/// A message over the size limit closes the connection with 1009 ("Message Too Big") and a
/// reason, before `hello` or after it; a refused `hello` closes with a reason too; a normal
/// message on a new connection still works.
#[tokio::test]
async fn an_oversized_message_is_closed_with_1009_and_a_reason() {
    use havenbaron_server::protocol::MAX_CLIENT_MESSAGE;
    use havenbaron_server::ws::{TOO_BIG, TOO_BIG_CODE};
    let dir = TempDir::new("too-big");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 55).await;
    let id = created["id"].as_str().unwrap();
    let connect = || async {
        tokio_tungstenite::connect_async(format!("ws://{a}/ws/{id}"))
            .await
            .unwrap()
            .0
    };
    let big = "x".repeat(MAX_CLIENT_MESSAGE * 4);
    // After hello (a spectator), and as the very first message.
    for say_hello in [true, false] {
        let mut ws = connect().await;
        if say_hello {
            ws.send(Message::Text(json!({"type":"hello"}).to_string().into()))
                .await
                .unwrap();
        }
        let _ = ws.send(Message::Text(big.clone().into())).await;
        let frame = close_frame(&mut ws).await.expect("a close frame");
        assert_eq!(
            u16::from(frame.code),
            TOO_BIG_CODE,
            "hello first: {say_hello}"
        );
        assert_eq!(frame.reason.as_str(), TOO_BIG);
        assert!(!frame.reason.is_empty() && frame.reason.len() <= 123);
    }
    // A refused hello: the error, then a close frame that says why.
    let mut ws = connect().await;
    ws.send(Message::Text(json!({"type":"ping"}).to_string().into()))
        .await
        .unwrap();
    let frame = close_frame(&mut ws).await.expect("a close frame");
    assert_eq!(u16::from(frame.code), 1008);
    assert_eq!(frame.reason.as_str(), havenbaron_server::ws::HELLO_REFUSED);
    // A new connection with normal messages is served.
    let mut ws = Ws::hello(a, id, json!({"type":"hello"})).await;
    ws.until("update").await;
    ws.send(json!({"type":"ping"})).await;
    ws.until("pong").await;
    server.shutdown().await.unwrap();
}

/// A catch-up is bounded (issue 31): a client that asks for more than the server keeps for
/// catching up gets a fresh view with the recent log, not every entry since; a client a few
/// versions behind gets just those entries.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_catch_up_is_at_most_a_bounded_number_of_entries() {
    use havenbaron_server::room::{FRESH_LOG, HISTORY};
    let dir = TempDir::new("catch-up");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    // Bots play without delay: the table soon has more actions than the bound.
    let bot = json!({"kind": "bot", "bot": "random", "level": "easy"});
    let (status, created) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "seats": [bot, bot], "round_cap": 200, "seed": 56}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let mut watch = Ws::hello(a, id, json!({"type":"hello"})).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    let mut version = 0;
    while version <= HISTORY as u64 + 10 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bots stopped at {version}"
        );
        version = watch.until("update").await["version"].as_u64().unwrap();
    }
    // From the start: a fresh view, not hundreds of entries.
    let mut far = Ws::hello(a, id, json!({"type":"hello","since":0})).await;
    let u = far.until("update").await;
    assert_eq!(u["fresh"], true);
    assert!(u["entries"].as_array().unwrap().len() <= FRESH_LOG);
    // A few versions behind: exactly the entries missed, from where it was.
    let since = version - 3;
    let mut near = Ws::hello(a, id, json!({"type":"hello","since":since})).await;
    let u = near.until("update").await;
    assert_eq!(u["fresh"], false);
    let got: Vec<u64> = u["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["version"].as_u64().unwrap())
        .collect();
    assert_eq!(got.first(), Some(&(since + 1)));
    assert!(got.len() >= 3 && got.len() <= HISTORY, "{got:?}");
    assert_eq!(
        got,
        (since + 1..=since + got.len() as u64).collect::<Vec<_>>()
    );
    server.shutdown().await.unwrap();
}

/// Replies per connection are rate-limited (issue 31): past a burst, a client that floods is
/// read no faster than the set rate — every message still answered, none refused.
#[tokio::test]
async fn a_flood_of_messages_is_answered_at_a_bounded_rate() {
    use havenbaron_server::ws::{MESSAGE_BURST, MESSAGES_PER_SECOND};
    let dir = TempDir::new("flood");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 57).await;
    let id = created["id"].as_str().unwrap();
    let mut ws = Ws::hello(a, id, json!({"type":"hello"})).await;
    ws.until("update").await;
    let extra = (MESSAGES_PER_SECOND / 2.0) as usize;
    let count = MESSAGE_BURST as usize + extra;
    let started = std::time::Instant::now();
    for _ in 0..count {
        ws.send(json!({"type":"ping"})).await;
    }
    for _ in 0..count {
        ws.until("pong").await;
    }
    let took = started.elapsed().as_secs_f64();
    // The burst is free; the rest comes at the rate (a little slack for timers).
    let least = (extra as f64 - 1.0) / MESSAGES_PER_SECOND;
    assert!(took >= least * 0.9, "{count} replies in {took:.2} s");
    assert!(!ws.closed);
    server.shutdown().await.unwrap();
}
