//! The browser harness: chromedriver and headless Chromium sessions, and what the tests do
//! with a page (run a script, wait for it, screenshots, the lobby form, the list of choices,
//! the phone layout).

use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

use crate::common::TempDir;

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

fn artifacts() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e-artifacts");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// chromedriver, killed on drop.
pub struct Driver {
    child: Child,
    port: u16,
    profiles: Vec<TempDir>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // chromedriver runs in its own process group with the browsers it started: end them
        // all, also when a test failed before closing its sessions. `--` matters: procps-ng's
        // `kill -KILL -PGID` signals every process the user may signal (kill(-1)), not the
        // group; `kill -s KILL -- -PGID` signals the group.
        let pgid = self.child.id();
        if pgid > 1 {
            let _ = Command::new("kill")
                .args(["-s", "KILL", "--", &format!("-{pgid}")])
                .status();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts chromedriver. Without the browser the test fails and says how to install it: the
/// browser tests are `#[ignore]`d, so they only run when asked for (`./test`, or
/// `cargo test -- --include-ignored`), and then a missing browser is an error, never a pass.
pub fn driver() -> Driver {
    let present =
        std::path::Path::new(CHROMIUM).exists() && std::path::Path::new(CHROMEDRIVER).exists();
    assert!(
        present,
        "{CHROMIUM} and {CHROMEDRIVER} are needed for the browser tests: run ./test, which \
         installs them (or apt-get install -y chromium chromium-driver)"
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(CHROMEDRIVER)
        .process_group(0)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    Driver {
        child,
        port,
        profiles: Vec::new(),
    }
}

impl Driver {
    /// A new browser session with its own fresh profile.
    pub async fn session(&mut self) -> Client {
        let profile = TempDir::new("chromium-profile");
        let caps = json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": CHROMIUM,
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking",
                    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
                    "--window-size=1280,900", "--lang=en-GB",
                    format!("--user-data-dir={}", profile.0.display())]
            }
        });
        self.profiles.push(profile);
        let caps = match caps {
            Value::Object(m) => m,
            _ => unreachable!(),
        };
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let mut b = ClientBuilder::rustls().expect("TLS roots");
            b.capabilities(caps.clone());
            match b.connect(&format!("http://127.0.0.1:{}", self.port)).await {
                Ok(c) => return c,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
                Err(e) => panic!("cannot reach chromedriver: {e}"),
            }
        }
    }

    /// Gives `c`'s current tab the focus, as closing a tab gives it back to the one beside it in
    /// a person's browser. WebDriver's switch to a window does not, and a page without the
    /// focus gets no focus events (Chrome DevTools' `Page.bringToFront`, through chromedriver).
    pub async fn bring_to_front(&self, c: &Client) {
        self.cdp(c, "Page.bringToFront", json!({})).await;
    }

    /// Runs a Chrome DevTools command in `c`'s current tab (chromedriver's
    /// `goog/cdp/execute`), e.g. the `WebAuthn` domain's virtual authenticators; its result.
    pub async fn cdp(&self, c: &Client, cmd: &str, params: Value) -> Value {
        use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

        let id = c.session_id().await.unwrap().expect("a session");
        let body = json!({"cmd": cmd, "params": params}).to_string();
        let request = format!(
            "POST /session/{id}/goog/cdp/execute HTTP/1.1\r\nHost: 127.0.0.1\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        let answer = async {
            let mut s = tokio::net::TcpStream::connect(("127.0.0.1", self.port))
                .await
                .unwrap();
            s.write_all(request.as_bytes()).await.unwrap();
            // chromedriver keeps the connection open: read the head, then its length.
            let mut r = BufReader::new(s);
            let (mut status, mut length) = (String::new(), 0);
            r.read_line(&mut status).await.unwrap();
            loop {
                let mut line = String::new();
                r.read_line(&mut line).await.unwrap();
                if line.trim().is_empty() {
                    break;
                }
                if let Some((k, v)) = line.split_once(':')
                    && k.eq_ignore_ascii_case("content-length")
                {
                    length = v.trim().parse().unwrap();
                }
            }
            let mut rest = vec![0; length];
            r.read_exact(&mut rest).await.unwrap();
            (status, String::from_utf8_lossy(&rest).into_owned())
        };
        let (status, answer) = tokio::time::timeout(Duration::from_secs(10), answer)
            .await
            .expect("chromedriver answers");
        assert!(status.contains(" 200 "), "{cmd}: {status} {answer}");
        let v: Value = serde_json::from_str(&answer).unwrap_or(Value::Null);
        v["value"].clone()
    }
}

