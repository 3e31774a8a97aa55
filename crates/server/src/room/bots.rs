//! Bot seats' turns: the bot whose decision it is thinks on the blocking pool, and its choice
//! goes through [`Room::act`] like anyone's.
//!
//! Two bounds keep bots from crowding out people (ARCHITECTURE: Server): a decision is claimed in the
//! store first, so that with several instances on one database exactly one thinks it (the
//! claim's lease lets another instance take over when the thinker died), and thinking takes a
//! slot of a fixed number ([`crate::App::bot_slots`]); tables with nobody but bots may use
//! only part of those slots, so a flood of bot-only tables never starves the tables where
//! people wait for a bot.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::{ActError, Actor, Room};
use crate::App;
use crate::seatbots;
use crate::storage::SeatKind;

/// How long a claimed bot decision is the claimer's alone (beyond the bot delay): after this,
/// another instance may think it (the claimer died, or is very slow).
pub const BOT_LEASE: Duration = Duration::from_secs(15);

impl Room {
    /// Starts the bot whose decision it is, if any and none is thinking yet (see `bot_turn`).
    pub fn kick_bots(self: &Arc<Self>, app: &Arc<App>) {
        if app.closing.load(Ordering::SeqCst) {
            return;
        }
        tokio::spawn(bot_turn(self.clone(), app.clone()));
    }
}

/// One bot decision: the bot sees only its seat's view and legal actions, thinks on the
/// blocking pool with its level's budget, and its choice goes through `Room::act` like anyone's
/// (dropped if the game moved on meanwhile).
async fn bot_turn(room: Arc<Room>, app: Arc<App>) {
    let mut st = room.state.lock().await;
    if st.bot_busy || app.closing.load(Ordering::SeqCst) {
        return;
    }
    let Some(seat) = st.game.to_act() else {
        return;
    };
    let rec = &st.rec.seats[seat as usize];
    if rec.kind != SeatKind::Bot {
        return;
    }
    let Some(bot) = st.bots[seat as usize].clone() else {
        return;
    };
    let budget = seatbots::budget(rec.level.as_deref());
    let bots_only = st.rec.seats.iter().all(|s| s.kind == SeatKind::Bot);
    let version = st.version();
    st.bot_busy = true;
    drop(st);
    let done = |room: Arc<Room>| async move { room.state.lock().await.bot_busy = false };

    // Claimed once across instances (the sweep in `lib.rs` tries again later if not).
    match app
        .store
        .claim_bot(
            room.id.clone(),
            version,
            app.instance.clone(),
            app.bot_delay + BOT_LEASE,
        )
        .await
    {
        Ok(true) => {}
        Ok(false) => return done(room).await,
        Err(e) => {
            tracing::warn!(table = %room.id, error = %format!("{e:#}"), "cannot claim the bot's decision");
            return done(room).await;
        }
    }
    if !app.bot_delay.is_zero() {
        tokio::time::sleep(app.bot_delay).await;
    }
    // A slot to think in; bot-only tables first need one of their own, smaller share.
    let _shared = match bots_only {
        true => match app.bot_only_slots.clone().acquire_owned().await {
            Ok(p) => Some(p),
            Err(_) => return done(room).await,
        },
        false => None,
    };
    let Ok(_slot) = app.bot_slots.clone().acquire_owned().await else {
        return done(room).await;
    };
    // The game may have moved on while waiting (a host handed the seat back, another instance).
    let (view, legal) = {
        let st = room.state.lock().await;
        if st.version() != version || app.closing.load(Ordering::SeqCst) {
            drop(st);
            done(room.clone()).await;
            room.kick_bots(&app);
            return;
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
    drop(_shared);
    done(room.clone()).await;
    match room
        .act(&app, seat, chosen, Some(version), Actor::Bot)
        .await
    {
        Ok(_) => {}
        Err(ActError::Stale { .. }) => room.kick_bots(&app),
        Err(ActError::Closing) => {}
        Err(ActError::Storage(e)) => {
            // The store failed (disk full, database gone…): nothing changed; try again shortly.
            tracing::warn!(table = %room.id, seat, error = %format!("{e:#}"), "the bot's move could not be saved");
            tokio::time::sleep(Duration::from_secs(1)).await;
            room.kick_bots(&app);
        }
        Err(e) => {
            tracing::error!(table = %room.id, seat, error = %e, "the bot's move was refused")
        }
    }
}
