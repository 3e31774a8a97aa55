//! `havenbaron serve`: the browser client and game server (`havenbaron_server`).

use std::process::ExitCode;
use std::time::Duration;

use crate::ServeArgs;
use crate::setup::load_data;

pub fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let data = load_data(args.data.as_deref())?;
    havenbaron_server::serve_blocking(havenbaron_server::ServeOptions {
        addr: args.addr,
        db: args.db,
        data,
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        quiet: false,
    })?;
    Ok(ExitCode::SUCCESS)
}
