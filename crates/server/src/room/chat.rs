//! Chat at a table: the players' channel and, apart from it, the spectators' (which a player
//! reads only after choosing to, per connection). Every line is kept with the game (the store's
//! chat feature), so the replay shows it to whoever may see the replay, and a (re)connecting
//! client gets the recent lines. System lines ("Anna joined", "Seat 2 took back a move") are
//! catalogue messages, put into words by each reader in its own language.
//!
//! What a line may be: text only (the page shows it with `textContent`, never as markup), at
//! most [`MAX_CHAT_CHARS`] characters, without the controls that reorder text around them
//! (bidi overrides and isolates, which could make a line read as something else) nor other
//! control characters; zero-width joiners stay (emoji, and scripts such as Persian need them).
//! Each connection may say [`CHAT_BURST`] lines at once, then one per [`CHAT_EVERY`]. A refused
//! line is answered with its reason and changes nothing; play goes on.
//!
//! A player may mute another seat for itself (its connections stop getting that seat's lines;
//! kept in the store, so it holds on every instance and after a restart). The host may close the spectators' channel; that is a
//! system line of the log, so it holds after a reload and shows in the replay.

use std::collections::{HashSet, VecDeque};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::Utf8Bytes;
use havenbaron_engine::{Arg, Message, Seat};

use super::{Room, RoomState};
use crate::App;
use crate::ids::HostToken;
use crate::protocol::{ChatLine, ServerMsg};
use crate::storage::{Channel, ChatRecord};

/// The longest line, in characters (Unicode scalar values).
pub const MAX_CHAT_CHARS: usize = 300;
/// Lines a connection may say at once.
pub const CHAT_BURST: f64 = 5.0;
/// Then one line per this much time.
pub const CHAT_EVERY: Duration = Duration::from_secs(2);
/// Lines kept in memory and sent to a (re)connecting client.
pub const CHAT_KEPT: usize = 100;
/// Lines read when a room's chat is loaded (the spectators' channel's state is the latest
/// opening or closing among them).
const CHAT_LOADED: u32 = 1000;

/// The system line when the host closes the spectators' channel.
const CLOSED: &str = "chat-spectators-closed";
/// The system line when the host opens it again.
const OPENED: &str = "chat-spectators-opened";

/// Why a chat request is refused.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChatError {
    #[error("an empty line is not sent")]
    Empty,
    #[error("a line may have at most {max} characters; this one has {got}")]
    TooLong { max: usize, got: usize },
    #[error("a line may not contain characters that reorder text (bidi overrides or isolates)")]
    Bidi,
    #[error("a line may not contain control characters")]
    Control,
    #[error("too many lines at once; wait {seconds} s")]
    TooFast { seconds: u64 },
    #[error("the host has closed the spectators' chat")]
    Closed,
    #[error("only the table's host can open or close the spectators' chat")]
    NotHost,
    #[error("only a player can mute a seat")]
    SpectatorMute,
    #[error("there is no seat {0}")]
    NoSuchSeat(Seat),
    #[error("the line could not be saved: {0}")]
    Storage(String),
}

