//! Playing a game out: against a program, as an interactive problem's
//! judge ([`against_program`], with [`crate::talk`]), or against a person
//! (`scripts/play.sh`). [`Game`] is what a game gives: moves as protocol
//! lines, positions after moves, who wins, and the judge's perfect reply
//! (a rules program's game is one too: the explorer crate's `rules::play`).

pub mod duel;
pub mod game;
pub mod graph;
pub mod heaps;
pub mod listed;
pub mod person;

pub use crate::contract::record::{Record, Side};
pub use crate::contract::Lost;
pub use duel::{against_program, note, Markers};
pub use game::{describe, Game};
pub use person::{against_person, Seat, Winner};

use std::io::{BufRead, Write};

/// Plays a game from the position's words with the person.
pub type Start = fn(&[String], &mut Person) -> Result<Winner, String>;

/// The person at the table: the seat, the rng the pack draws its choices
/// with, and what the person types and reads.
pub struct Person<'a> {
    pub seat: Seat,
    pub rng: &'a mut crate::rng::Rng,
    pub input: &'a mut dyn BufRead,
    pub out: &'a mut dyn Write,
}

/// One problem's playable game, as its folder's `play.rs` declares it
/// (`pub const GAME: Entry`); the pack's build script lists them.
#[derive(Clone, Copy)]
pub struct Entry {
    /// What is played, the position's form and default, a move's words,
    /// and the sizes played perfectly: a few lines for `play.sh list`.
    pub about: &'static str,
    /// Plays from the position's words (empty: the default), or refuses
    /// them by name.
    pub play: Start,
}

/// Plays `game` from `start` with `person`; an output fault as a message.
pub fn with_person<G: Game>(game: &mut G, start: G::Pos, person: &mut Person) -> Result<Winner, String> {
    let Person { seat, rng, input, out } = person;
    against_person(game, start, *seat, rng, *input, *out).map_err(|e| format!("cannot talk: {e}"))
}

/// A typed move with its words lower-cased and single-spaced, as games
/// compare it with the moves they write.
pub fn canonical(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// The position's words as numbers, or the first that is not one.
pub fn numbers(words: &[String]) -> Result<Vec<u64>, String> {
    words
        .iter()
        .map(|w| w.parse().map_err(|_| format!("{w:?}: not a number of the position")))
        .collect()
}

/// A position's edges from their ends' numbers, `x y` pairs on vertices
/// 1..=n (1-based), or the first edge naming another vertex.
pub fn edges(ends: &[u64], n: u64) -> Result<Vec<(usize, usize)>, String> {
    if let Some(e) = ends.iter().position(|&x| !(1..=n).contains(&x)) {
        return Err(format!(
            "edge {} names vertex {}, not one of 1 to {n}",
            e / 2 + 1,
            ends[e]
        ));
    }
    Ok(ends.chunks(2).map(|e| (e[0] as usize, e[1] as usize)).collect())
}

/// The player's next line, recorded, or why there is none.
pub fn hear(talk: &mut crate::talk::Talk, record: &mut Record) -> Result<String, Lost> {
    match talk.hear() {
        crate::talk::Heard::Line(line) => {
            record.player(&line);
            Ok(line)
        }
        crate::talk::Heard::End => Err(Lost::Ended),
        crate::talk::Heard::TooMuch => Err(Lost::Flooded),
    }
}

/// The judge's line, recorded and said.
pub fn say(talk: &mut crate::talk::Talk, record: &mut Record, line: &str) {
    record.judge(line);
    talk.say(line);
}
