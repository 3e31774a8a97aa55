//! Where the engine sends events and reveal points: an [`Applied`] for the checked path, nowhere
//! for the fast path.

use crate::core::reveal::Reveal;
use crate::event::Event;

pub trait Sink {
    /// Whether events are kept; the fast path builds none.
    const ON: bool;
    fn emit(&mut self, e: Event);
    /// Marks the action being applied as a reveal point (see [`Reveal`]). A rule set calls it
    /// where it draws, turns up or shows a card; sinks that do not ask drop it for free.
    #[inline(always)]
    fn reveal(&mut self, _: Reveal) {}
}

impl Sink for Vec<Event> {
    const ON: bool = true;
    #[inline]
    fn emit(&mut self, e: Event) {
        self.push(e);
    }
}

/// The events and the reveal point of one action: what the checked `apply` fills.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Applied {
    pub events: Vec<Event>,
    pub reveal: Reveal,
}

impl Sink for Applied {
    const ON: bool = true;
    #[inline]
    fn emit(&mut self, e: Event) {
        self.events.push(e);
    }
    #[inline]
    fn reveal(&mut self, r: Reveal) {
        self.reveal |= r;
    }
}

/// The reveal point alone, no events: the fast path for a reader that needs only the marks
/// (an analysis replaying a game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarksOnly(pub Reveal);

impl Sink for MarksOnly {
    const ON: bool = false;
    #[inline(always)]
    fn emit(&mut self, _: Event) {}
    #[inline(always)]
    fn reveal(&mut self, r: Reveal) {
        self.0 |= r;
    }
}

/// Drops every event (bots' playouts, benchmarks).
pub struct NoEvents;

impl Sink for NoEvents {
    const ON: bool = false;
    #[inline(always)]
    fn emit(&mut self, _: Event) {}
}

/// Emits an event only when the sink keeps events, so the fast path never builds it.
#[inline(always)]
pub fn emit<S: Sink>(sink: &mut S, event: impl FnOnce() -> Event) {
    if S::ON {
        sink.emit(event());
    }
}
