//! # Havenbaron's words
//!
//! One catalogue per language in Project Fluent format, `locales/<lang>/<part>.ftl`: the words
//! every rule set shares (`shared`), one file per rule set (named by its id), the terminal's
//! (`cli`), the browser page's (`web`), the errors a person can be shown (`errors`: what
//! the server refuses and why) and the help at the table (`help`: the rules pages, the tooltips
//! on cards and characters, what to do now, how the game ends). The engine speaks in
//! [`Message`]s (an id and typed arguments, never a sentence); [`Words`] puts them into words
//! for the terminal, and the server serves the same files to the browser, which formats them
//! with `@fluent/bundle` (`web/i18n.js`). Nothing else holds wording.

#![forbid(unsafe_code)]

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use havenbaron_engine::{Arg, Message, NameKind, Ruleset, Seat};

/// The languages there are catalogues for; the first is the default.
pub const LANGS: [&str; 4] = ["en", "nl", "de", "fr"];

/// The parts of each catalogue, in the order they are loaded: the shared words, one part per
/// rule set (named by its id, from the engine's list), then one part per area of the program
/// (the terminal's, the page's, the errors', the help's, …), each named after its area, so
/// that a new area brings a file of its own in each language.
/// rule set (named by its id, from the engine's list), the terminal's, the page's (two parts),
/// the errors', the help's, the refusals of a server open to the internet (`hardening`), the
/// chat's (the table's chat and undo), the ratings' (leaderboards, rated tables), the clocks
/// of timed tables (`clocks`), the accounts', the rules pages' pictures (`rules`),
/// the post-game analysis's, the rated tables' (`rated`), the notices' (`mail`: the badge
/// on "my games", e-mail), the analysis' in the page (`analysis_web`) and the trade panel's,
/// with what another seat is deciding said of them (`trade`).
pub fn parts() -> Vec<&'static str> {
    let mut parts = vec!["shared"];
    parts.extend(Ruleset::ALL.map(Ruleset::id));
    parts.extend([
        "cli",
        "web",
        "table",
        "errors",
        "help",
        "hardening",
        "chat",
        "ratings",
        "clocks",
        "accounts",
        "rules",
        "analysis",
        "rated",
        "mail",
        "analysis_web",
        "lobby_intro",
        "boardplay",
        "hints",
        "trade",
        "tutorial",
    ]);
    parts
}

/// The parts the browser page uses (all but the terminal's), in loading order.
pub fn page_parts() -> Vec<&'static str> {
    parts().into_iter().filter(|p| *p != "cli").collect()
}

/// Everything the browser page needs of one language's catalogue, as one Fluent text (the
/// page parts one after the other); `None` for a language there is no catalogue for. Served as
/// `/locales/<lang>/page.ftl`, so the page need not know the parts (nor the rule sets).
pub fn page_catalogue(lang: &str) -> Option<&'static str> {
    static PAGES: std::sync::OnceLock<Vec<(&'static str, String)>> = std::sync::OnceLock::new();
    let pages = PAGES.get_or_init(|| {
        LANGS
            .iter()
            .map(|&l| {
                let text: Vec<&str> = page_parts()
                    .into_iter()
                    .map(|part| {
                        source(l, part).expect("every part of every language is compiled in")
                    })
                    .collect();
                (l, text.join("\n"))
            })
            .collect()
    });
    pages
        .iter()
        .find(|(l, _)| *l == lang)
        .map(|(_, t)| t.as_str())
}

// `source(lang, part)`, over every file of `locales/` (see `build.rs`).
include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));

/// One language's catalogue, ready to format messages.
pub struct Words {
    lang: &'static str,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words").field("lang", &self.lang).finish()
    }
}

impl Words {
    /// The catalogue of `lang` (one of [`LANGS`]), or an error naming the languages there are.
    pub fn new(lang: &str) -> Result<Words, String> {
        let Some(&lang) = LANGS.iter().find(|&&l| l == lang) else {
            return Err(format!(
                "no words for language `{lang}`; there are: {}",
                LANGS.join(", ")
            ));
        };
        let id: unic_langid::LanguageIdentifier = lang.parse().map_err(|e| format!("{e}"))?;
        let mut bundle = FluentBundle::new(vec![id]);
        // Terminals and the page show plain text: no Unicode isolation marks around arguments.
        bundle.set_use_isolating(false);
        for part in parts() {
            let text = source(lang, part).expect("every part of every language is compiled in");
            let resource = FluentResource::try_new(text.to_string())
                .map_err(|(_, errors)| format!("{lang}/{part}.ftl does not parse: {errors:?}"))?;
            bundle
                .add_resource(resource)
                .map_err(|errors| format!("{lang}/{part}.ftl repeats messages: {errors:?}"))?;
        }
        Ok(Words { lang, bundle })
    }

