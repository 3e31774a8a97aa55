//! Rotterdam's screen: round and phase, the board, the supply, every seat's public facts, the
//! viewer's hand and the decision in progress (RULES R-).

use std::fmt::Write as _;

use havenbaron_engine::rotterdam::{Data, View};

use super::common::{
    board_section, card_play_text, mission_lines, nav_counts, offer_text, pile_text,
    product_counts, sail_text, seat_mark, to_act_text,
};
use super::{Names, Seats};

pub fn phase_name(phase: u8) -> &'static str {
    match phase {
        1 => "place & load",
        2 => "navigate",
        3 => "navigation cards",
        4 => "unload",
        5 => "trade",
        6 => "missions",
        _ => "?",
    }
}

pub fn view_text(d: &Data, v: &View, seats: &Seats) -> String {
    let names = Names::Rotterdam(d);
    let p = &v.public;
    let mut out = String::new();
    let phase = p.phase as u8;
    let _ = writeln!(
        out,
        "=== Round {} (cap {}) · phase {phase}: {} · Harbour Master: {} · to act: {} ===",
        p.round,
        p.round_cap,
        phase_name(phase),
        seats.label(p.hm),
        to_act_text(seats, v.to_act),
    );
    let mut variants = Vec::new();
    if p.variants.safe_harbour {
        variants.push("safe_harbour");
    }
    if p.variants.open_products {
        variants.push("open_products");
    }
    if !variants.is_empty() {
        let _ = writeln!(out, "Variants: {}", variants.join(", "));
    }

    board_section(&mut out, names, &p.fleet, seats, &|_, _| None);
    let _ = writeln!(out, "  harbours:");
    for (hi, &h) in d.board.harbours().iter().enumerate() {
        let accepts = names
            .accepts(h)
            .map_or_else(|| "?".to_string(), |r| names.raw(r));
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let _ = writeln!(
            out,
            "    {:<14} accepts {:<11} {}",
            names.pos(h),
            accepts,
            pile_text(names, size, top, p.variants.open_products)
        );
    }
    let supply: Vec<String> = d
        .raws
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{} {}", r.id, p.supply.get(i).copied().unwrap_or(0)))
        .collect();
    let _ = writeln!(out, "Raw materials in supply: {}", supply.join(", "));
    let discard: u8 = p.nav_discard.iter().sum();
    let _ = writeln!(
        out,
        "Piles: missions {}, navigation {} (played: {discard})",
        v.piles.missions, v.piles.navigation
    );

    let _ = writeln!(out, "Players:");
    for seat in 0..p.players {
        let sp = &p.seats[seat as usize];
        let hs = v.hand_sizes.get(seat as usize);
        let known = if sp.known_products.iter().any(|&n| n > 0) && v.viewer != Some(seat) {
            format!(" (known: {})", product_counts(names, &sp.known_products))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "  {}{}: ships in supply {} | hand: {} products{known}, {} missions, {} navigation | missions done {} ({} pts) | laid: {}",
            seats.label(seat),
            seat_mark(seat, Some(p.hm), v.to_act),
            p.fleet.in_supply(seat),
            hs.map_or(0, |h| h.products),
            hs.map_or(0, |h| h.missions),
            hs.map_or(0, |h| h.navigation),
            sp.completed.len(),
            sp.mission_points,
            nav_counts(&sp.table),
        );
    }

    if let Some(hand) = &v.hand {
        let _ = writeln!(out, "Your hand:");
        let _ = writeln!(
            out,
            "  products:   {}",
            product_counts(names, &hand.products)
        );
        mission_lines(
            &mut out,
            names,
            "missions:  ",
            &hand.missions,
            &hand.products,
        );
        let _ = writeln!(out, "  navigation: {}", nav_counts(&hand.nav));
    }

    // The decision in progress.
    if let Some(sail) = &p.sail {
        let _ = writeln!(out, "{}", sail_text(names, &p.fleet, seats, sail));
    }
    if let Some(offer) = &p.offer {
        let _ = writeln!(
            out,
            "{}",
            offer_text(names, seats, offer.from, offer.to, &offer.give, &offer.ask)
        );
    }
    if let Some(card) = &p.card {
        let _ = writeln!(out, "{}", card_play_text(seats, card));
    }
    out
}
