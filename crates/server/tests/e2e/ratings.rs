//! Ratings in the browser: the leaderboard page shows the people rated in a rule set with the
//! bots' fixed ratings beside them, filters by player count, speaks Dutch, and passes axe-core;
//! `web/rating-chart.js` draws a history that axe-core accepts too.

use havenbaron_server::ids::TableId;
use havenbaron_server::storage::ratings::{ApplyResult, RatedPlayer, Skill};

use crate::accessibility::{axe_check, axe_source};
use crate::browser::{driver, js, shot, text_of, wait_js};
use crate::common::{self, TempDir};

/// A rated result of two people at a 2-player table, stored through the store's apply.
fn result(table: &str, winner: &str, loser: &str) -> ApplyResult {
    ApplyResult {
        table: TableId::from(table),
        ruleset: "rotterdam".into(),
        players: 2,
        listed: true,
        at_ms: 1,
        initial: havenbaron_server::ratings::INITIAL,
        rated: vec![
            RatedPlayer {
                key: winner.into(),
                seat: 0,
                rank: 1,
            },
            RatedPlayer {
                key: loser.into(),
                seat: 1,
                rank: 2,
            },
        ],
        update: Box::new(|now: &[Skill]| {
            vec![
                Skill {
                    mu: now[0].mu + 40.0,
                    sigma: now[0].sigma * 0.8,
                },
                Skill {
                    mu: now[1].mu - 40.0,
                    sigma: now[1].sigma * 0.8,
                },
            ]
        }),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn the_leaderboard_shows_people_and_bots_and_passes_axe() {
    let mut driver = driver();
    let axe = axe_source();
    let dir = TempDir::new("e2e-ratings");
    let server = common::start(&dir.db()).await;
    let store = &server.app.store;
    assert!(
        store
            .apply_result(result("t1", "ann", "bob"))
            .await
            .unwrap()
    );
    assert!(
        store
            .apply_result(result("t2", "ann", "bob"))
            .await
            .unwrap()
    );
    let base = format!("http://{}", server.addr);
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/leaderboard")).await.unwrap();
    wait_js(
        &c,
        "document.querySelectorAll('#rows tr').length === 2",
        "two people on the board",
    )
    .await;
    assert_eq!(text_of(&c, "#heading").await, "Leaderboard");
    assert_eq!(text_of(&c, "#rows tr td:nth-child(2)").await, "ann");
    assert_eq!(text_of(&c, "#rows tr td:nth-child(3)").await, "1580");
    let bots = js(&c, "return document.querySelectorAll('#bots li').length;").await;
    assert_eq!(bots, 5, "every calibrated level of Rotterdam");
    axe_check(&c, &axe, "the leaderboard").await;
    shot(&c, "leaderboard").await;

    // At 3 players nobody has played: the board says so; the URL keeps the choice.
    js(
        &c,
        "const s = document.getElementById('players'); s.value = '3'; \
         s.dispatchEvent(new Event('change')); return true;",
    )
    .await;
    wait_js(
        &c,
        "!document.getElementById('empty').hidden",
        "an empty board",
    )
    .await;
    assert!(
        c.current_url()
            .await
            .unwrap()
            .as_str()
            .contains("players=3")
    );

    // In Dutch.
    js(
        &c,
        "const s = document.getElementById('lang'); s.value = 'nl'; \
         s.dispatchEvent(new Event('change')); return true;",
    )
    .await;
    wait_js(
        &c,
        "document.getElementById('heading').textContent === 'Ranglijst'",
        "the Dutch heading",
    )
    .await;

    // The history chart module, drawn into the page as a profile page would.
    js(
        &c,
        "import('/static/rating-chart.js').then((m) => { \
           const box = document.createElement('section'); box.id = 'chart'; \
           box.append(m.ratingChart([{ruleset: 'rotterdam', before: 1500, after: 1540}, \
             {ruleset: 'masters', before: 1500, after: 1470}], {title: 'Ratingverloop'})); \
           document.querySelector('main').append(box); }); return true;",
    )
    .await;
    wait_js(
        &c,
        "document.querySelectorAll('#chart svg polyline').length === 2",
        "the chart's two lines",
    )
    .await;
    axe_check(&c, &axe, "the leaderboard with a chart").await;
    shot(&c, "rating-chart").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}

/// A profile's ratings section (`/u/NAME`): a signed-up account rated in two games shows its
/// rating per player count and the history chart, and passes axe-core.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run ./test"]
async fn a_profile_shows_its_ratings_and_chart_and_passes_axe() {
    let mut driver = driver();
    let axe = axe_source();
    let dir = TempDir::new("e2e-profile-ratings");
    let server = common::start(&dir.db()).await;
    // The site is localhost, the accounts' default origin.
    let base = format!("http://localhost:{}", server.addr.port());
    let c = driver.session().await;
    c.set_window_size(1280, 900).await.unwrap();
    c.goto(&format!("{base}/leaderboard")).await.unwrap();
    js(
        &c,
        "fetch('/api/account/signup', {method: 'POST', headers: {'Content-Type': 'application/json'}, \
           body: JSON.stringify({name: 'Rita', password: 'a-password'})}) \
           .then((r) => { window.signedUp = r.status; }); return true;",
    )
    .await;
    wait_js(&c, "window.signedUp === 201", "signed up").await;
    let store = &server.app.store;
    let rita = store
        .account_by_skeleton(havenbaron_server::accounts::names::name_skeleton("Rita"))
        .await
        .unwrap()
        .unwrap();
    for t in ["p1", "p2"] {
        assert!(
            store
                .apply_result(result(t, &rita.id, "bob"))
                .await
                .unwrap()
        );
    }
    c.goto(&format!("{base}/u/Rita")).await.unwrap();
    wait_js(
        &c,
        "!document.getElementById('ratings').hidden \
         && document.querySelectorAll('#ratings .rating-table tbody tr').length === 2 \
         && document.querySelectorAll('#ratings svg.rating-chart polyline').length === 1",
        "the ratings and their chart",
    )
    .await;
    assert!(text_of(&c, "#ratings .rating").await.starts_with("1580"));
    axe_check(&c, &axe, "a profile with ratings").await;
    shot(&c, "profile-ratings").await;
    c.close().await.unwrap();
    server.shutdown().await.unwrap();
}
