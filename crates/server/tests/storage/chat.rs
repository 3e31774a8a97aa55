//! The chat feature (`src/storage/chat/`): what was said at each table. Its contract runs
//! against both stores: lines come back in the order they were said, with their channel,
//! speaker, text or system words and the game's version; a catch-up reads only what is new;
//! the most recent lines are the ones a limit keeps; tables do not see each other's lines; a
//! mute is kept until it is lifted.

use std::sync::Arc;

use havenbaron_engine::{Arg, Config, Message, Ruleset};
use havenbaron_server::ids::TableId;
use havenbaron_server::storage::{Channel, ChatRecord, SeatKind, SeatRecord, Store, TableRecord};

on_both_stores!(contract);

fn table(id: &TableId) -> TableRecord {
    TableRecord {
        id: id.clone(),
        config: Config::new(Ruleset::Rotterdam, 2, 5),
        host_token: "host".into(),
        listed: false,
        created_ms: havenbaron_server::now_ms(),
        // People's seats: instances of other tests on a shared database load every
        // unfinished table, and play the bots of any.
        seats: (0..2)
            .map(|seat| SeatRecord {
                seat,
                kind: SeatKind::Human,
                bot: None,
                level: None,
                token: Some(format!("t{seat}").as_str().into()),
                name: None,
                claimed: false,
            })
            .collect(),
        finished: false,
        outcome: None,
    }
}

fn said(channel: Channel, seat: Option<u8>, text: &str, version: u64) -> ChatRecord {
    ChatRecord {
        id: 0,
        channel,
        seat,
        name: seat.map(|s| format!("player {s}")),
        text: Some(text.to_string()),
        words: None,
        version,
        at_ms: 1000 + version as i64,
    }
}

async fn contract(store: Arc<dyn Store>) {
    let id = TableId::from(format!("chat-{}", rand::random::<u64>()));
    let other = TableId::from(format!("chat-other-{}", rand::random::<u64>()));
    store.create_table(table(&id)).await.unwrap();
    store.create_table(table(&other)).await.unwrap();
    assert!(
        store
            .chat_since(id.clone(), 0, 100)
            .await
            .unwrap()
            .is_empty()
    );

    let joined = ChatRecord {
        text: None,
        seat: None,
        name: None,
        words: Some(Message::new("chat-joined").arg("name", Arg::Text("Anna".into()))),
        ..said(Channel::Players, None, "", 0)
    };
    // Zero-width joiners and right-to-left text are kept as they were said.
    let lines = [
        joined,
        said(Channel::Players, Some(0), "hoi 👨\u{200D}👩\u{200D}👧", 1),
        said(
            Channel::Spectators,
            None,
            "می\u{200C}خواهم <b>not markup</b>",
            1,
        ),
        said(Channel::Players, Some(1), "gg", 7),
    ];
    let mut ids = Vec::new();
    for l in &lines {
        ids.push(store.append_chat(id.clone(), l.clone()).await.unwrap());
        store
            .append_chat(
                other.clone(),
                said(Channel::Players, Some(0), "elsewhere", 0),
            )
            .await
            .unwrap();
    }
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "ids count up: {ids:?}");
    let back = store.chat_since(id.clone(), 0, 100).await.unwrap();
    let expected: Vec<ChatRecord> = lines
        .iter()
        .zip(&ids)
        .map(|(l, i)| ChatRecord {
            id: *i,
            ..l.clone()
        })
        .collect();
    assert_eq!(back, expected);
    // A catch-up reads what is new; a limit keeps the most recent lines, oldest first.
    assert_eq!(
        store.chat_since(id.clone(), ids[1], 100).await.unwrap(),
        expected[2..].to_vec()
    );
    assert_eq!(
        store.chat_since(id.clone(), 0, 2).await.unwrap(),
        expected[2..].to_vec()
    );
    assert!(
        store
            .chat_since(id.clone(), ids[3], 100)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store.chat_since(other.clone(), 0, 100).await.unwrap().len(),
        4
    );

    // Mutes: set twice is set once, unset is gone, and each table has its own.
    assert!(store.mutes(id.clone()).await.unwrap().is_empty());
    for (by, seat) in [(1, 0), (1, 0), (0, 1)] {
        store.set_mute(id.clone(), by, seat, true).await.unwrap();
    }
    store.set_mute(other.clone(), 0, 1, true).await.unwrap();
    assert_eq!(store.mutes(id.clone()).await.unwrap(), vec![(0, 1), (1, 0)]);
    store.set_mute(id.clone(), 0, 1, false).await.unwrap();
    store.set_mute(id.clone(), 0, 1, false).await.unwrap();
    assert_eq!(store.mutes(id.clone()).await.unwrap(), vec![(1, 0)]);
    assert_eq!(store.mutes(other).await.unwrap(), vec![(0, 1)]);
}
