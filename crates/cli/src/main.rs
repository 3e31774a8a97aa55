//! `havenbaron`: play the Ports of Europe harbour games in a terminal, replay and verify game
//! records, benchmark the rules engine and validate data files.
//!
//! Each command lives in its own module; this file holds only the command line (clap) and the
//! dispatch. Every command returns an exit code; errors are printed as `error: …` on stderr.

#![forbid(unsafe_code)]

mod analyse;
mod analyse_worker;
mod arena;
mod bench;
mod check_data;
mod help;
mod load;
mod machine;
mod play;
mod ratings;
mod record;
mod render;
mod serve;
mod setup;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use havenbaron_engine::Ruleset;

#[derive(Parser, Debug)]
#[command(
    name = "havenbaron",
    version,
    about = help::about(),
    long_about = help::long_about(),
    after_help = help::examples()
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the browser client: lobby, live tables with friends and bots, replays.
    #[command(
        long_about = "Serve Havenbaron in the browser: a lobby to create tables (rule set, players, \
            variants, each seat you, a friend with an invite link, or a bot with a level), live \
            tables over WebSocket, spectators and replays. Every game is kept in one SQLite file \
            (created on the first run) or, with --db postgres://…, in PostgreSQL shared by \
            several server instances. Unfinished games resume after a restart.",
        after_help = "Examples:\n  \
            havenbaron serve\n  \
            havenbaron serve --addr 0.0.0.0:8080 --db games/havenbaron.db\n  \
            havenbaron serve --db postgres://user@localhost/havenbaron"
    )]
    Serve(Box<ServeArgs>),
    /// Load-test a server on this machine: many tables at once, acknowledgement latency.
    #[command(
        long_about = "Load-test a running server on this machine (a loopback URL only): creates \
            --tables tables of one scripted player and two bots, plays them for --seconds, and \
            prints the median, 99th percentile and worst wait for an acknowledgement, moves per \
            second, the server's memory, its CPU use and the bot delay it runs with. The player \
            answers each decision after --think-ms (default 0: at once, a harder load than \
            people); the bots wait the server's --bot-delay-ms (default 300 ms, how a real table \
            runs; 0 measures the server's saturation capacity instead). Start the server so that \
            one address may create and connect that many tables.",
        after_help = "Example (1,000 tables as a real table runs, then at saturation):\n  \
            havenbaron serve --db /tmp/load.db --create-burst 100000 \
            --max-connections-per-address 100000 &\n  \
            havenbaron load --url http://127.0.0.1:8080 --tables 1000 --seconds 30\n  \
            havenbaron serve --db /tmp/load0.db --bot-delay-ms 0 --create-burst 100000 \
            --max-connections-per-address 100000 --addr 127.0.0.1:8081 &\n  \
            havenbaron load --url http://127.0.0.1:8081 --tables 1000 --seconds 30"
    )]
    Load(LoadArgs),
    /// Play a game in the terminal against bots (you are seat 0), or let bots play it alone.
    #[command(
        long_about = "Play a game in the terminal. You take seat 0 against bots: each time you \
            decide, the board, your hand and what happened since your last decision are shown, \
            followed by a numbered list of your legal actions; type a number and press Enter \
            (`b` shows the board again, `q` quits). With --bots-only every seat is a bot and only \
            the final scores are printed.",
        after_help = help::play_examples()
    )]
    Play(PlayArgs),
    /// Re-apply a saved game record and verify its outcome and final state.
    #[command(
        long_about = "Re-apply every action of a game record (written by `play --record`) with the \
            engine's checks, then compare the outcome and the final state hash with the recorded \
            ones. A record that does not verify is reported with its first bad action (1-based \
            index, seat, action) and the reason, and the exit code is non-zero."
    )]
    Replay(ReplayArgs),
    /// Analyse a finished game record: accuracy, mistakes, luck and skill, win chances.
    #[command(
        long_about = "Analyse a finished game record (written by `play --record`) with the bots' \
            search: every decision of every seat, from that seat's own view, against the best \
            action the search finds. Prints per player accuracy, skill (win chance given away by \
            its own decisions) and luck (win chance the draws gave or took), every mistake and \
            blunder with the action the bot prefers, and each seat's win chance over the game \
            as a text graph. The result depends only on the record, --budget and --seed, not on \
            the machine. The method is described in docs/ANALYSIS.md.",
        after_help = "Examples:\n  \
            havenbaron play --bots-only --bots ismcts:easy,greedy --seed 7 --record game.json\n  \
            havenbaron analyse game.json\n  \
            havenbaron analyse game.json --lang nl --budget 2000 --seed 3\n  \
            havenbaron analyse game.json --json > analysis.json"
    )]
    Analyse(AnalyseArgs),
    /// Take post-game analysis jobs from a server's database, as a separate process.
    #[command(
        name = "analyse-worker",
        long_about = "Run post-game analyses for the servers on a database, as a process of its \
            own (on this machine or another, like lichess's fishnet workers): it takes only \
            analysis jobs, with a lease it renews while it works, and writes progress and \
            reports to the same database. A worker that dies stops renewing, and its job is \
            taken again by another worker or server instance. Stop it with Ctrl-C.",
        after_help = "Examples:\n  \
            havenbaron analyse-worker --db postgres://user@db.example/havenbaron\n  \
            havenbaron analyse-worker --db havenbaron.db --threads 2"
    )]
    AnalyseWorker(AnalyseWorkerArgs),
    /// Measure the engine: random games on one thread (a benchmark, not a test).
    #[command(
        long_about = "Measure the rules engine on one thread: full games with uniformly random \
            legal actions (seeded), legal-action generation included, split into several runs. \
            Reports the median over runs of games/s, applied actions/s, mean actions and rounds \
            per game and the fraction of games stopped by the round cap, plus the cost of cloning \
            a game state and of generating the legal actions. Build with --release for \
            meaningful figures."
    )]
    Bench(BenchArgs),
    /// Validate the built-in data, or a replacement data folder, and list every problem.
    #[command(
        long_about = help::check_data()
    )]
    CheckData(CheckDataArgs),
    /// Play a tournament between bots: win rates, scores, ratings, seat advantage.
    #[command(
        long_about = "Play many seeded games between bots. Seats rotate so every bot plays every \
            seat equally often (games come in blocks of one deal per seat rotation); games run \
            in parallel. Prints win share (ties split) with 95% intervals, mean scores, pairwise \
            results, a Bradley-Terry rating on the Elo scale and the win rate by seat. \
            --json prints everything as JSON; --report writes a self-contained HTML page with \
            charts. With iteration budgets the results are the same for any --threads.",
        after_help = help::arena_examples()
    )]
    Arena(ArenaArgs),
    /// Bots' fixed ratings for rated tables (calibrate), and how well ratings predict (predict).
    #[command(
        long_about = "Ratings (docs/RATINGS.md). `calibrate` plays arena tournaments between bot \
            levels in each rule set, adds stored `arena --json` runs (--results), fits one \
            rating per level on the Elo scale anchored at --anchor, and writes the table the \
            server rates with (crates/server/data/bot_ratings.toml). `predict` rates a seeded \
            sequence of games among simulated people (bots at several budgets) and reports how \
            often the ratings known before a game picked its winner, and how the calibrated \
            bots' fixed ratings predict fresh deals.",
        after_help = "Examples:\n  \
            havenbaron ratings calibrate --games 8 --out crates/server/data/bot_ratings.toml\n  \
            havenbaron ratings predict --games 120"
    )]
    Ratings(RatingsArgs),
}

