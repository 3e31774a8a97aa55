//! Tests a newcomer can read (issue 29): no test file over [`MAX_FILE_LINES`] lines and no
//! test function over [`MAX_FN_LINES`] lines, in every crate of the repository. A test file is
//! a file under a crate's `tests/` folder, a module in `src/` declared `#[cfg(test)] mod x;`
//! (its file), or an inline `#[cfg(test)] mod x { … }` (its lines count as a file). A test
//! function is a `fn` marked `#[test]`, `#[tokio::test(…)]` or any attribute whose path ends
//! in `test`, wherever it is, and any other `fn` of a test file or module: a long test moved
//! whole into a helper is as hard to read. A file past the limit is split into files by
//! feature; a test past it into helper functions or several tests.
//!
//! The scan is lexical: comments, strings (raw ones included) and character literals are
//! skipped, so the braces in a test's JavaScript or format strings do not count. That is
//! enough for the code rustfmt writes, and needs no parser.

use std::path::{Path, PathBuf};

/// The most lines a test file may have.
const MAX_FILE_LINES: usize = 1000;
/// The most lines a test function (or a helper of tests) may have, from its `fn` line to its
/// closing brace.
const MAX_FN_LINES: usize = 150;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Ident(String),
    Punct(char),
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    /// 1-based line of the token's first character.
    line: usize,
}

fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Skips a string's body from just after its opening quote; returns the index after the
/// closing quote.
fn skip_string(c: &[char], mut i: usize, line: &mut usize) -> usize {
    while i < c.len() {
        match c[i] {
            '\\' => {
                if c.get(i + 1) == Some(&'\n') {
                    *line += 1;
                }
                i += 2;
            }
            '"' => return i + 1,
            '\n' => {
                *line += 1;
                i += 1;
            }
            _ => i += 1,
        }
    }
    i
}

/// Skips a raw string's body (`hashes` `#`s) from just after its opening quote.
fn skip_raw_string(c: &[char], mut i: usize, hashes: usize, line: &mut usize) -> usize {
    while i < c.len() {
        if c[i] == '"' && (1..=hashes).all(|k| c.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        if c[i] == '\n' {
            *line += 1;
        }
        i += 1;
    }
    i
}

/// At a `'`: skips a character literal and returns the index after it, or `None` for a
/// lifetime or a label (`'a`), which is code.
fn skip_char(c: &[char], i: usize) -> Option<usize> {
    if c.get(i + 1) == Some(&'\\') {
        let mut j = i + 3;
        while j < c.len() && c[j] != '\'' && c[j] != '\n' {
            j += 1;
        }
        return Some(j + 1);
    }
    (c.get(i + 2) == Some(&'\'')).then_some(i + 3)
}

/// The identifiers and punctuation of Rust source, without comments, strings and characters.
fn tokens(src: &str) -> Vec<Token> {
    let c: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line) = (0, 1);
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '/' && c.get(i + 1) == Some(&'/') {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if ch == '/' && c.get(i + 1) == Some(&'*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    line += usize::from(c[i] == '\n');
                    i += 1;
                }
            }
        } else if ch == '"' {
            i = skip_string(&c, i + 1, &mut line);
        } else if ch == '\'' {
            match skip_char(&c, i) {
                Some(next) => i = next,
                None => {
                    out.push(Token {
                        tok: Tok::Punct('\''),
                        line,
                    });
                    i += 1;
                }
            }
        } else if is_ident_char(ch) {
            let start = i;
            while i < c.len() && is_ident_char(c[i]) {
                i += 1;
            }
            let word: String = c[start..i].iter().collect();
            // String prefixes: r"…", r#"…"#, br"…", cr"…", b"…", c"…", b'…'.
            if matches!(word.as_str(), "r" | "br" | "cr") {
                let hashes = c[i..].iter().take_while(|&&h| h == '#').count();
                if c.get(i + hashes) == Some(&'"') {
                    i = skip_raw_string(&c, i + hashes + 1, hashes, &mut line);
                    continue;
                }
            }
            if matches!(word.as_str(), "b" | "c") && c.get(i) == Some(&'"') {
                i = skip_string(&c, i + 1, &mut line);
                continue;
            }
            if word == "b"
                && c.get(i) == Some(&'\'')
                && let Some(next) = skip_char(&c, i)
            {
                i = next;
                continue;
            }
            out.push(Token {
                tok: Tok::Ident(word),
                line,
            });
        } else {
            out.push(Token {
                tok: Tok::Punct(ch),
                line,
            });
            i += 1;
        }
    }
    out
}

