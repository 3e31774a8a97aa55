//! Compiles every catalogue file, `locales/<lang>/<part>.ftl`, into the program and writes the
//! `source` lookup over them, so that a new part (a rule set's `<ruleset>.ftl`) needs no edit
//! to the code.

use std::path::Path;

fn main() {
    // Read at run time, not compiled in: a build script built in another checkout (a copied
    // target folder) must still read this checkout's files.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let locales = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", locales.display());
    let mut files: Vec<(String, String, String)> = Vec::new();
    for lang in std::fs::read_dir(&locales).expect("locales/ can be read") {
        let lang = lang.expect("locales/ can be read");
        if !lang.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let lang_name = lang
            .file_name()
            .into_string()
            .expect("a language folder's name is text");
        for file in std::fs::read_dir(lang.path()).expect("a language folder can be read") {
            let path = file.expect("a language folder can be read").path();
            let Some(part) = path
                .file_name()
                .and_then(|n| n.to_str())
                .and_then(|n| n.strip_suffix(".ftl"))
            else {
                continue;
            };
            files.push((
                lang_name.clone(),
                part.to_string(),
                path.display().to_string(),
            ));
        }
    }
    files.sort();
    let mut out = String::from(
        "/// The text of one part of one language's catalogue (`locales/<lang>/<part>.ftl`).\n\
         pub fn source(lang: &str, part: &str) -> Option<&'static str> {\n    match (lang, part) {\n",
    );
    for (lang, part, path) in &files {
        out.push_str(&format!(
            "        ({lang:?}, {part:?}) => Some(include_str!({path:?})),\n"
        ));
    }
    out.push_str("        _ => None,\n    }\n}\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("catalogue.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
