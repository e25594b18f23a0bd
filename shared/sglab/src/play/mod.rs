//! Playing a game out: against a program, as an interactive problem's
//! judge ([`against_program`], with [`crate::talk`]), or against a person
//! (`scripts/play.sh`). [`Game`] is what a game gives: moves as protocol
//! lines, positions after moves, who wins, and the judge's perfect reply
//! (a rules program's game is one too: the explorer crate's `rules::play`).

pub mod duel;
pub mod game;
pub mod person;

pub use crate::contract::record::{Record, Side};
pub use crate::contract::Lost;
pub use duel::{against_program, note, Markers};
pub use game::{describe, Game};
pub use person::{against_person, Seat, Winner};

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
