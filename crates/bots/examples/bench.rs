//! Speed of the `ismcts` search against random full playouts at a fixed mid-game position:
//! `cargo run --release -p havenbaron-bots --example bench -- [SPEC] [PLAYERS] [SECONDS]`.
use havenbaron_bots::ismcts;
use havenbaron_engine::DataSet;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let spec = args.get(1).map_or("ismcts", String::as_str);
    let players: u8 = args.get(2).map_or(4, |s| s.parse().expect("players"));
    let seconds: f64 = args.get(3).map_or(4.0, |s| s.parse().expect("seconds"));
    let data = DataSet::builtin();
    let config = havenbaron_engine::Config::new(havenbaron_engine::Ruleset::Rotterdam, players, 1);
    let report = ismcts::bench(&data, spec, &config, seconds).expect("bench");
    println!("{report}");
}