#[derive(Args, Debug)]
pub struct RatingsArgs {
    #[command(subcommand)]
    command: RatingsCommand,
}

#[derive(Subcommand, Debug)]
pub enum RatingsCommand {
    /// Fit the bots' fixed ratings from arena games and write the table
    Calibrate(CalibrateArgs),
    /// Measure how well ratings predict results on games no calibration used
    Predict(PredictArgs),
}

#[derive(Args, Debug)]
pub struct CalibrateArgs {
    /// Rule sets to calibrate (repeat the flag) [default: all]
    #[arg(long)]
    ruleset: Vec<String>,
    /// Players at each arena game
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// The arena's lineup: the bot levels played here
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "random,greedy,ismcts:easy,ismcts:medium"
    )]
    bots: Vec<String>,
    /// Arena games per rule set (a multiple of --players seats every bot everywhere)
    #[arg(long, default_value_t = 8)]
    games: u32,
    /// Tournament seed
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once [default: the number of CPU cores]
    #[arg(long)]
    threads: Option<usize>,
    /// Stored `arena --json` results to add, for levels too slow to play here: files, or
    /// folders of them (repeat)
    #[arg(long, value_name = "FILE|DIR")]
    results: Vec<PathBuf>,
    /// A bot spec read as another, in the games played and the stored ones: FROM=>TO
    /// (repeat); e.g. a level's iteration budget without its time cap as the level
    #[arg(long, value_name = "FROM=>TO")]
    alias: Vec<String>,
    /// The bot whose rating is fixed, and its rating
    #[arg(long, value_name = "SPEC=RATING", default_value = "greedy=1500")]
    anchor: String,
    /// Write the table (TOML) here instead of printing it
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PredictArgs {
    /// The rule set played
    #[arg(long, default_value = Ruleset::ALL[0].id())]
    ruleset: String,
    /// Games of 2-4 simulated people, rated in order
    #[arg(long, default_value_t = 120)]
    games: u32,
    /// The simulated people: one bot spec each (at least 4)
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "random,greedy,ismcts:10it,ismcts:30it,ismcts:100it,ismcts:300it"
    )]
    population: Vec<String>,
    /// Games counted apart at the start, while the ratings are still unknown
    #[arg(long, default_value_t = 30)]
    warm_up: u32,
    /// Seed of the sequence (who plays, the deals, the bots)
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Games played at once [default: the number of CPU cores]
    #[arg(long)]
    threads: Option<usize>,
    /// Calibrated bots played on fresh deals, predicted by their fixed ratings
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "random,greedy,ismcts:easy"
    )]
    bot_lineup: Vec<String>,
    /// Games of that lineup (seats rotate)
    #[arg(long, default_value_t = 12)]
    bot_games: u32,
}

