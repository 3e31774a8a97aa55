//! Keeping a room's cached game in step with the stored log, which other server instances on the
//! same database write too (ARCHITECTURE: Server). The log is the truth: an action stored elsewhere is
//! applied here exactly as a replay applies it, and sent to this instance's connections; a seat
//! changed elsewhere (a lobby join's new token, a name, a bot) replaces the cached one.
//!
//! Three ways in: an announced action ([`Room::heard_action`], the common case: applied without
//! a query when it is the next one), "read the log again" ([`Room::refresh`], after a lost
//! announcement or a lost race in `Room::act`), and "seats changed" ([`Room::heard_seats`]).

use std::sync::Arc;

use super::{Entry, Room, RoomState, seat_bot};
use crate::App;
use crate::storage::ActionRecord;

impl RoomState {
    /// Applies an action that is already in the log (replay on load, or one another instance
    /// stored) to the cached game and history. On error nothing changes.
    pub(super) fn apply_logged(&mut self, a: &ActionRecord) -> anyhow::Result<Entry> {
        if a.undo {
            return self.take_back(a);
        }
        anyhow::ensure!(
            a.seq == self.version() + 1,
            "table {}: action {} is out of sequence (the game is at {})",
            self.rec.id,
            a.seq,
            self.version()
        );
        let message = self.game.describe(&a.action);
        // `Game::apply` leaves the game unchanged when it refuses.
        let applied = self.game.apply_marked(a.seat, &a.action).map_err(|e| {
            anyhow::anyhow!(
                "table {}: action {} does not replay: {e}",
                self.rec.id,
                a.seq
            )
        })?;
        self.standing.push(super::undo::Standing {
            seat: a.seat,
            action: a.action,
            mark: applied.reveal,
        });
        let events = applied.events;
        if let Some(o) = self.game.outcome() {
            self.rec.finished = true;
            self.rec.outcome = Some(o);
        }
        self.last_action_ms = self.last_action_ms.max(a.at_ms);
        let entry = Entry {
            version: a.seq,
            seat: a.seat,
            action: a.action,
            message,
            events,
            undo: false,
        };
        self.history
            .push(entry.clone())
            .expect("the version was checked against the history's head");
        Ok(entry)
    }

    /// Reads what the log holds beyond the cached version, applies it and sends each step to
    /// the connections. Returns how many actions were missing.
    pub(super) async fn catch_up(&mut self, app: &App) -> anyhow::Result<usize> {
        let missed = app
            .store
            .actions_since(self.rec.id.clone(), self.version())
            .await?;
        for a in &missed {
            let entry = self.apply_logged(a)?;
            self.broadcast_entry(&entry);
        }
        if self.clock.is_some() && !missed.is_empty() {
            self.reload_clock(app).await?;
        }
        Ok(missed.len())
    }

    /// Takes the stored seats when they differ from the cached ones (tokens, names, bots),
    /// and tells the connections. Returns whether anything changed.
    pub(super) async fn reload_seats(&mut self, app: &App) -> anyhow::Result<bool> {
        let Some(stored) = app.store.load_record(self.rec.id.clone()).await? else {
            return Ok(false);
        };
        if stored.seats == self.rec.seats {
            return Ok(false);
        }
        for (i, seat) in stored.seats.iter().enumerate() {
            if self.rec.seats.get(i) != Some(seat)
                && let Some(slot) = self.bots.get_mut(i)
            {
                *slot = seat_bot(app, &stored, seat);
            }
        }
        self.rec.seats = stored.seats;
        self.broadcast_seats();
        Ok(true)
    }
}

impl Room {
    /// An action some instance committed (this one's own come back too): applied when it is
    /// the next one, read from the log when some are missing, ignored when already known.
    /// The bots are not started here: the instance that committed the action enqueues the
    /// next decision as a job, which any instance may claim; the sweep in `lib.rs` enqueues it
    /// if that instance died first.
    pub async fn heard_action(self: &Arc<Self>, app: &Arc<App>, a: ActionRecord) {
        let mut st = self.state.lock().await;
        let version = st.version();
        if a.seq <= version {
            return;
        }
        let result = if a.seq == version + 1 {
            let applied = st.apply_logged(&a).map(|entry| st.broadcast_entry(&entry));
            match (applied, st.clock.is_some()) {
                (Ok(()), true) => st.reload_clock(app).await,
                (other, _) => other,
            }
        } else {
            st.catch_up(app).await.map(|_| ())
        };
        drop(st);
        if let Err(e) = result {
            tracing::error!(table = %self.id, error = %format!("{e:#}"), "cannot follow the stored log");
        }
    }

    /// Compares the room with the database (actions and seats), after announcements may have
    /// been missed.
    pub async fn refresh(self: &Arc<Self>, app: &Arc<App>) {
        let mut st = self.state.lock().await;
        let result = match st.catch_up(app).await {
            Ok(_) => st.reload_seats(app).await.map(|_| ()),
            Err(e) => Err(e),
        };
        drop(st);
        if let Err(e) = result {
            tracing::error!(table = %self.id, error = %format!("{e:#}"), "cannot refresh from the database");
        }
        self.kick_bots(app);
    }

    /// A seat of this table changed (here or on another instance).
    pub async fn heard_seats(self: &Arc<Self>, app: &Arc<App>) {
        let mut st = self.state.lock().await;
        let mut result = st.reload_seats(app).await.map(|_| ());
        // Or a seat's count of hints (`hints.rs`), announced as a change of the seats.
        if result.is_ok() {
            result = st.reload_hints(app).await;
        }
        // A seat changed elsewhere may be a clock run out or a seat taken back.
        if result.is_ok() && st.clock.is_some() {
            result = st.reload_clock(app).await;
        }
        drop(st);
        if let Err(e) = result {
            tracing::error!(table = %self.id, error = %format!("{e:#}"), "cannot read the seats");
        }
        self.kick_bots(app);
    }
}
