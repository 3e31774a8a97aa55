//! Navigation cards (RULES R-6, D-2), shared by Rotterdam and Masters of Trade (where they are
//! called shipping cards, M-2). The targets and the effects on ships live here once; what
//! differs per rule set (where a returned raw material goes, how an extra ship is loaded) is
//! left to the caller through [`CardOutcome`].

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::core::bits;
use crate::core::board::{Board, PosId, PosKind};
use crate::core::fleet::{Fleet, RawId, ShipId};
use crate::core::sailing::{Unrestricted, back_targets};
use crate::core::seat::Seat;
use crate::core::sink::{Sink, emit};
use crate::event::Event;

pub use crate::vocabulary::NavCard;

/// Where a navigation card being played stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum CardStage {
    /// Choose the (first) target ship.
    Ship,
    /// Swap cargo: choose the second ship.
    SecondShip { first: ShipId },
    /// Setback/Storm: choose the predecessor to go back to; `steps` left including this one.
    Back { ship: ShipId, steps: u8 },
    /// Cargo thief: choose one of your empty ships to receive the cargo.
    Receiver { source: ShipId },
    /// Cargo thief with no empty ship of yours on the board: choose a start for a new one.
    ReceiverStart { source: ShipId },
    /// Extra cargo: choose start and cargo.
    Place,
}

/// A navigation card being played: which, by whom, and its stage. JSON:
/// `{"card":"storm","player":0,"stage":{"stage":"back","ship":3,"steps":2}}` (not flattened,
/// so that the state has a fixed shape for the canonical hash).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct CardPlay {
    pub card: NavCard,
    pub player: Seat,
    pub stage: CardStage,
}

impl CardPlay {
    pub fn start(card: NavCard, player: Seat) -> CardPlay {
        let stage = match card {
            NavCard::ExtraCargo => CardStage::Place,
            _ => CardStage::Ship,
        };
        CardPlay {
            card,
            player,
            stage,
        }
    }
}

/// What a card's step leaves for the rule set to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardOutcome {
    /// The card waits for another decision (its stage has changed).
    Next,
    /// The card is done.
    Done,
    /// Port police: the ship's cargo was taken off; put this raw material back. Done.
    ReturnRaw(RawId),
    /// Extra cargo: place a new ship of the player's (the rule set loads it). Done after.
    Place { start: PosId, cargo: Option<RawId> },
    /// Cargo thief without an empty ship: place a new empty ship of the player's on `start`,
    /// then call [`give_stolen`] with it. Done after.
    PlaceReceiver { start: PosId, source: ShipId },
}

/// The ships a card may affect, judged on the current board.
pub struct Cards<'a> {
    pub fleet: &'a Fleet,
    pub board: &'a Board,
    /// No card may affect a ship or cargo in a harbour (R-6 variant; always on in Masters).
    pub safe_harbour: bool,
}

impl<'a> Cards<'a> {
    /// The ships a card may target, as a bit set: on the board, and not in a harbour under
    /// safe harbour. A Rotterdam board has no exit (its data check refuses one), so a ship on
    /// a position that holds many is in a harbour.
    #[inline]
    pub fn targetable_mask(&self) -> u64 {
        if self.safe_harbour {
            self.fleet.on_single()
        } else {
            self.fleet.on_board()
        }
    }

    /// On the board, and not in a harbour under safe harbour.
    pub fn targetable(&self, ship: ShipId) -> bool {
        debug_assert_eq!(
            self.targetable_mask() >> ship & 1 == 1,
            self.fleet
                .ship(ship)
                .pos
                .is_some_and(|p| !(self.safe_harbour && self.board.kind(p) == PosKind::Harbour)),
        );
        self.targetable_mask() >> ship & 1 != 0
    }

    /// Targetable ships with cargo, as a bit set.
    fn loaded_mask(&self) -> u64 {
        self.targetable_mask() & self.fleet.loaded()
    }

