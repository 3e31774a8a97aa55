//! The layering test's checker: reads a crate's sources, finds the `crate::…` and `super::…`
//! paths in their code, places each file in its layer and reports upward imports, one rule set
//! importing another, and module circles (see `main.rs` for the rules it enforces).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One layer of a crate: its name (for the messages) and the patterns of its files.
pub struct Layer {
    pub name: &'static str,
    pub files: &'static [&'static str],
}

/// A crate's layers, lowest first.
pub struct CrateMap {
    /// The crate's folder under `crates/`.
    pub folder: &'static str,
    pub layers: &'static [Layer],
}

/// Every `.rs` file under `src`, by its path relative to it (with `/`), with its text.
pub fn read_sources(src: &Path) -> BTreeMap<String, String> {
    fn walk(dir: &Path, src: &Path, out: &mut BTreeMap<String, String>) {
        for entry in std::fs::read_dir(dir).expect("a source folder lists") {
            let path = entry.expect("a folder entry").path();
            if path.is_dir() {
                walk(&path, src, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(src).expect("under src");
                let rel = rel
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy())
                    .collect::<Vec<_>>()
                    .join("/");
                out.insert(
                    rel,
                    std::fs::read_to_string(&path).expect("a source file reads"),
                );
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(src, src, &mut out);
    out
}

/// The problems of one crate (`files`: path relative to `src/` → text) against its layers.
pub fn check(folder: &str, files: &BTreeMap<String, String>, layers: &[Layer]) -> Vec<String> {
    let mut problems = Vec::new();
    let at = |file: &str| format!("crates/{folder}/src/{file}");
    let order = layers
        .iter()
        .map(|l| l.name)
        .collect::<Vec<_>>()
        .join(" < ");
    let roots = ["lib.rs", "main.rs"];
    let checked: BTreeSet<&str> = files
        .keys()
        .map(String::as_str)
        .filter(|f| !roots.contains(f) && !is_test_file(f))
        .collect();

    // Where each file belongs.
    let mut place: BTreeMap<&str, (usize, String)> = BTreeMap::new();
    let mut used = BTreeSet::new();
    for &file in &checked {
        let found = layers.iter().enumerate().find_map(|(n, layer)| {
            layer
                .files
                .iter()
                .find_map(|p| matches(p, file).map(|part| (n, p, part)))
        });
        match found {
            Some((n, pattern, part)) => {
                used.insert(*pattern);
                place.insert(file, (n, part));
            }
            None => problems.push(format!(
                "{} is in no layer of the {folder} crate's map in crates/cli/tests/layers/main.rs \
                 ({order}): add it to the layer it belongs to",
                at(file)
            )),
        }
    }
    for layer in layers {
        for pattern in layer.files {
            if !used.contains(pattern) {
                problems.push(format!(
                    "the {folder} crate's map in crates/cli/tests/layers/main.rs names `{pattern}` \
                     (layer {:?}), which places no file: remove it or mend it",
                    layer.name
                ));
            }
        }
    }

    // Who imports whom, with the first path that does it.
    let root = roots.iter().find_map(|r| files.get(*r));
    let reexports = root.map(|text| root_imports(&without_test_modules(&code_only(text))));
    let mut edges: BTreeMap<&str, BTreeMap<&str, String>> = BTreeMap::new();
    for &file in &checked {
        let code = without_test_modules(&code_only(&files[file]));
        let module = module_path(file);
        let out = edges.entry(file).or_default();
        for (path, shown) in imports(&code, &module) {
            let target = resolve(files, &path).or_else(|| {
                reexports
                    .as_ref()
                    .and_then(|r| through_root(files, r, &path))
            });
            if let Some(target) = target
                && target != file
                && !roots.contains(&target)
                && !is_test_file(target)
            {
                out.entry(target).or_insert(shown);
            }
        }
    }

    // Upward, and across parts of one layer.
    for (&file, targets) in &edges {
        let Some((from, from_part)) = place.get(file) else {
            continue;
        };
        for (&target, shown) in targets {
            let Some((to, to_part)) = place.get(target) else {
                continue;
            };
            if to > from {
                problems.push(format!(
                    "{} (layer {:?}) imports `{shown}` from {target} (layer {:?}), a layer above \
                     it. The {folder} crate's layers, lowest first: {order}. Move what both \
                     need down to the lower layer, or the importing code up.",
                    at(file),
                    layers[*from].name,
                    layers[*to].name
                ));
            } else if to == from && !from_part.is_empty() && from_part != to_part {
                problems.push(format!(
                    "{} ({from_part}) imports `{shown}` from {target} ({to_part}): one {:?} never \
                     imports another; share it through the layer below.",
                    at(file),
                    layers[*from].name
                ));
            }
        }
    }

    // Circles.
    for circle in circles(&edges) {
        let steps: Vec<String> = circle
            .windows(2)
            .map(|w| format!("{} (`{}`)", w[0], edges[w[0]][w[1]]))
            .collect();
        problems.push(format!(
            "crates/{folder}: a module circle: {} -> {}. Break it by moving what one side needs \
             down to a module below both.",
            steps.join(" -> "),
            circle[0]
        ));
    }
    problems
}

/// Test modules kept in files of their own (`#[cfg(test)] mod tests;`, `mod map_tests;`).
pub fn is_test_file(file: &str) -> bool {
    let name = file.rsplit('/').next().unwrap_or(file);
    name == "tests.rs" || name.ends_with("_tests.rs") || file.split('/').any(|s| s == "tests")
}

/// Does `pattern` place `file`? `Some` with the part of the layer (the folder a `*/` stood
/// for, or empty), `None` if not.
pub fn matches(pattern: &str, file: &str) -> Option<String> {
    let pattern_segments: Vec<&str> = pattern.trim_end_matches('/').split('/').collect();
    let file_segments: Vec<&str> = file.split('/').collect();
    let folder = pattern.ends_with('/');
    let fits = if folder {
        file_segments.len() > pattern_segments.len()
    } else {
        file_segments.len() == pattern_segments.len()
    };
    if !fits {
        return None;
    }
    let mut part = String::new();
    for (p, f) in pattern_segments.iter().zip(&file_segments) {
        if !glob(p, f) {
            return None;
        }
        if folder && p.contains('*') {
            part = file_segments[..pattern_segments.len()].join("/") + "/";
        }
    }
    Some(part)
}

/// One path segment against a pattern segment with at most one `*`.
pub fn glob(pattern: &str, name: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == name,
        Some((head, tail)) => {
            name.len() >= head.len() + tail.len() && name.starts_with(head) && name.ends_with(tail)
        }
    }
}

/// The module a file holds: `core/board.rs` → `core::board`, `rulesets/mod.rs` → `rulesets`.
pub fn module_path(file: &str) -> Vec<String> {
    let mut segments: Vec<String> = file.split('/').map(str::to_string).collect();
    let last = segments.pop().expect("a file name");
    if last != "mod.rs" {
        segments.push(last.trim_end_matches(".rs").to_string());
    }
    segments
}

/// The file a path from the crate root names: the deepest of its leading segments that is a
/// file (`a/b.rs` or `a/b/mod.rs`).
pub fn resolve<'a>(files: &'a BTreeMap<String, String>, path: &[String]) -> Option<&'a str> {
    (1..=path.len()).rev().find_map(|k| {
        let base = path[..k].join("/");
        [format!("{base}.rs"), format!("{base}/mod.rs")]
            .into_iter()
            .find_map(|candidate| files.get_key_value(&candidate).map(|(k, _)| k.as_str()))
    })
}

