//! `check-data`: the built-in data passes, a broken board is reported, warnings alone pass.

use crate::support::{havenbaron, path_str, temp_dir};

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
