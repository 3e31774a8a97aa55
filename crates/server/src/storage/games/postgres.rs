//! The games feature on PostgreSQL: appends go through a group committer of their own
//! ([`Committer`]), everything else straight to the pool; every change is announced on
//! [`CHANNEL`] in the transaction that makes it.

use anyhow::Context;
use deadpool_postgres::Pool;
use havenbaron_engine::{Config, Outcome};
use tokio::sync::{mpsc, oneshot};

use super::{
    ActionRecord, Conflict, FinishedCursor, FinishedRow, FinishedSummary, GameStore, Loaded,
    SeatKind, SeatRecord, TableRecord, fold_finished,
};
use crate::ids::{HostToken, SeatToken, TableId};
use crate::storage::postgres::{CHANNEL, MAX_PAYLOAD, PostgresStore, is_unique_violation};
use crate::storage::{BoxFuture, Change};

/// A notification's payload: `a\tTABLE\tSEQ\tSEAT\tAT_MS\tACTION` (an action),
/// `l\tTABLE` (the log grew; read it), `s\tTABLE` (seats), `c\tTABLE` (created).
fn notice_action(table: &TableId, a: &ActionRecord) -> String {
    let full = format!(
        "a\t{table}\t{}\t{}\t{}\t{}",
        a.seq,
        a.seat,
        a.at_ms,
        a.column()
    );
    if full.len() <= MAX_PAYLOAD {
        full
    } else {
        format!("l\t{table}")
    }
}

/// Reads a games notification; `None` for another kind.
pub(crate) fn parse_notice(payload: &str) -> Option<Change> {
    let mut parts = payload.splitn(6, '\t');
    let kind = parts.next()?;
    let table = TableId::from(parts.next()?);
    match kind {
        "a" => {
            let seq = parts.next()?.parse().ok()?;
            let seat = parts.next()?.parse().ok()?;
            let at_ms = parts.next()?.parse().ok()?;
            let (action, undo) = ActionRecord::parse_column(parts.next()?).ok()?;
            Some(Change::Action {
                table,
                action: ActionRecord {
                    seq,
                    seat,
                    action,
                    at_ms,
                    undo,
                },
            })
        }
        "l" => Some(Change::Log { table }),
        "s" => Some(Change::Seats { table }),
        "c" => Some(Change::Created { table }),
        _ => None,
    }
}

async fn upsert_seat(
    c: &impl tokio_postgres::GenericClient,
    table: &TableId,
    s: &SeatRecord,
) -> Result<u64, tokio_postgres::Error> {
    c.execute(
        "WITH up AS (
           INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (table_id, seat) DO UPDATE SET kind = excluded.kind, bot = excluded.bot,
             level = excluded.level, token = excluded.token, name = excluded.name,
             claimed = excluded.claimed
           RETURNING seat)
         SELECT pg_notify($9, $10) FROM up",
        &[
            &table.as_str(),
            &(s.seat as i16),
            &s.kind.as_str(),
            &s.bot,
            &s.level,
            &s.token.as_ref().map(SeatToken::expose),
            &s.name,
            &s.claimed,
            &CHANNEL,
            &format!("s\t{table}"),
        ],
    )
    .await
}

/// Appends committed in one transaction at most.
const GROUP: usize = 256;

/// One append waiting for the group committer.
struct Append {
    table: TableId,
    action: ActionRecord,
    outcome: Option<Outcome>,
    done: oneshot::Sender<anyhow::Result<()>>,
}

/// Inserts an action only if it extends its table's log, and announces it in the same
/// transaction. A place another writer took meanwhile inserts nothing (no error, so the
/// group's transaction goes on): the answer is then read from the log.
const INSERT_IF_NEXT: &str = "WITH ins AS (
       INSERT INTO action (table_id, seq, seat, action, at_ms)
       SELECT $1::TEXT, $2::BIGINT, $3::SMALLINT, $4::TEXT, $5::BIGINT
       WHERE (SELECT COALESCE(MAX(seq), 0) FROM action WHERE table_id = $1::TEXT)
         = $2::BIGINT - 1
       ON CONFLICT (table_id, seq) DO NOTHING
       RETURNING seq)
     SELECT pg_notify($6, $7) FROM ins";

