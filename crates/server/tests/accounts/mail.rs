//! E-mail notices (issue 34) through a real SMTP server on loopback (Python's aiosmtpd, which
//! writes down every letter it receives): no letter but the confirmation before an address is
//! confirmed; a turn-based game's "your turn" letter in the account's language, at most one
//! per game per window, with an unsubscribe link that works without signing in; and a mail
//! server that is down delays the letter without blocking play or losing it.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use havenbaron_server::ServeOptions;
use havenbaron_server::mail::MailOptions;
use serde_json::{Value, json};

use super::Browser;
use super::common::{TempDir, Ws, get_json, http, post_json, start_with};

/// The SMTP sink: each letter as one JSON line (recipients, subject, plain text decoded).
const SINK: &str = r#"
import json, sys
from email import message_from_bytes
from email.policy import default
from aiosmtpd.controller import Controller
out = sys.argv[2]
class Sink:
    async def handle_DATA(self, server, session, envelope):
        m = message_from_bytes(envelope.content, policy=default)
        rec = {"to": envelope.rcpt_tos, "subject": str(m["subject"]),
               "body": m.get_body(("plain",)).get_content(),
               "list_unsubscribe": m["list-unsubscribe"] and str(m["list-unsubscribe"]),
               "list_unsubscribe_post": m["list-unsubscribe-post"] and str(m["list-unsubscribe-post"])}
        with open(out, "a") as f:
            f.write(json.dumps(rec) + "\n")
        return "250 OK"
c = Controller(Sink(), hostname="127.0.0.1", port=int(sys.argv[1]))
c.start()
print("ready", flush=True)
sys.stdin.read()
c.stop()
"#;

/// A Python with aiosmtpd: `HAVENBARON_TEST_PYTHON` (set by `./test`), or the venv `./test`
/// makes under target/; a clear failure when there is none.
fn python() -> PathBuf {
    let candidates = std::env::var_os("HAVENBARON_TEST_PYTHON")
        .map(PathBuf::from)
        .into_iter()
        .chain([Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/mail-venv/bin/python")]);
    for py in candidates {
        let ok = Command::new(&py)
            .args(["-c", "import aiosmtpd"])
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if ok {
            return py;
        }
    }
    panic!(
        "no Python with aiosmtpd: run ./test, or `python3 -m venv target/mail-venv && \
         target/mail-venv/bin/pip install aiosmtpd`, or set HAVENBARON_TEST_PYTHON"
    );
}

/// A free port on loopback (nothing listens on it once this returns).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The SMTP server, stopped when dropped.
struct Smtp {
    child: Child,
    out: PathBuf,
}

impl Smtp {
    fn start(port: u16, dir: &TempDir) -> Smtp {
        let script = dir.0.join("sink.py");
        std::fs::write(&script, SINK).unwrap();
        let out = dir.0.join("letters.jsonl");
        let mut child = Command::new(python())
            .arg(&script)
            .arg(port.to_string())
            .arg(&out)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.as_mut().unwrap())
            .read_line(&mut line)
            .unwrap();
        assert_eq!(line.trim(), "ready", "the SMTP server did not start");
        Smtp { child, out }
    }
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The letters received so far.
fn letters(out: &Path) -> Vec<Value> {
    std::fs::read_to_string(out)
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Waits until `n` letters arrived (30 s at most); returns them.
async fn wait_letters(out: &Path, n: usize) -> Vec<Value> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    loop {
        let got = letters(out);
        if got.len() >= n {
            return got;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{} letters of {n}: {got:?}",
            got.len()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// What follows `marker` in a letter's text, up to the end of its word.
fn after(body: &Value, marker: &str) -> String {
    let text = body["body"].as_str().unwrap();
    let at = text
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} in {text}"))
        + marker.len();
    text[at..]
        .split(|c: char| c.is_whitespace())
        .next()
        .unwrap()
        .to_string()
}

async fn server(dir: &TempDir, smtp_port: u16) -> havenbaron_server::Server {
    start_with(&dir.db(), move |o: &mut ServeOptions| {
        o.bot_delay = Duration::ZERO;
        o.mail = MailOptions {
            smtp_url: Some(format!("smtp://127.0.0.1:{smtp_port}")),
            window: Duration::from_secs(3600),
            ..Default::default()
        };
    })
    .await
}

/// A turn-based table of two people, Mia (signed in, seat 0) and a guest: Mia's browser holds
/// seat 0; returns (table, Mia's socket, the guest's socket).
async fn turn_based_table(addr: SocketAddr, mia: &mut Browser) -> (String, Ws, Ws) {
    let (status, v) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 2, "seed": 5, "host_seat": 0, "name": "Mia",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"mode": "turn_based", "move_hours": 24, "bank_days": 3},
                "clock_level": "easy"}),
    )
    .await;
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_string();
    let held = mia
        .post(
            "/api/account/seats",
            json!({"seats": [{"table": id, "token": v["token"]}]}),
        )
        .await;
    assert_eq!(held.body["attached"], 1, "{}", held.body);
    let ws_mia = Ws::hello(addr, &id, json!({"type": "hello", "token": v["token"]})).await;
    let guest = v["invites"][0]["token"].clone();
    let ws_guest = Ws::hello(addr, &id, json!({"type": "hello", "token": guest})).await;
    (id, ws_mia, ws_guest)
}

