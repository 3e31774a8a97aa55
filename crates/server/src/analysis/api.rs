//! The analysis endpoints: `POST /api/tables/{id}/analysis` asks for a finished game's
//! analysis, `GET /api/tables/{id}/analysis` shows where it stands and, once done, the report.
//!
//! Asking is for the game's players only: whoever shows one of its human seats' tokens, or a
//! signed-in account holding one of its seats (`crate::accounts`). Requests are bounded per
//! player and in all ([`crate::Limits`]); a refusal changes nothing and says why in the
//! player's language (catalogue part `analysis_web`). Reading follows the replay's rule
//! (`crate::visibility`): a private game's analysis opens only with one of its secrets, and is
//! otherwise answered exactly as a table that does not exist. The game is over, so the report
//! shows what its replay shows to everyone: every decision with what each seat knew then.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use havenbaron_engine::{Arg, Message};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::errors::{ServerError, error, refusal};
use crate::ids::{TableId, same_secret};
use crate::storage::{AnalysisRecord, AnalysisStatus, Bounds, Requested, SeatKind, TableRecord};
use crate::visibility::{Viewer, Visibility};

/// The seed every analysis is made with: one seed, so that a game has one report.
pub const SEED: u64 = 1;
/// How long a full queue asks a client to wait before asking again.
const RETRY_AFTER_S: u32 = 60;

/// Why a request for an analysis is refused.
#[derive(Debug, thiserror::Error)]
pub enum RequestError {
    /// No such table, or a private one the requester shows no secret of (the same answer).
    #[error("there is no replay of a table `{0}` to show you")]
    NotFound(TableId),
    #[error("the game is not finished yet; it can be analysed when it ends")]
    Unfinished,
    #[error("only someone who played this game can ask for its analysis")]
    NotPlayer,
    #[error("you have {0} analyses waiting already; ask again when one is done")]
    PlayerLimit(u32),
    #[error("the analysis queue is full; ask again in a few minutes")]
    QueueFull,
    #[error("{0}")]
    Internal(String),
}

impl RequestError {
    /// The catalogue message.
    pub fn message(&self) -> Message {
        match self {
            RequestError::NotFound(id) => {
                Message::new("error-no-replay").arg("table", Arg::Text(id.as_str().to_string()))
            }
            RequestError::Unfinished => Message::new("error-analysis-unfinished"),
            RequestError::NotPlayer => Message::new("error-analysis-not-player"),
            RequestError::PlayerLimit(n) => {
                Message::new("error-analysis-player-limit").num("limit", i64::from(*n))
            }
            RequestError::QueueFull => Message::new("error-analysis-queue-full"),
            RequestError::Internal(detail) => {
                Message::new("error-internal").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            RequestError::NotFound(_) => StatusCode::NOT_FOUND,
            RequestError::Unfinished => StatusCode::CONFLICT,
            RequestError::NotPlayer => StatusCode::FORBIDDEN,
            RequestError::PlayerLimit(_) => StatusCode::TOO_MANY_REQUESTS,
            RequestError::QueueFull => StatusCode::SERVICE_UNAVAILABLE,
            RequestError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn answer(self) -> Response {
        let status = self.status();
        let full = matches!(self, RequestError::QueueFull);
        let mut r = error(status, self.to_string(), self.message());
        if full {
            r.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_S));
        }
        r
    }
}

fn internal(e: anyhow::Error) -> RequestError {
    RequestError::Internal(format!("{e:#}"))
}

/// The body of `POST /api/tables/{id}/analysis`.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnalysisRequest {
    /// A seat token of the table (a guest's proof of playing it); without one, the signed-in
    /// account's seats count.
    #[serde(default)]
    pub token: Option<String>,
}

