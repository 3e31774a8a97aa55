//! The table's layout (issue 35, item 5): at 1280×900 what one decides with is on the first
//! screen; on a 390×844 phone the board's names are readable at fit and the choices sit in a
//! sheet at the bottom of the screen.

use std::time::Duration;

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{
    Driver, check_phone_layout, click_list, driver, js, my_turn_or_end, shot, wait_js,
};
use crate::common::{self, TempDir};

/// Where the parts one decides with are, at scroll 0: each part's box, whether it lies within
/// the window, and for a part that scrolls inside a panel (the first mission, the latest log
/// line) whether it shows within that panel too. `arguments[0]` is the missions' selector.
const FIRST_SCREEN: &str = "
    window.scrollTo(0, 0);
    const h = innerHeight;
    const clip = (e) => { let r = e.getBoundingClientRect(); let top = r.top, bottom = r.bottom;
        for (let p = e.parentElement; p; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
            const q = p.getBoundingClientRect(); top = Math.max(top, q.top); bottom = Math.min(bottom, q.bottom);
        }
        return { top, bottom }; };
    const at = (css) => { const e = document.querySelector(css); if (!e) return null;
        const r = e.getBoundingClientRect(); const c = clip(e);
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), shows: c.bottom - c.top >= Math.min(12, r.height) && c.top >= -0.5 && c.bottom <= h + 0.5 }; };
    return { h, scrollY, hand: at('#hand-panel'), missions: at(arguments[0]), players: at('#players-panel'),
        firstPlayer: at('#players .player'), log: at('#log-panel'), lastLog: at('#log > li:last-child'),
        choice: at('#actions button') };";

/// The sizes of the board's names on the screen: each position's name, a harbour's name and
/// pile, a lock's name, at the computed font size times the board's scale.
const LABEL_SIZES: &str = "
    const svg = document.getElementById('board');
    const k = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('.pos > text:not(.anchor), .lock .lock-name')]
        .map((t) => ({ what: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * k }));
    sizes.sort((a, b) => a.px - b.px);
    return { n: sizes.length, least: sizes[0], scale: k, boardWidth: document.getElementById('board-wrap').getBoundingClientRect().width, w: document.documentElement.clientWidth };";

/// The missions one plays towards: in your hand, or Masters' face-up assignments.
fn missions_of(ruleset: &str) -> &'static str {
    if ruleset == "masters" {
        "#m-assignments .card"
    } else {
        "#hand-missions .card"
    }
}

/// Asserts that every part of `found` (a FIRST_SCREEN answer) shows on the first screen.
fn assert_first_screen(found: &Value, parts: &[&str], what: &str) {
    assert_eq!(found["scrollY"], json!(0), "{what}: {found}");
    for part in parts {
        assert!(
            found[part]["shows"] == json!(true),
            "{what}: {part} is not on the first screen: {found:#}"
        );
    }
}

/// The table at 1280×900 and on a 390×844 phone, for each rule set, me and two bots at my
/// first decision: (1) at 1280×900 the choices, my hand, my missions (Masters' assignments),
/// the players and the log are on the first screen, and after one decision the latest log
/// line too; (2) on the phone every name on the board is at least 11 px at fit, the first
/// choice is on the screen without scrolling in a sheet fixed at the bottom, the sheet folds
/// to a line clear of the board's names and opens again, a menu opened on the board lies
/// within the screen above the sheet, and tap targets are a finger wide; axe-core reports
/// no serious violation at either size. Screenshots of each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn what_one_decides_with_is_on_the_first_screen() {
    let mut driver = driver();
    let axe = axe_source();
    let dir = TempDir::new("e2e-layout");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        let (status, created) = common::post_json(
            server.addr,
            "/api/tables",
            &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 11,
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
            "my first decision",
        )
        .await;
        desktop(&c, &axe, ruleset).await;
        phone(&driver, &c, &axe, ruleset).await;
        // One decision on, the latest line of the log is on the first screen too.
        c.set_window_size(1280, 900).await.unwrap();
        click_list(&c, &[]).await;
        if !my_turn_or_end(&c).await {
            tokio::time::sleep(Duration::from_millis(300)).await;
            let found = c
                .execute(FIRST_SCREEN, vec![json!(missions_of(ruleset))])
                .await
                .unwrap();
            assert_first_screen(
                &found,
                &["choice", "hand", "players", "log", "lastLog"],
                &format!("{ruleset} at my second decision"),
            );
        }
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

