//! Replays: a finished game stepped through move by move, rebuilt from the stored action list.
//! Step `n` is the game after its first `n` actions. By default the public view
//! (`Game::view(None)`); with `reveal`, every hand too — allowed because the game is over.
//!
//! A private game's replay opens only with one of its secrets ([`crate::visibility`]); without
//! one it answers exactly as a table that does not exist ([`ReplayError::NotFound`]).

use havenbaron_engine::{Action, Arg, Config, Event, Game, Message, Outcome, Seat, View};
use schemars::JsonSchema;
use serde::Serialize;

use crate::App;
use crate::ids::TableId;
use crate::protocol::{ChatLine, LogEntry};
use crate::storage::{ActionRecord, TableRecord};
use crate::visibility::{Viewer, Visibility};

#[derive(Serialize, JsonSchema)]
pub struct ReplayAction {
    pub seq: u64,
    pub seat: Seat,
    pub action: Action,
    /// The action's words, a catalogue message the page formats in its language.
    pub message: Message,
    /// An undo: `seat` took back `action`, its latest standing decision.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub undo: bool,
}

/// `GET /api/tables/{id}/replay`: the whole game in outline.
#[derive(Serialize, JsonSchema)]
pub struct ReplayIndex {
    pub id: TableId,
    pub config: Config,
    pub names: Vec<String>,
    /// Who plays each seat, so the page names it in its own language (a bot's seat by its bot
    /// and the page's word for "bot", an unnamed seat by the page's word for "seat").
    pub seats: Vec<ReplaySeat>,
    pub steps: u64,
    pub actions: Vec<ReplayAction>,
    pub outcome: Option<Outcome>,
    /// What was said at the table, both channels, with the game's version at each line.
    pub chat: Vec<ChatLine>,
}

/// One seat of a replayed game: its kind (`human`, `bot`), its player's name, its bot and level.
#[derive(Serialize, JsonSchema)]
pub struct ReplaySeat {
    pub seat: Seat,
    pub kind: String,
    pub name: Option<String>,
    pub bot: Option<String>,
    pub level: Option<String>,
    /// How many hints ("what would the bot do?") the seat asked for; absent: none.
    #[serde(skip_serializing_if = "is_zero")]
    pub hints: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// `GET /api/tables/{id}/replay/{step}`: the game after `step` actions.
#[derive(Serialize, JsonSchema)]
pub struct ReplayStep {
    pub step: u64,
    pub steps: u64,
    pub view: View,
    /// Every seat's view (hand included), when revealed.
    pub hands: Option<Vec<View>>,
    /// The action that led here, with its events (public, or in full when revealed).
    pub entry: Option<LogEntry>,
    pub outcome: Option<Outcome>,
}

#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// No such table, or a private one the viewer may not see: the same answer for both, so
    /// that a private game's existence does not leak.
    #[error("there is no replay of a table `{0}` to show you")]
    NotFound(TableId),
    #[error("the game is not finished yet; replays open when it ends")]
    NotFinished,
    #[error("step {step} is past the end of the game ({steps} actions)")]
    NoSuchStep { step: u64, steps: u64 },
    /// Played under another rules revision: its actions cannot be replayed by this build.
    #[error("{0}")]
    OtherRules(havenbaron_engine::ConfigError),
    #[error("{0}")]
    Internal(String),
}

