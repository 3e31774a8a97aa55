//! Databases made by the program from before the store was split by feature, which kept one
//! schema version (SQLite's `PRAGMA user_version`, PostgreSQL's table `havenbaron_schema`):
//! they open with every table, seat and action kept, take their place in the feature ledger,
//! and keep the old version where an older program looks for it. The schemas below are copied
//! from that program and must never change.

use havenbaron_engine::{Action, Config, Ruleset};
use havenbaron_server::storage::{self, ActionRecord, Store};

/// The SQLite migrations of the program before the split, as it ran them.
const SQLITE_BEFORE: &[&str] = &[
    // 1: tables, seats, the action log.
    "CREATE TABLE game_table (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        host_token TEXT NOT NULL,
        listed INTEGER NOT NULL,
        created_ms INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        outcome TEXT
    );
    CREATE TABLE seat (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        level TEXT,
        token TEXT,
        name TEXT,
        claimed INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE action (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);",
];

/// The PostgreSQL migrations of the program before the split, as it ran them.
#[cfg(feature = "postgres")]
const POSTGRES_BEFORE: &[&str] = &[
    // 1: tables, seats, the action log.
    "CREATE TABLE game_table (
        id TEXT PRIMARY KEY,
        config TEXT NOT NULL,
        host_token TEXT NOT NULL,
        listed BOOLEAN NOT NULL,
        created_ms BIGINT NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        outcome TEXT
    );
    CREATE TABLE seat (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seat SMALLINT NOT NULL,
        kind TEXT NOT NULL,
        bot TEXT,
        level TEXT,
        token TEXT,
        name TEXT,
        claimed BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE action (
        table_id TEXT NOT NULL REFERENCES game_table(id),
        seq BIGINT NOT NULL,
        seat SMALLINT NOT NULL,
        action TEXT NOT NULL,
        at_ms BIGINT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );
    CREATE INDEX game_table_unfinished ON game_table(finished, created_ms);",
    // 2: who thinks a bot's decision, for how long (several instances, one database).
    "CREATE TABLE bot_claim (
        table_id TEXT PRIMARY KEY REFERENCES game_table(id),
        version BIGINT NOT NULL,
        owner TEXT NOT NULL,
        until_ms BIGINT NOT NULL
    );",
];

/// One table with two seats, two actions of its game, and a second table, finished and listed
/// (so that the lobby's list of replays shows it), written the way that program wrote them (the
/// `{…}` holes are filled by [`rows`]).
const ROWS: &[&str] = &[
    "INSERT INTO game_table (id, config, host_token, listed, created_ms, finished, outcome)
     VALUES ('old', {config}, 'host-secret', {true}, 100, {false}, NULL)",
    "INSERT INTO game_table (id, config, host_token, listed, created_ms, finished, outcome)
     VALUES ('done', {config}, 'h2', {true}, 50, {true},
             '{\"scores\":[],\"winners\":[1],\"capped\":false,\"rounds\":4}')",
    "INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
     VALUES ('old', 0, 'human', NULL, NULL, 'seat-secret', 'Ann', {true})",
    "INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
     VALUES ('old', 1, 'bot', 'greedy', 'easy', NULL, NULL, {true})",
    "INSERT INTO seat (table_id, seat, kind, bot, level, token, name, claimed)
     VALUES ('done', 0, 'bot', 'random', NULL, NULL, NULL, {true})",
    "INSERT INTO action (table_id, seq, seat, action, at_ms) VALUES ('old', 1, 0, {pass}, 1001)",
    "INSERT INTO action (table_id, seq, seat, action, at_ms) VALUES ('old', 2, 1, {pass}, 1002)",
];

fn config() -> Config {
    Config::new(Ruleset::Rotterdam, 2, 5)
}

/// `ROWS` for one database: its spelling of true and false, and the JSON values quoted.
fn rows(t: &str, f: &str) -> Vec<String> {
    let quote = |s: String| format!("'{}'", s.replace('\'', "''"));
    let config = quote(serde_json::to_string(&config()).unwrap());
    let pass = quote(Action::Pass.to_json());
    ROWS.iter()
        .map(|r| {
            r.replace("{config}", &config)
                .replace("{pass}", &pass)
                .replace("{true}", t)
                .replace("{false}", f)
        })
        .collect()
}

/// What the old rows must read as through today's store, and that it still writes.
async fn kept(store: &dyn Store) {
    let (rec, actions) = store.load_table("old".into()).await.unwrap().expect("kept");
    assert_eq!(rec.config, config());
    assert_eq!(rec.host_token.expose(), "host-secret");
    assert!(rec.listed && !rec.finished);
    assert_eq!(rec.created_ms, 100);
    assert_eq!(rec.seats.len(), 2);
    assert_eq!(rec.seats[0].name.as_deref(), Some("Ann"));
    assert_eq!(
        rec.seats[0].token.as_ref().map(|t| t.expose().to_string()),
        Some("seat-secret".to_string())
    );
    assert_eq!(rec.seats[1].bot.as_deref(), Some("greedy"));
    assert_eq!(rec.seats[1].level.as_deref(), Some("easy"));
    let pass = |seq, seat| ActionRecord {
        seq,
        seat,
        action: Action::Pass,
        at_ms: 1000 + seq as i64,
        undo: false,
    };
    assert_eq!(actions, vec![pass(1, 0), pass(2, 1)]);
    let unfinished = store.unfinished_tables().await.unwrap();
    assert!(unfinished.contains(&"old".into()));
    assert!(!unfinished.contains(&"done".into()));
    let finished = store.finished_tables(1000).await.unwrap();
    let done = finished
        .iter()
        .find(|f| f.id.as_str() == "done")
        .expect("listed");
    assert_eq!(done.winners, vec![1]);
    assert_eq!(done.names, vec!["random (bot)".to_string()]);
    // The log goes on where it stopped.
    store
        .append_action("old".into(), pass(3, 0), None)
        .await
        .unwrap();
    assert!(
        store
            .append_action("old".into(), pass(3, 0), None)
            .await
            .is_err()
    );
    // And takes an undo, an entry of its own in the same log (no new column: the tables of the
    // program before the split hold it as they are).
    let undo = ActionRecord {
        undo: true,
        ..pass(4, 0)
    };
    store
        .append_action("old".into(), undo.clone(), None)
        .await
        .unwrap();
    let (_, actions) = store.load_table("old".into()).await.unwrap().unwrap();
    assert_eq!(actions.len(), 4);
    assert_eq!(actions[3], undo);
}

