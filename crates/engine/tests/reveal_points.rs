//! Reveal points, scenario by scenario: each rule set marks exactly the actions that draw
//! something random or show someone something hidden (`Game::apply_marked`, docs/ARCHITECTURE.md:
//! The engine), and undo stops there (`undo_floor`). The conformance suite checks on random games
//! that no such action goes unmarked (`conformance/reveals.rs`); these positions check, rule by
//! rule, that the mark is the right one and that what shows nothing is not marked.

mod support;

use havenbaron_engine::{Action, Colour, Event, Reveal, Seat, undo_floor};

mod rotterdam {
    use super::*;
    use crate::support::rotterdam::*;
    use havenbaron_engine::rotterdam::NavCard;
    use havenbaron_engine::rotterdam::state::Phase;

    /// a call moves public ships; with no ship on an anchor or in a harbour, the phases
    /// it runs into draw nothing and show nothing.
    #[test]
    fn r3_2_a_call_that_draws_nothing_is_no_reveal_point() {
        let mut t = Table::new(2, SEED);
        t.slot(Phase::Navigate, 0, 1);
        let applied = t.apply_marked(1, call(Colour::Yellow));
        assert!(phase_started(&applied.events, 3));
        assert_eq!(applied.reveal, Reveal::NONE);
    }

    /// every navigation card drawn is chance, seen by its drawer alone (C-6); a pile
    /// reshuffled from the discards (C-4) is chance as well.
    #[test]
    fn r3_3_a_navigation_card_drawn_is_chance_seen_by_its_drawer() {
        let mut t = Table::new(2, SEED);
        t.slot(Phase::Navigate, 0, 1);
        t.ship(0, "A2", None);
        t.ship(1, "C1", None);
        let applied = t.apply_marked(1, call(Colour::Yellow));
        assert_eq!(drawn(&applied.events).len(), 2);
        assert_eq!(applied.reveal, Reveal::drawn_by(0) | Reveal::drawn_by(1));
        assert!(applied.reveal.chance && !applied.reveal.revealed_to(None));

        let mut t = Table::new(2, SEED);
        t.slot(Phase::Navigate, 0, 1);
        t.ship(0, "A2", None);
        let g = t.edit();
        for card in std::mem::take(&mut g.state.hidden.nav_pile) {
            g.state.public.nav_discard[card as usize] += 1;
        }
        let applied = t.apply_marked(1, call(Colour::Yellow));
        assert!(
            applied
                .events
                .iter()
                .any(|e| matches!(e, Event::NavPileReshuffled { .. }))
        );
        assert_eq!(applied.reveal, Reveal::drawn_by(0));
    }

    /// a matching unload takes the face-down top card: chance, seen by the unloader
    /// alone. Under `open_products` that card was face up, and the next one turns up for
    /// everyone. Wrong cargo on a closed pile touches no card.
    #[test]
    fn r3_4_unloading_draws_or_turns_a_product_card() {
        let unload = |variants: &[&str], harbour: &str, cargo: &str| {
            let mut t = Table::with(2, SEED, variants);
            t.slot(Phase::Navigate, 0, 1);
            t.ship(0, harbour, Some(cargo));
            let applied = t.apply_marked(1, call(Colour::Yellow));
            assert_eq!(unloads(&applied.events).len(), 1);
            applied.reveal
        };
        assert_eq!(unload(&[], "Botlek", "oil"), Reveal::drawn_by(0));
        assert_eq!(
            unload(&["open_products"], "Vulcaanhaven", "grain"),
            Reveal::TURNED
        );
        assert_eq!(
            unload(&["open_products"], "Botlek", "grain"),
            Reveal::TURNED,
            "the top goes under, the next turns up"
        );
        assert_eq!(unload(&[], "Botlek", "grain"), Reveal::NONE);
    }

