//! A rule set stays a folder of its own plus one line in a few registries ("Adding a rule set"
//! in `src/lib.rs`). Two tests keep it so:
//!
//! - [`every_rule_set_is_in_every_registry`]: each entry of `Ruleset::ALL` is in the engine's
//!   dispatch, the bots', the terminal's, the browser's and the Python package's registries,
//!   has its own files where each registry expects them, and its catalogue in every language.
//! - [`few_files_name_a_rule_set`]: at most [`MAX_NAMING`] files outside the rule sets' own
//!   places name a rule set, so later work cannot spread rule-set knowledge back into shared
//!   code.
//!
//! # What counts as naming a rule set
//! A file *names* a rule set when its code contains the rule set's id (`rotterdam`, …, taken
//! from `Ruleset::ALL`, never written here), in any case and as part of any word:
//! `Ruleset::Antwerpen`, `antwerpen::View`, `"masters"`, `help-rotterdam-goal` all count.
//! Comments (`//`, `/* */`, doc comments) do not; string literals do.
//!
//! Scanned: every `.rs` file under `crates/` and every `.js` file under `web/` (the Python
//! package's `.py` glue walks `havenbaron.rulesets()` and is not scanned). Left out as test
//! code: files under a `tests/`, `examples/`, `bench/` or `benches/` folder, files named
//! `tests.rs` or `*_tests.rs`, items marked `#[cfg(test)]` and the files of modules declared
//! under `#[cfg(test)]` (the dispatch's `random_play.rs`, which walks the games through the
//! dispatch's `each_game!` and names none). Tests and examples play rule sets by name; a new
//! rule set brings its own, the generic ones walk `Ruleset::ALL`, and the registry test below
//! is what makes a new rule set join every registry. Three shared test files still list the
//! rule sets, and a new rule set adds a line to each: the conformance suite's cases
//! (`tests/conformance.rs`), the scenario harness's modules (`tests/support/mod.rs`) and the
//! golden games (`tests/golden.rs`, a chosen game per rule set and player count, whose files
//! are written once and then compared).
//!
//! A rule set's own places, where naming it (and only it) is expected:
//! `crates/engine/src/rulesets/<id>/`, `crates/bots/src/rulesets/<id>/`,
//! `crates/cli/src/render/<id>.rs`, `crates/python/src/rulesets/<id>.rs`, `web/<id>.js` (and
//! `web/<id>.css`, `crates/words/locales/*/<id>.ftl`, `crates/engine/data/<id>/`, which are
//! not code). A rule set's own files may name the rule set it builds on (Masters of Trade plays
//! on Rotterdam's material, D-3): a new rule set does not touch them, so they do not count.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use havenbaron_engine::{Config, DataSet, Game, Ruleset};

/// The registries a new rule set edits: the engine's dispatch, the bots', the terminal's, the
/// browser's and the Python package's.
const MAX_NAMING: usize = 5;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn ids() -> Vec<&'static str> {
    Ruleset::ALL.map(Ruleset::id).to_vec()
}

// ---- the registries ---------------------------------------------------------------------------

