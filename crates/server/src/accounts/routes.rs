//! The accounts' HTTP API (`/api/account…`, `/api/users/{name}`, `/api/tables/{id}/accounts`),
//! each route described in the OpenAPI document (`crate::schema`). Every write checks the
//! request's `Origin` first ([`super::Accounts::check_origin`]) and, refused, writes nothing.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use webauthn_rs::prelude::{
    Passkey, PasskeyAuthentication, PasskeyRegistration, PublicKeyCredential,
    RegisterPublicKeyCredential, Uuid,
};

use super::names::{check_name, name_skeleton};
use super::secrets::{self, hash_secret};
use super::{AccountError, CEREMONY_LIFE, MAX_PASSWORD, MIN_PASSWORD, SESSION_LIFE, games};
use crate::App;
use crate::ids::{SeatToken, TableId};
use crate::lobby::now_ms;
use crate::storage::{
    AccountRecord, Ceremony, NewAccount, PasskeyRecord, SeatLink, SessionRecord, Taken,
};

/// Seats handed over at most in one request.
const MAX_SEATS: usize = 64;

/// The accounts' routes, for the server's router (which gives them its state).
pub fn router() -> Router<Arc<App>> {
    Router::new()
        .route("/api/account", get(account))
        .route("/api/account/signup", post(password_sign_up))
        .route("/api/account/signin", post(password_sign_in))
        .route("/api/account/recover", post(recover))
        .route("/api/account/passkey/signup", post(passkey_sign_up_start))
        .route(
            "/api/account/passkey/signup/finish",
            post(passkey_sign_up_finish),
        )
        .route("/api/account/passkey/signin", post(passkey_sign_in_start))
        .route(
            "/api/account/passkey/signin/finish",
            post(passkey_sign_in_finish),
        )
        .route("/api/account/passkey/add", post(passkey_add_start))
        .route("/api/account/passkey/add/finish", post(passkey_add_finish))
        .route("/api/account/signout", post(sign_out))
        .route("/api/account/signout-everywhere", post(sign_out_everywhere))
        .route("/api/account/delete", post(delete))
        .route("/api/account/seats", post(attach))
        .route("/api/account/games", get(games::my_games))
        .route("/api/users/{name}", get(games::profile))
        .route("/api/tables/{id}/accounts", get(games::table_accounts))
}

/// A seat the browser holds: its table and the token of its link.
#[derive(Clone, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HeldSeat {
    pub table: TableId,
    pub token: SeatToken,
}

/// A name and a password, and the seats this browser holds (attached once signed in).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordBody {
    pub name: String,
    pub password: String,
    #[serde(default)]
    pub seats: Vec<HeldSeat>,
}

/// A recovery code opens the account once; with `password`, it also sets a new password.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecoverBody {
    pub name: String,
    pub code: String,
    #[serde(default)]
    pub password: Option<String>,
    #[serde(default)]
    pub seats: Vec<HeldSeat>,
}

/// The name a passkey ceremony is for.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NameBody {
    pub name: String,
}

/// An empty request body (`{}`).
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EmptyBody {}

/// The browser's answer to a passkey ceremony (`credential`: the `PublicKeyCredential`, its
/// binary fields in base64url), with the ceremony it answers.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PasskeyFinishBody {
    pub ceremony: String,
    #[schemars(with = "serde_json::Map<String, serde_json::Value>")]
    pub credential: serde_json::Value,
    #[serde(default)]
    pub seats: Vec<HeldSeat>,
}

/// Seats to attach to the signed-in account.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatsBody {
    pub seats: Vec<HeldSeat>,
}

/// Deleting an account: its name typed again.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DeleteBody {
    pub name: String,
}

/// The signed-in account.
#[derive(Serialize, JsonSchema)]
pub struct AccountInfo {
    pub id: String,
    pub name: String,
    pub created_ms: i64,
    /// Passkeys registered.
    pub passkeys: u32,
    /// Whether a password opens it too.
    pub password: bool,
}

