//! Chat and undo in the page: two players talk at a table (a line with markup shows as the
//! text it is), one takes back a move with the page's button, and both pages say so in the
//! chat and show the game from before the move.

use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser::{body_data, driver, js, shots_at, text_of, wait_js};
use crate::common::{self, TempDir};

/// Types `text` into the chat and sends it with the button.
async fn say(c: &Client, text: &str) {
    let input = c.find(Locator::Id("chat-input")).await.unwrap();
    input.send_keys(text).await.unwrap();
    c.find(Locator::Id("chat-send"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Waits until the chat of `c` shows a line whose text is exactly `text`.
async fn heard(c: &Client, text: &str, what: &str) {
    wait_js(
        c,
        &format!(
            "[...document.querySelectorAll('#chat-lines .said')].some((e) => e.textContent === {})",
            json!(text)
        ),
        what,
    )
    .await;
}

/// Chat and undo in Chromium: two players on their own pages.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn two_players_chat_and_one_takes_back_a_move_in_the_page() {
    let mut driver = driver();
    let dir = TempDir::new("e2e-chat");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let base = format!("http://{addr}");
    let started = Instant::now();
    let (status, created) = common::post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 2, "seed": 11, "listed": true, "host_seat": 0,
                "name": "Anna", "seats": [{"kind": "human"}, {"kind": "human"}]}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap();
    let a = driver.session().await;
    let b = driver.session().await;
    a.goto(&format!("{base}{}", created["url"].as_str().unwrap()))
        .await
        .unwrap();
    let invite = created["invites"][0]["token"].as_str().unwrap();
    b.goto(&base).await.unwrap();
    js(&b, "localStorage.setItem('hb.name', 'Bram'); return 1;").await;
    b.goto(&format!("{base}/t/{id}#token={invite}"))
        .await
        .unwrap();
    for c in [&a, &b] {
        wait_js(
            c,
            "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
            "the table to open",
        )
        .await;
    }

    // A line with markup shows as the text it is, on both pages.
    let markup = "<b>hello</b> <img src=x onerror=alert(1)> 👋";
    say(&a, markup).await;
    heard(&b, markup, "Bram to read Anna's line").await;
    heard(&a, markup, "Anna to see her own line").await;
    let tags = js(
        &b,
        "return document.querySelectorAll('#chat-lines b, #chat-lines img').length;",
    )
    .await;
    assert_eq!(tags, json!(0), "a chat line is never markup");
    assert_eq!(
        js(&a, "return document.getElementById('chat-input').value;").await,
        json!(""),
        "the input is emptied once sent"
    );
    say(&b, "hoi Anna").await;
    heard(&a, "hoi Anna", "Anna to read Bram's answer").await;
    // An oversized line is refused in words, and play goes on.
    let long = "x".repeat(300) + "!";
    js(&a, &format!("document.getElementById('chat-input').removeAttribute('maxlength'); document.getElementById('chat-input').value = {}; document.getElementById('chat-send').click(); return 1;", json!(long))).await;
    wait_js(&a, "!document.getElementById('error').hidden && document.getElementById('error').textContent.includes('300')", "the refusal of a long line").await;

    take_back_a_move(&a, &b).await;

    // Played to the end (over the seats' sockets), the replay page shows the chat as text.
    let mut sa = common::Ws::hello(
        addr,
        id,
        json!({"type": "hello", "token": created["token"]}),
    )
    .await;
    let mut sb = common::Ws::hello(addr, id, json!({"type": "hello", "token": invite})).await;
    common::play_to_end(&mut [&mut sa, &mut sb], 3).await;
    a.goto(&format!("{base}/replay/{id}")).await.unwrap();
    wait_js(
        &a,
        "document.body.dataset.steps && document.body.dataset.step === '0'",
        "the replay to open",
    )
    .await;
    js(&a, "document.getElementById('last').click(); return 1;").await;
    heard(&a, markup, "the replay to show the chat").await;
    heard(&a, "hoi Anna", "the replay to show Bram's line").await;
    wait_js(
        &a,
        "[...document.querySelectorAll('#moves li')].some((e) => e.textContent.includes('takes back a decision'))",
        "the replay to list the undo",
    )
    .await;
    assert_eq!(
        js(
            &a,
            "return document.querySelectorAll('#chat-lines b, #chat-lines img').length;"
        )
        .await,
        json!(0)
    );
    eprintln!("chat and undo in the page: {:?}", started.elapsed());
    for c in [a, b] {
        c.close().await.unwrap();
    }
    server.shutdown().await.unwrap();
}

/// The seat to act (on page `a` or `b`) takes its first choice until its page offers to take
/// the move back; it does, with the button. Both pages show the game from before the move, and
/// say in the log and the chat that a move was taken back (in Dutch on a Dutch page).
async fn take_back_a_move(a: &Client, b: &Client) {
    let mut taken_back = false;
    for _ in 0..80 {
        let (me, other) = if body_data(a, "myTurn").await == "1" {
            (a, b)
        } else {
            wait_js(
                b,
                "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
                "a seat to act",
            )
            .await;
            (b, a)
        };
        assert_ne!(body_data(me, "over").await, "1", "the game ended first");
        let version: u64 = body_data(me, "version").await.parse().unwrap();
        let before = js(other, "return document.getElementById('board').innerHTML;").await;
        js(
            me,
            "document.querySelector('#actions button.action').click(); return 1;",
        )
        .await;
        wait_js(
            me,
            &format!("document.body.dataset.version === '{}'", version + 1),
            "the move to be taken",
        )
        .await;
        tokio::time::sleep(Duration::from_millis(150)).await;
        let undo_shown = js(me, "return !document.getElementById('undo').hidden;").await;
        if undo_shown != json!(true) {
            continue;
        }
        shots_at(me, "#decision", "20-undo-offered").await;
        me.find(Locator::Id("undo"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        for c in [me, other] {
            wait_js(
                c,
                &format!("document.body.dataset.version === '{}'", version + 2),
                "the undo to reach both pages",
            )
            .await;
            wait_js(
                c,
                "[...document.querySelectorAll('#chat-lines .chat-system')].some((e) => e.textContent.includes('took back a move'))",
                "the chat to say a move was taken back",
            )
            .await;
            assert!(text_of(c, "#log").await.contains("takes back a decision"));
        }
        assert_eq!(
            js(other, "return document.getElementById('board').innerHTML;").await,
            before,
            "the other page shows the board from before the move"
        );
        wait_js(
            me,
            "document.body.dataset.myTurn === '1'",
            "the decision to be offered again",
        )
        .await;
        // The system lines are the catalogue's: in Dutch on a Dutch page.
        js(other, "const s = document.getElementById('lang'); s.value = 'nl'; s.dispatchEvent(new Event('change')); return 1;").await;
        wait_js(
            other,
            "[...document.querySelectorAll('#chat-lines .chat-system')].some((e) => e.textContent.includes('nam een zet terug')) && document.getElementById('chat-send').textContent === 'Versturen'",
            "the chat in Dutch",
        )
        .await;
        shots_at(me, "#chat-panel", "21-chat-after-undo").await;
        taken_back = true;
        break;
    }
    assert!(taken_back, "no move could be taken back in the page");
}
