//! The lobby's lists at scale (issue 31, break 4): `GET /api/tables` comes in pages with a
//! cursor and a bounded size, each page built at most once per a short while however many ask,
//! read at a bounded rate per address (429 with `Retry-After` and the reason in words); a
//! listed table whose game stands still too long (by the server's clock) leaves the lists;
//! finished games are paged from the store's index. Private tables are on no page of any list
//! (break 2), and their ids cannot be guessed.

mod common;

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use common::{TempDir, create_table, get_json, http, http_full, post_json};
use havenbaron_server::scheduler::ManualClock;
use serde_json::{Value, json};

/// A listed table waiting for a second person (host seated): it stays in the open list.
async fn open_table(addr: SocketAddr, seed: u64) -> String {
    let created = create_table(addr, &["human", "human"], 2, seed).await;
    created["id"].as_str().unwrap().to_string()
}

/// Every id of `list` (`open`, `live`, `finished`), page by page of `limit`, following `next`.
async fn all_pages(addr: SocketAddr, list: &str, limit: usize) -> (Vec<String>, usize) {
    let mut ids = Vec::new();
    let mut pages = 0;
    let mut after: Option<String> = None;
    loop {
        let path = match &after {
            Some(c) => format!("/api/tables?list={list}&limit={limit}&after={c}"),
            None => format!("/api/tables?list={list}&limit={limit}"),
        };
        let page = get_json(addr, &path).await;
        pages += 1;
        let items = page[list].as_array().unwrap();
        assert!(items.len() <= limit, "{path}: {} items", items.len());
        ids.extend(items.iter().map(|t| t["id"].as_str().unwrap().to_string()));
        for other in ["open", "live", "finished"] {
            if other != list {
                assert_eq!(page[other], json!([]), "{path} holds only {list}");
            }
        }
        match page["next"][list].as_str() {
            Some(c) => after = Some(c.to_string()),
            None => return (ids, pages),
        }
        assert!(pages < 100, "the pages never end");
    }
}

