//! The mail feature on SQLite: every change goes through the store's single writer thread, so
//! a confirmation and a window are taken once.

use std::sync::{Arc, Mutex};

use rusqlite::{OptionalExtension, params};

use super::{MailPrefs, MailRecord, MailStore};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

fn mail_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<MailRecord> {
    Ok(MailRecord {
        account_id: r.get(0)?,
        address: r.get(1)?,
        lang: r.get(2)?,
        confirmed_ms: r.get(3)?,
        prefs: MailPrefs {
            your_turn: r.get(4)?,
            game_ended: r.get(5)?,
            invites: r.get(6)?,
        },
    })
}

impl MailStore for SqliteStore {
    fn set_mail_address(
        &self,
        account_id: String,
        address: String,
        lang: String,
        confirm_hash: String,
        prefs: MailPrefs,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO mail_address (account_id, address, lang, confirm_hash, confirm_ms,
                   confirmed_ms, your_turn, game_ended, invites)
                 VALUES (?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7, ?8)
                 ON CONFLICT (account_id) DO UPDATE SET address = excluded.address,
                   lang = excluded.lang, confirm_hash = excluded.confirm_hash,
                   confirm_ms = excluded.confirm_ms, confirmed_ms = NULL,
                   your_turn = excluded.your_turn, game_ended = excluded.game_ended,
                   invites = excluded.invites",
            )?
            .execute(params![
                account_id,
                address,
                lang,
                confirm_hash,
                now_ms,
                prefs.your_turn,
                prefs.game_ended,
                prefs.invites
            ])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn confirm_mail(
        &self,
        confirm_hash: String,
        made_after_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<String>>> {
        Box::pin(async move {
            let out = Arc::new(Mutex::new(None));
            let sink = out.clone();
            self.write(move |conn| {
                let who: Option<String> = conn
                    .prepare_cached(
                        "UPDATE mail_address SET confirmed_ms = ?3, confirm_hash = NULL
                         WHERE confirm_hash = ?1 AND confirm_ms > ?2
                         RETURNING account_id",
                    )?
                    .query_row(params![confirm_hash, made_after_ms, now_ms], |r| r.get(0))
                    .optional()?;
                let changed = who.is_some();
                *sink.lock().unwrap_or_else(|p| p.into_inner()) = who;
                Ok(changed)
            })
            .await?;
            let who = out.lock().unwrap_or_else(|p| p.into_inner()).take();
            Ok(who)
        })
    }

    fn mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<Option<MailRecord>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached(
                    "SELECT account_id, address, lang, confirmed_ms, your_turn, game_ended,
                       invites
                     FROM mail_address WHERE account_id = ?1",
                )?
                .query_row(params![account_id], mail_row)
                .optional()?)
        })
    }

    fn set_mail_prefs(
        &self,
        account_id: String,
        prefs: MailPrefs,
        lang: Option<String>,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| {
            let n = conn
                .prepare_cached(
                    "UPDATE mail_address SET your_turn = ?2, game_ended = ?3, invites = ?4,
                       lang = COALESCE(?5, lang)
                     WHERE account_id = ?1",
                )?
                .execute(params![
                    account_id,
                    prefs.your_turn,
                    prefs.game_ended,
                    prefs.invites,
                    lang
                ])?;
            Ok(n > 0)
        })
    }

    fn forget_mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached("DELETE FROM mail_address WHERE account_id = ?1")?
                .execute(params![account_id])?;
            conn.prepare_cached("DELETE FROM mail_sent WHERE account_id = ?1")?
                .execute(params![account_id])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn mail_window(
        &self,
        account_id: String,
        table: TableId,
        now_ms: i64,
        window_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| {
            let n = conn
                .prepare_cached(
                    "INSERT INTO mail_sent (account_id, table_id, sent_ms) VALUES (?1, ?2, ?3)
                     ON CONFLICT (account_id, table_id) DO UPDATE SET sent_ms = excluded.sent_ms
                     WHERE mail_sent.sent_ms <= ?3 - ?4",
                )?
                .execute(params![account_id, table.as_str(), now_ms, window_ms])?;
            Ok(n > 0)
        })
    }

    fn mail_key(&self, candidate: String) -> BoxFuture<'_, anyhow::Result<String>> {
        Box::pin(async move {
            self.write(move |conn| {
                conn.prepare_cached(
                    "INSERT INTO mail_key (id, key) VALUES (1, ?1) ON CONFLICT (id) DO NOTHING",
                )?
                .execute(params![candidate])?;
                Ok(true)
            })
            .await?;
            self.read(|conn| {
                Ok(conn
                    .prepare_cached("SELECT key FROM mail_key WHERE id = 1")?
                    .query_row([], |r| r.get(0))?)
            })
            .await
        })
    }
}
