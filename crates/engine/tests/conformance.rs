//! The conformance suite (DESIGN "Tests we keep"), one shared suite over every rule set ×
//! player count × variant combination, in the manner of OpenSpiel's shared game tests.
//!
//! For every case of the matrix, many seeded random games are played to the end (uniform choice
//! among the legal actions) and, after every action:
//! - the rule set's invariants hold (ships, raw materials, cards conserved; hand limits);
//! - the events of the checked `Game::apply` are redacted per viewer (C-6);
//! - sampled steps: the view of every seat carries nothing hidden from it (a game determinized
//!   from the view gives the same view, and the same legal actions when that seat acts; it is
//!   itself playable: its legal actions apply and a short playout keeps the invariants), every
//!   legal action applies, illegal actions and wrong seats are refused with the state unchanged.
//!
//! At the end of each game the action list is replayed from the config (C-5) and must give the
//! same state hash and state JSON. A proptest drives arbitrary (seat, action) sequences through
//! the checked `apply`.
//!
//! Adding a rule set: add its cases to `conformance_cases!`, its arms to `check_invariants`,
//! `check_outcome`, `check_view_hand`, `check_events` and `ruleset_probes` (Antwerpen keeps
//! them in `support/antwerpen.rs`, Masters of Trade in `support/masters.rs`), and its variants
//! to `variant_sets`.

use std::collections::BTreeSet;

use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::rotterdam::state::{
    HAND_LIMIT, MAX_OFFER_CARDS, MAX_OFFERS, Phase, Step, ships_per_player,
};
use havenbaron_engine::rotterdam::{self, NavCard};
use havenbaron_engine::{Action, Colour, Config, DataSet, Event, Game, RuleError, Ruleset, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Antwerpen's arms (invariants, views, probes, outcome, private events).
#[path = "support/antwerpen.rs"]
mod antwerpen_support;
/// Masters of Trade's arms.
#[path = "support/goods.rs"]
mod goods_support;
#[path = "support/masters.rs"]
mod masters_support;

// ---------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------

/// Every variant combination of a rule set (all subsets of its switches).
fn variant_sets(ruleset: Ruleset) -> Vec<Vec<&'static str>> {
    let switches: &[&'static str] = match ruleset {
        Ruleset::Rotterdam => &rotterdam::VARIANTS,
        Ruleset::Antwerpen => &havenbaron_engine::antwerpen::VARIANTS,
        // Not all switches (`factory_layout=nl|en`): the sets are listed by hand.
        Ruleset::Masters => {
            return masters_support::VARIANT_SETS
                .iter()
                .map(|set| set.to_vec())
                .collect();
        }
    };
    (0..1u32 << switches.len())
        .map(|bits| {
            switches
                .iter()
                .enumerate()
                .filter(|(i, _)| bits & (1 << i) != 0)
                .map(|(_, s)| *s)
                .collect()
        })
        .collect()
}

fn player_counts(ruleset: Ruleset) -> std::ops::RangeInclusive<u8> {
    match ruleset {
        Ruleset::Rotterdam => 2..=4,
        Ruleset::Antwerpen => 2..=4,
        Ruleset::Masters => 2..=4,
    }
}

fn config(ruleset: Ruleset, players: u8, variants: &[&str], seed: u64) -> Config {
    variants
        .iter()
        .fold(Config::new(ruleset, players, seed), |c, v| {
            c.with_variant(v)
        })
}

/// Games per case. Debug builds (plain `cargo test`) play fewer; `--release` plays more.
fn games_per_case() -> u64 {
    if let Ok(n) = std::env::var("HAVENBARON_CONFORMANCE_GAMES") {
        return n.parse().expect("HAVENBARON_CONFORMANCE_GAMES is a number");
    }
    if cfg!(debug_assertions) { 30 } else { 300 }
}

/// The deep checks (views, refusals, every legal action) run on one step in this many.
fn deep_one_in() -> u32 {
    if cfg!(debug_assertions) { 70 } else { 25 }
}

/// One test per case, so the cases run in parallel and a failure names its case. Each case is
/// `name: ruleset, players, [variants…];`.
macro_rules! conformance_cases {
    ($($name:ident: $ruleset:expr, $players:expr, [$($variant:expr),*];)*) => {
        $(
            #[test]
            fn $name() {
                run_case($ruleset, $players, &[$($variant),*]);
            }
        )*
        /// The cases above, for the completeness check.
        const CASES: &[(Ruleset, u8, &[&str])] = &[$(($ruleset, $players, &[$($variant),*])),*];
    };
}

