//! Rotterdam's part of the conformance suite: what only Rotterdam can check (R-1…R-7, C-6).

use havenbaron_engine::core::board::PosKind;
use havenbaron_engine::rotterdam::state::{
    HAND_LIMIT, MAX_OFFER_CARDS, MAX_OFFERS, Phase, Step, ships_per_player,
};
use havenbaron_engine::rotterdam::{self, NavCard};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use havenbaron_engine::{Action, Outcome, Rules, Seat, SeatScore};

use super::reveals::{Nature, shuffle_face_down};
use super::{Conformance, ensure};

/// Rotterdam's face-down cards: the product piles (all but the top under `open_products`,
/// R-6), the mission pile and the navigation pile.
impl Nature for rotterdam::Game {
    fn reshuffled(&self, seed: u64) -> Self {
        let mut g = self.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let open = g.state.public.variants.open_products;
        let h = &mut g.state.hidden;
        for pile in h.product_piles.iter_mut() {
            shuffle_face_down(pile, open, &mut rng);
        }
        shuffle_face_down(&mut h.mission_pile, false, &mut rng);
        shuffle_face_down(&mut h.nav_pile, false, &mut rng);
        h.seed = rng.next_u64();
        g
    }

    fn shuffles(&self) -> u32 {
        self.state.hidden.shuffles
    }
}

impl Conformance for rotterdam::Game {
    fn invariants(&self) -> Result<(), String> {
        invariants(self)
    }

    /// Rank: by total, then mission points, then product cards.
    fn tie_key(&self, s: &SeatScore) -> Option<(i32, i32, i32)> {
        Some((s.total, s.missions, s.product_cards))
    }

    fn outcome_checks(&self, outcome: &Outcome) -> Result<(), String> {
        let p = &self.state.public;
        let reached = p.seats.iter().any(|s| s.mission_points >= 12);
        ensure(outcome.capped != reached, || {
            "capped exactly when no one reached 12 mission points".into()
        })?;
        if outcome.capped {
            ensure(outcome.rounds == p.round_cap, || {
                "capped before the cap".into()
            })?;
        }
        ensure(outcome.rounds == p.round, || "rounds played".into())?;
        Ok(())
    }

    fn view_hand(&self, viewer: Option<Seat>, json: &serde_json::Value) -> Result<(), String> {
        let hand = &json["hand"];
        match viewer {
            None => ensure(hand.is_null(), || "a spectator's view has a hand".into())?,
            Some(s) => {
                let own = serde_json::to_value(self.state.hidden.hands[s as usize])
                    .map_err(|e| e.to_string())?;
                ensure(*hand == own, || {
                    format!("seat {s}'s view holds another hand")
                })?;
            }
        }
        // Hand sizes are public (C-6).
        for (seat, sizes) in json["hand_sizes"]
            .as_array()
            .ok_or("hand_sizes")?
            .iter()
            .enumerate()
        {
            let true_hand = &self.state.hidden.hands[seat];
            ensure(
                sizes["products"] == true_hand.product_count() as u64
                    && sizes["missions"] == true_hand.missions.len() as u64
                    && sizes["navigation"] == true_hand.nav_count() as u64,
                || format!("hand sizes of seat {seat}"),
            )?;
        }
        // Open products (C-4): the top card shows exactly when the variant is on.
        let open = self.state.public.variants.open_products;
        let tops = json["piles"]["product_tops"]
            .as_array()
            .ok_or("product_tops")?;
        for (hi, pile) in self.state.hidden.product_piles.iter().enumerate() {
            let want = match (open, pile.last()) {
                (true, Some(&t)) => serde_json::json!(t),
                _ => serde_json::Value::Null,
            };
            ensure(tops[hi] == want, || {
                format!("product top {hi}: {}", tops[hi])
            })?;
        }
        Ok(())
    }

    fn unloads_face_up(&self) -> bool {
        self.state.public.variants.open_products
    }

    fn probes(&self) -> Vec<Action> {
        let seat = self.to_act().expect("not over") as usize;
        let hand = &self.state.hidden.hands[seat];
        // A mission not in the acting seat's hand.
        let foreign = (0..self.data.missions.len() as u8)
            .find(|m| !hand.missions.contains(m))
            .expect("some mission is elsewhere");
        let mut v = vec![Action::CompleteMission {
            mission: foreign,
            joker: None,
        }];
        // A card not in hand.
        if let Some(c) = NavCard::ALL.iter().find(|&&c| hand.nav[c as usize] == 0) {
            v.push(Action::PlayCard { card: *c });
            v.push(Action::LayCard { card: *c });
        }
        v
    }
}

fn invariants(g: &rotterdam::Game) -> Result<(), String> {
    ships_in_place(g)?;
    goods_conserved(g)?;
    missions_once(g)?;
    navigation_cards(g)?;
    decisions(g)
}

