//! Masters of Trade: random games with invariants after every action (money with the bank's
//! flows, raw materials on market + ships + stocks, every card), determinism, hidden
//! information, and scenario tests per M- rule including the rulebook's worked examples.

use havenbaron_engine::masters::state::{Character, Stage};
use havenbaron_engine::{
    Action, Colour, Config, DataSet, Event, Game, RuleError, Ruleset, masters,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[path = "support/goods.rs"]
#[allow(dead_code)]
mod goods_support;
/// The invariants shared with the conformance suite (which uses the rest of the module).
#[path = "support/masters.rs"]
#[allow(dead_code)]
mod masters_support;

fn new_game(players: u8, seed: u64, variants: &[&str]) -> Game {
    let mut config = Config::new(Ruleset::Masters, players, seed);
    for v in variants {
        config = config.with_variant(v);
    }
    Game::new(&config).expect("valid config")
}

fn m(game: &Game) -> &masters::Game {
    match game {
        Game::Masters(g) => g,
        _ => panic!("not a Masters game"),
    }
}

fn m_mut(game: &mut Game) -> &mut masters::Game {
    match game {
        Game::Masters(g) => g,
        _ => panic!("not a Masters game"),
    }
}

fn check_invariants(game: &Game) {
    if let Err(e) = masters_support::invariants(m(game)) {
        panic!("{e}");
    }
}

fn random_game(
    players: u8,
    seed: u64,
    variants: &[&str],
    checked: bool,
) -> (Game, Vec<(u8, Action)>) {
    let mut game = new_game(players, seed, variants);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut log = Vec::new();
    let mut legal = Vec::new();
    let data = DataSet::builtin();
    while let Some(seat) = game.to_act() {
        game.legal_actions_into(&mut legal);
        assert!(!legal.is_empty());
        let action = legal[rng.random_range(0..legal.len())];
        if checked {
            // Hidden information: the acting seat's view determinizes to the same view and the
            // same legal actions.
            let view = game.view(Some(seat));
            let other = Game::determinize(&view, &data, seed ^ 0x5eed);
            assert_eq!(
                serde_json::to_string(&other.view(Some(seat))).unwrap(),
                serde_json::to_string(&view).unwrap()
            );
            assert_eq!(
                other.legal_actions(),
                legal,
                "legal actions reveal hidden facts"
            );
            let events = game.apply(seat, &action).expect("a legal action applies");
            for e in &events {
                for viewer in 0..players {
                    match e.redacted_for(Some(viewer)) {
                        Event::ShippingTaken {
                            seat,
                            card: Some(_),
                            face_up: false,
                        } if seat != viewer => panic!("a hidden shipping card leaked"),
                        Event::FactoryProduced {
                            owner,
                            product: Some(_),
                            ..
                        } if owner != viewer => panic!("a factory card leaked"),
                        _ => {}
                    }
                }
            }
            check_invariants(&game);
        } else {
            game.apply_unchecked(&action);
        }
        log.push((seat, action));
    }
    (game, log)
}

#[test]
fn random_games_keep_every_invariant() {
    let games = if cfg!(debug_assertions) { 4 } else { 20 };
    let variant_sets: [&[&str]; 4] = [
        &[],
        &["auction"],
        &["fixed_rounds"],
        &["factory_layout=en", "auction"],
    ];
    for players in 2..=4 {
        for (v, variants) in variant_sets.iter().enumerate() {
            for k in 0..games {
                let seed = players as u64 * 1000 + v as u64 * 100 + k;
                let (game, log) = random_game(players, seed, variants, k == 0);
                let outcome = game.outcome().expect("the game ended");
                // Replay determinism.
                let mut again = new_game(players, seed, variants);
                for (s, a) in &log {
                    again.apply(*s, a).expect("replays");
                }
                assert_eq!(again.state_hash(), game.state_hash());
                assert_eq!(again.outcome(), Some(outcome.clone()));
                if variants.contains(&"fixed_rounds") {
                    assert_eq!(outcome.rounds, [0, 0, 10, 8, 6][players as usize]);
                    assert!(!outcome.capped);
                }
            }
        }
    }
}

#[test]
fn unchecked_random_games_end() {
    let games = if cfg!(debug_assertions) { 20 } else { 200 };
    let mut ended = 0;
    for seed in 0..games {
        let (game, _) = random_game(2 + (seed % 3) as u8, seed, &[], false);
        check_invariants(&game);
        if !game.outcome().unwrap().capped {
            ended += 1;
        }
    }
    assert!(ended > 0, "random games reach 15 points at times");
}

/// Plays the setup with passes and the auction-free start of round 1.
fn to_planning(game: &mut Game) {
    while m(game).state.public.stage == Stage::Setup {
        let seat = game.to_act().unwrap();
        game.apply(seat, &Action::Pass).unwrap();
    }
    assert_eq!(m(game).state.public.stage, Stage::Plan);
}

/// M-1 / D-3 worked example: after a setup in which one container and one fruit were taken, a
/// container costs 4 and fruit sells for 2.
#[test]
fn setup_free_units_move_the_market() {
    let mut game = new_game(2, 3, &[]);
    let g = m(&game);
    let base = g.data.base.clone();
    let containers = base.raws.iter().position(|r| r.id == "containers").unwrap() as u8;
    let fruit = base.raws.iter().position(|r| r.id == "fruit").unwrap() as u8;
    let starts = base.board.starts().to_vec();
    let first = game.to_act().unwrap();
    let money_before = m(&game).state.public.seats[first as usize].money;
    game.apply(
        first,
        &Action::PlaceShip {
            start: starts[0],
            cargo: Some(containers),
        },
    )
    .unwrap();
    let second = game.to_act().unwrap();
    assert_ne!(first, second);
    game.apply(
        second,
        &Action::PlaceShip {
            start: starts[1],
            cargo: Some(fruit),
        },
    )
    .unwrap();
    let g = m(&game);
    let p = &g.state.public;
    assert_eq!(
        p.seats[first as usize].money, money_before,
        "the setup unit is free"
    );
    assert_eq!(
        g.data.raw_market[containers as usize].buy_price(p.market[containers as usize]),
        Some(4)
    );
    assert_eq!(
        g.data.raw_market[fruit as usize].sell_price(p.market[fruit as usize]),
        Some(2)
    );
}

/// M-3.5 worked example: selling two gasoline at 5 then 4 leaves gasoline at 3; buying shoes at
/// 10 leaves shoes at 11.
#[test]
fn trader_moves_product_prices() {
    let mut game = new_game(3, 5, &[]);
    to_planning(&mut game);
    let seat = game.to_act().unwrap();
    let base = m(&game).data.base.clone();
    let gasoline = base
        .products
        .iter()
        .position(|p| p.id == "gasoline")
        .unwrap() as u8;
    let shoes = base.products.iter().position(|p| p.id == "shoes").unwrap() as u8;
    {
        let g = m_mut(&mut game);
        g.state.hidden.hands[seat as usize].products[gasoline as usize] = 2;
        // Take two gasoline cards out of the Botlek pile to keep the count of cards right.
        let hi =
            base.harbour_index[base.products[gasoline as usize].harbour as usize].unwrap() as usize;
        for _ in 0..2 {
            let at = g.state.hidden.product_piles[hi]
                .iter()
                .position(|&c| c == gasoline)
                .unwrap();
            g.state.hidden.product_piles[hi].remove(at);
        }
        g.state.public.seats[seat as usize].money = 2;
    }
    game.apply(
        seat,
        &Action::ChooseCharacter {
            character: Character::Trader,
        },
    )
    .unwrap();
    let events = game
        .apply(seat, &Action::SellProduct { product: gasoline })
        .unwrap();
    assert!(events.contains(&Event::ProductSold {
        seat,
        product: gasoline,
        price: 5
    }));
    let events = game
        .apply(seat, &Action::SellProduct { product: gasoline })
        .unwrap();
    assert!(events.contains(&Event::ProductSold {
        seat,
        product: gasoline,
        price: 4
    }));
    assert_eq!(m(&game).state.public.seats[seat as usize].money, 11);
    // Never buy and sell one product in one action.
    assert!(
        !game
            .legal_actions()
            .contains(&Action::BuyProduct { product: gasoline })
    );
    let events = game
        .apply(seat, &Action::BuyProduct { product: shoes })
        .unwrap();
    assert!(events.contains(&Event::ProductBought {
        seat,
        product: shoes,
        price: 10
    }));
    let g = m(&game);
    let p = &g.state.public;
    assert_eq!(p.seats[seat as usize].money, 1);
    assert_eq!(
        g.data.product_market[gasoline as usize].price(p.prices[gasoline as usize]),
        3
    );
    assert_eq!(
        g.data.product_market[shoes as usize].price(p.prices[shoes as usize]),
        11
    );
    assert_eq!(
        p.seats[seat as usize].known_products[shoes as usize], 1,
        "a bought card is public"
    );
}

/// Puts `ship` of `owner` on `pos` with `cargo`, keeping the raw materials conserved.
fn put_ship(game: &mut Game, owner: u8, pos: &str, cargo: Option<&str>) -> u8 {
    let g = m_mut(game);
    let base = g.data.base.clone();
    let pos = base.board.find(pos).unwrap();
    let cargo = cargo.map(|c| base.raws.iter().position(|r| r.id == c).unwrap() as u8);
    if let Some(c) = cargo {
        g.state.public.market[c as usize] -= 1;
    }
    let ship = g.state.public.fleet.first_in_supply(owner).unwrap();
    g.state.public.fleet.place(&base.board, ship, pos, cargo);
    ship
}

/// M-3.2: the Captain's bonus (1 from the owner and 1 from the bank) and the owner who cannot
/// pay: their second oil ship cannot enter Botlek and stays (RULES scenario 4).
#[test]
fn captain_bonus_and_the_owner_who_cannot_pay() {
    let mut game = new_game(2, 11, &[]);
    to_planning(&mut game);
    let captain = game.to_act().unwrap();
    let rival = 1 - captain;
    let a = put_ship(&mut game, rival, "C3", Some("oil"));
    let b = put_ship(&mut game, rival, "B4", Some("oil"));
    m_mut(&mut game).state.public.seats[rival as usize].money = 1;
    let captain_money = m(&game).state.public.seats[captain as usize].money;
    let bank = m(&game).state.public.bank_paid;
    game.apply(
        captain,
        &Action::ChooseCharacter {
            character: Character::Captain,
        },
    )
    .unwrap();
    let events = game
        .apply(
            captain,
            &Action::CallColour {
                colour: Colour::Red,
            },
        )
        .unwrap();
    // C3 has two red channels (Botlek, Eemhaven); with oil the owner steers... unless only one
    // target is enterable. Resolve any fork toward Botlek.
    let mut events = events;
    let botlek = m(&game).data.base.board.find("Botlek").unwrap();
    while m(&game).state.public.stage == Stage::Fork {
        let owner = game.to_act().unwrap();
        let to = if game
            .legal_actions()
            .contains(&Action::SteerFork { to: botlek })
        {
            botlek
        } else {
            match game.legal_actions()[0] {
                Action::SteerFork { to } => to,
                _ => unreachable!(),
            }
        };
        events.extend(game.apply(owner, &Action::SteerFork { to }).unwrap());
    }
    let g = m(&game);
    let p = &g.state.public;
    let bonuses: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::CaptainBonus { .. }))
        .collect();
    assert_eq!(bonuses.len(), 1, "only one ship could pay: {events:?}");
    assert_eq!(p.seats[rival as usize].money, 0);
    assert_eq!(p.seats[captain as usize].money, captain_money + 2);
    assert_eq!(p.bank_paid, bank + 1);
    let in_botlek = [a, b]
        .iter()
        .filter(|&&s| p.fleet.ship(s).pos == Some(botlek))
        .count();
    assert_eq!(in_botlek, 1, "the second oil ship cannot enter Botlek");
}

