//! `serve`'s settings: the HTTP timeouts and the connection cap are flags and environment variables, and a timeout of
//! zero (which would close every connection at once) is refused before anything listens.

use crate::support::havenbaron;

#[test]
fn serve_names_its_timeouts_and_refuses_zero() {
    let help = havenbaron(&["serve", "--help"], None);
    assert_eq!(help.code, 0, "{}", help.all());
    for name in [
        "--header-timeout-s",
        "HAVENBARON_HEADER_TIMEOUT_S",
        "--request-timeout-s",
        "HAVENBARON_REQUEST_TIMEOUT_S",
        "--keep-alive-timeout-s",
        "HAVENBARON_KEEP_ALIVE_TIMEOUT_S",
        "--max-connections",
        "HAVENBARON_MAX_CONNECTIONS",
    ] {
        assert!(
            help.stdout.contains(name),
            "{name} missing:\n{}",
            help.stdout
        );
    }
    for flag in [
        "--header-timeout-s",
        "--request-timeout-s",
        "--keep-alive-timeout-s",
    ] {
        let run = havenbaron(&["serve", "--addr", "127.0.0.1:0", flag, "0"], None);
        assert_ne!(run.code, 0, "{flag} 0 accepted:\n{}", run.all());
        assert!(
            run.all().contains(&format!("{flag} must be at least 1")),
            "{}",
            run.all()
        );
    }
}

/// The accounts' settings (the WebAuthn relying party, the cookie) are flags and environment
/// variables, and an IP address as relying party, which WebAuthn does not allow, is refused
/// before anything listens.
#[test]
fn serve_names_its_account_settings_and_refuses_an_ip_relying_party() {
    let help = havenbaron(&["serve", "--help"], None);
    for name in [
        "--rp-id",
        "HAVENBARON_RP_ID",
        "--rp-origin",
        "HAVENBARON_RP_ORIGIN",
        "--cookie-secure",
        "HAVENBARON_COOKIE_SECURE",
    ] {
        assert!(
            help.stdout.contains(name),
            "{name} missing:\n{}",
            help.stdout
        );
    }
    let dir = std::env::temp_dir().join(format!("havenbaron-rp-{}", std::process::id()));
    let db = dir.join("x.db");
    let run = havenbaron(
        &[
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            db.to_str().unwrap(),
            "--rp-id",
            "127.0.0.1",
        ],
        None,
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_ne!(run.code, 0, "{}", run.all());
    assert!(run.all().contains("must be a domain"), "{}", run.all());
}

/// The e-mail settings are flags and environment variables, and a wrong SMTP URL or sender
/// stops the start rather than leave e-mail off unnoticed.
#[test]
fn serve_names_its_mail_settings_and_refuses_wrong_ones() {
    let help = havenbaron(&["serve", "--help"], None);
    for name in [
        "--smtp-url",
        "HAVENBARON_SMTP_URL",
        "--mail-from",
        "HAVENBARON_MAIL_FROM",
        "--mail-window-min",
        "HAVENBARON_MAIL_WINDOW_MIN",
    ] {
        assert!(help.stdout.contains(name), "{name} missing");
    }
    for (flag, value, says) in [
        ("--smtp-url", "gopher://mail.example", "SMTP URL"),
        ("--mail-from", "not an address", "sender"),
    ] {
        let mut args = vec!["serve", "--addr", "127.0.0.1:0", flag, value];
        if flag == "--mail-from" {
            args.extend(["--smtp-url", "smtp://127.0.0.1:25"]);
        }
        let run = havenbaron(&args, None);
        assert_ne!(run.code, 0, "{flag} {value} accepted:\n{}", run.all());
        assert!(run.all().contains(says), "{}", run.all());
    }
}
