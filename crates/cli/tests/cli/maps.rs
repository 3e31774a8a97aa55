//! The board drawn as a map in the terminal: every rule set's, with ships where they are,
//! in colour on a terminal, again on `m`.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::support::havenbaron;

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
    let flat = r.stdout.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Kallo (C1→Waaslandhaven) closed"), "{flat}");
    assert!(map.contains("ybyb"), "T2→A3 yellow+blue: {map}");
    for part in [
        "  a double channel alternates its two letters",
        "  locks (# closed, = open): # Kallo (C1→Waa), # Boudewijn (C2→Alb),",
        "    # Berendrecht (C3→Del)",
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
    // Debian's bsdutils (essential, so always there) has it; no silent pass without it.
    assert!(
        Command::new("script").arg("--version").output().is_ok(),
        "util-linux's `script` is needed to give the program a terminal: apt-get install bsdutils"
    );
    let command = format!(
        "{} play --ruleset rotterdam --players 3 --seed 1 --screen scroll",
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
