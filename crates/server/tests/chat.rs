//! Chat at a table (`src/room/chat.rs`): the players' channel, the spectators' channel (which a
//! player reads only after choosing to), system lines from the catalogue, mutes, the host
//! closing the spectators' channel, the limits (length, rate, bidi controls), and the chat
//! kept with the game: after a reconnect, after a restart, and in the replay.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{TempDir, Ws, get_json, post_json};
use serde_json::{Value, json};

async fn two_players(addr: SocketAddr, seed: u64) -> Value {
    let (status, created) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 1, "seed": seed, "listed": true, "host_seat": 0,
                "name": "Anna", "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    created
}

/// The answer (`ack` or `error`) to the request just sent.
async fn answer(ws: &mut Ws) -> Value {
    loop {
        let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
        if m["type"] == "ack" || m["type"] == "error" {
            return m;
        }
    }
}

fn error_id(m: &Value) -> &str {
    assert_eq!(m["type"], "error", "{m}");
    m["words"]["id"].as_str().unwrap()
}

/// Every chat line `ws` was sent, as `(channel, text or system id)`.
fn heard(ws: &Ws) -> Vec<(String, String)> {
    ws.got
        .iter()
        .filter(|m| m["type"] == "chat" && m["fresh"] == false)
        .flat_map(|m| m["lines"].as_array().unwrap().clone())
        .map(|l| {
            let what = l["text"]
                .as_str()
                .map(str::to_string)
                .unwrap_or_else(|| l["words"]["id"].as_str().unwrap().to_string());
            (l["channel"].as_str().unwrap().to_string(), what)
        })
        .collect()
}

/// The lines of the latest fresh chat message `ws` got (what a (re)connected page shows).
fn shown(ws: &Ws) -> Vec<String> {
    let fresh = ws
        .got
        .iter()
        .rev()
        .find(|m| m["type"] == "chat" && m["fresh"] == true)
        .expect("a fresh chat");
    fresh["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            l["text"]
                .as_str()
                .map(str::to_string)
                .unwrap_or_else(|| l["words"]["id"].as_str().unwrap().to_string())
        })
        .collect()
}

