//! `havenbaron play`: a person (seat 0) against bots in the terminal, or bots alone.
//!
//! The person sees only `game.view(Some(0))` and events redacted for seat 0; every action, the
//! person's and the bots', goes through the checked `Game::apply`.

use std::io::{BufRead, IsTerminal as _, Write};
use std::process::ExitCode;

use anyhow::bail;
use havenbaron_bots::{Bot, Budget};
use havenbaron_engine::{Action, Arg, DataSet, Event, Game, Message, Seat, View};
use havenbaron_words::Words;

use crate::record::{self, Entry, variants_text};
use crate::render::{
    Paint, Seats, WIDTH, columns, decision_text, fit, is_header, map_text, progress, ruleset_title,
    scores_table, view_text,
};
use crate::setup::{bot, bot_names, config, load_data, new_game};
use crate::{PlayArgs, ScreenMode};

/// The person's seat.
const HUMAN: Seat = 0;
/// Lines of the "what happened" log shown before a decision, at most.
const LOG_LINES: usize = 80;

/// `println!` fitted to the terminal's width: every line the person reads goes through it.
macro_rules! outln {
    () => {
        println!()
    };
    ($($t:tt)*) => {
        println!("{}", fit(&format!($($t)*), WIDTH))
    };
}

/// `print!` fitted to the terminal's width.
macro_rules! out {
    ($($t:tt)*) => {
        print!("{}", fit(&format!($($t)*), WIDTH))
    };
}

/// ANSI: cursor home, clear the screen and its scrollback: the next screen replaces the last.
const CLEAR: &str = "\x1b[H\x1b[2J\x1b[3J";

/// Lines of the "what happened" log on a redrawn screen, at most: the rest of the screen
/// must stay in view.
const REDRAW_LOG_LINES: usize = 12;

/// How the game loop ended.
enum End {
    Over,
    /// Why, as a message id of the catalogue.
    Left(&'static str),
}

/// A message in words, seats named plainly ("seat 2").
fn say(words: &Words, m: Message) -> String {
    words.format(&m, &|s| words.seat(s))
}

fn text(t: impl Into<String>) -> Arg {
    Arg::Text(t.into())
}

pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
    let words = Words::new(&args.lang).map_err(anyhow::Error::msg)?;
    let words = &words;
    let data = load_data(args.game.data.as_deref())?;
    let seed = args.seed.unwrap_or_else(time_seed);
    let config = config(&args.game, seed);
    let mut game = new_game(&config, &data)?;
    let players = config.players as usize;

    // Seat names: `None` is the person.
    let names: Vec<Option<String>> = if args.bots_only {
        bot_names(&args.bots, players, "one per seat with --bots-only")?
            .into_iter()
            .map(Some)
            .collect()
    } else {
        std::iter::once(None)
            .chain(
                bot_names(&args.bots, players - 1, "one per seat 1..n")?
                    .into_iter()
                    .map(Some),
            )
            .collect()
    };
    let mut bots: Vec<Option<Box<dyn Bot>>> = Vec::new();
    for (seat, name) in names.iter().enumerate() {
        bots.push(match name {
            Some(n) => Some(bot(n, &data, seed, seat as Seat)?),
            None => None,
        });
    }
    // Names as recorded and shown in tables.
    let record_names: Vec<String> = bots
        .iter()
        .map(|b| b.as_ref().map_or("human".to_string(), |b| b.name()))
        .collect();
    let seats = Seats::new(
        words,
        &bots
            .iter()
            .map(|b| b.as_ref().map(|b| b.name()))
            .collect::<Vec<_>>(),
    );

