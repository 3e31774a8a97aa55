//! Sailing sense shared by the rule-of-thumb bots of every rule set: how far a ship is from the
//! harbour its cargo belongs in, and how much a colour call helps one's own ships more than the
//! rivals'.

use havenbaron_engine::Colour;
use havenbaron_engine::core::board::{Board, PosKind};
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::goods::MAX_RAWS;

/// Distance (channels) standing in for "unreachable" or "empty ship".
pub const FAR: i32 = 20;

/// What a ship that cannot deliver costs before it even starts for a harbour: more channels
/// than any delivery route on the board (Rotterdam's longest is 5), so a ship that can still
/// deliver never prefers to give up its cargo.
pub const STRANDED: i32 = 8;

pub struct Harbours {
    /// `dist[pos][raw]`: channels from a position to the nearest harbour accepting `raw`.
    dist: Vec<[i32; MAX_RAWS]>,
    /// `nearest[pos]`: channels from a position to the nearest harbour of any kind.
    nearest: Vec<i32>,
    /// Per position: the raw material a harbour accepts.
    accepts: Vec<Option<u8>>,
    /// `arrival[pos][cargo]` (cargo `MAX_RAWS`: empty): what arriving on `pos` is worth in
    /// [`Harbours::colour_scores`], less the cost before the move.
    arrival: Vec<[i32; MAX_RAWS + 1]>,
    /// Every move out of each position, as (colour index, target), laid end to end:
    /// `moves[spans[pos].0..][..spans[pos].1]`. One pass over a ship's moves scores all five
    /// colours.
    moves: Vec<(u8, u8)>,
    spans: Vec<(u16, u8)>,
}

impl Harbours {
    pub fn new(board: &Board, accepts: &[Option<u8>], raws: u8) -> Harbours {
        let dist = (0..board.len() as u8)
            .map(|p| {
                let mut row = [FAR; MAX_RAWS];
                for (raw, slot) in row.iter_mut().enumerate().take(raws as usize) {
                    *slot = board
                        .harbours()
                        .iter()
                        .filter(|&&h| accepts[h as usize] == Some(raw as u8))
                        .filter_map(|&h| board.distance(p, h).map(i32::from))
                        .min()
                        .unwrap_or(FAR);
                }
                row
            })
            .collect();
        let nearest = (0..board.len() as u8)
            .map(|p| {
                board
                    .harbours()
                    .iter()
                    .filter_map(|&h| board.distance(p, h).map(i32::from))
                    .min()
                    .unwrap_or(FAR)
            })
            .collect();
        let mut harbours = Harbours {
            dist,
            nearest,
            accepts: accepts.to_vec(),
            arrival: Vec::new(),
            moves: Vec::new(),
            spans: Vec::new(),
        };
        for p in 0..board.len() as u8 {
            let at = harbours.moves.len() as u16;
            for colour in Colour::ALL {
                for &t in board.targets(p, colour) {
                    harbours.moves.push((colour.index() as u8, t));
                }
            }
            let n = (harbours.moves.len() - at as usize) as u8;
            harbours.spans.push((at, n));
        }
        harbours.arrival = (0..board.len() as u8)
            .map(|t| {
                let mut row = [0; MAX_RAWS + 1];
                for (slot, value) in row.iter_mut().enumerate() {
                    let cargo = (slot < MAX_RAWS).then_some(slot as u8);
                    let after = harbours.cost(t, cargo);
                    *value = -after
                        + if after == 0 { 4 } else { 0 }
                        + i32::from(board.kind(t) == PosKind::Anchor);
                }
                row
            })
            .collect();
        harbours
    }

    /// Distance of a ship at `pos` to the harbour its cargo belongs in (FAR if empty).
    #[inline]
    pub fn distance(&self, pos: u8, cargo: Option<u8>) -> i32 {
        match cargo {
            Some(c) => self.dist[pos as usize][c as usize % MAX_RAWS],
            None => FAR,
        }
    }

    /// What a ship at `pos` still has to sail, in channels: to the harbour its cargo belongs
    /// in while one lies ahead (0 there). A ship that cannot deliver (empty, or its cargo's
    /// harbours all behind it) only comes back to its owner by entering *some* harbour, where
    /// it is unloaded for nothing: [`STRANDED`] plus the channels to the nearest harbour. Left
    /// on the water it blocks channels and a start for good, and it holds a raw material the
    /// supply may run short of.
    #[inline]
    pub fn cost(&self, pos: u8, cargo: Option<u8>) -> i32 {
        let d = self.distance(pos, cargo);
        if d < FAR {
            d
        } else {
            STRANDED + self.to_any_harbour(pos)
        }
    }

    /// Channels from `pos` to the nearest harbour of any kind (FAR if none lies ahead).
    #[inline]
    pub fn to_any_harbour(&self, pos: u8) -> i32 {
        self.nearest[pos as usize].min(FAR)
    }

    /// The ship can still deliver its cargo.
    #[inline]
    pub fn can_deliver(&self, pos: u8, cargo: Option<u8>) -> bool {
        self.distance(pos, cargo) < FAR
    }

    pub fn is_harbour(&self, pos: u8) -> bool {
        self.accepts[pos as usize].is_some()
    }

    /// Whether calling `colour` moves any ship at all: some ship off the harbours has a free
    /// target of that colour (occupancy judged before the call, C-2).
    pub fn moves_any(&self, fleet: &Fleet, board: &Board, colour: Colour) -> bool {
        fleet.ships.iter().any(|s| {
            s.pos.is_some_and(|p| {
                !self.is_harbour(p) && board.targets(p, colour).iter().any(|&t| fleet.is_free(t))
            })
        })
    }

    /// Scores each colour (in [`Colour::ALL`] order) by how far it moves ships toward their
    /// harbours ([`Harbours::cost`]): one's own gains count three times, rivals' gains count
    /// against; occupancy is judged before the call. A ship that cannot deliver gains by
    /// heading for any harbour, which frees it (without that, such ships never moved on and
    /// jammed the board for good). All five in one pass over the fleet: a decision weighs
    /// every call, and each ship's standing is worked out once.
    pub fn colour_scores(&self, fleet: &Fleet, me: u8) -> [i32; 5] {
        let mut scores = [0; 5];
        for s in &fleet.ships {
            let Some(p) = s.pos else { continue };
            if self.is_harbour(p) {
                continue;
            }
            let before = self.cost(p, s.cargo);
            let delivers = self.can_deliver(p, s.cargo);
            let slot = s.cargo.map_or(MAX_RAWS, |c| c as usize % MAX_RAWS);
            // The best arrival per colour over the free targets (None: the colour does not
            // move this ship).
            let mut best = [None::<i32>; 5];
            let (at, n) = self.spans[p as usize];
            for &(colour, t) in &self.moves[at as usize..at as usize + n as usize] {
                if fleet.is_free(t) {
                    let arrival = self.arrival[t as usize][slot];
                    let b = &mut best[colour as usize];
                    *b = Some(b.map_or(arrival, |b| b.max(arrival)));
                }
            }
            for (score, best) in scores.iter_mut().zip(best) {
                if let Some(arrival) = best {
                    let g = before + arrival;
                    let g = if delivers { g } else { g.min(1) };
                    *score += if s.owner == me { 3 * g } else { -g };
                }
            }
        }
        scores
    }
}