/// Asserts the SQLite database has the index `name`.
fn assert_index(conn: &rusqlite::Connection, name: &str) {
    let n: i64 = conn
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = ?1",
            [name],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(n, 1, "index {name}");
}

#[tokio::test]
async fn an_sqlite_file_from_before_the_split_opens_without_loss() {
    let dir = crate::common::TempDir::new("legacy");
    {
        let conn = rusqlite::Connection::open(dir.db()).unwrap();
        conn.execute_batch(SQLITE_BEFORE[0]).unwrap();
        conn.pragma_update(None, "user_version", SQLITE_BEFORE.len() as i64)
            .unwrap();
        for row in rows("1", "0") {
            conn.execute_batch(&row).unwrap();
        }
    }
    let store = storage::open(&dir.db()).await.unwrap();
    kept(&*store).await;
    drop(store);
    let conn = rusqlite::Connection::open(dir.db()).unwrap();
    let games: i64 = conn
        .query_row(
            "SELECT version FROM havenbaron_feature_schema WHERE feature = 'games'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    // Adopted at the old version, nothing run again, then the games feature's migrations
    // since the split (the finished list's index, issue 31) on top.
    let games_now = storage::games::FEATURE.sqlite.len();
    assert!(games_now > SQLITE_BEFORE.len());
    assert_eq!(games as usize, games_now, "adopted, then migrated on");
    assert_index(&conn, "game_table_finished_listed");
    let old_marker: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        old_marker as usize, games_now,
        "the old marker follows: the program before the split refuses newer game tables"
    );
    drop(conn);
    // And again: nothing left to migrate.
    let store = storage::open(&dir.db()).await.unwrap();
    assert_eq!(
        store
            .load_table("old".into())
            .await
            .unwrap()
            .unwrap()
            .1
            .len(),
        4
    );
}

#[cfg(feature = "postgres")]
#[tokio::test]
#[ignore = "needs PostgreSQL: run ./test"]
async fn a_postgres_schema_from_before_the_split_opens_without_loss() {
    let url = crate::common::postgres_url();
    let (admin, connection) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    tokio::spawn(connection);
    let name = format!("havenbaron_legacy_{:08x}", rand::random::<u32>());
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .unwrap();
    let (base, _) = url.rsplit_once('/').expect("a URL with a database name");
    let db_url = format!("{base}/{name}");
    {
        // What the program before the split left: its migrations and its version table.
        let (old, connection) = tokio_postgres::connect(&db_url, tokio_postgres::NoTls)
            .await
            .unwrap();
        let driver = tokio::spawn(connection);
        old.batch_execute("CREATE TABLE havenbaron_schema (version INTEGER NOT NULL)")
            .await
            .unwrap();
        for sql in POSTGRES_BEFORE {
            old.batch_execute(sql).await.unwrap();
        }
        old.execute(
            "INSERT INTO havenbaron_schema (version) VALUES ($1)",
            &[&(POSTGRES_BEFORE.len() as i32)],
        )
        .await
        .unwrap();
        for row in rows("TRUE", "FALSE") {
            old.batch_execute(&row).await.unwrap();
        }
        drop(old);
        let _ = driver.await;
    }
    let store = storage::open(std::path::Path::new(&db_url)).await.unwrap();
    kept(&*store).await;
    drop(store);
    let (check, connection) = tokio_postgres::connect(&db_url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let driver = tokio::spawn(connection);
    let games: i32 = check
        .query_one(
            "SELECT version FROM havenbaron_feature_schema WHERE feature = 'games'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    let games_now = storage::games::FEATURE.postgres.len();
    assert!(games_now > POSTGRES_BEFORE.len());
    assert_eq!(games as usize, games_now, "adopted, then migrated on");
    let index: i64 = check
        .query_one(
            "SELECT count(*) FROM pg_indexes WHERE indexname = 'game_table_finished_listed'",
            &[],
        )
        .await
        .unwrap()
        .get(0);
    assert_eq!(index, 1, "the finished list's index");
    let old_marker: Vec<i32> = check
        .query("SELECT version FROM havenbaron_schema", &[])
        .await
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(
        old_marker,
        vec![games_now as i32],
        "the old marker follows: the program before the split refuses newer game tables"
    );
    drop(check);
    let _ = driver.await;
    let store = storage::open(std::path::Path::new(&db_url)).await.unwrap();
    assert_eq!(
        store
            .load_table("old".into())
            .await
            .unwrap()
            .unwrap()
            .1
            .len(),
        4
    );
    drop(store);
    admin
        .batch_execute(&format!("DROP DATABASE {name} WITH (FORCE)"))
        .await
        .unwrap();
}
