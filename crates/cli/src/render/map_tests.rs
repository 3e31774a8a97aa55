//! The board's map as a player sees it: every position labelled where its coordinates put it,
//! ships by owner and cargo on their positions, the colour letters, locks and double channels,
//! within the terminal's 80 columns, the same for every viewer, and colour only when asked for.

use havenbaron_engine::core::board::{Board, PosId};
use havenbaron_engine::{Action, Arg, Colour, Config, DataSet, Game, Message, Ruleset, Seat, View};
use havenbaron_words::Words;

use super::common::serde_id;
use super::map::{LOCK_CLOSED, LOCK_OPEN, MAP_WIDTH, cell, labels, short_marks};
use super::{Paint, Seats, view_text};

fn game(ruleset: Ruleset, seed: u64) -> (DataSet, Game) {
    let data = DataSet::builtin();
    let game = Game::with_data(&Config::new(ruleset, 3, seed), &data).expect("a valid config");
    (data, game)
}

fn board(data: &DataSet, ruleset: Ruleset) -> &Board {
    match ruleset {
        Ruleset::Rotterdam | Ruleset::Masters => &data.rotterdam.harbours.board,
        Ruleset::Antwerpen => &data.antwerpen.harbours.board,
    }
}

fn screen(words: &Words, data: &DataSet, view: &View, paint: Paint) -> String {
    let seats = Seats::new(words, &[None, Some("greedy".into()), Some("greedy".into())]);
    view_text(words, data, view, &seats, paint)
}

fn say(words: &Words, m: Message) -> String {
    words.format(&m, &|s| s.to_string())
}

/// The map and its legend: the lines after the board's title, up to the board's lists (its
/// ships, or the line saying there are none).
fn map_and_legend(screen: &str, words: &Words, board: &Board) -> Vec<String> {
    let title = say(
        words,
        Message::new("cli-board").arg("name", Arg::Text(board.name.clone())),
    );
    let lists = [
        format!("  {}", words.text("cli-ships")),
        format!("  {}", words.text("cli-no-ships-on-board")),
    ];
    screen
        .lines()
        .skip_while(|l| *l != title)
        .skip(1)
        .take_while(|l| !lists.iter().any(|x| x == l))
        .map(str::to_string)
        .collect()
}

/// The map's grid rows: the map and legend up to the legend's first line.
fn map_rows(screen: &str, words: &Words, board: &Board) -> Vec<String> {
    let legend = say(
        words,
        Message::new("cli-map-channels").arg("list", Arg::Text(String::new())),
    );
    let legend = format!("  {}", legend.trim_end());
    map_and_legend(screen, words, board)
        .into_iter()
        .take_while(|l| !l.starts_with(&legend))
        .collect()
}

fn letter(words: &Words, colour: Colour) -> String {
    say(
        words,
        Message::new("cli-map-letter").arg("colour", Arg::Text(serde_id(&colour))),
    )
}

/// The text the map shows at the row and column where a position's label goes, `len`
/// characters long.
fn at_position(rows: &[String], board: &Board, p: PosId, len: usize) -> String {
    let top = (0..board.positions.len())
        .map(|q| cell(board, q as PosId).1)
        .min()
        .unwrap();
    let (col, row) = cell(board, p);
    let label = &labels(board)[p as usize];
    let start = col
        .saturating_sub(label.chars().count() / 2)
        .min(MAP_WIDTH - len);
    rows[row - top].chars().skip(2 + start).take(len).collect()
}

fn pos(board: &Board, id: &str) -> PosId {
    board.positions.iter().position(|p| p.id == id).unwrap() as PosId
}

#[test]
fn short_labels_name_harbours_docks_and_the_exit_by_their_first_letters() {
    let data = DataSet::builtin();
    let r = labels(&data.rotterdam.board);
    for l in ["S1", "A2", "D2", "Bot", "Vul", "Mer", "Eem"] {
        assert!(r.contains(&l.to_string()), "{l} in {r:?}");
    }
    let a = labels(&data.antwerpen.board);
    for l in ["T4", "C3", "Deu", "Waa", "Del", "Alb", "Tra"] {
        assert!(a.contains(&l.to_string()), "{l} in {a:?}");
    }
}

#[test]
fn cargo_marks_are_the_shortest_prefixes_that_tell_the_names_apart() {
    let names = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        short_marks(&names(&["grain", "fruit", "containers", "oil"])),
        names(&["g", "f", "c", "o"])
    );
    assert_eq!(
        short_marks(&names(&["Gerst", "graan", "cacao"])),
        names(&["ge", "gr", "ca"])
    );
}

