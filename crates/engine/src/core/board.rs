//! The board graph shared by every rule set (RULES C-1): positions joined by coloured channels,
//! loaded from a TOML data file and validated before use.

use serde::{Deserialize, Serialize};

use crate::core::data::{DataProblem, Problems};

pub use crate::vocabulary::{Colour, PosId};

/// Positions on a board at most (a fleet keeps one occupant slot per position in place).
pub const MAX_POSITIONS: usize = 64;

/// What a position is (C-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PosKind {
    Start,
    Water,
    Anchor,
    Harbour,
    Exit,
}

impl PosKind {
    /// Harbours and the exit hold any number of ships; other positions hold one (C-1).
    pub fn holds_many(self) -> bool {
        matches!(self, PosKind::Harbour | PosKind::Exit)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Position {
    pub id: String,
    pub kind: PosKind,
    /// Drawing coordinates in [0, 1] × [0, 1] (0,0 top left).
    pub x: f32,
    pub y: f32,
    /// Harbours: the raw material this harbour accepts (an id from the card data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accepts: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Channel {
    pub from: PosId,
    pub to: PosId,
    /// One colour, or two for a double channel.
    pub colours: Vec<Colour>,
    /// Name of the lock on this channel, if any (Antwerpen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lock: Option<String>,
}

impl Channel {
    pub fn has_colour(&self, c: Colour) -> bool {
        self.colours.contains(&c)
    }
}

/// A validated board with lookup tables for sailing.
#[derive(Clone, Debug, Serialize)]
pub struct Board {
    pub name: String,
    pub positions: Vec<Position>,
    pub channels: Vec<Channel>,
    /// The lookups below are flat tables read in every colour call and legal-action list:
    /// one slice index each, no list of lists to chase.
    ///
    /// `kinds[pos]`: each position's kind.
    #[serde(skip)]
    kinds: Vec<PosKind>,
    /// Bit `pos` set: the position holds many ships (a harbour or the exit, C-1).
    #[serde(skip)]
    holds_many: u64,
    /// `out_span[pos * COLOURS + colour]`: where the targets of that colour sit in `targets`,
    /// in data order.
    #[serde(skip)]
    out_span: Vec<(u16, u8)>,
    /// The same targets as bit sets, `target_masks[pos * COLOURS + colour]`: a colour call
    /// asks only how many of them are free, which is one mask test.
    #[serde(skip)]
    target_masks: Vec<u64>,
    #[serde(skip)]
    targets: Vec<PosId>,
    /// `in_span[pos]`: where the predecessors of a position (any colour) sit in
    /// `predecessors`, in data order.
    #[serde(skip)]
    in_span: Vec<(u16, u8)>,
    #[serde(skip)]
    predecessors: Vec<PosId>,
    /// Bit `pos` set for each predecessor of a position, by position: whether a ship can go
    /// back (C-3) is then one test against the fleet's taken positions.
    #[serde(skip)]
    predecessor_masks: Vec<u64>,
    #[serde(skip)]
    starts: Vec<PosId>,
    /// Bit `pos` set for each start.
    #[serde(skip)]
    start_mask: u64,
    #[serde(skip)]
    harbours: Vec<PosId>,
    /// `dist[from * len + to]`: the fewest channels from one position to another (any
    /// colour), `u8::MAX` where none leads. Computed once at load: bots ask it in every
    /// playout step, and a search over the board each time cost 7–10% of a decision.
    #[serde(skip)]
    dist: Vec<u8>,
}

/// The file shape of a board (`board.toml`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardFile {
    name: String,
    #[serde(default)]
    #[allow(dead_code)]
    reconstructed: bool,
    #[serde(rename = "position")]
    positions: Vec<Position>,
    #[serde(rename = "channel")]
    channels: Vec<ChannelFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChannelFile {
    from: String,
    to: String,
    colours: Vec<Colour>,
    #[serde(default)]
    lock: Option<String>,
}

impl Board {
    /// Parses and validates a board file. Every problem found is reported, each naming the
    /// file, the entry and the reason; warnings do not make the load fail.
    pub fn from_toml(file: &str, text: &str, problems: &mut Problems) -> Option<Board> {
        let parsed: BoardFile = match toml::from_str(text) {
            Ok(p) => p,
            Err(e) => {
                problems.error(file, "(file)", format!("not a valid board file: {e}"));
                return None;
            }
        };
        let before = problems.error_count();
        let positions = parsed.positions;
        if positions.is_empty() {
            problems.error(file, "position", "the board has no positions".into());
        }
        if positions.len() > MAX_POSITIONS {
            problems.error(
                file,
                "position",
                format!("a board may have at most {MAX_POSITIONS} positions"),
            );
            return None;
        }
        for (i, p) in positions.iter().enumerate() {
            if positions[..i].iter().any(|q| q.id == p.id) {
                problems.error(
                    file,
                    &format!("position {}", p.id),
                    "duplicate position id".into(),
                );
            }
            if !(0.0..=1.0).contains(&p.x) || !(0.0..=1.0).contains(&p.y) {
                problems.error(
                    file,
                    &format!("position {}", p.id),
                    "coordinates x and y must lie in [0, 1]".into(),
                );
            }
            match (p.kind, &p.accepts) {
                (PosKind::Harbour, None) => problems.error(
                    file,
                    &format!("position {}", p.id),
                    "a harbour must name the raw material it accepts (`accepts`)".into(),
                ),
                (k, Some(_)) if k != PosKind::Harbour => problems.error(
                    file,
                    &format!("position {}", p.id),
                    "only a harbour may have `accepts`".into(),
                ),
                _ => {}
            }
        }
        let index = |id: &str| positions.iter().position(|p| p.id == id);
        let mut channels = Vec::new();
        for (i, c) in parsed.channels.iter().enumerate() {
            let entry = format!("channel {} ({}→{})", i + 1, c.from, c.to);
            let (Some(from), Some(to)) = (index(&c.from), index(&c.to)) else {
                problems.error(file, &entry, "names a position that does not exist".into());
                continue;
            };
            if from >= to {
                problems.error(
                    file,
                    &entry,
                    "goes from a later to an earlier position: positions must be listed in topological order, and the board must have no cycle (C-1)".into(),
                );
            }
            if positions[from].kind.holds_many() {
                problems.error(
                    file,
                    &entry,
                    "leaves a harbour or the exit, which are dead ends (C-1)".into(),
                );
            }
            if positions[to].kind == PosKind::Start {
                problems.error(file, &entry, "leads into a start position".into());
            }
            if c.colours.is_empty() || c.colours.len() > 2 {
                problems.error(
                    file,
                    &entry,
                    "a channel has one colour or two (a double channel)".into(),
                );
            } else if c.colours.len() == 2 && c.colours[0] == c.colours[1] {
                problems.error(
                    file,
                    &entry,
                    "a double channel needs two different colours".into(),
                );
            }
            if channels
                .iter()
                .any(|d: &Channel| d.from as usize == from && d.to as usize == to)
            {
                problems.error(
                    file,
                    &entry,
                    "duplicate channel between the same positions".into(),
                );
            }
            channels.push(Channel {
                from: from as PosId,
                to: to as PosId,
                colours: c.colours.clone(),
                lock: c.lock.clone(),
            });
        }
        // Warning (C-1): two channels of one colour into one position.
        for (p, pos) in positions.iter().enumerate() {
            for colour in Colour::ALL {
                let n = channels
                    .iter()
                    .filter(|c| c.to as usize == p && c.has_colour(colour))
                    .count();
                if n > 1 && !pos.kind.holds_many() {
                    problems.warning(
                        file,
                        &format!("position {}", pos.id),
                        format!("{n} {colour} channels lead into it (C-1, C-2.3)"),
                    );
                }
            }
        }
        for (p, pos) in positions.iter().enumerate() {
            let has_out = channels.iter().any(|c| c.from as usize == p);
            let has_in = channels.iter().any(|c| c.to as usize == p);
            let entry = format!("position {}", pos.id);
            match pos.kind {
                PosKind::Start if !has_out => {
                    problems.error(file, &entry, "a start position with no channel out".into())
                }
                PosKind::Water | PosKind::Anchor if !has_out || !has_in => problems.error(
                    file,
                    &entry,
                    "a water position needs a channel in and a channel out".into(),
                ),
                PosKind::Harbour | PosKind::Exit if !has_in => {
                    problems.error(file, &entry, "no channel leads into it".into())
                }
                _ => {}
            }
        }
        for (p, pos) in positions.iter().enumerate() {
            for colour in Colour::ALL {
                let n = channels
                    .iter()
                    .filter(|c| c.from as usize == p && c.has_colour(colour))
                    .count();
                if n > 8 {
                    problems.error(
                        file,
                        &format!("position {}", pos.id),
                        format!("{n} {colour} channels leave it; at most 8 are supported"),
                    );
                }
            }
        }
        if !positions.iter().any(|p| p.kind == PosKind::Start) {
            problems.error(file, "position", "the board has no start position".into());
        }
        if problems.error_count() > before {
            return None;
        }
        Some(Board::build(parsed.name, positions, channels))
    }

    fn build(name: String, positions: Vec<Position>, channels: Vec<Channel>) -> Board {
        let n = positions.len();
        let mut outgoing: Vec<[Vec<PosId>; 5]> = (0..n).map(|_| Default::default()).collect();
        let mut incoming: Vec<Vec<PosId>> = vec![Vec::new(); n];
        for c in &channels {
            for &colour in &c.colours {
                outgoing[c.from as usize][colour.index()].push(c.to);
            }
            incoming[c.to as usize].push(c.from);
        }
        let of_kind = |k: PosKind| {
            positions
                .iter()
                .enumerate()
                .filter(|(_, p)| p.kind == k)
                .map(|(i, _)| i as PosId)
                .collect::<Vec<_>>()
        };
        let starts = of_kind(PosKind::Start);
        let harbours = of_kind(PosKind::Harbour);
        // Channels only go from earlier to later positions (C-1, checked above), so one pass
        // in position order per source settles every distance.
        let mut dist = vec![u8::MAX; n * n];
        for from in 0..n {
            let row = &mut dist[from * n..(from + 1) * n];
            row[from] = 0;
            for p in from..n {
                if row[p] == u8::MAX {
                    continue;
                }
                let next = row[p].saturating_add(1);
                for targets in &outgoing[p] {
                    for &t in targets {
                        row[t as usize] = row[t as usize].min(next);
                    }
                }
            }
        }
        let (out_span, targets) = flatten(outgoing.iter().flatten());
        let (in_span, predecessors) = flatten(incoming.iter());
        let mask = |list: &[PosId]| list.iter().fold(0u64, |m, &p| m | 1 << p);
        let target_masks = outgoing.iter().flatten().map(|list| mask(list)).collect();
        let kinds: Vec<PosKind> = positions.iter().map(|p| p.kind).collect();
        let holds_many = kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| k.holds_many())
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let predecessor_masks = incoming.iter().map(|list| mask(list)).collect();
        let start_mask = mask(&starts);
        Board {
            name,
            positions,
            channels,
            kinds,
            holds_many,
            out_span,
            target_masks,
            targets,
            in_span,
            predecessors,
            predecessor_masks,
            starts,
            start_mask,
            harbours,
            dist,
        }
    }

    pub fn len(&self) -> usize {
        self.positions.len()
    }

    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    #[inline]
    pub fn kind(&self, p: PosId) -> PosKind {
        self.kinds[p as usize]
    }

    /// Does `p` hold any number of ships (a harbour or the exit, C-1)?
    #[inline]
    pub fn holds_many(&self, p: PosId) -> bool {
        self.holds_many >> p & 1 != 0
    }

    pub fn name(&self, p: PosId) -> &str {
        &self.positions[p as usize].id
    }

    pub fn find(&self, id: &str) -> Option<PosId> {
        self.positions
            .iter()
            .position(|p| p.id == id)
            .map(|i| i as PosId)
    }

    /// Targets of the `colour` channels leaving `p` (a double channel counts for both colours).
    #[inline]
    pub fn targets(&self, p: PosId, colour: Colour) -> &[PosId] {
        let (at, n) = self.out_span[p as usize * Colour::ALL.len() + colour.index()];
        &self.targets[at as usize..at as usize + n as usize]
    }

    /// [`Board::targets`] as a bit set (bit `q` for position `q`).
    #[inline]
    pub fn target_mask(&self, p: PosId, colour: Colour) -> u64 {
        self.target_masks[p as usize * Colour::ALL.len() + colour.index()]
    }

    /// Predecessors of `p` along any incoming channel (C-3).
    #[inline]
    pub fn predecessors(&self, p: PosId) -> &[PosId] {
        let (at, n) = self.in_span[p as usize];
        &self.predecessors[at as usize..at as usize + n as usize]
    }

    /// The predecessors of `p` as a bit set (bit `q` for position `q`).
    #[inline]
    pub fn predecessor_mask(&self, p: PosId) -> u64 {
        self.predecessor_masks[p as usize]
    }

    pub fn starts(&self) -> &[PosId] {
        &self.starts
    }

    /// The starts as a bit set (bit `p` for position `p`); listed lowest first, the bits give
    /// the starts in data order, as [`Board::starts`] does.
    #[inline]
    pub fn start_mask(&self) -> u64 {
        self.start_mask
    }

    /// Harbours in data order (Rotterdam: Botlek, Vulcaanhaven, Merwehaven, Eemhaven).
    pub fn harbours(&self) -> &[PosId] {
        &self.harbours
    }

    /// Shortest number of channels from `from` to `to` (any colour), if reachable: a lookup
    /// in the table built at load.
    pub fn distance(&self, from: PosId, to: PosId) -> Option<u8> {
        let d = self.dist[from as usize * self.len() + to as usize];
        (d != u8::MAX).then_some(d)
    }
}

/// Lists of positions laid end to end: each list's (start, length), and the items.
fn flatten<'a>(lists: impl Iterator<Item = &'a Vec<PosId>>) -> (Vec<(u16, u8)>, Vec<PosId>) {
    let mut spans = Vec::new();
    let mut items = Vec::new();
    for list in lists {
        spans.push((items.len() as u16, list.len() as u8));
        items.extend_from_slice(list);
    }
    (spans, items)
}

impl DataProblem {
    pub fn is_error(&self) -> bool {
        !self.warning
    }
}

#[cfg(test)]
mod tests {
    use crate::rulesets::random_play;
    use crate::rulesets::{Game, Ruleset};

    /// A board's JSON (sent to clients with the game) is its data: name, positions and
    /// channels. The lookup tables built from them at load stay in memory.
    #[test]
    fn a_board_serializes_its_data_and_none_of_its_lookup_tables() {
        for ruleset in Ruleset::ALL {
            let game = Game::new(&crate::config::Config::new(ruleset, 2, 0)).expect("a config");
            let board = random_play::fleet_and_board(&game).1;
            let json = serde_json::to_value(board).expect("a board serializes");
            let mut keys: Vec<&str> = json
                .as_object()
                .expect("an object")
                .keys()
                .map(String::as_str)
                .collect();
            keys.sort_unstable();
            assert_eq!(keys, ["channels", "name", "positions"], "{ruleset:?}");
        }
    }
}
