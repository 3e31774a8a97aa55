//! Every tutorial (`crates/server/data/tutorials/`) checked against the engine: replayed from
//! its seed with the table's own bots (`seatbots::build`, as a room builds them), each step's
//! action is legal when the learner's turn comes, the learner playing the first choice of the
//! list once the steps are done (what the browser test clicks) brings the game to its end, and
//! every step's words are in every language.
//!
//! `TUTORIAL_DUMP=1 cargo test -p havenbaron-server --test tutorials -- --nocapture` prints the
//! learner's decisions (the legal actions as JSON and in English), for writing the steps;
//! `TUTORIAL_FILE=draft.toml` reads a draft of one rule set's file instead of the compiled-in one.
//!
//! The server's side: `GET /api/tutorials` and `POST /api/tutorials/{ruleset}` (checked against
//! the published schema), and a tutorial table played over the WebSocket deals the same game.

mod common;

use std::time::Duration;

use common::{TempDir, Ws, get_json, http, post_json};
use havenbaron_engine::{Action, Config, DataSet, Game, Ruleset};
use havenbaron_server::{seatbots, tutorials};
use havenbaron_words::{LANGS, Words};
use serde_json::{Value, json};

/// Decisions a tutorial's game may take at most before it must be over.
const MAX_PLIES: usize = 3_000;

/// The game of a tutorial: every decision of every seat, in order, with the step (if any) the
/// learner's decisions followed. Panics where a step's action is not legal.
fn replay(t: &tutorials::Tutorial, dump: bool) -> Vec<(u8, Action, Option<usize>)> {
    let data = DataSet::builtin();
    let ruleset: Ruleset = t.ruleset.parse().expect("a rule set");
    let config = Config {
        ruleset,
        rules: ruleset.info().revision,
        players: t.players,
        variants: Default::default(),
        seed: t.seed,
        round_cap: Some(t.round_cap),
    };
    let mut game = Game::with_data(&config, &data).expect("the tutorial's config");
    // Every seat's bot; the learner's plays only when writing the steps (`TUTORIAL_DUMP`).
    let mut bots: Vec<_> = (0..t.players)
        .map(|s| seatbots::build(&t.bot, None, &data, t.seed, s).expect("the tutorial's bot"))
        .collect();
    let words = Words::english();
    let mut played = Vec::new();
    let mut step = 0;
    let mut decision = 0;
    while !game.is_over() {
        assert!(
            played.len() < MAX_PLIES,
            "{}: the game does not end",
            t.ruleset
        );
        let seat = game.to_act().expect("someone decides");
        let legal = game.legal_actions();
        let (action, followed) = if seat == t.seat {
            if dump {
                println!("--- {} decision {decision} (step {step})", t.ruleset);
                for a in &legal {
                    let text = words.format(&game.describe(a), &|s| words.seat(s));
                    println!("  {}  {text}", serde_json::to_string(a).unwrap());
                }
            }
            decision += 1;
            match t.steps.get(step) {
                Some(s) => {
                    step += 1;
                    let action = s.action.unwrap_or(legal[0]);
                    assert!(
                        legal.contains(&action),
                        "{}: step {} ({}) asks for {action:?}, not legal; legal: {legal:?}",
                        t.ruleset,
                        step - 1,
                        s.text
                    );
                    (action, Some(step - 1))
                }
                None if dump => {
                    let view = game.view(Some(seat));
                    let bot = &mut bots[seat as usize];
                    (bot.choose(&view, &legal, seatbots::budget(None)), None)
                }
                None => (legal[0], None),
            }
        } else {
            let bot = &mut bots[seat as usize];
            let view = game.view(Some(seat));
            (bot.choose(&view, &legal, seatbots::budget(None)), None)
        };
        if dump && seat != t.seat {
            let text = words.format(&game.describe(&action), &|s| words.seat(s));
            println!("    seat {seat}: {text}");
        } else if dump {
            println!("  => {}", serde_json::to_string(&action).unwrap());
        }
        let events = game.apply(seat, &action).expect("a legal action applies");
        if dump {
            for m in events.iter().filter_map(|e| game.describe_event(e)) {
                println!("      · {}", words.format(&m, &|s| words.seat(s)));
            }
        }
        played.push((seat, action, followed));
    }
    if dump {
        return played;
    }
    assert_eq!(
        step,
        t.steps.len(),
        "{}: the game ended before every step was taken",
        t.ruleset
    );
    played
}

#[test]
fn every_tutorial_is_legal_step_by_step_and_ends() {
    let dump = std::env::var_os("TUTORIAL_DUMP").is_some();
    // A draft of one tutorial's file, read instead of the compiled-in one while writing it.
    let draft: Option<tutorials::Tutorial> = std::env::var_os("TUTORIAL_FILE").map(|p| {
        toml::from_str(&std::fs::read_to_string(p).expect("TUTORIAL_FILE")).expect("a tutorial")
    });
    for ruleset in Ruleset::ALL {
        let t = match &draft {
            Some(d) if d.ruleset == ruleset.id() => d,
            Some(_) => continue,
            None => tutorials::find(ruleset.id())
                .unwrap_or_else(|| panic!("{} has no tutorial", ruleset.id())),
        };
        let played = replay(t, dump);
        if dump {
            println!("{}: {} decisions", t.ruleset, played.len());
            continue;
        }
        let followed = played.iter().filter(|(_, _, s)| s.is_some()).count();
        assert_eq!(followed, t.steps.len());
        // The same file gives the same game: the deal and the bots' moves are fixed by it.
        assert_eq!(played, replay(t, false), "{}", t.ruleset);
    }
}

