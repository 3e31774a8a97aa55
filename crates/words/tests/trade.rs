//! The trade part (`trade.ftl`: the trade panel's words, and what another seat is deciding said
//! of them) in the four languages: every line of what to do now (`help-do-*` of help.ftl) has
//! its third-person twin (`trade-they-*`) with the same variables and the deciding seat's, so a
//! spectator or a waiting player never reads another seat's task in "you" wording; and every id
//! web/trade.js formats is in the catalogue.

use std::collections::{BTreeMap, BTreeSet};

use havenbaron_words::{LANGS, Words, ftl_messages, parts, source};

fn messages(lang: &str, part: &str) -> BTreeMap<String, Vec<String>> {
    let text = source(lang, part).unwrap_or_else(|| panic!("locales/{lang}/{part}.ftl is missing"));
    ftl_messages(text).into_iter().collect()
}

/// The lines of what to do now that are said to the seat deciding: all but the label, the
/// old prefix form and the end (which is the same for everyone).
fn prompts(help: &BTreeMap<String, Vec<String>>) -> Vec<(String, Vec<String>)> {
    help.iter()
        .filter(|(id, _)| id.starts_with("help-do-"))
        .filter(|(id, _)| {
            !["help-do-label", "help-do-other", "help-do-ended"].contains(&id.as_str())
        })
        .map(|(id, vars)| (id.clone(), vars.clone()))
        .collect()
}

#[test]
fn trade_is_a_part_of_every_catalogue() {
    assert!(parts().contains(&"trade"));
    for lang in LANGS {
        let words = Words::new(lang).unwrap();
        assert!(words.has("trade-send"), "{lang}");
        let page = havenbaron_words::page_catalogue(lang).unwrap();
        assert!(page.contains("trade-they-masters-plan ="), "{lang}");
    }
}

#[test]
fn every_prompt_has_its_third_person_form_in_every_language() {
    let mut problems = Vec::new();
    for lang in LANGS {
        let help = messages(lang, "help");
        let trade = messages(lang, "trade");
        let all = prompts(&help);
        assert!(all.len() > 40, "{lang}: {} prompts", all.len());
        for (id, vars) in all {
            let twin = id.replacen("help-do-", "trade-they-", 1);
            let mut want: BTreeSet<String> = vars.into_iter().collect();
            want.insert("seat".into());
            match trade.get(&twin) {
                None => problems.push(format!("{lang}: `{id}` has no `{twin}`")),
                Some(got) => {
                    let got: BTreeSet<String> = got.iter().cloned().collect();
                    if got != want {
                        problems.push(format!("{lang}: `{twin}` uses {got:?}, not {want:?}"));
                    }
                }
            }
        }
        for id in trade.keys().filter(|id| id.starts_with("trade-they-")) {
            let original = id.replacen("trade-they-", "help-do-", 1);
            if !help.contains_key(&original) {
                problems.push(format!("{lang}: `{id}` answers no `{original}`"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_third_person_line_names_the_seat_and_never_says_you() {
    let words = Words::english();
    let en = messages("en", "trade");
    for id in en.keys().filter(|id| id.starts_with("trade-they-")) {
        let mut msg = havenbaron_engine::Message::new(id.clone());
        for v in &en[id] {
            msg = msg.arg(v, havenbaron_engine::Arg::Text(format!("<{v}>")));
        }
        let text = words.format(&msg, &|s| format!("P{s}"));
        assert!(text.contains("<seat>"), "{id}: {text}");
        let lower = format!(" {} ", text.to_lowercase());
        for you in [" you ", " your ", " you'", " yours "] {
            assert!(!lower.contains(you), "{id} says `{you}`: {text}");
        }
    }
}

/// The ids the page's trade panel formats, written out in full (`h('trade-…')`), exist.
#[test]
fn the_ids_the_page_names_exist() {
    let english = messages("en", "trade");
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
    let mut named = 0;
    for file in ["trade.js"] {
        let text = std::fs::read_to_string(web.join(file)).unwrap();
        // Words are formatted with `h(…)` or, with seat chips, `say(…)`; other quoted names
        // (class names, keys) are not messages.
        let calls = text
            .match_indices("h('trade-")
            .map(|(i, _)| i + 2)
            .chain(text.match_indices("say('trade-").map(|(i, _)| i + 4));
        for i in calls {
            let quoted: String = text[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if text[i + 1 + quoted.len()..].starts_with('\'') {
                named += 1;
                assert!(
                    english.contains_key(&quoted),
                    "web/{file} names `{quoted}`, which en/trade.ftl lacks"
                );
            }
        }
    }
    assert!(named > 20, "only {named} ids found in web/trade.js");
}
