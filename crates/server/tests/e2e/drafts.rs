//! Drafts: what a player composes (a Rotterdam offer, a Masters bid) stays on their own page
//! until it is sent. The tables are played over the WebSocket to the decision, then clicked.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::browser::{body_data, driver, js, shots_at, text_of, wait_js};
use crate::common::{self, TempDir};

/// Reads `ws` until its latest update is at least `version`; returns that update.
async fn caught_up(ws: &mut common::Ws, version: u64) -> Value {
    loop {
        if let Some(u) = ws.last_update()
            && u["version"].as_u64().unwrap() >= version
        {
            return u.clone();
        }
        ws.next(Duration::from_secs(10))
            .await
            .expect("an update over the WebSocket");
    }
}

/// Plays a table whose seats are all people over their sockets (`socks[s]` plays seat `s`),
/// each decision chosen by `pick` from the seat's update, until `stop` holds for the update of
/// the seat to act. Returns that seat and its update. Quick: it waits for the updates it needs,
/// never for silence.
async fn drive_until(
    socks: &mut [common::Ws],
    mut pick: impl FnMut(&Value) -> Value,
    stop: impl Fn(&Value) -> bool,
    max: usize,
) -> (usize, Value) {
    let mut version = 0;
    for ws in socks.iter_mut() {
        version = version.max(ws.until("update").await["version"].as_u64().unwrap());
    }
    for _ in 0..max {
        let any = caught_up(&mut socks[0], version).await;
        assert!(any["outcome"].is_null(), "the game ended first");
        let seat = any["view"]["to_act"].as_u64().expect("a seat to act") as usize;
        let u = caught_up(&mut socks[seat], version).await;
        if stop(&u) {
            return (seat, u);
        }
        let action = pick(&u);
        socks[seat]
            .send(json!({"type": "act", "action": action, "version": version}))
            .await;
        let answer = loop {
            let m = socks[seat]
                .next(Duration::from_secs(10))
                .await
                .expect("an answer");
            if m["type"] == "ack" || m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(answer["type"], "ack", "{action}: {answer}");
        version = answer["version"].as_u64().unwrap();
    }
    panic!("not there after {max} decisions");
}

/// The legal actions' kinds of an update.
fn legal_kinds(u: &Value) -> Vec<&str> {
    u["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"]["type"].as_str().unwrap())
        .collect()
}

/// A seeded choice that gets product cards into hands soon: place loaded ships, call any
/// colour, steer anywhere, and otherwise end the slot (pass, continue, decline).
fn towards_products(seed: u64) -> impl FnMut(&Value) -> Value {
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    move |u: &Value| {
        let legal: Vec<&Value> = u["legal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| &l["action"])
            .collect();
        let of = |kind: &str| -> Vec<&Value> {
            legal
                .iter()
                .copied()
                .filter(|a| a["type"] == kind && !(kind == "place_ship" && a["cargo"].is_null()))
                .collect()
        };
        for kind in ["place_ship", "call_colour", "steer_fork"] {
            if let Some(a) = of(kind).choose(&mut rng) {
                return (*a).clone();
            }
        }
        for kind in ["continue", "pass", "decline", "withdraw"] {
            if let Some(a) = of(kind).first() {
                return (*a).clone();
            }
        }
        legal[0].clone()
    }
}

/// Opens `url` and waits until the page shows `version` (and, for the seat to act, its
/// decision).
async fn open_at(c: &Client, url: &str, version: u64, deciding: bool) {
    c.goto(url).await.unwrap();
    wait_js(
        c,
        &format!(
            "document.body.dataset.connected === '1' && document.body.dataset.version === '{version}' && document.body.dataset.myTurn === '{}'",
            u8::from(deciding)
        ),
        "the page at the table's version",
    )
    .await;
}

/// Clicks the element `css` and waits until the page moved past `version`; returns the new one.
async fn click_and_wait(c: &Client, css: &str, version: u64) -> u64 {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        &format!(
            "document.body.dataset.version !== '{version}' || !document.getElementById('error').hidden"
        ),
        "the page to take the click",
    )
    .await;
    assert_eq!(
        js(c, "return document.getElementById('error').hidden;").await,
        json!(true),
        "an error after clicking {css}"
    );
    body_data(c, "version").await.parse().unwrap()
}

/// What a page shows (its text, the header left out) once it shows `version`.
async fn page_text_at(c: &Client, version: u64) -> String {
    wait_js(
        c,
        &format!("document.body.dataset.version === '{version}'"),
        "the page to see the new version",
    )
    .await;
    js(c, "return document.querySelector('main').innerText;")
        .await
        .as_str()
        .unwrap()
        .to_string()
}