conformance_cases! {
    rotterdam_2p: Ruleset::Rotterdam, 2, [];
    rotterdam_2p_safe_harbour: Ruleset::Rotterdam, 2, ["safe_harbour"];
    rotterdam_2p_open_products: Ruleset::Rotterdam, 2, ["open_products"];
    rotterdam_2p_both: Ruleset::Rotterdam, 2, ["safe_harbour", "open_products"];
    rotterdam_3p: Ruleset::Rotterdam, 3, [];
    rotterdam_3p_safe_harbour: Ruleset::Rotterdam, 3, ["safe_harbour"];
    rotterdam_3p_open_products: Ruleset::Rotterdam, 3, ["open_products"];
    rotterdam_3p_both: Ruleset::Rotterdam, 3, ["safe_harbour", "open_products"];
    rotterdam_4p: Ruleset::Rotterdam, 4, [];
    rotterdam_4p_safe_harbour: Ruleset::Rotterdam, 4, ["safe_harbour"];
    rotterdam_4p_open_products: Ruleset::Rotterdam, 4, ["open_products"];
    rotterdam_4p_both: Ruleset::Rotterdam, 4, ["safe_harbour", "open_products"];
    antwerpen_2p: Ruleset::Antwerpen, 2, [];
    antwerpen_3p: Ruleset::Antwerpen, 3, [];
    antwerpen_4p: Ruleset::Antwerpen, 4, [];
    masters_2p: Ruleset::Masters, 2, [];
    masters_2p_auction: Ruleset::Masters, 2, ["auction"];
    masters_2p_fixed_rounds: Ruleset::Masters, 2, ["fixed_rounds"];
    masters_2p_en: Ruleset::Masters, 2, ["factory_layout=en"];
    masters_2p_all: Ruleset::Masters, 2, ["auction", "fixed_rounds", "factory_layout=en"];
    masters_3p: Ruleset::Masters, 3, [];
    masters_3p_auction: Ruleset::Masters, 3, ["auction"];
    masters_3p_fixed_rounds: Ruleset::Masters, 3, ["fixed_rounds"];
    masters_3p_en: Ruleset::Masters, 3, ["factory_layout=en"];
    masters_3p_all: Ruleset::Masters, 3, ["auction", "fixed_rounds", "factory_layout=en"];
    masters_4p: Ruleset::Masters, 4, [];
    masters_4p_auction: Ruleset::Masters, 4, ["auction"];
    masters_4p_fixed_rounds: Ruleset::Masters, 4, ["fixed_rounds"];
    masters_4p_en: Ruleset::Masters, 4, ["factory_layout=en"];
    masters_4p_all: Ruleset::Masters, 4, ["auction", "fixed_rounds", "factory_layout=en"];
}

/// The cases cover every player count × variant combination of each rule set in the suite.
#[test]
fn matrix_is_complete() {
    assert!(CASES.iter().any(|c| c.0 == Ruleset::Rotterdam));
    for ruleset in Ruleset::ALL
        .into_iter()
        .filter(|r| CASES.iter().any(|c| c.0 == *r))
    {
        for players in player_counts(ruleset) {
            for set in variant_sets(ruleset) {
                let want: BTreeSet<&str> = set.iter().copied().collect();
                assert!(
                    CASES.iter().any(|(r, p, v)| *r == ruleset
                        && *p == players
                        && v.iter().copied().collect::<BTreeSet<_>>() == want),
                    "no conformance case for {ruleset} {players}p {set:?}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// One case: many random games
// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Stats {
    games: u64,
    actions: u64,
    capped: u64,
    checked_games: u64,
    view_checks: u64,
    probes: u64,
}

fn run_case(ruleset: Ruleset, players: u8, variants: &[&str]) {
    let games = games_per_case();
    let mut stats = Stats::default();
    let start = std::time::Instant::now();
    for i in 0..games {
        // Seeds differ between cases so the matrix covers many deals.
        let seed = 0x5eed_0000 + i * 7919 + players as u64 * 1_000_003 + variants.len() as u64;
        let mode = Mode {
            // The checked path for a third of the games, the fast path for the rest.
            checked: i % 3 == 0,
            // Every 15th game gets the deep checks on each of its first 100 steps.
            deep_prefix: if i % 15 == 0 { 100 } else { 0 },
            deep_one_in: deep_one_in(),
        };
        let cfg = config(ruleset, players, variants, seed);
        // An engine panic inside a game names the game, so it can be replayed.
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_game(&cfg, mode, &mut stats)
        }));
        if let Err(panic) = run {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{ruleset} {players}p {variants:?} seed {}: {msg}", cfg.seed);
        }
    }
    eprintln!(
        "{ruleset} {players}p {variants:?}: {} games ({} checked, {} capped), {} actions, \
         {} view checks, {} refusal probes, {:.2?}",
        stats.games,
        stats.checked_games,
        stats.capped,
        stats.actions,
        stats.view_checks,
        stats.probes,
        start.elapsed()
    );
    assert_eq!(stats.games, games);
}

#[derive(Clone, Copy)]
struct Mode {
    checked: bool,
    /// The deep checks run on every one of the first `deep_prefix` steps…
    deep_prefix: usize,
    /// …and on a random one step in `deep_one_in` after that.
    deep_one_in: u32,
}

/// Plays one random game to the end with every check; panics with the seed and step on failure.
fn play_game(cfg: &Config, mode: Mode, stats: &mut Stats) {
    let mut game = Game::new(cfg).expect("the config is valid");
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0xa5a5_a5a5);
    // A separate stream picks the steps that get the deep checks, so the game's moves do not
    // depend on the sampling rate.
    let mut sample = ChaCha8Rng::seed_from_u64(cfg.seed ^ 0x5a5a_5a5a);
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    let mut legal = Vec::new();
    let fail = |step: usize, what: String| -> ! {
        panic!(
            "{} {}p {:?} seed {}: step {step}: {what}",
            cfg.ruleset, cfg.players, cfg.variants, cfg.seed
        )
    };
    if let Err(e) = check_invariants(&game) {
        fail(0, format!("after setup: {e}"));
    }
    let mut step = 0usize;
    while let Some(seat) = game.to_act() {
        game.legal_actions_into(&mut legal);
        if legal.is_empty() {
            fail(step, "a seat is to act but has no legal action".into());
        }
        let deep = step < mode.deep_prefix || sample.random_range(0..mode.deep_one_in) == 0;
        if deep {
            if let Err(e) = check_views(&game, cfg.seed.wrapping_add(step as u64)) {
                fail(step, e);
            }
            if let Err(e) = check_refusals(&game, &legal) {
                fail(step, e);
            }
            if let Err(e) = check_every_legal_applies(&game, &legal) {
                fail(step, e);
            }
            stats.view_checks += 1;
            stats.probes += 1;
        }
        let action = legal[rng.random_range(0..legal.len())];
        if mode.checked {
            let before = game.clone();
            match game.apply(seat, &action) {
                Ok(events) => {
                    if let Err(e) = check_events(&before, &game, &events) {
                        fail(step, format!("after {action:?}: {e}"));
                    }
                }
                Err(e) => fail(step, format!("legal action {action:?} refused: {e}")),
            }
        } else {
            game.apply_unchecked(&action);
        }
        actions.push((seat, action));
        step += 1;
        if let Err(e) = check_invariants(&game) {
            fail(step, format!("after {action:?} by seat {seat}: {e}"));
        }
    }

    // The end: no decision, no legal action, every action refused, an outcome.
    if !game.legal_actions().is_empty() {
        fail(step, "legal actions after the end".into());
    }
    let hash = game.state_hash();
    for s in 0..cfg.players {
        if game.apply(s, &Action::Pass) != Err(RuleError::GameOver) {
            fail(
                step,
                "an action after the end was not refused with GameOver".into(),
            );
        }
    }
    if game.state_hash() != hash {
        fail(step, "a refused action changed the finished game".into());
    }
    let outcome = game
        .outcome()
        .unwrap_or_else(|| fail(step, "no outcome".into()));
    if let Err(e) = check_outcome(&game, &outcome) {
        fail(step, e);
    }
    if let Err(e) = check_views(&game, cfg.seed) {
        fail(step, format!("at the end: {e}"));
    }

    // Replay (C-5): the same config and action list give the same state, on the other path.
    let mut replay = Game::new(cfg).expect("the config is valid");
    for (i, (seat, action)) in actions.iter().enumerate() {
        if mode.checked {
            replay.apply_unchecked(action);
        } else if let Err(e) = replay.apply(*seat, action) {
            fail(i, format!("replay refused {action:?}: {e}"));
        }
    }
    if replay.state_hash() != game.state_hash() {
        fail(step, "replay gives another state hash".into());
    }
    if replay.state_json() != game.state_json() {
        fail(step, "replay gives another state JSON".into());
    }

    stats.games += 1;
    stats.actions += actions.len() as u64;
    stats.capped += outcome.capped as u64;
    stats.checked_games += mode.checked as u64;
}

