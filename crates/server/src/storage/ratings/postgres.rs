//! The ratings feature on PostgreSQL. An apply is one transaction: the table's marker is
//! inserted first (a second instance applying the same table waits on that key, then finds it
//! and does nothing), then the players' rows are created if missing and locked in key order
//! before they are read, so no other table's apply can change them in between.

use std::collections::HashMap;

use havenbaron_engine::Seat;

use super::{
    ALL_COUNTS, ApplyResult, HistoryRow, RatingRow, RatingStore, Skill, lock_order, updated,
};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::postgres::PostgresStore;

const RATING_COLUMNS: &str = "player_key, ruleset, players, mu, sigma, games, wins, updated_ms";
const HISTORY_COLUMNS: &str = "table_id, player_key, ruleset, players, seat, rank, mu_before, \
     sigma_before, mu_after, sigma_after, listed, at_ms";

fn rating_row(r: &tokio_postgres::Row) -> RatingRow {
    RatingRow {
        player_key: r.get(0),
        ruleset: r.get(1),
        players: r.get::<_, i32>(2) as u8,
        skill: Skill {
            mu: r.get(3),
            sigma: r.get(4),
        },
        games: r.get::<_, i32>(5) as u32,
        wins: r.get::<_, i32>(6) as u32,
        updated_ms: r.get(7),
    }
}

fn history_row(r: &tokio_postgres::Row) -> HistoryRow {
    HistoryRow {
        table_id: TableId::from(r.get::<_, String>(0).as_str()),
        player_key: r.get(1),
        ruleset: r.get(2),
        players: r.get::<_, i32>(3) as u8,
        seat: r.get::<_, i32>(4) as Seat,
        rank: r.get::<_, i32>(5) as u8,
        before: Skill {
            mu: r.get(6),
            sigma: r.get(7),
        },
        after: Skill {
            mu: r.get(8),
            sigma: r.get(9),
        },
        listed: r.get(10),
        at_ms: r.get(11),
    }
}

impl PostgresStore {
    async fn apply(&self, result: ApplyResult) -> anyhow::Result<bool> {
        let mut client = self.client().await?;
        let tx = client.transaction().await?;
        let fresh = tx
            .execute(
                "INSERT INTO rating_applied (table_id, at_ms) VALUES ($1, $2)
                 ON CONFLICT (table_id) DO NOTHING",
                &[&result.table.as_str(), &result.at_ms],
            )
            .await?;
        if fresh == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        let keys = lock_order(&result.rated);
        for count in [ALL_COUNTS, result.players] {
            let count = count as i32;
            for key in &keys {
                // A placeholder with the initial rating and no games, so there is a row to
                // lock; it is overwritten below in this same transaction.
                tx.execute(
                    "INSERT INTO rating (player_key, ruleset, players, mu, sigma, games, wins,
                       updated_ms)
                     VALUES ($1, $2, $3, $4, $5, 0, 0, $6)
                     ON CONFLICT (player_key, ruleset, players) DO NOTHING",
                    &[
                        key,
                        &result.ruleset,
                        &count,
                        &result.initial.mu,
                        &result.initial.sigma,
                        &result.at_ms,
                    ],
                )
                .await?;
            }
            let rows = tx
                .query(
                    "SELECT player_key, mu, sigma FROM rating
                     WHERE player_key = ANY($1) AND ruleset = $2 AND players = $3
                     ORDER BY player_key FOR UPDATE",
                    &[&keys, &result.ruleset, &count],
                )
                .await?;
            let current: HashMap<String, Skill> = rows
                .iter()
                .map(|r| {
                    (
                        r.get(0),
                        Skill {
                            mu: r.get(1),
                            sigma: r.get(2),
                        },
                    )
                })
                .collect();
            let changes = updated(&result, &current)?;
            for (p, (before, after)) in result.rated.iter().zip(changes) {
                tx.execute(
                    "UPDATE rating SET mu = $4, sigma = $5, games = games + 1, wins = wins + $6,
                       updated_ms = $7
                     WHERE player_key = $1 AND ruleset = $2 AND players = $3",
                    &[
                        &p.key,
                        &result.ruleset,
                        &count,
                        &after.mu,
                        &after.sigma,
                        &((p.rank == 1) as i32),
                        &result.at_ms,
                    ],
                )
                .await?;
                if count == ALL_COUNTS as i32 {
                    tx.execute(
                        &format!(
                            "INSERT INTO rating_history ({HISTORY_COLUMNS})
                             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
                        ),
                        &[
                            &result.table.as_str(),
                            &p.key,
                            &result.ruleset,
                            &(result.players as i32),
                            &(p.seat as i32),
                            &(p.rank as i32),
                            &before.mu,
                            &before.sigma,
                            &after.mu,
                            &after.sigma,
                            &result.listed,
                            &result.at_ms,
                        ],
                    )
                    .await?;
                }
            }
        }
        tx.commit().await?;
        Ok(true)
    }
}

