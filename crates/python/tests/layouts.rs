//! The Python package's observation and action layouts, pinned: researchers train networks on
//! them, so a change of a field, an offset, a slot or the meaning of a tensor's values must be
//! a decision, not an accident.
//!
//! For every rule set, `tests/layouts/<id>.txt` holds its action index (every block, and a hash
//! of the action of every slot), its observation layout for every player count (every field),
//! and, for seeded games played a fixed number of steps with a fixed policy under every
//! variant setting, a hash of every seat's (and a spectator's) observation tensor and of the
//! legal integers at every step. The test regenerates the text and compares it with the file.
//! When a change is meant, rewrite the files and review their diff:
//!
//! ```text
//! HAVENBARON_BLESS=1 cargo test --manifest-path crates/python/Cargo.toml --test layouts
//! ```
//!
//! The test names no rule set: it walks `Ruleset::ALL` and each rule set's variants
//! (`RulesetInfo`), so a new rule set is pinned by blessing its file.

use std::fmt::Write as _;
use std::path::PathBuf;

use havenbaron_engine::{Config, Ruleset};
use havenbaron_python::env::Env;
use havenbaron_python::{index, observe};

/// Steps played in each pinned game (fewer when it ends first): enough to reach every phase
/// of a round or turn, few enough to run in a second.
const STEPS: usize = 300;

/// FNV-1a, 64 bits: written out here so the pinned hashes never depend on a library's choice.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn floats(&mut self, xs: &[f32]) {
        for x in xs {
            self.bytes(&x.to_bits().to_le_bytes());
        }
    }

    fn ints(&mut self, xs: &[u32]) {
        self.bytes(&(xs.len() as u32).to_le_bytes());
        for x in xs {
            self.bytes(&x.to_le_bytes());
        }
    }
}

/// The variant settings a rule set's games are pinned under: the defaults, then each variant
/// changed alone (a switch on, each other value of a choice).
fn variant_settings(ruleset: Ruleset) -> Vec<Vec<String>> {
    let mut settings = vec![Vec::new()];
    for v in ruleset.info().variants {
        if v.is_switch() {
            settings.push(vec![v.name.to_string()]);
        } else {
            for value in v.values.iter().filter(|&&x| x != v.default) {
                settings.push(vec![format!("{}={value}", v.name)]);
            }
        }
    }
    settings
}

/// The fixed policy: a spread of positions in the legal list, the same for every build.
fn pick(step: usize, legal: usize) -> usize {
    (step * 31 + 7) % legal
}

/// One pinned game: the hash of every observation (seat 0 up, then the spectator's) and of
/// the legal integers, step after step.
fn game_line(config: &Config) -> String {
    let mut env = Env::new(config.clone()).expect("a valid configuration");
    let (ruleset, players) = (config.ruleset, config.players);
    let size = observe::size(ruleset, players);
    let mut out = vec![0f32; size];
    let (mut obs, mut legal) = (Fnv::new(), Fnv::new());
    let mut steps = 0;
    loop {
        for seat in (0..players).map(Some).chain([None]) {
            observe::encode(&env.game().view(seat), &mut out);
            obs.floats(&out);
        }
        legal.ints(env.legal_ints());
        if steps == STEPS || env.is_over() {
            break;
        }
        let ints = env.legal_ints();
        let i = ints[pick(steps, ints.len())];
        env.apply(i, None).expect("a legal integer");
        steps += 1;
    }
    let variants: Vec<String> = config
        .variants
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    format!(
        "game {players}p seed {} variants [{}]: {steps} steps, over {}, observations {:016x}, legal {:016x}",
        config.seed,
        variants.join(" "),
        env.is_over(),
        obs.0,
        legal.0
    )
}

/// The pinned text of one rule set.
fn pinned_text(ruleset: Ruleset) -> String {
    let mut s = String::new();
    let info = ruleset.info();
    writeln!(
        s,
        "# The Python package's layouts of {} (see crates/python/tests/layouts.rs).\n\
         # HAVENBARON_BLESS=1 cargo test --manifest-path crates/python/Cargo.toml --test layouts",
        info.id
    )
    .unwrap();
    let idx = havenbaron_python::env::index_of(ruleset);
    writeln!(s, "\n## action index: {} slots", idx.size()).unwrap();
    for b in index::layout(ruleset) {
        let fields: Vec<String> = b
            .kind
            .fields
            .iter()
            .map(|(name, n)| format!("{name}:{n}"))
            .collect();
        writeln!(
            s,
            "block {} at {} size {} [{}]",
            b.kind.name,
            b.offset,
            b.size,
            fields.join(" ")
        )
        .unwrap();
    }
    let mut actions = Fnv::new();
    for i in 0..idx.size() {
        let a = idx.decode(i).expect("every slot decodes");
        assert_eq!(idx.action(i), a, "the table and decode agree");
        assert_eq!(idx.encode(&a), Some(i), "slot {i} encodes back");
        actions.bytes(a.to_json().as_bytes());
        actions.bytes(b"\n");
    }
    writeln!(s, "actions of every slot {:016x}", actions.0).unwrap();
    for players in info.min_players..=info.max_players {
        let fields = observe::layout(ruleset, players);
        writeln!(
            s,
            "\n## observation, {players} players: {} floats, {} fields",
            observe::size(ruleset, players),
            fields.len()
        )
        .unwrap();
        for f in &fields {
            writeln!(s, "{} +{} {} {}", f.offset, f.size, f.encoding, f.name).unwrap();
        }
    }
    writeln!(s, "\n## games ({STEPS} steps at most, a fixed policy)").unwrap();
    for players in info.min_players..=info.max_players {
        for setting in variant_settings(ruleset) {
            let mut config = Config::new(ruleset, players, 11 + players as u64);
            for v in &setting {
                config = config.with_variant(v);
            }
            writeln!(s, "{}", game_line(&config)).unwrap();
        }
    }
    s
}

fn file(ruleset: Ruleset) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("tests/layouts/{}.txt", ruleset.id()))
}

/// With `HAVENBARON_BLESS=1` the files are written first.
#[test]
fn layouts_are_pinned() {
    let bless = std::env::var_os("HAVENBARON_BLESS").is_some_and(|v| v != "0" && !v.is_empty());
    let mut changed = Vec::new();
    for ruleset in Ruleset::ALL {
        let text = pinned_text(ruleset);
        let path = file(ruleset);
        if bless {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &text).unwrap();
        }
        let pinned = std::fs::read_to_string(&path).unwrap_or_else(|_| {
            panic!(
                "{}: missing (bless with HAVENBARON_BLESS=1)",
                path.display()
            )
        });
        if pinned != text {
            let first = pinned
                .lines()
                .zip(text.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(pinned.lines().count().min(text.lines().count()));
            changed.push(format!(
                "{}, line {}:\n  pinned: {}\n  now:    {}",
                path.display(),
                first + 1,
                pinned.lines().nth(first).unwrap_or("(end)"),
                text.lines().nth(first).unwrap_or("(end)")
            ));
        }
    }
    assert!(
        changed.is_empty(),
        "the Python package's layouts changed (researchers train on them; if meant, bless \
         with HAVENBARON_BLESS=1 and review the diff):\n{}",
        changed.join("\n")
    );
}
