//! `havenbaron serve`: the browser client and game server (`havenbaron_server`), with its
//! structured log (`tracing`, to stderr: text, or JSON lines with `--log-json`).

use std::process::ExitCode;
use std::time::Duration;

use tracing_subscriber::EnvFilter;

use crate::ServeArgs;
use crate::setup::load_data;

pub fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let filter =
        EnvFilter::try_new(&args.log).map_err(|e| anyhow::anyhow!("--log {}: {e}", args.log))?;
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if args.log_json {
        log.json().init();
    } else {
        log.init();
    }
    let data = load_data(args.data.as_deref())?;
    let defaults = havenbaron_server::Limits::default();
    anyhow::ensure!(
        args.create_every_s > 0,
        "--create-every-s must be at least 1"
    );
    for (flag, s) in [
        ("--header-timeout-s", args.header_timeout_s),
        ("--request-timeout-s", args.request_timeout_s),
        ("--keep-alive-timeout-s", args.keep_alive_timeout_s),
    ] {
        anyhow::ensure!(s > 0, "{flag} must be at least 1");
    }
    anyhow::ensure!(args.list_every_ms > 0, "--list-every-ms must be at least 1");
    anyhow::ensure!(args.listed_idle_h > 0, "--listed-idle-h must be at least 1");
    for origin in args.allowed_origins.iter().flatten() {
        anyhow::ensure!(
            origin.starts_with("http://") || origin.starts_with("https://"),
            "--allowed-origins: `{origin}` is not an origin (https://host[:port])"
        );
    }
    if let Some(t) = &args.metrics_token {
        anyhow::ensure!(!t.trim().is_empty(), "--metrics-token must not be empty");
    }
    let limits = havenbaron_server::Limits {
        connections_per_address: args.max_connections_per_address,
        address_reserve: args.address_reserve,
        list_burst: args.list_burst,
        list_every: Duration::from_millis(args.list_every_ms),
        list_cache: Duration::from_millis(args.list_cache_ms),
        listed_idle: Duration::from_secs(args.listed_idle_h * 3600),
        allowed_origins: args.allowed_origins.clone(),
        metrics_listen: args.metrics_listen,
        metrics_token: args
            .metrics_token
            .clone()
            .map(havenbaron_server::limits::MetricsToken::new),
        spectators_per_table: args.max_spectators,
        create_burst: args.create_burst,
        create_every: Duration::from_secs(args.create_every_s),
        bot_threads: args.bot_threads.unwrap_or(defaults.bot_threads).max(1),
        analysis_threads: args.analysis_threads,
        hint_budget: args.hint_budget.max(2),
        header_timeout: Duration::from_secs(args.header_timeout_s),
        request_timeout: Duration::from_secs(args.request_timeout_s),
        keep_alive_timeout: Duration::from_secs(args.keep_alive_timeout_s),
        max_connections: args.max_connections,
        ..defaults
    };
    let mail = havenbaron_server::mail::MailOptions {
        smtp_url: args.smtp_url,
        from: args.mail_from,
        window: Duration::from_secs(args.mail_window_min.saturating_mul(60)),
    };
    // Wrong mail settings stop the start, rather than leave e-mail off unnoticed.
    havenbaron_server::mail::Mail::new(&mail)?;
    havenbaron_server::serve_blocking(havenbaron_server::ServeOptions {
        addr: args.addr,
        db: args.db,
        data,
        bot_delay: Duration::from_millis(args.bot_delay_ms),
        limits,
        quiet: false,
        accounts: havenbaron_server::accounts::AccountOptions {
            rp_id: args.rp_id,
            rp_origin: args.rp_origin,
            cookie_secure: args.cookie_secure.then_some(true),
            ..Default::default()
        },
        mail,
        ..Default::default()
    })?;
    Ok(ExitCode::SUCCESS)
}
