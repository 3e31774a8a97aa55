//! Masters of Trade's screen (RULES M-): round, stage, Harbour Master and whose decision; the
//! harbour planning; the board with the factories per harbour; the raw-material and product
//! markets; assignments and the shipping display; every seat's money, stock, cards, factories
//! and points; the viewer's hand; the character action in progress.

use std::fmt::Write as _;

use havenbaron_engine::masters::{Character, Data, Stage, View};
use havenbaron_engine::{Arg, Message, NameKind};
use havenbaron_words::Words;

use super::common::{
    HarbourColumns, Screen, board_section, card_play_text, counts_arg, label_value, labelled_lines,
    map_section, msg_arg, nav_counts, nav_name, pile_text, product_counts, sail_text, seat_mark,
    to_act_text, you_hold,
};
use super::paint::Paint;
use super::{Names, Seats};

/// The stage in words; the characters' stages are named by the characters' names.
fn stage_message(sc: &Screen, stage: Stage) -> Message {
    let character = |c: Character, id: &str| {
        Message::new(id).arg("character", sc.thing(NameKind::Character, &c))
    };
    match stage {
        Stage::Setup => Message::new("cli-m-stage-setup"),
        Stage::Auction => Message::new("cli-m-stage-auction"),
        Stage::Plan => Message::new("cli-m-stage-plan"),
        Stage::ShipOwner => character(Character::ShipOwner, "cli-m-stage-character"),
        Stage::Captain => character(Character::Captain, "cli-m-stage-character"),
        Stage::Fork => character(Character::Captain, "cli-m-stage-fork"),
        Stage::DeckHand => character(Character::DeckHand, "cli-m-stage-deck-hand"),
        Stage::Factory => character(Character::Discharger, "cli-m-stage-factory"),
        Stage::Trader => character(Character::Trader, "cli-m-stage-character"),
        Stage::Build => character(Character::Manufacturer, "cli-m-stage-character"),
        Stage::After => Message::new("cli-m-stage-after"),
        Stage::Ended => Message::new("expect-game-over"),
    }
}

/// The board's map alone, with its title and legend.
pub fn map_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let mut out = String::new();
    let sc = &Screen {
        words,
        names: Names::new(&d.base.harbours),
        seats,
        paint,
    };
    map_section(
        &mut out,
        sc,
        &v.public.fleet,
        &|_, _| None,
        "cli-map-harbours",
    );
    out
}

/// The whole screen, section by section.
pub fn view_text(words: &Words, d: &Data, v: &View, seats: &Seats, paint: Paint) -> String {
    let sc = &Screen {
        words,
        names: Names::new(&d.base.harbours),
        seats,
        paint,
    };
    let mut out = String::new();
    header(&mut out, sc, d, v);
    planning(&mut out, sc, d, v);
    board(&mut out, sc, d, v);
    raw_market(&mut out, sc, d, v);
    product_market(&mut out, sc, d, v);
    displays(&mut out, sc, v);
    players(&mut out, sc, v);
    hand(&mut out, sc, v);
    in_progress(&mut out, sc, d, v);
    out
}

/// Round, stage, Harbour Master and whose decision; the variants and how the game ends.
fn header(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let p = &v.public;
    let cap = Message::new(if p.variants.fixed_rounds {
        "cli-m-round-of"
    } else {
        "cli-round-cap-short"
    })
    .num("n", p.round_cap);
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-m-header")
                .num("round", p.round)
                .msg("cap", cap)
                .msg("stage", stage_message(sc, p.stage))
                .seat("hm", p.hm)
                .arg("actor", Arg::Text(to_act_text(sc, v.to_act)))
        )
    );
    let mut variants = Vec::new();
    if p.variants.fixed_rounds {
        variants.push("fixed_rounds".to_string());
    }
    if p.variants.auction {
        variants.push("auction".to_string());
    }
    let layout = d
        .layouts
        .get(p.variants.factory_layout as usize)
        .map_or("?", |(n, _)| n.as_str());
    variants.push(format!("factory_layout={layout}"));
    let end = if p.variants.fixed_rounds {
        Message::new("cli-m-end-fixed").num("round", p.round_cap)
    } else {
        Message::new("cli-m-end-points").num("points", d.end_points)
    };
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-m-variants")
                .arg("list", Arg::Text(variants.join(", ")))
                .msg("end", end)
        )
    );
}

