//! Every error the server can send a person exists in every language of the catalogue, with
//! exactly the variables its message gives. Each type is listed with an exhaustive `match`, so
//! a new variant does not compile until it is added here (and so put into words).

use std::collections::{BTreeMap, BTreeSet};

use havenbaron_engine::{ConfigError, Message, RuleError};
use havenbaron_words::{LANGS, Words};

use super::ServerError;
use crate::lobby::{CreateError, NameError, PlanError};
use crate::replay::ReplayError;
use crate::room::{ActError, ChatError, ClockError, HintError, SeatError};
use crate::seatbots::BotError;

fn server_errors() -> Vec<ServerError> {
    let all = vec![
        ServerError::HelloNotText,
        ServerError::HelloFirst,
        ServerError::HelloAgain,
        ServerError::Malformed("x".into()),
        ServerError::Binary,
        ServerError::SpectatorAct,
        ServerError::SpectatorName,
        ServerError::TooManyConnections,
        ServerError::TooManyForSeat,
        ServerError::TooManyFromAddress,
        ServerError::TooManyTables(5),
        ServerError::TooManyLists(2),
        ServerError::Busy,
        ServerError::ForeignOrigin("https://evil.example".into()),
        ServerError::BadListPage("x".into()),
        ServerError::MetricsToken,
        ServerError::NoPage,
        ServerError::NoFile("x.js".into()),
        ServerError::NoWords {
            lang: "xx".into(),
            file: "web.ftl".into(),
        },
        ServerError::NoTable("abc".into()),
        ServerError::NoRuleset("chess".into()),
        ServerError::BadRequest("x".into()),
        ServerError::Internal("x".into()),
    ];
    for e in &all {
        match e {
            ServerError::HelloNotText
            | ServerError::HelloFirst
            | ServerError::HelloAgain
            | ServerError::Malformed(_)
            | ServerError::Binary
            | ServerError::SpectatorAct
            | ServerError::SpectatorName
            | ServerError::TooManyConnections
            | ServerError::TooManyForSeat
            | ServerError::TooManyFromAddress
            | ServerError::TooManyTables(_)
            | ServerError::TooManyLists(_)
            | ServerError::Busy
            | ServerError::ForeignOrigin(_)
            | ServerError::BadListPage(_)
            | ServerError::MetricsToken
            | ServerError::NoPage
            | ServerError::NoFile(_)
            | ServerError::NoWords { .. }
            | ServerError::NoTable(_)
            | ServerError::NoRuleset(_)
            | ServerError::BadRequest(_)
            | ServerError::Internal(_) => {}
        }
    }
    all
}

fn bot_errors() -> Vec<BotError> {
    let all = vec![
        BotError::Level("x".into()),
        BotError::Unknown("x".into()),
        BotError::Other("x".into()),
    ];
    for e in &all {
        match e {
            BotError::Level(_) | BotError::Unknown(_) | BotError::Other(_) => {}
        }
    }
    all
}

fn name_errors() -> Vec<NameError> {
    let all = vec![
        NameError::Empty,
        NameError::TooLong,
        NameError::Control,
        NameError::Format,
        NameError::Blank,
    ];
    for e in &all {
        match e {
            NameError::Empty
            | NameError::TooLong
            | NameError::Control
            | NameError::Format
            | NameError::Blank => {}
        }
    }
    all
}

fn seat_errors() -> Vec<SeatError> {
    let mut all = vec![
        SeatError::WrongToken,
        SeatError::NotHost,
        SeatError::NoSuchSeat(4),
        SeatError::AlreadyBot(1),
        SeatError::StillConnected(1),
        SeatError::GameOver,
        SeatError::NotListed,
        SeatError::Full,
        SeatError::NotTaken(1),
        SeatError::Storage {
            what: "seat",
            error: "x".into(),
        },
        SeatError::Storage {
            what: "name",
            error: "x".into(),
        },
    ];
    all.extend(bot_errors().into_iter().map(SeatError::Bot));
    all.extend(name_errors().into_iter().map(SeatError::Name));
    all.extend(crate::ratings::refusals().into_iter().map(SeatError::Rated));
    for e in &all {
        match e {
            SeatError::Rated(_)
            | SeatError::WrongToken
            | SeatError::NotHost
            | SeatError::NoSuchSeat(_)
            | SeatError::AlreadyBot(_)
            | SeatError::StillConnected(_)
            | SeatError::GameOver
            | SeatError::NotListed
            | SeatError::Full
            | SeatError::NotTaken(_)
            | SeatError::Bot(_)
            | SeatError::Name(_)
            | SeatError::Storage { .. } => {}
        }
    }
    all
}

fn rule_errors() -> Vec<RuleError> {
    let all = vec![
        RuleError::GameOver,
        RuleError::NotYourTurn { seat: 1, to_act: 0 },
        RuleError::NoSuchSeat {
            seat: 5,
            players: 2,
        },
        RuleError::Illegal {
            action: "pass".into(),
            expected: Message::new("action-pass"),
            rule: "R-5",
        },
        RuleError::Malformed("x".into()),
    ];
    for e in &all {
        match e {
            RuleError::GameOver
            | RuleError::NotYourTurn { .. }
            | RuleError::NoSuchSeat { .. }
            | RuleError::Illegal { .. }
            | RuleError::Malformed(_) => {}
        }
    }
    all
}

