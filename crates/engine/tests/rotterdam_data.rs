//! Rotterdam's data (D-1, D-2): the properties docs/RULES.md lists for the shipped board, and the card
//! counts of the shipped card file (products, missions, navigation cards), checked over the data
//! as loaded, so that an edit of `data/rotterdam/*.toml` that breaks them is caught. Masters of
//! Trade plays on the same material (D-3).

use std::collections::BTreeMap;

use havenbaron_engine::core::board::{Board, PosKind};
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Colour, PosId, RulesetData};

fn data() -> std::sync::Arc<rotterdam::Data> {
    rotterdam::Data::builtin()
}

#[track_caller]
fn pos(b: &Board, name: &str) -> PosId {
    b.find(name).unwrap_or_else(|| panic!("no position {name}"))
}

fn names(b: &Board, kind: PosKind) -> Vec<&str> {
    (0..b.len() as PosId)
        .filter(|&p| b.kind(p) == kind)
        .map(|p| b.name(p))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// D-1 board
// ---------------------------------------------------------------------------------------------

/// D-1: the positions by kind, in the topological order docs/RULES.md gives (starts, A, B, C, D rows,
/// then the harbours in the order Botlek, Vulcaanhaven, Merwehaven, Eemhaven, which is also the
/// unloading order of ), the anchors, and the raw material each harbour accepts.
#[test]
fn d1_positions_anchors_and_harbours() {
    let d = data();
    let b = &d.board;
    let all: Vec<&str> = (0..b.len() as PosId).map(|p| b.name(p)).collect();
    assert_eq!(
        all,
        [
            "S1",
            "S2",
            "S3",
            "S4",
            "A1",
            "A2",
            "A3",
            "A4",
            "B1",
            "B2",
            "B3",
            "B4",
            "C1",
            "C2",
            "C3",
            "D1",
            "D2",
            "Botlek",
            "Vulcaanhaven",
            "Merwehaven",
            "Eemhaven"
        ]
    );
    assert_eq!(names(b, PosKind::Start), ["S1", "S2", "S3", "S4"]);
    assert_eq!(names(b, PosKind::Anchor), ["A2", "B3", "C1", "D2"]);
    assert!(names(b, PosKind::Exit).is_empty());
    let harbours: Vec<(&str, &str)> = b
        .harbours()
        .iter()
        .map(|&h| {
            let raw = d.accepts[h as usize].expect("a harbour accepts a raw material");
            (b.name(h), d.raws[raw as usize].id.as_str())
        })
        .collect();
    assert_eq!(
        harbours,
        [
            ("Botlek", "oil"),
            ("Vulcaanhaven", "grain"),
            ("Merwehaven", "fruit"),
            ("Eemhaven", "containers")
        ]
    );
    // Harbours are dead ends (C-1).
    assert!(
        b.channels
            .iter()
            .all(|c| b.kind(c.from) != PosKind::Harbour)
    );
}

/// D-1: 34 single-colour channels; acyclic (every channel goes from an earlier position to a
/// later one in the data's order, C-1); the only two forks of one colour are red at A2 (B1, B2)
/// and red at C3 (Botlek, Eemhaven); a violet channel leads into Merwehaven.
#[test]
fn d1_channels_forks_and_the_violet_channel_into_merwehaven() {
    let d = data();
    let b = &d.board;
    assert_eq!(b.channels.len(), 34, "D-1: 34 channels");
    assert!(b.channels.iter().all(|c| c.colours.len() == 1));
    assert!(
        b.channels.iter().all(|c| c.from < c.to),
        "D-1 / C-1: topological order, so no cycle"
    );
    let mut by_colour: BTreeMap<(PosId, Colour), Vec<&str>> = BTreeMap::new();
    for c in &b.channels {
        by_colour
            .entry((c.from, c.colours[0]))
            .or_default()
            .push(b.name(c.to));
    }
    let forks: Vec<(&str, Colour, Vec<&str>)> = by_colour
        .into_iter()
        .filter(|(_, to)| to.len() > 1)
        .map(|((from, colour), to)| (b.name(from), colour, to))
        .collect();
    assert_eq!(
        forks,
        vec![
            ("A2", Colour::Red, vec!["B1", "B2"]),
            ("C3", Colour::Red, vec!["Botlek", "Eemhaven"]),
        ]
    );
    let merwe = pos(b, "Merwehaven");
    assert!(
        b.channels
            .iter()
            .any(|c| c.to == merwe && c.colours == [Colour::Violet]),
        "D-1: a violet channel into Merwehaven [seed]"
    );
    // No two channels of one colour lead into one single-ship position (C-1's data warning;
    // red into Botlek from B4 and from C3 is harmless, a harbour holds any number).
    let mut into: BTreeMap<(PosId, Colour), usize> = BTreeMap::new();
    for c in b
        .channels
        .iter()
        .filter(|c| b.kind(c.to) != PosKind::Harbour)
    {
        *into.entry((c.to, c.colours[0])).or_default() += 1;
    }
    let doubled: Vec<_> = into.iter().filter(|(_, n)| **n > 1).collect();
    assert!(doubled.is_empty(), "{doubled:?}");
}

/// D-1: every harbour can be reached from at least 3 of the 4 starts, and every shortest path
/// from a start to a harbour it reaches is 2 to 5 channels long.
#[test]
fn d1_every_harbour_from_three_starts_in_two_to_five_channels() {
    let d = data();
    let b = &d.board;
    for &h in b.harbours() {
        let dist: Vec<(&str, u8)> = b
            .starts()
            .iter()
            .filter_map(|&s| b.distance(s, h).map(|n| (b.name(s), n)))
            .collect();
        assert!(dist.len() >= 3, "{} from {dist:?}", b.name(h));
        assert!(
            dist.iter().all(|&(_, n)| (2..=5).contains(&n)),
            "{}: {dist:?}",
            b.name(h)
        );
    }
    // Spot checks by hand from the channel list: S4 -red/blue-> B4 -red-> Botlek is 2;
    // S1 -red-> A1 -yellow-> B1 -blue-> Vulcaanhaven is 3.
    let dist = |from: &str, to: &str| b.distance(pos(b, from), pos(b, to));
    assert_eq!(dist("S4", "Botlek"), Some(2));
    assert_eq!(dist("S1", "Vulcaanhaven"), Some(3));
}

// ---------------------------------------------------------------------------------------------
// D-2 cards
// ---------------------------------------------------------------------------------------------

/// D-2 and R-1: the raw materials (7 grain, 5 fruit, 5 containers, 7 oil) and the 60 product
/// cards, per product its harbour, points and copies.
#[test]
fn d2_raw_materials_and_products() {
    let d = data();
    let raws: Vec<(&str, &str, u8)> = d
        .raws
        .iter()
        .map(|r| (r.id.as_str(), r.colour.as_str(), r.supply))
        .collect();
    assert_eq!(
        raws,
        [
            ("grain", "yellow", 7),
            ("fruit", "red", 5),
            ("containers", "grey", 5),
            ("oil", "black", 7)
        ]
    );
    let products: Vec<(&str, &str, u8, u8)> = d
        .products
        .iter()
        .map(|p| (p.id.as_str(), d.board.name(p.harbour), p.points, p.copies))
        .collect();
    assert_eq!(
        products,
        [
            ("gasoline", "Botlek", 1, 8),
            ("plastic", "Botlek", 2, 7),
            ("bread", "Vulcaanhaven", 1, 8),
            ("cookies", "Vulcaanhaven", 2, 7),
            ("orange_juice", "Merwehaven", 2, 8),
            ("jam", "Merwehaven", 3, 7),
            ("clothes", "Eemhaven", 2, 8),
            ("shoes", "Eemhaven", 3, 7),
        ]
    );
    let total: u32 = d.products.iter().map(|p| p.copies as u32).sum();
    assert_eq!(total, 60, "R-1: 60 product cards");
}

/// D-2: 46 missions, each listed once: the 28 pairs of two different products, the 8 doubles
/// and the 10 triples docs/RULES.md lists; points = the products' points + (different harbours − 1).
#[test]
fn d2_missions_are_the_pairs_doubles_and_listed_triples() {
    let d = data();
    let id = |name: &str| d.products.iter().position(|p| p.id == name).unwrap() as u8;
    let sorted = |mut v: Vec<u8>| {
        v.sort();
        v
    };
    let mut want: Vec<Vec<u8>> = Vec::new();
    let n = d.products.len() as u8;
    assert_eq!(n, 8);
    for a in 0..n {
        for b in a + 1..n {
            want.push(vec![a, b]);
        }
    }
    assert_eq!(want.len(), 28);
    for a in 0..n {
        want.push(vec![a, a]);
    }
    let triples = [
        ["gasoline", "bread", "orange_juice"],
        ["plastic", "cookies", "jam"],
        ["gasoline", "cookies", "clothes"],
        ["plastic", "bread", "shoes"],
        ["bread", "orange_juice", "clothes"],
        ["cookies", "jam", "shoes"],
        ["gasoline", "orange_juice", "shoes"],
        ["plastic", "jam", "clothes"],
        ["gasoline", "bread", "clothes"],
        ["plastic", "orange_juice", "shoes"],
    ];
    for t in triples {
        want.push(sorted(t.iter().map(|p| id(p)).collect()));
    }
    let mut want = want.into_iter().map(sorted).collect::<Vec<_>>();
    want.sort();
    let mut have: Vec<Vec<u8>> = d
        .missions
        .iter()
        .map(|m| sorted(m.products.clone()))
        .collect();
    have.sort();
    assert_eq!(have.len(), 46, "R-1: 46 mission cards");
    assert_eq!(
        have, want,
        "D-2: 28 pairs + 8 doubles + 10 triples, each once"
    );
    for m in &d.missions {
        let sum: u8 = m
            .products
            .iter()
            .map(|&p| d.products[p as usize].points)
            .sum();
        let mut harbours: Vec<PosId> = m
            .products
            .iter()
            .map(|&p| d.products[p as usize].harbour)
            .collect();
        harbours.sort();
        harbours.dedup();
        let names: Vec<&str> = m
            .products
            .iter()
            .map(|&p| d.products[p as usize].id.as_str())
            .collect();
        assert_eq!(
            m.points as usize,
            sum as usize + harbours.len() - 1,
            "D-2 points of {names:?}"
        );
        let mut need = [0u8; 8];
        for &p in &m.products {
            need[p as usize] += 1;
        }
        assert_eq!(m.need[..8], need, "{names:?}");
    }
    let points: Vec<u8> = d.missions.iter().map(|m| m.points).collect();
    assert_eq!(
        (points.iter().min(), points.iter().max()),
        (Some(&2), Some(&10)),
        "D-2: range 2–10"
    );
    let mean = points.iter().map(|&p| p as f64).sum::<f64>() / points.len() as f64;
    assert!((5.3..5.5).contains(&mean), "D-2: mean ≈ 5.4, got {mean}");
}

/// D-2: the 20 navigation cards, per type.
#[test]
fn d2_navigation_cards_per_type() {
    let d = data();
    let counts: Vec<(NavCard, u8)> = NavCard::ALL
        .iter()
        .map(|&c| (c, d.navigation[c as usize]))
        .collect();
    assert_eq!(
        counts,
        [
            (NavCard::SwapCargo, 2),
            (NavCard::ExtraCargo, 3),
            (NavCard::Setback, 3),
            (NavCard::Storm, 2),
            (NavCard::Joker, 2),
            (NavCard::Advantage, 3),
            (NavCard::ExtraAdvantage, 1),
            (NavCard::CargoThief, 2),
            (NavCard::PortPolice, 2),
        ]
    );
    assert_eq!(d.navigation.iter().map(|&n| n as u32).sum::<u32>(), 20);
    // The VP cards are worth 1 and 2.
    assert_eq!(
        (NavCard::Advantage.vp(), NavCard::ExtraAdvantage.vp()),
        (1, 2)
    );
}