/// The harbour planning (M-2): the dock workers placed, and each character's field.
fn planning(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let p = &v.public;
    let per = p.fields_per_character(d);
    let total_workers = p.players as u32 * p.workers as u32;
    // `turn` counts the dock workers whose turn is over; the one being resolved is placed too.
    let placed = match p.stage {
        Stage::Setup | Stage::Auction => 0,
        Stage::Plan => p.turn as u32,
        Stage::Ended => total_workers,
        _ => p.turn as u32 + 1,
    }
    .min(total_workers);
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-m-planning")
                .num("per", per)
                .num("placed", placed)
                .num("total", total_workers)
                .num("each", p.workers)
        )
    );
    let fields: Vec<String> = Character::ALL
        .iter()
        .map(|&c| planning_field(sc, d, v, c, per))
        .collect();
    for chunk in fields.chunks(4) {
        let _ = writeln!(out, "  {}", chunk.join(" · "));
    }
}

/// One character's field of the harbour planning: the dock workers on it, whether it is full,
/// and what the cashier pays or who has manufactured this round.
fn planning_field(sc: &Screen, d: &Data, v: &View, c: Character, per: u8) -> String {
    let p = &v.public;
    let taken = p.fields[c as usize];
    let mut text = format!(
        "{} {taken}/{per}",
        sc.arg(&sc.thing(NameKind::Character, &c))
    );
    if taken >= per {
        let _ = write!(text, " {}", sc.text("cli-m-field-full"));
    }
    match c {
        Character::Cashier => {
            let amounts: Vec<String> = d.cashier[..(per as usize).min(d.cashier.len())]
                .iter()
                .map(u8::to_string)
                .collect();
            let next = d
                .cashier
                .get(taken as usize)
                .filter(|_| taken < per)
                .map_or(String::new(), |a| {
                    sc.say(Message::new("cli-m-cashier-next").num("amount", *a))
                });
            let m = Message::new("cli-m-cashier-pays")
                .arg("list", Arg::Text(amounts.join(", ")))
                .arg("next", Arg::Text(next));
            let _ = write!(text, " {}", sc.say(m));
        }
        Character::Manufacturer => {
            let used: Vec<Arg> = (0..p.players)
                .filter(|&s| p.seats[s as usize].manufactured)
                .map(Arg::Seat)
                .collect();
            let m =
                Message::new("cli-m-manufacturer-used").arg("list", sc.list_or(used, "cli-nobody"));
            let _ = write!(text, " {}", sc.say(m));
        }
        _ => {}
    }
    text
}

/// The board, with the product piles and the factories per harbour.
fn board(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let b = &*d.base;
    let p = &v.public;
    board_section(out, sc, &p.fleet, &|_, _| None, "cli-map-harbours");
    let _ = writeln!(out, "  {}", sc.text("cli-harbours"));
    let columns = HarbourColumns::new(sc, b.board.harbours(), &[]);
    for (hi, &h) in b.board.harbours().iter().enumerate() {
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let pile = pile_text(sc, size, top, true);
        let _ = writeln!(out, "{}", columns.line(sc, h, None, pile));
        let line = factory_sites(sc, d, v, hi);
        let _ = writeln!(out, "    {:<14} {}", "", sc.say(line));
    }
}

/// The factory sites of the harbour at index `hi`: who owns each, what a free one costs, and
/// the price of the next.
fn factory_sites(sc: &Screen, d: &Data, v: &View, hi: usize) -> Message {
    let p = &v.public;
    let sites = d.layout(p.variants.factory_layout);
    let owners = p.factories.get(hi).map(|f| f.as_slice()).unwrap_or(&[]);
    let prices = sites.get(hi).map(|s| s.prices.as_slice()).unwrap_or(&[]);
    let list: Vec<Arg> = owners
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let price = prices.get(i).copied().unwrap_or(0);
            msg_arg(match o {
                Some(s) => Message::new("cli-m-site-owned")
                    .num("site", i as i64 + 1)
                    .seat("owner", *s),
                None => Message::new("cli-m-site-free")
                    .num("site", i as i64 + 1)
                    .num("price", price),
            })
        })
        .collect();
    let next = owners
        .iter()
        .position(Option::is_none)
        .and_then(|i| prices.get(i))
        .map_or(Message::new("cli-m-no-free-site"), |pr| {
            Message::new("cli-m-next-site").num("price", *pr)
        });
    Message::new("cli-m-factory-sites")
        .arg("list", sc.list_or(list, "none"))
        .msg("next", next)
}

