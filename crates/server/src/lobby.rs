//! The lobby: creating a table (rule set, 2–4 players, variants, each seat a person or a bot
//! with a level, optional seed and round cap), secrets for invite links, display names.

use std::collections::BTreeMap;
use std::sync::Arc;

use havenbaron_engine::{Arg, Config, ConfigError, Game, Message, Ruleset, Seat};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::App;
use crate::errors::known_rulesets;
use crate::ids::{HostToken, SeatToken, TableId};
use crate::protocol::{Invite, TimeControl};
use crate::room::{ClockError, Clocks, Room, TIMEOUT_BOT, check_control};
use crate::seatbots::{self, BotError};
use crate::storage::{SeatKind, SeatRecord, TableRecord};

/// Longest display name, in characters.
pub const MAX_NAME: usize = 32;
/// Highest round cap a table may ask for.
pub const MAX_ROUND_CAP: u32 = 200;

#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    /// `human` or `bot`.
    pub kind: String,
    #[serde(default)]
    pub bot: Option<String>,
    #[serde(default)]
    pub level: Option<String>,
}

/// `POST /api/tables`.
#[derive(Clone, Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    #[serde(default = "default_ruleset")]
    pub ruleset: String,
    pub players: u8,
    #[serde(default)]
    pub variants: BTreeMap<String, String>,
    #[serde(default)]
    pub seed: Option<u64>,
    #[serde(default)]
    pub round_cap: Option<u32>,
    /// One entry per seat, in seat order.
    pub seats: Vec<SeatSpec>,
    /// Show the table in the lobby's list of open tables (default true).
    #[serde(default = "yes")]
    pub listed: bool,
    /// The seat the creator takes (a human seat), if any.
    #[serde(default)]
    pub host_seat: Option<Seat>,
    /// The creator's display name.
    #[serde(default)]
    pub name: Option<String>,
    /// The result counts for the people's ratings (every person at the table must be known:
    /// `crate::ratings::rated_refusal`). Default false.
    #[serde(default)]
    pub rated: bool,
    /// How the table is timed (default untimed).
    #[serde(default)]
    pub clock: TimeControl,
    /// The level of the bot that plays a seat whose clock ran out (default the bot's own).
    #[serde(default)]
    pub clock_level: Option<String>,
}

/// The first rule set of the family.
fn default_ruleset() -> String {
    havenbaron_engine::Ruleset::ALL[0].id().into()
}
fn yes() -> bool {
    true
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct Created {
    pub id: TableId,
    pub host_token: HostToken,
    /// The creator's seat and its secret, if the creator sits at the table.
    pub seat: Option<Seat>,
    pub token: Option<SeatToken>,
    /// Secrets of the other human seats, for invite links.
    pub invites: Vec<Invite>,
    /// The creator's page: `/t/{id}#token=…&host=…`.
    pub url: String,
}

/// Why a display name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("a name cannot be empty")]
    Empty,
    #[error("a name has at most {MAX_NAME} characters")]
    TooLong,
    /// Control characters and the line and paragraph separators: a name is one line.
    #[error("a name cannot contain control characters or line breaks")]
    Control,
    /// Bidi overrides and isolates, zero-width and other invisible characters (see
    /// `is_invisible`): they make a name show as something else than it is.
    #[error("a name cannot contain invisible or text-direction characters")]
    Format,
    /// Nothing of the name would show: only spaces and invisible characters (a Hangul filler,
    /// a blank Braille pattern…), so players could not tell who sits there.
    #[error("a name needs at least one visible character")]
    Blank,
}

impl NameError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            NameError::Empty => Message::new("error-name-empty"),
            NameError::TooLong => Message::new("error-name-too-long").num("max", MAX_NAME as i64),
            NameError::Control => Message::new("error-name-control"),
            NameError::Format => Message::new("error-name-format"),
            NameError::Blank => Message::new("error-name-blank"),
        }
    }
}

/// A catalogue message in English, for the `error` text of an answer.
pub(crate) fn english(m: &Message) -> String {
    let words = havenbaron_words::Words::english();
    words.format(m, &|s| words.seat(s))
}

