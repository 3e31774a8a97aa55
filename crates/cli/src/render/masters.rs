//! Masters of Trade's screen (RULES M-): round, stage, Harbour Master and whose decision; the
//! harbour planning; the board with the factories per harbour; the raw-material and product
//! markets; assignments and the shipping display; every seat's money, stock, cards, factories
//! and points; the viewer's hand; the character action in progress.

use std::fmt::Write as _;

use havenbaron_engine::masters::{Character, Data, Stage, View};

use super::common::{
    board_section, card_play_text, counts_text, mission_progress, nav_counts, nav_name, pile_text,
    product_counts, sail_text, seat_mark, to_act_text,
};
use super::{Names, Seats};

pub fn stage_name(stage: Stage) -> &'static str {
    match stage {
        Stage::Setup => "setup: a free ship with a free unit",
        Stage::Auction => "auction for the Harbour Master",
        Stage::Plan => "harbour planning: place a dock worker",
        Stage::ShipOwner => "Ship owner",
        Stage::Captain => "Captain",
        Stage::Fork => "Captain: a ship at a fork",
        Stage::DeckHand => "Deck hand: shipping cards",
        Stage::Factory => "Discharger: a factory to name",
        Stage::Trader => "Trader",
        Stage::Build => "Manufacturer",
        Stage::After => "after the character action",
        Stage::Ended => "the game is over",
    }
}

