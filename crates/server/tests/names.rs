//! Names that show blank or hide invisible characters (issue 31, item 3), against a real server
//! on a loopback port: creating a table, joining from the lobby and renaming a seat each refuse
//! them with the catalogue message, and nothing changes; ordinary names still pass.

mod common;

use common::{TempDir, Ws, create_table, get_json, post_json};
use serde_json::json;

/// Names that display as nothing (issue 31's list).
const BLANK: &[&str] = &[
    "\u{3164}",
    "\u{115F}\u{1160}",
    "\u{FFA0}",
    "\u{2800}",
    "\u{17B4}",
];

#[tokio::test]
async fn creating_a_table_with_a_blank_name_is_refused_and_stores_nothing() {
    let dir = TempDir::new("blank-create");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    for name in BLANK {
        let (status, body) = post_json(
            a,
            "/api/tables",
            &json!({"players": 2, "host_seat": 0, "name": name,
                    "seats": [{"kind":"human"},{"kind":"human"}]}),
        )
        .await;
        assert_eq!(status, 400, "{name:?}: {body}");
        assert_eq!(body["words"], json!({"id": "error-name-blank"}), "{name:?}");
        assert_eq!(body["error"], "a name needs at least one visible character");
    }
    for (name, id) in [
        ("Bo\u{FE0F}b", "error-name-format"),
        ("Bo\u{034F}b", "error-name-format"),
        ("Bo\u{180B}b", "error-name-format"),
        ("Ann\u{2028}Lee", "error-name-control"),
    ] {
        let (status, body) = post_json(
            a,
            "/api/tables",
            &json!({"players": 2, "host_seat": 0, "name": name,
                    "seats": [{"kind":"human"},{"kind":"human"}]}),
        )
        .await;
        assert_eq!(status, 400, "{name:?}: {body}");
        assert_eq!(body["words"]["id"], id, "{name:?}");
    }
    let lobby = get_json(a, "/api/tables").await;
    assert_eq!(lobby["open"], json!([]), "{lobby}");
    assert_eq!(lobby["live"], json!([]), "{lobby}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn joining_or_renaming_with_a_blank_name_is_refused_and_changes_nothing() {
    let dir = TempDir::new("blank-rename");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let created = create_table(a, &["human", "human"], 2, 31).await;
    let id = created["id"].as_str().unwrap();
    let join = format!("/api/tables/{id}/join");
    for name in BLANK {
        let (status, body) = post_json(a, &join, &json!({"name": name})).await;
        assert_eq!(status, 409, "{name:?}: {body}");
        assert_eq!(body["words"]["id"], "error-name-blank", "{name:?}");
    }
    let host = created["token"].as_str().unwrap();
    let mut ws = Ws::hello(a, id, json!({"type":"hello","token":host})).await;
    ws.until("update").await;
    for name in BLANK.iter().copied().chain(["\u{2800} \u{3164}"]) {
        ws.send(json!({"type":"rename","name":name})).await;
        let e = ws.until("error").await;
        assert_eq!(e["words"]["id"], "error-name-blank", "{name:?}");
    }
    ws.send(json!({"type":"rename","name":"Host\u{FE0F}"}))
        .await;
    assert_eq!(ws.until("error").await["words"]["id"], "error-name-format");
    // Nothing changed: the host keeps the name given at creation, and the other seat is still
    // free for the lobby.
    let info = get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["seats"][0]["name"], "Host", "{info}");
    assert_eq!(info["seats"][1]["claimed"], false, "{info}");
    assert_eq!(get_json(a, "/api/tables").await["open"][0]["open_seats"], 1);
    // Ordinary names from many scripts still pass.
    for name in ["O'Brien", "Zoë Ōta", "李小龍", "محمد علي", "Dé 🎲"] {
        ws.send(json!({"type":"rename","name":name})).await;
        assert_eq!(ws.until("ack").await["type"], "ack", "{name:?}");
    }
    let (status, body) = post_json(a, &join, &json!({"name": "Ναυτίλος"})).await;
    assert_eq!(status, 200, "{body}");
    let info = get_json(a, &format!("/api/tables/{id}")).await;
    assert_eq!(info["seats"][0]["name"], "Dé 🎲");
    assert_eq!(info["seats"][1]["name"], "Ναυτίλος");
    server.shutdown().await.unwrap();
}