#[test]
fn every_rule_sets_map_labels_every_position_where_its_coordinates_put_it() {
    for ruleset in Ruleset::ALL {
        for lang in ["en", "nl"] {
            let words = Words::new(lang).unwrap();
            let (data, game) = game(ruleset, 1);
            let text = screen(&words, &data, &game.view(Some(0)), Paint::Plain);
            let b = board(&data, ruleset);
            let rows = map_rows(&text, &words, b);
            assert!(
                rows.len() >= 15,
                "{ruleset} {lang}: a map of {} rows",
                rows.len()
            );
            for (p, label) in labels(b).iter().enumerate() {
                let shown = at_position(&rows, b, p as PosId, label.chars().count());
                assert_eq!(&shown, label, "{ruleset} {lang}: the label of {p}:\n{text}");
            }
            // Every colour's letter is on the map, and each channel's ends are joined.
            for colour in Colour::ALL {
                let letter = letter(&words, colour);
                assert_eq!(letter.chars().count(), 1, "{lang}: {colour:?} → {letter:?}");
                assert!(
                    rows.iter().any(|r| r.contains(&letter)),
                    "{ruleset} {lang}: no {letter:?} on the map:\n{text}"
                );
            }
            for line in text.lines() {
                assert!(
                    line.chars().count() <= super::WIDTH,
                    "{ruleset} {lang}: {} columns: {line:?}",
                    line.chars().count()
                );
            }
            assert!(
                !text.contains('\x1b'),
                "{ruleset} {lang}: colour in plain text"
            );
        }
    }
}

#[test]
fn colour_letters_differ_in_every_language() {
    for lang in ["en", "nl"] {
        let words = Words::new(lang).unwrap();
        let mut letters: Vec<String> = Colour::ALL.iter().map(|&c| letter(&words, c)).collect();
        letters.sort();
        letters.dedup();
        assert_eq!(letters.len(), 5, "{lang}: {letters:?}");
    }
}

/// Rotterdam, seed 1: seat 0 places a ship on S3 loaded with fruit; the greedy-free sequence
/// (each other seat takes its first legal action) places seat 1 and seat 2 on S1 and S2,
/// empty. Back at seat 0, the map shows each ship after its position's label.
#[test]
fn ships_show_owner_and_cargo_at_their_positions() {
    let words = Words::new("en").unwrap();
    let (data, mut game) = game(Ruleset::Rotterdam, 1);
    let b = board(&data, Ruleset::Rotterdam);
    let fruit = data
        .rotterdam
        .harbours
        .raws
        .iter()
        .position(|r| r.id == "fruit")
        .unwrap() as u8;
    let place = Action::PlaceShip {
        start: pos(b, "S3"),
        cargo: Some(fruit),
    };
    game.apply(0, &place).expect("seat 0 may place on S3");
    while game.to_act() != Some(0) {
        let seat: Seat = game.to_act().unwrap();
        let first = game.legal_actions()[0];
        game.apply(seat, &first).unwrap();
    }
    let text = screen(&words, &data, &game.view(Some(0)), Paint::Plain);
    let rows = map_rows(&text, &words, b);
    for (id, marked) in [("S3", "S3[0f]"), ("S1", "S1[1]"), ("S2", "S2[2]")] {
        let shown = at_position(&rows, b, pos(b, id), marked.len());
        assert_eq!(shown, marked, "{id}:\n{text}");
    }
    // A start without a ship shows its label alone.
    assert_ne!(at_position(&rows, b, pos(b, "S4"), 3), "S4[", "{text}");
}

#[test]
fn antwerpens_map_shows_lock_states_and_double_channels() {
    let words = Words::new("en").unwrap();
    let (data, game) = game(Ruleset::Antwerpen, 1);
    let View::Antwerpen(v) = game.view(Some(0)) else {
        panic!("an Antwerpen view");
    };
    let text = screen(&words, &data, &View::Antwerpen(v.clone()), Paint::Plain);
    let rows = map_rows(&text, &words, board(&data, Ruleset::Antwerpen)).join("\n");
    let locks = data.antwerpen.locks.len() as u32;
    let open = v.public.locks_open.count_ones();
    assert!(locks > 0);
    assert_eq!(rows.matches(LOCK_OPEN).count() as u32, open, "{rows}");
    assert_eq!(
        rows.matches(LOCK_CLOSED).count() as u32,
        locks - open,
        "{rows}"
    );
    // T2→A3 is yellow+blue: its letters alternate.
    assert!(rows.contains("ybyb") || rows.contains("byby"), "{rows}");
    // Every lock starts closed; the legend names each with its channel.
    assert_eq!(open, 0);
    // (At 80 columns the legend's line breaks before its third lock.)
    let legend = "  locks (# closed, = open): # Kallo (C1→Waa), # Boudewijn (C2→Alb),\n    # Berendrecht (C3→Del)";
    assert!(text.contains(legend), "{text}");
    assert!(text.contains("exit: Tra Transit"), "{text}");
    assert!(text.contains("Deu Deurganckdok (takes toys)"), "{text}");
}