async fn desktop(c: &Client, axe: &str, ruleset: &str) {
    tokio::time::sleep(Duration::from_millis(300)).await;
    let found = c
        .execute(FIRST_SCREEN, vec![json!(missions_of(ruleset))])
        .await
        .unwrap();
    let what = format!("{ruleset} at 1280×900");
    assert_first_screen(
        &found,
        &[
            "choice",
            "hand",
            "missions",
            "players",
            "firstPlayer",
            "log",
        ],
        &what,
    );
    if !found["lastLog"].is_null() {
        assert_first_screen(&found, &["lastLog"], &what);
    }
    // The board is beside the right column, not above or below it.
    let side = js(
        c,
        "const b = document.getElementById('board-wrap').getBoundingClientRect();
         const d = document.getElementById('decision').getBoundingClientRect();
         return { boardRight: b.right, decisionLeft: d.left, boardTop: b.top, h: innerHeight };",
    )
    .await;
    assert!(
        side["boardRight"].as_f64() <= side["decisionLeft"].as_f64()
            && side["boardTop"].as_f64().unwrap() < 250.0,
        "{what}: {side}"
    );
    axe_check(c, axe, &what).await;
    shot(c, &format!("95-layout-{ruleset}-1280x900")).await;
}

/// The phone's part, in a window of a phone's size: 390×844 CSS pixels inside the page (a
/// window of that size leaves less to the page, for the browser's own bars).
async fn phone(driver: &Driver, c: &Client, axe: &str, ruleset: &str) {
    c.set_window_size(390, 844).await.unwrap();
    let metrics = json!({"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": true});
    driver
        .cdp(c, "Emulation.setDeviceMetricsOverride", metrics)
        .await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    js(c, "window.scrollTo(0, 0); return 1;").await;
    let what = format!("{ruleset} at 390×844");
    let size = js(c, "return [innerWidth, innerHeight];").await;
    assert_eq!(size, json!([390, 844]), "not a phone-sized viewport");
    // Every name on the board at least 11 px, the board as wide as the screen.
    let sizes = js(c, LABEL_SIZES).await;
    assert!(sizes["n"].as_u64().unwrap() >= 16, "{what}: {sizes}");
    assert!(
        sizes["least"]["px"].as_f64().unwrap() >= 10.95,
        "{what}: a name on the board under 11 px: {sizes}"
    );
    assert!(
        sizes["boardWidth"].as_f64().unwrap() >= sizes["w"].as_f64().unwrap() - 1.0,
        "{what}: the board does not fill the width: {sizes}"
    );
    // The first choice on the screen, in the sheet at the bottom.
    let sheet = js(
        c,
        "const s = document.getElementById('decision'); const r = s.getBoundingClientRect();
         const b = document.querySelector('#actions button').getBoundingClientRect();
         return { position: getComputedStyle(s).position, top: r.top, bottom: r.bottom, h: innerHeight,
                  first: { top: b.top, bottom: b.bottom }, scrollY };",
    )
    .await;
    let h = sheet["h"].as_f64().unwrap();
    assert_eq!(sheet["position"], json!("fixed"), "{what}: {sheet}");
    assert!(
        (sheet["bottom"].as_f64().unwrap() - h).abs() < 1.0,
        "{what}: {sheet}"
    );
    assert!(
        sheet["first"]["top"].as_f64().unwrap() >= sheet["top"].as_f64().unwrap()
            && sheet["first"]["bottom"].as_f64().unwrap() <= h,
        "{what}: the first choice is not on the screen: {sheet}"
    );
    check_phone_layout(c, &what).await;
    axe_check(c, axe, &what).await;
    shot(c, &format!("96-layout-{ruleset}-390x844")).await;
    fold_the_sheet(c, &what).await;
    menu_on_the_board(c, &what).await;
    driver
        .cdp(c, "Emulation.clearDeviceMetricsOverride", json!({}))
        .await;
}