async fn quiet(socks: &mut [&mut Ws]) {
    for ws in socks.iter_mut() {
        ws.drain(Duration::from_millis(80)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_and_spectators_talk_apart_and_players_choose_to_listen() {
    let dir = TempDir::new("chat");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let created = two_players(addr, 21).await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut a = Ws::hello(
        addr,
        &id,
        json!({"type": "hello", "token": created["token"], "host": created["host_token"]}),
    )
    .await;
    a.until("chat").await;
    let mut b = Ws::hello(
        addr,
        &id,
        json!({"type": "hello", "token": created["invites"][0]["token"], "name": "Bram"}),
    )
    .await;
    b.until("chat").await;
    let mut s = Ws::hello(addr, &id, json!({"type": "hello"})).await;
    s.until("chat").await;
    quiet(&mut [&mut a, &mut b, &mut s]).await;
    assert!(
        shown(&s).contains(&"chat-joined".to_string()),
        "Bram's arrival is a system line"
    );
    for ws in [&mut a, &mut b, &mut s] {
        ws.got.clear();
    }

    // A player's line reaches everyone at the table, as it was said (zero-width joiners kept,
    // markup only text).
    let family = "hoi 👨\u{200D}👩\u{200D}👧 <b>bold?</b>";
    a.send(json!({"type": "chat", "text": family})).await;
    assert_eq!(answer(&mut a).await["type"], "ack");
    // A spectator's line reaches spectators only, until a player chooses to read them.
    s.send(json!({"type": "chat", "text": "go Anna"})).await;
    assert_eq!(answer(&mut s).await["type"], "ack");
    quiet(&mut [&mut a, &mut b, &mut s]).await;
    let players = ("players".to_string(), family.to_string());
    let watchers = ("spectators".to_string(), "go Anna".to_string());
    assert_eq!(heard(&a), vec![players.clone()]);
    assert_eq!(heard(&b), vec![players.clone()]);
    assert_eq!(heard(&s), vec![players.clone(), watchers.clone()]);
    b.send(json!({"type": "show_spectators", "show": true}))
        .await;
    assert_eq!(answer(&mut b).await["type"], "ack");
    assert!(shown(&b).contains(&"go Anna".to_string()));
    s.send(json!({"type": "chat", "text": "nice move"})).await;
    quiet(&mut [&mut a, &mut b, &mut s]).await;
    assert!(heard(&b).iter().any(|(_, t)| t == "nice move"));
    assert!(!heard(&a).iter().any(|(_, t)| t == "nice move"));

    // Muting is for oneself: Bram stops hearing Anna, everyone else still does.
    s.send(json!({"type": "mute", "seat": 0, "muted": true}))
        .await;
    assert_eq!(error_id(&answer(&mut s).await), "error-chat-spectator-mute");
    b.send(json!({"type": "mute", "seat": 0, "muted": true}))
        .await;
    assert_eq!(answer(&mut b).await["type"], "ack");
    a.send(json!({"type": "chat", "text": "can you hear me"}))
        .await;
    quiet(&mut [&mut a, &mut b, &mut s]).await;
    assert!(!heard(&b).iter().any(|(_, t)| t == "can you hear me"));
    assert!(heard(&s).iter().any(|(_, t)| t == "can you hear me"));
    assert!(!shown(&b).contains(&"can you hear me".to_string()));
    b.send(json!({"type": "mute", "seat": 0, "muted": false}))
        .await;
    assert_eq!(answer(&mut b).await["type"], "ack");
    assert!(shown(&b).contains(&"can you hear me".to_string()));

    // Only the host closes the spectators' chat; then a spectator's line is refused.
    b.send(json!({"type": "close_spectators", "closed": true}))
        .await;
    assert_eq!(error_id(&answer(&mut b).await), "error-chat-not-host");
    a.send(json!({"type": "close_spectators", "closed": true}))
        .await;
    assert_eq!(answer(&mut a).await["type"], "ack");
    quiet(&mut [&mut a, &mut b, &mut s]).await;
    assert!(heard(&s).iter().any(|(_, t)| t == "chat-spectators-closed"));
    s.send(json!({"type": "chat", "text": "hello?"})).await;
    assert_eq!(error_id(&answer(&mut s).await), "error-chat-closed");

    // A reconnect gets the recent chat; so does a restarted server, which keeps the closure.
    drop(b);
    let mut b = Ws::hello(
        addr,
        &id,
        json!({"type": "hello", "token": created["invites"][0]["token"], "since": 0}),
    )
    .await;
    b.until("chat").await;
    assert!(shown(&b).contains(&family.to_string()));
    assert!(
        !shown(&b).contains(&"go Anna".to_string()),
        "a new connection starts without the spectators' chat"
    );
    // A mute is kept: Bram mutes Anna again, and after the restart still does.
    b.send(json!({"type": "mute", "seat": 0, "muted": true}))
        .await;
    assert_eq!(answer(&mut b).await["type"], "ack");
    drop((a, b, s));
    server.shutdown().await.unwrap();
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let mut s = Ws::hello(addr, &id, json!({"type": "hello"})).await;
    let chat = s.until("chat").await;
    assert_eq!(chat["spectators_closed"], true);
    assert!(shown(&s).contains(&"go Anna".to_string()));
    s.send(json!({"type": "chat", "text": "still closed?"}))
        .await;
    assert_eq!(error_id(&answer(&mut s).await), "error-chat-closed");

    // The replay shows the chat, both channels, once the game is over.
    let mut a = Ws::hello(
        addr,
        &id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    let mut b = Ws::hello(
        addr,
        &id,
        json!({"type": "hello", "token": created["invites"][0]["token"]}),
    )
    .await;
    let chat = b.until("chat").await;
    assert_eq!(chat["muted"], json!([0]), "the mute outlived the restart");
    assert!(
        !shown(&b).contains(&family.to_string()),
        "muted: Anna's lines are not shown"
    );
    quiet(&mut [&mut a, &mut b]).await;
    common::play_to_end(&mut [&mut a, &mut b], 9).await;
    let index = get_json(addr, &format!("/api/tables/{id}/replay")).await;
    let lines: Vec<(&str, Option<&str>)> = index["chat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["channel"].as_str().unwrap(), l["text"].as_str()))
        .collect();
    assert!(lines.contains(&("players", Some(family))), "{lines:?}");
    assert!(
        lines.contains(&("spectators", Some("go Anna"))),
        "{lines:?}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_an_oversized_line_and_bidi_controls_are_refused_while_play_goes_on() {
    let dir = TempDir::new("chat-limits");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let created = two_players(addr, 22).await;
    let id = created["id"].as_str().unwrap();
    let mut a = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    let mut b = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["invites"][0]["token"], "name": "Bram"}),
    )
    .await;
    a.until("chat").await;
    b.until("chat").await;
    quiet(&mut [&mut a, &mut b]).await;

    let refused = [
        ("x".repeat(301), "error-chat-too-long"),
        ("   ".to_string(), "error-chat-empty"),
        ("abc\u{202E}fed".to_string(), "error-chat-bidi"),
        ("left \u{2067}right\u{2069}".to_string(), "error-chat-bidi"),
        ("two\nlines".to_string(), "error-chat-control"),
    ];
    for (text, why) in &refused {
        a.send(json!({"type": "chat", "text": text})).await;
        assert_eq!(error_id(&answer(&mut a).await), *why, "{text:?}");
    }
    // The longest line there may be, and a Persian word with its zero-width non-joiner.
    a.send(json!({"type": "chat", "text": "é".repeat(300)}))
        .await;
    assert_eq!(answer(&mut a).await["type"], "ack");
    a.send(json!({"type": "chat", "text": "می\u{200C}خواهم"}))
        .await;
    assert_eq!(answer(&mut a).await["type"], "ack");

    // A flood: a few lines pass, then each is refused with how long to wait.
    let mut acks = 0;
    let mut too_fast = 0;
    for i in 0..12 {
        a.send(json!({"type": "chat", "text": format!("spam {i}")}))
            .await;
        let m = answer(&mut a).await;
        if m["type"] == "ack" {
            acks += 1;
        } else {
            assert_eq!(error_id(&m), "error-chat-too-fast");
            assert!(
                m["words"]["args"]["seconds"].is_object()
                    || m["words"]["args"]["seconds"].is_number(),
                "{m}"
            );
            too_fast += 1;
        }
    }
    assert!(
        acks <= 4 && too_fast >= 8,
        "{acks} passed, {too_fast} refused"
    );
    quiet(&mut [&mut a, &mut b]).await;
    let got: Vec<String> = heard(&b).into_iter().map(|(_, t)| t).collect();
    assert_eq!(got.len(), 2 + acks, "refused lines reach nobody: {got:?}");
    assert!(got.contains(&"می\u{200C}خواهم".to_string()));

    // Play goes on: the seat to act still acts.
    let (ws, u) = match [&mut a, &mut b].into_iter().find(|w| {
        !w.last_update().unwrap()["legal"]
            .as_array()
            .unwrap()
            .is_empty()
    }) {
        Some(w) => {
            let u = w.last_update().unwrap().clone();
            (w, u)
        }
        None => panic!("nobody to act"),
    };
    ws.send(json!({"type": "act", "action": u["legal"][0]["action"], "version": u["version"]}))
        .await;
    assert_eq!(answer(ws).await["type"], "ack");
    server.shutdown().await.unwrap();
}

/// Two instances on one PostgreSQL database: a line said on one reaches a connection on the
/// other, and an undo taken on one gives the other's connection a fresh view (`./test` runs it
/// with a throwaway database).
#[cfg(feature = "postgres")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: run ./test"]
async fn chat_and_undo_reach_the_other_instance() {
    let db = std::path::PathBuf::from(common::postgres_url());
    let one = common::start(&db).await;
    let two = common::start(&db).await;
    let created = two_players(one.addr, 23).await;
    let id = created["id"].as_str().unwrap();
    let mut a = Ws::hello(
        one.addr,
        id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    let mut b = Ws::hello(
        two.addr,
        id,
        json!({"type": "hello", "token": created["invites"][0]["token"], "name": "Bram"}),
    )
    .await;
    a.until("chat").await;
    b.until("chat").await;
    quiet(&mut [&mut a, &mut b]).await;
    a.send(json!({"type": "chat", "text": "over here"})).await;
    assert_eq!(answer(&mut a).await["type"], "ack");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while !heard(&b).iter().any(|(_, t)| t == "over here") {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the line never crossed"
        );
        b.next(Duration::from_millis(200)).await;
    }

    // A mute set on one instance holds for the same player's connection on the other.
    let mut b_on_one = Ws::hello(
        one.addr,
        id,
        json!({"type": "hello", "token": created["invites"][0]["token"]}),
    )
    .await;
    b_on_one.until("chat").await;
    b.send(json!({"type": "mute", "seat": 0, "muted": true}))
        .await;
    assert_eq!(answer(&mut b).await["type"], "ack");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let m = b_on_one.next(Duration::from_millis(200)).await;
        if m.is_some_and(|m| m["type"] == "chat" && m["muted"] == json!([0])) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the mute never crossed"
        );
    }
    drop(b_on_one);

    // Play until a seat may take its move back; it does, on its own instance.
    for _ in 0..300 {
        quiet(&mut [&mut a, &mut b]).await;
        let (me, other) = if a.last_update().unwrap()["legal"]
            .as_array()
            .unwrap()
            .is_empty()
        {
            (&mut b, &mut a)
        } else {
            (&mut a, &mut b)
        };
        let u = me.last_update().unwrap().clone();
        let before = other.last_update().unwrap().clone();
        assert!(u["outcome"].is_null(), "the game ended first");
        let version = u["version"].as_u64().unwrap();
        me.send(json!({"type": "act", "action": u["legal"][0]["action"], "version": version}))
            .await;
        assert_eq!(answer(me).await["type"], "ack");
        if me.last_update().unwrap()["undo"] != true {
            continue;
        }
        me.send(json!({"type": "undo", "version": version + 1}))
            .await;
        assert_eq!(answer(me).await["type"], "ack");
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        while other.last_update().unwrap()["version"].as_u64() != Some(version + 2) {
            assert!(
                tokio::time::Instant::now() < deadline,
                "the undo never crossed"
            );
            other.next(Duration::from_millis(200)).await;
        }
        let after = other.last_update().unwrap();
        assert_eq!(after["fresh"], true);
        assert_eq!(
            after["view"], before["view"],
            "the other seat's view from before the move"
        );
        one.shutdown().await.unwrap();
        two.shutdown().await.unwrap();
        return;
    }
    panic!("no move could be taken back");
}
