//! Applying an action, and the subscriptions: the connections of a room and the fan-out of
//! every change to them, each message made for its viewer (C-6).

use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::extract::ws::Utf8Bytes;
use havenbaron_engine::{Action, Arg, Event, Game, Message, RuleError, Seat, UndoStop};
use tokio::sync::{Notify, mpsc};

use super::{FRESH_LOG, Room, RoomState, Versioned};
use crate::errors::ServerError;
use crate::protocol::{LegalAction, LogEntry, ServerMsg};
use crate::storage::{ActionRecord, Conflict, SeatKind};
use crate::{App, Limits};

/// One accepted action with the full-truth events; redacted per viewer when sent.
#[derive(Clone, Debug)]
pub struct Entry {
    pub version: u64,
    pub seat: Seat,
    pub action: Action,
    /// The action's words (a catalogue message), from the state it was taken in.
    pub message: Message,
    pub events: Vec<Event>,
    /// An undo: `seat` took back its latest standing action, `action` (see `undo.rs`).
    pub undo: bool,
}

impl Versioned for Entry {
    fn version(&self) -> u64 {
        self.version
    }
}

impl Entry {
    /// The entry as `viewer` may see it; `game` (any state of the same game) names the
    /// events' things and ships.
    fn for_viewer(&self, game: &Game, viewer: Option<Seat>) -> LogEntry {
        if self.undo {
            // Everyone is told that a decision was taken back, nobody which one: it may have
            // named a hidden card, or been a private step others never saw.
            return LogEntry {
                version: self.version,
                seat: self.seat,
                action: None,
                message: None,
                events: Vec::new(),
                messages: vec![Some(Message::new("log-undo").seat("seat", self.seat))],
                undo: true,
            };
        }
        let mine = viewer == Some(self.seat);
        let events: Vec<Event> = self.events.iter().map(|e| e.redacted_for(viewer)).collect();
        LogEntry {
            version: self.version,
            seat: self.seat,
            action: mine.then_some(self.action),
            message: mine.then(|| self.message.clone()),
            messages: events.iter().map(|e| game.describe_event(e)).collect(),
            events,
            undo: false,
        }
    }
}

/// Who asks for an action: a person holding the seat's token, or the seat's bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Actor {
    Human,
    Bot,
}

#[derive(Debug, thiserror::Error)]
pub enum ActError {
    #[error("{0}")]
    Rule(#[from] RuleError),
    #[error("the game has moved on (version {current}); your view was version {sent}")]
    Stale { current: u64, sent: u64 },
    #[error("seat {0} is played by a bot")]
    BotSeat(Seat),
    #[error("seat {0} is not played by a bot")]
    NotBotSeat(Seat),
    #[error("seat {0}'s clock ran out; a bot plays it now (its owner can take it back)")]
    TimedOut(Seat),
    #[error("the server is shutting down; try again in a moment")]
    Closing,
    /// An undo the engine does not allow (`havenbaron_engine::may_undo`).
    #[error("{}", undo_refusal(*.0))]
    Undo(UndoStop),
    #[error("the action could not be saved: {0:#}")]
    Storage(anyhow::Error),
}

impl ActError {
    pub fn rule(&self) -> Option<String> {
        match self {
            ActError::Rule(RuleError::Illegal { rule, .. }) => Some(rule.to_string()),
            _ => None,
        }
    }

    /// The catalogue message (`errors.ftl`) a person is shown.
    pub fn message(&self) -> Message {
        match self {
            ActError::Rule(e) => e.message(),
            ActError::Stale { current, sent } => Message::new("error-stale")
                .num("current", *current as i64)
                .num("sent", *sent as i64),
            ActError::BotSeat(s) => Message::new("error-bot-seat").seat("seat", *s),
            ActError::NotBotSeat(s) => Message::new("error-not-bot-seat").seat("seat", *s),
            ActError::TimedOut(s) => Message::new("error-clock-ran-out").seat("seat", *s),
            ActError::Closing => Message::new("error-closing"),
            ActError::Undo(UndoStop::Nothing) => Message::new("error-undo-nothing"),
            ActError::Undo(UndoStop::OtherSeat) => Message::new("error-undo-other-seat"),
            ActError::Undo(UndoStop::Reveal) => Message::new("error-undo-reveal"),
            ActError::Storage(detail) => {
                Message::new("error-save-action").arg("detail", Arg::Text(format!("{detail:#}")))
            }
        }
    }

