//! The lobby and a person's story through it: a table with bots, played by clicking, a
//! reload, a spectator, Dutch, the replay; a capped game listed as unfinished; a private
//! game's replay, opened from its own page only.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{Driver, body_data, driver, js, shot, wait_js};
use crate::common::{self, TempDir};

/// One decision made by clicking, the way a person would: a highlighted target on the board
/// first, then one in the panels (cards, missions, players), else a button of the list
/// (preferring the ones that end the slot, so the test stays short). A menu that opens is
/// answered with its first choice. Returns what was clicked.
async fn click_one_decision(c: &Client) -> String {
    let version = body_data(c, "version").await;
    let board = c
        .find_all(Locator::Css("#board .clickable"))
        .await
        .unwrap_or_default();
    let panels = c
        .find_all(Locator::Css(
            "#hand .clickable, #players .clickable, #piles .clickable",
        ))
        .await
        .unwrap_or_default();
    let mut clicked = String::new();
    if let Some(el) = board.first() {
        let target = el.attr("data-target").await.ok().flatten();
        if el.click().await.is_ok() {
            clicked = format!("board {}", target.unwrap_or_default());
        }
    }
    if clicked.is_empty() {
        // Prefer a list button that ends the slot; else a panel target; else the first button.
        for kind in ["pass", "continue", "withdraw", "decline"] {
            if let Ok(b) = c
                .find(Locator::Css(&format!("#actions button[data-kind={kind}]")))
                .await
                && b.click().await.is_ok()
            {
                clicked = format!("list {kind}");
                break;
            }
        }
    }
    if clicked.is_empty()
        && let Some(el) = panels.first()
    {
        let target = el.attr("data-target").await.ok().flatten();
        if el.click().await.is_ok() {
            clicked = format!("panel {}", target.unwrap_or_default());
        }
    }
    if clicked.is_empty() {
        let b = c
            .find(Locator::Css("#actions button"))
            .await
            .expect("a legal action to click");
        b.click().await.expect("click");
        clicked = "list first".into();
    }
    // A menu of choices for that target.
    if js(c, "return !document.getElementById('choice').hidden;").await == json!(true) {
        let b = c
            .find(Locator::Css("#choice .choice-btn"))
            .await
            .expect("a choice");
        b.click().await.expect("click a choice");
        clicked.push_str(" + menu");
    }
    wait_js(
        c,
        &format!(
            "document.body.dataset.version !== '{version}' || document.body.dataset.over === '1' || !document.getElementById('error').hidden"
        ),
        "the game to move on",
    )
    .await;
    clicked
}

