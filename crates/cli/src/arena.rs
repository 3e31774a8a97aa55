//! `havenbaron arena`: a tournament between bots (the library part is
//! `havenbaron_bots::arena`): seats rotate, games run in parallel, results as a table, JSON or
//! a self-contained HTML report.

use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, anyhow};
use havenbaron_bots::arena::{self, ArenaConfig, Progress};
use indicatif::{ProgressBar, ProgressStyle};

use crate::ArenaArgs;
use crate::setup::{bot_specs, config, load_data};

pub fn run(args: ArenaArgs) -> anyhow::Result<ExitCode> {
    let data = load_data(args.game.data.as_deref())?;
    let arena_config = ArenaConfig {
        game: config(&args.game, 0),
        bots: bot_specs(&args.bots),
        games: args.games,
        seed: args.seed,
        threads: args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
    };
    arena_config.validate(&data).map_err(|e| anyhow!(e))?;

    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template(
            "{bar:40} {pos}/{len} games · {elapsed_precise} elapsed · ETA {eta_precise}",
        )
        .expect("a valid template"),
    );
    if args.json {
        bar.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    bar.enable_steady_tick(Duration::from_millis(250));
    let results = arena::run(&arena_config, &data, &|p: &Progress| {
        bar.set_position(p.done as u64)
    })
    .map_err(|e| anyhow!(e))?;
    bar.finish_and_clear();

    if args.json {
        println!("{}", results.to_json());
    } else {
        print!("{}", results.to_text());
    }
    if let Some(path) = &args.report {
        std::fs::write(path, results.to_html())
            .with_context(|| format!("cannot write the report to {}", path.display()))?;
        if !args.json {
            println!("report: {}", path.display());
        }
    }
    Ok(ExitCode::SUCCESS)
}
