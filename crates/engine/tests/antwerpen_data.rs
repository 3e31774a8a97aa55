//! Antwerpen's data (D-4): the board's properties (positions, channels, locks, anchors), the card
//! counts, and bad data files whose errors name the file, the entry and the reason.

mod support;

use havenbaron_engine::antwerpen::{self, LockCard, ShipCard};
use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::{Colour, DataSet, DataSource, RulesetData};
use support::antwerpen::*;

// ---------------------------------------------------------------------------------------------
// D-4 data
// ---------------------------------------------------------------------------------------------

#[test]
fn d4_board_properties() {
    let d = antwerpen::Data::builtin();
    let b = &d.board;
    assert_eq!(b.channels.len(), 30, "D-4: 30 channels");
    let doubles = b.channels.iter().filter(|c| c.colours.len() == 2).count();
    assert_eq!(doubles, 4);
    let dgd = b.find("Deurganckdok").unwrap();
    let dist = |s: &str| b.distance(b.find(s).unwrap(), dgd);
    assert_eq!(
        (dist("T1"), dist("T2"), dist("T3"), dist("T4")),
        (Some(2), Some(3), None, None)
    );
    // A violet call can bring ships from A1 and B1 into Deurganckdok together.
    for from in ["A1", "B1"] {
        assert!(
            b.targets(b.find(from).unwrap(), Colour::Violet)
                .contains(&dgd)
        );
    }
    // Each lock dock is reachable from at least 2 starts, through its lock.
    for (dock, lock) in [
        ("Waaslandhaven", "Kallo"),
        ("Delwaidedok", "Berendrecht"),
        ("Albertdok", "Boudewijn"),
    ] {
        let h = b.find(dock).unwrap();
        let from = b
            .starts()
            .iter()
            .filter(|&&s| b.distance(s, h).is_some())
            .count();
        assert!(from >= 2, "{dock} from {from} starts");
        let c = b.channels.iter().find(|c| c.to == h).unwrap();
        assert_eq!(c.lock.as_deref(), Some(lock));
        assert_eq!(
            d.lock_between(c.from, c.to),
            Some(d.locks.iter().position(|l| l == lock).unwrap() as u8)
        );
    }
    assert!(b.find("Deurganckdok").is_some_and(|h| {
        b.channels
            .iter()
            .filter(|c| c.to == h)
            .all(|c| c.lock.is_none())
    }));
    // The exit channel is violet.
    let exit = (0..b.len() as u8)
        .find(|&p| b.kind(p) == PosKind::Exit)
        .unwrap();
    let into: Vec<_> = b.channels.iter().filter(|c| c.to == exit).collect();
    assert_eq!(into.len(), 1);
    assert_eq!(into[0].colours, vec![Colour::Violet]);
    // Topological order (C-1); the positions and anchors are pinned below.
    assert!(b.channels.iter().all(|c| c.from < c.to));
    assert!(
        b.positions
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y))
    );
}

/// A-1 / D-4: the raw materials with their colours and supplies; the built-in data is clean.
#[test]
fn d4_raw_materials_and_a_clean_check() {
    let d = antwerpen::Data::builtin();
    let raws: Vec<(&str, &str, u8)> = d
        .raws
        .iter()
        .map(|r| (r.id.as_str(), r.colour.as_str(), r.supply))
        .collect();
    assert_eq!(
        raws,
        [
            ("toys", "violet", 7),
            ("cocoa", "dark brown", 6),
            ("barley", "beige", 6),
            ("potatoes", "grey", 5),
        ]
    );
    let problems = DataSet::check(&DataSource::BuiltIn);
    assert!(
        !problems.list.iter().any(|p| p.file.contains("antwerpen")),
        "the built-in Antwerpen data is clean: {problems}"
    );
}

/// D-4's channel list, as RULES writes it: `from to colours [lock]` (`a+b` = a double channel).
const D4_CHANNELS: &str = "
T1 A1 violet            T1 A2 green            T2 A2 red             T2 A3 yellow+blue
T3 A3 green             T3 A4 red              T4 A4 blue            T4 B4 yellow
A1 Deurganckdok violet  A1 B1 yellow           A2 B1 blue            A2 B2 blue
A3 B2 red               A3 B3 violet           A4 B3 green+yellow    A4 B4 red
B1 Deurganckdok violet  B1 C1 green            B2 C1 violet          B2 C2 yellow
B3 C2 blue              B3 C3 red              B4 C3 violet+green
C1 Waaslandhaven blue Kallo       C1 D1 yellow
C2 Albertdok green Boudewijn      C2 D1 red+violet
C3 Delwaidedok blue Berendrecht   C3 D1 green
D1 Transit violet
";

/// One channel as D-4 names it: from, to, colours (sorted), lock.
type Named = (String, String, Vec<Colour>, Option<String>);

fn colour(name: &str) -> Colour {
    Colour::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .unwrap_or_else(|| panic!("no colour {name}"))
}

