//! The published protocol (docs/PROTOCOL.md): the JSON Schema of the WebSocket messages and
//! the OpenAPI document are served, are valid documents, cover every route, and the check the
//! other tests run on every message they exchange (`common::contract`) refuses what breaks
//! them.

mod common;

use std::collections::BTreeSet;

use common::contract::{
    api_problems, check_client_message, check_http, client_message_problems, find_route,
    server_message_problems,
};
use common::{TempDir, Ws, create_table, http, http_full};
use havenbaron_server::schema;
use serde_json::{Value, json};

#[test]
fn the_check_refuses_a_malformed_message() {
    // What the server accepts passes, as a legal action echoed back does.
    for ok in [
        json!({"type": "hello"}),
        json!({"type": "hello", "token": "t", "since": 3, "name": "Ann"}),
        json!({"type": "act", "action": {"type": "pass"}, "version": 2}),
        json!({"type": "act", "action": {"type": "place_ship", "start": 2}}),
        json!({"type": "act", "action": {"type": "place_ship", "start": 2, "cargo": null}}),
        json!({"type": "hand_to_bot", "seat": 1, "bot": "greedy"}),
        json!({"type": "ping"}),
    ] {
        assert_eq!(client_message_problems(&ok), None, "{ok}");
    }
    for bad in [
        json!({"type": "teleport"}),
        json!({"token": "t"}),
        json!({"type": "hello", "tokn": "t"}),
        json!({"type": "act"}),
        json!({"type": "act", "action": {"type": "teleport"}}),
        json!({"type": "act", "action": {"type": "call_colour", "colour": "pink"}}),
        json!({"type": "act", "action": {"type": "call_colour", "colour": "red", "extra": 1}}),
        json!({"type": "act", "action": {"type": "place_ship", "start": 256}}),
        json!({"type": "act", "action": {"type": "pass"}, "version": -1}),
        json!({"type": "rename"}),
        json!({"type": "hand_to_bot", "seat": "one", "bot": "greedy"}),
    ] {
        assert!(client_message_problems(&bad).is_some(), "accepted {bad}");
    }
    // The hook the WebSocket client calls fails the test.
    let hooked = std::panic::catch_unwind(|| {
        check_client_message(&json!({"type": "act", "action": {"type": "teleport"}}))
    });
    assert!(hooked.is_err());

    // The server's side: what it sends is written in full.
    let words = json!({"id": "error-stale"});
    for ok in [
        json!({"type": "pong"}),
        json!({"type": "ack", "version": 4}),
        json!({"type": "error", "message": "stale", "words": words}),
        json!({"type": "seats", "seats": []}),
    ] {
        assert_eq!(server_message_problems(&ok), None, "{ok}");
    }
    for bad in [
        json!({"type": "error", "message": "stale"}),
        json!({"type": "error", "message": "stale", "words": {"args": {}}}),
        json!({"type": "error", "message": "stale", "words": {"id": "x", "args": {"n": 1}}}),
        json!({"type": "ack"}),
        json!({"type": "update", "version": 1, "fresh": true, "entries": [], "legal": [],
               "outcome": null}),
        json!({"type": "seats", "seats": [{"seat": 0}]}),
        json!({"type": "hello"}),
    ] {
        assert!(server_message_problems(&bad).is_some(), "accepted {bad}");
    }
}

