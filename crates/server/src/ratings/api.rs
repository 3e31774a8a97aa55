//! The ratings' JSON: `GET /api/leaderboard/{ruleset}` (paged, per player count or over all)
//! and `GET /api/ratings/{player}` (a person's current ratings and their history). A profile
//! page reads the second; `web/leaderboard.html` the first.

use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use havenbaron_engine::{Message, Ruleset, Seat};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{PlayerKey, bot_ratings, shown};
use crate::App;
use crate::errors::{ServerError, error, refusal};
use crate::ids::TableId;
use crate::storage::ratings::{ALL_COUNTS, HistoryRow, RatingRow};

/// Rows on a leaderboard page.
pub const PAGE: u32 = 50;
/// Changes of a person's rating sent at most.
pub const HISTORY: u32 = 200;
/// The longest player key looked up.
const MAX_KEY: usize = 128;

/// `?players=N&page=P`: the count (2–4; left out: over all counts) and the page (from 1).
/// Read as text, so that a bad value gets this server's own refusal in words.
#[derive(Debug, Deserialize)]
pub struct BoardQuery {
    #[serde(default)]
    pub players: Option<String>,
    #[serde(default)]
    pub page: Option<String>,
}

/// One rating as sent.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct RatingView {
    pub ruleset: String,
    /// The player count it counts; `null`: every count.
    pub players: Option<u8>,
    /// The rating as shown (the mean, rounded).
    pub rating: i64,
    pub mu: f64,
    /// The uncertainty (a standard deviation, on the same scale).
    pub sigma: f64,
    /// `mu - 3 sigma`, rounded: what the leaderboard ranks by.
    pub conservative: i64,
    pub games: u32,
    pub wins: u32,
    pub updated_ms: i64,
}

impl From<&RatingRow> for RatingView {
    fn from(r: &RatingRow) -> Self {
        RatingView {
            ruleset: r.ruleset.clone(),
            players: (r.players != ALL_COUNTS).then_some(r.players),
            rating: shown(r.skill),
            mu: r.skill.mu,
            sigma: r.skill.sigma,
            conservative: (r.skill.mu - 3.0 * r.skill.sigma).round() as i64,
            games: r.games,
            wins: r.wins,
            updated_ms: r.updated_ms,
        }
    }
}

/// One place on a leaderboard.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct LeaderRow {
    /// 1 = first, counted over every page.
    pub place: u64,
    pub player: PlayerKey,
    /// The account's name (its profile is `/u/NAME`); `null` for a key that is no account.
    pub name: Option<String>,
    /// The account was deleted (shown as "deleted player").
    pub deleted: bool,
    #[serde(flatten)]
    pub rating: RatingView,
}

/// A bot level's fixed rating, for comparison.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct BotView {
    /// The bot as the lobby names it with its level: `random`, `greedy`, `ismcts:easy`, …
    pub bot: String,
    pub rating: i64,
}

/// `GET /api/leaderboard/{ruleset}`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Leaderboard {
    pub ruleset: String,
    /// `null`: over every player count.
    pub players: Option<u8>,
    /// From 1.
    pub page: u32,
    pub per_page: u32,
    /// People on the board, every page.
    pub total: u64,
    pub rows: Vec<LeaderRow>,
    /// The bots' fixed ratings in this rule set, strongest first.
    pub bots: Vec<BotView>,
}

/// One change of a person's rating.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct HistoryView {
    /// The table, when it is public; `null` for a private one, which this answer (open to
    /// anyone) must not name (`crate::visibility`).
    pub table: Option<TableId>,
    pub ruleset: String,
    pub players: u8,
    pub seat: Seat,
    /// 1 = first; a player who left is last.
    pub rank: u8,
    pub before: i64,
    pub after: i64,
    pub at_ms: i64,
}

impl From<&HistoryRow> for HistoryView {
    fn from(h: &HistoryRow) -> Self {
        HistoryView {
            table: h.listed.then(|| h.table_id.clone()),
            ruleset: h.ruleset.clone(),
            players: h.players,
            seat: h.seat,
            rank: h.rank,
            before: shown(h.before),
            after: shown(h.after),
            at_ms: h.at_ms,
        }
    }
}

