//! The rule ids cited in the repository and the rules document they point into.
//!
//! Code, tests, the web client, the catalogues, the Python package and the documents cite the
//! rules by id (`C-2.7`, `R-5`, `fn m3_5_…`); `docs/RULES.md` defines them. These tests keep the
//! two in step: a citation of an id the document does not define fails with its file and line,
//! the document defines no id twice and leaves no gap in its numbering, and every ruling in
//! `docs/RULINGS.md` is linked from the rule it refines (and every link between the two lands).
//! Only the repository is read, never a folder beside it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The letters of the rule ids: common, Rotterdam, Masters of Trade, Antwerpen, data.
const LETTERS: &[u8] = b"CRMAD";

/// The kinds of file that may cite a rule: source, catalogues, documents, data, pages, scripts.
const SCANNED: &[&str] = &[
    "rs", "js", "mjs", "ftl", "py", "md", "toml", "html", "css", "sh",
];

/// Folders that hold no citation of ours: build output, installed packages, caches. Hidden
/// folders (`.git`, a virtual environment such as `.venv`) are skipped as well, except the
/// ones in `HIDDEN_SCANNED`.
const SKIPPED_DIRS: &[&str] = &[
    "target",
    "node_modules",
    "__pycache__",
    "dist",
    "build",
    "venv",
];

/// Hidden folders that hold the project's own scripts.
const HIDDEN_SCANNED: &[&str] = &[".ci", ".github"];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository root")
}

fn read(path: &Path) -> String {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
}

fn is_word(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// The rule ids written in `line`, in order: a rule letter, `-`, a number and optionally `.` and
/// an item number, standing as a word of its own. So `SHA-1`, `UTF-8` and `X-Forwarded` are not
/// ids (a longer word or no number), nor is `D-1a`; `C-2.7.` at the end of a sentence is `C-2.7`,
/// and a range `R-1…R-7` cites both ends.
fn ids_in(line: &str) -> Vec<(usize, String)> {
    let b = line.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i + 2 < b.len() {
        let starts_id = LETTERS.contains(&b[i])
            && b[i + 1] == b'-'
            && b[i + 2].is_ascii_digit()
            && (i == 0 || !(is_word(b[i - 1]) || b[i - 1] == b'-'));
        if !starts_id {
            i += 1;
            continue;
        }
        let mut end = i + 2;
        while end < b.len() && b[end].is_ascii_digit() {
            end += 1;
        }
        if end + 1 < b.len() && b[end] == b'.' && b[end + 1].is_ascii_digit() {
            end += 1;
            while end < b.len() && b[end].is_ascii_digit() {
                end += 1;
            }
        }
        if end == b.len() || !is_word(b[end]) {
            found.push((i, line[i..end].to_string()));
        }
        i = end;
    }
    found
}

/// The rule ids a Rust test or function name carries at its start, as `docs/RULES.md` asks:
/// the id in lower case with underscores, `fn c2_…` for `C-2` and `fn m3_5_…` for `M-3.5`.
fn ids_in_fn_names(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("fn ") {
        let before_ok = at == 0 || !is_word(rest.as_bytes()[at - 1]);
        let name: &str = {
            let tail = &rest[at + 3..];
            let len = tail.bytes().take_while(|&b| is_word(b)).count();
            &tail[..len]
        };
        rest = &rest[at + 3..];
        if !before_ok {
            continue;
        }
        let parts: Vec<&str> = name.split('_').collect();
        let head = parts[0].as_bytes();
        if parts.len() < 2
            || head.len() < 2
            || !LETTERS.contains(&head[0].to_ascii_uppercase())
            || !head[0].is_ascii_lowercase()
            || !head[1..].iter().all(u8::is_ascii_digit)
        {
            continue;
        }
        let mut id = format!(
            "{}-{}",
            char::from(head[0].to_ascii_uppercase()),
            &parts[0][1..]
        );
        // An item number is a number followed by more of the name (`m3_5_trader`).
        if parts.len() > 2 && !parts[1].is_empty() && parts[1].bytes().all(|b| b.is_ascii_digit()) {
            id = format!("{id}.{}", parts[1]);
        }
        found.push(id);
    }
    found
}

/// The rule id a line of the rules document defines, if any: a heading that starts with the id
/// (`### C-2 A colour call`) or a list item whose bold text starts with it (`- **C-2.7 …**`).
fn defined_in(line: &str) -> Option<String> {
    let t = line.trim_start();
    let rest = if t.starts_with('#') {
        t.trim_start_matches('#').strip_prefix(' ')?
    } else {
        let item = if let Some(r) = t.strip_prefix("- ").or_else(|| t.strip_prefix("* ")) {
            r
        } else {
            let digits = t.bytes().take_while(u8::is_ascii_digit).count();
            t[digits..].strip_prefix(". ").filter(|_| digits > 0)?
        };
        item.strip_prefix("**")?
    };
    match ids_in(rest).into_iter().next() {
        Some((0, id)) => Some(id),
        _ => None,
    }
}

/// Every file under `dir` that may cite a rule, skipping build output and hidden
/// folders.
fn scanned_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let entry = entry.expect("a directory entry");
        let name = entry.file_name().to_string_lossy().into_owned();
        let kind = entry.file_type().expect("a file type");
        let path = entry.path();
        if kind.is_dir() {
            let hidden = name.starts_with('.') && !HIDDEN_SCANNED.contains(&name.as_str());
            if !hidden && !SKIPPED_DIRS.contains(&name.as_str()) {
                scanned_files(&path, out);
            }
        } else if kind.is_file()
            && path
                .extension()
                .is_some_and(|e| SCANNED.contains(&e.to_string_lossy().as_ref()))
        {
            out.push(path);
        }
    }
}

