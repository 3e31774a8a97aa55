//! The ratings feature on SQLite: every change goes through the store's single writer thread,
//! so an apply (the marker, the reads, the new ratings, the history) is one write that no other
//! can interleave with.

use std::collections::HashMap;

use havenbaron_engine::Seat;
use rusqlite::{Connection, OptionalExtension, params};

use super::{ALL_COUNTS, ApplyResult, HistoryRow, RatingRow, RatingStore, Skill, updated};
use crate::ids::TableId;
use crate::storage::BoxFuture;
use crate::storage::sqlite::SqliteStore;

const RATING_COLUMNS: &str = "player_key, ruleset, players, mu, sigma, games, wins, updated_ms";
const HISTORY_COLUMNS: &str = "table_id, player_key, ruleset, players, seat, rank, mu_before, \
     sigma_before, mu_after, sigma_after, listed, at_ms";

fn rating_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        player_key: r.get(0)?,
        ruleset: r.get(1)?,
        players: r.get(2)?,
        skill: Skill {
            mu: r.get(3)?,
            sigma: r.get(4)?,
        },
        games: r.get(5)?,
        wins: r.get(6)?,
        updated_ms: r.get(7)?,
    })
}

fn history_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<HistoryRow> {
    Ok(HistoryRow {
        table_id: TableId::from(r.get::<_, String>(0)?.as_str()),
        player_key: r.get(1)?,
        ruleset: r.get(2)?,
        players: r.get(3)?,
        seat: r.get(4)?,
        rank: r.get(5)?,
        before: Skill {
            mu: r.get(6)?,
            sigma: r.get(7)?,
        },
        after: Skill {
            mu: r.get(8)?,
            sigma: r.get(9)?,
        },
        listed: r.get(10)?,
        at_ms: r.get(11)?,
    })
}

/// The whole apply, inside the writer's transaction: `false` when the table's marker exists.
fn apply(conn: &Connection, result: &ApplyResult) -> anyhow::Result<bool> {
    let fresh = conn
        .prepare_cached(
            "INSERT INTO rating_applied (table_id, at_ms) VALUES (?1, ?2)
             ON CONFLICT (table_id) DO NOTHING",
        )?
        .execute(params![result.table.as_str(), result.at_ms])?;
    if fresh == 0 {
        return Ok(false);
    }
    for count in [ALL_COUNTS, result.players] {
        let mut current = HashMap::new();
        for p in &result.rated {
            let skill = conn
                .prepare_cached(
                    "SELECT mu, sigma FROM rating
                     WHERE player_key = ?1 AND ruleset = ?2 AND players = ?3",
                )?
                .query_row(params![p.key, result.ruleset, count], |r| {
                    Ok(Skill {
                        mu: r.get(0)?,
                        sigma: r.get(1)?,
                    })
                })
                .optional()?;
            if let Some(s) = skill {
                current.insert(p.key.clone(), s);
            }
        }
        let changes = updated(result, &current)?;
        for (p, (before, after)) in result.rated.iter().zip(changes) {
            conn.prepare_cached(
                "INSERT INTO rating (player_key, ruleset, players, mu, sigma, games, wins,
                   updated_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7)
                 ON CONFLICT (player_key, ruleset, players) DO UPDATE SET mu = excluded.mu,
                   sigma = excluded.sigma, games = games + 1, wins = wins + excluded.wins,
                   updated_ms = excluded.updated_ms",
            )?
            .execute(params![
                p.key,
                result.ruleset,
                count,
                after.mu,
                after.sigma,
                (p.rank == 1) as i64,
                result.at_ms
            ])?;
            if count == ALL_COUNTS {
                conn.prepare_cached(&format!(
                    "INSERT INTO rating_history ({HISTORY_COLUMNS})
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"
                ))?
                .execute(params![
                    result.table.as_str(),
                    p.key,
                    result.ruleset,
                    result.players,
                    p.seat,
                    p.rank,
                    before.mu,
                    before.sigma,
                    after.mu,
                    after.sigma,
                    result.listed,
                    result.at_ms
                ])?;
            }
        }
    }
    Ok(true)
}

impl RatingStore for SqliteStore {
    fn mark_rated(
        &self,
        table: TableId,
        ruleset: String,
        players: u8,
        now_ms: i64,
    ) -> BoxFuture<'_, anyhow::Result<()>> {
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO rated_table (table_id, ruleset, players, created_ms)
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (table_id) DO NOTHING",
            )?
            .execute(params![table.as_str(), ruleset, players, now_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn is_rated(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached("SELECT 1 FROM rated_table WHERE table_id = ?1")?
                .query_row(params![table.as_str()], |_| Ok(()))
                .optional()?
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
        let done = self.write(move |conn| {
            conn.prepare_cached(
                "INSERT INTO rating_left (table_id, seat, player_key, at_ms)
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (table_id, seat) DO NOTHING",
            )?
            .execute(params![table.as_str(), seat, key, at_ms])?;
            Ok(true)
        });
        Box::pin(async move { done.await.map(|_| ()) })
    }

    fn left_players(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, String)>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(
                "SELECT seat, player_key FROM rating_left WHERE table_id = ?1 ORDER BY seat",
            )?;
            let rows = stmt.query_map(params![table.as_str()], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn apply_result(&self, result: ApplyResult) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.write(move |conn| apply(conn, &result))
    }

    fn is_applied(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<bool>> {
        self.read(move |conn| {
            Ok(conn
                .prepare_cached("SELECT 1 FROM rating_applied WHERE table_id = ?1")?
                .query_row(params![table.as_str()], |_| Ok(()))
                .optional()?
                .is_some())
        })
    }

    fn player_ratings(&self, key: String) -> BoxFuture<'_, anyhow::Result<Vec<RatingRow>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM rating WHERE player_key = ?1
                 ORDER BY ruleset, players"
            ))?;
            let rows = stmt.query_map(params![key], rating_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn rating_history(
        &self,
        key: String,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<HistoryRow>>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {HISTORY_COLUMNS} FROM (SELECT * FROM rating_history
                   WHERE player_key = ?1 ORDER BY id DESC LIMIT ?2) ORDER BY id"
            ))?;
            let rows = stmt.query_map(params![key, limit], history_row)?;
            Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
        })
    }

    fn leaderboard(
        &self,
        ruleset: String,
        players: u8,
        offset: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<(Vec<RatingRow>, u64)>> {
        self.read(move |conn| {
            let mut stmt = conn.prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM rating WHERE ruleset = ?1 AND players = ?2
                 ORDER BY mu - 3 * sigma DESC, player_key LIMIT ?3 OFFSET ?4"
            ))?;
            let rows = stmt
                .query_map(params![ruleset, players, limit, offset as i64], rating_row)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let total: i64 = conn
                .prepare_cached("SELECT COUNT(*) FROM rating WHERE ruleset = ?1 AND players = ?2")?
                .query_row(params![ruleset, players], |r| r.get(0))?;
            Ok((rows, total as u64))
        })
    }
}
