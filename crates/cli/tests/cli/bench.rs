//! `arena` and `bench`: their options and their figures, for every rule set.

use serde_json::Value;

use crate::support::havenbaron;

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