impl RatingStore for PostgresStore {
    fn mark_rated(
        &self,
        table: TableId,
        ruleset: String,
        players: u8,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "INSERT INTO rated_table (table_id, ruleset, players, created_ms)
                     VALUES ($1, $2, $3, $4) ON CONFLICT (table_id) DO NOTHING",
                    &[&table.as_str(), &ruleset, &(players as i32), &now_ms],
                )
                .await?;
            Ok(())
        })
    }

    fn is_rated(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            Ok(self
                .client()
                .await?
                .query_opt(
                    "SELECT 1 FROM rated_table WHERE table_id = $1",
                    &[&table.as_str()],
                )
                .await?
                .is_some())
        })
    }

    fn record_left(
        &self,
        table: TableId,
        seat: Seat,
        key: String,
        at_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        Box::pin(async move {
            self.client()
                .await?
                .execute(
                    "INSERT INTO rating_left (table_id, seat, player_key, at_ms)
                     VALUES ($1, $2, $3, $4) ON CONFLICT (table_id, seat) DO NOTHING",
                    &[&table.as_str(), &(seat as i32), &key, &at_ms],
                )
                .await?;
            Ok(())
        })
    }

    fn left_players(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, String)>>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    "SELECT seat, player_key FROM rating_left WHERE table_id = $1 ORDER BY seat",
                    &[&table.as_str()],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| (r.get::<_, i32>(0) as Seat, r.get(1)))
                .collect())
        })
    }

    fn apply_result(&self, result: ApplyResult) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(self.apply(result))
    }

    fn is_applied(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>> {
        Box::pin(async move {
            Ok(self
                .client()
                .await?
                .query_opt(
                    "SELECT 1 FROM rating_applied WHERE table_id = $1",
                    &[&table.as_str()],
                )
                .await?
                .is_some())
        })
    }

    fn player_ratings(&self, key: String) -> BoxFuture<'_, anyhow::Result<Vec<RatingRow>>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    &format!(
                        "SELECT {RATING_COLUMNS} FROM rating WHERE player_key = $1 AND games > 0
                         ORDER BY ruleset, players"
                    ),
                    &[&key],
                )
                .await?;
            Ok(rows.iter().map(rating_row).collect())
        })
    }

    fn rating_history(
        &self,
        key: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<HistoryRow>>> {
        Box::pin(async move {
            let rows = self
                .client()
                .await?
                .query(
                    &format!(
                        "SELECT {HISTORY_COLUMNS} FROM (SELECT * FROM rating_history
                           WHERE player_key = $1 ORDER BY id DESC LIMIT $2) AS latest
                         ORDER BY id"
                    ),
                    &[&key, &(limit as i64)],
                )
                .await?;
            Ok(rows.iter().map(history_row).collect())
        })
    }

    fn leaderboard(
        &self,
        ruleset: String,
        players: u8,
        offset: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<(Vec<RatingRow>, u64)>> {
        Box::pin(async move {
            let client = self.client().await?;
            let players = players as i32;
            let rows = client
                .query(
                    &format!(
                        "SELECT {RATING_COLUMNS} FROM rating
                         WHERE ruleset = $1 AND players = $2 AND games > 0
                         ORDER BY mu - 3 * sigma DESC, player_key LIMIT $3 OFFSET $4"
                    ),
                    &[&ruleset, &players, &(limit as i64), &(offset as i64)],
                )
                .await?;
            let total: i64 = client
                .query_one(
                    "SELECT COUNT(*) FROM rating WHERE ruleset = $1 AND players = $2 AND games > 0",
                    &[&ruleset, &players],
                )
                .await?
                .get(0);
            Ok((rows.iter().map(rating_row).collect(), total as u64))
        })
    }
}
