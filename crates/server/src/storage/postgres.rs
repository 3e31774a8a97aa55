//! The PostgreSQL store (cargo feature `postgres`; `--db postgres://user@host/db`), for several
//! server instances sharing one database. Same model and migrations scheme as SQLite: numbered
//! scripts, the version in `havenbaron_schema`, applied under an advisory lock so that instances
//! starting together migrate once. Commits are durable with PostgreSQL's default
//! `synchronous_commit = on`. The primary key `(table_id, seq)` keeps one action log per table
//! consistent even if two instances raced on the same table.

use anyhow::Context;
use havenbaron_engine::{Action, Config, Outcome};
use tokio::sync::Mutex;
use tokio_postgres::{Client, NoTls};

use super::{
    ActionRecord, BoxFuture, FinishedSummary, Loaded, SeatKind, SeatRecord, SeatWho, Store,
    TableRecord,
};
use crate::ids::{HostToken, SeatToken, TableId};

const MIGRATIONS: &[&str] = &[
    // 1: tables, seats, the action log.
    "CREATE TABLE game_table (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        host_token TEXT NOT NULL,
        listed BOOLEAN NOT NULL,
        created_ms BIGINT NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        outcome TEXT
    );
    CREATE TABLE seat (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seat SMALLINT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        level TEXT,
        token TEXT,
        name TEXT,
        claimed BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE action (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seq BIGINT NOT NULL,
        seat SMALLINT NOT NULL,
        action TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);",
];

/// Any number that identifies this program's migration lock.
const MIGRATION_LOCK: i64 = 0x4841_5645_4E42;

pub struct PostgresStore {
    client: Mutex<Client>,
}

impl PostgresStore {
    /// Connects to `url` (`postgres://…`) and brings the schema up to date.
    pub async fn open(url: &str) -> anyhow::Result<PostgresStore> {
        let (mut client, connection) = tokio_postgres::connect(url, NoTls)
            .await
            .with_context(|| "cannot connect to the PostgreSQL database".to_string())?;
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                eprintln!("PostgreSQL connection ended: {e}");
            }
        });
        migrate(&mut client).await.context("migrating PostgreSQL")?;
        Ok(PostgresStore {
            client: Mutex::new(client),
        })
    }
}