/// What the crate root brings into scope with `use`: names (`Seat` → `core::seat::Seat`) and
/// globs (`rulesets::*` → `rulesets`).
pub struct RootImports {
    names: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
}

pub fn root_imports(code: &str) -> RootImports {
    let mut out = RootImports {
        names: BTreeMap::new(),
        globs: Vec::new(),
    };
    let bytes = code.as_bytes();
    let mut i = 0;
    while let Some(found) = find_word(code, "use", i) {
        i = found + 3;
        let mut trees = Vec::new();
        let mut j = i;
        parse_tree(bytes, &mut j, Vec::new(), &mut trees);
        for mut tree in trees {
            if matches!(
                tree.path.first().map(String::as_str),
                Some("crate" | "self")
            ) {
                tree.path.remove(0);
            }
            if tree.glob {
                out.globs.push(tree.path);
            } else if let Some(name) = tree.alias.clone().or_else(|| tree.path.last().cloned()) {
                out.names.insert(name, tree.path);
            }
        }
    }
    out
}

/// A path that starts with a name the crate root imports, followed to the file behind it.
pub fn through_root<'a>(
    files: &'a BTreeMap<String, String>,
    root: &RootImports,
    path: &[String],
) -> Option<&'a str> {
    let (first, rest) = path.split_first()?;
    if let Some(target) = root.names.get(first) {
        let full: Vec<String> = target.iter().chain(rest).cloned().collect();
        return resolve(files, &full);
    }
    root.globs.iter().find_map(|glob| {
        let full: Vec<String> = glob.iter().chain(path).cloned().collect();
        resolve(files, &full)
    })
}

