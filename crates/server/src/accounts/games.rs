//! What an account's seats add up to: "my games" (running and finished, with the link that
//! opens each seat), a player's profile, and who at a table is signed in.
//!
//! A seat counts as an account's only while its current token is the one the account showed
//! when it attached the seat ([`current_links`]): a seat handed to a bot, or given out again,
//! stops being listed. A private game shows on a profile only to its own player
//! (`crate::visibility`: the profile's viewer holds the seat).

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use havenbaron_engine::Seat;
use schemars::JsonSchema;
use serde::Serialize;

use super::AccountError;
use super::names::name_skeleton;
use super::secrets::hash_secret;
use crate::App;
use crate::ids::TableId;
use crate::lobby::now_ms;
use crate::seatbots;
use crate::storage::{SeatKind, SeatLink, SeatWho, Store, TableRecord};
use crate::visibility::Visibility;

/// Seat links read at most for one page.
const MAX_LINKS: u32 = 500;
/// Finished games a profile lists.
const RECENT: usize = 20;

/// The links whose seat still has the token the account showed.
pub fn current_links<'a>(rec: &TableRecord, links: &'a [SeatLink]) -> Vec<&'a SeatLink> {
    links
        .iter()
        .filter(|l| {
            rec.seats.get(l.seat as usize).is_some_and(|s| {
                s.kind == SeatKind::Human
                    && s.token
                        .as_ref()
                        .is_some_and(|t| hash_secret(t.expose()) == l.token_hash)
            })
        })
        .collect()
}

/// Who played a seat, for whatever counts results per person (the ratings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatPlayer {
    /// A signed-in account, by id.
    Account(String),
    /// A bot, by its `make_bot` spec (`greedy`, `ismcts:strong`, …); `left`: the account
    /// that held the seat before it was handed to the bot (a player who left), if any.
    Bot { spec: String, left: Option<String> },
    /// A person without an account (or whose seat's link changed since it was attached).
    Guest,
}

/// Who plays each seat of a table, in seat order.
pub async fn seat_players(store: &dyn Store, rec: &TableRecord) -> anyhow::Result<Vec<SeatPlayer>> {
    let links = store.table_accounts(rec.id.clone()).await?;
    let held = current_links(rec, &links);
    Ok(rec
        .seats
        .iter()
        .map(|s| match (s.kind, &s.bot) {
            (SeatKind::Bot, Some(bot)) => SeatPlayer::Bot {
                spec: seatbots::spec(bot, s.level.as_deref()),
                left: links
                    .iter()
                    .find(|l| l.seat == s.seat && !l.account_name.is_empty())
                    .map(|l| l.account_id.clone()),
            },
            _ => held
                .iter()
                .find(|l| l.seat == s.seat && !l.account_name.is_empty())
                .map_or(SeatPlayer::Guest, |l| {
                    SeatPlayer::Account(l.account_id.clone())
                }),
        })
        .collect())
}

fn seats_of(rec: &TableRecord) -> Vec<SeatWho> {
    rec.seats
        .iter()
        .map(|s| SeatWho {
            seat: s.seat,
            kind: s.kind.as_str().to_string(),
            bot: s.bot.clone(),
            name: s.name.clone(),
        })
        .collect()
}

/// One of my games.
#[derive(Serialize, JsonSchema)]
pub struct MyGame {
    pub table: TableId,
    pub ruleset: String,
    pub players: u8,
    /// Listed in the lobby (public) or not (private).
    pub listed: bool,
    /// My seat.
    pub seat: Seat,
    pub seats: Vec<SeatWho>,
    pub finished: bool,
    /// Whose decision it is (running games).
    pub to_act: Option<Seat>,
    /// Since when: the last action's time, or the table's creation.
    pub since_ms: i64,
    /// The link that opens my seat (`/t/ID#token=…`).
    pub link: String,
    /// The replay's link (finished games), with its key for a private game.
    pub replay: Option<String>,
    /// The seats ranked first (finished games).
    pub winners: Vec<Seat>,
    pub created_ms: i64,
}

/// `GET /api/account/games`: the signed-in account's running and finished games.
#[derive(Serialize, JsonSchema)]
pub struct MyGames {
    /// Running games waiting for my decision first (longest waiting first), then the others
    /// (latest move first).
    pub running: Vec<MyGame>,
    /// How many running games wait for my decision (the badge on "my games").
    pub waiting: u32,
    pub finished: Vec<MyGame>,
}

fn replay_link(rec: &TableRecord) -> String {
    match Visibility::of(rec).link_key(true) {
        Some(key) => format!("/replay/{}#key={}", rec.id, key.expose()),
        None => format!("/replay/{}", rec.id),
    }
}

