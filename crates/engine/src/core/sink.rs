//! Where the engine sends events: a `Vec` for the checked path, nowhere for the fast path.

use crate::event::Event;

pub trait Sink {
    /// Whether events are kept; the fast path builds none.
    const ON: bool;
    fn emit(&mut self, e: Event);
}

impl Sink for Vec<Event> {
    const ON: bool = true;
    #[inline]
    fn emit(&mut self, e: Event) {
        self.push(e);
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