/// A sign-up or sign-in that worked (the session cookie is set).
#[derive(Serialize, JsonSchema)]
pub struct SignedIn {
    pub account: AccountInfo,
    /// Seats of this browser attached to the account.
    pub attached: u32,
    /// At sign-up only: the recovery codes, shown this once.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub recovery_codes: Vec<String>,
}

/// The first half of a passkey ceremony: `options` go to `navigator.credentials.create` or
/// `.get` (as `publicKey`, binary fields in base64url); `ceremony` comes back with the answer.
#[derive(Serialize, JsonSchema)]
pub struct Challenge {
    pub ceremony: String,
    #[schemars(with = "serde_json::Map<String, serde_json::Value>")]
    pub options: serde_json::Value,
}

/// Sessions ended.
#[derive(Serialize, JsonSchema)]
pub struct Ended {
    pub sessions: u64,
}

/// Seats attached, and the tables whose seat token opened nothing (not attached).
#[derive(Serialize, JsonSchema)]
pub struct Attached {
    pub attached: u32,
    pub refused: Vec<TableId>,
}

fn body<T>(b: Result<Json<T>, JsonRejection>) -> Result<T, AccountError> {
    b.map(|Json(v)| v)
        .map_err(|e| AccountError::Bad(e.body_text()))
}

/// The signed-in account of a request, or [`AccountError::NotSignedIn`].
async fn me(
    app: &App,
    headers: &HeaderMap,
) -> Result<(SessionRecord, AccountRecord), AccountError> {
    super::signed_in(&*app.store, headers, now_ms())
        .await?
        .ok_or(AccountError::NotSignedIn)
}

async fn info(app: &App, a: &AccountRecord) -> Result<AccountInfo, AccountError> {
    let passkeys = app.store.passkeys(a.id.clone()).await?.len() as u32;
    let password = app.store.password_hash(a.id.clone()).await?.is_some();
    Ok(AccountInfo {
        id: a.id.clone(),
        name: a.name.clone(),
        created_ms: a.created_ms,
        passkeys,
        password,
    })
}

/// `GET /api/account`.
async fn account(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let r = async {
        let (_, a) = me(&app, &headers).await?;
        Ok::<_, AccountError>(Json(info(&app, &a).await?))
    };
    r.await.into_response()
}

fn check_password(p: &str) -> Result<(), AccountError> {
    let n = p.chars().count();
    if n < MIN_PASSWORD {
        return Err(AccountError::PasswordShort);
    }
    if n > MAX_PASSWORD {
        return Err(AccountError::PasswordLong);
    }
    Ok(())
}

/// Refuses a name that is taken, saying whether it is the same name or a look-alike.
async fn name_free(app: &App, name: &str, skeleton: &str) -> Result<(), AccountError> {
    match app.store.account_by_skeleton(skeleton.to_string()).await? {
        Some(other) if other.name.to_lowercase() == name.to_lowercase() => {
            Err(AccountError::NameTaken(other.name))
        }
        Some(other) => Err(AccountError::NameConfusable(other.name)),
        None => Ok(()),
    }
}

fn new_session(account: &str) -> (String, SessionRecord) {
    let secret = secrets::random_secret();
    let now = now_ms();
    let record = SessionRecord {
        id_hash: hash_secret(&secret),
        account_id: account.to_string(),
        created_ms: now,
        seen_ms: now,
        expires_ms: now + SESSION_LIFE.as_millis() as i64,
    };
    (secret, record)
}

/// Links the seats whose tokens open a seat of their table to `account`.
pub async fn attach_seats(
    app: &Arc<App>,
    account: &str,
    seats: &[HeldSeat],
) -> Result<Attached, AccountError> {
    let mut attached = 0;
    let mut refused = Vec::new();
    for held in seats.iter().take(MAX_SEATS) {
        let room = match app.room(&held.table).await {
            Ok(Some(r)) => r,
            _ => {
                refused.push(held.table.clone());
                continue;
            }
        };
        match room.who(app, Some(&held.token), None).await {
            Ok((Some(seat), _)) => {
                app.store
                    .attach_seat(SeatLink {
                        table: held.table.clone(),
                        seat,
                        account_id: account.to_string(),
                        account_name: String::new(),
                        token_hash: hash_secret(held.token.expose()),
                        attached_ms: now_ms(),
                    })
                    .await?;
                attached += 1;
            }
            _ => refused.push(held.table.clone()),
        }
    }
    Ok(Attached { attached, refused })
}

