//! `havenbaron check-data [DIR]`: validate the built-in data or a replacement data folder.

use std::process::ExitCode;

use anyhow::bail;
use havenbaron_engine::{DataSet, DataSource};

use crate::CheckDataArgs;

pub fn run(args: CheckDataArgs) -> anyhow::Result<ExitCode> {
    let (source, shown) = match &args.dir {
        None => (DataSource::BuiltIn, "the built-in data".to_string()),
        Some(dir) => {
            let files = DataSet::files();
            if !dir.is_dir() {
                bail!("the data folder {} does not exist", dir.display());
            }
            let found: Vec<&String> = files.iter().filter(|f| dir.join(f).exists()).collect();
            if found.is_empty() {
                bail!(
                    "{} holds none of the data files ({}): nothing to check",
                    dir.display(),
                    files.join(", ")
                );
            }
            for f in &files {
                if !found.contains(&f) {
                    println!(
                        "note: {} has no {f}; the built-in one is used",
                        dir.display()
                    );
                }
            }
            (DataSource::Dir(dir.clone()), dir.display().to_string())
        }
    };
    let problems = DataSet::check(&source);
    print!("{problems}");
    let errors = problems.error_count();
    let warnings = problems.list.len() - errors;
    println!("{shown}: {errors} error(s), {warnings} warning(s)");
    Ok(if errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
