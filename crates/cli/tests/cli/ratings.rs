//! `ratings calibrate` and `ratings predict`: the commands behind docs/RATINGS.md, run small.

use crate::support::{havenbaron, path_str, temp_dir};

/// A tiny calibration writes a table the server reads back: every bot of the lineup rated,
/// the anchor where it was asked, the command recorded; stored runs are read with aliases.
#[test]
fn calibrate_writes_a_table_of_fixed_ratings() {
    let dir = temp_dir("ratings-calibrate");
    let out = dir.join("bots.toml");
    let stored = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/strength/runs/rotterdam-strong-vs-medium/seed-1.json"
    );
    let r = havenbaron(
        &[
            "ratings",
            "calibrate",
            "--ruleset",
            "rotterdam",
            "--players",
            "2",
            "--games",
            "2",
            "--threads",
            "1",
            "--bots",
            "random,greedy",
            "--results",
            stored,
            "--anchor",
            "greedy=1500",
            "--out",
            path_str(&out),
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    let text = std::fs::read_to_string(&out).unwrap();
    let table = havenbaron_server::ratings::BotRatings::parse(&text).unwrap();
    assert!(
        table.command.starts_with("havenbaron ratings calibrate"),
        "{}",
        table.command
    );
    let mu = |spec: &str| table.get("rotterdam", spec).map(|b| b.mu);
    assert_eq!(mu("greedy"), Some(1500.0));
    assert!(
        mu("random").is_some() && mu("ismcts:strong").is_some(),
        "{text}"
    );
    assert_eq!(table.get("rotterdam", "ismcts:strong").unwrap().games, 10);

    let r = havenbaron(&["ratings", "calibrate", "--anchor", "greedy"], None);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("SPEC=RATING"), "{}", r.all());
}

/// A tiny prediction prints its figures.
#[test]
fn predict_reports_how_often_the_highest_rated_won() {
    let r = havenbaron(
        &[
            "ratings",
            "predict",
            "--games",
            "6",
            "--warm-up",
            "2",
            "--threads",
            "1",
            "--population",
            "random,greedy,ismcts:5it,ismcts:10it",
            "--bot-lineup",
            "random,greedy",
            "--bot-games",
            "2",
        ],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.all());
    for line in [
        "every game",
        "after the first 2",
        "bots at fixed ratings",
        "final ratings",
    ] {
        assert!(r.stdout.contains(line), "{line}: {}", r.stdout);
    }
    let r = havenbaron(
        &["ratings", "predict", "--population", "random,greedy"],
        None,
    );
    assert_ne!(r.code, 0, "too few people");
}
