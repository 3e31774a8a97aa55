//! Runs the server without the CLI: `cargo run -p havenbaron-server --example serve -- [ADDR] [DB]`.

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let mut opts = havenbaron_server::ServeOptions::default();
    if let Some(addr) = args.next() {
        opts.addr = addr.parse()?;
    }
    if let Some(db) = args.next() {
        opts.db = db.into();
    }
    havenbaron_server::serve_blocking(opts)
}