async fn my_game(app: &Arc<App>, link: &SeatLink) -> anyhow::Result<Option<MyGame>> {
    let Some(rec) = app.store.load_record(link.table.clone()).await? else {
        return Ok(None);
    };
    if current_links(&rec, std::slice::from_ref(link)).is_empty() {
        return Ok(None);
    }
    let token = rec.seats[link.seat as usize]
        .token
        .as_ref()
        .map(|t| t.expose().to_string())
        .unwrap_or_default();
    let (mut to_act, mut since_ms, mut finished) = (None, rec.created_ms, rec.finished);
    if !rec.finished
        && let Ok(Some(room)) = app.room(&rec.id).await
    {
        let (act, version, over) = {
            let st = room.state.lock().await;
            (st.game.to_act(), st.version(), st.game.is_over())
        };
        to_act = act;
        finished = over;
        if version > 0
            && let Some(last) = app
                .store
                .actions_since(rec.id.clone(), version - 1)
                .await?
                .last()
        {
            since_ms = last.at_ms;
        }
    }
    Ok(Some(MyGame {
        table: rec.id.clone(),
        ruleset: rec.config.ruleset.to_string(),
        players: rec.config.players,
        listed: rec.listed,
        seat: link.seat,
        seats: seats_of(&rec),
        finished,
        to_act: if finished { None } else { to_act },
        since_ms,
        link: format!("/t/{}#token={token}", rec.id),
        replay: finished.then(|| replay_link(&rec)),
        winners: rec
            .outcome
            .as_ref()
            .map(|o| o.winners.clone())
            .unwrap_or_default(),
        created_ms: rec.created_ms,
    }))
}

/// Whether a running game asks my seat to decide (any kind of decision).
fn waits_for_me(g: &MyGame) -> bool {
    !g.finished && g.to_act == Some(g.seat)
}

/// The games waiting for me first, the one waiting longest at the top (in a turn-based game
/// that is the one whose clock has run longest); then the others, the latest move first.
fn sort_waiting_first(running: &mut [MyGame]) {
    running.sort_by_key(|g| {
        if waits_for_me(g) {
            (0, g.since_ms)
        } else {
            (1, g.since_ms.saturating_neg())
        }
    });
}

pub async fn my_games(State(app): State<Arc<App>>, headers: HeaderMap) -> Response {
    let r = async {
        let (_, account) = super::signed_in(&*app.store, &headers, now_ms())
            .await?
            .ok_or(AccountError::NotSignedIn)?;
        let links = app.store.account_seats(account.id, MAX_LINKS).await?;
        let (mut running, mut finished) = (Vec::new(), Vec::new());
        for link in &links {
            match my_game(&app, link).await? {
                Some(g) if g.finished => finished.push(g),
                Some(g) => running.push(g),
                None => {}
            }
        }
        sort_waiting_first(&mut running);
        let waiting = running.iter().filter(|g| waits_for_me(g)).count() as u32;
        finished.sort_by_key(|g| std::cmp::Reverse(g.created_ms));
        Ok::<_, AccountError>(Json(MyGames {
            running,
            waiting,
            finished,
        }))
    };
    r.await.into_response()
}

/// Games played and won at one rule set and player count.
#[derive(Serialize, JsonSchema)]
pub struct Tally {
    pub ruleset: String,
    pub players: u8,
    pub played: u32,
    pub won: u32,
}

/// A finished game on a profile.
#[derive(Serialize, JsonSchema)]
pub struct RecentGame {
    pub table: TableId,
    pub ruleset: String,
    pub players: u8,
    pub seat: Seat,
    pub seats: Vec<SeatWho>,
    pub won: bool,
    /// The replay's link (with its key, for a private game shown to its own player).
    pub replay: String,
    pub created_ms: i64,
}

/// `GET /api/users/{name}`: a player's profile.
#[derive(Serialize, JsonSchema)]
pub struct Profile {
    pub name: String,
    /// Member since.
    pub created_ms: i64,
    /// Whether the viewer is this player (private games are listed then).
    pub me: bool,
    pub tallies: Vec<Tally>,
    pub recent: Vec<RecentGame>,
    /// The player's ratings per rule set and player count, and their recent history
    /// (`GET /api/ratings/{key}`'s answer, the key being the account's).
    #[schemars(with = "Option<serde_json::Map<String, serde_json::Value>>")]
    pub ratings: Option<serde_json::Value>,
}

