//! The browser client (`web/`), compiled into the binary so that `cargo run` on a fresh machine
//! serves a working client with no build step. The list of files is made by `build.rs` from the
//! folder's contents: a new client file needs no edit here.

/// `(file name, content type, content)`, sorted by name: every HTML, CSS and JavaScript file
/// of `web/`.
pub const FILES: &[(&str, &str, &str)] = include!(concat!(env!("OUT_DIR"), "/web_files.rs"));

/// A file of the client by name.
pub fn get(name: &str) -> Option<(&'static str, &'static str)> {
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, c)| (*t, *c))
}
