//! Rated tables (docs/RATINGS.md): creating one is refused with the reason to a guest, or
//! while a seat would hold no rated person; a rated table's end rates its people once, through the scheduler, with a
//! person who left counted last; `GET /api/leaderboard/{ruleset}` and `GET /api/ratings/{key}`
//! show the result, and refuse bad input in words.

mod common;

use std::time::Duration;

use common::{TempDir, get_json, http, post_json};
use havenbaron_engine::{Outcome, SeatScore};
use havenbaron_server::App;
use havenbaron_server::ids::{HostToken, TableId};
use havenbaron_server::ratings::{self, INITIAL, PlayerKey, RatedSeat, bot_ratings};
use serde_json::{Value, json};

/// Creates a table as the signed-in account `account` (what `POST /api/tables` does for a
/// request with its session): the answer as JSON, or the refusal's catalogue id.
async fn create_as(app: &std::sync::Arc<App>, body: Value, account: &str) -> Result<Value, String> {
    let req = serde_json::from_value(body).unwrap();
    match havenbaron_server::lobby::create_as(app, req, Some(account.into())).await {
        Ok(c) => Ok(serde_json::to_value(c).unwrap()),
        Err(e) => Err(e.message().id),
    }
}

fn seats(kinds: &[&str]) -> Value {
    kinds
        .iter()
        .map(|k| match k.strip_prefix("bot:") {
            Some(b) => json!({"kind": "bot", "bot": b}),
            None => json!({"kind": "human"}),
        })
        .collect()
}

#[tokio::test]
async fn a_rated_table_is_refused_while_a_guest_would_sit_there() {
    let dir = TempDir::new("rated-create");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let store = &server.app.store;

    // A guest (no session) is refused, nothing stored.
    let (status, v) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "seats": seats(&["human", "bot:greedy"]), "host_seat": 0,
                "name": "Ann", "rated": true}),
    )
    .await;
    assert_eq!(status, 400, "{v}");
    assert_eq!(v["words"]["id"], "account-error-not-signed-in", "{v}");
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["open"].as_array().unwrap().len(), 0, "nothing stored");

    let app = &server.app;
    let only_bots = json!({"players": 2, "seats": seats(&["bot:greedy", "bot:random"]),
        "rated": true});
    assert_eq!(
        create_as(app, only_bots, "ann").await.unwrap_err(),
        "error-rated-no-person"
    );

    // Seats for people still to come: created, and rated.
    let rated = create_as(
        app,
        json!({"players": 2, "seats": seats(&["human", "bot:greedy"]), "rated": true}),
        "ann",
    )
    .await
    .unwrap();
    let id = TableId::from(rated["id"].as_str().unwrap());
    assert!(store.is_rated(id).await.unwrap());
    let (_, plain) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "seats": seats(&["human", "bot:greedy"])}),
    )
    .await;
    let id = TableId::from(plain["id"].as_str().unwrap());
    assert!(!store.is_rated(id).await.unwrap(), "unrated by default");
    server.shutdown().await.unwrap();
}

