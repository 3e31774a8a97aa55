//! `havenbaron load`: a load test against a running server, on this machine only.
//!
//! It creates `--tables` tables, each one scripted player (seat 0, a random legal action
//! `--think-ms` after it is that seat's decision; default at once) and two bots, connects the
//! player's WebSocket, and for `--seconds` measures how long each action waits for its
//! acknowledgement. It prints the median, 99th percentile and worst wait, the player moves
//! acknowledged per second, all actions the server committed per second (bots included, from
//! `/metrics`), the server's memory and CPU use, this tool's own CPU use (it shares the
//! machine), and the bot delay the server runs with. A table whose game ends is replaced by a
//! new one while time is left.
//!
//! What the figures mean depends on the server's bot delay: with its default (300 ms, how a
//! real table runs) a table offers a few actions a second and the latency is the server's
//! answer to a realistic load; with `--bot-delay-ms 0` every table always wants work, so the
//! run measures the server's capacity (actions per second) and the latency is mostly queueing
//! (at least tables ÷ actions per second).
//!
//! Bounded on purpose: the URL must be a loopback address (it is not a tool to load someone
//! else's server), at most [`MAX_TABLES`] tables and [`MAX_SECONDS`] seconds. The server must
//! allow the creations and connections from one address: start it with, e.g.,
//! `havenbaron serve --bot-delay-ms 0 --create-burst 100000 --max-connections-per-address 100000`.

use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use futures_util::{SinkExt, StreamExt};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use serde_json::value::RawValue;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::LoadArgs;

/// Most tables one run may create at once.
pub const MAX_TABLES: usize = 5000;
/// Longest run, in seconds.
pub const MAX_SECONDS: u64 = 600;
/// Most analyses one `--queue-analyses` may ask for.
pub const MAX_QUEUED: usize = 100;

/// What a run measured.
#[derive(Debug, serde::Serialize)]
struct Report {
    tables: usize,
    seconds: f64,
    /// Player moves acknowledged in the measured window.
    moves: usize,
    moves_per_s: f64,
    /// Every action the server committed per second in the window (bots too), from /metrics.
    server_actions_per_s: Option<f64>,
    p50_ms: f64,
    p99_ms: f64,
    max_ms: f64,
    /// The server's resident memory at the end (bytes), from /metrics.
    server_memory_bytes: Option<u64>,
    /// Refusals and other errors the player got (stale versions, …).
    errors: usize,
    /// The scripted player's think time before each action.
    think_ms: u64,
    /// The server's pause before each bot move (from /metrics): 300 ms by default, how a
    /// real table runs; 0 measures its capacity.
    server_bot_delay_ms: Option<f64>,
    /// The server's CPU use in the window, in cores (1.0: one core busy), from /metrics.
    server_cpu_cores: Option<f64>,
    /// This tool's own CPU use in the window, in cores (it shares the machine).
    load_cpu_cores: Option<f64>,
}

/// What each scripted player does.
struct PlayerOptions {
    bot: String,
    think: Duration,
}