/// Plays until socket `to` (0 or 1 of `socks`) is asked to decide after the other socket
/// decided at least once: each socket acts (a quick legal action) while asked to.
async fn play_until_asked(socks: [&mut Ws; 2], to: usize) {
    let mut socks = socks;
    let other = 1 - to;
    let mut other_acted = false;
    for _ in 0..200 {
        for ws in socks.iter_mut() {
            ws.drain(Duration::from_millis(60)).await;
        }
        let latest = socks
            .iter()
            .filter_map(|w| w.last_update())
            .map(|u| u["version"].as_u64().unwrap())
            .max()
            .unwrap_or(0);
        let asked = |ws: &Ws| {
            ws.last_update().is_some_and(|u| {
                u["version"].as_u64() == Some(latest) && !u["legal"].as_array().unwrap().is_empty()
            })
        };
        if other_acted && asked(socks[to]) {
            return;
        }
        let who = if asked(socks[other]) {
            other
        } else if asked(socks[to]) {
            to
        } else {
            continue;
        };
        let u = socks[who].last_update().unwrap().clone();
        let legal = u["legal"].as_array().unwrap();
        let pick = legal
            .iter()
            .find(|l| {
                matches!(
                    l["action"]["type"].as_str(),
                    Some("pass" | "continue" | "withdraw" | "decline")
                )
            })
            .unwrap_or(&legal[0]);
        socks[who]
            .send(json!({"type": "act", "action": pick["action"], "version": latest}))
            .await;
        let answer = loop {
            let m = socks[who]
                .next(Duration::from_secs(10))
                .await
                .expect("an answer");
            if m["type"] == "ack" || m["type"] == "error" {
                break m;
            }
        };
        assert_eq!(answer["type"], "ack", "{answer}");
        other_acted |= who == other;
    }
    panic!("seat {to} was never asked after the other seat decided");
}

/// Mia signs up and gives her address, in Dutch, asking for both notices.
async fn mia_with_address(addr: SocketAddr) -> Browser {
    let mut mia = Browser::at(addr);
    let up = mia
        .post(
            "/api/account/signup",
            json!({"name": "Mia", "password": "a-password"}),
        )
        .await;
    assert_eq!(up.status, 201, "{}", up.body);
    let set = mia
        .post(
            "/api/account/mail",
            json!({"address": "mia@example.org", "lang": "nl",
                   "your_turn": true, "game_ended": true}),
        )
        .await;
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!(
        (&set.body["enabled"], &set.body["confirmed"]),
        (&json!(true), &json!(false))
    );
    mia
}

