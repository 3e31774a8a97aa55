//! The browser client (`web/`), compiled into the binary so that `cargo run` on a fresh machine
//! serves a working client with no build step. The list of files is made by `build.rs` from the
//! folder's contents: a new client file needs no edit here.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// `(file name, content type, content)`, sorted by name: every HTML, CSS, JavaScript and SVG
/// file of `web/`, and the licence of a vendored module (`*.LICENSE`, plain text).
pub const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/web_files.rs"));

/// One part of one language's catalogue, e.g. `nl` `web.ftl` (the files of `crates/words`, the
/// same the terminal reads).
/// `page.ftl` is every part the page uses, in one file.
pub fn locale(lang: &str, file: &str) -> Option<&'static str> {
    match file.strip_suffix(".ftl")? {
        "page" => havenbaron_words::page_catalogue(lang),
        part => havenbaron_words::source(lang, part),
    }
}

/// A file's ETag: a quoted hash of its content (FNV-1a, 64 bits), the same in every process
/// of one build, different when the file changes.
pub fn etag(content: &str) -> String {
    let hash = content.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    });
    format!("\"{hash:016x}\"")
}

/// The environment variable naming a folder to serve the client from instead of the copy
/// compiled in, for working on the client: an edit of `web/` shows on the next reload (and in
/// the next browser test) without compiling the server again.
pub const WEB_DIR_VAR: &str = "HAVENBARON_WEB_DIR";

/// The folder named by [`WEB_DIR_VAR`], read once per process.
fn web_dir() -> Option<&'static Path> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        std::env::var_os(WEB_DIR_VAR)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
    .as_deref()
}

/// The content type of a client file, by its extension (the same rule as `build.rs`).
fn content_type(name: &str) -> Option<&'static str> {
    match name.rsplit_once('.')?.1 {
        "html" => Some("text/html; charset=utf-8"),
        "css" => Some("text/css; charset=utf-8"),
        "js" => Some("text/javascript; charset=utf-8"),
        "svg" => Some("image/svg+xml"),
        "LICENSE" => Some("text/plain; charset=utf-8"),
        _ => None,
    }
}

/// A file of the client by name: from the folder of [`WEB_DIR_VAR`] when it is set, else the
/// copy compiled in.
pub fn get(name: &str) -> Option<(&'static str, Cow<'static, str>)> {
    if let Some(dir) = web_dir() {
        return from_folder(dir, name);
    }
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, c)| (*t, Cow::Borrowed(*c)))
}

/// A client file read from `dir`: only a plain name (nothing above or beside the folder) of a
/// kind the client is made of.
fn from_folder(dir: &Path, name: &str) -> Option<(&'static str, Cow<'static, str>)> {
    let plain = !name.starts_with('.') && !name.contains(['/', '\\']) && !name.contains("..");
    let content_type = content_type(name).filter(|_| plain)?;
    let text = std::fs::read_to_string(dir.join(name)).ok()?;
    Some((content_type, Cow::Owned(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every HTML, CSS, JavaScript and licence file of `web/` is served, as it is on disk and
    /// with its content type; nothing else is.
    #[test]
    fn every_client_file_is_served() {
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
        let mut served = 0;
        for entry in std::fs::read_dir(&web).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().into_string().unwrap();
            let expected = match name.rsplit_once('.').map(|(_, ext)| ext) {
                Some("html") => "text/html; charset=utf-8",
                Some("css") => "text/css; charset=utf-8",
                Some("js") => "text/javascript; charset=utf-8",
                Some("svg") => "image/svg+xml",
                Some("LICENSE") => "text/plain; charset=utf-8",
                _ => {
                    assert!(get(&name).is_none(), "{name} is served");
                    continue;
                }
            };
            let (content_type, content) =
                get(&name).unwrap_or_else(|| panic!("{name} is not served"));
            assert_eq!(content_type, expected, "{name}");
            assert_eq!(
                content,
                std::fs::read_to_string(entry.path()).unwrap(),
                "{name}"
            );
            served += 1;
        }
        assert_eq!(served, FILES.len());
        assert!(get("table.html").is_some() && get("nope.js").is_none());
    }

    /// A folder given for working on the client serves its client files, and nothing outside
    /// it or of another kind.
    #[test]
    fn a_web_folder_serves_its_client_files_only() {
        let dir = std::env::temp_dir().join(format!("hb-web-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("table.js"), "// edited").unwrap();
        std::fs::write(dir.join("notes.txt"), "no").unwrap();
        let (t, c) = from_folder(&dir, "table.js").unwrap();
        assert_eq!(
            (t, c.as_ref()),
            ("text/javascript; charset=utf-8", "// edited")
        );
        for name in [
            "notes.txt",
            "../table.js",
            "sub/table.js",
            ".table.js",
            "missing.js",
        ] {
            assert!(from_folder(&dir, name).is_none(), "{name}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Every page links the site's icon, and the icon is served (also at `/favicon.ico`, see
    /// the router), so that no browser asks for a missing one.
    #[test]
    fn every_page_links_the_icon() {
        for (name, _, content) in FILES.iter().filter(|(n, ..)| n.ends_with(".html")) {
            assert!(
                content.contains(r#"<link rel="icon" href="/static/favicon.svg""#),
                "{name} does not link the icon"
            );
        }
        assert_eq!(get("favicon.svg").map(|(t, _)| t), Some("image/svg+xml"));
    }
}
