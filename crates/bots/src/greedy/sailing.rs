//! Sailing sense shared by the rule-of-thumb bots of every rule set: how far a ship is from the
//! harbour its cargo belongs in, and how much a colour call helps one's own ships more than the
//! rivals'.

use havenbaron_engine::Colour;
use havenbaron_engine::core::board::{Board, PosKind};
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::core::goods::MAX_RAWS;

/// Distance (channels) standing in for "unreachable" or "empty ship".
pub const FAR: i32 = 20;

pub struct Harbours {
    /// `dist[pos][raw]`: channels from a position to the nearest harbour accepting `raw`.
    dist: Vec<[i32; MAX_RAWS]>,
    /// Per position: the raw material a harbour accepts.
    accepts: Vec<Option<u8>>,
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
        Harbours {
            dist,
            accepts: accepts.to_vec(),
        }
    }

    /// Distance of a ship at `pos` to the harbour its cargo belongs in (FAR if empty).
    #[inline]
    pub fn distance(&self, pos: u8, cargo: Option<u8>) -> i32 {
        match cargo {
            Some(c) => self.dist[pos as usize][c as usize % MAX_RAWS],
            None => FAR,
        }
    }

    pub fn is_harbour(&self, pos: u8) -> bool {
        self.accepts[pos as usize].is_some()
    }

    /// Scores a colour by how far it moves ships toward their harbours: one's own gains count
    /// three times, rivals' gains count against; occupancy is judged before the call.
    pub fn colour_score(&self, fleet: &Fleet, board: &Board, me: u8, colour: Colour) -> i32 {
        let mut score = 0;
        for s in &fleet.ships {
            let Some(p) = s.pos else { continue };
            if self.is_harbour(p) {
                continue;
            }
            let before = self.distance(p, s.cargo);
            let best = board
                .targets(p, colour)
                .iter()
                .filter(|&&t| fleet.is_free(board, t))
                .map(|&t| {
                    let after = self.distance(t, s.cargo);
                    let mut gain = before - after;
                    if after == 0 {
                        gain += 4;
                    }
                    if self.is_harbour(t) && after > 0 {
                        gain -= 6;
                    }
                    if board.kind(t) == PosKind::Anchor {
                        gain += 1;
                    }
                    gain
                })
                .max();
            if let Some(g) = best {
                let g = if s.cargo.is_none() { g.min(1) } else { g };
                score += if s.owner == me { 3 * g } else { -g };
            }
        }
        score
    }
}
