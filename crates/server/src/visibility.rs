//! Who may see a game: the one rule every surface of a table follows (issue 30).
//!
//! A table is **public** (listed, the default) or **private** (created with `listed: false`).
//! A public game shows to everyone. A private game, running or finished, shows only to its
//! players and to holders of its link, nobody else:
//!
//! - **its players**: whoever holds one of its human seats' tokens;
//! - **holders of its link**: whoever holds its replay link `/replay/{id}#key=…`. The key is
//!   the table's [`ViewKey`], derived from the host's secret; the server gives it to the
//!   players' and the host's pages only (`welcome`'s `replay_key`, private tables only), which
//!   put it into the replay link they show at the end. It opens the replay and nothing else:
//!   unlike a seat token it cannot rename a seat (or, later, speak as its player), so it is the
//!   one to share. The replay page sends it with each request (`?key=…`); the fragment keeps it
//!   out of the page's request line and Referer headers. A seat token or the host's secret is
//!   accepted as a key too (their holders are the players). A bare table id is never enough:
//!   ids appear in URLs, logs and the lobby.
//!
//! Every surface asks [`Visibility::of`] a table's record and then [`Visibility::may_see`] with
//! the [`Viewer`] of the request, and answers a game the viewer may not see **exactly as a
//! table that does not exist** (same status, same body), so that its existence does not leak:
//!
//! - the lobby's lists (open, being played, finished) are seen by anyone ([`Viewer::Anyone`]):
//!   they hold public tables only. The finished list is read from the store already filtered
//!   (`GameStore::finished_tables` returns the listed tables only, so that its limit counts
//!   only what is shown);
//! - the replay (`GET /api/tables/{id}/replay`, `…/replay/{step}`, [`crate::replay`]): a
//!   private game's answers 404 `error-no-replay`, the same as an unknown id, unless the
//!   request carries a key;
//! - spectating over the WebSocket (`/ws/{id}`) keeps its behaviour, a deliberate choice:
//!   whoever has a table's link `/t/{id}` may watch it, private or not, running or finished,
//!   and sees only the public view (no hand, no hidden card), the same as every other watcher.
//!   That link is what a host hands to people who are to watch a private game live; the
//!   replay, which reveals every hand and every move, is what the rule guards. Tightening it
//!   later means asking [`Visibility::may_see`] at `hello`, with a key the page would send;
//! - the table's summary (`GET /api/tables/{id}`, what a table's page loads first) likewise.
//!
//! Why the bare id is enough for those two (issue 31): a table's id is not a counter but ten
//! characters drawn from the operating system's random generator over a 31-letter alphabet
//! (`ids::TableId::random`, about 49 bits), so a private table is found only through its link:
//! it is in no public list, before or after its end (the lists ask [`Visibility::listed`]), in
//! no metric, and a guess one character off is no table. Finding one of N private tables by
//! guessing takes about 8·10^14 / N requests (a billion tables still leave 800,000 guesses per
//! hit), each a connection counted against its address (`conn`). The lists tests hold this
//! (`tests/lists.rs`).
//!
//! Later surfaces call the same two functions before they answer: a game's analysis, its chat
//! shown in the replay, and its place on a player's profile (a profile of someone else lists a
//! private game only to a viewer who may see it).

use crate::ids::{HostToken, SeatToken, ViewKey, same_secret};
use crate::storage::TableRecord;

/// Whether a table is public, and if not, the secrets that open it.
#[derive(Clone, Copy, Debug)]
pub enum Visibility<'a> {
    /// Listed: anyone may see it.
    Public,
    /// Unlisted: its players and holders of one of its secrets only.
    Private {
        host: &'a HostToken,
        seats: &'a [crate::storage::SeatRecord],
    },
}

/// Who asks to see a game. Its `Debug` never shows the key.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Viewer<'a> {
    /// Someone who showed no secret (the lobby's lists, a bare link).
    Anyone,
    /// Someone who showed a key: the table's replay link key, a seat token or the host's
    /// secret.
    Holding(&'a str),
}

impl std::fmt::Debug for Viewer<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Viewer::Anyone => f.write_str("Anyone"),
            Viewer::Holding(_) => f.write_str("Holding(…)"),
        }
    }
}

