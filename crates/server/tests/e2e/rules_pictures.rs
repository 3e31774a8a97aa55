//! The rules pages with pictures (issue 35, item 3): the board drawn as at the table, worked
//! examples that step through with Back and Next, rule ids in small print, every language,
//! axe-core.

use fantoccini::{Client, Locator};
use havenbaron_words::LANGS;
use serde_json::{Value, json};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{Driver, WIDER_THAN_THE_SCREEN, driver, js, shot, wait_js};
use crate::common::{self, TempDir};

/// The examples each rule set's page shows (Masters' players trade with the market, not with
/// each other; only Antwerpen has locks).
fn examples_of(ruleset: &str) -> &'static [&'static str] {
    match ruleset {
        "rotterdam" => &["call", "fork", "delivery", "trade"],
        "masters" => &["call", "fork", "delivery", "market"],
        _ => &["call", "fork", "lock", "delivery", "trade"],
    }
}

/// An example's state as the page draws it: its step, Back and Next, the words, the numbered
/// marks on the drawing and in the list, and where each ship stands (data-pos).
const STATE: &str = "
    const f = document.getElementById('example-' + arguments[0]);
    if (!f) return null;
    return { step: f.dataset.step, back: f.querySelector('.diagram-back').disabled,
        next: f.querySelector('.diagram-next').disabled, text: f.querySelector('.diagram-text').textContent,
        count: f.querySelector('.diagram-count').textContent,
        marks: f.querySelectorAll('.callout').length, items: f.querySelectorAll('.callout-list li').length,
        ships: [...f.querySelectorAll('svg .ship')].map((s) => Number(s.dataset.pos)),
        moving: f.querySelectorAll('svg .ship.moving').length,
        previewed: f.querySelectorAll('svg .ship.would-move, svg .ship.would-fork').length,
        extra: f.querySelector('.diagram-extra').innerText,
        prices: [...f.querySelectorAll('.market-track .price.at')].map((p) => Number(p.textContent)) };";

/// Every channel of the served data as [from, to, colours], to check a step's moves against.
async fn channels(c: &Client, ruleset: &str) -> Vec<(u64, u64, Vec<String>)> {
    let data = c
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch('/api/data/' + arguments[0]).then((r) => r.json()).then((d) => done((d.board || d.base.board).channels));",
            vec![json!(ruleset)],
        )
        .await
        .unwrap();
    data.as_array()
        .unwrap()
        .iter()
        .map(|ch| {
            (
                ch["from"].as_u64().unwrap(),
                ch["to"].as_u64().unwrap(),
                ch["colours"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_str().unwrap().to_string())
                    .collect(),
            )
        })
        .collect()
}

async fn state(c: &Client, key: &str) -> Value {
    c.execute(STATE, vec![json!(key)]).await.unwrap()
}