/// [`D4_CHANNELS`], parsed: a new entry starts at each word naming a position of the board.
fn d4_channels(board: &havenbaron_engine::core::board::Board) -> Vec<Named> {
    let mut out: Vec<Named> = Vec::new();
    let words: Vec<&str> = D4_CHANNELS.split_whitespace().collect();
    let mut i = 0;
    while i < words.len() {
        let (from, to) = (words[i], words[i + 1]);
        assert!(
            board.find(from).is_some() && board.find(to).is_some(),
            "{from} {to}"
        );
        let mut colours: Vec<Colour> = words[i + 2].split('+').map(colour).collect();
        colours.sort();
        i += 3;
        let lock = match words.get(i) {
            Some(w) if board.find(w).is_none() => {
                i += 1;
                Some(w.to_string())
            }
            _ => None,
        };
        out.push((from.into(), to.into(), colours, lock));
    }
    out
}

/// D-4: the built-in board is exactly RULES' channel list: 30 channels, their colours (four
/// double channels) and the three locks on the right channels, and nothing else.
#[test]
fn d4_channels_are_the_list_of_rules() {
    let d = antwerpen::Data::builtin();
    let b = &d.board;
    let mut want = d4_channels(b);
    let mut have: Vec<Named> = b
        .channels
        .iter()
        .map(|c| {
            let mut colours = c.colours.clone();
            colours.sort();
            (
                b.name(c.from).to_string(),
                b.name(c.to).to_string(),
                colours,
                c.lock.clone(),
            )
        })
        .collect();
    assert_eq!(want.len(), 30);
    want.sort();
    have.sort();
    assert_eq!(have, want);
    // Three locks, one channel each, in order of first appearance (RULINGS D-4).
    assert_eq!(d.locks, vec!["Kallo", "Boudewijn", "Berendrecht"]);
    assert_eq!(b.channels.iter().filter(|c| c.lock.is_some()).count(), 3);
    for c in &b.channels {
        let lock = c
            .lock
            .as_ref()
            .map(|l| d.locks.iter().position(|x| x == l).unwrap() as u8);
        assert_eq!(d.lock_between(c.from, c.to), lock);
    }
}

/// D-4 / C-1: the positions (starts, water, anchors, harbours with their raw materials, the
/// exit) in the topological order RULES gives, and the board acyclic, checked without relying
/// on that order (every position can be removed once nothing leads into it).
#[test]
fn d4_positions_in_order_and_the_board_acyclic() {
    let d = antwerpen::Data::builtin();
    let b = &d.board;
    let names: Vec<&str> = (0..b.len() as u8).map(|p| b.name(p)).collect();
    assert_eq!(
        names[..16],
        [
            "T1", "T2", "T3", "T4", "A1", "A2", "A3", "A4", "B1", "B2", "B3", "B4", "C1", "C2",
            "C3", "D1"
        ]
    );
    let kinds = |k: PosKind| -> Vec<&str> {
        (0..b.len() as u8)
            .filter(|&p| b.kind(p) == k)
            .map(|p| b.name(p))
            .collect()
    };
    assert_eq!(kinds(PosKind::Start), ["T1", "T2", "T3", "T4"]);
    assert_eq!(kinds(PosKind::Anchor), ["A2", "B3", "B4", "C1"]);
    assert_eq!(kinds(PosKind::Exit), ["Transit"]);
    let mut docks: Vec<(&str, &str)> = kinds(PosKind::Harbour)
        .into_iter()
        .map(|h| {
            let p = b.find(h).unwrap();
            (h, b.positions[p as usize].accepts.as_deref().unwrap())
        })
        .collect();
    docks.sort();
    assert_eq!(
        docks,
        [
            ("Albertdok", "potatoes"),
            ("Delwaidedok", "barley"),
            ("Deurganckdok", "toys"),
            ("Waaslandhaven", "cocoa"),
        ]
    );
    assert_eq!(b.len(), 21);
    // Kahn's algorithm: acyclic exactly when every position is removed.
    let mut into = vec![0usize; b.len()];
    for c in &b.channels {
        into[c.to as usize] += 1;
    }
    let mut ready: Vec<usize> = (0..b.len()).filter(|&p| into[p] == 0).collect();
    let mut removed = 0;
    while let Some(p) = ready.pop() {
        removed += 1;
        for c in b.channels.iter().filter(|c| c.from as usize == p) {
            into[c.to as usize] -= 1;
            if into[c.to as usize] == 0 {
                ready.push(c.to as usize);
            }
        }
    }
    assert_eq!(removed, b.len(), "D-4: the board has a cycle");
    assert_eq!(
        (0..b.len() as u8)
            .filter(|&p| b.predecessors(p).is_empty())
            .map(|p| b.name(p))
            .collect::<Vec<_>>(),
        ["T1", "T2", "T3", "T4"],
        "only the starts have no way in"
    );
}