/// M-3.4: the Discharger sends another player's oil into the Discharger's own factory; with
/// three matching ships and two factories, cards go top/next/top/next/top (RULES scenario 5).
#[test]
fn discharger_factories_produce_in_ship_order() {
    let mut game = new_game(3, 21, &[]);
    to_planning(&mut game);
    let discharger = game.to_act().unwrap();
    let other = (discharger + 1) % 3;
    let third = (discharger + 2) % 3;
    let base = m(&game).data.base.clone();
    let botlek = base.board.find("Botlek").unwrap();
    let hi = base.harbour_index[botlek as usize].unwrap() as usize;
    {
        let g = m_mut(&mut game);
        g.state.public.factories[hi][0] = Some(third);
        g.state.public.factories[hi][1] = Some(discharger);
    }
    for owner in [other, other, third] {
        put_ship(&mut game, owner, "Botlek", Some("oil"));
    }
    let pile_before = m(&game).state.hidden.product_piles[hi].clone();
    let hands_before: Vec<_> = m(&game)
        .state
        .hidden
        .hands
        .iter()
        .map(|h| h.product_count())
        .collect();
    game.apply(
        discharger,
        &Action::ChooseCharacter {
            character: Character::Discharger,
        },
    )
    .unwrap();
    // First matching ship (the first rival clockwise from the Discharger): two factories, so
    // the Discharger names one: their own.
    assert_eq!(m(&game).state.public.stage, Stage::Factory);
    assert_eq!(game.to_act(), Some(discharger));
    let view = game.view(Some(other));
    let view = match view {
        havenbaron_engine::View::Masters(v) => v,
        _ => unreachable!(),
    };
    assert_eq!(
        view.piles.product_tops[hi], None,
        "the factory's card stays face down"
    );
    game.apply(discharger, &Action::ChooseFactory { site: 1 })
        .unwrap();
    let g = m(&game);
    let h = &g.state.hidden;
    let n = pile_before.len();
    // top (ship), next (factory), top (ship), next (the other factory), top (ship).
    let taken: Vec<u8> = pile_before[n - 5..].iter().rev().copied().collect();
    assert_eq!(h.product_piles[hi].len(), n - 5);
    assert_eq!(
        h.hands[other as usize].product_count(),
        hands_before[other as usize] + 2
    );
    assert_eq!(
        h.hands[discharger as usize].product_count(),
        hands_before[discharger as usize] + 1
    );
    assert_eq!(
        h.hands[third as usize].product_count(),
        hands_before[third as usize] + 2
    );
    assert!(
        h.hands[discharger as usize].products[taken[1] as usize] > 0,
        "the Discharger's factory got the next card"
    );
    assert_eq!(
        g.state.public.seats[discharger as usize].known_products[taken[1] as usize], 0,
        "the factory card is private"
    );
    assert_eq!(
        g.state.public.market[3], 7,
        "the oil went back to the market"
    );
}