/// The ids defined in the rules document, each with the lines that define it.
fn definitions(rules: &str) -> BTreeMap<String, Vec<usize>> {
    let mut defined: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (n, line) in rules.lines().enumerate() {
        if let Some(id) = defined_in(line) {
            defined.entry(id).or_default().push(n + 1);
        }
    }
    defined
}

/// One line per citation of an id that `defined` lacks: `file:line: id`. `files` pairs a name
/// to show with the file's text.
fn unknown_citations(files: &[(String, String)], defined: &BTreeSet<String>) -> Vec<String> {
    let mut unknown = Vec::new();
    for (name, text) in files {
        let rust = name.ends_with(".rs");
        for (n, line) in text.lines().enumerate() {
            let mut ids: Vec<String> = ids_in(line).into_iter().map(|(_, id)| id).collect();
            if rust {
                ids.extend(ids_in_fn_names(line));
            }
            for id in ids {
                if !defined.contains(&id) {
                    unknown.push(format!("{name}:{}: {id}", n + 1));
                }
            }
        }
    }
    unknown
}

/// The anchors a Markdown document offers: explicit `<a id="…">` and its headings' slugs, made
/// as GitHub makes them (lower case, punctuation dropped, spaces to hyphens).
fn anchors(doc: &str) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut explicit = BTreeSet::new();
    let mut headings = BTreeSet::new();
    for line in doc.lines() {
        let mut rest = line;
        while let Some(at) = rest.find("<a id=\"") {
            let tail = &rest[at + 7..];
            let end = tail.find('"').expect("a closed anchor id");
            explicit.insert(tail[..end].to_string());
            rest = &tail[end..];
        }
        if line.starts_with('#') {
            let text = line.trim_start_matches('#').trim();
            let slug: String = text
                .to_lowercase()
                .chars()
                .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
                .map(|c| if c == ' ' { '-' } else { c })
                .collect();
            headings.insert(slug);
        }
    }
    (explicit, headings)
}

/// The fragments of the links in `doc` that lead to a document named `target` (`RULINGS.md`),
/// each with its line.
fn links_to(doc: &str, target: &str) -> Vec<(usize, String)> {
    let mut links = Vec::new();
    let pattern = format!("{target}#");
    for (n, line) in doc.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find(&pattern) {
            let before = &rest[..at];
            let tail = &rest[at + pattern.len()..];
            let end = tail.find(')').unwrap_or(tail.len());
            if before.ends_with("](") || before.ends_with('/') {
                links.push((n + 1, tail[..end].to_string()));
            }
            rest = &tail[end..];
        }
    }
    links
}

