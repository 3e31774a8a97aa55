//! HTTP routes: the client's pages and files, the lobby API, table info, replays, the
//! WebSocket endpoint, and the operator's `/healthz`, `/readyz` and `/metrics`. Request bodies
//! are bounded ([`MAX_BODY`]); errors are JSON `{"error": "…", "words": {…}}` (the English text
//! and its catalogue message, `errors.ftl`) with a fitting status.
//!
//! Creating a table is rate-limited per address (`tower_governor`, [`crate::Limits`]); the
//! client's files are compressed (gzip or brotli, as the browser accepts) and carry an ETag, so
//! a page that reloads gets `304 Not Modified` instead of the files again.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use havenbaron_engine::Ruleset;
use havenbaron_engine::config::VariantInfo;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::errors::{ServerError, error, refusal, room_refusal};
use crate::ids::{SeatToken, TableId};
use crate::lobby::{self, CreateError, CreateTable};
use crate::replay::{self, ReplayError};
use crate::room::Summary;
use crate::storage::FinishedSummary;
use crate::visibility::{Viewer, Visibility};
use crate::{assets, seatbots};
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::{GovernorError, GovernorLayer};
use tower_http::compression::CompressionLayer;

/// Largest request body accepted (bytes).
pub const MAX_BODY: usize = 16 * 1024;

/// Table creation per address: a burst of [`crate::Limits::create_burst`], then one more every
/// [`crate::Limits::create_every`] (POST only; listing tables is not limited). Refusals are
/// 429 with the wait in words.
macro_rules! creation_limit {
    ($app:expr) => {{
        let app: &App = $app;
        let config = GovernorConfigBuilder::default()
            .period(app.limits.create_every)
            .burst_size(app.limits.create_burst.max(1))
            .methods(vec![Method::POST])
            .finish()
            .expect("a period and a burst above zero make a rate limit");
        // The limiter remembers every address it saw: forget the ones that have their full burst
        // back, now and then.
        let limiter = config.limiter().clone();
        let mut shutdown = app.shutdown_signal();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_secs(60)) => limiter.retain_recent(),
                    _ = shutdown.changed() => return,
                }
            }
        });
        GovernorLayer::new(config).error_handler(|e| match e {
            GovernorError::TooManyRequests { wait_time, .. } => refusal(
                StatusCode::TOO_MANY_REQUESTS,
                ServerError::TooManyTables(wait_time.max(1)),
            ),
            other => refusal(
                StatusCode::INTERNAL_SERVER_ERROR,
                ServerError::Internal(other.to_string()),
            ),
        })
    }};
}

pub fn router(app: Arc<App>) -> Router {
    // The client's files and other static answers: compressed when the browser accepts it.
    let files = Router::new()
        .route("/", get(|h: HeaderMap| page(h, "index.html")))
        .route("/t/{id}", get(|h: HeaderMap| page(h, "table.html")))
        .route("/replay/{id}", get(|h: HeaderMap| page(h, "replay.html")))
        .route(
            "/rules/{ruleset}",
            get(|h: HeaderMap| page(h, "rules.html")),
        )
        .route("/account", get(|h: HeaderMap| page(h, "account.html")))
        .route("/me", get(|h: HeaderMap| page(h, "me.html")))
        .route("/u/{name}", get(|h: HeaderMap| page(h, "profile.html")))
        .route("/static/{file}", get(static_file))
        .route("/locales/{lang}/{file}", get(locale_file))
        .route("/api/meta", get(meta))
        .route("/api/data/{ruleset}", get(data))
        .layer(CompressionLayer::new());
    Router::new()
        .merge(files)
        .merge(crate::accounts::routes::router())
        .route(
            "/api/tables",
            get(list_tables)
                .post(create_table)
                .layer(creation_limit!(&app)),
        )
        .route("/api/tables/{id}", get(table_info))
        .route("/api/tables/{id}/join", post(join_table))
        .route("/api/tables/{id}/replay", get(replay_index))
        .route("/api/tables/{id}/replay/{step}", get(replay_step))
        .route("/ws/{id}", get(crate::ws::upgrade))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .fallback(|| async { refusal(StatusCode::NOT_FOUND, ServerError::NoPage) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(app)
}

/// `GET /healthz`: the process is up and not shutting down.
async fn healthz(State(app): State<Arc<App>>) -> Response {
    if app.closing.load(Ordering::SeqCst) {
        return (StatusCode::SERVICE_UNAVAILABLE, "stopping\n").into_response();
    }
    (StatusCode::OK, "ok\n").into_response()
}

/// `GET /readyz`: the database answers (within 2 s), so this instance can take players.
async fn readyz(State(app): State<Arc<App>>) -> Response {
    if app.closing.load(Ordering::SeqCst) {
        return (StatusCode::SERVICE_UNAVAILABLE, "stopping\n").into_response();
    }
    match tokio::time::timeout(Duration::from_secs(2), app.store.ping()).await {
        Ok(Ok(())) => (StatusCode::OK, "ready\n").into_response(),
        Ok(Err(e)) => (
            StatusCode::SERVICE_UNAVAILABLE,
            format!("the database does not answer: {e:#}\n"),
        )
            .into_response(),
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            "the database does not answer within 2 s\n",
        )
            .into_response(),
    }
}

/// `GET /metrics`: Prometheus text (see [`crate::metrics`]).
async fn metrics(State(app): State<Arc<App>>) -> Response {
    let rooms = app.loaded_rooms();
    let mut live = 0;
    for room in &rooms {
        if let Ok(st) = room.state.try_lock() {
            live += usize::from(!st.rec.finished);
        } else {
            // Busy committing an action: live.
            live += 1;
        }
    }
    let body = app.metrics.render(&crate::metrics::Gauges {
        tables: rooms.len(),
        live_tables: live,
        bot_delay: app.bot_delay,
    });
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
        )],
        body,
    )
        .into_response()
}

