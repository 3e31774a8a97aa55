//! The trade panel (web/trade.js): in Rotterdam and Antwerpen, three seats — me in Chromium, a
//! bot, and a person played over the WebSocket by the test. I compose an offer to the bot only
//! through the panel (never a button of the list of choices): the offer the bot receives is the
//! one picked, sent as the engine's atomic steps. The person sends me an offer, and I accept it
//! in the same panel, by keyboard. A spectator, and I while the person decides, read what the
//! deciding seat does in the third person, the seat as a chip (in Masters of Trade too). axe-core on the panel both ways;
//! screenshots at 1280×900 and 390×844.

use std::time::Duration;

use fantoccini::{Client, Locator, key::Key};
use havenbaron_engine::{Arg, Message};
use havenbaron_words::Words;
use serde_json::{Value, json};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{driver, js, shot, shots_at, text_of, wait_js};
use crate::common::{self, TempDir};

const ME: u64 = 0;
const BOT: u64 = 1;
const PERSON: u64 = 2;

/// The latest update `ws` has, once it shows at least `version` with a person to act (the bot
/// plays by itself in between) or the end.
async fn settled(ws: &mut common::Ws, version: u64) -> Value {
    loop {
        if let Some(u) = ws.last_update()
            && u["version"].as_u64().unwrap() >= version
            && (u["view"]["to_act"].as_u64() != Some(BOT) || !u["outcome"].is_null())
        {
            return u.clone();
        }
        ws.next(Duration::from_secs(10))
            .await
            .expect("an update over the WebSocket");
    }
}

/// Sends `action` for the seat of `ws` at `version`; returns the version after it.
async fn act(ws: &mut common::Ws, action: &Value, version: u64) -> u64 {
    ws.send(json!({"type": "act", "action": action, "version": version}))
        .await;
    loop {
        let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
        if m["type"] == "error" {
            panic!("{action} refused: {m}");
        }
        if m["type"] == "ack" {
            return m["version"].as_u64().unwrap();
        }
    }
}