impl ChatError {
    /// The catalogue message (`chat.ftl`) a person is shown.
    pub fn message(&self) -> Message {
        match self {
            ChatError::Empty => Message::new("error-chat-empty"),
            ChatError::TooLong { max, got } => Message::new("error-chat-too-long")
                .num("max", *max as i64)
                .num("got", *got as i64),
            ChatError::Bidi => Message::new("error-chat-bidi"),
            ChatError::Control => Message::new("error-chat-control"),
            ChatError::TooFast { seconds } => {
                Message::new("error-chat-too-fast").num("seconds", *seconds as i64)
            }
            ChatError::Closed => Message::new("error-chat-closed"),
            ChatError::NotHost => Message::new("error-chat-not-host"),
            ChatError::SpectatorMute => Message::new("error-chat-spectator-mute"),
            ChatError::NoSuchSeat(s) => Message::new("error-seat-missing").seat("seat", *s),
            ChatError::Storage(detail) => {
                Message::new("error-chat-save").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

/// Whether `c` reorders the text around it: the bidi embeddings and overrides (U+202A–U+202E)
/// and isolates (U+2066–U+2069).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A line as it is kept: trimmed, and checked ([`ChatError`]). Zero-width joiners and
/// non-joiners (U+200D, U+200C) and the marks scripts need are kept as they are.
pub fn clean_line(text: &str) -> Result<String, ChatError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ChatError::Empty);
    }
    let got = text.chars().count();
    if got > MAX_CHAT_CHARS {
        return Err(ChatError::TooLong {
            max: MAX_CHAT_CHARS,
            got,
        });
    }
    if text.chars().any(is_bidi_control) {
        return Err(ChatError::Bidi);
    }
    if text.chars().any(char::is_control) {
        return Err(ChatError::Control);
    }
    Ok(text.to_string())
}

/// One connection's allowance of lines: a token bucket of [`CHAT_BURST`] lines that refills one
/// line per [`CHAT_EVERY`]. Unlike the reading rate of `ws`, which slows a connection, a line
/// over this allowance is refused with a reason.
#[derive(Debug)]
pub struct ChatLimit {
    tokens: f64,
    at: Instant,
}

impl ChatLimit {
    pub fn new(now: Instant) -> ChatLimit {
        ChatLimit {
            tokens: CHAT_BURST,
            at: now,
        }
    }

    /// Takes one line's allowance, or says how long to wait.
    pub fn take(&mut self, now: Instant) -> Result<(), ChatError> {
        let earned =
            now.saturating_duration_since(self.at).as_secs_f64() / CHAT_EVERY.as_secs_f64();
        self.tokens = (self.tokens + earned).min(CHAT_BURST);
        self.at = now;
        if self.tokens < 1.0 {
            let wait = (1.0 - self.tokens) * CHAT_EVERY.as_secs_f64();
            return Err(ChatError::TooFast {
                seconds: wait.ceil().max(1.0) as u64,
            });
        }
        self.tokens -= 1.0;
        Ok(())
    }
}

/// What [`ChatState::take`] did with a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Taken {
    /// The latest line: sent on as it is.
    New,
    /// A line committed after a later one: the connections get their chat afresh (a page
    /// adds only lines after its latest).
    Late,
    /// Known already: nothing to send.
    Known,
}

/// A room's chat in memory: the recent lines, and who muted whom.
#[derive(Debug, Default)]
pub(super) struct ChatState {
    loaded: bool,
    lines: VecDeque<ChatRecord>,
    last_id: u64,
    spectators_closed: bool,
    /// `(muter, muted)`: the muter's connections do not get the muted seat's lines.
    mutes: HashSet<(Seat, Seat)>,
}

impl ChatState {
    /// Keeps a line unless it is known already. Ids count up per database, but two instances
    /// may commit theirs out of order: a line with an id below the latest one known takes its
    /// place among the kept ones ([`Taken::Late`]).
    fn take(&mut self, line: ChatRecord) -> Taken {
        if line.id <= self.last_id {
            if self.lines.iter().any(|l| l.id == line.id)
                || self.lines.front().is_none_or(|first| line.id < first.id)
            {
                return Taken::Known;
            }
            let at = self.lines.partition_point(|l| l.id < line.id);
            self.lines.insert(at, line);
            if self.lines.len() > CHAT_KEPT {
                self.lines.pop_front();
            }
            return Taken::Late;
        }
        self.last_id = line.id;
        if let Some(w) = &line.words {
            match w.id.as_str() {
                CLOSED => self.spectators_closed = true,
                OPENED => self.spectators_closed = false,
                _ => {}
            }
        }
        self.lines.push_back(line);
        while self.lines.len() > CHAT_KEPT {
            self.lines.pop_front();
        }
        Taken::New
    }

    /// Whether a connection of `viewer` (showing the spectators' channel or not) gets `line`.
    fn sees(&self, viewer: Option<Seat>, spectators: bool, line: &ChatRecord) -> bool {
        let channel = match line.channel {
            Channel::Players => true,
            Channel::Spectators => viewer.is_none() || spectators,
        };
        let muted = match (viewer, line.seat, &line.text) {
            (Some(v), Some(s), Some(_)) => self.mutes.contains(&(v, s)),
            _ => false,
        };
        channel && !muted
    }
}