/// A person's story: create a table in the lobby with two bots, play it to the end by
/// clicking, reload in the middle and go on, watch as a spectator, switch to Dutch, open the
/// replay and step through it with every hand revealed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn browser_lobby_play_reload_spectate_replay() {
    let mut driver = driver();
    let dir = TempDir::new("e2e");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    let table = create_three_seat_table(&c, &base).await;
    let (moves, spectator) = play_reloading_and_watching(&c, &mut driver, &base, &table).await;
    wait_js(
        &c,
        "document.getElementById('score-sheet')",
        "the score sheet",
    )
    .await;
    let rows = js(
        &c,
        "return document.querySelectorAll('#score-sheet tbody tr').length;",
    )
    .await;
    assert_eq!(rows, json!(3));
    shot(&c, "06-final-scores").await;
    eprintln!("played {} decisions by clicking: {moves:?}", moves.len());

    // The spectator saw the end too.
    if let Some(s) = &spectator {
        wait_js(
            s,
            "document.body.dataset.over === '1'",
            "the spectator to see the end",
        )
        .await;
        shot(s, "07-spectator-end").await;
    }

    // Dutch.
    c.find(Locator::Id("lang"))
        .await
        .unwrap()
        .select_by_value("nl")
        .await
        .unwrap();
    wait_js(
        &c,
        "document.getElementById('status').textContent.includes('afgelopen')",
        "Dutch words",
    )
    .await;
    shot(&c, "08-dutch").await;
    c.find(Locator::Id("lang"))
        .await
        .unwrap()
        .select_by_value("en")
        .await
        .unwrap();

    step_through_replay(&c).await;

    if let Some(s) = spectator {
        s.close().await.unwrap();
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Lobby: name, three players (me and two bots), three rounds, create; returns the table's id.
async fn create_three_seat_table(c: &Client, base: &str) -> String {
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.seat-row').length > 0",
        "the lobby form",
    )
    .await;
    c.find(Locator::Id("name"))
        .await
        .unwrap()
        .send_keys("Anna")
        .await
        .unwrap();
    c.find(Locator::Id("players"))
        .await
        .unwrap()
        .select_by_value("3")
        .await
        .unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.seat-row').length === 3",
        "three seat rows",
    )
    .await;
    // The cap (and the seed) are folded under "More options".
    c.find(Locator::Css("#more-options summary"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.find(Locator::Id("round_cap"))
        .await
        .unwrap()
        .send_keys("3")
        .await
        .unwrap();
    shot(c, "01-lobby").await;
    c.find(Locator::Id("create-btn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(c, "location.pathname.startsWith('/t/')", "the table page").await;
    wait_js(
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
        "the first update",
    )
    .await;
    let url = c.current_url().await.unwrap();
    let table = url.path().trim_start_matches("/t/").to_string();
    assert_eq!(body_data(c, "you").await, "0");
    wait_js(
        c,
        "document.querySelectorAll('#board .pos').length > 10",
        "the board",
    )
    .await;
    shot(c, "02-table-start").await;

    table
}

/// Plays my seat by clicking; reloads once in the middle (the seat and the moves are kept) and
/// opens a spectator's page meanwhile, which it returns with the decisions clicked.
async fn play_reloading_and_watching(
    c: &Client,
    driver: &mut Driver,
    base: &str,
    table: &str,
) -> (Vec<String>, Option<Client>) {
    let mut moves = Vec::new();
    let mut reloaded = false;
    let mut spectator: Option<Client> = None;
    let started = Instant::now();
    while body_data(c, "over").await != "1" {
        assert!(
            started.elapsed() < Duration::from_secs(420),
            "the game takes too long: {moves:?}"
        );
        wait_js(
            c,
            "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
            "my decision",
        )
        .await;
        if body_data(c, "over").await == "1" {
            break;
        }
        moves.push(click_one_decision(c).await);
        if moves.len() == 2 {
            shot(c, "03-mid-game").await;
        }
        if moves.len() == 3 && !reloaded {
            let before: u64 = body_data(c, "version").await.parse().unwrap();
            c.refresh().await.unwrap();
            wait_js(
                c,
                "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
                "the page after reload",
            )
            .await;
            let after: u64 = body_data(c, "version").await.parse().unwrap();
            assert!(after >= before, "reload lost moves: {before} → {after}");
            assert_eq!(
                body_data(c, "you").await,
                "0",
                "the seat is kept after reload"
            );
            shot(c, "04-after-reload").await;
            reloaded = true;
        }
        if moves.len() == 4 && spectator.is_none() {
            let s = driver.session().await;
            s.goto(&format!("{base}/t/{table}")).await.unwrap();
            wait_js(&s, "document.body.dataset.connected === '1' && document.querySelectorAll('#board .ship').length >= 0 && document.body.dataset.version !== ''", "the spectator's view").await;
            assert_eq!(body_data(&s, "you").await, "", "a spectator has no seat");
            assert_eq!(
                js(&s, "return document.getElementById('hand-panel').hidden;").await,
                json!(true)
            );
            assert_eq!(
                js(
                    &s,
                    "return document.querySelectorAll('#actions button').length;"
                )
                .await,
                json!(0)
            );
            shot(&s, "05-spectator").await;
            spectator = Some(s);
        }
    }
    assert!(reloaded, "the game ended before the reload: {moves:?}");
    (moves, spectator)
}

/// The replay: steps through, reveals every hand, goes to the last step.
async fn step_through_replay(c: &Client) {
    c.find(Locator::Id("replay-link"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(c, "document.body.dataset.steps > 0", "the replay").await;
    assert_eq!(body_data(c, "step").await, "0");
    for _ in 0..5 {
        c.find(Locator::Id("next"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    wait_js(c, "document.body.dataset.step === '5'", "step 5").await;
    shot(c, "09-replay-step5").await;
    c.find(Locator::Id("reveal"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.revealed-hand').length === 3",
        "revealed hands",
    )
    .await;
    c.find(Locator::Id("last"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(c, "document.body.dataset.step === document.body.dataset.steps && document.getElementById('score-sheet')", "the last step").await;
    shot(c, "10-replay-end-revealed").await;
}

/// C-7: a game stopped by the safety cap is unfinished. Its score sheet says so and marks
/// no winner, and the lobby lists it as unfinished rather than with a trophy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_capped_game_shows_as_unfinished_with_no_winner() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-capped");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "round_cap": 1, "seed": 5,
                "seats": [{"kind": "bot", "bot": "greedy", "level": "easy"},
                          {"kind": "bot", "bot": "greedy", "level": "easy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/t/{id}")).await.unwrap();
    wait_js(
        &c,
        "document.querySelector('#score-sheet') && document.querySelector('.unfinished')",
        "the score sheet of the capped game",
    )
    .await;
    let sheet = js(
        &c,
        "return [document.querySelector('.unfinished').textContent, \
         document.querySelectorAll('#score-sheet tr.winner').length, \
         document.getElementById('score-sheet').textContent.includes('★')];",
    )
    .await;
    assert!(sheet[0].as_str().unwrap().contains("nobody won"), "{sheet}");
    assert_eq!(sheet[1], 0, "no winner row: {sheet}");
    assert_eq!(sheet[2], false, "no winner star: {sheet}");
    js(
        &c,
        "document.querySelector('.unfinished').scrollIntoView(); return 1;",
    )
    .await;
    shot(&c, "70-capped-unfinished").await;
    c.goto(&base).await.unwrap();
    let row = format!("li[data-table='{id}']");
    wait_js(
        &c,
        &format!("document.querySelector(\"{row}\")"),
        "the finished list",
    )
    .await;
    let text = js(
        &c,
        &format!("return document.querySelector(\"{row}\").textContent;"),
    )
    .await;
    assert!(text.as_str().unwrap().contains("unfinished"), "{text}");
    assert!(!text.as_str().unwrap().contains('🏆'), "{text}");
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// A private game (`src/visibility.rs`): the replay link on its host's page carries the key
/// that opens it; the bare replay address answers as if there were no such table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_private_games_replay_opens_from_its_own_page_only() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-private");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "round_cap": 1, "seed": 5,
                "listed": false,
                "seats": [{"kind": "bot", "bot": "greedy", "level": "easy"},
                          {"kind": "bot", "bot": "greedy", "level": "easy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let host = created["host_token"].as_str().unwrap();
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/t/{id}#host={host}")).await.unwrap();
    wait_js(
        &c,
        "document.getElementById('replay-link')",
        "the replay link",
    )
    .await;
    let href = js(
        &c,
        "return document.getElementById('replay-link').getAttribute('href');",
    )
    .await;
    let href = href.as_str().unwrap();
    assert!(href.starts_with(&format!("/replay/{id}#key=")), "{href}");
    assert!(
        !href.contains(host),
        "the host's own secret stays home: {href}"
    );
    c.find(Locator::Id("replay-link"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(&c, "document.body.dataset.steps > 0", "the private replay").await;
    c.find(Locator::Id("next"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(&c, "document.body.dataset.step === '1'", "step 1").await;
    let here = js(&c, "return location.hash;").await;
    assert!(here.as_str().unwrap().ends_with("&step=1"), "{here}");

    // The same address without its key: no replay, and the page says so.
    c.goto(&base).await.unwrap();
    c.goto(&format!("{base}/replay/{id}")).await.unwrap();
    wait_js(
        &c,
        "!document.getElementById('error').hidden && document.body.dataset.steps === undefined",
        "the refusal",
    )
    .await;
    let said = js(&c, "return document.getElementById('error').textContent;").await;
    assert!(said.as_str().unwrap().contains("no replay"), "{said}");
    let controls = js(&c, "return document.querySelector('main').hidden;").await;
    assert_eq!(
        controls,
        json!(true),
        "no empty replay controls under the refusal"
    );
    shot(&c, "71-private-replay-refused").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The lobby's lists come in pages (issue 31): past a page of open tables the list ends with a
/// "more" button that shows the next page, and the list stays that long as it refreshes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn the_lobby_shows_more_tables_on_asking() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-more");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let page = havenbaron_server::http::DEFAULT_PAGE;
    for seed in 0..page as u64 + 3 {
        common::create_table(server.addr, &["human", "human"], 2, seed).await;
    }
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&base).await.unwrap();
    let rows = "return document.querySelectorAll('#open li[data-table]').length;";
    wait_js(
        &c,
        &format!("document.querySelectorAll('#open li[data-table]').length === {page}"),
        "the first page of open tables",
    )
    .await;
    let more = c.find(Locator::Css("#open button.more")).await.unwrap();
    assert_eq!(more.text().await.unwrap(), "More");
    more.click().await.unwrap();
    wait_js(
        &c,
        &format!(
            "document.querySelectorAll('#open li[data-table]').length === {}",
            page + 3
        ),
        "the second page of open tables",
    )
    .await;
    assert!(
        c.find(Locator::Css("#open button.more")).await.is_err(),
        "no more after the end"
    );
    // The lobby refreshes every 5 s: the longer list stays.
    tokio::time::sleep(Duration::from_millis(5500)).await;
    assert_eq!(js(&c, rows).await, json!(page + 3));
    shot(&c, "75-lobby-more").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
