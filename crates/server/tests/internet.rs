//! Limits that fit the internet (issue 31, item 7): a seat's owner is never refused because of
//! spectators on the same address; a WebSocket upgrade from a page of another site is refused
//! with the reason (programs, which send no `Origin`, are welcome); `/metrics` can ask for a
//! token or live on a listener of its own.

mod common;

use std::time::Duration;

use common::{TempDir, Ws, create_table, http, http_full};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

/// 64 spectators from 127.0.0.1 (the address's whole allowance), then the seat's owner, on
/// the same address, connects and plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_plays_though_the_address_is_full_of_spectators() {
    let dir = TempDir::new("owner-reserve");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.connections_per_address = 64;
        o.limits.spectators_per_table = 100;
    })
    .await;
    let a = server.addr;
    let created = create_table(a, &["human", "bot:greedy"], 5, 61).await;
    let id = created["id"].as_str().unwrap();
    let mut watchers = Vec::new();
    for _ in 0..64 {
        let mut w = Ws::hello(a, id, json!({"type": "hello"})).await;
        assert_eq!(w.until("welcome").await["you"], Value::Null);
        watchers.push(w);
    }
    let mut one_more = Ws::hello(a, id, json!({"type": "hello"})).await;
    assert_eq!(
        one_more.until("error").await["words"]["id"],
        "error-too-many-from-address"
    );
    let token = created["token"].as_str().unwrap();
    let mut owner = Ws::hello(a, id, json!({"type": "hello", "token": token})).await;
    assert_eq!(owner.until("welcome").await["you"], 0);
    // Plays: its decision comes (seat 0 or after the bot), and its action is acknowledged.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let (action, version) = loop {
        assert!(tokio::time::Instant::now() < deadline, "no decision came");
        if owner.next(Duration::from_millis(100)).await.is_some() {
            continue;
        }
        let u = owner.last_update().expect("an update").clone();
        if let Some(l) = u["legal"].as_array().and_then(|l| l.first()) {
            break (l["action"].clone(), u["version"].clone());
        }
    };
    owner
        .send(json!({"type": "act", "action": action, "version": version}))
        .await;
    let answer = loop {
        let m = owner.next(Duration::from_secs(2)).await.expect("an answer");
        if m["type"] == "ack" || m["type"] == "error" {
            break m;
        }
    };
    assert_eq!(answer["type"], "ack", "{answer}");
    server.shutdown().await.unwrap();
}

/// Upgrades `/ws/{id}` with these headers: the status (101 when upgraded) and the body.
async fn upgrade_with(
    addr: std::net::SocketAddr,
    id: &str,
    headers: &[(&str, &str)],
) -> (u16, String) {
    let mut req = format!("ws://{addr}/ws/{id}")
        .into_client_request()
        .unwrap();
    for (k, v) in headers {
        let name = axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap();
        req.headers_mut().insert(name, v.parse().unwrap());
    }
    match tokio_tungstenite::connect_async(req).await {
        Ok((_, resp)) => (resp.status().as_u16(), String::new()),
        Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => (
            resp.status().as_u16(),
            String::from_utf8_lossy(resp.body().as_deref().unwrap_or_default()).to_string(),
        ),
        Err(e) => panic!("{e}"),
    }
}

#[tokio::test]
async fn a_page_of_another_site_cannot_open_a_websocket() {
    let dir = TempDir::new("origins");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.allowed_origins = Some(vec!["https://havenbaron.example/".into()]);
    })
    .await;
    let a = server.addr;
    let id = create_table(a, &["human", "human"], 2, 62).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    // Programs send no Origin; the site's own pages, listed or on the host asked, are let in.
    let own = format!("http://{a}");
    for headers in [
        vec![],
        vec![("Origin", "https://havenbaron.example")],
        vec![("Origin", "HTTPS://HAVENBARON.EXAMPLE")],
        vec![("Origin", own.as_str())],
    ] {
        assert_eq!(upgrade_with(a, &id, &headers).await.0, 101, "{headers:?}");
    }
    for origin in [
        "https://evil.example",
        "https://havenbaron.example.evil.example",
        "http://havenbaron.example",
        "null",
    ] {
        let (status, body) = upgrade_with(a, &id, &[("Origin", origin)]).await;
        assert_eq!(status, 403, "{origin}");
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["words"]["id"], "error-foreign-origin", "{body}");
        assert_eq!(
            v["words"]["args"]["origin"]["text"],
            json!(origin),
            "{body}"
        );
    }
    let (_, metrics) = http(a, "GET", "/metrics", None).await;
    assert!(
        metrics.contains("havenbaron_refusals_total{cap=\"origin\"} 4\n"),
        "{metrics}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_default_origins_are_the_printed_addresses() {
    let dir = TempDir::new("origins-default");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let id = create_table(a, &["human", "human"], 2, 63).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let localhost = format!("http://localhost:{}", a.port());
    assert_eq!(
        upgrade_with(a, &id, &[("Origin", localhost.as_str())])
            .await
            .0,
        101
    );
    // Another port of the same machine is another site.
    let other = format!("http://localhost:{}", a.port() + 1);
    assert_eq!(
        upgrade_with(a, &id, &[("Origin", other.as_str()), ("Host", "localhost")])
            .await
            .0,
        403
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn metrics_can_ask_for_a_token() {
    let dir = TempDir::new("metrics-token");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.metrics_token = Some(havenbaron_server::limits::MetricsToken::new(
            "s3cret-metrics",
        ));
    })
    .await;
    let a = server.addr;
    let (status, head, body) = http_full(a, "GET", "/metrics", None).await;
    assert_eq!(status, 401, "{body}");
    assert!(
        head.to_ascii_lowercase()
            .contains("www-authenticate: bearer")
    );
    assert!(body.contains("error-metrics-token"), "{body}");
    // With the token (a raw request: the helper sends none).
    let mut s = tokio::net::TcpStream::connect(a).await.unwrap();
    s.write_all(
        b"GET /metrics HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer s3cret-metrics\r\nConnection: close\r\n\r\n",
    )
    .await
    .unwrap();
    let mut got = String::new();
    s.read_to_string(&mut got).await.unwrap();
    assert!(got.starts_with("HTTP/1.1 200"), "{got}");
    assert!(got.contains("havenbaron_tables "), "{got}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn metrics_can_live_off_the_public_address() {
    let dir = TempDir::new("metrics-listen");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.metrics_listen = Some("127.0.0.1:0".parse().unwrap());
    })
    .await;
    let (status, body) = http(server.addr, "GET", "/metrics", None).await;
    assert_eq!(status, 404, "{body}");
    let private = server.metrics_addr.expect("a metrics address");
    assert_ne!(private, server.addr);
    let (status, body) = http(private, "GET", "/metrics", None).await;
    assert_eq!(status, 200);
    assert!(
        body.contains("havenbaron_refusals_total{cap=\"global\"} 0\n"),
        "{body}"
    );
    assert_eq!(http(private, "GET", "/healthz", None).await.0, 200);
    server.shutdown().await.unwrap();
}
