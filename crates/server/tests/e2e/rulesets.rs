//! Every rule set in the browser: each plays from the list of actions, and Masters of Trade
//! and Antwerpen play to the end by clicking only the board and their panels.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{body_data, create_in_lobby, driver, js, shot, wait_js};
use crate::common::{self, TempDir};

/// The other rule sets: the page opens, and a person can play from the plain list of legal
/// actions (the fallback when the client has no drawing for a rule set's view).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn every_rule_set_opens_and_plays_from_the_action_list() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-rulesets");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let meta = common::get_json(server.addr, "/api/meta").await;
    let c = driver.session().await;
    for rs in meta["rulesets"].as_array().unwrap() {
        let ruleset = rs["id"].as_str().unwrap();
        let (status, created) = common::post_json(
            server.addr,
            "/api/tables",
            &json!({"ruleset": ruleset, "players": 2, "host_seat": 0, "name": "Eva",
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
        )
        .await;
        assert_eq!(status, 201, "{ruleset}: {created}");
        c.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
            .await
            .unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
            "the table",
        )
        .await;
        for i in 0..4 {
            if body_data(&c, "over").await == "1" {
                break;
            }
            wait_js(&c, "document.body.dataset.myTurn === '1'", "a decision").await;
            let version = body_data(&c, "version").await;
            let buttons = c.find_all(Locator::Css("#actions button")).await.unwrap();
            assert!(!buttons.is_empty(), "{ruleset}: no action buttons");
            let text = buttons[0].text().await.unwrap();
            assert!(
                !text.trim().is_empty() && !text.starts_with('{'),
                "{ruleset}: {text}"
            );
            buttons[0].click().await.unwrap();
            wait_js(
                &c,
                &format!("document.body.dataset.version !== '{version}' || document.body.dataset.over === '1'"),
                "the move to be taken",
            )
            .await;
            if i == 0 {
                shot(&c, &format!("20-{ruleset}")).await;
            }
        }
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Plays my seat to the end by clicking only on the board and the panels, never on the plain
/// list of choices: at every decision each legal action must have something to click
/// (`data-untargeted` empty). Among the clickable targets it takes the kind (`char`, `pos`,
/// `lock`, `buyraw`, …) clicked least so far, and within it the target clicked least, so
/// that many different panels are used; a menu of choices is answered in turn. Returns the
/// clicks and how often each kind was clicked; `shots` names screenshots taken after that
/// many clicks.
async fn play_by_clicking(
    c: &Client,
    limit: Duration,
    shots: &[(usize, &str)],
) -> (Vec<String>, std::collections::BTreeMap<String, u32>) {
    let started = Instant::now();
    let mut kinds: std::collections::BTreeMap<String, u32> = Default::default();
    let mut keys: std::collections::HashMap<String, u32> = Default::default();
    let mut moves: Vec<String> = Vec::new();
    loop {
        assert!(
            started.elapsed() < limit,
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
        let untargeted = body_data(c, "untargeted").await;
        if !untargeted.is_empty() {
            shot(c, "untargeted").await;
            panic!(
                "legal actions with nothing to click on the board or panels: {untargeted} (after {moves:?})"
            );
        }
        let version = body_data(c, "version").await;
        let found = js(
            c,
            "return [...document.querySelectorAll('[data-target]')]
                .filter((e) => !e.closest('#actions') && !e.closest('#choice') && e.dataset.target)
                .map((e) => e.dataset.target);",
        )
        .await;
        let found: Vec<String> = found
            .as_array()
            .expect("a list")
            .iter()
            .filter_map(|v| v.as_str().map(String::from))
            .collect();
        assert!(
            !found.is_empty(),
            "my decision has no target (after {moves:?})"
        );
        let kind = |k: &str| k.split(':').next().unwrap_or(k).to_string();
        let key = found
            .iter()
            .min_by_key(|k| {
                (
                    kinds.get(&kind(k)).copied().unwrap_or(0),
                    keys.get(*k).copied().unwrap_or(0),
                )
            })
            .unwrap()
            .clone();
        *kinds.entry(kind(&key)).or_default() += 1;
        *keys.entry(key.clone()).or_default() += 1;
        let el = c
            .find(Locator::Css(&format!("[data-target=\"{key}\"]")))
            .await
            .expect("the target is on the page");
        // A control of the page's own (the trade panel's picks: `data-local`) changes the
        // page, not the game: nothing to wait for.
        let local = el.attr("data-local").await.ok().flatten().is_some();
        el.click()
            .await
            .unwrap_or_else(|e| panic!("click {key}: {e}"));
        if local {
            moves.push(format!("{key} (page)"));
            continue;
        }
        let mut what = key.clone();
        if js(c, "return !document.getElementById('choice').hidden;").await == json!(true) {
            let choices = c
                .find_all(Locator::Css("#choice .choice-btn"))
                .await
                .unwrap();
            // One choice opens a menu only with the help of the card or character clicked.
            assert!(
                choices.len() > 1
                    || js(c, "return !!document.getElementById('choice-help');").await
                        == json!(true),
                "a menu for one choice"
            );
            // Every choice says what it does (words from the catalogue, never a blank button).
            for b in &choices {
                let label = b.text().await.unwrap_or_default();
                assert!(!label.trim().is_empty(), "a blank choice at {key}");
            }
            let pick = moves.len() % choices.len();
            choices[pick].click().await.expect("click a choice");
            what.push_str(&format!(" + menu {}/{}", pick + 1, choices.len()));
        }
        wait_js(
            c,
            &format!(
                "document.body.dataset.version !== '{version}' || document.body.dataset.over === '1' || !document.getElementById('error').hidden"
            ),
            "the game to move on",
        )
        .await;
        assert_eq!(
            js(c, "return document.getElementById('error').hidden;").await,
            json!(true),
            "an error after {what}"
        );
        moves.push(what);
        for (n, name) in shots {
            if moves.len() == *n {
                shot(c, name).await;
            }
        }
    }
    (moves, kinds)
}

/// The score sheet is shown with one row per player, the winner first.
async fn check_score_sheet(c: &Client, ruleset: &str) {
    wait_js(
        c,
        "document.getElementById('score-sheet') && !document.getElementById('scores').hidden",
        "the score sheet",
    )
    .await;
    let sheet = js(
        c,
        "const t = document.getElementById('score-sheet');
         return { ruleset: t.dataset.ruleset,
                  rows: [...t.querySelectorAll('tbody tr')].map((r) => r.querySelector('.total').textContent),
                  heads: [...t.querySelectorAll('th')].map((h) => h.textContent) };",
    )
    .await;
    assert_eq!(sheet["ruleset"], json!(ruleset));
    let totals: Vec<i64> = sheet["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().trim().parse().unwrap())
        .collect();
    assert_eq!(totals.len(), 2, "{sheet}");
    assert!(totals[0] >= totals[1], "the winner comes first: {sheet}");
    assert_eq!(body_data(c, "untargeted").await, "");
}

/// Masters of Trade in the browser: a table from the lobby (auction, English factory layout,
/// 2 rounds), played to the end by clicking the harbour planning, the markets, the auction,
/// the shipping display, the board and the buttons of the "now" panel; the score sheet; the
/// panels in Dutch.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn browser_masters_played_by_clicking_the_panels() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-masters");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    // Tall enough that a screenshot shows the board and every panel below it.
    c.set_window_size(1400, 2100).await.unwrap();
    let started = Instant::now();
    create_in_lobby(
        &c,
        &base,
        "masters",
        &["auction"],
        &[("factory_layout", "en")],
        2,
        "30-masters-lobby",
    )
    .await;
    wait_js(
        &c,
        "document.querySelectorAll('#planning td.field').length === 24 && document.querySelectorAll('#planning td.unused').length === 8",
        "the harbour planning (3 fields, one unused with 2 players)",
    )
    .await;
    shot(&c, "31-masters-start").await;
    let (moves, kinds) = play_by_clicking(
        &c,
        Duration::from_secs(50),
        &[(6, "32-masters-mid"), (20, "33-masters-later")],
    )
    .await;
    eprintln!(
        "masters: {} decisions by clicking in {:.1} s: {kinds:?}\n{moves:?}",
        moves.len(),
        started.elapsed().as_secs_f32()
    );
    for kind in ["char", "bid", "end_action"] {
        assert!(
            kinds.contains_key(kind),
            "never clicked `{kind}`: {kinds:?}"
        );
    }
    assert!(
        ["free", "buyraw", "sellraw", "buyprod", "sellprod"]
            .iter()
            .any(|k| kinds.contains_key(*k)),
        "never clicked a market: {kinds:?}"
    );
    check_score_sheet(&c, "masters").await;
    shot(&c, "34-masters-final-scores").await;
    c.find(Locator::Id("lang"))
        .await
        .unwrap()
        .select_by_value("nl")
        .await
        .unwrap();
    wait_js(
        &c,
        "document.getElementById('m-planning').textContent.includes('Havenplanning') && document.getElementById('m-raws').textContent.includes('Grondstoffenmarkt') && document.getElementById('status').textContent.includes('afgelopen')",
        "Dutch panels",
    )
    .await;
    shot(&c, "35-masters-dutch").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Antwerpen in the browser: a table from the lobby (2 players, a turn cap), played to the
/// end by clicking the board (starts, channels, locks, ships), the hand (missions, ship and
/// lock cards, products), the card piles, the players and the buttons of the turn panel; the
/// score sheet; the panels in Dutch.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn browser_antwerpen_played_by_clicking_the_panels() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-antwerpen");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    // Tall enough that a screenshot shows the board and every panel below it.
    c.set_window_size(1400, 2100).await.unwrap();
    let started = Instant::now();
    create_in_lobby(&c, &base, "antwerpen", &[], &[], 30, "40-antwerpen-lobby").await;
    wait_js(
        &c,
        "document.querySelectorAll('#board .lock.closed').length === 3 && document.querySelector('#board .pos-exit') && document.querySelectorAll('#hand-missions .card').length === 3 && document.querySelectorAll('#hand-lock-cards .card').length > 0",
        "three closed locks, the exit, three missions and lock cards in hand",
    )
    .await;
    shot(&c, "41-antwerpen-start").await;
    let (moves, kinds) = play_by_clicking(
        &c,
        Duration::from_secs(50),
        &[(5, "42-antwerpen-mid"), (25, "43-antwerpen-later")],
    )
    .await;
    eprintln!(
        "antwerpen: {} decisions by clicking in {:.1} s: {kinds:?}\n{moves:?}",
        moves.len(),
        started.elapsed().as_secs_f32()
    );
    for kind in ["end_turn", "lockcard", "lock"] {
        assert!(
            kinds.contains_key(kind),
            "never clicked `{kind}`: {kinds:?}"
        );
    }
    assert!(
        ["pos", "colour", "mission"]
            .iter()
            .all(|k| kinds.contains_key(*k)),
        "every main action (load, sail, swap) clicked: {kinds:?}"
    );
    check_score_sheet(&c, "antwerpen").await;
    shot(&c, "44-antwerpen-final-scores").await;
    c.find(Locator::Id("lang"))
        .await
        .unwrap()
        .select_by_value("nl")
        .await
        .unwrap();
    wait_js(
        &c,
        "document.getElementById('a-locks').textContent.includes('Sluizen') && document.getElementById('a-turn').textContent.includes('Beurt') && document.getElementById('status').textContent.includes('afgelopen')",
        "Dutch panels",
    )
    .await;
    shot(&c, "45-antwerpen-dutch").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
