//! Bot seats' turns: each decision is a job of the scheduler (`crate::scheduler`), kind
//! [`BOT`] (or [`BOT_SOLO`] for tables with nobody but bots) and subject the table and its
//! version ([`bot_subject`]), due when the bot delay has passed. Whichever instance claims it
//! loads the table if it does not hold it, lets the bot think on the blocking pool, and sends
//! its choice through [`Room::act`] like anyone's.
//!
//! Two bounds keep bots from crowding out people (ARCHITECTURE: Server): thinking takes a slot
//! of a fixed number ([`crate::App::bot_slots`]), and bot-only tables, a kind of their own,
//! first take one of a smaller number ([`crate::App::bot_only_slots`]), so a flood of bot-only
//! tables never starves the tables where people wait for a bot.
//!
//! A kind's concurrency counts decisions in flight, not bots thinking: most of a decision's
//! time is spent waiting (for the room, for a slot, for its move's commit), so many run at
//! once and their commits share the store's group commits. With the concurrency at the number
//! of slots, a 2-core server moved about a third as many bots a second as without the jobs.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::{ActError, Actor, Room};
use crate::App;
use crate::ids::TableId;
use crate::limits::Limits;
use crate::scheduler::{Done, Kind};
use crate::seatbots;
use crate::storage::{BoxFuture, Job, SeatKind};

/// The job kind of a bot's decision at a table where people play.
pub const BOT: &str = "bot";
/// The job kind of a bot's decision at a table of bots only.
pub const BOT_SOLO: &str = "bot-solo";
/// Attempts at one decision before it is given up on (a store that keeps failing).
const ATTEMPTS: u32 = 8;

/// Bot decisions in flight per thinking slot (see the module's docs).
const IN_FLIGHT_PER_SLOT: usize = 64;

/// The bot kinds, with their concurrency from the limits.
pub fn bot_kinds(limits: &Limits) -> Vec<Kind> {
    vec![
        Kind {
            name: BOT,
            handler: bot_job,
            concurrency: limits.bot_threads.max(1) * IN_FLIGHT_PER_SLOT,
            attempts: ATTEMPTS,
        },
        Kind {
            name: BOT_SOLO,
            handler: bot_job,
            concurrency: limits.bot_only_threads() * IN_FLIGHT_PER_SLOT,
            attempts: ATTEMPTS,
        },
    ]
}

/// A bot decision's subject: `TABLE@VERSION`, one job per table and version.
pub fn bot_subject(table: &TableId, version: u64) -> String {
    format!("{table}@{version}")
}

pub(super) fn parse_subject(subject: &str) -> Option<(TableId, u64)> {
    let (table, version) = subject.rsplit_once('@')?;
    Some((TableId::from(table), version.parse().ok()?))
}

impl Room {
    /// Enqueues the decision of the bot whose turn it is, if any (due after the bot delay);
    /// enqueueing the same decision again changes nothing.
    pub fn kick_bots(self: &Arc<Self>, app: &Arc<App>) {
        if app.closing.load(Ordering::SeqCst) {
            return;
        }
        let (room, app) = (self.clone(), app.clone());
        tokio::spawn(async move {
            let st = room.state.lock().await;
            let Some(seat) = st.game.to_act() else {
                return;
            };
            // `get`: a stored record may list fewer seats than the game has (nothing to kick).
            let bot_seat = st
                .rec
                .seats
                .get(seat as usize)
                .is_some_and(|s| s.kind == SeatKind::Bot)
                && st.bots.get(seat as usize).is_some_and(Option::is_some);
            if !bot_seat {
                return;
            }
            let kind = match st.rec.seats.iter().all(|s| s.kind == SeatKind::Bot) {
                true => BOT_SOLO,
                false => BOT,
            };
            let subject = bot_subject(&room.id, st.version());
            drop(st);
            let due = app.clock.now_ms() + app.bot_delay.as_millis() as i64;
            if let Err(e) = app.scheduler.enqueue(&app, kind, subject, due).await {
                tracing::warn!(table = %room.id, error = %format!("{e:#}"), "cannot enqueue the bot's decision");
            }
        });
    }
}

fn bot_job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(bot_decision(app, job))
}

