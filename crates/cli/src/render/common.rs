//! What the rule sets' screens share: the catalogue at hand ([`Screen`]), card counts in
//! words, ships on the board with the channels out of their positions, a hand's missions, a
//! colour call, a navigation card being played, a trade offer.
//!
//! Every word comes from the catalogue (`crates/words/locales/<lang>/cli.ftl` and the names
//! of `shared.ftl`), so the terminal says what the browser says, in the chosen language.

use std::fmt::Write as _;

use havenbaron_engine::core::board::{PosId, PosKind};
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::navigation::{CardPlay, CardStage, NavCard};
use havenbaron_engine::core::sailing::Sail;
use havenbaron_engine::{Arg, Colour, Message, NameKind, Seat};

use super::Names;
use super::fit::WIDTH;
use super::map::map_lines;
// Here too, so the rule sets' panels find everything they share in one module.
pub use super::screen::{LockAt, Screen, msg_arg, name, serde_id};

/// A number shown as text, padded by the layout (e.g. `{:>2}`), so the catalogue does not
/// pick a plural form by it.
pub fn padded(text: String) -> Arg {
    Arg::Text(text)
}

/// Counts per kind in words, e.g. "gasoline ×2, bread"; the message `empty` when there are
/// none.
pub fn counts_arg(counts: &[u8], name: impl Fn(u8) -> Arg, empty: &str) -> Arg {
    let parts: Vec<Arg> = counts
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(i, &n)| {
            msg_arg(
                Message::new("counted")
                    .arg("what", name(i as u8))
                    .num("n", n),
            )
        })
        .collect();
    if parts.is_empty() {
        msg_arg(Message::new(empty))
    } else {
        Arg::List(parts)
    }
}

/// Product cards per type, e.g. "gasoline ×2, bread"; "nothing" when empty.
pub fn product_counts(sc: &Screen, counts: &[u8]) -> String {
    sc.arg(&counts_arg(counts, |p| sc.product(p), "nothing"))
}

/// A navigation (shipping) card by its index.
pub fn nav_name(i: u8) -> Arg {
    NavCard::ALL.get(i as usize).map_or_else(
        || name(NameKind::Card, format!("#{i}")),
        |c| name(NameKind::Card, serde_id(c)),
    )
}

/// Navigation (shipping) cards per type; "none" when empty.
pub fn nav_counts(sc: &Screen, counts: &[u8]) -> String {
    sc.arg(&counts_arg(counts, nav_name, "none"))
}

pub fn cargo_text(sc: &Screen, cargo: Option<u8>) -> String {
    cargo.map_or_else(|| sc.text("cargo-empty"), |c| sc.arg(&sc.raw(c)))
}

/// "seat 2 (greedy)", or "nobody (the game is over)".
pub fn to_act_text(sc: &Screen, to_act: Option<Seat>) -> String {
    to_act.map_or_else(
        || sc.text("cli-nobody-game-over"),
        |s| sc.seats.label(s).to_string(),
    )
}

/// The marks after a seat's name in the players' list, e.g. " [HM, to act]".
pub fn seat_mark(sc: &Screen, seat: Seat, hm: Option<Seat>, to_act: Option<Seat>) -> String {
    let id = match (Some(seat) == hm, to_act == Some(seat)) {
        (true, true) => "cli-mark-hm-to-act",
        (true, false) => "cli-mark-hm",
        (false, true) => "cli-mark-to-act",
        _ => return String::new(),
    };
    format!(" {}", sc.text(id))
}

/// A channel's colours: "red", or "yellow+blue" for a double channel.
pub fn colours_text(sc: &Screen, colours: &[Colour]) -> String {
    colours
        .iter()
        .map(|&c| sc.arg(&sc.colour(c)))
        .collect::<Vec<_>>()
        .join("+")
}

/// "a→b": a channel's ends.
pub fn channel_text(sc: &Screen, from: PosId, to: PosId) -> String {
    format!("{}→{}", sc.arg(&sc.pos(from)), sc.arg(&sc.pos(to)))
}

/// "label: value" in the language's typography (French puts a no-break space before the
/// colon): the catalogue's `cli-label-value`.
pub fn label_value(sc: &Screen, label: String, value: String) -> String {
    sc.say(
        Message::new("cli-label-value")
            .arg("label", Arg::Text(label))
            .arg("value", Arg::Text(value)),
    )
}

/// Labelled lines (a hand): `  label: value`, the values lined up after the longest label.
pub fn labelled_lines(out: &mut String, rows: &[(String, String)]) {
    let width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    for (label, value) in rows {
        let _ = writeln!(out, "  {label:<width$} {value}");
    }
}

/// The board's title, its map and the map's legend (`ports`: the message id heading the
/// harbours' or docks' legend).
pub fn map_section(out: &mut String, sc: &Screen, fleet: &Fleet, locks: LockAt, ports: &str) {
    let board = sc.names.board();
    let _ = writeln!(
        out,
        "{}",
        sc.say(Message::new("cli-board").arg("name", Arg::Text(board.name.clone())))
    );
    for line in map_lines(sc, fleet, locks, ports) {
        let _ = writeln!(out, "{line}");
    }
}