/// Ships are where the rules allow (R-1, C-1).
fn ships_in_place(g: &rotterdam::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let players = p.players as usize;
    let board = &d.board;

    // Ships (R-1, C-1): exactly ships_per_player each, in supply or on the board; at most one
    // ship on a single-ship position; the occupancy table agrees with the ships' positions.
    let per = ships_per_player(p.players);
    ensure(p.fleet.per_player == per, || {
        "ships per player changed".into()
    })?;
    ensure(p.fleet.ships.len() == players * per as usize, || {
        format!("{} ships in the fleet", p.fleet.ships.len())
    })?;
    for seat in 0..p.players {
        for id in p.fleet.ids_of(seat) {
            let ship = p.fleet.ship(id);
            ensure(ship.owner == seat, || {
                format!("ship {id} owned by {}", ship.owner)
            })?;
            if ship.pos.is_none() {
                ensure(ship.cargo.is_none(), || {
                    format!("ship {id} in supply has cargo")
                })?;
            }
        }
    }
    ensure(p.fleet.occupant.len() == board.len(), || {
        "occupancy size".into()
    })?;
    let mut on_pos = vec![0u8; board.len()];
    for (id, ship) in p.fleet.ships.iter().enumerate() {
        if let Some(pos) = ship.pos {
            ensure((pos as usize) < board.len(), || {
                format!("ship {id} off the board")
            })?;
            on_pos[pos as usize] += 1;
            if !board.kind(pos).holds_many() {
                ensure(p.fleet.occupant[pos as usize] == Some(id as u8), || {
                    format!(
                        "ship {id} on {} but occupant is {:?}",
                        board.name(pos),
                        p.fleet.occupant[pos as usize]
                    )
                })?;
            }
        }
    }
    for (pos, &ships_here) in on_pos.iter().enumerate() {
        let kind = board.kind(pos as u8);
        if kind.holds_many() {
            ensure(p.fleet.occupant[pos].is_none(), || {
                format!("{} has an occupant", board.name(pos as u8))
            })?;
        } else {
            ensure(ships_here <= 1, || {
                format!("{ships_here} ships on {}", board.name(pos as u8))
            })?;
            if let Some(s) = p.fleet.occupant[pos] {
                ensure(p.fleet.ship(s).pos == Some(pos as u8), || {
                    format!(
                        "occupant of {} is ship {s}, elsewhere",
                        board.name(pos as u8)
                    )
                })?;
            }
        }
        ensure(kind != PosKind::Exit, || {
            "an exit on the Rotterdam board".into()
        })?;
    }
    Ok(())
}

/// Raw materials and product cards are conserved.
fn goods_conserved(g: &rotterdam::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;
    let board = &d.board;

    // Raw materials: supply + cargo on the board = the data's totals.
    for (r, raw) in d.raws.iter().enumerate() {
        let aboard = p
            .fleet
            .ships
            .iter()
            .filter(|s| s.pos.is_some() && s.cargo == Some(r as u8))
            .count();
        ensure(p.supply[r] as usize + aboard == raw.supply as usize, || {
            format!(
                "raw {}: supply {} + aboard {aboard} != {}",
                raw.id, p.supply[r], raw.supply
            )
        })?;
    }

    // Product cards: piles + hands = copies; each pile holds its harbour's products only.
    crate::goods_support::products_conserved(
        &d.products,
        board,
        &h.product_piles,
        h.hands.iter().map(|hand| &hand.products),
    )?;
    Ok(())
}

/// Every mission is somewhere once; mission points add up.
fn missions_once(g: &rotterdam::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;

    // Missions: pile + hands + completed hold every id exactly once; mission points add up.
    let mut seen = vec![0u8; d.missions.len()];
    let all_missions = h
        .mission_pile
        .iter()
        .chain(h.hands.iter().flat_map(|hand| hand.missions.iter()))
        .chain(p.seats.iter().flat_map(|s| s.completed.iter()));
    for &m in all_missions {
        ensure((m as usize) < d.missions.len(), || {
            format!("unknown mission {m}")
        })?;
        seen[m as usize] += 1;
    }
    ensure(seen.iter().all(|&n| n == 1), || {
        format!("mission ids not each once: {seen:?}")
    })?;
    ensure(d.missions.len() == 46, || "46 missions (D-2)".into())?;
    for (seat, sp) in p.seats.iter().enumerate() {
        let points: u16 = sp
            .completed
            .iter()
            .map(|&m| d.missions[m as usize].points as u16)
            .sum();
        ensure(points == sp.mission_points, || {
            format!(
                "seat {seat}: mission points {} != {points}",
                sp.mission_points
            )
        })?;
        ensure(h.hands[seat].missions.len() <= 3, || {
            format!("seat {seat} holds more than 3 missions")
        })?;
    }
    Ok(())
}

