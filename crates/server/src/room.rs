//! A room: one table's authoritative game, in memory, and everyone connected to it.
//!
//! Every action goes through the checked `Game::apply` on a copy of the game; the action is
//! committed to the store, and only then does the copy become the game and the change go out.
//! Each subscriber (a WebSocket: a seat or a spectator) gets its own message: its seat's view
//! (`Game::view(Some(seat))`, or the public view), the events redacted for it
//! (`Event::redacted_for`) and, when it decides, its legal actions. Nothing else of the game
//! leaves this module.

use std::collections::VecDeque;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex as StdMutex};

use havenbaron_bots::Bot;
use havenbaron_engine::{Action, Event, Game, Message, RuleError, Seat};
use serde::Serialize;
use tokio::sync::{Mutex, mpsc};

use crate::App;
use crate::protocol::{Invite, LegalAction, LogEntry, SeatInfo, ServerMsg};
use crate::seatbots;
use crate::storage::{ActionRecord, SeatKind, SeatRecord, TableRecord};

/// Log entries kept in memory for reconnects; a client further behind gets a fresh view.
pub const HISTORY: usize = 2000;
/// Log entries sent with a fresh view.
pub const FRESH_LOG: usize = 60;
/// Connections one room accepts (seats and spectators together).
pub const MAX_SUBSCRIBERS: usize = 64;
/// Messages queued for one connection before it is dropped as too slow (it can reconnect).
pub const QUEUE: usize = 256;

/// One accepted action with the full-truth events; redacted per viewer when sent.
#[derive(Clone, Debug)]
pub struct Entry {
    pub version: u64,
    pub seat: Seat,
    pub action: Action,
    /// The action's words, from the state it was taken in.
    pub message: Message,
    pub events: Vec<Event>,
}

