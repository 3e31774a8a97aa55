//! Golden games (the idea of shakmaty's perft files): whole games, recorded step by step with
//! the state hash after each step, replayed on every test run. A change that alters any rule's
//! effect, the order of legal actions' consequences or the state's shape shows up here as the
//! first step whose hash differs, named by file and line (C-5: a game is fully determined by its
//! config and its actions).
//!
//! One file per rule set × player count under `tests/golden/` (`rotterdam-2p.txt` …), played by
//! a seeded random player (uniform among the legal actions) to the end or to the safety cap
//! (C-7). The format, one item per line (blank lines and lines starting with `#` are ignored):
//!
//! ```text
//! config {"ruleset":"rotterdam","players":2,"variants":{},"seed":1002,"round_cap":60}
//! start 0123456789abcdef                    the state hash of the new game
//! 0 {"type":"pass"} 0123456789abcdef        seat, action (JSON), state hash after it
//! …
//! outcome {"scores":[…],"winners":[1],"capped":false,"rounds":17}
//! ```
//!
//! Hashes are `Game::state_hash()` as 16 hex digits. Every step is replayed through the checked
//! `Game::apply`, so each recorded action must also still be legal and the recorded seat the one
//! to act.
//!
//! **Blessing.** A deliberate change to the rules or to the state (or to `state_hash` itself)
//! changes the hashes; rewrite the files with
//!
//! ```text
//! HAVENBARON_BLESS=1 cargo test -p havenbaron-engine --test golden
//! ```
//!
//! and review the diff: only the intended games should change. The games are generated from the
//! table [`GAMES`] below (config and seed of the random player), so blessing after a hash change
//! rewrites the same games with the new hashes.

use std::path::{Path, PathBuf};

use havenbaron_engine::{Action, Config, Game, Outcome, Ruleset, Seat};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One golden game: its file, its config (rule set, players, variants, seed, cap).
struct Spec {
    ruleset: Ruleset,
    players: u8,
    variants: &'static [&'static str],
    seed: u64,
    /// The safety cap (C-7) in rounds (Rotterdam, Masters of Trade) or turns (Antwerpen): the
    /// defaults for Rotterdam and Masters of Trade (random games mostly end by the rules), 300
    /// turns for Antwerpen, to keep each file under about 200 kB.
    cap: u32,
}

/// The nine golden games: every rule set × 2, 3, 4 players, the variants spread among them.
const GAMES: [Spec; 9] = [
    spec(Ruleset::Rotterdam, 2, &[], 60),
    spec(Ruleset::Rotterdam, 3, &["safe_harbour"], 60),
    spec(
        Ruleset::Rotterdam,
        4,
        &["safe_harbour", "open_products"],
        60,
    ),
    spec(Ruleset::Masters, 2, &[], 60),
    spec(Ruleset::Masters, 3, &["auction"], 60),
    spec(
        Ruleset::Masters,
        4,
        &["fixed_rounds", "factory_layout=en"],
        60,
    ),
    spec(Ruleset::Antwerpen, 2, &[], 300),
    spec(Ruleset::Antwerpen, 3, &[], 300),
    spec(Ruleset::Antwerpen, 4, &[], 300),
];

const fn spec(ruleset: Ruleset, players: u8, variants: &'static [&'static str], cap: u32) -> Spec {
    Spec {
        ruleset,
        players,
        variants,
        seed: 1000 + players as u64,
        cap,
    }
}

impl Spec {
    fn file_name(&self) -> String {
        format!("{}-{}p.txt", self.ruleset.id(), self.players)
    }

