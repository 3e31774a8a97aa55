//! The accounts feature (`src/storage/accounts/`): a sign-up stores all or nothing and
//! refuses a taken skeleton or passkey; sessions expire and end; a ceremony is taken once;
//! a recovery code is spent once; seat links are replaced per seat; deleting an account frees
//! its name and ends its ways in but keeps its row and seat links.

use havenbaron_server::storage::{
    AccountRecord, Ceremony, NewAccount, PasskeyRecord, SeatLink, SessionRecord, Store, Taken,
};

on_both_stores!(contract);

fn unique(tag: &str) -> String {
    format!("{tag}-{:016x}", rand::random::<u64>())
}

fn new_account(id: &str, skeleton: &str, passkey: Option<&str>) -> NewAccount {
    NewAccount {
        account: AccountRecord {
            id: id.to_string(),
            name: format!("Name of {id}"),
            created_ms: 1_000,
            deleted_ms: None,
        },
        skeleton: skeleton.to_string(),
        password_hash: Some("$argon2id$hash".into()),
        passkey: passkey.map(|c| PasskeyRecord {
            credential_id: c.to_string(),
            account_id: id.to_string(),
            passkey: "{}".into(),
            created_ms: 1_000,
        }),
        recovery_hashes: vec![format!("{id}-code-1"), format!("{id}-code-2")],
        session: SessionRecord {
            id_hash: format!("{id}-session"),
            account_id: id.to_string(),
            created_ms: 1_000,
            seen_ms: 1_000,
            expires_ms: 10_000,
        },
    }
}

async fn contract(store: std::sync::Arc<dyn Store>) {
    let (a, b, c) = (unique("a"), unique("b"), unique("c"));
    let skel_a = unique("skel");
    sign_up_and_passkeys(&*store, &a, &b, &skel_a).await;
    sessions_and_codes(&*store, &a, &b).await;
    ceremonies(&*store, &a).await;
    seats_and_deletion(&*store, &a, &b, &c, &skel_a).await;
}

