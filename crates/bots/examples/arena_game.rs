//! Replays one game of an arena tournament (the same deal and bot seeds as `havenbaron arena`)
//! and prints its actions from FROM_TURN on (Antwerpen: turns; elsewhere rounds), in Antwerpen
//! with the fleet, locks and hands at the start of each turn; up to PROBE_TO_TURN also, at each
//! decision, the root actions of a fresh search (the seat's spec, seed 0) with their visits and
//! mean rewards, and `greedy`'s choice. `--actions FILE` writes the actions played as JSON
//! (`[seat, action]` each), `--stop TURN` stops at the first decision of that turn. For finding
//! out why a game ran into the safety cap (C-7); reproducible with iteration budgets only. Bot
//! specs are separated by `;` (a search spec may hold commas: `ismcts:300it,tie=off`).
//!
//! `cargo run --release -p havenbaron-bots --example arena_game -- RULESET PLAYERS BOT;BOT;… SEED GAME [FROM_TURN [PROBE_TO_TURN]] [--actions FILE] [--stop TURN]`
use havenbaron_bots::arena::ArenaConfig;
use havenbaron_bots::{Budget, Greedy, Ismcts, make_bot};
use havenbaron_engine::{Config, DataSet, Game, Ruleset};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let actions_file = args.iter().position(|a| a == "--actions").map(|i| {
        let f = args[i + 1].clone();
        args.drain(i..i + 2);
        f
    });
    let stop_at = args.iter().position(|a| a == "--stop").map(|i| {
        let t: u32 = args[i + 1].parse().unwrap();
        args.drain(i..i + 2);
        t
    });
    let ruleset: Ruleset = args[0].parse().unwrap();
    let players: u8 = args[1].parse().unwrap();
    let bots: Vec<String> = args[2].split(';').map(String::from).collect();
    let seed: u64 = args[3].parse().unwrap();
    let g: u32 = args[4].parse().unwrap();
    let from: u32 = args.get(5).map_or(u32::MAX, |s| s.parse().unwrap());
    let probe_to: u32 = args.get(6).map_or(0, |s| s.parse().unwrap());
    let data = DataSet::builtin();
    let config = ArenaConfig {
        game: Config::new(ruleset, players, 0),
        bots,
        games: g + 1,
        seed,
        threads: 1,
    };
    let lineup = config.lineup();
    let mut game_config = config.game.clone();
    game_config.seed = config.game_seed(g);
    let mut game = Game::with_data(&game_config, &data).unwrap();
    let p = players as usize;
    let mut bots: Vec<_> = (0..p)
        .map(|s| {
            make_bot(
                &lineup[(s + g as usize) % p],
                &data,
                config.bot_seed(g, s as u8),
            )
            .unwrap()
        })
        .collect();
    println!("deal seed {}", game_config.seed);
    let mut log = Vec::new();
    let mut last_turn = u32::MAX;
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        let view = game.view(Some(seat));
        let turn = view.progress().count;
        if stop_at == Some(turn) {
            println!("stopped at turn {turn}, seat {seat} to act");
            break;
        }
        if turn >= from && turn != last_turn {
            last_turn = turn;
            print!("turn {turn}:");
            if let Game::Antwerpen(a) = &game {
                let pb = &a.state.public;
                print!(" locks_open={:03b}", pb.locks_open);
                for (i, s) in pb.fleet.ships.iter().enumerate() {
                    if let Some(pos) = s.pos {
                        print!(
                            " [#{i} s{} {} {:?}]",
                            s.owner,
                            a.data.board.name(pos),
                            s.cargo.map(|c| a.data.raws[c as usize].id.as_str())
                        );
                    }
                }
                print!(
                    " missions={:?}",
                    pb.seats
                        .iter()
                        .map(|s| s.mission_points)
                        .collect::<Vec<_>>()
                );
                for (seat, h) in a.state.hidden.hands.iter().enumerate() {
                    print!(
                        "\n      hand s{seat}: products {:?} missions {:?} ship {:?} lock {:?}",
                        h.products,
                        h.missions
                            .iter()
                            .map(|&m| {
                                let m = &a.data.missions[m as usize];
                                (m.points, m.need.iter().take(8).copied().collect::<Vec<_>>())
                            })
                            .collect::<Vec<_>>(),
                        h.ship,
                        h.lock
                    );
                }
            }
            println!();
        }
        game.legal_actions_into(&mut legal);
        let a = bots[seat as usize].choose(&view, &legal, Budget::Default);
        if turn >= from && turn <= probe_to && legal.len() > 1 {
            let spec = &lineup[(seat as usize + g as usize) % p];
            if let Some(rest) = spec.strip_prefix("ismcts:") {
                let mut probe = Ismcts::from_spec(rest, &data, 0).unwrap();
                probe.search(&view, &legal, Budget::Default);
                let shown: Vec<String> = probe
                    .root_means()
                    .iter()
                    .map(|(l, v, m)| format!("{}={v}/{m:.4}", l.to_json()))
                    .collect();
                println!("      search: {}", shown.join(" "));
            }
            let greedy = Greedy::new(data.clone(), 0);
            println!(
                "      greedy: {:?}",
                greedy.suggest(&view, &legal).map(|a| a.to_json())
            );
        }
        if turn >= from {
            println!("   s{seat} {}   ({} legal)", a.to_json(), legal.len());
        }
        log.push(format!("[{seat},{}]", a.to_json()));
        game.apply(seat, &a).unwrap();
    }
    if let Some(o) = game.outcome() {
        println!(
            "rounds {}, capped {}, winners {:?}, scores {:?}",
            o.rounds,
            o.capped,
            o.winners,
            o.scores.iter().map(|s| s.total).collect::<Vec<_>>()
        );
    }
    if let Some(f) = actions_file {
        std::fs::write(f, format!("[\n{}\n]\n", log.join(",\n"))).unwrap();
    }
}
