//! Lists the browser client's files (`web/`) for `src/assets.rs`, so that a new file there (a
//! rule set's `web/<id>.js` or `web/<id>.css`) is served with no edit to the server. Each file is
//! compiled into the binary with `include_str!`, as before: `cargo run` on a fresh machine serves
//! a working client with no build step. Only the kinds of file the client is made of (HTML, CSS,
//! JavaScript, SVG pictures and the licence of a vendored module) are served; anything else in `web/` is
//! left out.

use std::path::Path;

/// The content type of a client file, by its extension; `None` for a file not served.
fn content_type(name: &str) -> Option<&'static str> {
    match name.rsplit_once('.')?.1 {
        "html" => Some("text/html; charset=utf-8"),
        "css" => Some("text/css; charset=utf-8"),
        "js" => Some("text/javascript; charset=utf-8"),
        // The site's icon.
        "svg" => Some("image/svg+xml"),
        // The licence of a vendored module, served beside it.
        "LICENSE" => Some("text/plain; charset=utf-8"),
        _ => None,
    }
}

fn main() {
    // Read at run time, not compiled in: a build script built in another checkout (a copied
    // target folder) must still read this checkout's files.
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let web = Path::new(&manifest).join("../../web");
    let web = web.canonicalize().expect("the web/ folder exists");
    println!("cargo:rerun-if-changed={}", web.display());
    let mut files: Vec<(String, &str)> = std::fs::read_dir(&web)
        .expect("web/ can be read")
        .map(|entry| entry.expect("web/ can be read"))
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            if name.starts_with('.') {
                return None;
            }
            Some((name.clone(), content_type(&name)?))
        })
        .collect();
    files.sort();
    let mut out = String::from("&[\n");
    for (name, content_type) in &files {
        let path = web.join(name);
        out.push_str(&format!(
            "    ({name:?}, {content_type:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("]\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("web_files.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
    tutorials(Path::new(&manifest));
}

/// Lists the guided tutorials' files (`data/tutorials/<ruleset>.toml`) for `src/tutorials.rs`,
/// so that a rule set's tutorial is a file of its own and no code names the rule set.
fn tutorials(manifest: &Path) {
    let dir = manifest.join("data/tutorials");
    let dir = dir
        .canonicalize()
        .expect("the data/tutorials/ folder exists");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<(String, String)> = std::fs::read_dir(&dir)
        .expect("data/tutorials/ can be read")
        .map(|entry| entry.expect("data/tutorials/ can be read").path())
        .filter_map(|path| {
            let id = path
                .file_name()?
                .to_str()?
                .strip_suffix(".toml")?
                .to_string();
            Some((id, path.display().to_string()))
        })
        .collect();
    files.sort();
    let mut out = String::from("&[\n");
    for (id, path) in &files {
        out.push_str(&format!("    ({id:?}, include_str!({path:?})),\n"));
    }
    out.push_str("]\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("tutorial_files.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