    /// For a refused action: what the current decision is, for the client to put into words.
    pub fn expected(&self) -> Option<Message> {
        match self {
            ActError::Rule(RuleError::Illegal { expected, .. }) => Some(expected.clone()),
            _ => None,
        }
    }
}

/// Why an undo is refused, in English.
fn undo_refusal(stop: UndoStop) -> &'static str {
    match stop {
        UndoStop::Nothing => "there is no decision of yours to take back",
        UndoStop::OtherSeat => "another seat has decided since; what it decided on stays",
        UndoStop::Reveal => {
            "something was drawn or shown since your decision; it cannot be taken back"
        }
    }
}

/// One connection: a seat's or a spectator's.
pub(super) struct Subscriber {
    id: u64,
    seat: Option<Seat>,
    /// The connection's queue of messages, each a shared buffer: viewers who see the same
    /// thing (the spectators, a seat's several tabs) share one serialisation.
    tx: mpsc::Sender<Utf8Bytes>,
    /// Told when the connection is dropped for falling behind (its session closes the socket
    /// with the reason; the client reconnects and catches up).
    too_slow: Arc<Notify>,
    /// Whether it gets the spectators' chat (always for a spectator; a player chooses).
    spectators: bool,
}

/// What a new connection gets from [`Room::subscribe`].
pub struct Subscription {
    pub id: u64,
    /// Notified when the connection fell too far behind and was dropped.
    pub too_slow: Arc<Notify>,
}

impl RoomState {
    /// Whether some connection plays `seat`.
    pub fn connected(&self, seat: Seat) -> bool {
        self.subs.iter().any(|sub| sub.seat == Some(seat))
    }

