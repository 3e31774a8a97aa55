//! The published protocol held to what the tests exchange: every message a test's WebSocket
//! client sends (with `Ws::send`) or receives is validated against the server's JSON Schema
//! (`havenbaron_server::schema::websocket`, served at `/api/schema`), and every HTTP exchange
//! of the `http` helpers against the OpenAPI document (`/api/openapi.json`): the route and
//! method must be documented, the status listed, the media type the documented one, a JSON
//! answer valid against its schema, and an accepted request body valid against its own.
//!
//! A message a test sends on purpose to see it refused goes through `Ws::send_text`, which
//! does not check it.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use havenbaron_server::schema;
use jsonschema::Validator;
use serde_json::{Value, json};

/// Why `instance` does not match `validator` (`None`: it does).
fn problems(validator: &Validator, instance: &Value) -> Option<String> {
    let errors: Vec<String> = validator
        .iter_errors(instance)
        .take(5)
        .map(|e| format!("{e} (at `{}`)", e.instance_path()))
        .collect();
    (!errors.is_empty()).then(|| errors.join("; "))
}

/// A validator of one definition of the WebSocket document (`#/$defs/<name>`).
fn ws_validator(name: &str) -> Validator {
    let mut doc = schema::websocket().clone();
    let root = doc.as_object_mut().unwrap();
    root.remove("anyOf");
    root.insert("$ref".into(), json!(format!("#/$defs/{name}")));
    jsonschema::draft202012::new(&doc).expect("the WebSocket schema compiles")
}

static CLIENT: LazyLock<Validator> = LazyLock::new(|| ws_validator("ClientMsg"));
static SERVER: LazyLock<Validator> = LazyLock::new(|| ws_validator("ServerMsg"));

/// Why a message a client sends breaks the schema, if it does.
pub fn client_message_problems(message: &Value) -> Option<String> {
    problems(&CLIENT, message)
}

/// Why a message the server sends breaks the schema, if it does.
pub fn server_message_problems(message: &Value) -> Option<String> {
    problems(&SERVER, message)
}

pub fn check_client_message(message: &Value) {
    if let Some(p) = client_message_problems(message) {
        panic!("the test sends a message the schema refuses: {p}\n{message}");
    }
}

pub fn check_server_message(message: &Value) {
    if let Some(p) = server_message_problems(message) {
        panic!("the server sent a message the schema refuses: {p}\n{message}");
    }
}

/// A validator of a schema of the OpenAPI document (a `$ref` into its components, or a
/// schema written in place), compiled once per schema.
fn api_validator(schema: &Value) -> Arc<Validator> {
    static CACHE: LazyLock<Mutex<HashMap<String, Arc<Validator>>>> =
        LazyLock::new(Default::default);
    let key = schema.to_string();
    if let Some(v) = CACHE.lock().unwrap().get(&key) {
        return v.clone();
    }
    let root = json!({
        "components": schema::openapi()["components"],
        "allOf": [schema],
    });
    let v = Arc::new(jsonschema::draft202012::new(&root).expect("an OpenAPI schema compiles"));
    CACHE.lock().unwrap().insert(key, v.clone());
    v
}

/// Why `instance` does not match a schema of the OpenAPI document, if it does not.
pub fn api_problems(schema: &Value, instance: &Value) -> Option<String> {
    problems(&api_validator(schema), instance)
}

/// The documented path that `path` is an instance of (`/api/tables/{id}` for
/// `/api/tables/abc`), preferring the one with most literal segments, and its path item.
pub fn find_route(path: &str) -> Option<(&'static str, &'static Value)> {
    let paths = schema::openapi()["paths"].as_object().unwrap();
    let segments: Vec<&str> = path.split('/').collect();
    paths
        .iter()
        .filter_map(|(template, item)| {
            let parts: Vec<&str> = template.split('/').collect();
            if parts.len() != segments.len() {
                return None;
            }
            let mut literal = 0;
            for (p, s) in parts.iter().zip(&segments) {
                if p.starts_with('{') && p.ends_with('}') {
                    if s.is_empty() {
                        return None;
                    }
                } else if p == s {
                    literal += 1;
                } else {
                    return None;
                }
            }
            Some((literal, template.as_str(), item))
        })
        .max_by_key(|(literal, ..)| *literal)
        .map(|(_, t, i)| (t, i))
}

/// Checks one HTTP exchange against the OpenAPI document (see the module docs); `head` is the
/// answer's status line and headers.
pub fn check_http(
    method: &str,
    target: &str,
    request: Option<&str>,
    status: u16,
    head: &str,
    body: &str,
) {
    let path = target.split('?').next().unwrap_or(target);
    let what = format!("{method} {target} → {status}");
    let Some((template, item)) = find_route(path) else {
        // No route: the fallback's answer.
        assert_eq!(status, 404, "{what}: a route the document does not list");
        check_json(
            &what,
            &json!({"$ref": "#/components/schemas/ErrorBody"}),
            body,
        );
        return;
    };
    let Some(op) = item.get(method.to_ascii_lowercase()) else {
        assert_eq!(
            status, 405,
            "{what}: an operation the document does not list"
        );
        return;
    };
    let Some(answer) = op["responses"].get(status.to_string()) else {
        panic!("{what}: status {status} is not documented for {method} {template}\n{body}");
    };
    if let Some(content) = answer["content"].as_object() {
        let (media, spec) = content.iter().next().expect("one media type");
        let actual = header(head, "content-type").unwrap_or_default();
        assert!(
            media == "*/*" || actual.starts_with(media.as_str()),
            "{what}: answered `{actual}`, documented `{media}`"
        );
        if media == "application/json" {
            check_json(&what, &spec["schema"], body);
        }
    }
    if (200..300).contains(&status)
        && let Some(spec) = op["requestBody"]["content"]["application/json"].get("schema")
    {
        let request = request.unwrap_or_default();
        check_json(&format!("{what}, its request"), spec, request);
    }
}

fn check_json(what: &str, schema: &Value, body: &str) {
    let value: Value = serde_json::from_str(body)
        .unwrap_or_else(|e| panic!("{what}: the body is not JSON ({e}): {body}"));
    if let Some(p) = api_problems(schema, &value) {
        panic!("{what}: the body breaks the OpenAPI document: {p}\n{body}");
    }
}

/// A header's value from a response head (case-insensitive name).
pub fn header(head: &str, name: &str) -> Option<String> {
    head.lines().skip(1).find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.trim()
            .eq_ignore_ascii_case(name)
            .then(|| v.trim().to_string())
    })
}