/// M-2: the Manufacturer once per round per player; a field needs room.
#[test]
fn manufacturer_once_per_round() {
    let mut game = new_game(2, 8, &[]);
    to_planning(&mut game);
    let seat = game.to_act().unwrap();
    m_mut(&mut game).state.public.seats[seat as usize].money = 40;
    game.apply(
        seat,
        &Action::ChooseCharacter {
            character: Character::Manufacturer,
        },
    )
    .unwrap();
    let botlek = m(&game).data.base.board.find("Botlek").unwrap();
    game.apply(seat, &Action::BuildFactory { harbour: botlek })
        .unwrap();
    assert_eq!(
        m(&game).state.public.seats[seat as usize].money,
        33,
        "the first Botlek site costs 7"
    );
    while game.to_act() != Some(seat) {
        let s = game.to_act().unwrap();
        game.apply(
            s,
            &Action::ChooseCharacter {
                character: Character::Cashier,
            },
        )
        .unwrap();
        while m(&game).state.public.stage == Stage::After && game.to_act() == Some(s) {
            game.apply(s, &Action::Continue).unwrap();
        }
    }
    let err = game
        .apply(
            seat,
            &Action::ChooseCharacter {
                character: Character::Manufacturer,
            },
        )
        .unwrap_err();
    assert!(
        matches!(err, RuleError::Illegal { rule: "M-2", .. }),
        "{err}"
    );
}

