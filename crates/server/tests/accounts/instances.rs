//! Two server instances on one PostgreSQL database: a session made on one is honoured by the
//! other, a sign-out on one ends it on both, and a passkey ceremony started on one is
//! finished on the other.

use serde_json::json;

use super::Browser;
use super::authenticator::Passkey;
use super::common::{postgres_url, start_with};

#[tokio::test]
#[ignore = "needs PostgreSQL: run ./test"]
async fn sessions_and_ceremonies_cross_instances_on_postgres() {
    let url = postgres_url();
    let one = start_with(std::path::Path::new(&url), |_| {}).await;
    let two = start_with(std::path::Path::new(&url), |_| {}).await;
    let name = format!("Inst{:08x}", rand::random::<u32>());
    let mut a = Browser::at(one.addr);
    let up = a
        .post(
            "/api/account/signup",
            json!({"name": name, "password": "a-password"}),
        )
        .await;
    assert_eq!(up.status, 201, "{}", up.body);
    // The same cookie, at the other instance (its own origin).
    let mut b = Browser::at(two.addr);
    b.cookie = a.cookie.clone();
    assert_eq!(b.get("/api/account").await.body["name"], name.as_str());
    let out = b.post("/api/account/signout", json!({})).await;
    assert_eq!(out.status, 200);
    assert_eq!(a.get("/api/account").await.status, 401, "ended on both");

    // A passkey sign-up started on one instance, finished on the other (same site).
    let key = Passkey::new();
    let pname = format!("Key{:08x}", rand::random::<u32>());
    let mut c = Browser::at(one.addr);
    let start = c
        .post("/api/account/passkey/signup", json!({"name": pname}))
        .await;
    let credential = key.register(&start.body["options"], c.origin.as_deref().unwrap());
    // Instances behind one balancer serve one site, so they are given its one origin.
    let three = start_with(std::path::Path::new(&url), |o| {
        o.accounts.rp_origin = c.origin.clone();
    })
    .await;
    let mut e = Browser::at(three.addr);
    e.origin = c.origin.clone();
    let done = e
        .post(
            "/api/account/passkey/signup/finish",
            json!({"ceremony": start.body["ceremony"], "credential": credential}),
        )
        .await;
    assert_eq!(done.status, 201, "{}", done.body);
    assert_eq!(
        Browser::at(one.addr)
            .get(&format!("/api/users/{pname}"))
            .await
            .status,
        200
    );
    for s in [one, two, three] {
        s.shutdown().await.unwrap();
    }
}