pub async fn profile(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Path(name): Path<String>,
) -> Response {
    let r = async {
        let account = app
            .store
            .account_by_skeleton(name_skeleton(name.trim()))
            .await?
            .ok_or_else(|| AccountError::NoPlayer(name.clone()))?;
        let viewer = super::signed_in(&*app.store, &headers, now_ms()).await?;
        let me = viewer.is_some_and(|(_, a)| a.id == account.id);
        let links = app
            .store
            .account_seats(account.id.clone(), MAX_LINKS)
            .await?;
        let mut tallies: BTreeMap<(String, u8), (u32, u32)> = BTreeMap::new();
        let mut recent = Vec::new();
        for link in &links {
            let Some(rec) = app.store.load_record(link.table.clone()).await? else {
                continue;
            };
            // A private game shows to its own player only.
            if !rec.finished || (!rec.listed && !me) {
                continue;
            }
            if current_links(&rec, std::slice::from_ref(link)).is_empty() {
                continue;
            }
            let won = rec
                .outcome
                .as_ref()
                .is_some_and(|o| o.winners.contains(&link.seat));
            let t = tallies
                .entry((rec.config.ruleset.to_string(), rec.config.players))
                .or_default();
            t.0 += 1;
            t.1 += u32::from(won);
            if recent.len() < RECENT {
                recent.push(RecentGame {
                    table: rec.id.clone(),
                    ruleset: rec.config.ruleset.to_string(),
                    players: rec.config.players,
                    seat: link.seat,
                    seats: seats_of(&rec),
                    won,
                    replay: replay_link(&rec),
                    created_ms: rec.created_ms,
                });
            }
        }
        recent.sort_by_key(|g| std::cmp::Reverse(g.created_ms));
        // An account's rating key is its id (`crate::ratings::player_keys`).
        let ratings = crate::ratings::api::player_ratings(&*app.store, account.id.clone()).await?;
        let ratings = serde_json::to_value(ratings).map_err(anyhow::Error::from)?;
        Ok::<_, AccountError>(Json(Profile {
            name: account.name,
            created_ms: account.created_ms,
            me,
            tallies: tallies
                .into_iter()
                .map(|((ruleset, players), (played, won))| Tally {
                    ruleset,
                    players,
                    played,
                    won,
                })
                .collect(),
            recent,
            ratings: Some(ratings),
        }))
    };
    r.await.into_response()
}

/// A seat held by a signed-in player.
#[derive(Serialize, JsonSchema)]
pub struct SeatAccount {
    pub seat: Seat,
    /// The account's name; empty for a deleted account ("deleted player").
    pub name: String,
    pub deleted: bool,
}

/// `GET /api/tables/{id}/accounts`: which seats signed-in players hold (the others are guests
/// or bots).
#[derive(Serialize, JsonSchema)]
pub struct TableAccounts {
    pub seats: Vec<SeatAccount>,
}

pub async fn table_accounts(State(app): State<Arc<App>>, Path(id): Path<TableId>) -> Response {
    let r = async {
        let Some(rec) = app.store.load_record(id.clone()).await? else {
            return Ok(crate::errors::refusal(
                axum::http::StatusCode::NOT_FOUND,
                crate::errors::ServerError::NoTable(id),
            ));
        };
        let links = app.store.table_accounts(id).await?;
        let seats = current_links(&rec, &links)
            .into_iter()
            .map(|l| SeatAccount {
                seat: l.seat,
                deleted: l.account_name.is_empty(),
                name: l.account_name.clone(),
            })
            .collect();
        Ok::<_, AccountError>(Json(TableAccounts { seats }).into_response())
    };
    r.await.unwrap_or_else(IntoResponse::into_response)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(table: &str, seat: Seat, to_act: Option<Seat>, since_ms: i64) -> MyGame {
        MyGame {
            table: TableId::from(table),
            ruleset: "rotterdam".into(),
            players: 2,
            listed: true,
            seat,
            seats: Vec::new(),
            finished: false,
            to_act,
            since_ms,
            link: String::new(),
            replay: None,
            winners: Vec::new(),
            created_ms: 0,
        }
    }

    #[test]
    fn games_waiting_for_me_come_first_longest_waiting_at_the_top() {
        let mut running = vec![
            game("aaaaaaaaaa", 0, Some(1), 500),
            game("bbbbbbbbbb", 1, Some(1), 300),
            game("cccccccccc", 0, None, 900),
            game("dddddddddd", 2, Some(2), 100),
            game("eeeeeeeeee", 0, Some(1), 700),
        ];
        sort_waiting_first(&mut running);
        let order: Vec<_> = running.iter().map(|g| g.table.to_string()).collect();
        assert_eq!(
            order,
            [
                "dddddddddd",
                "bbbbbbbbbb",
                "cccccccccc",
                "eeeeeeeeee",
                "aaaaaaaaaa"
            ]
        );
        assert_eq!(running.iter().filter(|g| waits_for_me(g)).count(), 2);
    }
}
