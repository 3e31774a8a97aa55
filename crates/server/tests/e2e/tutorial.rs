//! The guided tutorials (issue 35, item 2): each rule set's tutorial started from the learning
//! page and played to its end in each language by clicking what the coach highlights (the
//! board or a panel; the list button with the same action where the highlighted thing opens a
//! menu of several, or is not on the page), left and resumed once, and marked finished on the
//! learning page; axe-core on the tutorial page and the learning page; screenshots at
//! 1280×900 and 390×844.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{body_data, driver, js, shot, wait_js};
use crate::common::{self, TempDir};

const RULESETS: [&str; 3] = ["rotterdam", "masters", "antwerpen"];

/// The coach's title in each language (`web-tutorial_coach`).
const COACH: [(&str, &str); 4] = [
    ("en", "Tutorial"),
    ("nl", "Speluitleg"),
    ("de", "Einführung"),
    ("fr", "Tutoriel"),
];

/// Clicks the element of `id`, found again if the page drew it anew meanwhile (the coach's
/// box is redrawn with the table).
async fn click_id(c: &Client, id: &str) {
    for _ in 0..20 {
        if let Ok(e) = c.find(Locator::Id(id)).await
            && e.click().await.is_ok()
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("cannot click #{id}");
}

/// Opens the learning page and starts `ruleset`'s tutorial from it.
async fn start(c: &Client, base: &str, ruleset: &str) {
    c.goto(&format!("{base}/learn")).await.unwrap();
    wait_js(
        c,
        "document.body.dataset.ready === '1'",
        "the learning page",
    )
    .await;
    click_id(c, &format!("tutorial-start-{ruleset}")).await;
    wait_js(
        c,
        "location.pathname.startsWith('/t/') && document.querySelector('#tutorial h2') && document.body.dataset.version !== ''",
        "the tutorial table",
    )
    .await;
}

/// Waits for the learner's decision or the end; true at the end.
async fn turn_or_end(c: &Client) -> bool {
    wait_js(
        c,
        "(document.body.dataset.myTurn === '1' && document.getElementById('tutorial')?.dataset.state === 'step' && document.querySelector('#actions button.tutorial-target'))
         || document.body.dataset.over === '1'",
        "the learner's step",
    )
    .await;
    body_data(c, "over").await == "1"
}

/// Takes the coach's step by clicking what it highlights: the board's or a panel's target, and
/// in the menu that opens when that target holds several actions, the one the list's
/// highlighted button names; the list button itself when nothing else is highlighted.
/// Returns whether the board or a panel was clicked (not the list).
async fn take_step(c: &Client) -> bool {
    let version = body_data(c, "version").await;
    let step = js(
        c,
        "return document.getElementById('tutorial').dataset.step;",
    )
    .await;
    let found = js(
        c,
        "const t = [...document.querySelectorAll('main [data-target].tutorial-target')]
           .find((n) => !n.closest('#actions'));
         if (!t) return false;
         t.scrollIntoView({ block: 'center' });
         return true;",
    )
    .await
        == json!(true);
    let mut on_board = false;
    if found {
        let target = c
            .find(Locator::Css(
                "main [data-target].tutorial-target:not(#actions *)",
            ))
            .await
            .unwrap();
        // A real click where nothing covers the target, else the click the page would get.
        if target.click().await.is_err() {
            js(
                c,
                "document.querySelector('main [data-target].tutorial-target:not(#actions *)')
                   .dispatchEvent(new MouseEvent('click', { bubbles: true }));
                 return 1;",
            )
            .await;
        }
        on_board = true;
        let menu = js(
            c,
            "const m = document.getElementById('choice');
             if (m.hidden) return 'sent';
             const want = document.querySelector('#actions button.tutorial-target')?.textContent.trim();
             const b = [...m.querySelectorAll('.choice-btn')].find((x) => x.textContent.trim() === want);
             if (!b) return 'none';
             b.click();
             return 'menu';",
        )
        .await;
        assert_ne!(menu, json!("none"), "the menu lacks the step's action");
    } else {
        js(
            c,
            "document.querySelector('#actions button.tutorial-target').scrollIntoView({ block: 'center' }); return 1;",
        )
        .await;
        c.find(Locator::Css("#actions button.tutorial-target"))
            .await
            .unwrap()
            .click()
            .await
            .expect("the highlighted choice is not covered");
    }
    wait_js(
        c,
        &format!(
            "document.body.dataset.version !== '{version}' || document.body.dataset.over === '1'"
        ),
        "the step to be taken",
    )
    .await;
    let now = js(
        c,
        "return document.getElementById('tutorial').dataset.step;",
    )
    .await;
    assert_ne!(now, step, "the coach did not move on");
    on_board
}

/// The coach's box says words from the catalogue: no raw id, nothing missing.
async fn coach_speaks(c: &Client, ruleset: &str, lang: &str) {
    let text = js(
        c,
        "return document.getElementById('tutorial').innerText + '|' + (document.getElementById('tutorial-words')?.textContent ?? '');",
    )
    .await;
    let text = text.as_str().unwrap();
    assert!(
        !text.contains("tutorial_") && !text.contains("null") && !text.contains("undefined"),
        "{ruleset} {lang}: the coach says {text:?}"
    );
    assert!(
        !text.ends_with('|'),
        "{ruleset} {lang}: the coach says nothing"
    );
}

/// Plays one tutorial to its end; leaves and resumes it once after a few steps when `leave`.
async fn play(c: &Client, base: &str, ruleset: &str, lang: &str, leave: bool) -> (usize, usize) {
    let coach = COACH.iter().find(|(l, _)| *l == lang).unwrap().1;
    start(c, base, ruleset).await;
    let title = js(
        c,
        "return document.getElementById('tutorial-title').textContent;",
    )
    .await;
    assert!(
        title.as_str().unwrap().starts_with(coach),
        "{lang}: the coach says {title}"
    );
    let started = Instant::now();
    let (mut steps, mut on_board) = (0, 0);
    while !turn_or_end(c).await {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "{ruleset} {lang}: too long"
        );
        coach_speaks(c, ruleset, lang).await;
        let state = js(
            c,
            "return document.getElementById('tutorial').dataset.state;",
        )
        .await;
        assert_eq!(state, json!("step"), "{ruleset} {lang}: off the script");
        if take_step(c).await {
            on_board += 1;
        }
        steps += 1;
        if leave && steps == 3 {
            let step = js(
                c,
                "return document.getElementById('tutorial').dataset.step;",
            )
            .await;
            click_id(c, "tutorial-leave").await;
            wait_js(
                c,
                "document.body.dataset.ready === '1'",
                "the learning page",
            )
            .await;
            let card = js(
                c,
                &format!(
                    "return document.querySelector('li[data-ruleset={ruleset}]').dataset.state;"
                ),
            )
            .await;
            assert_eq!(card, json!("running"));
            shot(c, &format!("tutorial-{ruleset}-{lang}-learn-running")).await;
            click_id(c, &format!("tutorial-resume-{ruleset}")).await;
            wait_js(
                c,
                "document.getElementById('tutorial')?.dataset.step !== undefined && document.body.dataset.version !== ''",
                "the resumed tutorial",
            )
            .await;
            let again = js(
                c,
                "return document.getElementById('tutorial').dataset.step;",
            )
            .await;
            assert_eq!(again, step, "the resumed tutorial is at another step");
        }
    }
    wait_js(
        c,
        "document.getElementById('tutorial')?.dataset.state === 'done' && document.getElementById('tutorial-back')",
        "the coach's end",
    )
    .await;
    coach_speaks(c, ruleset, lang).await;
    (steps, on_board)
}

