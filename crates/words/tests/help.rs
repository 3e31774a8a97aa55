//! The help part (`help.ftl`: the rules pages, tooltips, what to do now, how the game ends) is
//! complete in every language it is written in — English, Dutch, German and French — whether or
//! not `LANGS` lists the language yet: each file parses without errors, has exactly the ids of
//! the English one with the same variables, and formats every message without a Fluent error.
//! And every message id the page's help code names (web/help.js, web/rules.js) is in it, as is
//! every id of the rules pages' text (rules.ftl).

use std::collections::BTreeMap;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use havenbaron_words::{LANGS, Words, ftl_messages, parts, source};

/// The languages the help is written in (LANGS may list fewer until their other parts exist).
const HELP_LANGS: [&str; 4] = ["en", "nl", "de", "fr"];

fn help_of(lang: &str) -> &'static str {
    source(lang, "help").unwrap_or_else(|| panic!("locales/{lang}/help.ftl is missing"))
}

#[test]
fn help_is_a_part_of_every_catalogue_the_page_loads() {
    assert!(parts().contains(&"help"));
    for lang in LANGS {
        let words = Words::new(lang).unwrap();
        assert!(words.has("help-rules"), "{lang}");
        let page = havenbaron_words::page_catalogue(lang).unwrap();
        assert!(page.contains("help-do-rotterdam-navigate ="), "{lang}");
    }
}

#[test]
fn help_parses_in_every_language() {
    for lang in HELP_LANGS {
        if let Err((_, errors)) = FluentResource::try_new(help_of(lang).to_string()) {
            panic!("{lang}/help.ftl does not parse: {errors:?}");
        }
    }
}

#[test]
fn help_has_the_same_ids_and_variables_in_every_language() {
    let english: BTreeMap<String, Vec<String>> = ftl_messages(help_of("en")).into_iter().collect();
    assert!(
        english.len() > 100,
        "en/help.ftl has {} messages",
        english.len()
    );
    let mut problems = Vec::new();
    for lang in HELP_LANGS {
        let messages = ftl_messages(help_of(lang));
        let mut seen = BTreeMap::new();
        for (id, vars) in &messages {
            assert!(id.starts_with("help-"), "{lang}: `{id}` is not a help- id");
            if seen.insert(id.clone(), vars.clone()).is_some() {
                problems.push(format!("{lang} repeats `{id}`"));
            }
            match english.get(id) {
                None => problems.push(format!("{lang} has `{id}`, which en lacks")),
                Some(v) if v != vars => {
                    problems.push(format!("`{id}` uses {vars:?} in {lang} but {v:?} in en"))
                }
                Some(_) => {}
            }
        }
        for id in english.keys() {
            if !seen.contains_key(id) {
                problems.push(format!("{lang} lacks `{id}`"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every message formats with its variables given (as numbers, which every variable accepts:
/// plural selectors need them), with no Fluent error: no reference to a missing message, no
/// selector without its default. The help names cards and characters by referring to the
/// catalogue's names (`{ character-captain }`), so the other parts are loaded with it: the
/// language's own where it has them, else the English ones, which have every id.
#[test]
fn every_help_message_formats_in_every_language() {
    let mut problems = Vec::new();
    for lang in HELP_LANGS {
        let id: unic_langid::LanguageIdentifier = lang.parse().unwrap();
        let mut bundle = FluentBundle::new(vec![id]);
        bundle.set_use_isolating(false);
        let own = parts().iter().all(|p| source(lang, p).is_some());
        for part in parts() {
            let text = if part == "help" || own {
                source(lang, part).unwrap()
            } else {
                source("en", part).unwrap()
            };
            bundle
                .add_resource(FluentResource::try_new(text.to_string()).unwrap())
                .unwrap_or_else(|e| panic!("{lang}/{part}.ftl: {e:?}"));
        }
        for (msg, vars) in ftl_messages(help_of(lang)) {
            for n in [1, 2, 5] {
                let mut args = FluentArgs::new();
                for v in &vars {
                    args.set(v.as_str(), FluentValue::from(n));
                }
                let pattern = bundle.get_message(&msg).and_then(|m| m.value()).unwrap();
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    problems.push(format!("{lang} `{msg}`: {errors:?}"));
                }
                if text.trim().is_empty() {
                    problems.push(format!("{lang} `{msg}` is empty"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The ids the page's scripts write out in full (web/help.js, web/rules.js and each rule set's
/// help in web/<id>.js) are in the catalogue: a `help-` id in help.ftl, a `rules-` id (the rules
/// pages' text) in rules.ftl (ids put together from a card's or a step's name are checked in
/// the browser, crates/server/tests/e2e/). `rules-link` is the id of an element, not a message.
#[test]
fn the_ids_the_page_names_exist() {
    const NOT_MESSAGES: [&str; 1] = ["rules-link"];
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let mut files: Vec<String> = std::fs::read_dir(&web)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|f| f.ends_with(".js"))
        .collect();
    files.sort();
    for (prefix, part, least) in [("help-", "help", 50), ("rules-", "rules", 50)] {
        let english: BTreeMap<String, Vec<String>> = ftl_messages(source("en", part).unwrap())
            .into_iter()
            .collect();
        let mut named = 0;
        for file in &files {
            let text = std::fs::read_to_string(web.join(file)).unwrap();
            for (i, _) in text.match_indices(&format!("'{prefix}")) {
                let quoted: String = text[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if text[i + 1 + quoted.len()..].starts_with('\'')
                    && !NOT_MESSAGES.contains(&quoted.as_str())
                {
                    named += 1;
                    assert!(
                        english.contains_key(&quoted),
                        "web/{file} names `{quoted}`, which en/{part}.ftl lacks"
                    );
                }
            }
        }
        assert!(named > least, "only {named} {prefix} ids found in web/*.js");
    }
}
