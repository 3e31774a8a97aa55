//! `havenbaron play`: a person (seat 0) against bots in the terminal, or bots alone.
//!
//! The person sees only `game.view(Some(0))` and events redacted for seat 0; every action, the
//! person's and the bots', goes through the checked `Game::apply`.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use anyhow::bail;
use havenbaron_bots::{Bot, Budget};
use havenbaron_engine::{Action, DataSet, Event, Game, Seat, View};

use crate::PlayArgs;
use crate::record::{self, Entry, variants_text};
use crate::render::{
    Seats, event_text, is_header, progress, ruleset_title, scores_table, view_text,
};
use crate::setup::{bot, bot_names, config, load_data, new_game};

/// The person's seat.
const HUMAN: Seat = 0;
/// Lines of the "what happened" log shown before a decision, at most.
const LOG_LINES: usize = 80;

/// How the game loop ended.
enum End {
    Over,
    Left(&'static str),
}

pub fn run(args: PlayArgs) -> anyhow::Result<ExitCode> {
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
        &bots
            .iter()
            .map(|b| b.as_ref().map(|b| b.name()))
            .collect::<Vec<_>>(),
    );

    let mut session = Session {
        data: &data,
        game: &mut game,
        bots,
        seats,
        actions: Vec::new(),
        log: Vec::new(),
        show_log: !args.bots_only || args.log,
        viewer: if args.bots_only { None } else { Some(HUMAN) },
        left_reason: "",
    };
    if !args.bots_only {
        println!(
            "Havenbaron — {} ({}), {} players, seed {seed}{}.",
            ruleset_title(config.ruleset),
            config.ruleset,
            config.players,
            variants_text(&config)
        );
        let others: Vec<String> = (1..players)
            .map(|s| session.seats.label(s as Seat).to_string())
            .collect();
        println!("You are seat 0, against {}.", others.join(", "));
        println!(
            "At each decision type the number of an action and press Enter (b: show the board again, q: quit)."
        );
    }
    let stdin = std::io::stdin();
    let end = session.play(&mut stdin.lock());
    let actions = std::mem::take(&mut session.actions);
    let end = match end {
        Ok(end) => end,
        Err(e) => {
            if let Some(path) = &args.record {
                record::save(path, &config, &record_names, &actions, &game)?;
                eprintln!("the record so far is saved to {}", path.display());
            }
            return Err(e);
        }
    };
    if let Some(path) = &args.record {
        record::save(path, &config, &record_names, &actions, &game)?;
    }
    match end {
        End::Left(why) => {
            println!("{why}: leaving the game after {} actions.", actions.len());
            if let Some(path) = &args.record {
                println!("The unfinished game is recorded in {}.", path.display());
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
                            "you".to_string()
                        } else {
                            record_names[s].clone()
                        }
                    })
                    .collect();
                if args.bots_only {
                    println!(
                        "{}, {} players, seed {seed}{}: {} actions",
                        config.ruleset,
                        config.players,
                        variants_text(&config),
                        actions.len()
                    );
                } else {
                    println!("\nFinal scores:");
                }
                print!("{}", scores_table(&outcome, &shown, config.ruleset));
            }
            if let Some(path) = &args.record {
                println!("Game record saved to {}.", path.display());
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
    game: &'a mut Game,
    bots: Vec<Option<Box<dyn Bot>>>,
    seats: Seats,
    actions: Vec<Entry>,
    /// Lines not yet shown to the person.
    log: Vec<String>,
    show_log: bool,
    /// Whose eyes the log is redacted for (`None`: a spectator, bots-only games).
    viewer: Option<Seat>,
    /// Why the person left, once they did.
    left_reason: &'static str,
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
                    progress(&self.game.view(None))
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
            let words = self.game.describe(&action);
            let events = match self.game.apply(seat, &action) {
                Ok(events) => events,
                Err(e) => bail!(
                    "{} chose an action the rules refuse ({}): {e}",
                    self.seats.label(seat),
                    action.to_json()
                ),
            };
            self.actions.push(Entry { seat, action });
            if self.show_log {
                self.note(seat, &action, &words, forced, &events);
            }
        }
    }

    /// Adds the action and its events (redacted for the viewer) to the log.
    fn note(&mut self, seat: Seat, action: &Action, words: &str, forced: bool, events: &[Event]) {
        let who = if Some(seat) == self.viewer {
            "you".to_string()
        } else {
            self.seats.label(seat).to_string()
        };
        let mut head = format!("{who}: {words}");
        if forced {
            head.push_str(" (your only choice)");
        }
        let mut lines = Vec::new();
        let mut headed = false;
        // What the viewer sees after the action: the rule set and the ships' owners.
        let view = self.game.view(self.viewer);
        for e in events {
            let e = e.redacted_for(self.viewer);
            if echoes(action, &e) {
                continue;
            }
            let Some(text) = event_text(self.data, &view, &self.seats, &e) else {
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
                println!("{l}");
            }
        } else {
            self.log.extend(lines);
        }
    }

    /// Prints what happened since the person's last decision (at most `max` lines).
    fn flush_log(&mut self, max: usize) {
        if self.log.is_empty() {
            return;
        }
        println!();
        println!("What happened:");
        let skip = self.log.len().saturating_sub(max);
        if skip > 0 {
            println!("  … ({skip} earlier lines)");
        }
        for l in &self.log[skip..] {
            println!("  {l}");
        }
        self.log.clear();
    }

    /// Shows the person's view and asks for a choice. `None`: the person left (quit or end of
    /// input).
    fn ask(
        &mut self,
        seat: Seat,
        legal: &[Action],
        input: &mut impl BufRead,
    ) -> anyhow::Result<Option<Action>> {
        self.flush_log(LOG_LINES);
        let view = self.game.view(Some(seat));
        self.show(&view, legal);
        let n = legal.len();
        loop {
            print!("Your choice (1-{n}, b = board, q = quit): ");
            std::io::stdout().flush()?;
            let mut line = String::new();
            match input.read_line(&mut line) {
                Ok(0) => {
                    println!();
                    self.left_reason = "end of input";
                    return Ok(None);
                }
                Ok(_) => {}
                Err(e) => {
                    println!();
                    println!("cannot read the input ({e})");
                    self.left_reason = "unreadable input";
                    return Ok(None);
                }
            }
            let t = line.trim();
            match t {
                "" => println!("Please type a number from 1 to {n}."),
                "q" | "quit" | "exit" => {
                    self.left_reason = "you quit";
                    return Ok(None);
                }
                "b" | "board" => self.show(&view, legal),
                _ => match t.parse::<usize>() {
                    Ok(k) if (1..=n).contains(&k) => return Ok(Some(legal[k - 1])),
                    Ok(k) => println!("{k} is out of range: type a number from 1 to {n}."),
                    Err(_) => println!(
                        "`{t}` is not a number: type a number from 1 to {n} (b = board, q = quit)."
                    ),
                },
            }
        }
    }

    fn show(&self, view: &View, legal: &[Action]) {
        println!();
        print!("{}", view_text(self.data, view, &self.seats));
        let (what, rule) = self.game.expected();
        println!("Your decision ({rule}): {what}");
        for (i, a) in legal.iter().enumerate() {
            println!("  {:>2}) {}", i + 1, self.game.describe(a));
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