/// The index of the token that closes the bracket opened at `open`.
fn closing(t: &[Token], open: usize) -> usize {
    let (o, cl) = match t[open].tok {
        Tok::Punct('{') => ('{', '}'),
        Tok::Punct('[') => ('[', ']'),
        Tok::Punct('(') => ('(', ')'),
        _ => unreachable!("not an opening bracket"),
    };
    let mut depth = 0;
    for (k, tok) in t.iter().enumerate().skip(open) {
        if tok.tok == Tok::Punct(o) {
            depth += 1;
        } else if tok.tok == Tok::Punct(cl) {
            depth -= 1;
            if depth == 0 {
                return k;
            }
        }
    }
    t.len() - 1
}

fn ident(t: &[Token], k: usize) -> Option<&str> {
    match t.get(k).map(|x| &x.tok) {
        Some(Tok::Ident(s)) => Some(s),
        _ => None,
    }
}

/// What one file holds: its functions and its `#[cfg(test)]` modules.
#[derive(Debug, Default)]
struct Scan {
    /// Name, first and last line, and whether it is marked as a test.
    fns: Vec<(String, usize, usize, bool)>,
    /// Inline `#[cfg(test)]` modules: name, first and last line.
    inline_test_mods: Vec<(String, usize, usize)>,
    /// `#[cfg(test)] mod x;`: the names of the modules in files of their own.
    test_mod_files: Vec<String>,
}

fn scan(src: &str) -> Scan {
    let t = tokens(src);
    let mut out = Scan::default();
    let (mut test_attr, mut cfg_test) = (false, false);
    let mut k = 0;
    while k < t.len() {
        match &t[k].tok {
            Tok::Punct('#') => {
                let mut open = k + 1;
                if t.get(open).map(|x| &x.tok) == Some(&Tok::Punct('!')) {
                    open += 1;
                }
                if t.get(open).map(|x| &x.tok) == Some(&Tok::Punct('[')) {
                    let close = closing(&t, open);
                    let inner = &t[open + 1..close];
                    let path: Vec<&str> = inner
                        .iter()
                        .map_while(|x| match &x.tok {
                            Tok::Ident(s) => Some(s.as_str()),
                            Tok::Punct(':') => Some(""),
                            _ => None,
                        })
                        .filter(|s| !s.is_empty())
                        .collect();
                    test_attr |= path.last() == Some(&"test");
                    let words: Vec<&Tok> = inner.iter().map(|x| &x.tok).collect();
                    cfg_test |= words
                        == [
                            &Tok::Ident("cfg".into()),
                            &Tok::Punct('('),
                            &Tok::Ident("test".into()),
                            &Tok::Punct(')'),
                        ];
                    k = close + 1;
                    continue;
                }
            }
            Tok::Ident(w) if w == "fn" => {
                let name = ident(&t, k + 1).unwrap_or("?").to_string();
                // The body opens at the first `{` outside the signature's brackets (a `;`
                // there ends a declaration without one; `[u8; 4]` holds one inside).
                let mut depth = 0i32;
                let body = (k + 1..t.len()).find(|&j| {
                    match t[j].tok {
                        Tok::Punct('(' | '[') => depth += 1,
                        Tok::Punct(')' | ']') => depth -= 1,
                        Tok::Punct('{' | ';') if depth == 0 => return true,
                        _ => {}
                    }
                    false
                });
                if let Some(j) = body
                    && t[j].tok == Tok::Punct('{')
                {
                    let end = closing(&t, j);
                    out.fns.push((name, t[k].line, t[end].line, test_attr));
                }
                (test_attr, cfg_test) = (false, false);
            }
            Tok::Ident(w) if w == "mod" && cfg_test => {
                let name = ident(&t, k + 1).unwrap_or("?").to_string();
                match t.get(k + 2).map(|x| &x.tok) {
                    Some(Tok::Punct('{')) => {
                        let end = closing(&t, k + 2);
                        out.inline_test_mods.push((name, t[k].line, t[end].line));
                    }
                    _ => out.test_mod_files.push(name),
                }
                (test_attr, cfg_test) = (false, false);
            }
            Tok::Punct('{' | '}' | ';') => (test_attr, cfg_test) = (false, false),
            _ => {}
        }
        k += 1;
    }
    out
}