fn legal(u: &Value) -> Vec<Value> {
    u["legal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["action"].clone())
        .collect()
}

fn has(u: &Value, kind: &str) -> bool {
    legal(u).iter().any(|a| a["type"] == kind)
}

/// A choice that gets product cards into hands soon and never trades: place loaded ships, call
/// a colour, steer, take a card; otherwise end the slot or the turn.
fn towards_products(u: &Value, turn: usize) -> Value {
    let all = legal(u);
    let of = |kind: &str| -> Vec<&Value> {
        all.iter()
            .filter(|a| a["type"] == kind && !(kind == "place_ship" && a["cargo"].is_null()))
            .collect()
    };
    // Antwerpen's main action is one of loading and sailing: mostly sail, so that ships deliver.
    let first = if turn.is_multiple_of(3) {
        "place_ship"
    } else {
        "call_colour"
    };
    for kind in [
        first,
        "place_ship",
        "call_colour",
        "steer_fork",
        "take_card",
    ] {
        let choices = of(kind);
        if !choices.is_empty() {
            return choices[turn % choices.len()].clone();
        }
    }
    for kind in ["continue", "pass", "decline", "withdraw", "end_turn"] {
        if let Some(a) = of(kind).first() {
            return (*a).clone();
        }
    }
    all[0].clone()
}

/// A product card seat `u`'s view holds, other than those in `not`.
fn held(u: &Value, not: &[u64]) -> Option<u64> {
    u["view"]["hand"]["products"]
        .as_array()?
        .iter()
        .enumerate()
        .find(|(p, n)| n.as_u64().unwrap_or(0) > 0 && !not.contains(&(*p as u64)))
        .map(|(p, _)| p as u64)
}

/// The `offer_sent` (or `offer_accepted`) event `ws` has heard from `from`, if any.
fn heard_event(ws: &common::Ws, kind: &str, from: u64) -> Option<Value> {
    fn find(v: &Value, kind: &str, from: u64) -> Option<Value> {
        match v {
            Value::Object(m) => {
                if m.get("type") == Some(&json!(kind)) && m.get("from") == Some(&json!(from)) {
                    return Some(v.clone());
                }
                m.values().find_map(|x| find(x, kind, from))
            }
            Value::Array(a) => a.iter().find_map(|x| find(x, kind, from)),
            _ => None,
        }
    }
    ws.got
        .iter()
        .filter(|m| m["type"] == "update")
        .find_map(|m| find(&m["entries"], kind, from))
}

async fn await_event(ws: &mut common::Ws, kind: &str, from: u64) -> Value {
    for _ in 0..200 {
        if let Some(e) = heard_event(ws, kind, from) {
            return e;
        }
        ws.next(Duration::from_secs(10)).await;
    }
    panic!("no {kind} from seat {from}");
}

/// The line of what to do now on a page: its text (without its hidden label) and the seat of
/// its chip.
async fn todo_line(c: &Client) -> (String, Value) {
    let v = js(
        c,
        "const t = document.getElementById('todo');
         const chip = t && t.querySelector('.seat-chip');
         const text = t ? [...t.childNodes].filter((n) => !n.classList?.contains('visually-hidden')).map((n) => n.textContent).join('') : '';
         return [text, chip ? Number(chip.dataset.seat) : null, chip ? chip.textContent : ''];",
    )
    .await;
    let name = v[2].as_str().unwrap_or_default().to_string();
    (
        format!("{}|{name}", v[0].as_str().unwrap_or_default()),
        v[1].clone(),
    )
}

/// The third-person line `id` about `seat` must be the page's line of what to do now, the seat
/// named by a chip; never "you" wording, never "Nothing to decide".
async fn says_of(c: &Client, words: &Words, id: &str, args: &[(&str, Arg)], seat: u64, who: &str) {
    wait_js(
        c,
        &format!("document.querySelector('#todo .seat-chip[data-seat=\"{seat}\"]')"),
        &format!("{who}: a chip of the deciding seat"),
    )
    .await;
    let (line, chip_seat) = todo_line(c).await;
    let (text, name) = line.split_once('|').unwrap();
    let mut m = Message::new(id).arg("seat", Arg::Text(name.to_string()));
    for (k, v) in args {
        m = m.arg(k, v.clone());
    }
    assert_eq!(text, words.format(&m, &|s| format!("P{s}")), "{who}");
    assert_eq!(chip_seat, json!(seat), "{who}");
    let page = js(c, "return document.getElementById('decision').innerText;").await;
    assert!(
        !page.as_str().unwrap().contains("Nothing to decide"),
        "{who}: {page}"
    );
}

/// Picks the offer in the panel (by clicks on its + buttons and a player) and sends it: gives
/// `give`, asks `ask` (product ids, repeated for several cards) to `to`; the last two controls
/// by keyboard. The panel is open first (Antwerpen's turn opens it on request).
async fn send_through_panel(c: &Client, give: &[u64], ask: &[u64], to: u64, shots: &str) {
    if js(
        c,
        "return !!document.querySelector('#trade [data-target=\"trade-open\"]');",
    )
    .await
        == json!(true)
    {
        click(c, "#trade [data-target='trade-open']").await;
    }
    wait_js(
        c,
        "document.querySelector('#trade [data-side=\"give\"]')",
        "the composer",
    )
    .await;
    for p in give {
        click(c, &format!("#trade [data-target='trade-more:give:{p}']")).await;
    }
    for p in ask {
        click(c, &format!("#trade [data-target='trade-more:ask:{p}']")).await;
    }
    let seat = c
        .find(Locator::Css(&format!(
            "#trade [data-target='trade-to:{to}']"
        )))
        .await
        .unwrap();
    seat.send_keys(&Key::Enter.to_string()).await.unwrap();
    wait_js(
        c,
        "document.querySelector('#trade [data-target=\"trade-send\"]:not([disabled])')",
        "Send",
    )
    .await;
    shots_at(c, "#trade", &format!("{shots}-compose")).await;
    axe_check(
        c,
        &axe_source(),
        &format!("{shots}: the trade panel composing"),
    )
    .await;
    let preview = text_of(c, "#trade-preview").await;
    assert!(
        preview.contains("you give") && preview.contains("you ask for"),
        "{preview}"
    );
    let send = c
        .find(Locator::Css("#trade [data-target='trade-send']"))
        .await
        .unwrap();
    send.send_keys(&Key::Enter.to_string()).await.unwrap();
}

async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"))
        .click()
        .await
        .unwrap_or_else(|e| panic!("click {css}: {e}"));
}

/// Counts clicks on the list of choices (and its menus) from now on.
async fn watch_list(c: &Client) {
    js(
        c,
        "if (!window.__listClicks) { window.__listClicks = 0;
           document.addEventListener('click', (e) => { if (e.target.closest?.('#actions, #choice')) window.__listClicks += 1; }, true); }
         return 1;",
    )
    .await;
}

#[derive(Default)]
struct Done {
    composed: bool,
    answered: bool,
    spectator: bool,
}