/// M-3.7: Cashier fields pay 3, 2, 1 in order.
#[test]
fn cashier_fields_pay_in_order() {
    let mut game = new_game(3, 2, &[]);
    to_planning(&mut game);
    let mut paid = vec![];
    for _ in 0..3 {
        let s = game.to_act().unwrap();
        let events = game
            .apply(
                s,
                &Action::ChooseCharacter {
                    character: Character::Cashier,
                },
            )
            .unwrap();
        for e in events {
            if let Event::CashTaken { amount, .. } = e {
                paid.push(amount);
            }
        }
        while m(&game).state.public.stage == Stage::After && game.to_act() == Some(s) {
            game.apply(s, &Action::Continue).unwrap();
        }
    }
    assert_eq!(paid, vec![3, 2, 1]);
    let s = game.to_act().unwrap();
    assert!(!game.legal_actions().contains(&Action::ChooseCharacter {
        character: Character::Cashier
    }));
    assert!(
        game.apply(
            s,
            &Action::ChooseCharacter {
                character: Character::Cashier
            }
        )
        .is_err()
    );
}

/// M-5 auction: the highest bidder pays the bank and becomes Harbour Master.
#[test]
fn auction_winner_becomes_harbour_master() {
    let mut game = new_game(3, 4, &["auction"]);
    to_planning_through_auction(&mut game);
}