    /// English, the default.
    pub fn english() -> Words {
        Words::new(LANGS[0]).expect("the English catalogue loads")
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// `message` in words; seats are named by `seat`. Never fails: a missing message shows
    /// its id, a missing name its data id (see [`Words::check`] for the strict form).
    pub fn format(&self, message: &Message, seat: &dyn Fn(Seat) -> String) -> String {
        let mut errors = Vec::new();
        self.format_into(message, seat, &mut errors, false)
    }

    /// One argument in words (a name, a list of names, a message), seats named by `seat`.
    pub fn format_arg(&self, arg: &Arg, seat: &dyn Fn(Seat) -> String) -> String {
        let mut errors = Vec::new();
        self.arg_text(arg, seat, &mut errors, false)
    }

    /// A message without arguments in words (labels, headings).
    pub fn text(&self, id: &str) -> String {
        self.format(&Message::new(id), &|s| self.seat(s))
    }

    /// "seat 2": the plain name of a seat.
    pub fn seat(&self, seat: Seat) -> String {
        let mut errors = Vec::new();
        self.format_into(
            &Message::new("seat").arg("seat", Arg::Number(seat.into())),
            &|s| s.to_string(),
            &mut errors,
            false,
        )
    }

    /// `message` in words, or every problem met: a message the catalogue lacks, a Fluent error
    /// (a variable the message uses but was not given, …), or a name of a built-in kind the
    /// catalogue lacks. Positions and locks are named by their data ids in every language.
    pub fn check(
        &self,
        message: &Message,
        seat: &dyn Fn(Seat) -> String,
    ) -> Result<String, Vec<String>> {
        let mut errors = Vec::new();
        let text = self.format_into(message, seat, &mut errors, true);
        if errors.is_empty() {
            Ok(text)
        } else {
            Err(errors)
        }
    }

    fn format_into(
        &self,
        message: &Message,
        seat: &dyn Fn(Seat) -> String,
        errors: &mut Vec<String>,
        strict_names: bool,
    ) -> String {
        let Some(pattern) = self.bundle.get_message(&message.id).and_then(|m| m.value()) else {
            errors.push(format!("{}: no message `{}`", self.lang, message.id));
            return message.to_string();
        };
        let mut args = FluentArgs::new();
        for (name, arg) in &message.args {
            let value = match arg {
                Arg::Number(n) => FluentValue::from(*n),
                other => FluentValue::from(self.arg_text(other, seat, errors, strict_names)),
            };
            args.set(name.as_str(), value);
        }
        let mut fluent_errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut fluent_errors)
            .into_owned();
        for e in fluent_errors {
            errors.push(format!("{}: `{}`: {e}", self.lang, message.id));
        }
        text
    }

    fn arg_text(
        &self,
        arg: &Arg,
        seat: &dyn Fn(Seat) -> String,
        errors: &mut Vec<String>,
        strict_names: bool,
    ) -> String {
        let join = |items: &[Arg], sep: &str, errors: &mut Vec<String>| {
            items
                .iter()
                .map(|a| self.arg_text(a, seat, errors, strict_names))
                .collect::<Vec<_>>()
                .join(sep)
        };
        match arg {
            Arg::Number(n) => n.to_string(),
            Arg::Seat(s) => seat(*s),
            Arg::Text(t) => t.clone(),
            Arg::Name { kind, id } => self.name(*kind, id, errors, strict_names),
            Arg::Message(m) => self.format_into(m, seat, errors, strict_names),
            Arg::List(items) => join(items, ", ", errors),
            Arg::Sum(items) => join(items, " + ", errors),
        }
    }

    /// A thing's name: the catalogue's `<kind>-<id>`, else the data id as it is (a replacement
    /// data file may name things the catalogue does not know).
    fn name(&self, kind: NameKind, id: &str, errors: &mut Vec<String>, strict: bool) -> String {
        let key = format!("{}-{id}", kind.prefix());
        if self.bundle.has_message(&key) {
            return self.format_into(&Message::new(key), &|s| s.to_string(), errors, strict);
        }
        if strict && !matches!(kind, NameKind::Position | NameKind::Lock) {
            errors.push(format!("{}: no name `{key}`", self.lang));
        }
        id.replace('_', " ")
    }

    /// Every message id of this catalogue with the variables it uses, for consistency checks.
    pub fn ids_and_variables(lang: &str) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        for part in parts() {
            let Some(text) = source(lang, part) else {
                continue;
            };
            out.extend(ftl_messages(text));
        }
        out
    }
}

/// Message ids and the variables (`$name`) each one uses, read from an `.ftl` text.
pub fn ftl_messages(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ')
            && let Some((id, rest)) = line.split_once('=')
        {
            out.push((id.trim().to_string(), Vec::new()));
            collect_variables(rest, &mut out.last_mut().expect("just pushed").1);
        } else if let Some(last) = out.last_mut() {
            collect_variables(line, &mut last.1);
        }
    }
    for (_, vars) in &mut out {
        vars.sort();
        vars.dedup();
    }
    out
}

fn collect_variables(text: &str, into: &mut Vec<String>) {
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        let name: String = rest[i + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() {
            into.push(name.clone());
        }
        rest = &rest[i + 1 + name.len()..];
    }
}
