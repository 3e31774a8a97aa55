//! A colour call (RULES C-2), shared by every rule set.
//!
//! The call is a small state machine so that a fork can pause it for the ship owner's decision
//! (C-2.4) inside another player's action:
//! - processing order: the caller's ships, then the other players clockwise; one player's fleet
//!   deepest first (C-2.2); occupancy is judged when a ship is processed;
//! - each ship moves at most one channel; after the ordered pass, repeat passes over the ships
//!   that have not moved until a pass moves nothing (C-2.3);
//! - one free target: the ship takes it (evasion); two or more: its owner steers (C-2.4);
//! - a ship the rule set bars from a free target stays where it is for the call (C-2.7).

use serde::{Deserialize, Serialize};

use crate::core::board::{Board, Colour, PosId};
use crate::core::fleet::{Fleet, MAX_SHIPS, ShipId};
use crate::core::inline::InlineVec;
use crate::core::seat::{Seat, clockwise};

/// Rule-set specific limits and effects during a call. Every method has a default that
/// fits Rotterdam.
pub trait SailRules {
    /// Is `ship` barred from entering the free `target`? A barred ship **stays where it is**
    /// for this call: it does not evade into another free target (Masters: its owner cannot
    /// pay the Captain's bonus, C-2.7). Called only for targets that are otherwise free.
    fn barred(&mut self, _fleet: &Fleet, _ship: ShipId, _target: PosId) -> bool {
        false
    }
    /// Is the channel `from → to` passable? (Antwerpen: a closed lock blocks it, A-4.)
    fn channel_open(&self, _from: PosId, _to: PosId) -> bool {
        true
    }
    /// Does `ship` sit this call out? (Antwerpen: the Anchor card, A-8.)
    fn held(&self, _ship: ShipId) -> bool {
        false
    }
}

/// After a ship moved: go on with the call, or pause it for a decision the arrival caused
/// (Antwerpen's anchor card choice, A-6); `Sail::advance` resumes a paused call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Pause,
}

/// Rotterdam: every free target may be entered.
pub struct Unrestricted;
impl SailRules for Unrestricted {}

/// Up to eight targets of one colour from one position (the board check enforces the bound).
#[derive(Clone, Copy, Debug, Default)]
pub struct Targets {
    buf: [PosId; 8],
    len: u8,
}

impl Targets {
    pub fn as_slice(&self) -> &[PosId] {
        &self.buf[..self.len as usize]
    }
    fn push(&mut self, p: PosId) {
        if (self.len as usize) < self.buf.len() {
            self.buf[self.len as usize] = p;
            self.len += 1;
        }
    }
}

/// A colour call in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Sail {
    pub colour: Colour,
    pub caller: Seat,
    /// Ships in processing order (C-2.2), fixed when the call starts.
    pub order: InlineVec<ShipId, MAX_SHIPS>,
    /// Bit `ship` set: the ship has moved in this call.
    pub moved: u64,
    /// Next index into `order` in the current pass.
    pub next: u8,
    pub moved_in_pass: bool,
    /// A ship waiting for its owner to steer it at a fork.
    pub fork: Option<ShipId>,
}

/// A ship's free targets for the call, as `Sail::advance` needs them.
enum Free {
    None,
    /// From, to.
    One(PosId, PosId),
    Many,
}

/// What the call needs next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SailStep {
    /// The owner of this ship must choose among its free targets.
    Fork(ShipId),
    /// The move callback asked for a pause; call `advance` again to go on.
    Paused,
    Done,
}

impl Sail {
    /// Starts a call: every ship on a single-ship position takes part, in C-2.2 order.
    pub fn new(colour: Colour, caller: Seat, players: u8, fleet: &Fleet) -> Sail {
        let mut order = InlineVec::new();
        for k in 0..players {
            // Deepest first (C-2.2): a later position in data order is deeper, so the
            // seat's positions are read from the highest bit down.
            let mut afloat = fleet.taken_by(clockwise(caller, k, players));
            while afloat != 0 {
                let p = 63 - afloat.leading_zeros();
                afloat &= !(1u64 << p);
                order.push(fleet.occupant[p as usize].expect("a taken position holds a ship"));
            }
        }
        Sail {
            colour,
            caller,
            order,
            moved: 0,
            next: 0,
            moved_in_pass: false,
            fork: None,
        }
    }

