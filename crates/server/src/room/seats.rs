//! Seat admin: which seat a token opens, who is the host, display names, joining from the
//! lobby and handing a seat whose player left to a bot. Every refusal is a [`SeatError`] whose
//! message is what the person is told (over the WebSocket or HTTP); a refused request changes
//! nothing.

use std::sync::{Arc, Mutex as StdMutex};

use havenbaron_engine::{Arg, Message, Seat};

use super::{Room, RoomState};
use crate::App;
use crate::ids::{HostToken, SeatToken};
use crate::lobby::{NameError, clean_name};
use crate::seatbots::{self, BotError};
use crate::storage::{SeatKind, SeatRecord};

/// Why a seat request is refused.
#[derive(Debug, thiserror::Error)]
pub enum SeatError {
    #[error(
        "this link's seat secret is not valid here (the seat may have been taken through the lobby or handed to a bot); you can watch without it"
    )]
    WrongToken,
    #[error("only the table's host can hand a seat to a bot")]
    NotHost,
    #[error("there is no seat {0}")]
    NoSuchSeat(Seat),
    #[error("seat {0} is already played by a bot")]
    AlreadyBot(Seat),
    #[error("seat {0}'s player is still connected; a bot takes over only a seat whose player left")]
    StillConnected(Seat),
    #[error("the game is over")]
    GameOver,
    #[error("seat {0} is not played by a bot for its owner; there is nothing to take back")]
    NotTaken(Seat),
    #[error("this table is not open to the lobby; ask its host for a link")]
    NotListed,
    #[error("every seat at this table is taken")]
    Full,
    /// An unknown bot or level; the message lists what there is.
    #[error("{0}")]
    Bot(#[from] BotError),
    #[error("{0}")]
    Name(#[from] NameError),
    /// The store refused the change (`what`: "seat" or "name").
    #[error("could not save the {what}: {error}")]
    Storage { what: &'static str, error: String },
    /// A rated table's seat for signed-in players only (the words say why).
    #[error("{}", crate::lobby::english(.0))]
    Rated(Message),
}

impl SeatError {
    /// The catalogue message (`errors.ftl`) a person is shown.
    pub fn message(&self) -> Message {
        match self {
            SeatError::WrongToken => Message::new("error-wrong-token"),
            SeatError::NotHost => Message::new("error-not-host"),
            SeatError::NoSuchSeat(s) => Message::new("error-seat-missing").seat("seat", *s),
            SeatError::AlreadyBot(s) => Message::new("error-already-bot").seat("seat", *s),
            SeatError::StillConnected(s) => Message::new("error-still-connected").seat("seat", *s),
            SeatError::GameOver => Message::new("error-table-over"),
            SeatError::NotTaken(s) => Message::new("error-clock-not-taken").seat("seat", *s),
            SeatError::NotListed => Message::new("error-not-listed"),
            SeatError::Full => Message::new("error-full"),
            SeatError::Bot(e) => e.message(),
            SeatError::Name(e) => e.message(),
            SeatError::Rated(why) => why.clone(),
            SeatError::Storage { what, error } => {
                let id = if *what == "name" {
                    "error-save-name"
                } else {
                    "error-save-seat"
                };
                Message::new(id).arg("detail", Arg::Text(error.clone()))
            }
        }
    }
}

fn storage(what: &'static str) -> impl FnOnce(anyhow::Error) -> SeatError {
    move |e| SeatError::Storage {
        what,
        error: e.to_string(),
    }
}

impl RoomState {
    /// The seat a token opens: a human seat, or one a bot plays for its owner since its clock
    /// ran out (the owner keeps the link, to watch and to take the seat back).
    /// Every seat's secret is compared (in constant time), so the time taken does not tell
    /// which seat, if any, a guess came close to.
    pub fn seat_of_token(&self, token: &SeatToken) -> Result<Seat, SeatError> {
        self.rec
            .seats
            .iter()
            .fold(None, |found, s| {
                let hit = s.token.as_ref() == Some(token);
                if hit { Some(s.seat) } else { found }
            })
            .ok_or(SeatError::WrongToken)
    }

    /// Whether `token` is this table's host secret (compared in constant time).
    pub fn is_host(&self, token: &HostToken) -> bool {
        self.rec.host_token == *token
    }

    fn check_host(&self, token: Option<&HostToken>) -> Result<(), SeatError> {
        match token {
            Some(t) if self.is_host(t) => Ok(()),
            _ => Err(SeatError::NotHost),
        }
    }
}

/// How often a seat request is judged again when another instance changed the seat meanwhile.
const SEAT_ATTEMPTS: usize = 4;

impl RoomState {
    /// Stores a change of one cached seat, compare-and-set against the stored seat, and takes
    /// it into the cache. `Ok(false)`: another instance changed that seat meanwhile; nothing
    /// was written and the cached seats are now the stored ones, for the caller to judge its
    /// request again.
    pub(super) async fn store_seat(
        &mut self,
        app: &App,
        what: &'static str,
        old: SeatRecord,
        new: SeatRecord,
    ) -> Result<bool, SeatError> {
        let seat = new.seat as usize;
        if app
            .store
            .replace_seat(self.rec.id.clone(), old, new.clone())
            .await
            .map_err(storage(what))?
        {
            self.rec.seats[seat] = new;
            return Ok(true);
        }
        self.reload_seats(app).await.map_err(storage(what))?;
        Ok(false)
    }
}

impl Room {
    /// The seat `token` opens, with the host check for `host`. On a database shared by several
    /// instances a token this room does not know yet may have just been given out elsewhere
    /// (a lobby join on another instance): the seats are read again before refusing.
    pub async fn who(
        &self,
        app: &App,
        token: Option<&SeatToken>,
        host: Option<&HostToken>,
    ) -> Result<(Option<Seat>, bool), SeatError> {
        let mut st = self.state.lock().await;
        let mut seat = token.map(|t| st.seat_of_token(t)).transpose();
        if seat.is_err() && app.store.shared() {
            st.reload_seats(app).await.map_err(storage("seat"))?;
            seat = token.map(|t| st.seat_of_token(t)).transpose();
        }
        Ok((seat?, host.is_some_and(|h| st.is_host(h))))
    }
}

/// The chat's system line when a person takes a seat.
fn joined(name: &str) -> Message {
    Message::new("chat-joined").arg("name", Arg::Text(name.to_string()))
}

/// A seat that changed under every attempt.
fn busy(what: &'static str) -> SeatError {
    SeatError::Storage {
        what,
        error: "the seat kept changing meanwhile; try again".into(),
    }
}

impl Room {
    /// Host only: a bot takes over a human seat whose player left. `host` is the host secret
    /// the asker gave, if any.
    pub async fn hand_to_bot(
        self: &Arc<Self>,
        app: &Arc<App>,
        host: Option<&HostToken>,
        seat: Seat,
        bot: &str,
        level: Option<&str>,
    ) -> Result<(), SeatError> {
        {
            let mut st = self.state.lock().await;
            st.check_host(host)?;
            let mut done = false;
            for _ in 0..SEAT_ATTEMPTS {
                let Some(rec) = st.rec.seats.get(seat as usize).cloned() else {
                    return Err(SeatError::NoSuchSeat(seat));
                };
                if rec.kind == SeatKind::Bot {
                    return Err(SeatError::AlreadyBot(seat));
                }
                if st.connected(seat) {
                    return Err(SeatError::StillConnected(seat));
                }
                if st.game.is_over() {
                    return Err(SeatError::GameOver);
                }
                seatbots::check(bot, level, &app.data)?;
                let built = seatbots::build(bot, level, &app.data, st.rec.config.seed, seat)?;
                // On a rated table the person who left counts as last.
                crate::ratings::seat_left(app, &st.rec.id, &rec)
                    .await
                    .map_err(storage("seat"))?;
                let new = SeatRecord {
                    seat,
                    kind: SeatKind::Bot,
                    bot: Some(bot.to_string()),
                    level: seatbots::level_for(bot, level),
                    token: None,
                    name: rec.name.clone(),
                    claimed: true,
                };
                if st.store_seat(app, "seat", rec, new).await? {
                    st.bots[seat as usize] = Some(Arc::new(StdMutex::new(built)));
                    st.broadcast_seats();
                    done = true;
                    break;
                }
            }
            if !done {
                return Err(busy("seat"));
            }
        }
        self.kick_bots(app);
        Ok(())
    }

    /// Sets a human seat's display name (claiming the seat).
    pub async fn set_name(&self, app: &App, seat: Seat, name: &str) -> Result<(), SeatError> {
        let name = clean_name(name)?;
        let mut st = self.state.lock().await;
        for _ in 0..SEAT_ATTEMPTS {
            let Some(old) = st.rec.seats.get(seat as usize).cloned() else {
                return Err(SeatError::NoSuchSeat(seat));
            };
            if old.name.as_deref() == Some(name.as_str()) && old.claimed {
                return Ok(());
            }
            let first = !old.claimed;
            if first
                && let Some(why) = crate::ratings::claim_refusal(&*app.store, &st.rec, &old)
                    .await
                    .map_err(storage("name"))?
            {
                return Err(SeatError::Rated(why));
            }
            let mut new = old.clone();
            new.name = Some(name.clone());
            new.claimed = true;
            if st.store_seat(app, "name", old, new).await? {
                st.broadcast_seats();
                if first {
                    st.system_line(app, joined(&name)).await;
                }
                return Ok(());
            }
        }
        Err(busy("name"))
    }

    /// Lobby join: takes the first listed, unclaimed human seat, with a fresh secret (the old
    /// invite link of that seat stops working). Returns the seat and its secret. Two joins
    /// racing on two instances take two different seats (or one is told the table is full).
    pub async fn join(&self, app: &App, name: &str) -> Result<(Seat, SeatToken), SeatError> {
        self.join_as(app, name, None).await
    }

    /// Lobby join by the signed-in `account` (checked by the caller), whose new seat is
    /// attached to it; a rated table takes only such joins.
    pub async fn join_as(
        &self,
        app: &App,
        name: &str,
        account: Option<&str>,
    ) -> Result<(Seat, SeatToken), SeatError> {
        let name = clean_name(name)?;
        let mut st = self.state.lock().await;
        let rated = app
            .store
            .is_rated(st.rec.id.clone())
            .await
            .map_err(storage("seat"))?;
        for _ in 0..SEAT_ATTEMPTS {
            if !st.rec.listed {
                return Err(SeatError::NotListed);
            }
            if st.game.is_over() {
                return Err(SeatError::GameOver);
            }
            // A seat someone has open through its invite link (even before choosing a name) is
            // not offered: its secret must not change under a connected player.
            let Some(old) = st
                .rec
                .seats
                .iter()
                .find(|s| s.kind == SeatKind::Human && !s.claimed && !st.connected(s.seat))
                .cloned()
            else {
                return Err(SeatError::Full);
            };
            if rated && account.is_none() {
                return Err(SeatError::Rated(
                    Message::new("error-rated-guest").seat("seat", old.seat),
                ));
            }
            let token = SeatToken::random();
            let mut new = old.clone();
            new.token = Some(token.clone());
            new.name = Some(name.clone());
            new.claimed = true;
            let seat = new.seat;
            // Attached before the seat is claimed, so the claim never shows a guest at a
            // rated table; a link whose token was not stored opens nothing.
            if let Some(account) = account {
                app.store
                    .attach_seat(crate::storage::SeatLink {
                        table: st.rec.id.clone(),
                        seat,
                        account_id: account.to_string(),
                        account_name: String::new(),
                        token_hash: crate::storage::accounts::token_hash(token.expose()),
                        attached_ms: crate::lobby::now_ms(),
                    })
                    .await
                    .map_err(storage("seat"))?;
            }
            if st.store_seat(app, "seat", old, new).await? {
                st.broadcast_seats();
                st.system_line(app, joined(&name)).await;
                return Ok((seat, token));
            }
        }
        Err(busy("seat"))
    }
}

#[cfg(test)]
mod tests;
