//! Accounts: a name of one's own that every server instance recognises (issue 32). Guests keep
//! playing exactly as before, by the links that hold their seats; an account adds a way back to
//! those seats on any device, a page of one's games and a profile.
//!
//! - **Ways in.** A passkey (WebAuthn, `webauthn-rs`; the ceremony's state waits in the
//!   database between its two requests, so another instance can finish it, and is taken out
//!   once, so an assertion cannot be replayed), or a password (Argon2id). A sign-up shows
//!   recovery codes once; each opens the account once (and may set a new password).
//! - **Sessions** are rows of the database ([`crate::storage::AccountStore`]) named by a random
//!   id whose hash alone is stored, carried by an `HttpOnly; SameSite=Lax` cookie (`Secure`
//!   when the site is served over HTTPS or the operator says so). Any instance honours them.
//! - **Cross-site requests.** Every write of this module (sign-up and sign-in included, so
//!   that no other site can sign a visitor into an account of its choosing) must carry an
//!   `Origin` header equal to the site's own origin, or it is refused before anything is read
//!   or written.
//! - **Guessing.** A wrong password and an unknown name get the same answer after the same work
//!   (an unknown name is checked against a dummy hash). Sign-in attempts are limited per
//!   address and per name ([`limits`]); these counters live in each instance's memory, so on
//!   several instances the bound is per instance.
//! - **Seats.** The browser remembers the seats it holds (table and seat token); signing in
//!   hands them to the server, which checks each token against its table before linking the
//!   seat to the account. A link keeps the token's hash: a seat whose token changed since
//!   (handed to a bot) is no longer shown as the account's.
//!
//! Ratings (issue 32, item 5) read who held each seat through
//! [`crate::storage::AccountStore::table_accounts`] and fill the `ratings` field of a profile.

pub mod games;
pub mod limits;
pub mod names;
pub mod routes;
pub mod secrets;

use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use havenbaron_engine::{Arg, Message};
use webauthn_rs::prelude::Url;
use webauthn_rs::{Webauthn, WebauthnBuilder};

use crate::lobby::NameError;
use crate::storage::{AccountRecord, SessionRecord, Store};

/// The session cookie's name.
pub const COOKIE: &str = "havenbaron_session";
/// How long a session lasts unused; each use (at most one write an hour) moves it on.
pub const SESSION_LIFE: Duration = Duration::from_secs(30 * 24 * 3600);
/// How often a session's last use is written.
const TOUCH_EVERY_MS: i64 = 3600 * 1000;
/// How long a passkey ceremony may take between its two requests.
pub const CEREMONY_LIFE: Duration = Duration::from_secs(300);
/// The shortest password accepted.
pub const MIN_PASSWORD: usize = 8;
/// The longest password accepted (Argon2 takes any length; this bounds the work).
pub const MAX_PASSWORD: usize = 256;

/// The operator's settings (`havenbaron serve --rp-id … --rp-origin … --cookie-secure`).
#[derive(Clone, Debug)]
pub struct AccountOptions {
    /// The WebAuthn relying party: the site's domain (never an IP address). Default
    /// `localhost`.
    pub rp_id: Option<String>,
    /// The site's origin as browsers see it (`https://havenbaron.example`). Default: for
    /// `localhost`, `http://localhost:PORT` with the port listened on; otherwise
    /// `https://RP_ID`.
    pub rp_origin: Option<String>,
    /// Mark the cookie `Secure`. Default: when the origin is `https://` (set it for a site
    /// served over HTTPS by a proxy in front, whatever the origin says).
    pub cookie_secure: Option<bool>,
    /// Sign-in attempts one address may make per [`limits::WINDOW`].
    pub attempts_per_address: u32,
    /// Failed sign-ins one name may have per [`limits::WINDOW`].
    pub failures_per_account: u32,
}

impl Default for AccountOptions {
    fn default() -> Self {
        AccountOptions {
            rp_id: None,
            rp_origin: None,
            cookie_secure: None,
            attempts_per_address: 30,
            failures_per_account: 10,
        }
    }
}

/// What the relying party is, once the port is known.
pub struct Relying {
    pub webauthn: Webauthn,
    /// The origin every write must come from, as browsers write it (no trailing slash).
    pub origin: String,
    pub secure: bool,
}