/// The answer to a sign-up or sign-in: the session cookie, the account, the seats attached.
async fn signed_in_answer(
    app: &Arc<App>,
    account: &AccountRecord,
    secret: &str,
    seats: &[HeldSeat],
    recovery_codes: Vec<String>,
    status: StatusCode,
) -> Result<Response, AccountError> {
    let attached = attach_seats(app, &account.id, seats).await?;
    let body = SignedIn {
        account: info(app, account).await?,
        attached: attached.attached,
        recovery_codes,
    };
    let mut r = (status, Json(body)).into_response();
    r.headers_mut()
        .insert(header::SET_COOKIE, app.accounts.cookie(secret));
    Ok(r)
}

/// Opens a session for an account that proved who it is (password, passkey or recovery
/// code), and answers as signed in.
async fn sign_in(
    app: &Arc<App>,
    account: &AccountRecord,
    seats: &[HeldSeat],
) -> Result<Response, AccountError> {
    let (secret, session) = new_session(&account.id);
    app.store.create_session(session).await?;
    signed_in_answer(app, account, &secret, seats, Vec::new(), StatusCode::OK).await
}

/// Stores a new account with its first way in, and answers as signed in.
async fn create(
    app: &Arc<App>,
    account: AccountRecord,
    skeleton: String,
    password_hash: Option<String>,
    passkey: Option<PasskeyRecord>,
    seats: &[HeldSeat],
) -> Result<Response, AccountError> {
    let codes = secrets::recovery_codes();
    let (secret, session) = new_session(&account.id);
    let new = NewAccount {
        account: account.clone(),
        skeleton,
        password_hash,
        passkey,
        recovery_hashes: codes
            .iter()
            .map(|c| secrets::hash_recovery_code(c))
            .collect(),
        session,
    };
    match app.store.create_account(new).await? {
        Ok(()) => {}
        Err(Taken::Name) => return Err(AccountError::NameTaken(account.name)),
        Err(Taken::Passkey) => return Err(AccountError::PasskeyTaken),
    }
    signed_in_answer(app, &account, &secret, seats, codes, StatusCode::CREATED).await
}

fn new_account(name: String, id: Uuid) -> AccountRecord {
    AccountRecord {
        id: id.simple().to_string(),
        name,
        created_ms: now_ms(),
        deleted_ms: None,
    }
}

fn fresh_uuid() -> Uuid {
    Uuid::from_u128(rand::random::<u128>())
}

