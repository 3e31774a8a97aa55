//! A passkey on two devices (issue 32): a guest creates a table, signs up with a passkey
//! (Chromium's virtual authenticator, through the DevTools `WebAuthn` domain), signs out; a
//! second browser profile gets the same passkey (`WebAuthn.getCredentials` from the first
//! authenticator, `WebAuthn.addCredential` into its own), signs in, finds the game in "my
//! games" and plays on from there.

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{
    Driver, body_data, click_list, create_in_lobby, driver, shot, text_of, wait_js,
};
use crate::common::{self, TempDir};

/// A virtual passkey authenticator in `c`'s tab (user verification on): its id.
async fn authenticator(d: &Driver, c: &Client) -> String {
    d.cdp(c, "WebAuthn.enable", json!({})).await;
    let a = d
        .cdp(
            c,
            "WebAuthn.addVirtualAuthenticator",
            json!({"options": {"protocol": "ctap2", "transport": "internal",
                "hasResidentKey": true, "hasUserVerification": true, "isUserVerified": true,
                "automaticPresenceSimulation": true}}),
        )
        .await;
    a["authenticatorId"]
        .as_str()
        .expect("an authenticator")
        .to_string()
}

async fn fill(c: &Client, id: &str, text: &str) {
    let field = c.find(Locator::Id(id)).await.unwrap();
    field.clear().await.unwrap();
    field.send_keys(text).await.unwrap();
}

async fn click(c: &Client, id: &str) {
    c.find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_passkey_brings_a_guests_game_to_a_second_browser() {
    let mut d = driver();
    let dir = TempDir::new("e2e-accounts");
    let server = common::start(&dir.db()).await;
    // Passkeys need a domain: the site is localhost, as `serve` prints it.
    let base = format!("http://localhost:{}", server.addr.port());

    let first_browser = d.session().await;
    let first = &first_browser;
    let table = guest_game(first, &base).await;
    let axe = axe_source();
    let one = sign_up_and_out(&d, first, &base, &axe).await;

    // The passkey, copied to a second profile's authenticator.
    let creds = d
        .cdp(
            first,
            "WebAuthn.getCredentials",
            json!({"authenticatorId": one}),
        )
        .await;
    let creds = creds["credentials"]
        .as_array()
        .expect("credentials")
        .clone();
    assert_eq!(creds.len(), 1, "{creds:?}");
    let second_browser = d.session().await;
    let second = &second_browser;
    sign_in_with(&d, second, &base, creds[0].clone()).await;
    plays_on(second, &base, &table, &axe).await;

    second.goto(&format!("{base}/u/Mia")).await.unwrap();
    wait_js(
        second,
        "!document.getElementById('profile').hidden",
        "the profile",
    )
    .await;
    axe_check(second, &axe, "the profile").await;
    second.goto(&format!("{base}/account")).await.unwrap();
    click(second, "sign-out").await;
    wait_js(
        second,
        "!document.getElementById('sign-up').hidden",
        "signed out again",
    )
    .await;
    axe_check(second, &axe, "the account page, signed out").await;

    second_browser.close().await.unwrap();
    first_browser.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// A guest's game, created before there is any account: the table's path.
async fn guest_game(first: &Client, base: &str) -> String {
    create_in_lobby(first, base, "rotterdam", &[], &[], 3, "accounts-lobby").await;
    let table = first.current_url().await.unwrap().path().to_string();
    wait_js(
        first,
        "JSON.parse(localStorage.getItem('hb.seats') || '[]').length === 1",
        "the seat remembered",
    )
    .await;
    wait_js(
        first,
        "document.getElementById('account-marks')?.textContent.includes('guest')",
        "the guest marker",
    )
    .await;
    // The tab closed, the game is not lost: the lobby lists the seat this browser holds.
    first.goto(&format!("{base}/")).await.unwrap();
    wait_js(
        first,
        "document.querySelector('#my-games #my-running a.open-seat')",
        "the remembered game",
    )
    .await;
    table
}

/// Signs up as Mia with a passkey (the remembered seat comes along), then signs out: the id
/// of the virtual authenticator that holds the passkey.
async fn sign_up_and_out(d: &Driver, first: &Client, base: &str, axe: &str) -> String {
    first.goto(&format!("{base}/account")).await.unwrap();
    wait_js(
        first,
        "!document.getElementById('sign-up').hidden",
        "the sign-up form",
    )
    .await;
    let one = authenticator(d, first).await;
    fill(first, "up-name", "Mia").await;
    click(first, "up-passkey").await;
    wait_js(
        first,
        "!document.getElementById('signed-in').hidden",
        "signed up",
    )
    .await;
    wait_js(
        first,
        "document.querySelectorAll('#code-list li').length === 8",
        "the recovery codes",
    )
    .await;
    shot(first, "accounts-signed-up").await;
    assert!(text_of(first, "#who").await.contains("Mia"));
    axe_check(first, axe, "the account page, signed in").await;
    click(first, "sign-out").await;
    wait_js(
        first,
        "!document.getElementById('sign-in').hidden",
        "signed out",
    )
    .await;

    one
}

/// A second browser profile gets the passkey (`WebAuthn.addCredential`) and signs in with it.
async fn sign_in_with(d: &Driver, second: &Client, base: &str, credential: Value) {
    second.goto(&format!("{base}/account")).await.unwrap();
    wait_js(
        second,
        "!document.getElementById('sign-in').hidden",
        "the sign-in form",
    )
    .await;
    let two = authenticator(d, second).await;
    d.cdp(
        second,
        "WebAuthn.addCredential",
        json!({"authenticatorId": two, "credential": credential}),
    )
    .await;
    fill(second, "in-name", "mia").await;
    click(second, "in-passkey").await;
    wait_js(
        second,
        "!document.getElementById('signed-in').hidden",
        "signed in on the second browser",
    )
    .await;
}

/// My games on the second browser: the guest's game, whose seat opens here and plays on.
async fn plays_on(second: &Client, base: &str, table: &str, axe: &str) {
    second.goto(&format!("{base}/me")).await.unwrap();
    wait_js(
        second,
        "document.querySelector('#my-running a.open-seat')",
        "my running game",
    )
    .await;
    shot(second, "accounts-my-games").await;
    axe_check(second, axe, "my games").await;
    let line = text_of(second, "#my-running li").await;
    assert!(line.contains("Rotterdam"), "{line}");
    click_css(second, "#my-running a.open-seat").await;
    wait_js(
        second,
        &format!("location.pathname === '{table}'"),
        "the table",
    )
    .await;
    wait_js(
        second,
        "document.body.dataset.connected === '1' && document.body.dataset.version !== ''",
        "the table's first update",
    )
    .await;
    assert_eq!(body_data(second, "you").await, "0", "my seat");
    wait_js(
        second,
        "document.getElementById('account-marks')?.textContent.includes('Mia')",
        "the signed-in marker",
    )
    .await;
    // And play on.
    wait_js(
        second,
        "document.body.dataset.myTurn === '1' || document.body.dataset.over === '1'",
        "my decision",
    )
    .await;
    let before = body_data(second, "version").await;
    click_list(second, &["pass", "continue"]).await;
    assert_ne!(
        body_data(second, "version").await,
        before,
        "a move was made"
    );
    shot(second, "accounts-played-on").await;
}

async fn click_css(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}