/// A request body that does not parse, in axum's words.
fn rejection(e: JsonRejection) -> Response {
    refusal(e.status(), ServerError::BadRequest(e.body_text()))
}

fn with_headers(content_type: &'static str, body: &'static str) -> Response {
    let mut r = body.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if content_type.starts_with("text/html") {
        h.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
            ),
        );
    }
    r
}

/// A file compiled into the binary, with its ETag (its content's hash): `304 Not Modified`
/// when the browser already has this version (`no-cache` makes it ask every time).
fn file_answer(request: &HeaderMap, content_type: &'static str, body: &'static str) -> Response {
    let etag = assets::etag(body);
    let fresh = request
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let mut r = if fresh {
        let mut r = StatusCode::NOT_MODIFIED.into_response();
        r.headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
        r
    } else {
        with_headers(content_type, body)
    };
    if let Ok(v) = HeaderValue::from_str(&etag) {
        r.headers_mut().insert(header::ETAG, v);
    }
    r
}

async fn page(request: HeaderMap, name: &'static str) -> Response {
    match assets::get(name) {
        Some((t, c)) => file_answer(&request, t, c),
        None => refusal(StatusCode::NOT_FOUND, ServerError::NoPage),
    }
}

async fn static_file(request: HeaderMap, Path(file): Path<String>) -> Response {
    match assets::get(&file) {
        Some((t, c)) => file_answer(&request, t, c),
        None => refusal(StatusCode::NOT_FOUND, ServerError::NoFile(file)),
    }
}

