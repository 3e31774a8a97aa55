//! Serving HTTP connections with timeouts (issue 31): a connection that does not finish its
//! request's headers in time, a request that takes too long, or a keep-alive connection left
//! silent between requests is closed, so silent sockets cannot pile up until the process runs
//! out of descriptors. A connection upgraded to a WebSocket leaves this watch (the WebSocket
//! has its own ping and idle handling, [`crate::ws`]).
//!
//! Connections are capped, all addresses together, below the open-files limit, and per
//! address (an IPv6 client by its /64, [`crate::limits::address_key`]), plain HTTP and
//! WebSockets alike, as they are accepted. A refused connection gets a short answer that says
//! why (429 or 503 with `Retry-After`, the usual error body), written only if the socket takes
//! it at once, and is closed: it never holds a descriptor for long.
//!
//! Every response also carries `X-Content-Type-Options: nosniff` (pages, JSON, errors).

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderValue, Request, header};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore, watch};
use tokio::time::Instant;
use tower::ServiceExt;

use crate::errors::{ErrorBody, ServerError};
use crate::limits::{AddressSlot, PerAddress};
use crate::metrics::{Cap, RefusedBy};

/// The three HTTP timeouts (see [`crate::Limits`]).
#[derive(Clone, Copy, Debug)]
pub struct Timeouts {
    /// From the connection's start, or from the first byte of a later request, to the end of
    /// its headers.
    pub header: Duration,
    /// From a request's headers to the end of its response.
    pub request: Duration,
    /// Between requests on a keep-alive connection, with nothing received.
    pub idle: Duration,
}

/// What [`serve`] holds every connection to.
#[derive(Clone)]
pub struct Caps {
    pub timeouts: Timeouts,
    /// Connections open at once ([`crate::Limits::connection_cap`]).
    pub max: usize,
    /// Connections open at once from one address
    /// ([`crate::Limits::connections_per_address_total`]), counted in `addresses`.
    pub per_address: usize,
    pub addresses: Arc<PerAddress>,
    /// Where refusals are counted.
    pub refused: Arc<RefusedBy>,
}

/// The answer of a connection refused by a cap, in the error body every refusal has.
fn refusal_bytes(status: &str, e: &ServerError) -> Vec<u8> {
    let body = serde_json::to_string(&ErrorBody {
        error: e.to_string(),
        words: e.message(),
    })
    .unwrap_or_default();
    format!(
        "HTTP/1.1 {status}\r\ncontent-type: application/json\r\nretry-after: 5\r\n\
         x-content-type-options: nosniff\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Refused connections being closed gently at once, at most: each holds a descriptor for a
/// moment past the caps, so their number is bounded too.
const LINGERING: usize = 128;
/// How long a refused connection is drained before it is closed.
const LINGER: Duration = Duration::from_millis(500);

/// Says why to a refused connection, if its socket takes it now (never waits), and closes it.
/// Closing a socket whose request is still unread makes the kernel reset it, and a reset can
/// throw away the answer before the client reads it: so the answer is followed by the end of
/// the stream, the request is read and dropped for a moment, and only then is it closed (when
/// too many are lingering already, at once).
fn refuse(tcp: TcpStream, answer: &[u8]) {
    static PLACES: std::sync::LazyLock<Arc<Semaphore>> =
        std::sync::LazyLock::new(|| Arc::new(Semaphore::new(LINGERING)));
    let _ = tcp.try_write(answer);
    let Ok(place) = PLACES.clone().try_acquire_owned() else {
        return;
    };
    tokio::spawn(async move {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let mut tcp = tcp;
        let _ = tcp.shutdown().await;
        let mut sink = [0u8; 1024];
        let drain = async { while matches!(tcp.read(&mut sink).await, Ok(n) if n > 0) {} };
        let _ = tokio::time::timeout(LINGER, drain).await;
        drop(place);
    });
}

/// Where one connection stands.
struct State {
    /// Requests whose response is not yet fully sent.
    in_flight: usize,
    /// When the phase began: the connection's start or the last response's end (waiting for
    /// a request), or the oldest request in flight.
    since: Instant,
    /// The first byte of the next request arrived at this time (waiting for its headers).
    first_byte: Option<Instant>,
    /// No request yet: the header timeout runs from the connection's start.
    fresh: bool,
}

impl State {
    /// When the connection is due to be closed, as things stand.
    fn deadline(&self, t: &Timeouts) -> Instant {
        if self.in_flight > 0 {
            self.since + t.request
        } else if let Some(first) = self.first_byte {
            first + t.header
        } else if self.fresh {
            self.since + t.header
        } else {
            self.since + t.idle
        }
    }
}

/// A connection's [`State`], and a wake-up for its watch when a deadline moves.
struct Watch {
    state: Mutex<State>,
    changed: Notify,
}

type Shared = Arc<Watch>;

fn lock(s: &Shared) -> std::sync::MutexGuard<'_, State> {
    s.state.lock().unwrap_or_else(|p| p.into_inner())
}

/// The socket, noting when a request's first byte arrives.
struct Watched {
    io: TcpStream,
    state: Shared,
    /// The connection's place under the cap, given back when the socket closes (a WebSocket
    /// keeps it: this socket moves into the upgraded connection).
    _place: OwnedSemaphorePermit,
    /// Its place under its address's cap, the same way.
    _address: AddressSlot,
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.io).poll_read(cx, buf);
        if buf.filled().len() > before {
            let mut s = lock(&self.state);
            if s.in_flight == 0 && s.first_byte.is_none() && !s.fresh {
                s.first_byte = Some(Instant::now());
                self.state.changed.notify_one();
            }
        }
        r
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write_vectored(cx, bufs)
    }
    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }
}

