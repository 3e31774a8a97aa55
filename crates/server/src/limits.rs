//! The limits that keep one visitor, or a crowd, from taking a server that many people share
//! (issue 13: watchers never crowd out players, connections capped per address, idle
//! connections and rooms closed, slow readers disconnected with a reason, table creation
//! rate-limited, a bound on bots thinking at once). Every number is a setting with a default
//! fit for one small machine; tests set small ones.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The server's limits (see each field).
#[derive(Clone, Debug)]
pub struct Limits {
    /// Spectator connections one table accepts. Seats do not count against it: players
    /// always have room at their own table.
    pub spectators_per_table: usize,
    /// Connections one seat may have open at once (several tabs or devices).
    pub connections_per_seat: usize,
    /// Spectators one address may have watching at once (all tables together; an IPv6 address
    /// counts by its /64, [`address_key`]). A connection that opens a seat or hosts its table is
    /// not counted: its owner is never refused because of spectators on the same address.
    pub connections_per_address: usize,
    /// Connections (HTTP and WebSocket) one address may hold open beyond
    /// `connections_per_address`: all its connections are capped, counted as they are accepted,
    /// at the sum of the two, so the owners of seats on that address and their pages keep room
    /// while the spectators' cap is reached.
    pub address_reserve: usize,
    /// Messages queued for one connection; a connection that falls this far behind is closed
    /// with a reason, and its client reconnects and catches up.
    pub queue: usize,
    /// How often the server pings each WebSocket.
    pub ping_every: Duration,
    /// A connection that sends nothing (not even a pong) for this long is closed.
    pub idle_timeout: Duration,
    /// A room nobody is connected to, whose game waits for a person (or is over), is dropped
    /// from memory after this long; it is loaded again from the store when someone comes.
    pub room_idle: Duration,
    /// Table creations one address may make at once …
    pub create_burst: u32,
    /// … and how often it earns one more.
    pub create_every: Duration,
    /// Bots thinking at once, on all tables together.
    pub bot_threads: usize,
    /// Post-game analyses one instance (or worker) runs at once, each on a blocking thread of
    /// its own, apart from the bots' slots: analysis waits, live play does not.
    pub analysis_threads: usize,
    /// Iterations of the search per decision of an analysis (the bots' `analysis` budget).
    pub analysis_budget: u32,
    /// Iterations of the search of a hint ("what would the bot do?" at a table, issue 33).
    /// Hints think on blocking threads, at most `analysis_threads` at once (at least one),
    /// apart from the bots' slots.
    pub hint_budget: u32,
    /// Analyses one player may have waiting or running at once.
    pub analysis_per_player: u32,
    /// Analyses waiting or running on the whole store; a request beyond is refused.
    pub analysis_queue: u32,
    /// The kernel's send buffer per connection, in bytes (`None`: the kernel's own sizing).
    /// A small one bounds the memory many connections take and lets a reader that stopped
    /// reading show up as slow sooner.
    pub send_buffer: Option<usize>,
    /// An HTTP connection must finish a request's headers within this long of its start (or of
    /// the request's first byte): half-sent headers do not hold a descriptor.
    pub header_timeout: Duration,
    /// An HTTP request must be answered in full within this long (WebSockets, once upgraded,
    /// are not bound by it).
    pub request_timeout: Duration,
    /// A keep-alive HTTP connection silent this long between requests is closed.
    pub keep_alive_timeout: Duration,
    /// Connections (HTTP and WebSocket) open at once, all addresses together; more are closed
    /// as soon as they are accepted. `None`: the open-files limit less a reserve
    /// ([`Limits::connection_cap`]).
    pub max_connections: Option<usize>,
    /// Lobby lists one address may read at once (`GET /api/tables`) …
    pub list_burst: u32,
    /// … and how often it earns one more. Past that: 429 with `Retry-After`.
    pub list_every: Duration,
    /// How long a lobby page, once built, is answered again as it is: a flood of lists reads
    /// the rooms and the store at most once per page per this long.
    pub list_cache: Duration,
    /// A listed table whose game has seen no action for this long (since its creation, if it
    /// has none) leaves the lobby's lists; it stays open to whoever has its link.
    pub listed_idle: Duration,
    /// The origins (`scheme://host[:port]`) whose pages may open a WebSocket. `None`: the
    /// addresses the server prints (`http://localhost:PORT`, the bound address). A page on the
    /// same host as the request (its `Origin` names the `Host` it asked) is always let in, and
    /// a request with no `Origin` (a program, not a browser) too.
    pub allowed_origins: Option<Vec<String>>,
    /// A secret `/metrics` asks for (`Authorization: Bearer …`); `None`: open to all.
    pub metrics_token: Option<MetricsToken>,
    /// Serve `/metrics` on this address only (a private network), not on the public one.
    pub metrics_listen: Option<std::net::SocketAddr>,
}

