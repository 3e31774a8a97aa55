//! Ships on the board and in the players' supplies, with the one-ship-per-position rule (C-1).

use serde::{Deserialize, Serialize};

use crate::core::board::{Board, MAX_POSITIONS, PosId};
use crate::core::goods::MAX_RAWS;
use crate::core::inline::InlineVec;
use crate::core::seat::{MAX_SEATS, Seat};
use crate::core::sink::{Sink, emit};
use crate::event::Event;

pub use crate::vocabulary::{RawId, ShipId};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Ship {
    pub owner: Seat,
    /// `None`: in the owner's supply.
    pub pos: Option<PosId>,
    pub cargo: Option<RawId>,
}

/// Ships in a game at most (all seats together; bit sets of ships are `u64`).
pub const MAX_SHIPS: usize = 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(from = "FleetData", into = "FleetData")]
pub struct Fleet {
    /// Read freely; a ship's position and cargo change only through the methods below
    /// (`place`, `move_to`, `return_to_supply`, `set_cargo`…), which keep the bit sets.
    pub ships: InlineVec<Ship, MAX_SHIPS>,
    pub per_player: u8,
    /// The ship on each single-ship position (start, water, anchor); always `None` for
    /// harbours and the exit, which hold any number.
    pub occupant: InlineVec<Option<ShipId>, MAX_POSITIONS>,
    /// Bit `pos` set where `occupant` holds a ship: legal lists and card tests ask whether
    /// positions are free at almost every step, and a set of starts or predecessors is then
    /// one test. Derived from `occupant`, so neither stored nor hashed (C-5).
    taken: u64,
    /// `taken` split by the owner of the ship: a colour call lists each seat's ships by
    /// position (C-2.2). Derived from `occupant` too.
    taken_by: [u64; MAX_SEATS],
    /// Bit `ship` set for each ship on the board, and for each ship on a single-ship
    /// position: what a navigation card may target is asked at most steps, and these
    /// answer it for the whole fleet at once. Derived from `ships` and `occupant`.
    on_board: u64,
    on_single: u64,
    /// Per raw material, bit `ship` set for each ship that carries it. Derived from `ships`;
    /// cargo changes only through [`Fleet::set_cargo`] and the methods built on it.
    carrying: [u64; MAX_RAWS],
}

/// What a fleet stores and hashes: everything but the derived bit sets.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename = "Fleet")]
struct FleetData {
    ships: InlineVec<Ship, MAX_SHIPS>,
    per_player: u8,
    occupant: InlineVec<Option<ShipId>, MAX_POSITIONS>,
}

impl From<FleetData> for Fleet {
    fn from(d: FleetData) -> Fleet {
        let mut fleet = Fleet {
            ships: d.ships,
            per_player: d.per_player,
            occupant: d.occupant,
            taken: 0,
            taken_by: [0; MAX_SEATS],
            on_board: 0,
            on_single: 0,
            carrying: [0; MAX_RAWS],
        };
        for (p, o) in d.occupant.iter().enumerate() {
            if let Some(ship) = *o {
                fleet.mark_taken(ship, p as PosId);
            }
        }
        for (id, ship) in d.ships.iter().enumerate() {
            fleet.on_board |= (ship.pos.is_some() as u64) << id;
            if let Some(raw) = ship.cargo {
                fleet.carrying[raw as usize] |= 1 << id;
            }
        }
        fleet
    }
}

impl From<Fleet> for FleetData {
    fn from(f: Fleet) -> FleetData {
        FleetData {
            ships: f.ships,
            per_player: f.per_player,
            occupant: f.occupant,
        }
    }
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
            taken: 0,
            taken_by: [0; MAX_SEATS],
            on_board: 0,
            on_single: 0,
            carrying: [0; MAX_RAWS],
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
    #[inline]
    pub fn is_free(&self, pos: PosId) -> bool {
        self.taken >> pos & 1 == 0
    }

    /// The positions of `mask` (a bit set over positions) that are free.
    #[inline]
    pub fn free_of(&self, mask: u64) -> u64 {
        mask & !self.taken
    }

    /// The ships on the board, as a bit set over ship ids.
    #[inline]
    pub fn on_board(&self) -> u64 {
        self.on_board
    }

    /// The ships on single-ship positions (not in a harbour or the exit), as a bit set.
    #[inline]
    pub fn on_single(&self) -> u64 {
        self.on_single
    }

    /// The ships that carry `raw`, as a bit set.
    #[inline]
    pub fn carrying(&self, raw: RawId) -> u64 {
        self.carrying[raw as usize]
    }