/// The accounts' part of the server's state.
pub struct Accounts {
    opts: AccountOptions,
    relying: OnceLock<Relying>,
    pub limits: limits::Attempts,
}

impl Accounts {
    pub fn new(opts: &AccountOptions) -> Accounts {
        Accounts {
            limits: limits::Attempts::new(opts.attempts_per_address, opts.failures_per_account),
            opts: opts.clone(),
            relying: OnceLock::new(),
        }
    }

    /// Settles the relying party once the server listens on `addr` (the default origin
    /// names its port).
    pub fn bind(&self, addr: SocketAddr) -> anyhow::Result<&Relying> {
        let rp_id = self
            .opts
            .rp_id
            .clone()
            .unwrap_or_else(|| "localhost".into());
        anyhow::ensure!(
            rp_id.parse::<std::net::IpAddr>().is_err(),
            "the WebAuthn relying party must be a domain, not an IP address ({rp_id}); \
             use --rp-id localhost or the site's domain"
        );
        let origin = match &self.opts.rp_origin {
            Some(o) => o.trim_end_matches('/').to_string(),
            None if rp_id == "localhost" => format!("http://localhost:{}", addr.port()),
            None => format!("https://{rp_id}"),
        };
        let url = Url::parse(&origin)
            .map_err(|e| anyhow::anyhow!("the origin `{origin}` is not a URL: {e}"))?;
        let webauthn = WebauthnBuilder::new(&rp_id, &url)
            .map_err(|e| anyhow::anyhow!("WebAuthn relying party {rp_id} at {origin}: {e}"))?
            .rp_name("Havenbaron")
            .timeout(CEREMONY_LIFE)
            .build()
            .map_err(|e| anyhow::anyhow!("WebAuthn relying party {rp_id} at {origin}: {e}"))?;
        let secure = self
            .opts
            .cookie_secure
            .unwrap_or(origin.starts_with("https://"));
        let _ = self.relying.set(Relying {
            webauthn,
            origin,
            secure,
        });
        Ok(self.relying())
    }

    /// The relying party (settled when the server started listening).
    pub fn relying(&self) -> &Relying {
        self.relying
            .get()
            .expect("the relying party is set when the server listens")
    }

    /// The session cookie for a fresh session secret.
    pub fn cookie(&self, secret: &str) -> HeaderValue {
        let secure = if self.relying().secure {
            "; Secure"
        } else {
            ""
        };
        HeaderValue::from_str(&format!(
            "{COOKIE}={secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
            SESSION_LIFE.as_secs()
        ))
        .expect("a hex secret makes a valid header")
    }

    /// The cookie that removes the session cookie.
    pub fn cleared_cookie(&self) -> HeaderValue {
        let secure = if self.relying().secure {
            "; Secure"
        } else {
            ""
        };
        HeaderValue::from_str(&format!(
            "{COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"
        ))
        .expect("a fixed cookie is a valid header")
    }

    /// Refuses a write whose `Origin` is not the site's own (CSRF).
    pub fn check_origin(&self, headers: &HeaderMap) -> Result<(), AccountError> {
        let origin = headers
            .get(header::ORIGIN)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        if origin == self.relying().origin {
            Ok(())
        } else {
            Err(AccountError::Origin)
        }
    }
}

/// The session secret a request's cookie carries, if it has the shape of one.
pub fn cookie_secret(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(name, _)| *name == COOKIE)
        .map(|(_, value)| value.trim().to_string())
        .filter(|v| secrets::is_secret_shaped(v))
}

/// The signed-in account of a request (`None`: a guest, or a cookie that opens nothing: forged,
/// expired, ended, or of a deleted account).
pub async fn signed_in(
    store: &dyn Store,
    headers: &HeaderMap,
    now_ms: i64,
) -> anyhow::Result<Option<(SessionRecord, AccountRecord)>> {
    let Some(secret) = cookie_secret(headers) else {
        return Ok(None);
    };
    let found = store.session(secrets::hash_secret(&secret), now_ms).await?;
    if let Some((s, _)) = &found
        && now_ms - s.seen_ms > TOUCH_EVERY_MS
    {
        store
            .touch_session(
                s.id_hash.clone(),
                now_ms,
                now_ms + SESSION_LIFE.as_millis() as i64,
            )
            .await?;
    }
    Ok(found)
}

