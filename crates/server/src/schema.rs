//! The published protocol, for people who write their own client or bot (`docs/PROTOCOL.md`):
//! a JSON Schema of every WebSocket message both ways (`GET /api/schema`) and an OpenAPI
//! document of the HTTP API (`GET /api/openapi.json`).
//!
//! Both are generated from the Rust types that are serialized and parsed (`schemars` reads
//! their serde attributes: tags, renames, defaults, skipped fields), so they cannot drift from
//! what the server does; the server's tests validate every message they exchange against them
//! (`crates/server/tests/common/contract.rs`). OpenAPI 3.1 uses JSON Schema 2020-12, so the
//! same generated schemas serve as the OpenAPI components; `utoipa` builds the paths.
//!
//! A type is described the way it is *sent* (the serialize contract) wherever the server sends
//! it, and the way it is *accepted* (the deserialize contract) wherever a client sends it. Most
//! types read the same both ways; one that does not (an `Option` field a client may leave out
//! but the server always writes, as in an action) has its accepted form under its name with
//! [`ACCEPTED`] appended.
//!
//! This module sits above the modules whose types it describes (it imports them, none imports
//! it); `lib.rs` merges its routes into the server's router.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use axum::Router;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use havenbaron_engine::Ruleset;
use schemars::JsonSchema;
use schemars::generate::{Contract, SchemaGenerator, SchemaSettings};
use serde_json::{Map, Value, json};
use tower_http::compression::CompressionLayer;
use utoipa::openapi::path::{
    HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn, PathItem,
};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{
    ContentBuilder, InfoBuilder, LicenseBuilder, OpenApiBuilder, PathsBuilder, Ref, RefOr,
    Required, ResponseBuilder, ResponsesBuilder,
};

use crate::protocol::{ClientMsg, MAX_CLIENT_MESSAGE, ServerMsg};

/// What the accepted form of a type is called where it differs from the sent form.
pub const ACCEPTED: &str = "Input";

/// Where the WebSocket document keeps its definitions.
const WS_DEFS: &str = "/$defs";
/// Where the OpenAPI document keeps its schemas.
const API_DEFS: &str = "/components/schemas";

/// The JSON Schema of the WebSocket messages: `#/$defs/ClientMsg` is what a client may send,
/// `#/$defs/ServerMsg` what the server sends; the root accepts either.
pub fn websocket() -> &'static Value {
    static DOC: LazyLock<Value> = LazyLock::new(build_websocket);
    &DOC
}

/// The OpenAPI 3.1 document of the HTTP API.
pub fn openapi() -> &'static Value {
    static DOC: LazyLock<Value> = LazyLock::new(build_openapi);
    &DOC
}

/// `GET /api/schema` and `GET /api/openapi.json`, compressed when the client accepts it.
pub fn router() -> Router {
    static WS: LazyLock<String> = LazyLock::new(|| websocket().to_string());
    static API: LazyLock<String> = LazyLock::new(|| openapi().to_string());
    Router::new()
        .route("/api/schema", get(|| async { document(&WS) }))
        .route("/api/openapi.json", get(|| async { document(&API) }))
        .layer(CompressionLayer::new())
}

fn document(text: &'static str) -> Response {
    let mut r = text.into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}

fn generator(contract: Contract, definitions: &'static str) -> SchemaGenerator {
    let settings = SchemaSettings::draft2020_12().with(|s| {
        s.definitions_path = definitions.into();
        s.meta_schema = None;
    });
    match contract {
        Contract::Serialize => settings.for_serialize(),
        _ => settings.for_deserialize(),
    }
    .into_generator()
}

/// The definitions of both contracts in one map (see the module docs): a type that reads the
/// same both ways is kept once; one that differs keeps its sent form under its name and its
/// accepted form under the name with [`ACCEPTED`] appended. A type that differs only because
/// it holds such a type differs too, so this runs to a fixed point. Returns the map and the
/// renames applied to the accepted side (rewrite the accepted roots' `$ref`s with them).
fn merge_contracts(
    accepted: Map<String, Value>,
    sent: Map<String, Value>,
    prefix: &str,
) -> (Map<String, Value>, BTreeMap<String, String>) {
    let mut renamed: BTreeSet<String> = BTreeSet::new();
    loop {
        let renames = rename_map(&renamed);
        let before = renamed.len();
        for (name, schema) in &accepted {
            let mut schema = schema.clone();
            rewrite_refs(&mut schema, prefix, &renames);
            if sent.get(name).is_some_and(|s| *s != schema) {
                renamed.insert(name.clone());
            }
        }
        if renamed.len() == before {
            break;
        }
    }
    let renames = rename_map(&renamed);
    let mut all = sent;
    for (name, mut schema) in accepted {
        rewrite_refs(&mut schema, prefix, &renames);
        let name = renames.get(&name).cloned().unwrap_or(name);
        let previous = all.insert(name.clone(), schema.clone());
        assert!(
            previous.is_none_or(|p| p == schema),
            "two types describe themselves as `{name}`"
        );
    }
    (all, renames)
}

fn rename_map(names: &BTreeSet<String>) -> BTreeMap<String, String> {
    names
        .iter()
        .map(|n| (n.clone(), format!("{n}{ACCEPTED}")))
        .collect()
}

