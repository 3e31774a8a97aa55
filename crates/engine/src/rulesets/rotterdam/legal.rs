//! Rotterdam's legal actions: for the seat that decides, a short list of atomic decisions.

use crate::action::Action;
use crate::core::bits;
use crate::core::board::Colour;
use crate::core::completion;
use crate::core::goods::{MAX_PRODUCTS, MAX_RAWS};
use crate::core::navigation::{CardPlay, CardStage, Cards};
use crate::core::sailing::Unrestricted;
use crate::core::seat::Seat;
use crate::rotterdam::cards::NavCard;
use crate::rotterdam::data::Data;
use crate::rotterdam::state::{MAX_OFFER_CARDS, MAX_OFFERS, Phase, State, Step};

impl State {
    /// Appends the legal actions of the seat that decides now (none when the game is over).
    pub fn legal_into(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        if let Some(card) = p.card {
            self.card_stage_actions(data, card, out);
            return;
        }
        match p.step {
            Step::Ended => {}
            Step::Fork => {
                let sail = p.sail.as_ref().expect("a call is in progress");
                let ship = sail.fork.expect("a fork is pending");
                for &to in sail
                    .free_targets(ship, &p.fleet, &data.board, &mut Unrestricted)
                    .as_slice()
                {
                    out.push(Action::SteerFork { to });
                }
            }
            Step::Respond => {
                let offer = p.offer.as_ref().expect("an offer is pending");
                let to = offer.to.expect("the offer is addressed");
                offer.respond_actions(&self.hidden.hands[to as usize].products, out);
            }
            Step::Compose => self.compose_actions(data, out),
            Step::Slot => {
                let seat = p.current();
                match p.phase {
                    Phase::Place => {
                        self.placements(data, seat, true, out);
                        out.push(Action::Pass);
                    }
                    Phase::Navigate => {
                        for colour in Colour::ALL {
                            out.push(Action::CallColour { colour });
                        }
                    }
                    Phase::Cards | Phase::Unload => out.push(Action::Continue),
                    Phase::Trade => {
                        let hand = &self.hidden.hands[seat as usize];
                        if hand.product_count() > 0 {
                            let held = bits::nonzero(&hand.products);
                            bits::extend_ones::<_, MAX_PRODUCTS>(out, held, |product| {
                                Action::AddGive { product }
                            });
                            for product in 0..data.products.len() as u8 {
                                out.push(Action::AddAsk { product });
                            }
                        }
                        out.push(Action::Pass);
                    }
                    Phase::Missions => {
                        self.completions(data, seat, out);
                        out.push(Action::Pass);
                    }
                }
                self.card_actions(data, seat, out);
            }
        }
    }

    /// A ship from supply on a free start, with a raw material in supply; `empty` adds the
    /// empty ship, which phase 1 allows and Extra cargo does not.
    pub(crate) fn placements(&self, data: &Data, seat: Seat, empty: bool, out: &mut Vec<Action>) {
        let p = &self.public;
        if p.fleet.first_in_supply(seat).is_none() {
            return;
        }
        let in_supply = bits::mask_of(data.raws.len(), |raw| p.supply[raw] > 0);
        for start in bits::positions(p.fleet.free_of(data.board.start_mask())) {
            if empty {
                out.push(Action::PlaceShip { start, cargo: None });
            }
            bits::extend_ones::<_, MAX_RAWS>(out, in_supply, |raw| Action::PlaceShip {
                start,
                cargo: Some(raw),
            });
        }
    }

    pub(crate) fn can_place(&self, data: &Data, seat: Seat) -> bool {
        self.public.fleet.first_in_supply(seat).is_some()
            && self.public.fleet.free_start(&data.board)
    }

    /// Phase 6: each mission in hand the products cover, with or without a Joker (at most
    /// one Joker per mission).
    pub(crate) fn completions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let hand = &self.hidden.hands[seat as usize];
        let joker = hand.nav[NavCard::Joker as usize] > 0;
        completion::completions(&hand.products, joker, &hand.missions, &data.missions, out);
    }

    fn compose_actions(&self, data: &Data, out: &mut Vec<Action>) {
        let p = &self.public;
        let draft = self
            .hidden
            .draft
            .as_ref()
            .expect("an offer is being composed");
        let hand = &self.hidden.hands[draft.from as usize].products;
        draft.compose_actions(hand, data.products.len(), p.players, MAX_OFFER_CARDS, out);
    }

    /// The navigation cards `seat` may play or lay in its slot now.
    pub(crate) fn card_actions(&self, data: &Data, seat: Seat, out: &mut Vec<Action>) {
        let nav = &self.hidden.hands[seat as usize].nav;
        let can_place = |card| self.can_place_for(data, seat, card);
        self.cards(data).hand_actions(seat, nav, can_place, out);
    }

    /// The card rules' view of the board.
    pub(crate) fn cards<'a>(&'a self, data: &'a Data) -> Cards<'a> {
        Cards {
            fleet: &self.public.fleet,
            board: &data.board,
            safe_harbour: self.public.variants.safe_harbour,
        }
    }

    /// Can `card` put a new ship of `seat`'s on a free start? A card is playable only if its
    /// effect can be carried out to the end (R-6, C-3).
    fn can_place_for(&self, data: &Data, seat: Seat, card: NavCard) -> bool {
        match card {
            // R-6 Extra cargo: never an empty ship, so a raw material must be in supply.
            NavCard::ExtraCargo => {
                self.can_place(data, seat) && self.public.supply.iter().any(|&n| n > 0)
            }
            NavCard::CargoThief => self.can_place(data, seat),
            _ => false,
        }
    }

    fn card_stage_actions(&self, data: &Data, play: CardPlay, out: &mut Vec<Action>) {
        match play.stage {
            // R-6 Extra cargo: the extra ship always carries a raw material.
            CardStage::Place => self.placements(data, play.player, false, out),
            _ => self.cards(data).stage_actions(play, out),
        }
    }

    /// Does the slot of `seat` need a decision, or can it pass by itself?
    pub(crate) fn offers_left(&self, seat: Seat) -> bool {
        self.public.seats[seat as usize].offers < MAX_OFFERS
    }
}
