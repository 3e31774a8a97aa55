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