/// Every `crate::…` and `super::…` path in `code` (of the file holding `module`), as a path from
/// the crate root, with the text as written (for the messages).
pub fn imports(code: &str, module: &[String]) -> Vec<(Vec<String>, String)> {
    let bytes = code.as_bytes();
    let mut out = Vec::new();
    for word in ["crate", "super"] {
        let mut from = 0;
        while let Some(start) = find_word(code, word, from) {
            from = start + word.len();
            let mut j = start;
            let mut base: Vec<String> = Vec::new();
            if word == "super" {
                // `super::super::x`: up one module per `super`.
                base = module.to_vec();
                loop {
                    let mut k = j;
                    if !eat(bytes, &mut k, "super") || !eat_sep(bytes, &mut k) {
                        break;
                    }
                    if base.pop().is_none() {
                        break;
                    }
                    j = k;
                }
                from = from.max(j);
            } else {
                j += word.len();
                if !eat_sep(bytes, &mut j) {
                    continue;
                }
            }
            // A `super` not followed by `::` (`pub(super)`) is no path.
            if word == "super" && j == start {
                continue;
            }
            let mut trees = Vec::new();
            let mut k = j;
            parse_tree(bytes, &mut k, base.clone(), &mut trees);
            let shown = code[start..k]
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            for tree in trees {
                out.push((tree.path, shown.clone()));
            }
        }
    }
    out
}

/// One leaf of a `use` tree.
pub struct Tree {
    path: Vec<String>,
    alias: Option<String>,
    glob: bool,
}

