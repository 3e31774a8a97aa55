//! A room on a fresh SQLite store, for the room's unit tests (`seats/tests.rs`).

use std::sync::Arc;
use std::time::Duration;

use havenbaron_engine::DataSet;

use super::Room;
use crate::App;
use crate::lobby::{self, CreateTable, Created, SeatSpec};
use crate::storage::sqlite::SqliteStore;

/// Removes its folder when dropped.
pub struct TempDir(pub std::path::PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub async fn app(tag: &str) -> (Arc<App>, TempDir) {
    let dir = std::env::temp_dir().join(format!(
        "havenbaron-room-{tag}-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    let store = SqliteStore::open(&dir.join("t.db")).await.unwrap();
    let (_tx, rx) = tokio::sync::watch::channel(false);
    let opts = crate::ServeOptions {
        data: DataSet::builtin(),
        bot_delay: Duration::ZERO,
        ..Default::default()
    };
    let app = Arc::new(App::new(Arc::new(store), &opts, rx));
    (app, TempDir(dir))
}

/// Creates a table whose seats are `kinds` (`human` or a bot name), the host in seat 0.
pub async fn table(app: &Arc<App>, kinds: &[&str], listed: bool) -> (Arc<Room>, Created) {
    let seats = kinds
        .iter()
        .map(|k| SeatSpec {
            kind: if *k == "human" { "human" } else { "bot" }.into(),
            bot: (*k != "human").then(|| k.to_string()),
            level: None,
        })
        .collect();
    let created = lobby::create(
        app,
        CreateTable {
            ruleset: havenbaron_engine::Ruleset::ALL[0].id().into(),
            players: kinds.len() as u8,
            variants: Default::default(),
            seed: Some(7),
            round_cap: Some(2),
            seats,
            listed,
            host_seat: Some(0),
            name: Some("Ann".into()),
            rated: false,
            clock: Default::default(),
            clock_level: None,
        },
    )
    .await
    .unwrap();
    let room = app.room(&created.id).await.unwrap().unwrap();
    (room, created)
}
