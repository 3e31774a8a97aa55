//! Slowloris: headers sent a byte at a time, never finished. Each such connection is closed
//! by the header timeout, the attacker's address holds no more than its cap meanwhile, and the
//! player plays on.

use std::time::{Duration, Instant};

use tokio::io::AsyncWriteExt;

use crate::{Player, closed_within, connect_from, get_from};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slowloris_is_cut_off_by_the_header_timeout() {
    let dir = crate::common::TempDir::new("slowloris");
    let server = crate::common::start_with(&dir.db(), |o| {
        o.limits.header_timeout = Duration::from_secs(1);
        o.limits.connections_per_address = 40;
        o.limits.address_reserve = 10;
    })
    .await;
    let a = server.addr;
    let mut player = Player::sit(a, 31).await;
    let start = Instant::now();
    let mut attackers = Vec::new();
    for _ in 0..80 {
        let Ok(mut s) = connect_from(2, a).await else {
            continue;
        };
        attackers.push(tokio::spawn(async move {
            let head = b"GET /api/tables HTTP/1.1\r\nHost: x\r\nX-Slow: ";
            // A byte every 100 ms, for as long as the server listens.
            for b in head {
                if s.write_all(&[*b]).await.is_err() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            closed_within(&mut s, Duration::from_secs(3)).await
        }));
    }
    player.plays_until(start + Duration::from_secs(3)).await;
    // Past the address's cap (40 spectators and a reserve of 10) each was refused at once,
    // with the reason; the others were closed by the header timeout.
    let mut refused = 0;
    for t in attackers {
        let got = t.await.unwrap().expect("a slow connection was still open");
        if got.starts_with("HTTP/1.1 429") {
            refused += 1;
        } else {
            assert!(got.is_empty() || got.starts_with("HTTP/1.1 408"), "{got}");
        }
    }
    // (Fewer than the excess when the machine is so slow that the first ones time out before
    // the last ones come.)
    assert!(
        (1..=80 - 50).contains(&refused),
        "{refused} refused at the cap"
    );
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "bounded in time: {:?}",
        start.elapsed()
    );
    // Every place was given back: the attacker's address is answered again.
    let (status, _) = get_from(2, a, "/healthz").await.expect("an answer");
    assert_eq!(status, 200);
    server.shutdown().await.unwrap();
}
