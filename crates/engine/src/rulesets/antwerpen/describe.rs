//! Words for people: an action as text, and what the current decision is (for error messages
//! that name the rule).

use crate::action::Action;
use crate::antwerpen::Game;
use crate::antwerpen::cards::CardPile;
use crate::antwerpen::state::Step;

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

    fn lock_text(&self, lock: u8) -> String {
        match self.data.locks.get(lock as usize) {
            Some(name) => format!("the {name} lock"),
            None => format!("lock {lock}"),
        }
    }

    /// An action in words, with names from the data.
    pub fn describe(&self, action: &Action) -> String {
        let d = &self.data;
        let pos = |p: u8| {
            d.board
                .positions
                .get(p as usize)
                .map_or(format!("position {p}"), |x| x.id.clone())
        };
        let product = |p: u8| {
            d.products
                .get(p as usize)
                .map_or(format!("product {p}"), |x| x.id.clone())
        };
        match *action {
            Action::Pass => "do not play an Anchor card".into(),
            Action::Continue => "take one product card (no Double yield)".into(),
            Action::PlaceShip { start, cargo } => format!(
                "place a ship on {} loaded with {}",
                pos(start),
                cargo.map_or("nothing".to_string(), |c| d
                    .raws
                    .get(c as usize)
                    .map_or(format!("raw {c}"), |r| r.id.clone()))
            ),
            Action::CallColour { colour } => format!("call {colour}"),
            Action::SteerFork { to } => format!("steer to {}", pos(to)),
            Action::SelectShip { ship }
                if (ship as usize) < self.state.public.fleet.ships.len() =>
            {
                format!("choose {}", self.ship_text(ship))
            }
            Action::SelectShip { ship } => format!("choose ship {ship}"),
            Action::SelectPosition { pos: p } => format!("choose {}", pos(p)),
            Action::AddGive { product: p } => format!("offer to give 1 {}", product(p)),
            Action::AddAsk { product: p } => format!("ask for 1 {}", product(p)),
            Action::SendOffer { to } => format!("send the offer to seat {to}"),
            Action::Withdraw => "withdraw the offer".into(),
            Action::Accept => "accept the offer".into(),
            Action::Decline => "decline the offer".into(),
            Action::CompleteMission { mission, .. } if (mission as usize) < d.missions.len() => {
                format!("complete mission {}", d.mission_text(mission))
            }
            Action::SwapMission { mission } if (mission as usize) < d.missions.len() => {
                format!("swap mission {} for a new one", d.mission_text(mission))
            }
            Action::EndTurn => "end the turn".into(),
            Action::TakeCard { pile } => match pile {
                CardPile::Ship => "take the top ship card".into(),
                CardPile::Lock => "take the top lock card".into(),
            },
            Action::PlayShipCard { card } => format!("play {card}"),
            Action::PlayLockCard { card } => format!("play {card}"),
            Action::SelectLock { lock } => format!("choose {}", self.lock_text(lock)),
            Action::SetLocks { open: true } => "open the locks".into(),
            Action::SetLocks { open: false } => "close the locks".into(),
            ref a => a.to_json(),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (String, &'static str) {
        let p = &self.state.public;
        match p.step {
            Step::Ended => ("the game is over".into(), "A-7"),
            Step::Turn if !p.main_done => (
                format!(
                    "seat {}'s turn: load a ship, call a colour or swap a mission (the main action), or an extra action: complete a mission, trade, play a ship or lock card",
                    p.active
                ),
                "A-2",
            ),
            Step::Turn => (
                format!(
                    "seat {}'s turn after the main action: extra actions (one mission per turn, trades, ship and lock cards not received this turn) or end the turn",
                    p.active
                ),
                "A-2",
            ),
            Step::Sailing => ("a colour call is running".into(), "C-2"),
            Step::Fork => (
                "the ship's owner steers it at a fork to a free target".into(),
                "C-2.4",
            ),
            Step::AnchorWindow { seat } => (
                format!("seat {seat} may play an Anchor card before the ships move, or pass"),
                "A-8",
            ),
            Step::AnchorShip { seat } => (
                format!(
                    "seat {seat} chooses its ship that the Anchor card holds (one with a channel of the called colour not behind a closed lock)"
                ),
                "A-8",
            ),
            Step::TakeCard { ship } => (
                format!(
                    "the owner of ship {ship}, arrived on an anchor, takes the top lock card or ship card"
                ),
                "A-6",
            ),
            Step::DoubleYield { .. } => (
                "a matching delivery: play Double yield for two product cards, or continue with one"
                    .into(),
                "A-8",
            ),
            Step::Compose => (
                "add cards to give (held) or ask (at most 3 each way, not one product both ways), send to another player, or withdraw".into(),
                "R-5",
            ),
            Step::Respond => (
                "the addressee accepts (holding what is asked) or declines the offer".into(),
                "R-5",
            ),
            Step::ExtraShip => (
                "Extra ship: place a ship with a raw material on a free start".into(),
                "A-8",
            ),
            Step::ChooseColour { card } => (format!("{card}: call a colour"), "A-8"),
            Step::StepBackShip => (
                "Step back: choose a ship that can go back one channel".into(),
                "A-8",
            ),
            Step::StepBackTo { .. } => (
                "Step back: choose where the ship goes back to (C-3)".into(),
                "C-3",
            ),
            Step::SwapFirst => ("Swap cargo: choose the first ship".into(), "A-8"),
            Step::SwapSecond { .. } => (
                "Swap cargo: choose the second ship (with another cargo)".into(),
                "A-8",
            ),
            Step::Locks { open: true, left } => {
                (format!("choose a closed lock to open ({left} left)"), "A-5")
            }
            Step::Locks { open: false, left } => {
                (format!("choose an open lock to close ({left} left)"), "A-5")
            }
            Step::ToggleDirection { count } => (
                format!("Toggle {count}: open the chosen locks or close them"),
                "A-5",
            ),
            Step::ToggleLocks { left, .. } => (
                format!(
                    "Toggle: choose another lock ({left} left; the card must change at least one)"
                ),
                "A-5",
            ),
        }
    }
}