    /// The free targets of `ship` for this colour.
    pub fn free_targets<R: SailRules>(
        &self,
        ship: ShipId,
        fleet: &Fleet,
        board: &Board,
        rules: &mut R,
    ) -> Targets {
        let mut t = Targets::default();
        if self.each_free_target(ship, fleet, board, rules, |_, target| t.push(target)) {
            t
        } else {
            Targets::default()
        }
    }

    /// [`Sail::free_targets`] without the list: none, the only one (with the ship's
    /// position), or a fork. The same rule as [`Sail::each_free_target`], read from the
    /// board's target bit sets: whether a ship stays, evades or forks does not depend on the
    /// order its targets are looked at (`barred` only looks), so only the list of a fork
    /// keeps the data order.
    #[inline]
    fn free_target<R: SailRules>(
        &self,
        ship: ShipId,
        fleet: &Fleet,
        board: &Board,
        rules: &mut R,
    ) -> Free {
        let Some(p) = fleet.ship(ship).pos else {
            return Free::None;
        };
        let mut free = fleet.free_of(board.target_mask(p, self.colour));
        if free == 0 || rules.held(ship) {
            return Free::None;
        }
        let mut found = Free::None;
        while free != 0 {
            let target = free.trailing_zeros() as PosId;
            free &= free - 1;
            if !rules.channel_open(p, target) {
                continue;
            }
            if rules.barred(fleet, ship, target) {
                return Free::None;
            }
            found = match found {
                Free::None => Free::One(p, target),
                _ => Free::Many,
            };
        }
        found
    }

    /// The rule for a ship's free targets, in data order: calls `visit(position, target)` for
    /// each; returns false when the ship stays put for this call (a barred target, C-2.7), in
    /// which case what was visited does not count. [`Sail::free_target`] applies the same rule
    /// to bit sets; a test keeps the two in step.
    #[inline]
    fn each_free_target<R: SailRules>(
        &self,
        ship: ShipId,
        fleet: &Fleet,
        board: &Board,
        rules: &mut R,
        mut visit: impl FnMut(PosId, PosId),
    ) -> bool {
        let Some(p) = fleet.ship(ship).pos else {
            return true;
        };
        if rules.held(ship) {
            return true;
        }
        for &target in board.targets(p, self.colour) {
            if fleet.is_free(target) && rules.channel_open(p, target) {
                if rules.barred(fleet, ship, target) {
                    return false;
                }
                visit(p, target);
            }
        }
        true
    }

    /// Moves ships until the call ends, a fork needs its owner, or `on_move` (told of every
    /// move: ship, from, to, as it happens) asks for a pause.
    pub fn advance<R: SailRules>(
        &mut self,
        fleet: &mut Fleet,
        board: &Board,
        rules: &mut R,
        mut on_move: impl FnMut(&mut Fleet, ShipId, PosId, PosId, &mut R) -> Flow,
    ) -> SailStep {
        debug_assert!(self.fork.is_none());
        let mut waiting = self.movable(fleet, board);
        loop {
            // The ships still to look at in this pass: those that may move, from `next` on.
            let rest = waiting >> self.next << self.next;
            if rest == 0 {
                if !self.moved_in_pass {
                    return SailStep::Done;
                }
                self.next = 0;
                self.moved_in_pass = false;
                continue;
            }
            let at = rest.trailing_zeros();
            let ship = self.order[at as usize];
            self.next = at as u8 + 1;
            match self.free_target(ship, fleet, board, rules) {
                Free::None => {}
                Free::One(from, to) => {
                    waiting &= !(1 << at);
                    self.mark_moved(ship);
                    fleet.move_to(board, ship, to);
                    if on_move(fleet, ship, from, to, rules) == Flow::Pause {
                        return SailStep::Paused;
                    }
                }
                Free::Many => {
                    self.fork = Some(ship);
                    return SailStep::Fork(ship);
                }
            }
        }
    }

    /// The ships of [`Sail::order`] that may still move in this call, as a bit set over
    /// their places in the order: not moved yet, on the board, with a channel of the colour
    /// out of their position. Nothing but the call moves a ship while `advance` runs, so the
    /// others stay where they are until it returns, and its passes skip them without a look
    /// (a pass over the whole order looked at each of them again, with a branch on what it
    /// found). Worked out anew at every `advance`: a fork or a pause may come between.
    fn movable(&self, fleet: &Fleet, board: &Board) -> u32 {
        const { assert!(MAX_SHIPS <= 32, "places in the order fit a u32") };
        let colour = self.colour;
        (self.order.iter().enumerate()).fold(0u32, |m, (at, &ship)| {
            let unmoved = self.moved >> ship & 1 == 0;
            let outlet = (fleet.ship(ship).pos).is_some_and(|p| board.target_mask(p, colour) != 0);
            m | ((unmoved & outlet) as u32) << at
        })
    }

