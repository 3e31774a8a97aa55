//! A `havenbaron serve` process for the tests that kill one (`instances`, `clocks`): started
//! on a free loopback port, its address read from what it prints, killed (SIGKILL) when
//! dropped. One place reads the printed line, so a change to it is met once.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Instance {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Instance {
    /// `havenbaron serve` on a free port with no bot delay, plus `args` (the store: `--db
    /// FILE`) and `env` (e.g. `DATABASE_URL`).
    pub fn start(args: &[&std::ffi::OsStr], env: &[(&str, &str)]) -> Instance {
        let mut child = Command::new(env!("CARGO_BIN_EXE_havenbaron"))
            .args(["serve", "--addr", "127.0.0.1:0", "--bot-delay-ms", "0"])
            .args(args)
            .envs(env.iter().copied())
            .env("HAVENBARON_LOG", "warn")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("havenbaron serve starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(url) = line.strip_prefix("Havenbaron is running at http://") {
                    // A loopback server names itself `localhost` (passkeys need a domain).
                    let url = url
                        .trim_end_matches('/')
                        .replace("localhost:", "127.0.0.1:");
                    let _ = tx.send(url);
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("the server prints its address")
            .parse()
            .unwrap();
        Instance { child, addr }
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