fn act_errors() -> Vec<ActError> {
    let mut all = vec![
        ActError::Stale {
            current: 7,
            sent: 6,
        },
        ActError::BotSeat(1),
        ActError::NotBotSeat(1),
        ActError::TimedOut(1),
        ActError::Closing,
        ActError::Storage(anyhow::anyhow!("x")),
        ActError::Undo(havenbaron_engine::UndoStop::Nothing),
        ActError::Undo(havenbaron_engine::UndoStop::OtherSeat),
        ActError::Undo(havenbaron_engine::UndoStop::Reveal),
    ];
    all.extend(rule_errors().into_iter().map(ActError::Rule));
    for e in &all {
        match e {
            ActError::Rule(_)
            | ActError::Stale { .. }
            | ActError::BotSeat(_)
            | ActError::NotBotSeat(_)
            | ActError::TimedOut(_)
            | ActError::Closing
            | ActError::Undo(_)
            | ActError::Storage(_) => {}
        }
    }
    all
}

fn config_errors() -> Vec<ConfigError> {
    let all = vec![
        ConfigError::Players {
            ruleset: "antwerpen",
            players: 1,
            min: 2,
            max: 4,
        },
        ConfigError::UnknownVariant {
            ruleset: "rotterdam",
            name: "x".into(),
            known: "a, b".into(),
        },
        ConfigError::BadVariantValue {
            name: "x".into(),
            value: "y".into(),
            allowed: vec!["a".into(), "b".into()],
        },
        ConfigError::RoundCap,
        ConfigError::Revision {
            ruleset: "rotterdam",
            recorded: 1,
            plays: 2,
        },
        ConfigError::Data("x".into()),
    ];
    for e in &all {
        match e {
            ConfigError::Players { .. }
            | ConfigError::UnknownVariant { .. }
            | ConfigError::BadVariantValue { .. }
            | ConfigError::RoundCap
            | ConfigError::Revision { .. }
            | ConfigError::Data(_) => {}
        }
    }
    all
}

fn create_errors() -> Vec<CreateError> {
    let mut plans = vec![
        PlanError::Ruleset("chess".into()),
        PlanError::SeatCount {
            seats: 3,
            players: 2,
        },
        PlanError::RoundCap,
        PlanError::SeatKind {
            seat: 1,
            kind: "alien".into(),
        },
        PlanError::HostSeat(1),
        PlanError::Clock(ClockError::Bank(5)),
        PlanError::Clock(ClockError::Increment(900)),
        PlanError::Clock(ClockError::MoveHours(0)),
        PlanError::Clock(ClockError::BankDays(40)),
        PlanError::Clock(ClockError::AwayNotTurnBased),
        PlanError::Clock(ClockError::AwayTooMany(31)),
        PlanError::Clock(ClockError::AwayDate("x".into())),
    ];
    plans.extend(crate::ratings::refusals().into_iter().map(PlanError::Rated));
    plans.extend(config_errors().into_iter().map(PlanError::Config));
    plans.extend(name_errors().into_iter().map(PlanError::Name));
    plans.extend(
        bot_errors()
            .into_iter()
            .map(|error| PlanError::Bot { seat: 1, error }),
    );
    for e in &plans {
        match e {
            PlanError::Ruleset(_)
            | PlanError::SeatCount { .. }
            | PlanError::RoundCap
            | PlanError::Config(_)
            | PlanError::Name(_)
            | PlanError::Bot { .. }
            | PlanError::SeatKind { .. }
            | PlanError::HostSeat(_)
            | PlanError::Rated(_)
            | PlanError::Clock(_) => {}
        }
    }
    let mut all: Vec<CreateError> = plans.into_iter().map(CreateError::Bad).collect();
    all.push(CreateError::Storage("x".into()));
    all.push(CreateError::Internal("x".into()));
    for e in &all {
        match e {
            CreateError::Bad(_) | CreateError::Storage(_) | CreateError::Internal(_) => {}
        }
    }
    all
}

fn replay_errors() -> Vec<ReplayError> {
    let all = vec![
        ReplayError::NotFound("abc".into()),
        ReplayError::NotFinished,
        ReplayError::NoSuchStep { step: 9, steps: 1 },
        ReplayError::OtherRules(ConfigError::Revision {
            ruleset: "masters",
            recorded: 1,
            plays: 2,
        }),
        ReplayError::Internal("x".into()),
    ];
    for e in &all {
        match e {
            ReplayError::NotFound(_)
            | ReplayError::NotFinished
            | ReplayError::NoSuchStep { .. }
            | ReplayError::OtherRules(_)
            | ReplayError::Internal(_) => {}
        }
    }
    all
}

