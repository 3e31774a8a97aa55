//! The conformance suite (docs/ARCHITECTURE.md: Tests), one shared suite over every rule set ×
//! player count × variant combination, in the manner of OpenSpiel's shared game tests. It
//! takes any rule set through the engine's [`Rules`] trait; what only one rule set can check is
//! that rule set's [`Conformance`] impl (`conformance/rotterdam.rs`, `conformance/masters.rs`,
//! `conformance/antwerpen.rs`).
//!
//! For every case of the matrix, many seeded random games are played to the end (uniform choice
//! among the legal actions) and, after every action:
//! - the rule set's invariants hold (ships, raw materials, cards conserved; hand limits);
//! - the events of the checked `apply` are redacted per viewer (C-6);
//! - sampled steps: the view of every seat carries nothing hidden from it (a game determinized
//!   from the view gives the same view, and the same legal actions when that seat acts; it is
//!   itself playable: its legal actions apply and a short playout keeps the invariants), every
//!   legal action applies, illegal actions and wrong seats are refused with the state unchanged.
//!
//! At the end of each game the action list is replayed from the setup (C-5) and must give the
//! same state hash and state JSON. The twin-world tests (`conformance/twin_worlds.rs`) check,
//! from every seat's side, that what it observes (events, view, who decides next and on
//! what) could have come from any game consistent with its view, and (`conformance/reveals.rs`)
//! that every action that draws or shows something is marked as a reveal point. A proptest per rule set drives arbitrary (seat, action)
//! sequences through the checked `apply`.
//!
//! Adding a rule set: implement [`Conformance`] for its game in `conformance/<ruleset>.rs`, and
//! list its cases in `conformance_cases!` and its type in `matrix_is_complete` and `prop`.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use havenbaron_engine::vocabulary::NavCard;
use havenbaron_engine::{
    Action, Colour, Event, Outcome, RuleError, Rules, Ruleset, RulesetData, Seat, SeatScore,
    SeatView, Setup, antwerpen, masters, rotterdam,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Antwerpen's checks (invariants, views, probes, outcome, private events).
#[path = "support/antwerpen.rs"]
mod antwerpen_support;
#[path = "support/goods.rs"]
mod goods_support;
/// Masters of Trade's checks.
#[path = "support/masters.rs"]
mod masters_support;

#[path = "conformance/antwerpen.rs"]
mod antwerpen_conformance;
#[path = "conformance/masters.rs"]
mod masters_conformance;
#[path = "conformance/reveals.rs"]
mod reveals;
#[path = "conformance/rotterdam.rs"]
mod rotterdam_conformance;
#[path = "conformance/twin_worlds.rs"]
mod twin_worlds;

// ---------------------------------------------------------------------------------------------
// A rule set's part
// ---------------------------------------------------------------------------------------------

/// What the shared suite cannot know about a rule set: its invariants, its scoring and
/// tie-breaks, what its views show, and actions that are illegal in it.
pub trait Conformance: Rules {
    /// The rule set's invariants (conservation, limits, consistency of the state).
    fn invariants(&self) -> Result<(), String>;
    /// The ranking key (R-7, A-7): rank = 1 + seats strictly better by this key. `None`: the
    /// ranking is checked in `outcome_checks` (Masters breaks ties by cash, M-4).
    fn tie_key(&self, s: &SeatScore) -> Option<(i32, i32, i32)>;
    /// Rule-set checks of the final outcome (end condition, cap).
    fn outcome_checks(&self, outcome: &Outcome) -> Result<(), String>;
    /// The view's hand is the viewer's own (none for a spectator), and what is face up.
    fn view_hand(&self, viewer: Option<Seat>, json: &serde_json::Value) -> Result<(), String>;
    /// Does an unloading show its product card to everyone (`ShipUnloaded::face_up`)?
    fn unloads_face_up(&self) -> bool {
        true
    }
    /// Illegal actions specific to the rule set, for the seat to act.
    fn probes(&self) -> Vec<Action>;
    /// The variant sets the suite plays: by default every combination of the variants'
    /// values (switches on and off, every value of a choice).
    fn variant_sets() -> Vec<Vec<String>> {
        let mut sets = vec![Vec::new()];
        for v in Self::INFO.variants {
            let values: Vec<Option<String>> = if v.is_switch() {
                vec![None, Some(v.name.to_string())]
            } else {
                v.values
                    .iter()
                    .map(|x| Some(format!("{}={x}", v.name)))
                    .collect()
            };
            sets = sets
                .into_iter()
                .flat_map(|set| {
                    values.iter().map(move |x| {
                        let mut s = set.clone();
                        s.extend(x.clone());
                        s
                    })
                })
                .collect();
        }
        sets
    }
}

pub fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if cond { Ok(()) } else { Err(what()) }
}