// ---------------------------------------------------------------------------------------------
// Invariants (per rule set)
// ---------------------------------------------------------------------------------------------

fn check_invariants(game: &Game) -> Result<(), String> {
    match game {
        Game::Rotterdam(g) => rotterdam_invariants(g),
        Game::Antwerpen(g) => antwerpen_support::invariants(g),
        Game::Masters(g) => masters_support::invariants(g),
    }
}

fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond { Ok(()) } else { Err(what()) }
}

fn rotterdam_invariants(g: &rotterdam::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;
    let players = p.players as usize;
    let board = &d.board;

    // Ships (R-1, C-1): exactly ships_per_player each, in supply or on the board; at most one
    // ship on a single-ship position; the occupancy table agrees with the ships' positions.
    let per = ships_per_player(p.players);
    ensure(p.fleet.per_player == per, || {
        "ships per player changed".into()
    })?;
    ensure(p.fleet.ships.len() == players * per as usize, || {
        format!("{} ships in the fleet", p.fleet.ships.len())
    })?;
    for seat in 0..p.players {
        for id in p.fleet.ids_of(seat) {
            let ship = p.fleet.ship(id);
            ensure(ship.owner == seat, || {
                format!("ship {id} owned by {}", ship.owner)
            })?;
            if ship.pos.is_none() {
                ensure(ship.cargo.is_none(), || {
                    format!("ship {id} in supply has cargo")
                })?;
            }
        }
    }
    ensure(p.fleet.occupant.len() == board.len(), || {
        "occupancy size".into()
    })?;
    let mut on_pos = vec![0u8; board.len()];
    for (id, ship) in p.fleet.ships.iter().enumerate() {
        if let Some(pos) = ship.pos {
            ensure((pos as usize) < board.len(), || {
                format!("ship {id} off the board")
            })?;
            on_pos[pos as usize] += 1;
            if !board.kind(pos).holds_many() {
                ensure(p.fleet.occupant[pos as usize] == Some(id as u8), || {
                    format!(
                        "ship {id} on {} but occupant is {:?}",
                        board.name(pos),
                        p.fleet.occupant[pos as usize]
                    )
                })?;
            }
        }
    }
    for (pos, &ships_here) in on_pos.iter().enumerate() {
        let kind = board.kind(pos as u8);
        if kind.holds_many() {
            ensure(p.fleet.occupant[pos].is_none(), || {
                format!("{} has an occupant", board.name(pos as u8))
            })?;
        } else {
            ensure(ships_here <= 1, || {
                format!("{ships_here} ships on {}", board.name(pos as u8))
            })?;
            if let Some(s) = p.fleet.occupant[pos] {
                ensure(p.fleet.ship(s).pos == Some(pos as u8), || {
                    format!(
                        "occupant of {} is ship {s}, elsewhere",
                        board.name(pos as u8)
                    )
                })?;
            }
        }
        ensure(kind != PosKind::Exit, || {
            "an exit on the Rotterdam board".into()
        })?;
    }

    // Raw materials: supply + cargo on the board = the data's totals.
    for (r, raw) in d.raws.iter().enumerate() {
        let aboard = p
            .fleet
            .ships
            .iter()
            .filter(|s| s.pos.is_some() && s.cargo == Some(r as u8))
            .count();
        ensure(p.supply[r] as usize + aboard == raw.supply as usize, || {
            format!(
                "raw {}: supply {} + aboard {aboard} != {}",
                raw.id, p.supply[r], raw.supply
            )
        })?;
    }

    // Product cards: piles + hands = copies; each pile holds its harbour's products only.
    crate::goods_support::products_conserved(
        &d.products,
        board,
        &h.product_piles,
        h.hands.iter().map(|hand| &hand.products),
    )?;

    // Missions: pile + hands + completed hold every id exactly once; mission points add up.
    let mut seen = vec![0u8; d.missions.len()];
    let all_missions = h
        .mission_pile
        .iter()
        .chain(h.hands.iter().flat_map(|hand| hand.missions.iter()))
        .chain(p.seats.iter().flat_map(|s| s.completed.iter()));
    for &m in all_missions {
        ensure((m as usize) < d.missions.len(), || {
            format!("unknown mission {m}")
        })?;
        seen[m as usize] += 1;
    }
    ensure(seen.iter().all(|&n| n == 1), || {
        format!("mission ids not each once: {seen:?}")
    })?;
    ensure(d.missions.len() == 46, || "46 missions (D-2)".into())?;
    for (seat, sp) in p.seats.iter().enumerate() {
        let points: u16 = sp
            .completed
            .iter()
            .map(|&m| d.missions[m as usize].points as u16)
            .sum();
        ensure(points == sp.mission_points, || {
            format!(
                "seat {seat}: mission points {} != {points}",
                sp.mission_points
            )
        })?;
        ensure(h.hands[seat].missions.len() <= 3, || {
            format!("seat {seat} holds more than 3 missions")
        })?;
    }

    // Navigation cards: pile + hands + tables + discard = the data's counts; hand limit 3.
    let mut nav = [0usize; NavCard::COUNT];
    for &c in &h.nav_pile {
        ensure((c as usize) < NavCard::COUNT, || {
            "unknown navigation card".into()
        })?;
        nav[c as usize] += 1;
    }
    for (i, n) in nav.iter_mut().enumerate() {
        *n += p.nav_discard[i] as usize;
        for seat in 0..players {
            *n += h.hands[seat].nav[i] as usize + p.seats[seat].table[i] as usize;
        }
    }
    for (i, &n) in nav.iter().enumerate() {
        ensure(n == d.navigation[i] as usize, || {
            format!(
                "navigation card {}: {n} cards, data says {}",
                NavCard::from_index(i as u8),
                d.navigation[i]
            )
        })?;
    }
    for (seat, hand) in h.hands.iter().enumerate() {
        // C-6: the cards everyone saw arrive in a hand are still in it.
        let known = &p.seats[seat].known_products;
        ensure(
            known.iter().zip(&hand.products).all(|(k, n)| k <= n),
            || {
                format!(
                    "seat {seat}: known products {known:?} not in hand {:?}",
                    hand.products
                )
            },
        )?;
        ensure(hand.nav_count() <= HAND_LIMIT, || {
            format!("seat {seat} holds {} navigation cards", hand.nav_count())
        })?;
        for (i, &n) in p.seats[seat].table.iter().enumerate() {
            ensure(n == 0 || NavCard::from_index(i as u8).vp() > 0, || {
                format!("seat {seat} laid a non-VP card")
            })?;
        }
    }

    // Decisions in progress (R-5, R-6, C-2.4): an offer only while composing or answering it,
    // made by the seat whose slot it is and covered by its hand; a call only while a fork
    // waits; a card only in its player's own slot.
    ensure(
        p.offer.is_some() == matches!(p.step, Step::Compose | Step::Respond),
        || format!("offer {:?} in step {:?}", p.offer, p.step),
    )?;
    if let Some(offer) = &p.offer {
        ensure(offer.from == p.current() && p.phase == Phase::Trade, || {
            "an offer outside its maker's trade slot".into()
        })?;
        let hand = &h.hands[offer.from as usize].products;
        ensure(hand.iter().zip(&offer.give).all(|(n, g)| n >= g), || {
            format!(
                "seat {} offers {:?} but holds {hand:?}",
                offer.from, offer.give
            )
        })?;
        let (given, asked) = (offer.give.iter().sum::<u8>(), offer.ask.iter().sum::<u8>());
        ensure(given <= MAX_OFFER_CARDS && asked <= MAX_OFFER_CARDS, || {
            "more than 3 cards one way".into()
        })?;
        ensure((p.step == Step::Respond) == offer.to.is_some(), || {
            "an offer is answered exactly when it is addressed".into()
        })?;
        if p.step == Step::Respond {
            ensure(given > 0 && asked > 0, || "an empty offer was sent".into())?;
        }
    }
    ensure(p.sail.is_some() == (p.step == Step::Fork), || {
        "a call in progress exactly while a fork waits".into()
    })?;
    if let Some(card) = &p.card {
        ensure(card.player == p.current() && p.step == Step::Slot, || {
            "a card played outside its player's slot".into()
        })?;
    }
    for (seat, sp) in p.seats.iter().enumerate() {
        ensure(sp.offers <= MAX_OFFERS, || {
            format!("seat {seat} made more than 3 offers")
        })?;
    }

    // Decision state: exactly one seat decides until the end; the round cap holds.
    ensure(p.round >= 1 && p.round <= p.round_cap, || {
        format!("round {} of cap {}", p.round, p.round_cap)
    })?;
    ensure((p.step == Step::Ended) == g.to_act().is_none(), || {
        "to_act is None exactly when the game has ended".into()
    })?;
    if let Some(s) = g.to_act() {
        ensure((s as usize) < players, || format!("to_act {s}"))?;
    }
    ensure(p.hm < p.players, || "hm out of range".into())?;
    if p.step != Step::Ended {
        ensure(p.turn < p.players, || "turn out of range".into())?;
    }
    Ok(())
}

