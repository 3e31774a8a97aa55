//! Plain-text rendering: a seat's view of the game, the final scores. Actions, decisions and
//! events come from the engine as catalogue messages and are put into words by
//! `havenbaron_words::Words` (the same catalogue the browser reads).
//!
//! Everything here works from a [`View`] (never the game's hidden state). One module per rule
//! set draws its view ([`rotterdam`], [`masters`], [`antwerpen`]); [`common`] holds what they
//! share (ships on the board, channels, card counts, hands, offers, a call in progress).

mod antwerpen;
mod canvas;
mod common;
mod fit;
mod map;
#[cfg(test)]
mod map_tests;
mod masters;
mod paint;
mod rotterdam;
mod screen;

use std::fmt::Write as _;

use havenbaron_engine::core::board::Board;
use havenbaron_engine::core::goods::{Harbours, Mission};
use havenbaron_engine::{Arg, DataSet, Event, Message, Outcome, Ruleset, Seat, View};
use havenbaron_words::Words;

pub use fit::{WIDTH, columns, fit};
pub use paint::Paint;

/// How a seat is named in texts: "seat 0 (you)" or "seat 2 (greedy)".
pub struct Seats {
    labels: Vec<String>,
}

impl Seats {
    /// `names[s]` is the bot name of seat `s`, or `None` for the human.
    pub fn new(words: &Words, names: &[Option<String>]) -> Seats {
        Seats {
            labels: names
                .iter()
                .enumerate()
                .map(|(s, n)| {
                    let m = match n {
                        Some(bot) => {
                            Message::new("cli-seat-bot").arg("bot", Arg::Text(bot.clone()))
                        }
                        None => Message::new("cli-seat-you"),
                    };
                    words.format(&m.num("seat", s as i64), &|s| s.to_string())
                })
                .collect(),
        }
    }

    pub fn label(&self, seat: Seat) -> &str {
        self.labels.get(seat as usize).map_or("?", String::as_str)
    }
}

/// The rule set's full name, for titles.
pub fn ruleset_title(words: &Words, ruleset: Ruleset) -> String {
    words.text(&format!("{ruleset}-title"))
}

/// Events that open a new part of the game (a round, a phase, a turn, the end): shown
/// unindented, before the action line they follow from.
pub fn is_header(event: &Event) -> bool {
    matches!(
        event,
        Event::RoundStarted { .. }
            | Event::PhaseStarted { .. }
            | Event::TurnStarted { .. }
            | Event::GameEnded { .. }
    )
}

/// How far the game is, on the rule set's clock: e.g. "round 3" or "turn 17"
/// (`cli-progress-round`, `cli-progress-turn`: the rule set's cap unit).
pub fn progress(words: &Words, view: &View) -> String {
    let p = view.progress();
    let m = Message::new(format!("cli-progress-{}", p.unit)).num("n", p.count);
    words.format(&m, &|s| words.seat(s))
}

/// Names of raw materials, products, positions, missions and locks, from the board and goods
/// every rule set's data holds in one shape (`Harbours`; Masters of Trade uses the base
/// game's), and Antwerpen's lock names (none elsewhere).
#[derive(Clone, Copy)]
pub struct Names<'a> {
    pub harbours: &'a Harbours,
    pub locks: &'a [String],
}

impl<'a> Names<'a> {
    pub fn new(harbours: &'a Harbours) -> Names<'a> {
        Names {
            harbours,
            locks: &[],
        }
    }

    pub fn board(&self) -> &'a Board {
        &self.harbours.board
    }

    pub fn raw(&self, r: u8) -> String {
        let id = self.harbours.raws.get(r as usize).map(|x| &x.id);
        id.map_or_else(|| format!("raw #{r}"), Clone::clone)
    }

    pub fn product(&self, p: u8) -> String {
        let id = self.harbours.products.get(p as usize).map(|x| &x.id);
        id.map_or_else(|| format!("product #{p}"), Clone::clone)
    }

    pub fn pos(&self, p: u8) -> String {
        self.board()
            .positions
            .get(p as usize)
            .map_or_else(|| format!("position #{p}"), |x| x.id.clone())
    }

    /// The raw material a harbour accepts.
    pub fn accepts(&self, harbour: u8) -> Option<u8> {
        self.harbours
            .accepts
            .get(harbour as usize)
            .copied()
            .flatten()
    }

    pub fn mission(&self, m: u8) -> Option<&'a Mission> {
        self.harbours.missions.get(m as usize)
    }

    /// The products a mission needs, as counts per product.
    pub fn mission_need(&self, m: u8) -> Vec<u8> {
        self.mission(m).map(|x| x.need.to_vec()).unwrap_or_default()
    }

    pub fn lock(&self, l: u8) -> String {
        self.locks
            .get(l as usize)
            .cloned()
            .unwrap_or_else(|| format!("lock #{l}"))
    }
}

/// The view as text: the state of the game as its viewer may know it (the board as a map,
/// then as lists), the viewer's hand and the decision in progress; `paint` says whether the
/// map may use ANSI colour.
pub fn view_text(
    words: &Words,
    data: &DataSet,
    view: &View,
    seats: &Seats,
    paint: Paint,
) -> String {
    let text = match view {
        View::Rotterdam(v) => rotterdam::view_text(words, &data.rotterdam, v, seats, paint),
        View::Masters(v) => masters::view_text(words, &data.masters, v, seats, paint),
        View::Antwerpen(v) => antwerpen::view_text(words, &data.antwerpen, v, seats, paint),
    };
    fit(&text, WIDTH)
}

