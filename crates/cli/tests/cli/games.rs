//! Games of bots only for every rule set and player count, their options and the errors a
//! wrong configuration gets; the help texts.

use serde_json::Value;

use crate::support::{bots_only_json, havenbaron};

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
    // A spectator never sees which card was drawn, nor an offer before it is sent.
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
