//! Hints at a table ("what would the bot do?", issue 33, `src/room/hints.rs`): at an unrated
//! table where every other seat is a bot, the player whose decision it is asks; the request is
//! acknowledged, the suggestion (one of the seat's legal actions, with its words and win share)
//! goes to that seat's connections only, and the seat's count goes up for everyone to see, in
//! the seats, after a restart and in the replay. Each refusal says why and counts nothing.

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{TempDir, Ws, get_json, post_json};
use havenbaron_server::Server;
use serde_json::{Value, json};

/// A listed table of one person (seat 0, the host) against `bots` greedy bots.
async fn against_bots(addr: SocketAddr, bots: usize, seed: u64) -> Value {
    let mut seats = vec![json!({"kind": "human"})];
    seats.extend((0..bots).map(|_| json!({"kind": "bot", "bot": "greedy", "level": "easy"})));
    let (status, created) = post_json(
        addr,
        "/api/tables",
        &json!({"players": bots + 1, "round_cap": 2, "seed": seed, "listed": true,
                "host_seat": 0, "name": "Anna", "seats": seats}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    created
}

async fn player(addr: SocketAddr, created: &Value) -> Ws {
    let id = created["id"].as_str().unwrap();
    let mut ws = Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    ws.until("welcome").await;
    ws
}

/// Reads updates until one offers this seat a decision; returns it.
async fn my_decision(ws: &mut Ws) -> Value {
    if let Some(u) = ws.last_update()
        && !u["legal"].as_array().unwrap().is_empty()
    {
        return u.clone();
    }
    loop {
        let u = ws.until("update").await;
        if !u["legal"].as_array().unwrap().is_empty() {
            return u;
        }
    }
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

/// Asks for a hint and expects it refused with `id`.
async fn refused(ws: &mut Ws, id: &str) {
    ws.send(json!({"type": "hint"})).await;
    let a = answer(ws).await;
    assert_eq!(a["type"], "error", "{a}");
    assert_eq!(a["words"]["id"], id, "{a}");
}

async fn server(dir: &TempDir, budget: u32) -> Server {
    common::start_with(&dir.db(), |o| o.limits.hint_budget = budget).await
}

#[tokio::test]
async fn a_hint_goes_to_the_asker_only_is_counted_for_all_and_survives_a_restart() {
    let dir = TempDir::new("hints");
    let server = server(&dir, 60).await;
    let addr = server.addr;
    let created = against_bots(addr, 2, 5).await;
    let id = created["id"].as_str().unwrap().to_string();
    let mut me = player(addr, &created).await;
    // The same seat in a second tab gets the hint too; a spectator only the count.
    let mut tab = player(addr, &created).await;
    let mut watcher = Ws::hello(addr, &id, json!({"type": "hello"})).await;
    watcher.until("welcome").await;

    let u = my_decision(&mut me).await;
    let version = u["version"].as_u64().unwrap();
    me.send(json!({"type": "hint"})).await;
    let ack = answer(&mut me).await;
    assert_eq!(ack["type"], "ack", "{ack}");
    let hint = me.until("hint").await;
    assert_eq!(hint["version"].as_u64(), Some(version));
    assert_eq!(hint["seat"], 0);
    assert_eq!(hint["used"], 1);
    let legal: Vec<&Value> = u["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| &l["action"])
        .collect();
    assert!(legal.contains(&&hint["best"]["action"]), "{hint}");
    let best = legal
        .iter()
        .position(|a| **a == hint["best"]["action"])
        .unwrap();
    assert_eq!(
        hint["best"]["message"], u["legal"][best]["message"],
        "the words of that legal action"
    );
    let win = hint["best"]["win"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&win), "{win}");
    if let Some(r) = hint.get("runner_up") {
        assert!(legal.contains(&&r["action"]) && r["action"] != hint["best"]["action"]);
        assert!(r["win"].as_f64().unwrap() <= win);
    }
    let in_tab = tab.until("hint").await;
    assert_eq!(in_tab["best"], hint["best"]);

    // Everyone sees the count, nobody else the hint.
    let seats = watcher.until("seats").await;
    assert_eq!(seats["seats"][0]["hints"], 1, "{seats}");
    assert!(
        seats["seats"][1].get("hints").is_none(),
        "a bot asked nothing"
    );
    watcher.drain(Duration::from_millis(200)).await;
    assert!(
        !watcher.raw.iter().any(|m| m.contains("\"type\":\"hint\"")),
        "a spectator never gets a hint"
    );

    // The same position gives the same hint (seeded from the table and the version).
    me.send(json!({"type": "hint"})).await;
    assert_eq!(answer(&mut me).await["type"], "ack");
    let again = me.until("hint").await;
    assert_eq!(again["best"], hint["best"]);
    assert_eq!(again["used"], 2);

    // Counted in the store: a restarted server still shows it, to everyone.
    drop((me, tab, watcher));
    server.shutdown().await.unwrap();
    let server = self::server(&dir, 60).await;
    let mut later = Ws::hello(server.addr, &id, json!({"type": "hello"})).await;
    let welcome = later.until("welcome").await;
    assert_eq!(welcome["seats"][0]["hints"], 2, "{welcome}");
    // The replay (open once the game is over) shows it too.
    let mut me = player(server.addr, &created).await;
    common::play_to_end(&mut [&mut me], 1).await;
    let replay = get_json(server.addr, &format!("/api/tables/{id}/replay")).await;
    assert_eq!(replay["seats"][0]["hints"], 2, "{}", replay["seats"]);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn hints_are_refused_with_a_reason_and_count_nothing() {
    let dir = TempDir::new("hints-refused");
    // A larger budget, so that a second question arrives while the first is thought out.
    let server = server(&dir, 4000).await;
    let addr = server.addr;

    // One question at a time per seat.
    let created = against_bots(addr, 1, 8).await;
    let mut me = player(addr, &created).await;
    my_decision(&mut me).await;
    me.send(json!({"type": "hint"})).await;
    me.send(json!({"type": "hint"})).await;
    assert_eq!(answer(&mut me).await["type"], "ack");
    let second = answer(&mut me).await;
    assert_eq!(second["words"]["id"], "error-hint-running", "{second}");
    assert_eq!(
        me.until("hint").await["used"],
        1,
        "the refused one is not counted"
    );

    // A spectator is no player.
    let id = created["id"].as_str().unwrap();
    let mut watcher = Ws::hello(addr, id, json!({"type": "hello"})).await;
    watcher.until("welcome").await;
    watcher.send(json!({"type": "hint"})).await;
    assert_eq!(answer(&mut watcher).await["type"], "error");

    // Another person at the table: no hints.
    let (status, two) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "seed": 3, "host_seat": 0, "name": "Anna",
                "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201);
    let mut a = player(addr, &two).await;
    refused(&mut a, "error-hint-not-against-bots").await;

    // A rated table: no hints.
    let rated = against_bots(addr, 1, 9).await;
    let rid = rated["id"].as_str().unwrap();
    server
        .app
        .store
        .mark_rated(rid.into(), "rotterdam".into(), 2, 0)
        .await
        .unwrap();
    let mut r = player(addr, &rated).await;
    my_decision(&mut r).await;
    refused(&mut r, "error-hint-rated").await;
    server.shutdown().await.unwrap();
}

/// While a bot decides, and once the game is over, there is nothing to ask.
#[tokio::test]
async fn no_hint_out_of_turn_nor_after_the_end() {
    let dir = TempDir::new("hints-turn");
    // Bots wait: the bot's turn lasts.
    let server = common::start_with(&dir.db(), |o| {
        o.limits.hint_budget = 20;
        o.bot_delay = Duration::from_secs(3600);
    })
    .await;
    let created = against_bots(server.addr, 1, 4).await;
    let mut me = player(server.addr, &created).await;
    // Play quick choices until the bot is to decide.
    loop {
        me.drain(Duration::from_millis(100)).await;
        let u = me.last_update().unwrap().clone();
        let legal = u["legal"].as_array().unwrap();
        if legal.is_empty() {
            break;
        }
        let pick = legal
            .iter()
            .find(|l| matches!(l["action"]["type"].as_str(), Some("pass" | "continue")))
            .unwrap_or(&legal[0]);
        me.send(json!({"type": "act", "action": pick["action"], "version": u["version"]}))
            .await;
        assert_eq!(answer(&mut me).await["type"], "ack");
    }
    refused(&mut me, "error-hint-not-your-decision").await;
    server.shutdown().await.unwrap();

    // A finished game (bots play at once, the person plays random quick choices).
    let server = server_with_bots_at_once(&dir).await;
    let created = against_bots(server.addr, 1, 6).await;
    let mut me = player(server.addr, &created).await;
    common::play_to_end(&mut [&mut me], 2).await;
    refused(&mut me, "error-hint-finished").await;
    server.shutdown().await.unwrap();
}

async fn server_with_bots_at_once(dir: &TempDir) -> Server {
    server(dir, 20).await
}

/// Two instances on one PostgreSQL database: a hint asked on one is counted, and a spectator
/// on the other sees the count (the count is announced as a change of the seats).
#[cfg(feature = "postgres")]
#[tokio::test]
#[ignore = "needs PostgreSQL: run ./test"]
async fn a_hint_counted_on_one_instance_shows_on_the_other() {
    let url = std::path::PathBuf::from(common::postgres_url());
    let one = common::start_with(&url, |o| o.limits.hint_budget = 40).await;
    let two = common::start_with(&url, |o| o.limits.hint_budget = 40).await;
    let created = against_bots(one.addr, 1, 12).await;
    let id = created["id"].as_str().unwrap();
    let mut me = player(one.addr, &created).await;
    let mut watcher = Ws::hello(two.addr, id, json!({"type": "hello"})).await;
    watcher.until("welcome").await;
    my_decision(&mut me).await;
    me.send(json!({"type": "hint"})).await;
    assert_eq!(answer(&mut me).await["type"], "ack");
    assert_eq!(me.until("hint").await["used"], 1);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let seats = watcher.until("seats").await;
        if seats["seats"][0]["hints"] == 1 {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "{seats}");
    }
    assert!(
        !watcher.raw.iter().any(|m| m.contains("\"type\":\"hint\"")),
        "the hint itself stays with the asker"
    );
    one.shutdown().await.unwrap();
    two.shutdown().await.unwrap();
}