    fn config(&self) -> Config {
        let mut config = self.variants.iter().fold(
            Config::new(self.ruleset, self.players, self.seed),
            |c, v| c.with_variant(v),
        );
        config.round_cap = Some(self.cap);
        config
    }
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn hex(hash: u64) -> String {
    format!("{hash:016x}")
}

// ---------------------------------------------------------------------------------------------
// Writing a golden game
// ---------------------------------------------------------------------------------------------

/// Plays the game of `spec` with a seeded random player and writes it in the golden format.
fn generate(spec: &Spec) -> String {
    let config = spec.config();
    let mut game = Game::new(&config).expect("a golden config is valid");
    let player_seed = spec.seed ^ 0x0601_de11;
    let mut rng = ChaCha8Rng::seed_from_u64(player_seed);
    let mut out = format!(
        "# Golden game: {} players, {}, random player seed {:#x}. Regenerate with\n\
         # HAVENBARON_BLESS=1 cargo test -p havenbaron-engine --test golden\n",
        spec.players,
        spec.ruleset.info().name,
        player_seed
    );
    out += &format!(
        "config {}\n",
        serde_json::to_string(&config).expect("a config serializes")
    );
    out += &format!("start {}\n", hex(game.state_hash()));
    let mut legal = Vec::new();
    while let Some(seat) = game.to_act() {
        game.legal_actions_into(&mut legal);
        let action = legal[rng.random_range(0..legal.len())];
        game.apply(seat, &action).expect("a legal action applies");
        out += &format!("{seat} {} {}\n", action.to_json(), hex(game.state_hash()));
    }
    let outcome = game.outcome().expect("a finished game has an outcome");
    out += &format!(
        "outcome {}\n",
        serde_json::to_string(&outcome).expect("an outcome serializes")
    );
    out
}

// ---------------------------------------------------------------------------------------------
// Reading and replaying a golden game
// ---------------------------------------------------------------------------------------------

/// One recorded step and the line it was read from.
struct Step {
    line: usize,
    seat: Seat,
    action: Action,
    hash: u64,
}

struct Golden {
    config: Config,
    start: u64,
    steps: Vec<Step>,
    outcome: Outcome,
    outcome_line: usize,
}

fn parse_hash(text: &str) -> Result<u64, String> {
    if text.len() != 16 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(format!("`{text}` is not a state hash of 16 hex digits"));
    }
    u64::from_str_radix(text, 16).map_err(|e| e.to_string())
}

fn parse_step(line: usize, text: &str) -> Result<Step, String> {
    let (seat, rest) = text.split_once(' ').ok_or("expected `SEAT ACTION HASH`")?;
    let (action, hash) = rest.rsplit_once(' ').ok_or("expected `SEAT ACTION HASH`")?;
    Ok(Step {
        line,
        seat: seat
            .parse()
            .map_err(|_| format!("`{seat}` is not a seat"))?,
        action: Action::from_json(action).map_err(|e| format!("bad action `{action}`: {e}"))?,
        hash: parse_hash(hash)?,
    })
}

/// Reads a golden file; an error names the file and the line.
fn parse(file: &str, text: &str) -> Result<Golden, String> {
    let mut config = None;
    let mut start = None;
    let mut steps = Vec::new();
    let mut outcome = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let at = |e: String| format!("{file}:{line}: {e}");
        let text = raw.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        if outcome.is_some() {
            return Err(at("nothing may follow the outcome".into()));
        }
        if let Some(json) = text.strip_prefix("config ") {
            if config.is_some() {
                return Err(at("a second config".into()));
            }
            config = Some(
                serde_json::from_str::<Config>(json).map_err(|e| at(format!("bad config: {e}")))?,
            );
        } else if let Some(hash) = text.strip_prefix("start ") {
            if config.is_none() || start.is_some() {
                return Err(at("`start` must follow the config, once".into()));
            }
            start = Some(parse_hash(hash).map_err(at)?);
        } else if let Some(json) = text.strip_prefix("outcome ") {
            let o = serde_json::from_str::<Outcome>(json)
                .map_err(|e| at(format!("bad outcome: {e}")))?;
            outcome = Some((o, line));
        } else {
            if start.is_none() {
                return Err(at("a step before `config` and `start`".into()));
            }
            steps.push(parse_step(line, text).map_err(at)?);
        }
    }
    let config = config.ok_or_else(|| format!("{file}: no `config` line"))?;
    let start = start.ok_or_else(|| format!("{file}: no `start` line"))?;
    let (outcome, outcome_line) = outcome.ok_or_else(|| format!("{file}: no `outcome` line"))?;
    Ok(Golden {
        config,
        start,
        steps,
        outcome,
        outcome_line,
    })
}