/// The handle folds the sheet to a line that covers none of the board's names, and opens it.
async fn fold_the_sheet(c: &Client, what: &str) {
    c.find(Locator::Id("sheet-handle"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let folded = js(
        c,
        "const s = document.getElementById('decision').getBoundingClientRect();
         const covered = [...document.querySelectorAll('#board .pos > text, #board .lock-name')].filter((t) => {
           const r = t.getBoundingClientRect();
           return r.right > 0 && r.left < innerWidth && r.bottom > s.top && r.top < s.bottom; }).map((t) => t.textContent);
         return { height: s.height, covered, expanded: document.getElementById('sheet-handle').getAttribute('aria-expanded'),
                  choices: document.getElementById('actions').getBoundingClientRect().height };",
    )
    .await;
    assert_eq!(folded["expanded"], json!("false"), "{what}: {folded}");
    assert!(
        folded["height"].as_f64().unwrap() < 110.0,
        "{what}: {folded}"
    );
    assert_eq!(folded["choices"], json!(0), "{what}: {folded}");
    assert_eq!(
        folded["covered"],
        json!([]),
        "{what}: the folded sheet covers names"
    );
    shot(
        c,
        &format!("97-layout-{what}-folded").replace(['×', ' '], "-"),
    )
    .await;
    c.find(Locator::Id("sheet-handle"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let open = js(
        c,
        "return { expanded: document.getElementById('sheet-handle').getAttribute('aria-expanded'),
                  first: document.querySelector('#actions button').getBoundingClientRect().bottom, h: innerHeight };",
    )
    .await;
    assert_eq!(open["expanded"], json!("true"), "{what}: {open}");
    assert!(
        open["first"].as_f64() <= open["h"].as_f64(),
        "{what}: {open}"
    );
}

/// A position on the board with several choices opens a menu beside the tap: it lies within
/// the screen, on top of the sheet (its first button is what a finger there reaches), and
/// Escape closes it.
async fn menu_on_the_board(c: &Client, what: &str) {
    let menu = js(
        c,
        "const board = document.getElementById('board-wrap').getBoundingClientRect();
         for (const g of document.querySelectorAll('#board .pos.clickable')) {
           const r = g.getBoundingClientRect();
           const x = r.left + r.width / 2, y = r.top + r.height / 2;
           if (x < 0 || x > innerWidth || y < board.top || y > board.bottom) continue;
           g.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: y }));
           const m = document.getElementById('choice');
           if (m.hidden) continue;
           const b = m.getBoundingClientRect(); const first = m.querySelector('button').getBoundingClientRect();
           const hit = document.elementFromPoint(first.left + first.width / 2, first.top + first.height / 2);
           return { at: g.dataset.target, left: b.left, right: b.right, top: b.top, bottom: b.bottom, w: innerWidth, h: innerHeight,
                    reached: !!hit && m.contains(hit), floating: m.classList.contains('floating') };
         }
         return null;",
    )
    .await;
    if menu.is_null() {
        // Every position on screen is one action: nothing to open here.
        return;
    }
    assert_eq!(menu["floating"], json!(true), "{what}: {menu}");
    assert!(
        menu["left"].as_f64().unwrap() >= 0.0
            && menu["top"].as_f64().unwrap() >= 0.0
            && menu["right"].as_f64() <= menu["w"].as_f64()
            && menu["bottom"].as_f64() <= menu["h"].as_f64(),
        "{what}: the menu falls off the screen: {menu}"
    );
    assert_eq!(
        menu["reached"],
        json!(true),
        "{what}: the menu's first choice is covered: {menu}"
    );
    shot(
        c,
        &format!("98-layout-{what}-menu").replace(['×', ' '], "-"),
    )
    .await;
    c.execute(
        "document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); return 1;",
        vec![],
    )
    .await
    .unwrap();
    assert_eq!(
        js(c, "return document.getElementById('choice').hidden;").await,
        json!(true),
        "{what}"
    );
}
