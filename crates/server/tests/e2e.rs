//! End-to-end tests in real headless Chromium (STACK.md recipe: Debian's chromium and
//! chromedriver, driven with fantoccini). A person's story: create a table in the lobby with
//! bots, play it to the end by clicking on the board and the panels, reload in the middle and
//! go on, watch as a spectator, switch to Dutch, open the replay and step through it with every
//! hand revealed. Masters of Trade and Antwerpen: a table from the lobby, played to the end by
//! clicking only the board and the rule set's panels (every legal action must have something to
//! click), the score sheet, the panels in Dutch. German and French: the lobby, a table of each
//! rule set and the replay, read in that language. Screenshots go to `target/e2e-artifacts/`.
//!
//! Needs `/usr/bin/chromium` and `/usr/bin/chromedriver` (`.ci/install-browser.sh`). Without
//! them the test fails, unless `HAVENBARON_E2E_OPTIONAL=1` is set: then it is skipped with a
//! message.

mod common;

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::TempDir;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

fn artifacts() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e-artifacts");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// chromedriver, killed on drop.
struct Driver {
    child: Child,
    port: u16,
    profiles: Vec<TempDir>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // chromedriver runs in its own process group with the browsers it started: end them
        // all, also when a test failed before closing its sessions. `--` matters: procps-ng's
        // `kill -KILL -PGID` signals every process the user may signal (kill(-1)), not the
        // group; `kill -s KILL -- -PGID` signals the group.
        let pgid = self.child.id();
        if pgid > 1 {
            let _ = Command::new("kill")
                .args(["-s", "KILL", "--", &format!("-{pgid}")])
                .status();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver, or `None` when the browser is absent and the test is optional.
fn driver() -> Option<Driver> {
    let present =
        std::path::Path::new(CHROMIUM).exists() && std::path::Path::new(CHROMEDRIVER).exists();
    if !present {
        if std::env::var("HAVENBARON_E2E_OPTIONAL").as_deref() == Ok("1") {
            eprintln!(
                "SKIPPED: browser end-to-end test: {CHROMIUM} or {CHROMEDRIVER} is missing \
                 (HAVENBARON_E2E_OPTIONAL=1); install them with .ci/install-browser.sh"
            );
            return None;
        }
        panic!(
            "{CHROMIUM} and {CHROMEDRIVER} are needed for the browser tests: run \
             .ci/install-browser.sh (apt-get install -y chromium chromium-driver), or set \
             HAVENBARON_E2E_OPTIONAL=1 to skip them where no browser can be installed"
        );
    }
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(CHROMEDRIVER)
        .process_group(0)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    Some(Driver {
        child,
        port,
        profiles: Vec::new(),
    })
}

impl Driver {
    /// A new browser session with its own fresh profile.
    async fn session(&mut self) -> Client {
        let profile = TempDir::new("chromium-profile");
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                    "--window-size=1280,900", "--lang=en-GB",
                    format!("--user-data-dir={}", profile.0.display())]
            }
        });
        self.profiles.push(profile);
        let caps = match caps {
            Value::Object(m) => m,
            _ => unreachable!(),
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let mut b = ClientBuilder::rustls().expect("TLS roots");
            b.capabilities(caps.clone());
            match b.connect(&format!("http://127.0.0.1:{}", self.port)).await {
                Ok(c) => return c,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("cannot reach chromedriver: {e}"),
            }
        }
    }
}

async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("screenshot");
    std::fs::write(artifacts().join(format!("{name}.png")), png).unwrap();
}

async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.expect("script runs")
}