/// One rule set: the table, then the game driven until both trades are done.
async fn trade_in(ruleset: &str, me: &Client, spectator: &Client, addr: std::net::SocketAddr) {
    let words = Words::english();
    let base = format!("http://{addr}");
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": ruleset, "players": 3, "host_seat": 0, "name": "Eva", "seed": 11,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random", "level": "easy"},
                          {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let person_token = created["invites"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["seat"] == json!(PERSON))
        .expect("the person's invite")["token"]
        .as_str()
        .unwrap()
        .to_string();
    let token = created["token"].as_str().unwrap();
    let mut mine = common::Ws::hello(addr, &id, json!({"type": "hello", "token": token})).await;
    let mut person =
        common::Ws::hello(addr, &id, json!({"type": "hello", "token": person_token})).await;
    me.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
        .await
        .unwrap();
    spectator.goto(&format!("{base}/t/{id}")).await.unwrap();
    for c in [me, spectator] {
        wait_js(c, "document.body.dataset.connected === '1'", "the table").await;
    }
    watch_list(me).await;
    let mut done = Done::default();
    let mut version = 0;
    for turn in 0..600 {
        let u = settled(&mut mine, version).await;
        assert!(
            u["outcome"].is_null(),
            "{ruleset}: the game ended first (after {turn} decisions; composed {}, answered {})",
            done.composed,
            done.answered
        );
        version = u["version"].as_u64().unwrap();
        let to_act = u["view"]["to_act"].as_u64().unwrap();
        if to_act == ME && !done.composed && has(&u, "add_give") {
            compose_step(ruleset, me, spectator, &words, &mut mine, &u, &mut done).await;
            continue;
        }
        if to_act == ME && has(&u, "accept") && !done.answered {
            answer_step(ruleset, me, &mut mine, &u).await;
            done.answered = true;
            if done.composed {
                break;
            }
            continue;
        }
        if to_act == ME {
            version = act(&mut mine, &towards_products(&u, turn), version).await;
            continue;
        }
        let pu = settled(&mut person, version).await;
        let mut next = towards_products(&pu, turn);
        if done.composed && !done.answered && has(&pu, "add_give") {
            // An offer to me: a card the person holds for one I hold (so I may accept).
            if let Some(q) = held(&u, &[])
                && let Some(p) = held(&pu, &[q])
            {
                // Before the person decides, my page says what they may do, of them.
                at_version(me, version).await;
                says_of(
                    me,
                    &words,
                    trade_line(ruleset, &pu),
                    &[],
                    PERSON,
                    "my page, waiting",
                )
                .await;
                // The steps of a draft are private (C-6): my page hears nothing of them.
                version = act(
                    &mut person,
                    &json!({"type": "add_give", "product": p}),
                    version,
                )
                .await;
                version = act(
                    &mut person,
                    &json!({"type": "add_ask", "product": q}),
                    version,
                )
                .await;
                next = json!({"type": "send_offer", "to": ME});
            }
        }
        version = act(&mut person, &next, version).await;
    }
    assert!(done.composed && done.answered, "{ruleset}: trades done");
    assert_eq!(
        js(me, "return window.__listClicks;").await,
        json!(0),
        "a list button was clicked"
    );
    assert!(
        done.spectator,
        "{ruleset}: the spectator's line was checked"
    );
}

/// Waits until the page shows `version`.
async fn at_version(c: &Client, version: u64) {
    wait_js(
        c,
        &format!("document.body.dataset.version === '{version}'"),
        "the page at the table's version",
    )
    .await;
}

/// The third-person line of a seat that may offer a trade now: Rotterdam's trade slot, or
/// Antwerpen's turn before or after its main action.
fn trade_line(ruleset: &str, u: &Value) -> &'static str {
    match (ruleset, u["view"]["public"]["main_done"].as_bool()) {
        ("rotterdam", _) => "trade-they-rotterdam-trade",
        (_, Some(true)) => "trade-they-antwerpen-turn-after",
        _ => "trade-they-antwerpen-turn",
    }
}

