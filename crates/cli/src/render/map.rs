//! The board as a map: positions placed by their data coordinates on a character grid, the
//! channels between them drawn with their colour's letter, the ships on their positions with
//! owner seat and cargo, Antwerpen's locks on their channels; a legend below it.
//!
//! It reads the same without colour (a letter per colour, a symbol per lock state); ANSI
//! colour is added on top only when the screen asks for it ([`Paint`](super::paint::Paint)). It draws only from
//! the view's fleet and lock states, so it shows nothing the viewer may not know.

use havenbaron_engine::core::board::{Board, PosId, PosKind};
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::{Arg, Colour, Message};

use super::canvas::Canvas;
use super::fit::WIDTH;
use super::paint::Ink;
use super::screen::{LockAt, Screen, serde_id};

/// Columns of the map's grid: with its indent and a ship's mark past the right edge's label,
/// a line fits the terminal's [`WIDTH`].
pub const MAP_WIDTH: usize = WIDTH - 4;
/// Rows of the map's grid.
pub const MAP_HEIGHT: usize = 21;
/// Legend lines are wrapped to this many columns (indent included).
const LEGEND_WIDTH: usize = WIDTH;
/// Ids up to this long are labels as they are; longer ones (harbours, docks, the exit) are
/// cut to a short name of at least this many letters.
const SHORT: usize = 3;
/// A space that [`wrap`] does not break at (it writes it as a space).
const KEEP: &str = "\u{a0}";
/// A closed lock on its channel, and an open one.
pub const LOCK_CLOSED: char = '#';
pub const LOCK_OPEN: char = '=';

/// The compact label of every position: its id when short, else the shortest prefix (of at
/// least [`SHORT`] letters) that tells it from every other label.
pub fn labels(board: &Board) -> Vec<String> {
    let ids: Vec<&str> = board.positions.iter().map(|p| p.id.as_str()).collect();
    let long = |id: &str| id.chars().count() > SHORT;
    let longest = ids.iter().map(|id| id.chars().count()).max().unwrap_or(0);
    for n in SHORT..=longest {
        let cut: Vec<String> = ids
            .iter()
            .map(|id| {
                if long(id) {
                    id.chars().take(n).collect()
                } else {
                    id.to_string()
                }
            })
            .collect();
        if cut.iter().enumerate().all(|(i, a)| !cut[..i].contains(a)) {
            return cut;
        }
    }
    ids.iter().map(|id| id.to_string()).collect()
}

/// Short marks for names (cargo): the shortest common prefix length that tells them apart,
/// in lower case.
pub fn short_marks(names: &[String]) -> Vec<String> {
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let longest = lower.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for n in 1..=longest {
        let cut: Vec<String> = lower.iter().map(|s| s.chars().take(n).collect()).collect();
        if cut.iter().enumerate().all(|(i, a)| !cut[..i].contains(a)) {
            return cut;
        }
    }
    lower
}

/// The grid cell of a position: its data coordinates scaled onto the grid.
pub fn cell(board: &Board, p: PosId) -> (usize, usize) {
    let pos = &board.positions[p as usize];
    let scale = |v: f32, cells: usize| (v.clamp(0.0, 1.0) * (cells - 1) as f32).round() as usize;
    (scale(pos.x, MAP_WIDTH), scale(pos.y, MAP_HEIGHT))
}

/// A colour's letter on the map, from the catalogue (`cli-map-letter`).
fn letter(sc: &Screen, c: Colour) -> char {
    let m = Message::new("cli-map-letter").arg("colour", Arg::Text(serde_id(&c)));
    sc.say(m).chars().next().unwrap_or('?')
}

/// The text drawn at a position: its label, then its ships as `[seat cargo]`, e.g.
/// `A2[0o]`, or `Bot[1 2g]` for a harbour holding two.
fn position_text(label: &str, ships: &[String]) -> String {
    if ships.is_empty() {
        label.to_string()
    } else {
        format!("{label}[{}]", ships.join(" "))
    }
}

