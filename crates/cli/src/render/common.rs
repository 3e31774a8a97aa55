//! What the rule sets' screens share: card counts in words, ships on the board with the
//! channels out of their positions, a hand's missions, a colour call, a navigation card being
//! played, a trade offer.

use std::fmt::Write as _;

use havenbaron_engine::Seat;
use havenbaron_engine::core::board::{PosId, PosKind};
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::navigation::{CardPlay, CardStage, NavCard};
use havenbaron_engine::core::sailing::Sail;

use super::{Names, Seats};

/// Counts per kind in words, e.g. "gasoline ×2, bread"; `empty` when there are none.
pub fn counts_text(counts: &[u8], name: impl Fn(u8) -> String, empty: &str) -> String {
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(i, &n)| {
            let name = name(i as u8);
            if n == 1 {
                name
            } else {
                format!("{name} ×{n}")
            }
        })
        .collect();
    if parts.is_empty() {
        empty.into()
    } else {
        parts.join(", ")
    }
}

/// Product cards per type, e.g. "gasoline ×2, bread"; "nothing" when empty.
pub fn product_counts(names: Names, counts: &[u8]) -> String {
    counts_text(counts, |p| names.product(p), "nothing")
}

/// A navigation (shipping) card by its index.
pub fn nav_name(i: u8) -> String {
    NavCard::ALL
        .get(i as usize)
        .map_or_else(|| format!("card #{i}"), |c| c.name().to_string())
}

/// Navigation (shipping) cards per type; "none" when empty.
pub fn nav_counts(counts: &[u8]) -> String {
    counts_text(counts, nav_name, "none")
}

pub fn cargo_text(names: Names, cargo: Option<u8>) -> String {
    cargo.map_or_else(|| "empty".to_string(), |c| names.raw(c))
}

/// "seat 2 (greedy)", or "nobody (the game is over)".
pub fn to_act_text(seats: &Seats, to_act: Option<Seat>) -> String {
    to_act.map_or_else(
        || "nobody (the game is over)".to_string(),
        |s| seats.label(s).to_string(),
    )
}

/// The marks after a seat's name in the players' list.
pub fn seat_mark(seat: Seat, hm: Option<Seat>, to_act: Option<Seat>) -> &'static str {
    match (Some(seat) == hm, to_act == Some(seat)) {
        (true, true) => " [HM, to act]",
        (true, false) => " [HM]",
        (false, true) => " [to act]",
        _ => "",
    }
}

/// A channel's colours: "red", or "yellow+blue" for a double channel.
fn colours_text(colours: &[havenbaron_engine::Colour]) -> String {
    colours
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>()
        .join("+")
}

/// Lock on a channel, as (name, open); `None` when the channel has none.
pub type LockAt<'a> = &'a dyn Fn(PosId, PosId) -> Option<(String, bool)>;

/// The board: ships on it in board order (position, ship, owner, cargo), the channels out of
/// the positions that hold a ship (an occupied target marked `*`, a lock with its state), and
/// the free starts.
pub fn board_section(out: &mut String, names: Names, fleet: &Fleet, seats: &Seats, locks: LockAt) {
    let board = names.board();
    let _ = writeln!(out, "Board: {}", board.name);
    let mut on_board: Vec<(u8, u8)> = fleet
        .ships
        .iter()
        .enumerate()
        .filter_map(|(id, s)| s.pos.map(|at| (at, id as u8)))
        .collect();
    on_board.sort();
    if on_board.is_empty() {
        let _ = writeln!(out, "  no ships on the board");
    } else {
        let _ = writeln!(out, "  ships:");
        for &(at, id) in &on_board {
            let s = fleet.ship(id);
            let kind = match board.kind(at) {
                PosKind::Start => " (start)",
                PosKind::Anchor => " (anchor)",
                PosKind::Harbour => " (harbour)",
                PosKind::Exit => " (exit)",
                PosKind::Water => "",
            };
            let _ = writeln!(
                out,
                "    {:<24} ship {:<2} {:<18} {}",
                format!("{}{kind}", names.pos(at)),
                id,
                seats.label(s.owner),
                cargo_text(names, s.cargo)
            );
        }
        let mut lines = Vec::new();
        let mut seen = Vec::new();
        for &(at, _) in &on_board {
            if board.kind(at).holds_many() || seen.contains(&at) {
                continue;
            }
            seen.push(at);
            let parts: Vec<String> = board
                .channels
                .iter()
                .filter(|c| c.from == at)
                .map(|c| {
                    let busy = if fleet.is_free(board, c.to) { "" } else { "*" };
                    let lock = match locks(c.from, c.to) {
                        Some((name, true)) => format!(" [{name} lock open]"),
                        Some((name, false)) => format!(" [{name} lock CLOSED]"),
                        None => String::new(),
                    };
                    format!(
                        "{}→{}{busy}{lock}",
                        colours_text(&c.colours),
                        names.pos(c.to)
                    )
                })
                .collect();
            if !parts.is_empty() {
                lines.push(format!("    {:<6} {}", names.pos(at), parts.join("  ")));
            }
        }
        if !lines.is_empty() {
            let _ = writeln!(out, "  channels from ship positions (* occupied):");
            for l in lines {
                let _ = writeln!(out, "{l}");
            }
        }
    }
    let free_starts: Vec<String> = board
        .starts()
        .iter()
        .filter(|&&s| fleet.is_free(board, s))
        .map(|&s| names.pos(s))
        .collect();
    let _ = writeln!(
        out,
        "  free starts: {}",
        if free_starts.is_empty() {
            "none".to_string()
        } else {
            free_starts.join(", ")
        }
    );
}