impl<'a> Viewer<'a> {
    /// The viewer of a request that may carry a key (`?key=…`); an empty key is none.
    pub fn with_key(key: Option<&'a str>) -> Viewer<'a> {
        match key {
            Some(k) if !k.is_empty() => Viewer::Holding(k),
            _ => Viewer::Anyone,
        }
    }
}

impl<'a> Visibility<'a> {
    /// The visibility of a stored table.
    pub fn of(rec: &'a TableRecord) -> Visibility<'a> {
        if rec.listed {
            Visibility::Public
        } else {
            Visibility::Private {
                host: &rec.host_token,
                seats: &rec.seats,
            }
        }
    }

    /// Whether `viewer` may see the game: anyone may see a public one; a private one only with
    /// one of its secrets (each compared in constant time).
    pub fn may_see(&self, viewer: &Viewer<'_>) -> bool {
        match (self, viewer) {
            (Visibility::Public, _) => true,
            (Visibility::Private { .. }, Viewer::Anyone) => false,
            (Visibility::Private { host, seats }, Viewer::Holding(key)) => {
                same_secret(ViewKey::of(host).expose(), key)
                    || same_secret(host.expose(), key)
                    || seats
                        .iter()
                        .filter_map(|s| s.token.as_ref())
                        .any(|t: &SeatToken| same_secret(t.expose(), key))
            }
        }
    }

    /// Whether the game appears in lists that anyone reads (the lobby's).
    pub fn listed(&self) -> bool {
        self.may_see(&Viewer::Anyone)
    }

    /// The key a private game's replay link needs, for a connection that plays at the table or
    /// hosts it (`player`); none for anyone else, and none needed for a public game.
    pub fn link_key(&self, player: bool) -> Option<ViewKey> {
        match self {
            Visibility::Private { host, .. } if player => Some(ViewKey::of(host)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::{SeatKind, SeatRecord};
    use havenbaron_engine::{Config, Ruleset};

    fn table(listed: bool) -> TableRecord {
        let seat = |seat, token: Option<&str>| SeatRecord {
            seat,
            kind: if token.is_some() {
                SeatKind::Human
            } else {
                SeatKind::Bot
            },
            bot: None,
            level: None,
            token: token.map(SeatToken::from),
            name: None,
            claimed: true,
        };
        TableRecord {
            id: "v".into(),
            config: Config::new(Ruleset::Rotterdam, 2, 1),
            host_token: "host-secret".into(),
            listed,
            created_ms: 0,
            seats: vec![seat(0, Some("seat-secret")), seat(1, None)],
            finished: true,
            outcome: None,
        }
    }

    #[test]
    fn a_public_game_shows_to_everyone() {
        let rec = table(true);
        let v = Visibility::of(&rec);
        assert!(v.listed());
        assert!(v.may_see(&Viewer::Anyone));
        assert!(v.may_see(&Viewer::Holding("anything")));
        assert_eq!(v.link_key(true), None, "a public game needs no key");
    }

    #[test]
    fn a_private_game_shows_to_its_secrets_only() {
        let rec = table(false);
        let v = Visibility::of(&rec);
        assert!(!v.listed());
        assert!(!v.may_see(&Viewer::Anyone));
        assert!(v.may_see(&Viewer::Holding("seat-secret")));
        assert!(v.may_see(&Viewer::Holding("host-secret")));
        let key = v.link_key(true).expect("a player gets the link's key");
        assert!(v.may_see(&Viewer::Holding(key.expose())));
        assert_eq!(v.link_key(false), None, "a spectator does not");
        // Not its id, not a near miss, not nothing.
        for wrong in ["v", "seat-secre", "seat-secrets", "host", ""] {
            assert!(!v.may_see(&Viewer::Holding(wrong)), "{wrong:?}");
        }
        assert_eq!(Viewer::with_key(Some("")), Viewer::Anyone);
        assert_eq!(Viewer::with_key(None), Viewer::Anyone);
        assert_eq!(Viewer::with_key(Some("k")), Viewer::Holding("k"));
        assert_eq!(
            format!("{:?}", Viewer::Holding("seat-secret")),
            "Holding(…)"
        );
    }
}
