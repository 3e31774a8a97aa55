//! Antwerpen's data (D-4): the board's properties (positions, channels, locks, anchors), the card
//! counts, and bad data files whose errors name the file, the entry and the reason.

mod support;

use havenbaron_engine::antwerpen::{self};
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
    // Anchors A2, B3, B4, C1; topological order.
    let anchors: Vec<&str> = (0..b.len() as u8)
        .filter(|&p| b.kind(p) == PosKind::Anchor)
        .map(|p| b.name(p))
        .collect();
    assert_eq!(anchors, vec!["A2", "B3", "B4", "C1"]);
    assert!(b.channels.iter().all(|c| c.from < c.to));
    assert!(
        b.positions
            .iter()
            .all(|p| (0.0..=1.0).contains(&p.x) && (0.0..=1.0).contains(&p.y))
    );
}

#[test]
fn d4_cards() {
    let d = antwerpen::Data::builtin();
    assert_eq!(
        d.products.iter().map(|p| p.copies as usize).sum::<usize>(),
        56
    );
    let pts = |id: &str| d.products.iter().find(|p| p.id == id).unwrap().points;
    assert_eq!(
        (pts("witbier"), pts("kroketjes"), pts("frietjes")),
        (2, 3, 4),
        "seed points"
    );
    assert_eq!(d.missions.len(), 28);
    for m in &d.missions {
        let (a, b) = (
            &d.products[m.products[0] as usize],
            &d.products[m.products[1] as usize],
        );
        assert_ne!(a.id, b.id);
        let want = a.points + b.points + if a.harbour != b.harbour { 2 } else { 0 };
        assert_eq!(m.points, want, "D-4 mission points");
        assert!((3..=9).contains(&m.points));
    }
    assert_eq!(d.ship_cards, [2; 7]);
    assert_eq!(d.lock_cards, [2, 2, 1, 2, 2, 1, 2, 2]);
    assert_eq!(
        d.raws.iter().map(|r| r.supply).collect::<Vec<_>>(),
        vec![7, 6, 6, 5]
    );
    let problems = DataSet::check(&DataSource::BuiltIn);
    assert!(
        !problems.list.iter().any(|p| p.file.contains("antwerpen")),
        "the built-in Antwerpen data is clean: {problems}"
    );
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