#[test]
fn every_tutorial_covers_sailing_delivering_cards_trading_and_the_end() {
    for t in tutorials::all() {
        let kinds: Vec<String> = t
            .steps
            .iter()
            .filter_map(|s| s.action)
            .map(|a| {
                let json = serde_json::to_value(a).unwrap();
                json["type"].as_str().unwrap().to_string()
            })
            .collect();
        let has = |ks: &[&str]| ks.iter().any(|k| kinds.iter().any(|x| x == k));
        assert!(
            has(&["call_colour", "place_ship", "steer_fork", "move_ship"]),
            "{}: no sailing step in {kinds:?}",
            t.ruleset
        );
        assert!(
            has(&["play_card", "lay_card", "play_ship_card"]),
            "{}: no card step in {kinds:?}",
            t.ruleset
        );
        assert!(
            has(&[
                "add_give",
                "add_ask",
                "send_offer",
                "buy_product",
                "sell_product"
            ]),
            "{}: no trading step in {kinds:?}",
            t.ruleset
        );
        assert!(
            t.steps.len() >= 5,
            "{}: a tutorial of {} steps",
            t.ruleset,
            t.steps.len()
        );
    }
}

#[test]
fn every_word_of_every_tutorial_is_in_every_language() {
    for lang in LANGS {
        let words = Words::new(lang).expect("a language");
        for t in tutorials::all() {
            let ids = [&t.intro, &t.free, &t.end]
                .into_iter()
                .chain(t.steps.iter().map(|s| &s.text));
            for id in ids {
                let full = format!("web-{id}");
                assert!(words.has(&full), "{lang}: {} lacks `{full}`", t.ruleset);
            }
        }
        assert!(words.has("error-no-tutorial"), "{lang}: error-no-tutorial");
    }
}

/// A tutorial table on the server deals the game the file describes: its seat's token plays
/// every step, each offered when its turn comes, and the game ends; the table is unlisted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tutorial_table_plays_the_steps_to_the_end() {
    let dir = TempDir::new("tutorials");
    let server = common::start(&dir.db()).await;
    let addr = server.addr;
    let listed = get_json(addr, "/api/tutorials").await;
    let ids: Vec<&str> = listed["tutorials"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["ruleset"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["rotterdam", "masters", "antwerpen"]);
    for t in tutorials::all() {
        let (status, created) =
            post_json(addr, &format!("/api/tutorials/{}", t.ruleset), &json!({})).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(created["seat"], json!(t.seat));
        let table = created["id"].as_str().unwrap().to_string();
        let token = created["token"].as_str().unwrap().to_string();
        let info = get_json(addr, &format!("/api/tables/{table}")).await;
        assert_eq!(info["ruleset"], json!(t.ruleset), "{info}");
        let mut ws = Ws::hello(addr, &table, json!({"type": "hello", "token": token})).await;
        let mut step = 0;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
        loop {
            assert!(
                tokio::time::Instant::now() < deadline,
                "{}: no end",
                t.ruleset
            );
            ws.drain(Duration::from_millis(30)).await;
            let Some(u) = ws.last_update().cloned() else {
                continue;
            };
            if !u["outcome"].is_null() {
                break;
            }
            let legal: Vec<Value> = u["legal"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["action"].clone())
                .collect();
            if legal.is_empty() {
                continue;
            }
            let action = match t.steps.get(step) {
                Some(s) => {
                    let want = serde_json::to_value(s.action.expect("a step's action")).unwrap();
                    assert!(
                        legal.contains(&want),
                        "{}: step {step} asks for {want}; the table offers {legal:?}",
                        t.ruleset
                    );
                    step += 1;
                    want
                }
                None => legal[0].clone(),
            };
            ws.send(json!({"type": "act", "action": action, "version": u["version"]}))
                .await;
            let answer = loop {
                let m = ws.next(Duration::from_secs(10)).await.expect("an answer");
                if m["type"] == "ack" || m["type"] == "error" {
                    break m;
                }
            };
            assert_eq!(answer["type"], "ack", "{}: {answer}", t.ruleset);
        }
        assert_eq!(step, t.steps.len(), "{}: steps left at the end", t.ruleset);
        // Unlisted: the lobby's lists never show a tutorial.
        let lobby = get_json(addr, "/api/tables").await;
        assert!(!lobby.to_string().contains(&table), "{lobby}");
    }
    server.shutdown().await.unwrap();
}

/// A rule set without a tutorial is refused with words in the catalogue, and nothing is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_tutorial_is_refused_in_words() {
    let dir = TempDir::new("tutorials-unknown");
    let server = common::start(&dir.db()).await;
    let (status, body) = http(server.addr, "POST", "/api/tutorials/chess", Some("{}")).await;
    assert_eq!(status, 404, "{body}");
    let body: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(body["words"]["id"], "error-no-tutorial", "{body}");
    let fr = Words::new("fr").unwrap();
    assert!(fr.has("error-no-tutorial"));
    server.shutdown().await.unwrap();
}
