//! # Havenbaron's game server
//!
//! Play the Ports of Europe harbour games in the browser, with friends and bots
//! (docs/ARCHITECTURE.md: Server, Browser client):
//! - a lobby ([`lobby`]) creates tables whose seats are people (invite links carrying a secret
//!   seat token) or bots with a level; open tables are listed to join;
//! - one authoritative game per table lives in memory ([`room`]); every action goes through the
//!   checked `Game::apply` and is committed to the store ([`storage`], SQLite by default,
//!   WAL with durable commits) before it is acknowledged;
//! - a WebSocket per seat ([`ws`]) pushes each change as a versioned message with that seat's
//!   view and legal actions; a reconnecting client catches up from its last version;
//! - work due at a time (a bot's decision) is a job of the [`scheduler`], claimed once across
//!   instances from the store; bots think on the blocking pool; spectators get the public
//!   view; finished games can be replayed move by move ([`replay`]);
//! - the browser client (`web/`, plain ES modules and SVG) is compiled into the binary
//!   ([`assets`]);
//! - the protocol is published for other clients and bots ([`schema`]: JSON Schema of the
//!   WebSocket messages, OpenAPI of the HTTP API; `docs/PROTOCOL.md`).
//!
//! On start every unfinished game is rebuilt by replaying its actions, and play continues.
//!
//! The `havenbaron serve` command calls [`serve_blocking`] (or [`serve`] inside a runtime).

#![forbid(unsafe_code)]

pub mod accounts;
pub mod analysis;
pub mod assets;
pub mod conn;
pub mod errors;
pub mod http;
pub mod ids;
pub mod limits;
pub mod lobby;
pub mod mail;
pub mod metrics;
pub mod protocol;
pub mod ratings;
pub mod replay;
pub mod room;
pub mod scheduler;
pub mod schema;
pub mod seatbots;
pub mod storage;
pub mod tutorials;
pub mod visibility;
pub mod ws;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use havenbaron_engine::DataSet;
use tokio::sync::{Semaphore, watch};

use ids::TableId;
pub use limits::Limits;
pub use lobby::now_ms;
use metrics::Metrics;
use room::Room;
use storage::{Change, Store};

/// How often every room is looked at: a bot's turn whose job was lost (a store error when it
/// was enqueued), idle rooms.
const SWEEP: Duration = Duration::from_secs(3);

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Where to listen; default `127.0.0.1:8080`. Port 0 picks a free port.
    pub addr: SocketAddr,
    /// The SQLite file (created with its schema on first run; default `havenbaron.db`), or a
    /// `postgres://` URL shared by any number of instances.
    pub db: PathBuf,
    /// Board and card data (`havenbaron --data DIR`); default the built-in data.
    pub data: DataSet,
    /// A pause before each bot move, so people can follow the game; default 300 ms.
    pub bot_delay: Duration,
    /// Connection, rate and bot limits.
    pub limits: Limits,
    /// Print nothing (tests).
    pub quiet: bool,
    /// The server's clock (tests replace it to reach work due later).
    pub clock: Arc<dyn scheduler::Clock>,
    /// Accounts: the WebAuthn relying party, the session cookie, sign-in bounds.
    pub accounts: accounts::AccountOptions,
    /// E-mail notices: the SMTP server (none: e-mail is off), the sender, the window.
    pub mail: mail::MailOptions,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: PathBuf::from("havenbaron.db"),
            data: DataSet::builtin(),
            bot_delay: Duration::from_millis(300),
            limits: Limits::default(),
            quiet: false,
            clock: Arc::new(scheduler::SystemClock),
            accounts: accounts::AccountOptions::default(),
            mail: mail::MailOptions::default(),
        }
    }
}

/// The server's shared state.
pub struct App {
    pub store: Arc<dyn Store>,
    pub data: DataSet,
    pub bot_delay: Duration,
    pub limits: Limits,
    /// This process's name as the holder of the jobs it runs (several instances on one
    /// database).
    pub instance: String,
    /// The server's clock: due times and leases of jobs.
    pub clock: Arc<dyn scheduler::Clock>,
    /// The due work this instance claims and runs.
    pub scheduler: scheduler::Scheduler,
    /// Slots for bots thinking at once ([`Limits::bot_threads`]), all tables together.
    pub bot_slots: Arc<Semaphore>,
    /// The part of those slots that tables with nobody but bots may hold at once
    /// ([`Limits::bot_only_threads`]), taken first, so tables where people wait always find one.
    pub bot_only_slots: Arc<Semaphore>,
    /// Slots for hints thinking at once (as many as [`Limits::analysis_threads`], at least
    /// one), apart from the bots' slots: a hint waits, a bot does not.
    pub hint_slots: Arc<Semaphore>,
    /// Spectators per address ([`Limits::connections_per_address`]; all connections per
    /// address are counted as they are accepted, `conn`).
    pub per_address: Arc<limits::PerAddress>,
    pub metrics: Metrics,
    /// Accounts: the relying party, the cookie, the sign-in bounds.
    pub accounts: accounts::Accounts,
    /// E-mail notices (off without SMTP settings).
    pub mail: mail::Mail,
    /// Set at shutdown: no action is accepted any more.
    pub closing: AtomicBool,
    rooms: std::sync::Mutex<HashMap<TableId, Arc<Room>>>,
    loading: tokio::sync::Mutex<()>,
    shutdown: watch::Receiver<bool>,
}

