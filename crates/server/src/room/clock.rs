//! Time controls (issue 34): a timed table's clocks, their deadlines in the store, and what
//! happens when one runs out.
//!
//! Only the seat asked to decide (the engine's `to_act`, whatever the decision) has a running
//! clock, and only while a person plays it. Its deadline is the decision's start plus the time
//! per decision (turn-based), the seat's bank and any outage credit. A decision charges the
//! time past the per-decision allowance to the bank and adds the increment (real time); an
//! undo or any later action never gives time back, since time is only ever charged here.
//!
//! The clocks are a row of the store's clocks feature, written after each action that moves
//! them, so they survive restarts and every instance on a shared database sees them. An expiry
//! is a job of the scheduler, kind [`CLOCK`], subject `TABLE@VERSION`, due at the deadline, so
//! exactly one instance acts on it; a sweep over the store ([`sweep`]) enqueues the job of
//! every deadline that passed, so one whose job was lost (a crash between the action and its
//! job) or that belongs to a table no instance holds is still found. When a clock runs out, a
//! bot of the table's chosen level plays the seat; the seat's owner keeps its link (its token
//! stays with the seat) and can take the seat back while the game runs.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use havenbaron_engine::{Message, Seat};
use serde::{Deserialize, Serialize};

use super::{ActError, Actor, Room, RoomState, SeatError, bot_subject};
use crate::App;
use crate::ids::TableId;
use crate::protocol::{ClocksInfo, SeatClock, ServerMsg, TimeControl};
use crate::scheduler::{Done, Kind};
use crate::seatbots;
use crate::storage::{BoxFuture, ClockRecord, Job, SeatKind, SeatRecord};

/// The job kind of a clock's expiry.
pub const CLOCK: &str = "clock";
/// A silence of every instance longer than this is an outage: the running deadlines are
/// extended by it at the next start. Shorter ones (a quick restart) are charged.
pub const OUTAGE_GRACE: Duration = Duration::from_secs(15);
/// How often the store is searched for passed deadlines, and the instance's running recorded.
const SWEEP: Duration = Duration::from_secs(2);
/// The least time a player finds on their clock when taking their seat back.
const TAKE_BACK_MIN_MS: i64 = 60_000;
/// The bot that plays a seat whose clock ran out, at the table's level (default easy).
pub const TIMEOUT_BOT: &str = "ismcts";
/// Timeouts in a row after which a player counts as having left (ratings).
pub const LEFT_AFTER_TIMEOUTS: u32 = 2;

/// The most days a player may mark as away at one table.
pub const MAX_AWAY_DAYS: usize = 30;

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

/// Why a time control is refused.
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
pub enum ClockError {
    #[error("a real-time bank must be 1 to 180 minutes (given {0} s)")]
    Bank(u32),
    #[error("a real-time increment must be 0 to 600 seconds (given {0} s)")]
    Increment(u32),
    #[error("a turn-based time per decision must be 1 to 336 hours (given {0})")]
    MoveHours(u32),
    #[error("a turn-based bank must be 0 to 30 days (given {0})")]
    BankDays(u32),
    #[error("days away can be marked only at a turn-based table")]
    AwayNotTurnBased,
    #[error("at most 30 days can be marked as away (given {0})")]
    AwayTooMany(u32),
    #[error("`{0}` is not a date (YYYY-MM-DD)")]
    AwayDate(String),
}

impl ClockError {
    /// The catalogue message (`clocks.ftl`).
    pub fn message(&self) -> Message {
        match self {
            ClockError::Bank(s) => Message::new("error-clock-bank").num("given", *s),
            ClockError::Increment(s) => Message::new("error-clock-increment").num("given", *s),
            ClockError::MoveHours(h) => Message::new("error-clock-move-hours").num("given", *h),
            ClockError::BankDays(d) => Message::new("error-clock-bank-days").num("given", *d),
            ClockError::AwayNotTurnBased => Message::new("error-clock-away-turn-based"),
            ClockError::AwayTooMany(n) => Message::new("error-clock-away-many")
                .num("given", *n)
                .num("max", MAX_AWAY_DAYS as i64),
            ClockError::AwayDate(d) => Message::new("error-clock-away-date")
                .arg("given", havenbaron_engine::Arg::Text(d.clone())),
        }
    }
}