/// Navigation cards are conserved, within the hand limit.
fn navigation_cards(g: &rotterdam::Game) -> Result<(), String> {
    let d = &g.data;
    let p = &g.state.public;
    let h = &g.state.hidden;
    let players = p.players as usize;

    // Navigation cards: pile + hands + tables + discard = the data's counts; hand limit 3.
    let mut nav = [0usize; NavCard::COUNT];
    for &c in &h.nav_pile {
        ensure((c as usize) < NavCard::COUNT, || {
            "unknown navigation card".into()
        })?;
        nav[c as usize] += 1;
    }
    for (i, n) in nav.iter_mut().enumerate() {
        *n += p.nav_discard[i] as usize;
        for seat in 0..players {
            *n += h.hands[seat].nav[i] as usize + p.seats[seat].table[i] as usize;
        }
    }
    for (i, &n) in nav.iter().enumerate() {
        ensure(n == d.navigation[i] as usize, || {
            format!(
                "navigation card {}: {n} cards, data says {}",
                NavCard::from_index(i as u8),
                d.navigation[i]
            )
        })?;
    }
    for (seat, hand) in h.hands.iter().enumerate() {
        // C-6: the cards everyone saw arrive in a hand are still in it.
        let known = &p.seats[seat].known_products;
        ensure(
            known.iter().zip(&hand.products).all(|(k, n)| k <= n),
            || {
                format!(
                    "seat {seat}: known products {known:?} not in hand {:?}",
                    hand.products
                )
            },
        )?;
        ensure(hand.nav_count() <= HAND_LIMIT, || {
            format!("seat {seat} holds {} navigation cards", hand.nav_count())
        })?;
        for (i, &n) in p.seats[seat].table.iter().enumerate() {
            ensure(n == 0 || NavCard::from_index(i as u8).vp() > 0, || {
                format!("seat {seat} laid a non-VP card")
            })?;
        }
    }
    Ok(())
}

/// The decisions in progress and the decision state agree.
fn decisions(g: &rotterdam::Game) -> Result<(), String> {
    let p = &g.state.public;
    let h = &g.state.hidden;
    let players = p.players as usize;

    // Decisions in progress (R-5, R-6, C-2.4): a draft (hidden) only while composing, a sent
    // offer (public) only while it is answered, made by the seat whose slot it is and covered by
    // its hand; a call only while a fork waits; a card only in its player's own slot.
    ensure(h.draft.is_some() == (p.step == Step::Compose), || {
        format!("draft {:?} in step {:?}", h.draft, p.step)
    })?;
    ensure(p.offer.is_some() == (p.step == Step::Respond), || {
        format!("offer {:?} in step {:?}", p.offer, p.step)
    })?;
    if let Some(offer) = h.draft.as_ref().or(p.offer.as_ref()) {
        ensure(offer.from == p.current() && p.phase == Phase::Trade, || {
            "an offer outside its maker's trade slot".into()
        })?;
        let hand = &h.hands[offer.from as usize].products;
        ensure(hand.iter().zip(&offer.give).all(|(n, g)| n >= g), || {
            format!(
                "seat {} offers {:?} but holds {hand:?}",
                offer.from, offer.give
            )
        })?;
        let (given, asked) = (offer.give.iter().sum::<u8>(), offer.ask.iter().sum::<u8>());
        ensure(given <= MAX_OFFER_CARDS && asked <= MAX_OFFER_CARDS, || {
            "more than 3 cards one way".into()
        })?;
        ensure((p.step == Step::Respond) == offer.to.is_some(), || {
            "an offer is answered exactly when it is addressed".into()
        })?;
        if p.step == Step::Respond {
            ensure(given > 0 && asked > 0, || "an empty offer was sent".into())?;
        }
    }
    ensure(p.sail.is_some() == (p.step == Step::Fork), || {
        "a call in progress exactly while a fork waits".into()
    })?;
    if let Some(card) = &p.card {
        ensure(card.player == p.current() && p.step == Step::Slot, || {
            "a card played outside its player's slot".into()
        })?;
    }
    for (seat, sp) in p.seats.iter().enumerate() {
        ensure(sp.offers <= MAX_OFFERS, || {
            format!("seat {seat} made more than 3 offers")
        })?;
    }

    // Decision state: exactly one seat decides until the end; the round cap holds.
    ensure(p.round >= 1 && p.round <= p.round_cap, || {
        format!("round {} of cap {}", p.round, p.round_cap)
    })?;
    ensure((p.step == Step::Ended) == g.to_act().is_none(), || {
        "to_act is None exactly when the game has ended".into()
    })?;
    if let Some(s) = g.to_act() {
        ensure((s as usize) < players, || format!("to_act {s}"))?;
    }
    ensure(p.hm < p.players, || "hm out of range".into())?;
    if p.step != Step::Ended {
        ensure(p.turn < p.players, || "turn out of range".into())?;
    }
    Ok(())
}
