//! The browser client (`web/`), compiled into the binary so that `cargo run` on a fresh machine
//! serves a working client with no build step. The list of files is made by `build.rs` from the
//! folder's contents: a new client file needs no edit here.

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

/// A file of the client by name.
pub fn get(name: &str) -> Option<(&'static str, &'static str)> {
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, c)| (*t, *c))
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
