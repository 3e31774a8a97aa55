//! Time controls in the page (issue 34): a turn-based clock chosen in the lobby's form shows at
//! the table, where its player marks a day away; at a real-time table the clock of the seat asked to decide ticks in the clocks
//! panel, and when it runs out (the server's clock moved on) a bot plays the seat and its owner's
//! page offers "take my seat back", in the page's language, which gives the seat back.

use std::sync::Arc;
use std::time::Duration;

use fantoccini::{Client, Locator};
use havenbaron_server::scheduler::ManualClock;
use serde_json::json;

use crate::browser::{driver, js, shot, text_of, wait_js};
use crate::common::{self, TempDir, Ws};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_clock_ticks_in_the_page_and_its_owner_takes_the_seat_back() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-clocks");
    let clock = Arc::new(ManualClock::new());
    let server = common::start_with(&dir.db(), {
        let clock = clock.clone();
        move |o| {
            o.bot_delay = Duration::ZERO;
            o.clock = clock;
        }
    })
    .await;
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;

    turn_based_from_the_lobby(&c, &base).await;

    // A real-time table of two people: who decides first?
    let (status, created) = common::post_json(
        server.addr,
        "/api/tables",
        &json!({"players": 2, "seed": 4, "round_cap": 2, "host_seat": 0, "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"mode": "real_time", "bank_s": 120, "increment_s": 0}}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let mut spectator = Ws::hello(server.addr, id, json!({"type":"hello"})).await;
    let clocks = spectator.until("clocks").await;
    let seat = clocks["clocks"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .position(|s| !s["deadline_ms"].is_null())
        .expect("a running clock");
    let token = match seat {
        0 => created["token"].as_str().unwrap(),
        _ => created["invites"][0]["token"].as_str().unwrap(),
    };
    c.goto(&format!("{base}/t/{id}#token={token}"))
        .await
        .unwrap();
    wait_js(
        &c,
        &format!("document.querySelector('#clocks li[data-seat=\"{seat}\"][data-running=\"1\"] .clock-time')"),
        "the running clock",
    )
    .await;
    let shown = text_of(&c, &format!("#clocks li[data-seat=\"{seat}\"] .clock-time")).await;
    assert!(shown == "2:00" || shown == "1:59", "{shown}");
    assert_eq!(
        js(
            &c,
            "return document.querySelectorAll('#clocks li[data-running=\"1\"]').length;"
        )
        .await,
        json!(1),
        "only the seat asked to decide ticks"
    );
    shot(&c, "91-clocks-running").await;

    // The clock runs out: a bot plays the seat; the owner is offered the seat back.
    clock.advance(Duration::from_secs(121));
    wait_js(
        &c,
        "document.getElementById('take-back')",
        "the take-back button",
    )
    .await;
    assert_eq!(text_of(&c, "#take-back").await, "Take my seat back");
    // In Dutch after a reload: the owner's link still opens the seat.
    js(
        &c,
        "localStorage.setItem('hb.lang', 'nl'); location.reload(); return 1;",
    )
    .await;
    wait_js(
        &c,
        "document.getElementById('take-back') && document.getElementById('take-back').innerText === 'Mijn plaats terugnemen'",
        "the Dutch take-back button",
    )
    .await;
    shot(&c, "92-clocks-take-back").await;
    c.find(Locator::Id("take-back"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        &c,
        "!document.getElementById('take-back') && document.querySelector('#clocks li .clock-timeouts')",
        "the seat given back, its timeout counted",
    )
    .await;
    js(&c, "localStorage.removeItem('hb.lang'); return 1;").await;
    drop(spectator);
    server.shutdown().await.unwrap();
}

/// The lobby's form: a turn-based clock, shown at the table, where its player marks tomorrow
/// as a day away.
async fn turn_based_from_the_lobby(c: &Client, base: &str) {
    // The lobby's form: a turn-based clock, shown at the table.
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        c,
        "document.getElementById('clock-mode')",
        "the clock choice",
    )
    .await;
    c.find(Locator::Id("name"))
        .await
        .unwrap()
        .send_keys("Mia")
        .await
        .unwrap();
    c.find(Locator::Id("clock-mode"))
        .await
        .unwrap()
        .select_by_value("turn_based")
        .await
        .unwrap();
    wait_js(
        c,
        "!document.getElementById('clock-hours').parentElement.hidden && document.getElementById('clock-bank').parentElement.hidden",
        "the turn-based fields",
    )
    .await;
    js(
        c,
        "document.getElementById('clock-hours').value = '48'; document.getElementById('clock-days').value = '2'; return 1;",
    )
    .await;
    shot(c, "90-clocks-lobby").await;
    js(c, "document.querySelectorAll('.seat-row .kind').forEach((k, i) => { if (i > 0) { k.value = 'bot'; k.dispatchEvent(new Event('change')); } }); return 1;").await;
    c.find(Locator::Id("create-btn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(
        c,
        "location.pathname.startsWith('/t/') && !document.getElementById('clocks-panel').hidden",
        "the clocks panel",
    )
    .await;
    assert_eq!(
        text_of(c, ".clock-control").await,
        "Turn-based: 48 h per decision + 2 days"
    );
    // Tomorrow marked away, from the panel.
    let tomorrow = js(
        c,
        "const d = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
         document.getElementById('away-date').value = d;
         document.getElementById('away-add').click();
         return d;",
    )
    .await;
    let tomorrow = tomorrow.as_str().unwrap();
    wait_js(
        c,
        &format!("document.querySelector('#clocks .away-days li[data-day=\"{tomorrow}\"]')"),
        "the day away",
    )
    .await;
    shot(c, "90-clocks-away").await;
}
