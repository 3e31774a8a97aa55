//! Running the built `havenbaron` binary, and what several test files do with it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    pub fn all(&self) -> String {
        format!("{}\n{}", self.stdout, self.stderr)
    }
}

pub fn havenbaron(args: &[&str], stdin: Option<&str>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_havenbaron"))
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    if let Some(text) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        let text = text.to_string();
        // A writer thread, so that a full stdout pipe cannot deadlock us; the program may
        // stop reading early (the game ends), so write errors are fine.
        std::thread::spawn(move || {
            let _ = pipe.write_all(text.as_bytes());
        });
    }
    let out = child.wait_with_output().expect("the binary runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// A fresh, empty temporary folder for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("havenbaron-cli-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

pub fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `play --bots-only --json` for a rule set: the parsed summary after checking the outcome's
/// shape.
pub fn bots_only_json(
    ruleset: &str,
    players: usize,
    seed: &str,
    bots: &str,
    extra: &[&str],
) -> Value {
    let players_text = players.to_string();
    let mut args = vec![
        "play",
        "--ruleset",
        ruleset,
        "--players",
        &players_text,
        "--seed",
        seed,
        "--bots-only",
        "--bots",
        bots,
        "--json",
    ];
    args.extend_from_slice(extra);
    let r = havenbaron(&args, None);
    assert_eq!(r.code, 0, "{ruleset} {players}p {extra:?}: {}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
    assert_eq!(v["config"]["ruleset"], ruleset);
    assert_eq!(v["config"]["players"], players as u64);
    assert_eq!(v["bots"].as_array().unwrap().len(), players);
    let outcome = &v["outcome"];
    let scores = outcome["scores"].as_array().unwrap();
    assert_eq!(scores.len(), players);
    assert_eq!(
        outcome["winners"].as_array().unwrap().is_empty(),
        outcome["capped"].as_bool().unwrap()
    );
    assert!(outcome["rounds"].as_u64().unwrap() >= 1);
    for s in scores {
        let rank = s["rank"].as_u64().unwrap();
        assert!((1..=players as u64).contains(&rank));
        assert_eq!(
            s["total"].as_i64().unwrap(),
            s["missions"].as_i64().unwrap()
                + s["cards"].as_i64().unwrap()
                + s["products"].as_i64().unwrap()
        );
    }
    assert!(v["actions"].as_u64().unwrap() > 0);
    v
}

/// Plays, records, and checks that `replay` verifies the record (and the JSON summary).
pub fn record_and_replay(name: &str, args: &[&str]) -> Value {
    let dir = temp_dir(name);
    let file = dir.join("game.json");
    let mut all: Vec<&str> = args.to_vec();
    all.extend_from_slice(&["--record", path_str(&file)]);
    let r = havenbaron(&all, None);
    assert_eq!(r.code, 0, "{}", r.all());
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(record["format"], "havenbaron-record/2");
    assert!(record["actions"].as_array().unwrap().len() > 10);
    let r = havenbaron(&["replay", path_str(&file)], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("verified"), "{}", r.stdout);
    let r = havenbaron(&["replay", path_str(&file), "--json"], None);
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["verified"], true);
    assert_eq!(v["outcome"], record["outcome"]);
    assert_eq!(v["final_hash"], record["final_hash"]);

    // One action changed to another of its rule set's kinds: refused, with its index.
    let mut bad = record.clone();
    bad["actions"][0]["action"] = serde_json::json!({"type": "end_turn"});
    let bad_file = dir.join("tampered.json");
    std::fs::write(&bad_file, bad.to_string()).unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("action 1 of"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
    record
}
