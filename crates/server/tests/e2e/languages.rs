//! Languages: the page and the terminal share their words, the server's errors show in the
//! page's language, and German and French pages read in their language with no raw id.

use std::time::Duration;

use fantoccini::{Client, Locator};
use havenbaron_words::Words;
use serde_json::json;

use crate::browser::{driver, js, shot, wait_js};
use crate::common::{self, TempDir};

/// The page and the terminal speak with one catalogue: the first action button of a Rotterdam
/// table reads exactly as the terminal words the same action (`havenbaron_words`), in every
/// language of the catalogue (English, Dutch, German, French). Screenshots of the table in Dutch, wide
/// and phone-sized.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn the_page_and_the_terminal_share_their_words() {
    use havenbaron_engine::{Action, Config, Game, Ruleset};

    let mut driver = driver();
    let dir = TempDir::new("e2e-words");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let url = format!("{base}{}", created["url"].as_str().unwrap());
    // Placing a ship is worded from the data alone, whatever the state: a fresh game words it.
    let game = Game::new(&Config::new(Ruleset::Rotterdam, 2, 1)).unwrap();
    let c = driver.session().await;
    for lang in havenbaron_words::LANGS {
        c.goto(&url).await.unwrap();
        js(
            &c,
            &format!("localStorage.setItem('hb.lang', '{lang}'); return 1;"),
        )
        .await;
        c.refresh().await.unwrap();
        wait_js(
            &c,
            "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
            "my decision",
        )
        .await;
        assert_eq!(
            js(&c, "return document.documentElement.lang;").await,
            json!(lang)
        );
        let button = c
            .find(Locator::Css("#actions button[data-kind='place_ship']"))
            .await
            .expect("a place_ship button in phase 1");
        let shown = button.text().await.unwrap();
        let action =
            Action::from_json(&button.attr("data-action").await.unwrap().unwrap()).unwrap();
        let words = Words::new(lang).unwrap();
        let terminal = words.format(&game.describe(&action), &|s| words.seat(s));
        assert_eq!(
            shown.trim(),
            terminal,
            "{lang}: the page and the terminal differ"
        );
        if lang == "nl" {
            assert!(terminal.starts_with("zet een schip op"), "{terminal}");
            shot(&c, "30-table-nl-1280x900").await;
            c.set_window_size(390, 844).await.unwrap();
            tokio::time::sleep(Duration::from_millis(300)).await;
            shot(&c, "31-table-nl-390x844").await;
            c.set_window_size(1280, 900).await.unwrap();
        } else {
            let start = match lang {
                "de" => "ein Schiff auf",
                "fr" => "placer un navire sur",
                _ => "place a ship on",
            };
            assert!(terminal.starts_with(start), "{terminal}");
        }
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The server's errors show in the page's language, from the catalogue: joining a table that
/// filled up meanwhile (an HTTP refusal in the lobby), the replay of an unfinished game, and
/// opening a table with a seat link
/// whose secret no longer works (a WebSocket refusal: the table page stops and says why), on
/// a Dutch page, worded exactly as `havenbaron_words` words them. Screenshots of the refused
/// link in Dutch, wide and phone-sized.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn errors_show_in_the_page_language() {
    use havenbaron_engine::Message;

    let mut driver = driver();
    let dir = TempDir::new("e2e-errors");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let old_invite = created["invites"][0]["token"].as_str().unwrap();
    let nl = Words::new("nl").unwrap();
    let said = |m: Message| nl.check(&m, &|s| format!("Plaats {}", s + 1)).unwrap();

    // The lobby, in Dutch, lists the open table; someone else takes the seat first.
    let c = driver.session().await;
    c.goto(&base).await.unwrap();
    js(&c, "localStorage.setItem('hb.lang', 'nl'); return 1;").await;
    c.refresh().await.unwrap();
    let join = format!("li[data-table='{id}'] button.join");
    wait_js(
        &c,
        &format!("document.querySelector(\"{join}\")"),
        "the open table in the lobby",
    )
    .await;
    js(
        &c,
        "document.getElementById('name').value = 'Piet'; return 1;",
    )
    .await;
    let (status, _) = common::post_json(
        server.addr,
        &format!("/api/tables/{id}/join"),
        &json!({"name": "Dee"}),
    )
    .await;
    assert_eq!(status, 200);
    c.find(Locator::Css(&join))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    let full = said(Message::new("error-full"));
    assert_eq!(full, "Alle plaatsen aan deze tafel zijn bezet.");
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent.endsWith({})",
            json!(full)
        ),
        "the Dutch refusal to join",
    )
    .await;
    shot(&c, "50-lobby-error-nl-1280x900").await;

    // The replay of a game still being played does not open yet.
    c.goto(&format!("{base}/replay/{id}")).await.unwrap();
    let unfinished = said(Message::new("error-replay-not-finished"));
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent.endsWith({})",
            json!(unfinished)
        ),
        "the Dutch refusal of an unfinished replay",
    )
    .await;

    // The old invite link: its secret was replaced when the seat was taken in the lobby.
    c.goto(&format!("{base}/t/{id}#token={old_invite}"))
        .await
        .unwrap();
    let wrong = said(Message::new("error-wrong-token"));
    assert!(wrong.starts_with("Het geheim van deze link"), "{wrong}");
    wait_js(
        &c,
        &format!(
            "document.getElementById('error').textContent.endsWith({w}) && document.getElementById('status').textContent === 'Fout'",
            w = json!(wrong)
        ),
        "the Dutch refusal of the seat link",
    )
    .await;
    assert_eq!(
        js(&c, "return document.documentElement.lang;").await,
        json!("nl")
    );
    shot(&c, "51-table-error-nl-1280x900").await;
    c.set_window_size(390, 844).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    shot(&c, "52-table-error-nl-390x844").await;
    // The error that stopped the page stays, and is reworded when the language changes.
    js(
        &c,
        "const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change')); return 1;",
    )
    .await;
    let en = Words::english();
    let wrong_en = en
        .check(&Message::new("error-wrong-token"), &|s| s.to_string())
        .unwrap();
    wait_js(
        &c,
        &format!(
            "!document.getElementById('error').hidden && document.getElementById('error').textContent === {}",
            json!(format!("Error: {wrong_en}"))
        ),
        "the refusal of the seat link in English",
    )
    .await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// Text of the page (what a person reads) and every tooltip, with any raw message id found.
