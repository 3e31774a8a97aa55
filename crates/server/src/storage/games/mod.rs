//! The games feature: tables, their seats, the log of accepted actions. The model and its guarantees are described in
//! [`super`]; [`GameStore`] is the feature's part of the store.

#[cfg(feature = "postgres")]
pub(super) mod postgres;
mod sqlite;

use havenbaron_engine::{Action, Config, Outcome, Seat};
use serde::{Deserialize, Serialize};

use super::{BoxFuture, Feature};
use crate::ids::{HostToken, SeatToken, TableId};

/// The games feature's migrations. Never edit a released one: append a file.
pub const FEATURE: Feature = Feature {
    name: "games",
    sqlite: &[
        include_str!("migrations/sqlite/0001_tables.sql"),
        include_str!("migrations/sqlite/0002_finished_index.sql"),
    ],
    postgres: &[
        include_str!("migrations/postgres/0001_tables.sql"),
        // Bot claims, read by no program since bot decisions became jobs (the jobs feature);
        // kept so that every database has the same games tables.
        include_str!("migrations/postgres/0002_bot_claim.sql"),
        include_str!("migrations/postgres/0003_finished_index.sql"),
    ],
};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Human,
    Bot,
}

impl SeatKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot => "bot",
        }
    }
    pub fn parse(s: &str) -> anyhow::Result<SeatKind> {
        match s {
            "human" => Ok(SeatKind::Human),
            "bot" => Ok(SeatKind::Bot),
            _ => anyhow::bail!("unknown seat kind `{s}` in the database"),
        }
    }
}

/// One seat of a table as stored. `token` is the seat's secret (humans only); it never leaves
/// the server except in the invite link given to the table's host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    pub seat: Seat,
    pub kind: SeatKind,
    /// Bot name (`greedy`, …) for bot seats.
    pub bot: Option<String>,
    /// Bot level (`easy`, `medium`, `strong`) for bot seats.
    pub level: Option<String>,
    pub token: Option<SeatToken>,
    /// Display name chosen by the player (humans) once the seat is claimed.
    pub name: Option<String>,
    /// A person has taken this seat (through its link or the lobby).
    pub claimed: bool,
}

/// A table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRecord {
    pub id: TableId,
    pub config: Config,
    pub host_token: HostToken,
    /// Shown in the lobby's list of open tables.
    pub listed: bool,
    pub created_ms: i64,
    pub seats: Vec<SeatRecord>,
    pub finished: bool,
    pub outcome: Option<Outcome>,
}

/// One entry of a table's log; `seq` counts from 1 and is the game's version after it. Most
/// entries are accepted actions. An *undo* (`undo: true`) is an entry of its own: `seat` took
/// back its latest standing action, which is `action`. The log stays append-only (a replay
/// shows the decision and that it was taken back), and the game is the replay of what still
/// stands. Stored in the same `action` column, as `{"undo": <action>}`, so the key on
/// `(table, seq)` keeps deciding races between instances for actions and undos alike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRecord {
    pub seq: u64,
    pub seat: Seat,
    pub action: Action,
    pub at_ms: i64,
    pub undo: bool,
}

/// How an undo entry is stored in the log's `action` column.
#[derive(Serialize, Deserialize)]
struct UndoColumn {
    undo: Action,
}

impl ActionRecord {
    /// The text stored in the log's `action` column (and announced to other instances).
    pub(crate) fn column(&self) -> String {
        if self.undo {
            serde_json::to_string(&UndoColumn { undo: self.action }).expect("actions serialize")
        } else {
            self.action.to_json()
        }
    }

    /// Reads the log's `action` column: the action, and whether the entry is an undo of it.
    pub(crate) fn parse_column(text: &str) -> anyhow::Result<(Action, bool)> {
        if let Ok(a) = Action::from_json(text) {
            return Ok((a, false));
        }
        let u: UndoColumn = serde_json::from_str(text)?;
        Ok((u.undo, true))
    }
}

/// A finished listed table, for the lobby's list of replays.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct FinishedSummary {
    pub id: TableId,
    pub ruleset: String,
    pub players: u8,
    pub names: Vec<String>,
    /// Who plays each seat, so a page names it in its own language (`names` are English).
    pub seats: Vec<SeatWho>,
    pub winners: Vec<Seat>,
    pub created_ms: i64,
}

/// Where a page of finished tables ends: the last one's creation time and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedCursor {
    pub created_ms: i64,
    pub id: TableId,
}

impl FinishedCursor {
    /// The bounds a page query compares with: before the first table when there is no cursor.
    pub(crate) fn bounds(after: Option<&FinishedCursor>) -> (i64, String) {
        match after {
            Some(c) => (c.created_ms, c.id.as_str().to_string()),
            None => (i64::MAX, String::new()),
        }
    }
}

/// Who plays a seat: its kind (`human`, `bot`), its bot and its player's name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SeatWho {
    pub seat: Seat,
    pub kind: String,
    pub bot: Option<String>,
    pub name: Option<String>,
}