impl Default for Limits {
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Limits {
            spectators_per_table: 48,
            connections_per_seat: 4,
            connections_per_address: 64,
            address_reserve: 32,
            queue: 256,
            ping_every: Duration::from_secs(20),
            idle_timeout: Duration::from_secs(60),
            room_idle: Duration::from_secs(600),
            create_burst: 10,
            create_every: Duration::from_secs(6),
            bot_threads: cores.max(2) - 1,
            analysis_threads: 1,
            analysis_budget: havenbaron_bots::analysis::DEFAULT_BUDGET,
            hint_budget: havenbaron_bots::analysis::HINT_BUDGET,
            analysis_per_player: 3,
            analysis_queue: 100,
            send_buffer: None,
            header_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(30),
            keep_alive_timeout: Duration::from_secs(60),
            max_connections: None,
            list_burst: 20,
            list_every: Duration::from_millis(250),
            list_cache: Duration::from_secs(1),
            listed_idle: Duration::from_secs(24 * 3600),
            allowed_origins: None,
            metrics_token: None,
            metrics_listen: None,
        }
    }
}

impl Limits {
    /// Bot-only tables may use at most this many of the bot slots, so that tables where people
    /// wait for a bot always find one free.
    pub fn bot_only_threads(&self) -> usize {
        (self.bot_threads / 2).max(1)
    }

    /// The connections accepted at once, given the process's open-files limit: the setting,
    /// or that limit less a reserve (a tenth, at least 64) kept for the store, the log and
    /// the work of the tables already playing, so that a crowd of new connections is refused
    /// before the process runs out of descriptors.
    pub fn connection_cap(&self, open_files: Option<u64>) -> usize {
        if let Some(n) = self.max_connections {
            return n.max(1);
        }
        match open_files {
            Some(files) => {
                let files = usize::try_from(files).unwrap_or(usize::MAX);
                files.saturating_sub((files / 10).max(64)).max(1)
            }
            None => usize::MAX >> 4,
        }
    }

    /// All connections one address may hold open at once (see [`Limits::address_reserve`]).
    pub fn connections_per_address_total(&self) -> usize {
        self.connections_per_address
            .saturating_add(self.address_reserve)
            .max(1)
    }
}

/// The operator's secret for `/metrics`. Its `Debug` never shows it (the limits may be
/// logged).
#[derive(Clone)]
pub struct MetricsToken(String);

impl MetricsToken {
    pub fn new(secret: impl Into<String>) -> MetricsToken {
        MetricsToken(secret.into())
    }

    /// The secret itself, to compare a request's with.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for MetricsToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MetricsToken(…)")
    }
}

/// The address a client is counted by: an IPv4 address as it is, an IPv6 address by its /64
/// network (one subscriber holds a whole /64 and may pick any address in it), an IPv4 address
/// written as IPv6 (`::ffff:a.b.c.d`) as the IPv4 address.
pub fn address_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let bits = u128::from(v6) & !((1u128 << 64) - 1);
                IpAddr::V6(std::net::Ipv6Addr::from(bits))
            }
        },
    }
}

