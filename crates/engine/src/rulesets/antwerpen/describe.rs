//! Words for people, as catalogue messages (`crate::message`): an action, the current decision
//! (for error messages that name the rule) and an event. The sentences live in
//! `crates/words/locales/<lang>/antwerpen.ftl` and `shared.ftl`.

use crate::action::Action;
use crate::antwerpen::Game;
use crate::antwerpen::state::Step;
use crate::core::words::{Namer, msg_arg, serde_id, unloaded_event};
use crate::event::Event;
use crate::message::{Arg, Message, NameKind};

impl Game {
    fn namer(&self) -> Namer<'_> {
        let d = &self.data;
        Namer {
            board: &d.board,
            raws: &d.raws,
            products: &d.products,
            missions: &d.missions,
            fleet: &self.state.public.fleet,
            locks: &d.locks,
        }
    }

    /// An action in words, with names from the data (an id the data lacks is named by its
    /// number).
    pub fn describe(&self, action: &Action) -> Message {
        let n = self.namer();
        let m = Message::new;
        match *action {
            Action::Pass => m("antwerpen-action-no-anchor"),
            Action::Continue => m("antwerpen-action-no-double"),
            Action::PlaceShip { start, cargo } => m("antwerpen-action-load")
                .arg("pos", n.pos(start))
                .arg("cargo", n.cargo(cargo)),
            Action::CallColour { colour } => {
                m("action-call-colour").named("colour", NameKind::Colour, serde_id(&colour))
            }
            Action::SteerFork { to } => m("action-steer-fork").arg("pos", n.pos(to)),
            Action::SelectShip { ship } => m("action-select-ship").arg("ship", n.ship_detail(ship)),
            Action::SelectPosition { pos } => m("action-select-position").arg("pos", n.pos(pos)),
            Action::AddGive { product } => m("action-add-give").arg("product", n.product(product)),
            Action::AddAsk { product } => m("action-add-ask").arg("product", n.product(product)),
            Action::SendOffer { to } => m("action-send-offer").seat("to", to),
            Action::Withdraw => m("action-withdraw"),
            Action::Accept => m("action-accept"),
            Action::Decline => m("action-decline"),
            Action::CompleteMission { mission, .. } => {
                m("antwerpen-action-complete-mission").arg("mission", n.mission(mission))
            }
            Action::SwapMission { mission } => {
                m("antwerpen-action-swap-mission").arg("mission", n.mission(mission))
            }
            Action::EndTurn => m("action-end-turn"),
            Action::TakeCard { pile } => m(match pile {
                crate::antwerpen::CardPile::Ship => "antwerpen-action-take-ship-card",
                crate::antwerpen::CardPile::Lock => "antwerpen-action-take-lock-card",
            }),
            Action::PlayShipCard { card } => {
                m("action-play-card").named("card", NameKind::ShipCard, serde_id(&card))
            }
            Action::PlayLockCard { card } => {
                m("action-play-card").named("card", NameKind::LockCard, serde_id(&card))
            }
            Action::SelectLock { lock } => {
                m("antwerpen-action-select-lock").arg("lock", n.lock(lock))
            }
            Action::SetLocks { open: true } => m("antwerpen-action-open-locks"),
            Action::SetLocks { open: false } => m("antwerpen-action-close-locks"),
            ref a => Message::unknown_action(a.to_json()),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (Message, &'static str) {
        let p = &self.state.public;
        let m = Message::new;
        match p.step {
            Step::Ended => (m("expect-game-over"), "A-7"),
            Step::Turn if !p.main_done => {
                (m("antwerpen-expect-turn").seat("seat", p.active), "A-2")
            }
            Step::Turn => (
                m("antwerpen-expect-turn-after").seat("seat", p.active),
                "A-2",
            ),
            Step::Sailing => (m("antwerpen-expect-sailing"), "C-2"),
            Step::Fork => (m("expect-fork"), "C-2.4"),
            Step::AnchorWindow { seat } => (
                m("antwerpen-expect-anchor-window").seat("seat", seat),
                "A-8",
            ),
            Step::AnchorShip { seat } => {
                (m("antwerpen-expect-anchor-ship").seat("seat", seat), "A-8")
            }
            Step::TakeCard { ship } => (m("antwerpen-expect-take-card").num("ship", ship), "A-6"),
            Step::DoubleYield { .. } => (m("antwerpen-expect-double-yield"), "A-8"),
            Step::Compose => (m("expect-compose"), "R-5"),
            Step::Respond => (m("expect-respond"), "R-5"),
            Step::ExtraShip => (m("antwerpen-expect-extra-ship"), "A-8"),
            Step::ChooseColour { card } => (
                m("antwerpen-expect-choose-colour").named(
                    "card",
                    NameKind::ShipCard,
                    serde_id(&card),
                ),
                "A-8",
            ),
            Step::StepBackShip => (m("antwerpen-expect-step-back-ship"), "A-8"),
            Step::StepBackTo { .. } => (m("antwerpen-expect-step-back-to"), "C-3"),
            Step::SwapFirst => (m("antwerpen-expect-swap-first"), "A-8"),
            Step::SwapSecond { .. } => (m("antwerpen-expect-swap-second"), "A-8"),
            Step::Locks { open: true, left } => {
                (m("antwerpen-expect-open-lock").num("left", left), "A-5")
            }
            Step::Locks { open: false, left } => {
                (m("antwerpen-expect-close-lock").num("left", left), "A-5")
            }
            Step::ToggleDirection { count } => (
                m("antwerpen-expect-toggle-direction").num("count", count),
                "A-5",
            ),
            Step::ToggleLocks { left, .. } => {
                (m("antwerpen-expect-toggle-locks").num("left", left), "A-5")
            }
        }
    }

    /// An event in words; `None` for events not worth a line. Give it the event as redacted
    /// for the viewer (a card the viewer may not see is `None` and is told as "a card").
    pub fn describe_event(&self, event: &Event) -> Option<Message> {
        let n = self.namer();
        if let Some(m) = n.common_event(event) {
            return Some(m);
        }
        let m = Message::new;
        let ship_card = |c: &crate::antwerpen::ShipCard| Arg::Name {
            kind: NameKind::ShipCard,
            id: serde_id(c),
        };
        let lock_card = |c: &crate::antwerpen::LockCard| Arg::Name {
            kind: NameKind::LockCard,
            id: serde_id(c),
        };
        Some(match event {
            Event::Passed { seat } => m("antwerpen-event-no-anchor").seat("seat", *seat),
            Event::ShipPlaced {
                seat,
                ship,
                pos,
                cargo,
            } => m("event-ship-placed")
                .seat("seat", *seat)
                .num("ship", *ship)
                .arg("pos", n.pos(*pos))
                .arg("cargo", n.cargo(*cargo)),
            Event::ShipUnloaded { .. } => {
                return unloaded_event(&n, &self.data.accepts, event, "event-unloaded-wrong");
            }
            Event::MissionCompleted {
                seat,
                mission,
                points,
                ..
            } => m("antwerpen-event-mission-completed")
                .seat("seat", *seat)
                .arg("mission", n.mission(*mission))
                .num("points", *points),
            Event::GameEnded { capped: true } => m("antwerpen-event-game-ended-turn-cap"),
            Event::GameEnded { capped: false } => m("event-game-ended"),
            Event::TurnStarted { turn, seat } => m("antwerpen-event-turn-started")
                .num("turn", *turn)
                .seat("seat", *seat),
            Event::MissionSwapped { seat, mission } => m("antwerpen-event-mission-swapped")
                .seat("seat", *seat)
                .arg("mission", n.mission(*mission)),
            Event::MissionPileReshuffled { cards } => {
                m("antwerpen-event-missions-reshuffled").num("cards", *cards)
            }
            Event::ShipCardPlayed { seat, card } => m("event-card-played")
                .seat("seat", *seat)
                .arg("card", ship_card(card)),
            Event::LockCardPlayed { seat, card } => m("event-card-played")
                .seat("seat", *seat)
                .arg("card", lock_card(card)),
            Event::LockSet { lock, open } => m(if *open {
                "antwerpen-event-lock-opened"
            } else {
                "antwerpen-event-lock-closed"
            })
            .arg("lock", n.lock(*lock)),
            Event::LocksToggled { times, open } => {
                let open_now: Vec<Arg> = (0..8u8)
                    .filter(|l| open & (1 << l) != 0)
                    .map(|l| n.lock(l))
                    .collect();
                m("antwerpen-event-locks-toggled").num("times", *times).arg(
                    "open",
                    if open_now.is_empty() {
                        msg_arg(Message::new("none"))
                    } else {
                        Arg::List(open_now)
                    },
                )
            }
            Event::ShipAnchored { seat, ship } => m("antwerpen-event-ship-anchored")
                .seat("seat", *seat)
                .num("ship", *ship),
            Event::ShipCardDrawn { seat, card } => match card {
                Some(c) => m("antwerpen-event-card-taken")
                    .seat("seat", *seat)
                    .arg("card", ship_card(c)),
                None => m("antwerpen-event-ship-card-taken-hidden").seat("seat", *seat),
            },
            Event::LockCardDrawn { seat, card } => match card {
                Some(c) => m("antwerpen-event-card-taken")
                    .seat("seat", *seat)
                    .arg("card", lock_card(c)),
                None => m("antwerpen-event-lock-card-taken-hidden").seat("seat", *seat),
            },
            Event::CardPileReshuffled { pile, cards } => m(match pile {
                crate::antwerpen::CardPile::Ship => "antwerpen-event-ship-cards-reshuffled",
                crate::antwerpen::CardPile::Lock => "antwerpen-event-lock-cards-reshuffled",
            })
            .num("cards", *cards),
            Event::AnchorGaveNothing { seat, ship } => m("antwerpen-event-anchor-gave-nothing")
                .seat("seat", *seat)
                .num("ship", *ship),
            Event::ProductTaken {
                seat,
                harbour,
                product,
            } => m("antwerpen-event-double-yield")
                .seat("seat", *seat)
                .arg("product", n.product(*product))
                .arg("harbour", n.pos(*harbour)),
            Event::ShipExited { seat, ship, cargo } => match cargo {
                Some(c) => m("antwerpen-event-ship-exited-cargo").arg("cargo", n.raw(*c)),
                None => m("antwerpen-event-ship-exited"),
            }
            .seat("seat", *seat)
            .num("ship", *ship),
            Event::FinalRound { seat } => m("antwerpen-event-final-round").seat("seat", *seat),
            _ => return None,
        })
    }
}
