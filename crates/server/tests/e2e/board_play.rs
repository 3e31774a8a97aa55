//! Playing on the board (issue 35): a whole game of each rule set, me against bots, made by
//! clicking only what the page marks as a target (the board, cards, characters, markets, the
//! turn bar beside the board) and the buttons of the menu a click opens, never a button of the
//! list of choices; at every decision every legal action has something to click. A tap on a
//! card or character shows its help with what it allows now (also from the keyboard); the list
//! of choices stays, grouped by kind; axe-core finds no serious violation at a table.

use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator, key::Key};
use serde_json::{Value, json};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{body_data, driver, js, shot, wait_js};
use crate::common::{self, TempDir};

/// The steps of composing and answering a trade offer: the trade panel (trade.js) has their
/// controls; a decision made only of them is answered there (`answer_trade_in_the_panel`).
const TRADE_KINDS: &[&str] = &[
    "add_give",
    "add_ask",
    "send_offer",
    "accept",
    "decline",
    "withdraw",
];

/// The targets that start or answer an offer; never clicked here, so that a game never
/// wanders into composing one.
const TRADE_TARGETS: &[&str] = &["give", "ask", "seat", "accept", "decline", "withdraw"];

/// The legal actions' kinds, read from the list of choices (never clicked).
async fn legal_kinds(c: &Client) -> Vec<String> {
    let v = js(
        c,
        "return [...document.querySelectorAll('#actions button[data-kind]')].map((b) => b.dataset.kind);",
    )
    .await;
    strings(&v)
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .expect("a list")
        .iter()
        .filter_map(|x| x.as_str().map(String::from))
        .collect()
}

/// A decision made only of trade steps (an offer to answer, an offer being composed) is
/// declined or withdrawn in the trade panel (trade.js), by its own target: composing one is
/// `trade_panel.rs`'s test.
async fn answer_trade_in_the_panel(c: &Client, kinds: &[String]) -> String {
    let kind = ["decline", "withdraw"]
        .into_iter()
        .find(|k| kinds.iter().any(|x| x == k))
        .unwrap_or_else(|| panic!("a trade decision with no way out: {kinds:?}"));
    c.find(Locator::Css(&format!("#trade [data-target='{kind}']")))
        .await
        .unwrap_or_else(|e| panic!("no {kind} in the trade panel: {e}"))
        .click()
        .await
        .unwrap();
    format!("panel {kind} (trade)")
}

