//! What the search allocates, counted by a global allocator that counts the allocations of the
//! thread asking (tests run in parallel threads): the rule of thumb decides from what a seat
//! knows of a sampled game without allocating, so playouts build nothing per step.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use havenbaron_bots::ismcts::bench_position;
use havenbaron_bots::{Budget, Greedy, make_bot};
use havenbaron_engine::{Config, DataSet, Game, Ruleset};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// A global allocator is an unsafe trait: the workspace denies unsafe code, this test allows it.
#[allow(unsafe_code)]
// SAFETY: forwards every call to the system allocator unchanged; it only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's layout is passed on as is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// Allocations made by this thread while `f` runs.
fn allocations<T>(f: impl FnOnce() -> T) -> (u64, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let out = f();
    (ALLOCATIONS.with(Cell::get) - before, out)
}

/// `greedy`'s decision on a game (a playout step) allocates nothing, at every decision of
/// whole games of greedy bots: it borrows what the seat knows instead of building a view.
/// Antwerpen's rule of thumb plays calls through on a copy of the fleet (C-2): the engine's
/// fleet is fixed-size, so those copies allocate nothing; some rarer paths of its rule still
/// allocate (69 in the 314 decisions of the 2-player game), so there it is held to at most one
/// allocation per two decisions (it was about five per decision before the fixed-size fleet).
#[test]
fn greedy_on_a_game_allocates_nothing() {
    let data = DataSet::builtin();
    for ruleset in Ruleset::ALL {
        for players in [2u8, 4] {
            let mut game = Game::with_data(&Config::new(ruleset, players, 3), &data).unwrap();
            let mut greedy = Greedy::new(data.clone(), 3);
            let mut legal = Vec::new();
            let (mut decisions, mut allocated) = (0u64, 0u64);
            while let Some(seat) = game.to_act()
                && decisions < 2000
            {
                game.legal_actions_into(&mut legal);
                let (n, action) = allocations(|| greedy.choose_in_game(&game, seat, &legal));
                allocated += n;
                decisions += 1;
                game.apply_unchecked(&action);
            }
            assert!(decisions > 100, "{ruleset:?}: {decisions} decisions");
            if ruleset == Ruleset::Antwerpen {
                assert!(
                    allocated <= decisions / 2,
                    "{ruleset:?}, {players} players: {allocated} allocations in {decisions} decisions"
                );
            } else {
                assert_eq!(
                    allocated, 0,
                    "{ruleset:?}, {players} players: {allocated} allocations in {decisions} decisions"
                );
            }
        }
    }
}

/// Allocations per search iteration at the bench position, for the record (printed with
/// `--nocapture`): what is left is the engine's (a sampled game's `Vec`s, its moves).
#[test]
fn allocations_per_iteration() {
    let data = DataSet::builtin();
    for ruleset in Ruleset::ALL {
        let config = Config::new(ruleset, 4, 0);
        let (game, _) = bench_position(&data, &config, 2).unwrap();
        let seat = game.to_act().unwrap();
        let view = game.view(Some(seat));
        let legal = game.legal_actions();
        let per = |iterations: u32| {
            let mut bot = make_bot("ismcts:stop=full", &data, 1).unwrap();
            bot.choose(&view, &legal, Budget::Iterations(10));
            allocations(|| bot.choose(&view, &legal, Budget::Iterations(iterations))).0
        };
        let (few, many) = (per(50), per(550));
        println!(
            "{ruleset:?}: {:.1} allocations per iteration",
            (many.saturating_sub(few)) as f64 / 500.0
        );
    }
}
