//! Undo: a player takes back its own latest decision, as long as nothing hidden was shown,
//! nothing random was drawn and no other seat decided since. The engine decides
//! (`havenbaron_engine::may_undo` over the reveal marks of the actions still standing); the
//! server only keeps those marks and asks.
//!
//! The log stays append-only: an undo is an entry of its own (`ActionRecord::undo`) with the
//! next version, so a replay shows the decision and that it was taken back, and the race for
//! the log's next place between instances is decided as for any action. The game is then the
//! replay of the actions still standing, from the game's start. Every connection gets a fresh
//! view afterwards (and a client catching up across an undo gets one too), never an entry
//! stream that would describe a state that no longer stands.
//!
//! Bots never undo (only a person's connection asks, and a bot's seat is refused). An undo
//! gives no time back: it is a decision like any other in the log, with its own time.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use havenbaron_engine::{Action, Message, Reveal, RuleError, Seat};

use super::{ActError, Entry, Room, RoomState};
use crate::App;
use crate::storage::{ActionRecord, Conflict, SeatKind};

/// An action still standing (not taken back), with its reveal mark.
#[derive(Clone, Copy, Debug)]
pub(super) struct Standing {
    pub seat: Seat,
    pub action: Action,
    pub mark: Reveal,
}

impl RoomState {
    /// Whether `seat` may take back its latest decision now, and if not, why.
    pub(super) fn may_undo(&self, seat: Seat) -> Result<(), ActError> {
        if self
            .rec
            .seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Bot)
        {
            return Err(ActError::BotSeat(seat));
        }
        if self.game.is_over() {
            return Err(ActError::Rule(RuleError::GameOver));
        }
        havenbaron_engine::may_undo(self.standing.iter().map(|s| (s.seat, s.mark)), seat)
            .map_err(ActError::Undo)
    }

    /// Applies an undo entry of the log: the latest standing action (which the entry names)
    /// is taken back, and the game is replayed from its start without it. On error nothing
    /// changes.
    pub(super) fn take_back(&mut self, a: &ActionRecord) -> anyhow::Result<Entry> {
        anyhow::ensure!(
            a.seq == self.version() + 1,
            "table {}: undo {} is out of sequence (the game is at {})",
            self.rec.id,
            a.seq,
            self.version()
        );
        let Some((last, before)) = self.standing.split_last() else {
            anyhow::bail!(
                "table {}: undo {} with nothing to take back",
                self.rec.id,
                a.seq
            );
        };
        anyhow::ensure!(
            last.seat == a.seat && last.action == a.action,
            "table {}: undo {} does not name the latest standing action",
            self.rec.id,
            a.seq
        );
        let mut game = self.start.clone();
        for s in before {
            game.apply(s.seat, &s.action).map_err(|e| {
                anyhow::anyhow!(
                    "table {}: a standing action does not replay: {e}",
                    self.rec.id
                )
            })?;
        }
        self.game = game;
        self.standing.pop();
        let entry = Entry {
            version: a.seq,
            seat: a.seat,
            action: a.action,
            message: Message::new("log-undo").seat("seat", a.seat),
            events: Vec::new(),
            undo: true,
        };
        self.history
            .push(entry.clone())
            .expect("the version was checked against the history's head");
        Ok(entry)
    }

    /// Sends an entry of the log to the connections: an action's update, or after an undo a
    /// fresh view for everyone.
    pub(super) fn broadcast_entry(&mut self, entry: &Entry) {
        if entry.undo {
            self.broadcast_fresh();
        } else {
            self.broadcast_update(entry);
        }
    }
}

impl Room {
    /// `seat`'s player takes back its latest decision (`version`: the version its page
    /// showed, so an undo meant for an older state is refused as stale). Returns the new
    /// version. On any error nothing changes.
    pub async fn undo(
        self: &Arc<Self>,
        app: &Arc<App>,
        seat: Seat,
        version: Option<u64>,
    ) -> Result<u64, ActError> {
        let mut st = self.state.lock().await;
        let mut attempts = 0;
        let result = loop {
            attempts += 1;
            match self.try_undo(app, &mut st, seat, version).await {
                Err(ActError::Storage(e))
                    if e.downcast_ref::<Conflict>().is_some() && attempts < 5 =>
                {
                    app.metrics.conflicts.fetch_add(1, Ordering::Relaxed);
                    if let Err(e) = st.catch_up(app).await {
                        break Err(ActError::Storage(e));
                    }
                }
                other => break other,
            }
        };
        drop(st);
        self.kick_bots(app);
        result
    }

    async fn try_undo(
        &self,
        app: &Arc<App>,
        st: &mut RoomState,
        seat: Seat,
        version: Option<u64>,
    ) -> Result<u64, ActError> {
        if app.closing.load(Ordering::SeqCst) {
            return Err(ActError::Closing);
        }
        if let Some(sent) = version
            && sent != st.version()
        {
            return Err(ActError::Stale {
                current: st.version(),
                sent,
            });
        }
        // A seat whose clock ran out cannot take a decision back either.
        st.check_clock(app, seat, super::Actor::Human).await?;
        st.may_undo(seat)?;
        let last = *st.standing.last().expect("may_undo found an action");
        let record = ActionRecord {
            seq: st.version() + 1,
            seat,
            action: last.action,
            at_ms: app.clock.now_ms(),
            undo: true,
        };
        app.store
            .append_action(self.id.clone(), record.clone(), None)
            .await
            .map_err(ActError::Storage)?;
        st.last_action_ms = st.last_action_ms.max(record.at_ms);
        let entry = st.take_back(&record).map_err(ActError::Storage)?;
        st.broadcast_entry(&entry);
        st.clock_after_undo(app, seat, record.at_ms).await;
        st.system_line(app, Message::new("chat-undo").seat("seat", seat))
            .await;
        Ok(record.seq)
    }
}

#[cfg(test)]
mod tests {
    use crate::room::ActError;
    use crate::room::testing::{app, table};

    /// A bot's seat is refused (bots never undo, and nobody takes back a bot's move for it),
    /// and nothing is written.
    #[tokio::test]
    async fn a_bot_seat_never_takes_back_a_move() {
        let (app, _dir) = app("undo-bot").await;
        let (room, _) = table(&app, &["human", "greedy"], false).await;
        let e = room.undo(&app, 1, None).await.unwrap_err();
        assert!(matches!(e, ActError::BotSeat(1)), "{e:?}");
        assert_eq!(e.message().id, "error-bot-seat");
        let (_, log) = app
            .store
            .load_table(room.id.clone())
            .await
            .unwrap()
            .unwrap();
        assert!(log.iter().all(|a| !a.undo), "{log:?}");
        assert!(room.state.lock().await.may_undo(1).is_err());
    }
}