#[test]
fn every_rule_set_is_in_every_registry() {
    let data = DataSet::builtin();
    let bots = read("crates/bots/src/rulesets/mod.rs");
    let cli = read("crates/cli/src/render/mod.rs");
    let web = read("web/rulesets.js");
    let python = read("crates/python/src/rulesets/mod.rs");
    let locales = root().join("crates/words/locales");
    let langs: Vec<String> = std::fs::read_dir(&locales)
        .expect("crates/words/locales")
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert!(langs.len() >= 4, "the four languages: {langs:?}");
    let mut missing = Vec::new();
    for ruleset in Ruleset::ALL {
        let id = ruleset.id();
        let info = ruleset.info();
        // The engine's dispatch: its id parses back, a game starts, its view and data say so.
        assert_eq!(id.parse::<Ruleset>(), Ok(ruleset));
        let game = Game::new(&Config::new(ruleset, info.min_players, 1))
            .unwrap_or_else(|e| panic!("{id}: a game starts: {e}"));
        assert_eq!(game.ruleset(), ruleset);
        assert_eq!(game.view(Some(0)).ruleset(), ruleset);
        assert!(data.client_json(ruleset).is_ok(), "{id}: its data as JSON");
        assert!(
            DataSet::files()
                .iter()
                .any(|f| f.starts_with(&format!("{id}/"))),
            "{id}: its data files"
        );
        // Each client's registry lists its module, and the module is there.
        let mut check = |what: &str, listed: bool, own: &str| {
            if !listed {
                missing.push(format!("{id}: not listed in {what}"));
            }
            if !root().join(own).exists() {
                missing.push(format!("{id}: {own} is missing ({what})"));
            }
        };
        check(
            "crates/bots/src/rulesets/mod.rs",
            bots.contains(&format!("mod {id} {{")) || bots.contains(&format!("mod {id};")),
            &format!("crates/bots/src/rulesets/{id}"),
        );
        check(
            "crates/cli/src/render/mod.rs",
            cli.contains(&format!("mod {id};")),
            &format!("crates/cli/src/render/{id}.rs"),
        );
        check(
            "web/rulesets.js",
            web.contains(&format!("from './{id}.js'")),
            &format!("web/{id}.js"),
        );
        check(
            "crates/python/src/rulesets/mod.rs",
            python.contains(&format!("mod {id};")),
            &format!("crates/python/src/rulesets/{id}.rs"),
        );
        for lang in &langs {
            let ftl = format!("crates/words/locales/{lang}/{id}.ftl");
            if !root().join(&ftl).exists() {
                missing.push(format!("{id}: {ftl} is missing"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "every rule set of Ruleset::ALL is in every registry (see \"Adding a rule set\" in \
         crates/engine/src/lib.rs):\n{}",
        missing.join("\n")
    );
}

// ---- the files that name a rule set -----------------------------------------------------------

/// Is `rel` (a path from the repository root, `/`-separated) test code?
fn is_test_code(rel: &str) -> bool {
    let parts: Vec<&str> = rel.split('/').collect();
    let name = parts.last().copied().unwrap_or("");
    parts[..parts.len() - 1]
        .iter()
        .any(|d| matches!(*d, "tests" | "examples" | "bench" | "benches"))
        || name == "tests.rs"
        || name.ends_with("_tests.rs")
}

/// The rule set whose own place `rel` is, if any.
fn owner(rel: &str) -> Option<&'static str> {
    ids().into_iter().find(|id| {
        [
            format!("crates/engine/src/rulesets/{id}/"),
            format!("crates/bots/src/rulesets/{id}/"),
        ]
        .iter()
        .any(|dir| rel.starts_with(dir.as_str()))
            || [
                format!("crates/cli/src/render/{id}.rs"),
                format!("crates/python/src/rulesets/{id}.rs"),
                format!("web/{id}.js"),
            ]
            .iter()
            .any(|f| rel == f.as_str())
    })
}

/// `src` without comments, keeping string literals; `js` also knows `'` and `` ` `` strings.
fn code(src: &str, js: bool) -> String {
    let b = src.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"*/") {
                out.push(if b[i] == b'\n' { b'\n' } else { b' ' });
                i += 1;
            }
            i += 2;
        } else if !js && b[i..].starts_with(b"r#\"") {
            let end = src[i + 3..].find("\"#").map_or(b.len(), |e| i + 3 + e + 2);
            out.extend_from_slice(&b[i..end]);
            i = end;
        } else if b[i] == b'"' || (js && (b[i] == b'\'' || b[i] == b'`')) {
            let q = b[i];
            out.push(q);
            i += 1;
            while i < b.len() && b[i] != q {
                if b[i] == b'\\' {
                    out.push(b[i]);
                    i += 1;
                }
                if i < b.len() {
                    out.push(b[i]);
                    i += 1;
                }
            }
            if i < b.len() {
                out.push(q);
                i += 1;
            }
        } else if !js
            && b[i] == b'\''
            && i + 2 < b.len()
            && (b[i + 2] == b'\'' || b[i + 1] == b'\\')
        {
            // A char literal ('"', '\''), not a lifetime: copied whole so it opens no string.
            let end = (i + 2..b.len()).find(|&j| b[j] == b'\'' && b[j - 1] != b'\\' || j > i + 8);
            let end = end.map_or(b.len(), |e| e + 1);
            out.extend_from_slice(&b[i..end]);
            i = end;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("cut at ASCII only")
}

/// `code` (comments already gone) without the items marked `#[cfg(test)]`.
fn without_test_items(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let item = &rest[at..];
        // The item ends at its first `;` outside braces, or at the brace closing its body.
        let mut depth = 0usize;
        let mut end = item.len();
        for (j, c) in item.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        end = j + 1;
                        break;
                    }
                }
                ';' if depth == 0 => {
                    end = j + 1;
                    break;
                }
                _ => {}
            }
        }
        rest = &item[end..];
    }
    out.push_str(rest);
    out
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            if !matches!(name.as_str(), "target" | "node_modules") && !name.starts_with('.') {
                walk(&path, files);
            }
        } else if name.ends_with(".rs") || name.ends_with(".js") {
            files.push(path);
        }
    }
}

