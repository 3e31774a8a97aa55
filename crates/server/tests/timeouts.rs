//! HTTP connections time out (issue 31): half-sent headers, a request that never finishes and
//! a silent keep-alive connection are closed, so silent sockets cannot hold the server's
//! descriptors, and connections past a cap are closed at once; a WebSocket, once upgraded, is not bound by the HTTP timeouts; and every answer
//! carries `X-Content-Type-Options: nosniff`. Timeouts are set short through the options.

mod common;

use std::time::{Duration, Instant};

use common::{TempDir, Ws, create_table, http_full};
use futures_util::{SinkExt, StreamExt};
use havenbaron_server::{ServeOptions, Server};
use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

const SHORT: Duration = Duration::from_millis(300);
const LONG: Duration = Duration::from_secs(30);

async fn server(dir: &TempDir, header: Duration, request: Duration, idle: Duration) -> Server {
    common::start_with(&dir.db(), |o: &mut ServeOptions| {
        o.limits.header_timeout = header;
        o.limits.request_timeout = request;
        o.limits.keep_alive_timeout = idle;
    })
    .await
}

/// Reads until the server closes the connection (within 5 s, else the test fails); returns
/// what was read and how long it stayed open from `since`.
async fn until_closed(s: &mut TcpStream, since: Instant) -> (String, Duration) {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout(Duration::from_secs(5), s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => panic!("still open after 5 s: {}", String::from_utf8_lossy(&got)),
        }
    }
    (String::from_utf8_lossy(&got).to_string(), since.elapsed())
}

/// Reads one `/healthz` answer (its body is `ok\n`) off a kept-alive connection.
async fn read_health(s: &mut TcpStream) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 1024];
    while !String::from_utf8_lossy(&got).ends_with("\r\n\r\nok\n") {
        let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut buf))
            .await
            .expect("an answer within 5 s")
            .unwrap();
        assert!(n > 0, "closed early: {}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&buf[..n]);
    }
    String::from_utf8_lossy(&got).to_string()
}

#[tokio::test]
async fn half_sent_headers_and_silent_connections_are_closed() {
    let dir = TempDir::new("header-timeout");
    let server = server(&dir, SHORT, LONG, LONG).await;
    let start = Instant::now();
    let mut half = TcpStream::connect(server.addr).await.unwrap();
    half.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    let mut silent = TcpStream::connect(server.addr).await.unwrap();
    let (_, open) = until_closed(&mut half, start).await;
    assert!(
        open >= SHORT - Duration::from_millis(50),
        "closed after {open:?}"
    );
    let (got, open) = until_closed(&mut silent, start).await;
    assert!(got.is_empty(), "a silent connection got {got}");
    assert!(
        open >= SHORT - Duration::from_millis(50),
        "closed after {open:?}"
    );
    // Whoever sends a whole request in time is answered.
    let (status, head, _) = http_full(server.addr, "GET", "/healthz", None).await;
    assert_eq!(status, 200, "{head}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_request_whose_body_never_comes_is_closed() {
    let dir = TempDir::new("request-timeout");
    let server = server(&dir, LONG, SHORT, LONG).await;
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    s.write_all(b"POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        .await
        .unwrap();
    let start = Instant::now();
    let (_, open) = until_closed(&mut s, start).await;
    assert!(
        open >= SHORT - Duration::from_millis(50),
        "closed after {open:?}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn an_idle_keep_alive_connection_is_closed_but_not_by_the_header_timeout() {
    let dir = TempDir::new("idle-timeout");
    // The header timeout is shorter than the idle one: waiting between requests is idle time,
    // not a slow request.
    let server = server(&dir, SHORT, LONG, SHORT * 3).await;
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    let request = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    s.write_all(request).await.unwrap();
    read_health(&mut s).await;
    tokio::time::sleep(SHORT * 2).await;
    s.write_all(request).await.unwrap();
    let second = read_health(&mut s).await;
    assert!(second.starts_with("HTTP/1.1 200"), "{second}");
    let since = Instant::now();
    let (got, open) = until_closed(&mut s, since).await;
    assert!(got.is_empty(), "{got}");
    assert!(
        open >= SHORT * 3 - Duration::from_millis(50),
        "closed after {open:?}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_websocket_outlives_the_http_timeouts() {
    let dir = TempDir::new("ws-timeout");
    let server = server(&dir, SHORT, SHORT, SHORT).await;
    let created = create_table(server.addr, &["human", "human"], 2, 61).await;
    let id = created["id"].as_str().unwrap();
    let host = created["token"].as_str().unwrap();
    let mut ws = Ws::hello(server.addr, id, json!({"type":"hello","token":host})).await;
    assert_eq!(ws.until("welcome").await["you"], 0);
    ws.drain(Duration::from_millis(100)).await;
    tokio::time::sleep(SHORT * 4).await;
    ws.stream
        .send(Message::Ping(b"still here".to_vec().into()))
        .await
        .expect("the socket is open");
    let pong = tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            match ws.stream.next().await {
                Some(Ok(Message::Pong(p))) => return Some(p),
                Some(Ok(_)) => continue,
                _ => return None,
            }
        }
    })
    .await
    .expect("an answer within 5 s");
    assert_eq!(pong.as_deref(), Some(&b"still here"[..]), "closed");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn every_answer_says_nosniff() {
    let dir = TempDir::new("nosniff");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 62).await;
    let id = created["id"].as_str().unwrap();
    let table = format!("/api/tables/{id}");
    for (method, path, body, want) in [
        ("GET", "/", None, 200),
        ("GET", "/api/tables", None, 200),
        ("GET", table.as_str(), None, 200),
        ("GET", "/healthz", None, 200),
        ("GET", "/no/such/page", None, 404),
        ("POST", "/api/tables", Some("{"), 400),
    ] {
        let (status, head, _) = http_full(a, method, path, body).await;
        assert_eq!(status, want, "{method} {path}: {head}");
        assert!(
            head.to_ascii_lowercase()
                .contains("x-content-type-options: nosniff"),
            "{method} {path} lacks nosniff:\n{head}"
        );
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn connections_past_the_cap_are_closed_at_once() {
    let dir = TempDir::new("connection-cap");
    let server = common::start_with(&dir.db(), |o| o.limits.max_connections = Some(2)).await;
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(TcpStream::connect(server.addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let mut third = TcpStream::connect(server.addr).await.unwrap();
    let (got, open) = until_closed(&mut third, Instant::now()).await;
    // Told why, in words, if its socket takes it at once; then closed.
    assert!(got.starts_with("HTTP/1.1 503"), "{got}");
    assert!(got.contains("error-server-full"), "{got}");
    assert!(open < Duration::from_secs(2), "closed after {open:?}");
    // One leaves: its place is taken again.
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, head, _) = http_full(server.addr, "GET", "/healthz", None).await;
    assert_eq!(status, 200, "{head}");
    server.shutdown().await.unwrap();
}
