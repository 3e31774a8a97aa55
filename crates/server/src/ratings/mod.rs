//! Ratings for 2–4 players (docs/RATINGS.md): Weng-Lin (OpenSkill), the Bayesian rating made
//! for free-for-all games, from the `skillratings` crate. One rating per person and rule set,
//! and one per person, rule set and player count beside it.
//!
//! - **The scale.** Weng-Lin's defaults (`mu` 25, `sigma` 25/3, `beta` 25/6) stretched so that
//!   between two well-known ratings a gap reads as on the Elo scale (100 points: 64%), and
//!   moved to start at 1500 ([`system`], [`INITIAL`]). Bots' fixed ratings come from `arena`
//!   tournaments fitted on that same Elo scale (`havenbaron ratings calibrate`), so "you beat
//!   a 1650 bot" means a bot that wins 64% against a 1550 one.
//! - **A result.** Each seat is a team of one, ranked as the engine's outcome ranks it (ties
//!   share a rank); a person who left (their seat handed to a bot) is last, below everyone who
//!   stayed ([`ranks`]). Bots take part at their fixed ratings and are not changed
//!   ([`RatedSeat::Bot`]). A game stopped by the safety cap (C-7) has no winner and is not
//!   rated.
//! - **Once.** A rated table's end enqueues a job of the scheduler ([`RATING`]); its handler
//!   builds the result from the stored table and hands it to the store, which applies it
//!   exactly once across instances (`storage::ratings`).
//!
//! - **Who.** A person is an account: a human seat is an account's while its current token is
//!   the one that account attached (`crate::storage::SeatLink`), asked of the accounts' store
//!   when it matters ([`player_keys`]: at a claim, a seat handed away, the game's end) rather
//!   than copied into the seat record, so a seat given out again is never rated as its old
//!   holder and no second copy of "who holds this seat" can drift from the accounts' own.

pub mod api;
mod bots;

use std::sync::Arc;
use std::time::Duration;

use havenbaron_engine::{Arg, Message, Outcome, Seat};
use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::App;
use crate::ids::TableId;
use crate::scheduler::{Done, Kind};
use crate::seatbots;
use crate::storage::ratings::{ApplyResult, RatedPlayer, Skill};
use crate::storage::{BoxFuture, Job, SeatKind, SeatLink, SeatRecord, Store, TableRecord};

pub use bots::{BotRating, BotRatings, bot_ratings};

/// Where everyone starts.
pub const INITIAL_MU: f64 = 1500.0;

/// Weng-Lin's `beta` on this scale: a gap of `d` between two ratings known exactly gives the
/// better one `1 / (1 + e^(-d / (sqrt(2) beta)))`, Elo's `1 / (1 + 10^(-d / 400))` when
/// `sqrt(2) beta = 400 / ln 10`.
pub const BETA: f64 = 400.0 / (std::f64::consts::LN_10 * std::f64::consts::SQRT_2);

/// Someone never rated: Weng-Lin's own ratio of uncertainty to `beta` (2).
pub const INITIAL: Skill = Skill {
    mu: INITIAL_MU,
    sigma: 2.0 * BETA,
};

/// The rating system's constants.
pub fn system() -> WengLinConfig {
    WengLinConfig {
        beta: BETA,
        ..WengLinConfig::new()
    }
}

/// A person's key: opaque to ratings (an account's id, once accounts exist).
#[derive(
    Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(transparent)]
pub struct PlayerKey(pub String);

/// Who sits at a seat of a rated table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatedSeat {
    /// A person, rated.
    Player(PlayerKey),
    /// A bot, by its `make_bot` spec (`greedy`, `ismcts:medium`, …), at its fixed rating.
    Bot(String),
}

/// The person at a human seat: the account whose attached token is the seat's current one
/// (`links`: the table's, `Store::table_accounts`). A deleted account still counts (its
/// rating stays with its row, shown as "deleted player").
pub fn player_key(seat: &SeatRecord, links: &[SeatLink]) -> Option<PlayerKey> {
    links
        .iter()
        .find(|l| l.holds(seat))
        .map(|l| PlayerKey(l.account_id.clone()))
}

