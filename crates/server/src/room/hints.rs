//! "What would the bot do?" (issue 33, item 4): at an unrated table where every other seat is
//! a bot, the player whose decision it is may ask for the bot's suggestion. It is the post-game
//! analysis's instrument ([`Analyst::hint`]) run on the asking seat's own view, so a hint knows
//! nothing the seat does not; it is seeded from the table and the game's version, so the same
//! position gives the same hint.
//!
//! A hint thinks on a blocking thread, at most `App::hint_slots` at once, never in the room's
//! lock nor on the connection's task: the request is answered `ack` at once and the suggestion
//! follows as a `hint` message to the asking seat's connections only. Each seat's count of hints
//! is kept by the store (the hints feature) and is public: it rides on every seat list
//! (`SeatInfo::hints`), so the players panel, the score sheet and the replay show it.
//!
//! Why only against bots and unrated: a hint is the bot's strength lent to one player; where
//! another person plays, or a rating is at stake, it would be help the others do not get.

use std::sync::Arc;

use havenbaron_bots::analysis::{Analyst, Estimate, Hint, Options};
use havenbaron_engine::{Action, Arg, Game, Message, Seat};

use super::{Room, RoomState};
use crate::App;
use crate::protocol::{HintChoice, ServerMsg};
use crate::storage::SeatKind;

/// Each seat's count of hints, and the seats whose hint is being thought out.
#[derive(Debug, Default)]
pub(super) struct Hints {
    used: Vec<u32>,
    running: Vec<Seat>,
}

impl Hints {
    /// How many hints `seat` asked for.
    pub(super) fn used(&self, seat: Seat) -> u32 {
        self.used.get(seat as usize).copied().unwrap_or(0)
    }

    fn set_used(&mut self, seat: Seat, used: u32) {
        let i = seat as usize;
        if self.used.len() <= i {
            self.used.resize(i + 1, 0);
        }
        self.used[i] = used;
    }
}

/// Why a hint is refused (nothing changes, nothing is counted).
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum HintError {
    #[error("hints are given at unrated tables only")]
    Rated,
    #[error("hints are given only when every other seat is played by a bot")]
    NotAgainstBots,
    #[error("the game is over")]
    Finished,
    #[error("it is not your decision")]
    NotYourDecision,
    #[error("your hint is still being thought out")]
    Running,
    #[error("there is nothing to choose between here")]
    NoChoice,
    #[error("the hint could not be given: {0}")]
    Storage(String),
}

