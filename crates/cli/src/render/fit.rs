//! Fitting text to the terminal's width: every line the terminal prints goes through [`fit`],
//! so that no screen of any rule set, in any language, runs past [`WIDTH`] columns (a line
//! that wraps on its own breaks the map's grid and the lists' alignment).
//!
//! Width is counted in what the terminal shows: ANSI colour sequences take no column.

/// The terminal's width the screens are made for: the classic 80 columns.
pub const WIDTH: usize = 80;

/// How many columns a line takes on the terminal: its characters, less ANSI escape sequences.
pub fn columns(line: &str) -> usize {
    let mut n = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC '[' parameters… final byte in '@'..='~'.
            for d in chars.by_ref() {
                if ('@'..='~').contains(&d) && d != '[' {
                    break;
                }
            }
        } else {
            n += 1;
        }
    }
    n
}

/// `text` with each line longer than `width` broken at spaces. A broken line's continuation
/// is indented past its first line's leading spaces and list number (`  12) `), so a wrapped
/// choice or log line still reads as one item. A word longer than a whole line is cut.
pub fn fit(text: &str, width: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if columns(line) <= width {
            out.push_str(line);
            continue;
        }
        out.push_str(&fit_line(line, width).join("\n"));
    }
    out
}

/// The indent of a wrapped line's continuation: its leading spaces, plus the width of a list
/// number (`12) `) when it has one, plus two.
fn hanging_indent(line: &str) -> usize {
    let lead = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[lead..];
    let digits = rest.chars().take_while(char::is_ascii_digit).count();
    let number = if digits > 0 && rest[digits..].starts_with(") ") {
        digits + 2
    } else {
        0
    };
    lead + if number > 0 { number } else { 2 }
}

fn fit_line(line: &str, width: usize) -> Vec<String> {
    let lead = line.len() - line.trim_start_matches(' ').len();
    let indent = hanging_indent(line).min(width / 2);
    let mut lines = Vec::new();
    let mut current = " ".repeat(lead);
    let mut used = lead;
    // Whether `current` holds no word yet (only its indent).
    let mut bare = true;
    for word in line[lead..].split(' ') {
        let w = columns(word);
        let need = if bare { w } else { w + 1 };
        if used + need <= width {
            if !bare {
                current.push(' ');
                used += 1;
            }
            current.push_str(word);
            used += w;
            bare = false;
            continue;
        }
        if !bare {
            lines.push(std::mem::take(&mut current));
            current = " ".repeat(indent);
            used = indent;
        }
        // A word that does not fit even on a line of its own is cut to the width.
        let mut rest: Vec<char> = word.chars().collect();
        while used + rest.len() > width {
            let take = width - used;
            current.extend(rest.drain(..take));
            lines.push(std::mem::take(&mut current));
            current = " ".repeat(indent);
            used = indent;
        }
        used += rest.len();
        current.extend(rest);
        bare = false;
    }
    if !bare || lines.is_empty() {
        lines.push(current);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_lines_are_kept_as_they_are() {
        assert_eq!(fit("a b\n  c", 80), "a b\n  c");
    }

    #[test]
    fn long_lines_break_at_spaces_with_a_hanging_indent() {
        let line = format!("  12) {}", "word ".repeat(30).trim_end());
        let out = fit(&line, 40);
        for l in out.lines() {
            assert!(columns(l) <= 40, "{l:?}");
        }
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[0].starts_with("  12) word"));
        assert!(lines[1].starts_with("      word"), "{:?}", lines[1]);
        assert_eq!(
            out.split_whitespace().filter(|w| *w == "word").count(),
            30,
            "no word lost"
        );
    }

    #[test]
    fn colour_sequences_take_no_column() {
        let red = format!("\u{1b}[31m{}\u{1b}[0m", "r".repeat(80));
        assert_eq!(columns(&red), 80);
        assert_eq!(fit(&red, 80), red);
    }

    #[test]
    fn a_word_longer_than_the_line_is_cut() {
        let out = fit(&"x".repeat(100), 40);
        assert!(out.lines().all(|l| columns(l) <= 40), "{out}");
        assert_eq!(out.chars().filter(|c| *c == 'x').count(), 100);
    }
}
