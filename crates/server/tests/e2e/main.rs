//! End-to-end tests in real headless Chromium (Debian's chromium and chromedriver, driven with
//! fantoccini), one file per feature:
//! - `lobby_intro`: the lobby's first screen explains each game with its board in four
//!   languages, "Play now" reaches the first decision in one click, tables named in words.
//! - `lobby`: a person's story: create a table in the lobby with bots, play it to the end by
//!   clicking on the board and the panels, reload in the middle and go on, watch as a
//!   spectator, switch to Dutch, open the replay and step through it with every hand revealed;
//!   a capped game shows as unfinished; a private game's replay opens from its own page only;
//!   the lists show more tables, a page at a time, on asking.
//! - `rulesets`: every rule set plays from the list of actions; Masters of Trade and Antwerpen
//!   are played to the end by clicking only the board and the rule set's panels (every legal
//!   action must have something to click), the score sheet, the panels in Dutch.
//! - `languages`: the page and the terminal share their words, errors in the page's language,
//!   German and French pages (lobby, a table of each rule set, the replay).
//! - `help`: the rules pages, tooltips and the line of what to do now.
//! - `drafts`: what a player composes stays on their own page until it is sent.
//! - `glance`: the table reads at a glance and says whose turn it is.
//! - `phone`: a whole game on a phone.
//! - `accessibility`: axe-core on every page, every rule set on a phone.
//! - `chat`: two players chat at a table and one takes back a move with the page's button.
//! - `ratings`: the leaderboard page and the rating-history chart.
//! - `clocks`: a clock chosen in the lobby, ticking at the table, and a seat taken back after
//!   its clock ran out.
//! - `accounts`: a passkey made in one browser signs in on another, which finds and plays on
//!   the game created before signing up.
//! - `board_labels`: no ship, channel letter or lock covers a name on the board.
//! - `board_play`: a whole game of each rule set by clicking only the board, cards,
//!   characters and the turn bar; a tap on a card shows its help; the list grouped.
//! - `rules_pictures`: the rules pages' board and worked examples.
//! - `rules_text`: the rules pages are short, open with the goal and cite rule ids in small
//!   print, with the details folded away.
//! - `analysis`: a player asks for a finished game's analysis in the replay, sees its
//!   progress and graph, and jumps to a marked decision.
//! - `layout`: what one decides with on the first screen at 1280×900, and on a phone the
//!   board's names at 11 px and the choices in a sheet at the bottom.
//! - `hints`: a player against a bot asks "what would the bot do?", plays the suggestion, and
//!   the score sheet counts the hint.
//! - `trade_panel`: an offer composed and sent through one panel, an offer answered there, and
//!   a seat that is not asked reading the deciding seat's task in the third person.
//! - `tutorial`: each rule set's guided tutorial played to its end in every language by
//!   clicking what the coach highlights, left and resumed, and marked finished.
//!
//! Screenshots go to `target/e2e-artifacts/`. The tests need `/usr/bin/chromium`,
//! `/usr/bin/chromedriver` and axe-core (`npm ci --prefix web-tests`), so `cargo test` reports
//! them as ignored; `./test` installs all three and runs them with `--include-ignored`. Run
//! without them, they fail and say what is missing.

#[path = "../common/mod.rs"]
mod common;

mod accessibility;
mod accounts;
mod analysis;
mod board_labels;
mod board_play;
mod browser;
mod chat;
mod clocks;
mod drafts;
mod glance;
mod help;
mod hints;
mod languages;
mod layout;
mod lobby;
mod lobby_intro;
mod phone;
mod ratings;
mod rules_pictures;
mod rules_text;
mod rulesets;
mod trade_panel;
mod tutorial;