/// The group committer: takes every append waiting when it is free (up to [`GROUP`]) and
/// commits them in one transaction, each answered after that commit (so still durable before
/// the acknowledgement). PostgreSQL commits a transaction that sent a notification under one
/// lock for the whole database: measured, one commit per action held two instances to a few
/// hundred actions a second between them, the commits queueing one by one for their disk sync.
async fn commit_appends(pool: Pool, mut queue: mpsc::UnboundedReceiver<Append>) {
    while let Some(first) = queue.recv().await {
        let mut group = vec![first];
        while group.len() < GROUP {
            match queue.try_recv() {
                Ok(a) => group.push(a),
                Err(_) => break,
            }
        }
        // Rows locked in one order by every instance: two groups that touch the same tables
        // wait for each other instead of deadlocking.
        group.sort_by(|a, b| a.table.as_str().cmp(b.table.as_str()));
        match append_group(&pool, &group).await {
            Ok(answers) => {
                for (a, r) in group.into_iter().zip(answers) {
                    let _ = a.done.send(r);
                }
            }
            Err(e) => {
                // The transaction failed as a whole (one bad append, a lost connection):
                // nothing of it is stored; each append again alone, with its own answer.
                tracing::debug!(error = %format!("{e:#}"), size = group.len(), "a group of appends failed; each alone");
                for a in group {
                    let r = append_alone(&pool, a.table, a.action, a.outcome).await;
                    let _ = a.done.send(r);
                }
            }
        }
    }
}

/// One transaction for a group of appends, their inserts sent together (pipelined); the
/// answers in order. `Err`: the transaction failed and nothing of it is stored.
async fn append_group(pool: &Pool, group: &[Append]) -> anyhow::Result<Vec<anyhow::Result<()>>> {
    let mut client = pool
        .get()
        .await
        .context("no connection to the PostgreSQL database")?;
    let tx = client.transaction().await?;
    let insert = tx.prepare_cached(INSERT_IF_NEXT).await?;
    let rows: Vec<(String, String, i64, i16)> = group
        .iter()
        .map(|a| {
            (
                a.action.column(),
                notice_action(&a.table, &a.action),
                a.action.seq as i64,
                a.action.seat as i16,
            )
        })
        .collect();
    let (tx_ref, insert_ref) = (&tx, &insert);
    let inserted = futures_util::future::try_join_all(group.iter().zip(&rows).map(
        |(a, (json, notice, seq, seat))| async move {
            let table = a.table.as_str();
            tx_ref
                .execute(
                    insert_ref,
                    &[&table, seq, seat, json, &a.action.at_ms, &CHANNEL, notice],
                )
                .await
        },
    ))
    .await?;
    for (a, n) in group.iter().zip(&inserted) {
        if let (1, Some(o)) = (*n, &a.outcome) {
            tx.execute(
                "UPDATE game_table SET finished = TRUE, outcome = $2 WHERE id = $1",
                &[&a.table.as_str(), &serde_json::to_string(o)?],
            )
            .await?;
        }
    }
    tx.commit().await?;
    let mut answers = Vec::with_capacity(group.len());
    for (a, n) in group.iter().zip(inserted) {
        answers.push(match n {
            1 => Ok(()),
            _ => not_next(&client, &a.table, a.action.seq).await,
        });
    }
    Ok(answers)
}

/// Why action `seq` of `table` was not inserted: its place is taken ([`Conflict`]), or it
/// does not follow the log.
async fn not_next(
    client: &deadpool_postgres::Client,
    table: &TableId,
    seq: u64,
) -> anyhow::Result<()> {
    let last: i64 = client
        .query_one(
            "SELECT COALESCE(MAX(seq), 0)::BIGINT FROM action WHERE table_id = $1",
            &[&table.as_str()],
        )
        .await?
        .get(0);
    if last as u64 >= seq {
        return Err(Conflict {
            table: table.clone(),
            seq,
        }
        .into());
    }
    anyhow::bail!("action {seq} of table {table} is out of order (the log has {last})")
}