#[tokio::test]
#[ignore = "needs aiosmtpd: run ./test"]
async fn a_confirmed_player_gets_one_your_turn_letter_per_window_and_can_unsubscribe() {
    let dir = TempDir::new("mail");
    let port = free_port();
    let smtp = Smtp::start(port, &dir);
    let server = server(&dir, port).await;
    let a = server.addr;
    let mut mia = mia_with_address(a).await;
    let bad = mia
        .post(
            "/api/account/mail",
            json!({"address": "not an address", "lang": "nl", "your_turn": true, "game_ended": true}),
        )
        .await;
    assert_eq!(
        (bad.status, super::words(&bad)),
        (400, "mail-error-address")
    );

    // Before confirming: a turn comes, and only the confirmation letter goes out.
    let (id, mut ws_mia, mut ws_guest) = turn_based_table(a, &mut mia).await;
    play_until_asked([&mut ws_mia, &mut ws_guest], 0).await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    let got = wait_letters(&smtp.out, 1).await;
    assert_eq!(got.len(), 1, "only the confirmation: {got:?}");
    assert_eq!(got[0]["to"], json!(["mia@example.org"]));
    assert!(
        got[0]["subject"].as_str().unwrap().contains("bevestig"),
        "{}",
        got[0]
    );
    let token = after(&got[0], "#mail-confirm=");
    let stranger = post_json(a, "/api/mail/confirm", &json!({"token": "f".repeat(64)})).await;
    assert_eq!(stranger.0, 400, "{}", stranger.1);
    let ok = post_json(a, "/api/mail/confirm", &json!({"token": token})).await;
    assert_eq!(ok, (200, json!({"done": true})));
    let again = post_json(a, "/api/mail/confirm", &json!({"token": token})).await;
    assert_eq!(again.0, 400, "a link confirms once");
    assert_eq!(mia.get("/api/account/mail").await.body["confirmed"], true);

    // Her turn again: one letter, in Dutch, with the link to her seat.
    play_until_asked([&mut ws_mia, &mut ws_guest], 0).await;
    let got = wait_letters(&smtp.out, 2).await;
    let turn = &got[1];
    assert!(
        turn["subject"].as_str().unwrap().contains("aan de beurt"),
        "{turn}"
    );
    let ruleset = get_json(a, &format!("/api/tables/{id}")).await["ruleset"].clone();
    assert!(
        turn["subject"]
            .as_str()
            .unwrap()
            .contains(ruleset.as_str().unwrap()),
        "the letter names the game: {turn}"
    );
    assert!(
        turn["body"]
            .as_str()
            .unwrap()
            .contains(&format!("/t/{id}#token=")),
        "{turn}"
    );
    // And again within the window: no second letter.
    play_until_asked([&mut ws_mia, &mut ws_guest], 0).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        letters(&smtp.out).len(),
        2,
        "one letter per game per window"
    );

    // The unsubscribe link works without signing in, and turns the notices off.
    let unsubscribe = after(turn, "#unsubscribe=");
    // The link with its last character changed (to another one whatever it was).
    let last = if unsubscribe.ends_with('0') { '1' } else { '0' };
    let forged = format!("{}{last}", &unsubscribe[..unsubscribe.len() - 1]);
    let refused = post_json(a, "/api/mail/unsubscribe", &json!({"token": forged})).await;
    assert_eq!(refused.0, 400, "{}", refused.1);
    // A mail program's button (RFC 8058) posts to the header's address, token and all.
    assert_eq!(
        got[0]["list_unsubscribe"],
        Value::Null,
        "a confirmation is no notice"
    );
    assert_eq!(turn["list_unsubscribe_post"], "List-Unsubscribe=One-Click");
    let header = turn["list_unsubscribe"].as_str().unwrap();
    let one_click = format!("/api/mail/one-click?token={unsubscribe}");
    assert!(
        header.starts_with("<http") && header.ends_with(&format!("{one_click}>")),
        "{header}"
    );
    let forged_click = http(
        a,
        "POST",
        &format!("/api/mail/one-click?token={forged}"),
        None,
    )
    .await;
    assert_eq!(forged_click.0, 400, "{}", forged_click.1);
    let done = http(a, "POST", &one_click, Some("List-Unsubscribe=One-Click")).await;
    assert_eq!((done.0, done.1.as_str()), (200, r#"{"done":true}"#));
    let settings = mia.get("/api/account/mail").await.body;
    assert_eq!(
        (&settings["your_turn"], &settings["game_ended"]),
        (&json!(false), &json!(false))
    );
    // A deleted account's address goes with it.
    let del = mia
        .post("/api/account/delete", json!({"name": "Mia"}))
        .await;
    assert_eq!(del.status, 200, "{}", del.body);
    let gone = post_json(a, "/api/mail/unsubscribe", &json!({"token": unsubscribe})).await;
    assert_eq!(gone, (200, json!({"done": false})));
    drop(server);
}

#[tokio::test]
#[ignore = "needs aiosmtpd: run ./test"]
async fn a_mail_server_that_is_down_delays_the_letter_without_blocking_play() {
    let dir = TempDir::new("mail-down");
    let port = free_port();
    let server = server(&dir, port).await;
    let a = server.addr;
    // Nothing listens on the SMTP port: the address is taken and play goes on.
    let mut mia = mia_with_address(a).await;
    let (_, mut ws_mia, mut ws_guest) = turn_based_table(a, &mut mia).await;
    play_until_asked([&mut ws_mia, &mut ws_guest], 0).await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    // The mail server comes up: the confirmation letter, kept meanwhile, arrives once.
    let smtp = Smtp::start(port, &dir);
    let got = wait_letters(&smtp.out, 1).await;
    assert!(
        got[0]["body"].as_str().unwrap().contains("#mail-confirm="),
        "{}",
        got[0]
    );
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(letters(&smtp.out).len(), 1, "sent once");
    drop(server);
}

/// Without SMTP settings e-mail is off: the settings say so and an address is refused and not
/// kept. "My games" counts the games waiting for my decision and lists them first.
#[tokio::test]
async fn without_smtp_e_mail_is_off_and_my_games_puts_the_waiting_ones_first() {
    let dir = TempDir::new("mail-off");
    let server = start_with(&dir.db(), |o: &mut ServeOptions| {
        o.bot_delay = Duration::ZERO;
    })
    .await;
    let a = server.addr;
    let mut mia = Browser::at(a);
    let up = mia
        .post(
            "/api/account/signup",
            json!({"name": "Mia", "password": "a-password"}),
        )
        .await;
    assert_eq!(up.status, 201, "{}", up.body);
    let off = mia.get("/api/account/mail").await.body;
    assert_eq!(
        (&off["enabled"], &off["address"]),
        (&json!(false), &Value::Null)
    );
    let refused = mia
        .post(
            "/api/account/mail",
            json!({"address": "mia@example.org", "lang": "en", "your_turn": true, "game_ended": false}),
        )
        .await;
    assert_eq!(
        (refused.status, super::words(&refused)),
        (409, "mail-error-off")
    );
    assert_eq!(
        mia.get("/api/account/mail").await.body["address"],
        Value::Null
    );
    let mut stranger = Browser::at(a);
    stranger.origin = Some("https://elsewhere.example".into());
    let cross = stranger
        .post(
            "/api/account/mail",
            json!({"address": "", "lang": "en", "your_turn": false, "game_ended": false}),
        )
        .await;
    assert_eq!(cross.status, 403, "{}", cross.body);

    // Two games: the one waiting for Mia comes first, and the badge counts it.
    let (quiet, mut q_mia, mut q_guest) = turn_based_table(a, &mut mia).await;
    play_until_asked([&mut q_guest, &mut q_mia], 0).await;
    let (waiting, mut w_mia, mut w_guest) = turn_based_table(a, &mut mia).await;
    play_until_asked([&mut w_mia, &mut w_guest], 0).await;
    // The quiet game moved last, yet the waiting one leads.
    play_until_asked([&mut q_guest, &mut q_mia], 0).await;
    let games = mia.get("/api/account/games").await.body;
    assert_eq!(games["waiting"], 1, "{games}");
    let order: Vec<&str> = games["running"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["table"].as_str().unwrap())
        .collect();
    assert_eq!(order, [waiting.as_str(), quiet.as_str()]);
}
