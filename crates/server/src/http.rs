//! HTTP routes: the client's pages and files, the lobby API, table info, replays, the
//! WebSocket endpoint, and the operator's `/healthz`, `/readyz` and `/metrics`. Request bodies
//! are bounded ([`MAX_BODY`]); errors are JSON `{"error": "…", "words": {…}}` (the English text
//! and its catalogue message, `errors.ftl`) with a fitting status.
//!
//! Creating a table is rate-limited per address (`tower_governor`, [`crate::Limits`]); the
//! client's files are compressed (gzip or brotli, as the browser accepts) and carry an ETag, so
//! a page that reloads gets `304 Not Modified` instead of the files again.
//!
//! The lobby's lists (`GET /api/tables`) come in pages (a cursor, at most [`MAX_PAGE`] a
//! page), each built at most once per [`crate::Limits::list_cache`] however many ask, and read
//! at a bounded rate per address (429 with `Retry-After` past it, [`Lists`]). A WebSocket
//! upgrade from a page of another site is refused ([`Origins`]); `/metrics` may ask for the
//! operator's token or live on a listener of its own ([`metrics_router`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Json;
use axum::Router;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Path, Query, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use havenbaron_engine::Ruleset;
use havenbaron_engine::config::VariantInfo;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::errors::{ServerError, error, refusal, room_refusal};
use crate::ids::{SeatToken, TableId, same_secret};
use crate::limits::address_key;
use crate::lobby::{self, CreateError, CreateTable};
use crate::metrics::Cap;
use crate::replay::{self, ReplayError};
use crate::room::Summary;
use crate::storage::{FinishedCursor, FinishedSummary};
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
            .key_extractor(ByAddress)
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

/// The creation limit's key: the client's address as every limit counts it (an IPv6 client by
/// its /64, [`address_key`]).
#[derive(Clone, Copy, Debug)]
struct ByAddress;

impl tower_governor::key_extractor::KeyExtractor for ByAddress {
    type Key = IpAddr;

    fn extract<T>(&self, req: &axum::http::Request<T>) -> Result<IpAddr, GovernorError> {
        req.extensions()
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| address_key(c.0.ip()))
            .ok_or(GovernorError::UnableToExtractKey)
    }
}

