//! The accounts feature on SQLite: writes through the store's writer thread, reads on the
//! readers' connection.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};

use super::{
    AccountRecord, AccountStore, Ceremony, NewAccount, PasskeyRecord, SeatLink, SessionRecord,
    Taken,
};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

const ACCOUNT: &str = "id, name, created_ms, deleted_ms";

fn account_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<AccountRecord> {
    Ok(AccountRecord {
        id: r.get(0)?,
        name: r.get(1)?,
        created_ms: r.get(2)?,
        deleted_ms: r.get(3)?,
    })
}

fn insert_session(conn: &Connection, s: &SessionRecord) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "INSERT INTO account_session (id_hash, account_id, created_ms, seen_ms, expires_ms)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![
        s.id_hash,
        s.account_id,
        s.created_ms,
        s.seen_ms,
        s.expires_ms
    ])
}

fn insert_passkey(conn: &Connection, p: &PasskeyRecord) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "INSERT INTO account_passkey (credential_id, account_id, passkey, created_ms)
         VALUES (?1, ?2, ?3, ?4) ON CONFLICT (credential_id) DO NOTHING",
    )?
    .execute(params![
        p.credential_id,
        p.account_id,
        p.passkey,
        p.created_ms
    ])
}

fn link_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<SeatLink> {
    Ok(SeatLink {
        table: TableId::from(r.get::<_, String>(0)?),
        seat: r.get(1)?,
        account_id: r.get(2)?,
        account_name: r.get(3)?,
        token_hash: r.get(4)?,
        attached_ms: r.get(5)?,
    })
}

/// Runs a write whose answer is more than "done": `f` leaves it in the sink.
async fn write_with<T: Send + Default + 'static>(
    store: &SqliteStore,
    f: impl FnOnce(&Connection) -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    let out = Arc::new(Mutex::new(T::default()));
    let sink = out.clone();
    store
        .write(move |conn| {
            let v = f(conn)?;
            *sink.lock().unwrap_or_else(|p| p.into_inner()) = v;
            Ok(true)
        })
        .await?;
    let v = std::mem::take(&mut *out.lock().unwrap_or_else(|p| p.into_inner()));
    Ok(v)
}