impl HintError {
    /// The catalogue message (`hints.ftl`) a person is shown.
    pub fn message(&self) -> Message {
        match self {
            HintError::Rated => Message::new("error-hint-rated"),
            HintError::NotAgainstBots => Message::new("error-hint-not-against-bots"),
            HintError::Finished => Message::new("error-hint-finished"),
            HintError::NotYourDecision => Message::new("error-hint-not-your-decision"),
            HintError::Running => Message::new("error-hint-running"),
            HintError::NoChoice => Message::new("error-hint-no-choice"),
            HintError::Storage(detail) => {
                Message::new("error-hint-storage").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

/// The seed of the hints of `table`: the same table gives the same hints at the same version.
fn seed_of(table: &str) -> u64 {
    // FNV-1a: stable across builds and machines, unlike the standard hasher.
    table.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The hint for `seat` in `game` at `version`: the search sees the seat's view and its legal
/// actions, nothing else of the game.
pub(crate) fn think(
    data: &havenbaron_engine::DataSet,
    game: &Game,
    seat: Seat,
    budget: u32,
    table: &str,
    version: u64,
) -> Option<Hint> {
    let options = Options {
        budget: budget.max(2),
        seed: seed_of(table),
    };
    Analyst::new(data, options).hint(
        &game.view(Some(seat)),
        &game.legal_actions(),
        version as usize,
    )
}

impl RoomState {
    /// Reads the counts from the store (another instance may have counted a hint) and tells
    /// everyone when they changed.
    pub(super) async fn reload_hints(&mut self, app: &App) -> anyhow::Result<()> {
        let mut changed = false;
        for (seat, used) in app.store.hints(self.rec.id.clone()).await? {
            if self.hints.used(seat) != used {
                self.hints.set_used(seat, used);
                changed = true;
            }
        }
        if changed {
            self.broadcast_seats();
        }
        Ok(())
    }

    /// Why `seat` may not ask for a hint now, if it may not (the rating is the caller's).
    fn hint_refusal(&self, seat: Seat) -> Option<HintError> {
        if self.game.is_over() {
            return Some(HintError::Finished);
        }
        let others_bots = self
            .rec
            .seats
            .iter()
            .filter(|s| s.seat != seat)
            .all(|s| s.kind == SeatKind::Bot);
        if !others_bots {
            return Some(HintError::NotAgainstBots);
        }
        let mine = self.rec.seats.get(seat as usize);
        if self.game.to_act() != Some(seat) || mine.is_none_or(|s| s.kind != SeatKind::Human) {
            return Some(HintError::NotYourDecision);
        }
        if self.hints.running.contains(&seat) {
            return Some(HintError::Running);
        }
        if !self
            .game
            .legal_actions()
            .iter()
            .any(|a| !matches!(a, Action::AddGive { .. } | Action::AddAsk { .. }))
        {
            return Some(HintError::NoChoice);
        }
        None
    }
}

/// One action of a hint with its words, from the position the hint was for.
fn choice(game: &Game, (action, value): (Action, Estimate)) -> HintChoice {
    HintChoice {
        action,
        message: game.describe(&action),
        win: value.win,
        score: value.score,
    }
}

impl Room {
    /// Reads each seat's count of hints from the store (a room just rebuilt).
    pub async fn load_hints(&self, app: &App) -> anyhow::Result<()> {
        self.state.lock().await.reload_hints(app).await
    }

    /// `seat` asks what the bot would do. Checked and started here; the search runs apart,
    /// and its answer goes to the seat's connections when it is done (see the module's page).
    pub async fn hint(self: &Arc<Self>, app: &Arc<App>, seat: Seat) -> Result<(), HintError> {
        let rated = app
            .store
            .is_rated(self.id.clone())
            .await
            .map_err(|e| HintError::Storage(format!("{e:#}")))?;
        let (game, version) = {
            let mut st = self.state.lock().await;
            if let Some(e) = st.hint_refusal(seat) {
                return Err(e);
            }
            if rated {
                return Err(HintError::Rated);
            }
            st.hints.running.push(seat);
            (st.game.clone(), st.version())
        };
        let room = self.clone();
        let app = app.clone();
        tokio::spawn(async move {
            let hint = match app.hint_slots.clone().acquire_owned().await {
                Ok(slot) => {
                    let data = app.data.clone();
                    let budget = app.limits.hint_budget;
                    let table = room.id.to_string();
                    let thought = tokio::task::spawn_blocking(move || {
                        let hint = think(&data, &game, seat, budget, &table, version);
                        drop(slot);
                        hint.map(|h| (h, game))
                    })
                    .await;
                    thought.ok().flatten()
                }
                Err(_) => None,
            };
            let counted = match &hint {
                Some(_) => app.store.add_hint(room.id.clone(), seat).await,
                None => Ok(0),
            };
            let mut st = room.state.lock().await;
            st.hints.running.retain(|s| *s != seat);
            let used = match counted {
                Ok(used) => used,
                Err(e) => {
                    tracing::warn!(table = %room.id, error = %format!("{e:#}"), "cannot count a hint");
                    return;
                }
            };
            let Some((hint, game)) = hint else {
                return;
            };
            st.hints.set_used(seat, used);
            let msg = ServerMsg::Hint {
                version,
                seat,
                best: choice(&game, (hint.best, hint.best_value)),
                runner_up: hint.runner_up.map(|r| choice(&game, r)),
                choices: hint.choices,
                used,
            };
            st.send_to_seat(seat, msg.to_json().into());
            st.broadcast_seats();
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use havenbaron_engine::{Config, DataSet, Ruleset};

    use super::*;

    /// Hidden means hidden, on the server's path: two games that differ only in what the
    /// asking seat cannot see give it the same hint.
    #[test]
    fn the_hint_of_a_twin_world_is_the_same() {
        let data = DataSet::builtin();
        for ruleset in Ruleset::ALL {
            let mut game = Game::with_data(&Config::new(ruleset, 4, 5), &data).unwrap();
            for n in 0..12 {
                let seat = game.to_act().unwrap();
                let legal = game.legal_actions();
                game.apply(seat, &legal[n % legal.len()]).unwrap();
            }
            let seat = game.to_act().unwrap();
            let twin = Game::determinize(&game.view(Some(seat)), &data, 99);
            assert_eq!(twin.view(Some(seat)), game.view(Some(seat)));
            assert_ne!(twin.state_hash(), game.state_hash(), "{ruleset:?}");
            let a = think(&data, &game, seat, 24, "t1", 12);
            let b = think(&data, &twin, seat, 24, "t1", 12);
            assert!(a.is_some(), "{ruleset:?}");
            assert_eq!(a, b, "{ruleset:?}");
        }
    }

    #[test]
    fn the_seed_follows_the_table() {
        assert_eq!(seed_of("abc"), seed_of("abc"));
        assert_ne!(seed_of("abc"), seed_of("abd"));
    }
}
