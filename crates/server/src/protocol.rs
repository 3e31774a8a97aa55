//! The WebSocket protocol: typed messages per direction (as lila-ws does), JSON tagged by
//! `type`. The parser returns an error a person can read instead of failing.
//!
//! Client → server: `hello` (first message: seat token or none for a spectator, the host
//! secret, the last version seen, a display name), `act`, `undo`, `hand_to_bot`, `rename`,
//! `chat`, `mute`, `show_spectators`, `close_spectators`, `take_back`, `away`, `hint`, `ping`.
//! Server → client: `welcome`, `update` (versioned: the viewer's view, legal actions and log
//! entries), `seats`, `chat`, `clocks`, `hint` (to the asking seat only), `ack`, `error`, `pong`.

use havenbaron_engine::{Action, Event, Message, Outcome, Seat, View};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::errors::ServerError;
use crate::ids::{HostToken, SeatToken, TableId, ViewKey};
use crate::storage::Channel;

/// Largest WebSocket message a client may send (bytes).
pub const MAX_CLIENT_MESSAGE: usize = 8 * 1024;

#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// The first message of a connection: which seat (or a spectator) this is.
    Hello {
        /// The seat's secret from the invite link; absent for a spectator.
        #[serde(default)]
        token: Option<SeatToken>,
        /// The table host's secret, if this client is the host.
        #[serde(default)]
        host: Option<HostToken>,
        /// The last version this client has seen (reconnects).
        #[serde(default)]
        since: Option<u64>,
        /// Display name to take for the seat.
        #[serde(default)]
        name: Option<String>,
    },
    /// Takes one of the legal actions of the latest `update`, as it was given.
    Act {
        action: Action,
        /// The version the client saw when choosing; a stale action is refused.
        #[serde(default)]
        version: Option<u64>,
    },
    /// Takes back this seat's latest decision, where the engine allows it (the `undo` flag of
    /// the latest `update`): nothing drawn or shown, and no other seat decided, since.
    Undo {
        /// The version the client saw; a stale undo is refused.
        #[serde(default)]
        version: Option<u64>,
    },
    /// Says a line: a player's goes to the players' chat, a spectator's to the spectators'.
    Chat { text: String },
    /// A player mutes (or unmutes) another seat's chat lines, for itself only.
    Mute { seat: Seat, muted: bool },
    /// A player's connection shows the spectators' chat, or stops showing it.
    ShowSpectators { show: bool },
    /// Host only: closes (or opens again) the spectators' chat.
    CloseSpectators { closed: bool },
    /// Host only: a bot takes over a seat whose player left.
    HandToBot {
        seat: Seat,
        bot: String,
        #[serde(default)]
        level: Option<String>,
    },
    /// Renames this connection's seat.
    Rename { name: String },
    /// The owner of a seat a bot plays (its clock ran out) plays it again.
    TakeBack,
    /// At a turn-based table: the days (`YYYY-MM-DD`, UTC; at most 30) this seat's player is
    /// away, replacing the earlier ones. Their clock does not run on those days.
    Away { days: Vec<String> },
    /// "What would the bot do?": at an unrated table where every other seat is a bot, the
    /// player whose decision it is asks for the bot's search from its own view. Answered by
    /// `ack` at once; the suggestion follows as a `hint` message to this seat's connections,
    /// and the seat's count of hints (public, `SeatInfo::hints`) goes up by one.
    Hint,
    /// Answered by `pong`.
    Ping,
}

impl ClientMsg {
    pub fn parse(text: &str) -> Result<ClientMsg, ServerError> {
        serde_json::from_str(text).map_err(|e| ServerError::Malformed(e.to_string()))
    }
}

/// A legal action with its words: a catalogue message the client formats in its language.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct LegalAction {
    pub action: Action,
    pub message: Message,
}

/// One accepted action as a viewer may see it: its events redacted for that viewer, and the
/// action itself only for the seat that took it (an action can name a hidden card, e.g. a
/// mission discarded in Antwerpen; the events say what the others may know).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct LogEntry {
    pub version: u64,
    pub seat: Seat,
    pub action: Option<Action>,
    /// The action's words (a catalogue message), like `action` only for the seat that took it.
    pub message: Option<Message>,
    pub events: Vec<Event>,
    /// Each event's words as this viewer may know them (`null`: not worth a line).
    pub messages: Vec<Option<Message>>,
    /// An undo: `seat` took back its latest decision (which one is not said).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undo: bool,
}

/// One line of a table's chat: a person's `text` (to be shown as text, never as markup) or a
/// system line's `words` (a catalogue message).
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct ChatLine {
    /// Counts up (not by one); later lines have larger ids.
    pub id: u64,
    pub channel: Channel,
    /// The seat that said it; `null` for a spectator or a system line.
    pub seat: Option<Seat>,
    /// The speaker's name when it was said.
    pub name: Option<String>,
    pub text: Option<String>,
    pub words: Option<Message>,
    /// The game's version when it was said.
    pub version: u64,
    pub at_ms: i64,
}

/// A seat as everyone may see it (never its token).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, JsonSchema)]
pub struct SeatInfo {
    pub seat: Seat,
    pub kind: String,
    pub name: Option<String>,
    pub bot: Option<String>,
    pub level: Option<String>,
    pub claimed: bool,
    pub connected: bool,
    /// How many hints ("what would the bot do?") this seat asked for; absent: none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// One action of a hint: a legal action of the asking seat with its words, and the seat's
/// expected result with it as the search measured it.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct HintChoice {
    pub action: Action,
    pub message: Message,
    /// Expected win share, 0–1 (ties split).
    pub win: f64,
    /// Expected points at the end.
    pub score: f64,
}

