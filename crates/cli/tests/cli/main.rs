//! Runs the built `havenbaron` binary as a user would, one file per command or feature:
//! games of bots (`games`), records and `replay` (`records`), `analyse` (`analyse`), `check-data` (`check_data`),
//! scripted `play` (`play`), `arena` and `bench` (`bench`), the screens in other languages
//! (`languages`), the board as a map (`maps`), `serve`'s settings (`serve`) and the screens' width
//! (`width`).

mod analyse;
mod bench;
mod check_data;
mod games;
mod languages;
mod maps;
mod play;
mod ratings;
mod records;
mod serve;
mod support;
mod width;