fn check_outcome(game: &Game, outcome: &havenbaron_engine::Outcome) -> Result<(), String> {
    let players = game.players() as usize;
    ensure(outcome.scores.len() == players, || {
        "a score per seat".into()
    })?;
    ensure(!outcome.winners.is_empty(), || "no winner".into())?;
    for s in &outcome.scores {
        ensure((s.rank == 1) == outcome.winners.contains(&s.seat), || {
            "winners are the seats ranked 1".into()
        })?;
        ensure(s.total == s.missions + s.cards + s.products, || {
            "total = missions + cards + products (R-7)".into()
        })?;
        // Rank = 1 + the seats strictly better by (total, mission points, product cards);
        // Antwerpen breaks ties by mission points only (A-7).
        // Masters breaks ties by cash (M-4), checked in its own arm.
        let by_cards = matches!(game, Game::Rotterdam(_));
        let key = |x: &havenbaron_engine::SeatScore| {
            (
                x.total,
                x.missions,
                if by_cards { x.product_cards } else { 0 },
            )
        };
        if !matches!(game, Game::Masters(_)) {
            let better = outcome.scores.iter().filter(|o| key(o) > key(s)).count();
            ensure(s.rank as usize == better + 1, || {
                format!("seat {} rank {} but {better} better", s.seat, s.rank)
            })?;
        }
    }
    match game {
        Game::Rotterdam(g) => {
            let p = &g.state.public;
            let reached = p.seats.iter().any(|s| s.mission_points >= 12);
            ensure(outcome.capped != reached, || {
                "capped exactly when no one reached 12 mission points".into()
            })?;
            if outcome.capped {
                ensure(outcome.rounds == p.round_cap, || {
                    "capped before the cap".into()
                })?;
            }
            ensure(outcome.rounds == p.round, || "rounds played".into())?;
        }
        Game::Antwerpen(g) => antwerpen_support::outcome(g, outcome)?,
        Game::Masters(g) => masters_support::outcome(g, outcome)?,
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Hidden information (C-6)
// ---------------------------------------------------------------------------------------------

/// Keys that name hidden state; no view may contain them.
const HIDDEN_KEYS: &[&str] = &[
    "hidden",
    "hands",
    "product_piles",
    "mission_pile",
    "nav_pile",
    "seed",
    "shuffles",
];

fn find_key(v: &serde_json::Value, keys: &[&str]) -> Option<String> {
    match v {
        serde_json::Value::Object(map) => map.iter().find_map(|(k, x)| {
            if keys.contains(&k.as_str()) {
                Some(k.clone())
            } else {
                find_key(x, keys)
            }
        }),
        serde_json::Value::Array(xs) => xs.iter().find_map(|x| find_key(x, keys)),
        _ => None,
    }
}

/// For the spectator and every seat: the view holds only the viewer's own hand, and a game
/// determinized from it shows the same view and, when that seat acts, the same legal actions.
fn check_views(game: &Game, seed: u64) -> Result<(), String> {
    let data = DataSet::builtin();
    let viewers = std::iter::once(None).chain((0..game.players()).map(Some));
    for (k, viewer) in viewers.enumerate() {
        let view = game.view(viewer);
        ensure(view.viewer() == viewer, || "view names its viewer".into())?;
        ensure(view.to_act() == game.to_act(), || {
            "view names who acts".into()
        })?;
        let json = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        if let Some(key) = find_key(&json, HIDDEN_KEYS) {
            return Err(format!("the view for {viewer:?} contains `{key}`"));
        }
        check_view_hand(game, viewer, &json)?;

        let sampled = Game::determinize(&view, &data, seed.wrapping_mul(31).wrapping_add(k as u64));
        let again = serde_json::to_value(sampled.view(viewer)).map_err(|e| e.to_string())?;
        ensure(again == json, || {
            format!("the view for {viewer:?} changes when hidden cards are resampled")
        })?;
        check_invariants(&sampled).map_err(|e| format!("determinized for {viewer:?}: {e}"))?;
        if viewer.is_some() && viewer == game.to_act() {
            ensure(sampled.legal_actions() == game.legal_actions(), || {
                format!("the legal actions of {viewer:?} depend on hidden cards")
            })?;
        }
        // Play on in the game sampled for the seat to act (what a searching bot does) and,
        // in turn, for one other viewer.
        let turn = seed as usize % (game.players() as usize + 1);
        if viewer == game.to_act() || k == turn {
            play_on(&sampled, seed.wrapping_add(k as u64))
                .map_err(|e| format!("determinized for {viewer:?}: {e}"))?;
        }
    }
    Ok(())
}

/// A determinized game is a game like any other (bots search in it): every legal action of
/// the seat to act applies, and a short random playout keeps every invariant.
fn play_on(sampled: &Game, seed: u64) -> Result<(), String> {
    let Some(seat) = sampled.to_act() else {
        return Ok(());
    };
    for a in sampled.legal_actions() {
        let mut copy = sampled.clone();
        copy.apply(seat, &a)
            .map_err(|e| format!("legal {a:?} refused: {e}"))?;
        check_invariants(&copy).map_err(|e| format!("after {a:?}: {e}"))?;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = sampled.clone();
    for _ in 0..PLAYOUT_STEPS {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions();
        let a = legal[rng.random_range(0..legal.len())];
        game.apply(seat, &a)
            .map_err(|e| format!("playout: legal {a:?} refused: {e}"))?;
        check_invariants(&game).map_err(|e| format!("playout, after {a:?}: {e}"))?;
    }
    Ok(())
}

/// Steps of the random playout from each determinized game.
const PLAYOUT_STEPS: usize = 10;

/// The view's hand is the viewer's own (none for a spectator); per rule set, what is face up.
fn check_view_hand(
    game: &Game,
    viewer: Option<Seat>,
    json: &serde_json::Value,
) -> Result<(), String> {
    match game {
        Game::Rotterdam(g) => {
            let hand = &json["hand"];
            match viewer {
                None => ensure(hand.is_null(), || "a spectator's view has a hand".into())?,
                Some(s) => {
                    let own = serde_json::to_value(&g.state.hidden.hands[s as usize])
                        .map_err(|e| e.to_string())?;
                    ensure(*hand == own, || {
                        format!("seat {s}'s view holds another hand")
                    })?;
                }
            }
            // Hand sizes are public (C-6).
            for (seat, sizes) in json["hand_sizes"]
                .as_array()
                .ok_or("hand_sizes")?
                .iter()
                .enumerate()
            {
                let true_hand = &g.state.hidden.hands[seat];
                ensure(
                    sizes["products"] == true_hand.product_count() as u64
                        && sizes["missions"] == true_hand.missions.len() as u64
                        && sizes["navigation"] == true_hand.nav_count() as u64,
                    || format!("hand sizes of seat {seat}"),
                )?;
            }
            // Open products (C-4): the top card shows exactly when the variant is on.
            let open = g.state.public.variants.open_products;
            let tops = json["piles"]["product_tops"]
                .as_array()
                .ok_or("product_tops")?;
            for (hi, pile) in g.state.hidden.product_piles.iter().enumerate() {
                let want = match (open, pile.last()) {
                    (true, Some(&t)) => serde_json::json!(t),
                    _ => serde_json::Value::Null,
                };
                ensure(tops[hi] == want, || {
                    format!("product top {hi}: {}", tops[hi])
                })?;
            }
        }
        Game::Antwerpen(g) => antwerpen_support::view_hand(g, viewer, json)?,
        Game::Masters(g) => masters_support::view_hand(g, viewer, json)?,
    }
    Ok(())
}

/// The events of one checked apply, as each viewer receives them (C-6).
fn check_events(before: &Game, after: &Game, events: &[Event]) -> Result<(), String> {
    let players = before.players();
    for e in events {
        for viewer in std::iter::once(None).chain((0..players).map(Some)) {
            let r = e.redacted_for(viewer);
            match e {
                Event::NavCardDrawn { seat, card } => {
                    ensure(card.is_some(), || {
                        "the engine's event carries the card".into()
                    })?;
                    let want = if viewer == Some(*seat) { *card } else { None };
                    ensure(
                        r == Event::NavCardDrawn {
                            seat: *seat,
                            card: want,
                        },
                        || format!("{e:?} as seen by {viewer:?}: {r:?}"),
                    )?;
                }
                Event::MissionDrawn { seat, mission } => {
                    ensure(mission.is_some(), || {
                        "the engine's event carries the mission".into()
                    })?;
                    let want = if viewer == Some(*seat) {
                        *mission
                    } else {
                        None
                    };
                    ensure(
                        r == Event::MissionDrawn {
                            seat: *seat,
                            mission: want,
                        },
                        || format!("{e:?} as seen by {viewer:?}: {r:?}"),
                    )?;
                }
                Event::ShipUnloaded {
                    seat,
                    product,
                    face_up,
                    got_card,
                    ..
                } => {
                    ensure(*got_card == product.is_some(), || {
                        format!("{e:?}: got_card disagrees with product")
                    })?;
                    let hidden = viewer != Some(*seat) && !*face_up;
                    let mut want = e.clone();
                    if hidden && let Event::ShipUnloaded { product, .. } = &mut want {
                        *product = None;
                    }
                    ensure(r == want, || format!("{e:?} as seen by {viewer:?}: {r:?}"))?;
                    let open = match before {
                        Game::Rotterdam(g) => g.state.public.variants.open_products,
                        Game::Antwerpen(_) | Game::Masters(_) => true,
                    };
                    ensure(*face_up == open, || {
                        "face_up is the open_products variant".into()
                    })?;
                }
                Event::ShipCardDrawn { .. } | Event::LockCardDrawn { .. } => {
                    antwerpen_support::private_event(e, viewer).expect("a private event")?
                }
                Event::ShippingTaken { .. } | Event::FactoryProduced { .. } => {
                    masters_support::private_event(e, viewer).expect("a private event")?
                }
                _ => ensure(r == *e, || format!("{e:?} is public but was redacted"))?,
            }
            // Every redacted event still serializes.
            serde_json::to_string(&r).map_err(|x| x.to_string())?;
        }
    }
    if after.is_over() {
        ensure(
            events.iter().any(|e| matches!(e, Event::GameEnded { .. })),
            || "the last action's events lack GameEnded".into(),
        )?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Legal and illegal actions
// ---------------------------------------------------------------------------------------------

/// Every legal action applies through the checked path (on a copy).
fn check_every_legal_applies(game: &Game, legal: &[Action]) -> Result<(), String> {
    let seat = game.to_act().expect("not over");
    let unique: BTreeSet<String> = legal.iter().map(|a| a.to_json()).collect();
    ensure(unique.len() == legal.len(), || {
        format!("duplicate legal actions in {legal:?}")
    })?;
    for a in legal {
        // The action survives a JSON round trip, as a client would send it.
        ensure(Action::from_json(&a.to_json()) == Ok(*a), || {
            format!("{a:?} does not round-trip through JSON")
        })?;
        let mut copy = game.clone();
        copy.apply(seat, a)
            .map_err(|e| format!("legal action {a:?} refused: {e}"))?;
        check_invariants(&copy).map_err(|e| format!("after {a:?}: {e}"))?;
        ensure(game.describe(a).id != "action-unknown", || {
            format!("legal action {a:?} without words")
        })?;
    }
    Ok(())
}

/// Actions that are illegal in most positions, for every rule set.
fn common_probes() -> Vec<Action> {
    vec![
        Action::Pass,
        Action::Continue,
        Action::CallColour {
            colour: Colour::Red,
        },
        Action::SteerFork { to: 200 },
        Action::SelectShip { ship: 200 },
        Action::SelectPosition { pos: 200 },
        Action::PlaceShip {
            start: 200,
            cargo: None,
        },
        Action::SendOffer { to: 9 },
        Action::AddGive { product: 200 },
        Action::AddAsk { product: 200 },
        Action::Accept,
        Action::Decline,
        Action::Withdraw,
        Action::PlayCard {
            card: NavCard::Joker,
        },
        Action::LayCard {
            card: NavCard::SwapCargo,
        },
        Action::CompleteMission {
            mission: 200,
            joker: None,
        },
    ]
}

/// Rule-set specific illegal actions for the seat to act.
fn ruleset_probes(game: &Game) -> Vec<Action> {
    match game {
        Game::Rotterdam(g) => {
            let seat = g.to_act().expect("not over") as usize;
            let hand = &g.state.hidden.hands[seat];
            // A mission not in the acting seat's hand.
            let foreign = (0..g.data.missions.len() as u8)
                .find(|m| !hand.missions.contains(m))
                .expect("some mission is elsewhere");
            let mut v = vec![Action::CompleteMission {
                mission: foreign,
                joker: None,
            }];
            // A card not in hand.
            if let Some(c) = NavCard::ALL.iter().find(|&&c| hand.nav[c as usize] == 0) {
                v.push(Action::PlayCard { card: *c });
                v.push(Action::LayCard { card: *c });
            }
            v
        }
        Game::Antwerpen(g) => antwerpen_support::probes(g),
        Game::Masters(g) => masters_support::probes(g),
    }
}

fn check_refusals(game: &Game, legal: &[Action]) -> Result<(), String> {
    let seat = game.to_act().expect("not over");
    let hash = game.state_hash();
    let unchanged = |g: &Game, what: &str| {
        ensure(g.state_hash() == hash, || {
            format!("refusing {what} changed the state")
        })
    };
    let mut g = game.clone();
    // The wrong seat, and a seat that does not exist.
    for other in 0..game.players() + 2 {
        if other == seat {
            continue;
        }
        let r = g.apply(other, &legal[0]);
        let ok = match r {
            Err(RuleError::NotYourTurn { seat: s, to_act }) => {
                s == other && to_act == seat && other < game.players()
            }
            Err(RuleError::NoSuchSeat { seat: s, players }) => {
                s == other && players == game.players() && other >= game.players()
            }
            _ => false,
        };
        ensure(ok, || format!("seat {other} acting for seat {seat}: {r:?}"))?;
        unchanged(&g, "a wrong seat")?;
    }
    // Actions not in the legal list.
    for a in common_probes().into_iter().chain(ruleset_probes(game)) {
        if legal.contains(&a) {
            continue;
        }
        match g.apply(seat, &a) {
            Err(RuleError::Illegal {
                action,
                expected,
                rule,
            }) => {
                ensure(action == a.to_json(), || {
                    "the error names the action".into()
                })?;
                ensure(!expected.id.is_empty() && !rule.is_empty(), || {
                    "the error says what is expected and names a rule".into()
                })?;
            }
            r => return Err(format!("illegal {a:?} gave {r:?}")),
        }
        unchanged(&g, &format!("{a:?}"))?;
    }
    // Byte for byte, not only by hash.
    ensure(g.state_json() == game.state_json(), || {
        "refused actions changed the state JSON".into()
    })?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Malformed input
// ---------------------------------------------------------------------------------------------

#[test]
fn malformed_json_is_refused() {
    let bad = [
        "",
        "not json",
        "{",
        "[]",
        "null",
        "42",
        r#"{}"#,
        r#"{"type":"fly"}"#,
        r#"{"type":"call_colour"}"#,
        r#"{"type":"call_colour","colour":"pink"}"#,
        r#"{"type":"call_colour","colour":3}"#,
        r#"{"type":"place_ship","start":300,"cargo":null}"#,
        r#"{"type":"place_ship","start":-1,"cargo":null}"#,
        r#"{"type":"select_ship","ship":"one"}"#,
        r#"{"type":"play_card","card":"teleport"}"#,
        r#"{"type":"complete_mission"}"#,
        r#"{"type":"send_offer","to":1,"extra":true}"#,
        r#"{"Pass":null}"#,
    ];
    for text in bad {
        match Action::from_json(text) {
            Err(RuleError::Malformed(msg)) => assert!(!msg.is_empty(), "{text}"),
            r => panic!("{text:?} parsed as {r:?}"),
        }
    }
    // And well-formed JSON parses.
    assert_eq!(Action::from_json(r#"{"type":"pass"}"#), Ok(Action::Pass));
    assert_eq!(
        Action::from_json(r#"{"type":"call_colour","colour":"purple"}"#),
        Ok(Action::CallColour {
            colour: Colour::Violet
        })
    );
    assert_eq!(
        Action::from_json(r#"{"type":"place_ship","start":2,"cargo":0}"#),
        Ok(Action::PlaceShip {
            start: 2,
            cargo: Some(0)
        })
    );
}

// ---------------------------------------------------------------------------------------------
// Property test: arbitrary input through the checked apply
// ---------------------------------------------------------------------------------------------

mod prop {
    use super::*;
    use proptest::prelude::*;

    /// One input: a legal action by index (the game progresses), a legal action by the wrong
    /// seat, or an arbitrary action by an arbitrary seat.
    #[derive(Clone, Debug)]
    enum Input {
        Legal(u16),
        WrongSeat(u8, u16),
        Garbage(u8, Action),
    }

    fn any_action() -> impl Strategy<Value = Action> {
        let byte = any::<u8>();
        prop_oneof![
            Just(Action::Pass),
            Just(Action::Continue),
            Just(Action::Withdraw),
            Just(Action::Accept),
            Just(Action::Decline),
            (byte, proptest::option::of(0u8..6))
                .prop_map(|(start, cargo)| Action::PlaceShip { start, cargo }),
            (0usize..5).prop_map(|i| Action::CallColour {
                colour: Colour::ALL[i]
            }),
            (0u8..30).prop_map(|to| Action::SteerFork { to }),
            (0u8..9).prop_map(|i| Action::PlayCard {
                card: NavCard::from_index(i)
            }),
            (0u8..9).prop_map(|i| Action::LayCard {
                card: NavCard::from_index(i)
            }),
            (0u8..14).prop_map(|ship| Action::SelectShip { ship }),
            byte.prop_map(|ship| Action::SelectShip { ship }),
            (0u8..24).prop_map(|pos| Action::SelectPosition { pos }),
            (0u8..10).prop_map(|product| Action::AddGive { product }),
            (0u8..10).prop_map(|product| Action::AddAsk { product }),
            (0u8..6).prop_map(|to| Action::SendOffer { to }),
            (byte, proptest::option::of(0u8..10))
                .prop_map(|(mission, joker)| Action::CompleteMission { mission, joker }),
        ]
    }

    fn input() -> impl Strategy<Value = Input> {
        prop_oneof![
            8 => any::<u16>().prop_map(Input::Legal),
            1 => (1u8..4, any::<u16>()).prop_map(|(k, i)| Input::WrongSeat(k, i)),
            3 => (0u8..6, any_action()).prop_map(|(s, a)| Input::Garbage(s, a)),
        ]
    }

    fn any_config() -> impl Strategy<Value = Config> {
        (2u8..=4, any::<bool>(), any::<bool>(), any::<u64>(), 1u32..4).prop_map(
            |(players, safe, open, seed, cap)| {
                let mut c = Config::new(Ruleset::Rotterdam, players, seed);
                if safe {
                    c = c.with_variant("safe_harbour");
                }
                if open {
                    c = c.with_variant("open_products");
                }
                // A small round cap so that sequences also reach the end of a game.
                c.round_cap = Some(cap);
                c
            },
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: if cfg!(debug_assertions) { 96 } else { 512 },
            ..ProptestConfig::default()
        })]

        #[test]
        fn arbitrary_inputs_never_break_the_game(
            cfg in any_config(),
            inputs in proptest::collection::vec(input(), 0..600),
        ) {
            let mut game = Game::new(&cfg).unwrap();
            for inp in inputs {
                let hash = game.state_hash();
                let to_act = game.to_act();
                let legal = game.legal_actions();
                let (seat, action) = match (inp, to_act) {
                    (Input::Legal(i), Some(s)) => (s, legal[i as usize % legal.len()]),
                    (Input::WrongSeat(k, i), Some(s)) => {
                        ((s + k) % game.players(), legal[i as usize % legal.len()])
                    }
                    (Input::Legal(_) | Input::WrongSeat(..), None) => (0, Action::Pass),
                    (Input::Garbage(s, a), _) => (s, a),
                };
                let should_apply = to_act == Some(seat) && legal.contains(&action);
                match game.apply(seat, &action) {
                    Ok(_) => prop_assert!(should_apply, "{action:?} by {seat} applied"),
                    Err(e) => {
                        prop_assert!(!should_apply, "{action:?} by {seat} refused: {e}");
                        prop_assert_eq!(game.state_hash(), hash, "refusal changed the state");
                        let expected_kind = match to_act {
                            None => matches!(e, RuleError::GameOver),
                            Some(_) if seat >= game.players() => {
                                matches!(e, RuleError::NoSuchSeat { .. })
                            }
                            Some(t) if t != seat => matches!(e, RuleError::NotYourTurn { .. }),
                            Some(_) => matches!(e, RuleError::Illegal { .. }),
                        };
                        prop_assert!(expected_kind, "unexpected error {e:?}");
                    }
                }
                if let Err(e) = check_invariants(&game) {
                    prop_assert!(false, "invariant broken after {action:?} by {seat}: {e}");
                }
            }
        }

        #[test]
        fn action_json_round_trips(action in any_action()) {
            prop_assert_eq!(Action::from_json(&action.to_json()), Ok(action));
        }

        #[test]
        fn arbitrary_text_never_panics(text in ".{0,80}") {
            let _ = Action::from_json(&text);
        }

        #[test]
        fn mutated_action_json_is_parsed_or_malformed(action in any_action(), cut in 0usize..40) {
            let json = action.to_json();
            let cut = cut.min(json.len());
            match Action::from_json(&json[..cut]) {
                Ok(a) => prop_assert_eq!(cut, json.len(), "a truncated action parsed: {:?}", a),
                Err(e) => prop_assert!(matches!(e, RuleError::Malformed(_))),
            }
        }
    }
}