impl Entry {
    /// The entry as `viewer` may see it; `game` (any state of the same game) names the
    /// events' things and ships.
    fn for_viewer(&self, game: &Game, viewer: Option<Seat>) -> LogEntry {
        let mine = viewer == Some(self.seat);
        let events: Vec<Event> = self.events.iter().map(|e| e.redacted_for(viewer)).collect();
        LogEntry {
            version: self.version,
            seat: self.seat,
            action: mine.then_some(self.action),
            message: mine.then(|| self.message.clone()),
            messages: events.iter().map(|e| game.describe_event(e)).collect(),
            events,
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
    #[error("the server is shutting down; try again in a moment")]
    Closing,
    #[error("the action could not be saved: {0}")]
    Storage(String),
}

impl ActError {
    pub fn rule(&self) -> Option<String> {
        match self {
            ActError::Rule(RuleError::Illegal { rule, .. }) => Some(rule.to_string()),
            _ => None,
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

struct Subscriber {
    id: u64,
    seat: Option<Seat>,
    tx: mpsc::Sender<String>,
}

/// What the lobby shows of a table.
#[derive(Clone, Debug, Serialize)]
pub struct Summary {
    pub id: String,
    pub ruleset: String,
    pub players: u8,
    pub variants: std::collections::BTreeMap<String, String>,
    pub round_cap: Option<u32>,
    pub seats: Vec<SeatInfo>,
    pub open_seats: usize,
    pub listed: bool,
    pub version: u64,
    pub round: u32,
    pub finished: bool,
    pub created_ms: i64,
}

/// A seat's bot, shared with the blocking thread it thinks on.
type SeatBot = Arc<StdMutex<Box<dyn Bot>>>;

pub struct RoomState {
    pub rec: TableRecord,
    pub game: Game,
    pub version: u64,
    history: VecDeque<Entry>,
    subs: Vec<Subscriber>,
    next_sub: u64,
    bots: Vec<Option<SeatBot>>,
    bot_busy: bool,
}

pub struct Room {
    pub id: String,
    pub state: Mutex<RoomState>,
}

/// Compares secrets in constant time.
pub fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl Room {
    /// Rebuilds a room from its record and action log, replaying every action through the
    /// checked `Game::apply` (DESIGN: a game is rebuilt by replaying its actions).
    pub fn rebuild(app: &App, rec: TableRecord, actions: &[ActionRecord]) -> anyhow::Result<Room> {
        let mut game = Game::with_data(&rec.config, &app.data)
            .map_err(|e| anyhow::anyhow!("table {}: {e}", rec.id))?;
        let mut history = VecDeque::new();
        for (i, a) in actions.iter().enumerate() {
            anyhow::ensure!(
                a.seq == i as u64 + 1,
                "table {}: action {} is out of sequence",
                rec.id,
                a.seq
            );
            let message = game.describe(&a.action);
            let events = game.apply(a.seat, &a.action).map_err(|e| {
                anyhow::anyhow!("table {}: action {} does not replay: {e}", rec.id, a.seq)
            })?;
            history.push_back(Entry {
                version: a.seq,
                seat: a.seat,
                action: a.action,
                message,
                events,
            });
            if history.len() > HISTORY {
                history.pop_front();
            }
        }
        let bots = rec
            .seats
            .iter()
            .map(|s| match (s.kind, &s.bot) {
                (SeatKind::Bot, Some(name)) => {
                    seatbots::build(name, s.level.as_deref(), &app.data, rec.config.seed, s.seat)
                        .ok()
                        .map(|b| Arc::new(StdMutex::new(b)))
                }
                _ => None,
            })
            .collect();
        Ok(Room {
            id: rec.id.clone(),
            state: Mutex::new(RoomState {
                version: actions.len() as u64,
                rec,
                game,
                history,
                subs: Vec::new(),
                next_sub: 0,
                bots,
                bot_busy: false,
            }),
        })
    }
}

impl RoomState {
    pub fn seat_infos(&self) -> Vec<SeatInfo> {
        self.rec
            .seats
            .iter()
            .map(|s| SeatInfo {
                seat: s.seat,
                kind: s.kind.as_str().to_string(),
                name: s.name.clone(),
                bot: s.bot.clone(),
                level: s.level.clone(),
                claimed: s.claimed || s.kind == SeatKind::Bot,
                connected: self.subs.iter().any(|sub| sub.seat == Some(s.seat)),
            })
            .collect()
    }

    pub fn summary(&self) -> Summary {
        let seats = self.seat_infos();
        let open_seats = self
            .rec
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human && !s.claimed)
            .count();
        // Rounds (or turns) from the public view's JSON, whatever the rule set.
        let round = serde_json::to_value(self.game.view(None))
            .ok()
            .and_then(|v| {
                let p = v.get("public")?;
                p.get("round").or_else(|| p.get("turn"))?.as_u64()
            })
            .unwrap_or(0) as u32;
        Summary {
            id: self.rec.id.clone(),
            ruleset: self.rec.config.ruleset.to_string(),
            players: self.rec.config.players,
            variants: self.rec.config.variants.clone(),
            round_cap: self.rec.config.round_cap,
            seats,
            open_seats,
            listed: self.rec.listed,
            version: self.version,
            round,
            finished: self.game.is_over(),
            created_ms: self.rec.created_ms,
        }
    }

    /// The human seat a token opens, if any.
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        self.rec
            .seats
            .iter()
            .find(|s| {
                s.kind == SeatKind::Human
                    && s.token.as_deref().is_some_and(|t| same_secret(t, token))
            })
            .map(|s| s.seat)
    }

    pub fn is_host(&self, token: &str) -> bool {
        same_secret(&self.rec.host_token, token)
    }

    /// The invite secrets of human seats nobody claimed yet (for the host).
    pub fn invites(&self) -> Vec<Invite> {
        self.rec
            .seats
            .iter()
            .filter(|s| s.kind == SeatKind::Human && !s.claimed)
            .filter_map(|s| {
                Some(Invite {
                    seat: s.seat,
                    token: s.token.clone()?,
                })
            })
            .collect()
    }

    pub fn welcome(&self, you: Option<Seat>, host: bool) -> ServerMsg {
        ServerMsg::Welcome {
            table: self.rec.id.clone(),
            ruleset: self.rec.config.ruleset.to_string(),
            players: self.rec.config.players,
            variants: self.rec.config.variants.clone(),
            round_cap: self.rec.config.round_cap,
            you,
            host,
            seats: self.seat_infos(),
            invites: if host { self.invites() } else { Vec::new() },
            bots: seatbots::bot_names(),
            levels: seatbots::LEVELS.iter().map(|s| s.to_string()).collect(),
        }
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
        ServerMsg::Update {
            version: self.version,
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
    fn catch_up(&self, viewer: Option<Seat>, since: Option<u64>) -> String {
        let first = self.history.front().map_or(self.version + 1, |e| e.version);
        match since {
            Some(v) if v <= self.version && v + 1 >= first => {
                let missed: Vec<&Entry> = self.history.iter().filter(|e| e.version > v).collect();
                self.update_for(viewer, &missed, false)
            }
            _ => {
                let skip = self.history.len().saturating_sub(FRESH_LOG);
                let recent: Vec<&Entry> = self.history.iter().skip(skip).collect();
                self.update_for(viewer, &recent, true)
            }
        }
    }

    fn send(&mut self, id: u64, msg: String) {
        if let Some(i) = self.subs.iter().position(|s| s.id == id)
            && self.subs[i].tx.try_send(msg).is_err()
        {
            // Too slow or gone: drop it; the client reconnects with its version.
            self.subs.remove(i);
        }
    }

    fn broadcast_update(&mut self, entry: &Entry) {
        let msgs: Vec<(u64, String)> = self
            .subs
            .iter()
            .map(|s| (s.id, self.update_for(s.seat, &[entry], false)))
            .collect();
        for (id, m) in msgs {
            self.send(id, m);
        }
    }

    fn broadcast_seats(&mut self) {
        let msg = ServerMsg::Seats {
            seats: self.seat_infos(),
        }
        .to_json();
        let ids: Vec<u64> = self.subs.iter().map(|s| s.id).collect();
        for id in ids {
            self.send(id, msg.clone());
        }
    }
}

impl Room {
    /// Registers a connection and queues its first messages (welcome, then an update).
    /// Returns the subscriber id, or `None` when the room is full.
    pub async fn subscribe(
        &self,
        seat: Option<Seat>,
        host: bool,
        since: Option<u64>,
        tx: mpsc::Sender<String>,
    ) -> Option<u64> {
        let mut st = self.state.lock().await;
        if st.subs.len() >= MAX_SUBSCRIBERS {
            return None;
        }
        let id = st.next_sub;
        st.next_sub += 1;
        let welcome = st.welcome(seat, host).to_json();
        let update = st.catch_up(seat, since);
        st.subs.push(Subscriber { id, seat, tx });
        st.send(id, welcome);
        st.send(id, update);
        st.broadcast_seats();
        Some(id)
    }

    pub async fn unsubscribe(&self, id: u64) {
        let mut st = self.state.lock().await;
        st.subs.retain(|s| s.id != id);
        st.broadcast_seats();
    }

    /// Applies `action` for `seat` if the rules allow it, commits it, then tells everyone.
    /// Returns the new version. On any error nothing changes.
    pub async fn act(
        self: &Arc<Self>,
        app: &Arc<App>,
        seat: Seat,
        action: Action,
        version: Option<u64>,
        actor: Actor,
    ) -> Result<u64, ActError> {
        let mut st = self.state.lock().await;
        if app.closing.load(Ordering::SeqCst) {
            return Err(ActError::Closing);
        }
        if let Some(sent) = version
            && sent != st.version
        {
            return Err(ActError::Stale {
                current: st.version,
                sent,
            });
        }
        if let Some(s) = st.rec.seats.get(seat as usize) {
            match (s.kind, actor) {
                (SeatKind::Bot, Actor::Human) => return Err(ActError::BotSeat(seat)),
                (SeatKind::Human, Actor::Bot) => return Err(ActError::NotBotSeat(seat)),
                _ => {}
            }
        }
        let mut next = st.game.clone();
        let events = next.apply(seat, &action)?;
        // Words for the action, from the state it was taken in (only once it is known legal:
        // `describe` expects a well-formed action).
        let message = st.game.describe(&action);
        let seq = st.version + 1;
        let outcome = next.outcome();
        app.store
            .append_action(
                self.id.clone(),
                ActionRecord {
                    seq,
                    seat,
                    action,
                    at_ms: crate::now_ms(),
                },
                outcome.clone(),
            )
            .await
            .map_err(|e| ActError::Storage(e.to_string()))?;
        st.game = next;
        st.version = seq;
        if let Some(o) = outcome {
            st.rec.finished = true;
            st.rec.outcome = Some(o);
        }
        let entry = Entry {
            version: seq,
            seat,
            action,
            message,
            events,
        };
        st.broadcast_update(&entry);
        st.history.push_back(entry);
        if st.history.len() > HISTORY {
            st.history.pop_front();
        }
        drop(st);
        self.kick_bots(app);
        Ok(seq)
    }

    /// Starts the bot whose decision it is, if any and none is thinking yet (see `bot_turn`).
    pub fn kick_bots(self: &Arc<Self>, app: &Arc<App>) {
        if app.closing.load(Ordering::SeqCst) {
            return;
        }
        tokio::spawn(bot_turn(self.clone(), app.clone()));
    }

    /// Host only (checked by the caller): a bot takes over a human seat whose player left.
    pub async fn hand_to_bot(
        self: &Arc<Self>,
        app: &Arc<App>,
        seat: Seat,
        bot: &str,
        level: Option<&str>,
    ) -> Result<(), String> {
        {
            let mut st = self.state.lock().await;
            let Some(rec) = st.rec.seats.get(seat as usize).cloned() else {
                return Err(format!("there is no seat {seat}"));
            };
            if rec.kind == SeatKind::Bot {
                return Err(format!("seat {seat} is already played by a bot"));
            }
            if st.subs.iter().any(|s| s.seat == Some(seat)) {
                return Err(format!(
                    "seat {seat}'s player is still connected; a bot takes over only a seat whose player left"
                ));
            }
            if st.game.is_over() {
                return Err("the game is over".into());
            }
            seatbots::check(bot, level, &app.data)?;
            let built = seatbots::build(bot, level, &app.data, st.rec.config.seed, seat)?;
            let new = SeatRecord {
                seat,
                kind: SeatKind::Bot,
                bot: Some(bot.to_string()),
                level: seatbots::level_for(bot, level),
                token: None,
                name: rec.name.clone(),
                claimed: true,
            };
            app.store
                .update_seat(self.id.clone(), new.clone())
                .await
                .map_err(|e| format!("could not save the seat: {e}"))?;
            st.rec.seats[seat as usize] = new;
            st.bots[seat as usize] = Some(Arc::new(StdMutex::new(built)));
            st.broadcast_seats();
        }
        self.kick_bots(app);
        Ok(())
    }

    /// Sets a human seat's display name (claiming the seat).
    pub async fn set_name(&self, app: &App, seat: Seat, name: &str) -> Result<(), String> {
        let name = crate::lobby::clean_name(name)?;
        let mut st = self.state.lock().await;
        let mut rec = st.rec.seats[seat as usize].clone();
        if rec.name.as_deref() == Some(name.as_str()) && rec.claimed {
            return Ok(());
        }
        rec.name = Some(name);
        rec.claimed = true;
        app.store
            .update_seat(self.id.clone(), rec.clone())
            .await
            .map_err(|e| format!("could not save the name: {e}"))?;
        st.rec.seats[seat as usize] = rec;
        st.broadcast_seats();
        Ok(())
    }

    /// Lobby join: takes the first listed, unclaimed human seat, with a fresh secret (the old
    /// invite link of that seat stops working). Returns the seat and its secret.
    pub async fn join(&self, app: &App, name: &str) -> Result<(Seat, String), String> {
        let name = crate::lobby::clean_name(name)?;
        let mut st = self.state.lock().await;
        if !st.rec.listed {
            return Err("this table is not open to the lobby; ask its host for a link".into());
        }
        if st.game.is_over() {
            return Err("the game is over".into());
        }
        // A seat someone has open through its invite link (even before choosing a name) is
        // not offered: its secret must not change under a connected player.
        let Some(mut rec) = st
            .rec
            .seats
            .iter()
            .find(|s| {
                s.kind == SeatKind::Human
                    && !s.claimed
                    && !st.subs.iter().any(|sub| sub.seat == Some(s.seat))
            })
            .cloned()
        else {
            return Err("every seat at this table is taken".into());
        };
        let token = crate::lobby::new_secret();
        rec.token = Some(token.clone());
        rec.name = Some(name);
        rec.claimed = true;
        app.store
            .update_seat(self.id.clone(), rec.clone())
            .await
            .map_err(|e| format!("could not save the seat: {e}"))?;
        let seat = rec.seat;
        st.rec.seats[seat as usize] = rec;
        st.broadcast_seats();
        Ok((seat, token))
    }

    /// Closes every connection (server shutdown).
    pub async fn close_all(&self) {
        self.state.lock().await.subs.clear();
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
    let version = st.version;
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