pub fn view_text(d: &Data, v: &View, seats: &Seats) -> String {
    let b = &*d.base;
    let names = Names::Rotterdam(b);
    let p = &v.public;
    let mut out = String::new();
    let cap = if p.variants.fixed_rounds {
        format!("of {}", p.round_cap)
    } else {
        format!("cap {}", p.round_cap)
    };
    let _ = writeln!(
        out,
        "=== Masters of Trade · Round {} ({cap}) · {} · Harbour Master: {} · to act: {} ===",
        p.round,
        stage_name(p.stage),
        seats.label(p.hm),
        to_act_text(seats, v.to_act),
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
        format!("the game ends after round {}", p.round_cap)
    } else {
        format!(
            "the game ends after the round in which someone has {} assignment points",
            d.end_points
        )
    };
    let _ = writeln!(out, "Variants: {} · {end}", variants.join(", "));

    // Harbour planning (M-2).
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
        "Harbour planning ({per} fields per character; dock workers placed {placed} of {total_workers}, {} each):",
        p.workers
    );
    let fields: Vec<String> = Character::ALL
        .iter()
        .map(|&c| {
            let taken = p.fields[c as usize];
            let mut text = format!("{} {taken}/{per}", c.name());
            if taken >= per {
                text.push_str(" full");
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
                        .map_or(String::new(), |a| format!("; next {a}"));
                    let _ = write!(text, " (pays {}{next})", amounts.join(", "));
                }
                Character::Manufacturer => {
                    let used: Vec<&str> = (0..p.players)
                        .filter(|&s| p.seats[s as usize].manufactured)
                        .map(|s| seats.label(s))
                        .collect();
                    let _ = write!(
                        text,
                        " (once a round each; used by {})",
                        if used.is_empty() {
                            "nobody".to_string()
                        } else {
                            used.join(", ")
                        }
                    );
                }
                _ => {}
            }
            text
        })
        .collect();
    for chunk in fields.chunks(4) {
        let _ = writeln!(out, "  {}", chunk.join(" · "));
    }

    // The board, with the factories per harbour.
    board_section(&mut out, names, &p.fleet, seats, &|_, _| None);
    let _ = writeln!(out, "  harbours:");
    let sites = d.layout(p.variants.factory_layout);
    for (hi, &h) in b.board.harbours().iter().enumerate() {
        let accepts = names
            .accepts(h)
            .map_or_else(|| "?".to_string(), |r| names.raw(r));
        let size = v.piles.products.get(hi).copied().unwrap_or(0);
        let top = v.piles.product_tops.get(hi).copied().flatten();
        let _ = writeln!(
            out,
            "    {:<14} accepts {:<11} {}",
            names.pos(h),
            accepts,
            pile_text(names, size, top, true)
        );
        let owners = p.factories.get(hi).map(Vec::as_slice).unwrap_or(&[]);
        let prices = sites.get(hi).map(|s| s.prices.as_slice()).unwrap_or(&[]);
        let list: Vec<String> = owners
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let price = prices.get(i).copied().unwrap_or(0);
                match o {
                    Some(s) => format!("{}: {}", i + 1, seats.label(*s)),
                    None => format!("{}: free ({price})", i + 1),
                }
            })
            .collect();
        let next = owners
            .iter()
            .position(Option::is_none)
            .and_then(|i| prices.get(i))
            .map_or("no free site".to_string(), |pr| {
                format!("next site costs {pr}")
            });
        let _ = writeln!(
            out,
            "    {:<14} factory sites {} · {next}",
            "",
            if list.is_empty() {
                "none".to_string()
            } else {
                list.join(", ")
            }
        );
    }

    // Markets (D-3).
    let _ = writeln!(
        out,
        "Raw-material market (units on the market · buy / sell price):"
    );
    for (r, raw) in b.raws.iter().enumerate() {
        let units = p.market.get(r).copied().unwrap_or(0);
        let track = d.raw_market.get(r);
        let spaces = track.map_or(0, |t| t.spaces());
        let buy = track
            .and_then(|t| t.buy_price(units))
            .map_or("—".to_string(), |x| x.to_string());
        let sell = track
            .and_then(|t| t.sell_price(units))
            .map_or("— (full)".to_string(), |x| x.to_string());
        let _ = writeln!(
            out,
            "  {:<11} {units}/{spaces}  buy {buy:>2} · sell {sell}",
            raw.id
        );
    }
    let prices: Vec<String> = b
        .products
        .iter()
        .enumerate()
        .map(|(i, pr)| {
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
            format!("{} {now} ({range})", pr.id)
        })
        .collect();
    let _ = writeln!(out, "Product market (price now, track):");
    for chunk in prices.chunks(4) {
        let _ = writeln!(out, "  {}", chunk.join(" · "));
    }

    // Shared displays.
    let _ = writeln!(out, "Assignments (face up, shared):");
    if p.assignments.is_empty() {
        let _ = writeln!(out, "  none left");
    }
    let my_products = v.hand.as_ref().map(|h| h.products);
    for (i, &m) in p.assignments.iter().enumerate() {
        let hold = my_products.map_or(String::new(), |prods| {
            let (have, wanted) = mission_progress(names, m, &prods);
            format!(" (you hold {have} of {wanted})")
        });
        let _ = writeln!(out, "  {}. {}{hold}", i + 1, names.mission(m));
    }
    let display: Vec<String> = p.shipping.iter().map(|&c| nav_name(c)).collect();
    let discard: u8 = p.nav_discard.iter().sum();
    let _ = writeln!(
        out,
        "Shipping cards face up: {} · pile {} (played: {discard}) · assignment pile {}",
        if display.is_empty() {
            "none".to_string()
        } else {
            display.join(", ")
        },
        v.piles.shipping,
        v.piles.assignments
    );

    let _ = writeln!(out, "Players:");
    for seat in 0..p.players {
        let sp = &p.seats[seat as usize];
        let hs = v.hand_sizes.get(seat as usize);
        let stock = counts_text(&sp.stock, |r| names.raw(r), "none");
        let mut known = Vec::new();
        if v.viewer != Some(seat) {
            if sp.known_products.iter().any(|&n| n > 0) {
                known.push(product_counts(names, &sp.known_products));
            }
            if sp.known_cards.iter().any(|&n| n > 0) {
                known.push(nav_counts(&sp.known_cards));
            }
        }
        let known = if known.is_empty() {
            String::new()
        } else {
            format!(" (known: {})", known.join("; "))
        };
        let _ = writeln!(
            out,
            "  {}{}: money {} | stock: {stock} | ships in supply {} | hand: {} products, {} shipping{known} | factories {} | assignments {} ({} pts) | laid: {}",
            seats.label(seat),
            seat_mark(seat, Some(p.hm), v.to_act),
            sp.money,
            p.fleet.in_supply(seat),
            hs.map_or(0, |h| h.products),
            hs.map_or(0, |h| h.shipping),
            sp.factories,
            sp.completed.len(),
            sp.points,
            nav_counts(&sp.table),
        );
    }

    if let Some(hand) = &v.hand {
        let _ = writeln!(out, "Your hand:");
        let _ = writeln!(
            out,
            "  products:       {}",
            product_counts(names, &hand.products)
        );
        let _ = writeln!(out, "  shipping cards: {}", nav_counts(&hand.nav));
    }

    // The action in progress.
    let current = v.to_act.unwrap_or(p.hm);
    match p.stage {
        Stage::Auction => {
            let _ = writeln!(
                out,
                "Auction: {}",
                match p.auction.bidder {
                    Some(s) => format!("high bid {} by {}", p.auction.high, seats.label(s)),
                    None => "no bid yet".to_string(),
                }
            );
        }
        Stage::ShipOwner => {
            let so = &p.ship_owner;
            let bits = |mask: u8| {
                let list: Vec<String> = (0..b.raws.len() as u8)
                    .filter(|r| mask & (1 << r) != 0)
                    .map(|r| names.raw(r))
                    .collect();
                if list.is_empty() {
                    "nothing".to_string()
                } else {
                    list.join(", ")
                }
            };
            let _ = writeln!(
                out,
                "Ship owner: free unit {} · ships placed {} of 2{} · bought: {} · sold: {}",
                if so.free_taken { "taken" } else { "not taken" },
                so.placed,
                if so.placed_empty { " (one empty)" } else { "" },
                bits(so.bought),
                bits(so.sold)
            );
        }
        Stage::Captain | Stage::Fork => {
            let _ = writeln!(out, "Captain: {} of 2 calls made", p.captain_calls.min(2));
        }
        Stage::DeckHand => {
            let _ = writeln!(
                out,
                "Deck hand: {} takes {} card(s) now (a face-up one or the top of the pile)",
                seats.label(current),
                p.deck.left
            );
        }
        Stage::Factory => {
            let h = b
                .board
                .harbours()
                .get(p.discharge.harbour as usize)
                .copied();
            let _ = writeln!(
                out,
                "Discharger: unloading {}; the Discharger names the factory that produces",
                h.map_or_else(|| "?".to_string(), |h| names.pos(h))
            );
        }
        Stage::Trader => {
            let t = &p.trader;
            let pairs: Vec<String> = t.pairs[..(t.count as usize).min(t.pairs.len())]
                .iter()
                .map(|&(buy, pr)| {
                    format!("{} {}", if buy { "buy" } else { "sell" }, names.product(pr))
                })
                .collect();
            let _ = writeln!(
                out,
                "Trader: transactions {} of 3{}",
                t.count,
                if pairs.is_empty() {
                    String::new()
                } else {
                    format!(": {}", pairs.join(", "))
                }
            );
        }
        _ => {}
    }
    if let Some(sail) = &p.sail {
        let _ = writeln!(out, "{}", sail_text(names, &p.fleet, seats, sail));
    }
    if let Some(card) = &p.card {
        let _ = writeln!(out, "{}", card_play_text(seats, card));
    }
    out
}