/// Why an accounts request is refused. Nothing is written on a refusal.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error("you are not signed in")]
    NotSignedIn,
    #[error("this request comes from another site (its Origin is not this site's) and is refused")]
    Origin,
    #[error("{0}")]
    Name(#[from] NameError),
    #[error("the name {0} is taken")]
    NameTaken(String),
    #[error("the name looks too much like {0}, a player already here")]
    NameConfusable(String),
    #[error("bots' names cannot be taken")]
    BotName,
    #[error("a password needs at least {MIN_PASSWORD} characters")]
    PasswordShort,
    #[error("a password has at most {MAX_PASSWORD} characters")]
    PasswordLong,
    #[error("wrong name or password")]
    Wrong,
    #[error("too many attempts to sign in; try again in {0} s")]
    TooMany(u64),
    #[error("the passkey was not accepted: {0}")]
    Passkey(String),
    #[error("this passkey request has expired or was used already; start again")]
    Ceremony,
    #[error("this passkey is registered already")]
    PasskeyTaken,
    #[error("to delete the account, type its name exactly")]
    Confirm,
    #[error("there is no player {0}")]
    NoPlayer(String),
    #[error("{0}")]
    Bad(String),
    #[error("{0}")]
    Internal(String),
}

impl AccountError {
    /// The catalogue message (`accounts.ftl`, or `errors.ftl` for a refused name).
    pub fn message(&self) -> Message {
        let text = |s: &str| Arg::Text(s.to_string());
        match self {
            AccountError::NotSignedIn => Message::new("account-error-not-signed-in"),
            AccountError::Origin => Message::new("account-error-origin"),
            AccountError::Name(e) => e.message(),
            AccountError::NameTaken(n) => {
                Message::new("account-error-name-taken").arg("name", text(n))
            }
            AccountError::NameConfusable(n) => {
                Message::new("account-error-name-confusable").arg("name", text(n))
            }
            AccountError::BotName => Message::new("account-error-bot-name"),
            AccountError::PasswordShort => {
                Message::new("account-error-password-short").num("min", MIN_PASSWORD as i64)
            }
            AccountError::PasswordLong => {
                Message::new("account-error-password-long").num("max", MAX_PASSWORD as i64)
            }
            AccountError::Wrong => Message::new("account-error-wrong"),
            AccountError::TooMany(s) => {
                Message::new("account-error-too-many").num("seconds", *s as i64)
            }
            AccountError::Passkey(d) => {
                Message::new("account-error-passkey").arg("detail", text(d))
            }
            AccountError::Ceremony => Message::new("account-error-ceremony"),
            AccountError::PasskeyTaken => Message::new("account-error-passkey-taken"),
            AccountError::Confirm => Message::new("account-error-confirm"),
            AccountError::NoPlayer(n) => {
                Message::new("account-error-no-player").arg("name", text(n))
            }
            AccountError::Bad(d) => {
                Message::new("account-error-bad-request").arg("detail", text(d))
            }
            AccountError::Internal(d) => {
                Message::new("account-error-internal").arg("detail", text(d))
            }
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            AccountError::NotSignedIn | AccountError::Wrong => StatusCode::UNAUTHORIZED,
            AccountError::Origin => StatusCode::FORBIDDEN,
            AccountError::NameTaken(_)
            | AccountError::NameConfusable(_)
            | AccountError::PasskeyTaken => StatusCode::CONFLICT,
            AccountError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
            AccountError::NoPlayer(_) => StatusCode::NOT_FOUND,
            AccountError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            AccountError::Name(_)
            | AccountError::BotName
            | AccountError::PasswordShort
            | AccountError::PasswordLong
            | AccountError::Passkey(_)
            | AccountError::Ceremony
            | AccountError::Confirm
            | AccountError::Bad(_) => StatusCode::BAD_REQUEST,
        }
    }
}

impl From<anyhow::Error> for AccountError {
    fn from(e: anyhow::Error) -> Self {
        AccountError::Internal(format!("{e:#}"))
    }
}

impl axum::response::IntoResponse for AccountError {
    fn into_response(self) -> axum::response::Response {
        crate::errors::error(self.status(), self.to_string(), self.message())
    }
}

#[cfg(test)]
mod tests;
