//! A software passkey for the tests: an ES256 key pair made with OpenSSL, and the WebAuthn
//! messages a browser would send for it (attestation "none", user verified), written out by
//! hand: CBOR for the attestation object and the COSE key, base64url for the wire.

use openssl::bn::BigNumContext;
use openssl::ec::{EcGroup, EcKey};
use openssl::hash::MessageDigest;
use openssl::nid::Nid;
use openssl::pkey::{PKey, Private};
use openssl::sign::Signer;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

pub fn b64url(bytes: &[u8]) -> String {
    const A: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().fold(0u32, |n, b| (n << 8) | *b as u32) << (8 * (3 - chunk.len()));
        for i in 0..=chunk.len() {
            out.push(A[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

/// CBOR: a byte string's head and bytes.
fn cbor_bytes(b: &[u8]) -> Vec<u8> {
    let mut out = match b.len() {
        n if n < 24 => vec![0x40 | n as u8],
        n if n < 256 => vec![0x58, n as u8],
        n => vec![0x59, (n >> 8) as u8, n as u8],
    };
    out.extend_from_slice(b);
    out
}

fn cbor_text(s: &str) -> Vec<u8> {
    let mut out = vec![0x60 | s.len() as u8];
    out.extend_from_slice(s.as_bytes());
    out
}

/// One credential on one authenticator.
pub struct Passkey {
    pub id: Vec<u8>,
    key: PKey<Private>,
    counter: u32,
}

impl Passkey {
    pub fn new() -> Passkey {
        let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
        let ec = EcKey::generate(&group).unwrap();
        Passkey {
            id: rand::random::<[u8; 32]>().to_vec(),
            key: PKey::from_ec_key(ec).unwrap(),
            counter: 0,
        }
    }

    fn cose_key(&self) -> Vec<u8> {
        let ec = self.key.ec_key().unwrap();
        let group = EcGroup::from_curve_name(Nid::X9_62_PRIME256V1).unwrap();
        let mut ctx = BigNumContext::new().unwrap();
        let (mut x, mut y) = (
            openssl::bn::BigNum::new().unwrap(),
            openssl::bn::BigNum::new().unwrap(),
        );
        ec.public_key()
            .affine_coordinates(&group, &mut x, &mut y, &mut ctx)
            .unwrap();
        let mut out = vec![0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21];
        out.extend(cbor_bytes(&x.to_vec_padded(32).unwrap()));
        out.push(0x22);
        out.extend(cbor_bytes(&y.to_vec_padded(32).unwrap()));
        out
    }

    fn client_data(kind: &str, options: &Value, origin: &str) -> Vec<u8> {
        json!({
            "type": kind,
            "challenge": options["publicKey"]["challenge"],
            "origin": origin,
            "crossOrigin": false,
        })
        .to_string()
        .into_bytes()
    }

    /// What `navigator.credentials.create` gives for `options` (a `Challenge`'s).
    pub fn register(&self, options: &Value, origin: &str) -> Value {
        let rp = options["publicKey"]["rp"]["id"].as_str().unwrap();
        let mut auth = Sha256::digest(rp.as_bytes()).to_vec();
        auth.push(0x45); // user present, user verified, attested credential data
        auth.extend(self.counter.to_be_bytes());
        auth.extend([0u8; 16]);
        auth.extend((self.id.len() as u16).to_be_bytes());
        auth.extend(&self.id);
        auth.extend(self.cose_key());
        let mut att = vec![0xa3];
        att.extend(cbor_text("fmt"));
        att.extend(cbor_text("none"));
        att.extend(cbor_text("attStmt"));
        att.push(0xa0);
        att.extend(cbor_text("authData"));
        att.extend(cbor_bytes(&auth));
        let client = Self::client_data("webauthn.create", options, origin);
        json!({
            "id": b64url(&self.id),
            "rawId": b64url(&self.id),
            "type": "public-key",
            "response": {
                "attestationObject": b64url(&att),
                "clientDataJSON": b64url(&client),
            },
            "extensions": {},
        })
    }

    /// What `navigator.credentials.get` gives for `options`; the counter moves on.
    pub fn assert(&mut self, options: &Value, origin: &str) -> Value {
        self.counter += 1;
        let rp = options["publicKey"]["rpId"].as_str().unwrap();
        let mut auth = Sha256::digest(rp.as_bytes()).to_vec();
        auth.push(0x05); // user present, user verified
        auth.extend(self.counter.to_be_bytes());
        let client = Self::client_data("webauthn.get", options, origin);
        let mut signed = auth.clone();
        signed.extend(Sha256::digest(&client));
        let mut signer = Signer::new(MessageDigest::sha256(), &self.key).unwrap();
        signer.update(&signed).unwrap();
        let signature = signer.sign_to_vec().unwrap();
        json!({
            "id": b64url(&self.id),
            "rawId": b64url(&self.id),
            "type": "public-key",
            "response": {
                "authenticatorData": b64url(&auth),
                "clientDataJSON": b64url(&client),
                "signature": b64url(&signature),
                "userHandle": null,
            },
            "extensions": {},
        })
    }
}
