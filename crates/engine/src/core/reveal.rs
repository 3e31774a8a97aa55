//! Reveal points: whether an applied action drew something random or let a seat learn
//! something hidden from it (C-6).
//!
//! Two readers need exactly this and nothing more: **undo**, which may not take an action back
//! across such a point (a card seen cannot be unseen, a shuffle redrawn would be a new one), and
//! **analysis**, which tells luck (at chance) from skill (at decisions). A rule set knows where
//! it draws, turns up or shows a card, so it says so there, through its [`Sink`]
//! (`sink.reveal(…)`, next to the event it emits); the fast path's sink ignores it, so bots'
//! playouts pay nothing for it. The conformance suite's twin-world checks hold every rule set
//! to it: an action that is not marked leaves every seat's view the same in every world that
//! seat cannot tell from the real one.
//!
//! [`Sink`]: crate::core::sink::Sink

use serde::{Deserialize, Serialize};

use crate::core::seat::{MAX_SEATS, Seat};

/// What an applied action did to hidden information, including every automatic step it set
/// off (a phase that deals cards, a refill of a display). The default, [`Reveal::NONE`], is
/// an action that any seat could have predicted in full from its view and the action.
///
/// A mark is never missing where the twin-world check can see one; it may be set where what
/// was shown could also have been worked out (a card every other card has been counted
/// against). It is computed from what everyone sees (sizes of piles and hands, cards seen
/// taken), so a mark never tells anyone more than their view does.
///
/// JSON: `{"chance":true,"public":false,"seats":2}` (`seats`: one bit per seat).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Reveal {
    /// Something random was drawn: a card taken or turned from a face-down pile, a pile
    /// reshuffled (C-4). Analysis counts what followed as luck.
    pub chance: bool,
    /// Every viewer, spectators too, learned something hidden before: a card played or shown
    /// from a hand, a draft sent, a card turned face up.
    pub public: bool,
    /// The seats that learned something only they see (a card drawn into their hand), one bit
    /// per seat.
    pub seats: u8,
}

impl Reveal {
    /// Nothing random, nothing shown.
    pub const NONE: Reveal = Reveal {
        chance: false,
        public: false,
        seats: 0,
    };
    /// Something random was drawn (a reshuffle, or with another mark a card drawn or turned).
    pub const CHANCE: Reveal = Reveal {
        chance: true,
        public: false,
        seats: 0,
    };
    /// Everyone was shown something hidden.
    pub const PUBLIC: Reveal = Reveal {
        chance: false,
        public: true,
        seats: 0,
    };
    /// A card from a face-down pile turned face up for everyone.
    pub const TURNED: Reveal = Reveal {
        chance: true,
        public: true,
        seats: 0,
    };

    /// `seat` alone was shown something (its own draw, say).
    pub const fn to_seat(seat: Seat) -> Reveal {
        debug_assert!((seat as usize) < MAX_SEATS);
        Reveal {
            chance: false,
            public: false,
            seats: 1 << seat,
        }
    }

    /// `seat` drew a card from a face-down pile: chance, and seen by that seat alone.
    pub const fn drawn_by(seat: Seat) -> Reveal {
        Reveal {
            chance: true,
            ..Reveal::to_seat(seat)
        }
    }

    /// Both marks.
    pub const fn with(self, other: Reveal) -> Reveal {
        Reveal {
            chance: self.chance || other.chance,
            public: self.public || other.public,
            seats: self.seats | other.seats,
        }
    }

    /// Did anyone learn something hidden from them?
    pub const fn revealed(&self) -> bool {
        self.public || self.seats != 0
    }

    /// Did `viewer` (`None`: a spectator) learn something hidden from it?
    pub fn revealed_to(&self, viewer: Option<Seat>) -> bool {
        self.public || viewer.is_some_and(|s| self.seats & (1 << s) != 0)
    }

    /// Is this a point undo may not cross (anything random or anything shown)?
    pub const fn is_point(&self) -> bool {
        self.chance || self.revealed()
    }
}

impl std::ops::BitOr for Reveal {
    type Output = Reveal;
    fn bitor(self, other: Reveal) -> Reveal {
        self.with(other)
    }
}

impl std::ops::BitOrAssign for Reveal {
    fn bitor_assign(&mut self, other: Reveal) {
        *self = self.with(other);
    }
}