async fn migrate(client: &mut Client) -> anyhow::Result<()> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS havenbaron_schema (version INTEGER NOT NULL)")
        .await?;
    let row = tx
        .query_opt("SELECT version FROM havenbaron_schema", &[])
        .await?;
    let current = match row {
        Some(r) => r.get::<_, i32>(0) as usize,
        None => {
            tx.execute("INSERT INTO havenbaron_schema (version) VALUES (0)", &[])
                .await?;
            0
        }
    };
    anyhow::ensure!(
        current <= MIGRATIONS.len(),
        "the database has schema version {current}, newer than this program knows ({})",
        MIGRATIONS.len()
    );
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(current) {
        tx.batch_execute(sql)
            .await
            .with_context(|| format!("migration {}", i + 1))?;
        tx.execute(
            "UPDATE havenbaron_schema SET version = $1",
            &[&((i + 1) as i32)],
        )
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

async fn upsert_seat(
    c: &impl tokio_postgres::GenericClient,
    table: &TableId,
    s: &SeatRecord,
) -> Result<u64, tokio_postgres::Error> {
    c.execute(
        "INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, bot = excluded.bot,
           level = excluded.level, token = excluded.token, name = excluded.name,
           claimed = excluded.claimed",
        &[
            &table.as_str(),
            &(s.seat as i16),
            &s.kind.as_str(),
            &s.bot,
            &s.level,
            &s.token.as_ref().map(SeatToken::expose),
            &s.name,
            &s.claimed,
        ],
    )
    .await
}

impl Store for PostgresStore {
    fn create_table(&self, t: TableRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let mut client = self.client.lock().await;
            let tx = client.transaction().await?;
            tx.execute(
                "INSERT INTO game_table (id, config, host_token, listed, created_ms, finished)
                 VALUES ($1, $2, $3, $4, $5, FALSE)",
                &[
                    &t.id.as_str(),
                    &serde_json::to_string(&t.config)?,
                    &t.host_token.expose(),
                    &t.listed,
                    &t.created_ms,
                ],
            )
            .await?;
            for s in &t.seats {
                upsert_seat(&tx, &t.id, s).await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    fn append_action(
        &self,
        table: TableId,
        a: ActionRecord,
        outcome: Option<Outcome>,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let mut client = self.client.lock().await;
            let tx = client.transaction().await?;
            let last: i64 = tx
                .query_one(
                    "SELECT COALESCE(MAX(seq), 0)::BIGINT FROM action WHERE table_id = $1",
                    &[&table.as_str()],
                )
                .await?
                .get(0);
            anyhow::ensure!(
                last as u64 + 1 == a.seq,
                "action {} of table {table} is out of order (the log has {last})",
                a.seq
            );
            tx.execute(
                "INSERT INTO action (table_id, seq, seat, action, at_ms) VALUES ($1, $2, $3, $4, $5)",
                &[
                    &table.as_str(),
                    &(a.seq as i64),
                    &(a.seat as i16),
                    &a.action.to_json(),
                    &a.at_ms,
                ],
            )
            .await?;
            if let Some(o) = outcome {
                tx.execute(
                    "UPDATE game_table SET finished = TRUE, outcome = $2 WHERE id = $1",
                    &[&table.as_str(), &serde_json::to_string(&o)?],
                )
                .await?;
            }
            tx.commit().await?;
            Ok(())
        })
    }

    fn update_seat(&self, table: TableId, seat: SeatRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client.lock().await;
            upsert_seat(&*client, &table, &seat).await?;
            Ok(())
        })
    }

    fn load_table(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<Loaded>>> {
        Box::pin(async move {
            let client = self.client.lock().await;
            let Some(row) = client
                .query_opt(
                    "SELECT config, host_token, listed, created_ms, finished, outcome
                     FROM game_table WHERE id = $1",
                    &[&id.as_str()],
                )
                .await?
            else {
                return Ok(None);
            };
            let config: Config = serde_json::from_str(row.get::<_, &str>(0))
                .with_context(|| format!("table {id}: bad configuration"))?;
            let outcome: Option<Outcome> = match row.get::<_, Option<&str>>(5) {
                Some(o) => Some(serde_json::from_str(o)?),
                None => None,
            };
            let mut seats = Vec::new();
            for r in client
                .query(
                    "SELECT seat, kind, bot, level, token, name, claimed FROM seat
                     WHERE table_id = $1 ORDER BY seat",
                    &[&id.as_str()],
                )
                .await?
            {
                seats.push(SeatRecord {
                    seat: r.get::<_, i16>(0) as u8,
                    kind: SeatKind::parse(r.get::<_, &str>(1))?,
                    bot: r.get(2),
                    level: r.get(3),
                    token: r.get::<_, Option<String>>(4).map(SeatToken::from),
                    name: r.get(5),
                    claimed: r.get(6),
                });
            }
            let mut actions = Vec::new();
            for r in client
                .query(
                    "SELECT seq, seat, action, at_ms FROM action WHERE table_id = $1 ORDER BY seq",
                    &[&id.as_str()],
                )
                .await?
            {
                let seq = r.get::<_, i64>(0) as u64;
                actions.push(ActionRecord {
                    seq,
                    seat: r.get::<_, i16>(1) as u8,
                    action: Action::from_json(r.get::<_, &str>(2))
                        .with_context(|| format!("table {id}: action {seq} is unreadable"))?,
                    at_ms: r.get(3),
                });
            }
            Ok(Some((
                TableRecord {
                    config,
                    host_token: HostToken::from(row.get::<_, String>(1)),
                    listed: row.get(2),
                    created_ms: row.get(3),
                    finished: row.get(4),
                    outcome,
                    seats,
                    id,
                },
                actions,
            )))
        })
    }

    fn unfinished_tables(&self) -> BoxFuture<'_, anyhow::Result<Vec<TableId>>> {
        Box::pin(async move {
            let client = self.client.lock().await;
            Ok(client
                .query(
                    "SELECT id FROM game_table WHERE NOT finished ORDER BY created_ms, id",
                    &[],
                )
                .await?
                .iter()
                .map(|r| TableId::from(r.get::<_, String>(0)))
                .collect())
        })
    }

    fn finished_tables(&self, limit: u32) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>> {
        Box::pin(async move {
            let client = self.client.lock().await;
            let rows = client
                .query(
                    "SELECT id, config, outcome, created_ms FROM game_table WHERE finished
                     ORDER BY created_ms DESC, id LIMIT $1",
                    &[&(limit as i64)],
                )
                .await?;
            let mut out = Vec::new();
            for r in rows {
                let id: String = r.get(0);
                let config: Config = serde_json::from_str(r.get::<_, &str>(1))?;
                let winners = match r.get::<_, Option<&str>>(2) {
                    Some(o) => serde_json::from_str::<Outcome>(o)?.winners,
                    None => Vec::new(),
                };
                let seats: Vec<SeatWho> = client
                    .query(
                        "SELECT seat, kind, bot, name FROM seat WHERE table_id = $1 ORDER BY seat",
                        &[&id],
                    )
                    .await?
                    .iter()
                    .map(|s| SeatWho {
                        seat: s.get::<_, i16>(0) as u8,
                        kind: s.get::<_, &str>(1).to_string(),
                        bot: s.get(2),
                        name: s.get(3),
                    })
                    .collect();
                let names = seats
                    .iter()
                    .map(|w| {
                        super::sqlite::seat_label(w.seat, &w.kind, w.bot.clone(), w.name.clone())
                    })
                    .collect();
                out.push(FinishedSummary {
                    id: TableId::from(id),
                    ruleset: config.ruleset.to_string(),
                    players: config.players,
                    names,
                    seats,
                    winners,
                    created_ms: r.get(3),
                });
            }
            Ok(out)
        })
    }
}