    let mut session = Session {
        data: &data,
        words,
        game: &mut game,
        bots,
        seats,
        actions: Vec::new(),
        log: Vec::new(),
        show_log: !args.bots_only || args.log,
        viewer: if args.bots_only { None } else { Some(HUMAN) },
        left_reason: "",
        paint: Paint::for_stdout(),
        redraw: !args.bots_only
            && match args.screen {
                ScreenMode::Redraw => true,
                ScreenMode::Scroll => false,
                ScreenMode::Auto => std::io::stdout().is_terminal(),
            },
        title: say(
            words,
            Message::new("cli-title")
                .arg("title", text(ruleset_title(words, config.ruleset)))
                .arg("ruleset", text(config.ruleset.to_string()))
                .num("players", config.players)
                .arg("seed", text(seed.to_string()))
                .arg("variants", text(variants_text(words, &config))),
        ),
        shown_log: Vec::new(),
    };
    if !args.bots_only {
        outln!("{}", session.title);
        let others: Vec<Arg> = (1..players)
            .map(|s| text(session.seats.label(s as Seat)))
            .collect();
        outln!(
            "{}",
            say(
                words,
                Message::new("cli-against").arg("others", Arg::List(others))
            )
        );
        outln!("{}", words.text("cli-how-to"));
    }
    let stdin = std::io::stdin();
    let end = session.play(&mut stdin.lock());
    let actions = std::mem::take(&mut session.actions);
    let end = match end {
        Ok(end) => end,
        Err(e) => {
            if let Some(path) = &args.record {
                record::save(path, &config, &record_names, &actions, &game)?;
                let m =
                    Message::new("cli-record-so-far").arg("path", text(path.display().to_string()));
                eprintln!("{}", say(words, m));
            }
            return Err(e);
        }
    };
    if let Some(path) = &args.record {
        record::save(path, &config, &record_names, &actions, &game)?;
    }
    match end {
        End::Left(why) => {
            let m = Message::new("cli-left")
                .arg("why", text(words.text(why)))
                .num("actions", actions.len() as i64);
            outln!("{}", say(words, m));
            if let Some(path) = &args.record {
                let m =
                    Message::new("cli-left-recorded").arg("path", text(path.display().to_string()));
                outln!("{}", say(words, m));
            }
            Ok(ExitCode::SUCCESS)
        }
        End::Over => {
            let outcome = game.outcome().expect("the game is over");
            if args.json {
                let out = record::Summary {
                    verified: None,
                    config: &config,
                    bots: &record_names,
                    actions: actions.len(),
                    outcome: Some(outcome),
                    final_hash: record::hash_text(game.state_hash()),
                };
                println!("{}", serde_json::to_string_pretty(&out)?);
            } else {
                let shown: Vec<String> = (0..players)
                    .map(|s| {
                        if !args.bots_only && s == HUMAN as usize {
                            words.text("cli-you")
                        } else {
                            record_names[s].clone()
                        }
                    })
                    .collect();
                if args.bots_only {
                    let m = Message::new("cli-bots-summary")
                        .arg("ruleset", text(config.ruleset.to_string()))
                        .num("players", config.players)
                        .arg("seed", text(seed.to_string()))
                        .arg("variants", text(variants_text(words, &config)))
                        .num("actions", actions.len() as i64);
                    outln!("{}", say(words, m));
                } else {
                    outln!("\n{}", words.text("cli-final-scores"));
                }
                out!("{}", scores_table(words, &outcome, &shown, config.ruleset));
            }
            if let Some(path) = &args.record {
                let m =
                    Message::new("cli-record-saved").arg("path", text(path.display().to_string()));
                outln!("{}", say(words, m));
            }
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

struct Session<'a> {
    data: &'a DataSet,
    words: &'a Words,
    game: &'a mut Game,
    bots: Vec<Option<Box<dyn Bot>>>,
    seats: Seats,
    actions: Vec<Entry>,
    /// Lines not yet shown to the person.
    log: Vec<String>,
    show_log: bool,
    /// Whose eyes the log is redacted for (`None`: a spectator, bots-only games).
    viewer: Option<Seat>,
    /// Why the person left, once they did (a message id).
    left_reason: &'static str,
    /// Whether the board's map is drawn in colour (a terminal, no `NO_COLOR`).
    paint: Paint,
    /// Whether each decision's screen replaces the last one (`--screen`).
    redraw: bool,
    /// The game's title line, at the top of every redrawn screen.
    title: String,
    /// The "what happened" lines of the decision on screen, drawn again with it.
    shown_log: Vec<String>,
}

impl Session<'_> {
    fn play(&mut self, input: &mut impl BufRead) -> anyhow::Result<End> {
        let mut legal = Vec::new();
        loop {
            let Some(seat) = self.game.to_act() else {
                self.flush_log(usize::MAX);
                return Ok(End::Over);
            };
            self.game.legal_actions_into(&mut legal);
            if legal.is_empty() {
                bail!(
                    "the engine lists no legal action for seat {seat} ({})",
                    progress(self.words, &self.game.view(None))
                );
            }
            let (action, forced) = match &mut self.bots[seat as usize] {
                Some(bot) => {
                    let view = self.game.view(Some(seat));
                    (bot.choose(&view, &legal, Budget::Default), false)
                }
                None if legal.len() == 1 => (legal[0], true),
                None => match self.ask(seat, &legal, input)? {
                    Some(a) => (a, false),
                    None => return Ok(End::Left(self.left_reason)),
                },
            };
            let words = self.say(&self.game.describe(&action));
            let events = match self.game.apply(seat, &action) {
                Ok(events) => events,
                Err(e) => bail!("{}", self.refusal(seat, &action, e)),
            };
            self.actions.push(Entry { seat, action });
            // A draft's steps are for their author only (R-5, C-6).
            if self.show_log && (Some(seat) == self.viewer || !action.private_to_actor()) {
                self.note(seat, &action, &words, forced, &events);
            }
        }
    }

    /// A message in words, seats named as in this session ("seat 2 (greedy)").
    fn say(&self, m: &Message) -> String {
        self.words.format(m, &|s| self.seats.label(s).to_string())
    }

    /// Why the rules refused a bot's action, in words.
    fn refusal(&self, seat: Seat, action: &Action, e: havenbaron_engine::RuleError) -> String {
        match e {
            havenbaron_engine::RuleError::Illegal { expected, rule, .. } => self.say(
                &Message::new("cli-refused")
                    .seat("seat", seat)
                    .arg("action", text(action.to_json()))
                    .arg("rule", text(rule))
                    .msg("expected", expected),
            ),
            other => format!("{}: {}: {other}", self.seats.label(seat), action.to_json()),
        }
    }

    /// Adds the action and its events (redacted for the viewer) to the log.
    fn note(&mut self, seat: Seat, action: &Action, words: &str, forced: bool, events: &[Event]) {
        let who = if Some(seat) == self.viewer {
            self.words.text("cli-you")
        } else {
            self.seats.label(seat).to_string()
        };
        let mut head = format!("{who}: {words}");
        if forced {
            head.push(' ');
            head.push_str(&self.words.text("cli-only-choice"));
        }
        let mut lines = Vec::new();
        let mut headed = false;
        for e in events {
            let e = e.redacted_for(self.viewer);
            if echoes(action, &e) {
                continue;
            }
            let Some(text) = self.game.describe_event(&e).map(|m| self.say(&m)) else {
                continue;
            };
            let header = is_header(&e);
            if !headed && !header {
                // The action line goes before its own consequences.
                lines.push(std::mem::take(&mut head));
                headed = true;
            }
            lines.push(if header { text } else { format!("    {text}") });
        }
        if !headed {
            lines.insert(0, head);
        }
        if self.viewer.is_none() {
            // Bots-only with --log: print as it happens.
            for l in lines {
                outln!("{l}");
            }
        } else {
            self.log.extend(lines);
        }
    }

    /// Prints what happened since the person's last decision (at most `max` lines).
    fn flush_log(&mut self, max: usize) {
        self.flush_log_quietly(max);
        self.print_log();
    }

    /// Moves the log to the lines of the decision on screen without printing them (a redrawn
    /// screen prints them after clearing).
    fn flush_log_quietly(&mut self, max: usize) {
        self.shown_log.clear();
        let skip = self.log.len().saturating_sub(max);
        if skip > 0 {
            let m = Message::new("cli-earlier-lines").num("n", skip as i64);
            self.shown_log.push(self.say(&m));
        }
        self.shown_log.extend(self.log.drain(..).skip(skip));
    }

    /// The "what happened" lines of the decision on screen.
    fn print_log(&self) {
        if self.shown_log.is_empty() {
            return;
        }
        outln!();
        outln!("{}", self.words.text("cli-what-happened"));
        for l in &self.shown_log {
            outln!("  {l}");
        }
    }

    /// In redraw mode, clears the terminal and starts the screen with the game's title and
    /// what happened since the last decision; in scroll mode, nothing (the screen goes below).
    fn start_screen(&self) {
        if self.redraw {
            print!("{CLEAR}");
            outln!("{}", self.title);
            self.print_log();
        }
    }

    /// Shows the person's view and asks for a choice. `None`: the person left (quit or end of
    /// input).
    fn ask(
        &mut self,
        seat: Seat,
        legal: &[Action],
        input: &mut impl BufRead,
    ) -> anyhow::Result<Option<Action>> {
        let view = self.game.view(Some(seat));
        if self.redraw {
            self.flush_log_quietly(REDRAW_LOG_LINES);
            self.start_screen();
            outln!();
            out!(
                "{}",
                decision_text(self.words, self.data, &view, &self.seats, self.paint)
            );
            self.show_choices(legal);
        } else {
            self.flush_log(LOG_LINES);
            self.show(&view, legal);
        }
        let n = legal.len();
        loop {
            out!(
                "{} ",
                self.say(&Message::new("cli-prompt").num("n", n as i64))
            );
            std::io::stdout().flush()?;
            let mut line = String::new();
            match input.read_line(&mut line) {
                Ok(0) => {
                    outln!();
                    self.left_reason = "cli-why-end-of-input";
                    return Ok(None);
                }
                Ok(_) => {}
                Err(e) => {
                    outln!();
                    let m = Message::new("cli-cannot-read").arg("error", text(e.to_string()));
                    outln!("{}", self.say(&m));
                    self.left_reason = "cli-why-unreadable";
                    return Ok(None);
                }
            }
            let t = line.trim();
            match t {
                "" => outln!(
                    "{}",
                    self.say(&Message::new("cli-type-a-number").num("n", n as i64))
                ),
                "q" | "quit" | "exit" => {
                    self.left_reason = "cli-why-quit";
                    return Ok(None);
                }
                "b" | "board" => {
                    self.start_screen();
                    self.show(&view, legal);
                }
                "m" | "map" => {
                    self.start_screen();
                    self.show_map(&view, legal);
                }
                _ => match t.parse::<usize>() {
                    Ok(k) if (1..=n).contains(&k) => return Ok(Some(legal[k - 1])),
                    Ok(k) => {
                        let m = Message::new("cli-out-of-range")
                            .arg("k", text(k.to_string()))
                            .num("n", n as i64);
                        outln!("{}", self.say(&m));
                    }
                    Err(_) => {
                        let m = Message::new("cli-not-a-number")
                            .arg("text", text(t))
                            .num("n", n as i64);
                        outln!("{}", self.say(&m));
                    }
                },
            }
        }
    }

    fn show(&self, view: &View, legal: &[Action]) {
        outln!();
        out!(
            "{}",
            view_text(self.words, self.data, view, &self.seats, self.paint)
        );
        self.show_choices(legal);
    }

    /// The board's map and the choices without the lists between them: short enough to see
    /// both on one terminal screen.
    fn show_map(&self, view: &View, legal: &[Action]) {
        outln!();
        out!(
            "{}",
            map_text(self.words, self.data, view, &self.seats, self.paint)
        );
        self.show_choices(legal);
    }

    /// The decision and the legal actions, numbered from 1: in redraw mode in two columns
    /// (numbered down the first, then the second) when every choice fits half the width.
    fn show_choices(&self, legal: &[Action]) {
        let (what, rule) = self.game.expected();
        let m = Message::new("cli-decision")
            .arg("rule", text(rule))
            .msg("what", what);
        outln!("{}", self.say(&m));
        let items: Vec<String> = legal
            .iter()
            .enumerate()
            .map(|(i, a)| format!("{:>2}) {}", i + 1, self.say(&self.game.describe(a))))
            .collect();
        let half = (WIDTH - 2) / 2;
        if self.redraw && items.len() > 4 && items.iter().all(|c| columns(c) < half) {
            let rows = items.len().div_ceil(2);
            for (r, left) in items[..rows].iter().enumerate() {
                match items.get(r + rows) {
                    Some(right) => {
                        let pad = " ".repeat(half - columns(left));
                        outln!("  {left}{pad}{right}");
                    }
                    None => outln!("  {left}"),
                }
            }
        } else {
            for item in &items {
                outln!("  {item}");
            }
        }
    }
}

/// Events that only repeat the action line (its words already say all they say).
fn echoes(action: &Action, event: &Event) -> bool {
    matches!(
        (action, event),
        (Action::Pass, Event::Passed { .. })
            | (Action::CallColour { .. }, Event::ColourCalled { .. })
            | (Action::PlayCard { .. }, Event::CardPlayed { .. })
            | (Action::LayCard { .. }, Event::CardLaid { .. })
            | (Action::PlaceShip { .. }, Event::ShipPlaced { .. })
            | (Action::Accept, Event::OfferAccepted { .. })
            | (Action::Decline, Event::OfferDeclined { .. })
            | (Action::Withdraw, Event::OfferWithdrawn { .. })
            | (Action::Bid { .. }, Event::BidMade { .. })
            | (
                Action::ChooseCharacter { .. },
                Event::CharacterChosen { .. }
            )
            | (Action::TakeFree { .. }, Event::FreeRawTaken { .. })
            | (Action::BuyRaw { .. }, Event::RawBought { .. })
            | (Action::SellRaw { .. }, Event::RawSold { .. })
            | (
                Action::TakeShipping { display: Some(_) },
                Event::ShippingTaken { .. }
            )
            | (
                Action::TakeShipping { display: None },
                Event::ShippingTaken { card: None, .. }
            )
            | (
                Action::CompleteMission { .. },
                Event::MissionCompleted { .. }
            )
            | (Action::SellProduct { .. }, Event::ProductSold { .. })
            | (Action::BuyProduct { .. }, Event::ProductBought { .. })
            | (Action::BuildFactory { .. }, Event::FactoryBuilt { .. })
            | (Action::SwapMission { .. }, Event::MissionSwapped { .. })
            | (Action::PlayShipCard { .. }, Event::ShipCardPlayed { .. })
            | (Action::PlayLockCard { .. }, Event::LockCardPlayed { .. })
    )
}
