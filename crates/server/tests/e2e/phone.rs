//! A whole game on a phone: one column, tap targets a finger wide, a board that zooms and
//! pans, the preview of a colour call checked against its moves.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{
    SNAPSHOT_SHIPS, body_data, check_phone_layout, click_list, create_in_lobby, driver, js,
    my_turn_or_end, shot, wait_js,
};
use crate::common::{self, TempDir};

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

/// A whole game on a 390×844 phone: Masters of Trade with fixed rounds (it ends by its own
/// rule after its fixed number of rounds, not by a cap), played by tapping; one column with the board first and the decision
/// in a sheet at the bottom of the screen, every tap target at least 44 px, no sideways scrolling; the board zooms
/// with + and −, pans by dragging and fits again; the score sheet says why the game ended.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_whole_game_on_a_phone() {
    let mut driver = driver();
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
    // One column: the board, then the panels; the decision in a sheet at the bottom of the
    // screen (issue 35), its first choice on the screen.
    let order = js(
        &c,
        "const b = document.getElementById('board-wrap').getBoundingClientRect();
         const d = document.getElementById('decision').getBoundingClientRect();
         const p = document.getElementById('rs-panels').getBoundingClientRect();
         const f = document.querySelector('#actions button').getBoundingClientRect();
         return { board: b.bottom, decision: d.bottom, first: f.bottom, panels: p.top, width: b.width, h: innerHeight };",
    )
    .await;
    assert!(
        order["panels"].as_f64() >= order["board"].as_f64()
            && (order["decision"].as_f64().unwrap() - order["h"].as_f64().unwrap()).abs() < 1.0
            && order["first"].as_f64() <= order["h"].as_f64(),
        "{order}"
    );
    check_phone_layout(&c, "start").await;
    shot(&c, "61-phone-start").await;

    zoom_drag_and_fit(&c).await;

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

/// The board zooms in twice with +, pans by dragging, and fits again.
async fn zoom_drag_and_fit(c: &Client) {
    for _ in 0..2 {
        c.find(Locator::Id("zoom-in"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    let zoomed = js(
        c,
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
        c,
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
        c,
        "return document.getElementById('board').style.transform;",
    )
    .await;
    assert_ne!(before, after, "dragging did not move the zoomed board");
    shot(c, "62-phone-zoomed").await;
    c.find(Locator::Id("zoom-reset"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    assert_eq!(
        js(
            c,
            "return document.getElementById('board-wrap').dataset.zoom;"
        )
        .await,
        json!("1.00")
    );
}