/// Waits until `script` (a JS expression) is truthy.
async fn wait_js(c: &Client, script: &str, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let v = js(c, &format!("return !!({script});")).await;
        if v == json!(true) {
            return;
        }
        if Instant::now() > deadline {
            shot(c, &format!("timeout-{}", what.replace(' ', "-"))).await;
            panic!("timed out waiting for {what} ({script})");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn body_data(c: &Client, key: &str) -> String {
    js(c, &format!("return document.body.dataset.{key} || '';"))
        .await
        .as_str()
        .unwrap_or("")
        .to_string()
}

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browser_lobby_play_reload_spectate_replay() {
    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;

    // Lobby: name, three players (me and two bots), three rounds, create.
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        &c,
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
        &c,
        "document.querySelectorAll('.seat-row').length === 3",
        "three seat rows",
    )
    .await;
    c.find(Locator::Id("round_cap"))
        .await
        .unwrap()
        .send_keys("3")
        .await
        .unwrap();
    shot(&c, "01-lobby").await;
    c.find(Locator::Id("create-btn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(&c, "location.pathname.startsWith('/t/')", "the table page").await;
    wait_js(
        &c,
        "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
        "the first update",
    )
    .await;
    let url = c.current_url().await.unwrap();
    let table = url.path().trim_start_matches("/t/").to_string();
    assert_eq!(body_data(&c, "you").await, "0");
    wait_js(
        &c,
        "document.querySelectorAll('#board .pos').length > 10",
        "the board",
    )
    .await;
    shot(&c, "02-table-start").await;

    // Play by clicking; reload once in the middle; watch as a spectator meanwhile.
    let mut moves = Vec::new();
    let mut reloaded = false;
    let mut spectator: Option<Client> = None;
    let started = Instant::now();
    while body_data(&c, "over").await != "1" {
        assert!(
            started.elapsed() < Duration::from_secs(420),
            "the game takes too long: {moves:?}"
        );
        wait_js(
            &c,
            "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
            "my decision",
        )
        .await;
        if body_data(&c, "over").await == "1" {
            break;
        }
        moves.push(click_one_decision(&c).await);
        if moves.len() == 2 {
            shot(&c, "03-mid-game").await;
        }
        if moves.len() == 3 && !reloaded {
            let before: u64 = body_data(&c, "version").await.parse().unwrap();
            c.refresh().await.unwrap();
            wait_js(
                &c,
                "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
                "the page after reload",
            )
            .await;
            let after: u64 = body_data(&c, "version").await.parse().unwrap();
            assert!(after >= before, "reload lost moves: {before} → {after}");
            assert_eq!(
                body_data(&c, "you").await,
                "0",
                "the seat is kept after reload"
            );
            shot(&c, "04-after-reload").await;
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

    // Replay: step through, reveal every hand.
    c.find(Locator::Id("replay-link"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(&c, "document.body.dataset.steps > 0", "the replay").await;
    assert_eq!(body_data(&c, "step").await, "0");
    for _ in 0..5 {
        c.find(Locator::Id("next"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    wait_js(&c, "document.body.dataset.step === '5'", "step 5").await;
    shot(&c, "09-replay-step5").await;
    c.find(Locator::Id("reveal"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &c,
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
    wait_js(&c, "document.body.dataset.step === document.body.dataset.steps && document.getElementById('score-sheet')", "the last step").await;
    shot(&c, "10-replay-end-revealed").await;

    if let Some(s) = spectator {
        s.close().await.unwrap();
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The other rule sets: the page opens, and a person can play from the plain list of legal
/// actions (the fallback when the client has no drawing for a rule set's view).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_rule_set_opens_and_plays_from_the_action_list() {
    let Some(mut driver) = driver() else {
        return;
    };
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

/// Creates a table from the lobby form: my name, a rule set, two players (me and a greedy
/// bot), variants ticked or chosen, a seed and a cap; lands on the table page.
async fn create_in_lobby(
    c: &Client,
    base: &str,
    ruleset: &str,
    switches: &[&str],
    choices: &[(&str, &str)],
    cap: u32,
    shot_name: &str,
) {
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
        .send_keys("Mia")
        .await
        .unwrap();
    c.find(Locator::Id("ruleset"))
        .await
        .unwrap()
        .select_by_value(ruleset)
        .await
        .unwrap();
    c.find(Locator::Id("players"))
        .await
        .unwrap()
        .select_by_value("2")
        .await
        .unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.seat-row').length === 2",
        "two seat rows",
    )
    .await;
    for v in switches {
        c.find(Locator::Id(&format!("variant-{v}")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    for (v, value) in choices {
        c.find(Locator::Id(&format!("variant-{v}")))
            .await
            .unwrap()
            .select_by_value(value)
            .await
            .unwrap();
    }
    c.find(Locator::Id("round_cap"))
        .await
        .unwrap()
        .send_keys(&cap.to_string())
        .await
        .unwrap();
    c.find(Locator::Id("seed"))
        .await
        .unwrap()
        .send_keys("11")
        .await
        .unwrap();
    shot(c, shot_name).await;
    c.find(Locator::Id("create-btn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(c, "location.pathname.startsWith('/t/')", "the table page").await;
    wait_js(
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.version !== '' && document.querySelectorAll('#board .pos').length > 10",
        "the first update",
    )
    .await;
    assert_eq!(body_data(c, "you").await, "0");
    assert_eq!(body_data(c, "ruleset").await, ruleset);
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
        el.click()
            .await
            .unwrap_or_else(|e| panic!("click {key}: {e}"));
        let mut what = key.clone();
        if js(c, "return !document.getElementById('choice').hidden;").await == json!(true) {
            let choices = c
                .find_all(Locator::Css("#choice .choice-btn"))
                .await
                .unwrap();
            assert!(choices.len() > 1, "a menu for one choice");
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
async fn browser_masters_played_by_clicking_the_panels() {
    let Some(mut driver) = driver() else {
        return;
    };
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
async fn browser_antwerpen_played_by_clicking_the_panels() {
    let Some(mut driver) = driver() else {
        return;
    };
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

/// The page and the terminal speak with one catalogue: the first action button of a Rotterdam
/// table reads exactly as the terminal words the same action (`havenbaron_words`), in every
/// language of the catalogue (English, Dutch, German, French). Screenshots of the table in Dutch, wide
/// and phone-sized.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_and_the_terminal_share_their_words() {
    use havenbaron_engine::{Action, Config, Game, Ruleset};
    use havenbaron_words::Words;

    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-words");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let url = format!("{base}{}", created["url"].as_str().unwrap());
    // Placing a ship is worded from the data alone, whatever the state: a fresh game words it.
    let game = Game::new(&Config::new(Ruleset::Rotterdam, 2, 1)).unwrap();
    let c = driver.session().await;
    for lang in havenbaron_words::LANGS {
        c.goto(&url).await.unwrap();
        js(
            &c,
            &format!("localStorage.setItem('hb.lang', '{lang}'); return 1;"),
        )
        .await;
        c.refresh().await.unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
            "my decision",
        )
        .await;
        assert_eq!(
            js(&c, "return document.documentElement.lang;").await,
            json!(lang)
        );
        let button = c
            .find(Locator::Css("#actions button[data-kind='place_ship']"))
            .await
            .expect("a place_ship button in phase 1");
        let shown = button.text().await.unwrap();
        let action =
            Action::from_json(&button.attr("data-action").await.unwrap().unwrap()).unwrap();
        let words = Words::new(lang).unwrap();
        let terminal = words.format(&game.describe(&action), &|s| words.seat(s));
        assert_eq!(
            shown.trim(),
            terminal,
            "{lang}: the page and the terminal differ"
        );
        if lang == "nl" {
            assert!(terminal.starts_with("zet een schip op"), "{terminal}");
            shot(&c, "30-table-nl-1280x900").await;
            c.set_window_size(390, 844).await.unwrap();
            tokio::time::sleep(Duration::from_millis(300)).await;
            shot(&c, "31-table-nl-390x844").await;
            c.set_window_size(1280, 900).await.unwrap();
        } else {
            let start = match lang {
                "de" => "ein Schiff auf",
                "fr" => "placer un navire sur",
                _ => "place a ship on",
            };
            assert!(terminal.starts_with(start), "{terminal}");
        }
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The server's errors show in the page's language, from the catalogue: joining a table that
/// filled up meanwhile (an HTTP refusal in the lobby), the replay of an unfinished game, and
/// opening a table with a seat link
/// whose secret no longer works (a WebSocket refusal: the table page stops and says why), on
/// a Dutch page, worded exactly as `havenbaron_words` words them. Screenshots of the refused
/// link in Dutch, wide and phone-sized.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn errors_show_in_the_page_language() {
    use havenbaron_engine::Message;
    use havenbaron_words::Words;

    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-errors");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let old_invite = created["invites"][0]["token"].as_str().unwrap();
    let nl = Words::new("nl").unwrap();
    let said = |m: Message| nl.check(&m, &|s| format!("Plaats {}", s + 1)).unwrap();

    // The lobby, in Dutch, lists the open table; someone else takes the seat first.
    let c = driver.session().await;
    c.goto(&base).await.unwrap();
    js(&c, "localStorage.setItem('hb.lang', 'nl'); return 1;").await;
    c.refresh().await.unwrap();
    let join = format!("li[data-table='{id}'] button.join");
    wait_js(
        &c,
        &format!("document.querySelector(\"{join}\")"),
        "the open table in the lobby",
    )
    .await;
    js(
        &c,
        "document.getElementById('name').value = 'Piet'; return 1;",
    )
    .await;
    let (status, _) = common::post_json(
        server.addr,
        &format!("/api/tables/{id}/join"),
        &json!({"name": "Dee"}),
    )
    .await;
    assert_eq!(status, 200);
    c.find(Locator::Css(&join))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let full = said(Message::new("error-full"));
    assert_eq!(full, "Alle plaatsen aan deze tafel zijn bezet.");
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent.endsWith({})",
            json!(full)
        ),
        "the Dutch refusal to join",
    )
    .await;
    shot(&c, "50-lobby-error-nl-1280x900").await;

    // The replay of a game still being played does not open yet.
    c.goto(&format!("{base}/replay/{id}")).await.unwrap();
    let unfinished = said(Message::new("error-replay-not-finished"));
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent.endsWith({})",
            json!(unfinished)
        ),
        "the Dutch refusal of an unfinished replay",
    )
    .await;

    // The old invite link: its secret was replaced when the seat was taken in the lobby.
    c.goto(&format!("{base}/t/{id}#token={old_invite}"))
        .await
        .unwrap();
    let wrong = said(Message::new("error-wrong-token"));
    assert!(wrong.starts_with("Het geheim van deze link"), "{wrong}");
    wait_js(
        &c,
        &format!(
            "document.getElementById('error').textContent.endsWith({w}) && document.getElementById('status').textContent === 'Fout'",
            w = json!(wrong)
        ),
        "the Dutch refusal of the seat link",
    )
    .await;
    assert_eq!(
        js(&c, "return document.documentElement.lang;").await,
        json!("nl")
    );
    shot(&c, "51-table-error-nl-1280x900").await;
    c.set_window_size(390, 844).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    shot(&c, "52-table-error-nl-390x844").await;
    // The error that stopped the page stays, and is reworded when the language changes.
    js(
        &c,
        "const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change')); return 1;",
    )
    .await;
    let en = Words::english();
    let wrong_en = en
        .check(&Message::new("error-wrong-token"), &|s| s.to_string())
        .unwrap();
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent === {}",
            json!(format!("Error: {wrong_en}"))
        ),
        "the refusal of the seat link in English",
    )
    .await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Reads `ws` until its latest update is at least `version`; returns that update.
async fn caught_up(ws: &mut common::Ws, version: u64) -> Value {
    loop {
        if let Some(u) = ws.last_update()
            && u["version"].as_u64().unwrap() >= version
        {
            return u.clone();
        }
        ws.next(Duration::from_secs(10))
            .await
            .expect("an update over the WebSocket");
    }
}

/// Plays a table whose seats are all people over their sockets (`socks[s]` plays seat `s`),
/// each decision chosen by `pick` from the seat's update, until `stop` holds for the update of
/// the seat to act. Returns that seat and its update. Quick: it waits for the updates it needs,
/// never for silence.
async fn drive_until(
    socks: &mut [common::Ws],
    mut pick: impl FnMut(&Value) -> Value,
    stop: impl Fn(&Value) -> bool,
    max: usize,
) -> (usize, Value) {
    let mut version = 0;
    for ws in socks.iter_mut() {
        version = version.max(ws.until("update").await["version"].as_u64().unwrap());
    }
    for _ in 0..max {
        let any = caught_up(&mut socks[0], version).await;
        assert!(any["outcome"].is_null(), "the game ended first");
        let seat = any["view"]["to_act"].as_u64().expect("a seat to act") as usize;
        let u = caught_up(&mut socks[seat], version).await;
        if stop(&u) {
            return (seat, u);
        }
        let action = pick(&u);
        socks[seat]
            .send(json!({"type": "act", "action": action, "version": version}))
            .await;
        let answer = loop {
            let m = socks[seat]
                .next(Duration::from_secs(10))
                .await
                .expect("an answer");
            if m["type"] == "ack" || m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(answer["type"], "ack", "{action}: {answer}");
        version = answer["version"].as_u64().unwrap();
    }
    panic!("not there after {max} decisions");
}

/// The legal actions' kinds of an update.
fn legal_kinds(u: &Value) -> Vec<&str> {
    u["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"]["type"].as_str().unwrap())
        .collect()
}

/// A seeded choice that gets product cards into hands soon: place loaded ships, call any
/// colour, steer anywhere, and otherwise end the slot (pass, continue, decline).
fn towards_products(seed: u64) -> impl FnMut(&Value) -> Value {
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    move |u: &Value| {
        let legal: Vec<&Value> = u["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| &l["action"])
            .collect();
        let of = |kind: &str| -> Vec<&Value> {
            legal
                .iter()
                .copied()
                .filter(|a| a["type"] == kind && !(kind == "place_ship" && a["cargo"].is_null()))
                .collect()
        };
        for kind in ["place_ship", "call_colour", "steer_fork"] {
            if let Some(a) = of(kind).choose(&mut rng) {
                return (*a).clone();
            }
        }
        for kind in ["continue", "pass", "decline", "withdraw"] {
            if let Some(a) = of(kind).first() {
                return (*a).clone();
            }
        }
        legal[0].clone()
    }
}

/// Opens `url` and waits until the page shows `version` (and, for the seat to act, its
/// decision).
async fn open_at(c: &Client, url: &str, version: u64, deciding: bool) {
    c.goto(url).await.unwrap();
    wait_js(
        c,
        &format!(
            "document.body.dataset.connected === '1' && document.body.dataset.version === '{version}' && document.body.dataset.myTurn === '{}'",
            u8::from(deciding)
        ),
        "the page at the table's version",
    )
    .await;
}

/// Clicks the element `css` and waits until the page moved past `version`; returns the new one.
async fn click_and_wait(c: &Client, css: &str, version: u64) -> u64 {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        &format!(
            "document.body.dataset.version !== '{version}' || !document.getElementById('error').hidden"
        ),
        "the page to take the click",
    )
    .await;
    assert_eq!(
        js(c, "return document.getElementById('error').hidden;").await,
        json!(true),
        "an error after clicking {css}"
    );
    body_data(c, "version").await.parse().unwrap()
}

/// What a page shows (its text, the header left out) once it shows `version`.
async fn page_text_at(c: &Client, version: u64) -> String {
    wait_js(
        c,
        &format!("document.body.dataset.version === '{version}'"),
        "the page to see the new version",
    )
    .await;
    js(c, "return document.querySelector('main').innerText;")
        .await
        .as_str()
        .unwrap()
        .to_string()
}

/// What a page shows (its text, the header left out) after a moment, checking that it still
/// shows `version`: a private step of another seat sends it nothing (C-6).
async fn page_text_still_at(c: &Client, version: u64) -> String {
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(
        body_data(c, "version").await,
        version.to_string(),
        "a page heard of another seat's private step"
    );
    js(c, "return document.querySelector('main').innerText;")
        .await
        .as_str()
        .unwrap()
        .to_string()
}

async fn text_of(c: &Client, css: &str) -> String {
    js(
        c,
        &format!(
            "const e = document.querySelector({}); return e ? e.innerText : '';",
            json!(css)
        ),
    )
    .await
    .as_str()
    .unwrap()
    .to_string()
}

/// The elements (id or tag and class) that reach past the right edge of the window, outermost
/// first, none inside another listed one; empty when nothing falls off the screen.
const WIDER_THAN_THE_SCREEN: &str = "
    const w = document.documentElement.clientWidth;
    const out = [];
    for (const e of document.querySelectorAll('body *')) {
        if (e.getBoundingClientRect().right <= w + 0.5 || out.some((o) => o.contains(e))) continue;
        out.push(e);
    }
    return out.map((e) => e.id ? `#${e.id}` : `${e.tagName.toLowerCase()}.${e.className}`);";

/// Phone and wide screenshots of a page with `css` scrolled into view.
async fn shots_at(c: &Client, css: &str, name: &str) {
    for (w, h) in [(1280, 900), (390, 844)] {
        c.set_window_size(w, h).await.unwrap();
        js(
            c,
            &format!(
                "document.querySelector({}).scrollIntoView({{block: 'center'}}); return 1;",
                json!(css)
            ),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(250)).await;
        shot(c, &format!("{name}-{w}x{h}")).await;
        let wide = js(c, WIDER_THAN_THE_SCREEN).await;
        assert_eq!(wide, json!([]), "{name}: falls off a {w} px wide screen");
    }
    c.set_window_size(1280, 900).await.unwrap();
}

/// What a player composes stays on their own page until it is sent (RULES C-6): a Rotterdam
/// trade offer being composed (R-5) shows on its author's page only, neither on the other
/// seat's page nor a spectator's, not even as a log line; once sent, the addressee sees it. A
/// Masters bid raised in steps (M-5, `auction`) likewise shows to the bidder only, until placed.
/// Both tables are played over the WebSocket to the decision, then clicked in Chromium.
/// Screenshots of both sides at 1280×900 and 390×844.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drafts_show_only_on_their_authors_page() {
    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-drafts");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let started = Instant::now();

    // Rotterdam, two people: played over the sockets until a trade slot with products in hand.
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Anna",
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 11, "round_cap": 20}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        created["invites"][0]["token"].as_str().unwrap().to_string(),
    ];
    let mut socks = Vec::new();
    for t in &tokens {
        socks.push(common::Ws::hello(addr, &id, json!({"type": "hello", "token": t})).await);
    }
    let (author, u) = drive_until(
        &mut socks,
        towards_products(11),
        |u| legal_kinds(u).contains(&"add_give"),
        600,
    )
    .await;
    let other = 1 - author;
    let mut version = u["version"].as_u64().unwrap();
    eprintln!(
        "rotterdam: seat {author} composes at version {version} after {:.1} s",
        started.elapsed().as_secs_f32()
    );
    drop(socks);

    let a = driver.session().await;
    let b = driver.session().await;
    let s = driver.session().await;
    open_at(
        &a,
        &format!("{base}/t/{id}#token={}", tokens[author]),
        version,
        true,
    )
    .await;
    open_at(
        &b,
        &format!("{base}/t/{id}#token={}", tokens[other]),
        version,
        false,
    )
    .await;
    open_at(&s, &format!("{base}/t/{id}"), version, false).await;
    assert_eq!(text_of(&a, "#offer").await, "", "no offer yet");
    let b_before = page_text_at(&b, version).await;
    let s_before = page_text_at(&s, version).await;
    let quiet = version;
    let b_log = text_of(&b, "#log").await;

    // Seat A composes by clicking: a product of its hand to give, one of the list to ask.
    let give = text_of(&a, "#hand-products .clickable[data-target^='give:']").await;
    let give = give
        .split_once("× ")
        .unwrap()
        .1
        .split(" (")
        .next()
        .unwrap()
        .to_string();
    let ask = js(
        &a,
        &format!(
            "return [...document.querySelectorAll(\"#products .clickable[data-target^='ask:']\")].map((e) => e.innerText.split(' (')[0]).find((n) => n !== {});",
            json!(give)
        ),
    )
    .await
    .as_str()
    .expect("another product to ask")
    .to_string();
    version = click_and_wait(
        &a,
        "#hand-products .clickable[data-target^='give:']",
        version,
    )
    .await;
    let ask_css = js(
        &a,
        &format!(
            "const e = [...document.querySelectorAll(\"#products .clickable[data-target^='ask:']\")].find((e) => e.innerText.startsWith({} + ' (')); return `#products [data-target='${{e.dataset.target}}']`;",
            json!(ask)
        ),
    )
    .await
    .as_str()
    .unwrap()
    .to_string();
    version = click_and_wait(&a, &ask_css, version).await;

    // The author's page shows the draft, as not sent yet.
    let draft = text_of(&a, "#offer #offer-draft").await;
    assert!(
        draft.starts_with("Your offer, not sent yet:")
            && draft.contains(&format!("you give 1× {give}, you ask 1× {ask}")),
        "the author sees the draft ({give} for {ask}) as a draft: {draft:?}"
    );
    // The other seat and the spectator were sent nothing of either step: the very same page
    // as before, at the same version, no offer, no log line.
    for (c, before, who) in [
        (&b, &b_before, "the other seat"),
        (&s, &s_before, "a spectator"),
    ] {
        let now = page_text_still_at(c, quiet).await;
        assert_eq!(
            &now, before,
            "{who}'s page changed while the offer was composed"
        );
        assert_eq!(text_of(c, "#offer").await, "", "{who} sees no draft");
    }
    assert_eq!(
        text_of(&b, "#log").await,
        b_log,
        "no log line for the steps"
    );
    shots_at(&a, "#offer", "60-draft-author").await;
    shots_at(&b, "#offer", "61-draft-other-seat").await;

    // Sent to the other seat: now its page shows the offer, and it answers.
    version = click_and_wait(
        &a,
        &format!("#players .clickable[data-target='seat:{other}']"),
        version,
    )
    .await;
    wait_js(
        &b,
        &format!(
            "document.body.dataset.version === '{version}' && document.body.dataset.myTurn === '1'"
        ),
        "the offer to reach the other seat",
    )
    .await;
    let sent = text_of(&b, "#offer #offer-sent").await;
    assert!(
        sent.ends_with(&format!(": gives 1× {give}, asks 1× {ask}")),
        "the addressee sees the offer ({give} for {ask}): {sent:?}"
    );
    wait_js(
        &a,
        &format!("document.body.dataset.version === '{version}' && document.getElementById('offer-sent') && !document.getElementById('offer-draft')"),
        "the author's page to show the offer as sent",
    )
    .await;
    assert_ne!(text_of(&b, "#log").await, b_log, "the sent offer is logged");
    shots_at(&b, "#offer", "62-offer-sent-other-seat").await;
    s.close().await.unwrap();

    // Masters with the auction, two people: played until the first bid.
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": "masters", "players": 2, "host_seat": 0, "name": "Anna",
                "variants": {"auction": "true"},
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 11, "round_cap": 2}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        created["invites"][0]["token"].as_str().unwrap().to_string(),
    ];
    let mut socks = Vec::new();
    for t in &tokens {
        socks.push(common::Ws::hello(addr, &id, json!({"type": "hello", "token": t})).await);
    }
    let (bidder, u) = drive_until(
        &mut socks,
        towards_products(11),
        |u| legal_kinds(u).contains(&"raise_bid"),
        50,
    )
    .await;
    let other = 1 - bidder;
    let mut version = u["version"].as_u64().unwrap();
    drop(socks);
    open_at(
        &a,
        &format!("{base}/t/{id}#token={}", tokens[bidder]),
        version,
        true,
    )
    .await;
    open_at(
        &b,
        &format!("{base}/t/{id}#token={}", tokens[other]),
        version,
        false,
    )
    .await;
    let b_before = page_text_at(&b, version).await;
    let quiet = version;
    let lowest: u64 = text_of(&a, "#m-auction [data-target^='bid:']")
        .await
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    version = click_and_wait(&a, "#m-auction [data-target='raise:1']", version).await;
    version = click_and_wait(&a, "#m-auction [data-target='raise:5']", version).await;
    let amount = lowest + 6;
    assert_eq!(
        text_of(&a, "#m-auction #bid-draft").await,
        format!("Your bid: {amount} (not placed yet; only you can see it)"),
        "the bidder sees the bid being raised to {amount}"
    );
    let now = page_text_still_at(&b, quiet).await;
    assert_eq!(
        now, b_before,
        "the other seat's page changed while the bid was raised"
    );
    assert!(!now.contains("not placed yet"), "{now}");
    assert_eq!(text_of(&b, "#bid-draft").await, "");
    shots_at(&a, "#m-auction", "63-bid-raised-bidder").await;
    shots_at(&b, "#m-auction", "64-bid-raised-other-seat").await;
    version = click_and_wait(
        &a,
        &format!("#m-auction [data-target='bid:{amount}']"),
        version,
    )
    .await;
    let _ = version;
    wait_js(
        &b,
        &format!(
            "document.body.dataset.myTurn === '1' && document.getElementById('m-auction').innerText.includes('High bid: {amount}')"
        ),
        "the placed bid on the other seat's page",
    )
    .await;
    eprintln!("drafts: {:.1} s", started.elapsed().as_secs_f32());
    a.close().await.unwrap();
    b.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// C-7: a game stopped by the safety cap is unfinished. Its score sheet says so and marks
/// no winner, and the lobby lists it as unfinished rather than with a trophy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_capped_game_shows_as_unfinished_with_no_winner() {
    let Some(mut driver) = driver() else {
        return;
    };
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

/// The page's text contains no raw message id (a `help-…` or `web-…` id the catalogue lacks
/// shows as the id itself): returns the ids found, none expected.
const RAW_IDS: &str = "
    const text = document.body.innerText + ' ' + [...document.querySelectorAll('[title],[aria-label]')]
        .map((e) => (e.getAttribute('title') || '') + ' ' + (e.getAttribute('aria-label') || '')).join(' ')
        + ' ' + (document.getElementById('tip-store')?.textContent || '');
    return [...new Set(text.match(/\\b(help|web)-[a-z][a-z0-9_-]*/g) || [])];";

/// The tooltip of the first element matching `css`: its `title` and the text of the element
/// its aria-describedby names (they must agree, and say something).
async fn tooltip_of(c: &Client, css: &str) -> String {
    let v = js(
        c,
        &format!(
            "const e = document.querySelector({}); if (!e) return null;
             const d = document.getElementById((e.getAttribute('aria-describedby') || '').split(' ').pop());
             return [e.title, d ? d.textContent : null, e.tabIndex];",
            json!(css)
        ),
    )
    .await;
    assert!(v.is_array(), "no element {css}");
    let title = v[0].as_str().unwrap_or("").to_string();
    assert!(title.len() > 15, "{css}: no tooltip: {v}");
    assert_eq!(
        v[1].as_str(),
        Some(title.as_str()),
        "{css}: the description differs from the title"
    );
    assert!(
        v[2].as_i64().unwrap() >= 0,
        "{css}: keyboard users cannot reach it"
    );
    title
}

/// Help at the table (issue 14, item 1), in every language of the catalogue: the rules page of
/// each rule set opens from the lobby (the link beside the chosen rule set) and from a table
/// (a new tab: the game stays open), with every section and no raw message id; cards and
/// characters carry their tooltip (title and accessible description, focusable) in the rules
/// page and at the table; the line of what to do now shows the current decision, worded as
/// the catalogue words it; the header says how the game ends (Rotterdam near its safety cap,
/// Masters with fixed rounds, Antwerpen by the third mission) instead of "round 1/60".
/// Screenshots of the rules pages and tables at 1280×900 and 390×844.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_pages_tooltips_and_what_to_do_now() {
    use havenbaron_engine::Message;
    use havenbaron_words::{LANGS, Words};

    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-help");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    // One table per rule set, seat 0 for a person (this browser), the others bots:
    // Rotterdam with a safety cap of 2 rounds (near from the start), Masters with fixed rounds.
    let mut tables = Vec::new();
    for (ruleset, extra) in [
        ("rotterdam", json!({"round_cap": 2})),
        ("masters", json!({"variants": {"fixed_rounds": "true"}})),
        ("antwerpen", json!({})),
    ] {
        let mut req = json!({"ruleset": ruleset, "players": 2, "host_seat": 0, "name": "Eva",
            "seed": 3, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]});
        for (k, v) in extra.as_object().unwrap() {
            req[k] = v.clone();
        }
        let (status, created) = common::post_json(server.addr, "/api/tables", &req).await;
        assert_eq!(status, 201, "{created}");
        tables.push((
            ruleset,
            format!("{base}{}", created["url"].as_str().unwrap()),
        ));
    }
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    for lang in LANGS {
        let words = Words::new(lang).unwrap();
        c.goto(&format!("{base}/")).await.unwrap();
        js(
            &c,
            &format!("localStorage.setItem('hb.lang', '{lang}'); return 1;"),
        )
        .await;
        for (ruleset, _) in &tables {
            // The lobby: the link beside the chosen rule set opens its rules.
            c.goto(&format!("{base}/")).await.unwrap();
            wait_js(
                &c,
                "document.getElementById('rules-link')",
                "the rules link in the lobby",
            )
            .await;
            c.find(Locator::Id("ruleset"))
                .await
                .unwrap()
                .select_by_value(ruleset)
                .await
                .unwrap();
            wait_js(
                &c,
                &format!("document.getElementById('rules-link').getAttribute('href') === '/rules/{ruleset}'"),
                "the rules link of the chosen rule set",
            )
            .await;
            let label = text_of(&c, "#rules-link").await;
            if *ruleset == "masters" {
                shot(&c, &format!("82-lobby-rules-link-{lang}")).await;
            }
            assert_eq!(
                label,
                words.format(
                    &Message::new("help-rules-of").arg(
                        "game",
                        havenbaron_engine::Arg::Text(words.text(&format!("{ruleset}-title")))
                    ),
                    &|s| words.seat(s)
                ),
                "{lang}"
            );
            c.find(Locator::Id("rules-link"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            wait_js(
                &c,
                &format!("document.body.dataset.ready === '1' && document.body.dataset.ruleset === '{ruleset}'"),
                "the rules page",
            )
            .await;
            assert_eq!(
                js(&c, "return document.documentElement.lang;").await,
                json!(lang)
            );
            let sections = js(
                &c,
                "return [...document.querySelectorAll('.rules-section')].map((s) => [s.id, s.innerText.length]);",
            )
            .await;
            let ids: Vec<&str> = sections
                .as_array()
                .unwrap()
                .iter()
                .map(|s| s[0].as_str().unwrap())
                .collect();
            for want in [
                "sec-goal",
                "sec-material",
                "sec-sailing",
                "sec-delivering",
                "sec-cards",
                "sec-trading",
                "sec-end",
                "sec-variants",
            ] {
                assert!(
                    ids.contains(&want),
                    "{lang} {ruleset}: no {want} in {ids:?}"
                );
            }
            for s in sections.as_array().unwrap() {
                assert!(
                    s[1].as_i64().unwrap() > 25,
                    "{lang} {ruleset}: {s} says almost nothing"
                );
            }
            assert_eq!(
                js(&c, RAW_IDS).await,
                json!([]),
                "{lang} {ruleset}: raw ids in the rules page"
            );
            // Cards and characters with their tooltips, the harbours from the data.
            let (card, count) = match *ruleset {
                "rotterdam" => ("dt[data-help='card:storm']", 9),
                "masters" => ("dt[data-help='char:discharger']", 9 + 8),
                _ => ("dt[data-help='shipcard:anchor']", 7 + 8),
            };
            let tip = tooltip_of(&c, card).await;
            if *ruleset == "rotterdam" {
                assert!(tip.starts_with(&words.text("help-card-storm")), "{tip}");
            }
            assert_eq!(
                js(
                    &c,
                    "return document.querySelectorAll('dt[data-help][title]').length;"
                )
                .await,
                json!(count),
                "{lang} {ruleset}: every card and character has its tooltip"
            );
            assert_eq!(
                js(
                    &c,
                    "return document.querySelectorAll('.harbours li').length;"
                )
                .await,
                json!(4),
                "{lang} {ruleset}: four harbours"
            );
            if lang == "en" || *ruleset == "masters" {
                shots_at(&c, "#sec-cards", &format!("80-rules-{ruleset}-{lang}")).await;
                shots_at(&c, "h1", &format!("80-rules-{ruleset}-{lang}-top")).await;
                shots_at(
                    &c,
                    "#sec-variants",
                    &format!("80-rules-{ruleset}-{lang}-end"),
                )
                .await;
            }
        }
        // At each table: the rules link (a new tab), what to do now, how the game ends, tooltips.
        for (ruleset, url) in &tables {
            c.goto(url).await.unwrap();
            wait_js(
                &c,
                "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1' && document.getElementById('todo')",
                "my decision at the table",
            )
            .await;
            let todo = js(&c, "return document.getElementById('todo').textContent;")
                .await
                .as_str()
                .unwrap()
                .to_string();
            let (expected, end, tipped) = match *ruleset {
                "rotterdam" => (
                    words.text("help-do-rotterdam-place"),
                    format!(
                        "{} · {}",
                        words.format(
                            &Message::new("help-end-rotterdam")
                                .num("round", 1)
                                .num("points", 12),
                            &|s| words.seat(s)
                        ),
                        words.format(&Message::new("help-cap-near-round").num("cap", 2), &|s| {
                            words.seat(s)
                        })
                    ),
                    "#hand-missions",
                ),
                "masters" => (
                    words.text("help-do-masters-setup"),
                    words.format(
                        &Message::new("help-end-masters-fixed")
                            .num("round", 1)
                            .num("rounds", 10),
                        &|s| words.seat(s),
                    ),
                    "#planning th[data-help='char:captain']",
                ),
                _ => (
                    words.text("help-do-antwerpen-turn"),
                    words.format(
                        &Message::new("help-end-antwerpen")
                            .num("turn", 1)
                            .arg("seat", havenbaron_engine::Arg::Text("Eva".into())),
                        &|s| words.seat(s),
                    ),
                    "#hand-lock-cards [data-help^='lockcard:']",
                ),
            };
            // "Label: value" in the language's typography (French: a no-break space first).
            let label_value = words.format(
                &Message::new("web-label_value")
                    .arg(
                        "a",
                        havenbaron_engine::Arg::Text(words.text("help-do-label")),
                    )
                    .arg("b", havenbaron_engine::Arg::Text(expected.clone())),
                &|s| words.seat(s),
            );
            assert_eq!(todo, label_value, "{lang} {ruleset}: what to do now");
            assert_eq!(
                text_of(&c, "#end-line").await,
                end,
                "{lang} {ruleset}: the header"
            );
            let info = text_of(&c, "#info").await;
            assert!(
                !info.contains("/60") && !info.contains("/400"),
                "{lang} {ruleset}: {info}"
            );
            if *ruleset != "rotterdam" {
                let tip = tooltip_of(&c, tipped).await;
                // Keyboard users see it too: focusing the element shows the same words.
                let pop = js(
                    &c,
                    &format!(
                        "document.querySelector({}).focus(); const p = document.getElementById('tip-pop');
                         return [!!p && !p.hidden, p ? p.textContent : ''];",
                        json!(tipped)
                    ),
                )
                .await;
                assert_eq!(
                    pop,
                    json!([true, tip]),
                    "{lang} {ruleset}: the tooltip on focus"
                );
            }
            assert_eq!(
                js(&c, RAW_IDS).await,
                json!([]),
                "{lang} {ruleset}: raw ids at the table"
            );
            if lang == "en" {
                js(&c, "window.scrollTo(0, 0); return 1;").await;
                shot(&c, &format!("81-table-help-{ruleset}-1280x900")).await;
                c.set_window_size(390, 844).await.unwrap();
                js(&c, "window.scrollTo(0, 0); return 1;").await;
                tokio::time::sleep(Duration::from_millis(250)).await;
                shot(&c, &format!("81-table-help-{ruleset}-top-390x844")).await;
                js(
                    &c,
                    "document.getElementById('todo').scrollIntoView({block: 'center'}); return 1;",
                )
                .await;
                tokio::time::sleep(Duration::from_millis(250)).await;
                shot(&c, &format!("81-table-help-{ruleset}-390x844")).await;
                // What this page adds stays on a phone's screen (the rest of the table's
                // layout is not this test's).
                let wide = js(&c, WIDER_THAN_THE_SCREEN).await;
                for mine in [
                    "header",
                    "label",
                    "#todo",
                    "#table-rules-link",
                    "#actions",
                    "#info",
                ] {
                    assert!(
                        !wide
                            .as_array()
                            .unwrap()
                            .iter()
                            .any(|w| w.as_str().unwrap().starts_with(mine)),
                        "{ruleset}: {mine} falls off a phone's screen: {wide}"
                    );
                }
                eprintln!("{ruleset} at 390 px, wider than the screen: {wide}");
                c.set_window_size(1280, 900).await.unwrap();
            }
            // The rules link opens a new tab; the table stays where it was.
            let link = js(
                &c,
                "const a = document.getElementById('table-rules-link'); return [a.getAttribute('href'), a.target, a.rel];",
            )
            .await;
            assert_eq!(
                link,
                json!([format!("/rules/{ruleset}"), "_blank", "noopener"])
            );
            let table_window = c.window().await.unwrap();
            c.find(Locator::Id("table-rules-link"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            let deadline = Instant::now() + Duration::from_secs(10);
            let tab = loop {
                let windows = c.windows().await.unwrap();
                if let Some(w) = windows.into_iter().find(|w| *w != table_window) {
                    break w;
                }
                assert!(Instant::now() < deadline, "no new tab for the rules");
                tokio::time::sleep(Duration::from_millis(100)).await;
            };
            c.switch_to_window(tab).await.unwrap();
            wait_js(
                &c,
                &format!("document.body.dataset.ready === '1' && document.body.dataset.ruleset === '{ruleset}'"),
                "the rules page in its tab",
            )
            .await;
            assert_eq!(
                js(&c, RAW_IDS).await,
                json!([]),
                "{lang} {ruleset}: raw ids in the rules tab"
            );
            c.close_window().await.unwrap();
            c.switch_to_window(table_window).await.unwrap();
            assert_eq!(
                body_data(&c, "connected").await,
                "1",
                "the table is still open"
            );
        }
    }
    // The header and the line of what to do in positions a short test does not reach: help.js
    // run in the page on views as the server sends them.
    let words = Words::new("en").unwrap();
    js(&c, "localStorage.setItem('hb.lang', 'en'); return 1;").await;
    c.refresh().await.unwrap();
    wait_js(&c, "document.getElementById('todo')", "the table again").await;
    let shown = js(
        &c,
        "return import('/static/help.js').then((m) => {
            const name = (s) => ['Eva', 'Bo'][s];
            const v = (pub, to_act = 0) => ({ viewer: 0, to_act, public: pub });
            return [
                m.endLine('rotterdam', v({ round: 4, round_cap: 60, step: 'slot', seats: [{ mission_points: 12 }, { mission_points: 3 }] }), null, name),
                m.endLine('rotterdam', v({ round: 4, round_cap: 60, step: 'slot', seats: [{ mission_points: 5 }, { mission_points: 3 }] }), null, name),
                m.endLine('masters', v({ round: 58, round_cap: 60, stage: 'plan', variants: { fixed_rounds: false }, seats: [{ points: 3 }, { points: 9 }] }), { end_points: 15 }, name),
                m.endLine('masters', v({ round: 7, round_cap: 60, stage: 'plan', variants: { fixed_rounds: false }, seats: [{ points: 16 }, { points: 9 }] }), { end_points: 15 }, name),
                m.endLine('antwerpen', v({ turn: 31, turn_cap: 400, players: 2, active: 1, end_after: 33, step: { step: 'turn' } }), null, name),
                m.endLine('antwerpen', v({ turn: 396, turn_cap: 400, players: 2, active: 0, end_after: null, step: { step: 'turn' } }), null, name),
                m.endLine('rotterdam', v({ round: 9, round_cap: 60, step: 'ended', seats: [] }), null, name),
                m.todoText('rotterdam', v({ step: 'slot', phase: 'navigate' }), name),
                m.todoText('rotterdam', v({ step: 'slot', phase: 'navigate', card: { card: 'storm', player: 0, stage: { stage: 'back', ship: 3, steps: 2 } } }), name),
                m.todoText('masters', v({ stage: 'captain', captain_calls: 1 }, 1), name),
                m.todoText('antwerpen', v({ step: { step: 'locks', open: true, left: 2 }, main_done: true }), name),
                m.todoText('antwerpen', v({ step: { step: 'turn' }, main_done: true }), name),
            ];
        });",
    )
    .await;
    let say = |m: Message| words.format(&m, &|s| words.seat(s));
    let text = |t: &str| havenbaron_engine::Arg::Text(t.to_string());
    let expected = json!([
        say(Message::new("help-end-rotterdam-last")
            .num("round", 4)
            .num("points", 12)),
        say(Message::new("help-end-rotterdam")
            .num("round", 4)
            .num("points", 12)),
        format!(
            "{} · {}",
            say(Message::new("help-end-masters")
                .num("round", 58)
                .num("points", 15)),
            say(Message::new("help-cap-near-round").num("cap", 60))
        ),
        say(Message::new("help-end-masters-last")
            .num("round", 7)
            .num("points", 15)),
        say(Message::new("help-end-antwerpen-last")
            .num("turn", 31)
            .arg("seat", text("Bo"))
            .num("last", 33)),
        format!(
            "{} · {}",
            say(Message::new("help-end-antwerpen")
                .num("turn", 396)
                .arg("seat", text("Eva"))),
            say(Message::new("help-cap-near-turn").num("cap", 400))
        ),
        say(Message::new("help-end-over-round").num("round", 9)),
        "Choose a colour: every ship on a channel of that colour sails one step.",
        say(Message::new("help-do-card-back")
            .arg("card", text("Storm"))
            .num("steps", 2)),
        say(Message::new("help-do-other").arg("seat", text("Bo")).arg(
            "what",
            text(&say(Message::new("help-do-masters-captain")
                .arg("character", text("Captain"))
                .num("done", 1)))
        )),
        say(Message::new("help-do-antwerpen-open-lock").num("left", 2)),
        words.text("help-do-antwerpen-turn-after"),
    ]);
    assert_eq!(shown, expected);
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Text of the page (what a person reads) and every tooltip, with any raw message id found.
const RAW_IDS_ANYWHERE: &str = "(() => { \
    const text = document.body.innerText + ' ' + \
      [...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title')).join(' ') + ' ' + \
      [...document.querySelectorAll('svg title')].map((e) => e.textContent).join(' '); \
    return text.match(/\\b(web|action|event|expect|error|card|ship-card|lock-card|pile|product|raw|colour|character|rotterdam|masters|antwerpen)-[a-z_]+/g) || []; \
  })()";

/// German and French pages: the lobby, a Rotterdam table and the replay of a finished game,
/// each switched to the language through the picker, read in that language from the catalogue
/// (labels, the phase, the replay's move list and the seat colour tooltips), show no raw
/// message id, and number the replay's moves once, as its steps. A first visit picks the
/// language from the browser's preferred languages. Screenshots of each page in each language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_speaks_german_and_french() {
    use havenbaron_words::Words;

    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-de-fr");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    // A game of bots that ends at once (for the replay), and a table where Eva decides.
    let (status, bots) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "round_cap": 1, "seed": 5,
                "seats": [{"kind": "bot", "bot": "greedy", "level": "easy"},
                          {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{bots}");
    let bots_id = bots["id"].as_str().unwrap();
    let replay_url = format!("{base}/replay/{bots_id}");
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let table_url = format!("{base}{}", created["url"].as_str().unwrap());
    let mut other_tables = Vec::new();
    for ruleset in ["masters", "antwerpen"] {
        let (status, created) = common::post_json(
            server.addr,
            "/api/tables",
            &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 3,
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                              {"kind": "bot", "bot": "greedy", "level": "easy"}]}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        other_tables.push((
            ruleset,
            format!("{base}{}", created["url"].as_str().unwrap()),
        ));
    }

    let c = driver.session().await;
    c.goto(&format!("{base}/t/{bots_id}")).await.unwrap();
    wait_js(
        &c,
        "document.body.dataset.over === '1'",
        "the bots' game to end",
    )
    .await;
    c.goto(&base).await.unwrap();
    // The first visit follows the browser (started with --lang=en-GB); the choice is remembered.
    wait_js(
        &c,
        "document.querySelector('#lang option')",
        "the language picker",
    )
    .await;
    assert_eq!(
        js(&c, "return document.documentElement.lang;").await,
        json!("en")
    );
    let picked = c
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             import('/static/i18n.js').then((m) => done([m.browserLang(['de-AT', 'en']), \
               m.browserLang(['fr-CA', 'de']), m.browserLang(['es', 'nl-BE']), \
               m.browserLang(['es', 'pt']), m.browserLang([])]));",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(picked, json!(["de", "fr", "nl", "en", "en"]));
    // Only the catalogues in use are fetched: English, then a language when it is chosen.
    let fetched = "return performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.startsWith('/locales/'));";
    assert_eq!(js(&c, fetched).await, json!(["/locales/en/page.ftl"]));
    let options = js(
        &c,
        "return [...document.querySelectorAll('#lang option')].map((o) => o.value + ':' + o.textContent);",
    )
    .await;
    assert_eq!(
        options,
        json!(["en:English", "nl:Nederlands", "de:Deutsch", "fr:Français"])
    );

    for lang in ["de", "fr"] {
        let words = Words::new(lang).unwrap();
        let text = |id: &str| words.text(id);
        // The lobby, switched with the picker.
        c.goto(&base).await.unwrap();
        wait_js(
            &c,
            "document.querySelector('#lang option')",
            "the language picker",
        )
        .await;
        c.find(Locator::Id("lang"))
            .await
            .unwrap()
            .select_by_value(lang)
            .await
            .unwrap();
        wait_js(
            &c,
            &format!(
                "document.documentElement.lang === '{lang}' && document.body.innerText.includes({:?})",
                text("web-new_table")
            ),
            "the lobby in the new language",
        )
        .await;
        // English and the language the page opened in (the one chosen before), then this one.
        let before = if lang == "fr" { "de" } else { "en" };
        let mut expected = vec!["/locales/en/page.ftl".to_string()];
        if before != "en" {
            expected.push(format!("/locales/{before}/page.ftl"));
        }
        expected.push(format!("/locales/{lang}/page.ftl"));
        assert_eq!(js(&c, fetched).await, json!(expected));
        // The finished bot game is listed (its replay link is what the next step opens).
        wait_js(
            &c,
            &format!("document.body.innerText.includes({:?})", text("web-replay")),
            "the finished game in the lobby",
        )
        .await;
        let finished = js(
            &c,
            &format!("return document.querySelector(\"li[data-table='{bots_id}']\").textContent;"),
        )
        .await;
        // Both seats are bots (named after harbour towns), each marked as a bot in the language.
        assert_eq!(
            finished
                .as_str()
                .unwrap()
                .matches(&format!(" ({})", text("web-bot")))
                .count(),
            2,
            "{lang}: the finished game's bots named in the language: {finished}"
        );
        assert_eq!(
            js(&c, &format!("return {RAW_IDS_ANYWHERE};")).await,
            json!([]),
            "{lang} lobby"
        );
        shot(&c, &format!("90-lobby-{lang}")).await;

        // A Rotterdam table: the remembered language, the phase and the choices in it.
        c.goto(&table_url).await.unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
            "my decision",
        )
        .await;
        assert_eq!(
            js(&c, "return document.documentElement.lang;").await,
            json!(lang)
        );
        let page = js(&c, "return document.body.innerText;").await;
        let page = page.as_str().unwrap();
        for id in ["web-actions", "web-your_hand", "web-log"] {
            assert!(
                page.contains(&text(id)),
                "{lang}: no {id} ({}) in {page}",
                text(id)
            );
        }
        let phase = words.text("web-phase-place");
        let phase = phase.split_once(" · ").unwrap().1;
        assert!(page.contains(phase), "{lang}: the phase {phase}: {page}");
        assert_eq!(
            js(&c, &format!("return {RAW_IDS_ANYWHERE};")).await,
            json!([]),
            "{lang} table"
        );
        let swatch = js(
            &c,
            "return document.querySelector('.swatch').getAttribute('title');",
        )
        .await;
        assert_eq!(swatch, json!(text("web-seat_colour_white")), "{lang}");
        shot(&c, &format!("91-table-{lang}")).await;
        js(
            &c,
            "document.getElementById('actions').scrollIntoView(); return 1;",
        )
        .await;
        shot(&c, &format!("91-table-{lang}-choices")).await;
        c.set_window_size(390, 844).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        js(&c, "window.scrollTo(0, 0); return 1;").await;
        shot(&c, &format!("91-table-{lang}-390x844")).await;
        c.set_window_size(1280, 900).await.unwrap();

        // Masters of Trade and Antwerpen: their panels and choices, with no raw id.
        for (ruleset, url) in &other_tables {
            c.goto(url).await.unwrap();
            wait_js(
                &c,
                "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
                "my decision",
            )
            .await;
            assert_eq!(
                js(&c, &format!("return {RAW_IDS_ANYWHERE};")).await,
                json!([]),
                "{lang} {ruleset}"
            );
            let title = text(&format!("{ruleset}-title"));
            let page = js(&c, "return document.body.innerText;").await;
            assert!(
                page.as_str().unwrap().contains(&text("web-actions")),
                "{lang} {ruleset} ({title}): {page}"
            );
            shot(&c, &format!("93-{ruleset}-{lang}")).await;
            js(
                &c,
                "window.scrollTo(0, document.body.scrollHeight); return 1;",
            )
            .await;
            shot(&c, &format!("93-{ruleset}-{lang}-below")).await;
            c.set_window_size(390, 844).await.unwrap();
            tokio::time::sleep(Duration::from_millis(300)).await;
            js(&c, "window.scrollTo(0, 0); return 1;").await;
            shot(&c, &format!("93-{ruleset}-{lang}-390x844")).await;
            c.set_window_size(1280, 900).await.unwrap();
        }

        // The replay: a move list numbered once, as the steps, in the language.
        c.goto(&format!("{replay_url}#3")).await.unwrap();
        wait_js(
            &c,
            "document.body.dataset.steps > 0 && document.querySelectorAll('#moves li').length > 3",
            "the replay",
        )
        .await;
        let moves = js(
            &c,
            "const ol = document.getElementById('moves'); \
             return [ol.tagName, ol.start, [...ol.children].slice(0, 3).map((li) => li.textContent)];",
        )
        .await;
        assert_eq!(moves[0], "OL", "{moves}");
        assert_eq!(moves[1], 0, "the list counts from step 0: {moves}");
        assert_eq!(moves[2][0], json!(text("web-replay_start")), "{moves}");
        for li in moves[2].as_array().unwrap()[1..].iter() {
            let li = li.as_str().unwrap();
            assert!(
                !li.starts_with(|ch: char| ch.is_ascii_digit()),
                "a move numbered in its text too: {li}"
            );
            assert!(
                li.contains(&format!("({})", text("web-bot"))),
                "{lang}: the bot named in the language: {li}"
            );
        }
        let step = js(
            &c,
            "return [document.getElementById('step').textContent, Number(document.body.dataset.steps)];",
        )
        .await;
        let steps = step[1].as_i64().unwrap();
        let said = words
            .check(
                &havenbaron_engine::Message::new("web-step_n")
                    .num("a", 3)
                    .num("b", steps),
                &|s| s.to_string(),
            )
            .unwrap();
        assert_eq!(step[0], json!(said), "{lang}");
        assert_eq!(
            js(&c, &format!("return {RAW_IDS_ANYWHERE};")).await,
            json!([]),
            "{lang} replay"
        );
        shot(&c, &format!("92-replay-{lang}")).await;
        js(
            &c,
            "document.getElementById('moves').scrollIntoView(); return 1;",
        )
        .await;
        shot(&c, &format!("92-replay-{lang}-moves")).await;
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

// ---- Issue 14: the decision on the first screen, "your turn", who is who, a board that reads,
// the score sheet, a phone, accessibility (axe-core) and the keyboard. ----

/// The ship positions the board shows after each version (page side: a snapshot per update,
/// so a test can compare what one action did).
const SNAPSHOT_SHIPS: &str = "if (!window.__shipsAt) { window.__shipsAt = {};
  const snap = () => { window.__shipsAt[document.body.dataset.version] = Object.fromEntries(
    [...document.querySelectorAll('#board .ship')].map((g) => [g.dataset.ship, g.dataset.pos])); };
  snap(); new MutationObserver(snap).observe(document.body, { attributes: true, attributeFilter: ['data-version'] }); }
  return 1;";

/// Clicks one button of the list of choices: the first of `kinds` offered, else the first.
async fn click_list(c: &Client, kinds: &[&str]) -> String {
    let version = body_data(c, "version").await;
    let mut clicked = None;
    for kind in kinds {
        if let Ok(b) = c
            .find(Locator::Css(&format!("#actions button[data-kind={kind}]")))
            .await
        {
            b.click().await.expect("click");
            clicked = Some(kind.to_string());
            break;
        }
    }
    let clicked = match clicked {
        Some(k) => k,
        None => {
            let b = c
                .find(Locator::Css("#actions button"))
                .await
                .expect("a choice");
            let kind = b.attr("data-kind").await.unwrap().unwrap_or_default();
            b.click().await.expect("click");
            kind
        }
    };
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

/// Waits for my decision or the end; true when the game is over.
async fn my_turn_or_end(c: &Client) -> bool {
    wait_js(
        c,
        "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
        "my decision",
    )
    .await;
    body_data(c, "over").await == "1"
}

/// Seen through a deuteranopia simulation (an SVG feColorMatrix over the whole page), for a
/// screenshot; `false` removes it.
async fn deuteranopia(c: &Client, on: bool) {
    js(
        c,
        &format!(
            "let s = document.getElementById('deut-svg');
             if (!s) {{ s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
               s.id = 'deut-svg'; s.setAttribute('width', 0); s.setAttribute('height', 0); s.style.position = 'absolute';
               s.innerHTML = '<filter id=\"deut\"><feColorMatrix type=\"matrix\" values=\"0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0\"/></filter>';
               document.body.append(s); }}
             document.documentElement.style.filter = {};
             return 1;",
            if on { "'url(#deut)'" } else { "''" }
        ),
    )
    .await;
}

/// Rotterdam at 1280×900 against two bots: the decision and its choices are on the first
/// screen; the tab title says when it is my turn; the sound switch chimes and is remembered;
/// the bots have distinct names marked as bots, with seat colours beside every name;
/// focusing a colour previews which ships it moves, and the call moves exactly those (then
/// they slide); the log names ships by owner, never by number; Enter and Space choose; the
/// score sheet's breakdown; play again makes a table with the same seats. Screenshots,
/// normal and through a deuteranopia simulation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_reads_at_a_glance_and_says_whose_turn_it_is() {
    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-glance");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 3, "host_seat": 0, "name": "Anna",
                "round_cap": 2, "seed": 3,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                          {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
        .await
        .unwrap();
    wait_js(
        &c,
        "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
        "my first decision",
    )
    .await;
    js(&c, SNAPSHOT_SHIPS).await;

    // The decision on the first screen; the title.
    let fold = js(
        &c,
        "const d = document.getElementById('decision').getBoundingClientRect();
         const b = document.querySelector('#actions button').getBoundingClientRect();
         return { top: d.top, bottom: d.bottom, first: b.bottom, h: innerHeight, title: document.title };",
    )
    .await;
    let h = fold["h"].as_f64().unwrap();
    assert!(fold["top"].as_f64().unwrap() < 200.0, "{fold}");
    assert!(fold["first"].as_f64().unwrap() <= h, "{fold}");
    assert!(fold["bottom"].as_f64().unwrap() <= h + 1.0, "{fold}");
    assert!(
        fold["title"].as_str().unwrap().starts_with("▶ Your turn"),
        "{fold}"
    );
    shot(&c, "50-glance-first-screen").await;

    // Who is who: distinct bot names, marked as bots; a colour beside every name.
    let who = js(
        &c,
        "return { names: [...document.querySelectorAll('#players .player-head strong')].map((e) => e.textContent),
                  swatches: document.querySelectorAll('#players .player-head .swatch').length };",
    )
    .await;
    let names: Vec<&str> = who["names"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 3, "{who}");
    assert_eq!(names[0], "Anna");
    assert!(
        names[1].ends_with("(bot)") && names[2].ends_with("(bot)"),
        "{who}"
    );
    assert_ne!(names[1], names[2], "two bots with one name: {who}");
    assert_eq!(who["swatches"], json!(3));

    // The sound switch: off by default, on by a click (a chime), remembered.
    assert_eq!(
        js(&c, "return localStorage.getItem('hb.sound');").await,
        json!(null)
    );
    c.find(Locator::Id("sound-toggle"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &c,
        "localStorage.getItem('hb.sound') === '1' && Number(document.body.dataset.chimes) >= 1 && document.getElementById('sound-toggle').getAttribute('aria-pressed') === 'true'",
        "the sound switched on",
    )
    .await;
    c.find(Locator::Id("notify-toggle"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &c,
        "document.body.dataset.notifyPermission",
        "the notification permission asked",
    )
    .await;

    // Play by the list until I call a colour; there, preview each colour, call one.
    let mut previewed = false;
    let mut keyboard = 0;
    let mut decisions = 0;
    while !my_turn_or_end(&c).await {
        decisions += 1;
        assert!(decisions < 400, "the game takes too long");
        let chimes: u64 = body_data(&c, "chimes").await.parse().unwrap_or(0);
        if !previewed
            && c.find(Locator::Css("#actions button[data-kind=call_colour]"))
                .await
                .is_ok()
        {
            let options = js(
                &c,
                "const out = [];
                 for (const b of document.querySelectorAll('#colours button.colour:not([disabled])')) {
                   b.focus();
                   out.push({ colour: b.dataset.colour, ships: document.body.dataset.previewShips, forks: document.body.dataset.previewForks,
                              glow: document.querySelectorAll('#board .ship.would-move').length,
                              paths: document.querySelectorAll('#board .preview-path').length });
                 }
                 return out;",
            )
            .await;
            let options = options.as_array().unwrap().clone();
            assert_eq!(options.len(), 5, "{options:?}");
            for o in &options {
                let n = o["ships"]
                    .as_str()
                    .unwrap()
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .count();
                assert_eq!(o["glow"].as_u64().unwrap() as usize, n, "{o}");
                assert_eq!(o["paths"].as_u64().unwrap() as usize, n, "{o}");
            }
            let pick = options
                .iter()
                .filter(|o| o["forks"] == json!(""))
                .max_by_key(|o| o["ships"].as_str().unwrap().len())
                .cloned();
            if let Some(pick) = pick {
                let colour = pick["colour"].as_str().unwrap().to_string();
                js(
                    &c,
                    &format!("document.querySelector('#colours button[data-colour={colour}]').focus(); return 1;"),
                )
                .await;
                shot(&c, "51-glance-preview").await;
                let v: u64 = body_data(&c, "version").await.parse().unwrap();
                c.find(Locator::Css(&format!(
                    "#colours button[data-colour={colour}]"
                )))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
                wait_js(
                    &c,
                    &format!("window.__shipsAt['{}']", v + 1),
                    "the board after my call",
                )
                .await;
                let moved = js(
                    &c,
                    &format!(
                        "const a = window.__shipsAt['{v}'], b = window.__shipsAt['{}'];
                         return Object.keys(b).filter((k) => a[k] !== b[k]).map(Number).sort((x, y) => x - y).join(',');",
                        v + 1
                    ),
                )
                .await;
                assert_eq!(
                    moved.as_str().unwrap(),
                    pick["ships"].as_str().unwrap(),
                    "the preview of {colour} named other ships than the call moved"
                );
                if !moved.as_str().unwrap().is_empty() {
                    assert!(
                        body_data(&c, "shipMoves").await.parse::<u64>().unwrap_or(0) > 0,
                        "the ships that moved did not slide"
                    );
                }
                previewed = true;
                continue;
            }
        }
        // Enter and Space on a focused choice decide, like a click.
        if keyboard < 2 {
            let v = body_data(&c, "version").await;
            js(
                &c,
                "document.querySelector('#actions button').focus(); return 1;",
            )
            .await;
            let key = if keyboard == 0 {
                "\u{E007}"
            } else {
                "\u{E00D}"
            };
            c.active_element()
                .await
                .unwrap()
                .send_keys(key)
                .await
                .unwrap();
            wait_js(
                &c,
                &format!(
                    "document.body.dataset.version !== '{v}' || document.body.dataset.over === '1'"
                ),
                "a choice made with the keyboard",
            )
            .await;
            keyboard += 1;
        } else {
            click_list(&c, &["pass", "continue", "withdraw", "decline"]).await;
        }
        // The chime sounds when the turn comes back to me (sound on).
        if !my_turn_or_end(&c).await {
            let now: u64 = body_data(&c, "chimes").await.parse().unwrap_or(0);
            assert!(now >= chimes, "chimes went down");
        }
    }
    assert!(previewed, "never called a colour");
    assert_eq!(keyboard, 2, "the keyboard was not used");
    assert!(
        body_data(&c, "chimes").await.parse::<u64>().unwrap() >= 2,
        "no chime when my turn came back"
    );
    // The log names ships by owner and place, and players with their colour.
    let log = js(
        &c,
        "return { text: document.getElementById('log').textContent, chips: document.querySelectorAll('#log .seat-chip .swatch').length };",
    )
    .await;
    let text = log["text"].as_str().unwrap();
    assert!(text.contains("'s ship"), "{text}");
    assert!(
        !text.contains("ship #") && !text.contains(" of Anna"),
        "{text}"
    );
    assert!(log["chips"].as_u64().unwrap() > 5, "{log}");
    assert_eq!(
        js(&c, "return document.title;").await,
        json!("Havenbaron"),
        "the title after the end"
    );

    // The score sheet: a row per player with the breakdown; play again.
    wait_js(
        &c,
        "document.getElementById('score-sheet')",
        "the score sheet",
    )
    .await;
    let sheet = js(
        &c,
        "const t = document.getElementById('score-sheet');
         return { heads: [...t.querySelectorAll('thead th')].map((h) => h.textContent),
                  rows: t.querySelectorAll('tbody tr').length, chips: t.querySelectorAll('.seat-chip .swatch').length,
                  capped: !!document.querySelector('#scores .unfinished') };",
    )
    .await;
    assert_eq!(sheet["rows"], json!(3), "{sheet}");
    assert_eq!(sheet["chips"], json!(3), "{sheet}");
    for head in ["Completed", "Product cards", "Total"] {
        assert!(
            sheet["heads"].as_array().unwrap().contains(&json!(head)),
            "{sheet}"
        );
    }
    js(
        &c,
        "document.getElementById('scores').scrollIntoView(); return 1;",
    )
    .await;
    shot(&c, "52-glance-score-sheet").await;
    deuteranopia(&c, true).await;
    shot(&c, "53-glance-deuteranopia").await;
    deuteranopia(&c, false).await;
    let old = c.current_url().await.unwrap();
    c.find(Locator::Id("play-again"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &c,
        &format!(
            "location.pathname.startsWith('/t/') && location.pathname !== '{}'",
            old.path()
        ),
        "the new table",
    )
    .await;
    let id = c
        .current_url()
        .await
        .unwrap()
        .path()
        .trim_start_matches("/t/")
        .to_string();
    let info = common::get_json(server.addr, &format!("/api/tables/{id}")).await;
    assert_eq!(info["ruleset"], json!("rotterdam"));
    assert_eq!(info["round_cap"], json!(2));
    let kinds: Vec<(String, String)> = info["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["kind"].as_str().unwrap().to_string(),
                s["bot"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        vec![
            ("human".into(), "".into()),
            ("bot".into(), "greedy".into()),
            ("bot".into(), "random".into())
        ]
    );
    wait_js(
        &c,
        "document.body.dataset.connected === '1' && document.body.dataset.you === '0'",
        "my seat at the new table",
    )
    .await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Focuses the choice `css` (a colour call), reads which ships the board previews, chooses it
/// and compares with the ships that the call moved (when no fork was predicted: a fork waits
/// for its owner). Needs `SNAPSHOT_SHIPS` on the page. Returns the ships the preview named and
/// whether they were compared with the call's moves.
async fn preview_then_call(c: &Client, css: &str) -> (String, bool) {
    let css_js = serde_json::to_string(css).unwrap();
    let p = js(
        c,
        &format!(
            "document.querySelector({css_js}).focus();
             return {{ ships: document.body.dataset.previewShips || '', forks: document.body.dataset.previewForks || '',
                      glow: document.querySelectorAll('#board .ship.would-move').length }};"
        ),
    )
    .await;
    let ships = p["ships"].as_str().unwrap().to_string();
    let n = ships.split(',').filter(|s| !s.is_empty()).count();
    assert_eq!(p["glow"].as_u64().unwrap() as usize, n, "{p}");
    let v: u64 = body_data(c, "version").await.parse().unwrap();
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        &format!(
            "window.__shipsAt['{}'] || document.body.dataset.over === '1'",
            v + 1
        ),
        "the board after the call",
    )
    .await;
    if p["forks"] == json!("") {
        let moved = js(
            c,
            &format!(
                "const a = window.__shipsAt['{v}'], b = window.__shipsAt['{}'];
                 return b ? Object.keys(b).filter((k) => a[k] !== b[k]).map(Number).sort((x, y) => x - y).join(',') : null;",
                v + 1
            ),
        )
        .await;
        if let Some(moved) = moved.as_str() {
            assert_eq!(
                moved, ships,
                "the preview named other ships than the call moved"
            );
            return (ships, true);
        }
    }
    (ships, false)
}

/// Asserts every visible control of the page is at least 44 px high and wide (a finger's
/// width), and that the page never scrolls sideways.
async fn check_phone_layout(c: &Client, when: &str) {
    let r = js(
        c,
        "const small = [];
         for (const e of document.querySelectorAll('main button, main .card.clickable, main select, #alerts button, header select')) {
           const r = e.getBoundingClientRect();
           if (!r.width || !r.height || e.closest('[hidden]')) continue;
           if (r.height < 43.5 || r.width < 43.5) small.push(`${e.id || e.className}:${e.textContent.slice(0, 20)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
         }
         return { small, wide: document.documentElement.scrollWidth, w: innerWidth };",
    )
    .await;
    assert_eq!(
        r["small"],
        json!([]),
        "{when}: tap targets under 44 px: {r}"
    );
    assert!(
        r["wide"].as_f64().unwrap() <= r["w"].as_f64().unwrap() + 1.0,
        "{when}: the page scrolls sideways: {r}"
    );
}

/// A whole game on a 390×844 phone: Masters of Trade with fixed rounds (it ends by its own
/// rule after its fixed number of rounds, not by a cap), played by tapping; one column with the board first and the decision
/// right below it, every tap target at least 44 px, no sideways scrolling; the board zooms
/// with + and −, pans by dragging and fits again; the score sheet says why the game ended.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_on_a_phone() {
    let Some(mut driver) = driver() else {
        return;
    };
    let dir = TempDir::new("e2e-phone");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(390, 844).await.unwrap();
    create_in_lobby(
        &c,
        &base,
        "masters",
        &["fixed_rounds"],
        &[],
        1,
        "60-phone-lobby",
    )
    .await;
    assert!(
        js(&c, "return innerWidth;").await.as_f64().unwrap() <= 400.0,
        "not a phone-sized viewport"
    );
    my_turn_or_end(&c).await;
    // One column: the board, then the decision.
    let order = js(
        &c,
        "const b = document.getElementById('board-wrap').getBoundingClientRect();
         const d = document.getElementById('decision').getBoundingClientRect();
         const p = document.getElementById('rs-panels').getBoundingClientRect();
         return { board: b.bottom, decision: d.top, panels: p.top, width: b.width };",
    )
    .await;
    assert!(
        order["decision"].as_f64() >= order["board"].as_f64()
            && order["panels"].as_f64() > order["decision"].as_f64(),
        "{order}"
    );
    check_phone_layout(&c, "start").await;
    shot(&c, "61-phone-start").await;

    // Zoom in twice, drag, fit.
    for _ in 0..2 {
        c.find(Locator::Id("zoom-in"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    let zoomed = js(
        &c,
        "const w = document.getElementById('board-wrap');
         return { zoom: Number(w.dataset.zoom), svg: document.getElementById('board').getBoundingClientRect().width, wrap: w.clientWidth };",
    )
    .await;
    assert!(zoomed["zoom"].as_f64().unwrap() > 2.0, "{zoomed}");
    assert!(
        zoomed["svg"].as_f64().unwrap() > 2.0 * zoomed["wrap"].as_f64().unwrap(),
        "{zoomed}"
    );
    let before = js(
        &c,
        "return document.getElementById('board').style.transform;",
    )
    .await;
    c.execute(
        "const w = document.getElementById('board-wrap'); const r = w.getBoundingClientRect();
         const at = (type, x) => w.dispatchEvent(new PointerEvent(type, { pointerId: 7, bubbles: true, clientX: r.left + x, clientY: r.top + 60, pointerType: 'touch', isPrimary: true }));
         at('pointerdown', 200); at('pointermove', 170); at('pointermove', 120); at('pointerup', 120);
         return 1;",
        vec![],
    )
    .await
    .unwrap();
    let after = js(
        &c,
        "return document.getElementById('board').style.transform;",
    )
    .await;
    assert_ne!(before, after, "dragging did not move the zoomed board");
    shot(&c, "62-phone-zoomed").await;
    c.find(Locator::Id("zoom-reset"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert_eq!(
        js(
            &c,
            "return document.getElementById('board-wrap').dataset.zoom;"
        )
        .await,
        json!("1.00")
    );

    // Tap through the game: the list of choices, preferring the ones that end a step.
    let started = Instant::now();
    let mut n = 0;
    let mut kinds = Vec::new();
    let mut previews = 0;
    js(&c, SNAPSHOT_SHIPS).await;
    while !my_turn_or_end(&c).await {
        assert!(
            started.elapsed() < Duration::from_secs(420),
            "the game takes too long ({n} decisions: {kinds:?})"
        );
        let prefer: &[&str] = if n % 4 == 0 {
            &[]
        } else {
            &["end_action", "continue", "pass"]
        };
        if c.find(Locator::Css("#actions button[data-kind=call_colour]"))
            .await
            .is_ok()
        {
            let (ships, compared) =
                preview_then_call(&c, "#actions button[data-kind=call_colour]").await;
            if compared {
                previews += 1;
            }
            kinds.push(format!(
                "call_colour (preview: ships {ships}, checked {compared})"
            ));
        } else {
            kinds.push(click_list(&c, prefer).await);
        }
        n += 1;
        if n == 4 {
            check_phone_layout(&c, "mid-game").await;
            shot(&c, "63-phone-mid").await;
        }
    }
    wait_js(
        &c,
        "document.getElementById('score-sheet') && document.getElementById('end-reason')",
        "the score sheet and why the game ended",
    )
    .await;
    let why = js(
        &c,
        "return document.getElementById('end-reason').textContent;",
    )
    .await;
    assert!(
        why.as_str().unwrap().contains("fixed number of rounds ("),
        "{why}"
    );
    check_phone_layout(&c, "the end").await;
    js(&c, "window.scrollTo(0, 0); return 1;").await;
    shot(&c, "64-phone-final-scores").await;
    assert!(
        previews > 0,
        "no colour call's preview was checked against its moves: {kinds:?}"
    );
    eprintln!("phone: {n} decisions by tapping: {kinds:?}");
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// axe-core (web-tests/node_modules, `npm ci --prefix web-tests`), injected into the page.
fn axe_source() -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../web-tests/node_modules/axe-core/axe.min.js");
    match std::fs::read_to_string(&path) {
        Ok(s) => Some(s),
        Err(e) => {
            if std::env::var("HAVENBARON_E2E_OPTIONAL").as_deref() == Ok("1") {
                eprintln!(
                    "SKIPPED: axe-core is missing at {} ({e}); run `npm ci --prefix web-tests`",
                    path.display()
                );
                None
            } else {
                panic!(
                    "axe-core is needed at {} ({e}): run `npm ci --prefix web-tests`, or set \
                     HAVENBARON_E2E_OPTIONAL=1 to skip the browser tests",
                    path.display()
                );
            }
        }
    }
}

/// Runs axe-core on the page as it is; fails on any serious or critical violation.
async fn axe_check(c: &Client, axe: &str, page: &str) {
    // Run as the script itself: WebDriver's scripts are not bound by the page's CSP, which
    // (rightly) refuses inline <script>s.
    let loaded = c
        .execute(
            &format!("if (!window.axe) {{ {axe}\n }} return !!window.axe;"),
            vec![],
        )
        .await
        .expect("axe-core loads");
    assert_eq!(loaded, json!(true), "axe-core did not load");
    let found = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             axe.run(document, { resultTypes: ['violations'] })
               .then((r) => done(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
                 .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
                   nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} :: ${n.failureSummary}`) }))))
               .catch((e) => done([{ id: 'axe-error', help: String(e) }]));",
            vec![],
        )
        .await
        .expect("axe runs");
    assert_eq!(
        found,
        json!([]),
        "{page}: axe-core reports serious or critical violations: {found:#}"
    );
}

/// Accessibility: axe-core finds no serious or critical violation on the lobby, a table of
/// each rule set (at my decision) and the replay of a finished game. Screenshots of each rule
/// set's table at desktop and phone size, and through a deuteranopia simulation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn axe_finds_no_serious_violation_and_every_rule_set_fits_a_phone() {
    let Some(mut driver) = driver() else {
        return;
    };
    let Some(axe) = axe_source() else {
        return;
    };
    let dir = TempDir::new("e2e-axe");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        &c,
        "document.querySelectorAll('.seat-row').length > 0",
        "the lobby form",
    )
    .await;
    axe_check(&c, &axe, "the lobby").await;
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        let (status, created) = common::post_json(
            server.addr,
            "/api/tables",
            &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 4,
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"},
                              {"kind": "bot", "bot": "greedy"}]}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        c.set_window_size(1280, 900).await.unwrap();
        c.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
            .await
            .unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1' && document.querySelectorAll('#board .pos').length > 10",
            "my decision",
        )
        .await;
        axe_check(&c, &axe, &format!("a {ruleset} table")).await;
        shot(&c, &format!("80-{ruleset}-1280x900")).await;
        deuteranopia(&c, true).await;
        shot(&c, &format!("81-{ruleset}-deuteranopia")).await;
        deuteranopia(&c, false).await;
        c.set_window_size(390, 844).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        check_phone_layout(&c, ruleset).await;
        axe_check(&c, &axe, &format!("a {ruleset} table on a phone")).await;
        shot(&c, &format!("82-{ruleset}-390x844")).await;
    }
    // The replay of a finished game (two bots, one round).
    c.set_window_size(1280, 900).await.unwrap();
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "round_cap": 1, "seed": 5,
                "seats": [{"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "greedy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    c.goto(&format!("{base}/t/{id}")).await.unwrap();
    wait_js(&c, "document.getElementById('score-sheet')", "the end").await;
    axe_check(&c, &axe, "a finished table").await;
    c.goto(&format!("{base}/replay/{id}#3")).await.unwrap();
    wait_js(&c, "document.body.dataset.step === '3'", "the replay").await;
    axe_check(&c, &axe, "the replay").await;
    shot(&c, "83-replay-1280x900").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
