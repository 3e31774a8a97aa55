//! Antwerpen's screen (RULES A-): turn, whose turn and whether its main action is done, the end
//! trigger; the board with its locks, double channels and the transit exit; the docks and
//! their open piles; every seat's public facts; the viewer's missions, ship and lock cards; the
//! call, offer or card in progress.

use std::fmt::Write as _;

use havenbaron_engine::antwerpen::state::{END_MISSIONS, LOCK_LIMIT, SHIP_LIMIT};
use havenbaron_engine::antwerpen::{CallKind, Data, LockCard, ShipCard, Step, View};
use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::{Arg, Message, NameKind};
use havenbaron_words::Words;

use super::common::{
    HarbourColumns, Screen, board_section, channel_text, colours_text, counts_arg, label_value,
    labelled_lines, map_section, mission_rows, name, offer_text, pile_text, product_counts,
    sail_text, seat_mark, supply_line, to_act_text,
};
use super::paint::Paint;
use super::{Names, Seats};

fn ship_cards(sc: &Screen, counts: &[u8]) -> String {
    let card = |i: u8| match ShipCard::ALL.get(i as usize) {
        Some(c) => sc.thing(NameKind::ShipCard, c),
        None => name(NameKind::ShipCard, format!("#{i}")),
    };
    sc.arg(&counts_arg(counts, card, "none"))
}

fn lock_cards(sc: &Screen, counts: &[u8]) -> String {
    let card = |i: u8| match LockCard::ALL.get(i as usize) {
        Some(c) => sc.thing(NameKind::LockCard, c),
        None => name(NameKind::LockCard, format!("#{i}")),
    };
    sc.arg(&counts_arg(counts, card, "none"))
}

/// "open" or "closed".
fn lock_state(sc: &Screen, open: u8, lock: u8) -> String {
    sc.text(if open & (1 << lock) != 0 {
        "cli-lock-open"
    } else {
        "cli-lock-closed"
    })
}

/// The lock on a channel, by name, and whether it is open.
fn lock_at(sc: &Screen, d: &Data, open: u8, from: u8, to: u8) -> Option<(Arg, bool)> {
    d.lock_between(from, to)
        .map(|l| (sc.lock(l), open & (1 << l) != 0))
}

fn screen<'a>(words: &'a Words, d: &'a Data, seats: &'a Seats, paint: Paint) -> Screen<'a> {
    Screen {
        words,
        names: Names {
            harbours: &d.harbours,
            locks: &d.locks,
        },
        seats,
        paint,
    }
}

/// The board's map alone, with its title and legend.
pub fn map_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let mut out = String::new();
    let sc = &screen(words, d, seats, paint);
    let open = v.public.locks_open;
    let locks_at = |from: u8, to: u8| lock_at(sc, d, open, from, to);
    map_section(&mut out, sc, &v.public.fleet, &locks_at, "cli-map-docks");
    out
}

/// The whole screen, section by section.
pub fn view_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let sc = &screen(words, d, seats, paint);
    let mut out = String::new();
    header(&mut out, sc, v);
    board(&mut out, sc, d, v);
    special_channels(&mut out, sc, d);
    docks(&mut out, sc, d, v);
    players(&mut out, sc, v);
    hand(&mut out, sc, v);
    in_progress(&mut out, sc, v);
    out
}

/// Turn, whose turn and whether its main action is done, whose decision; the end trigger.
fn header(out: &mut String, sc: &Screen, v: &View) {
    let p = &v.public;
    let main = if p.step == Step::Ended {
        String::new()
    } else {
        format!(
            " {}",
            sc.text(if p.main_done {
                "cli-a-main-done-mark"
            } else {
                "cli-a-main-not-done-mark"
            })
        )
    };
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-a-header")
                .num("turn", p.turn)
                .num("cap", p.turn_cap)
                .seat("seat", p.active)
                .arg("main", Arg::Text(main))
                .arg("actor", Arg::Text(to_act_text(sc, v.to_act)))
        )
    );
    let end = match p.end_after {
        Some(t) => {
            let trigger = (0..p.players)
                .find(|&s| p.seats[s as usize].completed.len() >= END_MISSIONS)
                .map_or_else(|| Arg::Text(sc.text("cli-a-a-player")), Arg::Seat);
            Message::new("cli-a-end-last-turns")
                .arg("seat", trigger)
                .num("n", END_MISSIONS as i64)
                .num("turn", t)
        }
        None => Message::new("cli-a-end-when").num("n", END_MISSIONS as i64),
    };
    let _ = writeln!(out, "{}", sc.say(Message::new("cli-a-end").msg("end", end)));
}