pub fn router(app: Arc<App>, origins: Origins) -> Router {
    let lists = Arc::new(Lists::default());
    let origins = Arc::new(origins);
    let refused = app.metrics.refused_by.clone();
    let guard = axum::middleware::from_fn(move |req: Request, next: Next| {
        let origins = origins.clone();
        let refused = refused.clone();
        async move {
            match origins.check(req.headers()) {
                Ok(()) => next.run(req).await,
                Err(origin) => {
                    refused.add(Cap::Origin);
                    refusal(StatusCode::FORBIDDEN, ServerError::ForeignOrigin(origin))
                }
            }
        }
    });
    // The client's files and other static answers: compressed when the browser accepts it.
    let files = Router::new()
        .route("/", get(|h: HeaderMap| page(h, "index.html")))
        .route("/t/{id}", get(|h: HeaderMap| page(h, "table.html")))
        .route("/replay/{id}", get(|h: HeaderMap| page(h, "replay.html")))
        .route(
            "/leaderboard",
            get(|h: HeaderMap| page(h, "leaderboard.html")),
        )
        .route(
            "/rules/{ruleset}",
            get(|h: HeaderMap| page(h, "rules.html")),
        )
        .route("/account", get(|h: HeaderMap| page(h, "account.html")))
        .route("/me", get(|h: HeaderMap| page(h, "me.html")))
        .route("/learn", get(|h: HeaderMap| page(h, "learn.html")))
        .route("/u/{name}", get(|h: HeaderMap| page(h, "profile.html")))
        .route("/static/{file}", get(static_file))
        // Browsers ask for it whatever the page links: the same icon, not a 404 in every log.
        .route(
            "/favicon.ico",
            get(|h: HeaderMap| static_file(h, Path("favicon.svg".to_string()))),
        )
        .route("/locales/{lang}/{file}", get(locale_file))
        .route("/api/meta", get(meta))
        .route("/api/data/{ruleset}", get(data))
        .layer(CompressionLayer::new());
    let routes = Router::new()
        .merge(files)
        .merge(crate::accounts::routes::router())
        .merge(crate::mail::routes::router())
        .route(
            "/api/tables",
            get(list_tables)
                .post(create_table)
                .layer(creation_limit!(&app)),
        )
        .route("/api/tutorials", get(crate::tutorials::list))
        .route(
            "/api/tutorials/{ruleset}",
            post(crate::tutorials::start).layer(creation_limit!(&app)),
        )
        .route("/api/tables/{id}", get(table_info))
        .route("/api/tables/{id}/join", post(join_table))
        .route("/api/tables/{id}/replay", get(replay_index))
        .route(
            "/api/tables/{id}/analysis",
            get(crate::analysis::api::get).post(crate::analysis::api::post),
        )
        .route("/api/tables/{id}/replay/{step}", get(replay_step))
        .route(
            "/api/leaderboard/{ruleset}",
            get(crate::ratings::api::leaderboard),
        )
        .route("/api/ratings/{player}", get(crate::ratings::api::player))
        .route("/ws/{id}", get(crate::ws::upgrade).route_layer(guard))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz));
    // Kept off the public address when it has a listener of its own.
    let routes = if app.limits.metrics_listen.is_none() {
        routes.route("/metrics", get(metrics))
    } else {
        routes
    };
    routes
        .fallback(|| async { refusal(StatusCode::NOT_FOUND, ServerError::NoPage) })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::Extension(lists))
        .with_state(app)
}

/// The router of the operator's own listener (`--metrics-listen`): `/metrics` and `/healthz`.
pub fn metrics_router(app: Arc<App>) -> Router {
    Router::new()
        .route("/metrics", get(metrics))
        .route("/healthz", get(healthz))
        .fallback(|| async { refusal(StatusCode::NOT_FOUND, ServerError::NoPage) })
        .with_state(app)
}

/// The sites whose pages may open a WebSocket here ([`crate::Limits::allowed_origins`]).
///
/// A browser names the page's site in `Origin` on every WebSocket upgrade; a page of another
/// site must not act with its visitor's credentials here (once sessions ride on cookies, they
/// would go along). Allowed: the listed origins (by default the addresses the server prints),
/// a page of the very host the request was sent to (its `Host`, whatever name or proxy it came
/// through), and requests with no `Origin` at all (programs: bots, the load tool, tests).
#[derive(Clone, Debug)]
pub struct Origins {
    allowed: Vec<String>,
}

impl Origins {
    /// The origins allowed for a server listening on `addr`: `list`, or by default
    /// `http://localhost:PORT` and `http://ADDR` (with `127.0.0.1` for an unspecified bind).
    pub fn new(list: Option<&[String]>, addr: SocketAddr) -> Origins {
        let allowed = match list {
            Some(list) => list.iter().map(|o| normal_origin(o)).collect(),
            None => {
                let port = addr.port();
                let mut v = vec![format!("http://localhost:{port}"), format!("http://{addr}")];
                if addr.ip().is_unspecified() {
                    v.push(format!("http://127.0.0.1:{port}"));
                    v.push(format!("http://[::1]:{port}"));
                }
                v
            }
        };
        Origins { allowed }
    }

    /// The origins allowed besides the request's own host.
    pub fn listed(&self) -> &[String] {
        &self.allowed
    }

