//! `play` with scripted input: re-prompts, plays to the end, leaves cleanly at the end of
//! input, shows each rule set's panels.

use serde_json::Value;

use crate::support::{havenbaron, path_str, temp_dir};

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
