//! Board labels stay readable (issue 35, item 6): no ship, cargo square, channel letter or lock
//! covers a position's name, a harbour's name or a lock's name, in any rule set, measured on
//! the SVG's boxes in the browser.

use fantoccini::Client;
use serde_json::{Value, json};

use crate::browser::{driver, js, my_turn_or_end, shot, wait_js};
use crate::common::{self, TempDir};

/// The overlaps on the board `svg` (a CSS selector) as "label × thing" lines: every name (a
/// position's id above its node, a harbour's name and pile line, the exit's, a lock's name)
/// against every ship (hull, mast, cargo square: the parts drawn, not the finger-sized hit
/// area), channel letter and lock mark. Boxes are the screen's (getBoundingClientRect), less a
/// quarter pixel of rounding each side. Also returns how many of each were measured, so an
/// empty board cannot pass by measuring nothing.
const OVERLAPS: &str = "
    const svg = document.querySelector(arguments[0]);
    if (!svg) return { error: 'no board ' + arguments[0] };
    const box = (e) => { const r = e.getBoundingClientRect(); return { l: r.left + .25, r: r.right - .25, t: r.top + .25, b: r.bottom - .25 }; };
    const hit = (a, b) => a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b;
    const labels = [...svg.querySelectorAll('.pos text:not(.anchor), .lock .lock-name')]
        .map((e) => ({ what: e.textContent, at: e.closest('[data-pos]')?.dataset.pos ?? 'lock', box: box(e) }));
    const things = [];
    for (const s of svg.querySelectorAll('.ship')) {
        for (const part of s.querySelectorAll(':scope > :not(.hit):not(title)')) {
            things.push({ what: `ship ${s.dataset.ship} at ${s.dataset.pos} (${part.getAttribute('class')})`, box: box(part) });
        }
    }
    for (const l of svg.querySelectorAll('.channel-letters .letter')) things.push({ what: `letter ${l.getAttribute('class')}`, box: box(l) });
    for (const m of svg.querySelectorAll('.callout')) things.push({ what: `mark ${m.textContent}`, box: box(m) });
    for (const l of svg.querySelectorAll('.lock')) {
        for (const part of l.querySelectorAll('.shape, .gate, .lock-mark')) things.push({ what: `lock ${l.dataset.lock} ${part.getAttribute('class')}`, box: box(part) });
    }
    const bad = [];
    for (const a of labels) for (const t of things) if (hit(a.box, t.box)) bad.push(`${a.what} (${a.at}) × ${t.what}`);
    return { bad, labels: labels.length, ships: svg.querySelectorAll('.ship').length,
        letters: svg.querySelectorAll('.channel-letters .letter').length, locks: svg.querySelectorAll('.lock').length };";

/// Draws the rule set's board (the page's own board.js, the served data) as full as it can
/// get into a new board under the page: a ship on every start, water and anchor position,
/// six in every harbour, three at the exit (a ship sailing out leaves the board at once),
/// every ship loaded, every lock closed (its gate drawn across the channel). The board is
/// `#crowded`.
const CROWDED: &str = "
    const [ruleset, done] = [arguments[0], arguments[arguments.length - 1]];
    Promise.all([import('/static/board.js'), import('/static/api.js'), fetch('/api/data/' + ruleset).then((r) => r.json())])
      .then(([board, api, raw]) => {
        const data = api.flatData(raw);
        const ships = [];
        data.board.positions.forEach((p, i) => {
            const n = { harbour: 6, exit: 3 }[p.kind] ?? 1;
            for (let k = 0; k < n; k++) ships.push({ owner: ships.length % 4, pos: i, cargo: ships.length % data.raws.length });
        });
        const view = { public: { players: 4, seats: [{}, {}, {}, {}], fleet: { ships }, locks_open: 0, call: { held: 0 } } };
        document.getElementById('crowded')?.remove();
        const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
        svg.id = 'crowded';
        svg.setAttribute('class', 'board');
        document.querySelector('main').append(svg);
        board.drawBoard(svg, data, view);
        svg.scrollIntoView();
        done(ships.length);
      }).catch((e) => done('error: ' + e));";

async fn overlaps(c: &Client, svg: &str, what: &str) -> Value {
    let found = c
        .execute(OVERLAPS, vec![json!(svg)])
        .await
        .expect("the measuring script runs");
    assert!(found.get("error").is_none(), "{what}: {found}");
    assert_eq!(
        found["bad"],
        json!([]),
        "{what}: ships, letters or locks cover names on the board"
    );
    assert!(
        found["labels"].as_u64().unwrap() >= 16,
        "{what}: too few names measured: {found}"
    );
    found
}

