//! Which processor a benchmark ran on. The same build measures about twice as fast on one of
//! the project's 2-core machines as on another of the same kind (docs/STRENGTH.md), so a
//! figure is only read beside the machine that gave it.

/// The processor's model, family and model number (Linux's `/proc/cpuinfo`) and the number of
/// CPUs this process may use, e.g. `AMD EPYC (family 25, model 17), 2 CPUs`; `unknown
/// processor` where the model cannot be read (not Linux).
pub fn describe() -> String {
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|text| from_cpuinfo(&text))
        .unwrap_or_else(|| "unknown processor".to_string());
    let unit = if cpus == 1 { "CPU" } else { "CPUs" };
    format!("{cpu}, {cpus} {unit}")
}

/// The first processor's entry of a `/proc/cpuinfo` text.
fn from_cpuinfo(text: &str) -> Option<String> {
    let field = |key: &str| {
        text.lines()
            .take_while(|line| !line.trim().is_empty())
            .find_map(|line| {
                let (k, v) = line.split_once(':')?;
                (k.trim() == key).then(|| v.trim().to_string())
            })
    };
    let name = field("model name")?;
    Some(match (field("cpu family"), field("model")) {
        (Some(family), Some(model)) => format!("{name} (family {family}, model {model})"),
        _ => name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_first_processor_of_cpuinfo() {
        let text = "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 17\n\
                    model name\t: AMD EPYC\n\nprocessor\t: 1\nmodel name\t: Other\n";
        assert_eq!(
            from_cpuinfo(text).as_deref(),
            Some("AMD EPYC (family 25, model 17)")
        );
        assert_eq!(from_cpuinfo("processor\t: 0\nflags\t: fpu\n"), None);
        assert_eq!(
            from_cpuinfo("model name\t: Some CPU\n").as_deref(),
            Some("Some CPU")
        );
    }
}
