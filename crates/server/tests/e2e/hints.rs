//! "What would the bot do?" at a table (issue 33): a player against a bot asks with the page's
//! button, sees the suggestion with its win chance, finds it marked in the list of choices,
//! plays it from the suggestion, sees "hints used: 1" in the players panel and, at the end, on
//! the score sheet. axe-core finds nothing serious; screenshots at 1280x900 and
//! 390x844.

use serde_json::json;

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{
    body_data, click_list, driver, js, my_turn_or_end, shot, shots_at, text_of, wait_js,
};
use crate::common::{self, TempDir};

#[tokio::test]
#[ignore = "needs chromium, chromedriver and axe-core: run ./test"]
async fn a_player_asks_what_the_bot_would_do_plays_it_and_the_score_sheet_counts_it() {
    let axe = axe_source();
    let dir = TempDir::new("e2e-hints");
    let server = common::start_with(&dir.db(), |o| o.limits.hint_budget = 60).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let created = common::create_table(addr, &["human", "bot:greedy"], 2, 13).await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();

    let mut d = driver();
    let c = d.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/t/{id}#token={token}"))
        .await
        .unwrap();
    assert!(!my_turn_or_end(&c).await, "the game has just begun");
    wait_js(&c, "document.getElementById('hint-ask')", "the hint button").await;
    assert_eq!(text_of(&c, "#hint-ask").await, "What would the bot do?");
    axe_check(&c, &axe, "the table with its hint button").await;

    let version = body_data(&c, "version").await;
    js(&c, "document.getElementById('hint-ask').click(); return 1;").await;
    wait_js(&c, "document.getElementById('hint-best')", "the suggestion").await;
    let best = text_of(&c, "#hint-best").await;
    assert!(best.starts_with("The bot would choose:"), "{best}");
    assert!(text_of(&c, "#hint").await.contains("Win chance with it:"));
    // The suggestion is one of the choices, marked in the list.
    let marked = js(
        &c,
        "return [...document.querySelectorAll('#actions button.hinted')].map((b) => b.textContent);",
    )
    .await;
    let marked = marked.as_array().unwrap();
    assert_eq!(marked.len(), 1, "one choice marked: {marked:?}");
    let words = marked[0].as_str().unwrap();
    assert!(best.contains(words.trim()), "{best} / {words}");
    wait_js(
        &c,
        "/Hints used: 1/.test(document.getElementById('players').textContent)",
        "the count in the players panel",
    )
    .await;
    shots_at(&c, "#hint", "95-hint").await;
    axe_check(&c, &axe, "the table with a suggestion").await;

    // Played from the suggestion: the game moves on, and the suggestion goes.
    js(
        &c,
        "document.getElementById('hint-play').click(); return 1;",
    )
    .await;
    wait_js(
        &c,
        &format!("document.body.dataset.version !== '{version}'"),
        "the suggestion played",
    )
    .await;
    wait_js(
        &c,
        "!document.getElementById('hint-best')",
        "the suggestion gone",
    )
    .await;

    // To the end, then the score sheet counts the hint.
    while !my_turn_or_end(&c).await {
        click_list(&c, &["pass", "continue", "decline", "withdraw"]).await;
    }
    wait_js(
        &c,
        "document.querySelector('#score-sheet .hints-used')",
        "the count on the score sheet",
    )
    .await;
    let counts = js(
        &c,
        "return [...document.querySelectorAll('#score-sheet tbody tr')].map((r) => [r.dataset.seat, r.querySelector('.hints-used')?.textContent ?? '']);",
    )
    .await;
    let mut counts: Vec<(String, String)> = serde_json::from_value(counts).unwrap();
    counts.sort();
    assert_eq!(
        counts,
        [
            ("0".into(), "Hints used: 1".into()),
            ("1".into(), "".into())
        ],
        "the player used one hint, the bot none"
    );
    assert!(
        js(&c, "return !document.getElementById('hint-ask');").await == json!(true),
        "no hint once the game is over"
    );
    // The sheet itself scrolls sideways on a phone (`.scroll-x`), so no width check here.
    for (w, h) in [(1280, 900), (390, 844)] {
        c.set_window_size(w, h).await.unwrap();
        js(
            &c,
            "document.getElementById('score-sheet').scrollIntoView({block: 'center'}); return 1;",
        )
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        shot(&c, &format!("96-hint-score-sheet-{w}x{h}")).await;
    }
    c.set_window_size(1280, 900).await.unwrap();
    axe_check(&c, &axe, "the score sheet with hints").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