/// The map and its legend, as lines indented by two spaces. `ports` names the heading of the
/// harbours' legend (`cli-map-harbours` or `cli-map-docks`).
pub fn map_lines(sc: &Screen, fleet: &Fleet, locks: LockAt, ports: &str) -> Vec<String> {
    let board = sc.names.board();
    let labels = labels(board);
    let raws: Vec<String> = (0..sc.names.harbours.raws.len() as u8)
        .map(|r| sc.arg(&sc.raw(r)))
        .collect();
    let cargo = short_marks(&raws);
    let mut ships: Vec<Vec<String>> = vec![Vec::new(); board.positions.len()];
    for s in &fleet.ships {
        if let Some(at) = s.pos.filter(|&p| (p as usize) < ships.len()) {
            let load = s
                .cargo
                .and_then(|c| cargo.get(c as usize))
                .map_or("", String::as_str);
            ships[at as usize].push(format!("{}{load}", s.owner));
        }
    }

    // Where each position's text goes: its label centred on the point, ships to the right.
    let mut canvas = Canvas::new(MAP_WIDTH, MAP_HEIGHT);
    let placed: Vec<(usize, usize, String)> = (0..board.positions.len())
        .map(|p| {
            let (col, row) = cell(board, p as PosId);
            let text = position_text(&labels[p], &ships[p]);
            let half = labels[p].chars().count() / 2;
            let start = col
                .saturating_sub(half)
                .min(MAP_WIDTH.saturating_sub(text.chars().count()));
            (start, row, text)
        })
        .collect();
    // The cells of a position's text and the blank either side of it.
    let covered = |col: usize, row: usize| {
        placed.iter().any(|(start, r, text)| {
            *r == row && (start.saturating_sub(1)..=start + text.chars().count()).contains(&col)
        })
    };

    // Locks go on top of every channel, so that no crossing line hides one.
    let mut lock_marks = Vec::new();
    for c in &board.channels {
        let letters: Vec<(char, Ink)> = c
            .colours
            .iter()
            .map(|&k| (letter(sc, k), Ink::Channel(k)))
            .collect();
        if letters.is_empty() {
            continue;
        }
        let cells = Canvas::line(cell(board, c.from), cell(board, c.to));
        for (i, &(col, row)) in cells.iter().enumerate() {
            let (ch, ink) = letters[i % letters.len()];
            canvas.put(col, row, ch, ink);
        }
        if let Some((_, open)) = locks(c.from, c.to) {
            let free: Vec<&(usize, usize)> = cells
                .iter()
                .filter(|(col, row)| !covered(*col, *row))
                .collect();
            if let Some(&&(col, row)) = free.get(free.len() / 2) {
                lock_marks.push((col, row, open));
            }
        }
    }
    for (col, row, open) in lock_marks {
        if open {
            canvas.put(col, row, LOCK_OPEN, Ink::LockOpen);
        } else {
            canvas.put(col, row, LOCK_CLOSED, Ink::LockClosed);
        }
    }
    // A blank cell either side sets each text apart from the channels that leave it.
    for (start, row, text) in &placed {
        if let Some(before) = start.checked_sub(1) {
            canvas.put(before, *row, ' ', Ink::Plain);
        }
        canvas.put(start + text.chars().count(), *row, ' ', Ink::Plain);
    }
    for (p, (start, row, text)) in placed.iter().enumerate() {
        let label_ink = if board.positions[p].kind.holds_many() {
            Ink::Port
        } else {
            Ink::Plain
        };
        let label_len = labels[p].chars().count();
        canvas.text(*start, *row, &labels[p], label_ink);
        let rest: String = text.chars().skip(label_len).collect();
        canvas.text(start + label_len, *row, &rest, Ink::Ship);
    }

    // The grid without its empty rows above and below the board.
    let rows = canvas.lines(sc.paint);
    let first = rows.iter().position(|l| !l.is_empty()).unwrap_or(0);
    let last = rows
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(0, |i| i + 1);
    let mut out: Vec<String> = rows[first..last.max(first)]
        .iter()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("  {l}")
            }
        })
        .collect();
    for line in legend(sc, &labels, &raws, &cargo, locks, ports) {
        out.extend(wrap(&line, LEGEND_WIDTH));
    }
    out
}

