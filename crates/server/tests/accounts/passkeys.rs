//! Passkeys: sign-up and sign-in ceremonies with a software authenticator, a second passkey,
//! and the refusals: an assertion replayed, one made for another account's challenge, or one
//! signed for another site.

use serde_json::{Value, json};

use super::authenticator::Passkey;
use super::common::{TempDir, start};
use super::{Browser, words};

fn origin(b: &Browser) -> String {
    b.origin.clone().unwrap()
}

/// Signs up `name` with `key` in `b`.
pub async fn passkey_sign_up(b: &mut Browser, name: &str, key: &Passkey) -> Value {
    let c = b
        .post("/api/account/passkey/signup", json!({"name": name}))
        .await;
    assert_eq!(c.status, 200, "{}", c.body);
    let credential = key.register(&c.body["options"], &origin(b));
    let done = b
        .post(
            "/api/account/passkey/signup/finish",
            json!({"ceremony": c.body["ceremony"], "credential": credential}),
        )
        .await;
    assert_eq!(done.status, 201, "{}", done.body);
    done.body
}

/// Starts a sign-in as `name`: the ceremony and its options.
async fn sign_in_start(b: &mut Browser, name: &str) -> Value {
    let c = b
        .post("/api/account/passkey/signin", json!({"name": name}))
        .await;
    assert_eq!(c.status, 200, "{}", c.body);
    c.body
}

async fn sign_in_finish(b: &mut Browser, ceremony: &Value, credential: Value) -> super::Answer {
    b.post(
        "/api/account/passkey/signin/finish",
        json!({"ceremony": ceremony, "credential": credential}),
    )
    .await
}

#[tokio::test]
async fn a_passkey_signs_up_and_signs_in_again() {
    let dir = TempDir::new("acct-passkey");
    let server = start(&dir.db()).await;
    let mut b = Browser::at(server.addr);
    let mut key = Passkey::new();
    let up = passkey_sign_up(&mut b, "Pim", &key).await;
    assert_eq!(up["account"]["passkeys"], 1);
    assert_eq!(up["account"]["password"], false);
    assert_eq!(up["recovery_codes"].as_array().unwrap().len(), 8);
    assert!(b.cookie.is_some());
    b.post("/api/account/signout", json!({})).await;
    assert!(b.cookie.is_none());

    let mut other = Browser::at(server.addr);
    let c = sign_in_start(&mut other, "pim").await;
    assert_eq!(c["options"]["publicKey"]["rpId"], "localhost");
    let credential = key.assert(&c["options"], &origin(&other));
    let a = sign_in_finish(&mut other, &c["ceremony"], credential).await;
    assert_eq!(a.status, 200, "{}", a.body);
    assert_eq!(other.get("/api/account").await.body["name"], "Pim");

    // A name without a passkey, or no such name: one answer.
    let none = other
        .post("/api/account/passkey/signin", json!({"name": "Nobody"}))
        .await;
    assert_eq!((none.status, words(&none)), (401, "account-error-wrong"));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn replayed_foreign_and_other_site_assertions_are_refused() {
    let dir = TempDir::new("acct-replay");
    let server = start(&dir.db()).await;
    let mut a_key = Passkey::new();
    let mut b_key = Passkey::new();
    passkey_sign_up(&mut Browser::at(server.addr), "Ann", &a_key).await;
    passkey_sign_up(&mut Browser::at(server.addr), "Bas", &b_key).await;

    // Bas's passkey answering a challenge for Ann.
    let mut b = Browser::at(server.addr);
    let c = sign_in_start(&mut b, "Ann").await;
    let foreign = b_key.assert(&c["options"], &origin(&b));
    let r = sign_in_finish(&mut b, &c["ceremony"], foreign).await;
    assert_eq!(
        (r.status, words(&r)),
        (400, "account-error-passkey"),
        "{}",
        r.body
    );
    assert!(b.cookie.is_none(), "nothing opened");

    // Signed for another site.
    let c = sign_in_start(&mut b, "Ann").await;
    let elsewhere = a_key.assert(&c["options"], "https://evil.example");
    let r = sign_in_finish(&mut b, &c["ceremony"], elsewhere).await;
    assert_eq!((r.status, words(&r)), (400, "account-error-passkey"));
    assert!(b.cookie.is_none());

    // A good assertion, then the same again: the ceremony is spent.
    let c = sign_in_start(&mut b, "Ann").await;
    let good = a_key.assert(&c["options"], &origin(&b));
    let mut thief = Browser::at(server.addr);
    let r = sign_in_finish(&mut b, &c["ceremony"], good.clone()).await;
    assert_eq!(r.status, 200, "{}", r.body);
    let again = sign_in_finish(&mut thief, &c["ceremony"], good.clone()).await;
    assert_eq!(
        (again.status, words(&again)),
        (400, "account-error-ceremony")
    );
    // Or against a fresh ceremony: its challenge differs.
    let fresh = sign_in_start(&mut thief, "Ann").await;
    let again = sign_in_finish(&mut thief, &fresh["ceremony"], good).await;
    assert_eq!(
        (again.status, words(&again)),
        (400, "account-error-passkey")
    );
    assert!(thief.cookie.is_none());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_second_passkey_is_added_once_and_signs_in() {
    let dir = TempDir::new("acct-second");
    let server = start(&dir.db()).await;
    let first = Passkey::new();
    let mut second = Passkey::new();
    let mut b = Browser::at(server.addr);
    passkey_sign_up(&mut b, "Cas", &first).await;
    let c = b.post("/api/account/passkey/add", json!({})).await;
    assert_eq!(c.status, 200, "{}", c.body);
    let credential = second.register(&c.body["options"], &origin(&b));
    let added = b
        .post(
            "/api/account/passkey/add/finish",
            json!({"ceremony": c.body["ceremony"], "credential": credential}),
        )
        .await;
    assert_eq!(
        (added.status, &added.body["passkeys"]),
        (200, &json!(2)),
        "{}",
        added.body
    );

    // The first passkey again: refused.
    let c = b.post("/api/account/passkey/add", json!({})).await;
    let credential = first.register(&c.body["options"], &origin(&b));
    let twice = b
        .post(
            "/api/account/passkey/add/finish",
            json!({"ceremony": c.body["ceremony"], "credential": credential}),
        )
        .await;
    // Refused by the ceremony (it excludes the account's passkeys) or by the store.
    assert!(matches!(twice.status, 400 | 409), "{}", twice.body);
    assert_eq!(b.get("/api/account").await.body["passkeys"], 2);

    let mut other = Browser::at(server.addr);
    let c = sign_in_start(&mut other, "Cas").await;
    let credential = second.assert(&c["options"], &origin(&other));
    let a = sign_in_finish(&mut other, &c["ceremony"], credential).await;
    assert_eq!(a.status, 200, "{}", a.body);

    // Someone else's sign-up with a registered passkey stores nothing.
    let mut c2 = Browser::at(server.addr);
    let c = c2
        .post("/api/account/passkey/signup", json!({"name": "Dirk"}))
        .await;
    let credential = first.register(&c.body["options"], &origin(&c2));
    let taken = c2
        .post(
            "/api/account/passkey/signup/finish",
            json!({"ceremony": c.body["ceremony"], "credential": credential}),
        )
        .await;
    assert_eq!(
        (taken.status, words(&taken)),
        (409, "account-error-passkey-taken")
    );
    assert_eq!(
        Browser::at(server.addr).get("/api/users/Dirk").await.status,
        404
    );
    server.shutdown().await.unwrap();
}