#[test]
fn the_check_refuses_an_http_answer_off_the_document() {
    let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json";
    let summary = json!({"$ref": "#/components/schemas/Summary"});
    assert!(api_problems(&summary, &json!({"id": "abc"})).is_some());
    let error = json!({"$ref": "#/components/schemas/ErrorBody"});
    assert_eq!(
        api_problems(&error, &json!({"error": "x", "words": {"id": "error-x"}})),
        None
    );
    for (method, path, status, head, body) in [
        // A status not listed for the operation.
        ("GET", "/api/meta", 404, head, "{}"),
        // A body that does not match.
        ("GET", "/api/tables/abc", 200, head, r#"{"id": 3}"#),
        ("GET", "/api/tables/abc", 404, head, r#"{"error": "no"}"#),
        // Another media type than documented.
        ("GET", "/healthz", 200, head, "ok\n"),
        // A route the document does not list answering anything but the fallback's 404.
        ("GET", "/nowhere", 200, head, "{}"),
        // An undocumented method on a documented path answering anything but 405.
        ("DELETE", "/api/tables", 200, head, "{}"),
    ] {
        let caught = std::panic::catch_unwind(|| {
            check_http(method, path, None, status, head, body);
        });
        assert!(caught.is_err(), "{method} {path} {status} {body} passed");
    }
    // An accepted request body is checked too.
    let created = |request: &str| {
        check_http(
            "POST",
            "/api/tables",
            Some(request),
            201,
            "HTTP/1.1 201 Created\r\ncontent-type: application/json",
            r#"{"id": "a", "host_token": "h", "seat": null, "token": null, "invites": [],
                "url": "/t/a"}"#,
        )
    };
    created(r#"{"players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}"#);
    let caught = std::panic::catch_unwind(|| {
        created(r#"{"players": 2, "seats": [], "colour": "red"}"#);
    });
    assert!(caught.is_err());
}

/// Every `$ref` in `v` names a definition that `doc` has.
fn refs_resolve(doc: &Value, v: &Value, seen: &mut BTreeSet<String>) {
    match v {
        Value::Object(o) => {
            if let Some(Value::String(r)) = o.get("$ref") {
                let pointer = r.strip_prefix('#').expect("a local reference");
                assert!(doc.pointer(pointer).is_some(), "`{r}` resolves to nothing");
                seen.insert(r.clone());
            }
            o.values().for_each(|v| refs_resolve(doc, v, seen));
        }
        Value::Array(a) => a.iter().for_each(|v| refs_resolve(doc, v, seen)),
        _ => {}
    }
}

#[tokio::test]
async fn the_websocket_schema_is_served_and_valid() {
    let dir = TempDir::new("schema");
    let server = common::start(&dir.db()).await;
    let (status, head, body) = http_full(server.addr, "GET", "/api/schema", None).await;
    assert_eq!(status, 200);
    assert!(
        head.to_ascii_lowercase().contains("application/json"),
        "{head}"
    );
    let doc: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(&doc, schema::websocket());
    jsonschema::meta::validate(&doc).expect("a valid JSON Schema");
    assert_eq!(
        doc["$schema"],
        "https://json-schema.org/draft/2020-12/schema"
    );
    let mut seen = BTreeSet::new();
    refs_resolve(&doc, &doc, &mut seen);
    // Both directions, and what they carry, are described.
    for name in [
        "ClientMsg",
        "ServerMsg",
        "Action",
        "Event",
        "Message",
        "View",
        "Outcome",
    ] {
        assert!(seen.contains(&format!("#/$defs/{name}")), "{name}");
    }
    // The tags the server writes are the ones described: one message type each way.
    let tags = |name: &str| -> BTreeSet<String> {
        doc["$defs"][name]["oneOf"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| {
                v["properties"]["type"]["const"]
                    .as_str()
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    assert_eq!(
        tags("ClientMsg"),
        [
            "hello",
            "act",
            "undo",
            "hand_to_bot",
            "rename",
            "chat",
            "mute",
            "show_spectators",
            "close_spectators",
            "take_back",
            "away",
            "hint",
            "ping"
        ]
        .map(String::from)
        .into()
    );
    assert_eq!(
        tags("ServerMsg"),
        [
            "welcome", "update", "seats", "chat", "clocks", "hint", "ack", "error", "pong",
        ]
        .map(String::from)
        .into()
    );
    server.shutdown().await.unwrap();
}

/// The routes the server's router declares, from its source: each `.route("path", …)` with the
/// methods of its handler (`get(…)`, `.post(…)`), as `(method, path)`.
fn declared_routes() -> BTreeSet<(String, String)> {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src];
    let mut routes = BTreeSet::new();
    while let Some(p) = files.pop() {
        if p.is_dir() {
            files.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if p.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&p).unwrap();
            routes.extend(routes_in(&text));
        }
    }
    routes
}

fn routes_in(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(".route(") {
        rest = &rest[at + ".route(".len()..];
        let args = rest.trim_start();
        let Some(args) = args.strip_prefix('"') else {
            continue;
        };
        let path = &args[..args.find('"').unwrap()];
        // The handler: the rest of the call's arguments, up to its closing parenthesis.
        let mut depth = 0;
        let mut in_str = false;
        let mut methods = Vec::new();
        let after = &args[path.len() + 1..];
        for (i, c) in after.char_indices() {
            match c {
                '"' => in_str = !in_str,
                _ if in_str => {}
                '(' => {
                    if depth == 0 {
                        let word: String = after[..i]
                            .chars()
                            .rev()
                            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                            .collect::<Vec<_>>()
                            .into_iter()
                            .rev()
                            .collect();
                        if ["get", "post", "put", "delete", "patch"].contains(&word.as_str()) {
                            methods.push(word);
                        }
                    }
                    depth += 1;
                }
                ')' if depth == 0 => break,
                ')' => depth -= 1,
                _ => {}
            }
        }
        assert!(!methods.is_empty(), "no method for the route {path}");
        out.extend(methods.into_iter().map(|m| (m, path.to_string())));
    }
    out
}

#[tokio::test]
async fn the_openapi_document_is_served_and_lists_every_route() {
    let dir = TempDir::new("openapi");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let (status, body) = http(a, "GET", "/api/openapi.json", None).await;
    assert_eq!(status, 200);
    let doc: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(&doc, schema::openapi());
    // It reads as an OpenAPI 3.1 document, its references resolve and its schemas are valid
    // JSON Schema (OpenAPI 3.1's dialect is 2020-12).
    let parsed: utoipa::openapi::OpenApi =
        serde_json::from_str(&body).expect("an OpenAPI document");
    assert!(!parsed.paths.paths.is_empty());
    assert_eq!(doc["openapi"], "3.1.0");
    refs_resolve(&doc, &doc, &mut BTreeSet::new());
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for (name, s) in schemas {
        jsonschema::meta::validate(s).unwrap_or_else(|e| panic!("{name}: {e}"));
    }

    // Every route of the router is documented with its methods, and nothing else is.
    let documented: BTreeSet<(String, String)> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(move |m| (m.clone(), path.clone()))
        })
        .collect();
    let declared = declared_routes();
    assert!(declared.len() > 15, "{declared:?}");
    assert_eq!(documented, declared);

    // And each documented operation is served (not the fallback's "no such page"), answering
    // as documented (the http helper checks every answer against the document).
    let created = create_table(a, &["human", "bot:greedy"], 5, 1).await;
    let id = created["id"].as_str().unwrap();
    for (method, template) in &documented {
        let path = template
            .replace("{id}", id)
            .replace("{ruleset}", "rotterdam")
            .replace("{step}", "0")
            .replace("{lang}", "en");
        let path = if template.starts_with("/locales") {
            path.replace("{file}", "page.ftl")
        } else {
            path.replace("{file}", havenbaron_server::assets::FILES[0].0)
        };
        let method = method.to_ascii_uppercase();
        let body = (method == "POST").then_some("{}");
        let (status, answer) = http(a, &method, &path, body).await;
        let fallback = serde_json::from_str::<Value>(&answer)
            .is_ok_and(|v| v["words"]["id"] == "error-no-page");
        assert!(!fallback, "{method} {path} → {status}: not served");
        assert_eq!(find_route(&path).map(|(t, _)| t), Some(template.as_str()));
    }
    // A WebSocket still opens where the document says.
    let mut ws = Ws::hello(a, id, json!({"type": "hello"})).await;
    ws.until("update").await;
    server.shutdown().await.unwrap();
}
