//! HTTP and WebSocket integration tests against a real server on a loopback port.

mod common;

use std::time::Duration;

use common::{TempDir, Ws, create_table, get_json, http, http_full, play_to_end, post_json};
use havenbaron_engine::{Action, Config, Event, Game, Seat};
use serde_json::{Value, json};

const SHORT: Duration = Duration::from_millis(40);

/// The catalogue message id of an HTTP error body (`{"error": …, "words": {"id": …}}`).
fn words_id(body: &str) -> String {
    let v: Value = serde_json::from_str(body).unwrap_or(Value::Null);
    v["words"]["id"].as_str().unwrap_or("").to_string()
}

#[tokio::test]
async fn pages_and_client_files_are_served() {
    let dir = TempDir::new("pages");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    for (path, kind, needle) in [
        ("/", "text/html", "lobby.js"),
        ("/t/anything", "text/html", "table.js"),
        ("/replay/anything", "text/html", "replay.js"),
        ("/static/table.js", "text/javascript", "WebSocket"),
        ("/static/board.js", "text/javascript", "drawBoard"),
        ("/static/masters.js", "text/javascript", "planningPanel"),
        ("/static/antwerpen.js", "text/javascript", "locksPanel"),
        ("/static/rulesets.js", "text/javascript", "rulesFor"),
        ("/static/i18n.js", "text/javascript", "nl:"),
        ("/static/style.css", "text/css", ".board"),
        // The icon, also where browsers look for it unasked.
        ("/static/favicon.svg", "image/svg+xml", "<svg"),
        ("/favicon.ico", "image/svg+xml", "<svg"),
        // The page's words: every part it uses, in one file per language.
        (
            "/locales/nl/page.ftl",
            "text/plain",
            "antwerpen-action-swap-mission",
        ),
        ("/locales/nl/page.ftl", "text/plain", "action-place-ship"),
        ("/locales/en/page.ftl", "text/plain", "character-trader"),
    ] {
        let (status, head, body) = http_full(a, "GET", path, None).await;
        assert_eq!(status, 200, "{path}");
        assert!(head.to_ascii_lowercase().contains(kind), "{path}: {head}");
        assert!(body.contains(needle), "{path} lacks {needle}");
    }
    let (status, body) = http(a, "GET", "/static/nope.js", None).await;
    assert_eq!(status, 404);
    assert_eq!(words_id(&body), "error-no-file", "{body}");
    let (status, body) = http(a, "GET", "/locales/xx/page.ftl", None).await;
    assert_eq!(status, 404);
    assert_eq!(words_id(&body), "error-no-words", "{body}");
    let (status, body) = http(a, "GET", "/api/tables/nosuchtable", None).await;
    assert_eq!(status, 404);
    assert_eq!(words_id(&body), "error-no-table", "{body}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["words"]["args"]["table"]["text"], "nosuchtable");
    assert_eq!(
        v["error"], "there is no table `nosuchtable`",
        "the English text stays"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn meta_and_data_describe_the_games() {
    let dir = TempDir::new("meta");
    let server = common::start(&dir.db()).await;
    let meta = get_json(server.addr, "/api/meta").await;
    let rotterdam = meta["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "rotterdam")
        .expect("rotterdam is offered");
    assert_eq!(rotterdam["players"], json!([2, 4]));
    assert!(
        rotterdam["variants"]
            .as_array()
            .unwrap()
            .contains(&json!("safe_harbour"))
    );
    assert!(meta["bots"].as_array().unwrap().contains(&json!("greedy")));
    let data = get_json(server.addr, "/api/data/rotterdam").await;
    let positions = data["board"]["positions"].as_array().unwrap();
    assert!(positions.len() > 10);
    assert!(
        positions
            .iter()
            .all(|p| p["x"].is_number() && p["y"].is_number())
    );
    assert!(data["board"]["channels"][0]["colours"].is_array());
    assert_eq!(data["ids"]["navigation"].as_array().unwrap().len(), 9);

    // The lobby's facts come from `Ruleset::info`: names, variants with their values, caps.
    let masters = &meta["rulesets"][1];
    assert_eq!(masters["id"], "masters");
    assert_eq!(masters["name"], "Rotterdam: Masters of Trade");
    let layout = masters["variant_info"]
        .as_array()
        .unwrap()
        .iter()
        .find(|v| v["name"] == "factory_layout")
        .expect("factory_layout is offered");
    assert_eq!(layout["values"], json!(["nl", "en"]));
    assert_eq!(layout["default"], "nl");
    let antwerpen = &meta["rulesets"][2];
    assert_eq!(antwerpen["cap_unit"], "turn");
    assert_eq!(antwerpen["variants"], json!([]));
    assert!(antwerpen["default_cap"].as_u64().unwrap() > 0);

    // Masters: the Rotterdam board and cards under `base`, and its own tables.
    let m = get_json(server.addr, "/api/data/masters").await;
    assert!(m["base"]["board"]["positions"].as_array().unwrap().len() > 10);
    assert_eq!(m["raw_market"].as_array().unwrap().len(), 4);
    assert_eq!(m["product_market"].as_array().unwrap().len(), 8);
    assert_eq!(m["cashier"], json!([3, 2, 1]));
    assert_eq!(m["fields"], 3);
    assert_eq!(m["layouts"][0][0], "nl");
    assert_eq!(m["ids"]["characters"].as_array().unwrap().len(), 8);
    assert_eq!(m["ids"]["characters"][0], "ship_owner");
    // Antwerpen: locks named on channels, a double channel, the exit, card ids.
    let a = get_json(server.addr, "/api/data/antwerpen").await;
    assert_eq!(a["locks"].as_array().unwrap().len(), 3);
    let channels = a["board"]["channels"].as_array().unwrap();
    assert!(channels.iter().any(|c| c["lock"].is_string()));
    assert!(
        channels
            .iter()
            .any(|c| c["colours"].as_array().unwrap().len() == 2)
    );
    assert!(
        a["board"]["positions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["kind"] == "exit")
    );
    assert_eq!(a["ids"]["ship_cards"].as_array().unwrap().len(), 7);
    assert_eq!(a["ids"]["lock_cards"][0], "open_1");
    let (status, _) = http(server.addr, "GET", "/api/data/chess", None).await;
    assert_eq!(status, 404);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn creating_a_table_checks_the_request() {
    let dir = TempDir::new("create");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    // Each refusal: the English text, and the message the page puts into words.
    let bad = [
        (
            json!({"players": 5, "seats": [{"kind":"human"},{"kind":"bot"},{"kind":"bot"},{"kind":"bot"},{"kind":"bot"}]}),
            "error-config-players",
        ),
        (
            json!({"players": 3, "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-seat-count",
        ),
        (
            json!({"players": 2, "seats": [{"kind":"human"},{"kind":"bot","bot":"deep-blue"}]}),
            "error-seat-bot",
        ),
        (
            json!({"players": 2, "seats": [{"kind":"human"},{"kind":"robot"}]}),
            "error-seat-kind",
        ),
        (
            json!({"players": 2, "seats": [{"kind":"human"},{"kind":"bot","level":"godlike"}]}),
            "error-seat-bot",
        ),
        (
            json!({"players": 2, "round_cap": 0, "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-round-cap",
        ),
        (
            json!({"players": 2, "variants": {"no_such": "true"}, "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-config-unknown-variant",
        ),
        (
            json!({"players": 2, "variants": {"safe_harbour": "maybe"}, "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-config-variant-value",
        ),
        (
            json!({"players": 2, "ruleset": "chess", "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-unknown-ruleset",
        ),
        (
            json!({"players": 2, "host_seat": 1, "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-host-seat",
        ),
        (
            json!({"players": 2, "host_seat": 0, "name": "   ", "seats": [{"kind":"human"},{"kind":"bot"}]}),
            "error-name-empty",
        ),
    ];
    for (body, id) in bad {
        let (status, v) = post_json(a, "/api/tables", &body).await;
        assert_eq!(status, 400, "{body} → {v}");
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()), "{v}");
        assert_eq!(v["words"]["id"], id, "{body} → {v}");
    }
    // A bad config names the rule set, the count asked for and the range, as typed arguments.
    let (_, v) = post_json(
        a,
        "/api/tables",
        &json!({"players": 5, "ruleset": "antwerpen", "seats": [{"kind":"human"},{"kind":"bot"},{"kind":"bot"},{"kind":"bot"},{"kind":"bot"}]}),
    )
    .await;
    assert_eq!(
        v["words"],
        json!({"id": "error-config-players", "args": {
            "ruleset": {"text": "Antwerpen"}, "players": {"number": 5},
            "min": {"number": 2}, "max": {"number": 4}}}),
        "{v}"
    );
    // A bad bot seat: the seat as a seat, the bot's refusal as a message of its own.
    let (_, v) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "seats": [{"kind":"human"},{"kind":"bot","level":"godlike"}]}),
    )
    .await;
    assert_eq!(v["words"]["args"]["seat"], json!({"seat": 1}), "{v}");
    assert_eq!(
        v["words"]["args"]["why"]["message"]["id"],
        "error-bot-level"
    );
    // Malformed JSON, unknown fields, a body over the limit.
    let (status, body) = http(a, "POST", "/api/tables", Some("{not json")).await;
    assert!((400..500).contains(&status), "{status}");
    assert_eq!(words_id(&body), "error-bad-request", "{body}");
    let (status, _) = http(
        a,
        "POST",
        "/api/tables",
        Some(r#"{"players":2,"seats":[],"evil":1}"#),
    )
    .await;
    assert!((400..500).contains(&status), "{status}");
    let huge = format!(
        r#"{{"players":2,"seats":[{{"kind":"human"}},{{"kind":"bot"}}],"name":"{}"}}"#,
        "x".repeat(20_000)
    );
    let (status, _) = http(a, "POST", "/api/tables", Some(&huge)).await;
    assert_eq!(status, 413);
    // Nothing was created by any of them.
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["open"], json!([]));
    assert_eq!(lobby["live"], json!([]));
    server.shutdown().await.unwrap();
}

/// Every value under `v` with key `key`.
fn find_key<'a>(v: &'a Value, key: &str, out: &mut Vec<&'a Value>) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                if k == key {
                    out.push(x);
                }
                find_key(x, key, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| find_key(x, key, out)),
        _ => {}
    }
}

/// The game after each version, rebuilt from the stored action list (the truth).
struct Truth {
    games: Vec<Game>,
    events: Vec<Vec<Event>>,
}

async fn truth(addr: std::net::SocketAddr, table: &str) -> Truth {
    let replay = get_json(addr, &format!("/api/tables/{table}/replay")).await;
    let config: Config = serde_json::from_value(replay["config"].clone()).unwrap();
    let mut game = Game::new(&config).unwrap();
    let mut games = vec![game.clone()];
    let mut events = vec![Vec::new()];
    for a in replay["actions"].as_array().unwrap() {
        let action: Action = serde_json::from_value(a["action"].clone()).unwrap();
        let seat = a["seat"].as_u64().unwrap() as Seat;
        events.push(game.apply(seat, &action).unwrap());
        games.push(game.clone());
    }
    Truth { games, events }
}

/// Checks every message one connection got against the truth: its view is exactly
/// `Game::view(viewer)` at that version, its events exactly the redacted ones, its legal
/// actions present only when it decides; and a scan finds no other seat's hand, no hidden card.
fn check_messages(ws: &Ws, viewer: Option<Seat>, truth: &Truth, host: bool) {
    let mut updates = 0;
    for (raw, m) in ws.raw.iter().zip(&ws.got) {
        // Never a secret other than the host's own invites, never hidden state.
        assert!(!raw.contains("host_token"), "{raw}");
        assert!(!raw.contains("\"hidden\""), "{raw}");
        if m["type"] == "welcome" && !host {
            assert_eq!(m["invites"], json!([]), "invites only go to the host");
        }
        let mut hands = Vec::new();
        find_key(m, "hand", &mut hands);
        if m["type"] != "update" {
            assert!(hands.is_empty(), "{raw}");
            continue;
        }
        updates += 1;
        let v = m["version"].as_u64().unwrap() as usize;
        let game = &truth.games[v];
        assert_eq!(
            m["view"],
            serde_json::to_value(game.view(viewer)).unwrap(),
            "view at version {v} for {viewer:?}"
        );
        // The only hand anywhere in the message is the viewer's own.
        for h in &hands {
            match viewer {
                None => assert!(h.is_null(), "a spectator got a hand: {raw}"),
                Some(s) => assert_eq!(
                    **h,
                    serde_json::to_value(game.view(Some(s))).unwrap()["hand"],
                    "seat {s} got a hand that is not its own"
                ),
            }
        }
        for e in m["entries"].as_array().unwrap() {
            let u = e["version"].as_u64().unwrap() as usize;
            // The action itself only to the seat that took it.
            if e["seat"].as_u64().map(|s| s as Seat) != viewer {
                assert!(e["action"].is_null() && e["message"].is_null(), "{e}");
            } else {
                assert!(!e["action"].is_null(), "{e}");
            }
            let expected: Vec<Value> = truth.events[u]
                .iter()
                .map(|ev| serde_json::to_value(ev.redacted_for(viewer)).unwrap())
                .collect();
            assert_eq!(
                e["events"],
                json!(expected),
                "events of version {u} for {viewer:?}"
            );
            // Their words are worded from the redacted events only (C-6).
            let words: Vec<Value> = truth.events[u]
                .iter()
                .map(|ev| {
                    serde_json::to_value(game.describe_event(&ev.redacted_for(viewer))).unwrap()
                })
                .collect();
            assert_eq!(
                e["messages"],
                json!(words),
                "words of version {u} for {viewer:?}"
            );
            for ev in e["events"].as_array().unwrap() {
                let seat = ev["seat"].as_u64().map(|s| s as Seat);
                if seat != viewer {
                    match ev["type"].as_str() {
                        Some("nav_card_drawn") => assert!(ev["card"].is_null(), "{ev}"),
                        Some("mission_drawn") => assert!(ev["mission"].is_null(), "{ev}"),
                        Some("ship_unloaded") if ev["face_up"] == json!(false) => {
                            assert!(ev["product"].is_null(), "{ev}")
                        }
                        _ => {}
                    }
                }
            }
        }
        let legal = m["legal"].as_array().unwrap();
        if viewer.is_some() && game.to_act() == viewer {
            let expected: Vec<Value> = game
                .legal_actions()
                .iter()
                .map(|a| serde_json::to_value(a).unwrap())
                .collect();
            let got: Vec<Value> = legal.iter().map(|l| l["action"].clone()).collect();
            assert_eq!(got, expected, "legal actions at version {v}");
        } else {
            assert!(
                legal.is_empty(),
                "legal actions sent to {viewer:?} at version {v}"
            );
        }
    }
    assert!(updates > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_over_websockets_sends_each_seat_only_its_own_secrets() {
    let dir = TempDir::new("full");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human", "bot:greedy"], 2, 11).await;
    let id = created["id"].as_str().unwrap().to_string();
    let t0 = created["token"].as_str().unwrap();
    let t1 = created["invites"][0]["token"].as_str().unwrap();
    let host = created["host_token"].as_str().unwrap();
    let mut s0 = Ws::hello(
        a,
        &id,
        json!({"type":"hello","token":t0,"host":host,"name":"Ann"}),
    )
    .await;
    let mut s1 = Ws::hello(a, &id, json!({"type":"hello","token":t1,"name":"Bo"})).await;
    let mut spec = Ws::hello(a, &id, json!({"type":"hello"})).await;
    let w0 = s0.until("welcome").await;
    assert_eq!(w0["you"], 0);
    assert_eq!(w0["host"], true);
    assert_eq!(s1.until("welcome").await["you"], 1);
    assert_eq!(spec.until("welcome").await["you"], Value::Null);

    // No replay before the end (it would show hidden cards).
    let (status, _) = http(a, "GET", &format!("/api/tables/{id}/replay"), None).await;
    assert_eq!(status, 403);

    play_to_end(&mut [&mut s0, &mut s1], 5).await;
    spec.drain(Duration::from_millis(200)).await;
    s0.drain(SHORT).await;
    s1.drain(SHORT).await;
    let last = spec.last_update().unwrap();
    assert!(!last["outcome"].is_null());
    assert_eq!(last["outcome"]["capped"], true);

    let truth = truth(a, &id).await;
    let n = truth.games.len() as u64 - 1;
    for ws in [&s0, &s1, &spec] {
        assert_eq!(ws.last_update().unwrap()["version"].as_u64(), Some(n));
    }
    check_messages(&s0, Some(0), &truth, true);
    check_messages(&s1, Some(1), &truth, false);
    check_messages(&spec, None, &truth, false);
    // Everyone saw every action once, in order.
    for ws in [&s1, &spec] {
        let versions: Vec<u64> = ws
            .got
            .iter()
            .filter(|m| m["type"] == "update")
            .flat_map(|m| m["entries"].as_array().unwrap().clone())
            .map(|e| e["version"].as_u64().unwrap())
            .collect();
        assert_eq!(versions, (1..=n).collect::<Vec<_>>());
    }

    // The finished game is listed for replay and can be stepped through.
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["finished"][0]["id"], json!(id));
    let step = get_json(a, &format!("/api/tables/{id}/replay/3")).await;
    assert_eq!(step["step"], 3);
    assert_eq!(
        step["view"],
        serde_json::to_value(truth.games[3].view(None)).unwrap()
    );
    assert!(step["hands"].is_null());
    let step = get_json(a, &format!("/api/tables/{id}/replay/{n}?reveal=1")).await;
    let hands = step["hands"].as_array().unwrap();
    assert_eq!(hands.len(), 3);
    for (s, h) in hands.iter().enumerate() {
        assert_eq!(
            *h,
            serde_json::to_value(truth.games[n as usize].view(Some(s as u8))).unwrap()
        );
    }
    assert!(!step["outcome"].is_null());
    let (status, _) = http(
        a,
        "GET",
        &format!("/api/tables/{id}/replay/{}", n + 1),
        None,
    )
    .await;
    assert_eq!(status, 404);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn bad_messages_get_an_error_and_change_nothing() {
    let dir = TempDir::new("bad");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 3).await;
    let id = created["id"].as_str().unwrap();
    let t0 = created["token"].as_str().unwrap();
    let mut s0 = Ws::hello(a, id, json!({"type":"hello","token":t0})).await;
    s0.until("welcome").await;
    let first = s0.until("update").await;
    assert_eq!(first["version"], 0);
    assert_eq!(first["view"]["to_act"], 0);
    let legal = first["legal"].as_array().unwrap().clone();
    assert!(!legal.is_empty());

    let mut bad: Vec<String> = vec![
        "not json".into(),
        r#"{"type":"fly"}"#.into(),
        r#"{"type":"act"}"#.into(),
        r#"{"type":"act","action":{"type":"teleport"}}"#.into(),
        r#"{"type":"act","action":{"type":"call_colour","colour":"red","extra":1}}"#.into(),
        // Legal in general, not now (phase 1 wants a placement or a pass).
        r#"{"type":"act","action":{"type":"accept"}}"#.into(),
        r#"{"type":"act","action":{"type":"call_colour","colour":"red"}}"#.into(),
        r#"{"type":"act","action":{"type":"place_ship","start":250,"cargo":null}}"#.into(),
        // A stale version.
        json!({"type":"act","action":legal[0]["action"],"version":7}).to_string(),
        // Not the host.
        r#"{"type":"hand_to_bot","seat":1,"bot":"greedy"}"#.into(),
        r#"{"type":"hello"}"#.into(),
        r#"{"type":"rename","name":""}"#.into(),
    ];
    bad.push(format!(
        r#"{{"type":"rename","name":"{}"}}"#,
        "n".repeat(40)
    ));
    for text in &bad {
        s0.send_text(text.clone()).await;
        let answer = s0.until("error").await;
        assert!(
            answer["message"].as_str().is_some_and(|m| !m.is_empty()),
            "{text}"
        );
        assert!(
            answer["words"]["id"]
                .as_str()
                .is_some_and(|id| id.starts_with("error-")),
            "{text} → {answer}"
        );
    }
    // Which words: a stale version, a hand-over by someone who is not the host, a bad name.
    for (text, id) in [
        (&bad[8], "error-stale"),
        (&bad[9], "error-not-host"),
        (&bad[10], "error-hello-again"),
        (&bad[11], "error-name-empty"),
        (&bad[12], "error-name-too-long"),
        (&bad[0], "error-malformed-message"),
    ] {
        s0.send_text(text.clone()).await;
        assert_eq!(s0.until("error").await["words"]["id"], id, "{text}");
    }
    // An illegal action names the rule.
    s0.send_text(r#"{"type":"act","action":{"type":"accept"}}"#.into())
        .await;
    let answer = s0.until("error").await;
    assert!(
        answer["rule"].as_str().is_some_and(|r| r.starts_with('R')),
        "{answer}"
    );
    assert_eq!(answer["words"]["id"], "error-illegal", "{answer}");
    assert_eq!(answer["words"]["args"]["rule"]["text"], answer["rule"]);
    assert_eq!(
        answer["words"]["args"]["expected"]["message"], answer["expected"],
        "{answer}"
    );

    // Seat 1 cannot act in seat 0's turn; a spectator cannot act at all.
    let t1 = created["invites"][0]["token"].as_str().unwrap();
    let mut s1 = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    s1.until("update").await;
    s1.send(json!({"type":"act","action":legal[0]["action"]}))
        .await;
    let answer = s1.until("error").await;
    assert!(answer["message"].as_str().unwrap().contains("seat 0"));
    assert_eq!(
        answer["words"],
        json!({"id": "error-not-your-turn", "args": {"seat": {"seat": 1}, "to_act": {"seat": 0}}})
    );
    let mut spec = Ws::hello(a, id, json!({"type":"hello"})).await;
    spec.until("update").await;
    spec.send(json!({"type":"act","action":legal[0]["action"]}))
        .await;
    assert_eq!(
        spec.until("error").await["words"]["id"],
        "error-spectator-act"
    );

    // A wrong token is refused and the connection closed; so is a first message that is not hello.
    let mut wrong = Ws::hello(
        a,
        id,
        json!({"type":"hello","token":"0123456789abcdef0123456789abcdef"}),
    )
    .await;
    assert_eq!(
        wrong.until("error").await["words"]["id"],
        "error-wrong-token"
    );
    assert!(wrong.next(Duration::from_secs(2)).await.is_none());
    let mut rude = Ws::hello(a, id, json!({"type":"act","action":{"type":"pass"}})).await;
    assert_eq!(
        rude.until("error").await["words"]["id"],
        "error-hello-first"
    );
    assert!(rude.next(Duration::from_secs(2)).await.is_none());

    // Binary frames are refused; an oversized message closes the connection.
    s0.stream
        .send(tokio_tungstenite::tungstenite::Message::Binary(
            vec![1, 2, 3].into(),
        ))
        .await
        .unwrap();
    assert_eq!(s0.until("error").await["words"]["id"], "error-binary");
    let mut big = Ws::hello(a, id, json!({"type":"hello"})).await;
    big.until("update").await;
    big.send_text(format!(
        r#"{{"type":"rename","name":"{}"}}"#,
        "x".repeat(100_000)
    ))
    .await;
    while big.next(Duration::from_secs(2)).await.is_some() {}
    assert!(big.closed, "an oversized message closes the socket");

    // Nothing changed.
    let info = get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["version"], 0);
    // And the right action still works.
    s0.send(json!({"type":"act","action":legal[0]["action"],"version":0}))
        .await;
    assert_eq!(s0.until("ack").await["version"], 1);
    server.shutdown().await.unwrap();
}

use futures_util::SinkExt;

#[tokio::test]
async fn a_reconnecting_client_gets_what_it_missed() {
    let dir = TempDir::new("reconnect");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 9).await;
    let id = created["id"].as_str().unwrap();
    let t0 = created["token"].as_str().unwrap();
    let t1 = created["invites"][0]["token"].as_str().unwrap();
    let mut s0 = Ws::hello(a, id, json!({"type":"hello","token":t0})).await;
    let mut s1 = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    s0.until("update").await;
    s1.until("update").await;
    // Seat 1 leaves after version 0; seat 0 plays its slot (one or more actions).
    drop(s1);
    let mut version = 0;
    loop {
        let u = s0.last_update().unwrap().clone();
        if u["view"]["to_act"] != 0 {
            break;
        }
        let pass = u["legal"]
            .as_array()
            .unwrap()
            .iter()
            .find(|l| l["action"]["type"] == "pass")
            .unwrap_or(&u["legal"][0])
            .clone();
        s0.send(json!({"type":"act","action":pass["action"],"version":version}))
            .await;
        version = s0.until("ack").await["version"].as_u64().unwrap();
        s0.drain(SHORT).await;
    }
    assert!(version >= 1);
    // Back with its last version: exactly the missed entries, not fresh.
    let mut back = Ws::hello(a, id, json!({"type":"hello","token":t1,"since":0})).await;
    let w = back.until("welcome").await;
    assert_eq!(w["you"], 1);
    let u = back.until("update").await;
    assert_eq!(u["fresh"], false);
    assert_eq!(u["version"], version);
    let got: Vec<u64> = u["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["version"].as_u64().unwrap())
        .collect();
    assert_eq!(got, (1..=version).collect::<Vec<_>>());
    assert!(
        !u["legal"].as_array().unwrap().is_empty(),
        "seat 1 decides now"
    );
    // Up to date: nothing to catch up. No version (a new tab): a fresh view.
    let mut same = Ws::hello(a, id, json!({"type":"hello","token":t1,"since":version})).await;
    let u = same.until("update").await;
    assert_eq!(u["fresh"], false);
    assert_eq!(u["entries"], json!([]));
    let mut fresh = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    let u = fresh.until("update").await;
    assert_eq!(u["fresh"], true);
    // A version from the future is answered with a fresh view too.
    let mut future = Ws::hello(a, id, json!({"type":"hello","token":t1,"since":999})).await;
    assert_eq!(future.until("update").await["fresh"], true);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn the_lobby_lists_open_tables_and_joining_takes_a_seat() {
    let dir = TempDir::new("join");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human", "bot:random"], 3, 1).await;
    let id = created["id"].as_str().unwrap();
    let old_invite = created["invites"][0]["token"].as_str().unwrap().to_string();
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["open"][0]["id"], json!(id));
    assert_eq!(lobby["open"][0]["open_seats"], 1);
    assert!(
        !lobby.to_string().contains(&old_invite),
        "the lobby shows no secrets"
    );

    // While the invited friend has the seat open (no name yet), the lobby cannot take it.
    let mut friend = Ws::hello(a, id, json!({"type":"hello","token":old_invite})).await;
    friend.until("update").await;
    let join = format!("/api/tables/{id}/join");
    let (status, _) = post_json(a, &join, &json!({"name": "Cas"})).await;
    assert_eq!(status, 409);
    drop(friend);
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (status, v) = post_json(a, &join, &json!({"name": "Cas"})).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["seat"], 1);
    let token = v["token"].as_str().unwrap();
    assert_ne!(token, old_invite);
    assert!(v["url"].as_str().unwrap().contains(token));
    // The table is full now; the old invite no longer opens the seat.
    let (status, v) = post_json(
        a,
        &format!("/api/tables/{id}/join"),
        &json!({"name": "Dee"}),
    )
    .await;
    assert_eq!(status, 409);
    assert_eq!(v["words"], json!({"id": "error-full"}), "{v}");
    assert_eq!(v["error"], "every seat at this table is taken");
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["open"], json!([]));
    assert_eq!(lobby["live"][0]["id"], json!(id));
    let mut stale = Ws::hello(a, id, json!({"type":"hello","token":old_invite})).await;
    assert_eq!(
        stale.until("error").await["words"]["id"],
        "error-wrong-token",
        "a refused seat claim carries its message id"
    );
    let mut joined = Ws::hello(a, id, json!({"type":"hello","token":token})).await;
    let w = joined.until("welcome").await;
    assert_eq!(w["you"], 1);
    assert_eq!(w["seats"][1]["name"], "Cas");
    let (status, _) = post_json(a, &format!("/api/tables/{id}/join"), &json!({"name": ""})).await;
    assert!(status >= 400);
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_hands_a_seat_whose_player_left_to_a_bot() {
    let dir = TempDir::new("handover");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 4).await;
    let id = created["id"].as_str().unwrap();
    let t0 = created["token"].as_str().unwrap();
    let t1 = created["invites"][0]["token"].as_str().unwrap();
    let host = created["host_token"].as_str().unwrap();
    let mut s0 = Ws::hello(a, id, json!({"type":"hello","token":t0,"host":host})).await;
    let mut s1 = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    s0.until("update").await;
    s1.until("update").await;
    // Seat 1 is still here: refused. Seat 1 cannot hand seat 0 away (not the host).
    s0.send(json!({"type":"hand_to_bot","seat":1,"bot":"greedy","level":"easy"}))
        .await;
    let answer = s0.until("error").await;
    assert!(answer["message"].as_str().unwrap().contains("connected"));
    assert_eq!(
        answer["words"],
        json!({"id": "error-still-connected", "args": {"seat": {"seat": 1}}})
    );
    s1.send(json!({"type":"hand_to_bot","seat":0,"bot":"greedy"}))
        .await;
    s1.until("error").await;
    drop(s1);
    tokio::time::sleep(Duration::from_millis(100)).await;
    s0.send(json!({"type":"hand_to_bot","seat":1,"bot":"nonsense"}))
        .await;
    assert_eq!(s0.until("error").await["words"]["id"], "error-bot-unknown");
    s0.send(json!({"type":"hand_to_bot","seat":1,"bot":"greedy","level":"easy"}))
        .await;
    s0.until("ack").await;
    let seats = s0
        .got
        .iter()
        .rev()
        .find(|m| m["type"] == "seats")
        .expect("a seats message")
        .clone();
    assert_eq!(seats["seats"][1]["kind"], "bot");
    assert_eq!(seats["seats"][1]["bot"], "greedy");
    // The old token is dead; the bot now plays seat 1 to the end with seat 0.
    let mut gone = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    gone.until("error").await;
    play_to_end(&mut [&mut s0], 8).await;
    let last = s0.last_update().unwrap();
    assert!(!last["outcome"].is_null());
    server.shutdown().await.unwrap();
}

/// A private step (here a Masters auction bid being raised, M-5; likewise a draft offer's
/// cards, R-5) goes to its author only: the other seat gets no update for it, and learns the
/// bid when it is placed (C-6).
#[tokio::test]
async fn a_private_step_is_sent_to_its_author_only() {
    let dir = TempDir::new("private-step");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let (status, created) = common::post_json(
        a,
        "/api/tables",
        &json!({"ruleset": "masters", "players": 2, "variants": {"auction": "true"},
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 5, "host_seat": 0}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let t0 = created["token"].as_str().unwrap();
    let t1 = created["invites"][0]["token"].as_str().unwrap();
    let mut s0 = Ws::hello(a, id, json!({"type":"hello","token":t0})).await;
    let mut s1 = Ws::hello(a, id, json!({"type":"hello","token":t1})).await;
    s0.until("update").await;
    s1.until("update").await;
    // Both pass the setup placement (M-1); then the first bidder can raise.
    let has = |u: &Value, kind: &str| {
        u["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l["action"]["type"] == kind)
    };
    let (bidder, other) = loop {
        s0.drain(SHORT).await;
        s1.drain(SHORT).await;
        let (u0, u1) = (s0.last_update().unwrap(), s1.last_update().unwrap());
        let (acting, u) = if u0["legal"].as_array().unwrap().is_empty() {
            (1, u1.clone())
        } else {
            (0, u0.clone())
        };
        if has(&u, "raise_bid") {
            break if acting == 0 {
                (&mut s0, &mut s1)
            } else {
                (&mut s1, &mut s0)
            };
        }
        assert!(has(&u, "pass"), "{u}");
        let sock = if acting == 0 { &mut s0 } else { &mut s1 };
        sock.send(json!({"type":"act","action":{"type":"pass"},"version":u["version"]}))
            .await;
        sock.until("ack").await;
    };
    let version = bidder.last_update().unwrap()["version"].as_u64().unwrap();
    let before = other.got.len();
    bidder
        .send(json!({"type":"act","action":{"type":"raise_bid","by":1},"version":version}))
        .await;
    assert_eq!(bidder.until("ack").await["version"], version + 1);
    bidder.drain(SHORT).await;
    let mine = bidder.last_update().unwrap().clone();
    assert_eq!(mine["version"], version + 1);
    assert_eq!(mine["view"]["bid"], 2, "the bidder sees its draft: {mine}");
    other.drain(SHORT).await;
    assert!(
        !other.got[before..].iter().any(|m| m["type"] == "update"),
        "the other seat heard of a private step"
    );
    bidder
        .send(json!({"type":"act","action":{"type":"bid","amount":2},"version":version + 1}))
        .await;
    bidder.until("ack").await;
    let placed = other.until("update").await;
    assert_eq!(placed["version"], version + 2);
    // The placed bid is public; the other seat's `bid` is its own draft, from high + 1.
    assert_eq!(placed["view"]["public"]["auction"]["high"], 2, "{placed}");
    assert_ne!(placed["view"]["bid"], 2, "{placed}");
    server.shutdown().await.unwrap();
}