    /// The ships with any cargo, as a bit set.
    #[inline]
    pub fn loaded(&self) -> u64 {
        self.carrying.iter().fold(0, |m, c| m | c)
    }

    /// The cargoes carried by the ships of `mask`, one bit each ([`Fleet::cargo_bit`]: bit 0
    /// empty, bit `r + 1` raw `r`). Two bits set: each of those ships has a partner with a
    /// different cargo (Swap cargo), judged without a pass over the fleet per ship.
    #[inline]
    pub fn cargoes(&self, mask: u64) -> u32 {
        let empty = (mask & !self.loaded() != 0) as u32;
        (0..MAX_RAWS as RawId).fold(empty, |m, raw| {
            m | ((mask & self.carrying[raw as usize] != 0) as u32) << (raw + 1)
        })
    }

    /// A cargo's bit in [`Fleet::cargoes`].
    #[inline]
    pub fn cargo_bit(cargo: Option<RawId>) -> u32 {
        cargo.map_or(1, |r| 2 << r)
    }

    /// The ships of `mask` whose cargo is `cargo` (`None`: empty ships), as a bit set.
    #[inline]
    pub fn with_cargo(&self, mask: u64, cargo: Option<RawId>) -> u64 {
        mask & cargo.map_or(!self.loaded(), |raw| self.carrying[raw as usize])
    }

    /// `owner`'s ships, as a bit set.
    #[inline]
    pub fn ships_of(&self, owner: Seat) -> u64 {
        let range = self.ids_of(owner);
        ((1u64 << self.per_player) - 1) << range.start
    }

    /// The ships on the board but not on a single-ship position: in a harbour (or at the exit),
    /// as a bit set. Such positions hold many ships and keep no occupant.
    #[inline]
    pub fn docked(&self) -> u64 {
        self.on_board & !self.on_single
    }

    /// Of the ships in `mask`, those at `pos` (any position, harbours included), as a bit set;
    /// unloading asks this of the few [`Fleet::docked`] ships.
    #[inline]
    pub fn at(&self, mask: u64, pos: PosId) -> u64 {
        crate::core::bits::ships(mask).fold(0, |m, s| {
            m | ((self.ships[s as usize].pos == Some(pos)) as u64) << s
        })
    }

    /// The first ship of `mask` in turn order from `seat`: `seat`'s ships, then the next
    /// seat's clockwise, and so on, each seat's by number. Ship ids run seat by seat, so this
    /// is the lowest id from `seat`'s first ship on, else the lowest of all.
    #[inline]
    pub fn first_from(&self, mask: u64, seat: Seat) -> Option<ShipId> {
        let later = mask & (u64::MAX << (seat as u32 * self.per_player as u32));
        let pick = if later != 0 { later } else { mask };
        (pick != 0).then(|| pick.trailing_zeros() as ShipId)
    }

    /// Loads `ship` with `cargo` (or empties it): the one place that changes a cargo.
    #[inline]
    pub fn set_cargo(&mut self, ship: ShipId, cargo: Option<RawId>) {
        let s = &mut self.ships[ship as usize];
        if let Some(old) = s.cargo {
            self.carrying[old as usize] &= !(1 << ship);
        }
        s.cargo = cargo;
        if let Some(raw) = cargo {
            self.carrying[raw as usize] |= 1 << ship;
        }
    }

    /// Empties `ship` and returns what it carried.
    pub fn take_cargo(&mut self, ship: ShipId) -> Option<RawId> {
        let cargo = self.ships[ship as usize].cargo;
        self.set_cargo(ship, None);
        cargo
    }

    /// Swaps the cargoes of two ships (either may be empty).
    pub fn swap_cargo(&mut self, a: ShipId, b: ShipId) {
        let (ca, cb) = (self.ships[a as usize].cargo, self.ships[b as usize].cargo);
        self.set_cargo(a, cb);
        self.set_cargo(b, ca);
    }

    /// The single-ship positions that hold `owner`'s ships, as a bit set.
    #[inline]
    pub fn taken_by(&self, owner: Seat) -> u64 {
        self.taken_by[owner as usize]
    }

    /// Records `ship` on the single-ship position `pos` (the one place besides
    /// [`Fleet::mark_free`] that changes `occupant`).
    #[inline]
    fn mark_taken(&mut self, ship: ShipId, pos: PosId) {
        self.occupant[pos as usize] = Some(ship);
        self.on_single |= 1 << ship;
        self.taken |= 1 << pos;
        self.taken_by[self.ships[ship as usize].owner as usize] |= 1 << pos;
    }

