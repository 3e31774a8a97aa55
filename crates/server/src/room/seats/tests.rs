//! Seat admin refusals: each is its own `SeatError`, says what is wrong, and changes nothing
//! (in memory or in the store).

use std::sync::Arc;

use tokio::sync::mpsc;

use super::SeatError;
use crate::App;
use crate::ids::{HostToken, SeatToken};
use crate::lobby::NameError;
use crate::room::testing::{app, table};
use crate::room::{Actor, Room};
use crate::storage::{SeatKind, SeatRecord};

/// The seats as the room has them, checked against the store: a refusal must leave both alone.
async fn seats(app: &App, room: &Room) -> Vec<SeatRecord> {
    let in_memory = room.state.lock().await.rec.seats.clone();
    let (stored, _) = app
        .store
        .load_table(room.id.clone())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.seats, in_memory, "the store and the room agree");
    in_memory
}

#[tokio::test]
async fn a_token_opens_its_own_seat_and_a_wrong_one_none() {
    let (app, _dir) = app("token").await;
    let (room, created) = table(&app, &["human", "human"], true).await;
    let st = room.state.lock().await;
    assert_eq!(
        st.seat_of_token(created.token.as_ref().unwrap()).unwrap(),
        0
    );
    assert_eq!(st.seat_of_token(&created.invites[0].token).unwrap(), 1);
    for wrong in [
        SeatToken::from("0123456789abcdef0123456789abcdef"),
        SeatToken::from(""),
        // The host secret is not a seat secret.
        SeatToken::from(created.host_token.expose()),
    ] {
        let e = st.seat_of_token(&wrong).unwrap_err();
        assert!(matches!(e, SeatError::WrongToken), "{e:?}");
        assert!(e.to_string().contains("you can watch without it"), "{e}");
    }
    assert!(st.is_host(&created.host_token));
    assert!(!st.is_host(&HostToken::from(created.token.as_ref().unwrap().expose())));
}

#[tokio::test]
async fn only_the_host_hands_a_seat_to_a_bot() {
    let (app, _dir) = app("host").await;
    let (room, created) = table(&app, &["human", "human"], true).await;
    let before = seats(&app, &room).await;
    let not_the_host = [
        None,
        Some(HostToken::from("0123456789abcdef0123456789abcdef")),
        // A player's own seat secret does not make them the host.
        Some(HostToken::from(created.invites[0].token.expose())),
    ];
    for host in &not_the_host {
        let e = room
            .hand_to_bot(&app, host.as_ref(), 1, "greedy", None)
            .await
            .unwrap_err();
        assert!(matches!(e, SeatError::NotHost), "{e:?}");
        assert_eq!(
            e.to_string(),
            "only the table's host can hand a seat to a bot"
        );
    }
    assert_eq!(seats(&app, &room).await, before);

    room.hand_to_bot(&app, Some(&created.host_token), 1, "greedy", Some("easy"))
        .await
        .unwrap();
    let after = seats(&app, &room).await;
    assert_eq!(after[1].kind, SeatKind::Bot);
    assert_eq!(after[1].bot.as_deref(), Some("greedy"));
    assert_eq!(after[1].token, None, "the old invite link is dead");
    assert_eq!(after[0], before[0]);
}

#[tokio::test]
async fn a_seat_whose_player_is_here_is_neither_handed_over_nor_joined() {
    let (app, _dir) = app("held").await;
    let (room, created) = table(&app, &["human", "human"], true).await;
    let host = Some(&created.host_token);
    // Seat 1's friend has the invite link open (no name yet).
    let (tx, _rx) = mpsc::channel(64);
    let sub = room
        .subscribe(&app.limits, Some(1), false, None, tx)
        .await
        .unwrap();
    let before = seats(&app, &room).await;

    let e = room
        .hand_to_bot(&app, host, 1, "greedy", None)
        .await
        .unwrap_err();
    assert!(matches!(e, SeatError::StillConnected(1)), "{e:?}");
    assert!(e.to_string().contains("still connected"), "{e}");
    let e = room.join(&app, "Cas").await.unwrap_err();
    assert!(matches!(e, SeatError::Full), "{e:?}");
    assert_eq!(e.to_string(), "every seat at this table is taken");
    assert_eq!(seats(&app, &room).await, before);

    // Once the friend has gone, the lobby may give the seat away, with a fresh secret.
    room.unsubscribe(sub.id).await;
    let (seat, token) = room.join(&app, "  Cas ").await.unwrap();
    assert_eq!(seat, 1);
    assert_ne!(token, created.invites[0].token);
    let after = seats(&app, &room).await;
    assert_eq!(after[1].name.as_deref(), Some("Cas"));
    assert!(after[1].claimed);
    {
        let st = room.state.lock().await;
        assert_eq!(st.seat_of_token(&token).unwrap(), 1);
        assert!(matches!(
            st.seat_of_token(&created.invites[0].token),
            Err(SeatError::WrongToken)
        ));
    }
    // Now every seat is held.
    assert!(matches!(room.join(&app, "Dee").await, Err(SeatError::Full)));
}