/// One bot decision: the table is loaded if this instance does not hold it and brought up to
/// the stored log; if the decision is still to take, the bot sees only its seat's view and
/// legal actions, thinks on the blocking pool with its level's budget, and its choice goes
/// through `Room::act` like anyone's (dropped if the game moved on meanwhile).
async fn bot_decision(app: Arc<App>, job: Job) -> Done {
    let Some((table, version)) = parse_subject(&job.subject) else {
        return Done::GiveUp(format!("an unreadable subject `{}`", job.subject));
    };
    if app.closing.load(Ordering::SeqCst) {
        return Done::Release;
    }
    let room = match app.room(&table).await {
        Ok(Some(room)) => room,
        Ok(None) => return Done::GiveUp(format!("no table {table}")),
        Err(e) => return Done::Retry(Duration::from_secs(1), format!("{e:#}")),
    };
    let mut st = room.state.lock().await;
    // The log is the truth: another instance may have taken this decision already.
    if st.version() <= version
        && let Err(e) = st.catch_up(&app).await
    {
        return Done::Retry(Duration::from_secs(1), format!("{e:#}"));
    }
    if st.version() != version || st.bot_busy {
        return Done::Completed;
    }
    let Some(seat) = st.game.to_act() else {
        return Done::Completed;
    };
    let rec = &st.rec.seats[seat as usize];
    if rec.kind != SeatKind::Bot {
        return Done::Completed;
    }
    let Some(bot) = st.bots[seat as usize].clone() else {
        return Done::Completed;
    };
    let budget = seatbots::budget(rec.level.as_deref());
    st.bot_busy = true;
    drop(st);
    let done = |room: Arc<Room>| async move { room.state.lock().await.bot_busy = false };

    let _solo_slot = match job.kind == BOT_SOLO {
        true => match app.bot_only_slots.clone().acquire_owned().await {
            Ok(slot) => Some(slot),
            Err(_) => {
                done(room).await;
                return Done::Release;
            }
        },
        false => None,
    };
    let Ok(_slot) = app.bot_slots.clone().acquire_owned().await else {
        done(room).await;
        return Done::Release;
    };
    // The game may have moved on while waiting (a host handed the seat back, another instance).
    let (view, legal) = {
        let st = room.state.lock().await;
        if app.closing.load(Ordering::SeqCst) {
            drop(st);
            done(room).await;
            return Done::Release;
        }
        if st.version() != version {
            drop(st);
            done(room.clone()).await;
            room.kick_bots(&app);
            return Done::Completed;
        }
        (st.game.view(Some(seat)), st.game.legal_actions())
    };
    let fallback = legal[0];
    app.metrics.bots_thinking.fetch_add(1, Ordering::Relaxed);
    let chosen = tokio::task::spawn_blocking(move || {
        let mut bot = bot.lock().unwrap_or_else(|p| p.into_inner());
        bot.choose(&view, &legal, budget)
    })
    .await
    .unwrap_or_else(|e| {
        tracing::error!(table = %room.id, seat, error = %e, "the bot failed; it takes its first legal action");
        fallback
    });
    app.metrics.bots_thinking.fetch_sub(1, Ordering::Relaxed);
    drop(_slot);
    drop(_solo_slot);
    done(room.clone()).await;
    match room
        .act(&app, seat, chosen, Some(version), Actor::Bot)
        .await
    {
        Ok(_) => Done::Completed,
        Err(ActError::Stale { .. }) => {
            room.kick_bots(&app);
            Done::Completed
        }
        Err(ActError::Closing) => Done::Release,
        // The store failed (disk full, database gone…): nothing changed; tried again shortly.
        Err(ActError::Storage(e)) => Done::Retry(
            Duration::from_secs(1),
            format!("the bot's move could not be saved: {e:#}"),
        ),
        Err(e) => Done::GiveUp(format!("the bot's move was refused: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_subject_names_the_table_and_its_version() {
        let id = TableId::from("ab@cd");
        assert_eq!(parse_subject(&bot_subject(&id, 12)), Some((id, 12)));
        assert_eq!(parse_subject("nothing"), None);
        assert_eq!(parse_subject("t@x"), None);
    }
}