impl App {
    /// The state of a server on `store` with these options; `shutdown` changes to `true` when
    /// the server stops.
    pub fn new(store: Arc<dyn Store>, opts: &ServeOptions, shutdown: watch::Receiver<bool>) -> App {
        let limits = opts.limits.clone();
        App {
            store,
            data: opts.data.clone(),
            bot_delay: opts.bot_delay,
            instance: format!("{}-{:08x}", std::process::id(), rand::random::<u32>()),
            clock: opts.clock.clone(),
            scheduler: scheduler::Scheduler::new(
                room::bot_kinds(&limits)
                    .into_iter()
                    .chain([ratings::kind(), room::clock_kind(), analysis::kind(&limits)])
                    .chain(mail::kinds())
                    .collect(),
            ),
            bot_slots: Arc::new(Semaphore::new(limits.bot_threads.max(1))),
            bot_only_slots: Arc::new(Semaphore::new(limits.bot_only_threads())),
            hint_slots: Arc::new(Semaphore::new(limits.analysis_threads.max(1))),
            per_address: Default::default(),
            metrics: Metrics::default(),
            accounts: accounts::Accounts::new(&opts.accounts),
            mail: mail::Mail::new(&opts.mail).unwrap_or_else(|e| {
                tracing::error!(error = %format!("{e:#}"), "e-mail is off: its settings are wrong");
                mail::Mail::new(&mail::MailOptions::default()).expect("no settings, no error")
            }),
            limits,
            closing: AtomicBool::new(false),
            rooms: Default::default(),
            loading: Default::default(),
            shutdown,
        }
    }

    /// Keeps `room` in memory, unless its table is there already: then that room stays (its
    /// connections must keep hearing the table) and is returned instead. Two paths can load
    /// one table at once: its creation and the announcement of that creation.
    pub fn insert_room(&self, room: Arc<Room>) -> Arc<Room> {
        self.rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(room.id.clone())
            .or_insert(room)
            .clone()
    }

    pub fn loaded_rooms(&self) -> Vec<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .values()
            .cloned()
            .collect()
    }

    fn loaded(&self, id: &TableId) -> Option<Arc<Room>> {
        self.rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(id)
            .cloned()
    }

    /// The room of a table: in memory, or rebuilt from the store (finished tables are loaded
    /// when someone asks for them). `None`: no such table.
    pub async fn room(self: &Arc<Self>, id: &TableId) -> anyhow::Result<Option<Arc<Room>>> {
        if let Some(r) = self.loaded(id) {
            return Ok(Some(r));
        }
        if id.as_str().len() > 64 {
            return Ok(None);
        }
        let _guard = self.loading.lock().await;
        if let Some(r) = self.loaded(id) {
            return Ok(Some(r));
        }
        let Some((rec, actions)) = self.store.load_table(id.clone()).await? else {
            return Ok(None);
        };
        let room = Arc::new(Room::rebuild(self, rec, &actions)?);
        room.load_clock(self).await?;
        room.load_hints(self).await?;
        let room = self.insert_room(room);
        room.kick_bots(self);
        Ok(Some(room))
    }

    /// A receiver that changes when the server shuts down.
    pub fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.shutdown.clone()
    }
}

/// A running server (see [`start`]).
pub struct Server {
    pub addr: SocketAddr,
    /// Where `/metrics` listens when it has an address of its own (`Limits::metrics_listen`).
    pub metrics_addr: Option<SocketAddr>,
    pub app: Arc<App>,
    shutdown: watch::Sender<bool>,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// The address to open in a browser.
    pub fn url(&self) -> String {
        format!("http://{}/", self.addr)
    }

    /// Stops accepting actions, waits for any action being saved, closes every connection and
    /// stops the HTTP server. Everything acknowledged is in the store.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        self.app.closing.store(true, Ordering::SeqCst);
        let _ = self.shutdown.send(true);
        for room in self.app.loaded_rooms() {
            // Taking the lock waits for an action that is being committed.
            room.close_all().await;
        }
        match tokio::time::timeout(Duration::from_secs(10), self.task).await {
            Ok(joined) => joined??,
            Err(_) => anyhow::bail!("the HTTP server did not stop within 10 s"),
        }
        Ok(())
    }
}