/// What a page shows (its text, the header left out) after a moment, checking that it still
/// shows `version`: a private step of another seat sends it nothing (C-6).
async fn page_text_still_at(c: &Client, version: u64) -> String {
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert_eq!(
        body_data(c, "version").await,
        version.to_string(),
        "a page heard of another seat's private step"
    );
    js(c, "return document.querySelector('main').innerText;")
        .await
        .as_str()
        .unwrap()
        .to_string()
}

/// A two-person table made by `req`, played over the sockets (choices by
/// [`towards_products`]) until the seat to act may do `kind`: the table's id, both seats'
/// tokens, that seat and the table's version.
async fn two_people_until(
    addr: std::net::SocketAddr,
    req: Value,
    kind: &str,
    max: usize,
) -> (String, [String; 2], usize, u64) {
    let (status, created) = common::post_json(addr, "/api/tables", &req).await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        created["invites"][0]["token"].as_str().unwrap().to_string(),
    ];
    let mut socks = Vec::new();
    for t in &tokens {
        socks.push(common::Ws::hello(addr, &id, json!({"type": "hello", "token": t})).await);
    }
    let (seat, u) = drive_until(
        &mut socks,
        towards_products(11),
        |u| legal_kinds(u).contains(&kind),
        max,
    )
    .await;
    (id, tokens, seat, u["version"].as_u64().unwrap())
}

/// Seat A composes an offer by clicking: a product of its hand to give, one of the list to
/// ask. Returns the two products' names and the version after the clicks.
async fn compose_offer(a: &Client, version: u64) -> (String, String, u64) {
    let give = text_of(a, "#hand-products .clickable[data-target^='give:']").await;
    let give = give
        .split_once("× ")
        .unwrap()
        .1
        .split(" (")
        .next()
        .unwrap()
        .to_string();
    let ask = js(
        a,
        &format!(
            "return [...document.querySelectorAll(\"#products .clickable[data-target^='ask:']\")].map((e) => e.innerText.split(' (')[0]).find((n) => n !== {});",
            json!(give)
        ),
    )
    .await
    .as_str()
    .expect("another product to ask")
    .to_string();
    let version = click_and_wait(
        a,
        "#hand-products .clickable[data-target^='give:']",
        version,
    )
    .await;
    let ask_css = js(
        a,
        &format!(
            "const e = [...document.querySelectorAll(\"#products .clickable[data-target^='ask:']\")].find((e) => e.innerText.startsWith({} + ' (')); return `#products [data-target='${{e.dataset.target}}']`;",
            json!(ask)
        ),
    )
    .await
    .as_str()
    .unwrap()
    .to_string();
    let version = click_and_wait(a, &ask_css, version).await;

    (give, ask, version)
}

/// What a player composes stays on their own page until it is sent (RULES C-6): a Rotterdam
/// trade offer being composed shows on its author's page only, neither on the other
/// seat's page nor a spectator's, not even as a log line; once sent, the addressee sees it.
/// The table is played over the WebSocket to the decision, then clicked in Chromium.
/// Screenshots of both sides at 1280×900 and 390×844.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn an_offer_shows_only_on_its_authors_page_until_sent() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-drafts");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let started = Instant::now();

    // Rotterdam, two people: played over the sockets until a trade slot with products in hand.
    let (id, tokens, author, mut version) = two_people_until(
        addr,
        json!({"ruleset": "rotterdam", "players": 2, "host_seat": 0, "name": "Anna",
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 11, "round_cap": 20}),
        "add_give",
        600,
    )
    .await;
    let other = 1 - author;
    eprintln!(
        "rotterdam: seat {author} composes at version {version} after {:.1} s",
        started.elapsed().as_secs_f32()
    );

    let a = driver.session().await;
    let b = driver.session().await;
    let s = driver.session().await;
    open_at(
        &a,
        &format!("{base}/t/{id}#token={}", tokens[author]),
        version,
        true,
    )
    .await;
    open_at(
        &b,
        &format!("{base}/t/{id}#token={}", tokens[other]),
        version,
        false,
    )
    .await;
    open_at(&s, &format!("{base}/t/{id}"), version, false).await;
    assert_eq!(text_of(&a, "#offer").await, "", "no offer yet");
    let b_before = page_text_at(&b, version).await;
    let s_before = page_text_at(&s, version).await;
    let quiet = version;
    let b_log = text_of(&b, "#log").await;

    let (give, ask, composed) = compose_offer(&a, version).await;
    version = composed;

    // The author's page shows the draft, as not sent yet.
    let draft = text_of(&a, "#offer #offer-draft").await;
    assert!(
        draft.starts_with("Your offer, not sent yet:")
            && draft.contains(&format!("you give 1× {give}, you ask 1× {ask}")),
        "the author sees the draft ({give} for {ask}) as a draft: {draft:?}"
    );
    // The other seat and the spectator were sent nothing of either step: the very same page
    // as before, at the same version, no offer, no log line.
    for (c, before, who) in [
        (&b, &b_before, "the other seat"),
        (&s, &s_before, "a spectator"),
    ] {
        let now = page_text_still_at(c, quiet).await;
        assert_eq!(
            &now, before,
            "{who}'s page changed while the offer was composed"
        );
        assert_eq!(text_of(c, "#offer").await, "", "{who} sees no draft");
    }
    assert_eq!(
        text_of(&b, "#log").await,
        b_log,
        "no log line for the steps"
    );
    shots_at(&a, "#offer", "60-draft-author").await;
    shots_at(&b, "#offer", "61-draft-other-seat").await;

    // Sent to the other seat: now its page shows the offer, and it answers.
    version = click_and_wait(
        &a,
        &format!("#players .clickable[data-target='seat:{other}']"),
        version,
    )
    .await;
    wait_js(
        &b,
        &format!(
            "document.body.dataset.version === '{version}' && document.body.dataset.myTurn === '1'"
        ),
        "the offer to reach the other seat",
    )
    .await;
    let sent = text_of(&b, "#offer #offer-sent").await;
    assert!(
        sent.ends_with(&format!(": gives 1× {give}, asks 1× {ask}")),
        "the addressee sees the offer ({give} for {ask}): {sent:?}"
    );
    wait_js(
        &a,
        &format!("document.body.dataset.version === '{version}' && document.getElementById('offer-sent') && !document.getElementById('offer-draft')"),
        "the author's page to show the offer as sent",
    )
    .await;
    assert_ne!(text_of(&b, "#log").await, b_log, "the sent offer is logged");
    shots_at(&b, "#offer", "62-offer-sent-other-seat").await;

    for c in [a, b, s] {
        c.close().await.unwrap();
    }
    server.shutdown().await.unwrap();
}