/// `GET /locales/{lang}/{part}.ftl`: the catalogue the page formats its words with.
async fn locale_file(request: HeaderMap, Path((lang, file)): Path<(String, String)>) -> Response {
    match assets::locale(&lang, &file) {
        Some(text) => file_answer(&request, "text/plain; charset=utf-8", text),
        None => refusal(StatusCode::NOT_FOUND, ServerError::NoWords { lang, file }),
    }
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct Meta {
    rulesets: Vec<RulesetMeta>,
    bots: Vec<String>,
    /// Bots that play at a level; the others ignore it.
    leveled_bots: Vec<String>,
    levels: Vec<&'static str>,
    max_round_cap: u32,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct RulesetMeta {
    id: &'static str,
    /// The rule set's name for people.
    name: &'static str,
    /// Fewest and most players.
    players: [u8; 2],
    /// Variant names (the short list, kept for older clients).
    variants: Vec<&'static str>,
    /// Every variant with its values (empty: a switch), default and rule.
    variant_info: &'static [VariantInfo],
    /// The safety cap's default and what it counts (`round` or `turn`).
    default_cap: u32,
    cap_unit: &'static str,
}

/// What the engine says a rule set offers (`Ruleset::info`), so a new rule set or variant
/// shows up in the lobby without a change here.
fn ruleset_meta(ruleset: Ruleset) -> RulesetMeta {
    let info = ruleset.info();
    RulesetMeta {
        id: info.id,
        name: info.name,
        players: [info.min_players, info.max_players],
        variants: info.variants.iter().map(|v| v.name).collect(),
        variant_info: info.variants,
        default_cap: info.default_cap,
        cap_unit: info.cap_unit,
    }
}

async fn meta() -> Json<Meta> {
    Json(Meta {
        rulesets: Ruleset::ALL.iter().map(|&r| ruleset_meta(r)).collect(),
        bots: seatbots::bot_names(),
        leveled_bots: seatbots::leveled_bots(),
        levels: seatbots::LEVELS.to_vec(),
        max_round_cap: lobby::MAX_ROUND_CAP,
    })
}

/// The static data of a rule set (board with coordinates, channels, raw materials, products,
/// missions and whatever else the rule set has), for drawing, with `ids`: the names of the
/// things views count by index (see `RulesetData::client_json`).
async fn data(State(app): State<Arc<App>>, Path(ruleset): Path<String>) -> Response {
    let Ok(ruleset) = ruleset.parse::<Ruleset>() else {
        return refusal(StatusCode::NOT_FOUND, ServerError::NoRuleset(ruleset));
    };
    match app.data.client_json(ruleset) {
        Ok(v) => Json(v).into_response(),
        Err(e) => refusal(
            StatusCode::INTERNAL_SERVER_ERROR,
            ServerError::Internal(e.to_string()),
        ),
    }
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct Lobby {
    /// Listed tables with a seat free to join.
    open: Vec<Summary>,
    /// Listed tables being played (to watch).
    live: Vec<Summary>,
    /// Recently finished listed tables (to replay).
    finished: Vec<FinishedSummary>,
}

async fn list_tables(State(app): State<Arc<App>>) -> Response {
    let mut open = Vec::new();
    let mut live = Vec::new();
    // The lists are for anyone: public tables only (`visibility`).
    for room in app.loaded_rooms() {
        let s = {
            let st = room.state.lock().await;
            if !Visibility::of(&st.rec).listed() {
                continue;
            }
            st.summary()
        };
        if s.finished {
            continue;
        }
        if s.open_seats > 0 {
            open.push(s);
        } else {
            live.push(s);
        }
    }
    open.sort_by_key(|s| std::cmp::Reverse(s.created_ms));
    live.sort_by_key(|s| std::cmp::Reverse(s.created_ms));
    match app.store.finished_tables(30).await {
        Ok(finished) => Json(Lobby {
            open,
            live,
            finished,
        })
        .into_response(),
        Err(e) => refusal(
            StatusCode::INTERNAL_SERVER_ERROR,
            ServerError::Internal(e.to_string()),
        ),
    }
}

async fn create_table(
    State(app): State<Arc<App>>,
    body: Result<Json<CreateTable>, JsonRejection>,
) -> Response {
    let Json(req) = match body {
        Ok(b) => b,
        Err(e) => return rejection(e),
    };
    match lobby::create(&app, req).await {
        Ok(created) => (StatusCode::CREATED, Json(created)).into_response(),
        Err(e) => {
            let status = match e {
                CreateError::Bad(_) => StatusCode::BAD_REQUEST,
                CreateError::Storage(_) | CreateError::Internal(_) => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
            };
            error(status, e.to_string(), e.message())
        }
    }
}

async fn find_room(app: &Arc<App>, id: &TableId) -> Result<Arc<crate::room::Room>, Response> {
    match app.room(id).await {
        Ok(Some(r)) => Ok(r),
        Ok(None) => Err(refusal(
            StatusCode::NOT_FOUND,
            ServerError::NoTable(id.clone()),
        )),
        Err(e) => Err(room_refusal(e)),
    }
}

async fn table_info(State(app): State<Arc<App>>, Path(id): Path<TableId>) -> Response {
    match find_room(&app, &id).await {
        Ok(room) => Json(room.state.lock().await.summary()).into_response(),
        Err(r) => r,
    }
}

#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct JoinBody {
    name: String,
}

#[derive(Serialize, JsonSchema)]
pub(crate) struct Joined {
    seat: u8,
    token: SeatToken,
    url: String,
}

async fn join_table(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    body: Result<Json<JoinBody>, JsonRejection>,
) -> Response {
    let Json(body) = match body {
        Ok(b) => b,
        Err(e) => return rejection(e),
    };
    let room = match find_room(&app, &id).await {
        Ok(r) => r,
        Err(r) => return r,
    };
    match room.join(&app, &body.name).await {
        Ok((seat, token)) => Json(Joined {
            seat,
            url: format!("/t/{id}#token={}", token.expose()),
            token,
        })
        .into_response(),
        // Every refusal answers 409, as before the errors were typed.
        Err(e) => error(StatusCode::CONFLICT, e.to_string(), e.message()),
    }
}

fn replay_error(e: ReplayError) -> Response {
    let status = match e {
        ReplayError::NotFound(_) | ReplayError::NoSuchStep { .. } => StatusCode::NOT_FOUND,
        ReplayError::NotFinished => StatusCode::FORBIDDEN,
        ReplayError::OtherRules(_) => StatusCode::GONE,
        ReplayError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
    };
    error(status, e.to_string(), e.message())
}

/// `?key=…`: one of a private game's secrets, as its replay link carries it
/// ([`crate::visibility`]).
#[derive(Deserialize)]
struct KeyQuery {
    #[serde(default)]
    key: Option<String>,
}

async fn replay_index(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    Query(q): Query<KeyQuery>,
) -> Response {
    let viewer = Viewer::with_key(q.key.as_deref());
    match replay::index(&app, &id, &viewer).await {
        Ok(r) => Json(r).into_response(),
        Err(e) => replay_error(e),
    }
}

#[derive(Deserialize)]
struct StepQuery {
    #[serde(default)]
    reveal: Option<String>,
    #[serde(default)]
    key: Option<String>,
}

async fn replay_step(
    State(app): State<Arc<App>>,
    Path((id, step)): Path<(TableId, u64)>,
    Query(q): Query<StepQuery>,
) -> Response {
    let reveal = matches!(q.reveal.as_deref(), Some("1" | "true" | "yes"));
    let viewer = Viewer::with_key(q.key.as_deref());
    match replay::step(&app, &id, &viewer, step, reveal).await {
        Ok(r) => Json(r).into_response(),
        Err(e) => replay_error(e),
    }
}