/// Every `.rs` file under `dir`, build outputs and dependencies left out.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if p.is_dir() {
            if !name.starts_with('.') && name != "target" && name != "node_modules" {
                rust_files(&p, out);
            }
        } else if name.ends_with(".rs") {
            out.push(p);
        }
    }
}

/// The file of module `name` declared in `file` (`name.rs` or `name/mod.rs` beside it, or in
/// the folder named after it).
fn module_file(file: &Path, name: &str) -> Option<PathBuf> {
    let stem = file.file_stem().unwrap().to_string_lossy();
    let parent = file.parent().unwrap();
    let dir = if matches!(stem.as_ref(), "mod" | "lib" | "main") {
        parent.to_path_buf()
    } else {
        parent.join(stem.as_ref())
    };
    [
        dir.join(format!("{name}.rs")),
        dir.join(name).join("mod.rs"),
    ]
    .into_iter()
    .find(|p| p.is_file())
}

/// What breaks the limits: one line per test file or test function that is too long.
fn offenders(crates: &Path) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(crates, &mut files);
    let test_files: std::collections::BTreeSet<PathBuf> = {
        let mut set: std::collections::BTreeSet<PathBuf> = files
            .iter()
            .filter(|p| {
                p.strip_prefix(crates)
                    .unwrap()
                    .components()
                    .any(|c| c.as_os_str() == "tests")
            })
            .cloned()
            .collect();
        // `#[cfg(test)] mod x;` and, below a test module, every module it declares.
        let mut todo: Vec<(PathBuf, bool)> = files.iter().map(|p| (p.clone(), false)).collect();
        while let Some((file, in_test)) = todo.pop() {
            let s = scan(&std::fs::read_to_string(&file).unwrap());
            let mut names = s.test_mod_files.clone();
            if in_test {
                names.extend(mods_declared(&std::fs::read_to_string(&file).unwrap()));
            }
            for name in names {
                if let Some(p) = module_file(&file, &name)
                    && set.insert(p.clone())
                {
                    todo.push((p, true));
                }
            }
        }
        set
    };
    let mut out = Vec::new();
    for file in &files {
        let src = std::fs::read_to_string(file).unwrap();
        let rel = file
            .strip_prefix(crates.parent().unwrap())
            .unwrap()
            .display();
        let s = scan(&src);
        if test_files.contains(file) {
            let lines = src.lines().count();
            if lines > MAX_FILE_LINES {
                out.push(format!(
                    "{rel}: a test file of {lines} lines (at most {MAX_FILE_LINES})"
                ));
            }
        }
        for (name, first, last) in &s.inline_test_mods {
            let lines = last - first + 1;
            if lines > MAX_FILE_LINES {
                out.push(format!(
                    "{rel}:{first}: test module `{name}` of {lines} lines (at most {MAX_FILE_LINES})"
                ));
            }
        }
        let in_tests = test_files.contains(file);
        for (name, first, last, test) in &s.fns {
            let lines = last - first + 1;
            let in_test_mod = s
                .inline_test_mods
                .iter()
                .any(|(_, a, b)| a <= first && last <= b);
            if (*test || in_tests || in_test_mod) && lines > MAX_FN_LINES {
                let what = if *test { "test" } else { "function of a test" };
                out.push(format!(
                    "{rel}:{first}: {what} `{name}` of {lines} lines (at most {MAX_FN_LINES})"
                ));
            }
        }
    }
    out
}