async fn press(c: &Client, key: &str, button: &str) {
    c.find(Locator::Css(&format!("#example-{key} .diagram-{button}")))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Steps one example through to its end and back: Back is off at the first step, Next at the
/// last; every step has words and as many numbered marks on the drawing as in the list; a ship
/// that changes place between steps moves along one channel (the call's along the called
/// colour, which the first step previews); the delivery ends with its product card.
async fn step_through(c: &Client, ruleset: &str, key: &str, lang: &str) {
    let what = format!("{lang} {ruleset} example {key}");
    let chans = channels(c, ruleset).await;
    let first = state(c, key).await;
    assert!(first.is_object(), "{what}: missing");
    assert_eq!(first["step"], json!("1"), "{what}");
    assert_eq!(first["back"], json!(true), "{what}: Back at the first step");
    let mut last = first.clone();
    let mut steps = 1;
    loop {
        let s = state(c, key).await;
        assert!(s["text"].as_str().unwrap().len() > 20, "{what}: {s}");
        assert_eq!(
            s["marks"], s["items"],
            "{what}: marks and their list differ: {s}"
        );
        if key != "trade" && key != "market" {
            assert!(s["items"].as_u64().unwrap() >= 1, "{what}: no marks: {s}");
        }
        if steps == 1 && key == "call" {
            assert_eq!(
                s["previewed"],
                json!(2),
                "{what}: the ships that move are marked: {s}"
            );
        }
        let (was, now) = (
            last["ships"].as_array().unwrap(),
            s["ships"].as_array().unwrap(),
        );
        if was.len() == now.len() {
            for (a, b) in was.iter().zip(now) {
                let (a, b) = (a.as_u64().unwrap(), b.as_u64().unwrap());
                if a != b {
                    assert!(
                        chans.iter().any(|(f, t, _)| *f == a && *t == b),
                        "{what}: a ship jumped from {a} to {b}, not along a channel"
                    );
                }
            }
        }
        if s["next"] == json!(true) {
            break;
        }
        last = s;
        press(c, key, "next").await;
        steps += 1;
        wait_js(
            c,
            &format!("document.getElementById('example-{key}').dataset.step === '{steps}'"),
            "the next step",
        )
        .await;
    }
    assert!(steps >= 2, "{what}: only one step");
    let end = state(c, key).await;
    if key == "call" {
        let moved = first["ships"]
            .as_array()
            .unwrap()
            .iter()
            .zip(end["ships"].as_array().unwrap())
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(
            moved, 2,
            "{what}: two of the three ships sail: {first} → {end}"
        );
    }
    if key == "delivery" {
        assert!(
            end["extra"].as_str().unwrap().len() > 3,
            "{what}: no product card: {end}"
        );
    }
    if key == "market" {
        // The sold product's marker a step down, the bought one's a step up.
        let at = |s: &Value, i: usize| s["prices"][i].as_i64().unwrap();
        assert!(
            at(&end, 0) < at(&first, 0) && at(&end, 1) > at(&first, 1),
            "{what}: the prices did not move: {first} → {end}"
        );
    }
    if key == "lock" {
        assert_ne!(
            first["ships"], end["ships"],
            "{what}: the open lock lets the ship through"
        );
    }
    for k in (1..steps).rev() {
        press(c, key, "back").await;
        wait_js(
            c,
            &format!("document.getElementById('example-{key}').dataset.step === '{k}'"),
            "the step before",
        )
        .await;
    }
    assert_eq!(
        state(c, key).await["ships"],
        first["ships"],
        "{what}: Back returns"
    );
}

/// The rules page of every rule set in every language: the whole board drawn by the table's
/// board.js (every position of the data), every worked example stepping forwards and back
/// (the Next of the call slides the ships, as at the table), the rule ids in small print and
/// no "(C-2)" left in the running text, no raw message id, nothing wider than a phone, and no
/// serious axe-core violation; with prefers-reduced-motion the ships do not slide.
/// Screenshots in English and Dutch at 1280×900 and 390×844.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn rules_pages_draw_the_board_and_step_through_examples() {
    let axe = axe_source();
    let mut driver = driver();
    let dir = TempDir::new("e2e-rules-pictures");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    for lang in LANGS {
        c.goto(&format!("{base}/")).await.unwrap();
        js(
            &c,
            &format!("localStorage.setItem('hb.lang', '{lang}'); return 1;"),
        )
        .await;
        for ruleset in ["rotterdam", "masters", "antwerpen"] {
            c.set_window_size(1280, 900).await.unwrap();
            c.goto(&format!("{base}/rules/{ruleset}")).await.unwrap();
            wait_js(
                &c,
                &format!("document.body.dataset.ready === '1' && document.body.dataset.ruleset === '{ruleset}' && document.documentElement.lang === '{lang}'"),
                "the rules page",
            )
            .await;
            let page = js(
                &c,
                "return { positions: document.querySelectorAll('#the-board svg .pos').length,
                    channels: document.querySelectorAll('#the-board svg .channel').length,
                    examples: [...document.querySelectorAll('figure[data-example]')].map((f) => f.dataset.example),
                    ids: document.querySelectorAll('.rules-section .rule-id').length,
                    plain: [...document.querySelectorAll('.rules-section p, .rules-section li')]
                        .filter((e) => /\\([CRMAD]-\\d/.test([...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join(''))).length,
                    raw: (document.body.innerText.match(/\\b(rules|help|web)-[a-z][a-z0-9_-]*/g) || []) };",
            )
            .await;
            let what = format!("{lang} {ruleset}");
            assert!(page["positions"].as_u64().unwrap() >= 20, "{what}: {page}");
            assert!(page["channels"].as_u64().unwrap() >= 20, "{what}: {page}");
            assert_eq!(
                page["examples"],
                json!(examples_of(ruleset)),
                "{what}: {page}"
            );
            assert!(
                page["ids"].as_u64().unwrap() >= 5,
                "{what}: rule ids: {page}"
            );
            assert_eq!(
                page["plain"],
                json!(0),
                "{what}: rule ids in the running text: {page}"
            );
            assert_eq!(page["raw"], json!([]), "{what}: raw message ids");
            for key in examples_of(ruleset) {
                step_through(&c, ruleset, key, lang).await;
            }
            // The call's Next slides the ships (drawBoard's transition, as at the table).
            press(&c, "call", "next").await;
            assert!(
                state(&c, "call").await["moving"].as_u64().unwrap() >= 1,
                "{what}: no slide"
            );
            press(&c, "call", "back").await;
            if lang == "en" || lang == "nl" {
                for (w, h) in [(1280, 900), (390, 844)] {
                    c.set_window_size(w, h).await.unwrap();
                    for (n, css) in [
                        (1, "h1"),
                        (2, "#example-call"),
                        (3, "#example-delivery"),
                        (4, "#sec-trading"),
                    ] {
                        js(&c, &format!("document.querySelector('{css}').scrollIntoView({{block: 'start'}}); return 1;")).await;
                        tokio::time::sleep(std::time::Duration::from_millis(700)).await;
                        shot(&c, &format!("91-rules-{ruleset}-{lang}-{n}-{w}x{h}")).await;
                    }
                    assert_eq!(
                        js(&c, WIDER_THAN_THE_SCREEN).await,
                        json!([]),
                        "{what}: wider than {w} px"
                    );
                    if lang == "en" {
                        axe_check(&c, &axe, &format!("the {ruleset} rules page at {w}×{h}")).await;
                    }
                }
            }
        }
    }
    reduced_motion(&driver, &c, &base).await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// With prefers-reduced-motion the examples step without sliding: the ships are at once where
/// the step puts them.
async fn reduced_motion(driver: &Driver, c: &Client, base: &str) {
    let reduce = json!({"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]});
    driver.cdp(c, "Emulation.setEmulatedMedia", reduce).await;
    c.goto(&format!("{base}/rules/rotterdam")).await.unwrap();
    wait_js(c, "document.body.dataset.ready === '1'", "the rules page").await;
    assert_eq!(
        js(
            c,
            "return matchMedia('(prefers-reduced-motion: reduce)').matches;"
        )
        .await,
        json!(true)
    );
    let before = state(c, "call").await;
    press(c, "call", "next").await;
    let after = state(c, "call").await;
    assert_eq!(after["moving"], json!(0), "a slide despite reduced motion");
    assert_ne!(before["ships"], after["ships"], "the ships did not move");
    driver
        .cdp(c, "Emulation.setEmulatedMedia", json!({"features": []}))
        .await;
}