    /// `Ok` when the request may be upgraded; else the foreign origin.
    pub fn check(&self, headers: &HeaderMap) -> Result<(), String> {
        let Some(origin) = headers.get(header::ORIGIN) else {
            return Ok(());
        };
        let origin = normal_origin(origin.to_str().unwrap_or("?"));
        if self.allowed.contains(&origin) {
            return Ok(());
        }
        let host = headers
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .map(|h| h.trim().to_ascii_lowercase());
        let origin_host = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"));
        match (host, origin_host) {
            (Some(h), Some(o)) if h == o => Ok(()),
            _ => Err(origin.chars().take(200).collect()),
        }
    }
}

/// An origin as compared: trimmed, lower case, without a trailing slash.
fn normal_origin(o: &str) -> String {
    o.trim().trim_end_matches('/').to_ascii_lowercase()
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

/// `GET /metrics`: Prometheus text (see [`crate::metrics`]), with the operator's token when
/// one is set (`Authorization: Bearer …`, compared in constant time).
async fn metrics(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    if let Some(token) = &app.limits.metrics_token {
        let given = headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .unwrap_or("");
        if !same_secret(given.trim(), token.expose()) {
            let mut r = refusal(StatusCode::UNAUTHORIZED, ServerError::MetricsToken);
            r.headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
            return r;
        }
    }
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

fn with_headers(content_type: &'static str, body: Cow<'static, str>) -> Response {
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
fn file_answer(
    request: &HeaderMap,
    content_type: &'static str,
    body: impl Into<Cow<'static, str>>,
) -> Response {
    let body = body.into();
    let etag = assets::etag(&body);
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

/// Most tables in one page of a lobby list.
pub const MAX_PAGE: usize = 100;
/// Tables in a page when the request does not say.
pub const DEFAULT_PAGE: usize = 50;

#[derive(Serialize, JsonSchema)]
pub(crate) struct Lobby {
    /// Listed tables with a seat free to join, newest first.
    open: Vec<Summary>,
    /// Listed tables being played (to watch), newest first.
    live: Vec<Summary>,
    /// Finished listed tables (to replay), newest first.
    finished: Vec<FinishedSummary>,
    /// Where each list goes on: the `after` of its next page, or none at its end.
    next: NextPages,
}

/// The cursor of each list's next page (`GET /api/tables?list=…&after=…`).
#[derive(Default, Serialize, JsonSchema)]
pub(crate) struct NextPages {
    open: Option<String>,
    live: Option<String>,
    finished: Option<String>,
}

/// `GET /api/tables`: `list` (`open`, `live` or `finished`: that list alone, from `after`),
/// `after` (a cursor from `next`), `limit` (1 to [`MAX_PAGE`]).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ListQuery {
    #[serde(default)]
    list: Option<String>,
    #[serde(default)]
    after: Option<String>,
    #[serde(default)]
    limit: Option<usize>,
}

/// A position in a list: the creation time and id of the last table shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Cursor {
    created_ms: i64,
    id: String,
}

impl Cursor {
    fn of(created_ms: i64, id: &TableId) -> Cursor {
        Cursor {
            created_ms,
            id: id.as_str().to_string(),
        }
    }

    /// Written `CREATED.ID`, as it travels in `next` and `after`.
    fn text(&self) -> String {
        format!("{}.{}", self.created_ms, self.id)
    }

    fn parse(s: &str) -> Option<Cursor> {
        // The id is whatever follows the time (an older table's id may hold any character).
        let (ms, id) = s.split_once('.')?;
        let ok = !id.is_empty() && id.len() <= 64;
        ok.then_some(Cursor {
            created_ms: ms.parse().ok()?,
            id: id.to_string(),
        })
    }

    /// Whether a table comes after this position, newest first and by id among equals.
    fn before(&self, created_ms: i64, id: &TableId) -> bool {
        created_ms < self.created_ms
            || (created_ms == self.created_ms && id.as_str() > self.id.as_str())
    }
}

/// One page of a list sorted newest first: the tables after `after`, at most `limit`, and the
/// cursor of the next page when there are more.
fn page_of(
    all: &[Summary],
    after: Option<&Cursor>,
    limit: usize,
) -> (Vec<Summary>, Option<String>) {
    let start = after.map_or(0, |c| {
        all.iter()
            .position(|s| c.before(s.created_ms, &s.id))
            .unwrap_or(all.len())
    });
    let page: Vec<Summary> = all[start..].iter().take(limit).cloned().collect();
    let more = all.len() > start + page.len();
    let next = page
        .last()
        .filter(|_| more)
        .map(|s| Cursor::of(s.created_ms, &s.id).text());
    (page, next)
}

/// The lobby's lists, shared by the requests of one server: the open and live tables as they
/// were when last built, the finished pages read, each kept for [`crate::Limits::list_cache`];
/// and each address's allowance of list requests.
#[derive(Default)]
pub struct Lists {
    rooms: tokio::sync::Mutex<Option<(Instant, Arc<Listed>)>>,
    finished: tokio::sync::Mutex<HashMap<PageKey, (Instant, Arc<FinishedPage>)>>,
    allowance: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

/// The open and live listed tables, newest first.
struct Listed {
    open: Vec<Summary>,
    live: Vec<Summary>,
}

type FinishedPage = (Vec<FinishedSummary>, Option<String>);
/// A page of a list: where it starts and how long it is.
type PageKey = (Option<Cursor>, usize);

/// Addresses remembered by the allowance before the full ones are forgotten.
const REMEMBERED: usize = 10_000;

impl Lists {
    /// Takes one list request of `ip` (by [`address_key`]): `Err(wait)` when its allowance
    /// (a burst, then one every `every`) is spent.
    fn take(&self, ip: IpAddr, burst: u32, every: Duration) -> Result<(), Duration> {
        let now = Instant::now();
        let burst = f64::from(burst.max(1));
        let every = every.as_secs_f64().max(1e-6);
        let refilled = |(tokens, at): (f64, Instant)| {
            (tokens + now.saturating_duration_since(at).as_secs_f64() / every).min(burst)
        };
        let mut a = self.allowance.lock().unwrap_or_else(|p| p.into_inner());
        if a.len() >= REMEMBERED {
            a.retain(|_, v| refilled(*v) < burst);
        }
        let entry = a.entry(address_key(ip)).or_insert((burst, now));
        let tokens = refilled(*entry);
        if tokens >= 1.0 {
            *entry = (tokens - 1.0, now);
            Ok(())
        } else {
            *entry = (tokens, now);
            Err(Duration::from_secs_f64((1.0 - tokens) * every))
        }
    }

    /// The open and live tables, built again when older than `fresh`.
    async fn listed(&self, app: &Arc<App>, fresh: Duration) -> Arc<Listed> {
        let mut kept = self.rooms.lock().await;
        if let Some((at, l)) = kept.as_ref()
            && at.elapsed() < fresh
        {
            return l.clone();
        }
        let l = Arc::new(build_listed(app).await);
        *kept = Some((Instant::now(), l.clone()));
        l
    }

    /// One page of the finished tables, read again when older than `fresh`.
    async fn finished(
        &self,
        app: &Arc<App>,
        after: Option<Cursor>,
        limit: usize,
        fresh: Duration,
    ) -> anyhow::Result<Arc<FinishedPage>> {
        let mut kept = self.finished.lock().await;
        let key = (after, limit);
        if let Some((at, p)) = kept.get(&key)
            && at.elapsed() < fresh
        {
            return Ok(p.clone());
        }
        let cursor = key.0.as_ref().map(|c| FinishedCursor {
            created_ms: c.created_ms,
            id: TableId::from(c.id.as_str()),
        });
        // One more than the page: whether there is a next one.
        let mut rows = app.store.finished_page(cursor, limit as u32 + 1).await?;
        let more = rows.len() > limit;
        rows.truncate(limit);
        let next = rows
            .last()
            .filter(|_| more)
            .map(|f| Cursor::of(f.created_ms, &f.id).text());
        let page = Arc::new((rows, next));
        kept.retain(|_, (at, _)| at.elapsed() < fresh);
        if kept.len() < REMEMBERED {
            kept.insert(key, (Instant::now(), page.clone()));
        }
        Ok(page)
    }
}

/// The listed unfinished tables in memory, newest first, less those whose game has not moved
/// for [`crate::Limits::listed_idle`] by the server's clock: public tables only
/// (`visibility`).
async fn build_listed(app: &Arc<App>) -> Listed {
    let now = app.clock.now_ms();
    let idle = i64::try_from(app.limits.listed_idle.as_millis()).unwrap_or(i64::MAX);
    let mut open = Vec::new();
    let mut live = Vec::new();
    for room in app.loaded_rooms() {
        let s = {
            let st = room.state.lock().await;
            if !Visibility::of(&st.rec).listed() || st.rec.finished {
                continue;
            }
            if now.saturating_sub(st.last_action_ms()) > idle {
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
    let newest_first = |a: &Summary, b: &Summary| {
        b.created_ms
            .cmp(&a.created_ms)
            .then_with(|| a.id.as_str().cmp(b.id.as_str()))
    };
    open.sort_by(newest_first);
    live.sort_by(newest_first);
    Listed { open, live }
}

/// Which lists a request asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Which {
    All,
    Open,
    Live,
    Finished,
}

async fn list_tables(
    State(app): State<Arc<App>>,
    axum::Extension(lists): axum::Extension<Arc<Lists>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    query: Result<Query<ListQuery>, QueryRejection>,
) -> Response {
    if let Err(wait) = lists.take(peer.ip(), app.limits.list_burst, app.limits.list_every) {
        app.metrics.refused_by.add(Cap::Lists);
        let seconds = wait.as_secs_f64().ceil().max(1.0) as u64;
        let mut r = refusal(
            StatusCode::TOO_MANY_REQUESTS,
            ServerError::TooManyLists(seconds),
        );
        if let Ok(v) = HeaderValue::from_str(&seconds.to_string()) {
            r.headers_mut().insert(header::RETRY_AFTER, v);
        }
        return r;
    }
    let bad = |d: &str| refusal(StatusCode::BAD_REQUEST, ServerError::BadListPage(d.into()));
    let Query(q) = match query {
        Ok(q) => q,
        Err(e) => return bad(&e.body_text()),
    };
    let limit = q.limit.unwrap_or(DEFAULT_PAGE);
    if !(1..=MAX_PAGE).contains(&limit) {
        return bad(&format!("`limit` must be 1 to {MAX_PAGE}"));
    }
    let which = match q.list.as_deref() {
        None => Which::All,
        Some("open") => Which::Open,
        Some("live") => Which::Live,
        Some("finished") => Which::Finished,
        Some(_) => return bad("`list` must be `open`, `live` or `finished`"),
    };
    let after = match (&q.after, which) {
        (None, _) => None,
        (Some(_), Which::All) => return bad("`after` needs `list`"),
        (Some(a), _) => match Cursor::parse(a) {
            Some(c) => Some(c),
            None => return bad("`after` is not a cursor from `next`"),
        },
    };
    let fresh = app.limits.list_cache;
    let mut lobby = Lobby {
        open: Vec::new(),
        live: Vec::new(),
        finished: Vec::new(),
        next: NextPages::default(),
    };
    if matches!(which, Which::All | Which::Open | Which::Live) {
        let listed = lists.listed(&app, fresh).await;
        if matches!(which, Which::All | Which::Open) {
            (lobby.open, lobby.next.open) = page_of(&listed.open, after.as_ref(), limit);
        }
        if matches!(which, Which::All | Which::Live) {
            (lobby.live, lobby.next.live) = page_of(&listed.live, after.as_ref(), limit);
        }
    }
    if matches!(which, Which::All | Which::Finished) {
        match lists.finished(&app, after, limit, fresh).await {
            Ok(page) => (lobby.finished, lobby.next.finished) = (*page).clone(),
            Err(e) => {
                return refusal(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    ServerError::Internal(e.to_string()),
                );
            }
        }
    }
    Json(lobby).into_response()
}

async fn create_table(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Result<Json<CreateTable>, JsonRejection>,
) -> Response {
    let Json(req) = match body {
        Ok(b) => b,
        Err(e) => return rejection(e),
    };
    let account = match signed_in_writer(&app, &headers).await {
        Ok(a) => a,
        Err(e) => return writer_refusal(e, StatusCode::BAD_REQUEST),
    };
    // A rated table is rated only when every person at it is an account: its creator first.
    if req.rated && account.is_none() {
        let e = crate::accounts::AccountError::NotSignedIn;
        return error(StatusCode::BAD_REQUEST, e.to_string(), e.message());
    }
    match lobby::create_as(&app, req, account).await {
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

/// The signed-in account a write comes from, if any: a session cookie counts only with this
/// site's `Origin` (a cross-site form cannot sit anyone down as them); without a cookie the
/// write is a guest's, as before accounts.
async fn signed_in_writer(
    app: &Arc<App>,
    headers: &HeaderMap,
) -> Result<Option<String>, crate::accounts::AccountError> {
    let Some((_, account)) =
        crate::accounts::signed_in(&*app.store, headers, lobby::now_ms()).await?
    else {
        return Ok(None);
    };
    app.accounts.check_origin(headers)?;
    Ok(Some(account.id))
}

/// A refused [`signed_in_writer`], answered with the refusal status of the request it came
/// with (`refused`), a failing store as itself.
fn writer_refusal(e: crate::accounts::AccountError, refused: StatusCode) -> Response {
    let status = match e.status() {
        StatusCode::INTERNAL_SERVER_ERROR => StatusCode::INTERNAL_SERVER_ERROR,
        _ => refused,
    };
    error(status, e.to_string(), e.message())
}

async fn join_table(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
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
    let account = match signed_in_writer(&app, &headers).await {
        Ok(a) => a,
        Err(e) => return writer_refusal(e, StatusCode::CONFLICT),
    };
    match room.join_as(&app, &body.name, account.as_deref()).await {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_back_what_it_wrote_whatever_the_id() {
        for id in ["k3x9ab2cde", "contract-12", "a.b"] {
            let c = Cursor::of(-5, &TableId::from(id));
            assert_eq!(Cursor::parse(&c.text()), Some(c));
        }
        for bad in ["", "12", "12.", "x.abc", &format!("1.{}", "a".repeat(65))] {
            assert_eq!(Cursor::parse(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn origins_default_to_the_printed_addresses_and_the_host_asked() {
        let o = Origins::new(None, "0.0.0.0:8080".parse().unwrap());
        let headers = |origin: &str, host: &str| {
            let mut h = HeaderMap::new();
            h.insert(header::ORIGIN, origin.parse().unwrap());
            h.insert(header::HOST, host.parse().unwrap());
            h
        };
        for ok in [
            "http://localhost:8080",
            "http://127.0.0.1:8080/",
            "http://0.0.0.0:8080",
        ] {
            assert_eq!(o.check(&headers(ok, "elsewhere")), Ok(()), "{ok}");
        }
        // A page of the very host asked, whatever its name (a proxy, a domain).
        assert_eq!(
            o.check(&headers("https://games.example", "games.example")),
            Ok(())
        );
        assert_eq!(
            o.check(&headers("https://evil.example", "games.example")),
            Err("https://evil.example".to_string())
        );
        assert_eq!(o.check(&HeaderMap::new()), Ok(()), "a program: no Origin");
        let listed = Origins::new(
            Some(&["https://Site.example/".into()]),
            "[::]:80".parse().unwrap(),
        );
        assert_eq!(listed.listed(), ["https://site.example"]);
        assert_eq!(listed.check(&headers("https://site.example", "x")), Ok(()));
        assert!(listed.check(&headers("http://localhost:80", "x")).is_err());
    }
}
