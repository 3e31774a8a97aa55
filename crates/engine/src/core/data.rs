//! Data files: problems found while loading them, and where they come from (compiled in, or a
//! replacement folder given with `--data DIR`).

use std::fmt;
use std::path::Path;

/// One problem in a data file: the file, the entry in it, and the reason.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DataProblem {
    pub file: String,
    pub entry: String,
    pub reason: String,
    pub warning: bool,
}

impl fmt::Display for DataProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let level = if self.warning { "warning" } else { "error" };
        write!(f, "{level}: {}: {}: {}", self.file, self.entry, self.reason)
    }
}

/// Every problem found while loading a data set.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Problems {
    pub list: Vec<DataProblem>,
}

impl Problems {
    pub fn error(&mut self, file: &str, entry: &str, reason: String) {
        self.list.push(DataProblem {
            file: file.into(),
            entry: entry.into(),
            reason,
            warning: false,
        });
    }

    pub fn warning(&mut self, file: &str, entry: &str, reason: String) {
        self.list.push(DataProblem {
            file: file.into(),
            entry: entry.into(),
            reason,
            warning: true,
        });
    }

    pub fn error_count(&self) -> usize {
        self.list.iter().filter(|p| !p.warning).count()
    }

    pub fn has_errors(&self) -> bool {
        self.error_count() > 0
    }
}

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.list {
            writeln!(f, "{p}")?;
        }
        Ok(())
    }
}

/// The data set could not be loaded; every problem is listed.
#[derive(Clone, Debug, thiserror::Error)]
#[error("the data files have {} error(s):\n{problems}", problems.error_count())]
pub struct DataError {
    pub problems: Problems,
}

/// Where a rule set's data files are read from.
#[derive(Clone, Debug, Default)]
pub enum DataSource {
    /// The reconstructed data compiled into the program.
    #[default]
    BuiltIn,
    /// A folder laid out like `crates/engine/data` (one sub-folder per rule set). A file
    /// missing from it falls back to the built-in one.
    Dir(std::path::PathBuf),
}

impl DataSource {
    /// Reads `ruleset/name` from this source. Returns the file's display name and text.
    pub fn read(
        &self,
        ruleset: &str,
        name: &str,
        builtin: &'static str,
        problems: &mut Problems,
    ) -> (String, String) {
        match self {
            DataSource::BuiltIn => (format!("(built-in) {ruleset}/{name}"), builtin.to_string()),
            DataSource::Dir(dir) => {
                let path = dir.join(ruleset).join(name);
                read_file(&path, ruleset, name, builtin, problems)
            }
        }
    }
}

fn read_file(
    path: &Path,
    ruleset: &str,
    name: &str,
    builtin: &'static str,
    problems: &mut Problems,
) -> (String, String) {
    let shown = path.display().to_string();
    match std::fs::read_to_string(path) {
        Ok(text) => (shown, text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            (format!("(built-in) {ruleset}/{name}"), builtin.to_string())
        }
        Err(e) => {
            problems.error(&shown, "(file)", format!("cannot be read: {e}"));
            (shown, String::new())
        }
    }
}