/// `GET /api/tables/{id}/analysis` (and the answer to a request): where a table's analysis
/// stands.
#[derive(Serialize, JsonSchema)]
pub struct AnalysisState {
    pub table: TableId,
    /// `none` before anyone asked.
    pub status: String,
    /// Steps done of `total` (decisions and chance events).
    pub done: u64,
    pub total: u64,
    /// The method and bots version that made it, its budget per decision and its seed.
    pub method: Option<String>,
    pub bots_version: Option<String>,
    pub budget: Option<u32>,
    pub seed: Option<u64>,
    pub requested_ms: Option<i64>,
    pub finished_ms: Option<i64>,
    /// Why it failed, in English.
    pub error: Option<String>,
    /// The report (`docs/ANALYSIS.md`: decisions, win shares, costs, labels, accuracy, luck,
    /// skill), once done.
    #[schemars(with = "Option<serde_json::Map<String, serde_json::Value>>")]
    pub report: Option<serde_json::Value>,
    /// The replay step after each of the game's standing actions (the report's `index`), so
    /// that a page jumps to a decision even when the log holds undos; empty before the report.
    pub steps: Vec<u64>,
    /// Each analysed decision's two actions in words (catalogue messages from the game as it
    /// stood), so that a page says "you chose X, the bot prefers Y" in its language.
    pub words: Vec<DecisionWords>,
}

/// The words of one analysed decision.
#[derive(Serialize, JsonSchema)]
pub struct DecisionWords {
    /// The decision's place in the game's actions (the report's `index`).
    pub index: usize,
    pub taken: Message,
    pub best: Message,
}

/// The words of every analysed decision of `report`, replaying the game's standing actions.
fn decision_words(
    app: &App,
    rec: &TableRecord,
    log: &[crate::storage::ActionRecord],
    report: &str,
) -> Vec<DecisionWords> {
    let Ok(report) = serde_json::from_str::<havenbaron_bots::analysis::Report>(report) else {
        return Vec::new();
    };
    let Ok(mut game) = havenbaron_engine::Game::with_data(&rec.config, &app.data) else {
        return Vec::new();
    };
    let mut decisions = report.decisions.iter().peekable();
    let mut out = Vec::with_capacity(report.decisions.len());
    for (index, (seat, action)) in super::standing(log).into_iter().enumerate() {
        while let Some(d) = decisions.next_if(|d| d.index <= index) {
            if d.index == index {
                out.push(DecisionWords {
                    index,
                    taken: game.describe(&d.taken),
                    best: game.describe(&d.best),
                });
            }
        }
        if game.apply(seat, &action).is_err() {
            break;
        }
    }
    out
}

impl AnalysisState {
    fn none(table: TableId) -> AnalysisState {
        AnalysisState {
            table,
            status: "none".into(),
            done: 0,
            total: 0,
            method: None,
            bots_version: None,
            budget: None,
            seed: None,
            requested_ms: None,
            finished_ms: None,
            error: None,
            report: None,
            steps: Vec::new(),
            words: Vec::new(),
        }
    }

    fn of(r: AnalysisRecord) -> AnalysisState {
        AnalysisState {
            status: r.status.as_str().to_string(),
            done: r.done,
            total: r.total,
            method: Some(r.method),
            bots_version: Some(r.bots_version),
            budget: Some(r.budget),
            seed: Some(r.seed),
            requested_ms: Some(r.requested_ms),
            finished_ms: r.finished_ms,
            error: r.error,
            report: r.report.and_then(|t| serde_json::from_str(&t).ok()),
            table: r.table,
            steps: Vec::new(),
            words: Vec::new(),
        }
    }
}

/// Who asks, as a player of `rec`: `seat:TABLE:N` for a seat token, `account:ID` for a
/// signed-in account holding a seat; `None` for anyone else.
async fn player(
    app: &App,
    rec: &TableRecord,
    token: Option<&str>,
    headers: &HeaderMap,
) -> anyhow::Result<Option<String>> {
    if let Some(token) = token {
        // Every seat is compared, so the time taken does not tell which came close.
        let seat = rec.seats.iter().fold(None, |found, s| {
            let hit = s.kind == SeatKind::Human
                && s.token
                    .as_ref()
                    .is_some_and(|t| same_secret(t.expose(), token));
            if hit { Some(s.seat) } else { found }
        });
        if let Some(seat) = seat {
            return Ok(Some(format!("seat:{}:{seat}", rec.id)));
        }
    }
    let Some((_, account)) =
        crate::accounts::signed_in(&*app.store, headers, app.clock.now_ms()).await?
    else {
        return Ok(None);
    };
    let links = app.store.table_accounts(rec.id.clone()).await?;
    let holds = crate::accounts::games::current_links(rec, &links)
        .iter()
        .any(|l| l.account_id == account.id);
    Ok(holds.then(|| format!("account:{}", account.id)))
}