/// The person at each seat of a stored table, in seat order (`None`: a bot, a guest, or a
/// seat nobody holds yet).
pub async fn player_keys(
    store: &dyn Store,
    rec: &TableRecord,
) -> anyhow::Result<Vec<Option<PlayerKey>>> {
    let links = store.table_accounts(rec.id.clone()).await?;
    Ok(rec.seats.iter().map(|s| player_key(s, &links)).collect())
}

/// Why `seat` of a table may not be claimed (lobby join, a name set through an invite link):
/// at a rated table only a signed-in account sits down, so the seat must be attached to one
/// first. `None`: it may.
pub async fn claim_refusal(
    store: &dyn Store,
    rec: &TableRecord,
    seat: &SeatRecord,
) -> anyhow::Result<Option<Message>> {
    if seat.kind != SeatKind::Human || !store.is_rated(rec.id.clone()).await? {
        return Ok(None);
    }
    let links = store.table_accounts(rec.id.clone()).await?;
    Ok(player_key(seat, &links)
        .is_none()
        .then(|| Message::new("error-rated-guest").seat("seat", seat.seat)))
}

/// The `make_bot` spec of a bot seat (`ismcts:medium`, `greedy`).
pub fn bot_spec(seat: &SeatRecord) -> Option<String> {
    let bot = seat.bot.as_deref()?;
    Some(seatbots::spec(bot, seat.level.as_deref()))
}

/// Why a table cannot be rated, in the player's words; `None`: it can. Every human seat that
/// is taken must be a known person (`keys`, in seat order: guests play unrated tables), no
/// person twice, at least one human seat, and every bot seat a bot with a fixed rating for
/// `ruleset`.
pub fn rated_refusal(
    ruleset: &str,
    seats: &[SeatRecord],
    keys: &[Option<PlayerKey>],
) -> Option<Message> {
    if !seats.iter().any(|s| s.kind == SeatKind::Human) {
        return Some(Message::new("error-rated-no-person"));
    }
    let mut seen = Vec::new();
    for s in seats {
        match s.kind {
            SeatKind::Human if s.claimed => match keys.get(s.seat as usize).and_then(Option::clone)
            {
                Some(k) if seen.contains(&k) => {
                    return Some(Message::new("error-rated-twice").seat("seat", s.seat));
                }
                Some(k) => seen.push(k),
                None => return Some(Message::new("error-rated-guest").seat("seat", s.seat)),
            },
            SeatKind::Human => {}
            SeatKind::Bot => {
                let spec = bot_spec(s).unwrap_or_default();
                if bot_ratings().get(ruleset, &spec).is_none() {
                    return Some(
                        Message::new("error-rated-bot")
                            .seat("seat", s.seat)
                            .arg("bot", Arg::Text(spec)),
                    );
                }
            }
        }
    }
    None
}

/// Every refusal [`rated_refusal`] can give (the catalogue test puts each into words).
pub fn refusals() -> Vec<Message> {
    vec![
        Message::new("error-rated-no-person"),
        Message::new("error-rated-twice").seat("seat", 1),
        Message::new("error-rated-guest").seat("seat", 1),
        Message::new("error-rated-bot")
            .seat("seat", 1)
            .arg("bot", Arg::Text("ismcts:9it".into())),
    ]
}

/// Each seat's place for rating: the outcome's rank among those who stayed, and one place
/// below all of them, shared, for the seats in `left`. 1 = first.
pub fn ranks(outcome: &Outcome, seats: usize, left: &[Seat]) -> Vec<u8> {
    let rank_of = |seat: usize| {
        outcome
            .scores
            .iter()
            .find(|s| s.seat as usize == seat)
            .map_or(u8::MAX, |s| s.rank)
    };
    let stayed: Vec<usize> = (0..seats)
        .filter(|s| !left.contains(&(*s as Seat)))
        .collect();
    (0..seats)
        .map(|seat| {
            if left.contains(&(seat as Seat)) {
                return stayed.len() as u8 + 1;
            }
            let mine = rank_of(seat);
            1 + stayed.iter().filter(|&&o| rank_of(o) < mine).count() as u8
        })
        .collect()
}

