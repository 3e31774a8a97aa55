//! Words for people, as catalogue messages (`crate::message`): an action, the current decision
//! (for error messages that name the rule) and an event. The sentences live in
//! `crates/words/locales/<lang>/rotterdam.ftl` and `shared.ftl`.

use crate::action::Action;
use crate::core::words::{
    Family, Namer, card_arg, card_stage_message, family_event, joker_arg, serde_id,
};

use crate::event::Event;
use crate::message::{Message, NameKind};
use crate::rotterdam::Game;
use crate::rotterdam::state::{Phase, Step};

/// Where Rotterdam's words for the family's events are: its own.
const FAMILY: Family = Family {
    own: "rotterdam",
    base: "rotterdam",
    wrong_cargo: "event-unloaded-wrong",
};

impl Game {
    fn namer(&self) -> Namer<'_> {
        let d = &self.data;
        Namer {
            board: &d.board,
            raws: &d.raws,
            products: &d.products,
            missions: &d.missions,
            fleet: &self.state.public.fleet,
            locks: &[],
        }
    }

    /// An action in words, with names from the data.
    pub fn describe(&self, action: &Action) -> Message {
        let d = &self.data;
        let bounds = crate::action::IdBounds {
            positions: d.board.len(),
            ships: self.state.public.fleet.ships.len(),
            raws: d.raws.len(),
            products: d.products.len(),
            missions: d.missions.len(),
            players: self.state.public.players as usize,
        };
        if !action.ids_within(&bounds) {
            return Message::unknown_action(action.to_json());
        }
        let n = self.namer();
        let m = Message::new;
        match *action {
            Action::Pass => m("action-pass"),
            Action::Continue => match self.state.public.phase {
                Phase::Cards => m("rotterdam-action-continue-cards"),
                _ => m("rotterdam-action-continue-unload"),
            },
            Action::PlaceShip { start, cargo } => m("action-place-ship")
                .arg("pos", n.pos(start))
                .arg("cargo", n.cargo(cargo)),
            Action::CallColour { colour } => {
                m("action-call-colour").named("colour", NameKind::Colour, serde_id(&colour))
            }
            Action::SteerFork { to } => m("action-steer-fork").arg("pos", n.pos(to)),
            Action::PlayCard { card } => m("action-play-card").arg("card", card_arg(&card)),
            Action::LayCard { card } => m("action-lay-card").arg("card", card_arg(&card)),
            Action::SelectShip { ship } => m("action-select-ship").arg("ship", n.ship_detail(ship)),
            Action::SelectPosition { pos } => m("action-select-position").arg("pos", n.pos(pos)),
            Action::AddGive { product } => m("action-add-give").arg("product", n.product(product)),
            Action::AddAsk { product } => m("action-add-ask").arg("product", n.product(product)),
            Action::SendOffer { to } => m("action-send-offer").seat("to", to),
            Action::Withdraw => m("action-withdraw"),
            Action::Accept => m("action-accept"),
            Action::Decline => m("action-decline"),
            Action::CompleteMission { mission, joker } => {
                joker_arg(m("rotterdam-action-complete-mission"), &n, joker)
                    .arg("mission", n.mission(mission))
            }
            _ => Message::unknown_action(action.to_json()),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (Message, &'static str) {
        let p = &self.state.public;
        if let Some(card) = p.card {
            return (
                card_stage_message(card.player, &card.card, &card.stage),
                "R-6",
            );
        }
        let m = Message::new;
        match p.step {
            Step::Ended => (m("expect-game-over"), "R-7"),
            Step::Fork => (m("expect-fork"), "C-2.4"),
            Step::Respond => (m("expect-respond"), "R-5"),
            Step::Compose => (m("expect-compose"), "R-5"),
            Step::Slot => match p.phase {
                Phase::Place => (m("rotterdam-expect-place"), "R-3.1"),
                Phase::Navigate => (m("rotterdam-expect-navigate"), "R-3.2"),
                Phase::Cards => (m("rotterdam-expect-cards"), "R-6"),
                Phase::Unload => (m("rotterdam-expect-unload"), "R-6"),
                Phase::Trade => (m("rotterdam-expect-trade"), "R-5"),
                Phase::Missions => (m("rotterdam-expect-missions"), "R-3.6"),
            },
        }
    }

    /// An event in words; `None` for events not worth a line. Give it the event as redacted
    /// for the viewer (a card the viewer may not see is `None` and is told as "a card").
    pub fn describe_event(&self, event: &Event) -> Option<Message> {
        family_event(&self.namer(), &self.data.accepts, event, FAMILY)
    }
}
