//! Undo at a table (`src/room/undo.rs`): a player takes back its own latest decision while
//! nothing was drawn or shown and no other seat decided since; the engine decides
//! (`may_undo`). Each refusal (nothing to take back, another seat's decision, a reveal point, a
//! stale version, a spectator) says why and changes nothing. An accepted undo is an entry of
//! the log of its own: everyone gets a fresh view (the one from before the decision), the chat
//! says so in every language, a restarted server replays it, and the replay shows it.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{TempDir, Ws, get_json, post_json};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::{Value, json};

/// A listed table of two people (listed: its replay is public). Its creation answer.
async fn two_players(addr: SocketAddr, seed: u64) -> Value {
    let (status, created) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 3, "seed": seed, "listed": true, "host_seat": 0,
                "name": "Anna", "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    created
}

/// Both seats connected, each past its welcome, update and chat.
async fn seated(addr: SocketAddr, created: &Value) -> (Ws, Ws) {
    let id = created["id"].as_str().unwrap();
    let mut a = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["token"], "host": created["host_token"]}),
    )
    .await;
    let mut b = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["invites"][0]["token"], "name": "Bram"}),
    )
    .await;
    for ws in [&mut a, &mut b] {
        ws.until("welcome").await;
        ws.until("update").await;
        ws.until("chat").await;
    }
    (a, b)
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

/// The seat (0: `a`, 1: `b`) whose decision it is, from the latest updates.
fn to_act(a: &Ws, b: &Ws) -> Option<usize> {
    [a, b].iter().position(|w| {
        w.last_update()
            .is_some_and(|u| !u["legal"].as_array().unwrap().is_empty())
    })
}

/// Takes one seeded random legal action for the seat to act; returns that seat and the
/// update it got for its own action.
async fn step(a: &mut Ws, b: &mut Ws, rng: &mut rand_chacha::ChaCha8Rng) -> (usize, Value) {
    let who = to_act(a, b).expect("someone decides");
    let ws = if who == 0 { a } else { b };
    let u = ws.last_update().unwrap().clone();
    let pick = u["legal"].as_array().unwrap().choose(rng).unwrap().clone();
    let version = u["version"].as_u64().unwrap();
    ws.send(json!({"type": "act", "action": pick["action"], "version": version}))
        .await;
    assert_eq!(answer(ws).await["type"], "ack");
    let mine = ws.last_update().unwrap().clone();
    assert_eq!(mine["version"].as_u64(), Some(version + 1));
    (who, mine)
}