/// My trade slot (Rotterdam) or turn (Antwerpen): the spectator reads it in the third person;
/// I send the bot an offer through the panel, and the bot receives what I picked.
async fn compose_step(
    ruleset: &str,
    me: &Client,
    spectator: &Client,
    words: &Words,
    mine: &mut common::Ws,
    u: &Value,
    done: &mut Done,
) {
    let version = u["version"].as_u64().unwrap();
    at_version(spectator, version).await;
    says_of(
        spectator,
        words,
        trade_line(ruleset, u),
        &[],
        ME,
        "the spectator",
    )
    .await;
    shot(spectator, &format!("trade-{ruleset}-spectator")).await;
    done.spectator = true;
    wait_js(
        me,
        &format!(
            "document.body.dataset.version === '{version}' && document.body.dataset.myTurn === '1'"
        ),
        "my trade decision",
    )
    .await;
    let first = held(u, &[]).expect("a product in hand");
    let mut give = vec![first];
    if let Some(second) = held(u, &[first]) {
        give.push(second);
    }
    let ask_one = (0..).find(|p| !give.contains(p)).unwrap();
    let ask = vec![ask_one, ask_one];
    send_through_panel(me, &give, &ask, BOT, &format!("trade-{ruleset}")).await;
    let sent = await_event(mine, "offer_sent", ME).await;
    let mut want_give = give.clone();
    want_give.sort_unstable();
    assert_eq!(sent["to"], json!(BOT), "{sent}");
    assert_eq!(
        sent["give"],
        json!(want_give),
        "{ruleset}: what the bot is given"
    );
    assert_eq!(
        sent["ask"],
        json!(ask),
        "{ruleset}: what the bot is asked for"
    );
    done.composed = true;
}

/// An offer to me: the panel draws it readably, and I accept it there by keyboard.
async fn answer_step(ruleset: &str, me: &Client, mine: &mut common::Ws, u: &Value) {
    at_version(me, u["version"].as_u64().unwrap()).await;
    wait_js(
        me,
        "document.querySelector('#trade[data-mode=\"answer\"] [data-target=\"accept\"]')",
        "the offer to answer",
    )
    .await;
    let panel = text_of(me, "#trade").await;
    assert!(
        panel.contains("offers you a trade") && panel.contains("You get"),
        "{panel}"
    );
    shots_at(me, "#trade", &format!("trade-{ruleset}-answer")).await;
    axe_check(
        me,
        &axe_source(),
        &format!("{ruleset}: the trade panel answering"),
    )
    .await;
    me.find(Locator::Css("#trade [data-target='accept']"))
        .await
        .unwrap()
        .send_keys(&Key::Enter.to_string())
        .await
        .unwrap();
    let accepted = await_event(mine, "offer_accepted", PERSON).await;
    assert_eq!(accepted["to"], json!(ME), "{accepted}");
}

/// Masters of Trade has no trading between players, but a seat that is not asked reads the
/// deciding seat's task in the third person there too: a spectator of a table whose person has
/// not come yet.
async fn masters_spectator(spectator: &Client, addr: std::net::SocketAddr) {
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"ruleset": "masters", "players": 2, "host_seat": 0, "name": "Eva", "seed": 5,
                "seats": [{"kind": "human"}, {"kind": "bot", "bot": "random", "level": "easy"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let mut watcher = common::Ws::hello(addr, id, json!({"type": "hello"})).await;
    let u = settled(&mut watcher, 0).await;
    let to_act = u["view"]["to_act"].as_u64().unwrap();
    let stage = u["view"]["public"]["stage"]
        .as_str()
        .unwrap()
        .replace('_', "-");
    assert!(
        ["setup", "auction", "plan"].contains(&stage.as_str()),
        "{stage}"
    );
    spectator
        .goto(&format!("http://{addr}/t/{id}"))
        .await
        .unwrap();
    at_version(spectator, u["version"].as_u64().unwrap()).await;
    let line = format!("trade-they-masters-{stage}");
    says_of(
        spectator,
        &Words::english(),
        &line,
        &[],
        to_act,
        "a Masters spectator",
    )
    .await;
    let text = text_of(spectator, "#todo").await;
    assert!(
        !text.contains("You may") && !text.contains("your"),
        "{text}"
    );
}

/// Rotterdam and Antwerpen, three seats each: my offers through the panel, answered there, and
/// the third-person line of a seat that is not asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn trade_offers_are_composed_and_answered_in_one_panel() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-trade");
    let server = common::start(&dir.db()).await;
    let me = driver.session().await;
    let spectator = driver.session().await;
    for c in [&me, &spectator] {
        c.goto(&format!("http://{}/", server.addr)).await.unwrap();
        js(c, "localStorage.setItem('hb.lang', 'en'); return 1;").await;
    }
    for ruleset in ["rotterdam", "antwerpen"] {
        trade_in(ruleset, &me, &spectator, server.addr).await;
    }
    masters_spectator(&spectator, server.addr).await;
    me.close().await.unwrap();
    spectator.close().await.unwrap();
    server.shutdown().await.unwrap();
}
