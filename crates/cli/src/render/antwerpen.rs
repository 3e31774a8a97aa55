//! Antwerpen's screen (RULES A-): turn, whose turn and whether its main action is done, the end
//! trigger; the board with its locks, double channels and the transit exit; the docks and
//! their open piles; every seat's public facts; the viewer's missions, ship and lock cards; the
//! call, offer or card in progress.

use std::fmt::Write as _;

use havenbaron_engine::antwerpen::state::{END_MISSIONS, LOCK_LIMIT, SHIP_LIMIT};
use havenbaron_engine::antwerpen::{CallKind, Data, LockCard, ShipCard, Step, View};
use havenbaron_engine::core::board::PosKind;

use super::common::{
    board_section, counts_text, mission_lines, offer_text, pile_text, product_counts, sail_text,
    seat_mark, to_act_text,
};
use super::{Names, Seats};

fn ship_cards(counts: &[u8]) -> String {
    counts_text(
        counts,
        |i| {
            ShipCard::ALL
                .get(i as usize)
                .map_or_else(|| format!("card #{i}"), |c| c.name().to_string())
        },
        "none",
    )
}

fn lock_cards(counts: &[u8]) -> String {
    counts_text(
        counts,
        |i| {
            LockCard::ALL
                .get(i as usize)
                .map_or_else(|| format!("card #{i}"), |c| c.name().to_string())
        },
        "none",
    )
}

fn lock_state(open: u8, lock: u8) -> &'static str {
    if open & (1 << lock) != 0 {
        "open"
    } else {
        "closed"
    }
}

