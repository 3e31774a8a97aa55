//! The errors a person can be shown that belong to no other module's type: the connection's
//! (WebSocket protocol) and the HTTP routes'. Every error the server sends carries its English
//! text (logs, API clients) and a catalogue message (`crates/words/locales/*/errors.ftl`) the
//! browser formats in the page's language; the other error types ([`SeatError`],
//! [`ActError`], [`PlanError`], [`ReplayError`], the engine's `RuleError` and `ConfigError`)
//! give theirs with a `message()` of their own.
//!
//! An error answered over HTTP has one shape ([`error`], [`refusal`]), here below both the
//! routes (`http`) and the WebSocket endpoint (`ws`), which refuses an upgrade the same way.
//!
//! [`SeatError`]: crate::room::SeatError
//! [`ActError`]: crate::room::ActError
//! [`PlanError`]: crate::lobby::PlanError
//! [`ReplayError`]: crate::replay::ReplayError

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use havenbaron_engine::{Arg, Message, Ruleset};

use crate::ids::TableId;

/// The body of every error answered over HTTP: `{"error": "…", "words": {"id": …, "args": …}}`.
#[derive(Clone, Debug, serde::Serialize, schemars::JsonSchema)]
pub struct ErrorBody {
    /// What went wrong, in English (logs, API clients).
    pub error: String,
    /// The same as a catalogue message (`errors.ftl`), for a client to put into words.
    pub words: Message,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ServerError {
    #[error("the first message must be a text `hello`")]
    HelloNotText,
    #[error("the first message must be `hello`")]
    HelloFirst,
    #[error("hello was already said on this connection")]
    HelloAgain,
    /// A client message that does not parse (serde's words).
    #[error("malformed message: {0}")]
    Malformed(String),
    #[error("binary messages are not understood")]
    Binary,
    #[error("spectators cannot act; open your seat's link to play")]
    SpectatorAct,
    #[error("spectators have no seat to name")]
    SpectatorName,
    #[error("this table has too many spectators; try again later")]
    TooManyConnections,
    #[error("this seat is open in too many windows; close one and try again")]
    TooManyForSeat,
    #[error("too many connections from your address; close some and try again")]
    TooManyFromAddress,
    #[error("too many tables created from your address; try again in {0} s")]
    TooManyTables(u64),
    /// Lobby lists read too often from one address (`crate::Limits::list_burst`).
    #[error("too many requests for the lists from your address; try again in {0} s")]
    TooManyLists(u64),
    /// The server holds as many connections as it takes (`crate::Limits::connection_cap`).
    #[error("the server is full; try again in a moment")]
    Busy,
    /// A WebSocket upgrade from a page of another site (`crate::Limits::allowed_origins`).
    #[error("connections from pages of `{0}` are not accepted here")]
    ForeignOrigin(String),
    /// A lobby page asked with a bad `list`, `after` or `limit` (the detail says which).
    #[error("bad list request: {0}")]
    BadListPage(String),
    /// `/metrics` asked without its token (`crate::Limits::metrics_token`).
    #[error("the metrics need the operator's token")]
    MetricsToken,
    #[error("no such page")]
    NoPage,
    #[error("no file `{0}`")]
    NoFile(String),
    #[error("no words `{lang}/{file}`")]
    NoWords { lang: String, file: String },
    #[error("there is no table `{0}`")]
    NoTable(TableId),
    #[error("unknown rule set `{0}`; available: {known}", known = known_rulesets())]
    NoRuleset(String),
    /// A request body that does not parse (axum's words).
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    Internal(String),
}

impl ServerError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        let text = |s: &str| Arg::Text(s.to_string());
        match self {
            ServerError::HelloNotText => Message::new("error-hello-text"),
            ServerError::HelloFirst => Message::new("error-hello-first"),
            ServerError::HelloAgain => Message::new("error-hello-again"),
            ServerError::Malformed(d) => {
                Message::new("error-malformed-message").arg("detail", text(d))
            }
            ServerError::Binary => Message::new("error-binary"),
            ServerError::SpectatorAct => Message::new("error-spectator-act"),
            ServerError::SpectatorName => Message::new("error-spectator-name"),
            ServerError::TooManyConnections => Message::new("error-too-many-connections"),
            ServerError::TooManyForSeat => Message::new("error-too-many-for-seat"),
            ServerError::TooManyFromAddress => Message::new("error-too-many-from-address"),
            ServerError::TooManyTables(s) => {
                Message::new("error-too-many-tables").num("seconds", *s as i64)
            }
            ServerError::TooManyLists(s) => {
                Message::new("error-too-many-lists").num("seconds", *s as i64)
            }
            ServerError::Busy => Message::new("error-server-full"),
            ServerError::ForeignOrigin(o) => {
                Message::new("error-foreign-origin").arg("origin", text(o))
            }
            ServerError::BadListPage(d) => {
                Message::new("error-bad-list-page").arg("detail", text(d))
            }
            ServerError::MetricsToken => Message::new("error-metrics-token"),
            ServerError::NoPage => Message::new("error-no-page"),
            ServerError::NoFile(f) => Message::new("error-no-file").arg("file", text(f)),
            ServerError::NoWords { lang, file } => Message::new("error-no-words")
                .arg("lang", text(lang))
                .arg("file", text(file)),
            ServerError::NoTable(id) => {
                Message::new("error-no-table").arg("table", text(id.as_str()))
            }
            ServerError::NoRuleset(r) => Message::new("error-unknown-ruleset")
                .arg("ruleset", text(r))
                .arg("known", text(&known_rulesets())),
            ServerError::BadRequest(d) => Message::new("error-bad-request").arg("detail", text(d)),
            ServerError::Internal(d) => Message::new("error-internal").arg("detail", text(d)),
        }
    }
}

/// The rule sets a table can be created for, by id, for the errors that name an unknown one.
pub fn known_rulesets() -> String {
    Ruleset::ALL.map(Ruleset::id).join(", ")
}

/// An error answer: `{"error": "…", "words": {"id": …, "args": …}}`, the English text for API
/// clients and logs, the catalogue message (`errors.ftl`) for the page to put into words.
pub fn error(status: StatusCode, message: impl Into<String>, words: Message) -> Response {
    (
        status,
        Json(ErrorBody {
            error: message.into(),
            words,
        }),
    )
        .into_response()
}

/// One of the routes' own errors as an answer.
pub fn refusal(status: StatusCode, e: ServerError) -> Response {
    error(status, e.to_string(), e.message())
}

/// A stored table that cannot be opened: one made under another rules revision is gone for
/// good (410, with the reason in words); anything else is an internal error.
pub fn room_refusal(e: anyhow::Error) -> Response {
    match e.downcast_ref::<havenbaron_engine::ConfigError>() {
        Some(old @ havenbaron_engine::ConfigError::Revision { .. }) => {
            error(StatusCode::GONE, old.to_string(), old.message())
        }
        _ => refusal(
            StatusCode::INTERNAL_SERVER_ERROR,
            ServerError::Internal(format!("{e:#}")),
        ),
    }
}

#[cfg(test)]
mod tests;
