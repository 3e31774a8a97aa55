//! One visibility rule for every surface of a game (`src/visibility.rs`): a private (unlisted)
//! game shows to its players and holders of its link, nobody else. Each surface that exists
//! today: the lobby's lists, the replay (its index and its steps, answered like a table that
//! does not exist without a key), and spectating a private table by its link (kept).

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{TempDir, Ws, create_table, get_json, http, play_to_end, post_json};
use serde_json::{Value, json};

/// A table of two bots that plays one round by itself; `listed` as given. Its creation answer.
async fn bots_table(addr: SocketAddr, listed: bool, seed: u64) -> Value {
    let (status, created) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 1, "seed": seed, "listed": listed, "seats": [
            {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "greedy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    created
}

/// Watches table `id` as a spectator with a bare link (no secret) until its game ends.
async fn watch_to_end(addr: SocketAddr, id: &str) {
    let mut ws = Ws::hello(addr, id, json!({"type": "hello"})).await;
    let welcome = ws.until("welcome").await;
    assert_eq!(welcome["you"], Value::Null, "a spectator");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let m = ws.next(Duration::from_secs(20)).await.expect("updates");
        if m["type"] == "update" && !m["outcome"].is_null() {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game never ended"
        );
    }
}

/// What `path` answers (status and body) with the table id `id` written as `as_id`, to compare
/// a hidden table's answer with an unknown one's.
async fn answer(addr: SocketAddr, path: &str, id: &str, as_id: &str) -> (u16, String) {
    let (status, body) = http(addr, "GET", path, None).await;
    (status, body.replace(id, as_id))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_game_is_neither_listed_nor_replayed_without_its_key() {
    let dir = TempDir::new("visibility");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let public = bots_table(a, true, 5).await;
    let private = bots_table(a, false, 6).await;
    let (pub_id, id) = (
        public["id"].as_str().unwrap(),
        private["id"].as_str().unwrap(),
    );
    let host = private["host_token"].as_str().unwrap();

    // Spectating by the table's link stays open, private or not (the public view only).
    watch_to_end(a, pub_id).await;
    watch_to_end(a, id).await;

    // The lobby's lists: the public game is there to replay, the private one nowhere.
    let (status, lobby) = http(a, "GET", "/api/tables", None).await;
    assert_eq!(status, 200);
    let lists: Value = serde_json::from_str(&lobby).unwrap();
    let finished: Vec<&str> = lists["finished"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(finished, vec![pub_id]);
    assert!(!lobby.contains(id), "the private game shows in {lobby}");

    // Its replay, without a key or with a wrong one: exactly an unknown table's answer.
    let unknown = "nosuchtable";
    for (path, known) in [
        (format!("/api/tables/{id}/replay"), "/api/tables/{}/replay"),
        (
            format!("/api/tables/{id}/replay/2"),
            "/api/tables/{}/replay/2",
        ),
        (
            format!("/api/tables/{id}/replay/2?reveal=1"),
            "/api/tables/{}/replay/2?reveal=1",
        ),
    ] {
        let none = answer(a, &known.replace("{}", unknown), unknown, unknown).await;
        assert_eq!(none.0, 404, "{none:?}");
        let body: Value = serde_json::from_str(&none.1).unwrap();
        assert_eq!(body["words"]["id"], "error-no-replay");
        assert_eq!(answer(a, &path, id, unknown).await, none, "{path}");
        let sep = if path.contains('?') { '&' } else { '?' };
        for wrong in [pub_id, "0123456789abcdef0123456789abcdef", ""] {
            let path = format!("{path}{sep}key={wrong}");
            assert_eq!(answer(a, &path, id, unknown).await, none, "{path}");
        }
    }

    // With its host's secret: the whole replay, every hand included.
    let index = get_json(a, &format!("/api/tables/{id}/replay?key={host}")).await;
    assert_eq!(index["id"], json!(id));
    let steps = index["steps"].as_u64().unwrap();
    assert!(steps > 0);
    let last = get_json(
        a,
        &format!("/api/tables/{id}/replay/{steps}?reveal=1&key={host}"),
    )
    .await;
    assert_eq!(last["hands"].as_array().unwrap().len(), 2);
    assert!(!last["outcome"].is_null());

    // The public game needs no key, and a key of another table changes nothing there.
    get_json(a, &format!("/api/tables/{pub_id}/replay")).await;
    get_json(a, &format!("/api/tables/{pub_id}/replay/1?key={host}")).await;

    // A spectator with the bare link of the finished private table is still welcomed (the
    // public view, as before); the replay is what the rule guards.
    let mut late = Ws::hello(a, id, json!({"type": "hello"})).await;
    assert_eq!(late.until("welcome").await["you"], Value::Null);
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_page_gets_the_key_that_opens_the_replay_of_their_private_game() {
    let dir = TempDir::new("visibility-seat");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let (status, created) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "round_cap": 1, "seed": 8, "listed": false, "host_seat": 0,
                "name": "Ann", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let other = create_table(a, &["human", "bot:greedy"], 1, 9).await;
    let other_token = other["token"].as_str().unwrap();

    // Being played: without a key it is no table at all; with one, not finished yet.
    let (status, body) = http(a, "GET", &format!("/api/tables/{id}/replay"), None).await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = http(
        a,
        "GET",
        &format!("/api/tables/{id}/replay?key={token}"),
        None,
    )
    .await;
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("error-replay-not-finished"), "{body}");

    // The player's page is given the key of its replay link; a spectator's is not, nor is the
    // page of a public table's player.
    let mut me = Ws::hello(a, id, json!({"type": "hello", "token": token})).await;
    let welcome = me.until("welcome").await;
    assert_eq!(welcome["you"], 0);
    let key = welcome["replay_key"]
        .as_str()
        .expect("a key for the player");
    assert_ne!(key, token);
    let mut watcher = Ws::hello(a, id, json!({"type": "hello"})).await;
    assert!(watcher.until("welcome").await.get("replay_key").is_none());
    let other_id = other["id"].as_str().unwrap();
    let mut public_player =
        Ws::hello(a, other_id, json!({"type": "hello", "token": other_token})).await;
    assert!(
        public_player
            .until("welcome")
            .await
            .get("replay_key")
            .is_none()
    );
    play_to_end(&mut [&mut me], 8).await;

    // Finished: its link's key opens it, and so does the seat's own secret; another table's
    // seat secret does not.
    let index = get_json(a, &format!("/api/tables/{id}/replay?key={key}")).await;
    assert_eq!(index["seats"][0]["name"], "Ann");
    let step = get_json(a, &format!("/api/tables/{id}/replay/1?reveal=1&key={key}")).await;
    assert_eq!(step["hands"].as_array().unwrap().len(), 2);
    let step = get_json(a, &format!("/api/tables/{id}/replay/1?key={token}")).await;
    assert_eq!(step["step"], 1);
    for path in [
        format!("/api/tables/{id}/replay?key={other_token}"),
        format!("/api/tables/{id}/replay"),
    ] {
        let (status, body) = http(a, "GET", &path, None).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert!(!body.contains("Ann"), "{path}: {body}");
    }
    let lobby = get_json(a, "/api/tables").await.to_string();
    assert!(!lobby.contains(id), "{lobby}");
    server.shutdown().await.unwrap();
}