/// Open connections per address ([`address_key`]). A [`AddressSlot`] holds one and gives it
/// back when dropped.
#[derive(Default)]
pub struct PerAddress {
    open: Mutex<HashMap<IpAddr, usize>>,
}

/// One connection counted against its address (see [`PerAddress::take`]).
pub struct AddressSlot {
    table: Arc<PerAddress>,
    ip: IpAddr,
}

impl PerAddress {
    /// Counts one more connection from `ip`, or `None` when it already has `max`.
    pub fn take(self: &Arc<Self>, ip: IpAddr, max: usize) -> Option<AddressSlot> {
        let ip = address_key(ip);
        let mut open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        let n = open.entry(ip).or_insert(0);
        if *n >= max {
            return None;
        }
        *n += 1;
        Some(AddressSlot {
            table: self.clone(),
            ip,
        })
    }

    /// Connections open from `ip`.
    pub fn count(&self, ip: IpAddr) -> usize {
        let ip = address_key(ip);
        let open = self.open.lock().unwrap_or_else(|p| p.into_inner());
        open.get(&ip).copied().unwrap_or(0)
    }
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut open = self.table.open.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                open.remove(&self.ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_slots_back_when_connections_close() {
        let per = Arc::new(PerAddress::default());
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let other: IpAddr = "10.0.0.2".parse().unwrap();
        let a = per.take(ip, 2).unwrap();
        let _b = per.take(ip, 2).unwrap();
        assert!(per.take(ip, 2).is_none(), "a third is refused");
        assert!(per.take(other, 2).is_some(), "another address is not");
        drop(a);
        assert_eq!(per.count(ip), 1);
        assert!(per.take(ip, 2).is_some());
    }

    #[test]
    fn ipv6_addresses_count_by_their_64() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let per = Arc::new(PerAddress::default());
        let _a = per.take(ip("2001:db8:1:2::1"), 2).unwrap();
        let _b = per.take(ip("2001:db8:1:2:ffff:ffff:ffff:ffff"), 2).unwrap();
        assert!(
            per.take(ip("2001:db8:1:2:abcd::9"), 2).is_none(),
            "a third address of the same /64 is the same client"
        );
        assert!(
            per.take(ip("2001:db8:1:3::1"), 2).is_some(),
            "the next /64 is not"
        );
        assert_eq!(
            address_key(ip("2001:db8:1:2:3:4:5:6")),
            ip("2001:db8:1:2::")
        );
        assert_eq!(address_key(ip("::ffff:10.0.0.7")), ip("10.0.0.7"));
        assert_eq!(address_key(ip("10.0.0.7")), ip("10.0.0.7"));
        assert_eq!(address_key(ip("::1")), ip("::"));
        assert_eq!(per.count(ip("2001:db8:1:2::77")), 2);
    }

    #[test]
    fn the_metrics_token_never_shows_in_the_limits() {
        let l = Limits {
            metrics_token: Some(MetricsToken::new("hunter2-metrics")),
            ..Limits::default()
        };
        let shown = format!("{l:?}");
        assert!(!shown.contains("hunter2"), "{shown}");
        assert!(shown.contains("MetricsToken(…)"), "{shown}");
    }

    #[test]
    fn the_connection_cap_keeps_a_reserve_of_descriptors() {
        let l = Limits::default();
        assert_eq!(l.connection_cap(Some(1024)), 1024 - 102);
        assert_eq!(l.connection_cap(Some(256)), 256 - 64);
        assert_eq!(l.connection_cap(Some(10)), 1);
        let set = Limits {
            max_connections: Some(5),
            ..Limits::default()
        };
        assert_eq!(set.connection_cap(Some(1024)), 5);
    }

    #[test]
    fn bot_only_tables_never_get_every_slot() {
        let mut l = Limits {
            bot_threads: 1,
            ..Limits::default()
        };
        assert_eq!(l.bot_only_threads(), 1);
        l.bot_threads = 7;
        assert_eq!(l.bot_only_threads(), 3);
    }
}
