//! Opaque ids (as lila-ws's `model.scala` does): a table id is not a seat token is not a host
//! token, and none of them is a plain `String` that could be passed in the wrong place.
//!
//! On the wire and in the database each is the same string as before (`serde(transparent)`,
//! text columns), so existing databases and links keep working. The two secrets ([`SeatToken`],
//! [`HostToken`]) compare in constant time, have no `Display`, and show only their first few
//! characters in `Debug` output: the full secret is read only through `expose`, where it must
//! go into a link, a message to its owner or the database.

use std::fmt;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A table's id: 10 characters from an alphabet without look-alikes (older ids may differ;
/// any string is accepted from a link or the database). Not a secret.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct TableId(String);

impl TableId {
    /// A fresh random id for a new table.
    pub fn random() -> TableId {
        const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
        let mut n = rand::random::<u64>();
        let id = (0..10)
            .map(|_| {
                let c = ALPHABET[(n % ALPHABET.len() as u64) as usize];
                n /= ALPHABET.len() as u64;
                c as char
            })
            .collect();
        TableId(id)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TableId({:?})", self.0)
    }
}

impl From<String> for TableId {
    fn from(s: String) -> TableId {
        TableId(s)
    }
}

impl From<&str> for TableId {
    fn from(s: &str) -> TableId {
        TableId(s.to_string())
    }
}

/// Compares secrets in constant time (`subtle`, for equal lengths; the length itself is not
/// secret: every secret this server makes has 32 characters).
pub fn same_secret(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

/// A random secret: 128 bits as 32 hex digits.
fn random_secret() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// How much of a secret `Debug` shows: enough to tell two apart in a log, far too little to use.
const SHOWN: usize = 4;

fn debug_secret(kind: &str, secret: &str, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    // A short secret (tests) shows nothing: four characters of it would be most of it.
    let shown = if secret.len() >= 4 * SHOWN {
        secret.get(..SHOWN).unwrap_or("")
    } else {
        ""
    };
    write!(f, "{kind}({shown}…)")
}

/// Defines a secret token type: constant-time `PartialEq`, redacted `Debug`, no `Display`.
macro_rules! secret {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Serialize, Deserialize, JsonSchema)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            /// A fresh random secret.
            pub fn random() -> $name {
                $name(random_secret())
            }

            /// The secret itself, for the one place it must go (a link, its owner, the database).
            pub fn expose(&self) -> &str {
                &self.0
            }
        }

        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                same_secret(&self.0, &other.0)
            }
        }

        impl Eq for $name {}

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                debug_secret(stringify!($name), &self.0, f)
            }
        }

        impl From<String> for $name {
            fn from(s: String) -> $name {
                $name(s)
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> $name {
                $name(s.to_string())
            }
        }
    };
}

secret!(
    /// A human seat's secret, carried by its invite link (`/t/{id}#token=…`): it opens that seat.
    SeatToken
);

secret!(
    /// A table host's secret (`/t/{id}#…&host=…`): it lets its holder hand seats to bots and see
    /// the invite links of unclaimed seats.
    HostToken
);

secret!(
    /// The key of a private table's replay link (`/replay/{id}#key=…`, `crate::visibility`):
    /// what its players hand to whoever else may see the game. Derived from the host's secret
    /// (a hash, so it gives nothing of that secret away), so every table has one, tables stored
    /// before it existed too, and nothing more is stored.
    ViewKey
);

impl ViewKey {
    /// The replay link key of the table whose host holds `host`.
    pub fn of(host: &HostToken) -> ViewKey {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(b"havenbaron replay link key\0");
        h.update(host.expose().as_bytes());
        // 128 bits, as 32 hex digits: the shape of the other secrets.
        ViewKey(
            h.finalize()[..16]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_compare_by_value() {
        assert!(same_secret("abc", "abc"));
        assert!(!same_secret("abc", "abd"));
        assert!(!same_secret("abc", "abcd"));
        assert!(!same_secret("", "a"));
        assert_eq!(SeatToken::from("t0"), SeatToken::from("t0".to_string()));
        assert_ne!(SeatToken::from("t0"), SeatToken::from("t1"));
        assert_ne!(HostToken::random(), HostToken::random());
    }

    #[test]
    fn debug_output_never_shows_a_whole_secret() {
        let t = SeatToken::random();
        let shown = format!("{t:?}");
        assert_eq!(t.expose().len(), 32);
        assert!(!shown.contains(t.expose()), "{shown}");
        assert!(shown.starts_with("SeatToken(") && shown.contains(&t.expose()[..4]));
        let h = HostToken::from("secret");
        assert_eq!(format!("{h:?}"), "HostToken(…)");
        // Nor inside a derived Debug of something holding one.
        let held = format!("{:?}", Some(vec![t.clone()]));
        assert!(!held.contains(t.expose()), "{held}");
    }

    #[test]
    fn the_wire_and_the_database_see_plain_strings() {
        let t = SeatToken::from("0123456789abcdef0123456789abcdef");
        assert_eq!(
            serde_json::to_string(&t).unwrap(),
            "\"0123456789abcdef0123456789abcdef\""
        );
        let back: SeatToken = serde_json::from_str("\"0123456789abcdef0123456789abcdef\"").unwrap();
        assert_eq!(back, t);
        let id: TableId = serde_json::from_str("\"abc\"").unwrap();
        assert_eq!(id.as_str(), "abc");
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"abc\"");
        assert_eq!(id.to_string(), "abc");
    }

    #[test]
    fn a_view_key_is_its_hosts_alone_and_shows_nothing_of_it() {
        let host = HostToken::random();
        let key = ViewKey::of(&host);
        assert_eq!(key, ViewKey::of(&host.clone()));
        assert_ne!(key, ViewKey::of(&HostToken::random()));
        assert_eq!(key.expose().len(), 32);
        assert!(key.expose().bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(key.expose(), host.expose());
        // Fixed for good: a link handed out once keeps opening its replay after an upgrade
        // (SHA-256 of a fixed prefix and the secret, its first half in hex).
        assert_eq!(
            ViewKey::of(&HostToken::from("host")).expose(),
            "45f45e81dad0b438616a4fa62e2e4c14"
        );
    }

    #[test]
    fn fresh_ids_and_secrets_keep_their_old_shape() {
        let id = TableId::random();
        assert_eq!(id.as_str().len(), 10);
        assert!(
            id.as_str()
                .bytes()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        );
        let s = HostToken::random();
        assert_eq!(s.expose().len(), 32);
        assert!(s.expose().bytes().all(|c| c.is_ascii_hexdigit()));
    }
}
