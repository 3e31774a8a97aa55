//! Passwords, sessions and the refusals around them: sign-up, sign-in, sign-out (here and
//! everywhere), recovery codes, wrong passwords against unknown names, the sign-in bounds,
//! cross-site writes, forged cookies, taken and look-alike names, deleting an account.

use std::time::{Duration, Instant};

use serde_json::json;

use super::common::{TempDir, start, start_with};
use super::{Browser, words};

#[tokio::test]
async fn a_password_account_signs_up_in_and_out_on_two_browsers() {
    let dir = TempDir::new("acct-pw");
    let server = start(&dir.db()).await;
    let mut one = Browser::at(server.addr);
    let a = one
        .post(
            "/api/account/signup",
            json!({"name": " Mia ", "password": "harbour-lights"}),
        )
        .await;
    assert_eq!(a.status, 201, "{}", a.body);
    assert_eq!(a.body["account"]["name"], "Mia");
    assert_eq!(a.body["account"]["password"], true);
    assert_eq!(a.body["recovery_codes"].as_array().unwrap().len(), 8);
    let cookie = super::common::contract::header(&a.head, "set-cookie").unwrap();
    assert!(cookie.starts_with("havenbaron_session="), "{cookie}");
    for part in ["HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(part), "{cookie}");
    }
    assert!(
        !cookie.contains("Secure"),
        "http://localhost is not HTTPS: {cookie}"
    );
    assert_eq!(one.get("/api/account").await.body["name"], "Mia");

    let mut two = Browser::at(server.addr);
    assert_eq!(two.get("/api/account").await.status, 401);
    let b = two
        .post(
            "/api/account/signin",
            json!({"name": "mia", "password": "harbour-lights"}),
        )
        .await;
    assert_eq!(b.status, 200, "{}", b.body);
    assert!(
        b.body.get("recovery_codes").is_none(),
        "shown at sign-up only"
    );
    assert_eq!(two.get("/api/account").await.status, 200);

    let out = one.post("/api/account/signout", json!({})).await;
    assert_eq!(out.status, 200);
    assert!(one.cookie.is_none(), "the cookie is cleared");
    assert_eq!(
        two.get("/api/account").await.status,
        200,
        "the other session stays"
    );

    one.post(
        "/api/account/signin",
        json!({"name": "Mia", "password": "harbour-lights"}),
    )
    .await;
    let all = two.post("/api/account/signout-everywhere", json!({})).await;
    assert_eq!((all.status, &all.body["sessions"]), (200, &json!(2)));
    assert_eq!(
        one.get("/api/account").await.status,
        401,
        "ended everywhere"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_recovery_code_opens_the_account_once_and_can_set_a_password() {
    let dir = TempDir::new("acct-recover");
    let server = start(&dir.db()).await;
    let mut b = Browser::at(server.addr);
    let a = b
        .post(
            "/api/account/signup",
            json!({"name": "Noor", "password": "first-password"}),
        )
        .await;
    let code = a.body["recovery_codes"][3].as_str().unwrap().to_uppercase();
    let mut other = Browser::at(server.addr);
    let r = other
        .post(
            "/api/account/recover",
            json!({"name": "noor", "code": code, "password": "second-password"}),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(other.get("/api/account").await.body["name"], "Noor");
    let again = Browser::at(server.addr)
        .post(
            "/api/account/recover",
            json!({"name": "Noor", "code": code}),
        )
        .await;
    assert_eq!((again.status, words(&again)), (401, "account-error-wrong"));
    let old = Browser::at(server.addr)
        .post(
            "/api/account/signin",
            json!({"name": "Noor", "password": "first-password"}),
        )
        .await;
    assert_eq!(old.status, 401);
    let new = Browser::at(server.addr)
        .post(
            "/api/account/signin",
            json!({"name": "Noor", "password": "second-password"}),
        )
        .await;
    assert_eq!(new.status, 200);
    server.shutdown().await.unwrap();
}

/// The median time of `n` sign-ins.
async fn median_sign_in(b: &mut Browser, name: &str, n: usize) -> (Duration, super::Answer) {
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..n {
        let t = Instant::now();
        let a = b
            .post(
                "/api/account/signin",
                json!({"name": name, "password": "not-the-password"}),
            )
            .await;
        times.push(t.elapsed());
        last = Some(a);
    }
    times.sort();
    (times[n / 2], last.unwrap())
}

#[tokio::test]
async fn a_wrong_password_reads_and_takes_like_an_unknown_name() {
    let dir = TempDir::new("acct-wrong");
    let server = start(&dir.db()).await;
    let mut b = Browser::at(server.addr);
    b.post(
        "/api/account/signup",
        json!({"name": "Ada", "password": "the-password"}),
    )
    .await;
    b.post("/api/account/signout", json!({})).await;
    let (known, wrong) = median_sign_in(&mut b, "Ada", 5).await;
    let (unknown, missing) = median_sign_in(&mut b, "Nobody", 5).await;
    assert_eq!(wrong.status, 401);
    assert_eq!(
        (missing.status, &missing.body),
        (wrong.status, &wrong.body),
        "one answer for both"
    );
    assert_eq!(words(&wrong), "account-error-wrong");
    // Both verify an Argon2id hash: neither answers in a fraction of the other's time.
    let (short, long) = (known.min(unknown), known.max(unknown));
    assert!(
        short * 3 >= long,
        "wrong password {known:?}, unknown name {unknown:?}"
    );
    assert!(b.cookie.is_none());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn sign_in_attempts_are_bounded_per_name_and_per_address() {
    let dir = TempDir::new("acct-bounds");
    let server = start_with(&dir.db(), |o| {
        o.accounts.failures_per_account = 3;
        o.accounts.attempts_per_address = 6;
    })
    .await;
    let mut b = Browser::at(server.addr);
    b.post(
        "/api/account/signup",
        json!({"name": "Ole", "password": "right-password"}),
    )
    .await;
    for _ in 0..3 {
        let a = b
            .post(
                "/api/account/signin",
                json!({"name": "Ole", "password": "wrong-password"}),
            )
            .await;
        assert_eq!(a.status, 401);
    }
    let blocked = b
        .post(
            "/api/account/signin",
            json!({"name": "OLE", "password": "right-password"}),
        )
        .await;
    assert_eq!(
        (blocked.status, words(&blocked)),
        (429, "account-error-too-many"),
        "the name is bounded, even with the right password"
    );
    assert!(
        blocked.body["words"]["args"]["seconds"]["number"]
            .as_i64()
            .unwrap()
            > 0
    );
    // Other names from this address go on until the address's bound (6 attempts counted).
    for name in ["Pia", "Quinn", "Rosa"] {
        let a = b
            .post(
                "/api/account/signin",
                json!({"name": name, "password": "whatever-it-is"}),
            )
            .await;
        assert_eq!(a.status, 401, "{name}");
    }
    let a = b
        .post(
            "/api/account/signin",
            json!({"name": "Sem", "password": "whatever-it-is"}),
        )
        .await;
    assert_eq!(a.status, 429, "the address is bounded");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn writes_without_the_sites_origin_are_refused_and_change_nothing() {
    let dir = TempDir::new("acct-origin");
    let server = start(&dir.db()).await;
    let site = format!("http://localhost:{}", server.addr.port());
    for origin in [
        Some("https://evil.example".to_string()),
        Some(format!("http://127.0.0.1:{}", server.addr.port())),
        Some("null".to_string()),
        None,
    ] {
        let mut b = Browser::at(server.addr);
        b.origin = origin.clone();
        let a = b
            .post(
                "/api/account/signup",
                json!({"name": "Vera", "password": "a-password"}),
            )
            .await;
        assert_eq!(
            (a.status, words(&a)),
            (403, "account-error-origin"),
            "{origin:?}"
        );
        assert!(b.cookie.is_none());
    }
    let mut anyone = Browser::at(server.addr);
    assert_eq!(
        anyone.get("/api/users/Vera").await.status,
        404,
        "nothing written"
    );

    let mut b = Browser::at(server.addr);
    b.post(
        "/api/account/signup",
        json!({"name": "Vera", "password": "a-password"}),
    )
    .await;
    b.origin = Some("https://evil.example".into());
    for (path, body) in [
        ("/api/account/signout-everywhere", json!({})),
        ("/api/account/signout", json!({})),
        ("/api/account/delete", json!({"name": "Vera"})),
        ("/api/account/passkey/add", json!({})),
        ("/api/account/seats", json!({"seats": []})),
    ] {
        let a = b.post(path, body).await;
        assert_eq!(
            (a.status, words(&a)),
            (403, "account-error-origin"),
            "{path}"
        );
    }
    b.origin = Some(site);
    assert_eq!(
        b.get("/api/account").await.body["name"],
        "Vera",
        "still signed in"
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn forged_and_foreign_session_cookies_open_nothing() {
    let dir = TempDir::new("acct-forged");
    let other_dir = TempDir::new("acct-foreign");
    let server = start(&dir.db()).await;
    let other = start(&other_dir.db()).await;
    let mut there = Browser::at(other.addr);
    there
        .post(
            "/api/account/signup",
            json!({"name": "Wim", "password": "a-password"}),
        )
        .await;
    let foreign = there.cookie.clone().unwrap();
    let forged = format!("havenbaron_session={}", "ab".repeat(32));
    for cookie in [
        foreign,
        forged,
        "havenbaron_session=../../etc".to_string(),
        "havenbaron_session=".to_string(),
        "other=1".to_string(),
    ] {
        let mut b = Browser::at(server.addr);
        b.cookie = Some(cookie.clone());
        let a = b.get("/api/account").await;
        assert_eq!(
            (a.status, words(&a)),
            (401, "account-error-not-signed-in"),
            "{cookie}"
        );
        let a = b.post("/api/account/signout-everywhere", json!({})).await;
        assert_eq!(a.status, 401, "{cookie}");
    }
    server.shutdown().await.unwrap();
    other.shutdown().await.unwrap();
}

#[tokio::test]
async fn taken_look_alike_and_bot_names_are_refused_with_the_reason() {
    let dir = TempDir::new("acct-names");
    let server = start(&dir.db()).await;
    let mut b = Browser::at(server.addr);
    let a = b
        .post(
            "/api/account/signup",
            json!({"name": "Anna", "password": "a-password"}),
        )
        .await;
    assert_eq!(a.status, 201);
    for (name, status, id) in [
        ("anna", 409, "account-error-name-taken"),
        ("ANNA", 409, "account-error-name-taken"),
        ("\u{410}nn\u{430}", 409, "account-error-name-confusable"),
        ("greedy", 400, "account-error-bot-name"),
        ("Ismcts (bot)", 400, "account-error-bot-name"),
        ("Ev\u{202e}il", 400, "error-name-format"),
        ("", 400, "error-name-empty"),
    ] {
        let mut c = Browser::at(server.addr);
        let r = c
            .post(
                "/api/account/signup",
                json!({"name": name, "password": "a-password"}),
            )
            .await;
        assert_eq!((r.status, words(&r)), (status, id), "{name:?}");
        assert!(c.cookie.is_none(), "{name:?}");
        let p = c
            .post("/api/account/passkey/signup", json!({"name": name}))
            .await;
        assert_eq!((p.status, words(&p)), (status, id), "passkey {name:?}");
    }
    let r = Browser::at(server.addr)
        .post(
            "/api/account/signup",
            json!({"name": "Bea", "password": "short"}),
        )
        .await;
    assert_eq!((r.status, words(&r)), (400, "account-error-password-short"));
    assert_eq!(
        Browser::at(server.addr).get("/api/users/Bea").await.status,
        404
    );
    let taken = Browser::at(server.addr)
        .post(
            "/api/account/signup",
            json!({"name": "anna", "password": "a-password"}),
        )
        .await;
    assert_eq!(
        taken.body["words"]["args"]["name"]["text"], "Anna",
        "names the account"
    );
    server.shutdown().await.unwrap();
}