/// One row of the finished-tables query, as both stores read it: the table's columns and one
/// of its seats (absent for a table without seats, from the outer join).
pub(crate) struct FinishedRow {
    pub id: String,
    pub config: String,
    pub outcome: Option<String>,
    pub created_ms: i64,
    pub seat: Option<(Seat, String, Option<String>, Option<String>)>,
}

/// Folds the rows of the finished-tables query (ordered by table, then seat) into one summary
/// per table, in one pass: no query per table.
pub(crate) fn fold_finished(
    rows: impl IntoIterator<Item = FinishedRow>,
) -> anyhow::Result<Vec<FinishedSummary>> {
    let mut out: Vec<FinishedSummary> = Vec::new();
    for row in rows {
        if out.last().is_none_or(|f| f.id.as_str() != row.id) {
            let config: Config = serde_json::from_str(&row.config)?;
            let winners = match row.outcome {
                Some(o) => serde_json::from_str::<Outcome>(&o)?.winners,
                None => Vec::new(),
            };
            out.push(FinishedSummary {
                id: TableId::from(row.id),
                ruleset: config.ruleset.to_string(),
                players: config.players,
                names: Vec::new(),
                seats: Vec::new(),
                winners,
                created_ms: row.created_ms,
            });
        }
        if let (Some((seat, kind, bot, name)), Some(last)) = (row.seat, out.last_mut()) {
            last.names
                .push(seat_label(seat, &kind, bot.clone(), name.clone()));
            last.seats.push(SeatWho {
                seat,
                kind,
                bot,
                name,
            });
        }
    }
    Ok(out)
}

/// A table with all its actions, in order.
pub type Loaded = (TableRecord, Vec<ActionRecord>);

/// An append that lost the race for its place: the log of `table` already has an action `seq`
/// (stored by another instance). Nothing was written; the writer catches up from the log and
/// judges its request again.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("action {seq} of table {table} was already stored by another writer")]
pub struct Conflict {
    pub table: TableId,
    pub seq: u64,
}

/// The games feature's storage. Methods take owned arguments so that implementations can move
/// them onto a blocking thread.
pub trait GameStore: Send + Sync {
    /// Stores a new table with its seats (no actions yet).
    fn create_table(&self, table: TableRecord) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Appends one accepted action, durably, and marks the table finished with `outcome` in
    /// the same transaction when the action ended the game. Fails if `seq` is not the next
    /// number for the table.
    fn append_action(
        &self,
        table: TableId,
        action: ActionRecord,
        outcome: Option<Outcome>,
    ) -> BoxFuture<'_, anyhow::Result<()>>;
    /// Replaces one seat's record (name, kind, bot, token).
    fn update_seat(&self, table: TableId, seat: SeatRecord) -> BoxFuture<'_, anyhow::Result<()>>;
    /// A table and all its actions in order, or `None` if there is no such table.
    fn load_table(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<Loaded>>>;
    /// The ids of every unfinished table, oldest first.
    fn unfinished_tables(&self) -> BoxFuture<'_, anyhow::Result<Vec<TableId>>>;
    /// The most recently created finished tables that are listed: the lobby's list, which
    /// anyone reads, holds public games only (`crate::visibility`); filtered here so that
    /// `limit` counts only what is shown.
    fn finished_tables(&self, limit: u32) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>> {
        self.finished_page(None, limit)
    }
    /// One page of [`GameStore::finished_tables`]: newest first (by creation, then id), the
    /// tables after `after` (the last of the previous page), at most `limit`. Read from an index
    /// of the finished listed tables (the games feature's migration 2 on SQLite, 3 on
    /// PostgreSQL).
    fn finished_page(
        &self,
        after: Option<FinishedCursor>,
        limit: u32,
    ) -> BoxFuture<'_, anyhow::Result<Vec<FinishedSummary>>>;
    /// The actions of `table` after version `after`, in order (catching up with another
    /// instance).
    fn actions_since(
        &self,
        table: TableId,
        after: u64,
    ) -> BoxFuture<'_, anyhow::Result<Vec<ActionRecord>>>;
    /// A table's record (seats included) without its actions, or `None`.
    fn load_record(&self, id: TableId) -> BoxFuture<'_, anyhow::Result<Option<TableRecord>>>;
    /// Compare-and-set of one seat: stores `new` only if the stored seat is still exactly
    /// `old`. `Ok(false)`: someone changed it meanwhile; nothing was written.
    fn replace_seat(
        &self,
        table: TableId,
        old: SeatRecord,
        new: SeatRecord,
    ) -> BoxFuture<'_, anyhow::Result<bool>>;
}

/// A seat's label for lists: the player's name, the bot's name, or "seat N".
pub fn seat_label(seat: u8, kind: &str, bot: Option<String>, name: Option<String>) -> String {
    match (kind, bot, name) {
        (_, _, Some(n)) => n,
        ("bot", Some(b), None) => format!("{b} (bot)"),
        _ => format!("seat {}", seat + 1),
    }
}