/// Checks a time control's bounds.
pub fn check_control(c: &TimeControl) -> Result<(), ClockError> {
    match *c {
        TimeControl::Untimed => Ok(()),
        TimeControl::RealTime {
            bank_s,
            increment_s,
        } => {
            if !(60..=3 * 3600).contains(&bank_s) {
                return Err(ClockError::Bank(bank_s));
            }
            if increment_s > 600 {
                return Err(ClockError::Increment(increment_s));
            }
            Ok(())
        }
        TimeControl::TurnBased {
            move_hours,
            bank_days,
        } => {
            if !(1..=14 * 24).contains(&move_hours) {
                return Err(ClockError::MoveHours(move_hours));
            }
            if bank_days > 30 {
                return Err(ClockError::BankDays(bank_days));
            }
            Ok(())
        }
    }
}

/// A timed table's clocks (stored as JSON in the clocks feature, with the columns beside it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    pub control: TimeControl,
    /// The bot (and level) that plays a seat whose clock ran out.
    pub bot: String,
    pub level: Option<String>,
    pub banks_ms: Vec<i64>,
    /// Clocks run out in a row, per seat.
    pub timeouts: Vec<u32>,
    /// The seat whose clock runs and since when (ms since the epoch).
    pub running: Option<(Seat, i64)>,
    /// Per seat, the days (UTC, counted from the epoch) its player marked as away: its clock
    /// does not run on them (turn-based tables only).
    #[serde(default)]
    pub away: Vec<Vec<i64>>,
    /// The game version the running clock is for (a column of its own in the store).
    #[serde(skip)]
    pub version: u64,
    /// Outage time added to the running deadline.
    #[serde(skip)]
    pub credit_ms: i64,
}

impl Clocks {
    /// The clocks of a new table; `None` when it is untimed.
    pub fn new(control: TimeControl, level: Option<String>, players: u8) -> Option<Clocks> {
        let bank = match control {
            TimeControl::Untimed => return None,
            TimeControl::RealTime { bank_s, .. } => bank_s as i64 * 1000,
            TimeControl::TurnBased { bank_days, .. } => bank_days as i64 * DAY_MS,
        };
        let bot = TIMEOUT_BOT.to_string();
        Some(Clocks {
            control,
            level: seatbots::level_for(&bot, Some(level.as_deref().unwrap_or("easy"))),
            bot,
            banks_ms: vec![bank; players as usize],
            timeouts: vec![0; players as usize],
            running: None,
            away: vec![Vec::new(); players as usize],
            version: 0,
            credit_ms: 0,
        })
    }

    fn away_of(&self, seat: Seat) -> &[i64] {
        self.away.get(seat as usize).map_or(&[], |a| a.as_slice())
    }