/// The raw-material market (D-3): units, spaces and prices of each raw material.
fn raw_market(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let b = &*d.base;
    let p = &v.public;
    let _ = writeln!(out, "{}", sc.text("cli-m-raw-market"));
    let raw_names: Vec<String> = (0..b.raws.len() as u8)
        .map(|r| sc.arg(&sc.raw(r)))
        .collect();
    for (r, raw) in raw_names.iter().enumerate() {
        let units = p.market.get(r).copied().unwrap_or(0);
        let track = d.raw_market.get(r);
        let spaces = track.map_or(0, |t| t.spaces());
        let buy = track
            .and_then(|t| t.buy_price(units))
            .map_or("—".to_string(), |x| x.to_string());
        let sell = track.and_then(|t| t.sell_price(units)).map_or_else(
            || format!("— ({})", sc.text("cli-m-market-full")),
            |x| x.to_string(),
        );
        let prices = sc.say(
            Message::new("cli-m-raw-prices")
                .arg("buy", Arg::Text(format!("{buy:>2}")))
                .arg("sell", Arg::Text(sell)),
        );
        let _ = writeln!(out, "  {raw:<11} {units}/{spaces}  {prices}");
    }
}

/// The product market (D-3): each product's price now and its range.
fn product_market(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let b = &*d.base;
    let p = &v.public;
    let prices: Vec<String> = (0..b.products.len())
        .map(|i| {
            let track = d.product_market.get(i);
            let now = track.map_or(0, |t| t.price(p.prices.get(i).copied().unwrap_or(0)));
            let range = track
                .map(|t| {
                    format!(
                        "{}–{}",
                        t.prices.first().copied().unwrap_or(0),
                        t.prices.last().copied().unwrap_or(0)
                    )
                })
                .unwrap_or_default();
            format!("{} {now} ({range})", sc.arg(&sc.product(i as u8)))
        })
        .collect();
    let _ = writeln!(out, "{}", sc.text("cli-m-product-market"));
    for chunk in prices.chunks(4) {
        let _ = writeln!(out, "  {}", chunk.join(" · "));
    }
}

/// The shared displays: the assignments face up and the shipping cards.
fn displays(out: &mut String, sc: &Screen, v: &View) {
    let p = &v.public;
    let _ = writeln!(out, "{}", sc.text("cli-m-assignments"));
    if p.assignments.is_empty() {
        let _ = writeln!(out, "  {}", sc.text("cli-m-none-left"));
    }
    let my_products = v.hand.as_ref().map(|h| h.products);
    for (i, &m) in p.assignments.iter().enumerate() {
        let hold = my_products.map_or(String::new(), |prods| {
            format!(" {}", you_hold(sc, m, &prods))
        });
        let _ = writeln!(out, "  {}. {}{hold}", i + 1, sc.arg(&sc.mission(m)));
    }
    let display: Vec<Arg> = p.shipping.iter().map(|&c| nav_name(c)).collect();
    let discard: u8 = p.nav_discard.iter().sum();
    let _ = writeln!(
        out,
        "{}",
        sc.say(
            Message::new("cli-m-shipping")
                .arg("list", sc.list_or(display, "none"))
                .num("pile", v.piles.shipping)
                .num("played", discard)
                .num("assignments", v.piles.assignments)
        )
    );
}

/// Every seat's money, stock, cards, factories and points.
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
    let stock = sc.arg(&counts_arg(&sp.stock, |r| sc.raw(r), "none"));
    let mut known = Vec::new();
    if v.viewer != Some(seat) {
        if sp.known_products.iter().any(|&n| n > 0) {
            known.push(product_counts(sc, &sp.known_products));
        }
        if sp.known_cards.iter().any(|&n| n > 0) {
            known.push(nav_counts(sc, &sp.known_cards));
        }
    }
    let known = if known.is_empty() {
        String::new()
    } else {
        let m = Message::new("cli-known").arg("list", Arg::Text(known.join("; ")));
        format!(" {}", sc.say(m))
    };
    let line = Message::new("cli-m-player")
        .num("money", sp.money)
        .arg("stock", Arg::Text(stock))
        .num("ships", p.fleet.in_supply(seat) as i64)
        .num("products", hs.map_or(0, |h| h.products))
        .num("shipping", hs.map_or(0, |h| h.shipping))
        .arg("known", Arg::Text(known))
        .num("factories", sp.factories)
        .num("done", sp.completed.len() as i64)
        .num("points", sp.points)
        .arg("laid", Arg::Text(nav_counts(sc, &sp.table)));
    let who = format!(
        "{}{}",
        sc.seats.label(seat),
        seat_mark(sc, seat, Some(p.hm), v.to_act)
    );
    label_value(sc, who, sc.say(line))
}

