//! Layers, enforced: in every crate under `crates/`, no file imports from a layer above its own,
//! no rule set imports another, and no two files import each other, directly or round a circle.
//!
//! Each crate's layers are written below as data ([`MAPS`]), lowest first; a file belongs to the
//! first layer with a pattern that fits its path (relative to the crate's `src/`):
//! - `action.rs` is that file; `core/` is everything under that folder;
//! - `*` stands for one name: `rulesets/*.rs` are the files right in `rulesets/`, and
//!   `rulesets/*/` is every folder right under it, each its own part of the layer that may not
//!   import another part (one rule set never imports another).
//!
//! A file may import from its own layer and those below. The crate root (`lib.rs`, `main.rs`)
//! stands above every layer (it declares the modules and holds the crate's entry points), so
//! imports of what it defines are not counted; an import of what it only re-exports counts as
//! an import of the file that defines it.
//!
//! Imports are read from the code as written, not compiled: every `crate::…` and `super::…`
//! path (in `use` lines, `use` groups, paths in expressions, types and attributes, `$crate::…`
//! in macros), with comments, string literals and `#[cfg(test)] mod … { … }` blocks left out,
//! and files named `tests.rs` or `*_tests.rs` skipped: tests may reach upward (a core test
//! plays whole games through the dispatch). A path names the deepest file its leading segments
//! point at (`crate::core::board::Board` → `core/board.rs`, `crate::rulesets::Game` →
//! `rulesets/mod.rs`). A parent naming its own children (`mod x;`, `pub use x::Y;`) is the
//! module tree itself and is not counted; a child naming its parent through `super::` is.
//!
//! Every file must be placed and every pattern must place a file, so a new file or a moved one
//! makes this test ask where it belongs.

mod checker;

use std::collections::BTreeMap;
use std::path::Path;

use checker::{CrateMap, Layer, check, matches, read_sources};

const MAPS: &[CrateMap] = &[
    // The engine's own account of its layers is in `crates/engine/src/lib.rs` ("Layers").
    CrateMap {
        folder: "engine",
        layers: &[
            Layer {
                name: "vocabulary",
                files: &[
                    "vocabulary/",
                    "action.rs",
                    "event.rs",
                    "message.rs",
                    "error.rs",
                    "outcome.rs",
                ],
            },
            Layer {
                name: "core",
                files: &["core/"],
            },
            Layer {
                name: "rule set",
                files: &["rulesets/*/"],
            },
            Layer {
                name: "dispatch",
                files: &["rulesets/*.rs", "config.rs", "game.rs"],
            },
        ],
    },
    // What a rule set's knowledge is made of, each rule set's knowledge, the one registry that
    // lists them, the bots that ask the registry, and the arena that plays bots against each
    // other.
    CrateMap {
        folder: "bots",
        layers: &[
            Layer {
                name: "knowledge",
                files: &[
                    "greedy/thumb.rs",
                    "greedy/sailing.rs",
                    "greedy/wants.rs",
                    "ismcts/expert.rs",
                    "ismcts/value.rs",
                ],
            },
            Layer {
                name: "rule set",
                files: &["rulesets/*/"],
            },
            Layer {
                name: "registry",
                files: &["rulesets/mod.rs"],
            },
            Layer {
                name: "bots",
                files: &["greedy/", "ismcts/", "random.rs"],
            },
            Layer {
                name: "arena",
                files: &["arena/"],
            },
            Layer {
                name: "analysis",
                files: &["analysis/"],
            },
        ],
    },
    // What the server's parts speak (ids, errors, messages, the store), the scheduler of due
    // work that runs on the store, the tables (rooms, the lobby, replays, seat bots), the ways in (HTTP routes, the WebSocket endpoint), and the
    // published protocol that describes them (JSON Schema, OpenAPI).
    CrateMap {
        folder: "server",
        layers: &[
            Layer {
                name: "foundation",
                files: &["ids.rs", "limits.rs", "metrics.rs", "assets.rs"],
            },
            Layer {
                name: "messages and store",
                files: &["errors.rs", "protocol.rs", "storage/"],
            },
            Layer {
                name: "due work",
                files: &["scheduler.rs"],
            },
            Layer {
                name: "tables",
                files: &[
                    "seatbots.rs",
                    "tutorials.rs",
                    "ratings/",
                    "room/",
                    "lobby.rs",
                    "replay.rs",
                    "visibility.rs",
                ],
            },
            Layer {
                name: "accounts",
                files: &["accounts/"],
            },
            Layer {
                name: "notices",
                files: &["mail/"],
            },
            Layer {
                name: "analysis",
                files: &["analysis/"],
            },
            Layer {
                name: "transport",
                files: &["http.rs", "ws.rs", "conn.rs"],
            },
            Layer {
                name: "publication",
                files: &["schema.rs"],
            },
        ],
    },
    // The terminal's drawing surface, the screens drawn on it, and the commands.
    CrateMap {
        folder: "cli",
        layers: &[
            Layer {
                name: "drawing",
                files: &["render/paint.rs", "render/canvas.rs"],
            },
            Layer {
                name: "screens",
                files: &["render/"],
            },
            Layer {
                name: "commands",
                files: &["*.rs"],
            },
        ],
    },
    // One file, the crate root.
    CrateMap {
        folder: "words",
        layers: &[],
    },
    // The bounds and tensor shapes, each rule set's encoding (and the registry of them), the
    // fixed action index and the observations, one game, many games per call, the Python
    // bindings.
    CrateMap {
        folder: "python",
        layers: &[
            Layer {
                name: "shapes",
                files: &["bounds.rs", "tensor.rs"],
            },
            Layer {
                name: "rule sets",
                files: &["rulesets/"],
            },
            Layer {
                name: "index and observations",
                files: &["index.rs", "observe.rs"],
            },
            Layer {
                name: "game",
                files: &["env.rs"],
            },
            Layer {
                name: "batch",
                files: &["batch.rs"],
            },
            Layer {
                name: "analysis",
                files: &["analysis.rs"],
            },
            Layer {
                name: "bindings",
                files: &["py.rs"],
            },
        ],
    },
];