/// The board: the map with its legend ([`map_section`]), then the details as lists: ships
/// on it in board order (position, ship, owner, cargo), the channels out of the positions that
/// hold a ship (an occupied target marked `*`, a lock with its state), and the free starts.
pub fn board_section(out: &mut String, sc: &Screen, fleet: &Fleet, locks: LockAt, ports: &str) {
    let board = sc.names.board();
    map_section(out, sc, fleet, locks, ports);
    let mut on_board: Vec<(u8, u8)> = fleet
        .ships
        .iter()
        .enumerate()
        .filter_map(|(id, s)| s.pos.map(|at| (at, id as u8)))
        .collect();
    on_board.sort();
    if on_board.is_empty() {
        let _ = writeln!(out, "  {}", sc.text("cli-no-ships-on-board"));
    } else {
        let _ = writeln!(out, "  {}", sc.text("cli-ships"));
        // (where, ship, owner, cargo), then written with each column as wide as its widest.
        let rows: Vec<[String; 4]> = on_board
            .iter()
            .map(|&(at, id)| {
                let s = fleet.ship(id);
                let kind = match board.kind(at) {
                    PosKind::Start => Some("cli-kind-start"),
                    PosKind::Anchor => Some("cli-kind-anchor"),
                    PosKind::Harbour => Some("cli-kind-harbour"),
                    PosKind::Exit => Some("cli-kind-exit"),
                    PosKind::Water => None,
                }
                .map_or(String::new(), |k| format!(" ({})", sc.text(k)));
                [
                    format!("{}{kind}", sc.arg(&sc.pos(at))),
                    sc.say(Message::new("ship").arg("ship", padded(format!("{id:<2}")))),
                    sc.seats.label(s.owner).to_string(),
                    cargo_text(sc, s.cargo),
                ]
            })
            .collect();
        let width = |col: usize| {
            rows.iter()
                .map(|r| r[col].chars().count())
                .max()
                .unwrap_or(0)
        };
        let (w0, w2) = (width(0), width(2));
        for [at, ship, owner, cargo] in &rows {
            let _ = writeln!(out, "    {at:<w0$} {ship} {owner:<w2$} {cargo}");
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
                    let busy = if fleet.is_free(c.to) { "" } else { "*" };
                    let lock = match locks(c.from, c.to) {
                        Some((lock, open)) => format!(
                            " [{}]",
                            sc.say(
                                Message::new(if open {
                                    "cli-lock-open-mark"
                                } else {
                                    "cli-lock-closed-mark"
                                })
                                .arg("lock", lock)
                            )
                        ),
                        None => String::new(),
                    };
                    format!(
                        "{}→{}{busy}{lock}",
                        colours_text(sc, &c.colours),
                        sc.arg(&sc.pos(c.to))
                    )
                })
                .collect();
            if !parts.is_empty() {
                lines.push(format!(
                    "    {:<6} {}",
                    sc.arg(&sc.pos(at)),
                    parts.join("  ")
                ));
            }
        }
        if !lines.is_empty() {
            let _ = writeln!(out, "  {}", sc.text("cli-channels-from-ships"));
            for l in lines {
                let _ = writeln!(out, "{l}");
            }
        }
    }
    let free_starts: Vec<Arg> = board
        .starts()
        .iter()
        .filter(|&&s| fleet.is_free(s))
        .map(|&s| sc.pos(s))
        .collect();
    let _ = writeln!(
        out,
        "  {}",
        sc.say(Message::new("cli-free-starts").arg("list", sc.list_or(free_starts, "none")))
    );
}

/// The harbours' (docks') list, its columns as wide as their widest entry so long names (in
/// French or German, or from a replacement data file) keep the columns lined up: each line is
/// the harbour's name, what it accepts, what `middle` says (Antwerpen's lock) and its pile.
pub struct HarbourColumns {
    name: usize,
    accepts: usize,
    middle: usize,
}

impl HarbourColumns {
    /// Widths for `harbours`, with `middles` (one per harbour, or none) in the third column.
    pub fn new(sc: &Screen, harbours: &[PosId], middles: &[String]) -> HarbourColumns {
        let widest = |texts: &mut dyn Iterator<Item = String>| {
            texts.map(|t| t.chars().count()).max().unwrap_or(0)
        };
        HarbourColumns {
            name: widest(&mut harbours.iter().map(|&h| sc.arg(&sc.pos(h)))),
            accepts: widest(&mut harbours.iter().map(|&h| accepts_text(sc, h))),
            middle: widest(&mut middles.iter().cloned()),
        }
    }