/// `POST /api/account/signup`: a new account with a password.
async fn password_sign_up(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<PasswordBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let (name, skeleton) = check_name(&b.name)?;
        check_password(&b.password)?;
        name_free(&app, &name, &skeleton).await?;
        let password = b.password.clone();
        let hash = tokio::task::spawn_blocking(move || secrets::hash_password(&password))
            .await
            .map_err(|e| AccountError::Internal(e.to_string()))??;
        let account = new_account(name, fresh_uuid());
        create(&app, account, skeleton, Some(hash), None, &b.seats).await
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/signin`: a name and a password. An unknown name, a name without a
/// password and a wrong password get one answer after the same work.
async fn password_sign_in(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    b: Result<Json<PasswordBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        if b.password.chars().count() > MAX_PASSWORD {
            return Err(AccountError::PasswordLong);
        }
        let skeleton = name_skeleton(b.name.trim());
        app.accounts
            .limits
            .attempt(peer.ip(), &skeleton)
            .map_err(AccountError::TooMany)?;
        let account = app.store.account_by_skeleton(skeleton.clone()).await?;
        let hash = match &account {
            Some(a) => app.store.password_hash(a.id.clone()).await?,
            None => None,
        };
        let known = hash.is_some();
        let hash = hash.unwrap_or_else(|| secrets::dummy_hash().to_string());
        let password = b.password.clone();
        let matches =
            tokio::task::spawn_blocking(move || secrets::verify_password(&hash, &password))
                .await
                .map_err(|e| AccountError::Internal(e.to_string()))?;
        let Some(account) = account.filter(|_| known && matches) else {
            app.accounts.limits.failed(&skeleton);
            return Err(AccountError::Wrong);
        };
        sign_in(&app, &account, &b.seats).await
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/recover`: a name and one of its recovery codes (spent), and maybe a new
/// password.
async fn recover(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    b: Result<Json<RecoverBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        if let Some(p) = &b.password {
            check_password(p)?;
        }
        let skeleton = name_skeleton(b.name.trim());
        app.accounts
            .limits
            .attempt(peer.ip(), &skeleton)
            .map_err(AccountError::TooMany)?;
        let account = app.store.account_by_skeleton(skeleton.clone()).await?;
        let used = match &account {
            Some(a) => {
                app.store
                    .use_recovery_code(a.id.clone(), secrets::hash_recovery_code(&b.code), now_ms())
                    .await?
            }
            None => false,
        };
        let Some(account) = account.filter(|_| used) else {
            app.accounts.limits.failed(&skeleton);
            return Err(AccountError::Wrong);
        };
        if let Some(p) = b.password.clone() {
            let hash = tokio::task::spawn_blocking(move || secrets::hash_password(&p))
                .await
                .map_err(|e| AccountError::Internal(e.to_string()))??;
            app.store.set_password(account.id.clone(), hash).await?;
        }
        sign_in(&app, &account, &b.seats).await
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// What a sign-up ceremony keeps between its two requests.
#[derive(Serialize, Deserialize)]
struct SignUpState {
    name: String,
    user: Uuid,
    reg: PasskeyRegistration,
}

async fn keep(
    app: &App,
    kind: &str,
    account: Option<String>,
    state: String,
) -> Result<String, AccountError> {
    let id = secrets::random_secret();
    app.store
        .put_ceremony(Ceremony {
            id: id.clone(),
            kind: kind.to_string(),
            account_id: account,
            state,
            expires_ms: now_ms() + CEREMONY_LIFE.as_millis() as i64,
        })
        .await?;
    Ok(id)
}

/// Takes a ceremony of `kind` out of the store (once).
async fn take(app: &App, id: &str, kind: &str) -> Result<Ceremony, AccountError> {
    if !secrets::is_secret_shaped(id) {
        return Err(AccountError::Ceremony);
    }
    match app.store.take_ceremony(id.to_string(), now_ms()).await? {
        Some(c) if c.kind == kind => Ok(c),
        _ => Err(AccountError::Ceremony),
    }
}

fn json<T: Serialize>(v: &T) -> Result<String, AccountError> {
    serde_json::to_string(v).map_err(|e| AccountError::Internal(e.to_string()))
}

fn parse<T: for<'de> Deserialize<'de>>(s: &str) -> Result<T, AccountError> {
    serde_json::from_str(s).map_err(|e| AccountError::Internal(e.to_string()))
}

fn credential<T: for<'de> Deserialize<'de>>(v: serde_json::Value) -> Result<T, AccountError> {
    serde_json::from_value(v).map_err(|e| AccountError::Bad(format!("credential: {e}")))
}

fn challenge(ceremony: String, options: impl Serialize) -> Result<Response, AccountError> {
    let options =
        serde_json::to_value(options).map_err(|e| AccountError::Internal(e.to_string()))?;
    Ok(Json(Challenge { ceremony, options }).into_response())
}

/// The text form of a passkey's credential id (base64url, as the browser names it).
fn credential_id(p: &Passkey) -> Result<String, AccountError> {
    match serde_json::to_value(p.cred_id()) {
        Ok(serde_json::Value::String(s)) => Ok(s),
        _ => Err(AccountError::Internal(
            "a credential id without text form".into(),
        )),
    }
}

/// `POST /api/account/passkey/signup`: starts a sign-up with a passkey.
async fn passkey_sign_up_start(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<NameBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let (name, skeleton) = check_name(&b.name)?;
        name_free(&app, &name, &skeleton).await?;
        let user = fresh_uuid();
        let (options, reg) = app
            .accounts
            .relying()
            .webauthn
            .start_passkey_registration(user, &name, &name, None)
            .map_err(|e| AccountError::Passkey(e.to_string()))?;
        let state = json(&SignUpState { name, user, reg })?;
        let id = keep(&app, "signup", None, state).await?;
        challenge(id, options)
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/passkey/signup/finish`: the new passkey; the account is made.
async fn passkey_sign_up_finish(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<PasskeyFinishBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let c = take(&app, &b.ceremony, "signup").await?;
        let state: SignUpState = parse(&c.state)?;
        let cred: RegisterPublicKeyCredential = credential(b.credential)?;
        let passkey = app
            .accounts
            .relying()
            .webauthn
            .finish_passkey_registration(&cred, &state.reg)
            .map_err(|e| AccountError::Passkey(e.to_string()))?;
        let (name, skeleton) = check_name(&state.name)?;
        let account = new_account(name, state.user);
        let record = PasskeyRecord {
            credential_id: credential_id(&passkey)?,
            account_id: account.id.clone(),
            passkey: json(&passkey)?,
            created_ms: now_ms(),
        };
        create(&app, account, skeleton, None, Some(record), &b.seats).await
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

fn stored_passkeys(records: &[PasskeyRecord]) -> Result<Vec<Passkey>, AccountError> {
    records.iter().map(|p| parse(&p.passkey)).collect()
}

/// `POST /api/account/passkey/signin`: starts a sign-in with one of a name's passkeys.
async fn passkey_sign_in_start(
    State(app): State<Arc<App>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    b: Result<Json<NameBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let skeleton = name_skeleton(b.name.trim());
        app.accounts
            .limits
            .attempt(peer.ip(), &skeleton)
            .map_err(AccountError::TooMany)?;
        let account = app.store.account_by_skeleton(skeleton.clone()).await?;
        let records = match &account {
            Some(a) => app.store.passkeys(a.id.clone()).await?,
            None => Vec::new(),
        };
        let (Some(account), false) = (account, records.is_empty()) else {
            app.accounts.limits.failed(&skeleton);
            return Err(AccountError::Wrong);
        };
        let keys = stored_passkeys(&records)?;
        let (options, auth) = app
            .accounts
            .relying()
            .webauthn
            .start_passkey_authentication(&keys)
            .map_err(|e| AccountError::Passkey(e.to_string()))?;
        let id = keep(&app, "signin", Some(account.id), json(&auth)?).await?;
        challenge(id, options)
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/passkey/signin/finish`: the passkey's assertion; signed in.
async fn passkey_sign_in_finish(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<PasskeyFinishBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let c = take(&app, &b.ceremony, "signin").await?;
        let auth: PasskeyAuthentication = parse(&c.state)?;
        let account_id = c.account_id.ok_or(AccountError::Ceremony)?;
        let account = app
            .store
            .account(account_id.clone())
            .await?
            .filter(|a| a.deleted_ms.is_none())
            .ok_or(AccountError::Ceremony)?;
        let cred: PublicKeyCredential = credential(b.credential)?;
        let result = match app
            .accounts
            .relying()
            .webauthn
            .finish_passkey_authentication(&cred, &auth)
        {
            Ok(r) => r,
            Err(e) => {
                app.accounts.limits.failed(&name_skeleton(&account.name));
                return Err(AccountError::Passkey(e.to_string()));
            }
        };
        for record in app.store.passkeys(account_id.clone()).await? {
            let mut key: Passkey = parse(&record.passkey)?;
            if key.update_credential(&result) == Some(true) {
                app.store
                    .update_passkey(record.credential_id.clone(), json(&key)?)
                    .await?;
            }
        }
        sign_in(&app, &account, &b.seats).await
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// What adding a passkey keeps between its two requests.
#[derive(Serialize, Deserialize)]
struct AddState {
    reg: PasskeyRegistration,
}

fn user_of(account: &AccountRecord) -> Uuid {
    Uuid::parse_str(&account.id).unwrap_or_else(|_| fresh_uuid())
}

/// `POST /api/account/passkey/add`: starts registering another passkey for the signed-in
/// account.
async fn passkey_add_start(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<EmptyBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        body(b)?;
        let (_, account) = me(&app, &headers).await?;
        let keys = stored_passkeys(&app.store.passkeys(account.id.clone()).await?)?;
        let exclude = keys.iter().map(|k| k.cred_id().clone()).collect();
        let (options, reg) = app
            .accounts
            .relying()
            .webauthn
            .start_passkey_registration(
                user_of(&account),
                &account.name,
                &account.name,
                Some(exclude),
            )
            .map_err(|e| AccountError::Passkey(e.to_string()))?;
        let id = keep(&app, "add", Some(account.id), json(&AddState { reg })?).await?;
        challenge(id, options)
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/passkey/add/finish`.
async fn passkey_add_finish(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<PasskeyFinishBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let (_, account) = me(&app, &headers).await?;
        let c = take(&app, &b.ceremony, "add").await?;
        if c.account_id.as_deref() != Some(account.id.as_str()) {
            return Err(AccountError::Ceremony);
        }
        let state: AddState = parse(&c.state)?;
        let cred: RegisterPublicKeyCredential = credential(b.credential)?;
        let passkey = app
            .accounts
            .relying()
            .webauthn
            .finish_passkey_registration(&cred, &state.reg)
            .map_err(|e| AccountError::Passkey(e.to_string()))?;
        let added = app
            .store
            .add_passkey(PasskeyRecord {
                credential_id: credential_id(&passkey)?,
                account_id: account.id.clone(),
                passkey: json(&passkey)?,
                created_ms: now_ms(),
            })
            .await?;
        if !added {
            return Err(AccountError::PasskeyTaken);
        }
        Ok(Json(info(&app, &account).await?).into_response())
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

fn ended(app: &App, sessions: u64) -> Response {
    let mut r = Json(Ended { sessions }).into_response();
    r.headers_mut()
        .insert(header::SET_COOKIE, app.accounts.cleared_cookie());
    r
}

/// `POST /api/account/signout`: ends this browser's session.
async fn sign_out(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<EmptyBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        body(b)?;
        let (session, _) = me(&app, &headers).await?;
        app.store.delete_session(session.id_hash).await?;
        Ok::<_, AccountError>(ended(&app, 1))
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/signout-everywhere`: ends every session of the account.
async fn sign_out_everywhere(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<EmptyBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        body(b)?;
        let (_, account) = me(&app, &headers).await?;
        let n = app.store.delete_sessions(account.id).await?;
        Ok::<_, AccountError>(ended(&app, n))
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/delete`: deletes the account (its name typed again); its games stay,
/// with "deleted player" where its name was shown.
async fn delete(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<DeleteBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let (_, account) = me(&app, &headers).await?;
        if b.name.trim() != account.name {
            return Err(AccountError::Confirm);
        }
        // Its e-mail address goes with it (and any letter still waiting finds none).
        app.store.forget_mail(account.id.clone()).await?;
        app.store.delete_account(account.id, now_ms()).await?;
        Ok(ended(&app, 1))
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

/// `POST /api/account/seats`: attaches seats this browser holds to the signed-in account.
async fn attach(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    b: Result<Json<SeatsBody>, JsonRejection>,
) -> Response {
    let r = async {
        app.accounts.check_origin(&headers)?;
        let b = body(b)?;
        let (_, account) = me(&app, &headers).await?;
        Ok::<_, AccountError>(
            Json(attach_seats(&app, &account.id, &b.seats).await?).into_response(),
        )
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}
