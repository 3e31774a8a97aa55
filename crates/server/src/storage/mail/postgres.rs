//! The mail feature on PostgreSQL: a confirmation and a window are each one statement, so
//! instances racing for them take them once.

use super::{MailPrefs, MailRecord, MailStore};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::PostgresStore;

fn mail_row(r: &tokio_postgres::Row) -> MailRecord {
    MailRecord {
        account_id: r.get(0),
        address: r.get(1),
        lang: r.get(2),
        confirmed_ms: r.get(3),
        prefs: MailPrefs {
            your_turn: r.get(4),
            game_ended: r.get(5),
            invites: r.get(6),
        },
    }
}

impl MailStore for PostgresStore {
    fn set_mail_address(
        &self,
        account_id: String,
        address: String,
        lang: String,
        confirm_hash: String,
        prefs: MailPrefs,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "INSERT INTO mail_address (account_id, address, lang, confirm_hash,
                       confirm_ms, confirmed_ms, your_turn, game_ended, invites)
                     VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8)
                     ON CONFLICT (account_id) DO UPDATE SET address = excluded.address,
                       lang = excluded.lang, confirm_hash = excluded.confirm_hash,
                       confirm_ms = excluded.confirm_ms, confirmed_ms = NULL,
                       your_turn = excluded.your_turn, game_ended = excluded.game_ended,
                       invites = excluded.invites",
                    &[
                        &account_id,
                        &address,
                        &lang,
                        &confirm_hash,
                        &now_ms,
                        &prefs.your_turn,
                        &prefs.game_ended,
                        &prefs.invites,
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn confirm_mail(
        &self,
        confirm_hash: String,
        made_after_ms: i64,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<String>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "UPDATE mail_address SET confirmed_ms = $3, confirm_hash = NULL
                     WHERE confirm_hash = $1 AND confirm_ms > $2
                     RETURNING account_id",
                    &[&confirm_hash, &made_after_ms, &now_ms],
                )
                .await?;
            Ok(row.map(|r| r.get(0)))
        })
    }

    fn mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<Option<MailRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "SELECT account_id, address, lang, confirmed_ms, your_turn, game_ended,
                       invites
                     FROM mail_address WHERE account_id = $1",
                    &[&account_id],
                )
                .await?;
            Ok(row.as_ref().map(mail_row))
        })
    }

    fn set_mail_prefs(
        &self,
        account_id: String,
        prefs: MailPrefs,
        lang: Option<String>,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = client
                .execute(
                    "UPDATE mail_address SET your_turn = $2, game_ended = $3, invites = $4,
                       lang = COALESCE($5, lang)
                     WHERE account_id = $1",
                    &[
                        &account_id,
                        &prefs.your_turn,
                        &prefs.game_ended,
                        &prefs.invites,
                        &lang,
                    ],
                )
                .await?;
            Ok(n > 0)
        })
    }

    fn forget_mail(&self, account_id: String) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            tx.execute(
                "DELETE FROM mail_address WHERE account_id = $1",
                &[&account_id],
            )
            .await?;
            tx.execute(
                "DELETE FROM mail_sent WHERE account_id = $1",
                &[&account_id],
            )
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn mail_window(
        &self,
        account_id: String,
        table: TableId,
        now_ms: i64,
        window_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = client
                .execute(
                    "INSERT INTO mail_sent (account_id, table_id, sent_ms) VALUES ($1, $2, $3)
                     ON CONFLICT (account_id, table_id) DO UPDATE SET sent_ms = excluded.sent_ms
                     WHERE mail_sent.sent_ms <= $3 - $4",
                    &[&account_id, &table.as_str(), &now_ms, &window_ms],
                )
                .await?;
            Ok(n > 0)
        })
    }

    fn mail_key(&self, candidate: String) -> BoxFuture<'_, anyhow::Result<String>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "INSERT INTO mail_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                    &[&candidate],
                )
                .await?;
            let row = client
                .query_one("SELECT key FROM mail_key WHERE id = 1", &[])
                .await?;
            Ok(row.get(0))
        })
    }
}