/// Reads a path or a `use` tree at `*i` (after its prefix), appending its leaves to `out`.
pub fn parse_tree(bytes: &[u8], i: &mut usize, prefix: Vec<String>, out: &mut Vec<Tree>) {
    let mut path = prefix;
    loop {
        skip_space(bytes, i);
        match bytes.get(*i) {
            Some(b'{') => {
                *i += 1;
                loop {
                    skip_space(bytes, i);
                    match bytes.get(*i) {
                        None => return,
                        Some(b'}') => {
                            *i += 1;
                            return;
                        }
                        Some(b',') => *i += 1,
                        Some(_) => {
                            let before = *i;
                            parse_tree(bytes, i, path.clone(), out);
                            if *i == before {
                                *i += 1;
                            }
                        }
                    }
                }
            }
            Some(b'*') => {
                *i += 1;
                out.push(Tree {
                    path,
                    alias: None,
                    glob: true,
                });
                return;
            }
            Some(c) if is_ident(*c) => {
                let start = *i;
                while bytes.get(*i).is_some_and(|c| is_ident(*c)) {
                    *i += 1;
                }
                let name = String::from_utf8_lossy(&bytes[start..*i]).into_owned();
                let mut k = *i;
                if eat_sep(bytes, &mut k) {
                    *i = k;
                    path.push(name);
                    continue;
                }
                if name != "self" {
                    path.push(name);
                }
                let mut alias = None;
                let mut k = *i;
                skip_space(bytes, &mut k);
                if eat(bytes, &mut k, "as") && bytes.get(k).is_some_and(|c| !is_ident(*c)) {
                    skip_space(bytes, &mut k);
                    let a = k;
                    while bytes.get(k).is_some_and(|c| is_ident(*c)) {
                        k += 1;
                    }
                    alias = Some(String::from_utf8_lossy(&bytes[a..k]).into_owned());
                    *i = k;
                }
                out.push(Tree {
                    path,
                    alias,
                    glob: false,
                });
                return;
            }
            _ => {
                if !path.is_empty() {
                    out.push(Tree {
                        path,
                        alias: None,
                        glob: false,
                    });
                }
                return;
            }
        }
    }
}

pub fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

pub fn skip_space(bytes: &[u8], i: &mut usize) {
    while bytes.get(*i).is_some_and(u8::is_ascii_whitespace) {
        *i += 1;
    }
}

/// Moves `*i` past `word` if it is there.
pub fn eat(bytes: &[u8], i: &mut usize, word: &str) -> bool {
    if bytes[*i..].starts_with(word.as_bytes()) {
        *i += word.len();
        true
    } else {
        false
    }
}

/// Moves `*i` past `::` (with spaces around it) if it is there.
pub fn eat_sep(bytes: &[u8], i: &mut usize) -> bool {
    let mut k = *i;
    skip_space(bytes, &mut k);
    if eat(bytes, &mut k, "::") {
        skip_space(bytes, &mut k);
        *i = k;
        true
    } else {
        false
    }
}

/// The next `word` at or after `from` that is a whole word (`$crate` counts as `crate`).
pub fn find_word(code: &str, word: &str, from: usize) -> Option<usize> {
    let bytes = code.as_bytes();
    let mut at = from;
    while let Some(found) = code.get(at..)?.find(word) {
        let start = at + found;
        let end = start + word.len();
        let before = start.checked_sub(1).map(|b| bytes[b]);
        if !before.is_some_and(is_ident) && !bytes.get(end).copied().is_some_and(is_ident) {
            return Some(start);
        }
        at = end;
    }
    None
}

