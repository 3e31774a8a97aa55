//! Every event of every rule set in words, with names from the rule set's data. The caller
//! redacts events for its viewer first (`Event::redacted_for`); a card the viewer may not see is
//! `None` here and is told as "a card".

use havenbaron_engine::antwerpen::CardPile;
use havenbaron_engine::core::fleet::Fleet;
use havenbaron_engine::{DataSet, Event, Ruleset, Seat, View};

use super::common::product_list;
use super::rotterdam::phase_name;
use super::{Names, Seats, fleet, ruleset_of};

/// Events that open a new part of the game (a round, a phase, a turn, the end): shown
/// unindented, before the action line they follow from.
pub fn is_header(event: &Event) -> bool {
    matches!(
        event,
        Event::RoundStarted { .. }
            | Event::PhaseStarted { .. }
            | Event::TurnStarted { .. }
            | Event::GameEnded { .. }
    )
}

/// One event in words, or `None` for events not worth a line. `view` is any view of the game
/// after the event (it gives the rule set and the ships' owners).
pub fn event_text(data: &DataSet, view: &View, seats: &Seats, event: &Event) -> Option<String> {
    let ruleset = ruleset_of(view);
    let ctx = Ctx {
        names: Names::new(data, ruleset),
        ruleset,
        fleet: fleet(view),
        seats,
    };
    ctx.text(event)
}

struct Ctx<'a> {
    names: Names<'a>,
    ruleset: Ruleset,
    fleet: &'a Fleet,
    seats: &'a Seats,
}

