//! The help texts that speak of the rule sets, made from their descriptions
//! ([`Ruleset::ALL`], [`RulesetInfo`]) and data files ([`DataSet::files`]), so that a new rule
//! set shows up in `--help` with no edit here.

use havenbaron_engine::{DataSet, Ruleset, RulesetInfo};

fn infos() -> impl Iterator<Item = RulesetInfo> {
    Ruleset::ALL.into_iter().map(Ruleset::info)
}

/// `a, b and c` (or `or`).
fn list(items: &[String], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., end] => format!("{} {last} {end}", rest.join(", ")),
    }
}

pub fn about() -> String {
    let names: Vec<&str> = infos().map(|i| i.name).collect();
    format!(
        "Havenbaron: the Ports of Europe harbour games ({}) in your terminal",
        names.join(", ")
    )
}

pub fn long_about() -> String {
    let names: Vec<String> = infos()
        .map(|i| format!("{} (`{}`)", i.name, i.id))
        .collect();
    format!(
        "Havenbaron: the Ports of Europe harbour games in your terminal: {}.\n\n\
         Play against bots, watch bots play each other, replay and verify saved games,\n\
         analyse them, measure the rules engine's speed, and check replacement board and card\n\
         files.",
        list(&names, "and")
    )
}

/// `--variant` flags that set every variant of `info` off its default (switches on, choices
/// to their last value).
fn variant_flags(info: &RulesetInfo) -> String {
    info.variants
        .iter()
        .map(|v| match v.values.last() {
            None => format!(" --variant {}", v.name),
            Some(value) => format!(" --variant {}={value}", v.name),
        })
        .collect()
}

/// `--ruleset ID` for any rule set but the default one.
fn ruleset_flag(info: &RulesetInfo) -> String {
    if info.id == Ruleset::ALL[0].id() {
        String::new()
    } else {
        format!(" --ruleset {}", info.id)
    }
}

pub fn examples() -> String {
    let mut s = String::from("Examples:\n  havenbaron play --players 4 --seed 7\n");
    for info in infos().skip(1) {
        s += &format!(
            "  havenbaron play{} --players 3{}\n",
            ruleset_flag(&info),
            variant_flags(&info)
        );
    }
    s += "  havenbaron play --bots-only --bots greedy,random,greedy,random --json\n\
          \x20 havenbaron play --bots-only --record game.json && havenbaron replay game.json\n\
          \x20 havenbaron analyse game.json --lang nl\n\
          \x20 havenbaron bench --players 4 --seconds 5\n";
    if let Some(info) = infos().last() {
        s += &format!("  havenbaron bench{} --players 3\n", ruleset_flag(&info));
    }
    s + "  havenbaron check-data my-data/"
}

pub fn play_examples() -> String {
    let mut s =
        String::from("Examples:\n  havenbaron play --players 3 --seed 7 --bots greedy,random\n");
    for info in infos() {
        let flags = variant_flags(&info);
        let rest = if flags.is_empty() {
            " --players 3 --round-cap 200".to_string()
        } else {
            flags
        };
        s += &format!("  havenbaron play{}{rest}\n", ruleset_flag(&info));
    }
    s + "  havenbaron play --bots-only --players 2 --json --record game.json"
}

pub fn arena_examples() -> String {
    let mut s = String::from(
        "Examples:\n  \
         havenbaron arena --players 4 --bots greedy,random,random,random --games 400\n  \
         havenbaron arena --players 4 --bots ismcts:medium,greedy,greedy,greedy --games 400 --report arena.html",
    );
    if let Some(info) = infos().nth(1) {
        s += &format!(
            "\n  havenbaron arena{} --players 2 --bots ismcts:strong,ismcts:medium --games 200 --json",
            ruleset_flag(&info)
        );
    }
    s
}

pub fn ruleset() -> String {
    let ids: Vec<String> = infos().map(|i| format!("{} ({})", i.id, i.name)).collect();
    format!("Rule set to play: {}", list(&ids, "or"))
}

pub fn players() -> String {
    let ranges: Vec<(u8, u8)> = infos().map(|i| (i.min_players, i.max_players)).collect();
    if ranges.windows(2).all(|w| w[0] == w[1]) {
        let (min, max) = ranges[0];
        format!("Number of players ({min} to {max} in every rule set)")
    } else {
        let each: Vec<String> = infos()
            .map(|i| format!("{}: {} to {}", i.id, i.min_players, i.max_players))
            .collect();
        format!("Number of players ({})", each.join("; "))
    }
}

pub fn variants() -> String {
    let each: Vec<String> = infos()
        .map(|i| {
            let names: Vec<String> = i
                .variants
                .iter()
                .map(|v| {
                    if v.is_switch() {
                        v.name.to_string()
                    } else {
                        format!("{}={}", v.name, v.values.join("|"))
                    }
                })
                .collect();
            let names = if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            };
            format!("{}: {names}", i.id)
        })
        .collect();
    format!(
        "Switch a variant on, or set it: NAME or NAME=VALUE (repeatable; {})",
        each.join("; ")
    )
}

pub fn round_cap() -> String {
    let unit = Ruleset::ALL[0].info().cap_unit;
    let others: Vec<String> = infos()
        .filter(|i| i.cap_unit != unit)
        .map(|i| format!("{}s in {}", i.cap_unit, i.id))
        .collect();
    let others = if others.is_empty() {
        String::new()
    } else {
        format!(" ({})", others.join(", "))
    };
    format!(
        "Stop the game after this many {unit}s{others}: the safety cap, C-7; the outcome then \
         says \"capped\""
    )
}

/// The files of a data folder `DIR`.
fn data_files() -> Vec<String> {
    DataSet::files()
        .iter()
        .map(|f| format!("DIR/{f}"))
        .collect()
}

pub fn data_dir() -> String {
    format!(
        "Load the board, card and table data from this folder ({})",
        data_files().join(", ")
    )
}

pub fn check_data_dir() -> String {
    format!(
        "Data folder to check ({}); the built-in data when left out",
        data_files().join(", ")
    )
}

pub fn check_data() -> String {
    let files = data_files();
    format!(
        "Validate data files: with no DIR, the data compiled into the program; with DIR, a \
         replacement folder laid out as {} (a file missing from DIR falls back to the built-in \
         one). Every problem is printed as `error|warning: file: entry: reason`, followed by a \
         summary line. The exit code is non-zero if there is any error; warnings alone exit 0.",
        list(&files, "and")
    )
}