/// Points every `$ref` to a renamed definition at its new name.
fn rewrite_refs(v: &mut Value, prefix: &str, renames: &BTreeMap<String, String>) {
    match v {
        Value::Object(o) => {
            if let Some(Value::String(r)) = o.get_mut("$ref")
                && let Some(new) = r.strip_prefix(prefix).and_then(|n| renames.get(n))
            {
                *r = format!("{prefix}{new}");
            }
            o.values_mut()
                .for_each(|v| rewrite_refs(v, prefix, renames));
        }
        Value::Array(a) => a.iter_mut().for_each(|v| rewrite_refs(v, prefix, renames)),
        _ => {}
    }
}

fn build_websocket() -> Value {
    let prefix = format!("#{WS_DEFS}/");
    let mut accepted = generator(Contract::Deserialize, WS_DEFS);
    let mut client = accepted.subschema_for::<ClientMsg>().to_value();
    let mut sent = generator(Contract::Serialize, WS_DEFS);
    let server = sent.subschema_for::<ServerMsg>().to_value();
    let (defs, renames) = merge_contracts(
        accepted.take_definitions(true),
        sent.take_definitions(true),
        &prefix,
    );
    rewrite_refs(&mut client, &prefix, &renames);
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Havenbaron WebSocket messages",
        "description": format!(
            "The messages of `/ws/{{table}}`, one JSON object per text frame, tagged by `type`. \
             `#/$defs/ClientMsg` is what a client may send (at most {MAX_CLIENT_MESSAGE} bytes; \
             the first must be `hello`), `#/$defs/ServerMsg` what the server sends. A name \
             ending in `{ACCEPTED}` is the form the server accepts of a type it also sends \
             (fields it always writes may be left out). See docs/PROTOCOL.md."
        ),
        "anyOf": [client, server],
        "$defs": defs,
    })
}

