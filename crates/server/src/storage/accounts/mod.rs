//! The accounts feature: a name of one's own and its ways in (passkeys, an Argon2id password
//! hash, recovery codes), its sessions, the passkey ceremonies between their two requests,
//! and the seats of tables an account holds. The server's accounts (`crate::accounts`) decide
//! what is allowed; this feature only keeps it, so that every instance on a shared database
//! honours the same sessions and finishes ceremonies another instance started.
//!
//! Secrets are kept hashed (session ids, recovery codes, the seat tokens an account holds):
//! a copy of the database opens no session and no seat. Names are unique by their skeleton
//! (`name_skeleton`, case and confusable characters folded), enforced by a unique index, so
//! two sign-ups racing for look-alike names on two instances cannot both win. A deleted
//! account keeps its row (its games keep pointing at it) without name, skeleton or ways in.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The accounts feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "accounts",
    sqlite: &[include_str!("migrations/sqlite/0001_accounts.sql")],
    postgres: &[include_str!("migrations/postgres/0001_accounts.sql")],
};

/// An account as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountRecord {
    pub id: String,
    /// The name as its owner wrote it (empty once deleted).
    pub name: String,
    pub created_ms: i64,
    pub deleted_ms: Option<i64>,
}

/// A session as stored: `id_hash` is the SHA-256 of the cookie's secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    pub id_hash: String,
    pub account_id: String,
    pub created_ms: i64,
    pub seen_ms: i64,
    pub expires_ms: i64,
}

/// One registered passkey: its credential id (base64url) and the serialized `Passkey`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasskeyRecord {
    pub credential_id: String,
    pub account_id: String,
    pub passkey: String,
    pub created_ms: i64,
}

/// Everything a sign-up stores, in one transaction: the account, its first way in, its
/// recovery codes (hashed) and its first session.
#[derive(Clone, Debug)]
pub struct NewAccount {
    pub account: AccountRecord,
    pub skeleton: String,
    pub password_hash: Option<String>,
    pub passkey: Option<PasskeyRecord>,
    pub recovery_hashes: Vec<String>,
    pub session: SessionRecord,
}

/// Why a sign-up stored nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Another account's name has the same skeleton.
    Name,
    /// The passkey is registered already.
    Passkey,
}

/// A passkey ceremony between its two requests (the server-side state webauthn-rs asks for).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ceremony {
    pub id: String,
    /// `register`, `sign-in`, `add-passkey`.
    pub kind: String,
    /// The account it is for (sign-in, a second passkey), or none (a sign-up).
    pub account_id: Option<String>,
    /// The serialized ceremony state (and, for a sign-up, the name asked for).
    pub state: String,
    pub expires_ms: i64,
}

/// A seat of a table that an account holds; `token_hash` is the SHA-256 of the seat token it
/// showed, so that a seat whose token changed since (handed to a bot, joined again) is no
/// longer shown as the account's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLink {
    pub table: TableId,
    pub seat: u8,
    pub account_id: String,
    /// The account's name ("" once deleted).
    pub account_name: String,
    pub token_hash: String,
    pub attached_ms: i64,
}

impl SeatLink {
    /// Whether this link's account holds `seat` now: a human seat whose current token is the
    /// one the account showed when it attached it.
    pub fn holds(&self, seat: &super::SeatRecord) -> bool {
        self.seat == seat.seat
            && seat.kind == super::SeatKind::Human
            && seat
                .token
                .as_ref()
                .is_some_and(|t| token_hash(t.expose()) == self.token_hash)
    }
}

/// What a link keeps of a seat token: its SHA-256 in hex (`accounts::secrets::hash_secret`).
pub fn token_hash(token: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The accounts feature's storage.
pub trait AccountStore: Send + Sync {
    /// Stores a new account with its first way in, recovery codes and session, all or
    /// nothing. `Ok(Err(_))`: a name or passkey is taken; nothing was written.
    fn create_account(&self, new: NewAccount) -> BoxFuture<'_, anyhow::Result<Result<(), Taken>>>;
    /// The live (not deleted) account whose name has this skeleton.
    fn account_by_skeleton(
        &self,
        skeleton: String,
    ) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>>;
    /// An account by id, deleted ones included.
    fn account(&self, id: String) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>>;
    /// The password hash of an account, if it has a password.
    fn password_hash(&self, account: String) -> BoxFuture<'_, anyhow::Result<Option<String>>>;
    /// The passkeys of an account, oldest first.
    fn passkeys(&self, account: String) -> BoxFuture<'_, anyhow::Result<Vec<PasskeyRecord>>>;
    /// Adds a passkey; `Ok(false)`: that credential is registered already (to anyone).
    fn add_passkey(&self, passkey: PasskeyRecord) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// Replaces a passkey's stored state (its counter after a sign-in).
    fn update_passkey(
        &self,
        credential_id: String,
        passkey: String,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Stores a new session; the account's sessions expired by its creation are deleted.
    fn create_session(&self, session: SessionRecord) -> BoxFuture<'_, anyhow::Result<()>>;
    /// A session that has not expired at `now_ms`, with its live account.
    fn session(
        &self,
        id_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<(SessionRecord, AccountRecord)>>>;
    /// Records that a session was used, moving its expiry.
    fn touch_session(
        &self,
        id_hash: String,
        seen_ms: i64,
        expires_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Ends one session.
    fn delete_session(&self, id_hash: String) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Ends every session of an account; the answer counts them.
    fn delete_sessions(&self, account: String) -> BoxFuture<'_, anyhow::Result<u64>>;
    /// Spends one unused recovery code; `Ok(false)`: no such unused code.
    fn use_recovery_code(
        &self,
        account: String,
        code_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// Sets (or replaces) an account's password hash.
    fn set_password(&self, account: String, hash: String) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Keeps a ceremony's state until `expires_ms`.
    fn put_ceremony(&self, ceremony: Ceremony) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Takes a ceremony out (once: a second take finds nothing); an expired one is `None`.
    fn take_ceremony(
        &self,
        id: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<Ceremony>>>;
    /// Links a seat to an account (replacing an earlier link of that seat).
    fn attach_seat(&self, link: SeatLink) -> BoxFuture<'_, anyhow::Result<()>>;
    /// The seats an account holds, most recently attached first, at most `limit`.
    fn account_seats(
        &self,
        account: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>>;
    /// The accounts holding seats of a table, by seat.
    fn table_accounts(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>>;
    /// Deletes an account: its name, skeleton, passkeys, password, recovery codes, sessions
    /// and ceremonies go; the row and its seat links stay (its games keep their players).
    fn delete_account(&self, account: String, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>>;
}