/// D-4: every product with its harbour, points and copies (56 cards; the points of witbier,
/// kroketjes and frietjes are the rulebook's).
#[test]
fn d4_products_by_type() {
    let d = antwerpen::Data::builtin();
    let have: Vec<(&str, &str, u8, u8)> = d
        .products
        .iter()
        .map(|p| (p.id.as_str(), d.board.name(p.harbour), p.points, p.copies))
        .collect();
    assert_eq!(
        have,
        [
            ("toys", "Deurganckdok", 1, 8),
            ("board_games", "Deurganckdok", 2, 6),
            ("chocolate", "Waaslandhaven", 2, 8),
            ("pralines", "Waaslandhaven", 3, 6),
            ("witbier", "Delwaidedok", 2, 8),
            ("tripel", "Delwaidedok", 3, 6),
            ("kroketjes", "Albertdok", 3, 8),
            ("frietjes", "Albertdok", 4, 6),
        ]
    );
    assert_eq!(have.iter().map(|p| p.3 as usize).sum::<usize>(), 56);
}

/// D-4: the 28 missions are every pair of two different products, each once, worth the sum of
/// their points + 2 when the harbours differ; the range is exactly 3 to 9.
#[test]
fn d4_missions_every_pair_once() {
    let d = antwerpen::Data::builtin();
    let mut pairs: Vec<(u8, u8)> = d
        .missions
        .iter()
        .map(|m| {
            assert_eq!(m.products.len(), 2, "a mission is a pair");
            let (a, b) = (m.products[0], m.products[1]);
            (a.min(b), a.max(b))
        })
        .collect();
    pairs.sort();
    let n = d.products.len() as u8;
    let every: Vec<(u8, u8)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    assert_eq!(every.len(), 28);
    assert_eq!(pairs, every, "every pair of two different products, once");
    for m in &d.missions {
        let (a, b) = (
            &d.products[m.products[0] as usize],
            &d.products[m.products[1] as usize],
        );
        let bonus = if a.harbour != b.harbour { 2 } else { 0 };
        assert_eq!(m.points, a.points + b.points + bonus, "{} + {}", a.id, b.id);
    }
    let points = d.missions.iter().map(|m| m.points);
    assert_eq!(
        (points.clone().min(), points.max()),
        (Some(3), Some(9)),
        "D-4: range 3-9 (the rulebook's missions are worth up to 9)"
    );
}

/// D-4: 14 ship cards, each of the 7 types twice; 14 lock cards per RULES' list.
#[test]
fn d4_ship_and_lock_cards_by_type() {
    let d = antwerpen::Data::builtin();
    assert_eq!(ShipCard::ALL.len(), 7);
    for card in ShipCard::ALL {
        assert_eq!(d.ship_cards[card as usize], 2, "{card}");
    }
    assert_eq!(d.ship_cards.iter().sum::<u8>(), 14);
    let want = [
        (LockCard::Open1, 2),
        (LockCard::Open2, 2),
        (LockCard::Open3, 1),
        (LockCard::Close1, 2),
        (LockCard::Close2, 2),
        (LockCard::Close3, 1),
        (LockCard::Toggle1, 2),
        (LockCard::Toggle2, 2),
    ];
    assert_eq!(want.len(), LockCard::COUNT);
    for (card, n) in want {
        assert_eq!(d.lock_cards[card as usize], n, "{card}");
    }
    assert_eq!(d.lock_cards.iter().sum::<u8>(), 14);
}

#[test]
fn d4_bad_data_names_file_entry_and_reason() {
    let dir = temp_dir("bad");
    let board = antwerpen::data::BOARD_TOML.replace("accepts = \"cocoa\"", "accepts = \"coffee\"");
    let cards = antwerpen::data::CARDS_TOML.replace("anchor = 2", "anchor = 2\nteleport = 1");
    std::fs::write(dir.join("antwerpen/board.toml"), board).unwrap();
    std::fs::write(dir.join("antwerpen/cards.toml"), cards).unwrap();
    let problems = DataSet::check(&DataSource::Dir(dir.clone()));
    let text = problems.to_string();
    assert!(
        problems
            .list
            .iter()
            .any(|p| p.file.ends_with("board.toml") || p.file.ends_with("cards.toml")),
        "{text}"
    );
    assert!(
        problems
            .list
            .iter()
            .any(|p| p.file.ends_with("cards.toml") && p.reason.contains("teleport")),
        "{text}"
    );
    // With a valid cards file the board's problem is found, named by entry.
    std::fs::write(
        dir.join("antwerpen/cards.toml"),
        antwerpen::data::CARDS_TOML,
    )
    .unwrap();
    let problems = DataSet::check(&DataSource::Dir(dir.clone()));
    assert!(
        problems.list.iter().any(|p| p.file.ends_with("board.toml")
            && p.entry == "position Waaslandhaven"
            && p.reason.contains("coffee")),
        "{problems}"
    );
    assert!(DataSet::load(&DataSource::Dir(dir.clone())).is_err());
    let _ = std::fs::remove_dir_all(dir);
}