/// Held by a response's body until it is sent (or dropped): then the connection waits for its
/// next request.
struct InFlight(Shared);

impl Drop for InFlight {
    fn drop(&mut self) {
        let mut s = lock(&self.0);
        s.in_flight = s.in_flight.saturating_sub(1);
        if s.in_flight == 0 {
            s.since = Instant::now();
            s.first_byte = None;
            self.0.changed.notify_one();
        }
    }
}

/// A response body that ends the request's timeout when it is done.
struct Tracked {
    body: Body,
    _in_flight: InFlight,
}

impl http_body::Body for Tracked {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }
    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }
    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// Serves `router` on `listener` until `stop` turns `true`, then lets the connections finish
/// their requests. `tune` is applied to every accepted socket.
pub async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    caps: Caps,
    tune: impl Fn(&TcpStream),
    mut stop: watch::Receiver<bool>,
) -> io::Result<()> {
    let places = Arc::new(Semaphore::new(caps.max.min(Semaphore::MAX_PERMITS)));
    let too_many = refusal_bytes("503 Service Unavailable", &ServerError::Busy);
    let too_many_here = refusal_bytes("429 Too Many Requests", &ServerError::TooManyFromAddress);
    let mut conns = tokio::task::JoinSet::new();
    loop {
        let (tcp, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of descriptors, or an aborted handshake: wait a little, go on.
                    tracing::debug!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            Some(_) = conns.join_next(), if !conns.is_empty() => continue,
            _ = stopped(&mut stop) => break,
        };
        let Ok(place) = places.clone().try_acquire_owned() else {
            // Full: closed at once, before it holds a descriptor for long.
            tracing::debug!(%remote, "connection refused: too many open");
            caps.refused.add(Cap::Global);
            refuse(tcp, &too_many);
            continue;
        };
        let Some(address) = caps.addresses.take(remote.ip(), caps.per_address) else {
            tracing::debug!(%remote, "connection refused: too many from its address");
            caps.refused.add(Cap::Address);
            refuse(tcp, &too_many_here);
            continue;
        };
        tune(&tcp);
        conns.spawn(connection(
            tcp,
            (place, address),
            remote,
            router.clone(),
            caps.timeouts,
            stop.clone(),
        ));
    }
    drop(listener);
    while conns.join_next().await.is_some() {}
    Ok(())
}

/// Resolves once `stop` is `true` (its guard is not held across an await).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|v| *v).await;
}

/// One connection, watched until it ends, is upgraded, or runs out of time.
async fn connection(
    tcp: TcpStream,
    (place, address): (OwnedSemaphorePermit, AddressSlot),
    remote: SocketAddr,
    router: Router,
    t: Timeouts,
    mut stop: watch::Receiver<bool>,
) {
    let state: Shared = Arc::new(Watch {
        state: Mutex::new(State {
            in_flight: 0,
            since: Instant::now(),
            first_byte: None,
            fresh: true,
        }),
        changed: Notify::new(),
    });
    let io = TokioIo::new(Watched {
        io: tcp,
        state: state.clone(),
        _place: place,
        _address: address,
    });
    let seen = state.clone();
    let service = hyper::service::service_fn(move |req: Request<Incoming>| {
        {
            let mut s = lock(&seen);
            if s.in_flight == 0 {
                s.since = Instant::now();
            }
            s.in_flight += 1;
            s.first_byte = None;
            s.fresh = false;
            seen.changed.notify_one();
        }
        let in_flight = InFlight(seen.clone());
        let mut req = req.map(Body::new);
        req.extensions_mut().insert(ConnectInfo(remote));
        let router = router.clone();
        async move {
            let mut resp = router.oneshot(req).await?;
            resp.headers_mut()
                .entry(header::X_CONTENT_TYPE_OPTIONS)
                .or_insert(HeaderValue::from_static("nosniff"));
            Ok::<_, std::convert::Infallible>(resp.map(|body| {
                Body::new(Tracked {
                    body,
                    _in_flight: in_flight,
                })
            }))
        }
    });
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        // The header timeout is ours (it must not cut a keep-alive connection's idle wait).
        .header_read_timeout(None)
        .serve_connection(io, service)
        .with_upgrades();
    tokio::pin!(conn);
    let mut stopping = false;
    loop {
        let deadline = lock(&state).deadline(&t);
        tokio::select! {
            r = conn.as_mut() => {
                if let Err(e) = r {
                    tracing::debug!(%remote, error = %e, "connection ended");
                }
                return;
            }
            _ = state.changed.notified() => {}
            _ = tokio::time::sleep_until(deadline) => {
                if lock(&state).deadline(&t) <= Instant::now() {
                    tracing::debug!(%remote, "connection timed out");
                    return;
                }
            }
            _ = stopped(&mut stop), if !stopping => {
                stopping = true;
                conn.as_mut().graceful_shutdown();
            }
        }
    }
}

/// Raises this process's open-files soft limit to its hard limit, so that many connections
/// fit; returns the limit now in force (`None` where it cannot be read).
pub fn raise_open_files() -> Option<u64> {
    #[cfg(unix)]
    {
        match rlimit::increase_nofile_limit(u64::MAX) {
            Ok(n) => Some(n),
            Err(e) => {
                tracing::warn!(error = %e, "cannot raise the open-files limit");
                rlimit::getrlimit(rlimit::Resource::NOFILE)
                    .ok()
                    .map(|(soft, _)| soft)
            }
        }
    }
    #[cfg(not(unix))]
    {
        None
    }
}