/// Appends one action in a transaction of its own (inserted only if it extends the log,
/// announced with it). Used when a group's transaction failed, to give each its own answer.
async fn append_alone(
    pool: &Pool,
    table: TableId,
    a: ActionRecord,
    outcome: Option<Outcome>,
) -> anyhow::Result<()> {
    let mut client = pool
        .get()
        .await
        .context("no connection to the PostgreSQL database")?;
    let notice = notice_action(&table, &a);
    // One statement: inserted only if it extends the log, announced with it. Two
    // instances racing for the same number: the primary key refuses the second.
    const INSERT: &str = "WITH ins AS (
               INSERT INTO action (table_id, seq, seat, action, at_ms)
               SELECT $1::TEXT, $2::BIGINT, $3::SMALLINT, $4::TEXT, $5::BIGINT
               WHERE (SELECT COALESCE(MAX(seq), 0) FROM action WHERE table_id = $1::TEXT)
                 = $2::BIGINT - 1
               RETURNING seq)
             SELECT pg_notify($6, $7) FROM ins";
    let params: [&(dyn tokio_postgres::types::ToSql + Sync); 7] = [
        &table.as_str(),
        &(a.seq as i64),
        &(a.seat as i16),
        &a.column(),
        &a.at_ms,
        &CHANNEL,
        &notice,
    ];
    let inserted = match &outcome {
        None => client.execute(INSERT, &params).await,
        Some(o) => {
            let tx = client.transaction().await?;
            let n = tx.execute(INSERT, &params).await;
            if let Ok(1) = n {
                tx.execute(
                    "UPDATE game_table SET finished = TRUE, outcome = $2 WHERE id = $1",
                    &[&table.as_str(), &serde_json::to_string(o)?],
                )
                .await?;
                tx.commit().await?;
            }
            n
        }
    };
    match inserted {
        Ok(1) => Ok(()),
        Err(e) if is_unique_violation(&e) => Err(Conflict { table, seq: a.seq }.into()),
        Err(e) => Err(e.into()),
        Ok(_) => not_next(&client, &table, a.seq).await,
    }
}

/// The running group committer ([`commit_appends`]) and its queue; stopped with the store.
pub(crate) struct Committer {
    appends: mpsc::UnboundedSender<Append>,
    task: tokio::task::JoinHandle<()>,
}

impl Committer {
    pub(crate) fn start(pool: Pool) -> Committer {
        let (appends, queue) = mpsc::unbounded_channel();
        let task = tokio::spawn(commit_appends(pool, queue));
        Committer { appends, task }
    }
}