/// Of the products a mission needs, how many `products` hold: (held, wanted).
pub fn mission_progress(names: Names, mission: u8, products: &[u8]) -> (u8, u8) {
    let need = names.mission_need(mission);
    let wanted: u8 = need.iter().sum();
    let have: u8 = need
        .iter()
        .zip(products.iter())
        .map(|(n, h)| (*n).min(*h))
        .sum();
    (have, wanted)
}

/// Missions, one per line, each with how many of its products `products` hold.
pub fn mission_lines(
    out: &mut String,
    names: Names,
    label: &str,
    missions: &[u8],
    products: &[u8],
) {
    let pad = " ".repeat(label.len());
    if missions.is_empty() {
        let _ = writeln!(out, "  {label} none");
    }
    for (i, &m) in missions.iter().enumerate() {
        let (have, wanted) = mission_progress(names, m, products);
        let _ = writeln!(
            out,
            "  {} {} (you hold {have} of {wanted})",
            if i == 0 { label } else { &pad },
            names.mission(m)
        );
    }
}

/// A colour call in progress, with a ship waiting at a fork.
pub fn sail_text(names: Names, fleet: &Fleet, seats: &Seats, sail: &Sail) -> String {
    let mut s = format!(
        "Colour call in progress: {} called by {}",
        sail.colour,
        seats.label(sail.caller)
    );
    if let Some(ship) = sail.fork {
        let sh = fleet.ship(ship);
        let _ = write!(
            s,
            "; ship {ship} of {} waits at a fork at {}",
            seats.label(sh.owner),
            sh.pos.map_or_else(|| "?".into(), |x| names.pos(x))
        );
    }
    s
}

/// A navigation (shipping) card being played, and the choice it waits for.
pub fn card_play_text(seats: &Seats, card: &CardPlay) -> String {
    let stage = match card.stage {
        CardStage::Ship => "choosing the target ship".to_string(),
        CardStage::SecondShip { first } => format!("chose ship {first}, choosing the second"),
        CardStage::Back { ship, steps } => {
            format!("moving ship {ship} back ({steps} step(s) left)")
        }
        CardStage::Receiver { source } => {
            format!("taking ship {source}'s cargo: choosing the receiving ship")
        }
        CardStage::ReceiverStart { source } => {
            format!("taking ship {source}'s cargo: choosing a start for a new ship")
        }
        CardStage::Place => "placing the extra ship".to_string(),
    };
    format!(
        "{} is playing {}: {stage}",
        seats.label(card.player),
        card.card
    )
}

/// A trade offer, being composed or waiting for an answer.
pub fn offer_text(
    names: Names,
    seats: &Seats,
    from: Seat,
    to: Option<Seat>,
    give: &[u8],
    ask: &[u8],
) -> String {
    let to = to.map_or_else(
        || "(being composed)".to_string(),
        |t| format!("to {}", seats.label(t)),
    );
    format!(
        "Trade offer from {} {to}: gives {}; asks for {}",
        seats.label(from),
        product_counts(names, give),
        product_counts(names, ask)
    )
}

/// A harbour's open product pile: its size and, when face up, its top card.
pub fn pile_text(names: Names, size: u8, top: Option<u8>, open: bool) -> String {
    match top {
        Some(t) => format!("product pile {size:>2}, top card: {}", names.product(t)),
        None if open && size == 0 => format!("product pile {size:>2} (empty)"),
        None if open => format!("product pile {size:>2}, top card face down for now"),
        None => format!("product pile {size:>2}"),
    }
}
