//! `havenbaron analyse`: the report of a recorded game in words (per player figures, the
//! flagged decisions, the win-chance graph within 80 columns), as JSON, in another language,
//! the same for the same seed, and clear refusals of what it cannot analyse.
//!
//! The budget is tiny (tests run in debug mode): what is checked is the command, not the
//! figures (those are the bots' tests and docs/ANALYSIS.md).

use serde_json::Value;

use crate::support::{havenbaron, path_str, temp_dir};

/// A finished two-player Masters game of greedy bots, recorded in `dir`.
fn recorded(dir: &std::path::Path) -> std::path::PathBuf {
    let file = dir.join("game.json");
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            "masters",
            "--players",
            "2",
            "--seed",
            "3",
            "--bots-only",
            "--bots",
            "greedy",
            "--record",
            path_str(&file),
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    file
}

#[test]
fn analyse_prints_figures_flagged_decisions_and_a_graph() {
    let dir = temp_dir("analyse");
    let file = recorded(&dir);
    let args = ["analyse", path_str(&file), "--budget", "12", "--seed", "4"];
    let r = havenbaron(&args, None);
    assert_eq!(r.code, 0, "{}", r.all());
    let out = &r.stdout;
    assert!(out.contains("Analysis of"), "{out}");
    assert!(out.contains("masters, 2 players"), "{out}");
    assert!(
        out.contains("budget 12 iterations a decision, seed 4"),
        "{out}"
    );
    assert!(out.contains("havenbaron-analysis/3"), "{out}");
    for heading in ["accuracy", "skill", "luck", "mistakes", "blunders"] {
        assert!(out.contains(heading), "{heading}: {out}");
    }
    assert!(
        out.contains("seat 0 (greedy)") && out.contains("seat 1 (greedy)"),
        "{out}"
    );

    // The JSON report of the same run: its flagged decisions are the lines printed.
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let j = havenbaron(&json_args, None);
    assert_eq!(j.code, 0, "{}", j.all());
    let report: Value = serde_json::from_str(&j.stdout).unwrap();
    assert_eq!(report["budget"], 12);
    assert_eq!(report["seed"], 4);
    assert_eq!(report["ruleset"], "masters");
    assert_eq!(report["seats"].as_array().unwrap().len(), 2);
    let flagged = report["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["label"] == "mistake" || d["label"] == "blunder")
        .count();
    let lines: Vec<&str> = out.lines().filter(|l| l.starts_with("  action ")).collect();
    assert_eq!(lines.len(), flagged, "{out}");
    if let Some(line) = lines.first() {
        assert!(
            line.contains("chose ") && line.contains("the bot prefers "),
            "{line}"
        );
        assert!(line.contains("%)"), "{line}");
    } else {
        assert!(out.contains("No mistakes or blunders."), "{out}");
    }

    // The graph: 11 rows from 100% to 0%, an axis, all within 80 columns.
    let graph: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Win chance over the game"))
        .skip(1)
        .collect();
    assert_eq!(graph.len(), 13, "{out}");
    assert!(graph[0].starts_with("100% |") && graph[10].starts_with("  0% |"));
    assert!(graph.iter().all(|l| l.chars().count() <= 80), "{out}");
    assert!(
        graph[..11].iter().any(|l| l.contains('0')) && graph[..11].iter().any(|l| l.contains('1'))
    );

    // The same record, budget and seed: the same report.
    let again = havenbaron(&json_args, None);
    assert_eq!(again.stdout, j.stdout);
}

#[test]
fn analyse_speaks_the_chosen_language_and_refuses_clearly() {
    let dir = temp_dir("analyse-lang");
    let file = recorded(&dir);
    let r = havenbaron(
        &["analyse", path_str(&file), "--budget", "4", "--lang", "nl"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    assert!(r.stdout.contains("Analyse van"), "{}", r.stdout);
    assert!(
        r.stdout.contains("Winkans in de loop van het spel"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("plaats 0 (greedy)"), "{}", r.stdout);

    // A game left before its end.
    let mut record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    record["actions"].as_array_mut().unwrap().truncate(20);
    let short = dir.join("short.json");
    std::fs::write(&short, record.to_string()).unwrap();
    let r = havenbaron(&["analyse", path_str(&short), "--budget", "4"], None);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("only a finished game can be analysed"),
        "{}",
        r.all()
    );
    let r = havenbaron(
        &["analyse", path_str(&short), "--budget", "4", "--lang", "de"],
        None,
    );
    assert!(r.stderr.contains("nur eine beendete Partie"), "{}", r.all());

    // An action the rules refuse.
    record["actions"][5]["seat"] = Value::from(7);
    std::fs::write(&short, record.to_string()).unwrap();
    let r = havenbaron(&["analyse", path_str(&short), "--budget", "4"], None);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("action 6 (seat 7) is refused"),
        "{}",
        r.all()
    );

    // A budget too small to compare anything.
    let r = havenbaron(&["analyse", path_str(&file), "--budget", "1"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("at least 2 iterations"), "{}", r.all());
}

/// `analyse-worker` says what it is for, and refuses to run no analysis at all.
#[test]
fn the_analysis_worker_explains_itself_and_refuses_zero_threads() {
    let help = havenbaron(&["analyse-worker", "--help"], None);
    assert_eq!(help.code, 0, "{}", help.all());
    assert!(
        help.stdout.contains("--db") && help.stdout.contains("fishnet"),
        "{}",
        help.stdout
    );
    let dir = temp_dir("worker");
    let db = dir.join("w.db");
    let r = havenbaron(
        &["analyse-worker", "--db", path_str(&db), "--threads", "0"],
        None,
    );
    assert_ne!(r.code, 0);
    assert!(
        r.all().contains("--threads must be at least 1"),
        "{}",
        r.all()
    );
}