/// The files of the modules `code` (of the file at `path`) declares under `#[cfg(test)]`:
/// `#[cfg(test)] mod name;` is `name.rs` or `name/mod.rs`, beside a `mod.rs`, `lib.rs` or
/// `main.rs` and in the folder of the file's own name otherwise.
fn test_module_files(path: &Path, code: &str) -> Vec<PathBuf> {
    let dir = path.parent().unwrap();
    let stem = path.file_stem().unwrap().to_string_lossy();
    let dir = if matches!(stem.as_ref(), "mod" | "lib" | "main") {
        dir.to_path_buf()
    } else {
        dir.join(stem.as_ref())
    };
    code.match_indices("#[cfg(test)]")
        .filter_map(|(at, m)| {
            let item = code[at + m.len()..].trim_start();
            let item = item
                .strip_prefix("pub(crate) ")
                .or(item.strip_prefix("pub "))
                .unwrap_or(item);
            let name = item.strip_prefix("mod ")?.split(';').next()?;
            (!name.contains('{')).then(|| name.trim().to_string())
        })
        .flat_map(|name| {
            [
                dir.join(format!("{name}.rs")),
                dir.join(&name).join("mod.rs"),
            ]
        })
        .collect()
}

/// The files outside a rule set's own places whose code names a rule set, with the ids named.
fn naming_files() -> Vec<(String, BTreeSet<&'static str>)> {
    let root = root().canonicalize().unwrap();
    let mut files = Vec::new();
    walk(&root.join("crates"), &mut files);
    walk(&root.join("web"), &mut files);
    let mut test_modules = BTreeSet::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let src = std::fs::read_to_string(path).unwrap();
        test_modules.extend(test_module_files(path, &code(&src, false)));
    }
    let mut found = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if is_test_code(&rel) || test_modules.contains(&path) || owner(&rel).is_some() {
            continue;
        }
        let js = rel.ends_with(".js");
        let src = std::fs::read_to_string(&path).unwrap();
        let mut text = code(&src, js);
        if !js {
            text = without_test_items(&text);
        }
        let text = text.to_lowercase();
        let named: BTreeSet<&str> = ids().into_iter().filter(|id| text.contains(id)).collect();
        if !named.is_empty() {
            found.push((rel, named));
        }
    }
    found.sort();
    found
}

#[test]
fn few_files_name_a_rule_set() {
    let found = naming_files();
    let list: Vec<String> = found
        .iter()
        .map(|(f, ids)| {
            format!(
                "  {f} ({})",
                ids.iter().copied().collect::<Vec<_>>().join(", ")
            )
        })
        .collect();
    eprintln!(
        "{} files outside the rule sets' own places name a rule set:\n{}",
        found.len(),
        list.join("\n")
    );
    assert!(
        found.len() <= MAX_NAMING,
        "{} files outside the rule sets' own places name a rule set, at most {MAX_NAMING} may \
         (the registries): move the rule-set knowledge into the rule set's own folder and \
         reach it through the engine's traits or the catalogue:\n{}",
        found.len(),
        list.join("\n")
    );
}

/// The scanner itself: comments go, strings stay, test items go, own places are recognised.
#[test]
fn the_scanner_reads_code_as_meant() {
    let src = "// antwerpen\nlet a = \"masters\"; /* rotterdam */ let c = '\"'; let d = \"x\";\n";
    let c = code(src, false);
    assert!(!c.contains("antwerpen") && !c.contains("rotterdam"), "{c}");
    assert!(c.contains("\"masters\"") && c.contains("\"x\""), "{c}");
    let js = code(
        "const a = 'rotterdam'; // masters\nconst b = `x${1}`;",
        true,
    );
    assert!(
        js.contains("'rotterdam'") && !js.contains("masters"),
        "{js}"
    );
    let t = without_test_items(
        "fn a() {}\n#[cfg(test)]\nmod tests {\n fn b() { masters() }\n}\nfn c() {}\n",
    );
    assert!(
        !t.contains("masters") && t.contains("fn a()") && t.contains("fn c()"),
        "{t}"
    );
    let t = without_test_items("#[cfg(test)]\nmod map_tests;\nfn x() { antwerpen }");
    assert!(!t.contains("map_tests") && t.contains("antwerpen"), "{t}");
    let id = ids()[0];
    assert_eq!(
        owner(&format!("crates/engine/src/rulesets/{id}/state.rs")),
        Some(id)
    );
    assert_eq!(owner(&format!("web/{id}.js")), Some(id));
    assert_eq!(owner("crates/engine/src/rulesets/mod.rs"), None);
    let at = Path::new("crates/engine/src/rulesets/mod.rs");
    let files = test_module_files(at, "#[cfg(test)]\npub(crate) mod random_play;\nmod board;");
    assert!(files.contains(&PathBuf::from("crates/engine/src/rulesets/random_play.rs")));
    assert!(!files.iter().any(|f| f.ends_with("board.rs")));
    assert!(is_test_code("crates/cli/src/render/map_tests.rs"));
    assert!(is_test_code("crates/engine/tests/golden.rs"));
    assert!(!is_test_code("crates/engine/src/core/words.rs"));
}
