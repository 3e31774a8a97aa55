//! A lobby flood: many listed tables, and the lists asked in a loop from one address. Each
//! answer is one bounded page, the flood is answered 429 past its allowance (with the wait),
//! and the player plays on.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::{Player, get_from};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_flood_gets_bounded_pages_then_429() {
    let dir = crate::common::TempDir::new("lobby-flood");
    let server = crate::common::start_with(&dir.db(), |o| {
        let defaults = havenbaron_server::Limits::default();
        o.limits.list_burst = defaults.list_burst;
        o.limits.list_every = defaults.list_every;
        o.limits.list_cache = defaults.list_cache;
    })
    .await;
    let a = server.addr;
    for seed in 0..150 {
        crate::common::create_table(a, &["human", "human"], 2, seed).await;
    }
    let mut player = Player::sit(a, 35).await;
    let start = Instant::now();
    let flood: Vec<_> = (0..4)
        .map(|_| {
            tokio::spawn(async move {
                let (mut ok, mut refused, mut biggest) = (0, 0, 0);
                while start.elapsed() < Duration::from_secs(3) {
                    match get_from(2, a, "/api/tables").await {
                        Some((200, body)) => {
                            let v: Value = serde_json::from_str(&body).unwrap();
                            let open = v["open"].as_array().unwrap().len();
                            assert!(open <= havenbaron_server::http::DEFAULT_PAGE, "{open}");
                            assert!(v["next"]["open"].is_string(), "more pages");
                            biggest = biggest.max(body.len());
                            ok += 1;
                        }
                        Some((429, body)) => {
                            assert!(body.contains("error-too-many-lists"), "{body}");
                            refused += 1;
                        }
                        other => panic!("{other:?}"),
                    }
                }
                (ok, refused, biggest)
            })
        })
        .collect();
    player.plays_until(start + Duration::from_secs(3)).await;
    let (mut ok, mut refused, mut biggest) = (0, 0, 0);
    for f in flood {
        let (o, r, b) = f.await.unwrap();
        (ok, refused, biggest) = (ok + o, refused + r, biggest.max(b));
    }
    assert!(ok >= 1 && refused >= 1, "{ok} answered, {refused} refused");
    // A burst and a few a second: far fewer than the flood asked for.
    assert!(ok <= 40, "{ok} lists answered in 3 s");
    assert!(biggest < 64 * 1024, "a page of {biggest} bytes");
    // The player's own address is not limited by the attacker's flood.
    let own = crate::common::get_json(a, "/api/tables").await;
    assert!(own["open"].is_array());
    server.shutdown().await.unwrap();
}
