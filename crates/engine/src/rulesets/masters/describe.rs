//! Words for people: an action as text, and what the current decision is.

use crate::action::Action;
use crate::masters::Game;
use crate::masters::state::Stage;

impl Game {
    /// An action in words, with names from the data.
    pub fn describe(&self, action: &Action) -> String {
        let d = &self.data;
        let b = &d.base;
        let p = &self.state.public;
        let seat = p.to_act().unwrap_or(0) as usize;
        let raw_price = |raw: u8| {
            d.raw_market[raw as usize]
                .buy_price(p.market[raw as usize])
                .unwrap_or(0)
        };
        let product_price =
            |product: u8| d.product_market[product as usize].price(p.prices[product as usize]);
        let bounds = crate::action::IdBounds {
            positions: b.board.len(),
            ships: p.fleet.ships.len(),
            raws: b.raws.len(),
            products: b.products.len(),
            missions: b.missions.len(),
            players: p.players as usize,
        };
        if !action.ids_within(&bounds) {
            return action.to_json();
        }
        match *action {
            Action::PlaceShip { start, cargo } => {
                let what = match cargo {
                    None => "empty".to_string(),
                    Some(raw) if p.stage == crate::masters::state::Stage::Setup => {
                        format!("with a free unit of {}", b.raw_name(raw))
                    }
                    Some(raw) if p.seats[seat].stock[raw as usize] > 0 => {
                        format!("loaded with {} from stock", b.raw_name(raw))
                    }
                    Some(raw) => format!(
                        "loaded with {} bought for {}",
                        b.raw_name(raw),
                        raw_price(raw)
                    ),
                };
                format!("place a ship on {} {what}", b.board.name(start))
            }
            Action::Bid { amount } => format!("bid {amount} for the Harbour Master"),
            Action::ChooseCharacter { character } => format!("dock worker on the {character}"),
            Action::EndAction => "end the action".into(),
            Action::Continue => "end the turn".into(),
            Action::TakeFree { raw } => format!("take the free unit: {}", b.raw_name(raw)),
            Action::BuyRaw { raw } => format!("buy {} for {}", b.raw_name(raw), raw_price(raw)),
            Action::SellRaw { raw } => format!(
                "sell {} for {}",
                b.raw_name(raw),
                d.raw_market[raw as usize]
                    .sell_price(p.market[raw as usize])
                    .unwrap_or(0)
            ),
            Action::TakeShipping { display: Some(i) } => format!(
                "take the face-up {}",
                p.shipping.get(i as usize).map_or("card".into(), |&c| {
                    crate::core::navigation::NavCard::from_index(c).to_string()
                })
            ),
            Action::TakeShipping { display: None } => {
                "take the top shipping card of the pile".into()
            }
            Action::ChooseFactory { site } => {
                let hi = p.discharge.harbour as usize;
                let owner = p
                    .factories
                    .get(hi)
                    .and_then(|f| f.get(site as usize))
                    .copied()
                    .flatten();
                match owner {
                    Some(owner) => format!("factory {} (seat {owner}) produces", site + 1),
                    None => action.to_json(),
                }
            }
            Action::SellProduct { product } => {
                format!(
                    "sell {} for {}",
                    b.product_name(product),
                    product_price(product)
                )
            }
            Action::BuyProduct { product } => {
                format!(
                    "buy {} for {}",
                    b.product_name(product),
                    product_price(product)
                )
            }
            Action::BuildFactory { harbour } => {
                let hi = b.harbour_index[harbour as usize].unwrap_or(0) as usize;
                format!(
                    "build a factory in {} for {}",
                    b.board.name(harbour),
                    self.state.next_site_price(d, hi).unwrap_or(0)
                )
            }
            Action::CompleteMission { mission, joker } => format!(
                "dock worker on the Shipping agent: complete assignment {}{}",
                b.mission_text(mission),
                joker.map_or(String::new(), |p| format!(
                    ", a Joker for {}",
                    b.product_name(p)
                ))
            ),
            Action::Pass => "pass".into(),
            Action::CallColour { colour } => format!("call {colour}"),
            Action::SteerFork { to } => format!("steer to {}", b.board.name(to)),
            Action::PlayCard { card } => format!("play {card}"),
            Action::LayCard { card } => format!("lay {card} on the table"),
            Action::SelectShip { ship } => {
                let s = p.fleet.ship(ship);
                format!(
                    "choose ship {ship} (seat {}, at {}, {})",
                    s.owner,
                    s.pos.map_or("supply", |q| b.board.name(q)),
                    s.cargo.map_or("empty", |c| b.raw_name(c))
                )
            }
            Action::SelectPosition { pos } => format!("choose {}", b.board.name(pos)),
            _ => action.to_json(),
        }
    }

    /// What the game waits for now, and the rule that governs it.
    pub fn expected(&self) -> (String, &'static str) {
        let p = &self.state.public;
        if let Some(card) = p.card {
            return (
                format!(
                    "seat {} is playing {}: choose its target",
                    card.player, card.card
                ),
                "M-2",
            );
        }
        let (what, rule) = match p.stage {
            Stage::Ended => ("the game is over", "M-4"),
            Stage::Setup => (
                "before round 1: place a ship with a free unit from the market, or pass",
                "M-1",
            ),
            Stage::Auction => (
                "bid more than the high bid (at most your cash), or pass",
                "M-5",
            ),
            Stage::Plan => (
                "place a dock worker on a character with a free field (the Shipping agent together with the assignment it completes), or play a shipping card first",
                "M-2",
            ),
            Stage::ShipOwner => (
                "take the free unit, buy or sell raw materials (stock at most 3), place up to 2 ships (at most one empty), or end the action",
                "M-3.1",
            ),
            Stage::Captain => ("call a colour (two calls in all)", "M-3.2"),
            Stage::Fork => ("the ship's owner steers it at a fork", "C-2.4"),
            Stage::DeckHand => (
                "take a face-up shipping card or the top of the pile",
                "M-3.3",
            ),
            Stage::Factory => ("name the factory that produces", "M-3.4"),
            Stage::Trader => (
                "sell or buy product cards (at most 3 transactions, never both ways for one product), or end the action",
                "M-3.5",
            ),
            Stage::Build => (
                "choose the harbour for your factory (next free site, affordable)",
                "M-3.8",
            ),
            Stage::After => ("play a shipping card or end the turn", "M-2"),
        };
        (what.to_string(), rule)
    }
}