/// A tap on a card or character opens its help with the actions it allows now (or its help
/// alone, with a close button), which axe-core finds accessible; Escape closes it and gives
/// the focus back; Enter on the focused card opens it again.
/// Closed with nothing chosen, the decision stays. Returns whether there was one to tap.
async fn tap_shows_help(c: &Client, ruleset: &str, axe: &str, version: &str) -> bool {
    let found = js(
        c,
        "const e = [...document.querySelectorAll('[data-help]')]
            .find((e) => !e.closest('#actions, #choice, [hidden]') && e.getBoundingClientRect().width > 0);
         if (!e) return null;
         e.scrollIntoView({ block: 'center' });
         e.setAttribute('data-tapped', '1');
         return { help: e.dataset.help, target: e.dataset.target || '' };",
    )
    .await;
    if found.is_null() {
        return false;
    }
    let tapped = c.find(Locator::Css("[data-tapped='1']")).await.unwrap();
    tapped.click().await.expect("tap a card");
    wait_js(
        c,
        "!document.getElementById('choice').hidden && document.getElementById('choice-help')",
        "the help of a tapped card",
    )
    .await;
    let menu = js(
        c,
        "const c = document.getElementById('choice');
         return { help: document.getElementById('choice-help').textContent,
                  actions: c.querySelectorAll('.choice-btn').length,
                  close: c.querySelector('button.cancel').textContent };",
    )
    .await;
    assert!(
        menu["help"].as_str().unwrap().len() > 20,
        "a tapped card says what it does: {found} {menu}"
    );
    assert!(!menu["close"].as_str().unwrap().trim().is_empty(), "{menu}");
    if found["target"] == json!("") {
        assert_eq!(
            menu["actions"],
            json!(0),
            "a card with no legal action: {found} {menu}"
        );
    } else {
        assert!(menu["actions"].as_u64().unwrap() >= 1, "{found} {menu}");
    }
    shot(c, &format!("92-board-play-{ruleset}-help")).await;
    axe_check(c, axe, &format!("a {ruleset} card's help")).await;
    c.find(Locator::Css("#choice button.cancel"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        "document.getElementById('choice').hidden",
        "the help closed",
    )
    .await;
    // The keyboard: Enter on the focused card opens the same, Escape closes it.
    js(
        c,
        "document.querySelector(\"[data-tapped='1']\").focus(); return 1;",
    )
    .await;
    c.active_element()
        .await
        .unwrap()
        .send_keys(&Key::Enter.to_string())
        .await
        .unwrap();
    wait_js(
        c,
        "!document.getElementById('choice').hidden && document.getElementById('choice-help')",
        "the help opened with Enter",
    )
    .await;
    c.active_element()
        .await
        .unwrap()
        .send_keys(&Key::Escape.to_string())
        .await
        .unwrap();
    wait_js(
        c,
        "document.getElementById('choice').hidden",
        "Escape closes the help",
    )
    .await;
    assert_eq!(
        js(
            c,
            "return document.activeElement === document.querySelector(\"[data-tapped='1']\");"
        )
        .await,
        json!(true),
        "closing the help gives the focus back to the card"
    );
    assert_eq!(
        body_data(c, "version").await,
        version,
        "a look at help decided"
    );
    js(
        c,
        "document.querySelector(\"[data-tapped='1']\")?.removeAttribute('data-tapped'); return 1;",
    )
    .await;
    true
}

/// The list of choices: every legal action is there once, in groups with their counts; a long
/// list is folded but for the group of the decision in front.
async fn check_grouped_list(c: &Client) {
    let list = js(
        c,
        "const groups = [...document.querySelectorAll('#actions details.choice-group')];
         return { groups: groups.map((d) => ({ open: d.open, count: Number(d.dataset.count),
                    buttons: d.querySelectorAll('button.action').length,
                    summary: d.querySelector('summary').textContent })),
                  total: document.querySelectorAll('#actions button.action').length,
                  indices: [...document.querySelectorAll('#actions button.action')].map((b) => Number(b.dataset.index)) };",
    )
    .await;
    let groups = list["groups"].as_array().unwrap();
    let total = list["total"].as_u64().unwrap();
    assert!(!groups.is_empty(), "{list}");
    let mut sum = 0;
    for g in groups {
        assert_eq!(g["count"], g["buttons"], "{list}");
        assert!(
            g["summary"]
                .as_str()
                .unwrap()
                .contains(&format!("({})", g["count"])),
            "{list}"
        );
        sum += g["count"].as_u64().unwrap();
    }
    assert_eq!(sum, total, "{list}");
    let mut indices: Vec<u64> = list["indices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    indices.sort_unstable();
    assert_eq!(indices, (0..total).collect::<Vec<_>>(), "{list}");
    assert_eq!(
        groups[0]["open"],
        json!(true),
        "the decision in front: {list}"
    );
    if total > 8 && groups.len() > 2 {
        assert!(
            groups.iter().any(|g| g["open"] == json!(false)),
            "a long list is folded: {list}"
        );
    }
}

/// What happened in one game played on the board.
#[derive(Default)]
struct Played {
    moves: Vec<String>,
    kinds: BTreeMap<String, u32>,
    helped: bool,
}

/// Plays my seat to the end by clicking targets and menus only. Among the clickable targets
/// it takes the kind clicked least so far, and within it the target clicked least, so that
/// every part of the page gets used; a menu is answered in turn. At decision `look_at` it
/// runs axe-core and takes the screenshots at both sizes.
async fn play_on_the_board(c: &Client, ruleset: &str, axe: &str, limit: Duration) -> Played {
    let started = Instant::now();
    let mut p = Played::default();
    let mut keys: HashMap<String, u32> = HashMap::new();
    loop {
        assert!(
            started.elapsed() < limit,
            "{ruleset}: the game takes too long: {:?}",
            p.moves
        );
        wait_js(
            c,
            "(document.body.dataset.myTurn === '1' && document.querySelectorAll('#actions button.action:not([disabled])').length) || document.body.dataset.over === '1'",
            "my decision",
        )
        .await;
        if body_data(c, "over").await == "1" {
            break;
        }
        let version = body_data(c, "version").await;
        let untargeted = body_data(c, "untargeted").await;
        let missing: Vec<&str> = untargeted.split(',').filter(|k| !k.is_empty()).collect();
        if !missing.is_empty() {
            shot(c, &format!("bp-{ruleset}-untargeted")).await;
            panic!(
                "{ruleset}: nothing to click for {missing:?} (after {:?})",
                p.moves
            );
        }
        check_grouped_list(c).await;
        if !p.helped {
            p.helped = tap_shows_help(c, ruleset, axe, &version).await;
        }
        if p.moves.len() == 3 {
            look_at(c, ruleset, axe).await;
        }
        let kinds = legal_kinds(c).await;
        let what = if kinds.iter().all(|k| TRADE_KINDS.contains(&k.as_str())) {
            answer_trade_in_the_panel(c, &kinds).await
        } else {
            click_a_target(c, ruleset, &mut p, &mut keys).await
        };
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
            "{ruleset}: an error after {what}"
        );
        p.moves.push(what);
    }
    p
}

/// One decision by a target (and the menu it opens). Returns what was clicked.
async fn click_a_target(
    c: &Client,
    ruleset: &str,
    p: &mut Played,
    keys: &mut HashMap<String, u32>,
) -> String {
    let found = strings(
        &js(
            c,
            "return [...new Set([...document.querySelectorAll('[data-target]')]
                .filter((e) => !e.closest('#actions') && !e.closest('#choice') && e.dataset.target)
                .map((e) => e.dataset.target))];",
        )
        .await,
    );
    let kind = |k: &str| k.split(':').next().unwrap_or(k).to_string();
    let key = found
        .iter()
        .filter(|k| !TRADE_TARGETS.contains(&kind(k).as_str()))
        .min_by_key(|k| {
            (
                p.kinds.get(&kind(k)).copied().unwrap_or(0),
                keys.get(*k).copied().unwrap_or(0),
            )
        })
        .unwrap_or_else(|| panic!("{ruleset}: nothing to click (after {:?})", p.moves))
        .clone();
    *p.kinds.entry(kind(&key)).or_default() += 1;
    *keys.entry(key.clone()).or_default() += 1;
    let el = c
        .find(Locator::Css(&format!("[data-target=\"{key}\"]")))
        .await
        .expect("the target is on the page");
    js(
        c,
        &format!(
            "document.querySelector('[data-target=\"{key}\"]').scrollIntoView({{ block: 'center' }}); return 1;"
        ),
    )
    .await;
    el.click()
        .await
        .unwrap_or_else(|e| panic!("{ruleset}: click {key}: {e}"));
    let mut what = key.clone();
    if js(c, "return !document.getElementById('choice').hidden;").await == json!(true) {
        let choices = c
            .find_all(Locator::Css("#choice .choice-btn"))
            .await
            .unwrap();
        assert!(!choices.is_empty(), "{ruleset}: an empty menu at {key}");
        for b in &choices {
            let label = b.text().await.unwrap_or_default();
            assert!(!label.trim().is_empty(), "a blank choice at {key}");
        }
        let pick = p.moves.len() % choices.len();
        choices[pick].click().await.expect("click a choice");
        what.push_str(&format!(" + menu {}/{}", pick + 1, choices.len()));
    }
    what
}