/// `GET /api/ratings/{player}`.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct PlayerRatings {
    pub player: PlayerKey,
    /// Per rule set: over every count (`players` null) and per count.
    pub ratings: Vec<RatingView>,
    /// The latest changes, oldest first (the rating over every count of their rule set).
    pub history: Vec<HistoryView>,
}

/// A leaderboard asked for a player count the rule set does not have.
pub fn players_refusal(min: u8, max: u8) -> Message {
    Message::new("error-board-players")
        .num("min", min)
        .num("max", max)
}

fn internal(e: anyhow::Error) -> Response {
    refusal(
        StatusCode::INTERNAL_SERVER_ERROR,
        ServerError::Internal(format!("{e:#}")),
    )
}

/// `GET /api/leaderboard/{ruleset}?players=N&page=P`.
pub async fn leaderboard(
    State(app): State<Arc<App>>,
    Path(ruleset): Path<String>,
    Query(q): Query<BoardQuery>,
) -> Response {
    let Ok(rs) = ruleset.parse::<Ruleset>() else {
        return refusal(StatusCode::NOT_FOUND, ServerError::NoRuleset(ruleset));
    };
    let info = rs.info();
    let players = match q.players.as_deref().map(str::parse::<u8>) {
        None => None,
        Some(Ok(n)) if (info.min_players..=info.max_players).contains(&n) => Some(n),
        Some(_) => {
            let words = players_refusal(info.min_players, info.max_players);
            return error(
                StatusCode::BAD_REQUEST,
                format!(
                    "players must be {} to {}",
                    info.min_players, info.max_players
                ),
                words,
            );
        }
    };
    let page = match q.page.as_deref().map(str::parse::<u32>) {
        None => 1,
        Some(Ok(p)) if p >= 1 => p,
        Some(_) => {
            return refusal(
                StatusCode::BAD_REQUEST,
                ServerError::BadRequest("the page is a number from 1".into()),
            );
        }
    };
    let offset = (page as u64 - 1) * PAGE as u64;
    let (rows, total) = match app
        .store
        .leaderboard(
            info.id.to_string(),
            players.unwrap_or(ALL_COUNTS),
            offset,
            PAGE,
        )
        .await
    {
        Ok(found) => found,
        Err(e) => return internal(e),
    };
    let mut bots: Vec<BotView> = bot_ratings()
        .bots
        .iter()
        .filter(|b| b.ruleset == info.id)
        .map(|b| BotView {
            bot: b.spec.clone(),
            rating: b.mu.round() as i64,
        })
        .collect();
    bots.sort_by_key(|b| std::cmp::Reverse(b.rating));
    // Keys are account ids: each row is named by its account, read a page at a time.
    let mut names = Vec::with_capacity(rows.len());
    for r in &rows {
        match app.store.account(r.player_key.clone()).await {
            Ok(a) => names.push(a.map(|a| a.name)),
            Err(e) => return internal(e),
        }
    }
    Json(Leaderboard {
        ruleset: info.id.to_string(),
        players,
        page,
        per_page: PAGE,
        total,
        rows: rows
            .iter()
            .enumerate()
            .map(|(i, r)| LeaderRow {
                place: offset + i as u64 + 1,
                player: PlayerKey(r.player_key.clone()),
                deleted: names[i].as_deref() == Some(""),
                name: names[i].clone().filter(|n| !n.is_empty()),
                rating: r.into(),
            })
            .collect(),
        bots,
    })
    .into_response()
}

/// `GET /api/ratings/{player}`: a person with no rated game has no ratings and no history
/// (not an error: everyone starts somewhere).
pub async fn player(State(app): State<Arc<App>>, Path(key): Path<String>) -> Response {
    if key.is_empty() || key.len() > MAX_KEY {
        return refusal(StatusCode::NOT_FOUND, ServerError::NoPage);
    }
    match player_ratings(&*app.store, key).await {
        Ok(r) => Json(r).into_response(),
        Err(e) => internal(e),
    }
}

/// A person's ratings and recent history (also a profile's ratings section).
pub async fn player_ratings(
    store: &dyn crate::storage::Store,
    key: String,
) -> anyhow::Result<PlayerRatings> {
    let ratings = store.player_ratings(key.clone()).await?;
    let history = store.rating_history(key.clone(), HISTORY).await?;
    Ok(PlayerRatings {
        player: PlayerKey(key),
        ratings: ratings.iter().map(RatingView::from).collect(),
        history: history.iter().map(HistoryView::from).collect(),
    })
}
