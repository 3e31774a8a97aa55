//! The mail feature (`src/storage/mail/`): accounts' addresses, their confirmation and the
//! notices asked for, and the window of one notice per game. Its contract runs against both
//! stores: a token confirms its own address once, and only while fresh; a new address undoes
//! the confirmation; a window is taken once until it has passed.

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::{MailPrefs, MailRecord, Store};

on_both_stores!(contract);

async fn contract(store: std::sync::Arc<dyn Store>) {
    // Accounts and tables of their own: other tests' servers may share the database.
    let tag = format!("{:08x}", rand::random::<u32>());
    let (anna, bert) = (format!("anna{tag}"), format!("bert{tag}"));
    let t0: i64 = 1_000_000;
    let all = MailPrefs {
        your_turn: true,
        game_ended: true,
        invites: false,
    };
    assert_eq!(store.mail(anna.clone()).await.unwrap(), None, "no address");
    assert!(
        !store.set_mail_prefs(anna.clone(), all, None).await.unwrap(),
        "no address to set preferences of"
    );

    let (hash_a, hash_b) = (format!("ha{tag}"), format!("hb{tag}"));
    store
        .set_mail_address(
            anna.clone(),
            "anna@example.org".into(),
            "nl".into(),
            hash_a.clone(),
            all,
            t0,
        )
        .await
        .unwrap();
    store
        .set_mail_address(
            bert.clone(),
            "bert@example.org".into(),
            "en".into(),
            hash_b.clone(),
            all,
            t0,
        )
        .await
        .unwrap();
    let unconfirmed = MailRecord {
        account_id: anna.clone(),
        address: "anna@example.org".into(),
        lang: "nl".into(),
        confirmed_ms: None,
        prefs: all,
    };
    assert_eq!(
        store.mail(anna.clone()).await.unwrap(),
        Some(unconfirmed.clone())
    );

    // A token confirms its own address, once; a stale one confirms nothing.
    assert_eq!(
        store
            .confirm_mail(format!("nothing{tag}"), 0, t0 + 1)
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        store
            .confirm_mail(hash_b.clone(), t0, t0 + 5)
            .await
            .unwrap(),
        None,
        "made too long ago"
    );
    assert_eq!(
        store
            .confirm_mail(hash_a.clone(), t0 - 10, t0 + 5)
            .await
            .unwrap(),
        Some(anna.clone())
    );
    assert_eq!(
        store
            .confirm_mail(hash_a.clone(), t0 - 10, t0 + 6)
            .await
            .unwrap(),
        None,
        "a token confirms once"
    );
    let confirmed = store.mail(anna.clone()).await.unwrap().unwrap();
    assert_eq!(confirmed.confirmed_ms, Some(t0 + 5));
    assert_eq!(
        store
            .mail(bert.clone())
            .await
            .unwrap()
            .unwrap()
            .confirmed_ms,
        None,
        "another account's address stays unconfirmed"
    );

    // Preferences and language change alone; a new address must be confirmed again.
    let none = MailPrefs::default();
    assert!(
        store
            .set_mail_prefs(anna.clone(), none, Some("fr".into()))
            .await
            .unwrap()
    );
    let changed = store.mail(anna.clone()).await.unwrap().unwrap();
    assert_eq!((changed.prefs, changed.lang.as_str()), (none, "fr"));
    assert_eq!(changed.confirmed_ms, Some(t0 + 5), "still confirmed");
    store
        .set_mail_address(
            anna.clone(),
            "anna@example.net".into(),
            "fr".into(),
            format!("hc{tag}"),
            all,
            t0 + 10,
        )
        .await
        .unwrap();
    let again = store.mail(anna.clone()).await.unwrap().unwrap();
    assert_eq!(
        (again.address.as_str(), again.confirmed_ms),
        ("anna@example.net", None)
    );

    windows_and_key(&*store, &tag, &anna, &bert, t0).await;
}

/// One notice per game per window, forgetting an account's mail, and the signing key.
async fn windows_and_key(store: &dyn Store, tag: &str, anna: &str, bert: &str, t0: i64) {
    // One notice per game per window: taken once, then again once the window has passed;
    // other games and other accounts have windows of their own.
    let table = TableId::from(format!("mail{tag}"));
    let other = TableId::from(format!("mailo{tag}"));
    let window = 3_600_000;
    let take =
        |who: &str, t: &TableId, at: i64| store.mail_window(who.into(), t.clone(), at, window);
    assert!(take(anna, &table, t0).await.unwrap());
    assert!(
        !take(anna, &table, t0 + 1).await.unwrap(),
        "within the window"
    );
    assert!(take(anna, &other, t0 + 1).await.unwrap(), "another game");
    assert!(take(bert, &table, t0 + 1).await.unwrap(), "another account");
    assert!(!take(anna, &table, t0 + window - 1).await.unwrap());
    assert!(
        take(anna, &table, t0 + window).await.unwrap(),
        "window passed"
    );
    assert!(!take(anna, &table, t0 + window + 5).await.unwrap(), "anew");

    // Forgetting an account's mail forgets its address and its windows.
    store.forget_mail(anna.to_string()).await.unwrap();
    assert_eq!(store.mail(anna.to_string()).await.unwrap(), None);
    assert!(take(anna, &table, t0 + window + 6).await.unwrap());
    assert!(store.mail(bert.to_string()).await.unwrap().is_some());

    // The signing key: the first one stored stays.
    let first = store.mail_key(format!("k1{tag}")).await.unwrap();
    assert_eq!(store.mail_key(format!("k2{tag}")).await.unwrap(), first);
}
