//! Notices by e-mail (issue 34): a signed-in player who gave an address, confirmed it (a link
//! in a first mail) and asked for it is told that it is their turn in a turn-based game, or
//! that a game of theirs ended, through the operator's SMTP server.
//!
//! Everything here is due work on the one scheduler, so play never waits for a mail server and
//! a notice is stored until it went out:
//! - a committed action of a turn-based game, or a game's end, enqueues a [`NOTICE`] job
//!   (`crate::scheduler::notice`); its handler works out who is to be told, takes the window
//!   (at most one mail per account and game per window, taken once in the store) and enqueues
//!   one [`MAIL`] job per letter;
//! - a [`MAIL`] job writes the letter in the account's language and sends it; a mail server
//!   that is down makes it retry with backoff, and the job stays stored meanwhile.
//!
//! Without SMTP settings e-mail is off: nothing is enqueued and the account page says so.
//! Every letter but the confirmation carries an unsubscribe link that works without signing
//! in: the account's id signed with a key kept in the store ([`Mail::token`]).

pub mod routes;

use std::sync::Arc;
use std::time::Duration;

use havenbaron_engine::{Arg, Message};
use havenbaron_words::Words;
use hmac::{Hmac, KeyInit, Mac};
use lettre::message::Mailbox;
use lettre::message::header::{ContentType, Header, HeaderName, HeaderValue};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use sha2::Sha256;
use subtle::ConstantTimeEq;

use crate::App;
use crate::accounts::games::current_links;
use crate::accounts::secrets::random_secret;
use crate::ids::TableId;
use crate::protocol::TimeControl;
use crate::scheduler::{Done, Kind, NOTICE};
use crate::storage::{BoxFuture, Job, MailRecord};

/// The job kind that sends one letter; its subject says what and to whom ([`Letter`]).
pub const MAIL: &str = "mail";
/// The first wait before a failed letter is tried again (it doubles, up to the scheduler's
/// longest backoff).
const RETRY: Duration = Duration::from_secs(2);
/// How long an SMTP exchange may take before it counts as failed.
const SMTP_TIMEOUT: Duration = Duration::from_secs(20);
/// How long a confirmation link works.
pub const CONFIRM_LIFE: Duration = Duration::from_secs(3 * 24 * 3600);

/// The operator's settings (`havenbaron serve --smtp-url … --mail-from … --mail-window …`).
#[derive(Clone, Debug)]
pub struct MailOptions {
    /// The SMTP server: `smtp://host:port` (plain, for a relay on localhost),
    /// `smtp://host:port?tls=required` (STARTTLS) or `smtps://user:password@host` (TLS);
    /// `None`: e-mail is off.
    pub smtp_url: Option<String>,
    /// The sender, `Name <address>`.
    pub from: String,
    /// At most one letter per account and game within this time.
    pub window: Duration,
}

impl Default for MailOptions {
    fn default() -> Self {
        MailOptions {
            smtp_url: None,
            from: "Havenbaron <havenbaron@localhost>".into(),
            window: Duration::from_secs(3600),
        }
    }
}

/// The server's e-mail: the SMTP transport (when configured) and its settings.
pub struct Mail {
    transport: Option<AsyncSmtpTransport<Tokio1Executor>>,
    from: Option<Mailbox>,
    window_ms: i64,
}

