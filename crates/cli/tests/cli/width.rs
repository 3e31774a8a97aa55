//! The terminal at 80 columns: every screen of every rule set, in every language, scrolled
//! and redrawn, the board (`b`) and the map (`m`) included, and a spectator's log, without a
//! line over 80 columns; a redrawn decision replaces the last screen instead of adding to it.

use crate::support::havenbaron;

const WIDTH: usize = 80;
/// What starts every redrawn screen: cursor home, clear the screen and its scrollback.
const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Columns a line takes on a terminal: its characters less ANSI escape sequences.
fn columns(line: &str) -> usize {
    let mut n = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if ('@'..='~').contains(&d) && d != '[' {
                    break;
                }
            }
        } else {
            n += 1;
        }
    }
    n
}

fn assert_fits(out: &str, what: &str) {
    for line in out.lines() {
        assert!(
            columns(line) <= WIDTH,
            "{what}: a line of {} columns:\n{line}",
            columns(line)
        );
    }
}

fn play(ruleset: &str, lang: &str, screen: &str, input: &str) -> String {
    let r = havenbaron(
        &[
            "play",
            "--ruleset",
            ruleset,
            "--players",
            "4",
            "--seed",
            "11",
            "--round-cap",
            "3",
            "--bots",
            "random",
            "--lang",
            lang,
            "--screen",
            screen,
        ],
        Some(input),
    );
    assert_eq!(r.code, 0, "{ruleset} {lang} {screen}: {}", r.all());
    r.stdout
}

#[test]
fn every_rule_sets_screens_fit_80_columns_in_every_language() {
    // Each decision: the board, the map, then the first choice.
    let input = "b\nm\n1\n".repeat(200);
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        for lang in ["en", "nl", "de", "fr"] {
            let out = play(ruleset, lang, "scroll", &input);
            assert!(
                out.lines().count() > 200,
                "{ruleset} {lang}: a short game?\n{out}"
            );
            assert_fits(&out, &format!("{ruleset} {lang}"));
        }
    }
}

#[test]
fn a_redrawn_decision_replaces_the_screen_and_fits_80_columns() {
    let input = "1\n".repeat(300);
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        let out = play(ruleset, "en", "redraw", &input);
        let screens: Vec<&str> = out.split(CLEAR).skip(1).collect();
        for screen in &screens {
            assert_fits(screen, &format!("{ruleset} redraw"));
        }
        let decisions = out.matches("Your decision").count();
        assert!(decisions > 5, "{ruleset}: {decisions} decisions\n{out}");
        assert_eq!(
            screens.len(),
            decisions,
            "{ruleset}: one screen per decision"
        );
        for screen in &screens {
            // Each screen is whole: the title, the hand and the choices; the board's lists
            // wait for `b`, so the screen stays short.
            assert!(screen.starts_with("Havenbaron — "), "{ruleset}:\n{screen}");
            assert!(screen.contains("Your hand:"), "{ruleset}:\n{screen}");
            assert!(screen.contains("   1) "), "{ruleset}:\n{screen}");
            assert!(!screen.contains("Board: "), "{ruleset}:\n{screen}");
        }
        // `b` redraws the same decision with the whole board.
        let out = play(ruleset, "en", "redraw", &format!("b\n{input}"));
        let second = out.split(CLEAR).nth(2).expect("a second screen");
        assert!(second.contains("Board: "), "{ruleset}:\n{second}");
        assert!(second.contains("Your hand:"), "{ruleset}:\n{second}");
    }
}

#[test]
fn a_spectators_log_of_bots_fits_80_columns() {
    for ruleset in ["rotterdam", "masters", "antwerpen"] {
        let r = havenbaron(
            &[
                "play",
                "--ruleset",
                ruleset,
                "--players",
                "4",
                "--seed",
                "3",
                "--round-cap",
                "4",
                "--bots",
                "random",
                "--bots-only",
                "--log",
            ],
            None,
        );
        assert_eq!(r.code, 0, "{}", r.all());
        assert_fits(&r.stdout, &format!("{ruleset} --log"));
    }
}