/// Every tutorial to its end in every language, with a leave and a resume, the finished marks,
/// axe-core, and the screenshots at both sizes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn every_tutorial_runs_to_its_end_in_every_language() {
    let mut driver = driver();
    let axe = axe_source();
    let dir = TempDir::new("e2e-tutorial");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    // The lobby's link leads to the learning page.
    c.goto(&format!("{base}/")).await.unwrap();
    click_id(&c, "learn-link").await;
    wait_js(
        &c,
        "document.body.dataset.ready === '1'",
        "the learning page",
    )
    .await;
    axe_check(&c, &axe, "the learning page").await;
    shot(&c, "tutorial-learn-1280").await;

    for (lang, _) in COACH {
        js(
            &c,
            &format!("localStorage.setItem('hb.lang', '{lang}'); return 1;"),
        )
        .await;
        for (i, ruleset) in RULESETS.into_iter().enumerate() {
            if lang == "en" {
                // The first step, for the accessibility check and the pictures at both sizes.
                start(&c, &base, ruleset).await;
                turn_or_end(&c).await;
                axe_check(&c, &axe, &format!("the {ruleset} tutorial")).await;
                shot(&c, &format!("tutorial-{ruleset}-1280")).await;
                c.set_window_size(390, 844).await.unwrap();
                tokio::time::sleep(Duration::from_millis(300)).await;
                shot(&c, &format!("tutorial-{ruleset}-390")).await;
                c.set_window_size(1280, 900).await.unwrap();
            }
            let (steps, on_board) = play(&c, &base, ruleset, lang, i == 0).await;
            assert!(steps >= 10, "{ruleset} {lang}: {steps} steps");
            assert!(
                on_board * 2 > steps,
                "{ruleset} {lang}: {on_board} of {steps} steps clicked on the board or a panel"
            );
            if lang == "en" {
                shot(&c, &format!("tutorial-{ruleset}-end-1280")).await;
            }
            click_id(&c, "tutorial-back").await;
            wait_js(
                &c,
                "document.body.dataset.ready === '1'",
                "the learning page",
            )
            .await;
            let done = js(
                &c,
                &format!("return !!document.getElementById('tutorial-done-{ruleset}');"),
            )
            .await;
            assert_eq!(done, json!(true), "{ruleset} {lang}: not marked finished");
        }
    }
    shot(&c, "tutorial-learn-done-1280").await;
    c.set_window_size(390, 844).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    axe_check(&c, &axe, "the learning page on a phone").await;
    shot(&c, "tutorial-learn-done-390").await;
    server.shutdown().await.unwrap();
}