impl Mail {
    /// The e-mail of a server with these settings; an error names a setting that is wrong.
    pub fn new(opts: &MailOptions) -> anyhow::Result<Mail> {
        let (transport, from) = match &opts.smtp_url {
            None => (None, None),
            Some(url) => {
                let t = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| anyhow::anyhow!("the SMTP URL `{url}`: {e}"))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .build();
                let from: Mailbox = opts
                    .from
                    .parse()
                    .map_err(|e| anyhow::anyhow!("the sender `{}`: {e}", opts.from))?;
                (Some(t), Some(from))
            }
        };
        Ok(Mail {
            transport,
            from,
            window_ms: opts.window.as_millis() as i64,
        })
    }

    /// Whether e-mail is on (the operator gave an SMTP server).
    pub fn enabled(&self) -> bool {
        self.transport.is_some()
    }

    /// The unsubscribe token of an account: its id and its signature.
    pub async fn token(&self, app: &App, account_id: &str) -> anyhow::Result<String> {
        let key = app.store.mail_key(random_secret()).await?;
        Ok(format!("{account_id}.{}", sign(&key, account_id)))
    }

    /// The account an unsubscribe token is for, when its signature holds.
    pub async fn check_token(&self, app: &App, token: &str) -> anyhow::Result<Option<String>> {
        let Some((account, sig)) = token.rsplit_once('.') else {
            return Ok(None);
        };
        let key = app.store.mail_key(random_secret()).await?;
        let good = sign(&key, account).as_bytes().ct_eq(sig.as_bytes());
        Ok(bool::from(good).then(|| account.to_string()))
    }

    /// Sends one plain-text letter; `unsubscribe`, the one-click address of a notice.
    async fn send(
        &self,
        to: &str,
        subject: String,
        body: String,
        unsubscribe: Option<String>,
    ) -> anyhow::Result<()> {
        let (Some(t), Some(from)) = (&self.transport, &self.from) else {
            anyhow::bail!("e-mail is off");
        };
        let to: Mailbox = to
            .parse()
            .map_err(|e| anyhow::anyhow!("the address `{to}`: {e}"))?;
        let mut letter = lettre::Message::builder()
            .from(from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN);
        if let Some(url) = unsubscribe {
            letter = letter.header(ListUnsubscribe(url)).header(OneClick);
        }
        let letter = letter.body(body)?;
        t.send(letter).await?;
        Ok(())
    }
}

/// HMAC-SHA-256 of `msg` under `key`, in hex; the purpose is part of the signed text, so that
/// a signature made for something else is never an unsubscribe token.
fn sign(key: &str, msg: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key.as_bytes()).expect("HMAC takes any key");
    mac.update(b"unsubscribe:");
    mac.update(msg.as_bytes());
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The `List-Unsubscribe` header (RFC 2369): the address a mail program's "unsubscribe"
/// button posts to, so that a player can stop the letters without opening them.
#[derive(Clone)]
struct ListUnsubscribe(String);

impl Header for ListUnsubscribe {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe")
    }

    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribe(s.to_string()))
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), format!("<{}>", self.0))
    }
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): the button's POST is the
/// unsubscribing itself, with no page to confirm on.
#[derive(Clone)]
struct OneClick;

impl Header for OneClick {
    fn name() -> HeaderName {
        HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }

    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(OneClick)
    }

    fn display(&self) -> HeaderValue {
        HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".into())
    }
}

/// What a [`MAIL`] job sends, written as its subject (`what account rest`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Letter {
    /// The link that confirms an address (the token itself: the store keeps its hash only).
    Confirm { account: String, token: String },
    /// It is the account's turn at `table`.
    Turn { account: String, table: TableId },
    /// A game of the account's ended.
    Ended { account: String, table: TableId },
}

impl Letter {
    pub fn subject(&self) -> String {
        match self {
            Letter::Confirm { account, token } => format!("confirm {account} {token}"),
            Letter::Turn { account, table } => format!("turn {account} {table}"),
            Letter::Ended { account, table } => format!("ended {account} {table}"),
        }
    }

    pub fn parse(s: &str) -> Option<Letter> {
        let mut it = s.split(' ');
        let (what, account, rest) = (it.next()?, it.next()?.to_string(), it.next()?);
        if it.next().is_some() {
            return None;
        }
        Some(match what {
            "confirm" => Letter::Confirm {
                account,
                token: rest.to_string(),
            },
            "turn" => Letter::Turn {
                account,
                table: TableId::from(rest),
            },
            "ended" => Letter::Ended {
                account,
                table: TableId::from(rest),
            },
            _ => return None,
        })
    }

    fn account(&self) -> &str {
        match self {
            Letter::Confirm { account, .. }
            | Letter::Turn { account, .. }
            | Letter::Ended { account, .. } => account,
        }
    }
}

/// The notices' kinds of job for the scheduler.
pub fn kinds() -> [Kind; 2] {
    [
        Kind {
            name: NOTICE,
            handler: notice_job,
            concurrency: 4,
            attempts: 8,
        },
        Kind {
            name: MAIL,
            handler: mail_job,
            concurrency: 4,
            // With backoff up to the scheduler's longest wait: a mail server may be away for
            // about an hour before a letter is given up on (and kept, as failed).
            attempts: 64,
        },
    ]
}

