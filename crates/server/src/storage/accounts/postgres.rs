//! The accounts feature on PostgreSQL. A sign-up is one transaction; two sign-ups racing for
//! look-alike names on two instances meet at the unique index on the skeleton, and the loser
//! stores nothing.

use super::{
    AccountRecord, AccountStore, Ceremony, NewAccount, PasskeyRecord, SeatLink, SessionRecord,
    Taken,
};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::{PostgresStore, is_unique_violation};

const ACCOUNT: &str = "id, name, created_ms, deleted_ms";

fn account(r: &tokio_postgres::Row) -> AccountRecord {
    AccountRecord {
        id: r.get(0),
        name: r.get(1),
        created_ms: r.get(2),
        deleted_ms: r.get(3),
    }
}

fn link(r: &tokio_postgres::Row) -> SeatLink {
    SeatLink {
        table: TableId::from(r.get::<_, String>(0)),
        seat: r.get::<_, i16>(1) as u8,
        account_id: r.get(2),
        account_name: r.get(3),
        token_hash: r.get(4),
        attached_ms: r.get(5),
    }
}

const SESSION_INSERT: &str = "INSERT INTO account_session (id_hash, account_id, created_ms, \
                              seen_ms, expires_ms) VALUES ($1, $2, $3, $4, $5)";
const PASSKEY_INSERT: &str = "INSERT INTO account_passkey (credential_id, account_id, passkey, \
                              created_ms) VALUES ($1, $2, $3, $4) \
                              ON CONFLICT (credential_id) DO NOTHING";