/// A Masters bid raised in steps (M-5, `auction`) shows to the bidder only, until placed
/// (RULES C-6). The table is played over the WebSocket to the first bid, then clicked in
/// Chromium. Screenshots of both sides at 1280×900 and 390×844.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_raised_bid_shows_only_to_the_bidder_until_placed() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-bid-draft");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let started = Instant::now();

    // Masters with the auction, two people: played until the first bid.
    let (id, tokens, bidder, mut version) = two_people_until(
        addr,
        json!({"ruleset": "masters", "players": 2, "host_seat": 0, "name": "Anna",
                "variants": {"auction": "true"},
                "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 11, "round_cap": 2}),
        "raise_bid",
        50,
    )
    .await;
    let other = 1 - bidder;
    let a = driver.session().await;
    let b = driver.session().await;
    open_at(
        &a,
        &format!("{base}/t/{id}#token={}", tokens[bidder]),
        version,
        true,
    )
    .await;
    open_at(
        &b,
        &format!("{base}/t/{id}#token={}", tokens[other]),
        version,
        false,
    )
    .await;
    let b_before = page_text_at(&b, version).await;
    let quiet = version;
    let lowest: u64 = text_of(&a, "#m-auction [data-target^='bid:']")
        .await
        .rsplit(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    version = click_and_wait(&a, "#m-auction [data-target='raise:1']", version).await;
    version = click_and_wait(&a, "#m-auction [data-target='raise:5']", version).await;
    let amount = lowest + 6;
    assert_eq!(
        text_of(&a, "#m-auction #bid-draft").await,
        format!("Your bid: {amount} (not placed yet; only you can see it)"),
        "the bidder sees the bid being raised to {amount}"
    );
    let now = page_text_still_at(&b, quiet).await;
    assert_eq!(
        now, b_before,
        "the other seat's page changed while the bid was raised"
    );
    assert!(!now.contains("not placed yet"), "{now}");
    assert_eq!(text_of(&b, "#bid-draft").await, "");
    shots_at(&a, "#m-auction", "63-bid-raised-bidder").await;
    shots_at(&b, "#m-auction", "64-bid-raised-other-seat").await;
    version = click_and_wait(
        &a,
        &format!("#m-auction [data-target='bid:{amount}']"),
        version,
    )
    .await;
    let _ = version;
    wait_js(
        &b,
        &format!(
            "document.body.dataset.myTurn === '1' && document.getElementById('m-auction').innerText.includes('High bid: {amount}')"
        ),
        "the placed bid on the other seat's page",
    )
    .await;
    eprintln!("bid draft: {:.1} s", started.elapsed().as_secs_f32());
    a.close().await.unwrap();
    b.close().await.unwrap();
    server.shutdown().await.unwrap();
}
