//! Rotterdam's screen: round and phase, the board, the supply, every seat's public facts, the
//! viewer's hand and the decision in progress (RULES R-).

use std::fmt::Write as _;

use havenbaron_engine::rotterdam::{Data, View};
use havenbaron_engine::{Arg, Message};
use havenbaron_words::Words;

use super::common::{
    HarbourColumns, Screen, board_section, card_play_text, label_value, labelled_lines,
    map_section, mission_rows, nav_counts, offer_text, pile_text, product_counts, sail_text,
    seat_mark, supply_line, to_act_text,
};
use super::paint::Paint;

/// The heading of the harbours' legend under the map.
const PORTS: &str = "cli-map-harbours";
use super::{Names, Seats};

/// The board's map alone, with its title and legend.
pub fn map_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let mut out = String::new();
    let sc = &Screen {
        words,
        names: Names::new(&d.harbours),
        seats,
        paint,
    };
    map_section(&mut out, sc, &v.public.fleet, &|_, _| None, PORTS);
    out
}

pub fn view_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let sc = &Screen {
        words,
        names: Names::new(&d.harbours),
        seats,
        paint,
    };
    let p = &v.public;
    let mut out = String::new();
    let phase = p.phase as u8;
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-r-header")
                .num("round", p.round)
                .num("cap", p.round_cap)
                .num("phase", phase)
                .msg("name", Message::new("rotterdam-phase").num("phase", phase))
                .seat("hm", p.hm)
                .arg("actor", Arg::Text(to_act_text(sc, v.to_act)))
        )
    );
    let mut variants = Vec::new();
    if p.variants.safe_harbour {
        variants.push("safe_harbour");
    }
    if p.variants.open_products {
        variants.push("open_products");
    }
    if !variants.is_empty() {
        let m = Message::new("cli-variants").arg("list", Arg::Text(variants.join(", ")));
        let _ = writeln!(out, "{}", sc.say(m));
    }

    board_section(&mut out, sc, &p.fleet, &|_, _| None, PORTS);
    let _ = writeln!(out, "  {}", sc.text("cli-harbours"));
    let columns = HarbourColumns::new(sc, d.board.harbours(), &[]);
    for (hi, &h) in d.board.harbours().iter().enumerate() {
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let pile = pile_text(sc, size, top, p.variants.open_products);
        let _ = writeln!(out, "{}", columns.line(sc, h, None, pile));
    }
    let _ = writeln!(out, "{}", supply_line(sc, d.raws.len(), &p.supply));
    let discard: u8 = p.nav_discard.iter().sum();
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-r-piles")
                .num("missions", v.piles.missions)
                .num("navigation", v.piles.navigation)
                .num("played", discard)
        )
    );

    let _ = writeln!(out, "{}", sc.text("cli-players"));
    for seat in 0..p.players {
        let sp = &p.seats[seat as usize];
        let hs = v.hand_sizes.get(seat as usize);
        let known = if sp.known_products.iter().any(|&n| n > 0) && v.viewer != Some(seat) {
            let m = Message::new("cli-known")
                .arg("list", Arg::Text(product_counts(sc, &sp.known_products)));
            format!(" {}", sc.say(m))
        } else {
            String::new()
        };
        let line = Message::new("cli-r-player")
            .num("ships", p.fleet.in_supply(seat) as i64)
            .num("products", hs.map_or(0, |h| h.products))
            .arg("known", Arg::Text(known))
            .num("missions", hs.map_or(0, |h| h.missions))
            .num("navigation", hs.map_or(0, |h| h.navigation))
            .num("done", sp.completed.len() as i64)
            .num("points", sp.mission_points)
            .arg("laid", Arg::Text(nav_counts(sc, &sp.table)));
        let who = format!(
            "{}{}",
            seats.label(seat),
            seat_mark(sc, seat, Some(p.hm), v.to_act)
        );
        let _ = writeln!(out, "  {}", label_value(sc, who, sc.say(line)));
    }

    if let Some(hand) = &v.hand {
        let _ = writeln!(out, "{}", sc.text("cli-your-hand"));
        let mut rows = vec![(
            sc.text("cli-hand-products"),
            product_counts(sc, &hand.products),
        )];
        rows.extend(mission_rows(
            sc,
            sc.text("cli-hand-missions"),
            &hand.missions,
            &hand.products,
        ));
        rows.push((sc.text("cli-hand-navigation"), nav_counts(sc, &hand.nav)));
        labelled_lines(&mut out, &rows);
    }

    // The decision in progress.
    if let Some(sail) = &p.sail {
        let _ = writeln!(out, "{}", sail_text(sc, &p.fleet, sail));
    }
    // A sent offer (public), or the viewer's own draft (R-5: only its author sees it).
    if let Some(offer) = p.offer.as_ref().or(v.draft.as_ref()) {
        let _ = writeln!(
            out,
            "{}",
            offer_text(sc, offer.from, offer.to, &offer.give, &offer.ask)
        );
    }
    if let Some(card) = &p.card {
        let _ = writeln!(out, "{}", card_play_text(sc, card));
    }
    out
}