/// Replays a golden game through the checked `apply`; the error names the file, the line and
/// the step of the first difference.
fn replay(file: &str, g: &Golden) -> Result<(), String> {
    let mut game =
        Game::new(&g.config).map_err(|e| format!("{file}: the config is refused: {e}"))?;
    if game.state_hash() != g.start {
        return Err(format!(
            "{file}: the new game's state hash is {}, the file says {}",
            hex(game.state_hash()),
            hex(g.start)
        ));
    }
    for (n, step) in g.steps.iter().enumerate() {
        let at = format!("{file}:{}: step {}", step.line, n + 1);
        let action = step.action.to_json();
        match game.to_act() {
            Some(seat) if seat == step.seat => {}
            to_act => {
                return Err(format!(
                    "{at}: the file has seat {} play {action}, but the game asks {to_act:?}",
                    step.seat
                ));
            }
        }
        game.apply(step.seat, &step.action)
            .map_err(|e| format!("{at}: seat {} {action} is refused: {e}", step.seat))?;
        if game.state_hash() != step.hash {
            return Err(format!(
                "{at}: after seat {} {action} the state hash is {}, the file says {}",
                step.seat,
                hex(game.state_hash()),
                hex(step.hash)
            ));
        }
    }
    let at = format!("{file}:{}", g.outcome_line);
    match game.outcome() {
        None => Err(format!(
            "{at}: the file ends the game after {} steps, but seat {:?} is still to act",
            g.steps.len(),
            game.to_act()
        )),
        Some(o) if o != g.outcome => Err(format!(
            "{at}: the outcome is\n  {}\nthe file says\n  {}",
            serde_json::to_string(&o).unwrap(),
            serde_json::to_string(&g.outcome).unwrap()
        )),
        Some(_) => Ok(()),
    }
}

fn check_text(file: &str, text: &str) -> Result<(), String> {
    replay(file, &parse(file, text)?)
}

// ---------------------------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------------------------

/// Every file in `tests/golden/` replays exactly; the nine games of [`GAMES`] are all there.
/// With `HAVENBARON_BLESS=1` the nine files are written first.
#[test]
fn golden_games_replay() {
    let dir = golden_dir();
    if std::env::var_os("HAVENBARON_BLESS").is_some_and(|v| v != "0" && !v.is_empty()) {
        std::fs::create_dir_all(&dir).unwrap();
        for spec in &GAMES {
            std::fs::write(dir.join(spec.file_name()), generate(spec)).unwrap();
        }
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".txt"))
        .collect();
    names.sort();
    let mut failures = Vec::new();
    for spec in &GAMES {
        if !names.contains(&spec.file_name()) {
            failures.push(format!(
                "{}: missing (bless with HAVENBARON_BLESS=1)",
                spec.file_name()
            ));
        }
    }
    for name in &names {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path).unwrap();
        let file = format!("tests/golden/{name}");
        if let Err(e) = check_text(&file, &text) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "golden games differ (if the change is intended, rebless with \
         HAVENBARON_BLESS=1 cargo test -p havenbaron-engine --test golden):\n{}",
        failures.join("\n")
    );
}

/// The generator and the replayer agree, for a short game of every rule set.
#[test]
fn a_generated_game_replays() {
    for ruleset in Ruleset::ALL {
        let text = generate(&spec(ruleset, 2, &[], 3));
        check_text("generated.txt", &text).unwrap();
    }
}