#[test]
fn every_cited_rule_id_is_defined_in_docs_rules_md() {
    let root = repo_root();
    let rules = read(&root.join("docs/RULES.md"));
    let defined: BTreeSet<String> = definitions(&rules).into_keys().collect();
    let mut paths = Vec::new();
    scanned_files(&root, &mut paths);
    paths.sort();
    let files: Vec<(String, String)> = paths
        .iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap_or(p).display().to_string();
            (name, read(p))
        })
        .collect();
    // The scan must reach the places that cite rules, or it proves nothing.
    for must in [
        "crates/engine/src/lib.rs",
        "crates/engine/tests/rotterdam_sailing.rs",
        "crates/words/locales/en/help.ftl",
        "docs/RULINGS.md",
        "README.md",
    ] {
        assert!(
            files.iter().any(|(name, _)| name == must),
            "the scan missed {must}"
        );
    }
    let cited: usize = files
        .iter()
        .map(|(_, text)| text.lines().map(|l| ids_in(l).len()).sum::<usize>())
        .sum();
    assert!(cited > 1000, "only {cited} citations found");
    let unknown = unknown_citations(&files, &defined);
    assert!(
        unknown.is_empty(),
        "{} citation(s) of rule ids that docs/RULES.md does not define (define the rule there \
         first, or correct the id):\n{}",
        unknown.len(),
        unknown.join("\n")
    );
}

#[test]
fn docs_rules_md_defines_each_id_once_and_numbers_without_gaps() {
    let rules = read(&repo_root().join("docs/RULES.md"));
    let defined = definitions(&rules);
    let twice: Vec<String> = defined
        .iter()
        .filter(|(_, lines)| lines.len() > 1)
        .map(|(id, lines)| format!("{id} on lines {lines:?}"))
        .collect();
    assert!(
        twice.is_empty(),
        "docs/RULES.md defines an id twice: {twice:?}"
    );
    // Every part has its rules, numbered from 1 without a gap; an item's rule exists and its
    // items are numbered from 1 without a gap too.
    let mut numbers: BTreeMap<String, BTreeSet<u32>> = BTreeMap::new();
    for id in defined.keys() {
        let (parent, last) = match id.rsplit_once('.') {
            Some((parent, item)) => (parent.to_string(), item),
            None => (id[..2].to_string(), &id[2..]),
        };
        numbers
            .entry(parent)
            .or_default()
            .insert(last.parse().expect("a number"));
    }
    for letter in LETTERS {
        let part = format!("{}-", char::from(*letter));
        assert!(
            numbers.contains_key(&part),
            "docs/RULES.md has no {part} rule"
        );
    }
    for (parent, nums) in &numbers {
        if !parent.ends_with('-') {
            assert!(
                defined.contains_key(parent),
                "docs/RULES.md numbers items of {parent} but does not define {parent}"
            );
        }
        let expected: BTreeSet<u32> = (1..=*nums.last().expect("a number")).collect();
        assert_eq!(
            nums, &expected,
            "docs/RULES.md numbers {parent}… with a gap"
        );
    }
}