fn to_planning_through_auction(game: &mut Game) {
    while m(game).state.public.stage == Stage::Setup {
        let seat = game.to_act().unwrap();
        game.apply(seat, &Action::Pass).unwrap();
    }
    assert_eq!(m(game).state.public.stage, Stage::Auction);
    let first = game.to_act().unwrap();
    game.apply(first, &Action::Bid { amount: 2 }).unwrap();
    let second = game.to_act().unwrap();
    assert!(
        !game.legal_actions().contains(&Action::Bid { amount: 2 }),
        "bids rise"
    );
    game.apply(second, &Action::Pass).unwrap();
    let third = game.to_act().unwrap();
    game.apply(third, &Action::Pass).unwrap();
    let p = &m(game).state.public;
    assert_eq!(p.stage, Stage::Plan);
    assert_eq!(p.hm, first);
    assert_eq!(p.seats[first as usize].money, 13);
    assert_eq!(p.bank_paid, -2);
}

/// M-3.1: the Ship owner places at most two ships, at most one empty; stock never above 3.
#[test]
fn ship_owner_limits() {
    let mut game = new_game(2, 9, &[]);
    to_planning(&mut game);
    let seat = game.to_act().unwrap();
    game.apply(
        seat,
        &Action::ChooseCharacter {
            character: Character::ShipOwner,
        },
    )
    .unwrap();
    let starts = m(&game).data.base.board.starts().to_vec();
    game.apply(
        seat,
        &Action::PlaceShip {
            start: starts[0],
            cargo: None,
        },
    )
    .unwrap();
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { cargo: None, .. })),
        "only one empty ship"
    );
    let legal = game.legal_actions();
    let take = legal
        .iter()
        .find(|a| matches!(a, Action::TakeFree { .. }))
        .copied()
        .unwrap();
    game.apply(seat, &take).unwrap();
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::TakeFree { .. })),
        "one free unit"
    );
    for _ in 0..2 {
        let buy = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::BuyRaw { .. }))
            .unwrap();
        game.apply(seat, &buy).unwrap();
    }
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::BuyRaw { .. })),
        "stock limit 3"
    );
    let place = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::PlaceShip { cargo: Some(_), .. }))
        .unwrap();
    game.apply(seat, &place).unwrap();
    assert!(
        !game
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::PlaceShip { .. })),
        "two ships at most"
    );
    game.apply(seat, &Action::EndAction).unwrap();
}