// ---------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------

/// A validated setup from variant specs (`NAME` or `NAME=VALUE`).
fn setup<R: Rules>(players: u8, variants: &[&str], seed: u64, cap: Option<u32>) -> Setup {
    let map: BTreeMap<String, String> = variants
        .iter()
        .map(|spec| {
            let (n, v) = spec.split_once('=').unwrap_or((spec, "true"));
            (n.to_string(), v.to_string())
        })
        .collect();
    R::INFO
        .setup(players, &map, seed, cap)
        .expect("the case is a valid setup")
}

fn new_game<R: Rules>(setup: &Setup) -> R {
    R::new(setup, R::Data::builtin()).expect("the setup starts a game")
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
/// `name: game type, players, [variants…];`.
macro_rules! conformance_cases {
    ($($name:ident: $game:ty, $players:expr, [$($variant:expr),*];)*) => {
        $(
            #[test]
            fn $name() {
                run_case::<$game>($players, &[$($variant),*]);
            }
        )*
        /// The cases above (rule set id, players, variants), for the completeness check.
        const CASES: &[(&str, u8, &[&str])] =
            &[$((<$game as Rules>::INFO.id, $players, &[$($variant),*])),*];
    };
}

conformance_cases! {
    rotterdam_2p: rotterdam::Game, 2, [];
    rotterdam_2p_safe_harbour: rotterdam::Game, 2, ["safe_harbour"];
    rotterdam_2p_open_products: rotterdam::Game, 2, ["open_products"];
    rotterdam_2p_both: rotterdam::Game, 2, ["safe_harbour", "open_products"];
    rotterdam_3p: rotterdam::Game, 3, [];
    rotterdam_3p_safe_harbour: rotterdam::Game, 3, ["safe_harbour"];
    rotterdam_3p_open_products: rotterdam::Game, 3, ["open_products"];
    rotterdam_3p_both: rotterdam::Game, 3, ["safe_harbour", "open_products"];
    rotterdam_4p: rotterdam::Game, 4, [];
    rotterdam_4p_safe_harbour: rotterdam::Game, 4, ["safe_harbour"];
    rotterdam_4p_open_products: rotterdam::Game, 4, ["open_products"];
    rotterdam_4p_both: rotterdam::Game, 4, ["safe_harbour", "open_products"];
    antwerpen_2p: antwerpen::Game, 2, [];
    antwerpen_3p: antwerpen::Game, 3, [];
    antwerpen_4p: antwerpen::Game, 4, [];
    masters_2p: masters::Game, 2, [];
    masters_2p_auction: masters::Game, 2, ["auction"];
    masters_2p_fixed_rounds: masters::Game, 2, ["fixed_rounds"];
    masters_2p_en: masters::Game, 2, ["factory_layout=en"];
    masters_2p_all: masters::Game, 2, ["auction", "fixed_rounds", "factory_layout=en"];
    masters_3p: masters::Game, 3, [];
    masters_3p_auction: masters::Game, 3, ["auction"];
    masters_3p_fixed_rounds: masters::Game, 3, ["fixed_rounds"];
    masters_3p_en: masters::Game, 3, ["factory_layout=en"];
    masters_3p_all: masters::Game, 3, ["auction", "fixed_rounds", "factory_layout=en"];
    masters_4p: masters::Game, 4, [];
    masters_4p_auction: masters::Game, 4, ["auction"];
    masters_4p_fixed_rounds: masters::Game, 4, ["fixed_rounds"];
    masters_4p_en: masters::Game, 4, ["factory_layout=en"];
    masters_4p_all: masters::Game, 4, ["auction", "fixed_rounds", "factory_layout=en"];
}

/// The cases cover every player count × variant set of a rule set.
fn complete<R: Conformance>() {
    let info = R::INFO;
    for players in info.min_players..=info.max_players {
        for set in R::variant_sets() {
            let want: BTreeSet<&str> = set.iter().map(String::as_str).collect();
            assert!(
                CASES.iter().any(|(r, p, v)| *r == info.id
                    && *p == players
                    && v.iter().copied().collect::<BTreeSet<_>>() == want),
                "no conformance case for {} {players}p {set:?}",
                info.id
            );
        }
    }
}

/// Every rule set of the engine is in the suite, with every player count and variant set.
#[test]
fn matrix_is_complete() {
    for ruleset in Ruleset::ALL {
        assert!(
            CASES.iter().any(|c| c.0 == ruleset.id()),
            "{ruleset} has no conformance case"
        );
    }
    complete::<rotterdam::Game>();
    complete::<masters::Game>();
    complete::<antwerpen::Game>();
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

fn run_case<R: Conformance>(players: u8, variants: &[&str]) {
    let games = games_per_case();
    let mut stats = Stats::default();
    let start = std::time::Instant::now();
    let id = R::INFO.id;
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
        let setup = setup::<R>(players, variants, seed, None);
        // An engine panic inside a game names the game, so it can be replayed.
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            play_game::<R>(&setup, mode, &mut stats)
        }));
        if let Err(panic) = run {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{id} {players}p {variants:?} seed {seed}: {msg}");
        }
    }
    eprintln!(
        "{id} {players}p {variants:?}: {} games ({} checked, {} capped), {} actions, \
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
fn play_game<R: Conformance>(setup: &Setup, mode: Mode, stats: &mut Stats) {
    let mut game: R = new_game(setup);
    let mut rng = ChaCha8Rng::seed_from_u64(setup.seed ^ 0xa5a5_a5a5);
    // A separate stream picks the steps that get the deep checks, so the game's moves do not
    // depend on the sampling rate.
    let mut sample = ChaCha8Rng::seed_from_u64(setup.seed ^ 0x5a5a_5a5a);
    let mut actions: Vec<(Seat, Action)> = Vec::new();
    let mut legal = Vec::new();
    let fail = |step: usize, what: String| -> ! {
        panic!(
            "{} {}p seed {}: step {step}: {what}",
            R::INFO.id,
            setup.players,
            setup.seed
        )
    };
    if let Err(e) = game.invariants() {
        fail(0, format!("after setup: {e}"));
    }
    let mut step = 0usize;
    while let Some(seat) = game.to_act() {
        legal.clear();
        game.legal_into(&mut legal);
        if legal.is_empty() {
            fail(step, "a seat is to act but has no legal action".into());
        }
        let deep = step < mode.deep_prefix || sample.random_range(0..mode.deep_one_in) == 0;
        if deep {
            if let Err(e) = check_views(&game, setup.seed.wrapping_add(step as u64)) {
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
        if let Err(e) = game.invariants() {
            fail(step, format!("after {action:?} by seat {seat}: {e}"));
        }
    }

    // The end: no decision, no legal action, every action refused, an outcome.
    if !game.legal_actions().is_empty() {
        fail(step, "legal actions after the end".into());
    }
    let hash = game.state_hash();
    for s in 0..setup.players {
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
    if let Err(e) = check_views(&game, setup.seed) {
        fail(step, format!("at the end: {e}"));
    }

    // Replay (C-5): the same setup and action list give the same state, on the other path.
    let mut replay: R = new_game(setup);
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
// The outcome
// ---------------------------------------------------------------------------------------------

fn check_outcome<R: Conformance>(game: &R, outcome: &Outcome) -> Result<(), String> {
    let players = game.players() as usize;
    ensure(outcome.scores.len() == players, || {
        "a score per seat".into()
    })?;
    // C-7: a capped game is unfinished and nobody won it; a finished one has a winner.
    ensure(outcome.winners.is_empty() == outcome.capped, || {
        "winners exactly when the game finished by its rules".into()
    })?;
    for s in &outcome.scores {
        ensure(
            (s.rank == 1 && !outcome.capped) == outcome.winners.contains(&s.seat),
            || "winners are the seats ranked 1".into(),
        )?;
        ensure(s.total == s.missions + s.cards + s.products, || {
            "total = missions + cards + products (R-7)".into()
        })?;
        if let Some(key) = game.tie_key(s) {
            let better = outcome
                .scores
                .iter()
                .filter(|o| game.tie_key(o) > Some(key))
                .count();
            ensure(s.rank as usize == better + 1, || {
                format!("seat {} rank {} but {better} better", s.seat, s.rank)
            })?;
        }
    }
    game.outcome_checks(outcome)
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
fn check_views<R: Conformance>(game: &R, seed: u64) -> Result<(), String> {
    let data: Arc<R::Data> = R::Data::builtin();
    let viewers = std::iter::once(None).chain((0..game.players()).map(Some));
    for (k, viewer) in viewers.enumerate() {
        let view = game.view(viewer);
        ensure(view.viewer() == viewer, || "view names its viewer".into())?;
        ensure(view.to_act() == game.to_act(), || {
            "view names who acts".into()
        })?;
        ensure(view.players() == game.players(), || {
            "view names the players".into()
        })?;
        let json = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        if let Some(key) = find_key(&json, HIDDEN_KEYS) {
            return Err(format!("the view for {viewer:?} contains `{key}`"));
        }
        game.view_hand(viewer, &json)?;

        let sampled = R::determinize(
            data.clone(),
            &view,
            seed.wrapping_mul(31).wrapping_add(k as u64),
        );
        let again = serde_json::to_value(sampled.view(viewer)).map_err(|e| e.to_string())?;
        ensure(again == json, || {
            format!("the view for {viewer:?} changes when hidden cards are resampled")
        })?;
        sampled
            .invariants()
            .map_err(|e| format!("determinized for {viewer:?}: {e}"))?;
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
fn play_on<R: Conformance>(sampled: &R, seed: u64) -> Result<(), String> {
    let Some(seat) = sampled.to_act() else {
        return Ok(());
    };
    for a in sampled.legal_actions() {
        let mut copy = sampled.clone();
        copy.apply(seat, &a)
            .map_err(|e| format!("legal {a:?} refused: {e}"))?;
        copy.invariants().map_err(|e| format!("after {a:?}: {e}"))?;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = sampled.clone();
    for _ in 0..PLAYOUT_STEPS {
        let Some(seat) = game.to_act() else { break };
        let legal = game.legal_actions();
        let a = legal[rng.random_range(0..legal.len())];
        game.apply(seat, &a)
            .map_err(|e| format!("playout: legal {a:?} refused: {e}"))?;
        game.invariants()
            .map_err(|e| format!("playout, after {a:?}: {e}"))?;
    }
    Ok(())
}

/// Steps of the random playout from each determinized game.
const PLAYOUT_STEPS: usize = 10;

/// The events of one checked apply, as each viewer receives them (C-6).
fn check_events<R: Conformance>(before: &R, after: &R, events: &[Event]) -> Result<(), String> {
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
                    let open = before.unloads_face_up();
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
    if after.to_act().is_none() {
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
fn check_every_legal_applies<R: Conformance>(game: &R, legal: &[Action]) -> Result<(), String> {
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
        copy.invariants().map_err(|e| format!("after {a:?}: {e}"))?;
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

fn check_refusals<R: Conformance>(game: &R, legal: &[Action]) -> Result<(), String> {
    let seat = game.to_act().expect("not over");
    let hash = game.state_hash();
    let unchanged = |g: &R, what: &str| {
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
    for a in common_probes().into_iter().chain(game.probes()) {
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
// Twin worlds (C-6): what a seat observes depends only on what it may know
// ---------------------------------------------------------------------------------------------

/// Games per rule set for the twin-world tests (more with `--release`).
fn twin_games() -> u64 {
    if cfg!(debug_assertions) { 24 } else { 240 }
}

#[test]
fn twin_worlds_rotterdam() {
    twin_worlds::play_twin_worlds::<rotterdam::Game>(twin_games(), 4);
}

#[test]
fn twin_worlds_masters() {
    twin_worlds::play_twin_worlds::<masters::Game>(twin_games(), 4);
}

#[test]
fn twin_worlds_antwerpen() {
    twin_worlds::play_twin_worlds::<antwerpen::Game>(twin_games(), 4);
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
    use havenbaron_engine::vocabulary::{Character, LockCard, ShipCard};
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
            Just(Action::EndAction),
            Just(Action::EndTurn),
            (0u16..40).prop_map(|amount| Action::Bid { amount }),
            (0u16..8).prop_map(|by| Action::RaiseBid { by }),
            (0u8..6, proptest::option::of(0u8..6))
                .prop_map(|(raw, start)| Action::TakeFree { raw, start }),
            (0usize..8).prop_map(|i| Action::ChooseCharacter {
                character: Character::ALL[i]
            }),
            (0u8..6).prop_map(|raw| Action::BuyRaw { raw }),
            (0u8..10).prop_map(|product| Action::SellProduct { product }),
            (byte).prop_map(|mission| Action::SwapMission { mission }),
            (0u8..7).prop_map(|i| Action::PlayShipCard {
                card: ShipCard::from_index(i)
            }),
            (0u8..8).prop_map(|i| Action::PlayLockCard {
                card: LockCard::from_index(i)
            }),
            (0u8..10).prop_map(|lock| Action::SelectLock { lock }),
            any::<bool>().prop_map(|open| Action::SetLocks { open }),
        ]
    }

    fn input() -> impl Strategy<Value = Input> {
        prop_oneof![
            8 => any::<u16>().prop_map(Input::Legal),
            1 => (1u8..4, any::<u16>()).prop_map(|(k, i)| Input::WrongSeat(k, i)),
            3 => (0u8..6, any_action()).prop_map(|(s, a)| Input::Garbage(s, a)),
        ]
    }

    /// A setup of rule set `R`: any player count and variant set, and a small cap so that
    /// sequences also reach the end of a game.
    fn any_setup<R: Conformance>() -> impl Strategy<Value = Setup> {
        let sets = R::variant_sets();
        let players = R::INFO.min_players..=R::INFO.max_players;
        (players, 0..sets.len(), any::<u64>(), 1u32..4).prop_map(move |(players, k, seed, cap)| {
            let variants: Vec<&str> = sets[k].iter().map(String::as_str).collect();
            setup::<R>(players, &variants, seed, Some(cap))
        })
    }

    /// Feeds `inputs` through the checked `apply`: what is legal applies, everything else is
    /// refused with the right error and the state unchanged, and the invariants hold.
    fn arbitrary_inputs<R: Conformance>(
        setup: &Setup,
        inputs: Vec<Input>,
    ) -> Result<(), TestCaseError> {
        let mut game: R = new_game(setup);
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
            if let Err(e) = game.invariants() {
                prop_assert!(false, "invariant broken after {action:?} by {seat}: {e}");
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: if cfg!(debug_assertions) { 64 } else { 512 },
            ..ProptestConfig::default()
        })]

        #[test]
        fn rotterdam_arbitrary_inputs_never_break_the_game(
            setup in any_setup::<rotterdam::Game>(),
            inputs in proptest::collection::vec(input(), 0..600),
        ) {
            arbitrary_inputs::<rotterdam::Game>(&setup, inputs)?;
        }

        #[test]
        fn masters_arbitrary_inputs_never_break_the_game(
            setup in any_setup::<masters::Game>(),
            inputs in proptest::collection::vec(input(), 0..600),
        ) {
            arbitrary_inputs::<masters::Game>(&setup, inputs)?;
        }

        #[test]
        fn antwerpen_arbitrary_inputs_never_break_the_game(
            setup in any_setup::<antwerpen::Game>(),
            inputs in proptest::collection::vec(input(), 0..600),
        ) {
            arbitrary_inputs::<antwerpen::Game>(&setup, inputs)?;
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