/// A stored line as the protocol sends it.
pub fn chat_line(r: &ChatRecord) -> ChatLine {
    ChatLine {
        id: r.id,
        channel: r.channel,
        seat: r.seat,
        name: r.name.clone(),
        text: r.text.clone(),
        words: r.words.clone(),
        version: r.version,
        at_ms: r.at_ms,
    }
}

impl RoomState {
    /// Reads the table's recent chat from the store, once.
    async fn load_chat(&mut self, app: &App) -> anyhow::Result<()> {
        if self.chat.loaded {
            return Ok(());
        }
        let lines = app
            .store
            .chat_since(self.rec.id.clone(), 0, CHAT_LOADED)
            .await?;
        let mutes = app.store.mutes(self.rec.id.clone()).await?;
        for l in lines {
            self.chat.take(l);
        }
        self.chat.mutes = mutes.into_iter().collect();
        self.chat.loaded = true;
        Ok(())
    }

    /// Takes the stored mutes; the connections of a player whose mutes changed get their chat
    /// again.
    async fn reload_mutes(&mut self, app: &App) -> anyhow::Result<()> {
        let stored: HashSet<(Seat, Seat)> = app
            .store
            .mutes(self.rec.id.clone())
            .await?
            .into_iter()
            .collect();
        let changed: HashSet<Seat> = stored
            .symmetric_difference(&self.chat.mutes)
            .map(|(by, _)| *by)
            .collect();
        self.chat.mutes = stored;
        for by in changed {
            for id in self.connections_of(by) {
                self.send_fresh_chat(id);
            }
        }
        Ok(())
    }

    /// The chat message for one connection: `lines` as it may see them.
    fn chat_message<'a>(
        &self,
        viewer: Option<Seat>,
        spectators: bool,
        lines: impl IntoIterator<Item = &'a ChatRecord>,
        fresh: bool,
    ) -> ServerMsg {
        let muted = match viewer {
            Some(v) => {
                let mut m: Vec<Seat> = self
                    .chat
                    .mutes
                    .iter()
                    .filter(|(by, _)| *by == v)
                    .map(|(_, s)| *s)
                    .collect();
                m.sort_unstable();
                m
            }
            None => Vec::new(),
        };
        ServerMsg::Chat {
            fresh,
            lines: lines
                .into_iter()
                .filter(|l| self.chat.sees(viewer, spectators, l))
                .map(chat_line)
                .collect(),
            spectators_closed: self.chat.spectators_closed,
            showing_spectators: viewer.is_none() || spectators,
            muted,
        }
    }

    /// Sends one connection everything recent it may see (on connecting, after a change of
    /// what it sees).
    fn send_fresh_chat(&mut self, id: u64) {
        let Some((viewer, spectators)) = self.subscriber_chat(id) else {
            return;
        };
        let msg = self
            .chat_message(viewer, spectators, self.chat.lines.iter(), true)
            .to_json();
        self.send(id, msg.into());
    }

    /// Sends every connection its chat afresh.
    fn refresh_chat(&mut self) {
        for (id, _, _) in self.subscribers_chat() {
            self.send_fresh_chat(id);
        }
    }

    /// Sends a new line to every connection that may see it.
    fn broadcast_chat(&mut self, line: &ChatRecord) {
        let mut msgs: Vec<(u64, Utf8Bytes)> = Vec::new();
        for (id, viewer, spectators) in self.subscribers_chat() {
            if self.chat.sees(viewer, spectators, line) {
                let m = self
                    .chat_message(viewer, spectators, [line], false)
                    .to_json();
                msgs.push((id, m.into()));
            }
        }
        for (id, m) in msgs {
            self.send(id, m);
        }
    }

    /// Stores a line and sends it out.
    async fn add_line(&mut self, app: &App, mut line: ChatRecord) -> Result<(), ChatError> {
        if let Err(e) = self.load_chat(app).await {
            return Err(ChatError::Storage(format!("{e:#}")));
        }
        line.id = app
            .store
            .append_chat(self.rec.id.clone(), line.clone())
            .await
            .map_err(|e| ChatError::Storage(format!("{e:#}")))?;
        match self.chat.take(line.clone()) {
            Taken::New => self.broadcast_chat(&line),
            Taken::Late => self.refresh_chat(),
            Taken::Known => {}
        }
        Ok(())
    }

    /// A system line (a catalogue message) in the players' channel; a failure to store it is
    /// logged, never refused to whatever caused it.
    pub(super) async fn system_line(&mut self, app: &App, words: Message) {
        let line = ChatRecord {
            id: 0,
            channel: Channel::Players,
            seat: None,
            name: None,
            text: None,
            words: Some(words),
            version: self.version(),
            at_ms: crate::now_ms(),
        };
        if let Err(e) = self.add_line(app, line).await {
            tracing::warn!(table = %self.rec.id, error = %e, "cannot store a system line of the chat");
        }
    }

    /// A seat's name as a chat line shows it, or `None` for a spectator.
    fn speaker(&self, seat: Option<Seat>) -> Option<String> {
        let s = self.rec.seats.get(seat? as usize)?;
        s.name.clone()
    }
}