pub fn run(args: LoadArgs) -> anyhow::Result<ExitCode> {
    let addr = loopback_addr(&args.url)?;
    if let Some(n) = args.queue_analyses {
        anyhow::ensure!(
            (1..=MAX_QUEUED).contains(&n),
            "--queue-analyses must be 1 to {MAX_QUEUED}"
        );
        let ids = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()?
            .block_on(queue_analyses(addr, &args, n))?;
        println!("{} analyses queued: {}", ids.len(), ids.join(" "));
        return Ok(ExitCode::SUCCESS);
    }
    anyhow::ensure!(
        (1..=MAX_TABLES).contains(&args.tables),
        "--tables must be 1 to {MAX_TABLES}"
    );
    anyhow::ensure!(
        (1..=MAX_SECONDS).contains(&args.seconds),
        "--seconds must be 1 to {MAX_SECONDS}"
    );
    let report = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(load(addr, &args))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        println!(
            "{} tables, {:.1} s: {} moves acknowledged ({:.0}/s); server committed {} actions/s",
            report.tables,
            report.seconds,
            report.moves,
            report.moves_per_s,
            report
                .server_actions_per_s
                .map_or("?".into(), |v| format!("{v:.0}"))
        );
        println!(
            "acknowledgement latency: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms; errors {}",
            report.p50_ms, report.p99_ms, report.max_ms, report.errors
        );
        let or_unknown = |v: Option<f64>, f: &dyn Fn(f64) -> String| v.map_or("?".into(), f);
        println!(
            "server bot delay {}, player think time {} ms",
            or_unknown(report.server_bot_delay_ms, &|v| format!("{v:.0} ms")),
            report.think_ms
        );
        println!(
            "CPU: server {} cores, load tool {} cores",
            or_unknown(report.server_cpu_cores, &|v| format!("{v:.2}")),
            or_unknown(report.load_cpu_cores, &|v| format!("{v:.2}")),
        );
        if let Some(m) = report.server_memory_bytes {
            println!("server memory: {:.0} MiB", m as f64 / 1048576.0);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The server's address from `--url`, refused unless it is this machine.
fn loopback_addr(url: &str) -> anyhow::Result<SocketAddr> {
    let rest = url
        .strip_prefix("http://")
        .context("--url must be http://HOST:PORT on this machine")?;
    let hostport = rest.split('/').next().unwrap_or("");
    let hostport = hostport.replace("localhost", "127.0.0.1");
    let addr: SocketAddr = hostport
        .parse()
        .with_context(|| format!("--url {url}: give the address as http://127.0.0.1:PORT"))?;
    anyhow::ensure!(
        addr.ip().is_loopback(),
        "--url {url}: the load tool only runs against this machine (a loopback address)"
    );
    Ok(addr)
}

/// The shared tallies of a run.
#[derive(Default)]
struct Tally {
    latencies: Vec<Duration>,
    errors: usize,
}

async fn load(addr: SocketAddr, args: &LoadArgs) -> anyhow::Result<Report> {
    let tally = Arc::new(Mutex::new(Tally::default()));
    let measuring = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let mut tasks = Vec::new();
    let (ready_tx, mut ready_rx) = tokio::sync::mpsc::channel::<anyhow::Result<()>>(args.tables);
    let opts = Arc::new(PlayerOptions {
        bot: args.bot.clone(),
        think: Duration::from_millis(args.think_ms),
    });
    for i in 0..args.tables {
        let (tally, measuring, stop, ready) = (
            tally.clone(),
            measuring.clone(),
            stop.clone(),
            ready_tx.clone(),
        );
        let opts = opts.clone();
        tasks.push(tokio::spawn(async move {
            table_player(addr, i as u64, &opts, tally, measuring, stop, ready).await
        }));
    }
    drop(ready_tx);
    for _ in 0..args.tables {
        match ready_rx.recv().await {
            Some(Ok(())) => {}
            Some(Err(e)) => {
                stop.store(true, Ordering::SeqCst);
                return Err(e);
            }
            None => anyhow::bail!("the players stopped before starting"),
        }
    }
    let before = metric(addr, "havenbaron_actions_total").await.ok();
    let cpu_before = metric(addr, "process_cpu_seconds_total").await.ok();
    let own_before = own_cpu_seconds();
    let started = Instant::now();
    measuring.store(true, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_secs(args.seconds)).await;
    measuring.store(false, Ordering::SeqCst);
    let seconds = started.elapsed().as_secs_f64();
    let after = metric(addr, "havenbaron_actions_total").await.ok();
    let cpu_after = metric(addr, "process_cpu_seconds_total").await.ok();
    let own_after = own_cpu_seconds();
    let memory = metric(addr, "process_resident_memory_bytes").await.ok();
    let bot_delay = metric(addr, "havenbaron_bot_delay_seconds").await.ok();
    stop.store(true, Ordering::SeqCst);
    for t in tasks {
        let _ = tokio::time::timeout(Duration::from_secs(5), t).await;
    }
    let mut tally = tally.lock().await;
    tally.latencies.sort();
    let pick = |q: f64| -> f64 {
        let l = &tally.latencies;
        if l.is_empty() {
            return 0.0;
        }
        let i = ((l.len() as f64 * q).ceil() as usize).clamp(1, l.len()) - 1;
        l[i].as_secs_f64() * 1000.0
    };
    Ok(Report {
        tables: args.tables,
        seconds,
        moves: tally.latencies.len(),
        moves_per_s: tally.latencies.len() as f64 / seconds,
        server_actions_per_s: before.zip(after).map(|(b, a)| (a - b) / seconds),
        p50_ms: pick(0.5),
        p99_ms: pick(0.99),
        max_ms: pick(1.0),
        server_memory_bytes: memory.map(|m| m as u64),
        errors: tally.errors,
        think_ms: args.think_ms,
        server_bot_delay_ms: bot_delay.map(|s| s * 1000.0),
        server_cpu_cores: cpu_before.zip(cpu_after).map(|(b, a)| (a - b) / seconds),
        load_cpu_cores: own_before.zip(own_after).map(|(b, a)| (a - b) / seconds),
    })
}

/// Plays `n` tables to their end at once and asks for each one's post-game analysis as its
/// seat 0: the ids of the tables whose analysis was accepted.
async fn queue_analyses(
    addr: SocketAddr,
    args: &LoadArgs,
    n: usize,
) -> anyhow::Result<Vec<String>> {
    let opts = Arc::new(PlayerOptions {
        bot: args.bot.clone(),
        think: Duration::from_millis(args.think_ms),
    });
    let tally = Arc::new(Mutex::new(Tally::default()));
    let mut tasks = Vec::new();
    for i in 0..n as u64 {
        let (opts, tally) = (opts.clone(), tally.clone());
        tasks.push(tokio::spawn(async move {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(u64::MAX - i);
            let (measuring, stop) = (AtomicBool::new(false), AtomicBool::new(false));
            let (id, token) = play_one(
                addr,
                QUEUE_SEEDS + i,
                &opts,
                &mut rng,
                &tally,
                &measuring,
                &stop,
                &mut None,
            )
            .await?;
            let path = format!("/api/tables/{id}/analysis");
            let (status, body) =
                http(addr, "POST", &path, &json!({"token": token}).to_string()).await?;
            anyhow::ensure!(
                status == 202,
                "asking for table {id}'s analysis answered {status}: {body}"
            );
            Ok(id)
        }));
    }
    let mut ids = Vec::new();
    for t in tasks {
        ids.push(t.await??);
    }
    Ok(ids)
}

/// The first game seed of the tables `--queue-analyses` plays (apart from a measurement's).
const QUEUE_SEEDS: u64 = 1 << 40;

/// One table's scripted player: creates the table, plays seat 0 until told to stop, and
/// replaces the table when its game ends. Says `ready` once connected to its first table.
async fn table_player(
    addr: SocketAddr,
    index: u64,
    opts: &PlayerOptions,
    tally: Arc<Mutex<Tally>>,
    measuring: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    ready: tokio::sync::mpsc::Sender<anyhow::Result<()>>,
) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(index);
    let mut ready = Some(ready);
    let mut game = 0u64;
    while !stop.load(Ordering::SeqCst) {
        game += 1;
        let result = play_one(
            addr,
            index * 1000 + game,
            opts,
            &mut rng,
            &tally,
            &measuring,
            &stop,
            &mut ready,
        )
        .await;
        if let Err(e) = result {
            match ready.take() {
                Some(r) => {
                    let _ = r.send(Err(e)).await;
                }
                None => tally.lock().await.errors += 1,
            }
            return;
        }
    }
}

/// What the player reads of a server message: its type and, for an update, its version, its
/// legal actions (each kept as raw JSON, sent back as it came) and whether the game ended. The
/// view and the log are skipped without being built: the tool shares the machine with the
/// server, so it reads no more than it needs.
#[derive(serde::Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type")]
    kind: &'a str,
    #[serde(default)]
    version: u64,
    #[serde(default, borrow)]
    legal: Vec<Legal<'a>>,
    #[serde(default, borrow)]
    outcome: Option<&'a RawValue>,
}

