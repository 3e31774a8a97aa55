//! Plain-text rendering: a seat's view of the game, events in words, the final scores.
//!
//! Everything here works from a [`View`] (never the game's hidden state) and from events that
//! the caller has already redacted for the viewer. One module per rule set draws its view
//! ([`rotterdam`], [`masters`], [`antwerpen`]); [`common`] holds what they share (ships on the
//! board, channels, card counts, hands, offers, a call in progress) and [`events`] puts every
//! event of every rule set into words.

mod antwerpen;
mod common;
mod events;
mod masters;
mod rotterdam;

use std::fmt::Write as _;

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::{DataSet, Outcome, Ruleset, Seat, View};

pub use events::{event_text, is_header};

/// How a seat is named in texts: "seat 0 (you)" or "seat 2 (greedy)".
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

/// The rule set's full name, for titles.
pub fn ruleset_title(ruleset: Ruleset) -> &'static str {
    ruleset.info().name
}

pub fn ruleset_of(view: &View) -> Ruleset {
    view.ruleset()
}

/// The ships (public: every seat sees them).
pub fn fleet(view: &View) -> &Fleet {
    view.fleet()
}

/// How far the game is, on the rule set's clock: e.g. "round 3" or "turn 17".
pub fn progress(view: &View) -> String {
    let p = view.progress();
    format!("{} {}", p.unit, p.count)
}

/// Names of raw materials, products, positions, missions and locks, from the data of the
/// view's rule set (Masters of Trade uses the Rotterdam board and cards).
#[derive(Clone, Copy)]
pub enum Names<'a> {
    Rotterdam(&'a havenbaron_engine::rotterdam::Data),
    Antwerpen(&'a havenbaron_engine::antwerpen::Data),
}

impl<'a> Names<'a> {
    pub fn new(data: &'a DataSet, ruleset: Ruleset) -> Names<'a> {
        match ruleset {
            Ruleset::Rotterdam => Names::Rotterdam(&data.rotterdam),
            Ruleset::Masters => Names::Rotterdam(&data.masters.base),
            Ruleset::Antwerpen => Names::Antwerpen(&data.antwerpen),
        }
    }

    pub fn board(&self) -> &'a Board {
        match self {
            Names::Rotterdam(d) => &d.board,
            Names::Antwerpen(d) => &d.board,
        }
    }

    pub fn raw(&self, r: u8) -> String {
        let id = match self {
            Names::Rotterdam(d) => d.raws.get(r as usize).map(|x| &x.id),
            Names::Antwerpen(d) => d.raws.get(r as usize).map(|x| &x.id),
        };
        id.map_or_else(|| format!("raw #{r}"), Clone::clone)
    }

    pub fn product(&self, p: u8) -> String {
        let id = match self {
            Names::Rotterdam(d) => d.products.get(p as usize).map(|x| &x.id),
            Names::Antwerpen(d) => d.products.get(p as usize).map(|x| &x.id),
        };
        id.map_or_else(|| format!("product #{p}"), Clone::clone)
    }

    pub fn product_count(&self) -> usize {
        match self {
            Names::Rotterdam(d) => d.products.len(),
            Names::Antwerpen(d) => d.products.len(),
        }
    }

    pub fn pos(&self, p: u8) -> String {
        self.board()
            .positions
            .get(p as usize)
            .map_or_else(|| format!("position #{p}"), |x| x.id.clone())
    }

    /// The raw material a harbour accepts.
    pub fn accepts(&self, harbour: u8) -> Option<u8> {
        match self {
            Names::Rotterdam(d) => d.accepts.get(harbour as usize).copied().flatten(),
            Names::Antwerpen(d) => d.accepts.get(harbour as usize).copied().flatten(),
        }
    }

    /// A mission (assignment) as text, e.g. "gasoline + jam (6 pts)".
    pub fn mission(&self, m: u8) -> String {
        match self {
            Names::Rotterdam(d) if (m as usize) < d.missions.len() => d.mission_text(m),
            Names::Antwerpen(d) if (m as usize) < d.missions.len() => d.mission_text(m),
            _ => format!("mission #{m}"),
        }
    }

    /// The products a mission needs, as counts per product.
    pub fn mission_need(&self, m: u8) -> Vec<u8> {
        match self {
            Names::Rotterdam(d) => d.missions.get(m as usize).map(|x| x.need.to_vec()),
            Names::Antwerpen(d) => d.missions.get(m as usize).map(|x| x.need.to_vec()),
        }
        .unwrap_or_default()
    }

    pub fn lock(&self, l: u8) -> String {
        match self {
            Names::Antwerpen(d) if (l as usize) < d.locks.len() => d.lock_name(l).to_string(),
            _ => format!("lock #{l}"),
        }
    }
}

/// The view as text: the state of the game as its viewer may know it, the viewer's hand and
/// the decision in progress.
pub fn view_text(data: &DataSet, view: &View, seats: &Seats) -> String {
    match view {
        View::Rotterdam(v) => rotterdam::view_text(&data.rotterdam, v, seats),
        View::Masters(v) => masters::view_text(&data.masters, v, seats),
        View::Antwerpen(v) => antwerpen::view_text(&data.antwerpen, v, seats),
    }
}

/// The final scores as a table, with rounds (turns), cap and winners.
pub fn scores_table(outcome: &Outcome, bots: &[String], ruleset: Ruleset) -> String {
    let (missions, cards) = match ruleset {
        Ruleset::Rotterdam => ("missions", "cards"),
        Ruleset::Masters => ("assignments", "VP cards"),
        Ruleset::Antwerpen => ("missions", "cards"),
    };
    let mw = missions.len().max(8);
    let cw = cards.len().max(5);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>4}  {:<10} {:>5} {:>mw$} {:>cw$} {:>8} {:>13} {:>4}",
        "seat", "player", "total", missions, cards, "products", "product cards", "rank"
    );
    let mut scores = outcome.scores.clone();
    scores.sort_by_key(|s| (s.rank, s.seat));
    for s in &scores {
        let name = bots.get(s.seat as usize).map_or("?", String::as_str);
        let _ = writeln!(
            out,
            "{:>4}  {:<10} {:>5} {:>mw$} {:>cw$} {:>8} {:>13} {:>4}",
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
    let unit = ruleset.info().cap_unit;
    let _ = writeln!(
        out,
        "{unit}s: {} · {} · winner{}: {}",
        outcome.rounds,
        if outcome.capped {
            format!("capped (stopped by the {unit} cap)")
        } else {
            "not capped (ended by the rules)".to_string()
        },
        if winners.len() > 1 { "s (tied)" } else { "" },
        winners.join(", ")
    );
    out
}