/// The rating update of one finished table: `seats` in seat order with their places; the
/// closure takes the people's current ratings (in seat order) and gives their new ones; bots
/// play at their fixed ratings. `None` when a bot has no rating for `ruleset`.
pub fn update_for(
    ruleset: &str,
    seats: &[(RatedSeat, u8)],
    table: &BotRatings,
) -> Option<crate::storage::ratings::Update> {
    let fixed: Vec<Option<WengLinRating>> = seats
        .iter()
        .map(|(who, _)| match who {
            RatedSeat::Player(_) => Ok(None),
            RatedSeat::Bot(spec) => table
                .get(ruleset, spec)
                .map(|b| {
                    Some(WengLinRating {
                        rating: b.mu,
                        uncertainty: b.sigma,
                    })
                })
                .ok_or(()),
        })
        .collect::<Result<_, ()>>()
        .ok()?;
    let places: Vec<usize> = seats.iter().map(|(_, r)| *r as usize).collect();
    Some(Box::new(move |people: &[Skill]| {
        let mut next = people.iter();
        let teams: Vec<[WengLinRating; 1]> = fixed
            .iter()
            .map(|f| {
                [f.unwrap_or_else(|| {
                    let s = next.next().copied().unwrap_or(INITIAL);
                    WengLinRating {
                        rating: s.mu,
                        uncertainty: s.sigma,
                    }
                })]
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(&places)
            .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p)))
            .collect();
        let after = weng_lin_multi_team(&ranked, &system());
        fixed
            .iter()
            .zip(after)
            .filter(|(f, _)| f.is_none())
            .map(|(_, t)| Skill {
                mu: t[0].rating,
                sigma: t[0].uncertainty,
            })
            .collect()
    }))
}

/// Why a finished table gives no rating update.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unrated {
    #[error("the game is not over")]
    NotOver,
    #[error("the game was stopped by the safety cap: nobody won it")]
    Capped,
    #[error("seat {0} is not a known person")]
    Guest(Seat),
    #[error("nobody at the table is rated")]
    NoPerson,
    #[error("the bot `{0}` has no fixed rating here")]
    Bot(String),
}

/// The rating update of a finished table: who sat where (`who`, in seat order: `None` for a
/// seat of no known person), who left (`left`: their seats, now played by bots, count as the
/// person, last), at `at_ms`.
pub fn result_for(
    rec: &TableRecord,
    who: &[Option<RatedSeat>],
    left: &[(Seat, PlayerKey)],
    at_ms: i64,
) -> Result<ApplyResult, Unrated> {
    let outcome = rec.outcome.as_ref().ok_or(Unrated::NotOver)?;
    if outcome.capped {
        return Err(Unrated::Capped);
    }
    let ruleset = rec.config.ruleset.id().to_string();
    let left_seats: Vec<Seat> = left.iter().map(|(s, _)| *s).collect();
    let places = ranks(outcome, who.len(), &left_seats);
    let mut seats = Vec::new();
    let mut rated = Vec::new();
    for (i, w) in who.iter().enumerate() {
        let seat = i as Seat;
        let w = match left.iter().find(|(s, _)| *s == seat) {
            Some((_, key)) => RatedSeat::Player(key.clone()),
            None => w.clone().ok_or(Unrated::Guest(seat))?,
        };
        if let RatedSeat::Player(key) = &w {
            rated.push(RatedPlayer {
                key: key.0.clone(),
                seat,
                rank: places[i],
            });
        }
        seats.push((w, places[i]));
    }
    if rated.is_empty() {
        return Err(Unrated::NoPerson);
    }
    let update = update_for(&ruleset, &seats, bot_ratings()).ok_or_else(|| {
        let bot = seats
            .iter()
            .find_map(|(w, _)| match w {
                RatedSeat::Bot(b) if bot_ratings().get(&ruleset, b).is_none() => Some(b.clone()),
                _ => None,
            })
            .unwrap_or_default();
        Unrated::Bot(bot)
    })?;
    Ok(ApplyResult {
        table: rec.id.clone(),
        ruleset,
        players: rec.config.players,
        listed: rec.listed,
        at_ms,
        initial: INITIAL,
        rated,
        update,
    })
}