#[derive(serde::Deserialize)]
struct Legal<'a> {
    #[serde(borrow)]
    action: &'a RawValue,
}

/// The scripted player's bookkeeping, apart from the socket. The update of the player's own
/// action comes before its acknowledgement and may already offer the next decision (a card
/// that asks for a choice, two decisions in a row): that decision is kept and taken once the
/// acknowledgement is in, so a table never stalls waiting for an update that will not come.
#[derive(Debug, Default)]
struct Player {
    /// The latest update's decision: its version and the action chosen for it.
    decision: Option<(u64, String)>,
    /// When the action in flight was sent (its answer not in yet).
    in_flight: Option<Instant>,
    /// The version of the last decision acted on (never acted on twice).
    acted: Option<u64>,
}

impl Player {
    /// An update at `version`; `chosen`: the action picked among its legal ones, if it offers
    /// this seat a decision (a newer update replaces an older decision).
    fn update(&mut self, version: u64, chosen: Option<String>) {
        self.decision = chosen.map(|a| (version, a));
    }

    /// The acknowledgement (or refusal) of the action in flight: how long it took.
    fn answered(&mut self) -> Option<Duration> {
        self.in_flight.take().map(|t| t.elapsed())
    }

    /// The decision to act on now, if any: one is offered, not acted on yet, and no action of
    /// this player waits for its answer.
    fn next(&mut self) -> Option<(u64, String)> {
        if self.in_flight.is_some() {
            return None;
        }
        let (version, _) = self.decision.as_ref()?;
        if self.acted == Some(*version) {
            return None;
        }
        let (version, action) = self.decision.take()?;
        self.acted = Some(version);
        Some((version, action))
    }

