//! The e-mail settings over HTTP: the signed-in account's address and the notices it asks
//! for (`/api/account/mail`), and the two links a letter carries, which work without signing
//! in: the confirmation of an address and the unsubscribe link (`/api/mail/…`, posted by the
//! account page that the links open, so that a mail scanner fetching a link changes nothing).

use std::sync::Arc;

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use havenbaron_engine::{Arg, Message};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{CONFIRM_LIFE, Letter, MAIL};
use crate::App;
use crate::accounts::secrets::{hash_secret, is_secret_shaped, random_secret};
use crate::accounts::{AccountError, signed_in};
use crate::lobby::now_ms;
use crate::storage::MailPrefs;

/// The longest address accepted (RFC 5321's limit on a path).
const MAX_ADDRESS: usize = 254;

/// The routes, for the server's router.
pub fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/api/account/mail", post(set_mail).get(get_mail))
        .route("/api/mail/confirm", post(confirm))
        .route("/api/mail/unsubscribe", post(unsubscribe))
        .route("/api/mail/one-click", post(one_click))
}

/// Why a mail request is refused.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    #[error("{0}")]
    Account(#[from] AccountError),
    #[error("e-mail is off on this server")]
    Off,
    #[error("`{0}` is not an e-mail address")]
    Address(String),
    #[error("this link is not valid (used already, expired, or mistyped)")]
    Link,
}

impl MailError {
    pub fn message(&self) -> Message {
        match self {
            MailError::Account(e) => e.message(),
            MailError::Off => Message::new("mail-error-off"),
            MailError::Address(a) => {
                Message::new("mail-error-address").arg("address", Arg::Text(a.clone()))
            }
            MailError::Link => Message::new("mail-error-link"),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            MailError::Account(e) => e.status(),
            MailError::Off => StatusCode::CONFLICT,
            MailError::Address(_) | MailError::Link => StatusCode::BAD_REQUEST,
        }
    }
}

impl From<anyhow::Error> for MailError {
    fn from(e: anyhow::Error) -> Self {
        MailError::Account(AccountError::from(e))
    }
}

impl IntoResponse for MailError {
    fn into_response(self) -> Response {
        crate::errors::error(self.status(), self.to_string(), self.message())
    }
}

/// The account's e-mail settings.
#[derive(Serialize, JsonSchema)]
pub struct MailSettings {
    /// Whether this server sends e-mail at all (it has SMTP settings).
    pub enabled: bool,
    /// The address given, if any.
    pub address: Option<String>,
    /// Whether the address is confirmed (nothing but the confirmation goes to it before).
    pub confirmed: bool,
    /// Tell me when it is my turn in a turn-based game.
    pub your_turn: bool,
    /// Tell me when a game of mine ended.
    pub game_ended: bool,
}

/// New e-mail settings: an address (a different one is confirmed again; empty: forget it),
/// the notices asked for, and the page's language (the letters').
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MailBody {
    pub address: String,
    pub lang: String,
    pub your_turn: bool,
    pub game_ended: bool,
}

/// A link's token (from a letter).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    pub token: String,
}

/// What a link did.
#[derive(Serialize, JsonSchema)]
pub struct LinkDone {
    pub done: bool,
}

async fn settings(app: &App, account_id: String) -> anyhow::Result<MailSettings> {
    let m = app.store.mail(account_id).await?;
    Ok(MailSettings {
        enabled: app.mail.enabled(),
        address: m.as_ref().map(|m| m.address.clone()),
        confirmed: m.as_ref().is_some_and(|m| m.confirmed_ms.is_some()),
        your_turn: m.as_ref().is_some_and(|m| m.prefs.your_turn),
        game_ended: m.as_ref().is_some_and(|m| m.prefs.game_ended),
    })
}

async fn get_mail(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let r = async {
        let (_, account) = signed_in(&*app.store, &headers, now_ms())
            .await?
            .ok_or(AccountError::NotSignedIn)?;
        Ok::<_, MailError>(Json(settings(&app, account.id).await?))
    };
    r.await.into_response()
}

