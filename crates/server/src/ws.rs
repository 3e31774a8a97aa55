//! The WebSocket of one seat or spectator at a table (`/ws/{table}`).
//!
//! The first message must be `hello` (within [`HELLO_TIMEOUT`]): a seat token opens that seat,
//! no token makes a spectator, a bad token is refused. Then the room pushes `update`s and the
//! client sends `act` and the rest (see [`crate::protocol`]). A malformed or illegal message
//! gets an `error` reply and changes nothing. Messages are bounded in size.
//!
//! Limits ([`crate::Limits`]): connections per address (counted as they are accepted,
//! `crate::conn`), spectators per address (refused after `hello`, with the reason; a seat's
//! owner and the host are not counted), an upgrade from a page of another site (403,
//! `crate::http::Origins`);
//! the server pings every socket and closes one that stays silent (a dead peer); a reader that
//! falls too far behind, or cannot take one message within [`SEND_TIMEOUT`], is closed with a
//! close frame that says why ([`TOO_SLOW`]) — the page reconnects with its version and catches
//! up, so nothing is lost and nothing is dropped silently. Every close says why: a message
//! over [`MAX_CLIENT_MESSAGE`] closes with 1009 ([`TOO_BIG`]), a refused or missing `hello`
//! with 1008, a restart with 1012.

use std::sync::Arc;
use std::time::Duration;

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use havenbaron_engine::Seat;
use tokio::sync::mpsc;

use crate::App;
use crate::errors::ServerError;
use crate::ids::{HostToken, TableId};
use crate::protocol::{ClientMsg, MAX_CLIENT_MESSAGE, ServerMsg};
use crate::room::{ActError, Actor, ChatError, ChatLimit, Room};

/// The read buffer of one connection (bytes). The library's default, 128 KiB, is zeroed on
/// every read and kept per connection: measured, the largest single cost of an action and half
/// the memory of 1,000 connections. Clients send small messages ([`MAX_CLIENT_MESSAGE`] at
/// most; a longer one is read in several reads).
pub const READ_BUFFER: usize = 4096;

/// How long a new connection may take to say hello.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(15);
/// How long one message may take to be written to a socket before its reader counts as too
/// slow.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(10);
/// The close reason a reader that fell behind gets (close code [`TOO_SLOW_CODE`]).
pub const TOO_SLOW: &str = "too slow: reconnect to catch up";
/// "Try again later" (RFC 6455 registry).
pub const TOO_SLOW_CODE: u16 = 1013;
/// The close reason of a connection that went quiet (no pong).
pub const IDLE: &str = "idle: no answer to pings";
/// The close reason of a message or frame over [`MAX_CLIENT_MESSAGE`] (close code
/// [`TOO_BIG_CODE`]). The server does not know a socket's language, so close reasons are
/// English; the page shows its own words for the code.
pub const TOO_BIG: &str = "message too big for this server";
/// "Message Too Big" (RFC 6455, 7.4.1).
pub const TOO_BIG_CODE: u16 = 1009;
/// The close reason of a connection that sent no `hello` within [`HELLO_TIMEOUT`].
pub const NO_HELLO: &str = "no hello in time";
/// The close reason of a connection whose `hello` was refused (the `error` before it says why,
/// in the player's words).
pub const HELLO_REFUSED: &str = "hello refused: see the error message";
/// The close reason when the server stops.
pub const SHUTTING_DOWN: &str = "server restarting: reconnect soon";

pub async fn upgrade(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ws: WebSocketUpgrade,
) -> Response {
    // Connections per address are capped as they are accepted (`conn`); spectators per
    // address once `hello` says who the connection is (`session`).
    let room = match app.room(&id).await {
        Ok(Some(r)) => r,
        Ok(None) => {
            return crate::errors::refusal(StatusCode::NOT_FOUND, ServerError::NoTable(id));
        }
        Err(e) => return crate::errors::room_refusal(e),
    };
    ws.max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| async move {
            app.metrics.connections.fetch_add(1, Ordering::Relaxed);
            session(app.clone(), room, socket, peer).await;
            app.metrics.connections.fetch_sub(1, Ordering::Relaxed);
        })
}

/// Who this connection is, after hello: the seat its token opened, and the host secret it
/// gave if that is the table's (checked again by the room for each host request).
struct Who {
    seat: Option<Seat>,
    host: Option<HostToken>,
}