    /// R-5, C-6: composing an offer is private and may be taken back; sending it shows the
    /// draft, and accepting shows that the addressee held a card nobody saw arrive. Undo stops
    /// at both. A card everyone saw arrive (by that trade) shows nothing when traded on.
    #[test]
    fn r5_a_sent_offer_and_an_accepted_one_are_reveal_points() {
        let mut t = trade_table(2);
        t.give_product(0, "jam");
        t.give_product(1, "shoes");
        let (jam, shoes) = (t.product("jam"), t.product("shoes"));
        let mut history: Vec<(Seat, Reveal)> = Vec::new();
        let mut play = |t: &mut Table, seat: Seat, action: Action| {
            let reveal = t.apply_marked(seat, action).reveal;
            history.push((seat, reveal));
            (reveal, undo_floor(history.iter().copied(), seat))
        };
        assert_eq!(
            play(&mut t, 0, Action::AddGive { product: jam }),
            (Reveal::NONE, 0)
        );
        assert_eq!(
            play(&mut t, 0, Action::AddAsk { product: shoes }),
            (Reveal::NONE, 0),
            "both steps may be taken back"
        );
        assert_eq!(
            play(&mut t, 0, Action::SendOffer { to: 1 }),
            (Reveal::PUBLIC, 3)
        );
        assert_eq!(play(&mut t, 1, Action::Accept), (Reveal::PUBLIC, 4));
        // Seat 1 offers the jam back for the shoes, both seen arriving by the trade.
        assert_eq!(t.to_act(), Some(1));
        play(&mut t, 1, Action::AddGive { product: jam });
        play(&mut t, 1, Action::AddAsk { product: shoes });
        assert_eq!(
            play(&mut t, 1, Action::SendOffer { to: 0 }).0,
            Reveal::PUBLIC
        );
        // Nothing shown: seat 0 may still take its answer back, and nothing before it.
        assert_eq!(play(&mut t, 0, Action::Accept), (Reveal::NONE, 7));
    }

    /// R-6, C-6: a navigation card laid (or played) leaves a hidden hand face up.
    #[test]
    fn r6_a_card_laid_is_shown() {
        let mut t = Table::new(2, SEED);
        t.give_nav(0, NavCard::ExtraAdvantage);
        let card = NavCard::ExtraAdvantage;
        let applied = t.apply_marked(0, Action::LayCard { card });
        assert_eq!(applied.reveal, Reveal::PUBLIC);
    }
}

mod masters {
    use super::*;
    use crate::support::masters::*;
    use havenbaron_engine::masters::state::Stage;
    use havenbaron_engine::vocabulary::Character;

    /// M-3.3: a shipping card taken from the display shows nothing new; one taken from the
    /// pile is chance, seen by its taker alone; the display refilled after everyone has taken
    /// turns cards up for all.
    #[test]
    fn m3_3_deck_hand_display_pile_and_refill() {
        let mut t = Table::new(3, 12);
        t.play_to_planning();
        let deck = t.to_act().unwrap();
        let third = (deck + 2) % 3;
        t.ship(deck, "A2", None);
        t.ship(third, "B3", None);
        t.ship(third, "D2", Some("grain"));
        let character = Character::DeckHand;
        let choose = Action::ChooseCharacter { character };
        assert_eq!(t.apply_marked(deck, choose).reveal, Reveal::NONE);
        let display = Action::TakeShipping { display: Some(0) };
        for seat in [deck, deck, third] {
            assert_eq!(t.apply_marked(seat, display).reveal, Reveal::NONE);
        }
        let last = t.apply_marked(third, Action::TakeShipping { display: None });
        assert_eq!(last.reveal, Reveal::drawn_by(third) | Reveal::TURNED);
        assert_eq!(t.g().state.public.shipping.len(), 3, "refilled");
    }

    /// M-3.4: the unloader takes the face-up top; with two factories to choose from, the next
    /// card stays face down (no reveal yet); naming the factory gives that card face down to
    /// its owner (chance, seen by the owner) and turns the next one up.
    #[test]
    fn m3_4_a_factory_card_goes_face_down_to_its_owner() {
        let mut t = Table::new(3, 21);
        t.play_to_planning();
        let discharger = t.to_act().unwrap();
        let (other, third) = ((discharger + 1) % 3, (discharger + 2) % 3);
        let hi = t.pile_of("Botlek");
        let g = t.edit();
        g.state.public.factories[hi][0] = Some(third);
        g.state.public.factories[hi][1] = Some(discharger);
        t.ship(other, "Botlek", Some("oil"));
        let character = Character::Discharger;
        let unload = t.apply_marked(discharger, Action::ChooseCharacter { character });
        assert_eq!(t.stage(), Stage::Factory);
        assert_eq!(unload.reveal, Reveal::NONE);
        let named = t.apply_marked(discharger, Action::ChooseFactory { site: 0 });
        assert_eq!(named.reveal, Reveal::drawn_by(third) | Reveal::TURNED);
    }

