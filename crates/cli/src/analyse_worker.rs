//! `havenbaron analyse-worker --db URL`: a process that only runs post-game analyses, taking
//! their jobs from the servers' database (`havenbaron_server::analysis::run_worker`).

use std::process::ExitCode;

use tracing_subscriber::EnvFilter;

use crate::AnalyseWorkerArgs;
use crate::setup::load_data;

pub fn run(args: AnalyseWorkerArgs) -> anyhow::Result<ExitCode> {
    let filter =
        EnvFilter::try_new(&args.log).map_err(|e| anyhow::anyhow!("--log {}: {e}", args.log))?;
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .init();
    anyhow::ensure!(args.threads > 0, "--threads must be at least 1");
    let data = load_data(args.data.as_deref())?;
    let limits = havenbaron_server::Limits {
        analysis_threads: args.threads,
        ..Default::default()
    };
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?
        .block_on(havenbaron_server::analysis::run_worker(
            args.db.clone(),
            data,
            limits,
            async {
                let _ = tokio::signal::ctrl_c().await;
            },
        ))?;
    Ok(ExitCode::SUCCESS)
}