impl ReplayError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            ReplayError::NotFound(id) => {
                Message::new("error-no-replay").arg("table", Arg::Text(id.as_str().to_string()))
            }
            ReplayError::NotFinished => Message::new("error-replay-not-finished"),
            ReplayError::NoSuchStep { step, steps } => Message::new("error-replay-no-step")
                .num("step", *step as i64)
                .num("steps", *steps as i64),
            ReplayError::OtherRules(e) => e.message(),
            ReplayError::Internal(detail) => {
                Message::new("error-internal").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

/// The finished game `id`, if `viewer` may see it. Whether it may is asked before whether it
/// is finished, so that a private game being played is not told apart from no game either.
async fn load(
    app: &App,
    id: &TableId,
    viewer: &Viewer<'_>,
) -> Result<(TableRecord, Vec<ActionRecord>), ReplayError> {
    if id.as_str().len() > 64 {
        return Err(ReplayError::NotFound(id.clone()));
    }
    let loaded = app
        .store
        .load_table(id.clone())
        .await
        .map_err(|e| ReplayError::Internal(e.to_string()))?;
    let (rec, actions) = loaded.ok_or_else(|| ReplayError::NotFound(id.clone()))?;
    if !Visibility::of(&rec).may_see(viewer) {
        return Err(ReplayError::NotFound(id.clone()));
    }
    if !rec.finished {
        return Err(ReplayError::NotFinished);
    }
    Ok((rec, actions))
}

fn new_game(app: &App, rec: &TableRecord) -> Result<Game, ReplayError> {
    Game::with_data(&rec.config, &app.data).map_err(|e| match e {
        havenbaron_engine::ConfigError::Revision { .. } => ReplayError::OtherRules(e),
        e => ReplayError::Internal(e.to_string()),
    })
}

/// The most chat lines a replay shows (the last ones).
const REPLAY_CHAT: u32 = 5000;

/// Steps through a log of actions and undos: the game after each entry, replayed from its
/// start without what was taken back (as the room does, `room/undo.rs`).
struct Replayer {
    start: Game,
    game: Game,
    standing: Vec<(Seat, Action)>,
}

impl Replayer {
    fn new(start: Game) -> Replayer {
        Replayer {
            game: start.clone(),
            start,
            standing: Vec::new(),
        }
    }

    /// The words of a log entry, from the state it was taken in.
    fn words(&self, a: &ActionRecord) -> Message {
        if a.undo {
            Message::new("log-undo").seat("seat", a.seat)
        } else {
            self.game.describe(&a.action)
        }
    }

    /// Applies one entry; its events (none for an undo).
    fn step(&mut self, a: &ActionRecord) -> Result<Vec<Event>, ReplayError> {
        let broken = |e: String| ReplayError::Internal(format!("action {}: {e}", a.seq));
        if a.undo {
            if self.standing.pop() != Some((a.seat, a.action)) {
                return Err(broken("an undo of no standing action".into()));
            }
            let mut game = self.start.clone();
            for (seat, action) in &self.standing {
                game.apply(*seat, action)
                    .map_err(|e| broken(e.to_string()))?;
            }
            self.game = game;
            return Ok(Vec::new());
        }
        let events = self
            .game
            .apply(a.seat, &a.action)
            .map_err(|e| broken(e.to_string()))?;
        self.standing.push((a.seat, a.action));
        Ok(events)
    }
}

pub async fn index(
    app: &App,
    id: &TableId,
    viewer: &Viewer<'_>,
) -> Result<ReplayIndex, ReplayError> {
    let (rec, actions) = load(app, id, viewer).await?;
    let mut replay = Replayer::new(new_game(app, &rec)?);
    let mut list = Vec::with_capacity(actions.len());
    for a in &actions {
        let message = replay.words(a);
        replay.step(a)?;
        list.push(ReplayAction {
            seq: a.seq,
            seat: a.seat,
            action: a.action,
            message,
            undo: a.undo,
        });
    }
    let game = replay.game;
    let chat = app
        .store
        .chat_since(rec.id.clone(), 0, REPLAY_CHAT)
        .await
        .map_err(|e| ReplayError::Internal(e.to_string()))?
        .iter()
        .map(crate::room::chat::chat_line)
        .collect();
    let names = rec
        .seats
        .iter()
        .map(|s| crate::storage::seat_label(s.seat, s.kind.as_str(), s.bot.clone(), s.name.clone()))
        .collect();
    let hints = app
        .store
        .hints(rec.id.clone())
        .await
        .map_err(|e| ReplayError::Internal(e.to_string()))?;
    let seats = rec
        .seats
        .iter()
        .map(|s| ReplaySeat {
            seat: s.seat,
            kind: s.kind.as_str().to_string(),
            name: s.name.clone(),
            bot: s.bot.clone(),
            level: s.level.clone(),
            hints: hints
                .iter()
                .find(|(seat, _)| *seat == s.seat)
                .map_or(0, |(_, n)| *n),
        })
        .collect();
    Ok(ReplayIndex {
        id: rec.id,
        config: rec.config,
        names,
        seats,
        steps: actions.len() as u64,
        actions: list,
        outcome: game.outcome(),
        chat,
    })
}

pub async fn step(
    app: &App,
    id: &TableId,
    viewer: &Viewer<'_>,
    step: u64,
    reveal: bool,
) -> Result<ReplayStep, ReplayError> {
    let (rec, actions) = load(app, id, viewer).await?;
    let steps = actions.len() as u64;
    if step > steps {
        return Err(ReplayError::NoSuchStep { step, steps });
    }
    let mut replay = Replayer::new(new_game(app, &rec)?);
    let mut entry = None;
    for a in actions.iter().take(step as usize) {
        let message = replay.words(a);
        let events = replay.step(a)?;
        if a.seq == step {
            let events: Vec<Event> = if reveal {
                events
            } else {
                events.iter().map(|e| e.redacted_for(None)).collect()
            };
            entry = Some(LogEntry {
                version: a.seq,
                seat: a.seat,
                // An undo says who took a decision back, not which (as at the table).
                action: (!a.undo).then_some(a.action),
                message: Some(message),
                messages: events
                    .iter()
                    .map(|e| replay.game.describe_event(e))
                    .collect(),
                events,
                undo: a.undo,
            });
        }
    }
    let game = replay.game;
    let players = game.players();
    Ok(ReplayStep {
        step,
        steps,
        view: game.view(None),
        hands: reveal.then(|| (0..players).map(|s| game.view(Some(s))).collect()),
        entry,
        outcome: game.outcome(),
    })
}