impl AccountStore for SqliteStore {
    fn create_account(&self, new: NewAccount) -> BoxFuture<'_, anyhow::Result<Result<(), Taken>>> {
        Box::pin(async move {
            let taken: Option<Taken> = write_with(self, move |conn| {
                let name_taken = conn
                    .prepare_cached("SELECT 1 FROM account WHERE name_skeleton = ?1")?
                    .query_row(params![new.skeleton], |_| Ok(()))
                    .optional()?
                    .is_some();
                if name_taken {
                    return Ok(Some(Taken::Name));
                }
                if let Some(p) = &new.passkey {
                    let known = conn
                        .prepare_cached("SELECT 1 FROM account_passkey WHERE credential_id = ?1")?
                        .query_row(params![p.credential_id], |_| Ok(()))
                        .optional()?
                        .is_some();
                    if known {
                        return Ok(Some(Taken::Passkey));
                    }
                }
                let a = &new.account;
                conn.prepare_cached(
                    "INSERT INTO account (id, name, name_skeleton, created_ms) VALUES (?1, ?2, ?3, ?4)",
                )?
                .execute(params![a.id, a.name, new.skeleton, a.created_ms])?;
                if let Some(hash) = &new.password_hash {
                    conn.prepare_cached(
                        "INSERT INTO account_password (account_id, hash) VALUES (?1, ?2)",
                    )?
                    .execute(params![a.id, hash])?;
                }
                if let Some(p) = &new.passkey {
                    insert_passkey(conn, p)?;
                }
                for code in &new.recovery_hashes {
                    conn.prepare_cached(
                        "INSERT INTO account_recovery (account_id, code_hash) VALUES (?1, ?2)",
                    )?
                    .execute(params![a.id, code])?;
                }
                insert_session(conn, &new.session)?;
                Ok(None)
            })
            .await?;
            Ok(taken.map_or(Ok(()), Err))
        })
    }

    fn account_by_skeleton(
        &self,
        skeleton: String,
    ) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached(&format!(
                    "SELECT {ACCOUNT} FROM account WHERE name_skeleton = ?1 AND deleted_ms IS NULL"
                ))?
                .query_row(params![skeleton], account_row)
                .optional()?)
        })
    }

    fn account(&self, id: String) -> BoxFuture<'_, anyhow::Result<Option<AccountRecord>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached(&format!("SELECT {ACCOUNT} FROM account WHERE id = ?1"))?
                .query_row(params![id], account_row)
                .optional()?)
        })
    }

    fn password_hash(&self, account: String) -> BoxFuture<'_, anyhow::Result<Option<String>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached("SELECT hash FROM account_password WHERE account_id = ?1")?
                .query_row(params![account], |r| r.get(0))
                .optional()?)
        })
    }

    fn passkeys(&self, account: String) -> BoxFuture<'_, anyhow::Result<Vec<PasskeyRecord>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT credential_id, account_id, passkey, created_ms FROM account_passkey
                 WHERE account_id = ?1 ORDER BY created_ms, credential_id",
            )?;
            let rows = stmt.query_map(params![account], |r| {
                Ok(PasskeyRecord {
                    credential_id: r.get(0)?,
                    account_id: r.get(1)?,
                    passkey: r.get(2)?,
                    created_ms: r.get(3)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn add_passkey(&self, passkey: PasskeyRecord) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            write_with(self, move |conn| Ok(insert_passkey(conn, &passkey)? == 1)).await
        })
    }

    fn update_passkey(
        &self,
        credential_id: String,
        passkey: String,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "UPDATE account_passkey SET passkey = ?2 WHERE credential_id = ?1",
            )?
            .execute(params![credential_id, passkey])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn create_session(&self, session: SessionRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            // The account's expired sessions go as a new one comes.
            conn.prepare_cached(
                "DELETE FROM account_session WHERE account_id = ?1 AND expires_ms <= ?2",
            )?
            .execute(params![session.account_id, session.created_ms])?;
            insert_session(conn, &session)?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn session(
        &self,
        id_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<(SessionRecord, AccountRecord)>>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached(
                    "SELECT s.id_hash, s.account_id, s.created_ms, s.seen_ms, s.expires_ms,
                       a.id, a.name, a.created_ms, a.deleted_ms
                     FROM account_session s JOIN account a ON a.id = s.account_id
                     WHERE s.id_hash = ?1 AND s.expires_ms > ?2 AND a.deleted_ms IS NULL",
                )?
                .query_row(params![id_hash, now_ms], |r| {
                    Ok((
                        SessionRecord {
                            id_hash: r.get(0)?,
                            account_id: r.get(1)?,
                            created_ms: r.get(2)?,
                            seen_ms: r.get(3)?,
                            expires_ms: r.get(4)?,
                        },
                        AccountRecord {
                            id: r.get(5)?,
                            name: r.get(6)?,
                            created_ms: r.get(7)?,
                            deleted_ms: r.get(8)?,
                        },
                    ))
                })
                .optional()?)
        })
    }

    fn touch_session(
        &self,
        id_hash: String,
        seen_ms: i64,
        expires_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "UPDATE account_session SET seen_ms = ?2, expires_ms = ?3 WHERE id_hash = ?1",
            )?
            .execute(params![id_hash, seen_ms, expires_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn delete_session(&self, id_hash: String) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached("DELETE FROM account_session WHERE id_hash = ?1")?
                .execute(params![id_hash])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn delete_sessions(&self, account: String) -> BoxFuture<'_, anyhow::Result<u64>> {
        Box::pin(async move {
            write_with(self, move |conn| {
                Ok(conn
                    .prepare_cached("DELETE FROM account_session WHERE account_id = ?1")?
                    .execute(params![account])? as u64)
            })
            .await
        })
    }

    fn use_recovery_code(
        &self,
        account: String,
        code_hash: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            write_with(self, move |conn| {
                Ok(conn
                    .prepare_cached(
                        "UPDATE account_recovery SET used_ms = ?3
                         WHERE account_id = ?1 AND code_hash = ?2 AND used_ms IS NULL",
                    )?
                    .execute(params![account, code_hash, now_ms])?
                    == 1)
            })
            .await
        })
    }

    fn set_password(&self, account: String, hash: String) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO account_password (account_id, hash) VALUES (?1, ?2)
                 ON CONFLICT (account_id) DO UPDATE SET hash = excluded.hash",
            )?
            .execute(params![account, hash])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn put_ceremony(&self, c: Ceremony) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            // Expired ceremonies are swept as new ones come.
            conn.prepare_cached("DELETE FROM account_ceremony WHERE expires_ms < ?1")?
                .execute(params![c.expires_ms - 24 * 3600 * 1000])?;
            conn.prepare_cached(
                "INSERT INTO account_ceremony (id, kind, account_id, state, expires_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![c.id, c.kind, c.account_id, c.state, c.expires_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn take_ceremony(
        &self,
        id: String,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<Option<Ceremony>>> {
        Box::pin(async move {
            let c: Option<Ceremony> = write_with(self, move |conn| {
                Ok(conn
                    .prepare_cached(
                        "DELETE FROM account_ceremony WHERE id = ?1
                         RETURNING id, kind, account_id, state, expires_ms",
                    )?
                    .query_row(params![id], |r| {
                        Ok(Ceremony {
                            id: r.get(0)?,
                            kind: r.get(1)?,
                            account_id: r.get(2)?,
                            state: r.get(3)?,
                            expires_ms: r.get(4)?,
                        })
                    })
                    .optional()?)
            })
            .await?;
            Ok(c.filter(|c| c.expires_ms > now_ms))
        })
    }

    fn attach_seat(&self, l: SeatLink) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO account_seat (table_id, seat, account_id, token_hash, attached_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (table_id, seat) DO UPDATE SET account_id = excluded.account_id,
                   token_hash = excluded.token_hash, attached_ms = excluded.attached_ms",
            )?
            .execute(params![
                l.table.as_str(),
                l.seat,
                l.account_id,
                l.token_hash,
                l.attached_ms
            ])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn account_seats(
        &self,
        account: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT l.table_id, l.seat, l.account_id, a.name, l.token_hash, l.attached_ms
                 FROM account_seat l JOIN account a ON a.id = l.account_id
                 WHERE l.account_id = ?1 ORDER BY l.attached_ms DESC, l.table_id LIMIT ?2",
            )?;
            let rows = stmt.query_map(params![account, limit], link_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn table_accounts(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<SeatLink>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT l.table_id, l.seat, l.account_id, a.name, l.token_hash, l.attached_ms
                 FROM account_seat l JOIN account a ON a.id = l.account_id
                 WHERE l.table_id = ?1 ORDER BY l.seat",
            )?;
            let rows = stmt.query_map(params![table.as_str()], link_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn delete_account(&self, account: String, now_ms: i64) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            for sql in [
                "DELETE FROM account_passkey WHERE account_id = ?1",
                "DELETE FROM account_password WHERE account_id = ?1",
                "DELETE FROM account_recovery WHERE account_id = ?1",
                "DELETE FROM account_session WHERE account_id = ?1",
                "DELETE FROM account_ceremony WHERE account_id = ?1",
            ] {
                conn.prepare_cached(sql)?.execute(params![account])?;
            }
            conn.prepare_cached(
                "UPDATE account SET name = '', name_skeleton = NULL, deleted_ms = ?2
                 WHERE id = ?1 AND deleted_ms IS NULL",
            )?
            .execute(params![account, now_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }
}