    /// Sets the days `seat`'s player is away (a turn-based table's), replacing the earlier
    /// ones; days before `now_ms`'s are dropped.
    pub fn set_away(
        &mut self,
        seat: Seat,
        dates: &[String],
        now_ms: i64,
    ) -> Result<(), ClockError> {
        if !matches!(self.control, TimeControl::TurnBased { .. }) {
            return Err(ClockError::AwayNotTurnBased);
        }
        if dates.len() > MAX_AWAY_DAYS {
            return Err(ClockError::AwayTooMany(dates.len() as u32));
        }
        let mut days = dates
            .iter()
            // A refused date is told back cut short: a long string buys no long reply.
            .map(|d| {
                day_of_date(d).ok_or_else(|| ClockError::AwayDate(d.chars().take(16).collect()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let today = now_ms.div_euclid(DAY_MS);
        days.retain(|d| *d >= today);
        days.sort_unstable();
        days.dedup();
        if self.away.len() < self.banks_ms.len() {
            self.away.resize(self.banks_ms.len(), Vec::new());
        }
        self.away[seat as usize] = days;
        Ok(())
    }

    fn per_move_ms(&self) -> i64 {
        match self.control {
            TimeControl::TurnBased { move_hours, .. } => move_hours as i64 * HOUR_MS,
            _ => 0,
        }
    }

    fn increment_ms(&self) -> i64 {
        match self.control {
            TimeControl::RealTime { increment_s, .. } => increment_s as i64 * 1000,
            _ => 0,
        }
    }

    /// When the running clock runs out: its allowance counted from its start, away days
    /// skipped, plus the outage credit.
    pub fn deadline_ms(&self) -> Option<i64> {
        let (seat, since) = self.running?;
        let allowance = self.per_move_ms() + self.banks_ms[seat as usize];
        Some(after_counting(since, allowance, self.away_of(seat)) + self.credit_ms)
    }

    /// Whether `seat`'s clock ran out at `now_ms`.
    pub fn ran_out(&self, seat: Seat, now_ms: i64) -> bool {
        self.running.is_some_and(|(s, _)| s == seat)
            && self.deadline_ms().is_some_and(|d| d <= now_ms)
    }

    /// A decision of the running seat at `at_ms`: the time past the allowance (outages not
    /// counted) comes off its bank, then the increment is added; a person's own decision ends
    /// its run of timeouts. The clock stops.
    pub fn charge(&mut self, seat: Seat, at_ms: i64, by_person: bool) {
        if let Some((s, since)) = self.running.take()
            && s == seat
        {
            let used = (counted(since, at_ms, self.away_of(seat)) - self.credit_ms).max(0);
            let over = (used - self.per_move_ms()).max(0);
            let increment = self.increment_ms();
            let bank = &mut self.banks_ms[seat as usize];
            *bank = (*bank - over).max(0) + increment;
        }
        if by_person && let Some(t) = self.timeouts.get_mut(seat as usize) {
            *t = 0;
        }
        self.credit_ms = 0;
    }

    /// `seat` took back its latest decision at `at_ms`: the increment that decision earned
    /// comes off its bank again (an undo never gives time back), and `next` is asked now: its
    /// clock goes on from where it was if it was already running, else it starts.
    pub fn undone(&mut self, seat: Seat, next: Option<Seat>, at_ms: i64, version: u64) {
        let increment = self.increment_ms();
        if let Some(bank) = self.banks_ms.get_mut(seat as usize) {
            *bank = (*bank - increment).max(0);
        }
        match self.running {
            Some((s, _)) if Some(s) == next => self.version = version,
            _ => self.start(next, at_ms, version),
        }
    }

    /// Starts the clock of `seat` (a person asked to decide) at `at_ms` for `version`, or
    /// leaves every clock stopped.
    pub fn start(&mut self, seat: Option<Seat>, at_ms: i64, version: u64) {
        self.running = seat.map(|s| (s, at_ms));
        self.version = version;
        self.credit_ms = 0;
    }

    pub fn from_record(rec: &ClockRecord) -> anyhow::Result<Clocks> {
        let mut c: Clocks = serde_json::from_str(&rec.state)?;
        c.version = rec.version;
        c.credit_ms = rec.credit_ms;
        Ok(c)
    }

    pub fn record(&self, table: &TableId) -> ClockRecord {
        ClockRecord {
            table: table.clone(),
            state: serde_json::to_string(self).expect("clocks serialize"),
            version: self.version,
            deadline_ms: self.deadline_ms(),
            credit_ms: self.credit_ms,
        }
    }

    pub fn info(&self, now_ms: i64) -> ClocksInfo {
        ClocksInfo {
            control: self.control,
            now_ms,
            seats: (0..self.banks_ms.len())
                .map(|s| SeatClock {
                    seat: s as Seat,
                    bank_ms: self.banks_ms[s],
                    deadline_ms: self
                        .running
                        .filter(|(r, _)| *r as usize == s)
                        .and(self.deadline_ms()),
                    timeouts: self.timeouts[s],
                    away: self
                        .away_of(s as Seat)
                        .iter()
                        .map(|d| date_of_day(*d))
                        .collect(),
                })
                .collect(),
        }
    }
}

/// The time from `from` to `to` (ms) that falls on no day of `away` (sorted day numbers).
fn counted(from: i64, to: i64, away: &[i64]) -> i64 {
    let skipped: i64 = away
        .iter()
        .map(|d| (to.min((d + 1) * DAY_MS) - from.max(d * DAY_MS)).max(0))
        .sum();
    (to - from).max(0) - skipped
}

/// The time at which `allowance` (ms) counted from `from` runs out, away days not counted.
fn after_counting(from: i64, allowance: i64, away: &[i64]) -> i64 {
    let (mut t, mut left) = (from, allowance);
    loop {
        let day = t.div_euclid(DAY_MS);
        let day_end = (day + 1) * DAY_MS;
        if away.binary_search(&day).is_ok() {
            t = day_end;
            continue;
        }
        if t + left <= day_end || !away.iter().any(|d| *d > day) {
            return t + left;
        }
        left -= day_end - t;
        t = day_end;
    }
}

/// `YYYY-MM-DD` as a day number since the epoch (UTC), for the proleptic Gregorian calendar.
fn day_of_date(date: &str) -> Option<i64> {
    let mut parts = date.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let month_days = [
        31,
        if leap { 29 } else { 28 },
        31,
        30,
        31,
        30,
        31,
        31,
        30,
        31,
        30,
        31,
    ];
    if !(1..=12).contains(&m) || d < 1 || d > month_days[(m - 1) as usize] {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// A day number since the epoch as `YYYY-MM-DD` (Hinnant's civil_from_days).
fn date_of_day(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

impl RoomState {
    /// The seat whose clock should run: the one asked to decide, while a person plays it.
    fn person_to_act(&self) -> Option<Seat> {
        if self.game.is_over() {
            return None;
        }
        self.game
            .to_act()
            .filter(|s| self.rec.seats[*s as usize].kind == SeatKind::Human)
    }

    /// Whether the player of `seat` timed out [`LEFT_AFTER_TIMEOUTS`] times in a row: a rated
    /// game counts them as having left.
    pub fn left_by_timeouts(&self, seat: Seat) -> bool {
        self.clock
            .as_ref()
            .and_then(|c| c.timeouts.get(seat as usize))
            .is_some_and(|t| *t >= LEFT_AFTER_TIMEOUTS)
    }

    /// The table's time control (untimed when it has no clocks).
    pub fn time_control(&self) -> TimeControl {
        self.clock
            .as_ref()
            .map_or(TimeControl::Untimed, |c| c.control)
    }

    /// The clocks message, for a timed table.
    pub(super) fn clocks_message(&self, now_ms: i64) -> Option<String> {
        let c = self.clock.as_ref()?;
        Some(
            ServerMsg::Clocks {
                clocks: c.info(now_ms),
            }
            .to_json(),
        )
    }

    pub(super) fn broadcast_clocks(&mut self, now_ms: i64) {
        let Some(msg) = self.clocks_message(now_ms) else {
            return;
        };
        self.broadcast_all(msg.into());
    }

    /// Reads the stored clocks (the truth, which another instance may have moved).
    pub(super) async fn reload_clock(&mut self, app: &App) -> anyhow::Result<()> {
        if let Some(rec) = app.store.clock(self.rec.id.clone()).await? {
            let c = Clocks::from_record(&rec)?;
            if self.clock.as_ref() != Some(&c) {
                self.clock = Some(c);
                self.broadcast_clocks(app.clock.now_ms());
            }
        }
        Ok(())
    }

    /// Refuses a person's decision for `seat` once its clock ran out (also after a bot took
    /// the seat over for it).
    pub(super) async fn check_clock(
        &mut self,
        app: &App,
        seat: Seat,
        actor: Actor,
    ) -> Result<(), ActError> {
        if actor != Actor::Human || self.clock.is_none() {
            return Ok(());
        }
        if app.store.shared() {
            self.reload_clock(app).await.map_err(ActError::Storage)?;
        }
        let Some(c) = &self.clock else {
            return Ok(());
        };
        let taken = self
            .rec
            .seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Bot)
            && c.timeouts.get(seat as usize).is_some_and(|t| *t > 0);
        if taken || c.ran_out(seat, app.clock.now_ms()) {
            return Err(ActError::TimedOut(seat));
        }
        Ok(())
    }

    /// After an action of `seat` committed at `at_ms`: charges its clock, starts the next
    /// one, stores them and enqueues the expiry. A store error is logged: the sweep finds the
    /// clocks' version behind the game and starts the running clock again.
    pub(super) async fn clock_after_action(
        &mut self,
        app: &App,
        seat: Seat,
        actor: Actor,
        at_ms: i64,
    ) {
        if self.clock.is_none() {
            return;
        }
        self.refresh_clock(app).await;
        let next = self.person_to_act();
        let version = self.version();
        let Some(c) = self.clock.as_mut() else {
            return;
        };
        c.charge(seat, at_ms, actor == Actor::Human);
        c.start(next, at_ms, version);
        self.save_clock(app).await;
        self.broadcast_clocks(at_ms);
    }

    /// After `seat` took back its decision at `at_ms` (see [`Clocks::undone`]): stores the
    /// clocks and enqueues the running one's expiry.
    pub(super) async fn clock_after_undo(&mut self, app: &App, seat: Seat, at_ms: i64) {
        if self.clock.is_none() {
            return;
        }
        self.refresh_clock(app).await;
        let next = self.person_to_act();
        let version = self.version();
        let Some(c) = self.clock.as_mut() else {
            return;
        };
        c.undone(seat, next, at_ms, version);
        self.save_clock(app).await;
        self.broadcast_clocks(at_ms);
    }

    /// Before the clocks change: on a shared store another instance may have moved them (a
    /// timeout, a seat taken back) since this one last read them, so the stored ones are the
    /// truth; where they cannot be read, the clocks held here go on (and the failure is logged).
    async fn refresh_clock(&mut self, app: &App) {
        if app.store.shared()
            && let Err(e) = self.reload_clock(app).await
        {
            tracing::warn!(table = %self.rec.id, error = %format!("{e:#}"), "cannot read the clocks");
        }
    }

    /// Stores the clocks and enqueues the running clock's expiry.
    async fn save_clock(&mut self, app: &App) {
        let Some(c) = &self.clock else {
            return;
        };
        let rec = c.record(&self.rec.id);
        let (deadline, version) = (rec.deadline_ms, rec.version);
        if let Err(e) = app.store.save_clock(rec).await {
            tracing::warn!(table = %self.rec.id, error = %format!("{e:#}"), "cannot save the clocks");
            return;
        }
        if let Some(due) = deadline
            && let Err(e) = app
                .scheduler
                .enqueue(app, CLOCK, bot_subject(&self.rec.id, version), due)
                .await
        {
            tracing::warn!(table = %self.rec.id, error = %format!("{e:#}"), "cannot enqueue the clock's expiry");
        }
    }
}

impl Room {
    /// Sends a timed table's clocks to one new connection (after its welcome and update).
    pub async fn send_clocks(&self, app: &App, id: u64) {
        let mut st = self.state.lock().await;
        if let Some(msg) = st.clocks_message(app.clock.now_ms()) {
            st.send(id, msg.into());
        }
    }

    /// Enqueues the expiry of the running clock (a table just created).
    pub async fn kick_clock(&self, app: &App) {
        let st = self.state.lock().await;
        let Some(c) = &st.clock else {
            return;
        };
        if let Some(due) = c.deadline_ms()
            && let Err(e) = app
                .scheduler
                .enqueue(app, CLOCK, bot_subject(&self.id, c.version), due)
                .await
        {
            tracing::warn!(table = %self.id, error = %format!("{e:#}"), "cannot enqueue the clock's expiry");
        }
    }

    /// Reads the table's clocks from the store (a room just rebuilt).
    pub async fn load_clock(&self, app: &App) -> anyhow::Result<()> {
        let mut st = self.state.lock().await;
        if let Some(rec) = app.store.clock(self.id.clone()).await? {
            st.clock = Some(Clocks::from_record(&rec)?);
        }
        Ok(())
    }

    /// The player of `seat` marks the days they are away (replacing the earlier ones): their
    /// clock does not run on those days.
    pub async fn set_away(
        &self,
        app: &App,
        seat: Seat,
        dates: &[String],
    ) -> Result<(), ClockError> {
        let mut st = self.state.lock().await;
        st.refresh_clock(app).await;
        let now = app.clock.now_ms();
        let Some(c) = st.clock.as_mut() else {
            return Err(ClockError::AwayNotTurnBased);
        };
        c.set_away(seat, dates, now)?;
        st.save_clock(app).await;
        st.broadcast_clocks(now);
        Ok(())
    }

    /// The owner of `seat` (its token's holder), played by a bot since its clock ran out,
    /// plays it again. Its clock, if it is asked to decide, starts again with at least
    /// [`TAKE_BACK_MIN_MS`].
    pub async fn take_back(self: &Arc<Self>, app: &Arc<App>, seat: Seat) -> Result<(), SeatError> {
        let mut st = self.state.lock().await;
        for _ in 0..4 {
            let Some(old) = st.rec.seats.get(seat as usize).cloned() else {
                return Err(SeatError::NoSuchSeat(seat));
            };
            if old.kind != SeatKind::Bot || old.token.is_none() {
                return Err(SeatError::NotTaken(seat));
            }
            if st.game.is_over() {
                return Err(SeatError::GameOver);
            }
            let new = SeatRecord {
                kind: SeatKind::Human,
                bot: None,
                level: None,
                ..old.clone()
            };
            if st.store_seat(app, "seat", old, new).await? {
                st.bots[seat as usize] = None;
                st.broadcast_seats();
                let now = app.clock.now_ms();
                let next = st.person_to_act();
                let version = st.version();
                if let Some(c) = st.clock.as_mut() {
                    let bank = &mut c.banks_ms[seat as usize];
                    *bank = (*bank).max(TAKE_BACK_MIN_MS);
                    if next == Some(seat) {
                        c.start(next, now, version);
                    }
                    st.save_clock(app).await;
                    st.broadcast_clocks(now);
                }
                return Ok(());
            }
        }
        Err(SeatError::Storage {
            what: "seat",
            error: "the seat kept changing meanwhile; try again".into(),
        })
    }
}

/// The clock kind, for the scheduler.
pub fn clock_kind() -> Kind {
    Kind {
        name: CLOCK,
        handler: clock_job,
        concurrency: 16,
        attempts: 8,
    }
}

fn clock_job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(expire(app, job))
}

/// One clock's expiry: the table is loaded if this instance does not hold it and brought up
/// to the stored log and clocks; if the clock of that version still runs and its deadline
/// (perhaps extended by an outage since) passed, a bot of the table's level takes the seat,
/// keeping its owner's token, and plays on.
async fn expire(app: Arc<App>, job: Job) -> Done {
    let Some((table, version)) = super::bots::parse_subject(&job.subject) else {
        return Done::GiveUp(format!("an unreadable subject `{}`", job.subject));
    };
    if app.closing.load(Ordering::SeqCst) {
        return Done::Release;
    }
    let room = match app.room(&table).await {
        Ok(Some(room)) => room,
        Ok(None) => return Done::GiveUp(format!("no table {table}")),
        Err(e) => return Done::Retry(Duration::from_secs(1), format!("{e:#}")),
    };
    let mut st = room.state.lock().await;
    if let Err(e) = st.catch_up(&app).await {
        return Done::Retry(Duration::from_secs(1), format!("{e:#}"));
    }
    if let Err(e) = st.reload_clock(&app).await {
        return Done::Retry(Duration::from_secs(1), format!("{e:#}"));
    }
    let now = app.clock.now_ms();
    let game_version = st.version();
    let person = st.person_to_act();
    let Some(c) = st.clock.clone() else {
        return Done::Completed;
    };
    if c.version != game_version || c.running.map(|r| r.0) != person {
        // The stored clocks fell behind the game (their write was lost in a crash): the
        // running clock starts again from the game's last move, with an expiry of its own.
        let since = st.last_action_ms();
        if let Some(c) = st.clock.as_mut() {
            c.start(person, since, game_version);
        }
        st.save_clock(&app).await;
        st.broadcast_clocks(now);
        return Done::Completed;
    }
    if version != game_version {
        return Done::Completed;
    }
    let (Some(seat), Some(deadline)) = (person, c.deadline_ms()) else {
        return Done::Completed;
    };
    if deadline > now {
        // Extended (an outage) since the job was enqueued: the sweep finds it when it passes.
        return Done::Completed;
    }
    let old = st.rec.seats[seat as usize].clone();
    let Ok(built) = seatbots::build(
        &c.bot,
        c.level.as_deref(),
        &app.data,
        st.rec.config.seed,
        seat,
    ) else {
        return Done::GiveUp(format!("the table's bot {} cannot be built", c.bot));
    };
    let new = SeatRecord {
        kind: SeatKind::Bot,
        bot: Some(c.bot.clone()),
        level: c.level.clone(),
        ..old.clone()
    };
    match st.store_seat(&app, "seat", old.clone(), new).await {
        Ok(true) => {}
        // Another instance changed the seat meanwhile (took it over, the owner took it back).
        Ok(false) => return Done::Completed,
        Err(e) => return Done::Retry(Duration::from_secs(1), e.to_string()),
    }
    st.bots[seat as usize] = Some(Arc::new(std::sync::Mutex::new(built)));
    if let Some(c) = st.clock.as_mut() {
        c.charge(seat, now, false);
        c.banks_ms[seat as usize] = 0;
        c.timeouts[seat as usize] += 1;
        c.start(None, now, game_version);
    }
    // On a rated table a player who timed out twice in a row counts as having left.
    if st.left_by_timeouts(seat)
        && let Err(e) = crate::ratings::seat_left(&app, &table, &old).await
    {
        return Done::Retry(Duration::from_secs(1), e.to_string());
    }
    st.save_clock(&app).await;
    st.broadcast_seats();
    st.broadcast_clocks(now);
    drop(st);
    tracing::info!(table = %table, seat, "a clock ran out; a bot plays the seat");
    room.kick_bots(&app);
    Done::Completed
}

/// Records that this instance runs, and enqueues the expiry of every deadline that passed
/// (idempotent: a job waiting already keeps its place), until the server stops.
pub async fn sweep(app: Arc<App>) {
    let mut shutdown = app.shutdown_signal();
    loop {
        let now = app.clock.now_ms();
        if let Err(e) = app.store.clock_beat(now).await {
            tracing::warn!(error = %format!("{e:#}"), "cannot record the clocks' heartbeat");
        }
        match app.store.passed_clocks(now, 100).await {
            Ok(passed) => {
                for rec in passed {
                    let subject = bot_subject(&rec.table, rec.version);
                    let due = rec.deadline_ms.unwrap_or(now);
                    if let Err(e) = app.scheduler.enqueue(&app, CLOCK, subject, due).await {
                        tracing::warn!(error = %format!("{e:#}"), "cannot enqueue a clock's expiry");
                    }
                }
            }
            Err(e) => tracing::warn!(error = %format!("{e:#}"), "cannot read the passed clocks"),
        }
        tokio::select! {
            _ = tokio::time::sleep(SWEEP) => {}
            _ = shutdown.changed() => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_charges_only_the_time_past_the_allowance_and_adds_the_increment() {
        let rt = TimeControl::RealTime {
            bank_s: 600,
            increment_s: 10,
        };
        let mut c = Clocks::new(rt, None, 2).unwrap();
        c.start(Some(0), 1_000, 0);
        assert_eq!(c.deadline_ms(), Some(1_000 + 600_000));
        assert!(!c.ran_out(0, 600_999));
        assert!(c.ran_out(0, 601_000));
        assert!(!c.ran_out(1, 601_000), "only the seat to act");
        c.charge(0, 31_000, true);
        assert_eq!(c.banks_ms, vec![600_000 - 30_000 + 10_000, 600_000]);

        let tb = TimeControl::TurnBased {
            move_hours: 24,
            bank_days: 2,
        };
        let mut c = Clocks::new(tb, None, 2).unwrap();
        c.start(Some(1), 0, 3);
        assert_eq!(c.deadline_ms(), Some(DAY_MS + 2 * DAY_MS));
        c.charge(1, DAY_MS / 2, true);
        assert_eq!(
            c.banks_ms[1],
            2 * DAY_MS,
            "within the day: the bank is untouched"
        );
        c.start(Some(1), 0, 4);
        c.credit_ms = 5 * HOUR_MS;
        c.charge(1, DAY_MS + 8 * HOUR_MS, true);
        assert_eq!(
            c.banks_ms[1],
            2 * DAY_MS - 3 * HOUR_MS,
            "an outage is not charged"
        );
    }

    /// An undo gives no time back: the taken-back decision's increment comes off the bank
    /// again, and whoever is asked after the undo is timed from then on (or goes on, when its
    /// clock was running already).
    #[test]
    fn an_undo_takes_back_the_increment_and_gives_no_time() {
        let rt = TimeControl::RealTime {
            bank_s: 60,
            increment_s: 5,
        };
        let mut c = Clocks::new(rt, None, 2).unwrap();
        // Seat 0 decides after 10 s; seat 1 is asked; seat 0 takes it back 2 s later.
        c.start(Some(0), 0, 0);
        c.charge(0, 10_000, true);
        c.start(Some(1), 10_000, 1);
        c.undone(0, Some(0), 12_000, 2);
        assert_eq!(c.banks_ms, vec![50_000, 60_000], "10 s spent, no increment");
        assert_eq!(c.running, Some((0, 12_000)));
        assert_eq!(c.version, 2);
        // A decision inside a turn (seat 0 is still asked): its clock runs on from before.
        let mut c = Clocks::new(rt, None, 2).unwrap();
        c.start(Some(0), 0, 0);
        c.charge(0, 10_000, true);
        c.start(Some(0), 10_000, 1);
        c.undone(0, Some(0), 15_000, 2);
        assert_eq!(c.banks_ms[0], 50_000);
        assert_eq!(c.running, Some((0, 10_000)), "the undo does not restart it");
    }

    #[test]
    fn away_days_stop_the_clock_and_dates_read_both_ways() {
        assert_eq!(day_of_date("1970-01-01"), Some(0));
        assert_eq!(day_of_date("2024-02-29"), Some(19_782));
        assert_eq!(date_of_day(19_782), "2024-02-29");
        assert_eq!(date_of_day(-1), "1969-12-31");
        for bad in [
            "2023-02-29",
            "2024-13-01",
            "24-01-01",
            "2024-1-1",
            "x",
            "2024-01-01-01",
        ] {
            assert_eq!(day_of_date(bad), None, "{bad}");
        }
        let tb = TimeControl::TurnBased {
            move_hours: 24,
            bank_days: 0,
        };
        let mut c = Clocks::new(tb, None, 2).unwrap();
        let day = 20_000;
        let noon = day * DAY_MS + 12 * HOUR_MS;
        c.start(Some(0), noon, 1);
        assert_eq!(c.deadline_ms(), Some(noon + DAY_MS));
        // The next day marked away: the clock stops for it.
        let next = date_of_day(day + 1);
        c.set_away(0, &[next.clone(), next, date_of_day(day - 3)], noon)
            .unwrap();
        assert_eq!(
            c.away,
            vec![vec![day + 1], vec![]],
            "past days dropped, no twice"
        );
        assert_eq!(c.deadline_ms(), Some(noon + 2 * DAY_MS));
        assert_eq!(c.info(noon).seats[0].away, vec![date_of_day(day + 1)]);
        // Deciding at the end of the day after: the away day was not counted.
        c.charge(0, noon + 2 * DAY_MS - HOUR_MS, true);
        assert_eq!(c.banks_ms[0], 0);
        assert_eq!(
            counted(noon, noon + 2 * DAY_MS, &[day + 1]),
            DAY_MS,
            "a whole away day is skipped"
        );
        assert_eq!(
            c.set_away(0, &["someday".into()], noon),
            Err(ClockError::AwayDate("someday".into()))
        );
        let many: Vec<String> = (0..31).map(|i| date_of_day(day + i)).collect();
        assert_eq!(c.set_away(0, &many, noon), Err(ClockError::AwayTooMany(31)));
        let rt = TimeControl::RealTime {
            bank_s: 600,
            increment_s: 0,
        };
        let mut r = Clocks::new(rt, None, 2).unwrap();
        assert_eq!(r.set_away(0, &[], noon), Err(ClockError::AwayNotTurnBased));
    }

    #[test]
    fn bounds_are_checked_and_untimed_has_no_clocks() {
        assert_eq!(Clocks::new(TimeControl::Untimed, None, 3), None);
        assert_eq!(
            check_control(&TimeControl::RealTime {
                bank_s: 5,
                increment_s: 0
            }),
            Err(ClockError::Bank(5))
        );
        assert_eq!(
            check_control(&TimeControl::TurnBased {
                move_hours: 0,
                bank_days: 1
            }),
            Err(ClockError::MoveHours(0))
        );
        assert!(
            check_control(&TimeControl::TurnBased {
                move_hours: 48,
                bank_days: 7
            })
            .is_ok()
        );
    }
}