/// Why a table cannot be created as asked (nothing is stored).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("unknown rule set `{0}`; available: {known}", known = known_rulesets())]
    Ruleset(String),
    #[error("{seats} seats described for {players} players")]
    SeatCount { seats: usize, players: u8 },
    #[error("the round cap must be 1 to {MAX_ROUND_CAP}")]
    RoundCap,
    #[error("{0}")]
    Config(#[from] ConfigError),
    #[error("{0}")]
    Name(#[from] NameError),
    /// `seat` counts from 0 (the English text from 1, as before).
    #[error("seat {n}: {error}", n = seat + 1)]
    Bot { seat: Seat, error: BotError },
    #[error("seat {n}: kind `{kind}` is neither `human` nor `bot`", n = seat + 1)]
    SeatKind { seat: Seat, kind: String },
    #[error("the host seat {0} is not a human seat")]
    HostSeat(Seat),
    /// A rated table that cannot be rated as asked (the words say why).
    #[error("{}", english(.0))]
    Rated(Message),
    #[error("{0}")]
    Clock(#[from] ClockError),
}

impl PlanError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            PlanError::Ruleset(r) => Message::new("error-unknown-ruleset")
                .arg("ruleset", Arg::Text(r.clone()))
                .arg("known", Arg::Text(known_rulesets())),
            PlanError::SeatCount { seats, players } => Message::new("error-seat-count")
                .num("seats", *seats as i64)
                .num("players", *players),
            PlanError::RoundCap => Message::new("error-round-cap").num("max", MAX_ROUND_CAP),
            PlanError::Config(e) => e.message(),
            PlanError::Name(e) => e.message(),
            PlanError::Bot { seat, error } => Message::new("error-seat-bot")
                .seat("seat", *seat)
                .msg("why", error.message()),
            PlanError::SeatKind { seat, kind } => Message::new("error-seat-kind")
                .seat("seat", *seat)
                .arg("kind", Arg::Text(kind.clone())),
            PlanError::HostSeat(seat) => Message::new("error-host-seat").seat("seat", *seat),
            PlanError::Rated(why) => why.clone(),
            PlanError::Clock(e) => e.message(),
        }
    }
}

/// Unicode's format characters (general category Cf, Unicode 16.0): bidi embeddings, overrides
/// and isolates, zero-width joiners and spaces, the byte-order mark, invisible operators, tags…
/// None belongs in a display name.
const FORMAT_CHARS: &[(char, char)] = &[
    ('\u{00AD}', '\u{00AD}'),
    ('\u{0600}', '\u{0605}'),
    ('\u{061C}', '\u{061C}'),
    ('\u{06DD}', '\u{06DD}'),
    ('\u{070F}', '\u{070F}'),
    ('\u{0890}', '\u{0891}'),
    ('\u{08E2}', '\u{08E2}'),
    ('\u{180E}', '\u{180E}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFF9}', '\u{FFFB}'),
    ('\u{110BD}', '\u{110BD}'),
    ('\u{110CD}', '\u{110CD}'),
    ('\u{13430}', '\u{1343F}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0001}', '\u{E0001}'),
    ('\u{E0020}', '\u{E007F}'),
];

/// Unicode's Default_Ignorable_Code_Point set (DerivedCoreProperties.txt, Unicode 16.0): what a
/// renderer shows as nothing when it does not support it. Beyond the format characters it holds
/// the combining grapheme joiner (U+034F), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0),
/// the Khmer inherent vowels (U+17B4, U+17B5), the Mongolian and other variation selectors
/// (U+180B–U+180F, U+FE00–U+FE0F, U+E0100–U+E01EF) and reserved blocks kept for more of them.
const DEFAULT_IGNORABLE: &[(char, char)] = &[
    ('\u{00AD}', '\u{00AD}'),
    ('\u{034F}', '\u{034F}'),
    ('\u{061C}', '\u{061C}'),
    ('\u{115F}', '\u{1160}'),
    ('\u{17B4}', '\u{17B5}'),
    ('\u{180B}', '\u{180F}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{202A}', '\u{202E}'),
    ('\u{2060}', '\u{206F}'),
    ('\u{3164}', '\u{3164}'),
    ('\u{FE00}', '\u{FE0F}'),
    ('\u{FEFF}', '\u{FEFF}'),
    ('\u{FFA0}', '\u{FFA0}'),
    ('\u{FFF0}', '\u{FFF8}'),
    ('\u{1BCA0}', '\u{1BCA3}'),
    ('\u{1D173}', '\u{1D17A}'),
    ('\u{E0000}', '\u{E0FFF}'),
];

