//! Every refusal of an accounts request exists in every language with exactly the variables
//! its message gives (the `match` makes a new variant fail to compile until it is listed).

use std::collections::BTreeMap;

use havenbaron_words::{LANGS, Words};

use super::AccountError;
use crate::lobby::NameError;

fn every_error() -> Vec<AccountError> {
    let all = vec![
        AccountError::NotSignedIn,
        AccountError::Origin,
        AccountError::Name(NameError::TooLong),
        AccountError::NameTaken("Mia".into()),
        AccountError::NameConfusable("Mia".into()),
        AccountError::BotName,
        AccountError::PasswordShort,
        AccountError::PasswordLong,
        AccountError::Wrong,
        AccountError::TooMany(30),
        AccountError::Passkey("x".into()),
        AccountError::Ceremony,
        AccountError::PasskeyTaken,
        AccountError::Confirm,
        AccountError::NoPlayer("Mia".into()),
        AccountError::Bad("x".into()),
        AccountError::Internal("x".into()),
    ];
    for e in &all {
        match e {
            AccountError::NotSignedIn
            | AccountError::Origin
            | AccountError::Name(_)
            | AccountError::NameTaken(_)
            | AccountError::NameConfusable(_)
            | AccountError::BotName
            | AccountError::PasswordShort
            | AccountError::PasswordLong
            | AccountError::Wrong
            | AccountError::TooMany(_)
            | AccountError::Passkey(_)
            | AccountError::Ceremony
            | AccountError::PasskeyTaken
            | AccountError::Confirm
            | AccountError::NoPlayer(_)
            | AccountError::Bad(_)
            | AccountError::Internal(_) => {}
        }
    }
    all
}

#[test]
fn every_refusal_is_in_every_language_with_its_variables() {
    let catalogue: BTreeMap<String, Vec<String>> =
        Words::ids_and_variables("en").into_iter().collect();
    let words: Vec<Words> = LANGS.iter().map(|l| Words::new(l).unwrap()).collect();
    let mut ids = Vec::new();
    for e in every_error() {
        let m = e.message();
        ids.push(m.id.clone());
        let given: Vec<&String> = m.args.keys().collect();
        let used: Vec<&String> = catalogue
            .get(&m.id)
            .unwrap_or_else(|| panic!("`{}` is not in the catalogue", m.id))
            .iter()
            .collect();
        assert_eq!(given, used, "{}: arguments given and used", m.id);
        for w in &words {
            let said = w
                .check(&m, &|s| format!("P{s}"))
                .unwrap_or_else(|err| panic!("{e}: {}", err.join("; ")));
            assert!(
                !said.is_empty() && !said.contains('{'),
                "{}: {said}",
                w.lang()
            );
        }
    }
    let unused: Vec<&String> = catalogue
        .keys()
        .filter(|id| id.starts_with("account-error-") && !ids.contains(*id))
        .collect();
    assert!(unused.is_empty(), "never sent: {unused:?}");
}

#[test]
fn every_page_word_is_in_every_language() {
    let en: BTreeMap<String, Vec<String>> = Words::ids_and_variables("en").into_iter().collect();
    for lang in LANGS {
        let other: BTreeMap<String, Vec<String>> =
            Words::ids_and_variables(lang).into_iter().collect();
        for (id, vars) in en.iter().filter(|(id, _)| id.starts_with("account-")) {
            assert_eq!(other.get(id), Some(vars), "{lang}: {id}");
        }
    }
}

#[test]
fn the_relying_party_defaults_to_localhost_and_refuses_an_ip_address() {
    use super::{AccountOptions, Accounts};
    let addr: std::net::SocketAddr = "127.0.0.1:8123".parse().unwrap();
    let local = Accounts::new(&AccountOptions::default());
    let r = local.bind(addr).unwrap();
    assert_eq!(
        (r.origin.as_str(), r.secure),
        ("http://localhost:8123", false)
    );
    let site = Accounts::new(&AccountOptions {
        rp_id: Some("havenbaron.example".into()),
        ..Default::default()
    });
    let r = site.bind(addr).unwrap();
    assert_eq!(
        (r.origin.as_str(), r.secure),
        ("https://havenbaron.example", true)
    );
    let cookie = site.cookie(&"a".repeat(64));
    let cookie = cookie.to_str().unwrap();
    assert!(
        cookie.contains("HttpOnly")
            && cookie.contains("SameSite=Lax")
            && cookie.ends_with("; Secure"),
        "{cookie}"
    );
    let proxied = Accounts::new(&AccountOptions {
        cookie_secure: Some(true),
        ..Default::default()
    });
    assert!(proxied.bind(addr).unwrap().secure, "behind a TLS proxy");
    for ip in ["127.0.0.1", "::1"] {
        let e = Accounts::new(&AccountOptions {
            rp_id: Some(ip.into()),
            ..Default::default()
        })
        .bind(addr)
        .err()
        .expect("refused");
        assert!(e.to_string().contains("must be a domain"), "{e}");
    }
}