    /// Applies the owner's choice at a fork; call `advance` afterwards (unless `on_move`
    /// asked for a pause, which the caller handles first).
    pub fn steer<R: SailRules>(
        &mut self,
        to: PosId,
        fleet: &mut Fleet,
        board: &Board,
        rules: &mut R,
        mut on_move: impl FnMut(&mut Fleet, ShipId, PosId, PosId, &mut R) -> Flow,
    ) -> Flow {
        let ship = self.fork.take().expect("a fork is pending");
        let from = fleet.ship(ship).pos.expect("on board");
        self.mark_moved(ship);
        fleet.move_to(board, ship, to);
        on_move(fleet, ship, from, to, rules)
    }

    fn mark_moved(&mut self, ship: ShipId) {
        self.moved |= 1u64 << ship;
        self.moved_in_pass = true;
    }
}

/// The free predecessors of a ship's position, for "back one channel" (C-3); a closed lock
/// blocks (`rules.channel_open`).
pub fn back_targets<R: SailRules>(
    fleet: &Fleet,
    board: &Board,
    ship: ShipId,
    rules: &R,
) -> Targets {
    let mut t = Targets::default();
    if let Some(p) = fleet.ship(ship).pos {
        for &q in board.predecessors(p) {
            if fleet.is_free(q) && rules.channel_open(q, p) {
                t.push(q);
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::Ruleset;
    use crate::rulesets::random_play;

    /// Fixed but scattered limits: some channels closed, some targets barred, some ships
    /// held, chosen by a hash of their ids and `salt`.
    struct Scattered(u64);

    impl Scattered {
        fn pick(&self, a: u8, b: u8, one_in: u64) -> bool {
            let x = (self.0 ^ (a as u64) << 8 ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            (x >> 32).is_multiple_of(one_in)
        }
    }

    impl SailRules for Scattered {
        fn barred(&mut self, _fleet: &Fleet, ship: ShipId, target: PosId) -> bool {
            self.pick(ship, target, 7)
        }
        fn channel_open(&self, from: PosId, to: PosId) -> bool {
            !self.pick(from ^ 0x55, to, 4)
        }
        fn held(&self, ship: ShipId) -> bool {
            self.pick(ship, 0xAA, 6)
        }
    }

    /// What a call decides for a ship (stay, evade, fork) is read from bit sets, while a
    /// fork's choices are listed in data order: both must apply the same rule (C-2.3, C-2.4,
    /// C-2.7), for every ship and colour of fleets from random games of every rule set.
    #[test]
    fn counting_free_targets_agrees_with_listing_them() {
        let mut checked = 0;
        for ruleset in Ruleset::ALL {
            for seed in 0..3u64 {
                let mut step = 0u32;
                random_play::play(ruleset, 4, seed, |game, salt| {
                    step += 1;
                    if !step.is_multiple_of(5) {
                        return;
                    }
                    let (fleet, board) = random_play::fleet_and_board(game);
                    for colour in Colour::ALL {
                        let sail = Sail::new(colour, 0, game.players(), fleet);
                        for ship in 0..fleet.ships.len() as ShipId {
                            agree(&sail, ship, fleet, board, &mut Unrestricted);
                            agree(&sail, ship, fleet, board, &mut Scattered(salt));
                            checked += 1;
                        }
                    }
                });
            }
        }
        assert!(checked > 10_000, "only {checked} checks");
    }

    fn agree<R: SailRules>(sail: &Sail, ship: ShipId, fleet: &Fleet, board: &Board, rules: &mut R) {
        let listed = sail.free_targets(ship, fleet, board, rules);
        let listed = listed.as_slice();
        match sail.free_target(ship, fleet, board, rules) {
            Free::None => assert!(listed.is_empty(), "ship {ship}: {listed:?}"),
            Free::One(from, to) => {
                assert_eq!(listed, [to], "ship {ship}");
                assert_eq!(fleet.ship(ship).pos, Some(from));
            }
            Free::Many => assert!(listed.len() >= 2, "ship {ship}: {listed:?}"),
        }
    }
}