async fn session(app: Arc<App>, room: Arc<Room>, socket: WebSocket, peer: SocketAddr) {
    let (mut sink, mut stream) = socket.split();
    let mut shutdown = app.shutdown_signal();
    let reply = |m: ServerMsg| Message::Text(m.to_json().into());

    // Hello.
    let first = tokio::time::timeout(HELLO_TIMEOUT, stream.next()).await;
    let text = match first {
        Ok(Some(Ok(Message::Text(t)))) => t,
        Ok(Some(Ok(_))) => {
            let _ = sink
                .send(reply(ServerMsg::refusal(ServerError::HelloNotText)))
                .await;
            return refuse(sink, stream, HELLO_REFUSED).await;
        }
        Ok(Some(Err(e))) if too_big(&e) => {
            return close_with(sink, stream, close(TOO_BIG_CODE, TOO_BIG)).await;
        }
        Err(_) => return close_with(sink, stream, close(close_code::POLICY, NO_HELLO)).await,
        _ => return,
    };
    let (token, host_secret, since, name) = match ClientMsg::parse(&text) {
        Ok(ClientMsg::Hello {
            token,
            host,
            since,
            name,
        }) => (token, host, since, name),
        Ok(_) => {
            let _ = sink
                .send(reply(ServerMsg::refusal(ServerError::HelloFirst)))
                .await;
            return refuse(sink, stream, HELLO_REFUSED).await;
        }
        Err(e) => {
            let _ = sink.send(reply(ServerMsg::refusal(e))).await;
            return refuse(sink, stream, HELLO_REFUSED).await;
        }
    };
    let who = match room.who(&app, token.as_ref(), host_secret.as_ref()).await {
        Ok((seat, is_host)) => Who {
            seat,
            host: host_secret.filter(|_| is_host),
        },
        Err(e) => {
            let _ = sink
                .send(reply(ServerMsg::error(e.to_string(), e.message())))
                .await;
            return refuse(sink, stream, HELLO_REFUSED).await;
        }
    };
    // A spectator counts against its address's spectators; a seat's owner or the host never
    // does, so watchers on the same address (a household, a café) cannot lock them out.
    let _spectating = if who.seat.is_none() && who.host.is_none() {
        match app
            .per_address
            .take(peer.ip(), app.limits.connections_per_address)
        {
            Some(slot) => Some(slot),
            None => {
                app.metrics.refused.fetch_add(1, Ordering::Relaxed);
                app.metrics
                    .refused_by
                    .add(crate::metrics::Cap::AddressSpectators);
                let _ = sink
                    .send(reply(ServerMsg::refusal(ServerError::TooManyFromAddress)))
                    .await;
                return refuse(sink, stream, HELLO_REFUSED).await;
            }
        }
    } else {
        None
    };
    let (tx, mut rx) = mpsc::channel::<Utf8Bytes>(app.limits.queue);
    let own = tx.clone();
    if let (Some(seat), Some(name)) = (who.seat, name.as_deref())
        && let Err(e) = room.set_name(&app, seat, name).await
    {
        let _ = own.try_send(
            ServerMsg::error(e.to_string(), e.message())
                .to_json()
                .into(),
        );
    }
    let sub = match room
        .subscribe(&app.limits, who.seat, who.host.is_some(), since, tx)
        .await
    {
        Ok(sub) => sub,
        Err(e) => {
            app.metrics.refused.fetch_add(1, Ordering::Relaxed);
            app.metrics.refused_by.add(match e {
                ServerError::TooManyForSeat => crate::metrics::Cap::Seat,
                _ => crate::metrics::Cap::TableSpectators,
            });
            let _ = sink.send(reply(ServerMsg::refusal(e))).await;
            return refuse(sink, stream, HELLO_REFUSED).await;
        }
    };
    room.send_clocks(&app, sub.id).await;

    let mut ping = tokio::time::interval(app.limits.ping_every);
    ping.tick().await;
    let mut heard = Instant::now();
    let mut bucket = Bucket::new(Instant::now());
    let mut chat = ChatLimit::new(Instant::now());
    // The recent chat follows the first messages once they are written, so that it never
    // crowds them out of a short queue.
    let mut chat_said = false;
    let mut closing = None;
    loop {
        // Out of messages: stop reading (the socket pushes back) until the next one is due.
        let wait = bucket.ready_at(Instant::now());
        tokio::select! {
            biased;
            _ = sub.too_slow.notified() => {
                app.metrics.slow_closed.fetch_add(1, Ordering::Relaxed);
                closing = Some(close(TOO_SLOW_CODE, TOO_SLOW));
                break;
            }
            _ = shutdown.changed() => {
                // Said, not waited for: the server is stopping.
                let _ = tokio::time::timeout(SEND_TIMEOUT, sink.send(close(close_code::RESTART, SHUTTING_DOWN))).await;
                break;
            }
            out = rx.recv() => match out {
                Some(m) => match tokio::time::timeout(SEND_TIMEOUT, send_queued(&mut sink, m, &mut rx)).await {
                    Ok(Ok(())) => {
                        if !chat_said {
                            chat_said = true;
                            room.chat_hello(&app, sub.id).await;
                        }
                    }
                    Ok(Err(_)) => break,
                    Err(_) => {
                        app.metrics.slow_closed.fetch_add(1, Ordering::Relaxed);
                        closing = Some(close(TOO_SLOW_CODE, TOO_SLOW));
                        break;
                    }
                },
                None => break,
            },
            _ = tokio::time::sleep_until(wait.unwrap_or_else(Instant::now).into()), if wait.is_some() => {}
            incoming = stream.next(), if wait.is_none() => {
                heard = Instant::now();
                match incoming {
                    Some(Ok(Message::Text(t))) => {
                        bucket.take();
                        let answer = handle(&app, &room, &who, sub.id, &mut chat, &t).await;
                        if own.try_send(answer.to_json().into()).is_err() {
                            // The answer could not even be queued: the reader is far behind.
                            app.metrics.slow_closed.fetch_add(1, Ordering::Relaxed);
                            closing = Some(close(TOO_SLOW_CODE, TOO_SLOW));
                            break;
                        }
                    }
                    Some(Ok(Message::Binary(_))) => {
                        bucket.take();
                        let _ = own.try_send(ServerMsg::refusal(ServerError::Binary).to_json().into());
                    }
                    Some(Err(e)) if too_big(&e) => {
                        closing = Some(close(TOO_BIG_CODE, TOO_BIG));
                        break;
                    }
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => {}
                }
            }
            _ = ping.tick() => {
                if heard.elapsed() >= app.limits.idle_timeout {
                    app.metrics.idle_closed.fetch_add(1, Ordering::Relaxed);
                    closing = Some(close(close_code::AWAY, IDLE));
                    break;
                }
                let sent = tokio::time::timeout(SEND_TIMEOUT, sink.send(Message::Ping(Default::default()))).await;
                if !matches!(sent, Ok(Ok(()))) {
                    break;
                }
            }
        }
    }
    room.unsubscribe(sub.id).await;
    if let Some(frame) = closing {
        return close_with(sink, stream, frame).await;
    }
    let _ = tokio::time::timeout(SEND_TIMEOUT, sink.close()).await;
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;
type Stream = futures_util::stream::SplitStream<WebSocket>;

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

/// Closes a connection whose `hello` was refused (policy violation, with `reason`).
async fn refuse(sink: Sink, stream: Stream, reason: &'static str) {
    close_with(sink, stream, close(close_code::POLICY, reason)).await
}

/// The closing handshake: our frame with the reason, then the client's answer (read until it
/// comes, briefly), so the reason is not lost to a reset connection.
async fn close_with(mut sink: Sink, mut stream: Stream, frame: Message) {
    if let Ok(Ok(())) = tokio::time::timeout(SEND_TIMEOUT, sink.send(frame)).await {
        let _ = tokio::time::timeout(Duration::from_secs(2), async {
            while let Some(r) = stream.next().await {
                if matches!(r, Ok(Message::Close(_))) {
                    break;
                }
            }
        })
        .await;
    }
}

/// Whether a read failed because the message or frame is over the limit. The library reports
/// it as an error and sends nothing; axum hides the error's type behind its own, so it is
/// looked up by source.
fn too_big(e: &axum::Error) -> bool {
    use tokio_tungstenite::tungstenite::Error;
    std::error::Error::source(e)
        .and_then(|s| s.downcast_ref::<Error>())
        .is_some_and(|t| matches!(t, Error::Capacity(_)))
}

/// Messages a connection may send at once, and then [`MESSAGES_PER_SECOND`]: every message
/// gets a reply, so a client that floods (and reads) must not get replies without bound. Past
/// the burst the server reads no faster (the socket pushes back); nothing is refused, so a
/// player sending quickly is slowed, never cut off.
pub const MESSAGE_BURST: f64 = 100.0;
/// The sustained rate of messages read from one connection, far above what a player sends.
pub const MESSAGES_PER_SECOND: f64 = 50.0;

/// A token bucket for the messages of one connection.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn new(now: Instant) -> Bucket {
        Bucket {
            tokens: MESSAGE_BURST,
            at: now,
        }
    }

    /// `None` when a message may be read now, else when the next one may.
    fn ready_at(&mut self, now: Instant) -> Option<Instant> {
        let earned = now.saturating_duration_since(self.at).as_secs_f64() * MESSAGES_PER_SECOND;
        self.tokens = (self.tokens + earned).min(MESSAGE_BURST);
        self.at = now;
        (self.tokens < 1.0)
            .then(|| now + Duration::from_secs_f64((1.0 - self.tokens) / MESSAGES_PER_SECOND))
    }

    fn take(&mut self) {
        self.tokens -= 1.0;
    }
}

