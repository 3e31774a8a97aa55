//! Runs the built `havenbaron` binary as a user would.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde_json::Value;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    fn all(&self) -> String {
        format!("{}\n{}", self.stdout, self.stderr)
    }
}

fn havenbaron(args: &[&str], stdin: Option<&str>) -> Run {
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
fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("havenbaron-cli-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn bots_only_games_finish_for_2_3_and_4_players() {
    for players in ["2", "3", "4"] {
        let r = havenbaron(
            &[
                "play",
                "--ruleset",
                "rotterdam",
                "--players",
                players,
                "--seed",
                "11",
                "--bots-only",
                "--bots",
                "random",
                "--json",
            ],
            None,
        );
        assert_eq!(r.code, 0, "{}", r.all());
        let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
        let n: usize = players.parse().unwrap();
        assert_eq!(v["config"]["players"], n as u64);
        assert_eq!(v["bots"].as_array().unwrap().len(), n);
        let outcome = &v["outcome"];
        let scores = outcome["scores"].as_array().unwrap();
        assert_eq!(scores.len(), n);
        // A capped game is unfinished: no winner (C-7); a finished one has one.
        assert_eq!(
            outcome["winners"].as_array().unwrap().is_empty(),
            outcome["capped"].as_bool().unwrap()
        );
        assert!(outcome["rounds"].as_u64().unwrap() >= 1);
        for s in scores {
            let rank = s["rank"].as_u64().unwrap();
            assert!((1..=n as u64).contains(&rank));
        }
    }
}

#[test]
fn bots_only_table_names_bots_and_is_reproducible() {
    let args = [
        "play",
        "--players",
        "3",
        "--seed",
        "5",
        "--bots-only",
        "--bots",
        "greedy,random,greedy",
    ];
    let a = havenbaron(&args, None);
    assert_eq!(a.code, 0, "{}", a.all());
    for word in [
        "seat", "total", "missions", "cards", "products", "rank", "rounds:",
    ] {
        assert!(a.stdout.contains(word), "missing {word}: {}", a.stdout);
    }
    assert!(a.stdout.contains("random") && a.stdout.contains("greedy"));
    assert!(a.stdout.contains("capped"));
    let b = havenbaron(&args, None);
    assert_eq!(a.stdout, b.stdout, "same seed, same game");
}

#[test]
fn round_cap_is_reported_as_capped() {
    let r = havenbaron(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots-only",
            "--round-cap",
            "1",
            "--json",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["outcome"]["capped"], true);
    assert_eq!(v["outcome"]["rounds"], 1);
    assert_eq!(v["config"]["round_cap"], 1);
    // Unfinished: nobody won it, though the seats are ranked as they stood (C-7).
    assert_eq!(v["outcome"]["winners"], serde_json::json!([]));
    assert!(
        v["outcome"]["scores"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["rank"] == 1)
    );

    let r = havenbaron(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots-only",
            "--round-cap",
            "1",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("unfinished: no winner"), "{}", r.stdout);
    assert!(!r.stdout.contains("winner:"), "{}", r.stdout);
}

#[test]
fn config_errors_are_clear_and_fail() {
    let r = havenbaron(&["play", "--players", "5", "--bots-only"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("2 to 4 players"), "{}", r.stderr);

    let r = havenbaron(&["play", "--bots-only", "--variant", "nope"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("no variant `nope`"), "{}", r.stderr);

    let r = havenbaron(
        &["play", "--bots-only", "--variant", "safe_harbour=maybe"],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("maybe"), "{}", r.stderr);

    let r = havenbaron(&["play", "--bots-only", "--bots", "chess"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("unknown bot `chess`"), "{}", r.stderr);

    let r = havenbaron(&["play", "--bots-only", "--ruleset", "checkers"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("unknown rule set"), "{}", r.stderr);
}

#[test]
fn variants_are_accepted() {
    let r = havenbaron(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "8",
            "--bots-only",
            "--variant",
            "safe_harbour",
            "--variant",
            "open_products=true",
            "--round-cap",
            "10",
            "--json",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["config"]["variants"]["safe_harbour"], "true");
    assert_eq!(v["config"]["variants"]["open_products"], "true");
}

#[test]
fn record_then_replay_verifies_and_tampering_is_caught() {
    let dir = temp_dir("record");
    let file = dir.join("game.json");
    let r = havenbaron(
        &[
            "play",
            "--players",
            "3",
            "--seed",
            "21",
            "--bots-only",
            "--bots",
            "greedy,random,random",
            "--record",
            path_str(&file),
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let text = std::fs::read_to_string(&file).unwrap();
    let record: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(record["format"], "havenbaron-record/2");
    assert_eq!(record["config"]["seed"], 21);
    assert_eq!(record["bots"].as_array().unwrap().len(), 3);
    assert_eq!(record["final_hash"].as_str().unwrap().len(), 16);
    assert!(record["outcome"]["scores"].is_array());
    let actions = record["actions"].as_array().unwrap();
    assert!(actions.len() > 10);
    assert!(actions[0]["seat"].is_u64() && actions[0]["action"]["type"].is_string());

    // The untouched record verifies.
    let r = havenbaron(&["replay", path_str(&file)], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("verified"), "{}", r.stdout);
    assert!(r.stdout.contains("rank"), "{}", r.stdout);
    let r = havenbaron(&["replay", path_str(&file), "--json"], None);
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).unwrap();
    assert_eq!(v["verified"], true);
    assert_eq!(v["outcome"], record["outcome"]);

    // An action changed to one that is not allowed there: reported with index and content.
    let mut bad = record.clone();
    bad["actions"][2]["action"] = serde_json::json!({"type": "accept"});
    let bad_file = dir.join("tampered.json");
    std::fs::write(&bad_file, bad.to_string()).unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("action 3 of"), "{}", r.stderr);
    assert!(r.stderr.contains("{\"type\":\"accept\"}"), "{}", r.stderr);
    assert!(r.stderr.contains("not allowed now"), "{}", r.stderr);
    // What was expected instead is said in words from the catalogue, not as a message id.
    assert!(!r.stderr.contains("expect-"), "{}", r.stderr);

    // An action by the wrong seat.
    let mut bad = record.clone();
    let seat = bad["actions"][0]["seat"].as_u64().unwrap();
    bad["actions"][0]["seat"] = Value::from((seat + 1) % 3);
    std::fs::write(&bad_file, bad.to_string()).unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("action 1 of"), "{}", r.stderr);
    assert!(r.stderr.contains("cannot act now"), "{}", r.stderr);

    // A malformed action.
    let mut bad = record.clone();
    bad["actions"][4]["action"] = serde_json::json!({"type": "fly"});
    std::fs::write(&bad_file, bad.to_string()).unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("action 5 of"), "{}", r.stderr);
    assert!(r.stderr.contains("malformed"), "{}", r.stderr);

    // A changed final hash.
    let mut bad = record.clone();
    bad["final_hash"] = Value::from("0000000000000000");
    std::fs::write(&bad_file, bad.to_string()).unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("state hash"), "{}", r.stderr);

    // Not JSON at all.
    std::fs::write(&bad_file, "{ this is not json").unwrap();
    let r = havenbaron(&["replay", path_str(&bad_file)], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("not valid JSON"), "{}", r.stderr);

    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_data_accepts_the_builtin_data() {
    let r = havenbaron(&["check-data"], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("0 error(s)"), "{}", r.stdout);
}

#[test]
fn check_data_reports_a_broken_board() {
    let dir = temp_dir("broken-board");
    std::fs::create_dir_all(dir.join("rotterdam")).unwrap();
    let board = format!(
        "{}\n\n[[channel]]\nfrom = \"A1\"\nto = \"Nowhere\"\ncolours = [\"red\"]\n\n\
         [[channel]]\nfrom = \"B1\"\nto = \"A1\"\ncolours = [\"violet\"]\n",
        havenbaron_engine::rotterdam::data::BOARD_TOML
    );
    std::fs::write(dir.join("rotterdam/board.toml"), board).unwrap();

    let r = havenbaron(&["check-data", path_str(&dir)], None);
    assert_ne!(r.code, 0, "{}", r.all());
    let out = r.stdout;
    // The unknown position: file, entry and reason.
    assert!(
        out.lines().any(|l| l.starts_with("error: ")
            && l.contains("board.toml")
            && l.contains("A1→Nowhere")
            && l.contains("does not exist")),
        "{out}"
    );
    // The backwards channel (a cycle in the making).
    assert!(
        out.lines().any(|l| l.starts_with("error: ")
            && l.contains("board.toml")
            && l.contains("B1→A1")
            && l.contains("earlier position")),
        "{out}"
    );
    // Masters of Trade plays on the Rotterdam board, so its check may add a follow-on error;
    // whatever the count, the summary agrees with the lines listed.
    let listed = out.lines().filter(|l| l.starts_with("error: ")).count();
    assert!(listed >= 2, "{out}");
    assert!(out.contains(&format!("{listed} error(s)")), "{out}");

    // The same folder given to play is refused with the problems listed.
    let r = havenbaron(
        &["play", "--bots-only", "--data", path_str(&dir), "--json"],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("A1→Nowhere"), "{}", r.stderr);
    assert!(r.stdout.is_empty());

    let r = havenbaron(&["check-data", path_str(&dir.join("missing"))], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("does not exist"), "{}", r.stderr);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_data_warnings_alone_pass_and_a_good_folder_plays() {
    // A copy of the built-in data, plus a second green channel into A2: a warning (C-1), not
    // an error.
    let dir = temp_dir("good-data");
    std::fs::create_dir_all(dir.join("rotterdam")).unwrap();
    std::fs::write(
        dir.join("rotterdam/board.toml"),
        format!(
            "{}\n\n[[channel]]\nfrom = \"S3\"\nto = \"A2\"\ncolours = [\"green\"]\n",
            havenbaron_engine::rotterdam::data::BOARD_TOML
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("rotterdam/cards.toml"),
        havenbaron_engine::rotterdam::data::CARDS_TOML,
    )
    .unwrap();
    let r = havenbaron(&["check-data", path_str(&dir)], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(
        r.stdout
            .lines()
            .any(|l| l.starts_with("warning: ") && l.contains("position A2")),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("0 error(s), 1 warning(s)"),
        "{}",
        r.stdout
    );
    let r = havenbaron(
        &[
            "play",
            "--bots-only",
            "--players",
            "2",
            "--round-cap",
            "3",
            "--seed",
            "1",
            "--data",
            path_str(&dir),
            "--json",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn play_with_scripted_input_reprompts_and_finishes() {
    let mut input = String::from("x\n999\n\n0\n");
    input.push_str(&"1\n".repeat(400));
    let r = havenbaron(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "5",
            "--round-cap",
            "2",
            "--bots",
            "random",
        ],
        Some(&input),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    // What seat 0 sees.
    for part in [
        "Round 1",
        "Harbour Master",
        "Board:",
        "harbours:",
        "Raw materials in supply",
        "Your hand:",
        "missions:",
        "Your decision",
        "  1) ",
    ] {
        assert!(out.contains(part), "missing {part:?}");
    }
    // Bad input is refused with the reason, then asked again.
    assert!(out.contains("`x` is not a number"), "{out}");
    assert!(out.contains("999 is out of range"), "{out}");
    assert!(out.contains("0 is out of range"), "{out}");
    assert!(out.contains("Please type a number"), "{out}");
    // The bot's moves are in the log, and the game reaches its (capped) end.
    assert!(out.contains("seat 1 (random):"), "{out}");
    assert!(out.contains("Final scores"), "{out}");
    assert!(out.contains("capped (stopped by the round cap)"), "{out}");
}

#[test]
fn end_of_input_leaves_cleanly_and_the_partial_record_replays() {
    let dir = temp_dir("eof");
    let file = dir.join("partial.json");
    let r = havenbaron(
        &[
            "play",
            "--players",
            "4",
            "--seed",
            "9",
            "--record",
            path_str(&file),
        ],
        Some("1\n1\n"),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("end of input"), "{}", r.stdout);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(record["outcome"].is_null());
    assert_eq!(record["bots"][0], "human");
    let r = havenbaron(&["replay", path_str(&file)], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("verified"), "{}", r.stdout);

    // Quitting on purpose works too.
    let r = havenbaron(&["play", "--players", "2", "--seed", "9"], Some("q\n"));
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("you quit"), "{}", r.stdout);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--bots` is split at commas, and a search option (`tie=off`) stays with the spec before it.
#[test]
fn arena_keeps_search_options_with_their_bot() {
    let args = |bots| {
        [
            "arena",
            "--ruleset",
            "rotterdam",
            "--players",
            "2",
            "--games",
            "2",
            "--threads",
            "1",
            "--json",
            "--bots",
            bots,
        ]
    };
    let r = havenbaron(&args("ismcts:20it,tie=off,c=0.5,greedy"), None);
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
    assert_eq!(
        v["config"]["bots"],
        serde_json::json!(["ismcts:20it,tie=off,c=0.5", "greedy"])
    );
    let r = havenbaron(&args("ismcts:20it,tie=maybe,greedy"), None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("tie=maybe"), "{}", r.all());
}

#[test]
fn bench_prints_its_figures_as_json() {
    let r = havenbaron(
        &[
            "bench",
            "--ruleset",
            "rotterdam",
            "--players",
            "4",
            "--seconds",
            "1",
            "--runs",
            "2",
            "--json",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
    for field in [
        "games_per_s",
        "actions_per_s",
        "mean_actions_per_game",
        "mean_rounds_per_game",
        "clone_ns",
        "legal_ns",
    ] {
        assert!(v[field].as_f64().unwrap() > 0.0, "{field}: {}", r.stdout);
    }
    let capped = v["capped_fraction"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&capped));
    assert_eq!(v["runs"], 2);
    assert_eq!(v["per_run"].as_array().unwrap().len(), 2);
    assert!(v["games"].as_u64().unwrap() >= 2);
    // The processor that gave the figures, e.g. "AMD EPYC (family 25, model 17), 2 CPUs".
    let machine = v["machine"].as_str().expect("machine");
    assert!(machine.contains(" CPU"), "{machine}");
}

#[test]
fn help_texts_name_the_commands() {
    let r = havenbaron(&["--help"], None);
    assert_eq!(r.code, 0);
    for cmd in ["play", "replay", "bench", "check-data"] {
        assert!(r.stdout.contains(cmd), "{}", r.stdout);
    }
    for (cmd, word) in [
        ("play", "--bots-only"),
        ("replay", "FILE"),
        ("bench", "--seconds"),
        ("check-data", "DIR"),
    ] {
        let r = havenbaron(&[cmd, "--help"], None);
        assert_eq!(r.code, 0);
        assert!(r.stdout.contains(word), "{cmd}: {}", r.stdout);
    }
}

// --- Masters of Trade and Antwerpen ---

/// `play --bots-only --json` for a rule set: the parsed summary after checking the outcome's
/// shape.
fn bots_only_json(ruleset: &str, players: usize, seed: &str, bots: &str, extra: &[&str]) -> Value {
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

#[test]
fn masters_bots_only_games_finish_for_2_3_and_4_players() {
    for players in 2..=4 {
        bots_only_json("masters", players, "11", "random", &[]);
        bots_only_json("masters", players, "12", "greedy", &[]);
    }
}

#[test]
fn masters_variants_play_to_the_end() {
    // auction: the Harbour Master is bid for before every round.
    let v = bots_only_json("masters", 3, "4", "random", &["--variant", "auction"]);
    assert_eq!(v["config"]["variants"]["auction"], "true");
    // fixed_rounds: 10 rounds with 2 players, 8 with 3, 6 with 4 (M-5), never "capped".
    for (players, rounds) in [(2, 10), (3, 8), (4, 6)] {
        let v = bots_only_json(
            "masters",
            players,
            "5",
            "greedy",
            &["--variant", "fixed_rounds"],
        );
        assert_eq!(v["outcome"]["rounds"], rounds, "{players} players");
        assert_eq!(v["outcome"]["capped"], false);
    }
    // factory_layout=en, with the others.
    let v = bots_only_json(
        "masters",
        4,
        "6",
        "random",
        &[
            "--variant",
            "factory_layout=en",
            "--variant",
            "auction",
            "--variant",
            "fixed_rounds",
        ],
    );
    assert_eq!(v["config"]["variants"]["factory_layout"], "en");
    // A bad layout is refused with the values allowed.
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--bots-only",
            "--variant",
            "factory_layout=fr",
        ],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("nl or en"), "{}", r.stderr);
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--bots-only",
            "--variant",
            "safe_harbour",
        ],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("no variant `safe_harbour`"),
        "{}",
        r.stderr
    );
}

#[test]
fn antwerpen_bots_only_games_finish_for_2_3_and_4_players() {
    for players in 2..=4 {
        let v = bots_only_json("antwerpen", players, "11", "random", &[]);
        // Antwerpen counts turns; the default cap is 400 (C-7).
        assert!(v["outcome"]["rounds"].as_u64().unwrap() <= 400);
        bots_only_json(
            "antwerpen",
            players,
            "13",
            "greedy",
            &["--round-cap", "150"],
        );
    }
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--bots-only",
            "--variant",
            "auction",
        ],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("no variant `auction`"), "{}", r.stderr);
}

#[test]
fn bots_only_tables_name_the_rule_sets_units() {
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "3",
            "--seed",
            "3",
            "--bots-only",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.starts_with("masters, 3 players"), "{}", r.stdout);
    assert!(r.stdout.contains("assignments"), "{}", r.stdout);
    assert!(r.stdout.contains("rounds:"), "{}", r.stdout);
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots-only",
            "--round-cap",
            "20",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("turn cap 20"), "{}", r.stdout);
    assert!(r.stdout.contains("turns: 20"), "{}", r.stdout);
    assert!(r.stdout.contains("stopped by the turn cap"), "{}", r.stdout);
}

#[test]
fn bots_only_log_tells_every_rule_sets_events() {
    // Masters with the auction: bids, characters, markets; every line in words, no JSON.
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "3",
            "--seed",
            "2",
            "--bots-only",
            "--bots",
            "random",
            "--variant",
            "auction",
            "--round-cap",
            "8",
            "--log",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    for part in [
        "takes a free unit of",
        "for the Harbour Master",
        "-- round 1 begins",
        "dock worker on the",
        "== the game ends",
    ] {
        assert!(out.contains(part), "missing {part:?}: {out}");
    }
    assert!(
        !out.contains("{\"type\""),
        "an action or event left as JSON: {out}"
    );

    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--players",
            "3",
            "--seed",
            "4",
            "--bots-only",
            "--bots",
            "random",
            "--round-cap",
            "60",
            "--log",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    for part in [
        "-- turn 2: seat 1 (random) --",
        "-- turn 3: seat 2 (random) --",
        ": call ",
        " moves ",
    ] {
        assert!(out.contains(part), "missing {part:?}: {out}");
    }
    assert!(
        !out.contains("{\"type\""),
        "an action or event left as JSON: {out}"
    );
    // A spectator never sees which card was drawn, nor an offer before it is sent (R-5).
    assert!(
        !out.lines()
            .any(|l| l.contains("takes a ship card:") || l.contains("takes a lock card:")),
        "{out}"
    );
    assert!(
        !out.contains("offer to give") && !out.contains("ask for 1"),
        "{out}"
    );
    assert!(
        out.contains("send the offer to"),
        "random bots send offers: {out}"
    );
}

/// Plays, records, and checks that `replay` verifies the record (and the JSON summary).
fn record_and_replay(name: &str, args: &[&str]) -> Value {
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

#[test]
fn record_then_replay_verifies_for_every_rule_set() {
    let rec = record_and_replay(
        "rec-rotterdam",
        &[
            "play",
            "--ruleset",
            "rotterdam",
            "--players",
            "2",
            "--seed",
            "31",
            "--bots-only",
        ],
    );
    assert_eq!(rec["config"]["ruleset"], "rotterdam");
    let rec = record_and_replay(
        "rec-masters",
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "4",
            "--seed",
            "32",
            "--bots-only",
            "--bots",
            "greedy,random,greedy,random",
            "--variant",
            "auction",
            "--variant",
            "factory_layout=en",
        ],
    );
    assert_eq!(rec["config"]["ruleset"], "masters");
    assert_eq!(rec["config"]["variants"]["factory_layout"], "en");
    let rec = record_and_replay(
        "rec-antwerpen",
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--players",
            "3",
            "--seed",
            "33",
            "--bots-only",
            "--bots",
            "random",
        ],
    );
    assert_eq!(rec["config"]["ruleset"], "antwerpen");
}

#[test]
fn masters_with_scripted_input_shows_the_harbour_and_finishes() {
    let mut input = String::from("x\n99\nb\n");
    input.push_str(&"1\n".repeat(600));
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "2",
            "--seed",
            "4",
            "--round-cap",
            "2",
            "--bots",
            "greedy",
        ],
        Some(&input),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    for part in [
        "Rotterdam: Masters of Trade",
        "=== Masters of Trade · Round 1",
        "Harbour Master: seat",
        "Harbour planning (2 fields per character",
        "Cashier 0/2 (pays 3, 2; next 3)",
        "Manufacturer 0/2 (once a round each; used by nobody)",
        "Raw-material market",
        "buy  1",
        "Product market",
        "gasoline 5 (3–7)",
        "Assignments (face up, shared):",
        "Shipping cards face up:",
        "factory sites",
        "next site costs",
        "money 15",
        "stock:",
        "Your hand:",
        "shipping cards:",
        "Your decision (M-1)",
        "Your decision (M-2)",
        "Ship owner: free unit",
        "  1) ",
        "What happened:",
        "seat 1 (greedy):",
        "-- round 2 begins",
        "Final scores",
        "assignments",
        "capped (stopped by the round cap)",
    ] {
        assert!(out.contains(part), "missing {part:?}: {out}");
    }
    assert!(out.contains("`x` is not a number"), "{out}");
    assert!(out.contains("99 is out of range"), "{out}");
    // `b` shows the board again: the setup screen appears twice before the first choice.
    let first = out.find("What happened:").unwrap_or(out.len());
    assert_eq!(
        out[..first].matches("Your decision (M-1)").count(),
        2,
        "{out}"
    );
    assert!(
        !out.contains("{\"type\""),
        "an action or event left as JSON: {out}"
    );
}

#[test]
fn antwerpen_with_scripted_input_shows_locks_and_cards() {
    let input = "1\n".repeat(600);
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--players",
            "3",
            "--seed",
            "4",
            "--round-cap",
            "12",
        ],
        Some(&input),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    for part in [
        "=== Antwerpen · Turn 1 (cap 12) · seat 0 (you)'s turn (main action not done yet)",
        "End: the last turns begin when a player completes a 3rd mission",
        "locks (a closed lock blocks its channel both ways): Kallo",
        "closed",
        "double channels: ",
        "exit: ",
        "docks:",
        "top card:",
        "Raw materials in supply",
        "Piles: missions",
        "Your hand:",
        "missions:",
        "ship cards:",
        "lock cards:",
        "This turn (seat 0 (you)): main action",
        "Your decision (A-2)",
        "-- turn 2: seat 1 (greedy) --",
        "Final scores",
        "turns: 12",
        "stopped by the turn cap",
    ] {
        assert!(out.contains(part), "missing {part:?}: {out}");
    }
    assert!(
        !out.contains("{\"type\""),
        "an action or event left as JSON: {out}"
    );
}

#[test]
fn a_left_masters_game_replays() {
    let dir = temp_dir("eof-masters");
    let file = dir.join("partial.json");
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "3",
            "--seed",
            "9",
            "--record",
            path_str(&file),
        ],
        Some("1\n1\n1\n"),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("end of input"), "{}", r.stdout);
    let r = havenbaron(&["replay", path_str(&file)], None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("verified"), "{}", r.stdout);
    assert!(r.stdout.contains("masters, 3 players"), "{}", r.stdout);
    assert!(
        r.stdout.contains("left before its end (round"),
        "{}",
        r.stdout
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `bench --bot`: the search's speed at the bench's position, one decision with the bot's
/// budget, and the processor that gave the figures, in JSON and in text.
#[test]
fn bench_bot_reports_the_search_and_the_machine() {
    let args = |json: bool| {
        let mut a = vec![
            "bench",
            "--bot",
            "ismcts:50it",
            "--ruleset",
            "masters",
            "--players",
            "2",
            "--seconds",
            "0.4",
        ];
        if json {
            a.push("--json");
        }
        a
    };
    let r = havenbaron(&args(true), None);
    assert_eq!(r.code, 0, "{}", r.all());
    let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
    assert!(
        v["iterations_per_s"].as_f64().unwrap() > 0.0,
        "{}",
        r.stdout
    );
    assert_eq!(v["decision_iterations"], 50, "{}", r.stdout);
    assert!(
        v["machine"].as_str().unwrap().contains(" CPU"),
        "{}",
        r.stdout
    );
    let r = havenbaron(&args(false), None);
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("search iterations:"), "{}", r.stdout);
    assert!(r.stdout.contains("(on "), "{}", r.stdout);
}

#[test]
fn bench_runs_for_every_rule_set() {
    for ruleset in ["masters", "antwerpen"] {
        let r = havenbaron(
            &[
                "bench",
                "--ruleset",
                ruleset,
                "--players",
                "3",
                "--seconds",
                "0.5",
                "--runs",
                "1",
                "--json",
            ],
            None,
        );
        assert_eq!(r.code, 0, "{ruleset}: {}", r.all());
        let v: Value = serde_json::from_str(&r.stdout).expect("JSON output");
        assert_eq!(v["ruleset"], ruleset);
        assert!(v["actions_per_s"].as_f64().unwrap() > 0.0, "{}", r.stdout);
        assert!(v["games"].as_u64().unwrap() >= 1);
    }
}

/// Records made under an older rules revision (`havenbaron-record/1` files of commit f7f9bee,
/// rules revision 1) are refused with that reason, naming both revisions, rather than replayed
/// into another game (C-5); records of this revision verify, and a changed hash is caught.
#[test]
fn records_of_older_rules_are_refused_and_current_ones_verify() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        let old = dir.join(format!("v1-{ruleset}-3p.json"));
        let r = havenbaron(&["replay", path_str(&old)], None);
        assert_ne!(r.code, 0, "{ruleset}: {}", r.all());
        assert!(
            r.stderr.contains("revision 1") && r.stderr.contains("revision 2"),
            "{ruleset}: {}",
            r.stderr
        );

        let file = dir.join(format!("v2-{ruleset}-3p.json"));
        let r = havenbaron(&["replay", path_str(&file), "--json"], None);
        assert_eq!(r.code, 0, "{ruleset}: {}", r.all());
        let v: Value = serde_json::from_str(&r.stdout).unwrap();
        assert_eq!(v["verified"], true, "{ruleset}");
        let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(record["config"]["rules"], 2, "{ruleset}");
        assert_eq!(v["final_hash"], record["final_hash"], "{ruleset}");

        let mut bad = record.clone();
        bad["final_hash"] = Value::from("0123456789abcdef");
        let tmp = temp_dir(&format!("v2-{ruleset}"));
        let bad_file = tmp.join("bad.json");
        std::fs::write(&bad_file, bad.to_string()).unwrap();
        let r = havenbaron(&["replay", path_str(&bad_file)], None);
        assert_ne!(r.code, 0, "{ruleset}");
        assert!(r.stderr.contains("state hash"), "{}", r.stderr);
        let _ = std::fs::remove_dir_all(&tmp);
    }
}

/// Headings and labels of the screens (board, state views, hands, scores) in English; the
/// Dutch catalogue replaces every one of them.
const ENGLISH_SCREEN_WORDS: &[&str] = &[
    "Round ",
    "Harbour Master",
    "to act",
    "Board:",
    "no ships on the board",
    "ships:",
    "free starts",
    "harbours:",
    "accepts ",
    "product pile",
    "top card",
    "Raw materials in supply",
    "Piles:",
    "Players:",
    "ships in supply",
    "missions done",
    "laid:",
    "Your hand:",
    "products:",
    "missions:",
    "navigation:",
    "you hold",
    "Harbour planning",
    "fields per character",
    "Raw-material market",
    "Product market",
    "Assignments (face up",
    "Shipping cards face up",
    "factory sites",
    "next site costs",
    "money ",
    "stock:",
    "shipping cards:",
    "Turn ",
    "'s turn",
    "main action",
    "End:",
    "locks (a closed lock",
    "double channels",
    "docks:",
    "no lock",
    "ship cards:",
    "lock cards:",
    "at most",
    "This turn",
    "Final scores",
    " pts)",
    "nothing",
    "none",
    "Cashier",
    "Manufacturer",
    "gasoline",
    "grain",
    "channels: ",
    "double channel alternates",
    "locks (# closed",
    "(takes ",
    "anchor positions",
    "ship marks",
    "cargo: ",
];

#[test]
fn play_in_dutch_shows_every_screen_in_dutch() {
    let cases: [(&str, &str, &[&str]); 3] = [
        (
            "rotterdam",
            "2",
            &[
                "=== Ronde 1 (max. 2) · fase 1: plaatsen & laden · havenmeester: plaats 0 (jij)",
                "Bord: Rotterdam",
                "  vaargeulen: r rood, e geel, g groen, b blauw, p paars",
                "  havens: Bot Botlek (neemt olie), ",
                "  ankerplaatsen: A2, B3, C1, D2",
                "  scheepstekens: [1g] is een schip van plaats 1 met graan",
                "  lading: g graan, f fruit, c containers, o olie",
                "geen schepen op het bord",
                "vrije starts: ",
                "havens:",
                "neemt olie",
                "productstapel 15",
                "Grondstoffen in voorraad: graan ",
                "Stapels: opdrachten ",
                "Spelers:",
                "schepen in voorraad ",
                "Je hand:",
                "  producten:  niets",
                "(je hebt er 0 van 2)",
                "Eindstand:",
                "afgebroken (maximum aantal rondes)",
            ],
        ),
        (
            "masters",
            "2",
            &[
                "=== Masters of Trade · Ronde 1 (max. 2) · voorbereiding",
                "Havenplanning (",
                "Kassier 0/",
                "Fabrikant 0/",
                "gebruikt door niemand",
                "Grondstoffenmarkt",
                "koop  1",
                "Productenmarkt",
                "benzine 5 (3–7)",
                "Opdrachten (open, voor iedereen):",
                "Scheepvaartkaarten open:",
                "fabrieksplaatsen",
                "geld 15",
                "opslag: geen",
                "scheepvaartkaarten: geen",
                "Eindstand:",
            ],
        ),
        (
            "antwerpen",
            "12",
            &[
                "=== Antwerpen · Beurt 1 (max. 12) · beurt van plaats 0 (jij) (hoofdactie nog niet gedaan)",
                "Einde: de laatste beurten beginnen als een speler een 3e opdracht voltooit",
                "sluizen (een dichte sluis",
                "  sluizen (# dicht, = open): ",
                "  een dubbele vaargeul wisselt haar twee letters af",
                "  kades: Deu Deurganckdok (neemt speelgoed), ",
                "  uitgang: Tra Transit",
                "dicht",
                "dubbele vaargeulen: ",
                "uitgang: ",
                "kades:",
                "bovenste kaart:",
                "scheepskaarten:",
                "sluiskaarten:",
                "(hoogstens 3)",
                "Deze beurt (plaats 0 (jij)): hoofdactie",
                "Eindstand:",
                "afgebroken (maximum aantal beurten)",
            ],
        ),
    ];
    for (ruleset, cap, dutch) in cases {
        let input = "1\n".repeat(600);
        let r = havenbaron(
            &[
                "play",
                "--ruleset",
                ruleset,
                "--players",
                "3",
                "--seed",
                "4",
                "--round-cap",
                cap,
                "--lang",
                "nl",
            ],
            Some(&input),
        );
        assert_eq!(r.code, 0, "{ruleset}: {}", r.all());
        let out = &r.stdout;
        for part in dutch {
            assert!(out.contains(part), "{ruleset}: missing {part:?}: {out}");
        }
        for english in ENGLISH_SCREEN_WORDS {
            let line = out.lines().find(|l| l.contains(english));
            assert!(
                line.is_none(),
                "{ruleset}: English {english:?} in the Dutch screens: {line:?}"
            );
        }
        // A message the catalogue lacks would show as its id.
        assert!(!out.contains("cli-"), "{ruleset}: a missing message: {out}");
    }
}

/// The boards shown in `play`'s output: for each, the map's grid rows (from the board's title
/// to the legend's first line) and the whole block up to the board's lists.
fn board_maps(out: &str) -> Vec<(Vec<&str>, Vec<&str>)> {
    let lines: Vec<&str> = out.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("Board: "))
        .map(|(i, _)| {
            let block: Vec<&str> = lines[i + 1..]
                .iter()
                .take_while(|l| **l != "  ships:" && **l != "  no ships on the board")
                .copied()
                .collect();
            let grid = block
                .iter()
                .take_while(|l| !l.starts_with("  channels: "))
                .copied()
                .collect();
            (grid, block)
        })
        .collect()
}

/// Where `text` starts in the map's grid: (row, column), the first place it occurs.
fn find_in(grid: &[&str], text: &str) -> Option<(usize, usize)> {
    grid.iter().enumerate().find_map(|(row, line)| {
        line.find(text)
            .map(|byte| (row, line[..byte].chars().count()))
    })
}

#[test]
fn play_draws_every_rule_sets_board_as_a_map_with_ships_where_they_are() {
    let rotterdam: Vec<&str> = vec![
        "S1", "S2", "S3", "S4", "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2", "C3",
        "D1", "D2", "Bot", "Vul", "Mer", "Eem",
    ];
    let antwerpen: Vec<&str> = vec![
        "T1", "T2", "T3", "T4", "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2", "C3",
        "D1", "Deu", "Waa", "Del", "Alb", "Tra",
    ];
    // Seat 0's first choice, always the first action: a ship on the first start, empty in
    // Rotterdam and Masters of Trade (placing), loaded with the first raw material in
    // Antwerpen (loading: toys).
    let cases = [
        ("rotterdam", &rotterdam, "S1", "S1[0]"),
        ("masters", &rotterdam, "S1", "S1[0"),
        ("antwerpen", &antwerpen, "T1", "T1[0t]"),
    ];
    for (ruleset, labels, start, ship) in cases {
        let input = "1\n".repeat(400);
        let r = havenbaron(
            &[
                "play",
                "--ruleset",
                ruleset,
                "--players",
                "3",
                "--seed",
                "1",
                "--round-cap",
                "3",
            ],
            Some(&input),
        );
        assert_eq!(r.code, 0, "{ruleset}: {}", r.all());
        let out = &r.stdout;
        // Not a terminal: no colour codes.
        assert!(!out.contains('\x1b'), "{ruleset}: ANSI codes in a pipe");
        let maps = board_maps(out);
        assert!(maps.len() > 3, "{ruleset}: {} boards", maps.len());
        for (grid, block) in &maps {
            assert!(grid.len() >= 15, "{ruleset}: a map of {} rows", grid.len());
            for label in labels.iter() {
                assert!(
                    find_in(grid, label).is_some(),
                    "{ruleset}: no {label} on the map:\n{}",
                    grid.join("\n")
                );
            }
            for line in block {
                assert!(
                    line.chars().count() <= 100,
                    "{ruleset}: {} columns: {line:?}",
                    line.chars().count()
                );
            }
            assert!(
                block.contains(&"  channels: r red, y yellow, g green, b blue, v violet"),
                "{ruleset}: {}",
                block.join("\n")
            );
            for letter in ["r", "y", "g", "b", "v"] {
                assert!(grid.iter().any(|l| l.contains(&letter.repeat(3))));
            }
        }
        // Before the first decision the start is empty; at the next one seat 0's ship is on
        // it, in the start's place.
        let (first, _) = &maps[0];
        let (second, _) = &maps[1];
        let empty = find_in(first, start).unwrap();
        assert!(find_in(first, &format!("{start}[")).is_none());
        assert_eq!(
            find_in(second, ship),
            Some(empty),
            "{ruleset}: {ship} not where {start} is:\n{}",
            second.join("\n")
        );
    }
}

#[test]
fn antwerpens_map_shows_its_locks_double_channels_and_exit() {
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "antwerpen",
            "--players",
            "3",
            "--seed",
            "1",
        ],
        Some("q\n"),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let (grid, block) = &board_maps(&r.stdout)[0];
    let map = grid.join("\n");
    // At the start every lock is closed (the list below says so too).
    assert_eq!(map.matches('#').count(), 3, "{map}");
    assert_eq!(map.matches('=').count(), 0, "{map}");
    assert!(r.stdout.contains("Kallo (C1→Waaslandhaven) closed"));
    assert!(map.contains("ybyb"), "T2→A3 yellow+blue: {map}");
    for part in [
        "  a double channel alternates its two letters",
        "  locks (# closed, = open): # Kallo (C1→Waa), # Boudewijn (C2→Alb), # Berendrecht (C3→Del)",
        "  exit: Tra Transit",
    ] {
        assert!(
            block.contains(&part),
            "missing {part:?}: {}",
            block.join("\n")
        );
    }
}

/// On a terminal (a pseudo-terminal from util-linux's `script`) the map is coloured, unless
/// `NO_COLOR` is set.
#[test]
fn the_map_is_coloured_on_a_terminal_unless_no_color_is_set() {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped: util-linux `script` is not installed to give the program a terminal");
        return;
    }
    let command = format!(
        "{} play --ruleset rotterdam --players 3 --seed 1",
        env!("CARGO_BIN_EXE_havenbaron")
    );
    let on_terminal = |no_color: Option<&str>| {
        let mut cmd = Command::new("script");
        cmd.args(["-qec", &command, "/dev/null"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        match no_color {
            Some(v) => cmd.env("NO_COLOR", v),
            None => cmd.env_remove("NO_COLOR"),
        };
        let mut child = cmd.spawn().expect("script starts");
        child.stdin.take().unwrap().write_all(b"q\n").unwrap();
        let out = child.wait_with_output().expect("script runs");
        assert!(out.status.success(), "{out:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let coloured = on_terminal(None);
    assert!(coloured.contains("Board: Rotterdam"), "{coloured}");
    assert!(coloured.contains("\x1b[31mr"), "no red channel: {coloured}");
    let plain = on_terminal(Some("1"));
    assert!(plain.contains("Board: Rotterdam"), "{plain}");
    assert!(!plain.contains('\x1b'), "colour despite NO_COLOR: {plain}");
}

/// `m` shows the map and the choices again without the lists between them, so that both fit
/// on one terminal screen.
#[test]
fn m_shows_the_map_with_the_choices() {
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "rotterdam",
            "--players",
            "3",
            "--seed",
            "1",
        ],
        Some("m\nq\n"),
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    let again = out.rfind("Board: Rotterdam").expect("a board");
    assert!(
        out[..again].contains("Board: Rotterdam"),
        "the map is shown twice: {out}"
    );
    let map = &out[again..];
    let (grid, block) = &board_maps(map)[0];
    assert!(find_in(grid, "Vul").is_some(), "{map}");
    assert!(block.iter().any(|l| l.starts_with("  cargo: ")), "{map}");
    let decision = map
        .find("Your decision (R-3.1)")
        .expect("the decision again");
    assert!(
        map[decision..].contains("   1) place a ship on S1, empty"),
        "{map}"
    );
    for list in ["  no ships on the board", "Players:", "Your hand:"] {
        assert!(
            !map[..decision].contains(list),
            "{list:?} between map and choices: {map}"
        );
    }
}

/// German and French: every screen of every rule set in the chosen language, with no English
/// screen words and no message id showing; an unknown language is refused with the list.
#[test]
fn play_in_german_and_french_shows_every_screen_in_that_language() {
    let cases: [(&str, &[&str]); 2] = [
        (
            "de",
            &[
                "Hafenmeister: Platz 0 (du)",
                "Brett: ",
                "Deine Hand:",
                "Deine Wahl (1-",
                "Endstand:",
            ],
        ),
        (
            "fr",
            &[
                "Capitaine du Port : place 0 (vous)",
                "Plateau : ",
                "Votre main :",
                "Votre choix (1-",
                "Scores finaux :",
            ],
        ),
    ];
    // Words the same in English and in that language (a grain is a grain in French).
    let shared = |lang: &str, word: &str| lang == "fr" && word == "grain";
    for (lang, expected) in cases {
        for (ruleset, cap) in [("rotterdam", "2"), ("masters", "2"), ("antwerpen", "12")] {
            let input = "1\n".repeat(600);
            let r = havenbaron(
                &[
                    "play",
                    "--ruleset",
                    ruleset,
                    "--players",
                    "3",
                    "--seed",
                    "4",
                    "--round-cap",
                    cap,
                    "--lang",
                    lang,
                ],
                Some(&input),
            );
            assert_eq!(r.code, 0, "{lang} {ruleset}: {}", r.all());
            let out = &r.stdout;
            for part in expected
                .iter()
                .skip(if ruleset == "rotterdam" { 0 } else { 1 })
            {
                assert!(
                    out.contains(part),
                    "{lang} {ruleset}: missing {part:?}: {out}"
                );
            }
            for english in ENGLISH_SCREEN_WORDS.iter().filter(|w| !shared(lang, w)) {
                let line = out.lines().find(|l| l.contains(english));
                assert!(
                    line.is_none(),
                    "{lang} {ruleset}: English {english:?} in the screens: {line:?}"
                );
            }
            for id in ["cli-", "action-", "event-", "expect-", "-title"] {
                assert!(
                    !out.contains(id),
                    "{lang} {ruleset}: a message id {id}: {out}"
                );
            }
        }
    }
    let r = havenbaron(&["play", "--lang", "xx"], None);
    assert_ne!(r.code, 0);
    assert!(r.all().contains("en, nl, de, fr"), "{}", r.all());
}