impl Ctx<'_> {
    fn who(&self, s: Seat) -> String {
        self.seats.label(s).to_string()
    }

    fn ship(&self, id: u8) -> String {
        match self.fleet.ships.get(id as usize) {
            Some(s) => format!("ship {id} of {}", self.who(s.owner)),
            None => format!("ship {id}"),
        }
    }

    fn mission_word(&self) -> &'static str {
        match self.ruleset {
            Ruleset::Masters => "assignment",
            _ => "mission",
        }
    }

    fn text(&self, event: &Event) -> Option<String> {
        let n = self.names;
        let who = |s: &Seat| self.who(*s);
        Some(match event {
            Event::RoundStarted {
                round,
                harbour_master,
            } => format!(
                "-- round {round} begins; Harbour Master: {} --",
                who(harbour_master)
            ),
            Event::PhaseStarted { phase } => {
                format!("-- phase {phase}: {} --", phase_name(*phase))
            }
            Event::Passed { seat } => match self.ruleset {
                Ruleset::Antwerpen => format!("{} plays no Anchor card", who(seat)),
                _ => format!("{} passes", who(seat)),
            },
            Event::ShipPlaced {
                seat,
                ship: id,
                pos,
                cargo,
            } => format!(
                "{} places ship {id} on {}, {}",
                who(seat),
                n.pos(*pos),
                match cargo {
                    Some(c) => format!("loaded with {}", n.raw(*c)),
                    None => "empty".into(),
                }
            ),
            Event::ColourCalled { seat, colour } => format!("{} calls {colour}", who(seat)),
            Event::ShipMoved { ship, from, to } => {
                let dir = if to < from { " (back)" } else { "" };
                format!(
                    "{} moves {} → {}{dir}",
                    self.ship(*ship),
                    n.pos(*from),
                    n.pos(*to)
                )
            }
            Event::CardPlayed { seat, card } => format!("{} plays {card}", who(seat)),
            Event::CardLaid { seat, card } => format!("{} lays {card} on the table", who(seat)),
            Event::CargoSwapped { a, b } => {
                format!("{} and {} swap cargo", self.ship(*a), self.ship(*b))
            }
            Event::CargoMoved {
                from_ship,
                to_ship,
                cargo,
            } => format!(
                "{} moves from {} to {}",
                n.raw(*cargo),
                self.ship(*from_ship),
                self.ship(*to_ship)
            ),
            Event::CargoReturned { ship, cargo } => format!(
                "{} of {} goes back to the {}",
                n.raw(*cargo),
                self.ship(*ship),
                if self.ruleset == Ruleset::Masters {
                    "market"
                } else {
                    "supply"
                }
            ),
            Event::NavCardDrawn { seat, card } => match card {
                Some(c) => format!("{} draws a navigation card: {c}", who(seat)),
                None => format!("{} draws a navigation card", who(seat)),
            },
            Event::NavCardRefused { seat } => format!(
                "{} holds the most navigation cards allowed: none drawn",
                who(seat)
            ),
            Event::NavPileReshuffled { cards } => format!(
                "the played {} cards ({cards}) are shuffled into a new pile",
                if self.ruleset == Ruleset::Masters {
                    "shipping"
                } else {
                    "navigation"
                }
            ),
            Event::ShipUnloaded {
                seat,
                ship: id,
                harbour,
                cargo,
                got_card,
                product,
                ..
            } => {
                let what = match (cargo, got_card, product) {
                    (None, _, _) => "empty, no product card".to_string(),
                    (Some(c), true, Some(p)) => {
                        format!("{} and takes {}", n.raw(*c), n.product(*p))
                    }
                    (Some(c), true, None) => format!("{} and takes a product card", n.raw(*c)),
                    (Some(c), false, _) if n.accepts(*harbour) == Some(*c) => {
                        format!("{}: the pile is empty, no product card", n.raw(*c))
                    }
                    (Some(c), false, _) if self.ruleset == Ruleset::Masters => format!(
                        "{}: wrong cargo, no product card; the unit goes to stock (to the market if the stock is full)",
                        n.raw(*c)
                    ),
                    (Some(c), false, _) => format!("{}: wrong cargo, no product card", n.raw(*c)),
                };
                format!(
                    "{} unloads ship {id} in {}: {what}",
                    who(seat),
                    n.pos(*harbour)
                )
            }
            Event::ProductBuried { harbour, product } => format!(
                "the top card of {}'s pile ({}) goes under the pile",
                n.pos(*harbour),
                n.product(*product)
            ),
            Event::OfferSent {
                from,
                to,
                give,
                ask,
            } => format!(
                "{} offers {} to {} for {}",
                who(from),
                product_list(n, give),
                who(to),
                product_list(n, ask)
            ),
            Event::OfferAccepted { from, to } => {
                format!("{} accepts the offer of {}", who(to), who(from))
            }
            Event::OfferDeclined { from, to } => {
                format!("{} declines the offer of {}", who(to), who(from))
            }
            Event::OfferWithdrawn { seat } => format!("{} withdraws the offer", who(seat)),
            Event::MissionCompleted {
                seat,
                mission,
                joker,
                points,
            } => format!(
                "{} completes the {} {} for {points} pts{}",
                who(seat),
                self.mission_word(),
                n.mission(*mission),
                joker.map_or(String::new(), |p| format!(
                    " (a Joker for {})",
                    n.product(p)
                ))
            ),
            Event::MissionDrawn { seat, mission } => match mission {
                Some(m) => format!("{} draws the mission {}", who(seat), n.mission(*m)),
                None => format!("{} draws a mission card", who(seat)),
            },
            Event::GameEnded { capped } => {
                if *capped {
                    let unit = if self.ruleset == Ruleset::Antwerpen {
                        "turn"
                    } else {
                        "round"
                    };
                    format!("== the game ends: the {unit} cap is reached ==")
                } else {
                    "== the game ends ==".into()
                }
            }

            // --- Masters of Trade ---
            Event::FreeRawTaken { seat, raw } => {
                format!("{} takes a free unit of {}", who(seat), n.raw(*raw))
            }
            Event::BidMade { seat, amount } => {
                format!("{} bids {amount} for the Harbour Master", who(seat))
            }
            Event::HarbourMasterAuctioned { seat, paid } => format!(
                "{} wins the auction, pays {paid} and becomes Harbour Master",
                who(seat)
            ),
            Event::CharacterChosen { seat, character } => {
                format!("{} places a dock worker on the {character}", who(seat))
            }
            Event::CashTaken { seat, amount } => {
                format!("{} takes {amount} from the bank (Cashier)", who(seat))
            }
            Event::RawBought { seat, raw, price } => {
                format!("{} buys {} for {price}", who(seat), n.raw(*raw))
            }
            Event::RawSold { seat, raw, price } => {
                format!("{} sells {} for {price}", who(seat), n.raw(*raw))
            }
            Event::CaptainBonus {
                captain,
                payer,
                ship,
            } => format!(
                "Captain's bonus: {} pays {} 1 for ship {ship}'s delivery, and the bank pays 1",
                who(payer),
                who(captain)
            ),
            Event::ShippingTaken {
                seat,
                card,
                face_up,
            } => match (card, face_up) {
                (Some(c), true) => format!("{} takes the face-up {c}", who(seat)),
                (Some(c), false) => {
                    format!("{} takes the top shipping card of the pile: {c}", who(seat))
                }
                (None, _) => format!("{} takes the top shipping card of the pile", who(seat)),
            },
            Event::FactoryProduced {
                owner,
                harbour,
                site,
                product,
            } => format!(
                "the factory of {} in {} (site {}) produces: {} takes {}",
                who(owner),
                n.pos(*harbour),
                site + 1,
                who(owner),
                product.map_or("a product card face down".to_string(), |p| n.product(p))
            ),
            Event::ProductSold {
                seat,
                product,
                price,
            } => format!("{} sells {} for {price}", who(seat), n.product(*product)),
            Event::ProductBought {
                seat,
                product,
                price,
            } => format!("{} buys {} for {price}", who(seat), n.product(*product)),
            Event::ProductUnavailable { seat, product } => format!(
                "no {} is left in its pile: {} cannot buy it",
                n.product(*product),
                who(seat)
            ),
            Event::FactoryBuilt {
                seat,
                harbour,
                site,
                price,
            } => format!(
                "{} builds a factory in {} (site {}) for {price}",
                who(seat),
                n.pos(*harbour),
                site + 1
            ),

            // --- Antwerpen ---
            Event::TurnStarted { turn, seat } => format!("-- turn {turn}: {} --", who(seat)),
            Event::MissionSwapped { seat, mission } => format!(
                "{} swaps away the mission {} (face up on the discard pile)",
                who(seat),
                n.mission(*mission)
            ),
            Event::MissionPileReshuffled { cards } => {
                format!("the discarded missions ({cards}) are shuffled into a new pile")
            }
            Event::ShipCardPlayed { seat, card } => format!("{} plays {card}", who(seat)),
            Event::LockCardPlayed { seat, card } => format!("{} plays {card}", who(seat)),
            Event::LockSet { lock, open } => format!(
                "the {} lock is {}",
                n.lock(*lock),
                if *open { "opened" } else { "closed" }
            ),
            Event::LocksToggled { times, open } => {
                let open_now: Vec<String> = (0..8u8)
                    .filter(|l| open & (1 << l) != 0)
                    .map(|l| n.lock(l))
                    .collect();
                format!(
                    "{times} ship(s) left through the exit: every lock toggles {times}× (open now: {})",
                    if open_now.is_empty() {
                        "none".to_string()
                    } else {
                        open_now.join(", ")
                    }
                )
            }
            Event::ShipAnchored { seat, ship } => format!(
                "{}'s Anchor card holds ship {ship} for this call",
                who(seat)
            ),
            Event::ShipCardDrawn { seat, card } => match card {
                Some(c) => format!("{} takes a ship card: {c}", who(seat)),
                None => format!("{} takes a ship card", who(seat)),
            },
            Event::LockCardDrawn { seat, card } => match card {
                Some(c) => format!("{} takes a lock card: {c}", who(seat)),
                None => format!("{} takes a lock card", who(seat)),
            },
            Event::CardPileReshuffled { pile, cards } => format!(
                "the played {} cards ({cards}) are shuffled into a new pile",
                match pile {
                    CardPile::Ship => "ship",
                    CardPile::Lock => "lock",
                }
            ),
            Event::AnchorGaveNothing { seat, ship } => format!(
                "ship {ship} reaches an anchor, but {} gets no card (hand limits, or no card left)",
                who(seat)
            ),
            Event::ProductTaken {
                seat,
                harbour,
                product,
            } => format!(
                "Double yield: {} also takes {} in {}",
                who(seat),
                n.product(*product),
                n.pos(*harbour)
            ),
            Event::ShipExited { seat, ship, cargo } => format!(
                "ship {ship} of {} leaves the board through the exit{}",
                who(seat),
                cargo.map_or(String::new(), |c| format!(
                    " ({} back to the supply)",
                    n.raw(c)
                ))
            ),
            Event::FinalRound { seat } => format!(
                "{} has completed a third mission: every player gets one more turn, {} last",
                who(seat),
                who(seat)
            ),
        })
    }
}