/// The board with its locks drawn, and where each lock is and whether it is open.
fn board(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let p = &v.public;
    let board = &d.board;
    let locks_at = |from: u8, to: u8| lock_at(sc, d, p.locks_open, from, to);
    board_section(out, sc, &p.fleet, &locks_at, "cli-map-docks");
    // Locks: where each one is and whether it is open.
    let locks: Vec<String> = (0..d.locks.len() as u8)
        .map(|l| {
            let id = sc.names.lock(l);
            let on: Vec<String> = board
                .channels
                .iter()
                .filter(|c| c.lock.as_deref() == Some(id.as_str()))
                .map(|c| channel_text(sc, c.from, c.to))
                .collect();
            format!(
                "{} ({}) {}",
                sc.arg(&sc.lock(l)),
                on.join(", "),
                lock_state(sc, p.locks_open, l)
            )
        })
        .collect();
    let locks = if locks.is_empty() {
        sc.text("none")
    } else {
        locks.join(" · ")
    };
    let _ = writeln!(
        out,
        "  {}",
        sc.say(Message::new("cli-a-locks").arg("list", Arg::Text(locks)))
    );
}

/// The double channels and the channels to the transit exit, with their colours.
fn special_channels(out: &mut String, sc: &Screen, d: &Data) {
    let board = &d.board;
    let doubles: Vec<String> = board
        .channels
        .iter()
        .filter(|c| c.colours.len() > 1)
        .map(|c| {
            format!(
                "{} {}",
                channel_text(sc, c.from, c.to),
                colours_text(sc, &c.colours)
            )
        })
        .collect();
    if !doubles.is_empty() {
        let m = Message::new("cli-a-double-channels").arg("list", Arg::Text(doubles.join(", ")));
        let _ = writeln!(out, "  {}", sc.say(m));
    }
    let exits: Vec<String> = board
        .channels
        .iter()
        .filter(|c| board.kind(c.to) == PosKind::Exit)
        .map(|c| {
            format!(
                "{} {}",
                channel_text(sc, c.from, c.to),
                colours_text(sc, &c.colours)
            )
        })
        .collect();
    if !exits.is_empty() {
        let m = Message::new("cli-a-exit").arg("list", Arg::Text(exits.join(", ")));
        let _ = writeln!(out, "  {}", sc.say(m));
    }
}

/// The docks with the locks behind them and their open piles; the supply; the card piles.
fn docks(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let p = &v.public;
    let board = &d.board;
    let _ = writeln!(out, "  {}", sc.text("cli-a-docks"));
    let locks: Vec<String> = board
        .harbours()
        .iter()
        .map(|&h| {
            let behind: Vec<String> = board
                .channels
                .iter()
                .filter(|c| c.to == h)
                .filter_map(|c| d.lock_between(c.from, c.to))
                .map(|l| {
                    format!(
                        "{} {}",
                        sc.arg(&sc.lock(l)),
                        lock_state(sc, p.locks_open, l)
                    )
                })
                .collect();
            if behind.is_empty() {
                sc.text("cli-a-no-lock")
            } else {
                sc.say(Message::new("cli-a-dock-lock").arg("list", Arg::Text(behind.join(", "))))
            }
        })
        .collect();
    let columns = HarbourColumns::new(sc, board.harbours(), &locks);
    for (hi, (&h, lock)) in board.harbours().iter().zip(&locks).enumerate() {
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let pile = pile_text(sc, size, top, true);
        let _ = writeln!(out, "{}", columns.line(sc, h, Some(lock), pile));
    }
    let _ = writeln!(out, "{}", supply_line(sc, d.raws.len(), &p.supply));
    let ship_played: u8 = p.ship_discard.iter().sum();
    let lock_played: u8 = p.lock_discard.iter().sum();
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-a-piles")
                .num("missions", v.piles.missions)
                .num("swapped", p.mission_discard.len() as i64)
                .num("ship", v.piles.ship_cards)
                .num("shipplayed", ship_played)
                .num("lock", v.piles.lock_cards)
                .num("lockplayed", lock_played)
        )
    );
}

