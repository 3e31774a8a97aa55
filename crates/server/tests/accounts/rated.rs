//! Rated tables with accounts (issue 32): only a signed-in person creates one or sits at one
//! (guests are refused in words, through the lobby and through an invite link); a rated
//! 3-player table of two accounts and a bot played to its real end rates both people, and
//! both profiles show the new ratings and their history; on two instances sharing PostgreSQL
//! the rating is applied once and both instances' profiles show it.

use std::sync::Arc;
use std::time::Duration;

use havenbaron_bots::{Budget, make_bot};
use havenbaron_server::App;
use havenbaron_server::ids::TableId;
use havenbaron_server::room::Actor;
use serde_json::{Value, json};

use super::common::{TempDir, postgres_url, start, start_with};
use super::{Browser, words};

/// A signed-up account's browser, at `addr`.
async fn account(addr: std::net::SocketAddr, name: &str) -> Browser {
    let mut b = Browser::at(addr);
    let up = b
        .post(
            "/api/account/signup",
            json!({"name": name, "password": "a-password"}),
        )
        .await;
    assert_eq!(up.status, 201, "{}", up.body);
    b
}

/// A rated 3-player table (two people, a greedy bot) created by `host`, who sits at seat 0.
async fn rated_table(host: &mut Browser) -> Value {
    let made = host
        .post(
            "/api/tables",
            json!({"players": 3, "seed": 5, "rated": true, "host_seat": 0, "name": "Host",
                "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}),
        )
        .await;
    assert_eq!(made.status, 201, "{}", made.body);
    made.body
}

/// Plays the people's seats of `table` with the greedy bot's choices (the table's own bot
/// plays the third) until the game really ends: no round cap, so it is rated.
async fn play_people(app: &Arc<App>, table: &TableId, people: &[u8]) {
    let room = app.room(table).await.unwrap().unwrap();
    let mut bots: Vec<_> = people
        .iter()
        .map(|&s| make_bot("greedy", &app.data, 40 + u64::from(s)).unwrap())
        .collect();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(240);
    loop {
        assert!(tokio::time::Instant::now() < deadline, "game did not end");
        let turn = {
            let st = room.state.lock().await;
            if st.game.is_over() {
                let outcome = st.game.outcome().expect("an ended game has an outcome");
                assert!(!outcome.capped, "a real end, not the safety cap");
                return;
            }
            st.game.to_act().and_then(|seat| {
                let i = people.iter().position(|&p| p == seat)?;
                let view = st.game.view(Some(seat));
                let legal = st.game.legal_actions();
                Some((seat, bots[i].choose(&view, &legal, Budget::Default)))
            })
        };
        match turn {
            Some((seat, action)) => {
                room.act(app, seat, action, None, Actor::Human)
                    .await
                    .unwrap();
            }
            None => tokio::time::sleep(Duration::from_millis(5)).await,
        }
    }
}

/// The profile's ratings of `name`: the ones over all player counts and at 3 players.
async fn profile_ratings(b: &mut Browser, name: &str) -> Value {
    let p = b.get(&format!("/api/users/{name}")).await;
    assert_eq!(p.status, 200, "{}", p.body);
    p.body["ratings"].clone()
}

/// Waits (60 s at most) until the rating of `table` has been applied.
async fn applied(app: &Arc<App>, table: &TableId) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while !app.store.is_applied(table.clone()).await.unwrap() {
        assert!(tokio::time::Instant::now() < deadline, "never rated");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Checks both people's profiles (through `viewer`) after one rated 3-player game.
async fn both_rated(viewer: &mut Browser, names: &[&str], table: &TableId) {
    for name in names {
        let r = profile_ratings(viewer, name).await;
        let ratings = r["ratings"].as_array().unwrap();
        assert_eq!(ratings.len(), 2, "over all counts and at 3 players: {r}");
        for row in ratings {
            assert_eq!(row["games"], 1, "{r}");
            assert_eq!(row["ruleset"], "rotterdam", "{r}");
            assert_ne!(row["mu"].as_f64().unwrap(), 1500.0, "a new rating: {r}");
        }
        assert!(ratings.iter().any(|row| row["players"] == 3), "{r}");
        let history = r["history"].as_array().unwrap();
        assert_eq!(history.len(), 1, "{r}");
        assert_eq!(history[0]["table"], table.as_str());
        assert_eq!(history[0]["before"], 1500);
        assert!(
            ratings
                .iter()
                .any(|row| row_shown(row) == history[0]["after"]),
            "{r}"
        );
    }
}

fn row_shown(row: &Value) -> Value {
    json!(row["mu"].as_f64().unwrap().round() as i64)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_table_of_two_accounts_and_a_bot_ends_and_both_profiles_show_it() {
    let dir = TempDir::new("acct-rated");
    let server = start(&dir.db()).await;
    let (a, app) = (server.addr, server.app.clone());

    // A guest cannot create a rated table; nothing is stored.
    let mut guest = Browser::at(a);
    let refused = guest
        .post(
            "/api/tables",
            json!({"players": 2, "rated": true, "host_seat": 0, "name": "Gus",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}),
        )
        .await;
    assert_eq!(refused.status, 400, "{}", refused.body);
    assert_eq!(words(&refused), "account-error-not-signed-in");
    assert_eq!(
        guest.get("/api/tables").await.body["open"],
        json!([]),
        "nothing stored"
    );

    let mut ann = account(a, "RatedAnn").await;
    let mut bob = account(a, "RatedBob").await;
    let made = rated_table(&mut ann).await;
    let id = TableId::from(made["id"].as_str().unwrap());
    // The host's seat is Ann's account from the start.
    let marks = guest.get(&format!("/api/tables/{id}/accounts")).await;
    assert_eq!(
        marks.body["seats"],
        json!([{"seat": 0, "name": "RatedAnn", "deleted": false}])
    );

    // A guest is refused the free seat, through the lobby and through its invite link.
    let join = guest
        .post(&format!("/api/tables/{id}/join"), json!({"name": "Gus"}))
        .await;
    assert_eq!(join.status, 409, "{}", join.body);
    assert_eq!(words(&join), "error-rated-guest");
    let room = app.room(&id).await.unwrap().unwrap();
    let invited = room.set_name(&app, 1, "Gus").await.expect_err("a guest");
    assert_eq!(invited.message().id, "error-rated-guest");
    assert!(
        !room.state.lock().await.rec.seats[1].claimed,
        "nothing changed"
    );

    // Bob, signed in, takes it through the lobby: the seat is his account's.
    let join = bob
        .post(&format!("/api/tables/{id}/join"), json!({"name": "Bob"}))
        .await;
    assert_eq!(join.status, 200, "{}", join.body);
    assert_eq!(join.body["seat"], 1);
    let marks = guest.get(&format!("/api/tables/{id}/accounts")).await;
    assert_eq!(
        marks.body["seats"].as_array().unwrap().len(),
        2,
        "{}",
        marks.body
    );

    play_people(&app, &id, &[0, 1]).await;
    applied(&app, &id).await;
    both_rated(&mut guest, &["RatedAnn", "RatedBob"], &id).await;
    // The leaderboard names its rows by account, linking to their profiles.
    let board = guest.get("/api/leaderboard/rotterdam?players=3").await;
    let mut names: Vec<&str> = board.body["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    names.sort_unstable();
    assert_eq!(names, ["RatedAnn", "RatedBob"], "{}", board.body);
    server.shutdown().await.unwrap();
}

/// Two instances on one PostgreSQL database: the game ends on one, its rating is applied
/// exactly once (both instances run the scheduler), and both instances' profiles show it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL: run ./test"]
async fn a_rating_is_applied_once_across_instances_on_postgres() {
    let url = postgres_url();
    let one = start_with(std::path::Path::new(&url), |_| {}).await;
    let two = start_with(std::path::Path::new(&url), |_| {}).await;
    let tag = rand::random::<u32>();
    let (ann_name, bob_name) = (format!("Ann{tag:08x}"), format!("Bob{tag:08x}"));
    let mut ann = account(one.addr, &ann_name).await;
    let mut bob = account(one.addr, &bob_name).await;
    let made = rated_table(&mut ann).await;
    let id = TableId::from(made["id"].as_str().unwrap());
    let join = bob
        .post(&format!("/api/tables/{id}/join"), json!({"name": "Bob"}))
        .await;
    assert_eq!(join.status, 200, "{}", join.body);
    play_people(&one.app, &id, &[0, 1]).await;
    applied(&one.app, &id).await;
    // The end's job, enqueued again on the other instance (a retry): nothing changes.
    let now = two.app.clock.now_ms();
    two.app
        .scheduler
        .enqueue(
            &two.app,
            havenbaron_server::ratings::RATING,
            id.to_string(),
            now,
        )
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while two
        .app
        .store
        .job(havenbaron_server::ratings::RATING.into(), id.to_string())
        .await
        .unwrap()
        .is_some()
    {
        assert!(tokio::time::Instant::now() < deadline, "the job never ran");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    for addr in [one.addr, two.addr] {
        both_rated(&mut Browser::at(addr), &[&ann_name, &bob_name], &id).await;
    }
    for s in [one, two] {
        s.shutdown().await.unwrap();
    }
}