/// Visible characters by Unicode's account that fonts draw as empty space yet that are not
/// white space (so `trim` keeps them): the blank Braille pattern and the null notehead, the
/// usual stand-ins for an "empty" name once the fillers above are refused.
const BLANK_GLYPHS: &[(char, char)] = &[('\u{2800}', '\u{2800}'), ('\u{1D159}', '\u{1D159}')];

fn in_table(table: &[(char, char)], c: char) -> bool {
    table.iter().any(|(lo, hi)| (*lo..=*hi).contains(&c))
}

/// Whether `c` shows as nothing or changes how the text around it shows: a format character, a
/// default-ignorable code point or a blank glyph (the tables above).
///
/// This is a rule for display names only. Free text such as chat must keep the zero-width
/// joiner and non-joiner (U+200C, U+200D) and the variation selectors: emoji sequences and
/// Persian, among others, need them.
pub fn is_invisible(c: char) -> bool {
    in_table(FORMAT_CHARS, c) || in_table(DEFAULT_IGNORABLE, c) || in_table(BLANK_GLYPHS, c)
}

/// Whether `c` breaks the name's line: a control character (category Cc) or the line or
/// paragraph separator (U+2028, U+2029, which are not Cc).
fn is_line_break_or_control(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')
}

/// Trims a display name and checks it: 1 to 32 characters, one line with no control
/// characters, nothing invisible (bidi overrides, zero-width characters, fillers), and at least
/// one character that shows.
pub fn clean_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    if name.chars().count() > MAX_NAME {
        return Err(NameError::TooLong);
    }
    if name.chars().any(is_line_break_or_control) {
        return Err(NameError::Control);
    }
    if name.chars().all(|c| c.is_whitespace() || is_invisible(c)) {
        return Err(NameError::Blank);
    }
    if name.chars().any(is_invisible) {
        return Err(NameError::Format);
    }
    Ok(name.to_string())
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Checks a creation request and builds the table record (nothing stored yet).
///
/// `account`: the signed-in creator, who sits at the host seat (what a rated table needs).
pub fn plan(
    app: &App,
    req: &CreateTable,
    account: Option<&str>,
) -> Result<(TableRecord, Created), PlanError> {
    let ruleset: Ruleset = req
        .ruleset
        .parse()
        .map_err(|_| PlanError::Ruleset(req.ruleset.clone()))?;
    check_control(&req.clock)?;
    if let Some(level) = &req.clock_level {
        seatbots::check(TIMEOUT_BOT, Some(level), &app.data)
            .map_err(|error| PlanError::Bot { seat: 0, error })?;
    }
    if req.seats.len() != req.players as usize {
        return Err(PlanError::SeatCount {
            seats: req.seats.len(),
            players: req.players,
        });
    }
    if let Some(cap) = req.round_cap
        && !(1..=MAX_ROUND_CAP).contains(&cap)
    {
        return Err(PlanError::RoundCap);
    }
    let config = Config {
        ruleset,
        rules: ruleset.info().revision,
        players: req.players,
        variants: req.variants.clone(),
        seed: req.seed.unwrap_or_else(rand::random::<u64>),
        round_cap: req.round_cap,
    };
    Game::with_data(&config, &app.data)?;
    let name = req.name.as_deref().map(clean_name).transpose()?;
    let mut seats = Vec::new();
    for (i, spec) in req.seats.iter().enumerate() {
        let seat = i as Seat;
        match spec.kind.as_str() {
            "human" => {
                let mine = req.host_seat == Some(seat);
                seats.push(SeatRecord {
                    seat,
                    kind: SeatKind::Human,
                    bot: None,
                    level: None,
                    token: Some(SeatToken::random()),
                    name: if mine { name.clone() } else { None },
                    claimed: mine,
                })
            }
            "bot" => {
                let bot = spec.bot.clone().unwrap_or_else(|| "greedy".into());
                seatbots::check(&bot, spec.level.as_deref(), &app.data)
                    .map_err(|error| PlanError::Bot { seat, error })?;
                let level = seatbots::level_for(&bot, spec.level.as_deref());
                seats.push(SeatRecord {
                    seat,
                    kind: SeatKind::Bot,
                    bot: Some(bot),
                    level,
                    token: None,
                    name: Some(seatbots::bot_seat_name(seat)),
                    claimed: true,
                })
            }
            other => {
                return Err(PlanError::SeatKind {
                    seat,
                    kind: other.to_string(),
                });
            }
        }
    }
    if let Some(h) = req.host_seat
        && seats.get(h as usize).map(|s| s.kind) != Some(SeatKind::Human)
    {
        return Err(PlanError::HostSeat(h));
    }
    let keys: Vec<_> = seats
        .iter()
        .map(|s| {
            (req.host_seat == Some(s.seat))
                .then(|| account.map(|a| crate::ratings::PlayerKey(a.to_string())))
                .flatten()
        })
        .collect();
    if req.rated
        && let Some(why) = crate::ratings::rated_refusal(ruleset.id(), &seats, &keys)
    {
        return Err(PlanError::Rated(why));
    }
    let id = TableId::random();
    let host_token = HostToken::random();
    let mine = req.host_seat.and_then(|h| seats[h as usize].token.clone());
    let invites = seats
        .iter()
        .filter(|s| s.kind == SeatKind::Human && Some(s.seat) != req.host_seat)
        .filter_map(|s| {
            Some(Invite {
                seat: s.seat,
                token: s.token.clone()?,
            })
        })
        .collect();
    let host = host_token.expose();
    let url = match &mine {
        Some(t) => format!("/t/{id}#token={}&host={host}", t.expose()),
        None => format!("/t/{id}#host={host}"),
    };
    let rec = TableRecord {
        id: id.clone(),
        config,
        host_token: host_token.clone(),
        listed: req.listed,
        // The server's clock, as every time a table is judged by (the lists' idle limit).
        created_ms: app.clock.now_ms(),
        seats,
        finished: false,
        outcome: None,
    };
    Ok((
        rec,
        Created {
            id,
            host_token,
            seat: req.host_seat,
            token: mine,
            invites,
            url,
        },
    ))
}

