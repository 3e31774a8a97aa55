//! The WebSocket of one seat or spectator at a table (`/ws/{table}`).
//!
//! The first message must be `hello` (within [`HELLO_TIMEOUT`]): a seat token opens that seat,
//! no token makes a spectator, a bad token is refused. Then the room pushes `update`s and the
//! client sends `act` and the rest (see [`crate::protocol`]). A malformed or illegal message
//! gets an `error` reply and changes nothing. Messages are bounded in size.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use havenbaron_engine::Seat;
use tokio::sync::mpsc;

use crate::App;
use crate::errors::ServerError;
use crate::ids::{HostToken, TableId};
use crate::protocol::{ClientMsg, MAX_CLIENT_MESSAGE, ServerMsg};
use crate::room::{ActError, Actor, QUEUE, Room};

/// How long a new connection may take to say hello.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(15);

pub async fn upgrade(
    State(app): State<Arc<App>>,
    Path(id): Path<TableId>,
    ws: WebSocketUpgrade,
) -> Response {
    let room = match app.room(&id).await {
        Ok(Some(r)) => r,
        Ok(None) => {
            return crate::http::refusal(StatusCode::NOT_FOUND, ServerError::NoTable(id));
        }
        Err(e) => return crate::http::room_refusal(e),
    };
    ws.max_message_size(MAX_CLIENT_MESSAGE)
        .max_frame_size(MAX_CLIENT_MESSAGE)
        .on_upgrade(move |socket| session(app, room, socket))
}

/// Who this connection is, after hello: the seat its token opened, and the host secret it
/// gave if that is the table's (checked again by the room for each host request).
struct Who {
    seat: Option<Seat>,
    host: Option<HostToken>,
}

async fn session(app: Arc<App>, room: Arc<Room>, socket: WebSocket) {
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
            return;
        }
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
            return;
        }
        Err(e) => {
            let _ = sink.send(reply(ServerMsg::refusal(e))).await;
            return;
        }
    };
    let who = {
        let st = room.state.lock().await;
        let seat = match token.as_ref().map(|t| st.seat_of_token(t)).transpose() {
            Ok(seat) => seat,
            Err(e) => {
                drop(st);
                let _ = sink
                    .send(reply(ServerMsg::error(e.to_string(), e.message())))
                    .await;
                return;
            }
        };
        Who {
            seat,
            host: host_secret.filter(|h| st.is_host(h)),
        }
    };
    let (tx, mut rx) = mpsc::channel::<String>(QUEUE);
    let own = tx.clone();
    if let (Some(seat), Some(name)) = (who.seat, name.as_deref())
        && let Err(e) = room.set_name(&app, seat, name).await
    {
        let _ = own.try_send(ServerMsg::error(e.to_string(), e.message()).to_json());
    }
    let Some(sub) = room
        .subscribe(who.seat, who.host.is_some(), since, tx)
        .await
    else {
        let _ = sink
            .send(reply(ServerMsg::refusal(ServerError::TooManyConnections)))
            .await;
        return;
    };

    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(m) => {
                    if sink.send(Message::Text(m.into())).await.is_err() {
                        break;
                    }
                }
                None => break,
            },
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(t))) => {
                    let answer = handle(&app, &room, &who, &t).await;
                    if own.try_send(answer.to_json()).is_err() {
                        break;
                    }
                }
                Some(Ok(Message::Binary(_))) => {
                    let _ = own.try_send(ServerMsg::refusal(ServerError::Binary).to_json());
                }
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
            _ = shutdown.changed() => break,
        }
    }
    room.unsubscribe(sub).await;
    let _ = sink.close().await;
}

/// Handles one message after hello; the answer goes back on the same connection, after any
/// update the message caused.
async fn handle(app: &Arc<App>, room: &Arc<Room>, who: &Who, text: &str) -> ServerMsg {
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

fn act_error(e: ActError) -> ServerMsg {
    ServerMsg::Error {
        words: e.message(),
        rule: e.rule(),
        expected: e.expected(),
        message: e.to_string(),
    }
}