async fn sign_up_and_passkeys(store: &dyn Store, a: &str, b: &str, skel_a: &str) {
    let (a, b) = (a.to_string(), b.to_string());
    let (skel_a, cred_a) = (skel_a.to_string(), unique("cred"));
    store
        .create_account(new_account(&a, &skel_a, Some(&cred_a)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        store
            .create_account(new_account(&b, &skel_a, None))
            .await
            .unwrap(),
        Err(Taken::Name)
    );
    assert_eq!(
        store
            .create_account(new_account(&b, &unique("skel"), Some(&cred_a)))
            .await
            .unwrap(),
        Err(Taken::Passkey)
    );
    assert_eq!(
        store.account(b.clone()).await.unwrap(),
        None,
        "all or nothing"
    );
    assert!(
        store
            .session(format!("{b}-session"), 0)
            .await
            .unwrap()
            .is_none()
    );

    let found = store
        .account_by_skeleton(skel_a.clone())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(found.id, a);
    assert_eq!(
        store.password_hash(a.clone()).await.unwrap().as_deref(),
        Some("$argon2id$hash")
    );
    assert_eq!(store.passkeys(a.clone()).await.unwrap().len(), 1);
    let cred_2 = unique("cred");
    let second = PasskeyRecord {
        credential_id: cred_2.clone(),
        account_id: a.clone(),
        passkey: "{\"n\":1}".into(),
        created_ms: 2_000,
    };
    assert!(store.add_passkey(second.clone()).await.unwrap());
    assert!(!store.add_passkey(second).await.unwrap(), "once");
    store
        .update_passkey(cred_2.clone(), "{\"n\":2}".into())
        .await
        .unwrap();
    let keys = store.passkeys(a.clone()).await.unwrap();
    assert_eq!(keys[1].passkey, "{\"n\":2}");
}

async fn sessions_and_codes(store: &dyn Store, a: &str, b: &str) {
    let (a, b) = (a.to_string(), b.to_string());
    // Sessions: found until they expire; touched; ended one or all.
    let (s, acc) = store
        .session(format!("{a}-session"), 5_000)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (s.account_id.as_str(), acc.id.as_str()),
        (a.as_str(), a.as_str())
    );
    assert!(
        store
            .session(format!("{a}-session"), 10_000)
            .await
            .unwrap()
            .is_none()
    );
    store
        .touch_session(format!("{a}-session"), 9_000, 20_000)
        .await
        .unwrap();
    assert!(
        store
            .session(format!("{a}-session"), 10_000)
            .await
            .unwrap()
            .is_some()
    );
    let other = SessionRecord {
        id_hash: format!("{a}-other"),
        account_id: a.clone(),
        created_ms: 1,
        seen_ms: 1,
        expires_ms: 20_000,
    };
    store.create_session(other).await.unwrap();
    store.delete_session(format!("{a}-other")).await.unwrap();
    // A session made later sweeps the account's expired ones.
    let late = SessionRecord {
        id_hash: format!("{a}-late"),
        account_id: a.clone(),
        created_ms: 25_000,
        seen_ms: 25_000,
        expires_ms: 90_000,
    };
    store.create_session(late).await.unwrap();
    assert!(
        store
            .session(format!("{a}-session"), 0)
            .await
            .unwrap()
            .is_none(),
        "expired at 20 000, swept at 25 000"
    );
    assert!(
        store
            .session(format!("{a}-other"), 2)
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(store.delete_sessions(a.clone()).await.unwrap(), 1);

    // Recovery codes are spent once.
    assert!(
        store
            .use_recovery_code(a.clone(), format!("{a}-code-1"), 5)
            .await
            .unwrap()
    );
    assert!(
        !store
            .use_recovery_code(a.clone(), format!("{a}-code-1"), 6)
            .await
            .unwrap()
    );
    assert!(
        !store
            .use_recovery_code(b.clone(), format!("{a}-code-2"), 6)
            .await
            .unwrap()
    );
    store.set_password(a.clone(), "new".into()).await.unwrap();
    assert_eq!(
        store.password_hash(a.clone()).await.unwrap().as_deref(),
        Some("new")
    );
}

async fn ceremonies(store: &dyn Store, a: &str) {
    let a = a.to_string();
    // A ceremony is taken once, and not after it expired.
    let cer = |id: &str, expires_ms| Ceremony {
        id: id.to_string(),
        kind: "signin".into(),
        account_id: Some(a.clone()),
        state: "{}".into(),
        expires_ms,
    };
    let (c1, c2) = (unique("cer"), unique("cer"));
    store.put_ceremony(cer(&c1, 5_000)).await.unwrap();
    store.put_ceremony(cer(&c2, 5_000)).await.unwrap();
    assert_eq!(
        store.take_ceremony(c1.clone(), 4_000).await.unwrap(),
        Some(cer(&c1, 5_000))
    );
    assert_eq!(store.take_ceremony(c1, 4_000).await.unwrap(), None);
    assert_eq!(
        store.take_ceremony(c2, 6_000).await.unwrap(),
        None,
        "expired"
    );
}

async fn seats_and_deletion(store: &dyn Store, a: &str, b: &str, c: &str, skel_a: &str) {
    let (a, b, c, skel_a) = (
        a.to_string(),
        b.to_string(),
        c.to_string(),
        skel_a.to_string(),
    );
    // Seat links: one account per seat, the latest attach wins.
    store
        .create_account(new_account(&c, &unique("skel"), None))
        .await
        .unwrap()
        .unwrap();
    let table: havenbaron_server::ids::TableId = unique("t").into();
    let link = |account: &str, seat, at| SeatLink {
        table: table.clone(),
        seat,
        account_id: account.to_string(),
        account_name: String::new(),
        token_hash: format!("hash-{seat}"),
        attached_ms: at,
    };
    store.attach_seat(link(&a, 0, 10)).await.unwrap();
    store.attach_seat(link(&a, 1, 11)).await.unwrap();
    store.attach_seat(link(&c, 1, 12)).await.unwrap();
    let at_table = store.table_accounts(table.clone()).await.unwrap();
    assert_eq!(
        at_table
            .iter()
            .map(|l| (l.seat, l.account_id.clone()))
            .collect::<Vec<_>>(),
        vec![(0, a.clone()), (1, c.clone())]
    );
    assert_eq!(at_table[0].account_name, format!("Name of {a}"));
    let mine = store.account_seats(a.clone(), 10).await.unwrap();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0].token_hash, "hash-0");

    // Deleting: the name is free again, ways in end, the row and links stay.
    store.delete_account(a.clone(), 99).await.unwrap();
    assert!(
        store
            .account_by_skeleton(skel_a.clone())
            .await
            .unwrap()
            .is_none()
    );
    let gone = store.account(a.clone()).await.unwrap().unwrap();
    assert_eq!((gone.name.as_str(), gone.deleted_ms), ("", Some(99)));
    assert!(store.passkeys(a.clone()).await.unwrap().is_empty());
    assert!(store.password_hash(a.clone()).await.unwrap().is_none());
    assert_eq!(
        store.table_accounts(table).await.unwrap()[0].account_name,
        ""
    );
    store
        .create_account(new_account(&b, &skel_a, None))
        .await
        .unwrap()
        .expect("the name is free again");
}
