//! The browser client (`web/`), compiled into the binary so that `cargo run` on a fresh machine
//! serves a working client with no build step.

/// `(file name, content type, content)`.
pub const FILES: &[(&str, &str, &str)] = &[
    ("index.html", HTML, include_str!("../../../web/index.html")),
    ("table.html", HTML, include_str!("../../../web/table.html")),
    (
        "replay.html",
        HTML,
        include_str!("../../../web/replay.html"),
    ),
    (
        "style.css",
        "text/css; charset=utf-8",
        include_str!("../../../web/style.css"),
    ),
    ("i18n.js", JS, include_str!("../../../web/i18n.js")),
    ("api.js", JS, include_str!("../../../web/api.js")),
    ("board.js", JS, include_str!("../../../web/board.js")),
    ("panels.js", JS, include_str!("../../../web/panels.js")),
    ("rulesets.js", JS, include_str!("../../../web/rulesets.js")),
    ("masters.js", JS, include_str!("../../../web/masters.js")),
    (
        "antwerpen.js",
        JS,
        include_str!("../../../web/antwerpen.js"),
    ),
    ("lobby.js", JS, include_str!("../../../web/lobby.js")),
    ("table.js", JS, include_str!("../../../web/table.js")),
    ("replay.js", JS, include_str!("../../../web/replay.js")),
    // @fluent/bundle, vendored (one ES module; its licence is served beside it).
    (
        "fluent-bundle.js",
        JS,
        include_str!("../../../web/fluent-bundle.js"),
    ),
    (
        "fluent-bundle.LICENSE",
        "text/plain; charset=utf-8",
        include_str!("../../../web/fluent-bundle.LICENSE"),
    ),
];

const HTML: &str = "text/html; charset=utf-8";
const JS: &str = "text/javascript; charset=utf-8";

/// One part of one language's catalogue, e.g. `nl` `web.ftl` (the files of `crates/words`, the
/// same the terminal reads).
pub fn locale(lang: &str, file: &str) -> Option<&'static str> {
    havenbaron_words::source(lang, file.strip_suffix(".ftl")?)
}

/// A file of the client by name.
pub fn get(name: &str) -> Option<(&'static str, &'static str)> {
    FILES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(_, t, c)| (*t, *c))
}