/// Waits until the scheduler applied `table`'s result (10 s at most).
async fn applied(server: &havenbaron_server::Server, table: &TableId) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while !server.app.store.is_applied(table.clone()).await.unwrap() {
        assert!(tokio::time::Instant::now() < deadline, "never rated");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A person leaves a rated table (their seat handed to a bot, as accounts will record it) and
/// the bots play it to the end: the game's end rates the person last against the bot's fixed
/// rating, once, however often the job runs; the API shows the rating and its history.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_table_ending_rates_a_person_who_left_as_last_once() {
    let dir = TempDir::new("rated-end");
    let server = common::start(&dir.db()).await;
    let (a, app) = (server.addr, server.app.clone());
    let created = create_as(
        &app,
        json!({"players": 2, "seats": seats(&["human", "bot:greedy"]), "rated": true,
                "seed": 3}),
        "host",
    )
    .await
    .unwrap();
    let id = TableId::from(created["id"].as_str().unwrap());
    let host: HostToken = serde_json::from_value(created["host_token"].clone()).unwrap();
    let key = format!("ann-{}", rand::random::<u32>());
    // What accounts do when a signed-in person's seat is handed away (`ratings::seat_left`).
    app.store
        .record_left(id.clone(), 0, key.clone(), 1)
        .await
        .unwrap();
    let room = app.room(&id).await.unwrap().unwrap();
    room.hand_to_bot(&app, Some(&host), 0, "greedy", None)
        .await
        .unwrap();
    applied(&server, &id).await;

    let mine = get_json(a, &format!("/api/ratings/{key}")).await;
    let ratings = mine["ratings"].as_array().unwrap();
    assert_eq!(ratings.len(), 2, "over all counts and at 2 players: {mine}");
    let greedy = bot_ratings().get("rotterdam", "greedy").unwrap().mu;
    for r in ratings {
        assert_eq!(
            (r["games"].as_u64(), r["wins"].as_u64()),
            (Some(1), Some(0))
        );
        assert!(r["mu"].as_f64().unwrap() < INITIAL.mu, "last: {r}");
    }
    let history = mine["history"].as_array().unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(
        history[0]["rank"], 2,
        "who left is last, whatever the bot scored"
    );
    assert_eq!(history[0]["before"], 1500);
    assert_eq!(history[0]["table"], id.as_str());

    // Run the job again (a retry, another instance): nothing changes.
    app.scheduler
        .enqueue(&app, ratings::RATING, id.to_string(), app.clock.now_ms())
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while app
        .store
        .job(ratings::RATING.into(), id.to_string())
        .await
        .unwrap()
        .is_some()
    {
        assert!(tokio::time::Instant::now() < deadline, "the job never ran");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let again = get_json(a, &format!("/api/ratings/{key}")).await;
    assert_eq!(again["history"].as_array().unwrap().len(), 1);
    assert_eq!(again["ratings"], mine["ratings"]);

    // The leaderboard: the person, and the bots' fixed ratings beside them.
    let board = get_json(a, "/api/leaderboard/rotterdam").await;
    assert_eq!(board["total"], 1);
    assert_eq!(board["rows"][0]["player"], key.as_str());
    assert_eq!(board["rows"][0]["place"], 1);
    assert!(board["players"].is_null());
    let bots = board["bots"].as_array().unwrap();
    assert!(
        bots.iter()
            .any(|b| b["bot"] == "greedy" && b["rating"] == greedy.round() as i64),
        "{board}"
    );
    let at2 = get_json(a, "/api/leaderboard/rotterdam?players=2").await;
    assert_eq!(at2["rows"][0]["player"], key.as_str());
    let at3 = get_json(a, "/api/leaderboard/rotterdam?players=3&page=1").await;
    assert_eq!(at3["total"], 0);
    let past = get_json(a, "/api/leaderboard/rotterdam?page=2").await;
    assert_eq!(past["rows"].as_array().unwrap().len(), 0);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_rating_endpoints_refuse_bad_input_in_words() {
    let dir = TempDir::new("rated-api");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    for (path, status, id) in [
        (
            "/api/leaderboard/rotterdam?players=9",
            400,
            "error-board-players",
        ),
        (
            "/api/leaderboard/rotterdam?players=two",
            400,
            "error-board-players",
        ),
        (
            "/api/leaderboard/rotterdam?page=0",
            400,
            "error-bad-request",
        ),
        ("/api/leaderboard/chess", 404, "error-unknown-ruleset"),
    ] {
        let (got, body) = http(a, "GET", path, None).await;
        assert_eq!(got, status, "{path}: {body}");
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["words"]["id"], id, "{path}");
    }
    let nobody = get_json(a, "/api/ratings/nobody-at-all").await;
    assert_eq!(nobody["ratings"], json!([]));
    assert_eq!(nobody["history"], json!([]));
    let long = "k".repeat(200);
    let (got, _) = http(a, "GET", &format!("/api/ratings/{long}"), None).await;
    assert_eq!(got, 404);
    server.shutdown().await.unwrap();
}

/// The module's apply path with keys (what accounts will give): a stored private 3-player
/// table of two people and a bot, its outcome with a tie for first, rated once; people who tie
/// gain alike; the history, open to anyone, does not name the private table.
#[tokio::test]
async fn two_people_and_a_bot_are_rated_from_a_stored_table() {
    let dir = TempDir::new("rated-keys");
    let server = common::start(&dir.db()).await;
    let (a, app) = (server.addr, server.app.clone());
    let created = create_as(
        &app,
        json!({"players": 3, "seats": seats(&["human", "human", "bot:greedy"]),
                "rated": true, "listed": false}),
        "host",
    )
    .await
    .unwrap();
    let id = TableId::from(created["id"].as_str().unwrap());
    let (mut rec, _) = app.store.load_table(id.clone()).await.unwrap().unwrap();
    let scores = [30, 30, 10]
        .iter()
        .enumerate()
        .map(|(seat, &total)| SeatScore {
            seat: seat as u8,
            total,
            missions: 0,
            cards: 0,
            products: 0,
            product_cards: 0,
            rank: 0,
        })
        .collect();
    rec.outcome = Some(Outcome::ranked(scores, |_| 0, false, 9));
    let keys = ratings::player_keys(&*app.store, &rec).await.unwrap();
    let mut who = ratings::seated(&rec, &keys);
    assert_eq!(who[0], None, "no account attached a seat: nobody is known");
    assert!(matches!(who[2], Some(RatedSeat::Bot(ref b)) if b == "greedy"));
    who[0] = Some(RatedSeat::Player(PlayerKey("kim".into())));
    who[1] = Some(RatedSeat::Player(PlayerKey("lou".into())));
    let result = ratings::result_for(&rec, &who, &[], 7).unwrap();
    assert!(app.store.apply_result(result).await.unwrap());
    let again = ratings::result_for(&rec, &who, &[], 8).unwrap();
    assert!(!app.store.apply_result(again).await.unwrap(), "once");
    let kim = get_json(a, "/api/ratings/kim").await;
    let lou = get_json(a, "/api/ratings/lou").await;
    let pick = |v: &Value| -> Vec<Value> {
        v["ratings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| json!([r["players"], r["mu"], r["sigma"], r["games"], r["wins"]]))
            .collect()
    };
    assert_eq!(pick(&kim), pick(&lou), "a tie for first gains alike");
    assert!(kim["ratings"][0]["mu"].as_f64().unwrap() > INITIAL.mu);
    assert_eq!(
        kim["ratings"][0]["wins"], 1,
        "a shared first place is a win"
    );
    assert_eq!(kim["history"][0]["players"], 3);
    assert!(
        kim["history"][0]["table"].is_null(),
        "a private table is not named"
    );
    assert!(!kim.to_string().contains(id.as_str()));
    server.shutdown().await.unwrap();
}

/// At a rated table the host cannot hand away the seat of a player who is still there (they
/// would count as last for leaving): refused with the reason, and nothing is recorded.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connected_players_seat_is_not_handed_away_at_a_rated_table() {
    let dir = TempDir::new("rated-connected");
    let server = common::start(&dir.db()).await;
    let (a, app) = (server.addr, server.app.clone());
    let created = create_as(
        &app,
        json!({"players": 2, "seats": seats(&["human", "bot:greedy"]), "rated": true}),
        "host",
    )
    .await
    .unwrap();
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["invites"][0]["token"].as_str().unwrap().to_string();
    let mut ws = common::Ws::hello(a, &id, json!({"type": "hello", "token": token})).await;
    ws.until("welcome").await;
    let host: HostToken = serde_json::from_value(created["host_token"].clone()).unwrap();
    let table = TableId::from(id.as_str());
    let room = app.room(&table).await.unwrap().unwrap();
    let refused = room
        .hand_to_bot(&app, Some(&host), 0, "greedy", None)
        .await
        .expect_err("refused");
    assert_eq!(refused.message().id, "error-still-connected");
    assert!(app.store.left_players(table).await.unwrap().is_empty());
    server.shutdown().await.unwrap();
}