/// Opens the store, rebuilds every unfinished game by replay, and starts listening.
pub async fn start(opts: ServeOptions) -> anyhow::Result<Server> {
    let files = conn::raise_open_files();
    let cap = opts.limits.connection_cap(files);
    tracing::info!(
        open_files = files.unwrap_or(0),
        max_connections = cap,
        "open-files limit"
    );
    let store = storage::open(&opts.db).await?;
    let (tx, rx) = watch::channel(false);
    let app = Arc::new(App::new(store, &opts, rx));
    // Listening for the other instances starts before the tables are read (in `open`), so a
    // change committed meanwhile is heard, at worst twice.
    let changes = app.store.changes();
    // Time nobody was running is not charged to anyone: running clocks are extended by it.
    let gap = app
        .store
        .clock_resume(app.clock.now_ms(), room::OUTAGE_GRACE.as_millis() as i64)
        .await?;
    if gap > 0 {
        tracing::info!(gap_ms = gap, "clocks extended by the time no instance ran");
    }
    let ids = app.store.unfinished_tables().await?;
    for id in &ids {
        let Some((rec, actions)) = app.store.load_table(id.clone()).await? else {
            continue;
        };
        match Room::rebuild(&app, rec, &actions) {
            Ok(room) => {
                if let Err(e) = room.load_clock(&app).await {
                    tracing::warn!(table = %id, error = %format!("{e:#}"), "cannot read the clocks");
                }
                if let Err(e) = room.load_hints(&app).await {
                    tracing::warn!(table = %id, error = %format!("{e:#}"), "cannot read the hints");
                }
                app.insert_room(Arc::new(room));
            }
            Err(e) => tracing::warn!(table = %id, error = %format!("{e:#}"), "table not resumed"),
        }
    }
    if !ids.is_empty() {
        tracing::info!(
            tables = app.loaded_rooms().len(),
            "resumed unfinished games"
        );
    }
    for room in app.loaded_rooms() {
        room.kick_bots(&app);
    }
    if let Some(changes) = changes {
        tokio::spawn(follow(app.clone(), changes));
    }
    tokio::spawn(scheduler::run(app.clone()));
    tokio::spawn(sweep(app.clone()));
    tokio::spawn(room::sweep_clocks(app.clone()));
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", opts.addr))?;
    let addr = listener.local_addr()?;
    // The default WebAuthn origin names the port listened on.
    app.accounts.bind(addr)?;
    // Small messages (acknowledgements, updates) go out at once, not after Nagle's wait.
    let send_buffer = opts.limits.send_buffer;
    let tune = move |tcp: &tokio::net::TcpStream| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!(error = %e, "cannot set TCP_NODELAY");
        }
        if let Some(bytes) = send_buffer
            && let Err(e) = socket2::SockRef::from(tcp).set_send_buffer_size(bytes)
        {
            tracing::debug!(error = %e, "cannot set the send buffer");
        }
    };
    let timeouts = conn::Timeouts {
        header: opts.limits.header_timeout,
        request: opts.limits.request_timeout,
        idle: opts.limits.keep_alive_timeout,
    };
    let caps = conn::Caps {
        timeouts,
        max: cap,
        per_address: opts.limits.connections_per_address_total(),
        addresses: Default::default(),
        refused: app.metrics.refused_by.clone(),
    };
    // `/metrics` on a listener of its own, when the operator keeps it off the public address.
    let private = match opts.limits.metrics_listen {
        Some(at) => {
            let listener = tokio::net::TcpListener::bind(at)
                .await
                .map_err(|e| anyhow::anyhow!("cannot listen for metrics on {at}: {e}"))?;
            let at = listener.local_addr()?;
            tokio::spawn(conn::serve(
                listener,
                http::metrics_router(app.clone()),
                caps.clone(),
                tune,
                tx.subscribe(),
            ));
            tracing::info!(%at, "metrics listening");
            Some(at)
        }
        None => None,
    };
    let origins = http::Origins::new(opts.limits.allowed_origins.as_deref(), addr);
    // The published protocol's documents sit above the modules they describe (`schema`).
    let router = http::router(app.clone(), origins).merge(schema::router());
    let task = tokio::spawn(conn::serve(listener, router, caps, tune, tx.subscribe()));
    tracing::info!(%addr, instance = %app.instance, "listening");
    Ok(Server {
        addr,
        metrics_addr: private,
        app,
        shutdown: tx,
        task,
    })
}