#[tokio::test]
async fn the_lists_come_in_pages_newest_first() {
    let dir = TempDir::new("pages");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let mut made = Vec::new();
    for seed in 0..7 {
        made.push(open_table(a, seed).await);
    }
    let (ids, pages) = all_pages(a, "open", 3).await;
    assert_eq!(pages, 3, "7 tables in pages of 3");
    // Newest first by creation time (equal times by id): every table once, none lost.
    let whole = get_json(a, "/api/tables?list=open").await;
    let order: Vec<(i64, String)> = whole["open"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                -t["created_ms"].as_i64().unwrap(),
                t["id"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let mut sorted = order.clone();
    sorted.sort();
    assert_eq!(order, sorted, "newest first, then by id");
    let paged: Vec<String> = order.into_iter().map(|(_, id)| id).collect();
    assert_eq!(ids, paged, "the pages in the list's order");
    assert_eq!(
        ids.iter().collect::<BTreeSet<_>>(),
        made.iter().collect::<BTreeSet<_>>()
    );
    assert_eq!(ids.len(), 7);
    // Without `list`: the first page of each, with the cursors on.
    let first = get_json(a, "/api/tables?limit=2").await;
    assert_eq!(first["open"].as_array().unwrap().len(), 2);
    assert!(first["next"]["open"].is_string());
    assert_eq!(first["next"]["live"], Value::Null);
    assert_eq!(first["next"]["finished"], Value::Null);
    // The default page, and refusals of a page asked wrongly, in words.
    assert_eq!(
        get_json(a, "/api/tables").await["open"]
            .as_array()
            .unwrap()
            .len(),
        7
    );
    for bad in [
        "/api/tables?limit=0",
        "/api/tables?limit=101",
        "/api/tables?list=mine",
        "/api/tables?after=1.abc",
        "/api/tables?list=open&after=nonsense",
        "/api/tables?limit=ten",
        "/api/tables?page=2",
    ] {
        let (status, body) = http(a, "GET", bad, None).await;
        assert_eq!(status, 400, "{bad}: {body}");
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["words"]["id"], "error-bad-list-page", "{bad}");
    }
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_are_paged_from_the_store_and_private_ones_never_show() {
    let dir = TempDir::new("finished-pages");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let mut public = Vec::new();
    let mut private = Vec::new();
    for seed in 0..8u64 {
        let listed = seed % 2 == 0;
        let (status, created) = post_json(
            a,
            "/api/tables",
            &json!({"players": 2, "round_cap": 1, "seed": seed, "listed": listed, "seats": [
                {"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        let id = created["id"].as_str().unwrap().to_string();
        if listed {
            public.push(id);
        } else {
            private.push(id);
        }
    }
    // Both private tables waiting for a person, listed or not: one of each.
    let waiting_public = open_table(a, 100).await;
    let (status, waiting) = post_json(
        a,
        "/api/tables",
        &json!({"players": 2, "round_cap": 2, "seed": 101, "listed": false, "host_seat": 0,
                "name": "Ann", "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201);
    private.push(waiting["id"].as_str().unwrap().to_string());
    // The bots finish their games.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let (ids, _) = all_pages(a, "finished", 3).await;
        if ids.len() == public.len() {
            assert_eq!(
                ids.iter().collect::<BTreeSet<_>>(),
                public.iter().collect::<BTreeSet<_>>()
            );
            break;
        }
        assert!(tokio::time::Instant::now() < deadline, "games unfinished");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // No private table on any page of any list, nor in the metrics.
    let mut everything = String::new();
    for list in ["open", "live", "finished"] {
        let (ids, _) = all_pages(a, list, 2).await;
        everything.push_str(&ids.join(" "));
    }
    everything.push_str(&http(a, "GET", "/api/tables", None).await.1);
    everything.push_str(&http(a, "GET", "/metrics", None).await.1);
    assert!(everything.contains(&waiting_public));
    for id in &private {
        assert!(
            !everything.contains(id.as_str()),
            "{id} is listed somewhere"
        );
    }
    server.shutdown().await.unwrap();
}

/// A private table's id is its link's secret (spectating and `GET /api/tables/{id}` need the
/// id alone, as the players' pages do): 10 characters of a 31-letter alphabet drawn from the
/// operating system's random generator, about 49 bits, not a counter: neighbours share
/// nothing, and an id one step off is no table.
#[tokio::test]
async fn table_ids_are_random_not_counted() {
    let dir = TempDir::new("ids");
    let server = common::start(&dir.db()).await;
    let a = server.addr;
    let mut ids = Vec::new();
    for seed in 0..20 {
        ids.push(open_table(a, seed).await);
    }
    let distinct: BTreeSet<&String> = ids.iter().collect();
    assert_eq!(distinct.len(), ids.len());
    for pair in ids.windows(2) {
        let same = pair[0]
            .chars()
            .zip(pair[1].chars())
            .filter(|(x, y)| x == y)
            .count();
        assert!(same <= 4, "{} and {} look alike", pair[0], pair[1]);
    }
    let mut chars = BTreeSet::new();
    for id in &ids {
        assert_eq!(id.len(), 10);
        chars.extend(id.chars());
        // The id "next to" it is no table.
        let mut near: Vec<char> = id.chars().collect();
        near[9] = if near[9] == 'a' { 'b' } else { 'a' };
        let near: String = near.into_iter().collect();
        let (status, _) = http(a, "GET", &format!("/api/tables/{near}"), None).await;
        assert_eq!(status, 404);
    }
    assert!(chars.len() >= 20, "ids use the whole alphabet: {chars:?}");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_page_is_built_at_most_once_per_cache_period() {
    let dir = TempDir::new("list-cache");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.list_cache = Duration::from_millis(600);
    })
    .await;
    let a = server.addr;
    let first = open_table(a, 1).await;
    let count = |v: &Value| v["open"].as_array().unwrap().len();
    assert_eq!(count(&get_json(a, "/api/tables").await), 1);
    let _second = open_table(a, 2).await;
    // Still the page built a moment ago: a flood of lists does not reach the rooms or store.
    let cached = get_json(a, "/api/tables").await;
    assert_eq!(count(&cached), 1);
    assert_eq!(cached["open"][0]["id"], json!(first));
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert_eq!(count(&get_json(a, "/api/tables").await), 2);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn lists_are_limited_per_address_with_a_clear_429() {
    let dir = TempDir::new("list-limit");
    let server = common::start_with(&dir.db(), |o| {
        o.limits.list_burst = 3;
        o.limits.list_every = Duration::from_secs(2);
    })
    .await;
    let a = server.addr;
    for _ in 0..3 {
        assert_eq!(http(a, "GET", "/api/tables", None).await.0, 200);
    }
    let (status, head, body) = http_full(a, "GET", "/api/tables?list=open", None).await;
    assert_eq!(status, 429, "{body}");
    let head = head.to_ascii_lowercase();
    assert!(head.contains("retry-after: 2"), "{head}");
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["words"]["id"], "error-too-many-lists");
    assert_eq!(v["words"]["args"]["seconds"], json!({"number": 2}));
    // Other requests are not limited by it; the allowance comes back.
    assert_eq!(http(a, "GET", "/healthz", None).await.0, 200);
    tokio::time::sleep(Duration::from_millis(2100)).await;
    assert_eq!(http(a, "GET", "/api/tables", None).await.0, 200);
    let (_, metrics) = http(a, "GET", "/metrics", None).await;
    assert!(
        metrics.contains("havenbaron_refusals_total{cap=\"lists\"} 1\n"),
        "{metrics}"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_listed_table_left_still_leaves_the_lists() {
    let dir = TempDir::new("listed-idle");
    let clock = Arc::new(ManualClock::new());
    let server = common::start_with(&dir.db(), |o| {
        o.clock = clock.clone();
        o.limits.listed_idle = Duration::from_secs(24 * 3600);
    })
    .await;
    let a = server.addr;
    let still = open_table(a, 1).await;
    let ids = |v: &Value| -> Vec<String> {
        v["open"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["id"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(ids(&get_json(a, "/api/tables").await), vec![still.clone()]);
    clock.advance(Duration::from_secs(23 * 3600));
    assert_eq!(ids(&get_json(a, "/api/tables").await), vec![still.clone()]);
    clock.advance(Duration::from_secs(2 * 3600));
    let fresh = open_table(a, 2).await;
    assert_eq!(ids(&get_json(a, "/api/tables").await), vec![fresh]);
    // It stays open to whoever has its link.
    let info = get_json(a, &format!("/api/tables/{still}")).await;
    assert_eq!(info["id"], json!(still));
    server.shutdown().await.unwrap();
}