/// The names of the modules a file declares as files of their own (`mod x;`).
fn mods_declared(src: &str) -> Vec<String> {
    let t = tokens(src);
    (0..t.len())
        .filter(|&k| ident(&t, k) == Some("mod"))
        .filter(|&k| t.get(k + 2).map(|x| &x.tok) == Some(&Tok::Punct(';')))
        .filter_map(|k| ident(&t, k + 1).map(String::from))
        .collect()
}

#[test]
fn no_test_file_or_test_function_is_too_long() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let found = offenders(&crates.canonicalize().unwrap());
    assert!(
        found.is_empty(),
        "too long to read; split files by feature and tests into helpers or several tests:\n{}",
        found.join("\n")
    );
}

/// A test of `lines` lines whose body holds braces in every place the scan must skip.
fn planted_test(name: &str, lines: usize) -> String {
    let mut s = format!(
        "#[tokio::test(flavor = \"multi_thread\")]\n#[ignore = \"{{\"]\nasync fn {name}() {{\n"
    );
    let tricky = [
        "    let a = \"}\"; // }",
        "    let b = '}'; /* } { */",
        "    let c = r#\"",
        "}",
        "\"#;",
        "    let d = b'{'; let e: &'static str = \"\\\"}\";",
        "    let f = format!(\"{{}}{x}\", x = 1);",
    ];
    for l in tricky {
        s.push_str(l);
        s.push('\n');
    }
    for k in 0..lines - tricky.len() - 2 {
        s.push_str(&format!("    assert_eq!({k}, {k});\n"));
    }
    s.push_str("}\n");
    s
}

#[test]
fn the_scan_finds_a_planted_long_test_and_skips_braces_in_strings() {
    let src = format!(
        "fn helper() -> [u8; 1] {{ let _ = \"{{\"; [0; 1] }}\n{}\n{}\n#[cfg(test)]\nmod tests {{\n    use super::*;\n{}}}\n#[cfg(test)]\nmod more;\n",
        planted_test("long_enough", MAX_FN_LINES + 1),
        planted_test("just_fits", MAX_FN_LINES),
        planted_test("inside", 10),
    );
    let s = scan(&src);
    let lengths: Vec<(&str, usize, bool)> = s
        .fns
        .iter()
        .map(|(n, a, b, t)| (n.as_str(), b - a + 1, *t))
        .collect();
    assert_eq!(
        lengths,
        [
            ("helper", 1, false),
            ("long_enough", MAX_FN_LINES + 1, true),
            ("just_fits", MAX_FN_LINES, true),
            ("inside", 10, true),
        ]
    );
    assert_eq!(s.inline_test_mods.len(), 1);
    assert_eq!(s.inline_test_mods[0].0, "tests");
    assert_eq!(s.test_mod_files, ["more"]);

    // Planted in a crate's tests folder, the long test is named and the one that fits is not.
    let root = std::env::temp_dir().join(format!("havenbaron-test-sizes-{}", std::process::id()));
    let tests = root.join("crates/demo/tests");
    std::fs::create_dir_all(&tests).unwrap();
    std::fs::write(tests.join("planted.rs"), &src).unwrap();
    let src_dir = root.join("crates/demo/src");
    std::fs::create_dir_all(&src_dir).unwrap();
    std::fs::write(
        src_dir.join("lib.rs"),
        "#[cfg(test)]\nmod more;\npub fn f() {}\n",
    )
    .unwrap();
    std::fs::write(src_dir.join("more.rs"), "\n".repeat(MAX_FILE_LINES + 1)).unwrap();
    let found = offenders(&root.join("crates"));
    std::fs::remove_dir_all(&root).unwrap();
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].starts_with("crates/demo/src/more.rs: a test file of"),
        "{found:#?}"
    );
    assert!(
        found[1].contains("planted.rs:4: test `long_enough`"),
        "{found:#?}"
    );
}