fn notice_job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(async move {
        let Some((table, version)) = job.subject.split_once(' ') else {
            return Done::GiveUp(format!("not a notice: {}", job.subject));
        };
        let Ok(version) = version.parse::<u64>() else {
            return Done::GiveUp(format!("not a notice: {}", job.subject));
        };
        match notice(&app, TableId::from(table), version).await {
            Ok(()) => Done::Completed,
            Err(e) => Done::Retry(RETRY, format!("{e:#}")),
        }
    })
}

/// Who is to be told after version `version` of `table`: the account to act, when the game is
/// turn-based and still at that version; every account at the table, when it ended.
async fn notice(app: &Arc<App>, table: TableId, version: u64) -> anyhow::Result<()> {
    if !app.mail.enabled() {
        return Ok(());
    }
    let Some(rec) = app.store.load_record(table.clone()).await? else {
        return Ok(());
    };
    let Some(room) = app.room(&table).await? else {
        return Ok(());
    };
    let (to_act, now_version, over, control) = {
        let st = room.state.lock().await;
        (
            st.game.to_act(),
            st.version(),
            st.game.is_over(),
            st.time_control(),
        )
    };
    let links = app.store.table_accounts(table.clone()).await?;
    let held = current_links(&rec, &links);
    let now = app.clock.now_ms();
    if over {
        for link in held {
            let Some(m) = app.store.mail(link.account_id.clone()).await? else {
                continue;
            };
            if m.confirmed_ms.is_some() && m.prefs.game_ended {
                let letter = Letter::Ended {
                    account: link.account_id.clone(),
                    table: table.clone(),
                };
                app.scheduler
                    .enqueue(app, MAIL, letter.subject(), now)
                    .await?;
            }
        }
        return Ok(());
    }
    // A later action has its own notice; only the turn-based games tell whose turn it is.
    if now_version != version || !matches!(control, TimeControl::TurnBased { .. }) {
        return Ok(());
    }
    let Some(link) = held.iter().find(|l| Some(l.seat) == to_act) else {
        return Ok(());
    };
    let Some(m) = app.store.mail(link.account_id.clone()).await? else {
        return Ok(());
    };
    if m.confirmed_ms.is_none() || !m.prefs.your_turn {
        return Ok(());
    }
    if app
        .store
        .mail_window(
            link.account_id.clone(),
            table.clone(),
            now,
            app.mail.window_ms,
        )
        .await?
    {
        let letter = Letter::Turn {
            account: link.account_id.clone(),
            table,
        };
        app.scheduler
            .enqueue(app, MAIL, letter.subject(), now)
            .await?;
    }
    Ok(())
}

fn mail_job(app: Arc<App>, job: Job) -> BoxFuture<'static, Done> {
    Box::pin(async move {
        let Some(letter) = Letter::parse(&job.subject) else {
            return Done::GiveUp(format!("not a letter: {}", job.subject));
        };
        match send_letter(&app, &letter).await {
            Ok(()) => Done::Completed,
            Err(e) => {
                tracing::warn!(error = %format!("{e:#}"), attempt = job.attempts, "a letter could not be sent; it is tried again");
                Done::Retry(RETRY, format!("{e:#}"))
            }
        }
    })
}

/// Writes and sends one letter, unless its reason went away meanwhile (the address changed or
/// was never confirmed, the notice was turned off).
async fn send_letter(app: &Arc<App>, letter: &Letter) -> anyhow::Result<()> {
    let Some(m) = app.store.mail(letter.account().to_string()).await? else {
        return Ok(());
    };
    let wanted = match letter {
        Letter::Confirm { .. } => m.confirmed_ms.is_none(),
        Letter::Turn { .. } => m.confirmed_ms.is_some() && m.prefs.your_turn,
        Letter::Ended { .. } => m.confirmed_ms.is_some() && m.prefs.game_ended,
    };
    if !wanted {
        return Ok(());
    }
    let (subject, body, unsubscribe) = write_letter(app, &m, letter).await?;
    app.mail.send(&m.address, subject, body, unsubscribe).await
}