/// A decision's screen when the terminal is redrawn: the view without the board's section
/// (from its title to the players: map, ships, harbours or docks, markets, supply, piles),
/// which `b` and `m` show. What is left (header, players, hand, what is in progress) fits one
/// terminal screen beside the choices.
pub fn decision_text(
    words: &Words,
    data: &DataSet,
    view: &View,
    seats: &Seats,
    paint: Paint,
) -> String {
    let full = view_text(words, data, view, seats, paint);
    let board = match view {
        View::Rotterdam(_) | View::Masters(_) => &data.rotterdam.harbours.board,
        View::Antwerpen(_) => &data.antwerpen.harbours.board,
    };
    let title = words.format(
        &Message::new("cli-board").arg("name", Arg::Text(board.name.clone())),
        &|s| seats.label(s).to_string(),
    );
    let players = words.text("cli-players");
    let mut out = String::new();
    let mut in_board = false;
    for line in full.lines() {
        if line == title {
            in_board = true;
        } else if line == players {
            in_board = false;
        }
        if !in_board {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// The board's map alone (title, map, legend): what `m` shows at a decision, so that the
/// map and the choices fit on one terminal screen.
pub fn map_text(words: &Words, data: &DataSet, view: &View, seats: &Seats, paint: Paint) -> String {
    let text = match view {
        View::Rotterdam(v) => rotterdam::map_text(words, &data.rotterdam, v, seats, paint),
        View::Masters(v) => masters::map_text(words, &data.masters, v, seats, paint),
        View::Antwerpen(v) => antwerpen::map_text(words, &data.antwerpen, v, seats, paint),
    };
    fit(&text, WIDTH)
}

/// The final scores as a table, with rounds (turns), cap and winners.
pub fn scores_table(words: &Words, outcome: &Outcome, bots: &[String], ruleset: Ruleset) -> String {
    let t = |id: &str| words.text(id);
    let (missions, cards) = match ruleset {
        Ruleset::Masters => (t("cli-col-assignments"), t("cli-col-vp-cards")),
        _ => (t("cli-col-missions"), t("cli-col-cards")),
    };
    let cols = [
        t("cli-col-seat"),
        t("cli-col-player"),
        t("cli-col-total"),
        missions,
        cards,
        t("cli-col-products"),
        t("cli-col-product-cards"),
        t("cli-col-rank"),
    ];
    let w: Vec<usize> = cols
        .iter()
        .zip([4, 10, 5, 8, 5, 8, 5, 4])
        .map(|(c, min)| c.chars().count().max(min))
        .collect();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:>w0$}  {:<w1$} {:>w2$} {:>w3$} {:>w4$} {:>w5$} {:>w6$} {:>w7$}",
        cols[0],
        cols[1],
        cols[2],
        cols[3],
        cols[4],
        cols[5],
        cols[6],
        cols[7],
        w0 = w[0],
        w1 = w[1],
        w2 = w[2],
        w3 = w[3],
        w4 = w[4],
        w5 = w[5],
        w6 = w[6],
        w7 = w[7],
    );
    let mut scores = outcome.scores.clone();
    scores.sort_by_key(|s| (s.rank, s.seat));
    for s in &scores {
        let name = bots.get(s.seat as usize).map_or("?", String::as_str);
        let _ = writeln!(
            out,
            "{:>w0$}  {:<w1$} {:>w2$} {:>w3$} {:>w4$} {:>w5$} {:>w6$} {:>w7$}",
            s.seat,
            name,
            s.total,
            s.missions,
            s.cards,
            s.products,
            s.product_cards,
            s.rank,
            w0 = w[0],
            w1 = w[1],
            w2 = w[2],
            w3 = w[3],
            w4 = w[4],
            w5 = w[5],
            w6 = w[6],
            w7 = w[7],
        );
    }
    let winners: Vec<Arg> = outcome
        .winners
        .iter()
        .map(|w| {
            Arg::Text(format!(
                "{} ({})",
                words.seat(*w),
                bots.get(*w as usize).map_or("?", String::as_str)
            ))
        })
        .collect();
    // `cli-rounds-played`, `cli-capped-rounds` or the same in turns: the rule set's cap unit.
    let unit = ruleset.info().cap_unit;
    let played = Message::new(format!("cli-{unit}s-played")).num("n", outcome.rounds);
    let capped = if outcome.capped {
        format!("cli-capped-{unit}s")
    } else {
        "cli-not-capped".to_string()
    };
    // A capped game is unfinished: nobody won it (C-7).
    let winners = if outcome.capped {
        Message::new("cli-no-winner-capped")
    } else {
        Message::new("cli-winners")
            .num("n", winners.len() as i64)
            .arg("list", Arg::List(winners))
    };
    let seat = |s: Seat| words.seat(s);
    let _ = writeln!(
        out,
        "{} · {} · {}",
        words.format(&played, &seat),
        t(&capped),
        words.format(&winners, &seat)
    );
    out
}