    /// M-5: raising a bid is composed in private and marks nothing; placing it shows it.
    #[test]
    fn m5_a_bid_composed_in_private_is_shown_when_placed() {
        let mut t = Table::with(2, 3, &["auction"]);
        while t.stage() == Stage::Setup {
            let seat = t.to_act().unwrap();
            t.apply(seat, Action::Pass);
        }
        assert_eq!(t.stage(), Stage::Auction);
        let bidder = t.to_act().unwrap();
        let raise = t.apply_marked(bidder, Action::RaiseBid { by: 1 });
        assert_eq!(raise.reveal, Reveal::NONE);
        let bid = *t
            .legal()
            .iter()
            .find(|a| matches!(a, Action::Bid { .. }))
            .expect("a bid to place");
        assert_eq!(t.apply_marked(bidder, bid).reveal, Reveal::PUBLIC);
    }
}

mod antwerpen {
    use super::*;
    use crate::support::antwerpen::*;
    use havenbaron_engine::antwerpen::state::Step;
    use havenbaron_engine::antwerpen::{CardPile, ShipCard};

    /// an Anchor card answering another player's call leaves a hidden hand face up;
    /// passing the window shows nothing: the call then marks what it would have marked with no
    /// window at all.
    #[test]
    fn a8_an_anchor_card_answering_a_call_is_shown() {
        let table = |cards: &[ShipCard]| {
            let mut t = Table::new(3, 24);
            t.no_cards();
            t.set_ship_hand(2, cards);
            t.ship(0, "T1", Some("cocoa"));
            t.ship(2, "A1", Some("toys"));
            t.ship(1, "C3", Some("barley"));
            t
        };
        let anchor = ShipCard::Anchor;
        let mut t = table(&[anchor]);
        assert_eq!(t.apply_marked(0, call(Colour::Violet)).reveal, Reveal::NONE);
        assert_eq!(t.step(), Step::AnchorWindow { seat: 2 });
        let played = t.apply_marked(2, Action::PlayShipCard { card: anchor });
        assert_eq!(played.reveal, Reveal::PUBLIC);

        let mut t = table(&[anchor]);
        t.apply(0, call(Colour::Violet));
        let passed = t.apply_marked(2, Action::Pass).reveal;
        let mut without = table(&[]);
        let whole_call = without.apply_marked(0, call(Colour::Violet)).reveal;
        assert_eq!(passed, whole_call);
    }

    /// a card taken at an anchor comes from a face-down pile: chance, seen by its taker.
    #[test]
    fn a6_a_card_taken_at_an_anchor_is_seen_by_its_taker() {
        let mut t = Table::new(2, 15);
        t.no_cards();
        t.give_product(0, "toys"); // seat 0's turn stays open
        let s = t.ship(1, "T2", Some("cocoa"));
        assert_eq!(t.apply_marked(0, call(Colour::Red)).reveal, Reveal::NONE);
        assert_eq!(t.step(), Step::TakeCard { ship: s });
        let pile = CardPile::Lock;
        let taken = t.apply_marked(1, Action::TakeCard { pile });
        assert_eq!(taken.reveal, Reveal::drawn_by(1));
    }

    /// a mission swapped away leaves a hidden hand face up and a new one is drawn (chance,
    /// seen by the drawer); the discards reshuffled into a new pile (C-4) are chance too.
    #[test]
    fn a2_swapping_a_mission_shows_it_and_draws_one() {
        let mut t = Table::new(2, 4);
        t.no_cards();
        let m = t.g().state.hidden.hands[0].missions[0];
        let swapped = t.apply_marked(0, Action::SwapMission { mission: m });
        assert_eq!(swapped.reveal, Reveal::PUBLIC | Reveal::drawn_by(0));
        let g = t.edit();
        let pile = std::mem::take(&mut g.state.hidden.mission_pile);
        g.state.public.mission_discard.extend(pile);
        let m1 = t.g().state.hidden.hands[1].missions[0];
        let swapped = t.apply_marked(1, Action::SwapMission { mission: m1 });
        assert!(
            swapped
                .events
                .iter()
                .any(|e| matches!(e, Event::MissionPileReshuffled { .. }))
        );
        assert_eq!(swapped.reveal, Reveal::PUBLIC | Reveal::drawn_by(1));
        t.check();
    }
}