impl Room {
    /// A new connection's recent chat (after its `update`).
    pub async fn chat_hello(&self, app: &App, sub: u64) {
        let mut st = self.state.lock().await;
        if let Err(e) = st.load_chat(app).await {
            tracing::warn!(table = %self.id, error = %format!("{e:#}"), "cannot read the chat");
        }
        st.send_fresh_chat(sub);
    }

    /// `seat` (`None`: a spectator) says `text`.
    pub async fn say(&self, app: &App, seat: Option<Seat>, text: &str) -> Result<(), ChatError> {
        let text = clean_line(text)?;
        let mut st = self.state.lock().await;
        if let Err(e) = st.load_chat(app).await {
            return Err(ChatError::Storage(format!("{e:#}")));
        }
        let channel = match seat {
            Some(_) => Channel::Players,
            None if st.chat.spectators_closed => return Err(ChatError::Closed),
            None => Channel::Spectators,
        };
        let line = ChatRecord {
            id: 0,
            channel,
            seat,
            name: st.speaker(seat),
            text: Some(text),
            words: None,
            version: st.version(),
            at_ms: crate::now_ms(),
        };
        st.add_line(app, line).await
    }

    /// `by` mutes (or unmutes) `seat` for itself; its connections get the chat again.
    pub async fn mute(
        &self,
        app: &App,
        by: Option<Seat>,
        seat: Seat,
        muted: bool,
    ) -> Result<(), ChatError> {
        let by = by.ok_or(ChatError::SpectatorMute)?;
        let mut st = self.state.lock().await;
        if seat as usize >= st.rec.seats.len() {
            return Err(ChatError::NoSuchSeat(seat));
        }
        let stored = match st.load_chat(app).await {
            Ok(()) => app.store.set_mute(self.id.clone(), by, seat, muted).await,
            Err(e) => Err(e),
        };
        stored.map_err(|e| ChatError::Storage(format!("{e:#}")))?;
        if muted {
            st.chat.mutes.insert((by, seat));
        } else {
            st.chat.mutes.remove(&(by, seat));
        }
        for id in st.connections_of(by) {
            st.send_fresh_chat(id);
        }
        Ok(())
    }

    /// Connection `sub` shows the spectators' channel, or stops showing it.
    pub async fn show_spectators(&self, sub: u64, show: bool) {
        let mut st = self.state.lock().await;
        st.set_show_spectators(sub, show);
        st.send_fresh_chat(sub);
    }

    /// Host only: closes (or opens again) the spectators' channel.
    pub async fn close_spectators(
        &self,
        app: &App,
        host: Option<&HostToken>,
        closed: bool,
    ) -> Result<(), ChatError> {
        let mut st = self.state.lock().await;
        if !host.is_some_and(|h| st.is_host(h)) {
            return Err(ChatError::NotHost);
        }
        if let Err(e) = st.load_chat(app).await {
            return Err(ChatError::Storage(format!("{e:#}")));
        }
        if st.chat.spectators_closed == closed {
            return Ok(());
        }
        st.system_line(app, Message::new(if closed { CLOSED } else { OPENED }))
            .await;
        Ok(())
    }

