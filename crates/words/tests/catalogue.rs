//! The catalogue is complete and consistent: every language has every message of every other
//! language with the same variables, and everything the engine says in random games of every
//! rule set and player count formats without a Fluent error or a missing message.

use std::collections::BTreeMap;

use havenbaron_engine::{Action, Config, Game, Message, Ruleset, Seat};
use havenbaron_words::{LANGS, Words};

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let catalogues: Vec<(&str, BTreeMap<String, Vec<String>>)> = LANGS
        .iter()
        .map(|&l| (l, Words::ids_and_variables(l).into_iter().collect()))
        .collect();
    let mut problems = Vec::new();
    for (a, ids_a) in &catalogues {
        assert!(ids_a.len() > 300, "{a} has only {} messages", ids_a.len());
        for (b, ids_b) in &catalogues {
            for (id, vars) in ids_a {
                match ids_b.get(id) {
                    None => problems.push(format!("{b} lacks `{id}` (which {a} has)")),
                    Some(other) if other != vars => {
                        problems.push(format!("`{id}` uses {vars:?} in {a} but {other:?} in {b}"))
                    }
                    Some(_) => {}
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_catalogue_loads() {
    for lang in LANGS {
        let words = Words::new(lang).unwrap();
        assert!(words.has("action-pass"));
    }
    assert_eq!(LANGS, ["en", "nl", "de", "fr"]);
    let err = Words::new("xx").unwrap_err();
    assert!(err.contains("en, nl, de, fr"), "{err}");
}

#[test]
fn plurals_follow_the_number() {
    let en = Words::english();
    let nl = Words::new("nl").unwrap();
    let seat = |s: Seat| format!("P{s}");
    let one = Message::new("cli-left")
        .arg("why", havenbaron_engine::Arg::Text("x".into()))
        .num("actions", 1);
    let many = Message::new("cli-left")
        .arg("why", havenbaron_engine::Arg::Text("x".into()))
        .num("actions", 3);
    assert_eq!(
        en.check(&one, &seat).unwrap(),
        "x: leaving the game after 1 action."
    );
    assert_eq!(
        en.check(&many, &seat).unwrap(),
        "x: leaving the game after 3 actions."
    );
    assert_eq!(
        nl.check(&many, &seat).unwrap(),
        "x: je verlaat het spel na 3 acties."
    );
    let de = Words::new("de").unwrap();
    assert_eq!(
        de.check(&one, &seat).unwrap(),
        "x: du verlässt das Spiel nach 1 Aktion."
    );
    assert_eq!(
        de.check(&many, &seat).unwrap(),
        "x: du verlässt das Spiel nach 3 Aktionen."
    );
    let fr = Words::new("fr").unwrap();
    assert_eq!(
        fr.check(&one, &seat).unwrap(),
        "x : vous quittez la partie après 1 action."
    );
    assert_eq!(
        fr.check(&many, &seat).unwrap(),
        "x : vous quittez la partie après 3 actions."
    );
    // French counts 0 as singular, German as plural (CLDR).
    let none = |w: &Words| {
        let m = Message::new("web-open_seats").num("a", 0);
        w.check(&m, &seat).unwrap()
    };
    assert_eq!(none(&fr), "0 place libre");
    assert_eq!(none(&de), "0 freie Plätze");
}

#[test]
fn a_name_the_catalogue_lacks_falls_back_to_the_data_id() {
    let en = Words::english();
    let m = Message::new("action-add-give").named(
        "product",
        havenbaron_engine::NameKind::Product,
        "sea_salt",
    );
    assert_eq!(
        en.format(&m, &|s| s.to_string()),
        "offer to give 1 sea salt"
    );
    assert!(
        en.check(&m, &|s| s.to_string()).is_err(),
        "strict checks name the gap"
    );
    let m = Message::new("action-add-give").named(
        "product",
        havenbaron_engine::NameKind::Product,
        "jam",
    );
    assert_eq!(
        Words::new("nl").unwrap().format(&m, &|s| s.to_string()),
        "bied 1 jam aan"
    );
}

/// A small deterministic generator (xorshift), so the test needs no RNG crate.
struct Xorshift(u64);
impl Xorshift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn check_all(
    words: &[Words],
    game: &Game,
    m: &Message,
    what: &str,
    seen: &mut BTreeMap<String, usize>,
) {
    *seen.entry(m.id.clone()).or_default() += 1;
    for w in words {
        if let Err(errors) = w.check(m, &|s| format!("seat {s}")) {
            panic!(
                "{what} {m}: {}\n(game state {})",
                errors.join("; "),
                game.state_hash()
            );
        }
    }
}

#[test]
fn random_games_of_every_rule_set_format_in_every_language() {
    let words: Vec<Words> = LANGS.iter().map(|l| Words::new(l).unwrap()).collect();
    let mut seen = BTreeMap::new();
    let mut legal: Vec<Action> = Vec::new();
    for ruleset in [Ruleset::Rotterdam, Ruleset::Masters, Ruleset::Antwerpen] {
        for players in 2..=4u8 {
            for seed in 0..3u64 {
                let mut config = Config::new(ruleset, players, seed);
                config.round_cap = Some(if ruleset == Ruleset::Antwerpen {
                    60
                } else {
                    12
                });
                let mut game = Game::new(&config).unwrap();
                let mut rng = Xorshift(seed * 7919 + players as u64 * 31 + 1);
                let mut steps = 0;
                while let Some(seat) = game.to_act() {
                    let (expected, _) = game.expected();
                    check_all(&words, &game, &expected, "decision", &mut seen);
                    game.legal_actions_into(&mut legal);
                    for a in &legal {
                        check_all(&words, &game, &game.describe(a), "action", &mut seen);
                    }
                    let a = legal[rng.below(legal.len())];
                    let events = game.apply(seat, &a).unwrap();
                    for e in &events {
                        for viewer in (0..players).map(Some).chain([None]) {
                            if let Some(m) = game.describe_event(&e.redacted_for(viewer)) {
                                check_all(&words, &game, &m, "event", &mut seen);
                            }
                        }
                    }
                    steps += 1;
                    assert!(steps < 20_000, "{ruleset} does not end");
                }
                let (over, _) = game.expected();
                check_all(&words, &game, &over, "decision", &mut seen);
            }
        }
    }
    // The games reach most of what the engine can say.
    assert!(
        seen.len() > 120,
        "only {} message ids seen: {:?}",
        seen.len(),
        seen.keys()
    );
}

/// One of each engine error a person can be shown, with an exhaustive `match` so that a new
/// variant does not compile until it is listed here (and so put into words).
fn engine_errors() -> Vec<(String, Message)> {
    use havenbaron_engine::{ConfigError, RuleError};
    let rules = [
        RuleError::GameOver,
        RuleError::NotYourTurn { seat: 1, to_act: 0 },
        RuleError::NoSuchSeat {
            seat: 5,
            players: 2,
        },
        RuleError::Illegal {
            action: "pass".into(),
            expected: Message::new("action-pass"),
            rule: "R-5",
        },
        RuleError::Malformed("x".into()),
    ];
    let configs = [
        ConfigError::Players {
            ruleset: "masters",
            players: 5,
            min: 2,
            max: 4,
        },
        ConfigError::UnknownVariant {
            ruleset: "rotterdam",
            name: "x".into(),
            known: "a, b".into(),
        },
        ConfigError::BadVariantValue {
            name: "x".into(),
            value: "y".into(),
            allowed: vec!["true".into(), "false".into()],
        },
        ConfigError::RoundCap,
        ConfigError::Revision {
            ruleset: "rotterdam",
            recorded: 1,
            plays: 2,
        },
        ConfigError::Data("x".into()),
    ];
    let mut out = Vec::new();
    for e in rules {
        match e {
            RuleError::GameOver
            | RuleError::NotYourTurn { .. }
            | RuleError::NoSuchSeat { .. }
            | RuleError::Illegal { .. }
            | RuleError::Malformed(_) => out.push((e.to_string(), e.message())),
        }
    }
    for e in configs {
        match e {
            ConfigError::Players { .. }
            | ConfigError::UnknownVariant { .. }
            | ConfigError::BadVariantValue { .. }
            | ConfigError::RoundCap
            | ConfigError::Revision { .. }
            | ConfigError::Data(_) => out.push((e.to_string(), e.message())),
        }
    }
    out
}

#[test]
fn every_engine_error_is_in_every_language() {
    let words: Vec<Words> = LANGS.iter().map(|l| Words::new(l).unwrap()).collect();
    let errors = engine_errors();
    let ids: std::collections::BTreeSet<&str> = errors.iter().map(|(_, m)| m.id.as_str()).collect();
    assert_eq!(ids.len(), errors.len(), "each error has its own message id");
    let catalogue: BTreeMap<String, Vec<String>> =
        Words::ids_and_variables("en").into_iter().collect();
    for (text, m) in &errors {
        assert!(m.id.starts_with("error-"), "{text}: {m}");
        let given: Vec<&String> = m.args.keys().collect();
        let used: Vec<&String> = catalogue
            .get(&m.id)
            .unwrap_or_else(|| panic!("`{}` is not in the catalogue", m.id))
            .iter()
            .collect();
        assert_eq!(given, used, "{}: arguments given and used", m.id);
        for w in &words {
            let said = w
                .check(m, &|s| format!("P{s}"))
                .unwrap_or_else(|e| panic!("{text}: {}", e.join("; ")));
            assert!(!said.contains('{'), "{}: {said}", w.lang());
        }
    }
    let nl = Words::new("nl").unwrap();
    let players = havenbaron_engine::ConfigError::Players {
        ruleset: "masters",
        players: 5,
        min: 2,
        max: 4,
    };
    assert_eq!(
        nl.check(&players.message(), &|s| s.to_string()).unwrap(),
        "Rotterdam: Masters of Trade speel je met 2 tot 4 spelers, niet met 5."
    );
    let said = |lang: &str| {
        Words::new(lang)
            .unwrap()
            .check(&players.message(), &|s| s.to_string())
            .unwrap()
    };
    assert_eq!(
        said("de"),
        "Rotterdam: Masters of Trade wird mit 2 bis 4 Spielern gespielt, nicht mit 5."
    );
    assert_eq!(
        said("fr"),
        "Rotterdam: Masters of Trade se joue de 2 à 4 joueurs, pas à 5."
    );
}

#[test]
fn an_argument_alone_is_put_into_words() {
    use havenbaron_engine::{Arg, NameKind};
    let nl = Words::new("nl").unwrap();
    let name = |kind, id: &str| Arg::Name {
        kind,
        id: id.to_string(),
    };
    let list = Arg::List(vec![
        name(NameKind::Product, "orange_juice"),
        name(NameKind::Character, "cashier"),
        name(NameKind::Raw, "sea_salt"),
        Arg::Seat(2),
    ]);
    assert_eq!(
        nl.format_arg(&list, &|s| format!("P{s}")),
        "sinaasappelsap, Kassier, sea salt, P2"
    );
}

/// German and French are translations, not copies of the English: few of their messages read
/// the same as English (names such as Joker, Container or Tripel may).
#[test]
fn every_language_is_its_own() {
    let en = Words::english();
    let ids: Vec<String> = Words::ids_and_variables("en")
        .into_iter()
        .filter(|(_, vars)| vars.is_empty())
        .map(|(id, _)| id)
        .collect();
    assert!(
        ids.len() > 150,
        "only {} messages without variables",
        ids.len()
    );
    for lang in LANGS.iter().filter(|&&l| l != "en") {
        let words = Words::new(lang).unwrap();
        let same: Vec<&String> = ids
            .iter()
            .filter(|id| words.text(id).to_lowercase() == en.text(id).to_lowercase())
            .collect();
        assert!(
            same.len() * 100 < ids.len() * 12,
            "{lang}: {} of {} messages read as in English: {same:?}",
            same.len(),
            ids.len()
        );
    }
}