/// The legend: colour letters, the short names of harbours (docks) and the exit, the anchor
/// positions, what a ship's mark says, the lock symbols (only where the board has locks).
fn legend(
    sc: &Screen,
    labels: &[String],
    raws: &[String],
    cargo: &[String],
    locks: LockAt,
    ports: &str,
) -> Vec<String> {
    let board = sc.names.board();
    // One entry of a list: its spaces kept from breaking when the line is wrapped.
    let key = |mark: String, name: String| {
        let m = Message::new("cli-map-key")
            .arg("mark", Arg::Text(mark))
            .arg("name", Arg::Text(name));
        Arg::Text(sc.say(m).replace(' ', KEEP))
    };
    let mut lines = Vec::new();
    let used: Vec<Colour> = Colour::ALL
        .into_iter()
        .filter(|&k| board.channels.iter().any(|c| c.has_colour(k)))
        .collect();
    let colours: Vec<Arg> = used
        .iter()
        .map(|&k| key(letter(sc, k).to_string(), sc.arg(&sc.colour(k))))
        .collect();
    lines.push(sc.say(Message::new("cli-map-channels").arg("list", Arg::List(colours))));
    if board.channels.iter().any(|c| c.colours.len() > 1) {
        lines.push(sc.text("cli-map-doubles"));
    }
    // Each lock by name, with its state's symbol and the channel it is on.
    let on_map: Vec<Arg> = board
        .channels
        .iter()
        .filter_map(|c| {
            let (lock, open) = locks(c.from, c.to)?;
            let name = sc.say(
                Message::new("cli-map-lock")
                    .arg("lock", lock)
                    .arg("from", Arg::Text(labels[c.from as usize].clone()))
                    .arg("to", Arg::Text(labels[c.to as usize].clone())),
            );
            let mark = if open { LOCK_OPEN } else { LOCK_CLOSED };
            Some(key(mark.to_string(), name))
        })
        .collect();
    if !on_map.is_empty() {
        lines.push(
            sc.say(
                Message::new("cli-map-locks")
                    .arg("closed", Arg::Text(LOCK_CLOSED.to_string()))
                    .arg("open", Arg::Text(LOCK_OPEN.to_string()))
                    .arg("list", Arg::List(on_map)),
            ),
        );
    }
    let of_kind = |kind: PosKind| -> Vec<usize> {
        (0..board.positions.len())
            .filter(|&p| board.positions[p].kind == kind)
            .collect()
    };
    let harbours: Vec<Arg> = of_kind(PosKind::Harbour)
        .into_iter()
        .map(|p| {
            let raw = sc
                .names
                .accepts(p as PosId)
                .map_or_else(|| Arg::Text("?".into()), |r| sc.raw(r));
            let name = sc.say(
                Message::new("cli-map-harbour")
                    .arg("name", sc.pos(p as PosId))
                    .arg("raw", raw),
            );
            key(labels[p].clone(), name)
        })
        .collect();
    if !harbours.is_empty() {
        lines.push(sc.say(Message::new(ports).arg("list", Arg::List(harbours))));
    }
    let exits: Vec<Arg> = of_kind(PosKind::Exit)
        .into_iter()
        .map(|p| key(labels[p].clone(), sc.arg(&sc.pos(p as PosId))))
        .collect();
    if !exits.is_empty() {
        lines.push(sc.say(Message::new("cli-map-exit").arg("list", Arg::List(exits))));
    }
    let anchors: Vec<Arg> = of_kind(PosKind::Anchor)
        .into_iter()
        .map(|p| Arg::Text(labels[p].clone()))
        .collect();
    if !anchors.is_empty() {
        lines.push(sc.say(Message::new("cli-map-anchors").arg("list", Arg::List(anchors))));
    }
    let loads: Vec<Arg> = cargo
        .iter()
        .zip(raws)
        .map(|(mark, name)| key(mark.clone(), name.clone()))
        .collect();
    lines.push(
        sc.say(
            Message::new("cli-map-ships")
                .num("seat", 1)
                .arg(
                    "example",
                    Arg::Text(cargo.first().cloned().unwrap_or_default()),
                )
                .arg("raw", Arg::Text(raws.first().cloned().unwrap_or_default())),
        ),
    );
    lines.push(sc.say(Message::new("cli-map-cargo").arg("list", Arg::List(loads))));
    lines
}

/// A legend line broken at spaces (not at [`KEEP`]) to fit `width` columns with its
/// two-space indent; the lines after the first are indented four.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::from(" ");
    for word in text.split(' ') {
        let indent = if lines.is_empty() { 2 } else { 4 };
        if line.trim().is_empty() {
            line = format!("{}{word}", " ".repeat(indent));
        } else if line.chars().count() + 1 + word.chars().count() <= width {
            line.push(' ');
            line.push_str(word);
        } else {
            lines.push(std::mem::take(&mut line));
            line = format!("    {word}");
        }
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines.into_iter().map(|l| l.replace(KEEP, " ")).collect()
}