#[test]
fn no_file_imports_from_a_layer_above_it_and_no_module_circle() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut folders: Vec<String> = std::fs::read_dir(&crates)
        .expect("crates/ lists")
        .map(|e| {
            e.expect("a folder entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| crates.join(name).join("src").is_dir())
        .collect();
    folders.sort();
    assert!(
        folders.iter().any(|f| f == "engine"),
        "no crates found beside the CLI: {folders:?}"
    );
    let mut problems = Vec::new();
    for folder in &folders {
        let Some(map) = MAPS.iter().find(|m| m.folder == folder) else {
            problems.push(format!(
                "crates/{folder} has no layer map in crates/cli/tests/layers/main.rs: add one"
            ));
            continue;
        };
        let files = read_sources(&crates.join(folder).join("src"));
        problems.extend(check(folder, &files, map.layers));
    }
    for map in MAPS {
        if !folders.iter().any(|f| f == map.folder) {
            problems.push(format!(
                "crates/cli/tests/layers/main.rs maps crates/{}, which has no src/ folder",
                map.folder
            ));
        }
    }
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n\n"));
}

// The checker itself, on small made-up crates: it must see what it is there to see.

fn made_up(files: &[(&str, &str)]) -> BTreeMap<String, String> {
    files
        .iter()
        .map(|(p, t)| (p.to_string(), t.to_string()))
        .collect()
}

/// A made-up crate with a file for every pattern of [`TOY`] that `files` leaves without one.
fn toy(files: &[(&str, &str)]) -> BTreeMap<String, String> {
    let mut out = made_up(files);
    for filler in [
        "low.rs",
        "shared/x.rs",
        "sets/one/mod.rs",
        "sets/mod.rs",
        "high.rs",
    ] {
        let pattern_placed = out.keys().any(|f| {
            TOY.iter()
                .flat_map(|l| l.files)
                .any(|p| matches(p, f).is_some() && matches(p, filler).is_some())
        });
        if !pattern_placed {
            out.insert(filler.to_string(), String::new());
        }
    }
    out
}

const TOY: &[Layer] = &[
    Layer {
        name: "low",
        files: &["low.rs", "shared/"],
    },
    Layer {
        name: "rule set",
        files: &["sets/*/"],
    },
    Layer {
        name: "high",
        files: &["sets/*.rs", "high.rs"],
    },
];

#[test]
fn the_checker_sees_an_upward_import_in_every_spelling() {
    for spelling in [
        "use crate::high::Thing;",
        "use crate::{low::A, high::{B, C}};",
        "fn f() -> crate::high::Thing { todo!() }",
        "#[error(\"{0}\", x = crate::high::name())] struct E;",
        "use crate::Thing;",
        "use super::high::Thing;",
    ] {
        let files = toy(&[
            ("lib.rs", "mod low; mod high; pub use high::Thing;"),
            ("low.rs", spelling),
            ("high.rs", "pub struct Thing;"),
        ]);
        let problems = check("toy", &files, TOY);
        assert_eq!(problems.len(), 1, "{spelling}: {problems:#?}");
        assert!(
            problems[0].contains("crates/toy/src/low.rs (layer \"low\") imports")
                && problems[0].contains("from high.rs (layer \"high\"), a layer above it"),
            "{spelling}: {}",
            problems[0]
        );
    }
}

#[test]
fn the_checker_leaves_comments_strings_and_tests_alone() {
    let files = toy(&[
        ("lib.rs", "mod low; mod high;"),
        (
            "low.rs",
            "//! See [`crate::high::Thing`].\n\
             /* crate::high::Thing */\n\
             const S: &str = \"crate::high::Thing\";\n\
             const R: &str = r#\"crate::high::Thing\"#;\n\
             const Q: char = '\"'; fn f<'a>(x: &'a str) -> &'a str { x }\n\
             #[cfg(test)]\n#[allow(unused)]\nmod tests { use crate::high::Thing; }\n\
             pub struct Low;",
        ),
        ("low_tests.rs", "use crate::high::Thing;"),
        ("high.rs", "use crate::low::Low; pub struct Thing;"),
    ]);
    assert_eq!(check("toy", &files, TOY), Vec::<String>::new());
}

#[test]
fn the_checker_sees_a_rule_set_that_imports_another() {
    let files = toy(&[
        ("lib.rs", "mod sets;"),
        ("sets/mod.rs", "mod one; mod two; use crate::sets::one::A;"),
        ("sets/one/mod.rs", "pub struct A; use super::two::B;"),
        ("sets/two/mod.rs", "pub struct B;"),
        ("low.rs", ""),
        ("high.rs", ""),
        ("shared/x.rs", ""),
    ]);
    let problems = check("toy", &files, TOY);
    assert_eq!(problems.len(), 1, "{problems:#?}");
    assert!(
        problems[0].contains(
            "sets/one/mod.rs (sets/one/) imports `super::two::B` from sets/two/mod.rs (sets/two/)"
        ),
        "{}",
        problems[0]
    );
}

#[test]
fn the_checker_sees_a_circle_and_names_its_steps() {
    let files = toy(&[
        ("lib.rs", "mod low; mod shared;"),
        ("low.rs", "use crate::shared::a::A;"),
        ("shared/mod.rs", "pub mod a; pub mod b;"),
        ("shared/a.rs", "pub struct A; fn f(_: super::b::B) {}"),
        ("shared/b.rs", "pub struct B; use crate::shared::a::A;"),
        ("high.rs", ""),
        ("sets/x.rs", ""),
        ("sets/one/mod.rs", ""),
    ]);
    let problems = check("toy", &files, TOY);
    assert_eq!(
        problems,
        vec![
            "crates/toy: a module circle: shared/a.rs (`super::b::B`) -> shared/b.rs \
             (`crate::shared::a::A`) -> shared/a.rs. Break it by moving what one side needs down \
             to a module below both."
                .to_string()
        ]
    );
}

#[test]
fn the_checker_asks_where_a_new_file_belongs() {
    let files = made_up(&[
        ("lib.rs", ""),
        ("low.rs", ""),
        ("high.rs", ""),
        ("elsewhere.rs", ""),
        ("sets/one/mod.rs", ""),
    ]);
    let problems = check("toy", &files, TOY);
    assert!(
        problems
            .iter()
            .any(|p| p.starts_with("crates/toy/src/elsewhere.rs is in no layer")),
        "{problems:#?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("names `shared/`")),
        "{problems:#?}"
    );
}