/// Admits a request for the analysis of table `id`; the state it leaves.
pub async fn request(
    app: &Arc<App>,
    id: &TableId,
    token: Option<&str>,
    headers: &HeaderMap,
) -> Result<(bool, AnalysisState), RequestError> {
    if id.as_str().len() > 64 {
        return Err(RequestError::NotFound(id.clone()));
    }
    let (rec, _) = app
        .store
        .load_table(id.clone())
        .await
        .map_err(internal)?
        .ok_or_else(|| RequestError::NotFound(id.clone()))?;
    let Some(by) = player(app, &rec, token, headers).await.map_err(internal)? else {
        // A private game's existence is not told to someone who shows none of its secrets.
        return Err(if Visibility::of(&rec).listed() {
            RequestError::NotPlayer
        } else {
            RequestError::NotFound(id.clone())
        });
    };
    if !rec.finished {
        return Err(RequestError::Unfinished);
    }
    let limits = &app.limits;
    let asked = AnalysisRecord {
        table: id.clone(),
        status: AnalysisStatus::Pending,
        done: 0,
        total: 0,
        report: None,
        error: None,
        method: havenbaron_bots::analysis::METHOD.to_string(),
        bots_version: havenbaron_bots::analysis::BOTS_VERSION.to_string(),
        budget: limits.analysis_budget.max(2),
        seed: SEED,
        requested_by: by,
        requested_ms: app.clock.now_ms(),
        finished_ms: None,
    };
    let bounds = Bounds {
        per_player: limits.analysis_per_player,
        queue: limits.analysis_queue,
    };
    let admitted = match app
        .store
        .request_analysis(asked, bounds)
        .await
        .map_err(internal)?
    {
        Requested::Admitted => true,
        Requested::Exists(_) => false,
        Requested::PlayerLimit => return Err(RequestError::PlayerLimit(bounds.per_player)),
        Requested::QueueFull => return Err(RequestError::QueueFull),
    };
    if admitted {
        app.scheduler
            .enqueue(app, super::KIND, id.to_string(), app.clock.now_ms())
            .await
            .map_err(internal)?;
    }
    let state = app.store.analysis(id.clone()).await.map_err(internal)?;
    Ok((
        admitted,
        state.map_or_else(|| AnalysisState::none(id.clone()), AnalysisState::of),
    ))
}

/// `POST /api/tables/{id}/analysis`: 202 when admitted, 200 with the state when it was asked
/// for already.
pub async fn post(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    headers: HeaderMap,
    body: Result<Json<AnalysisRequest>, JsonRejection>,
) -> Response {
    let token = match body {
        Ok(Json(b)) => b.token,
        Err(e) => return refusal(e.status(), ServerError::BadRequest(e.body_text())),
    };
    match request(&app, &id, token.as_deref(), &headers).await {
        Ok((true, s)) => (StatusCode::ACCEPTED, Json(s)).into_response(),
        Ok((false, s)) => Json(s).into_response(),
        Err(e) => e.answer(),
    }
}

/// `?key=…`: a private game's secret, as its replay link carries it.
#[derive(Deserialize)]
pub struct KeyQuery {
    #[serde(default)]
    key: Option<String>,
}

/// `GET /api/tables/{id}/analysis`: the replay's visibility, then the state.
pub async fn get(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    Query(q): Query<KeyQuery>,
) -> Response {
    let viewer = Viewer::with_key(q.key.as_deref());
    let answer = async {
        if id.as_str().len() > 64 {
            return Err(RequestError::NotFound(id.clone()));
        }
        let (rec, log) = app
            .store
            .load_table(id.clone())
            .await
            .map_err(internal)?
            .ok_or_else(|| RequestError::NotFound(id.clone()))?;
        if !Visibility::of(&rec).may_see(&viewer) {
            return Err(RequestError::NotFound(id.clone()));
        }
        if !rec.finished {
            return Err(RequestError::Unfinished);
        }
        let stored = app.store.analysis(id.clone()).await.map_err(internal)?;
        let words = stored
            .as_ref()
            .and_then(|s| s.report.as_deref())
            .map(|r| decision_words(&app, &rec, &log, r));
        let state = stored;
        let mut state = state.map_or_else(|| AnalysisState::none(id.clone()), AnalysisState::of);
        if state.report.is_some() {
            state.steps = super::standing_steps(&log);
            state.words = words.unwrap_or_default();
        }
        Ok(state)
    };
    match answer.await {
        Ok(s) => Json(s).into_response(),
        Err(e) => e.answer(),
    }
}
