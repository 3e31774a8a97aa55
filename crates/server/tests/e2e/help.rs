//! Help at the table: the rules pages, tooltips, what to do now and how the game ends.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use havenbaron_engine::Message;
use havenbaron_words::{LANGS, Words};
use serde_json::json;

use crate::browser::{
    Driver, WIDER_THAN_THE_SCREEN, body_data, driver, js, shot, shots_at, text_of, wait_js,
};
use crate::common::{self, TempDir};

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
#[ignore = "needs Chromium: run ./test"]
async fn rules_pages_tooltips_and_what_to_do_now() {
    let mut driver = driver();
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
            rules_page_from_the_lobby(&c, &base, &words, lang, ruleset).await;
        }
        // At each table: the rules link (a new tab), what to do now, how the game ends, tooltips.
        for (ruleset, url) in &tables {
            help_at_the_table(&driver, &c, &words, lang, ruleset, url).await;
        }
    }
    help_js_in_rare_positions(&c).await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The lobby: the link beside the chosen rule set opens its rules page, which has every
/// section, no raw message id, and its cards and characters with their tooltips.
async fn rules_page_from_the_lobby(
    c: &Client,
    base: &str,
    words: &Words,
    lang: &str,
    ruleset: &str,
) {
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        c,
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
        c,
        &format!(
            "document.getElementById('rules-link').getAttribute('href') === '/rules/{ruleset}'"
        ),
        "the rules link of the chosen rule set",
    )
    .await;
    let label = text_of(c, "#rules-link").await;
    if ruleset == "masters" {
        shot(c, &format!("82-lobby-rules-link-{lang}")).await;
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
        c,
        &format!(
            "document.body.dataset.ready === '1' && document.body.dataset.ruleset === '{ruleset}'"
        ),
        "the rules page",
    )
    .await;
    assert_eq!(
        js(c, "return document.documentElement.lang;").await,
        json!(lang)
    );
    let sections = js(
        c,
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
        js(c, RAW_IDS).await,
        json!([]),
        "{lang} {ruleset}: raw ids in the rules page"
    );
    // Cards and characters with their tooltips, the harbours from the data.
    let (card, count) = match ruleset {
        "rotterdam" => ("dt[data-help='card:storm']", 9),
        "masters" => ("dt[data-help='char:discharger']", 9 + 8),
        _ => ("dt[data-help='shipcard:anchor']", 7 + 8),
    };
    let tip = tooltip_of(c, card).await;
    if ruleset == "rotterdam" {
        assert!(tip.starts_with(&words.text("help-card-storm")), "{tip}");
    }
    assert_eq!(
        js(
            c,
            "return document.querySelectorAll('dt[data-help][title]').length;"
        )
        .await,
        json!(count),
        "{lang} {ruleset}: every card and character has its tooltip"
    );
    assert_eq!(
        js(
            c,
            "return document.querySelectorAll('.harbours li').length;"
        )
        .await,
        json!(4),
        "{lang} {ruleset}: four harbours"
    );
    if lang == "en" || ruleset == "masters" {
        shots_at(c, "#sec-cards", &format!("80-rules-{ruleset}-{lang}")).await;
        shots_at(c, "h1", &format!("80-rules-{ruleset}-{lang}-top")).await;
        shots_at(
            c,
            "#sec-variants",
            &format!("80-rules-{ruleset}-{lang}-end"),
        )
        .await;
    }
}

/// What to do now, as the catalogue words it; how the game ends (the header); and the
/// element whose tooltip the table shows, for seat 0 at the start of `ruleset`'s game.
fn todo_end_and_tooltip(words: &Words, ruleset: &str) -> (String, String, &'static str) {
    match ruleset {
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
    }
}

/// At a table: what to do now, how the game ends, a tooltip that focusing shows too, no raw
/// message id, the rules link that opens a new tab (and screenshots, in English).
async fn help_at_the_table(
    driver: &Driver,
    c: &Client,
    words: &Words,
    lang: &str,
    ruleset: &str,
    url: &str,
) {
    c.goto(url).await.unwrap();
    wait_js(
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1' && document.getElementById('todo')",
        "my decision at the table",
    )
    .await;
    let todo = js(c, "return document.getElementById('todo').textContent;")
        .await
        .as_str()
        .unwrap()
        .to_string();
    let (expected, end, tipped) = todo_end_and_tooltip(words, ruleset);
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
        text_of(c, "#end-line").await,
        end,
        "{lang} {ruleset}: the header"
    );
    let info = text_of(c, "#info").await;
    assert!(
        !info.contains("/60") && !info.contains("/400"),
        "{lang} {ruleset}: {info}"
    );
    if ruleset != "rotterdam" {
        let tip = tooltip_of(c, tipped).await;
        // Keyboard users see it too: focusing the element shows the same words.
        let pop = js(
            c,
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
        js(c, RAW_IDS).await,
        json!([]),
        "{lang} {ruleset}: raw ids at the table"
    );
    if lang == "en" {
        help_on_a_phone(c, ruleset).await;
    }
    // The rules link opens a new tab; the table stays where it was.
    let link = js(
        c,
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
        c,
        &format!(
            "document.body.dataset.ready === '1' && document.body.dataset.ruleset === '{ruleset}'"
        ),
        "the rules page in its tab",
    )
    .await;
    assert_eq!(
        js(c, RAW_IDS).await,
        json!([]),
        "{lang} {ruleset}: raw ids in the rules tab"
    );
    c.close_window().await.unwrap();
    c.switch_to_window(table_window).await.unwrap();
    driver.bring_to_front(c).await;
    assert_eq!(
        body_data(c, "connected").await,
        "1",
        "the table is still open"
    );
}

/// Screenshots of the table's help, wide and phone-sized; what this page adds stays on a
/// phone's screen.
async fn help_on_a_phone(c: &Client, ruleset: &str) {
    js(c, "window.scrollTo(0, 0); return 1;").await;
    shot(c, &format!("81-table-help-{ruleset}-1280x900")).await;
    c.set_window_size(390, 844).await.unwrap();
    js(c, "window.scrollTo(0, 0); return 1;").await;
    tokio::time::sleep(Duration::from_millis(250)).await;
    shot(c, &format!("81-table-help-{ruleset}-top-390x844")).await;
    js(
        c,
        "document.getElementById('todo').scrollIntoView({block: 'center'}); return 1;",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(250)).await;
    shot(c, &format!("81-table-help-{ruleset}-390x844")).await;
    // What this page adds stays on a phone's screen (the rest of the table's
    // layout is not this test's).
    let wide = js(c, WIDER_THAN_THE_SCREEN).await;
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

/// The header and the line of what to do in positions a short test does not reach: help.js
/// run in the page on views as the server sends them.
async fn help_js_in_rare_positions(c: &Client) {
    let words = Words::new("en").unwrap();
    js(c, "localStorage.setItem('hb.lang', 'en'); return 1;").await;
    c.refresh().await.unwrap();
    wait_js(c, "document.getElementById('todo')", "the table again").await;
    let shown = js(
        c,
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
        // Another seat decides: said of them, in the third person (trade.ftl).
        say(Message::new("trade-they-masters-captain")
            .arg("seat", text("Bo"))
            .arg("character", text("Captain"))
            .num("done", 1)),
        say(Message::new("help-do-antwerpen-open-lock").num("left", 2)),
        words.text("help-do-antwerpen-turn-after"),
    ]);
    assert_eq!(shown, expected);
}