/// The viewer's hand.
fn hand(out: &mut String, sc: &Screen, v: &View) {
    if let Some(hand) = &v.hand {
        let _ = writeln!(out, "{}", sc.text("cli-your-hand"));
        labelled_lines(
            out,
            &[
                (
                    sc.text("cli-hand-products"),
                    product_counts(sc, &hand.products),
                ),
                (sc.text("cli-hand-shipping"), nav_counts(sc, &hand.nav)),
            ],
        );
    }
}

/// The character action in progress, a call under way and a card being played.
fn in_progress(out: &mut String, sc: &Screen, d: &Data, v: &View) {
    let p = &v.public;
    if let Some(line) = action_line(sc, d, v) {
        let _ = writeln!(out, "{}", sc.say(line));
    }
    if let Some(sail) = &p.sail {
        let _ = writeln!(out, "{}", sail_text(sc, &p.fleet, sail));
    }
    if let Some(card) = &p.card {
        let _ = writeln!(out, "{}", card_play_text(sc, card));
    }
}

/// The character action in progress, in words; `None` when no character acts.
fn action_line(sc: &Screen, d: &Data, v: &View) -> Option<Message> {
    let b = &*d.base;
    let p = &v.public;
    let current = v.to_act.unwrap_or(p.hm);
    let character = |c: Character| sc.thing(NameKind::Character, &c);
    match p.stage {
        Stage::Auction => Some(match p.auction.bidder {
            Some(s) => Message::new("cli-m-auction-bid")
                .num("high", p.auction.high)
                .seat("seat", s),
            None => Message::new("cli-m-auction-no-bid"),
        }),
        Stage::ShipOwner => Some(ship_owner_line(sc, d, v)),
        Stage::Captain | Stage::Fork => Some(
            Message::new("cli-m-captain")
                .arg("character", character(Character::Captain))
                .num("calls", p.captain_calls.min(2)),
        ),
        Stage::DeckHand => Some(
            Message::new("cli-m-deck-hand")
                .arg("character", character(Character::DeckHand))
                .seat("seat", current)
                .num("cards", p.deck.left),
        ),
        Stage::Factory => {
            let h = b
                .board
                .harbours()
                .get(p.discharge.harbour as usize)
                .copied();
            Some(
                Message::new("cli-m-discharger")
                    .arg("character", character(Character::Discharger))
                    .arg(
                        "harbour",
                        h.map_or_else(|| Arg::Text("?".into()), |h| sc.pos(h)),
                    ),
            )
        }
        Stage::Trader => Some(trader_line(sc, v)),
        _ => None,
    }
}

/// The ship owner's action (M-3.1): the free unit, the ships placed, what was bought and sold.
fn ship_owner_line(sc: &Screen, d: &Data, v: &View) -> Message {
    let b = &*d.base;
    let p = &v.public;
    let so = &p.ship_owner;
    let bits = |mask: u8| {
        let list: Vec<Arg> = (0..b.raws.len() as u8)
            .filter(|r| mask & (1 << r) != 0)
            .map(|r| sc.raw(r))
            .collect();
        sc.list_or(list, "nothing")
    };
    Message::new("cli-m-ship-owner")
        .arg(
            "character",
            sc.thing(NameKind::Character, &Character::ShipOwner),
        )
        .msg(
            "free",
            Message::new(if so.free_taken {
                "cli-m-free-taken"
            } else {
                "cli-m-free-not-taken"
            }),
        )
        .num("placed", so.placed)
        .arg(
            "empty",
            Arg::Text(if so.placed_empty {
                format!(" {}", sc.text("cli-m-one-empty"))
            } else {
                String::new()
            }),
        )
        .arg("bought", bits(so.bought))
        .arg("sold", bits(so.sold))
}

/// The trader's action (M-3.5): the trades made so far.
fn trader_line(sc: &Screen, v: &View) -> Message {
    let p = &v.public;
    let t = &p.trader;
    let pairs: Vec<Arg> = t.pairs[..(t.count as usize).min(t.pairs.len())]
        .iter()
        .map(|&(buy, pr)| {
            msg_arg(
                Message::new(if buy {
                    "cli-m-trade-buy"
                } else {
                    "cli-m-trade-sell"
                })
                .arg("product", sc.product(pr)),
            )
        })
        .collect();
    let list = if pairs.is_empty() {
        String::new()
    } else {
        format!(": {}", sc.arg(&Arg::List(pairs)))
    };
    Message::new("cli-m-trader")
        .arg(
            "character",
            sc.thing(NameKind::Character, &Character::Trader),
        )
        .num("count", t.count)
        .arg("list", Arg::Text(list))
}