pub async fn shot(c: &Client, name: &str) {
    let png = c.screenshot().await.expect("screenshot");
    std::fs::write(artifacts().join(format!("{name}.png")), png).unwrap();
}

pub async fn js(c: &Client, script: &str) -> Value {
    c.execute(script, vec![]).await.expect("script runs")
}

/// Waits until `script` (a JS expression) is truthy.
pub async fn wait_js(c: &Client, script: &str, what: &str) {
    let deadline = Instant::now() + Duration::from_secs(15);
    loop {
        let v = js(c, &format!("return !!({script});")).await;
        if v == json!(true) {
            return;
        }
        if Instant::now() > deadline {
            shot(c, &format!("timeout-{}", what.replace(' ', "-"))).await;
            panic!("timed out waiting for {what} ({script})");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

pub async fn body_data(c: &Client, key: &str) -> String {
    js(c, &format!("return document.body.dataset.{key} || '';"))
        .await
        .as_str()
        .unwrap_or("")
        .to_string()
}

pub async fn text_of(c: &Client, css: &str) -> String {
    js(
        c,
        &format!(
            "const e = document.querySelector({}); return e ? e.innerText : '';",
            json!(css)
        ),
    )
    .await
    .as_str()
    .unwrap()
    .to_string()
}

/// The elements (id or tag and class) that reach past the right edge of the window, outermost
/// first, none inside another listed one; empty when nothing falls off the screen. What an SVG
/// draws is clipped to the SVG's own box (a diagram cropped from the board), so only the SVG
/// itself is measured.
pub const WIDER_THAN_THE_SCREEN: &str = "
    const w = document.documentElement.clientWidth;
    const out = [];
    for (const e of document.querySelectorAll('body *')) {
        if (e.ownerSVGElement) continue;
        if (e.getBoundingClientRect().right <= w + 0.5 || out.some((o) => o.contains(e))) continue;
        out.push(e);
    }
    return out.map((e) => e.id ? `#${e.id}` : `${e.tagName.toLowerCase()}.${e.className}`);";

/// Phone and wide screenshots of a page with `css` scrolled into view.
pub async fn shots_at(c: &Client, css: &str, name: &str) {
    for (w, h) in [(1280, 900), (390, 844)] {
        c.set_window_size(w, h).await.unwrap();
        js(
            c,
            &format!(
                "document.querySelector({}).scrollIntoView({{block: 'center'}}); return 1;",
                json!(css)
            ),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(250)).await;
        shot(c, &format!("{name}-{w}x{h}")).await;
        let wide = js(c, WIDER_THAN_THE_SCREEN).await;
        assert_eq!(wide, json!([]), "{name}: falls off a {w} px wide screen");
    }
    c.set_window_size(1280, 900).await.unwrap();
}

/// Creates a table from the lobby form: my name, a rule set, two players (me and a greedy
/// bot), variants ticked or chosen, a seed and a cap; lands on the table page.
pub async fn create_in_lobby(
    c: &Client,
    base: &str,
    ruleset: &str,
    switches: &[&str],
    choices: &[(&str, &str)],
    cap: u32,
    shot_name: &str,
) {
    c.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.seat-row').length > 0",
        "the lobby form",
    )
    .await;
    c.find(Locator::Id("name"))
        .await
        .unwrap()
        .send_keys("Mia")
        .await
        .unwrap();
    c.find(Locator::Id("ruleset"))
        .await
        .unwrap()
        .select_by_value(ruleset)
        .await
        .unwrap();
    c.find(Locator::Id("players"))
        .await
        .unwrap()
        .select_by_value("2")
        .await
        .unwrap();
    wait_js(
        c,
        "document.querySelectorAll('.seat-row').length === 2",
        "two seat rows",
    )
    .await;
    for v in switches {
        c.find(Locator::Id(&format!("variant-{v}")))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
    }
    for (v, value) in choices {
        c.find(Locator::Id(&format!("variant-{v}")))
            .await
            .unwrap()
            .select_by_value(value)
            .await
            .unwrap();
    }
    // The cap (and the seed) are folded under "More options".
    c.find(Locator::Css("#more-options summary"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.find(Locator::Id("round_cap"))
        .await
        .unwrap()
        .send_keys(&cap.to_string())
        .await
        .unwrap();
    c.find(Locator::Id("seed"))
        .await
        .unwrap()
        .send_keys("11")
        .await
        .unwrap();
    shot(c, shot_name).await;
    c.find(Locator::Id("create-btn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_js(c, "location.pathname.startsWith('/t/')", "the table page").await;
    wait_js(
        c,
        "document.body.dataset.connected === '1' && document.body.dataset.version !== '' && document.querySelectorAll('#board .pos').length > 10",
        "the first update",
    )
    .await;
    assert_eq!(body_data(c, "you").await, "0");
    assert_eq!(body_data(c, "ruleset").await, ruleset);
}

/// The ship positions the board shows after each version (page side: a snapshot per update,
/// so a test can compare what one action did).
pub const SNAPSHOT_SHIPS: &str = "if (!window.__shipsAt) { window.__shipsAt = {};
  const snap = () => { window.__shipsAt[document.body.dataset.version] = Object.fromEntries(
    [...document.querySelectorAll('#board .ship')].map((g) => [g.dataset.ship, g.dataset.pos])); };
  snap(); new MutationObserver(snap).observe(document.body, { attributes: true, attributeFilter: ['data-version'] }); }
  return 1;";

/// Clicks one button of the list of choices: the first of `kinds` offered, else the first.
pub async fn click_list(c: &Client, kinds: &[&str]) -> String {
    let version = body_data(c, "version").await;
    let mut clicked = None;
    for kind in kinds {
        if let Ok(b) = c
            .find(Locator::Css(&format!("#actions button[data-kind={kind}]")))
            .await
        {
            b.click().await.expect("click");
            clicked = Some(kind.to_string());
            break;
        }
    }
    let clicked = match clicked {
        Some(k) => k,
        None => {
            let b = c
                .find(Locator::Css("#actions button"))
                .await
                .expect("a choice");
            let kind = b.attr("data-kind").await.unwrap().unwrap_or_default();
            b.click().await.expect("click");
            kind
        }
    };
    wait_js(
        c,
        &format!(
            "document.body.dataset.version !== '{version}' || document.body.dataset.over === '1' || !document.getElementById('error').hidden"
        ),
        "the game to move on",
    )
    .await;
    clicked
}

/// Waits for my decision or the end; true when the game is over.
pub async fn my_turn_or_end(c: &Client) -> bool {
    wait_js(
        c,
        "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
        "my decision",
    )
    .await;
    body_data(c, "over").await == "1"
}

/// Seen through a deuteranopia simulation (an SVG feColorMatrix over the whole page), for a
/// screenshot; `false` removes it.
pub async fn deuteranopia(c: &Client, on: bool) {
    js(
        c,
        &format!(
            "let s = document.getElementById('deut-svg');
             if (!s) {{ s = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
               s.id = 'deut-svg'; s.setAttribute('width', 0); s.setAttribute('height', 0); s.style.position = 'absolute';
               s.innerHTML = '<filter id=\"deut\"><feColorMatrix type=\"matrix\" values=\"0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0\"/></filter>';
               document.body.append(s); }}
             document.documentElement.style.filter = {};
             return 1;",
            if on { "'url(#deut)'" } else { "''" }
        ),
    )
    .await;
}

/// Asserts every visible control of the page is at least 44 px high and wide (a finger's
/// width), and that the page never scrolls sideways.
pub async fn check_phone_layout(c: &Client, when: &str) {
    let r = js(
        c,
        "const small = [];
         for (const e of document.querySelectorAll('main button, main .card.clickable, main select, #alerts button, header select')) {
           const r = e.getBoundingClientRect();
           if (!r.width || !r.height || e.closest('[hidden]')) continue;
           if (r.height < 43.5 || r.width < 43.5) small.push(`${e.id || e.className}:${e.textContent.slice(0, 20)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
         }
         return { small, wide: document.documentElement.scrollWidth, w: innerWidth };",
    )
    .await;
    assert_eq!(
        r["small"],
        json!([]),
        "{when}: tap targets under 44 px: {r}"
    );
    assert!(
        r["wide"].as_f64().unwrap() <= r["w"].as_f64().unwrap() + 1.0,
        "{when}: the page scrolls sideways: {r}"
    );
}