/// M-3.1 (ruling: a unit bought to load a ship counts as buying it, Extra cargo included):
/// an Extra cargo card played inside a Ship owner action that buys oil for its ship forbids
/// selling oil in the rest of that action, as the Ship owner's own placement does.
#[test]
fn extra_cargo_purchase_counts_as_buying_in_the_ship_owner_action() {
    use havenbaron_engine::core::navigation::NavCard;
    let mut game = new_game(2, 9, &[]);
    to_planning(&mut game);
    let seat = game.to_act().unwrap();
    let other = 1 - seat;
    let base = m(&game).data.base.clone();
    let raw = |id: &str| base.raws.iter().position(|r| r.id == id).unwrap() as u8;
    let (grain, oil) = (raw("grain"), raw("oil"));
    {
        let s = &mut m_mut(&mut game).state;
        // An Extra cargo card into the seat's hand, taken from the pile or the display.
        let card = NavCard::ExtraCargo as u8;
        if let Some(at) = s.hidden.shipping_pile.iter().position(|&c| c == card) {
            s.hidden.shipping_pile.remove(at);
        } else {
            let at = s.public.shipping.iter().position(|&c| c == card).unwrap();
            s.public.shipping.remove(at);
        }
        s.hidden.hands[seat as usize].nav[card as usize] += 1;
        // Grain dearer (two units in the other seat's stock), so that after one oil is bought
        // oil (2) ties with fruit (2) as the cheapest free unit.
        s.public.market[grain as usize] -= 2;
        s.public.seats[other as usize].stock[grain as usize] += 2;
    }
    check_invariants(&game);
    game.apply(
        seat,
        &Action::ChooseCharacter {
            character: Character::ShipOwner,
        },
    )
    .unwrap();
    game.apply(
        seat,
        &Action::PlayCard {
            card: NavCard::ExtraCargo,
        },
    )
    .unwrap();
    let start = base.board.starts()[0];
    let events = game
        .apply(
            seat,
            &Action::PlaceShip {
                start,
                cargo: Some(oil),
            },
        )
        .unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::RawBought { raw, .. } if *raw == oil)),
        "the card's ship is loaded with oil bought at market price: {events:?}"
    );
    assert_eq!(m(&game).state.public.stage, Stage::ShipOwner);
    game.apply(seat, &Action::TakeFree { raw: oil }).unwrap();
    assert_eq!(
        m(&game).state.public.seats[seat as usize].stock[oil as usize],
        1
    );
    assert!(
        !game.legal_actions().contains(&Action::SellRaw { raw: oil }),
        "oil was bought in this action: it may not be sold in it"
    );
    check_invariants(&game);
}