fn chat_errors() -> Vec<ChatError> {
    let all = vec![
        ChatError::Empty,
        ChatError::TooLong { max: 300, got: 301 },
        ChatError::Bidi,
        ChatError::Control,
        ChatError::TooFast { seconds: 2 },
        ChatError::Closed,
        ChatError::NotHost,
        ChatError::SpectatorMute,
        ChatError::NoSuchSeat(5),
        ChatError::Storage("x".into()),
    ];
    for e in &all {
        match e {
            ChatError::Empty
            | ChatError::TooLong { .. }
            | ChatError::Bidi
            | ChatError::Control
            | ChatError::TooFast { .. }
            | ChatError::Closed
            | ChatError::NotHost
            | ChatError::SpectatorMute
            | ChatError::NoSuchSeat(_)
            | ChatError::Storage(_) => {}
        }
    }
    all
}

/// The refusals of a request for a post-game analysis (`crate::analysis::api`).
fn analysis_errors() -> Vec<crate::analysis::api::RequestError> {
    use crate::analysis::api::RequestError as E;
    vec![
        E::NotFound("abc".into()),
        E::Unfinished,
        E::NotPlayer,
        E::PlayerLimit(3),
        E::QueueFull,
        E::Internal("x".into()),
    ]
}

/// The refusals of a hint (`crate::room::HintError`).
fn hint_errors() -> Vec<HintError> {
    let all = vec![
        HintError::Rated,
        HintError::NotAgainstBots,
        HintError::Finished,
        HintError::NotYourDecision,
        HintError::Running,
        HintError::NoChoice,
        HintError::Storage("x".into()),
    ];
    for e in &all {
        match e {
            HintError::Rated
            | HintError::NotAgainstBots
            | HintError::Finished
            | HintError::NotYourDecision
            | HintError::Running
            | HintError::NoChoice
            | HintError::Storage(_) => {}
        }
    }
    all
}

/// `(English text, message)` of every error a person can be sent.
fn every_error() -> Vec<(String, Message)> {
    let mut out = Vec::new();
    out.extend(server_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(seat_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(act_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(create_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(replay_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(chat_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(hint_errors().iter().map(|e| (e.to_string(), e.message())));
    out.extend(
        analysis_errors()
            .iter()
            .map(|e| (e.to_string(), e.message())),
    );
    let board = crate::ratings::api::players_refusal(2, 4);
    out.push((format!("{board:?}"), board));
    let tutorial = crate::tutorials::no_tutorial("chess", "rotterdam, masters, antwerpen");
    out.push((format!("{tutorial:?}"), tutorial));
    out
}

/// Everything a message names, itself and the messages inside its arguments.
fn with_inner(m: &Message, out: &mut Vec<Message>) {
    out.push(m.clone());
    for arg in m.args.values() {
        if let havenbaron_engine::Arg::Message(inner) = arg {
            with_inner(inner, out);
        }
    }
}

#[test]
fn every_error_is_in_every_language_with_its_variables() {
    let words: Vec<Words> = LANGS.iter().map(|l| Words::new(l).unwrap()).collect();
    let catalogue: BTreeMap<String, Vec<String>> =
        Words::ids_and_variables("en").into_iter().collect();
    let mut ids = BTreeSet::new();
    for (text, m) in every_error() {
        assert!(m.id.starts_with("error-"), "{text}: {m}");
        ids.insert(m.id.clone());
        let mut all = Vec::new();
        with_inner(&m, &mut all);
        for inner in all.iter().filter(|i| i.id.starts_with("error-")) {
            let given: Vec<&String> = inner.args.keys().collect();
            let used: Vec<&String> = catalogue
                .get(&inner.id)
                .unwrap_or_else(|| panic!("`{}` is not in the catalogue", inner.id))
                .iter()
                .collect();
            assert_eq!(given, used, "{}: arguments given and used", inner.id);
        }
        for w in &words {
            let said = w
                .check(&m, &|s| format!("P{s}"))
                .unwrap_or_else(|e| panic!("{text}: {}", e.join("; ")));
            assert!(
                !said.is_empty() && !said.contains('{'),
                "{}: {said}",
                w.lang()
            );
        }
    }
    // Every `error-` message of the catalogue is one the server (or the engine) can send.
    let unused: Vec<&String> = catalogue
        .keys()
        .filter(|id| id.starts_with("error-") && !ids.contains(*id))
        .collect();
    assert!(unused.is_empty(), "never sent: {unused:?}");
}

#[test]
fn a_refused_name_reads_in_dutch() {
    let nl = Words::new("nl").unwrap();
    let e = SeatError::Name(NameError::TooLong);
    assert_eq!(
        nl.check(&e.message(), &|s| s.to_string()).unwrap(),
        "Een naam heeft hoogstens 32 tekens."
    );
    let e = SeatError::AlreadyBot(2);
    assert_eq!(
        nl.check(&e.message(), &|s| format!("plaats {}", s + 1))
            .unwrap(),
        "plaats 3 wordt al door een bot gespeeld."
    );
}