    /// Clears the single-ship position `pos`, which `ship` leaves.
    #[inline]
    fn mark_free(&mut self, ship: ShipId, pos: PosId) {
        self.occupant[pos as usize] = None;
        self.on_single &= !(1 << ship);
        self.taken &= !(1 << pos);
        self.taken_by[self.ships[ship as usize].owner as usize] &= !(1 << pos);
    }

    /// `owner`'s ships in its supply (not on the board), as a bit set.
    #[inline]
    pub fn supply_of(&self, owner: Seat) -> u64 {
        self.ships_of(owner) & !self.on_board
    }

    /// `owner`'s lowest-numbered ship in supply: the next one placed.
    #[inline]
    pub fn first_in_supply(&self, owner: Seat) -> Option<ShipId> {
        let supply = self.supply_of(owner);
        (supply != 0).then(|| supply.trailing_zeros() as ShipId)
    }

    pub fn in_supply(&self, owner: Seat) -> usize {
        self.supply_of(owner).count_ones() as usize
    }

    /// Puts a ship from the supply on a position.
    pub fn place(&mut self, board: &Board, ship: ShipId, pos: PosId, cargo: Option<RawId>) {
        debug_assert!(self.ships[ship as usize].pos.is_none());
        debug_assert!(self.is_free(pos));
        self.ships[ship as usize].pos = Some(pos);
        self.on_board |= 1 << ship;
        self.set_cargo(ship, cargo);
        if !board.holds_many(pos) {
            self.mark_taken(ship, pos);
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
            self.mark_free(ship, from);
        }
        if !board.holds_many(to) {
            self.mark_taken(ship, to);
        }
        self.ships[ship as usize].pos = Some(to);
    }

    /// Takes a ship off the board back to its owner's supply; returns its cargo.
    pub fn return_to_supply(&mut self, board: &Board, ship: ShipId) -> Option<RawId> {
        let pos = self.ships[ship as usize].pos.take();
        self.on_board &= !(1 << ship);
        if let Some(p) = pos
            && !board.holds_many(p)
        {
            self.mark_free(ship, p);
        }
        self.take_cargo(ship)
    }

    /// Is there a free start position?
    pub fn free_start(&self, board: &Board) -> bool {
        self.free_of(board.start_mask()) != 0
    }
}

#[cfg(test)]
mod tests {
    use crate::rulesets::Ruleset;
    use crate::rulesets::random_play;

    /// The bit sets of taken positions (all, and per owner) follow the occupants, and those of
    /// ships (on the board, on single-ship positions, by cargo) follow the ships, through
    /// whole random games in every rule set; none is stored or hashed: the fleet's encoding is
    /// the same as before they existed, and reading it back rebuilds them.
    #[test]
    fn the_fleets_bit_sets_follow_its_ships_and_are_not_stored() {
        for ruleset in Ruleset::ALL {
            for seed in 0..4u64 {
                random_play::play(ruleset, 2 + (seed % 3) as u8, seed, |game, _| {
                    let fleet = *random_play::fleet_and_board(game).0;
                    for (id, ship) in fleet.ships.iter().enumerate() {
                        let on_single = ship
                            .pos
                            .is_some_and(|p| fleet.occupant[p as usize].is_some());
                        assert_eq!(fleet.on_board() >> id & 1 == 1, ship.pos.is_some(), "{id}");
                        assert_eq!(fleet.on_single() >> id & 1 == 1, on_single, "{id}");
                        assert_eq!(fleet.loaded() >> id & 1 == 1, ship.cargo.is_some(), "{id}");
                        for raw in 0..super::MAX_RAWS as u8 {
                            let carries = ship.cargo == Some(raw);
                            assert_eq!(fleet.carrying(raw) >> id & 1 == 1, carries, "{id}");
                        }
                    }
                    for (pos, occupant) in fleet.occupant.iter().enumerate() {
                        assert_eq!(fleet.is_free(pos as u8), occupant.is_none(), "{pos}");
                        for seat in 0..game.players() {
                            let owned = occupant.is_some_and(|s| fleet.ship(s).owner == seat);
                            assert_eq!(fleet.taken_by(seat) >> pos & 1 == 1, owned, "{pos}");
                        }
                    }
                    let json = serde_json::to_value(fleet).expect("a fleet serializes");
                    assert_eq!(
                        json.as_object().map(|o| o.len()),
                        Some(3),
                        "ships, per_player, occupant"
                    );
                    let back: super::Fleet = serde_json::from_value(json).expect("reads back");
                    assert_eq!(back, fleet);
                });
            }
        }
    }
}
