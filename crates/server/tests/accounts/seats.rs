//! Seats held as a guest, attached to an account at sign-up (each token checked), then "my
//! games" on another device, the table's signed-in marker, profiles (a private game only for
//! its own player) and what deleting the account leaves.

use havenbaron_server::accounts::games::{SeatPlayer, seat_players};
use serde_json::{Value, json};

use super::common::{TempDir, Ws, play_to_end, post_json, start};
use super::{Browser, guest_table, words};

/// A finished two-seat game (a guest and a bot), `listed` or not: the creation's answer.
async fn finished_game(addr: std::net::SocketAddr, listed: bool) -> Value {
    let (status, v) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "seed": 3, "round_cap": 1, "host_seat": 0, "name": "Guest",
            "listed": listed, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap();
    let mut ws = Ws::hello(addr, id, json!({"type": "hello", "token": v["token"]})).await;
    play_to_end(&mut [&mut ws], 11).await;
    v
}

fn held(v: &Value) -> Value {
    json!({"table": v["id"], "token": v["token"]})
}

#[tokio::test]
async fn guest_seats_are_attached_and_show_in_my_games_on_another_device() {
    let dir = TempDir::new("acct-seats");
    let server = start(&dir.db()).await;
    let a = server.addr;
    let running = guest_table(a, false).await;
    let done = finished_game(a, false).await;
    let forged = json!({"table": running["id"], "token": "0".repeat(32)});
    let nowhere = json!({"table": "no-such-table", "token": running["token"]});
    let mut phone = Browser::at(a);
    let up = phone
        .post(
            "/api/account/signup",
            json!({"name": "Gert", "password": "a-password",
                "seats": [held(&running), held(&done), forged, nowhere]}),
        )
        .await;
    assert_eq!(
        (up.status, &up.body["attached"]),
        (201, &json!(2)),
        "{}",
        up.body
    );

    let mut laptop = Browser::at(a);
    laptop
        .post(
            "/api/account/signin",
            json!({"name": "Gert", "password": "a-password"}),
        )
        .await;
    let games = laptop.get("/api/account/games").await;
    assert_eq!(games.status, 200, "{}", games.body);
    let run = &games.body["running"];
    assert_eq!(run.as_array().unwrap().len(), 1, "{}", games.body);
    assert_eq!(run[0]["table"], running["id"]);
    assert_eq!(run[0]["seat"], 0);
    assert_eq!(run[0]["ruleset"], "rotterdam");
    assert!(!run[0]["to_act"].is_null());
    let link = format!(
        "/t/{}#token={}",
        running["id"].as_str().unwrap(),
        running["token"].as_str().unwrap()
    );
    assert_eq!(run[0]["link"], link.as_str());
    let fin = &games.body["finished"];
    assert_eq!(fin.as_array().unwrap().len(), 1);
    let replay = fin[0]["replay"].as_str().unwrap();
    assert!(
        replay.contains("#key="),
        "a private game's replay carries its key: {replay}"
    );
    // The key opens the replay.
    let key = replay.split("#key=").nth(1).unwrap();
    let r = laptop
        .get(&format!(
            "/api/tables/{}/replay?key={key}",
            done["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(r.status, 200);

    // The table shows who is signed in: seat 0; seat 1 is a guest's.
    let marks = laptop
        .get(&format!(
            "/api/tables/{}/accounts",
            running["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(
        marks.body["seats"],
        json!([{"seat": 0, "name": "Gert", "deleted": false}])
    );

    // Who plays each seat, as the ratings read it: the account, a guest, a bot.
    let rec = server
        .app
        .store
        .load_record(running["id"].as_str().unwrap().into())
        .await
        .unwrap()
        .unwrap();
    let players = seat_players(&*server.app.store, &rec).await.unwrap();
    let me = laptop.get("/api/account").await.body["id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        players,
        [
            SeatPlayer::Account(me),
            SeatPlayer::Guest,
            SeatPlayer::Bot {
                spec: "random".into(),
                left: None
            }
        ]
    );

    // A seat token that was never this account's attaches nothing later either.
    let r = laptop
        .post(
            "/api/account/seats",
            json!({"seats": [{"table": running["id"], "token": "f".repeat(32)}]}),
        )
        .await;
    assert_eq!(
        (r.body["attached"].clone(), r.body["refused"].clone()),
        (json!(0), json!([running["id"]]))
    );
    let games = Browser::at(a).get("/api/account/games").await;
    assert_eq!(
        (games.status, words(&games)),
        (401, "account-error-not-signed-in")
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_profile_counts_games_and_shows_private_ones_to_their_player_only() {
    let dir = TempDir::new("acct-profile");
    let server = start(&dir.db()).await;
    let a = server.addr;
    let public = finished_game(a, true).await;
    let private = finished_game(a, false).await;
    let mut me = Browser::at(a);
    me.post(
        "/api/account/signup",
        json!({"name": "Hanna", "password": "a-password", "seats": [held(&public), held(&private)]}),
    )
    .await;
    let mine = me.get("/api/users/hanna").await;
    assert_eq!(mine.status, 200, "{}", mine.body);
    assert_eq!(mine.body["me"], true);
    assert_eq!(mine.body["recent"].as_array().unwrap().len(), 2);
    assert_eq!(mine.body["tallies"][0]["played"], 2);
    assert_eq!(mine.body["tallies"][0]["players"], 2);
    assert_eq!(
        mine.body["ratings"]["ratings"],
        serde_json::json!([]),
        "unrated games leave no rating"
    );

    let theirs = Browser::at(a).get("/api/users/Hanna").await;
    assert_eq!(theirs.body["me"], false);
    let recent = theirs.body["recent"].as_array().unwrap();
    assert_eq!(
        recent.len(),
        1,
        "the private game is not shown: {}",
        theirs.body
    );
    assert_eq!(recent[0]["table"], public["id"]);
    assert_eq!(theirs.body["tallies"][0]["played"], 1);
    let none = Browser::at(a).get("/api/users/Nobody").await;
    assert_eq!(
        (none.status, words(&none)),
        (404, "account-error-no-player")
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_deleted_account_leaves_its_games_under_deleted_player() {
    let dir = TempDir::new("acct-delete");
    let server = start(&dir.db()).await;
    let a = server.addr;
    let table = guest_table(a, true).await;
    let mut b = Browser::at(a);
    b.post(
        "/api/account/signup",
        json!({"name": "Ivo", "password": "a-password", "seats": [held(&table)]}),
    )
    .await;
    let wrong = b.post("/api/account/delete", json!({"name": "ivo"})).await;
    assert_eq!(
        (wrong.status, words(&wrong)),
        (400, "account-error-confirm")
    );
    assert_eq!(b.get("/api/account").await.status, 200, "nothing deleted");
    let gone = b.post("/api/account/delete", json!({"name": "Ivo"})).await;
    assert_eq!(gone.status, 200, "{}", gone.body);
    assert!(b.cookie.is_none());
    let id = table["id"].as_str().unwrap();
    let marks = b.get(&format!("/api/tables/{id}/accounts")).await;
    assert_eq!(
        marks.body["seats"],
        json!([{"seat": 0, "name": "", "deleted": true}])
    );
    assert_eq!(b.get("/api/users/Ivo").await.status, 404);
    let again = b
        .post(
            "/api/account/signin",
            json!({"name": "Ivo", "password": "a-password"}),
        )
        .await;
    assert_eq!(again.status, 401);
    // The game itself goes on as before.
    let summary = b.get(&format!("/api/tables/{id}")).await;
    assert_eq!(
        (summary.status, &summary.body["seats"][0]["name"]),
        (200, &json!("Guest"))
    );
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_handed_to_a_bot_leaves_my_games_but_remembers_who_left() {
    let dir = TempDir::new("acct-left");
    let server = start(&dir.db()).await;
    let a = server.addr;
    let table = guest_table(a, true).await;
    let id = table["id"].as_str().unwrap();
    let invite = json!({"table": id, "token": table["invites"][0]["token"]});
    let mut b = Browser::at(a);
    let up = b
        .post(
            "/api/account/signup",
            json!({"name": "Jan", "password": "a-password", "seats": [invite]}),
        )
        .await;
    assert_eq!(up.body["attached"], 1, "{}", up.body);
    let me = up.body["account"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        b.get("/api/account/games").await.body["running"][0]["seat"],
        1
    );

    // Jan never came; the host hands the seat to a bot.
    let mut host = Ws::hello(
        a,
        id,
        json!({"type": "hello", "token": table["token"], "host": table["host_token"]}),
    )
    .await;
    host.until("update").await;
    host.send(json!({"type": "hand_to_bot", "seat": 1, "bot": "greedy", "level": "easy"}))
        .await;
    while host.until("seats").await["seats"][1]["kind"] != "bot" {}
    let games = b.get("/api/account/games").await;
    assert_eq!(games.body["running"], json!([]), "no longer my seat");
    let rec = server
        .app
        .store
        .load_record(id.into())
        .await
        .unwrap()
        .unwrap();
    let players = seat_players(&*server.app.store, &rec).await.unwrap();
    assert_eq!(
        players[1],
        SeatPlayer::Bot {
            spec: "greedy".into(),
            left: Some(me)
        }
    );
    server.shutdown().await.unwrap();
}