impl AccountStore for PostgresStore {
    fn create_account(&self, new: NewAccount) -> BoxFuture<'_, anyhow::Result<Result<(), Taken>>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            let a = &new.account;
            let inserted = tx
                .execute(
                    "INSERT INTO account (id, name, name_skeleton, created_ms)
                     VALUES ($1, $2, $3, $4)",
                    &[&a.id, &a.name, &new.skeleton, &a.created_ms],
                )
                .await;
            match inserted {
                Err(e) if is_unique_violation(&e) => return Ok(Err(Taken::Name)),
                other => {
                    other?;
                }
            }
            if let Some(hash) = &new.password_hash {
                tx.execute(
                    "INSERT INTO account_password (account_id, hash) VALUES ($1, $2)",
                    &[&a.id, hash],
                )
                .await?;
            }
            if let Some(p) = &new.passkey {
                let n = tx
                    .execute(
                        PASSKEY_INSERT,
                        &[&p.credential_id, &p.account_id, &p.passkey, &p.created_ms],
                    )
                    .await?;
                if n == 0 {
                    // Dropping the transaction rolls it back: nothing is stored.
                    return Ok(Err(Taken::Passkey));
                }
            }
            for code in &new.recovery_hashes {
                tx.execute(
                    "INSERT INTO account_recovery (account_id, code_hash) VALUES ($1, $2)",
                    &[&a.id, code],
                )
                .await?;
            }
            let s = &new.session;
            tx.execute(
                SESSION_INSERT,
                &[
                    &s.id_hash,
                    &s.account_id,
                    &s.created_ms,
                    &s.seen_ms,
                    &s.expires_ms,
                ],
            )
            .await?;
            tx.commit().await?;
            Ok(Ok(()))
        })
    }

    fn account_by_skeleton(
        &self,
        skeleton: String,
    ) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    &format!(
                        "SELECT {ACCOUNT} FROM account
                         WHERE name_skeleton = $1 AND deleted_ms IS NULL"
                    ),
                    &[&skeleton],
                )
                .await?;
            Ok(row.as_ref().map(account))
        })
    }

    fn account(&self, id: String) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    &format!("SELECT {ACCOUNT} FROM account WHERE id = $1"),
                    &[&id],
                )
                .await?;
            Ok(row.as_ref().map(account))
        })
    }

    fn password_hash(&self, account: String) -> BoxFuture<'_, anyhow::Result<Option<String>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "SELECT hash FROM account_password WHERE account_id = $1",
                    &[&account],
                )
                .await?;
            Ok(row.map(|r| r.get(0)))
        })
    }

    fn passkeys(&self, account: String) -> BoxFuture<'_, anyhow::Result<Vec<PasskeyRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT credential_id, account_id, passkey, created_ms FROM account_passkey
                     WHERE account_id = $1 ORDER BY created_ms, credential_id",
                    &[&account],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| PasskeyRecord {
                    credential_id: r.get(0),
                    account_id: r.get(1),
                    passkey: r.get(2),
                    created_ms: r.get(3),
                })
                .collect())
        })
    }

    fn add_passkey(&self, p: PasskeyRecord) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = client
                .execute(
                    PASSKEY_INSERT,
                    &[&p.credential_id, &p.account_id, &p.passkey, &p.created_ms],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn update_passkey(
        &self,
        credential_id: String,
        passkey: String,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "UPDATE account_passkey SET passkey = $2 WHERE credential_id = $1",
                    &[&credential_id, &passkey],
                )
                .await?;
            Ok(())
        })
    }

    fn create_session(&self, s: SessionRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            // The account's expired sessions go as a new one comes.
            client
                .execute(
                    "DELETE FROM account_session WHERE account_id = $1 AND expires_ms <= $2",
                    &[&s.account_id, &s.created_ms],
                )
                .await?;
            client
                .execute(
                    SESSION_INSERT,
                    &[
                        &s.id_hash,
                        &s.account_id,
                        &s.created_ms,
                        &s.seen_ms,
                        &s.expires_ms,
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn session(
        &self,
        id_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<(SessionRecord, AccountRecord)>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "SELECT s.id_hash, s.account_id, s.created_ms, s.seen_ms, s.expires_ms,
                       a.id, a.name, a.created_ms, a.deleted_ms
                     FROM account_session s JOIN account a ON a.id = s.account_id
                     WHERE s.id_hash = $1 AND s.expires_ms > $2 AND a.deleted_ms IS NULL",
                    &[&id_hash, &now_ms],
                )
                .await?;
            Ok(row.map(|r| {
                (
                    SessionRecord {
                        id_hash: r.get(0),
                        account_id: r.get(1),
                        created_ms: r.get(2),
                        seen_ms: r.get(3),
                        expires_ms: r.get(4),
                    },
                    AccountRecord {
                        id: r.get(5),
                        name: r.get(6),
                        created_ms: r.get(7),
                        deleted_ms: r.get(8),
                    },
                )
            }))
        })
    }

    fn touch_session(
        &self,
        id_hash: String,
        seen_ms: i64,
        expires_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "UPDATE account_session SET seen_ms = $2, expires_ms = $3 WHERE id_hash = $1",
                    &[&id_hash, &seen_ms, &expires_ms],
                )
                .await?;
            Ok(())
        })
    }

    fn delete_session(&self, id_hash: String) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "DELETE FROM account_session WHERE id_hash = $1",
                    &[&id_hash],
                )
                .await?;
            Ok(())
        })
    }

    fn delete_sessions(&self, account: String) -> BoxFuture<'_, anyhow::Result<u64>> {
        Box::pin(async move {
            let client = self.client().await?;
            Ok(client
                .execute(
                    "DELETE FROM account_session WHERE account_id = $1",
                    &[&account],
                )
                .await?)
        })
    }

    fn use_recovery_code(
        &self,
        account: String,
        code_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            let client = self.client().await?;
            let n = client
                .execute(
                    "UPDATE account_recovery SET used_ms = $3
                     WHERE account_id = $1 AND code_hash = $2 AND used_ms IS NULL",
                    &[&account, &code_hash, &now_ms],
                )
                .await?;
            Ok(n == 1)
        })
    }

    fn set_password(&self, account: String, hash: String) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "INSERT INTO account_password (account_id, hash) VALUES ($1, $2)
                     ON CONFLICT (account_id) DO UPDATE SET hash = excluded.hash",
                    &[&account, &hash],
                )
                .await?;
            Ok(())
        })
    }

    fn put_ceremony(&self, c: Ceremony) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "DELETE FROM account_ceremony WHERE expires_ms < $1",
                    &[&(c.expires_ms - 24 * 3600 * 1000)],
                )
                .await?;
            client
                .execute(
                    "INSERT INTO account_ceremony (id, kind, account_id, state, expires_ms)
                     VALUES ($1, $2, $3, $4, $5)",
                    &[&c.id, &c.kind, &c.account_id, &c.state, &c.expires_ms],
                )
                .await?;
            Ok(())
        })
    }

    fn take_ceremony(
        &self,
        id: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<Ceremony>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let row = client
                .query_opt(
                    "DELETE FROM account_ceremony WHERE id = $1
                     RETURNING id, kind, account_id, state, expires_ms",
                    &[&id],
                )
                .await?;
            Ok(row
                .map(|r| Ceremony {
                    id: r.get(0),
                    kind: r.get(1),
                    account_id: r.get(2),
                    state: r.get(3),
                    expires_ms: r.get(4),
                })
                .filter(|c| c.expires_ms > now_ms))
        })
    }

    fn attach_seat(&self, l: SeatLink) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            client
                .execute(
                    "INSERT INTO account_seat (table_id, seat, account_id, token_hash, attached_ms)
                     VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (table_id, seat) DO UPDATE SET account_id = excluded.account_id,
                       token_hash = excluded.token_hash, attached_ms = excluded.attached_ms",
                    &[
                        &l.table.as_str(),
                        &(l.seat as i16),
                        &l.account_id,
                        &l.token_hash,
                        &l.attached_ms,
                    ],
                )
                .await?;
            Ok(())
        })
    }

    fn account_seats(
        &self,
        account: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT l.table_id, l.seat, l.account_id, a.name, l.token_hash, l.attached_ms
                     FROM account_seat l JOIN account a ON a.id = l.account_id
                     WHERE l.account_id = $1 ORDER BY l.attached_ms DESC, l.table_id LIMIT $2",
                    &[&account, &(limit as i64)],
                )
                .await?;
            Ok(rows.iter().map(link).collect())
        })
    }

    fn table_accounts(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let rows = client
                .query(
                    "SELECT l.table_id, l.seat, l.account_id, a.name, l.token_hash, l.attached_ms
                     FROM account_seat l JOIN account a ON a.id = l.account_id
                     WHERE l.table_id = $1 ORDER BY l.seat",
                    &[&table.as_str()],
                )
                .await?;
            Ok(rows.iter().map(link).collect())
        })
    }

    fn delete_account(&self, account: String, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let mut client = self.client().await?;
            let tx = client.transaction().await?;
            for sql in [
                "DELETE FROM account_passkey WHERE account_id = $1",
                "DELETE FROM account_password WHERE account_id = $1",
                "DELETE FROM account_recovery WHERE account_id = $1",
                "DELETE FROM account_session WHERE account_id = $1",
                "DELETE FROM account_ceremony WHERE account_id = $1",
            ] {
                tx.execute(sql, &[&account]).await?;
            }
            tx.execute(
                "UPDATE account SET name = '', name_skeleton = NULL, deleted_ms = $2
                 WHERE id = $1 AND deleted_ms IS NULL",
                &[&account, &now_ms],
            )
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }
}