    /// The one place a game's state is turned into a message for a viewer (C-6): its own
    /// view, events redacted for it, and its legal actions when it is its decision.
    fn update_for(&self, viewer: Option<Seat>, entries: &[&Entry], fresh: bool) -> String {
        let view = self.game.view(viewer);
        let legal = match (viewer, self.game.to_act()) {
            (Some(me), Some(to_act))
                if me == to_act && self.rec.seats[me as usize].kind == SeatKind::Human =>
            {
                self.game
                    .legal_actions()
                    .into_iter()
                    .map(|action| LegalAction {
                        message: self.game.describe(&action),
                        action,
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        let undo = viewer.is_some_and(|me| self.may_undo(me).is_ok());
        ServerMsg::Update {
            undo,
            version: self.version(),
            fresh,
            entries: entries
                .iter()
                .map(|e| e.for_viewer(&self.game, viewer))
                .collect(),
            view: Box::new(view),
            legal,
            outcome: self.game.outcome(),
        }
        .to_json()
    }

    /// What a (re)connecting viewer gets: what it missed since `since` if the history still
    /// holds it, else a fresh view with the recent log.
    fn catch_up_message(&self, viewer: Option<Seat>, since: Option<u64>) -> String {
        // Past an undo the entries are no continuation: the client starts over from a fresh
        // view (an entry stream would show it a state that no longer stands).
        let missed = since
            .and_then(|v| self.history.since(v))
            .map(|m| m.collect::<Vec<_>>())
            .filter(|m| !m.iter().any(|e| e.undo));
        match missed {
            Some(missed) => self.update_for(viewer, &missed, false),
            None => {
                let recent: Vec<&Entry> = self.history.recent(FRESH_LOG).collect();
                self.update_for(viewer, &recent, true)
            }
        }
    }

    pub(super) fn send(&mut self, id: u64, msg: Utf8Bytes) {
        let Some(i) = self.subs.iter().position(|s| s.id == id) else {
            return;
        };
        match self.subs[i].tx.try_send(msg) {
            Ok(()) => {}
            Err(mpsc::error::TrySendError::Full(_)) => {
                // Too slow: dropped, and told so (its session closes the socket with the
                // reason); the client reconnects with its version and catches up.
                let sub = self.subs.remove(i);
                sub.too_slow.notify_one();
                self.note_if_empty();
            }
            Err(mpsc::error::TrySendError::Closed(_)) => {
                self.subs.remove(i);
                self.note_if_empty();
            }
        }
    }

    /// Sends one message to the connections of `seat` only.
    pub(super) fn send_to_seat(&mut self, seat: Seat, msg: Utf8Bytes) {
        let ids: Vec<u64> = self
            .subs
            .iter()
            .filter(|s| s.seat == Some(seat))
            .map(|s| s.id)
            .collect();
        for id in ids {
            self.send(id, msg.clone());
        }
    }

    /// Starts the idle clock when the last connection left.
    fn note_if_empty(&mut self) {
        if self.subs.is_empty() {
            self.idle_since = std::time::Instant::now();
        }
    }

    /// Sends the update of `entry` to everyone who may see it: a private step (a draft offer's
    /// card, a draft bid's raise, `Action::private_to_actor`) goes to its author's connections
    /// only (R-5, M-5, C-6); the others learn the result when it is sent or placed.
    pub(super) fn broadcast_update(&mut self, entry: &Entry) {
        let private = entry.action.private_to_actor();
        // One message per viewer (a seat, or the public view), shared by its connections.
        let mut made: Vec<(Option<Seat>, Utf8Bytes)> = Vec::new();
        let mut msgs: Vec<(u64, Utf8Bytes)> = Vec::with_capacity(self.subs.len());
        for s in self
            .subs
            .iter()
            .filter(|s| !private || s.seat == Some(entry.seat))
        {
            let msg = match made.iter().find(|(viewer, _)| *viewer == s.seat) {
                Some((_, m)) => m.clone(),
                None => {
                    let m = Utf8Bytes::from(self.update_for(s.seat, &[entry], false));
                    made.push((s.seat, m.clone()));
                    m
                }
            };
            msgs.push((s.id, msg));
        }
        for (id, m) in msgs {
            self.send(id, m);
        }
    }

    /// Sends every connection a fresh view (after an undo: the game went back, and nobody may
    /// be sent what it was before).
    pub(super) fn broadcast_fresh(&mut self) {
        let mut made: Vec<(Option<Seat>, Utf8Bytes)> = Vec::new();
        let mut msgs: Vec<(u64, Utf8Bytes)> = Vec::with_capacity(self.subs.len());
        for s in &self.subs {
            let msg = match made.iter().find(|(viewer, _)| *viewer == s.seat) {
                Some((_, m)) => m.clone(),
                None => {
                    let m = Utf8Bytes::from(self.catch_up_message(s.seat, None));
                    made.push((s.seat, m.clone()));
                    m
                }
            };
            msgs.push((s.id, msg));
        }
        for (id, m) in msgs {
            self.send(id, m);
        }
    }

    /// A connection's viewer and whether it shows the spectators' chat.
    pub(super) fn subscriber_chat(&self, id: u64) -> Option<(Option<Seat>, bool)> {
        self.subs
            .iter()
            .find(|s| s.id == id)
            .map(|s| (s.seat, s.spectators))
    }

    /// Every connection, its viewer, and whether it shows the spectators' chat.
    pub(super) fn subscribers_chat(&self) -> Vec<(u64, Option<Seat>, bool)> {
        self.subs
            .iter()
            .map(|s| (s.id, s.seat, s.spectators))
            .collect()
    }

    /// The connections that play `seat`.
    pub(super) fn connections_of(&self, seat: Seat) -> Vec<u64> {
        self.subs
            .iter()
            .filter(|s| s.seat == Some(seat))
            .map(|s| s.id)
            .collect()
    }

    /// A player's connection shows the spectators' chat, or stops showing it.
    pub(super) fn set_show_spectators(&mut self, id: u64, show: bool) {
        if let Some(s) = self
            .subs
            .iter_mut()
            .find(|s| s.id == id && s.seat.is_some())
        {
            s.spectators = show;
        }
    }

    /// Sends one message to every connection.
    pub(super) fn broadcast_all(&mut self, msg: Utf8Bytes) {
        let ids: Vec<u64> = self.subs.iter().map(|s| s.id).collect();
        for id in ids {
            self.send(id, msg.clone());
        }
    }

    /// Tells everyone who sits where (after a seat changed or someone came or went).
    pub(super) fn broadcast_seats(&mut self) {
        let msg = Utf8Bytes::from(
            ServerMsg::Seats {
                seats: self.seat_infos(),
            }
            .to_json(),
        );
        let ids: Vec<u64> = self.subs.iter().map(|s| s.id).collect();
        for id in ids {
            self.send(id, msg.clone());
        }
    }
}

impl Room {
    /// Registers a connection and queues its first messages (welcome, then an update).
    /// Seats and spectators have separate room: a crowd of spectators never locks players out
    /// of their own table ([`Limits::spectators_per_table`], [`Limits::connections_per_seat`]).
    pub async fn subscribe(
        &self,
        limits: &Limits,
        seat: Option<Seat>,
        host: bool,
        since: Option<u64>,
        tx: mpsc::Sender<Utf8Bytes>,
    ) -> Result<Subscription, ServerError> {
        let mut st = self.state.lock().await;
        let same = st.subs.iter().filter(|s| s.seat == seat).count();
        match seat {
            None if same >= limits.spectators_per_table => {
                return Err(ServerError::TooManyConnections);
            }
            Some(_) if same >= limits.connections_per_seat => {
                return Err(ServerError::TooManyForSeat);
            }
            _ => {}
        }
        let id = st.next_sub;
        st.next_sub += 1;
        let welcome = st.welcome(seat, host).to_json();
        let update = st.catch_up_message(seat, since);
        let too_slow = Arc::new(Notify::new());
        st.subs.push(Subscriber {
            id,
            seat,
            tx,
            too_slow: too_slow.clone(),
            spectators: seat.is_none(),
        });
        st.send(id, welcome.into());
        st.send(id, update.into());
        if seat.is_some() {
            st.broadcast_seats();
        }
        Ok(Subscription { id, too_slow })
    }

    pub async fn unsubscribe(&self, id: u64) {
        let mut st = self.state.lock().await;
        let seat = st.subs.iter().find(|s| s.id == id).map(|s| s.seat);
        st.subs.retain(|s| s.id != id);
        st.note_if_empty();
        // Spectators coming and going change nothing anyone sees.
        if let Some(Some(_)) = seat {
            st.broadcast_seats();
        }
    }

    /// Whether the room may be dropped from memory: nobody connected for
    /// [`Limits::room_idle`], no bot thinking, and nothing that needs it in memory (a bot's
    /// turn, or an open table the lobby lists). Someone coming back loads it again.
    pub async fn idle_for(&self, app: &App) -> bool {
        let Ok(st) = self.state.try_lock() else {
            return false;
        };
        let waits_for_person = st
            .game
            .to_act()
            .is_none_or(|s| st.rec.seats[s as usize].kind == SeatKind::Human);
        st.subs.is_empty()
            && !st.bot_busy
            && st.idle_since.elapsed() >= app.limits.room_idle
            && (st.game.is_over() || (waits_for_person && !st.rec.listed))
    }

    /// Closes every connection (server shutdown).
    pub async fn close_all(&self) {
        self.state.lock().await.subs.clear();
    }

    /// Applies `action` for `seat` if the rules allow it, commits it, then tells everyone.
    /// Returns the new version. On any error nothing changes.
    ///
    /// With several instances on one database, the store takes the action only if it extends
    /// the stored log. When another instance got there first ([`Conflict`]), the room catches
    /// up from the log and judges the request again on the new state: an action sent for a
    /// version is then stale (as it would be on one instance), one sent without a version is
    /// applied if it is still legal. Nobody is shown the database's side of the race.
    pub async fn act(
        self: &Arc<Self>,
        app: &Arc<App>,
        seat: Seat,
        action: Action,
        version: Option<u64>,
        actor: Actor,
    ) -> Result<u64, ActError> {
        let started = std::time::Instant::now();
        let mut st = self.state.lock().await;
        let mut attempts = 0;
        loop {
            attempts += 1;
            match self
                .try_act(app, &mut st, seat, action, version, actor)
                .await
            {
                Err(ActError::Storage(e)) if is_conflict(&e) && attempts < 5 => {
                    app.metrics.conflicts.fetch_add(1, Ordering::Relaxed);
                    let caught = st.catch_up(app).await;
                    if let Err(e) = caught {
                        return Err(ActError::Storage(e));
                    }
                }
                Ok(seq) => {
                    drop(st);
                    app.metrics.action_latency.observe(started.elapsed());
                    self.kick_bots(app);
                    return Ok(seq);
                }
                Err(e) => {
                    let behind = attempts > 1;
                    drop(st);
                    if behind {
                        // What the room caught up with may be a bot's turn.
                        self.kick_bots(app);
                    }
                    return Err(e);
                }
            }
        }
    }

    /// One attempt of [`Room::act`] on the cached game.
    async fn try_act(
        &self,
        app: &Arc<App>,
        st: &mut RoomState,
        seat: Seat,
        action: Action,
        version: Option<u64>,
        actor: Actor,
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
        st.check_clock(app, seat, actor).await?;
        if let Some(s) = st.rec.seats.get(seat as usize) {
            match (s.kind, actor) {
                (SeatKind::Bot, Actor::Human) => return Err(ActError::BotSeat(seat)),
                (SeatKind::Human, Actor::Bot) => return Err(ActError::NotBotSeat(seat)),
                _ => {}
            }
        }
        let mut next = st.game.clone();
        let applied = next.apply_marked(seat, &action)?;
        let (events, mark) = (applied.events, applied.reveal);
        // Words for the action, from the state it was taken in (only once it is known legal:
        // `describe` expects a well-formed action).
        let message = st.game.describe(&action);
        let seq = st.version() + 1;
        let outcome = next.outcome();
        let commit_started = std::time::Instant::now();
        let at_ms = app.clock.now_ms();
        app.store
            .append_action(
                self.id.clone(),
                ActionRecord {
                    seq,
                    seat,
                    action,
                    at_ms,
                    undo: false,
                },
                outcome.clone(),
            )
            .await
            .map_err(ActError::Storage)?;
        app.metrics.committed(commit_started.elapsed());
        st.game = next;
        st.last_action_ms = st.last_action_ms.max(at_ms);
        st.standing
            .push(super::undo::Standing { seat, action, mark });
        if let Some(o) = outcome {
            st.rec.finished = true;
            st.rec.outcome = Some(o);
            crate::ratings::game_ended(app, &self.id);
            crate::scheduler::notice(app, &self.id, seq);
        } else if st.game.to_act() != Some(seat)
            && matches!(
                st.time_control(),
                crate::protocol::TimeControl::TurnBased { .. }
            )
        {
            crate::scheduler::notice(app, &self.id, seq);
        }
        let entry = Entry {
            version: seq,
            seat,
            action,
            message,
            events,
            undo: false,
        };
        // The version moves on with the history, before the update goes out.
        st.history
            .push(entry.clone())
            .expect("the next version follows the history's head");
        st.broadcast_update(&entry);
        st.clock_after_action(app, seat, actor, at_ms).await;
        Ok(seq)
    }
}

/// Whether a store error is a lost race for the log's next place.
fn is_conflict(e: &anyhow::Error) -> bool {
    e.downcast_ref::<Conflict>().is_some()
}