/// What an operation answers with.
#[derive(Clone, Copy)]
enum Body {
    /// No body (101, 304).
    Empty,
    /// JSON of this component schema.
    Json(&'static str),
    /// Any JSON object (data files, the documents themselves).
    Object,
    /// Text of this media type.
    Text(&'static str),
}

struct Param {
    name: &'static str,
    at: ParameterIn,
    schema: Value,
    about: &'static str,
}

struct Op {
    method: HttpMethod,
    path: &'static str,
    tag: &'static str,
    summary: &'static str,
    params: Vec<Param>,
    /// The request body's component schema (JSON).
    body: Option<&'static str>,
    responses: Vec<(u16, &'static str, Body)>,
}

fn path_param(name: &'static str, schema: Value, about: &'static str) -> Param {
    Param {
        name,
        at: ParameterIn::Path,
        schema,
        about,
    }
}

fn table_id() -> Param {
    path_param(
        "id",
        json!({"type": "string"}),
        "The table's id (from `POST /api/tables` or a link).",
    )
}

/// The lobby's paging: which list, from where, how many.
fn list_params() -> Vec<Param> {
    let query = |name, schema, about| Param {
        name,
        at: ParameterIn::Query,
        schema,
        about,
    };
    vec![
        query(
            "list",
            json!({"type": "string", "enum": ["open", "live", "finished"]}),
            "One list alone, from `after`; without it, the first page of each.",
        ),
        query(
            "after",
            json!({"type": "string"}),
            "Where the page starts: the list's cursor from `next` of the page before (needs \
             `list`).",
        ),
        query(
            "limit",
            json!({"type": "integer", "minimum": 1, "maximum": crate::http::MAX_PAGE,
                   "default": crate::http::DEFAULT_PAGE}),
            "Tables per page.",
        ),
    ]
}

/// `?key=…`: the secret a private game's replay link carries (`crate::visibility`).
fn replay_key() -> Param {
    Param {
        name: "key",
        at: ParameterIn::Query,
        schema: json!({"type": "string"}),
        about: "A private (unlisted) game's replay opens only with one of its secrets: a seat \
                token or the host's secret, as the replay link from its table carries it. A \
                public game needs none.",
    }
}

const ERR: Body = Body::Json("ErrorBody");
const HTML: Body = Body::Text("text/html");

/// The answers a JSON request body can get when it does not parse (axum's reasons); `bad` says
/// what else a 400 means for this route.
fn body_refusals(bad: &'static str) -> Vec<(u16, &'static str, Body)> {
    vec![
        (400, bad, ERR),
        (413, "The body is too large.", ERR),
        (415, "The body is not `application/json`.", ERR),
        (
            422,
            "The body is JSON but not of this shape (a field missing, unknown or mistyped).",
            ERR,
        ),
    ]
}

fn page(path: &'static str, summary: &'static str, params: Vec<Param>) -> Op {
    Op {
        method: HttpMethod::Get,
        path,
        tag: "pages",
        summary,
        params,
        body: None,
        responses: vec![
            (200, "The page (with an ETag).", HTML),
            (
                304,
                "Not modified: the browser has this version.",
                Body::Empty,
            ),
        ],
    }
}

/// Every route of the server (`http::router` and [`router`]); a test checks that none is
/// missing.
fn operations() -> Vec<Op> {
    use HttpMethod::{Get, Post};
    let internal = (500, "Something went wrong on the server.", ERR);
    let gone = (
        410,
        "The table was played under another rules revision and can no longer be opened.",
        ERR,
    );
    let no_table = (404, "There is no such table.", ERR);
    let no_replay = (
        404,
        "There is no such table, or it is private and the request carries none of its secrets \
         (the same answer for both).",
        ERR,
    );
    let rulesets: Vec<&str> = Ruleset::ALL.iter().map(|r| r.id()).collect();
    vec![
        page("/", "The lobby page.", vec![]),
        page("/t/{id}", "A table's page.", vec![table_id()]),
        page(
            "/replay/{id}",
            "A finished table's replay page.",
            vec![table_id()],
        ),
        page(
            "/leaderboard",
            "The leaderboards: ratings per rule set and player count.",
            vec![],
        ),
        Op {
            method: Get,
            path: "/api/leaderboard/{ruleset}",
            tag: "ratings",
            summary: "A rule set's leaderboard, a page at a time: people by their conservative \
                      rating (`mu - 3 sigma`), with the bots' fixed ratings beside them \
                      (docs/RATINGS.md).",
            params: vec![
                path_param(
                    "ruleset",
                    json!({"type": "string", "enum": rulesets}),
                    "A rule set's id.",
                ),
                Param {
                    name: "players",
                    at: ParameterIn::Query,
                    schema: json!({"type": "integer", "minimum": 2, "maximum": 4}),
                    about: "The ratings at this player count; left out: over every count.",
                },
                Param {
                    name: "page",
                    at: ParameterIn::Query,
                    schema: json!({"type": "integer", "minimum": 1}),
                    about: "The page, from 1 (default 1).",
                },
            ],
            body: None,
            responses: vec![
                (
                    200,
                    "The page of the leaderboard.",
                    Body::Json("Leaderboard"),
                ),
                (
                    400,
                    "A player count the rule set does not have, or a query that does not parse.",
                    ERR,
                ),
                (404, "No such rule set.", ERR),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/ratings/{player}",
            tag: "ratings",
            summary: "A person's ratings (per rule set, over every count and per count) and \
                      their latest changes, oldest first. Someone with no rated game has none.",
            params: vec![path_param(
                "player",
                json!({"type": "string"}),
                "The person's player key.",
            )],
            body: None,
            responses: vec![
                (200, "The ratings and history.", Body::Json("PlayerRatings")),
                (404, "A key that cannot be one (empty or too long).", ERR),
                internal,
            ],
        },
        page(
            "/rules/{ruleset}",
            "A rule set's rules page.",
            vec![path_param(
                "ruleset",
                json!({"type": "string"}),
                "A rule set's id.",
            )],
        ),
        Op {
            method: Get,
            path: "/static/{file}",
            tag: "pages",
            summary: "One of the browser client's files (scripts, styles, images).",
            params: vec![path_param(
                "file",
                json!({"type": "string"}),
                "The file's name.",
            )],
            body: None,
            responses: vec![
                (
                    200,
                    "The file, with its media type and an ETag.",
                    Body::Text("*/*"),
                ),
                (
                    304,
                    "Not modified: the browser has this version.",
                    Body::Empty,
                ),
                (404, "No such file.", ERR),
            ],
        },
        Op {
            method: Get,
            path: "/favicon.ico",
            tag: "pages",
            summary: "The site's icon (an SVG picture), where browsers look for it unasked.",
            params: vec![],
            body: None,
            responses: vec![
                (200, "The icon, with an ETag.", Body::Text("image/svg+xml")),
                (
                    304,
                    "Not modified: the browser has this version.",
                    Body::Empty,
                ),
            ],
        },
        Op {
            method: Get,
            path: "/locales/{lang}/{file}",
            tag: "pages",
            summary: "A Fluent catalogue the page puts its words into (e.g. `en/errors.ftl`).",
            params: vec![
                path_param(
                    "lang",
                    json!({"type": "string"}),
                    "A language: en, nl, de, fr.",
                ),
                path_param(
                    "file",
                    json!({"type": "string"}),
                    "The catalogue's file name.",
                ),
            ],
            body: None,
            responses: vec![
                (
                    200,
                    "The catalogue (with an ETag).",
                    Body::Text("text/plain"),
                ),
                (
                    304,
                    "Not modified: the browser has this version.",
                    Body::Empty,
                ),
                (404, "No such catalogue.", ERR),
            ],
        },
        Op {
            method: Get,
            path: "/api/meta",
            tag: "lobby",
            summary: "The rule sets (players, variants, safety cap), bots and levels on offer.",
            params: vec![],
            body: None,
            responses: vec![(200, "What the server offers.", Body::Json("Meta"))],
        },
        Op {
            method: Get,
            path: "/api/data/{ruleset}",
            tag: "lobby",
            summary: "A rule set's static data (board, goods, cards), with `ids`: the names \
                      of the things views count by index.",
            params: vec![path_param(
                "ruleset",
                json!({"type": "string", "enum": rulesets}),
                "A rule set's id.",
            )],
            body: None,
            responses: vec![
                (200, "The data.", Body::Object),
                (404, "No such rule set.", ERR),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/tables",
            tag: "lobby",
            summary: "The lobby: listed tables with a free seat, listed tables being played, \
                      and finished tables, newest first, in pages. Without `list`: the first \
                      page of each; `next` holds each list's cursor for its next page (none \
                      at its end). Listed tables whose game has not moved for a day (a \
                      setting) are left out. A page may be up to a second old; an address \
                      may read a burst of lists, then a few a second.",
            params: list_params(),
            body: None,
            responses: vec![
                (200, "The lists.", Body::Json("Lobby")),
                (
                    400,
                    "`list`, `after` or `limit` is not one this route takes (the words say \
                     which).",
                    ERR,
                ),
                (
                    429,
                    "Too many lists asked from this address: `Retry-After` and the words say \
                     how long to wait.",
                    ERR,
                ),
                internal,
            ],
        },
        Op {
            method: Post,
            path: "/api/tables",
            tag: "lobby",
            summary: "Creates a table. The answer holds the host's secret and the seat \
                      tokens (invite links): keep them, they are shown only here.",
            params: vec![],
            body: Some("CreateTable"),
            responses: [
                vec![(201, "The table is created.", Body::Json("Created"))],
                body_refusals("The body is not JSON, or the table cannot be created as asked."),
                vec![
                    (
                        429,
                        "Too many tables from this address; the words say how long to wait.",
                        ERR,
                    ),
                    internal,
                ],
            ]
            .concat(),
        },
        page(
            "/learn",
            "Learn to play: each rule set's guided tutorial, to start, resume or see finished.",
            vec![],
        ),
        Op {
            method: Get,
            path: "/api/tutorials",
            tag: "lobby",
            summary: "Every rule set's guided tutorial (crates/server/data/tutorials/): the \
                      deal, the learner's seat, and the steps the page coaches (words, what to \
                      highlight, the decision asked for).",
            params: vec![],
            body: None,
            responses: vec![(200, "The tutorials.", Body::Json("Tutorials"))],
        },
        Op {
            method: Post,
            path: "/api/tutorials/{ruleset}",
            tag: "lobby",
            summary: "Starts a rule set's tutorial: an unlisted, unrated table on the \
                      tutorial's deal, the learner at its seat and bots in the others. The \
                      answer is the lobby's, with the learner's seat token.",
            params: vec![path_param(
                "ruleset",
                json!({"type": "string", "enum": rulesets.clone()}),
                "A rule set's id.",
            )],
            body: None,
            responses: vec![
                (201, "The table is created.", Body::Json("Created")),
                (404, "No tutorial for this rule set.", ERR),
                (
                    429,
                    "Too many tables from this address; the words say how long to wait.",
                    ERR,
                ),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/tables/{id}",
            tag: "tables",
            summary: "A table as the lobby shows it (seats, version, round).",
            params: vec![table_id()],
            body: None,
            responses: vec![
                (200, "The table.", Body::Json("Summary")),
                no_table,
                gone,
                internal,
            ],
        },
        Op {
            method: Post,
            path: "/api/tables/{id}/join",
            tag: "tables",
            summary: "Takes a free human seat under a name; the answer holds its token.",
            params: vec![table_id()],
            body: Some("JoinBody"),
            responses: [
                vec![(200, "The seat is yours.", Body::Json("Joined"))],
                body_refusals("The body is not JSON."),
                vec![
                    no_table,
                    (
                        409,
                        "No seat is free, or the name is refused (the words say why).",
                        ERR,
                    ),
                    gone,
                    internal,
                ],
            ]
            .concat(),
        },
        Op {
            method: Get,
            path: "/api/tables/{id}/replay",
            tag: "replays",
            summary: "A finished game in outline: configuration, seats, every action in words, \
                      the outcome.",
            params: vec![table_id(), replay_key()],
            body: None,
            responses: vec![
                (200, "The replay's index.", Body::Json("ReplayIndex")),
                (403, "The game is not finished yet.", ERR),
                no_replay,
                gone,
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/tables/{id}/replay/{step}",
            tag: "replays",
            summary: "A finished game after its first `step` actions: the public view (every \
                      hand too with `reveal`), and the action that led there.",
            params: vec![
                table_id(),
                path_param(
                    "step",
                    json!({"type": "integer", "minimum": 0}),
                    "How many actions in (0: the start).",
                ),
                Param {
                    name: "reveal",
                    at: ParameterIn::Query,
                    schema: json!({"type": "string", "enum": ["1", "true", "yes"]}),
                    about: "Show every seat's hand (`hands`) and the events in full.",
                },
                replay_key(),
            ],
            body: None,
            responses: vec![
                (200, "The game at that step.", Body::Json("ReplayStep")),
                (400, "The step is not a number.", Body::Text("text/plain")),
                (403, "The game is not finished yet.", ERR),
                (
                    404,
                    "No such table (or a private one without its key, the same answer), or the \
                     step is past the end.",
                    ERR,
                ),
                gone,
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/tables/{id}/analysis",
            tag: "replays",
            summary: "A finished game's post-game analysis: where it stands (`none`, `pending`, \
                      `running`, `done`, `failed`), its progress, and once done the report.",
            params: vec![table_id(), replay_key()],
            body: None,
            responses: vec![
                (200, "The analysis's state.", Body::Json("AnalysisState")),
                (409, "The game is not finished yet.", ERR),
                no_replay,
                internal,
            ],
        },
        Op {
            method: Post,
            path: "/api/tables/{id}/analysis",
            tag: "replays",
            summary: "Asks for a finished game's analysis, as one of its players (a seat token \
                      in the body, or a signed-in account holding a seat).",
            params: vec![table_id()],
            body: Some("AnalysisRequest"),
            responses: [
                vec![
                    (
                        202,
                        "Admitted: the analysis waits for a worker.",
                        Body::Json("AnalysisState"),
                    ),
                    (
                        200,
                        "Asked for already: its state.",
                        Body::Json("AnalysisState"),
                    ),
                ],
                body_refusals("The body is not JSON."),
                vec![
                    (403, "The requester did not play this game.", ERR),
                    no_replay,
                    (409, "The game is not finished yet.", ERR),
                    (
                        429,
                        "The requester has as many analyses waiting as one may.",
                        ERR,
                    ),
                    (
                        503,
                        "The queue is full (`Retry-After` says when to ask again).",
                        ERR,
                    ),
                    internal,
                ],
            ]
            .concat(),
        },
        Op {
            method: Get,
            path: "/ws/{id}",
            tag: "tables",
            summary: "The table's WebSocket: one seat (with its token) or a spectator. The \
                      messages are described by `GET /api/schema`; see docs/PROTOCOL.md.",
            params: vec![table_id()],
            body: None,
            responses: vec![
                (
                    101,
                    "The connection is upgraded to a WebSocket.",
                    Body::Empty,
                ),
                (400, "Not a WebSocket handshake.", Body::Text("text/plain")),
                no_table,
                gone,
                (
                    426,
                    "The connection cannot be upgraded.",
                    Body::Text("text/plain"),
                ),
                (
                    403,
                    "The request comes from a page of another site (its `Origin` is not one \
                     of the server's).",
                    ERR,
                ),
                (429, "Too many connections from this address.", ERR),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/schema",
            tag: "protocol",
            summary: "The JSON Schema (2020-12) of every WebSocket message, both ways.",
            params: vec![],
            body: None,
            responses: vec![(200, "The schema.", Body::Object)],
        },
        Op {
            method: Get,
            path: "/api/openapi.json",
            tag: "protocol",
            summary: "This document.",
            params: vec![],
            body: None,
            responses: vec![(200, "The OpenAPI document.", Body::Object)],
        },
        Op {
            method: Get,
            path: "/healthz",
            tag: "operations",
            summary: "Whether the process is up (for a load balancer).",
            params: vec![],
            body: None,
            responses: vec![
                (200, "Up: `ok`.", Body::Text("text/plain")),
                (503, "Shutting down.", Body::Text("text/plain")),
            ],
        },
        Op {
            method: Get,
            path: "/readyz",
            tag: "operations",
            summary: "Whether the database answers, so this instance can take players.",
            params: vec![],
            body: None,
            responses: vec![
                (200, "Ready: `ready`.", Body::Text("text/plain")),
                (
                    503,
                    "Shutting down, or the database does not answer.",
                    Body::Text("text/plain"),
                ),
            ],
        },
        Op {
            method: Get,
            path: "/metrics",
            tag: "operations",
            summary: "Counters and gauges in Prometheus' text format. With the operator's \
                      token set (`--metrics-token`) it asks for `Authorization: Bearer …`; \
                      with a listener of its own (`--metrics-listen`) it is there only.",
            params: vec![],
            body: None,
            responses: vec![
                (200, "The metrics.", Body::Text("text/plain")),
                (401, "The operator's token is missing or wrong.", ERR),
                (404, "The metrics are served on another address.", ERR),
            ],
        },
    ]
    .into_iter()
    .chain(account_operations())
    .collect()
}

/// The accounts' routes (`crate::accounts`). Every write is refused with 403 when its
/// `Origin` is not the site's own.
fn account_operations() -> Vec<Op> {
    use HttpMethod::{Get, Post};
    let internal = (500, "Something went wrong on the server.", ERR);
    let origin = (
        403,
        "The request's `Origin` is not this site's (a cross-site request): nothing is done.",
        ERR,
    );
    let signed_out = (
        401,
        "Not signed in (no session, or one that opens nothing).",
        ERR,
    );
    let write = |path: &'static str,
                 summary: &'static str,
                 body: &'static str,
                 ok: Vec<(u16, &'static str, Body)>,
                 refusals: Vec<(u16, &'static str, Body)>| Op {
        method: Post,
        path,
        tag: "accounts",
        summary,
        params: vec![],
        body: Some(body),
        responses: [
            ok,
            body_refusals("The body is not JSON, or a value is refused (the words say why)."),
            refusals,
            vec![origin, internal],
        ]
        .concat(),
    };
    let signed_in = |about: &'static str| vec![(200, about, Body::Json("SignedIn"))];
    let too_many = (
        429,
        "Too many sign-in attempts from this address or for this name; the words say how \
         long to wait.",
        ERR,
    );
    let wrong = (
        401,
        "Wrong name or password (the same answer, after the same work, for a name that does \
         not exist).",
        ERR,
    );
    let taken = (
        409,
        "The name is taken, or looks too much like a name that is (the words say which).",
        ERR,
    );
    let challenge = |about: &'static str| vec![(200, about, Body::Json("Challenge"))];
    vec![
        page(
            "/account",
            "The account page: sign up, sign in, passkeys.",
            vec![],
        ),
        page(
            "/me",
            "My games: running and finished, on any device.",
            vec![],
        ),
        page(
            "/u/{name}",
            "A player's profile.",
            vec![path_param(
                "name",
                json!({"type": "string"}),
                "The player's name.",
            )],
        ),
        Op {
            method: Get,
            path: "/api/account",
            tag: "accounts",
            summary: "The signed-in account (by the session cookie).",
            params: vec![],
            body: None,
            responses: vec![
                (200, "The account.", Body::Json("AccountInfo")),
                signed_out,
                internal,
            ],
        },
        write(
            "/api/account/signup",
            "Makes an account with a password (and signs in: the session cookie is set). The \
             answer shows the recovery codes, this once.",
            "PasswordBody",
            vec![(201, "The account is made.", Body::Json("SignedIn"))],
            vec![taken],
        ),
        write(
            "/api/account/signin",
            "Signs in with a name and a password; `seats` held by this browser are attached.",
            "PasswordBody",
            signed_in("Signed in (the session cookie is set)."),
            vec![wrong, too_many],
        ),
        write(
            "/api/account/recover",
            "Signs in with a recovery code (spent), and sets a new password if given.",
            "RecoverBody",
            signed_in("Signed in (the session cookie is set)."),
            vec![wrong, too_many],
        ),
        write(
            "/api/account/passkey/signup",
            "Starts a sign-up with a passkey: options for `navigator.credentials.create`.",
            "NameBody",
            challenge("The ceremony and its options."),
            vec![taken],
        ),
        write(
            "/api/account/passkey/signup/finish",
            "Finishes a sign-up with the new passkey (and signs in).",
            "PasskeyFinishBody",
            vec![(201, "The account is made.", Body::Json("SignedIn"))],
            vec![taken],
        ),
        write(
            "/api/account/passkey/signin",
            "Starts a sign-in with one of a name's passkeys: options for \
             `navigator.credentials.get`.",
            "NameBody",
            challenge("The ceremony and its options."),
            vec![wrong, too_many],
        ),
        write(
            "/api/account/passkey/signin/finish",
            "Finishes a sign-in with the passkey's assertion (a ceremony is answered once).",
            "PasskeyFinishBody",
            signed_in("Signed in (the session cookie is set)."),
            vec![],
        ),
        write(
            "/api/account/passkey/add",
            "Starts registering another passkey for the signed-in account.",
            "EmptyBody",
            challenge("The ceremony and its options."),
            vec![signed_out],
        ),
        write(
            "/api/account/passkey/add/finish",
            "Finishes registering another passkey.",
            "PasskeyFinishBody",
            vec![(
                200,
                "The account, with the passkey.",
                Body::Json("AccountInfo"),
            )],
            vec![
                signed_out,
                (409, "This passkey is registered already.", ERR),
            ],
        ),
        write(
            "/api/account/signout",
            "Ends this browser's session.",
            "EmptyBody",
            vec![(
                200,
                "Signed out (the cookie is cleared).",
                Body::Json("Ended"),
            )],
            vec![signed_out],
        ),
        write(
            "/api/account/signout-everywhere",
            "Ends every session of the account, on every device.",
            "EmptyBody",
            vec![(200, "Signed out everywhere.", Body::Json("Ended"))],
            vec![signed_out],
        ),
        write(
            "/api/account/delete",
            "Deletes the account (its name typed again). Its games stay; its name shows as \
             \"deleted player\".",
            "DeleteBody",
            vec![(200, "Deleted (the cookie is cleared).", Body::Json("Ended"))],
            vec![signed_out],
        ),
        write(
            "/api/account/seats",
            "Attaches seats this browser holds (table and seat token, each checked) to the \
             signed-in account.",
            "SeatsBody",
            vec![(200, "What was attached.", Body::Json("Attached"))],
            vec![signed_out],
        ),
        Op {
            method: Get,
            path: "/api/account/games",
            tag: "accounts",
            summary: "My games: running (whose turn, since when, the link to my seat) and \
                      finished (result, replay link).",
            params: vec![],
            body: None,
            responses: vec![
                (200, "My games.", Body::Json("MyGames")),
                signed_out,
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/account/mail",
            tag: "accounts",
            summary: "My e-mail settings: whether the server sends e-mail, the address and \
                      whether it is confirmed, the notices asked for.",
            params: vec![],
            body: None,
            responses: vec![
                (200, "The settings.", Body::Json("MailSettings")),
                signed_out,
                internal,
            ],
        },
        write(
            "/api/account/mail",
            "Sets my e-mail address (a new one gets a letter with a confirmation link, and \
             nothing else before it is confirmed; empty: forgotten), the notices asked for \
             and the letters' language.",
            "MailBody",
            vec![(200, "The settings.", Body::Json("MailSettings"))],
            vec![
                signed_out,
                (409, "This server sends no e-mail (no SMTP settings).", ERR),
            ],
        ),
        Op {
            method: Post,
            path: "/api/mail/confirm",
            tag: "accounts",
            summary: "Confirms an e-mail address with the token of the link in its first \
                      letter (once, while fresh); no sign-in needed.",
            params: vec![],
            body: Some("TokenBody"),
            responses: [
                vec![(200, "Confirmed.", Body::Json("LinkDone"))],
                body_refusals("The body is not JSON, or the link is not valid."),
                vec![internal],
            ]
            .concat(),
        },
        Op {
            method: Post,
            path: "/api/mail/unsubscribe",
            tag: "accounts",
            summary: "Turns every e-mail notice off, with the signed token of a letter's \
                      unsubscribe link; no sign-in needed.",
            params: vec![],
            body: Some("TokenBody"),
            responses: [
                vec![(
                    200,
                    "Done (`done`: false when the address was forgotten meanwhile).",
                    Body::Json("LinkDone"),
                )],
                body_refusals("The body is not JSON, or the link is not valid."),
                vec![internal],
            ]
            .concat(),
        },
        Op {
            method: Post,
            path: "/api/mail/one-click",
            tag: "accounts",
            summary: "The same as `/api/mail/unsubscribe`, for a mail program's unsubscribe \
                      button (RFC 8058): the address a notice's `List-Unsubscribe` header \
                      names, with the token in it; the body (`List-Unsubscribe=One-Click`) is \
                      not read.",
            params: vec![Param {
                name: "token",
                at: ParameterIn::Query,
                schema: json!({"type": "string"}),
                about: "The signed token of the letter's unsubscribe link.",
            }],
            body: None,
            responses: vec![
                (
                    200,
                    "Done (`done`: false when the address was forgotten meanwhile).",
                    Body::Json("LinkDone"),
                ),
                (400, "No token, or the link is not valid.", ERR),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/users/{name}",
            tag: "accounts",
            summary: "A player's profile: games played and won per rule set and player count, \
                      recent games (private ones to the player only), member since.",
            params: vec![path_param(
                "name",
                json!({"type": "string"}),
                "The player's name (any case).",
            )],
            body: None,
            responses: vec![
                (200, "The profile.", Body::Json("Profile")),
                (404, "No such player.", ERR),
                internal,
            ],
        },
        Op {
            method: Get,
            path: "/api/tables/{id}/accounts",
            tag: "tables",
            summary: "The seats signed-in players hold (the others are guests or bots).",
            params: vec![table_id()],
            body: None,
            responses: vec![
                (200, "The signed-in seats.", Body::Json("TableAccounts")),
                (404, "There is no such table.", ERR),
                internal,
            ],
        },
    ]
}

/// The component schemas: request bodies as accepted, answers as sent.
fn api_components() -> Map<String, Value> {
    fn add<T: JsonSchema>(g: &mut SchemaGenerator) {
        g.subschema_for::<T>();
    }
    let mut accepted = generator(Contract::Deserialize, API_DEFS);
    add::<crate::lobby::CreateTable>(&mut accepted);
    add::<crate::http::JoinBody>(&mut accepted);
    add::<crate::analysis::api::AnalysisRequest>(&mut accepted);
    add::<crate::accounts::routes::PasswordBody>(&mut accepted);
    add::<crate::accounts::routes::RecoverBody>(&mut accepted);
    add::<crate::accounts::routes::NameBody>(&mut accepted);
    add::<crate::accounts::routes::EmptyBody>(&mut accepted);
    add::<crate::accounts::routes::PasskeyFinishBody>(&mut accepted);
    add::<crate::accounts::routes::SeatsBody>(&mut accepted);
    add::<crate::accounts::routes::DeleteBody>(&mut accepted);
    add::<crate::mail::routes::MailBody>(&mut accepted);
    add::<crate::mail::routes::TokenBody>(&mut accepted);
    let mut sent = generator(Contract::Serialize, API_DEFS);
    add::<crate::errors::ErrorBody>(&mut sent);
    add::<crate::http::Meta>(&mut sent);
    add::<crate::http::Lobby>(&mut sent);
    add::<crate::lobby::Created>(&mut sent);
    add::<crate::room::Summary>(&mut sent);
    add::<crate::http::Joined>(&mut sent);
    add::<crate::replay::ReplayIndex>(&mut sent);
    add::<crate::replay::ReplayStep>(&mut sent);
    add::<crate::analysis::api::AnalysisState>(&mut sent);
    add::<crate::ratings::api::Leaderboard>(&mut sent);
    add::<crate::ratings::api::PlayerRatings>(&mut sent);
    add::<crate::tutorials::Tutorials>(&mut sent);
    add::<crate::accounts::routes::AccountInfo>(&mut sent);
    add::<crate::accounts::routes::SignedIn>(&mut sent);
    add::<crate::accounts::routes::Challenge>(&mut sent);
    add::<crate::accounts::routes::Ended>(&mut sent);
    add::<crate::accounts::routes::Attached>(&mut sent);
    add::<crate::accounts::games::MyGames>(&mut sent);
    add::<crate::accounts::games::Profile>(&mut sent);
    add::<crate::accounts::games::TableAccounts>(&mut sent);
    add::<crate::mail::routes::MailSettings>(&mut sent);
    add::<crate::mail::routes::LinkDone>(&mut sent);
    let (defs, _) = merge_contracts(
        accepted.take_definitions(true),
        sent.take_definitions(true),
        &format!("#{API_DEFS}/"),
    );
    defs
}

fn build_openapi() -> Value {
    let components = api_components();
    let reference = |name: &str| -> RefOr<utoipa::openapi::schema::Schema> {
        assert!(components.contains_key(name), "no component `{name}`");
        Ref::from_schema_name(name).into()
    };
    let mut paths = PathsBuilder::new();
    for op in operations() {
        let mut o = OperationBuilder::new()
            .tag(op.tag)
            .summary(Some(op.summary))
            .operation_id(Some(operation_id(op.method.clone(), op.path)));
        for p in op.params {
            let schema: RefOr<utoipa::openapi::schema::Schema> =
                serde_json::from_value(p.schema).expect("a parameter's schema reads");
            o = o.parameter(
                ParameterBuilder::new()
                    .name(p.name)
                    .parameter_in(p.at.clone())
                    .required(if matches!(p.at, ParameterIn::Path) {
                        Required::True
                    } else {
                        Required::False
                    })
                    .description(Some(p.about))
                    .schema(Some(schema)),
            );
        }
        if let Some(body) = op.body {
            o = o.request_body(Some(
                RequestBodyBuilder::new()
                    .required(Some(Required::True))
                    .content(
                        "application/json",
                        ContentBuilder::new().schema(Some(reference(body))).build(),
                    )
                    .build(),
            ));
        }
        let mut responses = ResponsesBuilder::new();
        for (status, about, body) in op.responses {
            let r = ResponseBuilder::new().description(about);
            let r = match body {
                Body::Empty => r,
                Body::Json(name) => r.content(
                    "application/json",
                    ContentBuilder::new().schema(Some(reference(name))).build(),
                ),
                Body::Object => r.content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(ObjectBuilder::new().schema_type(Type::Object)))
                        .build(),
                ),
                Body::Text(media) => r.content(
                    media,
                    ContentBuilder::new()
                        .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
                        .build(),
                ),
            };
            responses = responses.response(status.to_string(), r.build());
        }
        paths = paths.path(
            op.path,
            PathItem::new(op.method, o.responses(responses.build()).build()),
        );
    }
    let tags = [
        (
            "lobby",
            "What the server offers, the tables to join, creating a table.",
        ),
        (
            "tables",
            "One table: its summary, joining it, its WebSocket.",
        ),
        ("replays", "Finished games, move by move."),
        (
            "accounts",
            "Accounts: sign-up and sign-in (passkeys, passwords), sessions, my games, profiles.",
        ),
        ("protocol", "These documents."),
        ("pages", "The browser client."),
        (
            "operations",
            "For the operator: health, readiness, metrics.",
        ),
    ]
    .map(|(name, about)| {
        TagBuilder::new()
            .name(name)
            .description(Some(about))
            .build()
    });
    let doc = OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Havenbaron")
                .version(env!("CARGO_PKG_VERSION"))
                .description(Some(
                    "The HTTP API of Havenbaron's game server: the lobby, tables, replays. Play \
                     itself goes over the table's WebSocket (`/ws/{id}`, messages in \
                     `/api/schema`). Every error answers `{\"error\": …, \"words\": …}` \
                     (`ErrorBody`). See docs/PROTOCOL.md.",
                ))
                .license(Some(LicenseBuilder::new().name("MIT").build())),
        )
        .paths(paths.build())
        .tags(Some(tags))
        .build();
    let mut doc = serde_json::to_value(&doc).expect("the OpenAPI document serializes");
    doc["components"] = json!({ "schemas": components });
    doc
}

/// `get_api_tables_id_replay_step` for `GET /api/tables/{id}/replay/{step}`.
fn operation_id(method: HttpMethod, path: &str) -> String {
    let method = match method {
        HttpMethod::Post => "post",
        _ => "get",
    };
    let words: Vec<String> = path
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if words.is_empty() {
        format!("{method}_index")
    } else {
        format!("{method}_{}", words.join("_"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_type_that_reads_differently_when_accepted_gets_its_own_name() {
        let prefix = "#/$defs/";
        let accepted: Map<String, Value> = serde_json::from_value(json!({
            "Act": {"properties": {"action": {"$ref": "#/$defs/Action"}}},
            "Action": {"required": ["type"]},
            "Same": {"type": "integer"},
        }))
        .unwrap();
        let sent: Map<String, Value> = serde_json::from_value(json!({
            "Act": {"properties": {"action": {"$ref": "#/$defs/Action"}}},
            "Action": {"required": ["type", "cargo"]},
            "Same": {"type": "integer"},
        }))
        .unwrap();
        let (all, renames) = merge_contracts(accepted, sent, prefix);
        assert_eq!(all["Action"], json!({"required": ["type", "cargo"]}));
        assert_eq!(all["ActionInput"], json!({"required": ["type"]}));
        // `Act` holds a type that differs, so it differs too, and points at the accepted form.
        assert_eq!(all["Act"]["properties"]["action"]["$ref"], "#/$defs/Action");
        assert_eq!(
            all["ActInput"]["properties"]["action"]["$ref"],
            "#/$defs/ActionInput"
        );
        assert!(!all.contains_key("SameInput"));
        assert_eq!(renames.len(), 2);
    }

    #[test]
    fn operation_ids_name_method_and_path() {
        assert_eq!(operation_id(HttpMethod::Get, "/"), "get_index");
        assert_eq!(
            operation_id(HttpMethod::Post, "/api/tables/{id}/join"),
            "post_api_tables_id_join"
        );
        assert_eq!(
            operation_id(HttpMethod::Get, "/api/openapi.json"),
            "get_api_openapi_json"
        );
    }
}