const RAW_IDS_ANYWHERE: &str = "(() => { \
    const text = document.body.innerText + ' ' + \
      [...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title')).join(' ') + ' ' + \
      [...document.querySelectorAll('svg title')].map((e) => e.textContent).join(' '); \
    return text.match(/\\b(web|action|event|expect|error|card|ship-card|lock-card|pile|product|raw|colour|character|rotterdam|masters|antwerpen)-[a-z_]+/g) || []; \
  })()";

/// German and French pages: the lobby, a Rotterdam table and the replay of a finished game,
/// each switched to the language through the picker, read in that language from the catalogue
/// (labels, the phase, the replay's move list and the seat colour tooltips), show no raw
/// message id, and number the replay's moves once, as its steps. A first visit picks the
/// language from the browser's preferred languages. Screenshots of each page in each language.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn the_page_speaks_german_and_french() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-de-fr");
    let server = common::start(&dir.db()).await;
    let base = format!("http://{}", server.addr);
    let (bots_id, table_url, other_tables) = tables_to_read(server.addr, &base).await;
    let replay_url = format!("{base}/replay/{bots_id}");

    let c = driver.session().await;
    c.goto(&format!("{base}/t/{bots_id}")).await.unwrap();
    wait_js(
        &c,
        "document.body.dataset.over === '1'",
        "the bots' game to end",
    )
    .await;
    c.goto(&base).await.unwrap();
    // The first visit follows the browser (started with --lang=en-GB); the choice is remembered.
    wait_js(
        &c,
        "document.querySelector('#lang option')",
        "the language picker",
    )
    .await;
    assert_eq!(
        js(&c, "return document.documentElement.lang;").await,
        json!("en")
    );
    let picked = c
        .execute_async(
            "const done = arguments[arguments.length - 1]; \
             import('/static/i18n.js').then((m) => done([m.browserLang(['de-AT', 'en']), \
               m.browserLang(['fr-CA', 'de']), m.browserLang(['es', 'nl-BE']), \
               m.browserLang(['es', 'pt']), m.browserLang([])]));",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(picked, json!(["de", "fr", "nl", "en", "en"]));
    // Only the catalogues in use are fetched: English, then a language when it is chosen.
    assert_eq!(js(&c, FETCHED).await, json!(["/locales/en/page.ftl"]));
    let options = js(
        &c,
        "return [...document.querySelectorAll('#lang option')].map((o) => o.value + ':' + o.textContent);",
    )
    .await;
    assert_eq!(
        options,
        json!(["en:English", "nl:Nederlands", "de:Deutsch", "fr:Français"])
    );

    for lang in ["de", "fr"] {
        lobby_in(&c, &base, lang, &bots_id).await;
        rotterdam_table_in(&c, &table_url, lang).await;
        other_tables_in(&c, &other_tables, lang).await;
        replay_in(&c, &replay_url, lang).await;
    }
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// The catalogues the page fetched, in order.
const FETCHED: &str = "return performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.startsWith('/locales/'));";

/// A game of bots that ends at once (for the replay), and tables where Eva decides: its id,
/// the Rotterdam table's address, and the Masters of Trade and Antwerpen tables'.
async fn tables_to_read(
    addr: std::net::SocketAddr,
    base: &str,
) -> (String, String, Vec<(&'static str, String)>) {
    let (status, bots) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "round_cap": 1, "seed": 5,
                "seats": [{"kind": "bot", "bot": "greedy", "level": "easy"},
                          {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{bots}");
    let bots_id = bots["id"].as_str().unwrap();
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Eva",
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let table_url = format!("{base}{}", created["url"].as_str().unwrap());
    let mut other_tables = Vec::new();
    for ruleset in ["masters", "antwerpen"] {
        let (status, created) = common::post_json(
            addr,
            "/api/tables",
            &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 3,
                    "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random"},
                              {"kind": "bot", "bot": "greedy", "level": "easy"}]}),
        )
        .await;
        assert_eq!(status, 201, "{created}");
        other_tables.push((
            ruleset,
            format!("{base}{}", created["url"].as_str().unwrap()),
        ));
    }
    (bots_id.to_string(), table_url, other_tables)
}

