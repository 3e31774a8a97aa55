//! Post-game analysis in the replay page (issue 33): a player of a finished game asks for the
//! analysis with the page's button, sees it waiting or running, then the graph of each seat's
//! win chance with its marked decisions; a click on a mark jumps the replay to that decision
//! and says what was chosen and what the bot prefers. axe-core finds nothing serious.

use fantoccini::Client;
use serde_json::json;

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{driver, js, shot, wait_js};
use crate::common::{self, TempDir};

async fn wait_long(c: &Client, script: &str, what: &str) {
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(120);
    while js(c, &format!("return !!({script});")).await != json!(true) {
        if tokio::time::Instant::now() > deadline {
            shot(c, &format!("timeout-{}", what.replace(' ', "-"))).await;
            panic!("timed out waiting for {what} ({script})");
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
#[ignore = "needs chromium, chromedriver and axe-core: run ./test"]
async fn a_player_requests_the_analysis_and_jumps_to_a_marked_decision() {
    let axe = axe_source();
    let dir = TempDir::new("e2e-analysis");
    let server = common::start_with(&dir.db(), |o| o.limits.analysis_budget = 8).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let created = common::create_table(addr, &["human", "bot:greedy"], 2, 12).await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let mut s0 = common::Ws::hello(addr, id, json!({"type": "hello", "token": token})).await;
    common::play_to_end(&mut [&mut s0], 12).await;

    let mut d = driver();
    let c = d.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    // This browser holds seat 0 (as the table's page remembers it).
    c.goto(&base).await.unwrap();
    js(
        &c,
        &format!(
            "localStorage.setItem('hb.seats', JSON.stringify([{{table: {}, token: {}}}])); return 1;",
            json!(id),
            json!(token)
        ),
    )
    .await;
    c.goto(&format!("{base}/replay/{id}")).await.unwrap();
    wait_js(
        &c,
        "document.getElementById('analysis-request')",
        "the request button",
    )
    .await;
    axe_check(&c, &axe, "the replay with its analysis panel").await;
    // Every status the panel shows is noted, so the wait or the progress is seen however fast.
    js(
        &c,
        "window.seen = new Set(); const box = document.getElementById('analysis-panel');
         new MutationObserver(() => window.seen.add(box.dataset.status))
           .observe(box, { attributes: true, childList: true, subtree: true });
         document.getElementById('analysis-request').click(); return 1;",
    )
    .await;
    wait_long(&c, "document.getElementById('analysis-graph')", "the graph").await;
    let seen = js(&c, "return [...window.seen];").await;
    assert!(
        seen.as_array()
            .unwrap()
            .iter()
            .any(|s| s == "pending" || s == "running"),
        "the panel said it was waiting or running: {seen}"
    );
    let lines = js(
        &c,
        "return document.querySelectorAll('#analysis-graph polyline').length;",
    )
    .await;
    assert_eq!(lines, json!(2), "one line per seat");
    let rows = js(
        &c,
        "return document.querySelectorAll('#analysis-figures tbody tr').length;",
    )
    .await;
    assert_eq!(rows, json!(2), "accuracy, luck and skill per player");
    shot(&c, "90-analysis-graph").await;
    axe_check(&c, &axe, "the analysis's graph").await;

    // A click on the first mark: the replay shows that decision, and the panel says it in words.
    let marks = js(
        &c,
        "return document.querySelectorAll('.analysis-mark').length;",
    )
    .await;
    assert!(
        marks.as_u64().unwrap() > 0,
        "a decision of this game is marked"
    );
    let index = js(
        &c,
        "const m = document.querySelector('.analysis-mark');
         m.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
         return Number(m.dataset.index);",
    )
    .await;
    let state = common::get_json(addr, &format!("/api/tables/{id}/analysis")).await;
    let step = &state["steps"][index.as_u64().unwrap() as usize];
    wait_js(
        &c,
        &format!("document.body.dataset.step === '{step}'"),
        "the replay at the marked decision",
    )
    .await;
    wait_js(
        &c,
        "(document.getElementById('analysis-choice')?.textContent || '').includes('the bot prefers')",
        "the words of the choice",
    )
    .await;
    shot(&c, "91-analysis-jump").await;
    axe_check(&c, &axe, "a marked decision").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
