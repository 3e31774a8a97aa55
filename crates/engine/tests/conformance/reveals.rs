//! Reveal points (docs/ARCHITECTURE.md: The engine): every applied action says whether it drew
//! something random or showed someone something hidden (`Rules::apply_marked`), and undo and
//! analysis trust that mark. Checked here with twin worlds, on the same random games as the
//! twin-world checks of C-6:
//!
//! - **What a viewer learns is marked.** For each viewer v (every seat and a spectator), a game
//!   T is sampled from v's view (`determinize`: T and the real game G differ only where v cannot
//!   see) and the action `a` is applied to both. If v's view or v's events afterwards differ
//!   between T and G, `a` showed v something, and both marks must say so
//!   (`Reveal::revealed_to`). If `a` cannot even be taken in T (it needed a card T's actor
//!   lacks), seeing it tells v the world is not T: marked too. Otherwise both marks are equal,
//!   so the mark itself tells v nothing its view does not (undo may be refused in front of
//!   everyone).
//! - **What nobody knew is chance.** A game N keeps everything any seat knows (hands, drafts)
//!   and redraws the rest: the order of every face-down part of a pile and the seed of later
//!   reshuffles ([`Nature::reshuffled`]). If any view or any (unredacted) event after `a`
//!   differs between N and G, or `a` reshuffled a pile, `a` drew something random: both marks
//!   say `chance`. Otherwise they are equal.
//! - A private step (`Action::private_to_actor`) marks nothing, and the fast path
//!   (`apply_unchecked_marked`) marks what the checked path marks.
//!
//! An unmarked action therefore leaves every seat's view the same across every pair of twins
//! that seat could not tell apart, and an action that draws or shows is marked.

use std::sync::Arc;

use havenbaron_engine::{Action, Event, Reveal, RulesetData, Seat, may_undo};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::{Conformance, ensure};

/// What the reveal checks need of a rule set beyond [`Conformance`].
pub trait Nature: Conformance {
    /// The same game with what no seat knows redrawn: the order of the face-down part of every
    /// pile (all of a closed pile, all but the face-up top of an open one) and the seed of
    /// later reshuffles. Hands, drafts and everything face up stay.
    fn reshuffled(&self, seed: u64) -> Self;
    /// Reshuffles so far (the state's counter, C-5).
    fn shuffles(&self) -> u32;
}

/// Shuffles the face-down part of a pile (top card last): all of it, or all but a face-up top.
pub fn shuffle_face_down(pile: &mut [u8], top_face_up: bool, rng: &mut ChaCha8Rng) {
    let hidden = pile.len() - (top_face_up && !pile.is_empty()) as usize;
    pile[..hidden].shuffle(rng);
}

/// How many checked actions carried each kind of mark, so a run shows (and the test asserts)
/// that every kind was met.
#[derive(Default, Debug)]
pub struct Marks {
    pub checked: u64,
    pub chance: u64,
    pub public: u64,
    pub seat: u64,
}

fn viewers(players: u8) -> impl Iterator<Item = Option<Seat>> {
    std::iter::once(None).chain((0..players).map(Some))
}

fn seen(events: &[Event], viewer: Option<Seat>) -> Vec<Event> {
    events.iter().map(|e| e.redacted_for(viewer)).collect()
}

