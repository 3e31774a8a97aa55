//! Guided tutorials: a first game per rule set, scripted from data
//! (`crates/server/data/tutorials/<ruleset>.toml`, one file per rule set, compiled in).
//!
//! A tutorial is an ordinary table made through the lobby (`lobby::create`): a fixed seed (the
//! deal), a round cap so that the game ends soon, the learner in one seat and the greedy bot in
//! the others. The greedy bot is seeded from the table's seed and seat (`seatbots::build`), so
//! with the learner following the steps the whole game is fixed by the file, and
//! `crates/server/tests/tutorials.rs` replays it through the engine: every step's action is
//! legal when its turn comes, and the game reaches its end. The page (`web/tutorial.js`) reads
//! the steps from `GET /api/tutorials` and coaches: each step is the learner's next decision,
//! with its words (catalogue part `tutorial`) and the board's keys to highlight.
//!
//! The table is unlisted and unrated; it is a table like any other otherwise, so leaving and
//! coming back is the table's own link.

use std::sync::{Arc, OnceLock};

use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use havenbaron_engine::{Action, Arg, Message, Ruleset, Seat};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::errors::error;
use crate::lobby::{self, CreateError, CreateTable, SeatSpec};

/// The tutorial files, by rule set id: a rule set has a tutorial when it has a file in
/// `data/tutorials/` (listed by `build.rs`).
const FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/tutorial_files.rs"));

/// One step: the learner's next decision, what the coach says about it and what it points at.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The coach's words: a catalogue id of the `tutorial` part (`web-tutorial_…`).
    pub text: String,
    /// What to look at and click: keys of the page's clickable things (`colour:red`, `pos:3`,
    /// `card:storm`, as `targetOf` in `web/` makes them) or `#id` of a panel.
    #[serde(default)]
    pub targets: Vec<String>,
    /// The decision the step asks for; left out: any legal decision.
    #[serde(default)]
    pub action: Option<Action>,
}

/// A rule set's tutorial, as its file has it and as `GET /api/tutorials` sends it.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Tutorial {
    pub ruleset: String,
    pub players: u8,
    /// The deal: the table's seed.
    pub seed: u64,
    /// Rounds (Antwerpen: turns) before the game ends, so a first game is short.
    pub round_cap: u32,
    /// The learner's seat.
    pub seat: Seat,
    /// The bot of the other seats (seeded from the table's seed, so its moves are fixed too).
    pub bot: String,
    /// The words shown first, before the first decision.
    pub intro: String,
    /// The learner's decisions, in order.
    pub steps: Vec<Step>,
    /// The words once the steps are done and the game goes on to its end.
    pub free: String,
    /// The words at the end of the game.
    pub end: String,
}

/// `GET /api/tutorials`: every rule set's tutorial.
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct Tutorials {
    pub tutorials: Vec<Tutorial>,
}

/// The compiled-in tutorials (a broken file is a bug the tests catch, so it panics here).
pub fn all() -> &'static [Tutorial] {
    static ALL: OnceLock<Vec<Tutorial>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: Vec<Tutorial> = FILES
            .iter()
            .map(|(id, text)| {
                let t: Tutorial = toml::from_str(text)
                    .unwrap_or_else(|e| panic!("data/tutorials/{id}.toml: {e}"));
                assert_eq!(
                    t.ruleset, *id,
                    "data/tutorials/{id}.toml names another rule set"
                );
                t
            })
            .collect();
        // In the family's order, as the lobby lists the rule sets.
        all.sort_by_key(|t| Ruleset::ALL.iter().position(|r| r.id() == t.ruleset));
        all
    })
}

/// The tutorial of a rule set, if it has one.
pub fn find(ruleset: &str) -> Option<&'static Tutorial> {
    all().iter().find(|t| t.ruleset == ruleset)
}

impl Tutorial {
    /// The table request: the learner at `seat`, the bot elsewhere, unlisted and unrated.
    pub fn table(&self) -> CreateTable {
        CreateTable {
            ruleset: self.ruleset.clone(),
            players: self.players,
            variants: Default::default(),
            seed: Some(self.seed),
            round_cap: Some(self.round_cap),
            seats: (0..self.players)
                .map(|s| match s == self.seat {
                    true => SeatSpec {
                        kind: "human".into(),
                        bot: None,
                        level: None,
                    },
                    false => SeatSpec {
                        kind: "bot".into(),
                        bot: Some(self.bot.clone()),
                        level: None,
                    },
                })
                .collect(),
            listed: false,
            host_seat: Some(self.seat),
            name: None,
            rated: false,
            clock: Default::default(),
            clock_level: None,
        }
    }
}

/// `GET /api/tutorials`.
pub async fn list() -> Response {
    Json(Tutorials {
        tutorials: all().to_vec(),
    })
    .into_response()
}

/// The words of the refusal of a rule set with no tutorial (`known`: those there are).
pub(crate) fn no_tutorial(ruleset: &str, known: &str) -> Message {
    Message::new("error-no-tutorial")
        .arg("ruleset", Arg::Text(ruleset.to_string()))
        .arg("known", Arg::Text(known.to_string()))
}

/// `POST /api/tutorials/{ruleset}`: a new tutorial table; the answer is the lobby's.
pub async fn start(State(app): State<Arc<App>>, Path(ruleset): Path<String>) -> Response {
    let Some(tutorial) = find(&ruleset) else {
        let known: Vec<&str> = all().iter().map(|t| t.ruleset.as_str()).collect();
        let known = known.join(", ");
        let words = no_tutorial(&ruleset, &known);
        return error(
            StatusCode::NOT_FOUND,
            format!("no tutorial for `{ruleset}`; tutorials: {known}"),
            words,
        );
    };
    match lobby::create(&app, tutorial.table()).await {
        Ok(created) => (StatusCode::CREATED, Json(created)).into_response(),
        Err(e) => {
            let status = match e {
                CreateError::Bad(_) => StatusCode::BAD_REQUEST,
                CreateError::Storage(_) | CreateError::Internal(_) => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
            };
            error(status, e.to_string(), e.message())
        }
    }
}