    /// Has `ship` a free predecessor to go back to (C-3)? What [`back_targets`] lists, asked
    /// without listing it: card playability asks it of every ship at many steps.
    pub fn can_go_back(&self, ship: ShipId) -> bool {
        self.targetable(ship)
            && self
                .fleet
                .ship(ship)
                .pos
                .is_some_and(|p| self.fleet.free_of(self.board.predecessor_mask(p)) != 0)
    }

    /// Ships whose cargo differs from `first`'s (Swap cargo needs a change).
    pub fn swap_partners(&self, first: ShipId) -> impl Iterator<Item = ShipId> + 'static {
        let others = self.targetable_mask() & !(1 << first);
        bits::ships(others & !self.fleet.with_cargo(others, self.fleet.ship(first).cargo))
    }

    /// The cargoes on targetable ships, one bit each (bit 0: empty, bit `r + 1`: raw `r`): a
    /// ship has a Swap cargo partner when another bit than its own is set, so the partners
    /// are judged from the fleet's bit sets instead of one pass over the fleet per ship.
    fn cargo_mask(&self) -> u32 {
        self.fleet.cargoes(self.targetable_mask())
    }

    /// May `ship` start a Swap cargo, given the fleet's [`Cards::cargo_mask`]?
    fn swaps(&self, ship: ShipId, mask: u32) -> bool {
        self.targetable(ship) && mask & !Fleet::cargo_bit(self.fleet.ship(ship).cargo) != 0
    }

    /// The player's empty ships on the board that may receive stolen cargo, as a bit set.
    fn receiver_mask(&self, seat: Seat) -> u64 {
        self.targetable_mask() & !self.fleet.loaded() & self.fleet.ships_of(seat)
    }

    /// The player's empty ships on the board that may receive stolen cargo.
    pub fn receivers(&self, seat: Seat) -> impl Iterator<Item = ShipId> + 'static {
        bits::ships(self.receiver_mask(seat))
    }

    /// Of the card types in `held` (bit `i` for [`NavCard::from_index`]`(i)`), those `seat`
    /// may play now, all the way to their end (R-6, C-3); `can_place(card)`: whether the card
    /// can put a new ship on a free start (the rule set's test, asked only for Extra cargo and
    /// Cargo thief). A legal list asks this at most steps, for every card in hand, so each
    /// card's test is a bit of one mask rather than a branch per card in hand; the tests that
    /// walk something (going back, placing) are asked only when such a card is held.
    pub fn playable_cards(
        &self,
        seat: Seat,
        held: u16,
        can_place: impl Fn(NavCard) -> bool,
    ) -> u16 {
        let bit = |card: NavCard| 1u16 << card as u16;
        let holds = |card: NavCard| held & bit(card) != 0;
        let loaded = self.loaded_mask() != 0;
        // Two different cargoes on targetable ships: each has a partner.
        let swap = self.cargo_mask().count_ones() >= 2;
        let back = held & (bit(NavCard::Setback) | bit(NavCard::Storm)) != 0
            && bits::ships(self.targetable_mask()).any(|s| self.can_go_back(s));
        let extra = holds(NavCard::ExtraCargo) && can_place(NavCard::ExtraCargo);
        let thief = holds(NavCard::CargoThief)
            && loaded
            && (self.receiver_mask(seat) != 0 || can_place(NavCard::CargoThief));
        let playable = (swap as u16) << NavCard::SwapCargo as u16
            | (extra as u16) << NavCard::ExtraCargo as u16
            | (back as u16 * (bit(NavCard::Setback) | bit(NavCard::Storm)))
            | (thief as u16) << NavCard::CargoThief as u16
            | (loaded as u16) << NavCard::PortPolice as u16;
        // Joker, Advantage and Extra advantage are never played (the VP cards are laid).
        playable & held
    }

    /// The cards in hand (`nav`, counts per type) that `seat` may lay face up (VP cards) or
    /// play now, in card order (R-6, M-2); `can_place` as for [`Cards::playable_cards`].
    pub fn hand_actions(
        &self,
        seat: Seat,
        nav: &[u8; NavCard::COUNT],
        can_place: impl Fn(NavCard) -> bool,
        out: &mut Vec<Action>,
    ) {
        let held = bits::nonzero(nav);
        // A hand of Jokers (which stand in for a product, never played) has no card action:
        // no fleet facts to work out.
        if held & !(1 << NavCard::Joker as u16) == 0 {
            return;
        }
        let vp_cards = bits::mask_of(NavCard::COUNT, |i| NavCard::from_index(i as u8).vp() > 0);
        let laid = held & vp_cards;
        let played = self.playable_cards(seat, held, can_place);
        for card in bits::ones(laid | played).map(NavCard::from_index) {
            out.push(if laid >> card as u16 & 1 != 0 {
                Action::LayCard { card }
            } else {
                Action::PlayCard { card }
            });
        }
    }

    /// The choices at `play`'s stage; `Place` stages are filled by the rule set.
    pub fn stage_actions(&self, play: CardPlay, out: &mut Vec<Action>) {
        match play.stage {
            CardStage::Place => {}
            CardStage::Ship => {
                let mask = if play.card == NavCard::SwapCargo {
                    self.cargo_mask()
                } else {
                    0
                };
                let candidates = match play.card {
                    NavCard::CargoThief | NavCard::PortPolice => self.loaded_mask(),
                    _ => self.targetable_mask(),
                };
                for ship in bits::ships(candidates) {
                    let ok = match play.card {
                        NavCard::SwapCargo => self.swaps(ship, mask),
                        NavCard::Setback | NavCard::Storm => self.can_go_back(ship),
                        NavCard::CargoThief | NavCard::PortPolice => true,
                        _ => false,
                    };
                    if ok {
                        out.push(Action::SelectShip { ship });
                    }
                }
            }
            CardStage::SecondShip { first } => {
                out.extend(
                    self.swap_partners(first)
                        .map(|ship| Action::SelectShip { ship }),
                );
            }
            CardStage::Back { ship, .. } => {
                for &pos in back_targets(self.fleet, self.board, ship, &Unrestricted).as_slice() {
                    out.push(Action::SelectPosition { pos });
                }
            }
            CardStage::Receiver { .. } => {
                out.extend(
                    self.receivers(play.player)
                        .map(|ship| Action::SelectShip { ship }),
                );
            }
            CardStage::ReceiverStart { .. } => {
                let free = self.fleet.free_of(self.board.start_mask());
                out.extend(bits::positions(free).map(|pos| Action::SelectPosition { pos }));
            }
        }
    }
}