/// Settings shared by the commands that set up a game.
#[derive(Args, Debug, Clone)]
struct GameArgs {
    // The help texts are made from the rule sets' descriptions (see `help`).
    #[arg(long, default_value = Ruleset::ALL[0].id(), value_parser = parse_ruleset,
          help = help::ruleset())]
    ruleset: Ruleset,
    #[arg(long, default_value_t = 4, help = help::players())]
    players: u8,
    #[arg(long = "variant", value_name = "NAME[=VALUE]", help = help::variants())]
    variants: Vec<String>,
    #[arg(long, value_name = "N", help = help::round_cap())]
    round_cap: Option<u32>,
    #[arg(long, value_name = "DIR", help = help::data_dir())]
    data: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Seed of the game (shuffles) and of the bots; random when left out
    #[arg(long)]
    seed: Option<u64>,
    /// Comma-separated bots for seats 1..n (for seats 0..n with --bots-only); one name fills
    /// every bot seat [default: greedy]
    #[arg(long, value_name = "BOT,BOT,…", value_delimiter = ',')]
    bots: Vec<String>,
    /// Every seat is a bot; play to the end and print the final scores
    #[arg(long)]
    bots_only: bool,
    /// Print the final outcome (with config and bots) as JSON instead of a table
    #[arg(long)]
    json: bool,
    /// With --bots-only: print every move as it happens (as a spectator sees it)
    #[arg(long)]
    log: bool,
    /// Save the game record (config, bots, actions, outcome, state hash) as JSON to FILE
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// Language of the words shown: en (English), nl (Nederlands), de (Deutsch) or fr (Français)
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    lang: String,
    /// How each decision is shown: `redraw` clears the terminal and draws the decision's screen
    /// in place (the choices in two columns), `scroll` prints it below the last one (for logs
    /// and screen readers); `auto` redraws when the output is a terminal
    #[arg(long, value_enum, default_value_t = ScreenMode::Auto)]
    screen: ScreenMode,
}

/// How `play` shows each decision (`--screen`).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScreenMode {
    Auto,
    Redraw,
    Scroll,
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The record file (JSON, format havenbaron-record/2, made by `play --record`)
    file: PathBuf,
    /// Load the board and card data from this folder (use the one the game was played with)
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Print the verified outcome as JSON
    #[arg(long)]
    json: bool,
    /// Language of the words shown: en (English), nl (Nederlands), de (Deutsch) or fr (Français)
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    lang: String,
}

