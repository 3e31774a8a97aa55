//! The hostile-client suite (issue 31): each attack the audit tried, as an automated test
//! against a real server on a loopback port, one file per attack: `slowloris` (headers sent a
//! byte at a time), `silent` (connections that send nothing, past the global cap),
//! `oversized` (frames over the limit), `lobby_flood` (lists asked in a loop with many tables),
//! `catch_up_flood` (spectators asking for everything since long ago) and `blank_names`
//! (names that show nothing, on create, join and rename).
//!
//! Each is bounded in count and time (a few seconds) and comes from loopback addresses of its
//! own (`127.0.0.2`, … : Linux routes all of `127.0.0.0/8` to loopback), as an attacker comes
//! from other addresses than the player's. While it runs, a [`Player`] at a table of its own
//! keeps playing: every action is acknowledged within [`LIVELY`] — a check that play goes on,
//! not a speed test.

#[path = "../common/mod.rs"]
mod common;

mod blank_names;
mod catch_up_flood;
mod lobby_flood;
mod oversized;
mod silent;
mod slowloris;

use std::net::{IpAddr, SocketAddr};
use std::time::{Duration, Instant};

use common::{Ws, create_table};
use serde_json::{Value, json};
use tokio::net::{TcpSocket, TcpStream};

/// The loose bound on an acknowledgement while an attack runs.
pub const LIVELY: Duration = Duration::from_secs(2);

/// A connection from the attacker's own loopback address `127.0.0.{host}`.
pub async fn connect_from(host: u8, server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(IpAddr::from([127, 0, 0, host]), 0))?;
    socket.connect(server).await
}

/// A person at a table of their own (seat 0, against a bot), connected before the attack.
pub struct Player {
    pub ws: Ws,
    /// Acknowledgements received, and the slowest.
    pub acks: usize,
    pub slowest: Duration,
}

impl Player {
    pub async fn sit(addr: SocketAddr, seed: u64) -> Player {
        let created = create_table(addr, &["human", "bot:greedy"], 30, seed).await;
        let id = created["id"].as_str().unwrap();
        let token = created["token"].as_str().unwrap();
        let mut ws = Ws::hello(addr, id, json!({"type": "hello", "token": token})).await;
        assert_eq!(ws.until("welcome").await["you"], 0);
        Player {
            ws,
            acks: 0,
            slowest: Duration::ZERO,
        }
    }

    /// Waits for this seat's decision (at the newest version) and takes one, asserting the
    /// acknowledgement comes within [`LIVELY`]. `false`: the game is over.
    pub async fn play_one(&mut self) -> bool {
        let deadline = Instant::now() + Duration::from_secs(15);
        let (action, version) = loop {
            assert!(Instant::now() < deadline, "the player's turn never came");
            assert!(!self.ws.closed, "the player's connection was closed");
            // Everything queued first: the newest update is the one to answer.
            if self.ws.next(Duration::from_millis(50)).await.is_some() {
                continue;
            }
            let Some(u) = self.ws.last_update() else {
                continue;
            };
            if !u["outcome"].is_null() {
                return false;
            }
            let legal = u["legal"].as_array().cloned().unwrap_or_default();
            if legal.is_empty() {
                continue;
            }
            // Prefer what ends a step quickly.
            let pick = legal
                .iter()
                .find(|l| {
                    matches!(
                        l["action"]["type"].as_str(),
                        Some("pass" | "continue" | "withdraw" | "decline")
                    )
                })
                .unwrap_or(&legal[0]);
            break (pick["action"].clone(), u["version"].clone());
        };
        let sent = Instant::now();
        self.ws
            .send(json!({"type": "act", "action": action, "version": version}))
            .await;
        let answer: Value = loop {
            let left = LIVELY.saturating_sub(sent.elapsed());
            match self.ws.next(left).await {
                Some(m) if m["type"] == "ack" || m["type"] == "error" => break m,
                Some(_) => continue,
                None => panic!(
                    "no acknowledgement within {LIVELY:?} (closed: {})",
                    self.ws.closed
                ),
            }
        };
        assert_eq!(answer["type"], "ack", "{answer}");
        let took = sent.elapsed();
        assert!(took <= LIVELY, "acknowledged after {took:?}");
        self.acks += 1;
        self.slowest = self.slowest.max(took);
        true
    }

    /// Plays until `until` (at least once), each action acknowledged in time.
    pub async fn plays_until(&mut self, until: Instant) {
        while self.play_one().await && Instant::now() < until {}
        assert!(self.acks >= 1, "the player never played");
    }
}

/// A plain `GET` from `127.0.0.{host}` (the request, not the test's helpers: those connect from
/// the player's address): the status and the body, or `None` when the connection was refused
/// or closed without an answer.
pub async fn get_from(host: u8, server: SocketAddr, path: &str) -> Option<(u16, String)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = connect_from(host, server).await.ok()?;
    let req = format!("GET {path} HTTP/1.1\r\nHost: {server}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.ok()?;
    let mut buf = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), s.read_to_end(&mut buf))
        .await
        .ok()?
        .ok()?;
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, body) = text.split_once("\r\n\r\n")?;
    let status = head.split_whitespace().nth(1)?.parse().ok()?;
    Some((status, body.to_string()))
}

/// What the server sent on `s` before closing it, if it closed it within `within` (`None`:
/// still open).
pub async fn closed_within(s: &mut TcpStream, within: Duration) -> Option<String> {
    use tokio::io::AsyncReadExt;
    let mut buf = [0u8; 1024];
    let mut got = Vec::new();
    let until = Instant::now() + within;
    loop {
        let left = until.saturating_duration_since(Instant::now());
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Ok(Ok(0)) | Ok(Err(_)) => return Some(String::from_utf8_lossy(&got).to_string()),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
            Err(_) => return None,
        }
    }
}
