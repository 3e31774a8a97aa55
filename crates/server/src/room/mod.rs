//! A room: one table's authoritative game, in memory, and everyone connected to it.
//!
//! Every action goes through the checked `Game::apply` on a copy of the game; the action is
//! committed to the store, and only then does the copy become the game and the change go out.
//! Each subscriber (a WebSocket: a seat or a spectator) gets its own message: its seat's view
//! (`Game::view(Some(seat))`, or the public view), the events redacted for it
//! (`Event::redacted_for`) and, when it decides, its legal actions. Nothing else of the game
//! leaves this module.
//!
//! By job:
//! - `play`: applying an action, and subscriptions: who is connected and the fan-out of each
//!   change to them (the one place a game becomes a message, C-6);
//! - `seats`: seat admin (claiming a seat by its token, names, joining from the lobby, handing
//!   a seat to a bot, the host check), with typed errors ([`SeatError`]);
//! - [`history`]: the last accepted actions by version, for reconnects;
//! - `bots`: a bot seat's turn, a job of the scheduler (so taken once across instances, and
//!   found in the store even when no instance holds the table), thought out on the blocking
//!   pool, with a bound on how many bots think at once;
//! - `sync`: keeping the cached game in step with the stored log that other instances write
//!   too (catching up, seats changed elsewhere);
//! - `undo`: a player taking back its latest decision, where the engine allows it;
//! - `chat`: the table's chat (players' and spectators' channels, system lines, limits);
//! - `hints`: "what would the bot do?", the bot's search from a player's own view at an
//!   unrated table against bots, and each seat's public count of hints.

mod bots;
pub mod chat;
mod clock;
mod hints;
pub mod history;
mod play;
mod seats;
mod sync;
mod undo;

use std::sync::{Arc, Mutex as StdMutex};

use havenbaron_bots::Bot;
use havenbaron_engine::{Game, Seat};
use serde::Serialize;
use tokio::sync::Mutex;

use crate::App;
use crate::ids::TableId;
use crate::protocol::{Invite, SeatInfo, ServerMsg};
use crate::seatbots;
use crate::storage::{ActionRecord, SeatKind, SeatRecord, TableRecord};
use crate::visibility::Visibility;

pub use bots::{BOT, BOT_SOLO, bot_kinds, bot_subject};
pub use chat::{ChatError, ChatLimit};
pub use clock::{
    CLOCK, ClockError, Clocks, LEFT_AFTER_TIMEOUTS, OUTAGE_GRACE, TIMEOUT_BOT, check_control,
    clock_kind, sweep as sweep_clocks,
};
pub use hints::HintError;
pub use history::{History, Versioned};
pub use play::{ActError, Actor, Entry, Subscription};
pub use seats::SeatError;

/// Log entries kept in memory for reconnects, and so the most a catch-up sends: a client
/// further behind gets a fresh view, which is then the smaller answer (a tiny `hello` must not
/// buy a large reply, issue 31).
pub const HISTORY: usize = 100;
/// Log entries sent with a fresh view.
pub const FRESH_LOG: usize = 60;

/// What the lobby shows of a table.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Summary {
    pub id: TableId,
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
    /// How the table is timed.
    pub clock: crate::protocol::TimeControl,
}

/// A seat's bot, shared with the blocking thread it thinks on.
type SeatBot = Arc<StdMutex<Box<dyn Bot>>>;

pub struct RoomState {
    pub rec: TableRecord,
    pub game: Game,
    /// The game before any action: what an undo replays the standing actions from.
    start: Game,
    /// The actions still standing (not taken back), with their reveal marks.
    standing: Vec<undo::Standing>,
    /// The accepted actions and undos; its head is the game's version.
    history: History<Entry>,
    chat: chat::ChatState,
    subs: Vec<play::Subscriber>,
    next_sub: u64,
    bots: Vec<Option<SeatBot>>,
    bot_busy: bool,
    /// Since when nobody is connected (reset when the last one leaves); idle rooms are closed.
    idle_since: std::time::Instant,
    /// When the game last moved (ms since the epoch): its last action's time, or its
    /// creation's. A listed table that stays still too long leaves the lobby's lists.
    last_action_ms: i64,
    /// A timed table's clocks (`None`: untimed), as last stored.
    clock: Option<Clocks>,
    /// Each seat's count of hints, and which seats' hints are being thought out.
    hints: hints::Hints,
}

pub struct Room {
    pub id: TableId,
    pub state: Mutex<RoomState>,
}

impl Room {
    /// Rebuilds a room from its record and action log, replaying every action through the
    /// checked `Game::apply` (ARCHITECTURE: Server; a game is rebuilt by replaying its actions).
    pub fn rebuild(app: &App, rec: TableRecord, actions: &[ActionRecord]) -> anyhow::Result<Room> {
        // The config error stays downcastable: a table made under older rules is answered
        // as such (`errors::room_refusal`), not as an internal error.
        let game = Game::with_data(&rec.config, &app.data)
            .map_err(|e| anyhow::Error::new(e).context(format!("table {}", rec.id)))?;
        let bots = rec.seats.iter().map(|s| seat_bot(app, &rec, s)).collect();
        let created_ms = rec.created_ms;
        let mut state = RoomState {
            rec,
            start: game.clone(),
            game,
            standing: Vec::new(),
            history: History::new(HISTORY),
            chat: chat::ChatState::default(),
            subs: Vec::new(),
            next_sub: 0,
            bots,
            bot_busy: false,
            idle_since: std::time::Instant::now(),
            last_action_ms: created_ms,
            clock: None,
            hints: hints::Hints::default(),
        };
        for a in actions {
            state.apply_logged(a)?;
        }
        Ok(Room {
            id: state.rec.id.clone(),
            state: Mutex::new(state),
        })
    }
}

/// The bot that plays `seat`, if it is a bot seat (and its bot can be made).
fn seat_bot(app: &App, rec: &TableRecord, seat: &SeatRecord) -> Option<SeatBot> {
    match (seat.kind, &seat.bot) {
        (SeatKind::Bot, Some(name)) => seatbots::build(
            name,
            seat.level.as_deref(),
            &app.data,
            rec.config.seed,
            seat.seat,
        )
        .ok()
        .map(|b| Arc::new(StdMutex::new(b))),
        _ => None,
    }
}

impl RoomState {
    /// The game's version: how many actions it has accepted.
    pub fn version(&self) -> u64 {
        self.history.head()
    }

    /// When the game last moved: its last action's time, or its creation's (ms since the
    /// epoch).
    pub fn last_action_ms(&self) -> i64 {
        self.last_action_ms
    }

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
                connected: self.connected(s.seat),
                hints: self.hints.used(s.seat),
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
            version: self.version(),
            round,
            finished: self.game.is_over(),
            created_ms: self.rec.created_ms,
            clock: self.time_control(),
        }
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
            replay_key: Visibility::of(&self.rec).link_key(you.is_some() || host),
            bots: seatbots::bot_names(),
            levels: seatbots::LEVELS.iter().map(|s| s.to_string()).collect(),
        }
    }
}

#[cfg(test)]
pub(crate) mod testing;