/// The board is public: every seat's map (and a spectator's) is the same; only the hands
/// below differ.
#[test]
fn every_viewer_sees_the_same_map() {
    let words = Words::new("en").unwrap();
    for ruleset in Ruleset::ALL {
        let (data, mut game) = game(ruleset, 3);
        for _ in 0..40 {
            let Some(seat) = game.to_act() else { break };
            let first = game.legal_actions()[0];
            game.apply(seat, &first).unwrap();
        }
        let maps: Vec<Vec<String>> = [None, Some(0), Some(1), Some(2)]
            .into_iter()
            .map(|viewer| {
                let text = screen(&words, &data, &game.view(viewer), Paint::Plain);
                map_and_legend(&text, &words, board(&data, ruleset))
            })
            .collect();
        assert!(maps[0].len() > 15, "{ruleset}: {:?}", maps[0]);
        assert!(
            maps[0].iter().any(|l| l.contains('[')),
            "{ruleset}: no ship on the map: {:?}",
            maps[0]
        );
        for m in &maps[1..] {
            assert_eq!(m, &maps[0], "{ruleset}");
        }
    }
}

#[test]
fn ansi_colour_only_when_asked_and_the_text_is_the_same_without_it() {
    let words = Words::new("en").unwrap();
    for ruleset in Ruleset::ALL {
        let (data, game) = game(ruleset, 2);
        let view = game.view(Some(0));
        let plain = screen(&words, &data, &view, Paint::Plain);
        let ansi = screen(&words, &data, &view, Paint::Ansi);
        assert!(!plain.contains('\x1b'));
        assert!(ansi.contains("\x1b[31m"), "{ruleset}: no red");
        assert_eq!(strip_ansi(&ansi), plain, "{ruleset}");
    }
}

fn strip_ansi(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// The harbours' (docks') list keeps its columns lined up in every language, however long the
/// names: each harbour's "accepts …" starts in the same column, and so does its pile.
#[test]
fn harbour_columns_line_up_in_every_language() {
    for lang in ["en", "nl", "de", "fr"] {
        let words = Words::new(lang).unwrap();
        let accepts_word = say(
            &words,
            Message::new("cli-accepts").arg("raw", Arg::Text(String::new())),
        );
        let accepts_word = accepts_word.split_whitespace().next().unwrap();
        for ruleset in Ruleset::ALL {
            let (data, game) = game(ruleset, 3);
            let text = screen(&words, &data, &game.view(Some(0)), Paint::Plain);
            let harbours = board(&data, ruleset).harbours().len();
            let all: Vec<&str> = text.lines().collect();
            let at: Vec<usize> = (0..all.len())
                .filter(|&i| {
                    all[i].starts_with("    ") && all[i].contains(&format!(" {accepts_word} "))
                })
                .collect();
            assert_eq!(at.len(), harbours, "{ruleset} {lang}:\n{text}");
            let pile_word = say(
                &words,
                Message::new("cli-pile").arg("size", Arg::Text(String::new())),
            );
            let pile_word = pile_word.split_whitespace().next().unwrap();
            // A line too long for 80 columns has its pile on the next line, under what the
            // harbour accepts; the piles that stay on their line line up with each other.
            let column = |l: &str, needle: &str| {
                let byte = l.find(needle).expect("the column's text");
                l[..byte].chars().count()
            };
            let lines: Vec<&str> = at.iter().map(|&i| all[i]).collect();
            let accepts_at = column(lines[0], &format!(" {accepts_word} "));
            for &i in &at {
                if !all[i].contains(&format!(" {pile_word} ")) {
                    let below = all[i + 1];
                    let lead = below.len() - below.trim_start().len();
                    assert!(below.trim_start().starts_with(pile_word), "{below:?}");
                    assert_eq!(lead, accepts_at + 1, "{ruleset} {lang}:\n{text}");
                }
            }
            let with_pile: Vec<&str> = lines
                .iter()
                .copied()
                .filter(|l| l.contains(&format!(" {pile_word} ")))
                .collect();
            for (needle, lines) in [
                (format!(" {accepts_word} "), &lines),
                (format!(" {pile_word} "), &with_pile),
            ] {
                let starts: Vec<usize> = lines.iter().map(|l| column(l, &needle)).collect();
                assert!(
                    starts.iter().all(|&s| s == starts[0]),
                    "{ruleset} {lang}: {needle:?} at {starts:?}\n{}",
                    lines.join("\n")
                );
            }
        }
    }
}