/// Every seat's public facts.
fn players(out: &mut String, sc: &Screen, v: &View) {
    let p = &v.public;
    let _ = writeln!(out, "{}", sc.text("cli-players"));
    for seat in 0..p.players {
        let line = player_line(sc, v, seat);
        let _ = writeln!(out, "  {line}");
    }
}

/// One seat's line of the players' section.
fn player_line(sc: &Screen, v: &View, seat: u8) -> String {
    let p = &v.public;
    let sp = &p.seats[seat as usize];
    let hs = v.hand_sizes.get(seat as usize);
    let fresh = |n: u8| {
        if n > 0 {
            format!(
                " {}",
                sc.say(Message::new("cli-a-new-this-turn").num("n", n))
            )
        } else {
            String::new()
        }
    };
    let done: Vec<Arg> = sp.completed.iter().map(|&m| sc.mission(m)).collect();
    let done = if done.is_empty() {
        String::new()
    } else {
        format!(": {}", sc.arg(&Arg::List(done)))
    };
    let line = Message::new("cli-a-player")
        .num("ships", p.fleet.in_supply(seat) as i64)
        .num("products", hs.map_or(0, |h| h.products))
        .num("missions", hs.map_or(0, |h| h.missions))
        .num("shipcards", hs.map_or(0, |h| h.ship_cards))
        .arg("freshship", Arg::Text(fresh(sp.fresh_ship)))
        .num("lockcards", hs.map_or(0, |h| h.lock_cards))
        .arg("freshlock", Arg::Text(fresh(sp.fresh_lock)))
        .num("done", sp.completed.len() as i64)
        .num("points", sp.mission_points)
        .arg("list", Arg::Text(done));
    let who = format!(
        "{}{}",
        sc.seats.label(seat),
        seat_mark(sc, seat, None, v.to_act)
    );
    label_value(sc, who, sc.say(line))
}

/// The viewer's missions, products, ship and lock cards.
fn hand(out: &mut String, sc: &Screen, v: &View) {
    if let Some(hand) = &v.hand {
        let _ = writeln!(out, "{}", sc.text("cli-your-hand"));
        let new_note = |fresh: &[u8], show: fn(&Screen, &[u8]) -> String| {
            if fresh.iter().any(|&n| n > 0) {
                let m = Message::new("cli-a-received-this-turn")
                    .arg("list", Arg::Text(show(sc, fresh)));
                format!(" {}", sc.say(m))
            } else {
                String::new()
            }
        };
        let at_most = |n: usize| sc.say(Message::new("cli-a-at-most").num("n", n as i64));
        let mut rows = vec![(
            sc.text("cli-hand-products"),
            product_counts(sc, &hand.products),
        )];
        rows.extend(mission_rows(
            sc,
            sc.text("cli-hand-missions"),
            &hand.missions,
            &hand.products,
        ));
        rows.push((
            sc.text("cli-hand-ship-cards"),
            format!(
                "{} {}{}",
                ship_cards(sc, &hand.ship),
                at_most(SHIP_LIMIT as usize),
                new_note(&hand.fresh_ship, ship_cards)
            ),
        ));
        rows.push((
            sc.text("cli-hand-lock-cards"),
            format!(
                "{} {}{}",
                lock_cards(sc, &hand.lock),
                at_most(LOCK_LIMIT as usize),
                new_note(&hand.fresh_lock, lock_cards)
            ),
        ));
        labelled_lines(out, &rows);
    }
}

/// The turn and what is in progress: the call, the offer, the step a card asks for.
fn in_progress(out: &mut String, sc: &Screen, v: &View) {
    let p = &v.public;
    if p.step != Step::Ended {
        let _ = writeln!(
            out,
            "{}",
            sc.say(
                Message::new("cli-a-this-turn")
                    .seat("seat", p.active)
                    .msg(
                        "main",
                        Message::new(if p.main_done {
                            "cli-a-done"
                        } else {
                            "cli-a-not-done"
                        })
                    )
                    .msg(
                        "mission",
                        Message::new(if p.mission_done { "cli-yes" } else { "cli-no" })
                    )
                    .num("offers", p.offers)
            )
        );
    }
    if let Some(sail) = &p.sail {
        let line = call_line(sc, v, sail);
        let _ = writeln!(out, "{line}");
    }
    // A sent offer (public), or the viewer's own draft (R-5: only its author sees it).
    if let Some(offer) = p.offer.as_ref().or(v.draft.as_ref()) {
        let _ = writeln!(
            out,
            "{}",
            offer_text(sc, offer.from, offer.to, &offer.give, &offer.ask)
        );
    }
    if let Some(s) = step_message(sc, p.step) {
        let _ = writeln!(out, "{}", sc.say(s));
    }
}

