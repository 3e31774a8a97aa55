//! The chat feature: what was said at each table, kept with the game so that its replay shows
//! it (with the replay's visibility, `crate::visibility`). A line is a person's text or a
//! system line (a catalogue message, put into words in each reader's language), in one of two
//! channels: the players' and the spectators'. Lines are only ever appended. Beside them, who
//! muted whom (a player's choice for itself, kept so that it holds on every instance and after
//! a restart).

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use havenbaron_engine::{Message, Seat};
use serde::{Deserialize, Serialize};

use super::{BoxFuture, Feature};
use crate::ids::TableId;

/// The chat feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "chat",
    sqlite: &[include_str!("migrations/sqlite/0001_chat.sql")],
    postgres: &[include_str!("migrations/postgres/0001_chat.sql")],
};

/// Who a line is for: the players' table talk, or the spectators' (which players read only if
/// they choose to).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Channel {
    Players,
    Spectators,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Players => "players",
            Channel::Spectators => "spectators",
        }
    }
    pub fn parse(s: &str) -> anyhow::Result<Channel> {
        match s {
            "players" => Ok(Channel::Players),
            "spectators" => Ok(Channel::Spectators),
            _ => anyhow::bail!("unknown chat channel `{s}` in the database"),
        }
    }
}

/// One line of a table's chat. Exactly one of `text` (a person's words, shown as text, never
/// as markup) and `words` (a system line: a catalogue message) is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatRecord {
    /// Counts up per database (not per table); given by the store, 0 before.
    pub id: u64,
    pub channel: Channel,
    /// The seat that said it (`None`: a spectator, or the system).
    pub seat: Option<Seat>,
    /// The speaker's name when it was said.
    pub name: Option<String>,
    pub text: Option<String>,
    pub words: Option<Message>,
    /// The game's version when it was said (where a replay shows it).
    pub version: u64,
    pub at_ms: i64,
}

/// The chat feature's storage.
pub trait ChatStore: Send + Sync {
    /// Appends a line, durably; returns its id.
    fn append_chat(&self, table: TableId, line: ChatRecord) -> BoxFuture<'_, anyhow::Result<u64>>;
    /// The lines of `table` with an id above `after`, oldest first, at most `limit` (the last
    /// `limit` of them when there are more).
    fn chat_since(
        &self,
        table: TableId,
        after: u64,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ChatRecord>>>;
    /// `by` mutes `seat` (or no longer does) at `table`; doing it twice changes nothing.
    fn set_mute(
        &self,
        table: TableId,
        by: Seat,
        seat: Seat,
        muted: bool,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Every `(by, seat)` mute at `table`, in order.
    fn mutes(&self, table: TableId) -> BoxFuture<'_, anyhow::Result<Vec<(Seat, Seat)>>>;
}

/// A row as both stores read it: `(id, channel, seat, name, text, words, version, at_ms)`.
pub(crate) type ChatRow = (
    i64,
    String,
    Option<i64>,
    Option<String>,
    Option<String>,
    Option<String>,
    i64,
    i64,
);

pub(crate) fn from_row(
    (id, channel, seat, name, text, words, version, at_ms): ChatRow,
) -> anyhow::Result<ChatRecord> {
    Ok(ChatRecord {
        id: id as u64,
        channel: Channel::parse(&channel)?,
        seat: seat.map(|s| s as Seat),
        name,
        text,
        words: words.map(|w| serde_json::from_str(&w)).transpose()?,
        version: version as u64,
        at_ms,
    })
}

pub(crate) fn words_column(line: &ChatRecord) -> Option<String> {
    line.words
        .as_ref()
        .map(|w| serde_json::to_string(w).expect("messages serialize"))
}