/// A changed hash, seat, action or outcome is reported at its line and step.
#[test]
fn a_difference_is_named_by_file_line_and_step() {
    let text = generate(&spec(Ruleset::Rotterdam, 2, &[], 2));
    let lines: Vec<&str> = text.lines().collect();
    // Line numbers are 1-based: the two comment lines, config, start, then the steps.
    let third_step = 7;
    let edit = |f: &dyn Fn(&str) -> String| -> String {
        let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
        l[third_step - 1] = f(&l[third_step - 1]);
        l.join("\n")
    };
    let step = lines[third_step - 1];
    let (seat, rest) = step.split_once(' ').unwrap();
    let (action, hash) = rest.rsplit_once(' ').unwrap();

    let flipped = if hash.starts_with('0') { "1" } else { "0" };
    let bad_hash = edit(&|_| format!("{seat} {action} {flipped}{}", &hash[1..]));
    let e = check_text("g.txt", &bad_hash).unwrap_err();
    assert!(e.starts_with("g.txt:7: step 3: after seat"), "{e}");
    assert!(e.contains(hash) && e.contains("the file says"), "{e}");

    let other_seat = 1 - seat.parse::<u8>().unwrap();
    let e = check_text("g.txt", &edit(&|_| format!("{other_seat} {action} {hash}"))).unwrap_err();
    assert!(e.starts_with("g.txt:7: step 3: the file has seat"), "{e}");

    let e = check_text(
        "g.txt",
        &edit(&|_| format!("{seat} {{\"type\":\"bid\",\"amount\":5}} {hash}")),
    )
    .unwrap_err();
    assert!(e.starts_with("g.txt:7: step 3: seat"), "{e}");
    assert!(e.contains("refused"), "{e}");

    // A game cut short, and an outcome that differs.
    let mut short: Vec<&str> = lines.clone();
    short.remove(lines.len() - 2);
    let e = check_text("g.txt", &short.join("\n")).unwrap_err();
    assert!(e.contains("still to act"), "{e}");
    let wrong_outcome = text.replace("\"capped\":true", "\"capped\":false");
    assert_ne!(wrong_outcome, text, "a two-round game is capped");
    let e = check_text("g.txt", &wrong_outcome).unwrap_err();
    assert!(
        e.starts_with(&format!("g.txt:{}: the outcome is", lines.len())),
        "{e}"
    );
}

/// A malformed file gives an error naming the file and the line.
#[test]
fn a_malformed_file_is_named_by_file_and_line() {
    let config = r#"config {"ruleset":"rotterdam","players":2,"seed":1}"#;
    let start = "start 0000000000000000";
    let cases: [(&str, String, &str); 9] = [
        (
            "no config",
            "# nothing\n".into(),
            "bad.txt: no `config` line",
        ),
        (
            "bad config",
            "config {\"ruleset\":\"chess\"}".into(),
            "bad.txt:1: bad config",
        ),
        (
            "step first",
            format!("{config}\n0 {{\"type\":\"pass\"}} 0000000000000000"),
            "bad.txt:2: a step before",
        ),
        (
            "short hash",
            format!("{config}\nstart 12ab"),
            "bad.txt:2: `12ab` is not a state hash",
        ),
        (
            "bad seat",
            format!("{config}\n{start}\n\nx {{\"type\":\"pass\"}} 0000000000000000"),
            "bad.txt:4: `x` is not a seat",
        ),
        (
            "bad action",
            format!("{config}\n{start}\n0 {{\"type\":\"fly\"}} 0000000000000000"),
            "bad.txt:3: bad action",
        ),
        (
            "two fields",
            format!("{config}\n{start}\n0 0000000000000000"),
            "bad.txt:3: expected `SEAT ACTION HASH`",
        ),
        (
            "no outcome",
            format!("{config}\n{start}\n"),
            "bad.txt: no `outcome` line",
        ),
        (
            "after the outcome",
            format!(
                "{config}\n{start}\noutcome {{\"scores\":[],\"winners\":[],\"capped\":true,\"rounds\":1}}\n0 {{\"type\":\"pass\"}} 0000000000000000"
            ),
            "bad.txt:4: nothing may follow the outcome",
        ),
    ];
    for (what, text, want) in cases {
        match parse("bad.txt", &text) {
            Ok(_) => panic!("{what}: accepted"),
            Err(e) => assert!(e.starts_with(want), "{what}: {e}"),
        }
    }
}
