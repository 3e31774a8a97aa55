//! Several server instances on one PostgreSQL database (ARCHITECTURE: Server; issue 13): any instance
//! serves any table, they hear each other through LISTEN/NOTIFY, a race for the same version is
//! decided by the log and never shows anyone a database error, a seat joined on one instance
//! opens on the other, a bot's decision is taken once, and lost database connections are made
//! again. Run against `HAVENBARON_TEST_POSTGRES_URL` (`./test` starts a throwaway database and
//! includes these ignored tests); included without it, they fail. The kill -9 test, which needs
//! the real binary, is in `crates/cli/tests/instances.rs`.

mod common;

#[cfg(feature = "postgres")]
mod shared {
    use std::path::PathBuf;
    use std::time::Duration;

    use super::common::{
        self, Ws, create_table, get_json, http, play_to_end, post_json, postgres_url,
    };
    use serde_json::{Value, json};

    /// Reads until `ws` has an update at `version` (failing after 10 s).
    async fn until_version(ws: &mut Ws, version: u64) -> Value {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(u) = ws.last_update()
                && u["version"].as_u64() == Some(version)
            {
                return u.clone();
            }
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            assert!(
                ws.next(left).await.is_some(),
                "no update at version {version}; last: {:?}",
                ws.last_update().map(|u| &u["version"])
            );
        }
    }

    /// The next `ack` or `error` on `ws`.
    async fn answer(ws: &mut Ws) -> Value {
        loop {
            let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
            if m["type"] == "ack" || m["type"] == "error" {
                return m;
            }
        }
    }

    /// A database of its own on the test server, for a test that counts what its two instances
    /// did or cuts their connections (instances of other tests on the shared database would
    /// otherwise play its bots too, or lose theirs).
    async fn fresh_database(url: &str) -> String {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(connection);
        let name = format!("havenbaron_once_{:08x}", rand::random::<u32>());
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap();
        let (base, _) = url.rsplit_once('/').expect("a URL with a database name");
        format!("{base}/{name}")
    }

    /// A counter from an instance's `/metrics`.
    async fn metric(addr: std::net::SocketAddr, name: &str) -> u64 {
        let (status, body) = http(addr, "GET", "/metrics", None).await;
        assert_eq!(status, 200);
        body.lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("no {name} in {body}"))
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn two_instances_play_one_game_from_either_side() {
        let url = postgres_url();
        let db = PathBuf::from(&url);
        let a = common::start(&db).await;
        let b = common::start(&db).await;
        let created = create_table(a.addr, &["human", "human", "bot:greedy"], 2, 41).await;
        let id = created["id"].as_str().unwrap().to_string();
        let host = created["token"].as_str().unwrap().to_string();
        let invite = created["invites"][0]["token"].as_str().unwrap().to_string();

        // B heard of the table made on A: its lobby lists it.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            let lobby = get_json(b.addr, "/api/tables").await;
            if lobby["open"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| t["id"] == id)
            {
                break;
            }
            assert!(tokio::time::Instant::now() < deadline, "B never lists {id}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }

        let mut wa = Ws::hello(a.addr, &id, json!({"type":"hello","token":host})).await;
        let mut wb = Ws::hello(
            b.addr,
            &id,
            json!({"type":"hello","token":invite,"name":"Bea"}),
        )
        .await;
        assert_eq!(wb.until("welcome").await["you"], 1);
        // The name given on B reaches the player on A.
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            let m = wa.next(Duration::from_secs(5)).await.expect("seats from B");
            if m["type"] == "seats" && m["seats"][1]["name"] == "Bea" {
                break;
            }
            assert!(tokio::time::Instant::now() < deadline);
        }

        play_to_end(&mut [&mut wa, &mut wb], 5).await;
        wa.drain(Duration::from_millis(200)).await;
        wb.drain(Duration::from_millis(200)).await;
        let (ua, ub) = (wa.last_update().unwrap(), wb.last_update().unwrap());
        assert_eq!(
            ua["version"], ub["version"],
            "both sides saw the whole game"
        );
        assert!(!ua["outcome"].is_null());
        assert_eq!(ua["outcome"], ub["outcome"]);
        assert_eq!(ua["view"]["public"], ub["view"]["public"]);
        let ra = get_json(a.addr, &format!("/api/tables/{id}/replay")).await;
        let rb = get_json(b.addr, &format!("/api/tables/{id}/replay")).await;
        assert_eq!(ra, rb);
        assert_eq!(ra["steps"], ua["version"]);
        for m in wa.got.iter().chain(&wb.got) {
            assert_ne!(m["words"]["id"], "error-save-action", "{m}");
        }
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// The same seat open on both instances, both sending an action for the same version at
    /// once: one is taken, the other is told the game moved on; nobody sees a database error,
    /// and the log has each version once.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn racing_instances_never_show_a_database_error() {
        let url = postgres_url();
        let db = PathBuf::from(&url);
        let a = common::start(&db).await;
        let b = common::start(&db).await;
        let created = create_table(a.addr, &["human", "human"], 3, 42).await;
        let id = created["id"].as_str().unwrap().to_string();
        let tokens = [
            created["token"].as_str().unwrap().to_string(),
            created["invites"][0]["token"].as_str().unwrap().to_string(),
        ];
        // Each seat open on A and on B.
        let mut socks = Vec::new();
        for t in &tokens {
            let on_a = Ws::hello(a.addr, &id, json!({"type":"hello","token":t})).await;
            let on_b = Ws::hello(b.addr, &id, json!({"type":"hello","token":t})).await;
            socks.push([on_a, on_b]);
        }
        let mut version = 0;
        let mut taken = Vec::new();
        for _ in 0..12 {
            let mut us = Vec::new();
            for pair in socks.iter_mut() {
                for ws in pair.iter_mut() {
                    us.push(until_version(ws, version).await);
                }
            }
            if !us[0]["outcome"].is_null() {
                break;
            }
            let seat = if us[0]["legal"].as_array().unwrap().is_empty() {
                1
            } else {
                0
            };
            let legal = us[seat * 2]["legal"].as_array().unwrap().clone();
            let action = legal[legal.len() / 2]["action"].clone();
            let act = json!({"type":"act","action":action,"version":version});
            let [on_a, on_b] = &mut socks[seat];
            tokio::join!(on_a.send(act.clone()), on_b.send(act.clone()));
            let (x, y) = tokio::join!(answer(on_a), answer(on_b));
            let acks: Vec<&Value> = [&x, &y]
                .into_iter()
                .filter(|m| m["type"] == "ack")
                .collect();
            assert_eq!(acks.len(), 1, "exactly one is taken: {x} / {y}");
            let refused = if x["type"] == "ack" { &y } else { &x };
            assert_eq!(refused["words"]["id"], "error-stale", "{refused}");
            version += 1;
            assert_eq!(acks[0]["version"].as_u64(), Some(version));
            taken.push(action);
        }
        assert!(version >= 6, "the race was run {version} times");
        let store = havenbaron_server::storage::open(&db).await.unwrap();
        let (_, log) = store.load_table(id.as_str().into()).await.unwrap().unwrap();
        assert_eq!(log.len() as u64, version);
        for (a, sent) in log.iter().zip(&taken) {
            assert_eq!(serde_json::to_value(a.action).unwrap(), *sent);
        }
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// A lobby join on B gives the seat a new secret: A opens the seat with it at once (it
    /// reads the seats again rather than refuse) and refuses the seat's old invite link.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn a_seat_joined_through_one_instance_opens_on_the_other() {
        let url = postgres_url();
        let db = PathBuf::from(&url);
        let a = common::start(&db).await;
        let b = common::start(&db).await;
        let created = create_table(a.addr, &["human", "human"], 2, 43).await;
        let id = created["id"].as_str().unwrap().to_string();
        let old = created["invites"][0]["token"].as_str().unwrap().to_string();
        let (status, joined) = post_json(
            b.addr,
            &format!("/api/tables/{id}/join"),
            &json!({"name": "Jo"}),
        )
        .await;
        assert_eq!(status, 200, "{joined}");
        let token = joined["token"].as_str().unwrap();
        let mut ws = Ws::hello(a.addr, &id, json!({"type":"hello","token":token})).await;
        let w = ws.until("welcome").await;
        assert_eq!(w["you"], 1);
        assert_eq!(w["seats"][1]["name"], "Jo");
        let mut stale = Ws::hello(a.addr, &id, json!({"type":"hello","token":old})).await;
        let e = stale.until("error").await;
        assert_eq!(e["words"]["id"], "error-wrong-token", "{e}");
        // A second join (on A) finds the table full: the seat B gave is not given twice.
        let (status, full) = post_json(
            a.addr,
            &format!("/api/tables/{id}/join"),
            &json!({"name": "Kim"}),
        )
        .await;
        assert_eq!(status, 409, "{full}");
        assert_eq!(full["words"]["id"], "error-full");
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// A table of bots only, followed by two instances: every decision is claimed by one of
    /// them, so the log is written without a single lost race, and the actions the two
    /// committed add up to the game.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn a_bot_decision_is_taken_once_across_instances() {
        let url = postgres_url();
        let db = PathBuf::from(fresh_database(&url).await);
        let a = common::start(&db).await;
        let b = common::start(&db).await;
        let (status, created) = post_json(
            a.addr,
            "/api/tables",
            &json!({"players": 3, "round_cap": 2, "seed": 44, "listed": false, "seats": [
                {"kind":"bot","bot":"greedy"},{"kind":"bot","bot":"random"},
                {"kind":"bot","bot":"greedy"}]}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        let mut watch = Ws::hello(b.addr, &id, json!({"type":"hello"})).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
        let end = loop {
            let m = watch.next(Duration::from_secs(20)).await.expect("updates");
            if m["type"] == "update" && !m["outcome"].is_null() {
                break m["version"].as_u64().unwrap();
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bots never finished"
            );
        };
        let conflicts = metric(a.addr, "havenbaron_append_conflicts_total").await
            + metric(b.addr, "havenbaron_append_conflicts_total").await;
        let committed = metric(a.addr, "havenbaron_actions_total").await
            + metric(b.addr, "havenbaron_actions_total").await;
        assert_eq!(conflicts, 0, "no decision was thought twice");
        assert_eq!(
            committed, end,
            "each of the {end} actions was committed once"
        );
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// Every database connection of both instances is cut mid-game: the pools make new ones,
    /// the listeners listen again (and read what they missed), and the game goes on from
    /// either side.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn lost_database_connections_are_made_again() {
        let url = postgres_url();
        // A database of its own: only these two instances' connections are cut.
        let url = fresh_database(&url).await;
        let db = PathBuf::from(&url);
        let a = common::start(&db).await;
        let b = common::start(&db).await;
        let created = create_table(a.addr, &["human", "human"], 2, 45).await;
        let id = created["id"].as_str().unwrap().to_string();
        let host = created["token"].as_str().unwrap().to_string();
        let invite = created["invites"][0]["token"].as_str().unwrap().to_string();
        let mut wa = Ws::hello(a.addr, &id, json!({"type":"hello","token":host})).await;
        let mut wb = Ws::hello(b.addr, &id, json!({"type":"hello","token":invite})).await;
        let u = until_version(&mut wa, 0).await;
        let seat = usize::from(u["legal"].as_array().unwrap().is_empty());
        let (first, second) = if seat == 0 {
            (&mut wa, &mut wb)
        } else {
            (&mut wb, &mut wa)
        };
        let legal = first.last_update().unwrap()["legal"].clone();
        first
            .send(json!({"type":"act","action":legal[0]["action"],"version":0}))
            .await;
        assert_eq!(answer(first).await["type"], "ack");
        until_version(second, 1).await;

        // Cut them all.
        let (client, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(connection);
        let cut = client
            .query(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                 WHERE application_name = 'havenbaron' AND datname = current_database()
                   AND pid <> pg_backend_pid()",
                &[],
            )
            .await
            .unwrap();
        assert!(cut.len() >= 4, "two pools and two listeners: {}", cut.len());
        tokio::time::sleep(Duration::from_millis(300)).await;

        play_to_end(&mut [&mut wa, &mut wb], 6).await;
        wa.drain(Duration::from_millis(300)).await;
        wb.drain(Duration::from_millis(300)).await;
        assert_eq!(
            wa.last_update().unwrap()["version"],
            wb.last_update().unwrap()["version"]
        );
        for m in wa.got.iter().chain(&wb.got) {
            assert_ne!(m["words"]["id"], "error-save-action", "{m}");
        }
        let info = get_json(b.addr, &format!("/api/tables/{id}")).await;
        assert_eq!(info["finished"], true);
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// Due work for a table that no instance holds in memory is found in the database and done
    /// (a database of its own: no other test's instance takes the decision).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn a_bot_decision_due_for_a_table_nobody_holds_is_taken() {
        let url = fresh_database(&postgres_url()).await;
        common::a_bot_moves_at_a_table_nobody_holds(&PathBuf::from(url)).await;
    }
}