pub fn view_text(d: &Data, v: &View, seats: &Seats) -> String {
    let names = Names::Antwerpen(d);
    let p = &v.public;
    let board = &d.board;
    let mut out = String::new();
    let main = if p.step == Step::Ended {
        String::new()
    } else if p.main_done {
        " (main action done)".to_string()
    } else {
        " (main action not done yet)".to_string()
    };
    let _ = writeln!(
        out,
        "=== Antwerpen · Turn {} (cap {}) · {}'s turn{main} · to act: {} ===",
        p.turn,
        p.turn_cap,
        seats.label(p.active),
        to_act_text(seats, v.to_act),
    );
    let end = match p.end_after {
        Some(t) => {
            let trigger = (0..p.players)
                .find(|&s| p.seats[s as usize].completed.len() >= END_MISSIONS)
                .map_or("a player".to_string(), |s| seats.label(s).to_string());
            format!(
                "LAST TURNS: {trigger} completed a {END_MISSIONS}rd mission; the game ends after turn {t}"
            )
        }
        None => {
            format!("the last turns begin when a player completes a {END_MISSIONS}rd mission (A-7)")
        }
    };
    let _ = writeln!(out, "End: {end}");

    let locks_at = |from: u8, to: u8| {
        d.lock_between(from, to)
            .map(|l| (names.lock(l), p.locks_open & (1 << l) != 0))
    };
    board_section(&mut out, names, &p.fleet, seats, &locks_at);
    // Locks: where each one is and whether it is open.
    let locks: Vec<String> = (0..d.locks.len() as u8)
        .map(|l| {
            let name = names.lock(l);
            let on: Vec<String> = board
                .channels
                .iter()
                .filter(|c| c.lock.as_deref() == Some(name.as_str()))
                .map(|c| format!("{}→{}", names.pos(c.from), names.pos(c.to)))
                .collect();
            format!("{name} ({}) {}", on.join(", "), lock_state(p.locks_open, l))
        })
        .collect();
    let _ = writeln!(
        out,
        "  locks (a closed lock blocks its channel both ways): {}",
        if locks.is_empty() {
            "none".to_string()
        } else {
            locks.join(" · ")
        }
    );
    let doubles: Vec<String> = board
        .channels
        .iter()
        .filter(|c| c.colours.len() > 1)
        .map(|c| {
            let cols: Vec<&str> = c.colours.iter().map(|x| x.name()).collect();
            format!(
                "{}→{} {}",
                names.pos(c.from),
                names.pos(c.to),
                cols.join("+")
            )
        })
        .collect();
    if !doubles.is_empty() {
        let _ = writeln!(out, "  double channels: {}", doubles.join(", "));
    }
    let exits: Vec<String> = board
        .channels
        .iter()
        .filter(|c| board.kind(c.to) == PosKind::Exit)
        .map(|c| {
            let cols: Vec<&str> = c.colours.iter().map(|x| x.name()).collect();
            format!(
                "{}→{} {}",
                names.pos(c.from),
                names.pos(c.to),
                cols.join("+")
            )
        })
        .collect();
    if !exits.is_empty() {
        let _ = writeln!(
            out,
            "  exit: {} (a ship leaving toggles every lock after the call)",
            exits.join(", ")
        );
    }
    let _ = writeln!(out, "  docks:");
    for (hi, &h) in board.harbours().iter().enumerate() {
        let accepts = names
            .accepts(h)
            .map_or_else(|| "?".to_string(), |r| names.raw(r));
        let behind: Vec<String> = board
            .channels
            .iter()
            .filter(|c| c.to == h)
            .filter_map(|c| d.lock_between(c.from, c.to))
            .map(|l| format!("{} {}", names.lock(l), lock_state(p.locks_open, l)))
            .collect();
        let lock = if behind.is_empty() {
            "no lock".to_string()
        } else {
            format!("lock {}", behind.join(", "))
        };
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let _ = writeln!(
            out,
            "    {:<14} accepts {:<9} {:<23} {}",
            names.pos(h),
            accepts,
            lock,
            pile_text(names, size, top, true)
        );
    }
    let supply: Vec<String> = d
        .raws
        .iter()
        .enumerate()
        .map(|(i, r)| format!("{} {}", r.id, p.supply.get(i).copied().unwrap_or(0)))
        .collect();
    let _ = writeln!(out, "Raw materials in supply: {}", supply.join(", "));
    let ship_played: u8 = p.ship_discard.iter().sum();
    let lock_played: u8 = p.lock_discard.iter().sum();
    let _ = writeln!(
        out,
        "Piles: missions {} (swapped away, face up: {}), ship cards {} (played: {ship_played}), lock cards {} (played: {lock_played})",
        v.piles.missions,
        p.mission_discard.len(),
        v.piles.ship_cards,
        v.piles.lock_cards
    );

    let _ = writeln!(out, "Players:");
    for seat in 0..p.players {
        let sp = &p.seats[seat as usize];
        let hs = v.hand_sizes.get(seat as usize);
        let fresh = |n: u8| {
            if n > 0 {
                format!(" ({n} new this turn)")
            } else {
                String::new()
            }
        };
        let done: Vec<String> = sp.completed.iter().map(|&m| names.mission(m)).collect();
        let _ = writeln!(
            out,
            "  {}{}: ships in supply {} | hand: {} products, {} missions, {} ship cards{}, {} lock cards{} | missions done {} ({} pts){}",
            seats.label(seat),
            seat_mark(seat, None, v.to_act),
            p.fleet.in_supply(seat),
            hs.map_or(0, |h| h.products),
            hs.map_or(0, |h| h.missions),
            hs.map_or(0, |h| h.ship_cards),
            fresh(sp.fresh_ship),
            hs.map_or(0, |h| h.lock_cards),
            fresh(sp.fresh_lock),
            sp.completed.len(),
            sp.mission_points,
            if done.is_empty() {
                String::new()
            } else {
                format!(": {}", done.join(", "))
            }
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
        let new_note = |fresh: &[u8], show: fn(&[u8]) -> String| {
            if fresh.iter().any(|&n| n > 0) {
                format!(" (received this turn, not playable yet: {})", show(fresh))
            } else {
                String::new()
            }
        };
        let _ = writeln!(
            out,
            "  ship cards: {} (at most {SHIP_LIMIT}){}",
            ship_cards(&hand.ship),
            new_note(&hand.fresh_ship, ship_cards)
        );
        let _ = writeln!(
            out,
            "  lock cards: {} (at most {LOCK_LIMIT}){}",
            lock_cards(&hand.lock),
            new_note(&hand.fresh_lock, lock_cards)
        );
    }

    // The turn and what is in progress.
    if p.step != Step::Ended {
        let _ = writeln!(
            out,
            "This turn ({}): main action {} · mission completed: {} · offers {} of 3",
            seats.label(p.active),
            if p.main_done { "done" } else { "not done" },
            if p.mission_done { "yes" } else { "no" },
            p.offers
        );
    }
    if let Some(sail) = &p.sail {
        let mut line = sail_text(names, &p.fleet, seats, sail);
        if let Some(call) = &p.call {
            let kind = match call.kind {
                CallKind::Sail => "Sail",
                CallKind::ExtraColour => "Extra colour",
                CallKind::SailAlone => "Sail alone: only the caller's ships move",
            };
            let _ = write!(line, " ({kind})");
            let held: Vec<String> = (0..p.fleet.ships.len() as u8)
                .filter(|&s| s < 64 && call.held & (1u64 << s) != 0)
                .map(|s| format!("ship {s}"))
                .collect();
            if !held.is_empty() {
                let _ = write!(line, "; held by Anchor cards: {}", held.join(", "));
            }
            if call.exits > 0 {
                let _ = write!(line, "; {} ship(s) left through the exit", call.exits);
            }
        }
        let _ = writeln!(out, "{line}");
    }
    if let Some(offer) = &p.offer {
        let _ = writeln!(
            out,
            "{}",
            offer_text(names, seats, offer.from, offer.to, &offer.give, &offer.ask)
        );
    }
    let step = match p.step {
        Step::AnchorWindow { seat } => Some(format!(
            "Anchor window: {} may hold one of its ships with an Anchor card",
            seats.label(seat)
        )),
        Step::AnchorShip { seat } => Some(format!(
            "{} plays Anchor: choosing the ship it holds",
            seats.label(seat)
        )),
        Step::TakeCard { ship } => Some(format!(
            "Ship {ship} arrived on an anchor: its owner takes a ship card or a lock card"
        )),
        Step::DoubleYield { ship } => Some(format!(
            "Ship {ship} makes a matching delivery: Double yield may take two cards"
        )),
        Step::ExtraShip => Some("Extra ship: placing a ship".into()),
        Step::ChooseColour { card } => Some(format!("{card}: choosing the colour")),
        Step::StepBackShip => Some("Step back: choosing the ship".into()),
        Step::StepBackTo { ship } => Some(format!("Step back: where ship {ship} goes back to")),
        Step::SwapFirst => Some("Swap cargo: choosing the first ship".into()),
        Step::SwapSecond { first } => Some(format!(
            "Swap cargo: ship {first} chosen, choosing the second"
        )),
        Step::Locks { open, left } => Some(format!(
            "Lock card: {} {left} more lock(s)",
            if open { "open" } else { "close" }
        )),
        Step::ToggleDirection { count } => Some(format!("Toggle {count}: open them or close them")),
        Step::ToggleLocks { open, left, .. } => Some(format!(
            "Toggle: choosing {left} more lock(s) to {}",
            if open { "open" } else { "close" }
        )),
        _ => None,
    };
    if let Some(s) = step {
        let _ = writeln!(out, "{s}");
    }
    out
}