/// No ship or badge covers a label (issue 35, item 6), in each rule set at 1280×900 and on a
/// 390×844 phone: (1) the board as crowded as the rules allow and beyond (a ship on every
/// position, six in every harbour, three at Antwerpen's exit, all loaded, every lock closed),
/// drawn by the page's board.js from the served data; (2) the board of a real table after
/// some moves of a game (ships placed by play, bots' too). Screenshots of both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn no_ship_or_badge_covers_a_label() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-labels");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        for (w, h) in [(1280, 900), (390, 844)] {
            c.set_window_size(w, h).await.unwrap();
            c.goto(&format!("{base}/rules/{ruleset}")).await.unwrap();
            wait_js(&c, "document.body.dataset.ready === '1'", "the rules page").await;
            let what = format!("{ruleset} crowded at {w}×{h}");
            let ships = c
                .execute_async(CROWDED, vec![json!(ruleset)])
                .await
                .expect("the crowded board draws");
            assert!(ships.as_u64().unwrap_or(0) > 30, "{what}: {ships}");
            let found = overlaps(&c, "#crowded", &what).await;
            assert_eq!(found["ships"], ships, "{what}: every ship drawn");
            assert!(found["letters"].as_u64().unwrap() >= 20, "{what}: {found}");
            if ruleset == "antwerpen" {
                assert!(found["locks"].as_u64().unwrap() >= 3, "{what}: {found}");
            }
            shot(&c, &format!("90-labels-{ruleset}-crowded-{w}x{h}")).await;
            // The rules page's own board and every example drawn on it, at every step (their
            // numbered marks included).
            overlaps(
                &c,
                "#the-board svg",
                &format!("{ruleset} rules board at {w}×{h}"),
            )
            .await;
            examples(&c, &format!("{ruleset} at {w}×{h}")).await;
        }
        played_table(&c, server.addr, &base, ruleset).await;
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Every worked example of the rules page drawn on the board, measured at each of its steps.
async fn examples(c: &Client, what: &str) {
    let keys = js(
        c,
        "return [...document.querySelectorAll('figure[data-example]')].filter((f) => f.querySelector('svg')).map((f) => f.dataset.example);",
    )
    .await;
    assert!(keys.as_array().unwrap().len() >= 3, "{what}: {keys}");
    for key in keys.as_array().unwrap() {
        let key = key.as_str().unwrap();
        for step in 1.. {
            let svg = format!("#example-{key} svg");
            let found = c.execute(OVERLAPS, vec![json!(svg)]).await.unwrap();
            assert_eq!(
                found["bad"],
                json!([]),
                "{what}: example {key} at step {step}"
            );
            let more = js(
                c,
                &format!("const b = document.querySelector('#example-{key} .diagram-next'); if (b.disabled) return false; b.click(); return true;"),
            )
            .await;
            if more != json!(true) {
                break;
            }
        }
    }
}

/// A table of `ruleset` (me and two bots), played by the list's first choice until a few of
/// my decisions have passed and ships stand on the board; measured at both sizes.
async fn played_table(c: &Client, addr: std::net::SocketAddr, base: &str, ruleset: &str) {
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 11,
            "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}, {"kind": "bot", "bot": "greedy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
        .await
        .unwrap();
    wait_js(c, "document.body.dataset.version", "the table").await;
    let mut ships = 0;
    for _ in 0..40 {
        if my_turn_or_end(c).await {
            break;
        }
        ships = js(
            c,
            "return document.querySelectorAll('#board .ship').length;",
        )
        .await
        .as_u64()
        .unwrap();
        if ships >= 5 {
            break;
        }
        crate::browser::click_list(c, &["place_ship", "call_colour", "steer_fork", "pass"]).await;
    }
    assert!(ships >= 3, "{ruleset}: only {ships} ships on the board");
    for (w, h) in [(1280, 900), (390, 844)] {
        c.set_window_size(w, h).await.unwrap();
        let what = format!("{ruleset} table at {w}×{h}");
        overlaps(c, "#board", &what).await;
        js(
            c,
            "document.getElementById('board').scrollIntoView(); return 1;",
        )
        .await;
        shot(c, &format!("90-labels-{ruleset}-table-{w}x{h}")).await;
    }
}