impl Drop for Committer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl GameStore for PostgresStore {
    fn create_table(&self, t: TableRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let mut client = self.client().await?;
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
                upsert_seat(&*tx, &t.id, s).await?;
            }
            tx.execute(
                "SELECT pg_notify($1, $2)",
                &[&CHANNEL, &format!("c\t{}", t.id)],
            )
            .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    fn append_action(
        &self,
        table: TableId,
        action: ActionRecord,
        outcome: Option<Outcome>,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let (done, answer) = oneshot::channel();
            self.games
                .appends
                .send(Append {
                    table,
                    action,
                    outcome,
                    done,
                })
                .map_err(|_| anyhow::anyhow!("the PostgreSQL committer has stopped"))?;
            answer
                .await
                .map_err(|_| anyhow::anyhow!("the PostgreSQL committer has stopped"))?
        })
    }

    fn update_seat(&self, table: TableId, seat: SeatRecord) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            let client = self.client().await?;
            upsert_seat(&**client, &table, &seat).await?;
            Ok(())
        })
    }

    fn replace_seat(
        &self,
        table: TableId,
        old: SeatRecord,
        new: SeatRecord,
    ) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            anyhow::ensure!(old.seat == new.seat, "a seat cannot change its number");
            let client = self.client().await?;
            let changed = client
                .execute(
                    "WITH up AS (
                       UPDATE seat SET kind = $3, bot = $4, level = $5, token = $6, name = $7,
                         claimed = $8
                       WHERE table_id = $1 AND seat = $2 AND kind = $9
                         AND bot IS NOT DISTINCT FROM $10 AND level IS NOT DISTINCT FROM $11
                         AND token IS NOT DISTINCT FROM $12 AND name IS NOT DISTINCT FROM $13
                         AND claimed = $14
                       RETURNING seat)
                     SELECT pg_notify($15, $16) FROM up",
                    &[
                        &table.as_str(),
                        &(new.seat as i16),
                        &new.kind.as_str(),
                        &new.bot,
                        &new.level,
                        &new.token.as_ref().map(SeatToken::expose),
                        &new.name,
                        &new.claimed,
                        &old.kind.as_str(),
                        &old.bot,
                        &old.level,
                        &old.token.as_ref().map(SeatToken::expose),
                        &old.name,
                        &old.claimed,
                        &CHANNEL,
                        &format!("s\t{table}"),
                    ],
                )
                .await?;
            Ok(changed == 1)
        })
    }

    fn load_table(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<Loaded>>> {
        Box::pin(async move {
            let client = self.client().await?;
            let Some(rec) = record(&client, &id).await? else {
                return Ok(None);
            };
            let actions = actions_after(&client, &id, 0).await?;
            Ok(Some((rec, actions)))
        })
    }

    fn load_record(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<TableRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            record(&client, &id).await
        })
    }

    fn actions_since(
        &self,
        table: TableId,
        after: u64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ActionRecord>>> {
        Box::pin(async move {
            let client = self.client().await?;
            actions_after(&client, &table, after).await
        })
    }

    fn unfinished_tables(&self) -> BoxFuture<'_, anyhow::Result<Vec<TableId>>> {
        Box::pin(async move {
            let client = self.client().await?;
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

    fn finished_page(
        &self,
        after: Option<FinishedCursor>,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>> {
        let (before_ms, after_id) = FinishedCursor::bounds(after.as_ref());
        Box::pin(async move {
            let client = self.client().await?;
            // One query for the tables and their seats (no query per table); the tables from
            // the index of finished listed ones (`game_table_finished_listed`).
            let rows = client
                .query(
                    "SELECT t.id, t.config, t.outcome, t.created_ms, s.seat, s.kind, s.bot, s.name
                     FROM (SELECT id, config, outcome, created_ms FROM game_table
                           WHERE finished AND listed
                             AND (created_ms < $2 OR (created_ms = $2 AND id > $3))
                           ORDER BY created_ms DESC, id LIMIT $1) t
                     LEFT JOIN seat s ON s.table_id = t.id
                     ORDER BY t.created_ms DESC, t.id, s.seat",
                    &[&(limit as i64), &before_ms, &after_id],
                )
                .await?;
            fold_finished(rows.iter().map(|r| FinishedRow {
                id: r.get(0),
                config: r.get(1),
                outcome: r.get(2),
                created_ms: r.get(3),
                seat: match (r.get::<_, Option<i16>>(4), r.get::<_, Option<String>>(5)) {
                    (Some(seat), Some(kind)) => Some((seat as u8, kind, r.get(6), r.get(7))),
                    _ => None,
                },
            }))
        })
    }
}

/// A table's record with its seats, or `None`.
async fn record(
    client: &deadpool_postgres::Client,
    id: &TableId,
) -> anyhow::Result<Option<TableRecord>> {
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
    Ok(Some(TableRecord {
        id: id.clone(),
        config,
        host_token: HostToken::from(row.get::<_, String>(1)),
        listed: row.get(2),
        created_ms: row.get(3),
        finished: row.get(4),
        outcome,
        seats,
    }))
}

/// The actions of a table after version `after`, in order.
async fn actions_after(
    client: &deadpool_postgres::Client,
    id: &TableId,
    after: u64,
) -> anyhow::Result<Vec<ActionRecord>> {
    let mut actions = Vec::new();
    for r in client
        .query(
            "SELECT seq, seat, action, at_ms FROM action WHERE table_id = $1 AND seq > $2
             ORDER BY seq",
            &[&id.as_str(), &(after as i64)],
        )
        .await?
    {
        let seq = r.get::<_, i64>(0) as u64;
        let (action, undo) = ActionRecord::parse_column(r.get::<_, &str>(2))
            .with_context(|| format!("table {id}: action {seq} is unreadable"))?;
        actions.push(ActionRecord {
            seq,
            seat: r.get::<_, i16>(1) as u8,
            action,
            at_ms: r.get(3),
            undo,
        });
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use havenbaron_engine::Action;

    #[test]
    fn notices_read_back_as_they_were_sent() {
        let table = TableId::from("abc");
        let a = ActionRecord {
            seq: 7,
            seat: 2,
            action: Action::Pass,
            at_ms: 1234,
            undo: false,
        };
        assert_eq!(
            parse_notice(&notice_action(&table, &a)),
            Some(Change::Action {
                table: table.clone(),
                action: a
            })
        );
        assert_eq!(
            parse_notice("s\tabc"),
            Some(Change::Seats {
                table: table.clone()
            })
        );
        assert_eq!(parse_notice("c\tabc"), Some(Change::Created { table }));
        assert_eq!(parse_notice("x\tabc"), None);
        assert_eq!(parse_notice("a\tabc\tnot-a-number"), None);
    }
}