/// axe-core at a decision, and its screenshots at 1280×900 and 390×844 (looked at by hand).
async fn look_at(c: &Client, ruleset: &str, axe: &str) {
    axe_check(c, axe, &format!("a {ruleset} decision on the board")).await;
    for (w, h) in [(1280, 900), (390, 844)] {
        c.set_window_size(w, h).await.unwrap();
        js(c, "window.scrollTo(0, 0); return 1;").await;
        tokio::time::sleep(Duration::from_millis(300)).await;
        shot(c, &format!("90-board-play-{ruleset}-{w}x{h}")).await;
    }
    js(
        c,
        "document.getElementById('board-wrap').scrollIntoView({ block: 'start' }); return 1;",
    )
    .await;
    shot(c, &format!("90-board-play-{ruleset}-390x844-board")).await;
    js(
        c,
        "document.getElementById('decision').scrollIntoView({ block: 'start' }); return 1;",
    )
    .await;
    shot(c, &format!("90-board-play-{ruleset}-390x844-choices")).await;
    c.set_window_size(1280, 900).await.unwrap();
}

/// Each rule set, me against bots, to the end by clicking on the board, the cards and the
/// characters; the score sheet at the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn every_rule_set_is_played_to_the_end_on_the_board() {
    let mut driver = driver();
    let axe = axe_source();
    let dir = TempDir::new("e2e-board-play");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    let bot = || json!({"kind": "bot", "bot": "greedy"});
    let games = [
        (
            "rotterdam",
            json!({"players": 3, "round_cap": 5, "seed": 7,
            "seats": [{"kind": "human"}, bot(), bot()]}),
        ),
        (
            "masters",
            json!({"players": 2, "round_cap": 2, "seed": 11,
            "variants": {"auction": "true"}, "seats": [{"kind": "human"}, bot()]}),
        ),
        (
            "antwerpen",
            json!({"players": 2, "round_cap": 24, "seed": 5,
            "seats": [{"kind": "human"}, bot()]}),
        ),
    ];
    for (ruleset, mut req) in games {
        req["ruleset"] = json!(ruleset);
        req["host_seat"] = json!(0);
        req["name"] = json!("Mia");
        let (status, created) = common::post_json(server.addr, "/api/tables", &req).await;
        assert_eq!(status, 201, "{ruleset}: {created}");
        c.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
            .await
            .unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.querySelectorAll('#board .pos').length > 10",
            "the table",
        )
        .await;
        let started = Instant::now();
        let played = play_on_the_board(&c, ruleset, &axe, Duration::from_secs(240)).await;
        eprintln!(
            "{ruleset}: {} decisions on the board in {:.1} s: {:?}",
            played.moves.len(),
            started.elapsed().as_secs_f32(),
            played.kinds
        );
        assert!(played.helped, "{ruleset}: never a card or character to tap");
        assert!(
            played.moves.len() >= 5,
            "{ruleset}: a whole game: {:?}",
            played.moves
        );
        // Never the list: the board, cards, characters, the turn bar and the trade panel.
        assert!(
            !played.moves.iter().any(|m| m.starts_with("list")),
            "{ruleset}: {:?}",
            played.moves
        );
        wait_js(
            &c,
            "document.getElementById('score-sheet') && !document.getElementById('scores').hidden",
            "the score sheet",
        )
        .await;
        assert_eq!(body_data(&c, "untargeted").await, "");
        shot(&c, &format!("91-board-play-{ruleset}-end")).await;
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
