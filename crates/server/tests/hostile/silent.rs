//! Silent sockets from several addresses, more than the server takes: past the global cap a
//! connection is refused at once with the reason (503), every silent one is closed by the
//! header timeout, and the player, already seated, plays on throughout.

use std::time::{Duration, Instant};

use crate::{Player, closed_within, connect_from, get_from};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_sockets_past_the_cap_never_keep_a_player_out() {
    let dir = crate::common::TempDir::new("silent");
    let server = crate::common::start_with(&dir.db(), |o| {
        o.limits.header_timeout = Duration::from_secs(2);
        o.limits.max_connections = Some(100);
    })
    .await;
    let a = server.addr;
    let mut player = Player::sit(a, 32).await;
    let start = Instant::now();
    let mut silent = Vec::new();
    for host in 2..=4 {
        for _ in 0..50 {
            if let Ok(s) = connect_from(host, a).await {
                silent.push(s);
            }
        }
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // The server is full: a newcomer is told so at once, in words.
    let (status, body) = get_from(5, a, "/healthz").await.expect("an answer");
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("error-server-full"), "{body}");
    // The seated player plays on.
    player
        .plays_until(start + Duration::from_millis(1500))
        .await;
    // The silent ones are closed by the header timeout, and the server takes newcomers again.
    let mut open = 0;
    for s in &mut silent {
        if closed_within(s, Duration::from_secs(3)).await.is_none() {
            open += 1;
        }
    }
    assert_eq!(open, 0, "silent connections still open");
    let (status, _) = get_from(5, a, "/healthz").await.expect("an answer");
    assert_eq!(status, 200);
    player.play_one().await;
    server.shutdown().await.unwrap();
}