/// C-6: whether a decision appears, and whose, depends on public facts only. In random games,
/// a game determinized from another seat's view, given the same action of the seat to act,
/// asks the same seat for the same kind of decision as the real game. The one exception is
/// RULES M-2's own: the "end turn" decision appears only when the active player holds a
/// playable shipping card, so an `After` stage is passed in both games first.
#[test]
fn c6_whether_a_decision_appears_reveals_nothing_hidden() {
    let data = DataSet::builtin();
    let shape = |g: &Game| (g.to_act(), m(g).state.public.stage);
    let skip_after = |g: &mut Game| {
        while m(g).state.public.card.is_none() && m(g).state.public.stage == Stage::After {
            let seat = g.to_act().unwrap();
            g.apply(seat, &Action::Continue).unwrap();
        }
    };
    for (players, seed, variants) in [
        (2u8, 51u64, &[][..]),
        (3, 52, &["auction"][..]),
        (4, 53, &[][..]),
    ] {
        let mut game = new_game(players, seed, variants);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for k in 0..1500u64 {
            let Some(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            let a = legal[rng.random_range(0..legal.len())];
            let viewer = (seat + 1 + (k % (players as u64 - 1)) as u8) % players;
            let view = game.view(Some(viewer));
            let mut sampled = Game::determinize(&view, &data, seed * 10_000 + k);
            assert_eq!(shape(&sampled), shape(&game));
            assert!(
                !sampled.legal_actions().is_empty(),
                "a sampled decision has a choice"
            );
            game.apply(seat, &a).unwrap();
            if sampled.legal_actions().contains(&a) {
                sampled.apply(seat, &a).unwrap();
                let (mut real, mut other) = (game.clone(), sampled);
                skip_after(&mut real);
                skip_after(&mut other);
                assert_eq!(
                    shape(&other),
                    shape(&real),
                    "after {a:?} by seat {seat}, seen by seat {viewer}"
                );
            }
        }
    }
}

/// Every variant value is checked; a bad one is refused.
#[test]
fn variants_are_validated() {
    let bad = Config::new(Ruleset::Masters, 3, 1).with_variant("factory_layout=de");
    assert!(Game::new(&bad).is_err());
    let unknown = Config::new(Ruleset::Masters, 3, 1).with_variant("open_products");
    assert!(Game::new(&unknown).is_err());
    assert!(Game::new(&Config::new(Ruleset::Masters, 5, 1)).is_err());
}

/// Words for any action, even one naming ids that do not exist (a stored record, a client),
/// never panic.
#[test]
fn describe_is_total() {
    let wild = [
        Action::SelectShip { ship: 200 },
        Action::SelectPosition { pos: 250 },
        Action::PlaceShip {
            start: 99,
            cargo: Some(9),
        },
        Action::BuildFactory { harbour: 200 },
        Action::ChooseFactory { site: 9 },
        Action::SellProduct { product: 77 },
        Action::CompleteMission {
            mission: 250,
            joker: Some(40),
        },
        Action::TakeShipping { display: Some(9) },
    ];
    for ruleset in [Ruleset::Rotterdam, Ruleset::Masters] {
        let game = Game::new(&Config::new(ruleset, 3, 1)).unwrap();
        for a in &wild {
            assert!(!game.describe(a).id.is_empty());
        }
    }
}

/// Every rule set describes itself, and the description agrees with what `Game::new` accepts.
#[test]
fn ruleset_info_matches_the_engine() {
    for ruleset in Ruleset::ALL {
        let info = ruleset.info();
        assert_eq!(info.id, ruleset.id());
        for players in 0..=6 {
            let ok = Game::new(&Config::new(ruleset, players, 1)).is_ok();
            assert_eq!(ok, (info.min_players..=info.max_players).contains(&players));
        }
        for v in info.variants {
            let values: Vec<&str> = if v.values.is_empty() {
                vec!["true", "false"]
            } else {
                v.values.to_vec()
            };
            for value in values {
                let config = Config::new(ruleset, info.min_players, 1)
                    .with_variant(&format!("{}={value}", v.name));
                assert!(Game::new(&config).is_ok(), "{} {}={value}", ruleset, v.name);
            }
        }
        let unknown = Config::new(ruleset, info.min_players, 1).with_variant("no_such_variant");
        assert!(Game::new(&unknown).is_err());
    }
}
