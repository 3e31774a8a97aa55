//! The table at a glance: the decision on the first screen, whose turn it is, who is who,
//! the preview of a colour call, the keyboard, the log, the score sheet and play again.

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{
    SNAPSHOT_SHIPS, body_data, click_list, deuteranopia, driver, js, my_turn_or_end, shot, wait_js,
};
use crate::common::{self, TempDir};

/// Rotterdam at 1280×900 against two bots: the decision and its choices are on the first
/// screen; the tab title says when it is my turn; the sound switch chimes and is remembered;
/// the bots have distinct names marked as bots, with seat colours beside every name;
/// focusing a colour previews which ships it moves, and the call moves exactly those (then
/// they slide); the log names ships by owner, never by number; Enter and Space choose; the
/// score sheet's breakdown; play again makes a table with the same seats. Screenshots,
/// normal and through a deuteranopia simulation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn the_table_reads_at_a_glance_and_says_whose_turn_it_is() {
    let mut driver = driver();
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

    who_is_who(&c).await;
    sound_and_notifications(&c).await;

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
            && preview_every_colour_then_call(&c).await
        {
            previewed = true;
            continue;
        }
        // Enter and Space on a focused choice decide, like a click.
        if keyboard < 2 {
            choose_with_the_keyboard(&c, keyboard).await;
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

    score_sheet_and_play_again(&c, server.addr).await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Who is who: distinct bot names, marked as bots; a colour beside every name.
async fn who_is_who(c: &Client) {
    let who = js(
        c,
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
}

/// The sound switch: off by default, on by a click (a chime), remembered; the notification
/// switch asks for permission.
async fn sound_and_notifications(c: &Client) {
    assert_eq!(
        js(c, "return localStorage.getItem('hb.sound');").await,
        json!(null)
    );
    c.find(Locator::Id("sound-toggle"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
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
        c,
        "document.body.dataset.notifyPermission",
        "the notification permission asked",
    )
    .await;
}

/// At a call of a colour: focusing each colour previews the ships it moves (they glow, with
/// their paths); calling the one that moves most ships with no fork moves exactly those, and
/// they slide. False when every colour meets a fork (then nothing is called).
async fn preview_every_colour_then_call(c: &Client) -> bool {
    let options = js(
        c,
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
            c,
            &format!(
                "document.querySelector('#colours button[data-colour={colour}]').focus(); return 1;"
            ),
        )
        .await;
        shot(c, "51-glance-preview").await;
        let v: u64 = body_data(c, "version").await.parse().unwrap();
        c.find(Locator::Css(&format!(
            "#colours button[data-colour={colour}]"
        )))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
        wait_js(
            c,
            &format!("window.__shipsAt['{}']", v + 1),
            "the board after my call",
        )
        .await;
        let moved = js(
            c,
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
                body_data(c, "shipMoves").await.parse::<u64>().unwrap_or(0) > 0,
                "the ships that moved did not slide"
            );
        }
        return true;
    }
    false
}

/// Enter (`keyboard` 0) or Space (1) on the focused first choice decides, like a click.
async fn choose_with_the_keyboard(c: &Client, keyboard: u32) {
    let v = body_data(c, "version").await;
    js(
        c,
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
        c,
        &format!("document.body.dataset.version !== '{v}' || document.body.dataset.over === '1'"),
        "a choice made with the keyboard",
    )
    .await;
}

/// The score sheet: a row per player with the breakdown; play again makes a table with the
/// same seats.
async fn score_sheet_and_play_again(c: &Client, addr: std::net::SocketAddr) {
    wait_js(
        c,
        "document.getElementById('score-sheet')",
        "the score sheet",
    )
    .await;
    let sheet = js(
        c,
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
        c,
        "document.getElementById('scores').scrollIntoView(); return 1;",
    )
    .await;
    shot(c, "52-glance-score-sheet").await;
    deuteranopia(c, true).await;
    shot(c, "53-glance-deuteranopia").await;
    deuteranopia(c, false).await;
    let old = c.current_url().await.unwrap();
    c.find(Locator::Id("play-again"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
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
    let info = common::get_json(addr, &format!("/api/tables/{id}")).await;
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
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.you === '0'",
        "my seat at the new table",
    )
    .await;
}