#[test]
fn every_ruling_is_linked_from_its_rule_and_every_link_lands() {
    let root = repo_root();
    let rules = read(&root.join("docs/RULES.md"));
    let rulings = read(&root.join("docs/RULINGS.md"));
    let readme = read(&root.join("README.md"));
    let (ruling_anchors, ruling_headings) = anchors(&rulings);
    let (rules_anchors, rules_headings) = anchors(&rules);

    // Each ruling (a bold bullet before the worked examples) carries an anchor to link to.
    let examples = rulings
        .find("<a id=\"worked-examples\">")
        .expect("RULINGS.md anchors its worked examples");
    let unanchored: Vec<String> = rulings[..examples]
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("- **"))
        .map(|(n, l)| format!("docs/RULINGS.md:{}: {l}", n + 1))
        .collect();
    assert!(
        unanchored.is_empty(),
        "rulings without an anchor (start them `- <a id=\"…\"></a>**`):\n{}",
        unanchored.join("\n")
    );

    // Every link lands.
    let mut broken = Vec::new();
    for (name, doc) in [
        ("docs/RULES.md", &rules),
        ("docs/RULINGS.md", &rulings),
        ("README.md", &readme),
    ] {
        for (n, frag) in links_to(doc, "RULINGS.md") {
            if !ruling_anchors.contains(&frag) && !ruling_headings.contains(&frag) {
                broken.push(format!("{name}:{n}: RULINGS.md#{frag}"));
            }
        }
        for (n, frag) in links_to(doc, "RULES.md") {
            if !rules_anchors.contains(&frag) && !rules_headings.contains(&frag) {
                broken.push(format!("{name}:{n}: RULES.md#{frag}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "links that land nowhere:\n{}",
        broken.join("\n")
    );

    // Every ruling is linked from the rules document, so a reader of a rule sees its rulings.
    let linked: BTreeSet<String> = links_to(&rules, "RULINGS.md")
        .into_iter()
        .map(|(_, frag)| frag)
        .collect();
    let unlinked: Vec<&String> = ruling_anchors.difference(&linked).collect();
    assert!(
        unlinked.is_empty(),
        "rulings that no rule in docs/RULES.md links to: {unlinked:?}"
    );
}

#[test]
fn the_id_scanner_finds_ids_and_only_ids() {
    let found =
        |line: &str| -> Vec<String> { ids_in(line).into_iter().map(|(_, id)| id).collect() };
    assert_eq!(
        found("(C-2.7, R-1…R-7) and M-3.1."),
        ["C-2.7", "R-1", "R-7", "M-3.1"]
    );
    assert_eq!(
        found("A-6: cards; see D-4's list, `C-6`"),
        ["A-6", "D-4", "C-6"]
    );
    assert!(found("UTF-8, SHA-1, X-Forwarded-For, D-1a, md-5, CD-1, x-C-1, nl-390x844").is_empty());
    assert_eq!(
        ids_in_fn_names("fn m3_5_trader() {} fn c2_rulebook() {} async fn a7_end()"),
        ["M-3.5", "C-2", "A-7"]
    );
    assert!(ids_in_fn_names("fn main() {} fn rx_5() {} fn r2() {} fn barm3_1_x()").is_empty());
    assert_eq!(defined_in("### C-2 A colour call").as_deref(), Some("C-2"));
    assert_eq!(
        defined_in("- **C-2.7 A bonus.** In Masters").as_deref(),
        Some("C-2.7")
    );
    assert_eq!(
        defined_in("*Rulings:* [C-2.2 order](RULINGS.md#c-2-2-order)"),
        None
    );
    assert_eq!(defined_in("2. D-1: a red call"), None);
    assert_eq!(defined_in("## C. Common mechanics"), None);
}

#[test]
fn a_citation_of_an_unknown_id_is_reported_with_its_file_and_line() {
    let defined: BTreeSet<String> = ["R-5", "M-3.5"].map(String::from).into();
    // Built at run time, so that this file itself cites no unknown id.
    let planted = format!("{}-99", 'R');
    let files = vec![
        (
            "crates/x/src/lib.rs".to_string(),
            format!("// R-5 is known\n// {planted} is not\nfn m3_5_ok() {{}}\nfn m3_6_no() {{}}\n"),
        ),
        (
            "web/x.js".to_string(),
            "// UTF-8, M-3.5, M-3.7\n".to_string(),
        ),
    ];
    assert_eq!(
        unknown_citations(&files, &defined),
        [
            format!("crates/x/src/lib.rs:2: {planted}"),
            "crates/x/src/lib.rs:4: M-3.6".to_string(),
            "web/x.js:1: M-3.7".to_string(),
        ]
    );
}

/// The project stands on its own: no file cites the team's folder beside the repository (its
/// rules contract, design guide, stack notes or rulebooks), which a clone does not have. The
/// rules are `docs/RULES.md`, the design `docs/ARCHITECTURE.md`.
#[test]
fn nothing_cites_a_folder_outside_the_repository() {
    let root = repo_root();
    let mut paths = Vec::new();
    scanned_files(&root, &mut paths);
    paths.sort();
    // Spelled in pieces so that this file does not cite them itself.
    let outside = [
        ["..", "/shared"].concat(),
        ["/work", "/shared"].concat(),
        ["DESIGN", ".md"].concat(),
        ["STACK", ".md"].concat(),
        ["DESIGN", ": "].concat(),
        ["seeds", "/0"].concat(),
    ];
    let mut found = Vec::new();
    for path in &paths {
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        for (n, line) in read(path).lines().enumerate() {
            for pattern in &outside {
                if line.contains(pattern.as_str()) {
                    found.push(format!("{name}:{}: {pattern}", n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "citations of a folder outside the repository (cite docs/RULES.md or \
         docs/ARCHITECTURE.md instead):\n{}",
        found.join("\n")
    );
}
