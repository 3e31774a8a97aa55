//! Bot seats' turns: the bot whose decision it is thinks on the blocking pool, and its choice
//! goes through [`Room::act`] like anyone's.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use super::{ActError, Actor, Room};
use crate::App;
use crate::seatbots;
use crate::storage::SeatKind;

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
    let view = st.game.view(Some(seat));
    let legal = st.game.legal_actions();
    let version = st.version();
    st.bot_busy = true;
    drop(st);
    if !app.bot_delay.is_zero() {
        tokio::time::sleep(app.bot_delay).await;
    }
    let fallback = legal[0];
    let chosen = tokio::task::spawn_blocking(move || {
        let mut bot = bot.lock().unwrap_or_else(|p| p.into_inner());
        bot.choose(&view, &legal, budget)
    })
    .await
    .unwrap_or_else(|e| {
        eprintln!(
            "table {}: the bot of seat {seat} failed ({e}); it takes its first legal action",
            room.id
        );
        fallback
    });
    room.state.lock().await.bot_busy = false;
    match room
        .act(&app, seat, chosen, Some(version), Actor::Bot)
        .await
    {
        Ok(_) => {}
        Err(ActError::Stale { .. }) => room.kick_bots(&app),
        Err(ActError::Closing) => {}
        Err(ActError::Storage(e)) => {
            // The store failed (disk full, locked…): nothing changed; try again shortly.
            eprintln!(
                "table {}: the bot's move of seat {seat} could not be saved: {e}",
                room.id
            );
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            room.kick_bots(&app);
        }
        Err(e) => eprintln!("table {}: the bot of seat {seat} was refused: {e}", room.id),
    }
}
