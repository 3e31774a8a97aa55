//! Plain-text rendering: a seat's view of the game, events in words, the final scores.
//!
//! Everything here works from a [`View`] (never the game's hidden state) and from events that
//! the caller has already redacted for the viewer.

use std::fmt::Write as _;

use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::rotterdam::state::{CardStage, Phase};
use havenbaron_engine::rotterdam::{Data, NavCard};
use havenbaron_engine::{Colour, DataSet, Event, Outcome, Seat, View};

/// How a seat is named in texts: "you" or "seat 2 (greedy)".
pub struct Seats {
    labels: Vec<String>,
}

impl Seats {
    /// `names[s]` is the bot name of seat `s`, or `None` for the human.
    pub fn new(names: &[Option<String>]) -> Seats {
        Seats {
            labels: names
                .iter()
                .enumerate()
                .map(|(s, n)| match n {
                    Some(bot) => format!("seat {s} ({bot})"),
                    None => format!("seat {s} (you)"),
                })
                .collect(),
        }
    }

    pub fn label(&self, seat: Seat) -> &str {
        self.labels
            .get(seat as usize)
            .map(String::as_str)
            .unwrap_or("a seat")
    }
}

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

fn phase_number(phase: Phase) -> u8 {
    phase as u8
}

/// Counts per product, e.g. "gasoline ×2, bread"; "nothing" when empty.
fn product_counts(data: &Data, counts: &[u8]) -> String {
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(p, &n)| {
            let name = product(data, p as u8);
            if n == 1 {
                name
            } else {
                format!("{name} ×{n}")
            }
        })
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

fn product_list(data: &Data, list: &[u8]) -> String {
    let mut counts = vec![0u8; data.products.len().max(1)];
    for &p in list {
        if let Some(c) = counts.get_mut(p as usize) {
            *c += 1;
        }
    }
    product_counts(data, &counts)
}

fn product(data: &Data, p: u8) -> String {
    data.products
        .get(p as usize)
        .map_or_else(|| format!("product #{p}"), |x| x.id.clone())
}

fn raw(data: &Data, r: u8) -> String {
    data.raws
        .get(r as usize)
        .map_or_else(|| format!("raw #{r}"), |x| x.id.clone())
}

fn pos(data: &Data, p: u8) -> String {
    data.board
        .positions
        .get(p as usize)
        .map_or_else(|| format!("position #{p}"), |x| x.id.clone())
}

fn mission(data: &Data, m: u8) -> String {
    if (m as usize) < data.missions.len() {
        data.mission_text(m)
    } else {
        format!("mission #{m}")
    }
}

fn cargo_text(data: &Data, cargo: Option<u8>) -> String {
    cargo.map_or_else(|| "empty".to_string(), |c| raw(data, c))
}

fn nav_counts(counts: &[u8]) -> String {
    let parts: Vec<String> = counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(i, &n)| {
            let name = NavCard::from_index(i as u8).name();
            if n == 1 {
                name.to_string()
            } else {
                format!("{name} ×{n}")
            }
        })
        .collect();
    if parts.is_empty() {
        "none".into()
    } else {
        parts.join(", ")
    }
}

fn ship_owner(fleet: &Fleet, ship: u8) -> Option<Seat> {
    fleet.ships.get(ship as usize).map(|s| s.owner)
}