/// Applies one decision of a card being played (checked legal by the caller). Updates `play`'s
/// stage in place and says what is left for the rule set.
pub fn card_step<S: Sink>(
    fleet: &mut Fleet,
    board: &Board,
    safe_harbour: bool,
    play: &mut CardPlay,
    action: Action,
    sink: &mut S,
) -> CardOutcome {
    match (play.stage, action) {
        (CardStage::Place, Action::PlaceShip { start, cargo }) => {
            CardOutcome::Place { start, cargo }
        }
        (CardStage::Ship, Action::SelectShip { ship }) => match play.card {
            NavCard::SwapCargo => {
                play.stage = CardStage::SecondShip { first: ship };
                CardOutcome::Next
            }
            NavCard::Setback => go_back(fleet, board, play, ship, 1, sink),
            NavCard::Storm => go_back(fleet, board, play, ship, 2, sink),
            NavCard::CargoThief => {
                let cards = Cards {
                    fleet,
                    board,
                    safe_harbour,
                };
                play.stage = if cards.receivers(play.player).next().is_some() {
                    CardStage::Receiver { source: ship }
                } else {
                    CardStage::ReceiverStart { source: ship }
                };
                CardOutcome::Next
            }
            NavCard::PortPolice => {
                let cargo = fleet.take_cargo(ship).expect("cargo");
                emit(sink, || Event::CargoReturned { ship, cargo });
                CardOutcome::ReturnRaw(cargo)
            }
            _ => unreachable!("not a ship card"),
        },
        (CardStage::SecondShip { first }, Action::SelectShip { ship }) => {
            fleet.swap_cargo(first, ship);
            emit(sink, || Event::CargoSwapped { a: first, b: ship });
            CardOutcome::Done
        }
        (CardStage::Back { ship, steps }, Action::SelectPosition { pos }) => {
            step_back(fleet, board, ship, pos, sink);
            go_back(fleet, board, play, ship, steps - 1, sink)
        }
        (CardStage::Receiver { source }, Action::SelectShip { ship }) => {
            give_stolen(fleet, source, ship, sink);
            CardOutcome::Done
        }
        (CardStage::ReceiverStart { source }, Action::SelectPosition { pos }) => {
            CardOutcome::PlaceReceiver { start: pos, source }
        }
        _ => unreachable!("checked by legality"),
    }
}