#[tokio::test]
async fn bad_seat_requests_say_what_is_wrong_and_change_nothing() {
    let (app, _dir) = app("bad").await;
    let (room, created) = table(&app, &["human", "human"], false).await;
    let host = Some(&created.host_token);
    let before = seats(&app, &room).await;

    let e = room
        .hand_to_bot(&app, host, 5, "greedy", None)
        .await
        .unwrap_err();
    assert!(matches!(e, SeatError::NoSuchSeat(5)), "{e:?}");
    assert_eq!(e.to_string(), "there is no seat 5");
    let e = room
        .hand_to_bot(&app, host, 1, "nonsense", None)
        .await
        .unwrap_err();
    assert!(matches!(e, SeatError::Bot(_)), "{e:?}");
    assert!(e.to_string().contains("nonsense"), "{e}");
    let e = room
        .hand_to_bot(&app, host, 1, "greedy", Some("godlike"))
        .await
        .unwrap_err();
    assert!(
        e.to_string().contains("levels: easy, medium, strong"),
        "{e}"
    );

    let e = room.set_name(&app, 0, "   ").await.unwrap_err();
    assert!(matches!(e, SeatError::Name(NameError::Empty)), "{e:?}");
    assert_eq!(e.to_string(), "a name cannot be empty");
    let e = room.set_name(&app, 0, &"n".repeat(40)).await.unwrap_err();
    assert!(matches!(e, SeatError::Name(NameError::TooLong)), "{e:?}");
    assert_eq!(e.to_string(), "a name has at most 32 characters");
    let e = room.set_name(&app, 0, "a\u{7}b").await.unwrap_err();
    assert!(matches!(e, SeatError::Name(NameError::Control)), "{e:?}");
    let e = room.set_name(&app, 9, "Bo").await.unwrap_err();
    assert!(matches!(e, SeatError::NoSuchSeat(9)), "{e:?}");

    // The table is not listed: the lobby cannot seat anyone, whatever the name.
    let e = room.join(&app, "Cas").await.unwrap_err();
    assert!(matches!(e, SeatError::NotListed), "{e:?}");
    assert!(e.to_string().contains("ask its host for a link"), "{e}");
    let e = room.join(&app, "").await.unwrap_err();
    assert!(matches!(e, SeatError::Name(NameError::Empty)), "{e:?}");
    assert_eq!(seats(&app, &room).await, before);

    // A seat a bot already plays cannot be handed to another bot.
    room.hand_to_bot(&app, host, 1, "random", None)
        .await
        .unwrap();
    let e = room
        .hand_to_bot(&app, host, 1, "greedy", None)
        .await
        .unwrap_err();
    assert!(matches!(e, SeatError::AlreadyBot(1)), "{e:?}");
    assert_eq!(e.to_string(), "seat 1 is already played by a bot");
    // A good name is kept (and trimmed).
    room.set_name(&app, 0, " Bea ").await.unwrap();
    assert_eq!(seats(&app, &room).await[0].name.as_deref(), Some("Bea"));
}

/// Plays both (human) seats to the end with their first legal action.
async fn play_out(app: &Arc<App>, room: &Arc<Room>) {
    for _ in 0..10_000 {
        let (seat, action) = {
            let st = room.state.lock().await;
            let Some(seat) = st.game.to_act() else {
                return;
            };
            (seat, st.game.legal_actions()[0])
        };
        room.act(app, seat, action, None, Actor::Human)
            .await
            .unwrap();
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn a_finished_game_takes_no_bot_and_no_one_from_the_lobby() {
    let (app, _dir) = app("over").await;
    let (room, created) = table(&app, &["human", "human"], true).await;
    play_out(&app, &room).await;
    assert!(room.state.lock().await.game.is_over());
    let before = seats(&app, &room).await;
    let e = room
        .hand_to_bot(&app, Some(&created.host_token), 1, "greedy", None)
        .await
        .unwrap_err();
    assert!(matches!(e, SeatError::GameOver), "{e:?}");
    assert_eq!(e.to_string(), "the game is over");
    let e = room.join(&app, "Cas").await.unwrap_err();
    assert!(matches!(e, SeatError::GameOver), "{e:?}");
    assert_eq!(seats(&app, &room).await, before);
}
