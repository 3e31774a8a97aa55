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