/// A request's JSON body, or the refusal every account write gives a body that is not the
/// expected JSON (400 with the reason, in the error body: never axum's plain-text 422).
fn json_body<T>(b: Result<Json<T>, JsonRejection>) -> Result<T, MailError> {
    b.map(|Json(v)| v)
        .map_err(|e| MailError::Account(AccountError::Bad(e.body_text())))
}

/// Whether `a` looks like an address a letter can go to (the SMTP server has the last word).
fn address_ok(a: &str) -> bool {
    a.len() <= MAX_ADDRESS
        && !a.chars().any(|c| c.is_whitespace() || c.is_control())
        && a.parse::<lettre::Address>().is_ok()
}

async fn set_mail(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    body: Result<Json<MailBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let body = json_body(body)?;
        let (_, account) = signed_in(&*app.store, &headers, now_ms())
            .await?
            .ok_or(AccountError::NotSignedIn)?;
        let address = body.address.trim().to_string();
        if address.is_empty() {
            app.store.forget_mail(account.id.clone()).await?;
            return Ok(Json(settings(&app, account.id).await?));
        }
        if !app.mail.enabled() {
            return Err(MailError::Off);
        }
        if !address_ok(&address) {
            return Err(MailError::Address(address));
        }
        let lang = havenbaron_words::LANGS
            .iter()
            .find(|l| **l == body.lang)
            .unwrap_or(&havenbaron_words::LANGS[0])
            .to_string();
        let prefs = MailPrefs {
            your_turn: body.your_turn,
            game_ended: body.game_ended,
            invites: false,
        };
        let old = app.store.mail(account.id.clone()).await?;
        if old.as_ref().is_some_and(|m| m.address == address) {
            app.store
                .set_mail_prefs(account.id.clone(), prefs, Some(lang))
                .await?;
        } else {
            // A new address: confirmed by a link in a first letter, before anything else goes.
            let token = random_secret();
            let now = app.clock.now_ms();
            app.store
                .set_mail_address(
                    account.id.clone(),
                    address,
                    lang,
                    hash_secret(&token),
                    prefs,
                    now,
                )
                .await?;
            let letter = Letter::Confirm {
                account: account.id.clone(),
                token,
            };
            app.scheduler
                .enqueue(&app, MAIL, letter.subject(), now)
                .await?;
        }
        Ok(Json(settings(&app, account.id).await?))
    };
    r.await.into_response()
}

async fn confirm(
    State(app): State<Arc<App>>,
    body: Result<Json<TokenBody>, JsonRejection>,
) -> Response {
    let r = async {
        let body = json_body(body)?;
        if !is_secret_shaped(&body.token) {
            return Err(MailError::Link);
        }
        let now = app.clock.now_ms();
        app.store
            .confirm_mail(
                hash_secret(&body.token),
                now - CONFIRM_LIFE.as_millis() as i64,
                now,
            )
            .await?
            .ok_or(MailError::Link)?;
        Ok(Json(LinkDone { done: true }))
    };
    r.await.into_response()
}

async fn unsubscribe(
    State(app): State<Arc<App>>,
    body: Result<Json<TokenBody>, JsonRejection>,
) -> Response {
    let r = async { turn_off(&app, &json_body(body)?.token).await };
    r.await.into_response()
}

/// `POST /api/mail/one-click?token=…` (RFC 8058): a mail program's unsubscribe button, named
/// by a notice's `List-Unsubscribe` header. The program posts only
/// `List-Unsubscribe=One-Click`, so the token is in the address.
async fn one_click(
    State(app): State<Arc<App>>,
    query: Result<Query<TokenBody>, QueryRejection>,
) -> Response {
    let r = async {
        let token = query
            .map(|Query(q)| q.token)
            .map_err(|e| MailError::Account(AccountError::Bad(e.body_text())))?;
        turn_off(&app, &token).await
    };
    r.await.into_response()
}

/// Turns every notice of a token's account off.
async fn turn_off(app: &Arc<App>, token: &str) -> Result<Json<LinkDone>, MailError> {
    let account = app
        .mail
        .check_token(app, token)
        .await?
        .ok_or(MailError::Link)?;
    let done = app
        .store
        .set_mail_prefs(account, MailPrefs::default(), None)
        .await?;
    Ok(Json(LinkDone { done }))
}
