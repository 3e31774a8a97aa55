//! A character grid to draw the board on: straight lines of one letter (channels), text
//! (labels, ships), then rows as text, with ANSI colour or without.
//!
//! Later drawing covers earlier drawing, so the map draws channels first and the labels of the
//! positions over their ends.

use super::paint::{Ink, Paint};

#[derive(Clone, Copy)]
struct Cell {
    ch: char,
    ink: Ink,
}

pub struct Canvas {
    cells: Vec<Vec<Cell>>,
}

impl Canvas {
    pub fn new(width: usize, height: usize) -> Canvas {
        let blank = Cell {
            ch: ' ',
            ink: Ink::Plain,
        };
        Canvas {
            cells: vec![vec![blank; width]; height],
        }
    }

    /// Puts one character; outside the grid it is dropped.
    pub fn put(&mut self, col: usize, row: usize, ch: char, ink: Ink) {
        if let Some(cell) = self.cells.get_mut(row).and_then(|r| r.get_mut(col)) {
            *cell = Cell { ch, ink };
        }
    }

    /// Writes `text` from `col` on `row`, cut at the right edge.
    pub fn text(&mut self, col: usize, row: usize, text: &str, ink: Ink) {
        for (i, ch) in text.chars().enumerate() {
            self.put(col + i, row, ch, ink);
        }
    }

    /// The cells of the straight line from `a` to `b` (both ends included), in order from
    /// `a`, by Bresenham's algorithm.
    pub fn line(a: (usize, usize), b: (usize, usize)) -> Vec<(usize, usize)> {
        let (mut x, mut y) = (a.0 as i64, a.1 as i64);
        let (x1, y1) = (b.0 as i64, b.1 as i64);
        let dx = (x1 - x).abs();
        let dy = -(y1 - y).abs();
        let sx = if x < x1 { 1 } else { -1 };
        let sy = if y < y1 { 1 } else { -1 };
        let mut err = dx + dy;
        let mut cells = Vec::new();
        loop {
            cells.push((x as usize, y as usize));
            if x == x1 && y == y1 {
                return cells;
            }
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x += sx;
            }
            if e2 <= dx {
                err += dx;
                y += sy;
            }
        }
    }

    /// The grid as lines of text, trailing spaces cut; with `Paint::Ansi` each run of one
    /// ink is wrapped in its SGR codes.
    pub fn lines(&self, paint: Paint) -> Vec<String> {
        self.cells
            .iter()
            .map(|row| {
                let end = row.iter().rposition(|c| c.ch != ' ').map_or(0, |i| i + 1);
                let mut out = String::new();
                let mut current = Ink::Plain;
                for cell in &row[..end] {
                    if paint == Paint::Ansi && cell.ink != current {
                        if current != Ink::Plain {
                            out.push_str("\x1b[0m");
                        }
                        if let Some(sgr) = cell.ink.sgr() {
                            out.push_str(&format!("\x1b[{sgr}m"));
                        }
                        current = cell.ink;
                    }
                    out.push(cell.ch);
                }
                if current != Ink::Plain {
                    out.push_str("\x1b[0m");
                }
                out
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use havenbaron_engine::Colour;

    use super::*;

    #[test]
    fn a_line_joins_its_ends_without_gaps() {
        for (a, b) in [
            ((0, 0), (9, 3)),
            ((9, 3), (0, 0)),
            ((4, 0), (5, 8)),
            ((3, 3), (3, 3)),
        ] {
            let cells = Canvas::line(a, b);
            assert_eq!(cells.first(), Some(&a));
            assert_eq!(cells.last(), Some(&b));
            for w in cells.windows(2) {
                let (dx, dy) = (w[0].0.abs_diff(w[1].0), w[0].1.abs_diff(w[1].1));
                assert!(dx <= 1 && dy <= 1 && dx + dy > 0, "{a:?}→{b:?}: {cells:?}");
            }
        }
    }

    #[test]
    fn plain_lines_have_no_escape_codes_and_ansi_lines_reset_their_colour() {
        let mut c = Canvas::new(10, 2);
        c.text(1, 0, "rrr", Ink::Channel(Colour::Red));
        c.text(5, 0, "A1", Ink::Plain);
        c.text(200, 1, "off the grid", Ink::Plain);
        assert_eq!(
            c.lines(Paint::Plain),
            vec![" rrr A1".to_string(), String::new()]
        );
        let ansi = c.lines(Paint::Ansi);
        assert_eq!(ansi[0], " \x1b[31mrrr\x1b[0m A1");
        assert_eq!(ansi[1], "");
    }
}