fn error_id(m: &Value) -> &str {
    assert_eq!(m["type"], "error", "{m}");
    m["words"]["id"].as_str().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_takes_back_its_own_move_and_nobody_else_can() {
    let dir = TempDir::new("undo");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let created = two_players(addr, 11).await;
    let id = created["id"].as_str().unwrap().to_string();
    let (mut a, mut b) = seated(addr, &created).await;
    assert!(
        !a.last_update().unwrap()["undo"].as_bool().unwrap(),
        "nothing to take back yet"
    );

    // Nothing decided yet: nothing to take back; a spectator has no seat to take back for.
    a.send(json!({"type": "undo", "version": 0})).await;
    assert_eq!(error_id(&answer(&mut a).await), "error-undo-nothing");
    let mut watcher = Ws::hello(addr, &id, json!({"type": "hello"})).await;
    watcher.until("chat").await;
    watcher.send(json!({"type": "undo"})).await;
    assert_eq!(error_id(&answer(&mut watcher).await), "error-spectator-act");

    // Play until a decision its player may take back (the update says so).
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut taken_back = None;
    let mut refused_at_reveal = false;
    for _ in 0..400 {
        if taken_back.is_some() && refused_at_reveal {
            break;
        }
        let befores = [
            a.last_update().unwrap().clone(),
            b.last_update().unwrap().clone(),
        ];
        let (who, mine) = step(&mut a, &mut b, &mut rng).await;
        let version = mine["version"].as_u64().unwrap();
        a.drain(Duration::from_millis(60)).await;
        b.drain(Duration::from_millis(60)).await;
        if !mine["outcome"].is_null() {
            break;
        }
        let (me, other) = if who == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        if !mine["undo"].as_bool().unwrap() {
            if !refused_at_reveal {
                // The latest standing decision is this seat's, so the refusal is the reveal.
                me.send(json!({"type": "undo", "version": version})).await;
                assert_eq!(error_id(&answer(me).await), "error-undo-reveal");
                me.send(json!({"type": "ping"})).await;
                assert_eq!(answer_or_pong(me).await, "pong");
                assert_eq!(me.last_update().unwrap()["version"].as_u64(), Some(version));
                refused_at_reveal = true;
            }
            continue;
        }
        if taken_back.is_some() {
            continue;
        }
        // The other seat cannot take back this seat's decision.
        other
            .send(json!({"type": "undo", "version": version}))
            .await;
        assert_eq!(error_id(&answer(other).await), "error-undo-other-seat");
        // A stale undo is refused.
        me.send(json!({"type": "undo", "version": version - 1}))
            .await;
        assert_eq!(error_id(&answer(me).await), "error-stale");

        me.send(json!({"type": "undo", "version": version})).await;
        let ack = answer(me).await;
        assert_eq!(ack["type"], "ack", "{ack}");
        assert_eq!(ack["version"].as_u64(), Some(version + 1));
        a.drain(Duration::from_millis(100)).await;
        b.drain(Duration::from_millis(100)).await;
        // Everyone is back where they were before the decision, told afresh.
        for (ws, before) in [(&a, &befores[0]), (&b, &befores[1])] {
            let u = ws.last_update().unwrap();
            assert_eq!(u["version"].as_u64(), Some(version + 1));
            assert_eq!(u["fresh"], true, "a fresh view after an undo");
            assert_eq!(
                u["view"], before["view"],
                "the view from before the decision"
            );
            assert_eq!(u["legal"], before["legal"]);
            let last = u["entries"].as_array().unwrap().last().unwrap();
            assert_eq!(last["undo"], true);
            assert_eq!(last["messages"][0]["id"], "log-undo");
            assert!(last["action"].is_null(), "which decision is not said");
            let said = ws
                .got
                .iter()
                .rev()
                .find(|m| m["type"] == "chat" && !m["lines"].as_array().unwrap().is_empty())
                .expect("a chat line");
            assert_eq!(said["lines"][0]["words"]["id"], "chat-undo", "{said}");
        }
        taken_back = Some(version);
    }
    let undone = taken_back.expect("no decision could be taken back in 400 steps");
    assert!(refused_at_reveal, "no reveal point met");

    // A client catching up across the undo starts afresh; one that saw the undo is caught up.
    let mut late = Ws::hello(addr, &id, json!({"type": "hello", "since": undone})).await;
    assert_eq!(late.until("update").await["fresh"], true);
    let mut later = Ws::hello(addr, &id, json!({"type": "hello", "since": undone + 1})).await;
    let u = later.until("update").await;
    assert!(
        u["entries"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["undo"].is_null()),
        "{u}"
    );
    drop((late, later));

    let latest = a.last_update().unwrap().clone();
    drop((a, b, watcher));
    server.shutdown().await.unwrap();
    restart_and_replay(&dir, &created, &latest).await;
}

/// A restarted server replays the log, undos included, to the same game (`latest`: the last
/// update seat 0 had); played to the end, the replay shows the undo as a step of its own.
async fn restart_and_replay(dir: &TempDir, created: &Value, latest: &Value) {
    let id = created["id"].as_str().unwrap();
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let mut a = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    let u = a.until("update").await;
    assert_eq!(u["version"], latest["version"]);
    assert_eq!(u["view"], latest["view"]);
    let mut b = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["invites"][0]["token"]}),
    )
    .await;
    b.until("update").await;

    a.drain(Duration::from_millis(60)).await;
    b.drain(Duration::from_millis(60)).await;
    common::play_to_end(&mut [&mut a, &mut b], 5).await;
    let index = get_json(addr, &format!("/api/tables/{id}/replay")).await;
    let undo = index["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["undo"] == true)
        .expect("the undo in the replay");
    assert_eq!(undo["message"]["id"], "log-undo");
    let seq = undo["seq"].as_u64().unwrap();
    let at = get_json(addr, &format!("/api/tables/{id}/replay/{seq}")).await;
    assert_eq!(at["entry"]["undo"], true);
    let before = get_json(addr, &format!("/api/tables/{id}/replay/{}", seq - 2)).await;
    assert_eq!(
        at["view"], before["view"],
        "the step after an undo is the one before"
    );
    server.shutdown().await.unwrap();
}

/// The answer's type, skipping updates and chat.
async fn answer_or_pong(ws: &mut Ws) -> String {
    loop {
        let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
        if ["ack", "error", "pong"].contains(&m["type"].as_str().unwrap()) {
            return m["type"].as_str().unwrap().to_string();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_never_take_anything_back() {
    let dir = TempDir::new("undo-bots");
    let server = common::start(&dir.db()).await;
    let (status, created) = post_json(
        server.addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 1, "seed": 4, "listed": true, "seats": [
            {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let mut watcher = Ws::hello(server.addr, id, json!({"type": "hello"})).await;
    loop {
        let m = watcher
            .next(Duration::from_secs(30))
            .await
            .expect("updates");
        if m["type"] == "update" && !m["outcome"].is_null() {
            break;
        }
    }
    let index = get_json(server.addr, &format!("/api/tables/{id}/replay")).await;
    let steps = index["actions"].as_array().unwrap();
    assert!(!steps.is_empty());
    assert!(
        steps.iter().all(|s| s["undo"].is_null()),
        "a bot took back a move"
    );
    server.shutdown().await.unwrap();
}
