//! What the dispatch tells the clients about every rule set's data: the files a data folder
//! holds (`DataSet::files`, which `check-data` lists) and the data as the browser gets it
//! (`DataSet::client_json`).

use std::path::{Path, PathBuf};

use havenbaron_engine::{DataSet, DataSource, Ruleset};

/// A fresh, empty folder under the system's temporary folder.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("havenbaron-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The listed files are the built-in data files, one by one.
#[test]
fn the_listed_files_are_the_built_in_ones() {
    let builtin = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let mut on_disk: Vec<String> = Vec::new();
    for ruleset in std::fs::read_dir(&builtin).unwrap() {
        let ruleset = ruleset.unwrap();
        for file in std::fs::read_dir(ruleset.path()).unwrap() {
            on_disk.push(format!(
                "{}/{}",
                ruleset.file_name().to_string_lossy(),
                file.unwrap().file_name().to_string_lossy()
            ));
        }
    }
    on_disk.sort();
    let mut listed = DataSet::files();
    listed.sort();
    assert_eq!(listed, on_disk);
}

/// Every listed file is read from a data folder: a broken copy of it is reported by name.
#[test]
fn every_listed_file_is_read_from_a_data_folder() {
    for file in DataSet::files() {
        let dir = temp_dir("data-files");
        let path = dir.join(&file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "this is [[ not toml").unwrap();
        let problems = DataSet::check(&DataSource::Dir(dir.clone()));
        assert!(
            problems
                .list
                .iter()
                .any(|p| !p.warning && p.file.ends_with(&file)),
            "{file}: a broken copy is not reported:\n{problems}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// The browser's data: the rule set's data with the names of what views count by index under
/// `ids`.
#[test]
fn client_json_adds_the_index_names() {
    let data = DataSet::builtin();
    for ruleset in Ruleset::ALL {
        let v = data.client_json(ruleset).unwrap();
        let obj = v.as_object().unwrap();
        assert!(
            obj.contains_key("board") || obj.contains_key("base"),
            "{ruleset}: no board in {:?}",
            obj.keys().collect::<Vec<_>>()
        );
        let ids = obj["ids"].as_object().unwrap();
        assert!(!ids.is_empty(), "{ruleset}: no ids");
        for (what, names) in ids {
            let names = names.as_array().unwrap();
            assert!(!names.is_empty(), "{ruleset}: no {what}");
            assert!(
                names
                    .iter()
                    .all(|n| n.as_str().is_some_and(|s| !s.is_empty()))
            );
        }
    }
}

/// A game keeps its lists in place with fixed capacities (`core::inline`), so data that would
/// not fit is refused when it is loaded or checked, naming the file, the entry and the limit,
/// never a panic in play.
#[test]
fn data_beyond_the_fixed_capacities_is_refused_with_the_limit() {
    use havenbaron_engine::core::board::MAX_POSITIONS;
    use havenbaron_engine::core::deck::MAX_DECK;
    use havenbaron_engine::core::fleet::MAX_SHIPS;
    use havenbaron_engine::core::goods::MAX_PILE;
    use havenbaron_engine::masters::state::MAX_SITES;

    let extra_positions: String = (0..MAX_POSITIONS)
        .map(|i| format!("\n[[position]]\nid = \"extra{i}\"\nkind = \"water\"\nx = 0.5\ny = 0.5\n"))
        .collect();
    let cases: [(&str, String, &str, String); 5] = [
        (
            "rotterdam/board.toml",
            havenbaron_engine::rotterdam::data::BOARD_TOML.to_string() + &extra_positions,
            "position",
            format!("at most {MAX_POSITIONS} positions"),
        ),
        (
            "rotterdam/cards.toml",
            // Botlek's pile: 8 + 7 copies, made 40 + 7.
            havenbaron_engine::rotterdam::data::CARDS_TOML.replacen("copies = 8", "copies = 40", 1),
            "product",
            format!("more than {MAX_PILE} product cards"),
        ),
        (
            "masters/tables.toml",
            havenbaron_engine::masters::data::TABLES_TOML.replacen("ships = 4", "ships = 11", 1),
            "setup for 2 players",
            format!("at most {MAX_SHIPS} ships"),
        ),
        (
            "masters/tables.toml",
            havenbaron_engine::masters::data::TABLES_TOML.replacen(
                "prices = [7, 5] }",
                "prices = [9, 9, 8, 8, 7, 7, 6, 6, 5] }",
                1,
            ),
            "factory_layout nl",
            format!("more than {MAX_SITES} factory sites"),
        ),
        (
            "antwerpen/cards.toml",
            havenbaron_engine::antwerpen::data::CARDS_TOML.replacen(
                "extra_ship = 2",
                "extra_ship = 70",
                1,
            ),
            "ship_cards",
            format!("at most {MAX_DECK} ship cards"),
        ),
    ];
    for (file, text, entry, reason) in cases {
        let dir = temp_dir("capacity");
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        let source = DataSource::Dir(dir.clone());
        let problems = DataSet::check(&source);
        assert!(
            problems.list.iter().any(|p| !p.warning
                && p.file.ends_with(file)
                && p.entry == entry
                && p.reason.contains(&reason)),
            "{file}: expected an error at `{entry}` saying `{reason}`:\n{problems}"
        );
        assert!(DataSet::load(&source).is_err(), "{file}: loaded anyway");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