/// The subject and text of a letter, in the account's language.
async fn write_letter(
    app: &Arc<App>,
    m: &MailRecord,
    letter: &Letter,
) -> anyhow::Result<(String, String, Option<String>)> {
    let origin = app.accounts.relying().origin.clone();
    // What the store says first: the catalogue is not held across a wait.
    let (ids, args, one_click) = match letter {
        Letter::Confirm { token, .. } => (
            ("mail-confirm-subject", "mail-confirm-body"),
            vec![("link", format!("{origin}/account#mail-confirm={token}"))],
            None,
        ),
        Letter::Turn { table, .. } | Letter::Ended { table, .. } => {
            let (ruleset, link) = seat_link(app, table, &m.account_id).await?;
            let token = app.mail.token(app, &m.account_id).await?;
            let unsubscribe = format!("{origin}/account#unsubscribe={token}");
            let ids = match letter {
                Letter::Turn { .. } => ("mail-turn-subject", "mail-turn-body"),
                _ => ("mail-ended-subject", "mail-ended-body"),
            };
            (
                ids,
                vec![
                    ("game", ruleset),
                    ("link", format!("{origin}{link}")),
                    ("unsubscribe", unsubscribe),
                ],
                Some(format!("{origin}/api/mail/one-click?token={token}")),
            )
        }
    };
    let words = Words::new(&m.lang).unwrap_or_else(|_| Words::english());
    let text = |id: &str| {
        let mut msg = Message::new(id);
        for (k, v) in &args {
            msg = msg.arg(k, Arg::Text(v.clone()));
        }
        words.format(&msg, &|s| words.seat(s))
    };
    Ok((text(ids.0), text(ids.1), one_click))
}

/// The game's rule set and the link that opens the account's seat (or the replay, once the
/// seat is no longer the account's).
async fn seat_link(
    app: &Arc<App>,
    table: &TableId,
    account_id: &str,
) -> anyhow::Result<(String, String)> {
    let rec = app
        .store
        .load_record(table.clone())
        .await?
        .ok_or_else(|| anyhow::anyhow!("no table {table}"))?;
    let links = app.store.table_accounts(table.clone()).await?;
    let held = current_links(&rec, &links);
    let link = held
        .iter()
        .find(|l| l.account_id == account_id)
        .and_then(|l| rec.seats.get(l.seat as usize))
        .and_then(|s| s.token.as_ref())
        .map_or_else(
            || format!("/replay/{table}"),
            |t| format!("/t/{table}#token={}", t.expose()),
        );
    Ok((rec.config.ruleset.to_string(), link))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_read_back_as_written() {
        for l in [
            Letter::Confirm {
                account: "a1".into(),
                token: "ff00".into(),
            },
            Letter::Turn {
                account: "a1".into(),
                table: TableId::from("abcdefghjk"),
            },
            Letter::Ended {
                account: "a2".into(),
                table: TableId::from("abcdefghjk"),
            },
        ] {
            assert_eq!(Letter::parse(&l.subject()), Some(l));
        }
        assert_eq!(Letter::parse("turn a1"), None);
        assert_eq!(Letter::parse("spam a1 t1"), None);
        assert_eq!(Letter::parse("turn a1 t1 more"), None);
    }

    #[test]
    fn a_signature_depends_on_key_and_account() {
        // RFC 4231 test case 2 does not apply (a prefix is signed), so: distinct inputs give
        // distinct signatures, equal ones equal.
        let s = sign("key", "acc");
        assert_eq!(s.len(), 64);
        assert_eq!(s, sign("key", "acc"));
        assert_ne!(s, sign("key", "acd"));
        assert_ne!(s, sign("kez", "acc"));
        assert_ne!(sign(&"k".repeat(100), "acc"), sign(&"k".repeat(99), "acc"));
    }

    #[test]
    fn every_letter_is_in_every_language() {
        for lang in havenbaron_words::LANGS {
            let w = Words::new(lang).unwrap();
            for id in [
                "mail-confirm-subject",
                "mail-confirm-body",
                "mail-turn-subject",
                "mail-turn-body",
                "mail-ended-subject",
                "mail-ended-body",
            ] {
                assert!(w.has(id), "{lang}: {id}");
            }
        }
    }
}
