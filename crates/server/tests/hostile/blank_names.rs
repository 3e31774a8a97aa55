//! Blank names (issue 31, break 3) thrown at every door that takes a name: creating a table,
//! joining one, saying hello with a name, renaming. Each is refused with the reason in words,
//! nothing changes, and the player plays on.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::Player;

/// What the audit found showing as nothing, alone or around nothing else.
const BLANK: &[&str] = &[
    "\u{3164}",
    "\u{115F}\u{1160}",
    "\u{FFA0}",
    "\u{2800}",
    "\u{17B4}",
    " \u{3164} ",
];
/// What it found accepted inside names.
const INSIDE: &[&str] = &["Ann\u{034F}", "Ann\u{180B}", "Ann\u{FE0F}", "An\u{2028}n"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blank_names_are_refused_everywhere_and_play_goes_on() {
    let dir = crate::common::TempDir::new("blank-names");
    let server = crate::common::start(&dir.db()).await;
    let a = server.addr;
    let mut player = Player::sit(a, 38).await;
    let open = crate::common::create_table(a, &["human", "human"], 2, 39).await;
    let id = open["id"].as_str().unwrap();
    let token = open["token"].as_str().unwrap();
    let mut host = crate::common::Ws::hello(a, id, json!({"type": "hello", "token": token})).await;
    host.until("welcome").await;
    let start = Instant::now();
    for name in BLANK.iter().chain(INSIDE) {
        let (status, v) = crate::common::post_json(
            a,
            "/api/tables",
            &json!({"players": 2, "host_seat": 0, "name": name,
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
        )
        .await;
        assert_eq!(status, 400, "{name:?}: {v}");
        let why = v["words"]["id"].as_str().unwrap().to_string();
        assert!(why.starts_with("error-name-"), "{name:?}: {why}");
        let (status, v) =
            crate::common::post_json(a, &format!("/api/tables/{id}/join"), &json!({"name": name}))
                .await;
        assert_eq!(status, 409, "{name:?}: {v}");
        assert_eq!(v["words"]["id"], json!(why), "{name:?}");
        host.send(json!({"type": "rename", "name": name})).await;
        let answer = host.until("error").await;
        assert_eq!(answer["words"]["id"], json!(why), "{name:?}");
        player.play_one().await;
    }
    // Nothing changed: the seat is still free, the host still "Host".
    let info = crate::common::get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["open_seats"], 1);
    assert_eq!(info["seats"][0]["name"], "Host");
    player.plays_until(start + Duration::from_millis(500)).await;
    server.shutdown().await.unwrap();
}