/// A call under way: the ships that sail, what kind of call, the ships held and those that
/// left by the exit.
fn call_line(sc: &Screen, v: &View, sail: &havenbaron_engine::core::sailing::Sail) -> String {
    let p = &v.public;
    let ship_card = |c: ShipCard| sc.thing(NameKind::ShipCard, &c);
    let mut line = sail_text(sc, &p.fleet, sail);
    if let Some(call) = &p.call {
        let kind = match call.kind {
            CallKind::Sail => Message::new("cli-a-call-sail"),
            CallKind::ExtraColour => {
                Message::new("cli-a-call-card").arg("card", ship_card(ShipCard::ExtraColour))
            }
            CallKind::SailAlone => {
                Message::new("cli-a-call-sail-alone").arg("card", ship_card(ShipCard::SailAlone))
            }
        };
        let _ = write!(line, " ({})", sc.say(kind));
        let held: Vec<Arg> = (0..p.fleet.ships.len() as u8)
            .filter(|&s| s < 64 && call.held & (1u64 << s) != 0)
            .map(|s| super::common::msg_arg(Message::new("ship").num("ship", s)))
            .collect();
        if !held.is_empty() {
            line.push_str(
                &sc.say(
                    Message::new("cli-a-held")
                        .arg("card", ship_card(ShipCard::Anchor))
                        .arg("ships", Arg::List(held)),
                ),
            );
        }
        if call.exits > 0 {
            line.push_str(&sc.say(Message::new("cli-a-exited").num("n", call.exits)));
        }
    }
    line
}

/// The step a card or the turn asks for, in words; `None` at a plain turn.
fn step_message(sc: &Screen, step: Step) -> Option<Message> {
    let ship_card = |c: ShipCard| sc.thing(NameKind::ShipCard, &c);
    let card = |id: &str, c: ShipCard| Message::new(id).arg("card", ship_card(c));
    match step {
        Step::AnchorWindow { seat } => {
            Some(card("cli-a-step-anchor-window", ShipCard::Anchor).seat("seat", seat))
        }
        Step::AnchorShip { seat } => {
            Some(card("cli-a-step-anchor-ship", ShipCard::Anchor).seat("seat", seat))
        }
        Step::TakeCard { ship } => Some(
            Message::new("cli-a-step-take-card")
                .num("ship", ship)
                .arg("shipcard", name(NameKind::Pile, "ship"))
                .arg("lockcard", name(NameKind::Pile, "lock")),
        ),
        Step::DoubleYield { ship } => {
            Some(card("cli-a-step-double-yield", ShipCard::DoubleYield).num("ship", ship))
        }
        Step::ExtraShip => Some(card("cli-a-step-extra-ship", ShipCard::ExtraShip)),
        Step::ChooseColour { card: c } => Some(card("cli-a-step-choose-colour", c)),
        Step::StepBackShip => Some(card("cli-a-step-back-ship", ShipCard::StepBack)),
        Step::StepBackTo { ship } => {
            Some(card("cli-a-step-back-to", ShipCard::StepBack).num("ship", ship))
        }
        Step::SwapFirst => Some(card("cli-a-step-swap-first", ShipCard::SwapCargo)),
        Step::SwapSecond { first } => {
            Some(card("cli-a-step-swap-second", ShipCard::SwapCargo).num("ship", first))
        }
        Step::Locks { open, left } => Some(
            Message::new(if open {
                "cli-a-step-locks-open"
            } else {
                "cli-a-step-locks-close"
            })
            .num("left", left),
        ),
        Step::ToggleDirection { count } => {
            Some(Message::new("cli-a-step-toggle-direction").num("count", count))
        }
        Step::ToggleLocks { open, left, .. } => Some(
            Message::new(if open {
                "cli-a-step-toggle-open"
            } else {
                "cli-a-step-toggle-close"
            })
            .num("left", left),
        ),
        _ => None,
    }
}