/// The reveal checks of `action` (to be taken by the seat to act in `game`).
pub fn check_reveal<R: Nature>(
    game: &R,
    action: Action,
    seed: u64,
    marks: &mut Marks,
) -> Result<(), String> {
    let data: Arc<R::Data> = R::Data::builtin();
    let actor = game.to_act().expect("not over");
    let mut real = game.clone();
    let applied = real
        .apply_marked(actor, &action)
        .map_err(|e| format!("legal {action:?} refused: {e}"))?;
    let mark = applied.reveal;
    marks.checked += 1;
    marks.chance += mark.chance as u64;
    marks.public += mark.public as u64;
    marks.seat += (mark.seats != 0) as u64;
    let mut fast = game.clone();
    let fast_mark = fast.apply_unchecked_marked(&action);
    ensure(fast_mark == mark, || {
        format!("{action:?}: the fast path marks {fast_mark:?}, the checked path {mark:?}")
    })?;
    if action.private_to_actor() {
        ensure(mark == Reveal::NONE, || {
            format!("the private step {action:?} is marked {mark:?}")
        })?;
    }

    for (k, viewer) in viewers(game.players()).enumerate() {
        let twin = R::determinize(
            data.clone(),
            &game.view(viewer),
            seed.rotate_left(17) ^ k as u64,
        );
        if !twin.legal_actions().contains(&action) {
            if viewer != Some(actor) && !action.private_to_actor() {
                ensure(mark.revealed_to(viewer), || {
                    format!(
                        "{action:?} by seat {actor} is impossible in a world {viewer:?} cannot \
                         tell from the real one, so it shows {viewer:?} something, but its \
                         mark {mark:?} does not say so"
                    )
                })?;
            }
            continue;
        }
        let mut after = twin.clone();
        let other = after
            .apply_marked(actor, &action)
            .map_err(|e| format!("twin for {viewer:?}: legal {action:?} refused: {e}"))?;
        let same = after.view(viewer) == real.view(viewer)
            && seen(&other.events, viewer) == seen(&applied.events, viewer);
        if same {
            ensure(other.reveal == mark, || {
                format!(
                    "{action:?} by seat {actor}: the mark depends on what {viewer:?} cannot see \
                     ({mark:?} here, {:?} in a twin)",
                    other.reveal
                )
            })?;
        } else {
            ensure(
                mark.revealed_to(viewer) && other.reveal.revealed_to(viewer),
                || {
                    format!(
                        "{action:?} by seat {actor} shows {viewer:?} something (its view or \
                         events differ between twins it could not tell apart), but is marked \
                         {mark:?} (in the twin {:?})",
                        other.reveal
                    )
                },
            )?;
        }
    }

    let nature = game.reshuffled(seed.rotate_left(29));
    ensure(nature.legal_actions() == game.legal_actions(), || {
        "the legal actions depend on the order of face-down cards".into()
    })?;
    let mut after = nature.clone();
    let other = after
        .apply_marked(actor, &action)
        .map_err(|e| format!("reshuffled: legal {action:?} refused: {e}"))?;
    let drew = other.events != applied.events
        || real.shuffles() != game.shuffles()
        || viewers(game.players()).any(|v| after.view(v) != real.view(v));
    if drew {
        ensure(mark.chance && other.reveal.chance, || {
            format!(
                "{action:?} by seat {actor} depends on the order of face-down cards (or \
                 reshuffled a pile), but is marked {mark:?} (reshuffled: {:?})",
                other.reveal
            )
        })?;
    } else {
        ensure(other.reveal == mark, || {
            format!(
                "{action:?}: the mark depends on the order of face-down cards ({mark:?}, \
                 reshuffled {:?})",
                other.reveal
            )
        })?;
    }
    Ok(())
}

/// Undo never lets a seat see something and then take back what led to it: when the engine
/// lets the actor take `action` back (`may_undo` over the marks of the actions still standing,
/// `history`, this one last), then in every world a viewer cannot tell from the real one the
/// same action is possible and leaves that viewer's view and events exactly as in the real
/// game: the action showed nobody anything there was to undo.
pub fn check_undo<R: Nature>(
    game: &R,
    action: Action,
    history: &[(Seat, Reveal)],
    seed: u64,
) -> Result<(), String> {
    let actor = game.to_act().expect("not over");
    let mut real = game.clone();
    let applied = real
        .apply_marked(actor, &action)
        .map_err(|e| format!("legal {action:?} refused: {e}"))?;
    let standing = history.iter().copied().chain([(actor, applied.reveal)]);
    if may_undo(standing, actor).is_err() {
        return Ok(());
    }
    let data: Arc<R::Data> = R::Data::builtin();
    for (k, viewer) in viewers(game.players()).enumerate() {
        let twin = R::determinize(
            data.clone(),
            &game.view(viewer),
            seed.rotate_left(41) ^ k as u64,
        );
        ensure(
            twin.legal_actions().contains(&action) || action.private_to_actor(),
            || {
                format!(
                    "{action:?} by seat {actor} may be taken back, yet it is impossible in a                      world {viewer:?} cannot tell from the real one (so it told {viewer:?} \
                     something)"
                )
            },
        )?;
        if !twin.legal_actions().contains(&action) {
            continue;
        }
        let mut after = twin.clone();
        let other = after
            .apply_marked(actor, &action)
            .map_err(|e| format!("twin for {viewer:?}: legal {action:?} refused: {e}"))?;
        ensure(
            after.view(viewer) == real.view(viewer)
                && seen(&other.events, viewer) == seen(&applied.events, viewer),
            || {
                format!(
                    "{action:?} by seat {actor} may be taken back, yet it showed {viewer:?} \
                     something (its view or events differ between twins it cannot tell apart)"
                )
            },
        )?;
    }
    Ok(())
}
