//! `havenbaron load` at a small size against a real `havenbaron serve` (SQLite in a temporary
//! folder): it plays, measures and reports; it refuses a server that is not on this machine and
//! sizes out of bounds.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

struct Served(Child, std::path::PathBuf);

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        let _ = std::fs::remove_dir_all(&self.1);
    }
}

fn serve() -> (Served, String) {
    let dir = std::env::temp_dir().join(format!(
        "havenbaron-load-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_havenbaron"))
        .args(["serve", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0"])
        .env("DATABASE_URL", dir.join("load.db"))
        .env("HAVENBARON_CREATE_BURST", "1000")
        .env("HAVENBARON_MAX_CONNECTIONS_PER_ADDRESS", "1000")
        .env("HAVENBARON_LOG", "warn")
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(url) = line.strip_prefix("Havenbaron is running at ") {
                let _ = tx.send(url.trim_end_matches('/').to_string());
            }
        }
    });
    let url = rx.recv_timeout(Duration::from_secs(60)).unwrap();
    (Served(child, dir), url)
}

fn load(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_havenbaron"))
        .arg("load")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

#[test]
fn load_plays_a_few_tables_and_reports_its_figures() {
    let (_server, url) = serve();
    let (ok, stdout, stderr) = load(&[
        "--url",
        &url,
        "--tables",
        "3",
        "--seconds",
        "2",
        "--bot",
        "random",
        "--json",
    ]);
    assert!(ok, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["tables"], 3);
    assert!(v["moves"].as_u64().unwrap() > 0, "{v}");
    let (p50, p99, max) = (
        v["p50_ms"].as_f64().unwrap(),
        v["p99_ms"].as_f64().unwrap(),
        v["max_ms"].as_f64().unwrap(),
    );
    assert!(0.0 < p50 && p50 <= p99 && p99 <= max, "{v}");
    assert!(v["server_actions_per_s"].as_f64().unwrap() >= v["moves_per_s"].as_f64().unwrap());
    assert!(v["server_memory_bytes"].as_u64().unwrap() > 1 << 20, "{v}");
    assert_eq!(v["errors"], 0, "{v}");
}

#[test]
fn load_refuses_other_machines_and_sizes_out_of_bounds() {
    let (ok, _, stderr) = load(&["--url", "http://192.0.2.1:8080", "--tables", "1"]);
    assert!(!ok);
    assert!(stderr.contains("loopback"), "{stderr}");
    let (ok, _, stderr) = load(&["--url", "http://127.0.0.1:9", "--tables", "100000"]);
    assert!(!ok);
    assert!(stderr.contains("--tables must be 1 to 5000"), "{stderr}");
    let (ok, _, stderr) = load(&["--url", "http://127.0.0.1:9", "--seconds", "0"]);
    assert!(!ok);
    assert!(stderr.contains("--seconds must be"), "{stderr}");
}

/// `--queue-analyses N` plays N tables to their end and asks for each one's analysis, which
/// the server then keeps (to load a server beside a busy analysis worker).
#[test]
fn load_queues_analyses_of_finished_games() {
    let (_server, url) = serve();
    let (ok, stdout, stderr) = load(&["--url", &url, "--queue-analyses", "2", "--bot", "random"]);
    assert!(ok, "{stderr}");
    let ids: Vec<&str> = stdout
        .trim()
        .strip_prefix("2 analyses queued: ")
        .unwrap_or_else(|| panic!("{stdout}"))
        .split(' ')
        .collect();
    // Each id is a table whose request the server accepted (202), or the tool fails.
    assert_eq!(ids.len(), 2, "{stdout}");
    assert!(ids.iter().all(|id| id.len() >= 8), "{stdout}");
    let (ok, _, stderr) = load(&["--url", &url, "--queue-analyses", "0"]);
    assert!(!ok);
    assert!(
        stderr.contains("--queue-analyses must be 1 to 100"),
        "{stderr}"
    );
}
