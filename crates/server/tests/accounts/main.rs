//! Accounts (issue 32) over HTTP, as a browser would use them: a client with a cookie jar and
//! the site's `Origin`, every exchange checked against the published OpenAPI document. A
//! software passkey ([`authenticator`]) plays the browser's part of the WebAuthn ceremonies.

#[path = "../common/mod.rs"]
mod common;

mod authenticator;
mod instances;
mod mail;
mod passkeys;
mod password;
mod rated;
mod seats;

use std::net::SocketAddr;

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One browser: its session cookie (if any) and the origin its requests come from.
#[derive(Clone)]
pub struct Browser {
    pub addr: SocketAddr,
    pub origin: Option<String>,
    pub cookie: Option<String>,
}

/// One answer: status, headers (the head), JSON body.
pub struct Answer {
    pub status: u16,
    pub head: String,
    pub body: Value,
}

impl Browser {
    /// A browser on the server's own page (`http://localhost:PORT`, the default origin).
    pub fn at(addr: SocketAddr) -> Browser {
        Browser {
            addr,
            origin: Some(format!("http://localhost:{}", addr.port())),
            cookie: None,
        }
    }

    /// A request; a `Set-Cookie` of the session in the answer is kept (or cleared).
    pub async fn send(&mut self, method: &str, path: &str, body: Option<&Value>) -> Answer {
        let mut s = tokio::net::TcpStream::connect(self.addr).await.unwrap();
        let body_text = body.map(Value::to_string).unwrap_or_default();
        let mut req = format!(
            "{method} {path} HTTP/1.1\r\nHost: localhost:{}\r\nConnection: close\r\n",
            self.addr.port()
        );
        if let Some(o) = &self.origin {
            req.push_str(&format!("Origin: {o}\r\n"));
        }
        if let Some(c) = &self.cookie {
            req.push_str(&format!("Cookie: {c}\r\n"));
        }
        if body.is_some() {
            req.push_str("Content-Type: application/json\r\n");
        }
        req.push_str(&format!(
            "Content-Length: {}\r\n\r\n{body_text}",
            body_text.len()
        ));
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
        common::contract::check_http(method, path, Some(&body_text), status, head, rest);
        for line in head.lines() {
            if let Some((n, v)) = line.split_once(':')
                && n.eq_ignore_ascii_case("set-cookie")
            {
                let pair = v.trim().split(';').next().unwrap_or("").to_string();
                self.cookie = if pair.ends_with('=') {
                    None
                } else {
                    Some(pair)
                };
            }
        }
        Answer {
            status,
            head: head.to_string(),
            body: serde_json::from_str(rest).unwrap_or(Value::Null),
        }
    }

    pub async fn get(&mut self, path: &str) -> Answer {
        self.send("GET", path, None).await
    }

    pub async fn post(&mut self, path: &str, body: Value) -> Answer {
        self.send("POST", path, Some(&body)).await
    }
}

/// The catalogue id of an error answer.
pub fn words(a: &Answer) -> &str {
    a.body["words"]["id"].as_str().unwrap_or("")
}

/// A guest's table with two human seats (the creator at seat 0) and a bot: the creation's
/// answer (id, tokens).
pub async fn guest_table(addr: SocketAddr, listed: bool) -> Value {
    let (status, v) = common::post_json(
        addr,
        "/api/tables",
        &serde_json::json!({"players": 3, "seed": 7, "round_cap": 2, "host_seat": 0,
            "name": "Guest", "listed": listed,
            "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{v}");
    v
}