/// How far back `seat` may undo in a game's history, given as `(seat that acted, its mark)`
/// per applied action, oldest first: the number of actions that must stay. A seat takes back
/// only its own latest actions, and never across a reveal point ([`Reveal::is_point`]) nor
/// across another seat's action (that seat decided on what it saw). Equal to the length of the
/// history when there is nothing to take back. Reads the history from its end only as far as
/// the seat's own unmarked actions go, so asking is cheap.
pub fn undo_floor<I>(history: I, seat: Seat) -> usize
where
    I: IntoIterator<Item = (Seat, Reveal)>,
    I::IntoIter: DoubleEndedIterator + ExactSizeIterator,
{
    let history = history.into_iter();
    let len = history.len();
    let undoable = history
        .rev()
        .take_while(|(by, mark)| *by == seat && !mark.is_point())
        .count();
    len - undoable
}

/// Why a seat may not take back the latest action of a game's history ([`may_undo`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoStop {
    /// Nothing was decided yet.
    Nothing,
    /// The latest action is another seat's: it decided on what it saw, so what led to it stays.
    OtherSeat,
    /// The latest action drew something random or showed someone something
    /// ([`Reveal::is_point`]): a card seen cannot be unseen, a draw redone would be a new one.
    Reveal,
}

/// Whether `seat` may take back the latest action of `history` (`(seat that acted, its mark)`
/// per action still standing, oldest first), and if not, why. The same rule as [`undo_floor`],
/// one action at a time: taking back repeatedly goes exactly down to the floor.
pub fn may_undo<I>(history: I, seat: Seat) -> Result<(), UndoStop>
where
    I: IntoIterator<Item = (Seat, Reveal)>,
    I::IntoIter: DoubleEndedIterator,
{
    match history.into_iter().next_back() {
        None => Err(UndoStop::Nothing),
        Some((by, _)) if by != seat => Err(UndoStop::OtherSeat),
        Some((_, mark)) if mark.is_point() => Err(UndoStop::Reveal),
        Some(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_combine_and_say_who_learned() {
        assert!(!Reveal::NONE.is_point());
        let m = Reveal::drawn_by(2) | Reveal::CHANCE;
        assert!(m.chance && m.is_point() && m.revealed());
        assert!(m.revealed_to(Some(2)));
        assert!(!m.revealed_to(Some(1)) && !m.revealed_to(None));
        let mut p = Reveal::CHANCE;
        assert!(p.is_point() && !p.revealed());
        p |= Reveal::PUBLIC;
        assert_eq!(p, Reveal::TURNED);
        assert!(p.revealed_to(None) && p.revealed_to(Some(0)));
        assert_eq!(
            serde_json::to_string(&Reveal::drawn_by(1)).unwrap(),
            r#"{"chance":true,"public":false,"seats":2}"#
        );
    }

    #[test]
    fn undo_stops_at_a_reveal_point_and_at_another_seats_action() {
        let none = Reveal::NONE;
        let history = [(0, none), (1, Reveal::PUBLIC), (1, none), (1, none)];
        // Seat 1 may take back its last two actions, not the one that showed a card.
        assert_eq!(undo_floor(history, 1), 2);
        // Seat 0's latest action lies behind seat 1's: nothing to take back.
        assert_eq!(undo_floor(history, 0), 4);
        let history = [(0, none), (0, none), (0, Reveal::drawn_by(3))];
        assert_eq!(undo_floor(history, 0), 3, "its own draw ends it");
        assert_eq!(undo_floor([(0, none), (0, none)], 0), 0);
        assert_eq!(undo_floor(Vec::<(Seat, Reveal)>::new(), 0), 0);
    }

    #[test]
    fn may_undo_says_why_not_and_agrees_with_the_floor() {
        let none = Reveal::NONE;
        assert_eq!(may_undo([], 0), Err(UndoStop::Nothing));
        assert_eq!(
            may_undo([(0, none), (1, none)], 0),
            Err(UndoStop::OtherSeat)
        );
        assert_eq!(
            may_undo([(0, none), (0, Reveal::CHANCE)], 0),
            Err(UndoStop::Reveal)
        );
        assert_eq!(may_undo([(1, none), (0, none)], 0), Ok(()));
        // Taking back one at a time stops exactly at the floor.
        let mut history = vec![(1, none), (0, Reveal::PUBLIC), (0, none), (0, none)];
        let floor = undo_floor(history.iter().copied(), 0);
        while may_undo(history.iter().copied(), 0).is_ok() {
            history.pop();
        }
        assert_eq!(history.len(), floor);
        assert_eq!(floor, 2);
    }
}
