//! Ships on the board and in the players' supplies, with the one-ship-per-position rule (C-1).

use serde::{Deserialize, Serialize};

use crate::core::board::{Board, MAX_POSITIONS, PosId};
use crate::core::inline::InlineVec;
use crate::core::seat::Seat;
use crate::core::sink::{Sink, emit};
use crate::event::Event;

pub use crate::vocabulary::{RawId, ShipId};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ship {
    pub owner: Seat,
    /// `None`: in the owner's supply.
    pub pos: Option<PosId>,
    pub cargo: Option<RawId>,
}

/// Ships in a game at most (all seats together; bit sets of ships are `u64`).
pub const MAX_SHIPS: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fleet {
    pub ships: InlineVec<Ship, MAX_SHIPS>,
    pub per_player: u8,
    /// The ship on each single-ship position (start, water, anchor); always `None` for
    /// harbours and the exit, which hold any number.
    pub occupant: InlineVec<Option<ShipId>, MAX_POSITIONS>,
}

impl Fleet {
    pub fn new(players: u8, per_player: u8, board: &Board) -> Fleet {
        let ships = (0..players)
            .flat_map(|p| {
                (0..per_player).map(move |_| Ship {
                    owner: p,
                    pos: None,
                    cargo: None,
                })
            })
            .collect();
        Fleet {
            ships,
            per_player,
            occupant: InlineVec::from_elem(None, board.len()),
        }
    }

    pub fn ship(&self, id: ShipId) -> &Ship {
        &self.ships[id as usize]
    }

    /// The ids of `owner`'s ships.
    pub fn ids_of(&self, owner: Seat) -> std::ops::Range<ShipId> {
        let first = owner * self.per_player;
        first..first + self.per_player
    }

    /// A free position holds no ship; harbours and the exit are always free (C-1).
    pub fn is_free(&self, board: &Board, pos: PosId) -> bool {
        board.holds_many(pos) || self.occupant[pos as usize].is_none()
    }

    pub fn first_in_supply(&self, owner: Seat) -> Option<ShipId> {
        self.ids_of(owner)
            .find(|&s| self.ships[s as usize].pos.is_none())
    }

    pub fn in_supply(&self, owner: Seat) -> usize {
        self.ids_of(owner)
            .filter(|&s| self.ships[s as usize].pos.is_none())
            .count()
    }

    /// Puts a ship from the supply on a position.
    pub fn place(&mut self, board: &Board, ship: ShipId, pos: PosId, cargo: Option<RawId>) {
        debug_assert!(self.ships[ship as usize].pos.is_none());
        debug_assert!(self.is_free(board, pos));
        let s = &mut self.ships[ship as usize];
        s.pos = Some(pos);
        s.cargo = cargo;
        if !board.holds_many(pos) {
            self.occupant[pos as usize] = Some(ship);
        }
    }

    /// Puts `owner`'s first ship in supply on `start` with `cargo`, and tells `sink` (placing
    /// a ship in every rule set, and the cards that add one). Where the cargo comes from is the
    /// rule set's business. Panics if the owner has no ship in supply (checked by legality).
    pub fn launch<S: Sink>(
        &mut self,
        board: &Board,
        owner: Seat,
        start: PosId,
        cargo: Option<RawId>,
        sink: &mut S,
    ) -> ShipId {
        let ship = self.first_in_supply(owner).expect("a ship in supply");
        self.place(board, ship, start, cargo);
        emit(sink, || Event::ShipPlaced {
            seat: owner,
            ship,
            pos: start,
            cargo,
        });
        ship
    }

    /// Moves a ship on the board (forwards or backwards).
    pub fn move_to(&mut self, board: &Board, ship: ShipId, to: PosId) {
        let from = self.ships[ship as usize].pos.expect("ship on the board");
        if !board.holds_many(from) {
            self.occupant[from as usize] = None;
        }
        if !board.holds_many(to) {
            self.occupant[to as usize] = Some(ship);
        }
        self.ships[ship as usize].pos = Some(to);
    }

    /// Takes a ship off the board back to its owner's supply; returns its cargo.
    pub fn return_to_supply(&mut self, board: &Board, ship: ShipId) -> Option<RawId> {
        let s = &mut self.ships[ship as usize];
        if let Some(p) = s.pos.take()
            && !board.holds_many(p)
        {
            self.occupant[p as usize] = None;
        }
        s.cargo.take()
    }

    /// Is there a free start position?
    pub fn free_start(&self, board: &Board) -> bool {
        board.starts().iter().any(|&s| self.is_free(board, s))
    }
}