/// Most queued messages written with one flush.
const BATCH: usize = 32;

/// Sends `first` and whatever else is queued already (up to [`BATCH`]) with one flush: the
/// update of a player's own action and its acknowledgement go out in one write.
async fn send_queued(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    first: Utf8Bytes,
    rx: &mut mpsc::Receiver<Utf8Bytes>,
) -> Result<(), axum::Error> {
    sink.feed(Message::Text(first)).await?;
    for _ in 1..BATCH {
        match rx.try_recv() {
            Ok(m) => sink.feed(Message::Text(m)).await?,
            Err(_) => break,
        }
    }
    sink.flush().await
}

/// Handles one message after hello; the answer goes back on the same connection, after any
/// update the message caused.
async fn handle(
    app: &Arc<App>,
    room: &Arc<Room>,
    who: &Who,
    sub: u64,
    chat: &mut ChatLimit,
    text: &str,
) -> ServerMsg {
    let msg = match ClientMsg::parse(text) {
        Ok(m) => m,
        Err(e) => return ServerMsg::refusal(e),
    };
    match msg {
        ClientMsg::Hello { .. } => ServerMsg::refusal(ServerError::HelloAgain),
        ClientMsg::Ping => ServerMsg::Pong,
        ClientMsg::Act { action, version } => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorAct);
            };
            match room.act(app, seat, action, version, Actor::Human).await {
                Ok(version) => ServerMsg::Ack { version },
                Err(e) => act_error(e),
            }
        }
        ClientMsg::Undo { version } => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorAct);
            };
            match room.undo(app, seat, version).await {
                Ok(version) => ServerMsg::Ack { version },
                Err(e) => act_error(e),
            }
        }
        ClientMsg::Chat { text } => {
            // A line that would be refused anyway does not use up the allowance.
            let allowed =
                crate::room::chat::clean_line(&text).and_then(|_| chat.take(Instant::now()));
            let said = match allowed {
                Ok(()) => room.say(app, who.seat, &text).await,
                Err(e) => Err(e),
            };
            chat_answer(room, said).await
        }
        ClientMsg::Mute { seat, muted } => {
            chat_answer(room, room.mute(app, who.seat, seat, muted).await).await
        }
        ClientMsg::ShowSpectators { show } => {
            room.show_spectators(sub, show).await;
            chat_answer(room, Ok(())).await
        }
        ClientMsg::CloseSpectators { closed } => {
            let done = room.close_spectators(app, who.host.as_ref(), closed).await;
            chat_answer(room, done).await
        }
        ClientMsg::HandToBot { seat, bot, level } => {
            match room
                .hand_to_bot(app, who.host.as_ref(), seat, &bot, level.as_deref())
                .await
            {
                Ok(()) => ServerMsg::Ack {
                    version: room.state.lock().await.version(),
                },
                Err(e) => ServerMsg::error(e.to_string(), e.message()),
            }
        }
        ClientMsg::Away { days } => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorAct);
            };
            match room.set_away(app, seat, &days).await {
                Ok(()) => ServerMsg::Ack {
                    version: room.state.lock().await.version(),
                },
                Err(e) => ServerMsg::error(e.to_string(), e.message()),
            }
        }
        ClientMsg::Hint => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorAct);
            };
            match room.hint(app, seat).await {
                Ok(()) => ServerMsg::Ack {
                    version: room.state.lock().await.version(),
                },
                Err(e) => ServerMsg::error(e.to_string(), e.message()),
            }
        }
        ClientMsg::TakeBack => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorAct);
            };
            match room.take_back(app, seat).await {
                Ok(()) => ServerMsg::Ack {
                    version: room.state.lock().await.version(),
                },
                Err(e) => ServerMsg::error(e.to_string(), e.message()),
            }
        }
        ClientMsg::Rename { name } => {
            let Some(seat) = who.seat else {
                return ServerMsg::refusal(ServerError::SpectatorName);
            };
            match room.set_name(app, seat, &name).await {
                Ok(()) => ServerMsg::Ack {
                    version: room.state.lock().await.version(),
                },
                Err(e) => ServerMsg::error(e.to_string(), e.message()),
            }
        }
    }
}

/// The answer to a chat request: done (at the game's version), or why not.
async fn chat_answer(room: &Room, done: Result<(), ChatError>) -> ServerMsg {
    match done {
        Ok(()) => ServerMsg::Ack {
            version: room.state.lock().await.version(),
        },
        Err(e) => ServerMsg::error(e.to_string(), e.message()),
    }
}

fn act_error(e: ActError) -> ServerMsg {
    ServerMsg::Error {
        words: e.message(),
        rule: e.rule(),
        expected: e.expected(),
        message: e.to_string(),
    }
}