    /// Another instance stored a line or a mute (this one's own come back too, and are known
    /// already).
    pub async fn heard_chat(self: &Arc<Self>, app: &Arc<App>) {
        let mut st = self.state.lock().await;
        if !st.chat.loaded {
            return;
        }
        if let Err(e) = st.reload_mutes(app).await {
            tracing::warn!(table = %self.id, error = %format!("{e:#}"), "cannot read the mutes");
        }
        match app
            .store
            // The recent lines, not only those after the latest known: another instance's line
            // may commit after one with a higher id.
            .chat_since(self.id.clone(), 0, CHAT_KEPT as u32)
            .await
        {
            Ok(lines) => {
                let mut late = false;
                for l in lines {
                    match st.chat.take(l.clone()) {
                        Taken::New => st.broadcast_chat(&l),
                        Taken::Late => late = true,
                        Taken::Known => {}
                    }
                }
                if late {
                    st.refresh_chat();
                }
            }
            Err(e) => {
                tracing::warn!(table = %self.id, error = %format!("{e:#}"), "cannot read the chat")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_trimmed_and_checked() {
        assert_eq!(clean_line("  hoi  ").unwrap(), "hoi");
        assert_eq!(clean_line(" \t "), Err(ChatError::Empty));
        let long = "a".repeat(MAX_CHAT_CHARS + 1);
        assert_eq!(
            clean_line(&long),
            Err(ChatError::TooLong {
                max: MAX_CHAT_CHARS,
                got: MAX_CHAT_CHARS + 1
            })
        );
        // Counted in characters, not bytes.
        assert!(clean_line(&"é".repeat(MAX_CHAT_CHARS)).is_ok());
        for c in ['\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}'] {
            assert_eq!(
                clean_line(&format!("ab{c}cd")),
                Err(ChatError::Bidi),
                "{c:?}"
            );
        }
        for c in ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'] {
            assert_eq!(
                clean_line(&format!("ab{c}cd")),
                Err(ChatError::Bidi),
                "{c:?}"
            );
        }
        assert_eq!(clean_line("a\u{7}b"), Err(ChatError::Control));
        // Zero-width joiners stay: a family emoji, and Persian's "mi-" prefix with a ZWNJ.
        let family = "👨\u{200D}👩\u{200D}👧";
        assert_eq!(clean_line(family).unwrap(), family);
        let persian = "می\u{200C}خواهم";
        assert_eq!(clean_line(persian).unwrap(), persian);
    }

    #[test]
    fn a_line_is_kept_once_in_the_order_of_its_id() {
        let line = |id: u64| ChatRecord {
            id,
            channel: Channel::Players,
            seat: Some(0),
            name: None,
            text: Some(format!("line {id}")),
            words: None,
            version: 0,
            at_ms: 0,
        };
        let mut chat = ChatState::default();
        assert_eq!(chat.take(line(3)), Taken::New);
        assert_eq!(chat.take(line(7)), Taken::New);
        assert_eq!(chat.take(line(7)), Taken::Known);
        assert_eq!(chat.take(line(5)), Taken::Late, "committed late elsewhere");
        assert_eq!(
            chat.take(line(1)),
            Taken::Known,
            "older than everything kept"
        );
        let ids: Vec<u64> = chat.lines.iter().map(|l| l.id).collect();
        assert_eq!(ids, vec![3, 5, 7]);
    }

    #[test]
    fn a_connection_says_a_few_lines_at_once_then_one_per_interval() {
        let t0 = Instant::now();
        let mut limit = ChatLimit::new(t0);
        for _ in 0..CHAT_BURST as usize {
            limit.take(t0).unwrap();
        }
        assert!(matches!(limit.take(t0), Err(ChatError::TooFast { seconds }) if seconds >= 1));
        assert!(limit.take(t0 + CHAT_EVERY / 2).is_err());
        assert!(limit.take(t0 + CHAT_EVERY).is_ok());
        assert!(limit.take(t0 + CHAT_EVERY).is_err());
    }
}