    /// The action for `next` went out now.
    fn sent(&mut self) {
        self.in_flight = Some(Instant::now());
    }
}

#[allow(clippy::too_many_arguments)]
async fn play_one(
    addr: SocketAddr,
    seed: u64,
    opts: &PlayerOptions,
    rng: &mut rand_chacha::ChaCha8Rng,
    tally: &Mutex<Tally>,
    measuring: &AtomicBool,
    stop: &AtomicBool,
    ready: &mut Option<tokio::sync::mpsc::Sender<anyhow::Result<()>>>,
) -> anyhow::Result<(String, String)> {
    let bot = &opts.bot;
    let body = json!({"players": 3, "seed": seed, "round_cap": 200, "listed": false,
        "host_seat": 0, "name": "Load",
        "seats": [{"kind":"human"},{"kind":"bot","bot":bot,"level":"easy"},
                  {"kind":"bot","bot":bot,"level":"easy"}]});
    let (status, created) = http(addr, "POST", "/api/tables", &body.to_string()).await?;
    anyhow::ensure!(
        status == 201,
        "creating a table answered {status}: {created} (start the server with a higher \
         --create-burst for a load test)"
    );
    let id = created["id"].as_str().context("no table id")?;
    let token = created["token"].as_str().context("no seat token")?;
    // A small read buffer: the library zeroes its whole buffer (128 KiB by default) on every
    // read, a cost this tool would take from the server it shares the machine with.
    let config = WebSocketConfig::default().read_buffer_size(16 * 1024);
    let (mut ws, _) = tokio_tungstenite::connect_async_with_config(
        format!("ws://{addr}/ws/{id}"),
        Some(config),
        true,
    )
    .await
    .with_context(|| {
        "the WebSocket was refused (start the server with a higher \
             --max-connections-per-address for a load test)"
    })?;
    ws.send(Message::Text(
        json!({"type":"hello","token":token}).to_string().into(),
    ))
    .await?;
    if let Some(r) = ready.take() {
        let _ = r.send(Ok(())).await;
    }
    let mut player = Player::default();
    while !stop.load(Ordering::SeqCst) {
        let text = match tokio::time::timeout(Duration::from_millis(500), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => t,
            Ok(Some(Ok(_))) => continue,
            Ok(_) => anyhow::bail!("the server closed table {id}'s connection"),
            Err(_) => continue,
        };
        let msg: Incoming = serde_json::from_str(&text)?;
        match msg.kind {
            "ack" => {
                if let Some(waited) = player.answered()
                    && measuring.load(Ordering::SeqCst)
                {
                    tally.lock().await.latencies.push(waited);
                }
            }
            "error" => {
                player.answered();
                tally.lock().await.errors += 1;
            }
            "update" => {
                if msg.outcome.is_some() {
                    let _ = ws.close(None).await;
                    return Ok((id.to_string(), token.to_string()));
                }
                let chosen = msg.legal.choose(rng).map(|l| l.action.get().to_string());
                player.update(msg.version, chosen);
            }
            _ => {}
        }
        if let Some((version, action)) = player.next() {
            if !opts.think.is_zero() {
                tokio::time::sleep(opts.think).await;
            }
            let act = format!(r#"{{"type":"act","action":{action},"version":{version}}}"#);
            player.sent();
            ws.send(Message::Text(act.into())).await?;
        }
    }
    let _ = ws.close(None).await;
    Ok((id.to_string(), token.to_string()))
}

/// One request over a fresh connection; the status and the JSON body.
async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> anyhow::Result<(u16, Value)> {
    let (status, text) = http_text(addr, method, path, body).await?;
    Ok((status, serde_json::from_str(&text).unwrap_or(Value::Null)))
}

async fn http_text(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> anyhow::Result<(u16, String)> {
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .with_context(|| format!("cannot reach the server at {addr}"))?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await?;
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await?;
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").context("not an HTTP answer")?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .context("not an HTTP answer")?;
    let body = if head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked")
    {
        let mut out = String::new();
        let mut s = rest;
        while let Some((len, more)) = s.split_once("\r\n") {
            let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
            if n == 0 || more.len() < n {
                break;
            }
            out.push_str(&more[..n]);
            s = more[n..].trim_start_matches("\r\n");
        }
        out
    } else {
        rest.to_string()
    };
    Ok((status, body))
}

/// This process's CPU time so far, in seconds (Linux: `/proc/self/stat`), if known.
fn own_cpu_seconds() -> Option<f64> {
    havenbaron_server::metrics::cpu_seconds()
}

/// A value from the server's `/metrics`.
async fn metric(addr: SocketAddr, name: &str) -> anyhow::Result<f64> {
    let (status, text) = http_text(addr, "GET", "/metrics", "").await?;
    anyhow::ensure!(status == 200, "/metrics answered {status}");
    text.lines()
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .with_context(|| format!("no {name} in /metrics"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_machine_is_loaded() {
        assert!(loopback_addr("http://127.0.0.1:8080").is_ok());
        assert!(loopback_addr("http://localhost:8080/").is_ok());
        assert!(loopback_addr("http://[::1]:8080").is_ok());
        let e = loopback_addr("http://10.1.2.3:8080").unwrap_err();
        assert!(e.to_string().contains("loopback"), "{e}");
        assert!(loopback_addr("https://127.0.0.1:1").is_err());
        assert!(loopback_addr("http://example.com:80").is_err());
    }

    #[test]
    fn a_decision_offered_before_the_acknowledgement_is_taken_after_it() {
        let mut p = Player::default();
        p.update(3, Some("a".into()));
        assert_eq!(p.next(), Some((3, "a".to_string())));
        p.sent();
        // The update of the player's own action offers its next decision before the ack.
        p.update(4, Some("b".into()));
        assert_eq!(p.next(), None, "one action in flight at a time");
        assert!(p.answered().is_some());
        assert_eq!(p.next(), Some((4, "b".to_string())));
        p.sent();
        assert!(p.answered().is_some());
        assert_eq!(p.next(), None, "a decision is acted on once");
    }

    #[test]
    fn a_newer_update_replaces_the_decision() {
        let mut p = Player::default();
        p.update(5, Some("a".into()));
        p.update(6, None);
        assert_eq!(p.next(), None, "no longer this seat's decision");
        p.update(7, Some("c".into()));
        assert_eq!(p.next(), Some((7, "c".to_string())));
    }

    #[test]
    fn the_player_reads_only_what_it_needs_of_an_update() {
        let text = r#"{"type":"update","version":9,"fresh":false,"entries":[{"x":[1,2]}],
            "view":{"deep":{"er":"\u00e9"}},"legal":[{"action":{"type":"pass"},"message":{}}],
            "outcome":null}"#;
        let m: Incoming = serde_json::from_str(text).unwrap();
        assert_eq!((m.kind, m.version), ("update", 9));
        assert_eq!(m.legal[0].action.get(), r#"{"type":"pass"}"#);
        assert!(m.outcome.is_none());
        let ack: Incoming = serde_json::from_str(r#"{"type":"ack","version":10}"#).unwrap();
        assert_eq!((ack.kind, ack.version, ack.legal.len()), ("ack", 10, 0));
    }
}