/// Creates a table: stores it, opens its room and lets its bots start.
pub async fn create(app: &Arc<App>, req: CreateTable) -> Result<Created, CreateError> {
    create_as(app, req, None).await
}

/// Creates a table whose creator is the signed-in `account` (checked by the caller): their
/// seat is attached to the account before the table exists, so a rated table never has a
/// moment when its host's seat is a guest's.
pub async fn create_as(
    app: &Arc<App>,
    req: CreateTable,
    account: Option<String>,
) -> Result<Created, CreateError> {
    let (rec, created) = plan(app, &req, account.as_deref()).map_err(CreateError::Bad)?;
    if let (Some(account), Some(seat), Some(token)) = (&account, created.seat, &created.token) {
        app.store
            .attach_seat(crate::storage::SeatLink {
                table: rec.id.clone(),
                seat,
                account_id: account.clone(),
                account_name: String::new(),
                token_hash: crate::storage::accounts::token_hash(token.expose()),
                attached_ms: now_ms(),
            })
            .await
            .map_err(|e| CreateError::Storage(e.to_string()))?;
    }
    // Marked before the table exists, so no game of it can end unmarked; a mark whose table
    // then fails to be stored names no table and is never read.
    if req.rated {
        app.store
            .mark_rated(
                rec.id.clone(),
                rec.config.ruleset.id().to_string(),
                rec.config.players,
                now_ms(),
            )
            .await
            .map_err(|e| CreateError::Storage(e.to_string()))?;
    }
    // The clocks are stored before the table, so whichever instance loads the table first
    // (its creation's announcement) finds them.
    if let Some(mut clocks) = Clocks::new(req.clock, req.clock_level.clone(), req.players) {
        let first = Game::with_data(&rec.config, &app.data)
            .ok()
            .and_then(|g| g.to_act())
            .filter(|s| rec.seats[*s as usize].kind == SeatKind::Human);
        clocks.start(first, rec.created_ms, 0);
        app.store
            .save_clock(clocks.record(&rec.id))
            .await
            .map_err(|e| CreateError::Storage(e.to_string()))?;
    }
    app.store
        .create_table(rec.clone())
        .await
        .map_err(|e| CreateError::Storage(e.to_string()))?;
    let room = Arc::new(
        Room::rebuild(app, rec, &[]).map_err(|e| CreateError::Internal(format!("{e:#}")))?,
    );
    room.load_clock(app)
        .await
        .map_err(|e| CreateError::Storage(e.to_string()))?;
    // The announcement of this creation may have loaded it already: keep that room.
    let room = app.insert_room(room);
    room.kick_clock(app).await;
    room.kick_bots(app);
    Ok(created)
}

