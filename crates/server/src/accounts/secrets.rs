//! The accounts' secrets: session ids and recovery codes (random, kept hashed), passwords
//! (Argon2id), and the dummy hash that a sign-in with an unknown name is checked against, so
//! that it takes as long as a wrong password.

use std::sync::LazyLock;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use sha2::{Digest, Sha256};

/// A fresh random secret: 256 bits as 64 hex digits (a session id).
pub fn random_secret() -> String {
    let bytes: [u8; 32] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The SHA-256 of a secret, in hex: what the database keeps of it. A session id or a seat
/// token is random and long, so a fast hash is enough; passwords get Argon2id.
pub fn hash_secret(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Whether `s` has the shape of a secret this server makes (64 hex digits): anything else in
/// a cookie is refused without asking the database.
pub fn is_secret_shaped(s: &str) -> bool {
    s.len() == 64 && s.bytes().all(|c| c.is_ascii_hexdigit())
}

/// Argon2id with the crate's recommended costs (`Params::default`, which follows OWASP's advice).
fn argon2() -> Argon2<'static> {
    Argon2::new(Algorithm::Argon2id, Version::V0x13, Params::default())
}

/// A password's Argon2id hash, as a PHC string (algorithm, costs and salt included).
pub fn hash_password(password: &str) -> anyhow::Result<String> {
    let salt: [u8; 16] = rand::random();
    let salt = SaltString::encode_b64(&salt).map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(argon2()
        .hash_password(password.as_bytes(), &salt)
        .map_err(|e| anyhow::anyhow!("{e}"))?
        .to_string())
}

/// Whether `password` matches the stored `hash`; a hash that does not parse matches nothing.
pub fn verify_password(hash: &str, password: &str) -> bool {
    match PasswordHash::new(hash) {
        Ok(parsed) => argon2()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

/// A hash of a password nobody knows, made once: an unknown name is checked against it, so
/// its answer takes as long as a wrong password's.
pub fn dummy_hash() -> &'static str {
    static HASH: LazyLock<String> =
        LazyLock::new(|| hash_password(&random_secret()).expect("hashing a random password works"));
    &HASH
}

/// How many recovery codes a sign-up gets.
pub const RECOVERY_CODES: usize = 8;

/// Fresh recovery codes, `xxxx-xxxx-xxxx` from an alphabet without look-alikes (60 bits each).
pub fn recovery_codes() -> Vec<String> {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    (0..RECOVERY_CODES)
        .map(|_| {
            let chars: String = (0..12)
                .map(|_| ALPHABET[rand::random_range(0..ALPHABET.len())] as char)
                .collect();
            format!("{}-{}-{}", &chars[..4], &chars[4..8], &chars[8..])
        })
        .collect()
}

/// A recovery code as typed (any case, with or without dashes and spaces), hashed.
pub fn hash_recovery_code(code: &str) -> String {
    let plain: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    hash_secret(&format!("recovery\0{plain}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_verifies_against_its_own_hash_only() {
        let h = hash_password("correct horse").unwrap();
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verify_password(&h, "correct horse"));
        assert!(!verify_password(&h, "correct horsE"));
        assert!(!verify_password("not a hash", "correct horse"));
        assert_ne!(h, hash_password("correct horse").unwrap(), "salted");
        assert!(!verify_password(dummy_hash(), "correct horse"));
    }

    #[test]
    fn secrets_and_codes_have_their_shape() {
        let s = random_secret();
        assert!(is_secret_shaped(&s));
        assert!(!is_secret_shaped(&s[1..]));
        assert!(!is_secret_shaped(&format!("{}g", &s[1..])));
        assert_eq!(hash_secret(&s).len(), 64);
        let codes = recovery_codes();
        assert_eq!(codes.len(), RECOVERY_CODES);
        assert_eq!(codes[0].len(), 14);
        assert_eq!(
            hash_recovery_code(&codes[0]),
            hash_recovery_code(&codes[0].to_uppercase().replace('-', " "))
        );
        assert_ne!(hash_recovery_code(&codes[0]), hash_recovery_code(&codes[1]));
    }
}
