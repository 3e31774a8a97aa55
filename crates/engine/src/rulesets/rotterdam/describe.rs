//! Words for people: an action as text, and what the current decision is (for error messages
//! that name the rule).

use crate::action::Action;
use crate::rotterdam::Game;
use crate::rotterdam::state::{CardStage, Phase, Step};

impl Game {
    fn ship_text(&self, ship: u8) -> String {
        let s = self.state.public.fleet.ship(ship);
        let at = s.pos.map_or("supply".to_string(), |p| {
            self.data.board.name(p).to_string()
        });
        let cargo = s
            .cargo
            .map_or("empty".to_string(), |c| self.data.raw_name(c).to_string());
        format!("ship {ship} (seat {}, at {at}, {cargo})", s.owner)
    }

    /// An action in words, with names from the data.
    pub fn describe(&self, action: &Action) -> String {
        let d = &self.data;
        let pos = |p: u8| d.board.name(p).to_string();
        let bounds = crate::action::IdBounds {
            positions: d.board.len(),
            ships: self.state.public.fleet.ships.len(),
            raws: d.raws.len(),
            products: d.products.len(),
            missions: d.missions.len(),
            players: self.state.public.players as usize,
        };
        if !action.ids_within(&bounds) {
            return action.to_json();
        }
        match *action {
            Action::Pass => "pass".into(),
            Action::Continue => match self.state.public.phase {
                Phase::Cards => "continue: draw navigation cards".into(),
                _ => "continue: unload".into(),
            },
            Action::PlaceShip { start, cargo } => format!(
                "place a ship on {} {}",
                pos(start),
                cargo.map_or("empty".to_string(), |c| format!(
                    "loaded with {}",
                    d.raw_name(c)
                ))
            ),
            Action::CallColour { colour } => format!("call {colour}"),
            Action::SteerFork { to } => format!("steer to {}", pos(to)),
            Action::PlayCard { card } => format!("play {card}"),
            Action::LayCard { card } => format!("lay {card} on the table"),
            Action::SelectShip { ship } => format!("choose {}", self.ship_text(ship)),
            Action::SelectPosition { pos: p } => format!("choose {}", pos(p)),
            Action::AddGive { product } => format!("offer to give 1 {}", d.product_name(product)),
            Action::AddAsk { product } => format!("ask for 1 {}", d.product_name(product)),
            Action::SendOffer { to } => format!("send the offer to seat {to}"),
            Action::Withdraw => "withdraw the offer (pass)".into(),
            Action::Accept => "accept the offer".into(),
            Action::Decline => "decline the offer".into(),
            Action::CompleteMission { mission, joker } => format!(
                "complete mission {}{}",
                d.mission_text(mission),
                joker.map_or(String::new(), |p| format!(
                    ", a Joker for {}",
                    d.product_name(p)
                ))
            ),
            _ => action.to_json(),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (String, &'static str) {
        let p = &self.state.public;
        if let Some(card) = p.card {
            let what = match card.stage {
                CardStage::Place => "place the extra ship on a free start",
                CardStage::Ship => "choose the card's target ship",
                CardStage::SecondShip { .. } => "choose the second ship (with another cargo)",
                CardStage::Back { .. } => "choose where the ship goes back to (C-3)",
                CardStage::Receiver { .. } => "choose your empty ship that receives the cargo",
                CardStage::ReceiverStart { .. } => "choose a free start for your new ship",
            };
            return (
                format!("seat {} is playing {}: {what}", card.player, card.card),
                "R-6",
            );
        }
        match p.step {
            Step::Ended => ("the game is over".into(), "R-7"),
            Step::Fork => (
                "the ship's owner steers it at a fork to a free target".into(),
                "C-2.4",
            ),
            Step::Respond => (
                "the addressee accepts (holding what is asked) or declines the offer".into(),
                "R-5",
            ),
            Step::Compose => (
                "add cards to give (held) or ask (at most 3 each way, not one product both ways), send to another player, or withdraw".into(),
                "R-5",
            ),
            Step::Slot => match p.phase {
                Phase::Place => (
                    "phase 1: place a ship from supply on a free start (loaded from the supply or empty), play a card, or pass".into(),
                    "R-3.1",
                ),
                Phase::Navigate => ("phase 2: call a colour, or play a card first".into(), "R-3.2"),
                Phase::Cards => (
                    "phase 3: play a card, or continue to draw navigation cards".into(),
                    "R-6",
                ),
                Phase::Unload => ("phase 4: play a card, or continue to unload".into(), "R-6"),
                Phase::Trade => (
                    "phase 5: start an offer with a card to give or to ask for, play a card, or pass".into(),
                    "R-5",
                ),
                Phase::Missions => (
                    "phase 6: complete one mission your products cover (at most one Joker), play a card, or pass".into(),
                    "R-3.6",
                ),
            },
        }
    }
}
