//! The mail feature: what e-mail notices need kept (issue 34). An account's address, confirmed
//! by a link sent to it (only the link token's hash is kept, and no notice goes to an address
//! before it is confirmed), the language its mail is written in, the notices it asks for, and
//! when a notice about each game last went out, so that at most one goes per game per window
//! ([`MailStore::mail_window`], one atomic step, so two instances never both send).
//!
//! The notices themselves wait as jobs of the scheduler (the jobs feature), so a mail server
//! that is down delays them without losing them.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The mail feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "mail",
    sqlite: &[include_str!("migrations/sqlite/0001_mail.sql")],
    postgres: &[include_str!("migrations/postgres/0001_mail.sql")],
};

/// Which notices an account asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MailPrefs {
    /// It is my turn in a turn-based game.
    pub your_turn: bool,
    /// A game of mine ended.
    pub game_ended: bool,
    /// I was invited to a seat.
    pub invites: bool,
}

/// An account's e-mail settings as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailRecord {
    pub account_id: String,
    pub address: String,
    /// The language the account's mail is written in (its page language).
    pub lang: String,
    /// When the address was confirmed; `None`: not yet, and nothing but the confirmation
    /// goes to it.
    pub confirmed_ms: Option<i64>,
    pub prefs: MailPrefs,
}

/// The mail feature's storage.
pub trait MailStore: Send + Sync {
    /// Gives account `account_id` the address `address`, unconfirmed, confirmed by the token
    /// whose hash is `confirm_hash` (made at `now_ms`); the preferences and language are set
    /// too. A new address replaces the old one and its confirmation.
    fn set_mail_address(
        &self,
        account_id: String,
        address: String,
        lang: String,
        confirm_hash: String,
        prefs: MailPrefs,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Confirms the address whose token hashes to `confirm_hash`, when the token was made
    /// after `made_after_ms`; the account whose address it is, or `None` (unknown, used or
    /// stale token: nothing changes). A token confirms once.
    fn confirm_mail(
        &self,
        confirm_hash: String,
        made_after_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<String>>>;
    /// An account's e-mail settings, if it gave an address.
    fn mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<Option<MailRecord>>>;
    /// Sets which notices an account asks for (and the language of its mail); false when it
    /// has no address.
    fn set_mail_prefs(
        &self,
        account_id: String,
        prefs: MailPrefs,
        lang: Option<String>,
    ) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// Forgets an account's address and what was sent to it.
    fn forget_mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Takes the window for a notice to `account_id` about `table` at `now_ms`: true (and
    /// `now_ms` recorded) when nothing about that game went to the account in the last
    /// `window_ms`; false otherwise, and nothing changes.
    fn mail_window(
        &self,
        account_id: String,
        table: TableId,
        now_ms: i64,
        window_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>>;
    /// The key that signs unsubscribe links: the stored one, or `candidate` stored as it when
    /// there is none yet (instances racing agree on the first).
    fn mail_key(&self, candidate: String) -> BoxFuture<'_, anyhow::Result<String>>;
}
