//! Twin worlds (C-6): what a seat observes depends only on what it may know.
//!
//! From seat j's view of the real game G, a game S is sampled (`determinize`): a twin world
//! that j cannot tell apart from G. Then the action `a` taken in G is looked at from j's side:
//! - Before `a`, both worlds ask the same seat for the same kind of decision (`to_act` and
//!   `expected`): the flow j observes. (A sanity check of the sampling: the flow is computed
//!   from public state, which the twin copies.)
//! - Which private step another seat takes (`Action::private_to_actor`: a draft offer's card,
//!   a draft bid's raise) makes no difference to j: no event, and the same view after any of
//!   them (that the seat is composing is public; what it composes is not).
//! - When `a` is legal in S too, it is applied in both. If the events j receives are the same
//!   in both worlds, the flow after `a` must be the same as well, and so must j's legal actions
//!   when j decides next and its view is the same (a card turned face up may change them);
//!   where j's own redacted events differ (j drew a card), j can tell the worlds apart and the
//!   flow may differ.
//! - When `a` is not legal in S (it needed a card that S's actor does not hold), the actor is
//!   not j, and `a` does not show a hidden card by the rules ([`reveals`]), some action of the
//!   actor legal in S must give j the same events, the same view and the same flow: what j saw
//!   could have happened in the world it cannot tell from the real one.
//!
//! A decision that appears only because of a card in hand (a window opened for a playable
//! card) fails the comparison of flows after `a`; a draft offer or bid shown to others fails
//! the private-step check, and a draft's cards shown to others also fail the last one.

use std::sync::Arc;