#[derive(Args, Debug)]
pub struct AnalyseArgs {
    /// The record file (JSON, format havenbaron-record/2, made by `play --record`)
    file: PathBuf,
    /// Search iterations per decision (the measurements scale with it)
    #[arg(long, default_value_t = havenbaron_bots::analysis::DEFAULT_BUDGET)]
    budget: u32,
    /// Seed of the search: the same record, budget and seed give the same report
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Load the board and card data from this folder (use the one the game was played with)
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
    /// Print the report as JSON
    #[arg(long)]
    json: bool,
    /// Language of the words shown: en (English), nl (Nederlands), de (Deutsch) or fr (Français)
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    lang: String,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Total measuring time in seconds, shared by the runs
    #[arg(long, default_value_t = 5.0)]
    seconds: f64,
    /// Number of runs; figures are the median over runs
    #[arg(long, default_value_t = 5)]
    runs: u32,
    /// Seed of the first game and of the random players
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Print the figures as a JSON object
    #[arg(long)]
    json: bool,
    /// Measure a search bot instead (e.g. ismcts, ismcts:strong): iterations/s at a fixed
    /// mid-game position against random full playouts/s from it, and one decision's time
    #[arg(long, value_name = "BOT")]
    bot: Option<String>,
}

/// `havenbaron serve`: every flag can also be set by the environment variable named beside it
/// (a flag given on the command line wins).
#[derive(Args, Debug)]
pub struct AnalyseWorkerArgs {
    /// The servers' database: a postgres:// URL, or the SQLite file
    #[arg(long, env = "DATABASE_URL")]
    db: PathBuf,
    /// Analyses run at once
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Load the board, card and table data from this folder (as the servers do)
    #[arg(long, env = "HAVENBARON_DATA", value_name = "DIR")]
    data: Option<PathBuf>,
    /// What to log (a tracing filter: error, warn, info, debug)
    #[arg(long, env = "HAVENBARON_LOG", default_value = "info")]
    log: String,
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (0.0.0.0:PORT lets others on your network in)
    #[arg(long, env = "HAVENBARON_ADDR", default_value = "127.0.0.1:8080")]
    addr: std::net::SocketAddr,
    /// Where games are kept: a SQLite file (created on first run) or a postgres:// URL (any
    /// number of instances can share one PostgreSQL database)
    #[arg(long, env = "DATABASE_URL", default_value = "havenbaron.db")]
    db: PathBuf,
    /// Load the board, card and table data from this folder
    #[arg(long, env = "HAVENBARON_DATA", value_name = "DIR")]
    data: Option<PathBuf>,
    /// Pause before each bot move, in milliseconds, so people can follow the game
    #[arg(long, env = "HAVENBARON_BOT_DELAY_MS", default_value_t = 300)]
    bot_delay_ms: u64,
    /// Bots thinking at once, all tables together [default: CPU cores - 1, at least 1]
    #[arg(long, env = "HAVENBARON_BOT_THREADS")]
    bot_threads: Option<usize>,
    /// Post-game analyses this instance runs at once (at a lower priority than play; 0: leave
    /// them to `havenbaron analyse-worker` processes)
    #[arg(long, env = "HAVENBARON_ANALYSIS_THREADS", default_value_t = 1)]
    analysis_threads: usize,
    /// Iterations of the bot's search for a hint ("what would the bot do?" at an unrated table
    /// against bots); hints think on as many threads as analyses, at least one
    #[arg(long, env = "HAVENBARON_HINT_BUDGET", default_value_t = havenbaron_bots::analysis::HINT_BUDGET)]
    hint_budget: u32,
    /// Spectators one address (an IPv6 client: its /64) may have watching at once; a seat's
    /// owner and the host are never counted
    #[arg(
        long,
        env = "HAVENBARON_MAX_CONNECTIONS_PER_ADDRESS",
        default_value_t = 64
    )]
    max_connections_per_address: usize,
    /// Connections (HTTP and WebSocket) one address may hold beyond its spectators, for its
    /// players and their pages: all its connections are capped at the sum
    #[arg(long, env = "HAVENBARON_ADDRESS_RESERVE", default_value_t = 32)]
    address_reserve: usize,
    /// Spectators one table accepts (players always have their own room)
    #[arg(long, env = "HAVENBARON_MAX_SPECTATORS", default_value_t = 48)]
    max_spectators: usize,
    /// Tables one address may create in a burst …
    #[arg(long, env = "HAVENBARON_CREATE_BURST", default_value_t = 10)]
    create_burst: u32,
    /// … and the seconds it waits for each one more
    #[arg(long, env = "HAVENBARON_CREATE_EVERY_S", default_value_t = 6)]
    create_every_s: u64,
    /// Seconds an HTTP connection has to send a request's headers (slow or silent ones close)
    #[arg(long, env = "HAVENBARON_HEADER_TIMEOUT_S", default_value_t = 10)]
    header_timeout_s: u64,
    /// Seconds an HTTP request has to be answered in full (not WebSockets)
    #[arg(long, env = "HAVENBARON_REQUEST_TIMEOUT_S", default_value_t = 30)]
    request_timeout_s: u64,
    /// Seconds a keep-alive HTTP connection may stay silent between requests
    #[arg(long, env = "HAVENBARON_KEEP_ALIVE_TIMEOUT_S", default_value_t = 60)]
    keep_alive_timeout_s: u64,
    /// Connections open at once, all addresses together; more are closed at once [default:
    /// the open-files limit less a reserve]
    #[arg(long, env = "HAVENBARON_MAX_CONNECTIONS")]
    max_connections: Option<usize>,
    /// Lobby lists (GET /api/tables) one address may read in a burst …
    #[arg(long, env = "HAVENBARON_LIST_BURST", default_value_t = 20)]
    list_burst: u32,
    /// … and the milliseconds it waits for each one more (past that: 429 with Retry-After)
    #[arg(long, env = "HAVENBARON_LIST_EVERY_MS", default_value_t = 250)]
    list_every_ms: u64,
    /// Milliseconds a lobby page, once built, is answered as it is (0: built for each request)
    #[arg(long, env = "HAVENBARON_LIST_CACHE_MS", default_value_t = 1000)]
    list_cache_ms: u64,
    /// Hours a listed table may go without an action before it leaves the lobby's lists
    #[arg(long, env = "HAVENBARON_LISTED_IDLE_H", default_value_t = 24)]
    listed_idle_h: u64,
    /// The site's own origins, comma-separated (https://havenbaron.example): pages of other
    /// sites may not open a WebSocket [default: the addresses the server prints; a page of the
    /// host a request was sent to is always let in, and programs that send no Origin too]
    #[arg(long, env = "HAVENBARON_ALLOWED_ORIGINS", value_delimiter = ',')]
    allowed_origins: Option<Vec<String>>,
    /// Serve /metrics on this address only (e.g. a private network), not on --addr
    #[arg(long, env = "HAVENBARON_METRICS_LISTEN")]
    metrics_listen: Option<std::net::SocketAddr>,
    /// A token /metrics asks for (Authorization: Bearer TOKEN) [default: none, open to all]
    #[arg(long, env = "HAVENBARON_METRICS_TOKEN", hide_env_values = true)]
    metrics_token: Option<String>,
    /// What the log shows (a tracing filter: error, warn, info, debug, or per module)
    #[arg(long, env = "HAVENBARON_LOG", default_value = "info")]
    log: String,
    /// Log as JSON lines (one object per event, for a log collector) instead of text
    #[arg(long, env = "HAVENBARON_LOG_JSON")]
    log_json: bool,
    /// The site's domain, the WebAuthn relying party for passkeys (never an IP address)
    /// [default: localhost]
    #[arg(long, env = "HAVENBARON_RP_ID")]
    rp_id: Option<String>,
    /// The site's address as browsers see it, e.g. https://havenbaron.example [default: for
    /// localhost, http://localhost:PORT; otherwise https://RP_ID]
    #[arg(long, alias = "public-url", env = "HAVENBARON_RP_ORIGIN")]
    rp_origin: Option<String>,
    /// Mark the session cookie Secure (a site served over HTTPS by a proxy in front)
    /// [default: when the origin is https://]
    #[arg(long, env = "HAVENBARON_COOKIE_SECURE")]
    cookie_secure: bool,
    /// The SMTP server for e-mail notices: smtp://HOST:PORT (plain, a relay on this
    /// machine), smtp://USER:PASSWORD@HOST:587?tls=required (STARTTLS) or
    /// smtps://USER:PASSWORD@HOST (TLS) [default: none, e-mail is off]
    #[arg(long, env = "HAVENBARON_SMTP_URL")]
    smtp_url: Option<String>,
    /// The sender of e-mail notices, e.g. "Havenbaron <noreply@havenbaron.example>"
    #[arg(
        long,
        env = "HAVENBARON_MAIL_FROM",
        default_value = "Havenbaron <havenbaron@localhost>"
    )]
    mail_from: String,
    /// At most one e-mail per player and game within this many minutes
    #[arg(long, env = "HAVENBARON_MAIL_WINDOW_MIN", default_value_t = 60)]
    mail_window_min: u64,
}