#[derive(Debug, thiserror::Error)]
pub enum CreateError {
    #[error("{0}")]
    Bad(PlanError),
    #[error("the table could not be saved: {0}")]
    Storage(String),
    /// The stored table could not be opened (a bug, not the request's fault).
    #[error("{0}")]
    Internal(String),
}

impl CreateError {
    /// The catalogue message (`errors.ftl`).
    pub fn message(&self) -> Message {
        match self {
            CreateError::Bad(e) => e.message(),
            CreateError::Storage(detail) => {
                Message::new("error-save-table").arg("detail", Arg::Text(detail.clone()))
            }
            CreateError::Internal(detail) => {
                Message::new("error-internal").arg("detail", Arg::Text(detail.clone()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 31's blank names: each alone, and each between letters.
    const FILLERS: &[&str] = &[
        "\u{3164}",
        "\u{115F}\u{1160}",
        "\u{FFA0}",
        "\u{2800}",
        "\u{17B4}",
        "\u{17B5}",
        "\u{1D159}",
    ];
    /// Issue 31's characters accepted inside names before, plus their neighbours.
    const INSIDE: &[char] = &[
        '\u{034F}',
        '\u{180B}',
        '\u{180C}',
        '\u{180D}',
        '\u{180E}',
        '\u{180F}',
        '\u{FE0F}',
        '\u{FE00}',
        '\u{E0100}',
        '\u{200D}',
        '\u{2065}',
        '\u{FFF0}',
        '\u{E0000}',
    ];

    #[test]
    fn names_that_show_nothing_are_blank() {
        for f in FILLERS {
            for name in [f.to_string(), format!(" {f} "), format!("{f}\u{3000}{f}")] {
                assert_eq!(clean_name(&name), Err(NameError::Blank), "{name:?}");
            }
            let inside = format!("Ann{f}Lee");
            assert_eq!(clean_name(&inside), Err(NameError::Format), "{inside:?}");
        }
        for c in INSIDE {
            assert_eq!(clean_name(&c.to_string()), Err(NameError::Blank), "{c:?}");
        }
        // Only white space (ideographic, no-break, line separator) trims to nothing.
        for name in ["   ", "\u{3000}", "\u{00A0}\u{2028}"] {
            assert_eq!(clean_name(name), Err(NameError::Empty), "{name:?}");
        }
    }

    #[test]
    fn invisible_or_line_breaking_characters_inside_a_name_are_refused() {
        for c in INSIDE {
            let name = format!("Bo{c}b");
            assert_eq!(clean_name(&name), Err(NameError::Format), "{name:?}");
        }
        for name in [
            "Ann\u{2028}Lee",
            "Ann\u{2029}Lee",
            "Ann\nLee",
            "Ann\u{0085}Lee",
        ] {
            assert_eq!(clean_name(name), Err(NameError::Control), "{name:?}");
        }
        assert_eq!(clean_name("Ann\u{202E}txt"), Err(NameError::Format));
    }

    #[test]
    fn ordinary_names_still_pass() {
        for name in [
            "Zoë Ōta",
            "José Álvarez",
            "O'Brien",
            "李小龍",
            "さくら",
            "محمد علي",
            "Ναυτίλος",
            "Dé 🎲",
            "ฅ",
            "Ann-Marie\u{3000}Lee",
        ] {
            assert_eq!(clean_name(name).as_deref(), Ok(name), "{name:?}");
        }
        assert_eq!(clean_name("  Kim  ").as_deref(), Ok("Kim"));
    }

    #[test]
    fn each_refusal_has_its_catalogue_message() {
        assert_eq!(NameError::Blank.message().id, "error-name-blank");
        assert_eq!(NameError::Format.message().id, "error-name-format");
        assert_eq!(NameError::Control.message().id, "error-name-control");
    }
}