/// The lobby, switched to `lang` with the picker: its catalogue fetched, the finished bot
/// game listed with its bots named in the language, no raw message id.
async fn lobby_in(c: &Client, base: &str, lang: &str, bots_id: &str) {
    let words = Words::new(lang).unwrap();
    let text = |id: &str| words.text(id);
    c.goto(base).await.unwrap();
    wait_js(
        c,
        "document.querySelector('#lang option')",
        "the language picker",
    )
    .await;
    c.find(Locator::Id("lang"))
        .await
        .unwrap()
        .select_by_value(lang)
        .await
        .unwrap();
    wait_js(
        c,
        &format!(
            "document.documentElement.lang === '{lang}' && document.body.innerText.includes({:?})",
            text("web-new_table")
        ),
        "the lobby in the new language",
    )
    .await;
    // English and the language the page opened in (the one chosen before), then this one.
    let before = if lang == "fr" { "de" } else { "en" };
    let mut expected = vec!["/locales/en/page.ftl".to_string()];
    if before != "en" {
        expected.push(format!("/locales/{before}/page.ftl"));
    }
    expected.push(format!("/locales/{lang}/page.ftl"));
    // The page opened with English and its language fetched at once, in either order.
    let in_either_order = |mut list: Vec<String>| {
        let opened = list.len().saturating_sub(1);
        list[..opened].sort();
        list
    };
    let fetched: Vec<String> = serde_json::from_value(js(c, FETCHED).await).unwrap();
    assert_eq!(in_either_order(fetched), in_either_order(expected));
    // The finished bot game is listed (its replay link is what the next step opens).
    wait_js(
        c,
        &format!("document.body.innerText.includes({:?})", text("web-replay")),
        "the finished game in the lobby",
    )
    .await;
    let finished = js(
        c,
        &format!("return document.querySelector(\"li[data-table='{bots_id}']\").textContent;"),
    )
    .await;
    // Both seats are bots (named after harbour towns), each marked as a bot in the language.
    assert_eq!(
        finished
            .as_str()
            .unwrap()
            .matches(&format!(" ({})", text("web-bot")))
            .count(),
        2,
        "{lang}: the finished game's bots named in the language: {finished}"
    );
    assert_eq!(
        js(c, &format!("return {RAW_IDS_ANYWHERE};")).await,
        json!([]),
        "{lang} lobby"
    );
    shot(c, &format!("90-lobby-{lang}")).await;
}