/// The view as text: round and phase, board, supply, every seat's public facts, the viewer's
/// hand and the decision in progress.
pub fn view_text(data: &DataSet, view: &View, seats: &Seats) -> String {
    let View::Rotterdam(v) = view;
    let d = &*data.rotterdam;
    let p = &v.public;
    let mut out = String::new();
    let phase = phase_number(p.phase);
    let to_act = v.to_act.map_or_else(
        || "nobody (the game is over)".to_string(),
        |s| seats.label(s).to_string(),
    );
    let _ = writeln!(
        out,
        "=== Round {} (cap {}) · phase {phase}: {} · Harbour Master: {} · to act: {to_act} ===",
        p.round,
        p.round_cap,
        phase_name(phase),
        seats.label(p.hm),
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

    // Ships on the board, in board order.
    let board = &d.board;
    let _ = writeln!(out, "Board: {}", board.name);
    let mut on_board: Vec<(u8, u8)> = p
        .fleet
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
            let s = p.fleet.ship(id);
            let kind = match board.kind(at) {
                PosKind::Start => " (start)",
                PosKind::Anchor => " (anchor)",
                PosKind::Harbour => " (harbour)",
                _ => "",
            };
            let _ = writeln!(
                out,
                "    {:<24} ship {:<2} {:<18} {}",
                format!("{}{kind}", pos(d, at)),
                id,
                seats.label(s.owner),
                cargo_text(d, s.cargo)
            );
        }
        // Channels out of occupied single-ship positions, by colour.
        let mut lines = Vec::new();
        let mut seen = Vec::new();
        for &(at, _) in &on_board {
            if board.kind(at).holds_many() || seen.contains(&at) {
                continue;
            }
            seen.push(at);
            let mut parts = Vec::new();
            for c in Colour::ALL {
                for &t in board.targets(at, c) {
                    let busy = if p.fleet.is_free(board, t) { "" } else { "*" };
                    parts.push(format!("{c}→{}{busy}", pos(d, t)));
                }
            }
            if !parts.is_empty() {
                lines.push(format!("    {:<6} {}", pos(d, at), parts.join("  ")));
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
        .filter(|&&s| p.fleet.is_free(board, s))
        .map(|&s| pos(d, s))
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
    let _ = writeln!(out, "  harbours:");
    for (hi, &h) in board.harbours().iter().enumerate() {
        let accepts = d
            .accepts
            .get(h as usize)
            .copied()
            .flatten()
            .map_or_else(|| "?".to_string(), |r| raw(d, r));
        let pile = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = match v.piles.product_tops.get(hi).copied().flatten() {
            Some(t) => format!(", top card: {}", product(d, t)),
            None if p.variants.open_products => ", pile empty".to_string(),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "    {:<14} accepts {:<11} product pile {pile:>2}{top}",
            pos(d, h),
            accepts
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
        let mark = match (seat == p.hm, v.to_act == Some(seat)) {
            (true, true) => " [HM, to act]",
            (true, false) => " [HM]",
            (false, true) => " [to act]",
            _ => "",
        };
        let _ = writeln!(
            out,
            "  {}{mark}: ships in supply {} | hand: {} products, {} missions, {} navigation | missions done {} ({} pts) | laid: {}",
            seats.label(seat),
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
        let _ = writeln!(out, "  products:   {}", product_counts(d, &hand.products));
        if hand.missions.is_empty() {
            let _ = writeln!(out, "  missions:   none");
        }
        for (i, &m) in hand.missions.iter().enumerate() {
            let need = d
                .missions
                .get(m as usize)
                .map(|x| x.need)
                .unwrap_or_default();
            let wanted: u8 = need.iter().sum();
            let have: u8 = need
                .iter()
                .zip(hand.products.iter())
                .map(|(n, h)| (*n).min(*h))
                .sum();
            let _ = writeln!(
                out,
                "  {} {} (you hold {have} of {wanted})",
                if i == 0 { "missions:  " } else { "           " },
                mission(d, m)
            );
        }
        let _ = writeln!(out, "  navigation: {}", nav_counts(&hand.nav));
    }

    // The decision in progress.
    if let Some(sail) = &p.sail {
        let _ = write!(
            out,
            "Colour call in progress: {} called by {}",
            sail.colour,
            seats.label(sail.caller)
        );
        if let Some(ship) = sail.fork {
            let s = p.fleet.ship(ship);
            let _ = write!(
                out,
                "; ship {ship} of {} waits at a fork at {}",
                seats.label(s.owner),
                s.pos.map_or_else(|| "?".into(), |x| pos(d, x))
            );
        }
        let _ = writeln!(out);
    }
    if let Some(offer) = &p.offer {
        let to = offer.to.map_or_else(
            || "(being composed)".to_string(),
            |t| format!("to {}", seats.label(t)),
        );
        let _ = writeln!(
            out,
            "Trade offer from {} {to}: gives {}; asks for {}",
            seats.label(offer.from),
            product_counts(d, &offer.give),
            product_counts(d, &offer.ask)
        );
    }
    if let Some(card) = &p.card {
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
        let _ = writeln!(
            out,
            "{} is playing {}: {stage}",
            seats.label(card.player),
            card.card
        );
    }
    out
}

/// One event in words, or `None` for events not worth a line.
pub fn event_text(data: &DataSet, fleet: &Fleet, seats: &Seats, event: &Event) -> Option<String> {
    let d = &*data.rotterdam;
    let who = |s: Seat| seats.label(s).to_string();
    let ship = |id: u8| match ship_owner(fleet, id) {
        Some(o) => format!("ship {id} of {}", who(o)),
        None => format!("ship {id}"),
    };
    Some(match event {
        Event::RoundStarted {
            round,
            harbour_master,
        } => format!(
            "-- round {round} begins; Harbour Master: {} --",
            who(*harbour_master)
        ),
        Event::PhaseStarted { phase } => format!("-- phase {phase}: {} --", phase_name(*phase)),
        Event::Passed { seat } => format!("{} passes", who(*seat)),
        Event::ShipPlaced {
            seat,
            ship: id,
            pos: at,
            cargo,
        } => format!(
            "{} places ship {id} on {}, {}",
            who(*seat),
            pos(d, *at),
            match cargo {
                Some(c) => format!("loaded with {}", raw(d, *c)),
                None => "empty".into(),
            }
        ),
        Event::ColourCalled { seat, colour } => format!("{} calls {colour}", who(*seat)),
        Event::ShipMoved { ship: id, from, to } => {
            let dir = if to < from { " (back)" } else { "" };
            format!(
                "{} moves {} → {}{dir}",
                ship(*id),
                pos(d, *from),
                pos(d, *to)
            )
        }
        Event::CardPlayed { seat, card } => format!("{} plays {card}", who(*seat)),
        Event::CardLaid { seat, card } => format!("{} lays {card} on the table", who(*seat)),
        Event::CargoSwapped { a, b } => format!("{} and {} swap cargo", ship(*a), ship(*b)),
        Event::CargoMoved {
            from_ship,
            to_ship,
            cargo,
        } => format!(
            "{} moves from {} to {}",
            raw(d, *cargo),
            ship(*from_ship),
            ship(*to_ship)
        ),
        Event::CargoReturned { ship: id, cargo } => {
            format!(
                "{} of {} goes back to the supply",
                raw(d, *cargo),
                ship(*id)
            )
        }
        Event::NavCardDrawn { seat, card } => match card {
            Some(c) => format!("{} draws a navigation card: {c}", who(*seat)),
            None => format!("{} draws a navigation card", who(*seat)),
        },
        Event::NavCardRefused { seat } => format!(
            "{} holds the most navigation cards allowed: none drawn",
            who(*seat)
        ),
        Event::NavPileReshuffled { cards } => {
            format!("the played navigation cards ({cards}) are shuffled into a new pile")
        }
        Event::ShipUnloaded {
            seat,
            ship: id,
            harbour,
            cargo,
            got_card,
            product: prod,
            ..
        } => {
            let what = match (cargo, got_card, prod) {
                (None, _, _) => "empty, no product card".to_string(),
                (Some(c), true, Some(p)) => format!("{} and takes {}", raw(d, *c), product(d, *p)),
                (Some(c), true, None) => format!("{} and takes a product card", raw(d, *c)),
                (Some(c), false, _) => format!("{}: no product card", raw(d, *c)),
            };
            format!(
                "{} unloads ship {id} in {}: {what}",
                who(*seat),
                pos(d, *harbour)
            )
        }
        Event::ProductBuried {
            harbour,
            product: p,
        } => format!(
            "the top card of {}'s pile ({}) goes under the pile",
            pos(d, *harbour),
            product(d, *p)
        ),
        Event::OfferSent {
            from,
            to,
            give,
            ask,
        } => format!(
            "{} offers {} to {} for {}",
            who(*from),
            product_list(d, give),
            who(*to),
            product_list(d, ask)
        ),
        Event::OfferAccepted { from, to } => {
            format!("{} accepts the offer of {}", who(*to), who(*from))
        }
        Event::OfferDeclined { from, to } => {
            format!("{} declines the offer of {}", who(*to), who(*from))
        }
        Event::OfferWithdrawn { seat } => format!("{} withdraws the offer", who(*seat)),
        Event::MissionCompleted {
            seat,
            mission: m,
            joker,
            points,
        } => format!(
            "{} completes the mission {} for {points} pts{}",
            who(*seat),
            mission(d, *m),
            joker.map_or(String::new(), |p| format!(
                " (a Joker for {})",
                product(d, p)
            ))
        ),
        Event::MissionDrawn { seat, mission: m } => match m {
            Some(m) => format!("{} draws the mission {}", who(*seat), mission(d, *m)),
            None => format!("{} draws a mission card", who(*seat)),
        },
        Event::GameEnded { capped } => {
            if *capped {
                "== the game ends: the round cap is reached ==".into()
            } else {
                "== the game ends ==".into()
            }
        }
    })
}

/// The final scores as a table, with rounds, cap and winners.
pub fn scores_table(outcome: &Outcome, bots: &[String]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>4}  {:<10} {:>5} {:>8} {:>5} {:>8} {:>13} {:>4}",
        "seat", "player", "total", "missions", "cards", "products", "product cards", "rank"
    );
    let mut scores = outcome.scores.clone();
    scores.sort_by_key(|s| (s.rank, s.seat));
    for s in &scores {
        let name = bots.get(s.seat as usize).map_or("?", String::as_str);
        let _ = writeln!(
            out,
            "{:>4}  {:<10} {:>5} {:>8} {:>5} {:>8} {:>13} {:>4}",
            s.seat, name, s.total, s.missions, s.cards, s.products, s.product_cards, s.rank
        );
    }
    let winners: Vec<String> = outcome
        .winners
        .iter()
        .map(|w| {
            format!(
                "seat {w} ({})",
                bots.get(*w as usize).map_or("?", String::as_str)
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "rounds: {} · {} · winner{}: {}",
        outcome.rounds,
        if outcome.capped {
            "capped (stopped by the round cap)"
        } else {
            "not capped (ended by the rules)"
        },
        if winners.len() > 1 { "s (tied)" } else { "" },
        winners.join(", ")
    );
    out
}
