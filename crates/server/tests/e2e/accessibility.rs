//! Accessibility: axe-core on the lobby, a table of each rule set, a finished table and the
//! replay; every rule set's table on a phone.

use std::path::PathBuf;
use std::time::Duration;

use fantoccini::Client;
use serde_json::json;

use crate::browser::{check_phone_layout, deuteranopia, driver, shot, wait_js};
use crate::common::{self, TempDir};

/// axe-core (web-tests/node_modules), injected into the page. Missing, the test fails and
/// says how to install it, like a missing browser.
pub(crate) fn axe_source() -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../web-tests/node_modules/axe-core/axe.min.js");
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core is needed at {} ({e}): run ./test, which installs it \
             (or npm ci --prefix web-tests)",
            path.display()
        )
    })
}

/// Runs axe-core on the page as it is; fails on any serious or critical violation.
pub(crate) async fn axe_check(c: &Client, axe: &str, page: &str) {
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
#[ignore = "needs Chromium: run ./test"]
async fn axe_finds_no_serious_violation_and_every_rule_set_fits_a_phone() {
    let mut driver = driver();
    let axe = axe_source();
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
