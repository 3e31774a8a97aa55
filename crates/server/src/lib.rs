//! # Havenbaron's game server
//!
//! Play the Ports of Europe harbour games in the browser, with friends and bots
//! (DESIGN: Server, Browser client):
//! - a lobby ([`lobby`]) creates tables whose seats are people (invite links carrying a secret
//!   seat token) or bots with a level; open tables are listed to join;
//! - one authoritative game per table lives in memory ([`room`]); every action goes through the
//!   checked `Game::apply` and is committed to the store ([`storage`], SQLite by default,
//!   WAL with durable commits) before it is acknowledged;
//! - a WebSocket per seat ([`ws`]) pushes each change as a versioned message with that seat's
//!   view and legal actions; a reconnecting client catches up from its last version;
//! - bots think on the blocking pool; spectators get the public view; finished games can be
//!   replayed move by move ([`replay`]);
//! - the browser client (`web/`, plain ES modules and SVG) is compiled into the binary
//!   ([`assets`]).
//!
//! On start every unfinished game is rebuilt by replaying its actions, and play continues.
//!
//! The `havenbaron serve` command calls [`serve_blocking`] (or [`serve`] inside a runtime).

pub mod assets;
pub mod errors;
pub mod http;
pub mod ids;
pub mod lobby;
pub mod protocol;
pub mod replay;
pub mod room;
pub mod seatbots;
pub mod storage;
pub mod ws;

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use havenbaron_engine::DataSet;
use tokio::sync::watch;

use ids::TableId;
pub use lobby::now_ms;
use room::Room;
use storage::Store;

/// How to run the server.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Where to listen; default `127.0.0.1:8080`. Port 0 picks a free port.
    pub addr: SocketAddr,
    /// The SQLite file; created with its schema on first run. Default `havenbaron.db`.
    pub db: PathBuf,
    /// Board and card data (`havenbaron --data DIR`); default the built-in data.
    pub data: DataSet,
    /// A pause before each bot move, so people can follow the game; default 300 ms.
    pub bot_delay: Duration,
    /// Print nothing (tests).
    pub quiet: bool,
}

impl Default for ServeOptions {
    fn default() -> Self {
        ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: PathBuf::from("havenbaron.db"),
            data: DataSet::builtin(),
            bot_delay: Duration::from_millis(300),
            quiet: false,
        }
    }
}

/// The server's shared state.
pub struct App {
    pub store: Arc<dyn Store>,
    pub data: DataSet,
    pub bot_delay: Duration,
    /// Set at shutdown: no action is accepted any more.
    pub closing: AtomicBool,
    rooms: std::sync::Mutex<HashMap<TableId, Arc<Room>>>,
    loading: tokio::sync::Mutex<()>,
    shutdown: watch::Receiver<bool>,
}

impl App {
    pub fn insert_room(&self, room: Arc<Room>) {
        self.rooms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(room.id.clone(), room);
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
        self.insert_room(room.clone());
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
    let store = storage::open(&opts.db).await?;
    let (tx, rx) = watch::channel(false);
    let app = Arc::new(App {
        store,
        data: opts.data.clone(),
        bot_delay: opts.bot_delay,
        closing: AtomicBool::new(false),
        rooms: Default::default(),
        loading: Default::default(),
        shutdown: rx,
    });
    let ids = app.store.unfinished_tables().await?;
    for id in &ids {
        let Some((rec, actions)) = app.store.load_table(id.clone()).await? else {
            continue;
        };
        match Room::rebuild(&app, rec, &actions) {
            Ok(room) => app.insert_room(Arc::new(room)),
            Err(e) => eprintln!("warning: table {id} is not resumed: {e:#}"),
        }
    }
    if !opts.quiet && !ids.is_empty() {
        println!("resumed {} unfinished game(s)", app.loaded_rooms().len());
    }
    for room in app.loaded_rooms() {
        room.kick_bots(&app);
    }
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", opts.addr))?;
    let addr = listener.local_addr()?;
    let router = http::router(app.clone());
    let mut signal = tx.subscribe();
    let task = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(async move {
                let _ = signal.wait_for(|v| *v).await;
            })
            .await
    });
    Ok(Server {
        addr,
        app,
        shutdown: tx,
        task,
    })
}

/// Runs the server until Ctrl-C: prints the URL and the data file, then serves.
pub async fn serve(opts: ServeOptions) -> anyhow::Result<()> {
    let quiet = opts.quiet;
    let db = opts.db.clone();
    let server = start(opts).await?;
    if !quiet {
        println!("Havenbaron is running at {}", server.url());
        println!(
            "games are saved in {} (stop with Ctrl-C; unfinished games resume on the next start)",
            db.display()
        );
    }
    tokio::signal::ctrl_c().await?;
    if !quiet {
        println!("stopping…");
    }
    server.shutdown().await
}

/// [`serve`] on a new multi-threaded tokio runtime, for a synchronous `main`.
pub fn serve_blocking(opts: ServeOptions) -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(serve(opts))
}