/// An invite link's secret, sent to the host only.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct Invite {
    pub seat: Seat,
    pub token: SeatToken,
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to `hello`: the table, who sits where, and who this connection is.
    Welcome {
        table: TableId,
        ruleset: String,
        players: u8,
        variants: std::collections::BTreeMap<String, String>,
        round_cap: Option<u32>,
        /// The seat this connection plays, `null` for a spectator.
        you: Option<Seat>,
        host: bool,
        seats: Vec<SeatInfo>,
        /// Host only: the secrets of human seats nobody has claimed yet.
        invites: Vec<Invite>,
        /// A private table's replay link key (`/replay/{id}#key=…`), for its players and host
        /// only; absent for a public table and for spectators (`crate::visibility`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        replay_key: Option<ViewKey>,
        bots: Vec<String>,
        levels: Vec<String>,
    },
    /// The game as this connection may see it, after each accepted action (and on connecting).
    Update {
        /// How many actions the game has accepted.
        version: u64,
        /// `true`: the log entries are not a continuation of what the client had (start over).
        fresh: bool,
        entries: Vec<LogEntry>,
        view: Box<View>,
        /// The viewer's legal actions (empty unless it is this seat's decision).
        legal: Vec<LegalAction>,
        outcome: Option<Outcome>,
        /// Whether this viewer may take back its latest decision now (`undo`).
        #[serde(default)]
        undo: bool,
    },
    /// Chat lines this connection may see: the recent ones on connecting and after a change of
    /// what it sees (`fresh`: replace what was shown), then each new one.
    Chat {
        fresh: bool,
        lines: Vec<ChatLine>,
        /// The host has closed the spectators' chat.
        spectators_closed: bool,
        /// Whether this connection gets the spectators' chat.
        showing_spectators: bool,
        /// The seats this connection's player muted.
        muted: Vec<Seat>,
    },
    /// Who sits where, whenever a seat is taken, renamed, handed to a bot, (dis)connected.
    Seats { seats: Vec<SeatInfo> },
    /// The request was done (an action accepted: the game's version after it).
    Ack { version: u64 },
    /// The request was refused, and nothing changed.
    Error {
        /// What went wrong in English (logs, API clients).
        message: String,
        /// The same as a catalogue message (`errors.ftl`), for the client to put into words.
        words: Message,
        /// For a refused action: the rule that forbids it (e.g. `R-3.2`).
        #[serde(skip_serializing_if = "Option::is_none")]
        rule: Option<String>,
        /// For a refused action: what the current decision is, as a catalogue message.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        expected: Option<Message>,
    },
    /// A timed table's clocks: after `welcome`, and whenever a clock starts, stops or runs
    /// out.
    Clocks { clocks: ClocksInfo },
    /// The answer to a `hint` request, to the asking seat's connections only: the action the
    /// bot's search prefers from that seat's view, and the one it ranks next.
    Hint {
        /// The game's version the hint is for; once the game moved on it no longer applies.
        version: u64,
        seat: Seat,
        best: HintChoice,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        runner_up: Option<HintChoice>,
        /// How many actions the search compared.
        choices: usize,
        /// The seat's count of hints, this one included.
        used: u32,
    },
    /// The answer to `ping`.
    Pong,
}

/// How a table is timed, chosen when it is created (`clock` of `POST /api/tables`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "mode", rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// No clock (the host can still hand a silent seat to a bot).
    #[default]
    Untimed,
    /// A bank per player, plus an increment after each of their decisions.
    RealTime { bank_s: u32, increment_s: u32 },
    /// A time per decision in hours, plus a bank of days drawn on when a decision takes
    /// longer.
    TurnBased { move_hours: u32, bank_days: u32 },
}

/// One seat's clock.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, JsonSchema)]
pub struct SeatClock {
    pub seat: Seat,
    /// The seat's bank (ms), not counting the running decision.
    pub bank_ms: i64,
    /// When the seat's running clock runs out (ms since the epoch); only for the seat asked
    /// to decide.
    pub deadline_ms: Option<i64>,
    /// Clocks run out in a row (reset by a decision of the player's own).
    pub timeouts: u32,
    /// The days (`YYYY-MM-DD`, UTC) the player marked as away: their clock does not run then.
    #[serde(default)]
    pub away: Vec<String>,
}

/// A timed table's clocks, as everyone may see them.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, JsonSchema)]
pub struct ClocksInfo {
    pub control: TimeControl,
    /// The server's time when this was sent (ms since the epoch), so a client can tick with
    /// its own clock's offset.
    pub now_ms: i64,
    pub seats: Vec<SeatClock>,
}

impl ServerMsg {
    /// An error: its English text and its catalogue message.
    pub fn error(message: impl Into<String>, words: Message) -> ServerMsg {
        ServerMsg::Error {
            message: message.into(),
            words,
            rule: None,
            expected: None,
        }
    }

    /// One of the connection's own errors.
    pub fn refusal(e: ServerError) -> ServerMsg {
        ServerMsg::error(e.to_string(), e.message())
    }
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("server messages serialize")
    }
}