/// The code alone: comments and the insides of string and character literals blanked out
/// (lines kept), so a path in a comment or a message is not read as an import.
pub fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    out.push(blank(chars[i]));
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !(i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
        {
            // A raw string: r"…", r#"…"#.
            let mut k = i + 1;
            let mut hashes = 0;
            while chars.get(k) == Some(&'#') {
                hashes += 1;
                k += 1;
            }
            if chars.get(k) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            out.push_str("\"\"");
            k += 1;
            loop {
                match chars.get(k) {
                    None => break,
                    Some('"') if (1..=hashes).all(|h| chars.get(k + h) == Some(&'#')) => {
                        k += 1 + hashes;
                        break;
                    }
                    Some(&ch) => {
                        out.push(blank(ch));
                        k += 1;
                    }
                }
            }
            i = k;
        } else if c == '"' {
            out.push_str("\"\"");
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    out.push(' ');
                    i += 1;
                }
                if let Some(&ch) = chars.get(i) {
                    out.push(blank(ch));
                }
                i += 1;
            }
            i += 1;
        } else if c == '\'' {
            // A character literal ('x', '\n', '"'), not a lifetime ('a).
            let close = if next == Some('\\') {
                (i + 3..chars.len().min(i + 12)).find(|&k| chars[k] == '\'')
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match close {
                Some(k) => {
                    out.push_str("' '");
                    i = k + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// `code` without its `#[cfg(test)] mod name { … }` blocks (other attributes between the two
/// allowed).
pub fn without_test_modules(code: &str) -> String {
    let bytes = code.as_bytes();
    let mut out = String::with_capacity(code.len());
    let mut copied = 0;
    let mut from = 0;
    while let Some(found) = code[from..].find("#[cfg(test)]") {
        let start = from + found;
        let mut i = start + "#[cfg(test)]".len();
        from = i;
        // More attributes.
        loop {
            skip_space(bytes, &mut i);
            if bytes.get(i) == Some(&b'#') && bytes.get(i + 1) == Some(&b'[') {
                match matching(bytes, i + 1, b'[', b']') {
                    Some(end) => i = end + 1,
                    None => break,
                }
            } else {
                break;
            }
        }
        // `pub`, `pub(crate)`, … then `mod name {`.
        if eat(bytes, &mut i, "pub") {
            skip_space(bytes, &mut i);
            if bytes.get(i) == Some(&b'(') {
                match matching(bytes, i, b'(', b')') {
                    Some(end) => i = end + 1,
                    None => continue,
                }
            }
            skip_space(bytes, &mut i);
        }
        if !eat(bytes, &mut i, "mod") || !bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
            continue;
        }
        skip_space(bytes, &mut i);
        while bytes.get(i).is_some_and(|c| is_ident(*c)) {
            i += 1;
        }
        skip_space(bytes, &mut i);
        if bytes.get(i) != Some(&b'{') {
            continue;
        }
        let Some(end) = matching(bytes, i, b'{', b'}') else {
            continue;
        };
        out.push_str(&code[copied..start]);
        copied = end + 1;
        from = copied;
    }
    out.push_str(&code[copied..]);
    out
}

/// The index of the bracket that closes the one at `open`.
pub fn matching(bytes: &[u8], open: usize, left: u8, right: u8) -> Option<usize> {
    let mut depth = 0usize;
    for (k, &c) in bytes.iter().enumerate().skip(open) {
        if c == left {
            depth += 1;
        } else if c == right {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

/// Every circle of files, one per group of files that reach each other (Tarjan's strongly
/// connected components), as a path that starts and ends at the same file.
pub fn circles<'a>(edges: &BTreeMap<&'a str, BTreeMap<&'a str, String>>) -> Vec<Vec<&'a str>> {
    struct Walk<'a, 'e> {
        edges: &'e BTreeMap<&'a str, BTreeMap<&'a str, String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        groups: Vec<Vec<&'a str>>,
    }
    impl<'a> Walk<'a, '_> {
        fn visit(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for &w in self.edges.get(v).into_iter().flat_map(BTreeMap::keys) {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    group.push(w);
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.groups.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        groups: Vec::new(),
    };
    for &v in edges.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    // The shortest way round from each group's first file, inside the group.
    walk.groups
        .iter()
        .map(|group| {
            let start = group[0];
            let inside: BTreeSet<&str> = group.iter().copied().collect();
            let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
            let mut queue = std::collections::VecDeque::from([start]);
            'search: while let Some(v) = queue.pop_front() {
                for &w in edges[v].keys() {
                    if !inside.contains(w) {
                        continue;
                    }
                    if w == start {
                        came_from.insert(start, v);
                        break 'search;
                    }
                    if !came_from.contains_key(w) {
                        came_from.insert(w, v);
                        queue.push_back(w);
                    }
                }
            }
            let mut path = vec![start];
            let mut at = came_from[start];
            while at != start {
                path.push(at);
                at = came_from[at];
            }
            path.push(start);
            path.reverse();
            path
        })
        .collect()
}