/// Who sits at each seat of a stored table, as ratings see it (`keys`: [`player_keys`]).
pub fn seated(rec: &TableRecord, keys: &[Option<PlayerKey>]) -> Vec<Option<RatedSeat>> {
    rec.seats
        .iter()
        .map(|s| match s.kind {
            SeatKind::Human => keys
                .get(s.seat as usize)
                .and_then(Option::clone)
                .map(RatedSeat::Player),
            SeatKind::Bot => bot_spec(s).map(RatedSeat::Bot),
        })
        .collect()
}

/// The job kind that applies a rated table's result; subject the table's id.
pub const RATING: &str = "rating";

/// The ratings' kind of job for the scheduler.
pub fn kind() -> Kind {
    Kind {
        name: RATING,
        handler: rating_job,
        concurrency: 4,
        attempts: 8,
    }
}

/// A game just ended at `table`: if the table is rated, its result is applied by a job, so
/// that it is done once whichever instance runs it, and again after a failure. (An unrated
/// table costs one read; when the read fails, the job is enqueued and asks again.)
pub fn game_ended(app: &Arc<App>, table: &TableId) {
    let (app, table) = (app.clone(), table.clone());
    tokio::spawn(async move {
        if let Ok(false) = app.store.is_rated(table.clone()).await {
            return;
        }
        let now = app.clock.now_ms();
        if let Err(e) = app
            .scheduler
            .enqueue(&app, RATING, table.to_string(), now)
            .await
        {
            tracing::warn!(table = %table, error = %format!("{e:#}"), "cannot enqueue the rating of a finished table");
        }
    });
}

/// A seat of a rated table is handed to a bot: the person who held it counts as last.
/// Guests leave no trace (their table is not rated).
pub async fn seat_left(app: &App, table: &TableId, seat: &SeatRecord) -> anyhow::Result<()> {
    if seat.kind != SeatKind::Human || !app.store.is_rated(table.clone()).await? {
        return Ok(());
    }
    let links = app.store.table_accounts(table.clone()).await?;
    let Some(key) = player_key(seat, &links) else {
        return Ok(());
    };
    app.store
        .record_left(table.clone(), seat.seat, key.0, app.clock.now_ms())
        .await
}

fn rating_job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(apply_table(app, job))
}

/// The job: the stored table's result, applied once (a second run finds it applied).
async fn apply_table(app: Arc<App>, job: Job) -> Done {
    let table = TableId::from(job.subject.as_str());
    let retry = |e: anyhow::Error| Done::Retry(Duration::from_secs(1), format!("{e:#}"));
    match app.store.is_rated(table.clone()).await {
        Ok(true) => {}
        Ok(false) => return Done::Completed,
        Err(e) => return retry(e),
    }
    let rec = match app.store.load_table(table.clone()).await {
        Ok(Some((rec, _))) => rec,
        Ok(None) => return Done::GiveUp(format!("no table {table}")),
        Err(e) => return retry(e),
    };
    let left = match app.store.left_players(table.clone()).await {
        Ok(l) => l
            .into_iter()
            .map(|(s, k)| (s, PlayerKey(k)))
            .collect::<Vec<_>>(),
        Err(e) => return retry(e),
    };
    let keys = match player_keys(&*app.store, &rec).await {
        Ok(k) => k,
        Err(e) => return retry(e),
    };
    match result_for(&rec, &seated(&rec, &keys), &left, app.clock.now_ms()) {
        Ok(result) => match app.store.apply_result(result).await {
            Ok(_) => Done::Completed,
            Err(e) => retry(e),
        },
        Err(why) => {
            tracing::info!(table = %table, reason = %why, "a rated table's result is not rated");
            Done::Completed
        }
    }
}

/// A rating as people read it: the mean, rounded.
pub fn shown(skill: Skill) -> i64 {
    skill.mu.round() as i64
}

#[cfg(test)]
mod tests;