/// Cargo thief: moves the cargo of `from` onto `to`.
pub fn give_stolen<S: Sink>(fleet: &mut Fleet, from: ShipId, to: ShipId, sink: &mut S) {
    let cargo = fleet.take_cargo(from).expect("cargo to take");
    fleet.set_cargo(to, Some(cargo));
    emit(sink, || Event::CargoMoved {
        from_ship: from,
        to_ship: to,
        cargo,
    });
}

/// Moves a ship back up to `steps` channels (C-3): a single free predecessor is taken at once,
/// several are the card player's choice; it stops early when no step is possible.
fn go_back<S: Sink>(
    fleet: &mut Fleet,
    board: &Board,
    play: &mut CardPlay,
    ship: ShipId,
    mut steps: u8,
    sink: &mut S,
) -> CardOutcome {
    while steps > 0 {
        let targets = back_targets(fleet, board, ship, &Unrestricted);
        match targets.as_slice() {
            [] => break,
            [only] => {
                step_back(fleet, board, ship, *only, sink);
                steps -= 1;
            }
            _ => {
                play.stage = CardStage::Back { ship, steps };
                return CardOutcome::Next;
            }
        }
    }
    CardOutcome::Done
}

fn step_back<S: Sink>(fleet: &mut Fleet, board: &Board, ship: ShipId, to: PosId, sink: &mut S) {
    let from = fleet.ship(ship).pos.expect("on board");
    fleet.move_to(board, ship, to);
    emit(sink, || Event::ShipMoved { ship, from, to });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rulesets::Ruleset;
    use crate::rulesets::random_play;

    /// `can_go_back` answers without listing; it must agree with the list (C-3) for every
    /// ship of every position random play reaches, with and without safe harbour.
    #[test]
    fn can_go_back_agrees_with_the_listed_targets() {
        let mut checked = 0;
        for ruleset in [Ruleset::Rotterdam, Ruleset::Masters] {
            for seed in 0..6u64 {
                random_play::play(ruleset, 2 + (seed % 3) as u8, seed, |game, _| {
                    let (fleet, board) = random_play::fleet_and_board(game);
                    for safe_harbour in [false, true] {
                        let cards = Cards {
                            fleet,
                            board,
                            safe_harbour,
                        };
                        for ship in 0..fleet.ships.len() as ShipId {
                            let listed = cards.targetable(ship)
                                && !back_targets(fleet, board, ship, &Unrestricted)
                                    .as_slice()
                                    .is_empty();
                            assert_eq!(cards.can_go_back(ship), listed, "ship {ship}");
                            checked += 1;
                        }
                    }
                });
            }
        }
        assert!(checked > 10_000, "only {checked} checks");
    }
}