/// A Rotterdam table: the remembered language, the phase and the choices in it.
async fn rotterdam_table_in(c: &Client, table_url: &str, lang: &str) {
    let words = Words::new(lang).unwrap();
    let text = |id: &str| words.text(id);
    c.goto(table_url).await.unwrap();
    wait_js(
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
        "my decision",
    )
    .await;
    assert_eq!(
        js(c, "return document.documentElement.lang;").await,
        json!(lang)
    );
    let page = js(c, "return document.body.innerText;").await;
    let page = page.as_str().unwrap();
    for id in ["web-actions", "web-your_hand", "web-log"] {
        assert!(
            page.contains(&text(id)),
            "{lang}: no {id} ({}) in {page}",
            text(id)
        );
    }
    let phase = words.text("web-phase-place");
    let phase = phase.split_once(" · ").unwrap().1;
    assert!(page.contains(phase), "{lang}: the phase {phase}: {page}");
    assert_eq!(
        js(c, &format!("return {RAW_IDS_ANYWHERE};")).await,
        json!([]),
        "{lang} table"
    );
    let swatch = js(
        c,
        "return document.querySelector('#players .swatch').getAttribute('title');",
    )
    .await;
    assert_eq!(swatch, json!(text("web-seat_colour_white")), "{lang}");
    shot(c, &format!("91-table-{lang}")).await;
    js(
        c,
        "document.getElementById('actions').scrollIntoView(); return 1;",
    )
    .await;
    shot(c, &format!("91-table-{lang}-choices")).await;
    c.set_window_size(390, 844).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    js(c, "window.scrollTo(0, 0); return 1;").await;
    shot(c, &format!("91-table-{lang}-390x844")).await;
    c.set_window_size(1280, 900).await.unwrap();
}

/// Masters of Trade and Antwerpen: their panels and choices, with no raw id.
async fn other_tables_in(c: &Client, tables: &[(&str, String)], lang: &str) {
    let words = Words::new(lang).unwrap();
    let text = |id: &str| words.text(id);
    for (ruleset, url) in tables {
        c.goto(url).await.unwrap();
        wait_js(
            c,
            "document.body.dataset.connected === '1' && document.body.dataset.myTurn === '1'",
            "my decision",
        )
        .await;
        assert_eq!(
            js(c, &format!("return {RAW_IDS_ANYWHERE};")).await,
            json!([]),
            "{lang} {ruleset}"
        );
        let title = text(&format!("{ruleset}-title"));
        let page = js(c, "return document.body.innerText;").await;
        assert!(
            page.as_str().unwrap().contains(&text("web-actions")),
            "{lang} {ruleset} ({title}): {page}"
        );
        shot(c, &format!("93-{ruleset}-{lang}")).await;
        js(
            c,
            "window.scrollTo(0, document.body.scrollHeight); return 1;",
        )
        .await;
        shot(c, &format!("93-{ruleset}-{lang}-below")).await;
        c.set_window_size(390, 844).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        js(c, "window.scrollTo(0, 0); return 1;").await;
        shot(c, &format!("93-{ruleset}-{lang}-390x844")).await;
        c.set_window_size(1280, 900).await.unwrap();
    }
}

/// The replay: a move list numbered once, as the steps, in the language.
async fn replay_in(c: &Client, replay_url: &str, lang: &str) {
    let words = Words::new(lang).unwrap();
    let text = |id: &str| words.text(id);
    c.goto(&format!("{replay_url}#3")).await.unwrap();
    wait_js(
        c,
        "document.body.dataset.steps > 0 && document.querySelectorAll('#moves li').length > 3",
        "the replay",
    )
    .await;
    let moves = js(
        c,
        "const ol = document.getElementById('moves'); \
         return [ol.tagName, ol.start, [...ol.children].slice(0, 3).map((li) => li.textContent)];",
    )
    .await;
    assert_eq!(moves[0], "OL", "{moves}");
    assert_eq!(moves[1], 0, "the list counts from step 0: {moves}");
    assert_eq!(moves[2][0], json!(text("web-replay_start")), "{moves}");
    for li in moves[2].as_array().unwrap()[1..].iter() {
        let li = li.as_str().unwrap();
        assert!(
            !li.starts_with(|ch: char| ch.is_ascii_digit()),
            "a move numbered in its text too: {li}"
        );
        assert!(
            li.contains(&format!("({})", text("web-bot"))),
            "{lang}: the bot named in the language: {li}"
        );
    }
    let step = js(
        c,
        "return [document.getElementById('step').textContent, Number(document.body.dataset.steps)];",
    )
    .await;
    let steps = step[1].as_i64().unwrap();
    let said = words
        .check(
            &havenbaron_engine::Message::new("web-step_n")
                .num("a", 3)
                .num("b", steps),
            &|s| s.to_string(),
        )
        .unwrap();
    assert_eq!(step[0], json!(said), "{lang}");
    assert_eq!(
        js(c, &format!("return {RAW_IDS_ANYWHERE};")).await,
        json!([]),
        "{lang} replay"
    );
    shot(c, &format!("92-replay-{lang}")).await;
    js(
        c,
        "document.getElementById('moves').scrollIntoView(); return 1;",
    )
    .await;
    shot(c, &format!("92-replay-{lang}-moves")).await;
}