/// Follows what the other instances (and this one) commit to a shared database: each change
/// is handled on its own task, so that one busy table never holds up the others (a change that
/// overtakes another is caught up from the log, see `room::sync`).
async fn follow(app: Arc<App>, mut changes: tokio::sync::mpsc::UnboundedReceiver<Change>) {
    while let Some(change) = changes.recv().await {
        if app.closing.load(Ordering::SeqCst) {
            break;
        }
        let app = app.clone();
        tokio::spawn(async move { app.heard(change).await });
    }
}

impl App {
    /// One announced change.
    async fn heard(self: &Arc<Self>, change: Change) {
        match change {
            Change::Action { table, action } => {
                if let Some(room) = self.loaded(&table) {
                    room.heard_action(self, action).await;
                }
            }
            Change::Log { table } => {
                if let Some(room) = self.loaded(&table) {
                    room.refresh(self).await;
                }
            }
            Change::Seats { table } => {
                if let Some(room) = self.loaded(&table) {
                    room.heard_seats(self).await;
                }
            }
            // Every instance keeps every unfinished table, so that any can play its bots.
            Change::Created { table } => {
                if let Err(e) = self.room(&table).await {
                    tracing::warn!(%table, error = %format!("{e:#}"), "cannot load a new table");
                }
            }
            Change::Chat { table } => {
                if let Some(room) = self.loaded(&table) {
                    room.heard_chat(self).await;
                }
            }
            Change::Job { .. } => self.scheduler.wake(),
            Change::Resync => {
                self.scheduler.wake();
                tracing::info!("comparing every table with the database");
                for room in self.loaded_rooms() {
                    room.refresh(self).await;
                }
                match self.store.unfinished_tables().await {
                    Ok(ids) => {
                        for id in ids {
                            if let Err(e) = self.room(&id).await {
                                tracing::warn!(table = %id, error = %format!("{e:#}"), "cannot load a table");
                            }
                        }
                    }
                    Err(e) => tracing::warn!(error = %format!("{e:#}"), "cannot list the tables"),
                }
            }
        }
    }

    /// Drops a room from memory (it is loaded again from the store when asked for, or when
    /// work due for its table, such as a bot's decision, is run).
    pub fn unload(&self, id: &TableId) {
        self.rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(id);
    }
}

/// Every [`SWEEP`]: enqueues a bot's turn again (one whose enqueue failed), and
/// drops rooms idle for [`Limits::room_idle`].
async fn sweep(app: Arc<App>) {
    let mut shutdown = app.shutdown_signal();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(SWEEP) => {}
            _ = shutdown.changed() => return,
        }
        for room in app.loaded_rooms() {
            if room.idle_for(&app).await {
                tracing::debug!(table = %room.id, "closing an idle room");
                app.unload(&room.id);
            } else {
                room.kick_bots(&app);
            }
        }
    }
}

/// Waits for Ctrl-C or SIGTERM.
async fn stop_signal() -> anyhow::Result<&'static str> {
    #[cfg(unix)]
    {
        let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
        tokio::select! {
            r = tokio::signal::ctrl_c() => { r?; Ok("Ctrl-C") }
            _ = term.recv() => Ok("SIGTERM"),
        }
    }
    #[cfg(not(unix))]
    {
        tokio::signal::ctrl_c().await?;
        Ok("Ctrl-C")
    }
}

/// Runs the server until Ctrl-C or SIGTERM: prints the URL and the data file, then serves.
pub async fn serve(opts: ServeOptions) -> anyhow::Result<()> {
    let quiet = opts.quiet;
    let db = opts.db.clone();
    let server = start(opts).await?;
    if !quiet {
        // Passkeys need a domain: on this machine, the address to open is localhost's.
        let url = match server.app.accounts.relying().origin.as_str() {
            o if server.addr.ip().is_loopback() && o.starts_with("http://localhost:") => {
                format!("{o}/")
            }
            _ => server.url(),
        };
        println!("Havenbaron is running at {url}");
        let text = db.to_string_lossy();
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            println!("games are saved in PostgreSQL (stop with Ctrl-C or SIGTERM)");
        } else {
            println!(
                "games are saved in {} (stop with Ctrl-C or SIGTERM; unfinished games resume on the next start)",
                db.display()
            );
        }
    }
    let why = stop_signal().await?;
    tracing::info!(signal = why, "stopping");
    if !quiet {
        println!("stopping…");
    }
    server.shutdown().await?;
    tracing::info!("stopped");
    Ok(())
}

/// [`serve`] on a new multi-threaded tokio runtime, for a synchronous `main`.
pub fn serve_blocking(opts: ServeOptions) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(opts))
}