use havenbaron_engine::{Action, Event, Reveal, Rules, RulesetData, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::reveals::{Marks, Nature, check_reveal, check_undo};
use super::{Conformance, ensure, new_game, setup};

/// Actions that, by the rules, show a hidden card or draft to everyone: playing or laying a
/// card, handing in products for a mission or an assignment, sending or accepting an offer,
/// placing a bid composed in private (M-5), selling a product, discarding a mission face up.
/// The world j cannot tell from the real one may lack that card or hold another draft; after
/// such an action the worlds are told apart, as at a real table.
pub fn reveals(action: &Action) -> bool {
    matches!(
        action,
        Action::PlayCard { .. }
            | Action::LayCard { .. }
            | Action::PlayShipCard { .. }
            | Action::PlayLockCard { .. }
            | Action::CompleteMission { .. }
            | Action::SendOffer { .. }
            | Action::Bid { .. }
            | Action::Accept
            | Action::SellProduct { .. }
            | Action::SwapMission { .. }
    )
}

/// The flow a seat observes: who decides, and what kind of decision it is.
fn flow<R: Rules>(game: &R) -> String {
    let (message, rule) = game.expected();
    format!(
        "{:?} {} {:?} ({rule})",
        game.to_act(),
        message.id,
        message.args
    )
}

fn seen_by(events: &[Event], viewer: Seat) -> Vec<Event> {
    events
        .iter()
        .map(|e| e.redacted_for(Some(viewer)))
        .collect()
}

/// The twin-world checks of `action` (to be taken by the seat to act in `game`), for every
/// seat.
pub fn check_twin_worlds<R: Conformance>(
    game: &R,
    action: Action,
    seed: u64,
) -> Result<(), String> {
    let data: Arc<R::Data> = R::Data::builtin();
    let actor = game.to_act().expect("not over");
    let mut real = game.clone();
    let real_events = real
        .apply(actor, &action)
        .map_err(|e| format!("legal {action:?} refused: {e}"))?;
    for j in 0..game.players() {
        let twin = R::determinize(data.clone(), &game.view(Some(j)), seed ^ ((j as u64) << 40));
        ensure(flow(&twin) == flow(game), || {
            format!(
                "seat {j} sees the flow depend on hidden cards: real {}, twin {}",
                flow(game),
                flow(&twin)
            )
        })?;
        let seen = seen_by(&real_events, j);
        if action.private_to_actor() && actor != j {
            // Whichever private step the actor takes, j sees the same: no event, one view.
            let view = real.view(Some(j));
            for other in game.legal_actions() {
                if !other.private_to_actor() {
                    continue;
                }
                let mut after = game.clone();
                let events = after
                    .apply(actor, &other)
                    .map_err(|e| format!("legal {other:?} refused: {e}"))?;
                ensure(
                    seen_by(&events, j).is_empty() && after.view(Some(j)) == view,
                    || {
                        format!(
                            "seat {j} tells seat {actor}'s private steps {action:?} and {other:?} apart"
                        )
                    },
                )?;
            }
        }
        if twin.legal_actions().contains(&action) {
            let mut after = twin.clone();
            let events = after
                .apply(actor, &action)
                .map_err(|e| format!("twin for seat {j}: legal {action:?} refused: {e}"))?;
            if seen_by(&events, j) == seen {
                ensure(flow(&after) == flow(&real), || {
                    format!(
                        "after {action:?} by seat {actor}, seat {j} sees the same events but \
                         another flow: real {}, twin {}",
                        flow(&real),
                        flow(&after)
                    )
                })?;
                // j's choices may differ only by what its view shows (a card turned face up).
                if real.to_act() == Some(j) && after.view(Some(j)) == real.view(Some(j)) {
                    ensure(after.legal_actions() == real.legal_actions(), || {
                        format!("after {action:?}, seat {j}'s legal actions depend on hidden cards")
                    })?;
                }
            }
        } else if actor != j && !reveals(&action) {
            let view = real.view(Some(j));
            let same = twin.legal_actions().into_iter().any(|other| {
                let mut after = twin.clone();
                let Ok(events) = after.apply(actor, &other) else {
                    return false;
                };
                seen_by(&events, j) == seen
                    && after.view(Some(j)) == view
                    && flow(&after) == flow(&real)
            });
            ensure(same, || {
                format!(
                    "{action:?} by seat {actor} shows seat {j} something no world it cannot tell \
                     from this one could show (events {seen:?})"
                )
            })?;
        }
    }
    Ok(())
}

/// Random games of every player count and variant set, the twin-world checks and the reveal
/// checks (`reveals.rs`) on one step in `one_in` (and on every one of the first 60 steps).
pub fn play_twin_worlds<R: Nature>(games: u64, one_in: u32) {
    let variant_sets = R::variant_sets();
    let info = R::INFO;
    let counts = (info.max_players - info.min_players + 1) as u64;
    let mut checked = 0u64;
    let mut marks = Marks::default();
    for i in 0..games {
        let players = info.min_players + (i % counts) as u8;
        let set = &variant_sets[(i / counts) as usize % variant_sets.len()];
        let variants: Vec<&str> = set.iter().map(String::as_str).collect();
        let seed = 0x7717_0000 + i * 104_729;
        let setup = setup::<R>(players, &variants, seed, None);
        let mut game: R = new_game(&setup);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut step = 0u64;
        // The marks of the actions so far, as undo reads them (nothing is taken back here).
        let mut history: Vec<(Seat, Reveal)> = Vec::new();
        while let Some(seat) = game.to_act() {
            let legal = game.legal_actions();
            let action = legal[rng.random_range(0..legal.len())];
            if step < 60 || rng.random_range(0..one_in) == 0 {
                let twin_seed = seed.wrapping_add(step);
                let checks = check_twin_worlds(&game, action, twin_seed)
                    .and_then(|()| check_reveal(&game, action, twin_seed, &mut marks))
                    .and_then(|()| check_undo(&game, action, &history, twin_seed));
                if let Err(e) = checks {
                    panic!(
                        "{} {players}p {variants:?} seed {seed}: step {step}: {e}",
                        info.id
                    );
                }
                checked += 1;
            }
            let applied = game
                .apply_marked(seat, &action)
                .expect("a legal action applies");
            history.push((seat, applied.reveal));
            step += 1;
        }
    }
    eprintln!(
        "{}: {games} games, {checked} twin-world checks, reveal marks {marks:?}",
        info.id
    );
    // Every kind of mark was met, so the reveal checks saw each of them at work.
    assert!(
        marks.chance > 0 && marks.public > 0 && marks.seat > 0,
        "{}: some kind of reveal point never came up: {marks:?}",
        info.id
    );
}
