//! Time controls (issue 34): the clock ticks only for the seat asked to decide; a decision
//! charges the time it took; a clock that runs out hands the seat to a bot of the table's level,
//! and the decision its player sends afterwards is refused with the reason; the owner's link
//! still opens the seat and takes it back. Deadlines live in the store: they hold after a
//! restart, an outage is not charged, and with two instances on PostgreSQL one timeout makes
//! exactly one bot take over. The server's clock is a `ManualClock`, so a day-long clock takes
//! milliseconds.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{TempDir, Ws, get_json, post_json};
use havenbaron_server::scheduler::{Clock, ManualClock};
use havenbaron_server::{ServeOptions, Server};
use serde_json::{Value, json};

const SECOND: i64 = 1000;
const DAY: Duration = Duration::from_secs(24 * 3600);

async fn server(db: &std::path::Path, clock: &Arc<ManualClock>) -> Server {
    let clock = clock.clone();
    common::start_with(db, move |o: &mut ServeOptions| {
        o.bot_delay = Duration::ZERO;
        o.clock = clock;
    })
    .await
}

/// A two-player table of people with time control `clock`; returns (id, host token, invite).
async fn timed_table(addr: std::net::SocketAddr, clock: Value) -> (String, String, String) {
    let (status, v) = post_json(
        addr,
        "/api/tables",
        &json!({"players": 2, "round_cap": 2, "seed": 5, "host_seat": 0, "name": "Ann",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": clock, "clock_level": "easy"}),
    )
    .await;
    assert_eq!(status, 201, "{v}");
    (
        v["id"].as_str().unwrap().into(),
        v["token"].as_str().unwrap().into(),
        v["invites"][0]["token"].as_str().unwrap().into(),
    )
}

/// The first message `ws` got, or gets within 10 s, that satisfies `ok` (what it got already
/// counts: a reply read while waiting for another message is not missed).
async fn wait_for(ws: &mut Ws, what: &str, ok: impl Fn(&Value) -> bool) -> Value {
    if let Some(m) = ws.got.iter().find(|m| ok(m)) {
        return m.clone();
    }
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        match ws.next(left).await {
            Some(m) if ok(&m) => return m,
            Some(_) => {}
            None => panic!("no {what}; last: {:?}", ws.got.last()),
        }
    }
}

/// The first `clocks` message that satisfies `ok`.
async fn clocks_until(ws: &mut Ws, ok: impl Fn(&Value) -> bool) -> Value {
    wait_for(ws, "clocks", |m| m["type"] == "clocks" && ok(&m["clocks"])).await["clocks"].clone()
}

/// The seat whose clock runs, and its deadline.
fn running(clocks: &Value) -> Option<(usize, i64)> {
    clocks["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|s| Some((s["seat"].as_u64()? as usize, s["deadline_ms"].as_i64()?)))
}

/// The first `seats` message in which seat `seat` is played by `kind`.
async fn seat_becomes(ws: &mut Ws, seat: usize, kind: &str) -> Value {
    wait_for(ws, kind, |m| {
        m["type"] == "seats" && m["seats"][seat]["kind"] == kind
    })
    .await
}

/// The latest update's version and first legal action (waits for one that offers some).
async fn legal(ws: &mut Ws) -> (u64, Value) {
    ws.drain(Duration::from_millis(200)).await;
    loop {
        if let Some(u) = ws.last_update()
            && let Some(first) = u["legal"].as_array().unwrap().first()
        {
            return (u["version"].as_u64().unwrap(), first["action"].clone());
        }
        ws.until("update").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_hands_the_seat_to_a_bot_until_its_owner_takes_it_back() {
    let dir = TempDir::new("clocks-out");
    let clock = Arc::new(ManualClock::new());
    let s = server(&dir.db(), &clock).await;
    let rt = json!({"mode": "real_time", "bank_s": 60, "increment_s": 5});
    let (id, host, invite) = timed_table(s.addr, rt.clone()).await;
    let lobby = get_json(s.addr, "/api/tables").await;
    let listed = lobby["open"].as_array().unwrap();
    let mine = listed.iter().find(|t| t["id"] == id.as_str()).unwrap();
    assert_eq!(mine["clock"], rt, "the lobby shows the time control");

    let mut ws = [
        Ws::hello(s.addr, &id, json!({"type":"hello","token":host})).await,
        Ws::hello(
            s.addr,
            &id,
            json!({"type":"hello","token":invite,"name":"Bo"}),
        )
        .await,
    ];
    let first = clocks_until(&mut ws[0], |_| true).await;
    assert_eq!(first["control"], rt);
    let (seat, deadline) = running(&first).expect("the first seat's clock runs");
    assert_eq!(
        first["seats"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| !s["deadline_ms"].is_null())
            .count(),
        1,
        "only the seat asked to decide has a running clock"
    );
    let start = deadline - 60 * SECOND;

    // A decision after 20 s: 20 s off the bank, 5 s added.
    clock.advance(Duration::from_secs(20));
    let (version, action) = legal(&mut ws[seat]).await;
    ws[seat]
        .send(json!({"type":"act","action":action,"version":version}))
        .await;
    assert_eq!(ws[seat].until("ack").await["version"], version + 1);
    let after = clocks_until(&mut ws[seat], |c| {
        c["seats"][seat]["deadline_ms"].is_null()
            || c["seats"][seat]["deadline_ms"].as_i64() != Some(deadline)
    })
    .await;
    let (next, next_deadline) = running(&after).expect("someone decides next");
    if next != seat {
        assert_eq!(after["seats"][seat]["bank_ms"], 45 * SECOND);
        assert_eq!(next_deadline, start + 20 * SECOND + 60 * SECOND);
    } else {
        assert_eq!(next_deadline, start + 20 * SECOND + 45 * SECOND);
    }

    // The next seat lets its clock run out: its decision is refused with the reason…
    clock.advance(Duration::from_millis(
        (next_deadline - clock.now_ms()) as u64 + 1,
    ));
    let (version, action) = legal(&mut ws[next]).await;
    ws[next]
        .send(json!({"type":"act","action":action,"version":version}))
        .await;
    let refused = ws[next].until("error").await;
    assert_eq!(refused["words"]["id"], "error-clock-ran-out", "{refused}");
    // …and a bot of the table's level plays the seat on.
    let seats = seat_becomes(&mut ws[next], next, "bot").await;
    assert_eq!(seats["seats"][next]["level"], "easy");
    let out = clocks_until(&mut ws[next], |c| c["seats"][next]["timeouts"] == 1).await;
    assert_eq!(out["seats"][next]["bank_ms"], 0);
    let bot_moved = tokio::time::Instant::now() + Duration::from_secs(10);
    while ws[next].last_update().unwrap()["version"].as_u64() <= Some(version) {
        ws[next].until("update").await;
        assert!(
            tokio::time::Instant::now() < bot_moved,
            "the bot never moved"
        );
    }

    // The owner's link still opens the seat; it takes the seat back.
    let owner_token = if next == 0 { &host } else { &invite };
    let mut again = Ws::hello(s.addr, &id, json!({"type":"hello","token":owner_token})).await;
    assert_eq!(again.until("welcome").await["you"], next);
    again.send(json!({"type":"take_back"})).await;
    assert_eq!(again.until("ack").await["type"], "ack");
    seat_becomes(&mut again, next, "human").await;
    // Nothing to take back twice; a spectator has no seat to take back.
    again.send(json!({"type":"take_back"})).await;
    let e = again.until("error").await;
    assert_eq!(e["words"]["id"], "error-clock-not-taken", "{e}");
    s.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_time_control_out_of_bounds_is_refused_and_nothing_is_made() {
    let dir = TempDir::new("clocks-bad");
    let clock = Arc::new(ManualClock::new());
    let s = server(&dir.db(), &clock).await;
    for (bad, id) in [
        (
            json!({"mode": "real_time", "bank_s": 5, "increment_s": 0}),
            "error-clock-bank",
        ),
        (
            json!({"mode": "real_time", "bank_s": 600, "increment_s": 3600}),
            "error-clock-increment",
        ),
        (
            json!({"mode": "turn_based", "move_hours": 0, "bank_days": 1}),
            "error-clock-move-hours",
        ),
        (
            json!({"mode": "turn_based", "move_hours": 24, "bank_days": 400}),
            "error-clock-bank-days",
        ),
    ] {
        let (status, v) = post_json(
            s.addr,
            "/api/tables",
            &json!({"players": 2, "seats": [{"kind": "human"}, {"kind": "human"}], "clock": bad}),
        )
        .await;
        assert_eq!(status, 400, "{v}");
        assert_eq!(v["words"]["id"], id, "{v}");
    }
    let (status, _) = post_json(
        s.addr,
        "/api/tables",
        &json!({"players": 2, "seats": [{"kind": "human"}, {"kind": "human"}],
                "clock": {"mode": "sudden_death"}}),
    )
    .await;
    assert_eq!(status, 422, "an unknown mode is not understood");
    let lobby = get_json(s.addr, "/api/tables").await;
    assert_eq!(lobby["open"], json!([]), "no table was made");
    s.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_day_long_clock_holds_across_restarts_and_an_outage_is_not_charged() {
    let dir = TempDir::new("clocks-days");
    let clock = Arc::new(ManualClock::new());
    let tb = json!({"mode": "turn_based", "move_hours": 24, "bank_days": 1});
    let s = server(&dir.db(), &clock).await;
    let (id, host, _) = timed_table(s.addr, tb).await;
    let mut ws = Ws::hello(s.addr, &id, json!({"type":"hello","token":host})).await;
    let (seat, deadline) = running(&clocks_until(&mut ws, |_| true).await).unwrap();
    assert_eq!(deadline - clock.now_ms(), 2 * 24 * 3600 * SECOND);
    drop(ws);
    s.shutdown().await.unwrap();

    // A quick restart: the deadline holds to the millisecond.
    clock.advance(Duration::from_secs(5));
    let s = server(&dir.db(), &clock).await;
    let mut ws = Ws::hello(s.addr, &id, json!({"type":"hello","token":host})).await;
    let c = clocks_until(&mut ws, |_| true).await;
    assert_eq!(running(&c), Some((seat, deadline)));
    drop(ws);
    s.shutdown().await.unwrap();

    // Three days with no server running: not charged.
    clock.advance(3 * DAY);
    let s = server(&dir.db(), &clock).await;
    let mut ws = Ws::hello(s.addr, &id, json!({"type":"hello","token":host})).await;
    let c = clocks_until(&mut ws, |_| true).await;
    let (_, extended) = running(&c).unwrap();
    assert_eq!(extended, deadline + 3 * DAY.as_millis() as i64);
    // A day and a half later the clock still runs; a day more and it ran out.
    clock.advance(DAY + DAY / 2);
    tokio::time::sleep(Duration::from_secs(3)).await;
    let seats = get_json(s.addr, &format!("/api/tables/{id}")).await;
    assert_eq!(seats["seats"][seat]["kind"], "human", "{seats}");
    clock.advance(DAY);
    let mut watcher = Ws::hello(s.addr, &id, json!({"type":"hello"})).await;
    seat_becomes(&mut watcher, seat, "bot").await;
    s.shutdown().await.unwrap();
}

/// A day number since the epoch as `YYYY-MM-DD` (Hinnant's civil_from_days).
fn date_of_day(day: i64) -> String {
    let z = day + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_day_marked_away_is_not_counted_and_bad_days_are_refused() {
    let dir = TempDir::new("clocks-away");
    let clock = Arc::new(ManualClock::new());
    let s = server(&dir.db(), &clock).await;
    let tb = json!({"mode": "turn_based", "move_hours": 24, "bank_days": 0});
    let (id, host, invite) = timed_table(s.addr, tb).await;
    let mut spectator = Ws::hello(s.addr, &id, json!({"type":"hello"})).await;
    let (seat, deadline) = running(&clocks_until(&mut spectator, |_| true).await).unwrap();
    let token = if seat == 0 { &host } else { &invite };
    let mut ws = Ws::hello(s.addr, &id, json!({"type":"hello","token":token})).await;
    ws.until("welcome").await;

    for (days, why) in [
        (json!(["tomorrow"]), "error-clock-away-date"),
        (json!(["2024-02-30"]), "error-clock-away-date"),
        (
            json!((0..31).map(|i| date_of_day(30_000 + i)).collect::<Vec<_>>()),
            "error-clock-away-many",
        ),
    ] {
        ws.send(json!({"type":"away","days":days})).await;
        assert_eq!(ws.until("error").await["words"]["id"], why);
    }
    spectator.send(json!({"type":"away","days":[]})).await;
    assert_eq!(
        spectator.until("error").await["words"]["id"],
        "error-spectator-act"
    );

    // Tomorrow away: the 24 hours stop for that whole day.
    let tomorrow = date_of_day(clock.now_ms().div_euclid(86_400_000) + 1);
    ws.send(json!({"type":"away","days":[tomorrow]})).await;
    ws.until("ack").await;
    let c = clocks_until(&mut ws, |c| c["seats"][seat]["away"] == json!([tomorrow])).await;
    assert_eq!(running(&c), Some((seat, deadline + DAY.as_millis() as i64)));
    // A day and a half on, the clock still runs; the bank was not touched.
    clock.advance(DAY + DAY / 2);
    tokio::time::sleep(Duration::from_secs(3)).await;
    let table = get_json(s.addr, &format!("/api/tables/{id}")).await;
    assert_eq!(table["seats"][seat]["kind"], "human", "{table}");
    s.shutdown().await.unwrap();
}

#[cfg(feature = "postgres")]
mod postgres {
    use super::*;
    use common::postgres_url;

    /// Two instances on one database with one clock: the timeout is claimed once, one bot
    /// takes the seat, and both instances tell their players so.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn with_two_instances_one_timeout_makes_exactly_one_bot_take_over() {
        let db = std::path::PathBuf::from(fresh_database(&postgres_url()).await);
        let clock = Arc::new(ManualClock::new());
        let a = server(&db, &clock).await;
        let b = server(&db, &clock).await;
        let rt = json!({"mode": "real_time", "bank_s": 60, "increment_s": 0});
        let (id, host, invite) = timed_table(a.addr, rt).await;
        let mut wa = Ws::hello(a.addr, &id, json!({"type":"hello","token":host})).await;
        let mut wb = Ws::hello(b.addr, &id, json!({"type":"hello","token":invite})).await;
        let (seat, deadline) = running(&clocks_until(&mut wa, |_| true).await).unwrap();
        clocks_until(&mut wb, |_| true).await;
        clock.advance(Duration::from_millis(
            (deadline - clock.now_ms()) as u64 + 1,
        ));
        seat_becomes(&mut wa, seat, "bot").await;
        seat_becomes(&mut wb, seat, "bot").await;
        for ws in [&mut wa, &mut wb] {
            let c = clocks_until(ws, |c| c["seats"][seat]["timeouts"] != 0).await;
            assert_eq!(c["seats"][seat]["timeouts"], 1, "one takeover");
        }
        // Once the bot's move is in, no second takeover comes from either instance.
        tokio::time::sleep(Duration::from_secs(3)).await;
        wa.drain(Duration::from_millis(200)).await;
        wb.drain(Duration::from_millis(200)).await;
        for ws in [&wa, &wb] {
            let takeovers = ws
                .got
                .iter()
                .filter(|m| m["type"] == "clocks")
                .map(|m| m["clocks"]["seats"][seat]["timeouts"].as_u64().unwrap())
                .max();
            assert_eq!(takeovers, Some(1));
        }
        let (store_clock, _) = (
            get_json(a.addr, &format!("/api/tables/{id}")).await,
            get_json(b.addr, &format!("/api/tables/{id}")).await,
        );
        assert_eq!(store_clock["seats"][seat]["kind"], "bot");
        a.shutdown().await.unwrap();
        b.shutdown().await.unwrap();
    }

    /// A turn-based game sits for days with no instance running and resumes on another
    /// instance than the one it was played on: the days nobody ran are not charged, and the
    /// player's decision there goes through.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    #[ignore = "needs PostgreSQL: run ./test"]
    async fn a_game_sits_for_days_and_resumes_on_another_instance() {
        let db = std::path::PathBuf::from(fresh_database(&postgres_url()).await);
        let clock = Arc::new(ManualClock::new());
        let a = server(&db, &clock).await;
        let tb = json!({"mode": "turn_based", "move_hours": 24, "bank_days": 1});
        let (id, host, invite) = timed_table(a.addr, tb).await;
        let mut spectator = Ws::hello(a.addr, &id, json!({"type":"hello"})).await;
        let (seat, deadline) = running(&clocks_until(&mut spectator, |_| true).await).unwrap();
        drop(spectator);
        a.shutdown().await.unwrap();

        clock.advance(4 * DAY);
        let b = server(&db, &clock).await;
        let token = if seat == 0 { &host } else { &invite };
        let mut ws = Ws::hello(b.addr, &id, json!({"type":"hello","token":token})).await;
        let c = clocks_until(&mut ws, |_| true).await;
        let (_, extended) = running(&c).unwrap();
        assert_eq!(
            extended,
            deadline + 4 * DAY.as_millis() as i64,
            "the days down are free"
        );
        let (version, action) = legal(&mut ws).await;
        ws.send(json!({"type":"act","action":action,"version":version}))
            .await;
        assert_eq!(ws.until("ack").await["version"], version + 1);
        let after = clocks_until(&mut ws, |c| {
            c["seats"][seat]["deadline_ms"].as_i64() != Some(extended)
        })
        .await;
        assert_eq!(
            after["seats"][seat]["bank_ms"],
            24 * 3600 * SECOND,
            "decided within the day it had: the bank is whole"
        );
        b.shutdown().await.unwrap();
    }

    /// A database of its own, so other tests' instances do not take this test's jobs.
    async fn fresh_database(url: &str) -> String {
        let (client, connection) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .unwrap();
        tokio::spawn(connection);
        let name = format!("havenbaron_clocks_{:08x}", rand::random::<u32>());
        client
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .await
            .unwrap();
        let (base, _) = url.rsplit_once('/').expect("a URL with a database name");
        format!("{base}/{name}")
    }
}