    /// One harbour's line; its pile goes on a second line, under what it accepts, when the
    /// line would not fit the terminal's width.
    pub fn line(&self, sc: &Screen, harbour: PosId, middle: Option<&str>, pile: String) -> String {
        let (name, accepts) = (self.name, self.accepts);
        let middle = middle.map_or(String::new(), |m| format!(" {m:<w$}", w = self.middle));
        let line = format!(
            "    {:<name$} {:<accepts$}{middle}",
            sc.arg(&sc.pos(harbour)),
            accepts_text(sc, harbour)
        );
        if line.chars().count() + 1 + pile.chars().count() <= WIDTH {
            format!("{line} {pile}")
        } else {
            format!(
                "{}\n{:indent$}{pile}",
                line.trim_end(),
                "",
                indent = 5 + name
            )
        }
    }
}

/// "accepts fruit": what a harbour takes.
fn accepts_text(sc: &Screen, harbour: PosId) -> String {
    let raw = sc
        .names
        .accepts(harbour)
        .map_or_else(|| Arg::Text("?".into()), |r| sc.raw(r));
    sc.say(Message::new("cli-accepts").arg("raw", raw))
}

/// "Raw materials in supply: grain 3, fruit 4, …".
pub fn supply_line(sc: &Screen, raws: usize, supply: &[u8]) -> String {
    let list: Vec<String> = (0..raws as u8)
        .map(|r| {
            format!(
                "{} {}",
                sc.arg(&sc.raw(r)),
                supply.get(r as usize).copied().unwrap_or(0)
            )
        })
        .collect();
    sc.say(Message::new("cli-supply-raws").arg("list", Arg::Text(list.join(", "))))
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

/// "(you hold 1 of 2)": how much of a mission the viewer's products cover.
pub fn you_hold(sc: &Screen, mission: u8, products: &[u8]) -> String {
    let (have, wanted) = mission_progress(sc.names, mission, products);
    sc.say(
        Message::new("cli-you-hold")
            .num("have", have)
            .num("wanted", wanted),
    )
}

/// A hand's missions as labelled rows, one per mission, each with how many of its products
/// `products` hold; "none" when there are none.
pub fn mission_rows(
    sc: &Screen,
    label: String,
    missions: &[u8],
    products: &[u8],
) -> Vec<(String, String)> {
    if missions.is_empty() {
        return vec![(label, sc.text("none"))];
    }
    missions
        .iter()
        .enumerate()
        .map(|(i, &m)| {
            (
                if i == 0 { label.clone() } else { String::new() },
                format!("{} {}", sc.arg(&sc.mission(m)), you_hold(sc, m, products)),
            )
        })
        .collect()
}

/// A colour call in progress, with a ship waiting at a fork.
pub fn sail_text(sc: &Screen, fleet: &Fleet, sail: &Sail) -> String {
    let mut s = sc.say(
        Message::new("cli-sail")
            .arg("colour", sc.colour(sail.colour))
            .seat("seat", sail.caller),
    );
    if let Some(ship) = sail.fork {
        let sh = fleet.ship(ship);
        let at = sh.pos.map_or_else(|| Arg::Text("?".into()), |x| sc.pos(x));
        s.push_str(
            &sc.say(
                Message::new("cli-sail-fork")
                    .num("ship", ship)
                    .seat("owner", sh.owner)
                    .arg("pos", at),
            ),
        );
    }
    s
}

/// A navigation (shipping) card being played, and the choice it waits for.
pub fn card_play_text(sc: &Screen, card: &CardPlay) -> String {
    let stage = match card.stage {
        CardStage::Ship => Message::new("cli-card-ship"),
        CardStage::SecondShip { first } => Message::new("cli-card-second-ship").num("ship", first),
        CardStage::Back { ship, steps } => Message::new("cli-card-back")
            .num("ship", ship)
            .num("steps", steps),
        CardStage::Receiver { source } => Message::new("cli-card-receiver").num("ship", source),
        CardStage::ReceiverStart { source } => {
            Message::new("cli-card-receiver-start").num("ship", source)
        }
        CardStage::Place => Message::new("cli-card-place"),
    };
    sc.say(
        Message::new("cli-card-play")
            .seat("seat", card.player)
            .arg("card", sc.thing(NameKind::Card, &card.card))
            .msg("stage", stage),
    )
}

/// A trade offer, being composed or waiting for an answer.
pub fn offer_text(sc: &Screen, from: Seat, to: Option<Seat>, give: &[u8], ask: &[u8]) -> String {
    let m = match to {
        Some(t) => Message::new("cli-offer-to").seat("to", t),
        None => Message::new("cli-offer-composing"),
    };
    sc.say(
        m.seat("from", from)
            .arg("give", Arg::Text(product_counts(sc, give)))
            .arg("ask", Arg::Text(product_counts(sc, ask))),
    )
}

/// A harbour's open product pile: its size and, when face up, its top card.
pub fn pile_text(sc: &Screen, size: u8, top: Option<u8>, open: bool) -> String {
    let m = match top {
        Some(t) => Message::new("cli-pile-top").arg("product", sc.product(t)),
        None if open && size == 0 => Message::new("cli-pile-empty"),
        None if open => Message::new("cli-pile-face-down"),
        None => Message::new("cli-pile"),
    };
    sc.say(m.arg("size", padded(format!("{size:>2}"))))
}