#[derive(Args, Debug)]
pub struct LoadArgs {
    /// The server, on this machine: http://127.0.0.1:PORT
    #[arg(
        long,
        env = "HAVENBARON_LOAD_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    url: String,
    /// Tables played at once (1 to 5000)
    #[arg(long, default_value_t = 100)]
    tables: usize,
    /// Seconds measured, after every table is connected (1 to 600)
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// The two bots at each table (random, greedy, ismcts …; at level easy)
    #[arg(long, default_value = "greedy")]
    bot: String,
    /// The scripted player's think time before each action, in milliseconds (0: at once)
    #[arg(long, default_value_t = 0)]
    think_ms: u64,
    /// Print the figures as a JSON object
    #[arg(long)]
    json: bool,
    /// Instead of measuring: play this many tables to their end and ask for each one's
    /// post-game analysis (1 to 100), which waits in the server's queue for an analysis thread
    /// or an `analyse-worker` (to measure live play beside a busy worker)
    #[arg(long, value_name = "N")]
    queue_analyses: Option<usize>,
}

#[derive(Args, Debug)]
pub struct ArenaArgs {
    #[command(flatten)]
    game: GameArgs,
    // The help is an attribute, not a doc comment: rustdoc would read `<N>` as an HTML tag.
    #[arg(
        long,
        value_name = "BOT,BOT,…",
        value_delimiter = ',',
        required = true,
        help = "Comma-separated bot specs, one per seat (a shorter list repeats): random, greedy, \
                ismcts, ismcts:easy|medium|strong, ismcts:<N>it, ismcts:<N>ms; search options \
                (key=value) stay with the spec before them: ismcts:strong,tie=off,greedy"
    )]
    bots: Vec<String>,
    /// Number of games (a multiple of the player count gives every bot every seat of every deal)
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Tournament seed: every game's deal and every bot's seed derive from it
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once [default: the number of CPU cores]
    #[arg(long)]
    threads: Option<usize>,
    /// Print the results as JSON
    #[arg(long)]
    json: bool,
    /// Write a self-contained HTML report (inline SVG charts) to FILE
    #[arg(long, value_name = "FILE")]
    report: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct CheckDataArgs {
    #[arg(help = help::check_data_dir())]
    dir: Option<PathBuf>,
}

fn parse_ruleset(s: &str) -> Result<Ruleset, String> {
    s.parse()
}

/// Output piped into a program that stops reading (`havenbaron play … | head`) ends the
/// program quietly, as other command-line tools do, instead of with a panic message.
fn quiet_broken_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("");
        if message.contains("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}

fn main() -> ExitCode {
    quiet_broken_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(args) => serve::run(*args),
        Command::Load(args) => load::run(args),
        Command::Play(args) => play::run(args),
        Command::Replay(args) => record::replay(args),
        Command::Analyse(args) => analyse::run(args),
        Command::AnalyseWorker(args) => analyse_worker::run(args),
        Command::Bench(args) => bench::run(args),
        Command::CheckData(args) => check_data::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Ratings(args) => ratings::run(args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// A language there are words for (`havenbaron_words::LANGS`).
fn parse_lang(s: &str) -> Result<String, String> {
    havenbaron_words::Words::new(s).map(|w| w.lang().to_string())
}
